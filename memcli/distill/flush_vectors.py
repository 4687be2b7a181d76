"""Record and candidate vectors for a flush, encoded a chunk of upcoming batches at a time."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from memcli.distill.types import BatchOutput, Candidate, Rec

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from memcli.embedding.models import TextEmbedder as Embedder


class BatchVectors:
    """Record and candidate vectors, encoded a chunk of upcoming batches at a time.

    One encode call over a thousand texts costs far less per text than many
    small calls (on 2 cores a call of a few texts costs as much as ~40 texts
    inside a big one), so offline the next batches are derived ahead and
    their records *and* candidate texts go into one call, each distinct text
    once. Memory stays bounded by the chunk size.
    """

    def __init__(self, embedder: Embedder, flat: list[list[Rec]], ahead: Callable[[int], BatchOutput | None], chunk: int = 4096) -> None:
        self.embedder = embedder
        self.flat = flat
        self.ahead = ahead
        self.chunk = chunk
        self.rec: dict[int, np.ndarray] = {}
        self.text: dict[str, np.ndarray] = {}

    def _fill(self, index: int) -> None:
        recs: list[Rec] = []
        extra: list[str] = []
        j = index
        while j < len(self.flat) and (j == index or len(recs) + len(extra) + len(self.flat[j]) <= self.chunk):
            recs.extend(r for r in self.flat[j] if r.id not in self.rec)
            out = self.ahead(j)
            if out is not None:
                extra.extend(_needs_vector(out.candidates, self.flat[j]))
            j += 1
        # identical texts ("好的", "haha", a repeated question) are encoded once
        unique = list(dict.fromkeys([_embed_text(r) for r in recs] + extra))
        vecs = self.embedder.encode(unique)
        by_text = {t: vecs[i] for i, t in enumerate(unique)}
        for r in recs:
            self.rec[r.id] = by_text[_embed_text(r)]
        # this chunk's candidate texts replace the last chunk's (those batches are done)
        self.text = {t: by_text[t] for t in extra}

    def for_batch(self, index: int, out: BatchOutput) -> tuple[dict[int, np.ndarray], dict[str, np.ndarray]]:
        if any(r.id not in self.rec for r in self.flat[index]):
            self._fill(index)
        recs = self.flat[index]
        rec_vecs = {r.id: self.rec.pop(r.id) for r in recs if r.id in self.rec}
        by_text = {_embed_text(r).strip(): r.id for r in recs}
        cand_vecs: dict[str, np.ndarray] = {}
        missing: list[str] = []
        for c in out.candidates:
            key = c.vector_key
            if c.type == "profile" or not key or key in cand_vecs:
                continue
            rid = by_text.get(key.strip())
            if rid is not None and rid in rec_vecs:
                cand_vecs[key] = rec_vecs[rid]
            elif key in self.text:
                cand_vecs[key] = self.text[key]
            elif key not in missing:
                missing.append(key)
        if missing:  # LLM candidates, or an offline fallback: not known ahead
            for key, vec in zip(missing, self.embedder.encode(missing), strict=True):
                cand_vecs[key] = vec
        return rec_vecs, cand_vecs


def _embed_text(rec: Rec) -> str:
    """The text a record's vector is made from (the same as ``mem reindex`` uses)."""
    from memcli.embedding.texts import record_embed_text

    return record_embed_text(rec.text, rec.speaker, rec.user_id)


def _needs_vector(cands: list[Candidate], recs: list[Rec]) -> list[str]:
    """Governed candidate texts that are not simply one of the batch's records' embedded texts.

    A candidate equal to a record's embedded text shares its vector; one equal
    only to the bare text of a record that embeds as ``speaker: text`` gets its
    own (a memory embeds its content alone, in flush and reindex alike).
    """
    texts = {_embed_text(r).strip() for r in recs}
    return [c.vector_key for c in cands if c.type != "profile" and c.vector_key and c.vector_key.strip() not in texts]
