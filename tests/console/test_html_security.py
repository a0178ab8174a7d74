"""Escaping, sessions, CSRF token comparison, Host/Origin checks and the login lockout schedule."""

from __future__ import annotations

from dongle.console.html import Html, h, join, table
from dongle.console.security import SessionStore, host_allowed, origin_allowed, tokens_match

HOSTILE = "</code><script>alert(1)</script>\"'><img src=x onerror=alert(2)>"


def test_text_and_attributes_are_escaped():
    out = h("p", HOSTILE, title=HOSTILE, data_x=HOSTILE).text
    assert "<script>" not in out and "<img" not in out
    assert "&lt;script&gt;" in out and "&quot;" in out


def test_only_html_fragments_pass_unescaped():
    assert join([Html("<b>ok</b>"), "<i>no</i>"]).text == "<b>ok</b>&lt;i&gt;no&lt;/i&gt;"


def test_table_cells_escape_and_carry_labels_for_narrow_screens():
    out = table("cap", ["Agent"], [[HOSTILE]], empty="none").text
    assert "<script>" not in out and 'data-label="Agent"' in out and 'scope="col"' in out


def test_sessions_expire_when_idle_and_the_stream_does_not_keep_them_alive():
    store = SessionStore(idle_seconds=10, max_seconds=100)
    s = store.create("op", now=0)
    assert store.get(s.sid, now=9) is s
    assert store.get(s.sid, now=18, touch=False) is s  # 9 s after the last touch
    assert store.get(s.sid, now=20) is None  # 11 s after the last touch: gone
    assert store.get("not-a-session") is None and store.get(None) is None


def test_sessions_have_an_absolute_lifetime():
    store = SessionStore(idle_seconds=10, max_seconds=25)
    s = store.create("op", now=0)
    for t in (8, 16, 24):
        assert store.get(s.sid, now=t) is s
    assert store.get(s.sid, now=26) is None


def test_csrf_tokens_must_match_exactly_and_exist():
    assert tokens_match("abc", "abc")
    assert not tokens_match("abc", "abd")
    assert not tokens_match("abc", "")
    assert not tokens_match("", "")
    assert not tokens_match(None, None)


def test_only_our_loopback_host_and_origin_pass():
    assert host_allowed("127.0.0.1:8080", 8080) and host_allowed("localhost:8080", 8080)
    for bad in ("evil.example:8080", "127.0.0.1:8081", "127.0.0.1", "", None):
        assert not host_allowed(bad, 8080)
    assert origin_allowed("http://127.0.0.1:8080", 8080)
    assert origin_allowed(None, 8080)  # no Origin: still needs the cookie and the CSRF token
    for bad in ("http://evil.example", "null", "https://127.0.0.1:8080", "http://127.0.0.1:9"):
        assert not origin_allowed(bad, 8080)
