"""``mem recall`` / ``mem read`` / ``mem cues`` without Typer, for the common command lines.

Why: as a whole process, ``mem recall`` spent most of its time importing
Typer (and Click, inspect, difflib, …) and building the click command tree
for every command — ~110 ms of CPU on this machine against ~15 ms for the
search itself (docs/benchmarks.md). The entry point (:mod:`memcli.cli.entry`)
first offers the command line to :func:`run`; it handles the plain forms
of the three read commands and returns ``None`` for everything else —
``--help``, unknown or malformed options, combined short options, a usage
mistake found before anything ran — so Typer handles those exactly as
before, with its own messages. The command bodies are the same functions
the Typer commands call (:mod:`memcli.cli.recall_core`); the error policy
mirrors :class:`memcli.cli.app.MemGroup` (``tests/test_fast_path_imports.py``
compares the two paths' output byte for byte).
"""

from __future__ import annotations

import os
import re
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

FAST_COMMANDS = ("recall", "read", "cues")
_INT = re.compile(r"[+-]?\d{1,18}")
_RECALL_VALUE_OPTS = {"--cue": "cue", "--mode": "mode", "--since": "since", "--until": "until",
                      "--now": "now", "-n": "limit", "--limit": "limit"}


def _fail(message: str) -> None:
    """Same line as :func:`memcli.cli.app._fail`."""
    from memcli.redact import redact

    text = redact(message).replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    line = "".join(ch if ch.isprintable() else ch.encode("unicode_escape", "backslashreplace").decode("ascii")
                   for ch in text)
    sys.stderr.write(f"mem: error: {line}\n")
    sys.stderr.flush()


def _debug_traceback() -> None:
    """The traceback, only under MEM_DEBUG=1 (``traceback`` itself costs ~15 ms to import)."""
    if os.environ.get("MEM_DEBUG"):
        from memcli.redact import print_traceback

        print_traceback()


def _options(rest: list[str], value_opts: dict[str, str], flags: dict[str, str]) -> tuple[list[str], dict[str, Any]] | None:
    """Click-compatible parse of a simple command line, or None when in doubt."""
    words: list[str] = []
    opts: dict[str, Any] = {}
    i = 0
    literal = False
    while i < len(rest):
        arg = rest[i]
        if literal or arg == "-" or not arg.startswith("-"):
            words.append(arg)
            i += 1
            continue
        if arg == "--":
            literal = True
            i += 1
            continue
        if arg in flags:
            opts[flags[arg]] = True
            i += 1
            continue
        name, eq, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        if name not in value_opts:
            return None  # --help, -h, unknown options, -n5 …: Typer decides
        if not eq:
            if i + 1 >= len(rest):
                return None
            value = rest[i + 1]
            i += 1
        opts[value_opts[name]] = value
        i += 1
    return words, opts


def parse(argv: list[str]) -> tuple[str | None, str, list[str], dict[str, Any]] | None:
    """``(home, command, words, options)`` for a command line the fast path takes, else None."""
    home: str | None = None
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--home":
            if i + 1 >= len(argv):
                return None
            home = argv[i + 1]
            i += 2
        elif arg.startswith("--home="):
            home = arg[len("--home="):]
            i += 1
        else:
            break
    if i >= len(argv) or argv[i] not in FAST_COMMANDS:
        return None
    command, rest = argv[i], argv[i + 1:]
    if command == "recall":
        parsed = _options(rest, _RECALL_VALUE_OPTS, {"--json": "json_"})
        if parsed is None:
            return None
        words, opts = parsed
        if "limit" in opts:
            if not _INT.fullmatch(opts["limit"]) or int(opts["limit"]) < 1:
                return None
            opts["limit"] = int(opts["limit"])
        return home, command, words, opts
    if command == "read":
        parsed = _options(rest, {}, {"--json": "json_"})
        if parsed is None or len(parsed[0]) != 1:
            return None
        return home, command, parsed[0], parsed[1]
    parsed = _options(rest, {"--kind": "kind"}, {"--json": "json_"})
    if parsed is None or parsed[0]:
        return None
    return home, command, [], parsed[1]


def _guarded(body: Callable[[], None]) -> int | None:
    """Run *body* under MemGroup's error policy; None means "let Typer redo it" (a usage problem)."""
    from memcli.errors import MemError, UsageProblem

    try:
        body()
        sys.stdout.flush()
        return 0
    except UsageProblem:
        return None
    except MemError as exc:
        _fail(str(exc))
        return 1
    except KeyboardInterrupt:
        _fail("interrupted; nothing half-written was kept")
        return 130
    except BrokenPipeError:
        try:  # the reader went away (`| head`): not an error; keep the exit flush quiet too
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 0
    except sqlite3.OperationalError as exc:
        _debug_traceback()
        _fail(f"store error: {exc}; retry, or run `mem doctor`")
        return 1
    except Exception as exc:  # a bug: still one line, traceback on request
        from memcli.atomic import full_disk_message

        full = full_disk_message(exc)
        if full is not None:
            _fail(full)
            return 1
        _debug_traceback()
        _fail(f"internal error ({type(exc).__name__}: {exc}); rerun with MEM_DEBUG=1 for details")
        return 1


def run(argv: list[str]) -> int | None:
    """Run a fast command; the exit code, or None if the full CLI must handle this command line."""
    if "context" in argv[:3]:  # `mem [--home H] context …` has its own Typer-free runner
        from memcli.cli.context_run import fast_context

        code = fast_context(argv)
        if code is not None:
            return code
    parsed = parse(argv)
    if parsed is None:
        return None
    home, command, words, opts = parsed
    from memcli.cli import recall_core
    from memcli.cli.state import State, default_home

    state = State(home=(Path(home).expanduser() if home else default_home()))
    try:
        if command == "recall":
            return _guarded(lambda: recall_core.run_recall(state, words, **opts))
        if command == "read":
            return _guarded(lambda: recall_core.run_read(state, words[0], **opts))
        return _guarded(lambda: recall_core.run_cues(state, **opts))
    finally:
        state.close()
