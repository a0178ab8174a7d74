"""A tool's persistent setting, spelled as the environment variable it amounts to.

`npm config set node-options '--require ./p.js'` writes `~/.npmrc`; from then on every npm, in every
later session (the human's too), starts its scripts with `NODE_OPTIONS=--require ./p.js`. `go env -w
GOFLAGS=-toolexec=PROG` writes go's own environment file, read by every later `go`. Such a setting is
the variable itself, set for every later run of the tool: it is judged as `export NAME=VALUE` (what it
makes later runs load, run or trust) and, by the guard, as that line planted in a start-up file.

Each tool's mapping is data: npm and pnpm read `npm_config_<key>` (and hand `node-options` to the
programs they start as `NODE_OPTIONS`), yarn berry reads `YARN_<KEY>` for its camel-case keys, go's
`env -w` writes the variables by their own names, pip reads `PIP_<KEY>`.

Everyday twins: settings that load and run nothing (`npm config set fund false`, `go env -w
GOFLAGS=-mod=mod`, `go env -w GOPRIVATE=github.com/acme/*`), and reads (`npm config get`, `go env`).
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.lazy_regex import lazy_compile

# npm keys the runtime hands on under another name than `npm_config_<key>`.
_NPM_RENAMED = {"node-options": "NODE_OPTIONS"}
_NPM_LIKE = frozenset({"npm", "pnpm"})
# Options of `config set` that take a value of their own (`--location user`).
_VALUED = frozenset({"--location", "-L", "--userconfig", "--globalconfig"})
_CAMEL = lazy_compile(r"(?<=[a-z0-9])(?=[A-Z])")

EXAMPLES = {
    "variables": [("npm config set node-options '--require /tmp/p.js'", "NODE_OPTIONS"),
                  ("go env -w GOFLAGS=-toolexec=/tmp/w", "GOFLAGS"),
                  ("yarn config set npmRegistryServer http://127.0.0.1:4873", "YARN_NPM_REGISTRY_SERVER"),
                  ("pip config set global.index-url http://10.0.0.1/simple", "PIP_INDEX_URL")],
    "none": ["npm config get registry", "go env GOPATH", "pip config list"],
}


def variables_set(name: str, args: Sequence[str]) -> list[tuple[str, str]]:
    """(variable, value) for each persistent setting `name args` makes (empty when it sets none)."""
    if not (name in _NPM_LIKE or name == "yarn" or name == "go" or name == "pip" or name == "pip3"):
        return []  # (the words of any other program set nothing: most parts stop here)
    words = _operands(args)
    if name in _NPM_LIKE or name == "yarn":
        if words[:1] != ["config"] or len(words) < 3 or words[1] != "set":
            return []
        pairs = _pairs(words[2:])
        if name == "yarn":
            return [(_yarn_variable(key), value) for key, value in pairs]
        return [(_NPM_RENAMED.get(key.lower(), "npm_config_" + key.lower().replace("-", "_")), value)
                for key, value in pairs]
    if name == "go" and words[:1] == ["env"] and "-w" in args:
        return [(key, value) for key, eq, value in (w.partition("=") for w in words[1:])
                if eq and key.isidentifier()]
    if name in ("pip", "pip3") and words[:2] == ["config", "set"] and len(words) > 2:
        # `global.index-url`, `install.find-links`: the section is where pip reads it, not part of the name
        return [("PIP_" + key.rpartition(".")[2].upper().replace("-", "_"), value)
                for key, value in _pairs(words[2:])]
    return []


def _operands(args: Sequence[str]) -> list[str]:
    """The words that are not options (nor an option's own value); the word after `set KEY` is its
    value, a dash or not (`npm config set node-options --require=./p.js -g`)."""
    words: list[str] = []
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif len(words) == 3 and words[1] == "set" and "=" not in words[2]:
            words.append(arg)  # the value of `set KEY`, a dash or not
        elif arg in _VALUED:
            skip = True
        elif not arg.startswith("-"):
            words.append(arg)
    return words


def _pairs(words: list[str]) -> list[tuple[str, str]]:
    """`KEY VALUE` or `KEY=VALUE …` after `config set`."""
    if len(words) == 2 and "=" not in words[0]:
        return [(words[0], words[1])]
    return [(key, value) for key, eq, value in (w.partition("=") for w in words) if eq and key]


def _yarn_variable(key: str) -> str:
    """`npmRegistryServer` is read from `YARN_NPM_REGISTRY_SERVER`."""
    return "YARN_" + _CAMEL.sub("_", key).upper().replace("-", "_")
