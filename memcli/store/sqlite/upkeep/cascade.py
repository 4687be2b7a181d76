"""The SQL behind the forget cascade on SQLite: reading what a forget touches, rewriting what it rebuilds.

What to rebuild and how is decided above the store (:mod:`memcli.upkeep.cascade`,
:mod:`memcli.distill.rederive`); this module reads the derived items and
records those need and writes the rebuilt rows back in place, inside the
forget's transaction (:func:`memcli.store.sqlite.upkeep_forget.apply_forget`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator

from memcli.store.item_keys import ID_LIMIT, item_key
from memcli.store.protocols.flushing import PendingRecord
from memcli.store.protocols.upkeep import DerivedEvent, DerivedMemory, RebuiltEvent, RebuiltMemory, TextHits
from memcli.store.text import event_fts_body, memory_fts_body
from memcli.core.timeutil import now, to_iso


def _chunks(values: list[int], size: int = 500) -> Iterator[list[int]]:
    for i in range(0, len(values), size):
        yield values[i : i + size]


def _marks(values: list[int]) -> str:
    return ",".join("?" * len(values))


def _sources(conn: sqlite3.Connection, table: str, key: str, ids: list[int]) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {i: [] for i in ids}
    for chunk in _chunks(ids):
        for item, rec in conn.execute(
            f"SELECT {key}, record_id FROM {table} WHERE {key} IN ({_marks(chunk)}) ORDER BY record_id", chunk
        ):
            out[int(item)].append(int(rec))
    return out


def derived_memories(conn: sqlite3.Connection, memory_ids: list[int]) -> list[DerivedMemory]:
    ids = sorted(set(memory_ids))
    sources = _sources(conn, "memory_sources", "memory_id", ids)
    out: list[DerivedMemory] = []
    for chunk in _chunks(ids):
        for r in conn.execute(
            f"""SELECT id, user_id, character, type, owner, topic, sub_topic, content, status, content_hash,
                       occurred_at, occurred_ts FROM memories WHERE id IN ({_marks(chunk)}) ORDER BY id""", chunk
        ):
            out.append(DerivedMemory(int(r[0]), r[1], r[2] or "", r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10],
                                     float(r[11]), sources[int(r[0])]))
    return out


def derived_events(conn: sqlite3.Connection, event_ids: list[int]) -> list[DerivedEvent]:
    ids = sorted(set(event_ids))
    sources = _sources(conn, "event_sources", "event_id", ids)
    out: list[DerivedEvent] = []
    for chunk in _chunks(ids):
        for r in conn.execute(
            f"SELECT id, user_id, character, summary, gists, content_hash FROM events WHERE id IN ({_marks(chunk)}) "
            "ORDER BY id", chunk
        ):
            out.append(DerivedEvent(int(r[0]), r[1], r[2] or "", r[3], json.loads(r[4] or "[]"), r[5],
                                    sources[int(r[0])]))
    return out


def derivation_records(conn: sqlite3.Connection, record_ids: list[int]) -> list[PendingRecord]:
    out: list[PendingRecord] = []
    for chunk in _chunks(sorted(set(record_ids))):
        out.extend(PendingRecord._make(r) for r in conn.execute(
            f"""SELECT id, text, role, speaker, user_id, COALESCE(character, ''), session, occurred_at, occurred_ts,
                       0, tags, extra FROM records WHERE id IN ({_marks(chunk)})""", chunk))
    return sorted(out, key=lambda r: (r.occurred_ts, r.id))


def _mine(user: str | None, alias: str = "") -> tuple[str, list[str]]:
    column = f"{alias}user_id" if alias else "user_id"
    return ("", []) if user is None else (f" AND {column} = ?", [user])


def find_text(conn: sqlite3.Connection, text: str, limit: int, user: str | None) -> TextHits:
    """``instr`` is an exact, case-sensitive substring test in any script (no LIKE wildcards, no FTS syntax)."""
    mine, params = _mine(user)
    records = [int(r[0]) for r in conn.execute(
        f"SELECT id FROM records WHERE instr(text, ?) > 0{mine} ORDER BY id LIMIT ?", (text, *params, limit))]
    memories = [int(r[0]) for r in conn.execute(
        f"SELECT id FROM memories WHERE instr(content, ?) > 0{mine} ORDER BY id", (text, *params))]
    events = [int(r[0]) for r in conn.execute(
        f"SELECT id FROM events WHERE (instr(summary, ?) > 0 OR instr(gists, ?) > 0){mine} ORDER BY id",
        (text, json.dumps(text, ensure_ascii=False)[1:-1], *params))]
    facts: list[int] = []
    if conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'person_facts'").fetchone():
        pmine, pparams = _mine(user, "p.")
        facts = [int(r[0]) for r in conn.execute(
            f"""SELECT f.id FROM person_facts f JOIN people p ON p.id = f.person_id
                WHERE instr(f.value, ?) > 0{pmine} ORDER BY f.id""", (text, *pparams))]
    cue_user = "" if user is None else \
        " AND EXISTS (SELECT 1 FROM record_cues rc JOIN records r ON r.id = rc.record_id WHERE rc.cue_id = cues.id " \
        "AND r.user_id = ?)"
    cues = [int(r[0]) for r in conn.execute(
        f"SELECT id FROM cues WHERE instr(label, ?) > 0{cue_user} ORDER BY id", (text, *params))]
    return TextHits(records, memories, events, facts, cues)


def count_records_with(conn: sqlite3.Connection, text: str, user: str | None) -> int:
    mine, params = _mine(user)
    return int(conn.execute(f"SELECT COUNT(*) FROM records WHERE instr(text, ?) > 0{mine}",
                            (text, *params)).fetchone()[0])


def record_texts(conn: sqlite3.Connection, user: str | None) -> Iterator[tuple[int, str]]:
    mine, params = _mine(user)
    for rid, text in conn.execute(f"SELECT id, text FROM records WHERE 1 = 1{mine} ORDER BY id", params):
        yield int(rid), str(text)


def derived_texts(conn: sqlite3.Connection, user: str | None) -> Iterator[tuple[str, int, str]]:
    mine, params = _mine(user)
    for mid, content in conn.execute(f"SELECT id, content FROM memories WHERE 1 = 1{mine} ORDER BY id", params):
        yield "memory", int(mid), str(content)
    for eid, summary, gists in conn.execute(f"SELECT id, summary, gists FROM events WHERE 1 = 1{mine} ORDER BY id",
                                            params):
        yield "event", int(eid), "\n".join([str(summary), *json.loads(gists or "[]")])
    if conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'person_facts'").fetchone():
        pmine, pparams = _mine(user, "p.")
        for fid, value in conn.execute(
                f"SELECT f.id, f.value FROM person_facts f JOIN people p ON p.id = f.person_id WHERE 1 = 1{pmine} "
                "ORDER BY f.id", pparams):
            yield "fact", int(fid), str(value)


def _drop_vector(conn: sqlite3.Connection, kind: str, item_id: int) -> bool:
    if not 0 <= item_id < ID_LIMIT:
        return False
    return bool(conn.execute("DELETE FROM embeddings WHERE key = ?", (item_key(kind, item_id),)).rowcount)


def rewrite_memories(conn: sqlite3.Connection, rebuilt: dict[int, RebuiltMemory]) -> bool:
    """Rewrite each memory in place from what its sources still say; True when a vector was dropped."""
    stamp = to_iso(now())
    dropped = False
    for mid, new in sorted(rebuilt.items()):
        row = conn.execute("SELECT topic, sub_topic, status FROM memories WHERE id = ?", (mid,)).fetchone()
        if row is None:
            continue
        conn.execute(
            """UPDATE memories SET content = ?, content_hash = ?, occurred_at = ?, occurred_ts = ?, updated_at = ?
               WHERE id = ?""", (new.content, new.content_hash, new.occurred_at, new.occurred_ts, stamp, mid))
        conn.execute("DELETE FROM memory_sources WHERE memory_id = ?", (mid,))
        conn.executemany("INSERT OR IGNORE INTO memory_sources(memory_id, record_id) VALUES (?, ?)",
                         [(mid, r) for r in new.sources])
        conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (mid,))
        if row[2] == "active":
            conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)",
                         (mid, memory_fts_body(new.content, row[0], row[1])))
        dropped = _drop_vector(conn, "memory", mid) or dropped
    return dropped


def rewrite_events(conn: sqlite3.Connection, rebuilt: dict[int, RebuiltEvent]) -> bool:
    """Rewrite each event in place from the records of its episode that are left; True when a vector was dropped."""
    dropped = False
    for eid, new in sorted(rebuilt.items()):
        conn.execute(
            """UPDATE events SET summary = ?, gists = ?, tags = ?, importance = ?, occurred_at = ?, occurred_ts = ?,
                   end_ts = ?, content_hash = ? WHERE id = ?""",
            (new.summary, json.dumps(new.gists, ensure_ascii=False), json.dumps(new.tags, ensure_ascii=False),
             int(max(1, min(100, new.importance))), new.occurred_at, new.occurred_ts, new.end_ts, new.content_hash,
             eid))
        conn.execute("DELETE FROM event_sources WHERE event_id = ?", (eid,))
        conn.executemany("INSERT OR IGNORE INTO event_sources(event_id, record_id) VALUES (?, ?)",
                         [(eid, r) for r in new.sources])
        conn.execute("DELETE FROM events_fts WHERE rowid = ?", (eid,))
        conn.execute("INSERT INTO events_fts(rowid, body) VALUES (?, ?)",
                     (eid, event_fts_body(new.summary, new.gists, new.tags)))
        dropped = _drop_vector(conn, "event", eid) or dropped
    return dropped


def clear_cue_labels(conn: sqlite3.Connection, cue_ids: list[int]) -> None:
    for chunk in _chunks(sorted(set(cue_ids))):
        conn.execute(f"UPDATE cues SET label = '' WHERE id IN ({_marks(chunk)})", chunk)
