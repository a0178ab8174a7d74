"""A build's output uploaded to the organisation's own artifact store, with the CI credential.

`curl -T dist/app.tar.gz -u ci:"$ARTIFACT_TOKEN" https://artifacts.acme.io/upload/` is the publish step
of every pipeline: what goes is the project's own build output (made again by the next build), where it
goes is a store named for holding artifacts (an `artifacts`/`nexus`/`artifactory`/`packages` host or
path), and the credential comes from the environment the pipeline set, not from a file of the user's.
All three together are the everyday act. Any of them otherwise keeps the upload's pause: a source or
data file sent, a host that is a public drop or names no artifact store, a key file or a literal secret
handed as the credential.
"""

from __future__ import annotations

import re

from dongle.lazy_regex import lazy_compile
from dongle.rules.facts import Facts, public_drop, url_host

_HTTP_CLIENTS = frozenset({"curl", "wget", "http", "https", "xh", "httpie"})
# The words a store of build artifacts is named by, in its host's labels or its URL's path.
_STORE_WORDS = frozenset({"artifacts", "artifact", "artifactory", "nexus", "packages", "pkgs", "releases",
                          "repository", "repo", "maven", "registry", "binaries", "dist", "uploads"})
# Where a build leaves what it made (relative to the project): what the next build makes again.
_BUILD_OUTPUT = lazy_compile(
    r"^(?:\./)?(?:dist|build|target|out|release|releases|artifacts|_build|pkg)/[^*?]+$")
_CREDENTIAL_OPTIONS = frozenset({"-u", "--user", "-H", "--header", "--oauth2-bearer"})
_ENV_REFERENCE = lazy_compile(r"\$\{?[A-Za-z_]\w*\}?")


def own_artifact_upload(facts: Facts) -> bool:
    """The invocation uploads only build output, to a host or path named as an artifact store that is no
    public drop, with a credential, every one it hands over taken from an environment variable."""
    if facts.name not in _HTTP_CLIENTS:
        return False
    uploads = facts.upload_paths
    if not uploads or not all(_BUILD_OUTPUT.match(info.raw) and info.region in ("project", "cwd")
                              for info in uploads):
        return False
    urls = [w for w in facts.inv.args if "://" in w]
    if len(urls) != 1:
        return False
    host = url_host(urls[0]) or ""
    if not host or public_drop(host):
        return False
    words = set(re.split(r"[^a-z0-9]+", host.lower())) | set(re.split(r"[^a-z0-9]+", urls[0].lower()
                                                                      .split("://", 1)[1].partition("/")[2]))
    if not words & _STORE_WORDS:
        return False
    values = facts.parsed.values
    given = [v for option in _CREDENTIAL_OPTIONS for v in values.get(option, ())
             if (option != "-H" and option != "--header") or "auth" in v.lower() or "token" in v.lower()]
    # the pipeline's credential is what marks the store as the pipeline's own: one is given, and every
    # one given comes from the environment (an anonymous upload keeps the upload's pause)
    return bool(given) and all(_ENV_REFERENCE.search(v) for v in given)
