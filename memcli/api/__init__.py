"""The library API: one function per user-visible operation, typed values out.

The CLI parses its command line, calls one of these and prints the value;
the MCP server (:mod:`memcli.mcp.server`) and tests call the very same functions,
so no caller ever has to capture stdout. Every failure a user can act on is
a :class:`memcli.core.errors.MemError` (argument mistakes are its subclass
:class:`memcli.core.errors.UsageError`); anything else is a bug.

Each function takes an open store (:class:`memcli.api.session.State`, from
:func:`open_store`) and keyword arguments. Values are small typed classes
whose ``to_dict()`` is exactly the CLI's ``--json`` object for them. Whose
memory it is is said once, when the store is opened (``open_store(home,
user="ann")``; nobody: config ``user.id``); the few functions written for
``mem ui`` that accept ``user=`` only pass it to ``State.select_user`` first.

The value types live in :mod:`memcli.api.values`; the persona operations in
:mod:`memcli.api.persona`, ``init`` in :mod:`memcli.api.store_init`. ``mem recall`` and
``mem read`` import this package on the Typer-free fast path, so everything
heavy is imported inside the function that needs it.

"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from memcli.api.persona import persona, persona_clear, persona_history, persona_set
from memcli.api.values import (
    CueInfo,
    Event,
    ForgetReport,
    ImportReport,
    InitReport,
    MeReport,
    Item,
    Persona,
    PersonaChange,
    ProfileRejection,
    ProfileSlot,
    RecallQuery,
    RecallResult,
    Recorded,
)
from memcli.core.errors import MemError, UsageError
from memcli.core.limits import FORGET_CONFIRM_ABOVE, MAX_RECORD_BYTES
from memcli.api.session import State, default_home

if TYPE_CHECKING:
    from datetime import tzinfo

    from memcli.api.browse import (
        TimelinePage, activity, change_counter, derived_from, photo, profile_slot_is_single, timeline_page,
    )
    from memcli.api.store_init import init

    from memcli.distill.people_index import Person
    from memcli.distill.pipeline import FlushResult
    from memcli.context.pack import Pack
    from memcli.recall.fulltext import Hit
    from memcli.store.protocols import Store
    from memcli.store.protocols.upkeep import StoreStatistics

__all__ = [
    "MODES", "UNITS", "CueInfo", "Event", "ForgetReport", "ImportReport", "Item", "MemError", "ProfileSlot",
    "RecallQuery", "RecallResult", "Recorded", "State", "UsageError", "context", "cues", "event_count", "forget",
    "import_paths", "open_store", "people", "profile", "profile_topics", "read", "recall", "recall_query", "record",
    "timeline",
]

MODES = ("fast", "semantic", "deep")
UNITS = ("tokens", "bytes")


def open_store(home: str | Path | None = None, *, user: str | None = None) -> State:
    """The store at *home* (default: ``$MEM_HOME``, else the platform data dir) for *user* (default: config
    ``user.id``; on a SQLite file, nobody named means the whole file); opened lazily."""
    return State(home=Path(home).expanduser() if home else default_home(), user=user)


# --------------------------------------------------------------------------- settings


def recall_settings(state: State) -> tuple[str, int, str]:
    """``(recall.mode, recall.candidates, user.timezone)`` through the light settings (no pydantic when
    config.toml is plainly valid; otherwise the validated loader and its precise error)."""
    cfg = state.settings()
    return cfg.recall.mode, cfg.recall.candidates, cfg.user.timezone


def user_zone(state: State) -> tzinfo:
    """The user's zone, read through the light settings (no pydantic when config.toml is plainly valid)."""
    from memcli.core.timeutil import user_tz

    return user_tz(state.settings().user.timezone)


# --------------------------------------------------------------------------- recall, read, cues


def recall_query(
    state: State,
    text: str = "",
    *,
    cue: str | None = None,
    mode: str | None = None,
    limit: int = 10,
    since: str | None = None,
    until: str | None = None,
    now: str | None = None,
) -> RecallQuery:
    """Check a recall's arguments and settings without touching the store.

    *now* is "today" for semantic and deep recall, which weigh recency (and
    memory usage) from it; fast recall does not weigh time, so there it only
    has to be a valid date. Without it, the wall clock.
    """
    if limit < 1:
        raise UsageError(f"{limit} is smaller than the minimum 1", "-n")
    text = text.strip()
    if not text and not cue:
        raise UsageError("give a QUERY, or --cue KEY", "QUERY")
    default_mode, candidates, tz_name = recall_settings(state)
    chosen = (mode or default_mode).strip().lower()
    if chosen not in MODES:
        raise UsageError(f"{chosen!r} is not one of fast, semantic, deep", "--mode")
    since_ts = until_ts = None
    if since is not None or until is not None:
        from memcli.core.timeutil import parse_bound, user_tz

        tz = user_tz(tz_name)
        since_ts = parse_bound(since, tz)
        until_ts = parse_bound(until, tz, end=True)
        if since_ts is not None and until_ts is not None and since_ts > until_ts:
            raise UsageError("--since is after --until", "--since")
    now_ts = None
    if now is not None:  # a bad date is a MemError, like a bad --since
        from memcli.core.timeutil import parse_when, user_tz

        now_ts = parse_when(now, user_tz(tz_name)).timestamp()
    return RecallQuery(text, cue or None, chosen, limit, since_ts, until_ts, now_ts, candidates)


def recall(
    state: State,
    query: str | RecallQuery = "",
    *,
    cue: str | None = None,
    mode: str | None = None,
    limit: int = 10,
    since: str | None = None,
    until: str | None = None,
    now: str | None = None,
) -> RecallResult:
    """Search records, memories and events, best first (``mem recall``).

    *query* is plain text (never query syntax), or a :class:`RecallQuery`
    already made by :func:`recall_query`, whose keyword arguments these are.
    """
    q = query if isinstance(query, RecallQuery) else recall_query(
        state, query, cue=cue, mode=mode, limit=limit, since=since, until=until, now=now
    )
    store = state.read_store()
    from memcli.recall.bilingual import use_lexicon

    use_lexicon(state.home)
    warnings: list[str] = []
    hits: list[Hit]
    if q.cue:
        from memcli.recall.cues import cue_hits, find_cues

        if not find_cues(store, q.cue):
            warnings.append(f"no cue {q.cue!r}; `mem cues` lists the registered keys")
        hits = cue_hits(store, q.cue, query=q.text or None, limit=q.limit, since_ts=q.since_ts, until_ts=q.until_ts)
    elif q.mode == "fast":
        from memcli.recall.fulltext import search

        hits = search(store, q.text, limit=q.limit, since_ts=q.since_ts, until_ts=q.until_ts, candidates=q.candidates)
    else:
        hits = _hybrid(state, q, warnings)
    return RecallResult(hits, warnings)


def _hybrid(state: State, q: RecallQuery, warnings: list[str]) -> list[Hit]:
    """Semantic/deep recall; fast recall with a warning if that module is missing."""
    try:
        from memcli.recall.hybrid import search as hybrid_search
    except ImportError as exc:
        warnings.append(f"{q.mode} recall is not available ({exc}); showing fast (full-text) recall")
        from memcli.recall.fulltext import search

        return search(state.read_store(), q.text, limit=q.limit, since_ts=q.since_ts, until_ts=q.until_ts,
                      candidates=q.candidates)
    return list(
        hybrid_search(
            state.read_store(), state.home, state.settings(), q.text, mode=q.mode, limit=q.limit, since_ts=q.since_ts,
            until_ts=q.until_ts, now_ts=q.now_ts,
        )
    )


def read(state: State, item_id: str) -> Item:
    """One item in full with its sources (``mem read``); MemError for an unknown id."""
    from memcli.core import ids

    kind, row_id = ids.parse(item_id)
    store = state.read_store()
    item = store.memories.item_in_full(kind, row_id)
    if item is None:
        hint = " (it may have been forgotten)" if kind == "record" and store.upkeep.record_was_forgotten(row_id) else ""
        raise MemError(f"no such item {ids.fmt(kind, row_id)}{hint}; find ids with `mem recall QUERY`")
    return Item(item)


def cues(state: State, kind: str | None = None) -> list[CueInfo]:
    """Registered cues with how many records link to each (``mem cues``)."""
    from memcli.recall.cues import list_cues

    return [CueInfo(row) for row in list_cues(state.read_store(), kind)]


# --------------------------------------------------------------------------- context


def context(
    state: State,
    *,
    query: str | None = None,
    budget: int | None = None,
    unit: str | None = None,
    mode: str | None = None,
    now: str | None = None,
    prefer_topics: Sequence[str] = (),
    only_topics: Sequence[str] = (),
    chats: str | None = None,
    stdin: TextIO | None = None,
) -> Pack:
    """A budgeted context pack (``mem context``); ``pack.text`` is exactly what plain mode prints.

    Unset options come from the config. *chats* is an OpenAI-style message
    file whose last messages become the query. ``"-"`` for *query* or
    *chats* reads *stdin*; a caller without one (the MCP server) gets a
    MemError for it instead of blocking.
    """
    from memcli.context.pack import PackRequest, build_pack
    from memcli.core.timeutil import check_pack_now, parse_when, user_tz

    # a value given by the caller is checked before the config is read (a usage error, exit 2 in the CLI)
    if unit is not None and unit not in UNITS:
        raise UsageError(f"{unit!r} is not one of {', '.join(UNITS)}", "--unit")
    if mode is not None and mode.strip().lower() not in MODES:
        raise UsageError(f"{mode!r} is not one of {', '.join(MODES)}", "--mode")
    cfg = state.settings()
    chosen_unit = unit or cfg.context.unit
    if chosen_unit not in UNITS:
        raise MemError(f"unknown unit {chosen_unit!r}; use --unit tokens or --unit bytes")
    chosen_mode = (mode or cfg.context.mode).strip().lower()
    if mode is None and not cfg.embedding.enabled:
        chosen_mode = "fast"  # the default asks for no model a user turned off (an explicit --mode still warns)
    if chosen_mode not in MODES:
        raise MemError(f"unknown mode {chosen_mode!r}; use --mode fast, semantic or deep")
    if query is not None and chats is not None:
        raise MemError("give either --query or --chats, not both")
    if budget is not None and budget < 0:
        raise UsageError(f"{budget} is smaller than the minimum 0", "--budget")

    def read_stdin() -> str:
        if stdin is None:
            raise MemError("'-' reads stdin, which this caller does not provide; pass the text itself")
        return stdin.read()

    text: str | None
    if chats is not None:
        from memcli.context.chats import query_from_chats_file  # its JSON readers cost ~7 ms to import

        text = query_from_chats_file(chats, cfg.context.chats_messages, read_stdin() if chats == "-" else None)
    elif query == "-":
        text = read_stdin()
    else:
        text = query
    when = check_pack_now(parse_when(now, user_tz(cfg.user.timezone)), now) if now else None
    req = PackRequest(
        budget=budget if budget is not None else cfg.context.budget,
        unit=chosen_unit,
        query=text,
        mode=chosen_mode,
        now=when,
        prefer_topics=list(prefer_topics),
        only_topics=list(only_topics),
    )
    from memcli.recall.bilingual import use_lexicon

    use_lexicon(state.home)
    return build_pack(state.read_store(), state.home, cfg, req)


# --------------------------------------------------------------------------- profile, timeline


def profile(state: State, *, topic: str | None = None, history: bool = False) -> list[ProfileSlot]:
    """The profile slots, configured topic order first (``mem profile``)."""
    from memcli.distill.profile import list_profile

    slots = list_profile(state.read_store(), state.settings(), topic=topic, history=history)
    return [ProfileSlot(s) for s in slots]


def profile_reject(state: State, slot: str, *, value: str | None = None, user: str | None = None) -> ProfileRejection:
    """Say a profile value is wrong (``mem profile reject SLOT [--value V]``): see :mod:`memcli.distill.rejection`.

    *slot* is ``topic::sub_topic``; *value* one item of a list slot, or the value a single slot must still hold
    (a guard against rejecting what a flush just wrote). The value is superseded, marked rejected in the slot's
    history, and does not come back from the records it came from.
    """
    import time

    from memcli.core.timeutil import now as now_dt, to_iso
    from memcli.distill.rejection import parse_slot, reject

    topic, sub = parse_slot(slot)
    state.select_user(user)
    user_id = state.user_id
    store = state.store(create=False)
    out = reject(store, state.config, user_id=user_id, topic=topic, sub=sub, value=value, now_ts=time.time(),
                 now_iso=to_iso(now_dt()))
    return ProfileRejection(out.to_dict())


def timeline(
    state: State,
    *,
    since: str | None = None,
    until: str | None = None,
    on: str | None = None,
    last: int | None = None,
) -> list[Event]:
    """Events oldest → newest (``mem timeline``); *last* keeps the newest N, *on* one day."""
    from memcli.distill.events import list_events
    from memcli.core.timeutil import parse_bound

    if last is not None and last < 1:
        raise UsageError(f"{last} is smaller than the minimum 1", "-n")
    tz = user_zone(state)
    since_ts = parse_bound(since, tz)
    until_ts = parse_bound(until, tz, end=True)
    if on is not None:
        since_ts = parse_bound(on, tz)
        until_ts = parse_bound(on, tz, end=True)
        if since_ts is not None and until_ts is not None and until_ts == since_ts:
            until_ts = since_ts + 86400 - 1e-6
    events = list_events(state.read_store(), since_ts=since_ts, until_ts=until_ts, last=last)
    return [Event(e) for e in events]


def profile_topics(state: State) -> list[str]:
    """The topics of the active profile slots, sorted (what an empty ``mem profile --topic T`` can point to)."""
    return sorted({str(topic) for _user, topic in state.read_store().memories.profile_users_and_topics()})


def event_count(state: State) -> int:
    """How many events the timeline holds (what an empty ``mem timeline --since D`` can point to)."""
    return state.read_store().memories.event_count()


def people(state: State, name: str | None = None, *, history: bool = False) -> list[Person]:
    """The people in the user's life, or those whose name or relation is *name* (``mem people``).

    The store's user's people (every user's on a SQLite file's all-users handle); each value's ``to_json()``
    is the ``--json`` object.
    """
    from memcli.distill.people_index import list_people

    return list_people(state.read_store(), query=name, history=history)


# --------------------------------------------------------------------------- writes


def record(
    state: State,
    text: str,
    *,
    at: str | None = None,
    role: str = "user",
    tags: Sequence[str] = (),
    cues: Sequence[str] = (),
    photos: Sequence[str | Path] = (),
    warn: Callable[[str], None] | None = None,
) -> Recorded:
    """Add one diary entry or note (``mem record``) of the store's user; the same text at the same time is
    stored once. *warn* hears about what is stored but looks like a mistake (a time in the future).
    """
    from memcli.core import ids
    from memcli.ingest.recording import record_entry
    from memcli.core.textproc import use_token_cache

    use_token_cache(state.home / "cache")
    row_id = record_entry(
        state.store(), state.config, text, at=at, role=role, tags=list(tags), cues=list(cues),
        photos=[Path(p) for p in photos], user=state.user_named, warn=warn,
    )
    return Recorded({"id": ids.rid(row_id)})


def import_paths(
    state: State,
    paths: Sequence[str],
    *,
    fmt: str = "auto",
    character: str | None = None,
    dry_run: bool = False,
    progress: bool = False,
    on_source: Callable[[dict[str, Any]], None] | None = None,
    me: str | None = None,
    warn: Callable[[str], None] | None = None,
) -> ImportReport:
    """Import files (``-`` is stdin), each all-or-nothing (``mem import``).

    The records are the store's user's when one was named (``--user``), else
    each importer's (config ``user.id`` unless the file says). *on_source*
    gets each file's summary as soon as that file is committed, so those
    that made it can be reported even if a later one fails. *me* names the
    speaker of a multi-speaker chat who is the user; *warn* hears when such
    a chat gave no way to tell. A dry run writes nothing, not even a store:
    without one it counts against an empty store in memory.
    """
    from memcli.ingest.files import import_paths as ingest_paths
    from memcli.store.opening import open_scratch_store, store_exists
    from memcli.core.textproc import use_token_cache

    store: Store
    if dry_run and not store_exists(state.store_url, state.home):
        store = open_scratch_store(state.home, state.store_user())
    else:
        if not store_exists(state.store_url, state.home):
            from memcli.ingest.files import check_inputs

            check_inputs(list(paths), cfg=state.settings(), fmt=fmt, me=me)  # no empty store from a failed start
        store = state.store()
    if not dry_run:
        use_token_cache(state.home / "cache")
    chats: set[tuple[str, str]] = set()
    report = ingest_paths(
        store, list(paths), cfg=state.settings(), fmt=fmt, user=state.user_named, character=character,
        dry_run=dry_run, progress=progress, on_source=on_source, me=me, warn=warn, me_chats=chats,
    )
    if me and chats and not dry_run and report.get("skipped"):
        # the file was imported before, without --me: its records were skipped, so what "me" is changes on the
        # stored ones (a first import marked its new records itself, and this finds nothing to change)
        from memcli.upkeep.reattribute import set_me as reattribute

        changed = 0
        for user_id in sorted({u for u, _s in chats}):
            changed += len(reattribute(store, state.config, [me], user_id=user_id,
                                       sessions=[s for u, s in chats if u == user_id], quiet_if_absent=True).records)
        if changed:
            _embed_rebuilt(state, store, warn)
    return ImportReport(report)


def set_me(
    state: State, names: str | Sequence[str], *, source: str | None = None, user: str | None = None,
    dry_run: bool = False, warn: Callable[[str], None] | None = None,
) -> MeReport:
    """Say who the user is in chats already imported (``mem me NAME… [--source FILE]``) and derive them again.

    Parameters:
        names: the name(s) the user speaks under in those chats (matched case-insensitively against each
            turn's speaker), e.g. ``"Nadia"`` or ``["Nadia", "娜迪亚"]``.
        source: only the chats of the records imported from this file (as given to ``mem import``);
            None: every chat of *user* in which a speaker of *names* speaks.
        user: whose chats (default: config ``user.id``; on PostgreSQL the store of that user).
        dry_run: work it all out and roll it back: the report says what would change.
        warn: hears a line when the new memories could not be embedded now (``mem reindex`` does it).

    In those chats the turns of *names* are marked as the user's and every other speaker's turns are not (a
    chat has one "me"); records a flush already distilled whose owner changed are derived again: their people
    facts go (the user is nobody else in ``mem people``), every memory and event citing them is rebuilt
    through the forget cascade or removed, and the extractor reads them again into the profile, governed
    memories and the people index. Nothing is duplicated and nothing forgotten comes back; running it twice
    changes nothing the second time. A name that speaks in none of those chats, or a *source* nothing was
    imported from, is a :class:`MemError` and changes nothing; an empty *names* is a :class:`UsageError`.
    To have later imports know the name too, set config ``user.names``.

    Returns a :class:`MeReport`; ``to_dict()`` is ``{"names": [...], "dry_run": bool, "chats": int,
    "marked": int (turns whose mark changed), "records": int (distilled records whose owner changed),
    "now_user": int, "now_others": int, "memories_created": int, "memories_updated": int,
    "rebuilt": [{"id", "kind", "text", "was"}], "removed": [{"id", "kind", "text"}],
    "people_removed": ["p3 Nadia", ...]}``.
    """
    from memcli.upkeep.forgetting import source_candidates
    from memcli.upkeep.reattribute import set_me as reattribute

    wanted = [names] if isinstance(names, str) else list(names)
    if not any(n.strip() for n in wanted):
        raise UsageError("give the name you speak under in the chat, e.g. mem me Nadia", "NAME")
    state.select_user(user)
    store = state.store(create=False)
    within: list[int] | None = None
    if source is not None:
        within = store.upkeep.records_from_source(source_candidates(source))
        if not within:
            raise MemError(f"nothing was imported from {source}; nothing was changed (see `mem import --help`)")
    report = reattribute(store, state.config, wanted, user_id=state.user_id, within=within, dry_run=dry_run)
    if not dry_run and report.records:
        _embed_rebuilt(state, store, warn)
    return MeReport(report.to_json())


def forget(
    state: State, ids: Sequence[str], *, sources: Sequence[str] = (), match: str | None = None,
    secrets: bool = False, dry_run: bool = False, confirm: bool = False,
    warn: Callable[[str], None] | None = None,
) -> ForgetReport:
    """Forget records (by id, ``sources`` file, exact ``match`` text or likely ``secrets``), memories and events,
    and rebuild or remove everything derived from them (``mem forget``); *dry_run* only reports.

    A match or secrets scan over more than :data:`memcli.core.limits.FORGET_CONFIRM_ABOVE` records needs *confirm*.
    This is the one entry point every front end (CLI, MCP, UI) calls; see :mod:`memcli.upkeep.cascade`.
    """
    from memcli.upkeep.forgetting import check_match
    from memcli.upkeep.forgetting import forget as do_forget

    check_match(match)  # a usage mistake before any store is opened
    # a missing store is an error here, not created
    store = state.store(create=False)
    report = do_forget(store, list(ids), list(sources), cfg=state.config, match=match, secrets=secrets,
                       dry_run=dry_run, confirm=confirm)
    if not dry_run and any(it["kind"] == "memory" for it in report.get("rebuilt", [])):
        _embed_rebuilt(state, store, warn)
    return ForgetReport(report)


def _embed_rebuilt(state: State, store: Any, warn: Callable[[str], None] | None) -> None:
    """Vectors for the memories a forget rewrote (it dropped their old ones), when the store was otherwise
    fully embedded; anything else is `mem reindex`'s job. A failure only costs semantic recall until then."""
    cfg = state.config
    if not cfg.embedding.enabled:
        return
    from memcli.embedding.maintenance import embed_missing
    from memcli.embedding.models import configured_model_name, load_embedder
    from memcli.embedding.texts import TEXT_VERSION

    try:
        model = configured_model_name(cfg)
        if store.vectors.count_missing("memory", model, TEXT_VERSION["memory"], distilled_only=False) > 200:
            return
        embed_missing(store, load_embedder(cfg, state.home, None), kinds=("memory",))
    except Exception as exc:  # noqa: BLE001 - the forget itself is done and committed
        if warn is not None:
            from memcli.core.redact import redact

            warn(redact(f"could not embed the rebuilt memories now ({type(exc).__name__}: {exc}); "
                        "`mem reindex` embeds them"))


def export(state: State, fmt: str, out: TextIO) -> dict[str, int]:
    """Write the whole store to *out* (``mem export``): ``jsonl`` (lossless, re-importable) or ``markdown``
    (a journal); returns how many records, memories, events, … went out."""
    from memcli.archive.export import export_store

    return export_store(state.read_store(), fmt, out)


def backup(state: State, dest: Path, *, force: bool = False) -> dict[str, Any]:
    """A consistent copy of the whole store at *dest* (``mem backup``); *dest* may be a directory."""
    from memcli.archive.backup import backup_store

    return backup_store(state.read_store(), dest, force=force)


def restore(state: State, src: Path, *, force: bool = False) -> dict[str, Any]:
    """Replace the store with backup *src* (``mem restore``); refused for a store with data unless *force*.

    On PostgreSQL *src* is a ``mem export`` archive and the store is one user's (the State's): their memory is
    replaced by the archive's (new ids), other users' rows are never touched.
    """
    if state.store_url is not None:
        from memcli.archive.load import restore_user_archive

        return restore_user_archive(state.store(), src, force=force, cfg=state.config)
    from memcli.archive.backup import restore_store

    state.close()  # the restore writes the whole file: no connection of ours may hold an older view
    return restore_store(state.store, src, force=force)


def doctor(state: State, *, fix: bool = False) -> dict[str, Any]:
    """Integrity and consistency checks (``mem doctor``); *fix* repairs what can be rebuilt. The named user's
    store, else every user's (:meth:`State.upkeep_states`), in one report."""
    from memcli.upkeep.doctor import combine_reports
    from memcli.upkeep.doctor import doctor as run_doctor

    reports: dict[str, dict[str, Any]] = {}
    for each in _upkeep_states(state):
        # checking reads one setting (light settings, no pydantic); repairs may rebuild anything (the full Config)
        cfg: Any = each.config if fix else each.settings()
        store = each.store(create=False) if fix else each.read_store()  # repairs need an existing store
        reports[each.user_named or "*"] = run_doctor(store, cfg, fix=fix)
    return combine_reports(reports)


__all__ += ["backup", "doctor", "export", "restore"]


# --------------------------------------------------------------------------- flush, stats, reindex


def flush(
    state: State,
    *,
    if_due: bool = False,
    use_llm: bool = True,
    wait_seconds: float = 5.0,
    status: Callable[[str], None] | None = None,
    warn: Callable[[str], None] | None = None,
) -> FlushResult:
    """Distill buffered records into profile slots, events and memories (``mem flush``): the named user's,
    else every user's (:meth:`State.upkeep_states`), so the nightly cron line leaves nobody undistilled.

    Never raises for a failed batch (its records stay pending; the result counts it); a flush already
    running elsewhere makes ``result.busy`` true after *wait_seconds*.
    """
    from memcli.distill.pipeline import combine_results, run_flush

    results = []
    for each in _upkeep_states(state):
        _follow_names(each, wait_seconds, status, embed=True)
        results.append(run_flush(each.store(), each.config, if_due=if_due, use_llm=use_llm,
                                 wait_seconds=wait_seconds, status=status, warn=warn, home=each.home))
    from memcli.recall.bilingual import lexicon, use_lexicon

    use_lexicon(state.home)
    lexicon()  # built here, once per machine or store, so that no recall pays for it
    return combine_results(results)


def _follow_names(state: State, wait_seconds: float, status: Callable[[str], None] | None, *, embed: bool) -> None:
    """``user.names`` changed since the store last derived: re-read the chats it concerns (see
    :func:`memcli.upkeep.reattribute.follow_names`), before a flush or reindex reads anything new."""
    from memcli.upkeep.reattribute import follow_names

    store = state.store()
    done = follow_names(store, state.config, wait_seconds=wait_seconds)
    if done is not None and done.records:
        if status is not None:
            status(f"user.names changed: {len(done.records)} records of {done.chats} chats read again")
        if embed:
            _embed_rebuilt(state, store, None)


def stats(state: State) -> StoreStatistics:
    """Counts, sizes, the pending buffer, the last flush and LLM usage (``mem stats --json``): the named
    user's, else every user's together (:meth:`State.upkeep_states`)."""
    from memcli.upkeep.statistics import combine_statistics

    return combine_statistics([each.read_store().upkeep.statistics() for each in _upkeep_states(state)])


def reindex(state: State) -> dict[str, int]:
    """Rebuild every derived index from the tables (``mem reindex``); {index: what it rebuilt}, added up
    over the named user, else every user (:meth:`State.upkeep_states`).

    On PostgreSQL each user's full-text columns, people index and embeddings; there is no vector file there
    (``vectors`` counts their vectors). A SQLite file's full-text indexes and vector file are one for the
    whole file and rebuilt whole; its people index and embeddings are the named user's (every user's
    without ``--user``).
    """
    from memcli.upkeep.reindex import reindex as rebuild

    total: dict[str, int] = {}
    for each in _upkeep_states(state):
        _follow_names(each, 30.0, None, embed=False)  # the reindex embeds what is missing
        for step, count in rebuild(each.store(), each.home, each.config).items():
            total[step] = total.get(step, 0) + count
    return total


def _upkeep_states(state: State) -> Iterator[State]:
    """:meth:`State.upkeep_states` one at a time, each one it made closed once the caller has used it."""
    for each in state.upkeep_states():
        try:
            yield each
        finally:
            if each is not state:
                each.close()


__all__ += ["MeReport", "flush", "reindex", "set_me", "stats"]
__all__ += ["InitReport", "Persona", "PersonaChange", "init", "persona", "persona_clear", "persona_history",
            "persona_set"]


# --------------------------------------------------------------------------- for the front ends


def set_config(state: State, key: str, value: str) -> None:
    """Change one setting (``mem config set``): *value* is TOML, validated with the rules that load the file.

    A refused value leaves the file (and the folder) as they were; the file stays 0600.
    """
    import os

    from memcli.config.schema import config_path, save_config, set_key
    from memcli.store.opening import prepare_home, read_only_message

    cfg = set_key(state.config, key, value)  # first: a refused value leaves the file (and the folder) as they were
    if any(p.exists() and not os.access(p, os.W_OK) for p in (state.home, config_path(state.home))):
        raise MemError(read_only_message(state.home))
    prepare_home(state.home)
    save_config(state.home, cfg)


def failure_message(exc: BaseException, home: Path | None) -> str | None:
    """What a store driver's error that reached a front end means, in one line; None if it is not one."""
    from memcli.store.opening import store_failure_message

    return store_failure_message(exc, home)


def import_formats() -> tuple[str, ...]:
    """The names ``mem import --format`` takes besides ``auto``."""
    from memcli.importers import FORMAT_NAMES

    return tuple(FORMAT_NAMES)


__all__ += ["failure_message", "import_formats", "set_config"]

_ON_FIRST_USE = {
    **dict.fromkeys(("TimelinePage", "activity", "change_counter", "derived_from", "photo", "profile_slot_is_single",
                     "timeline_page"), "memcli.api.browse"),
    "init": "memcli.api.store_init",
}
"""Names whose module is imported when first asked for (``mem ui``'s pages, ``mem init``): not on every command.
Only names that differ from their module's (``persona`` would be shadowed by the submodule of that name)."""


def __getattr__(name: str) -> Any:
    module = _ON_FIRST_USE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value

__all__ += ["ProfileRejection", "TimelinePage", "activity", "change_counter", "derived_from", "photo", "profile_reject",
            "profile_slot_is_single", "timeline_page"]
