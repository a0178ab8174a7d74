"""The rubric's label for a command's verdict, so tests read as go / pause / stop."""

from __future__ import annotations

from collections.abc import Mapping

from dongle.classify.command import classify_command


def command_label(command: str, cwd: str, env: Mapping[str, str]) -> str:
    tier = classify_command(command, cwd=cwd, env=dict(env)).tier.value
    return {"advisory": "go", "danger_zone": "stop"}.get(tier, "pause")
