"""The PostgreSQL backend beyond the shared loop suite (which runs over both backends, see
tests/loop/conftest.py): several instances and processes on one database, the audit chain under
concurrent writers, cross-instance blocks, NOTIFY, migrations, secrets at rest, tampering."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dongle.audit import verify_store
from dongle.service import SafetyService
from dongle.store import open_store
from dongle.store.base import StoreError
from dongle.store.records import AuditDraft, BlockRecord
from loop.helpers import keyword_classifier, make_policy

TESTS_DIR = Path(__file__).resolve().parent.parent
DONGLE = [sys.executable, "-m", "dongle"]

WORKER = """
import json, sys, time
from dongle.service import SafetyService
from dongle.store import open_store
from loop.helpers import keyword_classifier, make_policy
url, start, count, name = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
service = SafetyService(open_store(url), make_policy(maxAutonomousSteps=10000), classify=keyword_classifier)
while time.time() < start:
    time.sleep(0.005)
numbers = []
for i in range(count):
    r = service.record_execution_step("shared", f"edit file {name}-{i}")
    numbers.append(r["data"]["step_number"])
    service.record_operator_event("TEST_EVENT", "worker", worker=name, i=i)
print(json.dumps(numbers), flush=True)
"""


def _service(url: str) -> SafetyService:
    return SafetyService(open_store(url), make_policy(maxAutonomousSteps=10000), classify=keyword_classifier)


def test_concurrent_writers_from_four_processes_lose_nothing_and_keep_one_chain(pg_url):
    setup = _service(pg_url)
    execution_id = setup.execute_agent("shared")["data"]["execution_id"]
    per_process, processes = 50, 4
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS_DIR), os.environ.get("PYTHONPATH", "")])}
    start = time.time() + 2.0
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, pg_url, str(start), str(per_process), str(w)],
            env=env,
            text=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for w in range(processes)
    ]
    numbers: list[int] = []
    for proc in workers:
        stdout, stderr = proc.communicate(timeout=180)
        assert proc.returncode == 0, stderr
        numbers.extend(json.loads(stdout))
    total = processes * per_process
    assert sorted(numbers) == list(range(1, total + 1))  # no step number handed out twice or skipped
    with setup.store.transaction() as tx:
        assert tx.get_execution(execution_id).step_count == total
        assert len(tx.recent_steps(execution_id, limit=10 * total)) == total
    entries = list(setup.store.iter_audit())
    assert len([e for e in entries if e.event == "TEST_EVENT"]) == total
    assert [e.seq for e in entries] == list(range(1, len(entries) + 1))
    report = verify_store(setup.store)
    assert report.ok and report.entries == len(entries), report.problems


def test_audit_appends_from_many_threads_and_instances_form_one_chain(pg_url):
    from concurrent.futures import ThreadPoolExecutor

    stores = [open_store(pg_url) for _ in range(4)]

    def append(n: int) -> int:
        with stores[n % 4].transaction() as tx:
            return tx.append_audit(AuditDraft(event="T", timestamp=float(n), data={"n": n})).seq

    with ThreadPoolExecutor(8) as pool:
        seqs = list(pool.map(append, range(200)))
    assert sorted(seqs) == list(range(1, 201))
    assert stores[0].audit_head()[0] == 200
    assert verify_store(stores[3]).ok
    for store in stores:
        store.close()


def test_a_block_made_through_instance_a_stops_the_agent_at_instance_b(pg_url):
    a, b = _service(pg_url), _service(pg_url)
    b.execute_agent("agent-1")
    assert b.record_execution_step("agent-1", "ls")["data"]["autonomy"]["continue"] is True
    stop = a.record_execution_step("agent-1", "rm -rf /")  # through A
    assert stop["data"]["autonomy"]["stopped"] is True
    refused = b.record_execution_step("agent-1", "ls")  # B has never seen this agent stopped
    assert refused["success"] is False
    assert refused["error"]["details"]["reason"] == "agent_blocked"
    assert b.agent_blocked("agent-1") is True
    # the danger_zone broadcast made through A reaches B's other agents
    b.execute_agent("agent-2")
    notes = b.record_execution_step("agent-2", "ls")["data"]["autonomy"]["notifications"]
    assert any(n["type"] == "danger_zone" and n["metadata"]["agent"] == "agent-1" for n in notes)
    # and an unblock through B frees the agent at A
    assert b.unblock("agent-1", "alice") is True
    assert a.agent_blocked("agent-1") is False


def test_listeners_hear_committed_blocks_and_never_rolled_back_ones(pg_url):
    from dongle.store.broadcast import Listener

    store = open_store(pg_url)
    listener = Listener(pg_url)
    with pytest.raises(RuntimeError), store.transaction() as tx:
        tx.put_block(BlockRecord(agent="ghost", reason="r", blocked_at=1.0, challenge_id=None))
        raise RuntimeError("roll back")
    assert list(listener.events(timeout=0.5)) == []
    with store.transaction() as tx:
        tx.put_block(BlockRecord(agent="real", reason="r", blocked_at=1.0, challenge_id=None))
    events = list(listener.events(timeout=5, stop_after=1))
    assert events == [{"event": "block", "agent": "real"}]
    with store.transaction() as tx:
        tx.get_block("real")  # reading only: no event
    assert list(listener.events(timeout=0.3)) == []
    listener.close()
    store.close()


def test_a_danger_zone_stop_notifies_listeners_with_block_and_broadcast(pg_url):
    from dongle.store.broadcast import Listener

    service = _service(pg_url)
    listener = Listener(pg_url)
    service.execute_agent("a")
    service.record_execution_step("a", "rm -rf /")
    events = list(listener.events(timeout=5))
    assert {"event": "block", "agent": "a"} in events
    assert any(e["event"] == "notification" and e["type"] == "danger_zone" for e in events)
    listener.close()


def test_db_migrate_cli_checks_creates_and_refuses_a_newer_schema(pg_url):
    def cli(*args):
        return subprocess.run(
            [*DONGLE, "db", "migrate", "--db", pg_url, *args], capture_output=True, text=True
        )

    behind = cli("--check", "--json")
    assert behind.returncode == 1, behind.stderr
    assert json.loads(behind.stdout)["current"] == 0
    done = cli("--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["backend"] == "postgresql" and report["current"] == report["target"] >= 1
    assert cli("--check").returncode == 0
    store = open_store(pg_url)
    store._con.execute("UPDATE dongle_schema SET version = version + 1")
    store.close()
    assert cli("--check").returncode == 2
    with pytest.raises(StoreError, match="schema version"):
        open_store(pg_url)


def test_two_instances_starting_together_migrate_once(pg_url):
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(4) as pool:
        stores = list(pool.map(lambda _: open_store(pg_url), range(4)))
    with stores[0].transaction() as tx:
        tx.append_audit(AuditDraft(event="T", timestamp=1.0))
    assert verify_store(stores[1]).ok
    for store in stores:
        store.close()


def test_X18_database_holds_only_a_salted_slow_hash(pg_url):
    service = _service(pg_url)
    service.execute_agent("a")
    stop = service.record_execution_step("a", "rm -rf /")["data"]["autonomy"]
    challenge = next(n for n in stop["notifications"] if n["type"] == "danger_zone")["metadata"][
        "verificationId"
    ]
    _, code = service.reveal_code(challenge, "alice")
    row = service.store._con.execute(
        "SELECT salt, code_hash FROM challenges WHERE challenge_id = %s", (challenge,)
    ).fetchone()
    salt, digest = bytes(row["salt"]), bytes(row["code_hash"])
    assert len(salt) == 16 and len(digest) == 32
    assert code.encode() not in digest and code.encode() not in salt
    assert digest != hashlib.sha256(code.encode()).digest()
    dump = json.dumps(
        [list(r.values()) for r in service.store._con.execute("SELECT * FROM audit")], default=str
    )
    assert code not in dump


def test_chain_tampering_on_postgres_is_detected_and_located(pg_url):
    store = open_store(pg_url)
    with store.transaction() as tx:
        for i in range(5):
            tx.append_audit(AuditDraft(event="E", timestamp=float(i), outcome="denied", data={"i": i}))
    store._con.execute("UPDATE audit SET outcome = 'allowed' WHERE seq = 3")
    report = verify_store(store)
    assert [(p.seq, p.kind) for p in report.problems] == [(3, "edited")]
    store._con.execute("DELETE FROM audit WHERE seq = 5")
    assert any(p.kind == "truncated" for p in verify_store(store).problems)
    store.close()


def test_unreachable_server_is_a_store_error_and_a_closed_decision(pg_server, pg_url):
    with pytest.raises(StoreError, match="cannot connect"):
        open_store(pg_server.url.replace(str(pg_server.port), "1"))
    service = _service(pg_url)
    service.execute_agent("a")
    service.store._con.close()  # the connection drops mid-life: the next call reconnects
    assert service.record_execution_step("a", "ls")["success"] is True
    backend_pid = service.store._con.info.backend_pid
    admin = open_store(pg_url)
    admin._con.execute("SELECT pg_terminate_backend(%s)", (backend_pid,))
    admin.close()
    response = service.record_execution_step("a", "ls")
    assert response["success"] is False  # the broken transaction fails closed, never a go
    assert service.record_execution_step("a", "ls")["success"] is True  # and the next one reconnects


COUNTER_WORKER = """
import sys, time
from dongle.store import open_store
from dongle.store.records import RateLimitRecord
url, start, count = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
store = open_store(url)
while time.time() < start:
    time.sleep(0.005)
for i in range(count):
    with store.transaction() as tx:  # read-modify-write, as the verification rate limiter does
        rec = tx.get_rate_limit("agent:shared") or RateLimitRecord(key="agent:shared")
        rec.failures.append(time.time())
        rec.violations += 1
        tx.put_rate_limit(rec)
"""


def test_rate_limit_read_modify_write_from_four_processes_loses_no_failure(pg_url):
    open_store(pg_url).close()  # migrate once, outside the race
    per_process, processes = 40, 4
    start = time.time() + 1.5
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", COUNTER_WORKER, pg_url, str(start), str(per_process)],
            text=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for _ in range(processes)
    ]
    for proc in workers:
        _, stderr = proc.communicate(timeout=120)
        assert proc.returncode == 0, stderr
    store = open_store(pg_url)
    with store.transaction() as tx:
        rec = tx.get_rate_limit("agent:shared")
    assert rec is not None
    assert rec.violations == len(rec.failures) == per_process * processes
    store.close()


def test_audit_cli_reads_and_verifies_a_postgres_store(pg_url):
    store = open_store(pg_url)
    with store.transaction() as tx:
        for i in range(3):
            tx.append_audit(AuditDraft(event="E", timestamp=1000.0 + i, agent=f"a{i}", data={"i": i}))
    env = {**os.environ, "DONGLE_DB": pg_url}
    shown = subprocess.run(
        [*DONGLE, "audit", "--json", "--agent", "a1"], capture_output=True, text=True, env=env
    )
    assert shown.returncode == 0, shown.stderr
    assert [json.loads(line)["agent"] for line in shown.stdout.splitlines()] == ["a1"]
    verify = [*DONGLE, "audit", "verify", "--db", pg_url]
    assert subprocess.run(verify, capture_output=True, text=True).returncode == 0
    store._con.execute("UPDATE audit SET data = '{}' WHERE seq = 2")
    broken = subprocess.run(verify, capture_output=True, text=True)
    assert broken.returncode == 2 and "entry 2" in broken.stdout
    store.close()


def test_a_transaction_with_more_events_than_one_notify_holds_still_commits(pg_url):
    from dongle.store.broadcast import Listener
    from dongle.store.records import NotificationRecord

    store = open_store(pg_url)
    listener = Listener(pg_url)
    with store.transaction() as tx:
        for i in range(300):  # ~80 bytes of event each: far past PostgreSQL's 8000-byte payload cap
            tx.insert_notification(NotificationRecord(None, "danger_zone", f"m{i}", 1.0, agent=f"agent-{i}"))
    with store.transaction() as tx:
        assert len(tx.active_notifications("agent-7")) == 1
    assert list(listener.events(timeout=5, stop_after=1)) == [{"event": "many", "count": 300}]
    listener.close()
    store.close()
