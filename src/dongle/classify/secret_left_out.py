"""What is sent out, said to carry no secret: the public half of a key, or content with the secret taken out.

The secret rules stop a message that carries a secret out of the machine. When the hint says what goes is
the PUBLIC half of a key pair ("~/.ssh/id_ed25519.pub, the public half", "my public signing key" from
`gpg --armor --export`), nothing secret is in it: a public key is made to be handed out, and the act goes.
When it says the secret was taken out of what is sent ("the sanitized stack trace",
"the redacted debug log, token lines stripped", ".env.example, placeholders only"), what leaves was real,
and whether the redaction caught everything is what a human checks before it leaves (harmless_payload.py
says the same of content only "redacted"): a pause, not a stop.

Not this (kept a stop): a private key, a secret key export or a key file without .pub named beside it
("id_ed25519 and the .pub"); content called raw, full or unredacted; a real .env, not its example.
"""

from __future__ import annotations

from dongle.classify.said_unless import said_unless
from dongle.lazy_regex import lazy_compile

# The public half of a key pair, and only that
_PUBLIC_HALF = lazy_compile(
    r"(?i)[\w~/.-]*\.pub\b|\bpublic\s+(?:half|part|signing\s+key|ssh\s+key|gpg\s+key|key)\b"
    r"|\bgpg\s+--armou?r\s+--export\s")
# The secret said to be taken out of what is sent
_TAKEN_OUT = lazy_compile(
    r"(?i)\b(?:redacted|sanitized|sanitised|scrubbed|masked"
    r"|(?:token|secret|password|key)\s+lines\s+(?:stripped|removed)|placeholders?\s+only|only\s+placeholders)\b"
    r"|\.env\.(?:example|sample|template)\b")
# A secret still named beside it, or content said to be whole
_SECRET_KEPT = lazy_compile(
    r"(?i)\bprivate\b|--export-secret|\breal\b|\bnot\s+(?:masked|redacted|sanitized|sanitised|scrubbed|stripped)\b"
    r"|\bsecret\s+keys?\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)"
    r"|\b(?:un-?redacted|unsanitized|raw|full|complete|original)\b|\bas\s+well\b|\balong\s+with\b"
    r"|\.env\b(?!\.(?:example|sample|template))|\bstill\s+(?:has|in|contains)\b")


# A secret of another kind named beside the public half (a key's own name, "the deploy key's public half",
# is the key the half belongs to)
_ANOTHER_SECRET = lazy_compile(
    r"(?i)(?:\b|_)(?:password|passwd|passphrase|secret|token|credential|kubeconfig)|(?<![\w.])\.env\b")


def public_half_only(text: str) -> str:
    """The words naming the public half of a key as what is sent, or "": also "" when, the public half's
    words taken out, the hint still names a secret beside it ("id_ed25519.pub and AWS_SECRET_ACCESS_KEY")."""
    words = said_unless(text, _SECRET_KEPT, _PUBLIC_HALF)
    return "" if words and _ANOTHER_SECRET.search(_PUBLIC_HALF.sub(" ", text)) else words


def secret_taken_out(text: str) -> str:
    """The words saying the secret was taken out of what is sent, or ""."""
    return said_unless(text, _SECRET_KEPT, _TAKEN_OUT)
