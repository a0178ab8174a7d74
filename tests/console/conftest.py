"""A real console for tests: real SQLite store, real SafetyService, the real operator verifier,
served by uvicorn on a free loopback port from a thread. The passphrase is set with the operator
module's API directly (test setup: the CLI demands a terminal)."""

from __future__ import annotations

import http.client
import json
import re
import shutil
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from dongle import operator
from dongle.console.backend import Backend
from dongle.console.policy_view import build as build_policy_view
from dongle.console.serving import RunningConsole, start_in_thread
from dongle.policy import load_policy
from dongle.service import SafetyService
from dongle.store import open_store

PASSPHRASE = "correct horse battery staple"
CHROMIUM = "/usr/bin/chromium"
POLICY = {
    "deny": ["terraform destroy*", "drop database*"],
    "requiresApproval": ["npm publish*"],
    "maxAutonomousSteps": 25,
    "agents": {"cursor-7": {"deny": ["kubectl delete namespace prod*"]}},
}


@dataclass
class ConsoleEnv:
    db: Path
    service: SafetyService
    backend: Backend
    console: RunningConsole

    @property
    def url(self) -> str:
        return self.console.url

    def agent_service(self) -> SafetyService:
        """A second service over the same database: the agent's side, as another door would be."""
        return SafetyService(open_store(self.db))

    def request(
        self,
        method: str,
        path: str,
        *,
        body: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, str], str]:
        conn = http.client.HTTPConnection("127.0.0.1", self.console.port, timeout=10)
        data = urllib.parse.urlencode(body).encode() if body is not None else None
        hdrs = {"Host": f"127.0.0.1:{self.console.port}", **(headers or {})}
        if data is not None:
            hdrs.setdefault("Content-Type", "application/x-www-form-urlencoded")
        conn.request(method, path, body=data, headers=hdrs)
        resp = conn.getresponse()
        text = resp.read().decode("utf-8", "replace")
        out = {k.lower(): v for k, v in resp.getheaders()}
        out["set-cookie"] = "\n".join(v for k, v in resp.getheaders() if k.lower() == "set-cookie")
        conn.close()
        return resp.status, out, text

    def login(self) -> tuple[str, str]:
        """Log in over plain HTTP; return (session cookie header, CSRF token of the session)."""
        _, headers, page = self.request("GET", "/login")
        token = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
        login_cookie = re.search(r"(dongle_login=[^;]+)", headers["set-cookie"]).group(1)
        status, headers, _ = self.request(
            "POST", "/login", body={"csrf": token, "passphrase": PASSPHRASE}, headers={"Cookie": login_cookie}
        )
        assert status == 303, status
        cookie = re.search(r"(dongle_session=[^;]+)", headers["set-cookie"]).group(1)
        _, _, pending = self.request("GET", "/pending", headers={"Cookie": cookie})
        csrf = re.search(r'name="csrf" value="([^"]+)"', pending).group(1)
        return cookie, csrf


@pytest.fixture
def console_env(tmp_path: Path) -> Iterator[ConsoleEnv]:
    db = tmp_path / "state" / "dongle.db"
    store = open_store(db)
    verifier = operator.verifier_path(db)
    operator.write_verifier(verifier, PASSPHRASE)
    policy_file = tmp_path / "policy.json"  # a real file, so the Policy page has sources to show
    policy_file.write_text(json.dumps(POLICY))
    policy = load_policy(policy_file)
    service = SafetyService(store, policy)
    backend = Backend(
        store,
        service,
        operator="tester",
        check_passphrase=lambda p: operator.check_passphrase(verifier, p),
        policy=lambda: build_policy_view(policy),
    )
    running = start_in_thread(backend)
    try:
        yield ConsoleEnv(db, service, backend, running)
    finally:
        running.stop()
        store.close()


def pause_for_verification(svc: SafetyService, agent: str, hint: str) -> str:
    """Drive the real safety loop until `agent` waits for out-of-band verification; return its id.

    The agent reports a risk of 70 (verify tier), so the pause does not depend on how the
    classifier of the day scores the hint."""
    assert svc.execute_agent(agent)["success"]
    result = svc.record_execution_step(agent, hint, risk_score=70)
    autonomy = result["data"]["autonomy"]
    assert autonomy["continue"] is False, autonomy
    ids = [n["metadata"].get("verificationId") for n in autonomy.get("notifications", [])]
    ids = [i for i in ids if i]
    assert ids, autonomy
    return ids[-1]


def chromium_or_skip() -> str:
    if not Path(CHROMIUM).exists() and not shutil.which("chromium"):
        pytest.skip("browser tests need Debian's chromium at /usr/bin/chromium (apt-get install chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        pytest.skip("browser tests need the playwright package (pip install -e '.[test]')")
    return CHROMIUM if Path(CHROMIUM).exists() else str(shutil.which("chromium"))


def stop_hard(svc: SafetyService, agent: str, hint: str) -> str:
    """Drive the real loop into a hard stop (danger zone) for `agent`; return its challenge's id."""
    assert svc.execute_agent(agent)["success"]
    result = svc.record_execution_step(agent, hint, risk_score=95)
    assert result["data"]["autonomy"]["stopped"] is True, result
    waiting = [p for p in svc.pending() if p.kind == "verification" and p.agent == agent]
    [challenge] = [p.id for p in waiting if p.tier == "danger_zone"]
    return challenge
