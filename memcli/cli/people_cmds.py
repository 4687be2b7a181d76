"""``mem people``: the people in the user's life (the people index distilled by ``mem flush``)."""

from __future__ import annotations

from typing import Optional

import typer

from memcli.cli.state import get_state
from memcli.cli.views_run import people_command


def people(
    ctx: typer.Context,
    who: Optional[str] = typer.Argument(None, help="A name or relation (上司, 表弟, boss, brother) to show.", show_default=False),
    user: Optional[str] = typer.Option(
        None, "--user", help="Whose memory: a user id of the store (default: config user.id)."),
    history: bool = typer.Option(False, "--history", help="Also list older values that were replaced."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """The people the user talks about: relation, name and what is known of them, with sources."""
    people_command(get_state(ctx), who=who, user=user, history=history, json_=json_)


def register(app: typer.Typer) -> None:
    """Attach ``people``."""
    app.command("people")(people)
