"""Write :mod:`memcli.cli.fast_options` from the Typer commands' own parameters.

    python -m memcli.cli.fast_codegen          # rewrite memcli/cli/fast_options.py
    python -m memcli.cli.fast_codegen --check  # exit 1 if the checked-in file is out of date

Why generated: the fast path (:mod:`memcli.cli.fastpath`) parses the everyday
commands (``FAST_COMMANDS``) without importing Typer, which (with the pydantic
its coercion of every parameter brings) would cost more than the command itself. What it accepts is read here from the click
command Typer builds (:func:`typer.main.get_command`) and the callbacks'
annotations, so an option added to a Typer command reaches the fast path by
regenerating, and ``tests/test_generated_modules.py`` fails until it is.
"""

from __future__ import annotations

import inspect
import sys
import types
import typing
from pathlib import Path
from typing import Any

import typer.main
from typer.models import ArgumentInfo, OptionInfo

from memcli.cli.app import app

TARGET = Path(__file__).with_name("fast_options.py")
# the commands a prompt pipeline waits for, and the small reads that import neither pydantic nor a model
FAST_COMMANDS = ("recall", "read", "cues", "context", "stats", "profile", "timeline", "people", "config show", "doctor")
ROOT_OPTIONS = ("home",)  # the group's options the fast path takes (--version, --help go to Typer)

HEADER = '''"""What the Typer-free fast path accepts: generated from the Typer commands, do not edit.

Regenerate with ``python -m memcli.cli.fast_codegen`` after changing a command's
parameters; ``tests/test_generated_modules.py`` checks it is current.

Each parameter: ``opts`` (its option names; none for an argument), ``kind``
(flag, str, int, choice, argument, or typer: an option whose presence hands the
command line to Typer), ``default`` (what Typer passes when it is
not given), and where they apply ``multiple``, ``nargs``, ``required``,
``min``/``max`` and ``choices``.
"""

from __future__ import annotations

from typing import Any
'''


def _unwrap(annotation: Any) -> Any:
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    if typing.get_origin(annotation) in (typing.Union, types.UnionType) and len(args) == 1:
        annotation = args[0]
    if typing.get_origin(annotation) is list:
        annotation = typing.get_args(annotation)[0]
    return annotation


def _describe(param: Any, annotation: Any, info: Any) -> dict[str, Any]:
    """One click parameter as plain data (public click and Typer attributes only)."""
    spec: dict[str, Any] = {"default": param.default}
    if isinstance(info, ArgumentInfo):
        spec.update(kind="argument", nargs=param.nargs, required=bool(param.required))
        return spec
    spec["opts"] = tuple(param.opts)
    if getattr(param, "is_flag", False):
        spec["kind"] = "flag"
        return spec
    choices = getattr(param.callback, "choices", None)  # memcli.cli.params.choice tags its check
    base = _unwrap(annotation)
    if choices is not None:
        spec.update(kind="choice", choices=tuple(choices))
    elif base is int:
        spec["kind"] = "int"
        for bound in ("min", "max"):
            if getattr(info, bound, None) is not None:
                spec[bound] = getattr(info, bound)
    elif base is str and param.callback is None:
        spec["kind"] = "str"
    elif base is Path:  # rarely given, and Typer's own coercion decides what a path is
        spec["kind"] = "typer"
        return spec
    else:
        raise SystemExit(f"--{param.name}: the fast path has no rule for {annotation!r} (with a callback: "
                         f"{param.callback is not None}); teach memcli.cli.fastpath or drop the command from it")
    if param.multiple:
        spec["multiple"] = True
    return spec


def _params(callback: Any, click_params: list[Any]) -> dict[str, dict[str, Any]]:
    hints = typing.get_type_hints(callback)
    infos = {n: p.default for n, p in inspect.signature(callback).parameters.items()
             if isinstance(p.default, (OptionInfo, ArgumentInfo))}
    return {p.name: _describe(p, hints.get(p.name), infos.get(p.name))
            for p in click_params if p.name in infos and not getattr(p, "hidden", False)}


def collect() -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, dict[str, Any]]]]:
    """``(root options, {command: {parameter: spec}})`` for the fast commands, from the Typer app."""
    group = typer.main.get_command(app)
    root_callback = app.registered_callback.callback if app.registered_callback else None
    root = _params(root_callback, [p for p in group.params if p.name in ROOT_OPTIONS])
    return root, {name: _command(group, name.split()) for name in FAST_COMMANDS}


def _command(group: Any, path: list[str]) -> dict[str, dict[str, Any]]:
    """The parameters of the command at *path* (``["config", "show"]``) in the click group Typer built."""
    typer_app = app
    for part in path[:-1]:
        group = group.commands[part]
        typer_app = next(g.typer_instance for g in typer_app.registered_groups if g.name == part)
    found = [c.callback for c in typer_app.registered_commands if c.name == path[-1]]
    if not found:  # a group whose own callback is the command (``mem profile``, with ``mem profile reject``)
        sub = next(g.typer_instance for g in typer_app.registered_groups if g.name == path[-1])
        found = [sub.registered_callback.callback if sub.registered_callback else None]
    return _params(found[0], group.commands[path[-1]].params)


def render() -> str:
    """The text of :mod:`memcli.cli.fast_options` for the current Typer commands."""
    root, commands = collect()
    out = [HEADER.rstrip("\n"), "", ""]
    out.append(f"ROOT: dict[str, dict[str, Any]] = {root!r}")
    out.append("COMMANDS: dict[str, dict[str, dict[str, Any]]] = {")
    for name, params in commands.items():
        out.append(f"    {name!r}: {{")
        out += [f"        {p!r}: {spec!r}," for p, spec in params.items()]
        out.append("    },")
    out.append("}")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        if not TARGET.exists() or TARGET.read_text(encoding="utf-8") != text:
            sys.stderr.write(f"{TARGET} is out of date: run python -m memcli.cli.fast_codegen\n")
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
