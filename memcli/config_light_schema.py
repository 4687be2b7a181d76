"""The light view of :mod:`memcli.config`: generated, do not edit.

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


SECTIONS = frozenset(['buffer', 'context', 'embedding', 'import', 'llm', 'profile', 'recall', 'resolver', 'user'])  # every table config.toml may hold
PARTIAL = frozenset(['profile'])  # sections the views read only in part
# section → key → what a plainly valid value is (kind, pydantic's bounds, one_of, a config_checks function)
RULES: dict[str, dict[str, dict[str, Any]]] = {
    'user': {
        'id': {'kind': 'str', 'min_length': 1},
        'name': {'kind': 'str'},
        'timezone': {'kind': 'str', 'check': 'known_zone'},
        'names': {'kind': 'list[str]'},
    },
    'context': {
        'budget': {'kind': 'int', 'ge': 1},
        'unit': {'kind': 'str', 'one_of': ('tokens', 'bytes')},
        'profile_ratio': {'kind': 'float', 'ge': 0, 'le': 1},
        'agreements_ratio': {'kind': 'float', 'ge': 0, 'le': 1},
        'timeline_ratio': {'kind': 'float', 'ge': 0, 'le': 1},
        'query_ratio': {'kind': 'float', 'ge': 0, 'le': 1},
        'query_focus': {'kind': 'float', 'ge': 0, 'le': 1},
        'gist_after_days': {'kind': 'int', 'ge': 0},
        'distant_after_days': {'kind': 'int', 'ge': 0},
        'recent_records': {'kind': 'int', 'ge': 0},
        'recent_days': {'kind': 'int', 'ge': 0},
        'chats_messages': {'kind': 'int', 'ge': 1},
        'neighbour_turns': {'kind': 'int', 'ge': 0},
        'neighbour_chars': {'kind': 'int', 'ge': 0},
        'prefer_topics': {'kind': 'list[str]'},
        'only_topics': {'kind': 'list[str]'},
    },
    'profile': {
        'topics': {'kind': 'list[str]'},
        'custom': {'kind': 'dict[str, dict[str, str]]'},
    },
    'recall': {
        'mode': {'kind': 'str', 'one_of': ('fast', 'semantic', 'deep')},
        'candidates': {'kind': 'int', 'ge': 10},
        'semantic_window': {'kind': 'int', 'ge': 1},
        'weight_text': {'kind': 'float'},
        'weight_vector': {'kind': 'float'},
        'weight_importance': {'kind': 'float'},
        'weight_recency': {'kind': 'float'},
        'recency_half_life_days': {'kind': 'float', 'gt': 0},
        'usage_weighting': {'kind': 'bool'},
        'type_weights': {'kind': 'dict[str, float]'},
    },
    'embedding': {
        'model': {'kind': 'str'},
        'batch_size': {'kind': 'int', 'ge': 1},
        'enabled': {'kind': 'bool'},
        'query_encoder': {'kind': 'str', 'one_of': ('int8', 'float')},
    },
}


@dataclass(frozen=True)
class UserView(_View):
    id: str = 'default'
    name: str = ''
    timezone: str = ''
    names: tuple[str, ...] = ()


@dataclass(frozen=True)
class ContextView(_View):
    budget: int = 8000
    unit: str = 'tokens'
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


@dataclass(frozen=True)
class ProfileView(_View):
    topics: tuple[str, ...] = ('basic_info', 'contact', 'education', 'work', 'interest', 'preference', 'relationship', 'health', 'life_event', 'belongings', 'places')
    custom: dict[str, dict[str, str]] = field(default_factory=lambda: {})


@dataclass(frozen=True)
class RecallView(_View):
    mode: str = 'fast'
    candidates: int = 200
    semantic_window: int = 50000
    weight_text: float = 1.0
    weight_vector: float = 0.5
    weight_importance: float = 0.2
    weight_recency: float = 0.2
    recency_half_life_days: float = 365.0
    usage_weighting: bool = False
    type_weights: dict[str, float] = field(default_factory=lambda: {'record': 1.0, 'event': 1.0, 'profile': 1.0, 'fact': 1.0, 'agreement': 1.1, 'emotion': 0.9, 'relationship': 1.0, 'identity': 1.0, 'knowledge': 1.0})


@dataclass(frozen=True)
class EmbeddingView(_View):
    model: str = 'multilingual-e5-small'
    batch_size: int = 64
    enabled: bool = True
    query_encoder: str = 'int8'


@dataclass(frozen=True)
class LightSettings:
    """Duck-types the parts of :class:`memcli.config.Config` a pack and a recall read."""

    user: UserView = field(default_factory=UserView)
    context: ContextView = field(default_factory=ContextView)
    profile: ProfileView = field(default_factory=ProfileView)
    recall: RecallView = field(default_factory=RecallView)
    embedding: EmbeddingView = field(default_factory=EmbeddingView)


VIEWS: dict[str, type[_View]] = {'user': UserView, 'context': ContextView, 'profile': ProfileView, 'recall': RecallView, 'embedding': EmbeddingView}
