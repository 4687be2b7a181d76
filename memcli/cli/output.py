"""Printing rules from SPEC.md, in one place.

* stdout is a terminal → Rich (tables, colour).
* stdout is a pipe or file → plain text: no ANSI, no boxes, no wrapping.
* ``--json`` → exactly one JSON document, UTF-8, ``ensure_ascii=False``.
* progress, status and warnings → stderr only.
* everything printed goes through :mod:`memcli.core.termsafe`: stored text may
  carry terminal escapes or bidi overrides, and they are shown, never obeyed
  (JSON escapes them as ``\\uXXXX``, so its values stay exact).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from memcli.core.termsafe import json_safe, safe_line, safe_text

if TYPE_CHECKING:  # Rich is imported only when something is printed through it (~40 ms)
    from rich.console import Console


def stdout_is_tty() -> bool:
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def stderr_is_tty() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


def out_console() -> Console:
    """A Rich console for stdout, only used when stdout is a terminal."""
    from rich.console import Console

    return Console(highlight=False)


def err_console() -> Console:
    """Rich console on stderr; plain (no colour) when stderr is not a terminal."""
    from rich.console import Console

    return Console(stderr=True, highlight=False, no_color=not stderr_is_tty() or bool(os.environ.get("NO_COLOR")))


def emit_json(obj: Any) -> None:
    sys.stdout.write(json_safe(json.dumps(obj, ensure_ascii=False, indent=2, default=str)))
    sys.stdout.write("\n")
    sys.stdout.flush()


def emit_text(text: str) -> None:
    """Plain text to stdout as given (plus a final newline), control characters made visible."""
    text = safe_text(text)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    sys.stdout.flush()


def warn(message: str) -> None:
    """A one-line warning on stderr."""
    sys.stderr.write(f"mem: warning: {safe_line(message)}\n")
    sys.stderr.flush()


def asked(**options: object) -> str:
    """The filters a user gave, as typed: ``--topic nosuch --user nobody`` (options left at None omitted)."""
    return " ".join(f"--{name.rstrip('_').replace('_', '-')} {value}" for name, value in options.items()
                    if value is not None and value is not False)


def say_empty(filters: str, has_any: bool, none_yet: str, unfiltered: str) -> None:
    """Why a listing printed nothing (on stderr): nothing stored yet, or nothing that matches *filters*."""
    if not filters or not has_any:
        status(none_yet)
    else:
        status(f"nothing matches {filters}; {unfiltered}")


def status(message: str) -> None:
    """A status line on stderr (never stdout, so pipes stay clean)."""
    sys.stderr.write(f"{safe_text(message)}\n")
    sys.stderr.flush()


def emit_table(title: str | None, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
    """A Rich table on a terminal; tab-separated lines (with a header) in a pipe."""
    if stdout_is_tty():
        from rich.table import Table
        from rich.text import Text

        # cells are Text, not str: Rich would read "[link=…]" in stored text as markup (an OSC 8 link)
        table = Table(title=Text(safe_line(title)) if title else None, show_lines=False)
        for col in columns:
            table.add_column(col, overflow="fold")
        for row in rows:
            table.add_row(*[Text("" if v is None else safe_text(str(v))) for v in row])
        out_console().print(table)
        return
    lines = ["\t".join(columns)]
    for row in rows:
        lines.append("\t".join("" if v is None else safe_line(str(v)) for v in row))
    emit_text("\n".join(lines))
