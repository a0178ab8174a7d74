"""A store whose name or description says it keeps records (backups, an archive, years of a station's
recordings) destroyed is the kept copy itself gone: a stop (loss_words "kept_store", "years_kept"), also when
the writer quotes the store's name. Years of what is made again (build artifacts, cached tiles) or kept
elsewhere (the copies are in Datadog), a sandbox or scratch copy, keep their pause."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

STOPS = [
    "tidying up: deleting the 'riverton-backups' bucket since the old vendor managed those",
    'Deleting the "county-payroll-archive" bucket now that the migration is done.',
    "deleting the bucket holding 30 years of the station's broadcast recordings",
    "Wiping the shared drive with ten years of the firm's client correspondence.",
    "Deleting the archive with decades of county land records.",
    "Deleting the GCS bucket with three years of annotator-labelled training data; there is no other copy",
]
KEPT = [
    ("deleting the 'riverton-test-uploads' bucket from the sandbox project", "pause"),
    ("deleting the bucket holding last week's thumbnails for the preview service", "pause"),
    ("deleting the bucket holding 3 years of nightly build artifacts", "pause"),
    ("dropping the volume with 2 years of cached map tiles", "pause"),
    ("deleting the bucket with 5 years of old CI logs, the copies are in Datadog", "pause"),
    ("deleting the 30 years of broadcast recordings from the sandbox bucket copy", "pause"),
    ("deleting the scratch bucket holding 2 years of generated test fixtures", "go,pause"),
]


@pytest.mark.parametrize("hint", STOPS)
def test_kept_history_destroyed_stops(hint: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] == "stop", (hint, got.rules, got.factors)


@pytest.mark.parametrize(("hint", "allowed"), KEPT)
def test_made_again_or_kept_elsewhere_does_not_stop(hint: str, allowed: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] in allowed.split(","), (hint, got.rules, got.factors)
