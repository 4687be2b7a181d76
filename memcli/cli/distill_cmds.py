"""``mem flush``, ``mem profile``, ``mem timeline``, ``mem cron``.

Parsing and printing only; the work is in :mod:`memcli.distill`. ``profile``
and ``timeline`` are plain SQL reads (no jieba, no model); ``flush`` loads
what it needs lazily.
"""

from __future__ import annotations

import shlex
import shutil
import sys
from pathlib import Path
from typing import Any, Optional

import typer

from memcli import api
from memcli.cli.output import asked, emit_json, emit_table, emit_text, say_empty, status, stdout_is_tty, warn
from memcli.cli.params import choice
from memcli.cli.state import get_state
from memcli.errors import MemError


def flush(
    ctx: typer.Context,
    if_due: bool = typer.Option(
        False, "--if-due", help="Only distill buffers past buffer.flush_tokens or idle for buffer.idle_flush_minutes."
    ),
    no_llm: bool = typer.Option(False, "--no-llm", help="Distill offline even when [llm] is configured."),
    wait: float = typer.Option(5.0, "--wait", min=0.0, help="Seconds to wait for another running flush."),
    user: Optional[str] = typer.Option(None, "--user", help="Only this user's buffers (default: every user in the store)."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Distill buffered records into profile slots, events and memories."""
    from memcli import api

    result = api.flush(get_state(ctx), if_due=if_due, use_llm=not no_llm, wait_seconds=wait, user=user,
                       status=status if not json_ else (lambda _m: None), warn=warn)
    if result.busy:
        status("mem: " + result.notes[0])
    if json_:
        emit_json(result.to_json())
        return
    if result.processed == 0 and not result.failed_batches:
        if not if_due and not result.busy:
            status("nothing to distill")
        return
    line = (
        f"distilled {result.processed} records: {result.memories_created} memories created, "
        f"{result.memories_updated} updated, {result.events_created} events"
    )
    if result.llm_calls:
        line += f", {result.llm_calls} LLM calls"
    if result.failed_batches:
        line += f"; {result.failed_batches} batches failed (their records stay pending)"
    emit_text(line)


def profile(
    ctx: typer.Context,
    topic: Optional[str] = typer.Option(None, "--topic", "-t", help="Only this topic."),
    history: bool = typer.Option(False, "--history", help="Include superseded values (with validity)."),
    user: Optional[str] = typer.Option(None, "--user", help="Only this user's profile (default: every user in the store)."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """The user profile: topic::sub_topic: content."""
    state = get_state(ctx)
    state.select_user(user)
    slots = [s.to_dict() for s in api.profile(state, topic=topic, history=history, user=user)]
    if json_:
        emit_json(slots)
        return
    if not slots:
        rows = state.read_store().memories.profile_users_and_topics()
        has = "; ".join(
            f"{label} {', '.join(sorted({str(r[i]) for r in rows}))}" for label, i, given in
            (("users", 0, user), ("topics", 1, topic)) if given is not None
        )
        say_empty(asked(topic=topic, user=user), bool(rows), "the profile is empty; import something and run `mem flush`",
                  f"the profile has {has}")
        return
    if stdout_is_tty():
        cols = ["topic", "sub_topic", "content", "since", "sources"]
        rows: list[list[Any]] = []
        for s in slots:
            content = s["content"] if s["status"] == "active" else f"[until {str(s['valid_to'])[:10]}] {s['content']}"
            rows.append([s["topic"], s["sub_topic"], content, (s["valid_from"] or "")[:10], ", ".join(s["sources"][:6])])
        emit_table("profile", cols, rows)
        return
    lines = []
    for s in slots:
        text = " ".join(s["content"].split())
        if s["status"] != "active":
            text += f"  (until {str(s['valid_to'])[:10]})"
        lines.append(f"{s['topic']}::{s['sub_topic']}: {text}")
    emit_text("\n".join(lines))


def timeline(
    ctx: typer.Context,
    since: Optional[str] = typer.Option(None, "--since", help="From this date/time (YYYY-MM-DD or ISO)."),
    until: Optional[str] = typer.Option(None, "--until", help="Up to this date/time (a bare date covers the day)."),
    on: Optional[str] = typer.Option(None, "--on", help="Only this day (YYYY-MM-DD)."),
    last: Optional[int] = typer.Option(None, "-n", "--last", min=1, help="Only the newest N events."),
    chart: bool = typer.Option(False, "--chart", help="Print a chart of events per month or year."),
    by: str = choice("month", "--by", choices=("month", "year"), help="Chart buckets."),
    html: Optional[Path] = typer.Option(None, "--html", help="Write the timeline as a standalone HTML page."),
    title: str = typer.Option("mem timeline", "--title", help="Title of the --html page."),
    user: Optional[str] = typer.Option(None, "--user", help="Only this user's events (default: everyone in the store)."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """The event timeline, oldest to newest."""
    if by not in ("month", "year"):
        raise typer.BadParameter("use month or year", param_hint="--by")
    state = get_state(ctx)
    state.select_user(user)
    found = api.timeline(state, since=since, until=until, on=on, last=last, user=user)
    events = [e.to_dict() for e in found]
    if html is not None or chart:
        try:
            from memcli import render
        except ImportError:
            raise MemError("timeline charts and HTML need memcli.render, which is missing from this install") from None
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
        total = state.read_store().memories.event_count()
        say_empty(asked(since=since, until=until, on=on, last=last, user=user), bool(total),
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
        lines.append(f"{e['occurred_at'][:16].replace('T', ' ')}  {e['id']}  {' '.join(e['summary'].split())}{tags}")
        for g in e["gists"]:
            if g != e["summary"]:
                lines.append(f"    - {' '.join(g.split())}")
    emit_text("\n".join(lines))


def mem_command() -> str:
    """How to run this very ``mem`` from cron: an absolute path (cron has a bare PATH)."""
    argv0 = sys.argv[0] if sys.argv else ""
    if Path(argv0).name == "mem":
        found = argv0 if "/" in argv0 else shutil.which(argv0)
        if found and Path(found).exists():
            return shlex.quote(str(Path(found).absolute()))
    which = shutil.which("mem")
    if which:
        return shlex.quote(str(Path(which).absolute()))
    return f"{shlex.quote(sys.executable)} -m memcli"


def cron(
    ctx: typer.Context,
    every: int = typer.Option(15, "--every", min=1, max=59, help="Minutes between checks."),
    log: Optional[Path] = typer.Option(None, "--log", help="Append output here (default: flush.log in the store)."),
) -> None:
    """Print a crontab line that distills due buffers every few minutes.

    Every 15 minutes, not nightly: with ``--if-due`` a run does nothing
    unless a buffer is due, so frequent runs cost nothing and keep the
    profile and timeline about an idle period behind, not a day.
    """
    state = get_state(ctx)
    home = state.home.expanduser().resolve()
    logfile = (log or home / "flush.log").expanduser()
    line = (
        f"*/{every} * * * * {mem_command()} --home {shlex.quote(str(home))} flush --if-due"
        f" >> {shlex.quote(str(logfile.resolve() if logfile.is_absolute() else Path.cwd() / logfile))} 2>&1"
    )
    emit_text(line)
    buf = state.config.buffer
    status(
        f"why every {every} minutes: --if-due exits at once unless a buffer has passed buffer.flush_tokens "
        f"({buf.flush_tokens}) or been idle buffer.idle_flush_minutes ({buf.idle_flush_minutes}), so most runs cost "
        f"nothing, and a chat reaches the profile and timeline at most ~{buf.idle_flush_minutes + every} minutes "
        "after it goes quiet (a nightly `0 3 * * *` would leave them up to a day behind)"
    )
    status("add it with `crontab -e` (cron does not see your shell's environment: put MEM_LLM_API_KEY=… above the line if you use an LLM)")


def register(app: typer.Typer) -> None:
    """Attach flush, profile, timeline and cron."""
    app.command("flush")(flush)
    app.command("profile")(profile)
    app.command("timeline")(timeline)
    app.command("cron")(cron)
