"""The settings a pack or a recall reads, without building the pydantic Config.

Why: importing :mod:`memcli.config` builds nine pydantic models, which costs
more CPU than the whole pack (docs/benchmarks.md) and 135–185 ms of a
~0.85 s semantic ``mem recall`` process. A pack reads ``user.*``,
``context.*``, ``profile.topics`` and ``recall.*``; semantic and deep recall
read ``recall.*`` and ``embedding.*``. When ``config.toml`` is missing, or
holds plainly valid values for those keys, they are read with
:mod:`tomllib` straight into the small read-only views below, which have
the same attribute names as :class:`memcli.config.Config`. Anything unusual
(a wrong type, a value out of range, an unknown key in these sections, a
file that does not parse) returns ``None``, and the caller loads the full
validated Config, so errors read exactly as for every other command.
``tests/test_context_settings.py`` checks that the defaults here equal
:class:`memcli.config.Config`'s, so the two cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Optional, Union

CONFIG_FILE = "config.toml"  # memcli.config.CONFIG_NAME (not imported: it loads pydantic)
_TOPICS = ["basic_info", "contact", "education", "work", "interest", "preference", "relationship", "health",
           "life_event", "belongings", "places"]


@dataclass(frozen=True)
class UserView:
    id: str = "default"
    name: str = ""
    timezone: str = ""
    names: tuple[str, ...] = ()


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
    recent_days: int = 30
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
    custom: dict[str, dict[str, str]] = field(default_factory=dict)  # user topics → sub-topic → description


def _type_weights() -> dict[str, float]:
    return {"record": 1.0, "event": 1.0, "profile": 1.0, "fact": 1.0, "agreement": 1.1, "emotion": 0.9,
            "relationship": 1.0, "identity": 1.0, "knowledge": 1.0}


@dataclass(frozen=True)
class RecallView:
    mode: str = "fast"
    candidates: int = 200
    semantic_window: int = 50000
    weight_text: float = 1.0
    weight_vector: float = 0.5
    weight_importance: float = 0.2
    weight_recency: float = 0.2
    recency_half_life_days: float = 365.0
    usage_weighting: bool = False
    type_weights: dict[str, float] = field(default_factory=_type_weights)


@dataclass(frozen=True)
class EmbeddingView:
    model: str = "multilingual-e5-small"
    batch_size: int = 64
    enabled: bool = True
    query_encoder: str = "int8"


@dataclass(frozen=True)
class LightSettings:
    """Duck-types the parts of :class:`memcli.config.Config` a pack and a recall read."""

    user: UserView = field(default_factory=UserView)
    context: ContextView = field(default_factory=ContextView)
    profile: ProfileView = field(default_factory=ProfileView)
    recall: RecallView = field(default_factory=RecallView)
    embedding: EmbeddingView = field(default_factory=EmbeddingView)


class _SubTopics:
    """Rule type of ``profile.custom``: topic → {sub_topic: description}, all strings."""


# key → (type, min, max, allowed values); None means unchecked. A float *min* written as a one-item
# tuple is exclusive (pydantic's ``gt``).
Bound = Union[float, tuple[float], None]
Rule = tuple[type, Bound, Optional[float], Optional[tuple[str, ...]]]
_RULES: dict[str, dict[str, Rule]] = {
    "user": {"id": (str, None, None, None), "name": (str, None, None, None), "timezone": (str, None, None, None),
             "names": (list, None, None, None)},
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
        "recent_days": (int, 0, None, None),
        "chats_messages": (int, 1, None, None),
        "neighbour_turns": (int, 0, None, None),
        "neighbour_chars": (int, 0, None, None),
        "prefer_topics": (list, None, None, None),
        "only_topics": (list, None, None, None),
    },
    "profile": {"topics": (list, None, None, None), "custom": (_SubTopics, None, None, None)},
    "recall": {
        "mode": (str, None, None, ("fast", "semantic", "deep")),
        "candidates": (int, 10, None, None),
        "semantic_window": (int, 1, None, None),
        "weight_text": (float, None, None, None),
        "weight_vector": (float, None, None, None),
        "weight_importance": (float, None, None, None),
        "weight_recency": (float, None, None, None),
        "recency_half_life_days": (float, (0.0,), None, None),
        "usage_weighting": (bool, None, None, None),
        "type_weights": (dict, None, None, None),
    },
    "embedding": {
        "model": (str, None, None, None),
        "batch_size": (int, 1, None, None),
        "enabled": (bool, None, None, None),
        "query_encoder": (str, None, None, ("int8", "float")),
    },
}
# sections whose other keys the light views do not read (they are validated by the full loader elsewhere)
_PARTIAL = {"profile"}
_KNOWN_SECTIONS = {"user", "buffer", "embedding", "llm", "recall", "context", "resolver", "profile", "import"}


def _number(value: Any) -> bool:
    return type(value) in (int, float)


def _ok(value: Any, rule: Rule) -> bool:
    kind, lo, hi, allowed = rule
    if kind is float:
        if not _number(value):
            return False
    elif kind is list:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    elif kind is _SubTopics:
        return isinstance(value, dict) and all(
            isinstance(t, str) and isinstance(subs, dict) and all(isinstance(k, str) and isinstance(v, str)
                                                                  for k, v in subs.items())
            for t, subs in value.items())
    elif kind is dict:  # recall.type_weights: names to numbers (a bool is not a number here)
        return isinstance(value, dict) and all(isinstance(k, str) and _number(v) for k, v in value.items())
    elif type(value) is not kind:
        return False
    if isinstance(lo, tuple):
        if not value > lo[0]:
            return False
    elif lo is not None and value < lo:
        return False
    if hi is not None and value > hi:
        return False
    return allowed is None or value in allowed


def _value(value: Any, rule: Rule) -> Any:
    """The view's form of a checked value: lists as tuples, numbers of float keys as floats."""
    if isinstance(value, list):
        return tuple(value)
    if rule[0] is _SubTopics:
        return {t: dict(subs) for t, subs in value.items()}
    if isinstance(value, dict):
        return {k: float(v) for k, v in value.items()}
    return float(value) if rule[0] is float else value


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
                chosen[key] = _value(data[key], rule)
        values[section] = chosen
    return LightSettings(
        user=UserView(**values["user"]),
        context=ContextView(**values["context"]),
        profile=ProfileView(**values["profile"]),
        recall=RecallView(**values["recall"]),
        embedding=EmbeddingView(**values["embedding"]),
    )
