"""The console over real HTTP (uvicorn on loopback, real store and service), without a browser:
authentication, CSRF, Host/Origin checks, lockout, headers, code secrecy, audit and the live stream."""

from __future__ import annotations

import http.client
import re
import sqlite3

from dongle.console.backend import Backend
from dongle.console.serving import start_in_thread
from dongle.store import open_store
from dongle.store.records import AuditFilter

from .conftest import PASSPHRASE, ConsoleEnv, pause_for_verification

PAGES = ("/pending", "/agents", "/activity", "/audit", "/policy", "/insights")


def events(env: ConsoleEnv, name: str) -> list:
    return list(env.service.store.iter_audit(AuditFilter(event=name)))


def code_forms(code: str) -> list[str]:
    plain = code.replace("-", "")
    return [code, plain, plain.lower()]


def test_every_page_needs_a_login(console_env: ConsoleEnv):
    for path in (*PAGES, "/audit/export", "/"):
        status, headers, _ = console_env.request("GET", path)
        assert status == 303 and headers["location"] == "/login", path
    status, _, _ = console_env.request("GET", "/activity/stream")
    assert status == 401


def test_security_headers_on_every_response(console_env: ConsoleEnv):
    cookie, _ = console_env.login()
    for path in ("/login", *PAGES, "/static/console.css"):
        _, headers, _ = console_env.request("GET", path, headers={"Cookie": cookie})
        csp = headers["content-security-policy"]
        assert "default-src 'none'" in csp and "script-src 'self'" in csp and "unsafe-inline" not in csp
        assert "frame-ancestors 'none'" in csp
        assert headers["cache-control"] == "no-store"
        assert headers["x-content-type-options"] == "nosniff"


def test_pages_fetch_nothing_from_outside(console_env: ConsoleEnv):
    cookie, _ = console_env.login()
    for path in PAGES:
        _, _, page = console_env.request("GET", path, headers={"Cookie": cookie})
        assert not re.search(r'(src|href)="(https?:)?//', page), path
        assert "<script>" not in page and " style=" not in page  # no inline script or style (CSP)


def test_a_foreign_host_header_is_refused(console_env: ConsoleEnv):
    status, _, _ = console_env.request("GET", "/login", headers={"Host": "attacker.example:80"})
    assert status == 421


def test_session_cookie_is_httponly_and_samesite_strict(console_env: ConsoleEnv):
    _, headers, page = console_env.request("GET", "/login")
    token = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    login_cookie = re.search(r"(dongle_login=[^;]+)", headers["set-cookie"]).group(1)
    status, headers, _ = console_env.request(
        "POST", "/login", body={"csrf": token, "passphrase": PASSPHRASE}, headers={"Cookie": login_cookie}
    )
    assert status == 303
    session = next(c for c in headers["set-cookie"].split("\n") if c.startswith("dongle_session=")).lower()
    assert "httponly" in session and "samesite=strict" in session and "path=/" in session
    assert len(events(console_env, "OPERATOR_LOGIN")) == 1


def test_login_without_its_csrf_token_is_refused(console_env: ConsoleEnv):
    status, _, _ = console_env.request("POST", "/login", body={"passphrase": PASSPHRASE})
    assert status == 403
    _, headers, _ = console_env.request("GET", "/login")
    login_cookie = re.search(r"(dongle_login=[^;]+)", headers["set-cookie"]).group(1)
    status, headers, _ = console_env.request(
        "POST", "/login", body={"csrf": "guess", "passphrase": PASSPHRASE}, headers={"Cookie": login_cookie}
    )
    assert status == 403 and "dongle_session" not in headers["set-cookie"]


def _try_login(env: ConsoleEnv, passphrase: str) -> tuple[int, dict[str, str], str]:
    _, headers, page = env.request("GET", "/login")
    token = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    login_cookie = re.search(r"(dongle_login=[^;]+)", headers["set-cookie"]).group(1)
    return env.request(
        "POST", "/login", body={"csrf": token, "passphrase": passphrase}, headers={"Cookie": login_cookie}
    )


def test_wrong_passphrases_lock_the_form_even_for_the_right_one_and_are_audited(console_env: ConsoleEnv):
    limit = console_env.service.config.verification.max_failures
    statuses = [_try_login(console_env, f"wrong guess {i}")[0] for i in range(limit)]
    assert statuses[:-1] == [401] * (limit - 1) and statuses[-1] == 429
    status, headers, page = _try_login(console_env, PASSPHRASE)
    assert status == 429 and "dongle_session" not in headers["set-cookie"]
    assert "Too many wrong passphrases" in page
    assert len(events(console_env, "OPERATOR_AUTH_FAILED")) == limit
    assert len(events(console_env, "OPERATOR_LOGIN_LOCKOUT")) == 1
    assert not events(console_env, "OPERATOR_LOGIN")
    # the lockout is the operator channel's, in the store: a restarted console is still locked
    fresh = start_in_thread(
        Backend(
            console_env.service.store,
            console_env.service,
            operator="t",
            check_passphrase=lambda p: True,
            policy=console_env.backend.policy,
        )
    )
    try:
        conn = http.client.HTTPConnection("127.0.0.1", fresh.port, timeout=10)
        conn.request("GET", "/login", headers={"Host": f"127.0.0.1:{fresh.port}"})
        assert "Too many wrong passphrases" in conn.getresponse().read().decode()
    finally:
        fresh.stop()
    assert console_env.service.operator_locked("console") > 0
    # the console's lockout is its own: the operator's terminal prompt stays open (issue 12, item 9)
    assert console_env.service.operator_locked("terminal") == 0


def test_changes_without_the_right_csrf_token_or_from_another_origin_are_refused(console_env: ConsoleEnv):
    challenge = pause_for_verification(console_env.agent_service(), "agent-csrf", "update the changelog")
    cookie, csrf = console_env.login()
    path = f"/pending/{challenge}/approve"
    attempts = [
        ({}, {"Cookie": cookie}),
        ({"csrf": "not-the-token"}, {"Cookie": cookie}),
        ({"csrf": csrf}, {"Cookie": cookie, "Origin": "http://evil.example"}),
        ({"csrf": csrf}, {"Cookie": cookie, "Origin": "null"}),
    ]
    for body, headers in attempts:
        status, _, _ = console_env.request("POST", path, body=body, headers=headers)
        assert status == 403, (body, headers)
    # a stolen token without the session cookie goes nowhere either
    status, headers, _ = console_env.request("POST", path, body={"csrf": csrf})
    assert status == 303 and headers["location"] == "/login"
    assert challenge in {p.id for p in console_env.service.pending()}
    assert not events(console_env, "OPERATOR_APPROVE")
    # the right token from this console's own page goes through
    status, _, _ = console_env.request(
        "POST", path, body={"csrf": csrf}, headers={"Cookie": cookie, "Origin": console_env.url}
    )
    assert status == 303
    assert challenge not in {p.id for p in console_env.service.pending()}
    assert len(events(console_env, "OPERATOR_APPROVE")) == 1


def test_agent_text_is_escaped_on_every_page(console_env: ConsoleEnv):
    hostile = "note </code><script>alert(1)</script><img src=x onerror=alert(2)>"
    pause_for_verification(console_env.agent_service(), "agent<b>x</b>", hostile)
    cookie, _ = console_env.login()
    for path in PAGES:
        _, _, page = console_env.request("GET", path, headers={"Cookie": cookie})
        assert "<script>alert" not in page and "<img src=x" not in page and "<b>x</b>" not in page, path
    _, _, page = console_env.request("GET", "/pending", headers={"Cookie": cookie})
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_a_code_is_shown_once_after_the_reveal_redirect_and_nowhere_else(console_env: ConsoleEnv):
    agent = console_env.agent_service()
    challenge = pause_for_verification(agent, "agent-code", "rotate the signing keys")
    cookie, csrf = console_env.login()
    status, headers, page = console_env.request(
        "POST", f"/pending/{challenge}/code", body={"csrf": csrf}, headers={"Cookie": cookie}
    )
    assert status == 303 and headers["location"] == "/pending" and "verification-code" not in page
    status, headers, page = console_env.request("GET", "/pending", headers={"Cookie": cookie})
    assert status == 200 and headers["cache-control"] == "no-store"
    code = re.search(r'<output id="verification-code"[^>]*>([^<]+)</output>', page).group(1)
    assert len(code.replace("-", "")) == 26
    for path in ("/pending", *PAGES, "/audit/export", "/audit?page=2"):
        _, _, other = console_env.request("GET", path, headers={"Cookie": cookie})
        assert not any(form in other for form in code_forms(code)), path
    raw = b"".join(p.read_bytes() for p in console_env.db.parent.iterdir() if p.is_file())
    assert not any(form.encode() in raw for form in code_forms(code))
    assert agent.verify_challenge(challenge, code)["data"]["verified"] is True


def test_the_activity_stream_pushes_new_decisions(console_env: ConsoleEnv):
    cookie, _ = console_env.login()
    conn = http.client.HTTPConnection("127.0.0.1", console_env.console.port, timeout=10)
    conn.request(
        "GET",
        "/activity/stream?agent=agent-live",
        headers={"Host": f"127.0.0.1:{console_env.console.port}", "Cookie": cookie},
    )
    resp = conn.getresponse()
    assert resp.status == 200 and resp.getheader("content-type").startswith("text/event-stream")
    assert resp.readline().startswith(b"retry:")
    pause_for_verification(console_env.agent_service(), "agent-other", "touch the readme")
    pause_for_verification(console_env.agent_service(), "agent-live", "publish the release notes")
    seen = b""
    while b"publish the release notes" not in seen:
        line = resp.readline()
        assert line, "stream ended"
        seen += line
    assert b"event: decision" in seen and b"agent-other" not in seen
    conn.close()


def test_audit_page_reports_a_verified_chain_and_then_the_tampered_entry(console_env: ConsoleEnv):
    pause_for_verification(console_env.agent_service(), "agent-audit", "reindex the search cluster")
    cookie, _ = console_env.login()
    _, _, page = console_env.request("GET", "/audit", headers={"Cookie": cookie})
    assert "Chain verified" in page
    _, headers, export = console_env.request("GET", "/audit/export", headers={"Cookie": cookie})
    assert "attachment" in headers["content-disposition"] and export.count("\n") >= 3
    con = sqlite3.connect(console_env.db)
    con.execute("UPDATE audit SET outcome = 'allowed' WHERE seq = 2")
    con.commit()
    con.close()
    _, _, page = console_env.request("GET", "/audit", headers={"Cookie": cookie})
    assert "Chain broken" in page and "entry 2" in page


def test_unblock_is_an_audited_admin_override_with_a_reason(console_env: ConsoleEnv):
    agent = console_env.agent_service()
    assert agent.execute_agent("agent-stop")["success"]
    stopped = agent.record_execution_step("agent-stop", "wipe the backups", risk_score=95)
    assert stopped["data"]["autonomy"]["stopped"] is True
    cookie, csrf = console_env.login()
    _, _, page = console_env.request("GET", "/agents", headers={"Cookie": cookie})
    assert "Blocked:" in page and "agent-stop" in page
    status, _, _ = console_env.request(
        "POST", "/agents/agent-stop/unblock", body={"csrf": csrf, "reason": ""}, headers={"Cookie": cookie}
    )
    assert status == 303 and console_env.service.agent_blocked("agent-stop")
    status, _, _ = console_env.request(
        "POST",
        "/agents/agent-stop/unblock",
        body={"csrf": csrf, "reason": "restored backups were verified"},
        headers={"Cookie": cookie},
    )
    assert status == 303 and not console_env.service.agent_blocked("agent-stop")
    [entry] = events(console_env, "OPERATOR_UNBLOCK")
    assert entry.data["reason"] == "restored backups were verified" and entry.data["operator"] == "tester"


def test_logout_ends_the_session(console_env: ConsoleEnv):
    cookie, csrf = console_env.login()
    status, _, _ = console_env.request("POST", "/logout", body={"csrf": csrf}, headers={"Cookie": cookie})
    assert status == 303
    status, headers, _ = console_env.request("GET", "/pending", headers={"Cookie": cookie})
    assert status == 303 and headers["location"] == "/login"


def test_a_second_store_handle_sees_console_decisions(console_env: ConsoleEnv):
    """The console writes through the shared database: another process's store sees the approval."""
    challenge = pause_for_verification(console_env.agent_service(), "agent-x", "compact the database")
    cookie, csrf = console_env.login()
    console_env.request("POST", f"/pending/{challenge}/deny", body={"csrf": csrf}, headers={"Cookie": cookie})
    other = open_store(console_env.db)
    try:
        with other.transaction() as tx:
            assert tx.get_challenge(challenge).state == "denied"
    finally:
        other.close()


def test_a_reconnecting_stream_resumes_after_its_last_event_id(console_env: ConsoleEnv):
    pause_for_verification(console_env.agent_service(), "agent-r", "vacuum the warehouse")
    cookie, _ = console_env.login()
    conn = http.client.HTTPConnection("127.0.0.1", console_env.console.port, timeout=10)
    conn.request(
        "GET",
        "/activity/stream?agent=agent-r",
        headers={"Host": f"127.0.0.1:{console_env.console.port}", "Cookie": cookie, "Last-Event-ID": "1"},
    )
    resp = conn.getresponse()
    ids = []
    while len(ids) < 2:
        line = resp.readline()
        assert line, "stream ended"
        if line.startswith(b"id: "):
            ids.append(int(line[4:]))
    assert ids == [2, 3]  # entry 1 (execution started) was already seen
    conn.close()


def test_pending_shows_factors_and_a_safer_alternative(console_env: ConsoleEnv):
    pause_for_verification(console_env.agent_service(), "agent-f", "git push --force origin main")
    cookie, _ = console_env.login()
    _, _, page = console_env.request("GET", "/pending", headers={"Cookie": cookie})
    safer = re.search(r"<dt>Safer alternative</dt><dd>(.*?)</dd>", page).group(1)
    assert safer and safer != "none known"
    factors = re.search(r"<dt>Factors</dt><dd><ul>(.*?)</ul></dd>", page).group(1)
    assert factors.count("<li>") >= 1
    assert re.search(r"<dt>Tier</dt><dd><span class=\"badge warn\">verify</span>", page)


def test_activity_filters_by_agent_tier_and_outcome(console_env: ConsoleEnv):
    agent = console_env.agent_service()
    pause_for_verification(agent, "agent-v", "reindex the catalogue")
    assert agent.execute_agent("agent-z")["success"]
    agent.record_execution_step("agent-z", "wipe the shared volume", risk_score=95)
    cookie, _ = console_env.login()

    def rows(query: str) -> list[str]:
        _, _, page = console_env.request("GET", f"/activity?{query}", headers={"Cookie": cookie})
        body = re.search(r'<tbody id="activity-body"[^>]*>(.*?)</tbody>', page, re.S).group(1)
        return re.findall(r"<tr>(.*?)</tr>", body, re.S)

    zone = rows("tier=danger_zone")
    assert zone and all("agent-z" in r and "danger_zone" in r for r in zone)
    verify = rows("agent=agent-v&tier=verify")
    assert verify and all("agent-v" in r and ">verify<" in r for r in verify)
    waiting = rows("outcome=waiting")  # the label's key, mapped to the stored outcome `pending`
    assert waiting and all(">waiting for a human<" in r for r in waiting)
    paused = rows("outcome=paused")  # stored `denied` at a pause tier; not the hard stop's `denied`
    assert paused and all("agent-v" in r and ">paused for a human<" in r for r in paused)
    stopped = rows("outcome=stopped")
    assert stopped and all("agent-z" in r and ">stopped (hard stop)<" in r for r in stopped)
    assert rows("agent=nobody") == []


def test_audit_pages_newest_first(console_env: ConsoleEnv):
    for i in range(119):
        console_env.service.record_operator_event("OPERATOR_NOTE", "tester", n=i)
    cookie, _ = console_env.login()  # entry 120
    _, _, first = console_env.request("GET", "/audit", headers={"Cookie": cookie})
    _, _, second = console_env.request("GET", "/audit?page=2", headers={"Cookie": cookie})
    _, _, last = console_env.request("GET", "/audit?page=3", headers={"Cookie": cookie})

    def seqs(page: str) -> list[int]:
        return [int(s) for s in re.findall(r'<td data-label="#">(\d+)</td>', page)]

    assert seqs(first) == list(range(120, 70, -1))
    assert seqs(second) == list(range(70, 20, -1))
    assert seqs(last) == list(range(20, 0, -1))
    assert "Page 2 of 3" in second and 'rel="prev"' in second and 'rel="next"' in second
    assert 'rel="next"' not in last
