"""Printing ``mem context`` (:func:`memcli.api.context`), shared by the Typer command and the Typer-free fast path.

Both paths run :func:`run_context`, so their output is identical byte for
byte (``tests/test_context_settings.py`` checks it); :func:`fast_context`
runs a plain command line read by :func:`memcli.context.command.parse_fast`.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from memcli.context.command import ContextArgs, parse_fast

if TYPE_CHECKING:
    from memcli.session import State


def run_context(state: State, args: ContextArgs, stdin: TextIO | None = None) -> None:
    """Build the pack for *args* (:func:`memcli.api.context`) and print it (plain text exactly as counted, or JSON)."""
    from memcli import api

    pack = api.context(
        state,
        query=args.query,
        budget=args.budget,
        unit=args.unit,
        mode=args.mode,
        now=args.now,
        prefer_topics=args.prefer_topics,
        only_topics=args.only_topics,
        user=args.user,
        chats=args.chats,
        stdin=stdin or sys.stdin,
    )
    if pack.header_cost:  # nothing fits: say so rather than print nothing without a word
        from memcli.cli.output import warn

        warn(
            f"the budget ({pack.budget} {pack.unit}) is below the pack's header ({pack.header_cost} {pack.unit}), "
            f"so the pack is empty; give --budget {pack.header_cost} or more"
        )
    if args.json_:
        from memcli.cli.output import emit_json

        emit_json(pack.to_dict())
        return
    # exactly the counted text: every line already ends with its newline
    sys.stdout.write(pack.text)
    sys.stdout.flush()


def fast_context(argv: list[str]) -> int | None:
    """Run a plain ``mem context`` line without Typer; None when the full CLI must handle it."""
    parsed = parse_fast(argv)
    if parsed is None:
        return None
    home, args = parsed
    from memcli.cli.fastpath import _guarded
    from memcli.cli.state import State, default_home

    state = State(home=(Path(home).expanduser() if home else default_home()))
    try:
        return _guarded(lambda: run_context(state, args))
    finally:
        state.close()
