"""The SQL of a forget: what a plan touches, and deleting it with every trace.

Which items a forget removes is decided in :mod:`memcli.upkeep.forgetting`; this
module answers its questions and carries out the resulting
:class:`~memcli.store.protocols.upkeep.ForgetPlan` inside the caller's
transaction.
"""

from __future__ import annotations

import sqlite3
import time
from typing import Any

from memcli.core import ids
from memcli.store.item_keys import ID_LIMIT, item_key
from memcli.store.protocols.upkeep import DerivedKind, ForgetPlan, ItemKind
from memcli.store.sqlite.vectors.keys import ITEM_TABLE
from memcli.store.text import memory_fts_body
from memcli.core.timeutil import now, to_iso

_SOURCES = {"memory": ("memory_sources", "memory_id"), "event": ("event_sources", "event_id")}
_TEXT = {"record": ("records", "text"), "memory": ("memories", "content"), "event": ("events", "summary")}
_ORDER = "ORDER BY valid_from_ts DESC, occurred_ts DESC, id DESC"
"""Newest value first: the one a slot falls back to."""


def chunks(values: list[int], size: int = 500) -> list[list[int]]:
    """Slices small enough for one statement's parameters."""
    return [values[i : i + size] for i in range(0, len(values), size)]


def marks(values: list[Any]) -> str:
    return ",".join("?" * len(values))


def item_exists(conn: sqlite3.Connection, kind: ItemKind, item_id: int, user: str | None = None) -> bool:
    """Whether the item is stored (and, with *user*, is that user's: records, memories and events carry one)."""
    if user is None:
        return conn.execute(f"SELECT 1 FROM {ITEM_TABLE[kind]} WHERE id = ?", (item_id,)).fetchone() is not None
    return conn.execute(f"SELECT 1 FROM {ITEM_TABLE[kind]} WHERE id = ? AND user_id = ?",
                        (item_id, user)).fetchone() is not None


def record_was_forgotten(conn: sqlite3.Connection, record_id: int) -> bool:
    return conn.execute("SELECT 1 FROM forgotten_records WHERE record_id = ?", (record_id,)).fetchone() is not None


def records_from_source(conn: sqlite3.Connection, spellings: list[str], user: str | None = None) -> list[int]:
    from memcli.store.text import clean_text

    # a name that is not valid UTF-8 was stored cleaned (U+FFFD), and SQLite cannot bind the raw form
    cands = list(dict.fromkeys(clean_text(c) for c in spellings))
    mine = "" if user is None else " AND user_id = ?"
    rows = conn.execute(f"SELECT id FROM records WHERE source_path IN ({marks(cands)}){mine} ORDER BY id",
                        cands if user is None else [*cands, user])
    return [int(r[0]) for r in rows]


def sources_touched(
    conn: sqlite3.Connection, kind: DerivedKind, record_ids: set[int]
) -> dict[int, tuple[list[int], list[int]]]:
    table, key = _SOURCES[kind]
    touched: dict[int, set[int]] = {}
    for chunk in chunks(sorted(record_ids)):
        for item_id, rec in conn.execute(
            f"SELECT {key}, record_id FROM {table} WHERE record_id IN ({marks(chunk)})", chunk
        ):
            touched.setdefault(int(item_id), set()).add(int(rec))
    out: dict[int, tuple[list[int], list[int]]] = {}
    for item_id, lost in sorted(touched.items()):
        cited = conn.execute(f"SELECT record_id FROM {table} WHERE {key} = ?", (item_id,)).fetchall()
        out[item_id] = (sorted(lost), sorted({int(r[0]) for r in cited}))
    return out


def item_text(conn: sqlite3.Connection, kind: ItemKind, item_id: int) -> str:
    table, col = _TEXT[kind]
    row = conn.execute(f"SELECT {col} FROM {table} WHERE id = ?", (item_id,)).fetchone()
    return str(row[0]) if row else ""


def _watermark(conn: sqlite3.Connection, digest: str, kind: str, item_id: str, stamp: float) -> None:
    conn.execute(
        """INSERT OR IGNORE INTO watermarks(content_hash, kind, item_id, forgotten_at, forgotten_ts)
           VALUES (?, ?, ?, ?, ?)""",
        (digest, kind, item_id, to_iso(now()), stamp),
    )


def bump_embeddings_version(conn: sqlite3.Connection) -> None:
    """Tell vector-file readers that the embeddings table changed: a file built for an older version is stale.

    The same bump as :meth:`memcli.store.sqlite.vectors.area.SqliteVectors.bump_version`, on a bare connection.
    """
    from memcli.store.sqlite.db import get_meta, set_meta

    current = get_meta(conn, "embeddings_version", "0") or "0"
    try:
        nxt = int(current) + 1
    except ValueError:
        nxt = int(time.time())
    set_meta(conn, "embeddings_version", str(nxt))
    set_meta(conn, "embeddings_model", get_meta(conn, "embeddings_model", "") or "")


def _drop_embedding(conn: sqlite3.Connection, kind: str, item_id: int) -> None:
    """Delete the item's vector (one primary-key row)."""
    if not 0 <= item_id < ID_LIMIT:  # no key holds such an id, so no vector exists to delete
        return
    cur = conn.execute("DELETE FROM embeddings WHERE key = ?", (item_key(kind, item_id),))
    if cur.rowcount:
        bump_embeddings_version(conn)


def _activate(conn: sqlite3.Connection, memory_id: int, siblings: list[int]) -> None:
    """Make *memory_id* the current value again; older siblings point at it; it is indexed like a fresh one."""
    conn.execute(
        "UPDATE memories SET status = 'active', superseded_by = NULL, valid_to_ts = NULL, updated_at = ? WHERE id = ?",
        (to_iso(now()), memory_id),
    )
    for sib in siblings:
        if sib != memory_id:
            conn.execute(
                "UPDATE memories SET superseded_by = ? WHERE id = ? AND status = 'superseded'", (memory_id, sib)
            )
    conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (memory_id,))
    row = conn.execute("SELECT content, topic, sub_topic FROM memories WHERE id = ?", (memory_id,)).fetchone()
    body = memory_fts_body(row[0], row[1], row[2]) if row is not None else ""
    conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (memory_id, body))


def _may_be_current(conn: sqlite3.Connection, memory_id: int) -> bool:
    """Every source of the memory is still stored, and its owner did not reject it: a value that may be current."""
    from memcli.store.protocols.memories import REJECTED_PREFIX

    if conn.execute("SELECT 1 FROM memories m JOIN watermarks w ON w.content_hash = ? || m.content_hash "
                    "WHERE m.id = ?", (REJECTED_PREFIX, memory_id)).fetchone() is not None:
        return False
    rows = conn.execute(
        """SELECT ms.record_id, r.id FROM memory_sources ms LEFT JOIN records r ON r.id = ms.record_id
           WHERE ms.memory_id = ?""",
        (memory_id,),
    ).fetchall()
    return all(r[1] is not None for r in rows)


def _forget_records(conn: sqlite3.Connection, record_ids: list[int], stamp: float) -> None:
    import json

    from memcli.store.text import record_text_mark, time_known

    touched_cues: set[int] = set()
    forgotten_texts: list[str] = []
    for chunk in chunks(record_ids):
        for row in conn.execute(
            f"SELECT id, content_hash, user_id, role, text, occurred_ts, extra FROM records WHERE id IN ({marks(chunk)})",
            chunk,
        ).fetchall():
            rid_ = int(row[0])
            _watermark(conn, row[1], "record", ids.rid(rid_), stamp)
            try:
                known = time_known(json.loads(row[6] or "{}"))
            except ValueError:
                known = True
            _watermark(conn, record_text_mark(row[2], row[3], row[4], float(row[5]) if known else None),
                       "record", ids.rid(rid_), stamp)
            forgotten_texts.append(str(row[4]))
            conn.execute("INSERT OR IGNORE INTO forgotten_records(record_id, forgotten_ts) VALUES (?, ?)", (rid_, stamp))
            touched_cues.update(int(c[0]) for c in conn.execute(
                "SELECT cue_id FROM record_cues WHERE record_id = ?", (rid_,)
            ))
            conn.execute("DELETE FROM records_fts WHERE rowid = ?", (rid_,))
            _drop_embedding(conn, "record", rid_)
            conn.execute("DELETE FROM buffer WHERE record_id = ?", (rid_,))
            conn.execute("DELETE FROM record_cues WHERE record_id = ?", (rid_,))
            conn.execute("DELETE FROM records WHERE id = ?", (rid_,))
    for cue_id in sorted(touched_cues):
        left = [str(r[0]) for r in conn.execute(
            "SELECT r.text FROM record_cues rc JOIN records r ON r.id = rc.record_id WHERE rc.cue_id = ?", (cue_id,))]
        if not left:
            conn.execute("DELETE FROM cues WHERE id = ?", (cue_id,))
            continue
        label = conn.execute("SELECT label FROM cues WHERE id = ?", (cue_id,)).fetchone()
        if label and label[0] and any(label[0] in t for t in forgotten_texts) and not any(label[0] in t for t in left):
            conn.execute("UPDATE cues SET label = '' WHERE id = ?", (cue_id,))  # only a forgotten record said it


def _forget_memories(
    conn: sqlite3.Connection, plan: ForgetPlan, stamp: float
) -> tuple[list[tuple[Any, ...]], list[list[int]]]:
    """Delete the plan's memories, relinking supersede chains; returns (profile slots, successor groups)
    that lost their current value."""
    slots: list[tuple[Any, ...]] = []
    successors: list[list[int]] = []
    for mid in plan.memories:
        row = conn.execute("SELECT * FROM memories WHERE id = ?", (mid,)).fetchone()
        if row is None:
            continue
        if plan.watermark:
            _watermark(conn, row["content_hash"], "memory", ids.fmt("memory", mid), stamp)
        if row["status"] == "active":
            if row["type"] == "profile" and row["topic"] is not None:
                slots.append((row["user_id"], row["character"], row["type"], row["topic"], row["sub_topic"]))
            else:
                successors.append(
                    [int(r[0]) for r in conn.execute("SELECT id FROM memories WHERE superseded_by = ?", (mid,))]
                )
        conn.execute("UPDATE memories SET superseded_by = ? WHERE superseded_by = ?", (row["superseded_by"], mid))
        conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (mid,))
        _drop_embedding(conn, "memory", mid)
        conn.execute("DELETE FROM memory_sources WHERE memory_id = ?", (mid,))
        conn.execute("DELETE FROM memories WHERE id = ?", (mid,))
    return slots, successors


def _reactivate(
    conn: sqlite3.Connection, plan: ForgetPlan, slots: list[tuple[Any, ...]], successors: list[list[int]]
) -> list[int]:
    reactivated: list[int] = []
    deleted = set(plan.memories)
    for user_id, character, mtype, topic, sub_topic in slots:
        members = conn.execute(
            f"""SELECT id, status FROM memories WHERE user_id = ? AND character = ? AND type = ?
                  AND topic IS ? AND sub_topic IS ? {_ORDER}""",
            (user_id, character, mtype, topic, sub_topic),
        ).fetchall()
        if any(m[1] == "active" for m in members):
            continue
        ids_ = [int(m[0]) for m in members if int(m[0]) not in deleted]
        pick = next((m for m in ids_ if _may_be_current(conn, m)), None)
        if pick is not None:
            _activate(conn, pick, ids_)
            reactivated.append(pick)
    for group in successors:
        rows = [
            int(r[0])
            for chunk in chunks(group)
            for r in conn.execute(
                f"SELECT id FROM memories WHERE id IN ({marks(chunk)}) AND status = 'superseded' {_ORDER}", chunk
            )
        ]
        pick = next((m for m in rows if _may_be_current(conn, m)), None)
        if pick is not None:
            _activate(conn, pick, rows)
            reactivated.append(pick)
    return reactivated


def _forget_events(conn: sqlite3.Connection, plan: ForgetPlan, stamp: float) -> None:
    for eid in plan.events:
        row = conn.execute("SELECT content_hash FROM events WHERE id = ?", (eid,)).fetchone()
        if row is None:
            continue
        if plan.watermark:
            _watermark(conn, row[0], "event", ids.fmt("event", eid), stamp)
        conn.execute("DELETE FROM events_fts WHERE rowid = ?", (eid,))
        _drop_embedding(conn, "event", eid)
        conn.execute("DELETE FROM event_sources WHERE event_id = ?", (eid,))
        conn.execute("DELETE FROM events WHERE id = ?", (eid,))


def apply_forget(conn: sqlite3.Connection, plan: ForgetPlan, single_valued_attrs: frozenset[str]) -> list[int]:
    from memcli.store.sqlite.upkeep import cascade
    from memcli.store.sqlite.people import forget_facts, forget_records as forget_people_facts

    stamp = time.time()
    _forget_records(conn, plan.records, stamp)
    changed = cascade.rewrite_memories(conn, plan.memories_rebuilt)
    slots, successors = _forget_memories(conn, plan, stamp)
    reactivated = _reactivate(conn, plan, slots, successors)
    changed = cascade.rewrite_events(conn, plan.events_rebuilt) or changed
    _forget_events(conn, plan, stamp)
    forget_people_facts(conn, list(plan.records), single_valued_attrs)
    forget_facts(conn, plan.facts, single_valued_attrs)
    cascade.clear_cue_labels(conn, plan.cue_labels)
    if changed:
        bump_embeddings_version(conn)
    return reactivated
