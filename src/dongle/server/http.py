"""Streamable HTTP serving: the SDK's app behind a bearer-token check, on loopback by default.

Whether a non-loopback bind is allowed is decided in `config.resolve`; here every request must
carry `Authorization: Bearer <token>` whenever a token is configured (compared in constant time),
and the SDK's DNS-rebinding protection stays on for loopback hosts.
"""

from __future__ import annotations

import hmac
from typing import Any

import uvicorn
from starlette.types import ASGIApp, Receive, Scope, Send

from dongle.server.app import DongleApp


class BearerTokenGate:
    """ASGI middleware: 401 for any HTTP request without the configured bearer token."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        self.app = app
        self.expected = f"Bearer {token}".encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            presented = dict(scope.get("headers") or []).get(b"authorization", b"")
            if not hmac.compare_digest(presented, self.expected):
                await send(
                    {
                        "type": "http.response.start",
                        "status": 401,
                        "headers": [
                            (b"content-type", b"application/json"),
                            (b"www-authenticate", b'Bearer realm="mcpaql-safety-dongle"'),
                        ],
                    }
                )
                await send(
                    {"type": "http.response.body", "body": b'{"error":"missing or invalid bearer token"}'}
                )
                return
        await self.app(scope, receive, send)


def asgi_app(app: DongleApp, host: str, token: str | None) -> Any:
    inner = app.server.streamable_http_app(host=host)
    return BearerTokenGate(inner, token) if token else inner


def uvicorn_server(app: DongleApp, host: str, port: int, token: str | None) -> uvicorn.Server:
    config = uvicorn.Config(
        asgi_app(app, host, token), host=host, port=port, log_level="warning", lifespan="on", access_log=False
    )
    return uvicorn.Server(config)
