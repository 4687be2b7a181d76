"""``mem recall|read|cues|context`` without Typer, for the common command lines.

Why: as a whole process, most of ``mem recall`` would be importing Typer
(with Click, inspect, pydantic…) and building the command tree for every
command, several times the search itself (``benchmarks/startup.py``). The
entry point (:mod:`memcli.cli.entry`) first offers the command line to
:func:`run`; it takes the plain forms of these commands and returns ``None``
for everything else — ``--help``, unknown or malformed options, combined
short options, a value Typer would have to coerce or normalise, a usage
mistake found before anything ran — so Typer handles those exactly as
before, with its own messages.

What is accepted is not written here: :mod:`memcli.cli.fast_options` is
generated from the Typer commands' parameters. Each command's body is the
function the Typer command calls (``RUNNERS``), given the same parameters by
name, and failures go through the same policy (:func:`memcli.cli.failure.report`).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memcli.cli.fast_options import COMMANDS, ROOT

_INT = re.compile(r"[+-]?\d{1,18}")


def _runner(name: str) -> Callable[..., None]:
    """The body of fast command *name* (imported only when that command runs)."""
    if name == "context":
        from memcli.cli.context_run import context_command

        return context_command
    from memcli.cli import recall_core

    return {"recall": recall_core.recall_command, "read": recall_core.read_command,
            "cues": recall_core.cues_command}[name]


def _value(spec: dict[str, Any], raw: str) -> Any:
    """*raw* as Typer would pass it, or ``_DOUBT`` when Typer must decide (coercion, normalising, a bound)."""
    kind = spec["kind"]
    if kind == "str":
        return raw
    if kind == "choice":
        return raw if raw in spec["choices"] else _DOUBT
    if kind == "int":
        if not _INT.fullmatch(raw):
            return _DOUBT
        number = int(raw)
        if ("min" in spec and number < spec["min"]) or ("max" in spec and number > spec["max"]):
            return _DOUBT
        return number
    return _DOUBT


_DOUBT = object()


def _parse_params(words: list[str], params: dict[str, dict[str, Any]]) -> dict[str, Any] | None:
    """Click-compatible parse of one command's arguments into ``{parameter: value}``, or None when in doubt."""
    by_opt = {opt: name for name, spec in params.items() for opt in spec.get("opts", ())}
    values: dict[str, Any] = {}
    positional: list[str] = []
    i = 0
    literal = False
    while i < len(words):
        arg = words[i]
        i += 1
        if literal or arg == "-" or not arg.startswith("-"):
            positional.append(arg)
            continue
        if arg == "--":
            literal = True
            continue
        name, eq, raw = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        param = by_opt.get(name)
        if param is None:
            return None  # --help, -h, unknown options, -n5 …: Typer decides
        spec = params[param]
        if spec["kind"] == "flag":
            if eq:
                return None
            values[param] = True
            continue
        if not eq:
            if i >= len(words):
                return None
            raw = words[i]
            i += 1
        value = _value(spec, raw)
        if value is _DOUBT:
            return None
        if spec.get("multiple"):
            values.setdefault(param, []).append(value)
        else:
            values[param] = value
    arguments = [name for name, spec in params.items() if spec["kind"] == "argument"]
    if not arguments:
        if positional:
            return None
    else:
        if len(arguments) != 1:
            return None
        spec = params[arguments[0]]
        if spec["nargs"] == -1:
            values[arguments[0]] = positional or spec["default"]
        elif len(positional) == spec["nargs"] == 1:
            values[arguments[0]] = positional[0]
        else:
            return None
    return {name: values.get(name, spec["default"]) for name, spec in params.items()}


def parse(argv: list[str]) -> tuple[str | None, str, dict[str, Any]] | None:
    """``(home, command, parameters)`` for a command line the fast path takes, else None."""
    root_opts = {opt: name for name, spec in ROOT.items() for opt in spec["opts"]}
    home: str | None = None
    i = 0
    while i < len(argv) and argv[i].startswith("-"):
        name, eq, raw = argv[i].partition("=") if argv[i].startswith("--") else (argv[i], "", "")
        if root_opts.get(name) != "home":
            return None
        if not eq:
            if i + 1 >= len(argv):
                return None
            raw = argv[i + 1]
            i += 1
        home = raw
        i += 1
    if i >= len(argv) or argv[i] not in COMMANDS:
        return None
    command = argv[i]
    params = _parse_params(argv[i + 1:], COMMANDS[command])
    if params is None:
        return None
    return home, command, params


def _guarded(body: Callable[[], None], home: Path) -> int | None:
    """Run *body* under the error policy; None means "let Typer redo it" (a usage problem)."""
    from memcli.errors import UsageProblem

    try:
        body()
        sys.stdout.flush()
        return 0
    except UsageProblem:
        return None
    except (Exception, KeyboardInterrupt) as exc:
        from memcli.cli.failure import report

        return report(exc, home)


def run(argv: list[str]) -> int | None:
    """Run a fast command; the exit code, or None if the full CLI must handle this command line."""
    parsed = parse(argv)
    if parsed is None:
        return None
    home, command, params = parsed
    from memcli.cli.state import State, default_home

    state = State(home=(Path(home).expanduser() if home else default_home()))
    body = _runner(command)
    try:
        return _guarded(lambda: body(state, **params), state.home)
    finally:
        state.close()
