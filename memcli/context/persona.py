"""The persona: a versioned text the user sets, shown first in every pack.

Each ``mem persona set`` adds a version (history is kept, never rewritten);
setting the same text again adds nothing, so scripts can re-run it. An empty
text is a version too: it switches the persona off while keeping history.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from memcli.errors import MemError
from memcli.store.sqlite.db import transaction
from memcli.timeutil import now, to_iso

MAX_PERSONA_CHARS = 100_000


def normalise(text: str) -> str:
    """Unix newlines, no trailing spaces per line, no leading/trailing blank lines."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    return "\n".join(lines).strip("\n")


def current(conn: sqlite3.Connection) -> dict[str, Any] | None:
    """The latest version (``None`` when no persona was ever set)."""
    row = conn.execute("SELECT version, text, created_at FROM persona ORDER BY version DESC LIMIT 1").fetchone()
    if row is None:
        return None
    return {"version": int(row[0]), "text": row[1], "created_at": row[2]}


def get_version(conn: sqlite3.Connection, version: int) -> dict[str, Any]:
    row = conn.execute("SELECT version, text, created_at FROM persona WHERE version = ?", (version,)).fetchone()
    if row is None:
        raise MemError(f"no persona version {version}; `mem persona show --history` lists them")
    return {"version": int(row[0]), "text": row[1], "created_at": row[2]}


def history(conn: sqlite3.Connection) -> list[dict[str, Any]]:
    """Every version, oldest first."""
    return [
        {"version": int(r[0]), "text": r[1], "created_at": r[2]}
        for r in conn.execute("SELECT version, text, created_at FROM persona ORDER BY version")
    ]


def set_persona(conn: sqlite3.Connection, text: str) -> tuple[int, bool]:
    """Add *text* as the next version unless it equals the current one.

    Returns ``(version, changed)``.
    """
    clean = normalise(text)
    if len(clean) > MAX_PERSONA_CHARS:
        raise MemError(f"persona is {len(clean)} characters; keep it under {MAX_PERSONA_CHARS}")
    if "\x00" in clean:
        raise MemError("persona text contains a NUL byte; is the file really text?")
    bad = next((i for i, ch in enumerate(clean) if "\ud800" <= ch <= "\udfff"), None)
    if bad is not None:  # undecodable bytes (surrogate-escaped stdin or argv): SQLite cannot store them
        raise MemError(f"persona text is not valid UTF-8 (at character {bad + 1}); save it as UTF-8 and retry")
    with transaction(conn):
        cur = current(conn)
        if cur is not None and cur["text"] == clean:
            return cur["version"], False
        if cur is None and not clean:
            raise MemError("the persona file is empty; write the persona text in it (or nothing to clear)")
        version = (cur["version"] if cur else 0) + 1
        conn.execute(
            "INSERT INTO persona(version, text, created_at) VALUES (?, ?, ?)",
            (version, clean, to_iso(now())),
        )
    return version, True
