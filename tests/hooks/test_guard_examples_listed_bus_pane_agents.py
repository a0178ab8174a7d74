"""Each new guard family's module carries its examples (match / no_match); they are checked against the
module's own judgement here, with HOME a private directory (`conftest.judge_home`)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dongle.hooks import (
    ide_bridge,
    listed_entries,
    own_pane,
    session_bus,
    stdlib_shadowed,
    store_held,
    unhooked_agents,
)
from dongle.shell.parse import parse_command


def _invs(command: str, cwd: str) -> list[Any]:
    return list(parse_command(command, cwd=cwd).invocations)


def _listed(command: str, cwd: str) -> object:
    return listed_entries.listing_reaches_guard(_invs(command, cwd), command, cwd, dict(os.environ))


def _bus(command: str, cwd: str) -> object:
    return next((b for inv in _invs(command, cwd) if (b := session_bus.bus_environment(inv))), None)


def _pane(command: str, cwd: str) -> object:
    return own_pane.own_prompt_answered(_invs(command, cwd), command)


def _bridge(command: str, cwd: str) -> object:
    return ide_bridge.ide_bridge_called(_invs(command, cwd), command)


def _agents(command: str, cwd: str) -> object:
    return unhooked_agents.unhooked_agent_started(_invs(command, cwd))


def _held(command: str, cwd: str) -> object:
    return store_held.code_holds_guard(_invs(command, cwd), cwd, dict(os.environ))


def _stdlib(command: str, cwd: str) -> object:
    return stdlib_shadowed.stdlib_shadowed(_invs(command, cwd), cwd, dict(os.environ))


FAMILIES: dict[str, tuple[dict[str, list[str]], Callable[[str, str], object]]] = {
    "listed_entries": (listed_entries.EXAMPLES, _listed),
    "session_bus": (session_bus.EXAMPLES, _bus),
    "own_pane": (own_pane.EXAMPLES, _pane),
    "ide_bridge": (ide_bridge.EXAMPLES, _bridge),
    "unhooked_agents": (unhooked_agents.EXAMPLES, _agents),
    "store_held": (store_held.EXAMPLES, _held),
    "stdlib_shadowed": (stdlib_shadowed.EXAMPLES, _stdlib),
}
CASES = [(family, kind, command) for family, (examples, _) in FAMILIES.items()
         for kind in ("match", "no_match") for command in examples[kind]]


@pytest.mark.parametrize(("family", "kind", "command"), CASES,
                         ids=[f"{f}-{k}-{i}" for i, (f, k, _) in enumerate(CASES)])
def test_examples(judge_home: Path, family: str, kind: str, command: str) -> None:
    command = command.replace("/home/u/", f"{judge_home}/")
    found = FAMILIES[family][1](command, str(judge_home / "project"))
    assert bool(found) == (kind == "match"), (command, found)
