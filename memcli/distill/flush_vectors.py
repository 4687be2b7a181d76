"""Record and candidate vectors for a flush, encoded on a worker thread a chunk of batches ahead."""

from __future__ import annotations

import queue
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memcli.distill.types import BatchOutput, Candidate, Rec

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from memcli.embedding.models import TextEmbedder as Embedder

CHUNK_TEXTS = 512
"""Texts per encode call. Big enough that batching by length inside the call keeps padding low (memcli.embedding.e5_onnx
packs ~4,096 tokens a forward pass), small enough that the next chunk's encoding overlaps this chunk's
distillation from the first batches on (docs/benchmarks.md)."""
KEEP_TEXTS = 16384
"""Distinct texts whose vectors are kept across chunks (~25 MB at 384 dims): a text repeated later in the flush
("好的", "haha", a question asked again) is not encoded again."""


@dataclass
class _Chunk:
    """Batches [start, end): the texts they need, and the worker's answer."""

    start: int
    end: int
    recs: list[Rec]
    extra: list[str]  # candidate texts known ahead (offline distillation)
    todo: list[str]  # the distinct texts to encode (not already known)
    result: Future[Any] = field(default_factory=Future)


class _Stopped(Exception):
    """Raised from the encoder's progress callback to end an encode call early."""


STOP_WAIT_SECONDS = 60.0
"""How long closing waits for the forward pass in progress (one pass: ~4,096 tokens, well under a second)."""


class _Encoder:
    """One thread that runs every encode call of the flush, one at a time, in order.

    Why a thread: ONNX Runtime (and torch) release the GIL while they
    multiply, so the model works while the flush's own Python (extraction,
    the resolver, the writes) goes on. One thread, and every call through
    it, so two encodes never compete for the cores. Closing (the flush
    ends, or is interrupted) stops the call in progress after its current
    forward pass and waits for that: a runtime still computing while the
    interpreter shuts down aborts the process. The worker never touches the
    store.
    """

    def __init__(self, embedder: Embedder) -> None:
        self._embedder = embedder
        self._jobs: queue.Queue[tuple[list[str], Future[Any]] | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()

    def _check(self, _done: int) -> None:
        if self._stop.is_set():
            raise _Stopped

    def submit(self, texts: list[str], result: Future[Any] | None = None) -> Future[Any]:
        fut: Future[Any] = result if result is not None else Future()
        if self._thread is None:
            # a daemon only so that a runtime that never returns cannot keep the process alive
            self._thread = threading.Thread(target=self._run, name="mem-flush-encoder", daemon=True)
            self._thread.start()
        self._jobs.put((texts, fut))
        return fut

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            texts, fut = job
            if not fut.set_running_or_notify_cancel():
                continue
            try:
                fut.set_result(self._embedder.encode(texts, progress=self._check) if texts else None)
            except BaseException as exc:  # noqa: BLE001 - handed to the flush, which fails the batch
                fut.set_exception(exc)

    def close(self) -> None:
        """Drop queued calls, stop the one in progress after its forward pass, and wait for the thread."""
        self._stop.set()
        while True:
            try:
                job = self._jobs.get_nowait()
            except queue.Empty:
                break
            if job is not None:
                job[1].cancel()
        self._jobs.put(None)
        if self._thread is not None:
            self._thread.join(STOP_WAIT_SECONDS)


class BatchVectors:
    """Record and candidate vectors for each batch, encoded a chunk of batches ahead on a worker thread.

    The next chunk is planned (its batches' offline candidates derived) and
    handed to the worker while the current chunk's batches are distilled,
    so the flush costs little more than encoding its texts. Each distinct
    text is encoded once: within a chunk, and across chunks through a
    bounded memory of recent texts. At most two chunks are in flight, so
    memory stays bounded. A chunk whose encoding failed is retried batch by
    batch (its batch fails only if that fails too).
    """

    def __init__(self, embedder: Embedder, flat: list[list[Rec]], ahead: Callable[[int], BatchOutput | None],
                 chunk: int = CHUNK_TEXTS) -> None:
        self.flat = flat
        self.ahead = ahead
        self.chunk = chunk
        self._worker = _Encoder(embedder)
        self._planned = 0  # batches [0, planned) belong to a planned chunk
        self._flight: list[_Chunk] = []
        self._known: OrderedDict[str, np.ndarray] = OrderedDict()
        self.rec: dict[int, np.ndarray] = {}

    def close(self) -> None:
        self._worker.close()

    # --- planning and collecting ----------------------------------------------------

    def _plan(self) -> None:
        start = j = self._planned
        recs: list[Rec] = []
        extra: list[str] = []
        while j < len(self.flat) and (j == start or len(recs) + len(extra) + len(self.flat[j]) <= self.chunk):
            recs.extend(self.flat[j])
            out = self.ahead(j)
            if out is not None:
                extra.extend(_needs_vector(out.candidates, self.flat[j]))
            j += 1
        self._planned = j
        pending = {t for c in self._flight for t in c.todo}
        # identical texts ("好的", "haha", a repeated question) are encoded once
        todo = [t for t in dict.fromkeys([_embed_text(r) for r in recs] + extra)
                if t not in self._known and t not in pending]
        chunk = _Chunk(start, j, recs, extra, todo)
        self._worker.submit(todo, chunk.result)
        self._flight.append(chunk)

    def _collect(self, chunk: _Chunk) -> None:
        """Wait for *chunk*; its vectors become known (a failure leaves them to the per-batch retry)."""
        try:
            vecs = chunk.result.result()
        except Exception:  # noqa: BLE001 - retried for each batch in for_batch, which reports a second failure
            return
        for i, t in enumerate(chunk.todo):
            self._remember(t, vecs[i])
        for r in chunk.recs:
            vec = self._known.get(_embed_text(r))
            if vec is not None:
                self.rec[r.id] = vec

    def _remember(self, text: str, vec: np.ndarray) -> None:
        self._known[text] = vec
        self._known.move_to_end(text)
        while len(self._known) > KEEP_TEXTS:
            self._known.popitem(last=False)

    def _encode_now(self, texts: list[str]) -> None:
        todo = list(dict.fromkeys(t for t in texts if t not in self._known))
        if todo:
            vecs = self._worker.submit(todo).result()
            for i, t in enumerate(todo):
                self._remember(t, vecs[i])

    # --- per batch ---------------------------------------------------------------------

    def for_batch(self, index: int, out: BatchOutput) -> tuple[dict[int, np.ndarray], dict[str, np.ndarray]]:
        while self._planned <= index:
            self._plan()
        if len(self._flight) < 2 and self._planned < len(self.flat):
            self._plan()  # derived here while the worker encodes the chunks before it
        while self._flight and self._flight[0].start <= index:
            self._collect(self._flight.pop(0))
        recs = self.flat[index]
        lost = [_embed_text(r) for r in recs if r.id not in self.rec]
        if lost:  # a failed chunk, or texts forgotten between chunks: encoded now (a failure fails the batch)
            self._encode_now(lost)
            for r in recs:
                if r.id not in self.rec:
                    self.rec[r.id] = self._known[_embed_text(r)]
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
            elif key in self._known:
                cand_vecs[key] = self._known[key]
            elif key not in missing:
                missing.append(key)
        if missing:  # LLM candidates, or an offline fallback: not known ahead
            self._encode_now(missing)
            for key in missing:
                cand_vecs[key] = self._known[key]
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
