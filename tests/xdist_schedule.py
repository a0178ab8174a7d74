"""pytest-xdist's `--dist loadgroup` scheduling, with its bookkeeping kept in counters and a lookup table.

`scripts/test.sh` runs the suite with `--dist loadgroup`: each test is a unit of its own, except the
modules marked `xdist_group` (a shared daemon, system users, one browser), whose tests stay on one
worker. xdist 3.x's `LoadScopeScheduling`, which `loadgroup` is, recounts a worker's pending tests over
every unit it was ever given after each test it finishes, and finds each test's place in the
worker's collection with `list.index`: with ~25,000 one-test units both are quadratic, and the
controller (a third process on a 2-CPU machine) spent about two minutes of CPU on them per run (25,000
empty tests: 207 s of CPU with `loadgroup`, 82 s with `load`).

This scheduler makes the same decisions in the same order (the same units, to the same workers, at
the same moments, by the same "two or fewer pending" rule); it only keeps each worker's pending count
as it goes and each worker's collection indexed by test id.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from xdist.scheduler import LoadGroupScheduling


class CountedLoadGroupScheduling(LoadGroupScheduling):
    """`LoadGroupScheduling` with each worker's pending tests counted, not recounted."""

    def __init__(self, config: Any, log: Any = None) -> None:
        super().__init__(config, log)
        self._pending: dict[Any, int] = {}  # per worker: tests sent and not yet reported done
        self._places: dict[Any, dict[str, int]] = {}  # per worker: test id -> its place in the collection

    def add_node_collection(self, node: Any, collection: Sequence[str]) -> None:
        super().add_node_collection(node, collection)
        if node in self.registered_collections:
            self._places[node] = {nodeid: i for i, nodeid in enumerate(self.registered_collections[node])}

    def _assign_work_unit(self, node: Any) -> None:
        """As xdist's: the next unit of the queue, its tests not done yet sent to `node`."""
        assert self.workqueue
        scope, work_unit = self.workqueue.popitem(last=False)
        self.assigned_work.setdefault(node, {})[scope] = work_unit
        places = self._places[node]
        indexes = [places[nodeid] for nodeid, completed in work_unit.items() if not completed]
        self._pending[node] = self._pending.get(node, 0) + len(indexes)
        node.send_runtest_some(indexes)

    def mark_test_complete(self, node: Any, item_index: int, duration: float = 0) -> None:
        nodeid = self.registered_collections[node][item_index]
        work_unit = self.assigned_work[node][self._split_scope(nodeid)]
        if not work_unit[nodeid]:
            self._pending[node] -= 1
        work_unit[nodeid] = True
        self._reschedule(node)

    def _reschedule(self, node: Any) -> None:
        """As xdist's: more work for `node` once two or fewer of its tests are pending."""
        if node.shutting_down:
            return
        if not self.workqueue:
            node.shutdown()
            return
        if self._pending.get(node, 0) > 2:
            return
        self._assign_work_unit(node)

    def remove_node(self, node: Any) -> str | None:
        crashed = super().remove_node(node)  # puts a crashed worker's unfinished units back in the queue
        self._pending.pop(node, None)
        self._places.pop(node, None)
        return crashed

    @property
    def tests_finished(self) -> bool:
        if not self.collection_is_completed or self.workqueue:
            return False
        return all(self._pending.get(node, 0) < 2 for node in self.assigned_work)

    @property
    def has_pending(self) -> bool:
        return bool(self.workqueue) or any(self._pending.get(node, 0) > 0 for node in self.assigned_work)
