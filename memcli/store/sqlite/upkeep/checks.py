"""The SQL behind ``mem doctor``: each invariant of the store read as numbers, and the repairs.

What counts as a problem, how it is worded and in which order repairs run
is :mod:`memcli.upkeep.doctor`'s business; these functions only look and fix.
"""

from __future__ import annotations

import sqlite3

from memcli.store.protocols.upkeep import (
    BufferClaim,
    FullTextIndexName,
    FullTextState,
    Holder,
    SchemaState,
)
from memcli.store.sqlite.db import is_read_only_error
from memcli.store.sqlite.upkeep.forget import chunks, marks

_LIVE_ITEM = {
    "record": "SELECT 1 FROM records r WHERE r.id = {item}",
    "memory": "SELECT 1 FROM memories m WHERE m.id = {item} AND m.status = 'active'",
    "event": "SELECT 1 FROM events v WHERE v.id = {item}",
}
"""Is the item behind an embeddings key live (what the vector file holds)? {item} is its id expression."""
_INDEXED = {"records": "1", "memories": "status = 'active'", "events": "1"}
"""Which rows of each table the distiller and importers put in its full-text index."""


def scalar(conn: sqlite3.Connection, sql: str, params: tuple[object, ...] = ()) -> int:
    row = conn.execute(sql, params).fetchone()
    return int(row[0] or 0) if row else 0


def integrity_problems(conn: sqlite3.Connection, limit: int) -> list[str]:
    try:
        rows = [str(r[0]) for r in conn.execute(f"PRAGMA integrity_check({int(limit)})")]
    except sqlite3.DatabaseError as exc:
        rows = [str(exc)]
    return [] if rows == ["ok"] else rows


def schema_state(conn: sqlite3.Connection) -> SchemaState:
    from memcli.store.sqlite.expected_schema import (
        SCHEMA_VERSION,
        describe_differences,
        schema_differences,
    )

    version = scalar(conn, "PRAGMA user_version")
    diffs = schema_differences(conn, version) if version == SCHEMA_VERSION else []
    return SchemaState(version, SCHEMA_VERSION, diffs, describe_differences(diffs, 6))


def drop_foreign_triggers_and_views(conn: sqlite3.Connection) -> None:
    from memcli.store.sqlite.expected_schema import schema_differences

    for what, kind, name in schema_differences(conn):
        if what == "foreign" and kind in ("trigger", "view"):
            quoted = '"' + name.replace('"', '""') + '"'
            conn.execute(f"DROP {kind.upper()} IF EXISTS {quoted}")


def broken_references(conn: sqlite3.Connection) -> list[str]:
    return [str(r[0]) for r in conn.execute("PRAGMA foreign_key_check").fetchall()]


def drop_broken_references(conn: sqlite3.Connection) -> None:
    for table, rowid, _parent, _fk in conn.execute("PRAGMA foreign_key_check").fetchall():
        if rowid is not None:
            conn.execute(f"DELETE FROM {table} WHERE rowid = ?", (rowid,))
        elif table == "buffer":
            conn.execute("DELETE FROM buffer WHERE record_id NOT IN (SELECT id FROM records)")
        elif table == "record_cues":
            conn.execute(
                "DELETE FROM record_cues WHERE record_id NOT IN (SELECT id FROM records) "
                "OR cue_id NOT IN (SELECT id FROM cues)"
            )
        elif table == "memory_sources":
            conn.execute("DELETE FROM memory_sources WHERE memory_id NOT IN (SELECT id FROM memories)")
        elif table == "event_sources":
            conn.execute("DELETE FROM event_sources WHERE event_id NOT IN (SELECT id FROM events)")


def fulltext_state(conn: sqlite3.Connection, index: FullTextIndexName) -> FullTextState:
    fts, where = f"{index}_fts", _INDEXED[index]
    missing = scalar(conn, f"SELECT COUNT(*) FROM {index} WHERE {where} AND id NOT IN (SELECT rowid FROM {fts})")
    extra = scalar(conn, f"SELECT COUNT(*) FROM {fts} WHERE rowid NOT IN (SELECT id FROM {index} WHERE {where})")
    damage = ""
    skipped = False
    try:
        # FTS5's own consistency check of its index against its stored rows (writes nothing)
        conn.execute(f"INSERT INTO {fts}({fts}) VALUES ('integrity-check')")
    except sqlite3.DatabaseError as exc:
        if is_read_only_error(exc):  # SQLite refuses the statement itself on a read-only store
            skipped = True
        else:
            damage = str(exc)
    indexed = scalar(conn, f"SELECT COUNT(*) FROM {index} WHERE {where}")
    return FullTextState(indexed, missing, extra, damage, skipped)


def buffer_claims(conn: sqlite3.Connection) -> list[BufferClaim]:
    rows = conn.execute(
        """SELECT b.record_id, f.pid, f.status, f.started_ts FROM buffer b
           LEFT JOIN flushes f ON f.id = b.flush_id WHERE b.status = 'processing'"""
    ).fetchall()
    return [
        BufferClaim(int(r[0]), None if r[1] is None else int(r[1]), r[2], None if r[3] is None else float(r[3]))
        for r in rows
    ]


def lock_holders(conn: sqlite3.Connection) -> list[Holder]:
    return [Holder(str(r[0]), int(r[1]), float(r[2])) for r in conn.execute("SELECT name, pid, acquired_ts FROM locks")]


def running_flushes(conn: sqlite3.Connection) -> list[Holder]:
    return [
        Holder(str(r[0]), int(r[1]), float(r[2]))
        for r in conn.execute("SELECT id, pid, started_ts FROM flushes WHERE status = 'running'")
    ]


def release_buffer(conn: sqlite3.Connection, record_ids: list[int]) -> None:
    for chunk in chunks(record_ids):
        conn.execute(
            f"UPDATE buffer SET status = 'idle', flush_id = NULL WHERE record_id IN ({marks(chunk)})", chunk
        )


def drop_lock(conn: sqlite3.Connection, name: str, pid: int) -> None:
    conn.execute("DELETE FROM locks WHERE name = ? AND pid = ?", (name, pid))


def abort_flush(conn: sqlite3.Connection, flush_id: int, note: str) -> None:
    conn.execute("UPDATE flushes SET status = 'aborted', note = ? WHERE id = ?", (note, flush_id))


_DANGLING = "record_id NOT IN (SELECT id FROM records)"


def dangling_sources(conn: sqlite3.Connection) -> tuple[set[int], int, int]:
    gone = {int(r[0]) for r in conn.execute(f"SELECT DISTINCT record_id FROM memory_sources WHERE {_DANGLING}")}
    gone |= {int(r[0]) for r in conn.execute(f"SELECT DISTINCT record_id FROM event_sources WHERE {_DANGLING}")}
    n_mem = scalar(conn, f"SELECT COUNT(*) FROM memory_sources WHERE {_DANGLING}")
    n_ev = scalar(conn, f"SELECT COUNT(*) FROM event_sources WHERE {_DANGLING}")
    return gone, n_mem, n_ev


def source_link_count(conn: sqlite3.Connection) -> int:
    return scalar(conn, "SELECT COUNT(*) FROM memory_sources") + scalar(conn, "SELECT COUNT(*) FROM event_sources")


def drop_dangling_sources(conn: sqlite3.Connection) -> None:
    conn.execute(f"DELETE FROM memory_sources WHERE {_DANGLING}")
    conn.execute(f"DELETE FROM event_sources WHERE {_DANGLING}")


def people_sources_missing(conn: sqlite3.Connection) -> list[int] | None:
    from memcli.store.sqlite.people import dangling_records, has_tables

    return dangling_records(conn) if has_tables(conn) else None


def people_fact_count(conn: sqlite3.Connection) -> int:
    return scalar(conn, "SELECT COUNT(*) FROM person_facts")


def _orphan_where() -> tuple[str, tuple[int, ...]]:
    """WHERE clause (and its parameters) of embeddings rows whose item does not exist.

    One primary-key range per kind, plus keys outside every kind's range
    (no item can own them).
    """
    from memcli.store.item_keys import all_kinds_range, kind_range
    from memcli.store.sqlite.vectors.keys import ITEM_TABLE

    parts: list[str] = []
    params: list[int] = []
    for kind, table in ITEM_TABLE.items():
        lo, hi = kind_range(kind)
        parts.append(f"(key BETWEEN ? AND ? AND key - ? NOT IN (SELECT id FROM {table}))")
        params += [lo, hi, lo]
    lo, hi = all_kinds_range()
    parts.append("key < ? OR key > ?")
    params += [lo, hi]
    return " OR ".join(parts), tuple(params)


def orphan_embeddings(conn: sqlite3.Connection) -> int:
    where, params = _orphan_where()
    return scalar(conn, f"SELECT COUNT(*) FROM embeddings WHERE {where}", params)


def drop_orphan_embeddings(conn: sqlite3.Connection) -> None:
    where, params = _orphan_where()
    conn.execute(f"DELETE FROM embeddings WHERE {where}", params)


def live_embedding_keys(conn: sqlite3.Connection, model: str) -> set[int]:
    from memcli.store.item_keys import kind_range
    from memcli.store.sqlite.vectors.keys import model_id

    mid = model_id(conn, model)
    keys: set[int] = set()
    for kind, live in _LIVE_ITEM.items():
        lo, hi = kind_range(kind)
        keys.update(
            int(r[0])
            for r in conn.execute(
                f"""SELECT e.key FROM embeddings e WHERE e.key BETWEEN ? AND ? AND e.model = ?
                    AND EXISTS ({live.format(item="e.key - ?")})""",
                (lo, hi, mid, lo),
            )
        )
    return keys
