"""A verification code never appears anywhere an agent could read it (digest I-4, X-18, X-20).

End to end with real processes: an agent-side service process blocks an agent; the operator runs
`dongle pending --show-code` at a terminal (a pty) and reads the code there; the code is typed into
the agent side over stdin and verify_challenge unblocks the agent. Then everything both processes
emitted and stored is searched for the code: stdout, stderr, the log file, the audit log, the
database with its -wal and -shm files, and /proc/<pid>/cmdline of every child."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from dongle.operator import verifier_path, write_verifier
from dongle.verification import normalize_code
from loop.tty import run_with_tty

TESTS_DIR = Path(__file__).resolve().parent.parent
PASSPHRASE = "correct horse battery staple"

AGENT_SIDE = r"""
import json, logging, sys
logging.basicConfig(level=logging.DEBUG, handlers=[logging.FileHandler(sys.argv[2]), logging.StreamHandler()])
from dongle.service import SafetyService
from dongle.store import open_store
from loop.helpers import keyword_classifier
service = SafetyService(open_store(sys.argv[1]), classify=keyword_classifier)
logging.getLogger("dongle.test").debug("agent side ready")
def out(obj):
    print(json.dumps(obj), flush=True)
service.execute_agent("a")
out(service.record_execution_step("a", "rm -rf /"))
for line in sys.stdin:
    command, _, rest = line.strip().partition(" ")
    if command == "verify":
        code = sys.stdin.readline().strip()      # the code arrives as data, never as an argument
        out(service.verify_challenge(rest, code))
    elif command == "step":
        out(service.record_execution_step("a", rest))
    elif command == "quit":
        break
"""


def _variants(code: str) -> list[bytes]:
    grouped = "-".join([code[0:5], code[5:10], code[10:15], code[15:20], code[20:]])
    out = []
    for text in (code, grouped, code.lower(), grouped.lower(), code[:13], code[13:]):
        out.append(text.encode())
        out.append(text.encode("utf-16-le"))
    return out


def test_I4_code_is_absent_from_everything_emitted_and_stored(tmp_path, db_path):
    db_path.parent.mkdir(mode=0o700, parents=True)
    write_verifier(verifier_path(db_path), PASSPHRASE)
    log_file = tmp_path / "agent-side.log"
    env = {
        **os.environ,
        "DONGLE_DB": str(db_path),
        "PYTHONPATH": os.pathsep.join([str(TESTS_DIR), os.environ.get("PYTHONPATH", "")]),
    }
    agent = subprocess.Popen(
        [sys.executable, "-c", AGENT_SIDE, str(db_path), str(log_file)],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    cmdlines = [Path(f"/proc/{agent.pid}/cmdline").read_bytes()]
    stopped = json.loads(agent.stdout.readline())
    challenge = next(n for n in stopped["data"]["autonomy"]["notifications"] if n["type"] == "danger_zone")[
        "metadata"
    ]["verificationId"]

    operator = run_with_tty(
        [sys.executable, "-m", "dongle", "pending", "--show-code", challenge],
        [("Operator passphrase: ", PASSPHRASE)],
        env=env,
    )
    assert operator.returncode == 0, operator.stderr
    cmdlines.append(operator.cmdline)
    shown = re.search(r"([0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{6})", operator.tty_output)
    assert shown, "the operator's terminal shows the code"
    code = normalize_code(shown.group(1))

    agent.stdin.write(f"verify {challenge}\n{shown.group(1)}\n")
    agent.stdin.flush()
    verified = json.loads(agent.stdout.readline())
    assert verified["success"] is True and verified["data"]["unblocked"] is True
    agent.stdin.write("step ls\n")
    agent.stdin.flush()
    assert json.loads(agent.stdout.readline())["data"]["autonomy"]["continue"] is True
    stored_while_open = b"".join(
        p.read_bytes() for p in db_path.parent.iterdir() if p.name.startswith(db_path.name)
    )
    agent.stdin.write("quit\n")
    agent.stdin.flush()
    rest_out, agent_err = agent.communicate(timeout=30)
    assert agent.returncode == 0, agent_err

    places = {
        "agent-side stdout": (json.dumps(stopped) + json.dumps(verified) + rest_out).encode(),
        "agent-side stderr": agent_err.encode(),
        "agent-side log file": log_file.read_bytes(),
        "operator stdout": operator.stdout.encode(),
        "operator stderr": operator.stderr.encode(),
        "database files while open": stored_while_open,
        "database files after close": b"".join(
            p.read_bytes() for p in db_path.parent.iterdir() if p.name.startswith(db_path.name)
        ),
        "audit log": subprocess.run(
            [sys.executable, "-m", "dongle", "audit", "--json"], env=env, capture_output=True, timeout=60
        ).stdout,
        "process argument lists": b"\n".join(cmdlines),
    }
    assert b"agent side ready" in places["agent-side log file"]  # the log really captured output
    for where, blob in places.items():
        for variant in _variants(code):
            assert variant not in blob, f"code found in {where}"


def test_harden_process_makes_the_process_non_dumpable():
    """Checked in a child, so this test process stays dumpable."""
    script = (
        "import ctypes, ctypes.util\nfrom dongle.operator import harden_process\n"
        "assert harden_process()\nlibc = ctypes.CDLL(ctypes.util.find_library('c'))\n"
        "print(libc.prctl(3, 0, 0, 0, 0))\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "0"  # PR_GET_DUMPABLE
