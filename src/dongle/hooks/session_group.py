"""The control group the agent, its shell and every hook share, frozen, killed or capped through cgroupfs.

`echo 16M > /sys/fs/cgroup$(cut -d: -f3 /proc/self/cgroup)/memory.max`: the shell's own group is the
agent's session (a terminal's scope, a login session, the user manager's slice), and every hook the agent
starts runs in it. Capped below what a Python hook needs (memory, processes, CPU), frozen or killed, it
leaves hooks that cannot start or answer, and several agents let a call through when their hook fails.
The group is spelled many ways, all read here:

- literally (`/sys/fs/cgroup/user.slice/…/session-2.scope/memory.max`): a slice, the user manager, a
  session or a scope in the user's tree (terminals and agents run in scopes) holds the session;
- computed when the line runs (`$(cut -d: -f3 /proc/self/cgroup)`, `$(cat /proc/$$/cgroup …)`, a variable
  set from one): the group is known only then, and the line's own is the session's, so a computed group is
  taken to be the session's (fail closed);
- in cgroup v1's layout (`/sys/fs/cgroup/memory/…/memory.limit_in_bytes`, `pids/…/pids.max`,
  `cpu/…/cpu.cfs_quota_us`, `freezer/…/freezer.state`).

Any writer counts (a redirect of any program, `tee`, `dd of=`, a copy); a value the line does not spell is
taken as a cap. Reading the files, a thaw, lifting a cap (`max`, `-1`) and generous caps are everyday.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dongle.hooks.resource_caps import STARVING_CAPS, starving
from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

_CGROUP_FILE = lazy_compile(
    r"^/sys/fs/cgroup(?P<group>[/$`].*?)?/(?P<file>cgroup\.freeze|cgroup\.kill|memory\.max|memory\.high"
    r"|memory\.limit_in_bytes|memory\.memsw\.limit_in_bytes|pids\.max|cpu\.max|cpu\.cfs_quota_us"
    r"|freezer\.state|cgroup\.procs|cgroup\.threads)$")
# Units that hold the user's session: slices, the user manager, a login session, and a scope in the
# user's tree (a terminal's tab, an app launched from the desktop: where an agent runs).
_SESSION_UNIT = lazy_compile(r"\.slice$|^user@[\w.-]*\.service$|^session-[\w.-]+\.scope$")
_USER_TREE = lazy_compile(r"/user(?:@[\w.-]*\.service|\.slice|-\d+\.slice)(?:/|$)")
# Memory caps as a unit's property names.
_CAP_PROPERTY = {"memory.max": "MemoryMax", "memory.high": "MemoryHigh", "memory.limit_in_bytes": "MemoryMax",
                 "memory.memsw.limit_in_bytes": "MemoryMax", "pids.max": "TasksMax"}
_WRITE_OPS = (">", ">>", ">|", "&>", "&>>")
_V1_CONTROLLERS = frozenset({"memory", "pids", "cpu", "cpuacct", "cpu,cpuacct", "freezer"})


def _writes(inv: Invocation) -> list[tuple[str, str | None]]:
    """(target, value written or None when the line does not spell it) for each file `inv` writes."""
    out: list[tuple[str, str | None]] = []
    if inv.name in ("echo", "printf"):
        words = (a for a in inv.args if not a.startswith("-"))
        spelled: str | None = " ".join(words).replace("\\n", "").strip()
    elif inv.stdin_text is not None:
        spelled = inv.stdin_text.strip()
    else:
        spelled = None
    if inv.name in ("cat", "echo", "printf", "tee", "dd") or inv.redirects:
        out += [(r.target, spelled) for r in inv.redirects if r.op in _WRITE_OPS]
    operands = [a for a in inv.args if not a.startswith("-")]
    if inv.name == "tee":
        out += [(t, inv.stdin_text.strip() if inv.stdin_text is not None else None) for t in operands]
    elif inv.name == "dd":
        out += [(a[3:], inv.stdin_text.strip() if inv.stdin_text is not None else None)
                for a in inv.args if a.startswith("of=")]
    elif inv.name in ("cp", "install", "mv") and len(operands) > 1:
        out.append((operands[-1], None))
    return out


def _group_holds_session(group: str) -> str | None:
    """Why `group` (the path below /sys/fs/cgroup) holds the session, or None."""
    if "$" in group or "`" in group:
        return "a group computed when the line runs (the line's own group is the agent's session)"
    parts = [p for p in group.split("/") if p]
    if parts and parts[0] in _V1_CONTROLLERS:
        parts = parts[1:]
    if not parts:
        return None  # the root group has no caps to set
    unit = parts[-1]
    if _SESSION_UNIT.search(unit):
        return unit
    if unit.endswith(".scope") and _USER_TREE.search("/" + "/".join(parts)):
        return unit
    return None


def _cap(name: str, value: str | None) -> str | None:
    """The cap `value` written to `name` sets, if it starves a hook; None when it does not."""
    if value is None:
        return f"a value known only when it runs ({name})"
    if name in ("cgroup.freeze", "cgroup.kill"):
        return f"{name}={value}" if value == "1" else None
    if name == "freezer.state":
        return "freezer.state=FROZEN" if value.upper() == "FROZEN" else None
    if name == "cpu.max":
        quota, _, period = value.partition(" ")
        period = period or "100000"
        if quota.isdigit() and period.isdigit() and int(period):
            share = int(quota) * 100 // int(period)
            return f"CPUQuota={share}%" if share < STARVING_CAPS["CPUQuota"] else None
        return None
    if name == "cpu.cfs_quota_us":
        if value.isdigit():
            share = int(value) * 100 // 100000
            return f"CPUQuota={share}%" if share < STARVING_CAPS["CPUQuota"] else None
        return None
    return starving([f"{_CAP_PROPERTY[name]}={value}"])


def session_group_starved(invs: Sequence[Invocation], guard_process: re.Pattern[str]) -> str | None:
    """Why the line freezes, kills or caps the group that holds the agent's session (and so its hooks),
    or moves one of the guard's processes out of its group; None if it does not."""
    for inv in invs:
        for target, value in _writes(inv):
            match = _CGROUP_FILE.match(target)
            if match is None:
                continue
            group, name = match.group("group") or "", match.group("file")
            if name in ("cgroup.procs", "cgroup.threads"):
                if value is not None and guard_process.search(value):
                    return f"moves the guard's judge or the agent that runs it into another group ({group})"
                continue
            held = _group_holds_session(group)
            if held is None:
                continue
            cap = _cap(name, value)
            if cap is None:
                continue
            if name in ("cgroup.freeze", "cgroup.kill", "freezer.state"):
                verb = "kills" if name == "cgroup.kill" else "freezes"
                return f"{verb} every process of {held}, the agent and the guard's hooks among them ({name})"
            return f"caps {held}, which holds the agent and every hook it runs, at {cap} ({name})"
    return None


def computed_unit(unit: str) -> bool:
    """A unit named by a substitution (`"$(basename "$(cut -d: -f3 /proc/self/cgroup)")"`), or a scope in
    the user's session: it may be, and from /proc/self/cgroup is, the one the agent runs in."""
    return "$" in unit or "`" in unit or unit.endswith(".scope")
