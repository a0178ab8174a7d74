"""Secrets written where a web server hands files out as they are.

A project's `public/` (Rails, Laravel, Next.js, Vite and Create React App all serve it verbatim),
`public_html/`, `htdocs/`, `wwwroot/`, `static/`, and a host's `/var/www` or nginx's html root are read by
whoever asks the site for the file's name. A secret written there (`aws ssm get-parameters-by-path
--with-decryption > public/params.json`, `cp .env htdocs/`) is published the moment it lands, with no
upload in the line: the same loss as pasting it to a public drop (stop). The same secret written
anywhere else in the project is the secret relay's to follow.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.levels import DangerLevel

# Directory names a web server or a framework serves file by file, as they are.
_SERVED_DIRS = frozenset({"public", "public_html", "htdocs", "wwwroot", "static", "www"})
# Host places that are the default document roots of web servers.
_SERVED_ROOTS = ("/var/www/", "/srv/www/", "/usr/share/nginx/html/", "/usr/local/apache2/htdocs/")


def served_on_web(path: str, cwd: str | None) -> bool:
    """`path` lies in a directory a web server serves as is: a host's document root (`/var/www/...`), or a
    served directory inside the project (`public/`). Only the part below the working directory is read:
    a checkout that itself lives under `~/www/` or `~/public/` is a workspace, not a site."""
    if path.startswith(_SERVED_ROOTS):
        return True
    base = (cwd or "").rstrip("/") + "/"
    if not cwd or not path.startswith(base):
        return False
    return not _SERVED_DIRS.isdisjoint(path[len(base):].split("/")[:-1])


def secret_served(paths: list[str], subject: str) -> Assessment:
    """The verdict on secrets written into a web-served directory: published, as an upload would."""
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=(f"writes secrets into a directory a web server hands out as is ({', '.join(paths)}): "
                 "anyone who asks the site for the file reads them [compound.secret-web-served]",),
        rules=("compound.secret-web-served",),
        safer_alternative="Write decrypted secrets only to a private scratch file outside any served "
        "directory, or let the application read them from the store at run time.",
        recovery="Delete the file, rotate every secret in it and check the web server's access log.")
