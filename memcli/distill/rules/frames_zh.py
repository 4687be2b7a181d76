"""Chinese attribute frames: what a first-person sentence says a thing *is*, for any attribute the table knows.

Instead of one pattern per phrasing, a few sentence constructions of Chinese,
each reading its slot from a word class (:mod:`memcli.distill.attributes`)
and its value through a shape check:

* **possessive copula** — 我(的)＋attribute noun＋(是|叫|在|有…)＋value:
  我的邮箱是…, 我老家是重庆的, 我身高172厘米, 我的单位叫…, 我的学历是硕士.
* **relative clause** — 我＋(adverbs)＋verb＋的＋(那个|一款…)＋head noun＋(是|叫)＋value:
  我穿的运动鞋是…, 我住的那个小区叫…, 我刚刚路过的商场是…, 我用的是….
  The verb's class decides the family (use/wear → belongings, live → home,
  visit → places, like → favourite things), the head noun the sub-slot.
* **inverted copula** — value＋是我(喜欢|常用…)的＋head noun: 小米电视是我最喜欢的家电.
* **apposition** — 我…verb＋value＋这款/那个＋head noun: 我特别中意华为Mate60这款手机.
* **verb and named place** — 我…(路过|参观|去了)＋a proper place name (a name part
  and a place tail: 大悦城, 民俗文化村).
* **degrees, occupations by their suffix, instruments** — closed classes (学历 words;
  the productive job suffixes 员/师/家/长; instruments with their verbs 弹/拉/吹).

Clauses about other people reach these rules rewritten into the first person
(:mod:`memcli.distill.people`), so the same frames fill the people index.
A frame leaves a slot alone when an earlier, more specific rule already
filled it from the same sentence.
"""

from __future__ import annotations

import re

from memcli.distill import attributes as A
from memcli.distill import lexicon as L
from memcli.distill.rules.base import (
    ADV_ZH,
    CJK,
    Rule,
    SentenceContext,
    cut_zh_name,
    clean_zh,
    like_items_zh,
    rule,
    valid_zh_name,
    year_of,
)
from memcli.distill.rules.tastes import FAVOURITE_CATEGORY_ZH, like_slot
from memcli.distill.rules.work import company_or_place_zh

END = "。！？!?；;\n，,"
_ATTR_ALT = "|".join(sorted(A.BY_ZH, key=len, reverse=True))
_COP = r"(?P<cop>是在|就是|大概是|差不多是|差不多|大约是|大约|是|叫做|名叫|叫|为|在|有|：|:|只有|就只有|才|已经|都|也是|还是)?"
# what may stand between 我 and the verb of a relative clause: adverbs, time and where-words, never a person
_ADV_REL = (rf"(?:{ADV_ZH}|手里|手上|家里|家|平时|日常|自己|正在|在|刚刚|刚才|刚|天天|每天|现在|目前|以前|之前|上次|"
            r"这次|那次|今天|昨天|前几天|周末|一般|通常|经常|常常|偶尔)*")
_MEASURE = r"(?:(?:那|这|一)(?:个|家|款|台|双|部|辆|件|只|所|座|把|套|间|条|支|位|处|片)|那|这)"
_USE_ALT = "|".join(A.USE_VERBS_ZH)
_LIVE_ALT = "|".join(A.LIVE_VERBS_ZH)
_VISIT_ALT = "|".join(A.VISIT_VERBS_ZH)
_FREQ_ALT = "|".join(A.FREQUENT_VERBS_ZH)
_LIKE_ALT = "|".join(A.LIKE_VERBS_ZH)
_WORK_ALT = "上班|工作|任职|就职|实习"
_DO_ALT = "从事|干|做"
_REL_VERBS = "|".join(sorted({*A.USE_VERBS_ZH, *A.LIVE_VERBS_ZH, *A.VISIT_VERBS_ZH, *A.FREQUENT_VERBS_ZH,
                               *A.LIKE_VERBS_ZH, "上班", "工作", "任职", "就职", "实习", "从事", "干", "做"},
                              key=len, reverse=True))
_THING_ALT = "|".join(sorted(A.THING_KINDS_ZH, key=len, reverse=True))
_INSTR_ALT = "|".join(sorted(A.INSTRUMENTS_ZH, key=len, reverse=True))
_INSTR_EN_ALT = "|".join(sorted((re.escape(i) for i in A.INSTRUMENTS_EN), key=len, reverse=True))  # 在家弹 ukulele
_DEG_ALT = "|".join(A.DEGREES_ZH)
_FAVOURITE_NOUNS = ("心头好", "最爱", "宝贝", "心爱之物", "挚爱", "心头肉", "最爱之一")
_PERSON_WORDS = re.compile(
    "[你他她]|" + L.ZH_RELATIONS2_ALT + "|妈|爸|哥|姐|弟|妹"
)


# --- value cleaning -------------------------------------------------------------------------------

_THING_LEAD = re.compile(r"^(?:一(?:款|台|部|双|辆|个|只|把|件|套|支|块|副|家|所|座|间)|这(?:款|台|部|双|个)|那(?:款|台|部|双|个)|专门的?|特别的?|全新的?|新的|旧的|二手的?|"
                         r"[白黑红蓝银灰金绿粉紫橙黄]色的?|一直)")
_DEM_INSIDE = re.compile(r"的(?:那|这)(?:个|款|台|部|双|辆|件|只|把|套)")
_TRAIL = re.compile(r"(?:呢|啊|呀|哦|啦|吧|哈|了|嘛|的说)+$")


def thing_value(raw: str, noun: str | None) -> str | None:
    """苹果的iPhone13 / 一款SK-II精华露 / 格力的 (+空调) → the named thing; None when it names none."""
    v = A.strip_value_zh(raw)
    v = _TRAIL.sub("", v)
    for _ in range(2):
        v = _THING_LEAD.sub("", v)
    v = _DEM_INSIDE.sub("", v)
    v = A.brand_product(v)
    if noun and v.endswith("的") and 2 <= len(v) <= 9:
        v = v[:-1] + noun  # 空调是格力的: a Gree air conditioner
    v = v.rstrip("的").strip()
    if not (2 <= len(v) <= 30) or _PERSON_WORDS.search(v) or "我" in v:
        return None
    if v.startswith(("什么", "哪", "这", "那", "啥", "多少", "谁", "专门", "很", "挺", "不", "最", "太", "比较", "非常", "特别",
                     "超", "有点", "一些", "自己", "别人", "明天", "今天", "昨天")):
        return None
    if re.search(f"的[{CJK}]", v):
        return None  # 最便宜的那种 / 明天的票: a description, not a name
    if not (re.search(r"[A-Za-z0-9]", v) or re.search(f"[{CJK}]{{2}}", v)):
        return None
    return v


def place_name_value(raw: str) -> str | None:
    v = _TRAIL.sub("", A.strip_value_zh(raw))
    for _ in range(2):
        v = _THING_LEAD.sub("", v)
    v = _DEM_INSIDE.sub("", v).rstrip("的")
    if not (2 <= len(v) <= 16) or _PERSON_WORDS.search(v) or "我" in v:
        return None
    if v.startswith(("什么", "哪", "这", "那", "啥", "专门", "很", "挺", "不")) or v[0] in _VERB_START:
        return None
    return v if re.fullmatch(f"[{CJK}A-Za-z0-9·]+", v) else None


_VERB_START = frozenset("看去到在做吃买玩是有让给把被从向往治卖开住")


# --- handlers --------------------------------------------------------------------------------------


def _name_value(raw: str) -> str | None:
    v = cut_zh_name(clean_zh(A.strip_value_zh(raw)))
    if valid_zh_name(v):
        return v
    v = clean_zh(A.strip_value_zh(raw))
    return v if re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+)?", v) else None


def attribute_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我(的)＋attribute noun＋copula＋value."""
    noun = m.group("n") or m.group("n2") or ""
    raw = m.group("v") or m.group("v2") or ""
    cop = m.group("cop") or ""
    attr = A.BY_ZH.get(noun)
    if attr is None:
        return
    if attr.key == "title" and cop in ("在", "是在") or attr.key == "company" and cop in ("在", "是在"):
        attr = A.BY_ZH["工作地点"]  # 我工作在上海 / 公司在成都: where, not what
    if attr.topic == "work" and cop in ("有", "只有", "就只有", "已经", "都"):
        return  # 单位有暖气 / 公司都放假了: what the workplace has or does, not what it is
    if c.has(attr.topic, attr.sub):
        return
    shape = attr.shape
    if not cop and shape in _NEEDS_COPULA and not (noun == "姓名" and re.fullmatch(rf"[{CJK}]{{2,4}}", raw.strip())):
        return  # 我的职业生涯很长 / 我爱好广泛: no copula, no value (a form's field, 姓名王秀兰 alone in its clause, has one)
    if shape == "name":
        v = _name_value(raw)
        if v:
            c.slot(attr.topic, attr.sub, v, "append" if attr.key == "nickname" else "set")
    elif shape == "place":
        p = A.place_value_zh(raw)
        if p:
            c.slot(attr.topic, attr.sub, p)
    elif shape == "workplace":
        v = A.place_value_zh(raw) if cop in ("在", "是在") else A.org_value_zh(raw)
        if v is None or not cop and re.match(r"太|很|挺|比较|特别|非常|超|离|有点|近|远", v):
            return  # (离我公司太近了 / 离我上班的地方近点: how near it is, no name)
        if cop in ("在", "是在") or attr.key == "work_location" and A.is_place_name_zh(v):
            c.slot("work", "location", v)
        elif A.is_place_name_zh(v):
            c.slot("work", "location", v)
        else:
            company_or_place_zh(v, c)
    elif shape == "job":
        t = A.job_value_zh(raw)
        if t and not A.degree_value_zh(t) == t:
            c.slot("work", "title", t)
    elif shape == "degree":
        d = A.degree_value_zh(A.strip_value_zh(raw)[:6])
        if d:
            c.slot("education", "degree", d)
    elif shape == "org":
        v = A.org_value_zh(raw)
        if v:
            c.slot(attr.topic, attr.sub, v)
    elif shape == "date":
        d = A.date_value_zh(A.strip_value_zh(raw))
        if d:
            c.slot(attr.topic, attr.sub, d)
    elif shape == "age":
        n = A.age_value_zh(A.strip_value_zh(raw))
        if n is None and re.fullmatch(r"\d{1,3}", A.strip_value_zh(raw).rstrip("了啦呢")):
            n = int(A.strip_value_zh(raw).rstrip("了啦呢"))
        if n is not None and 0 < n < 120:
            c.slot("basic_info", "age", f"{n}岁（{year_of(c)}年）")
    elif shape == "height":
        h = A.height_value(A.strip_value_zh(raw))
        if h:
            c.slot(attr.topic, attr.sub, h)
    elif shape == "weight":
        w = A.weight_value(A.strip_value_zh(raw))
        if w:
            c.slot(attr.topic, attr.sub, w)
    elif shape == "email":
        e = A.email_value(raw)
        if e:
            c.slot(attr.topic, attr.sub, e)
    elif shape == "phone":
        p = A.phone_value(raw)
        if p:
            c.slot(attr.topic, attr.sub, p)
        elif noun == "手机":
            return
    elif shape == "items":
        for item, hint in like_items_zh(A.strip_value_zh(raw)):
            like_slot(c, item, hint, False)
    elif shape == "text":
        v = clean_zh(A.strip_value_zh(raw))
        if 2 <= len(v) <= 12 and not _PERSON_WORDS.search(v):
            c.slot(attr.topic, attr.sub, v)


def _is_place_noun(noun: str) -> bool:
    return A.place_kind_zh(noun) is not None


def relative_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我＋verb＋的＋head noun＋是＋value: the verb's class says the family, the noun the sub-slot."""
    verb = m.group("verb") or m.group("verb2") or ""
    noun = (m.group("n") or m.group("n2") or "").strip()
    raw = m.group("v") or m.group("v2") or ""
    if noun.endswith(("时候", "时间", "原因", "理由", "感觉", "方式", "方法", "目的", "人")) or "是" in noun:
        return
    if verb in A.LIVE_VERBS_ZH:
        if noun and not _is_place_noun(noun) and noun not in ("地方", "地儿"):
            return
        p = place_name_value(raw)
        if p and not c.has("places", "home"):
            if A.is_place_name_zh(p) and not A.named_place_zh(p):
                if not c.has("basic_info", "location"):
                    c.slot("basic_info", "location", p)
            else:
                c.slot("places", "home", p)
    elif verb in A.FREQUENT_VERBS_ZH or verb in A.VISIT_VERBS_ZH:
        kind = A.place_kind_zh(noun)
        p = place_name_value(raw)
        if p is None or (kind is None and not A.named_place_zh(p)) or c.has("places"):
            return
        sub = "frequent" if verb in A.FREQUENT_VERBS_ZH else ("gym" if kind == "gym" else "visited")
        if kind == "home" and verb in A.VISIT_VERBS_ZH:
            sub = "visited"
        c.slot("places", sub, p, "append" if sub in ("visited", "frequent") else "set")
    elif verb in _WORK_ALT.split("|"):
        if noun and noun not in ("公司", "单位", "地方", "地儿", "城市", "医院", "学校", "银行", "工厂", "店"):
            return
        v = A.org_value_zh(raw)
        if v and not c.has("work", "company"):
            if A.is_place_name_zh(v):
                c.slot("work", "location", v)
            else:
                company_or_place_zh(v, c)
    elif verb in _DO_ALT.split("|"):
        if noun not in ("工作", "活儿", "活", "职业", "行业", "工种", "岗位"):
            return
        t = A.job_value_zh(raw)
        if t and not c.has("work", "title"):
            c.slot("work", "title", t)
    elif verb in A.LIKE_VERBS_ZH:
        if not noun or noun in ("东西",):
            return
        if _is_place_noun(noun):
            p = place_name_value(raw)
            if p and not c.has("places"):
                c.slot("places", "favourite", p, "append")
            return
        kind = A.thing_kind_zh(noun)
        if kind == "other":
            cat = FAVOURITE_CATEGORY_ZH.get(noun)
            if cat and not c.has("interest"):  # 我喜欢的歌手是毛不易 (最喜欢的… the favourites rule reads)
                for item, _ in like_items_zh(A.strip_value_zh(raw)):
                    like_slot(c, item, cat, False)
            return
        v = thing_value(raw, noun)
        if v and not c.has("interest"):
            c.slot("interest", "things", v, "append")
    elif verb in A.USE_VERBS_ZH:
        if noun and _is_place_noun(noun) and A.thing_kind_zh(noun) == "other":
            p = place_name_value(raw)
            if p and not c.has("places"):
                c.slot("places", "frequent", p, "append")
            return
        if not noun and verb not in A.OWN_VERBS_ZH:
            return  # 我买的是… without a noun: what was bought once, not what is owned
        v = thing_value(raw, noun or None)
        if v is None or c.has("belongings"):
            return
        kind = A.thing_kind_zh(noun or None, v)
        if kind == "other":
            kind = _VERB_KIND.get(verb, "other")  # 我开的是… is a car, 我骑的是… a bike
        c.slot("belongings", kind, v, "set" if kind in _SINGLE_KINDS else "append")


_SINGLE_KINDS = frozenset({"phone", "car", "computer"})
# shapes whose value is any noun phrase: only after a copula (是/叫/为/：) is it the attribute's value
_NEEDS_COPULA = frozenset({"job", "org", "items", "text", "name"})
_VERB_KIND = {"开": "car", "骑": "bike", "弹": "instrument"}


def inverted_zh(m: re.Match[str], c: SentenceContext) -> None:
    """value＋是我(喜欢/用…)的＋head noun (小米电视4A是我最喜欢的家电 / 华为Mate60是我的心头好)."""
    verb = m.group("verb") or ""
    noun = m.group("n")
    raw = m.group("v")
    if _PERSON_WORDS.search(raw) or raw.startswith(("这", "那", "今天", "明天", "昨天", "它", "哪", "什么", "谁")):
        return
    liked = verb in A.LIKE_VERBS_ZH or noun in _FAVOURITE_NOUNS
    if _is_place_noun(noun) and A.thing_kind_zh(noun) == "other":
        p = place_name_value(raw)
        if p is None or c.has("places"):
            return
        if verb in A.LIVE_VERBS_ZH:
            c.slot("places", "home", p)
        elif liked:
            c.slot("places", "favourite", p, "append")
        elif verb in A.FREQUENT_VERBS_ZH:
            c.slot("places", "frequent", p, "append")
        return
    kind = A.thing_kind_zh(noun if noun not in _FAVOURITE_NOUNS else None, raw)
    if kind == "other" and noun not in A.THING_KINDS_ZH:
        return
    v = thing_value(raw, None)
    if v is None:
        return
    if liked and not c.has("interest"):
        c.slot("interest", "things", v, "append")
    elif verb in A.USE_VERBS_ZH and not c.has("belongings"):
        c.slot("belongings", kind, v, "set" if kind in _SINGLE_KINDS else "append")


def apposition_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我…(中意|用|路过)＋value＋这款/那个＋head noun."""
    if _PERSON_WORDS.search(m.group("pre")):
        return
    verb, noun, raw = m.group("verb"), m.group("n"), m.group("v")
    if _is_place_noun(noun) and A.thing_kind_zh(noun) == "other":
        p = place_name_value(raw)
        if p is None or c.has("places"):
            return
        if verb in A.LIKE_VERBS_ZH:
            c.slot("places", "favourite", p, "append")
        elif verb in A.LIVE_VERBS_ZH:
            c.slot("places", "home", p)
        else:
            c.slot("places", "frequent" if verb in A.FREQUENT_VERBS_ZH else "visited", p, "append")
        return
    kind = A.thing_kind_zh(noun)
    if kind == "other":
        return
    v = thing_value(raw, None)
    if v is None:
        return
    if verb in A.LIKE_VERBS_ZH:
        if not c.has("interest"):
            c.slot("interest", "things", v, "append")
    elif not c.has("belongings"):
        c.slot("belongings", kind, v, "set" if kind in _SINGLE_KINDS else "append")


def visit_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我…路过/参观/去了＋a proper place name."""
    if _PERSON_WORDS.search(m.group("pre")):
        return
    p = place_name_value(m.group("v"))
    if p and A.named_place_zh(p) and not c.has("places"):
        c.slot("places", "visited", p, "append")


def degree_zh(m: re.Match[str], c: SentenceContext) -> None:
    if _PERSON_WORDS.search(m.group("pre") or "") or c.has("education", "degree"):
        return
    c.slot("education", "degree", m.group("d"))


def job_do_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我是做会计的 / 我是干销售这行的: an occupation named by what one does."""
    t = A.job_value_zh(m.group("t"))
    if t and t.endswith(L.ZH_TRADES):
        return  # 我是做跨境电商的: a sector, which the 的-nominal rule files as the industry
    if t and not c.has("work", "title") and not t.startswith(("好", "完", "得", "过", "出", "到", "点")):
        c.slot("work", "title", t)


def birth_year_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我是95年的 / 我是1995年出生的: the year of birth (a two-digit year is the nearest past one)."""
    y = int(m.group("y"))
    if y < 100:
        now = c.rec.when.year
        y = 2000 + y if 2000 + y <= now else 1900 + y
    if 1900 < y <= c.rec.when.year and not c.has("basic_info", "birthday"):
        c.slot("basic_info", "birthday", f"{y}年")


def instrument_zh(m: re.Match[str], c: SentenceContext) -> None:
    if _PERSON_WORDS.search(m.group("pre") or ""):
        return
    v = m.group("i") or m.group("i2")
    c.slot("interest", "instruments", v, "append")


RULES: list[Rule] = [
    rule("attribute_zh", "zh", tuple(A.BY_ZH),
         rf"我(?:的|家的?)?(?:那个|这个)?(?:过)?(?P<n>{_ATTR_ALT})[，,]?\s*(?:(?:也|还|都)(?=是?在))?{_COP}(?P<v>[^{END}]{{1,48}})"
         rf"|我(?:还|也)?有(?:一个|个|一)?(?P<n2>{_ATTR_ALT})[，,]\s*我?(?:是|叫)(?P<v2>[^{END}]{{1,48}})",
         attribute_zh),
    rule("relative_zh", "zh", ("的是", "的", "是", "叫"),
         rf"我(?:的)?{_ADV_REL}(?P<verb>{_REL_VERBS})(?:过|着)?的{_MEASURE}?(?P<n>[{CJK}]{{0,6}}?)[，,]?(?:就是|是|叫做|名叫|叫)(?P<v>[^{END}]{{1,30}})"
         rf"|我(?:的)?(?P<n2>{_THING_ALT}){_ADV_REL}(?P<verb2>{_USE_ALT})的(?:是|就是)(?P<v2>[^{END}]{{1,30}})",
         relative_zh),
    rule("inverted_zh", "zh", ("是我",),
         rf"^(?P<v>[^{END}我你他她]{{2,24}}?)(?:就是|也是|算是|是)我(?:的)?{_ADV_REL}(?P<verb>{_LIKE_ALT}|{_USE_ALT}|{_LIVE_ALT}|{_FREQ_ALT})?的(?P<n>[{CJK}]{{1,6}}?)(?:之一)?(?=[{END}]|$|呢|啊|了)",
         inverted_zh),
    rule("apposition_zh", "zh", ("这", "那"),
         rf"我(?P<pre>[^。！？!?；;\n]{{0,12}}?)(?P<verb>{_LIKE_ALT}|{_USE_ALT}|路过|经过|参观|逛|去|{_FREQ_ALT})(?:了)?(?P<v>[^{END}的]{{2,20}}?)(?:这|那)(?:个|款|台|家|部|双|辆|件|座|所|只|把)(?P<n>[{CJK}]{{1,5}}?)(?=[{END}]|$|的|吧|呢|啊)",
         apposition_zh),
    rule("visit_zh", "zh", ("路过", "经过", "参观", "游览", "逛", "去了"),
         rf"我(?P<pre>[^。！？!?；;\n]{{0,12}}?)(?<!搬)(?:路过|经过|参观|游览|逛了逛|逛了|去了)(?:了)?(?P<v>[{CJK}A-Za-z0-9]{{2,12}}?)(?:参观|游玩|玩|逛逛|逛|看看|散步|走走|转转)?(?=[{END}]|$)",
         visit_zh),
    rule("degree_zh2", "zh", _DEG_ALT.split("|"),
         rf"我(?P<pre>[^{END}]{{0,6}}?)(?:(?:读|念|上|学)(?:的是|到了|到|完了|完)|只有|只是|是个|是一名|是一个|是)?(?P<d>{_DEG_ALT})(?=学历|毕业|文凭|学位)"
         rf"|我(?P<pre2>[^{END}]{{0,6}}?)(?:读|念|上)(?:的是|到了|到|完了|完)(?P<d2>{_DEG_ALT})"
         rf"|我(?:也|还|都|就)?是(?:个|一个|一名)?(?P<d3>博士|硕士)(?=[{END}]|$|了|呢|啊)",
         lambda m, c: degree_zh(_Deg(m), c)),
    rule("birth_year_zh", "zh", ("年的", "年出生", "年生"),
         r"我(?:是|也是)(?P<y>\d{2}|(?:19|20)\d{2})年(?:出生|生)?的(?=[，,。！!]|$|人)|我(?:是)?(?P<y2>(?:19|20)\d{2})年(?:出生|生)的",
         lambda m, c: birth_year_zh(_Year(m), c)),
    rule("job_do_zh", "zh", ("做", "干", "搞"),
         rf"我(?:现在|目前|一直|以前|也|还)?(?:是)(?:做|干|搞)(?P<t>[{CJK}A-Za-z]{{2,8}}?)(?:这行|这一行|这块|工作|行业)?的(?=[{END}]|$|呢|啊|吧)",
         job_do_zh),
    rule("instrument_zh", "zh", tuple(A.INSTRUMENTS_ZH),
         rf"我(?P<pre>(?:{ADV_ZH}|平时|从小|小时候|业余|周末|每天|会|在学|正在学|学过|学了|在练|练过|练了|喜欢|爱|还|也|只|就|在家)*)(?:弹|拉|吹|敲)(?:了|过)?(?:[0-9一二两三四五六七八九十几]+多?年(?:的)?)?(?:一手|一点|点)?\s*(?P<i>{_INSTR_ALT}|(?i:{_INSTR_EN_ALT}))"
         rf"|我(?:{ADV_ZH}|从小|小时候|在|正在)*(?:自学|学|练)(?:了|过)?(?:[一二三四五六七八九十两\d]+年(?:的)?)?(?P<i2>{_INSTR_ALT})",
         instrument_zh),
]


class _Year:
    def __init__(self, m: re.Match[str]) -> None:
        self.m = m

    def group(self, key: str) -> str | None:
        return (self.m.group("y") or self.m.group("y2")) if key == "y" else self.m.group(key)


class _Deg:
    """Present the three degree alternatives as one (``d`` and ``pre``)."""

    def __init__(self, m: re.Match[str]) -> None:
        self.m = m

    def group(self, key: str) -> str | None:
        if key == "d":
            return self.m.group("d") or self.m.group("d2") or self.m.group("d3")
        if key == "pre":
            return self.m.group("pre") or self.m.group("pre2") or ""
        return self.m.group(key)
