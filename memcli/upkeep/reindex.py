"""``mem reindex``: rebuild everything derived from the tables, the same steps on every backend.

The raw records are never touched. The store rebuilds its own full-text
indexes (:meth:`memcli.store.protocols.upkeep.Upkeep.rebuild_fulltext`); what
needs the distiller or an embedding model is run here, above the store, over
the store's Protocols: the people index (:mod:`memcli.distill.people_index`),
the embeddings and the vector file (:mod:`memcli.embedding.maintenance`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from memcli.distill.people_index import rebuild_people
from memcli.embedding.maintenance import reindex_embeddings_step, reindex_vectors_step

if TYPE_CHECKING:
    from memcli.config.schema import Config
    from memcli.store.protocols import Store

FULLTEXT_INDEXES = ("records_fts", "memories_fts", "events_fts")


def reindex(store: Store, home: Path, cfg: Config) -> dict[str, int]:
    """Run every step in order; {step: what it rebuilt}.

    Each step commits on its own, so an interrupted reindex keeps the steps it
    finished; the embeddings step commits chunk by chunk (long work that must
    survive an interruption). The vector file comes last: it is copied from
    the embeddings.
    """
    report: dict[str, int] = {}
    for index in FULLTEXT_INDEXES:
        with store.transaction():
            report[index] = store.upkeep.rebuild_fulltext(index)
    with store.transaction():
        report["people"] = rebuild_people(store, home, cfg)
    report["embeddings"] = reindex_embeddings_step(store, home, cfg)
    with store.transaction():
        report["vectors"] = reindex_vectors_step(store, home, cfg)
    return report
