"""``mem stats``, ``mem config show``, ``mem doctor``: call :mod:`memcli.api`, print; free of Typer.

The Typer commands (:mod:`memcli.cli.store_cmds`, :mod:`memcli.cli.upkeep_cmds`)
and the Typer-free fast path (:mod:`memcli.cli.fastpath`) both call these
functions with the command's parameters by name, so the two paths print the
same bytes. A runner returns the exit code when it is not 0 (``doctor`` with
problems left).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memcli.cli.output import emit_json, emit_table, emit_text

if TYPE_CHECKING:
    from memcli.api.session import State


def stats_command(state: State, *, json_: bool) -> None:
    """Counts and sizes: a two-column table (``what``/``value``), nested values flattened as ``key.sub``."""
    from memcli import api

    data = api.stats(state)
    if json_:
        emit_json(data)
        return
    rows = [(k, v) for k, v in data.items() if not isinstance(v, (dict, list))]
    for key, value in data.items():
        if isinstance(value, dict):
            rows.extend((f"{key}.{k}", v) for k, v in value.items())
    emit_table("mem stats", ["what", "value"], rows)


def _flatten(prefix: str, node: object, out: list[tuple[str, str]]) -> None:
    if isinstance(node, dict):
        for key in node:
            _flatten(f"{prefix}.{key}" if prefix else key, node[key], out)
    else:
        import json

        out.append((prefix, json.dumps(node, ensure_ascii=False)))


def config_show_command(state: State, *, json_: bool) -> None:
    """Every setting with its value, secrets masked: ``key = json`` lines, or JSON."""
    from memcli.config.checks import masked

    data = masked(state.settings().to_dict())  # a plainly valid file needs no pydantic; else the loader says what is wrong
    if json_:
        emit_json(data)
        return
    rows: list[tuple[str, str]] = []
    _flatten("", data, rows)
    emit_text("\n".join(f"{k} = {v}" for k, v in rows))


def doctor_command(state: State, *, fix: bool, json_: bool) -> int:
    """Run the checks (repairing with *fix*) and print them; 1 when problems remain, else 0."""
    from memcli import api

    report = api.doctor(state, fix=fix)
    if json_:
        emit_json(report)
    else:
        lines = []
        for c in report["checks"]:
            mark = "fixed" if c["fixed"] else ("ok" if c["ok"] else "PROBLEM")
            lines.append(f"{mark:8} {c['name']}: {c['detail']}")
        if report["ok"]:
            lines.append("store is healthy")
        else:
            fixable = any(not c["ok"] and c["fixable"] for c in report["checks"])
            lines.append(
                f"{report['problems']} problem(s) found"
                + ("; run `mem doctor --fix` to repair" if fixable and not fix else "")
            )
        emit_text("\n".join(lines))
    return 0 if report["ok"] else 1
