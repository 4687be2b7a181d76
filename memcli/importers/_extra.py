"""Small helpers shared by the chat-app and journal importers.

These importers read very different exports but need the same handful of
things: errors that name the input and the entry, times turned into aware
datetimes in a sensible zone, stable ids for sources that have none, and
SQLite files opened strictly read-only. Decoding (UTF-8/BOM, GB18030 with a
warning, binary refusal) is not repeated here: it is
:mod:`memcli.importers.textio`'s job, and these helpers only adapt it.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timezone, tzinfo
from pathlib import Path
from typing import Any, BinaryIO, NoReturn
from urllib.parse import quote

from memcli.errors import ImportFormatError
from memcli.importers.base import ImportContext
from memcli.importers.textio import check_not_binary, choose_encoding, current_limits, display_name, open_text, sample_text
from memcli.importers.textio import too_big
from memcli.importers.textio import warn as warn  # re-exported: one warning style for all importers


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
    their zone (the same rule as :func:`memcli.importers.textio.time_from_value`).
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


def open_sqlite_readonly(path: Path, name: str) -> sqlite3.Connection:
    """Open someone else's SQLite file to look at its schema (format detection only).

    ``immutable=1`` takes no locks and creates no side files, so a sniff can
    never wait for, or disturb, the program that owns the file; what it
    reads may be mid-change, which is fine for recognising tables but not
    for importing rows: read rows from :func:`sqlite_snapshot`.
    """
    uri = "file:" + quote(str(path.resolve())) + "?mode=ro&immutable=1"
    try:
        conn = sqlite3.connect(uri, uri=True)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.DatabaseError as exc:
        fail(name, "", f"cannot open as SQLite ({exc})")
    conn.row_factory = sqlite3.Row
    return conn


SQLITE_BUSY_SECONDS = 2.0  # a writer's commit takes milliseconds; longer means it is in a long transaction
SQLITE_MAX_ROWS = 2_000_000  # rows read from one table (ids of what was seen are kept in memory)


def _read_only_fs(path: Path) -> bool:
    try:
        return bool(os.statvfs(path.parent).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def _copy_committed(path: Path, name: str, copy: Path) -> None:
    """Copy the committed state of *path* into *copy* (a file of ours), never uncommitted rows.

    The copy is made with the backup API inside a read transaction of a
    ``mode=ro`` connection: SQLite's own locking decides what is committed.
    A writer in the middle of a transaction, or a journal left by a killed
    writer, is refused rather than guessed at, since only SQLite recovering
    the file with write access knows the committed state. On a read-only
    file system nothing can change the files, so they are copied as they
    are (with their -wal or -journal) and SQLite recovers the copy.
    """
    uri = "file:" + quote(str(path.resolve())) + "?mode=ro"
    src: sqlite3.Connection | None = None
    try:
        src = sqlite3.connect(uri, uri=True, timeout=SQLITE_BUSY_SECONDS, isolation_level=None)
        src.execute("BEGIN")
        src.execute("SELECT count(*) FROM sqlite_master").fetchone()  # takes the read lock: a fixed snapshot
        dst = sqlite3.connect(copy)
        try:
            src.backup(dst)
        finally:
            dst.close()
        return
    except sqlite3.DatabaseError as exc:
        code = getattr(exc, "sqlite_errorname", "")
        side = [s for s in ("-wal", "-journal") if Path(str(path) + s).exists()]
        if side and _read_only_fs(path) and code in {"SQLITE_CANTOPEN", "SQLITE_READONLY_ROLLBACK",
                                                     "SQLITE_READONLY_RECOVERY", "SQLITE_READONLY_CANTINIT"}:
            for suffix in ("", *side):
                shutil.copyfile(str(path) + suffix, str(copy) + suffix)
            return
        if code in {"SQLITE_BUSY", "SQLITE_LOCKED"}:
            fail(name, "", "the database is busy: another program (llm?) is writing to it; "
                 "import again when it has finished")
        if code.startswith("SQLITE_READONLY"):
            journal = Path(str(path) + side[0]).name if side else "its -journal or -wal file"
            fail(name, "", f"the database has an unrecovered journal ({journal}): a program writing to it was "
                 "interrupted. Run any llm command (or `sqlite3 FILE 'PRAGMA quick_check'`) once so SQLite "
                 "recovers it, then import again")
        fail(name, "", f"cannot open as SQLite ({exc})")
    finally:
        if src is not None:
            src.close()


class Watchdog:
    """Stops runaway queries: SQLite calls it every ``STEP`` VM instructions.

    Work is allowed in proportion to the rows read (``tick()`` per row) plus
    a fixed allowance, and no single stretch without a row may exceed that
    fixed allowance: a scan or sort of a real table stays far below both,
    while a query that loops, or a lookup that rescans a table for every
    row, runs into one of them.
    """

    STEP = 1000
    ALLOWANCE = 100_000  # steps of STEP instructions (1e8): about a second; sorting 2M rows needs a third of it
    PER_ROW = 10  # ten thousand instructions per row: an indexed look-up needs a few hundred

    def __init__(self) -> None:
        self.rows = 0
        self.steps = 0
        self.since_row = 0
        self.tripped = False

    def tick(self) -> None:
        self.rows += 1
        self.since_row = 0

    def __call__(self) -> int:
        self.steps += 1
        self.since_row += 1
        if self.since_row > self.ALLOWANCE or self.steps > self.ALLOWANCE + self.PER_ROW * self.rows:
            self.tripped = True
            return 1
        return 0


@contextmanager
def sqlite_snapshot(path: Path, name: str) -> Iterator[tuple[sqlite3.Connection, Watchdog]]:
    """A private, consistent copy of someone else's SQLite file, opened with guards.

    The copy lives in a private temporary folder (it holds the same private
    data as the original) and is deleted afterwards. Reads of it are bounded:
    no string or blob longer than the entry limit, a watchdog for runaway
    queries (call ``tick()`` for every row read), and no schema functions.
    """
    size = path.stat().st_size
    with tempfile.TemporaryDirectory(prefix="mem-sqlite-") as tmp:
        if size > shutil.disk_usage(tmp).free:
            fail(name, "", f"no room in the temporary folder to copy it ({size:,} bytes); set TMPDIR elsewhere")
        copy = Path(tmp) / "snapshot.db"
        _copy_committed(path, name, copy)
        watchdog = Watchdog()
        conn = sqlite3.connect(copy)
        try:
            try:
                conn.execute("PRAGMA trusted_schema = OFF")
                conn.execute("PRAGMA query_only = ON")
                conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            except sqlite3.DatabaseError as exc:
                fail(name, "", f"cannot read it as SQLite ({exc})")
            limit = current_limits().max_entry_chars
            conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, min(4 * limit + 4096, 2**31 - 1))
            conn.set_progress_handler(watchdog, Watchdog.STEP)
            conn.row_factory = sqlite3.Row
            yield conn, watchdog
        finally:
            conn.close()


def ensure_index(conn: sqlite3.Connection, table: str, columns: tuple[str, ...]) -> None:
    """Index *table* on *columns* in the snapshot unless an index already leads with them.

    Importers look rows up by key; a crafted file without the usual indexes
    would turn each look-up into a full scan (quadratic work). The snapshot
    is ours, so indexing it costs the original nothing.
    """
    for index in conn.execute(f'PRAGMA index_list("{table}")').fetchall():
        lead = [str(r[2]) for r in conn.execute(f'PRAGMA index_info("{index[1]}")')][: len(columns)]
        if tuple(lead) == columns:
            return
    conn.execute("PRAGMA query_only = OFF")
    try:
        cols = ", ".join(f'"{c}"' for c in columns)
        conn.execute(f'CREATE INDEX "mem_snapshot_{table}_{"_".join(columns)}" ON "{table}" ({cols})')
    finally:
        conn.execute("PRAGMA query_only = ON")


def real_tables(conn: sqlite3.Connection, name: str, wanted: dict[str, set[str]]) -> dict[str, set[str]]:
    """The *wanted* tables that exist as ordinary stored tables: name → the wanted columns present.

    Only real tables are read: a view, a virtual table or a computed
    (generated) column can run any amount of work, or produce any amount of
    data, when read, so a wanted name that is one of those is refused.
    """
    kinds = {str(r[0]): (str(r[1]), str(r[2] or "")) for r in conn.execute(
        "SELECT name, type, sql FROM sqlite_master WHERE type IN ('table', 'view')")}
    out: dict[str, set[str]] = {}
    for table, columns in wanted.items():
        if table not in kinds:
            continue
        kind, sql = kinds[table]
        if kind != "table" or sql.lstrip().upper().startswith("CREATE VIRTUAL"):
            fail(name, "", f"{table!r} is a {'view' if kind == 'view' else 'virtual table'}, not a stored table; "
                 "mem reads only the ordinary tables the program itself creates")
        present: set[str] = set()
        for row in conn.execute(f'PRAGMA table_xinfo("{table}")'):
            column, hidden = str(row[1]), int(row[6])
            if column in columns:
                if hidden:
                    fail(name, "", f"column {table}.{column} is computed or hidden, not stored data; "
                         "mem reads only stored columns")
                present.add(column)
        count = conn.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0]
        if count > SQLITE_MAX_ROWS:
            fail(name, "", f"table {table!r} has {count:,} rows, more than mem reads from one table "
                 f"({SQLITE_MAX_ROWS:,}); split the database")
        out[table] = present
    return out


def sqlite_tables(conn: sqlite3.Connection) -> dict[str, set[str]]:
    """Table name → column names, for recognising a schema."""
    tables: dict[str, set[str]] = {}
    names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")]
    for name in names:
        try:
            cols = {str(r[1]) for r in conn.execute(f'PRAGMA table_info("{name}")')}
        except sqlite3.DatabaseError:
            cols = set()
        tables[name] = cols
    return tables
