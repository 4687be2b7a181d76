"""The light view of :mod:`memcli.config.schema`: generated, do not edit.

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


# section → key → what a plainly valid value is (kind, pydantic's bounds, one_of, a config_checks function)
RULES: dict[str, dict[str, dict[str, Any]]] = {
    'user': {
        'id': {'kind': 'str', 'min_length': 1, 'check': 'user_id'},
        'name': {'kind': 'str'},
        'timezone': {'kind': 'str', 'check': 'known_zone'},
        'names': {'kind': 'list[str]'},
    },
    'buffer': {
        'flush_tokens': {'kind': 'int', 'ge': 1},
        'idle_flush_minutes': {'kind': 'int', 'ge': 0},
        'episode_gap_minutes': {'kind': 'int', 'ge': 1},
    },
    'embedding': {
        'model': {'kind': 'str'},
        'batch_size': {'kind': 'int', 'ge': 1},
        'enabled': {'kind': 'bool'},
        'query_encoder': {'kind': 'str', 'one_of': ('int8', 'float')},
    },
    'llm': {
        'base_url': {'kind': 'str', 'check': 'http_url'},
        'model': {'kind': 'str'},
        'api_key_env': {'kind': 'str', 'check': 'env_name'},
        'api_key': {'kind': 'str'},
        'timeout_seconds': {'kind': 'float', 'gt': 0},
        'max_retries': {'kind': 'int', 'ge': 0},
        'flush_deadline_seconds': {'kind': 'float', 'gt': 0},
        'max_tokens': {'kind': 'int', 'ge': 0},
    },
    'recall': {
        'mode': {'kind': 'str', 'one_of': ('fast', 'semantic', 'deep')},
        'mcp_mode': {'kind': 'str', 'one_of': ('fast', 'semantic', 'deep')},
        'candidates': {'kind': 'int', 'ge': 10},
        'semantic_window': {'kind': 'int', 'ge': 1},
        'weight_text': {'kind': 'float'},
        'weight_vector': {'kind': 'float'},
        'weight_vector_cjk': {'kind': 'float'},
        'weight_importance': {'kind': 'float'},
        'weight_recency': {'kind': 'float'},
        'recency_half_life_days': {'kind': 'float', 'gt': 0},
        'usage_weighting': {'kind': 'bool'},
        'type_weights': {'kind': 'dict[str, float]'},
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
    'resolver': {
        'skip_distance': {'kind': 'float', 'ge': 0, 'le': 2},
        'merge_distance': {'kind': 'float', 'ge': 0, 'le': 2},
    },
    'profile': {
        'topics': {'kind': 'list[str]'},
        'custom': {'kind': 'dict[str, dict[str, str]]'},
        'max_sub_topics': {'kind': 'int', 'ge': 1},
        'max_slot_tokens': {'kind': 'int', 'ge': 8},
    },
    'import': {
        'max_message_chars': {'kind': 'int', 'ge': 1},
        'max_entry_chars': {'kind': 'int', 'ge': 1},
        'max_archive_bytes': {'kind': 'int', 'ge': 1},
        'max_compression_ratio': {'kind': 'int', 'ge': 1},
    },
    'store': {
        'url': {'kind': 'str'},
    },
    'mcp': {
        'import_roots': {'kind': 'list[str]', 'check': 'absolute_folders'},
        'max_sessions': {'kind': 'int', 'ge': 1},
        'session_idle_seconds': {'kind': 'float', 'gt': 0},
    },
}


class UserView(_View):
    __slots__ = ('id', 'name', 'timezone', 'names')
    id: str
    name: str
    timezone: str
    names: tuple[str, ...]
    _DEFAULTS = {'id': 'default', 'name': '', 'timezone': '', 'names': ()}


class BufferView(_View):
    __slots__ = ('flush_tokens', 'idle_flush_minutes', 'episode_gap_minutes')
    flush_tokens: int
    idle_flush_minutes: int
    episode_gap_minutes: int
    _DEFAULTS = {'flush_tokens': 1024, 'idle_flush_minutes': 60, 'episode_gap_minutes': 180}


class EmbeddingView(_View):
    __slots__ = ('model', 'batch_size', 'enabled', 'query_encoder')
    model: str
    batch_size: int
    enabled: bool
    query_encoder: str
    _DEFAULTS = {'model': 'multilingual-e5-small', 'batch_size': 64, 'enabled': True, 'query_encoder': 'int8'}


class LlmView(_View):
    __slots__ = ('base_url', 'model', 'api_key_env', 'api_key', 'timeout_seconds', 'max_retries', 'flush_deadline_seconds', 'max_tokens')
    base_url: str
    model: str
    api_key_env: str
    api_key: str
    timeout_seconds: float
    max_retries: int
    flush_deadline_seconds: float
    max_tokens: int
    _DEFAULTS = {'base_url': '', 'model': '', 'api_key_env': 'MEM_LLM_API_KEY', 'api_key': '', 'timeout_seconds': 60.0, 'max_retries': 2, 'flush_deadline_seconds': 900.0, 'max_tokens': 0}


class RecallView(_View):
    __slots__ = ('mode', 'mcp_mode', 'candidates', 'semantic_window', 'weight_text', 'weight_vector', 'weight_vector_cjk', 'weight_importance', 'weight_recency', 'recency_half_life_days', 'usage_weighting', 'type_weights')
    mode: str
    mcp_mode: str
    candidates: int
    semantic_window: int
    weight_text: float
    weight_vector: float
    weight_vector_cjk: float
    weight_importance: float
    weight_recency: float
    recency_half_life_days: float
    usage_weighting: bool
    type_weights: dict[str, float]
    _DEFAULTS = {'mode': 'fast', 'mcp_mode': 'semantic', 'candidates': 200, 'semantic_window': 50000, 'weight_text': 1.0, 'weight_vector': 1.5, 'weight_vector_cjk': 1.5, 'weight_importance': 0.05, 'weight_recency': 0.2, 'recency_half_life_days': 365.0, 'usage_weighting': False, 'type_weights': {'record': 1.0, 'event': 1.0, 'profile': 1.0, 'fact': 1.0, 'agreement': 1.1, 'emotion': 0.9, 'relationship': 1.0, 'identity': 1.0, 'knowledge': 1.0}}


class ContextView(_View):
    __slots__ = ('budget', 'unit', 'profile_ratio', 'agreements_ratio', 'timeline_ratio', 'query_ratio', 'query_focus', 'gist_after_days', 'distant_after_days', 'recent_records', 'recent_days', 'chats_messages', 'neighbour_turns', 'neighbour_chars', 'prefer_topics', 'only_topics')
    budget: int
    unit: str
    profile_ratio: float
    agreements_ratio: float
    timeline_ratio: float
    query_ratio: float
    query_focus: float
    gist_after_days: int
    distant_after_days: int
    recent_records: int
    recent_days: int
    chats_messages: int
    neighbour_turns: int
    neighbour_chars: int
    prefer_topics: tuple[str, ...]
    only_topics: tuple[str, ...]
    _DEFAULTS = {'budget': 8000, 'unit': 'tokens', 'profile_ratio': 0.4, 'agreements_ratio': 0.1, 'timeline_ratio': 0.2, 'query_ratio': 0.2, 'query_focus': 0.75, 'gist_after_days': 180, 'distant_after_days': 730, 'recent_records': 20, 'recent_days': 30, 'chats_messages': 12, 'neighbour_turns': 1, 'neighbour_chars': 300, 'prefer_topics': (), 'only_topics': ()}


class ResolverView(_View):
    __slots__ = ('skip_distance', 'merge_distance')
    skip_distance: float
    merge_distance: float
    _DEFAULTS = {'skip_distance': 0.12, 'merge_distance': 0.35}


class ProfileView(_View):
    __slots__ = ('topics', 'custom', 'max_sub_topics', 'max_slot_tokens')
    topics: tuple[str, ...]
    custom: dict[str, dict[str, str]]
    max_sub_topics: int
    max_slot_tokens: int
    _DEFAULTS = {'topics': ('basic_info', 'contact', 'education', 'work', 'interest', 'preference', 'relationship', 'health', 'life_event', 'belongings', 'places'), 'custom': {}, 'max_sub_topics': 15, 'max_slot_tokens': 128}


class ImportView(_View):
    __slots__ = ('max_message_chars', 'max_entry_chars', 'max_archive_bytes', 'max_compression_ratio')
    max_message_chars: int
    max_entry_chars: int
    max_archive_bytes: int
    max_compression_ratio: int
    _DEFAULTS = {'max_message_chars': 200000, 'max_entry_chars': 67108864, 'max_archive_bytes': 1073741824, 'max_compression_ratio': 100}


class StoreView(_View):
    __slots__ = ('url',)
    url: str
    _DEFAULTS = {'url': ''}


class McpView(_View):
    __slots__ = ('import_roots', 'max_sessions', 'session_idle_seconds')
    import_roots: tuple[str, ...]
    max_sessions: int
    session_idle_seconds: float
    _DEFAULTS = {'import_roots': (), 'max_sessions': 64, 'session_idle_seconds': 300.0}


class LightSettings(_View):
    """Duck-types the settings of :class:`memcli.config.schema.Config` (not its methods)."""

    __slots__ = ('user', 'buffer', 'embedding', 'llm', 'recall', 'context', 'resolver', 'profile', 'import_', 'store', 'mcp')
    user: UserView
    buffer: BufferView
    embedding: EmbeddingView
    llm: LlmView
    recall: RecallView
    context: ContextView
    resolver: ResolverView
    profile: ProfileView
    import_: ImportView
    store: StoreView
    mcp: McpView
    _DEFAULTS = {'user': UserView, 'buffer': BufferView, 'embedding': EmbeddingView, 'llm': LlmView, 'recall': RecallView, 'context': ContextView, 'resolver': ResolverView, 'profile': ProfileView, 'import_': ImportView, 'store': StoreView, 'mcp': McpView}


# section in config.toml → (the attribute of LightSettings and Config, its view)
VIEWS: dict[str, tuple[str, type[_View]]] = {
    'user': ('user', UserView),
    'buffer': ('buffer', BufferView),
    'embedding': ('embedding', EmbeddingView),
    'llm': ('llm', LlmView),
    'recall': ('recall', RecallView),
    'context': ('context', ContextView),
    'resolver': ('resolver', ResolverView),
    'profile': ('profile', ProfileView),
    'import': ('import_', ImportView),
    'store': ('store', StoreView),
    'mcp': ('mcp', McpView),
}
