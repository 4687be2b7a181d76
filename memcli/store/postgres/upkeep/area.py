"""The forgetting half of :class:`memcli.store.protocols.upkeep.Upkeep` on PostgreSQL, for the store's user.

Which items a forget removes is decided above the store (``memcli.upkeep.forgetting``);
here the plan is carried out with the SQLite store's rules: each deleted item
leaves a watermark of its content hash (re-imports and running flushes skip
it), its full-text columns, vector, buffer entry and cue links go with it (a
cue left without records too), people facts only it supported go, and a
profile slot or supersede chain that lost its current value gets back the
newest older value whose sources all still exist.

A forgotten record needs no tombstone besides its watermarks: PostgreSQL
never hands its id out again. After the commit ``finish_scrub`` has the
server rewrite the tables that held the text (``VACUUM FULL``), so the
table and index files no longer hold it; the write-ahead log keeps it until
the server recycles its segments, and a hosted server's disks, WAL archives
and backups are the operator's to wipe. The ``mem doctor`` checks are in
:mod:`memcli.store.postgres.upkeep.checks`.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from memcli.core import ids
from memcli.store.postgres.upkeep.cascade import PostgresCascade
from memcli.store.postgres.upkeep.checks import PostgresChecks
from memcli.core.timeutil import now, to_iso

if TYPE_CHECKING:
    from collections.abc import Callable

    from memcli.store.postgres.store import PostgresStore

_TABLE = {"record": "records", "memory": "memories", "event": "events"}
_TEXT = {"record": "text", "memory": "content", "event": "summary"}
_SOURCES = {"memory": ("memory_sources", "memory_id"), "event": ("event_sources", "event_id")}
_NEWEST = "ORDER BY valid_from_ts DESC, occurred_ts DESC, id DESC"
"""Newest value first: the one a slot falls back to."""
VACUUM_TIMEOUT_MS = 600_000
"""How long the rewrite of one table may take before it gives up (the marker stays; ``mem doctor --fix`` retries)."""
REWRITTEN = ("records", "memories", "events", "person_facts", "people", "cues", "terms")
"""The tables holding text a forget deletes or rewrites (``terms``: the postings of their words): VACUUM FULL
after each forget (see ``finish_scrub``)."""
POSTED = {"records", "memories", "events"}
"""The tables whose words the ``terms`` postings hold (kept by triggers, so never named in ``_touched``)."""


class PostgresUpkeep(PostgresCascade, PostgresChecks):
    """Forgetting in the store's user's rows, and the doctor's checks of them."""

    def __init__(self, store: PostgresStore) -> None:
        self._store = store
        self._db = store.db
        self._user = store.user.id
        self._touched: set[str] = set()
        """Tables the forgets since the last scrub changed (``finish_scrub`` rewrites those)."""

    def rebuild_fulltext(self, index: str) -> int:
        """Write the user's full-text columns of *index* again from their rows; how many rows."""
        if index == "records_fts":
            return int(self._store.fulltext.rebuild_records())
        if index == "memories_fts":
            ids = [r[0] for r in self._db.execute("SELECT id FROM memories WHERE user_id = %s", (self._user,))]
            return self._store.memories.index_memories(ids)
        if index == "events_fts":
            return self._reindex_events()
        from memcli.core.errors import MemError

        raise MemError(f"no full-text index {index!r} on a PostgreSQL store")

    def _reindex_events(self) -> int:
        import json

        from memcli.store.text import event_fts_body

        index_columns = self._store.memories.index_columns  # the one way events and memories fill their columns
        rows = self._db.execute("SELECT id, summary, gists, tags FROM events WHERE user_id = %s ORDER BY id",
                                (self._user,)).fetchall()
        for event_id, summary, gists, tags in rows:
            columns = index_columns(event_fts_body(summary, json.loads(gists or "[]"), json.loads(tags or "[]")))
            self._db.execute("UPDATE events SET fts_text = %s, body = %s::tsvector, doclen = %s "
                             "WHERE user_id = %s AND id = %s", (*columns, self._user, event_id))
        return len(rows)

    def _one(self, sql: str, params: tuple[Any, ...]) -> tuple[Any, ...] | None:
        return self._db.execute(sql, params).fetchone()

    # -- what a forget will touch ---------------------------------------------------
    def item_exists(self, kind: str, item_id: int) -> bool:
        return self._one(f"SELECT 1 FROM {_TABLE[kind]} WHERE user_id = %s AND id = %s",
                         (self._user, item_id)) is not None

    def record_was_forgotten(self, record_id: int) -> bool:
        return self._one("SELECT 1 FROM watermarks WHERE user_id = %s AND kind = 'record' AND item_id = %s",
                         (self._user, ids.rid(record_id))) is not None

    def records_from_source(self, spellings: list[str]) -> list[int]:
        from memcli.store.text import clean_text

        cands = list(dict.fromkeys(clean_text(c) for c in spellings))
        rows = self._db.execute("SELECT id FROM records WHERE user_id = %s AND source_path = ANY(%s) ORDER BY id",
                                (self._user, cands))
        return [int(r[0]) for r in rows]

    def sources_touched(self, kind: str, record_ids: set[int]) -> dict[int, tuple[list[int], list[int]]]:
        table, key = _SOURCES[kind]
        rows = self._db.execute(
            f"SELECT s.{key}, s.record_id, s.record_id = ANY(%s) FROM {table} s WHERE s.user_id = %s AND s.{key} IN "
            f"(SELECT {key} FROM {table} WHERE user_id = %s AND record_id = ANY(%s))",
            (sorted(record_ids), self._user, self._user, sorted(record_ids))).fetchall()
        cited: dict[int, tuple[set[int], set[int]]] = {}
        for item_id, rec, lost in rows:
            entry = cited.setdefault(int(item_id), (set(), set()))
            entry[1].add(int(rec))
            if lost:
                entry[0].add(int(rec))
        return {item: (sorted(lost), sorted(every)) for item, (lost, every) in sorted(cited.items())}

    def item_text(self, kind: str, item_id: int) -> str:
        row = self._one(f"SELECT {_TEXT[kind]} FROM {_TABLE[kind]} WHERE user_id = %s AND id = %s",
                        (self._user, item_id))
        return str(row[0]) if row else ""

    # -- carrying it out -------------------------------------------------------------
    def _watermark(self, digest: str, kind: str, public_id: str, stamp: float) -> None:
        self._db.execute(
            "INSERT INTO watermarks(user_id, content_hash, kind, item_id, forgotten_at, forgotten_ts) "
            "VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
            (self._user, digest, kind, public_id, to_iso(now()), stamp))

    def _drop_vector(self, kind: str, item_id: int) -> None:
        cur = self._db.execute("DELETE FROM embeddings WHERE user_id = %s AND item_kind = %s AND item_id = %s",
                               (self._user, kind, item_id))
        if cur.rowcount:
            self._store.vectors.bump_version()

    def _forget_records(self, record_ids: list[int], stamp: float) -> None:
        from memcli.store.text import record_text_mark

        db, user = self._db, self._user
        touched: set[int] = set()
        texts: list[str] = []
        for record_id, digest, role, text, occurred_ts, extra in db.execute(
                "SELECT id, content_hash, role, text, occurred_ts, extra FROM records WHERE user_id = %s "
                "AND id = ANY(%s) ORDER BY id", (user, record_ids)).fetchall():
            public = ids.rid(int(record_id))
            self._watermark(digest, "record", public, stamp)
            when = float(occurred_ts) if self._time_known(extra) else None
            self._watermark(record_text_mark(user, role, text, when), "record", public, stamp)
            texts.append(str(text))
            touched.update(int(r[0]) for r in db.execute(
                "DELETE FROM record_cues WHERE user_id = %s AND record_id = %s RETURNING cue_id", (user, record_id)))
            self._drop_vector("record", int(record_id))
            db.execute("DELETE FROM records WHERE id = %s AND user_id = %s", (record_id, user))  # buffer cascades
        self._cues_after_forget(touched, texts)

    def _forget_memories(self, plan: Any, stamp: float) -> tuple[list[tuple[Any, ...]], list[list[int]]]:
        db, user = self._db, self._user
        slots: list[tuple[Any, ...]] = []
        successors: list[list[int]] = []
        for memory_id in plan.memories:
            row = self._one("SELECT content_hash, status, type, topic, sub_topic, character, superseded_by "
                            "FROM memories WHERE user_id = %s AND id = %s", (user, memory_id))
            if row is None:
                continue
            digest, status, mtype, topic, sub_topic, character, superseded_by = row
            if plan.watermark:
                self._watermark(digest, "memory", ids.fmt("memory", memory_id), stamp)
            if status == "active":
                if mtype == "profile" and topic is not None:
                    slots.append((character, mtype, topic, sub_topic))
                else:
                    successors.append([int(r[0]) for r in db.execute(
                        "SELECT id FROM memories WHERE user_id = %s AND superseded_by = %s", (user, memory_id))])
            db.execute("UPDATE memories SET superseded_by = %s WHERE user_id = %s AND superseded_by = %s",
                       (superseded_by, user, memory_id))
            self._drop_vector("memory", memory_id)
            db.execute("DELETE FROM memories WHERE user_id = %s AND id = %s", (user, memory_id))  # sources cascade
        return slots, successors

    def _may_be_current(self, memory_id: int) -> bool:
        """Every source of the memory is still stored, and its owner did not reject it."""
        from memcli.store.protocols.memories import REJECTED_PREFIX

        if self._one("SELECT 1 FROM memories m JOIN watermarks w ON w.user_id = m.user_id "
                     "AND w.content_hash = %s || m.content_hash WHERE m.user_id = %s AND m.id = %s",
                     (REJECTED_PREFIX, self._user, memory_id)) is not None:
            return False
        return self._one("SELECT 1 FROM memory_sources ms WHERE ms.user_id = %s AND ms.memory_id = %s AND NOT EXISTS ("
                         "SELECT 1 FROM records r WHERE r.user_id = ms.user_id AND r.id = ms.record_id) LIMIT 1",
                         (self._user, memory_id)) is None

    def _activate(self, memory_id: int, siblings: list[int], index_text: Callable[[str, Any, Any], str]) -> None:
        from memcli.store.postgres.fulltext.lexemes import tokens, tsvector_literal

        db = self._db
        row = self._one("SELECT content, topic, sub_topic FROM memories WHERE user_id = %s AND id = %s",
                        (self._user, memory_id))
        body = index_text(row[0], row[1], row[2]) if row is not None else ""
        toks = tokens(body, self._store.stem)
        db.execute("UPDATE memories SET status = 'active', superseded_by = NULL, valid_to_ts = NULL, updated_at = %s, "
                   "fts_text = %s, body = %s::tsvector, doclen = %s WHERE user_id = %s AND id = %s",
                   (to_iso(now()), body, tsvector_literal(toks), len(toks), self._user, memory_id))
        others = [s for s in siblings if s != memory_id]
        db.execute("UPDATE memories SET superseded_by = %s WHERE user_id = %s AND id = ANY(%s) "
                   "AND status = 'superseded'", (memory_id, self._user, others))

    def _reactivate(self, plan: Any, slots: list[tuple[Any, ...]], successors: list[list[int]],
                    index_text: Callable[[str, Any, Any], str]) -> list[int]:
        reactivated: list[int] = []
        deleted = set(plan.memories)
        for character, mtype, topic, sub_topic in slots:
            members = self._db.execute(
                f"SELECT id, status FROM memories WHERE user_id = %s AND character = %s AND type = %s "
                f"AND topic IS NOT DISTINCT FROM %s AND sub_topic IS NOT DISTINCT FROM %s {_NEWEST}",
                (self._user, character, mtype, topic, sub_topic)).fetchall()
            if any(m[1] == "active" for m in members):
                continue
            ids_ = [int(m[0]) for m in members if int(m[0]) not in deleted]
            pick = next((m for m in ids_ if self._may_be_current(m)), None)
            if pick is not None:
                self._activate(pick, ids_, index_text)
                reactivated.append(pick)
        for group in successors:
            rows = [int(r[0]) for r in self._db.execute(
                f"SELECT id FROM memories WHERE user_id = %s AND id = ANY(%s) AND status = 'superseded' {_NEWEST}",
                (self._user, group))]
            pick = next((m for m in rows if self._may_be_current(m)), None)
            if pick is not None:
                self._activate(pick, rows, index_text)
                reactivated.append(pick)
        return reactivated

    def _forget_events(self, plan: Any, stamp: float) -> None:
        for event_id in plan.events:
            row = self._one("SELECT content_hash FROM events WHERE user_id = %s AND id = %s", (self._user, event_id))
            if row is None:
                continue
            if plan.watermark:
                self._watermark(row[0], "event", ids.fmt("event", event_id), stamp)
            self._drop_vector("event", event_id)
            self._db.execute("DELETE FROM events WHERE user_id = %s AND id = %s", (self._user, event_id))

    def apply_forget(self, plan: Any, *, single_valued_attrs: frozenset[str]) -> list[int]:
        """Carry out *plan* (inside the caller's transaction); the memories made current again."""
        from memcli.store.text import memory_fts_body as memory_index_text

        stamp = time.time()
        self._touched.update(t for t, hit in (
            ("records", plan.records), ("memories", plan.memories or plan.memories_rebuilt),
            ("events", plan.events or plan.events_rebuilt), ("person_facts", plan.records or plan.facts),
            ("people", plan.records or plan.facts), ("cues", plan.records or plan.cue_labels)) if hit)
        with self._db.transaction():
            self._forget_records(plan.records, stamp)
            changed = self.rewrite_memories(plan.memories_rebuilt)
            slots, successors = self._forget_memories(plan, stamp)
            changed = self.rewrite_events(plan.events_rebuilt) or changed
            self._forget_events(plan, stamp)
            self._store.people.forget_records(plan.records, single_valued_attrs)
            self._store.people.forget_facts(plan.facts, single_valued_attrs)
            self.clear_cue_labels(plan.cue_labels)
            if changed:
                self._store.vectors.bump_version()
            return self._reactivate(plan, slots, successors, memory_index_text)

    def forget_people_sources(self, record_ids: list[int], single_valued_attrs: frozenset[str]) -> None:
        self._store.people.forget_records(record_ids, single_valued_attrs)

    @contextmanager
    def overwriting_deletes(self) -> Iterator[None]:
        yield  # no files: the server owns the pages (see the module doc)

    def compact_fulltext(self) -> None:
        """Nothing to compact: a GIN index has no segments."""

    def mark_scrub_pending(self, when_iso: str) -> None:
        self._store.meta.set("scrub_pending", when_iso)

    def scrub_pending(self) -> bool:
        return bool(self._store.meta.get("scrub_pending"))

    def finish_scrub(self) -> bool:
        """Have the server rewrite the tables the forget changed, outside any transaction.

        A plain VACUUM marks a deleted row's space free but can leave its bytes
        in the page, and a GIN index keeps a deleted word as a key (measured:
        docs/benchmarks.md); ``VACUUM FULL`` writes each table and its indexes
        anew, so the old files, and the words in them, are gone. Only the
        tables the forget changed are rewritten (all of them when a crashed
        forget's marker is found). It takes each table's exclusive lock for the
        time of a copy: writers of every user wait meanwhile. Vectors are no
        text: their table is only vacuumed.
        """
        if self._db.in_transaction:
            return False
        from memcli.store.postgres.connection import STATEMENT_TIMEOUT_MS, int_setting

        usual = int_setting("MEM_PG_STATEMENT_TIMEOUT_MS", STATEMENT_TIMEOUT_MS)
        self._db.execute(f"SET statement_timeout = {max(usual, VACUUM_TIMEOUT_MS)}")  # a copy of a big table
        touched = set(self._touched)
        if touched & POSTED:  # their triggers rewrote the postings of their words
            touched.add("terms")
        tables = [t for t in REWRITTEN if t in touched] or list(REWRITTEN)  # after a crash: all of them
        try:
            for table in tables:
                self._db.execute(f"VACUUM FULL {table}")
            self._db.execute("VACUUM embeddings")
        finally:
            self._db.execute(f"SET statement_timeout = {usual}")
        self._db.execute("DELETE FROM meta WHERE user_id = %s AND key = 'scrub_pending'", (self._user,))
        self._touched.clear()
        return True

    def complete_pending_scrub(self) -> bool:
        return self.finish_scrub() if self.scrub_pending() else False

    def scrubbed_at_open(self) -> bool:
        return False

    def clear_scrubbed_at_open(self) -> None:
        """Nothing is scrubbed at open on PostgreSQL."""

    def is_store_error(self, exc: BaseException) -> bool:
        import psycopg2

        return isinstance(exc, psycopg2.Error)
