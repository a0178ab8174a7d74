"""A snapshot or a backup taken before a change is a copy made, not a change: it keeps its go on production,
whatever its own name says; anything beside it that restores, removes, prunes or forces keeps the pause.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.classify.protective_copy import takes_copy

TIER = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
CASES = [
    ("nodetool snapshot -t pre_migration_0612 orders_prod", "go"),
    ("ssh admin@ontap-c1.corp.lan 'volume snapshot create -vserver svm_prod -volume vol_oradata "
     "-snapshot pre_patch_2024_06'", "go"),
    ("acmectl snapshot create prod-db --name pre-upgrade", "go"),
    ("acmectl create-db-snapshot --db orders-prod --id pre-migration", "go"),
    ("acmectl backup create --cluster prod-east", "go"),
    # the same programs told to undo, remove, prune or force: not only a copy taken
    ("acmectl snapshot restore prod-db --name pre-upgrade", "pause"),
    ("acmectl snapshot create prod-db --force", "pause"),
    ("acmectl backup --prune --cluster prod", "pause"),
    ("acmectl snapshot delete prod-db", "pause"),
    ("nodetool clearsnapshot -t pre_migration_0612 orders_prod", "pause"),
    ("acmectl deploy prod --snapshot", "pause"),
    # dbt's snapshot writes its slowly-changing-dimension tables: a build on production, not a copy
    ("dbt snapshot --target prod", "pause"),
    ("transformctl snapshot --select orders --target=prod", "pause"),
    # a script, a program named for another act, or an option beyond naming (session 30's review)
    ("./deploy_production.sh backup create", "pause"),
    ("./migrate_prod backup", "pause"),
    ("prodctl snapshot create --then-migrate orders_prod", "pause"),
    ("pgctl backup create --clean orders_prod", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES)
def test_copy_taken_on_production(command: str, expected: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert TIER[judged.tier.value] == expected, (command, judged.factors)


@pytest.mark.parametrize(("positionals", "args", "expected"), [
    (["snapshot"], [], True),
    (["createSnapshot", "prod"], [], True),
    (["snapshot", "rollback", "prod"], [], False),
    (["snapshot", "prod"], ["--delete-old"], False),
    (["create", "backup"], ["--keep-last=1"], False),
    (["status"], [], False),
    ([], [], False),
])
def test_takes_copy_reads_only_the_copy(positionals: list[str], args: list[str], expected: bool) -> None:
    assert takes_copy(positionals, args) is expected
