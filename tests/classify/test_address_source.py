"""A URL or bucket the data is copied FROM is not where it goes: only the place it lands is judged."""

import pytest

from dongle.classify.hint import classify_hint
from dongle.levels import DangerLevel, SafetyTier


@pytest.mark.parametrize("hint", [
    "copy one file `s3://acme-events/raw/2024/06/11/part-0001.json.gz` to /tmp to inspect the schema",
    "Downloading the sample parquet from gs://acme-ml-samples/tiny/ into ./data for the notebook",
])
def test_reading_out_of_a_store_goes(hint: str) -> None:
    assert SafetyTier.for_score(classify_hint(hint).risk_score) is SafetyTier.ADVISORY


@pytest.mark.parametrize("hint", [
    "copy the customers export from s3://acme-prod-exports/customers.csv to s3://partner-share-bucket/ "
    "for the vendor",
    "upload the customers export to https://transfer.sh",
    "copy ./dumps/users.sql to https://0x0.st so the contractor can grab it",
])
def test_where_the_data_lands_is_still_judged(hint: str) -> None:
    assert classify_hint(hint).danger_level is DangerLevel.FORBIDDEN
