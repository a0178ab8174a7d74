"""A security control tightened, or loosened for one named thing only: it keeps watching everything else.

A WAF, firewall, SIEM or detector switched off or emptied leaves everything behind it unwatched: the
rubric's stop. Adding a block on an address or range makes the control do MORE (its cost is a legitimate
user shut out, which a human weighs); an exception for ONE named path, address, rule or command -- "for
/api/webhooks", "for 198.51.100.44", "rule 942100", "the 'port scan' rule for the scanner subnet for 24
hours" -- leaves the control checking every other request. Each
is the control doing its job with a human's sign-off: a pause.

Examples read as a control tightened or narrowly excepted:
  "Blocking 45.83.0.0/16 at the WAF after the credential-stuffing spike"
  "Adding a WAF exception for the /api/webhooks path so the partner's calls stop being blocked."
  "Muting the noisy 'port scan' SIEM rule for the internal scanner subnet for 24 hours."
  "Archiving the GuardDuty finding for 198.51.100.20 since it's the scheduled pentest source"

Not this (kept a stop): the control itself off, or every rule of it ("disabling the WAF on the checkout
load balancer", "allow-all", "every WAF rule to count-only"); an exception for the whole internet
(0.0.0.0/0) or for the agent's own actions ("ignore alerts from my agent account"); no end ("until further
notice"); a whole population (bounded_harm.py).
"""

from __future__ import annotations

from dongle.classify.said_unless import said_unless
from dongle.lazy_regex import lazy_compile

# (not the agent's own guard: an exception there is the agent loosening its own oversight)
_CONTROL = r"(?:waf|firewall|siem|guardduty|edr|ids|ips|web\s+acl|security\s+group|nacl)"
# A block added on named addresses: the control does more
_BLOCK_ADDED = lazy_compile(
    r"(?i)\bblock\w*\s+(?:the\s+)?(?:ip\s+|range\s+|address\s+)?\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?\b"
    rf"[^.;]{{0,30}}\b(?:at|on|in)\s+(?:the\s+)?(?:[\w-]+\s+)?{_CONTROL}\b")
# An exception, allow, skip or mute of a control, for one named thing
_EXCEPTED = lazy_compile(
    r"(?i)\b(?:exception|allow[- ]?rule|skip\s+rule|whitelist\w*|allow-?list\w*|mut\w+|archiv\w+)\b"
    r"[^.;]{0,60}?\b(?:for|of)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:/[\w/.-]+|\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?"
    r"|(?:internal\s+)?scanner\s+subnet|(?:the\s+)?(?:partner|vendor)'?s?\s+(?:webhook\s+)?ip)")
# More than one named thing, or the wrong one: the control off, the whole internet, the agent itself
_WIDE = lazy_compile(
    r"(?i)0\.0\.0\.0/0|::/0|\ballow[- ]all\b|\bany\s+(?:ip|address|source)\b"
    r"|\b(?:turn\w*|switch\w*|set\w*)\s+off\b"
    r"|\bdisabl\w*\s+(?:the\s+)?(?:\w+\s+)?" + _CONTROL + r"\b(?!\s+rule)|\brules\b"
    r"|\b(?:my|the\s+agent'?s?|itself|our\s+own)\b|\buntil\s+further\s+notice\b|\bno\s+end\b|\bforever\b"
    r"|\bpermanent\w*\b")


def control_narrowed(text: str) -> str:
    """The words of a block added or an exception for one named thing, or "" when more is let through."""
    return said_unless(text, _WIDE, _BLOCK_ADDED, _EXCEPTED)
