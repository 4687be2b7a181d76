"""What every ``mem`` process sets up first, whichever parser takes its command line (the fast path or Typer)."""

from __future__ import annotations


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
