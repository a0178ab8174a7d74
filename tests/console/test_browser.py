"""The console in real headless Chromium (Debian's package), driven by Playwright for Python.

Set DONGLE_SCREENSHOTS=docs/screenshots to also write the README's screenshots.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pytest

from .conftest import PASSPHRASE, ConsoleEnv, chromium_or_skip, pause_for_verification, stop_hard

LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PAGES = ("/pending", "/agents", "/activity", "/audit", "/policy", "/insights")
# One worker runs this module under pytest-xdist, so chromium is launched once (a module fixture).
pytestmark = pytest.mark.xdist_group("browser")


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    executable = chromium_or_skip()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=executable, headless=True, args=LAUNCH_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser, console_env: ConsoleEnv):
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    pg = context.new_page()
    pg.set_default_timeout(10_000)
    yield pg
    context.close()


def shot(pg, name: str) -> None:
    target = os.environ.get("DONGLE_SCREENSHOTS")
    if target:
        Path(target).mkdir(parents=True, exist_ok=True)
        pg.screenshot(path=str(Path(target) / f"{name}.png"), full_page=True)


def log_in(pg, env: ConsoleEnv) -> None:
    pg.goto(env.url + "/")
    assert pg.url.endswith("/login")
    pg.get_by_label("Operator passphrase").fill(PASSPHRASE)
    pg.get_by_role("button", name="Log in").click()
    pg.wait_for_url(re.compile(r".*/pending$"))


def test_log_in_read_the_code_and_the_agent_continues(page, console_env: ConsoleEnv):
    agent = console_env.agent_service()
    challenge = pause_for_verification(agent, "claude-main", "git push --force origin release")
    log_in(page, console_env)
    card = page.locator("section.card", has_text="git push --force origin release")
    assert card.count() == 1
    assert "claude-main" in card.inner_text() and "Time left" in card.inner_text()
    shot(page, "pending")
    card.get_by_role("button", name=re.compile("^Show code")).click()
    code = page.locator("#verification-code").inner_text().strip()
    assert re.fullmatch(r"[0-9A-Z]{5}(-[0-9A-Z]{5}){3}-[0-9A-Z]{6}", code)
    # the human gives the code to the agent, which redeems it through the real service
    assert agent.verify_challenge(challenge, code)["data"]["verified"] is True
    again = agent.record_execution_step("claude-main", "git push --force origin release", risk_score=70)
    assert again["data"]["autonomy"]["continue"] is True
    page.goto(console_env.url + "/pending")
    assert "git push --force origin release" not in page.content()


def test_approve_in_the_console_and_the_agent_continues(page, console_env: ConsoleEnv):
    agent = console_env.agent_service()
    pause_for_verification(agent, "codex-2", "migrate the orders table")
    log_in(page, console_env)
    card = page.locator("section.card", has_text="migrate the orders table")
    card.get_by_role("button", name=re.compile("^Approve")).click()
    page.wait_for_url(re.compile(r".*/pending$"))
    assert "Approved" in page.locator(".notice").inner_text()
    assert "Nothing is waiting" in page.content()
    again = agent.record_execution_step("codex-2", "migrate the orders table", risk_score=70)
    assert again["data"]["autonomy"]["continue"] is True


def test_a_hard_stop_needs_the_box_ticked_before_approve_lifts_it(page, console_env: ConsoleEnv):
    challenge = stop_hard(console_env.agent_service(), "agent-dz", "wipe the backups")
    log_in(page, console_env)
    card = page.locator("section.card", has_text="wipe the backups")
    approve = card.get_by_role("button", name=re.compile("^Approve"))
    approve.click()  # one click: the browser refuses to send the form without the tick
    assert page.url.endswith("/pending") and console_env.service.agent_blocked("agent-dz")
    csrf = card.locator("input[name=csrf]").first.get_attribute("value")
    resp = page.request.post(  # the form sent without the tick (scripted): refused on the server
        f"{console_env.url}/pending/{challenge}/approve", form={"csrf": csrf}, max_redirects=0
    )
    assert resp.status == 400 and "Not approved" in resp.text()
    assert console_env.service.agent_blocked("agent-dz")
    card.get_by_label("I have checked this action").check()
    approve.click()
    page.wait_for_url(re.compile(r".*/pending$"))
    assert "Approved" in page.locator(".notice").inner_text()
    assert not console_env.service.agent_blocked("agent-dz")


def test_reload_after_show_code_neither_mints_nor_shows_a_code(page, console_env: ConsoleEnv):
    agent = console_env.agent_service()
    challenge = pause_for_verification(agent, "agent-re", "rotate the signing keys")
    log_in(page, console_env)
    page.get_by_role("button", name=re.compile("^Show code")).click()
    code = page.locator("#verification-code").inner_text().strip()
    assert page.url == console_env.url + "/pending"  # redirected after the POST; no code in the URL
    page.reload()  # no "resend the form?": a GET, which neither mints nor shows a code
    assert page.locator("#verification-code").count() == 0
    assert page.get_by_role("button", name=re.compile("^Show a new code")).count() == 1
    reveals = [e for e in console_env.service.store.iter_audit() if e.event == "OPERATOR_REVEAL_CODE"]
    assert len(reveals) == 1
    assert agent.verify_challenge(challenge, code)["data"]["verified"] is True


def test_the_code_is_absent_from_every_other_page_and_its_source(page, console_env: ConsoleEnv):
    pause_for_verification(console_env.agent_service(), "agent-s", "delete the staging bucket")
    log_in(page, console_env)
    page.get_by_role("button", name=re.compile("^Show code")).click()
    code = page.locator("#verification-code").inner_text().strip()
    forms = (code, code.replace("-", ""), code.replace("-", "").lower())
    page.reload()  # a GET of /pending: the code must not come back
    for path in PAGES:
        page.goto(console_env.url + path)
        dom = page.content()
        source = page.request.get(console_env.url + path).text()
        for text in (dom, source):
            assert not any(f in text for f in forms), path
    export = page.request.get(console_env.url + "/audit/export").text()
    assert not any(f in export for f in forms)


def test_wrong_passphrase_locks_the_form(page, console_env: ConsoleEnv):
    limit = console_env.service.config.verification.max_failures
    page.goto(console_env.url + "/login")
    for i in range(limit):
        page.get_by_label("Operator passphrase").fill(f"not it {i}")
        page.get_by_role("button", name="Log in").click()
        page.wait_for_load_state()
    assert "Too many wrong passphrases" in page.locator("[role=alert]").inner_text()
    assert page.get_by_label("Operator passphrase").is_disabled()
    shot(page, "login-locked")
    # the right passphrase posted past the disabled form is refused too
    page.goto(console_env.url + "/login")
    token = page.locator("input[name=csrf]").get_attribute("value")
    resp = page.request.post(
        console_env.url + "/login", form={"csrf": token, "passphrase": PASSPHRASE}, max_redirects=0
    )
    assert resp.status == 429
    page.goto(console_env.url + "/pending")
    assert page.url.endswith("/login")


class _Attacker(BaseHTTPRequestHandler):
    """A page on another origin that submits a form to the console as soon as it loads."""

    target = ""

    def do_GET(self) -> None:
        body = (
            f'<form id="f" method="post" action="{self.target}"><input name="csrf" value="x"></form>'
            '<script>document.getElementById("f").submit()</script>'
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def test_csrf_from_another_origin_and_posts_without_token_are_refused(page, console_env: ConsoleEnv):
    challenge = pause_for_verification(console_env.agent_service(), "agent-c", "truncate the audit table")
    log_in(page, console_env)
    _Attacker.target = f"{console_env.url}/pending/{challenge}/approve"
    server = HTTPServer(("127.0.0.1", 0), _Attacker)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        page.goto(f"http://127.0.0.1:{server.server_port}/")
        page.wait_for_url(re.compile(r".*/approve$"))
        assert "refused" in page.content()
    finally:
        server.shutdown()
    for form in ({}, {"csrf": "wrong"}):
        resp = page.request.post(f"{console_env.url}/pending/{challenge}/approve", form=form, max_redirects=0)
        assert resp.status == 403
    assert challenge in {p.id for p in console_env.service.pending()}


def test_keyboard_only_login_and_reveal_with_visible_focus(page, console_env: ConsoleEnv):
    pause_for_verification(console_env.agent_service(), "agent-k", "restart the payment service")
    page.goto(console_env.url + "/login")
    page.keyboard.type(PASSPHRASE)  # the field has autofocus
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r".*/pending$"))
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Skip to content"
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline not in ("none", "")
    for _ in range(40):
        page.keyboard.press("Tab")
        label = page.evaluate("document.activeElement.getAttribute('aria-label') || ''")
        if label.startswith("Show code"):
            break
    else:
        pytest.fail("Show code is not reachable with Tab")
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") not in ("none", "")
    page.keyboard.press("Enter")
    assert page.locator("#verification-code").inner_text().strip()


ALL_CONTROLS_NAMED = """() => {
  const bad = [];
  for (const el of document.querySelectorAll('input:not([type=hidden]), select, textarea')) {
    if (!(el.labels && el.labels.length) && !el.getAttribute('aria-label')) bad.push(el.outerHTML);
  }
  for (const el of document.querySelectorAll('button, a')) {
    if (!(el.getAttribute('aria-label') || el.textContent.trim())) bad.push(el.outerHTML);
  }
  if (!document.documentElement.lang) bad.push('html without lang');
  if (document.querySelectorAll('h1').length !== 1) bad.push('not exactly one h1');
  return bad;
}"""


def _populate(env: ConsoleEnv) -> None:
    agent = env.agent_service()
    pause_for_verification(agent, "claude-main", "git push --force origin main")
    pause_for_verification(agent, "cursor-7", "kubectl delete namespace staging")
    assert agent.execute_agent("gemini-3")["success"]
    agent.record_execution_step("gemini-3", "rm -rf ~/projects", risk_score=95)


def test_every_control_has_a_name_on_every_page(page, console_env: ConsoleEnv):
    _populate(console_env)
    log_in(page, console_env)
    for path in ("/login", *PAGES):
        if path == "/login":
            continue
        page.goto(console_env.url + path)
        assert page.evaluate(ALL_CONTROLS_NAMED) == [], path
        assert page.locator("nav a[aria-current=page]").count() == 1
    page.context.clear_cookies()
    page.goto(console_env.url + "/login")
    assert page.evaluate(ALL_CONTROLS_NAMED) == []


def test_pages_read_well_at_400_px(browser, console_env: ConsoleEnv):
    _populate(console_env)
    context = browser.new_context(viewport={"width": 400, "height": 800})
    pg = context.new_page()
    try:
        log_in(pg, console_env)
        for path in PAGES:
            pg.goto(console_env.url + path)
            width = pg.evaluate("document.documentElement.scrollWidth")
            assert width <= 400, f"{path} scrolls sideways at 400 px ({width} px wide)"
            size = pg.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
            assert size >= 14
            if path == "/pending":
                shot(pg, "narrow-pending")
    finally:
        context.close()


def test_live_activity_updates_without_reload(page, console_env: ConsoleEnv):
    log_in(page, console_env)
    page.goto(console_env.url + "/activity")
    # a locator wait, not wait_for_function: the console's CSP forbids eval, which that may use
    page.locator("#live-status", has_text="connected").wait_for()
    page.evaluate("window.__marker = 1")  # survives only if the page is not reloaded
    pause_for_verification(console_env.agent_service(), "agent-live", "resize the production cluster")
    page.locator("#activity-body tr", has_text="resize the production cluster").first.wait_for()
    assert page.evaluate("window.__marker") == 1


def test_screens_for_the_readme(page, console_env: ConsoleEnv):
    """Renders every page with data (and writes screenshots when DONGLE_SCREENSHOTS is set)."""
    _populate(console_env)
    log_in(page, console_env)
    for path in PAGES:
        page.goto(console_env.url + path)
        assert page.locator("h1").inner_text()
        shot(page, path.strip("/"))
    page.goto(console_env.url + "/insights")
    assert page.locator("svg.chart").count() >= 2
