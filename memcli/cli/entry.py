"""The ``mem`` console script: the fast read path first, the full Typer CLI otherwise.

``mem recall``/``read``/``cues``/``context`` and the small reads in their
plain forms run without importing Typer (:mod:`memcli.cli.fastpath`, reading
the same option table, :mod:`memcli.cli.options`, that the Typer commands are
built from), which is most of what a whole-process ``mem recall`` would
otherwise cost; every other command line goes to :func:`memcli.cli.app.main`
unchanged.

The command (:func:`console`, also ``python -m memcli``) ends a fast-path
command with :func:`os._exit` once its output is flushed and its store
closed: the interpreter's teardown (freeing ~11,000 objects of ~130 modules
one by one) was ~5 ms of a ~40 ms ``mem recall`` (docs/benchmarks.md), and
nothing on the fast path needs it (no ``atexit`` handlers, no open files,
the store closed by :func:`memcli.cli.fastpath.run`). :func:`main` keeps
the ordinary ``SystemExit`` for callers that run it inside a process of
their own (tests that read ``sys.modules`` at exit).
"""

from __future__ import annotations

import os
import sys

from memcli.cli.process import private_process


def console() -> None:
    """The ``mem`` command."""
    main(leave_at_once=True)


def main(*, leave_at_once: bool = False) -> None:
    """Run the command line in ``sys.argv``; raises ``SystemExit`` with its exit code (see :func:`console`)."""
    from memcli.core.blas import start_blas_on_one_thread

    private_process()
    start_blas_on_one_thread()
    from memcli.cli.fastpath import run

    code = run(sys.argv[1:])
    if code is None:
        from memcli.cli.app import main as full_main

        full_main()
        return
    if leave_at_once:
        _leave(code)
    raise SystemExit(code)


def _leave(code: int) -> None:
    """Exit now, without the interpreter's teardown, once stdout and stderr are out; if they cannot be
    (a closed pipe), return and let the ordinary exit report it as it always did."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        return
    os._exit(code)
