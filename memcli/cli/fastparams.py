"""Command-line values without pydantic for the obvious cases.

Why: Typer (from 0.29) coerces every parameter of the invoked command through a
pydantic ``TypeAdapter`` — even an option left at its default ``None`` builds
one. Importing pydantic and building those schemas more than doubles what a
small command such as ``mem stats`` or ``mem profile`` costs as a process
(``benchmarks/startup.py``; the figures are in ``docs/benchmarks.md``).

Typer has no public switch for this, so this is the one place that reaches
into Typer's internals (``typer.core._TyperParameter.get_runtime_param`` and
``typer._coercion.build_runtime_param``). :func:`install` wraps the
per-parameter coercion so that the cases whose outcome is certain are handled
directly, with exactly the result Typer would give: a missing value
(``None``), a string for a ``str`` parameter, strings for a ``list[str]``
argument, and an integer (a default, or plain decimal digits) inside the
parameter's ``min``/``max``. Everything else (paths, enums, floats,
out-of-range numbers, custom parsers) is handed to Typer's own coercion, so
its error messages and checks are unchanged. If a Typer release moves these
internals, :func:`install` does nothing: every command still works, only
slower, and ``tests/test_everyday_startup.py`` notices pydantic coming back.
"""

from __future__ import annotations

import re
import types
from typing import Any, Union, get_args, get_origin

_INT = re.compile(r"[+-]?\d{1,18}")


def _unwrap_optional(annotation: Any) -> Any:
    origin = get_origin(annotation)
    if origin is Union or origin is types.UnionType:
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return annotation


def _kind(descriptor: Any) -> str | None:
    """Which light path applies to this parameter, or None for Typer's own coercion."""
    info = descriptor.parameter_info
    if getattr(descriptor, "file_annotation", None) is not None:
        return None
    if getattr(info, "parser", None) is not None or getattr(info, "click_type", None) is not None:
        return None
    annotation = _unwrap_optional(descriptor.annotation)
    if annotation is str:
        return "str"
    if annotation is int and not getattr(info, "clamp", False):
        return "int"
    if get_origin(annotation) is list and get_args(annotation) == (str,):
        return "list_str"
    return "other"  # still saves the adapter when the value is missing


class _LightParam:
    """Duck-typed stand-in for Typer's ``RuntimeParam`` (only ``coerce`` is used)."""

    def __init__(self, descriptor: Any, kind: str) -> None:
        self.descriptor = descriptor
        self.kind = kind
        self._full: Any = None

    def _fallback(self) -> Any:
        if self._full is None:
            from typer._coercion import build_runtime_param

            self._full = build_runtime_param(self.descriptor)
        return self._full

    def coerce(self, value: Any, param: Any, ctx: Any) -> Any:
        if value is None:  # Typer returns these before looking at the type at all
            return () if (param.multiple or param.nargs == -1) else None
        kind = self.kind
        if kind == "str" and type(value) is str and param.nargs == 1 and not param.multiple:
            return value
        if kind == "list_str" and isinstance(value, (list, tuple)) and all(type(v) is str for v in value):
            return list(value)
        if kind == "int" and param.nargs == 1 and not param.multiple:
            number: int | None = None
            if type(value) is int:  # a default
                number = value
            elif type(value) is str and _INT.fullmatch(value):
                number = int(value)
            info = self.descriptor.parameter_info
            if number is not None and (info.min is None or number >= info.min) and (
                info.max is None or number <= info.max
            ):
                return number
        return self._fallback().coerce(value, param=param, ctx=ctx)


def install() -> bool:
    """Route Typer's parameter coercion through :class:`_LightParam`. Returns whether it took."""
    try:
        from typer import core
    except ImportError:  # pragma: no cover
        return False
    cls = getattr(core, "_TyperParameter", None)
    original = getattr(cls, "get_runtime_param", None)
    if cls is None or original is None or getattr(original, "_mem_light", False):
        return bool(original is not None and getattr(original, "_mem_light", False))

    def get_runtime_param(self: Any) -> Any:
        if getattr(self, "_runtime_param", None) is None:
            descriptor = getattr(self, "type_descriptor", None)
            kind = _kind(descriptor) if descriptor is not None else None
            if kind is None:
                return original(self)
            self._runtime_param = _LightParam(descriptor, kind)
        return self._runtime_param

    get_runtime_param._mem_light = True  # type: ignore[attr-defined]
    cls.get_runtime_param = get_runtime_param
    return True
