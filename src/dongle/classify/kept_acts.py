"""Routine acts that stay inside what the organisation keeps, read where the rules saw only a bare act.

Two readings, each in its own module, say why such an act is harmless:
- records_filed.py: a document or an entry filed into the organisation's own records;
- requested_answer.py: a reply that goes back to the one who asked, carrying what they asked for.

Each lowers only the findings its own act's verb produced, and only bare ones ("'upload': external action",
"'reply': external action", or no act known): a finding that says more (a secret, production, a public
audience, money) or another act in the hint keeps its verdict. When the rules knew no act at all, the
reading is the act, and goes with its reason.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.prose import Finding, lemma
from dongle.classify.records_filed import FILING_VERBS, filed_in_own_records
from dongle.classify.requested_answer import REPLY_VERBS, answers_requester
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel as L

# A finding that names only the kind of its verb's act, nothing it touches or where it goes
_BARE = lazy_compile(r"'[^']+': (?:change|external|vague) action")
_LOWERED_RULES = frozenset({"hint.external", "hint.change", "hint.vague"})


def kept_acts(text: str, findings: list[Finding]) -> tuple[list[Finding], Assessment | None]:
    """The findings with those a kept act explains made reversible, and that act's own go (None when the
    hint names no such act), for a hint in which the rules found no act they know."""
    for reason, verbs, rule, why in (
        (filed_in_own_records(text), FILING_VERBS, "hint.record-filed",
         "filed into the organisation's own records"),
        (answers_requester(text), REPLY_VERBS, "hint.requested-answer", "an answer to the one who asked"),
    ):
        if not reason:
            continue
        said = f"{why} ({reason}): reaches nobody new, deletes nothing, undone by removing the entry"
        lowered = [
            Finding(L.REVERSIBLE, f"{f.factor} ({said})", rule)
            if f.rule in _LOWERED_RULES and f.level == L.DESTRUCTIVE and _BARE.fullmatch(f.factor)
            and lemma(f.verb or "") in verbs else f
            for f in findings
        ]
        return lowered, assess(L.REVERSIBLE, kind="hint", subject=text[:500], rules=(rule,), factors=(said,))
    return findings, None
