"""Shell commands an OSA script runs (`osascript -e 'do shell script "rm -rf ~/Documents"'`).

AppleScript's `do shell script` and JavaScript for Automation's `doShellScript(...)` hand their text to
`/bin/sh -c` (Terminal's `do script` and iTerm's `write text` to the shell of a window): the script's
effect is that command's, and it is judged as the shell line it is (`with
administrator privileges` runs it as root, as `sudo` does). A command assembled from values the script
computes (`"rm -rf " & quoted form of POSIX path of f`) keeps a placeholder where the value goes, so a
delete of something unnamed is judged as a delete of something unknown, never as nothing.
"""

from __future__ import annotations

import re

from dongle.shell.interp import Effect

# `do shell script EXPR [with administrator privileges]` up to the end of its line or statement; Terminal's
# `do script EXPR` and iTerm's `write text EXPR` type the text into a shell, which runs it.
_DO_SHELL = re.compile(r"\b(?:do\s+(?:shell\s+)?script|write\s+text)\s+(.+?)"
                       r"(?=$|\n|\s+(?:with|without|as|user\s+name|password|altering)\b|\s*\)\s*$)",
                       re.I | re.M)
_ADMIN = re.compile(r"\bwith\s+administrator\s+privileges\b", re.I)
# JXA: `app.doShellScript('cmd')`, `Application.currentApplication().doShellScript("cmd", {...})`.
_JXA = re.compile(r"""\bdoShellScript\(\s*(?:(['"`])((?:\\.|(?!\1).)*)\1|([^)]*))""")
_APPLESCRIPT_STRING = re.compile(r'"((?:\\.|[^"\\])*)"')
_UNKNOWN = "${osa:value}"


def shell_scripts(code: str) -> list[Effect]:
    """Each shell command the script runs, as shell text."""
    effects: list[Effect] = []
    for m in _DO_SHELL.finditer(code):
        text = _assembled(m.group(1))
        if _ADMIN.search(code, m.end(), m.end() + 60):
            text = f"sudo sh -c {_quoted(text)}"
        effects.append(Effect(script=text))
    for m in _JXA.finditer(code):
        text = _unescaped(m.group(2)) if m.group(1) else _UNKNOWN
        effects.append(Effect(script=text))
    return effects


def _assembled(expression: str) -> str:
    """The text of an AppleScript expression joined with `&`: literal parts as written, the rest as a
    placeholder for a value known only when the script runs."""
    parts: list[str] = []
    for piece in re.split(r"\s*&\s*(?=(?:[^\"]*\"[^\"]*\")*[^\"]*\Z)", expression.strip()):
        literal = _APPLESCRIPT_STRING.fullmatch(piece.strip())
        parts.append(_unescaped(literal.group(1)) if literal else _UNKNOWN)
    return "".join(parts)


def _unescaped(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"
