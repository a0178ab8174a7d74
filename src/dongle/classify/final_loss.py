"""A loss the hint itself says is final, on something others rely on: a stop, whichever clause says it.

"Resetting the production feature store; there's no snapshot", "Expiring every object version in the raw
zone; the raw events can't be re-collected", "Recreating the production indices; existing documents won't
carry over": the writer names the act in one clause and its finality in the next. Each clause alone is a
pause (a reset on production, a remark about a snapshot); together they say what the rubric stops outright:
production data, or every record of a kind, gone with nothing to bring it back. The clause reader and the
one-sentence frames never join them, so this reader looks over the whole hint: an act that empties, resets,
rebuilds or expires a store, done in a sentence that names a shared scope (production, every record, the
organisation's records, the shared remote), and anywhere in the hint a statement that what it held has no
other copy or will not come back.

What keeps it a pause: a non-production or scratch place, or a narrowing filter, in the act's sentence
("the staging feature store"), and any scope narrower than shared ("the only copy of the contracts in
./legal" is one folder of one project: a human decides). A statement that a copy exists ("it's rebuilt
nightly from raw") says the loss is not final, and names none of the words here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from dongle.classify.considered import acted_sentences
from dongle.classify.prose import Finding
from dongle.lazy_regex import LazyRegex, any_of
from dongle.levels import DangerLevel as L

_BACK = (r"(?:re-?collected|recovered|restored|rebuilt|regenerated|re-?created|replayed|re-?ingested"
         r"|re-?imported|re-?fetched|retrieved|undone|brought\s+back|got(?:ten)?\s+back|reproduced)")

FINAL_WORDS: dict[str, LazyRegex] = {
    # what was there said to have no other copy, or not to come back once the act is done
    "final_said": any_of(
        r"\b(?:can(?:not|'t|’t)|won(?:'|’)?t|will\s+not|could(?:n't|n’t|\s+not))\s+(?:ever\s+)?(?:be\s+)?"
        + _BACK + r"\b",
        r"\b(?:won(?:'|’)?t|will\s+not|do(?:n't|n’t|\s+not)|never)\s+(?:ever\s+)?(?:come\s+back|carry\s+over"
        r"|survive|be\s+coming\s+back)\b",
        r"\b(?:un|ir)recoverabl[ey]\b", r"\birretrievabl[ey]\b", r"\birreplaceable\b",
        r"\bpermanently\s+(?:lost|gone|deleted|erased|removed)\b", r"\b(?:lost|gone)\s+for\s+good\b",
        r"(?<!\bfix)(?<!\bfixed)(?<!\bfixing)\s+for\s+good\b",
        r"\bthere(?:'s|’s|\s+is)\s+no\s+(?:\w+\s+){0,2}?(?:snapshot|backup|copy|export|replica)s?\b",
        r"\bno\s+(?:other\s+)?(?:snapshot|backup|copy|export|replica)s?\s+(?:exists?|of\s+(?:it|them)"
        r"|anywhere|left|elsewhere)\b",
        r"\b(?:isn't|is\s+not|aren't|are\s+not|never\s+been|wasn't|weren't)\s+backed\s+up\b",
        # the copy that would bring it back not taken first ("no backup taken", "without taking a snapshot")
        r"\bno\s+(?:fresh\s+|new\s+)?(?:backup|snapshot|dump)s?\s+(?:taken|made|first|beforehand)\b",
        r"\bwithout\s+(?:taking\s+|making\s+)?(?:a|any)\s+(?:fresh\s+|new\s+)?(?:backup|snapshot|dump)\b",
        r"\bskip(?:ping)?\s+the\s+(?:final\s+)?(?:backup|snapshot)\b",
        r"\bthe\s+only\s+(?:remaining\s+)?(?:[\w-]+\s+){0,2}?(?:copy|copies|clone|replica)\b",
        r"\bno\s+(?:way|means)\s+(?:back|to\s+(?:recover|restore|undo|get\s+(?:it|them)\s+back))\b"),
    # an act that empties, resets, rebuilds or ages out what a store holds
    "loss_act": any_of(
        r"(?:\b|_)(?:delet\w*|purg\w*|wip(?:e|es|ed|ing)|eras\w+|destroy\w*|truncat\w+|overwrit\w+|remov\w+"
        r"|reset\w*|recreat\w+|re-creat\w+|rebuild\w*|rebuilt|reinitiali[sz]\w+|reindex\w*|expir\w+"
        r"|prun\w+|clos(?:e|es|ed|ing)|replac\w+|rewrit\w+|drop(?:s|ped|ping)?)\b",
        r"--full-refresh\b", r"--drop[\w-]*"),
    # a whole tenant of a hosted product ("the EMEA Salesforce org"): every user's records are in it
    "whole_tenant": any_of(r"\b(?:org|tenant)\b(?!\s*['’]s)(?!\s+(?:chart|admin|owner|settings?|policy)\b)"),
    # every record of a kind kept for people, as a whole
    "whole_history": any_of(r"\b(?:full|entire|whole|complete|all(?:\s+the)?)\s+(?:[\w-]+\s+){0,2}?(?:history"
                            r"|histories|archives?|records)\b"),
    # an option named for dropping what is there ("--drop-existing", "--purge-all"): the store is emptied
    # (rsync's --delete and kubectl drain's --delete-emptydir-data remove what the copy or the node no
    # longer needs, not a store's contents)
    "drop_flag": any_of(r"(?<![\w-])--(?:drop|purge|wipe|truncate|destroy)(?:-[\w-]+)?\b",
                        r"(?<![\w-])--delete-(?:all|existing|everything)\b"),
    # the record of what live infrastructure exists: without it the tool no longer knows what it manages
    "infra_state": any_of(r"\b(?:terraform|tf|opentofu|tofu|pulumi|terragrunt)\s+(?:remote\s+)?state\b",
                          r"\.tfstate\b", r"\bstate\s+(?:bucket|file|backend)s?\b"),
    # the record a host or an account keeps of who did what: the evidence an investigation reads
    "audit_record": any_of(r"\baudit[\s_-]?(?:logs?|trails?|events?|records?|history)\b",
                           r"\bauditd\s+logs?\b",
                           r"\bsecurity\s+(?:event\s+)?logs?\b", r"\bevent\s+logs?\b", r"\bcloudtrail\b",
                           r"\b(?:auth|secure)\.log\b", r"/var/log/(?:audit|secure|auth)",
                           r"\bsign-?in\s+logs?\b",
                           r"\blogin\s+(?:history|records)\b", r"\baccess\s+(?:history|records)\b",
                           r"\bactivity\s+(?:logs?|history)\b"),
    # an act that empties a record
    "erase_act": any_of(r"\b(?:clear|wip(?:e|es|ed|ing)|eras|purg|delet|truncat|shred|empt)\w*"),
}

# A shared scope: what others read or rely on, not one folder of the agent's project ("./legal"), one export
# file of records ("the only copy of the 2023 audit export") or a group's project space.
_SHARED = ("production", "every", "shared_remote", "whole_org", "whole_tenant")
_CONTAINED = ("nonprod", "disposable", "narrowed", "simulated")
# "Rebuilding the cluster from scratch": anew, not in scratch space
_ANEW = re.compile(r"(?i)\bfrom\s+scratch\b")


def final_loss_said(text: str) -> Iterable[Finding]:
    """A stop when the hint says its loss is final and a sentence that does the act names a shared scope."""
    final = FINAL_WORDS["final_said"].search(text)
    if not final:
        return
    from dongle.classify.effect_frame import read_frame  # the frame reader imports this module's words

    for sentence in acted_sentences(_ANEW.sub("anew", text)):
        frame = read_frame(sentence)
        if not frame.has("loss_act") or frame.has(*_CONTAINED) or not frame.has(*_SHARED):
            continue
        yield Finding(L.FORBIDDEN, f"{frame.words('loss_act')} … {frame.words(*_SHARED)}: the hint says what "
                      f"it held will not come back ('{final.group(0).strip()}'), on what others rely on",
                      "hint.final-loss-said", True)
        return
