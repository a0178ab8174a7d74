"""Production or people's data lost wholesale, said in words the clause reader takes for a change.

The clause reader sees "replace ... on production", "load ... into prod", "reboot ... production",
"make ... public" and pauses: a change on production, a disruption, an exposure of something. What the
sentence says around the verb is the effect the rubric stops whatever the context:

- a production store's contents replaced by other data (a CSV, a sample, a dev extract) or loaded with a
  mode that empties it first (`if_exists='replace'`, `WRITE_TRUNCATE`, `mode=overwrite`), or a dump
  named for another environment fed to a production database client: the live records are gone and
  what replaces them is not them;
- every production machine of a kind (hosts, hypervisors, brokers) taken down at the same time: the
  whole service is out at once, not one node of a rolling change;
- a store holding people's records (HR documents, payroll, patients, customers) made public: once
  fetched, every copy stays out;
- backups (the copies kept for a loss) shredded, wiped or removed as a whole tree, not narrowed to old,
  duplicate or one of them: nothing is left to restore from;
- a whole data store destroyed: a database's data directory wiped, every index deleted over a production
  store's HTTP API (`/*`, `/_all`), every branch of the shared remote deleted with the default one, a key
  vault or secret store deleted past its recovery window (purged, force-deleted);
- a production database opened to any host with every privilege on every database.

What keeps the clause reader's verdict: a non-production target ("into the dev schema", "the staging
users table"), an append or a merge, one machine at a time or a rolling restart, a store of assets
meant for everyone (images, docs, a website) or data said to be anonymised, backups narrowed by age,
by a keep policy or to one copy.
"""

from __future__ import annotations

from collections.abc import Iterable

from dongle.classify.considered import first_done
from dongle.classify.prose import Finding
from dongle.lazy_regex import any_of
from dongle.levels import DangerLevel as L

_STORE = (r"(?:tables?|databases?|db|dataset|collection|index|indices|bucket|lake|warehouse|schema"
          r"|data(?:base)?\s+directory|data)")
_PROD = r"(?:prod|production|live|prd)"
# A database that lives in a throwaway container ("my local docker test container"): recreated on start.
# A cache's store ("the Redis data directory on the cache box") refills from what it caches.
_CONTAINER = any_of(r"\b(?:docker|container|compose|testcontainers?|kind|minikube|devcontainer|cache"
                    r"|caching)\b")
_PROD_WORD = any_of(r"\b" + _PROD + r"\b")
_NONPROD = any_of(r"\b(?:dev|development|staging|stage|stg|test|testing|qa|sandbox|scratch|local|demo"
                  r"|preview|ephemeral|tmp|temp)\b")

READINGS = {
    # a production store's contents replaced by other data, said with the verb
    "replaced": any_of(
        r"\b(?:replac|overwrit|clobber)\w*\s+(?:the\s+|our\s+|all\s+(?:of\s+)?(?:the\s+)?)?(?P<target>(?:[\w.'`-]+\s+)"
        r"{0,4}?" + _STORE + r")\s+(?:(?:in|on|of|at)\s+[\w.-]+\s+)?with\b"),
    # a load mode that empties what is there first, and production as where the load goes
    "emptying_mode": any_of(r"\bif_exists\s*=\s*['\"]?replace\b", r"\bwrite_truncate\b",
                            r"\b(?:save_?)?mode\s*[=(]\s*['\"]?overwrite\b", r"(?<![\w-])--overwrite\b",
                            r"\btruncate[- ]and[- ](?:re)?load\b"),
    "into_production": any_of(
        r"\b(?:into|to|onto|on|against|over|in)\s+(?:the\s+)?(?:[\w'-]+\s+){0,2}?" + _PROD + r"\b",
        r"\b" + _PROD + r"\w*_(?:engine|conn\w*|con|db|database|session)\b",
        r"\b(?:engine|con|conn)\s*=\s*['\"]?" + _PROD + r"\b"),
    # a dump named for another environment fed to a production database client
    "dump_into_production": any_of(
        r"\b(?:psql|mysql|mariadb|sqlcmd|clickhouse-client|mongorestore|pg_restore|sqlplus)\b[^<`|]*?"
        + _PROD + r"[^<`|]*<\s*\S*?(?:dev|staging|stage|stg|test|qa|sample|fixtures?|seed)\S*"),
    # another environment's whole database imported, restored or copied over production
    "other_env_over_production": any_of(
        r"\b(?:import|load|restor|cop(?:y|ie)|push|sync|clon)\w*\s+(?:the\s+|our\s+|a\s+)?(?:[\w'-]+\s+){0,2}?"
        r"(?:dev|development|staging|stage|stg|test|qa|local|sample|seed)\b[\w\s-]{0,20}?\b(?:database|db|dump"
        r"|snapshot)s?\b(?!\s*(?:config\w*|credentials?|settings|url|password|host|connection|schema"
        r"|migrations?|user|role)\b).{0,60}?\b(?:into|onto|over|to|on)\s+(?:the\s+)?(?:[\w'-]+\s+){0,2}?"
        + _PROD + r"(?:uction)?\b",
        r"\b(?:wp\s+db\s+import|mongorestore\s+--drop|heroku\s+pg:push|pg_restore\s+(?:-c|--clean))\s+"
        r"[^`]*?(?:dev|development|staging|stage|stg|test|qa|sample|seed)\S*(?=[^.;]*\b" + _PROD
        + r"(?:uction)?\b)"),
    # every production machine of a kind taken down, and at the same time
    "taken_down": any_of(r"\b(?:reboot|restart|shut\w*\s+down|shut\w*|power\w*\s+(?:off|down|cycl\w+)|halt\w*"
                         r"|stop\w*|drain\w*|terminat\w+|kill\w*|cordon\w*|recycl\w+)\b"),
    "every_machine": any_of(
        r"\b(?:all|every|each\s+of\s+(?:the|our))\s+(?:\d[\d,]*\s+)?(?:of\s+(?:the|our)\s+)?" + _PROD
        + r"(?:uction)?\s+(?:[\w-]+\s+)?(?:hosts?|servers?|nodes?|hypervisors?|machines?|vms?|instances?"
        r"|brokers?|databases?|replicas?|clusters?|boxes)\b",
        r"\b(?:the\s+)?(?:whole|entire)\s+" + _PROD + r"(?:uction)?\s+(?:fleet|cluster|estate|farm)\b"),
    "at_once": any_of(r"\bat\s+once\b", r"\bsimultaneous\w*\b", r"\bat\s+the\s+same\s+time\b",
                      r"\ball\s+together\b", r"\bin\s+parallel\b", r"\bconcurrently\b", r"\bin\s+one\s+go\b",
                      r"\bno\s+(?:rolling|stagger\w*|canary)\b"),
    "one_at_a_time": any_of(r"\bone\s+(?:at\s+a\s+time|by\s+one)\b", r"\brolling\b", r"\bin\s+batches\b",
                            r"\bstagger\w*\b", r"\bserially\b", r"\bsequentially\b"),
    # a store made public, and people's records in it
    "made_public": any_of(
        r"\b(?:mak|set|switch|flip|turn|open|chang|expos|shar)\w*\b.{0,80}?\b(?:public(?:ly)?(?:[- ]read\w*)?"
        r"|world[- ]readable|anyone\s+with\s+the\s+link|all_?users)\b"
        r"(?!\s+(?:ip|key|subnet|dns|endpoint)s?\b)",
        r"\bpublic[- ]read\s+acl\b", r"\bacl\s+(?:to\s+)?public[- ]read\b"),
    "holder": any_of(r"\b(?:bucket|container|blob|share|drive|folder|dataset|spreadsheet|sheet|table|index"
                     r"|repo(?:sitory)?|database|store|directory|site|page|link)s?\b"),
    "people_records": any_of(
        r"(?:\b|_|-)(?:hr|payroll|salar(?:y|ies)|patients?|medical|health|employees?|personnel|customers?"
        r"|candidates?|resumes?|applicants?|ssns?|passports?|tax(?:es)?|pii|personal|contracts?|students?"
        r"|members?\s+data|users?\s+data|background\s+checks?|performance\s+reviews?)(?:\b|_|-)"),
    # the backups themselves destroyed beyond recovery: shredded, wiped, or a backups tree removed whole
    "unrecoverable": any_of(r"\b(?:shred\w*|wip(?:e|es|ed|ing)|eras(?:e|es|ed|ing)|destroy\w*|nuk\w+"
                            r"|overwrit\w+|permanently\s+delet\w+|rm\s+-\w*[rR]\w*)\b"),
    "backups": any_of(r"(?:\b|/|_|-)(?:backups|backup\s+(?:archives|sets|files|volumes|tapes|copies|dumps)"
                      r"|snapshots|restore\s+points|(?:db|database)\s+dumps)(?:\b|/)"),
    "narrowed": any_of(r"\b(?:old(?:er)?|expired|stale|duplicates?|extra|redundant|outdated|last\s+year'?s"
                       r"|from\s+(?:19|20)\d\d|beyond|past\s+(?:the\s+)?retention|keep(?:ing)?|retain\w*"
                       r"|except|but\s+the|other\s+than|one|single|my\s+own|i\s+(?:just\s+)?(?:made|took)"
                       # other copies said to remain: "since we have newer ones", "copies are kept offsite"
                       r"|newer|more\s+recent|other\s+cop(?:y|ies)|cop(?:y|ies)\s+(?:elsewhere|offsite|off-site)"
                       r"|replicated|mirrored)\b"),
    # a database's own data directory wiped: the files are the database
    "data_directory": any_of(
        r"\b(?:postgres(?:ql)?|pg|mysql|mariadb|mongo(?:db)?|redis|elasticsearch|opensearch|kafka|etcd"
        r"|clickhouse|cassandra|zookeeper)(?:'s)?\s+(?:data\s*(?:directory|dir|folder|volume)|datadir"
        r"|data\s+files)\b",
        r"\$?PGDATA\b"),
    "erased": any_of(r"\b(?:wip(?:e|es|ed|ing)|delet\w+|remov\w+|eras\w+|nuk\w+|clear\w*|empty\w*"
                     r"|rm\s+-\w*[rR]\w*|purg\w+|shred\w*|reformat\w*)\b"),
    # a database opened to any host with every privilege on every database, where it is production
    "grant_everything": any_of(r"\bgrant\s+all(?:\s+privileges)?\s+on\s+\*\.\*\s+to\s+\S+@['\"`]?%"),
    "exposed_place": any_of(r"\b(?:prod|production|live|internet[- ]facing"
                            r"|public(?:ly)?[- ]?(?:reachable|facing|exposed)?)\b"),
    # every index or every key of a data store deleted over its HTTP API: a wildcard or _all
    "wildcard_delete": any_of(r"(?:-X\s*|--request\s+)DELETE\b[^\n]*?/(?:\*|_all)(?=['\"`\s]|$)"),
    # every branch of the shared remote deleted, the default one with them
    "remote_branches_deleted": any_of(
        r"\bpush\s+\S+\s+(?:--delete|-d|:)\b.{0,80}?\b(?:every|all(?:\s+the)?)\s+(?:remote\s+)?branch(?:es)?\b",
        r"\b(?:every|all(?:\s+the)?)\s+(?:remote\s+)?branch(?:es)?\b.{0,80}?\bpush\s+\S+\s+(?:--delete|-d)\b"),
    "branches_narrowed": any_of(r"\b(?:merged|stale|feature|preview|my|own|dependabot|renovate|old|except|but"
                                r"|other\s+than|not\s+main|keeping)\b"),
    # a store of keys or secrets deleted past its recovery window: whatever they encrypt or unlock is lost
    "key_store": any_of(r"\b(?:key\s*vaults?|keyrings?|key\s+rings?|kms\s+keys?|crypto\s*keys?"
                        r"|hsm\s+partitions?|secrets?\s+manager|secret\s+stores?|vault\s+(?:kv|mounts?|engines?)|kv-[\w-]+)\b"),
    "past_recovery": any_of(r"\bpurg\w+\b", r"\bpermanently\b", r"\bwithout\s+(?:a\s+|any\s+)?recovery\b",
                            r"\bno\s+recovery\s+(?:window|period)\b",
                            r"\bskip\w*\s+(?:the\s+)?(?:soft[- ]delete|recovery\s+(?:window|period))\b",
                            r"\bforce[- _]?delete\w*\b"),
    "meant_for_all": any_of(r"\b(?:anonymi[sz]ed|de-?identified|redacted|synthetic|aggregated?|fake|dummy"
                            r"|sample\s+data|logos?|images?|assets|docs|documentation|website|marketing"
                            r"|press\s+kit|careers\s+page\s+images)\b"),
}


def wholesale_losses(text: str) -> Iterable[Finding]:
    """A stop for the first sentence that says one of the three losses above."""
    found = first_done(text, _wholesale)
    if found:
        yield Finding(L.FORBIDDEN, found, "hint.wholesale-loss", True)


def _wholesale(sentence: str) -> str:
    return (_production_replaced(sentence) or _production_down_at_once(sentence) or _people_public(sentence)
            or _backups_destroyed(sentence) or _store_destroyed(sentence) or _store_opened(sentence))


def _production_replaced(sentence: str) -> str:
    """"Replace the prod users table with the cleaned CSV", "… into prod … with WRITE_TRUNCATE"."""
    replaced = READINGS["replaced"].search(sentence)
    if replaced and _PROD_WORD.search(replaced.group("target")) \
            and not _NONPROD.search(replaced.group("target")):
        return (f"{replaced.group(0).strip()!r}: a production store's contents replaced by other data; the "
                "live records are gone and what replaces them is not them")
    mode, target = READINGS["emptying_mode"].search(sentence), READINGS["into_production"].search(sentence)
    if mode and target and not _NONPROD.search(target.group(0)):
        return (f"loaded with {mode.group(0)!r} {target.group(0).strip()!r}: the load empties the production "
                "store first, and its records are replaced by what is loaded")
    dump = READINGS["dump_into_production"].search(sentence) or READINGS["other_env_over_production"].search(
        sentence)
    if dump:
        return (f"{dump.group(0).strip()!r}: another environment's dump fed to a production database, which "
                "overwrites its live records")
    return ""


def _production_down_at_once(sentence: str) -> str:
    """"Reboot all 40 production hypervisors at once": every production machine of a kind down together."""
    act, every = READINGS["taken_down"].search(sentence), READINGS["every_machine"].search(sentence)
    together = READINGS["at_once"].search(sentence) and not READINGS["one_at_a_time"].search(sentence)
    if not (act and every and together):
        return ""
    return (f"{act.group(0)} {every.group(0)!r} at the same time: the whole production service is out at "
            "once, not one node of a rolling change")


def _people_public(sentence: str) -> str:
    """"Making the S3 bucket 'acme-hr-documents' public": people's records to anyone, for good."""
    public, holder = READINGS["made_public"].search(sentence), READINGS["holder"].search(sentence)
    people = READINGS["people_records"].search(sentence)
    if not (public and holder and people) or READINGS["meant_for_all"].search(sentence) \
            or _NONPROD.search(sentence):
        return ""
    return (f"a {holder.group(0)} of people's records ({people.group(0).strip('_-')}) made public: everyone "
            "who fetches it keeps a copy, and it cannot be taken back")


def _backups_destroyed(sentence: str) -> str:
    """"Shredding the finance backup archives on the NAS": the copies kept for a loss, beyond recovery."""
    act, kept = READINGS["unrecoverable"].search(sentence), READINGS["backups"].search(sentence)
    if not (act and kept) or READINGS["narrowed"].search(sentence) or _NONPROD.search(sentence):
        return ""
    return (f"{act.group(0)} {kept.group(0).strip('/_-')!r}: the copies kept for a loss destroyed beyond "
            "recovery, with no narrowing to some of them; nothing is left to restore from")


def _store_destroyed(sentence: str) -> str:
    """"Wiping the Postgres data directory", `curl -XDELETE 'localhost:9200/*'` on a prod node, every branch
    of the shared remote deleted with main: a whole data store gone, not some of it."""
    data_dir, erased = READINGS["data_directory"].search(sentence), READINGS["erased"].search(sentence)
    if data_dir and erased and not _NONPROD.search(sentence) and not _CONTAINER.search(sentence):
        return (f"{erased.group(0)} {data_dir.group(0)!r}: a database's own data files are the database, "
                "lost as a DROP of every table would lose them")
    wildcard = READINGS["wildcard_delete"].search(sentence)
    if wildcard and _PROD_WORD.search(sentence) and not _NONPROD.search(sentence):
        return (f"{wildcard.group(0)!r} on production: every index or key the store holds deleted at once")
    keys, gone = READINGS["key_store"].search(sentence), READINGS["past_recovery"].search(sentence)
    if keys and gone and READINGS["erased"].search(sentence) and not _NONPROD.search(sentence):
        return (f"{keys.group(0)!r} deleted past recovery ({gone.group(0)}): every key or secret in it goes, "
                "and whatever they encrypt or unlock is lost with them")
    branches = READINGS["remote_branches_deleted"].search(sentence)
    if branches and not READINGS["branches_narrowed"].search(sentence):
        return (f"{branches.group(0)!r}: every branch of the shared remote deleted, the default one with "
                "them; everyone's unmerged work and the history others build on are gone from it")
    return ""


def _store_opened(sentence: str) -> str:
    """`GRANT ALL ON *.* TO 'app'@'%'` on the internet-facing prod MySQL: every database, to any host."""
    grant = READINGS["grant_everything"].search(sentence)
    place = grant and READINGS["exposed_place"].search(sentence)
    if not place or _NONPROD.search(sentence):
        return ""
    return (f"{grant.group(0)!r} on {place.group(0)}: every privilege on every database to a login from any "
            "host; whoever gets its password owns all the data")
