"""Opening the store: one SQLite file in WAL mode, migrated on open.

Connections use autocommit mode (``isolation_level=None``) so that every
write happens inside an explicit :func:`transaction`; a failure rolls the
whole command back and leaves the store as it was. ``busy_timeout`` makes
concurrent writers wait instead of failing with "database is locked".
"""

from __future__ import annotations

import os
import sqlite3
import sys
from pathlib import Path

from memcli.core.errors import MemError
from memcli.store.sqlite.migrations import READABLE_WITHOUT, SCHEMA_VERSION
from memcli.store.sqlite.transactions import execute_waiting
from memcli.store.sqlite.transactions import transaction as transaction  # every writer imports it from here

DB_NAME = "mem.db"
BUSY_TIMEOUT_MS = 30_000


def db_path(home: Path) -> Path:
    return home / DB_NAME


def file_uri(path: Path, query: str = "") -> str:
    """A SQLite ``file:`` URI for *path*, percent-quoted.

    Unquoted, ``#`` and ``?`` in a name end the path (SQLite then opens, or
    creates, a different file) and ``%`` starts an escape.
    """
    from urllib.parse import quote

    uri = "file:" + quote(str(Path(path).absolute()), safe="/")
    return uri + ("?" + query if query else "")


def ensure_home(home: Path) -> None:
    """Create the store directory, private to the user (0700)."""
    try:
        home.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError as exc:
        raise MemError(f"cannot create store directory {home}: {exc.strerror}") from None
    if not home.is_dir():
        raise MemError(f"store path {home} is not a directory; pass --home DIR")


def _pragmas(conn: sqlite3.Connection) -> None:
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute("PRAGMA temp_store = MEMORY")
    conn.execute("PRAGMA cache_size = -16000")
    conn.execute("PRAGMA mmap_size = 268435456")


def missing_store_message(home: Path) -> str:
    """What a command that needs an existing store says when there is none (nothing is created)."""
    return (
        f"no store yet at {home} (nothing was created); `mem import FILE`, `mem record TEXT` or `mem init` "
        "creates it there, or choose another place with --home DIR, $MEM_HOME or $XDG_DATA_HOME"
    )


def store_writable(home: Path) -> bool:
    """Whether this process may change the store: a read-only mount, ``chattr +i`` or a folder
    or file without write permission say no (``access`` sees all of them, root included)."""
    return os.access(home, os.W_OK) and os.access(db_path(home), os.W_OK)


def read_only_message(home: Path) -> str:
    return (
        f"the store is read-only ({home}); reads (recall, context, stats, export, backup, …) still work, "
        "changes need a writable store (remount it read-write, or `mem backup` it and use --home on the copy)"
    )


def is_read_only_error(exc: BaseException) -> bool:
    """Whether SQLite refused a statement because the connection is read-only."""
    return isinstance(exc, sqlite3.OperationalError) and "readonly database" in str(exc)


def connect_for_reading(home: Path) -> sqlite3.Connection:
    """The store for a command that only reads: never creates anything.

    A writable store opens as usual (and is migrated, like for any command);
    one that cannot be written opens read-only, or immutable when even that
    needs a side file it cannot create (a WAL store on a read-only mount).
    """
    path = db_path(home)
    if not path.is_file():
        raise MemError(missing_store_message(home))
    if store_writable(home):
        return connect(home, create=False)
    return _connect_read_only(home)


def _connect_read_only(home: Path) -> sqlite3.Connection:
    from urllib.parse import quote

    path = db_path(home)
    uri = "file:" + quote(str(path.resolve()))
    last: sqlite3.DatabaseError | None = None
    for suffix in ("?mode=ro", "?mode=ro&immutable=1"):
        try:
            conn = sqlite3.connect(uri + suffix, uri=True, isolation_level=None, check_same_thread=False)
            _pragmas(conn)
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            missing = _missing_migrations(conn, version)
        except sqlite3.DatabaseError as exc:
            last = exc
            continue
        except MemError:
            conn.close()
            raise
        if [name for name in missing if name not in READABLE_WITHOUT]:
            conn.close()
            raise MemError(
                f"the store is read-only ({home}) and has schema version {version}; this mem needs "
                f"{SCHEMA_VERSION}, an upgrade that only a writable store can take (copy it and use --home)"
            )
        conn.row_factory = sqlite3.Row
        return conn
    raise MemError(f"{path}: cannot open the store ({last}); try `mem doctor` or restore a backup")


def _missing_migrations(conn: sqlite3.Connection, version: int) -> list[str]:
    """The migrations this store still needs; refuses a newer store. A store whose ``user_version`` is
    current needs nothing (no table read: the common case stays one PRAGMA)."""
    if version == SCHEMA_VERSION:
        return []
    from memcli.store.sqlite.migrations import MIGRATIONS
    from memcli.store.sqlite.migrations.runner import newer_version_message, taken_names

    if version > SCHEMA_VERSION:
        raise MemError(newer_version_message(version))
    taken = set(taken_names(conn))
    return [name for name in MIGRATIONS if name not in taken]


def connect_scratch() -> sqlite3.Connection:
    """An empty store in memory, with the schema (a dry run where no store exists yet creates none)."""
    conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    _pragmas(conn)
    migrate(conn)
    conn.row_factory = sqlite3.Row
    return conn


def connect(home: Path, *, create: bool = True, readonly: bool = False) -> sqlite3.Connection:
    """Open (and if needed create and migrate) the store under *home*, for writing.

    ``create=False``: the store must exist already. A store that cannot be
    written is refused with one clear line (reads use :func:`connect_for_reading`).
    """
    path = db_path(home)
    if not path.exists():
        if not create:
            raise MemError(missing_store_message(home))
        ensure_home(home)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o600)
        except OSError as exc:
            raise MemError(f"cannot create the store in {home}: {exc.strerror}") from None
        os.close(fd)
    elif not readonly and not store_writable(home):
        raise MemError(read_only_message(home))
    try:
        if readonly:
            conn = sqlite3.connect(file_uri(path, "mode=ro"), uri=True, isolation_level=None, check_same_thread=False)
        else:
            conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        _pragmas(conn)
        if not readonly:
            mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
            if mode != "wal":
                # once in a store's life; the switch needs the file to itself, and SQLite says "database is
                # locked" at once, without its busy handler, while another opener reads it
                execute_waiting(conn, "PRAGMA journal_mode = WAL", pause=0.05)
            migrate(conn)
            _finish_interrupted_forget(conn, path)
        else:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version < SCHEMA_VERSION:
                conn.close()
                return connect(home, create=create, readonly=False)
    except sqlite3.DatabaseError as exc:
        raise MemError(f"{path}: cannot open the store ({exc}); try `mem doctor` or restore a backup") from None
    conn.row_factory = sqlite3.Row
    return conn


SCRUBBED_AT_OPEN: set[str] = set()
"""Stores (db paths) whose interrupted forget this process finished scrubbing on open (``mem doctor`` reports it)."""


def _finish_interrupted_forget(conn: sqlite3.Connection, path: Path) -> None:
    """A forget killed after its commit left a marker: finish its scrub before anything else reads the files."""
    if conn.execute("SELECT 1 FROM meta WHERE key = 'scrub_pending'").fetchone() is None:
        return  # the common case: one indexed read, and the scrub module is not even imported
    from memcli.store.sqlite.upkeep.scrub import complete_pending_scrub

    if complete_pending_scrub(conn, path.parent):
        SCRUBBED_AT_OPEN.add(str(path))
        sys.stderr.write("mem: note: finished scrubbing the text of an interrupted `mem forget` from the store files\n")
        sys.stderr.flush()


def migrate(conn: sqlite3.Connection) -> int:
    """Take the migrations the store lacks (by name); returns the resulting schema version (``user_version``)."""
    from memcli.store.sqlite.migrations.runner import migrate as take_missing

    return take_missing(conn)


def get_meta(conn: sqlite3.Connection, key: str, default: str | None = None) -> str | None:
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return row[0] if row else default


def set_meta(conn: sqlite3.Connection, key: str, value: str) -> None:
    conn.execute(
        "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        (key, value),
    )
