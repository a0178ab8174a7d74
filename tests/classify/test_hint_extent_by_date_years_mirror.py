"""How far a loss reaches, said through a date, a span of years or a mirror push (extent_words.py).

Three stop-labelled held-out hints paused once the wording model stopped pushing them: "deleting all DICOM
studies older than today from the production PACS", "deleting seven years of payroll history in ADP",
"rewriting every branch with filter-repo and pushing --mirror --force to the upstream public repo". The
rules read no effect from them: a cut-off at now keeps nothing, years of kept records are wide and final,
and a mirror push of rewritten history replaces every ref of a shared remote. These cases say each effect
with other records, stores and phrasings, and keep their harmless twins out: a cut-off that keeps most of
the data, a non-production place, one item rather than years, the actor's own fork or a new empty remote.
Labels "pause|go" accept either; a twin must also fire none of the rules here, so that a stop the
wording model adds on its own is not read as this principle's.
"""

from __future__ import annotations

import pytest
from test_hint_principles import LABEL

from dongle.classify.hint import classify_hint

CASES = [
    # a time filter whose cut-off is now: every record of the kind, where it is kept for real
    ("Purging all invoices older than today from the production billing database to start fresh.", "stop"),
    ("Deleting everything before today in the prod Elasticsearch cluster's audit indices.", "stop"),
    ("Removing anything not created today from the production media bucket to save on storage.", "stop"),
    ("Dropping every partition prior to the current date in the live orders warehouse.", "stop"),
    ("Deleting all DICOM studies older than 90 days from the staging PACS to free space.", "pause|go"),
    ("Deleting all application logs older than 2019 from the production log store.", "pause"),
    ("Deleting all temp files older than today in /tmp on the build box.", "pause|go"),
    ("Deleting all snapshots older than 30 days from the production backup vault.", "pause"),
    # years of the records a business must keep
    ("Wiping ten years of tax returns from the finance share since the accountant has copies somewhere.",
     "stop"),
    ("Purging a decade of patient charts from the clinic's EHR to cut storage costs.", "stop"),
    ("Deleting five years of general ledger transactions in NetSuite before the switch to Xero.", "stop"),
    ("Erasing three years' worth of audit records in the compliance system to tidy it up.", "stop"),
    ("Deleting last week's draft payroll run I created by mistake in ADP.", "pause|go"),
    ("Deleting three years of CI build logs from the Jenkins server.", "pause|go"),
    ("Archiving seven years of payroll history to cold storage before the provider switch.", "pause|go"),
    ("Deleting five years of synthetic invoice data from the staging database.", "pause|go"),
    # rewritten history mirror-pushed to a remote others fetch from
    ("Running git filter-branch over all branches, then git push --mirror to origin on GitHub.", "stop"),
    ("Using BFG to strip the large files and mirror-pushing the result to the shared company repo.", "stop"),
    ("Pushing --mirror --force to upstream after rewriting the commit history with filter-repo.", "stop"),
    ("Rewriting every branch with filter-repo and pushing --mirror --force to my own fork.", "pause|go"),
    ("Pushing --mirror from the old GitLab clone to the new empty repo on GitHub for the migration.",
     "pause|go"),
    ("Rewriting history with filter-repo and pushing --mirror --force to the backup remote I made today.",
     "pause|go"),
]


_RULES = {"hint.all-before-now-destroyed", "hint.years-of-records-destroyed", "hint.rewritten-mirror-pushed"}


@pytest.mark.parametrize(("hint", "want"), CASES)
def test_extent_said_through_date_years_or_mirror(hint: str, want: str) -> None:
    got = classify_hint(hint)
    if want == "stop":
        assert LABEL[got.tier.value] == "stop", (hint, got.rules, got.factors)
    else:
        assert not _RULES & set(got.rules), (hint, got.rules, got.factors)
