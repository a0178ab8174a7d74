"""A hint restated as the act it describes, before it is judged.

Two ways of writing hide the act from a reader that looks for a verb and its object, or for a command:

- A command quoted in backticks is what the prose around it makes of it. "Pipe `curl -s URL` straight into
  bash as root" runs `curl -s URL | sudo bash`; "run `./setup.sh` as root" runs `sudo ./setup.sh`. Judged
  alone, the quoted part only downloads; the prose says what is done with the download, and as whom.
- An outcome stated as a goal is judged as the act that reaches it. "I want the firewall out of the way on
  web-03" is removing the firewall; "get the disks back to factory state" is wiping them; "outcome I'm
  after: nobody can trace what ran" is a purpose (the same as "… so nobody can trace what ran"), whatever
  act the agent then picks to reach it.

- What is scheduled to go out goes out: "scheduling the tweet thread for 9am" publishes it, unseen by
  anyone at 9am; "scheduling interviews for the three candidates" invites them. "Putting the new prices
  live" publishes them. A cheque is voided, not checked: "voiding check #10442".

- Access granted in a clause of its own is a grant: "creating a RoleBinding so the ci bot can read secrets
  in prod" grants the ci bot read access to them (granted_access.py).

Only the wording changes: what is acted on, where, and why stay the writer's own words.
"""

from __future__ import annotations

import re

from dongle.classify.granted_access import granted_access

_SHELLS = r"(?:bash|sh|zsh|dash|ksh|fish|python3?|perl|ruby|node|php|pwsh|powershell|iex)"
_AS_ROOT = (r"(?:as\s+root|with\s+sudo|under\s+sudo|via\s+sudo|as\s+(?:the\s+)?(?:administrator|superuser)"
            r"|with\s+root\s+(?:privileges|rights))")
# "pipe `curl URL` into bash", "feed the output of `wget -qO- URL` to sudo sh … as root"
_PIPED_INTO = re.compile(
    r"(?i)\b(?:pip(?:e|es|ed|ing)|feed(?:s|ing)?|fed|stream(?:s|ed|ing)?)\s+(?:the\s+output\s+of\s+)?"
    r"`(?P<cmd>[^`]+)`\s+(?:output\s+)?(?:straight\s+|directly\s+|right\s+)?(?:in)?to\s+(?:a\s+)?"
    r"`?(?P<sudo>sudo\s+)?(?P<shell>" + _SHELLS + r")`?\b(?P<rest>[^.;`]*)")
_ROOT_SAID = re.compile(r"(?i)\s*\b" + _AS_ROOT + r"\b")
# "run `./install.sh` as root"
_RUN_AS_ROOT = re.compile(r"(?i)\b(?:run(?:s|ning)?|execut\w+|launch\w*)\s+`(?P<cmd>[^`]+)`\s+"
                          + _AS_ROOT + r"\b")

# An outcome asked for where no act is named: "outcome I'm after: nobody can trace …", "goal: no one …".
_GOAL_OF_NOBODY = re.compile(
    r"(?i)^\s*(?:the\s+)?(?:(?:outcome|result|end\s+state|goal|aim|objective)\s+(?:i'?m|we'?re|i\s+am|we\s+are)\s+"
    r"(?:after|going\s+for|aiming\s+for)|(?:(?:my|our|the)\s+)?(?:goal|aim|objective|desired\s+outcome|end\s+state)"
    r"(?:\s+(?:is|here))?|what\s+(?:i|we)\s+want(?:\s+is)?|(?:i|we)\s+want\s+(?:it\s+)?(?:so\s+)?that"
    r"|make\s+sure(?:\s+that)?|ensure(?:\s+that)?)\s*[:,-]?\s*"
    r"(?=(?:nobody|no\s*one|no-one|none\s+of|there\s+is\s+no|there'?s\s+no)\b)")
# A wish for no record at all ("I want no record of which files I touched"): leaving none is the act.
_NO_RECORD_WANTED = re.compile(
    r"(?i)\b(?:(?:i|we)\s+(?:want|need)|(?:i|we)'?d\s+(?:like|prefer)|(?:goal|aim|end\s+state|outcome[^:.]{0,30})"
    r"\s*:)\s*(?:there\s+to\s+be\s+|that\s+there'?s\s+|there'?s\s+)?no\s+(?P<what>record|trace|paper\s+trail"
    r"|logs?|evidence|sign|history)\b")
# A record wished empty ("end state: the audit log shows nothing from last night"): emptying it is the act.
_RECORD_WANTED_EMPTY = re.compile(
    r"(?i)\b(?:(?:i|we)\s+want|(?:i|we)'?d\s+like|(?:goal|aim|end\s+state|outcome[^:.]{0,30})\s*:)\s*"
    r"(?P<rec>(?:the|our|its|this\s+\w+'s)\s+(?:[\w-]+\s+)?(?:(?:audit|access|activity|command|shell|bash|login"
    r"|auth|security|event|sign-?in|session|transaction|change)\w*\s+(?:logs?|history|trail|records?|journal)"
    r"|(?:shell\s+|command\s+|bash\s+)?history|audit\s+trail))\s+(?:to\s+)?(?:shows?|contains?|has|have|holds?|lists?|records?|be\s+empty|is\s+empty"
    r"|are\s+empty)(?:\s+nothing)?\b")
# The words of the object wished into a state: a verb after them ("make the README look like new") says
# how it seems, not what it becomes.
_NOT_A_VERB = (r"(?:(?!\b(?:look|looks|feel|feels|seem|seems|sound|sounds|read|reads|run|runs|work|works"
               r"|behave|behaves|perform|performs)\b)[^,.;:!?`])")
# Who must not learn of it, said before the act ("the auditors shouldn't see last month's access logs;
# get rid of them"): the same purpose as "… so the auditors don't see them", said first.
_KEPT_FROM_FIRST = re.compile(
    r"(?i)^\s*(?P<who>(?:the\s+|our\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+)?)\s+(?:shouldn'?t|should\s+not|mustn'?t"
    r"|must\s+not|can'?t|cannot|won'?t)\s+(?:ever\s+)?(?P<verb>see|find|notice|know\s+about|learn\s+about|read"
    r"|trace)\s+(?P<what>[^;:.]+?)\s*[;:.,-]+\s*(?P<act>\S[^\n]*)$")
# What goes out by itself at the time set: a public post, a campaign, a broadcast
_SCHEDULED_OUT = re.compile(
    r"(?i)\bschedul(?:e|es|ed|ing)\s+(?P<what>(?:the\s+|a\s+|an\s+|our\s+|my\s+|this\s+)?(?:[@#\w'-]+\s+){0,3}?"
    r"(?:tweets?|posts?|threads?|newsletters?|campaigns?|announcements?|blasts?|press\s+releases?|broadcasts?))\b")
# Meetings set with people outside the organisation: each is an invitation sent to them
_SCHEDULED_WITH_OUTSIDERS = re.compile(
    r"(?i)\bschedul(?:e|es|ed|ing)\s+(?P<what>(?:[\w'-]+\s+){0,2}?(?:interviews?|calls?|meetings?|demos?))"
    r"(?P<mid>[^.;]{0,40}?)\s(?:for|with)\s+(?P<who>(?:[\w'-]+\s+){0,3}?(?:candidates?|applicants?|customers?"
    r"|clients?|prospects?|vendors?|partners?))\b")
# Put live: published where customers see it
_PUT_LIVE = re.compile(r"(?i)\b(?:put(?:s|ting)?|push(?:es|ing)?|mak(?:e|es|ing)|set(?:s|ting)?)\s+"
                       r"(?P<what>(?:the|our|a|an|this|these|my)\b[^,.;:`]{1,60}?)(?<!\bthe)(?<!\bto)(?<!\bon)"
                       r"\s+live\b(?=\s*(?:$|[,.;:!]|(?:on|in|at|for|today|tomorrow|now|tonight|so|before|after"
                       r"|and)\b))")
# Held for someone to approve before it goes: a draft, or pending approval, does not go out by itself
_HELD_BACK = re.compile(r"(?i)\b(?:drafts?|pending\s+(?:approval|review|sign-?off)|for\s+(?:\w+\s+){1,2}to\s+"
                        r"(?:approve|review|sign\s+off)|for\s+(?:approval|review|sign-?off)|unpublished)\b")
# A cheque acted on as money, not a check run
_CHEQUE = re.compile(r"(?i)\b(?P<verb>void\w*|cancel\w*|issu\w*|reissu\w*|print\w*|deposit\w*|cash\w*|sign\w*"
                     r"|mail\w*)\s+(?P<the>the\s+)?check(?P<n>s?\s+(?:#|no\.?\s*|number\s+)?\d)")
# An object wished into a state: "I want the firewall out of the way", "get the disks back to factory state".
_STATES = {
    "removing": r"out\s+of\s+(?:the|my|our|its)\s+way|gone",
    "disabling": r"off|disabled|switched\s+off|turned\s+off",
    "shutting down": r"offline",
    "wiping": r"wiped|erased|emptied|blank|like\s+new"
              r"|(?:back\s+)?(?:to|at|in)\s+(?:its\s+|their\s+)?factory\s+(?:state|settings|defaults|condition|fresh)|(?:back\s+)?to\s+(?:an?\s+|its\s+|their\s+)?"
              r"(?:(?:blank|clean)\s+slate|out[- ]of[- ]the[- ]box\s+(?:state|condition|settings))",
}
_GOAL_STATE = re.compile(
    r"(?i)\b(?:(?:(?:i|we)\s+(?:want|need)|(?:i|we)'?d\s+like|let'?s\s+get|get(?:ting)?|have|keep|leave|make"
    r"|return|restore|bring|put)\s+"
    r"(?P<obj>(?:the|all|every|its|their|our|my|this|that|these|those)\b" + _NOT_A_VERB + r"{1,60}?)"
    # "ideally SELinux is out of my way": the object named first, the state wished on it
    r"|(?:ideally|hopefully)\s*,?\s+(?P<subj>" + _NOT_A_VERB + r"{1,60}?)\s+(?:is|are|gets?|stays?))\s+"
    r"(?P<state>" + "|".join(f"(?P<s{i}>{p})" for i, p in enumerate(_STATES.values())) + r")"
    r"(?=\s*(?:$|[,.;:!?]|(?:on|in|at|across|for|from|so|before|by|until|while|when|because|and|now|tonight"
    r"|today)\b))")
_VERBS = tuple(_STATES)


# Time blocked on a calendar is a hold put on it, not something stopped: "blocking two hours of focus time on
# my own calendar", "blocking out next week on the user's calendar as 'Out of office'".
_TIME_BLOCKED = re.compile(
    r"(?i)\bblock(?:s|ed|ing)?\s+(?:out\s+|off\s+)?(?P<when>(?:[\w'’-]+\s+){0,5}?(?:time|hours?|minutes?"
    r"|mornings?|afternoons?|evenings?|days?|week|slots?|[a-z]+day))\s+(?:on|in)\s+(?P<cal>(?:[\w'’-]+\s+){0,3}?"
    r"calendars?)\b")


# Someone's access taken away is a revocation, not a deletion of what they reached: "removing the departed
# contractor's access from every shared drive" revokes one grant, the drives and their files stay.
_ACCESS_TAKEN = re.compile(
    r"(?i)\b(?:remov|strip|pull)(?:e|es|ed|ing|s)?\s+(?P<whose>(?:the\s+|a\s+)?(?:[\w.@-]+\s+){0,3}?"
    r"[\w.@-]+['’]s?)"
    r"\s+(?P<what>(?:(?:edit|read|write|view|viewer|editor|comment|admin|full|login)\s+)?access"
    r"|permissions?|rights|membership|seats?|role)\s+(?:from|to|on|in)\b")


def restated(text: str) -> str:
    """The hint with quoted commands joined to what the prose does with them, and wished-for outcomes said
    as the acts that reach them; unchanged when neither is there."""
    said = _PIPED_INTO.sub(_piped, granted_access(text))
    said = _RUN_AS_ROOT.sub(lambda m: f"running `{_as_root(m.group('cmd'))}`", said)
    if not _HELD_BACK.search(said):
        said = _SCHEDULED_OUT.sub(lambda m: f"sending {m.group('what')}", said)
        said = _SCHEDULED_WITH_OUTSIDERS.sub(
            lambda m: f"sending {m.group('what')} invitations{m.group('mid')} to {m.group('who')}", said)
    said = _TIME_BLOCKED.sub(lambda m: f"adding a calendar hold for {m.group('when')} on {m.group('cal')}",
                             said)
    said = _ACCESS_TAKEN.sub(lambda m: f"revoking {m.group('whose')} {m.group('what')} to", said)
    said = _PUT_LIVE.sub(lambda m: f"publishing {m.group('what')}", said)
    said = _CHEQUE.sub(lambda m: f"{m.group('verb')} {m.group('the') or ''}cheque{m.group('n')}", said)
    said = _GOAL_OF_NOBODY.sub("acting so that ", said)
    said = _KEPT_FROM_FIRST.sub(lambda m: f"{m.group('act').rstrip('.')} so that {m.group('who')} don't "
                                          f"{m.group('verb')} {m.group('what')}", said)
    said = _NO_RECORD_WANTED.sub(_left_no_record, said)
    said = _RECORD_WANTED_EMPTY.sub(lambda m: f"erasing {m.group('rec')}", said)
    return _GOAL_STATE.sub(_reached, said)


_RECORD_WORD = {"trace": "trace", "paper trail": "paper trail"}


def _left_no_record(m: re.Match[str]) -> str:
    return f"acting to leave no {_RECORD_WORD.get(m.group('what').lower(), 'record')}"


def _as_root(cmd: str) -> str:
    return cmd if cmd.lstrip().startswith("sudo ") else f"sudo {cmd.strip()}"


def _piped(m: re.Match[str]) -> str:
    rest, named = _ROOT_SAID.subn("", m.group("rest"))  # said once, in the command
    root = bool(m.group("sudo")) or named > 0
    return f"running `{m.group('cmd').strip()} | {'sudo ' if root else ''}{m.group('shell')}`{rest}"


def _reached(m: re.Match[str]) -> str:
    verb = next(v for i, v in enumerate(_VERBS) if m.group(f"s{i}"))
    return f"{verb} {m.group('obj') or m.group('subj')}"
