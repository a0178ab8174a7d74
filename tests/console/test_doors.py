"""Issue 13 over real HTTP (uvicorn, real store and service): every door of the console tells the
truth — a hard stop is lifted only with a second confirmation, a shown code survives no reload, an
ended session's challenge does not look live, expired tokens and proxy actions are said in words."""

from __future__ import annotations

import re

from dongle.store.records import AuditFilter

from .conftest import ConsoleEnv, pause_for_verification, stop_hard


def events(env: ConsoleEnv, name: str) -> list:
    return list(env.service.store.iter_audit(AuditFilter(event=name)))


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


def test_reloading_after_show_code_mints_nothing_and_shows_nothing(console_env: ConsoleEnv):
    agent = console_env.agent_service()
    challenge = pause_for_verification(agent, "agent-prg", "rotate the signing keys")
    cookie, csrf = console_env.login()
    status, headers, _ = console_env.request(
        "POST", f"/pending/{challenge}/code", body={"csrf": csrf}, headers={"Cookie": cookie}
    )
    assert status == 303 and headers["location"] == "/pending"  # the code is not in the URL
    _, _, page = console_env.request("GET", "/pending", headers={"Cookie": cookie})
    code = re.search(r'<output id="verification-code"[^>]*>([^<]+)</output>', page).group(1)
    for _ in range(2):  # reloads are GETs of /pending: no code, no new one minted
        _, _, again = console_env.request("GET", "/pending", headers={"Cookie": cookie})
        assert "verification-code" not in again and code not in again
    assert len(events(console_env, "OPERATOR_REVEAL_CODE")) == 1
    assert agent.verify_challenge(challenge, code)["data"]["verified"] is True  # still the live code


def test_an_uncollected_code_is_dropped_at_its_deadline(console_env: ConsoleEnv):
    challenge = pause_for_verification(console_env.agent_service(), "agent-late", "rotate the keys")
    cookie, csrf = console_env.login()
    console_env.request("POST", f"/pending/{challenge}/code", body={"csrf": csrf}, headers={"Cookie": cookie})
    session = console_env.console.sessions.get(cookie.split("=", 1)[1])
    _, _, deadline = session.shown_code
    assert session.take_code(now=deadline + 1) is None and session.shown_code is None
    _, _, page = console_env.request("GET", "/pending", headers={"Cookie": cookie})
    assert "verification-code" not in page


def test_a_challenge_of_an_ended_session_is_not_shown_as_live(console_env: ConsoleEnv):
    agent = console_env.agent_service()
    assert agent.execute_agent("agent-gone", session_id="sess-1")["success"]
    paused = agent.record_execution_step(
        "agent-gone", "drop the temp schema", risk_score=70, session_id="sess-1"
    )
    assert paused["data"]["autonomy"]["continue"] is False
    [gone] = [p.id for p in agent.pending() if p.agent == "agent-gone"]
    live = pause_for_verification(agent, "agent-live", "rebuild the search index")
    assert agent.end_session("sess-1") == 1
    cookie, csrf = console_env.login()
    _, _, page = console_env.request("GET", "/pending", headers={"Cookie": cookie})
    waiting, ended = page.split('<h2 id="ended">No longer waiting</h2>')
    assert live in waiting and "Waiting: the agent is paused on this" in waiting
    assert gone not in waiting and gone in ended
    card = re.search(rf'<section[^>]*aria-labelledby="item-{gone}".*?</section>', ended, re.S).group(0)
    assert "Ended: the agent no longer waits on this" in card and "was cancelled (session ended)" in card
    assert "data-expires" not in card and "Approve" not in card and f"/pending/{gone}/code" not in card
    status, _, _ = console_env.request(
        "POST", f"/pending/{gone}/deny", body={"csrf": csrf}, headers={"Cookie": cookie}
    )
    assert status == 303 and gone not in {p.id for p in agent.pending()}


def test_a_hard_stop_says_the_agent_stays_blocked(console_env: ConsoleEnv):
    stop_hard(console_env.agent_service(), "agent-blk", "wipe the backups")
    cookie, _ = console_env.login()
    _, _, page = console_env.request("GET", "/pending", headers={"Cookie": cookie})
    assert "Waiting: the agent stays blocked until this is verified" in page and 'id="ended"' not in page
