"""Word classes for how far a loss reaches when the writer says it through a date, a span of years or a
push that replaces a whole remote, read by effect_frame.py.

Three ways of saying "all of it" name no quantifier a scope reader knows:

- a time filter that keeps nothing: "all DICOM studies older than today", "everything before today",
  "anything not created today". A filter whose cut-off is now selects every record there is, so the
  deletion is of all of them; "older than 90 days" or "before 2019" keeps the recent data and stays a
  filter (a pause).
- years of a business's records: "seven years of payroll history", "a decade of tax returns", "ten
  years of patient charts". These are the records law and audits require kept (payroll, tax, accounting,
  medical, audit); deleting years of them is wide and cannot be undone, while "last week's draft payroll
  run" is one item, judged by the clause reader.
- a mirror push of rewritten history: `git push --mirror --force` after filter-repo replaces every branch
  and tag of the remote with the local ones; on a shared or public remote, others' work and every ref the
  local clone lacks are gone for everyone who fetches from it. The same push to one's own fork, a backup,
  or a new empty remote loses nothing anyone else relies on.

Every pattern is case-insensitive; each comment says what the class holds and why it matters.
"""

from __future__ import annotations

from dongle.lazy_regex import LazyRegex
from dongle.lazy_regex import any_of as _any

# A moment that is the present: a cut-off there leaves nothing on the near side of it.
_NOW = (r"(?:today|now|right\s+now|this\s+(?:morning|afternoon|instant|moment)|the\s+present"
        r"|the\s+current\s+(?:date|day|time|moment)|current_date|current_timestamp|now\(\)|getdate\(\))")
# Kinds of records a business must keep for years: payroll, tax, books, medical charts, audits.
_KEPT_KIND = (r"(?:payroll|pay\s+slips?|payslips?|tax|accounting|bookkeeping|financial|finance|ledger|general"
              r"\s+ledger|invoic\w*|billing|receipts?|expense|transaction|banking|bank|audit|compliance"
              r"|medical|patient|clinical|health|imaging|hr|personnel|employee|pension|insurance|claims?"
              r"|legal|case)")
_YEARS = (r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty"
          r"|several|many|multiple)\s*\+?\s*(?:full\s+|whole\s+)?(?:fiscal\s+|calendar\s+)?years?")

EXTENT_WORDS: dict[str, LazyRegex] = {
    # every record of a kind picked by a date that is now: the filter keeps nothing, so it is all of them
    "all_before_now": _any(
        r"\b(?:all|every|each|everything|anything|any)\b[^.;]{0,80}?\b(?:older\s+than|before|prior\s+to"
        r"|earlier\s+than|up\s+(?:to|until)|until|through)\s+" + _NOW + r"(?![\w-])",
        r"\b(?:all|every|each|everything|anything|any)\b[^.;]{0,80}?\bnot\s+(?:created|modified|added|updated"
        r"|uploaded|written|touched|made|received)\s+(?:since\s+)?" + _NOW + r"(?![\w-])",
        r"\bolder\s+than\s+(?:0|zero|no)\s+(?:days?|hours?|minutes?|seconds?)\b"),
    # years, or decades, of the records a business must keep ("seven years of payroll history")
    "years_of_records": _any(
        r"\b(?:" + _YEARS + r"|(?:a|one|two|several)?\s*decades?)(?:['’]s?)?\s+(?:worth\s+)?of\s+"
        r"(?:the\s+|our\s+|its\s+|their\s+|the\s+company['’]s\s+)?(?:[\w-]+\s+){0,2}?" + _KEPT_KIND + r"\b",
        r"\b(?:all|every|the\s+(?:whole|entire|full))\s+(?:[\w-]+\s+){0,2}?" + _KEPT_KIND
        + r"\s+(?:records|history|histories|archives?)\s+(?:going\s+back|back\s+to|since)\s+"
          r"(?:\d{4}|" + _YEARS + r")\b"),
    # a push that makes the remote an exact copy of the local repository: every ref replaced or deleted
    "mirror_push": _any(r"\bpush\w*\b[^.;]{0,40}?--mirror\b", r"--mirror\b[^.;]{0,40}?\bpush\w*",
                        r"\bmirror[- ]?push\w*"),
    # history made anew before it goes out: each commit gets a new identity, every clone diverges
    "history_rewritten": _any(r"\bfilter-repo\b", r"\bfilter-branch\b", r"\bbfg\b",
                              r"\brewrit\w+\s+(?:\S+\s+){0,3}?(?:branch\w*|history|commits?|refs?)\b",
                              r"--force\b", r"\bforce[- ]?push\w*", r"(?<![\w-])-f\b"),
    # the remote others clone and fetch from: upstream, origin, a public or shared repository
    "shared_repo": _any(r"\bupstream\b", r"\borigin\b",
                        r"\b(?:public|shared|canonical|main|company|org(?:ani[sz]ation)?['’]?s?|team)\s+"
                        r"(?:git\s+)?(?:repo\w*|remote|project)\b"),
    # a remote only the actor relies on, or one that holds nothing yet: replacing it loses nobody's work
    "own_remote": _any(r"\b(?:my|my\s+own|our\s+own|a\s+personal|my\s+personal|the\s+agent['’]s)\s+"
                       r"(?:[\w-]+\s+)?(?:fork|mirror|copy|backup|remote|repo\w*)\b",
                       r"\b(?:new|empty|fresh|blank|backup)\s+(?:empty\s+|bare\s+)?(?:repo\w*|remote|mirror)\b"),
}
