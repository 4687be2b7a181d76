"""The LoCoMo benchmark format (Maharana et al., ACL 2024).

A file is a list of samples (or one sample, or a dict of samples keyed by
id). Each sample has ``conversation`` with ``speaker_a``, ``speaker_b``,
``session_N`` lists of turns ``{speaker, dia_id, text, img_url?,
blip_caption?}`` and ``session_N_date_time`` strings like
``"1:56 pm on 8 May, 2023"``.

Mapping: every turn is a ``user`` record whose ``speaker`` is the person's
name (both people are humans); ``speaker_a`` is the store's user and is
marked ``extra.locomo_speaker = "a"``. The ``dia_id`` (``D1:3``) is the
external id, so benchmark evidence maps straight onto records; the session
is ``"{sample_id}:session_N"``. Shared images are kept as text only:
``" [image: <blip_caption>]"``. Turns get the session time plus 10 seconds
per turn index, so their order survives any sort by time.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from memcli.core.errors import ImportFormatError
from memcli.importers.base import ImportContext, Sample
from memcli.importers.fields import time_from_value
from memcli.importers.json_stream import json_events, top_level
from memcli.importers.textio import open_text
from memcli.core.record_types import NewRecord

TURN_STEP = timedelta(seconds=10)
_SESSION = re.compile(r"^session_(\d+)$")
_LOCOMO_TIME = re.compile(
    r"^\s*(\d{1,2})[:.](\d{2})\s*([ap])\.?\s*m\.?\s+on\s+(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})\s*$", re.I
)
_MONTHS = {
    name: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
            ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
            ("october", "oct"), ("november", "nov"), ("december", "dec"),
        ]
    )
    for name in names
}


def parse_session_time(text: str, tz: Any) -> datetime:
    """``"1:56 pm on 8 May, 2023"`` (or any ISO-ish date) in the user's zone."""
    m = _LOCOMO_TIME.match(text)
    if m:
        hour, minute = int(m.group(1)), int(m.group(2))
        month = _MONTHS.get(m.group(5).lower())
        if month is None or not 1 <= hour <= 12:
            raise ValueError(text)
        hour = hour % 12 + (12 if m.group(3).lower() == "p" else 0)
        return datetime(int(m.group(6)), month, int(m.group(4)), hour, minute, tzinfo=tz)
    return time_from_value(text, tz)


def sample_records(sample: Any, index: int, key: str | None, ctx: ImportContext, name: str) -> Iterator[NewRecord]:
    """All turns of one sample, session by session."""
    where = f"{name}: sample {key or index}"
    if not isinstance(sample, dict) or not isinstance(sample.get("conversation"), dict):
        raise ImportFormatError(f"{where}: expected an object with a 'conversation'")
    conv: dict[str, Any] = sample["conversation"]
    sample_id = sample.get("sample_id") or key or f"sample-{index}"
    if not isinstance(sample_id, str):
        sample_id = str(sample_id)
    where = f"{name}: sample {sample_id}"
    speaker_a, speaker_b = conv.get("speaker_a"), conv.get("speaker_b")
    if not isinstance(speaker_a, str) or not isinstance(speaker_b, str):
        raise ImportFormatError(f"{where}: conversation needs 'speaker_a' and 'speaker_b' names")
    sessions = sorted((int(m.group(1)), k) for k in conv if (m := _SESSION.match(k)))
    if not sessions:
        raise ImportFormatError(f"{where}: no session_N lists in the conversation")
    for number, skey in sessions:
        turns = conv[skey]
        if not isinstance(turns, list):
            raise ImportFormatError(f"{where}: {skey} must be a list of turns")
        if not turns:
            continue
        tkey = f"{skey}_date_time"
        stamp = conv.get(tkey)
        if not isinstance(stamp, str):
            raise ImportFormatError(f"{where}: {skey} has no {tkey}")
        try:
            start = parse_session_time(stamp, ctx.tz)
        except ValueError:
            raise ImportFormatError(
                f"{where}: cannot parse {tkey} {stamp!r}; expected like '1:56 pm on 8 May, 2023'"
            ) from None
        session = f"{sample_id}:{skey}"
        for i, turn in enumerate(turns):
            if not isinstance(turn, dict):
                raise ImportFormatError(f"{where}: {skey} turn {i} is not an object")
            dia_id = turn.get("dia_id")
            tid = dia_id if isinstance(dia_id, str) and dia_id else f"{skey}:{i}"
            text = turn.get("text") if isinstance(turn.get("text"), str) else ""
            caption = turn.get("blip_caption")
            if isinstance(caption, str) and caption.strip():
                text = f"{text} [image: {caption.strip()}]" if text.strip() else f"[image: {caption.strip()}]"
            if not text.strip():
                raise ImportFormatError(f"{where}: turn {tid} in {skey} has no text")
            speaker = turn.get("speaker")
            if not isinstance(speaker, str) or not speaker:
                raise ImportFormatError(f"{where}: turn {tid} in {skey} has no speaker")
            extra: dict[str, Any] = {"sample_id": sample_id, "locomo_speaker": "a" if speaker == speaker_a else "b"}
            if turn.get("img_url"):
                extra["img_url"] = turn["img_url"]
            yield NewRecord(
                text=text,
                role="user",
                speaker=speaker,
                character=ctx.character,
                session=session,
                occurred_at=start + TURN_STEP * i,
                time_known=True,
                source_path=ctx.source_label,
                source_format="locomo",
                external_id=tid,
                extra=extra,
            )


class LocomoImporter:
    name = "locomo"
    description = "LoCoMo benchmark conversations (speaker_a/b, session_N, dia_id kept as external ids)"

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir or top_level(sample.head) not in {"[", "{"}:
            return False
        head = sample.head
        return b'"speaker_a"' in head or b'"dia_id"' in head or (b'"qa"' in head and b'"evidence"' in head)

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        src = open_text(path, ctx.source_label)
        single: dict[str, Any] = {}
        keyed = False
        for event in json_events(src, what="sample"):
            if event.kind == "item":
                yield from sample_records(event.value, event.index, None, ctx, src.name)
            elif isinstance(event.value, dict) and "conversation" in event.value:
                keyed = True  # {"conv-26": {...sample...}, ...}
                yield from sample_records(event.value, event.index, event.key, ctx, src.name)
            else:
                single[event.key or ""] = event.value
        if single and not keyed:
            yield from sample_records(single, 0, None, ctx, src.name)
        elif single and keyed:
            raise ImportFormatError(f"{src.name}: mixes samples with other top-level fields ({', '.join(single)})")


IMPORTER = LocomoImporter()
