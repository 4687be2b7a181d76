"""The full-text index over records, memories and events, as recall ranks with it.

Recall (:mod:`memcli.recall.index`) computes BM25 itself over a bounded set
of candidates, so a backend answers small questions, each cheap whatever the
store's size: totals, the newest rows holding a term, an item's length and
body. Kinds are ``"record"``, ``"memory"`` and ``"event"``; a row id is the
item's id. Match expressions are FTS5 query strings of quoted terms
(:func:`memcli.recall.query.fts_string`); a backend translates them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol


class FullTextIndex(Protocol):
    """Probes, statistics and rows of the full-text index; its rebuild and upkeep.

    Candidates and rows are the store's user's (every user's on a file's all-users handle); collection
    statistics (totals, term counts) may be the whole store's: they only weigh terms against each other.
    """

    def totals(self, kind: str) -> tuple[int, float, int]:
        """(indexed items, average tokens per item, highest row id) of *kind*; (0, 1.0, 0) when empty."""
        ...

    def totals_many(self, kinds: Sequence[str]) -> dict[str, tuple[int, float, int]]:
        """:meth:`totals` of each of *kinds*, in one look-up where the backend can (a query needs them all)."""
        ...

    def term_counts(self, kind: str, stem: str) -> tuple[int, int] | None:
        """(items holding it, occurrences) of the indexed token *stem*; None when no item holds it."""
        ...

    def lengths(self, kind: str, row_ids: list[int]) -> dict[int, int]:
        """Token count of each listed item (*row_ids* ascending)."""
        ...

    def matches(self, kind: str, expr: str, limit: int, newest_first: bool = True) -> list[int]:
        """Up to *limit* ids of items matching *expr*, highest id first (or lowest); [] for an empty expression."""
        ...

    def known_tokens(self, kind: str, strings: list[str]) -> set[str] | None:
        """Which of *strings* are indexed tokens of *kind*, in one look-up; None when that cannot be done at once."""
        ...

    def window_ids(self, kind: str, lo: float, hi: float, cap: int) -> list[int]:
        """Up to cap+1 ids of live items whose time lies in [lo, hi], latest first."""
        ...

    def window_matches(self, kind: str, expr: str, lo: float, hi: float, hint: int, want: int,
                       cap: int) -> list[int]:
        """Up to *want* ids matching *expr* with a time in [lo, hi], ids at or below *hint* first, highest first."""
        ...

    def bodies(self, kind: str, row_ids: list[int], lo: float | None = None,
               hi: float | None = None) -> list[tuple[int, str, int]]:
        """(id, indexed body, token count) of each listed live item (*row_ids* ascending) with a time in [lo, hi]."""
        ...

    def times(self, kind: str, row_ids: list[int]) -> dict[int, float]:
        """The time (Unix seconds) of each listed item that exists."""
        ...

    def turns(self, record_ids: list[int], with_text: bool) -> dict[int, tuple[str | None, float, str | None, str]]:
        """(session, time, speaker, text or ``""``) of each listed record: its place in a conversation."""
        ...

    def items(self, kind: str, row_ids: list[int]) -> dict[int, tuple[str, str, float]]:
        """(text, ISO time, Unix time) of each listed item that exists."""
        ...

    def sources(self, kind: str, row_ids: list[int]) -> dict[int, list[int]] | None:
        """Record ids each memory or event was drawn from, ascending; None for records (each its own source)."""
        ...

    def fusion_facts(self, kind: str, row_ids: list[int]) -> dict[int, tuple[float, int | None, str, int, float | None]]:
        """Of each live listed item: (time, importance or None for records, type, use count, last use time);
        records have type ``"record"`` and no uses, events type ``"event"`` (what fused recall weighs)."""
        ...

    def note_recalled(self, memory_ids: list[int], now_ts: float) -> bool:
        """Count one more use of each memory, now (``recall.usage_weighting``); False when the store is
        read-only."""
        ...

    def rebuild_records(self) -> int:
        """Index every record again from its stored text; returns how many."""
        ...

    def merge_segments(self, status: Callable[[str], None] | None = None) -> dict[str, int]:
        """Compact the index where it has grown in pieces; {index: pieces before} of those compacted."""
        ...
