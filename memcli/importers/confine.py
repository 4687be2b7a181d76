"""Read only regular files inside the folder an import was pointed at.

A vault note that is a symlink to ``/etc/passwd``, or a diary image link
``![x](../../../../etc/shadow)``, ``/etc/shadow``, ``~/.bashrc`` or
``/proc/self/environ``, must not pull that file into the store (and from
there into recall, packs and an LLM's prompt). So a path named by an
import is resolved (symlinks followed) and accepted only when it lands on
a regular file inside the import's root; anything else — outside, missing,
a FIFO, a device, a folder, a file of ``/proc`` or ``/sys`` — is refused
with the same answer, so a refusal never tells whether a path outside exists.

Opening is checked again on the open file (``O_NONBLOCK`` so a FIFO never
blocks, ``fstat`` so what is read is what was checked).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

# pseudo-files: "regular" to stat, but their bytes are the running system's, not a photo or a note
# (devices and FIFOs, in /dev or anywhere, are refused by the regular-file check itself)
_SPECIAL_ROOTS = (Path("/proc"), Path("/sys"))


class Refused(OSError):
    """The path is not a regular file inside the allowed folder (or it is gone)."""

    def __init__(self, path: Path, why: str = "not a regular file") -> None:
        super().__init__(errno.EPERM, why, str(path))


def _is_special(resolved: Path) -> bool:
    return any(resolved == root or resolved.is_relative_to(root) for root in _SPECIAL_ROOTS)


def inside(root: Path, path: Path) -> Path | None:
    """*path* resolved, when it is a regular file inside *root* (symlinks followed); else None."""
    try:
        base = root.resolve(strict=True)
        resolved = path.resolve(strict=True)
        mode = os.stat(resolved).st_mode
    except (OSError, RuntimeError, ValueError):  # missing, a symlink loop, a NUL in the name
        return None
    if not resolved.is_relative_to(base) or _is_special(resolved) or not stat.S_ISREG(mode):
        return None
    return resolved


def inside_any(roots: list[Path], path: Path) -> Path | None:
    """*path* resolved, when it is a regular file or a folder inside one of *roots* (symlinks followed, so a
    link is accepted only when it lands inside a root); else None — missing and outside alike."""
    try:
        resolved = path.resolve(strict=True)
        mode = os.stat(resolved).st_mode
    except (OSError, RuntimeError, ValueError):
        return None
    if _is_special(resolved) or not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        return None
    for root in roots:
        try:
            base = root.resolve(strict=True)
        except (OSError, RuntimeError, ValueError):
            continue
        if resolved.is_relative_to(base):
            return resolved
    return None


def open_regular(path: Path) -> BinaryIO:
    """Open *path* for reading only if it is (still) a regular file outside /proc and /sys."""
    resolved = path.resolve()
    if _is_special(resolved):
        raise Refused(path)
    # the resolved path holds no symlink: O_NOFOLLOW refuses one swapped in since
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(resolved, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise Refused(path)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def open_inside(root: Path, path: Path) -> BinaryIO:
    """*path* opened for reading when it is a regular file inside *root*; :class:`Refused` otherwise."""
    resolved = inside(root, path)
    if resolved is None:
        raise Refused(path, "not a regular file inside the imported folder")
    return open_regular(resolved)


def read_inside(root: Path, path: Path) -> bytes:
    """The bytes of *path*, a regular file inside *root*; :class:`Refused` otherwise."""
    with open_inside(root, path) as fh:
        return fh.read()
