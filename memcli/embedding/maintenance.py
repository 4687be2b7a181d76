"""Keeping stored vectors current: embed what is missing, write and drop vectors, the ``mem reindex`` steps.

Every function takes a :class:`memcli.store.protocols.Store`; progress and
status lines go to the callbacks the caller passes (or to
:mod:`memcli.core.progress`), never to the CLI's printer directly.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memcli.embedding.models import ITEM_KINDS, TextEmbedder, configured_model_name, load_embedder
from memcli.embedding.texts import TEXT_VERSION, event_embed_text, memory_embed_text, record_embed_text

if TYPE_CHECKING:
    import numpy as np

    from memcli.config.schema import Config
    from memcli.store.protocols import Store


def write_vectors(store: Store, kind: str, ids: list[int], vectors: np.ndarray, model_name: str) -> int:
    """Store precomputed vectors (rows of *vectors* match *ids*). Call inside a transaction.

    Each row is tagged with the model and with this kind's :data:`TEXT_VERSION`:
    the caller made the vectors from the texts the ``*_embed_text`` functions
    give for this version.
    """
    if kind not in ITEM_KINDS:
        raise ValueError(f"unknown embedding item kind {kind!r}")
    return store.vectors.write(kind, ids, vectors, model_name, TEXT_VERSION[kind])


def delete_embeddings(store: Store, kind: str, ids: list[int]) -> int:
    """Drop vectors of items that no longer exist or are no longer active."""
    return store.vectors.delete(kind, ids)


def bump_embeddings_version(store: Store) -> None:
    """Tell vector-file readers that the stored vectors changed (rows removed elsewhere)."""
    store.vectors.bump_version()


def embeddings_stale(store: Store, model_name: str) -> bool:
    """True when some stored vector was made by a different model or from an older kind of text.

    Such vectors still work (recall uses them) but differ from what the
    current code would make; ``mem reindex`` re-embeds exactly those.
    """
    return store.vectors.stale(model_name, TEXT_VERSION)


def load_vectors(store: Store, kind: str, ids: list[int], model_name: str) -> dict[int, np.ndarray]:
    """Stored vectors of *ids* made by *model_name* (others are ignored, as are ids no key can hold)."""
    return store.vectors.load(kind, ids, model_name)


def prune_orphans(store: Store) -> int:
    """Delete vectors whose item is gone (forgotten) or no longer active (superseded)."""
    return store.vectors.prune_orphans()


def _embed_text(kind: str, parts: tuple[Any, ...]) -> str:
    if kind == "record":
        return record_embed_text(*parts)
    if kind == "memory":
        return memory_embed_text(*parts)
    return event_embed_text(*parts)


def _missing_kind(store: Store, model_name: str, kind: str, limit: int, *, after: int,
                  done_only: bool) -> list[tuple[int, str]]:
    """Items of *kind* after id *after* with no vector of *model_name* made from the current kind of text."""
    rows = store.vectors.missing(kind, model_name, TEXT_VERSION[kind], limit, after=after, distilled_only=done_only)
    return [(item_id, _embed_text(kind, parts)) for item_id, parts in rows]


def embed_missing(
    store: Store,
    embedder: TextEmbedder,
    *,
    kinds: tuple[str, ...] = ITEM_KINDS,
    chunk: int = 1024,
    record_filter_done: bool = False,
    progress: bool = False,
) -> dict[str, int]:
    """Embed every item without a current vector, in chunks (bounded memory).

    Each chunk is encoded outside any transaction and written in its own
    short transaction, so a concurrent writer never waits for the model,
    and an interrupted run keeps every chunk it finished (the next run
    embeds only what is still missing). With *record_filter_done*, only
    records with no pending buffer entry are embedded — what a flush has
    distilled (it deletes the entry; stores from before schema 4 may still
    hold a 'done' one, which counts the same). With *progress*, a progress
    line per kind on stderr (memcli.core.progress).
    """
    counts = {k: 0 for k in kinds}
    for kind in kinds:
        seen_last = 0
        bar = None
        if progress:
            total = store.vectors.count_missing(kind, embedder.model_name, TEXT_VERSION[kind],
                                                distilled_only=record_filter_done)
            if total:
                from memcli.core.progress import Progress

                bar = Progress(f"embedding {kind}s", total)
        while True:
            todo = _missing_kind(store, embedder.model_name, kind, chunk, after=seen_last, done_only=record_filter_done)
            if not todo:
                break
            seen_last = todo[-1][0]
            vecs = embedder.encode([t for _, t in todo])
            with store.transaction():
                # items may have vanished (forget) while encoding: keep only live ones
                live = store.vectors.live_ids(kind, [i for i, _ in todo])
                keep = [n for n, (i, _) in enumerate(todo) if i in live]
                if keep:
                    write_vectors(store, kind, [todo[n][0] for n in keep], vecs[keep], embedder.model_name)
            counts[kind] += len(keep)
            if bar is not None:
                bar.update(bar.done + len(todo))
        if bar is not None:
            bar.finish()
    return counts


def reindex_embeddings_step(store: Store, home: Path, cfg: Config,
                            status: Callable[[str], None] | None = None) -> int:
    """``mem reindex`` step: drop orphaned vectors, embed everything missing, then drop other models' vectors.

    Vectors are deterministic per model and kind of text, so only items
    without a vector from the configured model made from the current text
    (:data:`TEXT_VERSION`) are encoded: a model change re-embeds everything,
    a new kind of record text re-embeds the records, and a second reindex
    encodes nothing. It runs outside reindex's per-step transaction
    (:func:`memcli.upkeep.reindex.reindex`): each chunk commits as it is
    written, so an interrupted reindex keeps its work and the next one goes
    on from there; until it finishes, recall uses the vectors the new model
    has made so far. When embeddings are disabled this only prunes orphans.
    *status* receives the model-loading lines (default: :func:`memcli.core.progress.status`).
    """
    with store.transaction():
        if store.vectors.prune_orphans():
            store.vectors.bump_version()
    if not cfg.embedding.enabled:
        return 0
    name = configured_model_name(cfg)  # what load_embedder names its vectors
    if not store.vectors.other_models(name) and not any(
        _missing_kind(store, name, kind, 1, after=0, done_only=False) for kind in ITEM_KINDS
    ):
        return 0  # every item has its vector: loading the model would encode nothing
    if status is None:
        from memcli.core.progress import status
    embedder = load_embedder(cfg, home, status)
    counts = embed_missing(store, embedder, progress=True)
    with store.transaction():
        store.vectors.drop_other_models(embedder.model_name)
    return sum(counts.values())


def reindex_vectors_step(store: Store, home: Path, cfg: Config) -> int:
    """``mem reindex`` step: rebuild the vector file for the configured model (after re-embedding)."""
    if not cfg.embedding.enabled:
        return 0
    count = store.vectors.rebuild_file(configured_model_name(cfg))
    from memcli.embedding.models import prepare_int8_query_encoder

    prepare_int8_query_encoder(cfg, home)  # the query encoder's int8 graph, if missing
    return count
