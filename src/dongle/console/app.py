"""The console's Starlette application: routes, login, CSRF and the live activity stream.

Every page needs a session made by the operator passphrase; every change is a POST that must carry
the session's CSRF token and, when the browser sends one, an Origin of this console. Requests with
any other Host are refused (DNS rebinding). See `security.py` for what this does and does not stop.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from dongle.console import pages
from dongle.console.backend import Backend, BackendError
from dongle.console.html import Html
from dongle.console.security import (
    LOGIN_COOKIE,
    SECURITY_HEADERS,
    SESSION_COOKIE,
    Session,
    SessionStore,
    host_allowed,
    origin_allowed,
    tokens_match,
)
from dongle.store.base import StoreError
from dongle.verification import format_code

STATIC = Path(__file__).with_name("static")
AUDIT_PAGE_SIZE = 50
STREAM_POLL_SECONDS = 1.0
STREAM_HEARTBEAT_SECONDS = 15.0
CODE_PICKUP_SECONDS = 60.0  # how long a minted code waits for the redirected GET that shows it
CLOCK_SKEW_SECONDS = 30.0  # how far writer processes' clocks may disagree (bounds the stream's scan)


class GuardMiddleware:
    """Refuse foreign Host headers and add the security headers (strict CSP, no-store) to all responses."""

    def __init__(self, app: ASGIApp, port: int):
        self.app = app
        self.port = port

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        if not host_allowed(headers.get("host"), self.port):
            await PlainTextResponse("unknown host", status_code=421)(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                raw = list(message.get("headers", []))
                present = {k.decode("latin-1").lower() for k, _ in raw}
                raw += [(k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items() if k not in present]
                message["headers"] = raw
            await send(message)

        await self.app(scope, receive, send_with_headers)


class Console:
    """Request handlers bound to one backend, one session store and one port."""

    def __init__(self, backend: Backend, port: int, sessions: SessionStore | None = None):
        self.backend = backend
        self.port = port
        self.sessions = sessions or SessionStore()

    # ---------------------------------------------------------------------------------- helpers

    def session(self, request: Request, touch: bool = True) -> Session | None:
        return self.sessions.get(request.cookies.get(SESSION_COOKIE), touch=touch)

    async def guarded_post(self, request: Request) -> tuple[Session | None, dict[str, Any], Response | None]:
        """A change request: Origin, session and CSRF token must all be right, else 403/redirect."""
        if not origin_allowed(request.headers.get("origin"), self.port):
            return None, {}, PlainTextResponse("cross-origin request refused", status_code=403)
        session = self.session(request)
        if session is None:
            return None, {}, RedirectResponse("/login", status_code=303)
        form = await request.form()
        fields = {k: v for k, v in form.items() if isinstance(v, str)}
        if not tokens_match(session.csrf, fields.get("csrf")):
            return session, fields, PlainTextResponse("missing or wrong CSRF token", status_code=403)
        return session, fields, None

    def flash(self, session: Session, message: str, tone: str = "ok") -> None:
        session.flash.append((message, tone))

    def notice(self, session: Session) -> Html | None:
        if not session.flash:
            return None
        message, tone = session.flash.pop(0)
        session.flash.clear()
        return pages.notice_box(message, tone)

    def page(
        self, request: Request, render: Callable[[Session], Awaitable[str]]
    ) -> Callable[[], Awaitable[Response]]:
        async def respond() -> Response:
            session = self.session(request)
            if session is None:
                return RedirectResponse("/login", status_code=303)
            try:
                return HTMLResponse(await render(session))
            except BackendError as exc:
                return HTMLResponse(pages.error_page("Unavailable", str(exc), session.csrf), status_code=503)

        return respond

    # ------------------------------------------------------------------------------------ login

    async def login_form(self, request: Request) -> Response:
        if self.session(request):
            return RedirectResponse("/pending", status_code=303)
        token = secrets.token_urlsafe(32)
        locked = self.backend.login_locked_for()
        response = HTMLResponse(pages.login_page(token, locked_for=locked))
        response.set_cookie(LOGIN_COOKIE, token, httponly=True, samesite="strict", path="/login")
        return response

    async def login(self, request: Request) -> Response:
        if not origin_allowed(request.headers.get("origin"), self.port):
            return PlainTextResponse("cross-origin request refused", status_code=403)
        form = await request.form()
        token = form.get("csrf")
        if not isinstance(token, str) or not tokens_match(request.cookies.get(LOGIN_COOKIE), token):
            return PlainTextResponse("missing or wrong CSRF token", status_code=403)
        passphrase = form.get("passphrase")
        locked = self.backend.login_locked_for()
        if locked > 0:
            return HTMLResponse(pages.login_page(token, locked_for=locked), status_code=429)
        ok = isinstance(passphrase, str) and await run_in_threadpool(
            self.backend.check_passphrase, passphrase
        )
        if not ok:
            locked = await run_in_threadpool(self.backend.login_failed)
            status = 429 if locked > 0 else 401
            return HTMLResponse(
                pages.login_page(token, error="Wrong passphrase.", locked_for=locked), status_code=status
            )
        await run_in_threadpool(self.backend.login_succeeded)
        session = self.sessions.create(self.backend.operator)
        response = RedirectResponse("/pending", status_code=303)
        response.set_cookie(SESSION_COOKIE, session.sid, httponly=True, samesite="strict", path="/")
        response.delete_cookie(LOGIN_COOKIE, path="/login")
        return response

    async def logout(self, request: Request) -> Response:
        session, _, refused = await self.guarded_post(request)
        if refused is not None:
            return refused
        assert session is not None
        self.sessions.drop(session.sid)
        response = RedirectResponse("/login", status_code=303)
        response.delete_cookie(SESSION_COOKIE, path="/")
        return response

    # ---------------------------------------------------------------------------------- pending

    async def pending(self, request: Request) -> Response:
        async def render(session: Session) -> str:
            items = await run_in_threadpool(self.backend.pending)
            revealed = session.take_code()
            return pages.pending_page(items, session.csrf, revealed=revealed, notice=self.notice(session))

        return await self.page(request, render)()

    async def approve(self, request: Request) -> Response:
        return await self.decide(request, "approve")

    async def deny(self, request: Request) -> Response:
        return await self.decide(request, "deny")

    async def decide(self, request: Request, verb: str) -> Response:
        session, fields, refused = await self.guarded_post(request)
        if refused is not None:
            return refused
        assert session is not None
        item_id = request.path_params["item_id"]
        if (
            verb == "approve"
            and fields.get(pages.HARD_STOP_FIELD) != pages.HARD_STOP_VALUE
            and await run_in_threadpool(self.backend.lifts_hard_stop, item_id)
        ):
            return await self.refuse_unconfirmed(session, item_id)
        try:
            if verb == "approve":
                await run_in_threadpool(self.backend.approve, item_id)
                self.flash(session, f"Approved {item_id}.")
            else:
                await run_in_threadpool(self.backend.deny, item_id)
                self.flash(session, f"Denied {item_id}.")
        except BackendError as exc:
            self.flash(session, str(exc), "error")
        return RedirectResponse("/pending", status_code=303)

    async def refuse_unconfirmed(self, session: Session, item_id: str) -> Response:
        """400 for an approval of a hard stop that lacks its second confirmation: nothing changes."""
        message = (
            f"Not approved: {item_id} is a hard stop. Approving it lifts the stop, so tick "
            '"I have checked this action" on its card and press Approve again.'
        )
        items = await run_in_threadpool(self.backend.pending)
        page = pages.pending_page(items, session.csrf, notice=pages.notice_box(message, "error"))
        return HTMLResponse(page, status_code=400)

    async def reveal(self, request: Request) -> Response:
        """Mint a code and redirect (303) to /pending, which shows it once: a reload there is a GET
        and cannot mint another. The code waits in the session (server memory), never in a URL."""
        session, _, refused = await self.guarded_post(request)
        if refused is not None:
            return refused
        assert session is not None
        item_id = request.path_params["item_id"]
        try:
            item_id, code = await run_in_threadpool(self.backend.reveal_code, item_id)
        except BackendError as exc:
            self.flash(session, str(exc), "error")
            return RedirectResponse("/pending", status_code=303)
        session.shown_code = (item_id, format_code(code), time.time() + CODE_PICKUP_SECONDS)
        return RedirectResponse("/pending", status_code=303)

    # ----------------------------------------------------------------------------------- agents

    async def agents(self, request: Request) -> Response:
        async def render(session: Session) -> str:
            executions, blocks = await run_in_threadpool(self.backend.agents)
            return pages.agents_page(executions, blocks, session.csrf, notice=self.notice(session))

        return await self.page(request, render)()

    async def unblock(self, request: Request) -> Response:
        session, fields, refused = await self.guarded_post(request)
        if refused is not None:
            return refused
        assert session is not None
        agent = request.path_params["agent"]
        reason = fields.get("reason", "").strip()
        if not reason:
            self.flash(session, "Give a reason for the override.", "error")
            return RedirectResponse("/agents", status_code=303)
        try:
            await run_in_threadpool(self.backend.unblock, agent, reason)
            self.flash(session, f"Unblocked {agent} (admin override, audited).")
        except BackendError as exc:
            self.flash(session, str(exc), "error")
        return RedirectResponse("/agents", status_code=303)

    # --------------------------------------------------------------------------------- activity

    def _filters(self, request: Request) -> dict[str, str]:
        return {k: request.query_params.get(k, "")[:200] for k in ("agent", "tier", "outcome")}

    async def activity(self, request: Request) -> Response:
        filters = self._filters(request)

        async def render(session: Session) -> str:
            entries = await run_in_threadpool(self.backend.activity, 0, filters, 100)
            agents, outcomes = await run_in_threadpool(self.backend.activity_choices)
            tokens = await run_in_threadpool(self.backend.token_facts, entries)
            return pages.activity_page(
                entries, session.csrf, agents=agents, outcomes=outcomes, tokens=tokens, **filters
            )

        return await self.page(request, render)()

    async def activity_stream(self, request: Request) -> Response:
        session = self.session(request)
        if session is None:
            return PlainTextResponse("log in first", status_code=401)
        filters = self._filters(request)
        last_id = request.headers.get("last-event-id", "")
        resume = last_id.isdigit()
        start = int(last_id) if resume else await run_in_threadpool(self.backend.audit_head_seq)
        sid = session.sid

        async def events() -> AsyncIterator[str]:
            last, quiet = start, 0.0
            since = None if resume else time.time() - CLOCK_SKEW_SECONDS
            yield "retry: 2000\n\n"
            while not await request.is_disconnected():
                if self.sessions.get(sid, touch=False) is None:
                    yield "event: logout\ndata: {}\n\n"
                    return
                try:
                    entries = await run_in_threadpool(self.backend.activity, last, filters, 200, since)
                    tokens = await run_in_threadpool(self.backend.token_facts, entries)
                except (BackendError, StoreError):
                    entries, tokens = [], {}
                for entry in entries:
                    last = max(last, entry.seq)
                    since = max(since or 0.0, entry.timestamp - CLOCK_SKEW_SECONDS)
                    row = json.dumps(pages.activity_row(entry, tokens))
                    yield f"id: {entry.seq}\nevent: decision\ndata: {row}\n\n"
                    quiet = 0.0
                if since is None:
                    since = time.time() - CLOCK_SKEW_SECONDS
                await asyncio.sleep(STREAM_POLL_SECONDS)
                quiet += STREAM_POLL_SECONDS
                if quiet >= STREAM_HEARTBEAT_SECONDS:
                    yield ": keep-alive\n\n"
                    quiet = 0.0

        return StreamingResponse(
            events(), media_type="text/event-stream", headers={"x-accel-buffering": "no"}
        )

    # ------------------------------------------------------------------------------------ audit

    async def audit(self, request: Request) -> Response:
        raw = request.query_params.get("page", "1")
        page = int(raw) if raw.isdigit() and int(raw) > 0 else 1

        async def render(session: Session) -> str:
            entries, total = await run_in_threadpool(self.backend.audit_page, page, AUDIT_PAGE_SIZE)
            tokens = await run_in_threadpool(self.backend.token_facts, entries)
            report = await run_in_threadpool(self.backend.verify_chain)
            pages_total = max(1, -(-total // AUDIT_PAGE_SIZE))
            return pages.audit_page(
                entries,
                session.csrf,
                page=min(page, pages_total),
                pages=pages_total,
                total=total,
                chain_ok=report.ok,
                problems=[p.message for p in report.problems],
                tokens=tokens,
            )

        return await self.page(request, render)()

    async def audit_export(self, request: Request) -> Response:
        if self.session(request) is None:
            return RedirectResponse("/login", status_code=303)
        body = await run_in_threadpool(self.backend.export_jsonl)
        return Response(
            body,
            media_type="application/x-ndjson",
            headers={"content-disposition": 'attachment; filename="dongle-audit.jsonl"'},
        )

    # ------------------------------------------------------------------------- policy, insights

    async def policy(self, request: Request) -> Response:
        async def render(session: Session) -> str:
            return pages.policy_page(await run_in_threadpool(self.backend.policy), session.csrf)

        return await self.page(request, render)()

    async def insights(self, request: Request) -> Response:
        async def render(session: Session) -> str:
            return pages.insights_page(await run_in_threadpool(self.backend.insights), session.csrf)

        return await self.page(request, render)()

    async def home(self, request: Request) -> Response:
        return RedirectResponse("/pending" if self.session(request) else "/login", status_code=303)


def create_app(backend: Backend, port: int, sessions: SessionStore | None = None) -> ASGIApp:
    """The console as an ASGI app. `port` is the loopback port it is served on (for Host checks)."""
    c = Console(backend, port, sessions)
    routes = [
        Route("/", c.home),
        Route("/favicon.ico", lambda request: Response(status_code=204)),
        Route("/login", c.login_form, methods=["GET"]),
        Route("/login", c.login, methods=["POST"]),
        Route("/logout", c.logout, methods=["POST"]),
        Route("/pending", c.pending, methods=["GET"]),
        Route("/pending/{item_id}/code", c.reveal, methods=["POST"]),
        Route("/pending/{item_id}/approve", c.approve, methods=["POST"]),
        Route("/pending/{item_id}/deny", c.deny, methods=["POST"]),
        Route("/agents", c.agents, methods=["GET"]),
        Route("/agents/{agent:path}/unblock", c.unblock, methods=["POST"]),
        Route("/activity", c.activity, methods=["GET"]),
        Route("/activity/stream", c.activity_stream, methods=["GET"]),
        Route("/audit", c.audit, methods=["GET"]),
        Route("/audit/export", c.audit_export, methods=["GET"]),
        Route("/policy", c.policy, methods=["GET"]),
        Route("/insights", c.insights, methods=["GET"]),
        Mount("/static", StaticFiles(directory=str(STATIC)), name="static"),
    ]
    app = Starlette(routes=routes)
    return GuardMiddleware(app, port)
