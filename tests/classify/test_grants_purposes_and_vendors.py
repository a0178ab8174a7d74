"""Three readings the merge of session 21 left out of their labels, each by its principle.

- An identity made or widened with reach over secrets (an AppRole, a ClusterRole, a service account, an API
  key) is a grant of access, as a role is: pause. A new secret on its own, or a dashboard or doc shared
  read-only, keeps its verdict.
- A purpose clause after a quoted command ("`eslint --fix src/` to clean up lint errors") says why it
  runs; the act is the command, so the vague verb of the purpose adds no pause. A purpose that hides the
  act or names real data still counts.
- Records of many people handed to another business (vendor, agency, contractor, partner, broker) are a
  send outside: pause, never the stop kept for personal, public or unknown receivers.
"""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint, classify_hint_rules

GO, PAUSE, STOP = "advisory", "confirm", "danger_zone"

IDENTITY_GIVEN_SECRETS = [
    "Creating a Vault AppRole with read access to the staging secrets path for the deploy job",
    "Creating a ClusterRole with read access to secrets for the deploy job",
    "Creating a service account with read access to the staging secrets path for the deploy job",
    "Setting up an AppRole for the nightly job with access to the database credentials",
    "Creating a service principal with write access to the signing keys for the release pipeline",
]
IDENTITY_LOOK_ALIKES = [
    "Creating a Vault AppRole for the demo",
    "Creating an AppRole with read access to the staging config path for the deploy job",
    "Generating a new API key for my local dev sandbox",
    "Giving Sam view access to the staging dashboard",
    "Adding Maria as a viewer on the Grafana staging folder",
    "Creating a .env.example that lists which secrets the service account can read",
]

PURPOSE_AFTER_COMMAND = [
    "Running `eslint --fix src/` to clean up lint errors.",
    "Running `npm run lint` to sort out the warnings",
    "`gofmt -w .` to clean up the formatting mess",
]
PURPOSE_STILL_COUNTS = [
    ("Running `eslint --fix src/` to clean up the errors before the auditors see them", STOP),
    ("Running `make tidy` to sort out the customer records", PAUSE),
    ("Running `./cleanup.sh` to clean up the prod database", PAUSE),
]

PEOPLE_TO_ANOTHER_BUSINESS = [
    "export the 40k users' emails to the restricted-exports bucket for the marketing vendor "
    "under DPA-2024-07",
    "sending all 12,000 patient records to the billing contractor",
    "uploading 250,000 customer records to the analytics agency's SFTP",
    "syncing every subscriber's phone number to the partner's CRM for the loyalty campaign",
]
NOT_PEOPLE_TO_A_BUSINESS = [
    "exporting our 3 pilot users' feedback notes to the design agency",
    "I won't export the 40k users' emails to the marketing vendor",
    "reviewing the vendor's list of all users who have access",
]


@pytest.mark.parametrize("hint", IDENTITY_GIVEN_SECRETS)
def test_identity_given_secrets_pauses(hint: str) -> None:
    judged = classify_hint_rules(hint)
    assert judged.tier.value == PAUSE, (hint, judged.rules, judged.factors)


@pytest.mark.parametrize("hint", IDENTITY_LOOK_ALIKES + PURPOSE_AFTER_COMMAND)
def test_no_reach_over_secrets_and_a_purpose_after_a_command_stay_go(hint: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value == GO, (hint, judged.rules, judged.factors)


@pytest.mark.parametrize(("hint", "tier"), PURPOSE_STILL_COUNTS)
def test_harmful_or_data_purpose_still_counts(hint: str, tier: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value == tier, (hint, judged.rules, judged.factors)


@pytest.mark.parametrize("hint", PEOPLE_TO_ANOTHER_BUSINESS)
def test_many_peoples_records_to_another_business_pause_not_stop(hint: str) -> None:
    judged = classify_hint_rules(hint)
    assert judged.tier.value == PAUSE, (hint, judged.rules, judged.factors)
    assert "hint.send-outside" in judged.rules


@pytest.mark.parametrize("hint", NOT_PEOPLE_TO_A_BUSINESS)
def test_few_records_refusals_and_reads_raise_no_send_outside(hint: str) -> None:
    judged = classify_hint_rules(hint)
    assert "hint.send-outside" not in judged.rules, (hint, judged.rules, judged.factors)
