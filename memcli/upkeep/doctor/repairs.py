"""``mem doctor --fix``: one repair per fixable check, each in its own transaction.

Only derived state is repaired: indexes are rebuilt from the items,
provenance that points at vanished records is forgotten like a
``mem forget`` would, and work a dead process left half done is put back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memcli.upkeep.doctor.checks import holder_alive, stuck_buffer
from memcli.store.protocols import Store
from memcli.core.timeutil import now, to_iso

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


def _fix_sources(store: Store, cfg: Config) -> None:
    """Items citing records that vanished are rebuilt from their other sources, or removed, as a forget does."""
    from memcli.upkeep import cascade

    with store.upkeep.overwriting_deletes():
        with store.transaction():
            gone, _m, _e = store.upkeep.dangling_sources()
            if gone:
                cascade.run(store, cfg, gone_already=gone)
            store.upkeep.drop_dangling_sources()  # what is left of the links to vanished records


def _fix_secrets(store: Store, cfg: Config) -> None:
    """Derived items that copied a secret are derived again from their records (which distillation now reads
    masked); what still holds one (an LLM's words, nothing left to derive from) is removed, as a forget would."""
    from memcli.upkeep import cascade
    from memcli.distill.people_attrs import SINGLE_ATTRS
    from memcli.upkeep.doctor.checks import secret_items

    upkeep = store.upkeep
    with upkeep.overwriting_deletes():
        with store.transaction():
            found = secret_items(store)
            by_kind = {k: [i for kind, i in found if kind == k] for k in ("memory", "event", "fact")}
            sources = {r for kind in ("memory", "event") if by_kind[kind]
                       for rs in store.memories.sources(kind, by_kind[kind]).values() for r in rs}
            cascade.run(store, cfg, rederive=sources)
            left = secret_items(store)
            cascade.run(store, cfg, memories=[i for k, i in left if k == "memory"],
                        events=[i for k, i in left if k == "event"])
            store.people.forget_facts([i for k, i in left if k == "fact"], SINGLE_ATTRS)
            upkeep.compact_fulltext()
            upkeep.mark_scrub_pending(to_iso(now()))
        upkeep.finish_scrub()


def _fix_people(store: Store) -> None:
    from memcli.distill.people_attrs import SINGLE_ATTRS

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
        _fix_sources(store, cfg)
    elif name == "secrets":
        _fix_secrets(store, cfg)
    elif name == "people":
        _fix_people(store)
    elif name == "embeddings":
        with store.transaction():
            upkeep.drop_orphan_embeddings()
    elif name.endswith("_fts"):
        _fix_fts(store, name)
    elif name == "vectors":
        _fix_vectors(store, cfg)
