"""`dongle check` as a real subprocess: exit codes, human and JSON output, the JSONL stream, bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

CWD = "/home/dev/project"


def dongle(*args: str, stdin: bytes | None = None, timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "dongle", "check", *args], input=stdin, capture_output=True, timeout=timeout
    )


@pytest.mark.parametrize(
    ("command", "code"),
    [("ls -la", 0), ("git reset --hard", 1), ("git push --force origin main", 1), ("rm -rf ~", 2)],
)
def test_exit_status_follows_the_decision(command: str, code: int) -> None:
    assert dongle("--cwd", CWD, "--", command).returncode == code


def test_human_output_explains_the_verdict() -> None:
    out = dongle("--cwd", CWD, "--", "rm -rf ~").stdout.decode()
    for part in (
        "verdict:      STOP",
        "tier:         danger_zone",
        "risk score:",
        "irreversible: yes",
        "factors:",
        "fs.rm-home",
        "safer:",
        "recovery:",
    ):
        assert part in out


def test_json_output_has_every_field() -> None:
    result = dongle("--json", "--cwd", CWD, "--env", "PGHOST=db.prod.acme.io", "--", 'psql -c "DROP TABLE x"')
    data = json.loads(result.stdout)
    assert result.returncode == 2
    assert data["decision"] == "deny" and data["tier"] == "danger_zone" and data["irreversible"] is True
    for key in ("danger_level", "risk_score", "factors", "rules", "safer_alternative", "recovery"):
        assert key in data


def test_words_after_double_dash_are_joined() -> None:
    data = json.loads(dongle("--json", "--cwd", CWD, "--", "git", "reset", "--hard").stdout)
    assert "git.reset-hard" in data["rules"]


@pytest.mark.parametrize(
    "args",
    [
        (),
        ("--env", "NOEQUALS", "--", "ls"),
        ("--jsonl", "--", "ls"),
        ("--hint", "x", "--", "ls"),
        ("--bogus",),
    ],
)
def test_bad_usage_exits_3_without_traceback(args: tuple[str, ...]) -> None:
    result = dongle(*args)
    assert result.returncode == 3
    assert b"Traceback" not in result.stderr


def test_hint_is_judged_by_the_hint_classifier() -> None:
    result = dongle("--json", "--hint", "drop the production database")
    data = json.loads(result.stdout)
    assert data["kind"] == "hint" and result.returncode == 2


def test_jsonl_answers_every_line_in_order_and_isolates_bad_lines() -> None:
    lines = [
        json.dumps({"command": "git status", "cwd": CWD}).encode(),
        b"this is not json",
        json.dumps({"command": "rm -rf *", "cwd": "/home/dev"}).encode(),
        b"\xff\xfe\xfd",
        json.dumps([1, 2]).encode(),
        json.dumps({"command": 7}).encode(),
        json.dumps({"command": "ls", "env": {"A": 1}}).encode(),
        json.dumps({"hint": "read the README"}).encode(),
        json.dumps({"command": "rm -rf $T", "cwd": CWD, "env": {"T": "/"}}).encode(),
        json.dumps({"command": "ls \u0000"}).encode(),
        b"{" * 100_000,
    ]
    result = dongle("--jsonl", stdin=b"\n".join(lines) + b"\n")
    assert result.returncode == 0 and b"Traceback" not in result.stderr
    answers = [json.loads(line) for line in result.stdout.decode().splitlines()]
    assert len(answers) == len(lines)
    assert answers[0]["decision"] == "allow"
    assert "error" in answers[1] and answers[1]["line"] == 2
    assert answers[2]["tier"] == "danger_zone"
    assert all("error" in answers[i] for i in (3, 4, 5, 6, 10))
    assert answers[7]["kind"] == "hint"
    assert answers[8]["tier"] == "danger_zone"
    assert answers[9]["decision"] == "ask"


def test_jsonl_handles_a_megabyte_command_in_bounded_time() -> None:
    line = json.dumps({"command": "echo " + "x" * 1_000_000, "cwd": CWD}).encode()
    result = dongle("--jsonl", stdin=line + b"\n", timeout=60)
    answer = json.loads(result.stdout)
    assert answer["decision"] in ("allow", "ask", "verify", "deny")


def test_binary_command_argument_gets_a_verdict() -> None:
    result = dongle("--cwd", CWD, "--", "\x01\x02\x7f; rm -rf / \x1b[0m")
    assert result.returncode == 2 and b"Traceback" not in result.stderr


def test_undecodable_bytes_never_crash_the_answer() -> None:
    argv = [sys.executable.encode(), b"-m", b"dongle", b"check", b"--json", b"--", b"\xff\xfe; rm -rf /"]
    result = subprocess.run(argv, capture_output=True, timeout=60)
    assert result.returncode == 2 and b"Traceback" not in result.stderr
    assert json.loads(result.stdout)["decision"] == "deny"
    lone = dongle("--jsonl", stdin=b'{"command": "echo \\ud800"}\n')
    assert lone.returncode == 0 and "decision" in json.loads(lone.stdout)
