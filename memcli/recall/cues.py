"""Cues: registered keys (``photo:sha256:…``) and the records linked to them.

A cue is looked up by its exact key, or by a unique prefix of it (like a
short git hash: ``photo:sha256:3f2a`` is enough when only one photo starts
that way). Records of a cue are listed **newest first**, the same order as
equal-scored recall hits, so ``-n`` keeps the most recent ones; use
``mem read`` or ``--json`` for the full list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memcli.core import ids
from memcli.core.errors import MemError
from memcli.recall.fulltext import Hit, load_hits, score_items

if TYPE_CHECKING:
    from memcli.store.protocols import Store

CUE_QUERY_CAP = 10_000
"""A cue with a query scores at most this many of its newest records."""


def find_cues(store: Store, key: str) -> list[tuple[int, str, str, str]]:
    """Cues ``(id, kind, key, label)`` matching *key* exactly, else by unique prefix.

    An ambiguous prefix is an error that lists how many cues it matches.
    """
    key = key.strip()
    if not key:
        raise MemError("empty cue key; see `mem cues` for the registered keys")
    exact = store.cues.by_key(key)
    if exact is not None:
        return [exact]
    rows = store.cues.by_prefix(key, 11)
    if len(rows) > 1:
        shown = ", ".join(r[2] for r in rows[:3])
        more = "…" if len(rows) > 3 else ""
        raise MemError(
            f"cue prefix {key!r} matches {len(rows) if len(rows) <= 10 else 'more than 10'} cues "
            f"({shown}{more}); give more of the key"
        )
    return rows


def cue_hits(
    store: Store,
    key: str,
    *,
    query: str | None = None,
    limit: int = 10,
    since_ts: float | None = None,
    until_ts: float | None = None,
) -> list[Hit]:
    """Records linked to the cue *key*, newest first, each with score 1.0 (a cue match is exact).

    With a *query*, only the cue's records that match it, best first (same
    scores as fast recall). An unknown key gives an empty list (the CLI
    warns on stderr).
    """
    found = find_cues(store, key)
    if not found or limit <= 0:
        return []
    cue_id = found[0][0]
    if query is None or not query.strip():
        newest = store.cues.record_ids(cue_id, since_ts=since_ts, until_ts=until_ts, limit=limit)
        return load_hits(store, [("record", rid, 1.0) for rid in newest])
    newest = store.cues.record_ids(cue_id, since_ts=since_ts, until_ts=until_ts, limit=CUE_QUERY_CAP)
    order = {rid: i for i, rid in enumerate(newest)}
    scores = score_items(store, query, [("record", rid) for rid in newest])
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], order[kv[0][1]]))
    return load_hits(store, [(kind, rid, score) for (kind, rid), score in ranked[:limit]])


def list_cues(store: Store, kind: str | None = None) -> list[dict[str, Any]]:
    """Every registered cue with how many records link to it, ordered by kind then key."""
    return store.cues.listing(kind)


def cue_record_ids(store: Store, key: str) -> list[str]:
    """Public ids of every record linked to *key* (newest first)."""
    found = find_cues(store, key)
    if not found:
        return []
    return [ids.rid(r) for r in store.cues.record_ids(found[0][0])]
