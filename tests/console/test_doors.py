"""Issue 13 over real HTTP (uvicorn, real store and service): every door of the console tells the
truth — a hard stop is lifted only with a second confirmation, a shown code survives no reload, an
ended session's challenge does not look live, expired tokens and proxy actions are said in words."""

from __future__ import annotations

from .conftest import ConsoleEnv, pause_for_verification, stop_hard


def test_approving_a_hard_stop_without_the_second_confirmation_is_refused(console_env: ConsoleEnv):
    agent = console_env.agent_service()
    challenge = stop_hard(agent, "agent-hs", "wipe the backups")
    cookie, csrf = console_env.login()
    _, _, page = console_env.request("GET", "/pending", headers={"Cookie": cookie})
    assert 'name="lift_hard_stop" value="yes" required' in page
    path = f"/pending/{challenge}/approve"
    for body in ({"csrf": csrf}, {"csrf": csrf, "lift_hard_stop": "on"}):
        status, _, page = console_env.request("POST", path, body=body, headers={"Cookie": cookie})
        assert status == 400 and "Not approved" in page and "hard stop" in page
    assert console_env.service.agent_blocked("agent-hs")
    assert challenge in {p.id for p in console_env.service.pending()}
    status, headers, _ = console_env.request(
        "POST", path, body={"csrf": csrf, "lift_hard_stop": "yes"}, headers={"Cookie": cookie}
    )
    assert status == 303 and headers["location"] == "/pending"
    assert not console_env.service.agent_blocked("agent-hs")


def test_a_verify_pause_is_still_approved_in_one_step(console_env: ConsoleEnv):
    challenge = pause_for_verification(console_env.agent_service(), "agent-one", "reindex the docs")
    cookie, csrf = console_env.login()
    _, _, page = console_env.request("GET", "/pending", headers={"Cookie": cookie})
    assert "lift_hard_stop" not in page
    status, _, _ = console_env.request(
        "POST", f"/pending/{challenge}/approve", body={"csrf": csrf}, headers={"Cookie": cookie}
    )
    assert status == 303 and challenge not in {p.id for p in console_env.service.pending()}
