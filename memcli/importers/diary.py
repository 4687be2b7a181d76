"""Plain-text and Markdown diaries with dated headings.

An entry starts at a dated heading and runs to the next one:

* a Markdown heading starting with a date: ``## 2010-06-01``,
  ``# 2024年3月5日 星期二``, ``### 2024/03/05 21:30 Title``;
* a line that is only a date (and optionally a time and a weekday):
  ``2024/03/05``, ``2024-03-05 21:30``, ``2024年3月5日 下午3:20``.

Each entry becomes one ``user`` record (speaker = the user, tag ``diary``)
at that date (midnight in the user's zone unless a time is given). Text
after the date on a Markdown heading is kept as the entry's first line.
A heading that starts like a date but is not a valid one (``## 2024-02-30``)
is an error naming the line: silently merging that entry into the previous
day would misdate it. Text before the first dated heading (a title, front
matter) is skipped with a warning; a file without any dated heading is an
error. Empty entries are skipped with a warning.

Markdown images ``![label](relative/path.jpg)`` whose file exists next to
the diary register a photo cue ``photo:sha256:<hex>`` (the file is only
hashed) labelled with the alt text, linked to the entry. Only regular files
inside the diary's folder count (symlinks resolved; ``../``, absolute
paths, ``~`` and special files are refused with the same warning as a
missing file, so the warning never tells whether a path outside exists).

The external id is the heading's date (and time), with ``#2``, ``#3`` for
repeated headings, so prepending or appending entries later does not
duplicate the old ones on re-import.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from urllib.parse import unquote

from memcli.core.errors import ImportFormatError
from memcli.importers.base import ImportContext, Sample
from memcli.importers.confine import inside
from memcli.importers.fields import photo_cue_key
from memcli.importers.json_stream import top_level
from memcli.importers.textio import open_text, sample_text, warn
from memcli.core.record_types import Cue, NewRecord

_DATE = (
    r"(?P<y>\d{4})\s*(?:(?P<sep>[-/.])\s*(?P<m>\d{1,2})\s*(?P=sep)\s*(?P<d>\d{1,2})"
    r"|年\s*(?P<m2>\d{1,2})\s*月\s*(?P<d2>\d{1,2})\s*[日号]?)"
)
_TIME = (
    r"(?:\s*T?\s*(?P<half>上午|下午|晚上|早上|中午|凌晨)?\s*(?P<H>\d{1,2})\s*[:：]\s*(?P<M>\d{2})"
    r"(?:\s*[:：]\s*(?P<S>\d{2}))?\s*(?P<ampm>[aApP]\.?[mM]\.?)?)?"
)
_WEEKDAY = r"(?:\s*[,，]?\s*[(（]?\s*(?:(?:星期|周|礼拜)[一二三四五六日天]|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?)\s*[)）]?)?"
_MD_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_MD_DATED = re.compile(r"^" + _DATE + _TIME + _WEEKDAY + r"(?P<rest>.*)$")
_PLAIN_DATED = re.compile(r"^\s*" + _DATE + _TIME + _WEEKDAY + r"\s*$")
_LOOKS_DATED = re.compile(r"^\d{4}\s*[-/.年]")
_IMAGE = re.compile(r"!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+[\"'][^\"']*[\"'])?\s*\)")
_TITLE_TRIM = " \t-—–:：·|,，"


class _Heading:
    def __init__(self, when: datetime, has_time: bool, title: str, line: int) -> None:
        self.when = when
        self.has_time = has_time
        self.title = title
        self.line = line


def _build(m: re.Match[str], tz: object, line: int, raw: str, where: str) -> tuple[datetime, bool]:
    year = int(m.group("y"))
    month = int(m.group("m") or m.group("m2"))
    day = int(m.group("d") or m.group("d2"))
    hour = minute = second = 0
    has_time = m.group("H") is not None
    if has_time:
        hour, minute, second = int(m.group("H")), int(m.group("M")), int(m.group("S") or 0)
        half = m.group("half") or ""
        ampm = (m.group("ampm") or "").lower()
        if (half in {"下午", "晚上"} or ampm.startswith("p")) and hour < 12:
            hour += 12
        if ampm.startswith("a") and hour == 12:
            hour = 0
    try:
        return datetime(year, month, day, hour, minute, second, tzinfo=tz), has_time  # type: ignore[arg-type]
    except ValueError as exc:
        raise ImportFormatError(f"{where}: line {line}: cannot parse the date in {raw.strip()!r} ({exc})") from None


def parse_heading(line: str, lineno: int, tz: object, where: str) -> _Heading | None:
    """A dated heading on this line, None for an ordinary line; error for a broken date."""
    md = _MD_HEADING.match(line)
    if md:
        inner = md.group(2)
        m = _MD_DATED.match(inner)
        if m and (not m.group("rest") or not m.group("rest")[0].isalnum() or m.group("H") is not None
                  or m.group("m2") is not None):
            when, has_time = _build(m, tz, lineno, line, where)
            return _Heading(when, has_time, m.group("rest").strip(_TITLE_TRIM), lineno)
        if _LOOKS_DATED.match(inner):
            raise ImportFormatError(
                f"{where}: line {lineno}: cannot parse the date in heading {line.strip()!r}; "
                "use YYYY-MM-DD, YYYY/MM/DD or YYYY年M月D日"
            )
        return None
    m = _PLAIN_DATED.match(line)
    if m:
        when, has_time = _build(m, tz, lineno, line, where)
        return _Heading(when, has_time, "", lineno)
    return None


class DiaryImporter:
    name = "diary"
    description = "plain-text / Markdown diary with dated headings (## 2010-06-01, # 2024年3月5日, 2024/03/05)"

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir or top_level(sample.head) in {"[", "{"}:
            return False
        for line in sample_text(sample.head).splitlines()[:2000]:
            md = _MD_HEADING.match(line)
            if (md and _MD_DATED.match(md.group(2))) or _PLAIN_DATED.match(line):
                return True
        return False

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        src = open_text(path, ctx.source_label)
        base_dir = Path.cwd() if ctx.source_label in {"-", ""} else path.parent
        name = src.name
        heading: _Heading | None = None
        body: list[str] = []
        preamble_end = 0
        preamble_text = False
        seen_keys: dict[str, int] = {}
        hashes: dict[Path, str] = {}

        def flush() -> Iterator[NewRecord]:
            assert heading is not None
            lines = list(body)
            while lines and not lines[-1].strip():
                lines.pop()
            while lines and not lines[0].strip():
                lines.pop(0)
            text = "\n".join(lines)
            if heading.title:
                text = heading.title + ("\n\n" + text if text else "")
            if not text.strip():
                warn(f"{name}: line {heading.line}: the entry is empty; skipped")
                return
            key = heading.when.strftime("%Y-%m-%d") + (heading.when.strftime("T%H:%M:%S") if heading.has_time else "")
            seen_keys[key] = seen_keys.get(key, 0) + 1
            external_id = key if seen_keys[key] == 1 else f"{key}#{seen_keys[key]}"
            cues = self._photo_cues(text, base_dir, heading.line, name, hashes)
            yield NewRecord(
                text=text,
                role="user",
                speaker=ctx.user_id,
                character=ctx.character,
                occurred_at=heading.when,
                time_known=True,
                source_path=ctx.source_label,
                source_format="diary",
                external_id=external_id,
                tags=["diary"],
                cues=cues,
                extra={"title": heading.title} if heading.title else {},
            )

        for lineno, line in src.lines():
            found = parse_heading(line, lineno, ctx.tz, name)
            if found is not None:
                if heading is not None:
                    yield from flush()
                elif preamble_text:
                    warn(f"{name}: lines 1-{preamble_end} come before the first dated heading and were not imported")
                heading, body = found, []
                continue
            if heading is None:
                if line.strip():
                    preamble_text, preamble_end = True, lineno
                continue
            body.append(line)
        if heading is None:
            raise ImportFormatError(
                f"{name}: no dated headings found (like '## 2024-03-05', '# 2024年3月5日' or a line "
                "'2024/03/05'); to add a single note use `mem record`"
            )
        yield from flush()

    @staticmethod
    def _photo_cues(text: str, base_dir: Path, line: int, name: str, hashes: dict[Path, str]) -> list[Cue]:
        cues: list[Cue] = []
        for m in _IMAGE.finditer(text):
            target = unquote(m.group(2))
            if "://" in target or target.startswith("data:"):
                continue
            file = base_dir / target  # "~" is not expanded: a diary names files next to itself
            resolved = inside(base_dir, file)
            if resolved is not None and resolved not in hashes:
                try:
                    hashes[resolved] = photo_cue_key(resolved)
                except OSError:
                    resolved = None
            if resolved is None:
                warn(f"{name}: entry at line {line}: image {target!r} is not a file in the diary's folder; "
                     "no photo cue")
                continue
            label = m.group(1).strip() or file.name
            cue = Cue(kind="photo", key=hashes[resolved], label=label)
            if cue not in cues:
                cues.append(cue)
        return cues


IMPORTER = DiaryImporter()
