"""The guard's running parts reached without touching its files: an agent's runtime opened to outside
code, and the guard's store held so that no hook can use it.

- A Node.js process starts its inspector when it receives SIGUSR1 (`kill -USR1 PID`), and `node inspect
  -p PID` does the same and attaches. The coding agents run on Node, so any process of the same user
  can then evaluate code inside the agent: code that answers its own approvals or calls tools past the
  hooks. Sent to an agent (by name, by a listing of it, as the shell's parent `$PPID`, or to every
  `node`), that is a stop; the same
  signal to a numbered process nobody names, or another signal, is the classifier's.
- `flock ~/.local/state/mcpaql-safety-dongle/dongle.db sleep 86400 &`: a lock held on the guard's store or
  another of its files for as long as the held command runs; every hook that waits on it times out,
  and an agent whose hook does not answer lets the call through on several agents. A lock on any other
  file is how scripts serialise their own work. Likewise a wrapper's own output file (`strace -o`,
  `time -o`, rsync's `--log-file`) is written although the command it wraps never names it.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable, Mapping

from dongle.shell.model import Invocation

# The signal that opens a Node process's inspector, in every spelling `kill`, `pkill` and `killall` take.
_INSPECTOR_SIGNAL = re.compile(r"^-(?:s|-signal)?[= ]?(?:SIG)?USR1$|^-10$", re.I)
# The agents' runtimes: their commands, or every Node process (`killall node`, `$(pgrep node)`), which
# includes them; a Node process named by its script (`pgrep -f "node server.js"`) is the project's. The
# agent's shell's parent (`$PPID`, `ps -o ppid= $$`) is the agent itself, whatever its name.
_AGENT_RUNTIME = re.compile(r"\b(?:claude|gemini|copilot|qwen|cursor-agent|codex)\b|\bnode(?:js)?\s*(?:\)|$)"
                            r"|\$\{?PPID\b|\bppid=")
_SIGNALLERS = frozenset({"kill", "pkill", "killall", "skill"})


def inspector_opened(invs: list[Invocation]) -> str | None:
    """Why a line opens a debugger inside an agent's runtime (None if it does not)."""
    for inv in invs:
        args = list(inv.args)
        if inv.name in ("node", "nodejs") and args[:1] == ["inspect"] and ("-p" in args or "--port" in args):
            target = " ".join(args)
        elif inv.name in _SIGNALLERS and _signals_usr1(args):
            target = " ".join(a for a in args if not a.startswith("-") or "$(" in a)
        else:
            continue
        if _AGENT_RUNTIME.search(target) or (inv.name == "node" and "-p" in args):
            return (f"opens the inspector inside a running agent (`{inv.name} {' '.join(args)[:50]}`): any "
                    "process can then run code in it, past its hooks")
    return None


def _signals_usr1(args: list[str]) -> bool:
    for i, arg in enumerate(args):
        if _INSPECTOR_SIGNAL.match(arg):
            return True
        if arg in ("-s", "--signal", "-n") and i + 1 < len(args) and re.fullmatch(r"(?i)(?:SIG)?USR1|10",
                                                                                  args[i + 1]):
            return True
    return False


# flock's options that take a value, so that its lock file is the first other word.
_FLOCK_VALUED = frozenset({"-w", "--wait", "--timeout", "-E", "--conflict-exit-code"})
# Options by which a wrapper or a copier writes a file of its own (a trace, a timing, a log, a batch),
# which the command it wraps or copies never names.
_SIDE_OUTPUTS = {"strace": ("-o",), "ltrace": ("-o",), "time": ("-o", "--output"),
                 "rsync": ("--log-file", "--write-batch", "--only-write-batch")}


def guard_file_side_written(command: str, guarded: Callable[[str], str | None],
                            env: Mapping[str, str]) -> str | None:
    """The guard's file that a wrapper in the line locks (`flock FILE cmd`) or writes its own output to
    (`strace -o FILE cmd`, `time -o FILE cmd`, `rsync --log-file=FILE`), None if none. `guarded(word)`
    names the guard's file a word is, if it is one. Read from the line's own words: the wrapper's
    operand and options are gone from the command it wraps."""
    words = _words(command)
    words += [w for word in words if any(c.isspace() for c in word) for w in _words(word)]  # `sh -c '…'`
    home = env.get("HOME", "~")
    for i, word in enumerate(words):
        program = word.rsplit("/", 1)[-1]
        if program == "flock":
            path = _lock_file(words[i + 1:])
            paths = _loop_values(command, path) if path else []
            hit = next((h for p in paths if (h := guarded(p.replace("$HOME", home)))), None)
            if hit:
                return (f"holds a lock on the guard's own {hit}: every hook that waits on it times out, and "
                        "a hook that does not answer lets the call through on several agents")
        for option in _SIDE_OUTPUTS.get(program, ()):
            for path in _option_values(words[i + 1:], option):
                if hit := guarded(path.replace("$HOME", home)):
                    return f"has `{program}` write its own output over the guard's {hit}"
    return None


_LOOP = re.compile(r"\bfor\s+(?P<var>[A-Za-z_]\w*)\s+in\s+(?P<words>[^;\n]*?)\s*(?:;|\n)\s*do\b")
_REFERENCE = re.compile(r"^\$\{?(?P<var>[A-Za-z_]\w*)\}?$")


def _loop_values(command: str, word: str) -> list[str]:
    """`word`, or when it is a loop's variable (`for f in ~/.local/state/*/*.db; do flock "$f" …`), each word
    the loop runs it with (a glob is judged as the shell expands it)."""
    ref = _REFERENCE.match(word)
    if not ref or "for" not in command:
        return [word]
    values = [w for m in _LOOP.finditer(command) if m.group("var") == ref.group("var")
              for w in _words(m.group("words"))]
    return values or [word]


def _words(text: str) -> list[str]:
    try:
        return shlex.split(text, comments=False, posix=True)
    except ValueError:
        return text.split()


def _lock_file(rest: list[str]) -> str | None:
    skip = False
    for operand in rest:
        if skip:
            skip = False
            continue
        if operand.startswith("-"):
            skip = operand in _FLOCK_VALUED
            continue
        return None if operand.isdigit() else operand
    return None


def _option_values(words: list[str], option: str) -> list[str]:
    """Every value given to `option` (`-o F`, `-oF`, `--output F`, `--output=F`)."""
    found = []
    for i, word in enumerate(words):
        if word == option and i + 1 < len(words):
            found.append(words[i + 1])
        elif option.startswith("--") and word.startswith(option + "="):
            found.append(word.split("=", 1)[1])
        elif not option.startswith("--") and word.startswith(option) and len(word) > len(option):
            found.append(word[len(option):])
    return found
