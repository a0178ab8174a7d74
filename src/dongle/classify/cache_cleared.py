"""A prefix deleted from an object store that its own name calls a cache, or a scratch space for builds.

"aws s3 rm s3://acme-ci-cache/pr-411/ --recursive (build cache for a merged PR)", "Deleting objects under
s3://acme-ci-scratch/builds/ older than 7 days, mirroring the bucket's lifecycle rule". A bucket named for a
cache (`*-cache`) or a build's scratch (`*-ci-scratch`, `*-ci-artifacts-tmp`) holds what builds write to
reuse or pass on, and what the next build writes again: the rubric's go covers regenerable artifacts,
and its pause is for data that is not. A scratch space named for people's work (`analytics-scratch`)
holds ad-hoc outputs nothing makes again, and keeps its pause. The name is the store owner's own
statement of what it holds, not the hint's claim.

It stays a pause:
- when any other object-store address is named beside it (a second deletion may be of real data);
- when the whole bucket goes (no prefix under it): that removes the store others' builds use;
- when production, a secret, the records oversight relies on (backups, logs, audit), outsiders, money or a
  whole population is named (boundary_vetoes.py); only "the bucket" as a word is answered here, since the
  bucket is the cache.
Only a pause is lowered, and only the generic findings of a deletion and of the build word beside it.
"""

from __future__ import annotations

import re

from dongle.classify.boundary_vetoes import outside_boundary
from dongle.lazy_regex import lazy_compile

# An object-store address: scheme, bucket, and the key prefix under it
_ADDRESS = lazy_compile(r"(?i)\b(?:s3|gs|az|abfss?|r2|b2|oss|cos)://(?P<bucket>[\w.-]+)(?:/(?P<key>[^\s'\"`)]*))?")
# A bucket name's part that calls it a cache; or a scratch space that builds write ("ci-scratch",
# "ci-artifacts-tmp", "build-tmp"). A scratch space people write ("analytics-scratch", "ml-scratch") holds
# their ad-hoc outputs, which nothing makes again: not a cache
_CACHE_PART = frozenset({"cache", "caches"})
_SCRATCH_PART = frozenset({"scratch", "tmp", "temp"})
_BUILD_PART = frozenset({"ci", "build", "builds", "artifacts", "pipeline", "pipelines"})
# The classes the cache bucket answers itself: "the bucket's lifecycle rule" names the cache's own store
_ANSWERED = frozenset({"a whole store others work in"})

# A quoted or opening command line that deletes objects (`aws s3 rm … --recursive`), judged by the shell
# classifier or only by its words
CACHE_PART_RULES = frozenset({"hint.destroy", "cloud.storage-delete"})


def explained(rule: str, verb: str, text: str) -> bool:
    """Whether a finding is one a cleared cache explains: the deletion, or a verb that only names what the
    cache holds ("build cache", "the build artifacts"), read as a change of its own."""
    if rule == "hint.destroy":
        return True
    return rule == "hint.change" and bool(verb) and re.search(
        rf"(?i)\b{re.escape(verb)}\s+(?:cache|artifacts?|outputs?)\b", text) is not None


def cache_cleared(text: str) -> str:
    """The cache prefix the hint deletes (bucket and prefix), or "" when it names none, names any other
    object-store address, deletes a whole bucket, or names something past the boundary (see the module)."""
    found = list(_ADDRESS.finditer(text))
    if not found or outside_boundary(text, skip=_ANSWERED):
        return ""
    for m in found:
        parts = set(re.split(r"[-_.]", m.group("bucket").lower()))
        key = (m.group("key") or "").strip("/*")
        if not (parts & _CACHE_PART or (parts & _SCRATCH_PART and parts & _BUILD_PART)) or not key:
            return ""
    return found[0].group(0)
