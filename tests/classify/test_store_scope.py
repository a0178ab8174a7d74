"""The scope of a destructive store operation is read from its target's name and place.

The same verb (delete, purge, flush, reset, disable) goes on the agent's own store: on this machine
(localhost, a `local` alias), an emulator's `demo-*` project, a local-copy tool not pointed at the
hosted one, or a hosted store named both for the user and as scratch. It stops on the whole of what
is named for production, backups, archives, the warehouse, a curated tier or a shared/finance drive,
and on a local-copy tool pointed at a hosted database. A team's scratch bucket, a dated partition of
backups, a filtered removal, a sync onto a kept bucket, or a store named for staging keep the rules'
verdict. Each case has a twin in another program or wording.

Beside them: a subscription moved in its stream (seek, cursor reset) pauses on any broker; a mirror
push into this machine's scratch space is the agent's own; wipefs erases only when told `-a`/`-o`.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # own: on this machine, whatever the store is called
    ("mc rm --recursive --force local/ci-scratch/", "go"),
    ("mc rm --recursive --force local/uploads/", "go"),
    ("rclone purge minio-local:build-preview", "go"),
    ("redis-cli -h 127.0.0.1 -p 6380 FLUSHALL", "go"),
    ("kafka-topics --bootstrap-server 127.0.0.1:9092 --delete --topic orders-replay", "go"),
    # a local-copy tool left on its local copy: a whole reset still drops every row of the development
    # database, as `rails db:reset` does on the laptop (a pause); reading the copy goes
    ("supabase db reset", "pause"),
    ("bin/rails db:reset", "pause"),
    ("wrangler d1 execute shop-prod --local --command 'SELECT 1'", "go"),
    # own: an emulator's project
    ("firebase firestore:delete --all-collections --project demo-shop -f", "go"),
    # own: hosted, named for the user and as scratch
    ("gsutil -m rm -r 'gs://sam-scratch/**'", "go"),
    ("aws s3 rm s3://sam-tmp-exports/ --recursive", "go"),
    ("bq rm -r -f -d acme-data:tmp_sam", "go"),
    ("databricks fs rm -r dbfs:/tmp/sam/features", "go"),
    ("vault secrets disable kv-sam-sandbox/", "go"),
    # rclone's `local:` remote is this machine's files: judged by the path, not the alias
    ("rclone purge local:/home/sam/projects", "pause"),
    ("rclone purge local:/tmp/render-cache", "go"),
    # not own: a team's scratch bucket, a server elsewhere, a repository not named as scratch
    ("gsutil -m rm -r 'gs://acme-ml-scratch/**'", "pause"),
    ("kafka-topics --bootstrap-server kafka.acme.internal:9092 --delete --topic test-orders", "pause"),
    ("redis-cli -h cache-02.acme.internal FLUSHDB", "pause"),
    ("gh repo delete sam/dotfiles --yes", "stop"),
    ("vault secrets disable kv/", "stop"),
    ("mc rm --recursive --force prod-minio/ci-scratch/", "stop"),
    # kept: the whole of production, backups, the warehouse, a curated tier, a shared drive
    ("s5cmd rm 's3://acme-db-backups/*'", "stop"),
    ("rclone purge b2:acme-archive", "stop"),
    ("databricks fs rm -r dbfs:/mnt/lake/curated", "stop"),
    ("bq rm -r -f -d acme-analytics:finance", "stop"),
    ("rclone purge onedrive:Shared/Payroll", "stop"),
    ("mc rm --recursive --force minio/warehouse", "stop"),
    ("supabase db reset --linked", "stop"),
    ("supabase db reset --db-url postgres://postgres@db.abcd.supabase.co:5432/postgres", "stop"),
    # kept names, but not the whole of it, or named for another environment, or a sync
    ("supabase db reset --db-url postgres://postgres@localhost:54322/postgres", "pause"),
    ("rclone delete gdrive:Finance/Reports/2023-drafts", "pause"),
    ("rclone purge b2:acme-db-backups/2021", "pause"),
    ("databricks fs rm -r dbfs:/mnt/datalake-staging/gold", "pause"),
    ("aws s3 rm s3://acme-db-backups/ --recursive --exclude '*' --include '2019-*'", "pause"),
    ("rclone sync ./exports acme-archive:exports", "pause"),
    # reads of the same stores stay go
    ("rclone lsd gdrive-acme:Shared/Finance", "go"),
    ("s5cmd ls 's3://acme-db-backups/*'", "go"),
    # sessions on a server named as a cache are still sessions: every user signed out
    ("redis-cli -h cache.qa.internal --scan --pattern 'sess:*' | xargs -n 50 redis-cli -h cache.qa.internal"
     " DEL", "pause"),
    ("redis-cli -h cache.qa.internal --scan --pattern 'product:*' | xargs redis-cli -h cache.qa.internal DEL",
     "go"),
    # released builds deleted from an artifact repository; fetching them is a read
    ("jfrog rt delete libs-release-local/acme/billing/4.1.0/ --quiet", "pause"),
    ("jf rt dl libs-release-local/acme/billing/4.1.0/billing.jar", "go"),
]


SEEKS = [
    # a subscription moved in its stream replays or skips messages for its consumers, on any broker
    ("gcloud pubsub subscriptions seek orders-sub --time=2024-01-01T00:00:00Z --project acme-prod", "pause"),
    ("pulsar-admin topics reset-cursor persistent://acme/orders/events -s orders -t 1h", "pause"),
    ("pulsar-admin topics clear-backlog persistent://acme/orders/events -s orders", "pause"),
    ("gcloud pubsub subscriptions describe orders-sub --project acme-prod", "go"),
    ("pulsar-admin topics stats persistent://acme/orders/events", "go"),
]


PUSHES = [
    # a mirror push replaces what the destination holds: a bare repository in scratch is the agent's own
    ("git push --mirror /tmp/billing-mirror.git", "go"),
    ("git push --mirror /var/tmp/snapshot.git", "go"),
    ("git push --mirror /srv/git/billing.git", "pause"),
    ("git push --mirror git@gitlab.com:acme/billing.git", "stop"),
]


SIGNATURES = [
    # wipefs erases only when told which signatures; alone it lists them, as `fdisk -l` prints a table
    ("wipefs /dev/sdb", "go"),
    ("sudo wipefs --no-act --all /dev/sdb", "go"),
    ("sudo wipefs --all /dev/sdb", "stop"),
    ("sudo wipefs -fa /dev/nvme0n1", "stop"),
    ("mkfs.ext4 /dev/sdb1", "stop"),
    ("sudo fdisk -l /dev/sdb", "go"),
]


@pytest.mark.parametrize(("command", "expected"), [*CASES, *SEEKS, *PUSHES, *SIGNATURES],
                         ids=lambda v: str(v)[:60])
def test_store_scope(command: str, expected: str) -> None:
    got = classify_command(command, "/home/sam/api", {"HOME": "/home/sam"}).tier.value
    assert LABEL[got] == expected
