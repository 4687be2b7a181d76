"""``mem forget``: what to forget, the cascade through everything derived from it, and the scrub of the files.

What can be named: records, memories and events by id (``r17 m3 e5``),
every record imported from a file (``--source``), every record holding an
exact text (``--match``, any script, not a search expression) and every
record holding something shaped like a secret (``--secrets``,
:func:`memcli.core.redact.find_secrets`). A match or a secrets scan over more
than :data:`memcli.core.limits.FORGET_CONFIRM_ABOVE` records needs ``confirm`` (``--yes``); a dry run
lists them whatever their number.

What happens (:func:`memcli.upkeep.cascade.run`, one transaction): the records go
with a watermark of their hash and one of their words, so neither a
re-import nor a newer export of the same chat brings them back; every
memory, profile value and event that cited them is derived again from the
sources it has left — or removed, watermarked, when nothing left supports
it; people facts only they supported go; a forget by text also removes
derived text that still holds it. Afterwards the store's files are scrubbed
(:meth:`memcli.store.protocols.upkeep.Upkeep.finish_scrub`); a crash in
between leaves a marker that the next command or ``mem doctor --fix``
finishes.

A dry run carries out the whole cascade and rolls it back, so what it lists
is exactly what a real run does.
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING, Any

from memcli.core import ids
from memcli.core.errors import MemError, UsageError
from memcli.core.limits import FORGET_CONFIRM_ABOVE as CONFIRM_ABOVE
from memcli.core.timeutil import now, to_iso

if TYPE_CHECKING:
    from memcli.upkeep.cascade import CascadeResult
    from memcli.config.schema import Config
    from memcli.store.protocols import Store

SEARCH_SYNTAX = ('"', "*", "NEAR(", " AND ", " OR ", " NOT ", "^")
"""What a full-text search would read as syntax: ``--match`` takes it as written, and says so when nothing holds it."""
PREVIEW_CHARS = 80


def source_candidates(path: str) -> list[str]:
    """Spellings of *path* an importer may have stored as a record's source path."""
    out = [path]
    for cand in (os.path.abspath(os.path.expanduser(path)), os.path.realpath(os.path.expanduser(path))):
        if cand not in out:
            out.append(cand)
    return out


class _Targets:
    """What the user named, resolved to numbers."""

    def __init__(self) -> None:
        self.records: set[int] = set()
        self.memories: set[int] = set()
        self.events: set[int] = set()
        self.already_forgotten: list[str] = []
        self.matched: dict[str, int] | None = None


def _resolve(store: Store, targets: list[str], source_paths: list[str]) -> _Targets:
    """Ids and ``--source`` paths as numbers; an id or path that names nothing is an error (nothing changes)."""
    out = _Targets()
    found = {"record": out.records, "memory": out.memories, "event": out.events}
    missing: list[str] = []
    upkeep = store.upkeep
    for target in targets:
        kind, num = ids.parse(target)
        if upkeep.item_exists(kind, num):  # type: ignore[arg-type]
            found[kind].add(num)
        elif kind == "record" and upkeep.record_was_forgotten(num):
            out.already_forgotten.append(ids.fmt(kind, num))
        else:
            missing.append(target)
    for path in source_paths:
        from_source = upkeep.records_from_source(source_candidates(path))
        if not from_source:
            missing.append(f"--source {path}")
        out.records.update(from_source)
    if missing:
        raise MemError(
            "nothing to forget for " + ", ".join(missing) + "; check the ids with `mem read ID` (nothing was changed)"
        )
    return out


def check_match(text: str | None) -> str | None:
    """The ``--match`` text as given, or a usage error for one that names nothing (empty, only spaces)."""
    if text is None:
        return None
    if not text.strip():
        raise UsageError("--match needs the exact text to forget, e.g. --match 483920", "--match")
    return text


def _matched(store: Store, text: str, targets: _Targets, confirm: bool, dry_run: bool) -> None:
    upkeep = store.upkeep
    total = upkeep.count_records_with(text)
    hits = upkeep.find_text(text, limit=max(total, 1))
    derived = len(hits.memories) + len(hits.events) + len(hits.facts) + len(hits.cues)
    if not total and not derived:
        if any(s in text for s in SEARCH_SYNTAX):
            raise MemError(f"nothing holds the exact text {text!r}: --match takes exact text, not a search "
                           "expression (quotes, * and NEAR( are matched as written); nothing was changed")
        raise MemError(f"nothing holds the exact text {text!r}; nothing was changed")
    _confirmed(total, f"{text!r} occurs in", confirm, dry_run, f"--match {text!r}", derived)
    targets.records.update(hits.records)
    targets.matched = {"records": total, "derived": derived}


def _secret_records(store: Store, targets: _Targets, confirm: bool, dry_run: bool) -> None:
    from memcli.core.redact import has_secret

    found = [rid for rid, text in store.upkeep.record_texts() if has_secret(text)]
    _confirmed(len(found), "a likely secret is in", confirm, dry_run, "--secrets", 0)
    targets.records.update(found)
    targets.matched = {"records": len(found), "derived": 0}


def _confirmed(n: int, what: str, confirm: bool, dry_run: bool, option: str, derived: int) -> None:
    """Refuse to forget more than :data:`memcli.core.limits.FORGET_CONFIRM_ABOVE` records by text without the user's ``--yes``."""
    if n <= CONFIRM_ABOVE or confirm or dry_run:
        return
    also = f" (and {derived:,} derived items)" if derived else ""
    raise MemError(f"{what} {n:,} records{also}; nothing was forgotten — list them with `mem forget {option} "
                   f"--dry-run`, or add --yes to forget all {n:,}")


class _DryRun(Exception):
    """Raised inside the transaction to roll a dry run back."""


def _test_pause(where: str) -> None:
    """Crash tests: ``MEM_TEST_FORGET_SLEEP=SECONDS[:inside]`` pauses between the commit and the file scrub,
    or (``:inside``) inside the transaction after the cascade, before the commit."""
    raw = os.environ.get("MEM_TEST_FORGET_SLEEP")
    if not raw:
        return
    secs, _, at = raw.partition(":")
    if (at or "after") != where:
        return
    try:
        seconds = float(secs)
    except ValueError:
        return
    import sys

    sys.stderr.write(f"mem: test hook: sleeping {seconds:g}s {where} the forget's transaction\n")
    sys.stderr.flush()
    time.sleep(seconds)


def forget(
    store: Store,
    targets: list[str],
    source_paths: list[str] | None = None,
    *,
    cfg: Config | None = None,
    match: str | None = None,
    secrets: bool = False,
    dry_run: bool = False,
    confirm: bool = False,
) -> dict[str, Any]:
    """Forget what is named and rebuild or remove everything derived from it; return the report.

    What is forgotten is resolved inside the write transaction, so the report
    says exactly what was done even if an import or flush runs meanwhile.
    """
    from memcli.upkeep import cascade

    match = check_match(match)
    if not targets and not source_paths and match is None and not secrets:
        raise MemError("nothing to forget: give ids (r17, m3, e5), --source PATH, --match TEXT or --secrets")
    if cfg is None:
        from memcli.config.schema import Config

        cfg = Config()
    upkeep = store.upkeep
    report: dict[str, Any] = {}
    try:
        with upkeep.overwriting_deletes():
            with store.transaction():
                named = _resolve(store, list(targets), list(source_paths or []))
                if match is not None:
                    _matched(store, match, named, confirm, dry_run)
                if secrets:
                    _secret_records(store, named, confirm, dry_run)
                texts = {r.id: r.text for r in upkeep.derivation_records(sorted(named.records))}
                result = cascade.run(store, cfg, records=named.records, memories=named.memories,
                                     events=named.events, text=match)
                report = _report(result, texts, named, dry_run=dry_run)
                if dry_run:
                    raise _DryRun
                if not result.plan.is_empty():
                    # the index compaction commits with the deletion, so no kill can leave the terms indexed;
                    # the marker says the files still need scrubbing (finished below or by the next command)
                    upkeep.compact_fulltext()
                    upkeep.mark_scrub_pending(to_iso(now()))
                _test_pause("inside")
            if not result.plan.is_empty():
                _test_pause("after")
                _scrub(store, report)
    except _DryRun:
        pass
    return report


def _scrub(store: Store, report: dict[str, Any]) -> None:
    """Scrub the files after the commit; if the store cannot now (a reader holds the log, the server's rewrite
    timed out), the marker stays for the next command or ``mem doctor --fix``, and the report says so."""
    try:
        done = store.upkeep.finish_scrub()
    except Exception as exc:
        if not store.upkeep.is_store_error(exc):
            raise
        done = False
    if not done:
        report["scrub_pending"] = True


def _preview(text: str) -> str:
    return text if len(text) <= PREVIEW_CHARS else text[: PREVIEW_CHARS - 3] + "…"


def _report(result: CascadeResult, texts: dict[int, str], named: _Targets, *, dry_run: bool) -> dict[str, Any]:
    """The JSON shape of ``mem forget --json`` (also for ``--dry-run``)."""
    plan = result.plan
    forgotten: list[dict[str, Any]] = [
        {"id": ids.rid(r), "kind": "record", "text": _preview(texts.get(r, ""))} for r in plan.records]
    removed = sorted(result.removed, key=lambda c: (c.kind != "memory", c.id))
    forgotten += [{"id": ids.fmt(c.kind, c.id), "kind": c.kind, "text": _preview(c.was)} for c in removed]
    rebuilt = [
        {"id": ids.fmt(c.kind, c.id), "kind": c.kind, "text": _preview(c.now or ""), "was": _preview(c.was),
         "sources_removed": [ids.rid(r) for r in c.sources_removed]}
        for c in sorted(result.rebuilt, key=lambda c: (c.kind != "memory", c.id))
    ]
    report: dict[str, Any] = {
        "dry_run": dry_run,
        "forgotten": forgotten,
        "rebuilt": rebuilt,
        "reactivated": [ids.fmt("memory", m) for m in result.reactivated],
        "already_forgotten": named.already_forgotten,
        "counts": {"records": len(plan.records), "memories": sum(c.kind == "memory" for c in removed),
                   "events": sum(c.kind == "event" for c in removed), "rebuilt": len(rebuilt)},
    }
    if named.matched is not None:
        report["match"] = named.matched
    return report


def report_lines(report: dict[str, Any], *, limit: int | None = None) -> list[str]:
    """Human lines for the plain-text output of ``mem forget``; *limit* caps the forgotten records listed."""
    dry = report["dry_run"]
    verb = "would forget" if dry else "forgot"
    lines: list[str] = []
    records = [it for it in report["forgotten"] if it["kind"] == "record"]
    shown = records if limit is None else records[:limit]
    lines += [f"{verb} {it['id']} (record): {it['text']}" for it in shown]
    if len(shown) < len(records):
        lines.append(f"… and {len(records) - len(shown):,} more records (--json lists them all)")
    lines += [f"{verb} {it['id']} ({it['kind']}): {it['text']}" for it in report["forgotten"] if it["kind"] != "record"]
    for it in report.get("rebuilt", []):
        without = ", ".join(it["sources_removed"])
        what = f"{'would rebuild' if dry else 'rebuilt'} {it['id']} ({it['kind']})" + (f" without {without}" if without else "")
        if it["text"] == it["was"]:
            lines.append(f"{what}: its other sources say the same: {it['text']}")
        else:
            lines.append(f"{what}: {it['text']}  (was: {it['was']})")
    for item in report.get("reactivated", []):
        lines.append(f"profile value {item} is current again")
    for item in report["already_forgotten"]:
        lines.append(f"{item} was already forgotten")
    if report.get("scrub_pending"):
        lines.append("the store's files still hold the forgotten text until the next command (or `mem doctor --fix`) "
                     "finishes scrubbing them")
    if not lines:
        lines.append("nothing to forget")
    return lines


__all__ = ["CONFIRM_ABOVE", "check_match", "forget", "report_lines", "source_candidates"]
