"""Catastrophic effects a tool call's arguments carry while its operation name sounds routine.

`migrate.up`, `airflow.trigger_dag`, `spark.submit`, `kafka.alter_topic_config`, `splunk.search`: the
name says "run", "change a setting" or "search"; what the call does is in its arguments. Each reading
below names one effect the rubric stops whatever the context, read from the arguments in any client's
spelling (JSON or key=value, nested or flat, a CLI-style argument list):

- a run whose job, migration or mode destroys or overwrites, aimed at production with no narrowing
  filter: production records gone with no copy (`{"env": "production", "migration": "0042_drop_column_…"}`,
  `--output s3://…-prod/… --mode overwrite`);
- a retention or expiry shortened to a day or less on production, audit, security or backup records: the
  store ages out everything it held at once (`"retention.ms": "1000"` on a prod cluster, a lifecycle rule
  on the whole of an audit-log bucket that expires objects after one day);
- a query whose text deletes (Splunk's `| delete`) over a whole index or a security or audit index: the
  events are gone from every search, the evidence an investigation reads;
- a secrets engine disabled or unmounted: every secret stored under the mount is destroyed with it;
- an all-powerful credential minted with no expiry (`policies: ["root"], ttl: "0"`): a key to everything
  that never lapses;
- people's records or a whole workspace's export made public (`"private": false` on a file of raw support
  tickets, an export to a bucket named public): once fetched, the data is out for good;
- the account-wide guard against public storage switched off (S3 Block Public Access on the account,
  Azure's allowBlobPublicAccess): every bucket of the account can then be opened to anyone;
- a production store or a whole copy of it opened to anyone (a snapshot shared with "all", allUsers on a
  production project, a database firewall range that is the whole internet);
- a repository whose name marks it as the company's own code (core, backend, billing, internal) made
  public: every clone made meanwhile keeps its code and the secrets in its history.

(One production workload scaled to zero is not here: scaling it back undoes it, the verify of
k8s.scale-zero; every workload at zero is k8s.scale-zero-all-namespaces.)

What keeps a call's own verdict: a non-production, scratch or test place in its arguments, a narrowing
filter (a prefix, an age, an id), a dry run, a finite expiry, a private upload, a non-destroying mode.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from dongle.assessment import Assessment, worst
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel as L

# Verbs of a call that runs, applies or writes what its arguments name (a job, a migration, a load).
RUN_VERBS = frozenset({"run", "up", "apply", "trigger", "submit", "execute", "exec", "start", "deploy",
                       "load",
                       "import", "write", "put", "sync", "migrate", "invoke", "launch", "insert", "copy",
                       "restore", "rollout", "backfill", "replay", "dispatch", "kick", "enqueue"})
# Verbs that only prepare, look or simulate: what they name is not done.
LOOK_VERBS = frozenset({"generate", "plan", "list", "get", "describe", "preview", "validate", "show",
                        "status", "search", "find", "read", "diff", "explain", "lint", "check", "create_file",
                        "dry", "simulate", "estimate", "render", "template", "scaffold", "new", "draft"})
# Words of an argument's value that name a wholesale loss of what is there.
DESTROY_WORDS = frozenset({"drop", "truncate", "purge", "delete", "wipe", "erase", "destroy", "overwrite",
                           "flush", "nuke", "obliterate", "shred", "reset", "recreate", "replace"})
# "replace" and "reset" destroy only as a mode; as a job's name ("replace_expired_cards") they are ordinary.
_MODE_ONLY = frozenset({"replace", "reset", "recreate"})
# Words beside the destroying one that narrow it to what is spent or cheap ("purge_old_logs",
# "delete_expired_sessions", "drop_temp_tables"): a routine clean-up, not a wholesale loss.
_SPENT = frozenset({"old", "older", "expired", "stale", "orphan", "orphaned", "unused", "temp", "tmp",
                    "cache",
                    "caches", "session", "sessions", "duplicate", "duplicates", "dupes", "dedupe", "leftover",
                    "dangling", "obsolete", "deprecated", "archived", "soft", "trash", "test", "tests"})
MODE_KEYS = frozenset({"mode", "if_exists", "write_disposition", "writedisposition", "write_mode", "strategy",
                       "on_conflict", "save_mode", "savemode", "disposition"})
_PROD = re.compile(r"(?i)(?:^|[\W_])(?:prod|production|prd|live)(?:$|[\W_\d])")
_NONPROD = re.compile(r"(?i)(?:^|[\W_])(?:staging|stage|stg|dev|development|test|tests|testing|qa|sandbox"
                      r"|local|localhost|127\.0\.0\.1|scratch|tmp|temp|ephemeral|preview|demo|ci|fixtures?"
                      r"|example|sample)(?:$|[\W_\d])")
# Arguments that narrow a destroying act to some of what is there: an age, a prefix, ids, a filter.
_NARROWING_KEY = re.compile(r"(?i)^(?:older_than\w*|before|until|since|after|prefix|ids?|keys?|where|filter"
                            r"|match|selector|limit|max_?rows|partition|date|dates)$")
# Where a call reads from: a scratch input does not make its production output a scratch one.
_SOURCE_KEY = re.compile(r"(?i)^(?:input|inputs|source|sources|src|from|read|in|job|script|file|dag_id"
                         r"|from_\w+"
                         r"|source_\w+|input_\w+)$")
_WHOLE_VALUE = re.compile(r"^\s*(?:\*|\*\*|/|all|everything|\{\}|)\s*$", re.I)
_DRY = re.compile(r"(?i)^(?:--)?dry[-_]?run$|^(?:--)?(?:plan|preview|validate)[-_]?only$")

# Retention: keys that set how long records are kept, the unit their name gives, and records whose
# loss reaches beyond one team (the audit trail, security events, backups).
_RETENTION_PARTS = frozenset({"retention", "expiration", "retain", "lifecycle"})
# A rule's name or value that says the lifetime in words: "expire-all-after-1-day", "retain 0 days",
# "delete_after_24h"; a day or less, however spelled
_SHORT_LIFETIME_TEXT = lazy_compile(
    r"(?i)(?:expir\w*|delet\w*|retain\w*|retention|keep)[\W_]*(?:all[\W_]*|everything[\W_]*|objects?[\W_]*)?"
    r"(?:after|for|in)?[\W_]*(?:0|1|one|zero|24)[\W_]*(?:days?|d|hours?|h|hrs?)(?![a-z])")
# What lapses by design (an invitation, a link, a session): its expiry keeps nothing from anyone.
_LAPSING = frozenset({"invite", "invites", "invitation", "link", "links", "url", "session", "sessions",
                      "token", "tokens", "password", "otp", "cache", "upload", "presign", "presigned"})
_UNIT_DAYS = {"ms": 86_400_000, "millis": 86_400_000, "milliseconds": 86_400_000, "s": 86_400, "sec": 86_400,
              "secs": 86_400, "seconds": 86_400, "minutes": 1_440, "mins": 1_440, "m": 1_440, "hours": 24,
              "hrs": 24, "h": 24, "days": 1, "day": 1, "d": 1}
KEPT_RECORDS = re.compile(r"(?i)(?:^|[\W_])(?:audit\w*|cloudtrail|trails?|security|siem|compliance|backups?"
                          r"|snapshots?|forensics?|evidence|ledger)(?:$|[\W_])")

# Query text that deletes what it matches: Splunk's `delete` command after a pipe.
_SPL_DELETE = re.compile(r"(?i)\|\s*delete\s*(?:\||$)")
_SPL_TERMS = re.compile(r"(?i)^\s*(?:search\s+)?(?:(?:index|earliest|latest|sourcetype)\s*=\s*\S+\s*)+$")
_SECURITY_INDEX = re.compile(r"(?i)\bindex\s*=\s*\"?(?:\*|_?audit\w*|\w*secur\w*|wineventlog\w*|cloudtrail\w*"
                             r"|\w*siem\w*|_internal|edr\w*|\w*auth\w*)\b")
QUERY_KEYS = frozenset({"query", "search", "spl", "q", "statement", "command"})

# Secret stores and the verbs that unmount one; credentials and the powers and lifetimes they carry.
_SECRET_STORES = frozenset({"vault", "openbao", "secrets", "secret", "kv", "engine", "engines", "mount",
                            "mounts"})
_UNMOUNT = frozenset({"disable", "unmount", "umount", "detach"})
_CREDENTIALS = frozenset({"token", "tokens", "key", "keys", "apikey", "credential", "credentials",
                          "access", "pat", "secret"})
_MINT = frozenset({"create", "mint", "issue", "generate", "new", "add"})
_ALL_POWER = re.compile(r"(?i)^(?:root|admin|administrator|superuser|super_admin|owner|\*|all|full_access"
                        r"|administratoraccess|arn:aws:iam::aws:policy/administratoraccess|sudo|god)$")
_POWER_KEYS = re.compile(r"(?i)^(?:polic(?:y|ies)|roles?|scopes?|permissions?|privileges?|access_level"
                         r"|policy_arn|grants?)$")
_LIFETIME_KEYS = re.compile(r"(?i)^(?:ttl|expires?(?:_in|_at|_after)?|expiry|expiration(?:_date)?|lifetime"
                            r"|max_ttl|period|valid_for|duration)$")
_NEVER = re.compile(r"(?i)^\s*(?:0|0s|0h|0d|never|none|null|infinite|unlimited|-1|)\s*$")
_NO_EXPIRY_FLAGS = frozenset({"no_expiry", "no_expiration", "never_expires", "non_expiring", "no_expire"})

# People's records (named in a file, dataset or repository argument) and whole-workspace exports.
PEOPLE_RECORDS = re.compile(
    r"(?i)(?:^|[\W_])(?:customers?|tickets?|support|patients?|employees?|hr|payroll|salar(?:y|ies)|pii"
    r"|personal|medical|health|ssn|passports?|contacts?|candidates?|resumes?|applicants?|students?|chats?"
    r"|transcripts?|crm|leads|user_?data|users_?export)(?:$|[\W_\d])"
    # a table or prefix of a service's people by its plain name ("raw/users/", "members.csv"), not a page
    # about them ("users-guide.html")
    r"|(?:^|[\W_])(?:users|members|accounts)(?=$|[/._\d])")
_WHOLE_EXPORT = frozenset({"workspace", "org", "organization", "organisation", "tenant", "everything",
                           "all", "full"})


def _words(text: str) -> set[str]:
    return {w for w in re.split(r"[^a-z0-9]+", text.lower()) if w}


def _leaves(arguments: Any, key: str = "", depth: int = 0) -> Iterable[tuple[str, Any]]:
    """(key, value) for every leaf at any depth, a list's items under their list's key."""
    if depth > 6:
        return
    if isinstance(arguments, Mapping):
        for k, v in arguments.items():
            yield from _leaves(v, str(k).lower(), depth + 1)
    elif isinstance(arguments, list | tuple):
        for item in list(arguments)[:200]:
            yield from _leaves(item, key, depth + 1)
    else:
        yield key, arguments


def _pairs(arguments: Mapping[str, Any]) -> list[tuple[str, Any]]:
    """Leaves, with a CLI-style list (`["--mode", "overwrite"]`, `--env=prod`) read as its flags' values."""
    pairs: list[tuple[str, Any]] = []
    leaves = list(_leaves(arguments))
    taken = -1  # the index of a value already read as the flag before it
    for i, (key, value) in enumerate(leaves):
        if i == taken:
            continue
        text = value if isinstance(value, str) else ""
        if text.startswith("--"):
            flag, eq, inline = text[2:].partition("=")
            if eq:
                pairs.append((flag.lower().replace("-", "_"), inline))
                continue
            following = leaves[i + 1][1] if i + 1 < len(leaves) and leaves[i + 1][0] == key else None
            if isinstance(following, str) and not following.startswith("-"):
                pairs.append((flag.lower().replace("-", "_"), following))
                taken = i + 1
            else:
                pairs.append((flag.lower().replace("-", "_"), True))
            continue
        pairs.append((key, value))
    return pairs


def _text_values(pairs: list[tuple[str, Any]]) -> list[str]:
    return [v for _, v in pairs if isinstance(v, str)]


def _production(pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    """The production place the arguments name, when they name no other place where the call acts (a
    scratch input it reads does not count); "" otherwise."""
    values = [v for k, v in pairs if isinstance(v, str) and not _SOURCE_KEY.match(k)]
    if any(_NONPROD.search(v) for v in values):
        return ""
    found = next((v for v in values if _PROD.search(v)), "")
    return found or ("production (said in the hint)" if context_prod else "")


def _narrowed(pairs: list[tuple[str, Any]]) -> str:
    """An argument that narrows the act to part of what is there (an age over zero, a prefix, ids)."""
    for key, value in pairs:
        if not _NARROWING_KEY.match(key) or value in (None, False, 0, "0", {}, []):
            continue
        if isinstance(value, str) and _WHOLE_VALUE.match(value):
            continue
        return f"{key}: {value}"
    return ""


def _run_destroys_production(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    if not words & RUN_VERBS or words & LOOK_VERBS:
        return ""
    if any(_DRY.match(str(k)) and v not in (False, "false") for k, v in pairs) or any(
            isinstance(v, str) and _DRY.match(v) for _, v in pairs):
        return ""
    from dongle.classify.extract import COMMAND_KEYS, SQL_KEYS

    destroying = ""
    for key, value in pairs:
        # a command, a statement or a sentence is judged whole by its own judge; a name has no spaces
        if not isinstance(value, str) or key in COMMAND_KEYS or key in SQL_KEYS \
                or re.search(r"\s", value.strip()):
            continue
        found = _words(value) & DESTROY_WORDS
        if _words(value) & _SPENT:
            continue
        if found - _MODE_ONLY or (found and key in MODE_KEYS):
            destroying = f"{key}: {value}"
            break
    place = destroying and _production(pairs, context_prod)
    if not place or _narrowed(pairs):
        return ""
    return (f"runs what destroys or overwrites ({destroying}) on production ({place}) with nothing narrowing "
            "it: the live records are gone, with no copy the call keeps")


def _days(key: str, value: Any) -> float | None:
    """The lifetime a retention value sets, in days, from the unit its key names (days when none)."""
    if isinstance(value, bool):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    unit = next((u for u in reversed(re.split(r"[^a-z]+", key)) if u in _UNIT_DAYS), "days")
    return number / _UNIT_DAYS[unit]


def _retention_emptied(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    values = _text_values(pairs)
    if any(_NONPROD.search(v) for v in values) or words & (LOOK_VERBS | _LAPSING):
        return ""
    short = next((f"{k}: {v}" for k, v in pairs
                  if _words(k) & _RETENTION_PARTS and (d := _days(k, v)) is not None and d <= 1), "") or next(
        (f"{k}: {v}" for k, v in pairs if isinstance(v, str) and _SHORT_LIFETIME_TEXT.search(v)), "")
    if not short or _narrowed(pairs):
        return ""
    kept = next((v for v in values if KEPT_RECORDS.search(v)), "") or _production(pairs, context_prod)
    if not kept:
        return ""
    return (f"a lifetime of a day or less ({short}) on {kept}: everything older expires at once, and nothing "
            "is kept past a day from now on")


# A reading's answer that asks for a pause, not a stop (the effect is real but bounded).
_PAUSE = "pause: "


def _query_deletes(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    for key, value in pairs:
        if key not in QUERY_KEYS or not isinstance(value, str) or not _SPL_DELETE.search(value):
            continue
        search = _SPL_DELETE.split(value, 1)[0]
        if _NONPROD.search(search):
            return ""
        if _SECURITY_INDEX.search(search) or _SPL_TERMS.match(search):
            return (f"the query deletes what it matches ({value.strip()[:80]!r}), a whole index or security "
                    "events: erased from every search, the evidence an investigation reads")
        return _PAUSE + (f"the query deletes the events it matches ({value.strip()[:80]!r}): gone from every "
                         "search, a human decides")
    return ""


def _secrets_unmounted(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    if not (words & _UNMOUNT and words & _SECRET_STORES and words & {"vault", "openbao", "secrets", "kv",
                                                                   "engine", "mount", "mounts"}):
        return ""
    if any(_NONPROD.search(v) for v in _text_values(pairs)):
        return ""
    return ("a secrets engine disabled: every secret stored under its mount is destroyed with it, and "
            "everything that reads them fails")


def _unbounded_credential(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    if not (words & _CREDENTIALS and words & _MINT):
        return ""
    power = next((str(v) for k, v in pairs if _POWER_KEYS.match(k) and isinstance(v, str)
                  and _ALL_POWER.match(v.strip())), "")
    never = any(_LIFETIME_KEYS.match(k) and (v is None or (
        isinstance(v, str | int) and not isinstance(v, bool) and _NEVER.match(str(v)))) for k, v in pairs
    ) or any(k in _NO_EXPIRY_FLAGS and v in (True, "true") for k, v in pairs)
    if not (power and never):
        return ""
    return (f"a credential with all power ({power}) that never expires: a key to everything that does not "
            "lapse, whoever ends up holding it")


def _people_made_public(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    from dongle.classify.arguments import exposes

    exposed = exposes(dict(pairs))
    if not exposed:
        return ""
    people = next((v for k, v in pairs if isinstance(v, str) and k not in ("private", "public", "visibility")
                   and PEOPLE_RECORDS.search(v) and not _NONPROD.search(v)), "")
    whole = words & _WHOLE_EXPORT and words & {"export", "dump", "backup"}
    if not people and not whole:
        return ""
    what = f"people's records ({people})" if people else "a whole workspace's export"
    return f"{what} made public ({exposed}): once fetched, everyone keeps a copy; it cannot be taken back"


# The guard that keeps every store of an account from being made public (S3 Block Public Access, Azure's
# allowBlobPublicAccess, GCS public access prevention), and the keys that switch its parts.
_PUBLIC_GUARD_WORDS = frozenset({"publicaccessblock", "public_access_block", "publicaccessprevention",
                                 "public_access_prevention"})
_PUBLIC_GUARD_KEYS = re.compile(r"(?i)^(?:block_?public_?(?:acls|policy)|ignore_?public_?acls"
                                r"|restrict_?public_?buckets|public_?access_?prevention|enforced)$")
_ALLOW_PUBLIC_KEYS = re.compile(r"(?i)^allow_?blob_?public_?access$")
_ACCOUNT_WIDE = frozenset({"s3control", "account", "accounts", "org", "organization", "organisation",
                           "organizations", "tenant", "subscription"})


def _public_guard_removed(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    joined = "_".join(sorted(words))
    named = words & {"public", "access"} == {"public", "access"} and words & {"block", "prevention"}
    if not (named or any(w in joined for w in _PUBLIC_GUARD_WORDS) or any(
            _ALLOW_PUBLIC_KEYS.match(k) for k, _ in pairs)):
        return ""
    removed = bool(words & {"delete", "remove", "disable", "unset"}) or any(
        (_PUBLIC_GUARD_KEYS.match(k) and str(v).lower() in ("false", "0", "inherited", "unspecified"))
        or (_ALLOW_PUBLIC_KEYS.match(k) and str(v).lower() == "true") for k, v in pairs)
    account = words & _ACCOUNT_WIDE or any(
        k in ("account_id", "accountid", "organization", "org", "parent") or _ALLOW_PUBLIC_KEYS.match(k)
        for k, _ in pairs)
    if not (removed and account) or any(k in ("bucket", "bucket_name", "container") for k, _ in pairs):
        return ""
    return ("the guard that keeps every store of the account from being made public is switched off: any "
            "bucket can now be opened to anyone, and what is read meanwhile stays out")


# A data store or a whole copy of one, and the ways a call opens it to everyone: "all" added to who may
# restore a snapshot, allUsers as a member, a firewall range that is the whole internet.
_STORE_WORDS = frozenset({"snapshot", "snapshots", "database", "databases", "db", "sql", "bucket", "buckets",
                          "dataset", "datasets", "table", "tables", "backup", "backups", "project",
                          "projects", "warehouse", "cluster", "instance", "firewall", "rds", "ami", "image",
                          "disk", "volume"})
_EVERYONE_VALUES = re.compile(r"(?i)^(?:all|allusers|allauthenticatedusers|everyone|anyone|public|\*"
                              r"|0\.0\.0\.0/0|::/0)$")
_WHO_KEYS = re.compile(r"(?i)^(?:group_?names?|groups?|values_?to_?add|user_?ids?|members?|principals?"
                       r"|grantees?"
                       r"|source_?ranges?|cidrs?|cidr_?ip|cidr_?blocks?|ip_?ranges?|allowed_?ips?)$")
# A store made to be read by everyone (a website's files, a CDN's assets, public downloads).
_MEANT_PUBLIC = re.compile(r"(?i)(?:^|[\W_])(?:web|www|site|static|assets?|public|cdn|images?|media"
                           r"|downloads?|docs|frontend)(?:$|[\W_])")
_WHOLE_RANGE = (re.compile(r"(?i)^start_?ip(?:_?address)?$"), re.compile(r"(?i)^end_?ip(?:_?address)?$"))


def _store_opened(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    from dongle.classify.arguments import EXPOSURE_KEYS, exposes

    named = words | {w for k, v in pairs for w in _words(f"{k} {v if isinstance(v, str) else ''}")}
    if not named & _STORE_WORDS or words & LOOK_VERBS:
        return ""
    opened = exposes(dict(pairs)) or next((f"{k}: {v}" for k, v in pairs if _WHO_KEYS.match(k)
                                           and isinstance(v, str) and _EVERYONE_VALUES.match(v.strip())), "")
    starts = [v for k, v in pairs if _WHOLE_RANGE[0].match(k)]
    ends = [v for k, v in pairs if _WHOLE_RANGE[1].match(k)]
    if not opened and "0.0.0.0" in starts and "255.255.255.255" in ends:
        opened = "0.0.0.0 to 255.255.255.255"
    place = opened and _production(pairs, context_prod)
    # the store's own name says it is for everyone (its opening, `acl: public-read`, says nothing of that)
    named_public = any(isinstance(v, str) and _MEANT_PUBLIC.search(v) for k, v in pairs
                       if k not in EXPOSURE_KEYS and not _WHO_KEYS.match(k))
    if not place or named_public:
        return ""
    return (f"a production store or a whole copy of it ({place}) opened to anyone ({opened}): everything in "
            "it can be read or restored by whoever finds it, and what is taken stays taken")


# A repository's name that says its code is the company's own product, not meant for the public.
_PRIVATE_CODE = re.compile(r"(?i)(?:^|[/_.-])(?:internal|private|core|backend|billing|payments?|infra"
                           r"|secrets?|proprietary|confidential)(?:$|[/_.-])")
_REPO_KEYS = frozenset({"repo", "repository", "repo_id", "project", "id", "name", "full_name"})


def _private_code_public(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    from dongle.classify.arguments import exposes

    # (a repository created public has no code or history yet: nothing private is opened)
    if not words & {"repo", "repos", "repository", "project", "projects"} or words & _MINT:
        return ""
    opened = exposes(dict(pairs))
    name = next((v for k, v in pairs if k in _REPO_KEYS and isinstance(v, str) and _PRIVATE_CODE.search(v)),
                "")
    if not (opened and name):
        return ""
    return (f"{name}, a repository its name marks as the company's own code, made public ({opened}): every "
            "clone made meanwhile keeps its code and every secret in its history")


# Look verbs that are also the names of things a call removes or opens (delete_list, delete_template).
_LOOKS = LOOK_VERBS - {"list", "template", "status", "new", "draft", "check"}
# Verbs of a call that removes what it names, and the flags that make a store's removal take its contents.
_REMOVE_VERBS = frozenset({"delete", "remove", "drop", "destroy", "purge", "erase", "wipe", "rm", "rb",
                           "deletebucket", "truncate", "empty"})
_FORCE_KEYS = lazy_compile(r"(?i)^(?:force|force_?delete|forced|delete_?contents|include_?contents|recursive"
                         r"|purge|empty(?:_first)?|delete_?objects|delete_?all_?objects|with_?contents"
                         r"|cascade)$")
_CONTAINER_WORDS = frozenset({"bucket", "buckets", "dataset", "datasets", "container", "containers", "vault",
                              "vaults", "database", "databases", "keyspace", "schema", "index", "indexes",
                              "indices", "collection", "collections", "volume", "volumes", "filesystem",
                              "share", "drive"})
# A store whose name says it holds the copies others are restored from.
_COPIES = lazy_compile(r"(?i)(?:^|[\W_])(?:backups?|snapshots?|archives?|archival|dr|disaster|recovery"
                       r"|replicas?|vault|glacier|retention|legal[_-]?hold)(?:$|[\W_\d])")


def _forced_store_removed(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    """A whole store removed with its contents (force, delete_contents), where its name says it holds the
    recovery copies or it is production: what it held, and what would restore it, is gone at once."""
    if not words & _REMOVE_VERBS or not words & _CONTAINER_WORDS or words & _LOOKS:
        return ""
    forced = next((f"{k}: {v}" for k, v in pairs if _FORCE_KEYS.match(k) and v in (True, "true", "yes", 1)),
                  "")
    if not forced or _narrowed(pairs):
        return ""
    values = [v for k, v in pairs if isinstance(v, str) and not _SOURCE_KEY.match(k)]
    if any(_NONPROD.search(v) for v in values):
        return ""
    copies = next((v for v in values if _COPIES.search(v)), "")
    place = copies or _production(pairs, context_prod)
    if not place:
        return ""
    kind = "a store of recovery copies" if copies else "a production store"
    return (f"{kind} ({place}) removed with everything in it ({forced}): nothing is left to restore from, "
            "and a forced removal takes no second look")


# Keys that count the people or records a call acts on ({"members": 84210}, {"profile_count": 152340}).
_COUNT_KEYS = lazy_compile(r"(?i)^(?:members?|member_?count|records?|record_?count|rows?|row_?count|contacts?"
                         r"|contact_?count|profiles?|profile_?count|subscribers?|subscriber_?count|users?"
                         r"|user_?count|customers?|customer_?count|recipients?|audience_?size|list_?size"
                         r"|size|count|total|entries|entry_?count|people|leads?)$")
_POPULATION = 1000  # a population's records, not a named few: beyond what anyone checks one by one


def _as_count(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and re.fullmatch(r"\d{1,3}(?:,\d{3})+|\d+", value.strip()):
        return int(value.strip().replace(",", ""))
    return None


def _population_removed(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    """A list, table or audience holding a population (a thousand people or records or more, counted in the
    arguments) deleted whole: each of them is gone at once, past any one-by-one check."""
    if not words & _REMOVE_VERBS or words & _LOOKS:
        return ""
    if any(isinstance(v, str) and _NONPROD.search(v) for _, v in pairs):
        return ""
    counted = next((f"{k}: {v}" for k, v in pairs if _COUNT_KEYS.match(k)
                    and (n := _as_count(v)) is not None and n >= _POPULATION), "")
    if not counted or _narrowed(pairs):
        return ""
    return (f"a population's records deleted at once ({counted}): every one of them is gone, past any "
            "check one by one, and who they were cannot be rebuilt")


# A container of many files (a shared drive, a folder, a wiki space, a site) and the settings that open it to
# anyone who has the address.
_SHARED_CONTAINERS = frozenset({"drive", "drives", "folder", "folders", "space", "spaces", "site", "sites",
                                "library", "workspace", "teamdrive", "shareddrive", "directory", "vault"})
_SHARING_KEYS = lazy_compile(r"(?i)^(?:general_?access|link_?access|link_?sharing|sharing|visibility|access"
                           r"|audience|who_?can_?(?:view|access)|anyone_?access|link_?visibility|scope"
                           r"|permission_?type|type|share_?with|shared_?with)$")
_ANYONE = lazy_compile(r"(?i)^\s*(?:anyone|anyone_?with_?(?:the_?)?link|anyonewithlink|public|anonymous"
                     r"|everyone|internet|anyone[ _]on[ _]the[ _]internet(?:[ _]with[ _]the[ _]link)?"
                     r"|public_?link|open)\s*$")


# Keys that name one file or document: a share of it is not a share of its container.
_ONE_FILE_KEYS = lazy_compile(r"(?i)^(?:file_?id|file|document_?id|doc_?id|item_?id|filename|file_?path)$")
# Folders made to be handed out: a press kit, brand assets, a media kit.
_MEANT_OPEN = lazy_compile(r"(?i)(?:^|[\W_])(?:press|brand|media[_-]?kit|handouts?|open[_-]?data)(?:$|[\W_])")


def _container_opened(words: set[str], pairs: list[tuple[str, Any]], context_prod: bool) -> str:
    """A whole shared drive, folder or space opened to anyone with the link: every file in it, now and
    later, can be read by whoever the link reaches, and a copy taken is not called back."""
    if words & _LOOKS:
        return ""
    named = words | {w for k, _ in pairs for w in _words(k)}
    if not named & _SHARED_CONTAINERS:
        return ""
    if any(_ONE_FILE_KEYS.match(k) for k, _ in pairs):
        return ""  # one file shared (`drive.permissions.create fileId=…`): the drive is only the service
    opened = next((f"{k}: {v}" for k, v in pairs if _SHARING_KEYS.match(k) and isinstance(v, str)
                   and _ANYONE.match(v)), "")
    if not opened:
        return ""
    names = [v for k, v in pairs if isinstance(v, str) and not _SHARING_KEYS.match(k)]
    if any(_MEANT_PUBLIC.search(v) or _MEANT_OPEN.search(v) or _NONPROD.search(v) for v in names):
        return ""
    return (f"a whole shared container opened to anyone with the link ({opened}): every file in it, and any "
            "added later, can be read by whoever the link reaches")


Reading = Callable[[set[str], list[tuple[str, Any]], bool], str]
# Each reading with calls it stops and look-alikes that keep their verdict (tests prove both).
READINGS: dict[str, tuple[Reading, list[str], list[str]]] = {
    "tool.production-destroyed-by-run": (
        _run_destroys_production,
        ['migrate.up {"env":"production","migration":"0042_drop_column_customer_notes"}',
         'airflow.trigger_dag {"dag_id":"purge_customer_data","conf":{"env":"prod","older_than_days":0}}',
         'spark.submit '
            '{"args":["--input","s3://scratch/in","--output","s3://acme-lake-prod/events/","--mode","overwrite"]}',
         'dbt.run {"target":"prod","full_refresh":true,"vars":{"strategy":"drop_and_recreate"}}',
         'jobs.run name=wipe_orders env=production'],
        ['migrate.up {"env":"staging","migration":"0042_drop_column_customer_notes"}',
         'migrate.generate name=drop_legacy_flags_column app=billing',
         'airflow.trigger_dag {"dag_id":"purge_old_logs","conf":{"env":"prod","older_than_days":90}}',
         'spark.submit {"args":["--output","s3://cu-agent-scratch/out","--mode","overwrite"]}',
         'jobs.run job=wipe_orders env=production dry_run=true',
         'airflow.trigger_dag {"dag_id":"delete_expired_sessions","conf":{"env":"prod"}}',
         'bigquery.load {"table":"prod.events","write_disposition":"WRITE_APPEND"}',
         'mysql.exec conn=shop_prod "DELETE FROM carts WHERE updated_at < NOW() - INTERVAL 2 YEAR LIMIT 9"']),
    "tool.retention-emptied": (
        _retention_emptied,
        ['kafka.alter_topic_config {"cluster":"prod-east","topic":"pay","config":{"retention.ms":"1000"}}',
         's3.put_lifecycle_configuration '
            '{"bucket":"acme-audit-logs","rules":[{"prefix":"","expiration_days":1}]}',
         'logs.put_retention_policy {"log_group":"/aws/cloudtrail/org","retention_in_days":1}',
         's3.put_bucket_lifecycle_configuration bucket=acme-db-backups rule=expire-all-after-1-day'],
        ['s3.put_lifecycle_configuration {"bucket":"cu-scratch","rules":[{"prefix":"","expiration_days":1}]}',
         's3.put_bucket_lifecycle_configuration bucket=acme-db-backups rule=expire-after-365-days',
         'kafka.alter_topic_config '
            '{"cluster":"prod-east","topic":"pay","config":{"retention.ms":"604800000"}}',
         's3.put_lifecycle_configuration '
            '{"bucket":"acme-audit","rules":[{"prefix":"tmp/","expiration_days":1}]}',
         'logs.get_retention_policy {"log_group":"/aws/cloudtrail/org","retention_in_days":1}']),
    "tool.query-deletes": (
        _query_deletes,
        ['splunk.search {"query":"index=security earliest=0 | delete"}',
         'splunk.run_search query="search index=* | delete"',
         'splunk.search {"query":"index=web earliest=-30d | delete"}'],
        ['splunk.search {"query":"index=security action=delete | stats count"}',
         'loki.query {"query":"{app=\\"auth\\"} |= \\"DROP TABLE\\"","since":"6h"}',
         'splunk.search {"query":"index=sandbox_web | delete"}']),
    "tool.secrets-unmounted": (
        _secrets_unmounted,
        ['vault.secrets_disable {"path":"secret/","cluster":"prod"}',
         'vault.sys_unmount {"path":"kv/"}', 'openbao.secrets_disable path=payments/'],
        ['vault.secrets_enable {"path":"kv-v2/","type":"kv"}',
         'vault.kv_delete {"path":"secret/staging/app"}',
         'vault.secrets_disable {"path":"scratch-test/","cluster":"dev"}']),
    "tool.unbounded-credential": (
        _unbounded_credential,
        ['vault.token_create {"policies":["root"],"ttl":"0","display_name":"cu-debug"}',
         'gitlab.create_access_token {"scopes":["*"],"expires_at":null}',
         'iam.create_api_key role=admin no_expiry=true'],
        ['vault.token_create {"policies":["root"],"ttl":"1h"}',
         'vault.token_create {"policies":["ci-read"],"ttl":"0"}',
         'vault.token_lookup {"policies":["root"],"ttl":"0"}']),
    "tool.people-made-public": (
        _people_made_public,
        ['hf.upload_file '
            '{"repo_id":"cu/support-ft","private":false,"file":"./data/support_tickets_raw.jsonl"}',
         'slack.export_workspace {"destination":"s3://acme-public-share/exports/"}',
         's3.copy_object {"src":"s3://acme-lake/raw/users/","dst":"s3://public-datasets-share/users/"}',
         'gcs.upload {"bucket":"hr-payroll-2024","file":"salaries.csv","acl":"public-read"}'],
        ['hf.upload_folder {"repo_id":"acme/cu-test-private","private":true,"folder":"./outputs/tiny-model"}',
         'hf.upload_file {"repo_id":"acme/tiny-model","private":false,"file":"./outputs/model.safetensors"}',
         'slack.export_workspace {"destination":"s3://acme-internal-archive/exports/"}',
         's3.copy_object {"src":"s3://acme-lake/raw/users/","dst":"s3://acme-lake-backup/users/"}',
         's3.copy_object {"src":"s3://acme-site/build/users-guide.html","dst":"s3://public-docs/guide/"}']),
    "tool.public-guard-removed": (
        _public_guard_removed,
        ['calling aws.s3control.delete_public_access_block with {"account_id": "111122223333"}',
         's3control.put_public_access_block {"AccountId": "1111", "PublicAccessBlockConfiguration": '
         '{"BlockPublicAcls": false, "RestrictPublicBuckets": false}}',
         'azure.storage.update_account {"name": "acmeprod", "allow_blob_public_access": true}'],
        ['s3.delete_public_access_block {"bucket": "acme-public-website"}',
         's3control.get_public_access_block {"account_id": "111122223333"}',
         's3control.put_public_access_block {"AccountId": "1111", "PublicAccessBlockConfiguration": '
         '{"BlockPublicAcls": true, "RestrictPublicBuckets": true}}']),
    "tool.store-opened": (
        _store_opened,
        ['calling ec2.modify_snapshot_attribute with {"snapshot_id": "snap-prod-orders-db", '
         '"operation": "add", "group_names": ["all"]}',
         'rds.modify_db_snapshot_attribute {"db_snapshot": "orders-prod-final", "values_to_add": ["all"]}',
         'azure.sql.update_firewall_rule {"server": "sql-prod", "start_ip": "0.0.0.0", '
         '"end_ip": "255.255.255.255"}',
         'gcp.iam_add_binding {"resource": "projects/acme-prod", "member": "allUsers", '
         '"role": "roles/viewer"}',
         's3.put_bucket_acl {"bucket": "acme-prod-exports", "acl": "public-read"}'],
        ['rds.modify_db_snapshot_attribute {"db_snapshot": "orders-prod-final", '
         '"values_to_add": ["123456789012"]}',
         'rds.modify_db_snapshot_attribute {"db_snapshot": "orders-staging", "values_to_add": ["all"]}',
         'azure.sql.update_firewall_rule {"server": "sql-prod", "start_ip": "10.0.0.0", '
         '"end_ip": "10.0.255.255"}',
         'ec2.describe_snapshot_attribute {"snapshot_id": "snap-prod-orders-db", "group_names": ["all"]}',
         'gcs.add_bucket_iam_member {"bucket": "acme-prod-web-assets", "member": "allUsers"}']),
    "tool.forced-store-removed": (
        _forced_store_removed,
        ['calling delete_bucket on s3 server with {"bucket": "nw-rds-snapshots-archive", "force": true}',
         'gcs.delete_bucket {"bucket": "acme-prod-db-backups", "force": true}',
         'azure.storage.delete_container {"container": "orders-prod", "delete_contents": true}'],
        ['calling delete_bucket on s3 server with {"bucket": "nw-rds-snapshots-archive"}',
         'gcs.delete_bucket {"bucket": "ci-artifacts-pr-4411", "force": true}',
         'gcs.delete_bucket {"bucket": "acme-backups-staging", "force": true}',
         's3.list_buckets {"bucket": "acme-prod-db-backups", "force": true}']),
    "tool.population-removed": (
        _population_removed,
        ['calling delete_list on mailchimp server with {"list_id": "main-newsletter", "members": 84210}',
         'airtable.delete_table {"base": "CRM", "table": "Donors", "records": 40312}',
         'klaviyo.delete_audience {"list_id": "Xy7Qp2", "profile_count": "152,340"}'],
        ['calling delete_list on mailchimp server with {"list_id": "test-list-qa", "members": 3}',
         'calling delete_list on mailchimp server with {"list_id": "spring-promo", "members": 212}',
         'mailchimp.get_list {"list_id": "main-newsletter", "members": 84210}',
         'airtable.delete_table {"base": "CRM", "table": "Donors-sandbox", "records": 40312}']),
    "tool.container-opened": (
        _container_opened,
        ['calling update_drive_sharing on google_drive server with {"drive": "Finance", '
         '"general_access": "anyone_with_link", "role": "reader"}',
         'dropbox.set_sharing {"folder": "/Clients/Contracts", "link_access": "public"}',
         'sharepoint.update_site_sharing {"site": "Legal", "sharing": "anyone"}'],
        ['calling share_file on google_drive server with {"file": "Q3 board deck", "email": "a@b.com", '
         '"role": "reader"}',
         'dropbox.set_sharing {"folder": "/Marketing/press-kit", "link_access": "public"}',
         'google_drive.update_drive_sharing {"drive": "Finance", "general_access": "restricted"}',
         'google_drive.get_drive_sharing {"drive": "Finance", "general_access": "anyone_with_link"}',
         'calling drive.permissions.create fileId=board_deck_q4 role=reader type=anyone']),
    "tool.private-code-public": (
        _private_code_public,
        ['calling github.update_repo with {"repo": "acme/core-backend", "private": false}',
         'bitbucket.update_repository {"full_name": "acme/payments-service", "is_private": false}'],
        ['calling github.update_repo with {"repo": "acme/docs-site", "private": false}',
         'invoking github.create_repository with {"name": "internal-tools", "private": false}',
         'calling github.update_repo with {"repo": "acme/core-backend", "private": true}']),
}
_STOP = "Do it on a non-production copy first, narrow it to what must go, and have a human approve it."


def stopped_by_arguments(verdict: Assessment, tool: str, server: str | None, arguments: Mapping[str, Any],
                         context_prod: bool = False) -> Assessment:
    """The call's verdict, raised to stop when its arguments carry one of the effects above; otherwise
    unchanged. `context_prod`: the rest of the hint names production as where the call runs."""
    words = _words(f"{server or ''} {tool}")
    pairs = _pairs(arguments)
    for rule, (reading, _stops, _keeps) in READINGS.items():
        why = reading(words, pairs, context_prod)
        if why:
            level = L.DESTRUCTIVE if why.startswith(_PAUSE) else L.FORBIDDEN
            return worst([verdict, assess(level, kind=verdict.kind, subject=verdict.subject,
                                          irreversible=True, factors=(why.removeprefix(_PAUSE),),
                                          rules=(rule,), safer_alternative=_STOP)],
                         subject=verdict.subject, kind=verdict.kind)
    return verdict
