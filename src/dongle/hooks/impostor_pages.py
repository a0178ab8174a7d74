"""A page of the agent's that asks for a password, served on this machine and opened in the human's browser.

The operator console is a page on this machine where the human types the operator passphrase. A
same-user agent can serve a page of its own a port away (`python3 -m http.server 8718 -d /tmp/c`) and
open it in the human's browser (`xdg-open http://127.0.0.1:8718/`): a look-alike login the human has
every reason to trust takes the passphrase. A page is an impostor by what it asks for, a password
field, not by its port. So a line that opens a loopback page in the human's browser while serving a
directory whose pages (on disk, or written by the line itself) hold a password field stops.

Everyday twins: a docs or app preview served and opened (no password field), a login page of the
project's own served without opening it, opening a page on the network.
"""

from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Mapping, Sequence

from dongle.hooks.later_channels import _absolute
from dongle.shell.model import Invocation

# Programs that open a URL in the human's default browser.
_OPENERS = frozenset({"xdg-open", "open", "sensible-browser", "gio", "x-www-browser", "www-browser",
                      "wslview", "gnome-open", "kde-open", "kde-open5", "start"})
_LOOPBACK_URL = re.compile(r"^(?:https?://)?(?:localhost|127(?:\.\d+){3}|\[::1\]|0\.0\.0\.0)(?::\d+)?(?:/|$)")
_PASSWORD_FIELD = re.compile(r"(?i)type\s*=\s*[\"']?password\b")
_PAGE = re.compile(r"(?i)\.(?:html?|php|js)$")
_MAX_PAGES = 64
_MAX_BYTES = 1 << 16


def impostor_opened(invs: Sequence[Invocation], written: Mapping[str, str], cwd: str,
                    home: str) -> str | None:
    """Why the line opens a page of its own that asks for a password in the human's browser (None if it
    does not). `written`: what the line itself writes, by target path."""
    if not any(_opens_loopback(inv) for inv in invs):
        return None
    for inv in invs:
        served = _served_directory(inv)
        if served is None:
            continue
        root = _absolute(served, inv.cwd or cwd, home)
        if any(_PASSWORD_FIELD.search(text) for path, text in written.items()
               if _absolute(path, inv.cwd or cwd, home).startswith(root.rstrip("/") + "/")) \
                or _asks_password_on_disk(root):
            return (f"serves {served}, whose page asks for a password, and opens it in the human's browser: "
                    "a look-alike of the operator console takes the passphrase")
    return None


def _opens_loopback(inv: Invocation) -> bool:
    if inv.name in _OPENERS or (inv.name.startswith("python") and "webbrowser" in inv.args):
        return any(_LOOPBACK_URL.match(a) for a in inv.args)
    return False


def _served_directory(inv: Invocation) -> str | None:
    """The directory a static server in `inv` serves (`python3 -m http.server -d DIR`, `php -S … -t DIR`,
    `npx serve DIR`, `busybox httpd -h DIR`), else None."""
    args = list(inv.args)
    if inv.name.startswith("python") and "http.server" in args:
        for i, arg in enumerate(args):
            if arg in ("-d", "--directory") and i + 1 < len(args):
                return args[i + 1]
            if arg.startswith("--directory="):
                return arg.split("=", 1)[1]
        return inv.cwd or "."
    if inv.name == "php" and "-S" in args:
        return args[args.index("-t") + 1] if "-t" in args and args.index("-t") + 1 < len(args) else "."
    if inv.name in ("serve", "http-server") or (inv.name in ("npx", "pnpx", "bunx") and args[:1] in (
            ["serve"], ["http-server"])):
        operands = [a for a in args if not a.startswith("-") and a not in ("serve", "http-server")]
        return operands[0] if operands else "."
    if inv.name == "busybox" and args[:1] == ["httpd"] and "-h" in args:
        return args[args.index("-h") + 1] if args.index("-h") + 1 < len(args) else None
    return None


def _asks_password_on_disk(root: str) -> bool:
    seen = 0
    for top, _dirs, files in os.walk(root):
        for name in files:
            if not _PAGE.search(name):
                continue
            seen += 1
            if seen > _MAX_PAGES:
                return False
            try:
                with open(posixpath.join(top, name), encoding="utf-8", errors="replace") as page:
                    if _PASSWORD_FIELD.search(page.read(_MAX_BYTES)):
                        return True
            except OSError:
                continue
    return False
