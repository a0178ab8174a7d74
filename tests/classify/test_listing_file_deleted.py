"""A listing written to a file in the line, then handed to a delete as its list.

`aws s3api list-object-versions --bucket B > v.json && aws s3api delete-objects --bucket B --delete
file://v.json` deletes every version of every object of the bucket (versioning keeps nothing), as
`LIST | xargs DELETE` does: stop. A listing narrowed by a prefix, a delete handed a file the line did
not write, and a listing alone keep their verdicts. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("aws s3api list-objects-v2 --bucket acme-invoices --output json "
     "--query '{Objects: Contents[].{Key:Key}}' > all.json && "
     "aws s3api delete-objects --bucket acme-invoices --delete file://all.json", "stop"),
    ("aws s3api list-object-versions --bucket acme-invoices --prefix tmp/ --output json > t.json && "
     "aws s3api delete-objects --bucket acme-invoices --delete file://t.json", "pause"),
    ("aws s3api delete-objects --bucket acme-invoices --delete file://reviewed.json", "pause"),
    ("aws s3api list-objects-v2 --bucket acme-invoices --output json > all.json", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_a_listing_file_handed_to_a_delete(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
