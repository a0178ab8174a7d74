"""Push of block and notification events between dongle instances sharing one PostgreSQL database.

Correctness never rests on this module: a hard block lives in the shared `blocks` table and every
instance reads it inside each decision's transaction, so an agent blocked through instance A is
refused by instance B on its very next call whether or not B listens. What LISTEN/NOTIFY adds is
promptness for things that wait rather than decide — a console showing pending danger_zone
broadcasts, a monitor that pages someone when an agent is blocked.

The writer side is in `dongle.store.postgres`: a transaction that puts or deletes a block or inserts
a notification sends one `NOTIFY dongle_events` whose payload is a JSON list of events, e.g.
`[{"event": "block", "agent": "a1"}, {"event": "notification", "id": 7, "type": "danger_zone",
"agent": null}]`. PostgreSQL delivers it only if that transaction commits, so a listener never hears
of a block that was rolled back. Payloads carry identifiers only; read the rows for details. A
transaction with too many events for one NOTIFY (PostgreSQL caps a payload below 8000 bytes) sends
`[{"event": "many", "count": N}]` instead: re-read the tables.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from dongle.store.postgres import CHANNEL, connect


class Listener:
    """A dedicated connection LISTENing on the dongle channel (do not share it with a Store)."""

    def __init__(self, url: str):
        self._con = connect(url)
        self._con.execute(f"LISTEN {CHANNEL}")

    def events(self, timeout: float, stop_after: int | None = None) -> Iterator[dict[str, Any]]:
        """Yield events as they arrive, for up to `timeout` seconds (or until `stop_after` events)."""
        seen = 0
        for note in self._con.notifies(timeout=timeout, stop_after=stop_after):
            try:
                batch = json.loads(note.payload)
            except ValueError:
                continue  # someone else's NOTIFY on our channel name: ignore, never crash the listener
            for event in batch if isinstance(batch, list) else []:
                if isinstance(event, dict):
                    seen += 1
                    yield event
            if stop_after is not None and seen >= stop_after:
                return

    def close(self) -> None:
        self._con.close()
