"""Backups or snapshots deleted by a pattern that names no period: every copy of that kind goes.

`borg delete --glob-archives 'db-*'`, `velero backup delete --all`, `nodetool clearsnapshot --all`: what
the selector picks is not one recovery point but every one the pattern's family holds, the newest with
the rest, so nothing is left to restore from (stop). A pattern pinned to a period (`'laptop-2023-*'`, a
date or a number in its fixed text) deletes old points and leaves the newer ones (pause, as one named
point does). Read for any program: the rules that delete recovery points, and, for a program no rule
knows, the act words that say so (`clearsnapshot`, `delete-backups`, `snapshot rm`).

Named as a non-production environment (a staging node, a dev vault), the same act pauses: those copies
are a test environment's, and what they protect is made again.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.target_words import operands_and_targets
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import OTHER_ENV_TOKENS, Facts, names_production

# Rules whose act deletes recovery points one by one or by a selector.
DELETES_RECOVERY_POINTS = frozenset({"sys.snapshot-destroy", "sys.backup-archive-delete",
                                     "cloud.delete-backup-point"})
# The act, in any program's words: a deletion joined to a backup noun, either way round, with or without
# a separator (`clearsnapshot`, `delete-backups`, `snapshots rm`, `backup:purge`).
_ACT = lazy_compile(
    r"(?:^|\s)(?:clear|delete|del|remove|rm|purge|destroy|drop|forget|wipe)[-_:]?"
    r"(?:snapshots?|backups?|archives?|recovery-?points?)(?=\s|$)"
    r"|(?:^|\s)(?:snapshots?|backups?|archives?|recovery-?points?)[-_:\s]"
    r"(?:delete|del|rm|remove|purge|clear|forget|destroy|drop|wipe)(?=\s|$)")
# Options that select every point the tool holds.
_EVERY = frozenset({"--all", "--all-snapshots", "--all-backups", "--all-archives", "everything"})
_GLOB = lazy_compile(r"[*?]")
_TOKENS = lazy_compile(r"[^a-z0-9]+")

EXAMPLES = {
    "every": ("borg delete --glob-archives 'db-*' /mnt/backup/borg", "nodetool clearsnapshot --all",
              "snapctl snapshots delete 'nightly-*'"),
    "some": ("borg delete --glob-archives 'laptop-2023-*' /mnt/backup/borg",
             "nodetool clearsnapshot -t pre-upgrade-4"),
}


def _every_selector(facts: Facts) -> str:
    """The selector that takes every point of a kind: an all option, or a glob whose fixed text has no
    digit (no period or number pins it)."""
    words = [*facts.parsed.positionals, *(v for vs in facts.parsed.values.values() for v in vs)]
    for word in facts.inv.args:
        if word.lower() in _EVERY:
            return word
    for word in words:
        if _GLOB.search(word) and not any(c.isdigit() for c in _GLOB.sub("", word.rpartition("/")[2])):
            return word
    return ""


def _non_production(facts: Facts) -> str:
    """A word of what the part acts on (its operands and target options) naming a non-production
    environment, when none names production: a label or a note (`--label qa`) names no environment."""
    if facts.production:
        return ""
    for word in operands_and_targets(facts.inv.args):
        if names_production(word):
            return ""
        if set(_TOKENS.split(word.lower())) & OTHER_ENV_TOKENS:
            return word
    return ""


def acts_on_recovery_points(facts: Facts, rules: tuple[str, ...]) -> bool:
    """The part deletes recovery points: a rule says so, or (for a program no rule knows) its act words."""
    if not DELETES_RECOVERY_POINTS.isdisjoint(rules):
        return True
    phrase = " ".join((facts.name, *facts.lowered_positionals[:3])).lower()
    return facts.unknown and bool(_ACT.search(phrase))


def recovery_points_lost(facts: Facts, rules: tuple[str, ...], subject: str) -> Assessment | None:
    """Every recovery point of a kind deleted (stop; pause in a named non-production environment); a
    program no rule knows deleting some (pause). None when the part deletes none."""
    if not acts_on_recovery_points(facts, rules):
        return None
    every = _every_selector(facts)
    if not every and not DELETES_RECOVERY_POINTS.isdisjoint(rules):
        return None  # the rules' own verdict for one named point stands
    scoped = _non_production(facts)
    level = DangerLevel.FORBIDDEN if every and not scoped else DangerLevel.DESTRUCTIVE
    why = (f"deletes every backup or snapshot its selector takes (`{every}`): the newest with the rest, so "
           "none is left to restore from" if every else
           f"`{facts.name}` deletes backups or snapshots: recovery points that cannot be taken again")
    if every and scoped:
        why += f"; named as a non-production environment ({scoped}), a human confirms it"
    return assess(level, kind="command", subject=subject, irreversible=True,
                  factors=(f"{why} [sys.recovery-points-deleted]",), rules=("sys.recovery-points-deleted",),
                  safer_alternative="Delete named old points, or apply a retention policy that keeps the "
                  "newest (`--keep-last N`), after checking a restore works.",
                  recovery="None from the tool: restore from another copy (offsite, replica) if one exists.")
