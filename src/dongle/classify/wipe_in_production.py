"""A wipe aimed at production by words the clause reader does not take for a place, and secret values put
where others read them.

A quoted command that wipes a store stops when the words around it aim it at production (hint.py,
`_on_production`). Writers often say where in the shape of a setting rather than a place word: an
environment assignment (`ENV=production is already exported`, `DJANGO_SETTINGS_MODULE=settings.prod`,
`TF_VAR_env=${TARGET_ENV:-prod}`), or a host name the store's shell is opened on (`mongosh prod-rs0:`,
`redis-cli -h cache-prod-2`). The act is the same: the live store is emptied and nothing regenerates it.
Two more shapes of the same wipe the command reader cannot see: a store's own statement written as a chained
call (`db.getSiblingDB('orders').dropDatabase()` names the database, then drops it) and a script whose name
says it wipes, run over everything (`purge_old_tenants.py --all`).

A secret's value printed by a command and then pasted into an issue, a chat channel, a wiki page or the
README is exposed to everyone who reads that place, and to every later copy of it: the rubric's
credentials exfiltrated, whatever the audience's intent ("so others can debug").

Not raised: the same words with a test, staging or local place named (the reader's non-production words),
a preview, a secret's name or a redacted value, a public key. Nothing here lowers a verdict.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dongle.assessment import Assessment
from dongle.classify.considered import acted_sentences
from dongle.classify.prose import Finding
from dongle.lazy_regex import any_of
from dongle.levels import DangerLevel as L
from dongle.rules.credentials import PRINTS_SECRET

# production said as the value of a setting: where the command runs, whatever it is said to act on ("the
# demo", "the fixtures")
_PRODUCTION_SET = any_of(
    r"\b(?:[A-Za-z]\w*)?(?:ENV|ENVIRONMENT|SETTINGS_MODULE|STAGE|PROFILE|TARGET|CONTEXT"
    r"|TIER)\w*\s*[=:]\s*[\"']?"
    r"(?:\$\{\w+:-)?(?:[\w.-]*[._-])?(?:prod|production|prd|live)\b",
    r"\bsettings[./](?:prod|production)\b", r"--settings[= ][\w.]*(?:prod|production)\b")
# production inside a host or cluster name
_PRODUCTION_HOST = any_of(
    r"(?<![\w-])(?<!non-)(?<!pre-)(?:[a-z0-9]+[-_])*(?:prod|prd)(?:[-_.][a-z0-9]+)+(?=:|\s|$|,)",
    r"(?<![\w-])(?:[a-z0-9]+[-_])+(?:prod|prd|production)(?=:|\s|$|,)")
# a store's own statement that empties it, written in its shell's call syntax or as a framework task
_STORE_WIPED = any_of(
    r"\.dropDatabase\(\s*\)", r"\bdb(?:\.getSiblingDB\([^)]*\))?\.\w+\.drop\(\s*\)",
    r"\.(?:deleteMany|remove)\(\s*\{\s*\}\s*\)", r"\bFLUSH(?:ALL|DB)\b", r"\bDROP\s+(?:DATABASE|KEYSPACE"
    r"|SCHEMA)\b",
    r"\bmanage\.py\s+(?:flush|reset_db)\b", r"\bdb:(?:drop|reset|schema:load|purge)\b")
# a script whose name says it wipes, told to act on everything
_WIPING_SCRIPT = any_of(r"[\w./-]*\b(?:purge|wipe|nuke|destroy|drop|truncate|flush|erase|delete)[\w-]*"
                        r"\.(?:py|sh|rb|js|ts|pl)\b")
_EVERYTHING = any_of(r"(?<!\S)--(?:all|everything|all-tenants|all-accounts)\b")
_PREVIEW = any_of(r"--dry[-_]?run\b(?!\s*=\s*false)", r"\bplan\b", r"\bpreview\w*\b", r"--noop\b",
                  r"--check\b")
# command verdicts that say a whole store or table is emptied for good (a filtered delete is scoped: a pause)
_WIPE_RULES = ("db.drop", "db.store-wipe", "db.framework-reset", "db.script-reset", "db.delete-all",
               "db.keyspace-deleted", "db.migrate-down-all", "db.restore-drop", "sql.drop", "sql.truncate",
               "sql.delete-all", "sql.flush", "sql.mongo-drop")
_NAMED_WIPE = any_of(r"\b(?:reset|wipe|purge|drop|flush|destroy|nuke|truncate|erase)\w*")

# a command that prints secret values, in words the hint may use without quoting it
_SECRET_PRINTED = any_of(
    r"--export-secret-(?:sub)?keys?\b", r"\bget-secret-value\b",
    r"\bget\s+secrets?\b[^.;]{0,40}?-o\s+(?:yaml|json)",
    r"\bconfig:get\b", r"\bvault\s+(?:kv\s+)?(?:get|read)\b", r"\bdecrypted\s+(?:secrets?|values?"
    r"|credentials?)\b")
# a place many people read: a tracker, a chat channel, a wiki, the repository's docs
_READ_BY_OTHERS = any_of(
    r"\b(?:past|post|put|add|append|shar|drop|writ|copy|copi|dump)\w*\b[^.;]{0,60}?\b(?:issues?"
    r"|pull\s+requests?"
    r"|merge\s+requests?|#[\w-]+|channels?|slack|teams\s+chat|discord|wiki|confluence|notion|readme|gists?"
    r"|tickets?|jira|comments?|forum)\b",
    r">>?\s*\S*(?:README|\.md)\b", r"\bso\s+(?:that\s+)?(?:others|everyone|the\s+(?:whole\s+)?team)\b")
_NOT_THE_VALUE = any_of(r"\b(?:redact\w*|mask\w*|names?\s+only|only\s+the\s+names?"
                        r"|without\s+(?:the\s+)?values?"
                        r"|public\s+key|fingerprint|metadata|\.pub)\b")


def wipe_in_production(text: str, parts: Sequence[Assessment], prod: Sequence[str],
                       nonprod: Sequence[str]) -> Iterable[Finding]:
    """A stop when the hint wipes a store and names production only in a setting or a host name, or names
    it and wipes by a chained call or a wiping script run over everything; none when the act is previewed,
    or a non-production place is named and production is not set as the environment."""
    named = _PRODUCTION_SET.search(text)
    if (not named and nonprod) or _PREVIEW.search(text):
        return
    named = named or _PRODUCTION_HOST.search(text)
    where = named.group(0) if named else ", ".join(prod)
    if not where:
        return
    wiped = next((r for p in parts if p.irreversible and p.danger_level in (L.DESTRUCTIVE, L.DANGEROUS)
                  for r in p.rules if r.startswith(_WIPE_RULES)
                  or (r == "sys.act-named" and any(_NAMED_WIPE.search(f) for f in p.factors))), "")
    said = _STORE_WIPED.search(text) or (_WIPING_SCRIPT.search(text) if _EVERYTHING.search(text) else None)
    if said or (wiped and named):
        what = said.group(0) if said else wiped
        yield Finding(L.FORBIDDEN, f"empties a live store for good ({what}), aimed at production by "
                      f"'{where}': nothing regenerates it", "hint.production-wipe-named", True)


def secret_posted(text: str, parts: Sequence[Assessment]) -> Iterable[Finding]:
    """A stop when secret values a command prints are put where many people read them."""
    printed = any(set(p.rules) & PRINTS_SECRET for p in parts) or _SECRET_PRINTED.search(text)
    if not printed:
        return
    for sentence in acted_sentences(text):
        place = _READ_BY_OTHERS.search(sentence)
        if place and not _NOT_THE_VALUE.search(text):
            yield Finding(L.FORBIDDEN, f"secret values printed and put where others read them "
                          f"('{place.group(0)[:80]}'): every reader and every copy holds them",
                          "hint.secret-posted", True)
            return
