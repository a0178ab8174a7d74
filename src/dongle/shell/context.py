"""Shared pieces of the shell model: where a command runs, what it reads, how names are seen.

Used by `dongle.shell.parse` (the walk) and `dongle.shell.effects` (what commands run in turn).
"""

from __future__ import annotations

from dataclasses import dataclass

from dongle.lazy_regex import lazy_compile

SHELLS = frozenset(
    {"sh", "bash", "zsh", "dash", "ksh", "ash", "mksh", "yash", "rbash", "pdksh", "oksh", "ksh93",
     "fish", "tcsh", "csh"}
)
# Programs whose output is what another host sent. DNS lookups are among them: a TXT record holds
# whatever its domain's owner wrote there, and is a known way to carry code past download filters.
DNS_LOOKUPS = frozenset({"dig", "nslookup", "host", "drill", "kdig", "delv"})
# Channels no installer or package manager delivers code through: a DNS record, a bare socket (netcat,
# socat, telnet, `openssl s_client`). Code that arrives by one of them and is run is a dropper's.
COVERT_CHANNELS = DNS_LOOKUPS | {"nc", "ncat", "netcat", "socat", "telnet", "s_client"}
NETWORK_SOURCES = frozenset(
    {"curl", "wget", "fetch", "nc", "ncat", "netcat", "socat", "http", "https", "xh", "aria2c",
     "lynx", "links", "w3m", "telnet", "ssh", "scp", "gh", "iwr", "irm"}
) | DNS_LOOKUPS
# An env file sourced into the shell (`set -a; . ./.env.test; set +a`, `source .env.production`) is the
# file of the environment its name says (dotenv's `.env.NAME`, `.env.NAME.local`, `NAME.env`): the model
# records that name under a key no shell variable can have, for the rules that ask which environment a
# command runs in.
SOURCED_ENVIRONMENT = "dotenv:environment"
_ENV_FILE_NAME = lazy_compile(r"(?:^|/)(?:\.env\.([A-Za-z]+)(?:\.local)?|([A-Za-z]+)\.env)$")


def dotenv_environment(path: str) -> str | None:
    """The environment an env file is named for (`./.env.test` -> `test`), lower-cased; None for any
    other file (`.env` itself names none)."""
    match = _ENV_FILE_NAME.search(path)
    return (match.group(1) or match.group(2)).lower() if match else None


# Embedded database clients: the database runs in their process, and their first operand is its file.
EMBEDDED_SQL_CLIENTS = frozenset({"sqlite3", "sqlite", "duckdb", "litecli"})
DECODERS = frozenset({"base64", "base32", "basenc", "xxd", "openssl", "gzip", "gunzip", "zcat", "rev", "tr"})
NETWORK_WORD = lazy_compile(
    r"(?:^|[\s|;&(`])(" + "|".join(sorted(NETWORK_SOURCES - {"http", "https"} | {"s_client"})) + r")\s"
)


UNSET = object()  # a state table's key that is absent (not the same as a value not known statically)


def normalize_name(word: str) -> str:
    """How a rule should see a command name: basename, no `.exe`, lower case.

    Lower case because a case-insensitive filesystem (macOS, Windows) runs `GIT` as `git`.
    """
    name = word
    if "/" in name or "\\" in name:
        name = name.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1] or word
    name = name.lower()
    if name.endswith(".exe") and len(name) > 4:
        name = name[:-4]
    return name


def looks_dynamic(word: str) -> bool:
    return word.startswith("$") or "`" in word or "$(" in word


@dataclass(frozen=True, slots=True)
class Ctx:
    """Where a command runs: nesting depth, how it was reached, on which host, with what rights, and
    whether in a background job (`X &`), which runs alongside the rest of the line."""

    depth: int = 0
    via: tuple[str, ...] = ()
    remote: str | None = None
    privileged: bool = False
    background: bool = False

    def nested(self, label: str, *, privileged: bool = False) -> Ctx:
        return Ctx(self.depth + 1, (*self.via, label), self.remote, privileged or self.privileged,
                   self.background)

    def elsewhere(self, label: str, remote: str) -> Ctx:
        return Ctx(self.depth + 1, (*self.via, label), remote, False, self.background)


@dataclass(frozen=True, slots=True)
class Stdin:
    """What a command reads on stdin: literal text when the command line holds it."""

    text: str | None = None
    kind: str = "none"  # none | pipe | heredoc | herestring | file
    upstream: tuple[str, ...] = ()
    # `cat FILE | …`: the one file whose whole text the pipe carries, read as `… < FILE` would be
    whole_file: str | None = None


NO_STDIN = Stdin()
