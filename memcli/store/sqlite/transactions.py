"""Write transactions on a SQLite store: ``BEGIN IMMEDIATE`` … ``COMMIT``, waiting fairly for the write lock.

A module of its own so that what :mod:`memcli.store.sqlite.db` opens on
demand (the migration runner, the scrub of an interrupted forget) can write
without importing the module that imports it.
"""

from __future__ import annotations

import sqlite3
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

WRITE_WAIT_SECONDS = 600.0  # a writer waits its turn this long in total (busy_timeout per attempt)


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` … ``COMMIT``; rollback on any exception.

    IMMEDIATE takes the write lock up front, so two writers queue on
    ``busy_timeout`` instead of deadlocking on a read→write upgrade.
    Nested use joins the outer transaction.
    """
    if conn.in_transaction:
        yield conn
        return
    execute_waiting(conn, "BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        _roll_back(conn)
        raise
    else:
        conn.execute("COMMIT")


def _roll_back(conn: sqlite3.Connection) -> None:
    """ROLLBACK, unless SQLite already ended the transaction itself after the error (a full disk): a ROLLBACK
    would then raise, hiding the error that matters."""
    if conn.in_transaction:
        conn.execute("ROLLBACK")


def execute_waiting(conn: sqlite3.Connection, sql: str, *, pause: float = 0.0) -> None:
    """Run *sql* (``BEGIN IMMEDIATE``, the switch to WAL), retrying while another process holds the lock, for up
    to :data:`WRITE_WAIT_SECONDS`.

    SQLite's busy handler is not fair: with several writers (imports, a
    flush) on a loaded machine, one waiter can miss the lock for longer
    than one ``busy_timeout``. A command should wait its turn (saying so on
    stderr) rather than fail with "database is locked". Each attempt waits
    ``busy_timeout`` in that handler; *pause* (seconds, at most) sleeps
    between attempts for a statement SQLite refuses at once without it
    (switching to WAL while another process reads).
    """
    deadline = time.monotonic() + WRITE_WAIT_SECONDS
    told = False
    while True:
        try:
            conn.execute(sql)
            return
        except sqlite3.OperationalError as exc:
            text = str(exc)
            if ("locked" not in text and "busy" not in text) or time.monotonic() >= deadline:
                raise
            if not told:
                sys.stderr.write("mem: waiting for another mem command to finish writing…\n")
                sys.stderr.flush()
                told = True
            if pause:
                import random  # only here: every command imports this module

                time.sleep(random.uniform(pause / 10, pause))
