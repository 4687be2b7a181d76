"""``mem context``'s options, and reading them from a plain command line without Typer.

Why: as a whole process, ``mem context`` spent far more time importing Typer
and pydantic than building the pack. The console script offers plain ``mem
context …`` command lines to :func:`memcli.cli.context_run.fast_context`
first; :func:`parse_fast` reads the documented options and returns ``None``
for anything else (``--help``, an unknown option, a budget that is not a
whole number…), so Typer handles those exactly as before.
"""

from __future__ import annotations

import re
from typing import Any

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
