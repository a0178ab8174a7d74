"""`dongle check --action JSON` (and `{"action": ...}` JSONL lines) as a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

CWD = "/home/dev/project"


def dongle(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "dongle", "check", *args], input=stdin, capture_output=True, timeout=60
    )


def test_a_cover_story_for_rm_rf_home_stops_and_says_so() -> None:
    action = json.dumps({"kind": "shell", "command": "rm -rf ~"})
    out = dongle("--json", "--cwd", CWD, "--action", action, "--hint", "cleaning up temp files")
    answer = json.loads(out.stdout)
    assert out.returncode == 2 and answer["decision"] == "deny"
    assert "action.hint-mismatch" in answer["rules"]


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ({"kind": "file_read", "path": "README.md"}, 0),
        ({"kind": "file_write", "path": "~/.bashrc"}, 1),
        ({"kind": "tool", "server": "db", "tool": "drop_database"}, 2),
    ],
)
def test_exit_status_follows_the_action(action: dict, code: int) -> None:
    assert dongle("--cwd", CWD, "--action", json.dumps(action)).returncode == code


@pytest.mark.parametrize(
    ("text", "said"),
    [("{not json", "not valid JSON"), ('{"kind": "shell"}', "action.command"), ('["shell"]', "action")],
)
def test_bad_action_is_a_usage_error_naming_the_problem(text: str, said: str) -> None:
    out = dongle("--action", text)
    assert out.returncode == 3
    assert said in out.stderr.decode() and b"Traceback" not in out.stderr


def test_jsonl_action_lines() -> None:
    lines = [
        {"action": {"kind": "file_read", "path": "README.md", "cwd": CWD}},
        {"action": {"kind": "teleport"}},
        {"action": {"kind": "shell", "command": "rm -rf ~", "cwd": CWD}, "hint": "listing files"},
    ]
    stdin = "".join(json.dumps(line) + "\n" for line in lines).encode()
    out = dongle("--jsonl", stdin=stdin)
    answers = [json.loads(line) for line in out.stdout.splitlines()]
    assert out.returncode == 0
    assert answers[0]["decision"] == "allow"
    assert "action.kind" in answers[1]["error"] and answers[1]["line"] == 2
    assert answers[2]["decision"] == "deny"
