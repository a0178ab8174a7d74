"""SQL statements: judged by shape (WHERE or not), every rule's examples proven."""

from __future__ import annotations

import pytest

from dongle.classify.sql import SQL_RULES, classify_sql, looks_like_sql
from dongle.levels import DangerLevel as L


@pytest.mark.parametrize("rule", SQL_RULES, ids=lambda r: r.id)
def test_rule_examples(rule):
    for stmt in rule.examples:
        [verdict] = classify_sql(stmt)
        assert verdict.rule == rule.id, stmt
    for stmt in rule.counter_examples:
        [verdict] = classify_sql(stmt)
        assert verdict.rule != rule.id, stmt


def test_where_clause_decides_delete_and_update():
    assert classify_sql("DELETE FROM users")[0].level == L.DANGEROUS
    assert classify_sql("DELETE FROM users WHERE 1=1")[0].level == L.DANGEROUS
    assert classify_sql("delete from users where id = 4")[0].level == L.DESTRUCTIVE
    assert classify_sql("UPDATE users SET admin = true")[0].level == L.DANGEROUS
    assert classify_sql("UPDATE users SET admin = true WHERE id = 9")[0].level == L.REVERSIBLE


def test_every_statement_is_judged_and_comments_are_ignored():
    verdicts = classify_sql("SELECT 1; /* harmless */ DROP TABLE users; -- done")
    assert [v.rule for v in verdicts] == ["sql.read", "sql.drop-table"]


def test_unknown_statement_is_at_least_reversible():
    [v] = classify_sql("FROBNICATE everything")
    assert v.level == L.REVERSIBLE and v.rule == "sql.unknown"


def test_looks_like_sql():
    assert looks_like_sql("  select * from t")
    assert looks_like_sql("db.events.drop()")
    assert not looks_like_sql("label:bug state:open")
