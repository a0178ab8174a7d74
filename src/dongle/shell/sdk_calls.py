"""Cloud and cluster SDK calls in a program's code, judged as the command-line act they perform.

`boto3.resource('s3').Bucket('acme-prod-backups').object_versions.delete()` removes every version of
every object in the bucket, exactly what `aws s3 rm s3://acme-prod-backups --recursive` does (and more:
versioning cannot bring them back). The SDK is only another spelling of the same act, so each call that
removes stored things is written as the cloud's own command on the same place, and the command rules
decide with their reading of the target (production, backups, the user's own scratch). Read the same way
in every language the code may be in (Python's boto3 and google-cloud-storage, Node's AWS SDK v3, Ruby's
`Aws::S3`, the Kubernetes clients): the calls are named alike across them.

A method named for a removal that none of these readings translates (`.purge(`, `.drop_database(`,
`.delete_index(` in a library not read here) is a gap the judge reports, so it pauses rather than goes.

Only removals are written out: listing (`list_objects_v2`, `list_blobs`, `list_namespaced_pod`) and
reading are none of the command rules' business.
"""

from __future__ import annotations

import re

from dongle.lazy_regex import lazy_compile
from dongle.shell.interp import Effect

# Which cloud's objects the code handles, by its SDK's name.
_CLOUDS = (("gs", lazy_compile(r"google\.cloud|@google-cloud/storage|Google::Cloud|storage\.Client\(")),
           ("az", lazy_compile(r"azure\.storage|@azure/storage|BlobServiceClient|ContainerClient")),
           ("s3", lazy_compile(r"boto3|botocore|aws-sdk|@aws-sdk|Aws::S3|S3Client|minio|s3fs")))
_QUOTED = r"""(['"])([\w.-]{1,255})\1"""
# The bucket (container) the code opens or names: `Bucket('x')`, `client.bucket('x')`,
# `get_bucket('x')`, `Aws::S3::Bucket.new('x')`, `get_container_client('x')`, `Bucket='x'`, `{Bucket: 'x'}`,
# or lists or removes by name (`list_blobs('x')`, `delete_container('x')`).
_BUCKET = lazy_compile(r"""\b(?:Bucket(?:\.new)?|bucket|get_bucket|lookup_bucket|get_container_client"""
                     r"""|list_blobs|delete_container)\(\s*"""
                     + _QUOTED
                     + r"""|\b(?:Bucket|bucket|bucket_name|container_name|container)['"]?\s*[=:]\s*"""
                     + r"""(['"])([\w.-]{1,255})\3""")
_PREFIX = lazy_compile(r"""\b(?:Prefix|prefix|name_starts_with)\s*[=:]\s*(['"])([^'"\n]*)\1""")
_KEY = lazy_compile(r"""\b(?:Key|key)\s*[=:]\s*(['"])([^'"\n]+)\1"""
                  r"""|\.blob\(\s*(['"])([^'"\n]+)\3\s*\)\.delete\(""")
# Every object (or every version of every object) under the bucket or the prefix the code names: a
# collection's batch delete (Node's GCS `bucket.deleteFiles()`), a delete of what a listing gave, a bucket
# emptied before it is removed.
_EMPTIES = lazy_compile(
    r"\.object_versions\.(?:all\(\)\.|filter\([^)]*\)\.)?delete\(|\.objects\.(?:all\(\)\.|filter\([^)]*\)\.)?"
    r"delete\(|\bdelete_objects\(|\bDeleteObjectsCommand\b|\.deleteObjects\(|\.delete_blobs\("
    r"|\bdelete_blobs\(|\.deleteFiles\(|\.remove_objects\(|\bfor\s+\w+\s+in\s+[^\n]*list_blobs\([^\n]*\n(?:[^\n]*\n){0,3}"
    r"[^\n]*\.delete\(")
# The bucket itself removed (the SDKs refuse a non-empty one unless told to force, which the code does
# when it empties it first; either way what was in it is gone or about to be).
_BUCKET_GONE = lazy_compile(r"\bdelete_bucket\(|\bDeleteBucketCommand\b|\.deleteBucket\(|\.delete!"
                          r"|\.delete\(\s*force\s*=\s*True|\.remove_bucket\(|\bdelete_container\(")
_ONE_OBJECT = lazy_compile(r"\bdelete_object\(|\bDeleteObjectCommand\b|\.deleteObject\(|\.remove_object\("
                         r"|\.blob\([^)]*\)\.delete\(|\.delete_blob\(")
# Kubernetes clients: `CoreV1Api().delete_namespace('payments')`, `delete_namespaced_deployment(name,
# namespace)`, `delete_collection_namespaced_pod(namespace)` (camelCase in the JavaScript client).
_K8S_NAMESPACE = lazy_compile(r"\bdelete_?[Nn]amespace\(\s*(?:\{\s*)?(?:name\s*[=:]\s*)?" + _QUOTED)
_K8S_NAMED = lazy_compile(r"\bdelete_?[Nn]amespaced_?(\w+?)\(\s*(?:name\s*=\s*)?" + _QUOTED
                        + r"""\s*,\s*(?:namespace\s*=\s*)?(['"])([\w.-]+)\4""")
_K8S_COLLECTION = lazy_compile(r"\bdelete_?[Cc]ollection_?[Nn]amespaced_?(\w+?)\(\s*(?:namespace\s*=\s*)?"
                             + _QUOTED)
_K8S_CONTEXT = lazy_compile(r"""\bload_kube_config\([^)]*context\s*=\s*(['"])([\w.@:/-]+)\1"""
                          r"""|\bsetCurrentContext\(\s*(['"])([\w.@:/-]+)\3""")
_AZ_ACCOUNT = lazy_compile(r"https://([a-z0-9]{3,24})\.blob\.core\.windows\.net")


# BigQuery's client: `bigquery.Client(project='prod-analytics').delete_dataset(d, delete_contents=True)`
# is `bq rm -r -f -d prod-analytics:d`; a name the code finds at run time (a loop over `list_datasets()`)
# is the shell's `$d`, any dataset of the project.
_BIGQUERY = lazy_compile(r"google\.cloud\s+import\s+bigquery|google\.cloud\.bigquery|bigquery\.Client\("
                         r"|@google-cloud/bigquery")
_BQ_PROJECT = lazy_compile(r"""\bClient\(\s*(?:project\s*=\s*)?(['"])([\w.:-]+)\1""")
_BQ_DELETE = lazy_compile(r"""\.delete_?(dataset|table|routine|model)\(\s*(?:(['"])([\w.:-]+)\2)?""", re.I)
# A removal named like one in any client library (`.delete_dataset(`, `.dropCollection(`, `.purge(`,
# `.truncate_table(`, `.destroy(`, `.remove_user(`): what it removes is not known when no reading above
# translates it. A bare `.delete(` or `.drop(` counts only in code that opens a client (`Set.delete(1)`,
# a DataFrame's `.drop(`, `.drop_duplicates(` and a process's `.terminate()` are everyday code).
_REMOVAL_CALL = lazy_compile(
    r"\.(?:(?:delete|drop|remove|truncate|terminate)_(?!duplicates\b|na\b|level\b)\w+"
    r"|(?:delete|drop|truncate|terminate)[A-Z]\w*|(?:destroy|purge|wipe|erase)\w*"
    # a store's namespace of units told to delete one (`es.indices.delete(index=…)`)
    r"|(?:indices|collections|indexes|tables|databases)\.delete)\s*\(")
# Removals the language readers translate themselves, with what they act on (`shell.pycode` reads
# SQLAlchemy's `metadata.drop_all(engine)` with the engine's database).
_READ_ELSEWHERE = frozenset({".drop_all("})
_BARE_REMOVAL = lazy_compile(r"\.(?:delete|drop)\s*\(")
_CLIENT = lazy_compile(r"Client\b|\bclient\b|\.connect\(|require\(\s*['\"]@|\bfrom\s+google\b|\bboto3?\b"
                       r"|\bsdk\b")


# How the gap is worded; the classifier pauses on it (a removal is risky whatever it removes).
UNREAD_REMOVAL = "a removal through a library the judge does not read"


def sdk_effects(code: str) -> list[Effect]:
    """What the code's SDK calls remove, each as the cloud's or cluster's own command."""
    if "delete" not in code.lower() and "remove" not in code:
        return []
    return [*_object_store(code), *_cluster(code), *_warehouse(code)]


def removal_untranslated(code: str) -> Effect | None:
    """A gap, when the code calls a method named for a removal that no reading translated (the caller
    asks only when none did): a client library's delete is still a delete, of something unknown."""
    call = next((m for m in _REMOVAL_CALL.finditer(code) if m.group(0) not in _READ_ELSEWHERE), None)
    if call is None and _CLIENT.search(code):
        call = _BARE_REMOVAL.search(code)
    if call is None:
        return None
    return Effect(reason=f"the code calls `{call.group(0).strip()}`, {UNREAD_REMOVAL}: what it removes "
                         "is not known")


def _warehouse(code: str) -> list[Effect]:
    if not _BIGQUERY.search(code):
        return []
    project = _BQ_PROJECT.search(code)
    where = project.group(2) if project else "${code:project}"
    effects = []
    for m in _BQ_DELETE.finditer(code):
        kind = m.group(1).lower()
        name = m.group(3) or f"${kind}"
        place = name if ":" in name else f"{where}:{name}"
        flag = {"dataset": ("-r", "-d"), "table": ("-t",), "routine": ("--routine",), "model": ("-m",)}[kind]
        effects.append(Effect(argv=("bq", "rm", "-f", *flag, place)))
    return effects


def _object_store(code: str) -> list[Effect]:
    scheme = next((name for name, sdk in _CLOUDS if sdk.search(code)), None)
    if scheme is None:
        return []
    buckets = list(dict.fromkeys(m.group(2) or m.group(4) for m in _BUCKET.finditer(code)))[:4]
    prefix = next((m.group(2) for m in _PREFIX.finditer(code) if m.group(2).strip("/")), "")
    effects: list[Effect] = []
    # `for b in s3.buckets.all(): b.objects.all().delete()`, `Bucket(sys.argv[1])`: a bucket the code finds
    # at run time is judged as the shell's `s3://$BUCKET` is (any bucket, the kept ones included)
    for bucket in buckets or ["${code:bucket}"]:
        if _BUCKET_GONE.search(code):
            effects.append(_removed(scheme, bucket, "", whole=True))
        elif _EMPTIES.search(code):
            effects.append(_removed(scheme, bucket, prefix, whole=False))
        elif _ONE_OBJECT.search(code):
            key = next((m.group(2) or m.group(4) for m in _KEY.finditer(code)), None)
            effects.append(_removed(scheme, bucket, key or "${code:key}", whole=False, one=True))
    if scheme == "az":
        account = _AZ_ACCOUNT.search(code)
        if account is not None:
            effects = [Effect(argv=(*e.argv, "--account-name", account.group(1))) for e in effects]
    return effects


def _removed(scheme: str, bucket: str, prefix: str, whole: bool, one: bool = False) -> Effect:
    """The cloud's command for the act: the bucket removed (`rb --force`), everything under the bucket or
    prefix removed (`rm --recursive`), or one object."""
    place = f"{bucket}/{prefix.strip('/')}" if prefix.strip("/") else bucket
    if scheme == "gs":
        if whole:
            return Effect(argv=("gcloud", "storage", "rm", "-r", f"gs://{bucket}"))
        return Effect(argv=("gcloud", "storage", "rm", *(() if one else ("-r",)), f"gs://{place}"))
    if scheme == "az":
        if whole:
            return Effect(argv=("az", "storage", "container", "delete", "--name", bucket))
        pattern = ("--pattern", prefix.strip("/") if one else f"{prefix.strip('/')}/*") if prefix else ()
        return Effect(argv=("az", "storage", "blob", "delete-batch", "--source", bucket, *pattern))
    if whole:
        return Effect(argv=("aws", "s3", "rb", f"s3://{bucket}", "--force"))
    return Effect(argv=("aws", "s3", "rm", f"s3://{place}", *(() if one else ("--recursive",))))


def _cluster(code: str) -> list[Effect]:
    if "amespace" not in code:
        return []
    context = _K8S_CONTEXT.search(code)
    where = ("--context", context.group(2) or context.group(4)) if context else ()
    effects = [Effect(argv=("kubectl", *where, "delete", "namespace", m.group(2)))
               for m in _K8S_NAMESPACE.finditer(code)]
    effects += [Effect(argv=("kubectl", *where, "delete", _kind(m.group(1)), m.group(3), "-n", m.group(5)))
                for m in _K8S_NAMED.finditer(code)]
    effects += [Effect(argv=("kubectl", *where, "delete", _kind(m.group(1)), "--all", "-n", m.group(3)))
                for m in _K8S_COLLECTION.finditer(code)]
    return effects


def _kind(name: str) -> str:
    """`persistent_volume_claim`, `PersistentVolumeClaim` → `persistentvolumeclaim`."""
    return name.replace("_", "").lower()
