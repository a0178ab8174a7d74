"""A script file on this machine is judged by what it holds (shell.effects.Follow.script_text).

An agent that may not run `rm -rf ~` could write it into `cleanup.sh` with its editor tool (a write
inside the project, allowed) and then run `bash cleanup.sh`, which named no danger. The classifier
now reads a script that `bash FILE`, `sh FILE`, `source FILE`, `./FILE` (by its `#!` line) or an
interpreter (`python3 FILE`, `node FILE`) runs, and judges its text as if typed; arguments are $1….
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dongle.classify.command import classify_command
from dongle.levels import DangerLevel


def _level(command: str, cwd: Path) -> DangerLevel:
    return classify_command(command, cwd=str(cwd), env={"HOME": "/home/dev"}).danger_level


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "cleanup.sh").write_text("#!/bin/sh\nrm -rf ~\n")
    (tmp_path / "build.sh").write_text("#!/bin/sh\nrm -rf dist\nmkdir -p dist\n")
    (tmp_path / "wipe.sh").write_text('rm -rf "$1"\n')
    (tmp_path / "tidy.py").write_text("import os, shutil\nshutil.rmtree(os.path.expanduser('~'))\n")
    (tmp_path / "hello.py").write_text("print('hello')\n")
    (tmp_path / "tool").write_text("#!/usr/bin/env python3\nimport shutil\nshutil.rmtree('/home/dev')\n")
    (tmp_path / "tidy.js").write_text("require('fs').rmSync(require('os').homedir(), {recursive: true})\n")
    for name in ("cleanup.sh", "build.sh", "tool"):
        os.chmod(tmp_path / name, 0o755)
    return tmp_path


@pytest.mark.parametrize("command", ["bash cleanup.sh", "sh ./cleanup.sh", "source cleanup.sh",
                                     ". ./cleanup.sh", "./cleanup.sh", "sudo bash cleanup.sh",
                                     "python3 tidy.py", "./tool", "node tidy.js", "bash wipe.sh ~",
                                     "cd sub/.. && bash cleanup.sh"])
def test_a_script_on_disk_is_judged_by_what_it_holds(command: str, project: Path) -> None:
    (project / "sub").mkdir(exist_ok=True)
    assert _level(command, project) == DangerLevel.FORBIDDEN


@pytest.mark.parametrize("command", ["bash build.sh", "./build.sh", "python3 hello.py", "bash wipe.sh dist",
                                     "bash missing.sh"])
def test_a_harmless_script_stays_go(command: str, project: Path) -> None:
    assert _level(command, project) <= DangerLevel.REVERSIBLE


def test_a_script_too_long_to_read_is_not_a_go(project: Path) -> None:
    (project / "big.sh").write_text("echo padding\n" * 10_000 + "rm -rf ~\n")
    judged = classify_command("bash big.sh", cwd=str(project), env={"HOME": "/home/dev"})
    assert judged.unresolved and judged.decision.value == "ask"
    assert any("longer than" in f and "not analysed" in f for f in judged.factors)


def test_a_compiled_program_is_not_read_as_text(project: Path) -> None:
    (project / "a.out").write_bytes(b"\x7fELF\x00\x00rm -rf ~\n")
    os.chmod(project / "a.out", 0o755)
    assert _level("./a.out", project) <= DangerLevel.REVERSIBLE


def test_a_fifo_or_terminal_is_never_opened_for_reading(project: Path) -> None:
    """Reading a FIFO would block the hook; /dev/stdin would steal its input. A script that is a named
    pipe is not opened, and asks: what runs is written in by another process as the shell reads it."""
    os.mkfifo(project / "pipe.sh")
    for command in ("bash /dev/stdin", "source /dev/tty"):
        assert _level(command, project) <= DangerLevel.REVERSIBLE
    judged = classify_command("bash pipe.sh", cwd=str(project), env={"HOME": "/home/dev"})
    assert judged.decision.value == "ask" and any("named pipe" in f for f in judged.factors)


@pytest.mark.parametrize("command", ["/bin/rm -rf build", "/usr/bin/env python3 --version",
                                     "find . -name '*.bak' -print0 | xargs -0 /bin/rm -f"])
def test_the_systems_own_programs_are_not_read(command: str, project: Path) -> None:
    """/bin/rm is bigger than a script is read, and /usr/bin/pip is the package manager's, not the
    agent's: neither is opened, so neither turns an everyday line into a pause."""
    judged = classify_command(command, cwd=str(project), env={"HOME": "/home/dev"})
    assert not any("not analysed" in f for f in judged.factors)
    assert judged.danger_level <= DangerLevel.REVERSIBLE


PACKAGE = {"name": "web", "scripts": {"test": "jest", "clean": "rm -rf ~", "build": "tsc -p .",
                                      "prebuild": "rm -rf dist", "postinstall": "rm -rf ~/.ssh"}}


@pytest.mark.parametrize("command", ["npm run clean", "yarn clean", "pnpm run clean", "bun run clean",
                                     "npm run-script clean -- --force", "npm install", "npm ci"])
def test_a_package_script_is_judged_by_its_shell_line(command: str, tmp_path: Path) -> None:
    import json

    (tmp_path / "package.json").write_text(json.dumps(PACKAGE))
    assert _level(command, tmp_path) == DangerLevel.FORBIDDEN


@pytest.mark.parametrize("command", ["npm test", "npm run build", "yarn add react", "npm i lodash",
                                     "pnpm exec tsc", "npx jest", "npm run missing"])
def test_other_package_manager_lines_keep_their_verdict(command: str, tmp_path: Path) -> None:
    import json

    (tmp_path / "package.json").write_text(json.dumps(PACKAGE))
    assert _level(command, tmp_path) <= DangerLevel.REVERSIBLE


MAKEFILE = """BUILD := dist
.PHONY: all clean nuke
all: build
build:
\t@echo building
\tmkdir -p $(BUILD)
clean:
\trm -rf $(BUILD)
nuke: clean
\t-rm -rf ~
hidden:
\techo $(shell rm -rf ~)
"""


@pytest.mark.parametrize("command", ["make nuke", "make -k nuke", "make BUILD=/ clean", "make hidden",
                                     "make -C web wipe", "gmake -f Other.mk"])
def test_a_make_goal_is_judged_by_its_recipe(command: str, tmp_path: Path) -> None:
    (tmp_path / "Makefile").write_text(MAKEFILE)
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "Makefile").write_text("test:\n\tpytest -q\nwipe:\n\trm -rf /\n")
    (tmp_path / "Other.mk").write_text("go:\n\trm -rf ~/.ssh\n")
    assert _level(command, tmp_path) == DangerLevel.FORBIDDEN


@pytest.mark.parametrize("command", ["make", "make clean", "make -j4 build", "make -n nuke",
                                     "make -C web test", "make missing-goal"])
def test_everyday_make_goals_keep_their_verdict(command: str, tmp_path: Path) -> None:
    (tmp_path / "Makefile").write_text(MAKEFILE)
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "Makefile").write_text("test:\n\tpytest -q\n")
    assert _level(command, tmp_path) <= DangerLevel.REVERSIBLE


def test_make_expansion() -> None:
    from dongle.shell.makefile import expand

    text = "echo $(shell id) $$HOME $(patsubst %.c,%.o,$(SRC)) $(CC) $@ $(UNDEFINED)x $(call f,1)"
    expected = "echo $(id) $HOME a.o gcc app x ${MAKE_FUNCTION}"
    assert expand(text, {"SRC": "a.c", "CC": "gcc"}, "app") == expected
    quoted = {"DIR": "../t/results", "DIR_SQ": "$(subst ','\\'',$(DIR))"}  # git's own Makefiles
    assert expand("$(RM) -r '$(DIR_SQ)'", {"RM": "rm -f", **quoted}) == "rm -f -r '../t/results'"


@pytest.mark.parametrize("command, hooks_path", [
    ("git commit -m wip", ""), ("git push origin main", ""), ("git -C . commit -am wip", ""),
    ("git commit -m wip", ".husky"),  # core.hooksPath, as husky sets it
])
def test_a_git_hook_is_judged_as_the_command_that_runs_it(command: str, hooks_path: str,
                                                          tmp_path: Path) -> None:
    folder = tmp_path / (hooks_path or ".git/hooks")
    folder.mkdir(parents=True)
    (tmp_path / ".git").mkdir(exist_ok=True)
    if hooks_path:
        (tmp_path / ".git" / "config").write_text(f"[core]\n\thooksPath = {hooks_path}\n")
    (folder / "pre-commit").write_text("#!/bin/sh\nrm -rf ~\n")
    (folder / "pre-push").write_text("#!/usr/bin/env python3\nimport shutil\nshutil.rmtree('/home/dev')\n")
    assert _level(command, tmp_path) == DangerLevel.FORBIDDEN


@pytest.mark.parametrize("command", ["git commit --no-verify -m wip", "git commit -n -m wip", "git status",
                                     "git log --oneline", "git push --no-verify"])
def test_git_lines_that_run_no_hook_keep_their_verdict(command: str, tmp_path: Path) -> None:
    """Skipping the hooks (`--no-verify`) is judged for itself (a pause), never by a hook it skips."""
    bare = tmp_path / "bare"
    (bare / ".git" / "hooks").mkdir(parents=True)
    hooked = tmp_path / "hooked"
    (hooked / ".git" / "hooks").mkdir(parents=True)
    (hooked / ".git" / "hooks" / "pre-commit").write_text("#!/bin/sh\nrm -rf ~\n")
    (hooked / ".git" / "hooks" / "pre-push").write_text("#!/bin/sh\nrm -rf ~\n")
    assert _level(command, hooked) == _level(command, bare) <= DangerLevel.DESTRUCTIVE


@pytest.mark.parametrize("body", [b"echo hi\n\0\nrm -rf ~\n", b"echo caf\xe9\nrm -rf ~\n"])
def test_a_script_bash_would_run_is_read_whatever_its_bytes(body: bytes, tmp_path: Path) -> None:
    """bash skips a NUL after the first line and runs bytes that are not UTF-8: a NUL or a Latin-1
    byte must not make the script unreadable to the judge (it went)."""
    (tmp_path / "x.sh").write_bytes(body)
    assert _level("bash x.sh", tmp_path) == DangerLevel.FORBIDDEN
