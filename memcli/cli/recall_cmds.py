"""``mem recall``, ``mem read``, ``mem cues`` as Typer commands.

Parsing only: the bodies live in :mod:`memcli.cli.recall_core`, which the
Typer-free fast path (:mod:`memcli.cli.fastpath`) calls too.
"""

from __future__ import annotations

from typing import Optional

import typer

from memcli.cli.params import choice
from memcli.api import MODES
from memcli.cli.recall_core import UsageProblem, cues_command, read_command, recall_command
from memcli.cli.state import get_state


def recall(
    ctx: typer.Context,
    query: Optional[list[str]] = typer.Argument(
        None,
        metavar="QUERY",
        help="What to look for (words are joined; `-` reads stdin). Plain text, never query syntax.",
    ),
    cue: Optional[str] = typer.Option(
        None, "--cue", help="Records linked to this cue key (e.g. photo:sha256:…; a unique prefix is enough)."
    ),
    mode: Optional[str] = choice(
        None, "--mode", choices=MODES, help="fast (full-text), semantic or deep (default: config recall.mode)."
    ),
    limit: int = typer.Option(10, "-n", "--limit", min=1, help="How many results."),
    since: Optional[str] = typer.Option(None, "--since", help="Only items on or after this date/time."),
    until: Optional[str] = typer.Option(None, "--until", help="Only items on or before this date (whole day)."),
    now_: Optional[str] = typer.Option(
        None, "--now", help="Take this date as today: semantic/deep recall weigh recency from it (reproducible)."
    ),
    user: Optional[str] = typer.Option(
        None, "--user", help="Whose memory: a user id of the store (default: config user.id)."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Search everything in the store: records, memories and events, best first."""
    try:
        recall_command(
            get_state(ctx), query=query, cue=cue, mode=mode, limit=limit, since=since, until=until, now_=now_,
            user=user, json_=json_,
        )
    except UsageProblem as exc:
        raise typer.BadParameter(str(exc), param_hint=exc.param_hint) from None


def read(
    ctx: typer.Context,
    item_id: str = typer.Argument(..., metavar="ID", help="An id from recall/timeline/profile: r17, m3, e5."),
    user: Optional[str] = typer.Option(
        None, "--user", help="Whose memory: a user id of the store (default: config user.id)."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Show one item in full, with its sources."""
    read_command(get_state(ctx), item_id=item_id, user=user, json_=json_)


def cues(
    ctx: typer.Context,
    kind: Optional[str] = typer.Option(None, "--kind", help="Only cues of this kind, e.g. photo."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """List registered cues (photo hashes and other keys) with how many records link to each."""
    cues_command(get_state(ctx), kind=kind, json_=json_)


def register(app: typer.Typer) -> None:
    """Attach recall, read and cues."""
    app.command("recall")(recall)
    app.command("read")(read)
    app.command("cues")(cues)
