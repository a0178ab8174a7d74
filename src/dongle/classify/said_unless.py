"""The words a hint says that make a reading hold, unless it also says what undoes that reading.

The bounded readings (bounded_harm.py) each look for a phrase that bounds the harm ("after the helpdesk
verified her", "the public half") and a phrase that reaches past the bound ("every", "the private key").
This is that one step: the first bounding phrase found, or "" when none is, or when the text also says
what reaches past it.
"""

from __future__ import annotations

from typing import Protocol


class _Searcher(Protocol):
    def search(self, text: str) -> object: ...


def said_unless(text: str, unless: _Searcher | None, *said: _Searcher) -> str:
    """The words of the first pattern of `said` found in `text`, or "" when none is found or when `unless`
    is found anywhere in `text`."""
    if unless is not None and unless.search(text):
        return ""
    for pattern in said:
        found = pattern.search(text)
        if found:
            return found.group(0)  # type: ignore[attr-defined]
    return ""
