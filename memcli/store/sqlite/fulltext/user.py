"""The full-text index of a SQLite file narrowed to one user's items (``--user`` on a shared file).

A SQLite file may hold several people (``mem import --user``); records,
memories and events each carry ``user_id``. Every statement that brings
candidates (term matches, date windows, a turn's neighbours) joins the base
row and keeps only the user's, inside the statement and before its LIMIT,
so another user's matches never take the places a user's hits need: the
walk over the doclist goes on until it has *limit* of this user's rows.
Statements that read listed ids keep only the user's too, so nothing of
another user reaches a hit however it was listed.

Collection statistics (row counts, average length, term counts for the
bound on a term's frequency) stay the whole file's: they only weigh terms
against each other, and counting one user's rows would walk the table on
every query (no index leads with ``user_id``). A user's scores therefore
differ a little from the same records alone in a file; which items match
does not.

The unscoped :class:`~memcli.store.sqlite.fulltext.area.SqliteFullText` is left
untouched: a store without a scope never pays for the joins.
"""

from __future__ import annotations

import json
import sqlite3
from typing import TYPE_CHECKING

from memcli.store.sqlite.fulltext.area import TABLES, SqliteFullText, _no_match

if TYPE_CHECKING:
    from memcli.store.sqlite.store import SqliteStore


class SqliteUserFullText(SqliteFullText):
    """:class:`~memcli.store.sqlite.fulltext.area.SqliteFullText` that sees only *user*'s records, memories and events."""

    def __init__(self, store: SqliteStore, user: str) -> None:
        super().__init__(store)
        self.user = user

    def _mine(self, kind: str, row_ids: list[int]) -> list[int]:
        """The listed ids of *kind* that are this user's (order kept)."""
        if not row_ids:
            return []
        base = TABLES[kind].base
        cur = self._q(
            f"SELECT b.id FROM json_each(?) j CROSS JOIN {base} b ON b.id = j.value WHERE b.user_id = ?",
            (json.dumps(row_ids), self.user),
        )
        keep = {int(r[0]) for r in cur}
        return [i for i in row_ids if i in keep]

    # -- matching ---------------------------------------------------------
    def matches(self, kind: str, expr: str, limit: int, newest_first: bool = True) -> list[int]:
        spec = TABLES[kind]
        direction = "DESC" if newest_first else "ASC"
        try:
            cur = self._q(
                f"SELECT f.rowid FROM {spec.fts} f CROSS JOIN {spec.base} b ON b.id = f.rowid "
                f"WHERE {spec.fts} MATCH ? AND b.user_id = ? ORDER BY f.rowid {direction} LIMIT ?",
                (expr, self.user, limit),
            )
            return [r[0] for r in cur.fetchall()]
        except sqlite3.OperationalError as exc:
            if _no_match(exc):
                return []
            raise

    def known_tokens(self, kind: str, strings: list[str]) -> set[str] | None:
        spec = TABLES[kind]
        sql = (
            f"SELECT j.value FROM json_each(?) j WHERE EXISTS (SELECT 1 FROM {spec.fts} f "
            f"CROSS JOIN {spec.base} b ON b.id = f.rowid "
            f"WHERE {spec.fts} MATCH '\"' || replace(j.value, '\"', '\"\"') || '\"' AND b.user_id = ?)"
        )
        try:
            return {r[0] for r in self._q(sql, (json.dumps(strings, ensure_ascii=False), self.user))}
        except sqlite3.OperationalError:
            return None

    # -- date windows -----------------------------------------------------
    def window_ids(self, kind: str, lo: float, hi: float, cap: int) -> list[int]:
        spec = TABLES[kind]
        cur = self._q(
            f"SELECT b.id FROM {spec.base} b WHERE b.occurred_ts >= ? AND b.occurred_ts <= ? {spec.active} "
            "AND b.user_id = ? ORDER BY b.occurred_ts DESC LIMIT ?",
            (lo, hi, self.user, cap + 1),
        )
        return [r[0] for r in cur]

    def window_matches(self, kind: str, expr: str, lo: float, hi: float, hint: int, want: int,
                       cap: int) -> list[int]:
        spec = TABLES[kind]
        out: list[int] = []
        for cond in ("f.rowid <= ?", "f.rowid > ?"):
            if len(out) >= want:
                break
            # the user's rows are chosen inside the capped walk, so the cap counts only theirs
            sql = (
                f"SELECT rowid FROM (SELECT f.rowid AS rowid, b.occurred_ts AS ts "
                f"FROM {spec.fts} f CROSS JOIN {spec.base} b ON b.id = f.rowid "
                f"WHERE {spec.fts} MATCH ? AND {cond} AND b.user_id = ? {spec.active} "
                f"ORDER BY f.rowid DESC LIMIT ?) WHERE ts >= ? AND ts <= ? ORDER BY rowid DESC LIMIT ?"
            )
            try:
                out.extend(r[0] for r in self._q(sql, (expr, hint, self.user, cap, lo, hi, want - len(out))))
            except sqlite3.OperationalError as exc:
                if _no_match(exc):
                    return out
                raise
        return out

    # -- rows -------------------------------------------------------------
    def bodies(self, kind: str, row_ids: list[int], lo: float | None = None,
               hi: float | None = None) -> list[tuple[int, str, int]]:
        return super().bodies(kind, self._mine(kind, row_ids), lo, hi)

    def times(self, kind: str, row_ids: list[int]) -> dict[int, float]:
        return super().times(kind, self._mine(kind, list(row_ids)))

    def turns(self, record_ids: list[int], with_text: bool) -> dict[int, tuple[str | None, float, str | None, str]]:
        # a neighbouring id may be another user's turn: it must neither pass nor receive credit
        return super().turns(self._mine("record", record_ids), with_text)

    def items(self, kind: str, row_ids: list[int]) -> dict[int, tuple[str, str, float]]:
        return super().items(kind, self._mine(kind, row_ids))

    def fusion_facts(self, kind: str, row_ids: list[int]) -> dict[int, tuple[float, int | None, str, int, float | None]]:
        return super().fusion_facts(kind, self._mine(kind, row_ids))

    def sources(self, kind: str, row_ids: list[int]) -> dict[int, list[int]] | None:
        if TABLES[kind].sources_table is None:
            return None  # a record is its own source
        return super().sources(kind, self._mine(kind, row_ids))

