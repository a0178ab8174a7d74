"""The name a tag or label is given is a word put on things, not an act done to them.

"Tagging the tickets that mention 'x' with refund-delay", "labelling the PRs as needs-rebase": what
follows the tag verb's "with" or "as" is the label's name. A name spelled like an act ("refund-delay",
"delete-candidate") refunds and deletes nothing; read bare after a relative clause, the prose judge would
take its first word for a verb. The name, one word or joined by hyphens, dots or underscores, is quoted
so it is read as the text it is. Only a name right after a tag or label verb's object is quoted, in the
same clause: "tagging the release and refunding the order" keeps its second act. A one-word state
("tagging 500 contacts as unsubscribed") is left as written: a label that is a status changes what the
system does with them.
"""

from __future__ import annotations

import re

# tag/label verb, its object up to the clause's end, then "with"/"as" and one name
_LABELLED = re.compile(
    r"(?i)\b(?P<verb>(?:bulk[- ])?(?:re-?)?(?:tag|label)(?:s|ged|ging|led|ling|ed|ing)?)\b"
    r"(?P<object>[^.;,`]{1,120}?)\b(?P<prep>with|as)\s+(?:the\s+)?(?:(?:tag|label)\s+)?"
    r"(?P<name>[\w]+(?:[-._:/][\w]+)*)(?=\s*(?:[.,;:)!?]|$|\s+(?:tag|label)\b)|\s+(?:and|so|to|for)\b)")


# A one-word name that is a state ("as unsubscribed", "as paid"): systems act on the label, it is the change
_STATE = re.compile(r"(?i)[a-z]+ed")


def quote_label_names(text: str) -> str:
    """The text with each tag or label name quoted, so the name's words are read as a name."""
    def quoted(m: re.Match[str]) -> str:
        name = m.group("name")
        if _STATE.fullmatch(name):
            return m.group(0)
        return m.group(0)[: m.start("name") - m.start()] + f"'{name}'"
    return _LABELLED.sub(quoted, text)
