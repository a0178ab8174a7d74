"""A loss with nothing left to undo it: a whole personal or published thing deleted together with the
place its deleted items wait in, its backups or history, the account itself after its contents, or with
the loss said to be for ever; and a live data store (by its head noun, or any table truncated) emptied or
removed on production. One item, a place the words keep (staging, a sandbox), a store named only inside a
phrase, and a store's row or member acted on keep their pause."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

STOPS = [
    "Erasing your whole Google Photos library, including the trash, so the quota resets.",
    "Removing the Steam store page together with its backups, which cannot be restored.",
    "Deleting every note in your notebook and then the workspace itself.",
    "Truncating invoices and credit_notes on the prod billing database to speed up the import.",
    "Dropping the live loyalty-points ledger and rebuilding it from the CSV.",
    "Purging the production inventory datastore before the re-sync.",
]
NOT_STOPS = [
    "Deleting the duplicate photo from your library; the original stays.",
    "Removing the sandbox store page together with its screenshots.",
    "Truncating the bookings table in the staging database.",
    "Deleting the staging device registry and re-importing it.",
    "Deleting one device from the production registry.",
    "Deleting the production table's duplicate rows after the dedupe check.",
]


@pytest.mark.parametrize("hint", STOPS)
def test_nothing_left_to_restore_stops(hint):
    assert classify_hint(hint).decision.value == "deny"


@pytest.mark.parametrize("hint", NOT_STOPS)
def test_look_alikes_do_not_stop(hint):
    assert classify_hint(hint).decision.value != "deny"
