"""A collection's listing whose query only shapes the answer still lists every item.

`?fields=id`, `$select=id`, `sort=`, `order_by=`, `format=` choose which fields come back, their
order or their format, not which items: every id of the collection fed to a DELETE deletes them all
(stop), as `?limit=100` paging already did. A parameter that picks items (`status=archived`) keeps
the pause of a filtered listing.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

API = "https://api.example-crm.io/v2/contacts"
CASES = [
    (f"for id in $(curl -s '{API}?fields=id&per_page=500' | jq -r '.[].id');"
     f" do curl -s -X DELETE {API}/$id; done", "stop"),
    (f"curl -s '{API}?$select=id&order_by=created' | jq -r '.[].id'"
     f" | xargs -I% curl -s -X DELETE {API}/%", "stop"),
    (f"for id in $(curl -s '{API}?fields=id&status=archived' | jq -r '.[].id');"
     f" do curl -s -X DELETE {API}/$id; done", "pause"),
    (f"curl -s '{API}?fields=id,email&sort=name' | jq -r '.[].email'", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_collection_shaped_not_filtered(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/crm", {"HOME": "/home/dev"}).tier.value] == expected
