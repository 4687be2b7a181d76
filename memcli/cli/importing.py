"""``mem import`` and ``mem record``: parse flags, call :mod:`memcli.ingest`, print."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Optional

import typer

from memcli import api
from memcli.cli.output import emit_json, emit_text, status, stderr_is_tty, warn
from memcli.cli.params import choice
from memcli.cli.state import get_state
from memcli.core.errors import MemError


def import_cmd(
    ctx: typer.Context,
    paths: list[str] = typer.Argument(..., help="Files to import; - reads stdin.", show_default=False),
    fmt: str = choice(
        "auto", "--format", "-f", choices=("auto", *api.import_formats()), metavar="FORMAT",
        help="auto (detect) or one of: " + ", ".join(api.import_formats()) + " (see docs/formats.md)."
    ),
    user: Optional[str] = typer.Option(None, "--user", help="Whose records these are (default: config user.id)."),
    character: Optional[str] = typer.Option(None, "--character", help="The AI character these chats were with."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Parse and count, write nothing."),
    json_: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
    me: Optional[str] = typer.Option(None, "--me", help="Which speaker of a multi-speaker chat is you (also config user.names)."),
) -> None:
    """Import chat transcripts and diaries (idempotent: re-imports are skipped).

    Each file is imported all-or-nothing; with several files, those before a
    failing one stay imported. Formats are detected unless --format is given.
    """
    from memcli import api

    state = get_state(ctx)
    state.select_user(user)
    verb = "would import" if dry_run else "imported"

    def line(entry: dict[str, Any]) -> None:
        status(
            f"{entry['path']}: {entry['format']}, {entry['records']} records, "
            f"{entry['new']} new, {entry['skipped']} skipped" + (" (dry run)" if dry_run else "")
        )

    report = api.import_paths(
        state, paths, fmt=fmt, user=user, character=character, dry_run=dry_run, progress=stderr_is_tty(),
        on_source=line, me=me, warn=warn,
    )
    if json_:
        emit_json(report.to_dict())
        return
    files = len(report.sources)
    emit_text(f"{verb} {report.imported}, skipped {report.skipped} ({files} file{'s' if files != 1 else ''})")


def record_cmd(
    ctx: typer.Context,
    text: Optional[str] = typer.Argument(None, help="The entry text; omit or - to read stdin.", show_default=False),
    at: Optional[str] = typer.Option(None, "--at", help="When it happened: YYYY-MM-DD or an ISO time (default: now)."),
    role: str = choice("user", "--role", choices=("user", "assistant"), help="Who wrote it."),
    tag: list[str] = typer.Option([], "--tag", "-t", help="A tag (repeatable)."),
    cue: list[str] = typer.Option([], "--cue", help="KIND:KEY[=LABEL], e.g. place:westlake=西湖 (repeatable)."),
    photo: list[Path] = typer.Option([], "--photo", help="A photo file to link; only its bytes are hashed (repeatable)."),
    user: Optional[str] = typer.Option(None, "--user", help="Whose entry this is (default: config user.id)."),
    json_: bool = typer.Option(False, "--json", help='Print {"id": "r42"}.'),
) -> None:
    """Add one diary entry or note, from the argument or stdin."""
    from memcli import api

    state = get_state(ctx)
    state.select_user(user)
    if text is None or text == "-":
        if sys.stdin.isatty():
            status("reading the entry from stdin; finish with Ctrl-D")
        text = sys.stdin.read()
    if not text.strip():
        raise MemError("nothing to record: the text is empty (pass TEXT or pipe it on stdin)")
    recorded = api.record(state, text, at=at, role=role, tags=tag, cues=cue, photos=photo, user=user, warn=warn)
    if json_:
        emit_json(recorded.to_dict())
    else:
        emit_text(recorded.id)


def register(app: typer.Typer) -> None:
    """Attach ``import`` and ``record``."""
    app.command("import")(import_cmd)
    app.command("record")(record_cmd)
