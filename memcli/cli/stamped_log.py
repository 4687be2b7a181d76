"""``mem flush --log FILE``: what a flush says, appended to a file with the time on every line.

Why: cron runs the flush every few minutes and its output used to be appended to a log by the shell
(``>> flush.log 2>&1``), so a line such as ``mem: warning: batch 3 … failed`` said nothing of when. With
``--log`` mem opens the file itself (appending, 0600) and writes each line as ``<local ISO time> <line>``;
an error is written there too and still printed on stderr, so cron mails it.
"""

from __future__ import annotations

import contextlib
import io
import os
from collections.abc import Iterator
from pathlib import Path

from memcli.core.errors import MemError


def _stamp() -> str:
    from datetime import datetime

    return datetime.now().astimezone().isoformat(timespec="seconds")


class StampedLog(io.TextIOBase):
    """A text stream appending whole lines to a file, each prefixed with the time it was written."""

    def __init__(self, path: Path) -> None:
        try:
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o600)
        except OSError as exc:
            raise MemError(f"cannot write the log {path}: {exc.strerror}") from None
        self._file = os.fdopen(fd, "a", encoding="utf-8", errors="backslashreplace")
        self._pending = ""

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return False

    def write(self, text: str) -> int:
        self._pending += text
        *lines, self._pending = self._pending.split("\n")
        if lines:
            now = _stamp()
            self._file.write("".join(f"{now} {line}\n" for line in lines))
            self._file.flush()
        return len(text)

    def flush(self) -> None:
        if not self._file.closed:
            self._file.flush()

    def close(self) -> None:
        if self._file.closed:
            return
        if self._pending:
            self.write("\n")
        self._file.close()
        super().close()


@contextlib.contextmanager
def stamped_output(path: Path) -> Iterator[StampedLog]:
    """Standard output and standard error go to *path*, stamped, while the block runs."""
    log = StampedLog(path.expanduser())
    try:
        with contextlib.redirect_stdout(log), contextlib.redirect_stderr(log):
            yield log
    finally:
        log.close()
