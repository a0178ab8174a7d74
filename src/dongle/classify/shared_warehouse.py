"""A hosted warehouse named by no environment is the shared one.

BigQuery has no local copy a developer throws away: `bq query` runs in a cloud project (the one given,
or the configured default), against datasets the whole company reads. When neither the project, the
dataset nor the table names another environment (dev, staging, test, sandbox, scratch, tmp, a
personal copy), the statement acts on the shared warehouse, which is production data: a table emptied
there (`TRUNCATE TABLE acme-analytics.raw_events.page_views`) is production data dropped. A name of
another environment anywhere in its words keeps it off production. Only acts that lose rows are judged
so (`command.py` asks after the statement is judged where it was named): a table created is not.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile
from dongle.rules.facts import OTHER_ENV_TOKENS

_HOSTED_WAREHOUSES = frozenset({"bq"})
_TOKENS = lazy_compile(r"[^a-z0-9]+")
# Words of a personal or throwaway dataset, beside the other environments' names.
_THROWAWAY = frozenset({"sandbox", "scratch", "tmp", "temp", "playground", "personal", "test", "tests",
                        "dbt"})
_EMULATOR = ("--api", "--api=")


def shared_warehouse(name: str, args: tuple[str, ...]) -> bool:
    """`bq query …` whose words (its project option, its statement) name no other environment, and which
    is not pointed at an emulator (`--api http://localhost:9050`)."""
    if name not in _HOSTED_WAREHOUSES:
        return False
    if any(a.startswith(_EMULATOR) for a in args):
        return False
    tokens = {t for a in args for t in _TOKENS.split(a.lower()) if t}
    return tokens.isdisjoint(OTHER_ENV_TOKENS) and tokens.isdisjoint(_THROWAWAY)
