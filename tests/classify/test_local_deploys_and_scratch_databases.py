"""What stays on this machine: a Maven deploy into a local folder, an embedded database file in scratch.

`mvn deploy -DaltDeploymentRepository=local::file:/tmp/m2-staging` paused as a publish, but the
artifact is copied into a folder here and nothing leaves. `duckdb /tmp/scratch.duckdb -c 'DROP TABLE
…'` paused as a table drop, where the same on a SQLite file in scratch went: an embedded database is
its file, and one in scratch is made again by the next run. A deploy to a remote repository and a drop
in a project's DuckDB warehouse keep their pause. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("mvn -q deploy -DaltDeploymentRepository=local::file:/tmp/m2-staging", "go"),
    ("mvn deploy -DaltReleaseDeploymentRepository=local::default::file:///tmp/repo", "go"),
    ("mvn deploy", "pause"),
    ("mvn deploy -DaltDeploymentRepository=ossrh::https://oss.sonatype.org/service/local/staging/deploy/maven2",
     "pause"),
    ("duckdb /tmp/scratch.duckdb -c 'DROP TABLE IF EXISTS stg; CREATE TABLE stg AS SELECT 1'", "go"),
    ("duckdb tests/fixtures/test.duckdb -c 'DROP TABLE t'", "go"),
    ("duckdb warehouse.duckdb -c 'DROP TABLE orders'", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_local_deploys_and_scratch_databases(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/etl", {"HOME": "/home/dev"}).tier.value] == expected
