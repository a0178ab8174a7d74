"""A name is the same name however it is written: bare, in 'single', "double" or `back` quotes.

A hint names the things it acts on (the bucket acme-hr-documents, the database prod_payments_db, the
channel #payroll, the file customers.csv) and the words inside the name say what the thing holds, where it
runs and whose it is: hr, payroll, prod, staging, scratch, mine. Quotes around a name only mark it as a
name; they change none of that. Quoted text that is not a name (a message, a title, a command line, SQL)
is a different thing: it stays opaque to the prose reader, or goes to its own judge (the shell model, the
SQL rules) as before.

A quoted span is a name when it is one token shaped like an identifier: letters and digits joined by
- _ . / : @ # (a URL or a bucket path too), no space. It is read as the unquoted name would be, with one
difference: a name is never an act. `'refund-delay'` names a label; its first part is no verb, so it is
read as one name carrying its words, never split into "refund" and "delay".
"""

from __future__ import annotations

import re

# one token: a channel or handle sign, then letters or digits joined by separators (a trailing / for a
# folder or a bucket prefix); a URL's scheme (`s3://`, `gs://`, `https://`) is part of the name
NAME = re.compile(r"[#@]?[A-Za-z0-9](?:[\w.\-@#~+]|:(?://)?|/)*")
# quotes a writer puts round a name, with the closing quote each opening one takes
_PAIRS = {"'": "'", '"': '"', "`": "`", "\u2018": "\u2019", "\u201c": "\u201d"}


def quoted_name(body: str) -> str | None:
    """The name a quoted span holds, or None when the span is text, code or a pattern. One plain word
    ('destroy', 'danger') is a word mentioned (a search term, a section's title, a status) as often as a
    name: it stays quoted text. A name is joined by separators, carries digits, or is a channel or handle.
    A sentence's full stop or colon inside the quotes ("'x.'") is punctuation, not part of the name."""
    if not body or len(body) > 200:
        return None
    name = body.rstrip(".:,")
    return name if NAME.fullmatch(name) and not name.isalpha() else None


def is_argument(text: str, start: int) -> bool:
    """A quoted span right after `(`, `[` or `,` is an argument in code (`GET_DDL('table','PROD.X')`), and
    inside JSON a quoted string is the syntax's: neither is a name the prose reads."""
    before = text[:start].rstrip(" ")
    return before.endswith(("(", "[", ",", "{", ":")) or before.count("{") > before.count("}")


def unquoted_name(span: str) -> str | None:
    """For a whole quoted span (quotes included), the name it holds, or None."""
    if len(span) < 3 or _PAIRS.get(span[0]) != span[-1]:
        return None
    return quoted_name(span[1:-1])


_QUOTED_SPAN = re.compile(r"(?<![\w'\"`\u2018\u201c])(?:'[^'\s]+'|\"[^\"\s]+\"|`[^`\s]+`"
                          r"|\u2018[^\u2019\s]+\u2019|\u201c[^\u201d\s]+\u201d)(?![\w'\"`])")


def names_unquoted(text: str, keep: frozenset[str] = frozenset()) -> str:
    """`text` with the quotes taken off every quoted name, for a reader that reads words as written (the
    wording model counts 'acme-hr-documents' and acme-hr-documents as different grams). A backticked
    word in `keep` (a program's name: `env`, `history`) may be the command line itself, and keeps them."""
    def bare(m: re.Match[str]) -> str:
        span = m.group(0)
        name = None if is_argument(text, m.start()) else unquoted_name(span)
        if name is None or (span[0] == "`" and name.lower() in keep):
            return span
        return span[1:-1]
    return _QUOTED_SPAN.sub(bare, text)


# An assignment's value in quotes (`RAILS_ENV="production"`, `DANGEROUSLY_SKIP_PERMISSIONS='1'`): for the
# shell and for a reader alike the same value as bare, when it holds no space
_QUOTED_VALUE = re.compile(r"(?<=[A-Za-z0-9_])=(?P<q>['\"])(?P<value>[^'\"\s`]+)(?P=q)")


def assignments_unquoted(text: str) -> str:
    """`text` with each KEY='value' written KEY=value, so readers of assignments see one form."""
    return _QUOTED_VALUE.sub(r"=\g<value>", text) if "=" in text else text
