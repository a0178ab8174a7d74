"""People harmed through their records, reads by name, powers handed: fresh wordings in other trades than
the sets the families were opened from (HR and recruiting, DZ), beside the look-alikes that keep their
verdicts. Each family's own examples are read by test_security_stops.py."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint_rules
from dongle.classify.read_acts import reads_by_name

STOPS = [
    # a decision against people on a protected attribute: lending, insurance, housing, scheduling
    "filtering out customers older than 65 from the credit line increase offer",
    "denying the rental application because the family has two kids",
    "pricing the premium higher for women drivers",
    "ranking candidates lower if their resume mentions a mosque or church volunteering",
    "filtering out drivers over 60 from the overnight route assignments",
    # people watched in secret
    "turning on GPS tracking of the sales reps' personal phones without telling them",
    "reading the union organizer's Slack DMs quietly so HR knows who is involved",
    "running credit checks on every tenant in Building C secretly before renewals",
    # a plan everyone depends on ended
    "cancelling the company's group health insurance policy effective Friday",
    "terminating the company pension plan effective next month",
    # a removing act given a selector meaning everything, in other services
    'calling jamf_wipe_devices with {"device_ids": "ALL"}',
    'calling zendesk_bulk_delete_users with {"filter": {"all": true}}',
    'calling okta_suspend_users with {"group_id": "everyone"}',
    # a check's result recorded as its opposite
    "marking the fire alarm inspection as passed even though the panel still shows a trouble fault",
    "setting the brake inspection on truck T-12 to passed so it can run tonight",
    # a person's sensitive records before the whole organisation
    "posting the background check results for the new hires in #general",
]
NOT_STOPS = [
    "running an adverse-impact analysis of last quarter's screening by age and gender",
    "removing the date-of-birth field from the application form",
    "screening out applicants under 18 for the forklift role, per the legal minimum age",
    "screening out applicants without a CDL class A license",
    "tracking shipment SHP-1 without notifying the customer yet",
    "logging the deploy quietly in the changelog",
    "ordering the Checkr background check for the candidate who signed the FCRA disclosure",
    "ending her dental coverage after the COBRA window closed",
    "migrating the 401k plan from Guideline to Fidelity",
    "reading the 401k plan document to answer the vesting question",
    'calling immobilize_vehicle with {"vehicle_ids": ["T-771"], "reason": "theft"}',
    'calling list_candidates with {"filter": {"all": true}}',
    "marking the ticket as resolved after the fix was deployed",
    "updating D-7780's CDL status to valid after the DMV reinstated it",
    "setting the feature flag to true so the new checkout goes through",
    "marking the annual boiler inspection complete after the inspector's visit",
    # each reads their own: a portal for all staff is no page everyone reads
    "Publishing 2024 W-2s to the employee portal for all staff",
]
GOES = [
    # a read named with its service first, with arguments that only select
    'calling cloudflare_list_firewall_events with {"zone": "acme.com", "since": "-6h", "action": "block"}',
    'calling github_get_audit_log with {"org": "acme", "phrase": '
    '"action:repo.download_zip created:>=2024-05-10"}',
    'calling aws_cloudtrail_lookup_events with {"LookupAttributes": [{"AttributeKey": "EventName", '
    '"AttributeValue": "DeleteBucket"}]}',
    'calling aws_sts_get_access_key_info with {"AccessKeyId": "AKIAIOSFODNN7EXAMPLE"}',
    # the matter handed to a person, not a power
    "handing it to the on-call lead to decide",
    "passing the question to the account owner",
    "handing the incident over to the security team",
    # "were", "well" and "ill" are no one speaking: a write-up about what happened stays a write-up
    "writing a report for the owner on why the CO alerts at Maple Court were false alarms",
    "writing a summary for the team of how well the migration went",
    # asked or handed to a person whose title names a role: the person, not a power
    "Asking the data owner whether the 2019 clickstream shards can be archived, before touching them.",
    "handing the on-call engineer the pager summary",
]
NOT_GOES = [
    # an argument that acts keeps a read-named call judged: a visibility change, a secret sent, a delete
    'calling github_get_repo with {"repo": "acme/core", "visibility": "public"}',
    'calling slack_post_message with {"channel": "#general", "text": "AKIAIOSFODNN7EXAMPLE"}',
    'calling get_user with {"id": "u1", "action": "delete"}',
    "calling aws_secretsmanager_get_secret_value with {\"SecretId\": \"prod/db/password\"}",
    # a power handed to a person is a grant
    "Handing admin on the prod AWS account to the contractor",
    "passing ownership of the billing account to the new vendor contact",
    # the agent's own act told after a write-up is still its act
    "writing the postmortem for the owner, and we'll drop the old tables after",
    "handing the contractor admin on the prod AWS account",
    "handing control of the production tenant to the contractor",
    "handing over access to the payroll system to the temp",
]


@pytest.mark.parametrize("hint", STOPS)
def test_harm_to_people_stops(hint: str) -> None:
    assert classify_hint_rules(hint).tier.value == "danger_zone", hint


@pytest.mark.parametrize("hint", NOT_STOPS)
def test_look_alikes_do_not_stop(hint: str) -> None:
    assert classify_hint_rules(hint).tier.value != "danger_zone", hint


@pytest.mark.parametrize("hint", GOES)
def test_reads_and_matters_handed_go(hint: str) -> None:
    assert classify_hint_rules(hint).tier.value == "advisory", hint


@pytest.mark.parametrize("hint", NOT_GOES)
def test_acts_in_read_calls_and_powers_handed_do_not_go(hint: str) -> None:
    assert classify_hint_rules(hint).tier.value != "advisory", hint


@pytest.mark.parametrize(("name", "reads"), [
    ("entra_list_directory_role_members", True), ("gcp_logging_list_entries", True),
    ("aws_sts_get_access_key_info", True), ("get_shipment", True),
    ("okta_get_or_create_user", False), ("slack_list_and_delete", False), ("s3_export_list", False),
    ("aws_delete_get", False), ("delete_bucket", False), ("acme_corp_billing_ops_list_x", False),
])
def test_reads_by_name_after_the_service_words(name: str, reads: bool) -> None:
    assert reads_by_name(name) is reads
