"""What every extraction rule shares: the sentence context, the rule type, value cleaning and patterns."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from memcli.distill import lexicon as L
from memcli.distill.types import Candidate, Rec

CJK = "\u4e00-\u9fff"
HAS_CJK = re.compile(f"[{CJK}]")
# A full stop after a title or a street/saint abbreviation (Dr. Lee, St. Mary's, Mt. Tam, e.g. …) ends no
# sentence: splitting there would leave "at St" as a sentence of its own and "St" as an employer.
# (checked after the dot is found, so a sentence without one costs nothing more)
_ABBREV_STOP = "".join(rf"(?<!\b{re.escape(a)}\.)" for a in ("St", "Dr", "Mr", "Mrs", "Ms", "Mx", "Jr", "Sr", "Mt", "Ft", "Prof", "Rev",
                                                              "Capt", "Lt", "Sgt", "Ave", "Blvd", "vs", "approx", "e.g", "i.e"))
SENTENCE = re.compile(r"[^。！？!?；;\n]+?(?:[。！？!?；;\n]+|\." + _ABBREV_STOP + r"(?=\s|$)|$)")
_TRAIL_ZH = "了啦呀啊哦呢吧嘛的哈呐～~!！.。,，、 "
_LEAD_ZH = ("一名", "一个", "一位", "一只", "一条", "个", "名", "位")
ADV_ZH = r"(?:也|还|一直|真的|真|最|很|非常|特别|超级|超|挺|蛮|好|比较|都|其实|平时|从小就|从小|一向|向来|本来就|越来越|相当|十分|特|可|就|确实|打小就|尤其|最近|现在|今年|已经|向|也都|才)*"
TIME_ZH = r"(?:今年|明年|以后|将来|接下来|这个月|下个月|这周|这学期|年底前|未来|这辈子|有生之年)?"
PUNCT = "，,。！!？?；;、\n"
OBJ = "，,。！!？?；;\n"  # an object may be a list joined by 、
END_ZH = f"(?=[{PUNCT}\\s]|$)"
PRON_ZH = ("你", "我", "他", "她", "它", "这", "那", "哪", "什么", "谁", "人家", "自己", "大家")
PRON_EN = frozenset(
    "it you that this them him her me us when how what which who whom being your his their our its there here "
    "myself yourself everything something anything nothing everyone someone".split()
)
PERSON_ZH = re.compile(r"[你他她]|妈|爸|姐|妹|哥|弟|朋友|同事|老板|老公|老婆|大家|别人|孩子|儿子|女儿|家人|同学")
THIRD_ZH = re.compile(r"[你他她它]|妈|爸|姐|妹|哥|弟|朋友|同事|老板|老公|老婆|大家|别人|猫|狗|孩子|儿子|女儿|家人|同学")
# a Latin-script name word, accents included (Tomás, Zoë, Łukasz)
EN_NAME_WORD = r"[A-ZÀ-ÖØ-ÞĀ-Ž](?:[a-zA-Zß-öø-ÿĀ-ž\-]|['’](?!s\b))+"
"""One capitalised word of a name; an apostrophe may be inside it (O'Brien), not as a possessive (Eli's)."""
EN_NAME = rf"{EN_NAME_WORD}(?:\s+{EN_NAME_WORD}){{0,2}}"
"""A name of one to three capitalised words."""
EN_PLACE = r"(?:(?!I\b)[A-Z][\w'’.\-]*(?:(?:\s+|,\s*)(?!I\b)(?:[A-Z][\w'’.\-]*|of\b|de\b|la\b|upon\b))*|[\u4e00-\u9fff]{2,8})"
EN_ORG = r"(?:(?!I\b)[A-Z0-9][\w&'’.\-]*(?:\s+(?!I\b)(?:[A-Z0-9][\w&'’.\-]*|of\b|and\b|&|de\b|for\b))*|[\u4e00-\u9fff]{2,12})"
EN_JOB = r"(?:[\w\-]+\s+){0,3}(?:" + "|".join(sorted((re.escape(j) for j in L.EN_JOB_NOUNS), key=len, reverse=True)) + r")s?"
ZH_JOB = r"[" + CJK + r"A-Za-z]{0,8}?(?:" + "|".join(sorted(L.ZH_JOB_SUFFIXES, key=len, reverse=True)) + ")"
# a job title ends where the clause (or a 的/了 after it) ends: 设计总监 is not 设计
JOB_END = r"(?=[，,。！!？?；;、\s]|$|的|了|，|工作|上班)"
_SURNAME = "(?:" + "|".join(L.COMPOUND_SURNAMES) + f"|[{L.SURNAMES}])"
ZH_PERSON = f"(?:[阿小老][{CJK}]|{_SURNAME}[{CJK}]{{1,2}}?)"
ZH_NAME_LOOK = "(?=" + "|".join(sorted(L.ZH_BOUNDARY, key=len, reverse=True)) + f"|[{PUNCT}\\s]|$)"

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
class SentenceContext:
    rec: Rec
    sent: str  # what the rules match (Chinese clauses get their subject carried over)
    low: str
    lang: str
    orig: str = ""  # the sentence as written (memory contents quote this)
    about_person: bool = False  # someone else's words or a clause about them, in the first person: facts become theirs
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

    def has(self, topic: str, sub: str | None = None) -> bool:
        """Whether an earlier rule already filled this slot from this sentence (a frame then keeps out)."""
        return any(c.type == "profile" and c.topic == topic and (sub is None or c.sub_topic == sub) for c in self.out)

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


Handler = Callable[[re.Match[str], SentenceContext], None]


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
    if v.startswith(PRON_ZH) or v[0] in "了过着很太也都还就在是的不没":
        return False
    return bool(re.fullmatch(f"[{CJK}·A-Za-z]+", v))


_EN_ADVERB_START = frozenset("always never really so very too also still just even especially either anyway though but and or because".split())


def valid_en_item(v: str, max_words: int = 5) -> bool:
    words = v.split()
    if not words or len(words) > max_words:
        return False
    first = words[0].lower().strip("'’")
    if first in PRON_EN or first in _EN_ADVERB_START:
        return False
    return not any(w in ("I", "I'm", "i", "I've") for w in words)


def lang_of(text: str) -> str:
    return "zh" if HAS_CJK.search(text) else "en"


_PAREN = re.compile(r"\s*[（(][^)）]*[)）]")


def split_items(text: str, lang: str) -> list[str]:
    """'火锅、寿司和爵士乐' / 'jazz, hiking and cats' → items (asides in brackets dropped)."""
    text = _PAREN.sub("", text)
    if lang == "zh":
        # a title is one item whatever it holds (《千与千寻》, 《傲慢与偏见》): split only outside 《》
        parts = re.split(r"(?:[、，,/]|(?<=\S)(?:和|与|以及|还有|或者|或是|跟)(?=\S))(?![^《》]*》)", text)
        return [clean_zh(p) for p in parts if clean_zh(p)]
    joined = re.search(r"(?i)\s(?:and|or|&)\s", text)
    if joined:
        end = text.find(",", joined.end())
        if end >= 0 and not re.search(r"(?i)\s(?:and|or|&)\s", text[end + 1:]):
            # shellfish AND penicillin, fun combo: the list ended at its "and"; a comment follows (not so in road
            # trips with friends and family, exploring and hiking: the list goes on to its own "and")
            text = text[:end]
    parts = re.split(r"(?i),\s*(?:and\s+|or\s+)?|\s+(?:and|or|&|as well as|plus)\s+|/", text)
    items = [clean_en(p) for p in parts if clean_en(p)]
    for i in range(1, len(items)):
        words = items[i].split()
        if len(words) >= 3 and len(items[0].split()) <= 2 and any(w.lower() in ("the", "a", "an", "my", "your") for w in words[1:]):
            return items[:i]  # allergic to lilies, tell the florist: a clause after the list, not an item of it
    return items


def lexicon_category(item: str) -> str | None:
    """The interest category of the lexicon word in *item*, the longest one winning; None when it holds none."""
    low = item.lower()
    best, length = None, 0
    for cat, (zh, en) in L.INTEREST_LEXICON.items():
        for w in (*zh, *en):
            if len(w) > length and (w in item or w in low):
                best, length = cat, len(w)
    return best


def category_of(item: str, hint: str | None = None) -> str:
    """The interest category whose longest matching word is longest (rock climbing → sports, not music)."""
    best = lexicon_category(item)
    if best or hint:
        return best or hint or "hobbies"
    from memcli.distill.attributes import thing_kind_en, thing_kind_zh

    if (thing_kind_zh(None, item) if HAS_CJK.search(item) else thing_kind_en(item)) != "other":
        return "things"  # a product (欧莱雅的精油, a Kindle): a favourite thing, not a pastime
    return "hobbies"


_ZH_OBJ_PREFIX = re.compile(
    r"^(?:在[^，,和跟与]{1,6}?(?:上|里|中|边))?(?:和|跟|与)[^，,]{1,8}?一起|^(?:在|于)?(?:周末|晚上|早上|下午|空闲时|有空的时候|有空时|有空|没事的时候|没事|闲暇时|平时|每天|假期|休息的时候|下班后)(?:的时候)?"
)
ZH_VERBS = ("吃", "喝", "听", "唱", "弹", "看", "读", "玩", "打", "踢", "去", "逛", "养", "做", "追")


_SCREEN_OR_PAGE = re.compile(r"《|剧|片|影|番|综艺|动漫|漫画|书|小说|游戏")  # 看戏剧 / 玩桌游: the object says its kind
_VERB_MANY_KINDS = ("看", "玩")  # their objects are of many kinds (看星星, 看海, 玩滑板), unlike 吃/听/读's


# a kind of thing and nothing more: after 看 / 听 / 玩 it names the pastime, no item of that kind
KIND_ONLY_ZH = frozenset("书 电影 电视 电视剧 剧 音乐 歌 小说 动漫 漫画 综艺 游戏 比赛 新闻 视频".split())


def like_items_zh(obj: str) -> list[tuple[str, str | None]]:
    """Items of a 喜欢/讨厌 object with a category hint from its verb."""
    obj = _ZH_OBJ_PREFIX.sub("", obj.strip())
    obj = re.sub(r"的(?:那|这)(?:个|款|台|部|双|辆|件|只|把|套)", "", obj)  # 欧莱雅的那款精油 → 欧莱雅精油
    from memcli.distill.attributes import brand_product

    obj = brand_product(obj.strip())  # 松下的空气净化器 → 松下空气净化器
    out: list[tuple[str, str | None]] = []
    hint: str | None = None
    for raw in split_items(obj, "zh"):
        item = raw
        for verb in ZH_VERBS:
            if item.startswith(verb) and len(item) > len(verb) + 1 and item[len(verb)] not in "了过着":
                if verb in _VERB_MANY_KINDS and not lexicon_category(item[len(verb):]) and not _SCREEN_OR_PAGE.search(item):
                    hint = None  # 看星星 / 玩滑板: what one watches or plays is not always a film or a game; the pastime stays whole
                    break
                if item[len(verb):] in KIND_ONLY_ZH:
                    hint = None  # 爱看书 / 喜欢听歌: the pastime itself (看书), not a book or a song
                    break
                hint = L.ZH_VERB_HINT.get(verb, hint)
                if verb not in ("逛", "做", "追"):  # 逛街 / 做饭 / 追剧 keep their verb
                    item = item[len(verb) :]
                break
        title = re.search(r"《([^》]{1,20})》?", item)
        if title:
            item = title.group(1)  # 余华的《活着》: the title is the thing liked (its author says whose it is)
        item = clean_zh(re.sub(r"(?<=[^\s这那])[这那](?:个|款|台|部|种|只)(?=[^\s，,。])", "", item))  # LG那个双门冰箱 → LG双门冰箱
        if not item or len(item) > 10 or item.startswith(PRON_ZH) or any(p in item for p in ("你", "我")):
            continue
        if item in ("一个人", "一切") or re.search("[这那](?:个|些|样|种|儿|里)|喜欢", item):
            continue  # 就爱做这个 / 喜欢是喜欢，但…: a pointing word or the liking itself, which names no thing
        out.append((item, hint))
    return out


_EN_TRAIL = re.compile(
    r"\s+(?:a lot|so much|very much|too much|too|as well|anymore|at all|these days|lately|in my free time|"
    r"on (?:the )?weekends?|every (?:day|week|weekend|morning|night)|when i can|whenever i can|the most|most|"
    r"more than (?:anything|ever|before|i expected|i thought|you know)|in general|recently|nowadays|now|though|haha|lol)$",
    re.I,
)
_EN_LEAD = re.compile(r"^(?:to\s+)?(?:go\s+|going\s+)?", re.I)
_EN_LIKE_VERB = r"(?:also\s+)?(?:hate|love|like|adore|dislike|enjoy|can't stand)\s+"
_EN_VERB_AGAIN = re.compile("^" + _EN_LIKE_VERB, re.I)  # at the start of a list item
_EN_VERB_SAID_AGAIN = re.compile(r",\s*" + _EN_LIKE_VERB, re.I)  # hate cilantro, hate mushrooms
EN_ARTICLE = re.compile(r"^(?:a|an|the|my|some|all|any|most|good|great|really good)\s+", re.I)
# an emoji, or the joiner and the variation selector that build one: one class for every rule that stops at an emoji
EMOJI = r"[\U0001F000-\U0001FAFF\u2600-\u27BF\u200d\ufe0f]"
_EN_TITLE_THE = re.compile(r"^The\s+[A-Z0-9]")


# a comma, then a subject and its verb (not "and" + an item): a new clause, no longer the list
_EN_LIST_ENDS = re.compile(r"(?i),\s*(?=(?:(?:and|but)\s+)?(?:my|his|her|their|our|your)\s+\w+(?:['’]s)?\s+(?:is|are|was|were|hurts?|\w+s|\w+ed)\b|"
                           r"(?:i|i'm|i've|he|she|they|we|it|it's|that|this|there|mine|yours|hers|ours|theirs)\b|"
                           # an imperative or a negated verb opens a clause (horror, don't even try / no contest)
                           r"(?:don['’]?t|do\s+not|never|please|pls|no\s+contest|trust\s+me|seriously)\b)")


# the + a common noun for an aspect of something (its colour, its smell, the idea of it): praise of a thing at hand
# (a title in capitals is a name: The Sound of Music)
_EN_ASPECT = re.compile(r"\s*[Tt]he\s+(?:[a-z]\w*\s+)?(?:colou?rs?|textures?|idea|ideas|thought|smell|taste|look|looks|vibes?|feel|feeling|"
                        r"sound|design|way|plots?|acting|story|energy|atmosphere|details?|concept|message|views?|pictures?|photos?|"
                        r"pics?|shots?|lighting|shapes?|patterns?|style|tech|effort|result|results)\b")


def like_items_en(obj: str) -> list[tuple[str, str | None]]:
    if re.search(r"(?i),\s*(?:she|he)\s+(?!is\b|was\b|'s\b)\w+", obj):
        return []  # I like 小鲸, she sits on my desk: someone (or a toy) with a name, not a taste
    cut = re.search(r"\s+(but|because|since|though|although|so|which|who|when|if)\s+", obj, flags=re.I)
    if cut:
        obj = obj[:cut.start()]
        if cut.group(1).lower() == "who":  # hate people who clap when the plane lands: a kind of people, no thing
            obj = re.sub(r"(?:^|,\s*|\s+and\s+)[^,]*$", "", obj)
    obj = _EN_LIST_ENDS.split(obj, maxsplit=1)[0]  # running anymore, my knees hurt: the list ends where a clause starts
    if _EN_ASPECT.match(obj):
        return []  # I love the color and texture / the idea: a look at something at hand, not a taste
    if re.match(r"(?i)\s*(?:is|was|are|were|has|have|had|does|did)\b", obj):
        return []  # the band I like is from Dublin: "I like" is a relative clause, its object is before it
    out: list[tuple[str, str | None]] = []
    hint: str | None = None
    again = _EN_VERB_SAID_AGAIN.search(obj) is not None
    for i, raw in enumerate(split_items(obj, "en")):
        item = _EN_LEAD.sub("", raw)
        if i and again:
            item = _EN_VERB_AGAIN.sub("", item)  # hate cilantro, hate mushrooms: the verb said again (not …and love theme)
        for _ in range(2):
            item = _EN_TRAIL.sub("", item)
        for verb, cat in L.EN_VERB_HINT.items():
            if item.lower().startswith(verb + " "):
                hint = cat
                item = item[len(verb) + 1 :]
                break
        item = clean_en(item)
        titled = _EN_TITLE_THE.match(item) is not None
        if not titled:
            item = EN_ARTICLE.sub("", item)  # The Princess Bride keeps its The: a title's article is part of its name
        if not valid_en_item(item, 5 if titled else 4):
            continue
        out.append((item, hint))
    return out


def year_of(c: SentenceContext) -> int:
    return c.rec.when.year


def place_ok_zh(p: str) -> bool:
    return 2 <= len(p) <= 12 and not p.startswith(PRON_ZH) and p not in L.NAME_STOP and p not in ("这里", "那里", "哪里", "这儿", "那儿")


def place_slot_zh(raw: str, c: SentenceContext, topic: str, sub: str) -> None:
    p = clean_zh(raw)
    if place_ok_zh(p):
        c.slot(topic, sub, p)


def job_ok_zh(t: str) -> bool:
    if t in L.ZH_NOT_JOBS or len(t) >= 2 and t[-2:] in L.ZH_NOT_JOBS and t[-1] in "员家手" or t.endswith("打工"):
        return False  # 会员, 老家, 新手: the suffix of an occupation, but not one; 给人打工: working for others, no job
    return 2 <= len(t) <= 14 and not t.startswith(("很", "非常", "特别", "比较", "挺", "有点", "超", "不", "一个人")) and not t.endswith("的人")


PLACE_NOUNS_ZH = ("咖啡馆", "咖啡店", "餐厅", "饭店", "餐馆", "面馆", "书店", "公园", "地方", "酒吧", "店", "健身房", "游泳馆", "图书馆")


class OneOf:
    """Present whichever of several alternative groups matched under one name."""

    def __init__(self, m: re.Match[str], name: str, *alts: str) -> None:
        self._m = m
        self._name = name
        self._alts = (name, *alts)

    def _matched(self) -> str | None:
        """The first of the alternative groups that matched something."""
        return next((alt for alt in self._alts if self._m.group(alt)), None)

    def group(self, key: str | int = 0) -> str:
        if key == self._name:
            alt = self._matched()
            return self._m.group(alt) if alt else ""
        return self._m.group(key)  # type: ignore[arg-type]

    def groupdict(self) -> dict[str, str | None]:
        d = dict(self._m.groupdict())
        d[self._name] = self.group(self._name) or None
        return d

    def start(self, key: str | int = 0) -> int:
        alt = self._matched() if key == self._name else None
        return self._m.start(alt if alt else key)  # type: ignore[arg-type]

    def end(self, key: str | int = 0) -> int:
        alt = self._matched() if key == self._name else None
        return self._m.end(alt if alt else key)  # type: ignore[arg-type]


def rule(name: str, lang: str, triggers: Iterable[str], pattern: str, handler: Handler, *, questions: bool = False, user_only: bool = True) -> Rule:
    trig = tuple(triggers)
    alt = re.compile("|".join(re.escape(t) for t in sorted(trig, key=len, reverse=True)))
    return Rule(name, lang, trig, re.compile(pattern), handler, questions, user_only, alt)
