"""Each check of ``mem doctor``: what it found, in a line a person can act on.

A check returns a :class:`Check`: how many problems it found, the line, and
whether ``--fix`` can repair it. Raw records can never be "fixed" (they are
the truth); everything derived — full-text rows, the vector file, buffer
states, dangling provenance — can.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

from memcli.store.protocols import Store

if TYPE_CHECKING:  # checks read only embedding.model: `mem doctor` runs on light settings, without pydantic
    from memcli.config.schema import Config
    from memcli.config.light import LightSettings


@dataclass
class Check:
    name: str
    ok: bool
    problems: int
    detail: str
    fixable: bool = False
    fixed: bool = False


def pid_alive(pid: int | None) -> bool:
    """Is a process with this pid running (ours or anyone's)?"""
    if not pid or pid <= 0:
        return False
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    # a zombie (killed, not yet reaped by its parent) is dead for our purposes
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
            state = fh.read().rsplit(")", 1)[-1].split()[0]
        return state not in ("Z", "X")
    except (OSError, IndexError):
        return True


def holder_alive(pid: int, since_ts: float) -> bool:
    """Is the process that took a lock (or started a flush) at *since_ts* still running?

    The store's own test (it also detects pid reuse by a younger process),
    the one a flush applies before taking over a lock, so doctor and flush
    agree on what is stale.
    """
    from memcli.core.processes import holder_alive as lock_holder_alive

    return lock_holder_alive(int(pid), float(since_ts))


def check_integrity(store: Store) -> Check:
    rows = store.upkeep.integrity_problems(20)
    if not rows:
        return Check("integrity", True, 0, "SQLite integrity_check: ok")
    return Check(
        "integrity", False, len(rows),
        "SQLite integrity_check failed: " + "; ".join(rows[:3])
        + " — restore a backup (`mem restore PATH --force`); `mem export` may still save what is readable",
    )


def check_foreign_keys(store: Store) -> Check:
    tables = store.upkeep.broken_references()
    if not tables:
        return Check("foreign_keys", True, 0, "no rows point at missing rows")
    return Check("foreign_keys", False, len(tables),
                 f"{len(tables)} rows in {', '.join(sorted(set(tables)))} point at missing rows", fixable=True)


def check_schema(store: Store) -> Check:
    """The version, and every table, index, trigger and view against the schema mem itself creates."""
    state = store.upkeep.schema_state()
    head = f"schema version {state.version} (this mem: {state.expected})"
    if state.version != state.expected:
        return Check("schema", False, 1, head)
    diffs = state.differences
    if not diffs:
        return Check("schema", True, 0, head + "; every table, index, trigger and view is mem's own")
    droppable = [d for d in diffs if d[0] == "foreign" and d[1] in ("trigger", "view")]
    advice = ("`mem doctor --fix` drops the foreign triggers and views" if droppable else "")
    if len(droppable) < len(diffs):
        advice += ("; " if advice else "") + ("for the rest, " if advice else "") + (
            "restore a clean backup, or export and import into a new store")
    return Check(
        "schema", False, len(diffs),
        f"{head}; objects mem did not create or that were changed: {state.described} "
        f"(a foreign trigger or view can copy or hide what you forget) — {advice}",
        fixable=bool(droppable),
    )


_FTS = (("records", "records"), ("memories", "active memories"), ("events", "events"))


def check_fts(store: Store) -> list[Check]:
    out: list[Check] = []
    for index, label in _FTS:
        name = f"{index}_fts"
        st = store.upkeep.fulltext_state(index)  # type: ignore[arg-type]
        skipped = " (FTS5's own index check needs a writable store: skipped)" if st.self_check_skipped else ""
        problems = st.missing + st.extra + (1 if st.damage else 0)
        if not problems:
            out.append(Check(name, True, 0, f"full-text index matches {st.indexed} {label}{skipped}"))
            continue
        parts = []
        if st.missing:
            parts.append(f"{st.missing} {label} not indexed")
        if st.extra:
            parts.append(f"{st.extra} index rows for missing {label}")
        if st.damage:
            parts.append(f"index damaged ({st.damage})")
        out.append(Check(name, False, problems, "; ".join(parts), fixable=True))
    return out


def check_vectors(store: Store, cfg: Config | LightSettings) -> Check:
    """The derived vector file agrees with the stored embeddings.

    A file built for an older ``embeddings_version`` (or another model) is
    *stale*, not wrong: every reader sees that and rebuilds it, so it is
    reported but is not a problem. A file that claims to be current but
    holds different items, or cannot be read, is a problem.
    """
    from memcli.embedding.models import configured_model_name

    state = store.vectors.file_state()
    if state is None:
        return Check("vectors", True, 0, "no vector file yet (built by the first semantic recall or `mem reindex`)")
    if not state.readable:
        return Check("vectors", False, 1, f"{state.location} is unreadable or incomplete", fixable=True)
    model = configured_model_name(cfg)
    if state.model != model or state.version != store.vectors.version():
        return Check("vectors", True, 0, "vector file is stale; it is rebuilt on the next semantic recall or `mem reindex`")
    want = store.upkeep.live_embedding_keys(model)
    have = state.keys
    if want == have and state.in_time_order and state.whole:
        return Check("vectors", True, 0, f"vector file matches {len(want)} embeddings")
    missing, extra = len(want - have), len(have - want)
    return Check("vectors", False, missing + extra + (0 if state.in_time_order else 1),
                 f"vector file differs from the embeddings table ({missing} missing, {extra} extra)", fixable=True)


def stuck_buffer(store: Store) -> list[int]:
    """Buffer entries claimed by a flush whose process is gone."""
    upkeep = store.upkeep
    claims = upkeep.buffer_claims()
    live_lock = any(holder_alive(h.pid, h.since_ts) for h in upkeep.lock_holders())
    stuck = []
    for c in claims:
        if c.flush_pid is not None and c.flush_status == "running" and holder_alive(
            c.flush_pid, float(c.flush_started_ts or 0)
        ):
            continue
        if c.flush_pid is None and live_lock:
            continue  # claimed by a live flush that has not logged itself yet
        stuck.append(c.record_id)
    return stuck


def check_buffer(store: Store) -> Check:
    stuck = stuck_buffer(store)
    stale_locks = [h for h in store.upkeep.lock_holders() if not holder_alive(h.pid, h.since_ts)]
    dead_flushes = [h for h in store.upkeep.running_flushes() if not holder_alive(h.pid, h.since_ts)]
    problems = len(stuck) + len(stale_locks) + len(dead_flushes)
    if not problems:
        return Check("buffer", True, 0, "no buffer entry stuck in processing, no stale lock")
    parts = []
    if stuck:
        parts.append(f"{len(stuck)} buffer entries stuck in 'processing' by a dead flush")
    if stale_locks:
        parts.append(f"{len(stale_locks)} locks held by dead processes")
    if dead_flushes:
        parts.append(f"{len(dead_flushes)} flushes marked running whose process died")
    return Check("buffer", False, problems, "; ".join(parts) + " (the next flush also recovers them)", fixable=True)


def check_sources(store: Store) -> Check:
    _gone, n_mem, n_ev = store.upkeep.dangling_sources()
    if not (n_mem or n_ev):
        return Check("sources", True, 0, f"all {store.upkeep.source_link_count()} memory/event sources exist")
    return Check(
        "sources", False, n_mem + n_ev,
        f"{n_mem} memory sources and {n_ev} event sources point at records that no longer exist",
        fixable=True,
    )


def check_people(store: Store) -> Check:
    """People facts must come from records that still exist (forget removes them with their records)."""
    gone = store.upkeep.people_sources_missing()
    if gone is None:
        return Check("people", True, 0, "no people index yet")
    if not gone:
        return Check("people", True, 0, f"all {store.upkeep.people_fact_count()} people facts have live sources")
    return Check("people", False, len(gone), f"{len(gone)} records behind people facts no longer exist", fixable=True)


def check_embeddings(store: Store) -> Check:
    orphans = store.upkeep.orphan_embeddings()
    if not orphans:
        return Check("embeddings", True, 0, "every embedding belongs to an existing item")
    return Check("embeddings", False, orphans, f"{orphans} embeddings of deleted items", fixable=True)


def check_forget_scrub(store: Store) -> Check:
    """A forget killed between its commit and its file scrub leaves a marker (finished on the next open)."""
    if store.upkeep.scrub_pending():
        return Check("forget_scrub", False, 1,
                     "an interrupted `mem forget` has not finished scrubbing its text from the store files "
                     "(another process keeps the log busy)", fixable=True)
    if store.upkeep.scrubbed_at_open():
        return Check("forget_scrub", True, 0,
                     "an interrupted `mem forget` had left its text in the store files; the scrub was finished now",
                     fixed=True)
    return Check("forget_scrub", True, 0, "no forget left its text behind")


def secret_items(store: Store) -> list[tuple[str, int]]:
    """Derived items whose text holds a likely secret (copied from a record before mem masked them)."""
    from memcli.core.redact import has_secret

    return [(kind, item) for kind, item, text in store.upkeep.derived_texts() if has_secret(text)]


def check_secrets(store: Store) -> Check:
    found = secret_items(store)
    if not found:
        return Check("secrets", True, 0, "no memory, event or people fact holds a likely secret")
    kinds = {k: sum(1 for kind, _ in found if kind == k) for k in ("memory", "event", "fact")}
    parts = ", ".join(f"{n} {k if k != 'fact' else 'people fact'}{'s' if n != 1 else ''}" for k, n in kinds.items() if n)
    return Check("secrets", False, len(found),
                 f"{parts} hold a likely secret (a password, PIN, card number or key) copied from a record before mem "
                 "masked them; --fix derives them again without it", fixable=True)
