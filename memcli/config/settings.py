"""Every key of ``config.toml``, defined once: its type, default and what a valid value is.

Both readers of the file work from these classes. The validated loader
(:mod:`memcli.config.schema`) builds its pydantic models from them at run
time; the light reader (:mod:`memcli.config.light`), which packs, recalls and
the small reads use because importing pydantic and building its models costs
more CPU than a whole ``mem recall`` (docs/benchmarks.md), checks a file's
values against the same definitions and hands out instances of these classes.

A section is a class: each annotated attribute is a key, its value a
:func:`setting` (default, bounds, allowed values, a check from
:mod:`memcli.config.checks`). Instances are the settings as read: read-only
attributes named as in the file. :class:`Settings` holds one instance per
section; an attribute ending in ``_`` is the file's table without it
(``import_`` is ``[import]``, a Python keyword).

No ``from __future__ import annotations`` here: the annotations are the
types both readers check against, so they are evaluated. Plain classes
rather than dataclasses: :mod:`dataclasses` imports :mod:`inspect`, which the
fast read path does not otherwise load.
"""

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from memcli.config.checks import absolute_folders, env_name, http_url, known_zone, user_id
from memcli.core.limits import ImportLimits


class Setting:
    """One key: its default and the rules a value must meet (pydantic's bounds, by the same names)."""

    __slots__ = ("name", "kind", "default", "ge", "gt", "le", "min_length", "one_of", "check")

    def __init__(self, default: Any, ge: float | None, gt: float | None, le: float | None, min_length: int | None,
                 one_of: tuple[str, ...] | None, check: Callable[[Any], Any] | None) -> None:
        self.name = ""  # set by the section class
        self.kind: Any = None  # the annotation: str, int, float, bool, list[str], dict[str, float], …
        self.default = default
        self.ge, self.gt, self.le, self.min_length = ge, gt, le, min_length
        self.one_of = one_of
        self.check = check

    def fresh_default(self) -> Any:
        """The default, a new copy of it when it is a list or a dict (no two settings share one)."""
        return _copy(self.default)

    def bounds(self) -> dict[str, Any]:
        """The numeric and length bounds that are set, by pydantic's names."""
        return {k: getattr(self, k) for k in ("ge", "gt", "le", "min_length") if getattr(self, k) is not None}


def setting(default: Any, *, ge: float | None = None, gt: float | None = None, le: float | None = None,
            min_length: int | None = None, one_of: tuple[str, ...] | None = None,
            check: Callable[[Any], Any] | None = None) -> Any:
    """Declare a key (typed ``Any`` so that ``budget: int = setting(8000, ge=1)`` reads as an ``int``)."""
    return Setting(default, ge, gt, le, min_length, one_of, check)


def _copy(value: Any) -> Any:
    if isinstance(value, list):
        return list(value)
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


class Section:
    """Read-only settings of one table; keyword arguments override the defaults."""

    SETTINGS: ClassVar[dict[str, Setting]] = {}  # key → its definition, in the file's order

    def __init_subclass__(cls) -> None:
        specs: dict[str, Setting] = {}
        for name, kind in cls.__dict__.get("__annotations__", {}).items():
            spec = cls.__dict__.get(name)
            if isinstance(spec, Setting):
                if isinstance(kind, str):
                    raise TypeError(f"{cls.__name__}.{name}: the annotation is text; declare settings in a module "
                                    "without `from __future__ import annotations` (both readers check the type)")
                spec.name, spec.kind = name, kind
                specs[name] = spec
                delattr(cls, name)  # an instance always holds its value; a missing one is an error, not the spec
        cls.SETTINGS = specs

    def __init__(self, **values: Any) -> None:
        unknown = set(values) - set(self.SETTINGS)
        if unknown:
            raise TypeError(f"{type(self).__name__}: unknown settings {sorted(unknown)}")
        for name, spec in self.SETTINGS.items():
            object.__setattr__(self, name, values[name] if name in values else spec.fresh_default())

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self.model_dump_json())

    def __repr__(self) -> str:
        return f"{type(self).__name__}(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in self.SETTINGS) + ")"

    def to_dict(self) -> dict[str, Any]:
        """Every key with its value, as in the file (pydantic's ``model_dump`` gives the same)."""
        return {name: _copy(getattr(self, name)) for name in self.SETTINGS}

    def model_dump_json(self) -> str:
        """A fingerprint of every value (the name and role of pydantic's, which the full Config answers)."""
        import json

        return json.dumps(self.to_dict(), ensure_ascii=False)


class UserSettings(Section):
    id: str = setting("default", min_length=1, check=user_id)
    name: str = setting("")
    timezone: str = setting("", check=known_zone)  # empty: the system's local zone
    # the names the user speaks under in chats (matched case-insensitively against speakers)
    names: list[str] = setting([])


class BufferSettings(Section):
    flush_tokens: int = setting(1024, ge=1)
    idle_flush_minutes: int = setting(60, ge=0)
    episode_gap_minutes: int = setting(180, ge=1)


class EmbeddingSettings(Section):
    model: str = setting("multilingual-e5-small")
    batch_size: int = setting(64, ge=1)
    enabled: bool = setting(True)
    # how a recall encodes its query: int8 weights through ONNX Runtime (faster), or the exact float network
    query_encoder: str = setting("int8", one_of=("int8", "float"))


class LLMSettings(Section):
    base_url: str = setting("", check=http_url)
    model: str = setting("")
    api_key_env: str = setting("MEM_LLM_API_KEY", check=env_name)
    api_key: str = setting("")
    timeout_seconds: float = setting(60.0, gt=0)  # one request, whole: connect, send, headers and body together
    max_retries: int = setting(2, ge=0)
    # every LLM call, retry and pause of one flush together; past it the batch in flight is distilled offline
    # and the batches not started stay pending for the next flush (so a slow endpoint cannot hold the lock)
    flush_deadline_seconds: float = setting(900.0, gt=0)
    # the longest reply a call may take, in tokens (0: not sent, the endpoint decides). A small local model can
    # repeat itself until its whole context is full (SmolLM2-135M did: minutes per call, still computing after the
    # timeout); OpenAI's reasoning models refuse the field, so it is off unless set
    max_tokens: int = setting(0, ge=0)


class RecallSettings(Section):
    mode: str = setting("fast", one_of=("fast", "semantic", "deep"))
    # the MCP server's recall and context tools when a call names no mode. A long-lived server loads the model
    # once, so semantic costs it milliseconds, not the ~0.13 s of CPU a whole `mem` process pays for NumPy and the
    # model; semantic found more on every dev set (recall@10) and packed more on LoCoMo and MADial (docs/quality.md)
    mcp_mode: str = setting("semantic", one_of=("fast", "semantic", "deep"))
    candidates: int = setting(200, ge=10)
    semantic_window: int = setting(50000, ge=1)
    weight_text: float = setting(1.0)
    # the vector side's weight against the full-text side's 1.0 in fused recall. Chosen on four dev sets at once
    # (LoCoMo, MADial-zh, MemDaily, LongMemEval-S; docs/quality.md, "Fusion that transfers"): with similarities
    # measured against the stored vectors' mean, 1.5 was at or above the old rule on every set
    weight_vector: float = setting(1.5)
    # the weight for a query written in Chinese (Han) characters; a mixed query's weight lies between the two by
    # its share of Han letters. The same as weight_vector by default: a separate Chinese weight (2.0, chosen on
    # MADial-zh alone) did not carry over to MemDaily
    weight_vector_cjk: float = setting(1.5)
    # how much a memory's importance (0-100, records 50) adds: a tie-breaker. At 0.2 a profile slot of importance 95
    # outranked evidence five vector places above it in a small store; 0.05 changed no dev set (docs/quality.md)
    weight_importance: float = setting(0.05)
    weight_recency: float = setting(0.2)
    recency_half_life_days: float = setting(365.0, gt=0)
    usage_weighting: bool = setting(False)
    type_weights: dict[str, float] = setting({
        "record": 1.0, "event": 1.0, "profile": 1.0, "fact": 1.0, "agreement": 1.1, "emotion": 0.9,
        "relationship": 1.0, "identity": 1.0, "knowledge": 1.0,
    })


class ContextSettings(Section):
    budget: int = setting(8000, ge=1)
    unit: str = setting("tokens", one_of=("tokens", "bytes"))
    # recall for a pack's query section when `mem context` names no --mode. Semantic packs more evidence on every
    # dev set (LoCoMo, MADial-zh, MemDaily; docs/quality.md, "Semantic packs") and a whole `mem context --query`
    # stays within its 0.25 s of CPU on a 100k store; `mem recall` keeps recall.mode (fast), which must cost 50 ms
    mode: str = setting("semantic", one_of=("fast", "semantic", "deep"))
    profile_ratio: float = setting(0.4, ge=0, le=1)
    agreements_ratio: float = setting(0.1, ge=0, le=1)
    timeline_ratio: float = setting(0.2, ge=0, le=1)
    query_ratio: float = setting(0.2, ge=0, le=1)
    query_focus: float = setting(0.75, ge=0, le=1)  # with a query, this share of profile/agreements (and all of the timeline's) goes to it; 0: none
    gist_after_days: int = setting(180, ge=0)
    distant_after_days: int = setting(730, ge=0)
    recent_records: int = setting(20, ge=0)
    recent_days: int = setting(30, ge=0)  # "recent records" are those of this many days before the pack's today
    chats_messages: int = setting(12, ge=1)
    neighbour_turns: int = setting(1, ge=0)  # a record hit brings this many turns before and after it
    neighbour_chars: int = setting(300, ge=0)  # longer turns around a hit are cut to about this many characters (0: whole)
    prefer_topics: list[str] = setting([])  # profile topics shown (and kept) first
    only_topics: list[str] = setting([])  # if set, the pack's profile shows only these


class ResolverSettings(Section):
    skip_distance: float = setting(0.12, ge=0, le=2)
    merge_distance: float = setting(0.35, ge=0, le=2)


class ProfileSettings(Section):
    topics: list[str] = setting(["basic_info", "contact", "education", "work", "interest", "preference",
                                 "relationship", "health", "life_event", "belongings", "places"])
    # user-defined sub-topics: {"topic": {"sub_topic": "description"}}
    custom: dict[str, dict[str, str]] = setting({})
    max_sub_topics: int = setting(15, ge=1)
    max_slot_tokens: int = setting(128, ge=8)


_LIMITS = ImportLimits()  # the defaults live with the type the importers hold the bounds in


class ImportSettings(Section):
    # what one input file may hold: why and what each bound means, with the defaults, in memcli/core/limits.py
    max_message_chars: int = setting(_LIMITS.max_message_chars, ge=1)
    max_entry_chars: int = setting(_LIMITS.max_entry_chars, ge=1)
    max_archive_bytes: int = setting(_LIMITS.max_archive_bytes, ge=1)
    max_compression_ratio: int = setting(_LIMITS.max_compression_ratio, ge=1)


class StoreSettings(Section):
    # another store than the SQLite file in MEM_HOME: postgresql://USER@HOST/DB ($MEM_STORE and --store win);
    # memcli.store.location reads it too (the store layer imports nothing of config)
    url: str = setting("")


class McpSettings(Section):
    # Folders whose files the MCP tool import_file may import. Empty: the tool is not offered at all, because
    # anyone who can call tools (an agent steered by a prompt injection) would otherwise import any file the
    # server's account can read and then recall its lines.
    import_roots: list[str] = setting([], check=absolute_folders)
    # `mem mcp --http`: sessions open at once (each holds a task and buffers; a client that leaks them gets 503
    # past this, not the server's memory), and how long one may sit with no request in flight before it is closed
    max_sessions: int = setting(64, ge=1)
    session_idle_seconds: float = setting(300.0, gt=0)


class LLMAccess:
    """What the settings say about the LLM, for the full Config and the light settings alike."""

    if TYPE_CHECKING:  # not at run time: pydantic would take an annotation of a base class for a field
        llm: LLMSettings

    def llm_api_key(self) -> str:
        """The API key from the environment variable named in config (or the file)."""
        if self.llm.api_key_env and os.environ.get(self.llm.api_key_env):
            return os.environ[self.llm.api_key_env]
        return self.llm.api_key

    def llm_enabled(self) -> bool:
        return bool(self.llm.base_url and self.llm.model)


class Settings(LLMAccess):
    """Every section, read-only; ``Settings()`` is every default."""

    user: UserSettings
    buffer: BufferSettings
    embedding: EmbeddingSettings
    llm: LLMSettings
    recall: RecallSettings
    context: ContextSettings
    resolver: ResolverSettings
    profile: ProfileSettings
    import_: ImportSettings
    store: StoreSettings
    mcp: McpSettings

    def __init__(self, **sections: Section) -> None:
        for attribute, kind in SECTIONS.values():
            given = sections.pop(attribute, None)
            object.__setattr__(self, attribute, given if given is not None else kind())
        if sections:
            raise TypeError(f"Settings: unknown sections {sorted(sections)}")

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Settings is read-only")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and all(getattr(self, a) == getattr(other, a) for a, _k in SECTIONS.values())

    def __hash__(self) -> int:
        return hash(tuple(getattr(self, a).model_dump_json() for a, _k in SECTIONS.values()))

    def __repr__(self) -> str:
        return "Settings(" + ", ".join(f"{a}={getattr(self, a)!r}" for a, _k in SECTIONS.values()) + ")"

    def to_dict(self) -> dict[str, dict[str, Any]]:
        """Every setting by table, as in the file (``Config.model_dump()`` gives the same)."""
        return {table: getattr(self, attribute).to_dict() for table, (attribute, _kind) in SECTIONS.items()}


SECTIONS: dict[str, tuple[str, type[Section]]] = {
    attribute.rstrip("_"): (attribute, kind) for attribute, kind in Settings.__annotations__.items()
}
"""Table in ``config.toml`` → (the attribute of :class:`Settings` and of the full Config, its section class)."""
