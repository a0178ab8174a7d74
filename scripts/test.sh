#!/usr/bin/env bash
# Installs the project with its test dependencies into .venv and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/pip install --quiet --upgrade pip
.venv/bin/pip install --quiet -e '.[test]'
.venv/bin/ruff check .
# Bytecode for every module now: the suite starts hundreds of hook, proxy and server processes, and where the
# environment sets PYTHONDONTWRITEBYTECODE each of them would otherwise compile the whole package again
# (about 1.25 s instead of 0.5 s per process on the CI machine).
.venv/bin/python -m compileall -q -j 0 src >/dev/null
# One pytest worker per CPU (pytest-xdist); --dist loadgroup keeps each module marked xdist_group on
# one worker (a shared daemon, system users, one browser; tests/conftest.py makes the group hold under
# pytest 9, and its scheduler, tests/xdist_schedule.py, counts instead of recounting after every test).
# Arguments after ours win (-n 0: serial).
.venv/bin/pytest -n auto --dist loadgroup "$@"
