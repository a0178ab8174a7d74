"""Effects that two parts of one line have together and neither has alone.

Each part of a line is judged on its own; some harms need two of them (the remote-access daemon
stopped by one part, the network by another: the machine can no longer be reached to undo either).
The combinations are data in the rule packs (`COMBINED`); this module only finds them in a line's
verdicts. It also says which directories a static-site deploy publishes, so that a secret copied into
one earlier in the line is judged as sent to the web.
"""

from __future__ import annotations

from collections.abc import Iterable

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.levels import DangerLevel
from dongle.rules.cloud import SITE_PUBLISHERS
from dongle.rules.facts import Facts
from dongle.rules.system import COMBINED

# Every rule some combination names: a line none of whose parts matched one of them (nearly every
# line) completes no combination, and is answered with one set test instead of a test per combination.
_COMBINED_RULES = frozenset(rule for combo in COMBINED for group in combo["all_of"] for rule in group)


def combined(parts: Iterable[Assessment], subject: str) -> Assessment | None:
    """The worst combination every one of whose rule groups some part of the line matched, or None."""
    seen = {rule for part in parts for rule in part.rules}
    if seen.isdisjoint(_COMBINED_RULES):
        return None
    for combo in COMBINED:
        if all(seen.intersection(group) for group in combo["all_of"]):
            return assess(DangerLevel.parse(combo["level"]), kind="command", subject=subject,
                          irreversible=combo["irreversible"],
                          factors=(f"{combo['reason']} [{combo['id']}]",), rules=(combo["id"],),
                          safer_alternative=combo["safer"], recovery=combo["recovery"])
    return None


def published_dirs(facts: Facts) -> tuple[str, ...]:
    """The directories (absolute) a static-site deploy puts on the web: the ones it is told, else the
    working directory, whose configuration names the one inside it that goes up. A Firebase deploy
    limited to other targets (`--only functions`) publishes no files."""
    spec = SITE_PUBLISHERS.get(facts.name)
    if spec is None or facts.cwd is None:
        return ()
    subs, options, operands = spec
    words = facts.lowered_positionals
    sub = next((s for s in subs if words[: len(s)] == s), None)
    if sub is None:
        return ()
    args = facts.inv.args
    if facts.name == "firebase" and "--only" in args and not any("hosting" in a for a in args):
        return ()
    named = [v for option in options for v in facts.parsed.values.get(option, ())]
    if operands:
        named.extend(facts.parsed.positionals[len(sub):])
    found = tuple(p for p in (facts.path(w).path for w in named) if p)
    return found or (facts.cwd,)
