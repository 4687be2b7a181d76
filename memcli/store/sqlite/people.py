"""SQL of the people index (tables ``people``, ``person_facts``, ``person_fact_sources``).

Only this module and the migration know the tables. :class:`SqlitePeople` is
the store's ``people`` area (:class:`memcli.store.protocols.people.PeopleStore`);
the functions under it take a connection, for the store's own steps (forget,
doctor) that already hold one.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from memcli.store.protocols.people import FactRow, PersonRow, SourceRecord

if TYPE_CHECKING:
    from memcli.store.sqlite.store import SqliteStore


def has_tables(conn: sqlite3.Connection) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'people'").fetchone() is not None


def load_people(conn: sqlite3.Connection, user_id: str | None, character: str | None = None) -> list[PersonRow]:
    sql = "SELECT id, user_id, character, name, relation, updated_ts FROM people"
    where: list[str] = []
    params: list[object] = []
    if user_id is not None:
        where.append("user_id = ?")
        params.append(user_id)
    if character is not None:
        where.append("character = ?")
        params.append(character)
    if where:
        sql += " WHERE " + " AND ".join(where)
    sql += " ORDER BY id"
    return [PersonRow(int(r[0]), r[1], r[2], r[3], r[4], float(r[5])) for r in conn.execute(sql, params)]


def insert_person(conn: sqlite3.Connection, user_id: str, character: str, name: str | None, relation: str | None,
                  ts: float, now_iso: str) -> int:
    cur = conn.execute(
        "INSERT INTO people(user_id, character, name, relation, created_at, updated_ts) VALUES (?, ?, ?, ?, ?, ?)",
        (user_id, character, name, relation, now_iso, ts),
    )
    return int(cur.lastrowid or 0)


def update_person(conn: sqlite3.Connection, person_id: int, *, name: str | None, relation: str | None, ts: float) -> None:
    conn.execute(
        "UPDATE people SET name = ?, relation = ?, updated_ts = MAX(updated_ts, ?) WHERE id = ?",
        (name, relation, ts, person_id),
    )


def load_facts(conn: sqlite3.Connection, person_ids: Iterable[int], *, history: bool = False) -> list[FactRow]:
    ids = sorted(set(person_ids))
    out: list[FactRow] = []
    for start in range(0, len(ids), 400):
        chunk = ids[start : start + 400]
        sql = (f"SELECT id, person_id, attr, value, status, occurred_at, occurred_ts FROM person_facts "
               f"WHERE person_id IN ({','.join('?' * len(chunk))})")
        if not history:
            sql += " AND status = 'active'"
        rows = [FactRow(int(r[0]), int(r[1]), r[2], r[3], r[4], r[5], float(r[6]))
                for r in conn.execute(sql + " ORDER BY occurred_ts, id", chunk)]
        by_id = {f.id: f for f in rows}
        fids = list(by_id)
        for s in range(0, len(fids), 400):
            part = fids[s : s + 400]
            for fid, rid in conn.execute(
                f"SELECT fact_id, record_id FROM person_fact_sources WHERE fact_id IN ({','.join('?' * len(part))}) "
                "ORDER BY record_id", part,
            ):
                by_id[int(fid)].sources.append(int(rid))
        out.extend(rows)
    return out


def insert_fact(conn: sqlite3.Connection, person_id: int, attr: str, value: str, *, status: str, occurred_at: str,
                occurred_ts: float, now_iso: str, sources: Iterable[int]) -> int:
    cur = conn.execute(
        """INSERT INTO person_facts(person_id, attr, value, status, occurred_at, occurred_ts, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)""",
        (person_id, attr, value, status, occurred_at, occurred_ts, now_iso),
    )
    fid = int(cur.lastrowid or 0)
    add_sources(conn, fid, sources)
    return fid


def add_sources(conn: sqlite3.Connection, fact_id: int, sources: Iterable[int]) -> None:
    conn.executemany("INSERT OR IGNORE INTO person_fact_sources(fact_id, record_id) VALUES (?, ?)",
                     [(fact_id, int(r)) for r in sources])


def set_fact_status(conn: sqlite3.Connection, fact_id: int, status: str) -> None:
    conn.execute("UPDATE person_facts SET status = ? WHERE id = ?", (status, fact_id))


def touch_fact(conn: sqlite3.Connection, fact_id: int, occurred_at: str, occurred_ts: float) -> None:
    conn.execute("UPDATE person_facts SET occurred_at = ?, occurred_ts = ? WHERE id = ? AND occurred_ts < ?",
                 (occurred_at, occurred_ts, fact_id, occurred_ts))


def forget_records(conn: sqlite3.Connection, record_ids: list[int], single: frozenset[str]) -> int:
    """Drop what the people index derived from *record_ids*; returns the facts removed.

    A fact keeps living while another record still supports it (the same
    value, stated again). A single-valued attribute that lost its active fact
    gets its newest remaining one back; a person keeps a name only while a
    fact states it, and a person with no facts left goes.
    """
    if not record_ids or not has_tables(conn):
        return 0
    touched: set[int] = set()
    for start in range(0, len(record_ids), 400):
        chunk = record_ids[start : start + 400]
        marks = ",".join("?" * len(chunk))
        touched.update(int(r[0]) for r in conn.execute(
            f"SELECT DISTINCT fact_id FROM person_fact_sources WHERE record_id IN ({marks})", chunk))
        conn.execute(f"DELETE FROM person_fact_sources WHERE record_id IN ({marks})", chunk)
    unsupported = [fid for fid in sorted(touched)
                   if not conn.execute("SELECT 1 FROM person_fact_sources WHERE fact_id = ? LIMIT 1", (fid,)).fetchone()]
    return forget_facts(conn, unsupported, single)


def forget_facts(conn: sqlite3.Connection, fact_ids: list[int], single: frozenset[str]) -> int:
    """Delete the facts *fact_ids* (the rules of :func:`forget_records`); returns how many went."""
    if not fact_ids or not has_tables(conn):
        return 0
    removed = 0
    persons: dict[int, set[str]] = {}
    for fid in sorted(set(fact_ids)):
        row = conn.execute("SELECT person_id, attr, status, value FROM person_facts WHERE id = ?", (fid,)).fetchone()
        if row is None:
            continue
        names = persons.setdefault(int(row[0]), set())
        if row[1] == "name":
            names.add(str(row[3]))
        conn.execute("DELETE FROM person_facts WHERE id = ?", (fid,))
        removed += 1
        if row[2] == "active" and row[1] in single:
            nxt = conn.execute(
                """SELECT id FROM person_facts WHERE person_id = ? AND attr = ? AND status = 'superseded'
                   ORDER BY occurred_ts DESC, id DESC LIMIT 1""", (row[0], row[1])).fetchone()
            if nxt is not None:
                set_fact_status(conn, int(nxt[0]), "active")
    for pid, names in sorted(persons.items()):
        if not conn.execute("SELECT 1 FROM person_facts WHERE person_id = ? LIMIT 1", (pid,)).fetchone():
            conn.execute("DELETE FROM people WHERE id = ?", (pid,))
            continue
        person = conn.execute("SELECT name FROM people WHERE id = ?", (pid,)).fetchone()
        if person is not None and person[0] in names and not conn.execute(
                "SELECT 1 FROM person_facts WHERE person_id = ? AND attr = 'name' AND value = ?", (pid, person[0])
        ).fetchone():
            # the name came from a fact that is gone: another stated name, or none
            other = conn.execute("""SELECT value FROM person_facts WHERE person_id = ? AND attr = 'name'
                                    ORDER BY occurred_ts DESC, id DESC LIMIT 1""", (pid,)).fetchone()
            conn.execute("UPDATE people SET name = ? WHERE id = ?", (other[0] if other else None, pid))
    return removed


def dangling_records(conn: sqlite3.Connection) -> list[int]:
    """Record ids people facts cite that no longer exist (``mem doctor``)."""
    return [int(r[0]) for r in conn.execute(
        """SELECT DISTINCT s.record_id FROM person_fact_sources s LEFT JOIN records r ON r.id = s.record_id
           WHERE r.id IS NULL ORDER BY s.record_id""")]


def orphan_facts(conn: sqlite3.Connection) -> int:
    """Facts whose every source record is gone (``mem doctor``)."""
    if not has_tables(conn):
        return 0
    row = conn.execute(
        """SELECT COUNT(*) FROM person_facts f WHERE NOT EXISTS (
               SELECT 1 FROM person_fact_sources s JOIN records r ON r.id = s.record_id WHERE s.fact_id = f.id)"""
    ).fetchone()
    return int(row[0])


def clear_people(conn: sqlite3.Connection, user: str | None = None) -> None:
    """Empty the people index, or *user*'s part of it (``mem reindex`` derives it again from the records)."""
    if user is None:
        conn.execute("DELETE FROM person_fact_sources")
        conn.execute("DELETE FROM person_facts")
        conn.execute("DELETE FROM people")
        return
    theirs = "SELECT f.id FROM person_facts f JOIN people p ON p.id = f.person_id WHERE p.user_id = ?"
    conn.execute(f"DELETE FROM person_fact_sources WHERE fact_id IN ({theirs})", (user,))
    conn.execute("DELETE FROM person_facts WHERE person_id IN (SELECT id FROM people WHERE user_id = ?)", (user,))
    conn.execute("DELETE FROM people WHERE user_id = ?", (user,))


def record_rows(conn: sqlite3.Connection, user: str | None = None) -> Iterator[SourceRecord]:
    """Every record (of *user*) as the people index reads it, per (user, character) in time order."""
    mine, params = ("", ()) if user is None else (" WHERE user_id = ?", (user,))
    for row in conn.execute(
        f"""SELECT id, text, role, speaker, user_id, COALESCE(character, ''), session, occurred_at, occurred_ts, extra
            FROM records{mine} ORDER BY user_id, COALESCE(character, ''), occurred_ts, id""",
        params,
    ):
        yield SourceRecord._make(row)


def person_names(conn: sqlite3.Connection, user_id: str) -> list[str]:
    if not has_tables(conn):
        return []
    return [r[0] for r in conn.execute("SELECT name FROM people WHERE user_id = ? AND name IS NOT NULL", (user_id,))]


class SqlitePeople:
    """The people index of one SQLite store."""

    def __init__(self, store: SqliteStore) -> None:
        self._conn = store.conn
        self._store = store

    def available(self) -> bool:
        return has_tables(self._conn)

    def people(self, user_id: str | None, character: str | None = None) -> list[PersonRow]:
        only = self._store.user.only
        if only is not None and user_id not in (None, only):
            return []  # another user's people: not this store's to show
        return load_people(self._conn, user_id or only, character)

    def names(self, user_id: str) -> list[str]:
        return person_names(self._conn, user_id)

    def add_person(self, user_id: str, character: str, name: str | None, relation: str | None, ts: float,
                   now_iso: str) -> int:
        return insert_person(self._conn, user_id, character, name, relation, ts, now_iso)

    def update_person(self, person_id: int, *, name: str | None, relation: str | None, ts: float) -> None:
        update_person(self._conn, person_id, name=name, relation=relation, ts=ts)

    def facts(self, person_ids: Iterable[int], *, history: bool = False) -> list[FactRow]:
        only = self._store.user.only
        if only is not None:  # one user of a shared file: their persons' facts only
            wanted = sorted({int(p) for p in person_ids})
            person_ids = [int(r[0]) for r in self._conn.execute(
                "SELECT p.id FROM json_each(?) j JOIN people p ON p.id = j.value WHERE p.user_id = ?",
                (json.dumps(wanted), only))]
        return load_facts(self._conn, person_ids, history=history)

    def add_fact(self, person_id: int, attr: str, value: str, *, status: str, occurred_at: str,
                 occurred_ts: float, now_iso: str, sources: Iterable[int]) -> int:
        return insert_fact(self._conn, person_id, attr, value, status=status, occurred_at=occurred_at,
                           occurred_ts=occurred_ts, now_iso=now_iso, sources=sources)

    def add_fact_sources(self, fact_id: int, sources: Iterable[int]) -> None:
        add_sources(self._conn, fact_id, sources)

    def set_fact_status(self, fact_id: int, status: str) -> None:
        set_fact_status(self._conn, fact_id, status)

    def restate_fact(self, fact_id: int, occurred_at: str, occurred_ts: float) -> None:
        touch_fact(self._conn, fact_id, occurred_at, occurred_ts)

    def forget_records(self, record_ids: list[int], single: frozenset[str]) -> int:
        return forget_records(self._conn, record_ids, single)

    def forget_facts(self, fact_ids: list[int], single: frozenset[str]) -> int:
        return forget_facts(self._conn, fact_ids, single)

    def clear(self) -> None:
        clear_people(self._conn, self._store.user.only)

    def all_records(self) -> Iterator[SourceRecord]:
        return record_rows(self._conn, self._store.user.only)
