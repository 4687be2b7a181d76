"""Small helpers shared by the chat-app and journal importers.

These importers read very different exports but need the same handful of
things: errors that name the input and the entry, times turned into aware
datetimes in a sensible zone, stable ids for sources that have none, and
SQLite files opened strictly read-only (through :mod:`memcli.store.foreign`,
the one reader of other programs' databases). Decoding (UTF-8/BOM, GB18030 with a
warning, binary refusal) is not repeated here: it is
:mod:`memcli.importers.textio`'s job, and these helpers only adapt it.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timezone, tzinfo
from pathlib import Path
from typing import Any, BinaryIO, NoReturn

from memcli.core.errors import ImportFormatError
from memcli.importers.base import ImportContext
from memcli.importers.textio import check_not_binary, choose_encoding, current_limits, display_name, open_text, sample_text
from memcli.importers.textio import too_big
from memcli.importers.textio import warn as warn  # re-exported: one warning style for all importers
from memcli.store import foreign
from memcli.store.foreign import (  # re-exported: the importers' names for them
    SQLITE_BUSY_SECONDS,
    SQLITE_MAX_ROWS,
    Connection,
    Watchdog,
    ensure_index,
    real_tables,
    sqlite_tables,
)


def label(path: Path, ctx: ImportContext) -> str:
    """How the input is named in messages: what the user typed (``stdin`` for ``-``)."""
    return display_name(ctx.source_label) if ctx.source_label else str(path)


def fail(name: str, where: str, problem: str) -> NoReturn:
    """Raise the one error type the ingest layer turns into ``mem: error: …``.

    ``where`` names the entry (``message 12``, ``line 40``, ``entry ABC…``) so a
    user can find the culprit in a file of thousands of entries.
    """
    location = f"{name}: {where}: " if where else f"{name}: "
    raise ImportFormatError(f"{location}{problem}")


def input_path(path: Path, ctx: ImportContext) -> Path:
    """The path the user named (stdin is spooled to a temporary file whose name means nothing).

    Anything derived from a file name (a chat or journal name) must come
    from here, or importing the same chat from stdin twice would not dedup.
    """
    if ctx.source_label == "-":
        return Path("stdin")
    if ctx.source_label:
        return Path(ctx.source_label)
    return path


def local(dt: datetime, tz: tzinfo) -> datetime:
    """An aware time: naive input is read in the user's zone ``tz``; aware input is kept as given.

    Aware times are not converted to ``tz``: the stored time is part of a
    record's content hash, so it must not change when the user later changes
    their zone (the same rule as :func:`memcli.importers.fields.time_from_value`).
    """
    if dt.tzinfo is None:
        return dt.replace(tzinfo=tz)
    return dt


def from_epoch(value: Any, *, millis: bool | None = None) -> datetime:
    """Unix time (seconds or milliseconds, number or numeric string) → aware UTC datetime.

    With ``millis=None`` the unit is guessed from the magnitude: anything past
    the year 5138 in seconds is taken as milliseconds. UTC, not the user's
    zone, for the same hash-stability reason as :func:`local`. Anything that
    is not a representable Unix time raises :class:`ValueError`.
    """
    try:
        number = float(value)
        if millis is None:
            millis = abs(number) >= 1e11
        if millis:
            number /= 1000.0
        return datetime.fromtimestamp(number, timezone.utc)
    except (TypeError, ValueError, OverflowError, OSError):
        raise ValueError(f"{value!r} is not a Unix time") from None


def parse_iso(text: str) -> datetime:
    """ISO 8601 with an optional trailing ``Z`` (Python 3.11 reads the rest)."""
    raw = text.strip()
    if raw.endswith(("Z", "z")):
        raw = raw[:-1] + "+00:00"
    return datetime.fromisoformat(raw)


class Ordinal:
    """Stable ids for sources without message ids: ``key`` plus a running count.

    Two identical timestamps in one file get ``…#1`` and ``…#2``; the same
    file (or a longer export of the same chat) yields the same ids again, so
    re-imports dedup.
    """

    def __init__(self) -> None:
        self._seen: Counter[str] = Counter()

    def __call__(self, key: str) -> str:
        self._seen[key] += 1
        return f"{key}#{self._seen[key]}"


def lines(path: Path, ctx: ImportContext) -> Iterator[tuple[int, str]]:
    """``(line number, line)`` streamed through the shared decoder (bounded memory)."""
    return open_text(path, ctx.source_label or str(path)).lines()


def read_text(path: Path, ctx: ImportContext) -> str:
    """A whole (JSON) document as text, decoded by the shared rules (at most ``max_entry_chars``)."""
    src = open_text(path, ctx.source_label or str(path))
    limit = current_limits().max_entry_chars
    pieces: list[str] = []
    held = 0
    for chunk in src.chunks():
        held += len(chunk)
        if held > limit:
            raise too_big(src.name, "the document (read whole)", None, limit, "max_entry_chars")
        pieces.append(chunk)
    return "".join(pieces)


def read_bounded(path: Path, name: str, opener: Callable[[Path], BinaryIO] | None = None) -> bytes:
    """A whole small file (a note, a journal) as bytes, refused before reading if over ``max_entry_chars``.

    *opener* opens *path* when plain ``open`` is not enough (e.g. only inside an imported folder).
    """
    limit = current_limits().max_entry_chars
    with (opener(path) if opener is not None else path.open("rb")) as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise too_big(name, "the file", path.stat().st_size, limit, "max_entry_chars", "bytes")
    return data


def decode_bytes(data: bytes, name: str) -> str:
    """Bytes that are not a file on disk (a zip member, a note) decoded by the shared rules."""
    head = data[:65536]
    check_not_binary(head, name)
    encoding = choose_encoding(head, name)
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        fail(name, f"byte {exc.start}", f"is not valid {encoding}; convert the file to UTF-8")


def parse_json_text(text: str, name: str) -> Any:
    """Parse a JSON document, naming the input and the position on error."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        fail(name, f"line {exc.lineno} column {exc.colno}", f"invalid JSON ({exc.msg})")


def load_json(path: Path, ctx: ImportContext) -> Any:
    return parse_json_text(read_text(path, ctx), label(path, ctx))


def text_head(head: bytes) -> str:
    """The sample's bytes as text for sniffing (never raises, never warns)."""
    return sample_text(head).lstrip("\ufeff")


def open_sqlite_readonly(path: Path, name: str) -> Connection:
    """Open someone else's SQLite file to look at its schema (see :func:`memcli.store.foreign.open_readonly`)."""
    return foreign.open_readonly(path, name)


@contextmanager
def sqlite_snapshot(path: Path, name: str) -> Iterator[tuple[Connection, Watchdog]]:
    """A private, guarded copy of someone else's SQLite file (:func:`memcli.store.foreign.sqlite_snapshot`),
    reads bounded by the current entry limit."""
    with foreign.sqlite_snapshot(path, name, current_limits().max_entry_chars) as opened:
        yield opened
