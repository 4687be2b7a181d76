"""Checked-in modules generated from another definition are current: editing the source without
regenerating fails here (the fast read path reads them instead of importing pydantic or Typer)."""

from __future__ import annotations

from pathlib import Path

import pytest
import typer

from memcli.config import codegen as config_codegen


def test_the_light_config_schema_is_generated_from_the_pydantic_models() -> None:
    assert config_codegen.TARGET.read_text(encoding="utf-8") == config_codegen.render(), \
        "memcli/config/light_schema.py is stale: run python -m memcli.config.codegen"


def test_a_changed_pydantic_default_changes_the_generated_schema(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison above would notice an edit of config.py: the text follows the models."""
    from memcli.config.schema import ContextConfig

    before = config_codegen.render()
    monkeypatch.setattr(ContextConfig.model_fields["budget"], "default", 1234)
    after = config_codegen.render()
    assert before != after and "'budget': 1234" in after and "'budget': 8000" in before


def test_a_validator_without_a_light_check_is_refused() -> None:
    from pydantic import field_validator

    from memcli.config.schema import _Section

    class Odd(_Section):
        x: str = ""

        @field_validator("x")
        @classmethod
        def _odd(cls, value: str) -> str:
            return value

    with pytest.raises(SystemExit, match="cannot run"):
        config_codegen._validator_checks(Odd)


def test_light_reader_runs_the_same_checks_as_pydantic(tmp_path: Path) -> None:
    from memcli.config.light import read_light_settings

    (tmp_path / "config.toml").write_text('[user]\ntimezone = "Asia/Shanghai"\n', encoding="utf-8")
    light = read_light_settings(tmp_path)
    assert light is not None and light.user.timezone == "Asia/Shanghai"
    for text in ('[user]\ntimezone = "Mars/Olympus"\n', '[user]\nid = ""\n'):
        (tmp_path / "config.toml").write_text(text, encoding="utf-8")
        assert read_light_settings(tmp_path) is None, text  # the validated loader decides (and explains)


def test_the_fast_path_options_are_generated_from_the_typer_commands() -> None:
    from memcli.cli import fast_codegen

    assert fast_codegen.TARGET.read_text(encoding="utf-8") == fast_codegen.render(), \
        "memcli/cli/fast_options.py is stale: run python -m memcli.cli.fast_codegen"


def test_each_fast_runner_takes_exactly_the_typer_parameters() -> None:
    """A new Typer option cannot be forgotten: the body both paths call takes every parameter by name."""
    import inspect

    from memcli.cli.fast_options import COMMANDS
    from memcli.cli.fastpath import _runner

    for name, params in COMMANDS.items():
        taken = [p.name for p in inspect.signature(_runner(name)).parameters.values()
                 if p.kind is inspect.Parameter.KEYWORD_ONLY and p.default is inspect.Parameter.empty]
        assert sorted(taken) == sorted(params), name


def test_a_new_typer_option_shows_up_in_the_generated_table(monkeypatch: pytest.MonkeyPatch) -> None:
    from memcli.cli import fast_codegen
    from memcli.cli.app import app

    def cues(ctx: typer.Context, kind: str = typer.Option(None, "--kind"), json_: bool = typer.Option(False, "--json"),
             since: str = typer.Option(None, "--since")) -> None:
        """Cues."""

    info = next(c for c in app.registered_commands if c.name == "cues")
    monkeypatch.setattr(info, "callback", cues)
    assert "'since': {'default': None, 'opts': ('--since',), 'kind': 'str'}" in fast_codegen.render()


@pytest.mark.parametrize("text", [
    "",
    '[user]\nname = "Lin"\ntimezone = "Asia/Shanghai"\n[llm]\nbase_url = "http://127.0.0.1:8080/v1"\napi_key = "sk-x"\n'
    '[import]\nmax_message_chars = 10\n[profile.custom.travel]\nvisited = "places"\n[recall]\nweight_text = 2\n',
])
def test_light_settings_dump_as_pydantic_does(tmp_path: Path, text: str) -> None:
    """`mem config show` prints the light views when the file is plainly valid: the same values, the same order."""
    from memcli.config.schema import load_config, masked_dict
    from memcli.config.checks import masked
    from memcli.config.light import light_dict, read_light_settings

    (tmp_path / "config.toml").write_text(text, encoding="utf-8")
    light = read_light_settings(tmp_path)
    assert light is not None
    want = masked_dict(load_config(tmp_path))
    got = masked(light_dict(light))
    assert got == want and list(got) == list(want)
    assert all(list(got[s]) == list(want[s]) for s in want)
