"""The persona: a versioned text the user sets, shown first in every pack.

Each ``mem persona set`` adds a version (history is kept, never rewritten);
setting the same text again adds nothing, so scripts can re-run it. An empty
text is a version too: it switches the persona off while keeping history.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memcli.core.errors import MemError
from memcli.core.timeutil import now, to_iso

if TYPE_CHECKING:
    from memcli.store.protocols import Store

MAX_PERSONA_CHARS = 100_000


def normalise(text: str) -> str:
    """Unix newlines, no trailing spaces per line, no leading/trailing blank lines."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    return "\n".join(lines).strip("\n")


def current(store: Store) -> dict[str, Any] | None:
    """The latest version (``None`` when no persona was ever set)."""
    return store.memories.persona_latest()


def get_version(store: Store, version: int) -> dict[str, Any]:
    found = store.memories.persona_version(version)
    if found is None:
        raise MemError(f"no persona version {version}; `mem persona show --history` lists them")
    return found


def history(store: Store) -> list[dict[str, Any]]:
    """Every version, oldest first."""
    return store.memories.persona_history()


def set_persona(store: Store, text: str) -> tuple[int, bool]:
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
    with store.transaction():
        cur = current(store)
        if cur is not None and cur["text"] == clean:
            return cur["version"], False
        if cur is None and not clean:
            raise MemError("the persona file is empty; write the persona text in it (or nothing to clear)")
        version = (cur["version"] if cur else 0) + 1
        store.memories.add_persona_version(version, clean, to_iso(now()))
    return version, True
