"""A prefix deleted from a bucket its own name calls a cache or scratch space (cache_cleared.py): the next
build writes it again. The twins delete the whole bucket, a production or backup bucket, a bucket not
named for a cache, a second address beside the cache, or secrets kept under the cache.
"""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

from dongle.classify.cache_cleared import cache_cleared

GO = [
    "gsutil -m rm -r gs://orbit-build-cache/pr-1204/ now that the PR is merged",
    "`aws s3 rm s3://ledger-gradle-cache/branches/feature-x/ --recursive` (branch deleted)",
    "Removing the stale prefix s3://mobile-ci-tmp/runs/8812/ left by a cancelled pipeline",
]

NOT_GO = [
    "aws s3 rm s3://orbit-build-cache --recursive",  # the whole bucket
    "gsutil -m rm -r gs://orbit-prod-cache/sessions/",  # production
    "aws s3 rm s3://orbit-db-backups-tmp/nightly/ --recursive",  # backups
    "aws s3 rm s3://orbit-user-uploads/pr-1204/ --recursive",  # not named for a cache
    "gsutil -m rm -r gs://orbit-finance-scratch/adhoc-2024/",  # people's scratch, not a build's
    "aws s3 rm s3://orbit-build-cache/pr-1/ --recursive and s3://orbit-releases/v3/ --recursive",
    "Deleting the deploy credentials stored under s3://orbit-build-cache/creds/",
]


@pytest.mark.parametrize("hint", GO, ids=[h[:50] for h in GO])
def test_cache_prefix_cleared_goes(hint: str) -> None:
    assert_rules_go(hint)


@pytest.mark.parametrize("hint", NOT_GO, ids=[h[:50] for h in NOT_GO])
def test_real_data_or_whole_store_pauses(hint: str) -> None:
    assert_kept(hint, "pause")


def test_cache_named_by_the_bucket_not_the_prefix() -> None:
    assert cache_cleared("aws s3 rm s3://x-ci-cache/pr-1/ --recursive") == "s3://x-ci-cache/pr-1/"
    assert cache_cleared("aws s3 rm s3://x-data/cache/ --recursive") == ""
    assert cache_cleared("aws s3 rm s3://x-ci-cache/ --recursive") == ""
