"""Plain data passed between the distillation steps.

The steps are pure functions over these (extract → candidates, episodes →
event drafts); only :mod:`memcli.distill.store` touches the database, inside
the one write transaction per batch.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property


@dataclass
class Rec:
    """One buffered raw record, as distillation sees it (its likely secrets masked)."""

    id: int
    text: str
    role: str
    speaker: str | None
    user_id: str
    character: str
    session: str | None
    occurred_at: str
    occurred_ts: float
    tokens: int
    tags: list[str] = field(default_factory=list)
    extra: dict[str, object] = field(default_factory=dict)
    # whose words these are: "user", "character" or "person" (another human speaker,
    # see memcli.distill.owners); empty until assigned, then the role decides
    owner: str = ""

    def __post_init__(self) -> None:
        # Distillation never sees a likely secret (a PIN after 密码, a card number, a key: memcli.core.redact), so no
        # gist, memory, people fact or LLM prompt can copy it; the stored record keeps what the user wrote.
        from memcli.core.redact import mask_secrets

        self.text = mask_secrets(self.text)

    @property
    def is_user(self) -> bool:
        """True when a person wrote it (chat turn or diary), not the assistant/character."""
        return self.role.lower() not in NON_USER_ROLES

    @property
    def own(self) -> str:
        """Whose first-person words these are: ``user``, ``character`` or ``person`` (the speaker)."""
        if self.owner:
            return self.owner
        return "user" if self.is_user else "character"

    @cached_property
    def when(self) -> datetime:
        """The record's own wall-clock time (its stored offset): relative dates resolve against it."""
        return datetime.fromisoformat(self.occurred_at)


NON_USER_ROLES = frozenset({"assistant", "system", "tool", "function", "character", "bot", "ai", "model"})


@dataclass
class Candidate:
    """A memory the batch proposes: a profile slot operation or a governed memory.

    For ``type == "profile"``: ``op`` is ``set`` (single-value slot: a
    different value replaces the old one), ``append`` (list slot: the item
    joins the list), ``update`` (the LLM's merged full content) or
    ``remove`` (drop an item from a list slot, e.g. a like that became a
    dislike). ``content`` is the value/item. For other types ``content`` is
    the whole memory text and the resolver decides skip/merge/replace/create.
    """

    type: str
    content: str
    record_ids: list[int]
    occurred_ts: float
    occurred_at: str
    topic: str | None = None
    sub_topic: str | None = None
    op: str = "set"
    owner: str = "user"
    importance: int = 50
    lang: str = "en"
    vector_key: str | None = None  # text whose vector stands for this candidate
    opposite: tuple[str, str] | None = None  # like ↔ dislike: the slot the item leaves
    # type "person": a fact about another person (sub_topic is the attribute, content the value)
    person: str | None = None  # their name, when known
    relation: str | None = None  # how the user calls them (上司, 表弟, my brother), when known


@dataclass
class EventDraft:
    """One episode's event before it is written."""

    user_id: str
    character: str
    session: str | None
    occurred_at: str
    occurred_ts: float
    end_ts: float
    summary: str
    gists: list[str]
    tags: list[str]
    importance: int
    record_ids: list[int]
    vector_from_records: bool = False  # offline drafts: the event's vector is the mean of its records'


@dataclass
class BatchOutput:
    """Everything one batch derives; written in one transaction."""

    candidates: list[Candidate] = field(default_factory=list)
    events: list[EventDraft] = field(default_factory=list)
    llm_calls: int = 0
    used_llm: bool = False
    note: str | None = None
