"""Contact details, belongings, places the user goes, and plans with a date."""

from __future__ import annotations

import re

from memcli.distill.relative_dates import annotate
from memcli.distill.rules.base import (
    CJK,
    Handler,
    OneOf,
    PLACE_NOUNS_ZH,
    PRON_ZH,
    PUNCT,
    Rule,
    SentenceContext,
    clean_en,
    clean_zh,
    rule,
    valid_en_item,
)


_THING_KIND_ZH = {"手机": "phone", "车": "car", "汽车": "car", "电脑": "computer", "笔记本": "computer", "笔记本电脑": "computer",
                  "跑鞋": "shoes", "鞋": "shoes", "鞋子": "shoes", "球鞋": "shoes", "相机": "camera", "自行车": "bike", "单车": "bike",
                  "手表": "watch", "耳机": "headphones", "平板": "tablet", "包": "bag"}


_THING_KIND_EN = {"phone": "phone", "car": "car", "laptop": "computer", "computer": "computer", "bike": "bike", "camera": "camera",
                  "watch": "watch", "shoes": "shoes", "running shoes": "shoes", "sneakers": "shoes", "trainers": "shoes",
                  "headphones": "headphones", "tablet": "tablet", "drive": "car", "ride": "bike"}


_THING_ZH_ALT = "|".join(sorted(_THING_KIND_ZH, key=len, reverse=True))
_THING_EN_ALT = "|".join(sorted((re.escape(k) for k in _THING_KIND_EN if " " in k or k not in ("drive", "ride")), key=len, reverse=True))
_MEASURE_ZH = "(?:一(?:辆|台|部|双|块|个|款|只))"
_ESTATE_ZH = "(?:小区|花园|家园|公寓|苑|城|府|湾|庭|里|大厦|新村|公馆)(?:[一二三四五六七八九十\\d]+期)?"
_PROPER_EN = r"(?:\d{4}\s+)?[A-Z0-9][\w\-]*(?:\s+(?:[A-Z0-9][\w\-]*))*"


def _thing_value_zh(raw: str) -> str:
    v = clean_zh(raw)
    v = re.sub(f"^{_MEASURE_ZH}", "", v)
    v = re.sub(r"^(?:[\u4e00-\u9fff]{1,4}的)(?=[\u4e00-\u9fffA-Za-z])", "", v) if re.match(r"^(?:白色|黑色|红色|蓝色|银色|灰色|新|旧|二手|老)的", v) else v
    return v.strip()


def belonging_zh(m: re.Match[str], c: SentenceContext) -> None:
    kind = _THING_KIND_ZH.get(m.group("noun") or m.group("noun2") or "", "other")
    v = _thing_value_zh(m.group("v") or m.group("v2") or "")
    if 2 <= len(v) <= 20 and not v.startswith(PRON_ZH) and re.search(r"[A-Za-z0-9]|[\u4e00-\u9fff]{2}", v):
        c.slot("belongings", kind, v)


def belonging_en(m: re.Match[str], c: SentenceContext) -> None:
    noun = (m.group("noun") or m.group("verb") or "").lower()
    kind = _THING_KIND_EN.get(re.sub(r"\s+", " ", noun), "other")
    v = clean_en(m.group("v") or m.group("v2") or "")
    if valid_en_item(v, 5):
        c.slot("belongings", kind, v)


def _place_value_zh(raw: str) -> str:
    v = clean_zh(raw)
    named = re.match(r"^(?P<name>[\u4e00-\u9fffA-Za-z0-9]{2,10}?)(?:这个|那个|这家|那家)(?:小区|地方|公寓|楼盘)$", v)
    if named:
        return named.group("name")  # 紫荆花园这个小区: the name, not the noun
    v = re.sub(r"^.{0,6}?(?:那家|这家|那个|这个)", "", v)
    v = re.sub(r"^(?:楼下|附近|街角|对面|公司旁边|家门口)的", "", v)
    return v.strip()


def place_zh(sub: str) -> Handler:
    def handler(m: re.Match[str], c: SentenceContext) -> None:
        v = _place_value_zh(m.group("v"))
        noun = m.groupdict().get("noun") or ""
        kind = "gym" if "健身" in noun else sub
        if 2 <= len(v) <= 14 and not v.startswith(PRON_ZH):
            c.slot("places", kind, v)

    return handler


def place_en(sub: str) -> Handler:
    def handler(m: re.Match[str], c: SentenceContext) -> None:
        v = clean_en(m.group("v"))
        v = re.sub(r"\s+(?:on|in|at|near|by)\s+.*$", "", v)
        noun = (m.groupdict().get("noun") or "").lower()
        kind = "gym" if "gym" in noun or noun == "fitness" else sub
        if valid_en_item(v, 5):
            c.slot("places", kind, v)

    return handler


def email(m: re.Match[str], c: SentenceContext) -> None:
    c.slot("contact", "email", m.group("e").rstrip("."))


def phone(m: re.Match[str], c: SentenceContext) -> None:
    digits = re.sub(r"\D", "", m.group("p"))
    if 7 <= len(digits) <= 15:
        c.slot("contact", "phone", m.group("p").strip())


def plan_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我下周三去考CPA. (The pattern refuses 去不了 / 去不成: what one cannot do is no plan.)"""
    plan = clean_zh(m.group("p"))
    if 2 <= len(plan) <= 24:
        when = m.group("when")
        c.slot("life_event", "plans", annotate(f"{when}{plan}", c.rec.when), "append", importance=70)


class _ThingMatch:
    def __init__(self, m: re.Match[str]) -> None:
        self.m = m

    def group(self, key: str) -> str | None:
        if key == "verb":
            text = self.m.group(0).lower()
            return "drive" if " drive " in f" {text} " else ("ride" if " ride " in f" {text} " else None)
        return self.m.group(key)


class _PlaceMatch:
    def __init__(self, m: re.Match[str]) -> None:
        self.m = m

    def group(self, key: str) -> str:
        if key == "v":
            return self.m.group("v") or self.m.group("v2") or self.m.group("v3") or ""
        return self.m.group(key) or ""

    def groupdict(self) -> dict[str, str | None]:
        return {"noun": self.m.group("noun") or self.m.group("noun2")}


class _GymMatch(_PlaceMatch):
    def group(self, key: str) -> str:
        if key == "v":
            return self.m.group("v") or self.m.group("v2") or ""
        return self.m.group(key) or ""

    def groupdict(self) -> dict[str, str | None]:
        return {"noun": self.m.group("noun") or ("gym" if self.m.group("v2") else None)}


RULES: list[Rule] = [
    rule("email", "zh", ("@",), r"(?:邮箱|邮件|email|e-mail|mail)[^@，。]{0,6}?(?P<e>[A-Za-z0-9._%+\-]+@[\w\-]+(?:\.[\w\-]+)+)", email),
    rule("email_en", "en", ("@",), r"(?i:\b(?:my\s+(?:e-?mail|address)(?:\s+address)?\s+is|reach\s+me\s+at|email\s+me\s+at|contact\s+me\s+at|write\s+to\s+me\s+at))\s+(?P<e>[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+)", email),
    rule("phone_zh", "zh", ("手机", "电话"), r"我的?(?:手机号码|手机号|手机|电话号码|电话|联系电话)(?:是|：|:)?\s*(?P<p>\+?\d[\d \-]{5,18}\d)", phone),
    rule("phone_en", "en", ("phone", "number", "mobile", "cell"), r"(?i:\bmy\s+(?:phone|mobile|cell)(?:\s+number)?\s+is|\bcall\s+me\s+(?:on|at))\s+(?P<p>\+?\d[\d \-]{5,18}\d)", phone),
    rule("thing_zh", "zh", tuple(_THING_KIND_ZH),
       rf"我(?:现在|平时|一直)?(?:用|开|穿|戴|骑|背)?的(?P<noun>{_THING_ZH_ALT})(?:是|就是|用的是)(?P<v>[^{PUNCT}]{{2,24}})"
       rf"|我(?:新|刚|最近)?买了{_MEASURE_ZH}?(?P<v2>[^{PUNCT}]{{2,16}}?)(?P<noun2>{_THING_ZH_ALT})(?=[{PUNCT}]|$)", belonging_zh),
    rule("thing_en", "en", ("my ", "drive", "ride", "use a", "use an"),
       rf"(?i:\bmy\s+(?P<noun>{_THING_EN_ALT})\s+(?:is|are)\s+(?:an?\s+|the\s+)?)(?P<v>{_PROPER_EN})"
       rf"|(?i:\bi\s+(?:drive|ride|use|own)\s+an?\s+)(?P<v2>{_PROPER_EN})", lambda m, c: belonging_en(_ThingMatch(m), c)),
    rule("home_zh", "zh", ("小区", "我家在", "住在"),
       rf"我(?:住的|家住的|家的)?(?:那个)?小区(?:叫做|叫|是)(?P<v>[^{PUNCT}]{{2,14}})|我(?:家|住)在(?P<v2>[^{PUNCT}]{{2,12}}?{_ESTATE_ZH})(?=[{PUNCT}]|$)",
       lambda m, c: place_zh("home")(OneOf(m, "v", "v2"), c)),
    rule("frequent_zh", "zh", ("常去", "经常去", "最喜欢去", "最喜欢的", "每周", "都去"),
       rf"我(?:最)?(?:常|经常|最常|每周都|平时)去的(?:那家|那个)?(?P<noun>[{CJK}]{{1,4}})(?:是|叫做|叫)(?P<v>[^{PUNCT}]{{2,20}})"
       rf"|我最喜欢去的(?:地方|店)?(?:是|就是)(?P<v2>[^{PUNCT}]{{2,14}})"
       rf"|我最喜欢的(?P<noun2>{'|'.join(PLACE_NOUNS_ZH)})(?:是|就是)(?P<v3>[^{PUNCT}]{{2,20}})",
       lambda m, c: place_zh("frequent" if m.group("v") else "favourite")(_PlaceMatch(m), c)),
    rule("venue_zh", "zh", ("馆", "健身房", "公园"), rf"我(?:每天|每周[一二三四五六日天]?|每个周末|经常|常常|平时)?都?去(?P<v>[{CJK}A-Za-z]{{2,8}}(?:游泳馆|健身房|体育馆|图书馆|球馆|瑜伽馆))", place_zh("frequent")),
    rule("home_en", "en", ("called", "named"), rf"(?i:\bi\s+live\s+in\s+an?\s+(?:apartment\s+complex|building|estate|complex|development|block)\s+(?:called|named))\s+(?P<v>{_PROPER_EN})", place_en("home")),
    rule("gym_en", "en", ("gym", "work out at", "train at"),
       rf"(?i:\bi\s+(?:usually\s+|often\s+|regularly\s+|mostly\s+|always\s+)?go\s+to\s+a\s+(?:local\s+|small\s+|little\s+)?(?P<noun>gym|pool|climbing\s+gym|bouldering\s+gym|cafe|café|coffee\s+shop|bar|pub|bookshop|bookstore)\s+(?:called|named))\s+(?P<v>{_PROPER_EN})"
       rf"|(?i:\bi\s+(?:work\s+out|train|exercise)\s+at)\s+(?P<v2>{_PROPER_EN})", lambda m, c: place_en("gym" if m.group("v2") else "frequent")(_GymMatch(m), c)),
    rule("fav_place_en", "en", ("favorite", "favourite"),
       rf"(?i:\bmy\s+(?:all-time\s+)?favou?rite\s+(?:coffee\s+shop|cafe|café|restaurant|bar|pub|park|bookshop|bookstore|place|spot|city|beach|museum)\s+(?:is|has\s+to\s+be)\s+)(?P<v>(?:the\s+)?{_PROPER_EN})", place_en("favourite")),
    rule("plan_zh", "zh", ("下个月", "下周", "明天", "后天", "下星期", "月底", "周末", "年底", "号", "日"),
       rf"我(?P<when>下个?月(?:\d{{1,2}}[号日])?|下周[一二三四五六日天]?|下星期[一二三四五六日天]?|明天|后天|这个?周末|月底|年底|\d{{1,2}}月\d{{1,2}}[号日])(?:就)?(?:要|准备|打算|会)?(?P<p>去(?!不)[^{PUNCT}]{{2,20}})", plan_zh),
]
