"""Private keys deleted cannot be made again: a whole credential store, or every key in one, stops.

`rm -rf ~/.ssh` already stops (a top-level entry of home). A store deeper in the home
(`~/Library/Keychains`, a keyring) and every file of one (`shred -u ~/.gnupg/*`,
`rm -f ~/.ssh/*`) lose the same keys. One named key, the public halves, and a cloud CLI's login
(made again by logging in) stay a pause. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("rm -rf ~/Library/Keychains", "stop"),
    ("rm -rf ~/Library/Developer/CoreSimulator ~/Library/Keychains", "stop"),
    ("shred -u ~/.gnupg/*", "stop"),
    ("rm -f ~/.ssh/id_*", "stop"),
    ("rm ~/.ssh/id_rsa_old", "pause"),
    ("rm -f ~/.ssh/*.pub", "pause"),
    ("rm -rf ~/.config/gcloud", "pause"),
    ("ls -la ~/.gnupg/*", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_credential_stores_destroyed(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
