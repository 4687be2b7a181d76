"""Store-level commands: init, config, stats, reindex.

The bodies of ``stats`` and ``config show`` are in :mod:`memcli.cli.store_run`,
their options in :mod:`memcli.cli.options` (the light parser reads them too).
"""

from __future__ import annotations

from typing import Optional

import typer

from memcli.cli.options import COMMANDS
from memcli.cli.output import emit_text, status
from memcli.cli.params import typer_command
from memcli.cli.state import get_state

config_app = typer.Typer(help="Show and change settings (config.toml); secrets are masked.", no_args_is_help=True)


config_app.command("show")(typer_command(COMMANDS["config show"]))


def _complete_key(incomplete: str) -> list[str]:
    from memcli.config.schema import config_keys

    return [k for k in config_keys() if k.startswith(incomplete)]


@config_app.command("get")
def config_get(
    ctx: typer.Context,
    key: str = typer.Argument(..., help="Dotted key, e.g. context.budget", autocompletion=_complete_key),
) -> None:
    """Print one setting."""
    import json

    from memcli.config.schema import get_key

    value = get_key(get_state(ctx).config, key)
    emit_text(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))


# unknown options pass through as arguments: `config set recall.weight_text -0.5` is a value, not an option
@config_app.command("set", context_settings={"ignore_unknown_options": True})
def config_set(
    ctx: typer.Context,
    key: str = typer.Argument(..., help="Dotted key, e.g. context.budget", autocompletion=_complete_key),
    value: str = typer.Argument(..., help="A TOML value: 8000, -0.5, true, \"text\", [\"a\", \"b\"]"),
) -> None:
    """Change one setting (validated with the same rules that load the file, which stays 0600)."""
    from memcli import api

    api.set_config(get_state(ctx), key, value)
    status(f"set {key}")


@config_app.command("path")
def config_path_cmd(ctx: typer.Context) -> None:
    """Print where config.toml lives."""
    from memcli.config.schema import config_path

    emit_text(str(config_path(get_state(ctx).home)))


def init(ctx: typer.Context) -> None:
    """Create the store and a commented default config.toml."""
    from memcli import api

    state = get_state(ctx)
    report = api.init(state)
    if report.database:
        status(f"store ready at {report.location}" + (f"; wrote {state.home}/config.toml" if report.wrote_config else ""))
    elif report.read_only:
        status(f"store already exists at {report.location} (read-only: it can be read, not changed)")
    else:
        status(f"{'store already exists' if report.existed else 'created store'} at {report.location}"
               + ("; wrote config.toml" if report.wrote_config else ""))


def reindex(
    ctx: typer.Context,
    user: Optional[str] = typer.Option(
        None, "--user", help="PostgreSQL: whose indexes (default: config user.id); a SQLite file is rebuilt whole."),
) -> None:
    """Rebuild every derived index (full-text, embeddings, vector file) from the tables."""
    from memcli import api

    report = api.reindex(get_state(ctx), user=user)
    status("reindexed: " + ", ".join(f"{k} {v}" for k, v in report.items()))


def register(app: typer.Typer) -> None:
    """Attach init, config, stats and reindex."""
    app.command("init")(init)
    app.add_typer(config_app, name="config")
    app.command("stats")(typer_command(COMMANDS["stats"]))
    app.command("reindex")(reindex)
