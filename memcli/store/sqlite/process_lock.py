"""A named lock kept in a SQLite store (table ``locks``), so two flushes never work at once.

A row in ``locks`` names the holder's pid. Taking the lock happens inside a
``BEGIN IMMEDIATE`` transaction, so two processes cannot both see it free.
A holder that died (kill -9, power loss) cannot release it; its row is
taken over when the pid is gone, or when the pid now belongs to a process
that started after the lock was taken (pid reuse).
"""

from __future__ import annotations

import os
import sqlite3
import time

from memcli.core.processes import holder_alive
from memcli.store.sqlite.db import transaction

FLUSH_LOCK = "flush"


def try_acquire(conn: sqlite3.Connection, name: str = FLUSH_LOCK) -> tuple[bool, int | None]:
    """Take the lock if free (or held by a dead process). Returns (taken, holder pid)."""
    me = os.getpid()
    # A plain read first: in WAL mode it is not blocked by the holder's open
    # write transaction, so a busy lock is seen at once instead of queueing
    # behind that transaction on the store's write lock.
    row = conn.execute("SELECT pid, acquired_ts FROM locks WHERE name = ?", (name,)).fetchone()
    if row is not None and int(row[0]) != me and holder_alive(int(row[0]), float(row[1])):
        return False, int(row[0])
    with transaction(conn):
        row = conn.execute("SELECT pid, acquired_ts FROM locks WHERE name = ?", (name,)).fetchone()
        if row is not None and holder_alive(int(row[0]), float(row[1])):
            return False, int(row[0])
        conn.execute(
            "INSERT INTO locks(name, pid, acquired_ts) VALUES (?, ?, ?) "
            "ON CONFLICT(name) DO UPDATE SET pid = excluded.pid, acquired_ts = excluded.acquired_ts",
            (name, me, time.time()),
        )
    return True, None


def release(conn: sqlite3.Connection, name: str = FLUSH_LOCK) -> None:
    """Drop the lock if this process holds it."""
    with transaction(conn):
        conn.execute("DELETE FROM locks WHERE name = ? AND pid = ?", (name, os.getpid()))
