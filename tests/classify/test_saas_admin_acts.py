"""Admin REST calls to a SaaS tenant: bulk destroys and security policies switched off.

A bulk-destroy endpoint (`destroy_many`, `batch/archive`, `bulk_delete`) removes many of a tenant's
records in one request; an identity provider's sign-in or MFA policy deactivated, deleted or set
`enabled: false` opens sign-in for the whole organisation. On a live tenant both stop; on a sandbox,
preview or test tenant they pause. One record deleted, a policy activated or read keep their verdicts.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LIVE = [
    "curl -X POST 'https://api.hubapi.com/crm/v3/objects/contacts/batch/archive' -d @ids.json",
    "curl -X POST https://api.example-crm.com/v2/users/bulk_delete -d '{\"ids\":[1,2,3]}'",
    "http DELETE https://acme.freshdesk.com/api/v2/tickets/bulk_delete ids:='[7,8]'",
    "curl -X DELETE -H \"Authorization: Bearer $G\""
    " https://graph.microsoft.com/v1.0/identity/conditionalAccess/policies/1b2c",
    "curl -X PATCH https://acme.eu.auth0.com/api/v2/guardian/factors/otp -d '{\"enabled\": false}'",
    "curl -X POST https://globex.onelogin.com/api/2/policies/77/disable",
]
SANDBOX = [
    "curl -X POST https://acme-sandbox.example-crm.com/v2/users/bulk_delete -d '{\"ids\":[1,2,3]}'",
    "curl -X POST -H \"Authorization: SSWS $T\""
    " https://dev-123456.oktapreview.com/api/v1/policies/00pabc/lifecycle/deactivate",
]
KEPT = [
    ("curl -X POST -H \"Authorization: SSWS $T\""
     " https://globex.okta.com/api/v1/policies/00pabc/lifecycle/activate", "confirm"),
    ("curl -X PATCH https://acme.eu.auth0.com/api/v2/guardian/factors/otp -d '{\"enabled\": true}'",
     "confirm"),
    ("curl -H \"Authorization: SSWS $T\" 'https://globex.okta.com/api/v1/policies?type=OKTA_SIGN_ON'",
     "advisory"),
    ("curl -X DELETE https://acme.zendesk.com/api/v2/tickets/4211.json", "confirm"),
    ("curl -X DELETE https://api.insureco.example/v1/policies/PL-2231", "confirm"),
]


def _judge(command: str):
    return classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})


@pytest.mark.parametrize("command", LIVE)
def test_bulk_destroys_and_policies_off_on_a_live_tenant_stop(command: str) -> None:
    judged = _judge(command)
    assert judged.tier.value == "danger_zone", judged.factors


@pytest.mark.parametrize("command", SANDBOX)
def test_the_same_on_a_sandbox_tenant_pauses(command: str) -> None:
    judged = _judge(command)
    assert judged.tier.value in ("confirm", "verify"), judged.factors


@pytest.mark.parametrize(("command", "tier"), KEPT)
def test_single_deletes_activations_and_reads_keep_their_verdicts(command: str, tier: str) -> None:
    assert _judge(command).tier.value == tier
