"""``mem profile``, ``mem timeline``, ``mem people``: call :mod:`memcli.api`, print; free of Typer.

What ``mem flush`` distilled, read back. The Typer commands
(:mod:`memcli.cli.distill_cmds`, :mod:`memcli.cli.people_cmds`) and the
Typer-free fast path (:mod:`memcli.cli.fastpath`) both call these functions
with the command's parameters by name, so the two paths print the same bytes.
Nothing heavy loads with this module: plain SQL reads, Rich only on a
terminal, :mod:`memcli.views.timeline` only for ``--chart``/``--html``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from memcli import api
from memcli.cli.output import (
    asked,
    emit_json,
    emit_table,
    emit_text,
    say_empty,
    status,
    stdout_is_tty,
)
from memcli.core.errors import MemError

if TYPE_CHECKING:
    from memcli.api.session import State


def profile_command(state: State, *, topic: str | None, history: bool, user: str | None, json_: bool) -> None:
    """The profile slots: ``topic::sub_topic: content`` lines in a pipe, a table on a terminal, or JSON."""
    state.select_user(user)
    slots = [s.to_dict() for s in api.profile(state, topic=topic, history=history)]
    if json_:
        emit_json(slots)
        return
    if not slots:
        # --user is not a filter: it chose whose store this is (another user's topics are not theirs to see)
        topics = api.profile_topics(state)
        say_empty(asked(topic=topic), bool(topics), "the profile is empty; import something and run `mem flush`",
                  f"the profile has topics {', '.join(topics)}")
        return
    if stdout_is_tty():
        cols = ["topic", "sub_topic", "content", "since", "sources"]
        table: list[list[Any]] = []
        for s in slots:
            content = s["content"] if s["status"] == "active" else (
                f"[{'rejected' if s.get('rejected') else 'until'} {str(s['valid_to'])[:10]}] {s['content']}")
            table.append([s["topic"], s["sub_topic"], content, (s["valid_from"] or "")[:10], ", ".join(s["sources"][:6])])
        emit_table("profile", cols, table)
        return
    lines = []
    for s in slots:
        text = " ".join(s["content"].split())
        if s["status"] != "active":
            text += f"  ({'rejected' if s.get('rejected') else 'until'} {str(s['valid_to'])[:10]})"
        lines.append(f"{s['topic']}::{s['sub_topic']}: {text}")
    emit_text("\n".join(lines))


def timeline_command(
    state: State,
    *,
    since: str | None,
    until: str | None,
    on: str | None,
    last: int | None,
    chart: bool,
    by: str,
    html: Path | None,
    title: str,
    user: str | None,
    json_: bool,
) -> None:
    """The events, oldest first: lines in a pipe, a table on a terminal, JSON, a chart or an HTML page."""
    state.select_user(user)
    found = api.timeline(state, since=since, until=until, on=on, last=last)
    events = [e.to_dict() for e in found]
    if html is not None or chart:
        try:
            from memcli.views import timeline as render
        except ImportError:
            raise MemError("timeline charts and HTML need memcli.views.timeline, which is missing from this install") from None
        if html is not None:
            render.write_timeline_html(events, html, title)
            status(f"wrote {html} ({len(events)} events)")
        if chart:
            render.timeline_chart(events, by)
        if json_:
            emit_json(events)
        return
    if json_:
        emit_json(events)
        return
    if not events:
        total = api.event_count(state)
        say_empty(asked(since=since, until=until, on=on, last=last), bool(total),
                  "no events yet; import something and run `mem flush`",
                  f"the store has {total} events (`mem timeline` lists them all)")
        return
    if stdout_is_tty():
        rows = []
        for e in events:
            body = e["summary"]
            extra = [g for g in e["gists"] if g != e["summary"]]
            if extra:
                body += "\n" + "\n".join(f"• {g}" for g in extra)
            rows.append([e["occurred_at"][:10], e["id"], body, ", ".join(e["tags"])])
        emit_table("timeline", ["date", "id", "summary", "tags"], rows)
        return
    lines = []
    for e in events:
        tags = f"  [{', '.join(e['tags'])}]" if e["tags"] else ""
        when = e["occurred_at"][:16].replace("T", " ") if e.get("time_known", True) else e["occurred_at"][:10]
        lines.append(f"{when}  {e['id']}  {' '.join(e['summary'].split())}{tags}")
        for g in e["gists"]:
            if g != e["summary"]:
                lines.append(f"    - {' '.join(g.split())}")
    emit_text("\n".join(lines))


def people_command(state: State, *, who: str | None, user: str | None, history: bool, json_: bool) -> None:
    """The people index: one card per person with sources, a table on a terminal, or JSON."""
    state.select_user(user)
    found = api.people(state, who, history=history)
    if who and not found:
        raise MemError(f"nobody called {who!r} is known; run `mem people` to list everyone")
    if json_:
        emit_json([p.to_json() for p in found])
        return
    if not found:
        status("nobody yet; import chats or a diary that mention people and run `mem flush`")
        return
    if stdout_is_tty():
        rows: list[list[Any]] = []
        for p in found:
            attrs = "; ".join(f"{k}: {'、'.join(v) if isinstance(v, list) else v}" for k, v in p.attributes.items() if k != "name")
            rows.append([p.id, p.name or "", p.relation or "", attrs, ", ".join(p.sources[:6])])
        emit_table("people", ["id", "name", "relation", "attributes", "sources"], rows)
        return
    lines = []
    for p in found:
        lines.append(f"{p.id} {p.card()}  [{', '.join(p.sources[:8])}]")
        for h in p.history:
            lines.append(f"    (earlier) {h['attr']}: {h['value']}")
    emit_text("\n".join(lines))
