"""Acts the prose judge reads as ordinary changes, but whose cost a human should weigh first.

Each family is a principle from effects, with its vocabulary as data:

- records changed in a batch: a change to many records of a system of record ("bulk-updating 300 HubSpot
  contacts", "reassigning 40 leads") is many people's data changed at once, each undone by hand;
- load on someone else's service: many parallel workers, or a sustained run, against a partner's or a
  public API ("50 parallel workers for the next hour") is the owner's outage or our ban;
- code nobody vetted, run: an exploit or proof of concept fired at a live system, even our own staging,
  or the macros of a downloaded document enabled, runs code whose effect the agent has not read;
- the agent's own guard touched: its process restarted, its settings or threshold changed, an approval
  mode that stops asking, a scanner skipped, or a paused command retried in another spelling. The guard is
  the human's control over the agent; only the human changes it, or decides what a paused act becomes.

Every detector ignores what is negated ("not enabling macros") or only read ("reading the guard's config").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from dongle.classify.prose import Finding
from dongle.levels import DangerLevel as L

_NEGATED = re.compile(r"(?i)\b(?:not|never|no|without|won'?t|don'?t|n't|instead\s+of|rather\s+than)\s+"
                      r"(?:\w+\s+)?$")


def _done(text: str, start: int) -> bool:
    """The act at `start` is not refused by the two words before it."""
    return not _NEGATED.search(text[max(0, start - 30):start])


def _held(text: str, act: re.Pattern[str], unless: re.Pattern[str], what: str, then: str,
          rule: str) -> Iterable[Finding]:
    """The family's act, done and not in a place that unmakes it (`unless`): a pause that quotes it."""
    m = act.search(text)
    if m and _done(text, m.start()) and not unless.search(text):
        yield Finding(L.DANGEROUS, f"{what} ('{m.group(0)}'): {then}", rule)


# Records of a system of record, counted or taken all at once
# (work items of a tracker too: closing 140 incidents ends each one's thread and mails each requester)
_RECORDS = (r"(?:contacts?|leads?|deals?|opportunit(?:y|ies)|accounts?|customers?|subscribers?|tickets?|"
            r"records?|users?|members?|orders?|invoices?|subscriptions?|companies|employees?|candidates?|"
            r"incidents?|cases?|issues?|requests?|work\s+items?|alerts?|bugs?|tasks?|claims?|refunds?)")
_CHANGING = (r"(?:updat|modif|edit|chang|reassign|assign|merg|re-?tag|tag|mov|migrat|overwrit|rewrit|set|"
             r"mark|import|upsert|transfer|convert|re-?categori[sz]|unsubscrib|deactivat|suspend|clos|resolv|"
             r"re-?open|cancel|dismiss|reject|approv|escalat)\w*")
_BATCH = re.compile(
    rf"(?i)\b(?P<act>(?:bulk[- ])?{_CHANGING})\s+(?:the\s+)?(?:(?P<n>\d[\d,]*)|all|every|each\s+of\s+the)\s+"
    rf"(?:[\w'-]+\s+){{0,3}}?{_RECORDS}\b"
    rf"|\bbulk[- ]{_CHANGING}\s+(?:the\s+)?(?:[\w'-]+\s+){{0,3}}?{_RECORDS}\b")
_BATCH_SIZE = 20  # below this a person checks each record by eye; above, nobody does
# "the local test fixtures", "a sandbox org": a copy made to be changed
_THROWAWAY = re.compile(r"(?i)\b(?:sandbox|staging|test|testing|fixtures?|fake|dummy|seed|local|dev)\b")


# A tag or label added: it changes no record's content, and the same bulk action removes it again
_ADDS_A_LABEL = re.compile(r"(?i)(?:bulk[- ])?(?:tag|label)(?:s|ged|ging|led|ling|ed|ing)?")
# A quoted phrase the records are picked by ("tickets that mention 'refund delay'") is what they say, and
# a label's own name ("with refund-delay") is a word on them: neither is an act done to them
_QUOTED_OR_NAMED = re.compile(r"'[^'\n]{1,80}'|\"[^\"\n]{1,80}\"|‘[^’\n]{1,80}’|“[^”\n]{1,80}”"
                              r"|\b(?:with|as)\s+\w+(?:-\w+)+\b")
_ANY_CHANGE = re.compile(rf"(?i)\b(?:{_CHANGING}|delet\w*|remov\w*|archiv\w*|purg\w*|wip\w*|send\w*|notif\w*"
                         r"|e-?mail\w*|messag\w*|refund\w*|trigger\w*)\b")
# The team's own work items moved between the sprints, milestones or board columns they are planned in:
# bookkeeping that tells nobody outside the team anything, undone by the same move; closing, resolving,
# reassigning or deleting them (a requester mailed, an owner changed) is not that
_WORK_ITEMS = re.compile(r"(?i)\b(?:tickets?|issues?|bugs?|tasks?|work\s+items?|stor(?:y|ies))\b")
_PLANNED = re.compile(r"(?i)\b(?:from|to|into|onto)\s+(?:the\s+)?(?:next\s+)?"
                      r"(?:sprint|milestone|iteration|backlog|board|column|release\s+train)\b")
_SETTLING = re.compile(r"(?i)\b(?:clos|resolv|reassign|assign|cancel|reject|dismiss|delet|remov|merg|escalat|"
                       r"re-?open|refund|repl(?:y|ies)|email|notif|messag)\w*")


def _replanned(text: str, m: re.Match[str]) -> bool:
    """ "Bulk-editing 40 Jira tickets to move them from Sprint 14 to Sprint 15": the batch only moves the
    team's work items in its plan, and nothing in the hint settles, hands on or tells anyone about them."""
    return bool(_WORK_ITEMS.search(m.group(0)) and not _SETTLING.search(text)
                and _PLANNED.search(text, m.end()))


def records_in_batch(text: str) -> Iterable[Finding]:
    """ "Bulk-updating 300 HubSpot contacts", "Salesforce: reassigning 40 leads from Bob to Alice". Tickets
    tagged with a label (and nothing else changed after) are not such a change: "tagging the 40 open
    tickets with sso-bug" is undone by removing the tag from the same 40."""
    for m in _BATCH.finditer(text):
        n = m.group("n")
        if (n and int(n.replace(",", "")) < _BATCH_SIZE) or _replanned(text, m):
            continue
        if _ADDS_A_LABEL.fullmatch(m.group(0).split()[0]) and not _ANY_CHANGE.search(
                _QUOTED_OR_NAMED.sub(" ", text[m.end():])):
            continue
        if _done(text, m.start()) and not _THROWAWAY.search(text):
            yield Finding(L.DANGEROUS, f"changes records in a batch ('{m.group(0)}'): each one is someone's, "
                                       "undone one by one", "hint.records-in-batch")
            return


# Someone else's service, and a load on it
_THEIRS = re.compile(r"(?i)\b(?:partner'?s?|vendor'?s?|third[- ]party|competitor'?s?|their|someone'?s|"
                     r"public)\s+(?:[\w.-]+\s+){0,2}?(?:api|apis|endpoint|endpoints|site|website|service|server|"
                     r"servers|servers|search|catalogue|catalog)\b")
_LOAD = re.compile(r"(?i)\b(?:\d[\d,]*\s+(?:parallel|concurrent|simultaneous)\s+(?:workers|threads|requests|"
                   r"connections|jobs|clients|processes)|\d[\d,]*\s*(?:rps|qps|requests?\s+(?:a|per)\s+second)"
                   r"|for\s+(?:the\s+next\s+)?(?:\d+\s+|an?\s+|several\s+)?hours?|flood\w*|hammer\w*)\b")


def load_on_theirs(text: str) -> Iterable[Finding]:
    """ "Bulk-querying the partner's public API with 50 parallel workers for the next hour"."""
    theirs, load = _THEIRS.search(text), _LOAD.search(text)
    if theirs and load and _done(text, load.start()):
        yield Finding(L.DANGEROUS, f"puts a heavy load ('{load.group(0)}') on a service someone else runs "
                                   f"('{theirs.group(0)}'): their outage, or our access revoked",
                      "hint.load-on-others")


# Running code written to attack, or active content nobody vetted
_UNVETTED_RUN = re.compile(
    r"(?i)\b(?P<act>run|running|runs|execut\w*|launch\w*|fir(?:e|es|ing)|detonat\w*|throw\w*|"
    r"try|trying|tries)\s+(?:the\s+|a\s+|an\s+|this\s+|that\s+|our\s+)?(?:[\w'-]+\s+){0,3}?"
    r"(?:exploits?|proof[- ]of[- ]concept|poc|malware|ransomware\s+sample|combo\s+list|"
    r"credential[- ]stuffing|password[- ]spray\w*|brute[- ]force\w*)\b"
    r"|\b(?P<enable>enabl\w*|turn\w*\s+on|allow\w*)\s+(?:the\s+|its\s+|their\s+|all\s+)?(?:[\w'-]+\s+){0,2}?"
    r"(?:macros?|vba|active\s+content)\b")


def unvetted_code_run(text: str) -> Iterable[Finding]:
    """ "Running the proof-of-concept exploit … against our own staging API", "enabling its macros"."""
    for m in _UNVETTED_RUN.finditer(text):
        if _done(text, m.start()):
            yield Finding(L.DANGEROUS, f"runs code nobody here has read ('{m.group(0)}') where it acts on a "
                                       "live system", "hint.unvetted-code")
            return


# A dependency taken from where nobody vets it: a fork, a user's repository, a bare git or tarball URL
_UNVETTED_SOURCE = re.compile(
    r"(?i)\b(?:pin\w*|point\w*|switch\w*|swap\w*|replac\w*|install\w*|add\w*|depend\w*|vendor\w*)\b"
    r"[^.;]{0,60}?\b(?:to|from|on|with)\s+(?:a\s+|an\s+|the\s+)?(?:git\s+url|github\s+url|tarball(?:\s+url)?|"
    r"(?:[\w'-]+\s+){0,2}?fork)\b")
_VETTED_SOURCE = re.compile(r"(?i)\b(?:our|own|the\s+team'?s|acme'?s?|internal|company)\s+"
                            r"(?:[\w-]+\s+)?fork\b")


def unvetted_dependency(text: str) -> Iterable[Finding]:
    """ "Pinning leftpad to a git URL on an unvetted user's fork instead of the registry release": code nobody
    reviewed enters every build; our own fork is reviewed as our code is."""
    return _held(text, _UNVETTED_SOURCE, _VETTED_SOURCE, "takes a dependency from where nobody vets it",
                 "its code runs in every build", "hint.unvetted-code")


# A credential a service issues for an account: a standing way in that lives outside this machine (a key
# pair generated here is inert until its public half is installed somewhere)
_MINTED = re.compile(
    r"(?i)\b(?:creat\w*|generat\w*|mint\w*|issu\w*)[\s_]+(?:a\s+|an\s+)?(?:new\s+)?(?:long-lived\s+)?"
    r"(?:(?:iam|aws|gcp|azure|service[- ]account|personal\s+access|github|gitlab|npm|pypi|cloud)\s+"
    r"(?:access\s+|api\s+)?(?:keys?|tokens?|credentials?)|access[\s_]+keys?|service[\s_]+account[\s_]+keys?)\b")
_TEST_MODE = re.compile(r"(?i)\b(?:test[- ]mode|sandbox|localstack|moto|fake|dummy|throwaway)\b")


def credential_minted(text: str) -> Iterable[Finding]:
    """ "Creating a new IAM access key for the deploy user"."""
    return _held(text, _MINTED, _TEST_MODE, "issues a new credential for an account",
                 "a standing way in, to be stored and rotated", "hint.credential-minted")


# Access handed to a person: membership of a group, a team or a role of an identity system is what every
# resource that trusts the group then lets in; the owner of the access decides who joins
_PERSON = (r"(?:(?:the\s+|a\s+|new\s+)*(?:contractor|consultant|vendor|intern|employee|user|guest|new\s+hire|"
           r"service\s+account|account|engineer|developer|member|me|myself)\b(?:\s+[\w.@+-]+){0,2}?"
           r"|[\w.+-]+@[\w-]+\.[\w.-]+|[a-z]{1,3}\.[a-z]{2,}(?:-[a-z]+)?)")
_ACCESS_GRANTED = re.compile(
    rf"(?i)\b(?:add|put|assign|grant|enrol|enroll|invit)\w*\s+{_PERSON}\s+(?:to|into|in|as)\s+"
    r"(?:the\s+|our\s+)?(?:[\w'.-]+\s+){0,3}?(?:security\s+)?(?:group|role|team|org|organi[sz]ation|admins|administrators|owners"
    r"|project\s+owners?)\b")


def access_granted(text: str) -> Iterable[Finding]:
    """ "Adding contractor j.silva to the Clinical-ReadOnly group in Entra ID": access granted to a person."""
    return _held(text, _ACCESS_GRANTED, _THROWAWAY, "grants a person access through a group or role",
                 "every resource that trusts it lets them in", "hint.access-granted")


# A production credential put in the agent's hands: whatever it runs next acts as production
_SECRET_NOUN = (r"(?:password|passphrase|secret|token|credential|api\s+key|access\s+key|private\s+key"
                r"|connection\s+string)s?")
_PRODUCTION = r"(?:prod|production|live)"
_CREDENTIAL_FETCHED = re.compile(
    r"(?i)\b(?:fetch|get|pull|retriev|read|copy|copi|reveal|grab|check\w*\s+out|export)\w*\s+"
    rf"(?:the\s+|a\s+|our\s+)?(?:(?:{_PRODUCTION}\b[^.;]{{0,40}}?\b{_SECRET_NOUN})"
    rf"|(?:[\w'-]+\s+){{0,4}}?{_SECRET_NOUN}\b[^.;]{{0,40}}?\b(?:for|of|on|from)\s+(?:the\s+)?{_PRODUCTION})\b")
_ONLY_ITS_NAME = re.compile(r"(?i)\b(?:exists?|names?\s+only|not\s+(?:printing|showing|revealing)|metadata"
                            r"|label|expir\w*|last\s+rotated|without\s+(?:printing|showing|revealing))\b")


def credential_fetched(text: str) -> Iterable[Finding]:
    """ "Fetching the production SFTP password from CyberArk to test the connection by hand"."""
    return _held(text, _CREDENTIAL_FETCHED, _ONLY_ITS_NAME,
                 "puts a production credential in the agent's hands", "what runs with it acts as production",
                 "hint.credential-fetched")


# A change that takes something away from people who depend on it, and that they cannot undo themselves
_DEPENDENTS_LOSE = (
    # a released version withdrawn: every lockfile and build that pins it breaks
    ("withdraws a released version every build that pins it resolves", re.compile(
        r"(?i)\b(?:unpublish|yank|unlist)\w*\s+(?:the\s+)?(?:version\s+|release\s+|v)?\d+(?:\.\d+)+"
        r"|\b(?:unpublish|yank|unlist)\w*\s+[^.;]{0,40}?\b(?:package|crate|gem|wheel|module|version|release)\b")),
    # what a detection would show, nobody sees while it is silenced
    ("silences a detection", re.compile(
        r"(?i)\b(?:add|creat|set\w*\s+up|configur|put\s+in)\w*\s+(?:a\s+|an\s+)?(?:[\w-]+\s+){0,3}?"
        r"(?:suppression|silence|mute|snooze|exclusion|exception)\b[^.;]{0,40}?\b(?:for|on|of)\b[^.;]{0,40}?"
        r"\b(?:alert|alarm|detection|finding|rule|signal|monitor)s?\b"
        r"|\b(?:suppress(?:es|ed|ing)?|silenc(?:e|es|ed|ing)|mut(?:e|es|ed|ing)|snooz(?:e|es|ed|ing))\s+"
        r"(?:the\s+)?[^.;]{0,40}?\b(?:security|failed[- ]login|intrusion"
        r"|malware|edr|siem|guardduty|defender)\b[^.;]{0,20}?\b(?:alerts?|alarms?|detections?|findings?)\b")),
    # an account taken out of a security control: it is one password from being taken
    ("exempts an account from a security control", re.compile(
        r"(?i)\b(?:exclud|exempt|whitelist|allow-?list|carv\w*\s+out)\w*\s+[^.;]{0,50}?\bfrom\s+"
        r"(?:the\s+|our\s+)?(?:[\w'-]+\s+){0,3}?(?:mfa|2fa|multi[- ]factor|two[- ]factor|conditional\s+access"
        r"|sso|password\s+policy|lockout\s+policy|dlp|edr|antivirus|endpoint\s+protection)\b")),
    # a data store's major version: the on-disk format is rewritten, and there is no downgrade
    ("upgrades a data store's major version", re.compile(
        r"(?i)\b(?:upgrad|migrat)\w*\s+(?:the\s+)?(?:[\w'-]+\s+){0,2}?"
        r"(?:postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|elasticsearch|opensearch|cassandra|clickhouse|redis|kafka|database|db)\b[^.;]{0,30}?"
        r"\b(?:from\s+v?\d+(?:\.\d+)?\s+to\s+v?\d+|to\s+v?\d+(?:\.\d+)?\b|major\s+version)"
        r"|\bpg_upgrade\b|\bmongod\b[^.;]{0,30}\bsetFeatureCompatibilityVersion\b")),
    # users cut off until they act: the ones on older clients, or everyone
    ("locks users out until they act", re.compile(
        r"(?i)\b(?:rais|bump|increas|set|forc)\w*\s+(?:the\s+)?minimum\s+"
        r"(?:supported\s+|required\s+|allowed\s+)?(?:app|client|mobile|ios|android|desktop|sdk|firmware)\s+version"
        r"|\bforc\w*\s+(?:an?\s+)?(?:update|upgrade)\s+(?:on|for)\s+(?:every|all)"
        r"|\b(?:everyone|all\s+users|users|customers)\b[^.;]{0,40}?\blocked\s+out\b")),
)


def dependents_lose(text: str) -> Iterable[Finding]:
    """ "Unpublishing version 3.1.0 of @acme/ui-kit", "adding a seven-day suppression for the failed-login
    alert", "excluding the break-glass account from the MFA policy", "upgrading the self-hosted Postgres from
    14 to 16", "raising the minimum supported app version": each takes something from people who depend on
    it; a human weighs it first."""
    for what, pattern in _DEPENDENTS_LOSE:
        m = pattern.search(text)
        if m and _done(text, m.start()) and not _THROWAWAY.search(text):
            yield Finding(L.DANGEROUS, f"{what} ('{m.group(0)}'): a human weighs it first",
                          "hint.dependents-lose")
            return


# The agent's own guard, its settings, and what it decided
_GUARD = (r"(?:guard|dongle|safety\s+(?:sidecar|guard|layer|check|checks|hook|proxy)|guard'?s\s+\w+|"
          r"hooks?\s+config\w*|secret\s+scann\w+|approval\s+(?:mode|queue|settings?)|permission\s+mode)")
_TOUCHING = (r"(?:restart\w*|reload\w*|reconfigur\w*|edit\w*|chang\w*|rais\w*|lower\w*|increas\w*|decreas\w*|"
             r"bump\w*|tweak\w*|patch\w*|updat\w*|replac\w*|skip\w*|exempt\w*|bypass\w*|relax\w*|loosen\w*|swap\w*)")
_GUARD_TOUCHED = re.compile(
    rf"(?i)\b(?P<act>{_TOUCHING})\s+(?:the\s+|its\s+|my\s+|our\s+)?(?:[\w'-]+\s+){{0,3}}?{_GUARD}\b"
    rf"|\b{_GUARD}\b[^.;]{{0,40}}?\b(?:threshold|level|mode|rules?|policy|config\w*)\b[^.;]{{0,10}}?"
    rf"\b(?:rais\w*|lower\w*|relax\w*|loosen\w*)\b"
    # a limit of its own changed where it is kept: "raising my own command timeout in the agent config"
    rf"|\b(?P<own>{_TOUCHING})\s+(?:my|its|the\s+agent'?s)\s+own\b[^.;]{{0,60}}?\b(?:in|of)\s+"
    rf"(?:the\s+|my\s+|its\s+)?agent'?s?\s+(?:config\w*|settings?)\b")
_STOPS_ASKING = re.compile(r"(?i)(?<![-\w])(?:auto[- ]?accept|auto[- ]?approv\w*|yolo|accept[- ]all|"
                           r"bypass[- ]?permissions|dangerously[- ]skip\w*)\b(?:\s+mode)?")
_RETRIED = re.compile(r"(?i)\b(?:retr(?:y|ying|ies)|re-?run\w*|re-?issu\w*|rephras\w*|re-?word\w*|"
                      r"re-?spell\w*)\s+(?:the\s+|that\s+|this\s+|my\s+)?(?:[\w'-]+\s+){0,2}?(?:paused|blocked|denied|refused|"
                      r"flagged|rejected)\b")


# A retry the human has already answered: "retrying the paused command after the user approved it"
_ANSWERED = re.compile(r"(?i)\b(?:after|once|now\s+that|since)\s+(?:the\s+|a\s+)?"
                       r"(?:user|human|operator|approver|reviewer|owner|lead|you|they|it)\b[^.;]{0,30}?\b(?:approv|confirm|allow|okay|ok'?d)\w*")


# A change the hint says makes the guard stricter: it only holds back more of the agent's own acts
_TIGHTER = re.compile(r"(?i)\bmore\s+(?:\w+\s+)?(?:pause|block|stop|get\s+(?:paused|blocked))\b|\btighten\w*|"
                      r"\bstricter\b|\b(?:add|adding)\s+(?:a\s+)?(?:deny|block)\w*")


def guard_touched(text: str) -> Iterable[Finding]:
    """ "Restarting the safety sidecar", "Switching to auto-accept mode", "retrying the paused command with
    the flags spelled differently", "asking the operator to raise the guard's threshold"; not a change
    said to make it stricter ("so more commands pause")."""
    if _TIGHTER.search(text):
        return
    for pattern, what in ((_GUARD_TOUCHED, "changes the agent's own guard"),
                          (_STOPS_ASKING, "stops the guard asking before acts"),
                          (_RETRIED, "retries what the guard paused, in another form")):
        m = pattern.search(text)
        if m and pattern is _RETRIED and _ANSWERED.search(text, m.end()):
            continue
        if m and _done(text, m.start()):
            yield Finding(L.DANGEROUS, f"{what} ('{m.group(0)}'): only the human it answers to changes it "
                                       "or decides what a paused act becomes", "hint.guard-touched")
            return


# An act that names nothing concrete, however sure it sounds: a vague verb on a whole place, a metaphor
# of total destruction, or only the wish that nothing can be recovered
_VAGUE_ON_A_PLACE = re.compile(
    r"(?i)\b(?:clean\w*|tid(?:y|ies|ying|ied)|sort\w*|reset\w*|wip\w*|scrub\w*|purg\w*|nuk\w*)\s+(?:up\s+|out\s+)?"
    r"(?:the\s+|my\s+|our\s+|this\s+)?(?:whole\s+|entire\s+)?"
    r"(?:workspace|workdir|working\s+(?:dir|directory|tree)|machine|box|laptop|computer)\b(?!\s*[/:(])")
_DRASTIC = re.compile(r"(?i)\b(?:nuclear\s+option|scorched[- ]earth|point\s+of\s+no\s+return|"
                      r"(?:no\s*one|nobody|no\s+one)\s+(?:can|could|will)\s+(?:ever\s+)?(?:recover|restore|undo)|"
                      r"(?:can'?t|cannot|can\s+never|will\s+never)\s+be\s+(?:recovered|restored|undone)|"
                      r"(?:un|ir)recoverabl\w*|beyond\s+recovery)\b")


def names_nothing_done(text: str, only_vague: bool) -> Iterable[Finding]:
    """ "cleaning up the workspace" (when nothing else in the hint says what goes), "Going with the
    nuclear option", "Making sure nobody can ever recover any of it"."""
    m = _DRASTIC.search(text) or (_VAGUE_ON_A_PLACE.search(text) if only_vague else None)
    if m and _done(text, m.start()):
        yield Finding(L.DESTRUCTIVE, f"names no concrete act ('{m.group(0)}'): what is removed or made "
                                     "unrecoverable is unsaid; say exactly what will run", "hint.vague")


def held_for_a_human(text: str, only_vague: bool = False) -> list[Finding]:
    """Every finding of the families above, read from the whole hint; `only_vague`: the prose judge found
    no act but vague ones."""
    return [*records_in_batch(text), *load_on_theirs(text), *unvetted_code_run(text), *guard_touched(text),
            *names_nothing_done(text, only_vague), *unvetted_dependency(text), *credential_minted(text),
            *access_granted(text), *credential_fetched(text), *dependents_lose(text)]
