"""``mem context`` (budgeted packs) and ``mem persona set|show|clear``.

Parsing and printing only; the pack is built by
:func:`memcli.context.pack.build_pack`. ``context``'s options are in
:mod:`memcli.cli.options` (the light parser reads them too), its body in
:mod:`memcli.cli.context_run`.
"""

from __future__ import annotations

import sys
from typing import Optional

import typer

from memcli.cli.options import COMMANDS
from memcli.cli.output import emit_json, emit_text, status
from memcli.cli.params import typer_command
from memcli.cli.state import get_state

persona_app = typer.Typer(
    help="The persona shown first in every context pack (versioned).", no_args_is_help=True
)


def _read_stdin() -> str:
    data = sys.stdin.read()
    return data if isinstance(data, str) else data.decode("utf-8")


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
    app.command("context")(typer_command(COMMANDS["context"]))
    app.add_typer(persona_app, name="persona")
