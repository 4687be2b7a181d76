"""Reading another program's SQLite file, strictly read-only (importers of ``llm``'s logs.db and the like).

The only place outside the store's own backend that opens a SQLite file.
Guards, because the file is not ours and may be hostile: a sniff takes no
locks; rows are read from a private copy of the committed state; reads are
bounded (string length, a watchdog on runaway queries, no schema
functions, row counts); only ordinary stored tables and columns are read.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn
from urllib.parse import quote

from memcli.core.errors import ImportFormatError

Connection = sqlite3.Connection
Row = sqlite3.Row
DatabaseError = sqlite3.DatabaseError
"""Any failure reading the file (re-exported: importers catch it without importing the driver)."""
DataError = sqlite3.DataError
"""A value too large to read (the length limit of :func:`sqlite_snapshot`)."""
OperationalError = sqlite3.OperationalError


def fail(name: str, where: str, problem: str) -> NoReturn:
    """Raise the importers' error, naming the file (and the entry)."""
    location = f"{name}: {where}: " if where else f"{name}: "
    raise ImportFormatError(f"{location}{problem}")


def is_undecodable(exc: BaseException) -> bool:
    """Whether *exc* says the file holds names or text that are not UTF-8 (the file's fault, not ours)."""
    return isinstance(exc, sqlite3.OperationalError) and "Could not decode to UTF-8" in str(exc)


def rows(conn: sqlite3.Connection, sql: str, params: tuple[Any, ...] = ()) -> Iterator[sqlite3.Row]:
    """The rows of one read-only query on the file (a cursor: the caller's generator may stop early)."""
    return iter(conn.execute(sql, params))


def open_readonly(path: Path, name: str) -> sqlite3.Connection:
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
def sqlite_snapshot(path: Path, name: str, max_chars: int) -> Iterator[tuple[sqlite3.Connection, Watchdog]]:
    """A private, consistent copy of someone else's SQLite file, opened with guards.

    The copy lives in a private temporary folder (it holds the same private
    data as the original) and is deleted afterwards. Reads of it are bounded:
    no string or blob much longer than *max_chars* (the entry limit), a watchdog for runaway
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
            conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, min(4 * max_chars + 4096, 2**31 - 1))
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
