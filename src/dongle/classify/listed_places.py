"""Listings whose every line is a place the machine cannot lose: its users' homes and its mount points.

`cut -d: -f6 /etc/passwd | xargs rm -rf` hands the deleter every home directory the account database
names, as `rm -rf /home/*` would; `df --output=target | tail -n +2 | xargs rm -rf`, `mount | awk '{print
$3}'`, `findmnt -rno TARGET` hand it every mounted filesystem, the root among them, as `rm -rf /` would.
A step that only reshapes the lines (a column cut, a header skipped, an exclusion) or keeps every
person's home (`grep ^/home/`) leaves the listing whole; a step that picks some lines (`grep data`)
does not. Returns the place the listing amounts to, for the consumer to be judged as acting on it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from dongle.lazy_regex import lazy_compile
from dongle.rules.facts import Facts

# The column a step prints: `cut -f6` / `-f 6` / `--fields=6`, `awk '{print $6}'` (a projection only).
_CUT_FIELD = lazy_compile(r"^(?:-f\s*|--fields=)(\d+)$")
_AWK_FIELD = lazy_compile(r"^\s*(?:NR\s*[>!=]=?\s*\d+\s*)?\{\s*print\s+\$(\d+)\s*;?\s*\}\s*$")
# A pick that every person's home passes: the folder homes are made in, anchored or not.
_HOMES_PREFIX = lazy_compile(r"^\^?/home/?$")
# df's and findmnt's and lsblk's option naming the mount point column.
_MOUNT_COLUMN = lazy_compile(r"(?:^|[=,\s])(?:target|mountpoints?)(?:$|[,\s])", re.I)


def _printed_field(step: Facts) -> int | None:
    """The one column a cut or awk step prints, or None."""
    args = step.inv.args
    if step.name == "cut":
        for i, arg in enumerate(args):
            joined = f"{arg} {args[i + 1]}" if arg == "-f" and i + 1 < len(args) else arg
            found = _CUT_FIELD.match(joined)
            if found:
                return int(found.group(1))
        return None
    if step.name in ("awk", "gawk", "mawk"):
        for arg in args:
            found = _AWK_FIELD.match(arg)
            if found:
                return int(found.group(1))
    return None


_Keeps = Callable[[Facts], bool]


def _homes(chain: Sequence[Facts], keeps_all: _Keeps) -> bool:
    """The account database's home column: `cut -d: -f6 /etc/passwd`, `getent passwd | awk -F: '{print
    $6}'`."""
    lister = chain[0]
    if lister.name == "getent" and lister.lowered_positionals == ("passwd",):
        steps = chain[1:]
    elif lister.name in ("cut", "awk", "gawk", "mawk") and "/etc/passwd" in lister.inv.args:
        steps = chain
    elif lister.name == "cat" and lister.inv.args == ("/etc/passwd",):
        steps = chain[1:]
    else:
        return False
    return bool(steps) and _printed_field(steps[0]) == 6 and all(
        keeps_all(step) or _picks_homes(step) for step in steps[1:])


def _mounts(chain: Sequence[Facts], keeps_all: _Keeps) -> bool:
    """Every mount point: `df --output=target`, `df | awk '{print $6}'`, `mount | awk '{print $3}'`,
    `findmnt -rno TARGET` (no place named), `cut -d' ' -f2 /proc/mounts`."""
    lister = chain[0]
    args = lister.inv.args
    column: int | None = None
    steps = chain[1:]
    if lister.name == "df" and not lister.parsed.positionals:
        # `--output=target` prints the mount points alone; plain df prints them in its sixth column
        column = 0 if any(_MOUNT_COLUMN.search(a) for a in args if a.startswith("--output")) else 6
    elif lister.name == "mount" and not args:
        column = 3
    elif lister.name in ("findmnt", "lsblk") and not any(p.startswith("/") for p in args) and any(
            _MOUNT_COLUMN.search(a) for a in args):
        column = 0
    elif lister.name in ("cat", "cut", "awk") and ("/proc/mounts" in args or "/etc/mtab" in args):
        column = 2
        steps = chain if lister.name != "cat" else chain[1:]
    if column is None:
        return False
    if column:
        if not steps or _printed_field(steps[0]) != column:
            return False
        steps = steps[1:]
    return all(map(keeps_all, steps))


def _picks_homes(step: Facts) -> bool:
    """`grep ^/home/`: a pick every person's home passes."""
    return step.name in ("grep", "egrep") and len(step.parsed.positionals) == 1 and (
        _HOMES_PREFIX.match(step.parsed.positionals[0]) is not None)


_PLACES: tuple[tuple[Callable[[Sequence[Facts], _Keeps], bool], str], ...] = (
    (_homes, "/home/*"), (_mounts, "/"))


def listed_place(chain: Sequence[Facts], keeps_all: _Keeps) -> str | None:
    """The place a whole listing of homes or mount points amounts to (`/home/*`, `/`), or None.
    `keeps_all` tells a step that passes every line on (the caller's reading of pipeline steps)."""
    if not chain:
        return None
    for test, place in _PLACES:
        if test(chain, keeps_all):
            return place
    return None
