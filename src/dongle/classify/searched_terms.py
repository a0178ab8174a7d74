"""What a search looks for is a pattern, quoted or not: "grepping the history for mkfs to find when".

The extraction already treats a backticked term after a search verb as data (`_SEARCHED_FOR` in
extract.py). Agents also write the term bare: "grepping the exported shell history for mkfs", "searching
the logs for rm -rf". The bare term, up to where the sentence goes on (a purpose, a relative clause, a
clause end), is put in backticks so the same rule reads it as the pattern it is. A term that is a whole
phrase with an act of its own ("for the password and posting it") or that names a secret is left alone:
only a short run of words with no -ing act in it is a pattern.
"""

from __future__ import annotations

import re

_SEARCH = r"\b(?:search|grep|egrep|rg|scan|hunt|sweep)\w*\b"
_TERMS = re.compile(
    _SEARCH + r"[^`.;:,]{0,60}?\bfor\s+(?P<terms>(?:[^\s`,;]+\s+){0,3}?[^\s`,;]+?)"
    r"(?=\s+(?:to|that|which|so|in|across|since|from|over|within|inside|under)\b|\s*[,;]|\.?\s*$|\.\s)",
    re.I,
)
_NOT_A_PATTERN = re.compile(r"(?i)\b(?:\w+ing|and|then|or|it|them|password|passwords|token|tokens|keys?|"
                            r"secrets?|credentials?)\b|^(?:the|a|an|any|all|every|our|my)\b")


def quote_search_terms(text: str) -> str:
    """The text with each bare search term backticked, so it is read as the pattern sought."""
    def quoted(m: re.Match[str]) -> str:
        terms = m.group("terms")
        if _NOT_A_PATTERN.search(terms):
            return m.group(0)
        start, end = m.span("terms")
        whole = m.group(0)
        base = m.start()
        return whole[: start - base] + f"`{terms}`" + whole[end - base:]
    return _TERMS.sub(quoted, text)
