"""Whether what a hint deletes is the agent's own copy or scratch resource.

A copy the agent made, a worktree or a temporary table it set up for its own task, is not where anyone's
data lives: the original stays where it was, and deleting the copy loses nothing that cannot be made
again. Two things must both be said of the deleted thing, in the phrase the deleting verb governs (before
a reason such as "since my copy has the data", which says nothing of what is deleted):

- that it is the agent's: "my", or made by the agent ("that I set up", "I made", "we cloned");
- that it is a copy or scratch: a copy, a temporary or scratch thing, a /tmp path; a clone or a worktree
  only when the agent made it (a clone that is just "mine" may hold unpushed work); test, dummy or draft
  things never put to use, also only when the agent made them (see _UNUSED).

Examples read as the agent's own copy:
  "Removing my local copy of the payroll export from the scratch folder now that the totals are checked."
  "Removing the git worktree at /tmp/agent-wt-3 that I set up for the bisect."
  "Deleting the Google Sheet copy I made for the pivot; the original stays untouched."
  "bq rm -t acme-dev:scratch_maria.tmp_join_20240611, my temporary join table"

It is not when the same phrase names something others use (shared, a team's, everyone's), production, a
backup (kept to restore from), the original itself, or everything of a kind; nor when the hint destroys
twice (the second act may be of something else), nor when another object is joined to it that is not
scratch itself ("my temp table as well as the orders table": conjoined.py). This reading lowers only a
confirm-level deletion; a stop stays.
"""

from __future__ import annotations

import re

from dongle.classify.conjoined import joined_objects

# A deleting verb: its object phrase follows it (voiding is how a ledger deletes an invoice)
_DELETES = re.compile(
    r"(?i)\b(?:delet|remov|drop|discard|eras|purg|trash|destroy|wip|clean|void)\w*(?:\s+up)?\b"
    r"|\b(?:rm|rmdir|tear(?:ing)?\s+down|get(?:ting)?\s+rid\s+of)\b")
# Where the object phrase ends: a reason, a purpose, a new sentence or clause
_PHRASE_END = re.compile(
    r"(?i)\s*(?:;|:(?=\s)|\.(?:\s|$)|\s[-\u2014\u2013]\s)|\s+(?:since|because|now\s+that|so|once|then"
    r"|as(?!\s+well\s+as\b)(?<!well as)|and\s+then|but|while|after|before)\b")  # "as well as" joins
# Made by the agent, in this session's work: "that I set up", "I made", "we cloned"
_AGENT_MADE = re.compile(
    r"(?i)\b(?:i|we)\s+(?:just\s+)?(?:made|created|set\s+up|spun\s+up|cloned|copied|exported|downloaded"
    r"|pulled|generated|checked\s+out|started|added|seeded|inserted|entered|drafted|loaded)\b")
_MINE = re.compile(r"(?i)\bmy\b")
# A copy of data or a scratch thing: made to work on, not kept ("my local copy", "my temporary table")
_TRANSIENT = re.compile(
    r"(?i)\b(?:cop(?:y|ies)|scratch\w*|temp|temporary|tmp\w*|throwaway)\b|(?:^|[\s'\"=(])/(?:tmp|var/tmp)/")
# Made to try something and never put to use: test or dummy records, a draft never sent or posted. What the
# agent made this way and deletes again, nobody else has had ("the test contacts I seeded in the sandbox",
# "the draft posts I created this morning, never published"). A duplicate made by mistake is not this: it
# is a real record, and others may have worked on it since.
_UNUSED = re.compile(
    r"(?i)\b(?:test|dummy|fake|sample|seeded|synthetic|draft|unposted|unpublished|unsent|unsubmitted)\b"
    r"|\bnever\s+(?:been\s+)?(?:sent|published|posted|used|shared|submitted)\b")
# A working tree: it may hold someone's unpushed work, so only one the agent made for its task is its own
_WORKING_TREE = re.compile(r"(?i)\b(?:clones?|worktrees?)\b")
# What the phrase must not name: others' things, production, backups, the original, everything
_NOT_OWN = re.compile(
    r"(?i)\b(?:shared|team'?s?|everyone'?s?|others'?|company|org(?:anisation|anization)?|prod\w*|live"
    r"|backups?|all|every|entire|entirely|whole|customers?'?)\b"
    r"|\boriginals?\b(?!\s+(?:stays?|remains?|is\s+kept|untouched))")


# Rules that name a deletion, by the words of their names (db.warehouse-remove, hint.destroy, fs.rm-...)
_DELETION_NAMES = frozenset({"rm", "remove", "delete", "drop", "destroy", "purge", "wipe", "clean"})


def deletion_rule(rule: str) -> bool:
    """Whether a rule's name says it found a deletion (the acts this reading may lower)."""
    return bool(set(re.split(r"[.\-_]", rule.lower())) & _DELETION_NAMES)


def own_copy(text: str) -> str:
    """The phrase naming what the hint deletes as the agent's own copy or scratch ("" when it does not,
    or names something others use, production, a backup, the original or everything, or deletes twice)."""
    deletions = list(_DELETES.finditer(text))
    if len(deletions) != 1:
        return ""
    start = deletions[0].end()
    end = _PHRASE_END.search(text, start)
    phrase = text[start:end.start() if end else len(text)]
    made = _AGENT_MADE.search(phrase)
    own = ((made and (_TRANSIENT.search(phrase) or _WORKING_TREE.search(phrase) or _UNUSED.search(phrase)))
           or (_MINE.search(phrase) and _TRANSIENT.search(phrase)))
    if not own or _NOT_OWN.search(text):
        return ""
    rest = text[end.start():] if end else ""
    if any(not (_TRANSIENT.search(o) or _UNUSED.search(o)) for o in joined_objects(phrase, rest)):
        return ""  # "my temp table as well as the orders table": each object joined must be scratch too
    return phrase.strip()
