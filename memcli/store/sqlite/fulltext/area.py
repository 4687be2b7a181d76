"""The full-text index in SQLite: one FTS5 table per kind of item, read the way :mod:`memcli.recall` ranks.

Ranking (BM25 over a bounded candidate set, see :mod:`memcli.recall.fulltext`)
needs a handful of cheap facts per query: a kind's totals, the newest rows
holding a term, a row's token count, its body. Each method here is one
statement; none walks a whole doclist. Rows come back as plain tuples
(a cursor without ``sqlite3.Row``: the row objects cost ~10 % on hot loops).

A string the tokenizer reduces to nothing is an FTS5 "syntax error": it
matches nothing, so those errors read as no rows.

**One user of a shared file.** A file may hold several people
(``mem import --user``); records, memories and events each carry
``user_id``. A store opened for a named user (see
:mod:`memcli.store.protocols.users`) joins the base row in every statement
that brings candidates (term matches, date windows) and keeps only the
user's rows, inside the statement and before its LIMIT, so another user's
matches never take the places a user's hits need: the walk over the
doclist goes on until it has *limit* of this user's rows. Statements that
read listed ids keep only the user's too, so nothing of another user
reaches a hit however it was listed. The all-users handle runs the same
statements without the join (:meth:`SqliteFullText._mine`), so the plain
path pays nothing for the option.

A file that holds nobody else's rows (the everyday case: ``file_users``,
kept by triggers, names only this user) needs no join either: each
statement then carries instead a condition that the file still names
nobody else, evaluated once per statement on the statement's own snapshot.
So a user another process adds between two statements can never have a row
let through; at worst that one statement answers nothing, and the next
sees the second user and joins again.

Collection statistics (row counts, average length, term counts for the
bound on a term's frequency) stay the whole file's: they only weigh terms
against each other, and counting one user's rows would walk the table on
every query (no index leads with ``user_id``). A user's scores therefore
differ a little from the same records alone in a file; which items match
does not.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from memcli.store.sqlite.file_users import NOBODY_ELSE
from memcli.store.sqlite.fulltext.fts5 import TOTALS_ID, doclen, totals

if TYPE_CHECKING:
    from memcli.store.sqlite.store import SqliteStore


class KindTables:
    """Where one kind of item lives: its FTS table, base table and text column."""

    __slots__ = ("kind", "fts", "base", "text_col", "active", "sources_table", "sources_col")

    def __init__(self, kind: str, fts: str, base: str, text_col: str, active: str,
                 sources_table: str | None, sources_col: str = "") -> None:
        self.kind = kind
        self.fts = fts
        self.base = base
        self.text_col = text_col
        self.active = active  # extra condition on the base row (alias b), or ""
        self.sources_table = sources_table  # (item_id, record_id) link table
        self.sources_col = sources_col


TABLES: dict[str, KindTables] = {
    "record": KindTables("record", "records_fts", "records", "text", "", None),
    "memory": KindTables("memory", "memories_fts", "memories", "content", "AND b.status = 'active'",
                         "memory_sources", "memory_id"),
    "event": KindTables("event", "events_fts", "events", "summary", "", "event_sources", "event_id"),
}


def _no_match(exc: sqlite3.OperationalError) -> bool:
    return "fts5" in str(exc) or "syntax" in str(exc)


class SqliteFullText:
    """:class:`memcli.store.protocols.fulltext.FullTextIndex` over the ``*_fts`` FTS5 tables, for the store's user."""

    def __init__(self, store: SqliteStore) -> None:
        self._conn = store.conn
        self._store = store
        self._user = store.user.only  # None: every user of the file

    def _alone(self) -> bool:
        """Whether the file has held rows of nobody but the store's user (:mod:`memcli.store.sqlite.file_users`)."""
        return self._store.holds_only_its_user()

    def _mine(self, spec: KindTables) -> tuple[str, str, tuple[str, ...]]:
        """How a statement over ``{fts} f`` keeps the store's user's rows: (join, condition, parameters);
        nothing at all for the all-users handle, only the guard on a file of this user alone."""
        if self._user is None:
            return "", "", ()
        if self._alone():
            return "", NOBODY_ELSE, (self._user,)
        return f" CROSS JOIN {spec.base} b ON b.id = f.rowid", " AND b.user_id = ?", (self._user,)

    def _listed(self, kind: str, row_ids: list[int]) -> tuple[list[int], str, tuple[str, ...]]:
        """What a statement reading listed ids of *kind* without their base row reads: (ids, condition,
        parameters). The ids that are the user's; on a file of this user alone all of them, with the guard."""
        if self._user is None or not row_ids:
            return row_ids, "", ()
        if self._alone():
            return row_ids, NOBODY_ELSE, (self._user,)
        return self._mine_ids(kind, row_ids), "", ()

    def _owner(self) -> tuple[str, tuple[str, ...]]:
        """The condition on a base row ``b`` a statement reads anyway: free of any extra look-up."""
        return ("", ()) if self._user is None else (" AND b.user_id = ?", (self._user,))

    def _mine_ids(self, kind: str, row_ids: list[int]) -> list[int]:
        """The listed ids of *kind* that are the store's user's (order kept); all of them for every user."""
        if self._user is None or not row_ids:
            return row_ids
        cur = self._q(
            f"SELECT b.id FROM json_each(?) j CROSS JOIN {TABLES[kind].base} b ON b.id = j.value WHERE b.user_id = ?",
            (json.dumps(row_ids), self._user),
        )
        keep = {int(r[0]) for r in cur}
        return [i for i in row_ids if i in keep]

    def _q(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        cur = self._conn.cursor()
        cur.row_factory = None
        return cur.execute(sql, params)

    # -- statistics -------------------------------------------------------
    def totals(self, kind: str) -> tuple[int, float, int]:
        """(indexed rows, average tokens per row, highest rowid) of *kind*; (0, 1.0, 0) when empty."""
        fts = TABLES[kind].fts
        row = self._q(f"SELECT block FROM {fts}_data WHERE id = ?", (TOTALS_ID,)).fetchone()
        n_rows, total = totals(row[0] if row else None)
        avgdl = (total / n_rows) if n_rows else 1.0
        if not n_rows and self._conn.in_transaction:
            # inside an open write transaction FTS5 may not have written its totals yet
            sizes = [doclen(r[0]) for r in self._q(f"SELECT sz FROM {fts}_docsize")]
            n_rows = len(sizes)
            avgdl = (sum(sizes) / len(sizes)) if sizes else 1.0
        top = 0
        if n_rows:
            last = self._q(f"SELECT rowid FROM {fts} ORDER BY rowid DESC LIMIT 1").fetchone()
            top = int(last[0]) if last else 0
        return n_rows, avgdl, top

    def totals_many(self, kinds: Sequence[str]) -> dict[str, tuple[int, float, int]]:
        return {kind: self.totals(kind) for kind in kinds}  # in-process reads: nothing to save by batching

    def term_counts(self, kind: str, stem: str) -> tuple[int, int] | None:
        """(documents, occurrences) of the indexed token *stem* in *kind*, exact; None when absent."""
        vocab = TABLES[kind].fts.replace("_fts", "_vocab")
        row = self._q(f"SELECT doc, cnt FROM {vocab} WHERE term = ?", (stem,)).fetchone()
        return (int(row[0]), int(row[1])) if row and row[0] else None

    def lengths(self, kind: str, row_ids: list[int]) -> dict[int, int]:
        """Token counts of items (*row_ids* ascending), from FTS5's ``docsize`` table (no body read)."""
        cur = self._q(
            f"SELECT d.id, d.sz FROM json_each(?) j CROSS JOIN {TABLES[kind].fts}_docsize d ON d.id = j.value",
            (json.dumps(row_ids),),
        )
        return {int(r[0]): doclen(r[1]) for r in cur}

    # -- matching ---------------------------------------------------------
    def matches(self, kind: str, expr: str, limit: int, newest_first: bool = True) -> list[int]:
        """Up to *limit* rowids of *kind* matching the FTS5 expression *expr*, newest (highest) first or oldest."""
        spec = TABLES[kind]
        fts = spec.fts
        direction = "DESC" if newest_first else "ASC"
        join, mine, user = self._mine(spec)
        try:
            cur = self._q(
                f"SELECT f.rowid FROM {fts} f{join} WHERE {fts} MATCH ?{mine} ORDER BY f.rowid {direction} LIMIT ?",
                (expr, *user, limit),
            )
            return [r[0] for r in cur.fetchall()]
        except sqlite3.OperationalError as exc:
            if _no_match(exc):
                return []
            raise

    def known_tokens(self, kind: str, strings: list[str]) -> set[str] | None:
        """Which of *strings* are tokens of *kind*, in one statement; None when SQLite cannot say so at once.

        The MATCH argument is built in SQL from each string, quoted as an FTS5
        string (quotes doubled).
        """
        spec = TABLES[kind]
        fts = spec.fts
        join, mine, user = self._mine(spec)
        sql = (
            f"SELECT j.value FROM json_each(?) j WHERE EXISTS (SELECT 1 FROM {fts} f{join} "
            f"WHERE {fts} MATCH '\"' || replace(j.value, '\"', '\"\"') || '\"'{mine})"
        )
        try:
            return {r[0] for r in self._q(sql, (json.dumps(strings, ensure_ascii=False), *user))}
        except sqlite3.OperationalError:
            return None

    # -- date windows -----------------------------------------------------
    def window_ids(self, kind: str, lo: float, hi: float, cap: int) -> list[int]:
        """Up to cap+1 ids of live items of *kind* inside [lo, hi] (newest in time first)."""
        spec = TABLES[kind]
        mine, user = self._owner()
        cur = self._q(
            f"SELECT b.id FROM {spec.base} b WHERE b.occurred_ts >= ? AND b.occurred_ts <= ? {spec.active}{mine} "
            "ORDER BY b.occurred_ts DESC LIMIT ?",
            (lo, hi, *user, cap + 1),
        )
        return [r[0] for r in cur]

    def window_matches(self, kind: str, expr: str, lo: float, hi: float, hint: int, want: int,
                       cap: int) -> list[int]:
        """Newest matches of *expr* inside the time window: first at or below rowid *hint*, then above it.

        Each pass looks at no more than *cap* matches (of the store's user's) and stops at *want* rows.
        """
        spec = TABLES[kind]
        join, mine, user = self._mine(spec)
        out: list[int] = []
        for cond in ("f.rowid <= ?", "f.rowid > ?"):
            if len(out) >= want:
                break
            sql = (
                f"SELECT w.rowid FROM (SELECT f.rowid FROM {spec.fts} f{join} WHERE {spec.fts} MATCH ? AND {cond}"
                f"{mine} ORDER BY f.rowid DESC LIMIT ?) w JOIN {spec.base} b ON b.id = w.rowid "
                f"WHERE b.occurred_ts >= ? AND b.occurred_ts <= ? {spec.active} ORDER BY w.rowid DESC LIMIT ?"
            )
            try:
                out.extend(r[0] for r in self._q(sql, (expr, hint, *user, cap, lo, hi, want - len(out))))
            except sqlite3.OperationalError as exc:
                if _no_match(exc):
                    return out
                raise
        return out

    # -- rows -------------------------------------------------------------
    def bodies(self, kind: str, row_ids: list[int], lo: float | None = None,
               hi: float | None = None) -> list[tuple[int, str, int]]:
        """(id, indexed body, token count) of each listed item (*row_ids* ascending) that is live and in [lo, hi].

        The base table is only joined when that needs checking (a third
        b-tree look-up per row); a record that vanished is dropped later, when
        its hit is loaded.
        """
        spec = TABLES[kind]
        conds = spec.active
        ids, guard, guard_params = self._listed(kind, row_ids)
        params: list[Any] = [json.dumps(ids)]
        if lo is not None:
            conds += " AND b.occurred_ts >= ?"
            params.append(lo)
        if hi is not None:
            conds += " AND b.occurred_ts <= ?"
            params.append(hi)
        join = f"CROSS JOIN {spec.base} b ON b.id = c.id " if conds else ""
        # driven by the id list, one primary-key look-up per table and id (CROSS JOIN keeps that order;
        # "id IN (SELECT value FROM json_each(?))" first copies the list into a temporary index)
        sql = (
            f"SELECT c.id, c.c0, d.sz FROM json_each(?) j CROSS JOIN {spec.fts}_content c ON c.id = j.value "
            f"CROSS JOIN {spec.fts}_docsize d ON d.id = c.id {join}"
            f"WHERE 1 {conds}{guard}"
        )
        params.extend(guard_params)
        return [
            (row_id, body or "", (sz[0] if sz[0] < 0x80 else doclen(sz)) if sz else 0)
            for row_id, body, sz in self._q(sql, params).fetchall()
        ]

    def times(self, kind: str, row_ids: list[int]) -> dict[int, float]:
        """``occurred_ts`` of items (*row_ids* ascending)."""
        spec = TABLES[kind]
        mine, user = self._owner()
        cur = self._q(
            f"SELECT b.id, b.occurred_ts FROM json_each(?) j CROSS JOIN {spec.base} b ON b.id = j.value WHERE 1{mine}",
            (json.dumps(row_ids), *user),
        )
        return {int(r[0]): float(r[1]) for r in cur}

    def turns(self, record_ids: list[int], with_text: bool) -> dict[int, tuple[str | None, float, str | None, str]]:
        """Of each listed record: (session, occurred_ts, speaker, text — ``""`` unless *with_text*).

        A neighbouring id may be another user's turn: it must neither pass nor receive credit.
        """
        text_col = "b.text" if with_text else "''"
        mine, user = self._owner()
        cur = self._q(
            f"SELECT b.id, b.session, b.occurred_ts, b.speaker, {text_col} "
            f"FROM json_each(?) j CROSS JOIN records b ON b.id = j.value WHERE 1{mine}",
            (json.dumps(record_ids), *user),
        )
        return {int(r[0]): (r[1], float(r[2]), r[3], r[4]) for r in cur}

    def items(self, kind: str, row_ids: list[int]) -> dict[int, tuple[str, str, float]]:
        """(text, occurred_at, occurred_ts) of each listed item (*row_ids* ascending) that exists."""
        spec = TABLES[kind]
        mine, user = self._owner()
        return {
            int(row[0]): (row[1], row[2], float(row[3]))
            for row in self._q(
                f"SELECT b.id, b.{spec.text_col}, b.occurred_at, b.occurred_ts "
                f"FROM json_each(?) j CROSS JOIN {spec.base} b ON b.id = j.value WHERE 1{mine}",
                (json.dumps(row_ids), *user),
            )
        }

    def sources(self, kind: str, row_ids: list[int]) -> dict[int, list[int]] | None:
        """Record ids each listed memory or event was drawn from (ascending); None for records (their own)."""
        spec = TABLES[kind]
        if spec.sources_table is None:
            return None
        row_ids, guard, guard_params = self._listed(kind, row_ids)
        col = spec.sources_col
        out: dict[int, list[int]] = {}
        for item_id, record_id in self._q(
            f"SELECT {col}, record_id FROM {spec.sources_table} WHERE {col} IN (SELECT value FROM json_each(?))"
            f"{guard} ORDER BY {col}, record_id",
            (json.dumps(row_ids), *guard_params),
        ):
            out.setdefault(int(item_id), []).append(int(record_id))
        return out

    # -- upkeep -----------------------------------------------------------
    def rebuild_records(self) -> int:
        """Re-segment every record into its index row (``mem reindex``, ``mem doctor --fix``)."""
        from memcli.store.sqlite.records import rebuild_records_fts

        return rebuild_records_fts(self._conn)

    def merge_segments(self, status: Callable[[str], None] | None = None) -> dict[str, int]:
        """Merge each index of several segments into one; {table: segments before} (see :mod:`.merge`)."""
        from memcli.store.sqlite.fulltext.merge import merge_fulltext

        return merge_fulltext(self._conn, status)

    # -- what fused recall reads and notes -------------------------------------
    def fusion_facts(self, kind: str, row_ids: list[int]) -> dict[int, tuple[float, int | None, str, int, float | None]]:
        """Of each live listed item: (time, importance or None for records, type, use count, last use time).

        Records have no importance, type ``"record"`` and no uses; events type ``"event"``.
        """
        out: dict[int, tuple[float, int | None, str, int, float | None]] = {}
        mine, user = self._owner()
        for start in range(0, len(row_ids), 500):
            chunk = row_ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            if kind == "record":
                for r in self._q(f"SELECT id, occurred_ts FROM records b WHERE id IN ({marks}){mine}", (*chunk, *user)):
                    out[int(r[0])] = (float(r[1]), None, "record", 0, None)
            elif kind == "memory":
                for r in self._q(
                    f"""SELECT id, occurred_ts, importance, type, usage_count, last_used_ts
                        FROM memories b WHERE status = 'active' AND id IN ({marks}){mine}""",
                    (*chunk, *user),
                ):
                    out[int(r[0])] = (float(r[1]), int(r[2]), r[3], int(r[4] or 0), r[5])
            elif kind == "event":
                for r in self._q(f"SELECT id, occurred_ts, importance FROM events b WHERE id IN ({marks}){mine}",
                                 (*chunk, *user)):
                    out[int(r[0])] = (float(r[1]), int(r[2]), "event", 0, None)
        return out

    def note_recalled(self, memory_ids: list[int], now_ts: float) -> bool:
        """Count one more use of each memory, now (``recall.usage_weighting``); False when the store is read-only."""
        from memcli.store.sqlite.db import is_read_only_error, transaction

        try:
            with transaction(self._conn):
                self._conn.executemany(
                    "UPDATE memories SET usage_count = usage_count + 1, last_used_ts = ? WHERE id = ?",
                    [(now_ts, i) for i in sorted(set(memory_ids))],
                )
        except sqlite3.OperationalError as exc:
            if not is_read_only_error(exc):
                raise
            return False
        return True
