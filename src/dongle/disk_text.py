"""Reading a small text file the line names, for the judges that look at what is on disk.

One place for the rules every such read follows: only a regular file is opened (opening a FIFO waits
on its writer, so a planted pipe could stall a hook), the size is bounded, and any error is "not
known" (None), which each caller treats as it treats text it cannot see.
"""

from __future__ import annotations

import os

SMALL = 256 * 1024


def small_text(path: str | None, limit: int = SMALL, *, head: bool = False) -> str | None:
    """The text of a regular file of at most `limit` bytes (or, with `head`, its first `limit`
    characters whatever its size); None when there is no path, no regular file, or it cannot be read."""
    try:
        if not path or not os.path.isfile(path) or (not head and os.path.getsize(path) > limit):
            return None
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read(limit) if head else handle.read()
    except (OSError, ValueError):
        return None
