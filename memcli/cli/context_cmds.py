"""``mem context`` (budgeted packs) and ``mem persona set|show|clear``.

Parsing and printing only; the pack is built by
:func:`memcli.context.pack.build_pack`.
"""

from __future__ import annotations

import sys
from typing import Optional

import typer

from memcli.cli.output import emit_json, emit_text, status
from memcli.cli.params import choice
from memcli.api import MODES, UNITS
from memcli.core.errors import UsageProblem
from memcli.cli.state import get_state

persona_app = typer.Typer(
    help="The persona shown first in every context pack (versioned).", no_args_is_help=True
)


def _read_stdin() -> str:
    data = sys.stdin.read()
    return data if isinstance(data, str) else data.decode("utf-8")


def context(
    ctx: typer.Context,
    budget: Optional[int] = typer.Option(
        None, "--budget", "-b", min=0, help="Most the printed pack may cost (default: context.budget)."
    ),
    unit: Optional[str] = choice(
        None, "--unit", choices=UNITS, help="tokens (cl100k_base) or bytes (UTF-8); default: context.unit."
    ),
    query: Optional[str] = typer.Option(
        None, "--query", "-q", help="What the next prompt is about; '-' reads it from stdin."
    ),
    chats: Optional[str] = typer.Option(
        None, "--chats", help="An OpenAI-style message list (JSON file, '-' = stdin); its last messages are the query."
    ),
    mode: Optional[str] = choice(
        None, "--mode", choices=MODES, help="Recall for the query section: fast, semantic or deep (default: recall.mode)."
    ),
    now_: Optional[str] = typer.Option(
        None, "--now", help="Take this date as today (ages the timeline reproducibly)."
    ),
    prefer_topics: Optional[list[str]] = typer.Option(
        None, "--prefer-topics", help="Profile topics to show (and keep) first; comma-separated or repeated."
    ),
    only_topics: Optional[list[str]] = typer.Option(
        None, "--only-topics", help="Show only these profile topics; comma-separated or repeated."
    ),
    user: Optional[str] = typer.Option(
        None, "--user", help="Whose memory: a user id of the store (default: config user.id)."),
    json_: bool = typer.Option(False, "--json", help="Print sections, items, sources, used and the text as JSON."),
) -> None:
    """Print a budgeted context pack: persona, profile, agreements, timeline, relevant memories, recent records.

    The pack never exceeds --budget, and the same store and arguments give
    byte-identical output: pipe it into any LLM tool.
    """
    from memcli.cli.context_run import context_command

    try:
        context_command(get_state(ctx), budget=budget, unit=unit, query=query, chats=chats, mode=mode, now_=now_,
                        prefer_topics=prefer_topics, only_topics=only_topics, user=user, json_=json_)
    except UsageProblem as exc:
        raise typer.BadParameter(str(exc), param_hint=exc.param_hint) from None


@persona_app.command("set")
def persona_set(
    ctx: typer.Context,
    file: str = typer.Argument(..., help="A UTF-8 text file with the persona ('-' reads stdin)."),
    json_: bool = typer.Option(False, "--json", help="Print {version, changed} as JSON."),
) -> None:
    """Set the persona from FILE; adds a version unless the text is unchanged."""
    from memcli import api

    state = get_state(ctx)
    change = api.persona_set(state, _read_stdin()) if file == "-" else api.persona_set(state, path=file)
    if json_:
        emit_json(change.to_dict())
        return
    status(f"persona version {change.version}" + ("" if change.changed else " (unchanged)"))


@persona_app.command("clear")
def persona_clear(ctx: typer.Context) -> None:
    """Switch the persona off (adds an empty version; history is kept)."""
    from memcli import api

    change = api.persona_clear(get_state(ctx))
    if change is None:
        status("no persona set")
        return
    status(f"persona cleared (version {change.version})" if change.changed else "persona already clear")


@persona_app.command("show")
def persona_show(
    ctx: typer.Context,
    version: Optional[int] = typer.Option(None, "--version", help="Show this version instead of the latest."),
    history_: bool = typer.Option(False, "--history", help="List every version."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Print the current persona (or one version, or the history)."""
    from memcli import api

    state = get_state(ctx)
    if history_:
        rows = api.persona_history(state)
        if json_:
            emit_json([r.to_dict() for r in rows])
            return
        if not rows:
            status("no persona set; `mem persona set FILE` sets one")
            return
        emit_text("\n".join(f"v{r.version}\t{r.created_at}\t{len(r.text)} chars" for r in rows))
        return
    shown = api.persona(state, version)
    if json_:
        emit_json(None if shown is None else shown.to_dict())
        return
    if shown is None or not shown.text:
        status("no persona set; `mem persona set FILE` sets one")
        return
    emit_text(shown.text)


def register(app: typer.Typer) -> None:
    """Attach ``context`` and the ``persona`` group."""
    app.command("context")(context)
    app.add_typer(persona_app, name="persona")
