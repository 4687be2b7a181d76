"""SQLite's :class:`~memcli.store.protocols.upkeep.Upkeep`: forgetting, scrubbing and doctor's checks.

The work is in :mod:`~memcli.store.sqlite.upkeep.forget`,
:mod:`~memcli.store.sqlite.upkeep.scrub` and
:mod:`~memcli.store.sqlite.upkeep.checks`; this class binds it to one store.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING

from memcli.store.protocols.flushing import PendingRecord
from memcli.store.protocols.upkeep import (
    BufferClaim,
    DerivedEvent,
    DerivedKind,
    DerivedMemory,
    ForgetPlan,
    FullTextIndexName,
    FullTextState,
    Holder,
    ItemKind,
    SchemaState,
    StoreStatistics,
    TextHits,
)
from memcli.store.sqlite.upkeep import cascade
from memcli.store.sqlite.upkeep import checks
from memcli.store.sqlite.upkeep import forget
from memcli.store.sqlite.upkeep import scrub

if TYPE_CHECKING:
    from memcli.store.sqlite.store import SqliteStore


class SqliteUpkeep:
    """Forgetting and invariant checks over one SQLite store."""

    def __init__(self, store: SqliteStore) -> None:
        self._store = store
        self._conn: sqlite3.Connection = store.conn

    def rebuild_fulltext(self, index: str) -> int:
        from memcli.store.sqlite.fulltext.rebuild import rebuild_fulltext

        return rebuild_fulltext(self._conn, index)

    # -- what a forget will touch

    def item_exists(self, kind: ItemKind, item_id: int) -> bool:
        return forget.item_exists(self._conn, kind, item_id, self._store.user.only)

    def record_was_forgotten(self, record_id: int) -> bool:
        return forget.record_was_forgotten(self._conn, record_id)

    def records_from_source(self, spellings: list[str]) -> list[int]:
        return forget.records_from_source(self._conn, spellings, self._store.user.only)

    def sources_touched(self, kind: DerivedKind, record_ids: set[int]) -> dict[int, tuple[list[int], list[int]]]:
        return forget.sources_touched(self._conn, kind, record_ids)

    def item_text(self, kind: ItemKind, item_id: int) -> str:
        return forget.item_text(self._conn, kind, item_id)

    def derived_memories(self, memory_ids: list[int]) -> list[DerivedMemory]:
        return cascade.derived_memories(self._conn, memory_ids)

    def derived_events(self, event_ids: list[int]) -> list[DerivedEvent]:
        return cascade.derived_events(self._conn, event_ids)

    def derivation_records(self, record_ids: list[int]) -> list[PendingRecord]:
        return cascade.derivation_records(self._conn, record_ids)

    def find_text(self, text: str, *, limit: int) -> TextHits:
        return cascade.find_text(self._conn, text, limit, self._store.user.only)

    def count_records_with(self, text: str) -> int:
        return cascade.count_records_with(self._conn, text, self._store.user.only)

    def record_texts(self) -> Iterator[tuple[int, str]]:
        return cascade.record_texts(self._conn, self._store.user.only)

    def derived_texts(self) -> Iterator[tuple[str, int, str]]:
        return cascade.derived_texts(self._conn, self._store.user.only)

    # -- carrying it out

    def apply_forget(self, plan: ForgetPlan, *, single_valued_attrs: frozenset[str]) -> list[int]:
        return forget.apply_forget(self._conn, plan, single_valued_attrs)

    def overwriting_deletes(self) -> AbstractContextManager[None]:
        return scrub.secure_delete(self._conn)

    def compact_fulltext(self) -> None:
        scrub.merge_fulltext(self._conn)

    def mark_scrub_pending(self, when_iso: str) -> None:
        scrub.mark_pending(self._conn, when_iso)

    def scrub_pending(self) -> bool:
        return scrub.scrub_pending(self._conn)

    def finish_scrub(self) -> bool:
        return scrub.finish_scrub(self._conn, self._store.home)

    def complete_pending_scrub(self) -> bool:
        return scrub.complete_pending_scrub(self._conn, self._store.home)

    def scrubbed_at_open(self) -> bool:
        from memcli.store.sqlite.db import SCRUBBED_AT_OPEN, db_path

        return str(db_path(self._store.home)) in SCRUBBED_AT_OPEN

    def clear_scrubbed_at_open(self) -> None:
        from memcli.store.sqlite.db import SCRUBBED_AT_OPEN, db_path

        SCRUBBED_AT_OPEN.discard(str(db_path(self._store.home)))

    # -- invariant checks and repairs

    def is_store_error(self, exc: BaseException) -> bool:
        return isinstance(exc, sqlite3.DatabaseError)

    def statistics(self) -> StoreStatistics:
        from memcli.store.sqlite.stats import collect_stats

        return collect_stats(self._conn, self._store.home, self._store.user)

    def checks_not_applicable(self) -> dict[str, str]:
        return {}

    def integrity_problems(self, limit: int) -> list[str]:
        return checks.integrity_problems(self._conn, limit)

    def schema_state(self) -> SchemaState:
        return checks.schema_state(self._conn)

    def drop_foreign_triggers_and_views(self) -> None:
        checks.drop_foreign_triggers_and_views(self._conn)

    def broken_references(self) -> list[str]:
        return checks.broken_references(self._conn)

    def drop_broken_references(self) -> None:
        checks.drop_broken_references(self._conn)

    def fulltext_state(self, index: FullTextIndexName) -> FullTextState:
        return checks.fulltext_state(self._conn, index)

    def buffer_claims(self) -> list[BufferClaim]:
        return checks.buffer_claims(self._conn)

    def lock_holders(self) -> list[Holder]:
        return checks.lock_holders(self._conn)

    def running_flushes(self) -> list[Holder]:
        return checks.running_flushes(self._conn)

    def release_buffer(self, record_ids: list[int]) -> None:
        checks.release_buffer(self._conn, record_ids)

    def drop_lock(self, name: str, pid: int) -> None:
        checks.drop_lock(self._conn, name, pid)

    def abort_flush(self, flush_id: int, note: str) -> None:
        checks.abort_flush(self._conn, flush_id, note)

    def dangling_sources(self) -> tuple[set[int], int, int]:
        return checks.dangling_sources(self._conn)

    def source_link_count(self) -> int:
        return checks.source_link_count(self._conn)

    def drop_dangling_sources(self) -> None:
        checks.drop_dangling_sources(self._conn)

    def people_sources_missing(self) -> list[int] | None:
        return checks.people_sources_missing(self._conn)

    def people_fact_count(self) -> int:
        return checks.people_fact_count(self._conn)

    def forget_people_sources(self, record_ids: list[int], single_valued_attrs: frozenset[str]) -> None:
        from memcli.store.sqlite.people import forget_records

        forget_records(self._conn, record_ids, single_valued_attrs)

    def orphan_embeddings(self) -> int:
        return checks.orphan_embeddings(self._conn)

    def drop_orphan_embeddings(self) -> None:
        checks.drop_orphan_embeddings(self._conn)

    def live_embedding_keys(self, model: str) -> set[int]:
        return checks.live_embedding_keys(self._conn, model)
