"""What the organisation says in public: a routine post is a pause, a harmful one a stop.

A post from the company's account (a tweet, a company blog or forum post, a status-page incident) is read
by customers, the press and the market as the company speaking, at once and for good: a human confirms it
(a pause), however routine its words. The wording model does not raise such a post to a stop for the
words of its announcement (hint_wording._publication); what decides a stop is what the post carries:

- figures or deals not yet made public (results before their release, an acquisition before it is
  announced, a missed guidance): material non-public information, published by the company itself;
- people's private details (a person's address, e-mail or health, a customer's account details): a
  disclosure nobody can take back;
- how to get around a security control before it is fixed (an unpatched bypass, a working exploit);
- an accusation against a named company or person (fraud, a scam, lying): defamation in the company's
  name.

The post's content is read from the call's text arguments (`text`, `body`, `raw`, `title`) or, in words,
from the sentence that publishes it. A draft or a scheduled post left for review is the other readers'.
"""

from __future__ import annotations

from collections.abc import Iterable

from dongle.classify.considered import first_done
from dongle.classify.extract import ToolCall
from dongle.classify.operation import name_words
from dongle.classify.prose import Finding
from dongle.lazy_regex import any_of, lazy_compile
from dongle.levels import DangerLevel as L

# Services whose posts the public reads as the company's, and the verbs that post.
_PUBLIC_SERVICES = frozenset({"twitter", "x", "tweet", "linkedin", "facebook", "instagram", "mastodon",
                              "threads", "bluesky", "reddit", "discourse", "statuspage", "status", "blog",
                              "wordpress", "ghost", "medium", "youtube", "tiktok"})
_POSTING = frozenset({"create", "post", "publish", "tweet", "send", "share", "update", "submit"})
_POSTS = frozenset({"post", "posts", "tweet", "tweets", "status", "incident", "update", "article", "story",
                    "comment", "reply", "thread", "topic", "page", "message"})
_CONTENT_KEYS = frozenset({"text", "body", "raw", "content", "message", "title", "status", "name", "caption",
                           "description", "html", "markdown"})
_PLACE_ONLY = lazy_compile(r"(?i)^(?:page|status)$")

# What a post must not carry (see the module docstring), one class each.
HARMFUL_CONTENT = {
    "undisclosed figures or deals": any_of(
        r"\b(?:preliminary|unreleased|unannounced|undisclosed|non-public)\s+(?:q[1-4]\s+)?"
        r"(?:numbers|figures|results|revenue|earnings|financials|guidance)\b",
        r"\bmissed\s+(?:our\s+)?guidance\b",
        r"\b(?:revenue|earnings|sales|arr|profit|bookings)\b[^.;]{0,60}?\b(?:grew|fell|rose|dropped|up|down)\b"
        r"[^.;]{0,40}?\d+\s?%[^.;]{0,80}?\bbefore\b[^.;]{0,40}?\b(?:release|announce\w*|report\w*|filing|call)\b",
        r"\b(?:acquir\w+|merg\w+|layoffs?|lay(?:ing)?\s+off)\b[^.;]{0,80}?\bbefore\b[^.;]{0,40}?"
        r"\b(?:announc\w+|public|made\s+public|closes?|signed)\b",
        r"\bbefore\s+(?:the\s+)?(?:deal|results|numbers|earnings)\s+(?:has|have|is|are)\s+(?:been\s+)?"
        r"(?:announced|released|public)\b"),
    "people's private details": any_of(
        r"\b\d{1,5}\s+[A-Z][a-z]+\s+(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Lane|Ln|Dr|Drive|Way|Court|Ct)\b",
        r"\b(?:history\s+of|diagnos\w+\s+with|suffers\s+from)\s+(?:mental\s+illness|depression|cancer|hiv"
        r"|addiction|\w+\s+disorder)\b",
        r"\b(?:accounts?|emails?|passwords?|details|data)\b[^.;]{0,40}?\bwere\s+(?:exposed|leaked|compromised)\b",
        r"\b(?:her|his|their)\s+(?:account\s+)?(?:e-?mail|address|phone(?:\s+number)?)\s+is\b"),
    "a way around a security control": any_of(
        r"\bunpatched\b", r"\buntil\s+we\s+(?:patch|fix)\b",
        r"\b(?:before|until)\s+(?:it\s+is|it's|we've|we\s+have|they\s+are)\s+(?:patched|fixed)\b",
        r"\bnot\s+yet\s+(?:patched|fixed)\b",
        r"\bworking\s+exploit\b", r"\bproof[- ]of[- ]concept\s+exploit\b"),
    "an accusation against a named party": any_of(
        r"\b(?:is|are)\s+a\s+(?:scam|fraud|ponzi)\b", r"\bfalsif(?:y|ies|ied)\b", r"\bfired\s+for\s+fraud\b",
        r"\bstop\s+lying\b", r"\b(?:is|are)\s+(?:lying|liars?|crooks?|criminals?)\b",
        r"\bwhy\s+\S+\s+is\s+a\s+scam\b"),
}
# Publishing in words, as the company: a tweet, a post on its blog or status page, a reply to the press.
_PUBLISHES = any_of(
    r"\btweet(?:s|ing)?\b", r"\bpost(?:s|ing)?\s+(?:on|to)\s+(?:the\s+|our\s+)?(?:company\s+|official\s+)?"
    r"(?:blog|twitter|x|linkedin|status\s+page|forum|reddit|facebook|community)\b",
    r"\bpublish(?:es|ing)?\b", r"\brepl(?:y|ying|ies)\s+to\s+(?:the\s+|a\s+)?(?:journalist|reporter|press"
    r"|media)\b", r"\b(?:telling|tell)\s+(?:the\s+|a\s+)?(?:journalist|reporter|press)\b",
    r"\bannounc(?:e|es|ing)\s+(?:publicly|on)\b")


def harmful_content(text: str) -> str:
    """Which kind of harmful content `text` carries and the words that say it, or ""."""
    for kind, pattern in HARMFUL_CONTENT.items():
        found = pattern.search(text)
        if found:
            return f"{kind}: '{found.group(0)}'"
    return ""


def public_post(call: ToolCall) -> tuple[L, str]:
    """A pause for a post the company publishes through a call, a stop when it carries harmful content;
    (SAFE, "") when the call posts nothing public."""
    names = set(name_words(call.tool)) | set(name_words(call.server or ""))
    service = names & _PUBLIC_SERVICES
    if not service or not names & _POSTING or not (names & _POSTS or "tweet" in names) or names == {"status"}:
        return L.SAFE, ""
    if service <= {"status"} and "page" not in names and "statuspage" not in names:
        return L.SAFE, ""
    texts = [str(v) for k, v in call.arguments.items() if str(k).lower() in _CONTENT_KEYS
             and isinstance(v, str) and not _PLACE_ONLY.match(v)]
    harm = harmful_content(" ".join(texts))
    if harm:
        return L.FORBIDDEN, (f"publishes, as the company, {harm}: read at once by everyone, and not taken "
                             f"back")
    return L.DESTRUCTIVE, "posts in public as the company: customers and the press read it as its word"


def harmful_post_in_words(text: str) -> Iterable[Finding]:
    """A stop for the first acted sentence (considered.py drops drafts, questions, refusals) that publishes,
    as the company, content of a harmful kind (module docstring)."""
    found = first_done(text, _harmful_post)
    if found:
        yield Finding(L.FORBIDDEN, found, "hint.harmful-post", True)


def _harmful_post(sentence: str) -> str:
    if not _PUBLISHES.search(sentence):
        return ""
    harm = harmful_content(sentence)
    return f"publishes, as the company, {harm}: read at once by everyone, and not taken back" if harm else ""
