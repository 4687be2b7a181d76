"""Write :mod:`memcli.config.light_schema` from the pydantic schema in :mod:`memcli.config.schema`.

    python -m memcli.config.codegen          # rewrite memcli/config/light_schema.py
    python -m memcli.config.codegen --check  # exit 1 if the checked-in file is out of date

Why generated: the fast read path (``mem recall``, ``mem context``) must not
import pydantic, yet it reads ``config.toml``. The pydantic models stay the
one definition of every key, default and bound; this module turns them into
plain data and frozen dataclasses, and ``tests/test_generated_modules.py``
fails when ``schema.py`` changes without the file being regenerated.
"""

from __future__ import annotations

import re
import sys
import typing
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from memcli.config.schema import Config

TARGET = Path(__file__).with_name("light_schema.py")
# annotation → (rule kind, the view's annotation)
KINDS: dict[Any, tuple[str, str]] = {
    str: ("str", "str"),
    int: ("int", "int"),
    float: ("float", "float"),
    bool: ("bool", "bool"),
    list[str]: ("list[str]", "tuple[str, ...]"),
    dict[str, float]: ("dict[str, float]", "dict[str, float]"),
    dict[str, dict[str, str]]: ("dict[str, dict[str, str]]", "dict[str, dict[str, str]]"),
}
_ALTERNATIVES = re.compile(r"\^\(([\w|]+)\)\$")

HEADER = '''"""The light view of :mod:`memcli.config.schema`: generated, do not edit.

Regenerate with ``python -m memcli.config.codegen`` after changing the
pydantic models; ``tests/test_generated_modules.py`` checks it is current.
Read by :mod:`memcli.config.light` without importing pydantic. Plain
classes with ``__slots__``, not dataclasses: :mod:`dataclasses` imports
:mod:`inspect`, which the fast read path does not otherwise load.
"""

from __future__ import annotations

from typing import Any


class _View:
    """Frozen settings: attributes named as in :class:`memcli.config.schema.Config`, defaults in ``_DEFAULTS``."""

    __slots__: tuple[str, ...] = ()
    _DEFAULTS: dict[str, Any] = {}

    def __init__(self, **values: Any) -> None:
        unknown = set(values) - set(self.__slots__)
        if unknown:
            raise TypeError(f"{type(self).__name__}: unknown settings {sorted(unknown)}")
        for name in self.__slots__:
            value = values[name] if name in values else self._DEFAULTS[name]
            if isinstance(value, type):  # a section's view: its defaults
                value = value()
            elif isinstance(value, dict) and name not in values:
                value = {k: dict(v) if isinstance(v, dict) else v for k, v in value.items()}
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and all(getattr(self, n) == getattr(other, n) for n in self.__slots__)

    def __hash__(self) -> int:
        return hash(self.model_dump_json())

    def __repr__(self) -> str:
        return f"{type(self).__name__}(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__) + ")"

    def model_dump_json(self) -> str:
        """The same role as pydantic's: a fingerprint of every value."""
        import json

        return json.dumps([getattr(self, n) for n in self.__slots__], ensure_ascii=False, default=repr)
'''


def _section_name(name: str, info: FieldInfo) -> str:
    return info.alias or name


def _validator_checks(model: type[BaseModel]) -> dict[str, str]:
    """field → the :mod:`memcli.config.checks` function its validator runs."""
    out: dict[str, str] = {}
    for name, dec in model.__pydantic_decorators__.field_validators.items():
        check = getattr(dec.func, "light_check", None)
        if check is None:
            raise SystemExit(f"{model.__name__}.{name}: a validator the light reader cannot run "
                             "(write it in memcli/config/checks.py and attach it with _checked)")
        for field_name in dec.info.fields:
            out[field_name] = check
    return out


def _rule(section: str, key: str, info: FieldInfo, checks: dict[str, str]) -> dict[str, Any]:
    if info.annotation not in KINDS:
        raise SystemExit(f"{section}.{key}: no light rule for {info.annotation!r}; add it to KINDS")
    rule: dict[str, Any] = {"kind": KINDS[info.annotation][0]}
    for meta in info.metadata:
        for bound in ("ge", "gt", "le", "lt", "min_length", "max_length"):
            if getattr(meta, bound, None) is not None:
                rule[bound] = getattr(meta, bound)
        pattern = getattr(meta, "pattern", None)
        if pattern is not None:
            match = _ALTERNATIVES.fullmatch(pattern)
            if match is None:
                raise SystemExit(f"{section}.{key}: pattern {pattern!r} is not a list of alternatives")
            rule["one_of"] = tuple(match.group(1).split("|"))
    if key in checks:
        rule["check"] = checks[key]
    return rule


def _default(info: FieldInfo) -> Any:
    value = info.default_factory() if info.default_factory is not None else info.default  # type: ignore[call-arg]
    return tuple(value) if isinstance(value, list) else value


def _view_class(cls_name: str, fields_: dict[str, FieldInfo]) -> list[str]:
    lines = ["", "", f"class {cls_name}(_View):"]
    lines.append(f"    __slots__ = {tuple(fields_)!r}")
    lines += [f"    {key}: {KINDS[info.annotation][1]}" for key, info in fields_.items()]
    lines.append(f"    _DEFAULTS = {{{', '.join(f'{k!r}: {_default(i)!r}' for k, i in fields_.items())}}}")
    return lines


def render() -> str:
    """The text of :mod:`memcli.config.light_schema` for the current pydantic models."""
    rules: dict[str, dict[str, dict[str, Any]]] = {}
    views: list[str] = []
    view_names: dict[str, tuple[str, str]] = {}  # section in the file → (Config attribute, view class)
    for attribute, info in Config.model_fields.items():
        section = _section_name(attribute, info)
        model = typing.cast(type[BaseModel], info.annotation)
        checks = _validator_checks(model)
        rules[section] = {k: _rule(section, k, i, checks) for k, i in model.model_fields.items()}
        view_names[section] = (attribute, section.capitalize() + "View")
        views += _view_class(view_names[section][1], model.model_fields)
    out = [HEADER.rstrip("\n"), "", ""]
    out.append("# section → key → what a plainly valid value is (kind, pydantic's bounds, one_of, a config_checks function)")
    out.append("RULES: dict[str, dict[str, dict[str, Any]]] = {")
    for section, keyed in rules.items():
        out.append(f"    {section!r}: {{")
        out += [f"        {key!r}: {rule!r}," for key, rule in keyed.items()]
        out.append("    },")
    out.append("}")
    out += views
    out += ["", "", "class LightSettings(_View):",
            '    """Duck-types the settings of :class:`memcli.config.schema.Config` (not its methods)."""', ""]
    out.append(f"    __slots__ = {tuple(a for a, _n in view_names.values())!r}")
    out += [f"    {attribute}: {name}" for attribute, name in view_names.values()]
    out.append("    _DEFAULTS = {" + ", ".join(f"{a!r}: {n}" for a, n in view_names.values()) + "}")
    out += ["", "", "# section in config.toml → (the attribute of LightSettings and Config, its view)",
            "VIEWS: dict[str, tuple[str, type[_View]]] = {"]
    out += [f"    {s!r}: ({a!r}, {n})," for s, (a, n) in view_names.items()]
    out.append("}")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        if current != text:
            sys.stderr.write(f"{TARGET} is out of date: run python -m memcli.config.codegen\n")
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
