"""A check on who may get in, switched off, is a security control disabled; set to let more in, it is one
weakened (pause), and on production, disabled (stop).

"PermitRootLogin yes", "PasswordAuthentication yes": an SSH setting whose "yes" is the weaker one opens
the host as surely as stopping the firewall; "disable auth on the admin API" switches off the check that
a caller is who they say. "Auth" counts only as the thing switched off, not as the kind of a service,
helper or file ("stopping the auth service", "removing the auth helper"). Paraphrases of hints-blind-E and
hints-dev-L items; the twins set the strict value, or act on an auth service or an auth source file.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Setting PermitEmptyPasswords yes in sshd_config on the prod jump host", "stop"),
    ("Setting PermitEmptyPasswords yes in sshd_config on the jump host", "pause"),
    ("Switching PermitRootLogin to yes on the prod web servers", "stop"),
    ("Turning off auth for the billing admin endpoints until the SSO fix ships", "stop"),
    # twins: the strict value, and auth as the kind of a service or a source file
    ("Setting PermitRootLogin no and PasswordAuthentication no in sshd_config", "pause"),
    ("Stopping the auth service on staging to free the port", "go"),
    ("Removing the deprecated auth helper from src/auth/legacy.py", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_access_opened(hint, want):
    _check(hint, want)
