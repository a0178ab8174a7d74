"""The rule engine: load rule packs (plain data), index them by command name, match invocations.

A rule is a dict literal in one family module (`dongle.rules.git`, ...). Loading turns each into a
`Rule` once per process; an unknown key or level is an error at load, so a typo never silently
disables a rule. Matching is a prefilter by command name followed by cheap set and glob tests on
the `Facts` of the invocation.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fnmatch import fnmatchcase
from functools import lru_cache
from typing import Any

from dongle.levels import DangerLevel
from dongle.rules.facts import EMPTY_SPEC, CommandSpec, Facts

FAMILIES = (
    "filesystem",
    "git",
    "database",
    "cloud",
    "containers",
    "system",
    "network",
    "credentials",
    "packages",
)

_RULE_KEYS = {
    "id",
    "level",
    "irreversible",
    "reason",
    "safer",
    "recovery",
    "match",
    "prod",
    "prod_level",
    "examples",
}
_MATCH_KEYS = {
    "cmd",
    "sub",
    "flags_all",
    "flags_any",
    "flags_none",
    "args_any",
    "args_none",
    "words_any",
    "words_none",
    "last_any",
    "targets",
    "redirect",
    "privileged",
    "stdin_from",
    "sql",
    "code",
    "remote",
    "min_args",
    "hosts",
    "no_sub",
    "via",
    "min_operands",
    "find_delete",
    "feeder_hosts",
    "stdin_sensitive",
    "uploads_stdin",
    "self_pipe",
    "model_has",
}
_TARGET_KEYS = {"of", "region", "sensitivity", "regenerable", "glob", "all", "under", "name"}


class RuleError(ValueError):
    """A rule pack entry is malformed (raised at load time, never while matching)."""


@dataclass(frozen=True)
class Rule:
    id: str
    family: str
    level: DangerLevel
    irreversible: bool
    reason: str
    safer: str | None
    recovery: str | None
    match: Mapping[str, Any]
    prod: bool
    prod_level: DangerLevel | None
    examples: Mapping[str, tuple[Any, ...]]

    def level_for(self, production: bool) -> DangerLevel:
        """Production targets raise data-bearing operations (a dev drop pauses, a prod drop stops)."""
        if not (production and self.prod):
            return self.level
        if self.prod_level is not None:
            return max(self.prod_level, self.level)
        if self.level >= DangerLevel.DESTRUCTIVE:
            return DangerLevel.FORBIDDEN
        if self.level == DangerLevel.REVERSIBLE:
            return DangerLevel.DESTRUCTIVE
        return self.level


def _groups(value: Any) -> tuple[tuple[str, ...], ...]:
    return tuple((g,) if isinstance(g, str) else tuple(g) for g in value)


def _compile(family: str, raw: Mapping[str, Any]) -> Rule:
    unknown = set(raw) - _RULE_KEYS
    rid = raw.get("id", "?")
    if unknown:
        raise RuleError(f"rule {rid}: unknown keys {sorted(unknown)}")
    match = dict(raw.get("match") or {})
    if set(match) - _MATCH_KEYS:
        raise RuleError(f"rule {rid}: unknown match keys {sorted(set(match) - _MATCH_KEYS)}")
    if "cmd" not in match:
        raise RuleError(f"rule {rid}: match.cmd is required (the prefilter indexes on it)")
    if "." not in str(rid):
        raise RuleError(f"rule {rid}: ids look like family.name")
    for key in ("flags_all",):
        if key in match:
            match[key] = _groups(match[key])
    for key in (
        "cmd",
        "sub",
        "flags_any",
        "flags_none",
        "args_any",
        "args_none",
        "words_any",
        "words_none",
        "last_any",
        "stdin_from",
        "sql",
        "via",
        "no_sub",
        "model_has",
    ):
        if key in match:
            value = match[key]
            match[key] = (value,) if isinstance(value, str) else tuple(value)
    if "sub" in match:
        match["sub"] = tuple(tuple(s.lower().split()) for s in match["sub"])
    if "no_sub" in match:
        match["no_sub"] = tuple(tuple(s.lower().split()) for s in match["no_sub"])
    if "code" in match:
        match["code"] = re.compile(match["code"], re.S)
    for key in ("targets", "redirect"):
        if key in match:
            spec = dict(match[key])
            if set(spec) - _TARGET_KEYS:
                raise RuleError(f"rule {rid}: unknown {key} keys {sorted(set(spec) - _TARGET_KEYS)}")
            for field in ("region", "sensitivity"):
                if field in spec and isinstance(spec[field], str):
                    spec[field] = (spec[field],)
            match[key] = spec
    examples = raw.get("examples") or {}
    if not examples.get("match"):
        raise RuleError(f"rule {rid}: needs at least one must-match example")
    try:
        level = DangerLevel.parse(raw["level"])
        prod_level = DangerLevel.parse(raw["prod_level"]) if "prod_level" in raw else None
    except (KeyError, ValueError) as exc:
        raise RuleError(f"rule {rid}: {exc}") from exc
    for key in ("reason",):
        if not raw.get(key):
            raise RuleError(f"rule {rid}: {key} is required")
    return Rule(
        id=str(rid),
        family=family,
        level=level,
        irreversible=bool(raw.get("irreversible", False)),
        reason=raw["reason"],
        safer=raw.get("safer"),
        recovery=raw.get("recovery"),
        match=match,
        prod=bool(raw.get("prod", False)),
        prod_level=prod_level,
        examples={"match": tuple(examples.get("match", ())), "no_match": tuple(examples.get("no_match", ()))},
    )


@dataclass(frozen=True)
class RuleSet:
    rules: tuple[Rule, ...]
    by_name: Mapping[str, tuple[Rule, ...]]
    wildcard: tuple[Rule, ...]
    specs: Mapping[str, CommandSpec]
    safe_commands: frozenset[str]
    network_commands: frozenset[str]

    def spec(self, name: str) -> CommandSpec:
        return self.specs.get(name, EMPTY_SPEC)

    def candidates(self, name: str) -> Iterable[Rule]:
        yield from self.by_name.get(name, ())
        yield from self.wildcard


def _spec(raw: Mapping[str, Any]) -> CommandSpec:
    return CommandSpec(
        values=frozenset(raw.get("values", ())),
        aliases=dict(raw.get("aliases", {})),
        long_values=bool(raw.get("long_values", False)),
        bools=frozenset(raw.get("bools", ())),
        single_dash=bool(raw.get("single_dash", False)),
    )


@lru_cache(maxsize=1)
def load_rules() -> RuleSet:
    """Load every family once per process (a few milliseconds; measured in bench/)."""
    rules: list[Rule] = []
    specs: dict[str, CommandSpec] = {}
    safe: set[str] = set()
    network: set[str] = set()
    seen: set[str] = set()
    for family in FAMILIES:
        module = importlib.import_module(f"dongle.rules.{family}")
        for raw in module.RULES:
            rule = _compile(family, raw)
            if rule.id in seen:
                raise RuleError(f"duplicate rule id {rule.id}")
            seen.add(rule.id)
            rules.append(rule)
        for names, raw_spec in getattr(module, "COMMANDS", {}).items():
            for name in (names,) if isinstance(names, str) else names:
                specs[name] = _spec(raw_spec)
        safe.update(getattr(module, "SAFE_COMMANDS", ()))
        network.update(getattr(module, "NETWORK_COMMANDS", ()))
    by_name: dict[str, list[Rule]] = {}
    wildcard: list[Rule] = []
    for rule in rules:
        for name in rule.match["cmd"]:
            if name == "*":
                wildcard.append(rule)
            else:
                by_name.setdefault(name, []).append(rule)
    return RuleSet(
        tuple(rules),
        {k: tuple(v) for k, v in by_name.items()},
        tuple(wildcard),
        specs,
        frozenset(safe),
        frozenset(network),
    )


def _glob_any(words: Iterable[str], patterns: tuple[str, ...]) -> bool:
    return any(fnmatchcase(w.lower(), p.lower()) for w in words for p in patterns)


def _sub_matches(positionals: tuple[str, ...], subs: tuple[tuple[str, ...], ...]) -> tuple[str, ...] | None:
    """The first subcommand path (`("s3", "rm")`, `("*", "delete")`) that leads the operands."""
    for sub in subs:
        if len(positionals) >= len(sub) and all(
            word == want or ("*" in want and fnmatchcase(word, want))
            for word, want in zip(positionals, sub, strict=False)
        ):
            return sub
    return None


def _paths_match(paths: Iterable[Any], spec: Mapping[str, Any]) -> bool:
    hits = []
    for info in paths:
        ok = True
        if "region" in spec and info.region not in spec["region"]:
            ok = False
        if ok and "sensitivity" in spec and info.sensitivity not in spec["sensitivity"]:
            ok = False
        if ok and "regenerable" in spec and info.regenerable != spec["regenerable"]:
            ok = False
        if ok and "glob" in spec and info.glob != spec["glob"]:
            ok = False
        if (
            ok
            and "name" in spec
            and not any(
                fnmatchcase((info.path or info.raw).rsplit("/", 1)[-1].lower(), n) for n in spec["name"]
            )
        ):
            ok = False
        if (
            ok
            and "under" in spec
            and not (
                info.path and any(info.path == u or info.path.startswith(u + "/") for u in spec["under"])
            )
        ):
            ok = False
        hits.append(ok)
    if not hits:
        return False
    return all(hits) if spec.get("all") else any(hits)


def _targets(facts: Facts, spec: Mapping[str, Any], sub_len: int) -> Iterable[Any]:
    of = spec.get("of", "operands")
    if of == "operands":
        return facts.operand_paths[sub_len:] if sub_len else facts.operand_paths
    if of == "last":
        return facts.operand_paths[-1:] if len(facts.operand_paths) > 1 else ()
    if of == "sources":
        return facts.operand_paths[sub_len:-1]
    if of == "any":
        return facts.pathlike_args
    if of == "redirects":
        return tuple(p for _, p in facts.redirect_paths)
    if of == "writes":
        return facts.write_paths
    if of == "uploads":
        return facts.upload_paths
    if of == "find_roots":
        return facts.find_roots
    if of.startswith("kv:"):
        key = of[3:] + "="
        return tuple(facts.path(a[len(key) :]) for a in facts.inv.args if a.startswith(key))
    if of.startswith("opt:"):
        option = of[4:]
        return tuple(facts.path(v.lstrip("@")) for v in facts.parsed.values.get(option, ()))
    raise RuleError(f"unknown target selector {of!r}")


def matches(rule: Rule, facts: Facts) -> bool:
    """All conditions of the rule hold for this invocation."""
    m = rule.match
    inv = facts.inv
    if "privileged" in m and inv.privileged != m["privileged"]:
        return False
    if "remote" in m and bool(inv.remote) != m["remote"]:
        return False
    if "via" in m and not any(any(v in step for step in inv.via) for v in m["via"]):
        return False
    if "stdin_from" in m and not set(m["stdin_from"]) & set(inv.stdin_from):
        return False
    if "model_has" in m and not set(m["model_has"]) & facts.model_names:
        return False
    if "self_pipe" in m and (inv.name in inv.stdin_from) != m["self_pipe"]:
        return False
    if "min_args" in m and len(inv.args) < m["min_args"]:
        return False
    if "redirect" in m and not _paths_match(facts.write_redirects, m["redirect"]):
        return False
    parsed = None
    sub_len = 0
    if "sub" in m or "no_sub" in m:
        parsed = facts.parsed
        if "sub" in m:
            sub = _sub_matches(facts.lowered_positionals, m["sub"])
            if sub is None:
                return False
            sub_len = len(sub)
        if "no_sub" in m and _sub_matches(facts.lowered_positionals, m["no_sub"]) is not None:
            return False
    if "flags_all" in m or "flags_any" in m or "flags_none" in m:
        flags = facts.parsed.flags
        if "flags_all" in m and not all(any(f in flags for f in group) for group in m["flags_all"]):
            return False
        if "flags_any" in m and not any(f in flags for f in m["flags_any"]):
            return False
        if "flags_none" in m and any(f in flags for f in m["flags_none"]):
            return False
    if "args_any" in m or "args_none" in m:
        parsed = facts.parsed
        operands = parsed.positionals[sub_len:]
        if "args_any" in m and not _glob_any(operands, m["args_any"]):
            return False
        if "args_none" in m and _glob_any(operands, m["args_none"]):
            return False
    if "words_any" in m and not _glob_any(facts.parsed.words, m["words_any"]):
        return False
    if "words_none" in m and _glob_any(facts.parsed.words, m["words_none"]):
        return False
    if "last_any" in m and not (inv.args and _glob_any(inv.args[-1:], m["last_any"])):
        return False
    if "sql" in m and not set(m["sql"]) & facts.sql:
        return False
    if "code" in m and not (facts.code and m["code"].search(facts.code)):
        return False
    if "hosts" in m and not _hosts_match(facts, m["hosts"]):
        return False
    if "min_operands" in m and len(facts.parsed.positionals) - sub_len < m["min_operands"]:
        return False
    if "find_delete" in m and not _find_matches(facts.find_deletion, m["find_delete"]):
        return False
    if "uploads_stdin" in m and facts.uploads_stdin != m["uploads_stdin"]:
        return False
    if "feeder_hosts" in m and not any(_hosts_match(f, m["feeder_hosts"]) for f in facts.feeders):
        return False
    if "stdin_sensitive" in m and _stdin_sensitive(facts) != m["stdin_sensitive"]:
        return False
    return not ("targets" in m and not _paths_match(_targets(facts, m["targets"], sub_len), m["targets"]))


def _find_matches(deletion: str | None, want: str) -> bool:
    if deletion is None:
        return False
    return want == "any" or deletion == want or (want == "data" and deletion == "git")


_ENV_DUMPERS = frozenset({"env", "printenv", "set", "export", "declare", "compgen"})
_SECRET_CLASSES = frozenset({"credential", "project_secret", "system_auth"})


def _stdin_sensitive(facts: Facts) -> bool:
    """What is piped in is the environment or a secret file (`env | curl`, `cat .env | nc`)."""
    for feeder in facts.feeders:
        if feeder.name in _ENV_DUMPERS and not feeder.parsed.positionals:
            return True
        if any(p.sensitivity in _SECRET_CLASSES for p in feeder.operand_paths):
            return True
        if _stdin_sensitive(feeder) if feeder.feeders else False:
            return True
    return False


def _hosts_match(facts: Facts, kind: str) -> bool:
    from dongle.rules.facts import URL_SHORTENERS, is_local_host, is_raw_ip, url_host

    hosts = facts.hosts
    if kind == "external":
        return any(not is_local_host(h) for h in hosts)
    if kind == "untrusted":
        return any(is_raw_ip(h) or h in URL_SHORTENERS for h in hosts) or any(
            w.startswith("http://") and not is_local_host(url_host(w) or "") for w in facts.inv.args
        )
    raise RuleError(f"unknown hosts condition {kind!r}")
