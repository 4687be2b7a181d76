"""Chat constructions: how people state a slot in everyday messages rather than in full sentences.

Each frame is a construction over the word classes the other rules use, not a phrase:

* **employer frames** — I'm at X now / I've been with X for 3 years / I joined X (a startup called X) /
  I work at the X on 5th street (a single lower-case word is read as a name only inside these frames).
* **favourite with a cue noun after the value** — X is my fave book / X is my comfort food / fav movie? X;
  《X》…最爱的电影 / 《X》…第一名的书 (a title in book quotes and the kind of work it is named as).
* **gender as a role** — as a woman, I … / I'm a dude; 作为一个…的男人.
* **school frames with short names** — 本科浙大 / 硕士毕业于武大 / 读的LSE: a school after a degree word or
  毕业于/读的 may be an abbreviation (…大, an acronym).
* **major** — 我是学X的 / 我学的(是)X / 学X in a sentence about schooling (本科, 学历, 大学 …) / X专业.
* **the 的-nominal of an occupation** — 我是开网约车的 / 我是做测试的: the one who does X; 做 + a sector
  (我做外贸的, 做跨境电商的) names the industry instead.
* **where one is** — 我人在X / 坐标X / 我来X N年了 / 我(也)在X at a clause end, X a place.
* **employer by context** — 我现在在X at a clause end, in a sentence about work (转行, 跳槽, 上班 …).
* **age with an adverb** — 我才二十六 / 我今年29了 / 我终于25了.
* **contact after a cue** — new number: 415-555-0182 / 电话 +86 186… / 新的是 x@y.com after 邮箱.
* **employer in apposition** — 我们公司（腾讯）/ 我司（X）.
* **a named animal** — I have / got / adopted a <up to four words> named X (not a person or a thing); two cats: A and B.
* **place before born and raised** — chicago born and raised; I'm living in / back home in / based in a lower-case place.
* **degree with my** — I got / finished / did my masters / PhD in X from Y; …, psych major (in a sentence about school).
* **a title in book quotes seen again** — 《X》看了N遍 / 刷了N遍 / 读了N遍: a favourite of the kind the verb says.
* **an instrument with a duration** — 钢琴学了八年 / 吉他弹了三年.
* **a habit** — 我周末一般去爬山或者骑车 / 每周三晚上打羽毛球: pastimes the interest lexicon knows, after a habitual
  time word.
* **a like said as what one lives by** — X is my whole personality / X is my jam; 火锅就是我的命 / X是我的最爱.
* **an offer** — 拿到X的offer: the employer to be.
* **an English job noun in a Chinese frame** — 我老婆是ICU nurse / 做SWE.
* **a booked trip** — I booked flights to X: a plan to go there.
* **a change of trade** — 我转行做了保险: the industry one works in now.
* **a move that has happened** — 我去年底回南京了 / 我搬到成都了 / I moved to Denver last month: where one lives now.
"""

from __future__ import annotations

import re

from memcli.distill import attributes as A
from memcli.distill import lexicon as L
from memcli.distill.modality import zh_words
from memcli.distill.rules.base import (
    CJK,
    END_ZH,
    EN_JOB,
    EN_ORG,
    OneOf,
    PERSON_ZH,
    PLACE_NOUNS_ZH,
    PUNCT,
    PRON_EN,
    PRON_ZH,
    Rule,
    SentenceContext,
    clean_en,
    clean_zh,
    job_ok_zh,
    like_items_en,
    like_items_zh,
    rule,
    valid_en_item,
)
from memcli.distill.relative_dates import cn_number
from memcli.distill.rules.tastes import like_slot

# --- employer (English) ------------------------------------------------------------------

_NOT_ORG_EN = frozenset(
    "home work school college uni university the a an my our his her their this that it least last first night nights "
    "weekends weekend lunch dinner breakfast church gym moment times all peace ease war risk odds sea bay".split()
)
_ORG_ANY = rf"(?:{EN_ORG}|[a-z][\w&\-]{{1,24}})"


def employer_en(m: re.Match[str], c: SentenceContext) -> None:
    co = clean_en(m.group("c"))
    co = re.sub(r"\s+(?:now|these days|nowadays|for|since|of|and)$", "", co, flags=re.I)
    if not co or co.lower() in _NOT_ORG_EN or co.split()[0].lower() in PRON_EN:
        return
    if co.islower() and " " in co:
        return  # lower case: one word only (stripe, deloitte), never a phrase
    if valid_en_item(co, 4):
        c.slot("work", "company", co)


# --- favourites with the cue noun after the value ------------------------------------------

_FAV_CAT_EN = {"food": "food", "dish": "food", "snack": "food", "drink": "food", "meal": "food", "band": "music",
               "song": "music", "album": "music", "singer": "music", "artist": "music", "movie": "movies",
               "film": "movies", "show": "movies", "book": "books", "novel": "books", "author": "books", "game": "games",
               "sport": "sports"}
_FAV_CAT_ALT = "|".join(sorted(_FAV_CAT_EN, key=len, reverse=True))
_FAV_CAT_ZH = {"书": "books", "小说": "books", "电影": "movies", "片子": "movies", "剧": "movies", "歌": "music",
               "歌手": "music", "乐队": "music", "菜": "food", "游戏": "games"}
_FAV_CAT_ZH_ALT = "|".join(sorted(_FAV_CAT_ZH, key=len, reverse=True))


def fav_slot(c: SentenceContext, item: str, cat: str) -> None:
    """A favourite whose kind the sentence names (a book, a film): that kind, whatever words the title holds."""
    c.slot("interest", cat, item, "append")
    c.out[-1].opposite = ("preference", "dislikes")


def favourite_after_en(m: re.Match[str], c: SentenceContext) -> None:
    cat = _FAV_CAT_EN[m.group("cat").lower()]
    obj = m.group("obj")
    for item, _hint in like_items_en(obj):
        if item.lower() not in PRON_EN and not re.match(r"(?i)(?:this|that|it|which|what|who)\b", item):
            fav_slot(c, item, cat)


# between the title and 最喜欢的 (the rule's group "fan"): whose favourite it is. 他/她 or 你, or 我 followed by someone (我老公, 我妈) makes it
# someone else's (《流浪地球》是我老公最喜欢的电影 / …，他说是他最喜欢的电影); 是我 / 一直是我的 / nothing leaves the speaker's
_OTHER_FAN_ZH = re.compile(r"[他她它你]|我(?!(?:的|心中|心目中|心里)?$)")


def favourite_title_zh(m: re.Match[str], c: SentenceContext) -> None:
    item = clean_zh(m.group("obj"))
    if _OTHER_FAN_ZH.search(m.group("fan")):
        return
    if 1 <= len(item) <= 20:
        fav_slot(c, item, _FAV_CAT_ZH[m.group("cat")])


def favourite_zh(m: re.Match[str], c: SentenceContext) -> None:
    cat = _FAV_CAT_ZH.get(m.group("cat")) or _FAV_CAT_EN.get(m.group("cat").lower())
    if cat is None:
        return
    obj = m.group("obj").strip()
    if re.fullmatch(r"[A-Za-z0-9][\w'’\- ]{0,40}", obj):
        fav_slot(c, clean_en(obj), cat)  # a title in English (Before Sunrise): one item
        return
    for item, _hint in like_items_zh(obj):
        fav_slot(c, item, cat)


# --- gender, school, major, occupation (Chinese) ----------------------------------------------


def gender_en(m: re.Match[str], c: SentenceContext) -> None:
    c.slot("basic_info", "gender", "female" if m.group("g").lower() in ("woman", "girl", "gal", "lady") else "male")


def gender_zh(m: re.Match[str], c: SentenceContext) -> None:
    c.slot("basic_info", "gender", "女" if m.group("g").startswith("女") else "男")


_SCHOOL_SHORT = rf"(?:[{CJK}]{{1,4}}大(?![学家概多半])|[{CJK}]{{2,10}}(?:大学|学院)|[A-Z]{{2,6}}\b|[A-Z][a-z]+\s+(?:University|College))"


def school_short_zh(m: re.Match[str], c: SentenceContext) -> None:
    s = m.group("s").strip()
    if s in ("老大", "最大", "很大", "太大", "长大", "好大", "挺大", "更大", "放大", "强大", "伟大", "重大", "巨大", "偌大"):
        return
    if len(s) < 2 or s.startswith(PRON_ZH):
        return
    c.slot("education", "school", s)
    if m.group("deg") and "毕业" in m.group(0):
        c.slot("education", "degree", m.group("deg"))


_SCHOOLING_ZH = re.compile(r"本科|硕士|博士|研究生|大专|学历|大学|专业|毕业|考研|读研|高考|考上|学院|[A-Z]{2,6}")
_NOT_MAJOR = frozenset(("的", "习", "校", "生", "期", "费", "霸", "历", "位", "车", "乖", "坏", "好"))


# 学 as the first character of a noun (学位证, 学历, 学费, 学校 …) is no verb of studying
_XUE_NOUNS = "[位历费校期生院长姐弟妹霸渣分号籍区]"


def major_zh(m: re.Match[str], c: SentenceContext) -> None:
    mj = clean_zh(m.group("m")).removesuffix("专业")
    strong = m.group("strong") is not None
    if not strong and not _SCHOOLING_ZH.search(c.sent):
        return  # 我学吉他 is a hobby; 本科浙大，学土木 is a major
    if mj.startswith("会") and not mj.startswith("会计"):
        return  # 学会游泳: learnt to swim
    if not (2 <= len(mj) <= 6) or mj.startswith(PRON_ZH) or mj[0] in _NOT_MAJOR or mj in L.ZH_NOT_JOBS:
        return
    if any(mj.endswith(x) for x in ("语", "文")) and not strong:
        return  # 学日语 is a language being learnt
    if re.search(r"[了过着吗呢吧]", mj):
        return
    c.slot("education", "major", mj)


def doer_zh(m: re.Match[str], c: SentenceContext) -> None:
    x = clean_zh(m.group("x"))
    if not (1 <= len(x) <= 8) or x.startswith(PRON_ZH) or re.search(r"[了过着吗呢吧什么]", x):
        return
    if m.group("v") in ("做", "搞") and x.endswith(L.ZH_TRADES):
        c.slot("work", "industry", x)  # 做跨境电商的: a sector one works in, not a job title
        return
    t = m.group("v") + x if m.group("v") != "做" else x
    if c.has("work", "title"):
        return  # 我是翻译，做法语的 / 我是up主，做家常菜视频的: what the job said before works on, no second job
    if job_ok_zh(t) or len(t) >= 2:
        c.slot("work", "title", t)


# --- where one is, employer by context, age ---------------------------------------------------


# a stretch of time before 我在X: where one will be or was then, not where one lives (那几天我在西藏)
_THEN_ZH = re.compile(r"(?:那几天|那天|这几天|到时候|那时候?|当时|下周|下个月|明天|后天|周末|过年|国庆|春节|暑假|寒假)[，,]?\s*$")


def here_zh(m: re.Match[str], c: SentenceContext) -> None:
    if _THEN_ZH.search(c.sent[max(0, m.start() - 6):m.start()]):
        return
    p = clean_zh(m.group("p"))
    if not m.group("any") and not A.is_place_name_zh(p):
        lead = _leading_place(p)  # 我在北京回不去 / 我在西安读研: where one is, before what keeps one there
        if not lead and (verb := _KEPT_THERE.search(p)):
            lead = p[:verb.start()]  # 大连住: the segmenter joins 连住; the verb of staying still ends the place
        if not lead or not A.is_place_name_zh(lead) or not _KEPT_THERE.match(p[len(lead):]):
            return
        p = lead
    if 2 <= len(p) <= 8 and not p.startswith(PRON_ZH) and p not in L.ZH_BUSINESS_DISTRICTS:
        c.slot("basic_info", "location", p)  # 在陆家嘴上班: a business district is where one works, not lives


# what one is kept at (回不去, 走不开) or goes on doing where one lives (在西安读研, 在昆明开花店, 在上海待得挺好): the
# place is where one is; 在X出生 / 在X读的大学 (的: done) / 在X办 / 在X有同学 say what happened or is there instead
_KEPT_THERE = re.compile(r"(?:回不|走不|过不|去不|出不|来不|离不)|(?:待|呆|漂|住)(?:着|了|得|惯|$)"
                         r"|(?:读研|读博|读书|读大学|上大学|念书|上学|定居|生活|打工|上班|工作|实习|当兵|教书|开(?!会|车|学|心)|做|当|卖)(?!的)")


def base_zh(m: re.Match[str], c: SentenceContext) -> None:
    p = m.group("p").strip()
    lead = p if p.isascii() else _leading_place(p) or p
    if (p.isascii() and p.casefold() in L.LATIN_PLACES) or (not p.isascii() and A.is_place_name_zh(lead)):
        c.slot("work", "location", lead)


def _leading_place(text: str) -> str:
    """The place names *text* opens with, as the segmenter tags them (北京回不去 → 北京)."""
    end = 0
    for _word, _start, stop, tag in zh_words(text):
        if tag != "ns":
            break
        end = stop
    return text[:end]


_WORK_TALK_ZH = re.compile(r"转行|跳槽|入职|上班|工作|公司|打工|offer|离职|辞职")
_NOT_EMPLOYER_ZH = frozenset(("家", "家里", "路上", "公司", "单位", "学校", "外面", "这里", "那里", "这边", "那边", "上班",
                              "国外", "老家", "医院", "宿舍", "床上", "车上", "地铁上", "外地", "国内"))


_DEGREE_ZH = re.compile(r"挺|很|蛮|特别|非常|超级|还行|不错")


def employer_context_zh(m: re.Match[str], c: SentenceContext) -> None:
    co = clean_zh(m.group("c"))
    if _DEGREE_ZH.search(co):
        return  # 我现在在西安挺好的: how it is there, said of a place, not an employer
    if not _WORK_TALK_ZH.search(c.sent) or co in _NOT_EMPLOYER_ZH or co.startswith(PRON_ZH) or A.is_place_name_zh(co):
        return
    if re.search(r"[了过着吗呢吧]|[上下里中边]$", co) or not (2 <= len(co) <= 10):
        return
    from memcli.distill.rules.work import company_or_place_zh

    # 现在在一家游戏公司做测试: a description, whose field is what it says; 在深圳南山打工: a place; the rest a name
    company_or_place_zh(re.split(r"做|当|上班|工作|实习|打工", co, maxsplit=1)[0], c)


def age_adverb_zh(m: re.Match[str], c: SentenceContext) -> None:
    n = cn_number(m.group("n"))
    if n is not None and 10 <= n <= 99 and not c.has("basic_info", "age"):
        c.slot("basic_info", "age", f"{n}岁（{c.rec.when.year}年）")


def phone_cue(m: re.Match[str], c: SentenceContext) -> None:
    digits = re.sub(r"\D", "", m.group("p"))
    if 7 <= len(digits) <= 15:
        c.slot("contact", "phone", m.group("p").strip())


_NUM_ZH = "[0-9一二两三四五六七八九十]"
_INSTR_ZH_ALT = "|".join(sorted((re.escape(i) for i in A.INSTRUMENTS_ZH), key=len, reverse=True))

def employer_paren_zh(m: re.Match[str], c: SentenceContext) -> None:
    co = clean_zh(m.group("c"))
    if 2 <= len(co) <= 20 and not co.startswith(PRON_ZH) and not A.is_place_name_zh(co):
        c.slot("work", "company", co)


_NOT_PET_EN = frozenset(
    "friend friends brother sister son daughter kid kids child baby boy girl guy man woman husband wife boyfriend girlfriend "
    "partner cousin uncle aunt nephew niece coworker colleague neighbor neighbour roommate boss teacher student client "
    "car truck bike boat van plant fern cactus succulent bonsai tree monstera sourdough starter roomba "
    "guitar laptop computer phone account blog podcast channel band company startup business "
    "shop store project app file song book game character doll bear teddy house apartment restaurant cafe bar team club".split()
)


def pet_named_en(m: re.Match[str], c: SentenceContext) -> None:
    if c.has("relationship", "pets"):
        return
    kind = clean_en(m.group("a"))
    head = kind.split()[-1].lower()
    if head == "one":
        # a new one called X: "one" stands for the animal named before it in the message (our goldfish … a new one)
        said = [w.lower() for w in re.findall(r"[A-Za-z]+", c.rec.text[:max(0, c.rec.text.find(m.group(0)))]) if w.lower() in L.EN_PETS]
        if not said:
            return
        kind = said[-1]
        head = kind
    if head in _NOT_PET_EN or head.rstrip("s") in _NOT_PET_EN or not valid_en_item(kind, 4):
        return
    n = clean_en(m.group("n"))
    words = [w for w in kind.split() if not re.match(
        r"(?i)^(?:\d+|\w+-?legged|\d+-?(?:pound|lb|kg|kilo|year|month|week)s?(?:-old)?|little|big|old|young|tiny|rescue|sweet)$", w)]
    kind = " ".join(words[-2:]) if words else kind  # a 3 legged pit mix → pit mix
    if valid_en_item(n, 2):
        c.slot("relationship", "pets", f"{n} ({kind})", "append")


def pets_listed_en(m: re.Match[str], c: SentenceContext) -> None:
    animal = m.group("a").lower().rstrip("s")
    c.slot("relationship", "pets", f"{m.group('cnt').lower()} {m.group('a').lower()}", "append")
    for g in ("n1", "n2", "n3"):
        n = m.group(g)
        if n and valid_en_item(clean_en(n), 2):
            c.slot("relationship", "pets", f"{clean_en(n)} ({animal})", "append")


_NOT_PLACE_EN = frozenset("the a an my his her our their this that town home bed love peace denial debt trouble pain".split())


def place_lower_en(topic: str, sub: str):
    def handler(m: re.Match[str], c: SentenceContext) -> None:
        p = clean_en(m.group("p"))
        if p.lower() in _NOT_PLACE_EN or p.lower() in PRON_EN or c.has("basic_info", sub):
            return
        c.slot(topic, sub, p)
    return handler


_DEGREE_EN = {"masters": "master's", "master's": "master's", "master": "master's", "bachelors": "bachelor's",
              "bachelor's": "bachelor's", "phd": "PhD", "ph.d.": "PhD", "ph.d": "PhD", "doctorate": "doctorate", "mba": "MBA"}
_SCHOOLING_EN = re.compile(r"(?i)\b(?:undergrad|college|university|uni|degree|school|grad|masters|phd|bachelor)")


def degree_my_en(m: re.Match[str], c: SentenceContext) -> None:
    deg = m.group("deg").lower()
    if deg in _DEGREE_EN:
        c.slot("education", "degree", m.group("deg"))
    if m.group("m"):
        mj = clean_en(m.group("m"))
        if valid_en_item(mj, 4):
            c.slot("education", "major", mj)
    if m.group("s"):
        s = clean_en(m.group("s"))
        if valid_en_item(s, 6):
            c.slot("education", "school", s)


def major_after_en(m: re.Match[str], c: SentenceContext) -> None:
    if _SCHOOLING_EN.search(c.sent) and not c.has("education", "major"):
        c.slot("education", "major", m.group("m"))


_SEEN_VERB = {"看": "movies", "刷": "movies", "读": "books", "听": "music", "玩": "games"}


def seen_again_zh(m: re.Match[str], c: SentenceContext) -> None:
    item = clean_zh(m.group("obj"))
    if any(o.topic == "interest" and o.content == item for o in c.out):
        return  # 《三体》看了三遍，心里第一名的书: the cue noun (书) said the kind already
    if 1 <= len(item) <= 20:
        fav_slot(c, item, _SEEN_VERB[m.group("v")])


def instrument_years_zh(m: re.Match[str], c: SentenceContext) -> None:
    c.slot("interest", "instruments", m.group("i"), "append")


def _known_interest(item: str) -> bool:
    low = item.lower()
    return any(w in item or w in low for zh, en in L.INTEREST_LEXICON.values() for w in (*zh, *en) if len(w) >= 2)


def weekend_habit_zh(m: re.Match[str], c: SentenceContext) -> None:
    obj = (m.group("v") or "") + m.group("obj") if m.group("v") in ("打", "踢", "练") else m.group("obj")
    for item, hint in like_items_zh(obj):
        if _known_interest(item) and 2 <= len(item) <= (20 if item.isascii() else 6) and not any(n in item for n in PLACE_NOUNS_ZH + ("馆", "场", "园")):
            like_slot(c, item, hint, False)  # 去蓝海游泳馆游泳 names a place, not the pastime alone


# a sport one keeps doing: said with how often (每周三和周六都去打羽毛球 / 一周四次 weightlifting / crossfit at 6am like every
# weekday / 3x a week) or as what one does or plays (I do water aerobics / i swim instead): the sport, not the session
_SPORTS_ZH_ALT = "|".join(sorted(L.INTEREST_LEXICON["sports"][0], key=len, reverse=True))
_SPORTS_EN_ALT = "|".join(sorted((re.escape(s) for s in L.INTEREST_LEXICON["sports"][1] if s not in ("sports", "hike", "walking")),
                                 key=len, reverse=True))
_OFTEN_ZH = r"(?:每天|每周|每个?周末|每个?星期|一周|每晚|每天早上|每天晚上|每个周[一二三四五六日末]|周[一二三四五六日末](?:[和、跟][一二三四五六日末])*|平时|坚持|一直)"
_OFTEN_EN = (r"(?:every\s+(?:day|morning|evening|night|week|weekday|weekend|sunday|saturday|monday|tuesday|wednesday|thursday|friday)"
             r"|(?:\d|two|three|four|five)\s*(?:x|times)\s+a\s+week|a\s+week|daily|on\s+weekends|most\s+(?:days|mornings)|since\s+\w+|"
             r"\d+\s+years?\s+(?:now|of)|instead|regularly)")
_SWIM_EN = {"swim": "swimming", "run": "running", "hike": "hiking", "climb": "climbing", "surf": "surfing", "ski": "skiing",
            "bike": "biking", "cycle": "cycling", "box": "boxing", "row": "rowing", "lift": "lifting"}


def sport_habit(m: re.Match[str], c: SentenceContext) -> None:
    gd = m.groupdict()
    s = gd.get("s") or gd.get("s2") or gd.get("s3") or gd.get("s4") or ""
    v = gd.get("v")
    item = _SWIM_EN[v.lower()] if v else s.lower() if s.isascii() else s
    c.slot("interest", "sports", item, "append")


_NOT_LIKED = re.compile(r"(?i)^(?:this|that|it|he|she|they|you|my\s+\w+|her|him|mom|dad|family|kids?|work|job)$|[你我他她]")


def lives_by(m: re.Match[str], c: SentenceContext) -> None:
    obj = m.group("obj") or m.group("obj2")
    if c.lang == "zh" or re.search(f"[{CJK}]", obj):
        items = [i for i, _ in like_items_zh(obj)]
    else:
        items = [i for i, _ in like_items_en(obj)]
    for item in items:
        if not _NOT_LIKED.search(item) and not PERSON_ZH.search(item) and _known_interest(item):
            like_slot(c, item, None, False)


def offer_zh(m: re.Match[str], c: SentenceContext) -> None:
    co = clean_zh(m.group("c")) if re.search(f"[{CJK}]", m.group("c")) else clean_en(m.group("c"))
    if 2 <= len(co) <= 24 and not co.startswith(PRON_ZH) and not A.is_place_name_zh(co):
        c.slot("work", "company", co)


def en_job_zh(m: re.Match[str], c: SentenceContext) -> None:
    t = clean_en(m.group("t"))
    if valid_en_item(t, 4) and not c.has("work", "title"):
        c.slot("work", "title", t)


def new_trade_zh(m: re.Match[str], c: SentenceContext) -> None:
    x = clean_zh(m.group("x"))
    if 2 <= len(x) <= 6 and not x.startswith(PRON_ZH) and not re.search(r"[了过着吗呢吧]", x):
        # 转行做保险: into a sector; 转行做运营 / 做产品经理: into a job
        c.slot("work", "industry" if x.endswith(L.ZH_TRADES) or not job_ok_zh(x) else "title", x)


def moved_zh(m: re.Match[str], c: SentenceContext) -> None:
    p = clean_zh(m.group("p"))
    if A.is_place_name_zh(p) and p not in ("家", "家里", "老家", "国外", "海外", "本地", "外地", "附近"):
        c.slot("basic_info", "location", p)


def moved_en(m: re.Match[str], c: SentenceContext) -> None:
    p = clean_en(m.group("p"))
    if p.lower() not in _NOT_PLACE_EN and p.lower() not in PRON_EN and valid_en_item(p, 3) and p.lower() not in ("here", "there", "town"):
        c.slot("basic_info", "location", p)


def booked_trip_en(m: re.Match[str], c: SentenceContext) -> None:
    p = clean_en(m.group("p"))
    if p.lower() not in _NOT_PLACE_EN and valid_en_item(p, 3):
        c.slot("life_event", "plans", f"trip to {p}", "append", importance=70)


RULES: list[Rule] = [
    rule("employer_frame_en", "en", ("i'm at", "i am at", "been with", "been at", "joined", "work at", "work for"),
         rf"(?:\bI(?:'m|\s+am)\s+(?:now\s+)?at\s+(?P<c>{_ORG_ANY}(?:\s+{EN_ORG})?)\s+(?i:now|these\s+days|nowadays)\b"
         rf"|\bI(?:'ve|\s+have)\s+been\s+(?:with|at)\s+(?P<c2>{_ORG_ANY})\s+(?i:for\s+|since\s+|almost\s+|over\s+|nearly\s+)?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few)\s+(?i:years?|yrs?|months?|mos?)\b"
         rf"|\bI\s+(?:just\s+|recently\s+|finally\s+)?joined\s+(?:an?\s+(?:startup|company|firm|studio|agency|lab|bank|nonprofit)\s+(?:called|named)\s+(?P<c3>[\w&\-]+(?:\s+[A-Z][\w&\-]*)*)|(?P<c4>{EN_ORG}))"
         rf"|\bI\s+work\s+(?:at|for)\s+the\s+(?P<c5>[a-z][\w&\-]{{1,24}})\s+(?:on|in|at|near|downtown|by)\b)",
         lambda m, c: employer_en(OneOf(m, "c", "c2", "c3", "c4", "c5"), c)),
    rule("favourite_after_en", "en", ("fav", "comfort", "go-to"),
         rf"(?i)(?:^|[,;:]\s*)(?P<obj>[\w'’\- ]{{2,40}}?)\s+(?:is|are)\s+(?:still\s+|definitely\s+|honestly\s+)?my\s+(?:all[- ]time\s+)?(?:fave?|favou?rite|comfort|go-to)\s+(?P<cat>{_FAV_CAT_ALT})s?\b"
         rf"|^\s*(?:my\s+)?(?:fave?|favou?rite)\s+(?P<cat2>{_FAV_CAT_ALT})\s*[?:]\s*(?P<obj2>[\w'’\- ]{{2,40}}?)(?=\s*[.,!;]|$)",
         lambda m, c: favourite_after_en(OneOf(OneOf(m, "cat", "cat2"), "obj", "obj2"), c)),
    rule("favourite_title_zh", "zh", ("最爱", "最喜欢", "第一名", "第一的", "没有之一"),
         rf"《(?P<obj>[^》]{{1,20}})》(?P<fan>[^。！？!?]{{0,16}}?)(?:最爱的|最喜欢的|第一名的|第一的)(?P<cat>{_FAV_CAT_ZH_ALT})"
         r"(?!(?:其实|还|也|就|一直|永远)?是)", favourite_title_zh),  # …我最爱的书是《Y》: the favourite is Y, not the title before
    rule("favourite_zh", "zh", ("最爱的", "最喜欢的"),
         rf"我(?:最爱的|最喜欢的)(?:(?P<cat>{_FAV_CAT_ZH_ALT})(?:还是|也是|一直是|永远是)|(?P<cat2>[A-Za-z]{{3,6}})(?:是|就是|还是|也是))(?P<obj>[^，,。！!？?；;]{{1,30}})",
         lambda m, c: favourite_zh(OneOf(m, "cat", "cat2"), c)),
    rule("gender_as_en", "en", ("as a", "i'm a", "i am a"),
         r"(?i:\bas\s+an?\s+(?:\w+\s+)?)(?P<g>woman|man|guy|girl|dude|gal|lady)\b(?=[^.!?]{0,40}\bI\b)|(?i:\bI(?:'m|\s+am)\s+a\s+)(?P<g2>dude|gal|lady)\b",
         lambda m, c: gender_en(OneOf(m, "g", "g2"), c)),
    rule("gender_as_zh", "zh", ("作为",), rf"作为(?:一个|一名|个)?(?:[^，,。]{{0,8}}的)?(?P<g>男人|女人|男生|女生|男孩子?|女孩子?)", gender_zh),
    rule("school_short_zh", "zh", ("本科", "硕士", "研究生", "博士", "毕业于", "读的", "念的"),
         rf"我(?:的)?(?:(?P<deg>本科|硕士|研究生|博士)(?:是|在|读的|念的)?(?:毕业于)?|毕业于|读的是?|念的是?)(?P<s>{_SCHOOL_SHORT}){END_ZH}",
         school_short_zh),
    rule("major_zh", "zh", ("学", "专业"),
         rf"我(?P<strong>是)学(?P<m>[{CJK}A-Za-z]{{2,8}}?)的{END_ZH}"
         rf"|我(?:的)?(?:本科|大学|研究生|硕士)?(?:是)?学(?!{_XUE_NOUNS})(?:的是|的)?(?P<m2>[{CJK}]{{2,6}}?)(?:专业)?{END_ZH}"
         rf"|我(?:的)?(?:是)?(?P<m3>[{CJK}]{{2,6}})(?<![很挺真太蛮超])专业{END_ZH}",
         lambda m, c: major_zh(OneOf(m, "m", "m2", "m3"), c)),
    rule("doer_zh", "zh", ("开", "做", "跑", "卖", "搞", "送"),
         rf"我(?:现在|目前)?(?:就)?(?:是)?(?:个|一个|一)?(?P<v>开|做|跑|卖|搞|送)(?P<x>[{CJK}A-Za-z]{{1,8}}?)的{END_ZH}", doer_zh),
    rule("here_zh", "zh", ("人在", "坐标", "我来", "在"),
         rf"我(?:现在|目前)?人在(?P<p>[{CJK}]{{2,6}}?){END_ZH}|(?P<any>坐标)(?:在)?(?P<p2>[{CJK}]{{2,6}}?){END_ZH}"
         rf"|我(?P<since>来|搬来|搬到)(?P<p3>[{CJK}]{{2,6}}?)(?:已经|都|快|差不多)?(?:{_NUM_ZH}+(?:多)?年了|的?第{_NUM_ZH}+(?:年|个月|天|周))"
         rf"|我(?:也|现在|目前|现在也)?在(?P<p4>[{CJK}]{{2,6}}?){END_ZH}",
         lambda m, c: here_zh(OneOf(OneOf(m, "p", "p2", "p3", "p4"), "any", "since"), c)),
    # base 东莞 / base西雅图: where one works, in the idiom of office Chinese
    rule("base_zh", "zh", ("base",), rf"(?i:(?<![A-Za-z])base)\s*(?P<p>[{CJK}]{{2,6}}?|[A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?)(?=[{PUNCT}\s]|$|[{CJK}]{{2}})", base_zh),
    rule("employer_context_zh", "zh", ("在",), rf"我(?:现在|目前)在(?P<c>[{CJK}A-Za-z]{{2,10}}?){END_ZH}", employer_context_zh),
    rule("age_adverb_zh", "zh", ("才", "今年", "终于", "已经", "都"),
         r"我(?:今年|才|终于|已经|都)+(?P<n>\d{2}|[二三四五六七八九]?十[一二三四五六七八九]?)(?:岁)?(?:了)?(?=[，,。！!？?\s]|$|好吗|啊|呢|哈)", age_adverb_zh),
    rule("phone_cue_en", "en", ("number", "phone", "cell", "mobile"),
         r"(?i:\b(?:new\s+)?(?:number|phone|cell|mobile)\s*[:：])\s*(?P<p>\+?\d[\d \-]{5,18}\d)", phone_cue),
    rule("phone_cue_zh", "zh", ("电话", "手机"), r"(?:电话|手机号?|打电话)\s*[:：]?\s*(?P<p>\+?\d[\d \-]{5,18}\d)", phone_cue),
    rule("employer_paren_zh", "zh", ("公司", "单位", "我司"),
         r"我(?:们)?(?:公司|单位|司)\s*[（(](?P<c>[^)）]{2,20})[)）]", employer_paren_zh),
    rule("pet_named_en", "en", ("named", "called"),
         rf"(?i:\b(?:I|we)\s+(?:just\s+|finally\s+|recently\s+|also\s+|only\s+)?(?:have|got|adopted|rescued|own)\s+(?:a|an|one)\s+)(?P<a>(?:[\w\-]+\s+){{0,3}}?[\w\-]+)\s+(?i:named|called)\s+(?P<n>[A-Z][a-zA-Z'’\-]+(?:\s+(?:\d{{1,2}}|II|III|IV|Jr\.?)(?=\s*[,.!?;]|\s*$))?)",
         pet_named_en),
    rule("pets_listed_en", "en", tuple(L.EN_PETS),
         rf"(?i:\b(?P<cnt>two|three|four|2|3|4)\s+(?P<a>cats|dogs|kittens|puppies|rabbits|bunnies|hamsters|birds|parrots|turtles|fish))\s*[:：]\s*(?P<n1>[A-Z][a-zA-Z'’\-]+)\s*(?:,\s*(?P<n3>[A-Z][a-zA-Z'’\-]+)\s*)?(?:,?\s*(?:and|&)\s*)(?P<n2>[A-Z][a-zA-Z'’\-]+)",
         pets_listed_en),
    rule("born_raised_en", "en", ("born and raised",),
         r"^\s*(?P<p>[A-Za-z][\w.'’\-]*(?:\s+[A-Z][\w.'’\-]*)?)\s+born\s+and\s+raised\b", place_lower_en("basic_info", "hometown")),
    rule("living_lower_en", "en", ("living in", "based in", "back home in", "live in"),
         r"\bI(?:'m|\s+am)\s+(?:now\s+|currently\s+)?(?:living|based|back\s+home|back)\s+in\s+(?P<p>[a-z][a-z.\-]{2,20})(?=\s+(?:these\s+days|now|nowadays|with|for)\b|\s*[,.!;]|$)"
         r"|\bI\s+(?:now\s+)?live\s+in\s+(?P<p2>[a-z][a-z.\-]{2,20})(?=\s+(?:these\s+days|now|nowadays|with)\b|\s*[,.!;]|$)",
         lambda m, c: place_lower_en("basic_info", "location")(OneOf(m, "p", "p2"), c)),
    rule("degree_my_en", "en", ("my ",),
         rf"(?i:\bI\s+(?:just\s+|finally\s+)?(?:got|finished|did|completed|earned|have)\s+my\s+)(?P<deg>(?i:bachelor'?s|masters?|master'?s|phd|ph\.d\.?|doctorate|mba|undergrad))(?:\s+degree)?"
         rf"(?:\s+(?i:in)\s+(?P<m>[a-zA-Z][\w\-]*(?:\s+[a-zA-Z][\w\-]*)?))?(?:\s+(?i:at|from)\s+(?P<s>{EN_ORG}))?(?=\s*[,.;!]|$|\s+(?i:last|in|this|and|but|now|then|since|back)\b)",
         degree_my_en),
    rule("major_after_en", "en", ("major",), r"(?:^|,\s*)(?P<m>[a-z][a-z\-]{2,20})\s+major\b(?=\s*[,.;!]|$)", major_after_en),
    rule("seen_again_zh", "zh", ("遍",), r"《(?P<obj>[^》]{1,20})》(?:我)?(?:又)?(?P<v>看|刷|读|听|玩)了(?:不下|快|好|有)?[0-9一二两三四五六七八九十几N]+遍", seen_again_zh),
    rule("instrument_years_zh", "zh", tuple(A.INSTRUMENTS_ZH),
         rf"(?P<i>{_INSTR_ZH_ALT})(?:学了|弹了|练了|拉了)(?:快|差不多|有|好)?[0-9一二两三四五六七八九十几]+(?:多)?年", instrument_years_zh),
    rule("sport_habit_zh", "zh", ("每", "周", "平时", "坚持", "一直"),
         rf"我[^，,。！？!?；;]{{0,12}}?{_OFTEN_ZH}[^，,。！？!?；;]{{0,10}}?(?<![不没])(?:打|踢|去|练|跳|游|跑|骑)?(?P<s>{_SPORTS_ZH_ALT})(?![馆场池队鞋衣服卡课班房室])", sport_habit),
    rule("sport_habit_en", "en", ("i do", "i play", "i go", "week", "every", "since", "instead", "years"),
         rf"(?i:\bi\s+(?:still\s+|also\s+|mostly\s+|usually\s+|just\s+|only\s+)?(?:do|play|go)\s+)(?P<s>{_SPORTS_EN_ALT})\b"
         rf"|(?i:\bi\s+(?:still\s+|also\s+|mostly\s+|usually\s+|only\s+)?)(?P<v>swim|run|hike|climb|surf|ski|bike|cycle|box|row|lift)\b(?!\s+(?:to|into|home|back)\b)(?=[^.!?;]{{0,30}}\b{_OFTEN_EN})"
         rf"|(?i:\bi(?:'ve|\s+have)\s+been\s+)(?P<s2>{_SPORTS_EN_ALT})(?=\s+(?:{_OFTEN_EN}|for\s+\w+\s+years))"
         rf"|(?i:\b(?:\d|two|three|four|five)\s*(?:x|times)\s+a\s+week\s+)(?P<s3>{_SPORTS_EN_ALT})\b"
         rf"|(?i:^\s*)(?P<s4>{_SPORTS_EN_ALT})(?=\s+(?:\d|two|three|four)\s*(?:x|times)\s+a\s+week|\s+every\s+(?:weekend|morning|day|week))",
         sport_habit),
    rule("weekend_habit_zh", "zh", ("周末", "平时", "每周", "下班"),
         rf"我(?:周末|平时|每周[一二三四五六日天]?|下班后?)(?:晚上|早上|下午|中午|下班后?)?(?:一般|经常|常常|通常|都|会|就|雷打不动|固定)*(?P<v>去|会去|打|踢|练)(?P<obj>[^，,。！!？?]{{1,16}})", weekend_habit_zh),
    rule("lives_by_en", "en", ("my whole personality", "my jam", "my religion", "my obsession"),
         r"(?i:^|[,;]\s*)(?P<obj>[\w'’\- ]{2,30}?)\s+(?:is|are)\s+(?:literally\s+|basically\s+|honestly\s+)?my\s+(?:whole\s+personality|jam|religion|obsession)\b(?P<obj2>)",
         lives_by),
    rule("lives_by_zh", "zh", ("我的命", "我的最爱", "我的本命"),
         rf"(?:^|[，,]\s*)(?P<obj>)(?P<obj2>[{CJK}A-Za-z]{{1,10}}?)(?:就|简直|真的|绝对)?是我的(?:命|最爱|本命)(?![{CJK}])",
         lives_by),
    rule("offer_zh", "zh", ("offer",), rf"我(?:刚|刚刚|已经|终于)?(?:拿到|收到|签了)了?(?P<c>[A-Za-z][\w&.\- ]{{1,20}}?|[{CJK}]{{2,8}}?)的\s*(?:offer|Offer|OFFER)", offer_zh),
    rule("en_job_zh", "zh", tuple(j.lower() for j in L.EN_JOB_NOUNS),
         rf"我(?:现在|目前)?(?:是|做|当)(?:一名|一个|个)?(?P<t>{EN_JOB})(?=[{PUNCT}\s]|$|的)", en_job_zh),
    rule("new_trade_zh", "zh", ("转行",),
         rf"我[^，,。]{{0,6}}?转行(?:去|到)?(?:做|干|搞|进)了?(?P<x>[{CJK}]{{2,6}}?)(?:行业|这行)?(?![{CJK}])", new_trade_zh),
    rule("moved_zh", "zh", ("回", "搬"),
         rf"我(?:们)?(?:去年底?|前年|今年|上个?月|上周|年初|年底|已经|终于)?(?:搬回|搬到|搬去|回到|回)(?:了)?(?P<p>[{CJK}]{{2,6}}?)(?:了|来了|去了)(?![{CJK}])",
         moved_zh),
    rule("moved_en", "en", ("moved to", "moved back to"),
         r"\bI\s+(?:just\s+|recently\s+|finally\s+)?moved\s+(?:back\s+)?to\s+(?P<p>[A-Z][\w.\-]*(?:\s+[A-Z][\w.\-]*)?|[a-z]{2,12})(?=\s+(?:last|this|in|a|two|three|\d)\b|\s*[,.!;]|$)",
         moved_en),
    rule("booked_trip_en", "en", ("booked",),
         r"\bI\s+(?:just\s+|finally\s+)?booked\s+(?:my\s+|the\s+|a\s+|our\s+)?(?:flights?|tickets?|trip|train|bus|hotel|cabin)\s+to\s+(?P<p>[A-Za-z][\w\-]*(?:\s+[A-Z][\w\-]*)?)(?=\s+(?:for|in|on|next|this|at)\b|\s*[,.!]|$)",
         booked_trip_en),
    rule("email_cue_zh", "zh", ("@",), r"(?:邮箱|邮件|email)[^@。！!]{0,12}?(?:新的|现在的|是|：|:)\s*(?P<e>[A-Za-z0-9._%+\-]+@[\w\-]+(?:\.[\w\-]+)+)",
         lambda m, c: c.slot("contact", "email", m.group("e").rstrip("."))),
]
