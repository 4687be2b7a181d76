"""Forget, export, backup, restore, doctor: the commands that keep the user in charge of the store
(parsing and printing only)."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import BinaryIO, Optional

import typer

from memcli.cli.output import emit_json, emit_text, status, warn
from memcli.cli.options import COMMANDS
from memcli.cli.params import choice, typer_command
from memcli.cli.state import get_state
from memcli.core.errors import MemError, UsageProblem
from memcli.api import FORGET_CONFIRM_ABOVE as CONFIRM_ABOVE


def forget(
    ctx: typer.Context,
    items: Optional[list[str]] = typer.Argument(None, help="Ids to forget: r17 (record), m3 (memory), e5 (event)."),
    source: Optional[list[str]] = typer.Option(
        None, "--source", help="Forget every record imported from this file (repeatable)."
    ),
    match: Optional[str] = typer.Option(
        None, "--match", help="Forget every record holding this exact text (any script; not a search expression)."
    ),
    secrets: bool = typer.Option(
        False, "--secrets", help="Forget every record holding a likely password, PIN, card number or key."
    ),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show what would be forgotten, rebuilt or removed; change nothing."),
    yes: bool = typer.Option(False, "--yes", help=f"Confirm a --match or --secrets that reaches more than "
                                                  f"{CONFIRM_ABOVE} records."),
    user: Optional[str] = typer.Option(None, "--user", help="Whose memory (default: config user.id)."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Forget records and everything derived from them: rebuilt from what is left, or removed. Re-imports,
    newer exports, flush and reindex will not bring them back."""
    from memcli import api

    state = get_state(ctx)
    state.select_user(user)
    try:
        report = api.forget(state, list(items or []), sources=list(source or []), match=match, secrets=secrets,
                            dry_run=dry_run, confirm=yes, warn=warn)
    except UsageProblem as exc:
        raise typer.BadParameter(str(exc), param_hint=exc.param_hint) from None
    if json_:
        emit_json(report.to_dict())
        return
    many = len([i for i in report.forgotten if i["kind"] == "record"]) > CONFIRM_ABOVE
    emit_text("\n".join(report.lines(limit=20 if many else None)))


def export(
    ctx: typer.Context,
    fmt: str = choice(
        "jsonl", "--format", "-f", choices=("jsonl", "markdown", "md"),
        help="jsonl (lossless, re-importable) or markdown (md: a journal).",
    ),
    output: Optional[Path] = typer.Option(None, "-o", "--output", help="Write to FILE (mode 0600) instead of stdout."),
    user: Optional[str] = typer.Option(None, "--user", help="Whose memory (default: config user.id)."),
) -> None:
    """Everything out: JSONL that `mem import` restores, or a readable Markdown journal."""
    from memcli import api

    if fmt not in ("jsonl", "markdown", "md"):
        raise MemError(f"unknown export format {fmt!r}; use jsonl or markdown")
    state = get_state(ctx)
    state.select_user(user)
    state.read_store()  # a missing store is an error before any file is touched
    if state.sqlite_scope_partial:
        warn(f"--user {user}: the persona and the forget watermarks of a SQLite file are not kept per user; "
             "they are left out of this export (they go with config user.id's)")
    if output is None or str(output) == "-":
        if hasattr(sys.stdout, "reconfigure"):
            sys.stdout.reconfigure(errors="backslashreplace")  # a lone surrogate becomes a JSON escape
        counts = api.export(state, fmt, sys.stdout)
        sys.stdout.flush()
    else:
        output = output.expanduser()
        if output.is_dir():
            raise MemError(f"{output} is a directory; give a file name, e.g. {output / 'mem-export.jsonl'}")
        from memcli.core.atomic import write_atomic

        counts: dict[str, int] = {}

        def write(raw: BinaryIO) -> None:
            text = io.TextIOWrapper(raw, encoding="utf-8", errors="backslashreplace", newline="\n")
            counts.update(api.export(state, fmt, text))
            text.flush()
            text.detach()

        try:  # whole or absent, 0600; a killed export leaves no partial file
            write_atomic(output, write)
        except OSError as exc:
            raise MemError(f"cannot write {output}: {exc.strerror}") from None
    status(
        f"exported {counts.get('records', 0)} records, {counts.get('memories', 0)} memories, "
        f"{counts.get('events', 0)} events" + (f" to {output}" if output is not None and str(output) != "-" else "")
    )


def backup(
    ctx: typer.Context,
    path: Path = typer.Argument(..., help="Backup file (or a directory to put a time-stamped file in)."),
    force: bool = typer.Option(False, "--force", help="Overwrite an existing file."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """A consistent copy of the whole store (safe while other mem commands run); mode 0600."""
    from memcli import api

    info = api.backup(get_state(ctx), path, force=force)
    if json_:
        emit_json(info)
        return
    emit_text(
        f"backed up {info['records']} records, {info['memories']} memories, {info['events']} events "
        f"to {info['path']} ({info['bytes']} bytes)"
    )


def restore(
    ctx: typer.Context,
    path: Path = typer.Argument(..., help="A file made by `mem backup` (PostgreSQL: by `mem export`)."),
    force: bool = typer.Option(False, "--force", help="Replace a store (PostgreSQL: a user) that already holds data."),
    user: Optional[str] = typer.Option(None, "--user", help="PostgreSQL: whose memory (default: config user.id)."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Replace the store with a backup (refuses a non-empty store without --force).

    On PostgreSQL: replace one user's memory with their `mem export` archive; other users are untouched.
    """
    from memcli import api

    info = api.restore(get_state(ctx), path, force=force, user=user)
    if json_:
        emit_json(info)
        return
    emit_text(
        f"restored {info['records']} records, {info['memories']} memories, {info['events']} events from {path}"
    )
    if info["removed_derived"]:
        status("removed derived files (rebuilt on demand or by `mem reindex`): " + ", ".join(info["removed_derived"]))


def register(app: typer.Typer) -> None:
    """Attach forget, export, backup, restore and doctor."""
    app.command("forget")(forget)
    app.command("export")(export)
    app.command("backup")(backup)
    app.command("restore")(restore)
    app.command("doctor")(typer_command(COMMANDS["doctor"]))
