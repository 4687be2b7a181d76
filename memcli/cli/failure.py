"""The error policy of every ``mem`` command line, Typer's and the fast path's alike.

A failure becomes one line on stderr (``mem: error: …``, built by
:func:`memcli.core.errors.error_line`, control characters shown escaped) and an
exit code; a traceback only under ``MEM_DEBUG=1``. Typer's group
(:class:`memcli.cli.app.MemGroup`) and the Typer-free runner
(:mod:`memcli.cli.fastpath`) both call :func:`report`, so the two cannot
print the same failure differently.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

INTERRUPTED = 130


def print_error(message: str) -> None:
    """``mem: error: <message>`` on stderr, as one printable line."""
    from memcli.core.errors import error_line

    sys.stderr.write(error_line(message) + "\n")
    sys.stderr.flush()


def silence_stdout() -> None:
    """The reader went away (``| head``): point stdout at /dev/null so the exit flush stays quiet."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


def _debug_traceback() -> None:
    if os.environ.get("MEM_DEBUG"):
        from memcli.core.redact import print_traceback

        print_traceback()


def report(exc: BaseException, home: Path | None) -> int:
    """Print *exc* the one way every command does; the exit code (0 for a closed pipe)."""
    from memcli.core.errors import MemError

    if isinstance(exc, MemError):
        print_error(str(exc))
        return 1
    if isinstance(exc, KeyboardInterrupt):
        print_error("interrupted; nothing half-written was kept")
        return INTERRUPTED
    if isinstance(exc, BrokenPipeError):  # not an error
        silence_stdout()
        return 0
    from memcli import api

    message = api.failure_message(exc, home)
    if message is not None:
        _debug_traceback()
        print_error(message)
        return 1
    from memcli.core.atomic import full_disk_message

    full = full_disk_message(exc)
    if full is not None:
        print_error(full)
        return 1
    _debug_traceback()  # a bug: still one line, traceback on request
    print_error(f"internal error ({type(exc).__name__}: {exc}); rerun with MEM_DEBUG=1 for details")
    return 1
