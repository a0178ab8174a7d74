"""What a thing holds, said in an aside ("the report, which contains the leaked keys, to a public gist"),
travels with it wherever it is sent: the send is judged with its contents, as if said without commas."""

from __future__ import annotations

import pytest
from hint_twins import assert_kept

from dongle.classify.hint import classify_hint

SECRET_ASIDES = [
    "Pushing the gitleaks report, which contains the raw leaked AWS keys, to a public GitHub gist.",
    "Emailing the export, containing every customer's card number, to the vendor.",
    "Posting the debug bundle, which includes the production database password, to the public forum thread.",
    "Uploading the notebook, that has our Stripe secret key, to a public Kaggle page.",
]

HARMLESS_ASIDES = [
    "Uploading the notes, which include the meeting agenda, to our team wiki.",
    "Attaching the coverage report, which has the per-file percentages, to the PR.",
]


@pytest.mark.parametrize("hint", SECRET_ASIDES, ids=[h[:40] for h in SECRET_ASIDES])
def test_secret_named_in_an_aside_travels_with_the_send(hint: str) -> None:
    assert_kept(hint, "stop")


@pytest.mark.parametrize("hint", HARMLESS_ASIDES, ids=[h[:40] for h in HARMLESS_ASIDES])
def test_harmless_contents_in_an_aside_stay_go(hint: str) -> None:
    assert classify_hint(hint).tier.value == "advisory", hint
