"""Who the user is: names, nickname, age, birthday, gender, hometown and where they live (``basic_info``)."""

from __future__ import annotations

import re

from memcli.distill import attributes as A
from memcli.distill import lexicon as L
from memcli.distill.rules.work import place_words
from memcli.distill.rules.base import (
    CJK,
    END_ZH,
    EN_NAME,
    EN_JOB,
    EN_PLACE,
    Handler,
    PERSON_ZH,
    OneOf,
    PUNCT,
    Rule,
    SentenceContext,
    THIRD_ZH,
    clean_en,
    clean_zh,
    cut_zh_name,
    place_slot_zh,
    rule,
    valid_en_item,
    valid_zh_name,
    year_of,
)


def name_zh(m: re.Match[str], c: SentenceContext) -> None:
    v = cut_zh_name(clean_zh(m.group("v")))
    if valid_zh_name(v) or re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+)?", v):
        if c.rec.own != "character":
            c.slot("basic_info", "name", v)
        else:
            c.mem("identity", f"名字：{v}", owner="character", importance=85)


def name_en(m: re.Match[str], c: SentenceContext) -> None:
    v = clean_en(m.group("v"))
    if valid_en_item(v, 3):
        if c.rec.own != "character":
            c.slot("basic_info", "name", v)
        else:
            c.mem("identity", f"name: {v}", owner="character", importance=85)


def nickname_zh(m: re.Match[str], c: SentenceContext) -> None:
    v = cut_zh_name(clean_zh(m.group("v")))
    if valid_zh_name(v) or (re.fullmatch(r"[A-Za-z][A-Za-z \-]{1,20}", v or "") is not None):
        c.slot("basic_info", "nickname", v, "append")


def nickname_en(m: re.Match[str], c: SentenceContext) -> None:
    v = clean_en(m.group("v"))
    if v in ("Dr", "Mr", "Mrs", "Ms", "Miss", "Prof", "Sir", "Madam"):
        return  # call me Dr. Nguyen: a title before the name, no nickname
    if valid_en_item(v, 2):
        c.slot("basic_info", "nickname", v, "append")


# what follows an age that dates an event of one's past (才来 / 就出来打工 / 离开 / 结婚), not how old one is now
_AGE_AT_EVENT = re.compile(r"(?:才|就|便|时|起|开始|离开|来|去|到|出国|进|考上|当兵|参军|毕业|结婚|嫁|娶|生(?!日)|移民|留学|退休|入职|搬)")


def age_zh(m: re.Match[str], c: SentenceContext) -> None:
    from memcli.distill.relative_dates import cn_number

    n = cn_number(m.group("n"))
    if re.match(r"半?(?:前|之前|以前|以后|之后|那年|的时候)", c.sent[m.end():]):
        return  # 三十岁前必须嫁出去 / 十八岁那年: a time of life, not an age
    if _AGE_AT_EVENT.match(c.sent, m.end()) and not re.search("今年|现在|已经", m.group(0)):
        return  # 我十六岁才来美国 / 十八岁离开平遥去当兵: how old one was when something happened
    if n is not None and 1 <= n <= 120 and not THIRD_ZH.search(c.sent[: m.start()].split("，")[-1]):
        half = "半" if m.groupdict().get("half") else ""  # 一岁半: a year and a half, not one
        c.slot("basic_info", "age", f"{n}岁{half}（{year_of(c)}年）")


def age_en(m: re.Match[str], c: SentenceContext) -> None:
    n = int(m.group("n"))
    if 1 <= n <= 120:
        c.slot("basic_info", "age", f"{n} (in {year_of(c)})")


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


def basic_place_en(topic: str, sub: str) -> Handler:
    def handler(m: re.Match[str], c: SentenceContext) -> None:
        p = clean_en(m.group("p"))
        if valid_en_item(p, 5):
            c.slot(topic, sub, p)

    return handler


# what one is "in now" that is no place: a department, a state of life, a stage of school
_NOT_PLACES_EN = frozenset("marketing sales hr it finance engineering operations accounting legal design product research "
                           "love trouble charge college school grad school therapy rehab recovery remission class bed town "
                           "treatment training management admissions".split())


_FOR_A_WHILE = re.compile(r"(?i)[^.!?;]{0,40}?\b(?:till|until|til|for\s+(?:a|the|my|work|business|two|three|\d)|this\s+(?:week|weekend|month)|next\s+week|over\s+the|visiting|on\s+(?:a|business|vacation|holiday)|to\s+visit)\b")


_INTRO = re.compile(r"(?i)本人|坐标|单身|\b(?:i'm|i am|he/him|she/her|they/them|guy|girl|single|divorced|married|widow(?:er)?|"
                    r"retired|here|hi|hello)\b|^\s*我[是叫]")


_AGE_INTRO = r"(?:^|[,，]\s*|(?<=[男女])\s+|(?<=本人)\s*)(?P<n>[1-9]\d)(?=\s*(?:[,，]|$)|\s+(?=坐标|单身|在))"


def age_intro(m: re.Match[str], c: SentenceContext) -> None:
    if not _INTRO.search(c.sent) or re.search(r"[:：/.\d]\s*$", c.sent[:m.start()].rstrip(",， ")):
        return  # no self-introduction, or the number is part of a time, a score or a list of numbers
    if m.start() > 80 or len(m.re.findall(c.sent)) > 1 or c.sent.count(",") + c.sent.count("，") > 8:
        return  # an introduction says one age, near its start, in a few parts; a row of a table pasted in
        # (1,Kaur Drive,Douglas,Adams,77,Head,Widowed,Male,…) has many
    c.slot("basic_info", "age", f"{m.group('n')} (in {year_of(c)})")


def here_en(m: re.Match[str], c: SentenceContext) -> None:
    p = clean_en(m.group("p"))
    if _FOR_A_WHILE.match(m.string, m.end()):
        return  # I'm in Denver till the 20th / for a conference / this week: a stay, not where one lives
    state = re.search(r",\s*[A-Z]{2}$", p)  # Newark, NJ: a town by its state
    if valid_en_item(p, 4) and (p.casefold() in L.LATIN_PLACES or (m.group("now") or state) and p.casefold() not in _NOT_PLACES_EN):
        c.slot("basic_info", "location", p)


def job_city_en(m: re.Match[str], c: SentenceContext) -> None:
    p = clean_en(m.group("p"))
    state = re.search(r",\s*[A-Z]{2}$", p)
    if valid_en_item(p, 4) and (p.casefold() in L.LATIN_PLACES or state):
        c.slot("work", "location", p)


_ESTATE = ("花园", "家园", "小区", "公寓", "苑", "新村", "大厦", "府", "庭")


def location_zh(m: re.Match[str], c: SentenceContext) -> None:
    p = clean_zh(m.group("p"))
    if p.endswith(_ESTATE) and len(p) > 2 and not p.endswith(("区", "市", "县")) or c.has("places", "home"):
        return  # 我住在紫荆花园这个小区: the estate is the home (places::home), not the city
    place_slot_zh(m.group("p"), c, "basic_info", "location")


def location_any_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我住在X / 我住 Sydney / 我现在跟闺女住在郑州 / 我住西安哈: the last two only with a city by name (住滨湖区 is
    the district of a city said before)."""
    if m.group("p") or m.group("p2"):
        location_zh(OneOf(m, "p", "p2"), c)
    elif (m.group("p3") or m.group("p4")) and clean_zh(m.group("p3") or m.group("p4")) in L.ZH_PLACES:
        location_zh(OneOf(m, "p", "p3", "p4"), c)


def birthday_zh(m: re.Match[str], c: SentenceContext) -> None:
    d = m.group("d") or m.group("d2") or m.group("d3")
    p = m.group("p")
    if d:
        c.slot("basic_info", "birthday", norm_date_zh(d))
    if p and not re.search(r"\d", p):
        place_slot_zh(p, c, "basic_info", "hometown")


def birthday_en(m: re.Match[str], c: SentenceContext) -> None:
    d = m.group("d") or m.group("d2")
    if d:
        c.slot("basic_info", "birthday", norm_date_en(d))
    if m.group("y"):
        c.slot("basic_info", "birthday", m.group("y"))
    p = m.group("p") or m.group("p2")
    if p and valid_en_item(clean_en(p), 4) and not re.match(r"\d", p):
        c.slot("basic_info", "hometown", clean_en(p))


def hometown_zh(m: re.Match[str], c: SentenceContext) -> None:
    if m.group("p"):
        place_slot_zh(m.group("p"), c, "basic_info", "hometown")
    elif m.group("p2"):
        p = clean_zh(m.group("p2"))
        if p in L.ZH_PLACES or p.endswith(("市", "省", "县")) or (
            len(p) <= 4 and not any(ch in p for ch in "好坏个男女老年轻普通外本一有穷富大小新中文机器真")
        ):
            place_slot_zh(p, c, "basic_info", "hometown")
    elif m.group("p3") and not re.search(r"老家|祖籍|(?<![a-z])我是[\u4e00-\u9fff]{2,4}人", c.sent):
        place_slot_zh(m.group("p3"), c, "basic_info", "hometown")  # (老家潮州，在上海长大: the 老家 is the hometown)
    elif m.group("p4") or m.group("p5"):
        # 我是山东临沂的 / 回了老家昆明: only a place by name, as the segmenter tags it (我是学医的 is no place)
        p = clean_zh(m.group("p4") or m.group("p5"))
        if (A.is_place_name_zh(p) or place_words(p)) and not p.endswith(("大", "中", "大学", "学院")) \
                and not PERSON_ZH.search(c.sent[:m.start()].rsplit("，", 1)[-1]):  # 我也是浙大的: a school
            place_slot_zh(p, c, "basic_info", "hometown")


def gender(value: str) -> Handler:
    def handler(m: re.Match[str], c: SentenceContext) -> None:
        c.slot("basic_info", "gender", value)

    return handler


RULES: list[Rule] = [
    # ---- names --------------------------------------------------------------------
    rule("name_zh", "zh", ("我叫", "名字", "全名"), rf"(?<![管喊把让])我(?:叫做|叫)(?P<v>[{CJK}·]{{2,6}})|我的?(?:名字|全名)(?:是|叫做|叫)(?P<v2>[{CJK}·]{{2,6}})|我(?:叫做|叫)(?P<v3>[A-Z][a-z]+(?: [A-Z][a-z]+)?)(?=[，,。！!\s]|$)", lambda m, c: name_zh(OneOf(m, "v", "v2", "v3"), c), user_only=False),
    rule("nick_zh", "zh", ("叫我", "小名", "昵称", "外号", "绰号", "英文名", "喊我"),
       rf"(?:(?:大家|朋友们?|家人|同事们?|爸妈|家里人|身边的人|他们)(?:都|一般|平时|总)?(?:叫我|喊我|管我叫)|你可以叫我|我的?(?:小名|昵称|外号|绰号|英文名)(?:是|叫)?)(?P<v>[{CJK}A-Za-z][{CJK}A-Za-z \-]{{0,15}})"
       rf"|叫我(?P<v2>[{CJK}A-Za-z]{{1,8}}?)就(?:好|行|可以)", lambda m, c: nickname_zh(OneOf(m, "v", "v2"), c)),
    rule("name_en", "en", ("my name", "i'm called", "i am called"), rf"(?i:\bmy\s+(?:full\s+)?name\s+is|\bmy\s+name's|\bi'?m\s+called|\bi\s+am\s+called)\s+(?P<v>{EN_NAME}|[{CJK}]{{2,4}}(?=[\s,.!;]|$))", name_en, user_only=False),
    rule("nick_en", "en", ("call me", "nickname", "go by"),
       rf"(?i:\b(?:people|everyone|everybody|my friends|friends|they|folks|my family)\s+(?:all\s+)?calls?\s+me|\byou\s+can\s+call\s+me|\bjust\s+call\s+me|\bcall\s+me|\bmy\s+nickname\s+is|\bi\s+go\s+by)\s+(?P<v>{EN_NAME})", nickname_en),
    # ---- age, birthday, gender ----------------------------------------------------
    rule("age_zh", "zh", ("岁",), r"我(?:今年|现在|已经|都|快)*(?P<n>\d{1,3}|[一二两三四五六七八九十]{1,3})(?:周)?岁(?P<half>半)?", age_zh),
    rule("age_zh2", "zh", ("今年", "了"), r"^(?:我|其实|嗯|哦|对|啊)?[^\u4e00-\u9fff，,]{0,3}今年(?:刚满|刚|满|已经)?\s*(?P<n>\d{1,3}|[一二两三四五六七八九十]{1,3})\s*(?:岁|(?=[，,。！!了]|$))"
         r"|我(?!们)(?:今年|都|已经|也)?\s*(?P<n2>[1-9]\d|[二三四五六七八九]十[一二三四五六七八九]?|十[一二三四五六七八九])\s*了(?=[，,。！!～~啊呀哈]|$)",
         lambda m, c: age_zh(OneOf(m, "n", "n2"), c)),
    rule("age_en", "en", ("i'm", "i am", "turned"),
       r"(?i:\bi(?:'m|\s+am)\s+(?:now\s+|already\s+|almost\s+)?)(?P<n>\d{1,3})\s*(?i:years?\s*old|yrs?\s*old|y/?o)\b"
       r"|(?i:\bi\s+(?:just\s+)?turned\s+)(?P<n2>\d{1,3})\b"
       r"|(?i:\bi(?:'m|\s+am)\s+)(?P<n3>\d{1,3})(?=\s*(?:[,.!;，。！；)]|$|[\u4e00-\u9fff]|(?i:this\s+year|now|today|and|but)\b))"
       r"|(?i:^\s*(?:just\s+)?turned\s+)(?P<n4>\d{2})\b", lambda m, c: age_en(OneOf(m, "n", "n2", "n3", "n4"), c)),
    # a bare age among the words one introduces oneself with (本人女 28 坐标成都 / I'm Tomás, he/him, 26, grad student /
    # 38, divorced, two boys): a number of its own, next to a sign of a self-introduction
    rule("age_intro", "en", ("i'm", "i am", "he/him", "she/her", "they/them", "single", "divorced", "married", "widow", "retired", "here,", "hi ", "hi,", "hello"),
         _AGE_INTRO, age_intro),
    rule("age_intro_zh", "zh", ("本人", "坐标", "单身", "我叫", "我是"), _AGE_INTRO, age_intro),
    rule("birthday_zh", "zh", ("生日", "出生", "生于"),
       rf"我(?:的)?生日(?:是|在)(?P<d>{_ZH_DATE})|我(?:是)?(?:出生于|生于)(?P<d3>{_ZH_DATE})|我(?:是)?(?:在)?(?P<d2>{_ZH_DATE})?(?:出生于|出生在|生于|出生)(?:在)?(?P<p>[{CJK}]{{2,8}}?)?(?=[的，,。！!]|$|人)", birthday_zh),
    rule("birthday_en", "en", ("birthday", "born"),
       rf"(?i:\bmy\s+birthday\s+is(?:\s+on)?)\s+(?P<d>{_EN_DATE})|(?i:\bi\s+was\s+born\s+on)\s+(?P<d2>{_EN_DATE})(?:,?\s+(?i:in)\s+(?P<p2>{EN_PLACE}))?|(?i:\bi\s+was\s+born\s+in)\s+(?P<y>\d{{4}})|(?i:\bi\s+was\s+born\s+(?:and\s+raised\s+)?in)\s+(?P<p>{EN_PLACE})", birthday_en),
    rule("gender_zh_f", "zh", ("女生", "女孩", "女的", "女人"), r"我是(?:一个|个)?(?:女生|女孩子?|女的|女人)", gender("女")),
    rule("gender_zh_m", "zh", ("男生", "男孩", "男的", "男人"), r"我是(?:一个|个)?(?:男生|男孩子?|男的|男人)", gender("男")),
    rule("gender_en", "en", ("i'm a ", "i am a "), r"(?i:\bi(?:'m|\s+am)\s+a\s+)(?P<g>woman|girl|man|guy|boy)\b", lambda m, c: c.slot("basic_info", "gender", "female" if m.group("g").lower() in ("woman", "girl") else "male")),
    # ---- places -------------------------------------------------------------------
    rule("hometown_zh", "zh", ("来自", "老家", "长大", "我是", "人"),
       rf"我(?:来自|老家(?:是|在))(?P<p>[{CJK}]{{2,10}}?){END_ZH}|我(?:是|一个|这个)?(?P<p2>(?:(?![是的不也都妈爸哥姐弟妹])[{CJK}]){{2,5}}?)(?:的)?(?P<ren>人){END_ZH}|我(?:是)?(?:从小)?在(?P<p3>[{CJK}]{{2,8}}?)长大"
       rf"|我是(?P<p4>[{CJK}]{{2,6}}?)的{END_ZH}|(?:回|回到了?|回了)老家(?P<p5>[{CJK}]{{2,6}}?)(?=[{PUNCT}\s过躺看住待]|$)",
       hometown_zh),
    rule("hometown_en", "en", ("from", "grew up", "hometown", "raised"),
       rf"(?i:\bi(?:'m|\s+am)\s+(?:originally\s+)?from|\bi\s+(?:originally\s+)?come\s+from|\bi\s+grew\s+up\s+in|\bmy\s+hometown\s+is|\bi\s+was\s+raised\s+in)\s+(?P<p>{EN_PLACE})", basic_place_en("basic_info", "hometown")),
    rule("location_zh", "zh", ("住", "生活在", "定居", "居住"),
       rf"我(?:现在|目前|一直|也|还|们)?(?:住在|生活在|定居在|居住在|定居于)(?P<p>[{CJK}A-Za-z]{{2,10}}?)(?=[{PUNCT}\s的了]|$|这|那|已经|快|差不多|附近|，|和|跟)"
       rf"|我(?:现在|目前|一直|也|还|们)?(?:住在?|生活在|定居在)\s*(?P<p2>[A-Z][A-Za-z.'’\-]+(?:\s[A-Z][A-Za-z.'’\-]+){{0,2}})(?=\s*(?:[{PUNCT}的了]|$|[\u4e00-\u9fff]))"
       rf"|我(?:现在|目前|一直)?(?:跟|和)[^，,。！!？?我]{{1,6}}?(?:一起)?住(?:在)?(?P<p3>[{CJK}]{{2,6}}?)(?=[{PUNCT}\s的了]|$|这|那)"
       rf"|我(?:现在|目前|一直|也|还)?住(?P<p4>[{CJK}]{{2,4}}?)(?=[{PUNCT}\s哈呢啊呀]|$)",
       location_any_zh),
    rule("location_en", "en", ("live in", "living in", "based in", "reside in", "live alone in", "settled in", "staying in"),
       rf"(?i:\bi\s+(?:currently\s+|now\s+|still\s+)?live(?:\s+alone|\s+by\s+myself)?\s+in|\bi(?:'m|\s+am)\s+(?:currently\s+|now\s+|still\s+|finally\s+)?(?:living|based|settled|staying)\s+in|\bi\s+reside\s+in"
       # I've been living in Toronto for ten years / I'm 33, single, living in Vancouver / I am a 31-year-old analyst
       # living in Glasgow: one's own description, its place
       rf"|\bi(?:'ve|\s+have)\s+been\s+living\s+in|^\s*i(?:'m|\s+am)\b[^.!?;]{{0,60}},\s*(?:and\s+)?(?:currently\s+|now\s+)?living\s+in"
       rf"|\bi(?:'m|\s+am)\s+an?\s+(?:\d+[- ]years?[- ]old\s+)?(?:{EN_JOB})\s+living\s+in"
       rf"|\b(?:now\s+)?(?:finally\s+)?settled\s+in|^\s*(?:based|staying)\s+in)\s+(?P<p>{EN_PLACE})", basic_place_en("basic_info", "location")),
    # I'm a paralegal in Newark / a security guard at a hospital in Phoenix: where one works, a city by name
    rule("job_city_en", "en", ("i'm a", "i am a", "i'm an", "i am an"),
       rf"(?i:\bi(?:'m|\s+am)\s+(?:(?:just|still|now|currently|only)\s+)?an?\s+)(?:{EN_JOB})(?i:\s+at\s+(?:an?|the|my)\s+[\w\s'’\-]{{1,40}}?)?\s+in\s+(?P<p>{EN_PLACE})",
       job_city_en),
    # I'm in Providence now / still in Newark / right here in Palo Alto: a city by name, or any place the sentence says
    # one stays in now; I'm in Marketing and I'm in love are not (a known city, or a word of time after it)
    rule("here_en", "en", ("i'm in", "i am in", "still in", "here in", "i'm right here in"),
       rf"(?i:\bi(?:'m|\s+am)\s+(?:(?:now|currently|still|right\s+here|here|back)\s+)?in|\bstill\s+(?:stuck\s+)?in|\bright\s+here\s+in)\s+(?P<p>{EN_PLACE})(?P<now>\s+(?:now|these\s+days|at\s+the\s+moment)\b|,\s*[A-Z]{{2}}\b)?",
       here_en),
]
