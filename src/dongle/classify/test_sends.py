"""A test send: a message or campaign sent as a proof to the few test addresses it names.

Mail and marketing tools send a draft to a handful of test addresses before the real send
(`campaigns.send_test` with its `test_emails`, "a test send", "the test email", "a test of the summer
newsletter", a seed list kept for such proofs). The proof reaches those addresses and nobody in the
campaign's audience: no customer is spoken to, and nothing sent there needs recalling. Measured over the
stored sets (session 26): of the 33 hints this reads as a proof, 30 are labelled go, two go-or-pause, and one
pause (the suite's "'test please ignore' message to the QA seed list", whose own test allows a go); the rules
as first seen paused 11 of the go-labelled ones, in ten writers' sets, and the rules of today still paused
proofs in DF, DG and DH, never trained on.

It is a proof only when nothing beside it names a real audience (a segment, subscribers, customers, every
contact, a list of leads), someone outside (a vendor, a client, the press) or a personal mailbox (a proof
of unreleased work sent home leaves the company), and when at most a few addresses are named: a "test" to
hundreds of people is a send. What the proof carries is judged apart: a secret or a customer export in it
keeps its own finding (hint._CARRIES, the secret families), and production named keeps the verdict.
"""

from __future__ import annotations

from dongle.classify.prose import PERSONAL_DESTINATIONS
from dongle.lazy_regex import lazy_compile

# the act named as a proof: the tool's operation, its argument, or the writer's words for it
_PROOF = lazy_compile(
    r"(?i)\bsend[_-]?test(?:[_-]e?mails?)?\b|\btest[_-]e?mails\b"
    r"|\btest\s+(?:send|e-?mail|message|copy)\b"
    r"|\ba\s+test\s+of\s+(?:the\s+|our\s+|this\s+)?(?:[\w'-]+\s+){0,3}?(?:newsletter|campaign|e-?mail|message"
    r"|announcement|broadcast|sequence)\b"
    r"|\b(?:test\s+)?seed\s+(?:list|addresses|inbox(?:es)?|contacts)\b")
# a real audience, someone outside, or a personal mailbox named beside the proof
_REAL_AUDIENCE = lazy_compile(
    r"(?i)\b(?:every|all|each|everyone|anyone|customers?|subscribers?|users|segments?|audiences?|leads"
    r"|prospects|members|public|external|outside|vendors?|clients?|partners?|press|journalists?|competitors?"
    r"|not\s+a\s+test)\b")
_ADDRESS = lazy_compile(r"[\w.+-]+@([\w-]+)(?:\.[\w-]+)+")
FEW_ADDRESSES = 5  # a proof goes to a handful of inboxes; Mailchimp and Klaviyo cap test sends near this
# where a hint's first clause ends: a proof or a rehearsal named after it ("Posting the revenue numbers to the
# forum, after a test send"; "Running the payroll for Friday; the preview looked fine") is a step beside the
# act, not the act, and says nothing of what the act itself reaches or moves
_CLAUSE_BREAK = lazy_compile(r"[,;:!?()]|\.(?=\s)|\s-\s"
                             r"|\b(?:after|then|once|before|and|but|also|plus|with)\b")


def opens_the_hint(text: str, start: int) -> bool:
    """Whether the words at `start` belong to the hint's first clause: the act it names."""
    return _CLAUSE_BREAK.search(text, 0, start) is None


def proof_sent(text: str) -> str:
    """The words that make the hint's send a proof to a few test addresses ("" when it is not one, or a real
    audience, an outsider, a personal mailbox or more than FEW_ADDRESSES addresses is named beside it)."""
    proof = _PROOF.search(text)
    if proof is None or _REAL_AUDIENCE.search(text) or not opens_the_hint(text, proof.start()):
        return ""
    domains = [d.lower() for d in _ADDRESS.findall(text)]
    if len(domains) > FEW_ADDRESSES or any(d in PERSONAL_DESTINATIONS for d in domains):
        return ""
    if any(w in PERSONAL_DESTINATIONS for w in text.lower().split()):
        return ""
    return proof.group(0)
