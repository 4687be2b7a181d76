"""``mem me``: say who you are in chats already imported (parsing and printing only; :func:`memcli.api.set_me`)."""

from __future__ import annotations

from typing import Optional

import typer

from memcli.cli.output import emit_json, emit_text, warn
from memcli.cli.state import get_state
from memcli.core.errors import UsageProblem


def me(
    ctx: typer.Context,
    names: list[str] = typer.Argument(..., help="The name(s) you speak under in the chat (any case).",
                                      show_default=False),
    source: Optional[str] = typer.Option(None, "--source", help="Only the chats imported from this file."),
    user: Optional[str] = typer.Option(None, "--user", help="Whose memory (default: config user.id)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show what would change; change nothing."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """You are NAME in the chats already imported: their records are yours, profile, people and timeline are
    derived again (nothing duplicated, nothing forgotten comes back). Later imports: set user.names."""
    from memcli import api

    state = get_state(ctx)
    try:
        report = api.set_me(state, names, source=source, user=user, dry_run=dry_run, warn=warn)
    except UsageProblem as exc:
        raise typer.BadParameter(str(exc), param_hint=exc.param_hint) from None
    if json_:
        emit_json(report.to_dict())
        return
    emit_text("\n".join(report.lines()))


def register(app: typer.Typer) -> None:
    """Attach ``me``."""
    app.command("me")(me)
