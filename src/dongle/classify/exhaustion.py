"""A resource every process of the user shares, used up on purpose: the shape of a fork bomb without one.

A fork bomb is a stop because nothing else the user runs can start until it is killed: the shell,
tests, the guard's hook (which must start a process, open its store and answer in time; a hook that
cannot lets the call through on several agents). Other finite shared resources are used up the
same way, by a line that takes *all that is left* of one:

- a filesystem filled to the last byte: a file sized from the free space or memory itself (`df`,
  `stat -f`, `free`, `/proc/meminfo`), or written from an endless source (`/dev/zero`, `yes`) with
  no bound; and a RAM-backed one (`/dev/shm`, `/run/user/UID`) given gigabytes, which stay taken
  from the machine's memory after the writer exits, until someone finds and deletes the file.
  Scratch space (`/tmp`) filled pauses: it is there to be filled and emptied;
- the kernel's handles (descriptors, pipes and their buffer pages, sockets, inotify instances)
  opened in a loop that only stops when the kernel refuses, and kept.

Everyday twins: a disk image or test blob of a stated modest size, a bounded `dd … count=`, a sparse
`truncate -s`, a look at the free space (`df -h /dev/shm`), one pipe or socket, a loop that closes
what it opens.
"""

from __future__ import annotations

import re

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation, ShellModel

# A size computed from what is left: free space of a filesystem, or free memory.
_SIZED_FROM_FREE = lazy_compile(r"(?:\$\(|`).*(?:\bfree\b|\bdf\b|\bstat\b[^)`]*\s(?:-f|--file-system)\b"
                                r"|Mem(?:Available|Free)|/proc/meminfo|statvfs|f_bavail|--output=avail)",
                                re.S)
# Filesystems backed by the machine's memory: what is written there is RAM nobody else can use.
_RAM_BACKED = lazy_compile(r"^(?:/dev/shm|/run/shm|/run/user/[^/]+|/run/lock|\$\{?XDG_RUNTIME_DIR\}?)"
                           r"(?:/|$)")
_RAM_LIMIT = 4 << 30
# Scratch space, there to be filled and emptied: filling it pauses (the rubric's scratch region).
_SCRATCH = lazy_compile(r"^/(?:var/)?tmp/")
# Sources that never end, and the sizes of a literal length.
_ENDLESS = frozenset({"/dev/zero", "/dev/urandom", "/dev/random", "/dev/full"})
_LITERAL_SIZE = lazy_compile(r"^(?P<n>[0-9]+(?:\.[0-9]+)?)(?P<unit>[KMGTP]?)(?:i?B)?$", re.I)
_UNIT = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40, "P": 1 << 50}


def filled_to_exhaustion(model: ShellModel, subject: str) -> Assessment | None:
    """`fallocate -l "$(df --output=avail -B1 ~ | tail -1)" ~/.cache/pad`, `head -c 12G /dev/zero >
    /run/user/$(id -u)/blob`, `dd if=/dev/zero of=~/fill bs=1M`: a file that takes all that is left
    of a filesystem, or gigabytes of a RAM-backed one. A stop, as a fork bomb is; in scratch space
    (`/tmp`, there to be filled and emptied) a pause."""
    for inv in model.invocations:
        found = _fill(inv) if inv.name in FILLERS else None
        if found is None:
            continue
        target, how = found
        level = DangerLevel.DESTRUCTIVE if _SCRATCH.match(target) else DangerLevel.FORBIDDEN
        return assess(
            level, kind="command", subject=subject, irreversible=False,
            factors=(f"writes {target} {how}: nothing else the user runs can write there (or, on a "
                     "RAM-backed filesystem, have that memory) until the file is found and deleted, the "
                     "guard's store and hook included [sys.fill-to-exhaustion]",),
            rules=("sys.fill-to-exhaustion",),
            safer_alternative="Write a stated, modest size (`fallocate -l 64M build/test.img`, "
                              "`dd … count=N`) after checking the free space (`df -h PATH`).",
            recovery=f"Delete {target}; restart whatever failed while the space was gone.")
    return None


# The programs `_fill` knows to write a file that takes what is left; any other finds nothing there.
FILLERS = frozenset({"fallocate", "mkfile", "xfs_mkfile", "dd", "head", "yes", "cat"})


def _fill(inv: Invocation) -> tuple[str, str] | None:
    """(the file written, how it fills) when `inv` writes a file that takes what is left."""
    args = inv.args
    if inv.name in ("fallocate", "mkfile", "xfs_mkfile"):
        size = _option(args, ("-l", "--length")) if inv.name == "fallocate" else next(
            (a for a in args if not a.startswith("-")), None)
        target = next((a for a in reversed(args) if not a.startswith("-") and a != size), None)
        return _judged_size(size, target)
    if inv.name == "dd":
        ops = dict(a.split("=", 1) for a in args if "=" in a)
        target = ops.get("of")
        if ops.get("if") not in _ENDLESS or not target or _device(target):
            return None
        if "count" not in ops:
            return target, "from an endless source with no count, until the filesystem is full"
        size = _bytes(ops.get("bs", "512")) * _bytes(ops["count"]) if _bytes(ops["count"]) else None
        return _judged_size(str(size) if size else ops["count"], target)
    target = _file_redirect(inv)
    if target is None:
        return None
    if inv.name == "head" and (_option(args, ("-c", "--bytes")) is not None) and (
            set(args) & _ENDLESS or inv.stdin_from):
        return _judged_size(_option(args, ("-c", "--bytes")), target)
    endless = inv.name in ("yes",) or (inv.name == "cat" and bool(set(args) & _ENDLESS))
    if endless and not inv.stdin_from:
        return target, "from an endless source with no bound, until the filesystem is full"
    return None


def _judged_size(size: str | None, target: str | None) -> tuple[str, str] | None:
    if not size or not target:
        return None
    if _SIZED_FROM_FREE.search(size):
        return target, "with a size read from the free space or memory itself, leaving nothing"
    count = _bytes(size)
    if count >= _RAM_LIMIT and _RAM_BACKED.match(target):
        return target, f"with {count / (1 << 30):.0f} GiB on a filesystem held in the machine's memory"
    return None


def _bytes(size: str) -> int:
    """A literal size in bytes (`12G`, `1M`, `4096`), 0 when it is not one."""
    match = _LITERAL_SIZE.match(size.strip())
    if match is None:
        return 0
    return int(float(match.group("n")) * _UNIT[match.group("unit").upper()])


def _option(args: tuple[str, ...], names: tuple[str, ...]) -> str | None:
    for index, arg in enumerate(args):
        if arg in names and index + 1 < len(args):
            return args[index + 1]
        for name in names:
            if arg.startswith(name + "=") or (len(name) == 2 and arg.startswith(name) and len(arg) > 2):
                return arg[len(name):].lstrip("=")
    return None


def _file_redirect(inv: Invocation) -> str | None:
    """The regular file the command's output is written to (not a device, not a descriptor)."""
    for redirect in inv.redirects:
        written = redirect.op in (">", ">>", ">|", "&>", "&>>", "1>") and not redirect.target.startswith("&")
        if written and not _device(redirect.target):
            return redirect.target
    return None


def _device(path: str) -> bool:
    """A device or descriptor (`/dev/null`, `/dev/sdb`), not a file on a RAM-backed filesystem."""
    return path.startswith("/dev/") and not _RAM_BACKED.match(path)


# Inline code (`python3 -c`, `perl -e`, `node -e`, `ruby -e`) that opens the kernel's handles in a loop
# that ends only when the kernel refuses (or after a count no process needs), keeping each one.
INLINE_CODE_OPTIONS = {"python": ("-c",), "python3": ("-c",), "perl": ("-e", "-E"), "ruby": ("-e",),
           "node": ("-e", "--eval"), "nodejs": ("-e",), "bun": ("-e",)}
_HANDLE = lazy_compile(r"\b(?:os\.open|os\.pipe2?|os\.dup2?|socket\.socket|socket\.socketpair|inotify_init1?"
                       r"|inotify_add_watch|os\.eventfd|eventfd|epoll(?:_create1?)?|kqueue|memfd_create|signalfd"
                       r"|timerfd_create|openSync|File\.open|IO\.pipe|pipe|socket|open)\s*\(")
_UNBOUNDED = lazy_compile(r"\bwhile\s*\(?\s*(?:1|True|true|!0)\s*\)?|\bfor\s*\(\s*;\s*;\s*\)|\bloop\s+do\b"
                          r"|itertools\.count|\brange\(\s*(?:[0-9_]{5,}|10\s*\*\*\s*[5-9])|\b\d{5,}\.times\b"
                          r"|\b1\s*\.\.\s*\d{5,}")
_KEPT = lazy_compile(r"\.append\(|\.push\(|\bpush\s*\(?\s*@|<<\s*\w")
# A list made of handles, one per turn of a count no process needs (`[inotify_init() for _ in range(10**5)]`).
_HANDLE_LIST = lazy_compile(r"\[[^\[\]]*" + _HANDLE.pattern + r"[^\[\]]*\bfor\b[^\[\]]*"
                            r"(?:range\(\s*(?:[0-9_]{5,}|10\s*\*\*\s*[5-9])|itertools\.count)")


def handles_exhausted(model: ShellModel, subject: str) -> Assessment | None:
    """`python3 -c "fs=[]; while 1: fs.append(os.open('/dev/null', 0))"`, `[inotify_init() for _ in
    range(100000)]`, pipes grown to 1 MiB until the kernel refuses: the user's descriptors, inotify
    instances or pipe pages are shared with every process they run, the agent's pipe to its hook
    and the hook's store included. A stop, as a fork bomb is."""
    for inv in model.invocations:
        flags = INLINE_CODE_OPTIONS.get(inv.name)
        code = _option(inv.args, flags) if flags else None
        if not code or not _HANDLE.search(code) or not _kept_in_a_loop(code):
            continue
        return assess(
            DangerLevel.FORBIDDEN, kind="command", subject=subject,
            factors=(f"`{inv.name}` opens kernel handles (descriptors, pipes, sockets, inotify instances) in "
                     "a loop that stops only when the kernel refuses, and keeps them: every other process "
                     "of the user, the agent's pipe to the guard's hook and its store included, is refused "
                     "too [sys.exhaust-handles]",),
            rules=("sys.exhaust-handles",),
            safer_alternative="Open a bounded number and close them (`with open(…)`), or test limits in a "
                              "container with its own (`ulimit -n 256` in a subshell).",
            recovery="Kill the process that holds them (`pgrep -u $USER -n python3`, then `kill PID`).")
    return None


def _kept_in_a_loop(code: str) -> bool:
    """A handle opened in the body of an endless loop (after its head) and kept there, or a list built
    of handles over a count no process needs. A server that opens one socket and then loops keeping
    what it accepts opens nothing in its loop."""
    if _HANDLE_LIST.search(code):
        return True
    loop = _UNBOUNDED.search(code)
    body = code[loop.start():] if loop else ""
    return bool(_HANDLE.search(body) and _KEPT.search(body))
