"""Events: one per episode — drafted offline here, read back for ``mem timeline``.

Offline drafting picks the episode's most telling sentences from what the
user wrote (a diary line, a chat turn; the assistant's words only when the
user said nothing usable), resolves relative dates in them (昨天 →
昨天（2024-03-04）), and keeps up to five as one-line gists. The summary is
the best gist (plus the next one when it is short). Tags come from a
bilingual keyword list, in the episode's language, plus the records' own tags.

The read side (:func:`list_events`, :func:`event_dict`) is plain SQL: no
jieba, no model, so ``mem timeline`` starts fast.
"""

from __future__ import annotations

import json
import re
import sqlite3
from functools import lru_cache
from typing import Any

from memcli import ids
from memcli.distill.types import EventDraft, Rec

MAX_GISTS = 5
_GREETING = re.compile(
    r"^(?:你好|您好|嗨|哈喽|早上好|晚安|晚上好|谢谢|多谢|哈哈+|嗯+|好的|好吧|ok|okay|thanks|thank you|hi|hello|hey|"
    r"good (?:morning|night|evening)|bye|lol|yes|no|sure|cool|嗯嗯|是的|对|行|拜拜|再见)[\s!！。.~～,，?？]*$",
    re.I,
)
_EVENTFUL_ZH = ("了", "去", "和", "跟", "见", "吃", "玩", "看", "买", "参加", "完成", "第一次", "终于", "开始", "回")
_EVENTFUL_EN = re.compile(r"(?i)\b(?:went|had|met|visited|saw|got|made|took|finished|started|bought|watched|ate|played|first time|finally|tried)\b")
_EMOTION = re.compile(r"开心|高兴|难过|伤心|焦虑|紧张|害怕|生气|孤独|崩溃|感动|兴奋|压力|哭|(?i:\b(?:happy|sad|anxious|stressed|nervous|scared|angry|lonely|excited|upset|cried|thrilled)\b)")
_MILESTONE = re.compile(r"结婚|订婚|离婚|毕业|退休|辞职|升职|怀孕|出生|去世|搬家|搬到|入职|录取|分手|(?i:\b(?:married|engaged|divorced|graduated|retired|promoted|pregnant|born|passed away|moved to|new job|broke up)\b)")
_AGREE = re.compile(r"说好|约好|约定|答应|(?i:\b(?:promised?|agreed|deal)\b)")


@lru_cache(maxsize=1)
def _tag_words() -> list[tuple[tuple[str, str], tuple[str, ...]]]:
    from memcli.distill.lexicon import TAG_LEXICON

    return [(tag, tuple(sorted({w.lower() for w in words}))) for tag, words in TAG_LEXICON.items()]


def _has_cjk(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def _score(sent: str, zh: bool) -> float:
    if _GREETING.match(sent):
        return -5.0
    length = len(sent) if zh else len(sent.split()) * 4
    if length < (4 if zh else 12):
        return -3.0
    score = min(length, 40) / 40.0
    if zh:
        score += 1.0 if any(w in sent for w in _EVENTFUL_ZH) else 0.0
        score += 0.5 if "我" in sent else 0.0
    else:
        score += 1.0 if _EVENTFUL_EN.search(sent) else 0.0
        score += 0.5 if re.search(r"(?i)\b(?:i|we|my)\b", sent) else 0.0
    if _EMOTION.search(sent):
        score += 0.5
    if _MILESTONE.search(sent):
        score += 1.5
    if sent.rstrip().endswith(("?", "？")):
        score -= 1.5
    return score


def _trim(sent: str, zh: bool) -> str:
    limit = 80 if zh else 180
    s = sent.strip()
    if len(s) <= limit:
        return s
    cut = s[:limit]
    for sep in ("，", ",", "；", ";", " "):
        pos = cut.rfind(sep)
        if pos > limit // 2:
            return cut[:pos] + "…"
    return cut + "…"


def draft_event(episode: list[Rec]) -> EventDraft:
    """The offline event for one episode (see module docstring)."""
    from memcli.distill.extract_zh_en import split_sentences
    from memcli.distill.relative_dates import annotate

    users = [r for r in episode if r.is_user]
    pool = users or episode
    scored: list[tuple[float, int, str]] = []
    order = 0
    for rec in pool:
        for sent in split_sentences(rec.text):
            zh = _has_cjk(sent)
            s = _score(sent, zh)
            if s > 0:
                scored.append((s, order, _trim(annotate(sent, rec.when), zh)))
            order += 1
    if not scored:  # nothing eventful: fall back to the first words said
        first = next((r for r in pool if r.text.strip()), episode[0])
        text = first.text.strip() or "(empty)"
        scored = [(0.0, 0, _trim(annotate(text, first.when), _has_cjk(text)))]
    best = sorted(scored, key=lambda t: (-t[0], t[1]))[:MAX_GISTS]
    gists: list[str] = []
    for _, _, g in sorted(best, key=lambda t: t[1]):
        if g not in gists:
            gists.append(g)
    top = best[0][2]
    zh_top = _has_cjk(top)
    summary = top
    if len(best) > 1 and len(top) < (20 if zh_top else 60):
        second = best[1][2]
        summary = f"{top}；{second}" if zh_top else f"{top}; {second}"
    all_text = "\n".join(r.text for r in pool)
    zh_ep = _has_cjk(all_text)
    tags = _tags(all_text, zh_ep, [t for r in episode for t in r.tags])
    importance = 50
    if _EMOTION.search(all_text):
        importance += 10
    if _MILESTONE.search(all_text):
        importance += 20
    if _AGREE.search(all_text):
        importance += 10
    return EventDraft(
        user_id=episode[0].user_id,
        character=episode[0].character,
        session=episode[0].session,
        occurred_at=episode[0].occurred_at,
        occurred_ts=episode[0].occurred_ts,
        end_ts=episode[-1].occurred_ts,
        summary=summary,
        gists=gists,
        tags=tags,
        importance=min(importance, 95),
        record_ids=[r.id for r in episode],
        vector_from_records=True,
    )


def _tags(text: str, zh: bool, own: list[str], limit: int = 6) -> list[str]:
    """The record tags, then keyword tags by how many of their words occur (substring tests are fastest here)."""
    low = text.lower()
    scored: list[tuple[int, str]] = []
    for (zh_tag, en_tag), words in _tag_words():
        hits = sum(1 for w in words if w in low)
        if hits:
            scored.append((-hits, zh_tag if zh else en_tag))
    out: list[str] = []
    for t in own:
        if t and t not in out:
            out.append(t)
    for _, tag in sorted(scored):
        if len(out) >= limit:
            break
        if tag not in out:
            out.append(tag)
    return out


# --- read side ----------------------------------------------------------------------


def event_dict(row: sqlite3.Row, sources: list[int]) -> dict[str, Any]:
    """An event row in the SPEC ``mem timeline --json`` shape (plus a few extras)."""
    from datetime import datetime

    from memcli.timeutil import from_ts

    start = datetime.fromisoformat(row["occurred_at"])
    end = from_ts(float(row["end_ts"]), start.tzinfo)
    return {
        "id": ids.fmt("event", int(row["id"])),
        "kind": "event",
        "occurred_at": row["occurred_at"],
        "ended_at": end.isoformat(timespec="seconds"),
        "summary": row["summary"],
        "text": row["summary"],
        "gists": json.loads(row["gists"]),
        "tags": json.loads(row["tags"]),
        "importance": int(row["importance"]),
        "session": row["session"],
        "user": row["user_id"],
        "character": row["character"],
        "sources": [ids.rid(s) for s in sources],
    }


def _sources(conn: sqlite3.Connection, table: str, key: str, item_ids: list[int]) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {i: [] for i in item_ids}
    for start in range(0, len(item_ids), 500):
        chunk = item_ids[start : start + 500]
        for item_id, rec_id in conn.execute(
            f"SELECT {key}, record_id FROM {table} WHERE {key} IN ({','.join('?' * len(chunk))}) ORDER BY record_id",
            chunk,
        ):
            out[int(item_id)].append(int(rec_id))
    return out


def list_events(
    conn: sqlite3.Connection,
    *,
    user_id: str | None = None,
    since_ts: float | None = None,
    until_ts: float | None = None,
    last: int | None = None,
) -> list[dict[str, Any]]:
    """Events oldest → newest, filtered by time; *last* keeps the newest N."""
    where: list[str] = []
    params: list[Any] = []
    if user_id is not None:
        where.append("user_id = ?")
        params.append(user_id)
    if since_ts is not None:
        where.append("end_ts >= ?")
        params.append(since_ts)
    if until_ts is not None:
        where.append("occurred_ts <= ?")
        params.append(until_ts)
    clause = (" WHERE " + " AND ".join(where)) if where else ""
    if last is not None:
        sql = f"SELECT * FROM (SELECT * FROM events{clause} ORDER BY occurred_ts DESC, id DESC LIMIT ?) ORDER BY occurred_ts, id"
        params.append(int(last))
    else:
        sql = f"SELECT * FROM events{clause} ORDER BY occurred_ts, id"
    rows = conn.execute(sql, params).fetchall()
    srcs = _sources(conn, "event_sources", "event_id", [int(r["id"]) for r in rows])
    return [event_dict(r, srcs[int(r["id"])]) for r in rows]


def get_event(conn: sqlite3.Connection, event_id: int) -> dict[str, Any] | None:
    """One event with its sources (for ``mem read e…``)."""
    row = conn.execute("SELECT * FROM events WHERE id = ?", (event_id,)).fetchone()
    if row is None:
        return None
    return event_dict(row, _sources(conn, "event_sources", "event_id", [event_id])[event_id])
