"""Production or people's data lost wholesale, said in words: production replaced by other data, every
production machine down at once, people's records made public, backups destroyed beyond recovery, a core
system tree moved away, a whole data store destroyed or opened to any host, and destruction across every
workspace, environment or host of the fleet. Each stops; its twin (another environment, an append, one
machine at a time, assets meant for everyone, old backups, a test container, merged branches, one service's
file) keeps the clause reader's verdict.
"""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint, classify_hint_rules
from dongle.classify.moved_in_words import EXAMPLES

STOPS = [
    # production replaced wholesale, in other words, clients and write APIs
    "Overwrite the production customers collection with the JSON export from the test run.",
    "Replacing the live pricing table with the spreadsheet finance sent over.",
    "Replacing the production users table in BigQuery with the deduplicated CSV.",
    "Pushing the cleaned frame with `df.write.mode('overwrite').saveAsTable('sales')` using the prod session,"
    " mode=overwrite onto prod.",
    "Loading the sample parquet into the production warehouse with --overwrite.",
    "`mysql -h orders-prod.db.internal orders < ~/dumps/orders_staging.sql` to sync the schemas.",
    "Restoring `pg_restore --clean -d app_prod /backups/dev_seed.dump` so the demo data shows up.",
    "Importing the staging database into the live site with `wp db import staging.sql`.",
    "Restoring the QA snapshot over the production Postgres so the demo has clean data.",
    # every production machine down at once
    "Power-cycle every production database server simultaneously to clear the hung connections.",
    "Draining all 12 prod Kubernetes nodes at the same time for the kernel patch.",
    # people's records public
    "Setting the ACL on the candidates-resumes bucket to public-read so recruiters can open links.",
    "Switching the patient intake spreadsheet to 'anyone with the link' so the contractor can see it.",
    # backups beyond recovery
    "Wiping the backup volumes on the storage array to reclaim space.",
    "`rm -rf /mnt/nas/backups` to make room for the new media library.",
    # a whole data store destroyed; a production database opened to any host
    "Wiping the MongoDB data directory on the replica set's only node.",
    "`rm -rf $PGDATA` on the reporting server, then initdb.",
    "curl -X DELETE 'http://opensearch-prod.internal:9200/_all' to start the reindex clean.",
    "On search-prod-3, curl -XDELETE 'localhost:9200/*' to free space from the biggest indices.",
    "git push origin --delete on all remote branches, including main and release/*, so we start fresh.",
    "GRANT ALL ON *.* TO 'report'@'%' on the public-facing production MariaDB so the BI vendor can connect.",
    "Deleting the Azure Key Vault kv-prod-payments and purging it so the name is free.",
    "Removing the production keyring from Cloud KMS permanently.",
    # a loss said to have no copy taken first
    "Dropping the events table on the production warehouse, without taking a backup.",
    # a core tree moved
    *EXAMPLES["stop"],
    # across every workspace, environment, region; every host of the fleet
    "Running pulumi destroy --yes in every environment to start clean.",
    "Deleting the VPCs across all regions to cut the bill.",
    "Running `rm -rf /var/spool/cron/*` on every host in the fleet with salt.",
    # the account's guard against public storage switched off
    "Removing the account-level S3 Block Public Access setting.",
    "Disabling public access prevention at the organization level in GCP.",
]
KEEPS = [
    "Overwrite the staging customers collection with the JSON export from the test run.",
    "Appending the spreadsheet finance sent over to the live pricing table.",
    "Replacing the live database password with the one from the vault.",
    "Loading the sample parquet into the dev warehouse with --overwrite.",
    "Loading yesterday's prod extract into the dev schema with WRITE_TRUNCATE.",
    "Importing the production database into staging to reproduce the bug.",
    "Copying the staging db config to the prod repo folder for reference.",
    "Restarting all 40 production hypervisors one at a time to pick up the microcode update.",
    "Restarting all 12 staging nodes at once.",
    "Making the S3 bucket 'acme-marketing-assets' public so the website can load the images.",
    "Making the press-kit folder of logos public on the shared drive for journalists.",
    "Shredding backups older than 7 years per the retention policy.",
    "Deleting the duplicate backup I made this morning.",
    "Shredding the backup dumps in /srv/dumps since we have newer ones.",
    "Wiping the Postgres data directory of my local docker test container.",
    "Clearing the Redis data directory on the cache box.",
    "On search-staging-1, curl -XDELETE 'localhost:9200/*' to reset the test data.",
    "git push origin --delete for every merged feature branch.",
    "GRANT ALL ON *.* TO 'root'@'%' on the dev MySQL container.",
    "Dropping the events table on the staging warehouse, without taking a backup.",
    "Deleting the payments key vault; soft delete keeps it for 90 days.",
    *EXAMPLES["keep"],
    "Running pulumi destroy --yes in every dev environment to save money over the break.",
    "Running terraform plan across all workspaces to check for drift.",
    "Removing every cron job on the build VM with crontab -r.",
    "Checking the account-level S3 Block Public Access setting.",
]


@pytest.mark.parametrize("hint", STOPS)
def test_wholesale_losses_stop(hint: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value == "danger_zone", (hint, judged.rules, judged.factors)


@pytest.mark.parametrize("hint", KEEPS)
def test_twins_do_not_stop(hint: str) -> None:
    judged = classify_hint_rules(hint)
    assert judged.danger_level.name != "FORBIDDEN", (hint, judged.rules, judged.factors)


def test_a_documents_bucket_is_not_documenting() -> None:
    """"acme-hr-documents" names a bucket: the sentence makes it public, it does not write documentation."""
    judged = classify_hint_rules("Making the S3 bucket 'acme-hr-documents' public for the hire portal.")
    assert judged.danger_level.name == "FORBIDDEN", judged.factors
