"""The trust lifecycle: one level at a time, reasons recorded, the audit log as the source of truth."""

from __future__ import annotations

import subprocess
import sys

import pytest

from dongle.adapters.model import load_adapter
from dongle.adapters.trust import TRUST_EVENT, TrustChangeError, change_trust, effective_trust, record_review
from dongle.levels import TrustLevel
from dongle.store import open_store
from dongle.store.records import AuditFilter

ADAPTER = """---
name: notes
type: adapter
version: 1.0.0
description: Notes API
# a comment the rewrite must keep
target:
  type: http
  base_url: http://127.0.0.1:9
operations:
  read:
    - name: list_notes
      maps_to: "GET /notes"
trust:
  level: untested
---
# Notes
Body text stays.
"""


@pytest.fixture
def setup(tmp_path):
    path = tmp_path / "notes.md"
    path.write_text(ADAPTER)
    store = open_store(tmp_path / "state.db")
    yield path, store
    store.close()


def test_promotion_steps_one_level_and_keeps_history_and_the_rest_of_the_file(setup):
    path, store = setup
    change_trust(path, TrustLevel.GENERATED, by="operator:alice", reason="schema valid", store=store)
    with pytest.raises(TrustChangeError, match="may not skip"):
        change_trust(path, TrustLevel.COMMUNITY_REVIEWED, by="operator:alice", reason="skip", store=store)
    with pytest.raises(TrustChangeError, match="reason"):
        change_trust(path, TrustLevel.VALIDATED, by="operator:alice", reason="  ", store=store)
    change_trust(path, TrustLevel.VALIDATED, by="operator:alice", reason="harness passed", store=store)
    change_trust(path, TrustLevel.COMMUNITY_REVIEWED, by="operator:bob", reason="2 reviews", store=store)
    with pytest.raises(TrustChangeError, match="adapter certify"):
        change_trust(path, TrustLevel.CERTIFIED, by="operator:bob", reason="signed", store=store)
    change_trust(
        path, TrustLevel.GENERATED, by="operator:bob", reason="API changed, 3 ops failing", store=store
    )
    adapter = load_adapter(path)
    text = path.read_text()
    assert "# a comment the rewrite must keep" in text and text.endswith("# Notes\nBody text stays.\n")
    assert adapter.trust.level is TrustLevel.GENERATED
    assert [(h.from_level.label, h.to_level.label, h.by) for h in adapter.trust.history] == [
        ("untested", "generated", "operator:alice"),
        ("generated", "validated", "operator:alice"),
        ("validated", "community_reviewed", "operator:bob"),
        ("community_reviewed", "generated", "operator:bob"),
    ]
    assert adapter.trust.history[-1].reason == "API changed, 3 ops failing"
    assert adapter.trust.raw["validated_at"]  # kept after demotion (seed 004 §4.3)
    events = list(store.iter_audit(AuditFilter(event=TRUST_EVENT)))
    assert [e.outcome for e in events] == ["promoted", "promoted", "promoted", "demoted"]
    assert effective_trust(store, adapter) is TrustLevel.GENERATED


def test_a_hand_written_trust_level_is_not_believed(setup):
    path, store = setup
    path.write_text(ADAPTER.replace("level: untested", "level: certified"))
    adapter = load_adapter(path)
    assert adapter.trust.level is TrustLevel.CERTIFIED
    assert effective_trust(store, adapter) is TrustLevel.UNTESTED
    # and it cannot be used as a stepping stone: the next promotion starts from what was granted
    with pytest.raises(TrustChangeError, match="may not skip"):
        change_trust(path, TrustLevel.VALIDATED, by="operator:alice", reason="x", store=store)


def test_editing_the_adapter_voids_the_grant(setup):
    path, store = setup
    change_trust(path, TrustLevel.GENERATED, by="operator:alice", reason="schema valid", store=store)
    change_trust(path, TrustLevel.VALIDATED, by="operator:alice", reason="harness", store=store)
    assert effective_trust(store, load_adapter(path)) is TrustLevel.VALIDATED
    path.write_text(path.read_text().replace("GET /notes", "DELETE /notes"))
    assert effective_trust(store, load_adapter(path)) is TrustLevel.UNTESTED


def test_promote_on_the_cli_needs_the_operator_channel(setup, tmp_path):
    path, _ = setup
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "dongle",
            "adapter",
            "promote",
            str(path),
            "--reason",
            "x",
            "--db",
            str(tmp_path / "state.db"),
        ],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=60,
        start_new_session=True,
    )
    assert result.returncode == 4
    assert load_adapter(path).trust.level is TrustLevel.UNTESTED


def _validated(setup):
    path, store = setup
    change_trust(path, TrustLevel.GENERATED, by="operator:alice", reason="schema", store=store)
    change_trust(path, TrustLevel.VALIDATED, by="operator:alice", reason="harness", store=store)
    return path, store


def test_two_distinct_approvals_promote_and_a_flag_demotes_and_blocks(setup):
    path, store = _validated(setup)
    assert record_review(path, reviewer="alice", approve=True, note="read it", store=store) is None
    assert (
        record_review(path, reviewer="alice", approve=True, note="again", store=store) is None
    )  # same person
    change = record_review(path, reviewer="bob", approve=True, note="looks fine", store=store)
    assert change is not None and change.to_level is TrustLevel.COMMUNITY_REVIEWED
    assert "alice, bob" in change.reason
    flagged = record_review(path, reviewer="carol", approve=False, note="leaks tokens in URLs", store=store)
    assert flagged is not None and flagged.to_level is TrustLevel.VALIDATED
    assert record_review(path, reviewer="dave", approve=True, note="ok", store=store) is None  # flag blocks
    assert effective_trust(store, load_adapter(path)) is TrustLevel.VALIDATED
    with pytest.raises(TrustChangeError):
        record_review(path, reviewer="eve", approve=True, note="  ", store=store)


def test_reviews_need_a_validated_adapter(setup):
    path, store = setup
    with pytest.raises(TrustChangeError, match="only validated"):
        record_review(path, reviewer="alice", approve=True, note="x", store=store)
