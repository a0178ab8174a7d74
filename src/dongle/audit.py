"""The append-only audit log: hash chaining, secret redaction, verification and display.

Every entry carries `prev_hash` and `hash = sha256(prev_hash ‖ canonical JSON of the entry)`, and
the store keeps the head (last seq and hash) beside the rows. `verify_chain` walks the rows in
order and reports where the chain breaks: an edited row no longer matches its hash, a removed row
leaves a gap in `seq` and a `prev_hash` pointing at nothing, reordered rows break both, and a
truncated tail disagrees with the head. This is tamper *evidence*: a process that can rewrite the
database can also rebuild the whole chain (see the README's threat model).

Secrets never enter the log: `redact` masks values under secret-looking keys and secret-looking
assignments inside free text before an entry is written, and verification codes are never handed
to the audit layer at all.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from dongle.store.records import AuditEntry

GENESIS_HASH = "0" * 64
REDACTED = "[redacted]"
ADAPTER_NAME = "mcpaql-safety-dongle"

_SECRET_KEY_PARTS = frozenset(
    {"password", "passwd", "passphrase", "secret", "token", "credential", "credentials", "code", "apikey"}
)
_SECRET_KEY_PAIRS = ("api_key", "access_key", "private_key", "api-key", "access-key", "private-key")
# Keys whose values are public identifiers even though the name looks secret-ish.
_PUBLIC_KEYS = frozenset({"confirmation_token", "token_id", "request_id", "challenge_id", "verification_id"})
_SECRET_ASSIGNMENT = re.compile(
    r"(?i)\b([A-Z0-9_]*(?:PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?)[A-Z0-9_]*)"
    r"(\s*[=:]\s*)((?:\"(?:[^\"\\]|\\.)*\"|'[^']*'|\$\([^)]*\)|`[^`]*`|[^\s;&|<>()'\"`])+)"
)
_SECRET_LITERALS = re.compile(
    r"\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|AKIA[0-9A-Z]{16}|sk-[A-Za-z0-9_-]{20,}"
    r"|xox[abpr]-[A-Za-z0-9-]{10,})\b"
)
_BEARER = re.compile(r"(?i)\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}")


# A value that runs code (`GITHUB_TOKEN="$(git push --force … )"`): not a secret but a command, and
# blanking it would hide from whoever reads the record what the line ran. An unquoted value ends where
# the shell ends the word (`API_TOKEN=x&&rm -rf ~/.codex`: the token is `x`, and `&&rm` is a command
# the record must show), so the pattern above reads quotes, substitutions and operators as bash does.
_RUNS_CODE = re.compile(r"\$\(|`|<\(")


def redact_text(text: str) -> str:
    """Mask secret-looking assignments, bearer credentials and well-known token formats in free text.
    An assignment whose value is a command substitution keeps it: that is code, not a secret (a
    token literal inside it is still masked)."""
    text = _SECRET_ASSIGNMENT.sub(lambda m: m.group(0) if _RUNS_CODE.search(m.group(3))
                                  else f"{m.group(1)}{m.group(2)}{REDACTED}", text)
    text = _BEARER.sub(lambda m: f"{m.group(1)} {REDACTED}", text)
    return _SECRET_LITERALS.sub(REDACTED, text)


def _secret_key(key: str) -> bool:
    lowered = key.lower()
    if lowered in _PUBLIC_KEYS:
        return False
    parts = set(re.split(r"[_\-.]", lowered))
    return bool(parts & _SECRET_KEY_PARTS) or any(pair in lowered for pair in _SECRET_KEY_PAIRS)


def redact(value: Any, key: str | None = None) -> Any:
    """Return a copy of `value` with secrets masked (by key name, then inside strings)."""
    if key is not None and _secret_key(key):
        return REDACTED if value not in (None, "", [], {}) else value
    if isinstance(value, Mapping):
        return {str(k): redact(v, str(k)) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [redact(v) for v in value]
    if isinstance(value, str):
        return redact_text(value)
    return value


def canonical_json(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def entry_fields(
    seq: int,
    event: str,
    timestamp: float,
    agent: str | None,
    session_id: str | None,
    execution_id: str | None,
    danger_level: int | None,
    outcome: str | None,
    data: Mapping[str, Any],
) -> dict[str, Any]:
    """The hashed content of an entry (everything except the chain fields)."""
    return {
        "seq": seq,
        "event": event,
        "timestamp": repr(float(timestamp)),
        "agent": agent,
        "session_id": session_id,
        "execution_id": execution_id,
        "danger_level": danger_level,
        "outcome": outcome,
        "data": data,
    }


def chain_hash(prev_hash: str, fields: Mapping[str, Any]) -> str:
    blob = prev_hash + "\n" + canonical_json(fields)
    return hashlib.sha256(blob.encode("utf-8", "surrogatepass")).hexdigest()


def hash_of(entry: AuditEntry) -> str:
    fields = entry_fields(
        entry.seq,
        entry.event,
        entry.timestamp,
        entry.agent,
        entry.session_id,
        entry.execution_id,
        entry.danger_level,
        entry.outcome,
        entry.data,
    )
    return chain_hash(entry.prev_hash, fields)


@dataclass(frozen=True)
class ChainProblem:
    seq: int
    kind: str  # "edited" | "removed" | "reordered" | "truncated" | "rewound" | "rebuilt"
    message: str


@dataclass
class ChainReport:
    entries: int = 0
    problems: list[ChainProblem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "entries": self.entries,
            "problems": [{"seq": p.seq, "kind": p.kind, "message": p.message} for p in self.problems],
        }


def verify_chain(entries: Iterable[AuditEntry], head: tuple[int, str]) -> ChainReport:
    """Check every link; report each place the chain is broken and what kind of break it looks like."""
    report = ChainReport()
    prev_seq, prev_hash = 0, GENESIS_HASH
    for entry in entries:
        report.entries += 1
        if hash_of(entry) != entry.hash:
            report.problems.append(
                ChainProblem(entry.seq, "edited", f"entry {entry.seq}: content does not match its hash")
            )
        if entry.seq <= prev_seq:
            report.problems.append(
                ChainProblem(entry.seq, "reordered", f"entry {entry.seq} follows entry {prev_seq}")
            )
        elif entry.seq != prev_seq + 1:
            report.problems.append(
                ChainProblem(
                    entry.seq,
                    "removed",
                    f"entries {prev_seq + 1}..{entry.seq - 1} are missing before entry {entry.seq}",
                )
            )
        elif entry.prev_hash != prev_hash:
            report.problems.append(
                ChainProblem(
                    entry.seq,
                    "reordered",
                    f"entry {entry.seq}: prev_hash does not match entry {prev_seq} (moved or replaced)",
                )
            )
        prev_seq, prev_hash = entry.seq, entry.hash
    head_seq, head_hash = head
    if head_seq != prev_seq or (head_seq and head_hash != prev_hash):
        report.problems.append(
            ChainProblem(
                head_seq,
                "truncated",
                f"the recorded head is entry {head_seq} but the log ends at entry {prev_seq}",
            )
        )
    return report


def iso(ts: float | None) -> str | None:
    """ISO 8601 UTC with a Z suffix (digest A-10)."""
    if ts is None:
        return None
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def parse_time(text: str) -> float:
    """Accept ISO 8601 (a trailing Z allowed) or POSIX seconds; raise ValueError otherwise."""
    text = text.strip()
    try:
        return float(text)
    except ValueError:
        pass
    value = datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.timestamp()


def entry_to_dict(entry: AuditEntry) -> dict[str, Any]:
    return {
        "seq": entry.seq,
        "timestamp": iso(entry.timestamp),
        "event": entry.event,
        "agent": entry.agent,
        "session_id": entry.session_id,
        "execution_id": entry.execution_id,
        "danger_level": entry.danger_level,
        "outcome": entry.outcome,
        "data": entry.data,
        "prev_hash": entry.prev_hash,
        "hash": entry.hash,
    }


def format_entry(entry: AuditEntry) -> str:
    """One line per entry for `dongle audit`."""
    level = "-" if entry.danger_level is None else str(entry.danger_level)
    subject = entry.data.get("operation") or entry.data.get("reason") or ""
    subject = str(subject).replace("\n", " ")
    if len(subject) > 80:
        subject = subject[:77] + "..."
    return (
        f"{entry.seq:>6}  {iso(entry.timestamp)}  {entry.event:<22} {entry.agent or '-':<16} "
        f"L{level:<2} {entry.outcome or '-':<10} {subject}"
    )


def verify_store(store: Any) -> ChainReport:
    """Verify a store's whole chain against its recorded head, read in one transaction so a
    concurrent append cannot make a sound chain look truncated."""
    from dongle.store.anchor import anchor_path, read_anchor

    with store.transaction() as tx:
        head = tx.audit_head()
        entries = list(store.iter_audit())
    report = verify_chain(entries, head)
    anchor = read_anchor(store.location)
    if anchor is not None and anchor.seq:
        found = next((e.hash for e in entries if e.seq == anchor.seq), None)
        if found is None:
            report.problems.append(ChainProblem(
                anchor.seq, "rewound",
                f"the anchored head ({anchor_path(store.location)}) names entry {anchor.seq}, which is no "
                "longer in the log: entries were removed and the head moved back"))
        elif found != anchor.hash:
            report.problems.append(ChainProblem(
                anchor.seq, "rebuilt",
                f"entry {anchor.seq} does not have the hash anchored in {anchor_path(store.location)}: the "
                "chain was recomputed after an edit"))
    return report
