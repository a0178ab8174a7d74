"""Issue 14, blind AF (opened): identity providers and restores over live data, each tried both ways.

An identity provider's whole realm, tenant or organisation deleted stops (every account in it); a
sign-in protection switched off by a setting (brute-force detection, lockout, a second factor) pauses;
a client secret reset pauses as a key created does. A restore written over the live resources, database
or root pauses, where a restore beside them goes. Look-alikes written here, not lines of the scored set.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("/opt/keycloak/bin/kcadm.sh delete realms/b2b-portal --no-config --server https://sso.example.net",
     "stop"),
    ("curl -s -X DELETE -H \"Authorization: Bearer $TOKEN\" "
     "https://iam.example.net/api/v1/organizations/org_7Hq", "stop"),
    ("kcadm.sh update realms/b2b-portal -s 'otpPolicyRequired=false'", "pause"),
    ("acme-idp settings put --lockout-enabled=false", "pause"),
    ("az ad app credential reset --id 9b8a7c6d-0000-4e5f-8a9b-0c1d2e3f4a5b --years 2", "pause"),
    ("velero restore create nightly-restore --from-backup nightly-0612 --existing-resource-policy=update",
     "pause"),
    ("Restore-DbaDatabase -SqlInstance sql-prod-02 -Path \\\\nas\\bak\\Ledger.bak -WithReplace", "pause"),
    # look-alikes that keep their verdicts
    ("/opt/keycloak/bin/kcadm.sh delete realms/b2b-portal/users/6c1d --server https://sso.example.net",
     "pause"),
    ("kcadm.sh get realms/b2b-portal --fields bruteForceProtected", "go"),
    ("kcadm.sh update realms/b2b-portal -s 'bruteForceProtected=true'", "go"),
    ("az ad app credential list --id 9b8a7c6d-0000-4e5f-8a9b-0c1d2e3f4a5b", "go"),
    ("velero restore create check-restore --from-backup nightly-0612 "
     "--namespace-mappings ledger:ledger-check", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_identity_and_restore(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected
