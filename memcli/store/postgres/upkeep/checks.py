"""The ``mem doctor`` half of :class:`memcli.store.protocols.upkeep.Upkeep` on PostgreSQL, for the store's user.

The same invariants as the SQLite store where they can break here: the
schema (mem's named migrations, all applied), each full-text column against
the rows it should index, buffer entries claimed by a flush that is gone,
provenance and people facts pointing at vanished records, embeddings of
deleted items. Some SQLite checks have nothing to look at on a server
(:data:`NOT_APPLICABLE`): PostgreSQL guards its own pages and enforces the
foreign keys it declares, and the vector file does not exist.

A flush here is alive exactly while its connection holds the user's advisory
lock (the server drops the lock with a dead connection), whatever host it
runs on; the process ids in the flush log are other machines' and cannot be
tested, so the claims and flushes reported as abandoned are those of a user
whose lock nobody holds, with pid 0 (never a live process).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memcli.store.protocols.upkeep import BufferClaim, FullTextState, Holder, SchemaState

if TYPE_CHECKING:
    from memcli.store.postgres.connection import Connection

NOT_APPLICABLE = {
    "integrity": "PostgreSQL checks its own pages (enable data checksums on the server; amcheck for indexes)",
    "foreign_keys": "PostgreSQL enforces the references it declares",
    "vectors": "no vector file: nearest neighbours are searched in the embeddings table (pgvector)",
}
"""Checks of the SQLite store with nothing to check on PostgreSQL: name → why."""

_INDEXED = {"records": "TRUE", "memories": "status = 'active'", "events": "TRUE"}
"""Which rows of each searchable table should carry a ``body`` tsvector."""

_DANGLING = "user_id = %s AND record_id NOT IN (SELECT id FROM records WHERE user_id = %s)"
_ORPHAN = {
    "record": "SELECT 1 FROM records t WHERE t.user_id = e.user_id AND t.id = e.item_id",
    "memory": "SELECT 1 FROM memories t WHERE t.user_id = e.user_id AND t.id = e.item_id",
    "event": "SELECT 1 FROM events t WHERE t.user_id = e.user_id AND t.id = e.item_id",
}


class PostgresChecks:
    """Doctor's questions about one user's rows (mixed into :class:`PostgresUpkeep`)."""

    _db: Connection
    _user: str

    def _count(self, sql: str, params: tuple[Any, ...]) -> int:
        return int(self._db.execute(sql, params).fetchone()[0])

    def statistics(self) -> dict[str, Any]:
        from memcli.store.postgres.stats import collect_stats

        return collect_stats(self._db, self._user)

    def checks_not_applicable(self) -> dict[str, str]:
        return dict(NOT_APPLICABLE)

    def integrity_problems(self, limit: int) -> list[str]:
        return []

    def schema_state(self) -> SchemaState:
        from memcli.store.postgres.schema import MIGRATIONS

        known = [name for name, _ in MIGRATIONS]
        applied = {str(r[0]) for r in self._db.execute("SELECT name FROM mem_migrations").fetchall()}
        diffs = [("missing", "migration", name) for name in known if name not in applied]
        diffs += [("foreign", "migration", name) for name in sorted(applied - set(known))]
        described = ", ".join(f"{kind} {name}" for kind, _what, name in diffs)
        return SchemaState(len(applied & set(known)), len(known), diffs, described)

    def drop_foreign_triggers_and_views(self) -> None:
        """Nothing mem may drop in a shared database: other users' objects are the operator's."""

    def broken_references(self) -> list[str]:
        return []

    def drop_broken_references(self) -> None:
        """The server never lets a declared reference break."""

    def fulltext_state(self, index: str) -> FullTextState:
        should = _INDEXED[index]
        indexed = self._count(f"SELECT count(*) FROM {index} WHERE user_id = %s AND {should}", (self._user,))
        # an empty vector for a body that had tokens is as lost as none (records' column is NOT NULL)
        missing = self._count(f"SELECT count(*) FROM {index} WHERE user_id = %s AND {should} "
                              "AND (body IS NULL OR (body = ''::tsvector AND doclen > 0))", (self._user,))
        extra = self._count(
            f"SELECT count(*) FROM {index} WHERE user_id = %s AND NOT ({should}) AND body IS NOT NULL", (self._user,))
        return FullTextState(indexed, missing, extra, "", False)

    def _flush_lock_free(self) -> bool:
        """Nobody holds the user's flush lock (a live flush on any server would)."""
        row = self._db.execute(
            """SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (
                   SELECT oid FROM pg_database WHERE datname = current_database())
               AND objid::bigint = (hashtext('mem-flush:' || %s)::bigint & 4294967295) LIMIT 1""",
            (self._user,)).fetchone()
        return row is None

    def buffer_claims(self) -> list[BufferClaim]:
        if not self._flush_lock_free():
            return []
        rows = self._db.execute(
            "SELECT record_id FROM buffer WHERE user_id = %s AND status = 'processing' ORDER BY record_id",
            (self._user,)).fetchall()
        return [BufferClaim(int(r[0]), 0, "running", 0.0) for r in rows]

    def lock_holders(self) -> list[Holder]:
        return []  # the server releases a dead connection's advisory lock itself

    def running_flushes(self) -> list[Holder]:
        if not self._flush_lock_free():
            return []
        rows = self._db.execute("SELECT id, started_ts FROM flushes WHERE user_id = %s AND status = 'running'",
                                (self._user,)).fetchall()
        return [Holder(str(r[0]), 0, float(r[1])) for r in rows]

    def release_buffer(self, record_ids: list[int]) -> None:
        self._db.execute("UPDATE buffer SET status = 'idle', flush_id = NULL "
                         "WHERE user_id = %s AND record_id = ANY(%s)", (self._user, list(record_ids)))

    def drop_lock(self, name: str, pid: int) -> None:
        """No lock rows to drop: advisory locks end with their connection."""

    def abort_flush(self, flush_id: int, note: str) -> None:
        self._db.execute("UPDATE flushes SET status = 'aborted', note = %s WHERE user_id = %s AND id = %s",
                         (note, self._user, flush_id))

    def dangling_sources(self) -> tuple[set[int], int, int]:
        both = (self._user, self._user)
        gone = {int(r[0]) for r in self._db.execute(
            f"SELECT record_id FROM memory_sources WHERE {_DANGLING} UNION "
            f"SELECT record_id FROM event_sources WHERE {_DANGLING}", both + both).fetchall()}
        n_mem = self._count(f"SELECT count(*) FROM memory_sources WHERE {_DANGLING}", both)
        n_ev = self._count(f"SELECT count(*) FROM event_sources WHERE {_DANGLING}", both)
        return gone, n_mem, n_ev

    def source_link_count(self) -> int:
        return (self._count("SELECT count(*) FROM memory_sources WHERE user_id = %s", (self._user,))
                + self._count("SELECT count(*) FROM event_sources WHERE user_id = %s", (self._user,)))

    def drop_dangling_sources(self) -> None:
        both = (self._user, self._user)
        self._db.execute(f"DELETE FROM memory_sources WHERE {_DANGLING}", both)
        self._db.execute(f"DELETE FROM event_sources WHERE {_DANGLING}", both)

    def people_sources_missing(self) -> list[int] | None:
        rows = self._db.execute(
            f"SELECT DISTINCT record_id FROM person_fact_sources WHERE {_DANGLING} ORDER BY record_id",
            (self._user, self._user)).fetchall()
        return [int(r[0]) for r in rows]

    def people_fact_count(self) -> int:
        return self._count("SELECT count(*) FROM person_facts WHERE user_id = %s", (self._user,))

    def _orphan_where(self) -> str:
        """Embeddings whose item is gone (or whose kind no item has)."""
        cases = " ".join(f"WHEN '{kind}' THEN NOT EXISTS ({exists})" for kind, exists in _ORPHAN.items())
        return f"e.user_id = %s AND CASE e.item_kind {cases} ELSE TRUE END"

    def orphan_embeddings(self) -> int:
        return self._count(f"SELECT count(*) FROM embeddings e WHERE {self._orphan_where()}", (self._user,))

    def drop_orphan_embeddings(self) -> None:
        self._db.execute(f"DELETE FROM embeddings e WHERE {self._orphan_where()}", (self._user,))

    def live_embedding_keys(self, model: str) -> set[int]:
        """Only the vector file's check asks this (not applicable here); the (kind, id) pairs would not fit ints."""
        return set()
