"""Offline fact extraction from what the user says about themself (中文 and English).

Pattern based, no network, no model: each rule is a regular expression
anchored on a first-person phrase (我叫…, 我住在…, I work as … at …, I'm
allergic to …), guarded by cheap substring triggers so a record that
mentions none of them costs one scan. Only the user's own records are read
for the user's profile (role ``user`` or a diary); what the assistant says
about the user is never taken as a fact. An assistant/character saying its
own name (我叫小爱 / my name is Aria) becomes the character's identity.

Questions (你叫什么？ do I like jazz?) are skipped, except that agreements
are kept even when phrased as a question (我们说好的，还记得吗？).

Output: :class:`~memcli.distill.types.Candidate` objects — profile slot
operations (``set`` for single-value slots, ``append``/``remove`` for list
slots) and governed memories (agreement, emotion, identity, relationship,
fact), each with its source record, time, owner and importance.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from memcli.distill import lexicon as L
from memcli.distill.relative_dates import annotate
from memcli.distill.types import Candidate, Rec

if TYPE_CHECKING:  # pragma: no cover
    from memcli.distill.people import PeopleContext

CJK = "\u4e00-\u9fff"
_HAS_CJK = re.compile(f"[{CJK}]")
_SENT = re.compile(r"[^。！？!?；;\n]+?(?:[。！？!?；;\n]+|\.(?=\s|$)|$)")
_TRAIL_ZH = "了啦呀啊哦呢吧嘛的哈呐～~!！.。,，、 "
_LEAD_ZH = ("一名", "一个", "一位", "一只", "一条", "个", "名", "位")
_ADV_ZH = r"(?:也|还|一直|真的|真|最|很|非常|特别|超级|超|挺|蛮|好|比较|都|其实|平时|从小就|从小|一向|向来|本来就|越来越|相当|十分|特|可|就|确实|打小就|尤其|最近|现在|今年|已经|向|也都|才)*"
_TIME_ZH = r"(?:今年|明年|以后|将来|接下来|这个月|下个月|这周|这学期|年底前|未来|这辈子|有生之年)?"
_PUNCT = "，,。！!？?；;、\n"
_OBJ = "，,。！!？?；;\n"  # an object may be a list joined by 、
_END_ZH = f"(?=[{_PUNCT}\\s]|$)"
_PRON_ZH = ("你", "我", "他", "她", "它", "这", "那", "哪", "什么", "谁", "人家", "自己", "大家")
_PRON_EN = frozenset(
    "it you that this them him her me us when how what which who whom being your his their our its there here "
    "myself yourself everything something anything nothing everyone someone".split()
)
_PERSON_ZH = re.compile(r"[你他她]|妈|爸|姐|妹|哥|弟|朋友|同事|老板|老公|老婆|大家|别人|孩子|儿子|女儿|家人|同学")
_THIRD_ZH = re.compile(r"[你他她它]|妈|爸|姐|妹|哥|弟|朋友|同事|老板|老公|老婆|大家|别人|猫|狗|孩子|儿子|女儿|家人|同学")
_EN_NAME = r"[A-Z][a-zA-Z'’\-]+(?:\s+[A-Z][a-zA-Z'’\-]+){0,2}"
_EN_PLACE = r"(?:(?!I\b)[A-Z][\w'’.\-]*(?:(?:\s+|,\s*)(?!I\b)(?:[A-Z][\w'’.\-]*|of\b|de\b|la\b|upon\b))*|[\u4e00-\u9fff]{2,8})"
_EN_ORG = r"(?:(?!I\b)[A-Z0-9][\w&'’.\-]*(?:\s+(?!I\b)(?:[A-Z0-9][\w&'’.\-]*|of\b|and\b|&|de\b|for\b))*|[\u4e00-\u9fff]{2,12})"
_EN_JOB = r"(?:[\w\-]+\s+){0,3}(?:" + "|".join(sorted((re.escape(j) for j in L.EN_JOB_NOUNS), key=len, reverse=True)) + r")s?"
_ZH_JOB = r"[" + CJK + r"A-Za-z]{0,8}?(?:" + "|".join(sorted(L.ZH_JOB_SUFFIXES, key=len, reverse=True)) + ")"
# a job title ends where the clause (or a 的/了 after it) ends: 设计总监 is not 设计
_JOB_END = r"(?=[，,。！!？?；;、\s]|$|的|了|，|工作|上班)"
_SURNAME = "(?:" + "|".join(L.COMPOUND_SURNAMES) + f"|[{L.SURNAMES}])"
_ZH_PERSON = f"(?:[阿小老][{CJK}]|{_SURNAME}[{CJK}]{{1,2}}?)"
_ZH_NAME_LOOK = "(?=" + "|".join(sorted(L.ZH_BOUNDARY, key=len, reverse=True)) + f"|[{_PUNCT}\\s]|$)"

# importance of a profile slot, by (topic, sub_topic); others default to 60
IMPORTANCE: dict[tuple[str, str], int] = {
    ("basic_info", "name"): 90, ("basic_info", "nickname"): 70, ("basic_info", "age"): 70,
    ("basic_info", "birthday"): 80, ("basic_info", "gender"): 70, ("basic_info", "hometown"): 70,
    ("basic_info", "location"): 75, ("basic_info", "languages"): 60,
    ("work", "title"): 75, ("work", "company"): 75, ("work", "location"): 60,
    ("education", "school"): 70, ("education", "major"): 65, ("education", "degree"): 60,
    ("relationship", "mother"): 80, ("relationship", "father"): 80, ("relationship", "partner"): 85,
    ("relationship", "children"): 85, ("relationship", "pets"): 70,
    ("health", "allergies"): 95, ("health", "conditions"): 85, ("health", "diet"): 70,
    ("life_event", "goals"): 70,
}


@dataclass
class _Ctx:
    rec: Rec
    sent: str  # what the rules match (Chinese clauses get their subject carried over)
    low: str
    lang: str
    orig: str = ""  # the sentence as written (memory contents quote this)
    out: list[Candidate] = field(default_factory=list)
    hits: int = 0

    def slot(self, topic: str, sub: str, value: str, op: str = "set", importance: int | None = None) -> None:
        value = value.strip()
        if not value:
            return
        self.hits += 1
        self.out.append(
            Candidate(
                type="profile",
                content=value,
                record_ids=[self.rec.id],
                occurred_ts=self.rec.occurred_ts,
                occurred_at=self.rec.occurred_at,
                topic=topic,
                sub_topic=sub,
                op=op,
                importance=importance if importance is not None else IMPORTANCE.get((topic, sub), 60),
                lang=self.lang,
            )
        )

    def mem(self, type_: str, content: str, owner: str = "user", importance: int = 50) -> None:
        content = content.strip()
        if not content:
            return
        self.hits += 1
        self.out.append(
            Candidate(
                type=type_,
                content=content,
                record_ids=[self.rec.id],
                occurred_ts=self.rec.occurred_ts,
                occurred_at=self.rec.occurred_at,
                owner=owner,
                importance=importance,
                lang=self.lang,
                vector_key=content,
            )
        )


Handler = Callable[[re.Match[str], _Ctx], None]


@dataclass(frozen=True)
class Rule:
    name: str
    lang: str  # zh | en
    triggers: tuple[str, ...]  # lower-case substrings; the rule runs only if one is present
    pattern: re.Pattern[str]
    handler: Handler
    questions: bool = False  # also run on questions
    user_only: bool = True
    trigger_re: re.Pattern[str] | None = None  # the triggers as one alternation (a C-speed test)


# --- value cleaning ------------------------------------------------------------------


def clean_zh(value: str) -> str:
    v = value.strip().strip("“”\"'「」《》")
    for lead in _LEAD_ZH:
        if v.startswith(lead) and len(v) > len(lead) + 1:
            v = v[len(lead) :]
            break
    return v.rstrip(_TRAIL_ZH).strip()


def clean_en(value: str) -> str:
    v = value.strip().strip("\"'“”‘’")
    v = re.sub(r"\s+", " ", v)
    return v.rstrip(" .,!?;:").strip()


def cut_zh_name(raw: str) -> str:
    """Cut a run of CJK where a boundary word starts (林小雨今年 → 林小雨)."""
    v = raw.strip()
    for i in range(2, len(v)):
        for w in L.ZH_BOUNDARY:
            if v.startswith(w, i):
                return v[:i]
    return v


def valid_zh_name(v: str) -> bool:
    if not (2 <= len(v) <= 5) or v in L.NAME_STOP:
        return False
    if v.startswith(_PRON_ZH) or v[0] in "了过着很太也都还就在是的不没":
        return False
    return bool(re.fullmatch(f"[{CJK}·A-Za-z]+", v))


_EN_ADVERB_START = frozenset("always never really so very too also still just even especially either anyway though but and or because".split())


def valid_en_item(v: str, max_words: int = 5) -> bool:
    words = v.split()
    if not words or len(words) > max_words:
        return False
    first = words[0].lower().strip("'’")
    if first in _PRON_EN or first in _EN_ADVERB_START:
        return False
    return not any(w in ("I", "I'm", "i", "I've") for w in words)


def lang_of(text: str) -> str:
    return "zh" if _HAS_CJK.search(text) else "en"


_PAREN = re.compile(r"\s*[（(][^)）]*[)）]")


def split_items(text: str, lang: str) -> list[str]:
    """'火锅、寿司和爵士乐' / 'jazz, hiking and cats' → items (asides in brackets dropped)."""
    text = _PAREN.sub("", text)
    if lang == "zh":
        parts = re.split(r"[、，,/]|(?<=\S)(?:和|与|以及|还有|或者|或是|跟)(?=\S)", text)
        return [clean_zh(p) for p in parts if clean_zh(p)]
    parts = re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or|&|as well as|plus)\s+|/", text)
    return [clean_en(p) for p in parts if clean_en(p)]


def category_of(item: str, hint: str | None = None) -> str:
    """The interest category whose longest matching word is longest (rock climbing → sports, not music)."""
    low = item.lower()
    best, length = None, 0
    for cat, (zh, en) in L.INTEREST_LEXICON.items():
        for w in (*zh, *en):
            if len(w) > length and (w in item or w in low):
                best, length = cat, len(w)
    return best or hint or "hobbies"


_ZH_OBJ_PREFIX = re.compile(
    r"^(?:和|跟|与)[^，,]{1,8}?一起|^(?:在|于)?(?:周末|晚上|早上|下午|空闲时|有空的时候|有空时|有空|没事的时候|没事|闲暇时|平时|每天|假期|休息的时候|下班后)(?:的时候)?"
)
_ZH_VERBS = ("吃", "喝", "听", "唱", "弹", "看", "读", "玩", "打", "踢", "去", "逛", "养", "做", "追")


def like_items_zh(obj: str) -> list[tuple[str, str | None]]:
    """Items of a 喜欢/讨厌 object with a category hint from its verb."""
    obj = _ZH_OBJ_PREFIX.sub("", obj.strip())
    out: list[tuple[str, str | None]] = []
    hint: str | None = None
    for raw in split_items(obj, "zh"):
        item = raw
        for verb in _ZH_VERBS:
            if item.startswith(verb) and len(item) > len(verb) + 1 and item[len(verb)] not in "了过着":
                hint = L.ZH_VERB_HINT.get(verb, hint)
                if verb not in ("逛", "做", "追"):  # 逛街 / 做饭 / 追剧 keep their verb
                    item = item[len(verb) :]
                break
        item = clean_zh(item)
        if not item or len(item) > 10 or item.startswith(_PRON_ZH) or any(p in item for p in ("你", "我")):
            continue
        if item in ("一个人", "这样", "那样", "这种", "那种", "一切"):
            continue
        out.append((item, hint))
    return out


_EN_TRAIL = re.compile(
    r"\s+(?:a lot|so much|very much|too much|too|as well|anymore|at all|these days|lately|in my free time|"
    r"on (?:the )?weekends?|every (?:day|week|weekend|morning|night)|when i can|whenever i can|the most|most|"
    r"more than (?:anything|ever|before|i expected|i thought|you know)|in general|recently|nowadays|now|though|haha|lol)$",
    re.I,
)
_EN_LEAD = re.compile(r"^(?:to\s+)?(?:go\s+|going\s+)?", re.I)
_EN_ARTICLE = re.compile(r"^(?:a|an|the|my|some|all|any|most|good|great|really good)\s+", re.I)


def like_items_en(obj: str) -> list[tuple[str, str | None]]:
    obj = re.split(r"\s+(?:but|because|since|though|although|so|which|who|when|if)\s+", obj, maxsplit=1, flags=re.I)[0]
    out: list[tuple[str, str | None]] = []
    hint: str | None = None
    for raw in split_items(obj, "en"):
        item = _EN_LEAD.sub("", raw)
        for _ in range(2):
            item = _EN_TRAIL.sub("", item)
        for verb, cat in L.EN_VERB_HINT.items():
            if item.lower().startswith(verb + " "):
                hint = cat
                item = item[len(verb) + 1 :]
                break
        item = _EN_ARTICLE.sub("", clean_en(item))
        if not valid_en_item(item, 4):
            continue
        out.append((item, hint))
    return out


# --- handlers ------------------------------------------------------------------------


def _h_name_zh(m: re.Match[str], c: _Ctx) -> None:
    v = cut_zh_name(clean_zh(m.group("v")))
    if valid_zh_name(v) or re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+)?", v):
        if c.rec.own != "character":
            c.slot("basic_info", "name", v)
        else:
            c.mem("identity", f"名字：{v}", owner="character", importance=85)


def _h_name_en(m: re.Match[str], c: _Ctx) -> None:
    v = clean_en(m.group("v"))
    if valid_en_item(v, 3):
        if c.rec.own != "character":
            c.slot("basic_info", "name", v)
        else:
            c.mem("identity", f"name: {v}", owner="character", importance=85)


def _h_nick_zh(m: re.Match[str], c: _Ctx) -> None:
    v = cut_zh_name(clean_zh(m.group("v")))
    if valid_zh_name(v) or (re.fullmatch(r"[A-Za-z][A-Za-z \-]{1,20}", v or "") is not None):
        c.slot("basic_info", "nickname", v, "append")


def _h_nick_en(m: re.Match[str], c: _Ctx) -> None:
    v = clean_en(m.group("v"))
    if valid_en_item(v, 2):
        c.slot("basic_info", "nickname", v, "append")


def _year(c: _Ctx) -> int:
    return c.rec.when.year


def _h_age_zh(m: re.Match[str], c: _Ctx) -> None:
    from memcli.distill.relative_dates import cn_number

    n = cn_number(m.group("n"))
    if n is not None and 1 <= n <= 120 and not _THIRD_ZH.search(c.sent[: m.start()].split("，")[-1]):
        c.slot("basic_info", "age", f"{n}岁（{_year(c)}年）")


def _h_age_en(m: re.Match[str], c: _Ctx) -> None:
    n = int(m.group("n"))
    if 1 <= n <= 120:
        c.slot("basic_info", "age", f"{n} (in {_year(c)})")


_ZH_DATE = r"\d{4}\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?)?|\d{1,2}\s*月\s*\d{1,2}\s*[日号]|\d{4}-\d{1,2}-\d{1,2}"
_EN_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
_EN_DATE = (
    rf"(?i:(?:{_EN_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_EN_MONTHS})(?:,?\s+\d{{4}})?|\d{{4}}-\d{{2}}-\d{{2}})"
)


def norm_date_zh(text: str) -> str:
    m = re.fullmatch(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]", text.strip())
    if m:
        return f"{int(m.group(1)):04d}-{int(m.group(2)):02d}-{int(m.group(3)):02d}"
    return re.sub(r"\s+", "", text)


def norm_date_en(text: str) -> str:
    from datetime import datetime as _dt

    t = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", text.strip(), flags=re.I).replace(",", "")
    t = re.sub(r"\bof\s+", "", t, flags=re.I)
    t = re.sub(r"\bsept\b", "sep", t, flags=re.I)
    for fmt in ("%B %d %Y", "%b %d %Y", "%d %B %Y", "%d %b %Y", "%Y-%m-%d"):
        try:
            return _dt.strptime(t, fmt).date().isoformat()
        except ValueError:
            continue
    return clean_en(text)


def _place_ok_zh(p: str) -> bool:
    return 2 <= len(p) <= 12 and not p.startswith(_PRON_ZH) and p not in L.NAME_STOP and p not in ("这里", "那里", "哪里", "这儿", "那儿")


def _place_slot_zh(raw: str, c: _Ctx, topic: str, sub: str) -> None:
    p = clean_zh(raw)
    if _place_ok_zh(p):
        c.slot(topic, sub, p)


def _h_place_en(topic: str, sub: str) -> Handler:
    def handler(m: re.Match[str], c: _Ctx) -> None:
        p = clean_en(m.group("p"))
        if valid_en_item(p, 5):
            c.slot(topic, sub, p)

    return handler


def _h_location_zh(m: re.Match[str], c: _Ctx) -> None:
    _place_slot_zh(m.group("p"), c, "basic_info", "location")


def _job_ok_zh(t: str) -> bool:
    return 2 <= len(t) <= 14 and not t.startswith(("很", "非常", "特别", "比较", "挺", "有点", "超", "不", "一个人")) and not t.endswith("的人")


_DESC_CO = re.compile(r"^(?P<place>[\u4e00-\u9fff]{2,6}?)?(?:的)?(?:一家|一个|一所|某家|某)(?P<desc>[\u4e00-\u9fffA-Za-z]{2,10})$")
_PLACE_CO = re.compile(r"^(?P<place>[\u4e00-\u9fff]{2,6}?)的(?P<co>[\u4e00-\u9fffA-Za-z0-9]{2,12})$")


def _is_place_zh(p: str) -> bool:
    return p in L.ZH_PLACES or (p.endswith(("市", "省", "县", "区")) and not p.endswith(L.ZH_COMPANY_HINTS))


def _company_or_place_zh(raw: str, c: _Ctx) -> None:
    """在腾讯 → company; 在上海 → place; 在上海的字节跳动 → both; 在杭州一家游戏公司 → place + what kind of employer.

    A description (一家游戏公司, 一家外企) is not a company's name: it goes to ``work::industry``.
    """
    co = clean_zh(raw)
    desc = _DESC_CO.match(co)
    if desc:
        if desc.group("place") and _is_place_zh(desc.group("place")):
            c.slot("work", "location", desc.group("place"))
        if 2 <= len(desc.group("desc")) <= 8:
            c.slot("work", "industry", desc.group("desc"))
        return
    placed = _PLACE_CO.match(co)
    if placed and _is_place_zh(placed.group("place")):
        c.slot("work", "location", placed.group("place"))
        co = placed.group("co")
    if co.startswith(("一家", "一个", "家")) and len(co) > 3:
        co = co[2:] if co.startswith(("一家", "一个")) else co[1:]
    if not _place_ok_zh(co) or co in ("家里", "家", "公司", "单位", "学校", "医院", "家附近"):
        return
    if co in L.ZH_PLACES or (co.endswith(("市", "省", "县", "区")) and not co.endswith(L.ZH_COMPANY_HINTS)):
        c.slot("work", "location", co)
    else:
        c.slot("work", "company", co)


def _h_title_only_zh(m: re.Match[str], c: _Ctx) -> None:
    t = clean_zh(m.group("t"))
    if _job_ok_zh(t) and t.endswith(L.ZH_JOB_SUFFIXES) and "在" not in t:
        c.slot("work", "title", t)


def _h_company_only_zh(m: re.Match[str], c: _Ctx) -> None:
    _company_or_place_zh(m.group("c"), c)


def _h_work_at_zh(m: re.Match[str], c: _Ctx) -> None:
    t = m.groupdict().get("t")
    if t is not None:
        t = clean_zh(t)
        english = re.fullmatch(_EN_JOB, t, re.I) is not None
        if not english and not (_job_ok_zh(t) and t.endswith(L.ZH_JOB_SUFFIXES)):
            return
        c.slot("work", "title", t)
    _company_or_place_zh(m.group("c"), c)


def _kin_zh_slot(kin: str) -> str:
    return L.ZH_KIN.get(kin, "friends")


def _kin_item_zh(kin: str, text: str) -> str:
    sub = _kin_zh_slot(kin)
    if sub in ("friends", "colleagues", "children", "grandparents") or kin in ("姐姐", "妹妹", "哥哥", "弟弟", "姐", "妹", "哥", "弟"):
        return f"{text}（{kin}）" if sub in ("children", "grandparents", "sister", "brother") else text
    return text


def _h_kin_name_zh(m: re.Match[str], c: _Ctx) -> None:
    kin = m.group("k")
    n = cut_zh_name(clean_zh(m.group("n")))
    if not valid_zh_name(n):
        return
    sub = _kin_zh_slot(kin)
    c.slot("relationship", sub, _kin_item_zh(kin, n), "append")


def _h_kin_job_zh(m: re.Match[str], c: _Ctx) -> None:
    kin = m.group("k")
    gd = m.groupdict()
    if gd.get("n"):
        n = cut_zh_name(clean_zh(gd["n"]))
        if valid_zh_name(n):
            c.slot("relationship", _kin_zh_slot(kin), _kin_item_zh(kin, n), "append")
    t = clean_zh(m.group("t"))
    if _job_ok_zh(t) and t.endswith(L.ZH_JOB_SUFFIXES):
        c.slot("relationship", _kin_zh_slot(kin), _kin_item_zh(kin, t) if _kin_zh_slot(kin) in ("sister", "brother") else t, "append")


def _h_kin_age_zh(m: re.Match[str], c: _Ctx) -> None:
    from memcli.distill.relative_dates import cn_number

    n = cn_number(m.group("a"))
    if n and 0 < n < 120:
        kin = m.group("k")
        c.slot("relationship", _kin_zh_slot(kin), _kin_item_zh(kin, f"{n}岁（{_year(c)}年）"), "append")


def _kin_en(kin: str) -> str:
    return L.EN_KIN.get(re.sub(r"\s+", " ", kin.lower()), "friends")


def _h_kin_name_en(m: re.Match[str], c: _Ctx) -> None:
    kin = m.group("k")
    n = clean_en(m.group("n"))
    if n.split()[0].lower() in _PRON_EN or not valid_en_item(n, 3):
        return
    sub = _kin_en(kin)
    item = n if sub in ("mother", "father", "partner", "friends") else f"{n} ({kin.lower()})"
    c.slot("relationship", sub, item, "append")


def _h_kin_desc_en(m: re.Match[str], c: _Ctx) -> None:
    kin = m.group("k")
    sub = _kin_en(kin)
    gd = m.groupdict()
    if gd.get("n"):
        n = clean_en(gd["n"])
        if valid_en_item(n, 3):
            c.slot("relationship", sub, n if sub in ("mother", "father", "partner", "friends") else f"{n} ({kin.lower()})", "append")
    if gd.get("t"):
        t = _EN_ARTICLE.sub("", clean_en(gd["t"]))
        if valid_en_item(t, 4):
            c.slot("relationship", sub, t if sub in ("mother", "father", "partner") else f"{kin.lower()}: {t}", "append")
    if gd.get("a"):
        a = gd["a"]
        c.slot("relationship", sub, f"{a} years old (in {_year(c)})" if sub in ("mother", "father", "partner") else f"{kin.lower()}: {a} years old (in {_year(c)})", "append")


def _h_pet_zh(m: re.Match[str], c: _Ctx) -> None:
    animal = m.group("a")
    gd = m.groupdict()
    n = gd.get("n")
    if n:
        n = cut_zh_name(clean_zh(n))
        if n in L.NAME_STOP or n.startswith(("很", "太", "又", "也", "都", "还", "就", "在", "是", "今", "昨", "最", "生", "一", "不", "特", "真", "好")) or len(n) > 4:
            n = None
    if n:
        c.slot("relationship", "pets", f"{n}（{animal}）", "append")
    elif gd.get("own"):
        c.slot("relationship", "pets", animal, "append")


def _h_pet_en(m: re.Match[str], c: _Ctx) -> None:
    animal = m.group("a").lower()
    n = m.groupdict().get("n")
    if n and valid_en_item(clean_en(n), 2):
        c.slot("relationship", "pets", f"{clean_en(n)} ({animal})", "append")
    elif m.groupdict().get("own"):
        c.slot("relationship", "pets", f"a {animal}" if not animal.endswith("s") else animal, "append")


def _h_like_zh(m: re.Match[str], c: _Ctx) -> None:
    if m.group("obj").startswith(("的", "上了", "上你", "和你", "跟你", "你", "过")) or re.match(r"^[吃喝听看玩去读]的", m.group("obj")):
        return  # 我最喜欢吃的是… / 我最喜欢去的地方是…: the thing comes after 是 (fav rules)
    neg = bool(m.groupdict().get("neg"))
    verb = m.group("verb")
    dislike = neg or verb in ("讨厌", "厌恶", "受不了", "忍不了", "烦", "反感", "讨厌吃", "不吃", "不喝")
    hint0 = "food" if verb.endswith(("吃", "喝")) else None
    if verb.endswith("听"):
        hint0 = "music"
    for item, hint in like_items_zh(m.group("obj")):
        _like_slot(c, item, hint or hint0, dislike)


def _h_fav_zh(m: re.Match[str], c: _Ctx) -> None:
    cat = {"食物": "food", "菜": "food", "美食": "food", "水果": "food", "饮料": "food", "音乐": "music", "歌手": "music",
           "乐队": "music", "歌": "music", "运动": "sports", "电影": "movies", "电视剧": "movies", "书": "books",
           "作家": "books", "动物": "animals", "游戏": "games", "城市": "travel", "地方": "travel"}.get(m.group("cat"))
    for item, hint in like_items_zh(m.group("obj")):
        _like_slot(c, item, cat or hint, False)


def _like_slot(c: _Ctx, item: str, hint: str | None, dislike: bool) -> None:
    """A like joins interest::<category> and leaves preference::dislikes (and vice versa)."""
    cat = category_of(item, hint)
    if dislike:
        c.slot("preference", "dislikes", item, "append")
        c.out[-1].opposite = ("interest", cat)
    else:
        c.slot("interest", cat, item, "append")
        c.out[-1].opposite = ("preference", "dislikes")


def _h_like_en(m: re.Match[str], c: _Ctx) -> None:
    gd = m.groupdict()
    verb = (gd.get("verb") or "").lower()
    dislike = bool(gd.get("neg")) or verb in ("hate", "dislike", "detest", "loathe", "can't stand", "cannot stand")
    for item, hint in like_items_en(m.group("obj")):
        _like_slot(c, item, hint, dislike)


def _h_fav_en(m: re.Match[str], c: _Ctx) -> None:
    cat_word = m.group("cat").lower()
    cat = {"food": "food", "dish": "food", "drink": "food", "snack": "food", "fruit": "food", "music": "music",
           "band": "music", "singer": "music", "artist": "music", "song": "music", "genre": "music", "sport": "sports",
           "movie": "movies", "film": "movies", "show": "movies", "book": "books", "author": "books",
           "animal": "animals", "game": "games", "hobby": "hobbies", "city": "travel", "place": "travel"}.get(cat_word)
    for item, hint in like_items_en(m.group("obj")):
        _like_slot(c, item, cat or hint, False)


def _h_allergy_zh(m: re.Match[str], c: _Ctx) -> None:
    if _PERSON_ZH.search(m.group("x")):
        return  # 我对他…/ 我妈对…: someone else's allergy
    x = m.group("x").removeprefix("对")
    x = re.sub(r"^(?:有点|有些|比较|特别|一直|容易|严重|非常|很)", "", x)
    for item in split_items(x, "zh"):
        if 1 <= len(item) <= (20 if item.isascii() else 8) and not item.startswith(_PRON_ZH) and item not in ("有点", "容易", "严重"):
            c.slot("health", "allergies", item, "append")


def _h_allergy_en(m: re.Match[str], c: _Ctx) -> None:
    for item in split_items(m.group("x"), "en"):
        item = _EN_ARTICLE.sub("", item)
        if valid_en_item(item, 3):
            c.slot("health", "allergies", item, "append")


def _h_condition(m: re.Match[str], c: _Ctx) -> None:
    x = clean_zh(m.group("x")) if c.lang == "zh" else clean_en(m.group("x"))
    if x:
        c.slot("health", "conditions", x, "append")


def _h_diet(m: re.Match[str], c: _Ctx) -> None:
    c.slot("health", "diet", clean_zh(m.group("x")) if c.lang == "zh" else clean_en(m.group("x")).lower(), "append")


def _h_lang_zh(m: re.Match[str], c: _Ctx) -> None:
    for item in split_items(m.group("l"), "zh"):
        item = re.sub(r"^(?:一点|一些|一点点|流利的|一口流利的|很流利的|简单的)", "", item)
        if item.endswith(("语", "话", "文")) and 2 <= len(item) <= 6:
            c.slot("basic_info", "languages", item, "append")


def _h_lang_en(m: re.Match[str], c: _Ctx) -> None:
    for item in split_items(m.group("l"), "en"):
        item = re.sub(r"^(?:a little|some|basic|fluent|native)\s+", "", item, flags=re.I)
        if item.lower() in L.LANGUAGES_EN:
            c.slot("basic_info", "languages", item[:1].upper() + item[1:], "append")


def _h_goal(m: re.Match[str], c: _Ctx) -> None:
    g = m.group("g")
    if c.lang == "zh":
        g = clean_zh(g)
        if 2 <= len(g) <= 30 and "你" not in g and not g.startswith(("他", "她")):
            c.slot("life_event", "goals", annotate(g, c.rec.when), "append")
    else:
        g = clean_en(re.split(r"\s+(?:but|because|since|though|although)\s+", g, maxsplit=1, flags=re.I)[0])
        if 1 <= len(g.split()) <= 10 and g.split()[0].lower() not in _PRON_EN and not re.search(r"(?i)\byou\b", g):
            c.slot("life_event", "goals", annotate(g, c.rec.when), "append")


def _h_learning_lang_en(m: re.Match[str], c: _Ctx) -> None:
    lang = clean_en(m.group("l"))
    if lang.lower() in L.LANGUAGES_EN:
        c.slot("life_event", "goals", f"learn {lang[:1].upper() + lang[1:]}", "append")


def _h_learning_lang_zh(m: re.Match[str], c: _Ctx) -> None:
    lang = clean_zh(m.group("l"))
    if lang.endswith(("语", "文")) and 2 <= len(lang) <= 5:
        c.slot("life_event", "goals", f"学{lang}", "append")


def _life_event(c: _Ctx, sub: str, clause: str) -> None:
    """A dated life event; the record's day is prefixed unless the clause dates itself."""
    text = annotate(clause.strip().rstrip("，,。.!！"), c.rec.when)
    if not re.search(r"\d{4}", text):
        text = f"{c.rec.when.date().isoformat()}: {text}"
    c.slot("life_event", sub, text, "append", importance=75)


def _h_life_zh(m: re.Match[str], c: _Ctx) -> None:
    if _THIRD_ZH.search(m.string[m.start() + 1 : m.start("ev")]):
        return
    ev = m.group("ev")
    clause = c.orig or m.group(0)
    if ev.startswith("搬"):
        p = m.groupdict().get("p")
        if p:
            _place_slot_zh(p, c, "basic_info", "location")
        _life_event(c, "relocation", clause)
    elif any(w in ev for w in ("结婚", "订婚", "离婚")):
        _life_event(c, "marriage", clause)
    elif any(w in ev for w in ("怀孕", "爸爸", "妈妈", "宝宝", "儿子", "女儿")):
        _life_event(c, "family", clause)
    elif "毕业" in ev:
        _life_event(c, "graduation", clause)
    elif "买" in ev:
        _life_event(c, "milestones", clause)
    else:
        _life_event(c, "career", clause)
        co = m.groupdict().get("co")
        if co:
            _company_or_place_zh(co, c)


def _h_life_en(m: re.Match[str], c: _Ctx) -> None:
    ev = m.group("ev").lower()
    clause = c.orig or m.group(0)
    if ev.startswith("moved"):
        p = m.groupdict().get("p")
        if p and valid_en_item(clean_en(p), 5):
            c.slot("basic_info", "location", clean_en(p))
        _life_event(c, "relocation", clause)
    elif any(w in ev for w in ("married", "engaged", "divorced")):
        _life_event(c, "marriage", clause)
    elif "baby" in ev:
        _life_event(c, "family", clause)
    elif "graduated" in ev:
        _life_event(c, "graduation", clause)
    elif "bought" in ev:
        _life_event(c, "milestones", clause)
    else:
        _life_event(c, "career", clause)
        co = m.groupdict().get("co")
        if co and valid_en_item(clean_en(co), 6):
            c.slot("work", "company", clean_en(co))


def _sentence_memory(c: _Ctx) -> str:
    return annotate((c.orig or c.sent).strip().rstrip("，,"), c.rec.when)


def _agreement_owner_zh(m: re.Match[str]) -> str:
    """Whose promise: 你答应 → the character's; 我们/我和你 → both; 我答应 / 我和阿杰 → the user's."""
    who = m.group("who") or ""
    before = m.string[: m.start()]
    if who == "你" or (not who and before.endswith("你")):
        return "character"
    if who in ("我们", "咱们", "我俩", "咱俩", "我跟你", "我和你"):
        return "both"
    if re.search(r"我(?:和|跟|与)(?!你)[^，,。]{1,6}$", before) or (not who and before.endswith("我")):
        return "user"
    return "both"


def _h_agreement(owner_from: Callable[[re.Match[str]], str]) -> Handler:
    def handler(m: re.Match[str], c: _Ctx) -> None:
        c.mem("agreement", _sentence_memory(c), owner=owner_from(m), importance=85)

    return handler


_STRONG = ("崩溃", "想哭", "绝望", "抑郁", "depressed", "heartbroken", "miserable", "burned out", "burnt out", "devastated", "panic")


def _h_emotion(m: re.Match[str], c: _Ctx) -> None:
    before = c.sent[: m.start("e")]
    if c.lang == "zh" and _THIRD_ZH.search(re.split(r"[，,]", before)[-1] if before else ""):
        return
    text = _sentence_memory(c)
    c.mem("emotion", text, importance=60 if any(s in text.lower() for s in _STRONG) else 45)


def _h_identity_zh(m: re.Match[str], c: _Ctx) -> None:
    n = cut_zh_name(clean_zh(m.group("n")))
    if valid_zh_name(n) or re.fullmatch(r"[A-Za-z][A-Za-z\-]{1,15}", n):
        c.mem("identity", f"名字：{n}", owner="character", importance=85)


def _h_identity_en(m: re.Match[str], c: _Ctx) -> None:
    n = clean_en(m.group("n"))
    if valid_en_item(n, 2):
        c.mem("identity", f"name: {n}", owner="character", importance=85)


def _h_bond(m: re.Match[str], c: _Ctx) -> None:
    c.mem("relationship", _sentence_memory(c), owner="both", importance=80)


def _h_habit(m: re.Match[str], c: _Ctx) -> None:
    if c.hits == 0:
        c.mem("fact", _sentence_memory(c), importance=50)


def _h_gender(value: str) -> Handler:
    def handler(m: re.Match[str], c: _Ctx) -> None:
        c.slot("basic_info", "gender", value)

    return handler


# --- rules ---------------------------------------------------------------------------

_KIN_ZH_ALT = "|".join(sorted(L.ZH_KIN, key=len, reverse=True))
_KIN_EN_ALT = "|".join(sorted((re.escape(k) for k in L.EN_KIN), key=len, reverse=True))
_PET_ZH_ALT = "|".join(sorted(L.ZH_PETS, key=len, reverse=True))
_PET_EN_ALT = "|".join(sorted((re.escape(p) for p in L.EN_PETS), key=len, reverse=True))
_SCHOOL_ZH = f"[{CJK}A-Za-z]{{2,14}}?(?:大学|学院|中学|高中|小学|学校|幼儿园|University|College)"
_SCHOOL_EN = r"(?:the\s+)?(?:University\s+of\s+[A-Z][\w'’\-]*(?:\s+[A-Z][\w'’\-]*)*|(?:[A-Z][\w.'’\-]*\s+){1,5}(?:University|College|Institute(?:\s+of\s+Technology)?|School|Academy|Polytechnic|Elementary|Kindergarten)(?:\s+of\s+[A-Z][\w'’\-]*(?:\s+[A-Z][\w'’\-]*)*)?|[A-Z]{2,6})"
_SCHOOL_EN_STRICT = _SCHOOL_EN.rsplit("|", 1)[0] + ")"
_GOAL_VERBS_ZH = "学|学会|考|考上|考到|考过|成为|当上|跑|完成|参加|存|攒|买房|买车|搬|换工作|开一家|开个|开一个|写一本|出版|读完|练|减肥|减掉|瘦|戒|拿到|申请|环游|去|出国|留学|创业|养|学习"
_GOAL_VERBS_EN = "learn|run|finish|complete|become|visit|travel|start|launch|write|publish|build|save|buy|move|get|lose|quit|master|climb|study|pass|earn|open|see|go to|improve|read|adopt|run a|take up|try"
_EMO_ZH = "开心|高兴|快乐|幸福|兴奋|激动|满足|感动|感激|放松|难过|伤心|沮丧|焦虑|紧张|害怕|生气|愤怒|孤独|寂寞|疲惫|累|烦躁|烦|郁闷|失落|崩溃|委屈|后悔|担心|压力(?:很|好|特别|太|有点|非常)?大|想哭|emo|无聊|心累|抑郁|绝望|欣慰|踏实|安心"
_EMO_EN = "happy|sad|anxious|stressed(?: out)?|nervous|scared|afraid|angry|mad|lonely|tired|exhausted|excited|depressed|upset|frustrated|overwhelmed|worried|grateful|thankful|proud|relieved|heartbroken|miserable|bored|hopeful|calm|burned out|burnt out|devastated|homesick|jealous|ashamed|embarrassed|hurt|confused|thrilled|joyful"
_CONDITIONS_ZH = "高血压|低血压|糖尿病|哮喘|抑郁症|焦虑症|失眠|胃病|胃炎|偏头痛|近视|远视|贫血|心脏病|过敏性鼻炎|鼻炎|颈椎病|腰椎间盘突出|乳糖不耐受?|痛风|甲亢|甲减|湿疹|荨麻疹|色盲|ADHD|多动症|强迫症|社恐|低血糖"
_CONDITIONS_EN = "asthma|diabetes|type 1 diabetes|type 2 diabetes|high blood pressure|hypertension|insomnia|migraines?|depression|anxiety|adhd|autism|eczema|celiac disease|arthritis|a heart condition|ibs|epilepsy|scoliosis|color ?blindness|colou?r ?blind|lactose intolerance|back pain"


def _r(name: str, lang: str, triggers: Iterable[str], pattern: str, handler: Handler, *, questions: bool = False, user_only: bool = True) -> Rule:
    trig = tuple(triggers)
    alt = re.compile("|".join(re.escape(t) for t in sorted(trig, key=len, reverse=True)))
    return Rule(name, lang, trig, re.compile(pattern), handler, questions, user_only, alt)


RULES: list[Rule] = [
    # ---- names --------------------------------------------------------------------
    _r("name_zh", "zh", ("我叫", "名字", "全名"), rf"我(?:叫做|叫)(?P<v>[{CJK}·]{{2,6}})|我的?(?:名字|全名)(?:是|叫做|叫)(?P<v2>[{CJK}·]{{2,6}})|我(?:叫做|叫)(?P<v3>[A-Z][a-z]+(?: [A-Z][a-z]+)?)(?=[，,。！!\s]|$)", lambda m, c: _h_name_zh(_Alias(m, "v", "v2", "v3"), c), user_only=False),
    _r("nick_zh", "zh", ("叫我", "小名", "昵称", "外号", "绰号", "英文名", "喊我"),
       rf"(?:(?:大家|朋友们?|家人|同事们?|爸妈|家里人|身边的人|他们)(?:都|一般|平时|总)?(?:叫我|喊我|管我叫)|你可以叫我|我的?(?:小名|昵称|外号|绰号|英文名)(?:是|叫)?)(?P<v>[{CJK}A-Za-z][{CJK}A-Za-z \-]{{0,15}})"
       rf"|叫我(?P<v2>[{CJK}A-Za-z]{{1,8}}?)就(?:好|行|可以)", lambda m, c: _h_nick_zh(_Alias(m, "v", "v2"), c)),
    _r("name_en", "en", ("my name", "i'm called", "i am called"), rf"(?i:\bmy\s+(?:full\s+)?name\s+is|\bmy\s+name's|\bi'?m\s+called|\bi\s+am\s+called)\s+(?P<v>{_EN_NAME}|[{CJK}]{{2,4}}(?=[\s,.!;]|$))", _h_name_en, user_only=False),
    _r("nick_en", "en", ("call me", "nickname", "go by"),
       rf"(?i:\b(?:people|everyone|everybody|my friends|friends|they|folks|my family)\s+(?:all\s+)?calls?\s+me|\byou\s+can\s+call\s+me|\bjust\s+call\s+me|\bcall\s+me|\bmy\s+nickname\s+is|\bi\s+go\s+by)\s+(?P<v>{_EN_NAME})", _h_nick_en),
    # ---- age, birthday, gender ----------------------------------------------------
    _r("age_zh", "zh", ("岁",), r"我(?:今年|现在|已经|都|快)*(?P<n>\d{1,3}|[一二两三四五六七八九十]{1,3})(?:周)?岁", _h_age_zh),
    _r("age_zh2", "zh", ("今年",), r"^(?:[^，,]{0,3})今年(?P<n>\d{1,3}|[一二两三四五六七八九十]{1,3})(?:岁|(?=[，,。！!]|$))", _h_age_zh),
    _r("age_en", "en", ("i'm", "i am", "turned"),
       r"(?i:\bi(?:'m|\s+am)\s+(?:now\s+|already\s+|almost\s+)?)(?P<n>\d{1,3})\s*(?i:years?\s*old|yrs?\s*old|y/?o)\b"
       r"|(?i:\bi\s+(?:just\s+)?turned\s+)(?P<n2>\d{1,3})\b"
       r"|(?i:\bi(?:'m|\s+am)\s+)(?P<n3>\d{1,3})(?=\s*(?:[,.!;]|$|(?i:this\s+year|now|today|and|but)\b))", lambda m, c: _h_age_en(_Alias(m, "n", "n2", "n3"), c)),
    _r("birthday_zh", "zh", ("生日", "出生", "生于"),
       rf"我(?:的)?生日(?:是|在)(?P<d>{_ZH_DATE})|我(?:是)?(?:出生于|生于)(?P<d3>{_ZH_DATE})|我(?:是)?(?:在)?(?P<d2>{_ZH_DATE})?(?:出生于|出生在|生于|出生)(?:在)?(?P<p>[{CJK}]{{2,8}}?)?(?=[的，,。！!]|$|人)", lambda m, c: _h_birthday_zh2(m, c)),
    _r("birthday_en", "en", ("birthday", "born"),
       rf"(?i:\bmy\s+birthday\s+is(?:\s+on)?)\s+(?P<d>{_EN_DATE})|(?i:\bi\s+was\s+born\s+on)\s+(?P<d2>{_EN_DATE})(?:,?\s+(?i:in)\s+(?P<p2>{_EN_PLACE}))?|(?i:\bi\s+was\s+born\s+in)\s+(?P<y>\d{{4}})|(?i:\bi\s+was\s+born\s+(?:and\s+raised\s+)?in)\s+(?P<p>{_EN_PLACE})", lambda m, c: _h_birthday_en2(m, c)),
    _r("gender_zh_f", "zh", ("女生", "女孩", "女的", "女人"), r"我是(?:一个|个)?(?:女生|女孩子?|女的|女人)", _h_gender("女")),
    _r("gender_zh_m", "zh", ("男生", "男孩", "男的", "男人"), r"我是(?:一个|个)?(?:男生|男孩子?|男的|男人)", _h_gender("男")),
    _r("gender_en", "en", ("i'm a ", "i am a "), r"(?i:\bi(?:'m|\s+am)\s+a\s+)(?P<g>woman|girl|man|guy|boy)\b", lambda m, c: c.slot("basic_info", "gender", "female" if m.group("g").lower() in ("woman", "girl") else "male")),
    # ---- places -------------------------------------------------------------------
    _r("hometown_zh", "zh", ("来自", "老家", "长大", "我是"),
       rf"我(?:来自|老家(?:是|在))(?P<p>[{CJK}]{{2,10}}?){_END_ZH}|我是(?P<p2>[{CJK}]{{2,5}}?)(?P<ren>人){_END_ZH}|我(?:是)?(?:从小)?在(?P<p3>[{CJK}]{{2,8}}?)长大", lambda m, c: _h_hometown_zh2(m, c)),
    _r("hometown_en", "en", ("from", "grew up", "hometown", "raised"),
       rf"(?i:\bi(?:'m|\s+am)\s+(?:originally\s+)?from|\bi\s+(?:originally\s+)?come\s+from|\bi\s+grew\s+up\s+in|\bmy\s+hometown\s+is|\bi\s+was\s+raised\s+in)\s+(?P<p>{_EN_PLACE})", _h_place_en("basic_info", "hometown")),
    _r("location_zh", "zh", ("住在", "生活在", "定居", "居住"),
       rf"我(?:现在|目前|一直|也|还|们)?(?:住在|生活在|定居在|居住在|定居于)(?P<p>[{CJK}A-Za-z]{{2,10}}?)(?=[{_PUNCT}\s的了]|$|这|那|已经|快|差不多|附近|，|和|跟)", _h_location_zh),
    _r("location_en", "en", ("live in", "living in", "based in", "reside in"),
       rf"(?i:\bi\s+(?:currently\s+|now\s+|still\s+)?live\s+in|\bi(?:'m|\s+am)\s+(?:currently\s+|now\s+)?(?:living|based)\s+in|\bi\s+reside\s+in)\s+(?P<p>{_EN_PLACE})", _h_place_en("basic_info", "location")),
    # ---- work ---------------------------------------------------------------------
    _r("title_zh", "zh", ("我是", "我当", "工作是", "职业是"),
       rf"我(?:现在|目前)?(?:是|当)(?:一名|一个|一位|个|名)?(?P<t>{_ZH_JOB}){_END_ZH}|我的(?:工作|职业)是(?P<t2>[^{_PUNCT}]{{2,14}})", lambda m, c: _h_title_zh2(m, c)),
    _r("work_at_zh", "zh", ("工作", "上班", "任职", "就职", "实习", "做", "当", "担任", "教", "干", "打工", "开车"),
       rf"我(?:现在|目前|一直|也|还)?在(?P<c>[{CJK}A-Za-z0-9 ]{{2,16}}?)(?:(?:做|当|担任)(?:一名|一个|个)?(?P<t>{_ZH_JOB}|{_EN_JOB}){_JOB_END}|(?:工作|上班|任职|就职|实习|教书|教|干了|干|打工|开车))", _h_work_at_zh),
    _r("work_of_zh", "zh", ("是",), rf"我(?:现在|目前)?是(?P<c>[{CJK}A-Za-z0-9]{{2,16}}?)的(?P<t>{_ZH_JOB}){_END_ZH}", _h_work_at_zh),
    _r("title_do_zh", "zh", ("做", "当", "担任"), rf"我(?:现在|目前|还是|也|一直|主要)?(?:做|当|担任)(?:一名|一个|个)?(?P<t>{_ZH_JOB}){_JOB_END}", _h_title_only_zh),
    _r("job_change_zh", "zh", ("跳槽", "换到", "入职", "加入"),
       rf"我(?:[^，,。我]{{0,4}}?)(?:跳槽到了?|跳槽去了?|换到了?|入职了?|加入了?)(?P<c>[{CJK}A-Za-z0-9]{{2,12}}?)(?:工作|上班|公司)?{_END_ZH}", _h_company_only_zh),
    _r("degree_zh", "zh", ("学历",), r"我(?:是|只有|有|的)?(?:一个)?(?:学历是)?(?P<deg>本科|大专|专科|高中|初中|中专|硕士|博士|研究生|小学)(?:学历)?(?=学历|[，,。！!]|$)", lambda m, c: c.slot("education", "degree", m.group("deg"))),
    _r("work_en", "en", ("work", "i'm a", "i am a", "i'm an", "i am an", "job"),
       rf"(?i:\bi\s+work\s+as|\bi(?:'m|\s+am)\s+working\s+as|\bmy\s+job\s+is)\s+(?:an?\s+)?(?P<t>[\w\- ]{{2,40}}?)(?:\s+(?:at|for|in|with)\s+(?P<c>{_EN_ORG}))?(?=\s*[,.;!]|$|\s+(?:and|but|so|since|because)\b|\s+(?:at|for|in|with)\s+(?:an?|the|my)\b)"
       rf"|(?i:\bi(?:'m|\s+am)\s+(?:now\s+|currently\s+)?an?\s+)(?P<t2>{_EN_JOB})(?:\s+(?:at|for|with)\s+(?P<c2>{_EN_ORG}))?(?=\s*[,.;!]|$|\s+(?:and|but|so|in|since|because|who|based|from|living|working)\b|\s+(?:at|for|with|in)\s+(?:an?|the|my)\b)"
       rf"|(?i:\bi\s+(?:currently\s+|now\s+)?work\s+(?:at|for))\s+(?P<c4>{_EN_ORG})\s+(?i:as\s+an?)\s+(?P<t4>{_EN_JOB})"
       rf"|(?i:\bi\s+(?:currently\s+|now\s+)?work\s+(?:at|for)|\bi(?:'ve|\s+have)\s+been\s+working\s+(?:at|for)|\bi(?:'m|\s+am)\s+(?:working|employed)\s+(?:at|by|for))\s+(?P<c3>{_EN_ORG})", lambda m, c: _h_work_en2(m, c)),
    # ---- education ----------------------------------------------------------------
    _r("school_zh", "zh", ("毕业", "大学", "学院", "中学", "专业", "学的是", "读的是"),
       rf"我(?:是)?(?:(?:本科|硕士|研究生|博士|大学)(?:是)?)?(?:毕业于|从)(?P<s>{_SCHOOL_ZH})(?:毕业)?(?:的)?(?P<m>[{CJK}]{{2,10}}?专业)?"
       rf"|我(?:的)?(?P<deg>本科|硕士|研究生|博士|大学)?(?:是)?在(?P<s2>{_SCHOOL_ZH})(?:读|上|念|学)(?:的)?(?P<m2>[{CJK}]{{2,10}}?)?(?:专业)?{_END_ZH}"
       rf"|我(?:的)?(?:大学|本科|研究生)?(?:专业是|学的是|读的是|学的专业是)(?P<m3>[{CJK}A-Za-z]{{2,12}}?)(?:专业)?{_END_ZH}"
       rf"|我是(?P<s3>{_SCHOOL_ZH})(?P<m4>[{CJK}]{{2,10}}?专业)?的(?:学生|毕业生|校友|研究生|博士生|本科生)", lambda m, c: _h_school_zh2(m, c)),
    _r("school_en", "en", ("graduated", "studied", "major", "degree", "went to", "studying", "attend"),
       rf"(?i:\bi\s+graduated\s+from)\s+(?P<s>{_SCHOOL_EN})"
       rf"|(?i:\bi(?:\s+studied|\s+majored\s+in|\s+am\s+studying|'m\s+studying|\s+study))\s+(?P<m>[a-zA-Z][\w\- ]{{1,40}}?)(?:\s+(?:at|in)\s+(?P<s2>{_SCHOOL_EN}))?(?=\s*[,.;!]|$|\s+(?:and|but|for|because)\b)"
       rf"|(?i:\bmy\s+major\s+(?:is|was))\s+(?P<m2>[a-zA-Z][\w\- ]{{1,40}}?)(?=\s*[,.;!]|$|\s+(?:and|but|at)\b)"
       rf"|(?i:\bi\s+(?:went\s+to|attended|attend|go\s+to))\s+(?P<s3>{_SCHOOL_EN_STRICT})"
       rf"|(?i:\bi\s+have\s+an?|\bi've\s+got\s+an?|\bi\s+hold\s+an?|\bi\s+got\s+an?|\bi\s+earned\s+an?)\s+(?P<deg>bachelor'?s|master'?s|phd|ph\.d\.|doctorate|mba)(?:\s+degree)?(?:\s+in\s+(?P<m3>[a-zA-Z][\w\- ]{{1,40}}?))?(?:\s+from\s+(?P<s4>{_SCHOOL_EN}))?(?=\s*[,.;!]|$|\s+(?:and|but)\b)",
       lambda m, c: _h_school_en2(m, c)),
    # ---- family, friends, pets ----------------------------------------------------
    _r("kin_name_zh", "zh", tuple(L.ZH_KIN),
       rf"我(?:的|家)?(?:(?:好|最好的|最要好的|一个|一位)?)(?P<k>{_KIN_ZH_ALT})(?:(?:的名字)?(?:叫做|名叫|叫|是)|，)?(?P<n>{_ZH_PERSON}){_ZH_NAME_LOOK}"
       rf"|我有(?:一个|一位|个|两个|三个)?(?P<k2>{_KIN_ZH_ALT})(?:，|,)?(?:叫做|名叫|叫)(?P<n2>[{CJK}]{{2,4}})"
       rf"|(?:和|跟|与|陪)(?:我的?)?(?:好)?(?P<k3>朋友|好友|闺蜜|同学|同事|室友|发小)(?P<n3>{_ZH_PERSON}){_ZH_NAME_LOOK}",
       lambda m, c: _h_kin_name_zh2(m, c)),
    _r("kin_job_zh", "zh", tuple(L.ZH_KIN),
       rf"我(?:的)?(?P<k>{_KIN_ZH_ALT})(?P<n>{_ZH_PERSON})?(?:现在|以前|也)?是(?:一名|一个|一位|个|名)?(?P<t>{_ZH_JOB}){_END_ZH}", _h_kin_job_zh),
    _r("kin_age_zh", "zh", ("岁",), rf"我(?:的)?(?P<k>{_KIN_ZH_ALT})(?:{_ZH_PERSON})?(?:今年|已经|才)?(?P<a>\d{{1,3}}|[一二两三四五六七八九十]{{1,3}})岁", _h_kin_age_zh),
    _r("kin_en", "en", ("my ", "i have a"),
       rf"(?i:\bmy\s+(?P<k>{_KIN_EN_ALT})(?:'s\s+name\s+is|\s+is\s+called|\s+is\s+named|\s+named|\s+called|,)?)\s+(?P<n>(?!Is\b|Was\b|And\b){_EN_NAME})(?=[\s,.!?;]|$)"
       rf"|(?i:\bi\s+have\s+(?:a|an|one|two)\s+(?:younger\s+|older\s+|little\s+|big\s+)?(?P<k2>{_KIN_EN_ALT})\s+(?:named|called))\s+(?P<n2>{_EN_NAME})",
       lambda m, c: _h_kin_en2(m, c)),
    _r("kin_desc_en", "en", ("my ",),
       rf"(?i:\bmy\s+(?P<k>{_KIN_EN_ALT})\s+(?:is|was)\s+(?:an?\s+)?)(?:(?P<t>{_EN_JOB})|(?P<a>\d{{1,3}})(?:\s+years\s+old)?)(?=[\s,.!?;]|$)", _h_kin_desc_en),
    _r("pet_zh", "zh", L.ZH_PETS,
       rf"我(?:的|家的?|养的)(?P<a>{_PET_ZH_ALT})(?:(?:叫做|名叫|叫)(?P<n>[{CJK}A-Za-z]{{1,6}})|(?P<n2>[{CJK}]{{2}})(?=[是在也今昨很又好最，,。！!]|$))"
       rf"|我(?P<own>养了|有)(?:一只|一条|两只|三只|只|条|一个)(?P<a2>{_PET_ZH_ALT})(?:，|,)?(?:(?:叫做|名叫|叫)(?P<n3>[{CJK}A-Za-z]{{1,6}}))?", lambda m, c: _h_pet_zh2(m, c)),
    _r("pet_en", "en", tuple(L.EN_PETS),
       rf"(?i:\bmy\s+(?P<a>{_PET_EN_ALT})(?:'s\s+name\s+is|\s+is\s+called|\s+is\s+named|\s+named|\s+called|,)?)\s+(?P<n>(?!Is\b|Was\b){_EN_NAME})(?=[\s,.!?;]|$)"
       rf"|(?i:\bi\s+(?P<own>have|own|adopted|got)\s+(?:a|an|one|two|three)\s+(?P<a2>{_PET_EN_ALT})s?)(?:\s+(?i:named|called)\s+(?P<n2>{_EN_NAME}))?", lambda m, c: _h_pet_en2(m, c)),
    # ---- likes and dislikes -------------------------------------------------------
    _r("like_zh", "zh", ("喜欢", "爱", "讨厌", "受不了", "不吃", "迷上", "着迷", "反感", "厌恶", "忍不了"),
       rf"我{_ADV_ZH}(?:(?P<neg>不|不太|不怎么|并不|从来不|一点也不|一点都不|没那么|不是很|不是太)(?P<verbn>喜欢|爱吃|爱喝|爱听|爱看|爱)|(?P<verb>喜欢吃|喜欢喝|喜欢听|喜欢|爱吃|爱喝|爱听|爱看|热爱|喜爱|钟爱|偏爱|迷上了|迷上|着迷于|痴迷于|讨厌吃|讨厌|厌恶|受不了|忍不了|反感|不吃|不喝|爱(?!你|过|上你|情|人)))(?P<obj>[^{_OBJ}]{{1,30}})",
       lambda m, c: _h_like_zh2(m, c)),
    _r("fav_zh", "zh", ("最喜欢", "最爱", "爱好"),
       rf"我(?:最喜欢的|最爱的)(?P<cat>[{CJK}]{{1,3}})(?:是|就是)(?P<obj>[^{_OBJ}]{{1,30}})|我的?(?:爱好|兴趣爱好|兴趣)(?:是|有|就是|包括)(?P<obj2>[^。！？!?；;]{{1,40}})"
       rf"|我最(?:喜欢|爱)(?P<verb3>吃|喝|听|看|玩|读)的(?:东西|菜|食物)?(?:是|就是)(?P<obj3>[^{_OBJ}]{{1,30}})", lambda m, c: _h_fav_zh2(m, c)),
    _r("like_en", "en", ("love", "like", "enjoy", "adore", "hate", "dislike", "detest", "loathe", "stand", "fan of", "into "),
       r"(?i:\bi(?:'ve\s+always|\s+have\s+always|'ve\s+|\s+have\s+)?(?:\s+(?:really|absolutely|totally|also|still|truly|do|especially|just|genuinely|kinda|kind\s+of|sort\s+of|deeply|simply|definitely|honestly|actually|personally|always))*\s+)"
       r"(?:(?P<neg>don'?t|do\s+not|never|no\s+longer|can'?t|cannot|didn'?t)\s+(?:really\s+|much\s+|particularly\s+)?(?P<verbn>like|love|enjoy|eat|stand|drink)|(?P<verb>loved|love|liked|like|enjoyed|enjoy|adore|hate|hated|dislike|detest|loathe|prefer))\s+(?P<obj>[^.!?;]{1,80})"
       r"|(?i:\bi(?:'m|\s+am)\s+(?P<neg2>not\s+)?(?:(?:a\s+)?(?:big|huge|great|massive)\s+)?(?:a\s+)?(?:fan\s+of|really\s+into|into|obsessed\s+with|passionate\s+about|crazy\s+about))\s+(?P<obj2>[^.!?;]{1,80})",
       lambda m, c: _h_like_en2(m, c)),
    _r("fav_en", "en", ("favorite", "favourite", "hobbies", "hobby"),
       r"(?i:\bmy\s+(?:all-time\s+)?favou?rite\s+)(?P<cat>food|dish|drink|snack|fruit|music|band|singer|artist|song|genre|sport|movie|film|show|book|author|animal|game|hobby|city|place)s?\s+(?:is|are|has\s+to\s+be)\s+(?P<obj>[^.!?;]{1,60})"
       r"|(?i:\bmy\s+hobb(?:y|ies)\s+(?:is|are|include))\s+(?P<obj2>[^.!?;]{1,80})", lambda m, c: _h_fav_en2(m, c)),
    # ---- health -------------------------------------------------------------------
    _r("allergy_zh", "zh", ("过敏",), rf"我(?:对)?(?P<x>[{CJK}A-Za-z、和]{{1,40}}?)(?:严重|有点|都|也)?过敏", _h_allergy_zh),
    _r("allergy_en", "en", ("allergic", "allergy", "allergies"),
       r"(?i:\bi(?:'m|\s+am)\s+(?:(?:very|severely|really|also|a\s+bit|slightly|extremely|deathly)\s+)?allergic\s+to)\s+(?P<x>[^.!?;]{1,60})|(?i:\bi\s+have\s+(?:an?\s+|a\s+severe\s+|a\s+mild\s+)?)(?P<x2>[\w\- ]{2,30}?)\s+allerg(?:y|ies)\b",
       lambda m, c: _h_allergy_en2(m, c)),
    _r("condition_zh", "zh", ("我有", "我患", "我得了", "查出", "一直有"), rf"我(?:有|患有|得了|查出了?|一直有)(?:点|轻微的|严重的)?(?P<x>{_CONDITIONS_ZH})", _h_condition),
    _r("condition_en", "en", ("have", "diagnosed", "i'm", "i am"),
       rf"(?i:\bi\s+(?:have|suffer\s+from|was\s+diagnosed\s+with|got\s+diagnosed\s+with)\s+)(?P<x>{_CONDITIONS_EN})\b|(?i:\bi(?:'m|\s+am)\s+)(?P<x2>diabetic|asthmatic|lactose\s+intolerant|colou?r\s*blind|nearsighted|short-sighted)\b",
       lambda m, c: _h_condition(_Alias(m, "x", "x2"), c)),
    _r("diet_zh", "zh", ("素", "清真"), r"我(?:是|吃)?(?P<x>素食者|素食主义者|吃素|纯素|清真)", _h_diet),
    _r("diet_en", "en", ("vegetarian", "vegan", "pescatarian", "halal", "kosher", "gluten"),
       r"(?i:\bi(?:'m|\s+am)\s+(?:a\s+)?(?:strict\s+)?)(?P<x>vegetarian|vegan|pescatarian)\b|(?i:\bi\s+(?:only\s+)?eat\s+)(?P<x2>halal|kosher)\b|(?i:\bi(?:'m|\s+am)\s+)(?P<x3>gluten[- ]free)",
       lambda m, c: _h_diet(_Alias(m, "x", "x2", "x3"), c)),
    # ---- languages and goals ------------------------------------------------------
    _r("lang_zh", "zh", ("说", "讲", "母语"), rf"我(?:会|能|可以)(?:说|讲)(?P<l>[^{_OBJ}]{{2,20}})|我的母语是(?P<l2>[{CJK}]{{2,6}})", lambda m, c: _h_lang_zh(_Alias(m, "l", "l2"), c)),
    _r("lang_en", "en", ("speak", "fluent", "native language", "mother tongue"),
       r"(?i:\bi\s+(?:can\s+)?speak|\bi(?:'m|\s+am)\s+fluent\s+in|\bmy\s+(?:native\s+language|mother\s+tongue|first\s+language)\s+is)\s+(?P<l>[A-Za-z ,]{2,60}?)(?=\s*[.!?;]|$|\s+(?:but|because|fluently|well)\b)",
       _h_lang_en),
    _r("learning_lang_en", "en", ("learning",), r"(?i:\bi(?:'m|\s+am)\s+(?:currently\s+|now\s+|also\s+)?learning)\s+(?P<l>[A-Z][a-z]+)", _h_learning_lang_en),
    _r("learning_lang_zh", "zh", ("学",), rf"我(?:最近|现在|正在|在|也在|还在|一直在)+学(?:习)?(?P<l>[{CJK}]{{1,4}}(?:语|文)){_END_ZH}", _h_learning_lang_zh),
    _r("goal_zh", "zh", ("目标", "梦想", "愿望", "计划", "打算", "决定", "想", "希望", "心愿"),
       rf"我的?(?:{_TIME_ZH})?(?:目标|梦想|愿望|计划|新年愿望|心愿|小目标)(?:之一)?(?:是|就是)(?P<g>[^。！？!?；;]{{2,40}})"
       rf"|我{_TIME_ZH}(?:一直|还|也|真的|很)?(?:打算|计划|决定){_TIME_ZH}(?:要|在)?(?P<g2>(?:{_GOAL_VERBS_ZH})[^{_PUNCT}]{{1,30}})"
       rf"|我{_TIME_ZH}(?:一直|还|也|真的|很|特别|好)?(?:想要|想|希望|梦想){_TIME_ZH}(?:能|可以|自己能|有一天能|有朝一日)?(?P<g3>(?:学|学会|考|考上|成为|当上|跑|完成|参加|存钱|攒钱|买房|买车|换工作|开一家|开个|写一本|出版|读完|减肥|瘦|戒|拿到|申请|环游|出国|留学|创业|学习)[^{_PUNCT}]{{1,30}}|去[^{_PUNCT}]{{1,10}}?(?:旅行|旅游|留学|定居|看看|看极光|工作))",
       lambda m, c: _h_goal(_Alias(m, "g", "g2", "g3"), c)),
    _r("goal_en", "en", ("goal", "dream", "plan", "hope to", "want to", "resolution", "like to", "love to", "wanted to"),
       rf"(?i:\bmy\s+(?:main\s+|big\s+|biggest\s+|life\s+|long-term\s+)?(?:goal|dream|plan|new\s+year'?s\s+resolution|resolution)(?:\s+for\s+(?:this|next)\s+year|\s+this\s+year)?\s+(?:is|was)\s+(?:to\s+)?)(?P<g>[^.!?;]{{2,80}})"
       rf"|(?i:\bi(?:'m|\s+am)\s+(?:planning|hoping)\s+to|\bi\s+plan\s+to|\bi\s+hope\s+to|\bi(?:'ve|\s+have)\s+(?:always\s+)?wanted\s+to|\bi\s+(?:really\s+)?want\s+to|\bi(?:'d|\s+would)\s+(?:really\s+)?(?:like|love)\s+to|\bi\s+dream\s+of)\s+(?P<g2>(?:{_GOAL_VERBS_EN})\b[^.!?;]{{0,70}})",
       lambda m, c: _h_goal(_Alias(m, "g", "g2"), c)),
    # ---- life events --------------------------------------------------------------
    _r("life_zh", "zh", ("结婚", "订婚", "离婚", "毕业", "退休", "辞职", "失业", "升职", "怀孕", "爸爸了", "妈妈了", "工作", "入职", "搬", "买了"),
       rf"我(?:们)?(?:[^{_PUNCT}我]{{0,6}}?)(?:刚|刚刚|已经|终于|马上就要|下个月就要)?(?P<ev>结婚了|订婚了|离婚了|毕业了|退休了|辞职了|失业了|升职了|怀孕了|当(?:上)?(?:爸爸|妈妈)了|换了(?:新)?工作|找到了(?:新)?工作|入职了?(?P<co>[{CJK}A-Za-z]{{2,10}}?){_END_ZH}|搬(?:到|去|家到)了?(?P<p>[{CJK}]{{2,8}}?)(?=[{_PUNCT}\s了住]|$)|买了(?:房|房子|新房|车|新车))",
       _h_life_zh),
    _r("life_en", "en", ("married", "engaged", "divorced", "graduated", "retired", "quit my job", "promoted", "new job", "moved to", "baby", "bought a"),
       rf"(?i:\bwe\s+|\bi(?:\s+(?:just|recently|finally|have|'ve|officially))*\s+)(?P<ev>(?i:got\s+married|got\s+engaged|got\s+divorced|graduated(?:\s+from\s+[^,.;!?]+)?|retired|quit\s+my\s+job|got\s+promoted|(?:got|started|landed)\s+a\s+new\s+job(?:\s+(?:at|with)\s+)?)(?P<co>{_EN_ORG})?|(?i:moved\s+to)\s+(?P<p>{_EN_PLACE})|(?i:had\s+a\s+baby(?:\s+(?:boy|girl))?|bought\s+a\s+(?:house|home|car|flat|apartment|condo)))",
       _h_life_en),
    # ---- agreements, emotions, identity, bonds, habits ----------------------------
    _r("agreement_zh", "zh", ("说好", "约好", "约定", "商量好", "讲好", "答应", "一言为定", "说定了", "就这么定了", "拉钩"),
       r"(?P<who>我们|咱们|我俩|我跟你|我和你|咱俩|你)?(?:之前|已经|都|上次|明明)?(?:说好了?|约好了?|约定(?:好)?了?|商量好了?|讲好了?|答应(?:过)?(?:我|你)?|一言为定|说定了|就这么定了|拉钩)",
       _h_agreement(_agreement_owner_zh), questions=True),
    _r("agreement_en", "en", ("agreed", "promise", "deal", "we decided"),
       r"(?i:\b(?P<who>we|you\s+and\s+i|i|you)(?:'ve|\s+have)?\s+(?:both\s+)?(?:agreed|promised|made\s+a\s+(?:deal|promise|pact)|decided\s+together|swore|pinky[- ]promised)\b|\bit'?s\s+a\s+deal\b|\blet'?s\s+(?:agree|promise)\b|\b(?P<who2>i)\s+promise\b)",
       _h_agreement(lambda m: {"we": "both", "you and i": "both", "you": "character", "i": "user"}.get(re.sub(r"\s+", " ", (m.group("who") or m.group("who2") or "we").lower()), "both")), questions=True),
    _r("emotion_zh", "zh", ("开心", "高兴", "快乐", "幸福", "兴奋", "激动", "满足", "感动", "感激", "放松", "难过", "伤心", "沮丧", "焦虑", "紧张", "害怕", "生气", "愤怒", "孤独", "寂寞", "疲惫", "累", "烦", "郁闷", "失落", "崩溃", "委屈", "后悔", "担心", "压力", "想哭", "emo", "无聊", "抑郁", "绝望", "欣慰", "踏实", "安心"),
       rf"(?:我|心情|今天|最近|这几天|现在|^|(?<=[，,！!]))(?:今天|最近|这几天|现在|真的|真|好|很|非常|特别|有点|有些|超级|太|挺|蛮|十分|越来越|感觉|觉得|心情|真是|也|还是|又|不|一直|都|是|快要?|有一点|格外|终于)*(?P<e>{_EMO_ZH})",
       _h_emotion),
    _r("emotion_en", "en", ("i'm", "i am", "i feel", "i felt", "i've been", "i have been", "i was", "feeling"),
       rf"(?i:\bi(?:'m|\s+am|'ve\s+been|\s+have\s+been|\s+was|\s+feel|\s+felt)\s+(?:(?:so|really|very|a\s+bit|a\s+little|kind\s+of|kinda|pretty|super|quite|extremely|totally|feeling|incredibly|genuinely|truly|honestly|just|still|always|getting|been|a\s+lot\s+more|more|less|not)\s+)*|\bfeeling\s+(?:(?:so|really|very|a\s+bit|a\s+little|pretty|super|quite)\s+)*)(?P<e>{_EMO_EN})\b",
       _h_emotion),
    _r("identity_zh", "zh", ("你叫", "你的名字", "你就叫"), rf"(?:以后)?你(?:的名字)?(?:就)?(?:叫做|叫|是)(?P<n>[{CJK}A-Za-z]{{2,8}}?)(?:吧|好了|啦|了|哦|，|。|！|$)", _h_identity_zh),
    _r("identity_en", "en", ("your name", "call you"), r"(?i:\byour\s+name\s+(?:is|will\s+be)|\bi(?:'ll|\s+will)\s+call\s+you)\s+(?P<n>[A-Z][a-zA-Z'\-]+)", _h_identity_en),
    _r("bond_zh", "zh", ("你是我", "我们是"), rf"(?:你是我(?:的|最好的|唯一的)|我们是)(?P<r>[{CJK}]{{0,4}}?(?:朋友|好友|知己|闺蜜|伙伴|家人|恋人|男朋友|女朋友|对象|宝贝|依靠|树洞))", _h_bond),
    _r("bond_en", "en", ("you're my", "you are my", "we're", "we are"), r"(?i:\byou(?:'re|\s+are)\s+my\s+(?:best\s+|only\s+|closest\s+)?|\bwe(?:'re|\s+are)\s+(?:best\s+)?)(?P<r>friend|friends|partner|companion|buddy|confidant|family|girlfriend|boyfriend)\b", _h_bond),
    _r("habit_zh", "zh", ("每天", "每周", "每个周末", "每年", "经常", "通常", "一般", "总是", "平时", "习惯"),
       r"我(?:每天|每周|每个周末|每个星期|每年|每晚|每天早上|经常|通常|一般|总是|平时|习惯)(?P<f>[^，,。！？!?；;]{2,30})", _h_habit),
    _r("habit_en", "en", ("usually", "always", "often", "every", "regularly"),
       r"(?i:\bi\s+(?:usually|always|often|regularly)\s+|\bevery\s+(?:day|morning|evening|night|week|weekend|sunday|saturday)\s*,?\s*i\s+)(?P<f>[^.!?;]{2,60})", _h_habit),
]


# ---- contact, belongings, places, plans ----------------------------------------------

_PLACE_NOUNS_ZH = ("咖啡馆", "咖啡店", "餐厅", "饭店", "餐馆", "面馆", "书店", "公园", "地方", "酒吧", "店", "健身房", "游泳馆", "图书馆")
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


def _h_thing_zh(m: re.Match[str], c: _Ctx) -> None:
    kind = _THING_KIND_ZH.get(m.group("noun") or m.group("noun2") or "", "other")
    v = _thing_value_zh(m.group("v") or m.group("v2") or "")
    if 2 <= len(v) <= 20 and not v.startswith(_PRON_ZH) and re.search(r"[A-Za-z0-9]|[\u4e00-\u9fff]{2}", v):
        c.slot("belongings", kind, v)


def _h_thing_en(m: re.Match[str], c: _Ctx) -> None:
    noun = (m.group("noun") or m.group("verb") or "").lower()
    kind = _THING_KIND_EN.get(re.sub(r"\s+", " ", noun), "other")
    v = clean_en(m.group("v") or m.group("v2") or "")
    if valid_en_item(v, 5):
        c.slot("belongings", kind, v)


def _place_value_zh(raw: str) -> str:
    v = clean_zh(raw)
    v = re.sub(r"^.{0,6}?(?:那家|这家|那个|这个)", "", v)
    v = re.sub(r"^(?:楼下|附近|街角|对面|公司旁边|家门口)的", "", v)
    return v.strip()


def _h_place_zh(sub: str) -> Handler:
    def handler(m: re.Match[str], c: _Ctx) -> None:
        v = _place_value_zh(m.group("v"))
        noun = m.groupdict().get("noun") or ""
        kind = "gym" if "健身" in noun else sub
        if 2 <= len(v) <= 14 and not v.startswith(_PRON_ZH):
            c.slot("places", kind, v)

    return handler


def _h_place_en2(sub: str) -> Handler:
    def handler(m: re.Match[str], c: _Ctx) -> None:
        v = clean_en(m.group("v"))
        v = re.sub(r"\s+(?:on|in|at|near|by)\s+.*$", "", v)
        noun = (m.groupdict().get("noun") or "").lower()
        kind = "gym" if noun in ("gym", "fitness") else sub
        if valid_en_item(v, 5):
            c.slot("places", kind, v)

    return handler


def _h_email(m: re.Match[str], c: _Ctx) -> None:
    c.slot("contact", "email", m.group("e").rstrip("."))


def _h_phone(m: re.Match[str], c: _Ctx) -> None:
    digits = re.sub(r"\D", "", m.group("p"))
    if 7 <= len(digits) <= 15:
        c.slot("contact", "phone", m.group("p").strip())


def _h_plan_zh(m: re.Match[str], c: _Ctx) -> None:
    plan = clean_zh(m.group("p"))
    if 2 <= len(plan) <= 24:
        when = m.group("when")
        c.slot("life_event", "plans", annotate(f"{when}{plan}", c.rec.when), "append", importance=70)


RULES += [
    _r("email", "zh", ("@",), r"(?:邮箱|邮件|email|e-mail|mail)[^@，。]{0,6}?(?P<e>[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+)", _h_email),
    _r("email_en", "en", ("@",), r"(?i:\b(?:my\s+(?:e-?mail|address)(?:\s+address)?\s+is|reach\s+me\s+at|email\s+me\s+at|contact\s+me\s+at|write\s+to\s+me\s+at))\s+(?P<e>[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+)", _h_email),
    _r("phone_zh", "zh", ("手机", "电话"), r"我的?(?:手机号码|手机号|手机|电话号码|电话|联系电话)(?:是|：|:)?\s*(?P<p>\+?\d[\d \-]{5,18}\d)", _h_phone),
    _r("phone_en", "en", ("phone", "number", "mobile", "cell"), r"(?i:\bmy\s+(?:phone|mobile|cell)(?:\s+number)?\s+is|\bcall\s+me\s+(?:on|at))\s+(?P<p>\+?\d[\d \-]{5,18}\d)", _h_phone),
    _r("thing_zh", "zh", tuple(_THING_KIND_ZH),
       rf"我(?:现在|平时|一直)?(?:用|开|穿|戴|骑|背)?的(?P<noun>{_THING_ZH_ALT})(?:是|就是|用的是)(?P<v>[^{_PUNCT}]{{2,24}})"
       rf"|我(?:新|刚|最近)?买了{_MEASURE_ZH}?(?P<v2>[^{_PUNCT}]{{2,16}}?)(?P<noun2>{_THING_ZH_ALT})(?=[{_PUNCT}]|$)", _h_thing_zh),
    _r("thing_en", "en", ("my ", "drive", "ride", "use a", "use an"),
       rf"(?i:\bmy\s+(?P<noun>{_THING_EN_ALT})\s+(?:is|are)\s+(?:an?\s+|the\s+)?)(?P<v>{_PROPER_EN})"
       rf"|(?i:\bi\s+(?:drive|ride|use|own)\s+an?\s+)(?P<v2>{_PROPER_EN})", lambda m, c: _h_thing_en(_ThingMatch(m), c)),
    _r("home_zh", "zh", ("小区", "我家在", "住在"),
       rf"我(?:住的|家住的|家的)?(?:那个)?小区(?:叫做|叫|是)(?P<v>[^{_PUNCT}]{{2,14}})|我(?:家|住)在(?P<v2>[^{_PUNCT}]{{2,12}}?{_ESTATE_ZH})(?=[{_PUNCT}]|$)",
       lambda m, c: _h_place_zh("home")(_Alias(m, "v", "v2"), c)),
    _r("frequent_zh", "zh", ("常去", "经常去", "最喜欢去", "最喜欢的", "每周", "都去"),
       rf"我(?:最)?(?:常|经常|最常|每周都|平时)去的(?:那家|那个)?(?P<noun>[{CJK}]{{1,4}})(?:是|叫做|叫)(?P<v>[^{_PUNCT}]{{2,20}})"
       rf"|我最喜欢去的(?:地方|店)?(?:是|就是)(?P<v2>[^{_PUNCT}]{{2,14}})"
       rf"|我最喜欢的(?P<noun2>{'|'.join(_PLACE_NOUNS_ZH)})(?:是|就是)(?P<v3>[^{_PUNCT}]{{2,20}})",
       lambda m, c: _h_place_zh("frequent" if m.group("v") else "favourite")(_PlaceMatch(m), c)),
    _r("venue_zh", "zh", ("馆", "健身房", "公园"), rf"我(?:每天|每周[一二三四五六日天]?|每个周末|经常|常常|平时)?都?去(?P<v>[{CJK}A-Za-z]{{2,8}}(?:游泳馆|健身房|体育馆|图书馆|球馆|瑜伽馆))", _h_place_zh("frequent")),
    _r("home_en", "en", ("called", "named"), rf"(?i:\bi\s+live\s+in\s+an?\s+(?:apartment\s+complex|building|estate|complex|development|block)\s+(?:called|named))\s+(?P<v>{_PROPER_EN})", _h_place_en2("home")),
    _r("gym_en", "en", ("gym", "work out at", "train at"),
       rf"(?i:\bi\s+go\s+to\s+a\s+(?P<noun>gym|pool|climbing\s+gym|cafe|café)\s+(?:called|named))\s+(?P<v>{_PROPER_EN})"
       rf"|(?i:\bi\s+(?:work\s+out|train|exercise)\s+at)\s+(?P<v2>{_PROPER_EN})", lambda m, c: _h_place_en2("gym" if m.group("v2") else "frequent")(_GymMatch(m), c)),
    _r("fav_place_en", "en", ("favorite", "favourite"),
       rf"(?i:\bmy\s+(?:all-time\s+)?favou?rite\s+(?:coffee\s+shop|cafe|café|restaurant|bar|pub|park|bookshop|bookstore|place|spot|city|beach|museum)\s+(?:is|has\s+to\s+be)\s+)(?P<v>(?:the\s+)?{_PROPER_EN})", _h_place_en2("favourite")),
    _r("plan_zh", "zh", ("下个月", "下周", "明天", "后天", "下星期", "月底", "周末", "年底", "号", "日"),
       rf"我(?P<when>下个?月(?:\d{{1,2}}[号日])?|下周[一二三四五六日天]?|下星期[一二三四五六日天]?|明天|后天|这个?周末|月底|年底|\d{{1,2}}月\d{{1,2}}[号日])(?:就)?(?:要|准备|打算|会)?(?P<p>去[^{_PUNCT}]{{2,20}})", _h_plan_zh),
]


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


class _Alias:
    """Present whichever of several alternative groups matched under one name."""

    def __init__(self, m: re.Match[str], name: str, *alts: str) -> None:
        self._m = m
        self._name = name
        self._alts = (name, *alts)

    def group(self, key: str | int = 0) -> str:
        if key == self._name:
            for alt in self._alts:
                v = self._m.group(alt)
                if v:
                    return v
            return ""
        return self._m.group(key)  # type: ignore[arg-type]

    def groupdict(self) -> dict[str, str | None]:
        d = dict(self._m.groupdict())
        d[self._name] = self.group(self._name) or None
        return d

    def start(self, key: str | int = 0) -> int:
        if key == self._name:
            for alt in self._alts:
                if self._m.group(alt):
                    return self._m.start(alt)
        return self._m.start(key)  # type: ignore[arg-type]


def _h_birthday_zh2(m: re.Match[str], c: _Ctx) -> None:
    d = m.group("d") or m.group("d2") or m.group("d3")
    p = m.group("p")
    if d:
        c.slot("basic_info", "birthday", norm_date_zh(d))
    if p and not re.search(r"\d", p):
        _place_slot_zh(p, c, "basic_info", "hometown")


def _h_birthday_en2(m: re.Match[str], c: _Ctx) -> None:
    d = m.group("d") or m.group("d2")
    if d:
        c.slot("basic_info", "birthday", norm_date_en(d))
    if m.group("y"):
        c.slot("basic_info", "birthday", m.group("y"))
    p = m.group("p") or m.group("p2")
    if p and valid_en_item(clean_en(p), 4) and not re.match(r"\d", p):
        c.slot("basic_info", "hometown", clean_en(p))


def _h_hometown_zh2(m: re.Match[str], c: _Ctx) -> None:
    if m.group("p"):
        _place_slot_zh(m.group("p"), c, "basic_info", "hometown")
    elif m.group("p2"):
        p = clean_zh(m.group("p2"))
        if p in L.ZH_PLACES or p.endswith(("市", "省", "县")) or (
            len(p) <= 4 and not any(ch in p for ch in "好坏个男女老年轻普通外本一有穷富大小新中文机器真")
        ):
            _place_slot_zh(p, c, "basic_info", "hometown")
    elif m.group("p3"):
        _place_slot_zh(m.group("p3"), c, "basic_info", "hometown")


def _h_title_zh2(m: re.Match[str], c: _Ctx) -> None:
    if m.group("t"):
        t = clean_zh(m.group("t"))
        if _job_ok_zh(t) and t.endswith(L.ZH_JOB_SUFFIXES) and "的" not in t:
            c.slot("work", "title", t)
    elif m.group("t2"):
        t = clean_zh(m.group("t2"))
        if _job_ok_zh(t):
            c.slot("work", "title", t)


def _h_work_en2(m: re.Match[str], c: _Ctx) -> None:
    t = m.group("t") or m.group("t2") or m.group("t4")
    co = m.group("c") or m.group("c2") or m.group("c3") or m.group("c4")
    if t:
        t = _EN_ARTICLE.sub("", clean_en(t))
        if valid_en_item(t, 5) and not re.search(r"\b(?:fan|bit|lot|person|kind|type|huge|big)\b", t, re.I):
            c.slot("work", "title", t)
        elif not co:
            return
    if co:
        co = re.sub(r"\s+(?:of|and|&|for|de)$", "", clean_en(co))
        if valid_en_item(co, 6):
            c.slot("work", "company", co)


def _h_school_zh2(m: re.Match[str], c: _Ctx) -> None:
    s = m.group("s") or m.group("s2") or m.group("s3")
    mj = m.group("m") or m.group("m2") or m.group("m3") or m.group("m4")
    if s:
        s = clean_zh(s)
        if 3 <= len(s) <= 16:
            c.slot("education", "school", s)
    if mj:
        mj = clean_zh(mj).removesuffix("专业")
        if 2 <= len(mj) <= 12 and not mj.startswith(_PRON_ZH) and mj not in ("书", "大学", "本科", "研究生", "硕士", "博士"):
            c.slot("education", "major", mj)
    deg = m.group("deg")
    if deg and deg != "大学":
        c.slot("education", "degree", deg)


def _h_school_en2(m: re.Match[str], c: _Ctx) -> None:
    s = m.group("s") or m.group("s2") or m.group("s3") or m.group("s4")
    mj = m.group("m") or m.group("m2") or m.group("m3")
    if s:
        s = clean_en(s)
        if valid_en_item(s, 8):
            c.slot("education", "school", s)
    if mj:
        mj = clean_en(mj)
        at = re.match(r"^(?P<m>.+?)\s+(?:at|in|from)\s+(?P<s>(?:the\s+)?[A-Z][\w.'’\-]*(?:\s+[A-Z][\w.'’\-]*){0,4})$", mj)
        if at:
            mj = at.group("m")
            if not s and valid_en_item(clean_en(at.group("s")), 6):
                c.slot("education", "school", clean_en(at.group("s")))
        if valid_en_item(mj, 5) and not re.match(r"(?i)(?:hard|abroad|a lot|there|here|late|at|in|on|for|with|every|all|so|really|very|until|till|from|to|about|together|online|alone)\b", mj):
            c.slot("education", "major", mj)
    if m.group("deg"):
        c.slot("education", "degree", clean_en(m.group("deg")))


def _h_kin_name_zh2(m: re.Match[str], c: _Ctx) -> None:
    for k, n in (("k", "n"), ("k2", "n2"), ("k3", "n3")):
        if m.group(k) and m.group(n):
            _h_kin_name_zh(_Pair(m.group(k), m.group(n)), c)  # type: ignore[arg-type]
            return


class _Pair:
    def __init__(self, k: str, n: str) -> None:
        self._d = {"k": k, "n": n}

    def group(self, key: str) -> str:
        return self._d[key]


def _h_kin_en2(m: re.Match[str], c: _Ctx) -> None:
    for k, n in (("k", "n"), ("k2", "n2")):
        if m.group(k) and m.group(n):
            _h_kin_name_en(_Pair(m.group(k), m.group(n)), c)  # type: ignore[arg-type]
            return


def _h_pet_zh2(m: re.Match[str], c: _Ctx) -> None:
    animal = m.group("a") or m.group("a2")
    n = m.group("n") or m.group("n2") or m.group("n3")
    _h_pet_zh(_Dict({"a": animal, "n": n, "own": m.group("own")}), c)  # type: ignore[arg-type]


def _h_pet_en2(m: re.Match[str], c: _Ctx) -> None:
    animal = m.group("a") or m.group("a2")
    n = m.group("n") or m.group("n2")
    _h_pet_en(_Dict({"a": animal, "n": n, "own": m.group("own")}), c)  # type: ignore[arg-type]


class _Dict:
    def __init__(self, d: dict[str, str | None]) -> None:
        self._d = d

    def group(self, key: str) -> str | None:
        return self._d.get(key)

    def groupdict(self) -> dict[str, str | None]:
        return self._d


def _h_like_zh2(m: re.Match[str], c: _Ctx) -> None:
    verb = m.group("verb") or m.group("verbn") or ""
    _h_like_zh(_Dict({"neg": m.group("neg"), "verb": verb, "obj": m.group("obj")}), c)  # type: ignore[arg-type]


def _h_fav_zh2(m: re.Match[str], c: _Ctx) -> None:
    if m.group("obj3"):
        hint = L.ZH_VERB_HINT.get(m.group("verb3"))
        for item, h in like_items_zh(m.group("obj3")):
            _like_slot(c, item, hint or h, False)
    elif m.group("obj"):
        if m.group("cat") in _PLACE_NOUNS_ZH or any(m.group("cat").endswith(n) for n in _PLACE_NOUNS_ZH):
            return  # 我最喜欢的咖啡馆是… is a place (places::favourite)
        _h_fav_zh(m, c)
    elif m.group("obj2"):
        for item, hint in like_items_zh(m.group("obj2")):
            _like_slot(c, item, hint, False)


def _h_like_en2(m: re.Match[str], c: _Ctx) -> None:
    if m.group("obj2"):
        _h_like_en(_Dict({"neg": m.group("neg2"), "verb": "fan", "obj": m.group("obj2")}), c)  # type: ignore[arg-type]
        return
    verb = (m.group("verb") or m.group("verbn") or "").lower()
    if verb in ("loved", "liked", "enjoyed", "hated"):
        if "always" not in m.group(0).lower():
            return  # "I liked the film" is one evening, not a taste; "I've always loved cats" is
        verb = verb[:-1] if verb.endswith("ed") and verb != "enjoyed" else verb.removesuffix("ed")
    neg = m.group("neg")
    if neg and verb in ("stand",):
        verb, neg = "hate", None
    if verb == "prefer":
        obj = re.split(r"\s+(?:to|over|than)\s+", m.group("obj"), maxsplit=1)[0]
    else:
        obj = m.group("obj")
    if verb in ("like", "love", "enjoy") and not neg and re.match(r"(?i)\s*(?:to\s+)?(?:it|you|that|this|when|how|the\s+way)\b", obj):
        return
    _h_like_en(_Dict({"neg": neg, "verb": verb, "obj": obj}), c)  # type: ignore[arg-type]


def _h_fav_en2(m: re.Match[str], c: _Ctx) -> None:
    if m.group("obj") and m.group("cat").lower() in ("place", "city"):
        return  # a favourite place is a place (places::favourite)
    if m.group("obj"):
        _h_fav_en(m, c)
    elif m.group("obj2"):
        for item, hint in like_items_en(m.group("obj2")):
            _like_slot(c, item, hint, False)


def _h_allergy_en2(m: re.Match[str], c: _Ctx) -> None:
    x = m.group("x") or m.group("x2")
    if x:
        _h_allergy_en(_Dict({"x": x}), c)  # type: ignore[arg-type]


# --- custom topics -------------------------------------------------------------------


@dataclass(frozen=True)
class CustomSlot:
    topic: str
    sub_topic: str
    terms: tuple[str, ...]


def custom_slots(custom: dict[str, dict[str, str]]) -> list[CustomSlot]:
    """Config ``[profile.custom.TOPIC] sub = "description, term, 词"`` → matchers.

    Offline, a custom sub-topic collects the user's own sentences that
    mention its name or one of the comma-separated terms of its description
    (the whole description is what the LLM path reads).
    """
    out: list[CustomSlot] = []
    for topic, subs in custom.items():
        for sub, desc in subs.items():
            terms = {sub.replace("_", " ").lower()}
            for t in re.split(r"[,，、;；/|]", desc or ""):
                t = t.strip().lower()
                if len(t) >= 2:
                    terms.add(t)
            out.append(CustomSlot(topic, sub, tuple(sorted(terms))))
    return out


# --- entry points --------------------------------------------------------------------

_QUESTION_EN = re.compile(r"(?i)^\s*(?:do|does|did|what|who|where|when|why|how|is|are|can|could|would|should|will|am|have|has)\b")
_QUESTION_ZH_END = re.compile(r"(?:吗|么|嘛|呢|没有|不)\s*[?？。!！~]*$")


_CLAUSE = re.compile(r"[，,]")
_STARTERS = (
    "是", "在", "住", "今年", "也", "还", "又", "就", "都", "学", "毕业", "出生", "对", "会", "能", "喜欢", "爱", "讨厌",
    "不", "特别", "非常", "很", "最", "一直", "现在", "目前", "已经", "平时", "每天", "经常", "从小", "来自", "老家",
    "养了", "做", "当", "本科", "大学", "专业", "毕业于", "希望", "想", "打算", "计划", "准备", "决定", "目标",
)
_NEW_ENTITY = re.compile(r"养了|有(?:一|两|三)?(?:个|只|位|条)|^叫")
_SUBJECT = re.compile(f"我(?:的|家)?(?:{'|'.join(sorted(set(L.ZH_KIN) | set(L.ZH_RELATIONS), key=len, reverse=True))})|我们|我")


def carry_subject(sent: str) -> str:
    """Give subject-less Chinese clauses the subject of the clause before.

    "我妈妈叫王芳，是一名老师" → "我妈妈叫王芳，我妈妈是一名老师"; "我是工程师，
    在星河科技工作" → "…，我在星河科技工作". Clauses with their own subject
    (你/他/她/another person) reset it, so nothing is attributed to the user
    that another person did.
    """
    clauses = _CLAUSE.split(sent)
    if len(clauses) < 2:
        return sent
    out: list[str] = []
    subject: str | None = None
    for clause in clauses:
        stripped = clause.lstrip()
        m = _SUBJECT.search(stripped[:8])
        other = re.match(r"^[^我]{0,4}?[你他她它]", stripped)
        if m and not (other and other.start() < m.start()):
            subject = m.group(0)
            out.append(clause)
        elif other:
            subject = None
            out.append(clause)
        elif subject and (stripped.startswith(_STARTERS) or re.match(r"\d{4}\s*年", stripped)):
            out.append(subject + stripped)
        else:
            out.append(clause)
        if _NEW_ENTITY.search(stripped):
            subject = None  # "我养了一只猫，叫豆豆，已经五岁了": what follows is about the cat
    return "，".join(out)


def split_sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENT.findall(text) if s.strip()]


def is_question(sent: str) -> bool:
    s = sent.strip()
    if s.endswith(("?", "？")):
        return True
    if lang_of(s) == "zh":
        return bool(_QUESTION_ZH_END.search(s)) and not s.endswith(("。", "！", "!"))
    return bool(_QUESTION_EN.match(s)) and not s.endswith(("!",))


_ALL_TRIGGERS: dict[str, re.Pattern[str]] = {
    lang: re.compile("|".join(re.escape(t) for t in sorted({t for r in RULES if r.lang == lang for t in r.triggers}, key=len, reverse=True)))
    for lang in ("zh", "en")
}


def extract_record(rec: Rec, *, topics: set[str] | None = None, custom: list[CustomSlot] | None = None,
                   people: PeopleContext | None = None) -> list[Candidate]:
    """Candidates from one record (see module docstring).

    Whose words they are decides where the facts go (``rec.own``, see
    :mod:`memcli.distill.owners`): the user's own statements feed the user's
    profile, except clauses about other people, which become facts about
    those people (:mod:`memcli.distill.people`); a character's lines give only
    its identity; another chat member's first-person facts are theirs.
    """
    from memcli.distill.people import as_person_facts, might_mention

    text = rec.text
    if not text or len(text) > 20000:
        return []
    own = rec.own
    low_text = text.lower()
    cjk = bool(_HAS_CJK.search(text))
    has_en = not cjk or bool(re.search(r"[A-Za-z]{2}", text))
    zh_hit = cjk and _ALL_TRIGGERS["zh"].search(low_text) is not None
    en_hit = has_en and _ALL_TRIGGERS["en"].search(low_text) is not None
    mentions = own == "user" and people is not None and might_mention(text, people)
    if not (zh_hit or en_hit or custom or mentions):
        return []
    if people is not None:
        people.last = None
    out: list[Candidate] = []
    for orig in split_sentences(text):
        lang = lang_of(orig)
        if own == "person":
            found = _sentence_candidates(rec, orig, lang, True, zh_hit, en_hit, None)
            out.extend(as_person_facts(found, rec.speaker, None))
            continue
        if mentions and people is not None:
            out.extend(_about_people(rec, orig, lang, people, custom))
            continue
        out.extend(_sentence_candidates(rec, orig, lang, own == "user", zh_hit, en_hit, custom))
    if topics is not None:
        out = [c for c in out if c.type not in ("profile",) or c.topic in topics]
    return _dedupe(out)


def _about_people(rec: Rec, orig: str, lang: str, people: PeopleContext, custom: list[CustomSlot] | None) -> list[Candidate]:
    """One sentence of the user's: clauses about other people go to them, the rest stays the user's."""
    from memcli.distill.people import as_person_facts, mentioned_en, mentioned_zh, person_fact, split_en, split_zh

    out: list[Candidate] = []
    if lang == "zh":
        user_part, clauses = split_zh(carry_subject(orig), people)
    else:
        user_part, clauses = split_en(orig, people)
    for pc in clauses:
        found = _sentence_candidates(rec, pc.text, pc.lang, True, True, True, None, orig=orig)
        facts = as_person_facts(found, pc.mention.name, pc.mention.relation)
        if pc.mention.name:
            facts.append(person_fact(rec, "name", pc.mention.name, pc.mention.name, pc.mention.relation, lang))
        if not any(f.sub_topic not in ("name", "events") for f in facts):
            facts.append(person_fact(rec, "events", _dated(rec, orig), pc.mention.name, pc.mention.relation, lang))
        out.extend(facts)
    if user_part.strip():
        if not clauses:
            for m in (mentioned_zh(orig, people) if lang == "zh" else mentioned_en(orig, people)):
                out.append(person_fact(rec, "events", _dated(rec, orig), m.name, m.relation, lang))
        zh = bool(_HAS_CJK.search(user_part))
        out.extend(_sentence_candidates(rec, user_part, lang, True, zh, not zh or bool(re.search(r"[A-Za-z]{2}", user_part)),
                                        custom, orig=orig if user_part == orig else None))
    return out


def _dated(rec: Rec, sentence: str) -> str:
    text = annotate(sentence.strip().rstrip("，,。.!！"), rec.when)
    return text if re.search(r"\d{4}", text) else f"{rec.when.date().isoformat()}: {text}"


def _sentence_candidates(rec: Rec, text: str, lang: str, user: bool, zh_hit: bool, en_hit: bool,
                         custom: list[CustomSlot] | None, *, orig: str | None = None) -> list[Candidate]:
    """Run the rules over one sentence; *user*: the speaker's own first-person rules apply.

    *orig* is the sentence as written, when *text* is a rewriting of it
    (memories and dated events quote the original).
    """
    sent = carry_subject(text) if lang == "zh" else text
    low = sent.lower()
    ctx = _Ctx(rec, sent, low, lang, orig or text)
    question = is_question(sent)
    for rule in RULES:
        if rule.lang == "zh" and not zh_hit or rule.lang == "en" and not en_hit:
            continue
        if rule.user_only and not user:
            continue
        if question and not rule.questions:
            continue
        if rule.trigger_re is not None and rule.trigger_re.search(low) is None:
            continue
        for m in rule.pattern.finditer(sent):
            rule.handler(m, ctx)
            if rule.questions:
                break  # one sentence-level memory per rule is enough
    if custom and user and not question and (("我" in sent) or re.search(r"(?i)\b(?:i|my|me|i'm|i've)\b", sent)):
        for cs in custom:
            if any(t in low for t in cs.terms):
                ctx.slot(cs.topic, cs.sub_topic, annotate(sent.strip(), rec.when), "append", importance=60)
    if user and not question and _JOB_CHANGE.search(sent):
        _job_change(ctx)
    return ctx.out


_JOB_CHANGE = re.compile(r"换工作|换了(?:新)?工作|跳槽|辞职|离职|入职|新工作|(?i:\bnew\s+job\b|\bquit\s+my\s+job\b|\bjoined\b|\bswitched\s+jobs\b|\bchanged\s+jobs\b)")


def _job_change(ctx: _Ctx) -> None:
    """A job change names a new employer or title: the other one, not restated, is no longer true.

    (我跳槽到了蔚来 leaves the old title in history unless the sentence says the new one.)
    """
    found = {c.sub_topic for c in ctx.out if c.type == "profile" and c.topic == "work"}
    if not found & {"title", "company"}:
        return
    for sub in ("title", "company", "industry"):
        if sub not in found:
            ctx.slot("work", sub, "-", "clear")


def _dedupe(cands: list[Candidate]) -> list[Candidate]:
    seen: set[tuple[str, str | None, str | None, str, str]] = set()
    out: list[Candidate] = []
    for c in cands:
        key = (c.type, c.topic, c.sub_topic, c.op, c.content.lower())
        if key in seen:
            continue
        seen.add(key)
        out.append(c)
    return out


def extract_batch(recs: list[Rec], *, topics: set[str] | None = None, custom: list[CustomSlot] | None = None,
                  people: PeopleContext | None = None) -> list[Candidate]:
    out: list[Candidate] = []
    for rec in recs:
        out.extend(extract_record(rec, topics=topics, custom=custom, people=people))
    return out
