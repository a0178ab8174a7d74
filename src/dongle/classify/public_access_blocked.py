"""A storage account's public access BLOCKED: the call's name says "public", its effect shuts public out.

`s3.put_public_access_block` (and the console's "Block all public access") with its Block* flags true
makes a bucket refuse every public ACL and policy: nothing becomes readable by anyone who could not read
it before, and what was public stops being so. The words "public" and "payroll" or "customer exports"
beside it read like a dataset published; the act is the opposite. It goes (the rubric's "easily undone":
the flags are set back).

Examples read as public access blocked:
  "calling s3.put_public_access_block on acme-payroll with all four flags true"
  "Turning on Block all public access for the customer-exports bucket"

Not this: any flag set false or the block deleted ("delete_public_access_block", "BlockPublicPolicy
false"): public access is let back in, and the data rules judge what it exposes.
"""

from __future__ import annotations

from dongle.classify.said_unless import said_unless
from dongle.lazy_regex import lazy_compile

# The block put on, its flags true
_BLOCKED = lazy_compile(
    r"(?i)\bput_?public_?access_?block\b[^.;]{0,80}?\b(?:all\s+(?:four\s+)?(?:block\w*\s+)?flags?\s+(?:set\s+)?true"
    r"|flags?\s+(?:all\s+)?true)\b"
    r"|\b(?:turn\w*\s+on|enabl\w*|switch\w*\s+on)\s+(?:the\s+)?block\s+all\s+public\s+access\b")
# A flag off, or the block removed
_OPENED = lazy_compile(
    r"(?i)\bfalse\b|\bdelete_?public_?access_?block\b|\b(?:turn\w*|switch\w*)\s+off\b|\bdisabl\w*|\bremov\w*"
    r"|\bpublic[- ]read\b|\bprincipal\b|\banyone\b|\ballusers\b|\bshar\w*")


def public_access_blocked(text: str) -> str:
    """The words of a public access block switched on with every flag true, or ""."""
    return said_unless(text, _OPENED, _BLOCKED)
