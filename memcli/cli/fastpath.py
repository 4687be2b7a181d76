"""The everyday commands without Typer, for their common command lines.

``mem recall|read|cues|context`` and the small reads ``stats``, ``profile``,
``timeline``, ``people``, ``config show`` and ``doctor``. Why: as a whole
process, most of such a command would be importing Typer (with its Click,
inspect…), building the command tree for every command, and importing
pydantic, through which Typer coerces every parameter of the invoked command;
several times the work itself (``benchmarks/startup.py``). The
entry point (:mod:`memcli.cli.entry`) first offers the command line to
:func:`run`; it takes the plain forms of these commands and returns ``None``
for everything else — ``--help``, unknown or malformed options, combined
short options, a value Typer would have to coerce or normalise (a path), a
usage mistake found before anything ran — so Typer handles those exactly as
before, with its own messages.

What is accepted is not written here: :mod:`memcli.cli.fast_options` is
generated from the Typer commands' parameters. Each command's body is the
function the Typer command calls (``RUNNERS``), given the same parameters by
name; it returns the exit code when that is not 0, and failures go through
the same policy (:func:`memcli.cli.failure.report`).
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memcli.cli.fast_options import COMMANDS, ROOT

_INT = re.compile(r"[+-]?\d{1,18}")


RUNNERS: dict[str, tuple[str, str]] = {  # command: (module, function), imported only when that command runs
    "recall": ("memcli.cli.recall_core", "recall_command"),
    "read": ("memcli.cli.recall_core", "read_command"),
    "cues": ("memcli.cli.recall_core", "cues_command"),
    "context": ("memcli.cli.context_run", "context_command"),
    "stats": ("memcli.cli.store_run", "stats_command"),
    "config show": ("memcli.cli.store_run", "config_show_command"),
    "doctor": ("memcli.cli.store_run", "doctor_command"),
    "profile": ("memcli.cli.views_run", "profile_command"),
    "timeline": ("memcli.cli.views_run", "timeline_command"),
    "people": ("memcli.cli.views_run", "people_command"),
}


def _runner(name: str) -> Callable[..., int | None]:
    """The body of fast command *name*."""
    module, function = RUNNERS[name]
    return getattr(importlib.import_module(module), function)  # type: ignore[no-any-return]


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
        if spec["kind"] == "typer":
            return None
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
        elif not positional and spec["nargs"] == 1 and not spec["required"]:
            values[arguments[0]] = spec["default"]
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
    if i >= len(argv):
        return None
    command = argv[i]
    if command not in COMMANDS:  # a command of a group: `config show`
        command = " ".join(argv[i:i + 2])
        if command not in COMMANDS:
            return None
        i += 1
    params = _parse_params(argv[i + 1:], COMMANDS[command])
    if params is None:
        return None
    return home, command, params


def _guarded(body: Callable[[], int | None], home: Path) -> int | None:
    """Run *body* under the error policy; None means "let Typer redo it" (a usage problem)."""
    from memcli.core.errors import UsageProblem

    try:
        code = body()
        sys.stdout.flush()
        return code or 0
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
