""":class:`memcli.store.protocols.people.PeopleStore` on PostgreSQL: the user's people, facts and their sources.

The rules are the SQLite store's (:mod:`memcli.store.sqlite.people`): a fact
lives while one of its source records does; a single-valued attribute that
lost its active fact gets its newest superseded one back; a person with no
facts left goes. Rows are the protocol's shapes (``PersonRow``, ``FactRow``
fields), every statement scoped to the store's user.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from memcli.store.protocols.people import FactRow, PersonRow

if TYPE_CHECKING:
    from memcli.store.postgres.store import PostgresStore


class PostgresPeople:
    """The people index of the store's user."""

    def __init__(self, store: PostgresStore) -> None:
        self._db = store.db
        self._user = store.user

    def available(self) -> bool:
        return True  # the tables come with the first migration

    def people(self, user_id: str | None, character: str | None = None) -> list[PersonRow]:
        sql = "SELECT id, user_id, character, name, relation, updated_ts FROM people WHERE user_id = %s"
        params: list[Any] = [self._user]
        if user_id is not None:
            sql += " AND user_id = %s"
            params.append(user_id)
        if character is not None:
            sql += " AND character = %s"
            params.append(character)
        rows = self._db.execute(sql + " ORDER BY id", params)
        return [PersonRow(int(r[0]), r[1], r[2], r[3], r[4], float(r[5])) for r in rows]

    def names(self, user_id: str) -> list[str]:
        rows = self._db.execute("SELECT name FROM people WHERE user_id = %s AND user_id = %s AND name IS NOT NULL "
                                "ORDER BY id", (self._user, user_id))
        return [r[0] for r in rows]

    def add_person(self, user_id: str, character: str, name: str | None, relation: str | None, ts: float,
                   now_iso: str) -> int:
        row = self._db.execute(
            "INSERT INTO people(user_id, character, name, relation, created_at, updated_ts) "
            "VALUES (%s, %s, %s, %s, %s, %s) RETURNING id", (user_id, character, name, relation, now_iso, ts)).fetchone()
        return int(row[0])

    def update_person(self, person_id: int, *, name: str | None, relation: str | None, ts: float) -> None:
        self._db.execute("UPDATE people SET name = %s, relation = %s, updated_ts = greatest(updated_ts, %s) "
                         "WHERE id = %s AND user_id = %s", (name, relation, ts, person_id, self._user))

    def facts(self, person_ids: Iterable[int], *, history: bool = False) -> list[FactRow]:
        ids = sorted({int(i) for i in person_ids})
        sql = ("SELECT id, person_id, attr, value, status, occurred_at, occurred_ts FROM person_facts "
               "WHERE user_id = %s AND person_id = ANY(%s)")
        if not history:
            sql += " AND status = 'active'"
        rows = [FactRow(int(r[0]), int(r[1]), r[2], r[3], r[4], r[5], float(r[6]))
                for r in self._db.execute(sql + " ORDER BY occurred_ts, id", (self._user, ids))]
        by_id = {f.id: f for f in rows}
        for fid, rid in self._db.execute(
            "SELECT fact_id, record_id FROM person_fact_sources WHERE user_id = %s AND fact_id = ANY(%s) "
            "ORDER BY record_id", (self._user, list(by_id))):
            by_id[int(fid)].sources.append(int(rid))
        return rows

    def add_fact(self, person_id: int, attr: str, value: str, *, status: str, occurred_at: str,
                 occurred_ts: float, now_iso: str, sources: Iterable[int]) -> int:
        row = self._db.execute(
            """INSERT INTO person_facts(person_id, user_id, attr, value, status, occurred_at, occurred_ts, created_at)
               VALUES (%s, %s, %s, %s, %s, %s, %s, %s) RETURNING id""",
            (person_id, self._user, attr, value, status, occurred_at, occurred_ts, now_iso)).fetchone()
        fact_id = int(row[0])
        self.add_fact_sources(fact_id, sources)
        return fact_id

    def add_fact_sources(self, fact_id: int, sources: Iterable[int]) -> None:
        self._db.execute(
            "INSERT INTO person_fact_sources(fact_id, record_id, user_id) SELECT %s, r, %s FROM unnest(%s::bigint[]) r "
            "ON CONFLICT DO NOTHING", (fact_id, self._user, [int(r) for r in sources]))

    def set_fact_status(self, fact_id: int, status: str) -> None:
        self._db.execute("UPDATE person_facts SET status = %s WHERE id = %s AND user_id = %s",
                         (status, fact_id, self._user))

    def restate_fact(self, fact_id: int, occurred_at: str, occurred_ts: float) -> None:
        self._db.execute("UPDATE person_facts SET occurred_at = %s, occurred_ts = %s "
                         "WHERE id = %s AND user_id = %s AND occurred_ts < %s",
                         (occurred_at, occurred_ts, fact_id, self._user, occurred_ts))

    def forget_records(self, record_ids: list[int], single: frozenset[str]) -> int:
        """Drop what the index derived from *record_ids*; the facts removed (the SQLite store's rules:
        :func:`memcli.store.sqlite.people.forget_records`)."""
        if not record_ids:
            return 0
        db, user = self._db, self._user
        with db.transaction():
            touched = sorted({int(r[0]) for r in db.execute(
                "DELETE FROM person_fact_sources WHERE user_id = %s AND record_id = ANY(%s) RETURNING fact_id",
                (user, [int(r) for r in record_ids]))})
            unsupported = [fid for fid in touched if not db.execute(
                "SELECT 1 FROM person_fact_sources WHERE fact_id = %s LIMIT 1", (fid,)).fetchone()]
            return self.forget_facts(unsupported, single)

    def forget_facts(self, fact_ids: list[int], single: frozenset[str]) -> int:
        """Delete the facts *fact_ids*: a single-valued attribute gets its newest older value back, a person keeps
        a name only while a fact states it, a person with no facts left goes."""
        if not fact_ids:
            return 0
        db, user = self._db, self._user
        removed = 0
        persons: dict[int, set[str]] = {}
        with db.transaction():
            for fid in sorted(set(fact_ids)):
                row = db.execute("SELECT person_id, attr, status, value FROM person_facts WHERE id = %s AND user_id = %s",
                                 (fid, user)).fetchone()
                if row is None:
                    continue
                names = persons.setdefault(int(row[0]), set())
                if row[1] == "name":
                    names.add(str(row[3]))
                db.execute("DELETE FROM person_facts WHERE user_id = %s AND id = %s", (user, fid))
                removed += 1
                if row[2] == "active" and row[1] in single:
                    nxt = db.execute(
                        "SELECT id FROM person_facts WHERE user_id = %s AND person_id = %s AND attr = %s "
                        "AND status = 'superseded' ORDER BY occurred_ts DESC, id DESC LIMIT 1",
                        (user, row[0], row[1])).fetchone()
                    if nxt is not None:
                        self.set_fact_status(int(nxt[0]), "active")
            for pid, names in sorted(persons.items()):
                if not db.execute("SELECT 1 FROM person_facts WHERE user_id = %s AND person_id = %s LIMIT 1",
                                  (user, pid)).fetchone():
                    db.execute("DELETE FROM people WHERE id = %s AND user_id = %s", (pid, user))
                    continue
                person = db.execute("SELECT name FROM people WHERE id = %s AND user_id = %s", (pid, user)).fetchone()
                if person is not None and person[0] in names and not db.execute(
                        "SELECT 1 FROM person_facts WHERE user_id = %s AND person_id = %s AND attr = 'name' AND value = %s",
                        (user, pid, person[0])).fetchone():
                    other = db.execute("SELECT value FROM person_facts WHERE user_id = %s AND person_id = %s "
                                       "AND attr = 'name' ORDER BY occurred_ts DESC, id DESC LIMIT 1",
                                       (user, pid)).fetchone()
                    db.execute("UPDATE people SET name = %s WHERE id = %s AND user_id = %s",
                               (other[0] if other else None, pid, user))
        return removed

    def clear(self) -> None:
        """Empty the user's people index (``mem reindex`` derives it again from the records)."""
        with self._db.transaction():
            self._db.execute("DELETE FROM people WHERE user_id = %s", (self._user,))  # facts and sources cascade

    def all_records(self) -> Iterator[tuple[Any, ...]]:
        """Every record of the user as the people index reads it, per character in time order."""
        rows = self._db.execute(
            "SELECT id, text, role, speaker, user_id, coalesce(character, ''), session, occurred_at, occurred_ts, "
            "extra FROM records WHERE user_id = %s ORDER BY coalesce(character, ''), occurred_ts, id",
            (self._user,)).fetchall()
        yield from (tuple(r) for r in rows)
