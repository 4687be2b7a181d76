"""WeChat chat history exported as CSV by WeChatMsg (留痕) and similar tools.

The CSV is UTF-8 with a BOM (so Excel opens it) and has a header row with
at least these columns::

    localId,TalkerId,Type,SubType,IsSender,CreateTime,Status,StrContent,StrTime,Remark,NickName,Sender

``Type`` 1 is text; pictures, voice, video, stickers, links, transfers …
become placeholders such as ``[图片]`` so the moment stays on the timeline
without pretending to know what the picture showed. ``Type`` 10000/10002
are system notices (recalls, joins) and are skipped. ``IsSender`` 1 means
the exporting person sent it (speaker ``--user``, ``extra.me``). In a
group (``…@chatroom``) ``Sender`` names the member who spoke; in a
one-to-one chat the other person is ``Remark`` (the name you gave them) or
``NickName``, and is also the record's character. All records have role
``user``: everyone here is a person.

The chat's name (the other person, or the group) is read from the chat's
first row the other side sent (``IsSender`` 0), and holds for every row of
the chat. Some exporters fill ``Remark``/``NickName`` of your own rows with
*your* nickname; taken row by row, one chat with 表姐 became two characters,
表姐 and your own nickname. Your rows that come before the other side's
first row wait for it (at most :data:`PENDING_MAX` of them per chat; past
that, and in a chat where only you wrote, they have no character).

Rows are streamed with :mod:`csv`, so a chat of a million messages is
read in constant memory.
"""

from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from memcli.importers._extra import fail, from_epoch, input_path, label, lines, local, text_head
from memcli.importers.base import ImportContext, Sample
from memcli.core.record_types import NewRecord

REQUIRED = ("Type", "IsSender", "StrContent")
# (Type, SubType) → placeholder; (Type, None) covers every SubType
_PLACEHOLDERS: dict[tuple[int, int | None], str] = {
    (3, None): "[图片]",
    (34, None): "[语音]",
    (42, None): "[名片]",
    (43, None): "[视频]",
    (47, None): "[表情包]",
    (48, None): "[位置]",
    (49, 5): "[链接]",
    (49, 6): "[文件]",
    (49, 19): "[聊天记录]",
    (49, 33): "[小程序]",
    (49, 36): "[小程序]",
    (49, 2000): "[转账]",
    (49, 2001): "[红包]",
    (49, None): "[分享]",
    (50, None): "[通话]",
}
_SYSTEM_TYPES = {10000, 10002}
PENDING_MAX = 10_000
"""Your own rows held back per chat while its name is not known yet (bounds memory)."""
_QUOTE = (49, 57)  # a reply quoting an earlier message: StrContent holds the reply text in WeChatMsg


def _int(value: str | None) -> int | None:
    try:
        return int(str(value).strip())
    except (TypeError, ValueError):
        return None


class WeChatImporter:
    """WeChatMsg-style CSV export of one WeChat chat."""

    name = "wechat"
    description = "WeChat chat CSV from WeChatMsg (StrContent, IsSender, CreateTime, Type)"

    def sniff(self, sample: Sample) -> bool:
        if sample.is_dir:
            return False
        first = text_head(sample.head).split("\n", 1)[0]
        return "StrContent" in first and "IsSender" in first and "," in first

    def parse(self, path: Path, ctx: ImportContext) -> Iterator[NewRecord]:
        name = label(path, ctx)
        source = ctx.source_label or str(path)
        stem = input_path(path, ctx).stem
        # csv gets the line breaks back so quoted multi-line messages survive
        reader = csv.DictReader(line + "\n" for _number, line in lines(path, ctx))
        try:
            fields = reader.fieldnames or []
            missing = [c for c in REQUIRED if c not in fields]
            if missing:
                fail(name, "header", f"missing column(s) {', '.join(missing)}; expected a WeChatMsg CSV")
            if "CreateTime" not in fields and "StrTime" not in fields:
                fail(name, "header", "needs a CreateTime or StrTime column")
            names: dict[str, str | None] = {}  # TalkerId → the chat's name, from its first row the other side sent
            pending: dict[str, list[tuple[dict[str, Any], int]]] = {}  # your rows waiting for that name
            for row in reader:
                number = reader.line_num
                talker = (row.get("TalkerId") or "").strip()
                if talker in names:
                    yield from self._row(name, ctx, row, number, source, stem, names[talker])
                    continue
                if _int(row.get("IsSender")) == 1:
                    waiting = pending.setdefault(talker, [])
                    waiting.append((row, number))
                    if len(waiting) < PENDING_MAX:
                        continue
                    names[talker] = None  # waited long enough: these rows go without the chat's name
                    ready = pending.pop(talker)
                else:
                    names[talker] = _contact(row)
                    ready = pending.pop(talker, []) + [(row, number)]
                for held, held_number in ready:
                    yield from self._row(name, ctx, held, held_number, source, stem, names[talker])
            for talker, waiting in pending.items():  # chats where only you wrote
                for held, held_number in waiting:
                    yield from self._row(name, ctx, held, held_number, source, stem, None)
        except csv.Error as exc:
            fail(name, f"line {reader.line_num}", f"broken CSV ({exc})")

    def _row(
        self,
        name: str,
        ctx: ImportContext,
        row: dict[str, Any],
        number: int,
        source: str,
        stem: str,
        contact: str | None,
    ) -> Iterator[NewRecord]:
        where = f"row ending on line {number}"
        if None in row:
            fail(name, where, "has more fields than the header")
        local_id = (row.get("localId") or "").strip()
        if local_id:
            where = f"{where} (localId {local_id})"
        msg_type = _int(row.get("Type"))
        if msg_type is None:
            fail(name, where, f"Type {row.get('Type')!r} is not a number")
        if msg_type in _SYSTEM_TYPES:
            return
        sub_type = _int(row.get("SubType")) or 0
        is_sender = _int(row.get("IsSender"))
        if is_sender not in (0, 1):
            fail(name, where, f"IsSender must be 0 or 1, got {row.get('IsSender')!r}")
        when = self._when(name, where, row, ctx)
        content = (row.get("StrContent") or "").strip()
        if msg_type == 1 or ((msg_type, sub_type) == _QUOTE and content and not content.startswith("<")):
            text = content
        else:
            text = _PLACEHOLDERS.get((msg_type, sub_type)) or _PLACEHOLDERS.get((msg_type, None)) or "[消息]"
        if not text:
            return
        talker = (row.get("TalkerId") or "").strip()
        group = talker.endswith("@chatroom")
        mine = is_sender == 1
        if mine:
            speaker: str | None = ctx.user_id
        elif group:
            speaker = (row.get("Sender") or "").strip() or None
        else:
            speaker = contact or talker or None
        extra: dict[str, Any] = {"type": msg_type}
        if mine:
            extra["me"] = True
        if sub_type:
            extra["sub_type"] = sub_type
        if group and contact:
            extra["chat"] = contact
        yield NewRecord(
            text=text,
            role="user",
            speaker=speaker,
            character=ctx.character or (None if group else contact),
            session=f"wechat:{talker or contact or stem}",
            occurred_at=when,
            source_path=source,
            source_format=self.name,
            external_id=f"{talker}:{local_id}" if local_id else f"line:{number}",
            extra=extra,
        )

    @staticmethod
    def _when(name: str, where: str, row: dict[str, Any], ctx: ImportContext) -> datetime:
        created = (row.get("CreateTime") or "").strip()
        if created:
            try:
                return from_epoch(created)
            except (ValueError, OverflowError):
                pass
        text = (row.get("StrTime") or "").strip()
        if text:
            try:
                return local(datetime.fromisoformat(text), ctx.tz)
            except ValueError:
                pass
        if created and not text:
            # some tools write CreateTime as "2023-12-31 21:15:03"
            try:
                return local(datetime.fromisoformat(created), ctx.tz)
            except ValueError:
                pass
        fail(name, where, f"cannot read the time (CreateTime {created!r}, StrTime {text!r})")


def _contact(row: dict[str, Any]) -> str | None:
    """The chat's name as a row the other side sent gives it: ``Remark`` (your name for them), else ``NickName``."""
    return (row.get("Remark") or "").strip() or (row.get("NickName") or "").strip() or None


IMPORTER = WeChatImporter()
