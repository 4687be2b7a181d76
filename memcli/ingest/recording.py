"""``mem record``: one diary entry or note written by hand, with its cues (places, photos) and tags."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from memcli.core.errors import MemError
from memcli.core.limits import MAX_RECORD_BYTES
from memcli.importers.fields import photo_cue_key
from memcli.core.record_types import Cue, NewRecord
from memcli.store.text import record_hash
from memcli.core.timeutil import now, parse_when, user_tz

if TYPE_CHECKING:  # pydantic is slow to import; a plainly valid config.toml is read without it
    from memcli.config.schema import Config
    from memcli.config.light import LightSettings
    from memcli.store.protocols import Store

    Settings = Config | LightSettings



def parse_cue(spec: str) -> Cue:
    """``KIND:KEY[=LABEL]`` → a cue whose key keeps the kind prefix (``place:westlake``)."""
    raw, _, label = spec.partition("=")
    kind, sep, rest = raw.partition(":")
    if not sep or not kind.strip() or not rest.strip():
        raise MemError(f"invalid --cue {spec!r}; use KIND:KEY or KIND:KEY=LABEL, e.g. place:westlake=西湖")
    return Cue(kind=kind.strip(), key=f"{kind.strip()}:{rest.strip()}", label=label.strip())


def photo_cue(path: Path, label: str | None = None) -> Cue:
    """The cue for a photo file: its bytes hashed (never opened as an image)."""
    file = path.expanduser()
    if not file.exists():
        raise MemError(f"{file}: no such file (--photo)")
    if not file.is_file():
        raise MemError(f"{file}: not a file (--photo takes an image file)")
    try:
        key = photo_cue_key(file)
    except OSError as exc:
        raise MemError(f"{file}: cannot read ({exc.strerror})") from None
    return Cue(kind="photo", key=key, label=label if label is not None else file.name)


def record_entry(
    store: Store,
    cfg: Settings,
    text: str,
    *,
    at: str | None = None,
    role: str = "user",
    tags: Sequence[str] = (),
    cues: Sequence[str] = (),
    photos: Sequence[Path] = (),
    user: str | None = None,
    character: str | None = None,
    warn: Callable[[str], None] | None = None,
) -> int:
    """Add one diary entry or note; returns the record's row id.

    Recording the same text at the same time twice is idempotent: the
    existing record's id comes back and nothing new is stored. A time in
    the future is stored as given, and *warn* is told (see :func:`future_note`).
    """
    body = text.strip("\n")
    if not body.strip():
        raise MemError("nothing to record: the text is empty")
    size = len(body.encode("utf-8", "surrogatepass"))
    if size > MAX_RECORD_BYTES:
        raise MemError(f"the text is {size:,} bytes of UTF-8, over the limit of {MAX_RECORD_BYTES:,} bytes (1 MiB) "
                       "for one record; split it into several records")
    if role not in {"user", "assistant"}:
        raise MemError(f"invalid --role {role!r}; use user or assistant")
    tz = user_tz(cfg.user.timezone)
    when = parse_when(at, tz) if at else now(tz).replace(microsecond=0)
    all_cues = [parse_cue(c) for c in cues] + [photo_cue(Path(p)) for p in photos]
    unique: list[Cue] = []
    for cue in all_cues:
        if cue.key not in {c.key for c in unique}:
            unique.append(cue)
    clean_tags = [t.strip() for t in tags if t.strip()]
    user_id = user or cfg.user.id
    rec = NewRecord(
        text=body,
        role=role,
        speaker=user_id if role == "user" else None,
        user_id=user_id,
        character=character,
        occurred_at=when,
        time_known=True,
        source_format="record",
        tags=list(dict.fromkeys(clean_tags)),
        cues=unique,
    )
    with store.transaction():
        result = store.records.insert([rec], default_user=user_id)
        if result.new_ids:
            record_id = result.new_ids[0]
        else:
            found = store.records.id_for_hash(record_hash(rec, user_id))
            if found is None:
                raise MemError("this entry was forgotten earlier (`mem forget`); it is not recorded again")
            record_id = found
    note = future_note(when, now(tz), at or "", record_id)
    if note and warn is not None:
        warn(note)
    return record_id


FUTURE_SLACK_S = 300.0
"""How far ahead of the clock a time may be before it counts as the future (clocks of two devices differ)."""


def future_note(when: datetime, current: datetime, given: str, record_id: int) -> str:
    """A one-line warning when *when* lies in the future, else ``""``.

    Why: a record's time decides what is "most recent" (timelines, the
    recent records of a context pack, ties in recall). A typo such as
    ``--at 2099-01-01`` would keep that entry newest for decades, silently.
    """
    ahead = (when - current).total_seconds()
    if ahead <= FUTURE_SLACK_S:
        return ""
    from memcli.core import ids

    days = int(ahead // 86400)
    span = f"{days:,} day{'s' if days != 1 else ''}" if days else f"{int(ahead // 3600)} h"
    return (
        f"--at {given} is in the future ({when.isoformat(timespec='minutes')}, {span} from now): "
        f"it was stored with that time and counts as the most recent entry until then; "
        f"if that was a typo, `mem forget {ids.rid(record_id)}` removes it"
    )
