"""A rule that watches for an act, or refuses it, names the act as what it looks for: adding the rule does
not do the act.

"Adding a Falco rule that alerts when a container runs chmod -R 777 /", "Adding a CloudWatch alarm on
CloudTrail StopLogging and DeleteTrail API calls", "Add a hadolint rule to CI that rejects `chmod 777` in
Dockerfiles", "Adding a detection rule for `bash -i >& /dev/tcp/` reverse shells to rules/shells.yml".
The act named (a world-writable chmod, a trail stopped, a reverse shell) is the pattern the new rule
matches; the agent's act is writing a detector, an alarm or a lint check, which takes nothing from anyone
and is removed as easily. The rubric's harm lies in doing the act, and here nothing does it.

The whole hint must be that one addition, so the reading never lowers an act beside it:
- the rule is a detector, alarm, alert, monitor, lint, check or signature by its name, or any other rule
  said to watch ("a Falco rule that alerts when"); what it does when it matches is to watch: alert,
  fire, flag, warn, page, notify, detect, catch, fail a build, reject (a lint's reject fails a build; it
  blocks nobody's access);
- nothing follows the place the rule is added to (a second clause, "and running it to test", a shell
  operator outside quotes);
- no loosening word in plain prose (an exception, an allow rule, exempt, disable, silence, mute, skip,
  ignore, suppress, delete): a rule that lets an act through or turns a detector off is not a watch, and
  one said after the rule is a second act; the act watched for may be named by its API or program name
  (`StopLogging`, `DeleteTrail`, a quoted command);
- no receiver outside the organisation (a rule that forwards or copies there sends);
- no network or access control (a firewall, a WAF, a deny list, a security group, an IP or CIDR): a rule
  there that blocks cuts off whoever it matches (hint.py's guard reading keeps those judged too).
"""

from __future__ import annotations

import re

from dongle.classify.boundary_vetoes import outside_boundary
from dongle.lazy_regex import lazy_compile

# The opening: an addition of a watching rule, then what it watches for. A detector by its noun (a detection,
# an alert, an alarm, a monitor, a lint rule, a signature, a check) may say "for"/"on" what it watches; any
# other rule must say it watches ("a Falco rule that alerts when", "a hadolint rule to CI that rejects"):
# a forwarding, sudoers or lifecycle rule "for"/"on" something acts on it
_LEAD = (r"^\s*(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|going\s+to|now)\s+)?"
         r"(?:add|append|creat|writ|introduc|set\w*\s+up|defin)\w*\s+(?:(?:a|an|one|another|new|the)\s+)*"
         r"(?:[\w.-]+\s+){0,3}?")
_PLACE_FIRST = r"(?:(?:to|in|into)\s+(?:the\s+|our\s+)?[\w./-]+\s+)?"  # "to CI that rejects"
_WATCHES = (r"(?:that|which)\s+(?:alerts|fires|flags|warns|pages|notifies|detects|catches|fails|rejects"
            r"|reports)\b")
_ADDED_WATCH = lazy_compile(
    _LEAD + r"(?:(?:detections?|detection\s+rules?|alerts?|alert(?:ing)?\s+rules?|alarms?|monitors?"
    r"|lint(?:er)?\s+rules?|signatures?|checks?)\s+" + _PLACE_FIRST
    + r"(?P<what>(?:for|on|against|matching|catching|covering)\b|" + _WATCHES + r")"
    r"|[\w-]+\s+rules?\s+" + _PLACE_FIRST + r"(?P<said>" + _WATCHES + r"))",
    re.I)
_LOOSENING = lazy_compile(
    r"(?i)\b(?:exception\w*|allow\w*|permit\w*|exempt\w*|whitelist\w*|disabl\w*|silenc\w*|mut(?:e|es|ed|ing)"
    r"|skip\w*|ignor\w*|suppress\w*|bypass\w*|turn\w*\s+off|remov\w*|delet\w*|unless|except)\b")
# Every boundary class but the receiver outside: a watch may be about production, secrets or backups
_NOT_RECEIVERS = frozenset({"production", "a whole population", "money that moves", "secrets or access",
                            "a loss with no copy", "a whole store others work in",
                            "the records oversight relies on"})
# Names of calls and identifiers (CamelCase, snake_case, dotted, pathed): what a rule matches, not prose
_NAMES = lazy_compile(r"\b[a-z]*[A-Z]\w*[A-Z]\w*\b|\S*[_.:/]\S*")
_ACCESS_CONTROL = lazy_compile(
    r"(?i)\b(?:firewall|waf|acl|iptables|nftables|ufw|security[\s-]+groups?|deny[\s-]?list|block[\s-]?list"
    r"|allow[\s-]?list|ip|ips|cidr|ingress|egress|inbound|outbound|traffic|network\s+polic\w*|access)\b")
# A second act after the rule: "then", a sentence or clause break, a shell operator, or a verb joined by "and"
# or a comma ("and running it", ", deploying", "and push it")
_SECOND_ACT = lazy_compile(
    r"(?i)\bthen\b|[;!?]|\.\s+\S|\s(?:&&|\|\|)\s|(?:\band|,)\s+(?:also\s+)?[a-z]+ing\b"
    r"|\band\s+(?:push|run|deploy|apply|delete|remove|execute|disable|enable|merge|send|drop|kill|stop|wipe"
    r"|restart|rotate|grant|revoke|upload|post|publish|trigger)\b")


def watch_added(text: str) -> tuple[str, str] | None:
    """The whole hint as a watching rule added ("" done), or None (see the module)."""
    m = _ADDED_WATCH.match(text)
    if m is None:
        return None
    if outside_boundary(text, skip=_NOT_RECEIVERS):
        return None  # "so a copy of every invoice goes to an outside address": the rule sends
    unquoted = re.sub(r"`[^`]*`", " ", text)
    # what the rule watches for may name a loosening act by its API or program name ("StopLogging and
    # DeleteTrail API calls", `chmod 777`); a loosening word in plain prose is the rule's or a second act's
    if _LOOSENING.search(_NAMES.sub(" ", unquoted)) or _ACCESS_CONTROL.search(unquoted):
        return None
    # what the rule watches for may be any words, quoted or not; a second act after it may not
    if _SECOND_ACT.search(unquoted, m.end()):
        return None
    return text, ""
