"""A command carried to another host is judged where it runs there.

In a remote shell's script a `cd` to an absolute directory places the relative paths after it there
(`ssh root@app-1 'cd /srv && rm -rf app'` deletes /srv/app, not the agent's project `app`), as a local
`cd` does. A reverse tunnel that hands this machine's login port to a bare IP address gives whoever
holds that host a way in (stop); to a named host, or of an application port, it pauses.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CASES = [
    ("ssh root@app-1.prod.acme.io 'cd /srv && rm -rf app shared/uploads'", "danger_zone"),
    ("ssh admin@db-3 'cd /var/lib && sudo rm -rf postgresql'", "danger_zone"),
    ("ssh deploy@web-1 'cd /srv/app && rm -rf tmp/cache'", "confirm"),
    ("ssh root@app-1 'cd /tmp && rm -rf build-123'", "advisory"),
    ("ssh deploy@web-1 'cd /srv/app && git status'", "advisory"),
    ("ssh -R 9000:localhost:22 tunnel@91.210.107.4 -N -f", "danger_zone"),
    ("autossh -M 0 -N -R 2222:127.0.0.1:22 45.77.12.201", "danger_zone"),
    ("ssh -N -R 2200:localhost:22 relay@vps.example.net", "confirm"),
    ("ssh -R 8080:localhost:3000 me@91.210.107.4", "confirm"),
    ("ssh deploy@91.210.107.4 uptime", "advisory"),
]


@pytest.mark.parametrize(("command", "tier"), CASES)
def test_remote_reach(command: str, tier: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value == tier, (judged.tier.value, judged.factors)
