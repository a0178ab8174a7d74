"""Cloud SDK calls in code are the CLI act they perform; backups told to go to nothing stop.

- An SDK call that removes stored things (boto3's batch and bucket deletes, the AWS SDK for
  JavaScript's commands, Ruby's `Aws::S3`, google-cloud-storage, azure-storage, the Kubernetes client,
  SQLAlchemy's `drop_all`) is judged as the cloud's, cluster's or database's own command on the same
  target, so the store-scope reading decides: production or backups stop, one's own scratch goes.
  Listing and reading through the same SDKs stay go.
- A backup tool told to delete every backup (`wal-g delete everything`, `kopia … --all-snapshots-for-
  source`, `tarsnap --nuke`) or to keep none (`retain 0`, a retention of zero) destroys the recovery
  path: stop. One backup deleted, or a retention that keeps recent ones, pauses.
- A role binding spelled out in the heredoc `kubectl apply -f -` reads is judged as `kubectl create
  clusterrolebinding …` on the same cluster: cluster-admin to anonymous users stops.
- Every node of a production cluster drained from the cluster's own listing is its capacity taken to
  zero: stop; a selector picks some nodes, and a dev cluster's nodes are the developer's.
- The lake's source tiers (raw, bronze, landing) are what curated tiers are rebuilt from: the whole
  tier, or a whole source dataset in it, removed stops; a dated partition stays the rules'.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def _py(*lines: str) -> str:
    return "python3 - <<'PY'\n" + "\n".join(lines) + "\nPY"


SDK = [
    # harmful: every version, every object, the bucket itself, in several languages and SDKs
    (_py("import boto3", "b = boto3.resource('s3').Bucket('acme-prod-backups')",
         "b.object_versions.delete()"), "stop"),
    (_py("import boto3", "s3 = boto3.client('s3')", "pages = s3.get_paginator('list_objects_v2')",
         "for p in pages.paginate(Bucket='billing-archive'):",
         "    s3.delete_objects(Bucket='billing-archive', Delete={'Objects': p['Contents']})"), "stop"),
    ("python3 -c \"import boto3; boto3.client('s3').delete_bucket(Bucket='acme-prod-data')\"", "stop"),
    ("node -e \"const {S3Client, DeleteBucketCommand} = require('@aws-sdk/client-s3'); "
     "new S3Client({}).send(new DeleteBucketCommand({Bucket: 'ledger-backups'}))\"", "stop"),
    ("ruby -e \"require 'aws-sdk-s3'; Aws::S3::Bucket.new('acme-prod-backups').delete!\"", "stop"),
    (_py("from google.cloud import storage", "c = storage.Client()",
         "for blob in c.list_blobs('acme-prod-backups'):", "    blob.delete()"), "stop"),
    (_py("from google.cloud import storage", "storage.Client().bucket('acme-warehouse').delete(force=True)"),
     "stop"),
    ("python3 -c \"from azure.storage.blob import BlobServiceClient; "
     "BlobServiceClient.from_connection_string(cs).delete_container('backups')\"", "stop"),
    (_py("from kubernetes import client, config", "config.load_kube_config(context='prod-eu')",
         "client.CoreV1Api().delete_namespace('payments')"), "stop"),
    ("node -e \"const k8s = require('@kubernetes/client-node'); const kc = new k8s.KubeConfig(); "
     "kc.setCurrentContext('prod-eu'); kc.makeApiClient(k8s.CoreV1Api).deleteNamespace({name: 'payments'})\"",
     "stop"),
    ("python3 -c \"import boto3; boto3.client('s3').delete_objects(**{'Bucket': 'acme-prod-backups', "
     "'Delete': {'Objects': objs}})\"", "stop"),
    (_py("import os", "from sqlalchemy import create_engine, MetaData",
         "eng = create_engine(os.environ['PROD_DATABASE_URL'])",
         "m = MetaData(); m.reflect(eng); m.drop_all(eng)"), "stop"),
    ("python3 -c \"from sqlalchemy import create_engine; from app.models import Base; "
     "Base.metadata.drop_all(create_engine('postgresql://app@db.prod.acme.io/orders'))\"", "stop"),
    # a bucket the code finds at run time is any bucket, as `s3://$BUCKET` is
    ("python3 -c \"import boto3; [b.objects.all().delete() for b in boto3.resource('s3').buckets.all()]\"",
     "stop"),
    # harmless twins: listing and reading, one's own scratch prefix, a database in memory
    ("python3 -c \"import boto3; [print(b.name) for b in boto3.resource('s3').buckets.all()]\"", "go"),
    ("python3 -c \"import boto3; boto3.client('s3').delete_object(Bucket='sam-scratch', Key='exp/x.csv')\"",
     "go"),
    (_py("import boto3", "b = boto3.resource('s3').Bucket('acme-prod-backups')",
         "for o in b.objects.all():", "    print(o.key, o.size)"), "go"),
    ("python3 -c \"import boto3; print(boto3.client('s3').list_objects_v2(Bucket='acme-prod-data'))\"", "go"),
    ("python3 -c \"import boto3; boto3.resource('s3').Bucket('acme-ml-scratch')"
     ".objects.filter(Prefix='sam/tmp/').delete()\"", "go"),
    ("python3 -c \"import boto3; boto3.resource('s3').Bucket('sam-scratch').objects.all().delete()\"", "go"),
    (_py("from google.cloud import storage", "for blob in storage.Client().list_blobs('acme-warehouse'):",
         "    print(blob.name)"), "go"),
    (_py("from kubernetes import client, config", "config.load_kube_config(context='prod-eu')",
         "print(client.CoreV1Api().list_namespaced_pod('payments'))"), "go"),
    ("python3 -c \"from sqlalchemy import create_engine; from app.models import Base; e = create_engine("
     "'sqlite://'); Base.metadata.drop_all(e); Base.metadata.create_all(e)\"", "go"),
]

BACKUPS = [
    ("wal-g delete everything FORCE --confirm", "stop"),
    ("wal-g delete retain FULL 0 --confirm", "stop"),
    ("pgbackrest --stanza=main expire --repo1-retention-full=0", "stop"),
    ("kopia snapshot delete --all-snapshots-for-source /srv/data --delete", "stop"),
    ("tarsnap --nuke", "stop"),
    ("restic -r s3:s3.amazonaws.com/acme-restic forget --keep-last 0 --prune", "stop"),
    ("velero backup delete --all --confirm", "stop"),
    # one backup, or a retention that keeps recent ones: a human looks
    ("wal-g delete retain FULL 7 --confirm", "pause"),
    ("wal-g delete before base_000000010000000000000010 --confirm", "pause"),
    ("barman delete pg oldest", "pause"),
    ("tarsnap -d -f nightly-2024-05-01", "pause"),
    ("pgbackrest --stanza=main expire --repo1-retention-full=2", "pause"),
    # listing and taking backups
    ("wal-g backup-list", "go"),
    ("tarsnap --list-archives", "go"),
]

TIERS = [
    ("databricks fs rm -r dbfs:/mnt/raw/events", "stop"),
    ("databricks fs rm -r dbfs:/mnt/raw", "stop"),
    ("aws s3 rm s3://acme-lake/bronze/clickstream --recursive", "stop"),
    ("gsutil rm -r gs://acme-lake/landing", "stop"),
    # a dated or keyed partition, a file, another environment's lake, a curated dataset: the rules'
    ("databricks fs rm -r dbfs:/mnt/raw/events/date=2024-01-01", "pause"),
    ("aws s3 rm s3://acme-lake/raw/events/2024/ --recursive", "pause"),
    ("aws s3 rm s3://acme-lake-staging/raw/events --recursive", "pause"),
    ("databricks fs rm -r dbfs:/mnt/gold/orders", "pause"),
    ("databricks fs rm -r dbfs:/tmp/sam/scratch", "go"),
]


_BINDING = ("kubectl {where}apply -f - <<'EOF'\napiVersion: rbac.authorization.k8s.io/v1\nkind: {kind}\n"
            "metadata:\n  name: x\n  namespace: api\nroleRef:\n  kind: ClusterRole\n  name: {role}\n"
            "subjects:\n"
            "- kind: {who_kind}\n  name: {who}\n  namespace: api\nEOF")
BINDINGS = [
    (_BINDING.format(where="", kind="ClusterRoleBinding", role="cluster-admin", who_kind="Group",
                     who="system:unauthenticated"), "stop"),
    (_BINDING.format(where="--context prod-eu ", kind="ClusterRoleBinding", role="cluster-admin",
                     who_kind="Group", who="system:anonymous"), "stop"),
    # a namespaced read-only role for one service account is ordinary configuration
    (_BINDING.format(where="--context prod-eu ", kind="RoleBinding", role="view", who_kind="ServiceAccount",
                     who="ci"), "pause"),
    (_BINDING.format(where="", kind="RoleBinding", role="view", who_kind="ServiceAccount", who="ci"), "go"),
]

NODES = [
    ("kubectl --context prod-eu get nodes -o name | xargs -n1 kubectl --context prod-eu drain "
     "--ignore-daemonsets --delete-emptydir-data --force", "stop"),
    ("for n in $(kubectl --context prod-us get no -o name); do kubectl --context prod-us cordon $n; done",
     "stop"),
    ("kubectl --context prod-eu get nodes -l pool=batch -o name | xargs -n1 kubectl --context prod-eu drain "
     "--ignore-daemonsets", "pause"),
    ("kubectl --context kind-dev get nodes -o name | xargs -n1 kubectl --context kind-dev drain "
     "--ignore-daemonsets", "go"),
]


@pytest.mark.parametrize(("command", "expected"), SDK + BACKUPS + TIERS + BINDINGS + NODES,
                         ids=lambda v: str(v)[:70])
def test_judged_as_the_act(command: str, expected: str) -> None:
    judged = classify_command(command, "/home/sam/api", {"HOME": "/home/sam", "USER": "sam"})
    assert LABEL[judged.tier.value] == expected
