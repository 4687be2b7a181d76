"""Pictures of the timeline: a terminal bar chart and a self-contained HTML page.

Both take events in the ``mem timeline --json`` shape (``{id, occurred_at,
summary, gists, tags, sources}``) so they can be fed by the CLI or by a
saved JSON file alike, and neither touches the store.

* :func:`timeline_chart` prints events per month or year. On a terminal it
  draws Rich bars; in a pipe it prints plain ``#`` bars (no ANSI codes), so
  ``mem timeline --chart > chart.txt`` stays readable.
* :func:`write_timeline_html` writes one HTML file with inline CSS and JS
  only: no fonts, scripts or images are fetched, and a Content-Security-Policy
  forbids it, so the page opens offline and leaks nothing. All event text is
  HTML-escaped; the small script only filters and counts existing elements.
  The output is byte-identical for the same events (no "generated at" stamp),
  so it can be committed or diffed.
"""

from __future__ import annotations

import html
import sys
from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from memcli.core.errors import MemError

_MONTHS = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)
PLAIN_BAR_WIDTH = 50


def _when(event: dict[str, Any]) -> datetime | None:
    """The event's time as written (its own wall clock), or None when missing/unreadable."""
    raw = event.get("occurred_at")
    if not isinstance(raw, str) or not raw.strip():
        return None
    text = raw.strip()
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None


def _next_bucket(key: tuple[int, int], by: str) -> tuple[int, int]:
    year, month = key
    if by == "year":
        return (year + 1, 0)
    return (year + 1, 1) if month == 12 else (year, month + 1)


def count_by(events: Sequence[dict[str, Any]], by: str = "month") -> list[tuple[str, int]]:
    """``[(label, count)]`` oldest first, with empty months/years in between kept as 0.

    Gaps are kept on purpose: a quiet year should look quiet, not vanish.
    Events without a readable time are counted under ``undated`` at the end.
    """
    if by not in {"month", "year"}:
        raise MemError(f"cannot chart by {by!r}; use month or year")
    counts: Counter[tuple[int, int]] = Counter()
    undated = 0
    for event in events:
        dt = _when(event)
        if dt is None:
            undated += 1
            continue
        counts[(dt.year, dt.month if by == "month" else 0)] += 1
    rows: list[tuple[str, int]] = []
    if counts:
        key, last = min(counts), max(counts)
        while key <= last:
            label = f"{key[0]:04d}" if by == "year" else f"{key[0]:04d}-{key[1]:02d}"
            rows.append((label, counts.get(key, 0)))
            key = _next_bucket(key, by)
    if undated:
        rows.append(("undated", undated))
    return rows


EMPTY_RUN_MIN = 3
"""A run of at least this many empty months/years is drawn as one line (shorter gaps keep a line each)."""


def collapse_empty(rows: Sequence[tuple[str, int]], by: str = "month") -> list[tuple[str, int] | str]:
    """*rows* with each run of :data:`EMPTY_RUN_MIN` or more empty buckets replaced by one line of text.

    Why: fourteen years of diary with one busy year drew 159 lines of zeros
    around 19 real months. A short gap stays visible as zero bars (a quiet
    month should look quiet); a long one becomes ``… 159 empty months
    (2010-02 – 2023-04) …``.
    """
    out: list[tuple[str, int] | str] = []
    run: list[str] = []

    def close() -> None:
        if len(run) >= EMPTY_RUN_MIN:
            unit = "months" if by == "month" else "years"
            out.append(f"… {len(run)} empty {unit} ({run[0]} – {run[-1]}) …")
        else:
            out.extend((label, 0) for label in run)
        run.clear()

    for label, count in rows:
        if count == 0 and label != "undated":
            run.append(label)
            continue
        close()
        out.append((label, count))
    close()
    return out


def chart_text(rows: Sequence[tuple[str, int]], width: int = PLAIN_BAR_WIDTH, by: str = "month") -> str:
    """Plain-text bars (``#``), scaled so the busiest bucket fills *width* columns; long empty runs in one line."""
    if not rows:
        return "no events to chart"
    top = max(count for _label, count in rows) or 1
    label_width = max(len(label) for label, _count in rows)
    count_width = len(str(top))
    lines = []
    for row in collapse_empty(rows, by):
        if isinstance(row, str):
            lines.append(row)
            continue
        label, count = row
        bar = "#" * (round(count / top * width) if count else 0)
        if count and not bar:
            bar = "#"
        lines.append(f"{label.ljust(label_width)}  {str(count).rjust(count_width)} {bar}".rstrip())
    total = sum(count for _label, count in rows)
    lines.append(f"{total} event{'s' if total != 1 else ''}")
    return "\n".join(lines)


def timeline_chart(events: list[dict[str, Any]], by: str = "month") -> None:
    """Print a bar chart of events per month or year to stdout (Rich on a TTY, plain otherwise)."""
    rows = count_by(events, by)
    try:
        tty = sys.stdout.isatty()
    except (AttributeError, ValueError):
        tty = False
    if not tty or not rows:
        sys.stdout.write(chart_text(rows, by=by) + "\n")
        sys.stdout.flush()
        return
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    console = Console(highlight=False)
    top = max(count for _label, count in rows) or 1
    label_width = max(len(label) for label, _count in rows)
    room = max(10, console.width - label_width - len(str(top)) - 6)
    table = Table(box=None, show_header=False, pad_edge=False, padding=(0, 1))
    table.add_column(justify="left", style="bold")
    table.add_column(justify="right", style="cyan")
    table.add_column(justify="left", no_wrap=True)
    for row in collapse_empty(rows, by):
        if isinstance(row, str):
            table.add_row(Text("…", style="dim"), "", Text(row.strip("… "), style="dim"))  # keeps the label column narrow
            continue
        label, count = row
        cells = round(count / top * room) if count else 0
        bar = Text("█" * max(cells, 1 if count else 0), style="green" if label != "undated" else "dim")
        table.add_row(label, str(count), bar)
    total = sum(count for _label, count in rows)
    console.print(table)
    console.print(Text(f"{total} event{'s' if total != 1 else ''} by {by}", style="dim"))


# --------------------------------------------------------------------------- HTML

_CSS = """
:root { color-scheme: light dark; --fg: #1d1d1f; --bg: #fbfbfa; --muted: #6b6b70; --line: #e3e3e0;
        --accent: #2f6f5e; --chip: #e8f1ee; --card: #ffffff; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e8e8e6; --bg: #151517; --muted: #9a9aa0; --line: #2c2c30; --accent: #7cc7b0;
          --chip: #1f3330; --card: #1c1c1f; }
}
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", sans-serif;
       color: var(--fg); background: var(--bg); }
header { position: sticky; top: 0; background: var(--bg); border-bottom: 1px solid var(--line);
         padding: 12px 24px; z-index: 1; }
h1 { font-size: 20px; margin: 0 0 6px; }
.meta { color: var(--muted); font-size: 13px; }
#filter { margin-top: 8px; width: 100%; max-width: 420px; padding: 6px 10px; border: 1px solid var(--line);
          border-radius: 6px; background: var(--card); color: var(--fg); font: inherit; }
main { max-width: 880px; margin: 0 auto; padding: 8px 24px 48px; }
.years { display: grid; grid-template-columns: max-content 1fr max-content; gap: 2px 10px; margin: 16px 0 8px;
         font-size: 13px; align-items: center; }
.years a { color: var(--accent); text-decoration: none; }
.bar { height: 10px; background: var(--accent); border-radius: 3px; min-width: 2px; }
section.year > h2 { font-size: 18px; margin: 28px 0 4px; border-bottom: 2px solid var(--accent); padding-bottom: 2px; }
section.month > h3 { font-size: 14px; margin: 16px 0 6px; color: var(--muted); font-weight: 600; }
article.event { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px;
                margin: 8px 0; }
article.event time { color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
article.event .summary { margin: 2px 0 4px; white-space: pre-wrap; }
article.event ul.gists { margin: 4px 0; padding-left: 20px; color: var(--fg); }
.tags { margin-top: 4px; }
.tag { display: inline-block; background: var(--chip); color: var(--accent); border-radius: 10px; padding: 0 8px;
       font-size: 12px; margin: 0 4px 2px 0; }
.ids { color: var(--muted); font-size: 11px; margin-top: 4px; }
.hidden { display: none; }
"""

_JS = """
(function () {
  var input = document.getElementById('filter');
  var shown = document.getElementById('shown');
  var events = Array.prototype.slice.call(document.querySelectorAll('article.event'));
  var groups = Array.prototype.slice.call(document.querySelectorAll('section.month, section.year'));
  function apply() {
    var q = input.value.trim().toLowerCase();
    var count = 0;
    events.forEach(function (el) {
      var hit = !q || el.textContent.toLowerCase().indexOf(q) !== -1;
      el.classList.toggle('hidden', !hit);
      if (hit) { count += 1; }
    });
    groups.forEach(function (g) {
      g.classList.toggle('hidden', g.querySelectorAll('article.event:not(.hidden)').length === 0);
    });
    shown.textContent = count + ' of ' + events.length + ' shown';
  }
  input.addEventListener('input', apply);
  apply();
  document.body.setAttribute('data-ready', 'yes');
})();
"""

# Nothing may be loaded from anywhere: inline styles and the inline script only.
_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"


def _e(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def _event_html(event: dict[str, Any], dt: datetime | None) -> str:
    raw_time = event.get("occurred_at")
    shown = dt.strftime("%Y-%m-%d %H:%M") if dt else (str(raw_time) if raw_time else "undated")
    if dt and dt.hour == 0 and dt.minute == 0 and dt.second == 0:
        shown = dt.strftime("%Y-%m-%d")
    parts = [f'<article class="event" id="{_e(event.get("id") or "")}">']
    parts.append(f'<time datetime="{_e(raw_time or "")}">{_e(shown)}</time>')
    parts.append(f'<p class="summary">{_e(event.get("summary") or "")}</p>')
    gists = [g for g in (event.get("gists") or []) if str(g).strip()]
    if gists:
        parts.append('<ul class="gists">' + "".join(f"<li>{_e(g)}</li>" for g in gists) + "</ul>")
    tags = [t for t in (event.get("tags") or []) if str(t).strip()]
    if tags:
        parts.append('<div class="tags">' + "".join(f'<span class="tag">{_e(t)}</span>' for t in tags) + "</div>")
    sources = [str(s) for s in (event.get("sources") or [])]
    ident = _e(event.get("id") or "")
    if ident or sources:
        src = f" · from {_e(', '.join(sources))}" if sources else ""
        parts.append(f'<div class="ids">{ident}{src}</div>')
    parts.append("</article>")
    return "".join(parts)


def timeline_html(events: Sequence[dict[str, Any]], title: str = "mem timeline") -> str:
    """The whole page as a string (see :func:`write_timeline_html`)."""
    dated: list[tuple[datetime, int, dict[str, Any]]] = []
    undated: list[dict[str, Any]] = []
    for i, event in enumerate(events):
        dt = _when(event)
        if dt is None:
            undated.append(event)
        else:
            dated.append((dt, i, event))
    # oldest first like `mem timeline`; compare instants, keep input order for ties
    dated.sort(key=lambda item: (item[0].timestamp(), item[1]))

    years: dict[int, dict[int, list[tuple[datetime, dict[str, Any]]]]] = {}
    for dt, _i, event in dated:
        years.setdefault(dt.year, {}).setdefault(dt.month, []).append((dt, event))

    total = len(events)
    span = f"{min(years)}–{max(years)}" if years else "no dates"
    if years and min(years) == max(years):
        span = str(min(years))
    out: list[str] = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f'<meta http-equiv="Content-Security-Policy" content="{_CSP}">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title>",
        f"<style>{_CSS}</style>",
        "</head><body>",
        "<header>",
        f"<h1>{_e(title)}</h1>",
        f'<div class="meta"><span id="total">{total} event{"s" if total != 1 else ""}</span> · {_e(span)}'
        ' · <span id="shown"></span></div>',
        '<input id="filter" type="search" placeholder="Filter events (text, tag, date)…" aria-label="Filter events">',
        "</header><main>",
    ]
    if years:
        top = max(sum(len(v) for v in months.values()) for months in years.values())
        out.append('<nav class="years" aria-label="Events per year">')
        for year, months in years.items():
            n = sum(len(v) for v in months.values())
            pct = max(1, round(n / top * 100))
            out.append(
                f'<a href="#y{year}">{year}</a><div class="bar" style="width:{pct}%"></div><span>{n}</span>'
            )
        out.append("</nav>")
    for year, months in years.items():
        out.append(f'<section class="year" id="y{year}"><h2>{year}</h2>')
        for month, items in months.items():
            out.append(
                f'<section class="month" id="m{year}-{month:02d}"><h3>{_MONTHS[month - 1]} {year}'
                f" · {len(items)}</h3>"
            )
            out.extend(_event_html(event, dt) for dt, event in items)
            out.append("</section>")
        out.append("</section>")
    if undated:
        out.append('<section class="year" id="undated"><h2>Undated</h2><section class="month">')
        out.extend(_event_html(event, None) for event in undated)
        out.append("</section></section>")
    if not events:
        out.append('<p class="meta">No events yet. Run <code>mem flush</code> to distill your records.</p>')
    out.append(f"</main><script>{_JS}</script></body></html>")
    return "\n".join(out) + "\n"


def write_timeline_html(events: list[dict[str, Any]], path: Path, title: str = "mem timeline") -> None:
    """Write the timeline as one self-contained HTML file (atomically: never a half-written page)."""
    target = Path(path).expanduser()
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise MemError(f"{folder}: no such folder for the HTML file; create it first")
    if target.is_dir():
        raise MemError(f"{target}: is a folder; pass a file name like timeline.html")
    page = timeline_html(events, title).encode("utf-8")
    from memcli.core.atomic import write_atomic

    try:  # private (0600) like everything mem writes: the page is the user's life in one file
        write_atomic(target, lambda fh: fh.write(page))
    except OSError as exc:
        raise MemError(f"{target}: cannot write ({exc.strerror})") from None
