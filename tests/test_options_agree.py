"""The light parser and Typer accept the same options, read from one table (memcli/cli/options.py).

Whatever command line the light parser takes, Typer takes too and hands the command's body the same
values; the app's commands are the table's; each body takes exactly the table's parameters. (That both
paths print the same bytes is checked on real processes in tests/test_fast_path_imports.py and
tests/test_context_settings.py.)
"""

from __future__ import annotations

import inspect
from typing import Any

import pytest
import typer
import typer.main
from hypothesis import given, settings, strategies as st
from typer.testing import CliRunner

from memcli.cli import options
from memcli.cli.app import app
from memcli.cli.fastpath import _runner, parse
from memcli.cli.options import COMMANDS, ROOT, Command
from memcli.cli.params import declare, typer_signature


def _typer_values(command: Command, argv: list[str]) -> tuple[int, dict[str, Any] | None]:
    """Typer's exit code for ``mem COMMAND ARGV`` and the values its callback would hand the body."""
    got: dict[str, Any] = {}

    def capture(ctx: typer.Context, **values: Any) -> None:
        got.update(values)

    probe = typer.Typer()
    probe.command("probe")(declare(capture, typer_signature(command.params), "probe", command.help))
    probe.command("other")(lambda: None)  # two commands: the probe is a subcommand, as in the app
    result = CliRunner().invoke(probe, ["probe", *argv])
    return result.exit_code, (got if result.exit_code == 0 else None)


_ANY = ["--", "-", "x", "a,b", "蓝色风筝", "0", "1", "3", "-1", "+2", "abc", "FAST", "--bogus", "-h", "-n5", "--json=1",
        "2024-01-01", "t.html"]


def _pieces(command: Command) -> st.SearchStrategy[list[str]]:
    """Pieces of a command line: mostly an option with a value that may or may not suit it, now and then anything."""
    values = st.sampled_from(_ANY)
    fitting: list[st.SearchStrategy[list[str]]] = []
    for p in command.params:
        for decl in p.decls or ("",):
            if p.is_argument:
                fitting.append(st.builds(lambda v: [v], values))
            elif p.kind == options.FLAG:
                fitting.append(st.just([decl]))
            else:
                own = st.sampled_from([*p.choices, *_ANY]) if p.choices else values
                fitting.append(st.builds(lambda v, d=decl: [d, v], own))
                if decl.startswith("--"):
                    fitting.append(st.builds(lambda v, d=decl: [f"{d}={v}"], own))
    return st.one_of(*fitting, *fitting, *fitting, st.builds(lambda v: [v], values))


@pytest.mark.parametrize("name", list(COMMANDS))
def test_whatever_the_light_parser_takes_typer_takes_with_the_same_values(name: str) -> None:
    command = COMMANDS[name]
    pieces = _pieces(command)
    taken = 0

    @settings(max_examples=150, deadline=None, database=None)
    @given(parts=st.lists(pieces, max_size=4))
    def check(parts: list[list[str]]) -> None:
        nonlocal taken
        argv = [word for part in parts for word in part]
        parsed = parse([*name.split(), *argv])
        if parsed is None:
            return  # handed to Typer as it stands
        taken += 1
        code, values = _typer_values(command, argv)
        assert code == 0, argv
        assert values is not None
        assert parsed[2] == {k: (list(v) if isinstance(v, tuple) else v) for k, v in values.items()}, argv

    check()
    assert taken >= 5  # the property was tested on command lines the light parser does take


def test_the_apps_commands_are_the_tables() -> None:
    group = typer.main.get_command(app)
    root = {p.name: p for p in group.params}
    for param in ROOT:
        assert tuple(root[param.name].opts) == param.decls
    for name, command in COMMANDS.items():
        cmd: Any = group
        for word in name.split():
            cmd = cmd.commands[word]
        built = {p.name: p for p in cmd.params}
        assert list(built) == [p.name for p in command.params], name
        for param in command.params:
            click_param = built[param.name]
            assert tuple(click_param.opts if not param.is_argument else ()) == (param.decls if not param.is_argument else ())
            assert bool(getattr(click_param, "is_flag", False)) == (param.kind == options.FLAG), (name, param.name)
            assert bool(getattr(click_param, "multiple", False)) == (param.kind == options.TEXTS), (name, param.name)
            assert click_param.required == param.required, (name, param.name)
            assert click_param.help == param.help if not param.is_argument else True


def test_each_body_takes_exactly_the_tables_parameters() -> None:
    """A new option cannot be forgotten: the body both parsers call takes every parameter by name."""
    for name, command in COMMANDS.items():
        taken = [p.name for p in inspect.signature(_runner(name)).parameters.values()
                 if p.kind is inspect.Parameter.KEYWORD_ONLY and p.default is inspect.Parameter.empty]
        assert sorted(taken) == sorted(p.name for p in command.params), name


def test_a_new_option_reaches_both_parsers(monkeypatch: pytest.MonkeyPatch) -> None:
    """An option added to the table is parsed by the light parser and by a Typer command built from it."""
    cues = COMMANDS["cues"]
    grown = Command("cues", cues.runner, cues.help, *cues.params,
                    options.Param("since", "--since", help="Only cues linked since this date."))
    monkeypatch.setitem(COMMANDS, "cues", grown)
    parsed = parse(["cues", "--since", "2024-01-01"])
    assert parsed is not None and parsed[2]["since"] == "2024-01-01"
    assert _typer_values(grown, ["--since", "2024-01-01"]) == (0, {"kind": None, "json_": False, "since": "2024-01-01"})

