"""The audit head anchored outside the database, and what it proves at open.

A database that has existed keeps a small head file beside it, where the operator's verifier lives:
`dongle.db.head` holds the newest audit entry's sequence number and hash, rewritten after every commit
that appends to the chain. It proves two things the database cannot prove about itself:

- the store existed: a missing or emptied database file with a head file beside it is a deletion, not
  a first start, and opening it fails closed instead of silently starting over with no hard blocks
  (`dongle db init --force` starts over on purpose);
- the chain was not rewound or rebuilt: the entry the head file names must still be in the chain with
  that hash. Truncating the chain and moving `audit_head` back, or recomputing every hash after an
  edit, leaves the file pointing at an entry that is gone or different.

The file may lag behind the database (a crash between the commit and the file write, or two writers
racing): only an entry the file names that is missing or different is a break. In the same-user
default the agent could delete the file too; the hooks refuse writes to the dongle's state directory,
and the privilege-separated mode puts it out of the agent's reach.

SQLite only. A PostgreSQL store is shared by several hosts and outlives any one of them, so a file on
one host cannot say what the server should hold; there the anchor is the server's own protection (a
role the agent cannot use, backups and WAL archiving), and `audit verify` checks the chain itself.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from dongle.store.base import StoreError

SUFFIX = ".head"


@dataclass(frozen=True)
class Anchor:
    seq: int
    hash: str


def anchor_path(location: str) -> Path:
    """Beside the database file, where the operator's verifier lives."""
    path = Path(location)
    return path.parent / (path.name + SUFFIX)


def read_anchor(location: str) -> Anchor | None:
    """The recorded head, or None when none was ever written (or the store is a server). An
    unreadable file fails closed."""
    if "://" in location:
        return None
    path = anchor_path(location)
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise StoreError(f"cannot read the audit head file {path}: {exc}") from exc
    try:
        data = json.loads(raw)
        anchor = Anchor(int(data["seq"]), str(data["hash"]))
    except (ValueError, KeyError, TypeError) as exc:
        raise StoreError(
            f"the audit head file {path} is damaged; restore it, or start over with `dongle db init --force`"
        ) from exc
    if anchor.seq < 0 or len(anchor.hash) != 64:
        raise StoreError(f"the audit head file {path} is damaged")
    return anchor


def write_anchor(location: str, seq: int, digest: str) -> None:
    """Record the head after a commit (atomic replace, owner-only). A head older than the recorded
    one is not written back (another writer got further). Failing to write is not a decision error:
    the database already holds the truth; the next commit writes again."""
    path = anchor_path(location)
    try:
        current = read_anchor(location)
    except StoreError:
        current = None
    if current is not None and current.seq > seq:
        return
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    old = os.umask(0o077)
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        tmp.write_text(json.dumps({"seq": seq, "hash": digest}), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)
    finally:
        os.umask(old)


def remove_anchor(location: str) -> None:
    anchor_path(location).unlink(missing_ok=True)


def missing_store_error(location: str, anchor: Anchor) -> StoreError:
    return StoreError(
        f"the dongle database {location} is missing or empty, but {anchor_path(location)} shows it existed "
        f"(audit entry {anchor.seq}): its hard blocks, approvals and audit log would be lost. Restore it "
        f"from a backup, or start over on purpose with `dongle db init --force --db {location}`"
    )


def chain_break_error(location: str, anchor: Anchor, found: str | None) -> StoreError:
    what = "is gone" if found is None else "has a different hash"
    return StoreError(
        f"the audit chain of {location} does not match its anchored head: entry {anchor.seq} {what} "
        "(the database was truncated, rewound or rebuilt). See `dongle audit verify`; restore the "
        "database from a backup, or start over on purpose with `dongle db init --force`"
    )
