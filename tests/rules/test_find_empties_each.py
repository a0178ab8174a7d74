"""A find that empties each file it matches (`-exec truncate -s 0`, `-exec cp /dev/null`) loses their
content as `-delete` does, and is judged by the same find rules: across the whole system or its
configuration it stops; in a scratch folder or the project's own logs it goes as a delete there would;
a truncate to another size is not a deletion."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command


@pytest.mark.parametrize(("command", "tier"), [
    ("sudo find / -name '*.log' -exec truncate -s 0 {} +", "danger_zone"),
    ("find /etc -type f -name '*.conf' -exec truncate --size=0 {} \\;", "danger_zone"),
    ("find /usr/lib -name '*.so*' -exec cp /dev/null {} \\;", "danger_zone"),
    ("find ~/projects -name '*.csv' -exec cp /dev/null {} \\;", "verify"),
    ("find . -name '*.log' -exec truncate -s 0 {} +", "advisory"),
    ("find /tmp/run -name '*.log' -exec truncate -s 0 {} +", "advisory"),
    ("find . -name '*.img' -exec truncate -s 100M {} +", "advisory"),
])
def test_find_emptying_each_match_is_judged_as_a_delete(command: str, tier: str) -> None:
    assert classify_command(command, cwd="/home/dev/proj").tier.value == tier
