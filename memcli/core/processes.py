"""Whether a process that took a lock (or started a flush) still runs: pid checks on this machine.

A leaf: the store's lock (:mod:`memcli.store.sqlite.process_lock`) takes
over a dead holder's lock with this test, and ``mem doctor`` reports stale
locks and flushes with the same one, so the two agree on what is stale.
"""

from __future__ import annotations

import os


def _proc_start_epoch(pid: int) -> float | None:
    """When *pid* started (Linux /proc), or None when unknown."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read().decode("ascii", "replace")
        fields = stat[stat.rindex(")") + 2 :].split()
        start_ticks = int(fields[19])
        with open("/proc/stat", "rb") as fh:
            for line in fh:
                if line.startswith(b"btime "):
                    btime = int(line.split()[1])
                    break
            else:
                return None
        return btime + start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def holder_alive(pid: int, acquired_ts: float) -> bool:
    """Is the process that took the lock still running?"""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # exists, owned by someone else
    started = _proc_start_epoch(pid)
    if started is not None and started > acquired_ts + 2.0:
        return False  # the pid was reused by a younger process
    # a zombie still answers kill(0); treat it as dead
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read().decode("ascii", "replace")
        if stat[stat.rindex(")") + 2 :].split()[0] == "Z":
            return False
    except (OSError, ValueError):
        pass
    return True
