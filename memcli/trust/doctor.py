"""``mem doctor``: integrity and consistency checks, and ``--fix`` for what can be rebuilt.

Each check returns a :class:`Check`: how many problems it found, a line a
person can act on, and whether ``--fix`` can repair it. Raw records can
never be "fixed" (they are the truth); everything derived — full-text
rows, the vector file, buffer states, dangling provenance — can.

Exit status of the command: 0 when every check passes (after fixing, if
``--fix``), 1 when problems remain.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memcli.store.sqlite.db import is_read_only_error, transaction
from memcli.store.sqlite.expected_schema import SCHEMA_VERSION

if TYPE_CHECKING:  # checks read only embedding.model: `mem doctor` runs on light settings, without pydantic
    from memcli.config import Config
    from memcli.context.settings import LightSettings


@dataclass
class Check:
    name: str
    ok: bool
    problems: int
    detail: str
    fixable: bool = False
    fixed: bool = False


def pid_alive(pid: int | None) -> bool:
    """Is a process with this pid running (ours or anyone's)?"""
    if not pid or pid <= 0:
        return False
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    # a zombie (killed, not yet reaped by its parent) is dead for our purposes
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
            state = fh.read().rsplit(")", 1)[-1].split()[0]
        return state not in ("Z", "X")
    except (OSError, IndexError):
        return True


def _scalar(conn: sqlite3.Connection, sql: str, params: tuple[Any, ...] = ()) -> int:
    row = conn.execute(sql, params).fetchone()
    return int(row[0] or 0) if row else 0


def check_integrity(conn: sqlite3.Connection) -> Check:
    try:
        rows = [r[0] for r in conn.execute("PRAGMA integrity_check(20)")]
    except sqlite3.DatabaseError as exc:
        rows = [str(exc)]
    if rows == ["ok"]:
        return Check("integrity", True, 0, "SQLite integrity_check: ok")
    return Check(
        "integrity", False, len(rows),
        "SQLite integrity_check failed: " + "; ".join(rows[:3])
        + " — restore a backup (`mem restore PATH --force`); `mem export` may still save what is readable",
    )


def check_foreign_keys(conn: sqlite3.Connection) -> Check:
    rows = conn.execute("PRAGMA foreign_key_check").fetchall()
    if not rows:
        return Check("foreign_keys", True, 0, "no rows point at missing rows")
    tables = sorted({r[0] for r in rows})
    return Check("foreign_keys", False, len(rows), f"{len(rows)} rows in {', '.join(tables)} point at missing rows",
                 fixable=True)


def check_schema(conn: sqlite3.Connection) -> Check:
    """The version, and every table, index, trigger and view against the schema mem itself creates."""
    from memcli.store.sqlite.expected_schema import describe_differences, schema_differences

    version = _scalar(conn, "PRAGMA user_version")
    head = f"schema version {version} (this mem: {SCHEMA_VERSION})"
    if version != SCHEMA_VERSION:
        return Check("schema", False, 1, head)
    diffs = schema_differences(conn, version)
    if not diffs:
        return Check("schema", True, 0, head + "; every table, index, trigger and view is mem's own")
    droppable = [d for d in diffs if d[0] == "foreign" and d[1] in ("trigger", "view")]
    advice = ("`mem doctor --fix` drops the foreign triggers and views" if droppable else "")
    if len(droppable) < len(diffs):
        advice += ("; " if advice else "") + ("for the rest, " if advice else "") + (
            "restore a clean backup, or export and import into a new store")
    return Check(
        "schema", False, len(diffs),
        f"{head}; objects mem did not create or that were changed: {describe_differences(diffs, 6)} "
        f"(a foreign trigger or view can copy or hide what you forget) — {advice}",
        fixable=bool(droppable),
    )


def _fix_schema(conn: sqlite3.Connection) -> None:
    """Drop foreign triggers and views (never mem's; tables are left for the user to judge)."""
    from memcli.store.sqlite.expected_schema import schema_differences

    with transaction(conn):
        for what, kind, name in schema_differences(conn):
            if what == "foreign" and kind in ("trigger", "view"):
                quoted = '"' + name.replace('"', '""') + '"'
                conn.execute(f"DROP {kind.upper()} IF EXISTS {quoted}")


def _fts_check(conn: sqlite3.Connection, fts: str, table: str, where: str, label: str) -> Check:
    missing = _scalar(conn, f"SELECT COUNT(*) FROM {table} WHERE {where} AND id NOT IN (SELECT rowid FROM {fts})")
    extra = _scalar(conn, f"SELECT COUNT(*) FROM {fts} WHERE rowid NOT IN (SELECT id FROM {table} WHERE {where})")
    internal = ""
    skipped = ""
    try:
        # FTS5's own consistency check of its index against its stored rows (writes nothing)
        conn.execute(f"INSERT INTO {fts}({fts}) VALUES ('integrity-check')")
    except sqlite3.DatabaseError as exc:
        if is_read_only_error(exc):  # SQLite refuses the statement itself on a read-only store
            skipped = " (FTS5's own index check needs a writable store: skipped)"
        else:
            internal = str(exc)
    problems = missing + extra + (1 if internal else 0)
    if not problems:
        total = _scalar(conn, f"SELECT COUNT(*) FROM {table} WHERE {where}")
        return Check(fts, True, 0, f"full-text index matches {total} {label}{skipped}")
    parts = []
    if missing:
        parts.append(f"{missing} {label} not indexed")
    if extra:
        parts.append(f"{extra} index rows for missing {label}")
    if internal:
        parts.append(f"index damaged ({internal})")
    return Check(fts, False, problems, "; ".join(parts), fixable=True)


def check_fts(conn: sqlite3.Connection) -> list[Check]:
    return [
        _fts_check(conn, "records_fts", "records", "1", "records"),
        _fts_check(conn, "memories_fts", "memories", _memory_fts_where(), "active memories"),
        _fts_check(conn, "events_fts", "events", "1", "events"),
    ]


def _memory_fts_where() -> str:
    """Which memories the distiller indexes (active ones unless it says otherwise)."""
    try:
        from memcli.distill import store as dstore  # type: ignore[attr-defined]

        where = getattr(dstore, "MEMORIES_FTS_WHERE", None)
        if isinstance(where, str):
            return where
    except ImportError:
        pass
    return "status = 'active'"


def _live_vector_keys(conn: sqlite3.Connection, model: str) -> set[int]:
    """Keys the vector file should hold: embeddings of live items made by *model* (file keys = table keys)."""
    from memcli.store.sqlite.embedding_keys import kind_range, model_id

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


def check_vectors(conn: sqlite3.Connection, home: Path, cfg: Config | LightSettings) -> Check:
    """The derived vector file agrees with the embeddings table.

    A file built for an older ``embeddings_version`` (or another model) is
    *stale*, not wrong: every reader sees that and rebuilds it, so it is
    reported but is not a problem. A file that claims to be current but
    holds different items, or cannot be read, is a problem.
    """
    try:
        from memcli.embed import configured_model_name
        from memcli.recall import vectors
    except ImportError:
        return Check("vectors", True, 0, "no vector file support in this build")
    directory = vectors.vectors_dir(home)
    pointer = directory / vectors.POINTER
    if not pointer.exists():
        return Check("vectors", True, 0, "no vector file yet (built by the first semantic recall or `mem reindex`)")
    index = vectors.open_index(home)
    if index is None:
        return Check("vectors", False, 1, f"{directory} is unreadable or incomplete", fixable=True)
    model = configured_model_name(cfg)
    if index.model != model or index.version != vectors.store_version(conn):
        return Check("vectors", True, 0, "vector file is stale; it is rebuilt on the next semantic recall or `mem reindex`")
    want = _live_vector_keys(conn, model)
    have = {int(k) for k in index.keys}
    ts_sorted = bool(index.count < 2 or (index.ts[1:] >= index.ts[:-1]).all())
    if want == have and ts_sorted and index.matrix.shape == (index.count, index.dim or index.matrix.shape[1]):
        return Check("vectors", True, 0, f"vector file matches {len(want)} embeddings")
    missing, extra = len(want - have), len(have - want)
    return Check("vectors", False, missing + extra + (0 if ts_sorted else 1),
                 f"vector file differs from the embeddings table ({missing} missing, {extra} extra)", fixable=True)


def holder_alive(pid: int, since_ts: float) -> bool:
    """Is the process that took a lock (or started a flush) at *since_ts* still running?

    Uses the distiller's own test when present (it also detects pid reuse
    by a younger process), so doctor and flush agree on what is stale.
    """
    try:
        from memcli.distill.lock import holder_alive as distill_alive
    except ImportError:
        return pid_alive(pid)
    return bool(distill_alive(int(pid), float(since_ts)))


def _stuck_buffer(conn: sqlite3.Connection) -> list[int]:
    """Buffer rows claimed by a flush whose process is gone."""
    rows = conn.execute(
        """SELECT b.record_id, b.flush_id, f.pid, f.status, f.started_ts FROM buffer b
           LEFT JOIN flushes f ON f.id = b.flush_id WHERE b.status = 'processing'"""
    ).fetchall()
    live_lock = any(holder_alive(int(r[0]), float(r[1])) for r in conn.execute("SELECT pid, acquired_ts FROM locks"))
    stuck = []
    for record_id, _flush_id, pid, fstatus, started in rows:
        if pid is not None and fstatus == "running" and holder_alive(int(pid), float(started or 0)):
            continue
        if pid is None and live_lock:
            continue  # claimed by a live flush that has not logged itself yet
        stuck.append(int(record_id))
    return stuck


def check_buffer(conn: sqlite3.Connection) -> Check:
    stuck = _stuck_buffer(conn)
    stale_locks = [
        int(r[0]) for r in conn.execute("SELECT pid, acquired_ts FROM locks") if not holder_alive(int(r[0]), float(r[1]))
    ]
    dead_flushes = [
        int(r[0]) for r in conn.execute("SELECT id, pid, started_ts FROM flushes WHERE status = 'running'")
        if not holder_alive(int(r[1]), float(r[2]))
    ]
    problems = len(stuck) + len(stale_locks) + len(dead_flushes)
    if not problems:
        return Check("buffer", True, 0, "no buffer entry stuck in processing, no stale lock")
    parts = []
    if stuck:
        parts.append(f"{len(stuck)} buffer entries stuck in 'processing' by a dead flush")
    if stale_locks:
        parts.append(f"{len(stale_locks)} locks held by dead processes")
    if dead_flushes:
        parts.append(f"{len(dead_flushes)} flushes marked running whose process died")
    return Check("buffer", False, problems, "; ".join(parts) + " (the next flush also recovers them)", fixable=True)


def _dangling(conn: sqlite3.Connection) -> tuple[set[int], int, int]:
    mem = conn.execute(
        "SELECT DISTINCT record_id FROM memory_sources WHERE record_id NOT IN (SELECT id FROM records)"
    ).fetchall()
    ev = conn.execute(
        "SELECT DISTINCT record_id FROM event_sources WHERE record_id NOT IN (SELECT id FROM records)"
    ).fetchall()
    n_mem = _scalar(conn, "SELECT COUNT(*) FROM memory_sources WHERE record_id NOT IN (SELECT id FROM records)")
    n_ev = _scalar(conn, "SELECT COUNT(*) FROM event_sources WHERE record_id NOT IN (SELECT id FROM records)")
    return {int(r[0]) for r in mem} | {int(r[0]) for r in ev}, n_mem, n_ev


def check_sources(conn: sqlite3.Connection) -> Check:
    _gone, n_mem, n_ev = _dangling(conn)
    if not (n_mem or n_ev):
        total = _scalar(conn, "SELECT COUNT(*) FROM memory_sources") + _scalar(conn, "SELECT COUNT(*) FROM event_sources")
        return Check("sources", True, 0, f"all {total} memory/event sources exist")
    return Check(
        "sources", False, n_mem + n_ev,
        f"{n_mem} memory sources and {n_ev} event sources point at records that no longer exist",
        fixable=True,
    )


def check_people(conn: sqlite3.Connection) -> Check:
    """People facts must come from records that still exist (forget removes them with their records)."""
    from memcli.store.sqlite.people import dangling_records, has_tables

    if not has_tables(conn):
        return Check("people", True, 0, "no people index yet")
    gone = dangling_records(conn)
    if not gone:
        return Check("people", True, 0, f"all {_scalar(conn, 'SELECT COUNT(*) FROM person_facts')} people facts have live sources")
    return Check("people", False, len(gone), f"{len(gone)} records behind people facts no longer exist", fixable=True)


def _fix_people(conn: sqlite3.Connection) -> None:
    from memcli.distill.people import SINGLE_ATTRS
    from memcli.store.sqlite.people import dangling_records, forget_records

    with transaction(conn):
        forget_records(conn, dangling_records(conn), SINGLE_ATTRS)


_LIVE_ITEM = {
    "record": "SELECT 1 FROM records r WHERE r.id = {item}",
    "memory": "SELECT 1 FROM memories m WHERE m.id = {item} AND m.status = 'active'",
    "event": "SELECT 1 FROM events v WHERE v.id = {item}",
}
"""Is the item behind an embeddings key live (what the vector file holds)? {item} is its id expression."""

def _orphan_where() -> tuple[str, tuple[int, ...]]:
    """WHERE clause (and its parameters) of embeddings rows whose item does not exist.

    One primary-key range per kind, plus keys outside every kind's range
    (no item can own them).
    """
    from memcli.store.sqlite.embedding_keys import ITEM_TABLE, all_kinds_range, kind_range

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


def check_embeddings(conn: sqlite3.Connection) -> Check:
    where, params = _orphan_where()
    orphans = _scalar(conn, f"SELECT COUNT(*) FROM embeddings WHERE {where}", params)
    if not orphans:
        return Check("embeddings", True, 0, "every embedding belongs to an existing item")
    return Check("embeddings", False, orphans, f"{orphans} embeddings of deleted items", fixable=True)


def check_forget_scrub(conn: sqlite3.Connection, home: Path) -> Check:
    """A forget killed between its commit and its file scrub leaves a marker (finished on the next open)."""
    from memcli.store.sqlite.db import SCRUBBED_AT_OPEN, db_path
    from memcli.trust.forget import scrub_pending

    if scrub_pending(conn):
        return Check("forget_scrub", False, 1,
                     "an interrupted `mem forget` has not finished scrubbing its text from the store files "
                     "(another process keeps the log busy)", fixable=True)
    if str(db_path(home)) in SCRUBBED_AT_OPEN:
        return Check("forget_scrub", True, 0,
                     "an interrupted `mem forget` had left its text in the store files; the scrub was finished now",
                     fixed=True)
    return Check("forget_scrub", True, 0, "no forget left its text behind")


def _guarded(name: str, fn: Callable[[], Check | list[Check]]) -> list[Check]:
    """Run one check; a database error while checking is itself a finding, never a crash."""
    try:
        result = fn()
    except sqlite3.DatabaseError as exc:
        return [Check(name, False, 1, f"could not be checked ({exc}); restore a backup with `mem restore`")]
    return result if isinstance(result, list) else [result]


def run_checks(conn: sqlite3.Connection, home: Path, cfg: Config | LightSettings) -> list[Check]:
    checks = _guarded("integrity", lambda: check_integrity(conn))
    if not checks[0].ok:
        return checks  # the rest would read a damaged file
    checks += _guarded("schema", lambda: check_schema(conn))
    checks += _guarded("forget_scrub", lambda: check_forget_scrub(conn, home))
    checks += _guarded("foreign_keys", lambda: check_foreign_keys(conn))
    checks += _guarded("fts", lambda: check_fts(conn))
    checks += _guarded("buffer", lambda: check_buffer(conn))
    checks += _guarded("sources", lambda: check_sources(conn))
    checks += _guarded("people", lambda: check_people(conn))
    checks += _guarded("embeddings", lambda: check_embeddings(conn))
    checks += _guarded("vectors", lambda: check_vectors(conn, home, cfg))
    return checks


# ------------------------------------------------------------------ fixes


def _fix_fts(conn: sqlite3.Connection, name: str, home: Path, cfg: Config) -> None:
    from memcli.store.sqlite import reindex

    for step_name, spec in reindex.STEPS:
        if step_name == name:
            with transaction(conn):
                reindex._resolve(spec)(conn, home, cfg)
            return
    if name == "records_fts":
        from memcli.store.sqlite.records import rebuild_records_fts

        with transaction(conn):
            rebuild_records_fts(conn)
        return
    from memcli.trust.exchange import _rebuild_derived_fts

    with transaction(conn):
        _rebuild_derived_fts(conn, home, cfg)


def _fix_buffer(conn: sqlite3.Connection) -> None:
    with transaction(conn):
        stuck = _stuck_buffer(conn)
        for chunk in [stuck[i : i + 500] for i in range(0, len(stuck), 500)]:
            conn.execute(
                f"UPDATE buffer SET status = 'idle', flush_id = NULL WHERE record_id IN ({','.join('?' * len(chunk))})",
                chunk,
            )
        for name, pid, since in conn.execute("SELECT name, pid, acquired_ts FROM locks").fetchall():
            if not holder_alive(int(pid), float(since)):
                conn.execute("DELETE FROM locks WHERE name = ? AND pid = ?", (name, pid))
        for fid, pid, since in conn.execute("SELECT id, pid, started_ts FROM flushes WHERE status = 'running'").fetchall():
            if not holder_alive(int(pid), float(since)):
                conn.execute(
                    "UPDATE flushes SET status = 'aborted', note = 'the process died; reset by mem doctor --fix' "
                    "WHERE id = ?",
                    (fid,),
                )


def _fix_sources(conn: sqlite3.Connection) -> None:
    from memcli.trust.forget import apply_forget, plan_forget

    with transaction(conn):
        gone, _m, _e = _dangling(conn)
        plan = plan_forget(conn, [], [], extra_record_ids=gone)
        apply_forget(conn, plan)
        # a memory that kept other sources still lists the dead ones: drop them
        conn.execute("DELETE FROM memory_sources WHERE record_id NOT IN (SELECT id FROM records)")
        conn.execute("DELETE FROM event_sources WHERE record_id NOT IN (SELECT id FROM records)")


def _fix_foreign_keys(conn: sqlite3.Connection) -> None:
    with transaction(conn):
        for table, rowid, _parent, _fk in conn.execute("PRAGMA foreign_key_check").fetchall():
            if rowid is not None:
                conn.execute(f"DELETE FROM {table} WHERE rowid = ?", (rowid,))
            elif table == "buffer":
                conn.execute("DELETE FROM buffer WHERE record_id NOT IN (SELECT id FROM records)")
            elif table == "record_cues":
                conn.execute(
                    "DELETE FROM record_cues WHERE record_id NOT IN (SELECT id FROM records) OR cue_id NOT IN (SELECT id FROM cues)"
                )
            elif table == "memory_sources":
                conn.execute("DELETE FROM memory_sources WHERE memory_id NOT IN (SELECT id FROM memories)")
            elif table == "event_sources":
                conn.execute("DELETE FROM event_sources WHERE event_id NOT IN (SELECT id FROM events)")


def _fix_embeddings(conn: sqlite3.Connection) -> None:
    where, params = _orphan_where()
    with transaction(conn):
        conn.execute(f"DELETE FROM embeddings WHERE {where}", params)


def _fix_vectors(conn: sqlite3.Connection, home: Path, cfg: Config) -> None:
    from memcli.embed import configured_model_name
    from memcli.recall import vectors

    vectors._OPEN.clear()
    vectors.build_index(conn, home, configured_model_name(cfg))


def doctor(
    conn: sqlite3.Connection, home: Path, cfg: Config | LightSettings, *, fix: bool = False
) -> dict[str, Any]:
    """Run every check; with *fix*, repair what can be rebuilt and check again."""
    checks = run_checks(conn, home, cfg)
    fixed_names: list[str] = []
    if fix and checks[0].ok:
        order = ["schema", "forget_scrub", "foreign_keys", "buffer", "sources", "people", "embeddings", "records_fts", "memories_fts", "events_fts", "vectors"]
        broken = {c.name for c in checks if not c.ok and c.fixable}
        for name in order:
            if name not in broken:
                continue
            if name == "schema":
                _fix_schema(conn)
            elif name == "forget_scrub":
                from memcli.trust.forget import complete_pending_scrub

                complete_pending_scrub(conn)
            elif name == "foreign_keys":
                _fix_foreign_keys(conn)
            elif name == "buffer":
                _fix_buffer(conn)
            elif name == "sources":
                _fix_sources(conn)
            elif name == "people":
                _fix_people(conn)
            elif name == "embeddings":
                _fix_embeddings(conn)
            elif name.endswith("_fts"):
                _fix_fts(conn, name, home, cfg)
            elif name == "vectors":
                _fix_vectors(conn, home, cfg)
            fixed_names.append(name)
        if fixed_names:
            before = {c.name for c in checks if not c.ok}
            checks = run_checks(conn, home, cfg)
            for c in checks:
                c.fixed = c.fixed or (c.ok and c.name in before and c.name in fixed_names)
    from memcli.store.sqlite.db import SCRUBBED_AT_OPEN, db_path

    SCRUBBED_AT_OPEN.discard(str(db_path(home)))  # reported once
    problems = sum(c.problems for c in checks if not c.ok)
    return {
        "ok": all(c.ok for c in checks),
        "problems": problems,
        "fixed": [c.name for c in checks if c.fixed],
        "checks": [asdict(c) for c in checks],
    }
