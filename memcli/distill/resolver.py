"""Resolve a new governed memory against its near neighbours.

For a candidate (agreement, emotion, fact, identity, relationship, …) the
nearest active memory of the same user, character, type and owner is found
and the distance decides (DESIGN §2, thresholds in ``[resolver]``):

* distance < ``skip_distance`` → **skip**: it is already known; the old
  memory's sources are widened to include the new record.
* distance < ``merge_distance`` → **replace** when the candidate is newer
  (the old one is superseded, the new one inherits the union of sources),
  **merge** when it is older (the newer memory stays, sources unioned).
* otherwise → **create**.

Source sets are always unioned, never narrowed. Distance is cosine distance
between embeddings when both sides have one; otherwise (embeddings disabled
or the model unavailable) a lexical distance, 1 − Jaccard similarity of
character bigrams, which works for Chinese and English alike and is
stricter than cosine (so without a model the resolver errs towards keeping
both memories rather than merging different ones).

The packaged model is weak on Chinese (two different Chinese promises can sit
0.3 apart), so for mostly-Chinese text a cosine distance in the merge band
counts only when the two texts also share wording (lexical distance below
:data:`CJK_LEXICAL_GUARD`); a clear near-duplicate (below the skip distance)
is trusted as is.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from memcli.distill.store import MemRow, load_active

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from memcli.store.protocols import Store

_NON_WORD = re.compile(r"[\s\W_]+")
_COMMON_POSTING = 400  # bigrams this common say little about similarity
CJK_LEXICAL_GUARD = 0.7


def mostly_cjk(text: str) -> bool:
    cjk = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
    return cjk > 0 and cjk * 2 >= sum(1 for ch in text if ch.isalnum())


def bigrams(text: str) -> frozenset[str]:
    t = _NON_WORD.sub("", text.lower())
    if len(t) < 2:
        return frozenset({t}) if t else frozenset()
    return frozenset(t[i : i + 2] for i in range(len(t) - 1))


def lexical_distance(a: frozenset[str], b: frozenset[str]) -> float:
    if not a or not b:
        return 1.0
    inter = len(a & b)
    return 1.0 - inter / (len(a) + len(b) - inter)


@dataclass
class Decision:
    action: str  # skip | merge | replace | create
    target: MemRow | None
    distance: float


class _Group:
    """Active memories of one (type, owner): texts, bigram postings, vectors."""

    def __init__(self) -> None:
        self.rows: dict[int, MemRow] = {}
        self.grams: dict[int, frozenset[str]] = {}
        self.postings: dict[str, set[int]] = {}
        self.vectors: dict[int, np.ndarray] = {}
        self._matrix: tuple[list[int], np.ndarray] | None = None

    def add(self, row: MemRow, vec: np.ndarray | None) -> None:
        self.rows[row.id] = row
        g = bigrams(row.content)
        self.grams[row.id] = g
        for gram in g:
            self.postings.setdefault(gram, set()).add(row.id)
        if vec is not None:
            self.vectors[row.id] = vec
        self._matrix = None

    def remove(self, mid: int) -> None:
        self.rows.pop(mid, None)
        for gram in self.grams.pop(mid, frozenset()):
            posting = self.postings.get(gram)
            if posting:
                posting.discard(mid)
        self.vectors.pop(mid, None)
        self._matrix = None

    def matrix(self) -> tuple[list[int], np.ndarray] | None:
        import numpy as np

        if not self.vectors:
            return None
        if self._matrix is None:
            keys = list(self.vectors)
            self._matrix = (keys, np.vstack([self.vectors[k] for k in keys]))
        return self._matrix


class NeighbourIndex:
    """Per-flush cache of one (user, character)'s governed memories.

    Built lazily from the store on first use (inside a batch transaction)
    and kept in step with every write the flush makes; a failed batch drops
    the cache (:meth:`reset`) so it is rebuilt from what was committed.
    """

    def __init__(self, user_id: str, character: str, model_name: str | None) -> None:
        self.user_id = user_id
        self.character = character
        self.model_name = model_name
        self._groups: dict[tuple[str, str], _Group] | None = None

    def reset(self) -> None:
        self._groups = None

    def _load(self, store: Store) -> dict[tuple[str, str], _Group]:
        if self._groups is None:
            groups: dict[tuple[str, str], _Group] = {}
            rows = load_active(store, self.user_id, self.character)
            vecs: dict[int, np.ndarray] = {}
            if self.model_name and rows:
                from memcli.embedding.maintenance import load_vectors

                vecs = load_vectors(store, "memory", [r.id for r in rows], self.model_name)
            for r in rows:
                groups.setdefault((r.type, r.owner), _Group()).add(r, vecs.get(r.id))
            self._groups = groups
        return self._groups

    def group(self, store: Store, type_: str, owner: str) -> _Group:
        return self._load(store).setdefault((type_, owner), _Group())

    def nearest(
        self, store: Store, type_: str, owner: str, text: str, vec: np.ndarray | None, skip_distance: float = 0.12
    ) -> tuple[MemRow | None, float]:
        g = self.group(store, type_, owner)
        if not g.rows:
            return None, 1.0
        best_id, best_d = None, 2.0
        cand = bigrams(text)
        if vec is not None:
            mat = g.matrix()
            if mat is not None:
                keys, m = mat
                sims = m @ vec
                i = int(sims.argmax())
                best_id, best_d = keys[i], float(1.0 - sims[i])
                if best_d >= skip_distance and mostly_cjk(text) and lexical_distance(cand, g.grams[best_id]) > CJK_LEXICAL_GUARD:
                    best_id, best_d = None, 2.0  # the model alone is not trusted to merge Chinese text
        counts: Counter[int] = Counter()
        for gram in cand:
            posting = g.postings.get(gram)
            if posting and len(posting) <= _COMMON_POSTING:
                counts.update(posting)
        # ties broken by id: the choice must not depend on set iteration order (hash seeds differ per process)
        for mid, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:8]:
            if vec is not None and mid in g.vectors:
                continue  # compared by embedding already
            d = lexical_distance(cand, g.grams[mid])
            if d < best_d:
                best_id, best_d = mid, d
        return (g.rows[best_id] if best_id is not None else None), best_d

    def add(self, store: Store, row: MemRow, vec: np.ndarray | None) -> None:
        self.group(store, row.type, row.owner).add(row, vec)

    def remove(self, store: Store, row: MemRow) -> None:
        self.group(store, row.type, row.owner).remove(row.id)


def decide(distance: float, cand_ts: float, target: MemRow | None, skip_distance: float, merge_distance: float) -> Decision:
    if target is None or distance >= merge_distance:
        return Decision("create", None, distance)
    if distance < skip_distance:
        return Decision("skip", target, distance)
    if cand_ts >= target.occurred_ts:
        return Decision("replace", target, distance)
    return Decision("merge", target, distance)
