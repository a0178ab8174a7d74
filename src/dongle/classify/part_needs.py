"""Which of a part's checks can fire, told by its program's name once, not asked by each check in turn.

Most checks the classifier asks of a part (`cat`, `git`, `ls`) are about a few programs: the environment
dumpers and secret copiers for a secret read, the fetchers for an untrusted download, a server's
configuration-test mode, an interpreter's inline code. Each used to be called for every part and
answer no by its own first test, a Python call per check and part (with `ls -la` half the cost of a
median command, such generic per-part work was most of what a part without rules costs).

Here each check declares what it needs as data: the names of the programs it can be about (a set, or
a test of the name when the set is open-ended, such as interpreter versions). `ProgramNeeds.of(name)`
folds those declarations into one bitmask per program name, made on the name's first part and kept
(a name is a program, not a command line: a process judges a few dozen of them), and the classifier
calls a check only when its bit is set. A check whose bit is clear is exactly one whose own first test
would have answered no, without reading any fact of the part; what it would have returned is
returned without the call.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping

# A check's declared need: the program names it is about, or a test of a name.
Need = Collection[str] | Callable[[str], bool]


class ProgramNeeds:
    """The checks each program name can fire, as a bitmask (bit -> declared need), kept per name.

    The declarations are made on first use (`declare` is called then): the sets they name are
    defined throughout the classifier's module, some after the code that asks."""

    __slots__ = ("_declare", "_masks", "_needs")

    def __init__(self, declare: Callable[[], Mapping[int, Need]]) -> None:
        self._declare = declare
        self._needs: tuple[tuple[int, Need], ...] | None = None
        self._masks: dict[str, int] = {}

    def of(self, name: str) -> int:
        """The bits of the checks `name` can fire."""
        mask = self._masks.get(name)
        if mask is None:
            if self._needs is None:
                self._needs = tuple(self._declare().items())
            mask = 0
            for bit, need in self._needs:
                if (need(name) if callable(need) else name in need):
                    mask |= bit
            if len(self._masks) < _NAMES_KEPT:
                self._masks[name] = mask
        return mask


# Program names kept: a line's names come from its words, so a pathological stream of invented names
# must not grow the table without bound (past it, a name's mask is folded again for each part).
_NAMES_KEPT = 4096
