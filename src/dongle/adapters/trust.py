"""The trust lifecycle of an adapter: promotion and demotion, recorded in the file and the audit log.

A trust block in a file is a claim anyone with write access can make, including an agent. So the
proxy believes a file's trust level only up to what this installation's operator granted: every
change is an `ADAPTER_TRUST_CHANGED` entry in the hash-chained audit log, bound to the adapter's
fingerprint (everything but the trust block). The effective trust is the lower of the file's
level and the latest granted level for that exact fingerprint; editing an operation, a target or a
danger block therefore drops the adapter to `untested` until an operator promotes it again.

Promotion never skips a level (seed 004 §4.1). Demotion may go down any number of levels. Both are
written to `promotion_history` with who, when and why (seed 004 §3.2.8, §4.3).
"""

from __future__ import annotations

import os
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from dongle.adapters.model import Adapter, load_adapter, split_front_matter
from dongle.audit import iso
from dongle.levels import TrustLevel
from dongle.store.base import Store
from dongle.store.records import AuditDraft, AuditFilter

TRUST_EVENT = "ADAPTER_TRUST_CHANGED"
REVIEW_EVENT = "ADAPTER_REVIEW"
DEFAULT_REVIEWERS = 2


class TrustChangeError(ValueError):
    """The requested change is not allowed (skips a level, not a change, bad reason)."""


@dataclass(frozen=True)
class TrustChange:
    adapter: str
    from_level: TrustLevel
    to_level: TrustLevel
    by: str
    reason: str
    at: str


def _grant(store: Store, adapter: Adapter) -> dict[str, Any] | None:
    """The latest trust event for this adapter's exact content, if any."""
    fingerprint = adapter.fingerprint()
    latest = None
    for entry in store.iter_audit(AuditFilter(event=TRUST_EVENT)):
        data = entry.data
        if data.get("adapter") == adapter.name and data.get("fingerprint") == fingerprint:
            latest = data
    return latest


def granted_trust(store: Store, adapter: Adapter) -> TrustLevel:
    """The latest level the operator granted this adapter's exact content (UNTESTED if none)."""
    grant = _grant(store, adapter)
    try:
        return TrustLevel.parse(grant.get("to")) if grant else TrustLevel.UNTESTED
    except ValueError:
        return TrustLevel.UNTESTED


def _timestamp(text: Any) -> float:
    try:
        return datetime.fromisoformat(str(text).replace("Z", "+00:00")).timestamp()
    except ValueError:
        return 0.0


def certificate_expiry(adapter: Adapter, store: Store | None = None) -> float | None:
    """When the certification ends (POSIX seconds); None when there is no certification block.

    A block without a readable `expires_at` counts as already expired (fail closed). With a store,
    the expiry recorded when the certificate was verified caps the file's (the trust block is not
    part of the fingerprint, so a hand-extended `expires_at` must not extend anything)."""
    cert = adapter.trust.raw.get("certification")
    if not isinstance(cert, dict):
        return None
    expiry = _timestamp(cert.get("expires_at"))
    if store is not None:
        grant = _grant(store, adapter)
        if grant and grant.get("to") == TrustLevel.CERTIFIED.label:
            expiry = min(expiry, _timestamp(grant.get("certificate_expires_at")))
    return expiry


def effective_trust(store: Store, adapter: Adapter, now: float | None = None) -> TrustLevel:
    """The lower of the file's level and the operator's grant; `certified` lapses to
    `community_reviewed` once the certification has expired (seed 004 §4.3)."""
    level = min(adapter.trust.level, granted_trust(store, adapter))
    if level == TrustLevel.CERTIFIED:
        expiry = certificate_expiry(adapter, store)
        if expiry is None or (time.time() if now is None else now) >= expiry:
            return TrustLevel.COMMUNITY_REVIEWED
    return level


def change_trust(
    path: str | Path,
    to: TrustLevel,
    *,
    by: str,
    reason: str,
    store: Store,
    now: float | None = None,
    extra: dict[str, Any] | None = None,
    signature_verified: bool = False,
) -> TrustChange:
    """Promote by exactly one level or demote by any number; rewrite the file and audit it.

    The starting point is the *effective* trust, so a hand-edited trust block cannot be used as a
    stepping stone. `extra` adds trust fields (a validation report). Raises TrustChangeError or
    AdapterError; nothing is written then."""
    adapter = load_adapter(path)
    current = effective_trust(store, adapter)
    if not reason.strip():
        raise TrustChangeError("a reason is required for every trust change")
    if to == current:
        raise TrustChangeError(f"adapter {adapter.name!r} is already {current.label}")
    if to > current + 1:
        nxt = TrustLevel(current + 1).label
        raise TrustChangeError(
            f"promotion may not skip levels: {adapter.name!r} is {current.label}, next is {nxt}"
        )
    if to == TrustLevel.CERTIFIED and not signature_verified:
        raise TrustChangeError(
            "certified is granted only by `dongle adapter certify` with a verified signature"
        )
    now = time.time() if now is None else now
    stamp = iso(now) or ""
    record = {"from": current.label, "to": to.label, "at": stamp, "by": by, "reason": reason.strip()}
    trust: dict[str, Any] = {**adapter.trust.raw, **(extra or {})}
    trust["level"] = to.label
    trust["promotion_history"] = [*(trust.get("promotion_history") or []), record]
    if to > current:
        trust["promoted_from"] = current.label
    if to == TrustLevel.GENERATED and "generated_at" not in trust:
        trust["generated_at"], trust["generated_by"] = stamp, by
    if to == TrustLevel.VALIDATED:
        trust["validated_at"], trust["validated_by"] = stamp, by
    _write_trust(Path(path), trust)
    event: dict[str, Any] = {}
    if to == TrustLevel.CERTIFIED:
        event["certificate_expires_at"] = str((trust.get("certification") or {}).get("expires_at"))
    with store.transaction() as tx:
        tx.append_audit(
            AuditDraft(
                event=TRUST_EVENT,
                timestamp=now,
                agent=None,
                outcome="promoted" if to > current else "demoted",
                data={
                    "adapter": adapter.name,
                    "fingerprint": adapter.fingerprint(),
                    "file": str(Path(path).resolve()),
                    "from": current.label,
                    "to": to.label,
                    "by": by,
                    "reason": reason.strip(),
                    **event,
                },
            )
        )
    return TrustChange(adapter.name, current, to, by, reason.strip(), stamp)


def _write_trust(path: Path, trust: dict[str, Any]) -> None:
    """Replace the top-level `trust:` block of the front matter, keeping everything else verbatim."""
    import yaml

    text = path.read_text(encoding="utf-8")
    front, body = split_front_matter(text)
    kept: list[str] = []
    inside = False
    for line in front.splitlines(keepends=True):
        top_level = bool(line.strip()) and not line[0].isspace() and not line.lstrip().startswith("#")
        if top_level:
            inside = line.startswith("trust:")
        if not inside:
            kept.append(line)
    if kept and not kept[-1].endswith("\n"):
        kept[-1] += "\n"
    block = yaml.safe_dump({"trust": trust}, sort_keys=False, allow_unicode=True, default_flow_style=False)
    new = "---\n" + "".join(kept) + block + "---\n" + body
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(new)
        os.chmod(tmp, path.stat().st_mode & 0o777)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def apply_validation(
    path: str | Path, report: dict[str, Any], passed: bool, *, by: str, store: Store, now: float | None = None
) -> TrustChange | None:
    """What a harness run means for trust: pass promotes `generated` to `validated` (or refreshes
    `validated_at` above that); failure demotes `validated` and above to `generated` (seed 004 §4.3).
    Returns the change made, or None when the level stays."""
    adapter = load_adapter(path)
    current = effective_trust(store, adapter)
    now = time.time() if now is None else now
    if current == TrustLevel.UNTESTED:
        raise TrustChangeError("validate the schema and promote to generated before running the harness")
    if passed and current == TrustLevel.GENERATED:
        extra = {"validation_report": report, "validated_by": by}
        return change_trust(
            path, TrustLevel.VALIDATED, by=by, reason="test harness passed", store=store, now=now, extra=extra
        )
    if not passed and current >= TrustLevel.VALIDATED:
        failures = report.get("failures") or []
        reason = "re-validation failed" + (f": {failures[0]}" if failures else "")
        return change_trust(
            path,
            TrustLevel.GENERATED,
            by=by,
            reason=reason,
            store=store,
            now=now,
            extra={"validation_report": report},
        )
    if passed:
        trust = {
            **adapter.trust.raw,
            "validation_report": report,
            "validated_at": iso(now),
            "validated_by": by,
        }
        _write_trust(Path(path), trust)
    return None


def record_review(
    path: str | Path,
    *,
    reviewer: str,
    approve: bool,
    note: str,
    store: Store,
    required: int = DEFAULT_REVIEWERS,
    now: float | None = None,
) -> TrustChange | None:
    """One operator's review of a validated adapter (seed 004 §2.2.4, §4.2).

    `required` distinct approvals of this exact content, with no security flag on it, promote
    `validated` to `community_reviewed`. A flag demotes `community_reviewed` and above to
    `validated` and blocks promotion of this content for good. Returns the change made, if any."""
    if required < 1:
        raise TrustChangeError("at least one reviewer is required")
    if not note.strip():
        raise TrustChangeError("a review needs a note")
    adapter = load_adapter(path)
    current = effective_trust(store, adapter, now)
    if current < TrustLevel.VALIDATED:
        raise TrustChangeError(f"only validated adapters are reviewed; {adapter.name!r} is {current.label}")
    now = time.time() if now is None else now
    fingerprint = adapter.fingerprint()
    with store.transaction() as tx:
        tx.append_audit(
            AuditDraft(
                event=REVIEW_EVENT,
                timestamp=now,
                outcome="approve" if approve else "flag",
                data={
                    "adapter": adapter.name,
                    "fingerprint": fingerprint,
                    "reviewer": reviewer,
                    "verdict": "approve" if approve else "flag",
                    "note": note.strip()[:500],
                },
            )
        )
    reviews = [
        e.data
        for e in store.iter_audit(AuditFilter(event=REVIEW_EVENT))
        if e.data.get("adapter") == adapter.name and e.data.get("fingerprint") == fingerprint
    ]
    if not approve:
        if current >= TrustLevel.COMMUNITY_REVIEWED:
            return change_trust(
                path,
                TrustLevel.VALIDATED,
                by=reviewer,
                reason=f"security flag: {note.strip()}",
                store=store,
                now=now,
            )
        return None
    if any(r.get("verdict") == "flag" for r in reviews):
        return None
    approvers = {r.get("reviewer") for r in reviews if r.get("verdict") == "approve"}
    if current == TrustLevel.VALIDATED and len(approvers) >= required:
        names = ", ".join(sorted(str(a) for a in approvers))
        return change_trust(
            path,
            TrustLevel.COMMUNITY_REVIEWED,
            by=reviewer,
            reason=f"{len(approvers)} reviews approved ({names}), no security flags",
            store=store,
            now=now,
        )
    return None
