"""Issue 13 over real HTTP (uvicorn, real store and service): every door of the console tells the
truth — a hard stop is lifted only with a second confirmation, a shown code survives no reload, an
ended session's challenge does not look live, expired tokens and proxy actions are said in words."""

from __future__ import annotations

import asyncio
import re
import time

from dongle.adapters.trust import change_trust
from dongle.levels import TrustLevel
from dongle.proxy.gate import ProxyGate
from dongle.service import SafetyService
from dongle.store import open_store
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


def test_an_expired_confirmation_says_what_it_was_for_and_when_it_expired(console_env: ConsoleEnv):
    then = [time.time() - 3600]  # the agent asked an hour ago; its request has long expired
    agent = SafetyService(open_store(console_env.db), clock=lambda: then[0])
    assert agent.execute_agent("agent-old")["success"]
    asked = agent.record_execution_step("agent-old", "publish the package to npm", risk_score=50)
    token = asked["data"]["confirmation"]["token"]
    cookie, _ = console_env.login()  # opening Pending (after login) closes the expired request
    [expired] = [e for e in events(console_env, "TOKEN_REVOKED") if e.data["token_id"] == token]
    assert expired.data["failure_reason"] == "expired"
    expiry = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(asked_expiry(console_env, token)))
    said = f"Expired unused at {expiry}: approval for publish the package to npm"
    for path in ("/audit", "/activity?agent=agent-old"):
        _, _, page = console_env.request("GET", path, headers={"Cookie": cookie})
        assert said in page, path
        assert "approval request closed" in page and "TOKEN_REVOKED<" not in page, path


def asked_expiry(env: ConsoleEnv, token: str) -> float:
    with env.service.store.transaction() as tx:
        return tx.get_confirmation(token).expires_at


def test_outcomes_and_events_are_in_words_and_the_filter_maps_back(console_env: ConsoleEnv):
    agent = console_env.agent_service()
    pause_for_verification(agent, "agent-p", "reindex the catalogue")
    stop_hard(agent, "agent-s", "wipe the shared volume")
    cookie, _ = console_env.login()
    _, _, page = console_env.request("GET", "/activity", headers={"Cookie": cookie})
    select = re.search(r'<select id="f-outcome" name="outcome">(.*?)</select>', page, re.S).group(1)
    options = dict(re.findall(r'<option value="([^"]*)"[^>]*>([^<]+)</option>', select))
    assert options["paused"] == "paused for a human" and options["stopped"] == "stopped (hard stop)"
    assert options["waiting"] == "waiting for a human" and "denied" not in options.values()
    body = re.search(r'<tbody id="activity-body"[^>]*>(.*?)</tbody>', page, re.S).group(1)
    assert "safety decision" in body and "verification requested" in body and "agent blocked" in body
    assert not re.search(r">[A-Z]+(_[A-Z]+)+<", body)  # no raw event names left in the rows
    _, _, audit = console_env.request("GET", "/audit", headers={"Cookie": cookie})
    assert '<span title="DANGER_DECISION">safety decision</span>' in audit
    assert ">paused for a human<" in audit and ">stopped (hard stop)<" in audit
    _, _, paused = console_env.request("GET", "/activity?outcome=paused", headers={"Cookie": cookie})
    rows = re.findall(r"<tr>(.*?)</tr>", paused.split('id="activity-body"')[1], re.S)
    assert rows and all("agent-p" in r and "paused for a human" in r for r in rows)


STORAGE_ADAPTER = """---
name: acme-storage
type: adapter
version: 1.0.0
description: Object storage
target:
  type: http
  base_url: http://127.0.0.1:9
operations:
  delete:
    - name: delete_bucket
      maps_to: "DELETE /buckets/{bucket}"
      parameters:
        bucket: {type: string, required: true}
        api_token: {type: string}
      danger:
        level: destructive
---
"""


class _Unreachable:
    """The downstream server: never reached here, since the gate holds the call for a human."""

    async def prepare(self):
        return None  # nothing to start: the call is held before it would be forwarded

    async def call(self, adapter, op, params):
        raise AssertionError("a call awaiting confirmation was forwarded")


def test_a_proxy_card_says_the_call_in_words_with_a_safer_alternative(console_env: ConsoleEnv, tmp_path):
    path = tmp_path / "acme-storage.md"
    path.write_text(STORAGE_ADAPTER)
    store = console_env.service.store
    for level in (TrustLevel.GENERATED, TrustLevel.VALIDATED):
        change_trust(path, level, by="operator:test", reason="test promotion", store=store)
    gate_store = open_store(console_env.db)  # the proxy's own handle on the shared database
    try:
        gate = ProxyGate(path, gate_store, _Unreachable())
        call = gate.call("delete_bucket", {"bucket": "acme-prod-assets", "api_token": "s3cr3t"})
        held = asyncio.run(call)
    finally:
        gate_store.close()
    token = held["error"]["details"]["confirmation_token"]
    cookie, _ = console_env.login()
    _, _, page = console_env.request("GET", "/pending", headers={"Cookie": cookie})
    card = re.search(rf'<section[^>]*aria-labelledby="item-{token}".*?</section>', page, re.S).group(0)
    does = re.search(r"<dt>What it will do</dt><dd>(.*?)</dd>", card).group(1)
    assert "The tool delete_bucket on the MCP server acme-storage will delete data" in does
    assert "bucket = acme-prod-assets" in does and "api_token = [redacted]" in does
    assert "s3cr3t" not in page
    assert "<dt>Why the proxy asks</dt><dd><ul><li>declared destructive in the adapter file</li>" in card
    safer = re.search(r"<dt>Safer alternative</dt><dd>(.*?)</dd>", card).group(1)
    assert safer and safer != "none known"
    query = "/activity?agent=proxy:acme-storage"
    _, _, activity = console_env.request("GET", query, headers={"Cookie": cookie})
    held_row = re.search(r"<tr>(?:(?!</tr>).)*proxied tool call.*?</tr>", activity, re.S).group(0)
    assert "paused for a human" in held_row  # stored as `denied` while it awaits the human
