"""An act that only reads: what it looks for is not done. Rules as data, with examples.

The effect of a read is that the agent sees something. `kubectl.logs namespace=prod grep="DELETE"`,
"look up in CloudTrail who deleted the IAM user ci-old" and "search the audit log for DROP statements" delete
and drop nothing: the destructive words are the pattern sought, a filter, or the topic of what is read. So a
verdict that rests only on those words (an act rule fired by them) is lowered to go when the hint is one read
and nothing else.

What is read still matters, and so does any second act: a read whose object names a secret (its value put
in front of the agent), a read whose arguments make it a write (`--delete`, `purge=true`, an UPDATE sent as
the query), a read followed by an act ("search the logs and delete the matches", "... to purge them") or a
shell command (`find . -name '*.log' -delete`, judged by the shell rules) keep their verdicts, and so does a
verdict from any rule that is not about an act's own words (secrets, data sent outward, evasion).
"""

from __future__ import annotations

import re

from dongle.assessment import Assessment
from dongle.classify.own_acts import SECRET_WORDS
from dongle.classify.verdict import assess
from dongle.classify.vocabulary import Act, words
from dongle.levels import DangerLevel

# Operation names (the last dotted part of a tool call, first word of its name) that only read:
# `kubectl.logs`, `elasticsearch.search`, `cloudtrail.lookup_events`, `jira.get_issue`, `db.count`
READ_OPS = words("find get list search query logs describe count show fetch tail inspect scan grep lookup")
# Of those, the ones whose arguments are patterns or filters, never statements to run: a `search` for
# "DROP DATABASE" finds mentions of it; a `query` whose text is "DELETE FROM t" runs it
PATTERN_OPS = words("find search logs tail scan grep lookup")

# A hint said as a read: an optional opener ("I'll", "let me", "calling"), then a reading verb
_OPENER = r"(?:(?:i'll|i\s+will|let\s+me|let's|now|first|next|then|calling|call|running|run|going\s+to)\s+)*"
_PROSE_READ = re.compile(
    r"(?i)^\s*" + _OPENER + r"(?P<verb>look(?:ing)?\s+up|search(?:ing)?|grep(?:ping)?|query(?:ing)?|"
    r"find(?:ing)?|list(?:ing)?|count(?:ing)?|show(?:ing)?|fetch(?:ing)?|tail(?:ing)?|inspect(?:ing)?|"
    r"scan(?:ning)?|describ(?:e|ing)|read(?:ing)?|review(?:ing)?)\b(?P<rest>.*)$", re.S)
_PATTERN_VERBS = re.compile(r"(?i)^(?:look|search|grep|find|tail|scan)")
_CALL_READ = re.compile(r"(?i)^\s*" + _OPENER + r"`?(?P<tool>[a-z][\w-]*(?:\.[a-z][\w-]*)*)\."
                        r"(?P<op>[a-z]\w*)\b(?P<rest>.*)$", re.S)

# Acts that, said after a read (joined by "and", "then", a pipe, or as its purpose), are done, not sought
SECOND_ACTS = words(
    "delete remove drop purge truncate wipe erase destroy kill terminate stop revoke rotate disable reset "
    "restart update insert alter overwrite write edit change modify patch fix move rename apply run execute "
    "rm send post share export upload copy paste print email publish push grant block ban clean clear prune "
    "archive deploy rollback restore migrate"
)
_SECOND_ACT = re.compile(
    r"(?i)(?:\b(?P<joiner>and|then|before|after|afterwards|also|to|so\s+(?:i|we)\s+can|in\s+order\s+to)\b|&&|;|"
    r"\|(?!\|))\s+(?:(?:i|we|i'll|we'll|i\s+will|we\s+will|then|also|immediately|finally)\s+)*(?P<verb>[a-z]+)")
# Words before "to" that make what follows someone else's act or the question read about ("who tried to
# delete", "whether it managed to open"), not the agent's purpose
_NOT_OWN_PURPOSE = words("how whether who what which when where why trying tries")
# Arguments that turn a read into a write: a flag or a key named for a change, set on
_WRITE_ARGUMENT = re.compile(
    r"(?i)(?:^|[\s{,(])--?(?:delete|rm|remove|purge|drop|truncate|overwrite|write|apply|update|exec|execdir|"
    r"ok|fix|prune)\b|\b(?:delete|remove|purge|drop|truncate|overwrite|apply|exec|update|fix|prune)[\"']?\s*[=:]"
    r"\s*[\"']?(?:true|yes|1|on)\b")
# A statement that changes data, which a non-pattern read (a query) would run rather than look for. In a
# call only a value that is the statement counts (`sql="DELETE FROM t"`); one quoted inside a value is a
# literal matched against (`query='{app="x"} |= "DROP TABLE"'`, `LIKE '%DELETE FROM%'`)
_STATEMENT_VALUE = r"(?:^\s*|[\w\"']\s*[=:]\s*)[\"'`]?\s*"
_WRITE_STATEMENT = (r"(?i)\b(?:delete\s+from|update\s+\w[\w.\"]*\s+set|insert\s+into|"
                    r"drop\s+(?:table|database|schema|index|view)|truncate\s+(?:table\s+)?\w|"
                    r"alter\s+table|merge\s+into)\b")
_STATEMENT_IN_PROSE = re.compile(_WRITE_STATEMENT)
_STATEMENT_AS_VALUE = re.compile(_STATEMENT_VALUE + _WRITE_STATEMENT.removeprefix("(?i)"), re.I)
# A shell command's shape after the verb (`find . -name`, `grep -r`): the shell rules judge it
_SHELL_SHAPE = re.compile(r"^\s*(?:[./~\-]|\$)")

# Rules a read's search terms can fire by their words alone; any other rule keeps its verdict
ACT_WORD_RULES = words(
    "hint.change hint.destroy hint.destroy-regenerable hint.production-destroy hint.catastrophic "
    "hint.disrupt hint.system-target hint.execute operation.unlabeled"
)


def _second_act(rest: str) -> str:
    """The first act done after the read ("and delete them", "before I delete", "then emptying", "to purge
    them"): a verb the prose vocabulary reads as anything but a read, or one of SECOND_ACTS; else ""."""
    from dongle.classify.prose import VERB_ACT, lemma

    for m in _SECOND_ACT.finditer(rest):
        if m.group("joiner") and m.group("joiner").lower() == "to":
            before = rest[: m.start()].split()
            if before and (before[-1].lower().endswith("ed") or before[-1].lower() in _NOT_OWN_PURPOSE):
                continue
        verb = m.group("verb").lower()
        act = VERB_ACT.get(lemma(verb))
        if verb in SECOND_ACTS or lemma(verb) in SECOND_ACTS or (act is not None and act is not Act.READ):
            return m.group(0)
    return ""


def read_only(text: str) -> str:
    """The reading verb or operation when the hint is one read and nothing else, or "".

    `kubectl.logs namespace=prod grep="DELETE"` -> "logs"; "Look up in CloudTrail who deleted the IAM
    user" -> "look up"; "search the logs and delete the matches", `find . -name x -delete`,
    `db.query sql="DELETE FROM t"`, "get the prod DB password" -> ""."""
    call = _CALL_READ.match(text)
    prose = _PROSE_READ.match(text)
    if call is not None and call.group("op").split("_")[0].lower() in READ_OPS:
        verb, rest = call.group("op"), call.group("rest")
        patterns = call.group("op").split("_")[0].lower() in PATTERN_OPS
        statement = _STATEMENT_AS_VALUE
    elif prose is not None and not _SHELL_SHAPE.match(prose.group("rest")):
        verb, rest = " ".join(prose.group("verb").split()), prose.group("rest")
        patterns = bool(_PATTERN_VERBS.match(verb))
        statement = _STATEMENT_IN_PROSE
    else:
        return ""
    if (_WRITE_ARGUMENT.search(rest) or SECRET_WORDS.search(rest) or _second_act(rest)
            or (not patterns and statement.search(rest))):
        return ""
    return verb


def only_read(text: str, judged: Assessment) -> Assessment:
    """The verdict lowered to go when the hint only reads and every rule behind it is an act rule its
    search terms fired by their words; otherwise the verdict unchanged (fail closed: anything else keeps)."""
    if judged.danger_level is DangerLevel.SAFE or not judged.rules or not set(judged.rules) <= ACT_WORD_RULES:
        return judged
    verb = read_only(text)
    if not verb:
        return judged
    why = (f"'{verb}': only reads; the destructive words are what it looks for or the topic of what is read, "
           "not an act")
    return assess(DangerLevel.SAFE, kind=judged.kind, subject=judged.subject, factors=(why,),
                  rules=("hint.read",))
