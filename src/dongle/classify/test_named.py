"""A topic, an index, a queue or a container on the agent's own machine whose name marks it as a test's.

A resource named for a test or a smoke run (`cu-test-7731`, `e2e_orders`, `smoke-logs-01`) on localhost is
made by a test run and made again by the next one: deleting it touches nobody's data. The name must mark
the resource as a test's in one of its own segments (`test`, `tests`, `e2e`, `smoke`, set off by a
separator), not merely contain the letters (`latest`, `contest`) or say "test" in prose.

Examples read as test-named:
  kafka.delete_topic {"cluster":"localhost:9092","topic":"cu-test-7731"}
  elasticsearch.delete_index {"host":"localhost:9200","index":"cu-test-logs-000001"}

A database or a schema is not read this way, whatever its name: "dropping a development database" is the
rubric's pause, and a local test database may hold what the agent set up by hand. The caller decides the
place (the agent's own machine); production named anywhere keeps every verdict.
"""

from __future__ import annotations

import re

# A name: word characters joined by separators, starting and ending with a word character
_NAME = re.compile(r"(?<![\w.-])\w[\w.-]*\w")
_SEGMENT_SEP = re.compile(r"[-_.]")
# the segments that mark a name as a test run's (throwaway.py reads them among its throwaway words)
TEST_SEGMENTS = frozenset({"test", "tests", "e2e", "smoke"})
_DATABASE = re.compile(r"(?i)\b(?:databases?|dbs?|schemas?)\b")


def named_for_tests(text: str) -> str:
    """The name marking the hint's resource as a test's ("" when none, or when a database is named). Only
    a name of several segments counts: the word "test" in prose ("for the load test") names no resource."""
    if _DATABASE.search(text):
        return ""
    for m in _NAME.finditer(text):
        segments = _SEGMENT_SEP.split(m.group(0).lower())
        if len(segments) > 1 and TEST_SEGMENTS & set(segments):
            return m.group(0)
    return ""
