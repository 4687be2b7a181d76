"""Deriving items from records offline: the entry point a flush and the forget cascade share.

A flush (:mod:`memcli.distill.pipeline`) and a forget that rebuilds what it
touched (:mod:`memcli.distill.rederive`) must derive the same way from the
same records, whatever the extractor's rules are at the time: both go
through :func:`derive_context` (what the configuration and the people index
say to look for), :func:`candidates_of` (the offline extractor) and
:func:`events_of` (one drafted event per episode). Records reach them as
:class:`~memcli.distill.types.Rec`, whose text never holds a likely secret.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from memcli.distill.types import BatchOutput, Candidate, EventDraft, Rec

if TYPE_CHECKING:
    from memcli.config.schema import Config
    from memcli.distill.extract_zh_en import CustomSlot
    from memcli.distill.people import PeopleContext
    from memcli.store.protocols import Store
    from memcli.store.protocols.flushing import PendingRecord


@dataclass
class DeriveContext:
    """What one (user, character)'s derivation looks for: configured topics, custom slots, known people."""

    topics: set[str]
    custom: list[CustomSlot]
    people: PeopleContext | None


def derive_context(store: Store, cfg: Config, user_id: str, character: str) -> DeriveContext:
    from memcli.distill.extract_zh_en import custom_slots
    from memcli.distill.people import PeopleContext

    people = PeopleContext((p.name, p.relation) for p in store.people.people(user_id, character)) \
        if store.people.available() else None
    return DeriveContext(set(cfg.profile.topics) | set(cfg.profile.custom), custom_slots(cfg.profile.custom), people)


def candidates_of(ctx: DeriveContext, recs: list[Rec]) -> list[Candidate]:
    """The offline extractor's candidates (profile slot operations, governed memories, people facts) of *recs*."""
    from memcli.distill.extract_zh_en import extract_batch

    return extract_batch(recs, topics=ctx.topics, custom=ctx.custom, people=ctx.people)


def events_of(episodes: Iterable[list[Rec]]) -> list[EventDraft]:
    """One drafted event per episode that says something."""
    from memcli.distill.events import draft_event

    return [e for e in map(draft_event, episodes) if e is not None]


def derive_offline(ctx: DeriveContext, batch: list[list[Rec]]) -> BatchOutput:
    """Everything the offline distiller derives from one batch of episodes."""
    return BatchOutput(candidates=candidates_of(ctx, [r for ep in batch for r in ep]), events=events_of(batch))


def recs_of(rows: Iterable[PendingRecord]) -> list[Rec]:
    """Stored records (as the store hands them to distillation) as :class:`Rec`, in the given order."""
    return [
        Rec(id=int(r.id), text=r.text, role=r.role, speaker=r.speaker, user_id=r.user_id, character=r.character,
            session=r.session, occurred_at=r.occurred_at, occurred_ts=float(r.occurred_ts), tokens=int(r.tokens),
            tags=json.loads(r.tags) if r.tags else [], extra=_extra(r.extra))
        for r in rows
    ]


def _extra(raw: str | None) -> dict[str, object]:
    if not raw or raw == "{}":
        return {}
    try:
        value = json.loads(raw)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}
