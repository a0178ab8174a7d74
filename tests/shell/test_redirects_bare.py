"""A redirect with no command still opens (and truncates) its target: the model must show it."""

import pytest

from dongle.classify.command import classify_command
from dongle.shell.parse import parse_command


@pytest.mark.parametrize("command, target", [
    ("> /dev/sda", "/dev/sda"),
    ("a=1 > /etc/passwd", "/etc/passwd"),
    ("echo hi; >~/.bashrc", "~/.bashrc"),
])
def test_bare_redirect_is_recorded_on_a_noop(command, target):
    model = parse_command(command)
    noops = [inv for inv in model.invocations if inv.name == ":"]
    assert noops, model
    assert any(r.target.endswith(target.lstrip("~")) for inv in noops for r in inv.redirects)


def test_bare_redirect_onto_a_disk_is_a_hard_stop():
    assert classify_command("> /dev/sda", cwd="/home/dev/project").tier.value == "danger_zone"


def test_bare_redirect_inside_the_project_stays_go():
    assert classify_command("> out.txt", cwd="/home/dev/project").decision.value == "allow"
