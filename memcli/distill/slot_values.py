"""How a profile slot holds its value: which slots hold one value, which hold sentences, and list items.

A list slot (``interest::food``) is one memory whose content is its items
joined (``火锅、奶茶``, ``sushi, jazz``); a sentence slot (``life_event::plans``)
joins sentences with ``；``. The slot writer (:mod:`memcli.distill.profile`),
re-derivation after a forget (:mod:`memcli.distill.rederive`) and a rejected
value (:mod:`memcli.distill.rejection`) split, compare and join items the same
way, so these rules live here, below all three.
"""

from __future__ import annotations

import re

SINGLE: frozenset[tuple[str, str]] = frozenset(
    {
        ("basic_info", "name"), ("basic_info", "age"), ("basic_info", "birthday"), ("basic_info", "gender"),
        ("basic_info", "hometown"), ("basic_info", "location"), ("work", "title"), ("work", "company"), ("work", "industry"),
        ("work", "location"), ("education", "school"), ("education", "major"), ("education", "degree"),
        ("belongings", "phone"), ("belongings", "car"), ("belongings", "computer"), ("places", "home"), ("places", "gym"),
    }
)
SENTENCE_TOPICS = frozenset({"life_event"})


def _has_cjk(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def _sentences_slot(topic: str, sub: str, custom: set[tuple[str, str]]) -> bool:
    return topic in SENTENCE_TOPICS and sub != "goals" or (topic, sub) in custom


def split_slot(content: str, sentence_slot: bool) -> list[str]:
    pattern = r"\s*[；;]\s*" if sentence_slot else r"\s*[、，,；;]\s*"
    return [p for p in re.split(pattern, content) if p.strip()]


def join_slot(items: list[str], sentence_slot: bool, kin: bool = False) -> str:
    zh = any(_has_cjk(i) for i in items)
    if sentence_slot:
        return ("；" if zh else "; ").join(items)
    if zh:
        return ("，" if kin else "、").join(items)
    return ", ".join(items)


def norm(text: str) -> str:
    return re.sub(r"[\s\W_]+", "", text.lower())


_LANG_ZH = {"日语": "japanese", "日文": "japanese", "英语": "english", "英文": "english", "法语": "french", "德语": "german",
            "西班牙语": "spanish", "韩语": "korean", "韩文": "korean", "意大利语": "italian", "俄语": "russian",
            "葡萄牙语": "portuguese", "中文": "chinese", "汉语": "chinese", "普通话": "mandarin", "粤语": "cantonese",
            "阿拉伯语": "arabic", "泰语": "thai", "越南语": "vietnamese"}
_LEARN_ZH = re.compile(r"^(?:学|学习|学会)(?P<l>[\u4e00-\u9fff]{1,4}[语文话])$")
_LEARN_EN = re.compile(r"(?i)^(?:learn|learning|study|studying)\s+(?P<l>[a-z]+)$")


def same_item(a: str, b: str) -> bool:
    """Two list items that say the same thing, also across languages (学日语 = learn Japanese, 粤语 = Cantonese)."""
    if norm(a) == norm(b):
        return True
    return _canon(a) is not None and _canon(a) == _canon(b)


_WHEN_TAIL = re.compile(r"(?i)\s+(?:this|next)\s+(?:year|month|summer|spring|autumn|fall|winter)$|\s+(?:someday|soon|one day)$|（[^）]*）$")


def _canon(item: str) -> str | None:
    text = _WHEN_TAIL.sub("", item.strip())
    text = re.sub(r"^(?:今年|明年|以后|将来)", "", text)
    m = _LEARN_ZH.match(text)
    if m and m.group("l") in _LANG_ZH:
        return "learn:" + _LANG_ZH[m.group("l")]
    m = _LEARN_EN.match(text)
    if m:
        return "learn:" + m.group("l").lower()
    if text in _LANG_ZH:
        return "lang:" + _LANG_ZH[text]
    if re.fullmatch(r"[A-Za-z]+", text):
        return "lang:" + text.lower()
    return None
