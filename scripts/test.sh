#!/usr/bin/env bash
# Installs the project with its test dependencies into .venv and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/pip install --quiet --upgrade pip
.venv/bin/pip install --quiet -e '.[test]'
.venv/bin/ruff check .
# One pytest worker per CPU (pytest-xdist); --dist loadgroup keeps each module marked xdist_group on
# one worker (a shared daemon, system users, one browser). Arguments after ours win (-n 0: serial).
.venv/bin/pytest -n auto --dist loadgroup "$@"
