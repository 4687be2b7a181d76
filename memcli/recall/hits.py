"""Recall results: the :class:`Hit` every mode returns, loading hits from the store, collapsing restatements."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from memcli.core import ids

if TYPE_CHECKING:
    from memcli.store.protocols import Store

KINDS: tuple[str, ...] = ("record", "memory", "event")


class Hit:
    """One recall result. ``id``/``kind``/``text``/``occurred_at``/``score``/``sources`` are public.

    A plain slotted class, not a dataclass: importing :mod:`dataclasses`
    pulls in :mod:`inspect`, which the read fast path otherwise never loads.
    """

    __slots__ = ("id", "kind", "text", "occurred_at", "score", "sources", "row_id", "occurred_ts")

    def __init__(
        self,
        id: str,
        kind: str,
        text: str,
        occurred_at: str,
        score: float,
        sources: list[str],
        row_id: int = 0,
        occurred_ts: float = 0.0,
    ) -> None:
        self.id = id
        self.kind = kind
        self.text = text
        self.occurred_at = occurred_at
        self.score = score
        self.sources = sources
        self.row_id = row_id
        self.occurred_ts = occurred_ts

    def _key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hit) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # mutable, like a dataclass

    def __repr__(self) -> str:
        return f"Hit(id={self.id!r}, kind={self.kind!r}, score={self.score:.4f}, text={self.text[:30]!r})"


def hit_dict(hit: Hit) -> dict[str, Any]:
    """The SPEC.md JSON shape of a hit."""
    return {
        "id": hit.id,
        "kind": hit.kind,
        "text": hit.text,
        "occurred_at": hit.occurred_at,
        # context credit and boosts can lift a turn past BM25's bound; the public score stays in 0..1
        "score": round(min(max(hit.score, 0.0), 1.0), 4),
        "sources": list(hit.sources),
    }


def load_hits(store: Store, ranked: Sequence[tuple[str, int, float]]) -> list[Hit]:
    """Build :class:`Hit` objects (text, time, sources) for ``(kind, row_id, score)``, keeping order.

    Two look-ups per kind, for the rows and for their sources (a pack loads dozens of hits).
    Items that no longer exist are skipped.
    """
    fulltext = store.fulltext
    rows: dict[tuple[str, int], tuple[str, str, float]] = {}
    sources: dict[tuple[str, int], list[str]] = {}
    own_source: set[str] = set()
    for kind in KINDS:
        wanted = sorted({int(r) for k, r, _ in ranked if k == kind})
        if not wanted:
            continue
        for row_id, row in fulltext.items(kind, wanted).items():
            rows[(kind, row_id)] = row
        if kind == "memory":
            _label_slots(store, rows, wanted)
        drawn = fulltext.sources(kind, wanted)
        if drawn is None:
            own_source.add(kind)
            continue
        for item_id, record_ids in drawn.items():
            sources[(kind, item_id)] = [ids.rid(r) for r in record_ids]
    out: list[Hit] = []
    for kind, row_id, score in ranked:
        row = rows.get((kind, int(row_id)))
        if row is None:
            continue
        out.append(
            Hit(
                id=ids.fmt(kind, row_id),
                kind=kind,
                text=row[0],
                occurred_at=row[1],
                score=score,
                sources=[ids.rid(row_id)] if kind in own_source else sources.get((kind, int(row_id)), []),
                row_id=row_id,
                occurred_ts=row[2],
            )
        )
    return out


def _label_slots(store: Store, rows: dict[tuple[str, int], tuple[str, str, float]], wanted: list[int]) -> None:
    """Profile slots read as what they are: ``过敏：虾``, not a bare ``虾`` (:func:`memcli.core.slot_labels.labelled_slot`)."""
    from memcli.core.slot_labels import labelled_slot

    for memory_id, line in store.memories.memory_lines(wanted).items():
        key = ("memory", int(memory_id))
        row = rows.get(key)
        if row is not None and line[1] == "profile" and (line[2] or line[3]):
            rows[key] = (labelled_slot(line[2], line[3], row[0]), row[1], row[2])


def collapse_same_sources(hits: Sequence[Hit], limit: int) -> list[Hit]:
    """The first *limit* hits, keeping only the best-ranked of items drawn from one same record, and one
    place for items that show the same line of one same record.

    A diary entry, the memory distilled from it alone and the event made of
    it alone can all match one query; shown together they fill three places
    with one thing the user wrote. Items drawn from several records are
    syntheses (a memory and an event of the same afternoon say different
    things) and are all kept, unless one shows word for word what a better
    one already shows from a record they share: an event of a turn and its
    reply is summarised by the turn, and the two would fill two of the first
    three places with one line. That line keeps the better place, shown by
    whichever of the two cites more (the event: the turn and its reply).
    The same words said on two occasions (two records) are two hits.
    """
    out: list[Hit] = []
    seen: set[str] = set()
    place: dict[str, list[int]] = {}  # a shown text -> where it stands in out
    for hit in hits:
        if len(hit.sources) == 1:
            if hit.sources[0] in seen:
                continue
            seen.add(hit.sources[0])
        said = " ".join(hit.text.split())
        mine = set(hit.sources)
        twin = next((n for n in place.get(said, ()) if mine & set(out[n].sources)), None)
        if twin is not None:
            if mine > set(out[twin].sources):
                out[twin] = hit
            continue
        place.setdefault(said, []).append(len(out))
        out.append(hit)
        if len(out) >= limit:
            break
    return out
