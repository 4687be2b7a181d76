"""Events: one per episode — drafted offline here, read back for ``mem timeline``.

Offline drafting picks the episode's most telling sentences from what the
user wrote (a diary line, a chat turn; the assistant's words only when the
user said nothing usable), resolves relative dates in them (昨天 →
昨天（2024-03-04）), and keeps up to five as one-line gists. The summary is
the best gist (plus the next one when it is short). Tags come from a
bilingual keyword list (English words matched whole), counted over those
telling sentences, in the episode's language, plus the records' own tags.

Gists quote prose only (:mod:`memcli.distill.gist_text`): Markdown and jrnl
syntax and media placeholders are left out, and an episode with nothing but
greetings, emoji and placeholders gets no event.

The read side (:func:`list_events`, :func:`event_dict`) only reads the store:
no jieba, no model, so ``mem timeline`` starts fast.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

from memcli.core import ids
from memcli.core.utterance import join_sentences, with_speaker
from memcli.distill.types import EventDraft, Rec

if TYPE_CHECKING:
    from memcli.store.protocols import Store

MAX_GISTS = 5
_EVENTFUL_ZH = ("了", "去", "和", "跟", "见", "吃", "玩", "看", "买", "参加", "完成", "第一次", "终于", "开始", "回")
_EVENTFUL_EN = re.compile(r"(?i)\b(?:went|had|met|visited|saw|got|made|took|finished|started|bought|watched|ate|played|first time|finally|tried)\b")
_EMOTION = re.compile(r"开心|高兴|难过|伤心|焦虑|紧张|害怕|生气|孤独|崩溃|感动|兴奋|压力|哭|(?i:\b(?:happy|sad|anxious|stressed|nervous|scared|angry|lonely|excited|upset|cried|thrilled)\b)")
_MILESTONE = re.compile(r"结婚|订婚|离婚|毕业|退休|辞职|升职|怀孕|出生|去世|搬家|搬到|入职|录取|分手|(?i:\b(?:married|engaged|divorced|graduated|retired|promoted|pregnant|born|passed away|moved to|new job|broke up)\b)")
_AGREE = re.compile(r"说好|约好|约定|答应|(?i:\b(?:promised?|agreed|deal)\b)")


@lru_cache(maxsize=1)
def _tag_words() -> list[tuple[tuple[str, str], tuple[str, ...], re.Pattern[str] | None]]:
    """Per tag: its Chinese words (substrings) and one pattern for its English words.

    English words match whole, as written in the lexicon: "work" does not
    tag "Tuesday works" or "homework".
    """
    from memcli.distill.lexicon import TAG_LEXICON

    out = []
    for tag, words in TAG_LEXICON.items():
        low = sorted({w.lower() for w in words})
        cjk = tuple(w for w in low if not w.isascii())
        ascii_words = [re.escape(w) for w in low if w.isascii()]
        pattern = re.compile(rf"\b(?:{'|'.join(ascii_words)})\b") if ascii_words else None
        out.append((tag, cjk, pattern))
    return out


def _has_cjk(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


_NUMBER = re.compile(r"\d+")
_NAME_EN = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+")


def _score(sent: str, zh: bool) -> float:
    """How much a sentence tells about the episode; ≤ 0 means it tells nothing worth a gist.

    Length up to a point, then what makes a sentence informative rather
    than phatic: something that happened (an event verb), the user's own
    voice, feelings and milestones, and the specifics — numbers, dates and
    names — that a later question is likely to ask about. Questions,
    greetings, lead-ins (``周日的分工：``) and very short replies say little.
    """
    from memcli.distill.gist_text import is_filler, is_lead_in

    if is_filler(sent) or is_lead_in(sent):
        return -5.0
    if zh:
        length = len(sent)
        short = length < 4
    else:
        words = len(sent.split())
        length = words * 4
        short = words < 3
    if short:
        return -3.0
    score = min(length, 40) / 40.0
    if zh:
        score += 1.0 if any(w in sent for w in _EVENTFUL_ZH) else 0.0
        score += 0.5 if "我" in sent else 0.0
    else:
        score += 1.0 if _EVENTFUL_EN.search(sent) else 0.0
        score += 0.5 if re.search(r"(?i)\b(?:i|we|my)\b", sent) else 0.0
        score += 0.25 * min(len(_NAME_EN.findall(sent)), 2)
    score += 0.25 * min(len(_NUMBER.findall(sent)), 2)
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


def draft_event(episode: list[Rec]) -> EventDraft | None:
    """The offline event for one episode (see module docstring); None when it has no content.

    An episode of media placeholders, greetings and emoji only ("[图片]",
    "好呀，晚安 🌙", "大家好！") is no event: its records stay searchable
    and in the store, but the timeline gets one line per episode that says
    something.
    """
    from memcli.distill.gist_text import inline_tags

    users = [r for r in episode if r.is_user]
    # the assistant's words only when the user said nothing usable
    tries = [users, episode] if users and len(users) < len(episode) else [users or episode]
    for pool in tries:
        scored = _telling(pool)
        if scored:
            break
    else:
        return None
    best = sorted(scored, key=lambda t: (-t.score, t.order))[:MAX_GISTS]
    gists: list[str] = []
    for told in sorted(best, key=lambda t: t.order):
        if told.gist not in gists:
            gists.append(told.gist)
    summary = _summary(best, scored)
    about = "\n".join(t.sentence for t in scored)
    zh_ep = _has_cjk("\n".join(r.text for r in pool))
    own = [t.lstrip("@#") for r in episode for t in (*r.tags, *inline_tags(r.text))]
    tags = _tags(about, zh_ep, own)
    all_text = "\n".join(r.text for r in pool)
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


class _Told(NamedTuple):
    """One telling sentence of an episode."""

    score: float
    order: int
    sentence: str
    """As written (dates resolved, trimmed), without its speaker."""
    speaker: str
    """Who said it when that is not the user ('' for the user's own words)."""
    question: str | None
    """For a question: the statement it opens with (我下个月去京都，有什么建议？ → 我下个月去京都), '' if none."""

    @property
    def gist(self) -> str:
        return with_speaker(self.speaker, self.sentence)


def speaker_label(rec: Rec) -> str:
    """How a gist names whoever said *rec* when it is not the user: the speaker, else the character."""
    if rec.own == "user":
        return ""
    name = " ".join((rec.speaker or rec.character or "").split())
    if name:
        return name
    return "AI" if rec.own == "character" else "someone"


CENTRAL_WEIGHT = 0.75
"""How much a sentence's share of words the rest of the episode also uses adds to its worth as the summary."""


def _summary(best: list[_Told], scored: list[_Told]) -> str:
    """The episode's summary in its own words: the telling statement most about what the episode is about.

    A question is not a summary (its opening statement may be); the worth of
    a sentence is its gist score plus how much of it the rest of the episode
    talks about too, so a passing remark does not speak for a day about
    something else. A short summary takes the next telling sentence of the
    same speaker, joined as a sentence; another speaker's words are never
    joined to it.
    """
    words = [_content_words(t.sentence) for t in scored]
    central: dict[int, float] = {}
    for i, told in enumerate(scored):
        mine = words[i]
        others = set().union(*(w for j, w in enumerate(words) if j != i)) if len(words) > 1 else set()
        central[told.order] = len(mine & others) / len(mine) if mine else 0.0
    statements = [t for t in best if t.question is None] or \
        [t._replace(sentence=t.question, question=None) for t in best if t.question]
    if not statements:
        statements = best
    ranked = sorted(statements, key=lambda t: (-(t.score + CENTRAL_WEIGHT * central.get(t.order, 0.0)), t.order))
    top = ranked[0]
    text = top.sentence
    if len(text) < (20 if _has_cjk(text) else 60):
        follow = [t for t in sorted(best, key=lambda t: (-t.score, t.order))
                  if t.order != top.order and t.speaker == top.speaker and t.question is None]
        if follow:
            first, second = sorted((top, follow[0]), key=lambda t: t.order)
            text = join_sentences(first.sentence, second.sentence)
    return with_speaker(top.speaker, text)


_STOP_EN = frozenset("""this that with have from they were been would could should about their there what when which
    your just really very will into than then them also because going today some more much like""".split())


def _content_words(sentence: str) -> set[str]:
    """What a sentence talks about, to compare with the rest of its episode: CJK character pairs and English
    words of four letters or more (not the commonest)."""
    out = {m.lower() for m in re.findall(r"[A-Za-z]{4,}", sentence) if m.lower() not in _STOP_EN}
    cjk = re.findall(r"[\u4e00-\u9fff]+", sentence)
    out.update(run[i : i + 2] for run in cjk for i in range(len(run) - 1))
    return out


def _question_lead(sentence: str) -> str:
    """The statement a question opens with (``I'm off to Kyoto next month, any tips?`` → ``I'm off to Kyoto next
    month``), '' when it is all question."""
    from memcli.distill.extract_zh_en import is_question

    parts = re.split(r"(?<=[，,；;])\s*", sentence.rstrip("?？ "))
    lead = ""
    for part in parts[:-1]:
        candidate = (lead + part).rstrip("，,；; ")
        if not is_question(candidate):
            lead = lead + part
    lead = lead.rstrip("，,；; ")
    zh = _has_cjk(lead)
    if not lead or (len(lead) < 4 if zh else len(lead.split()) < 3):
        return ""
    return lead + ("。" if zh else ".")


def _telling(pool: list[Rec]) -> list[_Told]:
    """Every sentence of *pool* that tells something, dates resolved, with whose words it is."""
    from memcli.distill.extract_zh_en import is_question, split_sentences
    from memcli.distill.gist_text import prose_lines
    from memcli.distill.relative_dates import annotate

    scored: list[_Told] = []
    order = 0
    for rec in pool:
        who = speaker_label(rec)
        for line in prose_lines(rec.text):
            for sent in split_sentences(line):
                zh = _has_cjk(sent)
                s = _score(sent, zh)
                if s > 0:
                    text = _trim(annotate(sent, rec.when), zh)
                    question = _question_lead(text) if is_question(sent) else None
                    scored.append(_Told(s, order, text, who, question))
                order += 1
    return scored


KEYWORD_TAGS = 3
"""Keyword tags one event gets at most, besides the records' own tags."""


_NAMED_ZH = re.compile(r"(?:名叫|叫做|取名为?|名字是|名字叫|叫)([\u4e00-\u9fff]{1,4}?)(?=的|，|。|,|、|\s|$)")
_NAMED_EN = re.compile(r"\b(?:named|called)\s+\w+", re.IGNORECASE)
_PROPER_EN = re.compile(r"(?<![.!?:]\s)(?<![.!?:])(?<!^)\b[A-Z][a-z]+\b")


def without_names(text: str) -> str:
    """*text* without the words it uses as names, which say nothing about what it is about: a cat called
    奶茶 or Latte is a pet, not food. A name is what follows 叫/名叫/named/called, or an English word
    capitalised inside a sentence (a speaker's ``Name:`` is not in the text tagged)."""
    text = _NAMED_ZH.sub(" ", text)
    text = _NAMED_EN.sub(" ", text)
    return "\n".join(_PROPER_EN.sub(" ", line.strip()) for line in text.splitlines())


@lru_cache(maxsize=1)
def _cjk_tag_index() -> dict[str, list[int]]:
    """Each Chinese tag word → the positions (in :func:`_tag_words`) of the tags it counts for."""
    out: dict[str, list[int]] = {}
    for i, (_tag, cjk, _en) in enumerate(_tag_words()):
        for w in cjk:
            out.setdefault(w, []).append(i)
    return out


@lru_cache(maxsize=1)
def _cjk_tag_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The Chinese tag words of two characters or more (longest first), and the one-character ones."""
    index = _cjk_tag_index()
    multi = sorted((w for w in index if len(w) > 1), key=len, reverse=True)
    single = sorted(w for w in index if len(w) == 1)
    return re.compile("|".join(map(re.escape, multi))), re.compile("[" + "".join(map(re.escape, single)) + "]")


def _cjk_hits(text: str) -> list[int]:
    """Hits per tag of the Chinese tag words in *text*: a word of two characters or more wherever it occurs
    (奶茶 in 奶茶店), a one-character word only where it is a word of its own in the store's segmentation
    (粉 in 米粉 as cut, never in 花粉); only clauses holding such a character are segmented."""
    from memcli.core.textproc import segment

    index = _cjk_tag_index()
    multi, single = _cjk_tag_patterns()
    hits = [0] * len(_tag_words())
    for m in multi.finditer(text):
        for i in index[m.group()]:
            hits[i] += 1
    if single.search(text):
        for clause in re.split(r"[。！？!?，,；;：:\s]+", text):
            if single.search(clause):
                for token in segment(clause).split():
                    for i in index.get(token, ()) if len(token) == 1 else ():
                        hits[i] += 1
    return hits


def _tags(text: str, zh: bool, own: list[str], limit: int = 6) -> list[str]:
    """The records' own tags, then the keyword tags the episode's telling sentences support best.

    *text* is what the episode says (its scored sentences), not its raw
    text, so a tag names what the episode is about; a keyword tag needs at
    least half the hits of the best one, so one passing word does not tag a
    day that is clearly about something else. Words used as names do not
    count (:func:`without_names`), and Chinese words count as words, not as
    characters inside other words (:func:`_cjk_hits`).
    """
    text = without_names(text)
    low = text.lower()
    cjk_hits = _cjk_hits(text) if _has_cjk(text) else None
    scored: list[tuple[int, str]] = []
    for i, ((zh_tag, en_tag), _cjk, english) in enumerate(_tag_words()):
        hits = (cjk_hits[i] if cjk_hits else 0) + (len(english.findall(low)) if english else 0)
        if hits:
            scored.append((-hits, zh_tag if zh else en_tag))
    out: list[str] = []
    for t in own:
        if t and t not in out:
            out.append(t)
    scored.sort()
    best = -scored[0][0] if scored else 0
    added = 0
    for neg, tag in scored:
        if len(out) >= limit or added >= KEYWORD_TAGS or -neg * 2 < best:
            break
        if tag not in out:
            out.append(tag)
            added += 1
    return out


# --- read side ----------------------------------------------------------------------


def event_dict(row: dict[str, Any], sources: list[int]) -> dict[str, Any]:
    """An event row in the SPEC ``mem timeline --json`` shape (plus a few extras)."""
    from datetime import datetime

    from memcli.core.timeutil import from_ts

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
        "time_known": _clock_given(start),
        "session": row["session"],
        "user": row["user_id"],
        "character": row["character"],
        "sources": [ids.rid(s) for s in sources],
    }


def _clock_given(start: Any) -> bool:
    """Whether an event's start says a time of day: a source that gives only a day (a diary entry under a
    date heading, ``mem record --at 2024-05-01``) is stored at its local midnight, so exactly 00:00:00 is
    read as "no time given" and shown as the date alone."""
    return bool(start.hour or start.minute or start.second or start.microsecond)


def list_events(
    store: Store,
    *,
    user_id: str | None = None,
    since_ts: float | None = None,
    until_ts: float | None = None,
    last: int | None = None,
) -> list[dict[str, Any]]:
    """Events oldest → newest, filtered by time; *last* keeps the newest N."""
    rows = store.memories.events(user_id=user_id, since_ts=since_ts, until_ts=until_ts, last=last)
    srcs = store.memories.sources("event", [int(r["id"]) for r in rows])
    return [event_dict(r, srcs[int(r["id"])]) for r in rows]


def get_event(store: Store, event_id: int) -> dict[str, Any] | None:
    """One event with its sources (for ``mem read e…``)."""
    row = store.memories.event(event_id)
    if row is None:
        return None
    return event_dict(row, store.memories.sources("event", [event_id])[event_id])
