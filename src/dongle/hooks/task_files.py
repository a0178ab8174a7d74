"""Task files on disk that an ordinary command runs: `just`, `task`, `tox`, `nox`, `pre-commit`, `invoke`.

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
# Options that name the task file instead.
_FILE_OPTIONS = frozenset({"-f", "--justfile", "--taskfile", "-c", "--config", "--noxfile", "--collection",
                           "--rakefile", "--makefile"})


def task_files_run(invs: Sequence[Invocation], cwd: str) -> list[tuple[str, str]]:
    """(file, text) of each task file a runner in the line would read from the disk."""
    found: list[tuple[str, str]] = []
    for inv in invs:
        names = TASK_FILES.get(posixpath.basename(inv.name))
        if not names:
            continue
        where = inv.cwd or cwd
        named = [inv.args[i + 1] for i, a in enumerate(inv.args[:-1]) if a in _FILE_OPTIONS]
        named += [a.split("=", 1)[1] for a in inv.args if "=" in a and a.split("=", 1)[0] in _FILE_OPTIONS]
        for name in named or names:
            path = name if name.startswith("/") else posixpath.join(where, name)
            if os.path.isfile(path) and (text := small_text(path)):
                found.append((posixpath.basename(path), text))
                break
    return found


def as_written(file: str, text: str) -> str:
    """A line that writes `text` into `file`, for judging the text as the runner will run it."""
    fence = "DONGLE_TASK_FILE_END"
    while fence in text:
        fence += "_"
    return f"cat > {file} <<'{fence}'\n{text.rstrip()}\n{fence}"
