"""Resolve relative dates (昨天, 上周五, 去年夏天, last Friday, 3 days ago).

A gist read years later must not say "yesterday" without saying which day,
so every relative expression is annotated in place with the date it means,
resolved against the record's own time: ``昨天（2024-03-04）和妈妈吃了火锅``,
``last Friday (2024-03-01) we went hiking``. Words that mean the record's own
day (今天, today, tonight) are left alone: the event carries that date.

Weeks start on Monday (ISO). "last Friday" is the most recent Friday before
the record's day; "上周五" is Friday of the previous calendar week. Seasons
are meteorological (spring = Mar–May, …, winter = Dec–Feb, labelled with the
year it starts in).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

_CN_NUM = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_EN_NUM = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "a few": 3,
}
_CN_WEEKDAY = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_EN_WEEKDAY = {d: i for i, d in enumerate(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])}
_CN_SEASON = {"春天": "spring", "夏天": "summer", "秋天": "autumn", "冬天": "winter", "春季": "spring", "夏季": "summer", "秋季": "autumn", "冬季": "winter"}
_EN_SEASON = {"spring": "spring", "summer": "summer", "fall": "autumn", "autumn": "autumn", "winter": "winter"}
_SEASON_START = {"spring": 3, "summer": 6, "autumn": 9, "winter": 12}
_SEASON_ZH = {"spring": "春天", "summer": "夏天", "autumn": "秋天", "winter": "冬天"}


def cn_number(text: str) -> int | None:
    """'3' / '三' / '十二' / '二十九' → int (small numbers only)."""
    if text.isdigit():
        return int(text)
    if not text or any(ch not in _CN_NUM and ch != "十" for ch in text):
        return None
    if "十" not in text:
        value = 0
        for ch in text:
            value = value * 10 + _CN_NUM[ch]
        return value
    tens, _, ones = text.partition("十")
    return (_CN_NUM[tens] if tens else 1) * 10 + (_CN_NUM[ones] if ones else 0)


def add_months(d: date, months: int) -> date:
    y, m = divmod(d.month - 1 + months, 12)
    year, month = d.year + y, m + 1
    day = min(d.day, [31, 29 if year % 4 == 0 and (year % 100 or year % 400 == 0) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1])
    return date(year, month, day)


@dataclass(frozen=True)
class Resolved:
    start: int  # span in the text
    end: int
    label: str  # what to insert, e.g. 2024-03-04
    first_day: date


def _week_start(d: date) -> date:
    return d - timedelta(days=d.weekday())


def _fmt_range(a: date, b: date, zh: bool) -> str:
    if zh:
        tail = f"{b.month:02d}-{b.day:02d}" if a.year == b.year else b.isoformat()
        return f"{a.isoformat()}至{tail}"
    return f"week of {a.isoformat()}"


def _season(year: int, season: str, zh: bool) -> tuple[str, date]:
    start = date(year, _SEASON_START[season], 1)
    return (f"{year}年{_SEASON_ZH[season]}" if zh else f"{season} {year}"), start


_ZH = re.compile(
    r"大前天|(?<![以之然最随])前天|昨天|昨日|昨晚|明天|(?<![以之然最随今])后天"  # 以后天天加班 / 之前天天: no day named
    r"|上上(?:个)?(?:周|星期|礼拜)|上(?:个)?(?:周|星期|礼拜)(?P<zwd>[一二三四五六日天]|末)?"
    r"|下(?:个)?(?:周|星期|礼拜)(?P<znwd>[一二三四五六日天]|末)?"
    r"|上上个月|上(?:个)?月|下(?:个)?月"
    r"|前年|去年(?P<zs>春天|夏天|秋天|冬天|春季|夏季|秋季|冬季|年初|年底)?|明年"
    r"|(?P<zn>\d{1,3}|[一二两三四五六七八九十]{1,3})(?P<zu>天|周|个星期|个礼拜|个月|年)(?:前|之前|以前)"
)
_EN = re.compile(
    r"(?i)\b(?:the\s+day\s+before\s+yesterday|the\s+day\s+after\s+tomorrow|yesterday|last\s+night|tomorrow"
    r"|last\s+(?P<ewd>monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|last\s+weekend|last\s+week|next\s+week|last\s+month|next\s+month|last\s+year|next\s+year"
    r"|the\s+year\s+before\s+last"
    r"|last\s+(?P<es>spring|summer|fall|autumn|winter)"
    r"|(?P<en>\d{1,3}|a\s+couple\s+of|a\s+few|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"\s+(?P<eu>days?|weeks?|months?|years?)\s+ago)\b"
)
_ALREADY = re.compile(r"\s?[（(]\s*(?:\d{4}|week of|around|约|summer|spring|autumn|winter)")


def find_relative(text: str, anchor: datetime) -> list[Resolved]:
    """Every relative date expression in *text* with the date it means."""
    day = anchor.date()
    out: list[Resolved] = []
    if any("\u4e00" <= ch <= "\u9fff" for ch in text):
        for m in _ZH.finditer(text):
            r = _resolve_zh(m, day)
            if r:
                out.append(Resolved(m.start(), m.end(), r[0], r[1]))
    for m in _EN.finditer(text):
        r = _resolve_en(m, day)
        if r:
            out.append(Resolved(m.start(), m.end(), r[0], r[1]))
    out.sort(key=lambda r: r.start)
    return out


def annotate(text: str, anchor: datetime) -> str:
    """*text* with each relative date followed by what it resolves to."""
    found = find_relative(text, anchor)
    if not found:
        return text
    parts: list[str] = []
    last = 0
    for r in found:
        if r.start < last:
            continue
        parts.append(text[last : r.end])
        if not _ALREADY.match(text, r.end):
            zh = any("\u4e00" <= ch <= "\u9fff" for ch in text[r.start : r.end])
            parts.append(f"（{r.label}）" if zh else f" ({r.label})")
        last = r.end
    parts.append(text[last:])
    return "".join(parts)


def _resolve_zh(m: re.Match[str], day: date) -> tuple[str, date] | None:
    word = m.group(0)
    offsets = {"大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "昨晚": -1, "明天": 1, "后天": 2}
    if word in offsets:
        d = day + timedelta(days=offsets[word])
        return d.isoformat(), d
    if word.startswith("上上") and not word.endswith("月"):
        a = _week_start(day) - timedelta(days=14)
        return _fmt_range(a, a + timedelta(days=6), True), a
    if word.startswith(("上", "下")) and not word.endswith("月") and ("周" in word or "星期" in word or "礼拜" in word):
        sign = -1 if word.startswith("上") else 1
        a = _week_start(day) + timedelta(days=7 * sign)
        wd = m.group("zwd") if sign < 0 else m.group("znwd")
        if wd == "末":
            sat = a + timedelta(days=5)
            return _fmt_range(sat, sat + timedelta(days=1), True), sat
        if wd:
            d = a + timedelta(days=_CN_WEEKDAY[wd])
            return d.isoformat(), d
        return _fmt_range(a, a + timedelta(days=6), True), a
    if word.endswith("月") and word[0] in "上下" and "个月前" not in word:
        months = -2 if word.startswith("上上") else (-1 if word.startswith("上") else 1)
        d = add_months(day.replace(day=1), months)
        return f"{d.year}-{d.month:02d}", d
    if word == "前年":
        return f"{day.year - 2}年", date(day.year - 2, 1, 1)
    if word == "明年":
        return f"{day.year + 1}年", date(day.year + 1, 1, 1)
    if word.startswith("去年"):
        season = m.group("zs")
        year = day.year - 1
        if season in _CN_SEASON:
            return _season(year, _CN_SEASON[season], True)
        if season == "年初":
            return f"{year}年初", date(year, 1, 1)
        if season == "年底":
            return f"{year}年底", date(year, 12, 1)
        return f"{year}年", date(year, 1, 1)
    if m.group("zn"):
        n = cn_number(m.group("zn"))
        if n is None or n <= 0:
            return None
        unit = m.group("zu")
        if unit == "天":
            d = day - timedelta(days=n)
            return d.isoformat(), d
        if unit in ("周", "个星期", "个礼拜"):
            d = day - timedelta(weeks=n)
            return f"约{d.isoformat()}", d
        if unit == "个月":
            d = add_months(day, -n)
            return f"约{d.year}-{d.month:02d}", d
        return f"约{day.year - n}年", date(day.year - n, 1, 1)
    return None


def _resolve_en(m: re.Match[str], day: date) -> tuple[str, date] | None:
    word = re.sub(r"\s+", " ", m.group(0).lower())
    offsets = {"the day before yesterday": -2, "yesterday": -1, "last night": -1, "tomorrow": 1, "the day after tomorrow": 2}
    if word in offsets:
        d = day + timedelta(days=offsets[word])
        return d.isoformat(), d
    if m.group("ewd"):
        target = _EN_WEEKDAY[m.group("ewd").lower()]
        back = (day.weekday() - target) % 7 or 7
        d = day - timedelta(days=back)
        return d.isoformat(), d
    if word == "last weekend":
        back = (day.weekday() - 5) % 7 or 7
        sat = day - timedelta(days=back)
        if sat + timedelta(days=1) >= day:
            sat -= timedelta(days=7)
        return f"weekend of {sat.isoformat()}", sat
    if word in ("last week", "next week"):
        a = _week_start(day) + timedelta(days=-7 if word.startswith("last") else 7)
        return _fmt_range(a, a + timedelta(days=6), False), a
    if word in ("last month", "next month"):
        d = add_months(day.replace(day=1), -1 if word.startswith("last") else 1)
        return f"{d.year}-{d.month:02d}", d
    if word in ("last year", "next year", "the year before last"):
        year = day.year + {"last year": -1, "next year": 1, "the year before last": -2}[word]
        return str(year), date(year, 1, 1)
    if m.group("es"):
        season = _EN_SEASON[m.group("es").lower()]
        start_month = _SEASON_START[season]
        # the most recent such season that has ended before the record's day
        year = day.year
        end = add_months(date(year, start_month, 1), 3)
        while end > day:
            year -= 1
            end = add_months(date(year, start_month, 1), 3)
        return _season(year, season, False)
    if m.group("en"):
        raw = re.sub(r"\s+", " ", m.group("en").lower())
        n = int(raw) if raw.isdigit() else _EN_NUM.get(raw)
        if not n:
            return None
        unit = m.group("eu").lower().rstrip("s")
        if unit == "day":
            d = day - timedelta(days=n)
            return d.isoformat(), d
        if unit == "week":
            d = day - timedelta(weeks=n)
            return f"around {d.isoformat()}", d
        if unit == "month":
            d = add_months(day, -n)
            return f"around {d.year}-{d.month:02d}", d
        return f"around {day.year - n}", date(day.year - n, 1, 1)
    return None
