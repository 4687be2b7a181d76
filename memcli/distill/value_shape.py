"""Does a candidate value have the shape of its slot, and is the clause it sits in about its owner?

A rule's pattern finds where a value starts; where it ends is a guess (the end of the clause, the next
punctuation), and a guess that runs on carries a piece of the clause into the profile ("Microsoft for 5",
"guitar with my friends", "Adele, she's amazing", "在医院做护士"). Every slot kind has a value shape:

* ``place`` (hometown, where one lives or works): a place name — no verb, no clause, not a landmark one lives
  *near* (住在学校附近: 学校 is not where one lives);
* ``org`` (employer, school): an organisation name — no preposition phrase after it (at Google *in London*);
* ``title`` (occupation): an occupation noun phrase — not a verb phrase ("teaching kids math", 在医院做护士 → 护士);
* ``name``: a name, a few words at most;
* ``item`` (food, music, books, allergies, majors, …): a noun phrase — no clause, no trailing time or
  company ("mystery novels before bed" → "mystery novels").

:func:`fit` trims a value to its shape, or rejects it when no part of it has the shape. It knows only word
classes — connectives, prepositions, pronouns, time words, sentence particles — never particular values.

:func:`other_owner` is the owner check: a value goes to the user only when the clause it sits in is the
user's (its subject is not another person: "I'm a teacher, *my husband is a lawyer*"; 我对花生过敏，*她*对海鲜过敏).
"""

from __future__ import annotations

import re

from memcli.distill import lexicon as L
from memcli.distill.attributes import is_place_name_zh
from memcli.distill.modality import is_question, zh_words
from memcli.distill.rules.base import HAS_CJK, ZH_VERBS
from memcli.distill.types import Candidate

KIND: dict[tuple[str, str], str] = {
    ("basic_info", "hometown"): "place", ("basic_info", "location"): "place", ("work", "location"): "place",
    ("work", "company"): "org", ("education", "school"): "org",
    ("work", "title"): "title",
    ("basic_info", "name"): "name", ("basic_info", "nickname"): "name",
    ("education", "major"): "item", ("health", "allergies"): "item", ("health", "conditions"): "item",
}
ITEM_TOPICS = frozenset({"interest", "preference"})
MAX_WORDS = {"place": 5, "org": 7, "title": 6, "name": 4, "item": 6}
MAX_CHARS_ZH = {"place": 14, "org": 18, "title": 14, "name": 8, "item": 14}


def kind_of(c: Candidate) -> str | None:
    if c.type != "profile" or c.op not in ("set", "append") or not c.topic or not c.sub_topic:
        return None
    if c.topic in ITEM_TOPICS:
        return "item"
    if c.topic == "belongings":
        return "thing"  # a model name is long and mixes scripts (亚瑟士Gel-Kayano26): only a bare number is refused
    if (c.topic, c.sub_topic) == ("life_event", "goals"):
        return "goal"  # a change one works towards, not a wish of the moment (a pizza tonight, that movie)
    if c.topic == "places":
        return "venue"  # a place one goes to: a name, however long (笔架山公园), never a particle or a classifier first
    return KIND.get((c.topic, c.sub_topic))


# --- English -------------------------------------------------------------------------------------------------

_PRON = r"(?:I|I'm|I've|I'd|i|me|my|we|our|us|you|your|he|his|him|she|her|they|their|them|it|it's|its|that|this|there)"
# a comma, then a new clause (a subject, a connective or a comment adverb): the value ended at the comma
_EN_COMMA_CLAUSE = re.compile(
    rf",\s*(?:[a-z]+\s+(?:it|them)\b|{_PRON}|and|but|so|though|although|because|which|who|since|when|while|sadly|honestly|actually|anyway|"
    r"lol|haha|really|seriously|obviously|btw|by the way|if)\b", re.I)
# a subordinating connective (lower case: in a title they are capitalised) starts a clause
_EN_CONNECTIVE = re.compile(r"\s+(?:because|when|whenever|while|since|though|although|but|until|unless|if|whereas|so that|which|who|where)\b")
_EN_PREP = r"(?:with|at|in|on|for|from|during|before|after|near|around|every|since|until)"
# a preposition phrase that belongs to the clause: its object is a pronoun, a number, an article-led common noun or
# a time word (a title keeps its own: Breakfast at Tiffany's, Dancing with the Stars)
_EN_CLAUSE_PP = re.compile(
    rf"\s+(?:{_EN_PREP}|without)\s+(?:{_PRON}\b|\d|(?:a|an|the)\s+[a-z]|(?:last|next|this|each|every|all|night|home|work|school|bed|"
    r"weekends?|mornings?|evenings?|nights?|days?|childhood|times|least|first|once|now|then|least)\b)")
_EN_ANY_PP = re.compile(rf"\s+{_EN_PREP}\s+")
_EN_TAIL = re.compile(
    r"\s+(?:now|today|tonight|yesterday|lately|recently|anymore|again|though|too|also|sadly|honestly|actually|lol|haha|"
    r"lmao|already|nowadays|these days|at night|so|tho|thanks|tbh|ngl|fr|every \w+|last \w+|this (?:year|month|week|summer|winter|spring|fall)|"
    r"for (?:\w+ )?(?:years?|months?|weeks?|days?|ages|a while|now)|\d+ (?:years?|months?)(?: ago)?|ago)$")
_EN_PRONOUN_WORD = re.compile(r"(?:^|\s)(?:I|me|my|we|our|us|she|he|her|his|him|they|their|them|your|yours|(?i:i|you|she|he|it|we|they|that)['’](?:s|m|re|ve|ll|d))(?=\s|$)")


def _fit_en(v: str, kind: str) -> str | None:
    m = _EN_COMMA_CLAUSE.search(v)
    if m:
        v = v[:m.start()]
    elif kind in ("org", "title", "name") and "," in v:
        v = v.split(",", 1)[0]
    m = _EN_CONNECTIVE.search(v)
    if m:
        v = v[:m.start()]
    if kind in ("org", "title", "place"):
        # an organisation, a job or a place does not run on into a preposition phrase ("Google in London",
        # "nurse in the ICU"; of/and/to stay: Bank of America)
        m = _EN_ANY_PP.search(v)
        if m and not (kind == "place" and v[m.end():m.end() + 1].isupper() and m.group(0).strip() in ("in", "on", "by")):
            v = v[:m.start()]
    else:
        # an item keeps a preposition phrase of its own (animals with fur, Breakfast at Tiffany's) and the
        # complement of a gerund (caring for my pups), not one that belongs to the clause: a pronoun, an article,
        # a number or a time after it ("guitar with my friends", "mystery novels before bed")
        m = _EN_CLAUSE_PP.search(v)
        if m and not re.search(r"\w+ing$", v[:m.start()]):
            v = v[:m.start()]
    v = " " + v
    for _ in range(3):
        v2 = _EN_TAIL.sub("", v)
        if v2 == v:
            break
        v = v2
    v = v.strip(" ,.;:!?-")
    if not v or _EN_PRONOUN_WORD.search(v) or kind == "item" and re.search(r"(?:^|\s)(?:it|them)(?:\s|$)", v):
        return None  # reread it every winter: a clause with an object pronoun (a title would write It)
    words = v.split()
    if len(words) > MAX_WORDS[kind]:
        return None
    first = words[0]
    if kind == "title" and first[:1].islower() and first.endswith("ing") and len(first) > 4 \
            and first.lower() not in _EN_JOBS:
        return None  # "teaching kids math": what one does, not an occupation
    return v


_EN_JOBS = frozenset(j.lower() for j in L.EN_JOB_NOUNS)

# --- Chinese -------------------------------------------------------------------------------------------------

_ZH_CLAUSE = re.compile(r"[，,；;。！!？?]")
# what one does at a place (a verb of the clause, not part of the name): 医院做护士, 杭州工作
_ZH_DOING = re.compile(r"(?:做|当|担任|上班|工作|上学|读书|读研|实习|打工|生活|长大|出生|住)")
_ZH_NO_ALLERGEN = frozenset("钱 工作 作业 考试 数学 老板 早起 周一 星期一 人类 男人 女人 学习 上班 加班 班 你 他 她 爱情 婚姻".split())
_ZH_VISIT = re.compile(r"出差|旅游|旅行|度假|玩|开会|培训|看病|探亲|转机|中转|考察|游玩|过年|过节")
_ZH_STAYING = re.compile(r"漂着?|打拼|混着?|待着?|呆着?|定居|安家|扎根|落脚")  # how one stays somewhere, not where
_ZH_NEAR = re.compile(r"^(?:的)?(?:附近|旁边|对面|周边|周围|隔壁|一带|边上|楼下|楼上)")
_ZH_PLACE_TAIL = re.compile(r"(?<=..)(?:边上|附近|旁边|对面|周边|周围|一带|那边|这边|的(?:一)?[个家所座间片]).*$|(?<=..)[去来]$")  # 搬到杭州去
_ZH_ITEM_VERB = re.compile("|".join(ZH_VERBS))
_ZH_PRONOUN = re.compile(r"[我你他她它]|咱")
_ZH_TITLE_VERB = re.compile(r"^(?:在|于|去|到)[^，,]{1,12}?(?:做|当|担任|任)(?P<t>.+)$")
_ZH_LEAD_ADVERB = re.compile(r"^(?:倒是|就是|也是|就|也|都|还|又|才|只|倒|连)(?=..)")
# what is left of 我们 / 我俩 when a rule's 我 took the pronoun's first character, and 连 (连花粉都过敏: even)
_ZH_SCHOOL_END = re.compile(r"(?:校区|大学|学院|学校|中学|小学|附中|分校|校园)$")
_ZH_PLURAL_REST = re.compile(r"^(?:们|俩)")
# a demonstrative and a classifier at the end: the noun is left out (是楼下那家), it points at something, names no job
_ZH_POINTING = re.compile(r"(?:那|这|哪)一?[家个位种款只间所件样]$")
_ZH_NEAR_INSIDE = re.compile(r"附近|旁边|对面|周边|周围|隔壁|楼下|楼上")
# how one holds a job (是退休的老师 / 兼职的): said where an employer could stand, naming none
_ZH_WORK_STATES = frozenset("退休 已退休 兼职 全职 实习 在职 离职 停薪留职 自由职业 临时 正式 资深 退役".split())
_ZH_DESCRIPTION = re.compile(r"(?:那种|这种|那样|这样|的东西|的感觉|的样子|的那个|的这个)$")
_ZH_TIME_TAIL = re.compile(r"(?:的时候|那会儿?|那年|以前|之前|以后|之后|期间)$")


def _place_words(v: str) -> str:
    """A Chinese place value cut where a verb of staying starts (上海漂着 → 上海, 北京打拼 → 北京)."""
    m = _ZH_STAYING.search(v, 2)
    return v[:m.start()] if m else v


def _inside(v: str) -> bool:
    """厂里 / 乐队里 / 公司里: inside a kind of place (阿里 is a name: the segmenter says so)."""
    return v.endswith("里") and not any(tag.startswith("nr") or tag == "nz" for _, _, _, tag in zh_words(v))


_ZH_GRADE = re.compile(r"(?:初|高|大|研|博)[一二三四五六]|(?:小学)?[一二三四五六]年级|高中|初中|毕业班")
_ZH_SPELL = re.compile(r"^了?(?:[\d一二三四五六七八九十两几半]+多?个?(?:年|月|周|星期)多?|大半辈子|半辈子|一辈子)(?:的)?")


# what ends a liked, disliked or wanted thing inside a clause: a particle (不吃牛肉啊提前说), how long it has been so
# (不吃肉已经八年了 / 想学游泳很久了)
_ZH_ITEM_END = re.compile(r"(?<=.)(?:已经|啊|呀|嘛|(?<!酒)吧|很久|好久|好多年|[一二三四五六七八九十两几\d]+多?(?:年|个月)(?:了|啦|$)).*$")


def _fit_zh(v: str, kind: str, after: str, allergen: bool = False) -> str | None:
    m = _ZH_CLAUSE.search(v)
    if m:
        v = v[:m.start()]
    if kind == "item":
        v = _ZH_ITEM_END.sub("", v)
    if kind == "title":
        if "业余" in after:
            return None  # 在乐队里当鼓手，业余的: a pastime, not an occupation
        v = _ZH_SPELL.sub("", v)  # 做了十五年护士 → 护士: how long one has been it is no part of the title
        t = _ZH_TITLE_VERB.match(v)
        if t:
            v = t.group("t")  # 在医院做护士 → 护士
        elif v.startswith(("在", "于")):
            return None
    if kind in ("place", "org"):
        d = _ZH_DOING.search(v, 2)
        if d:
            if kind == "place":
                return None  # 医院做护士 is a workplace and a job, not a place
            v = v[:d.start()]
        if kind == "place":
            if _ZH_NEAR.match(after):
                return None  # 住在学校附近: near 学校, not in it
            if _ZH_VISIT.search(v, 2) or _ZH_VISIT.match(after):
                return None  # 在上海出差 / 在三亚度假: there for a while, not living there
            v = _ZH_PLACE_TAIL.sub("", v)  # 杭州西湖边上 → 杭州西湖; 四川的一个小县城 → 四川
            v = _place_words(v)  # 上海漂着 → 上海: the place ends where a verb starts
            if _ZH_SCHOOL_END.search(v):
                return None  # 在浙大紫金港校区 / 在复旦大学: a school (or its campus) is where one studies, not a city
            if v not in L.ZH_BUSINESS_DISTRICTS and not any(tag == "ns" for _, _, _, tag in zh_words(v)):
                return None  # no place name in it (乡下老家, 学校): where, but not a place one can name
    if kind == "org" and re.match(r"(?:一家|一个|一所|某家|某个|某)", v):
        return None  # 一家游戏公司 / 一所大学 describes an employer or a school, names none (a rule gives its field)
    if kind == "org" and (_inside(v) or v.startswith("家") or re.match(r"(?:做|搞|卖|经营|坐|跑|给)[\u4e00-\u9fff]", v)):
        # 在厂里当主管 / 在家休息: inside a place or at home; 公司是做医疗器械的: what it does, not its name; 坐办公室的会计 /
        # 跑长途的司机: how one works
        return None
    if kind == "org" and _ZH_GRADE.fullmatch(v):
        return None  # 我是初二的数学老师: a school year, whose teacher one is, names no employer
    if kind == "org" and is_place_name_zh(v):
        return None  # 在长沙工作: where one works, not for whom
    if kind == "org" and (_ZH_NEAR_INSIDE.search(v) or v in _ZH_WORK_STATES):
        return None  # 学校旁边诊所 places a workplace, it does not name it; 退休的老师: a state of the job, no employer
    if kind == "title" and _ZH_POINTING.search(v):
        return None  # 是楼下那家 / 是这个: points at something, names no job
    if kind == "item":
        v = _ZH_PLURAL_REST.sub("", v)  # 我们都对… / 我俩连…: the rest of the pronoun is no part of the item
        if v in ("", "连"):
            return None  # 我俩连过敏都一样: "even allergies", no allergen
        # an adverb or a preposition that belongs to the clause (她就对芒果过敏 → 芒果): the item follows 对
        words = zh_words(v)
        cut = max((end for word, _start, end, tag in words if word == "对" and tag == "p"), default=0)
        v = _ZH_LEAD_ADVERB.sub("", v[cut:])
    if kind == "item" and (words := zh_words(v)) and words[0][0] in ("到", "得"):
        return None  # 爱到每天梦里都在写周报: how much, a degree complement, not what is liked
    if allergen and ((parts := [w for w in zh_words(v) if w[0].strip()]) and all(t.startswith("v") for _, _, _, t in parts)
                     or v in _ZH_NO_ALLERGEN):
        return None  # 我对上班过敏 / 对钱过敏: an activity, money or a duty is no allergen (a joke)
    if kind == "item" and v.startswith(("在", "跟", "和", "陪")):
        d = _ZH_ITEM_VERB.search(v, 2)
        if d is None:
            return None
        v = v[d.start():]  # 在家看书 → 看书: where or with whom is the clause's, not the item's
    if kind == "item" and (_ZH_DESCRIPTION.search(v) or len(v) == 1 and any(t.startswith("v") for _, _, _, t in zh_words(v))):
        return None  # 多肉的那种 / 粉色的东西 / 画画的感觉 describe a kind of thing, name none; 去 alone is a verb
    if _ZH_PRONOUN.search(v) and any(tag == "r" for _, _, _, tag in zh_words(v)):
        return None  # a pronoun (jieba's word class: 吉他 holds 他 but is an instrument)
    if _ZH_TIME_TAIL.search(v):
        return None
    v = v.strip()
    if not v or len(v) > MAX_CHARS_ZH[kind]:
        return None
    return v


# --- entry points -------------------------------------------------------------------------------------------


_EN_HOW_MUCH = re.compile(r"(?i)\s+(?:so\s+(?:so\s+)?(?:bad(?:ly)?|much)|really\s+bad(?:ly)?|bad(?:ly)?|more\s+than\s+anything)\s*$")


# words that answer, react or intensify: no value of any slot is one of them
_DISCOURSE = re.compile(r"(?i)(?:yes|yep|yeah|yup|ya|no|nope|nah|ok|okay|lol|lmao|ha(?:ha)+|hm+|um+|uh+|oh|wow|sure|thanks|"
                        r"thank you|thx|idk|omg|btw|tbh|deathly|severely|seriously|really|super|very|extremely|mildly|"
                        r"slightly|badly|嗯+|哈+|对|是的|好的|没错|当然|谢谢)")
_EN_NO_ALLERGEN = re.compile(r"(?i)^(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|mornings?|weekdays?|"
                             r"work|working|my job|jobs?|people|humans|homework|exercise|effort|responsibilit(?:y|ies)|adulting|"
                             r"deadlines?|meetings?|commitment|math|maths|school|chores|small talk|fun|life|cardio)(?:\s+(?:too|also|as well))?$")


# a want of the moment, not a goal: something at hand (that movie, the salmon, 那家店), a time of today (tonight,
# 今晚), or the day's routine (go to bed, 回家)
_EN_MOMENT = re.compile(r"^\w+(?:\s+(?:out|on|at))?\s+(?:(?:that|this|these|those)\s+\w|the\s+[a-z])|\b(?:tonight|today|right now|this (?:morning|afternoon|evening)|"
                        r"later today|after work)\b|^(?:go\s+(?:to\s+)?(?:bed|sleep|home)|sleep|eat|grab|nap)\b|"
                        # a transitive verb alone: its object stands before it (countries I want to visit)
                        r"^(?:visit|see|try|buy|get|read|learn|watch|make|build|open|write|adopt|meet|explore)$|"
                        # or a pronoun stands for it (a new keyboard … I want to try it)
                        r"^\w+(?:\s+\w+)?\s+(?:it|them|one)(?:\s+out)?$")
_ZH_MOMENT = re.compile(r"今晚|今天|今早|现在|马上|待会|一会儿?|这会儿|晚上|中午|那家|这家|那个|这个|^(?:回家|睡觉|吃饭|吃)")


_EN_COUNT = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|several|many)"
_EN_PERIOD = r"(?:a|an|per|each|every)\s+(?:day|week|month|year|weekend|night|morning|evening)"
# how often: twice a month, three classes a week, every weekend, 每周三次, 一个月两回
_HOW_OFTEN = re.compile(
    rf"(?i:(?:once|twice|thrice|{_EN_COUNT}\s+(?:\w+\s+)?(?:times?|\w+))\s+{_EN_PERIOD}|every\s+(?:other\s+)?\w+|(?:almost\s+)?daily|weekly)"
    r"|(?:每|一)(?:天|周|星期|礼拜|个?月|年)[^，。,]{0,3}[次回趟]|每天|每周|每晚|天天")


def fit(c: Candidate, sent: str, at: int) -> str | None:
    """The value of *c* cut to its slot's shape; None when nothing of it has the shape. *at*: where the value
    stands in *sent* (what follows it tells a landmark from a place); values of other kinds pass unchanged."""
    kind = kind_of(c)
    v = c.content
    if kind is None or c.content == "-":
        return v
    if not re.search(r"[^\W\d_]", v):
        return None  # no letter and no character: a number is no place, name, job or thing (a 2012 honda → 2012)
    if _DISCOURSE.fullmatch(v.strip()):
        return None  # yep born and raised / 嗯: an answer or a sound, which names nothing
    if kind in ("thing", "item", "venue") and HAS_CJK.search(v):
        v = _whole_words(v, sent, at)  # a place or a name may end inside a word (湖南人, 在平安上班): theirs are cut by their rules
    allergen = (c.topic, c.sub_topic) in (("health", "allergies"), ("person", "allergies"))
    if kind == "item" and _HOW_OFTEN.fullmatch(v.strip()):
        return None  # I love Pilates, three classes a week: how often one does the thing before, no thing of its own
    if kind == "thing":
        return v
    if kind == "venue":
        return _fit_venue(v)
    if kind == "goal":
        if HAS_CJK.search(v):
            v = _ZH_ITEM_END.sub("", v)
        v = _EN_HOW_MUCH.sub("", v)  # I want to learn piano so bad: how much one wants it is no part of it
        return None if _EN_MOMENT.search(v) or _ZH_MOMENT.search(v) else v
    if HAS_CJK.search(v):
        end = at + len(v) if at >= 0 and sent.startswith(v, at) else -1
        after = sent[end:end + 4] if end >= 0 else ""
        return _fit_zh(v, kind, after, allergen)
    if allergen and _EN_NO_ALLERGEN.search(v):
        return None  # I'm allergic to Mondays / to work: a time or a duty is no allergen (a joke)
    if re.search(r"[A-Za-z]", v):
        return _fit_en(v, kind)
    return v


_ZH_VENUE_LEAD = re.compile(r"^(?:的)?(?:(?:那|这|一)?(?:家|个|座|所|间|处))?(?=[\u4e00-\u9fffA-Za-z]{2})")
# a kind of place with no name of its own (的那家医院, 的景区): where one went, but nothing one could look up
_ZH_GENERIC_VENUES = frozenset("医院 景区 公园 商场 超市 学校 餐厅 饭店 地方 小区 咖啡馆 咖啡店 书店 健身房 酒吧 店 景点 博物馆 图书馆 电影院".split())


def _fit_venue(v: str) -> str | None:
    """A visited or favourite place: no leading 的 or classifier (是个民俗文化村 → 民俗文化村); a bare kind names none."""
    if not HAS_CJK.search(v[:1]) and not v.startswith("的"):
        return v
    v = _ZH_VENUE_LEAD.sub("", v)
    return None if v in _ZH_GENERIC_VENUES else v


# a classifier the segmenter cuts off as a word of its own (买了双登山鞋 → 双 | 登山鞋): counts the thing, is not it
_ZH_CLASSIFIER = frozenset("个 台 部 双 辆 件 只 把 套 支 块 副 款 条 瓶 盒 张 本 家 所 座 间 位".split())


def _whole_words(v: str, sent: str, at: int) -> str:
    """A Chinese value that stops inside a word of its sentence runs to the word's end (买了双登山鞋: the rule's
    noun 鞋 cut 登山鞋 in two), and loses a leading classifier that is a word of its own."""
    if at < 0 or not sent.startswith(v, at):
        return v
    end = at + len(v)
    words = zh_words(sent)
    for word, start, stop, _tag in words:
        if start < end < stop and HAS_CJK.search(word) and stop - end <= 3:
            v = sent[at:stop]
            break
    for word, start, stop, tag in words:
        if start == at and word in _ZH_CLASSIFIER and len(v) - len(word) >= 2 and tag in ("q", "n", "m"):
            v = v[len(word):]
            break
    return v


_EN_STUDENT = re.compile(r"(?i)\bstudents?$")
_EN_DEGREE_OF = ((re.compile(r"(?i)\b(?:phd|ph\.d\.?|doctoral)\b"), "PhD"), (re.compile(r"(?i)\bmaster'?s\b"), "master's"),
                 (re.compile(r"(?i)\b(?:grad|graduate)\b"), "graduate"), (re.compile(r"(?i)\b(?:undergrad|undergraduate)\b"), "undergraduate"))
_ZH_STUDENT = re.compile(r"(?:学生|研究生|博士生|硕士生|本科生|大学生|高中生|初中生|小学生|留学生)$")
_ZH_DEGREE_OF = (("博士", "博士"), ("硕士", "硕士"), ("研究生", "研究生"), ("研一", "研究生"), ("研二", "研究生"), ("研三", "研究生"),
                 ("本科", "本科"), ("大学生", "本科"), ("大一", "本科"), ("大二", "本科"), ("大三", "本科"), ("大四", "本科"))


def as_student(found: list[Candidate]) -> list[Candidate]:
    """A student is in education, not in a job: a title that is a student (3rd year phd student, 大三学生) becomes
    the degree it names (or nothing), and the organisation the same sentence names goes to school, not employer."""
    titles = [c for c in found if c.type == "profile" and (c.topic, c.sub_topic) == ("work", "title")
              and (_EN_STUDENT.search(c.content) or _ZH_STUDENT.search(c.content))]
    if not titles:
        return found
    out: list[Candidate] = []
    for c in found:
        if c in titles:
            zh = bool(HAS_CJK.search(c.content))
            degree = next((d for w, d in _ZH_DEGREE_OF if w in c.content), None) if zh else \
                next((d for pat, d in _EN_DEGREE_OF if pat.search(c.content)), None)
            if degree is None:
                continue
            c.topic, c.sub_topic, c.content = "education", "degree", degree
        elif c.type == "profile" and (c.topic, c.sub_topic) == ("work", "company"):
            c.topic, c.sub_topic = "education", "school"
        elif c.type == "profile" and (c.topic, c.sub_topic) in (("work", "location"), ("work", "industry")):
            continue
        out.append(c)
    return out


# what one does with a liked thing says its kind: one listens to music, reads books, watches shows, plays games
_KIND_CUES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("music", re.compile(r"听|歌|演唱会|专辑|单曲|歌手|乐队|(?i:\b(?:listen\w*|songs?|concerts?|albums?|singer|band|music)\b)")),
    ("books", re.compile(r"读(?!研|博|本科|大学|高中|初中|中学|硕|MBA|master)|书|小说|作者|作家|(?i:\b(?:read|reading|reread\w*|books?|novels?|author|chapters?)\b)")),
    ("movies", re.compile(r"剧|电影|影院|追番|番剧|动漫|动画|导演|演员|上映|综艺|(?i:\b(?:watch\w*|movies?|films?|shows?|series|episodes?|binge\w*|seasons?)\b)")),
    ("games", re.compile(r"游戏|通关|开黑|上分|(?i:\b(?:games?|gaming|played\s+through|levels?)\b)")),
    # eating and drinking said as a liking or a question (a bare 吃 in another clause is any meal); 菜 not as
    # someone's type (是我老公的菜)
    ("food", re.compile(r"好吃|好喝|(?:爱|喜欢|想|最爱)[吃喝]|[吃喝]什么|吃货|(?<!的)菜|餐厅|饭店|味道|口味|美食|甜食|嗜甜|奶茶|咖啡|"
                        r"(?i:\b(?:eat\w*|ate|food|dish(?:es)?|restaurants?|bar|cafe|menu|recipes?|cook\w*|delicious|tasty|dessert|"
                        r"drinks?|drank|tea|coffee|boba)\b)")),
)
_CLAUSE_SPLIT = re.compile(r"[，,。！？!?；;\n]+")
# a clause with a like of its own (也爱听歌) speaks of that one, not of the value
_LIKE_WORD = re.compile(r"喜欢|爱|迷|最|讨厌|(?i:\b(?:like|love|enjoy|into|fan|obsessed|favou?rite|hate)\b)")


def _kind_in(clauses: list[str], value: str) -> str | None:
    """The one kind whose cue the clauses hold (the value itself taken out: 书法 is no book); None for none or
    several."""
    text = " ".join(clauses).replace(value, " ")
    kinds = {k for k, pat in _KIND_CUES if pat.search(text)}
    return kinds.pop() if len(kinds) == 1 else None


def is_activity(value: str) -> bool:
    """A pastime said as what one does (跑步, 看星星, hiking), not as a thing, a title or a name."""
    if HAS_CJK.search(value):
        # a verb, and no name after it: 提拉米苏 reads as 提拉 + a place name, a transliterated thing
        tags = [tag for _, _, _, tag in zh_words(value)]
        return any(tag.startswith("v") for tag in tags) and not any(tag in ("nr", "ns", "nrfg") for tag in tags)
    return bool(re.search(r"(?i)\b\w+ing\b", value))


# a name written in Latin script: each word capitalised or a number (IU, Formula 1, Taylor Swift)
_LATIN_NAME = re.compile(r"^(?:[A-Z][\w'’.&-]*|\d+)(?:\s+(?:[A-Z][\w'’.&-]*|\d+|of|the|and|&))*$")
# people in general are no pastime (I just like people / 我就是喜欢人)
_PEOPLE = re.compile(r"(?i)^(?:people|persons?|folks|humans?|kids|人|人类|小孩|孩子)$")
# a season or the weather liked (我超喜欢冬天, I love rainy days) is a taste in climate, no pastime
_WEATHER = re.compile(r"(?i)^(?:[春夏秋冬](?:天|季)|(?:下)?雨天|雪天|晴天|阴天|下雨|下雪|(?:the\s+)?(?:spring|summer|autumn|fall|winter)"
                      r"(?:time)?|rain|snow|rainy\s+days|snowy\s+days|sunny\s+days|(?:the\s+)?(?:cold|heat)|cold\s+weather|hot\s+weather)$")


def _name_like(v: str) -> bool:
    """A name or a borrowed word (金庸, IU, 提拉米苏): the segmenter tags a person, a place or an other proper name in it."""
    if _LATIN_NAME.match(v.strip()):
        return True
    return bool(HAS_CJK.search(v)) and any(tag in ("nr", "nrfg", "nrt", "nz", "ns") for _, _, _, tag in zh_words(v))


# a message that asks (推荐几本书呗 / 你喜欢吃什么呀 / what do you recommend)
_ASKS = re.compile(r"[?？]|什么|哪些|哪个|推荐|(?i:\b(?:what|which|recommend|suggest)\b)")


def kind_of_like(c: Candidate, sent: str, record: str = "", before: tuple[str, ...] = (), *,
                 named: bool = False) -> Candidate | None:
    """A liked *thing* whose kind no word table knows (filed as a catch-all hobby: 五月天, 《百年孤独》, 陈奕迅)
    takes its kind from what is done with it: in its clause and the next, else in the clause of the nearest of the
    three messages before that names the same thing (我也超爱X after 深夜最喜欢听X), else in the other clauses of its
    message. A person's name (jieba's ``nr``) with no such cue is no hobby and is dropped; a thing with none stays a
    hobby.

    *before*: the messages before this one in its conversation (up to three, the nearest last).
    A like that answers a question of the two messages before (推荐几本书呗 … 我最爱东野圭吾; 你喜欢吃什么呀 … 最爱提拉米苏)
    takes the kind the question asks about. A name with no cue at all — a person's, a title in 《》, a capitalised
    Latin name (IU, Formula 1) — and people in general are dropped: nothing says what kind of thing was liked.
    Not so in a message with a named speaker (*named*), which may be someone else's: their likes have no kinds."""
    v = c.content
    titled = f"《{v}》" in (record or sent)  # 《活着》 is a title, whatever its words would be on their own
    if c.type != "profile" or (c.topic, c.sub_topic) != ("interest", "hobbies") or not titled and is_activity(v):
        return c
    if _PEOPLE.match(v.strip()) or _WEATHER.match(v.strip()):
        return None
    clauses = [p for p in _CLAUSE_SPLIT.split(record or sent) if p.strip()]
    at = next((i for i, p in enumerate(clauses) if v in p), None)
    scopes: list[list[str]] = []
    if at is not None:
        # its own clause and the one after it (五月天，从高中听到现在), then the message's other clauses
        scopes.append([clauses[at], *(p for p in clauses[at + 1:at + 2] if not _LIKE_WORD.search(p))])
    previous = "\n".join(reversed(before))  # the nearest first: its clause naming the value wins
    if previous and v in previous:
        scopes.append([p for p in _CLAUSE_SPLIT.split(previous) if v in p][:1])
    if at is not None:
        scopes.append([p for i, p in enumerate(clauses) if i != at and not _LIKE_WORD.search(p)])
    asked = "\n".join(t for t in before[-2:] if _ASKS.search(t) or is_question(t))
    if asked and (titled or _name_like(v)):
        scopes.append([asked])  # a name answering 推荐几本书呗 (金庸); not 画画 after 你喜欢唱歌吗, another kind of thing
    if titled:  # 他最喜欢的电影是《让子弹飞》，我最爱的还是《海上钢琴师》: a title set against another is of its kind
        scopes.append([p for p in clauses if "《" in p and f"《{v}》" not in p])
    for scope in scopes:
        kind = _kind_in(scope, v) if scope else None
        if kind:
            c.sub_topic = kind
            return c
    if HAS_CJK.search(c.content):
        words = [w for w in zh_words(c.content) if w[0].strip()]
        if words and all(tag in ("nr", "nrfg") for _, _, _, tag in words):
            return None  # 我超爱王菲，她好有气质: a person liked, with nothing about what of theirs
        if words and all(tag == "ns" for _, _, _, tag in words):
            return None  # 我不搬，我喜欢上海: a place liked is where one is glad to be, no pastime
    if not named and (titled or _LATIN_NAME.match(v.strip())):
        return None  # a title or a name, with nothing saying whether it is read, heard, watched or played
    return c


_EN_THIRD_SUBJECT = re.compile(
    r"^\s*(?:(?:and|but|so|while|whereas)\s+)?(?:he|she|they|his|her|their|(?:my|our)\s+(?:\w+\s+)?(?:"
    + L.EN_RELATIONS_ALT
    + r")s?(?:'s)?)\b", re.I)
_EN_SPLIT = re.compile(r"[,;]|\s(?:and|but|while|whereas)\s(?=(?:he|she|they|his|her|their|my|our|I)\b)", re.I)
_ZH_THIRD_SUBJECT = re.compile(
    r"^\s*(?:但是|但|而|可是|不过)?(?:[他她](?:们)?|我(?:的|家)?(?:"
    + "|".join(sorted((re.escape(k) for k in (*L.ZH_KIN, *L.ZH_RELATIONS)), key=len, reverse=True)) + "))")


_ZH_BUT = r"\s*(?:但是|但|而|可是|不过)?"  # a clause may open with "but"
_ZH_HOME = re.compile(_ZH_BUT + r"我们?家(?:的)?")
_ZH_HOUSEHOLD = frozenset((*L.ZH_KIN, *L.ZH_RELATIONS, *L.ZH_PETS, "宝宝", "宝贝", "孩子", "娃", "小孩", "老大", "老二", "老三", "闺女",
                           "那位", "那口子", "主子", "毛孩子"))


_ZH_PEOPLE_NOUNS = ("人", "男生", "女生", "男孩", "女孩", "男人", "女人", "学长", "学姐", "学弟", "学妹", "博主", "主播", "老师", "医生", "网友", "邻居", "小哥", "姐姐", "哥哥", "偶像")
# 我 + a short verb phrase + 的 + (那个 / 一个) + a person or an animal: that one is the clause's subject
_ZH_SOMEONE = ("的(?:那个|那位|那只|这个|这只|一个|一只|一位)?(?:"
               + "|".join(sorted({re.escape(k) for k in (*L.ZH_KIN, *L.ZH_RELATIONS, *L.ZH_PETS, *_ZH_PEOPLE_NOUNS)}, key=len, reverse=True))
               + ")")
_ZH_MY_SOMEONE = re.compile(_ZH_BUT + r"我[^，,。的我]{1,6}" + _ZH_SOMEONE)
# the same with a longer verb phrase, which may hold the value (我在证券公司上班的表哥)
_ZH_MY_SOMEONE_LONG = re.compile(_ZH_BUT + r"我[^，,。的我]{1,12}" + _ZH_SOMEONE)


def _family_member_subject(sent: str, start: int, at: int) -> bool:
    """我们家乐乐对鸡蛋过敏 / 我家猫三岁了: a clause whose subject is 我(们)家 + a name, a family member or a pet is
    about that one, not the speaker (我家在杭州 / 我家住在… / 我家附近 are the speaker's home)."""
    m = _ZH_HOME.match(sent, start)
    if not m or m.end() >= at:
        return False
    for word, w_start, _stop, tag in zh_words(sent):
        if w_start < m.end():
            continue
        if w_start >= at:
            return False
        if word in _ZH_HOUSEHOLD or any(word.startswith(k) for k in _ZH_HOUSEHOLD if len(k) >= 2):
            return True
        # a name: tagged as one, or doubled as children's and pets' names are (乐乐, 豆豆)
        return tag.startswith("nr") or len(word) == 2 and word[0] == word[1] and HAS_CJK.match(word) is not None
    return False


def other_owner(c: Candidate, sent: str, at: int) -> bool:
    """Whether the clause holding the value at *at* has another person as its subject (the value is not the
    user's: "I'm a teacher, my husband is a lawyer" gives the user no lawyer)."""
    if kind_of(c) is None and (c.topic, c.sub_topic) != ("work", "industry") or at < 0 or at > len(sent):
        return False  # (a line of work has no shape to fit, but whose it is matters: 我在银行上班的闺蜜)
    if HAS_CJK.search(sent[max(0, at - 12):at + 1]):
        start = 0
        for m in re.finditer(r"[，,；;。]", sent[:at]):
            start = m.end()
        m = _ZH_THIRD_SUBJECT.match(sent[start:at])
        if m:
            return "我" not in sent[m.end():at]  # 我妈叫我小宝: about the user
        if c.topic in ("belongings", "places"):
            return False  # what I own or where I went stays mine, whoever else my clause describes
        rel = _ZH_MY_SOMEONE_LONG.match(sent[start:])
        if rel:
            de = sent.find("的", at, start + rel.end())
            me = sent.find("我", start, at)
            if de >= at and me >= 0 and sent.find("我", at, de) < 0 and not re.match(r"(?:就|也|还|都|只|可)?是", sent[me + 1:at]) and \
                    re.sub(r"^在|在$", "", sent[me + 1:at] + sent[at + len(c.content):de]).strip():
                return True  # 我在银行上班的闺蜜 / 我在医院当护士的表姐: the value is in a clause (with a verb) that describes her
                # (我是福州的人 / 我是教数学的老师 say what the speaker is)
        who = _ZH_MY_SOMEONE.match(sent[start:at])
        if who and not (
                c.topic in ITEM_TOPICS and re.match(r"(?:就|还|也|一直)?是", sent[start + who.end():at])):
            return True  # 我养的猫对鸡肉过敏 / 我喜欢的那个男生在北京上班: the subject is the one my clause describes
            # (我最喜欢的歌手是X names what the user likes)
        return _family_member_subject(sent, start, at)
    start = 0
    for m in _EN_SPLIT.finditer(sent, 0, at):
        start = m.end()
    m = _EN_THIRD_SUBJECT.match(sent[start:at])
    # my partner and I: ours; my friends call me Liv: the user is who the clause is about
    return bool(m) and not re.match(r"\s*,?\s*and\s+(?:I|me)\b", sent[m.end():]) and not re.search(r"\bme\b", sent[m.end():at])
