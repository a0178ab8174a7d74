"""Small lookups over a ShellModel so the tests read as statements about commands."""

from __future__ import annotations

from dongle.shell.model import Invocation, ShellModel
from dongle.shell.parse import parse_command


def model(command: str, **kwargs: object) -> ShellModel:
    return parse_command(command, **kwargs)  # type: ignore[arg-type]


def argvs(command: str, **kwargs: object) -> list[tuple[str, ...]]:
    return [inv.argv for inv in model(command, **kwargs).invocations]


def named(command: str, name: str, **kwargs: object) -> list[Invocation]:
    return [inv for inv in model(command, **kwargs).invocations if inv.name == name]


def one(command: str, name: str, **kwargs: object) -> Invocation:
    found = named(command, name, **kwargs)
    assert len(found) == 1, f"expected one {name!r} in {command!r}, got {found}"
    return found[0]
