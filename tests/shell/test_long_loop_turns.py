"""A `for` loop over many values runs its body once per value: a value that must stay one word keeps
its place.

Over more values than are walked one by one, the body is walked for the first and the last value, as
the loop runs them, and then for every value at once (`rm -rf $d` over nine system trees deletes them
all). So `for h in web-{01..12}.prod…; do ssh $h 'sudo systemctl restart nginx'; done` is that restart
on a fleet of production hosts (not `ssh web-01 web-02 … restart`, a host read as the command), and a
reload of a production service's configuration pauses there while it goes on one's own machine.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.shell.parse import parse_command

CASES = [
    ("for h in web-{01..12}.prod.acme.io; do ssh $h 'sudo systemctl restart nginx'; done", ("verify",)),
    ("for h in web-{01..12}.prod.acme.io; do ssh $h 'sudo systemctl reload nginx' && sleep 5; done",
     ("confirm", "verify")),
    ("for d in /etc /usr /var /opt /srv /home /boot /lib /bin; do sudo rm -rf \"$d\"; done",
     ("danger_zone",)),
    ("for h in web-{01..12}.prod.acme.io; do ssh $h uptime; done", ("advisory",)),
    ("for f in a b c d e f g h i j; do touch \"$f.txt\"; done", ("advisory",)),
    ("sudo nginx -t && sudo systemctl reload nginx", ("advisory",)),
]


@pytest.mark.parametrize(("command", "tiers"), CASES)
def test_long_loops(command: str, tiers: tuple[str, ...]) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value in tiers, (judged.tier.value, judged.factors)


def test_host_keeps_its_place() -> None:
    model = parse_command("for h in web-{01..12}.prod.acme.io; do ssh $h 'sudo systemctl restart nginx'; "
                          "done")
    remotes = {inv.remote for inv in model.invocations if inv.name == "systemctl"}
    assert {"ssh:web-01.prod.acme.io", "ssh:web-12.prod.acme.io"} <= remotes
