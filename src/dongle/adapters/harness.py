"""The validation harness behind `dongle adapter test` (seed 004 §2.2.3, §4.2, §4.4).

It checks an adapter against its live target: for an MCP target, every declared operation must map
to a tool the downstream server lists; then every operation whose danger resolves to `safe` and that
needs no required parameter is called once and must succeed. Nothing that could change state is
ever called, whatever category the file puts it in. The report has the fields of seed 004 §3.2.6.

Passing moves `generated` to `validated`; failing demotes a `validated` (or higher) adapter to
`generated`. Re-validation falls due per seed 004 §4.4: validated weekly, community_reviewed monthly.
"""

from __future__ import annotations

import time
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from dongle.adapters.danger import base_danger
from dongle.adapters.model import Adapter
from dongle.levels import DangerLevel, TrustLevel

HARNESS = "dongle-adapter-harness-1"
REVALIDATE_SECONDS = {
    TrustLevel.VALIDATED: 7 * 86400,
    TrustLevel.COMMUNITY_REVIEWED: 30 * 86400,
}


@dataclass
class Report:
    tests_passed: int = 0
    tests_total: int = 0
    endpoints_verified: int = 0
    coverage_percent: float = 0.0
    last_api_response: str | None = None
    failures: list[str] = field(default_factory=list)
    untested: str | None = None  # why nothing could be tested, when nothing was

    @property
    def passed(self) -> bool:
        return self.tests_total > 0 and not self.failures

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "tests_passed": self.tests_passed,
            "tests_total": self.tests_total,
            "endpoints_verified": self.endpoints_verified,
            "coverage_percent": self.coverage_percent,
            "last_api_response": self.last_api_response,
        }
        if self.failures:
            out["failures"] = self.failures[:20]
        return out


def is_due(adapter: Adapter, trust: TrustLevel, now: float | None = None) -> bool:
    """True when the adapter should be (re)validated now."""
    if trust == TrustLevel.GENERATED:
        return True
    interval = REVALIDATE_SECONDS.get(trust)
    if interval is None:
        return False
    stamp = adapter.trust.raw.get("validated_at")
    try:
        last = datetime.fromisoformat(str(stamp).replace("Z", "+00:00")).timestamp()
    except ValueError:
        return True
    return (time.time() if now is None else now) - last >= interval


async def run_harness(adapter: Adapter) -> Report:
    from dongle.audit import iso
    from dongle.proxy.backends import BackendFailure, HttpBackend, McpBackend

    report = Report()
    async with AsyncExitStack() as stack:
        backend: Any
        if adapter.target.type == "mcp":
            from dongle.proxy.downstream import Downstream

            downstream = Downstream(list(adapter.target.command), adapter.target.env or None)
            try:
                backend = McpBackend(await stack.enter_async_context(downstream))
                tools = {t.name for t in backend.list_tools()}
            except Exception as exc:
                report.tests_total = 1
                report.failures.append(f"the downstream server did not start ({type(exc).__name__})")
                return report
            for op in adapter.operations.values():
                report.tests_total += 1
                if op.maps_to in tools:
                    report.tests_passed += 1
                    report.endpoints_verified += 1
                else:
                    report.failures.append(f"{op.name}: the downstream has no tool '{op.maps_to}'")
        else:
            backend = HttpBackend()
        callable_ops = [
            op
            for op in adapter.operations.values()
            if base_danger(op, TrustLevel.VALIDATED).level == DangerLevel.SAFE
            and not any(p.required for p in (op.parameters or ()))
        ]
        for op in callable_ops:
            report.tests_total += 1
            try:
                await backend.call(adapter, op, {})
            except BackendFailure as exc:
                report.failures.append(f"{op.name}: {exc}")
                continue
            report.tests_passed += 1
            report.last_api_response = iso(time.time())
            if adapter.target.type == "http":
                report.endpoints_verified += 1
    ops = max(1, len(adapter.operations))
    report.coverage_percent = round(100.0 * len(callable_ops) / ops, 1)
    if report.tests_total == 0:
        report.untested = _why_untested(adapter)
    return report


def _why_untested(adapter: Adapter) -> str:
    if adapter.operations:
        return (
            f"none of its {len(adapter.operations)} operation(s) is safe to call without a required "
            "parameter, and an http target has no tool list to check them against (the harness never "
            "calls anything that could change state)"
        )
    unlisted = (
        "; the downstream tools it exposes unlisted are not tested"
        if adapter.target.type == "mcp" and adapter.target.expose_unlisted_tools
        else ""
    )
    return f"the adapter declares no operations, so there is nothing to test{unlisted}"
