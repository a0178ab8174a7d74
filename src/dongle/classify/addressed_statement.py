"""A SQL statement handed to a program together with a database's address runs on that database.

`usql pg://admin@pg-prod/crm -c 'DELETE FROM contacts'`, `harlequin 'DROP TABLE t' postgres://…`,
`xo-query mysql://… 'TRUNCATE orders'`: whatever the client is called, one word that is a database
connection URL and one that is a statement say the statement runs there. The pair is written as the
command the database rules already judge (`psql URL -c STATEMENT`, `sqlite3 FILE STATEMENT` for a file
database), so a production host or name, a test database on this machine and a whole-table delete read
exactly as they do for psql. Clients whose statement option the packs know (`psql -c`, `mysql -e`) are
read by their own rules and never come here.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence

from dongle.lazy_regex import lazy_compile

# A connection URL's scheme: the server databases by their own and their clients' short names (usql's
# `pg:`, `my:`, `ms:`), behind an optional JDBC prefix; and the file databases, whose URL holds a path.
_SERVER_URL = lazy_compile(
    r"^(?:jdbc:)?(?:postgres(?:ql)?|pgsql|pg|mysql|my|mariadb|maria|tidb|sqlserver|mssql|ms|oracle|or|"
    r"cockroach(?:db)?|cr|clickhouse|ch|snowflake|sf|redshift|rs|vertica|trino|presto|db2)"
    r"(?:\+[a-z0-9]+)?://\S", re.I)
_FILE_URL = lazy_compile(r"^(?:jdbc:)?(?:sqlite3?|sq|file|duckdb|dk):(?://)?(?P<path>[^?\s]+)", re.I)
# A word that is a statement: a SQL verb with something after it (a lone `delete` is a subcommand).
_STATEMENT = lazy_compile(
    r"^\s*(?:select|insert|update|delete|drop|truncate|alter|create|grant|revoke|merge|replace|upsert|"
    r"with|copy|vacuum|rename|comment)\s+\S", re.I)


def addressed_statement(args: Sequence[str]) -> str:
    """The command a database's own client would run for these arguments (`psql URL -c STATEMENT`),
    or "" when they do not hold both a connection URL and a statement."""
    if not any(":" in word for word in args):
        return ""  # no address among them: most parts stop here, their words unread
    url = ""
    statement = ""
    for word in args:
        value = word.split("=", 1)[1] if word.startswith("-") and "=" in word else word
        if not url and (_SERVER_URL.match(value) or _FILE_URL.match(value)):
            url = value
        elif not statement and _STATEMENT.match(value):
            statement = value
    if not (url and statement):
        return ""
    file_url = _FILE_URL.match(url)
    if file_url:
        return f"sqlite3 {shlex.quote(file_url.group('path'))} {shlex.quote(statement)}"
    rest = url.split("://", 1)[1]
    return f"psql {shlex.quote('postgresql://' + rest)} -c {shlex.quote(statement)}"
