"""``mem forget``: delete an item and everything derived from it, and leave a watermark.

What goes when a raw record is forgotten:

* the record row, its buffer row, its cue links (and a cue left with no
  record), its full-text row and its embedding;
* every memory and event whose *only* sources were forgotten records (a
  memory or event with other sources stays and loses just the forgotten
  ones — the report lists those so the user can forget them too);
* a profile slot whose active memory went away falls back to the newest
  older value whose sources still exist (history is kept, so "what did I
  say before" is still true).

A watermark (the content hash) is written for every deleted record, memory
and event: :func:`memcli.store.sqlite.records.insert_records` skips a watermarked
record on re-import, and distillation checks the watermarks and
``forgotten_records`` before writing, so neither a later re-import nor a
flush that started before the forget can bring the content back.
"""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memcli import ids
from memcli.errors import MemError
from memcli.store.sqlite.db import transaction
from memcli.store.sqlite.embedding_keys import ITEM_TABLE
from memcli.timeutil import now, to_iso


@dataclass
class ForgetPlan:
    """Everything one forget will delete or change, computed before writing."""

    records: list[int] = field(default_factory=list)
    memories: list[int] = field(default_factory=list)
    events: list[int] = field(default_factory=list)
    memories_trimmed: dict[int, list[int]] = field(default_factory=dict)
    events_trimmed: dict[int, list[int]] = field(default_factory=dict)
    already_forgotten: list[str] = field(default_factory=list)

    def is_empty(self) -> bool:
        return not (self.records or self.memories or self.events or self.memories_trimmed or self.events_trimmed)


def _chunks(values: list[int], size: int = 500) -> list[list[int]]:
    return [values[i : i + size] for i in range(0, len(values), size)]


def _in(values: list[int]) -> str:
    return ",".join("?" * len(values))


def source_candidates(path: str) -> list[str]:
    """Spellings of *path* an importer may have stored as ``records.source_path``."""
    from memcli.store.sqlite.records import clean_text

    out = [path]
    for cand in (os.path.abspath(os.path.expanduser(path)), os.path.realpath(os.path.expanduser(path))):
        if cand not in out:
            out.append(cand)
    # a name that is not valid UTF-8 was stored cleaned (U+FFFD), and SQLite cannot bind the raw form
    return list(dict.fromkeys(clean_text(c) for c in out))


def records_from_source(conn: sqlite3.Connection, path: str) -> list[int]:
    cands = source_candidates(path)
    rows = conn.execute(
        f"SELECT id FROM records WHERE source_path IN ({_in(list(range(len(cands))))}) ORDER BY id", cands
    ).fetchall()
    return [int(r[0]) for r in rows]


def _derived_from_records(
    conn: sqlite3.Connection, record_ids: set[int], table: str, key: str
) -> tuple[list[int], dict[int, list[int]]]:
    """Items of ``memory_sources``/``event_sources`` touched by *record_ids*.

    Returns (items whose every source is going, items that only lose some).
    """
    touched: dict[int, list[int]] = {}
    rids = sorted(record_ids)
    for chunk in _chunks(rids):
        for item_id, rec in conn.execute(
            f"SELECT {key}, record_id FROM {table} WHERE record_id IN ({_in(chunk)})", chunk
        ):
            touched.setdefault(int(item_id), []).append(int(rec))
    gone: list[int] = []
    trimmed: dict[int, list[int]] = {}
    for item_id, lost in sorted(touched.items()):
        remaining = conn.execute(f"SELECT record_id FROM {table} WHERE {key} = ?", (item_id,)).fetchall()
        if all(int(r[0]) in record_ids for r in remaining):
            gone.append(item_id)
        else:
            trimmed[item_id] = sorted(set(lost))
    return gone, trimmed


def plan_forget(
    conn: sqlite3.Connection,
    targets: list[str],
    source_paths: list[str] | None = None,
    *,
    extra_record_ids: set[int] | None = None,
) -> ForgetPlan:
    """Work out what forgetting *targets* (public ids) and *source_paths* removes.

    Raises :class:`MemError` for an id that does not exist (nothing is
    changed), so a typo never half-forgets a list. *extra_record_ids* are
    record ids that are already gone (used by ``doctor --fix`` for dangling
    sources): derived items are handled as if those records were forgotten now.
    """
    plan = ForgetPlan()
    records: set[int] = set()
    memories: set[int] = set()
    events: set[int] = set()
    missing: list[str] = []
    for target in targets:
        kind, num = ids.parse(target)
        if conn.execute(f"SELECT 1 FROM {ITEM_TABLE[kind]} WHERE id = ?", (num,)).fetchone():
            {"record": records, "memory": memories, "event": events}[kind].add(num)
        elif kind == "record" and conn.execute(
            "SELECT 1 FROM forgotten_records WHERE record_id = ?", (num,)
        ).fetchone():
            plan.already_forgotten.append(ids.fmt(kind, num))
        else:
            missing.append(target)
    for path in source_paths or []:
        found = records_from_source(conn, path)
        if not found:
            missing.append(f"--source {path}")
        records.update(found)
    if missing:
        raise MemError(
            "nothing to forget for " + ", ".join(missing) + "; check the ids with `mem read ID` (nothing was changed)"
        )
    gone_records = records | (extra_record_ids or set())
    if gone_records:
        m_gone, m_trim = _derived_from_records(conn, gone_records, "memory_sources", "memory_id")
        e_gone, e_trim = _derived_from_records(conn, gone_records, "event_sources", "event_id")
        memories.update(m_gone)
        events.update(e_gone)
        plan.memories_trimmed = {k: v for k, v in m_trim.items() if k not in memories}
        plan.events_trimmed = {k: v for k, v in e_trim.items() if k not in events}
    plan.records = sorted(records)
    plan.memories = sorted(memories)
    plan.events = sorted(events)
    return plan


def _watermark(conn: sqlite3.Connection, digest: str, kind: str, item_id: str, stamp: float) -> None:
    conn.execute(
        """INSERT OR IGNORE INTO watermarks(content_hash, kind, item_id, forgotten_at, forgotten_ts)
           VALUES (?, ?, ?, ?, ?)""",
        (digest, kind, item_id, to_iso(now()), stamp),
    )


def _drop_embedding(conn: sqlite3.Connection, kind: str, item_id: int) -> None:
    """Delete the item's vector (one primary-key row); bumping ``embeddings_version`` marks the vector file stale."""
    from memcli.store.sqlite.embedding_keys import ID_LIMIT, item_key

    if not 0 <= item_id < ID_LIMIT:  # no key holds such an id, so no vector exists to delete
        return
    cur = conn.execute("DELETE FROM embeddings WHERE key = ?", (item_key(kind, item_id),))
    if cur.rowcount:
        _bump_embeddings_version(conn)


def _bump_embeddings_version(conn: sqlite3.Connection) -> None:
    try:
        from memcli.embed import bump_embeddings_version
    except ImportError:  # no embedding support in this build
        return
    bump_embeddings_version(conn)


def purge_vector_files(home: Path) -> int:
    """Delete the derived vector matrix so no forgotten vector stays on disk.

    It is rebuilt from the ``embeddings`` table by the next semantic recall
    (or ``mem reindex``); a reader that has it mapped keeps working.
    """
    n = 0
    try:
        from memcli.recall.vectors import vectors_dir
    except ImportError:
        return 0
    directory = vectors_dir(home)
    if not directory.is_dir():
        return 0
    for path in directory.iterdir():
        try:
            if path.is_file():
                path.unlink()
                n += 1
        except OSError:
            pass
    return n


SCRUB_PENDING = "scrub_pending"
"""``meta`` key set in a forget's own transaction and cleared once the files are scrubbed."""
FTS_TABLES = ("records_fts", "memories_fts", "events_fts")


def _merge_fts(conn: sqlite3.Connection) -> None:
    """Merge every full-text index into one segment: FTS5 otherwise keeps deleted rows' terms until a later merge."""
    for fts in FTS_TABLES:
        conn.execute(f"INSERT INTO {fts}({fts}) VALUES ('optimize')")


def _checkpoint(conn: sqlite3.Connection) -> bool:
    """Copy the log into the main file and truncate it; False when a reader kept part of it."""
    try:
        row = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    except sqlite3.OperationalError:
        return False
    return row is None or int(row[0]) == 0


def finish_scrub(conn: sqlite3.Connection) -> bool:
    """Finish the scrub a forget started: the main file gets the scrubbed pages, the log is emptied.

    Until the checkpoint the main database file still holds the pages as
    they were before the forget (the forget's scrubbed pages are in the
    write-ahead log), so the marker stays until it succeeds; a forget killed
    in between leaves the marker and the next command (or ``mem doctor``)
    comes here. Returns True when nothing is pending any more.
    """
    if not _checkpoint(conn):
        return False
    with transaction(conn):
        conn.execute("DELETE FROM meta WHERE key = ?", (SCRUB_PENDING,))
    _checkpoint(conn)  # the marker's own deletion: nothing forgotten is in it
    return True


def scrub_pending(conn: sqlite3.Connection) -> bool:
    try:
        return conn.execute("SELECT 1 FROM meta WHERE key = ?", (SCRUB_PENDING,)).fetchone() is not None
    except sqlite3.OperationalError:
        return False


def complete_pending_scrub(conn: sqlite3.Connection) -> bool:
    """Redo an interrupted forget's scrub (merge, checkpoint) if its marker is set; True if one was finished."""
    if not scrub_pending(conn):
        return False
    conn.execute("PRAGMA secure_delete = ON")
    try:
        with transaction(conn):
            _merge_fts(conn)
        return finish_scrub(conn)
    finally:
        conn.execute("PRAGMA secure_delete = OFF")


def _test_pause_after_commit() -> None:
    """Crash tests: ``MEM_TEST_FORGET_SLEEP=SECONDS`` pauses between the commit and the file scrub."""
    raw = os.environ.get("MEM_TEST_FORGET_SLEEP")
    if raw:
        try:
            time.sleep(float(raw))
        except ValueError:
            pass


def memory_fts_body(conn: sqlite3.Connection, memory_id: int) -> str:
    """The full-text body of a memory, exactly as the distiller indexes it.

    A memory that becomes active again must be indexed like a freshly
    written one, so the distiller's own function is used when present.
    """
    row = conn.execute("SELECT content, topic, sub_topic FROM memories WHERE id = ?", (memory_id,)).fetchone()
    if row is None:
        return ""
    try:
        from memcli.distill.store import memory_fts_body as distill_body
    except ImportError:  # pragma: no cover - the distiller is part of every build
        from memcli.textproc import segment

        words = " ".join(w.replace("_", " ") for w in (row[1] or "", row[2] or "") if w)
        return segment(row[0] + (" " + words if words else ""))
    return str(distill_body(row[0], row[1], row[2]))


def _activate(conn: sqlite3.Connection, memory_id: int, siblings: list[int]) -> None:
    """Make *memory_id* the active value again; older siblings point at it."""
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
    conn.execute(
        "INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (memory_id, memory_fts_body(conn, memory_id))
    )


def _has_live_sources(conn: sqlite3.Connection, memory_id: int) -> bool:
    rows = conn.execute(
        """SELECT ms.record_id, r.id FROM memory_sources ms LEFT JOIN records r ON r.id = ms.record_id
           WHERE ms.memory_id = ?""",
        (memory_id,),
    ).fetchall()
    return all(r[1] is not None for r in rows)


def apply_forget(conn: sqlite3.Connection, plan: ForgetPlan) -> dict[str, Any]:
    """Carry out *plan*. Call inside a transaction."""
    stamp = time.time()
    orphan_cues: set[int] = set()
    for chunk in _chunks(plan.records):
        for row in conn.execute(f"SELECT id, content_hash FROM records WHERE id IN ({_in(chunk)})", chunk).fetchall():
            rid_ = int(row[0])
            _watermark(conn, row[1], "record", ids.rid(rid_), stamp)
            conn.execute("INSERT OR IGNORE INTO forgotten_records(record_id, forgotten_ts) VALUES (?, ?)", (rid_, stamp))
            orphan_cues.update(int(c[0]) for c in conn.execute(
                "SELECT cue_id FROM record_cues WHERE record_id = ?", (rid_,)
            ))
            conn.execute("DELETE FROM records_fts WHERE rowid = ?", (rid_,))
            _drop_embedding(conn, "record", rid_)
            conn.execute("DELETE FROM buffer WHERE record_id = ?", (rid_,))
            conn.execute("DELETE FROM record_cues WHERE record_id = ?", (rid_,))
            conn.execute("DELETE FROM records WHERE id = ?", (rid_,))
    for cue_id in sorted(orphan_cues):
        if not conn.execute("SELECT 1 FROM record_cues WHERE cue_id = ? LIMIT 1", (cue_id,)).fetchone():
            conn.execute("DELETE FROM cues WHERE id = ?", (cue_id,))

    # memories: relink supersede chains, remember which slots need a new active value
    slots: list[tuple[Any, ...]] = []
    successors: list[list[int]] = []
    deleted_mem = set(plan.memories)
    for mid in plan.memories:
        row = conn.execute("SELECT * FROM memories WHERE id = ?", (mid,)).fetchone()
        if row is None:
            continue
        _watermark(conn, row["content_hash"], "memory", ids.fmt("memory", mid), stamp)
        if row["status"] == "active":
            if row["type"] == "profile" and row["topic"] is not None:
                slots.append((row["user_id"], row["character"], row["type"], row["topic"], row["sub_topic"]))
            else:
                successors.append(
                    [int(r[0]) for r in conn.execute("SELECT id FROM memories WHERE superseded_by = ?", (mid,))]
                )
        conn.execute(
            "UPDATE memories SET superseded_by = ? WHERE superseded_by = ?", (row["superseded_by"], mid)
        )
        conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (mid,))
        _drop_embedding(conn, "memory", mid)
        conn.execute("DELETE FROM memory_sources WHERE memory_id = ?", (mid,))
        conn.execute("DELETE FROM memories WHERE id = ?", (mid,))
    for mid, lost in plan.memories_trimmed.items():
        for chunk in _chunks(lost):
            conn.execute(
                f"DELETE FROM memory_sources WHERE memory_id = ? AND record_id IN ({_in(chunk)})", (mid, *chunk)
            )

    reactivated: list[int] = []
    for user_id, character, mtype, topic, sub_topic in slots:
        members = conn.execute(
            """SELECT id, status FROM memories WHERE user_id = ? AND character = ? AND type = ?
                 AND topic IS ? AND sub_topic IS ?
               ORDER BY valid_from_ts DESC, occurred_ts DESC, id DESC""",
            (user_id, character, mtype, topic, sub_topic),
        ).fetchall()
        if any(m[1] == "active" for m in members):
            continue
        ids_ = [int(m[0]) for m in members if int(m[0]) not in deleted_mem]
        pick = next((m for m in ids_ if _has_live_sources(conn, m)), None)
        if pick is not None:
            _activate(conn, pick, ids_)
            reactivated.append(pick)
    for group in successors:
        rows = [
            int(r[0])
            for chunk in _chunks(group)
            for r in conn.execute(
                f"""SELECT id FROM memories WHERE id IN ({_in(chunk)}) AND status = 'superseded'
                    ORDER BY valid_from_ts DESC, occurred_ts DESC, id DESC""",
                chunk,
            )
        ]
        pick = next((m for m in rows if _has_live_sources(conn, m)), None)
        if pick is not None:
            _activate(conn, pick, rows)
            reactivated.append(pick)

    for eid in plan.events:
        row = conn.execute("SELECT content_hash FROM events WHERE id = ?", (eid,)).fetchone()
        if row is None:
            continue
        _watermark(conn, row[0], "event", ids.fmt("event", eid), stamp)
        conn.execute("DELETE FROM events_fts WHERE rowid = ?", (eid,))
        _drop_embedding(conn, "event", eid)
        conn.execute("DELETE FROM event_sources WHERE event_id = ?", (eid,))
        conn.execute("DELETE FROM events WHERE id = ?", (eid,))
    for eid, lost in plan.events_trimmed.items():
        for chunk in _chunks(lost):
            conn.execute(
                f"DELETE FROM event_sources WHERE event_id = ? AND record_id IN ({_in(chunk)})", (eid, *chunk)
            )
    from memcli.distill.people import SINGLE_ATTRS
    from memcli.store.sqlite.people import forget_records

    forget_records(conn, list(plan.records), SINGLE_ATTRS)
    return {"reactivated": [ids.fmt("memory", m) for m in reactivated]}


def plan_report(conn: sqlite3.Connection, plan: ForgetPlan, *, dry_run: bool) -> dict[str, Any]:
    """The JSON shape of ``mem forget --json`` (also used for ``--dry-run``)."""

    def preview(table: str, col: str, item: int) -> str:
        row = conn.execute(f"SELECT {col} FROM {table} WHERE id = ?", (item,)).fetchone()
        text = str(row[0]) if row else ""
        return text if len(text) <= 80 else text[:77] + "…"

    items: list[dict[str, Any]] = []
    for r in plan.records:
        items.append({"id": ids.rid(r), "kind": "record", "text": preview("records", "text", r)})
    for m in plan.memories:
        items.append({"id": ids.fmt("memory", m), "kind": "memory", "text": preview("memories", "content", m)})
    for e in plan.events:
        items.append({"id": ids.fmt("event", e), "kind": "event", "text": preview("events", "summary", e)})
    kept: list[dict[str, Any]] = []
    for m, lost in plan.memories_trimmed.items():
        kept.append({"id": ids.fmt("memory", m), "kind": "memory", "text": preview("memories", "content", m),
                     "sources_removed": [ids.rid(x) for x in lost]})
    for e, lost in plan.events_trimmed.items():
        kept.append({"id": ids.fmt("event", e), "kind": "event", "text": preview("events", "summary", e),
                     "sources_removed": [ids.rid(x) for x in lost]})
    return {
        "dry_run": dry_run,
        "forgotten": items,
        "kept_with_fewer_sources": kept,
        "already_forgotten": plan.already_forgotten,
        "counts": {"records": len(plan.records), "memories": len(plan.memories), "events": len(plan.events)},
    }


def forget(
    conn: sqlite3.Connection,
    targets: list[str],
    source_paths: list[str] | None = None,
    *,
    dry_run: bool = False,
    home: Path | None = None,
) -> dict[str, Any]:
    """Forget *targets* and everything imported from *source_paths*; return the report.

    The plan is computed inside the write transaction, so what is reported
    is exactly what was deleted even if an import or flush runs meanwhile.
    The full-text merge is part of that transaction; afterwards the files
    are checkpointed (:func:`finish_scrub`) and, given *home*, the derived
    vector file is dropped.
    """
    if not targets and not source_paths:
        raise MemError("nothing to forget: give ids (r17, m3, e5) or --source PATH")
    if dry_run:
        plan = plan_forget(conn, targets, source_paths)
        report = plan_report(conn, plan, dry_run=True)
        report["reactivated"] = []
        return report
    conn.execute("PRAGMA secure_delete = ON")
    try:
        with transaction(conn):
            plan = plan_forget(conn, targets, source_paths)
            report = plan_report(conn, plan, dry_run=False)
            report.update(apply_forget(conn, plan))
            if not plan.is_empty():
                # the index merge commits with the deletion, so no kill can leave the terms indexed;
                # the marker says the files still need the checkpoint (finished below or by the next command)
                _merge_fts(conn)
                conn.execute(
                    "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (SCRUB_PENDING, to_iso(now()))
                )
        if not plan.is_empty():
            _test_pause_after_commit()
            finish_scrub(conn)
    finally:
        conn.execute("PRAGMA secure_delete = OFF")
    if home is not None and not plan.is_empty():
        purge_vector_files(home)
    return report


def report_lines(report: dict[str, Any]) -> list[str]:
    """Human lines for the plain-text output of ``mem forget``."""
    verb = "would forget" if report["dry_run"] else "forgot"
    lines = [f"{verb} {it['id']} ({it['kind']}): {it['text']}" for it in report["forgotten"]]
    for it in report["kept_with_fewer_sources"]:
        lines.append(
            f"{'would keep' if report['dry_run'] else 'kept'} {it['id']} ({it['kind']}) without "
            f"{', '.join(it['sources_removed'])}: {it['text']}  (forget it too with `mem forget {it['id']}`)"
        )
    for item in report.get("reactivated", []):
        lines.append(f"profile value {item} is current again")
    for item in report["already_forgotten"]:
        lines.append(f"{item} was already forgotten")
    if not lines:
        lines.append("nothing to forget")
    return lines


__all__ = ["ForgetPlan", "plan_forget", "apply_forget", "forget", "report_lines"]
