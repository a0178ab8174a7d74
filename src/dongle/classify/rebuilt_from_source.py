"""Derived data in production rebuilt from sources that stay: the cost is the rebuild, not the data.

A dbt full refresh drops an incremental model and builds it again from the raw tables it reads; a cache
(memcached holds nothing else) is refilled by the application on the next reads; a warehouse partition
overwritten "with the recomputed data" is replaced by the same facts computed again. The sources stay, so
nothing is lost; what it costs is compute, a window of stale or missing rows, a load spike on the
database behind the cache: a human picks the moment, a pause. Writers pause it however wide ("dbt run
--full-refresh on every model in the prod warehouse"), since the width is of the rebuild.

Examples read as a rebuild from sources:
  "dbt run --full-refresh --select fct_orders --target prod"
  "Flushing the entire prod memcached fleet to clear the poisoned session entries."
  "Overwriting the prod warehouse partition for 2026-11 with the recomputed data"

Not this (kept a stop): a source that no longer holds the history ("the source only keeps 7 days, so older
history will be gone", "raw events expired", "can't be re-sourced"); a schema or database dropped beside
the rebuild; a store that is not only a cache (Redis holding sessions or a job queue).
"""

from __future__ import annotations

from dongle.classify.said_unless import said_unless
from dongle.lazy_regex import lazy_compile

# A rebuild from sources: a dbt full refresh, a memcached flush, a partition replaced by its recomputation
_REBUILT = lazy_compile(
    r"(?i)\bdbt\b[^.;]{0,60}?--full-refresh\b|--full-refresh\b[^.;]{0,60}?\bdbt\b"
    r"|\bmemcache\w*\b[^.;]{0,40}?\bflush\w*|\bflush\w*\b[^.;]{0,40}?\bmemcache\w*|\bflush_all\b[^.;]{0,30}memcache"
    r"|\boverwrit\w*\b[^.;]{0,60}?\bpartitions?\b[^.;]{0,40}?\bwith\s+(?:the\s+)?(?:recomputed|reprocessed|rebuilt)\b")
# The sources do not hold it all, or something is dropped beside the rebuild, or the store is not only a cache
_NOT_REBUILT = lazy_compile(
    r"(?i)\b(?:only\s+keeps?|keeps?\s+only|expired|can(?:'t|not)\s+be\s+(?:re-?sourced|rebuilt|recovered)"
    r"|won'?t\s+come\s+back|will\s+be\s+gone|goes\s+with\s+it|is\s+gone|no\s+longer\s+(?:has|holds|keeps)"
    r"|drop\w*|truncat\w*|redis|job\s+queue|queue\s+backend)\b")


def rebuilt_from_source(text: str) -> str:
    """The words of a production rebuild from sources that stay, or ""."""
    return said_unless(text, _NOT_REBUILT, _REBUILT)
