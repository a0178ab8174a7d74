"""Facts about one invocation that rules match on, computed once and only when a rule asks.

Rules never look at the raw command line: they ask for normalised flags (`rm -rf` = `-fr` =
`-r -f` = `--recursive --force`), positional operands, classified paths, SQL effects, inline
interpreter code and production signals. Each is derived here from the parsed `Invocation`.
"""

from __future__ import annotations

import itertools
import os
import posixpath
import re
from collections.abc import Mapping
from contextvars import ContextVar, Token
from dataclasses import dataclass, field, replace
from fnmatch import fnmatchcase, translate
from functools import lru_cache
from stat import S_ISLNK
from types import MappingProxyType
from typing import NamedTuple

from dongle.classify.history_cut import history_cut
from dongle.classify.sql import EXPENDABLE_TABLE, WHERE_EVERYTHING, normalise_mutations
from dongle.frozen import kept
from dongle.lazy_regex import lazy_compile
from dongle.paths import (
    PROJECT,
    SCRATCH,
    SCRATCH_DIRS,
    UNKNOWN,
    PathInfo,
    classify_path,
    is_regenerable_name,
    is_user_home,
    looks_like_path,
)
from dongle.rules.find_expr import find_operands, follows_links, guarded_actions
from dongle.rules.selectors import SITE_ALIAS_TOOLS, SITE_COPIES, live_selectors
from dongle.shell.context import EMBEDDED_SQL_CLIENTS, SOURCED_ENVIRONMENT
from dongle.shell.model import Invocation


@dataclass(frozen=True)
class CommandSpec:
    """How one command spells its options, so flags and operands can be told apart.

    values: options that take a value (`-n 19`, `--namespace prod`, `-bfeature`).
    aliases: spellings folded onto one name (`--recursive` -> `-r`).
    long_values: every `--long` option takes the next word as its value unless listed in `bools`
                 (aws, gcloud, az style).
    single_dash: `-name`, `-auto-approve` are whole words, never clusters of short flags.
    """

    values: frozenset[str] = frozenset()
    aliases: Mapping[str, str] = field(default_factory=dict)
    long_values: bool = False
    bools: frozenset[str] = frozenset()
    single_dash: bool = False


EMPTY_SPEC = CommandSpec()


def _short_cluster(arg: str) -> bool:
    """`-rf`, `-xzf`: a dash and two or more ASCII letters or digits (what `^-[A-Za-z0-9]{2,}$` matched,
    a newline at the very end allowed as `$` allows it), read with string methods: asked of nearly
    every option word a line holds, the regex cost more than the rest of the test."""
    body = arg[1:-1] if arg[-1:] == "\n" else arg[1:]
    return arg[:1] == "-" and len(body) >= 2 and body.isascii() and body.isalnum()


# chmod's own options (GNU and BSD), which come before the mode; anything else is the mode.
_CHMOD_OPTIONS = frozenset({"-R", "-f", "-v", "-c", "-h", "-H", "-L", "-P", "-Rf", "-fR", "-Rv", "-vR", "-Rc",
                            "-cR"})


class ParsedArgs(NamedTuple):
    """An invocation's arguments as a rule sees them (a named tuple: built for every invocation,
    and a frozen dataclass took longer to build than the parse itself)."""

    positionals: tuple[str, ...]
    flags: frozenset[str]
    values: Mapping[str, tuple[str, ...]]
    words: frozenset[str]  # every argument, plus `--opt=value` spellings of option values


def parse_args(args: tuple[str, ...], spec: CommandSpec, command: str | None = None) -> ParsedArgs:
    """Split arguments into normalised flags, option values and positional operands. `command`, the
    command word as written, is counted among the words (`./deploy.sh production` names a deploy)."""
    positionals: list[str] = []
    flags: set[str] = set()
    values: dict[str, list[str]] = {}
    words: set[str] = set(args)
    if command is not None:
        words.add(command)
    if "\0-" not in "\0" + "\0".join(args):
        # no word starts with a dash (`git push origin main`, `cat a b`): every one is an operand, and
        # there is no flag, option value or `--` (what the loop below would find, word by word)
        return ParsedArgs(tuple(args), frozenset(), {}, frozenset(words))
    alias = spec.aliases
    takes_value = spec.values
    i, n, ended = 0, len(args), False
    # An option's value is the rest of its word or the next word (none at the end of the line). Written
    # out where it is taken, not as a nested function: one made per call, with `i` shared into it,
    # slowed every step of this loop, which runs for nearly every part judged.
    while i < n:
        arg = args[i]
        if ended or arg[:1] != "-" or len(arg) < 2:
            positionals.append(arg)
        elif arg == "--":
            ended = True
            flags.add("--")
        elif arg[1] == "-":
            name, eq, value = arg.partition("=")
            name = alias.get(name, name)
            flags.add(name)
            if eq:
                values.setdefault(name, []).append(value)
                words.add(f"{name}={value}")
            elif (name in takes_value or (
                spec.long_values and name not in spec.bools and i + 1 < n and not args[i + 1].startswith("-")
            )) and i + 1 < n:
                i += 1
                values.setdefault(name, []).append(args[i])
                words.add(f"{name}={args[i]}")
        elif not spec.single_dash and _short_cluster(arg) and not arg[1:].isdigit():
            for j, ch in enumerate(arg[1:]):
                short = "-" + ch
                name = alias.get(short, short)
                flags.add(name)
                if short in takes_value:
                    rest = arg[2 + j :]
                    if rest or i + 1 < n:
                        if not rest:
                            i += 1
                            rest = args[i]
                        values.setdefault(name, []).append(rest)
                        words.add(f"{name}={rest}")
                    break
        else:
            name, eq, value = arg.partition("=")
            name = alias.get(name, name)
            flags.add(name)
            if eq:
                values.setdefault(name, []).append(value)
                words.add(f"{name}={value}")
            elif arg in takes_value and i + 1 < n:
                i += 1
                values.setdefault(name, []).append(args[i])
                words.add(f"{name}={args[i]}")
        i += 1
    return ParsedArgs(
        tuple(positionals), frozenset(flags), {k: tuple(v) for k, v in values.items()} if values else {},
        frozenset(words)
    )


# --- production targets -------------------------------------------------------------------------

_PROD_TOKENS = frozenset({"prod", "production", "prd", "live-prod", "mainnet"})
_TOKEN_SPLIT = lazy_compile(r"[^a-z0-9]+")
PROD_ENV_VARS = (
    "KUBECONFIG",  # a kubeconfig file named for production selects the production cluster
    "AWS_PROFILE",
    "AWS_DEFAULT_PROFILE",
    "GOOGLE_CLOUD_PROJECT",
    "CLOUDSDK_CORE_PROJECT",
    "AZURE_SUBSCRIPTION",
    "RAILS_ENV",
    "RACK_ENV",
    "ASPNETCORE_ENVIRONMENT",  # .NET: selects appsettings.Production.json and its connection strings
    "DOTNET_ENVIRONMENT",
    "NODE_ENV",
    "APP_ENV",
    "ENV",
    "ENVIRONMENT",
    "STAGE",
    "MIX_ENV",
    "FLASK_ENV",
    "DJANGO_ENV",
    # `config.settings.production`: Django's settings module picks the database it connects to
    "DJANGO_SETTINGS_MODULE",
    "DEPLOY_ENV",
    "TF_WORKSPACE",
    "PGHOST",
    "PGDATABASE",
    "PGSERVICE",
    "DATABASE_URL",
    # a DSN handed to a migration or app binary through its environment (`DB_DSN=postgres://…prod…`)
    "DB_DSN",
    "DATABASE_DSN",
    "DSN",
    "DB_URL",
    "DB_HOST",
    "MYSQL_HOST",
    "REDIS_URL",
    "REDIS_HOST",
    "MONGO_URL",
    "MONGODB_URI",
    "KUBECONTEXT",
    "KUBE_CONTEXT",
    "AWS_PROFILE",
    "CLOUDSDK_CORE_PROJECT",
    "GOOGLE_CLOUD_PROJECT",
    "PULUMI_STACK",
    "AZURE_RESOURCE_GROUP",
    "HEROKU_APP",
    # the Docker or Podman engine the client drives: a production host's containers and volumes
    "DOCKER_HOST",
    "DOCKER_CONTEXT",
    "CONTAINER_HOST",
)
_PROD_ENV_NAMES = frozenset(PROD_ENV_VARS)
# Variable names that hold a data store's connection (`…_DSN`, `…_DATABASE_URL`, `…_DB_HOST`, `…_URI`).
# A service's address by the name its client reads (`CONSUL_HTTP_ADDR`, `VAULT_ADDR`, `ETCDCTL_ENDPOINTS`,
# `KAFKA_BOOTSTRAP_SERVERS`) says where the client acts as a connection string does.
_CONNECTION_VAR = lazy_compile(r"(?:^|_)(?:DSN|DATABASE(?:_URL|_HOST)?|DB(?:_URL|_HOST)?|URI|CONN(?:ECTION)?"
                               r"(?:_STR(?:ING)?)?|ADDR(?:ESS)?|ENDPOINTS?|BROKERS|BOOTSTRAP_SERVERS)$")
# Tools whose commands act on a local copy (an emulator, a local stack) by default, and the flags that
# point them at the hosted project its users use: `wrangler d1 execute --remote`, `supabase db reset
# --linked`.
HOSTED_COPY_FLAGS = {"wrangler": ("--remote",), "supabase": ("--linked",)}
# The same tools told to work on the developer's local copy: a production name then only says which hosted
# database that copy mirrors (`wrangler d1 execute shop-prod --local`), nothing hosted is touched
LOCAL_COPY_FLAGS = {"wrangler": ("--local",), "supabase": ("--local",)}
# Infrastructure tools whose state (the stack they change) is the directory they run in.
IAC_TOOLS = frozenset({"terraform", "tofu", "terragrunt", "terraform.exe"})
_VAR_REF = lazy_compile(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)")


# Programs that run a command where an application runs (a pod, a container, a host, a hosting platform's
# machine: `kubectl exec … -- env`, `fly ssh console -C env`, `heroku run printenv`): told to print the
# environment there, they print that application's secrets (its database password, its API keys),
# whichever environment the application is.
APP_ENV_HOSTS = frozenset({"kubectl", "oc", "docker", "podman", "ssh", "flyctl", "fly", "heroku", "railway",
                           "render", "az", "gcloud", "aws", "nomad", "cf"})
# The words with which such a program is told to print the environment (`env`, `printenv`, `-C
# "printenv"`, `cat /proc/1/environ`, `cat .env`).
APP_ENV_WORDS = ("printenv", "env", "*printenv*", "*/proc/1/environ*", "*cat .env*", "*cat /app/.env*",
                 "env | *", "env;*")
# The words as one pattern, matched as `fnmatchcase` matches each (case kept, the whole word): one regex
# call per argument, where a `fnmatchcase` per argument and word cost ≈0.6 µs each (eight per argument of
# every `docker`, `kubectl`, `ssh` or `aws` part whose secrets are asked about)
_APP_ENV_WORD = lazy_compile("|".join(f"(?:{translate(w)})" for w in APP_ENV_WORDS))


def prints_app_environment(name: str, args: tuple[str, ...]) -> bool:
    """`fly ssh console -a acme-staging -C env`, `ssh web-1 printenv`: the program runs a command where an
    application runs, and the command prints the environment there (its secrets)."""
    return name in APP_ENV_HOSTS and any(map(_APP_ENV_WORD.match, args))


def names_production(text: str) -> bool:
    """True when a word names a production target (`db.prod.acme.io`, `app_production`, `-n prod`), or
    an upper-case system name ends in PROD or PRD, as mainframe, SAP and Windows estates name theirs
    (`CLMPROD`, `DB2PRD01`, `SQLPROD-Nightly`; not `PRODUCT`)."""
    lowered = text.lower()
    if "prod" not in lowered and "prd" not in lowered and "mainnet" not in lowered:
        return False
    return any(token in _PROD_TOKENS for token in _TOKEN_SPLIT.split(lowered)) or (
        _CAPS_PRODUCTION.search(text) is not None)


# An upper-case name whose last part is PROD or PRD (a digit suffix allowed), standing alone.
_CAPS_PRODUCTION = lazy_compile(r"(?<![A-Za-z0-9])[A-Z][A-Z0-9]*(?:PROD|PRD)\d*(?![A-Za-z0-9])")


# Words that name a production system by its role rather than its environment: the primary (writer)
# database, a `-master` node, the `live` cluster. A word that also names another environment
# (`staging-db-primary`) or a copy (`replica`) is not production.
_ROLE_TOKENS = frozenset({"primary", "master", "live"})
OTHER_ENV_TOKENS = frozenset({"dev", "development", "staging", "stage", "stg", "test", "testing", "qa",
                               "uat", "sandbox", "local", "localhost", "preview", "demo", "ci", "replica",
                               "standby", "e2e", "tmp", "scratch"})
_NAME_WORD = lazy_compile(r"[a-z0-9][\w.:@-]*")
_DSN_HOST = lazy_compile(r"(?:^|[\s;])host=([\w.-]+)")
# Where such a role word names the system acted on: data-store clients and cloud and cluster tools,
# whose hosts, contexts and resources are systems (a git branch `master` is not one).
CLOUD_CLIS = frozenset({"aws", "gcloud", "az", "gsutil", "doctl", "hcloud", "linode-cli", "scw", "oci",
                        "openstack", "vultr-cli", "exo", "upctl", "civo", "ibmcloud", "aliyun", "tccli"})
_ROLE_NAMED_TOOLS = CLOUD_CLIS | {
    "kubectl", "oc", "k", "helm",  # clusters
    "heroku", "fly", "flyctl", "vercel", "netlify", "railway", "render", "supabase",  # hosting platforms
    "pg_restore", "mongorestore", "cqlsh", "pgcli", "mycli", "influx", "clickhouse",  # data-store tools
    "curl", "wget", "http", "https", "xh",  # HTTP APIs of data stores (`DELETE es-master:9200/idx`)
    # migration tools, pointed at a database server by URL (`flyway -url=jdbc:…//pg-primary…`)
    "flyway", "liquibase", "goose", "dbmate", "migrate", "sqlx", "diesel", "atlas", "typeorm", "mikro-orm",
    "sql-migrate",
}


def _points_at_production(var: str, value: str) -> bool:
    """An environment entry that points a command at production beyond the well-known variables:
    handed production's password or address by name (`PGPASSWORD=$PROD_PG_PW`), or a connection the
    program reads by a name of its own (`FEATURE_STORE_DSN`, `ORDERS_DATABASE_URL`) whose value
    names production."""
    if value.startswith("$"):
        return names_production(value)
    return bool(_CONNECTION_VAR.search(var)) and var not in _PROD_ENV_NAMES and names_production(value)


@lru_cache(maxsize=64)
def _production_settings(env: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """The entries of an environment that point a command at production (`_points_at_production`),
    as `VAR=value`, in its order. They read the environment alone, which every part of a line shares,
    and an agent's has dozens of entries: asked once per environment rather than once per part and
    entry (a five-part pipeline under a hook's environment spent a quarter of its time here)."""
    return tuple(f"{var}={value}" for var, value in env if _points_at_production(var, value))


@lru_cache(maxsize=4096)
def names_production_role(word: str) -> bool:
    """True when a host, context or resource name names production by its role (`db-primary.acme.io`,
    `--context live-eu`, `redis-master`). Paths and statements are not names: a word with `/` counts
    only by its URL's host. Kept per word: it reads the word alone, and every argument of every data-store,
    cloud and cluster part asks it (two regexes each), while such lines repeat their words (`-d`,
    `app_dev`, `--namespace`)."""
    value = (word.partition("=")[2] if word.startswith("-") else word).lower()
    if value.startswith("jdbc:"):  # a JDBC URL wraps the database's own (`jdbc:postgresql://host/db`)
        value = value[5:]
    if "host=" in value:  # a key=value connection string (`host=db-primary.acme.io dbname=app`)
        found = _DSN_HOST.search(value)
        value = found.group(1) if found else ""
    elif "://" in value:
        value = url_host(value) or ""
    if not _NAME_WORD.fullmatch(value):
        return False
    tokens = set(_TOKEN_SPLIT.split(value))
    return not tokens.isdisjoint(_ROLE_TOKENS) and tokens.isdisjoint(OTHER_ENV_TOKENS)


# --- network hosts ------------------------------------------------------------------------------

_URL_HOST = lazy_compile(r"^(?:[a-z][a-z0-9+.-]*://)?(?:[^@/\s]*@)?(\[[^\]]+\]|[^:/\s?#]+)", re.I)
_HOST_PATH = lazy_compile(r"^[\w.-]+(:\d+)?(/|$)")
_HTTPIE_FILE = lazy_compile(r"^[\w-]*@[^@]+$")
_REMOTE_DEST = lazy_compile(r"^[^/]*:")
# Object stores: a local file copied to one of these leaves the machine.
_BUCKET_TOOLS = frozenset({"aws", "gsutil", "gcloud", "s3cmd", "mc", "azcopy"})
_BUCKET_URL = lazy_compile(r"^(?:s3|gs|az|r2|oss|cos)://|^https://[^/]+\.(?:blob\.core\.windows\.net|s3[.-])")
_IPV4 = lazy_compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")
_LOCAL_HOSTS = ("localhost", "127.0.0.1", "0.0.0.0", "::1", "[::1]", "host.docker.internal")
URL_SHORTENERS = frozenset(
    {
        "bit.ly",
        "tinyurl.com",
        "t.co",
        "goo.gl",
        "is.gd",
        "ow.ly",
        "cutt.ly",
        "rebrand.ly",
        "shorturl.at",
        "buff.ly",
        "rb.gy",
        "tiny.cc",
        "v.gd",
    }
)


# Paste and anonymous file-drop sites: anyone can put text there, under a name nobody vouches for.
PASTE_HOSTS = frozenset({
    "pastebin.com", "paste.ee", "paste.rs", "hastebin.com", "hastebin.skyra.pw", "ghostbin.co", "termbin.com",
    "dpaste.com", "dpaste.org", "rentry.co", "rentry.org", "controlc.com", "pastes.io", "paste.c-net.org",
    "0x0.st", "transfer.sh", "ix.io", "sprunge.us", "privatebin.net", "justpaste.it", "paste.sh", "bpa.st",
    "katb.in"})


# Where what is sent is public to whoever holds the link: anonymous file drops and paste sites, request
# bins that show every request to their owner, and tunnels that give someone's machine a public name.
PUBLIC_DROPS = PASTE_HOSTS | frozenset({
    "file.io", "temp.sh", "bashupload.com", "oshi.at", "catbox.moe", "litterbox.catbox.moe", "gofile.io",
    "tmpfiles.org", "anonfiles.com", "pixeldrain.com", "uguu.se", "wetransfer.com", "keep.sh", "filebin.net",
    "webhook.site", "requestbin.com", "requestbin.net", "requestbin.io", "pipedream.net", "beeceptor.com",
    "hookbin.com", "hookb.in", "requestcatcher.com", "postb.in", "ptsv2.com", "ptsv3.com", "webhook.cool",
    "mockbin.org",
    "ngrok.io", "ngrok-free.app", "ngrok.app", "ngrok.dev", "trycloudflare.com", "loca.lt", "serveo.net",
    "localhost.run", "lhr.life", "pinggy.link", "pinggy.online", "bore.pub", "localtunnel.me",
    "telebit.cloud"})


def public_drop(host: str) -> bool:
    """`transfer.sh`, `abc.m.pipedream.net`, `x1y2.ngrok-free.app`: the host or a name under one."""
    host = host.lower().rstrip(".")
    while True:
        if host in PUBLIC_DROPS:
            return True
        _, dot, host = host.partition(".")
        if not dot or "." not in host:
            return False


def untrusted_host(host: str) -> bool:
    """A host whose content nobody vouches for: a bare IP address, a URL shortener (the address hides
    where it leads), or a paste site (anyone may post there)."""
    return is_raw_ip(host) or host in URL_SHORTENERS or host in PASTE_HOSTS


# A bare word ending in a source or data file's suffix that no top-level domain has is a file:
# `k6 run load.js`, `hey -m POST -D body.json` name files, not hosts
_FILE_NAME = lazy_compile(r"^[\w.-]+\.(?:js|mjs|cjs|jsx|ts|tsx|json|jsonl|ya?ml|toml|txt|csv|tsv|log|lua"
                          r"|java|kt|ini|cfg|conf|lock|gz|tgz|zip|tar|sql|proto|graphql|html?|css|scss|env|ipynb)$",
                          re.I)


def url_host(word: str) -> str | None:
    """The host a URL-like word points at (`https://x.io/a`, `user@host:path`, `host:8080/x`)."""
    if "://" not in word and (not _HOST_PATH.match(word) or _FILE_NAME.match(word)):
        return None
    match = _URL_HOST.match(word)
    if not match:
        return None
    host = match.group(1).lower()
    return host if ("." in host or host in _LOCAL_HOSTS or "://" in word) else None


def is_local_host(host: str) -> bool:
    return (
        host in _LOCAL_HOSTS
        or host.startswith("127.")
        or host.endswith((".local", ".localhost"))
        or host in ("db", "postgres", "redis", "mysql")
    )


def is_raw_ip(host: str) -> bool:
    return bool(_IPV4.match(host)) and not is_local_host(host)


_PRIVATE_IPV4 = lazy_compile(r"^(?:10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)")


def is_public_ip(host: str) -> bool:
    """A bare address on the public internet: not loopback, and not a private range (10/8, 172.16/12,
    192.168/16), which is an organisation's own network as an internal-only domain is."""
    return is_raw_ip(host) and not _PRIVATE_IPV4.match(host)


# An address or range of the organisation's own network: loopback, the private ranges, link-local, with
# an optional prefix length or nmap's octet ranges (`192.168.1.0/24`, `10.0.0.1-254`).
_OWN_NETWORK_TARGET = lazy_compile(
    r"^(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.)[\d.\-,*]*(?:/\d{1,2})?$|"
    r"^(?:localhost|::1)$")


# The shortest prefix length that keeps a range inside each private block (`10.0.0.0/1` is half the
# internet, not the organisation's network).
_OWN_NETWORK_PREFIXES = (("127.", 8), ("10.", 8), ("192.168.", 16), ("169.254.", 16), ("172.", 12))


def own_network_target(word: str) -> bool:
    """A scan target on the user's own network (a private or loopback address or range, its prefix
    length no shorter than its private block's: 10/8, 172.16/12, 192.168/16)."""
    if not _OWN_NETWORK_TARGET.match(word):
        return False
    if "/" not in word:
        return True
    prefix = int(word.rsplit("/", 1)[1])
    least = next((length for start, length in _OWN_NETWORK_PREFIXES if word.startswith(start)), 33)
    return least <= prefix <= 32


# --- programs netcat and socat run for a peer ---

_SOCKET_EXEC_OPTIONS = frozenset({"-e", "-c", "--exec", "--sh-exec"})
# Programs whose output does not depend on what they read: a peer's bytes are never run.
_FIXED_REPLY_PROGRAMS = frozenset({"echo", "printf", "date", "true", "uptime", "hostname"})
_SHELL_OPERATORS = lazy_compile(r"[;&|<>`$(){}\n]")


def _socket_programs(args: tuple[str, ...]) -> list[str]:
    """The command texts `nc -e/-c`, `ncat --exec/--sh-exec` and socat's `EXEC:`/`SYSTEM:` run."""
    found: list[str] = []
    for i, word in enumerate(args):
        option, eq, value = word.partition("=")
        if option in _SOCKET_EXEC_OPTIONS:
            found.append(value if eq else (args[i + 1] if i + 1 < len(args) else ""))
        for address in word.split(",") if ":" in word else ():
            kind, _, text = address.partition(":")
            if kind.lower() in ("exec", "system"):
                found.append(text)
    return found


def _fixed_reply(text: str) -> bool:
    """`echo hello`, `/bin/date`: one fixed-output program with literal words. A substitution of one
    such program with literal words (`echo "HTTP/1.1 200 OK\\n\\n $(date)"`) is a fixed reply too: it
    prints the date, and reads nothing the peer sends."""
    text = _FIXED_SUBSTITUTION.sub(
        lambda m: "" if _fixed_reply(m.group(1) or m.group(2)) else m.group(0), text)
    words = text.strip().strip("'\"").split()
    if not words or _SHELL_OPERATORS.search(text):
        return False
    return words[0].rsplit("/", 1)[-1] in _FIXED_REPLY_PROGRAMS


# `$(date)`, `` `hostname` ``: a substitution with no nested one inside (its text is judged as above)
_FIXED_SUBSTITUTION = lazy_compile(r"\$\(([^()`$]*)\)|`([^`$()]*)`")


# --- SQL text -----------------------------------------------------------------------------------

_SQL_STRING = lazy_compile(r"'(?:[^']|'')*'|\"(?:[^\"\\]|\\.)*\"|--[^\n]*|/\*.*?\*/", re.S)
_SQL_EFFECTS = (
    ("drop_database", lazy_compile(r"\bdrop\s+(database|schema)\b")),
    ("drop_table", lazy_compile(
        r"\bdrop\s+(table|view|index|materialized\s+view|collection|function|type)\b")),
    # a table created over one of the same name (Snowflake's, BigQuery's, Databricks' `CREATE OR REPLACE
    # TABLE t AS …`): the old table's rows are dropped with it (a temporary one lives for the session)
    ("drop_table", lazy_compile(r"\bcreate\s+or\s+replace\s+(?:transient\s+)?table\b")),
    ("truncate", lazy_compile(r"\btruncate\b")),
    ("alter_drop", lazy_compile(r"\balter\s+table\b[^;]*\bdrop\b")),
    # TimescaleDB's deletes are functions a SELECT calls: `drop_chunks(t, older_than => now())` drops every
    # chunk of the hypertable, as a DELETE without WHERE does; with an older bound, the chunks before it
    # (rows of data, as a scoped DELETE); `add_retention_policy` schedules that drop to run for good
    ("delete_all", lazy_compile(r"\bdrop_chunks\s*\([^;]*?(?:older_than\s*=>\s*)?(?:now|current_timestamp|"
                              r"clock_timestamp|transaction_timestamp)\b(?:\s*\(\s*\))?\s*\)")),
    ("delete_some_data", lazy_compile(r"\bdrop_chunks\s*\(")),
    ("delete_some", lazy_compile(r"\badd_retention_policy\s*\(")),
    # any other change to rows or schema: harmless on a dev database, a change a human confirms on
    # production (`db.write-production`)
    ("write", lazy_compile(r"\b(?:insert\s+into|update\s+\S+\s+set|alter\s+table|create\s+"
                           r"(?:table|index|view|unique\s+index)|merge\s+into|upsert\s+into|replace\s+into)\b")),
    ("grant", lazy_compile(r"\b(grant|revoke)\b|\balter\s+(user|role)\b")),
    # other clients' sessions ended (their transactions rolled back), and server-wide settings changed
    ("terminate_sessions",
     # (by a column over pg_stat_activity: every session the filter picks; one literal pid or a
     # `KILL 48213` of one's own stuck query is a scoped act)
     lazy_compile(r"\bpg_terminate_backend\s*\(\s*[a-z_]")),
    # one session ended by its number (`pg_terminate_backend(48812)`, MySQL's `KILL 48812`): a scoped act,
    # the developer's own stuck query on their database, one live client cut off on production's
    ("terminate_one", lazy_compile(r"\bpg_terminate_backend\s*\(\s*\d|"
                                 r"^\s*kill\s+(?:connection\s+)?\d+\s*;?\s*$")),
    ("server_setting", lazy_compile(r"\bset\s+(?:global|persist)\b|\balter\s+system\s+set\b")),
    # the server's change log deleted: point-in-time recovery past it and replicas behind it are lost
    ("purge_logs", lazy_compile(
        r"\bpurge\s+(?:binary|master)\s+logs\b|\breset\s+(?:master|binary\s+logs)\b")),
    # a table's old versions deleted down to none kept (Delta's `VACUUM … RETAIN 0 HOURS`): every earlier
    # state of the table, its time travel and any restore from it, is gone
    ("purge_history", lazy_compile(r"\bvacuum\b[^;]*\bretain\s+0+(?:\.0+)?\s+hours?\b")),
)
# The database's own audit record switched off: pgaudit's setting set to none (or reset to it) server-
# or database-wide, the extension or a MySQL/MariaDB audit plugin removed, an audit variable turned
# off, a SQL Server audit stopped or dropped (matched before string literals are blanked: `'none'`)
_AUDIT_OFF = lazy_compile(
    r"\balter\s+(?:system|database\s+\S+|role\s+\S+)\s+(?:set\s+pgaudit\.log\s*(?:=|to)\s*'?none\b|"
    r"reset\s+pgaudit\.log\b)|"
    r"\bdrop\s+extension\s+(?:if\s+exists\s+)?\"?pgaudit\b|"
    r"\buninstall\s+(?:plugin|component)\s+\S*audit|"
    r"\bset\s+(?:global|persist)\s+(?:audit_log\w*|server_audit\w*)\s*=\s*'?(?:off|0|none|null|disabled?)\b|"
    r"\balter\s+server\s+audit\s+\S+\s+with\s*\(\s*state\s*=\s*off|\bdrop\s+server\s+audit\b|"
    r"\bnoaudit\s+all\b")


# Server settings whose off value lets a crash corrupt every table (PostgreSQL's fsync and full-page writes,
# InnoDB's doublewrite buffer): the data files themselves may be lost, not only the last transactions.
# Read before literals are blanked (`'off'` is one).
_DURABILITY_OFF = lazy_compile(
    r"\b(?:alter\s+system\s+set|set\s+(?:global|persist(?:_only)?))\s+(?:fsync|full_page_writes|"
    r"innodb_doublewrite)\s*(?:=|to)\s*'?(?:off|false|0|no)\b")
# A store's kept history (Snowflake's time travel, Delta's retained files and log) set to nothing: every
# table's earlier states, the undo for a mistaken delete or drop, are gone from then on. Account- or
# database-wide it is every table's.
_HISTORY_OFF = lazy_compile(
    r"\balter\s+(account|database|schema|table)\b[^;]*?\b(?:data_retention_time_in_days|"
    r"max_data_extension_time_in_days)\s*=\s*0+\b|"
    r"\b(table)\b[^;]*\bdelta\.(?:deletedfileretentionduration|logretentionduration)\s*=\s*"
    r"'interval\s+0+\s+\w+'")


def _audit_switched_off(text: str) -> bool:
    """An audit-off statement outside a string literal (`SELECT 'alter system …'` is data); the value
    set (`'none'`) is a literal, so the statement is found before literals are blanked."""
    if "audit" not in text:
        return False
    quoted = [m.span() for m in _SQL_STRING.finditer(text)]
    return any(not any(a <= m.start() < b for a, b in quoted) for m in _AUDIT_OFF.finditer(text))


# A transaction that ends in ROLLBACK (not `ROLLBACK TO SAVEPOINT`) leaves nothing behind.
_TRANSACTION = lazy_compile(r"\b(?:begin|start\s+transaction)\b(?:(?!\b(?:commit|end)\b).)*?"
                            r"\brollback\b(?!\s+to\b)\s*(?:;|$)", re.S)


def _without_rolled_back(text: str) -> str:
    """SQL text with the statements of rolled-back transactions removed: `BEGIN; DELETE FROM users
    WHERE …; ROLLBACK;` tries a statement and undoes it (a dry run). A COMMIT or END before the
    ROLLBACK ends the transaction, so what came before it stays."""
    return _TRANSACTION.sub(";", text) if "rollback" in text else text


# A statement only planned: `EXPLAIN` (with options other than ANALYZE: `VERBOSE`, `(COSTS off)`,
# `FORMAT=JSON`) prints the plan and runs nothing; `EXPLAIN ANALYZE` and `EXPLAIN (ANALYZE …)` run it.
_PLANNED_ONLY = lazy_compile(r"(?:^|;)\s*explain\b(?!\s+analy[sz]e\b)"
                             r"(?!\s*\([^)]*\banaly[sz]e\b(?!\s+(?:false|off|0)\b))[^;]*")


def _without_planned(text: str) -> str:
    """SQL text with the statements that are only explained removed: the planner reads them, the
    database runs none of them."""
    return _PLANNED_ONLY.sub(";", text) if "explain" in text else text
# a table named at run time (`DELETE FROM $t`, `${table}`) is still a table: `$`, `{`, `}` are name parts
# find options that pick nothing out: depth limits, symlink and mount handling, printing, deleting
_FIND_NON_TESTS = frozenset({"-mindepth", "-maxdepth", "-depth", "-xdev", "-mount", "-print", "-print0",
                             "-delete", "-follow", "-L", "-H", "-P", "-ignore_readdir_race", "-noleaf"})
_DELETE = lazy_compile(r"\bdelete\s+from\s+([\w.\"`\[\]${}]+)(.*)$", re.S)
_UPDATE = lazy_compile(r"\bupdate\s+[\w.\"`\[\]${}]+\s+set\b(.*)$", re.S)
_TRIVIAL_WHERE = lazy_compile(rf"\bwhere\s+{WHERE_EVERYTHING}\s*;?\s*$")
# Document-store and key-value equivalents (mongosh --eval, redis-cli).
_MONGO_EFFECTS = (
    ("drop_database", lazy_compile(r"\.dropDatabase\s*\(")),
    ("drop_table", lazy_compile(r"\.drop\s*\(|\.dropCollection\s*\(")),
    ("delete_all", lazy_compile(r"\.(deleteMany|remove)\s*\(\s*\{\s*\}\s*\)")),
    ("update_all", lazy_compile(r"\.updateMany\s*\(\s*\{\s*\}")),
)
# Redis settings that decide where the server writes files or who may talk to it: `CONFIG SET dir
# /root/.ssh` with `dbfilename authorized_keys` is the classic write-anywhere takeover, an empty
# `requirepass` or `protected-mode no` opens the server to anyone.
_REDIS_SECURITY_SETTINGS = frozenset({"dir", "dbfilename", "logfile", "requirepass", "protected-mode",
                                      "masterauth", "aclfile", "unixsocket", "enable-debug-command",
                                      "enable-module-command", "rename-command"})
_REDIS_EFFECTS = {
    "flushall": "drop_database",
    "flushdb": "drop_database",
    "del": "delete_some",
    "unlink": "delete_some",
    "config": "grant",
    "shutdown": "drop_database",
    "keys": "block_server",
    "debug": "block_server",
    "save": "block_server",
}


# A rotated log compressed by logrotate (`app.log.3.gz`, `*.gz`, `syslog.*.xz`).
_COMPRESSED_ROTATION = lazy_compile(r".*\.(?:gz|xz|bz2|zst|lz4)$")
_AGE_TESTS = frozenset({"-mtime", "-ctime", "-mmin", "-cmin"})


def _rotated_logs_past_retention(
        args: tuple[str, ...], names: list[str], roots: tuple[PathInfo, ...]) -> bool:
    """`find /var/log -name '*.gz' -mtime +30 -delete`: every name is a compressed rotation, an age
    test keeps the recent ones, and the roots are log directories: what logrotate's `maxage` does. The
    live logs (`*.log`) and uncompressed rotations are left to the log rules."""
    if not all(_COMPRESSED_ROTATION.match(n) for n in names):
        return False
    aged = any(a in _AGE_TESTS and i + 1 < len(args) and re.fullmatch(r"\+[1-9]\d*", args[i + 1])
               for i, a in enumerate(args))
    return aged and bool(roots) and all(
        (r.path or "").startswith("/var/log") and "/remote" not in (r.path or "") for r in roots)


# A statement that writes rows out of the database to an object store or a URL, read before literals
# are blanked (the destination is one): Redshift UNLOAD … TO 's3://…', Snowflake COPY INTO 's3://…',
# BigQuery EXPORT DATA OPTIONS(uri='gs://…'), Spark INSERT OVERWRITE DIRECTORY, ClickHouse INSERT INTO
# FUNCTION s3(…)/url(…), Aurora SELECT … INTO OUTFILE S3, RDS aws_s3.query_export_to_s3, COPY … TO.
_STORE_URL = r"'(?:s3a?|gs|gcs|azure|abfss?|wasbs?|oss|cos|r2|https?|ftp|sftp)://"
_EXPORTED_OUT = lazy_compile(
    rf"\bunload\s*\(.*?\)\s*to\s*{_STORE_URL}|\bcopy\s+into\s+{_STORE_URL}|"
    rf"\bexport\s+data\b.*?\buri\s*=\s*{_STORE_URL}|\binsert\s+overwrite\s+(?:local\s+)?directory\s+{_STORE_URL}|"
    r"\binsert\s+into\s+(?:table\s+)?function\s+(?:s3|s3cluster|url|gcs|azureblobstorage|remote|hdfs)\s*\(|"
    rf"\binto\s+outfile\s+s3\s+'|\bquery_export_to_s3\s*\(|\bcopy\s*\(.*?\)\s*to\s*{_STORE_URL}|"
    rf"\bcopy\s+[\w.\"]+\s+to\s*{_STORE_URL}|"
    # rows handed to a shell command on the database server that sends them on (`COPY (…) TO PROGRAM
    # 'curl -T - https://…'`)
    r"\bcopy\b[^;]*?\bto\s+program\s+'[^']*\b(?:curl|wget|nc|ncat|netcat|socat|scp|sftp|rsync|ssh|aws|"
    r"gsutil|gcloud|az|azcopy|rclone|s3cmd|mc|ftp|lftp)\b", re.S)
# A shell command run by the database server itself (`COPY … FROM PROGRAM 'cmd'`, SQL Server's
# `xp_cmdshell`): whatever the command does, it does as the server's operating-system user.
_SERVER_PROGRAM = lazy_compile(r"\bcopy\b[^;]*?\b(?:to|from)\s+program\s+'|\bxp_cmdshell\b")


def sql_effects(sql: str) -> frozenset[str]:
    """Destructive effects of SQL text: literals and comments are data, not statements."""
    # `LIKE '%'` is a pattern that matches everything: kept before string literals are blanked
    text = normalise_mutations(re.sub(r"(?i)\blike\s+'%+'", "like '%'", sql)).lower()
    effects: set[str] = {"audit_off"} if _audit_switched_off(text) else set()
    if _DURABILITY_OFF.search(text):
        effects.add("durability_off")
    if (history := _HISTORY_OFF.search(text)) is not None:
        effects.add("history_off_all" if history.group(1) in ("account", "database") else "history_off")
    if history_cut(_without_planned(_without_rolled_back(text)), EXPENDABLE_TABLE):
        effects.add("delete_history")  # (read before literals are blanked: the date is one)
    if ("://" in text or "program" in text) and _EXPORTED_OUT.search(text):
        effects.add("export_out")
    if ("program" in text or "xp_cmdshell" in text) and _SERVER_PROGRAM.search(text):
        effects.add("server_program")
    text = _SQL_STRING.sub(lambda m: m.group(0) if m.group(0) == "'%'" else " ", text)
    text = _without_planned(_without_rolled_back(text))
    for name, pattern in _SQL_EFFECTS:
        if pattern.search(text):
            effects.add(name)
    for statement in text.split(";"):
        for pattern, everything, some in (
            (_DELETE, "delete_all", "delete_some"),
            (_UPDATE, "update_all", "update_some"),
        ):
            match = pattern.search(statement)
            if match:
                tail = match.group(match.lastindex or 1)
                if " where " not in f" {tail} " or _TRIVIAL_WHERE.search(tail.strip()):
                    effects.add(everything)
                else:
                    effects.add(some)
                    table = match.group(1).strip('"`[]').rsplit(".", 1)[-1] if pattern is _DELETE else ""
                    if table and not EXPENDABLE_TABLE.search(table.lower()):
                        effects.add("delete_some_data")
    for name, pattern in _MONGO_EFFECTS:
        if pattern.search(sql):
            effects.add(name)
    if "delete_all" not in effects:
        effects.update(_mongo_filtered_deletes(sql))
    lowered = sql.lower()
    if "delete" in lowered or ".drop()" in lowered or "replace database" in lowered:
        effects.update(graph_effects(lowered))
    return frozenset(effects)


# Graph query languages read as SQL is. Cypher: `MATCH (n) DETACH DELETE n` matches every node (no
# label, no property map, no WHERE, no LIMIT) and deletes the whole graph, as DROP DATABASE does;
# `MATCH (u:User) DELETE u` every node of one label, as `DELETE FROM users`; anything narrower some.
# `CREATE OR REPLACE DATABASE` empties a database. Gremlin: `g.V().drop()` drops every vertex,
# `g.V().hasLabel('x').drop()` all of one label, `g.V(id)…drop()` or a `has(…)` filter some.
_CYPHER_STATEMENT = lazy_compile(r"\bmatch\b(?:(?!\bmatch\b).)*?\bdelete\b[^;]*", re.S)
_CYPHER_EVERY_NODE = lazy_compile(r"^match\s*\(\s*(\w+)\s*\)")
_CYPHER_ONE_LABEL = lazy_compile(r"^match\s*\(\s*(\w+)\s*:\s*[\w`]+\s*\)")
_CYPHER_NARROWED = lazy_compile(r"\b(?:where|limit)\b|\{\s*\w+\s*:")
_GREMLIN_DROP = lazy_compile(
    r"\bg\s*\.\s*([ve])\s*\(([^)]*)\)((?:\s*\.\s*\w+\s*\([^)]*\))*?)\s*\.\s*drop\s*\(\s*\)")


def graph_effects(text: str) -> set[str]:
    """The effects of Cypher and Gremlin deletes in lower-cased text."""
    found: set[str] = {"drop_database"} if "replace database" in text else set()
    for match in _CYPHER_STATEMENT.finditer(text):
        statement = match.group(0)
        deleted = statement[statement.rindex("delete"):]
        every, label = _CYPHER_EVERY_NODE.match(statement), _CYPHER_ONE_LABEL.match(statement)
        scope = every or label
        if scope and not _CYPHER_NARROWED.search(statement) and re.search(
                rf"\b{scope.group(1)}\b", deleted):
            found.add("drop_database" if every else "delete_all")
        else:
            found.update(("delete_some", "delete_some_data"))
    for match in _GREMLIN_DROP.finditer(text):
        ids, steps = match.group(2).strip(), match.group(3)
        if ids or "has(" in steps or "where(" in steps or "limit(" in steps:
            found.update(("delete_some", "delete_some_data"))
        else:
            found.add("delete_all" if "haslabel(" in steps else "drop_database")
    return found


# `db.carts.deleteMany({updatedAt: {$lt: …}})`: a filtered delete of a collection, as `DELETE … WHERE`
_MONGO_FILTERED_DELETE = lazy_compile(
    r"\.(\w+)\s*\.\s*(?:deleteMany|deleteOne|remove|findOneAndDelete|bulkWrite)\s*\(\s*[^)\s]")


def _mongo_filtered_deletes(code: str) -> set[str]:
    """The effects of a document store's filtered deletes: selected rows, of data unless the
    collection is one that holds only what expires (sessions, cache, locks)."""
    found: set[str] = set()
    for match in _MONGO_FILTERED_DELETE.finditer(code) if "elete" in code or "remove" in code else ():
        found.add("delete_some")
        if not EXPENDABLE_TABLE.search(match.group(1).lower()):
            found.add("delete_some_data")
    return found


# Where each database client carries its statement text.
SQL_OPTIONS = {
    "psql": ("-c", "--command"),
    "mysql": ("-e", "--execute"),
    "mariadb": ("-e", "--execute"),
    "mycli": ("-e", "--execute"),
    "mssql-cli": ("-Q", "-q", "--query"),
    "mongosh": ("--eval",),
    "mongo": ("--eval",),
    "clickhouse-client": ("-q", "--query"),
    "cockroach": ("-e", "--execute"),
    "sqlcmd": ("-Q", "-q"),
    "duckdb": ("-c",),
    "snowsql": ("-q", "--query"),
    "wrangler": ("--command",),
    "bq": (),
}
_INLINE_CODE_OPTIONS = {
    "python": ("-c",),
    "node": ("-e", "--eval", "-p", "--print"),
    "perl": ("-e", "-E"),
    "ruby": ("-e",),
    "php": ("-r", "--execute"),  # `php artisan tinker --execute='User::query()->delete()'`
    "deno": (),
    "bun": ("-e", "--eval"),
}


_GUARDED_CLASSES = frozenset({"agent_config", "dongle_self", "credential", "shell_startup", "system_auth"})


# What the disk said, while one command line is judged, about each folder or file asked: its `lstat`
# mode, or None when it does not exist. The parts of one line name the same places again and again
# (`/var`, `/var/lib` for each of four `rm -rf /var/lib/mysql` sent to four hosts, the project's folders
# for every path under it), and each question is a system call (several microseconds here, more than
# judging a plain part's words). The answers are kept for that one line only (`judging_a_line`), never
# from one call to the next: a link planted between two calls is seen by the second, as before. A
# context variable: two threads (or tasks) judge two lines, each with its own answers.
_LINE_MODES: ContextVar[dict[str, int | None] | None] = ContextVar("line_modes", default=None)


def judging_a_line() -> Token[dict[str, int | None] | None] | None:
    """Start keeping the disk's answers for the line about to be judged; returns what to hand
    `line_judged` (None when an enclosing call already keeps them: its line's answers stay)."""
    if _LINE_MODES.get() is not None:
        return None
    return _LINE_MODES.set({})


_UNASKED = -1  # no mode is negative: the disk was not asked about the path yet


def line_judged(started: Token[dict[str, int | None] | None] | None) -> None:
    """Forget the answers kept since `judging_a_line` returned `started` (nothing for a nested call)."""
    if started is not None:
        _LINE_MODES.reset(started)


def _link_on_the_way(path: str) -> bool:
    """Could `os.path.realpath` find a symbolic link on the way to this path? For an absolute,
    normal path: is one of its parts a link on this machine, asked part by part and stopping at the
    first part that does not exist, since nothing below it exists either (so no link is there).
    `realpath` asks every part whatever happens, in Python, and most paths a command names (in a
    project, on another machine) stop at the first or second. Any other path: yes, and realpath
    itself decides. While a line is judged, each part is asked of the disk once (`_LINE_MODES`)."""
    if path[:1] != "/" or path[:2] == "//" or (
            ("//" in path or "/." in path or path[-1] == "/") and posixpath.normpath(path) != path):
        return True  # (without `//`, `/.` or a trailing `/`, an absolute path is normal: no normpath)
    modes = _LINE_MODES.get()  # (the line's answers so far; None outside a judged line: ask each time)
    prefix = ""
    for part in path[1:].split("/"):
        prefix += "/" + part
        mode = _UNASKED if modes is None else modes.get(prefix, _UNASKED)
        if mode is _UNASKED:
            try:
                mode = os.lstat(prefix).st_mode
            except OSError:
                mode = None  # not there
            if modes is not None:
                modes[prefix] = mode
        if mode is None:
            return False
        if S_ISLNK(mode):
            return True
    return False


def through_real_link(info: PathInfo, cwd: str | None, home: str, env: Mapping[str, str]) -> PathInfo:
    """A path that is a symbolic link on this machine is also judged as what it points to, when that
    is a guarded file (an agent's settings, the dongle's own files, keys, start-up files): a link
    planted in an earlier call must not launder a write. Only ever stricter: a link to an ordinary
    file keeps the path's own class."""
    if not info.path or info.sensitivity in _GUARDED_CLASSES:
        return info
    try:
        if not _link_on_the_way(info.path):
            return info
        target = os.path.realpath(info.path)  # a link anywhere on the way (`cfg/x.json`, cfg -> ~/.claude)
    except (OSError, ValueError):
        return info
    if target == info.path:
        return info
    resolved = classify_path(target, cwd, home, env)
    return replace(resolved, raw=info.raw) if resolved.sensitivity in _GUARDED_CLASSES else info


# Each interpreter's name as written (`pypy3`, `nodejs`) and the family its rules are written for.
_INTERPRETER_FAMILIES = {"python": "python", "pypy": "python", "node": "node", "nodejs": "node",
                         "perl": "perl", "ruby": "ruby", "php": "php", "bun": "bun"}


def interpreter_family(name: str) -> str | None:
    """`python3.11` -> `python`, `nodejs` -> `node`; None for anything that is not an interpreter.
    A name, a version (digits and dots) and an optional `.exe`, read with string methods: it is asked
    of every part several times, and a regex fullmatch there cost half a percent of classifying."""
    base = name.lower()
    if base.endswith(".exe"):
        base = base[:-4]
    return _INTERPRETER_FAMILIES.get(base.rstrip("0123456789."))


# Commands whose operands (or options) name files they create, overwrite, append to or delete.
_WRITERS = frozenset(
    {
        "tee",
        "sponge",
        "truncate",
        "rm",
        "unlink",
        "shred",
        "cp",
        "mv",
        "install",
        "ln",
        "rsync",
        "scp",
        "gcp",
        "rclone",
        "sed",
        "gsed",
        "perl",
        "dd",
        # a named pipe or a device node made at a path: a program that later opens it blocks on it or
        # reads what another process feeds it (`mkfifo .git/hooks/pre-push`)
        "mkfifo",
        "mknod",
        *(_OUTPUT_OPERAND := {"uniq": 1, "xxd": 1, "script": -1}),
    }
)

# Files in .git that git writes afresh and keeps no repository state in: stale locks, the sample hooks
# every `git init` copies in, the last commit message draft, the last fetch's list, gc's log.
GIT_SCRATCH_NAMES = ("*.lock", "*.sample", "commit_editmsg", "fetch_head", "gc.log")


def _git_scratch(name: str) -> bool:
    """Whether a name (or a name pattern such as `*.sample`) only picks files of GIT_SCRATCH_NAMES."""
    return any(fnmatchcase(name.lower(), pattern) for pattern in GIT_SCRATCH_NAMES)


# The generic argument model: what any program, known or not, may do with the words it is given.
# Options that name where a program writes its output, in the spellings most tools share
# (`gcc -o`, `sort -o`, `curl --output`, `pandoc -o`, `frob --out-file`).
OUTPUT_OPTIONS = frozenset({
    "-o", "--output", "--output-file", "--output-document", "--out", "--outfile", "--out-file",
    "--output-dir", "--outdir", "--out-dir",
})
# Programs whose `-o` is something else (an option string, a format, a flag).
_O_IS_NOT_OUTPUT = frozenset({
    "ssh", "scp", "sftp", "autossh", "mount", "umount", "ps", "ls", "grep", "egrep", "fgrep", "rg", "ag",
    "apt", "apt-get", "kubectl", "oc", "k", "helm", "lsblk", "findmnt", "set", "sysctl", "nmcli", "tar",
    "bsdtar", "pgrep", "pkill", "journalctl", "ip", "docker", "podman", "git", "join", "paste",
})
# `-o name,used`, `-o pid,user,%cpu`, `-o NAME,SIZE,MOUNTPOINT`: a comma list of bare words (no
# slash, no dot, no extension) names the columns a listing prints, in any program, never a file.
_FIELD_LIST = lazy_compile(r"^[A-Za-z%][\w%:-]*(?:,[A-Za-z%][\w%:-]*)+$")
# Output targets spelled differently by one program (a download path, an extraction directory).
_OWN_OUTPUTS: dict[str, tuple[str, ...]] = {
    "wget": ("-O", "-P", "--directory-prefix", "-a", "--append-output", "--save-cookies"),
    "unzip": ("-d",),
    "cpio": ("-D", "--directory"),
    # `git diff --output=F`, `git format-patch -o DIR`: git's -o is otherwise a push option
    "git": ("--output", "--output-directory"),
    # `find … -fprint F`: find writes the names it finds into F (created or emptied first)
    "find": ("-fprint", "-fprint0", "-fprintf", "-fls"),
    "openssl": ("-out",),
    # a pager's log file: `less -o F`/`-O F` copies what it shows (a pipe's input) into F
    "less": ("-O", "--log-file", "--LOG-FILE"),
    # what a downloader saves beside the body: headers, cookies, a trace, its own messages
    "curl": ("--output-dir", "-D", "--dump-header", "-c", "--cookie-jar", "--trace", "--trace-ascii",
             "--stderr", "--libcurl"),
    "ssh": ("-E",),  # ssh's debug log
    "pg_dump": ("-f", "--file"), "pg_dumpall": ("-f", "--file"),
    "mysqldump": ("-r", "--result-file"),
    # the netfilter dumpers write the rule set into the file -f names
    **{name: ("-f", "--file") for name in (
        "iptables-save", "ip6tables-save", "iptables-legacy-save", "ip6tables-legacy-save",
        "iptables-nft-save", "ip6tables-nft-save")},
}
_EXTRACTS = frozenset({"-x", "--extract", "--get"})


def output_options(name: str) -> frozenset[str]:
    """The options that name where `name` writes its output."""
    options = _OUTPUT_OPTIONS_OF.get(name)
    if options is None:
        return _NONE if name in _O_IS_NOT_OUTPUT else OUTPUT_OPTIONS
    return options


_NONE: frozenset[str] = frozenset()
_OUTPUT_OPTIONS_OF = {name: frozenset(own) | (_NONE if name in _O_IS_NOT_OUTPUT else OUTPUT_OPTIONS)
                      for name, own in _OWN_OUTPUTS.items()}
# A shell named as a path (`/bin/sh`, `/usr/bin/env bash`) or as a `!` escape (`:!/bin/sh`, `!bash`):
# a program handed one may well run it.
SHELL_NAMES = ("sh", "bash", "zsh", "dash", "ksh", "ash", "mksh", "csh", "tcsh", "fish", "busybox")
_SHELL_ALT = "|".join(SHELL_NAMES)
_SHELL_ARG = lazy_compile(rf"(?:^|[\s=!'\"])(?:/[\w./-]*/)?(?:{_SHELL_ALT})(?:$|[\s'\"])")
_SHELL_ESCAPE = lazy_compile(rf"!\s*(?:/[\w./-]*/)?(?:{_SHELL_ALT})\b")


def _hands_shell(word: str) -> bool:
    if _SHELL_ESCAPE.search(word):
        return True
    if word.startswith("--") and "=" in word:
        return bool(_SHELL_ARG.search(word.partition("=")[2]))
    return "/" in word and looks_like_path(word) and bool(_SHELL_ARG.search(word))


# An option that names the target itself overrides the variable that would have chosen it
# (`kubectl --kubeconfig ~/.kube/kind-dev` with KUBECONFIG pointing at production).
_ENV_OVERRIDES = (("--kubeconfig", "KUBECONFIG"), ("--context", "KUBECONFIG"), ("--profile", "AWS_PROFILE"),
                  ("--project", "GOOGLE_CLOUD_PROJECT"), ("--project", "CLOUDSDK_CORE_PROJECT"),
                  ("-h", "PGHOST"), ("--host", "PGHOST"), ("-h", "DATABASE_URL"), ("--host", "DATABASE_URL"),
                  ("--dbname", "DATABASE_URL"), ("-d", "DATABASE_URL"))
# Programs whose own command language is read from stdin (or a script file): the text is their code.
STDIN_SCRIPTED = frozenset({"diskpart", "diskpart.exe"})
# Database clients, and how a name marks a database a test run creates and throws away.
# Graph databases' shells that take the statement as an operand (or on stdin).
GRAPH_CLIENTS = frozenset({"cypher-shell", "memgraph", "mgconsole"})
DATABASE_CLIENTS = frozenset({"psql", "mysql", "mariadb", *EMBEDDED_SQL_CLIENTS, "mongosh", "mongo",
                              "cockroach", *GRAPH_CLIENTS,
                              "clickhouse-client", "sqlcmd", "mssql-cli", "redis-cli", "dropdb", "mysqladmin",
                              # restore tools write the database their options name
                              "pg_restore", "mongorestore"})
# mysqladmin's subcommands that take the database they act on as the next operand
_ADMIN_DATABASE_ACTS = frozenset({"drop", "create"})
FRAMEWORK_ENV_VARS = ("RAILS_ENV", "RACK_ENV", "MIX_ENV", "APP_ENV", "NODE_ENV", "DJANGO_ENV", "FLASK_ENV",
                       "ASPNETCORE_ENVIRONMENT", "DOTNET_ENVIRONMENT", "ENVIRONMENT")
_DROPPED_DATABASE = lazy_compile(r"\bdrop\s+database\s+(?:if\s+exists\s+)?[`\"']?([\w.-]+)", re.I)
# A drop that tolerates the database being absent (`dropdb --if-exists`, `DROP DATABASE IF EXISTS`): the
# idiom of a reset script that recreates it next.
DROP_IF_EXISTS = lazy_compile(r"\bdrop\s+(?:database|schema)\s+if\s+exists\b", re.I)
_CREATED_DATABASE = lazy_compile(r"\bcreate\s+database\s+(?:if\s+not\s+exists\s+)?[`\"']?([\w.-]+)", re.I)
_DROPPED_TABLES = lazy_compile(r"\bdrop\s+table\s+(?:if\s+exists\s+)?([\w.\"`]+(?:\s*,\s*[\w.\"`]+)*)", re.I)


def _dropped_tables(sql: str) -> list[str]:
    """The table names `DROP TABLE [IF EXISTS] a, b` statements drop (schema and quotes stripped)."""
    return [name.strip().strip('"`').rsplit(".", 1)[-1] for match in _DROPPED_TABLES.findall(sql)
            for name in match.split(",")]


# A name for tests, or for a throwaway copy (`acme_scratch`, `orders-ephemeral`): what is in it is
# made again by the next run, as scratch space is.
_TEST_NAME = lazy_compile(r"(?:^|[_\-./])tests?(?:$|[_\-./])|(?:^|/)tests?/|_test\b|\btest_"
                          r"|(?:^|[_\-.])(?:scratch|throwaway|ephemeral)(?:$|[_\-.])", re.I)

# Commands that print a stored secret's value (first positional words): piped to an upload, the
# secret goes with it.
SECRET_PRINTERS: dict[str, tuple[tuple[str, ...], ...]] = {
    "aws": (("secretsmanager", "get-secret-value"), ("ssm", "get-parameter"), ("ssm", "get-parameters"),
            ("ssm", "get-parameters-by-path"), ("configure", "get"), ("ecr", "get-login-password"),
            ("sts", "get-session-token"), ("iam", "create-access-key"),
            # a session's key, secret and token as JSON or `export NAME=…` lines, or a short-lived password
            ("configure", "export-credentials"), ("sts", "assume-role"), ("sso", "get-role-credentials"),
            ("codeartifact", "get-authorization-token"), ("rds", "generate-db-auth-token")),
    "aws-vault": (("export",),),
    "gcloud": (("secrets", "versions", "access"), ("auth", "print-access-token"),
               ("auth", "print-identity-token"), ("auth", "application-default", "print-access-token")),
    "az": (("keyvault", "secret", "show"), ("keyvault", "secret", "download"), ("account",
                                                                                "get-access-token")),
    "vault": (("kv", "get"), ("read",), ("print", "token")),
    "kubectl": (("get", "secret"), ("get", "secrets"), ("create", "token")),
    "oc": (("get", "secret"), ("get", "secrets")),
    "op": (("read",), ("item", "get")),
    "gh": (("auth", "token"),),
    "doppler": (("secrets",),),
    "heroku": (("config",), ("config:get",), ("auth:token",)),  # `config:get NAME`: one var's value
    "security": (("find-generic-password",), ("find-internet-password",)),
    "pass": (("show",),),
    # password managers' and secret stores' command lines that print one value
    "gopass": (("show",), ("cat",)),
    # (and their exports: every login, key and note the vault holds, to stdout or to the file named)
    "bw": (("get",), ("export",)),
    "lpass": (("show",), ("export",)),
    "keepassxc-cli": (("show",), ("export",)),
    "rbw": (("get",), ("export",)),
    "infisical": (("secrets", "get"), ("export",)),
    "chamber": (("read",), ("export",)),
    "berglas": (("access",),),
    "conjur": (("variable", "get"),),
    "akeyless": (("get-secret-value",),),
    # CI/CD variables, masked in the web interface, printed in clear (`glab variable export`)
    "glab": (("variable", "export"), ("variable", "get"), ("variable", "list")),
    "netlify": (("env:list",), ("env:get",)),
    # platform CLIs that print the session's own access token or the app's variables in clear
    "sf": (("org", "display"),),
    "sfdx": (("force:org:display",), ("org", "display")),
    "railway": (("variables",),),
    "fly": (("auth", "token"),),
    "flyctl": (("auth", "token"),),
    "firebase": (("login:ci",),),
    # a Ceph client's keyring (`ceph auth get client.admin` prints the admin key), a Hardhat project's
    # stored configuration variable (`npx hardhat vars get DEPLOYER_PRIVATE_KEY`)
    "ceph": (("auth", "get"), ("auth", "export"), ("auth", "print-key"), ("auth", "print_key"),
             ("auth", "get-key"), ("auth", "get-or-create"), ("auth", "get-or-create-key")),
    "hardhat": (("vars", "get"),),
    # Airflow's connections with their passwords and keys (`connections export -` prints them all)
    "airflow": (("connections", "export"), ("connections", "get")),
}

# A command substitution that only reads one file (`$(cat F)`, `` `head F` ``): it passes F's contents.
_SUBSTITUTED_READ = lazy_compile(
    r"(?:\$\(|`)\s*(?:cat|head|tail|base64|xxd|tac|less)\s+(?:-\S+\s+)*([^\s)`|;&]+)\s*(?:\)|`)"
)

def _tar_archive_written(args: tuple[str, ...]) -> list[str]:
    """`tar cf ARCHIVE …`, `tar -czf ARCHIVE …`, `tar --create --file=ARCHIVE`: the archive is written."""
    first = args[0]
    cluster = first if not first.startswith("-") else (first[1:] if not first.startswith("--") else "")
    create = "c" in cluster or "--create" in args or any(
        a.startswith("-") and not a.startswith("--") and "c" in a for a in args)
    if not create:
        return []
    for i, arg in enumerate(args):
        if arg.startswith("--file="):
            return [arg.partition("=")[2]]
        if arg in ("--file", "-f") and i + 1 < len(args):
            return [args[i + 1]]
        short = arg if arg.startswith("-") and not arg.startswith("--") else ("-" + arg if i == 0 else "")
        if short.endswith("f") and len(short) > 1 and i + 1 < len(args):
            return [args[i + 1]]
    return []


_METADATA_SECRET = lazy_compile(r"(?:169\.254\.169\.254|metadata\.google\.internal|169\.254\.170\.2)"
                                r".*(?:security-credentials|token|identity|service-accounts)", re.I)

_FIND_AGE_TESTS = frozenset({"-mtime", "-mmin", "-atime", "-amin", "-ctime", "-cmin"})


def _every_file_below(args: tuple[str, ...]) -> bool:
    """`-type f` (alone or among other types) with the search reaching below its top level: every file
    of every folder it meets, a repository's store included."""
    types = [args[i + 1] for i, a in enumerate(args[:-1]) if a == "-type"]
    depths = [args[i + 1] for i, a in enumerate(args[:-1]) if a == "-maxdepth"]
    return all("f" in t for t in types) and not any(d in ("0", "1") for d in depths)


def _names_a_pattern(root: str) -> bool:
    """A root whose last segment is a wildcard beside literal text (`*.php`, `build-*`)."""
    last = root.rstrip("/").rsplit("/", 1)[-1]
    return any(ch in last for ch in "*?[") and bool(last.strip("*?[]"))


def _is_log_dir(path: str) -> bool:
    """A directory of logs: `/var/log/…`, or one named log or logs anywhere."""
    return any(part in ("log", "logs") for part in path.split("/"))


_FIND_NAME_TESTS = frozenset({"-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex",
                              "-iregex", "-lname", "-ilname"})


# An option value that makes an uploader read its content from stdin, in curl's and wget's grammars:
# `-d @-`, `--data-urlencode content@-`, `-F 'f=@-'` or `-F 'f:1=<-'` (a form field's file or text
# from stdin), `-T -`, `--post-file=/dev/stdin`.
_STDIN_VALUE = lazy_compile(r"(?:^|[@<])(?:-|/dev/stdin|/dev/fd/0|/proc/self/fd/0)$")


_CONSOLE_SUBCOMMANDS = frozenset({"groovy", "groovysh"})
_CONSOLE_URL = lazy_compile(r"(?i)\Ahttps?://\S*/script(?:Text)?/?(?:\?|\Z)")


def _script_console_call(name: str, args: tuple[str, ...]) -> bool:
    """A CI server's script console: jenkins-cli's `groovy`/`groovysh` (as `java -jar jenkins-cli.jar`
    or a `jenkins-cli` wrapper) or an HTTP request to Jenkins' `/script` or `/scriptText` endpoint."""
    if name in ("curl", "wget", "http", "https", "xh"):
        return any(_CONSOLE_URL.match(arg) for arg in args)
    jenkins = name.startswith("jenkins") or any("jenkins-cli" in arg.lower() for arg in args[:3])
    return jenkins and not _CONSOLE_SUBCOMMANDS.isdisjoint(a.lower() for a in args)


def _script_console_data(args: tuple[str, ...]) -> str:
    """The `script=` form field an HTTP call to a script console carries."""
    for arg in args:
        if arg.startswith("script="):
            return arg.partition("=")[2]
    return ""



# Where the system and its services keep their logs: a line appended there is a record.
_LOG_DIRS = ("/var/log/", "/var/audit/", "/private/var/log/", "/Library/Logs/")

# Tools whose operands are the dump they read (a restore's source), not the database they write.
_DUMP_READERS = frozenset({"pg_restore"})

# What a credential looks like inside a file or a line: a cloud or forge token's fixed prefix, a PEM
# private key's armour. A search for one of these finds the credentials themselves.
SECRET_SHAPES = lazy_compile(r"AKIA|ASIA\[|BEGIN[ A-Z]*PRIVATE|PRIVATE KEY|ghp_|gho_|ghs_|github_pat_|glpat-|"
                             r"xox[abpr]-|sk_live_|rk_live_|AIza|-----BEGIN")
_GREPS = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "ack", "git"})
# The options by which a file finder picks files by name.
_FILE_NAME_OPTIONS = {"find": ("-name", "-iname", "-path", "-ipath", "-wholename"),
                      "fd": ("-g", "--glob"), "fdfind": ("-g", "--glob")}
_SECRET_FILE_CLASSES = frozenset({"credential", "project_secret", "system_auth"})


# Mail clients: what they are fed on stdin, and the files they attach, are the message sent.
_MAIL_SENDERS = frozenset({"mail", "mailx", "sendmail", "mutt", "s-nail", "msmtp", "ssmtp", "neomutt",
                           "swaks", "sendemail"})
# Remote-login clients whose first operand is the destination, `[user@]host`.
_LOGIN_CLIENTS = frozenset({"ssh", "autossh", "mosh"})


# `-exec truncate -s 0 {} +`, `-exec cp /dev/null {} ;`: each file found is emptied, its content as gone
# as if the file were deleted (only the empty name stays)
_TRUNCATED_TO_NOTHING = frozenset({("-s", "0"), ("-s0",), ("--size=0",), ("--size", "0")})


def _empties_each(program: str, words: tuple[str, ...]) -> bool:
    """The program a find runs on each match empties it: `truncate` to size 0, or `cp /dev/null` over it."""
    if program == "truncate":
        return any(tuple(words[i:i + len(t)]) == t for t in _TRUNCATED_TO_NOTHING for i in range(len(words)))
    return program == "cp" and words[:1] == ("/dev/null",)


# Object-store clients that can store what they read on stdin as an object.
OBJECT_STDIN_WRITERS = frozenset({"gsutil", "gcloud", "aws", "s3cmd", "rclone", "mc", "oci"})

class Facts:
    """Lazily derived facts about one invocation in its context."""

    # Set by the classifier when they differ from these (class-level defaults: an invocation is
    # built for every part of every command, and most keep them): the invocations that feed this
    # one through a pipe, the volume mounts of the container it runs in, and whether a `cd` made
    # the directory unknown.
    feeders: tuple[Facts, ...] = ()
    # the files earlier parts of the line wrote, with the text written (a playbook then run)
    written: Mapping[str, str] = MappingProxyType({})
    mounts: tuple[tuple[str, str], ...] = ()
    workdir: str | None = None  # the container's working directory (`docker run -w /work`)
    host_cwd: str | None = None  # where the container was launched: host paths resolve there
    # runs in a container made for it with nothing of the host's in it (`docker run --rm IMAGE …`,
    # no volume, no privilege): every path it names is the throwaway container's own
    isolated = False
    cwd_unknown = False
    # the line changed into a directory under scratch or a system one: relative paths are placed there
    scratch_cwd = False
    model_names: frozenset[str] = frozenset()
    model_untrusted = False  # some fetcher in the command line targets an untrusted host
    # some git part of the line adds or re-points a remote, or fetches from a URL or a remote other than
    # origin (classify/command.py): a remote-tracking ref may then hold a tree from elsewhere. None: the
    # line was not looked at, read as if it did
    line_remote_changed: bool | None = None
    # a snapshot `send` whose stream the line hands only to a `zfs recv`/`btrfs receive` (here or over
    # ssh) or to a local file (classify/command.py); False when not looked at
    snapshot_stream_kept = False
    powershell = False  # the line is PowerShell (it runs a cmdlet): its expressions split into words
    unknown = False  # no rule pack knows this program: only the generic argument model judges it
    # which of the classifier's program-specific checks can fire for this program (a bitmask made from
    # their declared programs, classify/part_needs.py); every one until the classifier sets it
    needs = -1
    # folders a build or install step of the same line writes (classify/rebuilt.py): build output there
    remade: frozenset[str] = frozenset()
    # databases a later part of the line creates again (classify/command.py): a drop of one is a reset
    recreated: frozenset[str] = frozenset()
    # a production env file an earlier part loaded into the shell (`source .env.production`): what this
    # command reads from its environment is production's
    loaded_env_file = ""

    def __init__(
        self, inv: Invocation, spec: CommandSpec, cwd: str | None, home: str, env: Mapping[str, str]
    ) -> None:
        self.inv = inv
        self.name = inv.name
        self.spec = spec
        self.cwd = cwd
        self.home = home
        # The shell model's env already holds the agent's variables plus this command's assignments.
        self.env = inv.env or env
        self._paths: dict[str, PathInfo] = {}
        # Symbolic links made earlier in the same line (link path -> target path), shared by the
        # line's invocations and filled in order by the classifier.
        self.links: dict[str, str] = {}
        if not inv.redirects:  # asked of nearly every invocation, and most have no redirect
            self.__dict__["write_redirects"] = ()

    @kept
    def parsed(self) -> ParsedArgs:
        """The arguments as the program's spec reads them. Their lower-cased forms are kept with them
        (`lowered_positionals`, `lowered_words`): nearly every invocation whose arguments are parsed
        has its words tested against the rules' case-insensitive globs, and two C calls here cost
        less than the two Python calls of each `kept` fact's first read."""
        parsed = parse_args(self.inv.args, self.spec, self.inv.argv[0])
        if self.name in SITE_ALIAS_TOOLS and parsed.positionals[:1] and parsed.positionals[0][:1] == "@":
            # `wp @live db reset`, `drush @shop.prod sql:drop`: the alias selects the site, it is no operand;
            # the subcommand after it is what the rules read (the alias stays among the words)
            parsed = parsed._replace(positionals=parsed.positionals[1:])
        if self.name == "git" and parsed.positionals[:1] == ("clean",) and "-X" in parsed.values:
            # git's one spec reads `-X` as merge's strategy option, which takes a value; to `git clean`
            # it is a bare flag (ignored files only), so `git clean -fdX -n` keeps its dry run
            spec = replace(self.spec, values=self.spec.values - {"-X"})
            parsed = parse_args(self.inv.args, spec, self.inv.argv[0])
        known = self.__dict__
        known["lowered_positionals"] = tuple(map(str.lower, parsed.positionals))
        known["lowered_words"] = tuple(map(str.lower, parsed.words))
        return parsed

    @kept
    def lowered_positionals(self) -> tuple[str, ...]:
        """The positionals lower-cased once (set with `parsed`, read here only before it)."""
        self.parsed  # noqa: B018 - reading it sets this fact too
        return self.__dict__["lowered_positionals"]  # type: ignore[no-any-return]

    @kept
    def lowered_words(self) -> tuple[str, ...]:
        """Every word lower-cased once: rules test them against case-insensitive globs, several
        rules per invocation (set with `parsed`, read here only before it)."""
        self.parsed  # noqa: B018 - reading it sets this fact too
        return self.__dict__["lowered_words"]  # type: ignore[no-any-return]

    @kept
    def prints_secret(self) -> bool:
        """This command prints a stored secret (`aws secretsmanager get-secret-value`, `kubectl get
        secret -o yaml`, `vault kv get`), so what it writes to stdout is secret material."""
        words = self.lowered_positionals
        if any(a.startswith(("--export-secret", "--show-secret", "--export-private", "--reveal-secret",
                             "--show-sensitive")) for a in self.inv.args):
            # `gpg --export-secret-keys`, any tool's "export my secret keys" option; `auth0 apps show ID
            # --reveal-secrets` prints the application's client secret
            return True
        if self.name in ("curl", "wget") and any(_METADATA_SECRET.search(w) for w in self.inv.args):
            return True  # the cloud instance's metadata service hands out its role's credentials
        if words[:1] == ("export",) and any("encrypted" in a.lower() for a in self.inv.args):
            return False  # `bw export --format encrypted_json`: the vault's ciphertext, not its secrets
        return any(words[: len(p)] == p for p in SECRET_PRINTERS.get(self.name, ()))

    @kept
    def picks_secret_files(self) -> bool:
        """A search that picks files by a name secrets have (`find / -name '*.pem'`, `fd -g 'id_*'`) or
        by a credential's own shape in their content (`grep -rlE 'AKIA[0-9A-Z]{16}'`, `grep -l 'BEGIN
        OPENSSH PRIVATE KEY'`): the files it names are secrets, whatever directory it searched. A
        program handed those names (`xargs cat`, `tar -T -`) reads the secrets themselves."""
        args = self.inv.args
        if self.name in _GREPS:
            names_files = any(a in ("--files-with-matches", "-l") or (
                a.startswith("-") and not a.startswith("--") and "l" in a) for a in args)
            return names_files and any(SECRET_SHAPES.search(a) for a in args)
        options = _FILE_NAME_OPTIONS.get(self.name)
        if not options:
            return False
        patterns = [args[i + 1].rsplit("/", 1)[-1] for i, a in enumerate(args[:-1]) if a.lower() in options]
        # a wildcard stands for some text or none (`*.pem` is x.pem, `id_rsa*` is id_rsa)
        return any(classify_path("~/x/" + p.replace("*", fill), None, self.home, self.env).sensitivity
                   in _SECRET_FILE_CLASSES for p in patterns for fill in ("x", ""))

    def path(self, word: str) -> PathInfo:
        known = self._paths.get(word)
        if known is None:
            known = self._paths[word] = self._classify(word)
        return known

    def _classify(self, word: str) -> PathInfo:
        if self.isolated and word:
            return PathInfo(word, word, SCRATCH, regenerable=True)
        if self.cwd_unknown and word and word[0] not in "/~$":
            return PathInfo(word, None, UNKNOWN)
        if self.scratch_cwd and self.cwd and word and word[0] not in "/~$":
            return replace(classify_path(posixpath.join(self.cwd, word), None, self.home, self.env), raw=word)
        if self.workdir and self.mounts and word and word[0] not in "/~$":
            # `docker run -v /:/work -w /work … rm -rf ./*`: relative to the container's directory
            trailing = "/" if word.endswith("/") else ""
            word = posixpath.normpath(posixpath.join(self.workdir, word)) + trailing
        cwd = self.cwd
        for inner, outer in self.mounts:
            if word == inner or word.startswith(inner.rstrip("/") + "/"):
                word = (outer.rstrip("/") + word[len(inner.rstrip("/")) :]) or "/"
                cwd = cwd or self.host_cwd  # a host path now: placed against the agent's directory
                break
        info = classify_path(word, cwd, self.home, self.env)
        if self.remade and info.path and not info.regenerable and info.region == PROJECT and any(
                info.path == f or info.path.startswith(f + "/") for f in self.remade):
            info = replace(info, regenerable=True)
        if info.path and self.links:
            for link, target in self.links.items():  # `ln -s ~/.ssh/id_rsa k && cat k`
                if info.path == link or info.path.startswith(link + "/"):
                    resolved = classify_path(target + info.path[len(link):], self.cwd, self.home, self.env)
                    return replace(resolved, raw=word)
        return through_real_link(info, self.cwd, self.home, self.env)

    @kept
    def operand_paths(self) -> tuple[PathInfo, ...]:
        return tuple(self.path(w) for w in self.parsed.positionals if w not in ("{}", "-"))

    @kept
    def read_paths(self) -> tuple[PathInfo, ...]:
        """The operands the program reads: all but those it writes. A copy's destination (`cp
        .env.example fixtures/app.env`, `tee .env`) only receives what its sources hold, so a secret's
        name there prints and spreads nothing."""
        written = {p.path for p in self.write_paths}
        return tuple(p for p in self.operand_paths if p.path not in written)

    @kept
    def mirrored_paths(self) -> tuple[PathInfo, ...]:
        """What rsync makes equal to its sources, so what its `--delete` may empty. A source named with a
        trailing slash (`src/`, `./`) is copied as its contents into the destination; one without is
        copied as a folder of its own name inside it (`rsync -a --delete ../site ~/src/` mirrors
        ~/src/site and leaves the rest of ~/src alone). A remote destination, `--relative` paths and a
        source rsync reads from another host keep the destination itself, as written."""
        words = [w for w in self.parsed.positionals if w not in ("{}", "-")]
        if len(words) < 2:
            return ()
        *sources, dest = words
        whole = self.path(dest)
        if _REMOTE_DEST.match(dest) or {"-R", "--relative"} & set(self.inv.args):
            return (whole,)
        places = []
        for src in sources:
            name = posixpath.basename(src)
            if src.endswith("/") or name in ("", ".", "..") or _REMOTE_DEST.match(src) or "*" in name:
                return (whole,)  # contents into the destination itself (or names not known here)
            places.append(self.path(posixpath.join(dest, name)))
        return tuple(places)

    @kept
    def chmod_mode(self) -> str | None:
        """The mode word of `chmod [OPTION]… MODE FILE…` as written. A mode may start with a dash
        (`chmod -x hook.sh`), so it is the first word that is not one of chmod's own options, not
        the first positional."""
        for arg in self.inv.args:
            if arg in _CHMOD_OPTIONS or arg.startswith("--"):
                continue
            return arg
        return None

    @kept
    def mode_targets(self) -> tuple[PathInfo, ...]:
        """What `chmod MODE FILE…` changes: the operands after the mode. Handed by find or xargs
        (`{}` or nothing), the files are not known: one unknown path stands for them."""
        args = self.inv.args
        mode = self.chmod_mode
        rest = args[args.index(mode) + 1:] if mode is not None else ()
        files = [w for w in rest if w not in ("{}", "-") and not (w.startswith("--") or w in _CHMOD_OPTIONS)]
        return tuple(self.path(w) for w in files) or (PathInfo("{}", None, UNKNOWN),)

    @kept
    def pathlike_args(self) -> tuple[PathInfo, ...]:
        # one comprehension, not a list and then a generator over it: read for every part a rule matches
        path = self.path
        return tuple([path(word) for w in self.inv.args
                      if looks_like_path(word := w.partition("=")[2] if w.startswith(("if=", "of=")) else w)
                      and word != "{}"])

    @kept
    def redirect_paths(self) -> tuple[tuple[str, PathInfo], ...]:
        out = []
        for redirect in self.inv.redirects:
            if redirect.op.startswith("<<") or (redirect.op in ("<&", ">&") and redirect.target.isdigit()):
                continue
            if redirect.target.isdigit() or redirect.target == "-":
                continue
            out.append((redirect.op, self.path(redirect.target)))
        return tuple(out)

    @kept
    def write_redirects(self) -> tuple[PathInfo, ...]:
        """The files this invocation's redirects write (set to none when the invocation is given
        none, without this function's two calls)."""
        return tuple(p for op, p in self.redirect_paths if ">" in op)

    @kept
    def appended_logs(self) -> tuple[PathInfo, ...]:
        """Logs this command appends its own output to (`job.sh >> /var/log/job.log 2>&1`): a record
        made after what is there, nothing in the file replaced."""
        if not self.inv.redirects or self.inv.synthetic:
            return ()
        return tuple(p for op, p in self.redirect_paths
                     if op in (">>", "&>>") and (p.path or "").startswith(_LOG_DIRS))

    @kept
    def changed_paths(self) -> tuple[PathInfo, ...]:
        """What this invocation writes, less the logs it only appends to: what it replaces, empties,
        deletes or edits."""
        logs = self.appended_logs
        if not logs:
            return self.write_paths
        others = {p for op, p in self.redirect_paths if op not in (">>", "&>>")}
        return tuple(p for p in self.write_paths if p not in logs or p in others)

    @kept
    def emptied_paths(self) -> tuple[PathInfo, ...]:
        """Files a `>` redirect empties because the command writes nothing into them (`: > F`, a bare
        `> F`, `cat /dev/null > F`, `true > F`): the same loss as `truncate -s 0 F`."""
        if not self.inv.redirects or self.inv.synthetic or not _writes_nothing(self.inv.argv):
            return ()
        return tuple(p for op, p in self.redirect_paths if op in (">", ">|", "&>", "1>"))

    @kept
    def production(self) -> tuple[str, ...]:
        """Words or variables that name a production target. The dump a restore reads is its source,
        not its target (`pg_restore -d app_staging prod-snapshot.dump` writes staging)."""
        args = self.inv.args
        if self.name in _DUMP_READERS:
            sources = set(self.parsed.positionals)
            args = tuple(w for w in args if w not in sources)
        elif self.name in SITE_ALIAS_TOOLS and self.lowered_positionals[:1] in SITE_COPIES:
            # `drush sql:sync @shop.prod @self`: the first site is read, the last one is written
            source = self.parsed.positionals[1:2]
            args = tuple(w for w in args if w not in source)
        # a word names production only if it holds `prod` or `prd`; the words joined hold them when one
        # does (a space splits none of them), so most parts ask no word on its own
        lowered = " ".join(args).lower()
        found = [w for w in args if names_production(w)] if (
            "prod" in lowered or "prd" in lowered or "mainnet" in lowered) else []
        if not found and (self.name in _ROLE_NAMED_TOOLS or self.name in DATABASE_CLIENTS):
            found = [w for w in args if names_production_role(w)]
        if not found and "live" in lowered:
            # `wp @live …`, `--env=live`, `--site live`: a selector naming the live environment
            found = live_selectors(self.name, args)
        # a tool that works on a local copy unless told otherwise, told to work on the hosted one (the
        # two tables name two tools: every other part skips both scans of its arguments)
        if self.name in LOCAL_COPY_FLAGS and any(w in LOCAL_COPY_FLAGS[self.name] for w in args):
            found = []
        if self.name in HOSTED_COPY_FLAGS:
            found += [w for w in args if w in HOSTED_COPY_FLAGS[self.name]]
        if "-" in args and self.feeders:
            # what it reads on stdin (`kustomize build overlays/prod | kubectl delete -f -`) comes from the
            # feeder, and so does the environment the feeder names
            found += [w for f in self.feeders for w in f.inv.args if names_production(w)]
        if self.name in IAC_TOOLS and self.cwd and names_production(self.cwd):
            # terraform acts on the stack of the directory it runs in: `envs/prod` is production
            found.append(f"working directory {self.cwd}")
        if self.loaded_env_file:
            found.append(f"variables loaded from {self.loaded_env_file}")
        if self.unknown and self.inv.argv and names_production(posixpath.basename(self.inv.argv[0])):
            # a project script or alias named for production (`./scripts/deploy_prod.sh`, `release-prd`)
            # acts there as `./deploy.sh production` does: its own name is where it acts
            found.append(self.inv.argv[0])
        if not self.env and not found:
            return ()
        joined = " ".join(self.inv.args)
        for ref in _VAR_REF.findall(joined) if "$" in joined else ():
            value = self.env.get(ref)
            if value and names_production(value):
                found.append(f"${ref}={value}")
        env = self.env
        chosen = [] if env.keys().isdisjoint(_PROD_ENV_NAMES) else [
            (var, env[var]) for var in PROD_ENV_VARS if var in env]
        if chosen:
            args = self.inv.args
            overridden = {var for flag, var in _ENV_OVERRIDES
                          if any(a == flag or a.startswith(flag + "=") for a in args)}
            by_role = self.name in _ROLE_NAMED_TOOLS or self.name in DATABASE_CLIENTS
            found.extend(f"{var}={value}" for var, value in chosen
                         if value and var not in overridden and (
                             names_production(value) or (by_role and names_production_role(value))))
        found.extend(_production_settings(tuple(env.items())))
        return tuple(dict.fromkeys(found))

    @kept
    def disposable_database(self) -> str | None:
        """The database this client works on is one a test run recreates: a SQLite file in scratch or
        under a test directory, or a database named for tests on this machine (`-d app_test`,
        `…/localhost/test_db`). Returns how it was recognised, or None."""
        if self.production:
            return None
        if self.name not in DATABASE_CLIENTS:
            return self._test_environment()
        if self.inv.remote and not self.inv.remote.startswith(("compose:", "docker:", "podman:")):
            return None  # a database on another machine (`ssh db1 psql …`) is not this machine's test run's
        if self.name in EMBEDDED_SQL_CLIENTS:
            # an embedded database is its file: one in scratch, or a test file in the workspace (not one
            # named test_* on a server), is made again by the next run
            for word in self.parsed.positionals[:1]:
                info = self.path(word)
                local = info.region in ("scratch", "project", "cwd")
                if info.region == "scratch" or (local and _TEST_NAME.search(word)):
                    return f"a throwaway database file ({word})"
                if local:
                    return self._temporary_tables_dropped()
            return None
        hosts = [h for h in self.hosts if h]
        values = self.parsed.values
        names = [v for key in ("-d", "--dbname", "-D", "--database", "--db") for v in values.get(key, ())]
        # a MongoDB namespace (`--nsInclude 'cms_test.*'`) starts with its database
        names += [v.split(".", 1)[0] for v in values.get("--nsInclude", ())]
        # the database a `DROP DATABASE name` statement names is the one it works on
        names += _DROPPED_DATABASE.findall(self.sql_text) if "drop_database" in self.sql else []
        names += [w.rsplit("/", 1)[-1].split("?")[0] for w in self.inv.args if "://" in w]
        names += [w for w in self.parsed.positionals[:1] if not w.startswith(("-", "<"))]
        names += self._admin_database()
        if self.name in ("redis-cli", "valkey-cli") and (kind := self._deleted_scanned_kind()):
            names.append(kind)  # the keys a scan pattern names are the data it works on (`test:*`)
        if not names and not hosts:  # the client takes its target from the environment
            url = self.env.get("DATABASE_URL", "")
            host = url_host(url) if "://" in url else self.env.get("PGHOST")
            hosts = [host] if host else []
            database = url.rsplit("/",
                                  1)[-1].split("?")[0] if "://" in url else self.env.get("PGDATABASE", "")
            names = [database]
        local = all(is_local_host(h) for h in hosts)
        test = [n for n in names if n and _TEST_NAME.search(n)]
        if local and test:
            return f"a test database on this machine ({test[0]})"
        return self._temporary_tables_dropped() if local else None

    def databases_named(self, created: bool) -> list[str]:
        """The databases this part drops (or, with `created`, creates): `dropdb NAME`, `createdb NAME`,
        `mysqladmin drop|create NAME`, or a `DROP|CREATE DATABASE NAME` statement it runs."""
        if self.name in ("dropdb", "createdb"):
            mine = self.name == ("createdb" if created else "dropdb")
            return list(self.parsed.positionals[:1]) if mine else []
        act = "create" if created else "drop"
        if self.name == "mysqladmin":
            positionals = self.parsed.positionals
            return self._admin_database() if positionals and positionals[0].lower() == act else []
        if self.name not in DATABASE_CLIENTS:
            return []
        # the statement given as an option (`psql -c`, `mysql -e`): read before the line's pipes are known,
        # so not through sql_text, which also reads what a pipe feeds in and is kept once read
        values = self.parsed.values
        text = "\n".join(v for option in SQL_OPTIONS.get(self.name, ()) for v in values.get(option, ()))
        if act not in text.lower():
            return []
        return (_CREATED_DATABASE if created else _DROPPED_DATABASE).findall(text)

    def _admin_database(self) -> list[str]:
        """`mysqladmin -f drop shop_test`: the database an admin tool's drop or create names."""
        positionals = self.parsed.positionals
        if self.name != "mysqladmin" or len(positionals) < 2:
            return []
        if positionals[0].lower() not in _ADMIN_DATABASE_ACTS:
            return []
        return [positionals[1]]

    def _temporary_tables_dropped(self) -> str | None:
        """`DROP TABLE IF EXISTS tmp_import_20240501` on this machine (a local server, or a database file
        in the project): only tables named temporary are dropped, which the next run makes again."""
        dropped = _dropped_tables(self.sql_text) if self.sql == {"drop_table"} else []
        if dropped and all(EXPENDABLE_TABLE.search(t.lower()) for t in dropped):
            return f"a temporary table on this machine ({dropped[0]})"
        return None

    def _test_environment(self) -> str | None:
        """A framework task or project script pointed at the test environment (`RAILS_ENV=test`, an
        argument `RAILS_ENV=test`, `MIX_ENV=test`) or at a test database on this machine through
        DATABASE_URL: what it resets, the next test run recreates."""
        for var in FRAMEWORK_ENV_VARS:
            value = self.env.get(var, "")
            if value.lower() in ("test", "testing"):
                return f"the test environment ({var}={value})"
        if self.env.get(SOURCED_ENVIRONMENT) in ("test", "testing") and not self.inv.remote:
            # `set -a; . ./.env.test; set +a; npx prisma migrate reset --force`: the test environment's file
            # (sourced into this shell: a command run on another host does not get it)
            return f"the test environment (its env file, .env.{self.env[SOURCED_ENVIRONMENT]}, sourced)"
        for arg in self.inv.args:
            var, eq, value = arg.partition("=")
            if eq and var in FRAMEWORK_ENV_VARS and value.lower() in ("test", "testing"):
                return f"the test environment ({arg})"
        # a settings module named for tests (`config.settings.test`) picks the test database
        settings = [self.env.get("DJANGO_SETTINGS_MODULE", ""), *(
            a.partition("=")[2] for a in self.inv.args if a.startswith("--settings="))]
        for module in settings:
            if module.rsplit(".", 1)[-1].lower() in ("test", "tests", "testing", "test_settings"):
                return f"the test settings ({module})"
        url = self.env.get("DATABASE_URL", "")
        if "://" in url and is_local_host(url_host(url) or ""):
            database = url.rsplit("/", 1)[-1].split("?")[0]
            if _TEST_NAME.search(database):
                return f"a test database on this machine ({database})"
        return None

    @kept
    def hosts(self) -> tuple[str, ...]:
        hosts = []
        for word in self.inv.args:
            if word.startswith("-"):
                word = word.partition("=")[2]
            host = url_host(word) if word else None
            if host:
                hosts.append(host)
        if self.name in _LOGIN_CLIENTS and self.parsed.positionals:
            # `ssh tunnel@91.210.107.4`: the destination after its user is the host
            host = url_host(self.parsed.positionals[0].rpartition("@")[2])
            if host and host not in hosts:
                hosts.append(host)
        return tuple(hosts)

    @kept
    def sql_text(self) -> str:
        parsed = self.parsed
        parts: list[str] = []
        for option in SQL_OPTIONS.get(self.name, ()):
            parts.extend(parsed.values.get(option, ()))
        if self.name in ("sqlite3", "sqlite", "duckdb", "litecli"):
            parts.extend(parsed.positionals[1:])
        if self.name in GRAPH_CLIENTS:  # `cypher-shell -a URI 'MATCH …'`: the statement is an operand
            parts.extend(parsed.positionals)
        if self.inv.stdin_text:  # heredoc, here-string or literal output piped in
            parts.append(self.inv.stdin_text)
        else:
            parts.extend(r.target for r in self.inv.redirects if r.op == "<<<")
            parts.extend(text for text in (f.literal_output for f in self.feeders) if text)
        return "\n".join(p for p in parts if p)

    @kept
    def literal_output(self) -> str | None:
        """What this echo/printf prints, when its arguments are literal (SQL piped into a client)."""
        if self.name not in ("echo", "printf"):
            return None
        from dongle.shell.literal import output

        try:
            return output(self.name, list(self.inv.argv), None)
        except ValueError:
            return None

    @kept
    def sql(self) -> frozenset[str]:
        if self.name in ("redis-cli", "valkey-cli", "keydb-cli"):
            positionals = self.parsed.positionals
            if self._deletes_every_scanned_key():
                return frozenset({"drop_database"})
            kind = self._deleted_scanned_kind()
            if kind:
                return frozenset({"delete_sessions" if kind in _SESSION_KINDS else "delete_all"})
            if [p.lower() for p in positionals[:2]] in (["config", "get"], ["config", "help"]):
                return frozenset()  # reading the configuration changes nothing
            if [p.lower() for p in positionals[:2]] in (["config", "set"], ["config", "resetstat"],
                                                         ["config", "rewrite"]) and not any(
                    name.lower() in _REDIS_SECURITY_SETTINGS for name in positionals[2::2]):
                # a tuning setting (`maxmemory-policy`, `save`, `appendonly`): the server's behaviour for its
                # clients changes until it is set back, as `SET GLOBAL` does; only the settings that move
                # where it writes or who may connect (`dir`, `dbfilename`, `requirepass`) hand over the host.
                # `CONFIG SET` takes several name/value pairs (Redis 7): every name is read, so a harmless
                # first pair (`maxmemory 1gb requirepass ""`) does not carry a security setting past
                return frozenset({"server_setting"})
            return (
                frozenset({_REDIS_EFFECTS[positionals[0].lower()]})
                if (positionals and positionals[0].lower() in _REDIS_EFFECTS)
                else frozenset()
            )
        text = self.sql_text
        return sql_effects(text) if text else frozenset()

    def _deletes_every_scanned_key(self) -> bool:
        """`redis-cli --scan --pattern '*' | xargs redis-cli DEL`: DEL fed every key an unfiltered scan
        (or `KEYS *`) lists deletes them all, as FLUSHDB does. A pattern that picks some
        (`cache:product:*`) is a scoped delete."""
        if [p.lower() for p in self.parsed.positionals[:1]] not in (["del"], ["unlink"]):
            return False
        for feeder in self.feeders:
            if feeder.name != self.name:
                continue
            args = feeder.inv.args
            scans = "--scan" in args and all(
                args[i + 1] in ("*", "'*'") for i, a in enumerate(args[:-1]) if a == "--pattern")
            if scans or [a.lower() for a in feeder.parsed.positionals] == ["keys", "*"]:
                return True
        return False

    def _deleted_scanned_kind(self) -> str:
        """`redis-cli --scan --pattern 'session:*' | xargs redis-cli DEL`: a pattern of one prefix and a
        star names every key of a kind, as a table holds every row of one: DEL fed them all is `DELETE
        FROM sessions` (db.delete-all). A kind that is a cache, lock or rate counter is made again; a
        deeper pattern (`session:2023-*`, `cart:user:42:*`) picks some. Returns the kind, or ""."""
        if [p.lower() for p in self.parsed.positionals[:1]] not in (["del"], ["unlink"]):
            return ""
        for feeder in self.feeders:
            if feeder.name != self.name:
                continue
            args = feeder.inv.args
            patterns = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("--pattern", "--match")]
            if [a.lower() for a in feeder.parsed.positionals[:1]] == ["keys"]:
                patterns.extend(feeder.parsed.positionals[1:2])
            kinds = [m.group(1).lower() for m in map(_WHOLE_KIND.match, patterns) if m]
            # sessions live only where they are stored, on a server named as a cache too: nothing behind
            # it makes them again
            if kinds and not any(k in _REMADE_KINDS for k in kinds) and (
                    kinds[0] in _SESSION_KINDS or not _names_a_cache(self.inv.args)):
                return kinds[0]
        return ""

    @kept
    def code(self) -> str:
        """Inline interpreter code (`python -c`, `node -e`, `perl -e`, awk programs)."""
        family = interpreter_family(self.name)
        args = self.inv.args
        if self.name == "deno" and args[:1] == ("eval",) and len(args) > 1:
            return args[1]  # `deno eval 'code'`, as the shell model reads it
        if family:
            options = _INLINE_CODE_OPTIONS.get(family, ())
            for i, arg in enumerate(args):
                for option in options:
                    if arg == option and i + 1 < len(args):
                        return args[i + 1]
                    if option.startswith("--") and arg.startswith(option + "="):
                        return arg.partition("=")[2]
                    if (
                        arg.startswith("-")
                        and not arg.startswith("--")
                        and arg.endswith(option[1:])
                        and len(option) == 2
                        and i + 1 < len(args)
                    ):
                        return args[i + 1]
            return ""
        if self.name in ("awk", "gawk", "mawk", "nawk"):
            parsed = parse_args(args, CommandSpec(values=frozenset({"-F", "-v", "-f"})))
            return parsed.positionals[0] if parsed.positionals else ""
        if _script_console_call(self.name, args):
            # `jenkins-cli groovy = <<< CODE`, `curl --data-urlencode script=CODE URL/scriptText`: the
            # Groovy the CI server runs with its own rights
            return self.inv.stdin_text or _script_console_data(args)
        if self.name in STDIN_SCRIPTED:  # `diskpart <<EOF`: it reads its commands on stdin
            return self.inv.stdin_text or ""
        if self.name in ("rails", "gitlab-rails") and args[:1] in (("runner",), ("r",)):
            # `rails runner -e production 'User.destroy_all'`, GitLab's own `gitlab-rails runner`: the Ruby
            # it runs
            parsed = parse_args(args[1:], CommandSpec(values=frozenset({"-e", "--environment"})))
            return parsed.positionals[-1] if parsed.positionals else ""
        return ""

    # --- derived target sets used by wildcard rules ----------------------------------------------

    @kept
    def output_paths(self) -> tuple[PathInfo, ...]:
        """Where this program writes by option: `-o`/`--output` and their kin for any program,
        `of=`, `-O`/`-P` for wget, extraction directories (`tar -x -C DIR`, `unzip -d DIR`)."""
        name, args = self.name, self.inv.args
        options = output_options(name)
        if name in ("tar", "bsdtar", "gtar") and (
            _EXTRACTS & self.parsed.flags
            or any("x" in f for f in self.parsed.flags if f.startswith("-") and not f.startswith("--"))
            or (args and not args[0].startswith("-") and "x" in args[0])
        ):
            options |= {"-C", "--directory"}
        found: list[str] = []
        if name in ("tar", "bsdtar", "gtar") and args:
            found.extend(_tar_archive_written(args))
        elif name == "zip" or (name in ("7z", "7za", "7zr") and self.parsed.positionals[:1] == ("a",)):
            # `zip -r out.zip src`, `7z a out.7z src`: the archive is the first operand after the command
            operands = [w for w in self.parsed.positionals if w != "a" or name == "zip"]
            found.extend(operands[:1])
        for i, arg in enumerate(args):
            if arg[:1] != "-" and arg[:3] != "of=":
                continue  # every output option is spelled with a dash, or is dd's `of=`
            key, eq, value = arg.partition("=")
            if arg in options and i + 1 < len(args):
                found.append(args[i + 1])
            elif eq and ((key in options and key.startswith("--")) or key == "of"):
                found.append(value)
            elif name in ("7z", "7za", "7zr") and arg.startswith("-o") and len(arg) > 2:
                found.append(arg[2:])
            elif (i + 1 < len(args) and len(arg) > 2 and arg[0] == "-" and arg[1] != "-" and arg[1:].isalpha()
                  and "-" + arg[-1] in options):  # a short cluster ending in the option (`wget -qO FILE`)
                found.append(args[i + 1])
        if not found:
            return ()  # most programs name no output: no generator made for nothing
        # an extraction or download directory that is a scratch root receives entries inside it
        return tuple(self._into(v) for v in found
                     if v and not v.startswith("-") and "=" not in v and not _FIELD_LIST.match(v))

    @kept
    def arg_paths(self) -> tuple[PathInfo, ...]:
        """Every path-like word handed to the program, operand or option value (`-f /etc/shadow`,
        `--config=~/.aws/credentials`): what an unknown program may read."""
        words = [w.partition("=")[2] if w.startswith("-") and "=" in w else w for w in self.inv.args]
        # `--token "$(cat ~/.config/gh/hosts.yml)"`: the file's contents are the argument.
        words += [path for w in words if "$(" in w or "`" in w for path in _SUBSTITUTED_READ.findall(w)]
        return tuple(self.path(w) for w in words if looks_like_path(w) and w != "{}" and "$(" not in w)

    @kept
    def serves_fixed_reply(self) -> bool:
        """`nc -l -c 'echo hello'`, `socat … SYSTEM:'printf ok'`: every program netcat or socat runs
        for a peer prints a fixed reply (echo, printf, date) and reads nothing the peer sends as a
        command. A shell, an interpreter, `cat` (a file served to whoever connects), any other
        program, or text with shell operators or expansions in it hands the peer more than a reply."""
        programs = _socket_programs(self.inv.args)
        return bool(programs) and all(_fixed_reply(p) for p in programs)

    @kept
    def shell_args(self) -> tuple[str, ...]:
        """Words that hand the program a shell to run: a shell's path (`/bin/sh`), or a `!` escape
        (`-c ':!/bin/sh'`, `--exec='!bash'`)."""
        return tuple(w for w in self.inv.args if _hands_shell(w))

    @kept
    def write_paths(self) -> tuple[PathInfo, ...]:
        """Every path this invocation creates, overwrites, appends to or deletes."""
        out = list(self.write_redirects)
        if self.output_paths:
            out.extend(p for p in self.output_paths if p not in out)
        name = self.name
        if name not in _WRITERS:
            return tuple(out)
        parsed = self.parsed
        operands = [w for w in parsed.positionals if w not in ("{}", "-")]
        if name == "mknod":
            out.extend(self.path(w) for w in operands[:1])
        elif name in ("tee", "truncate", "rm", "unlink", "shred", "sponge", "mkfifo"):
            out.extend(self.path(w) for w in operands if not (name == "truncate" and w.isdigit()))
        elif name in ("cp", "mv", "install", "ln", "rsync", "scp", "gcp", "rclone"):
            if name == "mv" or (name == "rsync" and "--remove-source-files" in self.inv.args):
                # moved sources disappear from where they were (rsync removes each file it has sent)
                out.extend(self.path(w) for w in operands[:-1])
            for option in ("-t", "--target-directory"):
                out.extend(self._into(v) for v in parsed.values.get(option, ()))
            if len(operands) > 1 and not (name in ("rsync", "scp") and ":" in operands[-1].split("/")[0]):
                out.append(self._into(operands[-1]))
        elif name in _OUTPUT_OPERAND:
            # `uniq IN OUT`, `xxd IN OUT`: the second operand is written; `script [-c CMD] FILE`: its
            # typescript is written over FILE. A `-` input (stdin) still holds the first place, so the
            # output is counted with it: `xxd -r -p - ~/.codex/hooks.json` writes the hooks file
            placed = [w for w in parsed.positionals if w != "{}"]
            at = _OUTPUT_OPERAND[name]
            if len(placed) > max(at, 0) and placed[at] != "-":
                out.append(self.path(placed[at]))
        elif name in ("sed", "gsed", "perl") and (
            "-i" in parsed.flags
            or any(
                f.startswith("-i") or (f.startswith("-") and "i" in f and name == "perl")
                for f in parsed.flags
            )
        ):
            skip_script = name in ("sed", "gsed") and "-e" not in parsed.values and "-f" not in parsed.values
            out.extend(self.path(w) for w in operands[1 if skip_script else 0 :])
        return tuple(out)

    def _into(self, dest: str) -> PathInfo:
        """A copy's destination. A scratch directory (`/tmp`, `/tmp/`) receives a new entry: the
        write lands inside it, in scratch, not on the system directory `/tmp` itself."""
        info = self.path(dest)
        return self.path(info.path + "/x") if info.path in SCRATCH_DIRS else info

    @kept
    def upload_paths(self) -> tuple[PathInfo, ...]:
        """Local files this invocation sends to another host (`curl -F f=@FILE`, `scp FILE host:`)."""
        name, parsed = self.name, self.parsed
        found: list[str] = []
        if name in ("curl", "wget", "http", "https", "xh", "httpie"):
            for option in (
                "-d",
                "--data",
                "--data-binary",
                "--data-raw",
                "--data-urlencode",
                "-F",
                "--form",
                "--form-string",
                "--json",
                "-T",
                "--upload-file",
                "--post-file",
                "--body-file",
            ):
                for value in parsed.values.get(option, ()):
                    if option in ("-T", "--upload-file", "--post-file", "--body-file"):
                        found.append(value)
                    elif "@" in value:
                        found.append(value.split("@", 1)[1].split(";")[0])
                    elif option in ("-F", "--form") and "=<" in value:
                        found.append(value.split("=<", 1)[1])
            found.extend(
                w.split("@", 1)[1]
                for w in parsed.positionals
                if _HTTPIE_FILE.match(w) and name in ("http", "https", "xh", "httpie") and "://" not in w
            )
        elif (
            name in ("scp", "rsync", "sftp", "rclone")
            and len(parsed.positionals) > 1
            and _REMOTE_DEST.match(parsed.positionals[-1])
        ):
            found.extend(parsed.positionals[:-1])
        elif name in _BUCKET_TOOLS and parsed.positionals and _BUCKET_URL.match(parsed.positionals[-1]):
            # `aws s3 cp|sync SRC s3://…`, `gsutil cp SRC gs://…`: local sources go to the bucket.
            found.extend(w for w in parsed.positionals[:-1] if looks_like_path(w) and "://" not in w)
        if name in ("huggingface-cli", "hf") and parsed.positionals[:1] in (
                ("upload",), ("upload-large-folder",)):
            # `huggingface-cli upload REPO LOCAL [PATH_IN_REPO]`: the local file or folder goes to the hub
            found.extend(parsed.positionals[2:3])
        if name in ("gh", "glab"):
            words = parsed.positionals
            if words[:2] in (("gist", "create"), ("snippet", "create")):
                found.extend(w for w in words[2:] if w != "-")
            elif words[:2] == ("release", "upload"):
                found.extend(words[3:])
            found.extend(parsed.values.get("--body-file", ()))
        elif name in ("pastebinit", "gist", "wgetpaste", "pastebin", "ix", "sprunge", "termbin"):
            found.extend(parsed.positionals)
        if name in ("az", "azcopy"):
            args = self.inv.args
            found.extend(args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-f", "--file", "--source"))
        if name == "mosquitto_pub":
            # `mosquitto_pub -h broker -t topic -f FILE`: the file is the message every subscriber receives
            found.extend(parsed.values.get("-f", ()) + parsed.values.get("--file", ()))
        if name in _MAIL_SENDERS:
            # `mailx -a FILE`, `mutt -a FILE --`: an attachment goes with the message
            args = self.inv.args
            # (swaks names the file `@FILE`, `--attach=@FILE`; sendemail takes `-a FILE…`)
            found.extend(args[i + 1].removeprefix("@") for i, a in enumerate(args[:-1])
                         if a in ("-a", "-A", "--attach", "--attach-file"))
            found.extend(a.partition("=")[2].removeprefix("@") for a in args if a.startswith("--attach="))
        if self.inv.redirects and self.uploads_stdin:
            # `mail -s x to@host < FILE`, `curl --data-binary @- URL < FILE`, `nc host 9 < FILE`: the file
            # fed to a program that sends its stdin leaves with it
            found.extend(r.target for r in self.inv.redirects if r.op == "<")
        return tuple(self.path(w) for w in found if w and w != "-")

    @kept
    def uploads_stdin(self) -> bool:
        """This invocation sends what it reads on stdin to the network (`curl -d @-`, `nc host port`)."""
        if self.name in ("nc", "ncat", "netcat", "socat", "telnet", "ssh") or self.name in _MAIL_SENDERS:
            return True  # ssh hands its stdin to the remote command
        if self.name in ("curl", "wget", "http", "https", "xh") and (
                "xargs" in self.inv.wrappers or (self.feeders and not self.inv.stdin_from)):
            # what xargs read becomes the request's words (a header, a URL, a body), directly or through
            # the shell script it runs for each item (`xargs -I% sh -c 'curl -F "f=@%" URL'`)
            return True
        if self.name in ("gh", "glab") and self.lowered_positionals[:2] in _PASTE_CREATE:
            # `… | gh gist create -`, or no file at all: the gist is what the pipe carries
            files = self.parsed.positionals[2:]
            return not files or "-" in files
        if self.name in ("pastebinit", "fpaste", "wgetpaste"):
            return not self.parsed.positionals or "-" in self.parsed.positionals
        if self.name in OBJECT_STDIN_WRITERS:
            # `gsutil cp - gs://b/o`, `aws s3 cp - s3://b/o`, `rclone rcat r:b/o`, `mc pipe a/b/o`: the
            # object stored is what the pipe carries
            words = self.lowered_positionals
            if words[:1] in (("rcat",), ("pipe",)):
                return True
            return "-" in words and any("://" in w for w in words)
        if self.name in ("http", "https", "xh") and self.inv.stdin_from:
            # HTTPie and xh send piped input as the request body without being told
            return "--ignore-stdin" not in self.inv.args
        values = self.parsed.values
        return any(_STDIN_VALUE.search(v) for vs in values.values() for v in vs)

    @kept
    def find_roots(self) -> tuple[PathInfo, ...]:
        roots = find_operands(self.inv.args)[1]
        infos = [self.path(r) for r in roots] if roots else [self.path(".")]
        # A scratch directory as a search root means its contents, which are scratch too.
        return tuple(self.path(i.path + "/x") if i.path in SCRATCH_DIRS else i for i in infos)

    @kept
    def find_filtered(self) -> bool:
        """find narrows what it acts on by name, path or pattern (`-name core`), rather than taking
        everything under its roots (`-type f`, `-atime +100` alone narrow nothing worth the name). A
        negated test is an exclusion, not a pick: `! -name .ssh` takes everything else. A root that
        is itself a pattern with literal text (`/var/www/*.php`) is a name pick made by the shell;
        an older-than test on log directories is a retention sweep, how logs are kept in bounds.
        With `-o` alternatives, each delete is narrowed only by the tests that guard it
        (rules/find_expr.py)."""
        return all(self._find_filtered_by(args) for args in self._find_action_args)

    @property
    def _find_action_args(self) -> list[tuple[str, ...]]:
        """The find's words as each of its actions sees them: the roots, then the tests that guard the
        action and the action (find_expr.guarded_actions); the words as written when no `-o` splits
        them."""
        args = self.inv.args
        roots = find_operands(args)[2]
        guarded = guarded_actions(args[roots:]) if roots < len(args) else None
        if not guarded:
            return [args]
        return [(*args[:roots], *words) for words in guarded]

    def _find_filtered_by(self, args: tuple[str, ...]) -> bool:
        if any(arg in _FIND_NAME_TESTS and not (i and args[i - 1] in ("!", "\\!", "-not"))
               for i, arg in enumerate(args)):
            return True
        roots = [r for r in self.find_roots if r.raw]
        if roots and all(_names_a_pattern(r.raw) for r in roots):
            return True
        return bool(roots) and all(_is_log_dir(r.path or r.raw) for r in roots) and any(
            arg in _FIND_AGE_TESTS and args[i + 1 : i + 2][:1] and args[i + 1].startswith("+")
            for i, arg in enumerate(args))

    @kept
    def find_deletion(self) -> str | None:
        """None, or how find deletes: 'empty' (empty files and folders, dangling links), 'one' (one
        file by its inode), 'leftover' (only crash dumps and editor autosaves, as files), 'regenerable'
        (only build output names), 'git', 'data'; with `-o`
        alternatives, the worst over its actions, each read with the tests that guard it."""
        kinds = [self._find_deletion_by(args) for args in self._find_action_args]
        return max(kinds, key=lambda k: _DELETION_RANK[k])

    def _find_deletion_by(self, args: tuple[str, ...]) -> str | None:
        deletes = "-delete" in args
        names: list[str] = []
        paths: list[str] = []
        path_tests: list[str] = []
        rmdir_only = "-delete" not in args
        # what each delete takes when it is handed a name made from the match (`rm {}.bak`), not the match
        derived: list[str] | None = None if "-delete" in args else []
        for i, arg in enumerate(args):
            if arg in ("-exec", "-execdir", "-ok", "-okdir") and i + 1 < len(args):
                j = i + 1
                while j < len(args) - 1 and args[j].rsplit("/", 1)[-1] in ("sudo", "doas", "nice", "ionice",
                                                                          "nohup", "command", "env"):
                    j += 1  # `-exec sudo rm -f {} +`: the wrapper runs rm
                program = args[j].rsplit("/", 1)[-1]
                if program in ("rm", "rmdir", "shred", "unlink", "srm") or _empties_each(
                        program, args[j + 1:]):
                    deletes = True
                    rmdir_only = rmdir_only and program == "rmdir"
                    suffixes = _derived_suffixes(args[j + 1:])
                    derived = derived + suffixes if suffixes and derived is not None else None
            excluded = i > 0 and args[i - 1] in ("-not", "!", "\\!")  # `-not -path './node_modules/*'`
            if arg in ("-name", "-iname", "-path", "-ipath",
                       "-wholename") and i + 1 < len(args) and not excluded:
                names.append(args[i + 1].rstrip("/").rsplit("/", 1)[-1])
                paths.append(args[i + 1])
                path_tests.append("name" if arg in ("-name", "-iname") else "path")
        if not deletes:
            return None
        # a name pattern that matches `.git` (`.git*`, `.g?t`) reaches the repository's history too
        if any("git" in n and fnmatchcase(".git", n) for n in names) or any(
                "/.git/" in p or p.startswith(".git/") for p in paths):
            return "git"
        if rmdir_only or "-empty" in args or _sized_zero(args) or _links_only(args) or _folders_by_delete(
                self.inv.args):
            return "empty"  # only empty folders, empty files or dangling links go: no content is lost
        if _one_file(args):
            return "one"  # `find . -inum 128128 -delete`: the one file `rm` could not name, as `rm FILE`
        in_git = any(root.region == "git" for root in self.find_roots)
        if in_git and names and all(_git_scratch(n) for n in names):
            return "regenerable"  # `find .git/hooks -name '*.sample' -delete`: what git writes afresh
        if in_git:
            return "git"  # `find .git -type f -delete`, `-name '*.pack'`: the repository's store
        tests = []
        for a in args:
            if a in ("-exec", "-execdir", "-ok", "-okdir"):
                break  # the action's own words are not tests
            if a.startswith("-") or a in ("!", "\\!", "(", ")"):
                tests.append(a)
        # `-type f` below the top narrows nothing here: .git's store is files (`find . -type f -delete`)
        unfiltered = not names and all(t in _FIND_NON_TESTS or (t == "-type" and _every_file_below(args))
                                       for t in tests)
        if unfiltered and derived is None and any(root.region == "cwd" for root in self.find_roots):
            return "git"  # `find . -mindepth 1 -delete`, `find . -type f -delete`: everything, .git with it
        beyond_project = any(root.region in ("root", "system", "home", "home_data")
                             for root in self.find_roots)
        if names and not (self.inv.remote or "").startswith("fleet:") and _rotated_logs_past_retention(
                args, names, self.find_roots) and not (
                self.inv.privileged and any(r.path in ("/var/log", "/var/log/") for r in self.find_roots)):
            # logrotate's own upkeep on this host: compressed rotations older than the retention (on a
            # fleet, deleting on every host is confirmed first, as dev-O's pdsh … -delete says). Run as
            # root over the whole of /var/log, the rotations include the system's own records (auth,
            # audit, syslog), which an investigation reads: a human confirms that
            return None
        if beyond_project and any(n.endswith(".log") for n in names):
            # log files beyond the project are a record (the system's in /var/log, the user's work in
            # home), not build output
            return "data"
        if derived:
            names = [f"*{suffix}" for suffix in derived]  # the matched files stay; these siblings go
        whole_home = any(r.path and (r.path.rstrip("/") == self.home.rstrip("/") or is_user_home(r.path))
                         for r in self.find_roots)
        if whole_home:
            return "data"  # a home swept whole (`find ~ -name '*.pyc'`) reaches every folder of the user's
        if names and all(_leftover_file(n, args) for n in names):
            return "leftover"
        if names and all(is_regenerable_name(n) or _leftover(n, args) for n in names):
            return "regenerable"
        if not beyond_project and not _BRANCHES.intersection(self.inv.args) and any(
                _inside_output(p) for p, a in zip(paths, path_tests, strict=True) if a != "name"):
            # `find . -path '*/build/outputs/*' -name '*.apk' -delete`: every match lies inside a folder
            # of build output (a literal folder of the path pattern), whatever its own name. Only when
            # every test must hold: with `-o` (or a group, `!`) another branch may match anywhere
            return "regenerable"
        return "data"


# A key pattern naming every key of one kind (`session:*`, `user_*`), and kinds a store makes again.
_WHOLE_KIND = lazy_compile(r"^['\"]?([A-Za-z][\w-]*)[:._/]\*['\"]?$")
# Sessions: deleting them all signs every user out, on production as anywhere (each signs in again).
_SESSION_KINDS = frozenset({"session", "sessions", "sess", "spring:session", "laravel_session"})
_CACHE_HOST = lazy_compile(r"(?i)(?:^|[/@.\-_])(?:cache|memcache)s?\d*(?:$|[.:\-_])")


def _names_a_cache(args: list[str]) -> bool:
    """`redis-cli -h cache-prod …`: a server named as a cache holds copies made from a store behind it, so
    every key of one kind deleted there is made again (the existing cache rules judge it), not lost;
    except sessions, which no store behind it holds."""
    hosts = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-h", "--host", "-u", "--uri")]
    return any(_CACHE_HOST.search(h) for h in hosts)


_REMADE_KINDS = frozenset({"cache", "caches", "tmp", "temp", "lock", "locks", "ratelimit", "rate", "rl",
                           "throttle", "bull", "celery-task-meta"})
# A find expression's alternatives, groups and negations: with any of them a test no longer bounds
# every match.
_BRANCHES = frozenset({"-o", "-or", "(", ")", "\\(", "\\)", "!", "-not"})


def _inside_output(pattern: str) -> bool:
    """A `-path` pattern one of whose literal folders (not its last part) is build output or a cache
    (`*/build/outputs/*`, `./node_modules/*`): whatever it matches lies inside that folder."""
    folders = pattern.rstrip("/").split("/")[:-1]
    return any(f and not any(c in f for c in "*?[") and is_regenerable_name(f) for f in folders)


# How much a find's deletion takes, least first.
_DELETION_RANK = {None: 0, "empty": 1, "one": 2, "leftover": 3, "regenerable": 4, "data": 5, "git": 6}
# What a program leaves behind when it crashes or an editor while it edits (core dumps, JVM heap dumps
# and error logs, Emacs autosaves and locks, the backup an editor writes again at each save), the folder
# metadata a desktop writes again on its next visit, and the working-copy folders of a centralised VCS, whose
# history is on its server (`svn checkout` writes them again): deleting them loses no one's work. The
# dumps only as files: a directory named `core` is source.
_LEFTOVER_FILES = ("core", "core.[0-9]*", "*.core", "heapdump*", "*.hprof", "hs_err_pid*", "javacore*",
                   "#*#", ".#*", "*~", ".DS_Store", "._*", "Thumbs.db")
_VCS_WORKING_DIRS = frozenset({".svn", "CVS", "_svn"})


def _leftover(name: str, args: tuple[str, ...]) -> bool:
    """`find . -type f -name core -delete`, `find . -name .svn -exec rm -rf {} +`: a name find picks
    that is a crash or editor leftover (as files only) or a centralised VCS's working-copy folder."""
    return name in _VCS_WORKING_DIRS or _leftover_file(name, args)


def _derived_suffixes(words: tuple[str, ...]) -> list[str]:
    """The suffixes of the names a find's `-exec rm` is handed when every operand is the match with a
    suffix added (`-exec rm {}.bak \\;` after `sed -i.bak`): it deletes those siblings and keeps the
    files found. Empty when any operand is the match itself or a path of its own."""
    suffixes = []
    for word in words:
        if word in (";", "\\;", "+"):
            break
        if word.startswith("-"):
            continue
        if not word.startswith("{}") or word == "{}" or "/" in word or "{}" in word[2:]:
            return []
        suffixes.append(word[2:])
    return suffixes


def _leftover_file(name: str, args: tuple[str, ...]) -> bool:
    """A crash or editor leftover picked as files only (`-type f`, or no recursive delete: `rm -f {}`
    cannot take a folder named core): what a crashed program or an editor left, needed by nothing."""
    files_only = ("-type", "f") in itertools.pairwise(args) or not _deletes_recursively(args)
    return files_only and any(name == p or fnmatchcase(name, p) for p in _LEFTOVER_FILES)


def _deletes_recursively(args: tuple[str, ...]) -> bool:
    """A `-exec`/`-execdir` command in the find is handed `-r`/`-R`/`--recursive` (`-exec rm -rf {} +`):
    it can take a whole folder, where `-delete` and a plain `rm` take files (and empty folders)."""
    inside = False
    for a in args:
        if a in ("-exec", "-execdir", "-ok", "-okdir"):
            inside = True
        elif a in (";", "\\;", "+"):
            inside = False
        elif inside and (a == "--recursive" or (a[:1] == "-" and a[1:2] != "-" and ("r" in a or "R" in a))):
            return True
    return False


def _one_file(args: tuple[str, ...]) -> bool:
    """`-inum N`, `-samefile F` (not negated), with no recursive delete: one file by its inode (with its
    hard links), how a file whose name cannot be typed is removed; nothing else under the roots."""
    picked = any(a in ("-inum", "-samefile") and not (i and args[i - 1] in ("!", "\\!", "-not"))
                 for i, a in enumerate(args))
    return picked and not _deletes_recursively(args)


def _links_only(args: tuple[str, ...]) -> bool:
    """`-xtype l`: dangling symbolic links, which point at nothing; `rm` and `-delete` remove the link
    alone. So is `-type l` when find follows links (`find -L . -type l`: a link whose target exists is
    read as that target, so only a broken one is still a link) or when a negated existence test guards
    it (`-type l ! -exec test -e {} \\;`). Working links (`-type l` under /usr/lib) are how libraries are
    found: not these."""
    pairs = list(itertools.pairwise(args))
    if ("-xtype", "l") in pairs:
        return True
    return ("-type", "l") in pairs and (follows_links(args) or _target_missing(args))


def _target_missing(args: tuple[str, ...]) -> bool:
    """A negated `-exec test -e {} ;` (or `[ -e {} ]`): true only for a path whose target is absent."""
    return any(a in ("!", "\\!", "-not") and args[i + 1:i + 2] == ("-exec",)
               and args[i + 2:i + 5] in (("test", "-e", "{}"), ("[", "-e", "{}"))
               for i, a in enumerate(args))


def _folders_by_delete(args: tuple[str, ...]) -> bool:
    """`find . -name test -type d -delete`: `-delete` removes a folder as `rmdir` does, only when it is
    empty, and `-type d` keeps every file out of the pick, so a folder that holds anything stays with
    what it holds (find reports "Directory not empty"). Only when every action is so guarded: the
    deletion is `-delete` alone (no `-exec rm -r`), no `-o` alternative escapes the `-type d`, and no
    `!` turns it (or a group holding it) around."""
    if "-type" not in args or "-delete" not in args:
        return False
    expr = args[find_operands(args)[2]:]
    if any(w in _FIND_ALTERNATIVES or w in _FIND_COMMANDS for w in expr):
        return False
    folders = False
    for before, word, value in zip(("", *expr[:-1]), expr, (*expr[1:], ""), strict=True):
        if before in _FIND_NEGATIONS and (word in ("(", "\\(") or word == "-type"):
            return False  # `! -type d` picks everything else; `! \( -type d … \)` turns a group around
        folders = folders or (word == "-type" and value == "d")
    return folders


_FIND_ALTERNATIVES = frozenset({"-o", "-or", ","})
_FIND_NEGATIONS = frozenset({"!", "\\!", "-not"})
_FIND_COMMANDS = frozenset({"-exec", "-execdir", "-ok", "-okdir"})


def _sized_zero(args: tuple[str, ...]) -> bool:
    """`-size 0`, `-size 0c`, `-size -1c`: only files with nothing in them."""
    return any(a == "-size" and b in ("0", "0c", "-1c", "0k") for a, b in itertools.pairwise(args))


def _writes_nothing(argv: tuple[str, ...]) -> bool:
    """The command prints nothing, so a `>` redirect of it leaves the target empty."""
    name, args = argv[0], argv[1:]
    if name in (":", "true", "false"):
        return True
    if name == "cat":
        return bool(args) and all(a == "/dev/null" for a in args)
    if name == "echo":
        return args in (("-n",), ("-n", ""))
    if name == "printf":
        return args in (("",), ("%s", ""))
    return False


# `gh gist create`, `glab snippet create`: a paste read from stdin when no file is named
_PASTE_CREATE = (("gist", "create"), ("snippet", "create"))
