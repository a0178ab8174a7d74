"""The desktop notice: fixed text, no code, nothing secret on argv; osascript gets its script on
stdin; absent tools mean silence. And the watcher notifies once per newly waiting request."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from dongle.console.watch import PendingWatcher
from dongle.notify import TITLE, notify_waiting

RECORDER = """#!{python}
import json, sys
with open({log!r}, "a") as f:
    f.write(json.dumps({{"argv": sys.argv[1:], "stdin": sys.stdin.read()}}) + "\\n")
"""


def fake_tool(directory: Path, name: str, log: Path) -> None:
    import sys

    path = directory / name
    path.write_text(RECORDER.format(python=sys.executable, log=str(log)))
    path.chmod(0o755)


@pytest.fixture
def tools(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    monkeypatch.setenv("PATH", str(bin_dir))
    return bin_dir


def calls(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []


def test_linux_notice_is_a_count_and_nothing_else(tools: Path, tmp_path: Path, monkeypatch):
    log = tmp_path / "calls.jsonl"
    fake_tool(tools, "notify-send", log)
    monkeypatch.setenv("DISPLAY", ":0")
    assert notify_waiting(2, system="Linux") is True
    [call] = calls(log)
    assert call["argv"] == ["--app-name=dongle", TITLE, "2 requests wait for you in the operator console."]
    assert call["stdin"] == ""


def test_macos_script_goes_on_stdin_not_argv(tools: Path, tmp_path: Path):
    log = tmp_path / "calls.jsonl"
    fake_tool(tools, "osascript", log)
    assert notify_waiting(1, system="Darwin") is True
    [call] = calls(log)
    assert call["argv"] == ["-"]
    assert "display notification" in call["stdin"] and "1 request waits" in call["stdin"]


def test_silent_without_a_tool_or_a_desktop(tools: Path, tmp_path: Path, monkeypatch):
    assert notify_waiting(1, system="Linux") is False
    assert notify_waiting(1, system="Darwin") is False
    log = tmp_path / "calls.jsonl"
    fake_tool(tools, "notify-send", log)
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"):
        monkeypatch.delenv(var, raising=False)
    assert notify_waiting(1, system="Linux") is False
    assert notify_waiting(0, system="Linux") is False
    assert calls(log) == []


def test_watcher_notifies_only_for_new_requests():
    waiting: list[set[str]] = [set(), {"a"}, {"a"}, {"a", "b"}, {"b"}, set()]
    sent: list[int] = []
    watcher = PendingWatcher(lambda: waiting.pop(0), sent.append)
    seen: set[str] = set()
    for _ in range(6):
        seen = watcher.poll(seen)
    assert sent == [1, 2]


def test_watcher_survives_a_failing_store():
    def broken() -> set[str]:
        raise OSError("database is locked")

    watcher = PendingWatcher(broken, lambda n: pytest.fail("no notice without data"))
    assert watcher.poll({"x"}) == {"x"}


def test_no_code_reaches_the_notice_end_to_end(tools: Path, tmp_path: Path, monkeypatch):
    """A real pending verification, its code minted: the notice carries neither code nor action."""
    from dongle.service import SafetyService
    from dongle.store import open_store

    from .conftest import pause_for_verification

    log = tmp_path / "calls.jsonl"
    fake_tool(tools, "notify-send", log)
    monkeypatch.setenv("DISPLAY", ":0")
    svc = SafetyService(open_store(tmp_path / "d.db"))
    challenge = pause_for_verification(svc, "agent-n", "export the customer table")
    _, code = svc.reveal_code(challenge, "op")
    watcher = PendingWatcher(lambda: {p.id for p in svc.pending()}, notify_waiting)
    watcher.poll(set())
    recorded = log.read_text()
    assert recorded and code not in recorded and "customer" not in recorded and challenge not in recorded
    assert os.environ["PATH"] == str(tools)
