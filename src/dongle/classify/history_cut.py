"""A DELETE that cuts a table's history at a fixed date: `DELETE FROM orders WHERE created_at <
'2024-01-01'`.

A WHERE that picks rows only by their age against a calendar date picks no records anyone chose: it takes
every row written before that day, years of a business's orders, ledger entries or invoices, in one
statement. On production that is production data dropped (stop); on a development database a human
decides (pause, as any scoped deletion of data). A rolling retention window (`created_at < now() - interval
'7 years'`) is the retention a policy sets and a job runs every night; it stays a scoped deletion (pause).
Tables that hold nothing kept (sessions, caches, locks, `EXPENDABLE_TABLE`) are not cut history.
"""

from __future__ import annotations

import re

from dongle.lazy_regex import lazy_compile

# `DELETE FROM t WHERE col < 'YYYY-MM…'` (or `<=`, a `DATE '…'`/`TIMESTAMP '…'` literal, `::date`), the
# WHERE holding that one comparison and nothing else; the column is named for time.
_CUT = lazy_compile(
    r"\bdelete\s+from\s+([\w.\"`\[\]]+)\s+where\s+([\w.\"`]+)\s*<=?\s*(?:date\s+|timestamp\s+)?"
    r"'(\d{4}-\d{2}(?:-\d{2})?[^']*)'(?:\s*::\s*\w+)?\s*(?:;|$)", re.I | re.S)
_TIME_COLUMN = lazy_compile(r"(?:^|_)(?:created|updated|posted|inserted|occurred|ordered|booked|placed|paid|"
                            r"date|time|day|at|on|ts|timestamp|month|year)(?:$|_)", re.I)


def history_cut(sql: str, expendable: re.Pattern[str]) -> bool:
    """One statement of `sql` deletes every row of a kept table older than a calendar date."""
    if "delete" not in sql.lower():
        return False
    for statement in sql.split(";"):
        found = _CUT.search(statement.strip() + ";")
        if not found:
            continue
        table = found.group(1).strip('"`[]').rsplit(".", 1)[-1].lower()
        column = found.group(2).strip('"`').rsplit(".", 1)[-1]
        if _TIME_COLUMN.search(column) and not expendable.search(table):
            return True
    return False
