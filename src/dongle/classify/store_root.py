"""A whole store emptied: a removal whose target is a bucket or container root, not a prefix in it.

`aws s3 rm s3://B --recursive`, `azcopy remove https://ACCOUNT.blob.core.windows.net/C --recursive`,
`gsutil -m rsync -d -r ./outputs gs://B` (every object not in ./outputs goes), `rclone purge r2:B`: the
same act in every storage tool, and what it takes is everything the store holds. When the store is
named for what runs and pipelines produced and others read back (artifacts, checkpoints, models, a
tracking server's runs, datasets), nothing makes it again short of the compute that made it: a stop,
as the kept tiers of `store_scope` are. A prefix inside it (`s3://B/runs/old/`) is a scoped deletion
the rules judge (pause).

A mirror (sync with delete) counts here by its destination only, and unlike `store_scope`'s kept words
(a backup bucket is made to be a mirror destination) a store of produced artifacts is written by many
runs, never a copy of one working folder: mirroring a folder onto its root deletes the rest.

A listing of a prefix inside a store fed to a removal of the same tool (`gsutil ls gs://B/run/ | grep -v
step_12000 | xargs gsutil -m rm -r`) deletes what removing that prefix deletes: the rules' pause, not the
whole-listing stop a listing of the account's every store gets.

A scratch or personal prefix inside such a store (`s3://acme-ml-datasets/scratch/lena/`) is not the
user's own store: the bucket is the team's data, so its name says both and the rules' pause stands.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# Words naming what runs and pipelines produced and others read back: training and evaluation output,
# model registries and tracking servers' artifact stores, curated datasets.
PRODUCED = frozenset({"artifacts", "artifact", "checkpoints", "checkpoint", "ckpt", "ckpts", "models",
                      "mlflow", "mlruns", "datasets", "dataset", "wandb", "registry"})
# Schemes whose first path part is the bucket or container.
_BUCKET_SCHEMES = ("s3://", "s3a://", "gs://", "gcs://", "az://", "azure://", "r2://", "b2://", "oss://",
                   "cos://", "wasb://", "wasbs://", "abfs://", "abfss://", "swift://", "minio://")
# Hosts of object stores addressed over https whose first path part is the container or bucket.
_STORE_HOSTS = (".blob.core.windows.net", ".dfs.core.windows.net", "storage.googleapis.com",
                ".r2.cloudflarestorage.com", ".digitaloceanspaces.com", ".backblazeb2.com")
# Words of a store that builds, CI runs or another environment than production fill again
# (`acme-ci-artifacts-pr-512`, `ml-artifacts-staging`): their artifacts are made again by the next run.
_REMADE = frozenset({"ci", "build", "builds", "pr", "prs", "preview", "cache", "caches", "tmp", "temp",
                     "scratch", "test", "testing", "dev", "staging", "stage", "stg", "sandbox", "e2e", "qa",
                     "ephemeral", "nightly"})
_WORDS = lazy_compile(r"[^a-z0-9]+")
# rclone / mc aliases: `remote:bucket`, `alias/bucket` is too loose (a local relative path looks alike)
_ALIAS = lazy_compile(r"[A-Za-z][\w-]*:(?!//)(.*)")
# Options that make a removal take everything under the target (a sync is whole by its act).
_RECURSIVE = frozenset({"-r", "-R", "--recursive", "--recursive=true", "-rf", "-fr", "-Rf", "-fR",
                        "--recurse"})
# removals that are whole by their act: purge, a delete-batch of a container, a bucket emptied
WHOLE_ACTS = frozenset({"purge", "delete-batch", "empty", "rb"})


def bucket_of(target: str) -> tuple[str, bool] | None:
    """(bucket, is_root) for a target in an object store, None when the word is not one. is_root when
    nothing but the bucket (and wildcards) is named."""
    lowered = target.lower().split("?", 1)[0]
    rest = ""
    if lowered.startswith(_BUCKET_SCHEMES):
        rest = lowered.split("://", 1)[1]
    elif lowered.startswith(("https://", "http://")):
        host, _, path = lowered.split("://", 1)[1].partition("/")
        if not host.endswith(_STORE_HOSTS):
            return None
        rest = path
    else:
        match = _ALIAS.fullmatch(lowered)
        if not match or "/" in lowered.split(":", 1)[0]:
            return None
        rest = match.group(1)
    parts = [p for p in rest.split("/") if p and p != "."]
    if not parts or not parts[0].strip("*?"):
        return None
    # a prefix counts only up to its first wildcard and never past a `..`: a part that starts with one
    # (`[a-z]*`, `?*`, `*`) names any number of top-level prefixes, `x/..` the root again
    named = []
    for part in parts[1:]:
        if part == "..":
            named = named[:-1]
            continue
        wild = next((i for i, ch in enumerate(part) if ch in "*?["), None)
        if wild is not None:
            if wild:  # `exp-2023-*`: a literal prefix before the wildcard still names part of the bucket
                named.append(part)
            break
        named.append(part)
    return parts[0], not named


def produced_words(name: str) -> frozenset[str]:
    """The produced-data words of a store's name; none when the name also says builds, CI or another
    environment fill it again."""
    words = set(_WORDS.split(name.lower()))
    return frozenset() if words & _REMADE else PRODUCED.intersection(words)


def whole_removal(args: tuple[str, ...], is_sync: bool) -> bool:
    """The act takes everything under its target: recursive, a sync, or an act that is whole."""
    return is_sync or any(a in _RECURSIVE or a in WHOLE_ACTS for a in args)


def produced_root(args: tuple[str, ...], is_sync: bool) -> str:
    """The why of a stop when the removal takes the whole root of a store named for produced data
    (for a sync, its destination: the last operand). "" otherwise."""
    if not whole_removal(args, is_sync):
        return ""
    operands = [a for a in args if not a.startswith("-")]
    targets = operands[-1:] if is_sync else operands
    for target in targets:
        found = bucket_of(target)
        if not found or not found[1]:
            continue
        words = produced_words(found[0])
        if words:
            return (f"empties the whole store {found[0]} (its root, not a prefix), named for "
                    f"{sorted(words)[0]}: what runs produced and others read back, not made again")
    return ""


def inside_produced_store(target: str) -> bool:
    """A prefix inside a store named for produced data (`s3://acme-ml-datasets/scratch/lena/`)."""
    found = bucket_of(target)
    return bool(found and not found[1] and produced_words(found[0]))


def lists_a_prefix(positionals: tuple[str, ...]) -> bool:
    """A store listing (`gsutil ls gs://acme-ckpt/gemma-9b/`) of a prefix inside a bucket, not of a
    bucket's root: what a removal fed by it deletes is what removing that prefix deletes (a scoped
    deletion the rules judge), not the whole store."""
    found = [bucket_of(p) for p in positionals]
    stores = [f for f in found if f]
    return bool(stores) and all(not is_root for _, is_root in stores)
