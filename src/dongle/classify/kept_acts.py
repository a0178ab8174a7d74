"""Routine acts that stay inside the agent's or the organisation's own keeping, read where the rules saw
only the kind of act. Each reading is its own module and says why its act is harmless:
- records_filed.py: a document or an entry filed into the organisation's own records;
- requested_answer.py: a reply that goes back to the one who asked, carrying what they asked for;
- throwaway_instance.py: a local or per-test container or database brought up for a run;
- taken_stock.py: data sampled, inventoried or profiled into the agent's own view;
- own_process.py: a process the agent itself started, ended off production;
- working_copy.py: rows or columns taken out of the agent's working copy of data, the store untouched.

Each lowers only the findings its own act's verb produced, at the confirm level: for a filing or a reply
only bare ones ("'upload': external action", or no act known), so a finding that says more (a secret,
production, a public audience, money) or another act in the hint keeps its verdict. When the rules knew
no act at all, a filing, a reply, an instance brought up or a look (whose words name the act) is the act, and
goes with its reason; a process ended or a working copy trimmed names only the object, so a hint with no
act known stays vague.
"""

from __future__ import annotations

from dataclasses import dataclass

from dongle.assessment import Assessment
from dongle.classify.own_process import END_VERBS, own_process_ended
from dongle.classify.prose import Finding, lemma
from dongle.classify.records_filed import FILING_VERBS, filed_in_own_records
from dongle.classify.requested_answer import REPLY_VERBS, answers_requester
from dongle.classify.taken_stock import STOCK_VERBS, stock_taken
from dongle.classify.throwaway_instance import BRING_UP_VERBS, throwaway_instance
from dongle.classify.verdict import assess
from dongle.classify.working_copy import DROP_VERBS, working_copy
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel as L

# A finding that names only the kind of its verb's act, nothing it touches or where it goes
_BARE = lazy_compile(r"'[^']+': (?:change|external|vague) action")


@dataclass(frozen=True)
class _Reading:
    rule: str
    verbs: frozenset[str]
    lowers: frozenset[str]  # the finding rules its act's verb may have been read as
    bare_only: bool  # only findings that name nothing but the kind of act
    names_act: bool  # its words name the act itself, so it is the act when the rules knew none
    why: str


_FILED = _Reading(
    "hint.record-filed", FILING_VERBS, frozenset({"hint.external", "hint.change", "hint.vague"}), True, True,
    "filed into the organisation's own records: reaches nobody new, deletes nothing, undone by removing it")
_ANSWERED = _Reading(
    "hint.requested-answer", REPLY_VERBS, frozenset({"hint.external", "hint.change"}), True, True,
    "an answer to the one who asked: reaches nobody new, carries what they asked for")
_BROUGHT_UP = _Reading(
    "hint.throwaway-instance", BRING_UP_VERBS, frozenset({"hint.vague", "hint.change"}), True, True,
    "a throwaway instance of the agent's own brought up: nobody else uses it, nothing that existed is lost")
_STOCK = _Reading(
    "hint.stock-taken", STOCK_VERBS, frozenset({"hint.vague", "hint.change"}), True, True,
    "takes stock of data into the agent's own view: reads, nothing that exists changes or leaves")
_ENDED = _Reading(
    "hint.own-process", END_VERBS, frozenset({"hint.destroy", "hint.disrupt"}), False, False,
    "the agent's own process, off production: nobody else's work stops, running it again restores it")
_COPY = _Reading(
    "hint.working-copy", DROP_VERBS, frozenset({"hint.destroy"}), False, False,
    "the agent's working copy of the data: the store it came from keeps every row")


def kept_acts(text: str, findings: list[Finding], prod: list[str]
              ) -> tuple[list[Finding], Assessment | None]:
    """The findings a kept act explains made reversible, and that act's own go (None when the hint names no
    such act), for a hint in which the rules found no act they know."""
    for reading, reason in ((_FILED, filed_in_own_records(text)), (_ANSWERED, answers_requester(text)),
                            (_BROUGHT_UP, throwaway_instance(text)), (_STOCK, stock_taken(text)),
                            (_ENDED, own_process_ended(text, prod)), (_COPY, working_copy(text))):
        if not reason:
            continue
        said = f"{reading.why} ({reason})"
        lowered = [
            Finding(L.REVERSIBLE, f"{f.factor} ({said})", reading.rule)
            if f.rule in reading.lowers and f.level == L.DESTRUCTIVE
            and lemma(f.verb or "") in reading.verbs and (not reading.bare_only or _BARE.fullmatch(f.factor))
            else f
            for f in findings
        ]
        act = assess(L.REVERSIBLE, kind="hint", subject=text[:500], rules=(reading.rule,), factors=(said,))
        return lowered, act if reading.names_act else None
    return findings, None
