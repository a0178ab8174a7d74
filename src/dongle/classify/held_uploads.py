"""Uploads whose effect stays inside the project's own tooling: nobody outside receives anything.

Three uploads are named `upload` like a publish, but what they change is held back or private:

- Build output sent to the project's own error tracker (`sentry-cli sourcemaps upload --release 2.14.1
  dist/`, `datadog-ci sourcemaps upload`, `sentry-cli debug-files upload`): source maps and debug symbols
  that let the team read its own stack traces. Users receive nothing; the next build makes them again.
- An upload to a model hub that only opens a pull request (`huggingface-cli upload … --create-pr`): the
  repository's content does not change until its owners merge it, as `gh pr create` changes no branch.
- An upload to a private hub repository named as throwaway space (`acme/embedder-v3-scratch … --private`):
  nobody else reads it, and it is there to be thrown away.

Each is read from the program's own words; any other upload keeps the act's pause.
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
_THROWAWAY = lazy_compile(r"(?i)(?:^|[/_.-])(?:scratch|tmp|temp|sandbox|playground|throwaway|test|"
                          r"experiments?|wip|dev)(?:$|[/_.-])")


def upload_held_back(facts: Facts) -> str:
    """Why the upload reaches no one outside the project, or ""."""
    words = facts.parsed.positionals
    args = facts.inv.args
    if facts.name in _TRACKERS and "upload" in " ".join(words) and _SYMBOL_WORDS.intersection(words):
        return "sends the build's source maps or debug symbols to the project's own error tracker"
    if facts.name in _HUBS and words[:1] in (("upload",), ("upload-large-folder",)):
        if "--create-pr" in args:
            return "opens a pull request on the hub repository: nothing changes until its owners merge it"
        if "--private" in args and len(words) > 1 and _THROWAWAY.search(words[1]):
            return f"uploads to a private repository named as throwaway space ({words[1]})"
    return ""
