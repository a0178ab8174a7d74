"""Durability across processes: restarts, concurrent writers, `kill -9` (digest I-7, I-10; brief).

Every scenario uses real processes over one real SQLite file."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from dongle.audit import verify_store
from dongle.store import open_store

TESTS_DIR = Path(__file__).resolve().parent.parent

PRELUDE = """
import json, sys, time
from dongle.service import SafetyService
from dongle.store import open_store
from loop.helpers import keyword_classifier, make_policy
db = sys.argv[1]
service = SafetyService(open_store(db), make_policy(maxAutonomousSteps=10000), classify=keyword_classifier)
def out(obj):
    print(json.dumps(obj), flush=True)
"""


def _python(code: str, *args: str, **kwargs) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS_DIR), os.environ.get("PYTHONPATH", "")])}
    return subprocess.Popen(
        [sys.executable, "-c", PRELUDE + code, *args],
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        **kwargs,
    )


def _run(code: str, *args: str) -> list[dict]:
    proc = _python(code, *args)
    stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 0, stderr
    return [json.loads(line) for line in stdout.splitlines()]


def test_I7_hard_block_survives_a_restart_in_a_new_process_and_a_new_execute_agent(db_path):
    first = _run(
        """
service.execute_agent("a")
out(service.record_execution_step("a", "rm -rf /"))
""",
        str(db_path),
    )
    assert first[0]["data"]["autonomy"]["stopped"] is True
    second = _run(
        """
out(service.execute_agent("a"))
out(service.record_execution_step("a", "ls"))
out(service.execute_agent("someone-else"))
""",
        str(db_path),
    )
    for response in second[:2]:
        assert response["success"] is False
        assert response["error"]["details"]["reason"] == "agent_blocked"
    assert second[2]["success"] is True
    # the challenge survived too (REF lost challenges on restart while blocks persisted)
    third = _run(
        """
challenge = service.record_execution_step("a", "ls")["error"]["details"]["verification_id"]
_, code = service.reveal_code(challenge, "alice")
out(service.verify_challenge(challenge, code))
out(service.execute_agent("a"))
""",
        str(db_path),
    )
    assert third[0]["data"]["unblocked"] is True
    assert third[1]["success"] is True


def test_concurrent_writers_from_four_processes_lose_nothing(db_path):
    per_process = 60
    setup = _run(
        """
out(service.execute_agent("shared"))
""",
        str(db_path),
    )
    execution_id = setup[0]["data"]["execution_id"]
    start = time.time() + 1.5
    workers = [
        _python(
            """
start = float(sys.argv[2])
while time.time() < start:
    time.sleep(0.005)
numbers = []
for i in range(int(sys.argv[3])):
    r = service.record_execution_step("shared", f"edit file {sys.argv[4]}-{i}")
    numbers.append(r["data"]["step_number"])
    service.record_operator_event("TEST_EVENT", "worker", worker=sys.argv[4], i=i)
for _ in range(2):  # a shared rate-limit counter, read-modified-written by every worker
    with service.store.transaction() as tx:
        service.verifier.record_failure(tx, "agent:shared", time.time())
out(numbers)
""",
            str(db_path),
            str(start),
            str(per_process),
            str(w),
        )
        for w in range(4)
    ]
    numbers = []
    for proc in workers:
        stdout, stderr = proc.communicate(timeout=180)
        assert proc.returncode == 0, stderr
        numbers.extend(json.loads(stdout))
    total = 4 * per_process
    assert sorted(numbers) == list(range(1, total + 1))  # every step got its own number
    store = open_store(db_path)
    with store.transaction() as tx:
        assert tx.get_execution(execution_id).step_count == total
        assert len(tx.recent_steps(execution_id, limit=10 * total)) == total
        assert len(tx.get_rate_limit("agent:shared").failures) == 8  # 4 workers x 2, none lost
    events = [e for e in store.iter_audit() if e.event == "TEST_EVENT"]
    assert len(events) == total
    report = verify_store(store)
    assert report.ok, report.problems


def test_kill_9_mid_write_loses_no_acknowledged_state(db_path):
    _run("""out(service.execute_agent("k"))""", str(db_path))
    for round_ in range(4):
        proc = _python(
            """
i = 0
while True:
    r = service.record_execution_step("k", f"delete item {sys.argv[2]}-{i}")
    service.record_operator_event("ACK", "worker", n=i, round=sys.argv[2])
    out({"step": r["data"]["step_number"], "n": i})
    i += 1
""",
            str(db_path),
            str(round_),
        )
        acked = []
        deadline = time.time() + 60
        wanted = 15 + 7 * round_
        while len(acked) < wanted and time.time() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            acked.append(json.loads(line))
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        assert len(acked) == wanted, proc.stderr.read()
        con = sqlite3.connect(db_path)
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        steps = {r[0] for r in con.execute("SELECT step_number FROM steps")}
        acks = {
            json.loads(r[0])["n"]
            for r in con.execute(
                "SELECT data FROM audit WHERE event = 'ACK' AND json_extract(data, '$.round') = ?",
                (str(round_),),
            )
        }
        con.close()
        assert {a["step"] for a in acked} <= steps
        assert {a["n"] for a in acked} <= acks
        report = verify_store(open_store(db_path))
        assert report.ok, report.problems
