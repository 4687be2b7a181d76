"""The settings a fast-mode context pack reads, without building the pydantic Config.

Why: importing :mod:`memcli.config` builds nine pydantic models, which costs
more CPU than the whole pack (docs/benchmarks.md). A pack in fast mode reads
only ``user.*``, ``context.*``, ``profile.topics`` and ``recall.mode``; when
``config.toml`` is missing, or holds plainly valid values for those keys,
they are read with :mod:`tomllib` straight into the small read-only views
below, which have the same attribute names as :class:`memcli.config.Config`.
Anything unusual (a wrong type, a value out of range, an unknown key in
these sections, a file that does not parse) returns ``None``, and the caller
loads the full validated Config, so errors read exactly as for every other
command. ``tests/test_context_settings.py`` checks that the defaults here
equal :class:`memcli.config.Config`'s, so the two cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

CONFIG_FILE = "config.toml"  # memcli.config.CONFIG_NAME (not imported: it loads pydantic)
_TOPICS = ["basic_info", "contact", "education", "work", "interest", "preference", "relationship", "health",
           "life_event"]


@dataclass(frozen=True)
class UserView:
    id: str = "default"
    name: str = ""
    timezone: str = ""


@dataclass(frozen=True)
class ContextView:
    budget: int = 8000
    unit: str = "tokens"
    profile_ratio: float = 0.4
    agreements_ratio: float = 0.1
    timeline_ratio: float = 0.2
    query_ratio: float = 0.2
    query_focus: float = 0.75
    gist_after_days: int = 180
    distant_after_days: int = 730
    recent_records: int = 20
    chats_messages: int = 12
    neighbour_turns: int = 1
    neighbour_chars: int = 300
    prefer_topics: tuple[str, ...] = ()
    only_topics: tuple[str, ...] = ()

    def model_dump_json(self) -> str:
        """The same role as pydantic's: a fingerprint of every value (for the stable-part cache)."""
        import json

        return json.dumps([getattr(self, f.name) for f in fields(self)], ensure_ascii=False)


@dataclass(frozen=True)
class ProfileView:
    topics: tuple[str, ...] = tuple(_TOPICS)


@dataclass(frozen=True)
class RecallView:
    mode: str = "fast"


@dataclass(frozen=True)
class PackSettings:
    """Duck-types the parts of :class:`memcli.config.Config` a fast pack reads."""

    user: UserView = field(default_factory=UserView)
    context: ContextView = field(default_factory=ContextView)
    profile: ProfileView = field(default_factory=ProfileView)
    recall: RecallView = field(default_factory=RecallView)


# key → (type, min, max, allowed values); None means unchecked
_RULES: dict[str, dict[str, tuple[type, float | None, float | None, tuple[str, ...] | None]]] = {
    "user": {"id": (str, None, None, None), "name": (str, None, None, None), "timezone": (str, None, None, None)},
    "context": {
        "budget": (int, 1, None, None),
        "unit": (str, None, None, ("tokens", "bytes")),
        "profile_ratio": (float, 0, 1, None),
        "agreements_ratio": (float, 0, 1, None),
        "timeline_ratio": (float, 0, 1, None),
        "query_ratio": (float, 0, 1, None),
        "query_focus": (float, 0, 1, None),
        "gist_after_days": (int, 0, None, None),
        "distant_after_days": (int, 0, None, None),
        "recent_records": (int, 0, None, None),
        "chats_messages": (int, 1, None, None),
        "neighbour_turns": (int, 0, None, None),
        "neighbour_chars": (int, 0, None, None),
        "prefer_topics": (list, None, None, None),
        "only_topics": (list, None, None, None),
    },
    "profile": {"topics": (list, None, None, None)},
    "recall": {"mode": (str, None, None, ("fast", "semantic", "deep"))},
}
# sections whose other keys a fast pack does not read (they are validated by the full loader elsewhere)
_PARTIAL = {"profile", "recall"}
_KNOWN_SECTIONS = {"user", "buffer", "embedding", "llm", "recall", "context", "resolver", "profile"}


def _ok(value: Any, rule: tuple[type, float | None, float | None, tuple[str, ...] | None]) -> bool:
    kind, lo, hi, allowed = rule
    if kind is float:
        if type(value) not in (int, float):
            return False
    elif kind is list:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    elif type(value) is not kind:
        return False
    if lo is not None and value < lo:
        return False
    if hi is not None and value > hi:
        return False
    return allowed is None or value in allowed


def read_pack_settings(home: Path) -> PackSettings | None:
    """The pack's settings from ``config.toml`` (defaults when absent), or None when in doubt."""
    path = home / CONFIG_FILE
    if not path.exists():
        return PackSettings()
    import tomllib

    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    if not isinstance(raw, dict) or not set(raw) <= _KNOWN_SECTIONS:
        return None
    values: dict[str, dict[str, Any]] = {}
    for section, rules in _RULES.items():
        data = raw.get(section, {})
        if not isinstance(data, dict):
            return None
        if section not in _PARTIAL and not set(data) <= set(rules):
            return None
        chosen: dict[str, Any] = {}
        for key, rule in rules.items():
            if key in data:
                if not _ok(data[key], rule):
                    return None
                value = data[key]
                chosen[key] = tuple(value) if isinstance(value, list) else (
                    float(value) if rule[0] is float else value
                )
        values[section] = chosen
    return PackSettings(
        user=UserView(**values["user"]),
        context=ContextView(**values["context"]),
        profile=ProfileView(**values["profile"]),
        recall=RecallView(**values["recall"]),
    )
