"""Acts a hint leaves to someone else: "a draft for the on-call lead to review and send".

What follows "for <a person> to" is that person's act, done when they choose to; the agent's own act is
what comes before (drafting, writing, preparing). The person's verbs are taken out of the hint so the
prose judge does not read them as the agent's; an act the agent itself does after them ("…, then
sending it to the customer list") stays.
"""

from __future__ import annotations

import re

# Who may take over an act: people in the team, named by their role (shared with the readers of acts
# asked of a human and of acts the agent only hands over)
PEOPLE = (r"(?:leads?|reviewers?|managers?|owners?|maintainers?|user|users|human|humans|operators?|teams?|"
          r"teammates?|colleagues?|approvers?|on-?call(?:\s+engineers?)?|engineers?|analysts?|admins?|"
          r"editors?|author|release\s+manager|officers?|supervisors?|you)")
_DETERMINER = r"(?:the|a|an|our|my|your|their|his|her)\s+"
_ACT = r"(?![a-z]+ing\b)[a-z]+"  # a bare infinitive ("send"), not the agent's own -ing act ("sending")
_FOR_ANOTHER_TO = re.compile(
    rf"\bfor\s+(?:{_DETERMINER})?(?:[\w-]+\s+){{0,2}}?{PEOPLE}\s+to\s+"
    rf"{_ACT}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|then)\s+){_ACT})*\b",
    re.I,
)


def left_to_others(text: str) -> str:
    """The hint without "for the lead to review and send": what the person does is theirs, and who they
    are says nothing about the agent's act; everything the agent does stays in the text."""
    return _FOR_ANOTHER_TO.sub("", text)
