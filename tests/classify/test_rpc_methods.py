"""An RPC method's own verb (dongle.classify.rpc_methods): every example, and variants that try to break it
(wrapped, over ssh, the method only printed or searched for, a read method on production)."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.classify.rpc_methods import EXAMPLES

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def _label(command: str) -> str:
    return LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value]


ITEMS = [(want, text) for want, texts in EXAMPLES.items() for text in texts]


@pytest.mark.parametrize(("want", "command"), ITEMS, ids=[t[:60] for _, t in ITEMS])
def test_example(want: str, command: str) -> None:
    assert _label(command) == want, command


CASES = [
    ("""true && curl -s -X POST http://localhost:9000/api -d '{"method": "vm.destroy"}'""", "pause"),
    ("ssh ops@jump 'curl -s https://api.prod.corp/rpc "
     """-d "{\\"method\\": \\"dataset.delete\\"}"'""", "stop"),
    ("""echo '{"method": "vm.delete"}' > fixtures/rpc.json""", "go"),
    ("""grep -rn '"method": "host.delete"' docs/""", "go"),
]


@pytest.mark.parametrize(("command", "want"), CASES, ids=[c[:60] for c, _ in CASES])
def test_variant(command: str, want: str) -> None:
    assert _label(command) == want, command
