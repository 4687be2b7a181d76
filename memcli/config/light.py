"""The settings a pack, a recall or a small read needs, read without pydantic.

Why: importing pydantic and building the Config's models from
:mod:`memcli.config.settings` costs more CPU than a whole ``mem recall``
(docs/benchmarks.md), and those commands only read settings. When
``config.toml`` is missing, or holds plainly valid values, it is read with
:mod:`tomllib` and checked against the definitions in
:mod:`memcli.config.settings` (the same ones the validated loader builds its
models from): a value of exactly the declared type, within its bounds, one of
its allowed values, passing its check. Anything else — a value pydantic would
have to coerce, one out of range, an unknown key, a file that does not parse —
returns ``None``, and the caller loads the full validated Config, so errors
read exactly as for every other command.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memcli.config.checks import CONFIG_FILE
from memcli.config.settings import SECTIONS, Setting, Settings

LightSettings = Settings  # the name the readers below the CLI import
__all__ = ["CONFIG_FILE", "LightSettings", "read_light_settings"]


def _number(value: Any) -> bool:
    return type(value) in (int, float)


def _typed(value: Any, kind: Any) -> bool:
    """Strictly of type *kind*: anything pydantic would have to coerce is left to pydantic."""
    if kind is float:
        return _number(value)
    if kind in (str, int, bool):
        return type(value) is kind
    if kind == list[str]:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if kind == dict[str, float]:  # names to numbers (a bool is not a number here)
        return isinstance(value, dict) and all(isinstance(k, str) and _number(v) for k, v in value.items())
    if kind == dict[str, dict[str, str]]:
        return isinstance(value, dict) and all(
            isinstance(t, str) and isinstance(subs, dict)
            and all(isinstance(k, str) and isinstance(v, str) for k, v in subs.items())
            for t, subs in value.items())
    return False  # a type this reader does not know: the validated loader decides


def _ok(value: Any, spec: Setting) -> bool:
    if not _typed(value, spec.kind):
        return False
    if spec.ge is not None and not value >= spec.ge:
        return False
    if spec.gt is not None and not value > spec.gt:
        return False
    if spec.le is not None and not value <= spec.le:
        return False
    if spec.min_length is not None and len(value) < spec.min_length:
        return False
    if spec.one_of is not None and value not in spec.one_of:
        return False
    if spec.check is not None:
        try:
            spec.check(value)
        except ValueError:
            return False
    return True


def _value(value: Any, kind: Any) -> Any:
    """The form pydantic gives a checked value: numbers of float keys as floats."""
    if kind is float:
        return float(value)
    if kind == dict[str, float]:
        return {k: float(v) for k, v in value.items()}
    return value


def read_light_settings(home: Path) -> Settings | None:
    """The settings from ``config.toml`` (defaults when absent), or None when in doubt."""
    path = home / CONFIG_FILE
    if not path.exists():
        return Settings()
    import tomllib

    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    if not set(raw) <= set(SECTIONS):
        return None
    sections: dict[str, Any] = {}
    for table, (attribute, kind) in SECTIONS.items():
        data = raw.get(table, {})
        if not isinstance(data, dict) or not set(data) <= set(kind.SETTINGS):
            return None
        for key, value in data.items():
            if not _ok(value, kind.SETTINGS[key]):
                return None
        sections[attribute] = kind(**{key: _value(value, kind.SETTINGS[key].kind) for key, value in data.items()})
    return Settings(**sections)

