"""Charts drawn on the server as inline SVG: no chart library, no script, nothing fetched.

Every chart carries a <title> for screen readers and is paired with its numbers in a table, so
the figures stay readable without the picture and at any width (the SVG scales by its viewBox).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from dongle.console.html import Html, esc, h, join, table

_ids = itertools.count(1)


def bar_chart(title: str, data: Sequence[tuple[str, int]], *, unit: str = "", width: int = 480) -> Html:
    """Horizontal bars, one per label, longest first as given. Empty data gives a sentence."""
    if not data:
        return h("p", f"{title}: nothing recorded yet.", class_="empty")
    bar_h, gap, label_w, value_w = 22, 8, 170, 56
    top = max(value for _, value in data) or 1
    chart_h = len(data) * (bar_h + gap) + gap
    span = width - label_w - value_w
    title_id = f"chart-{next(_ids)}"
    rows = []
    for i, (label, value) in enumerate(data):
        y = gap + i * (bar_h + gap)
        length = max(1, round(span * value / top)) if value else 0
        short = label if len(label) <= 24 else label[:23] + "…"
        rows.append(
            join(
                [
                    h(
                        "text",
                        short,
                        x=label_w - 6,
                        y=y + bar_h * 0.7,
                        class_="chart-label",
                        text_anchor="end",
                    ),
                    h(
                        "rect",
                        h("title", f"{label}: {value}{unit}"),
                        x=label_w,
                        y=y,
                        width=length,
                        height=bar_h,
                        class_="chart-bar",
                        rx=3,
                    ),
                    h(
                        "text",
                        f"{value}{unit}",
                        x=label_w + length + 6,
                        y=y + bar_h * 0.7,
                        class_="chart-value",
                    ),
                ]
            )
        )
    svg = h(
        "svg",
        h("title", title, id=title_id),
        join(rows),
        viewBox=f"0 0 {width} {chart_h}",
        role="img",
        aria_labelledby=title_id,
        class_="chart",
        preserveAspectRatio="xMinYMin meet",
    )
    return h("figure", svg, _numbers(title, data, unit), class_="chart-figure")


def column_chart(
    title: str,
    data: Sequence[tuple[str, int, int]],
    *,
    width: int = 480,
    series: tuple[str, str] = ("pauses", "stops"),
) -> Html:
    """Stacked columns per day: the first count of each triple at the bottom, the second on top."""
    if not data:
        return h("p", f"{title}: nothing recorded yet.", class_="empty")
    chart_h, base, left = 180, 150, 30
    top = max(a + b for _, a, b in data) or 1
    step = (width - left) / len(data)
    col_w = max(4.0, min(step * 0.6, 36.0))
    title_id = f"chart-{next(_ids)}"
    cols = []
    for i, (day, first, second) in enumerate(data):
        x = left + i * step + (step - col_w) / 2
        h1 = (base - 10) * first / top
        h2 = (base - 10) * second / top
        cols.append(
            join(
                [
                    h(
                        "rect",
                        h("title", f"{day}: {first} {series[0]}"),
                        x=f"{x:.1f}",
                        y=f"{base - h1:.1f}",
                        width=f"{col_w:.1f}",
                        height=f"{h1:.1f}",
                        class_="chart-bar",
                    ),
                    h(
                        "rect",
                        h("title", f"{day}: {second} {series[1]}"),
                        x=f"{x:.1f}",
                        y=f"{base - h1 - h2:.1f}",
                        width=f"{col_w:.1f}",
                        height=f"{h2:.1f}",
                        class_="chart-bar-alt",
                    ),
                    h(
                        "text",
                        day[5:],
                        x=f"{x + col_w / 2:.1f}",
                        y=base + 16,
                        class_="chart-label",
                        text_anchor="middle",
                    )
                    if len(data) <= 14 or i % 7 == 0
                    else None,
                ]
            )
        )
    axis = h("line", x1=left, y1=base, x2=width, y2=base, class_="chart-axis")
    svg = h(
        "svg",
        h("title", title, id=title_id),
        axis,
        join(cols),
        h("text", str(top), x=0, y=18, class_="chart-label"),
        viewBox=f"0 0 {width} {chart_h}",
        role="img",
        aria_labelledby=title_id,
        class_="chart",
        preserveAspectRatio="xMinYMin meet",
    )
    legend = h(
        "p",
        h("span", "", class_="swatch swatch-bar"),
        f" {series[0]} ",
        h("span", "", class_="swatch swatch-alt"),
        f" {series[1]}",
        class_="legend",
    )
    numbers = table(
        title,
        ["day", series[0], series[1]],
        [[d, str(a), str(b)] for d, a, b in data],
        empty="",
        css="numbers",
    )
    return h("figure", svg, legend, h("details", h("summary", "Numbers"), numbers), class_="chart-figure")


def _numbers(title: str, data: Sequence[tuple[str, int]], unit: str) -> Html:
    rows: list[list[Html | str]] = [[label, f"{value}{unit}"] for label, value in data]
    return h("details", h("summary", "Numbers"), table(title, ["", "count"], rows, empty="", css="numbers"))


def stat(label: str, value: object) -> Html:
    """A headline figure."""
    return h(
        "div",
        h("span", esc(value), class_="stat-value"),
        h("span", label, class_="stat-label"),
        class_="stat",
    )
