"""The ``mem`` console script: the fast read path first, the full Typer CLI otherwise.

``mem recall``/``read``/``cues``/``context`` and the small reads in their
plain forms run without importing Typer (:mod:`memcli.cli.fastpath`, reading
the same option table, :mod:`memcli.cli.options`, that the Typer commands are
built from), which is most of what a whole-process ``mem recall`` would
otherwise cost; every other command line goes to :func:`memcli.cli.app.main`
unchanged.
"""

from __future__ import annotations

import sys


def _terminated(_signum: int, _frame: object) -> None:
    # SIGTERM unwinds like Ctrl-C: open transactions roll back, temporary files are removed
    raise KeyboardInterrupt


def private_process() -> None:
    """Everything this process creates is private (0600 files, 0700 folders), and SIGTERM cleans up.

    The store holds a person's private life; caches, vector files, exports
    and the HTML timeline derived from it are as private as the store.
    """
    import os
    import signal

    os.umask(0o077)
    try:
        signal.signal(signal.SIGTERM, _terminated)
    except (ValueError, OSError):  # not the main thread (embedded use): keep the default
        pass


def main() -> None:
    """Console-script entry point."""
    from memcli.core.blas import start_blas_on_one_thread

    private_process()
    start_blas_on_one_thread()
    from memcli.cli.fastpath import run

    code = run(sys.argv[1:])
    if code is None:
        from memcli.cli.app import main as full_main

        full_main()
        return
    raise SystemExit(code)
