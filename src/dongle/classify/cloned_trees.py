"""Repositories a command line clones, and whose code that is.

`git clone URL DIR && bash DIR/install.sh` runs a script nobody has read, fetched a moment ago: the
same act as `curl URL | sh`, with a repository as the carrier. The classifier records the cloned tree
as downloaded (`command._record_download`), so a script later run from inside it is judged as a
downloaded file run unread: a pause, and a stop when the repository sits on a bare IP address or
plain http.

A repository of a well-known project's organisation (`github.com/kubernetes/…`, `github.com/pypa/…`)
is code many people read and run every day: its scripts are judged as any local script. The list is
data; an owner missing from it only costs a pause.
"""

from __future__ import annotations

import posixpath

from dongle.lazy_regex import lazy_compile

# Code forges whose first path segment is the repository's owner.
_FORGES = frozenset({"github.com", "gitlab.com", "codeberg.org", "bitbucket.org"})
# Owners (organisations) of widely used open-source projects on those forges.
WELL_KNOWN_OWNERS = frozenset({
    "kubernetes", "kubernetes-sigs", "golang", "rust-lang", "python", "pypa", "psf", "nodejs", "npm",
    "microsoft", "google", "googleapis", "googlecloudplatform", "facebook", "facebookresearch", "apple",
    "aws", "awslabs", "aws-samples", "azure", "hashicorp", "docker", "moby", "torvalds", "git",
    "gitlab-org", "mozilla", "apache", "pallets", "django", "numpy", "scipy", "pandas-dev", "pytorch",
    "tensorflow", "huggingface", "openai", "anthropics", "vercel", "grafana", "prometheus", "helm",
    "envoyproxy", "istio", "elastic", "redis", "postgres", "nginx", "ansible", "vuejs", "angular",
    "sveltejs", "denoland", "oven-sh", "astral-sh", "jetbrains", "homebrew", "nvm-sh", "pyenv", "rbenv",
    "asdf-vm", "cli", "actions", "github", "ohmyzsh", "neovim", "vim", "llvm", "gcc-mirror", "curl",
    "openssl", "tiangolo", "encode", "sqlalchemy", "celery", "fastapi", "pydantic", "rails",
    "ruby", "php", "laravel", "symfony", "spring-projects", "eclipse", "jenkinsci", "argoproj", "fluxcd",
    "cilium", "containerd", "opencontainers", "etcd-io", "cockroachdb", "mongodb", "mysql", "mariadb",
    "timescale", "supabase", "cloudflare", "getsentry", "open-telemetry", "jaegertracing", "apollographql",
})
# `git clone` options that take the next word as their value.
_CLONE_VALUES = frozenset({"-b", "--branch", "-o", "--origin", "-c", "--config", "--depth", "-j", "--jobs",
                           "--reference", "--reference-if-able", "--separate-git-dir", "--template", "-u",
                           "--upload-pack", "--filter", "--shallow-since", "--shallow-exclude",
                           "--bundle-uri", "--server-option"})
_SCP_LIKE = lazy_compile(r"^[\w.-]+@([\w.-]+):(.+)$")


def _host_and_path(url: str) -> tuple[str, str]:
    """(host, path) of a clone URL: `https://host/a/b.git`, `git@host:a/b.git`, `ssh://git@host/a/b`."""
    if "://" in url:
        rest = url.split("://", 1)[1]
        host, _, path = rest.partition("/")
        return host.rsplit("@", 1)[-1].split(":", 1)[0].lower(), path
    scp = _SCP_LIKE.match(url)
    if scp:
        return scp.group(1).lower(), scp.group(2)
    return "", url


def well_known(url: str) -> bool:
    """The repository belongs to a well-known project's organisation on a public forge."""
    host, path = _host_and_path(url)
    owner = path.strip("/").split("/", 1)[0].lower()
    return host in _FORGES and owner in WELL_KNOWN_OWNERS


def cloned_tree(argv: tuple[str, ...]) -> tuple[str, str] | None:
    """(directory, URL) of `git clone URL [DIR]` or `gh repo clone OWNER/REPO [DIR]`, the directory as
    written (relative to where the command runs), else None."""
    if argv[:3] == ("gh", "repo", "clone"):
        words = [w for w in argv[3:] if not w.startswith("-")]
        if not words or words[0] == "--":
            return None
        repo = words[0]
        url = repo if "://" in repo or "@" in repo else f"https://github.com/{repo}"
        return (words[1] if len(words) > 1 else posixpath.basename(repo.rstrip("/"))), url
    if argv[:2] != ("git", "clone"):
        return None
    words: list[str] = []
    i = 2
    while i < len(argv):
        word = argv[i]
        if word in _CLONE_VALUES:
            i += 2
            continue
        if not word.startswith("-") or word == "-":
            words.append(word)
        i += 1
    if not words:
        return None
    url = words[0]
    if len(words) > 1:
        return words[1], url
    name = posixpath.basename(url.rstrip("/").split(":")[-1])
    return (name[:-4] if name.endswith(".git") else name), url
