"""``mem forget``: delete an item and everything derived from it, and leave a watermark.

What goes when a raw record is forgotten:

* the record row, its buffer row, its cue links (and a cue left with no
  record), its full-text row and its embedding;
* every memory and event whose *only* sources were forgotten records (a
  memory or event with other sources stays and loses just the forgotten
  ones — the report lists those so the user can forget them too);
* a profile slot whose active memory went away falls back to the newest
  older value whose sources still exist (history is kept, so "what did I
  say before" is still true).

A watermark (the content hash) is written for every deleted record, memory
and event: a re-import skips a watermarked record, and distillation checks
the watermarks and the forgotten records before writing, so neither a later
re-import nor a flush that started before the forget can bring the content
back. Afterwards the store's files are scrubbed (see
:meth:`memcli.store.protocols.upkeep.Upkeep.finish_scrub`).
"""

from __future__ import annotations

import os
import time
from typing import Any

from memcli.core import ids
from memcli.core.errors import MemError
from memcli.store.protocols import Store
from memcli.store.protocols.upkeep import ForgetPlan
from memcli.core.timeutil import now, to_iso

_KINDS = {"record", "memory", "event"}


def source_candidates(path: str) -> list[str]:
    """Spellings of *path* an importer may have stored as a record's source path."""
    out = [path]
    for cand in (os.path.abspath(os.path.expanduser(path)), os.path.realpath(os.path.expanduser(path))):
        if cand not in out:
            out.append(cand)
    return out


def _split_touched(
    touched: dict[int, tuple[list[int], list[int]]], gone_records: set[int]
) -> tuple[list[int], dict[int, list[int]]]:
    """(items whose every source is going, items that only lose some → the sources they lose)."""
    gone: list[int] = []
    trimmed: dict[int, list[int]] = {}
    for item_id, (lost, cited) in sorted(touched.items()):
        if all(r in gone_records for r in cited):
            gone.append(item_id)
        else:
            trimmed[item_id] = lost
    return gone, trimmed


def plan_forget(
    store: Store,
    targets: list[str],
    source_paths: list[str] | None = None,
    *,
    extra_record_ids: set[int] | None = None,
) -> ForgetPlan:
    """Work out what forgetting *targets* (public ids) and *source_paths* removes.

    Raises :class:`MemError` for an id that does not exist (nothing is
    changed), so a typo never half-forgets a list. *extra_record_ids* are
    record ids that are already gone (used by ``doctor --fix`` for dangling
    sources): derived items are handled as if those records were forgotten now.
    """
    plan = ForgetPlan()
    found: dict[str, set[int]] = {kind: set() for kind in _KINDS}
    missing: list[str] = []
    upkeep = store.upkeep
    for target in targets:
        kind, num = ids.parse(target)
        if upkeep.item_exists(kind, num):  # type: ignore[arg-type]
            found[kind].add(num)
        elif kind == "record" and upkeep.record_was_forgotten(num):
            plan.already_forgotten.append(ids.fmt(kind, num))
        else:
            missing.append(target)
    for path in source_paths or []:
        from_source = upkeep.records_from_source(source_candidates(path))
        if not from_source:
            missing.append(f"--source {path}")
        found["record"].update(from_source)
    if missing:
        raise MemError(
            "nothing to forget for " + ", ".join(missing) + "; check the ids with `mem read ID` (nothing was changed)"
        )
    records, memories, events = found["record"], found["memory"], found["event"]
    gone_records = records | (extra_record_ids or set())
    if gone_records:
        m_gone, m_trim = _split_touched(upkeep.sources_touched("memory", gone_records), gone_records)
        e_gone, e_trim = _split_touched(upkeep.sources_touched("event", gone_records), gone_records)
        memories.update(m_gone)
        events.update(e_gone)
        plan.memories_trimmed = {k: v for k, v in m_trim.items() if k not in memories}
        plan.events_trimmed = {k: v for k, v in e_trim.items() if k not in events}
    plan.records = sorted(records)
    plan.memories = sorted(memories)
    plan.events = sorted(events)
    return plan


def apply_forget(store: Store, plan: ForgetPlan) -> dict[str, Any]:
    """Carry out *plan*. Call inside a transaction."""
    # which facts about a person hold one value is the distiller's rule, not the store's
    from memcli.distill.people import SINGLE_ATTRS

    reactivated = store.upkeep.apply_forget(plan, single_valued_attrs=SINGLE_ATTRS)
    return {"reactivated": [ids.fmt("memory", m) for m in reactivated]}


def _test_pause_after_commit() -> None:
    """Crash tests: ``MEM_TEST_FORGET_SLEEP=SECONDS`` pauses between the commit and the file scrub."""
    raw = os.environ.get("MEM_TEST_FORGET_SLEEP")
    if raw:
        try:
            time.sleep(float(raw))
        except ValueError:
            pass


def plan_report(store: Store, plan: ForgetPlan, *, dry_run: bool) -> dict[str, Any]:
    """The JSON shape of ``mem forget --json`` (also used for ``--dry-run``)."""

    def preview(kind: str, item: int) -> str:
        text = store.upkeep.item_text(kind, item)  # type: ignore[arg-type]
        return text if len(text) <= 80 else text[:77] + "…"

    items: list[dict[str, Any]] = []
    for r in plan.records:
        items.append({"id": ids.rid(r), "kind": "record", "text": preview("record", r)})
    for m in plan.memories:
        items.append({"id": ids.fmt("memory", m), "kind": "memory", "text": preview("memory", m)})
    for e in plan.events:
        items.append({"id": ids.fmt("event", e), "kind": "event", "text": preview("event", e)})
    kept: list[dict[str, Any]] = []
    for m, lost in plan.memories_trimmed.items():
        kept.append({"id": ids.fmt("memory", m), "kind": "memory", "text": preview("memory", m),
                     "sources_removed": [ids.rid(x) for x in lost]})
    for e, lost in plan.events_trimmed.items():
        kept.append({"id": ids.fmt("event", e), "kind": "event", "text": preview("event", e),
                     "sources_removed": [ids.rid(x) for x in lost]})
    return {
        "dry_run": dry_run,
        "forgotten": items,
        "kept_with_fewer_sources": kept,
        "already_forgotten": plan.already_forgotten,
        "counts": {"records": len(plan.records), "memories": len(plan.memories), "events": len(plan.events)},
    }


def forget(
    store: Store,
    targets: list[str],
    source_paths: list[str] | None = None,
    *,
    dry_run: bool = False,
    purge_vectors: bool = True,
) -> dict[str, Any]:
    """Forget *targets* and everything imported from *source_paths*; return the report.

    The plan is computed inside the write transaction, so what is reported
    is exactly what was deleted even if an import or flush runs meanwhile.
    The full-text compaction is part of that transaction; afterwards the
    files are scrubbed and (with *purge_vectors*) the derived vector file in
    the store's home is dropped.
    """
    if not targets and not source_paths:
        raise MemError("nothing to forget: give ids (r17, m3, e5) or --source PATH")
    if dry_run:
        plan = plan_forget(store, targets, source_paths)
        report = plan_report(store, plan, dry_run=True)
        report["reactivated"] = []
        return report
    upkeep = store.upkeep
    with upkeep.overwriting_deletes():
        with store.transaction():
            plan = plan_forget(store, targets, source_paths)
            report = plan_report(store, plan, dry_run=False)
            report.update(apply_forget(store, plan))
            if not plan.is_empty():
                # the index compaction commits with the deletion, so no kill can leave the terms indexed;
                # the marker says the files still need scrubbing (finished below or by the next command)
                upkeep.compact_fulltext()
                upkeep.mark_scrub_pending(to_iso(now()))
        if not plan.is_empty():
            _test_pause_after_commit()
            upkeep.finish_scrub()
    if purge_vectors and not plan.is_empty():
        store.vectors.drop_file()  # no forgotten vector stays on disk; the next search rebuilds the file
    return report


def report_lines(report: dict[str, Any]) -> list[str]:
    """Human lines for the plain-text output of ``mem forget``."""
    verb = "would forget" if report["dry_run"] else "forgot"
    lines = [f"{verb} {it['id']} ({it['kind']}): {it['text']}" for it in report["forgotten"]]
    for it in report["kept_with_fewer_sources"]:
        lines.append(
            f"{'would keep' if report['dry_run'] else 'kept'} {it['id']} ({it['kind']}) without "
            f"{', '.join(it['sources_removed'])}: {it['text']}  (forget it too with `mem forget {it['id']}`)"
        )
    for item in report.get("reactivated", []):
        lines.append(f"profile value {item} is current again")
    for item in report["already_forgotten"]:
        lines.append(f"{item} was already forgotten")
    if not lines:
        lines.append("nothing to forget")
    return lines


__all__ = ["ForgetPlan", "plan_forget", "apply_forget", "forget", "report_lines"]
