"""What the system loads and what a database stores are lost when their files go, by any tool.

`rm /usr/lib/*.so*` stops; `find /usr -name '*.so*' -delete` takes the same libraries at every
depth of the tree, so it stops too (kernel modules, configuration, unit files alike), while a find
for leftovers (`core`, `*.bak`, `*.pyc`) or inside one package's folder stays a pause. A database
server's data directory is the database: truncating `ibdata1` or shredding a collection file loses
the rows as a DROP would; its socket, pid file and logs are bookkeeping. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("find /usr -type f -name '*.so*' -delete", "stop"),
    ("sudo find /lib/modules -name '*.ko' -exec rm -f {} +", "stop"),
    ("sudo find /etc -type f -name '*.conf' -delete", "stop"),
    ("sudo find /usr -name '*.pyc' -delete", "pause"),
    ("sudo find /etc -name '*.bak' -delete", "pause"),
    ("find /usr/local/lib/python3.11/site-packages/foo -name '*.so' -delete", "pause"),
    ("find /usr -name '*.so*' | wc -l", "go"),
    ("sudo truncate -s 0 /var/lib/mysql/ibdata1", "stop"),
    ("sudo shred -u /var/lib/mongodb/collection-7--123.wt", "stop"),
    (": > /var/lib/redis/dump.rdb", "stop"),
    ("sudo rm -f /var/lib/mysql/mysql.sock", "pause"),
    ("sudo rm /var/lib/postgresql/15/main/postmaster.pid", "pause"),
    ("sudo du -sh /var/lib/mysql/*", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_system_and_database_files(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
