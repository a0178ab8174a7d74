"""Mail archived in one person's mailbox is kept, not lost (hint.py, hint.archive-mail).

"Archiving the read notification emails in my Outlook inbox": the messages leave the inbox view and stay
in the mailbox, searchable, moved back with one click. The twins archive in a mailbox others work from,
archive shared containers (channels), empty the trash or delete beside the archive; they keep their
verdict.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Archiving every read notification email older than a month in my Outlook inbox.", "go"),
    ("Archiving the shipping receipts from last year in the user's Gmail.", "go"),
    # twins: a mailbox others work from, shared channels, the trash emptied, a deletion beside it
    ("Archiving every email in the shared support inbox older than a week.", "pause"),
    ("Archiving every Slack channel in the workspace with fewer than 50 messages.", "pause"),
    ("Archiving all messages in the user's Gmail and then emptying the trash.", "pause"),
    ("Archiving the newsletters in the user's inbox and deleting everything older than a year.", "pause"),
    # what is archived is kept; a deletion of everything with its trash after it is still a stop
    ("Archiving all of the user's Outlook mail, then purging everything, including the deleted items.",
     "stop"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_mail_archived(hint: str, want: str) -> None:
    _check(hint, want)
