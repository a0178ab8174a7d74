"""Settings handed to an agent at launch, judged by what they say (HI, round 3), in-process.

`claude --settings FILE`, `GEMINI_CLI_SYSTEM_SETTINGS_PATH=FILE gemini`: that file is the started
agent's settings, outranking the user's, so a file that switches its hooks or its asking off starts
it unguarded, whether the line writes it just before or it already lies on disk. A wrapper script
saying the same was already stopped; a direct launch is the same act. Ordinary settings files
(a model, a sandbox, hooks left on) pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import shell_tier

STOPPED = {
    "hooks off written then handed": "printf '{\"disableAllHooks\": true}' > ci.json && "
                                     "claude --settings ci.json -p go",
    "asking off, option with =": "echo '{\"permissions\":{\"defaultMode\":\"bypassPermissions\"}}' "
                                 "> /tmp/p.json; "
                                 "claude --settings=/tmp/p.json -p 'tidy'",
    "gemini hooks off by heredoc": "cat > /tmp/q.json <<'X'\n{\"hooksConfig\": {\"enabled\": false}}\nX\n"
                                   "GEMINI_CLI_SYSTEM_SETTINGS_PATH=/tmp/q.json gemini -p 'clean up'",
    "gemini defaults in yolo": "printf '{\"approvalMode\": \"yolo\"}' > /tmp/d.json; "
                               "GEMINI_CLI_SYSTEM_DEFAULTS_PATH=/tmp/d.json gemini",
}

LOOK_ALIKES = {
    "an ordinary settings file": "echo '{\"model\":\"sonnet\"}' > /tmp/s.json && "
                                 "claude -p 'fix' --settings /tmp/s.json",
    "gemini hooks left on": "echo '{\"hooksConfig\":{\"enabled\":true}}' > /tmp/g.json && "
                            "GEMINI_CLI_SYSTEM_SETTINGS_PATH=/tmp/g.json gemini -p 'clean up'",
    "a missing file": "claude --settings ./no-such-settings.json -p 'run lint'",
}


@pytest.mark.parametrize("command", STOPPED.values(), ids=list(STOPPED))
def test_settings_that_unguard_the_agent_stop(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) == "danger_zone"


@pytest.mark.parametrize("command", LOOK_ALIKES.values(), ids=list(LOOK_ALIKES))
def test_ordinary_settings_pass(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) == "advisory"


def test_settings_on_disk_are_read(judge_home: Path) -> None:
    """The file already lies on disk: its text is judged, not its name."""
    project = judge_home / "project"
    (project / "off.json").write_text('{"disableAllHooks": true}')
    (project / "on.json").write_text('{"model": "opus", "hooks": {"PreToolUse": []}}')
    assert shell_tier("claude --settings off.json -p 'fix the tests'", judge_home) == "danger_zone"
    assert shell_tier("claude --settings on.json -p 'fix the tests'", judge_home) == "advisory"
