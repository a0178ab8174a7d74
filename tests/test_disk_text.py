"""The one reader of on-disk text the judges share: bounded, regular files only, errors as unknown."""

from __future__ import annotations

import os
from pathlib import Path

from dongle.disk_text import small_text


def test_a_fifo_is_never_opened(tmp_path: Path) -> None:
    """A planted pipe in place of a settings file would stall a reader waiting on its writer."""
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    assert small_text(str(fifo)) is None
    assert small_text(str(fifo), head=True) is None


def test_size_is_bounded_and_errors_are_unknown(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    big.write_text("x" * 100)
    assert small_text(str(big), 10) is None
    assert small_text(str(big), 10, head=True) == "x" * 10
    assert small_text(str(big)) == "x" * 100
    assert small_text(str(tmp_path)) is None            # a directory
    assert small_text(str(tmp_path / "missing")) is None
    assert small_text(None) is None
