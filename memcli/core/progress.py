"""A progress line on stderr for long embedding work (``mem reindex``, a first ``mem flush``).

On a terminal one line is redrawn in place (at most ~5 times a second);
in a pipe or a log a line is written at every 10 % and at the end, so a
cron log shows how far it got without thousands of lines.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO


def status(message: str) -> None:
    """A status line on stderr (never stdout, so pipes stay clean), made safe for a terminal."""
    from memcli.core.termsafe import safe_text

    sys.stderr.write(f"{safe_text(message)}\n")
    sys.stderr.flush()


class Progress:
    def __init__(self, label: str, total: int, stream: TextIO | None = None) -> None:
        self.label = label
        self.total = max(0, int(total))
        self._out = stream or sys.stderr
        self._tty = bool(getattr(self._out, "isatty", lambda: False)())
        self._t0 = time.monotonic()
        self._last_draw = 0.0
        self._last_tenth = -1
        self.done = 0

    def update(self, done: int) -> None:
        self.done = min(int(done), self.total) if self.total else int(done)
        now = time.monotonic()
        if self._tty:
            if now - self._last_draw >= 0.2 or self.done >= self.total:
                self._last_draw = now
                self._out.write("\r" + self._line(now))
                self._out.flush()
            return
        tenth = (10 * self.done // self.total) if self.total else 10
        if tenth != self._last_tenth and (tenth > self._last_tenth):
            self._last_tenth = tenth
            self._out.write(self._line(now) + "\n")
            self._out.flush()

    def finish(self) -> None:
        if self._tty and self.total:
            self._out.write("\r" + self._line(time.monotonic()) + "\n")
            self._out.flush()

    def _line(self, now: float) -> str:
        rate = self.done / max(now - self._t0, 1e-6)
        width = 24
        filled = width * self.done // self.total if self.total else width
        bar = "#" * filled + "-" * (width - filled)
        left = (self.total - self.done) / rate if rate > 0 else 0.0
        eta = f", {int(left // 60)}:{int(left % 60):02d} left" if self.done < self.total and rate > 0 else ""
        return f"{self.label} {self.done}/{self.total} [{bar}] {rate:.0f}/s{eta}"
