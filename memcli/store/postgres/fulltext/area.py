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
from _thread import allocate_lock
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from memcli.store.postgres.fulltext.lexemes import quote_lexeme, tokens

if TYPE_CHECKING:
    from memcli.store.postgres.store import PostgresStore

_QUOTED = re.compile(r'"((?:[^"]|"")*)"')

_VERSION = "SELECT coalesce(sum(n), 0)::int8 FROM changes WHERE user_id = %s"
"""How far the user's rows have changed: with the database's identity, the key of cached totals."""
TERM_CHARS = 200
"""The characters of a term the ``terms`` table keys (schema m004); a longer one matches on its start, and
``body @@ query`` decides."""
KIND_CODES = {"record": "r", "memory": "m", "event": "e"}
"""Each kind's code in ``terms.kind``."""
TOTALS_CACHE_SIZE = 4096
"""Users whose totals one process keeps (a few hundred bytes each)."""
_TOTALS: dict[tuple[str, str, str], tuple[int, dict[str, tuple[int, float, int]]]] = {}
_TOTALS_LOCK = allocate_lock()  # _thread's: importing threading costs a one-shot command ~1 ms


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

    def _terms(self, expr: str) -> list[str]:
        """The distinct terms of an FTS5 expression, as ``terms`` keys them, longest first (likely the rarest)."""
        found: dict[str, None] = {}
        for match in _QUOTED.finditer(expr):
            for tok in tokens(match.group(1).replace('""', '"'), self._store.stem):
                found[tok[:TERM_CHARS]] = None
        return sorted(found, key=len, reverse=True)

    def _rows(self, sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
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
            return self._count(kinds)[1]
        key = (self._store.url, self._store.identity, self._user)
        cached = _TOTALS.get(key)
        if cached is not None and all(k in cached[1] for k in kinds):
            if int(self._db.one(_VERSION, (self._user,))[0]) == cached[0]:
                return {k: cached[1][k] for k in kinds}
        all_kinds = list(dict.fromkeys([*kinds, *(cached[1] if cached else ())]))
        version, totals = self._count(all_kinds)
        with _TOTALS_LOCK:
            if len(_TOTALS) >= TOTALS_CACHE_SIZE and key not in _TOTALS:
                del _TOTALS[next(iter(_TOTALS))]
            _TOTALS[key] = (version, totals)
        return {k: totals[k] for k in kinds}

    def _matching(self, kind: str, template: str, expr: str, before: Sequence[Any],
                  after: Sequence[Any], *, lexeme: str | None = None) -> list[tuple[Any, ...]]:
        """Rows of *template*, whose ``{source}`` is "the user's rows of *kind* whose body matches *expr*"
        (a ``FROM … WHERE …`` with the table as ``t``); *before* and *after* are the parameters around it.
        With *lexeme*, the match is that one stored lexeme instead (already stemmed: not tokenised again).

        The rows are found through ``terms`` (schema m004): the user's
        postings of the longest term, newest first through its primary key,
        each joined to its row, the other terms checked in ``terms`` too, and
        ``body @@ query`` deciding (phrases, and what the postings cannot
        say). So a probe reads the postings it needs of one user, however
        many rows that user or the others have. Why not the GIN index on
        ``body``: under forced row-level security the planner may not use an
        operator that is not leakproof (``@@``, ``@>``) in an index
        condition, so GIN was never used for mem's role and every probe read
        all of the user's rows (docs/benchmarks.md, "Users with many rows").
        """
        if lexeme is not None:
            query, terms = quote_lexeme(lexeme), [lexeme[:TERM_CHARS]]
        else:
            query, terms = self.tsquery(expr), self._terms(expr)
        if not query or not terms:
            return []
        spec = KINDS[kind]
        others = "".join(f" AND EXISTS (SELECT 1 FROM terms p{n} WHERE p{n}.user_id = p.user_id AND "
                         f"p{n}.kind = p.kind AND p{n}.term = %s AND p{n}.item_id = p.item_id)"
                         for n in range(1, len(terms)))
        # one term, keyed whole: its postings are exactly the matches, and leaving @@ out keeps the planner
        # on the postings' order (with it, a common word's estimate made it hash-join all the user's rows)
        exact = len(terms) == 1 and query == quote_lexeme(terms[0]) and len(terms[0]) < TERM_CHARS
        check = "" if exact else " AND t.body @@ %s::tsquery"
        source = (f"FROM terms p JOIN {spec.table} t ON t.user_id = p.user_id AND t.id = p.item_id "
                  f"WHERE p.user_id = %s AND p.kind = %s AND p.term = %s{others}{check}")
        return self._rows(template.replace("{source}", source),
                          [*before, self._user, KIND_CODES[kind], *terms, *(() if exact else (query,)), *after])

    def _count(self, kinds: list[str]) -> tuple[int, dict[str, tuple[int, float, int]]]:
        """(the user's change counter, totals by kind), both from one snapshot."""
        parts = [f"SELECT %s::text, count(*), avg(t.doclen), max(t.id) FROM {KINDS[k].table} t "
                 f"WHERE t.user_id = %s{KINDS[k].active}" for k in kinds]
        params: list[Any] = [self._user]
        for k in kinds:
            params += [k, self._user]
        rows = self._rows(f"SELECT '', 0, NULL::numeric, ({_VERSION}) UNION ALL " + " UNION ALL ".join(parts), params)
        out: dict[str, tuple[int, float, int]] = {}
        version = 0
        for kind, n_rows, avgdl, top in rows:
            if kind == "":
                version = int(top)
            else:
                out[kind] = (int(n_rows), float(avgdl), int(top)) if n_rows else (0, 1.0, 0)
        return version, out

    def term_counts(self, kind: str, stem: str) -> tuple[int, int] | None:
        spec = KINDS[kind]
        rows = self._matching(
            kind, "SELECT count(*), coalesce(sum((SELECT cardinality(u.positions) FROM unnest(t.body) u "
                  f"WHERE u.lexeme = %s)), 0) {{source}}{spec.active}",
            "", (stem,), (), lexeme=stem)
        return (int(rows[0][0]), int(rows[0][1])) if rows and rows[0][0] else None

    def lengths(self, kind: str, row_ids: list[int]) -> dict[int, int]:
        spec = KINDS[kind]
        rows = self._rows(f"SELECT t.id, t.doclen FROM {spec.table} t WHERE t.user_id = %s AND t.id = ANY(%s) "
                          "AND t.body IS NOT NULL", (self._user, row_ids))
        return {int(r[0]): int(r[1]) for r in rows}

    # -- matching ---------------------------------------------------------
    def matches(self, kind: str, expr: str, limit: int, newest_first: bool = True) -> list[int]:
        spec = KINDS[kind]
        rows = self._matching(
            kind, f"SELECT t.id {{source}}{spec.active} ORDER BY t.id {'DESC' if newest_first else 'ASC'} LIMIT %s",
            expr, (), (limit,))
        return [int(r[0]) for r in rows]

    def known_tokens(self, kind: str, strings: list[str]) -> set[str] | None:
        spec = KINDS[kind]
        found: list[tuple[str, str, str]] = []
        for s in strings:
            expr = '"' + s.replace('"', '""') + '"'
            query, terms = self.tsquery(expr), self._terms(expr)
            if query and terms:
                found.append((s, terms[0], query))
        if not found:
            return set()
        rows = self._rows(
            # the queries travel as text and are cast in the statement: once prepared (a statement run five
            # times), a tsquery[] parameter refuses the text[] array the driver sends for a list of strings
            f"SELECT q.s FROM unnest(%s::text[], %s::text[], %s::text[]) AS q(s, term, tq) WHERE EXISTS ("
            f"SELECT 1 FROM terms p JOIN {spec.table} t ON t.user_id = p.user_id AND t.id = p.item_id "
            f"WHERE p.user_id = %s AND p.kind = %s AND p.term = q.term AND t.body @@ q.tq::tsquery{spec.active})",
            ([f[0] for f in found], [f[1] for f in found], [f[2] for f in found], self._user, KIND_CODES[kind]))
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
        spec = KINDS[kind]
        out: list[int] = []
        for cond in ("t.id <= %s", "t.id > %s"):
            if len(out) >= want:
                break
            rows = self._matching(
                kind, f"SELECT f.id FROM (SELECT t.id, t.occurred_ts {{source}}{spec.active} AND {cond} "
                      "ORDER BY t.id DESC LIMIT %s) f WHERE f.occurred_ts >= %s AND f.occurred_ts <= %s "
                      "ORDER BY f.id DESC LIMIT %s",
                expr, (), (hint, cap, lo, hi, want - len(out)))
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
            "SELECT rc.record_id, c.label FROM record_cues rc JOIN cues c ON c.user_id = rc.user_id AND c.id = rc.cue_id "
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
                self._db.execute("UPDATE records SET fts_text = %s, body = %s::tsvector, doclen = %s "
                                 "WHERE user_id = %s AND id = %s",
                                 (body, tsvector_literal(toks), len(toks), self._user, record_id))
                n += 1
        return n

    def merge_segments(self, status: Callable[[str], None] | None = None) -> dict[str, int]:
        """Nothing to merge: a GIN index has no segments (its pending list is merged by VACUUM)."""
        return {}
