"""A named pipe handed to a program as the code or changes it runs.

The guard judges a script, a Makefile, a patch or an archive by reading it from the disk before the line
runs (and an approval binds to what it read). A named pipe in that place (`rm build.sh && mkfifo
build.sh`, made by an earlier line) holds nothing until the program opens it; what it then runs is
whatever another process writes in at that moment, which neither the judge nor the human has seen.
The guard never opens a pipe (that would hold the hook until a writer came, and a hook that does not
answer lets the call through on several agents); it sees that the path is one, and asks.

Making such a pipe where code is kept (`mkfifo scripts/build.sh`, a Makefile, a hook) plants code for
later whose text nobody will read: asked as well. Pipes under other names are how processes talk.

A program known to only read its operands (`cat`, `grep`) reads data from a pipe, which is everyday,
unless what it prints becomes words of the line (`eval "$(cat p)"`).
"""

from __future__ import annotations

import os
import posixpath
import re
import stat
from collections.abc import Sequence

from dongle.hooks.guard_operands import only_reads
from dongle.shell.model import Invocation

# `$(< FILE)`: the shell reads the file into the word itself.
_READ_INTO_WORD = re.compile(r"\$\(\s*<\s*([^)\s]+)\s*\)")
# What make reads when no `-f` names its file.
_MAKEFILES = ("GNUmakefile", "makefile", "Makefile")
_MAX_WORDS = 64  # operands looked at per command
# Names under which a file is run or applied as code by the shell, a build tool or git.
_CODE_NAME = re.compile(r"(?i)\.(?:sh|bash|zsh|py|rb|pl|js|mjs|cjs|ts|php|lua|mk|patch|diff|ps1|cmd|bat)$"
                        r"|(?:^|/)(?:GNUmakefile|makefile|Makefile|Justfile|Rakefile|Dockerfile|\.envrc"
                        r"|package\.json|\.git/hooks/[\w-]+)$")


def pipe_planted(invocations: Sequence[Invocation]) -> str | None:
    """`mkfifo scripts/build.sh`: a named pipe made under a name code is kept at."""
    for inv in invocations:
        if inv.name == "mkfifo":
            found = next((a for a in inv.args if not a.startswith("-") and _CODE_NAME.search(a)), None)
            if found:
                return found
    return None


def pipe_handed(invocations: Sequence[Invocation], cwd: str, home: str) -> str | None:
    """The first named pipe on disk that the line hands to a program as what it runs or applies."""
    for inv in invocations:
        if only_reads(inv) and "$()" not in inv.via:
            continue
        words = [a for a in inv.args if not a.startswith("-") or a == "-"]
        words += [r.target for r in inv.redirects if r.op in ("<", "<>")]
        words += [m for a in inv.args for m in _READ_INTO_WORD.findall(a)]
        if inv.name in ("make", "gmake") and not any(a.startswith(("-f", "--file", "--makefile", "-C",
                                                                   "--directory")) for a in inv.args):
            words += _MAKEFILES
        for word in words[:_MAX_WORDS]:
            path = posixpath.join(inv.cwd or cwd, home + word[1:] if word.startswith("~/") else word)
            try:
                if stat.S_ISFIFO(os.stat(path).st_mode):
                    return word
            except (OSError, ValueError):
                continue
    return None
