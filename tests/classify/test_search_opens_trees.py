"""A recursive world-writable mode handed what a search of the whole machine picks is system-wide.

`find / … -exec chmod -R 0777 {} +` makes each picked directory and everything under it writable by
every user, wherever it sits: the filter narrows where, not how far, so it is judged as the recursive
change of the root (stop). Hardening the same picks (`chmod +t`, `chmod o-w`) goes; the same change
in the project or under one application directory keeps its pause.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CASES = [
    ("find / -xdev -perm -0002 -type d ! -perm -1000 -exec sudo chmod -R 0777 {} +", "danger_zone"),
    ("find / -xdev -nouser -exec sudo chmod -R a+rwx {} +", "danger_zone"),
    ("find /usr -name 'lib*' -type d -exec sudo chmod -R 777 {} +", "danger_zone"),
    ("find / -xdev -perm -0002 -type d ! -perm -1000 -exec chmod +t {} +", "advisory"),
    ("find / -xdev -perm -0002 -type f -exec chmod o-w {} +", "advisory"),
    ("find . -type d -name cache -exec chmod -R 0777 {} +", "confirm"),
]


@pytest.mark.parametrize(("command", "tier"), CASES)
def test_search_handed_recursive_open_modes(command: str, tier: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value == tier, (judged.tier.value, judged.factors)
