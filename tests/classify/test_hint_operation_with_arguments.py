"""An operation written as `server.operation with key=value …` is that tool call, "with" or not.

The "with" is the call's own connective, as in `slack.post_message with {...}`; without reading past it
the call was no call at all and the hint paused as vague, whatever it did: disabling Vault's audit
device or deleting a production subscription paused, and listing workflow runs or writing a scratch
object paused too. Paraphrases of the hints-blind-T tool-call-kv items; the twins read, create in a
scratch bucket, or remove one branch.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("vault.disable_audit with path=syslog/", "stop"),
    ("vault.enable_audit with path=file/ file_path=/var/log/vault_audit.log", "go"),
    ("gcp.delete_project with project=acme-billing-prod force=true", "stop"),
    ("gcp.get_project with project=acme-billing-prod", "go"),
    ("github.list_pull_requests with repo=acme/api state=open per_page=50", "go"),
    ("github.delete_branch with repo=acme/api branch=release/2025.02", "pause"),
    ("s3.put_object with bucket=acme-ci-scratch key=tmp/out.json body=@build/out.json", "go"),
    ("stripe.create_transfer with amount=90000 currency=eur destination=acct_1Qx", "pause"),
    # a word "with" in prose before a file's settings is no call
    ("editing settings.py with DEBUG=False for the release", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_operation_with_key_value_arguments(hint, want):
    _check(hint, want)
