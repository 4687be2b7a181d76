"""Whole-store copies through SQLite's backup API.

Why the backup API and not ``cp``: the store is in WAL mode, so the main
file alone can miss committed transactions, and a copy taken while a flush
writes can tear. ``Connection.backup`` copies a consistent snapshot inside
one read transaction (writers keep going in WAL mode), and restoring the
same way writes the whole store in one transaction on the live database, so
other processes see either the old store or the restored one, never a mix.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from memcli.core.errors import MemError
from memcli.store.sqlite.db import db_path, file_uri, migrate, transaction
from memcli.store.sqlite.expected_schema import SCHEMA_VERSION, describe_differences, schema_differences

SQLITE_MAGIC = b"SQLite format 3\x00"
REQUIRED_TABLES = ("meta", "records", "buffer", "memories", "events", "watermarks")


def summary(conn: sqlite3.Connection) -> dict[str, int]:
    return {
        t: int(conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0])
        for t in ("records", "memories", "events")
    }


def _reset_transient(conn: sqlite3.Connection) -> None:
    """A copy has no running flush: drop its locks and requeue half-claimed buffer rows."""
    with transaction(conn):
        conn.execute("DELETE FROM locks")
        conn.execute("UPDATE buffer SET status = 'idle', flush_id = NULL WHERE status = 'processing'")
        conn.execute("UPDATE flushes SET status = 'aborted', note = 'copied while running' WHERE status = 'running'")


def _version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def backup_to(conn: sqlite3.Connection, path: Path) -> dict[str, int]:
    """Copy the store behind *conn* into *path* as a self-contained (non-WAL) file and check the copy."""
    target = sqlite3.connect(path, isolation_level=None)
    try:
        conn.backup(target, pages=-1)
        target.execute("PRAGMA journal_mode = DELETE")
        _reset_transient(target)
        check = target.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise MemError(f"the copy failed its integrity check ({check}); run `mem doctor`")
        return {"schema_version": _version(target), **summary(target)}
    except sqlite3.OperationalError as exc:
        # the copy's disk is full, not the store (which was only read): say where
        if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL or "disk is full" in str(exc):
            raise MemError(f"no space left on {path.parent.absolute()} for the backup; free some space "
                           "(the store is unchanged)") from None
        raise
    finally:
        target.close()


class SqliteBackup:
    """A backup file opened read-only and found to be a healthy mem store (:func:`open_backup`)."""

    def __init__(self, path: Path, conn: sqlite3.Connection) -> None:
        self.path = path
        self.conn = conn

    def close(self) -> None:
        self.conn.close()


def open_backup(src: Path) -> SqliteBackup:
    """Open *src* read-only and make sure it is a healthy mem store (creates nothing anywhere)."""
    src = src.expanduser()
    if not src.exists():
        raise MemError(f"{src}: no such file")
    if not src.is_file():
        raise MemError(f"{src}: not a file; give the path of a backup made by `mem backup`")
    with src.open("rb") as fh:
        magic = fh.read(len(SQLITE_MAGIC))
    if magic != SQLITE_MAGIC:
        raise MemError(f"{src}: not a SQLite database, so not a mem backup")
    try:
        conn = sqlite3.connect(file_uri(src, "mode=ro"), uri=True, isolation_level=None)
        conn.execute("PRAGMA busy_timeout = 30000")
        conn.execute("PRAGMA trusted_schema = OFF")  # nothing in a file we have not vetted runs functions
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        missing = [t for t in REQUIRED_TABLES if t not in tables]
        if missing:
            conn.close()
            raise MemError(f"{src}: a SQLite file but not a mem store (no {', '.join(missing)} table)")
        version = _version(conn)
        if version < 1 or version > SCHEMA_VERSION:
            conn.close()
            raise MemError(
                f"{src}: schema version {version}, this mem understands 1..{SCHEMA_VERSION}"
                + ("; upgrade mem" if version > SCHEMA_VERSION else "")
            )
        # only the schema mem itself creates: a foreign trigger would copy every forgotten text
        # elsewhere, a changed table would break recall (compared with a fresh store of that version)
        diffs = schema_differences(conn, version)
        if diffs:
            conn.close()
            raise MemError(
                f"{src}: not a backup made by mem — its schema differs from mem's schema {version} "
                f"({describe_differences(diffs)}); nothing was restored"
            )
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            conn.close()
            raise MemError(f"{src}: the backup is damaged ({check}); try an older backup")
    except sqlite3.DatabaseError as exc:
        raise MemError(f"{src}: cannot read it as a mem store ({exc})") from None
    return SqliteBackup(src, conn)


def restore_backup(live: sqlite3.Connection, home: Path, source: SqliteBackup, *, force: bool) -> dict[str, int]:
    """Copy *source* over the live store (one write transaction), migrate it, clear transient state."""
    if not force and any(summary(live).values()):
        counts = summary(live)
        raise MemError(
            f"the store at {home} is not empty ({counts['records']} records, {counts['memories']} memories, "
            f"{counts['events']} events); pass --force to replace it (make a `mem backup` first)"
        )
    try:
        source.conn.backup(live, pages=-1)
    except sqlite3.OperationalError as exc:
        raise MemError(f"cannot restore into {home} ({exc}); close other mem commands and retry") from None
    live.execute("PRAGMA journal_mode = WAL")
    migrate(live)
    _reset_transient(live)
    os.chmod(db_path(home), 0o600)
    return {"schema_version": _version(live), **summary(live)}
