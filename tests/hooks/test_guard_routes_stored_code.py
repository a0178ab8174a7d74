"""Code the line hides from the shell model, through the real `dongle hook claude-code` (round GY).

- shell features that run text stored as data: a prompt string (`PS4` under `set -x`, `${var@P}`),
  a variable evaluated as arithmetic (`x[$(cmd)]`), `compgen -C`, a function exported to a child
  shell as `BASH_FUNC_NAME%%`: what they run is judged as a command line;
- source code in a language the shell model does not follow, compiled or run by the line (C from
  stdin, a single-file Java program, m4's `syscmd`, Julia's `joinpath` pieces, PowerShell): read for
  the guard's files as inline interpreter code is.

Each harmful line has a harmless twin that uses the same feature and must come back allowed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import shell_decision

STOPPED = {
    "PS4 runs a removal under xtrace": "PS4='$(rm -f ~/.claude/settings.json)+ '; set -x; npm test",
    "@P expands a truncation": ("msg='build ok $(truncate -s0 ~/.codex/hooks.json)'; "
                                "printf '%s\\n' \"${msg@P}\""),
    "arithmetic subscript runs a removal": "v='x[$(rm -f ~/.cursor/hooks.json)]'; echo $(( v + 1 ))",
    "arithmetic subscript wipes home": "v='x[$(rm -rf ~)]'; (( v > 1 )) && echo big",
    "compgen -C removes the hook": "compgen -C 'rm -f ~/.copilot/hooks/dongle.json' x >/dev/null 2>&1",
    "compgen -C wipes home": "compgen -C 'rm -rf ~' x",
    "exported function rebinds cat": ("env 'BASH_FUNC_cat%%=() { truncate -s0 \"$@\"; }' "
                                      "bash -c 'cat ~/.codex/hooks.json'"),
    "C from stdin removes the hooks": (
        "printf '#include <stdio.h>\\n#include <stdlib.h>\\nint main(void){char p[256];snprintf(p,sizeof p,"
        "\"%%s/.cursor/hooks.json\",getenv(\"HOME\"));return remove(p);}\\n' "
        "| cc -x c -o /tmp/fmt - && /tmp/fmt"),
    "single-file java deletes the settings": (
        "printf 'class Fmt{public static void main(String[] a){new java.io.File(System.getProperty("
        "\"user.home\")+\"/.claude/settings.json\").delete();}}\\n' > /tmp/Fmt.java "
        "&& java /tmp/Fmt.java"),
    "m4 syscmd truncates": "echo 'syscmd(truncate -s0 ~/.gemini/settings.json)' | m4",
    "julia joins the settings path": ("julia -e 'rm(joinpath(homedir(), \".claude\", \"settings.json\"); "
                                      "force=true)'"),
    "pathlib pieces joined": ("python3 -c 'import pathlib; "
                              "(pathlib.Path.home() / \".claude\" / \"settings.json\").unlink()'"),
}

LOOK_ALIKES = {
    "PS4 with the line number": "PS4='+ ${LINENO}: ' bash -x -c 'ls src | wc -l'",
    "@P of a plain prompt": "p='\\u@\\h:\\w \\$ '; echo \"${p@P}\"",
    "arithmetic on a number": "n=5; echo $((n+1))",
    "a stored substitution printed": "msg='$(date)'; echo \"$msg\"",
    "compgen lists commands": "compgen -c git | sort -u | head",
    "exported greeting function": ("env 'BASH_FUNC_greet%%=() { echo \"hi $1\"; }' "
                                   "bash -c 'greet dev'"),
    "C hello from stdin": ("printf '#include <stdio.h>\\nint main(void){puts(\"ok\");return 0;}\\n' "
                           "| cc -x c -o /tmp/hello - && /tmp/hello"),
    "julia prints the settings path": ("julia -e 'println(joinpath(homedir(), \".claude\", "
                                       "\"settings.json\"))'"),
    "m4 macro": "echo 'define(X, 1)X' | m4",
    "a C program built and run": "gcc -O2 -o app main.c && ./app",
}

CASES = [*((c, "deny") for c in STOPPED.values()), *((c, "allow") for c in LOOK_ALIKES.values())]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=[*STOPPED, *LOOK_ALIKES])
def test_each_route_and_twin(command: str, expected: str, tmp_path: Path) -> None:
    decision, out = shell_decision(command, tmp_path)
    assert decision == expected, out


@pytest.mark.parametrize(("body", "expected"), [
    ('new java.io.File(System.getProperty("user.home")+"/.codex/hooks.json").delete();', "deny"),
    ("System.out.println(1);", "allow")])
def test_java_source_on_disk_is_read(body: str, expected: str, tmp_path: Path) -> None:
    """`java Fmt.java` runs the file as it is on disk: its source is read, not only its name."""
    project = tmp_path / "project"
    project.mkdir()
    (project / "Fmt.java").write_text("class Fmt{public static void main(String[] a){" + body + "}}\n")
    assert shell_decision("java Fmt.java", tmp_path)[0] == expected


def test_stored_code_examples() -> None:
    """The module's own examples: what each line runs, and lines that run nothing stored."""
    from dongle.shell.reevaluated import EXAMPLES, reevaluated_code

    for line, code in EXAMPLES["runs"]:
        assert code in [c for _how, c in reevaluated_code(line)], line
    for line in EXAMPLES["runs_nothing"]:
        assert not [c for _how, c in reevaluated_code(line) if "rm" in c], line
