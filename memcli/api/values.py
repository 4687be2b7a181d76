"""The values :mod:`memcli.api` returns: typed views whose ``to_dict()`` is the CLI's ``--json``.

Plain slotted classes, not dataclasses: ``mem recall`` and ``mem read``
import these on the Typer-free fast path, and :mod:`dataclasses` (through
:mod:`inspect`) would be about a tenth of that whole process.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Mapping

    from memcli.recall.fulltext import Hit


class _Row:
    """A typed view of one object of the CLI's ``--json`` output; ``to_dict()`` is that object."""

    __slots__ = ("_data",)

    def __init__(self, data: Mapping[str, Any]) -> None:
        self._data = data

    def to_dict(self) -> dict[str, Any]:
        return dict(self._data)

    def get(self, key: str, default: Any = None) -> Any:
        """A field outside the typed ones (the JSON carries a few kind-specific extras)."""
        return self._data.get(key, default)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._data == other._data

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._data!r})"


class Item(_Row):
    """``mem read``: a record, memory or event with its sources."""

    __slots__ = ()

    @property
    def id(self) -> str:
        return str(self._data["id"])

    @property
    def kind(self) -> str:
        return str(self._data["kind"])

    @property
    def text(self) -> str:
        return str(self._data["text"])

    @property
    def occurred_at(self) -> str | None:
        return self._data.get("occurred_at")

    @property
    def sources(self) -> list[str]:
        return list(self._data.get("sources") or [])


class ProfileSlot(_Row):
    """One ``topic::sub_topic`` slot of ``mem profile``."""

    __slots__ = ()

    @property
    def id(self) -> str:
        return str(self._data["id"])

    @property
    def topic(self) -> str:
        return str(self._data["topic"])

    @property
    def sub_topic(self) -> str:
        return str(self._data["sub_topic"])

    @property
    def content(self) -> str:
        return str(self._data["content"])

    @property
    def status(self) -> str:
        return str(self._data["status"])

    @property
    def valid_to(self) -> str | None:
        return self._data.get("valid_to")

    @property
    def rejected(self) -> bool:
        """The owner rejected this value (``mem profile reject``): it stays in history only."""
        return bool(self._data.get("rejected"))

    @property
    def sources(self) -> list[str]:
        return list(self._data["sources"])


class ProfileRejection(_Row):
    """``mem profile reject``: the values now rejected and the slot's current value(s) afterwards."""

    __slots__ = ()

    @property
    def slot(self) -> str:
        return str(self._data["slot"])

    @property
    def rejected(self) -> list[dict[str, Any]]:
        """``{id, value}`` of each value marked rejected (kept in the slot's history)."""
        return list(self._data["rejected"])

    @property
    def current(self) -> list[dict[str, Any]]:
        """``{id, value}`` of what the slot holds now (empty: nothing)."""
        return list(self._data["current"])


class Event(_Row):
    """One event of ``mem timeline``."""

    __slots__ = ()

    @property
    def id(self) -> str:
        return str(self._data["id"])

    @property
    def occurred_at(self) -> str:
        return str(self._data["occurred_at"])

    @property
    def summary(self) -> str:
        return str(self._data["summary"])

    @property
    def gists(self) -> list[str]:
        return list(self._data["gists"])

    @property
    def tags(self) -> list[str]:
        return list(self._data["tags"])

    @property
    def sources(self) -> list[str]:
        return list(self._data["sources"])


class CueInfo(_Row):
    """One registered cue of ``mem cues``."""

    __slots__ = ()

    @property
    def kind(self) -> str:
        return str(self._data["kind"])

    @property
    def key(self) -> str:
        return str(self._data["key"])

    @property
    def records(self) -> int:
        return int(self._data["records"])


class ForgetReport(_Row):
    """What ``mem forget`` removed (or, with ``dry_run``, would remove)."""

    __slots__ = ()

    @property
    def dry_run(self) -> bool:
        return bool(self._data["dry_run"])

    @property
    def forgotten(self) -> list[dict[str, Any]]:
        return list(self._data["forgotten"])

    @property
    def counts(self) -> dict[str, int]:
        return dict(self._data["counts"])

    @property
    def rebuilt(self) -> list[dict[str, Any]]:
        """Derived items told again from the sources they have left."""
        return list(self._data.get("rebuilt", []))

    def lines(self, *, limit: int | None = None) -> list[str]:
        """The plain-text report ``mem forget`` prints (*limit*: at most that many forgotten records listed)."""
        from memcli.upkeep.forgetting import report_lines

        return report_lines(dict(self._data), limit=limit)


class MeReport(_Row):
    """``mem me``: who the user is in which chats now, and what was derived again (:func:`memcli.api.set_me`)."""

    __slots__ = ()

    @property
    def dry_run(self) -> bool:
        return bool(self._data["dry_run"])

    @property
    def names(self) -> list[str]:
        return list(self._data["names"])

    @property
    def chats(self) -> int:
        """Chats (sessions) in which a speaker of *names* speaks."""
        return int(self._data["chats"])

    @property
    def records(self) -> int:
        """Already distilled records whose owner changed (``now_user`` are the user's now)."""
        return int(self._data["records"])

    @property
    def rebuilt(self) -> list[dict[str, Any]]:
        """Memories and events told again: ``{"id", "kind", "text", "was"}``."""
        return list(self._data["rebuilt"])

    @property
    def removed(self) -> list[dict[str, Any]]:
        return list(self._data["removed"])

    @property
    def people_removed(self) -> list[str]:
        """People (``p3 Nadia``) who left the people index because they are the user."""
        return list(self._data["people_removed"])

    def lines(self) -> list[str]:
        """The plain-text report ``mem me`` prints."""
        d = self._data
        who = " / ".join(d["names"])
        verb = "would be" if d["dry_run"] else "are"
        out = [f"{who}: {d['chats']} chat{'s' if d['chats'] != 1 else ''}, {d['marked']} turns newly marked as yours"]
        if not d["records"]:
            out.append("nothing distilled so far reads differently" + ("" if d["dry_run"] else "; nothing to derive again"))
        else:
            out.append(f"{d['records']} distilled records read differently: {d['now_user']} {verb} your words now, "
                       f"{d['now_others']} someone else's")
            out.append(f"memories: {d['memories_created']} created, {d['memories_updated']} updated, "
                       f"{len(d['rebuilt'])} rebuilt, {len(d['removed'])} removed")
        out += [f"{'would rebuild' if d['dry_run'] else 'rebuilt'} {it['id']}: {it['text']}  (was: {it['was']})"
                for it in d["rebuilt"]]
        out += [f"{'would remove' if d['dry_run'] else 'removed'} {it['id']}: {it['text']}" for it in d["removed"]]
        out += [f"{'would leave' if d['dry_run'] else 'left'} the people index (it is you): {p}"
                for p in d["people_removed"]]
        return out


class ImportReport(_Row):
    """``mem import``: counts overall and per file."""

    __slots__ = ()

    @property
    def imported(self) -> int:
        return int(self._data["imported"])

    @property
    def skipped(self) -> int:
        return int(self._data["skipped"])

    @property
    def sources(self) -> list[dict[str, Any]]:
        return list(self._data["sources"])


class Recorded(_Row):
    """``mem record``: the new (or already present) record's id."""

    __slots__ = ()

    @property
    def id(self) -> str:
        return str(self._data["id"])


class RecallQuery:
    """A validated recall: what :func:`recall_query` checked, ready for :func:`recall`."""

    __slots__ = ("text", "cue", "mode", "limit", "since_ts", "until_ts", "now_ts", "candidates")

    def __init__(
        self, text: str, cue: str | None, mode: str, limit: int, since_ts: float | None, until_ts: float | None,
        now_ts: float | None, candidates: int,
    ) -> None:
        self.text = text
        self.cue = cue
        self.mode = mode
        self.limit = limit
        self.since_ts = since_ts
        self.until_ts = until_ts
        self.now_ts = now_ts
        self.candidates = candidates

    def __repr__(self) -> str:
        return "RecallQuery(" + ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__) + ")"


class RecallResult:
    """Hits best first, and warnings a caller should pass on (an unknown cue, a missing mode)."""

    __slots__ = ("hits", "warnings")

    def __init__(self, hits: list[Hit], warnings: list[str]) -> None:
        self.hits = hits
        self.warnings = warnings

    def to_list(self) -> list[dict[str, Any]]:
        """The ``mem recall --json`` list."""
        from memcli.recall.fulltext import hit_dict

        return [hit_dict(h) for h in self.hits]

    def __repr__(self) -> str:
        return f"RecallResult(hits={self.hits!r}, warnings={self.warnings!r})"


class Persona(_Row):
    """One version of the persona (``mem persona show``); an empty text is a version that switched it off."""

    __slots__ = ()

    @property
    def version(self) -> int:
        return int(self._data["version"])

    @property
    def text(self) -> str:
        return str(self._data["text"])

    @property
    def created_at(self) -> str:
        return str(self._data["created_at"])


class PersonaChange(_Row):
    """``mem persona set`` / ``clear``: the version now current, and whether this call added it."""

    __slots__ = ()

    @property
    def version(self) -> int:
        return int(self._data["version"])

    @property
    def changed(self) -> bool:
        return bool(self._data["changed"])


class InitReport(_Row):
    """``mem init``: where the store is, and what this call created."""

    __slots__ = ()

    @property
    def location(self) -> str:
        """The store's folder, or its database URL with any password masked."""
        return str(self._data["location"])

    @property
    def database(self) -> bool:
        """True for a database store (PostgreSQL), whose config still lives in the home folder."""
        return bool(self._data["database"])

    @property
    def existed(self) -> bool:
        """The SQLite store was there before this call (always False for a database)."""
        return bool(self._data["existed"])

    @property
    def read_only(self) -> bool:
        """The existing store cannot be changed here (nothing was written)."""
        return bool(self._data["read_only"])

    @property
    def wrote_config(self) -> bool:
        """This call wrote the commented default ``config.toml``."""
        return bool(self._data["wrote_config"])
