"""Resource caps below what the guard's hook needs to start and answer, in every spelling that sets one.

A hook is a Python process: it opens its interpreter, its modules, a socket to the judge and the
store's files, and writes the store as it grows. A process tree, a session or every later shell
capped below that (too little memory or stack, too few processes or open files, a file-size limit
the store outgrows, a few CPU seconds) cannot run its hooks, and a hook that cannot start or answer
lets the call through on several agents. The same cap has many spellings, all read here as the
names `prlimit` gives them (`nofile=8`, `as=67108864`):

- the shell's `ulimit` (`ulimit -n 8`, `ulimit -Sn8`, `ulimit -c 0 -n 16`, and `ulimit 0`, which is
  the file-size limit), each unit as bash counts it;
- `prlimit --nofile=8` (also on the shell itself, `--pid $$`), a unit's `Limit*=`/`MemoryMax=`, a
  manager's `DefaultLimit*=` for every unit; csh's `limit descriptors 8`;
- pam_limits' lines (`dev soft nofile 8` in `/etc/security/limits.d/`), read at every login.

Raising a limit, a generous cap (`ulimit -n 4096`), and caps nothing of the hook's needs (core dumps
off: `ulimit -c 0`) are everyday.
"""

from __future__ import annotations

import re

# Caps under which a Python hook cannot start or finish in time (bytes, processes, CPU seconds or
# percent, open files), by prlimit's names and a unit's property names.
STARVING_CAPS = {"as": 4 << 30, "rss": 4 << 30, "data": 4 << 30, "stack": 1 << 20, "fsize": 1 << 30,
                 "nproc": 256, "cpu": 600, "nofile": 64,
                 "MemoryMax": 1 << 30, "MemoryHigh": 1 << 30, "TasksMax": 256, "CPUQuota": 20}
_SIZE = re.compile(r"^(?P<n>[0-9]+)(?P<unit>[KMGT]?)(?:i?B)?%?(?::\S*)?$", re.I)

# `ulimit`'s resource letters, as prlimit names them, and the unit bash counts each in (bytes).
_ULIMIT_RESOURCES = {"v": ("as", 1024), "m": ("rss", 1024), "d": ("data", 1024), "s": ("stack", 1024),
                     "f": ("fsize", 1024), "t": ("cpu", 1), "u": ("nproc", 1), "n": ("nofile", 1)}
# One `ulimit` call's words, up to the end of its command.
_ULIMIT_CALL = re.compile(r"(?:^|[\s;&|(`'\"]|(?<=\\[nt]))ulimit(?P<words>(?:[ \t]+[^\s;&|)`'\"\\]+)*)")
_ULIMIT_OPTION = re.compile(r"^-(?P<letters>[A-Za-z]+)(?P<value>\d+)?$")

# csh's and tcsh's `limit [-h] RESOURCE VALUE[k|m|g]` (sizes in KiB by default), as prlimit names them.
_CSH_LIMIT = re.compile(r"(?:^|[\s;&|(`'\"])limit\s+(?:-h\s+)?(?P<resource>cputime|filesize|datasize"
                        r"|stacksize|memoryuse|vmemoryuse|descriptors|openfiles|maxproc)\s+(?P<value>\d+)"
                        r"(?P<unit>[kmg])?\b")
_CSH_RESOURCES = {"cputime": ("cpu", 1), "filesize": ("fsize", 1024), "datasize": ("data", 1024),
                  "stacksize": ("stack", 1024), "memoryuse": ("rss", 1024), "vmemoryuse": ("as", 1024),
                  "descriptors": ("nofile", 1), "openfiles": ("nofile", 1), "maxproc": ("nproc", 1)}
_CSH_UNITS = {"k": 1024, "m": 1 << 20, "g": 1 << 30}

# systemd's process limits (`LimitNOFILE=`), as prlimit names them.
LIMIT_PROPERTY = {"LimitAS": "as", "LimitRSS": "rss", "LimitDATA": "data", "LimitNPROC": "nproc",
                  "LimitCPU": "cpu", "LimitNOFILE": "nofile", "LimitSTACK": "stack", "LimitFSIZE": "fsize"}
# A limit a wrapper sets for the command it starts: a unit property (`systemd-run -p MemoryMax=8M`), the
# process limits of systemd's `Limit*=` and of `prlimit --as=…`.
WRAPPER_CAP = re.compile(r"(?:(?:-p|--property)[=\s]*['\"]?(?P<prop>[A-Za-z]+=[^\s'\"]+)"
                         r"|--(?P<limit>as|rss|data|stack|fsize|nproc|cpu|nofile)=(?P<value>[^\s:'\"]+))")
# A service manager's default caps for everything it starts (systemd's `user.conf`/`system.conf`
# `[Manager]` section): `DefaultLimitAS=64M` is `LimitAS=64M` on every later unit and session.
_MANAGER_LIMIT = re.compile(r"\bDefault(?P<prop>Limit[A-Z]+|TasksMax|MemoryMax|MemoryHigh)"
                            r"=(?P<value>[^\s'\"]+)")
# pam_limits' `<domain> <soft|hard|-> <item> <value>` (items in KiB where they are sizes).
_PAM_LIMIT = re.compile(r"(?m)^\s*\S+\s+(?:soft|hard|-)\s+(?P<item>nofile|nproc|as|data|rss|stack|fsize|cpu)"
                        r"\s+(?P<value>\d+)\s*$")
_PAM_KIB = frozenset({"as", "data", "rss", "stack", "fsize"})


def starving(settings: list[str]) -> str | None:
    """The first `NAME=VALUE` that caps a resource below what a hook needs (`as=67108864`, `TasksMax=12`)."""
    for setting in settings:
        name, _, value = setting.partition("=")
        limit, size = STARVING_CAPS.get(name), _SIZE.match(value)
        if limit is None or size is None:
            continue
        scale = 1 << (10 * " KMGT".index(size.group("unit").upper() or " "))
        if int(size.group("n")) * scale < limit:
            return setting
    return None


def ulimit_caps(text: str) -> list[tuple[str, str]]:
    """(the call as written, `NAME=BYTES`) for each limit a `ulimit` in `text` sets: options name the
    resources the next number caps, a number glued to its option caps that one, and a number with no
    option before it caps the file size (bash's default resource)."""
    found: list[tuple[str, str]] = []
    for call in _ULIMIT_CALL.finditer(text.replace("\\n", "\n").replace("\\t", "\t")):
        spelled = call.group(0).strip().lstrip("\"'`;&|(").strip()
        pending: list[str] = []
        named = False
        for word in call.group("words").split():
            option = _ULIMIT_OPTION.match(word)
            if option:
                resources = [c for c in option.group("letters") if c not in "HS"]  # hard, soft: which one
                letters = [c for c in resources if c in _ULIMIT_RESOURCES]
                named = named or bool(resources)
                if option.group("value"):
                    found.extend(_ulimit_setting(spelled, c, option.group("value")) for c in letters)
                elif resources:
                    pending = letters
            elif word.isdigit():
                for letter in pending or ([] if named else ["f"]):
                    found.append(_ulimit_setting(spelled, letter, word))
                pending = []
    return found


def _ulimit_setting(call: str, letter: str, value: str) -> tuple[str, str]:
    name, unit = _ULIMIT_RESOURCES[letter]
    return call, f"{name}={int(value) * unit}"


def ulimit_starving(text: str) -> str | None:
    """The first `ulimit` (or csh `limit`) call in `text` that caps a resource below what a hook needs."""
    caps = [*ulimit_caps(text), *csh_limit_caps(text)]
    return next((call for call, setting in caps if starving([setting])), None)


def csh_limit_caps(text: str) -> list[tuple[str, str]]:
    """(the call as written, `NAME=BYTES`) for each csh `limit` in `text` (`limit descriptors 8`)."""
    found = []
    for m in _CSH_LIMIT.finditer(text.replace("\\n", "\n")):
        name, scale = _CSH_RESOURCES[m["resource"]]
        if m["unit"]:
            scale = 60 ** " mg".index(m["unit"]) if name == "cpu" else _CSH_UNITS[m["unit"]]
        found.append((m.group(0).strip().lstrip("\"'`;&|(").strip(), f"{name}={int(m['value']) * scale}"))
    return found


def prlimit_caps(text: str) -> list[str]:
    """The caps each `prlimit` in `text` sets (`prlimit --pid $$ --nofile=8:8`: a shell and all it starts)."""
    spans = re.findall(r"\bprlimit\b[^;&|\n]*", text.replace("\\n", "\n"))
    return [f"{m['limit']}={m['value']}" for span in spans for m in WRAPPER_CAP.finditer(span) if m["limit"]]


def manager_defaults(text: str) -> list[str]:
    """The caps a service manager's `[Manager]` defaults in `text` put on every later unit."""
    return [f"{LIMIT_PROPERTY.get(m['prop'], m['prop'])}={m['value']}"
            for m in _MANAGER_LIMIT.finditer(text.replace("\\n", "\n"))]


def login_limits(text: str) -> list[str]:
    """The caps pam_limits' lines in `text` put on every later login's processes."""
    return [f"{m['item']}={int(m['value']) * (1024 if m['item'] in _PAM_KIB else 1)}"
            for m in _PAM_LIMIT.finditer(text.replace("\\n", "\n").replace("\\t", "\t"))]
