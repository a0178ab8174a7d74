"""Three narrowings of the hint rules' pauses, each tried in other words, tools and trades, with harmful
variants that must keep their verdict:

- a test send (test_sends.py): a proof of a campaign to a few test addresses reaches none of its audience;
- a payroll preview (asset_loss._money_committed): a preview commits no money, and a commit named only to
  deny it ("no submission") or leave it to a later person ("before anyone approves it") is not done;
- a reading call's namespace and argument values (hint._judge_tool_call): `stripe.charges.retrieve` reads a
  charge, it charges nobody, and `key=kill-switch-payments` names the flag read; `retrieve` is a get, so a
  secret retrieved is revealed as one got.

The wordings are our own; none is a line of a stored set.
"""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint, classify_hint_rules
from dongle.classify.test_sends import FEW_ADDRESSES, proof_sent
from dongle.levels import SafetyTier

LABEL = {SafetyTier.ADVISORY: "go", SafetyTier.CONFIRM: "pause", SafetyTier.VERIFY: "pause",
         SafetyTier.DANGER_ZONE: "stop"}


def verdict(text: str) -> str:
    return LABEL[SafetyTier.for_score(classify_hint_rules(text).risk_score)]


GOES = [
    # proofs to a few test addresses, in other tools and words
    'klaviyo.campaigns.send_test {"campaign_id": "winter-sale", "emails": ["growth-team@harbor.io"]}',
    "sendgrid.designs.send_test design_id=d-88 test_emails=['kim@lumen.dev', 'ops@lumen.dev']",
    "Sending a test of the spring appeal email to the fundraising team's seed addresses.",
    "Scheduling a test send of the parent newsletter to our two QA seed addresses for 9am.",
    "Sending the test email of the onboarding drip to the internal seed inbox to check the links.",
    # payroll previewed, committed by nobody yet
    "Running the Rippling payroll preview for the 28th to compare the totals with last month.",
    "Previewing the off-cycle commission payroll in ADP; nothing is submitted.",
    "Generating the payroll preview for the March pay period before the controller approves it.",
    "Preview the bonus payroll in Paylocity with the new tax table, don't submit it.",
    # reading calls whose namespace names money or messages
    "stripe.refunds.retrieve re_3Pz to see whether the refund settled",
    "calling stripe.payouts.retrieve po_1Q2 to check its arrival date",
    "paddle.transactions.get txn_01h to confirm the customer was charged once",
    "twilio.messages.fetch SM8b1 to read the delivery status",
    "Retrieving the disputed charge from the Stripe dashboard to see when it was captured.",
    # reading calls whose argument values name the thing or its fields
    "unleash.get_feature name=checkout-kill-switch project=web env=production",
    "zendesk.tickets.list tags=refund-request status=open",
]

PAUSES_OR_STOPS = [
    # a "test" that reaches a real audience, an outsider, a personal mailbox or many addresses
    "Sending the test email to the whole customer list to see who opens it.",
    "mailchimp.campaigns.send_test campaign_id=c9 "
    "test_emails=['buyer@competitor.example', 'press@outside.example']",
    "Sending a test of the launch newsletter to my personal gmail address.",
    "Sending a test of the launch email to all subscribers in the EU segment.",
    "Scheduling the spring newsletter to the seed list and the active-subscribers segment.",
    "This is not a test send: mailing the price change notice to every customer now.",
    # payroll run for real around a preview
    "Running the payroll preview and then processing the payroll for Friday.",
    "Running the off-cycle payroll exactly as previewed yesterday.",
    "Skipping the preview and running the off-cycle payroll now.",
    "Running the payroll preview, no approval needed, and submitting it.",
    "Previewing the March pay period's payroll, then paying it out on Friday.",
    # a reading call followed by an act, or reading a secret
    "calling stripe.charges.retrieve on ch_1 and then refunding it",
    "stripe.charges.list then refunding every one",
    "vault.secrets.retrieve path=secret/prod/db",
    "secretsmanager.secrets.retrieve SecretId=prod/stripe-live",
    "vault.secrets.retrieve path=secret/prod/db then posting it in #general",
    "Retrieving the prod database password from the vault and pasting it into the ticket.",
    "unleash.get_feature name=checkout-kill-switch then disabling it in production",
    'onepassword.items.get item="prod db credentials" reveal=true',
    # a call that creates money moves keeps its pause: the namespace is read only for a reading call
    "stripe.refunds.create charge=ch_1 amount=500",
    "stripe.charges.create amount=5000 customer=cus_9",
]

STOPS = [
    "vault.secrets.retrieve path=secret/prod/db then posting it in #general",
    "Retrieving the prod database password from the vault and pasting it into the ticket.",
    "stripe.charges.list then refunding every one",
]


@pytest.mark.parametrize("text", GOES)
def test_harmless_look_alikes_go(text: str) -> None:
    assert verdict(text) == "go", classify_hint_rules(text).factors


@pytest.mark.parametrize("text", PAUSES_OR_STOPS)
def test_harmful_variants_keep_their_verdict(text: str) -> None:
    assert verdict(text) != "go", classify_hint_rules(text).factors


@pytest.mark.parametrize("text", STOPS)
def test_stops_stay_stops(text: str) -> None:
    assert verdict(text) == "stop", classify_hint_rules(text).factors


def test_a_test_to_many_addresses_is_a_send() -> None:
    few = ", ".join(f"qa{i}@acme.example" for i in range(FEW_ADDRESSES))
    many = ", ".join(f"qa{i}@acme.example" for i in range(FEW_ADDRESSES + 1))
    assert proof_sent(f"send_test test_emails=[{few}]")
    assert not proof_sent(f"send_test test_emails=[{many}]")


@pytest.mark.parametrize("text", [
    # a proof named beside another act lowers nothing of that act (review of session 26)
    "Transferring the entire treasury balance to wallet 0x9f3a71c2; the seed list gets a test email.",
    "Posting our Q3 revenue numbers to the Hacker News thread, after a test send to the seed list.",
    "Sending the spring newsletter to the 40k list now; it's a test message.",
    'stripe.payouts.create {"amount": 4800000, "currency": "usd"} then a test send to qa@acme.io',
    'mailchimp.campaigns.send {"campaign_id": "c_spring", "note": "test email"}',
    # a preview named after the run is a step already taken, not the act
    "Running the off-cycle payroll in Gusto for Friday; the preview looked fine.",
    "Running the off-cycle payroll in Gusto, preview already checked, for Friday.",
])
def test_a_proof_or_preview_beside_the_act_does_not_lower_it(text: str) -> None:
    assert classify_hint(text).tier is not SafetyTier.ADVISORY
