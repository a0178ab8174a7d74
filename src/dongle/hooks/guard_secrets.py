"""The guard's secrets read out of its running processes or its state.

The dongle's server and daemon hold their bearer token and store key in their environment
(`MCPAQL_HTTP_TOKEN`, `DONGLE_*`) and memory. Whoever reads them from `/proc/PID/environ`,
`/proc/PID/mem` or `ps e` can speak to the guard as the human's console does, approving its own
calls: credential theft from the guard, so a stop. A process's own environment (`/proc/self/environ`)
and other programs' processes are the user's business.

The operator's passphrase verifier (`operator.json`, beside the store) is the human's credential for
the guard: a copy the agent holds is cracked offline, where no lockout counts the guesses, and whoever
knows the passphrase approves as the human. Any program handed it (or a glob that reaches it, or the
directory that holds it) that reads its content takes it; what only looks at the file from outside
(`ls`, `stat`, `test -f`, a checksum) does not.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
from collections.abc import Mapping

from dongle.shell.model import Invocation

# A process's environment or memory under /proc, by any spelling of its id (a number, `$PID`, a
# `$(pgrep …)` substitution), but not the reader's own (`self`, `thread-self`, `$$`, `$BASHPID`).
_PROCESS_SECRETS = re.compile(
    r"/proc/(?!(?:self|thread-self|\$\$|\$\{?BASHPID\}?)/)(?P<pid>[^/\n;|&]{1,160})/(?:environ|mem)\b")
# What names the guard's processes, or the variables only the guard holds.
_GUARD_NAMED = re.compile(r"dongle|mcpaql|mcp_aql|hookd|hooks[./](?:__main__|daemon)", re.I)
# `ps e`, `ps axe`, `ps eww`: BSD-style options (first, with no dash) that print each process's environment.
_PS_ENVIRONMENT = re.compile(r"^[a-df-zA-Z]*e[a-zA-Z]*$")


def guard_secrets_read(invs: list[Invocation], command: str) -> str | None:
    """Why `command` reads the guard's secrets from its processes (None if it does not). The guard is
    named anywhere on the line (the process the id comes from, or the variable filtered for): a
    `pgrep -f dongle` two commands earlier names the same process."""
    if not _GUARD_NAMED.search(command):
        return None
    if _PROCESS_SECRETS.search(command):
        return "reads the guard's process environment or memory, where its token and keys lie"
    for inv in invs:
        if inv.name == "ps" and any(_PS_ENVIRONMENT.match(a) for a in inv.args[:1]):
            return "prints the guard's process environment (`ps e`), where its token and keys lie"
    return None


# Programs that look at a file from outside (its name, its metadata, a digest) without handing its
# content to anyone, or that only change directory.
_LOOKS_FROM_OUTSIDE = frozenset({
    "ls", "stat", "test", "[", "[[", "du", "namei", "lsattr", "getfacl", "readlink", "realpath", "file",
    "basename", "dirname", "md5sum", "sha1sum", "sha256sum", "sha512sum", "b2sum", "cksum", "wc", "cd",
    "pushd", "popd", "mkdir", "exa", "eza", "tree", "dongle", "mcpaql-safety-dongle"})
_FIND_RUNS = frozenset({"-exec", "-execdir", "-ok", "-okdir", "-fprint", "-fprint0", "-fprintf", "-fls"})


def verifier_read(invs: list[Invocation], cwd: str, env: Mapping[str, str]) -> str | None:
    """Why the line reads the operator's passphrase verifier (None if it does not)."""
    from dongle.hooks.wire import store_location
    from dongle.operator import VERIFIER_NAME
    from dongle.paths import DONGLE_SELF, classify_path, default_home

    home = env.get("HOME") or default_home(cwd=cwd)
    store = store_location(env)
    verifier = posixpath.join(posixpath.dirname(store), VERIFIER_NAME) if "://" not in store else None
    for inv in invs:
        if inv.name in _LOOKS_FROM_OUTSIDE or (inv.name == "find" and not _FIND_RUNS & set(inv.args)):
            continue
        if inv.name == "find" and verifier and (found := _found_by_name(inv, cwd, home, env, verifier)):
            return found
        words = [*inv.args, *(r.target for r in inv.redirects if r.op in ("<", "<>"))]
        for word in words:
            if not word or word.startswith("-") or any(ch.isspace() for ch in word):
                continue
            info = classify_path(word, inv.cwd or cwd, home, env)
            if not info.path or info.sensitivity != DONGLE_SELF:
                continue
            named = posixpath.basename(info.path) == VERIFIER_NAME
            reached = verifier is not None and (
                info.path == verifier or fnmatch.fnmatchcase(verifier, info.path)
                or verifier.startswith(info.path.rstrip("/") + "/"))
            if named or reached:
                return (f"hands `{inv.name}` the operator's passphrase verifier ({word}): a copy is "
                        "cracked offline, where no lockout counts the guesses, and the passphrase approves "
                        "as the human")
    return None


def _found_by_name(inv: Invocation, cwd: str, home: str, env: Mapping[str, str], verifier: str) -> str | None:
    """`find ~/.local/state -name operator.json -exec cat {} +`: a find that runs a program on what it
    finds, from a directory above the verifier, with a name test the verifier passes."""
    from dongle.paths import classify_path

    args = list(inv.args)
    tests = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-name", "-iname", "-path", "-ipath")]
    first_test = next((i for i, a in enumerate(args) if a.startswith(("-", "(", "!"))), len(args))
    starts = args[:first_test]
    name = posixpath.basename(verifier)
    if not any(fnmatch.fnmatch(name, t) or fnmatch.fnmatch(verifier, t) for t in tests):
        return None
    for start in starts or ["."]:
        root = classify_path(start, inv.cwd or cwd, home, env).path
        if root and verifier.startswith(root.rstrip("/") + "/"):
            return (f"runs a program on the operator's passphrase verifier, found under {start}: a copy is "
                    "cracked offline, where no lockout counts the guesses")
    return None


# The human's browsers' own data directories (their profiles hold the human's cookies, the operator
# console's session among them): Chromium's family, Firefox (also as a snap), Epiphany, qutebrowser,
# and their macOS places, Safari's included; a flatpak's own data directory.
HUMAN_PROFILE = re.compile(
    r"(?:^|/)(?:\.config/(?:chromium|google-chrome[\w-]*|BraveSoftware|microsoft-edge[\w-]*|vivaldi|opera)"
    r"|\.mozilla/|snap/(?:chromium|firefox)/|\.local/share/(?:epiphany|qutebrowser)/|\.var/app/[^/]+/"
    r"|Library/(?:Application Support/(?:Google|Chromium|BraveSoftware|Firefox)|Cookies/"
    r"|Containers/com\.apple\.Safari/))")
# Where a browser keeps cookies: Firefox's `cookies.sqlite` and the session store that holds its session
# cookies, Chromium's `Cookies` database (and its journal), Safari's binary cookies; and the
# directories above them up to the browser's own (a profile, `Network/`), which hold them.
_COOKIE_FILE = re.compile(r"(?i)/(?:cookies(?:\.sqlite)?|cookies\.binarycookies|sessionstore[\w.-]*"
                          r"|recovery\.(?:json|bak)lz4|sessionstore-backups)(?:-wal|-journal|-shm)?/?$")
_ABOVE_COOKIES = re.compile(
    r"(?:^|/)(?:(?:snap/firefox/common/)?\.mozilla(?:/firefox(?:/[^/]+)?)?"
    r"|\.config/(?:chromium|google-chrome[\w-]*|BraveSoftware(?:/Brave-Browser[\w-]*)?|microsoft-edge[\w-]*"
    r"|vivaldi|opera)(?:/[^/]+(?:/Network)?)?"
    r"|Library/Application Support/(?:Firefox(?:/Profiles(?:/[^/]+)?)?|(?:Google/Chrome|Chromium"
    r"|BraveSoftware/Brave-Browser)(?:/[^/]+(?:/Network)?)?)|Library/Cookies)/?$")
# A cookie store named inside code (`glob("~/.mozilla/firefox/*/cookies.sqlite")`).
_COOKIE_IN_CODE = re.compile(r"(?i)(?:\.mozilla|\.config/(?:chromium|google-chrome|BraveSoftware"
                             r"|microsoft-edge|vivaldi|opera)|Library/(?:Application Support|Cookies))"
                             r"[^\s'\"]*?(?:cookies\.sqlite|/Cookies\b|binarycookies|recovery\.jsonlz4)")
# Libraries and options that read a browser's cookie store by the browser's name.
_COOKIE_LIBRARIES = re.compile(r"\bbrowser_cookie3\b|\bpycookiecheat\b|\brookiepy\b|\bcookies_from_browser\b")
# The operator console's host as a cookie names it (a cookie is the host's, whatever its port), and a
# filter that picks other sites' cookies (`host like '%github.com'`, `domain_name='example.org'`).
_LOOPBACK = re.compile(r"(?i)127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\blocalhost\b|\[?::1\]?|0\.0\.0\.0")
_HOST_FILTER = re.compile(r"(?i)\b(?:host|host_key|domain|domain_name|baseDomain)\b['\"]?\s*(?:=+|like|:)\s*"
                          r"['\"]?%?\.?[\w-]+\.[\w.%-]+")
# Programs that change a file without reading it out (deleting cookies logs the human out; it takes none).
_CHANGE_UNREAD = frozenset({"rm", "unlink", "shred", "truncate", "rmdir", "chmod", "chown", "chattr",
                            "touch"})


def console_session_read(invs: list[Invocation], command: str, cwd: str,
                         env: Mapping[str, str]) -> str | None:
    """`sqlite3 ~/.mozilla/firefox/*.default-release/cookies.sqlite "select value from moz_cookies where
    host like '127.0.0.1%'"`, `cp ~/.config/google-chrome/Default/Cookies /tmp/c`: the human's browser
    keeps the operator console's session cookie beside every other site's; a program that takes the
    cookie store (or a directory that holds it) out, or a cookie library that reads it, holds the
    human's logged-in console and approves its own requests there, passphrase unasked. A query that
    picks only other sites' cookies is the classifier's credential read; listing the profile, sizing
    it, deleting its cookies or starting the browser itself on it takes nothing out."""
    from dongle.hooks.selfprotect import is_code_runner
    from dongle.paths import default_home

    if _HOST_FILTER.search(command) and not _LOOPBACK.search(command):
        return None
    if _COOKIE_LIBRARIES.search(command) or (_COOKIE_IN_CODE.search(command) and any(
            is_code_runner(inv.name) for inv in invs)):
        return ("reads the human's browser cookies in code: the operator console's session is among them, "
                "and whoever holds it approves as the human")
    from dongle.hooks.human_programs import BROWSERS

    home = env.get("HOME") or default_home(cwd=cwd)
    for inv in invs:
        # (a browser on its own profile sends each site only its own cookies: what it loads is judged
        # as the page it is, the operator console's by `disarm._passphrase_guessed`)
        if inv.name in _LOOKS_FROM_OUTSIDE or inv.name in _CHANGE_UNREAD or BROWSERS.match(inv.name) or (
                inv.name == "find" and not _FIND_RUNS & set(inv.args)):
            continue
        words = [*inv.args, *(r.target for r in inv.redirects if r.op in ("<", "<>"))]
        for word in words:
            # a value after `=`, a form field's `@FILE`, SQLite's `file:PATH?immutable=1`
            bare = re.sub(r"^@|^file:(?://(?=/))?|\?[^/]*$", "", word.split("=", 1)[-1] if "?" not in word
                          else word)
            path = re.sub(r"^(?:~|\$\{?HOME\}?)(?=/|$)", home, bare)
            holds = _COOKIE_FILE.search(path) or _ABOVE_COOKIES.search(path)
            if holds and HUMAN_PROFILE.search(path + "/"):
                return (f"hands `{inv.name}` the human's browser cookie store ({word[:60]}), where the "
                        "operator console's session cookie is kept: whoever holds it approves as the human")
    return None
