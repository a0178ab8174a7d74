"""Text written into a package or image tool's configuration that moves where it installs from.

`npm config set registry URL` pauses (`pkg.registry-change`): every later install may come from
there. The same move made by writing the tool's configuration file is the same act: a short-name
alias in `registries.conf` (`"python" = "registry.example-mirror.net/library/python"`, so every later
`podman run python:3.12` pulls from that party), a `registry-mirrors` entry in docker's `daemon.json`,
`index-url` in `pip.conf`, `registry=` in `.npmrc` or `npmRegistryServer` in `.yarnrc.yml`. So text
written to such a file is read for its source keys, and a source other than the tool's public registry
is judged as the registry change it is.

Everyday twins: the public registry named again (`unqualified-search-registries = ["docker.io"]`,
`index-url = https://pypi.org/simple`), a registry scoped to one's own packages (`@acme:registry=…`
in `.npmrc`), settings that move no source (`timeout = 60`, `engine-strict=true`).
"""

from __future__ import annotations

import posixpath
import re

from dongle.lazy_regex import lazy_compile

# Configuration files whose keys say where a tool installs packages or pulls images from.
# Each family: the registries' own (containers, docker), Python's (pip, uv, poetry, pdm), JavaScript's
# (npm, yarn, pnpm, bun), Rust's cargo, conda's and pixi's channels, Ruby's gems, Maven's mirrors,
# NuGet's sources and Composer's repositories.
_SOURCE_FILES = lazy_compile(
    r"(?:^|/)(?:containers/registries\.conf|containers/registries\.conf\.d/[^/]+\.conf|docker/daemon\.json"
    r"|\.docker/daemon\.json|pip\.conf|pip\.ini|uv\.toml|pypoetry/config\.toml|pdm/config\.toml"
    r"|\.npmrc|\.yarnrc|\.yarnrc\.yml|\.pnpmrc|\.?bunfig\.toml|\.cargo/config(?:\.toml)?|\.?condarc"
    r"|\.mambarc|pixi/config\.toml|\.pixi/config\.toml|\.?gemrc|\.m2/settings\.xml|nuget\.config"
    r"|composer/config\.json|\.composer/config\.json)$", re.I)
# Keys that name a source (a registry, index, mirror or alias table entry), in TOML, INI, YAML or JSON.
# In those files only: a table's `url` or `index` (uv's `[[index]]`, poetry's repositories, cargo's
# registries), conda's channels and their alias, gem's `:sources:`, pixi's mirrors; a YAML list under the
# key is read item by item.
_SOURCE_KEY = lazy_compile(
    r"(?im)^\s*\"?(?P<key>unqualified-search-registries|location|registry-mirrors|insecure-registries"
    r"|(?:extra-)?index-url|find-links|registry|npmRegistryServer|url|index|(?:default_)?channels"
    r"|channel_alias|:sources|mirrors)\"?\s*[:=]\s*(?P<value>.*)$")
_LIST_ITEMS = lazy_compile(r"\A(?:\s*\n)?(?P<items>(?:[ \t]*-[ \t]+[^\n]*(?:\n|\Z))+)")
# Maven's `<url>` and NuGet's `<add key="…" value="URL"/>`.
_XML_SOURCE = lazy_compile(r"<url>\s*(?P<value>[^<\s]+)\s*</url>|<add\b[^>]*\bvalue=\"(?P<attr>[^\"]+)\"",
                           re.I)
# An entry of an `[aliases]` table (registries.conf): `"name" = "host/path"`.
_ALIAS_SECTION = lazy_compile(r"(?ms)^\s*\[aliases\]\s*$(?P<body>.*?)(?=^\s*\[|\Z)")
_ALIAS_ENTRY = lazy_compile(r"(?m)^\s*\"?[\w./:-]+\"?\s*=\s*(?P<value>.+)$")
# The public registries each tool installs from unless told otherwise.
_PUBLIC = frozenset({
    "docker.io", "registry-1.docker.io", "index.docker.io", "quay.io", "ghcr.io", "gcr.io", "registry.k8s.io",
    "mcr.microsoft.com", "public.ecr.aws", "registry.fedoraproject.org", "registry.access.redhat.com",
    "registry.redhat.io", "pypi.org", "files.pythonhosted.org", "pypi.python.org", "registry.npmjs.org",
    "registry.yarnpkg.com", "index.crates.io", "crates.io", "conda.anaconda.org", "repo.anaconda.com",
    "rubygems.org", "index.rubygems.org", "repo.maven.apache.org", "repo1.maven.org", "api.nuget.org",
    "repo.packagist.org", "packagist.org"})
_HOST = lazy_compile(r"(?:[a-z][a-z0-9+.-]*://)?(?:[^@/\s\"']+@)?(?P<host>[^/:\s\"',\]\[]+)", re.I)


def source_moved(text: str, path: str | None) -> str | None:
    """The source `text` written to `path` moves a tool to (None when it names only the public ones,
    or `path` is no such configuration)."""
    if not path or not _SOURCE_FILES.search(path):
        return None
    text = text.replace("\\n", "\n")
    values = []
    for key in _SOURCE_KEY.finditer(text):
        values.append(key.group("value"))
        if not key.group("value").strip() and (items := _LIST_ITEMS.match(text, key.end())):
            values += [line.strip().lstrip("-") for line in items.group("items").splitlines()]
    values += [m.group("value") or m.group("attr") for m in _XML_SOURCE.finditer(text)]
    for section in _ALIAS_SECTION.finditer(text):
        values += [m.group("value") for m in _ALIAS_ENTRY.finditer(section.group("body"))]
    for value in values:
        for word in re.split(r"[\s,\[\]]+", value.strip().strip("\"'")):
            word = word.strip("\"'")
            if not word or word in ("true", "false", "-"):
                continue
            if not re.search(r"[./:]", word) and word.lower() != "localhost":
                continue  # a name (`conda-forge`, `defaults`, a table's name), not a host
            host = _HOST.match(word)
            name = host.group("host").lower() if host else word
            if name not in _PUBLIC:
                return f"{posixpath.basename(path)} takes packages or images from {word[:60]}"
    return None


# Keys by which a package manager's configuration names the program or plugin it runs as itself: Yarn's
# `yarnPath` (`.yarnrc.yml`) and `yarn-path` (`.yarnrc`), and its plugins' `path`.
_PROGRAM_KEY = lazy_compile(r"(?im)^\s*-?\s*\"?(?P<key>yarnPath|yarn-path|path)\"?\s*[:=]?\s+"
                            r"[\"']?(?P<value>[^\s\"']+)")
_YARN_FILES = lazy_compile(r"(?:^|/)\.yarnrc(?:\.yml)?$")


def program_moved(text: str, path: str | None, cwd: str | None) -> str | None:
    """`yarnPath: /tmp/.cache/yarn.cjs` written to `.yarnrc.yml`: every later `yarn` in the project runs
    that file as itself. A release kept in the project (`.yarn/releases/yarn-4.1.0.cjs`, reviewed and
    committed with it) is how Yarn is pinned; a file outside it is code nobody has read (None when
    `text` names none)."""
    if not path or not _YARN_FILES.search(path):
        return None
    project = posixpath.normpath(cwd or posixpath.dirname(path) or ".")
    for found in _PROGRAM_KEY.finditer(text.replace("\\n", "\n")):
        value = found.group("value")
        place = posixpath.normpath(posixpath.join(project, value))
        if value.startswith(("~", "$")) or not (place + "/").startswith(project + "/"):
            return f"{posixpath.basename(path)} has yarn run {value[:60]} as itself"
    return None


# npm's and pnpm's settings that name a program they run for every script or operation (`script-shell=`,
# `shell=`, `git=`), in the files they read them from.
_RUNNER_KEY = lazy_compile(r"(?im)^\s*(?P<key>script-shell|shell|git|editor|browser|onload-script)\s*=\s*"
                           r"[\"']?(?P<value>[^\s\"']+)")
_NPMRC_FILES = lazy_compile(r"(?:^|/)\.(?:npmrc|pnpmrc)$")


def programs_named(text: str, path: str | None, cwd: str | None) -> list[tuple[str, str]]:
    """`script-shell=.tools/sh` written to `.npmrc`: every later `npm run`/`npm install` runs its scripts
    through that program. Each (setting, program path) such a text names, made absolute against the
    project (a path led by `~` or `$` is left to the write's other readings)."""
    if not path or not _NPMRC_FILES.search(path):
        return []
    project = posixpath.normpath(cwd or posixpath.dirname(path) or ".")
    found = _RUNNER_KEY.finditer(text.replace("\\n", "\n"))
    return [(m.group("key"), posixpath.normpath(posixpath.join(project, m.group("value"))))
            for m in found if not m.group("value").startswith(("~", "$"))]

