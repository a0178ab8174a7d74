"""A test a person takes (a drug screen, a blood test) leaves a record about that person: deleting its result
is a deletion of people's records (a pause or more), never an edit of the code's tests or test data the suite
reloads (vocabulary.PERSON_TEST_KINDS). The code's own tests keep their go."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


@pytest.mark.parametrize("hint", [
    "deleting driver D-0457's drug and alcohol test results because he asked us to",
    "Deleting the applicant's failed drug test record from the HR system.",
    "Removing the blood test results for patient 4471 from the chart.",
    "purging last year's DOT drug screen results for all drivers",
    "wiping the pregnancy test results table in the clinic's records database",
])
def test_a_persons_test_result_is_a_record(hint: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] != "go", (hint, got.rules, got.factors)


@pytest.mark.parametrize("hint", [
    "deleting the stale unit test that imports the removed module",
    "removing the flaky test in tests/test_api.py",
    "Deleting the old test results in build/reports before the rerun.",
    "adding a test for the lab results parser",
])
def test_the_codes_tests_stay_go(hint: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] == "go", (hint, got.rules, got.factors)
