"""The one exception type that becomes ``mem: error: …`` on the command line.

Library code raises :class:`MemError` with a message a user can act on; the
CLI prints it as a single line and exits 1. Anything else is a bug and is
also reported in one line (with the traceback only under ``MEM_DEBUG=1``).
"""

from __future__ import annotations


class MemError(Exception):
    """A user-facing failure: the message says what went wrong and what to do."""


class ImportFormatError(MemError):
    """An input file could not be read as the requested/detected format."""


class UsageError(MemError):
    """An argument the caller got wrong, found before anything ran.

    The CLI turns it into a Click usage error (exit 2) naming *param_hint*;
    the MCP server reports it as a tool error like any other :class:`MemError`.
    """

    def __init__(self, message: str, param_hint: str) -> None:
        super().__init__(message)
        self.param_hint = param_hint


UsageProblem = UsageError
"""The name the Typer commands and the Typer-free fast paths catch: those give such a command line back to
Typer, which reports it exactly as it reports its own usage errors."""


def error_line(message: str) -> str:
    """``mem: error: …`` as one printable line (never a secret: messages are built by us).

    Newlines become spaces; other control characters (terminal escapes,
    separators, lone surrogates) are shown escaped, whatever the message
    quotes from the input.
    """
    from memcli.core.redact import redact

    text = redact(message).replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    line = "".join(ch if ch.isprintable() else ch.encode("unicode_escape", "backslashreplace").decode("ascii")
                   for ch in text)
    return f"mem: error: {line}"
