"""The bodies of ``mem recall``, ``mem read`` and ``mem cues``, free of Typer.

Why a separate module: these are the commands a user (or a prompt pipeline)
waits for, and most of a whole-process ``mem recall`` used to be spent
importing Typer and building its command tree (docs/benchmarks.md). The
Typer commands in :mod:`memcli.cli.recall_cmds` and the Typer-free fast path
in :mod:`memcli.cli.fastpath` both call these functions, so the two paths
cannot drift apart. Nothing heavy is imported at load time: no pydantic (the
config is read with :mod:`tomllib` when only ``recall.*`` and the time zone are
needed), no Rich unless stdout is a terminal, no jieba, no torch.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, TextIO

from memcli.cli.output import emit_json, emit_table, emit_text, stdout_is_tty, warn
from memcli.cli.state import State
from memcli.errors import UsageProblem
from memcli.termsafe import safe_line, safe_text

if TYPE_CHECKING:
    from memcli.recall.fulltext import Hit

MODES = ("fast", "semantic", "deep")
CONFIG_FILE = "config.toml"  # memcli.config.CONFIG_NAME, not imported: that module loads pydantic


def read_settings(state: State) -> tuple[str, int, str]:
    """``(recall.mode, recall.candidates, user.timezone)`` without building the pydantic Config.

    A missing config, or one whose values for these keys are plainly valid,
    is read directly with :mod:`tomllib` (~1 ms instead of ~100 ms for
    pydantic). Anything unusual goes through the full validated loader, so
    errors read exactly as for every other command.
    """
    cfg = state._config
    if cfg is not None:
        return cfg.recall.mode, cfg.recall.candidates, cfg.user.timezone
    path = state.home / CONFIG_FILE
    if not path.exists():
        return "fast", 200, ""
    import tomllib

    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        recall = raw.get("recall", {})
        user = raw.get("user", {})
        mode = recall.get("mode", "fast")
        cand = recall.get("candidates", 200)
        tz = user.get("timezone", "")
        if mode in MODES and type(cand) is int and cand >= 10 and isinstance(tz, str):
            return mode, cand, tz
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, AttributeError):
        pass
    full = state.config  # raises the precise validation error
    return full.recall.mode, full.recall.candidates, full.user.timezone


def one_line(text: str) -> str:
    return " ".join(text.split())


def print_hits(hits: list[Hit], json_: bool) -> None:
    """JSON list; a Rich table on a terminal; ``id<TAB>date<TAB>text`` lines in a pipe; nothing if empty."""
    if json_:
        from memcli.recall.fulltext import hit_dict

        emit_json([hit_dict(h) for h in hits])
        return
    if not hits:
        return
    if stdout_is_tty():
        emit_table(
            None,
            ["id", "date", "score", "text"],
            [(h.id, h.occurred_at[:10], f"{min(max(h.score, 0.0), 1.0):.2f}", one_line(h.text)) for h in hits],
        )
        return
    emit_text("\n".join(f"{h.id}\t{h.occurred_at[:10]}\t{one_line(h.text)}" for h in hits))


def run_recall(
    state: State,
    words: list[str] | None,
    *,
    cue: str | None = None,
    mode: str | None = None,
    limit: int = 10,
    since: str | None = None,
    until: str | None = None,
    now: str | None = None,
    json_: bool = False,
    stdin: TextIO | None = None,
) -> None:
    """``mem recall``. Usage mistakes raise :class:`UsageProblem` before anything is printed.

    *now* (``--now``) is "today" for semantic and deep recall, which weigh
    recency (and memory usage) from it; fast recall does not weigh time, so
    there it only has to be a valid date. Without it, the wall clock.
    """
    if limit < 1:
        raise UsageProblem(f"{limit} is smaller than the minimum 1", "-n")
    text = " ".join(words or []).strip()
    if not text and not cue:
        raise UsageProblem("give a QUERY, or --cue KEY", "QUERY")
    default_mode, candidates, tz_name = read_settings(state)
    chosen = (mode or default_mode).strip().lower()
    if chosen not in MODES:
        raise UsageProblem(f"{chosen!r} is not one of fast, semantic, deep", "--mode")
    since_ts = until_ts = None
    if since is not None or until is not None:
        from memcli.timeutil import parse_bound, user_tz

        tz = user_tz(tz_name)
        since_ts = parse_bound(since, tz)
        until_ts = parse_bound(until, tz, end=True)
        if since_ts is not None and until_ts is not None and since_ts > until_ts:
            raise UsageProblem("--since is after --until", "--since")
    now_ts = None
    if now is not None:  # a bad date is a MemError, like a bad --since
        from memcli.timeutil import parse_when, user_tz

        now_ts = parse_when(now, user_tz(tz_name)).timestamp()
    if text == "-":  # read last: a usage problem above must not have consumed stdin
        text = (stdin or sys.stdin).read().strip()
        if not text and not cue:
            raise UsageProblem("give a QUERY, or --cue KEY", "QUERY")
    conn = state.read_conn()
    hits: list[Hit]
    if cue:
        from memcli.recall.cues import cue_hits, find_cues

        if not find_cues(conn, cue):
            warn(f"no cue {cue!r}; `mem cues` lists the registered keys")
        hits = cue_hits(conn, cue, query=text or None, limit=limit, since_ts=since_ts, until_ts=until_ts)
    elif chosen == "fast":
        from memcli.recall.fulltext import search

        hits = search(conn, text, limit=limit, since_ts=since_ts, until_ts=until_ts, candidates=candidates)
    else:
        hits = _hybrid(state, text, chosen, limit, since_ts, until_ts, candidates, now_ts)
    print_hits(hits, json_)


def _hybrid(
    state: State,
    text: str,
    mode: str,
    limit: int,
    since_ts: float | None,
    until_ts: float | None,
    candidates: int,
    now_ts: float | None = None,
) -> list[Hit]:
    """Semantic/deep recall; fast recall with a one-line warning if that module is missing."""
    try:
        from memcli.recall.hybrid import search as hybrid_search
    except ImportError as exc:
        warn(f"{mode} recall is not available ({exc}); showing fast (full-text) recall")
        from memcli.recall.fulltext import search

        return search(state.read_conn(), text, limit=limit, since_ts=since_ts, until_ts=until_ts, candidates=candidates)
    return list(
        hybrid_search(
            state.read_conn(), state.home, state.settings(), text, mode=mode, limit=limit, since_ts=since_ts,
            until_ts=until_ts, now_ts=now_ts,
        )
    )


def item_lines(item: dict[str, Any]) -> tuple[str, list[str]]:
    """A header line and body lines for ``mem read`` (plain text; Rich only bolds the header)."""
    kind = item["kind"]
    head = [item["id"], kind]
    if kind == "memory":
        head.append(item.get("type") or "")
        if item.get("topic"):
            head.append(f"{item['topic']}::{item.get('sub_topic') or ''}")
    head.append(item.get("occurred_at") or "")
    lines: list[str] = []
    if kind == "record":
        src = item.get("source") or {}
        meta = [f"role: {item.get('role')}"] + ([f"speaker: {item['speaker']}"] if item.get("speaker") else [])
        if item.get("session"):
            meta.append(f"session: {item['session']}")
        lines.append("  ".join(meta))
        if src.get("path") or src.get("format"):
            ext = f" #{src['external_id']}" if src.get("external_id") else ""
            lines.append(f"source: {src.get('path') or '-'} ({src.get('format') or '?'}){ext}")
        if item.get("tags"):
            lines.append("tags: " + ", ".join(item["tags"]))
        for c in item.get("cues") or []:
            lines.append(f"cue: {c['key']}" + (f"  {c['label']}" if c.get("label") else ""))
        lines += ["", item["text"]]
        return "  ".join(h for h in head if h), lines
    if kind == "memory":
        meta = [f"importance {item['importance']}", item["status"], f"owner {item['owner']}"]
        if item.get("superseded_by"):
            meta.append(f"superseded by {item['superseded_by']}")
        meta.append(f"updated {item['updated_at']}")
        lines.append("  ".join(meta))
        lines += ["", item["text"]]
    else:
        lines.append(f"importance {item['importance']}" + (f"  until {item['ended_at']}" if item.get("ended_at") else ""))
        if item.get("tags"):
            lines.append("tags: " + ", ".join(str(t) for t in item["tags"]))
        lines += ["", item["text"]]
        if item.get("gists"):
            lines.append("")
            lines += [f"- {g}" for g in item["gists"]]
    if item.get("source_records"):
        lines += ["", f"sources ({len(item['sources'])}):"]
        for s in item["source_records"]:
            body = "(forgotten)" if s.get("forgotten") else one_line(s.get("text") or "")
            lines.append(f"  {s['id']}\t{(s.get('occurred_at') or '')[:10]}\t{body}")
    return "  ".join(h for h in head if h), lines


def run_read(state: State, item_id: str, json_: bool = False) -> None:
    """``mem read ID``."""
    from memcli.store.read import read_item

    item = read_item(state.read_conn(), item_id)
    if json_:
        emit_json(item)
        return
    header, lines = item_lines(item)
    if stdout_is_tty():
        from rich.text import Text

        from memcli.cli.output import out_console

        console = out_console()
        console.print(Text(safe_line(header), style="bold"))
        console.print(Text(safe_text("\n".join(lines))))
        return
    emit_text("\n".join([header, *lines]))


def run_cues(state: State, kind: str | None = None, json_: bool = False) -> None:
    """``mem cues``."""
    from memcli.recall.cues import list_cues

    rows = list_cues(state.read_conn(), kind)
    if json_:
        emit_json(rows)
        return
    if not rows:
        return
    emit_table(
        None,
        ["kind", "key", "label", "records", "last"],
        [(r["kind"], r["key"], r["label"], r["records"], (r["last_at"] or "")[:10]) for r in rows],
    )
