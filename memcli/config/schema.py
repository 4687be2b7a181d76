"""The validated loader of ``config.toml``: pydantic models built from :mod:`memcli.config.settings`.

The keys, defaults and bounds are defined once, in :mod:`memcli.config.settings`;
this module turns each section into a pydantic model at import (``create_model``),
so that a wrong value gets pydantic's message naming the key, and ``mem config
set`` validates with the same rules. The file is read with :mod:`tomllib` and
written with :mod:`tomli_w`. Every
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
from typing import TYPE_CHECKING, Any, cast

import tomli_w
from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model, field_validator

from memcli.config.checks import MASK, SECRET_KEYS, CONFIG_FILE, masked  # noqa: F401 (re-exported)
from memcli.config.settings import SECTIONS, LLMAccess, Section, Setting, Settings
from memcli.core.errors import MemError

CONFIG_NAME = CONFIG_FILE


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class _Root(BaseModel, LLMAccess):
    # `import` is a Python keyword: the field is import_, the file and `config set` say import
    model_config = ConfigDict(
        extra="forbid", validate_assignment=True, serialize_by_alias=True, validate_by_name=True, validate_by_alias=True
    )

    def to_dict(self) -> dict[str, dict[str, Any]]:
        """Every setting by table, as in the file (the light settings' ``to_dict`` gives the same)."""
        return self.model_dump(mode="python")


def _field(spec: Setting) -> Any:
    """The pydantic field of one definition: its bounds by the same names; allowed values as a pattern."""
    rules: dict[str, Any] = spec.bounds()
    if spec.one_of is not None:
        rules["pattern"] = "^(" + "|".join(spec.one_of) + ")$"
    if isinstance(spec.default, (list, dict)):
        return Field(default_factory=spec.fresh_default, **rules)
    return Field(spec.default, **rules)


def _checked(field: str, check: Callable[[str], str]) -> Any:
    """A validator of *field* that runs *check* from :mod:`memcli.config.checks`, as the light reader does."""

    def run(cls: type, value: str) -> str:
        return check(value)

    return field_validator(field)(classmethod(run))  # type: ignore[arg-type]


def _model(section: type[Section]) -> type[BaseModel]:
    """The pydantic model of one section of :mod:`memcli.config.settings` (``UserSettings`` → ``UserConfig``)."""
    validators = {f"_check_{name}": _checked(name, spec.check)
                  for name, spec in section.SETTINGS.items() if spec.check is not None}
    fields: dict[str, Any] = {name: (spec.kind, _field(spec)) for name, spec in section.SETTINGS.items()}
    return create_model(section.__name__.replace("Settings", "Config"), __base__=_Section,
                        __validators__=validators, **fields)


def _config_model() -> type[BaseModel]:
    fields: dict[str, Any] = {}
    for table, (attribute, kind) in SECTIONS.items():
        model = _model(kind)
        fields[attribute] = (model, Field(default_factory=model, alias=table if table != attribute else None))
    return create_model("Config", __base__=_Root, **fields)


_MODEL = _config_model()
if TYPE_CHECKING:
    # a model built at run time has no static fields: type checkers read the attributes where they are defined
    Config = Settings
else:
    Config = _MODEL


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
mode = "semantic"         # recall for the query section: fast | semantic | deep (`mem recall` uses recall.mode)
profile_ratio = 0.4       # share of the budget for persona + profile
agreements_ratio = 0.1
timeline_ratio = 0.2
query_ratio = 0.2
query_focus = 0.75        # with a query, this share of profile/agreements (and the whole timeline share) goes to the relevant memories; 0: none
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
        return cast("Config", _MODEL.model_validate(data))
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

    data = cfg.to_dict()
    if not data.get("store", {}).get("url"):
        # no [store] table unless a URL is set: memcli.store.location, asked by every command, then finds no
        # [store] in the text and parses no TOML at all
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
    return masked(cfg.to_dict())


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

    walk("", Settings().to_dict())
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
    data = cfg.to_dict()
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
        return cast("Config", _MODEL.model_validate(data))
    except ValidationError as exc:
        first = exc.errors()[0]
        raise MemError(f"invalid value for {key}: {_message(first)}; the file is unchanged") from None
