"""A hint that joins two objects to one act is judged by its worst object, each with its own place.

"X along with Y", "X as well as Y", "X, plus Y", "X and also Y" and a verbless "; Y too" name two things
the same act reaches: the second keeps its own place (production) and its own owner (the team's branch),
whatever the first is. "with" in "along with" joins an object; it is not where data comes from. A
reading that lowers an act because its object is the agent's scratch holds only when every joined object
is scratch too, or points back at the first ("its tables").
Wordings are our own.
"""

from __future__ import annotations

import pytest
from hint_twins import LABEL, assert_kept, assert_rules_go

from dongle.classify.conjoined import joined_objects
from dongle.classify.hint import classify_hint

# the second object is in production: its loss is the act's worst
PRODUCTION_JOINED = [
    "Dropping the test schema I created, along with the customers table in prod",
    "Dropping the scratch schema together with the invoices table on the production database",
    "Deleting the staging bucket along with the prod backups bucket",
    "Removing the tmp dir, together with the production uploads directory on the web server",
    "Truncating the dev events table plus the prod orders table",
    "Dropping the test schema I created and also the ledger table in prod",
    "Dropping my temporary join table; the prod orders table too",
    "Purging the sandbox queue, as well as the live payments queue",
]
# the second object is someone else's, or the original: not the agent's scratch, so it pauses
OTHERS_JOINED = [
    "Deleting my scratch branch as well as the main branch on origin",
    "Deleting my scratch branch and the main branch on origin",
    "Deleting my scratch branch; the release branch on origin too",
    "Dropping my temporary join table, plus the orders table",
    "Deleting my scratch copy of the dataset as well as the team's copy",
    "Removing the temp table I created along with the billing view",
]
# every joined object is scratch, or part of the first: still the agent's own
OWN_JOINED = [
    "Dropping the test schema I created, along with its tables",
    "Dropping the test schema I created along with the temp tables in it",
    "Removing my scratch table and its indexes",
    "Removing the temp table I created along with the temp view I made",
    "Deleting my scratch branch as well as my temp branch",
    "Dropping my dev schema along with its tables",
    "Dropping the dev schema as well as the test schema",
]


@pytest.mark.parametrize("hint", PRODUCTION_JOINED)
def test_a_production_object_joined_is_a_stop(hint: str) -> None:
    assert_kept(hint, "stop")


@pytest.mark.parametrize("hint", OTHERS_JOINED)
def test_an_object_of_others_joined_is_not_scratch(hint: str) -> None:
    assert_kept(hint, "pause")


@pytest.mark.parametrize("hint", OWN_JOINED)
def test_scratch_joined_to_scratch_stays_go(hint: str) -> None:
    assert_rules_go(hint)


def test_a_second_act_after_along_with_is_its_own_act() -> None:
    # "as well as uploading …" opens a second act, not an object: the upload is judged, the tmp dir is not
    # moved to production
    got = classify_hint("Deleting the tmp dir, as well as uploading the report to the shared drive")
    assert LABEL[got.tier.value] == "pause", got.rules


def test_along_with_is_not_a_source() -> None:
    # "with data from prod" names where data comes from; "along with … in prod" names a second place
    got = classify_hint("Restoring the dev database with data from prod")
    assert LABEL[got.tier.value] != "stop", got.rules


@pytest.mark.parametrize(("phrase", "after", "want"), [
    ("my temp table as well as the orders table", "", ["the orders table"]),
    ("my scratch schema along with its tables", "", []),
    ("my copy of the sales and marketing export", "", []),
    ("my scratch branch", "; the release branch on origin too", ["the release branch on origin too"]),
    ("my scratch branch", "; then I run the tests", []),
])
def test_joined_objects(phrase: str, after: str, want: list[str]) -> None:
    assert joined_objects(phrase, after) == want
