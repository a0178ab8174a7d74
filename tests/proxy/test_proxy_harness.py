"""`dongle adapter test`'s harness against a real downstream MCP server: promotion, demotion, due dates."""

from __future__ import annotations

import pytest
from proxy_helpers import downstream_calls, set_trust
from test_proxy_mcp import DELETE_OP, mcp_adapter

from dongle.adapters.harness import is_due, run_harness
from dongle.adapters.model import load_adapter
from dongle.adapters.trust import TrustChangeError, apply_validation, effective_trust
from dongle.levels import TrustLevel
from dongle.store import open_store

pytestmark = pytest.mark.anyio


async def test_passing_harness_promotes_generated_and_calls_only_safe_reads(tmp_path):
    adapter, log = mcp_adapter(tmp_path, DELETE_OP)
    db = tmp_path / "state.db"
    store = open_store(db)
    try:
        with pytest.raises(TrustChangeError, match="generated"):
            apply_validation(adapter, {}, True, by="harness", store=store)
        set_trust(adapter, db, TrustLevel.GENERATED)
        report = await run_harness(load_adapter(adapter))
        change = apply_validation(adapter, report.to_dict(), report.passed, by="harness", store=store)
        loaded = load_adapter(adapter)
        trust = effective_trust(store, loaded)
    finally:
        store.close()
    assert report.passed and (report.tests_passed, report.tests_total) == (3, 3)
    assert change is not None and change.to_level is TrustLevel.VALIDATED and trust is TrustLevel.VALIDATED
    assert loaded.trust.raw["validation_report"]["tests_passed"] == 3
    assert [c["tool"] for c in downstream_calls(log)] == ["get_item"]  # never delete_item
    assert not is_due(loaded, trust)
    assert is_due(loaded, trust, now=10**11)


async def test_failing_revalidation_demotes(tmp_path):
    ops = DELETE_OP + "\n  execute:\n    - name: vanished\n      maps_to: no_such_tool\n      danger: safe"
    adapter, _ = mcp_adapter(tmp_path, ops)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.COMMUNITY_REVIEWED)
    store = open_store(db)
    try:
        report = await run_harness(load_adapter(adapter))
        change = apply_validation(adapter, report.to_dict(), report.passed, by="harness", store=store)
        trust = effective_trust(store, load_adapter(adapter))
    finally:
        store.close()
    assert not report.passed
    assert any("no_such_tool" in f for f in report.failures)
    assert change is not None and change.to_level is TrustLevel.GENERATED and trust is TrustLevel.GENERATED
    assert "re-validation failed" in load_adapter(adapter).trust.history[-1].reason


async def test_a_harness_with_nothing_safe_to_call_says_why(tmp_path):
    """Issue 13: an adapter whose operations could all change state reported `0/0` and no reason."""
    path = tmp_path / "api.md"
    path.write_text(
        """---
name: api
type: adapter
version: 1.0.0
description: Only deletes
target: {type: http, base_url: "http://127.0.0.1:9"}
operations:
  delete:
    - {name: delete_record, maps_to: "DELETE /records/{id}", parameters: {id: {type: string, required: true}}}
---
"""
    )
    report = await run_harness(load_adapter(path))
    assert not report.passed and report.tests_total == 0
    assert report.untested is not None
    assert "none of its 1 operation(s) is safe to call without a required parameter" in report.untested
