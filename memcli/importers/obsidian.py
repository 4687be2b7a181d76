"""Obsidian daily notes: a vault (or any folder) of ``YYYY-MM-DD.md`` notes, nested any way.

Each daily note becomes one record dated by its file name (the day, at
00:00 in your zone, as a dated diary heading is). Front matter tags
(``tags: [a, b]``, ``tags: a, b`` or a ``- a`` list, with or without
``#``) and inline ``#tags`` in the body become the record's tags; the
front matter itself is not part of the text. Other notes in the vault are
left alone, as are hidden folders such as ``.obsidian`` and ``.trash``.

The front matter is read with a small parser for the simple YAML subset
Obsidian writes (scalars, inline lists, dash lists), so no YAML library is
needed. A note's external id is its path inside the folder.

Only regular files inside the vault are read: a note that is a symlink
resolving outside the vault (``2024-01-01.md -> /etc/passwd``), or that is
a FIFO or a device, is skipped with a warning (see
:mod:`memcli.importers.confine`). Symlinked folders are not descended.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from datetime import date, datetime
from pathlib import Path

from memcli.importers._extra import decode_bytes, fail, label, read_bounded
from memcli.importers.base import ImportContext, Sample
from memcli.importers.confine import Refused, open_inside
from memcli.importers.textio import warn
from memcli.core.record_types import NewRecord

_DAILY = re.compile(r"^(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})(?:[ _].*)?$")
_INLINE_TAG = re.compile(r"(?<![\w#&/\]])#([\w/-]*[^\W\d][\w/-]*)")
_SNIFF_LIMIT = 5000


def _daily_date(path: Path) -> date | None:
    if path.suffix.lower() != ".md":
        return None
    m = _DAILY.match(path.stem)
    if not m:
        return None
    try:
        return date(int(m["y"]), int(m["m"]), int(m["d"]))
    except ValueError:
        return None


def _walk(root: Path, limit: int | None = None) -> Iterator[Path]:
    """Files under ``root``, skipping hidden folders; stops after ``limit`` files if given."""
    seen = 0
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            seen += 1
            if limit is not None and seen > limit:
                return
            yield Path(folder) / name


def _unquote(value: str) -> str:
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value


def parse_front_matter(text: str) -> tuple[dict[str, object], str]:
    """Split ``---`` front matter from the body: (simple key → value/list mapping, body).

    Understands ``key: value``, ``key: [a, "b"]`` and ``key:`` followed by
    ``- item`` lines; anything fancier is kept as its raw string. Text with
    no front matter comes back unchanged with an empty mapping.
    """
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        return {}, text
    end = None
    for i in range(1, len(lines)):
        if lines[i].strip() in {"---", "..."}:
            end = i
            break
    if end is None:
        return {}, text
    data: dict[str, object] = {}
    key: str | None = None
    for raw in lines[1:end]:
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        stripped = raw.strip()
        if stripped.startswith("- ") or stripped == "-":
            if key is not None:
                current = data.get(key)
                if not isinstance(current, list):
                    current = []
                    data[key] = current
                item = _unquote(stripped[1:].strip())
                if item:
                    current.append(item)
            continue
        if raw[:1].isspace():
            continue  # nested mapping: not needed
        if ":" not in raw:
            continue
        name, _, value = raw.partition(":")
        key = name.strip()
        value = value.strip()
        if value.startswith("[") and value.endswith("]"):
            data[key] = [_unquote(v) for v in value[1:-1].split(",") if _unquote(v)]
        elif value:
            data[key] = _unquote(value)
        else:
            data[key] = []
    return data, "\n".join(lines[end + 1 :])


def front_matter_tags(meta: dict[str, object]) -> list[str]:
    """Tags from ``tags``/``tag`` in front matter, however they were written."""
    out: list[str] = []
    for key in ("tags", "tag", "Tags"):
        value = meta.get(key)
        if isinstance(value, str):
            items = [v for v in re.split(r"[,\s]+", value) if v]
        elif isinstance(value, list):
            items = [str(v) for v in value]
        else:
            continue
        for item in items:
            tag = item.strip().lstrip("#").strip()
            if tag and tag not in out:
                out.append(tag)
    return out


class ObsidianImporter:
    """A folder of Obsidian daily notes (YYYY-MM-DD.md)."""

    name = "obsidian"
    description = "Obsidian vault / folder of daily notes YYYY-MM-DD.md (front matter tags)"
    accepts_dirs = True

    def sniff(self, sample: Sample) -> bool:
        if not sample.is_dir:
            return False
        return any(_daily_date(p) is not None for p in _walk(sample.path, _SNIFF_LIMIT))

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        name = label(path, ctx)
        if not path.is_dir():
            fail(name, "", "expected a folder of daily notes (YYYY-MM-DD.md)")
        notes = sorted(
            ((d, p) for p in _walk(path) if (d := _daily_date(p)) is not None),
            key=lambda item: (item[0], str(item[1])),
        )
        if not notes:
            fail(name, "", "no daily notes named YYYY-MM-DD.md in this folder")
        source_root = ctx.source_label or str(path)
        for day, note in notes:
            rel = note.relative_to(path).as_posix()
            try:
                text = decode_bytes(read_bounded(note, f"{name}/{rel}", lambda p: open_inside(path, p)),
                                    f"{name}/{rel}")
            except Refused:
                warn(f"{name}/{rel}: not a regular file inside the vault (a symlink out of it, or a special file); "
                     "skipped")
                continue
            except OSError as exc:
                fail(name, rel, f"cannot read ({exc.strerror})")
            meta, body = parse_front_matter(text.replace("\r\n", "\n"))
            body = body.strip()
            if not body:
                continue
            tags = front_matter_tags(meta)
            for tag in _INLINE_TAG.findall(body):
                if tag not in tags:
                    tags.append(tag)
            yield NewRecord(
                text=body,
                role="user",
                speaker=ctx.user_id,
                character=ctx.character,
                session=None,
                occurred_at=datetime(day.year, day.month, day.day, tzinfo=ctx.tz),
                time_known=True,  # the day is the source's own statement, like a dated diary heading
                source_path=f"{source_root.rstrip('/')}/{rel}",
                source_format=self.name,
                external_id=rel,
                tags=tags,
                extra={"note": rel},
            )


IMPORTER = ObsidianImporter()
