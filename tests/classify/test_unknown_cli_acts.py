"""Issue 14, blind AF (opened): a CLI nothing here knows is read by its verbs and its targets.

A scheduler's job cancelled or started out of its cycle (`cancel`, `run-now`, `force_start`) pauses;
a program told to act on a target named for production (an upper-case system name such as `SAPPRD`
or `ERPPRD01` counts, as mainframe and SAP estates name theirs) pauses unless it only reads; a data
store on production deleted, or deleted past its last prompt, stops; an operator command that stops
a mainframe stops, one that cancels a task pauses, a display goes. The products are invented or
others than the scored set's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # jobs cancelled or started out of cycle
    ("tidalctl jobs cancel 88123", "pause"),
    ("jamsctl job force_start PAYROLL_WEEKLY", "pause"),
    ("opsched flow run-now --flow-id 913", "pause"),
    ("tidalctl jobs list --status failed", "go"),
    ("jamsctl job status PAYROLL_WEEKLY", "go"),
    # acts on a production-named target
    ("bwctl run order SAPPRD FI_CLOSE", "pause"),
    ("bwctl run jobs:history::get -s 'server=SAPPRD'", "go"),
    ("reportgen build --state ./prod-snapshots --target dev", "go"),
    ("catalogctl sync PRODUCT_CATALOG", "go"),
    # checks and builds look at production without changing it; a snapshot or run writes to it
    ("sqlmesh test --gateway prod", "go"),
    ("transformctl compile --select revenue --target prod", "go"),
    ("transformctl source freshness --target prod", "go"),
    ("transformctl snapshot --target prod", "pause"),
    # production data stores deleted
    ("hsmctl dataset delete PROD.GL.ARCHIVE --force", "stop"),
    ("lakectl volume remove ERPPRD01 --no-prompt", "stop"),
    ("hsmctl dataset delete USER1.TEST.SCRATCH --force", "pause"),
    ("hsmctl dataset list 'PROD.GL.*'", "go"),
    # operator commands to a mainframe console
    ("zowe zos-console issue command 'P TCPIP'", "stop"),
    ("zowe zos-console issue command 'Z NET,QUICK'", "stop"),
    ("zowe zos-console issue command 'C PAYRL01'", "pause"),
    ("zowe zos-console issue command 'D A,L'", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_unknown_cli_verbs_and_targets(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected
