"""Sessions, CSRF tokens, login lockout and request-origin checks for the operator console.

What this protects, stated plainly (python-ecosystem.md §7): a page on 127.0.0.1 is no boundary
against an agent running as the same OS user — it can reach the port as easily as the browser.
What gates every change is the operator passphrase (its scrypt verifier is kept by
`dongle.operator`); the session, CSRF and Host/Origin checks stop other web pages (CSRF, DNS
rebinding) and a guessing agent (lockout), not an agent that can already read the human's screen.
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from dataclasses import dataclass, field

SESSION_COOKIE = "dongle_session"
LOGIN_COOKIE = "dongle_login"


@dataclass
class Session:
    """One logged-in browser. The cookie carries only `sid`; everything else stays server-side."""

    sid: str
    csrf: str
    operator: str
    created: float
    last_seen: float
    flash: list[tuple[str, str]] = field(default_factory=list)
    # A code just minted by "Show code": (challenge id, code, pick-up deadline). The POST redirects
    # (303) to /pending, whose next GET takes it out and shows it once, so a reload cannot mint
    # again and the code never travels in a URL. Uncollected, it is dropped at the deadline.
    shown_code: tuple[str, str, float] | None = None

    def take_code(self, now: float | None = None) -> tuple[str, str] | None:
        """The code waiting to be shown, once: it is gone after this call whatever it returns."""
        held, self.shown_code = self.shown_code, None
        now = time.time() if now is None else now
        if held is None or now > held[2]:
            return None
        return held[0], held[1]


@dataclass
class SessionStore:
    """In-memory sessions: a console restart logs everyone out, which is the safe direction."""

    idle_seconds: float = 30 * 60
    max_seconds: float = 12 * 3600
    _sessions: dict[str, Session] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def create(self, operator: str, now: float | None = None) -> Session:
        now = time.time() if now is None else now
        session = Session(secrets.token_urlsafe(32), secrets.token_urlsafe(32), operator, now, now)
        with self._lock:
            self._sessions[session.sid] = session
        return session

    def get(self, sid: str | None, now: float | None = None, touch: bool = True) -> Session | None:
        """The live session for `sid`; `touch=False` (the live stream) does not extend its idle time."""
        if not sid:
            return None
        now = time.time() if now is None else now
        with self._lock:
            session = self._sessions.get(sid)
            if session is None:
                return None
            if now - session.last_seen > self.idle_seconds or now - session.created > self.max_seconds:
                del self._sessions[sid]
                return None
            if touch:
                session.last_seen = now
            return session

    def drop(self, sid: str | None) -> None:
        with self._lock:
            self._sessions.pop(sid or "", None)


def tokens_match(expected: str | None, given: str | None) -> bool:
    """Constant-time comparison; a missing token on either side never matches."""
    if not expected or not given:
        return False
    return hmac.compare_digest(expected.encode(), given.encode())


def allowed_hosts(port: int) -> frozenset[str]:
    return frozenset({f"127.0.0.1:{port}", f"localhost:{port}"})


def host_allowed(host_header: str | None, port: int) -> bool:
    """Reject a Host other than our loopback name: defeats DNS rebinding from a web page."""
    return (host_header or "").lower() in allowed_hosts(port)


def origin_allowed(origin: str | None, port: int) -> bool:
    """A POST from a browser carries Origin; it must be this console. No Origin (curl) passes
    this check and still needs the session cookie and the CSRF token."""
    if origin is None:
        return True
    return origin.lower() in {f"http://{h}" for h in allowed_hosts(port)}


CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)

SECURITY_HEADERS = {
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",  # no-referrer would make Chromium send `Origin: null`
    "cache-control": "no-store",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
}
