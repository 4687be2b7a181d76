"""``mem backup`` / ``mem restore``: whole-store copies through SQLite's backup API.

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
import time
from pathlib import Path
from typing import Any

from memcli.config_checks import CONFIG_FILE
from memcli.errors import MemError
from memcli.store.sqlite.db import DB_NAME, connect, db_path, file_uri, migrate, transaction
from memcli.store.sqlite.schema import SCHEMA_VERSION, describe_differences, schema_differences

SQLITE_MAGIC = b"SQLite format 3\x00"
REQUIRED_TABLES = ("meta", "records", "buffer", "memories", "events", "watermarks")
# files in the store directory that are derived and safe to delete (H6's vector file etc.)
_DERIVED_GLOBS = ("vectors*", "*.npy", "*.vec", "*.vectors")


def _summary(conn: sqlite3.Connection) -> dict[str, int]:
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


def backup_store(conn: sqlite3.Connection, home: Path, dest: Path, *, force: bool = False) -> dict[str, Any]:
    """Write a consistent, self-contained (non-WAL) copy of the store to *dest* (mode 0600).

    *dest* may be a directory: a time-stamped file is created inside it.
    The copy is written to a temporary file next to *dest* and renamed into
    place, so an interrupted backup never leaves a half-written file under
    the requested name.
    """
    dest = dest.expanduser()
    if dest.is_dir():
        dest = dest / time.strftime("mem-backup-%Y%m%d-%H%M%S.db")
    live = db_path(home)
    if dest.exists():
        if live.exists() and dest.resolve() == live.resolve():
            raise MemError(f"{dest} is the live store itself; choose another path")
        if not force:
            raise MemError(f"{dest} already exists; choose another path or pass --force to overwrite it")
    if not dest.parent.is_dir():
        raise MemError(f"{dest.parent} is not a directory; create it first")
    from memcli.atomic import named_temporary, no_space_error, remove_stale_temporaries

    remove_stale_temporaries(dest)  # a killed earlier backup's partial copy
    tmp = named_temporary(dest)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    except OSError as exc:
        raise no_space_error(exc, dest.parent) or MemError(f"cannot write {dest}: {exc.strerror}") from None
    os.close(fd)
    try:
        target = sqlite3.connect(tmp, isolation_level=None)
        try:
            conn.backup(target, pages=-1)
            target.execute("PRAGMA journal_mode = DELETE")
            _reset_transient(target)
            check = target.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise MemError(f"the copy failed its integrity check ({check}); run `mem doctor`")
            counts = _summary(target)
            version = int(target.execute("PRAGMA user_version").fetchone()[0])
        except sqlite3.OperationalError as exc:
            # the copy's disk is full, not the store (which was only read): say where
            if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL or "disk is full" in str(exc):
                raise MemError(f"no space left on {dest.parent.absolute()} for the backup; free some space "
                               "(the store is unchanged)") from None
            raise
        finally:
            target.close()
        with open(tmp, "rb+") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, dest)
        os.chmod(dest, 0o600)
    except OSError as exc:
        for leftover in (tmp, Path(str(tmp) + "-journal")):
            leftover.unlink(missing_ok=True)
        raise no_space_error(exc, dest.parent) or MemError(f"cannot write {dest}: {exc.strerror}") from None
    except BaseException:
        for leftover in (tmp, Path(str(tmp) + "-journal")):
            try:
                leftover.unlink()
            except FileNotFoundError:
                pass
        raise
    return {"path": str(dest.resolve()), "bytes": dest.stat().st_size, "schema_version": version, **counts}


def validate_backup(src: Path) -> sqlite3.Connection:
    """Open *src* read-only and make sure it is a healthy mem store; returns the connection."""
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
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
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
    return conn


def derived_files(home: Path) -> list[Path]:
    """Derived files in the store directory (the vector matrix etc.) that a restore must drop."""
    found: set[Path] = set()
    try:
        from memcli.recall.vectors import vectors_dir

        directory = vectors_dir(home)
        if directory.is_dir():
            found.update(p for p in directory.iterdir() if p.is_file())
    except ImportError:
        pass
    for pattern in _DERIVED_GLOBS:
        found.update(p for p in home.glob(pattern) if p.is_file())
    keep = {DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm", CONFIG_FILE}
    return sorted(p for p in found if p.name not in keep)


def store_has_data(conn: sqlite3.Connection) -> bool:
    return any(v > 0 for v in _summary(conn).values())


def restore_store(home: Path, src: Path, *, force: bool = False) -> dict[str, Any]:
    """Replace the store under *home* with backup *src*.

    Refuses when the store holds anything unless *force*. The copy goes
    through the backup API into the live database (one write transaction),
    then older schemas are migrated and derived files are deleted so they
    are rebuilt from the restored tables.
    """
    source = validate_backup(src)
    try:
        live = connect(home)
        try:
            if store_has_data(live) and not force:
                counts = _summary(live)
                raise MemError(
                    f"the store at {home} is not empty ({counts['records']} records, {counts['memories']} memories, "
                    f"{counts['events']} events); pass --force to replace it (make a `mem backup` first)"
                )
            try:
                source.backup(live, pages=-1)
            except sqlite3.OperationalError as exc:
                raise MemError(f"cannot restore into {home} ({exc}); close other mem commands and retry") from None
            live.execute("PRAGMA journal_mode = WAL")
            migrate(live)
            _reset_transient(live)
            counts = _summary(live)
            version = int(live.execute("PRAGMA user_version").fetchone()[0])
        finally:
            live.close()
    finally:
        source.close()
    removed = []
    for path in derived_files(home):
        try:
            path.unlink()
            removed.append(str(path.relative_to(home)))
        except OSError:
            pass
    os.chmod(db_path(home), 0o600)
    return {"restored_from": str(src.expanduser().resolve()), "schema_version": version, "removed_derived": removed, **counts}
