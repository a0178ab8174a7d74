"""The gate in-process, with a controllable clock: expiry, cooldown, operator denial, fail-closed loading.

The backend here is a recorder (the end-to-end tests use real targets); what matters is whether the
gate let a call through, and with which parameters.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from proxy_helpers import Recorder, set_trust

from dongle.levels import TrustLevel
from dongle.proxy.gate import ProxyGate
from dongle.service import SafetyService
from dongle.store import open_store

pytestmark = pytest.mark.anyio

ADAPTER = """---
name: vault
type: adapter
version: 1.0.0
description: Secrets vault
target:
  type: http
  base_url: http://127.0.0.1:9
operations:
  read:
    - name: list_secrets
      maps_to: "GET /secrets"
  delete:
    - name: delete_secret
      maps_to: "DELETE /secrets/{name}"
      parameters:
        name: {type: string, required: true}
        api_token: {type: string}
      danger:
        level: destructive
        cooldown_seconds: 30
---
"""


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def world(tmp_path: Path):
    path = tmp_path / "vault.md"
    path.write_text(ADAPTER)
    db = tmp_path / "state.db"
    set_trust(path, db, TrustLevel.VALIDATED)
    store = open_store(db)
    clock = Clock()
    backend = Recorder()
    gate = ProxyGate(path, store, backend, clock=clock)
    service = SafetyService(store, clock=clock)
    yield path, gate, backend, clock, service
    store.close()


async def test_cooldown_then_success(world):
    _, gate, backend, clock, service = world
    token = (await gate.call("delete_secret", {"name": "k"}))["error"]["details"]["confirmation_token"]
    service.approve(token, "alice")
    clock.now += 10
    early = await gate.call("delete_secret", {"name": "k", "_confirmation": token})
    clock.now += 25
    done = await gate.call("delete_secret", {"name": "k", "_confirmation": token})
    assert (
        early["error"]["code"] == "RATE_LIMIT_EXCEEDED"
        and early["error"]["details"]["retry_after_seconds"] == 20
    )
    assert done["success"] is True
    assert backend.calls == [("delete_secret", {"name": "k"})]


async def test_expired_and_operator_denied_tokens_are_refused(world):
    _, gate, backend, clock, service = world
    token = (await gate.call("delete_secret", {"name": "a"}))["error"]["details"]["confirmation_token"]
    service.approve(token, "alice")
    clock.now += 3600
    expired = await gate.call("delete_secret", {"name": "a", "_confirmation": token})
    other = (await gate.call("delete_secret", {"name": "b"}))["error"]["details"]["confirmation_token"]
    service.deny(other, "alice", "no")
    denied = await gate.call("delete_secret", {"name": "b", "_confirmation": other})
    assert expired["error"]["code"] == "TOKEN_EXPIRED"
    assert denied["error"]["code"] == "PERMISSION_DENIED"
    assert backend.calls == []


async def test_secrets_in_parameters_are_redacted_in_the_audit(world):
    _, gate, _, _, service = world
    await gate.call("delete_secret", {"name": "k", "api_token": "hunter2"})
    entries = [e for e in service.store.iter_audit() if e.event == "ADAPTER_OPERATION"]
    assert entries and entries[-1].data["parameters"] == {"name": "k", "api_token": "[redacted]"}
    assert "hunter2" not in str([e.data for e in service.store.iter_audit()])


async def test_a_broken_adapter_file_refuses_every_call(world):
    path, gate, backend, _, _ = world
    assert (await gate.call("list_secrets", {}))["success"] is True
    path.write_text(ADAPTER.replace("type: adapter", "type: nonsense") + "\n")
    broken = await gate.call("list_secrets", {})
    assert broken["error"]["code"] == "PERMISSION_DENIED"
    assert broken["error"]["details"]["reason"] == "adapter_invalid"
    assert len(backend.calls) == 1


async def test_a_target_that_cannot_be_readied_gets_no_call(world):
    """Fail closed: any error while readying the downstream refuses the call, it never forwards."""
    _, gate, backend, _, _ = world

    async def broken_prepare():
        raise RuntimeError("socket vanished")

    backend.prepare = broken_prepare
    refused = await gate.call("list_secrets", {})
    assert refused["success"] is False and refused["error"]["code"] == "INTERNAL_ERROR"
    assert "denied" in refused["error"]["message"]
    assert backend.calls == []


async def test_parameter_validation_precedes_the_gate(world):
    _, gate, backend, _, _ = world
    missing = await gate.call("delete_secret", {})
    unknown = await gate.call("delete_secret", {"name": "k", "force": True})
    nope = await gate.call("no_such_op", {})
    assert missing["error"]["code"] == "VALIDATION_MISSING_PARAM"
    assert unknown["error"]["code"] == "VALIDATION_UNKNOWN_PARAM"
    assert nope["error"]["code"] == "NOT_FOUND_OPERATION"
    assert backend.calls == []


async def test_introspection_shows_danger_and_trust(world):
    _, gate, _, _, _ = world
    info = gate.describe()
    ops = {o["name"]: o for o in info["operations"]}
    assert info["trust"]["level"] == "validated"
    assert (
        ops["delete_secret"]["danger"]["level"] == "destructive" and ops["delete_secret"]["gate"] == "confirm"
    )
    assert ops["list_secrets"]["gate"] == "allow"


async def test_trust_policy_and_reauth_only_tighten(tmp_path):
    from dongle.adapters.policy import TrustPolicy, TrustPolicyError

    path = tmp_path / "vault.md"
    text = ADAPTER.replace("        cooldown_seconds: 30\n", "").replace(
        "  delete:\n",
        '  create:\n    - name: add_note\n      maps_to: "POST /notes"\n'
        '    - name: rotate_key\n      maps_to: "POST /rotate"\n'
        "      danger: {level: reversible, requires_reauth: true}\n  delete:\n",
    )
    path.write_text(text)
    db = tmp_path / "state.db"
    set_trust(path, db, TrustLevel.COMMUNITY_REVIEWED)
    store = open_store(db)
    backend = Recorder()
    try:
        plain = ProxyGate(path, store, backend)
        assert (await plain.call("delete_secret", {"name": "k"}))["success"] is True
        assert (await plain.call("rotate_key", {}))["error"]["code"] == "CONFIRMATION_REQUIRED"
        strict = ProxyGate(
            path,
            store,
            backend,
            policy=TrustPolicy.from_mapping(
                {
                    "trust_policy": {
                        "minimum_trust_for_deletes": "certified",
                        "require_confirmation_below": "certified",
                    }
                }
            ),
        )
        refused = await strict.call("delete_secret", {"name": "k"})
        confirm = await strict.call("add_note", {})
        read = await strict.call("list_secrets", {})
        denials = [
            e.data
            for e in store.iter_audit()
            if e.event == "ADAPTER_OPERATION"
            and e.outcome == "denied"
            and "awaiting_confirmation" not in e.data
        ]
    finally:
        store.close()
    assert [d["operation"] for d in denials] == ["delete_secret"]  # the policy refusal is audited
    assert refused["error"]["code"] == "PERMISSION_TRUST_LEVEL_INSUFFICIENT"
    assert refused["error"]["details"]["required_trust"] == "certified"
    assert confirm["error"]["code"] == "CONFIRMATION_REQUIRED"
    assert read["error"]["code"] == "CONFIRMATION_REQUIRED"  # even safe reads, below certified
    assert [name for name, _ in backend.calls] == ["delete_secret"]
    with pytest.raises(TrustPolicyError):
        TrustPolicy.from_mapping({"minimum_trust_for_writes": "trusted"})
    with pytest.raises(TrustPolicyError):
        TrustPolicy.from_mapping({"allow_everything": True})


async def test_certificate_expiry_takes_effect_mid_run(tmp_path):
    path = tmp_path / "vault.md"
    cert = '  certification: {authority: A, certificate_id: C-9, expires_at: "2027-01-15T00:00:00Z"}\n'
    text = ADAPTER.replace(
        "        level: destructive\n        cooldown_seconds: 30\n", "        level: dangerous\n"
    )
    path.write_text(text.replace("---\n", "---\ntrust:\n  level: untested\n" + cert, 1))
    db = tmp_path / "state.db"
    set_trust(path, db, TrustLevel.CERTIFIED)
    store = open_store(db)
    clock = Clock()
    clock.now = 1_768_000_000.0  # 2026-01-09, before the certificate expires
    backend = Recorder()
    try:
        gate = ProxyGate(path, store, backend, clock=clock)
        before = await gate.call("delete_secret", {"name": "k"})
        clock.now = 1_800_000_000.0  # 2027-01-15T08:00Z, just after
        after = await gate.call("delete_secret", {"name": "k"})
    finally:
        store.close()
    assert before["success"] is True  # dangerous at certified: allow
    assert after["error"]["code"] == "CONFIRMATION_REQUIRED"  # at community_reviewed: confirm
    assert len(backend.calls) == 1
