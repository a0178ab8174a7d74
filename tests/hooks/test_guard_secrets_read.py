"""The guard's token and keys read out of its running processes (HI, round 3), in-process.

Its server and daemon hold them in their environment and memory; `/proc/PID/environ`, `/proc/PID/mem`
or `ps e` on a guard process (named by the id's source or by the guard's variable filtered for) is
credential theft and stops. The reader's own environment, other programs' processes and listing the
guard's processes pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import shell_tier

STOPPED = {
    "environ of the daemon": "strings /proc/$(pidof dongle)/environ",
    "a pid variable set earlier": "p=$(pgrep -f hooks.daemon); cat /proc/$p/environ | tr '\\0' '\\n'",
    "a bare pid, the guard's variable grepped": "xargs -0 -n1 < /proc/4411/environ | grep DONGLE_",
    "memory of the server": "python3 -c 'print(1)' && dd if=/proc/$(pgrep -f mcpaql)/mem bs=1 count=9",
    "ps with environments": "ps eww -p $(pgrep -f mcpaql)",
}

LOOK_ALIKES = {
    "the reader's own environment": "tr '\\0' '\\n' < /proc/self/environ | grep DONGLE_",
    "another program's process": "cat /proc/$(pgrep node)/environ | tr '\\0' '\\n' | grep NODE_ENV",
    "the guard's processes listed": "pgrep -af dongle",
    "ps columns that are not environments": "ps -o user,pid -C dongle",
}


@pytest.mark.parametrize("command", STOPPED.values(), ids=list(STOPPED))
def test_guard_secrets_read_stop(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) == "danger_zone"


@pytest.mark.parametrize("command", LOOK_ALIKES.values(), ids=list(LOOK_ALIKES))
def test_other_environments_pass(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) == "advisory"
