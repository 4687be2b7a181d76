"""The ``mem`` Typer application: global options, error policy, command groups.

Command modules (one per group) each expose ``register(app)``; this module
only wires them up and turns failures into ``mem: error: …`` + exit 1.
"""

from __future__ import annotations

import os
import sqlite3
import sys
from pathlib import Path
from typing import Any, Optional

import typer
from typer._click.exceptions import ClickException
from typer.core import TyperGroup

from memcli import __version__
from memcli.cli.fastparams import install as _install_light_params
from memcli.cli.state import State, default_home
from memcli.errors import MemError
from memcli.redact import print_traceback

_install_light_params()  # Typer would import pydantic to coerce every option (~100 ms per run)


def _fail(message: str) -> None:
    """Print the one-line error (never a secret: messages are built by us)."""
    from memcli.redact import redact

    # one line, whatever the message quotes from the input: newlines become spaces, other
    # control characters (terminal escapes, separators, lone surrogates) are shown escaped
    text = redact(message).replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    line = "".join(ch if ch.isprintable() else ch.encode("unicode_escape", "backslashreplace").decode("ascii")
                   for ch in text)
    sys.stderr.write(f"mem: error: {line}\n")
    sys.stderr.flush()


class MemGroup(TyperGroup):
    """Click group whose invoke maps our exceptions onto the error policy."""

    def invoke(self, ctx: Any) -> Any:
        try:
            try:
                return super().invoke(ctx)
            finally:  # inside the policy: a full disk behind stdout is an error line, not a crash at exit
                sys.stdout.flush()
        except MemError as exc:
            _fail(str(exc))
            raise typer.Exit(1) from None
        except (typer.Exit, typer.Abort, ClickException):
            raise
        except KeyboardInterrupt:
            _fail("interrupted; nothing half-written was kept")
            raise typer.Exit(130) from None
        except BrokenPipeError:
            # the reader went away (e.g. `| head`); that is not an error
            try:
                sys.stdout = open(os.devnull, "w")  # noqa: SIM115
            except OSError:
                pass
            raise typer.Exit(0) from None
        except sqlite3.OperationalError as exc:
            if os.environ.get("MEM_DEBUG"):
                print_traceback()
            if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL:  # the disk, not the store
                home = getattr(ctx.obj, "home", None)
                _fail(f"no space left on {Path(home).absolute() if home else 'the disk'}; free some space "
                      "and retry (the command's changes were rolled back)")
                raise typer.Exit(1) from None
            _fail(f"store error: {exc}; retry, or run `mem doctor`")
            raise typer.Exit(1) from None
        except Exception as exc:  # a bug: still one line, traceback on request
            if type(exc).__module__.startswith("psycopg"):  # the PostgreSQL store's driver: a store error
                if os.environ.get("MEM_DEBUG"):
                    print_traceback()
                _fail(f"store error: {' '.join(str(exc).split())}; retry, or run `mem doctor`")
                raise typer.Exit(1) from None
            from memcli.atomic import full_disk_message

            full = full_disk_message(exc)
            if full is not None:
                _fail(full)
                raise typer.Exit(1) from None
            if os.environ.get("MEM_DEBUG"):
                print_traceback()
            _fail(f"internal error ({type(exc).__name__}: {exc}); rerun with MEM_DEBUG=1 for details")
            raise typer.Exit(1) from None


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


@app.callback()
def _root(
    ctx: typer.Context,
    home: Optional[str] = typer.Option(  # str, not Path: Path options are coerced through pydantic
        None,
        "--home",
        metavar="DIR",
        help="Store directory (default: $MEM_HOME, else $XDG_DATA_HOME/mem, else ~/.local/share/mem).",
        show_default=False,
    ),
    store: Optional[str] = typer.Option(
        None,
        "--store",
        metavar="URL",
        help="Another store: postgresql://USER@HOST/DB (default: $MEM_STORE, else config store.url, "
        "else the SQLite file in the store directory).",
        show_default=False,
    ),
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version and exit."
    ),
) -> None:
    """mem: your chats and diaries, remembered locally."""
    ctx.obj = State(home=(Path(home).expanduser() if home else default_home()), store_url=store)
    ctx.call_on_close(ctx.obj.close)


def _register_all() -> None:
    from memcli.cli import context_cmds, distill_cmds, importing, recall_cmds, store_cmds, trust_cmds, extras_cmds
    from memcli.cli import mcp_cmds, people_cmds

    for module in (store_cmds, importing, recall_cmds, distill_cmds, context_cmds, trust_cmds, extras_cmds, people_cmds,
                   mcp_cmds):
        module.register(app)
    from memcli.cli.params import polish_help

    polish_help(app)


_register_all()


def main() -> None:
    """Console-script entry point."""
    from memcli.cli.entry import private_process

    private_process()
    app(prog_name="mem")
