"""The agent's and the guard's running processes reached by a debugger or by code, not by their files.

- `gdb -p $(pgrep -n claude) -batch -ex 'call (int)setenv("HOME","/tmp/h",1)'`, `lldb -n codex -o 'expr …'`,
  `frida -n gemini -l hook.js`: a debugger told to run or change something inside a hooked agent's
  process (or the agent's shell's parent, `$PPID`, which is the agent) rewrites the agent in memory: its
  environment (where it reads its settings), its hook list, its answers. A backtrace or a look at its
  threads changes nothing, and a debugger on the project's own programs is everyday debugging.
- `for l in os.popen("pgrep -f dongle"): os.kill(int(l), 9)`, `psutil.process_iter()` filtered on
  `hookd`, node's `execSync("pgrep -f dongle")` then `process.kill`: code that finds the guard's processes
  by name and signals them is `pkill -f dongle` spelled in a loop. The same loop over the project's own
  server, or a listing of the guard's processes that signals nothing, is everyday.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence

from dongle.disk_text import small_text
from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

# Debuggers and instrumenters that attach to a running process and can run code inside it.
_DEBUGGERS = frozenset({"gdb", "lldb", "gdb-multiarch", "cgdb", "frida", "frida-trace", "pyrasite",
                        "pyrasite-shell", "hotpatch", "linux-inject", "injector"})
# Instrumenters whose whole purpose is to run the code they are given inside the target.
_INJECTORS = frozenset({"frida", "frida-trace", "pyrasite", "pyrasite-shell", "hotpatch", "linux-inject",
                        "injector"})
# The hooked agents as a process is named or listed, and the agent as the parent of its shell.
_AGENT_PROCESS = lazy_compile(r"\b(?:claude|gemini|copilot|qwen|cursor-agent|codex|opencode|crush)\b"
                            r"|\$\{?PPID\b")
# How gdb and lldb are told to attach to a running process (by id or by name).
_ATTACH = lazy_compile(r"(?:^|\s)(?:-p|--pid|-pid|--attach-pid|-n|--attach-name|-w|--wait-for)(?:[=\s]|$)"
                     r"|\battach\b")
# Debugger commands that change the process they are attached to (gdb's and lldb's), as opposed to
# reading it (`bt`, `info threads`, `thread backtrace all`).
_CHANGING = lazy_compile(r"(?i)^\s*(?:call|set\b|p(?:rint)?\s+[^=]*(?:\(|[^=!<>]=[^=])|jump|return|signal"
                       r"|python|compile|source|shell|!|expr(?:ession)?|memory\s+write|register\s+write"
                       r"|process\s+(?:signal|kill|launch)|script|command\s+script|po\b)")
# Options that hand a gdb or lldb command, or a file of them (whose text is read when it is on disk).
_COMMAND_OPTIONS = frozenset({"-ex", "--ex", "-eval-command", "--eval-command", "-iex", "-o", "--one-line",
                              "-O", "--one-line-before-file", "-k", "--one-line-on-crash"})
_FILE_OPTIONS = frozenset({"-x", "--command", "-command", "-ix", "-s", "--source", "-S",
                           "--source-before-file"})

# Tracers that can alter the system calls of what they trace, and the options that do so.
_TRACERS = frozenset({"strace", "ltrace"})
_SYSCALL_FAULT = lazy_compile(r"(?:^|\s)(?:-e\s*|--)(?:inject|fault)[=:]\S*")
# Another process's memory as a file, and what opens it for writing in code.
_PROCESS_MEMORY = lazy_compile(r"/proc/(?:[^/\s'\"]+|\$\([^)\n]{1,60}\)|%d|\{[^}\n]{1,40}\})/mem\b")
_WRITE_OPEN = lazy_compile(r"[\"'](?:r\+b?|rb\+|w\+?b?|wb\+|a\+?b?)[\"']|O_RDWR|O_WRONLY|process_vm_writev"
                         r"|\bwriteFileSync|\bopenSync\([^)]*[\"']r\+")


def _memory_written(invs: Sequence[Invocation]) -> str | None:
    """`/proc/PID/mem` written: by a redirect, `dd of=`, `tee`, or code that opens it for writing."""
    for inv in invs:
        targets = [r.target for r in inv.redirects if r.op in (">", ">>", ">|", "<>")]
        targets += [a[3:] for a in inv.args if inv.name == "dd" and a.startswith("of=")]
        targets += [a for a in inv.args if inv.name == "tee"]
        if hit := next((t for t in targets if _PROCESS_MEMORY.search(t)), None):
            return hit
        code = " ".join(inv.args)
        if (hit := _PROCESS_MEMORY.search(code)) and _WRITE_OPEN.search(code):
            return hit.group(0)
    return None


# Code that lists processes, code that signals one, and the guard's processes by the names they run under.
_LISTS_PROCESSES = lazy_compile(r"\bpgrep\b|\bpidof\b|\bps\s+(?:-?[aeuxf]|aux|--)|process_iter|psutil"
                              r"|['\"]/proc['\"]|/proc/(?:\*|\[[^\]/\s]{1,12}\])|\bcd\s+/proc\b|readdir(?:Sync)?\(\s*['\"]/proc|ps-list|find-process"
                              r"|Sys::ProcessTable|ProcTable")
_SIGNALS = lazy_compile(
    r"\bos\.kill(?:pg)?\b|\bposix_kill\b|\bsystem\s*\(\s*[\"'](?:kill|pkill)\b|\.kill\s*\("
                      r"|\.terminate\s*\(|\.send_signal\s*\(|\bprocess\.kill\b|\bProcess\.kill\b|\bkill\s*\(?\s*['\"]?(?:-?\d|SIG|KILL|TERM|9\b)|\bsignal\.SIG")
_GUARD_PROCESS = lazy_compile(r"(?i)dongle|mcpaql|hookd|hooks\.daemon|hooks/__main__|safety[-_]judge")
# A process or job `kill` is handed as written, or one the shell knows itself (its own `$$`, its last
# background job `$!`, its parent `$PPID`): anything else is an id the line computes.
_LITERAL_TARGET = lazy_compile(r"^(?:\d+|%\S*|\$(?:\$|!|\{[$!]\}|\{?(?:BASHPID|PPID)\}?))$")
_ONE_LETTER_CLASS = lazy_compile(r"\[(\w)\]")
_MAX_PIDS = 64  # the process ids of one `kill` looked up on this machine


def _guard_pid_signalled(inv: Invocation) -> tuple[str, str] | None:
    """(pid, what it runs) for a process `kill` names by number that runs the guard now: an id learnt from
    an earlier `pgrep -f dongle` is the guard's process however the line spells it (a negative id is
    its group's leader)."""
    args = list(inv.args[:_MAX_PIDS])
    if args and args[0] in ("-s", "-n", "--signal"):
        args = args[2:]  # `kill -s STOP PID`
    elif args and args[0].startswith("-") and args[0] != "--":
        args = args[1:]  # `kill -9 PID`, `kill -STOP PID`
    for word in args:
        pid = word[1:] if word.startswith("-") else word
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as listing:
                running = listing.read(4096).replace(b"\0", b" ").decode("utf-8", "replace").strip()
        except OSError:
            continue
        if _GUARD_PROCESS.search(running):
            return pid, running[:80]
    return None


def debugger_into_agent(invs: Sequence[Invocation], cwd: str, command: str = "") -> str | None:
    """A debugger or injector attached to a hooked agent and told to change it, a tracer told to make
    the agent's system calls fail, or another process's memory written."""
    if (faulted := _SYSCALL_FAULT.search(command)) and _AGENT_PROCESS.search(command) and any(
            {inv.name, *inv.wrappers} & _TRACERS for inv in invs):
        return (f"makes a hooked agent's system calls fail (`{faulted.group(0)}`): a hook that cannot start "
                "lets the call through on several agents")
    if written := _memory_written(invs):
        return f"writes into another process's memory ({written}): the agent or the guard, changed as it runs"
    for inv in invs:
        name = posixpath.basename(inv.name)
        if name not in _DEBUGGERS:
            continue
        target = _AGENT_PROCESS.search(" ".join(inv.args))
        if not target or (name not in _INJECTORS and not _ATTACH.search(" ".join(inv.args))):
            continue
        if name in _INJECTORS:
            return f"`{name}` runs code inside the agent's process ({target.group(0)}), past its hooks"
        if changed := _changing_command(inv.args, inv.cwd or cwd):
            return (f"`{name}` attaches to the agent's process ({target.group(0)}) and runs `{changed[:50]}` "
                    "inside it: its settings and hooks are rewritten in memory")
    return None


def _changing_command(args: Sequence[str], cwd: str) -> str | None:
    """The first debugger command in `args` (inline, or in a command file) that changes the process; a
    command file that cannot be read counts as one."""
    for i, arg in enumerate(args[:-1]):
        value = args[i + 1]
        if arg in _COMMAND_OPTIONS and _CHANGING.search(value):
            return value
        if arg in _FILE_OPTIONS:
            text = small_text(value if value.startswith("/") else posixpath.join(cwd, value))
            if text is None:
                return f"the commands in {value}, which cannot be read here"
            if changing := next((line for line in text.splitlines() if _CHANGING.search(line)), None):
                return changing
    return None


# what the guard's processes run as: a filter over process listings that selects any of these selects them
_GUARD_COMMAND_LINES = ("dongle hook", "python -m dongle.hooks.daemon", "mcpaql-safety-dongle")
_FILTERS = frozenset({"grep", "egrep", "fgrep", "rg"})


def _from_basic(pattern: str) -> str:
    """grep's basic regular expression as Python reads one: `\\(`, `\\|`, `\\{`, `\\+`, `\\?` are its
    operators (`do\\(n\\)gle` selects dongle), the bare characters are literals."""
    out, i = [], 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\" and i + 1 < len(pattern) and pattern[i + 1] in "(){}|+?":
            out.append(pattern[i + 1])
            i += 2
            continue
        out.append("\\" + ch if ch in "(){}|+?" else ch)
        if ch == "\\" and i + 1 < len(pattern):
            out.append(pattern[i + 1])
            i += 1
        i += 1
    return "".join(out)


def _filter_selects_guard(invs: Sequence[Invocation]) -> re.Match[str] | None:
    """A grep whose pattern, read as the regular expression it is, selects the guard's command lines
    (`grep -q 'dong.e'`, `grep -qE 'do(n)gle'`): however the name is spelled, the filter finds the guard."""
    for inv in invs:
        if inv.name not in _FILTERS:
            continue
        words = [a for a in inv.args if not a.startswith("-")]
        given = [inv.args[i + 1] for i, a in enumerate(inv.args[:-1]) if a in ("-e", "--regexp")]
        patterns = given or words[:1]
        basic = inv.name == "grep" and not any(
            a in ("--extended-regexp", "--perl-regexp")
            or (a[:1] == "-" and a[1:2] != "-" and bool(set(a[1:]) & {"E", "P"})) for a in inv.args)
        for pattern in patterns:
            read = _from_basic(pattern) if basic else pattern
            try:
                found = next(filter(None, (re.search(read, line) for line in _GUARD_COMMAND_LINES)), None)
            except re.error:  # a pattern Python cannot read may select anything: fail closed
                found = re.search(re.escape(pattern), pattern)
            if found:
                return found
    return None


def guard_signalled_by_name(invs: Sequence[Invocation], cwd: str, command: str = "") -> str | None:
    """Code that picks the guard's processes by name and signals them, listing them itself or reading a
    listing piped in: interpreter code (inline, fed on stdin, or a small script on disk: `ps -eo pid,args
    | awk '/mcpaql/ {system("kill " $1)}'`), or the shell's own loop over `/proc` handing `kill` the ids
    it computes."""
    from dongle.hooks.selfprotect import _interpreter

    listed = {inv.name for inv in invs if inv.name in ("ps", "pgrep", "pidof")}
    # `grep '[h]ookd'` (the pattern that does not find the grep itself) is `hookd`
    command = _ONE_LETTER_CLASS.sub(r"\1", command) if "[" in command else command
    if command and _LISTS_PROCESSES.search(command) and (
            hit := _GUARD_PROCESS.search(command) or _filter_selects_guard(invs)) and any(
            inv.name == "kill" and any(not _LITERAL_TARGET.match(a) for a in inv.args if a[:1] != "-")
            for inv in invs):
        # the shell's own loop (`for p in /proc/[0-9]*; do grep -q dongle $p/cmdline && kill ${p#/proc/}`):
        # a pid the line computes from a listing it filters by the guard's name
        return (f"the line finds the guard's processes by name (`{hit.group(0)}`) and signals the ids it "
                "computes: the judge and the daemon stop answering")
    for inv in invs:
        if inv.name == "kill" and inv.remote is None and (running := _guard_pid_signalled(inv)):
            return (f"signals process {running[0]}, which is the guard's own (`{running[1]}`) on this "
                    "machine now: the judge or the daemon stops answering")
    for inv in invs:
        name = posixpath.basename(inv.name)
        if not _interpreter(name):
            continue
        texts = [" ".join(inv.args), inv.stdin_text or ""]
        texts += [small_text(w if w.startswith("/") else posixpath.join(inv.cwd or cwd, w)) or ""
                  for w in inv.args[:2] if not w.startswith("-")]
        code = "\n".join(texts)
        fed_listing = bool(listed.intersection(inv.stdin_from))
        if (fed_listing or _LISTS_PROCESSES.search(code)) and _SIGNALS.search(code) and (
                hit := _GUARD_PROCESS.search(code)):
            return (f"`{name}` code finds the guard's processes by name (`{hit.group(0)}`) and signals them: "
                    "the judge and the daemon stop answering")
    return None
