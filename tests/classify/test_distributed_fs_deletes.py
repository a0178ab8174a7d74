"""A distributed file system's delete is a data store's delete (blind Z, Z-data-pipeline-14).

`hdfs dfs -rm -r -skipTrash /warehouse/prod` went: `hdfs` was an unknown program judged by its
context. `hdfs dfs -rm -r` pauses (HDFS keeps what it removes in the trash for a while), `-skipTrash`
takes that undo away, a production dataset or the root stops; a job's `/tmp` directory and reads go.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("hdfs dfs -rm -r -skipTrash /warehouse/prod", "stop"),
    ("hadoop fs -rm -r -skipTrash hdfs://nn-prod:8020/warehouse/orders", "stop"),
    ("hdfs dfs -rm -r -skipTrash /", "stop"),
    ("hdfs dfs -rm -r -skipTrash /data/events/2023", "pause"),
    ("hadoop fs -rmr /user/etl/staging/orders", "pause"),
    ("hdfs dfs -rm -r /tmp/etl-run-42", "go"),
    ("hdfs dfs -ls /warehouse/prod", "go"),
    ("hdfs dfs -du -h /warehouse/prod", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_distributed_fs_delete(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected
