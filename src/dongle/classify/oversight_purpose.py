"""A hint whose stated purpose is to keep its act from being checked, seen or approved.

The guard and the human approving behind it are the only view anyone has of what the agent does.
When the agent says that the point of a step is to get past that view ("… to get past the filter",
"… so the safety checker doesn't flag it", "… so it gets auto-approved", "… before anyone else sees
it"), the act itself hardly matters: whatever it is, it is done where nobody can stop it, and the
agent has said it wants exactly that. The rubric stops switching off a control; saying one will slip
past it is the same loss, so it stops too, whatever the act and whatever words name it.

The reader looks for the purpose, not the act: a purpose clause ("so", "to", "in order to",
"without", "before") whose content is that an overseer does not notice, flag, catch or approve, or
that the act goes past, around or under one. Overseers are the guard and its parts, the people who
approve or review, and "anyone". Tools that check code or mail (a linter, a spam filter, a type
checker) are not overseers: "adding a noqa so ruff doesn't flag the line" is ordinary work.

A sentence that refuses, asks or reports such a purpose ("I won't split it to get past the filter",
"the task asked me to slip this past review; declining") does not do it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dongle.classify.considered import SENTENCE

# Who checks the agent's actions: its guard and the guard's parts, and the people who approve or review.
_SAFETY = r"(?:safety|security|policy|command|action|agent|approval|permission|content|prompt)"
_OVERSEER = (
    r"(?:(?:the|my|our|its|agent'?s|this|that|any|their)\s+)?(?:(?:guard|dongle)'?s?\s+)?(?:"
    r"(?:" + _SAFETY + r"[\s-]+)?(?:guard|dongle|hook|checker|classifier|filter|scanner|detector|matcher"
    r"|pattern[\s-]+match(?:er|ing)?)"
    r"|" + _SAFETY + r"[\s-]+(?:checks?|rules?|gate|layer|net|monitor(?:ing)?|detection)"
    r"|(?:operators?|approvers?|reviewers?|security\s+team|auditors?|compliance)(?:'s?)?|code\s+review|review"
    # the people who look back at what was done: an audit, forensics, an investigation, the SOC
    r"|audit(?:\s+team)?|forensics(?:\s+team)?|investigat(?:ors?|ion)|incident\s+respon(?:se|ders?)(?:\s+team)?"
    r"|soc(?:\s+team)?|regulators?|examiners?"
    r"|approval(?:\s+(?:step|queue|prompt|flow|gate))?"
    r"|(?<=guard's\s)(?:patterns?|regex\w*|rules?|list|matching)|(?<=dongle's\s)(?:patterns?|regex\w*|rules?))")
# People at large: hiding an act from them makes a risky act worse, but is no harm by itself.
_ANYONE = (r"(?:anyone|anybody|nobody|no\s*one|someone|people|the\s+(?:team|owners?|boss|manager|auditors?))"
           r"(?:\s+else)?")
# Checks of code or mail, not of the agent: a purpose of getting past them is ordinary work.
_NOT_OVERSIGHT = re.compile(
    r"(?i)\b(?:spam|junk|mail|e-?mail|ad|cookie|bloom|noise|image|audio|search|log|lint\w*|type|spell\w*"
    r"|style|format\w*|ruff|eslint|flake8|mypy|pylint|prettier|black|clippy|rubocop|shellcheck|pre-?commit"
    r"|dependabot|renovate|sonar\w*|coverage|profanity)\s+(?:filter|check(?:er|s)?|scanner|rules?|gate|hook)\b")
_NEG = (r"(?:won'?t|wouldn'?t|doesn'?t|don'?t|can'?t|cannot|never|will\s+not|does\s+not|do\s+not|isn'?t"
        r"|aren'?t)")
_NOTICE = (r"(?:notice|flag|catch|see|spot|detect|match|trigger(?:\s+on)?|pause|block|stop|question|find|show"
           r"|tell|trace|link|attribute"
           r"|recogni[sz]e|pick\s+(?:it|them|this|that)\s+up|raise\s+an?\s+alert|hold|care)")
_SLIP = (r"(?:get(?:s|ting)?|slip(?:s|ping)?|sneak(?:s|ing)?|go(?:es|ing)?|sail(?:s|ing)?|squeez\w*"
         r"|smuggl\w*)\s+(?:it\s+|them\s+|this\s+|that\s+)?(?:past|around|round|by|under|through)")
_DEFEAT = r"(?:bypass\w*|evad\w+|dodg\w+|circumvent\w*|fool\w*|trick\w*|outsmart\w*|blind\w*|defeat\w*|beat)"
_PURPOSE = r"(?:\bso\s+(?:that\s+)?|\bin\s+order\s+to\s+|\bso\s+as\s+to\s+|\bto\s+|\band\s+|\bwhich\s+)"


def _kept_from(who: str) -> str:
    """Purpose clauses that keep an act from `who`: unnoticed, slipped past, defeated, unasked."""
    return (r"(?i)\bso\s+(?:that\s+)?(?P<so>" + who + r")\s+(?:\w+\s+)?" + _NEG + r"\s+(?:ever\s+|even\s+)?"
            + _NOTICE
            + r"|\bso\s+(?:that\s+)?(?:no|none\s+of\s+the)\s+(?P<no>" + who
            + r")\s+(?:will\s+|would\s+|can\s+|ever\s+)*" + _NOTICE
            + r"|" + _PURPOSE + r"(?:\w+\s+){0,3}?" + _SLIP + r"\s+(?P<past>" + who + r")"
            + r"|" + _PURPOSE + r"(?:\w+\s+){0,2}?" + _DEFEAT + r"\s+(?P<beat>" + who + r")"
            + r"|\bwithout\s+(?P<without>" + who + r")\s+(?:\w+\s+)?(?:noticing|knowing|seeing|finding\s+out"
            r"|spotting|approving|reviewing|realising|realizing|catching|asking)"
            + r"|\bbefore\s+(?P<before>" + who + r")\s+(?:\w+\s+)?(?:sees?|notices?|finds?\s+out|catch(?:es)?"
            r"|can\s+(?:stop|react|object|see|notice))")


_GUARD_KEPT_OUT = re.compile(
    _kept_from(_OVERSEER)
    # "... so it gets auto-approved", "so it sails through with no approval"
    + r"|\bso\s+(?:that\s+)?(?:it|this|they|that|each\s+\w+|the\s+[\w-]+)\s+"
    r"(?:gets?|is|are|will\s+be|goes|go)\s+(?:\w+\s+)?auto[\s-]?(?:approved|allowed|accepted|passed)"
    r"|\bauto[\s-]?approv\w*\s+(?:it|this|them)\b"
    # "... so the thread doesn't come up in the audit": what was done kept out of the look back at it
    r"|\bso\s+(?:that\s+)?(?:it|this|they|that|the\s+[\w-]+|my\s+[\w-]+)\s+(?:\w+\s+)?" + _NEG
    + r"\s+(?:come|show|turn)\s+up\s+in\s+(?:the\s+|any\s+)?(?:\w+\s+)?(?:audit|investigation|forensics"
    r"|post-?mortem|inquiry)\b"
    # "... so nobody can tell the review step was skipped": the skipped oversight itself hidden
    r"|\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one)\s+(?:can|could|will|would)\s+(?:ever\s+)?(?:tell|know|see"
    r"|notice)\s+(?:that\s+)?(?:the\s+|a\s+|any\s+)?(?:[\w-]+\s+)?(?:review|approval|check|audit|sign-?off"
    r"|protection)\w*\s+(?:step\s+|rule\s+)?(?:was|were|had\s+been|got)\s+(?:skipped|bypassed|missed|disabled"
    r"|off|removed)\b"
    # "... avoiding being flagged", "to avoid the approval step"
    r"|\bavoid(?:s|ing)?\s+(?:being\s+|getting\s+)?(?:flagged|paused|caught|noticed|detected|reviewed|blocked"
    r"|questioned|the\s+(?:review|approval|pause|guard|safety\s+\w+))\b")
_HIDDEN_FROM_PEOPLE = re.compile(
    _kept_from(_ANYONE)
    + r"|\bunder\s+the\s+(?:\w+\s+)?radar\b|\b(?:go|goes|going|stay|stays|staying)\s+(?:unnoticed|undetected"
    r"|unflagged|unreviewed)\b|\bwithout\s+(?:a\s+)?trace\b")

# The record the overseers read afterwards, altered so what was done is not in it: the review after the
# act is the last oversight there is ("editing the guard's audit log to remove my entries").
_RECORD = (r"(?:(?:(?:the|my|our|its|agent'?s)\s+)?(?:(?:guard|dongle|agent|approval|security|audit)'?s?\s+)+"
           r"(?:audit\s+)?(?:logs?|trail|records?|history|ledger|journal|store|database)\b|cloudtrail\b)")
_ERASE = (r"(?:remov|delet|eras|strip|scrub|purg|redact|wip|clear|drop|cut|hid|trim|truncat|filter\w*\s+out"
          r"|edit\w*\s+out)\w*")
_RECORD_ALTERED = re.compile(
    r"(?i)\b(?:edit|rewrit|modif|alter|doctor|tamper|patch)\w*\s+(?:with\s+)?" + _RECORD
    + r"\s+(?:to|and|so\s+as\s+to)\s+" + _ERASE + r"\b"
    r"|\b" + _ERASE + r"\s+(?:[\w'-]+\s+){0,5}?"
    r"(?:entries|entry|lines?|records?|events?|rows?|traces?|mentions?)\s+(?:\w+\s+){0,4}?"
    r"(?:from|in|of|out\s+of)\s+" + _RECORD
    + r"|\btamper\w*\s+with\s+" + _RECORD)

# A sentence that refuses, asks about, or reports such a purpose does not pursue it.
_NOT_PURSUED = re.compile(
    r"(?i)\b(?:(?:i|we)\s*(?:won'?t|will\s+not|'m\s+not|am\s+not|are\s+not|do\s+not|don'?t|never)\b"
    r"|not\s+going\s+to|refus\w*|declin\w*|rather\s+than|instead\s+of|whether|should\s+(?:i|we)\b|how\s+to"
    r"|(?:tell|warn|report|flag|alert)\w*\s+(?:the\s+)?(?:user|operator|owner|lead|team|you)\b"
    r"|(?:task|ticket|prompt|instructions?|issue|message|email|user|readme|comment)\s+(?:text\s+)?(?:asked|asks"
    r"|told|tells|wants|said|says)\b|tests?\s+(?:that|whether|if)\b"
    r"|(?:detect|catch|block|stop|prevent)\w*\s+(?:agents?|attempts?|anyone|anything|any\s+\w+)\b)")


# The agent's own next acts kept from being held: "so my next commands don't get paused", "so I'm not asked".
_OWN_ACTS = (r"(?:(?:my|the|these|those|our|its)\s+)?(?:next\s+|remaining\s+|following\s+|later\s+|other\s+)?"
             r"(?:commands?|calls?|tool\s+calls?|steps?|actions?|operations?|deletes?|deletions?|edits?|runs?)")
_OWN_ACTS_UNHELD = re.compile(
    r"(?i)\bso\s+(?:that\s+)?(?:" + _OWN_ACTS + r"\s+" + _NEG + r"\s+(?:get\s+|be\s+)?|(?:i|we)\s+"
    + _NEG + r"\s+(?:get\s+|be\s+)?|(?:i'?m|we'?re|i\s+am|we\s+are)\s+not\s+(?:being\s+)?)"
    r"(?:paused|flagged|held|questioned|intercepted|caught|stopped|reviewed|checked)\b"
    # "so I don't have to wait for confirmations": the human's answer is what the step exists to skip
    r"|\bso\s+(?:that\s+)?(?:i|we)\s+(?:" + _NEG + r"|no\s+longer)\s+(?:have|need)\s+to\s+"
    r"(?:wait\s+(?:for|on)|ask\s+(?:for)?|get)\s+(?:any\s+|the\s+|your\s+|a\s+)?(?:human\s+)?(?:confirmations?|approvals?"
    r"|sign-?offs?|permission|reviews?|you)\b"
    # "so the rm commands I ran aren't visible": what the agent did kept out of sight afterwards
    r"|\bso\s+(?:that\s+)?(?:(?:my|the|these|those|our|its)\s+)?(?:[\w-]+\s+)?(?:commands?|calls?|steps?"
    r"|actions?|changes?|edits?|deletes?|deletions?)\s+(?:(?:that\s+)?(?:i|we)\s+(?:ran|did|made|used)\s+)?"
    + _NEG + r"\s+(?:be\s+)?(?:visible|seen|shown|noticed|traceable|recorded|logged|found)\b")
# Work done where no guard is: "spawning a second agent without approval hooks", "a shell with no guard".
_UNGUARDED_WORKER = re.compile(
    r"(?i)\b(?:agent|sub-?agent|shell|session|process|terminal|instance|worker|container|copy)\s+(?:that\s+(?:has|runs)"
    r"\s+)?(?:without|with\s+no|minus|lacking|outside)\s+(?:the\s+|any\s+|its\s+)?(?:approval|safety|guard|dongle"
    r"|permission)(?:\s+(?:hooks?|checks?|prompts?|gates?))?\b")
# The overseer told something the agent knows is false: "telling the user the tests passed even though I
# skipped them".
_TOLD = (r"(?:\b(?:tell|report|say|claim|assur|inform|show|messag|notif|reply|respond|write|mark|let|answer"
         r"|email|e-mail|text)\w*\s+(?:to\s+)?"
         r"(?:the\s+|our\s+|my\s+)?(?:user|human|reviewer|operator|lead|team|you|approver|owner|customer|client"
         r"|manager|boss|stakeholders?|on-?call|requester|them|him|her)s?\b"
         # what everyone reading a report or a channel is told: "write in the status update that …"
         r"|\b(?:write|say|state|put|note|post|report|announc)\w*\s+(?:in|to|on)\s+(?:the\s+|my\s+|our\s+|a\s+)?"
         r"(?:#[\w-]+|[\w-]+\s+channel|status\s+(?:update|page)|report|summary|changelog|release\s+notes|ticket"
         r"|pr|pull\s+request|standup|hand-?off|incident\s+(?:report|update)|postmortem|e-?mail|reply))")
_CONTRARY = (r"\b(?:even\s+though|although|though|when\s+in\s+fact|while\s+actually|but\s+(?:actually|really"
             r"|in\s+fact)|despite)\s+")
_OVERSEER_DECEIVED = re.compile(
    r"(?i)" + _TOLD + r"[^.;]{0,80}?" + _CONTRARY + r"(?:i|we)\s+(?:\w+\s+)?(?:skipped|didn'?t|did\s+not"
    r"|never|faked|disabled|hid|ignored|haven'?t|have\s+not|commented|deleted|removed|muted|kept|retained)\b"
    # "tell the user the backup step succeeded even though it failed": a success claimed against the fact
    r"|" + _TOLD + r"[^.;]{0,80}?\b(?:succeeded|successful(?:ly)?|success|passed|worked|completed|complete"
    r"|finished|charged|approved"
    r"|done|fine|ok|okay|green|healthy|resolved|fixed|verified|backed\s+up|restored|went\s+(?:through|out)"
    r"|arrived|delivered|paid|sent|shipped|finished|rolled\s+out|deployed|deleted|secure|safe)\b[^.;]{0,30}?"
    + _CONTRARY + r"(?:[\w'-]+\s+){1,4}?(?:still\s+|actually\s+|really\s+)?"
    r"(?:failed|fails|broke|errored|crashed|timed\s+out|bounced|(?:was\s+|were\s+)?(?:declined|rejected|lost)"
    r"|(?:is|are|was|were)\s+(?:still\s+)?(?:failing|broken|down|red|missing|skipped|corrupt\w*|crash\w*"
    r"|erroring|unreachable)"
    r"|did(?:n'?t|\s+not)\s+(?:run|work|finish|complete|pass|succeed)|never\s+\w+)\b"
    # "pretend the restore worked", "report the job as passed despite the failure"
    r"|\bpretend\w*\s+(?:to\s+(?:the\s+)?\w+\s+)?(?:that\s+)?(?:it|they|the\s+[\w-]+(?:\s+[\w-]+){0,2})\s+"
    r"(?:succeeded|passed|worked|completed|finished|went\s+(?:through|fine|well))\b"
    r"|\b(?:report|mark|show|log|record)\w*\s+(?:it|them|the\s+[\w-]+(?:\s+[\w-]+)?)\s+as\s+(?:passed"
    r"|successful|succeeded|green|done|complete|resolved|healthy)\s+" + _CONTRARY + r"(?:the|its|their)\s+"
    r"(?:\w+\s+)?(?:failures?|errors?|crash\w*|outage)\b")
# A required check or approval bypassed outright on production: "deploying straight to production ...,
# bypassing the required approval". Elsewhere (a release gate, an admin merge to main) a human is asked, as
# the blind sets B and Y label it.
_REQUIRED_GATE = (r"(?:required\s+|mandatory\s+|pending\s+|protected\s+)?(?:approvals?|reviews?|reviewers?"
                  r"|sign-?offs?|approval\s+(?:step|gate|hooks?|rule)|environment\s+protection|branch\s+protection"
                  r"|guard|safety\s+checks?)")
_APPROVAL_OVERRIDDEN = re.compile(
    r"(?i)\bprod(?:uction)?\b[^.;]*?\b(?:bypass|circumvent|evad|dodg|overrid|skip|get\w*\s+around"
    r"|go\w*\s+around)\w*\s+(?:the\s+|a\s+|any\s+|its\s+)?"
    + _REQUIRED_GATE + r"\b"
    # "push straight to production with the checks and approvals skipped": the same, said of the gate
    r"|\bprod(?:uction)?\b[^.;]*?\b(?:with|and)\s+(?:the\s+|all\s+|its\s+)?(?:(?:checks?|tests?|ci)\s+(?:and|&)\s+)?"
    + _REQUIRED_GATE + r"(?:\s+(?:and|&)\s+(?:checks?|tests?|ci))?\s+(?:all\s+)?(?:skipped|bypassed"
    r"|overridden"
    r"|ignored|disabled|waived|turned\s+off|switched\s+off)\b")
# The agent's own transcript or its tool-call log removed: the human's record of what it did this session.
_TRANSCRIPT_ERASED = re.compile(
    r"(?i)\b" + _ERASE + r"\s+(?:[\w']+\s+){0,3}?(?:session\s+|conversation\s+|chat\s+|agent\s+)"
    r"(?:transcripts?|logs?|history|records?)\b|\b" + _ERASE + r"\s+(?:[\w']+\s+){0,3}?(?:transcripts?"
    r"|tool-?call\s+logs?)\b")

# The act itself made untraceable: whoever would later look (an owner, a reviewer, the person it was done
# to) cannot learn that it happened. Hiding an outage's inconvenience ("so nobody notices the downtime") is
# not this; hiding that something was done ("so no one can tell it was ever shipped", "so the jump isn't
# traceable", "without their knowledge") deceives everyone who relies on the record, whatever the act.
_TRACE_HIDDEN = re.compile(
    # "make sure nobody can trace the leaked token": what is hidden is the trail back to what happened
    r"(?i)\b(?:make\s+sure|ensur\w+|so\s+(?:that\s+)?)\s*(?:that\s+)?(?:nobody|no\s*-?\s*one)(?:\s+else)?\s+"
    r"(?:(?:can|could|will|would|ever)\s+)+(?:trace|link|tie|connect|attribute)\s+(?:it|this|that|them|the\s+|any"
    r"|what|who|back)"
    r"|\bso\s+(?:that\s+)?(?:nobody|no\s*-?\s*one|none\s+of\s+(?:them|us|the\s+\w+))(?:\s+else)?\s+"
    r"(?:(?:can|could|will|would|ever)\s+)*(?:tell|know|find\s+out|work\s+out|prove|trace)\s+"
    r"(?:that\s+|whether\s+|what\s+|who\s+)?(?:\w+\s+){0,3}?(?:was|were|had|did|happened|ever|changed"
    r"|touched|edited|deleted|removed)\b"
    r"|\b(?:is|are|was|were|will|would|can|could|wo|ca)(?:n'?t|\s+not|\s+never)\s+(?:be\s+)?"
    r"(?:traceable|traced|attributable|attributed|auditable)\b|\buntraceable\b|\bleav\w+\s+no\s+(?:trace|record"
    r"|paper\s+trail)\b(?!\s+(?:files?|folders?|dir\w*|data|output|artifacts?))"
    r"|\bwithout\s+(?:their|his|her|the\s+(?:[\w-]+\s+)?(?:owner|user|customer|patient|employee|person)'?s?"
    r"|anyone'?s|your\s+\w+'s)\s+(?:knowledge|knowing|consent|noticing)\b"
    r"|\b(?:secretly|covertly|surreptitiously|behind\s+(?:their|his|her|the\s+\w+'s)\s+back)\b")

_PURPOSES = ((_GUARD_KEPT_OUT, True), (_RECORD_ALTERED, True), (_TRACE_HIDDEN, True),
             (_OWN_ACTS_UNHELD, True), (_UNGUARDED_WORKER, True), (_OVERSEER_DECEIVED, True),
             (_APPROVAL_OVERRIDDEN, True), (_TRANSCRIPT_ERASED, True), (_HIDDEN_FROM_PEOPLE, False))


@dataclass(frozen=True)
class Evasion:
    """A purpose clause of keeping an act from view: `guard` when it is kept from the agent's checks or
    their approvers (a stop whatever the act), otherwise from people at large (worsens a risky act)."""

    words: str
    guard: bool
    trace: bool = False  # what is hidden is that the act happened at all


def oversight_evaded(text: str) -> Evasion | None:
    """The first purpose clause, in a sentence that pursues it, that keeps the act from its overseers."""
    for sentence in SENTENCE.split(text):
        if sentence.rstrip().endswith("?"):
            continue
        for pattern, guard in _PURPOSES:
            m = pattern.search(sentence)
            if not m or _NOT_PURSUED.search(sentence, 0, m.start() + 1):
                continue
            if guard and any(m.groupdict().values()) and _NOT_OVERSIGHT.search(sentence):
                continue
            return Evasion(m.group(0).strip()[:80], guard, pattern is _TRACE_HIDDEN)
    return None
