"""Writing a file so that it is whole or absent, private (0600), and leaves no temporary behind.

Why not just a named temporary file renamed over the target: a process
killed (SIGKILL, power cut of the terminal) between creating and renaming
it leaves ``.NAME.tmp-PID`` with part of the user's data in it. On Linux the
data is written to an anonymous file (``O_TMPFILE``) that the kernel drops
with the process; only when it is complete does it get a name, and is
renamed over the target at once. Elsewhere (or on a file system without
``O_TMPFILE``) a named temporary is used, removed on any exception
(KeyboardInterrupt and SIGTERM included, see :func:`memcli.cli.entry.main`),
and a later write to the same target removes one left by a killed process.

A full disk is the user's problem, not a bug: :func:`no_space_error` turns
``ENOSPC`` into ``no space left on <folder>``.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from memcli.core.errors import MemError

PRIVATE_FILE = 0o600
PRIVATE_DIR = 0o700


def no_space_error(exc: BaseException, where: Path | str) -> MemError | None:
    """``no space left on <where>`` for a full-disk (or over-quota) error, else None."""
    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return MemError(f"no space left on {Path(where).absolute()}; free some space and retry (nothing was changed)")
    return None


def _stdout_name() -> str:
    try:
        return os.readlink("/proc/self/fd/1")
    except OSError:
        return "standard output"


def full_disk_message(exc: BaseException) -> str | None:
    """The one-line error for a full disk met anywhere (the file it names, else standard output).

    The commands name their own files (:func:`no_space_error`); what reaches
    the error policy without a file name was a write to standard output, so
    its target (``/dev/full``, a file on a full disk) is named instead.
    Standard output is then pointed at /dev/null, so the exit does not fail
    again on the same unwritten buffer.
    """
    if not (isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT)):
        return None
    where = exc.filename if exc.filename else _stdout_name()
    if not exc.filename:
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.close(devnull)
        except OSError:
            pass
    return f"no space left on {where}; free some space and retry"


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def remove_stale_temporaries(target: Path) -> None:
    """Delete ``.NAME.tmp-PID`` files beside *target* whose process is gone (a killed earlier write)."""
    pattern = re.compile(r"\." + re.escape(target.name) + r"\.tmp-(\d+)(-journal)?")
    try:
        entries = list(target.parent.iterdir())
    except OSError:
        return
    for entry in entries:
        m = pattern.fullmatch(entry.name)
        if m and int(m.group(1)) != os.getpid() and not _pid_alive(int(m.group(1))):
            try:
                entry.unlink()
            except OSError:
                pass


def named_temporary(target: Path) -> Path:
    """The temporary name used beside *target* when an anonymous file cannot be (see the module doc)."""
    return target.with_name(f".{target.name}.tmp-{os.getpid()}")


def _open_anonymous(folder: Path, mode: int) -> int | None:
    flag = getattr(os, "O_TMPFILE", 0)
    if not flag:
        return None
    try:
        return os.open(folder, flag | os.O_WRONLY, mode)
    except OSError:  # no O_TMPFILE on this file system (or kernel): use a named temporary
        return None


def write_atomic(target: Path, write: Callable[[BinaryIO], object], *, mode: int = PRIVATE_FILE) -> None:
    """Write *target* through *write(fh)* (a binary file): whole or not at all, with *mode*.

    Raises :class:`MemError` for a folder that cannot be written or a full
    disk; whatever *write* raises propagates after the temporary is gone.
    *write* may be called twice: when an anonymous file cannot be given a
    name at the end (no ``/proc``), the data is written again the old way.
    """
    folder = target.parent
    try:
        special = not stat.S_ISREG(os.stat(target).st_mode)
    except OSError:
        special = False
    if special:  # /dev/stdout, a FIFO, a device: write into it; never replace it with a file
        _write_special(target, write)
        return
    remove_stale_temporaries(target)
    fd = _open_anonymous(folder, mode)
    if fd is not None:
        try:
            if _write_fd(fd, write, mode, name_as=named_temporary(target)):
                os.replace(named_temporary(target), target)
                return
        except BaseException as exc:
            _unlink(named_temporary(target))
            full = no_space_error(exc, folder)
            if full is not None:
                raise full from None
            raise
    tmp = named_temporary(target)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    except OSError as exc:
        raise no_space_error(exc, folder) or MemError(f"cannot write {target}: {exc.strerror}") from None
    try:
        _write_fd(fd, write, mode, name_as=None)
        os.replace(tmp, target)
    except BaseException as exc:
        _unlink(tmp)
        full = no_space_error(exc, folder)
        if full is not None:
            raise full from None
        raise


def write_cache(target: Path, data: bytes) -> None:
    """Write a cache file (built from installed packages, rebuilt when missing) like any other: whole or not at
    all, private, in a private folder; but a cache that cannot be written only costs time, so a read-only
    folder or a full disk is not an error here."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR)
        write_atomic(target, lambda fh: fh.write(data))
    except (OSError, MemError):
        pass


def _write_special(target: Path, write: Callable[[BinaryIO], object]) -> None:
    try:
        with open(target, "wb") as fh:
            write(fh)
    except OSError as exc:
        full = no_space_error(exc, target)
        if full is not None:
            raise full from None
        raise MemError(f"cannot write {target}: {exc.strerror}") from None


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def _write_fd(fd: int, write: Callable[[BinaryIO], object], mode: int, *, name_as: Path | None) -> bool:
    """Fill *fd* and sync it; with *name_as*, link the anonymous file there (False if it cannot be)."""
    with os.fdopen(fd, "wb") as fh:
        write(fh)
        fh.flush()
        os.fsync(fh.fileno())
        os.fchmod(fh.fileno(), mode)
        if name_as is None:
            return True
        _unlink(name_as)
        try:
            os.link(f"/proc/self/fd/{fh.fileno()}", name_as)
        except OSError as exc:
            if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                raise
            return False
    return True
