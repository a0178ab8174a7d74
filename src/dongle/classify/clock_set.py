"""The wall clock, which the guard and every expiry are measured on, moved by hand.

An approval lasts minutes (the confirmation TTLs), an operator console session half an hour idle and
twelve hours at most, a run of wrong passphrases locks the console for a while, and the audit orders
its records by time. All of them are read off the system's wall clock. A line that sets that clock to
a time it names (`date -s '+2 days'`, `timedatectl set-time 2031-01-01`, `chronyc settime …`, the
timedate D-Bus service's `SetTime`, `systemsetup -setdate`, `hwclock --set` before the clock is read
back from it) moves every one of those windows at once: a lockout is over, an expired approval may
count again, the audit's order lies. Nobody sets a clock to the right second by typing it, so a time
written in the line is a move, whatever it says.

Everyday twins, which this leaves to the classifier: the clock read or printed (`date -d … +%s`,
`timedatectl status`, `hwclock --show`), its synchronisation switched on or stepped from its time
source (`chronyc makestep`, `timedatectl set-ntp true`), the time zone changed (the epoch does not
move), the system time written to the hardware clock (`hwclock --systohc`), a time taken from a
source at run time (`date -s "$(curl -sI … | sed -n 's/^date: //Ip')"`: a correction the classifier
pauses), and a test run under a faked clock (`faketime`, which changes only what it runs).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.shell.model import ShellModel

# coreutils' and BSD's `date MMDDhhmm[[CC]YY][.ss]`: a bare operand of digits sets the clock.
_DATE_DIGITS = lazy_compile(r"^\d{8}(?:\d{2}){0,2}(?:\.\d{2})?$")
# The timedate service's method that sets the clock, however a D-Bus client spells the call.
_SET_TIME_METHOD = lazy_compile(r"(?:^|\.)SetTime$")
_DBUS_CLIENTS = frozenset({"busctl", "gdbus", "dbus-send", "qdbus", "qdbus6", "dbus"})
# `date`'s options whose value is a time to print or a file to read, never one to set.
_DATE_VALUED = frozenset({"-d", "--date", "-r", "--reference", "-f", "--file"})


def _date(argv: Sequence[str]) -> int | None:
    """`date -s TIME`, `date --set=TIME`, `date -sTIME`, `date 010100002031`."""
    skip = False
    for idx, word in enumerate(argv[1:], 1):
        if skip:
            skip = False
            continue
        if word in _DATE_VALUED:
            skip = True
            continue
        if word in ("-s", "--set"):
            return idx + 1 if idx + 1 < len(argv) else None
        if word.startswith("--set=") or (word[:2] == "-s" and len(word) > 2):
            return idx
        if _DATE_DIGITS.match(word):
            return idx
    return None


def _after(words: tuple[str, ...]) -> Callable[[Sequence[str]], int | None]:
    """The word after the first of `words` (`timedatectl set-time TIME`, `chronyc settime TIME`)."""
    def found(argv: Sequence[str]) -> int | None:
        idx = next((i for i, w in enumerate(argv) if w in words), None)
        return idx + 1 if idx is not None and idx + 1 < len(argv) else None
    return found


def _hwclock(argv: Sequence[str]) -> int | None:
    """`hwclock --set --date TIME`: the hardware clock the system clock is read back from (at boot, by
    `--hctosys`) set to a given time."""
    if "--set" not in argv:
        return None
    for idx, word in enumerate(argv):
        if word.startswith("--date="):
            return idx
        if word == "--date" and idx + 1 < len(argv):
            return idx + 1
    return None


def _dbus(argv: Sequence[str]) -> int | None:
    """`busctl call org.freedesktop.timedate1 … SetTime x USEC …`: the call's first argument after
    the method (its time, or its signature before it)."""
    if not any("timedate1" in w for w in argv):
        return None
    idx = next((i for i, w in enumerate(argv) if _SET_TIME_METHOD.search(w)), None)
    return idx + 1 if idx is not None and idx + 1 < len(argv) else None


# How each program is told to set the wall clock: the index of the word holding the time, or None.
_SETTERS: dict[str, Callable[[Sequence[str]], int | None]] = {
    "date": _date,
    "gdate": _date,
    "timedatectl": _after(("set-time",)),
    "chronyc": _after(("settime",)),
    "hwclock": _hwclock,
    "systemsetup": _after(("-setdate", "-settime")),
    **{client: _dbus for client in _DBUS_CLIENTS},
}


# The programs `clock_set_by_hand` reads; a line with none of them is not walked.
CLOCK_SETTERS = frozenset(_SETTERS)


def clock_set_by_hand(model: ShellModel, subject: str) -> Assessment | None:
    """A stop for a command that sets this machine's wall clock to a time the line names (None when none
    does, when the time is computed when the line runs, or when the clock is another machine's)."""
    for inv in model.invocations:
        setter = _SETTERS.get(inv.name)
        if setter is None or inv.remote:
            continue
        idx = setter(inv.argv)
        if idx is None or idx >= len(inv.argv):
            continue
        if inv.expanded and idx < len(inv.expanded) and inv.expanded[idx]:
            continue  # a time read from a source when the line runs: sys.clock-change's correction pause
        shown = " ".join(inv.argv[:idx + 1])[:80]
        return assess(
            DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=False,
            factors=(f"sets the wall clock by hand (`{shown}`): every window measured on it moves at once, "
                     "the guard's approvals, console sessions and lockouts, certificates and tokens, and the "
                     "order of logs [sys.clock-set]",),
            rules=("sys.clock-set",),
            safer_alternative="Leave the clock to its time source (`timedatectl set-ntp true`, `chronyc "
                              "makestep`); to test time-dependent code, fake the time for the test only "
                              "(`faketime '2031-01-01' pytest`).",
            recovery="`sudo timedatectl set-ntp true` (or `chronyc makestep`), then check the clock and the "
                     "audit for what ran while it was wrong.")
    return None
