"""A namespaced operation that opens the hint (`slack.admin.users.remove for every member ...`) is a
call, read with the words after it; "on the contractor account" names the object, not a server called
"contractor"; a login held by a person or a program inside a provider ("the contractor Slack account",
"a service account") is not the provider's whole account; and a filter ("tagged 'bounced'", "matching")
picks a selection out of "all", which is not all of it. Paraphrases of hints-blind-W HW-saas-13 and
hints-blind-V HV-messaging-13.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

from dongle.classify.extract import extract

CASES = [
    ("okta.admin.users.delete for every user in the org except the break-glass admin.", "stop"),
    ("slack.admin.users.remove for every member of the workspace before the tenant move.", "stop"),
    # twins: one member, a filtered selection, an account held by one person
    ("slack.admin.users.remove for the contractor u123 whose contract ended.", "pause"),
    ("Calling hubspot.delete_contacts on the 2,400 contacts tagged 'bounced'.", "pause"),
    ("Calling slack.users.remove on the contractor account u123.", "pause"),
    ("okta.admin.users.list for every user in the org to audit MFA enrolment.", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_namespaced_call_scope(hint, want):
    _check(hint, want)


def test_leading_namespaced_operation_is_a_call():
    call = extract("slack.admin.users.remove for every member of the workspace, to clean up.").tool_calls[0]
    assert (call.server, call.tool) == ("slack.admin.users", "remove")
    assert call.clause.strip() == "for every member of the workspace,"


def test_a_file_name_is_not_an_operation():
    assert not extract("settings.local.py holds the debug flag").tool_calls
