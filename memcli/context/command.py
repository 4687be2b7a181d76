"""``mem context`` (printing :func:`memcli.api.context`), shared by the Typer command and the Typer-free fast path.

Why a fast path: as a whole process, ``mem context`` spent far more time
importing Typer and pydantic than building the pack. The console script
offers plain ``mem context …`` command lines to :func:`fast_context` first
(via :mod:`memcli.cli.fastpath`); it parses the documented options itself
and returns ``None`` for anything else (``--help``, an unknown option, a
budget that is not a whole number…), so Typer handles those exactly as
before. Both paths run :func:`run_context`, so their output is identical
byte for byte (``tests/test_context_settings.py`` checks it).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO


if TYPE_CHECKING:
    from memcli.session import State

_INT = re.compile(r"\+?\d{1,18}")


class ContextArgs:
    """``mem context``'s options, as given (None = use the config).

    A plain class, not a dataclass: importing :mod:`dataclasses` (it imports
    :mod:`inspect`) costs ~10 ms, a twentieth of a whole ``mem context``.
    """

    __slots__ = ("budget", "unit", "query", "chats", "mode", "now", "prefer_topics", "only_topics", "user", "json_")

    def __init__(
        self,
        budget: int | None = None,
        unit: str | None = None,
        query: str | None = None,
        chats: str | None = None,
        mode: str | None = None,
        now: str | None = None,
        prefer_topics: list[str] | None = None,
        only_topics: list[str] | None = None,
        user: str | None = None,
        json_: bool = False,
    ) -> None:
        self.budget = budget
        self.unit = unit
        self.query = query
        self.chats = chats
        self.mode = mode
        self.now = now
        self.prefer_topics = list(prefer_topics or [])
        self.only_topics = list(only_topics or [])
        self.user = user
        self.json_ = json_

    def __repr__(self) -> str:
        return "ContextArgs(" + ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__) + ")"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ContextArgs):
            return NotImplemented
        return all(getattr(self, k) == getattr(other, k) for k in self.__slots__)


def split_topics(values: list[str] | None) -> list[str]:
    """``a,b`` and repeated options → ``[a, b, …]`` (order kept, duplicates dropped)."""
    out: list[str] = []
    for value in values or []:
        for part in value.split(","):
            part = part.strip()
            if part and part not in out:
                out.append(part)
    return out


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


_VALUE = {
    "--budget": "budget", "-b": "budget", "--unit": "unit", "--query": "query", "-q": "query",
    "--chats": "chats", "--mode": "mode", "--now": "now", "--prefer-topics": "prefer_topics",
    "--only-topics": "only_topics", "--user": "user",
}
_LISTS = {"prefer_topics", "only_topics"}


def parse_fast(argv: list[str]) -> tuple[str | None, ContextArgs] | None:
    """``(home, args)`` for a plain ``mem [--home H] context …`` line, else None (Typer decides)."""
    home: str | None = None
    i = 0
    while i < len(argv):
        if argv[i] == "--home" and i + 1 < len(argv):
            home = argv[i + 1]
            i += 2
        elif argv[i].startswith("--home="):
            home = argv[i][len("--home="):]
            i += 1
        else:
            break
    if i >= len(argv) or argv[i] != "context":
        return None
    rest = argv[i + 1:]
    values: dict[str, Any] = {"prefer_topics": [], "only_topics": []}
    json_ = False
    j = 0
    while j < len(rest):
        arg = rest[j]
        if arg == "--json":
            json_ = True
            j += 1
            continue
        name, eq, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        key = _VALUE.get(name)
        if key is None:
            return None  # --help, positional words, unknown or combined options: Typer decides
        if not eq:
            if j + 1 >= len(rest):
                return None
            value = rest[j + 1]
            j += 1
        j += 1
        if key in _LISTS:
            values[key].append(value)
        else:
            values[key] = value
    if "budget" in values:
        if not _INT.fullmatch(values["budget"]):
            return None
        values["budget"] = int(values["budget"])
    return home, ContextArgs(
        budget=values.get("budget"),
        unit=values.get("unit"),
        query=values.get("query"),
        chats=values.get("chats"),
        mode=values.get("mode"),
        now=values.get("now"),
        prefer_topics=split_topics(values["prefer_topics"]),
        only_topics=split_topics(values["only_topics"]),
        user=values.get("user"),
        json_=json_,
    )


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
