"""``mem doctor --fix``: one repair per fixable check, each in its own transaction.

Only derived state is repaired: indexes are rebuilt from the items,
provenance that points at vanished records is forgotten like a
``mem forget`` would, and work a dead process left half done is put back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memcli.upkeep.doctor.checks import holder_alive, stuck_buffer
from memcli.store.protocols import Store

if TYPE_CHECKING:
    from memcli.config.schema import Config

DEAD_FLUSH_NOTE = "the process died; reset by mem doctor --fix"


def _fix_fts(store: Store, name: str) -> None:
    with store.transaction():
        store.upkeep.rebuild_fulltext(name)


def _fix_buffer(store: Store) -> None:
    upkeep = store.upkeep
    with store.transaction():
        upkeep.release_buffer(stuck_buffer(store))
        for lock in upkeep.lock_holders():
            if not holder_alive(lock.pid, lock.since_ts):
                upkeep.drop_lock(lock.name, lock.pid)
        for flush in upkeep.running_flushes():
            if not holder_alive(flush.pid, flush.since_ts):
                upkeep.abort_flush(int(flush.name), DEAD_FLUSH_NOTE)


def _fix_sources(store: Store) -> None:
    from memcli.upkeep.forgetting import apply_forget, plan_forget

    with store.transaction():
        gone, _m, _e = store.upkeep.dangling_sources()
        apply_forget(store, plan_forget(store, [], [], extra_record_ids=gone))
        # a memory that kept other sources still lists the dead ones: drop them
        store.upkeep.drop_dangling_sources()


def _fix_people(store: Store) -> None:
    from memcli.distill.people import SINGLE_ATTRS

    with store.transaction():
        store.upkeep.forget_people_sources(store.upkeep.people_sources_missing() or [], SINGLE_ATTRS)


def _fix_vectors(store: Store, cfg: Config) -> None:
    from memcli.embedding.models import configured_model_name

    store.vectors.rebuild_file(configured_model_name(cfg))


def repair(store: Store, name: str, cfg: Config) -> None:
    """Repair what check *name* found."""
    upkeep = store.upkeep
    if name == "schema":
        with store.transaction():
            upkeep.drop_foreign_triggers_and_views()
    elif name == "forget_scrub":
        upkeep.complete_pending_scrub()
    elif name == "foreign_keys":
        with store.transaction():
            upkeep.drop_broken_references()
    elif name == "buffer":
        _fix_buffer(store)
    elif name == "sources":
        _fix_sources(store)
    elif name == "people":
        _fix_people(store)
    elif name == "embeddings":
        with store.transaction():
            upkeep.drop_orphan_embeddings()
    elif name.endswith("_fts"):
        _fix_fts(store, name)
    elif name == "vectors":
        _fix_vectors(store, cfg)
