"""Fixtures for the PostgreSQL backend tests: a real server started for the session (see server)."""

from postgres.server import pg_server, pg_url  # noqa: F401
