"""Version managers' `exec`/`run` run the command they are handed with a chosen runtime on PATH: the
command is unwrapped and judged as itself (`mise exec -- rm -rf ~` is `rm -rf ~`), however the runtime
is pinned (`--using=18`, `node@20 python@3.12`, `rustup run stable`)."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.levels import DangerLevel

from .helpers import one


@pytest.mark.parametrize(
    ("command", "wrapper"),
    [
        ("pyenv exec rm -rf /", "pyenv"),
        ("rbenv exec rm -rf /", "rbenv"),
        ("nodenv exec rm -rf /", "nodenv"),
        ("goenv exec rm -rf /", "goenv"),
        ("asdf exec rm -rf /", "asdf"),
        ("fnm exec --using=18 rm -rf /", "fnm"),
        ("fnm exec --using 18 -- rm -rf /", "fnm"),
        ("volta run --node 20 --npm 10 rm -rf /", "volta"),
        ("rustup run nightly rm -rf /", "rustup"),
        ("mise exec -- rm -rf /", "mise"),
        ("mise x node@20 python@3.12 -- rm -rf /", "mise"),
        ("mise exec -j 4 node@20 -- rm -rf /", "mise"),
        ("mise exec node@20 rm -rf /", "mise"),
        ("rtx exec -- rm -rf /", "rtx"),
    ],
)
def test_version_manager_runs_the_command(command: str, wrapper: str) -> None:
    inv = one(command, "rm")
    assert inv.argv == ("rm", "-rf", "/")
    assert inv.wrappers[-1:] == (wrapper,)


@pytest.mark.parametrize("command", [
    "fnm exec --using=18 rm -rf ~", "mise exec -c 'rm -rf ~'", "mise x node@20 -- rm -rf ~",
    "pyenv exec bash -c 'rm -rf ~'", "volta run rm -rf ~", "asdf exec rm -rf ~"])
def test_wrapped_deletion_keeps_its_stop(command: str) -> None:
    assert classify_command(command).danger_level == DangerLevel.FORBIDDEN, command


@pytest.mark.parametrize("command", [
    "pyenv exec python -m pytest -q", "fnm exec --using=18 npm test", "mise exec node@20 -- node -v",
    "rbenv exec bundle exec rspec", "rustup run stable cargo build", "pyenv versions", "mise exec",
    "fnm list"])
def test_routine_runs_stay_go(command: str) -> None:
    assert classify_command(command).danger_level == DangerLevel.SAFE, command
