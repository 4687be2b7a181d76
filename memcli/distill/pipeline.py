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

from memcli.config import Config
from memcli.distill import buffer as buf
from memcli.distill.episodes import pack_batches, split_episodes
from memcli.distill.lock import acquire
from memcli.distill.store import (
    MemRow,
    add_memory_sources,
    free_hash,
    hash_taken,
    insert_event,
    insert_memory,
    live_records,
    memory_hash,
    memory_sources,
    supersede,
    touch_memory,
    watermarked,
)
from memcli.distill.types import BatchOutput, Candidate, Rec
from memcli.errors import MemError
from memcli.redact import redact
from memcli.timeutil import now, to_iso

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from memcli.distill.resolver import NeighbourIndex
    from memcli.embed import TextEmbedder as Embedder
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


@dataclass
class _Counts:
    created: int = 0
    updated: int = 0
    events: int = 0
    processed: int = 0
    embedded: int = 0


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
    """Distill what is pending (see module docstring). Never raises for a failed batch.

    With the store's *home*, a flush that wrote vectors also rebuilds the
    derived vector file (:func:`_refresh_vector_file`), so the first semantic
    recall after a nightly flush does not pay for it.
    """
    status = status or _quiet
    warn = warn or _quiet
    t0 = time.perf_counter()
    result = FlushResult()
    reserve: _Reserve | None = None
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
        reserve = _Reserve(store.flushing.disk_folder(), sum(b.records for b in buffers))
        started = now()
        flush_id = store.flushing.start_flush(to_iso(started), started.timestamp(), os.getpid())
        result.flush_id = flush_id
        embedder = _embedder(store, cfg, warn, result, home, status)
        client = None
        if use_llm and cfg.llm_enabled():
            from memcli.distill.llm import LLMClient

            client = LLMClient.from_config(cfg)
        for state in buffers:
            _flush_buffer(store, cfg, state, flush_id, embedder, client, result, status, warn)
        if embedder is not None:
            from memcli.embed import embed_missing

            try:
                counts = embed_missing(store, embedder,  # type: ignore[arg-type]
                                        kinds=("memory", "event"))
                result.embedded += sum(counts.values())
            except Exception as exc:  # the distilled results stand; vectors can be caught up later
                warn(redact(f"embedding memories/events failed ({type(exc).__name__}: {exc}); run `mem reindex`"))
        store.flushing.end_flush(
            flush_id, finished_at=to_iso(now()), status="done" if not result.failed_batches else "partial",
            counts={"processed": result.processed, "memories_created": result.memories_created,
                    "memories_updated": result.memories_updated, "events_created": result.events_created,
                    "llm_calls": result.llm_calls},
            note=redact("; ".join(result.notes))[:2000] or None,
        )
        if home is not None and embedder is not None and result.embedded:
            _refresh_vector_file(store, home, embedder.model_name, status, warn)
            from memcli.query_int8 import prepare

            prepare(cfg, home, status)  # the query encoder's int8 graph, built once per model (~1 s)
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


def _file_disk_full(exc: OSError) -> bool:
    """A file write's ENOSPC/EDQUOT."""
    import errno

    return exc.errno in (errno.ENOSPC, errno.EDQUOT)


class _Reserve:
    """Disk space set aside (a private file beside the store) before a flush claims any buffer row.

    Why: the flush first marks its rows 'processing' in one commit; when the
    disk then fills mid-way, even the small write that puts them back fails,
    and the rows and the lock stay behind. Deleting this file gives SQLite
    room for exactly that write. Its size covers the rewrite of every
    claimed buffer row and its index entry in the write-ahead log (85–91
    bytes a row measured at 1,500 and 20,000 rows; kept with a margin). If it cannot be made,
    the disk is already full and the flush stops before changing anything.
    """

    BASE = 1 << 20
    PER_RECORD = 256

    def __init__(self, folder: str, records: int) -> None:
        self.path: Path | None = None
        if not folder:
            return
        from memcli.atomic import named_temporary, remove_stale_temporaries

        base = Path(folder) / "flush-reserve"
        remove_stale_temporaries(base)  # left by a killed flush
        path = named_temporary(base)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        except OSError as exc:
            if _file_disk_full(exc):
                raise
            return  # a read-only folder etc.: the flush itself will say what is wrong
        try:
            os.posix_fallocate(fd, 0, self.BASE + self.PER_RECORD * max(0, records))
        except OSError as exc:
            os.close(fd)
            path.unlink(missing_ok=True)
            if _file_disk_full(exc):
                raise
            return  # no fallocate on this file system: flush without a reserve
        os.close(fd)
        self.path = path

    def release(self) -> None:
        if self.path is not None:
            self.path.unlink(missing_ok=True)
            self.path = None


def _merge_fulltext(store: Store, status: Say, warn: Say) -> None:
    """Merge the full-text indexes into one segment each, here in the batch job.

    Only an optimisation: if it fails (a busy store), recall is as correct
    with more segments, so a failure is a warning and the next flush tries again.
    """
    failed = store.flushing.merge_fulltext(status)
    if failed is not None:
        warn(f"merging the full-text index failed ({failed}); recall still works, the next flush retries")


def _refresh_vector_file(store: Store, home: Path, model_name: str, status: Say, warn: Say) -> None:
    """Rebuild ``<home>/vectors`` after new vectors, here rather than in the next recall.

    Why: every vector write makes the derived file stale, and semantic recall
    rebuilds a stale file before answering (about 1 s at 110k items, 15–32 s
    at 1.6M). A flush is the batch job (often nightly, from cron), so the
    wait belongs to it. The file is derived data: if the rebuild fails, the
    next semantic recall builds it, so a failure is only a warning.
    """
    from memcli.recall.vectors import ensure_index

    status("rebuilding the vector file for semantic recall")
    try:
        ensure_index(store, home, model_name)  # type: ignore[arg-type]
    except (OSError, ValueError, *store.flushing.store_errors) as exc:
        warn(redact(f"could not rebuild the vector file now ({type(exc).__name__}: {exc}); "
                    "the next semantic recall rebuilds it"))


def _embedder(store: Store, cfg: Config, warn: Say, result: FlushResult, home: Path | None,
              status: Say) -> Embedder | None:
    if not cfg.embedding.enabled:
        return None
    from memcli.embed import configured_model_name, embeddings_stale, load_embedder

    try:
        emb = load_embedder(cfg, home, status)
    except MemError as exc:
        warn(f"{exc}; distilling without embeddings (lexical resolver), run `mem reindex` later")
        result.notes.append("embeddings skipped: model unavailable")
        return None
    if embeddings_stale(store, configured_model_name(cfg)):  # type: ignore[arg-type]
        warn(f"some stored vectors come from another embedding model or an older kind of text; "
             f"run `mem reindex` to re-embed them with {emb.model_name}")
    return emb


class _Vectors:
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
    from memcli.embed import record_embed_text

    return record_embed_text(rec.text, rec.speaker, rec.user_id)


def _needs_vector(cands: list[Candidate], recs: list[Rec]) -> list[str]:
    """Governed candidate texts that are not simply one of the batch's records' embedded texts.

    A candidate equal to a record's embedded text shares its vector; one equal
    only to the bare text of a record that embeds as ``speaker: text`` gets its
    own (a memory embeds its content alone, in flush and reindex alike).
    """
    texts = {_embed_text(r).strip() for r in recs}
    return [c.vector_key for c in cands if c.type != "profile" and c.vector_key and c.vector_key.strip() not in texts]


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
    from memcli.distill.extract_zh_en import custom_slots, extract_batch
    from memcli.distill.resolver import NeighbourIndex

    recs = buf.load_pending(store, state.user_id, state.character)
    if not recs:
        return
    from memcli.distill.owners import assign_owners
    from memcli.distill.people import PeopleContext
    assign_owners(store, recs, cfg)
    people = PeopleContext((p.name, p.relation) for p in store.people.people(state.user_id, state.character)) \
        if store.people.available() else None
    result.buffers += 1
    buf.claim(store, flush_id, [r.id for r in recs])
    episodes = split_episodes(recs, cfg.buffer.episode_gap_minutes, max(4 * cfg.buffer.flush_tokens, 512))
    batches = pack_batches(episodes, cfg.buffer.flush_tokens)
    flat = [[r for ep in b for r in ep] for b in batches]
    index = NeighbourIndex(state.user_id, state.character, embedder.model_name if embedder else None)
    topics = set(cfg.profile.topics) | set(cfg.profile.custom)
    custom = custom_slots(cfg.profile.custom)
    derived: dict[int, BatchOutput] = {}

    def offline(j: int) -> BatchOutput:
        from memcli.distill.events import draft_event

        if j not in derived:
            derived[j] = BatchOutput(candidates=extract_batch(flat[j], topics=topics, custom=custom, people=people),
                                     events=[e for e in map(draft_event, batches[j]) if e is not None])
        return derived[j]

    def ahead(j: int) -> BatchOutput | None:
        if client is not None:
            return None  # LLM outputs are not known in advance
        try:
            return offline(j)
        except Exception:  # surfaces (and is reported) when batch j itself runs
            return None

    vectors = _Vectors(embedder, flat, ahead) if embedder else None
    hook = _hook()
    label = state.user_id + (f"/{state.character}" if state.character else "")
    status(f"flushing {len(recs)} records of {label} in {len(batches)} batches")
    bar = None
    if len(recs) >= PROGRESS_FROM:  # a first import: minutes of embedding, worth a progress line
        from memcli.progress import Progress

        bar = Progress(f"flushing {label}", len(recs))
    for bi, batch in enumerate(batches):
        brecs = flat[bi]
        ids = [r.id for r in brecs]
        if bar is not None and bi:
            bar.update(bar.done + len(flat[bi - 1]))
        try:
            out: BatchOutput | None = None
            if client is not None:
                out = _llm_batch(store, cfg, client, batch, state, flush_id, result, warn)
                if out is not None:  # the people index is distilled offline on both paths
                    out.candidates += [c for c in extract_batch(brecs, topics=topics, custom=custom, people=people)
                                       if c.type == "person"]
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
                from memcli.redact import print_traceback

                print_traceback()
            store.flushing.mark_failed(ids, flush_id)
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


# --- applying one batch (inside its write transaction) -------------------------------


def apply_batch(
    store: Store,
    cfg: Config,
    user_id: str,
    character: str,
    recs: list[Rec],
    out: BatchOutput,
    index: NeighbourIndex,
    model_name: str | None,
    rec_vecs: dict[int, np.ndarray],
    cand_vecs: dict[str, np.ndarray],
    now_iso: str,
) -> _Counts:
    """Write what one batch derived; call inside the batch's transaction."""
    from memcli.distill.profile import SlotBook

    counts = _Counts()
    ids = [r.id for r in recs]
    live = live_records(store, ids)
    reset: set[int] = set()
    event_vecs: list[tuple[int, np.ndarray]] = []
    for ev in out.events:
        if any(r not in live for r in ev.record_ids):
            # a source was forgotten while we worked: derive nothing from it; redo the rest next flush
            reset |= {r for r in ev.record_ids if r in live}
            continue
        eid = insert_event(store, ev, now_iso)
        if eid is not None:
            counts.events += 1
            if model_name and ev.vector_from_records and all(r in rec_vecs for r in ev.record_ids):
                event_vecs.append((eid, _mean_vector([rec_vecs[r] for r in ev.record_ids])))
    usable = live - reset
    book = SlotBook(store, user_id, character, cfg, now_iso)
    ordered = sorted(
        (c for c in out.candidates if c.record_ids and all(r in usable for r in c.record_ids)),
        key=lambda c: (c.occurred_ts, min(c.record_ids)),
    )
    person_cands = [c for c in ordered if c.type == "person"]
    for cand in ordered:
        if cand.type == "person":
            continue
        if cand.type == "profile":
            book.apply(cand)
        else:
            created, updated = apply_governed(store, cfg, user_id, character, cand, index, cand_vecs.get(cand.vector_key or ""), model_name, now_iso)
            counts.created += created
            counts.updated += updated
    if person_cands:
        _apply_people(store, user_id, character, person_cands, book, now_iso)
    book.upkeep()
    counts.created += book.stats.created
    counts.updated += book.stats.updated
    if model_name and rec_vecs:
        import numpy as np

        from memcli.embed import write_vectors

        keep = [i for i in ids if i in usable and i in rec_vecs]
        if keep:
            counts.embedded += write_vectors(store, "record", keep, np.vstack([rec_vecs[i] for i in keep]), model_name)
        if event_vecs:
            counts.embedded += write_vectors(
                store, "event", [e for e, _ in event_vecs], np.vstack([v for _, v in event_vecs]), model_name
            )
    done = [i for i in ids if i in usable]
    if done:
        buf.finish(store, done)  # distilled: no buffer row says so
    if reset:
        buf.mark(store, sorted(reset), "idle")
    counts.processed = len(done)
    return counts


def _apply_people(store: Store, user_id: str, character: str, cands: list[Candidate], book: Any,
                  now_iso: str) -> None:
    """Person facts into the people index; the ``relationship::<relation>`` slots that summarise them follow."""
    from memcli.distill.people_index import apply_people, relationship_summaries

    stats = apply_people(store, user_id, character, cands, now_iso)
    for sub, (content, sources, ts, at) in relationship_summaries(store, user_id, character, stats.touched).items():
        book.apply(Candidate(type="profile", content=content, record_ids=sources, occurred_ts=ts, occurred_at=at,
                             topic="relationship", sub_topic=sub, op="update", importance=75))


def _mean_vector(vectors: list[np.ndarray]) -> np.ndarray:
    """An episode's vector: the normalised mean of its records' vectors.

    Offline event text is made of the records' own sentences, so the mean of
    their vectors represents the episode at no model cost (encoding every
    summary again would cost about a quarter of the whole flush).
    """
    import numpy as np

    mean = np.mean(np.vstack(vectors), axis=0).astype(np.float32)
    norm = float(np.linalg.norm(mean))
    return mean / norm if norm > 0 else mean


def _identity_key(content: str) -> str | None:
    import re

    m = re.match(r"^\s*([^:：]{1,20})[:：]", content)
    return m.group(1).strip().lower() if m else None


def apply_governed(
    store: Store,
    cfg: Config,
    user_id: str,
    character: str,
    cand: Candidate,
    index: NeighbourIndex,
    vec: np.ndarray | None,
    model_name: str | None,
    now_iso: str,
) -> tuple[int, int]:
    """Resolve one governed candidate (skip / merge / replace / create). Returns (created, updated)."""
    from memcli.distill.resolver import decide

    digest = memory_hash(cand.type, cand.owner, cand.content, user_id, character, None, None)
    if watermarked(store, digest):
        return 0, 0
    taken = hash_taken(store, digest)
    if taken is not None:
        mid, status_ = taken
        if status_ == "active":
            add_memory_sources(store, mid, cand.record_ids)
        return 0, 0
    target: MemRow | None
    key = _identity_key(cand.content) if cand.type == "identity" else None
    if key:
        # keyed identity facts (名字：小爱 / name: Aria) behave like a single-value slot
        group = index.group(store, cand.type, cand.owner)
        target = next((r for r in group.rows.values() if _identity_key(r.content) == key), None)
        distance = 1.0 if target is None else 0.5
    else:
        target, distance = index.nearest(store, cand.type, cand.owner, cand.content, vec, cfg.resolver.skip_distance)
    if target is not None:
        if store.memories.memory_status(target.id) != "active":  # forgotten/superseded meanwhile
            index.remove(store, target)
            target, distance = None, 1.0
    if key and target is not None:
        action = "replace" if cand.occurred_ts >= target.occurred_ts else "history"
    else:
        action = decide(distance, cand.occurred_ts, target, cfg.resolver.skip_distance, cfg.resolver.merge_distance).action
    if action == "history" and target is not None:
        insert_memory(
            store, type_=cand.type, owner=cand.owner, user_id=user_id, character=character, topic=None,
            sub_topic=None, content=cand.content, importance=cand.importance,
            digest=free_hash(store, digest, cand.occurred_ts), occurred_at=cand.occurred_at,
            occurred_ts=cand.occurred_ts, valid_from_ts=cand.occurred_ts, now_iso=now_iso,
            sources=cand.record_ids, status="superseded", valid_to_ts=target.valid_from_ts, superseded_by=target.id,
        )
        return 0, 0
    if action == "skip" and target is not None:
        # already known: widen its sources and remember the latest statement
        touch_memory(store, target, occurred_at=cand.occurred_at, occurred_ts=cand.occurred_ts, sources=cand.record_ids)
        if cand.occurred_ts > target.occurred_ts:
            target.occurred_ts, target.occurred_at = cand.occurred_ts, cand.occurred_at
        return 0, 0
    if action == "merge" and target is not None:
        # an older near-duplicate: the newer memory stays, its sources grow
        add_memory_sources(store, target.id, cand.record_ids)
        return 0, 1
    sources = set(cand.record_ids)
    if action == "replace" and target is not None:
        sources |= memory_sources(store, target.id)
    mid = insert_memory(
        store, type_=cand.type, owner=cand.owner, user_id=user_id, character=character, topic=None, sub_topic=None,
        content=cand.content, importance=max(cand.importance, target.importance if target and action == "replace" else 0),
        digest=free_hash(store, digest, cand.occurred_ts), occurred_at=cand.occurred_at, occurred_ts=cand.occurred_ts,
        valid_from_ts=cand.occurred_ts, now_iso=now_iso, sources=sources,
    )
    row = MemRow(mid, cand.type, cand.owner, None, None, cand.content, cand.importance, cand.occurred_ts,
                 cand.occurred_at, cand.occurred_ts, digest, sources)
    if vec is not None and model_name:
        from memcli.embed import write_vectors

        write_vectors(store, "memory", [mid], vec.reshape(1, -1), model_name)
    if action == "replace" and target is not None:
        supersede(store, target.id, by=mid, valid_to_ts=cand.occurred_ts, now_iso=now_iso)
        index.remove(store, target)
        index.add(store, row, vec)
        return 0, 1
    index.add(store, row, vec)
    return 1, 0
