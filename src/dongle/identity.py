"""Who an agent is: names compared the way a human reads them.

Blocks, approvals and executions are keyed by the agent's name. `Evil`, `ｅｖｉｌ` (full width) and
`evil\u200b` (a zero-width space) read as the same name, so a blocked agent must not escape its block,
nor borrow another name's approval, by spelling itself differently. Every door hands the name through
`agent_identity` before the service looks anything up (issue 12, item 8).
"""

from __future__ import annotations

from dongle.policy.glob import normalise


def agent_identity(name: str) -> str:
    """NFKC, case-folded, format and control characters (zero-width, bidi) removed, spacing collapsed,
    look-alike letters folded: the same form the policy file's agent sections are matched in."""
    return normalise(name)
