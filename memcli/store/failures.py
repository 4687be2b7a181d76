"""What a store driver's error that reached a front end means, in one line a user can act on.

The CLI's error policy and the MCP server both ask here; each backend names
its own driver's failures, so neither front end knows a driver.
"""

from __future__ import annotations

from pathlib import Path


def store_failure_message(exc: BaseException, home: Path | None) -> str | None:
    """The message for a SQLite or PostgreSQL driver error (a full disk, a locked or broken store, a server
    error), or None if *exc* is not one."""
    from memcli.store.postgres.failures import store_failure_message as postgres_failure
    from memcli.store.sqlite.failures import store_failure_message as sqlite_failure

    return sqlite_failure(exc, home) or postgres_failure(exc, home)
