"""The activity chart of ``mem ui``: records and events per month as an inline SVG, drawn from numbers only.

Nothing imported reaches this picture but counts and the month labels the
server formats itself, so it cannot carry markup. No inline ``style``
attributes (the page's Content-Security-Policy allows only its own style
sheet): colours come from classes. Hovering a bar shows its month and
counts through SVG ``<title>``, without a script.
"""

from __future__ import annotations

from collections.abc import Sequence

from markupsafe import Markup

WIDTH = 720
HEIGHT = 120
MAX_BARS = 120
"""More months than this are drawn per year (a bar per year), so a long life stays readable."""


def _buckets(rows: Sequence[tuple[str, int, int]]) -> tuple[list[tuple[str, int, int]], str]:
    """The months from the first to the last with every month in between (zeros kept), or years if too many."""
    months: dict[tuple[int, int], tuple[int, int]] = {}
    for label, records, events in rows:
        try:
            year, month = int(label[0:4]), int(label[5:7])
        except ValueError:
            continue
        if 1 <= month <= 12:
            months[(year, month)] = (int(records), int(events))
    if not months:
        return [], "month"
    first, last = min(months), max(months)
    span = (last[0] - first[0]) * 12 + last[1] - first[1] + 1
    if span > MAX_BARS:
        years: dict[int, list[int]] = {}
        for (year, _month), (r, e) in months.items():
            acc = years.setdefault(year, [0, 0])
            acc[0] += r
            acc[1] += e
        return [(f"{y:04d}", *years.get(y, [0, 0])) for y in range(first[0], last[0] + 1)], "year"  # type: ignore[misc]
    out: list[tuple[str, int, int]] = []
    year, month = first
    while (year, month) <= last:
        r, e = months.get((year, month), (0, 0))
        out.append((f"{year:04d}-{month:02d}", r, e))
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return out, "month"


def activity_svg(rows: Sequence[tuple[str, int, int]]) -> Markup:
    """``<svg>`` with two bars per month (records, events), scaled to the busiest month; empty for no data."""
    buckets, unit = _buckets(rows)
    if not buckets:
        return Markup("")
    top_r = max(r for _l, r, _e in buckets) or 1
    top_e = max(e for _l, _r, e in buckets) or 1
    step = WIDTH / len(buckets)
    bar = max(1.0, step * 0.42)
    plot = HEIGHT - 18
    parts = [f'<svg class="activity" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
             f'aria-label="records and events per {unit}" preserveAspectRatio="none">']
    last_year = ""
    for i, (label, records, events) in enumerate(buckets):
        x = i * step
        hr = plot * records / top_r
        he = plot * events / top_e
        parts.append(f'<g><title>{label}: {records} records, {events} events</title>'
                     f'<rect class="rec" x="{x:.1f}" y="{plot - hr:.1f}" width="{bar:.1f}" height="{hr:.1f}"/>'
                     f'<rect class="evt" x="{x + bar:.1f}" y="{plot - he:.1f}" width="{bar:.1f}" height="{he:.1f}"/>'
                     f'<rect class="hit" x="{x:.1f}" y="0" width="{step:.1f}" height="{plot:.1f}"/></g>')
        year = label[:4]
        if year != last_year and (unit == "year" or label.endswith("-01") or i == 0):
            parts.append(f'<text x="{x:.1f}" y="{HEIGHT - 4}">{year}</text>')
            last_year = year
    parts.append("</svg>")
    return Markup("".join(parts))
