"""What a library function takes as its store: a :class:`memcli.store.protocols.Store` or a connection.

Benchmarks run the same script against older commits (before the storage
seam, functions took a ``sqlite3.Connection``) and newer ones (they take the
store), so each call site asks the function which it wants.
"""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Any, Callable


def store_arg(fn: Callable[..., Any], conn: Any, home: Path) -> Any:
    """*conn* for a function whose first parameter is a connection, else a store over it."""
    first = next(iter(inspect.signature(fn).parameters))
    if first != "store":
        return conn
    from memcli.store.sqlite.store import SqliteStore

    return SqliteStore(conn, home)
