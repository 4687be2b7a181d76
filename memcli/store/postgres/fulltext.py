"""Full-text search on PostgreSQL: GIN-indexed 'simple' vectors, BM25 computed from the vectors' counts.

PostgreSQL's own ``ts_rank`` is not BM25 (no document frequencies, its own
length normalisation), so results would differ from the SQLite store's for
no reason a user could see. Instead each search computes what
:mod:`memcli.recall.fulltext` computes on SQLite — BM25 with k1 = 1.2,
b = 0.75, idf from document frequencies, the item's token count against the
average — with the statistics of the *user's own* items: one user's data
never changes another user's ranking, and a store with one user ranks
exactly as a SQLite store with that user's data.

Per search: one statement for the user's totals, one for the frequencies of
the query's lexemes (each a GIN look-up), and one for the candidates with
their term counts (``unnest(body)``), newest first up to a cap.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from memcli.store.postgres.lexemes import fold, quote_lexeme, tsquery_any

if TYPE_CHECKING:
    from memcli.store.postgres.store import PostgresStore

K1 = 1.2
B = 0.75
KIND_RANK = {"record": 0, "memory": 1, "event": 2}
CANDIDATE_CAP = 1000
"""A search scores at most this many newest matching items per kind (a pasted page stays bounded)."""


class _Kind:
    __slots__ = ("table", "active")

    def __init__(self, table: str, active: str) -> None:
        self.table = table
        self.active = active


KINDS: dict[str, _Kind] = {
    "record": _Kind("records", ""),
    "memory": _Kind("memories", " AND status = 'active'"),
    "event": _Kind("events", ""),
}


class PostgresFullText:
    """Lexeme look-ups and ranked search over records, memories and events of one user."""

    def __init__(self, store: PostgresStore) -> None:
        self._store = store
        self._db = store.db

    def lexeme(self, word: str) -> str:
        """How *word* is written in the index (folded and stemmed, as bodies are)."""
        return self._store.stem(fold(word))

    def has_token(self, word: str, *, user_id: str, kinds: Iterable[str] = ("record", "memory", "event")) -> bool:
        """Does *word* occur as a token in the user's items? (Query segmentation asks this of Chinese runs.)"""
        query = quote_lexeme(self.lexeme(word))
        for kind in kinds:
            spec = KINDS[kind]
            row = self._db.execute(
                f"SELECT EXISTS(SELECT 1 FROM {spec.table} WHERE user_id = %s AND body @@ %s::tsquery{spec.active})",
                (user_id, query)).fetchone()
            if row[0]:
                return True
        return False

    def known_tokens(self, words: Iterable[str], *, user_id: str,
                     kinds: Iterable[str] = ("record", "memory", "event")) -> set[str]:
        """Which of *words* occur as tokens in the user's items: one statement per kind."""
        remaining = sorted(set(words))
        found: set[str] = set()
        for kind in kinds:
            if not remaining:
                break
            spec = KINDS[kind]
            rows = self._db.execute(
                f"SELECT q.w FROM unnest(%s::text[], %s::tsquery[]) AS q(w, tq) WHERE EXISTS ("
                f"SELECT 1 FROM {spec.table} WHERE user_id = %s AND body @@ q.tq{spec.active})",
                (remaining, [quote_lexeme(self.lexeme(w)) for w in remaining], user_id))
            hit = {r[0] for r in rows}
            found |= hit
            remaining = [w for w in remaining if w not in hit]
        return found

    def _stats(self, spec: _Kind, user_id: str) -> tuple[int, float]:
        row = self._db.execute(
            f"SELECT count(*), coalesce(avg(doclen), 1) FROM {spec.table} WHERE user_id = %s{spec.active}",
            (user_id,)).fetchone()
        return int(row[0]), float(row[1]) or 1.0

    def _frequencies(self, spec: _Kind, user_id: str, lexemes: Sequence[str]) -> dict[str, int]:
        rows = self._db.execute(
            f"SELECT q.lex, (SELECT count(*) FROM {spec.table} t WHERE t.user_id = %s AND t.body @@ q.tq"
            f"{spec.active.replace('status', 't.status')}) "
            "FROM unnest(%s::text[], %s::tsquery[]) AS q(lex, tq)",
            (user_id, list(lexemes), [quote_lexeme(lex) for lex in lexemes]))
        return {r[0]: int(r[1]) for r in rows}

    def _candidates(
        self, spec: _Kind, user_id: str, lexemes: Sequence[str], since_ts: float | None, until_ts: float | None,
    ) -> dict[int, tuple[int, float, dict[str, int]]]:
        conds = spec.active.replace("status", "t.status")
        params: list[Any] = [user_id, tsquery_any(lexemes)]
        if since_ts is not None:
            conds += " AND t.occurred_ts >= %s"
            params.append(since_ts)
        if until_ts is not None:
            conds += " AND t.occurred_ts <= %s"
            params.append(until_ts)
        rows = self._db.execute(
            f"WITH c AS (SELECT t.id, t.doclen, t.occurred_ts, t.body FROM {spec.table} t "
            f"WHERE t.user_id = %s AND t.body @@ %s::tsquery{conds} ORDER BY t.id DESC LIMIT %s) "
            "SELECT c.id, c.doclen, c.occurred_ts, u.lexeme, cardinality(u.positions) "
            "FROM c, unnest(c.body) AS u WHERE u.lexeme = ANY(%s)",
            [*params, CANDIDATE_CAP, list(lexemes)])
        out: dict[int, tuple[int, float, dict[str, int]]] = {}
        for item_id, doclen, ts, lex, tf in rows:
            entry = out.setdefault(int(item_id), (int(doclen), float(ts), {}))
            entry[2][lex] = max(1, int(tf or 1))
        return out

    def search(
        self,
        terms: Sequence[tuple[str, float]],
        *,
        user_id: str,
        kinds: Iterable[str] = ("record", "memory", "event"),
        limit: int = 10,
        since_ts: float | None = None,
        until_ts: float | None = None,
        weak: frozenset[str] = frozenset(),
    ) -> list[tuple[str, int, float, float]]:
        """The *limit* best items for *terms* (``(lexeme, weight)``) as ``(kind, id, score 0..1, occurred_ts)``.

        Scores are BM25 over the user's items of each kind, divided by the
        query's upper bound (as on SQLite), so kinds compare. An item holding
        only *weak* lexemes scores 0 and is left out. Ties: newest first,
        then kind, then id.
        """
        weights: dict[str, float] = {}
        for lex, weight in terms:
            if lex and lex not in weights:
                weights[lex] = weight
        if limit <= 0 or not weights:
            return []
        lexemes = list(weights)
        per_kind: list[tuple[str, dict[str, float], dict[int, tuple[int, float, dict[str, int]]], float]] = []
        best_idf: dict[str, float] = {}
        for kind in kinds:
            spec = KINDS[kind]
            n_rows, avgdl = self._stats(spec, user_id)
            if not n_rows:
                continue
            dfs = self._frequencies(spec, user_id, lexemes)
            idf = {lex: math.log(1.0 + (n_rows - df + 0.5) / (df + 0.5)) for lex, df in dfs.items() if df > 0}
            if not idf:
                continue
            for lex, value in idf.items():
                best_idf[lex] = max(best_idf.get(lex, 0.0), value)
            per_kind.append((kind, idf, self._candidates(spec, user_id, list(idf), since_ts, until_ts), avgdl))
        bound = sum(weights[lex] * value for lex, value in best_idf.items()) * (K1 + 1.0)
        if bound <= 0:
            return []
        scored: list[tuple[str, int, float, float]] = []
        for kind, idf, candidates, avgdl in per_kind:
            for item_id, (doclen, ts, counts) in candidates.items():
                if weak and all(lex in weak for lex in counts):
                    continue
                k_len = K1 * (1.0 - B) + K1 * B * doclen / avgdl
                raw = sum(idf[lex] * weights[lex] * tf * (K1 + 1.0) / (tf + k_len) for lex, tf in counts.items())
                if raw > 0:
                    scored.append((kind, item_id, raw / bound, ts))
        scored.sort(key=lambda x: (-x[2], -x[3], KIND_RANK[x[0]], x[1]))
        return scored[:limit]
