"""The guard's secrets read out of its running processes.

The dongle's server and daemon hold their bearer token and store key in their environment
(`MCPAQL_HTTP_TOKEN`, `DONGLE_*`) and memory. Whoever reads them from `/proc/PID/environ`,
`/proc/PID/mem` or `ps e` can speak to the guard as the human's console does, approving its own
calls: credential theft from the guard, so a stop. A process's own environment (`/proc/self/environ`)
and other programs' processes are the user's business.
"""

from __future__ import annotations

import re

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
