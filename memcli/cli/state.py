"""Per-invocation state: the open store (:class:`memcli.api.session.State`) found from a Typer context."""

from __future__ import annotations

from typing import TYPE_CHECKING

from memcli.api.session import State, default_home

if TYPE_CHECKING:  # Typer is slow to import; the fast read path does not need it
    import typer

__all__ = ["State", "default_home", "get_state"]


def get_state(ctx: typer.Context) -> State:
    root = ctx.find_root()
    if not isinstance(root.obj, State):
        root.obj = State(home=default_home())
    return root.obj
