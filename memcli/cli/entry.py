"""The ``mem`` console script: the fast read path first, the full Typer CLI otherwise.

``mem recall``/``read``/``cues`` in their plain forms run without importing
Typer (:mod:`memcli.cli.fastpath`), which is most of what a whole-process
``mem recall`` would otherwise cost; every other command line goes to
:func:`memcli.cli.app.main` unchanged.
"""

from __future__ import annotations

import sys


def main() -> None:
    """Console-script entry point."""
    from memcli.cli.fastpath import run

    code = run(sys.argv[1:])
    if code is None:
        from memcli.cli.app import main as full_main

        full_main()
        return
    raise SystemExit(code)
