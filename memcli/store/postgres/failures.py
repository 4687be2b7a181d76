"""What a PostgreSQL driver error that reached the command line means, in one line.

Recognised by the exception's module, so that the error policy need not
import psycopg (a SQLite user may not have it installed).
"""

from __future__ import annotations

from pathlib import Path


def store_failure_message(exc: BaseException, home: Path | None) -> str | None:
    """A one-line store error for a psycopg exception, else None. The text is the server's (no URL in it)."""
    if not type(exc).__module__.startswith("psycopg"):
        return None
    return f"store error: {' '.join(str(exc).split())}; retry, or run `mem doctor`"
