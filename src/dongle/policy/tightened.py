"""Whether a new text for one of the dongle's policy files only makes the policy in force stricter.

An agent that appends `maxAutonomousSteps = 5` or a deny pattern to `.dongle/policy.toml` asks the
guard for less room, not more: that is no disarm. Anything else written there (a looser value, a
rewrite that drops a rule, a file that no longer loads, a second policy file beside the first) is.
The judge is the loader itself: the file as it would be after the write is decoded, validated and
stacked with the other files in force exactly as the hook will load them, and the settings every
agent then gets are compared, field by field, with the settings it gets now. A field this module
does not know how to compare must stay equal, and any doubt (a file that cannot be read, a text that
does not load, a layer that moves) answers "not only tighter": the write stays a guard change.
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields
from pathlib import Path
from typing import Any

from dongle.disk_text import small_text
from dongle.policy.model import Layer, PolicyLayer, Settings

# The largest policy file read back to judge an append (a policy is a few hundred bytes).
_READ_LIMIT = 64 * 1024
# The most patterns one write may add for an agent. Each is matched against every call the hook judges
# (a segment scan, linear in the text: many stars cost nothing more), but thousands of them would make
# every judgement slow, and a hook that answers too late lets the call through on several agents: a
# policy that starves its judge is not a stricter one.
_MOST_ADDED_PATTERNS = 100


def _subset(old: Any, new: Any) -> bool:
    return set(new) <= set(old)


def _superset(old: Any, new: Any) -> bool:
    return set(new) >= set(old)


def _danger_kept(old: Mapping[Any, Any], new: Mapping[Any, Any]) -> bool:
    return all(set(new.get(level, ())) >= set(patterns) for level, patterns in old.items())


def _escalation_kept(old: Any, new: Any) -> bool:
    return ((new.enabled or not old.enabled) and new.repeat_threshold <= old.repeat_threshold
            and new.cumulative_threshold <= old.cumulative_threshold
            and new.max_tier.rank >= old.max_tier.rank)


def _tools_kept(old: Any, new: Any) -> bool:
    allow_kept = old.allow is None or (new.allow is not None and set(new.allow) <= set(old.allow))
    scope = new.approval.default_scope
    scope_kept = scope == old.approval.default_scope or scope.value == "single"
    return (allow_kept and set(new.confirm) >= set(old.confirm) and set(new.deny) >= set(old.deny)
            and new.approval.require_approval >= old.approval.require_approval and scope_kept
            and new.approval.ttl_seconds <= old.approval.ttl_seconds)


# How each field of `Settings` may move and still leave the agent no more room: limits only down,
# the lists that stop or pause only grow, the lists that let through only shrink.
_STRICTER: dict[str, Callable[[Any, Any], bool]] = {
    "max_autonomous_steps": lambda old, new: new <= old,
    "risk_tolerance": lambda old, new: new.threshold <= old.threshold,
    "deny": _superset,
    "requires_approval": _superset,
    "auto_approve": _subset,
    "danger_patterns": _danger_kept,
    "escalation": _escalation_kept,
    "tools": _tools_kept,
    "safety_servers": _subset,
}


def _patterns(settings: Settings) -> int:
    """How many patterns the hook matches every call against for these settings."""
    lists = [settings.deny, settings.requires_approval, *settings.danger_patterns.values(),
             settings.tools.confirm, settings.tools.deny]
    return sum(len(tuple(patterns)) for patterns in lists)


def no_looser(old: Settings, new: Settings) -> bool:
    """Every field of `new` leaves the agent at most the room `old` does, and the judge no more than a
    bounded amount of extra matching; a field without a known comparison must be equal."""
    if _patterns(new) - _patterns(old) > _MOST_ADDED_PATTERNS:
        return False
    for field in fields(Settings):
        before, after = getattr(old, field.name), getattr(new, field.name)
        compare = _STRICTER.get(field.name)
        if not (compare(before, after) if compare else before == after):
            return False
    return True


def policy_layer_of(path: str, env: Mapping[str, str]) -> tuple[str, Layer] | None:
    """The project directory (or "") and layer a policy file at `path` would be read as, or None
    when `path` is not where the dongle looks for a policy."""
    from dongle.policy.load import POLICY_NAMES

    directory, name = posixpath.split(path)
    if name.lower() not in POLICY_NAMES:
        return None
    home = env.get("HOME") or ""
    config_home = env.get("XDG_CONFIG_HOME") or posixpath.join(home, ".config")
    if directory == posixpath.join(config_home, "dongle"):
        return "", Layer.USER
    if posixpath.basename(directory) == ".dongle":
        return posixpath.dirname(directory), Layer.PROJECT
    return None


def only_tightens(path: str, text: str, *, append: bool, cwd: str, env: Mapping[str, str]) -> bool:
    """`text` written to the policy file at `path` (appended, or as the whole file) leaves the policy
    that every agent gets in a session started at the file's project (or at `cwd` for the user's file)
    loadable and no looser than it is now. A rewrite is judged by what the file then holds: a rule it
    drops is a looser policy. False whenever that cannot be shown."""
    from dongle.policy.layers import check_tightening, resolve
    from dongle.policy.load import decode_text, discover_policy_files, parse_policy
    from dongle.policy.model import PolicyError

    placed = policy_layer_of(path, env)
    if placed is None or os.path.islink(path) or os.path.islink(posixpath.dirname(path)) \
            or env.get("DONGLE_POLICY"):
        return False  # a linked file or folder (`.dongle` -> ~/.config/dongle) is another layer's file
    project, layer = placed
    exists = os.path.isfile(path)
    before = (small_text(path, _READ_LIMIT) if exists and append else "") or ""
    if exists and append and (not before or len(before) >= _READ_LIMIT):
        return False  # what the file holds cannot be read whole: the text after the append is not known
    try:
        files = discover_policy_files(project or cwd, env)
        if layer is Layer.USER:
            # the user's file is in force in every project: judged where no project file can mask it
            files = [(lay, p) for lay, p in files if lay is not Layer.PROJECT]
        old_layers = [_load(p, lay) for lay, p in files]
        if exists != (path in {str(p) for _, p in files}) or (
                not exists and any(lay is layer for lay, _ in files)):
            return False  # not the file in force, or a second file in one place (the loader refuses both)
        decoded = decode_text(before + text if append else text, path)
        new_layer = parse_policy({} if decoded is None else decoded, file=path, layer=layer)
        new_layers = ([new_layer if str(p) == path else old
                       for (_, p), old in zip(files, old_layers, strict=True)]
                      if exists else _placed(old_layers, new_layer))
        check_tightening(new_layers)
    except (PolicyError, OSError, ValueError):
        return False
    agents = {None, *_agents(old_layers), *_agents(new_layers)}
    return all(no_looser(resolve(old_layers, a), resolve(new_layers, a)) for a in agents)


def _load(path: Path, layer: Layer) -> PolicyLayer:
    from dongle.policy.load import decode_file, parse_policy

    data = decode_file(path)
    return parse_policy({} if data is None else data, file=str(path), layer=layer)


def _placed(layers: Sequence[PolicyLayer], added: PolicyLayer) -> list[PolicyLayer]:
    """The layers with a new file's layer in its place (system, user, project)."""
    order = list(Layer)
    return sorted([*layers, added], key=lambda lay: order.index(lay.layer))


def _agents(layers: Sequence[PolicyLayer]) -> set[str]:
    from dongle.policy.layers import agent_key

    return {agent_key(name) for lay in layers for name in lay.agents}
