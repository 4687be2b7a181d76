"""``mem recall``, ``mem read`` and ``mem cues``: call :mod:`memcli.api`, print; free of Typer.

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
from typing import TextIO

from memcli import api
from memcli.cli.output import emit_json, emit_table, emit_text, stdout_is_tty, warn
from memcli.core.errors import UsageProblem
from memcli.api.session import State
from memcli.core.termsafe import safe_line, safe_text
from memcli.views.items import item_lines, one_line


def print_hits(result: api.RecallResult, json_: bool) -> None:
    """JSON list; a Rich table on a terminal; ``id<TAB>date<TAB>text`` lines in a pipe; nothing if empty."""
    if json_:
        emit_json(result.to_list())
        return
    hits = result.hits
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
    """``mem recall``: :func:`memcli.api.recall`, printed. Usage mistakes raise before anything is printed."""
    text = " ".join(words or []).strip()
    query = api.recall_query(state, text, cue=cue, mode=mode, limit=limit, since=since, until=until, now=now)
    if text == "-":  # read last: a usage problem above must not have consumed stdin
        query.text = (stdin or sys.stdin).read().strip()
        if not query.text and not cue:
            raise UsageProblem("give a QUERY, or --cue KEY", "QUERY")
    result = api.recall(state, query)
    for message in result.warnings:
        warn(message)
    print_hits(result, json_)


def recall_command(
    state: State, *, query: list[str] | None, cue: str | None, mode: str | None, limit: int, since: str | None,
    until: str | None, now_: str | None, user: str | None, json_: bool,
) -> None:
    """``mem recall`` with the command's parameters by name (the Typer command and the fast path call this)."""
    state.select_user(user)
    run_recall(state, query, cue=cue, mode=mode, limit=limit, since=since, until=until, now=now_, json_=json_)


def run_read(state: State, item_id: str, json_: bool = False) -> None:
    """``mem read ID``."""
    item = api.read(state, item_id).to_dict()
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


def read_command(state: State, *, item_id: str, user: str | None, json_: bool) -> None:
    """``mem read`` with the command's parameters by name."""
    state.select_user(user)
    run_read(state, item_id, json_)


def cues_command(state: State, *, kind: str | None, json_: bool) -> None:
    """``mem cues`` with the command's parameters by name."""
    run_cues(state, kind, json_)


def run_cues(state: State, kind: str | None = None, json_: bool = False) -> None:
    """``mem cues``."""
    rows = [c.to_dict() for c in api.cues(state, kind)]
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
