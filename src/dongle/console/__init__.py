"""The operator console: a loopback web page where the human approves, verifies and watches.

Importing this package is cheap (no Starlette): `dongle stats` uses `console.insights` without the
web stack. The web application lives in `console.app` and is imported only by `dongle console`.
"""
