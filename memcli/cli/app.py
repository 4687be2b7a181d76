"""The ``mem`` Typer application: global options, error policy, command groups.

Command modules (one per group) each expose ``register(app)``; this module
only wires them up and turns failures into ``mem: error: …`` + exit 1.
"""

from __future__ import annotations

import inspect
import sys
from pathlib import Path
from typing import Any, Optional

import typer
from typer.core import TyperGroup

from memcli import __version__
from memcli.cli.state import State, default_home
from memcli.cli.failure import report
from memcli.cli.options import ROOT
from memcli.cli.params import declare, typer_signature


class MemGroup(TyperGroup):
    """Click group whose invoke maps our exceptions onto the error policy (:func:`memcli.cli.failure.report`)."""

    def invoke(self, ctx: Any) -> Any:
        try:
            try:
                return super().invoke(ctx)
            finally:  # inside the policy: a full disk behind stdout is an error line, not a crash at exit
                sys.stdout.flush()
        except (typer.Exit, typer.Abort, typer.TyperException):  # Typer's own (usage errors among them)
            raise
        except (Exception, KeyboardInterrupt) as exc:
            home = getattr(ctx.obj, "home", None)
            raise typer.Exit(report(exc, Path(home) if home else None)) from None


app = typer.Typer(
    cls=MemGroup,
    name="mem",
    help="A local-first memory journal: import chats and diaries, distill, recall, and build context packs.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"mem {__version__}")
        raise typer.Exit()


def _root(ctx: typer.Context, home: Optional[str], store: Optional[str], version: bool) -> None:
    ctx.obj = State(home=(Path(home).expanduser() if home else default_home()), store_url=store)
    ctx.call_on_close(ctx.obj.close)


# the options before the command, from the table the light parser reads (str, not Path: Path options are
# coerced through pydantic), and --version
app.callback()(declare(_root, typer_signature(ROOT, inspect.Parameter(
    "version", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=bool,
    default=typer.Option(False, "--version", callback=_version, is_eager=True, help="Show the version and exit."),
)), "_root", "mem: your chats and diaries, remembered locally."))


def _register_all() -> None:
    from memcli.cli import context_cmds, distill_cmds, importing, recall_cmds, store_cmds, upkeep_cmds, extras_cmds
    from memcli.cli import mcp_cmds, me_cmds, people_cmds, ui_cmds

    for module in (store_cmds, importing, recall_cmds, distill_cmds, context_cmds, upkeep_cmds, extras_cmds, people_cmds,
                   me_cmds, mcp_cmds, ui_cmds):
        module.register(app)
    from memcli.cli.params import polish_help

    polish_help(app)


_register_all()


def main() -> None:
    """Console-script entry point."""
    from memcli.cli.process import private_process

    private_process()
    app(prog_name="mem")
