"""Uploads whose effect stays inside the project's own tooling: nobody outside receives anything.

Two uploads are named `upload` like a publish, but what they change stays with the team:

- Build output sent to the project's own error tracker (`sentry-cli sourcemaps upload --release 2.14.1
  dist/`, `datadog-ci sourcemaps upload`, `sentry-cli debug-files upload`): source maps and debug symbols
  that let the team read its own stack traces. Users receive nothing; the next build makes them again.
  Only from a build folder, to the tracker's own service, with the usual extensions: `--url` elsewhere,
  `--ext env`, or the project's root (`.`) send something else.
- An upload to a private hub repository named as throwaway space (`acme/embedder-v3-scratch … --private`):
  nobody else reads it, and it is there to be thrown away. (`--private` only takes effect when the upload
  creates the repository, so a name that also says production is not this.)

A hub pull request (`--create-pr`) is not held back: on a public repository its files are readable by
anyone as soon as it is opened. Each is read from the program's own words; any other upload keeps the
act's pause.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile
from dongle.rules.facts import Facts

# Error trackers' CLIs, and the subcommands that send a build's source maps or debug symbols.
_TRACKERS = frozenset({"sentry-cli", "datadog-ci", "bugsnag-source-maps", "bugsnag-cli", "rollbar-cli",
                       "honeybadger", "raygun-cli"})
_SYMBOL_WORDS = frozenset({"sourcemaps", "sourcemap", "source-maps", "debug-files", "difutil", "dif",
                           "dsyms", "dsym", "symbols", "upload-sourcemaps", "upload-dif", "upload-dsym",
                           "proguard", "react-native", "node", "browser", "flutter-symbols", "elf-symbols",
                           "pe-symbols"})
_HUBS = frozenset({"huggingface-cli", "hf"})
_THROWAWAY = lazy_compile(r"(?i)(?:^|[/_.-])(?:scratch|tmp|temp|sandbox|playground|throwaway)(?:$|[/_.-])")
_PRODUCTION = lazy_compile(r"(?i)(?:^|[/_.-])(?:prod|production|live|release|main)(?:$|[/_.-])")
# Build folders a bundler or compiler writes, and the files a tracker's symbol upload takes.
_BUILD_DIRS = lazy_compile(r"^(?:\./)?(?:dist|build|out|\.next|\.output|target|bin|obj"
                           r"|public/(?:assets|js|build)|static/js|www|lib|android/app/build|ios/build"
                           r"|DerivedData)(?:/|$)")
_SYMBOL_EXTENSIONS = frozenset({"js", "map", "mjs", "cjs", "jsbundle", "bundle", "min.js", "ts", "tsx",
                                "jsx"})


def upload_held_back(facts: Facts) -> str:
    """Why the upload reaches no one outside the project, or ""."""
    words = facts.parsed.positionals
    args = facts.inv.args
    if facts.name in _TRACKERS and "upload" in " ".join(words) and _SYMBOL_WORDS.intersection(words) \
            and _symbols_only(args, words):
        return "sends the build's source maps or debug symbols to the project's own error tracker"
    if facts.name in _HUBS and words[:1] in (("upload",), ("upload-large-folder",)) and "--private" in args \
            and len(words) > 1 and _THROWAWAY.search(words[1]) and not _PRODUCTION.search(words[1]):
        return f"uploads to a private repository named as throwaway space ({words[1]})"
    return ""


def _symbols_only(args: tuple[str, ...], words: tuple[str, ...]) -> bool:
    """The upload takes a build folder's symbol files to the tracker's own service: no `--url`/`--server`
    elsewhere, no `--ext` beyond scripts and maps, and its paths (the words after the act) build output."""
    for i, arg in enumerate(args):
        key, eq, value = arg.partition("=")
        if key in ("--url", "--server", "--server-url", "--endpoint"):
            return False
        if key == "--ext":
            value = value if eq else (args[i + 1] if i + 1 < len(args) else "")
            if value.lower().lstrip(".") not in _SYMBOL_EXTENSIONS:
                return False
    paths = [w for w in words if "/" in w or w.startswith(".")]
    return bool(paths) and all(_BUILD_DIRS.match(p) for p in paths)
