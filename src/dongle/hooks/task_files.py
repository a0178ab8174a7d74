"""Task files on disk that an ordinary command runs: `just`, `task`, `tox`, `nox`, `pre-commit`, `invoke`, and
the build hooks a build of the project runs (`hatch_build.py`, `setup.py` under `pip install .`, `uv sync`).

`make` and the package managers' scripts are read from the disk when they run; these task runners are
the same kind of program: `just` runs the recipes of the justfile it finds, `tox` the `commands` of
tox.ini, `pre-commit run` each hook's `entry`. A task file planted earlier (by a line whose text did not
name the guard, or by hand) then changes the guard when the ordinary command runs. So the task file a
runner would read is judged as the text written into that file now: what it does to the guard, in any
language it holds, is what running it does. A task file that builds and tests the project is everyday.
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Sequence

from dongle.disk_text import small_text
from dongle.shell.model import Invocation

# Each runner and the files it reads when none is named, in the order it looks for them.
TASK_FILES: dict[str, tuple[str, ...]] = {
    "just": ("justfile", "Justfile", ".justfile"),
    "task": ("Taskfile.yml", "Taskfile.yaml", "taskfile.yml", "taskfile.yaml", "Taskfile.dist.yml"),
    "go-task": ("Taskfile.yml", "Taskfile.yaml", "taskfile.yml", "taskfile.yaml", "Taskfile.dist.yml"),
    "tox": ("tox.ini", "tox.toml"),
    "nox": ("noxfile.py",),
    "pre-commit": (".pre-commit-config.yaml", ".pre-commit-config.yml"),
    "prek": (".pre-commit-config.yaml", ".pre-commit-config.yml"),
    "invoke": ("tasks.py",),
    "inv": ("tasks.py",),
    "rake": ("Rakefile", "rakefile", "Rakefile.rb"),
    "cargo-make": ("Makefile.toml",),
    "makers": ("Makefile.toml",),
}
# Building the project runs its build hooks: a hatch custom hook, pdm's and poetry's build scripts,
# setup.py; the build is asked for by these programs' words (`pip install .`, `uv sync`, `python -m build`).
BUILD_HOOK_FILES = ("hatch_build.py", "pdm_build.py", "build.py", "setup.py")
_BUILDS = {"pip": ("install",), "pip3": ("install",), "uv": ("sync", "build", "pip install", "run"),
           "poetry": ("install", "build"), "pdm": ("install", "build", "sync"),
           "hatch": ("build", "env create", "run"), "rye": ("sync", "build"), "pipx": ("install",),
           "flit": ("install", "build")}
# Options that name the task file instead.
_FILE_OPTIONS = frozenset({"-f", "--justfile", "--taskfile", "-c", "--config", "--noxfile", "--collection",
                           "--rakefile", "--makefile"})


def task_files_run(invs: Sequence[Invocation], cwd: str) -> list[tuple[str, str | None]]:
    """(file, text) of each task file a runner in the line would read from the disk; text None when the file
    is there but cannot be read whole (too large, unreadable): what it runs is then not known."""
    found: list[tuple[str, str | None]] = []
    for inv in invs:
        runner = TASK_FILES.get(posixpath.basename(inv.name))
        names = runner or (BUILD_HOOK_FILES if _builds_project(inv) else None)
        if not names:
            continue
        where = inv.cwd or cwd
        named = [inv.args[i + 1] for i, a in enumerate(inv.args[:-1]) if a in _FILE_OPTIONS]
        named += [a.split("=", 1)[1] for a in inv.args if "=" in a and a.split("=", 1)[0] in _FILE_OPTIONS]
        for name in named or names:
            path = name if name.startswith("/") else posixpath.join(where, name)
            if os.path.isfile(path):
                found.append((posixpath.basename(path), small_text(path)))
                if runner:   # a runner reads the first it finds; a build runs every hook there is
                    break
    return found


def _builds_project(inv: Invocation) -> bool:
    """`inv` builds or installs the project in its working directory (`pip install -e .`, `uv sync`,
    `poetry install`, `python -m build`), which runs the project's build hooks."""
    args = list(inv.args)
    if inv.name.startswith("python") and args[:2] in (["-m", "build"], ["-m", "pip"]):
        args = args[2:] if args[1] == "pip" else ["build"]
        name = "pip" if inv.args[1] == "pip" else "build"
    else:
        name = posixpath.basename(inv.name)
    if name == "build":
        return True
    verbs = _BUILDS.get(name)
    said = " ".join(a for a in args if not a.startswith("-"))
    if not verbs or not any(said == v or said.startswith(v + " ") for v in verbs):
        return False
    if name in ("pip", "pip3", "pipx") or said.startswith("pip install"):
        return any(a in (".", "./") or a.startswith(("./", ".[")) for a in args)  # the project, not a package
    return True


def as_written(file: str, text: str) -> str:
    """A line that writes `text` into `file`, for judging the text as the runner will run it."""
    fence = "DONGLE_TASK_FILE_END"
    while fence in text:
        fence += "_"
    return f"cat > {file} <<'{fence}'\n{text.rstrip()}\n{fence}"
