"""How options look and behave in ``--help`` and shell completion, in one place.

* :func:`choice` — an option whose value is one of a fixed set: the set is
  the metavar (``[fast|semantic|deep]``), the shell completes it, and any
  other value is a usage error (exit 2), like every command-line mistake.
* :func:`typer_command` — a Typer command built from an entry of the
  everyday commands' table (:mod:`memcli.cli.options`), the one definition
  the light parser reads too.
* :func:`polish_help` — run once over the app after every command is
  registered: a readable metavar (``TEXT``, ``N``, ``PATH``, ``DATE``) for
  each parameter that names none (Typer would show the Python type,
  ``<str>``, ``<list[str]>``), and each command's whole first sentence in the
  command list (Click cuts it at 45 characters, mid-phrase).

Only Typer's public parameter and command attributes are used.
"""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Optional

import typer
from typer.core import TyperCommand
from typer.models import ArgumentInfo, OptionInfo

from memcli.cli import options
from memcli.cli.options import Command, Param

# parameters that take a date or time, by their name in the command functions
DATE_PARAMS = frozenset({"since", "until", "on", "at", "now", "now_"})
# arguments, by name: what the user types there
ARGUMENT_METAVARS = {"paths": "PATH", "path": "PATH", "file": "FILE", "items": "ID", "text": "TEXT",
                     "key": "KEY", "value": "VALUE"}


def choice(
    default: Any,
    *names: str,
    choices: Sequence[str],
    help: str,
    metavar: str | None = None,
    **extra: Any,
) -> Any:
    """A ``typer.Option`` taking one of *choices* (*metavar* replaces ``[a|b|c]`` when that is too long).

    Values are compared after ``strip().lower()``; the callback returns the
    normalised value, so the command sees exactly one of *choices*.
    """

    def complete(incomplete: str) -> list[str]:
        return [c for c in choices if c.startswith(incomplete.lower())]

    def check(ctx: typer.Context, value: Any) -> Any:
        if value is None or ctx.resilient_parsing:  # not given, or the shell asking for completions
            return value
        norm = str(value).strip().lower()
        if norm not in choices:
            raise typer.BadParameter(f"{value!r} is not one of {', '.join(choices)}")
        return norm

    shown = metavar or ("[" + "|".join(choices) + "]")
    return typer.Option(default, *names, help=help, metavar=shown, autocompletion=complete, callback=check, **extra)


_ANNOTATIONS: dict[str, Any] = {  # kind → the annotation Typer reads (Optional when the default is None)
    options.FLAG: bool, options.TEXT: str, options.INT: int, options.CHOICE: str, options.TEXTS: list[str],
    options.PATH: Path, options.ARGUMENT: str, options.ARGUMENTS: list[str],
}


def _annotation(param: Param) -> Any:
    base = _ANNOTATIONS[param.kind]
    return Optional[base] if param.default is None else base  # noqa: UP007 (Typer reads typing.Optional)


def _info(param: Param) -> Any:
    """The ``typer.Option``/``typer.Argument`` of one table entry."""
    default = ... if param.required else param.default
    if param.is_argument:
        return typer.Argument(default, help=param.help, metavar=param.metavar, show_default=param.show_default)
    if param.kind == options.CHOICE:
        return choice(default, *param.decls, choices=param.choices, help=param.help, metavar=param.metavar,
                      show_default=param.show_default)
    return typer.Option(default, *param.decls, help=param.help, metavar=param.metavar, min=param.min,
                        show_default=param.show_default)


def typer_signature(params: Sequence[Param], *extra: inspect.Parameter) -> inspect.Signature:
    """``(ctx, <each parameter as a Typer option or argument>, *extra)``: what Typer reads off a callback."""
    keyword = inspect.Parameter.POSITIONAL_OR_KEYWORD
    return inspect.Signature([
        inspect.Parameter("ctx", keyword, annotation=typer.Context),
        *(inspect.Parameter(p.name, keyword, default=_info(p), annotation=_annotation(p)) for p in params),
        *extra,
    ])


def declare(callback: Callable[..., Any], signature: inspect.Signature, name: str, doc: str) -> Callable[..., Any]:
    """Give *callback* the *signature* Typer reads (``__signature__`` and the annotations it resolves)."""
    callback.__signature__ = signature  # type: ignore[attr-defined]
    callback.__annotations__ = {p.name: p.annotation for p in signature.parameters.values()}
    callback.__name__ = callback.__qualname__ = name.replace(" ", "_")
    callback.__doc__ = doc
    return callback


def typer_command(command: Command) -> Callable[..., Any]:
    """A Typer callback for *command*: its parameters from the table, its body the table's runner.

    A usage mistake the body finds (:class:`memcli.core.errors.UsageError`) is a Click usage error (exit 2),
    as Typer's own are; a runner's non-zero result (``doctor``: problems left) is the exit code.
    """

    def run(ctx: typer.Context, **values: Any) -> None:
        import importlib

        from memcli.cli.state import get_state
        from memcli.core.errors import UsageProblem

        module, function = command.runner.split(":")
        body = getattr(importlib.import_module(module), function)
        try:
            code = body(get_state(ctx), **values)
        except UsageProblem as exc:
            raise typer.BadParameter(str(exc), param_hint=exc.param_hint) from None
        if code:
            raise typer.Exit(code)

    return declare(run, typer_signature(command.params), command.name, command.help)


def _metavar(name: str, annotation: Any, is_argument: bool) -> str | None:
    if annotation is bool:
        return None
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    if typing.get_origin(annotation) in (typing.Union, types.UnionType) and len(args) == 1:
        annotation = args[0]  # Optional[X]
    if typing.get_origin(annotation) is list:
        annotation = typing.get_args(annotation)[0]
    if is_argument and name in ARGUMENT_METAVARS:
        return ARGUMENT_METAVARS[name]
    if name in DATE_PARAMS:
        return "DATE"
    if annotation is int:
        return "N"
    if annotation is float:
        return "NUMBER"
    if isinstance(annotation, type) and issubclass(annotation, Path):
        return "PATH"
    if annotation is str:
        return name.upper() if is_argument else "TEXT"
    return None


def _first_sentence(doc: str) -> str:
    paragraph = inspect.cleandoc(doc).split("\n\n", 1)[0]
    words = paragraph.split()
    for i, word in enumerate(words):
        if word.endswith("."):
            return " ".join(words[: i + 1])
    return " ".join(words)


def _polish_command(callback: Callable[..., Any]) -> None:
    try:
        hints = typing.get_type_hints(callback)
    except (NameError, TypeError):  # an annotation that cannot be resolved: leave Typer's display
        return
    for name, param in inspect.signature(callback).parameters.items():
        info = param.default
        if not isinstance(info, (OptionInfo, ArgumentInfo)) or info.metavar is not None:
            continue
        info.metavar = _metavar(name, hints.get(name), isinstance(info, ArgumentInfo))


class PlainHelpCommand(TyperCommand):
    """A command whose Arguments section names each argument by its metavar alone.

    Typer writes an argument's Python type beside its metavar (``PATH
    <list[str]>``); the metavar already says what to type. Click's public
    ``format_options`` hook is overridden; the help text (with ``[required]``
    and defaults) is the parameter's own help record.
    """

    def format_options(self, ctx: Any, formatter: Any) -> None:
        arguments: list[tuple[str, str]] = []
        options: list[tuple[str, str]] = []
        for param in self.get_params(ctx):
            record = param.get_help_record(ctx)
            if record is None:
                continue
            if param.param_type_name == "argument":
                name = param.metavar or (param.name or "").upper()
                arguments.append((name + ("..." if param.nargs != 1 and param.metavar is None else ""), record[1]))
            else:
                options.append(record)
        for title, rows in (("Arguments", arguments), ("Options", options)):
            if rows:
                with formatter.section(title):
                    formatter.write_dl(rows)


def polish_help(app: typer.Typer) -> None:
    """Readable metavars, plain argument names and whole first sentences for every command of *app* and its groups."""
    for command in app.registered_commands:
        if command.callback is None:
            continue
        if command.cls in (None, TyperCommand):  # the default: Typer's own command class
            command.cls = PlainHelpCommand
        _polish_command(command.callback)
        doc = command.help or command.callback.__doc__
        if command.short_help is None and doc:
            command.short_help = _first_sentence(doc)
    for group in app.registered_groups:
        if group.typer_instance is not None:
            own = group.typer_instance.registered_callback  # a group's own options (``mem profile --topic``)
            if own is not None and own.callback is not None:
                _polish_command(own.callback)
            polish_help(group.typer_instance)
