"""One process picked by its id is one process, whatever the words call it.

"kill the stuck jest worker, PID 48213", "kill 48213", "kill -15 48213": the id picks one process; a noun
such as worker, server or node says what it is, not that a machine is acted on, and it is started again.
The twins pick init or every process, widen the kill to every worker or to several ids, or aim it at
production.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("kill the stuck jest worker, PID 48213", "go"),
    ("kill 48213", "go"),
    ("Sending SIGTERM to the hung gunicorn server, pid 7712", "go"),
    # twins: init, every process, every worker, production
    ("kill -9 1", "stop"),
    ("kill the stuck jest worker, PID 1", "stop"),  # PID 1 is init, whatever the words call it
    ("kill every gunicorn worker, pid 48213", "stop"),
    ("kill the prod api worker, PID 48213", "pause"),
    ("kill 48213 48214 48215", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_one_process(hint, want):
    _check(hint, want)
