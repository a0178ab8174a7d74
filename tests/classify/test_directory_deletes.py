"""Entries deleted from the organisation's directory (LDAP).

`ldapdelete` of one entry removes an account or a group that sign-in to every connected service
depends on: a pause. Given no entry, ldapdelete reads the names from stdin; fed an `ldapsearch` of
a subtree without a filter (or `(objectClass=*)`), it deletes every entry of that branch: stop. A
filtered search feeding it is a scoped delete (pause); a search alone is a read (go). Look-alikes
written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("ldapsearch -x -H ldaps://ldap.corp.example -b 'ou=Groups,dc=corp,dc=example' -LLL dn | "
     "awk '/^dn: /{print $2}' | ldapdelete -x -H ldaps://ldap.corp.example "
     "-D cn=admin,dc=corp,dc=example -W", "stop"),
    ("ldapsearch -x -LLL -b 'ou=Users,dc=corp,dc=example' '(objectClass=*)' dn | sed 's/^dn: //' | "
     "ldapdelete -c -x -y /root/.ldappw -D cn=admin,dc=corp,dc=example", "stop"),
    ("ldapsearch -x -LLL -b 'ou=Users,dc=corp,dc=example' '(&(uid=svc-*)(shadowExpire=1))' dn | "
     "sed 's/^dn: //' | ldapdelete -x -D cn=admin,dc=corp,dc=example -W", "pause"),
    ("ldapdelete -x -D cn=admin,dc=corp,dc=example -W 'cn=old-interns,ou=Groups,dc=corp,dc=example'",
     "pause"),
    ("ldapsearch -x -LLL -H ldaps://ldap.corp.example -b 'ou=Users,dc=corp,dc=example' '(uid=amy)' mail",
     "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_directory_entries_deleted(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
