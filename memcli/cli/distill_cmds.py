"""``mem flush``, ``mem profile``, ``mem timeline``, ``mem cron``.

Parsing and printing only; the work is in :mod:`memcli.distill`. The bodies
of ``profile`` and ``timeline`` are in :mod:`memcli.cli.views_run`, their
options in :mod:`memcli.cli.options` (the light parser reads them too);
``flush`` loads what it needs lazily.
"""

from __future__ import annotations

import inspect
import shlex
import shutil
import sys
from pathlib import Path
from typing import Optional

import typer

from memcli import api
from memcli.cli.output import emit_json, emit_text, status, warn
from memcli.cli.options import COMMANDS
from memcli.cli.params import declare, typer_command
from memcli.cli.state import get_state


def flush(
    ctx: typer.Context,
    if_due: bool = typer.Option(
        False, "--if-due", help="Only distill buffers past buffer.flush_tokens or idle for buffer.idle_flush_minutes."
    ),
    no_llm: bool = typer.Option(False, "--no-llm", help="Distill offline even when [llm] is configured."),
    wait: float = typer.Option(5.0, "--wait", min=0.0, help="Seconds to wait for another running flush."),
    user: Optional[str] = typer.Option(None, "--user", help="Only this user (default: every user in the store)."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
    log: Optional[Path] = typer.Option(
        None, "--log", metavar="FILE", help="Append what the flush says to FILE, each line with its time (for cron)."
    ),
) -> None:
    """Distill buffered records into profile slots, events and memories."""
    if log is None:
        _flush_and_report(ctx, if_due, no_llm, wait, user, json_)
        return
    from memcli.cli.stamped_log import stamped_output
    from memcli.core.errors import MemError, error_line

    with stamped_output(log):
        try:
            _flush_and_report(ctx, if_due, no_llm, wait, user, json_)
        except MemError as exc:  # into the log with its time; then on stderr as always (cron mails it)
            sys.stderr.write(error_line(str(exc)) + "\n")
            raise


def _flush_and_report(ctx: typer.Context, if_due: bool, no_llm: bool, wait: float, user: str | None,
                      json_: bool) -> None:
    state = get_state(ctx)
    state.select_user(user)
    result = api.flush(state, if_due=if_due, use_llm=not no_llm, wait_seconds=wait,
                       status=status if not json_ else (lambda _m: None), warn=warn)
    if result.busy:
        status("mem: " + result.notes[0])
    if json_:
        emit_json(result.to_json())
        return
    if result.processed == 0 and not result.failed_batches and not result.deferred:
        if not if_due and not result.busy:
            status("nothing to distill")
        return
    line = (
        f"distilled {result.processed} records: {result.memories_created} memories created, "
        f"{result.memories_updated} updated, {result.events_created} events"
    )
    if result.llm_calls:
        line += f", {result.llm_calls} LLM calls"
    if result.failed_batches:
        line += f"; {result.failed_batches} batches failed (their records stay pending)"
    if result.deferred:
        line += f"; {result.deferred} records wait for the next flush (the LLM deadline ran out)"
    emit_text(line)


def profile_reject(
    ctx: typer.Context,
    slot: str = typer.Argument(..., metavar="SLOT", help="The slot, as TOPIC::SUB_TOPIC (e.g. work::title)."),
    value: Optional[str] = typer.Option(
        None, "--value", metavar="V",
        help="One item of a list slot; for a single-valued slot, the value it must still hold."),
    user: Optional[str] = typer.Option(None, "--user", metavar="USER", help="Whose profile (default: config user.id)."),
    json_: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Say a profile value is wrong: it is superseded, kept in history as rejected, and does not come back
    from the records it came from. A single-valued slot falls back to its last value that was not rejected."""
    result = api.profile_reject(get_state(ctx), slot, value=value, user=user)
    if json_:
        emit_json(result.to_dict())
        return
    lines = [f"rejected {r['id']} {result.slot}: {r['value']}" for r in result.rejected]
    lines += [f"now {c['id']} {result.slot}: {c['value']}" for c in result.current] or [f"{result.slot} is now empty"]
    emit_text("\n".join(lines))


def profile_group() -> typer.Typer:
    """``mem profile`` (the table's command, run when no subcommand is given) with ``mem profile reject``."""
    command = COMMANDS["profile"]
    show = typer_command(command)

    def profile(ctx: typer.Context, **values: object) -> None:
        if ctx.invoked_subcommand is None:
            show(ctx, **values)

    declare(profile, inspect.signature(show), "profile",
            f"{command.help} (`mem profile reject SLOT` corrects a wrong value)")
    group = typer.Typer(no_args_is_help=False)
    group.callback(invoke_without_command=True)(profile)
    group.command("reject")(profile_reject)
    return group


def mem_command() -> str:
    """How to run this very ``mem`` from cron: an absolute path (cron has a bare PATH)."""
    argv0 = sys.argv[0] if sys.argv else ""
    if Path(argv0).name == "mem":
        found = argv0 if "/" in argv0 else shutil.which(argv0)
        if found and Path(found).exists():
            return shlex.quote(str(Path(found).absolute()))
    which = shutil.which("mem")
    if which:
        return shlex.quote(str(Path(which).absolute()))
    return f"{shlex.quote(sys.executable)} -m memcli"


def cron(
    ctx: typer.Context,
    every: int = typer.Option(15, "--every", min=1, max=59, help="Minutes between checks."),
    log: Optional[Path] = typer.Option(None, "--log", help="Append output here (default: flush.log in the store)."),
) -> None:
    """Print a crontab line that distills due buffers every few minutes.

    Every 15 minutes, not nightly: with ``--if-due`` a run does nothing
    unless a buffer is due, so frequent runs cost nothing and keep the
    profile and timeline about an idle period behind, not a day.
    """
    state = get_state(ctx)
    home = state.home.expanduser().resolve()
    logfile = (log or home / "flush.log").expanduser()
    line = (
        f"*/{every} * * * * {mem_command()} --home {shlex.quote(str(home))} flush --if-due"
        f" --log {shlex.quote(str(logfile.resolve() if logfile.is_absolute() else Path.cwd() / logfile))}"
    )
    emit_text(line)
    buf = state.config.buffer
    status(
        f"why every {every} minutes: --if-due exits at once unless a buffer has passed buffer.flush_tokens "
        f"({buf.flush_tokens}) or been idle buffer.idle_flush_minutes ({buf.idle_flush_minutes}), so most runs cost "
        f"nothing, and a chat reaches the profile and timeline at most ~{buf.idle_flush_minutes + every} minutes "
        "after it goes quiet (a nightly `0 3 * * *` would leave them up to a day behind)"
    )
    status("each line in the log starts with its time; an error is also mailed by cron")
    status("add it with `crontab -e` (cron does not see your shell's environment: put MEM_LLM_API_KEY=… above the line if you use an LLM)")


def register(app: typer.Typer) -> None:
    """Attach flush, profile, timeline and cron."""
    app.command("flush")(flush)
    app.add_typer(profile_group(), name="profile")
    app.command("timeline")(typer_command(COMMANDS["timeline"]))
    app.command("cron")(cron)
