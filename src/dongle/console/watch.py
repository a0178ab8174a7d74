"""Background watcher: a desktop notice when a new request starts waiting (see `dongle.notify`)."""

from __future__ import annotations

import threading
from collections.abc import Callable


class PendingWatcher(threading.Thread):
    """Polls the ids of waiting requests; when new ones appear, calls `notify(count_waiting)`."""

    def __init__(
        self, pending_ids: Callable[[], set[str]], notify: Callable[[int], object], interval: float = 2.0
    ):
        super().__init__(name="dongle-console-watch", daemon=True)
        self.pending_ids = pending_ids
        self.notify = notify
        self.interval = interval
        self.stopped = threading.Event()

    def poll(self, seen: set[str]) -> set[str]:
        """One round: notify about ids not in `seen`; return the ids now waiting."""
        try:
            ids = self.pending_ids()
        except Exception:  # a busy or missing store must not kill the console; try again later
            return seen
        if ids - seen:
            self.notify(len(ids))
        return ids

    def run(self) -> None:
        seen: set[str] = set()
        while not self.stopped.is_set():
            seen = self.poll(seen)
            self.stopped.wait(self.interval)

    def stop(self) -> None:
        self.stopped.set()
