"""What a store failure that reached the command line means, in one line a user can act on.

The error policy (:func:`memcli.cli.failure.report`) asks here instead of
knowing the database driver: each backend names its own failures.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path


def store_failure_message(exc: BaseException, home: Path | None) -> str | None:
    """The message for a driver error (a full disk, a locked or broken store), or None if *exc* is not one."""
    if not isinstance(exc, sqlite3.OperationalError):
        return None
    if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL:  # the disk, not the store
        where = Path(home).absolute() if home else "the disk"
        return f"no space left on {where}; free some space and retry (the command's changes were rolled back)"
    return f"store error: {exc}; retry, or run `mem doctor`"
