"""Certification: an Ed25519 signature by a configured authority, bound to the exact adapter and terms."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from dongle.adapters.certify import CertificationError, certify, load_authorities, signed_message
from dongle.adapters.model import load_adapter
from dongle.adapters.trust import change_trust, effective_trust
from dongle.levels import TrustLevel
from dongle.store import open_store

ADAPTER = """---
name: notes
type: adapter
version: 1.0.0
description: Notes API
target:
  type: http
  base_url: http://127.0.0.1:9
operations:
  read:
    - name: list_notes
      maps_to: "GET /notes"
trust:
  level: untested
  certification:
    authority: Notes Inc.
    certificate_id: N-1
    issued_at: "2026-01-01T00:00:00Z"
    expires_at: "2030-01-01T00:00:00Z"
    scope: [all_operations]
---
"""


@pytest.fixture
def reviewed(tmp_path: Path):
    path = tmp_path / "notes.md"
    path.write_text(ADAPTER)
    store = open_store(tmp_path / "state.db")
    for level in (TrustLevel.GENERATED, TrustLevel.VALIDATED, TrustLevel.COMMUNITY_REVIEWED):
        change_trust(path, level, by="operator:alice", reason="step", store=store)
    key = Ed25519PrivateKey.generate()
    keys_file = tmp_path / "authorities.yaml"
    public = base64.b64encode(key.public_key().public_bytes_raw()).decode()
    keys_file.write_text(f'authorities:\n  "Notes Inc.": "{public}"\n')
    yield path, store, key, load_authorities(keys_file)
    store.close()


def sign(key: Ed25519PrivateKey, path: Path) -> str:
    return base64.b64encode(key.sign(signed_message(load_adapter(path)))).decode()


def test_a_valid_signature_certifies_and_is_kept(reviewed):
    path, store, key, authorities = reviewed
    change = certify(path, sign(key, path), authorities, by="operator:alice", store=store)
    adapter = load_adapter(path)
    assert change.to_level is TrustLevel.CERTIFIED
    assert effective_trust(store, adapter, now=1_800_000_000) is TrustLevel.CERTIFIED
    assert adapter.trust.raw["certification"]["signature"]
    assert effective_trust(store, adapter, now=1_900_000_000) is TrustLevel.COMMUNITY_REVIEWED  # expired


def test_wrong_key_other_content_and_unknown_authority_are_refused(reviewed):
    path, store, key, authorities = reviewed
    stranger = Ed25519PrivateKey.generate()
    with pytest.raises(CertificationError, match="does not verify"):
        certify(path, sign(stranger, path), authorities, by="operator:alice", store=store)
    with pytest.raises(CertificationError, match="not among"):
        certify(path, sign(key, path), {"Someone Else": b"\0" * 32}, by="operator:alice", store=store)
    signature = sign(key, path)
    path.write_text(path.read_text().replace("2030-01-01", "2099-01-01"))  # stretch the terms
    with pytest.raises(CertificationError, match="does not verify"):
        certify(path, signature, authorities, by="operator:alice", store=store)
    assert effective_trust(store, load_adapter(path)) is TrustLevel.COMMUNITY_REVIEWED


def test_a_hand_extended_expiry_does_not_extend_the_certificate(reviewed):
    path, store, key, authorities = reviewed
    certify(path, sign(key, path), authorities, by="operator:alice", store=store)
    path.write_text(path.read_text().replace("2030-01-01", "2099-01-01"))
    assert effective_trust(store, load_adapter(path), now=1_900_000_000) is TrustLevel.COMMUNITY_REVIEWED


def test_bad_authority_files(tmp_path):
    bad = tmp_path / "a.yaml"
    bad.write_text('authorities:\n  X: "not-base64!"\n')
    with pytest.raises(CertificationError, match="base64"):
        load_authorities(bad)
    bad.write_text('authorities:\n  X: "AAAA"\n')
    with pytest.raises(CertificationError, match="32-byte"):
        load_authorities(bad)
