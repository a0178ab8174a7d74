"""Wrappers are removed so the rules see the command that actually runs."""

from __future__ import annotations

import pytest

from .helpers import argvs, model, named, one

GIT_RESET = ("git", "reset", "--hard")


@pytest.mark.parametrize(
    ("command", "wrappers"),
    [
        ("sudo git reset --hard", ("sudo",)),
        ("sudo -u root -- git reset --hard", ("sudo",)),
        ("sudo -uroot -E -H git reset --hard", ("sudo",)),
        ("sudo FOO=1 git reset --hard", ("sudo",)),
        ("sudo env git reset --hard", ("sudo", "env")),
        ("env sudo git reset --hard", ("env", "sudo")),
        ("sudo command git reset --hard", ("sudo", "command")),
        ("doas -u root git reset --hard", ("doas",)),
        ("pkexec --user root git reset --hard", ("pkexec",)),
        ("env -i git reset --hard", ("env",)),
        ("env -u PATH git reset --hard", ("env",)),
        ("env -C /tmp git reset --hard", ("env",)),
        ("env -P/usr/bin git reset --hard", ("env",)),
        ("env GIT_AUTHOR_NAME=test git reset --hard", ("env",)),
        ("env -S 'PATH=/usr/bin' git reset --hard", ("env",)),
        ("nohup git reset --hard", ("nohup",)),
        ("nice -n 19 git reset --hard", ("nice",)),
        ("nice -19 git reset --hard", ("nice",)),
        ("ionice -c 3 git reset --hard", ("ionice",)),
        ("timeout 10s git reset --hard", ("timeout",)),
        ("timeout -s KILL --preserve-status 10 git reset --hard", ("timeout",)),
        ("time git reset --hard", ("time",)),
        ("time -p git reset --hard", ("time",)),
        ("command git reset --hard", ("command",)),
        ("command -p git reset --hard", ("command",)),
        ("builtin command git reset --hard", ("builtin", "command")),
        ("exec git reset --hard", ("exec",)),
        ("stdbuf -oL git reset --hard", ("stdbuf",)),
        ("stdbuf -o L git reset --hard", ("stdbuf",)),
        ("busybox git reset --hard", ("busybox",)),
        ("watch -x git reset --hard", ("watch",)),
        ("entr -n git reset --hard", ("entr",)),
        ("watchexec -e py -w src -- git reset --hard", ("watchexec",)),
        ("setsid git reset --hard", ("setsid",)),
        ("chroot /mnt git reset --hard", ("chroot",)),
    ],
)
def test_wrapper_is_removed(command: str, wrappers: tuple[str, ...]) -> None:
    inv = one(command, "git")
    assert inv.argv == GIT_RESET
    assert inv.wrappers == wrappers


def test_privileged_wrappers_mark_privilege() -> None:
    for command in ("sudo rm -rf /x", "doas rm -rf /x", "pkexec rm -rf /x", "su -c 'rm -rf /x'"):
        assert one(command, "rm").privileged, command
    assert not one("nice rm -rf /x", "rm").privileged


def test_leading_assignments_and_env_wrapper_feed_env() -> None:
    inv = one("FOO=1 BAR=2 git reset --hard", "git")
    assert inv.argv == GIT_RESET
    assert (inv.env["FOO"], inv.env["BAR"]) == ("1", "2")
    inv = one("env -i RAILS_ENV=production rake db:drop", "rake")
    assert dict(inv.env) == {"RAILS_ENV": "production"}


def test_command_v_only_looks_up() -> None:
    for command in ("command -v git", "command -V git reset --hard"):
        got = model(command).invocations
        assert [i.name for i in got] == ["command"], command


def test_sudo_without_command_runs_nothing_else() -> None:
    assert [i.name for i in model("sudo -l").invocations] == ["sudo"]
    assert [i.name for i in model("sudo -e /etc/hosts").invocations] == ["sudo"]


def test_busybox_applet() -> None:
    assert one("busybox rm -rf /some/path", "rm").argv == ("rm", "-rf", "/some/path")
    inv = one("busybox find . -delete", "find")
    assert "-delete" in inv.argv


def test_watch_runs_its_arguments_as_shell_text() -> None:
    inv = one("watch -n 5 rm -rf /", "rm")
    assert inv.argv == ("rm", "-rf", "/")
    assert inv.via == ("watch",)


def test_entr_s_runs_its_argument_as_shell_text() -> None:
    """`entr -s 'CMD'` runs CMD in a shell each time a watched file changes."""
    inv = one("ls | entr -cs 'rm -rf /'", "rm")
    assert inv.argv == ("rm", "-rf", "/")


def test_xargs_appends_literal_input() -> None:
    inv = one("echo / | xargs rm -rf", "rm")
    assert inv.argv == ("rm", "-rf", "/")
    assert inv.wrappers == ("xargs",)


def test_xargs_with_unknown_input_keeps_template() -> None:
    inv = one("find . -print0 | xargs -0 rm -rf", "rm")
    assert inv.argv == ("rm", "-rf")
    assert inv.wrappers == ("xargs",)
    assert one("xargs rm -rf < list.txt", "rm").wrappers == ("xargs",)
    assert one("echo ok | xargs -a /tmp/paths rm -rf", "rm").argv == ("rm", "-rf")


def test_xargs_replace_string() -> None:
    inv = one("echo / | xargs -I{} rm -rf {}", "rm")
    assert inv.argv == ("rm", "-rf", "/")


def test_xargs_after_double_dash_keeps_filenames() -> None:
    assert one("echo ok | xargs rm -- -rf", "rm").argv == ("rm", "--", "-rf", "ok")


def test_find_exec_and_delete() -> None:
    m = model("find /tmp -name '*.o' -execdir rm -rf {} + -delete")
    find = next(i for i in m.invocations if i.name == "find")
    assert "-delete" in find.argv
    rm = next(i for i in m.invocations if i.name == "rm")
    assert rm.argv == ("rm", "-rf", "{}")
    assert rm.wrappers == ("find",)


def test_find_ok_and_exec_chain() -> None:
    got = [i.argv for i in named("find . -ok rm {} \\; -exec chmod 777 {} \\;", "rm")]
    assert got == [("rm", "{}")]
    assert one("find . -ok rm {} \\; -exec chmod 777 {} \\;", "chmod").argv == ("chmod", "777", "{}")


def test_parallel_template_and_commands() -> None:
    assert [i.argv for i in named("parallel rm -rf {} ::: build /", "rm")] == [
        ("rm", "-rf", "build"),
        ("rm", "-rf", "/"),
    ]
    assert one("parallel ::: 'rm -rf /'", "rm").argv == ("rm", "-rf", "/")
    assert [i.argv for i in named("parallel -j4 gzip ::: a b", "gzip")] == [("gzip", "a"), ("gzip", "b")]


def test_many_wrappers_are_bounded() -> None:
    m = model("nohup " * 100 + "rm -rf /")
    assert m.unresolved
    assert all(i.name in ("nohup", "rm") for i in m.invocations)


def test_wrappers_stack_with_nested_shell() -> None:
    inv = one("sudo -u deploy timeout 5 bash -c 'rm -rf /srv/app'", "rm")
    assert inv.privileged
    assert inv.via == ("bash -c",)
    assert argvs("sudo -u deploy timeout 5 bash -c 'rm -rf /srv/app'")[0][0] == "bash"


@pytest.mark.parametrize(
    ("command", "wrappers"),
    [
        ("poetry run rm -rf /", ("poetry",)),
        ("uv run --with rich rm -rf /", ("uv",)),
        ("bundle exec rm -rf /", ("bundle",)),
        ("conda run -n base rm -rf /", ("conda",)),
        ("direnv exec . rm -rf /", ("direnv",)),
        ("systemd-run --uid=0 -p X=1 rm -rf /", ("systemd-run",)),
        ("strace -f -o /tmp/t rm -rf /", ("strace",)),
        ("nsenter -t 1 -m -u -- rm -rf /", ("nsenter",)),
        ("screen -dmS x rm -rf /", ("screen",)),
        ("flock /tmp/lock rm -rf /", ("flock",)),
        ("torsocks rm -rf /", ("torsocks",)),
        # job queues keep the command and run it later
        ("pueue add -g build -- rm -rf /", ("pueue",)),
        ("tsp -L nightly rm -rf /", ("tsp",)),
        ("nq rm -rf /", ("nq",)),
    ],
)
def test_runner_wrappers(command: str, wrappers: tuple[str, ...]) -> None:
    inv = one(command, "rm")
    assert inv.argv == ("rm", "-rf", "/")
    assert inv.wrappers == wrappers


@pytest.mark.parametrize(
    ("command", "via"),
    [
        ("script -qc 'rm -rf /' /dev/null", ("script -c",)),
        ("tmux new -d -s x 'rm -rf /'", ("tmux",)),
        ("tmux send-keys -t x 'rm -rf /' Enter", ("tmux",)),
        ("nix-shell -p hello --run 'rm -rf /'", ("nix-shell --run",)),
        ("sg docker -c 'rm -rf /'", ("sg -c",)),
        ("flock /tmp/l -c 'rm -rf /'", ("flock -c",)),
        ("runuser -u app -- sh -c 'rm -rf /'", ("sh -c",)),
        ("runuser app -c 'rm -rf /'", ("su -c",)),
        ("echo 'rm -rf /' | at now", ("at job",)),
    ],
)
def test_wrappers_that_take_shell_text(command: str, via: tuple[str, ...]) -> None:
    inv = one(command, "rm")
    assert inv.argv == ("rm", "-rf", "/")
    assert inv.via == via


def test_subcommand_runner_without_run_is_itself() -> None:
    assert [i.name for i in model("uv pip install x").invocations] == ["uv"]
    assert [i.name for i in model("strace -p 123").invocations] == ["strace"]


def test_job_queue_subcommands_that_run_nothing() -> None:
    """`pueue status`, `pueue kill 3` and `tsp -l` manage the queue; no queued command is in them."""
    for command in ("pueue status", "pueue kill 3", "tsp -l"):
        assert [inv.name for inv in model(command).invocations] == [command.split()[0]]
