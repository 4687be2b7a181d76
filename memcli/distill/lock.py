"""Waiting for the store's flush lock (:meth:`memcli.store.protocols.FlushState.try_lock`).

How the lock is kept, and when a holder counts as gone, is the store's
business; how long a flush waits for a live holder is the flush's.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memcli.store.protocols import Store


def acquire(store: Store, *, wait_seconds: float = 5.0) -> tuple[bool, int | None]:
    """Take the flush lock, waiting up to *wait_seconds* for a live holder to finish: (taken, holder pid)."""
    deadline = time.monotonic() + max(0.0, wait_seconds)
    while True:
        taken, holder = store.flushing.try_lock()
        if taken or time.monotonic() >= deadline:
            return taken, holder
        time.sleep(0.1)


__all__ = ["acquire"]
