"""The settings a pack or a recall reads, without building the pydantic Config.

Why: importing :mod:`memcli.config.schema` builds nine pydantic models, which costs
more CPU than a whole pack (docs/benchmarks.md), and packs, recalls, imports
and ``mem config show`` only read settings. When ``config.toml`` is
missing, or holds plainly valid values, they are read with
:mod:`tomllib` straight into the frozen views of
:mod:`memcli.config.light_schema`, which have the same attribute names as
:class:`memcli.config.schema.Config`. Anything unusual (a wrong type, a value out of
range, an unknown key, a file that does not parse) returns
``None``, and the caller loads the full validated Config, so errors read
exactly as for every other command.

The views, defaults and rules are generated from the pydantic models
(``python -m memcli.config.codegen``), never written here a second time.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memcli.config import checks as config_checks
from memcli.config.checks import CONFIG_FILE
from memcli.config.light_schema import RULES, VIEWS, LightSettings

__all__ = ["CONFIG_FILE", "LightSettings", "light_dict", "read_light_settings"]


def _number(value: Any) -> bool:
    return type(value) in (int, float)


def _strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _typed(value: Any, kind: str) -> bool:
    """Strict types: anything pydantic would have to coerce is left to pydantic."""
    if kind == "float":
        return _number(value)
    if kind == "list[str]":
        return _strings(value)
    if kind == "dict[str, float]":  # names to numbers (a bool is not a number here)
        return isinstance(value, dict) and all(isinstance(k, str) and _number(v) for k, v in value.items())
    if kind == "dict[str, dict[str, str]]":
        return isinstance(value, dict) and all(
            isinstance(t, str) and isinstance(subs, dict)
            and all(isinstance(k, str) and isinstance(v, str) for k, v in subs.items())
            for t, subs in value.items())
    return type(value).__name__ == kind


def _ok(value: Any, rule: dict[str, Any]) -> bool:
    if not _typed(value, rule["kind"]):
        return False
    if "ge" in rule and not value >= rule["ge"]:
        return False
    if "gt" in rule and not value > rule["gt"]:
        return False
    if "le" in rule and not value <= rule["le"]:
        return False
    if "lt" in rule and not value < rule["lt"]:
        return False
    if "min_length" in rule and len(value) < rule["min_length"]:
        return False
    if "max_length" in rule and len(value) > rule["max_length"]:
        return False
    if "one_of" in rule and value not in rule["one_of"]:
        return False
    if "check" in rule:
        try:
            getattr(config_checks, rule["check"])(value)
        except ValueError:
            return False
    return True


def _value(value: Any, kind: str) -> Any:
    """The view's form of a checked value: lists as tuples, numbers of float keys as floats."""
    if kind == "list[str]":
        return tuple(value)
    if kind == "dict[str, dict[str, str]]":
        return {t: dict(subs) for t, subs in value.items()}
    if kind == "dict[str, float]":
        return {k: float(v) for k, v in value.items()}
    return float(value) if kind == "float" else value


def read_light_settings(home: Path) -> LightSettings | None:
    """The light settings from ``config.toml`` (defaults when absent), or None when in doubt."""
    path = home / CONFIG_FILE
    if not path.exists():
        return LightSettings()
    import tomllib

    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    if not isinstance(raw, dict) or not set(raw) <= set(RULES):
        return None
    views: dict[str, Any] = {}
    for section, rules in RULES.items():
        data = raw.get(section, {})
        if not isinstance(data, dict):
            return None
        if not set(data) <= set(rules):
            return None
        chosen: dict[str, Any] = {}
        for key, rule in rules.items():
            if key in data:
                if not _ok(data[key], rule):
                    return None
                chosen[key] = _value(data[key], rule["kind"])
        attribute, view = VIEWS[section]
        views[attribute] = view(**chosen)
    return LightSettings(**views)


def light_dict(light: LightSettings) -> dict[str, dict[str, Any]]:
    """Every setting by section as in the file, as ``Config.model_dump(mode="json")`` gives it."""
    out: dict[str, dict[str, Any]] = {}
    for section, (attribute, _view) in VIEWS.items():
        view = getattr(light, attribute)
        out[section] = {name: _plain(getattr(view, name)) for name in view.__slots__}
    return out


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value
