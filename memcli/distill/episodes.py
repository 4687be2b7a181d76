"""Episodes and batches: how a buffer's records are cut into units of work.

An *episode* is one chat session, or a run of records without a gap longer
than ``buffer.episode_gap_minutes`` (a diary's days fall apart naturally);
each becomes one event. A very long episode is cut every
``max_tokens`` so one event never has to summarise a whole year.

A *batch* is a run of whole episodes up to ``buffer.flush_tokens`` tokens:
the unit of one write transaction and, with an LLM, of exactly three calls.
Both cuts depend only on the records, so a flush that dies and is rerun cuts
the rest of the buffer exactly as the first attempt would have.
"""

from __future__ import annotations

from memcli.distill.types import Rec


def split_episodes(recs: list[Rec], gap_minutes: int, max_tokens: int) -> list[list[Rec]]:
    """Group by session, split on long gaps and on size; ordered by start time."""
    streams: dict[str | None, list[Rec]] = {}
    for rec in recs:
        streams.setdefault(rec.session or None, []).append(rec)
    gap = gap_minutes * 60.0
    episodes: list[list[Rec]] = []
    for stream in streams.values():
        stream.sort(key=lambda r: (r.occurred_ts, r.id))
        current: list[Rec] = []
        tokens = 0
        last_ts: float | None = None
        for rec in stream:
            too_far = last_ts is not None and rec.occurred_ts - last_ts > gap
            too_big = bool(current) and tokens + rec.tokens > max_tokens
            if current and (too_far or too_big):
                episodes.append(current)
                current, tokens = [], 0
            current.append(rec)
            tokens += rec.tokens
            last_ts = rec.occurred_ts
        if current:
            episodes.append(current)
    episodes.sort(key=lambda ep: (ep[0].occurred_ts, ep[0].id))
    return episodes


def pack_batches(episodes: list[list[Rec]], flush_tokens: int) -> list[list[list[Rec]]]:
    """Whole episodes, in order, until a batch holds at least *flush_tokens* tokens."""
    batches: list[list[list[Rec]]] = []
    current: list[list[Rec]] = []
    tokens = 0
    for ep in episodes:
        current.append(ep)
        tokens += sum(r.tokens for r in ep)
        if tokens >= flush_tokens:
            batches.append(current)
            current, tokens = [], 0
    if current:
        batches.append(current)
    return batches
