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

from memcli.store.sqlite.db import transaction

FLUSH_LOCK = "flush"


def _proc_start_epoch(pid: int) -> float | None:
    """When *pid* started (Linux /proc), or None when unknown."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read().decode("ascii", "replace")
        fields = stat[stat.rindex(")") + 2 :].split()
        start_ticks = int(fields[19])
        with open("/proc/stat", "rb") as fh:
            for line in fh:
                if line.startswith(b"btime "):
                    btime = int(line.split()[1])
                    break
            else:
                return None
        return btime + start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def holder_alive(pid: int, acquired_ts: float) -> bool:
    """Is the process that took the lock still running?"""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # exists, owned by someone else
    started = _proc_start_epoch(pid)
    if started is not None and started > acquired_ts + 2.0:
        return False  # the pid was reused by a younger process
    # a zombie still answers kill(0); treat it as dead
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read().decode("ascii", "replace")
        if stat[stat.rindex(")") + 2 :].split()[0] == "Z":
            return False
    except (OSError, ValueError):
        pass
    return True


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
