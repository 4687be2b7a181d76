"""Settings: pydantic models mirrored in ``config.toml``.

The file is read with :mod:`tomllib` and written with :mod:`tomli_w`. Every
key has a default, so a missing or partial file is fine; an unknown key or a
value of the wrong type is a clear error rather than a silent surprise.
Secrets never live here by value: ``llm.api_key_env`` names the environment
variable holding the key (a literal ``llm.api_key`` is accepted only when
the file is private, mode 0600, and is always masked on output).
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from collections.abc import Callable
from typing import Any

import tomli_w
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from memcli.config.checks import (  # noqa: F401 (re-exported)
    MASK, SECRET_KEYS, CONFIG_FILE, absolute_folders, env_name, http_url, known_zone, masked, user_id,
)
from memcli.core.errors import MemError

CONFIG_NAME = CONFIG_FILE


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


def _checked(field: str, check: Callable[[str], str]) -> Any:
    """A validator of *field* that runs *check* from :mod:`memcli.config.checks`.

    The function is tagged with the check's name, so the generated light
    schema (:mod:`memcli.config.codegen`) names the same check for the light reader.
    """

    def run(cls: type, value: str) -> str:
        return check(value)

    run.light_check = check.__name__  # type: ignore[attr-defined]
    return field_validator(field)(classmethod(run))  # type: ignore[arg-type]


class UserConfig(_Section):
    id: str = Field("default", min_length=1)
    name: str = ""
    timezone: str = ""  # empty: the system's local zone
    # the names the user speaks under in chats (matched case-insensitively against speakers)
    names: list[str] = Field(default_factory=list)

    _known_zone = _checked("timezone", known_zone)
    _user_id = _checked("id", user_id)


class BufferConfig(_Section):
    flush_tokens: int = Field(1024, ge=1)
    idle_flush_minutes: int = Field(60, ge=0)
    episode_gap_minutes: int = Field(180, ge=1)


class EmbeddingConfig(_Section):
    model: str = "multilingual-e5-small"
    batch_size: int = Field(64, ge=1)
    enabled: bool = True
    # how a recall encodes its query: int8 weights through ONNX Runtime (faster), or the exact float network
    query_encoder: str = Field("int8", pattern="^(int8|float)$")


class LLMConfig(_Section):
    base_url: str = ""
    model: str = ""
    api_key_env: str = "MEM_LLM_API_KEY"
    api_key: str = ""
    timeout_seconds: float = Field(60.0, gt=0)  # one request, whole: connect, send, headers and body together
    max_retries: int = Field(2, ge=0)
    # every LLM call, retry and pause of one flush together; past it the batch in flight is distilled offline
    # and the batches not started stay pending for the next flush (so a slow endpoint cannot hold the lock)
    flush_deadline_seconds: float = Field(900.0, gt=0)
    # the longest reply a call may take, in tokens (0: not sent, the endpoint decides). A small local model can
    # repeat itself until its whole context is full (SmolLM2-135M did: minutes per call, still computing after the
    # timeout); OpenAI's reasoning models refuse the field, so it is off unless set
    max_tokens: int = Field(0, ge=0)

    _http_url = _checked("base_url", http_url)
    _env_name = _checked("api_key_env", env_name)


class RecallConfig(_Section):
    mode: str = Field("fast", pattern="^(fast|semantic|deep)$")
    # the MCP server's recall and context tools when a call names no mode. A long-lived server loads the model
    # once, so semantic costs it milliseconds, not the ~0.13 s of CPU a whole `mem` process pays for NumPy and the
    # model; semantic found more on every dev set (recall@10) and packed more on LoCoMo and MADial (docs/quality.md)
    mcp_mode: str = Field("semantic", pattern="^(fast|semantic|deep)$")
    candidates: int = Field(200, ge=10)
    semantic_window: int = Field(50000, ge=1)
    weight_text: float = 1.0
    # the vector side's weight against the full-text side's 1.0 in fused recall. Chosen on four dev sets at once
    # (LoCoMo, MADial-zh, MemDaily, LongMemEval-S; docs/quality.md, "Fusion that transfers"): with similarities
    # measured against the stored vectors' mean, 1.5 was at or above the old rule on every set
    weight_vector: float = 1.5
    # the weight for a query written in Chinese (Han) characters; a mixed query's weight lies between the two by
    # its share of Han letters. The same as weight_vector by default: a separate Chinese weight (2.0, chosen on
    # MADial-zh alone) did not carry over to MemDaily
    weight_vector_cjk: float = 1.5
    # how much a memory's importance (0-100, records 50) adds: a tie-breaker. At 0.2 a profile slot of importance 95
    # outranked evidence five vector places above it in a small store; 0.05 changed no dev set (docs/quality.md)
    weight_importance: float = 0.05
    weight_recency: float = 0.2
    recency_half_life_days: float = Field(365.0, gt=0)
    usage_weighting: bool = False
    type_weights: dict[str, float] = Field(
        default_factory=lambda: {
            "record": 1.0,
            "event": 1.0,
            "profile": 1.0,
            "fact": 1.0,
            "agreement": 1.1,
            "emotion": 0.9,
            "relationship": 1.0,
            "identity": 1.0,
            "knowledge": 1.0,
        }
    )


class ContextConfig(_Section):
    budget: int = Field(8000, ge=1)
    unit: str = Field("tokens", pattern="^(tokens|bytes)$")
    profile_ratio: float = Field(0.4, ge=0, le=1)
    agreements_ratio: float = Field(0.1, ge=0, le=1)
    timeline_ratio: float = Field(0.2, ge=0, le=1)
    query_ratio: float = Field(0.2, ge=0, le=1)
    query_focus: float = Field(0.75, ge=0, le=1)  # with a query, this share of profile/agreements/timeline goes to it
    gist_after_days: int = Field(180, ge=0)
    distant_after_days: int = Field(730, ge=0)
    recent_records: int = Field(20, ge=0)
    recent_days: int = Field(30, ge=0)  # "recent records" are those of this many days before the pack's today
    chats_messages: int = Field(12, ge=1)
    neighbour_turns: int = Field(1, ge=0)  # a record hit brings this many turns before and after it
    neighbour_chars: int = Field(300, ge=0)  # longer turns around a hit are cut to about this many characters (0: whole)
    prefer_topics: list[str] = Field(default_factory=list)  # profile topics shown (and kept) first
    only_topics: list[str] = Field(default_factory=list)  # if set, the pack's profile shows only these


class ResolverConfig(_Section):
    skip_distance: float = Field(0.12, ge=0, le=2)
    merge_distance: float = Field(0.35, ge=0, le=2)


class ProfileConfig(_Section):
    topics: list[str] = Field(
        default_factory=lambda: [
            "basic_info",
            "contact",
            "education",
            "work",
            "interest",
            "preference",
            "relationship",
            "health",
            "life_event",
            "belongings",
            "places",
        ]
    )
    # user-defined sub-topics: {"topic": {"sub_topic": "description"}}
    custom: dict[str, dict[str, str]] = Field(default_factory=dict)
    max_sub_topics: int = Field(15, ge=1)
    max_slot_tokens: int = Field(128, ge=8)


class ImportConfig(_Section):
    # Bounds on what one input may hold, so that a huge or hostile file costs a clear error
    # instead of gigabytes of memory: segmentation, indexing and distillation all grow with one
    # record's length, and a zip or SQLite file can expand far beyond its size on disk.
    max_message_chars: int = Field(200_000, ge=1)  # one message/entry/note; longer ones refuse the file
    max_entry_chars: int = Field(64 << 20, ge=1)  # one unit a reader holds whole (a line, a conversation)
    max_archive_bytes: int = Field(1 << 30, ge=1)  # uncompressed bytes read from one archive (zip)
    max_compression_ratio: int = Field(100, ge=1)  # a zip member expanding more than this is refused


class StoreConfig(_Section):
    # another store than the SQLite file in MEM_HOME: postgresql://USER@HOST/DB ($MEM_STORE and --store win);
    # read without this model by memcli.store.location (the fast path), validated here with the rest
    url: str = ""


class McpConfig(_Section):
    # Folders whose files the MCP tool import_file may import. Empty: the tool is not offered at all, because
    # anyone who can call tools (an agent steered by a prompt injection) would otherwise import any file the
    # server's account can read and then recall its lines.
    import_roots: list[str] = Field(default_factory=list)
    # `mem mcp --http`: sessions open at once (each holds a task and buffers; a client that leaks them gets 503
    # past this, not the server's memory), and how long one may sit with no request in flight before it is closed
    max_sessions: int = Field(64, ge=1)
    session_idle_seconds: float = Field(300.0, gt=0)

    _absolute_folders = _checked("import_roots", absolute_folders)


class Config(_Section):
    # `import` is a Python keyword: the field is import_, the file and `config set` say import
    model_config = ConfigDict(
        extra="forbid", validate_assignment=True, serialize_by_alias=True, validate_by_name=True, validate_by_alias=True
    )

    user: UserConfig = Field(default_factory=UserConfig)
    buffer: BufferConfig = Field(default_factory=BufferConfig)
    embedding: EmbeddingConfig = Field(default_factory=EmbeddingConfig)
    llm: LLMConfig = Field(default_factory=LLMConfig)
    recall: RecallConfig = Field(default_factory=RecallConfig)
    context: ContextConfig = Field(default_factory=ContextConfig)
    resolver: ResolverConfig = Field(default_factory=ResolverConfig)
    profile: ProfileConfig = Field(default_factory=ProfileConfig)
    import_: ImportConfig = Field(default_factory=ImportConfig, alias="import")
    store: StoreConfig = Field(default_factory=StoreConfig)
    mcp: McpConfig = Field(default_factory=McpConfig)

    def llm_api_key(self) -> str:
        """The API key from the environment variable named in config (or the file)."""
        if self.llm.api_key_env and os.environ.get(self.llm.api_key_env):
            return os.environ[self.llm.api_key_env]
        return self.llm.api_key

    def llm_enabled(self) -> bool:
        return bool(self.llm.base_url and self.llm.model)


DEFAULT_CONFIG_TEXT = """\
# mem configuration. Every key is optional; these are the defaults.
# Edit by hand or with `mem config set KEY VALUE`.

[user]
id = "default"            # whose memory this is (records, profile, buffer)
name = ""                 # your name, if you want packs to use it
timezone = ""             # IANA zone for naive timestamps; empty = the system's
names = []                # the names you speak under in group chats, e.g. ["Lin", "林岚"]

[buffer]
flush_tokens = 1024       # a user's pending buffer is distilled past this
idle_flush_minutes = 60   # `flush --if-due` also flushes a buffer idle this long
episode_gap_minutes = 180 # a gap this long between records starts a new event

[embedding]
model = "multilingual-e5-small"  # built in (no torch); or any sentence-transformers name/path with mem[st]
batch_size = 64
enabled = true

[llm]                     # optional; without base_url and model distillation runs offline
base_url = ""             # any OpenAI-compatible endpoint, e.g. http://127.0.0.1:8080/v1
model = ""
api_key_env = "MEM_LLM_API_KEY"  # the key is read from this environment variable
timeout_seconds = 60.0     # one request, start to end (not per read)
max_retries = 2
flush_deadline_seconds = 900.0  # all LLM calls of one flush; then the rest waits for the next flush
max_tokens = 0            # cap each reply (e.g. 1024) for a local model that may loop; 0: not sent

[recall]
mode = "fast"             # fast | semantic | deep
candidates = 200          # bounded candidate set per query
semantic_window = 50000   # semantic mode scores the most recent N embedded items
recency_half_life_days = 365.0
usage_weighting = false   # true: recalled items gain weight (off: reading never changes ranking)

[context]
budget = 8000
unit = "tokens"           # tokens (cl100k_base) | bytes (UTF-8)
profile_ratio = 0.4       # share of the budget for persona + profile
agreements_ratio = 0.1
timeline_ratio = 0.2
query_ratio = 0.2
query_focus = 0.75        # with a query, this share of the three above goes to the relevant memories
gist_after_days = 180     # older events are shown as gists
distant_after_days = 730  # older still: gist with a year label only
recent_records = 20       # "Recent records": at most this many records…
recent_days = 30          # …of the days before the pack's today (older ones are history: timeline and recall)
chats_messages = 12       # `--chats FILE`: the last N messages become the query
neighbour_turns = 1       # a recalled turn comes with this many turns before and after it
neighbour_chars = 300     # …longer ones cut to about this many characters (0 = whole turns)
prefer_topics = []        # profile topics shown (and kept under a tight budget) first
only_topics = []          # if set, packs show only these profile topics

[resolver]
skip_distance = 0.12      # a new memory this close to an old one is skipped (sources widened)
merge_distance = 0.35     # closer than this: merged or replaced; else created

[profile]                 # topics to capture; add your own
topics = ["basic_info", "contact", "education", "work", "interest", "preference", "relationship", "health", "life_event", "belongings", "places"]

[import]                  # bounds on one input file; a file over a bound is refused whole, nothing stored
max_message_chars = 200000   # longest message, entry or note (segmentation and indexing grow with it)
max_entry_chars = 67108864   # one unit read whole: a line, a JSON array element (a conversation), a note
max_archive_bytes = 1073741824  # uncompressed bytes read from one zip (Day One export)
max_compression_ratio = 100  # a zip member expanding more than this (a zip bomb) is refused

[mcp]
import_roots = []         # folders `mem mcp`'s import_file tool may import from; empty: no import_file tool
max_sessions = 64         # `mem mcp --http`: sessions open at once; more get HTTP 503 until one ends
session_idle_seconds = 300.0  # a session with no request in flight this long is closed (its id then gets 404)

# [profile.custom.travel]  # your own topic with sub-topics and descriptions
# visited = "places I have been"
"""


def config_path(home: Path) -> Path:
    return home / CONFIG_NAME


def load_config(home: Path) -> Config:
    """Read ``config.toml`` under *home*; defaults when it does not exist."""
    path = config_path(home)
    if not path.exists():
        return Config()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise MemError(f"{path}: not valid TOML ({exc}); fix or delete the file") from None
    try:
        return Config.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise MemError(f"{path}: {where}: {_message(first)}") from None


def _message(error: Any) -> str:
    """A pydantic error's text without the "Value error, " that our own validators' messages get."""
    return str(error["msg"]).removeprefix("Value error, ")


def save_config(home: Path, cfg: Config) -> None:
    """Write *cfg* atomically with mode 0600 (it may hold a key)."""
    path = config_path(home)
    from memcli.core.atomic import write_atomic

    data = cfg.model_dump(mode="python")
    if not data.get("store", {}).get("url"):
        # no [store] table unless a URL is set: the fast path's light settings reader does not know the table
        # and would fall back to the full (pydantic) loader for every command
        data.pop("store", None)
    try:
        body = tomli_w.dumps(data).encode("utf-8")
    except UnicodeEncodeError as exc:  # an argument that was not valid UTF-8 (lone surrogates)
        raise MemError(f"a setting is not valid UTF-8 text ({exc.reason}); nothing was changed") from None
    write_atomic(path, lambda fh: fh.write(body))
    path.with_suffix(".toml.tmp").unlink(missing_ok=True)  # what an older mem could leave after a failure


def write_default_config(home: Path) -> bool:
    """Create the commented default config if absent. Returns True if written."""
    path = config_path(home)
    if path.exists():
        return False
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(DEFAULT_CONFIG_TEXT)
    return True


def masked_dict(cfg: Config) -> dict[str, Any]:
    """The config as a dict with every secret value replaced by a mask."""
    return masked(cfg.model_dump(mode="json"))


def get_key(cfg: Config, key: str) -> Any:
    """Value of a dotted key such as ``context.budget`` (secrets masked)."""
    parts = key.split(".")
    node: Any = masked_dict(cfg)
    for part in parts:
        if not isinstance(node, dict) or part not in node:
            raise MemError(f"unknown config key {key!r}; see `mem config show`")
        node = node[part]
    return node


def config_keys() -> list[str]:
    """Every dotted key ``mem config set`` takes (for shell completion)."""
    out: list[str] = []

    def walk(prefix: str, node: Any) -> None:
        for name, value in node.items():
            if isinstance(value, dict) and not (prefix.startswith("recall") or prefix.startswith("profile")):
                walk(f"{prefix}{name}.", value)
            else:
                out.append(prefix + name)

    walk("", Config().model_dump(mode="python"))
    return out


def _parse_value(raw: str) -> Any:
    """Parse a command-line value as a TOML value, falling back to a string."""
    try:
        return tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        return raw


def set_key(cfg: Config, key: str, raw: str) -> Config:
    """Return a new Config with dotted *key* set to *raw* (validated)."""
    parts = key.split(".")
    data = cfg.model_dump(mode="python")
    node: Any = data
    for part in parts[:-1]:
        if not isinstance(node, dict) or part not in node:
            raise MemError(f"unknown config key {key!r}; see `mem config show`")
        node = node[part]
    leaf = parts[-1]
    if not isinstance(node, dict) or (leaf not in node and len(parts) < 3):
        raise MemError(f"unknown config key {key!r}; see `mem config show`")
    value = _parse_value(raw)
    if isinstance(node.get(leaf), str) and not isinstance(value, str):
        value = raw
    node[leaf] = value
    try:
        return Config.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise MemError(f"invalid value for {key}: {_message(first)}; the file is unchanged") from None
