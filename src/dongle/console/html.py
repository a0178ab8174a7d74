"""Server-side HTML building with escaping by construction.

There is no template engine in the dependency set, so pages are composed from `Html` fragments.
Plain `str` values are always escaped when they meet an `Html` (via `esc`/`h`), so a command
text, an agent name or a rule id from an agent can never become markup or script, nor hide part of
itself (`dongle.visible`).
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass

from dongle.visible import visible


@dataclass(frozen=True)
class Html:
    """A fragment of trusted markup. Only code in this package constructs one from a literal."""

    text: str

    def __add__(self, other: Html | str) -> Html:
        return Html(self.text + esc(other).text)

    def __str__(self) -> str:
        return self.text


def esc(value: object) -> Html:
    """Escape any value for use in element content or a double-quoted attribute."""
    if isinstance(value, Html):
        return value
    if value is None:
        return Html("")
    # a control, bidi or zero-width character in an agent's text would change what the page shows
    return Html(html.escape(visible(str(value), keep="\n\t"), quote=True))


def join(parts: Iterable[Html | str], sep: str = "") -> Html:
    return Html(sep.join(esc(p).text for p in parts))


def h(tag: str, *children: Html | str | None, **attrs: object) -> Html:
    """An element. Attribute names use `_` for `-` and a trailing `_` for reserved words (class_).

    `True` renders a bare attribute, `False`/`None` omits it.
    """
    parts = [tag]
    for key, value in attrs.items():
        name = key.rstrip("_").replace("_", "-")
        if value is None or value is False:
            continue
        if value is True:
            parts.append(name)
        else:
            parts.append(f'{name}="{esc(value).text}"')
    opening = "<" + " ".join(parts) + ">"
    if tag in _VOID:
        return Html(opening)
    inner = "".join(esc(c).text for c in children if c is not None)
    return Html(f"{opening}{inner}</{tag}>")


_VOID = frozenset({"input", "meta", "link", "br", "hr", "img"})


def csrf_field(token: str) -> Html:
    return h("input", type="hidden", name="csrf", value=token)


def post_button(
    action: str,
    label: str,
    csrf: str,
    *,
    css: str = "",
    extra: Html | None = None,
    aria_label: str | None = None,
) -> Html:
    """A one-button form: every change the console makes is a POST carrying the CSRF token."""
    return h(
        "form",
        csrf_field(csrf),
        extra,
        h("button", label, type="submit", class_=css or None, aria_label=aria_label),
        method="post",
        action=action,
        class_="inline",
    )


def table(
    caption: str, headers: list[str], rows: list[list[Html | str]], *, empty: str, css: str = ""
) -> Html:
    """A data table with a caption and scoped headers; an empty table becomes a sentence."""
    if not rows:
        return h("p", empty, class_="empty")
    head = h("tr", *[h("th", c, scope="col") for c in headers])
    body = join(h("tr", *[h("td", cell, data_label=headers[i]) for i, cell in enumerate(r)]) for r in rows)
    return h(
        "div",
        h("table", h("caption", caption), h("thead", head), h("tbody", body), class_=css or None),
        class_="table-wrap",
    )
