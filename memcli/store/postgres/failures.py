"""What a PostgreSQL driver error that reached the command line means, in one line.

Recognised by the exception's module and attributes, so that the error policy
need not import psycopg2 (a SQLite user may not have it installed).
"""

from __future__ import annotations

from pathlib import Path

# SQLSTATE classes of a connection that went away: 08 connection exception, 57P admin shutdown/crash
_LOST = ("08", "57P")


def store_failure_message(exc: BaseException, home: Path | None) -> str | None:
    """A one-line store error for a psycopg2 exception, else None. The text is the server's (no URL in it)."""
    if not type(exc).__module__.startswith("psycopg"):
        return None
    text = " ".join(str(exc).split())
    state = getattr(exc, "pgcode", None) or ""
    if type(exc).__name__ == "QueryCanceled":
        return (f"store error: {text}; a statement may run MEM_PG_STATEMENT_TIMEOUT_MS (30000 by default): "
                "retry, or raise it")
    if state.startswith(_LOST) or (not state and type(exc).__name__ == "OperationalError"):
        return (f"lost the connection to the PostgreSQL store: {text}; the transaction under way was rolled "
                "back: retry (mem connects again)")
    return f"store error: {text}; retry, or run `mem doctor`"
