"""A desktop nudge when something waits for the human — never the thing itself.

The message is fixed text plus a count: no verification code, no command text, no agent name.
python-ecosystem.md §7: notifications travel over the D-Bus session bus (readable by any process of
the same user), stay in notification history, and `notify-send`'s arguments show in `ps`. So the
notice only says "look at your console"; the code is shown only in the console, after login.
On macOS the AppleScript goes to `osascript` on stdin, not on its argument list. Where neither
tool exists (headless, SSH, Windows) this does nothing, silently.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess

TITLE = "Safety dongle: an agent is waiting"
TIMEOUT_SECONDS = 5


def message_for(count: int) -> str:
    noun = "request waits" if count == 1 else "requests wait"
    return f"{count} {noun} for you in the operator console."


def _has_desktop() -> bool:
    env = os.environ
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or env.get("DBUS_SESSION_BUS_ADDRESS"))


def notify_waiting(count: int, system: str | None = None) -> bool:
    """Show a desktop notification that `count` requests wait. Returns whether one was sent."""
    if count <= 0:
        return False
    body = message_for(count)
    system = system or platform.system()
    try:
        if system == "Darwin":
            tool = shutil.which("osascript")
            if not tool:
                return False
            script = f'display notification "{body}" with title "{TITLE}"\n'
            done = subprocess.run(
                [tool, "-"],
                input=script,
                text=True,
                capture_output=True,
                timeout=TIMEOUT_SECONDS,
                check=False,
            )
            return done.returncode == 0
        tool = shutil.which("notify-send")
        if not tool or not _has_desktop():
            return False
        done = subprocess.run(
            [tool, "--app-name=dongle", TITLE, body],
            capture_output=True,
            timeout=TIMEOUT_SECONDS,
            check=False,
        )
        return done.returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False
