"""Who "me" is, said after the fact: re-attribute the records of those chats and derive again what they gave.

A chat imported without ``--me`` (and no ``user.names`` matching a speaker)
is read as everybody else's words: the user's own facts end up in ``mem
people`` under their name and the profile stays empty. Three ways to say
who the user is afterwards, one mechanism:

* ``mem me NAME… [--source FILE]`` (:func:`set_me`): NAME's turns in every
  chat NAME speaks in (of FILE's records only, with ``--source``) are marked
  as the user's (``extra.me``, as ``--me`` marks them at import); the other
  speakers' turns of those chats lose such a mark — a chat has one "me";
* ``mem import FILE --me NAME`` of a file already imported: its records are
  skipped as duplicates, and the chats it holds are re-attributed the same way;
* ``user.names``/``user.name`` changed (``mem config set`` or by hand): the
  next ``mem flush`` or ``mem reindex`` compares them with the names the store
  last derived with (meta key :data:`NAMES_KEY`) and re-reads the chats in
  which a speaker of the changed names speaks (:func:`follow_names`).

Then, in one transaction under the flush lock, for the records whose owner
(:mod:`memcli.distill.owners`) changed and that a flush already distilled
(pending ones are read by the next flush with the new owners anyway):

1. the people facts derived from them go (:meth:`PeopleStore.forget_records`):
   a person left with nothing — the user, known so far under their chat name
   — leaves ``mem people``;
2. every memory and event citing them is derived again through the forget
   cascade (:func:`memcli.upkeep.cascade.run` with ``rederive``), removed
   without a watermark when nothing is left to say (nothing was forgotten);
3. the flush's extractor reads their chats again and what those records now
   give is written as a flush writes it (:func:`memcli.distill.reread.apply_again`).

No record is added or removed and no event is drafted anew, so nothing is
duplicated; a forgotten record is no longer in the store, so nothing derived
from it can come back, and watermarks still hold. Every new item cites its
records (the forget cascade reaches it) and is derived from secret-masked
text. Running it twice changes nothing the second time.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memcli.core import ids
from memcli.core.errors import MemError, UsageError
from memcli.core.timeutil import now, to_iso

if TYPE_CHECKING:
    from memcli.config.schema import Config
    from memcli.store.protocols import Store
    from memcli.upkeep.cascade import CascadeResult

NAMES_KEY = "owners.user_names"
"""Meta key: the configured user names (case-folded, JSON list) the store's derived items were made with."""
PREVIEW_CHARS = 80


@dataclass
class Reattribution:
    """What a re-attribution did (or, as a dry run, would do)."""

    names: list[str]
    dry_run: bool = False
    chats: int = 0
    """Chats (sessions) looked at."""
    marked: int = 0
    """Records whose "this is the user" mark changed."""
    records: list[int] = field(default_factory=list)
    """Already distilled records whose owner changed: what was derived again."""
    to_user: int = 0
    """Of those, how many are the user's words now."""
    created: int = 0
    updated: int = 0
    people_gone: list[str] = field(default_factory=list)
    """People (``p3 Nadia``) that left the people index: they were the user."""
    cascade: CascadeResult | None = None

    def to_json(self) -> dict[str, Any]:
        """The shape ``mem me --json`` prints and :func:`memcli.api.set_me` returns."""
        changes = self.cascade.changes if self.cascade is not None else []
        rebuilt = [{"id": ids.fmt(c.kind, c.id), "kind": c.kind, "text": _preview(c.now or ""), "was": _preview(c.was)}
                   for c in changes if c.now is not None and c.now != c.was]
        removed = [{"id": ids.fmt(c.kind, c.id), "kind": c.kind, "text": _preview(c.was)}
                   for c in changes if c.now is None]
        return {
            "names": self.names, "dry_run": self.dry_run, "chats": self.chats, "marked": self.marked,
            "records": len(self.records), "now_user": self.to_user, "now_others": len(self.records) - self.to_user,
            "memories_created": self.created, "memories_updated": self.updated,
            "rebuilt": rebuilt, "removed": removed, "people_removed": self.people_gone,
        }


def _preview(text: str) -> str:
    return text if len(text) <= PREVIEW_CHARS else text[: PREVIEW_CHARS - 3] + "…"


class _DryRun(Exception):
    """Raised inside the transaction to roll a dry run back."""


@contextmanager
def _flush_lock(store: Store, wait_seconds: float) -> Iterator[bool]:
    """The flush lock (a flush must not read the chats while their owners change); yields whether it was taken."""
    from memcli.distill.lock import acquire

    taken, _holder = acquire(store, wait_seconds=wait_seconds)
    try:
        yield taken
    finally:
        if taken:
            store.flushing.unlock()


def _keys(names: Iterable[str]) -> list[str]:
    return sorted({n.strip().casefold() for n in names if n and n.strip()})


def _is_human(role: str) -> bool:
    from memcli.distill.types import NON_USER_ROLES

    return role.lower() not in NON_USER_ROLES


def set_me(store: Store, cfg: Config, names: Iterable[str], *, user_id: str, within: list[int] | None = None,
           sessions: Iterable[str] | None = None, dry_run: bool = False, wait_seconds: float = 30.0,
           quiet_if_absent: bool = False) -> Reattribution:
    """Make the speaker(s) called *names* the user in the chats they speak in, and derive those chats again.

    *within*: only the chats of these records (``--source``); *sessions*: only these chats (a re-import).
    A name that speaks in no such chat is an error (nothing changes), unless *quiet_if_absent*.
    """
    keys = _keys(names)
    if not keys:
        raise UsageError("give the name you speak under in the chat, e.g. mem me Nadia", "NAME")
    report = Reattribution(names=[n.strip() for n in names if n.strip()], dry_run=dry_run)
    with _flush_lock(store, wait_seconds) as taken:
        if not taken:
            raise MemError("a flush is running; nothing was changed — try again when it is done")
        try:
            with store.transaction():
                pairs = store.records.speaker_sessions(user_id, within)
                if sessions is not None:
                    wanted = set(sessions)
                    pairs = [p for p in pairs if p[1] in wanted]
                chats = sorted({s for _u, s, speaker in pairs if speaker.strip().casefold() in keys})
                if not chats:
                    if quiet_if_absent:
                        return report
                    speakers = sorted({speaker for _u, _s, speaker in pairs})
                    listed = ", ".join(speakers[:12]) + (" …" if len(speakers) > 12 else "")
                    raise MemError(f"no imported chat has a speaker called {' or '.join(report.names)}"
                                   + (f" (speakers: {listed})" if listed else "") + "; nothing was changed")
                turns = store.records.session_turns(user_id, chats)
                record_ids = [t.id for t in turns]
                from memcli.distill.reread import owned_records

                before = {r.id: r.own for r in owned_records(store, cfg, record_ids)}
                mine = [t.id for t in turns if _is_human(t.role) and not t.me and t.speaker
                        and t.speaker.strip().casefold() in keys]
                not_mine = [t.id for t in turns if t.me and not (t.speaker and t.speaker.strip().casefold() in keys)]
                report.marked = store.records.mark_me(mine, True) + store.records.mark_me(not_mine, False)
                report.chats = len(chats)
                _derive_again(store, cfg, record_ids, before, report)
                if dry_run:
                    raise _DryRun
        except _DryRun:
            pass
    return report


def follow_names(store: Store, cfg: Config, *, wait_seconds: float = 5.0) -> Reattribution | None:
    """After ``user.names``/``user.name`` changed: re-read the chats whose speakers the change concerns.

    The first call on a store only notes the names (there is nothing older to compare with). None when
    nothing changed, or when a flush holds the lock (the next call does it).
    """
    from memcli.distill.owners import configured_names

    current = configured_names(cfg)
    stored = store.meta.get(NAMES_KEY)
    if stored is not None and _stored_names(stored) == current:
        return None
    if stored is None:
        with store.transaction():
            store.meta.set(NAMES_KEY, json.dumps(current, ensure_ascii=False))
        return None
    old = _stored_names(stored)
    changed = set(old) ^ set(current)
    report = Reattribution(names=current)
    with _flush_lock(store, wait_seconds) as taken:
        if not taken:
            return None
        with store.transaction():
            by_user: dict[str, set[str]] = {}
            for user_id, session, speaker in store.records.speaker_sessions(None):
                if speaker.strip().casefold() in changed or user_id.casefold() in changed:
                    by_user.setdefault(user_id, set()).add(session)
            from memcli.distill.reread import owned_records

            for user_id, chats in sorted(by_user.items()):
                record_ids = [t.id for t in store.records.session_turns(user_id, chats)]
                before = {r.id: r.own for r in owned_records(store, cfg, record_ids, configured=old)}
                report.chats += len(chats)
                _derive_again(store, cfg, record_ids, before, report)
            store.meta.set(NAMES_KEY, json.dumps(current, ensure_ascii=False))
    return report


def _stored_names(raw: str) -> list[str]:
    try:
        value = json.loads(raw)
    except ValueError:
        return []
    return sorted(str(v) for v in value) if isinstance(value, list) else []


def _derive_again(store: Store, cfg: Config, record_ids: list[int], before: dict[int, str],
                  report: Reattribution) -> None:
    """Derive again what the records whose owner changed gave (the module docstring's steps 1–3)."""
    from memcli.distill.people_attrs import SINGLE_ATTRS
    from memcli.distill.reread import apply_again, owned_records
    from memcli.upkeep import cascade

    pending = store.flushing.buffered(record_ids)
    recs = [r for r in owned_records(store, cfg, record_ids) if r.id not in pending]
    changed = {r.id for r in recs if r.own != before.get(r.id, r.own)}
    if not changed:
        return
    report.records += sorted(changed)
    report.to_user += sum(1 for r in recs if r.id in changed and r.own == "user")
    users = sorted({r.user_id for r in recs})
    people_before = {p.id: p.name or p.relation or "" for u in users for p in store.people.people(u)} \
        if store.people.available() else {}
    if people_before:
        store.people.forget_records(sorted(changed), SINGLE_ATTRS)
    result = cascade.run(store, cfg, rederive=changed, forgotten=False)
    if report.cascade is None:
        report.cascade = result
    else:
        report.cascade.changes += result.changes
    counts = apply_again(store, cfg, recs, changed, to_iso(now()))
    report.created += counts.created
    report.updated += counts.updated
    if people_before:
        after = {p.id for u in users for p in store.people.people(u)}
        report.people_gone += [f"p{pid} {name}".strip()
                               for pid, name in sorted(people_before.items()) if pid not in after]
