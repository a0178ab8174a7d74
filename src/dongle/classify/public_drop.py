"""Data handed to a public drop: what is sent to an anonymous file drop, a paste site, a request bin or
a tunnel's public address is readable by whoever holds (or guesses, or is sent) the link.

Where it goes decides nothing on its own: a build artifact, a log or a test ping sent there is shared
on purpose, a pause as any upload is. What is sent decides: the contents of a database (a dump, a
client's rows, a database file), the accounts of an application's users (an auth export), an app's
private data pulled off a device (`adb shell run-as PKG …`, `/data/data/PKG`), the environment, a
stored secret a program prints, or a file of the home's configuration (a dot-file or a dot-directory's
file: tools keep tokens and connection profiles there, whether or not a rule knows the tool).
Published that way they cannot be called back (stop).

The same account export of a production project written to a local file (`firebase auth:export
users.json --project acme-prod`) is every real user's login with its password hash on the disk of
whoever ran it: a human confirms it (pause); a development project's test accounts go, as a dump of a
development database does.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from dongle.assessment import Assessment
from dongle.classify.drop_sources import sent_from_beyond
from dongle.classify.leaving_content import catcher_host, content_uploaded, printed_content
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.paths import PathInfo
from dongle.rules.facts import DATABASE_CLIENTS, Facts, prints_app_environment

_SECRET = frozenset({"credential", "project_secret", "system_auth"})
_DUMPERS = frozenset({"pg_dump", "pg_dumpall", "mysqldump", "mariadb-dump", "mongodump", "mongoexport",
                      "cqlsh", "redis-cli", "influx", "neo4j-admin", "bq", "sqlcmd", "bcp"})
_ENV_DUMPERS = frozenset({"env", "printenv"})
# Programs that print an object of a storage service (`gsutil cat`, `aws s3 cp URI -`, `rclone cat`).
_OBJECT_READERS = frozenset({"gcloud", "gsutil", "aws", "az", "rclone", "mc", "s3cmd", "hdfs", "hadoop",
                             "azcopy", "b2", "oci"})
# A file named as a database, its dump or its backup (`users.db`, `shop.sqlite3`, `prod.dump`).
_DATA_FILE = lazy_compile(
    r"(?i)\.(?:db|sqlite3?|sql|dump|bson|bak|realm|mdb|accdb|rdb)(?:\.(?:gz|xz|bz2|zst|zip))?$")
# A table named for the people (or their money) a business keeps records of: `customers.csv`,
# `users_2024.parquet`, `patients.jsonl`, `payments-export.xlsx`.
_PEOPLES_RECORDS = lazy_compile(
    r"(?i)(?:^|[/_.-])(?:customers?|users?|patients?|employees?|members?|accounts?|contacts?|clients?"
    r"|subscribers?|students?|leads|orders|payments|transactions|cardholders?|payroll|staff|ssns?)"
    r"(?:[_.-][\w.-]*)?\.(?:csv|tsv|json|jsonl|ndjson|parquet|xlsx?|xml)(?:\.(?:gz|xz|bz2|zst|zip))?$")
# Words that mark a table as made up for tests or examples, not anyone's records.
_MADE_UP = lazy_compile(r"(?i)(?:^|[/_.-])(?:tests?|test-results|fixtures?|samples?|mock|fake|dummy|synthetic"
                        r"|seed|example|demo)(?:[/_.-]|$)")
# A subcommand that exports the accounts of a service's users (`auth:export`, `users export`,
# `export-users`, `accounts:export`).
_ACCOUNT_EXPORT = lazy_compile(
    r"^(?:(?:auth|users?|accounts?|members?|identities|logins?)[:_-]?export|"
    r"export[:_-]?(?:users?|accounts?|members?|identities|logins?))$")
_ACCOUNT_NOUNS = frozenset({"auth", "user", "users", "account", "accounts", "member", "members",
                            "identities"})
# An app's private storage on an Android device: `run-as PKG` opens it, /data/data and /data/user hold it.
_DEVICE_APP_DATA = lazy_compile(r"(?:^|\s|['\"])(?:run-as\s|/data/(?:data|user(?:_de)?)/)")
_DEVICE_TOOLS = frozenset({"adb", "run-as"})


def exports_accounts(facts: Facts) -> bool:
    """`firebase auth:export`, `acme-cli users export`, `tool export-users`: the service's accounts."""
    words = facts.lowered_positionals[:3]
    if any(_ACCOUNT_EXPORT.match(w) for w in words[:2]):
        return True
    return any(a in _ACCOUNT_NOUNS and b == "export" for a, b in itertools.pairwise(words))


# A subcommand that lists a service's user or customer accounts (`wp user list`, `users:list`,
# `list-customers`): its rows are people's logins, addresses and, asked for, password hashes.
_ACCOUNT_LISTING = lazy_compile(
    r"^(?:(?:users?|accounts?|members?|customers?|subscribers?)[:_-]?(?:list|ls)|"
    r"list[:_-]?(?:users?|accounts?|members?|customers?|subscribers?))$")
_LISTED_NOUNS = frozenset({"user", "users", "account", "accounts", "member", "members", "customer",
                           "customers", "subscriber", "subscribers"})


def lists_accounts(facts: Facts) -> bool:
    """`wp user list`, `acme users:list`, `tool list-customers`: the accounts of the service's people."""
    words = facts.lowered_positionals[:3]
    if any(_ACCOUNT_LISTING.match(w) for w in words[:2]):
        return True
    return any(a in _LISTED_NOUNS and b in ("list", "ls") for a, b in itertools.pairwise(words))


def _device_app_data(facts: Facts) -> bool:
    """A command run on an Android device that reads an app's private storage."""
    if facts.name not in _DEVICE_TOOLS and not (facts.inv.remote or "").startswith("adb"):
        return False
    return facts.name == "run-as" or any(_DEVICE_APP_DATA.search(" " + a) for a in facts.inv.args)


def _what_it_prints(feeder: Facts) -> str | None:
    """What a program writing into the pipe carries, when it is data or a secret."""
    if feeder.prints_secret:
        return f"a stored secret (`{feeder.name}`)"
    if feeder.name in _ENV_DUMPERS and not feeder.parsed.positionals:
        return "the environment, with its secrets"
    if prints_app_environment(feeder.name, feeder.inv.args):
        return f"an application's environment, with its secrets (`{feeder.name}`)"
    if exports_accounts(feeder) or lists_accounts(feeder):
        return f"the accounts of the service's users (`{feeder.name}`)"
    if feeder.name in _DUMPERS or feeder.name in DATABASE_CLIENTS:
        return f"a database's contents (`{feeder.name}`)"
    if _device_app_data(feeder):
        return "an app's private data from a device"
    if picks_credentials(feeder):
        return f"the credentials a filter picks out of what it reads (`{' '.join(feeder.inv.argv)[:60]}`)"
    held = _container_files(feeder)
    if held:
        return held
    content = printed_content(feeder)
    if content:
        return content
    if feeder.name in _OBJECT_READERS and feeder.production and (
            "cat" in feeder.lowered_positionals[:3] or "-" in feeder.inv.args):
        # `gcloud storage cat gs://acme-prod-exports/users.csv`: production's stored data, printed
        return f"production data read from storage ({feeder.production[0]})"
    for info in feeder.operand_paths:
        found = _data_file(info, feeder.home)
        if found:
            return found
    return None


# A line filter's pattern that names a credential (a bearer token's header, a password, a secret, an
# API key, a key's or token's own shape): the lines it keeps are the ones that carry one.
_CREDENTIAL_PATTERN = lazy_compile(
    r"(?i)authori[sz]ation|bearer|passw(?:or)?d|secret|\btoken|api[_-]?key|private[ _-]?key|x-api-key|"
    r"AKIA|ghp_|glpat-|xox[abpr]-|sk_live_")
_LINE_FILTERS = frozenset({"grep", "egrep", "fgrep", "zgrep", "rg", "ag", "ack"})
# options that make a filter print no matched line: counts, file names, silence, or the lines without it
_NO_MATCHED_LINES = frozenset({"-c", "--count", "-l", "--files-with-matches", "-L", "--files-without-match",
                               "-q", "--quiet", "--silent", "-v", "--invert-match"})


def picks_credentials(feeder: Facts) -> bool:
    """`grep -i 'authorization: bearer'`, `rg -i 'password='`: a filter that keeps the lines carrying a
    credential, whatever it reads (a service's logs, a config): what it prints is the credentials.
    Counting them, naming the files or keeping the other lines (`-c`, `-l`, `-v`) prints none."""
    if feeder.name not in _LINE_FILTERS:
        return False
    args = feeder.inv.args
    if any(a in _NO_MATCHED_LINES or (a.startswith("-") and not a.startswith("--") and any(
            c in a[1:] for c in "clLqv")) for a in args):
        return False
    return any(_CREDENTIAL_PATTERN.search(a) for a in args if not a.startswith("--"))


def _container_files(feeder: Facts) -> str | None:
    """`docker cp vaultwarden:/data -`: a running container's files streamed out as a tar, the service's
    stored data (its database, its users' files, its keys), unless the folder is only what it logs or
    regenerates (`app:/app/logs`, `/tmp`, a build's output)."""
    if feeder.name not in _CONTAINER_CLIS or feeder.lowered_positionals[:1] != ("cp",):
        return None
    words = feeder.parsed.positionals[1:]
    if len(words) != 2 or words[1] != "-" or ":" not in words[0]:
        return None
    container, _, inside = words[0].partition(":")
    if not container or _THROWAWAY_FOLDER.search(inside):
        return None
    return f"a running container's stored files ({words[0]})"


_CONTAINER_CLIS = frozenset({"docker", "podman", "nerdctl", "kubectl", "oc"})
# Folders of what a service logs, caches or builds: sharing them is sharing output, not data.
_THROWAWAY_FOLDER = lazy_compile(r"(?i)(?:^|/)(?:logs?|tmp|temp|cache|\.cache|coverage|dist|build|reports?"
                                 r"|test-results|artifacts)(?:/|$)")


# A home's configuration (a dot-file, or a file in a dot-directory, of the home): where tools keep their
# tokens and connection profiles (`~/.dbt/profiles.yml`, `~/.snowsql/config`, `~/.bashrc`'s exports)
# whether or not this project knows the tool. Caches and history-free data folders are not configuration.
_HOME_CONFIGURATION = lazy_compile(r"^\.(?!cache/|npm/|m2/repository/|gradle/caches/|local/share/Trash/)[^/]")


def _home_configuration(info: PathInfo, home: str) -> bool:
    path = info.path or ""
    if info.region not in ("home", "home_data") or info.regenerable or not path.startswith(home + "/"):
        return False
    return bool(_HOME_CONFIGURATION.match(path[len(home) + 1:]))


def _data_file(info: PathInfo, home: str = "") -> str | None:
    if info.sensitivity in _SECRET:
        return f"a secret file ({info.raw})"
    if home and _home_configuration(info, home):
        return f"a file of the home's configuration ({info.raw}), where tools keep their tokens"
    if _DATA_FILE.search(info.raw or "") and info.region not in ("scratch", "pseudo"):
        return f"a database file ({info.raw})"
    if _PEOPLES_RECORDS.search(info.raw or "") and info.region != "pseudo" and not _MADE_UP.search(info.raw):
        return f"a table of people's records ({info.raw})"
    return None


def _sent_data(facts: Facts, earlier: Sequence[Facts]) -> str | None:
    """What this sender uploads that is data: a file it is given (or one an earlier part of the line
    filled with data), or what is piped into it (through compressors and encoders: the feeders'
    feeders, a pipeline back, bounded)."""
    for info in facts.upload_paths:
        found = _data_file(info, facts.home)
        if found:
            return found
    found = content_uploaded(facts, earlier)
    if found:
        return found
    for op, info in facts.redirect_paths:
        found = _data_file(info, facts.home) if op == "<" else None
        if found:
            return found
    if not facts.uploads_stdin:
        return None
    feeders, seen = list(facts.feeders), 0
    while seen < len(feeders) and seen < 64:
        found = _what_it_prints(feeders[seen])
        if found:
            return found
        feeders.extend(feeders[seen].feeders)
        seen += 1
    return None


def data_to_public_drop(facts: Facts, subject: str, earlier: Sequence[Facts] = ()) -> Assessment | None:
    """Data or a secret uploaded to a public drop or a request catcher (stop); anything else sent there
    is left as it is. `earlier` are the parts of the line before this one."""
    drop = catcher_host(facts)
    if drop is None:
        return None
    # (what it recognises by kind first; then what comes from beyond the workspace: drop_sources.py)
    what = _sent_data(facts, earlier) or sent_from_beyond(facts)
    if what is None:
        return None
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=(f"sends {what} to {drop}, a public drop anyone with the link can read: it is published "
                 "[net.data-to-public-drop]",),
        rules=("net.data-to-public-drop",),
        safer_alternative="Share data through the organisation's own storage with access control, and "
        "never share a secret; send a redacted sample if someone needs to see the shape.",
        recovery="Delete the upload if the drop allows it, rotate any secret in it and treat the data "
        "as disclosed.")


def accounts_exported(facts: Facts, subject: str) -> Assessment | None:
    """An export of a production service's user accounts to a file on this machine (pause); a
    development project's test accounts are what a dump of a dev database is (go)."""
    if not facts.production or not exports_accounts(facts):
        return None
    return assess(
        DangerLevel.DESTRUCTIVE, kind="command", subject=subject, factors=(
            f"`{facts.name}` exports the service's user accounts (with their password hashes or login "
            "details) to a file here [cred.accounts-exported]",),
        rules=("cred.accounts-exported",),
        safer_alternative="Export only the fields you need, from a non-production project, and keep the "
        "file encrypted where the data owner agreed.",
        recovery="Delete the exported file securely and tell the data owner it was made.")
