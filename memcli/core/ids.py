"""Public ids: a kind prefix and the row id (``r17``, ``m3``, ``e5``)."""

from __future__ import annotations

from memcli.core.errors import MemError

PREFIX = {"record": "r", "memory": "m", "event": "e"}
KIND = {v: k for k, v in PREFIX.items()}


def fmt(kind: str, row_id: int) -> str:
    return f"{PREFIX[kind]}{row_id}"


def rid(row_id: int) -> str:
    return f"r{row_id}"


def parse(public_id: str) -> tuple[str, int]:
    """``"m3"`` → ``("memory", 3)``; a clear error for anything else."""
    text = public_id.strip()
    if len(text) >= 2 and text[0] in KIND and text[1:].isdigit():
        return KIND[text[0]], int(text[1:])
    raise MemError(f"not an id: {public_id!r}; ids look like r17 (record), m3 (memory), e5 (event)")
