""":class:`memcli.store.protocols.fulltext.FullTextIndex` on PostgreSQL: GIN-indexed 'simple' vectors.

Recall ranks by BM25 itself, from a few facts per query (totals, the newest
items holding a term, lengths, bodies), so a backend that answers those
facts exactly as SQLite's FTS5 does ranks exactly alike. The vectors hold
the same tokens as FTS5 (see :mod:`memcli.store.postgres.fulltext.lexemes`);
``doclen`` is FTS5's token count and ``fts_text`` its stored body. Every
answer covers the store's user only, so one user's data never changes
another's ranking.

Match expressions arrive as FTS5 strings of quoted terms (``"kite"``,
``"蓝色" "风筝"``: all of them); each quoted string is tokenised like a body
and becomes a ``tsquery`` of its lexemes (a phrase when it has several),
quoted so user text never becomes query syntax.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from memcli.store.postgres.fulltext.lexemes import quote_lexeme, tokens

if TYPE_CHECKING:
    from psycopg.sql import Composed

    from memcli.store.postgres.store import PostgresStore

_QUOTED = re.compile(r'"((?:[^"]|"")*)"')

_VERSION = ("SELECT (SELECT oid::int8 FROM pg_database WHERE datname = current_database()) AS oid, "
            "(SELECT coalesce(sum(n), 0)::int8 FROM changes WHERE user_id = %s) AS n")
"""Which database, and how far the user's rows have changed: the key of cached totals."""
USER_SCAN_ROWS = 20000
"""A user with at most this many rows of a kind is probed by reading the user's rows, not the GIN index
(see :meth:`PostgresFullText._match`): about 1 µs of server time a row."""
TOTALS_CACHE_SIZE = 4096
"""Users whose totals one process keeps (a few hundred bytes each)."""
_TOTALS: dict[tuple[str, str], tuple[int, int, dict[str, tuple[int, float, int]]]] = {}
_TOTALS_LOCK = threading.Lock()


def _with_query(template: str, query: str) -> Composed:
    """*template* with the ``tsquery`` *query* in place of ``{q}``, as a quoted constant, not a parameter.

    Why: psycopg prepares a statement run often, and after a few runs the
    server plans it once for any parameters. A parameter tsquery then gets a
    default selectivity, and the plan intersects the user's rows with the GIN
    index's rows for the term over all users — hundreds of thousands for a
    common word in a database of many users (docs/benchmarks.md). With the
    query constant the planner knows the term's frequency from the column
    statistics.
    """
    from psycopg import sql

    return sql.SQL(template).format(q=sql.SQL("{}::tsquery").format(sql.Literal(query)))


class _Kind:
    __slots__ = ("table", "text_col", "active", "sources_table", "sources_col")

    def __init__(self, table: str, text_col: str, active: str, sources_table: str | None, sources_col: str) -> None:
        self.table = table
        self.text_col = text_col
        self.active = active  # extra condition on an indexed live row (alias t), or ""
        self.sources_table = sources_table
        self.sources_col = sources_col


KINDS: dict[str, _Kind] = {
    "record": _Kind("records", "text", "", None, ""),
    "memory": _Kind("memories", "content", " AND t.status = 'active' AND t.body IS NOT NULL", "memory_sources",
                    "memory_id"),
    "event": _Kind("events", "summary", " AND t.body IS NOT NULL", "event_sources", "event_id"),
}


class PostgresFullText:
    """Probes, statistics and rows of the user's full-text index."""

    def __init__(self, store: PostgresStore) -> None:
        self._store = store
        self._db = store.db
        self._user = store.user.id
        self._rows_of: dict[str, int] = {}  # the user's rows by kind, as last counted: only chooses plans

    def tsquery(self, expr: str) -> str:
        """The ``tsquery`` text for an FTS5 expression of quoted strings ('' when nothing can match)."""
        parts: list[str] = []
        for match in _QUOTED.finditer(expr):
            toks = tokens(match.group(1).replace('""', '"'), self._store.stem)
            if not toks:
                return ""  # FTS5: a string of no tokens is an error, i.e. no match
            parts.append(quote_lexeme(toks[0]) if len(toks) == 1 else
                         "(" + " <-> ".join(quote_lexeme(t) for t in toks) + ")")
        return " & ".join(parts)

    def _rows(self, sql: str | Composed, params: Sequence[Any]) -> list[tuple[Any, ...]]:
        return self._db.execute(sql, params).fetchall()

    # -- statistics -------------------------------------------------------
    def totals(self, kind: str) -> tuple[int, float, int]:
        return self.totals_many([kind])[kind]

    def totals_many(self, kinds: Sequence[str]) -> dict[str, tuple[int, float, int]]:
        """The kinds' totals: from this process's cache while the user's change counter has not moved.

        Counting is a pass over all of the user's rows (it grows with the user,
        unlike every other question recall asks), and the answer only changes
        when the user's rows do, which moves :meth:`PostgresMeta.change_counter`:
        one primary-key look-up then answers for all kinds. A miss counts every
        kind and reads the counter in one statement (one snapshot), so cached
        totals are never older than their counter. Inside a transaction, whose
        own writes may yet roll back, nothing is cached.
        """
        kinds = list(dict.fromkeys(kinds))
        if self._db.in_transaction:
            return self._note(self._count(kinds)[2])
        key = (self._store.url, self._user)
        cached = _TOTALS.get(key)
        if cached is not None and all(k in cached[2] for k in kinds):
            oid, version = self._db.one(_VERSION, (self._user,))
            if (int(oid), int(version)) == cached[:2]:
                return self._note({k: cached[2][k] for k in kinds})
        all_kinds = list(dict.fromkeys([*kinds, *(cached[2] if cached else ())]))
        oid, version, totals = self._count(all_kinds)
        with _TOTALS_LOCK:
            if len(_TOTALS) >= TOTALS_CACHE_SIZE and key not in _TOTALS:
                del _TOTALS[next(iter(_TOTALS))]
            _TOTALS[key] = (oid, version, totals)
        return self._note({k: totals[k] for k in kinds})

    def _note(self, totals: dict[str, tuple[int, float, int]]) -> dict[str, tuple[int, float, int]]:
        for kind, (n_rows, _avg, _top) in totals.items():
            self._rows_of[kind] = n_rows
        return totals

    def _matching(self, kind: str, template: str, query: str, before: Sequence[Any],
                  after: Sequence[Any]) -> list[tuple[Any, ...]]:
        """Rows of *template*, whose ``{match}`` is the condition "``t.body`` matches *query*".

        GIN's posting lists cover every user: for a common word they hold a
        sizeable share of the table, and the planner, costing them low,
        intersects them with the user's rows (tens of milliseconds a probe in
        a database of 1M records, docs/benchmarks.md). A user of up to
        :data:`USER_SCAN_ROWS` rows of the kind is cheaper to read whole
        through the user's index, so for such a user the condition is written
        so GIN cannot serve it, and the query stays a parameter (one prepared
        statement for every query). A bigger user, or one not counted yet,
        gets the query as a constant (:func:`_with_query`) and the planner
        chooses by the term's frequency. Either way the same rows match.
        *before* and *after* are the parameters around the query's place.
        """
        n_rows = self._rows_of.get(kind)
        if n_rows is not None and n_rows <= USER_SCAN_ROWS:
            return self._rows(template.replace("{match}", "(t.body @@ %s::tsquery) IS TRUE"), [*before, query, *after])
        return self._rows(_with_query(template.replace("{match}", "t.body @@ {q}"), query), [*before, *after])

    def _count(self, kinds: list[str]) -> tuple[int, int, dict[str, tuple[int, float, int]]]:
        """(database oid, the user's change counter, totals by kind), all from one snapshot."""
        parts = [f"SELECT %s::text, count(*), avg(t.doclen), max(t.id) FROM {KINDS[k].table} t "
                 f"WHERE t.user_id = %s{KINDS[k].active}" for k in kinds]
        params: list[Any] = [self._user]
        for k in kinds:
            params += [k, self._user]
        rows = self._rows(f"SELECT '', oid, NULL::numeric, n FROM ({_VERSION}) v UNION ALL "
                          + " UNION ALL ".join(parts), params)
        out: dict[str, tuple[int, float, int]] = {}
        oid = version = 0
        for kind, n_rows, avgdl, top in rows:
            if kind == "":
                oid, version = int(n_rows), int(top)
            else:
                out[kind] = (int(n_rows), float(avgdl), int(top)) if n_rows else (0, 1.0, 0)
        return oid, version, out

    def term_counts(self, kind: str, stem: str) -> tuple[int, int] | None:
        spec = KINDS[kind]
        row = self._matching(
            kind, f"SELECT count(*), coalesce(sum((SELECT cardinality(u.positions) FROM unnest(t.body) u "
                  f"WHERE u.lexeme = %s)), 0) FROM {spec.table} t WHERE t.user_id = %s AND {{match}}{spec.active}",
            quote_lexeme(stem), (stem, self._user), ())[0]
        return (int(row[0]), int(row[1])) if row[0] else None

    def lengths(self, kind: str, row_ids: list[int]) -> dict[int, int]:
        spec = KINDS[kind]
        rows = self._rows(f"SELECT t.id, t.doclen FROM {spec.table} t WHERE t.user_id = %s AND t.id = ANY(%s) "
                          "AND t.body IS NOT NULL", (self._user, row_ids))
        return {int(r[0]): int(r[1]) for r in rows}

    # -- matching ---------------------------------------------------------
    def matches(self, kind: str, expr: str, limit: int, newest_first: bool = True) -> list[int]:
        query = self.tsquery(expr)
        if not query:
            return []
        spec = KINDS[kind]
        rows = self._matching(
            kind, f"SELECT t.id FROM {spec.table} t WHERE t.user_id = %s AND {{match}}{spec.active} "
                  f"ORDER BY t.id {'DESC' if newest_first else 'ASC'} LIMIT %s", query, (self._user,), (limit,))
        return [int(r[0]) for r in rows]

    def known_tokens(self, kind: str, strings: list[str]) -> set[str] | None:
        spec = KINDS[kind]
        pairs = [(s, self.tsquery('"' + s.replace('"', '""') + '"')) for s in strings]
        pairs = [(s, q) for s, q in pairs if q]
        if not pairs:
            return set()
        rows = self._rows(
            f"SELECT q.s FROM unnest(%s::text[], %s::tsquery[]) AS q(s, tq) WHERE EXISTS ("
            f"SELECT 1 FROM {spec.table} t WHERE t.user_id = %s AND t.body @@ q.tq{spec.active})",
            ([s for s, _ in pairs], [q for _, q in pairs], self._user))
        return {r[0] for r in rows}

    # -- date windows -----------------------------------------------------
    def window_ids(self, kind: str, lo: float, hi: float, cap: int) -> list[int]:
        spec = KINDS[kind]
        active = spec.active.replace(" AND t.body IS NOT NULL", "")
        rows = self._rows(
            f"SELECT t.id FROM {spec.table} t WHERE t.user_id = %s AND t.occurred_ts >= %s AND t.occurred_ts <= %s"
            f"{active} ORDER BY t.occurred_ts DESC LIMIT %s", (self._user, lo, hi, cap + 1))
        return [int(r[0]) for r in rows]

    def window_matches(self, kind: str, expr: str, lo: float, hi: float, hint: int, want: int,
                       cap: int) -> list[int]:
        query = self.tsquery(expr)
        if not query:
            return []
        spec = KINDS[kind]
        out: list[int] = []
        for cond in ("t.id <= %s", "t.id > %s"):
            if len(out) >= want:
                break
            rows = self._matching(
                kind, f"SELECT f.id FROM (SELECT t.id, t.occurred_ts FROM {spec.table} t WHERE t.user_id = %s "
                      f"AND {{match}}{spec.active} AND {cond} ORDER BY t.id DESC LIMIT %s) f "
                      "WHERE f.occurred_ts >= %s AND f.occurred_ts <= %s ORDER BY f.id DESC LIMIT %s",
                query, (self._user,), (hint, cap, lo, hi, want - len(out)))
            out.extend(int(r[0]) for r in rows)
        return out

    # -- rows -------------------------------------------------------------
    def bodies(self, kind: str, row_ids: list[int], lo: float | None = None,
               hi: float | None = None) -> list[tuple[int, str, int]]:
        spec = KINDS[kind]
        conds = spec.active
        params: list[Any] = [self._user, row_ids]
        if lo is not None:
            conds += " AND t.occurred_ts >= %s"
            params.append(lo)
        if hi is not None:
            conds += " AND t.occurred_ts <= %s"
            params.append(hi)
        rows = self._rows(
            f"SELECT t.id, t.fts_text, t.doclen FROM {spec.table} t WHERE t.user_id = %s AND t.id = ANY(%s) "
            f"AND t.body IS NOT NULL{conds} ORDER BY t.id", params)
        return [(int(r[0]), r[1] or "", int(r[2])) for r in rows]

    def times(self, kind: str, row_ids: list[int]) -> dict[int, float]:
        rows = self._rows(f"SELECT t.id, t.occurred_ts FROM {KINDS[kind].table} t WHERE t.user_id = %s "
                          "AND t.id = ANY(%s)", (self._user, row_ids))
        return {int(r[0]): float(r[1]) for r in rows}

    def turns(self, record_ids: list[int], with_text: bool) -> dict[int, tuple[str | None, float, str | None, str]]:
        rows = self._rows(
            f"SELECT id, session, occurred_ts, speaker, {'text' if with_text else chr(39) * 2} FROM records "
            "WHERE user_id = %s AND id = ANY(%s)", (self._user, record_ids))
        return {int(r[0]): (r[1], float(r[2]), r[3], r[4]) for r in rows}

    def items(self, kind: str, row_ids: list[int]) -> dict[int, tuple[str, str, float]]:
        spec = KINDS[kind]
        rows = self._rows(f"SELECT t.id, t.{spec.text_col}, t.occurred_at, t.occurred_ts FROM {spec.table} t "
                          "WHERE t.user_id = %s AND t.id = ANY(%s)", (self._user, row_ids))
        return {int(r[0]): (r[1], r[2], float(r[3])) for r in rows}

    def sources(self, kind: str, row_ids: list[int]) -> dict[int, list[int]] | None:
        spec = KINDS[kind]
        if spec.sources_table is None:
            return None
        out: dict[int, list[int]] = {}
        for item_id, record_id in self._rows(
            f"SELECT {spec.sources_col}, record_id FROM {spec.sources_table} WHERE user_id = %s "
            f"AND {spec.sources_col} = ANY(%s) ORDER BY {spec.sources_col}, record_id", (self._user, row_ids)):
            out.setdefault(int(item_id), []).append(int(record_id))
        return out

    # -- what fused recall reads and notes -------------------------------------
    def fusion_facts(self, kind: str, row_ids: list[int]) -> dict[int, tuple[float, int | None, str, int, float | None]]:
        """Of each live listed item: (time, importance or None for records, type, use count, last use time)."""
        out: dict[int, tuple[float, int | None, str, int, float | None]] = {}
        if kind == "record":
            for r in self._rows("SELECT id, occurred_ts FROM records WHERE user_id = %s AND id = ANY(%s)",
                                (self._user, row_ids)):
                out[int(r[0])] = (float(r[1]), None, "record", 0, None)
        elif kind == "memory":
            for r in self._rows(
                "SELECT id, occurred_ts, importance, type, usage_count, last_used_ts FROM memories "
                "WHERE user_id = %s AND status = 'active' AND id = ANY(%s)", (self._user, row_ids)):
                out[int(r[0])] = (float(r[1]), int(r[2]), r[3], int(r[4] or 0), r[5])
        elif kind == "event":
            for r in self._rows("SELECT id, occurred_ts, importance FROM events WHERE user_id = %s AND id = ANY(%s)",
                                (self._user, row_ids)):
                out[int(r[0])] = (float(r[1]), int(r[2]), "event", 0, None)
        return out

    def note_recalled(self, memory_ids: list[int], now_ts: float) -> bool:
        """Count one more use of each memory, now; False when the store is read-only."""
        if self._store.read_only:
            return False
        self._db.execute("UPDATE memories SET usage_count = usage_count + 1, last_used_ts = %s "
                         "WHERE user_id = %s AND id = ANY(%s)", (now_ts, self._user, sorted(set(memory_ids))))
        return True

    # -- upkeep -----------------------------------------------------------
    def rebuild_records(self) -> int:
        """Segment and tokenise every record of the user again (``mem reindex``: after a dictionary change)."""
        import json

        from memcli.store.postgres.fulltext.lexemes import tsvector_literal
        from memcli.store.text import date_words, fts_body, time_known

        labels: dict[int, list[str]] = {}
        for record_id, label in self._rows(
            "SELECT rc.record_id, c.label FROM record_cues rc JOIN cues c ON c.id = rc.cue_id "
            "WHERE rc.user_id = %s ORDER BY c.key COLLATE \"C\"", (self._user,)):
            labels.setdefault(int(record_id), []).append(label)
        n = 0
        with self._db.transaction():
            for record_id, text, speaker, tags, occurred_at, extra in self._rows(
                "SELECT id, text, speaker, tags, occurred_at, extra FROM records WHERE user_id = %s ORDER BY id",
                (self._user,)):
                tag_list = json.loads(tags)
                when = date_words(occurred_at) if time_known(json.loads(extra)) else ""
                body = fts_body(text + (" " + " ".join(tag_list) if tag_list else ""), speaker,
                                labels.get(int(record_id), []), when)
                toks = tokens(body, self._store.stem)
                self._db.execute("UPDATE records SET fts_text = %s, body = %s::tsvector, doclen = %s WHERE id = %s",
                                 (body, tsvector_literal(toks), len(toks), record_id))
                n += 1
        return n

    def merge_segments(self, status: Callable[[str], None] | None = None) -> dict[str, int]:
        """Nothing to merge: a GIN index has no segments (its pending list is merged by VACUUM)."""
        return {}
