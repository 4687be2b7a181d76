"""``mem context``: call :func:`memcli.api.context`, print; free of Typer.

The Typer command (:mod:`memcli.cli.context_cmds`) and the Typer-free fast
path (:mod:`memcli.cli.fastpath`) both call :func:`context_command` with the
command's parameters by name, so their output is identical byte for byte.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, TextIO

from memcli.cli.output import emit_json, warn

if TYPE_CHECKING:
    from memcli.api.session import State


def split_topics(values: list[str] | None) -> list[str]:
    """``a,b`` and repeated options → ``[a, b, …]`` (order kept, duplicates dropped)."""
    out: list[str] = []
    for value in values or []:
        for part in value.split(","):
            part = part.strip()
            if part and part not in out:
                out.append(part)
    return out


def context_command(
    state: State,
    *,
    budget: int | None,
    unit: str | None,
    query: str | None,
    chats: str | None,
    mode: str | None,
    now_: str | None,
    prefer_topics: list[str] | None,
    only_topics: list[str] | None,
    user: str | None,
    json_: bool,
    stdin: TextIO | None = None,
) -> None:
    """Build the pack (options left at None use the config) and print it: plain text exactly as counted, or JSON."""
    from memcli import api

    state.select_user(user)
    pack = api.context(
        state,
        query=query,
        budget=budget,
        unit=unit,
        mode=mode,
        now=now_,
        prefer_topics=split_topics(prefer_topics),
        only_topics=split_topics(only_topics),
        chats=chats,
        stdin=stdin or sys.stdin,
    )
    if pack.header_cost:  # nothing fits: say so rather than print nothing without a word
        warn(
            f"the budget ({pack.budget} {pack.unit}) is below the pack's header ({pack.header_cost} {pack.unit}), "
            f"so the pack is empty; give --budget {pack.header_cost} or more"
        )
    if json_:
        emit_json(pack.to_dict())
        return
    # exactly the counted text: every line already ends with its newline
    sys.stdout.write(pack.text)
    sys.stdout.flush()
