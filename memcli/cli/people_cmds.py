"""``mem people``: the people in the user's life (the people index distilled by ``mem flush``)."""

from __future__ import annotations

from typing import Any, Optional

import typer

from memcli.cli.output import emit_json, emit_table, emit_text, status, stdout_is_tty
from memcli.cli.state import get_state
from memcli.errors import MemError


def people(
    ctx: typer.Context,
    who: Optional[str] = typer.Argument(None, help="A name or relation (上司, 表弟, boss, brother) to show.", show_default=False),
    user: Optional[str] = typer.Option(None, "--user", help="Only this user's people (default: every user in the store)."),
    history: bool = typer.Option(False, "--history", help="Also list older values that were replaced."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """The people the user talks about: relation, name and what is known of them, with sources."""
    from memcli import api

    state = get_state(ctx)
    state.select_user(user)
    found = api.people(state, who, user=user, history=history)
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


def register(app: typer.Typer) -> None:
    """Attach ``people``."""
    app.command("people")(people)
