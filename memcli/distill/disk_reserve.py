"""Disk space set aside before a flush claims any buffered record (see :class:`DiskReserve`)."""

from __future__ import annotations

import os
from pathlib import Path


def _file_disk_full(exc: OSError) -> bool:
    """A file write's ENOSPC/EDQUOT."""
    import errno

    return exc.errno in (errno.ENOSPC, errno.EDQUOT)


class DiskReserve:
    """Disk space set aside (a private file beside the store) before a flush claims any buffer row.

    Why: the flush first marks its rows 'processing' in one commit; when the
    disk then fills mid-way, even the small write that puts them back fails,
    and the rows and the lock stay behind. Deleting this file gives SQLite
    room for exactly that write. Its size covers the rewrite of every
    claimed buffer row and its index entry in the write-ahead log (85–91
    bytes a row measured at 1,500 and 20,000 rows; kept with a margin). If it cannot be made,
    the disk is already full and the flush stops before changing anything.
    """

    BASE = 1 << 20
    PER_RECORD = 256

    def __init__(self, folder: str, records: int) -> None:
        self.path: Path | None = None
        if not folder:
            return
        from memcli.core.atomic import named_temporary, remove_stale_temporaries

        base = Path(folder) / "flush-reserve"
        remove_stale_temporaries(base)  # left by a killed flush
        path = named_temporary(base)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        except OSError as exc:
            if _file_disk_full(exc):
                raise
            return  # a read-only folder etc.: the flush itself will say what is wrong
        try:
            os.posix_fallocate(fd, 0, self.BASE + self.PER_RECORD * max(0, records))
        except OSError as exc:
            os.close(fd)
            path.unlink(missing_ok=True)
            if _file_disk_full(exc):
                raise
            return  # no fallocate on this file system: flush without a reserve
        os.close(fd)
        self.path = path

    def release(self) -> None:
        if self.path is not None:
            self.path.unlink(missing_ok=True)
            self.path = None
