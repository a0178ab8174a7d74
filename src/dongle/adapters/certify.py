"""Certification: an Ed25519 signature by a configured authority over the canonical adapter.

The signed message is the canonical JSON of the adapter's identity, its content fingerprint (every
key but `trust`, plus the Markdown body) and the certificate's own terms, so a signature covers one
exact adapter for one period and scope, and cannot be moved to another file or stretched in time.

Authority keys are configured by the operator in a YAML or JSON file mapping authority names to raw
32-byte Ed25519 public keys in base64 (`authorities: {"GitHub, Inc.": "base64…"}`).
"""

from __future__ import annotations

import base64
import binascii
import json
from pathlib import Path
from typing import Any

from dongle.adapters.model import Adapter, load_adapter
from dongle.adapters.trust import TrustChange, TrustChangeError, change_trust, effective_trust
from dongle.levels import TrustLevel
from dongle.store.base import Store

TERMS = ("authority", "certificate_id", "issued_at", "expires_at", "scope")


class CertificationError(TrustChangeError):
    """The certificate or its signature does not check out."""


def signed_message(adapter: Adapter) -> bytes:
    cert = adapter.trust.raw.get("certification")
    if not isinstance(cert, dict):
        raise CertificationError(
            "the trust block has no certification (authority, certificate_id, expires_at…)"
        )
    missing = [k for k in ("authority", "certificate_id", "expires_at") if not cert.get(k)]
    if missing:
        raise CertificationError(f"the certification lacks {', '.join(missing)}")
    payload = {
        "adapter": adapter.name,
        "version": adapter.version,
        "fingerprint": adapter.fingerprint(),
        "certification": {k: cert.get(k) for k in TERMS},
    }
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), default=str).encode()


def load_authorities(path: str | Path) -> dict[str, bytes]:
    import yaml

    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise CertificationError(f"{path}: cannot read the authority keys ({type(exc).__name__})") from None
    if isinstance(data, dict) and "authorities" in data:
        data = data["authorities"]
    if not isinstance(data, dict):
        raise CertificationError(f"{path}: expected a mapping of authority name to base64 public key")
    keys = {}
    for name, value in data.items():
        try:
            raw = base64.b64decode(str(value), validate=True)
        except (binascii.Error, ValueError):
            raise CertificationError(f"{path}: key of {name!r} is not base64") from None
        if len(raw) != 32:
            raise CertificationError(f"{path}: key of {name!r} is not a 32-byte Ed25519 public key")
        keys[str(name)] = raw
    return keys


def verify(adapter: Adapter, signature_b64: str, authorities: dict[str, bytes]) -> None:
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    message = signed_message(adapter)
    authority = str(adapter.trust.raw["certification"]["authority"])
    key = authorities.get(authority)
    if key is None:
        raise CertificationError(f"authority {authority!r} is not among the configured authority keys")
    try:
        signature = base64.b64decode(signature_b64, validate=True)
        Ed25519PublicKey.from_public_bytes(key).verify(signature, message)
    except (binascii.Error, ValueError, InvalidSignature):
        raise CertificationError(f"the signature does not verify with the key of {authority!r}") from None


def certify(
    path: str | Path, signature_b64: str, authorities: dict[str, bytes], *, by: str, store: Store
) -> TrustChange:
    """Verify, then promote community_reviewed -> certified with the signature kept in the file."""
    adapter = load_adapter(path)
    current = effective_trust(store, adapter)
    if current != TrustLevel.COMMUNITY_REVIEWED:
        raise CertificationError(
            f"only community_reviewed adapters are certified; {adapter.name!r} is {current.label}"
        )
    verify(adapter, signature_b64, authorities)
    cert: dict[str, Any] = {**adapter.trust.raw["certification"], "signature": signature_b64}
    return change_trust(
        path,
        TrustLevel.CERTIFIED,
        by=by,
        reason=f"signature of {cert['authority']} verified (certificate {cert['certificate_id']})",
        store=store,
        extra={"certification": cert},
        signature_verified=True,
    )
