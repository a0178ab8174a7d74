"""A database statement carried by an HTTP request is that statement run on the server.

Many stores take their query language over HTTP as well as through a shell: ClickHouse's
`?query=`, Neo4j's transaction endpoint and Neptune's `/openCypher` and `/gremlin`, Snowflake's and
Databricks' statement APIs, Hasura's `run_sql`, ArangoDB's `/_api/cursor`, a SPARQL update. A request
to such an endpoint whose body or query string holds `DROP DATABASE`, `MATCH (n) DETACH DELETE n`,
`g.V().drop()` or `DELETE FROM t` does what the client would: the statement is judged by its shape
(sql_effects), and a host named for production raises it to a stop, as a database client there is.
A read (`MATCH … RETURN`, `SELECT`) and a statement posted anywhere else (a paste, a chat message)
keep their verdicts.
"""

from __future__ import annotations

import json
from urllib.parse import unquote_plus

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import Facts, names_production, sql_effects

# The path (or query parameter) of an endpoint that runs the statement it is sent.
_QUERY_ENDPOINT = lazy_compile(
    r"(?i)(?:/(?:db/[\w-]+/)?tx(?:/commit)?|/(?:open)?cypher|/gremlin|/sparql|/_api/cursor|/run_sql|"
    r"/v[12]/query|/api/v2/statements|/sql/statements|/_sql|/query/service|/exec(?:ute)?)(?:[/?#]|$)"
    r"|[?&]query=|:8123(?:/|$)")
_FORM_PAIR = lazy_compile(r"(?:^|&)([\w.-]+)=([^&]*)")
_DATA_OPTIONS = frozenset({"-d", "--data", "--data-raw", "--data-binary", "--data-urlencode", "--post-data",
                           "-F", "--form"})
_WIPES = {"drop_database": "drops a whole database or graph", "drop_table": "drops a table",
          "truncate": "empties a table", "delete_all": "deletes every row or node of a kind",
          "update_all": "rewrites every row"}


def _strings(value: object) -> list[str]:
    """Every string inside a decoded JSON value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    return [text for item in value for text in _strings(item)] if isinstance(value, list) else []


def _statements(text: str) -> list[str]:
    """What one body or query string carries: the strings of a JSON document, the values of form
    pairs (`query=MATCH …`), or the text itself."""
    try:
        return _strings(json.loads(text))
    except ValueError:
        pass
    pairs = [v for _, v in _FORM_PAIR.findall(text)]
    return [*pairs, text] if pairs else [text]


def _statement_text(facts: Facts, urls: list[str]) -> list[str]:
    """The statements in the request's body options, httpie's `key=value` / `key:=json` items and
    the URLs' query strings, decoded."""
    args = facts.inv.args
    texts = [args[i + 1] for i, a in enumerate(args[:-1]) if a in _DATA_OPTIONS]
    texts += [a.split("=", 1)[1] for a in args if a.startswith("--data") and "=" in a]
    texts += [unquote_plus(u.split("?", 1)[1]) for u in urls if "?" in u]
    texts += [a.split("=", 1)[1] for a in facts.parsed.positionals if "=" in a and "://" not in a]
    return [statement for text in texts for statement in _statements(text)]


def statement_sent(facts: Facts, subject: str) -> Assessment | None:
    """A request to a store's query endpoint that carries a statement wiping data."""
    urls = [a for a in facts.inv.args if "://" in a]
    if not any(_QUERY_ENDPOINT.search(u) for u in urls):
        return None
    effects = {e for text in _statement_text(facts, urls) for e in sql_effects(text)}
    wipe = next((why for effect, why in _WIPES.items() if effect in effects), None)
    if wipe is None:
        return None
    production = any(names_production(h) for h in facts.hosts) or bool(facts.production)
    level = DangerLevel.FORBIDDEN if production else DangerLevel.DESTRUCTIVE
    where = "a production database" if production else "the database behind it"
    return assess(
        level, kind="command", subject=subject, irreversible=True,
        factors=(f"sends a statement to a query endpoint that {wipe}, run on {where} as a client "
                 "would run it [db.statement-over-http]",),
        rules=("db.statement-over-http",),
        safer_alternative="Run a SELECT or MATCH … RETURN count(*) first, scope the statement, and take a "
        "backup or snapshot before a wipe.",
        recovery="Restore from the latest backup or point-in-time copy.")
