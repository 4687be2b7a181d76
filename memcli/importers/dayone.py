"""Day One JSON export: a ``.zip`` (or its unzipped folder, or one journal's ``.json``).

The export holds one ``<Journal name>.json`` per journal plus ``photos/``::

    {"metadata": {"version": "1.0"},
     "entries": [{"uuid": "9F3C…", "creationDate": "2024-03-05T01:12:00Z", "timeZone": "Asia/Shanghai",
                  "text": "Walked around West Lake\\. ![](dayone-moment://1A2B…)", "tags": ["travel"],
                  "starred": true, "location": {"placeName": "West Lake", "localityName": "Hangzhou"},
                  "photos": [{"identifier": "1A2B…", "md5": "d41d8cd9…", "type": "jpeg"}]}]}

Each entry becomes one record dated in the entry's own ``timeZone`` (the
zone the writer was in, which is what "that morning" meant). Photo
references in the text become ``[photo]`` and every photo becomes a cue
``photo:md5:<md5>`` (Day One names the photo file by that md5, so the cue
points at the very file in ``photos/``). Day One escapes Markdown
punctuation (``\\.``, ``\\!``); the escapes are removed so the text reads as
written.
"""

from __future__ import annotations

import re
import zipfile
from collections.abc import Iterable, Iterator
from datetime import tzinfo
from pathlib import Path, PurePosixPath
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from memcli.importers._extra import fail, input_path, label, local, parse_iso, text_head
from memcli.importers.base import ImportContext, Sample
from memcli.importers.confine import inside, open_inside, open_regular
from memcli.importers.json_stream import json_events
from memcli.importers.textio import TextSource, current_limits, too_big
from memcli.core.record_types import Cue, NewRecord

_MOMENT = re.compile(r"!\[[^\]]*\]\(dayone-moment:/+(?:(?P<kind>video|audio|pdfAttachment)/)?(?P<id>[^)]*)\)")
_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!>|~<])")
_SNIFF_BYTES = 65536
_BOMB_MIN_BYTES = 1 << 20  # small members (a photo index, a tiny journal) may compress very well


def _looks_like_dayone(head: str) -> bool:
    if '"entries"' not in head:
        return False
    return '"creationDate"' in head or ('"metadata"' in head and '"version"' in head)


class DayOneImporter:
    """Day One JSON export (zip, unzipped folder, or a journal .json)."""

    name = "dayone"
    description = "Day One JSON export (.zip, its folder, or Journal.json) with photo cues"
    accepts_dirs = True  # the unzipped export folder
    accepts_binary = True  # the export .zip itself

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir:
            return bool(self._folder_journals(sample.path, peek=True))
        if sample.head.startswith(b"PK\x03\x04"):
            try:
                return bool(self._zip_journals(sample.path, peek=True))
            except (zipfile.BadZipFile, OSError):
                return False
        head = text_head(sample.head).lstrip()
        return head.startswith("{") and _looks_like_dayone(head)

    # -- finding journals -------------------------------------------------------------

    @staticmethod
    def _folder_journals(folder: Path, peek: bool = False) -> list[Path]:
        out: list[Path] = []
        for candidate in sorted(folder.glob("*.json")):
            resolved = inside(folder, candidate)  # a journal symlinked out of the export is not read
            if resolved is None:
                continue
            try:
                with open_regular(resolved) as fh:
                    head = text_head(fh.read(_SNIFF_BYTES))
            except OSError:
                continue
            if _looks_like_dayone(head):
                out.append(candidate)
                if peek:
                    break
        return out

    @staticmethod
    def _zip_journals(path: Path, peek: bool = False) -> list[str]:
        out: list[str] = []
        with zipfile.ZipFile(path) as zf:
            for info in zf.infolist():
                name = PurePosixPath(info.filename)
                if info.is_dir() or name.suffix.lower() != ".json" or len(name.parts) > 2:
                    continue
                if name.name.startswith(".") or "__MACOSX" in name.parts:
                    continue
                with zf.open(info) as fh:
                    head = text_head(fh.read(_SNIFF_BYTES))
                if _looks_like_dayone(head):
                    out.append(info.filename)
                    if peek:
                        break
        return out

    # -- parsing ---------------------------------------------------------------------

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        name = label(path, ctx)
        if path.is_dir():
            journals = self._folder_journals(path)
            if not journals:
                fail(name, "", "no Day One journal .json (with 'entries') in this folder")
            folder = path / "photos"
            photos = {p.stem.lower(): f"photos/{p.name}" for p in folder.glob("*")} if folder.is_dir() else {}
            for journal in journals:
                where = f"{name}/{journal.name}"
                # a journal that resolves outside the export folder is refused when it is opened
                entries = self._stream(TextSource(journal, where, opener=lambda j=journal: open_inside(path, j)))
                yield from self._entries(where, entries, journal.stem, photos, ctx)
            return
        if zipfile.is_zipfile(path):
            try:
                with zipfile.ZipFile(path) as zf:
                    names = self._zip_journals(path)
                    if not names:
                        fail(name, "", "no Day One journal .json (with 'entries') in this zip")
                    photos = {
                        PurePosixPath(n).stem.lower(): n
                        for n in zf.namelist()
                        if PurePosixPath(n).parent.name == "photos" and not n.endswith("/")
                    }
                    budget = current_limits().max_archive_bytes
                    for member in names:
                        where = f"{name}!{member}"
                        budget -= self._check_member(where, zf.getinfo(member), budget)
                        src = TextSource(path, where, opener=lambda m=member: zf.open(m))
                        yield from self._entries(where, self._stream(src), PurePosixPath(member).stem, photos, ctx)
            except zipfile.BadZipFile as exc:
                fail(name, "", f"damaged zip file ({exc})")
            return
        yield from self._entries(name, self._stream(TextSource(path, ctx.source_label or str(path))),
                                 input_path(path, ctx).stem, {}, ctx)

    @staticmethod
    def _check_member(where: str, info: zipfile.ZipInfo, budget: int) -> int:
        """Refuse a member that would expand past the archive budget or like a zip bomb; its size.

        The sizes are the zip's own claims, but reading cannot exceed them:
        :mod:`zipfile` stops at the declared size and fails the CRC check.
        """
        limits = current_limits()
        if info.file_size > budget:
            raise too_big(where, "this member", info.file_size, limits.max_archive_bytes, "max_archive_bytes", "bytes")
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size > _BOMB_MIN_BYTES and ratio > limits.max_compression_ratio:
            fail(where, "", f"expands {ratio:,.0f}-fold ({info.compress_size:,} bytes to {info.file_size:,}), over "
                 f"the limit of {limits.max_compression_ratio} (import.max_compression_ratio); this looks like a "
                 "zip bomb, not a Day One export. Nothing from this file was imported")
        return info.file_size

    @staticmethod
    def _stream(src: TextSource) -> Iterator[Any]:
        """The entries of one journal, one at a time (a journal can be far bigger than memory)."""
        shape = "expected an object with an 'entries' list (Day One JSON)"
        found = False
        for event in json_events(src, stream_keys=frozenset({"entries"}), what="entry"):
            if event.key is None or (event.key == "entries" and event.kind != "item"):
                fail(src.name, "", shape)
            if event.key == "entries":
                found = True
                yield event.value
        if not found:
            with src.open() as fh:  # an empty list streams no items: tell it from a missing key
                if b'"entries"' not in fh.read(_SNIFF_BYTES):
                    fail(src.name, "", shape)

    def _entries(
        self, where: str, entries: Iterable[Any], journal: str, photo_files: dict[str, str], ctx: ImportContext
    ) -> Iterator[NewRecord]:
        source = ctx.source_label or where
        for index, entry in enumerate(entries, 1):
            label = f"entry {index}"
            if not isinstance(entry, dict):
                fail(where, label, "is not an object")
            uuid = entry.get("uuid")
            if not isinstance(uuid, str) or not uuid:
                fail(where, label, "has no uuid")
            label = f"entry {index} ({uuid})"
            created = entry.get("creationDate")
            if not isinstance(created, str):
                fail(where, label, "has no creationDate")
            try:
                stamp = parse_iso(created)
            except ValueError:
                fail(where, label, f"creationDate {created!r} is not an ISO time")
            zone = self._zone(entry.get("timeZone"))
            # the entry's own zone comes from the file, so the stored time stays stable
            when = stamp.astimezone(zone) if zone is not None and stamp.tzinfo else local(stamp, ctx.tz)
            raw_text = entry.get("text", "")
            if not isinstance(raw_text, str):
                fail(where, label, "text is not a string")
            text = _ESCAPE.sub(r"\1", _MOMENT.sub(lambda m: f"[{(m.group('kind') or 'photo').replace('pdfAttachment', 'pdf')}]", raw_text)).strip()
            tags = entry.get("tags") or []
            if not isinstance(tags, list):
                fail(where, label, "tags is not a list")
            place = self._place(entry.get("location"))
            photos = entry.get("photos") or []
            if not isinstance(photos, list):
                fail(where, label, "photos is not a list")
            cues: list[Cue] = []
            files: list[str] = []
            for pi, photo in enumerate(photos, 1):
                if not isinstance(photo, dict):
                    fail(where, f"{label} photo {pi}", "is not an object")
                md5 = str(photo.get("md5") or "").strip().lower()
                if not re.fullmatch(r"[0-9a-f]{32}", md5):
                    fail(where, f"{label} photo {pi}", f"md5 {photo.get('md5')!r} is not an MD5 hex digest")
                caption = f"photo {when.date().isoformat()}" + (f" {place}" if place else "")
                cues.append(Cue(kind="photo", key=f"photo:md5:{md5}", label=caption))
                if md5 in photo_files:
                    files.append(photo_files[md5])
            if not text:
                if not cues:
                    continue
                text = "[photo]"
            extra: dict[str, Any] = {"journal": journal}
            if place:
                extra["place"] = place
            if entry.get("starred"):
                extra["starred"] = True
            if files:
                extra["photo_files"] = files
            yield NewRecord(
                text=text,
                role="user",
                speaker=ctx.user_id,
                character=ctx.character,
                session=f"dayone:{journal}",
                occurred_at=when,
                source_path=source,
                source_format=self.name,
                external_id=uuid,
                tags=[str(t) for t in tags if str(t).strip()],
                cues=cues,
                extra=extra,
            )

    @staticmethod
    def _zone(name: Any) -> tzinfo | None:
        if isinstance(name, str) and name:
            try:
                return ZoneInfo(name)
            except (ZoneInfoNotFoundError, ValueError):
                pass
        return None

    @staticmethod
    def _place(location: Any) -> str:
        if not isinstance(location, dict):
            return ""
        parts: list[str] = []
        for key in ("placeName", "localityName", "administrativeArea", "country"):
            value = location.get(key)
            if isinstance(value, str) and value.strip() and value.strip() not in parts:
                parts.append(value.strip())
            if len(parts) == 2:
                break
        return ", ".join(parts)


IMPORTER = DayOneImporter()
