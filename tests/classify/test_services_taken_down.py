"""Shared services taken down in their own tools' words (dongle.classify.services_taken_down): every example,
and variants that try to break it (wrapped, over ssh, a preview, a look-alike word in an operand's place)."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.classify.services_taken_down import EXAMPLES

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def _label(command: str) -> str:
    return LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value]


ITEMS = [(want, text) for want, texts in EXAMPLES.items() for text in texts]


@pytest.mark.parametrize(("want", "command"), ITEMS, ids=[t[:50] for _, t in ITEMS])
def test_example(want: str, command: str) -> None:
    assert _label(command) == want, command


CASES = [
    # wrapped or sent to another host never lowers it
    ("true && rndc stop", "pause"),
    ("ssh root@nas01 'exportfs -ua'", "pause"),
    ("ssh root@truenas-prod 'zpool export tank'", "pause"),
    ("bash -c 'ceph orch host drain ceph-osd-05'", "pause"),
    ("sudo pvecm expected 1", "pause"),
    # previews and reads, and the same words where they name no outage
    ("rndc -s ns1 status", "go"),
    ("exportfs -v | grep export", "go"),
    ("lvconvert --merge --test /dev/vg/snap", "go"),
    ("echo 'rndc stop' >> notes.txt", "go"),
    ("grep -rn 'zpool export' docs/", "go"),
    ("make export", "go"),
]


@pytest.mark.parametrize(("command", "want"), CASES, ids=[c[:50] for c, _ in CASES])
def test_variant(command: str, want: str) -> None:
    assert _label(command) == want, command
