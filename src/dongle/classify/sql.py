"""Danger of SQL (and a few NoSQL) statements found in a hint or a tool's arguments.

A statement is judged by its shape, not by keywords anywhere in the text: `DELETE FROM t` without a
WHERE clause empties the table, with `WHERE id = 3` it removes one row; `WHERE 1=1` counts as no
WHERE. The environment (production or not) is the caller's business: this module reports what the
statement does, `hint.py` raises or caps it with the environment it found around the statement.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel


@dataclass(frozen=True)
class SqlRule:
    id: str
    pattern: re.Pattern[str]
    level: DangerLevel
    reason: str
    destroys: bool  # removes data: production raises it to forbidden, development caps it
    examples: tuple[str, ...]
    counter_examples: tuple[str, ...] = ()


def _rx(text: str) -> re.Pattern[str]:
    return lazy_compile(text, re.S)


_NO_WHERE = r"(?!.*\bwhere\b)"
# A WHERE that every row satisfies: `WHERE 1`, `WHERE 1=1`, `WHERE true`, `WHERE email LIKE '%'`, and a
# row's creation time before now (`created_at < now()`: every row was created in the past; an expiry time
# before now picks only the expired rows).
_NOW = r"(?:now\(\)|current_timestamp(?:\(\))?|current_date|getdate\(\)|sysdate(?:\(\))?|localtimestamp)"
WHERE_EVERYTHING = (r"(?:1\s*=\s*1|true|'1'\s*=\s*'1'|1|[\w.\"`]+\s+like\s+'%+'"
                    r"|[\w.\"`]*(?:created|inserted|added|recorded|logged|posted)(?:_?(?:at|on|date|time"
                    r"|timestamp|ts))?[\"`]?\s*<=?\s*" + _NOW + r")")
_TRIVIAL_WHERE = rf".*\bwhere\s+{WHERE_EVERYTHING}\s*(?:;|$)"
# ClickHouse's mutation form: `ALTER TABLE t DELETE WHERE …` is a DELETE.
_MUTATION_DELETE = lazy_compile(r"\balter\s+table\s+(\S+)(?:\s+on\s+cluster\s+\S+)?\s+delete\b", re.I)


def normalise_mutations(text: str) -> str:
    """`ALTER TABLE t DELETE WHERE x` read as `DELETE FROM t WHERE x`. Asked of every SQL text a part
    carries: a case-insensitive pattern that opens with `\b` has no first text the engine can look
    for, so it was tried at every position; a text without `alter` (no other letters fold to its
    letters) is left as it is without it."""
    return _MUTATION_DELETE.sub(r"delete from \1", text) if "alter" in text.lower() else text

SQL_RULES: tuple[SqlRule, ...] = (
    SqlRule(
        "sql.drop-database",
        _rx(r"^drop\s+(?:database|schema|keyspace)\b"),
        DangerLevel.DANGEROUS,
        "DROP DATABASE removes every table and row",
        True,
        ("DROP DATABASE app",),
    ),
    SqlRule(
        "sql.drop-table",
        _rx(r"^drop\s+(?:table|collection|materialized\s+view)\b"),
        DangerLevel.DANGEROUS,
        "DROP TABLE removes the table and all its rows",
        True,
        ("drop table if exists users",),
        ("drop index idx_a",),
    ),
    SqlRule(
        "sql.truncate",
        _rx(r"^truncate\b"),
        DangerLevel.DANGEROUS,
        "TRUNCATE empties the table",
        True,
        ("TRUNCATE TABLE payments", "truncate sessions"),
    ),
    SqlRule(
        "sql.delete-all",
        _rx(rf"^delete\s+from\s+\S+(?:{_NO_WHERE}|{_TRIVIAL_WHERE})"),
        DangerLevel.DANGEROUS,
        "DELETE without a WHERE clause (or with one every row satisfies) removes every row",
        True,
        ("DELETE FROM users", "delete from t where 1=1", "DELETE FROM ledger WHERE created_at < now()"),
        ("DELETE FROM users WHERE id = 4", "DELETE FROM sessions WHERE expires_at < now()",
         "DELETE FROM events WHERE created_at < now() - interval '90 days'"),
    ),
    SqlRule(
        "sql.update-all",
        _rx(rf"^update\s+\S+\s+set\b(?:{_NO_WHERE}|{_TRIVIAL_WHERE})"),
        DangerLevel.DANGEROUS,
        "UPDATE without a WHERE clause (or with one every row satisfies) rewrites every row",
        True,
        ("UPDATE users SET admin = true",),
        ("UPDATE users SET name='x' WHERE id=1",),
    ),
    SqlRule(
        "sql.flush",
        _rx(r"^(?:flushall|flushdb)\b"),
        DangerLevel.DANGEROUS,
        "FLUSHALL/FLUSHDB empties Redis",
        True,
        ("FLUSHALL",),
    ),
    SqlRule(
        "sql.mongo-drop",
        _rx(r"^db\.(?:\w+\.drop\(|dropdatabase\()"),
        DangerLevel.DANGEROUS,
        "drops a MongoDB collection or database",
        True,
        ("db.events.drop()", "db.dropDatabase()"),
    ),
    SqlRule(
        "sql.grant-all",
        _rx(
            r"^grant\s+(?:all\b|.*\bto\s+public\b|.*\bwith\s+grant\s+option)|"
            r"^alter\s+(?:user|role)\s+\S+\s+.*\bsuperuser\b"
        ),
        DangerLevel.DANGEROUS,
        "grants broad or administrative privileges",
        False,
        ("GRANT ALL PRIVILEGES ON *.* TO 'x'@'%'", "ALTER ROLE bob WITH SUPERUSER"),
    ),
    SqlRule(
        "sql.copy-program",
        _rx(r"^copy\b.*\b(?:to|from)\s+program\b"),
        DangerLevel.DANGEROUS,
        "COPY … PROGRAM runs a shell command on the database host",
        False,
        ("COPY t TO PROGRAM 'sh -c id'",),
    ),
    SqlRule(
        "sql.delete",
        _rx(r"^delete\s+from\b"),
        DangerLevel.DESTRUCTIVE,
        "DELETE removes the matching rows",
        True,
        ("DELETE FROM sessions WHERE expires_at < now()",),
    ),
    SqlRule(
        "sql.drop-other",
        _rx(r"^(?:drop|alter\s+table\s+\S+\s+drop)\b"),
        DangerLevel.DESTRUCTIVE,
        "drops a schema object",
        True,
        ("DROP INDEX idx_a", "ALTER TABLE t DROP COLUMN c"),
    ),
    SqlRule(
        "sql.privilege",
        _rx(r"^(?:grant|revoke|alter\s+(?:user|role)|create\s+(?:user|role)|set\s+password)\b"),
        DangerLevel.DESTRUCTIVE,
        "changes who may do what in the database",
        False,
        ("GRANT SELECT ON t TO analyst", "REVOKE INSERT ON t FROM bob"),
    ),
    SqlRule(
        "sql.write",
        _rx(
            r"^(?:insert|update|merge|replace|upsert|create|alter|rename|comment|vacuum|"
            r"reindex|analyze|cluster|refresh)\b"
        ),
        DangerLevel.REVERSIBLE,
        "writes or changes schema",
        False,
        ("INSERT INTO t VALUES (1)", "UPDATE t SET a=1 WHERE id=2"),
    ),
    SqlRule(
        "sql.read",
        _rx(
            r"^(?:select|show|explain|describe|desc|with|values|table|pragma|begin|commit|"
            r"set\s+search_path)\b"
        ),
        DangerLevel.SAFE,
        "reads only",
        False,
        ("SELECT * FROM users LIMIT 10", "SELECT COUNT(*) FROM events"),
    ),
)

SQL_START = lazy_compile(
    r"^\s*(?:select|insert|update|delete|drop|truncate|alter|grant|revoke|create|replace|merge|with|explain|"
    r"show|describe|copy|vacuum|flushall|flushdb|db\.)",
    re.I,
)
_COMMENT = lazy_compile(r"--[^\n]*|/\*.*?\*/", re.S)


@dataclass(frozen=True)
class SqlVerdict:
    level: DangerLevel
    rule: str
    reason: str
    destroys: bool
    statement: str


def looks_like_sql(text: str) -> bool:
    return bool(SQL_START.match(text))


def _statements(text: str) -> list[str]:
    body = _COMMENT.sub(" ", text)
    return [" ".join(s.split()) for s in body.split(";") if s.strip()]


# Tables that hold what an application recreates or lets expire (sessions, caches, locks): rows
# deleted from them are not data anyone loses. Rows of any other table are (the rubric's scoped
# deletion of data that is not regenerable).
EXPENDABLE_TABLE = lazy_compile(
    r"(?:^|_)(?:sessions?|cache[sd]?|tmp|temp|scratch|throttles?|rate_?limits?|locks?|expired)(?:$|_)"
)
_DELETED_TABLE = lazy_compile(r"^\s*delete\s+from\s+([\w.\"`\[\]]+)", re.I)
_EMPTIED_TABLE = lazy_compile(
    r"^\s*truncate\s+(?:table\s+)?(?:only\s+)?([\w.\"`\[\]]+)(?:\s*;?\s*$|\s+(?:in|on|of|from)\s)", re.I)


def expendable_rows(stmt: str) -> bool:
    """`DELETE FROM sessions WHERE …`: the rows deleted are ones the application lets expire."""
    m = _DELETED_TABLE.match(stmt)
    return bool(m) and bool(EXPENDABLE_TABLE.search(m.group(1).strip('"`[]').rsplit(".", 1)[-1].lower()))


_NO_WHERE_SAID = lazy_compile(r"\b(?:without|no|skip(?:ping)?|omit(?:ting)?)\s+"
                               r"(?:a\s+|any\s+|the\s+)?where\b")


def expendable_table(stmt: str) -> bool:
    """`TRUNCATE cache_entries`: one table emptied, and it holds only what the application lets expire."""
    m = _EMPTIED_TABLE.match(stmt)
    return bool(m) and bool(EXPENDABLE_TABLE.search(m.group(1).strip('"`[]').rsplit(".", 1)[-1].lower()))


def classify_sql(text: str) -> list[SqlVerdict]:
    """One verdict per statement (split on `;`); an unrecognised statement is at least reversible."""
    out: list[SqlVerdict] = []
    for stmt in _statements(text):
        # "DELETE FROM orders without a WHERE clause": the prose around it says there is none
        low = normalise_mutations(_NO_WHERE_SAID.sub(" ", stmt.lower()))
        for rule in SQL_RULES:
            if rule.pattern.search(low):
                out.append(SqlVerdict(rule.level, rule.id, rule.reason, rule.destroys, stmt))
                break
        else:
            out.append(
                SqlVerdict(DangerLevel.REVERSIBLE, "sql.unknown", "unrecognised statement", False, stmt)
            )
    return out
