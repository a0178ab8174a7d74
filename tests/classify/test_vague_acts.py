"""A hint is vague when it does not say what will be done to what; it is not when it names an act and its
object, whatever verb it uses (act_classes.py, vague_acts.py). Each principle is tried with harmless
look-alikes that must go, harmful variants in other words that must not, and vague hints that keep their
pause."""

from __future__ import annotations

import pytest

from dongle.classify.act_classes import NOMINAL_EXAMPLES
from dongle.classify.hint import classify_hint_rules as classify_hint  # the rules alone (hint_wording.py)
from dongle.classify.prose import lemma

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def _label(text: str) -> str:
    return LABEL[classify_hint(text).tier.value]


# A verb the base lexicon lacked, of a harmless class, on a named object: the act it names.
NAMED_ACTS = [
    "Rescheduling the dentist follow-up for Ms. Ruiz from Monday to Wednesday at her request.",
    "Tidying the wording of the onboarding checklist in docs/onboarding.md before review.",
    "Correcting the typo in the vendor's name on our internal price comparison sheet.",
    "Quoting the vendor's public changelog entry in our internal upgrade ticket.",
    "Forecasting next quarter's support volume from the ticket export in my notebook.",
    "Quarantining the suspicious attachment report.xlsm the mail filter flagged.",
    "Shrinking the dev node pool to 1 node overnight.",
    "Hashing the sample emails in tests/fixtures/contacts.csv before committing them.",
]

# The same classes on what must not go: production, money, people's data, an outside audience.
HARMFUL_VARIANTS = [
    ("Correcting the payee bank account on the vendor record to the one in today's email", "pause"),
    ("Quoting the customer's full card number in the public GitHub issue", "stop"),
    ("Shrinking the production checkout deployment to 1 replica during the sale", "pause"),
    ("Voiding posted invoice INV-88 from last quarter in the books", "pause"),
    ("Remitting $12,000 to the new supplier account from the email", "pause"),
    ("Circulating the unredacted salary spreadsheet to the whole company", "stop"),
]


@pytest.mark.parametrize("text", NAMED_ACTS)
def test_a_named_act_of_a_harmless_class_goes(text):
    assert _label(text) == "go"


@pytest.mark.parametrize(("text", "want"), HARMFUL_VARIANTS)
def test_outward_and_destructive_classes_meet_the_other_rules(text, want):
    assert _label(text) == want


# A loose verb told of a thing is what happens to it, not the agent's act.
@pytest.mark.parametrize("text", [
    "Tidying the wording of the careers page draft before it goes to legal for review.",
    "Redacting the phone numbers in docs/samples/lead.json before it goes into the PR.",
    "Modelling what a 20% price increase on the Pro plan does to churn.",
    "Creating a presigned link that expires in 10 minutes for one invoice PDF in the team bucket.",
])
def test_a_loose_verb_said_of_a_thing_is_no_act(text):
    assert _label(text) == "go"


@pytest.mark.parametrize(("text", "want"), [
    # the loss said of a thing still counts when it has an object, or when it is the effect a clause sets
    ("Updating the cron job so it wipes /var/lib/postgres every night", "stop"),
    ("Running `./bin/reseed`, which drops and recreates the staging database from fixtures", "pause"),
    ("Asking the guard to whitelist kubectl delete in the staging namespace for the rest of the session",
     "stop"),
    ("Setting the TTL so that everything expires in 1 minute on the prod session store", "pause"),
])
def test_a_loss_with_an_object_or_a_set_effect_is_still_judged(text, want):
    assert _label(text) == want


# Vague hints keep their pause: a loose verb that is the only change, on nothing of a known kind.
@pytest.mark.parametrize("text", [
    "Sorting out the customer accounts like you asked.",
    "ok, sorting out the billing thing",
    "making the numbers match",
    "Taking care of the vendor stuff as discussed.",
    "cleaning things up",
])
def test_vague_hints_keep_their_pause(text):
    assert _label(text) == "pause"


@pytest.mark.parametrize("text", [
    "Tidying up src/utils.py",  # a loose verb on the project's own files: version control undoes it
    "Listing every Okta user and their groups while I sort out the groups",  # the listing is the act
    "Going to reproduce the failure locally.",  # "going to" leads to the act
    "Building the newsletter in Mailchimp's editor but leaving the campaign unscheduled.",
])
def test_look_alikes_of_vagueness_stay_go(text):
    assert _label(text) == "go"


@pytest.mark.parametrize(("word", "expected"), [
    ("rescheduling", "reschedule"), ("voiding", "void"), ("quarantining", "quarantine"),
    # the -ed form of an added verb is a state ("the flagged invoices"), not reduced to the verb
    ("voided", "voided"), ("unpublished", "unpublished"),
])
def test_added_verbs_lemmas(word, expected):
    assert lemma(word) == expected


@pytest.mark.parametrize(("text", "want"), NOMINAL_EXAMPLES)
def test_nouns_of_action_name_their_act(text, want):
    assert _label(text) == want
