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

from memcli.cli.process import private_process


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
