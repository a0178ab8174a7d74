"""One named production resource that holds no data of its own, removed because something replaced it.

A deployment its chart recreates, a function whose next version has been live for a month, a DNS record
with no traffic left, bastion instances replaced by SSM, a flag key whose removal falls back to the
defaults, a manual snapshot past its retention policy, a change the owners signed off: the resource is
named, holds nothing that is not written elsewhere (its image, its code, its zone file, the chart), and the
hint says why it is no longer needed. That is the rubric's "kubectl delete of named resources": a pause,
a human confirms the replacement is really live.

Examples read as a replaced resource removed:
  "I'll describe the api deployment in prod to grab its image tag, then delete it so the new chart can
   recreate it cleanly."
  "`aws lambda delete-function --function-name thumbnailer-v1` in the prod account; v2 has been live for a
   month."
  "Removing the Redis key feature_flags:checkout_v2 on production so it falls back to the defaults."

Not this (kept a stop): a data store, even recreated ("dropping the customers table so the migration can
recreate it", "deleting the prod EKS cluster and recreating it", a topic, a bucket, a dataset, an app, an
environment, a namespace); a store's backups beyond one named snapshot; a whole population
(bounded_harm.py).
"""

from __future__ import annotations

from dongle.classify.said_unless import said_unless
from dongle.lazy_regex import lazy_compile

# A resource that holds no data of its own, named: a deployment, a function, a record, instances, a key
_STATELESS = lazy_compile(
    r"(?i)\b(?:deployment|deploy|pod|function|lambda|(?:dns\s+)?record|bastion\s+instances|instances|redis\s+key"
    r"|key\s+[\w:.-]+|manual\s+snapshot\s+[\w.-]+|nat[- ]gateway|load\s+balancer|service\s+[\w-]+)\b")
# Why it is no longer needed: its replacement, its recreation, no traffic, defaults, policy, sign-off
_REPLACED = lazy_compile(
    r"(?i)\b(?:(?:chart|replicaset|controller|operator)\s+(?:can\s+|will\s+)?recreates?\s+it"
    r"|v\d+\s+has\s+been\s+live|now\s+that\s+(?:we'?re|we\s+are)\s+on|traffic\s+is\s+(?:zero|0)"
    r"|falls?\s+back\s+to\s+(?:the\s+)?defaults?|past\s+the\s+\d+-day\s+(?:policy|retention)"
    r"|owners?\s+signed\s+off|per\s+chg-?\d+|replaced\s+by\s+[\w.-]+)\b")
# A data store, or more than the one resource
_STORE = lazy_compile(
    r"(?i)\b(?:tables?|databases?|db|schemas?|clusters?|datasets?|topics?|ind(?:ex|ices|exes)|buckets?"
    r"|environments?|(?<!the\s)apps?|namespaces?(?!=)|resource\s+groups?|volumes?|vaults?|ledgers?|snapshots\s|backups"
    r"|rds|aurora|postgres\w*|mysql|mongo\w*|redshift|elasticsearch|opensearch|dynamo\w*|cassandra|kafka"
    r"|--skip-final|skip\w*\s+(?:the\s+)?final)\b")


def replaced_resource(text: str) -> str:
    """The words saying why a named stateless production resource is no longer needed, or ""."""
    if not _STATELESS.search(text):
        return ""
    return said_unless(text, _STORE, _REPLACED)
