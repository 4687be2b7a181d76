"""Reading distilled records again when whose words they are changed: distill's part of setting "me" later.

When the user says who they are after an import (``mem me``, ``mem import --me``
of a file already imported, a new ``user.names``), some records that a flush
read as another person's words are the user's now, or the other way round.
:mod:`memcli.upkeep.reattribute` finds them with :func:`owned_records` (who
owns each record under the old and the new rule) and, once the forget
cascade has rebuilt what those records had given, calls
:func:`apply_again`: the flush's own extractor reads the records again with
their new owners and what it finds is written the way a flush writes it
(:func:`memcli.distill.apply.apply_batch`: profile slots, governed memories,
people facts). Events are not drafted again here; the cascade rebuilt the
ones that exist. Records reach the extractor as :class:`Rec`, whose text
never holds a likely secret.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import groupby
from typing import TYPE_CHECKING

from memcli.distill.derive import candidates_of, derive_context, recs_of
from memcli.distill.types import BatchOutput, Rec

if TYPE_CHECKING:
    from memcli.config.schema import Config
    from memcli.distill.apply import BatchCounts
    from memcli.store.protocols import Store


def owned_records(store: Store, cfg: Config, record_ids: list[int], *,
                  configured: Iterable[str] | None = None) -> list[Rec]:
    """The records (those that exist), as a flush reads them, with whose words they are decided per
    (user, character); *configured*: the user's names to judge by instead of config's (``user.names``)."""
    from memcli.distill.owners import assign_owners
    from memcli.ingest.speakers import names_with_id

    recs = recs_of(store.upkeep.derivation_records(record_ids))
    names = None if configured is None else list(configured)
    for (user_id, _character), group in groupby(sorted(recs, key=lambda r: (r.user_id, r.character, r.occurred_ts,
                                                                            r.id)),
                                                key=lambda r: (r.user_id, r.character)):
        assign_owners(store, list(group), cfg, names=None if names is None else names_with_id(names, user_id))
    return recs


def apply_again(store: Store, cfg: Config, recs: list[Rec], changed: set[int], now_iso: str) -> BatchCounts:
    """Extract from *recs* (owners assigned) again and write what any record of *changed* took part in.

    The extractor runs over every record given, in time order, so what it
    learns along a chat (the people named so far) is what a flush learnt;
    only candidates citing a *changed* record are written, so what the other
    records gave (already in the store) is not applied twice. Call inside a
    write transaction.
    """
    from memcli.distill.apply import BatchCounts, apply_batch
    from memcli.distill.resolver import NeighbourIndex

    total = BatchCounts()
    for (user_id, character), group in groupby(sorted(recs, key=lambda r: (r.user_id, r.character, r.occurred_ts,
                                                                           r.id)),
                                               key=lambda r: (r.user_id, r.character)):
        mine = list(group)
        if not any(r.id in changed for r in mine):
            continue
        ctx = derive_context(store, cfg, user_id, character)
        cands = [c for c in candidates_of(ctx, mine) if changed.intersection(c.record_ids)]
        if not cands:
            continue
        counts = apply_batch(store, cfg, user_id, character, mine, BatchOutput(candidates=cands),
                             NeighbourIndex(user_id, character, None), None, {}, {}, now_iso)
        total.created += counts.created
        total.updated += counts.updated
    return total
