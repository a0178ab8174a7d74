"""Changes to many hosts, or to production's running services, made by hand pause for a human.

A playbook run changes every host of its inventory, staging's included (pause, as an ad-hoc module run
does; `--check` only reports). `yum update`/`dnf update` upgrade every installed package, as
`apt-get upgrade` does, which pauses with sudo or on a fleet. `docker compose up` against a production
engine or compose file replaces what serves production outside the pipeline (pause); on a laptop it is
how the stack starts (go). Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("ansible-playbook -i hosts/qa upgrade.yml", "pause"),
    ("ansible-playbook -i hosts/qa upgrade.yml --check --diff", "go"),
    ("sudo dnf update -y", "pause"),
    ("salt 'web*' cmd.run 'dnf -y update'", "pause"),
    ("dnf check-update", "go"),
    ("docker --context production compose up -d api", "pause"),
    ("docker -H ssh://ops@prod-app-2 compose up -d --force-recreate", "pause"),
    ("docker compose up -d --build", "go"),
    ("docker --context prod-swarm compose ps", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_hosts_changed_by_hand(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
