"""Write :mod:`memcli.config_light_schema` from the pydantic schema in :mod:`memcli.config`.

    python -m memcli.config_codegen          # rewrite memcli/config_light_schema.py
    python -m memcli.config_codegen --check  # exit 1 if the checked-in file is out of date

Why generated: the fast read path (``mem recall``, ``mem context``) must not
import pydantic, yet it reads ``config.toml``. The pydantic models stay the
one definition of every key, default and bound; this module turns them into
plain data and frozen dataclasses, and ``tests/test_generated_modules.py``
fails when ``config.py`` changes without the file being regenerated.
"""

from __future__ import annotations

import re
import sys
import typing
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from memcli.config import Config

TARGET = Path(__file__).with_name("config_light_schema.py")
# The sections a pack or a recall reads, and for a section read only in part, which of its keys.
LIGHT: dict[str, tuple[str, ...] | None] = {
    "user": None, "context": None, "profile": ("topics", "custom"), "recall": None, "embedding": None,
}
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

HEADER = '''"""The light view of :mod:`memcli.config`: generated, do not edit.

Regenerate with ``python -m memcli.config_codegen`` after changing the
pydantic models; ``tests/test_generated_modules.py`` checks it is current.
Read by :mod:`memcli.context.settings` without importing pydantic.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any


class _View:
    """What the frozen views share with pydantic's models: a fingerprint of every value."""

    def model_dump_json(self) -> str:
        import json

        return json.dumps([getattr(self, f.name) for f in fields(self)], ensure_ascii=False)  # type: ignore[arg-type]
'''


def _section_name(name: str, info: FieldInfo) -> str:
    return info.alias or name


def _validator_checks(model: type[BaseModel]) -> dict[str, str]:
    """field → the :mod:`memcli.config_checks` function its validator runs."""
    out: dict[str, str] = {}
    for name, dec in model.__pydantic_decorators__.field_validators.items():
        check = getattr(dec.func, "light_check", None)
        if check is None:
            raise SystemExit(f"{model.__name__}.{name}: a validator the light reader cannot run "
                             "(write it in memcli/config_checks.py and attach it with _checked)")
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
    lines = ["", "", "@dataclass(frozen=True)", f"class {cls_name}(_View):"]
    for key, info in fields_.items():
        annotation = KINDS[info.annotation][1]
        default = _default(info)
        if isinstance(default, dict):
            lines.append(f"    {key}: {annotation} = field(default_factory=lambda: {default!r})")
        else:
            lines.append(f"    {key}: {annotation} = {default!r}")
    return lines


def render() -> str:
    """The text of :mod:`memcli.config_light_schema` for the current pydantic models."""
    sections = {_section_name(n, i): i for n, i in Config.model_fields.items()}
    rules: dict[str, dict[str, dict[str, Any]]] = {}
    views: list[str] = []
    view_names: dict[str, str] = {}
    for section, keys in LIGHT.items():
        model = typing.cast(type[BaseModel], sections[section].annotation)
        checks = _validator_checks(model)
        chosen = {k: i for k, i in model.model_fields.items() if keys is None or k in keys}
        rules[section] = {k: _rule(section, k, i, checks) for k, i in chosen.items()}
        view_names[section] = section.capitalize() + "View"
        views += _view_class(view_names[section], chosen)
    out = [HEADER.rstrip("\n"), "", ""]
    out.append(f"SECTIONS = frozenset({sorted(sections)!r})  # every table config.toml may hold")
    out.append(f"PARTIAL = frozenset({sorted(s for s, k in LIGHT.items() if k is not None)!r})"
               "  # sections the views read only in part")
    out.append("# section → key → what a plainly valid value is (kind, pydantic's bounds, one_of, a config_checks function)")
    out.append("RULES: dict[str, dict[str, dict[str, Any]]] = {")
    for section, keyed in rules.items():
        out.append(f"    {section!r}: {{")
        out += [f"        {key!r}: {rule!r}," for key, rule in keyed.items()]
        out.append("    },")
    out.append("}")
    out += views
    out += ["", "", "@dataclass(frozen=True)", "class LightSettings:",
            '    """Duck-types the parts of :class:`memcli.config.Config` a pack and a recall read."""', ""]
    out += [f"    {section}: {name} = field(default_factory={name})" for section, name in view_names.items()]
    out += ["", "", "VIEWS: dict[str, type[_View]] = {" + ", ".join(f"{s!r}: {n}" for s, n in view_names.items()) + "}"]
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        if current != text:
            sys.stderr.write(f"{TARGET} is out of date: run python -m memcli.config_codegen\n")
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
