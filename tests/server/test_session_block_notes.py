"""Which verification a session block points at when several agents' stops are in one answer.

A stopped agent's answer carries every active broadcast, including other agents' `danger_zone`
notes (the service marks each with `metadata.agent`). The session must remember the stopped
agent's own verification id, whatever order the broadcasts arrive in.
"""

from __future__ import annotations

from dongle.server.app import DongleApp
from dongle.server.sessions import Session


def _zone(agent: str, verification_id: str) -> dict:
    return {
        "type": "danger_zone",
        "message": f"Agent '{agent}' was hard-stopped",
        "metadata": {"agent": agent, "verificationId": verification_id, "level": "danger_zone"},
    }


def _stopped(*notes: dict) -> dict:
    return {
        "success": True,
        "data": {"autonomy": {"stopped": True, "continue": False, "notifications": list(notes)}},
    }


def test_block_keeps_the_stopped_agents_own_verification_when_another_broadcast_comes_last():
    session = Session()
    response = _stopped(_zone("a", "ver_of_a"), _zone("b", "ver_of_b"))
    DongleApp._note_block(None, {"element_name": "a"}, response, session)  # type: ignore[arg-type]
    assert session.blocked_by == "a"
    assert session.blocked_verification_id == "ver_of_a"


def test_a_pause_addressed_to_the_agent_still_counts():
    session = Session()
    pause = {"type": "autonomy_pause", "message": "paused", "metadata": {"verificationId": "ver_pause"}}
    DongleApp._note_block(None, {"element_name": "a"}, _stopped(_zone("b", "ver_of_b"), pause), session)  # type: ignore[arg-type]
    assert session.blocked_verification_id == "ver_pause"
