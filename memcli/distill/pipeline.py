"""``mem flush``: buffered records → profile slots, events, governed memories.

The flow, and why it is crash safe:

1. Take the store's flush lock (another live flush → wait briefly, then give
   up quietly; a dead holder's lock is taken over).
2. Rows left ``processing`` by a dead flush go back to ``idle``.
3. Pick the buffers to distill (all, or with ``--if-due`` only those past
   ``buffer.flush_tokens`` tokens or idle ``buffer.idle_flush_minutes``) and
   claim their rows (idle → processing).
4. Cut each buffer into episodes and batches (deterministically). For each
   batch: derive everything *outside* any write transaction (offline
   extraction or the three LLM calls, event drafts, embeddings), then apply
   it in **one** write transaction that also re-checks that every source
   record still exists and was not forgotten, and moves the rows to done. A
   kill at any point loses at most the batch in flight, and the next flush
   redoes it from scratch — the result equals an uninterrupted run.
5. Vectors for slots and events the batches touched are computed at the end
   (one well-packed encode) and written in short transactions; anything a
   killed flush left unembedded is caught up by the next one.

Test hook: ``MEM_TEST_FLUSH_SLEEP=SECONDS[:BATCH]`` sleeps inside the write
transaction of batch BATCH (default 0, the first), after its writes and
before its commit, printing a line on stderr, so tests can SIGKILL a flush
mid-batch.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memcli.config.schema import Config
from memcli.distill import buffer as buf
from memcli.distill.episodes import pack_batches, split_episodes
from memcli.distill.apply import apply_batch
from memcli.distill.disk_reserve import DiskReserve
from memcli.distill.flush_vectors import BatchVectors
from memcli.distill.lock import acquire
from memcli.distill.types import BatchOutput, Rec
from memcli.core.errors import MemError
from memcli.core.redact import redact
from memcli.core.timeutil import now, to_iso

if TYPE_CHECKING:  # pragma: no cover
    from memcli.embedding.models import TextEmbedder as Embedder
    from memcli.store.protocols import Store

Say = Callable[[str], None]


@dataclass
class FlushResult:
    """What a flush did (``mem flush --json``)."""

    processed: int = 0
    memories_created: int = 0
    memories_updated: int = 0
    events_created: int = 0
    llm_calls: int = 0
    batches: int = 0
    failed_batches: int = 0
    llm_fallbacks: int = 0
    deferred: int = 0  # records left pending because the flush's LLM deadline ran out (the next flush takes them)
    embedded: int = 0
    buffers: int = 0
    busy: bool = False
    flush_id: int | None = None
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["seconds"] = round(self.seconds, 3)
        return data


def combine_results(results: list[FlushResult]) -> FlushResult:
    """One result of flushes run one user after another (``mem flush`` without ``--user`` on a database of
    many users): counts add up, notes are kept in order, busy when any user's flush found another running."""
    if len(results) == 1:
        return results[0]
    out = FlushResult()
    for r in results:
        for name in ("processed", "memories_created", "memories_updated", "events_created", "llm_calls", "batches",
                     "failed_batches", "llm_fallbacks", "deferred", "embedded", "buffers"):
            setattr(out, name, getattr(out, name) + getattr(r, name))
        out.busy = out.busy or r.busy
        out.flush_id = r.flush_id if r.flush_id is not None else out.flush_id
        out.seconds += r.seconds
        out.notes.extend(n for n in r.notes if n not in out.notes)
    return out


def _hook() -> tuple[float, int] | None:
    raw = os.environ.get("MEM_TEST_FLUSH_SLEEP")
    if not raw:
        return None
    secs, _, batch = raw.partition(":")
    try:
        return float(secs), int(batch or 0)
    except ValueError:
        return None


def _quiet(_: str) -> None:
    return None


def run_flush(
    store: Store,
    cfg: Config,
    *,
    if_due: bool = False,
    use_llm: bool = True,
    wait_seconds: float = 5.0,
    status: Say | None = None,
    warn: Say | None = None,
    home: Path | None = None,
) -> FlushResult:
    """Distill what is pending for the store's user (every user's on a file's all-users handle; see module
    docstring). Never raises for a failed batch.

    With the store's *home*, a flush that wrote vectors also rebuilds the
    derived vector file (:func:`_refresh_vector_file`), so the first semantic
    recall after a nightly flush does not pay for it.
    """
    status = status or _quiet
    warn = warn or _quiet
    t0 = time.perf_counter()
    result = FlushResult()
    reserve: DiskReserve | None = None
    taken, holder = acquire(store, wait_seconds=wait_seconds)
    if not taken:
        result.busy = True
        result.notes.append(f"another flush is running (pid {holder}); nothing done")
        return result
    try:
        recovered = buf.recover_stale(store)
        if recovered:
            result.notes.append(f"{recovered} records left by an interrupted flush were picked up again")
        buffers = buf.pending_buffers(store)
        if if_due:
            buffers = [b for b in buffers if buf.due(b, cfg)]
        if not buffers:
            return result
        reserve = DiskReserve(store.flushing.disk_folder(), sum(b.records for b in buffers))
        started = now()
        flush_id = store.flushing.start_flush(to_iso(started), started.timestamp(), os.getpid())
        result.flush_id = flush_id
        embedder = _embedder(store, cfg, warn, result, home, status)
        client = None
        if use_llm and cfg.llm_enabled():
            from memcli.distill.llm import LLMClient

            client = LLMClient.from_config(cfg)
        for state in buffers:
            if client is not None and client.out_of_time():
                result.deferred += state.records  # not claimed: it simply stays pending
                continue
            _flush_buffer(store, cfg, state, flush_id, embedder, client, result, status, warn)
        if result.deferred:
            note = (f"the LLM deadline of this flush (llm.flush_deadline_seconds = {cfg.llm.flush_deadline_seconds:g}s)"
                    f" ran out; {result.deferred} records stay pending for the next flush")
            result.notes.append(note)
            warn(note)
        if embedder is not None:
            from memcli.embedding.maintenance import embed_missing

            try:
                counts = embed_missing(store, embedder,
                                        kinds=("memory", "event"))
                result.embedded += sum(counts.values())
            except Exception as exc:  # the distilled results stand; vectors can be caught up later
                warn(redact(f"embedding memories/events failed ({type(exc).__name__}: {exc}); run `mem reindex`"))
        store.flushing.end_flush(
            flush_id, finished_at=to_iso(now()),
            status="done" if not (result.failed_batches or result.deferred) else "partial",
            counts={"processed": result.processed, "memories_created": result.memories_created,
                    "memories_updated": result.memories_updated, "events_created": result.events_created,
                    "llm_calls": result.llm_calls},
            note=redact("; ".join(result.notes))[:2000] or None,
        )
        if home is not None and embedder is not None and result.embedded:
            if store.vectors.keeps_file:  # PostgreSQL searches the embeddings table itself: nothing to refresh
                _refresh_vector_file(store, embedder.model_name, status, warn)
            from memcli.embedding.models import prepare_int8_query_encoder

            prepare_int8_query_encoder(cfg, home, status)  # the query encoder's int8 graph, once per model (~1 s)
        _merge_fulltext(store, status, warn)
        return result
    except Exception as exc:
        if not store.flushing.is_disk_full(exc):
            raise
        # not a bad batch: every later batch would fail the same way. Stop, give the claimed rows back
        # (in the space the reserve kept for exactly this).
        if reserve is not None:
            reserve.release()
        store.flushing.give_back(result.flush_id)
        where = store.flushing.disk_folder() or "the store's disk"
        done = (f"{result.processed} records were distilled before the disk filled, the rest stay pending"
                if result.processed else "nothing was distilled and the buffer is as it was")
        raise MemError(f"no space left on {where}; {done} — free some space and run `mem flush` again") from None
    finally:
        if reserve is not None:
            reserve.release()
        result.seconds = time.perf_counter() - t0
        store.flushing.unlock()


def _merge_fulltext(store: Store, status: Say, warn: Say) -> None:
    """Merge the full-text indexes into one segment each, here in the batch job.

    Only an optimisation: if it fails (a busy store), recall is as correct
    with more segments, so a failure is a warning and the next flush tries again.
    """
    failed = store.flushing.merge_fulltext(status)
    if failed is not None:
        warn(f"merging the full-text index failed ({failed}); recall still works, the next flush retries")


def _refresh_vector_file(store: Store, model_name: str, status: Say, warn: Say) -> None:
    """Rebuild the derived vector file after new vectors, here rather than in the next recall.

    Why: every vector write makes the derived file stale, and semantic recall
    rebuilds a stale file before answering (about 1 s at 110k items, 15–32 s
    at 1.6M). A flush is the batch job (often nightly, from cron), so the
    wait belongs to it. The file is derived data: if the rebuild fails, the
    next semantic recall builds it, so a failure is only a warning.
    """
    status("rebuilding the vector file for semantic recall")
    try:
        store.vectors.searchable(model_name)
    except (OSError, ValueError, *store.flushing.store_errors) as exc:
        warn(redact(f"could not rebuild the vector file now ({type(exc).__name__}: {exc}); "
                    "the next semantic recall rebuilds it"))


def _embedder(store: Store, cfg: Config, warn: Say, result: FlushResult, home: Path | None,
              status: Say) -> Embedder | None:
    if not cfg.embedding.enabled:
        return None
    from memcli.embedding.maintenance import embeddings_stale
    from memcli.embedding.models import configured_model_name, load_embedder

    try:
        emb = load_embedder(cfg, home, status)
    except MemError as exc:
        warn(f"{exc}; distilling without embeddings (lexical resolver), run `mem reindex` later")
        result.notes.append("embeddings skipped: model unavailable")
        return None
    if embeddings_stale(store, configured_model_name(cfg)):
        warn(f"some stored vectors come from another embedding model or an older kind of text; "
             f"run `mem reindex` to re-embed them with {emb.model_name}")
    return emb


def _flush_buffer(
    store: Store,
    cfg: Config,
    state: buf.BufferState,
    flush_id: int,
    embedder: Embedder | None,
    client: Any,
    result: FlushResult,
    status: Say,
    warn: Say,
) -> None:
    from memcli.distill.derive import candidates_of, derive_context, derive_offline
    from memcli.distill.resolver import NeighbourIndex

    recs = buf.load_pending(store, state.user_id, state.character)
    if not recs:
        return
    from memcli.distill.owners import assign_owners
    assign_owners(store, recs, cfg)
    ctx = derive_context(store, cfg, state.user_id, state.character)
    result.buffers += 1
    buf.claim(store, flush_id, [r.id for r in recs])
    episodes = split_episodes(recs, cfg.buffer.episode_gap_minutes, max(4 * cfg.buffer.flush_tokens, 512))
    batches = pack_batches(episodes, cfg.buffer.flush_tokens)
    flat = [[r for ep in b for r in ep] for b in batches]
    index = NeighbourIndex(state.user_id, state.character, embedder.model_name if embedder else None)
    derived: dict[int, BatchOutput] = {}

    def offline(j: int) -> BatchOutput:
        if j not in derived:
            derived[j] = derive_offline(ctx, batches[j])
        return derived[j]

    def ahead(j: int) -> BatchOutput | None:
        if client is not None:
            return None  # LLM outputs are not known in advance
        try:
            return offline(j)
        except Exception:  # surfaces (and is reported) when batch j itself runs
            return None

    vectors = BatchVectors(embedder, flat, ahead) if embedder else None
    hook = _hook()
    label = state.user_id + (f"/{state.character}" if state.character else "")
    status(f"flushing {len(recs)} records of {label} in {len(batches)} batches")
    bar = None
    if len(recs) >= PROGRESS_FROM:  # a first import: minutes of embedding, worth a progress line
        from memcli.core.progress import Progress

        bar = Progress(f"flushing {label}", len(recs))
    try:
        for bi, batch in enumerate(batches):
            brecs = flat[bi]
            ids = [r.id for r in brecs]
            if client is not None and client.out_of_time():
                # the endpoint used up the flush's time: what is not started waits for the next flush (and its
                # LLM) instead of holding the lock; the batch that was cut off was distilled offline
                left = [r.id for rest in flat[bi:] for r in rest]
                store.flushing.mark(left, "idle")
                result.deferred += len(left)
                break
            if bar is not None and bi:
                bar.update(bar.done + len(flat[bi - 1]))
            try:
                out: BatchOutput | None = None
                if client is not None:
                    out = _llm_batch(store, cfg, client, batch, state, flush_id, result, warn)
                    if out is not None:  # the people index is distilled offline on both paths
                        out.candidates += [c for c in candidates_of(ctx, brecs) if c.type == "person"]
                if out is None:
                    out = offline(bi)
                rec_vecs, cand_vecs = vectors.for_batch(bi, out) if vectors else ({}, {})
                derived.pop(bi, None)
                now_iso = to_iso(now())
                with store.transaction():
                    counts = apply_batch(store, cfg, state.user_id, state.character, brecs, out, index,
                                         embedder.model_name if embedder else None, rec_vecs, cand_vecs, now_iso)
                    store.flushing.add_batch_counts(flush_id, processed=counts.processed, created=counts.created,
                                                    updated=counts.updated, events=counts.events)
                    if hook is not None and hook[1] == bi:
                        sys.stderr.write(f"mem: test hook: sleeping {hook[0]:g}s inside batch {bi}\n")
                        sys.stderr.flush()
                        time.sleep(hook[0])
                result.processed += counts.processed
                result.memories_created += counts.created
                result.memories_updated += counts.updated
                result.events_created += counts.events
                result.embedded += counts.embedded
                result.batches += 1
            except (KeyboardInterrupt, SystemExit):
                raise
            except Exception as exc:  # one bad batch must not sink the rest; its rows are retried next time
                if store.flushing.is_disk_full(exc):
                    raise  # not the batch's fault: run_flush stops and gives the claimed rows back
                index.reset()
                result.failed_batches += 1
                note = redact(f"batch {bi} of {label} failed ({type(exc).__name__}: {exc}); its records stay pending")
                result.notes.append(note)
                warn(note)
                if os.environ.get("MEM_DEBUG"):
                    from memcli.core.redact import print_traceback

                    print_traceback()
                store.flushing.mark_failed(ids, flush_id)
    finally:
        if vectors is not None:
            vectors.close()  # an interrupted flush does not wait for the encoder thread
    if bar is not None:
        bar.update(len(recs))
        bar.finish()


PROGRESS_FROM = 2000
"""Records in one flush from which it shows a progress line (each batch commits: an interrupted flush resumes)."""


def _llm_batch(
    store: Store,
    cfg: Config,
    client: Any,
    batch: list[list[Rec]],
    state: buf.BufferState,
    flush_id: int,
    result: FlushResult,
    warn: Say,
) -> BatchOutput | None:
    from memcli.distill.llm import LLMError, distill_with_llm

    before = len(client.calls)
    lines = [f"{topic}::{sub}: {content}" for topic, sub, content in store.memories.profile_lines(state.user_id, state.character)]
    out: BatchOutput | None
    try:
        out = distill_with_llm(client, batch, cfg, lines)
    except LLMError as exc:
        out = None
        result.llm_fallbacks += 1
        msg = redact(f"LLM distillation failed ({exc}); this batch was distilled offline instead")
        warn(msg)
        if msg not in result.notes:
            result.notes.append(msg)
    finally:
        new_calls = client.calls[before:]
        result.llm_calls += len(new_calls)
        if new_calls:
            from memcli.store.protocols.flushing import LlmCall

            store.flushing.record_llm_calls(flush_id, [
                LlmCall(c.stage, c.model, c.prompt_tokens, c.completion_tokens, c.latency_ms, bool(c.ok),
                        redact(c.error) if c.error else None)
                for c in new_calls
            ], to_iso(now()))
    if out is not None:
        out.llm_calls = len(client.calls) - before
    return out
