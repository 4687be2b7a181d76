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

What is accepted is not written here: both parsers read the table of
:mod:`memcli.cli.options`, from which the Typer commands are built. Each
command's body is the table's ``runner``, given the same parameters by name;
it returns the exit code when that is not 0, and failures go through the same
policy (:func:`memcli.cli.failure.report`).
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memcli.cli import options
from memcli.cli.options import COMMANDS, ROOT, Param

_INT = re.compile(r"[+-]?\d{1,18}")
ROOT_TAKEN = ("home",)  # the options before the command this parser takes; --store, --version, --help: Typer


def _runner(name: str) -> Callable[..., int | None]:
    """The body of fast command *name*, imported only when it runs."""
    module, function = COMMANDS[name].runner.split(":")
    return getattr(importlib.import_module(module), function)  # type: ignore[no-any-return]


def _value(param: Param, raw: str) -> Any:
    """*raw* as Typer would pass it, or ``_DOUBT`` when Typer must decide (coercion, normalising, a bound)."""
    if param.kind in (options.TEXT, options.TEXTS):
        return raw
    if param.kind == options.CHOICE:
        return raw if raw in param.choices else _DOUBT
    if param.kind == options.INT:
        if not _INT.fullmatch(raw):
            return _DOUBT
        number = int(raw)
        return _DOUBT if param.min is not None and number < param.min else number
    return _DOUBT  # a path: Typer's coercion decides what it is


_DOUBT = object()


def _default(param: Param) -> Any:
    return None if param.required else param.default


def _parse_params(words: list[str], params: tuple[Param, ...]) -> dict[str, Any] | None:
    """Click-compatible parse of one command's arguments into ``{parameter: value}``, or None when in doubt."""
    by_opt = {opt: p for p in params for opt in p.decls}
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
        if param.kind == options.FLAG:
            if eq:
                return None
            values[param.name] = True
            continue
        if not eq:
            if i >= len(words):
                return None
            raw = words[i]
            i += 1
        value = _value(param, raw)
        if value is _DOUBT:
            return None
        if param.kind == options.TEXTS:
            values.setdefault(param.name, []).append(value)
        else:
            values[param.name] = value
    arguments = [p for p in params if p.is_argument]
    if not arguments:
        if positional:
            return None
    else:
        if len(arguments) != 1:
            return None
        argument = arguments[0]
        if argument.kind == options.ARGUMENTS:
            values[argument.name] = positional or argument.default
        elif len(positional) == 1:
            values[argument.name] = positional[0]
        elif not positional and not argument.required:
            values[argument.name] = argument.default
        else:
            return None
    return {p.name: values.get(p.name, _default(p)) for p in params}


def parse(argv: list[str]) -> tuple[str | None, str, dict[str, Any]] | None:
    """``(home, command, parameters)`` for a command line the fast path takes, else None."""
    root_opts = {opt: p.name for p in ROOT for opt in p.decls}
    home: str | None = None
    i = 0
    while i < len(argv) and argv[i].startswith("-"):
        name, eq, raw = argv[i].partition("=") if argv[i].startswith("--") else (argv[i], "", "")
        if root_opts.get(name) not in ROOT_TAKEN:
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
    params = _parse_params(argv[i + 1:], COMMANDS[command].params)
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
