"""Likes, dislikes and favourites; health (allergies, health_conditions, diets); languages and goals."""

from __future__ import annotations

import re

from memcli.distill import lexicon as L
from memcli.distill.relative_dates import annotate
from memcli.distill.rules.base import (
    ADV_ZH,
    CJK,
    EMOJI,
    END_ZH,
    EN_ARTICLE,
    KIND_ONLY_ZH,
    OBJ,
    OneOf,
    PERSON_ZH,
    PLACE_NOUNS_ZH,
    PRON_EN,
    PRON_ZH,
    PUNCT,
    Rule,
    SentenceContext,
    TIME_ZH,
    category_of,
    clean_en,
    clean_zh,
    lexicon_category,
    like_items_en,
    like_items_zh,
    rule,
    split_items,
    valid_en_item,
)


_GOAL_VERBS_ZH = "学|学会|考|考上|考到|考过|成为|当上|跑|完成|参加|存|攒|买房|买车|搬|换工作|开一家|开个|开一个|写一本|出版|读完|练|减肥|减掉|瘦|戒|拿到|申请|环游|去|出国|留学|创业|养|学习"
_GOAL_VERBS_EN = "learn|run|finish|complete|become|visit|travel|start|launch|write|publish|build|save|buy|move|get|lose|quit|master|climb|study|pass|earn|open|see|go to|improve|read|adopt|run a|take up|try"


_DIET_FOOD_EN = re.compile(r"(?i)\s*(?:any\s+)?(?:red\s+meat|meat|pork|beef|lamb|chicken|fish|seafood|shellfish|eggs|dairy|gluten|wheat|"
                           r"animal\s+products|mutton|veal|alcohol)\b")
_DIET_FOOD_ZH = ("猪肉", "牛肉", "羊肉", "鸡肉", "肉", "荤", "海鲜", "鱼", "鸡蛋", "蛋", "蛋奶", "奶制品", "乳制品", "牛奶", "麸质", "酒",
                 "动物", "内脏", "辣")


# a while or a regime: not eating something then is no dislike of it
_FOR_NOW_ZH = re.compile(r"最近|这段时间|这阵子|暂时|减肥|减脂|控糖|戒糖|健身|备孕|怀孕|(?i:keto|diet)")
_BUT_ZH = re.compile(r"但是|但|可是|不过|只是|而是|除了")
_TASTE_ZH = re.compile(r"^\s*([甜辣酸咸苦凉冰生])的(?=[^\u4e00-\u9fff]|$)")


def _add_likes_zh(c: SentenceContext, obj: str, verb: str, neg: bool) -> None:
    if verb == "爱好" and obj.startswith(("广泛", "很", "挺", "比较", "多", "少", "不", "也")):
        return  # 我爱好广泛: a description of the hobbies, not one
    if obj.startswith(("的", "上了", "上你", "和你", "跟你", "你", "过")) or re.match(r"^[吃喝听看玩去读]的", obj):
        return  # 我最喜欢吃的是… / 我最喜欢去的地方是…: the thing comes after 是 (fav rules)
    dislike = neg or verb in ("讨厌", "厌恶", "受不了", "忍不了", "烦", "反感", "讨厌吃", "不吃", "不喝")
    taste = _TASTE_ZH.match(obj)
    if taste:  # 不爱吃甜的: the 的-nominal of a taste is the thing (甜的), not the bare adjective
        obj = taste.group(1) + ("的" if taste.group(1) != "辣" else "")
    if verb in ("不吃", "不喝") or neg and verb in ("爱吃", "爱喝"):
        obj = _BUT_ZH.split(obj, maxsplit=1)[0]  # 不吃肉但是吃鸡蛋: what is not eaten ends where the exception starts
        obj = re.sub(r"(?<=[\u4e00-\u9fff])(?:也)?不(?:吃|喝)(?=[\u4e00-\u9fff])", "、", obj)  # 不吃肉不吃蛋: a list, said twice
        items = like_items_zh(obj)
        end = c.sent.find(obj) + len(obj) if obj in c.sent else -1
        if end >= 0 and re.match(r"[^。！？!?他她]{0,6}?(?<!不是)(?<!没有)过敏", c.sent[end:]):
            return  # 我不吃海鲜哈 过敏: not eaten because of an allergy, which is no diet
        if items and all(i.endswith(_DIET_FOOD_ZH) or i in _DIET_FOOD_ZH or _DIET_FOOD_EN.fullmatch(i) for i, _ in items):
            for item, _ in items:
                c.slot("health", "diet", f"{verb if verb.startswith('不') else '不吃'}{' ' if item[:1].isascii() else ''}{item}", "append")
            return  # 我不吃羊肉: a diet, not a taste
        if verb.startswith("不") and _FOR_NOW_ZH.search(c.sent):
            return  # 最近减肥，不吃米饭: what one gives up for a while, no taste
    if taste:
        like_slot(c, obj, "food", dislike)
        return
    if verb[-1:] in ("看", "听", "玩") and obj.strip() in KIND_ONLY_ZH:
        obj = verb[-1] + obj.strip()  # 爱看书 / 爱听歌: the pastime itself, not a book or a song
        verb = verb[:-1]
    hint0 = "food" if verb.endswith(("吃", "喝")) else None
    if verb.endswith("听"):
        hint0 = "music"
    for item, hint in like_items_zh(obj):
        like_slot(c, item, hint or hint0, dislike)


FAVOURITE_CATEGORY_ZH = {"食物": "food", "菜": "food", "美食": "food", "水果": "food", "饮料": "food", "零食": "food",
                         "音乐": "music", "歌手": "music", "乐队": "music", "歌": "music", "歌曲": "music", "明星": "music",
                         "运动": "sports", "球队": "sports", "电影": "movies", "电视剧": "movies", "剧": "movies", "演员": "movies",
                         "导演": "movies", "动漫": "movies", "书": "books", "作家": "books", "小说": "books", "作者": "books",
                         "动物": "animals", "游戏": "games", "城市": "travel", "地方": "travel", "国家": "travel"}


_PERSON_CATEGORY = frozenset({*L.ZH_KIN, *L.ZH_RELATIONS, "人", "老师", "男生", "女生", "同学", "朋友", "学长", "学姐", "博主", "主播", "网友"})


def _add_favourite_zh(m: re.Match[str], c: SentenceContext) -> None:
    if (m.group("cat") or "") in _PERSON_CATEGORY:
        return  # 我最喜欢的老师是教数学的: what is said is about that person, not a liked thing
    cat = FAVOURITE_CATEGORY_ZH.get(m.group("cat"))
    for item, hint in like_items_zh(m.group("obj")):
        like_slot(c, item, cat or hint, False, said=cat is not None)


def like_slot(c: SentenceContext, item: str, hint: str | None, dislike: bool, *, said: bool = False) -> None:
    """A like joins interest::<category> and leaves preference::dislikes (and vice versa). *said*: the sentence named
    the kind itself (my favourite movie is …, 我最喜欢的演员是…), which a word inside the value does not overrule.
    Nor does a word inside a title (《海上钢琴师》 is no piano music): a title's kind is its verb's, or its context's."""
    titled = f"《{item}》" in c.sent or f"《{item}》" in c.orig
    cat = hint if (said or titled) and hint else "hobbies" if titled else category_of(item, hint)
    if dislike:
        c.slot("preference", "dislikes", item, "append")
        c.out[-1].opposite = ("interest", cat)
    else:
        c.slot("interest", cat, item, "append")
        c.out[-1].opposite = ("preference", "dislikes")


_EMOJI_TAIL = re.compile(rf"\s*{EMOJI}+.*$")


def _add_likes_en(c: SentenceContext, obj: str, verb: str, neg: str | None) -> None:
    verb = verb.lower()
    dislike = bool(neg) or verb in ("hate", "dislike", "detest", "loathe", "can't stand", "cannot stand")
    obj = _EMOJI_TAIL.sub("", obj)  # I love the pension 😂: the emoji is no part of what is liked
    head = obj.strip().split(",")[0]
    m = re.match(r"(?:the|my|our)\s+([a-z]+(?:\s+[a-z]+){0,2}?)(?:\s+(?:and|but|so|because|though|at|in|too|when|while)\b.*)?$", head)
    if m and not dislike and lexicon_category(m.group(1)) is None:
        return  # I like the lab and it pays / I love my students: that one, or one's own, which is no taste
    for item, hint in like_items_en(obj):
        like_slot(c, item, hint, dislike)


def _add_favourite_en(m: re.Match[str], c: SentenceContext) -> None:
    cat_word = m.group("cat").lower()
    cat = {"food": "food", "dish": "food", "drink": "food", "snack": "food", "fruit": "food", "music": "music",
           "band": "music", "singer": "music", "artist": "music", "song": "music", "genre": "music", "sport": "sports",
           "movie": "movies", "film": "movies", "show": "movies", "book": "books", "author": "books",
           "animal": "animals", "game": "games", "hobby": "hobbies", "city": "travel", "place": "travel"}.get(cat_word)
    for item, hint in like_items_en(m.group("obj")):
        like_slot(c, item, cat or hint, False, said=cat is not None)


def likes_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我喜欢火锅和寿司 / 我不太喜欢跑步 / 我讨厌香菜."""
    _add_likes_zh(c, m.group("obj"), m.group("verb") or m.group("verbn") or "", bool(m.group("neg")))


def favourites_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我最喜欢的电影是… / 我的爱好是… / 我最喜欢吃的是…"""
    if m.group("obj3"):
        hint = L.ZH_VERB_HINT.get(m.group("verb3"))
        for item, h in like_items_zh(m.group("obj3")):
            like_slot(c, item, hint or h, False)
    elif m.group("obj"):
        cat = m.group("cat") or ""  # 我最喜欢的还是五月天: no noun, the adverb belongs to the copula
        if cat and (cat in PLACE_NOUNS_ZH or any(cat.endswith(n) for n in PLACE_NOUNS_ZH)):
            return  # 我最喜欢的咖啡馆是… is a place (places::favourite)
        _add_favourite_zh(m, c)
    elif m.group("obj2"):
        for item, hint in like_items_zh(m.group("obj2")):
            like_slot(c, item, hint, False)


def likes_en(m: re.Match[str], c: SentenceContext) -> None:
    """I love hiking / I don't like olives / I'm a big fan of jazz; a past "I liked …" only with "always"."""
    if m.group("obj2"):
        _add_likes_en(c, m.group("obj2"), "fan", m.group("neg2"))
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
    if verb in ("like", "love", "enjoy") and not neg and re.match(
            r"(?i)\s*(?:to\s+)?(?:it|you|your|that|this|these|those|when|how|what|the\s+way|the\s+idea|everything|all\s+of)\b", obj):
        return  # I love these ideas / your suggestions: what was just offered, no taste
    if neg and verb in ("eat", "drink") and _DIET_FOOD_EN.match(obj):
        return  # I don't eat pork: a diet (frames_en), not a taste
    _add_likes_en(c, obj, verb, neg)


def favourites_en(m: re.Match[str], c: SentenceContext) -> None:
    """my favourite band is … / my hobbies are …"""
    if m.group("obj") and m.group("cat").lower() in ("place", "city"):
        return  # a favourite place is a place (places::favourite)
    if m.group("obj"):
        _add_favourite_en(m, c)
    elif m.group("obj2"):
        for item, hint in like_items_en(m.group("obj2")):
            like_slot(c, item, hint, False)


# a cleft that names who (对海鲜过敏的是我妈 / 的人是她): the one it is about stands after 的是
_CLEFT_OTHER = re.compile(r"的(?:人)?(?:是|就是)(?!我(?![妈爸哥姐弟妹家老公婆朋室同]))")


_FUNCTION_CHARS = frozenset("也 都 还 很 又 就 才 只 再 挺 太 真".split())


def allergies_zh(m: re.Match[str], c: SentenceContext) -> None:
    if PERSON_ZH.search(m.group("x")) or m.group("x").lstrip("们").startswith("家") or _CLEFT_OTHER.match(c.sent, m.end()):
        return  # 我对他…/ 我妈对…/ 我家糖糖…/ 对海鲜过敏的是我妈: someone else's allergy
    x = m.group("x").removeprefix("对")
    x = re.sub(r"^(?:有点|有些|比较|特别|一直|容易|严重|非常|很)", "", x)
    for item in split_items(x, "zh"):
        if 1 <= len(item) <= (20 if item.isascii() else 8) and not item.startswith(PRON_ZH) and item not in ("有点", "容易", "严重") \
                and item not in _FUNCTION_CHARS:  # 我也过敏性鼻炎: 也 is how, not what
            c.slot("health", "allergies", item, "append")


def _add_allergies_en(c: SentenceContext, x: str) -> None:
    x = re.split(r"(?i)\s+(?:so|but|because|since|though|which|when|and\s+(?:I|we|he|she|they))\s+", x, maxsplit=1)[0]
    # allergic to penicillin, the clinic asked: a new clause after the comma, no allergen
    x = re.split(r"(?i),\s*(?:the|my|a|an|he|she|they|we|it|i|so|but)\s", x, maxsplit=1)[0]
    # allergic to basically every scent: how widely is no part of what one reacts to
    x = re.sub(r"(?i)^(?:(?:basically|literally|practically|pretty\s+much|almost|like|just)\s+)?(?:every|all|any)\s+", "", x)
    for item in split_items(x, "en"):
        item = EN_ARTICLE.sub("", item)
        if valid_en_item(item, 3):
            c.slot("health", "allergies", item, "append")


def allergies_en(m: re.Match[str], c: SentenceContext) -> None:
    """I'm allergic to peanuts / I have a nut allergy."""
    x = m.group("x") or m.group("x2")
    if x:
        _add_allergies_en(c, x)


def health_conditions(m: re.Match[str], c: SentenceContext) -> None:
    x = clean_zh(m.group("x")) if c.lang == "zh" else clean_en(m.group("x"))
    if x:
        c.slot("health", "conditions", x, "append")


def diets(m: re.Match[str], c: SentenceContext) -> None:
    c.slot("health", "diet", clean_zh(m.group("x")) if c.lang == "zh" else clean_en(m.group("x")).lower(), "append")


def languages_zh(m: re.Match[str], c: SentenceContext) -> None:
    if m.groupdict().get("l3") and PERSON_ZH.search(c.sent[max(0, c.sent.rfind("，", 0, m.start()) + 1):m.start()]):
        return  # 我妈日语N1: hers
    for item in split_items(m.group("l"), "zh"):
        item = re.sub(r"^(?:一点|一些|一点点|流利的|一口流利的|很流利的|简单的)", "", item).strip()
        if item.endswith(("语", "话", "文")) and 2 <= len(item) <= 6:
            c.slot("basic_info", "languages", item, "append")
        elif item.isascii() and item.casefold() in L.LANGUAGES_EN:
            c.slot("basic_info", "languages", item[:1].upper() + item[1:], "append")  # 会讲 Hokkien、Cantonese


def languages_en(m: re.Match[str], c: SentenceContext) -> None:
    # I speak Tagalog at home and English at work: each language of the list, whatever follows it
    text = re.sub(r"(?i)\s+(?:at|with|to|in|on|for|everywhere|around)\b[^,]*?(?=\s*(?:,|\band\b|$))", "", m.group("l"))
    for item in split_items(text, "en"):
        item = re.sub(r"^(?:(?:a\s+)?(?:little|bit\s+of)|some|basic|fluent|native|conversational|(?:very\s+)?(?:bad|broken|rusty|decent|ok|okay))\s+", "", item, flags=re.I)
        item = re.sub(r"[^\w\s'’-]+$", "", item).strip()  # … and very bad Irish 😅
        item = re.sub(r"(?i)\s+(?:at|with|in|to|for|on)\s+\w+(?:\s+\w+)?$", "", item)  # spanish at home: the language, not where
        if item.lower() in L.LANGUAGES_EN:
            c.slot("basic_info", "languages", item[:1].upper() + item[1:], "append")


def goals(m: re.Match[str], c: SentenceContext) -> None:
    g = m.group("g")
    if c.lang == "zh":
        parts = re.split(r"[，,]", g)
        # a goal's clause ends at a comma; what follows is another goal only when it too opens with a goal's verb
        # (目标是减肥十斤，跑完半马), not a date or an aside (目标是中传，十二月初试)
        g = "，".join([parts[0], *(p for p in parts[1:] if re.match(f"(?:{_GOAL_VERBS_ZH})", p.strip()))])
        g = clean_zh(g)
        if 2 <= len(g) <= 30 and "你" not in g and not g.startswith(("他", "她")):
            c.slot("life_event", "goals", annotate(g, c.rec.when), "append")
    else:
        g = clean_en(re.split(r"\s+(?:but|because|since|though|although)\s+", g, maxsplit=1, flags=re.I)[0])
        if 1 <= len(g.split()) <= 10 and g.split()[0].lower() not in PRON_EN and not re.search(r"(?i)\byou\b", g):
            c.slot("life_event", "goals", annotate(g, c.rec.when), "append")


# A language being learnt is one of the user's languages, marked as being learnt: that is how every writer of the
# development sets labelled it (I'm learning Korean → Korean), and the profile should not claim fluency.
def learning_language_en(m: re.Match[str], c: SentenceContext) -> None:
    lang = clean_en(m.group("l"))
    if lang.lower() in L.LANGUAGES_EN:
        c.slot("basic_info", "languages", f"{lang[:1].upper() + lang[1:]} (learning)", "append")


def learning_language_zh(m: re.Match[str], c: SentenceContext) -> None:
    lang = clean_zh(m.group("l"))
    if lang.endswith(("语", "文")) and 2 <= len(lang) <= 5:
        c.slot("basic_info", "languages", f"{lang}（在学）", "append")


RULES: list[Rule] = [
    # ---- likes and dislikes -------------------------------------------------------
    rule("like_zh", "zh", ("喜欢", "爱", "讨厌", "受不了", "不吃", "迷上", "着迷", "反感", "厌恶", "忍不了"),
       rf"我{ADV_ZH}(?:(?P<neg>不|不太|不怎么|并不|从来不|一点也不|一点都不|没那么|不是很|不是太)(?P<verbn>喜欢|爱吃|爱喝|爱听|爱看|爱)|(?P<verb>喜欢吃|喜欢喝|喜欢听|喜欢|爱好|爱吃|爱喝|爱听|爱看|热爱|喜爱|钟爱|偏爱|迷上了|迷上|着迷于|痴迷于|讨厌吃|讨厌|厌恶|受不了|忍不了|反感|不吃|不喝|爱死(?=[\u4e00-\u9fff])|爱(?!你|过|上你|情|人)))(?P<obj>[^{OBJ}]{{1,30}})",
       likes_zh),
    rule("fav_zh", "zh", ("最喜欢", "最爱", "爱好"),
       rf"我(?:最喜欢的|最爱的)(?P<cat>(?![还也就都一永其真])[{CJK}]{{1,3}}?)?(?:是|就是|还是|也是|一直是|永远是|其实是|其实还是|真的是)(?P<obj>[^{OBJ}]{{1,30}})|我的?(?:爱好|兴趣爱好|兴趣)(?:是|有|就是|包括)(?P<obj2>[^。！？!?；;]{{1,40}})"
       rf"|我最(?:喜欢|爱)(?P<verb3>吃|喝|听|看|玩|读)的(?:东西|菜|食物)?(?:是|就是)(?P<obj3>[^{OBJ}]{{1,30}})", favourites_zh),
    rule("like_en", "en", ("love", "like", "enjoy", "adore", "hate", "dislike", "detest", "loathe", "stand", "fan of", "into "),
       r"(?i:\bi(?:'ve\s+always|\s+have\s+always|'ve\s+|\s+have\s+)?(?:\s+(?:really|absolutely|totally|also|still|truly|do|especially|just|genuinely|kinda|kind\s+of|sort\s+of|deeply|simply|definitely|honestly|actually|personally|always))*\s+)"
       r"(?:(?P<neg>don'?t|do\s+not|never|no\s+longer|can'?t|cannot|didn'?t)\s+(?:really\s+|much\s+|particularly\s+)?(?P<verbn>like|love|enjoy|eat|stand|drink)|(?P<verb>loved|love|liked|like|enjoyed|enjoy|adore|hate|hated|dislike|detest|loathe|prefer))\s+(?P<obj>[^.!?;]{1,80})"
       r"|(?i:\bi(?:'m|\s+am)\s+(?P<neg2>not\s+)?(?:(?:a\s+)?(?:big|huge|great|massive)\s+)?(?:a\s+)?(?:fan\s+of|really\s+into|into|obsessed\s+with|passionate\s+about|crazy\s+about))\s+(?P<obj2>[^.!?;]{1,80})",
       likes_en),
    rule("fav_en", "en", ("favorite", "favourite", "hobbies", "hobby"),
       r"(?i:\bmy\s+(?:all-time\s+)?favou?rite\s+)(?P<cat>food|dish|drink|snack|fruit|music|band|singer|artist|song|genre|sport|movie|film|show|book|author|animal|game|hobby|city|place)s?\s+(?:is|are|has\s+to\s+be)\s+(?P<obj>[^.!?;]{1,60})"
       r"|(?i:\bmy\s+hobb(?:y|ies)\s+(?:is|are|include))\s+(?P<obj2>[^.!?;]{1,80})", favourites_en),
    # ---- health -------------------------------------------------------------------
    rule("allergy_zh", "zh", ("过敏",), rf"我(?:对)?(?P<x>[{CJK}A-Za-z、和]{{1,40}}?)(?:严重|有点|都|也)?过敏(?!性)", allergies_zh),
    rule("allergy_en", "en", ("allergic", "allergy", "allergies"),
       r"(?i:\bi(?:'m|\s+am)\s+(?:(?:very|severely|really|also|a\s+bit|slightly|extremely|deathly)\s+)?allergic\s+to)\s+(?P<x>[^.!?;，。！？]{1,60})|(?i:\bi\s+have\s+(?:an?\s+|a\s+severe\s+|a\s+mild\s+)?)(?P<x2>[\w\- ]{2,30}?)\s+allerg(?:y|ies)\b",
       allergies_en),
    # a condition word is specific enough to stand right after 我 (我痛风 / 我乳糖不耐受 / 我的胃病) or after a
    # diagnosis (确诊了焦虑症), not after anyone else (我爸也是糖尿病)
    rule("condition_zh", "zh", (*(w.rstrip("?").removesuffix("受").lower() for w in L.ZH_CONDITIONS.split("|")), "血压", "血糖", "血脂", "尿酸", "胆固醇"),
         rf"我(?:自己)?(?:的|有|是|患有|得了|被?查出了?(?:有)?|被?查出来(?:有|是)?|一直有|也有|还有)?(?:点|一点|轻微的?|严重的?|慢性的?|季节性的?|轻度的?)?(?P<x>{L.ZH_CONDITIONS})"
         rf"|(?:确诊(?:为|了)?|诊断(?:为|出)?)(?:我)?(?:是|有|得了)?(?:轻度的?)?(?P<x2>{L.ZH_CONDITIONS})"
         # 我自己血压有点高 / 体检查出尿酸高: a level found high, as it was said
         rf"|我(?:自己)?(?:的)?(?P<x3>(?:血压|血糖|血脂|尿酸|胆固醇)(?:有点|有些|偏|比较|一直)?高)"
         rf"|^(?:今天|最近|上周|这次)?(?:体检|检查)(?:报告)?(?:查出|发现|出来了?)[了来，,：:]?\s*(?:有)?(?:点|轻度的?)?(?P<x4>{L.ZH_CONDITIONS}|(?:血压|血糖|血脂|尿酸|胆固醇)(?:有点|偏)?高)",
         lambda m, c: health_conditions(OneOf(m, "x", "x2", "x3", "x4"), c)),
    rule("condition_en", "en", ("have", "diagnosed", "diagnosis", "i'm", "i am", "my "),
       rf"(?i:(?:\bi\s+(?:just\s+|recently\s+|also\s+)?|^\s*(?:just\s+|recently\s+)?)(?:have|suffer\s+from|was\s+diagnosed\s+with|got\s+diagnosed\s+with|diagnosed\s+with)\s+(?:(?:mild|severe|chronic|bad|really\s+bad|a\s+bit\s+of|exercise-induced|seasonal)\s+)?)(?P<x>(?i:{L.EN_CONDITIONS}))\b|(?i:\bi(?:'m|\s+am)\s+(?:also\s+|a\s+bit\s+)?)(?P<x2>(?:type\s+[12]\s+)?diabetic|asthmatic|celiac|coeliac|lactose\s+intolerant|colou?r\s*blind|nearsighted|short-sighted)\b"
       rf"|(?i:\bmy\s+)(?P<x3>(?i:{L.EN_CONDITIONS}))\b"
       # Finally got the diagnosis: celiac / I'm gluten free now, celiac: the diagnosis named after a colon or a comma
       rf"|(?i:\b(?:the\s+)?diagnosis(?:\s+is|\s+was)?\s*[:：-]?\s*)(?P<x4>(?i:{L.EN_CONDITIONS}))\b"
       rf"|(?i:\bi(?:'m|\s+am)\s+(?:just\s+)?(?:gluten[- ]free|off\s+gluten|dairy[- ]free)(?:\s+now)?\s*,\s*)(?P<x5>(?i:{L.EN_CONDITIONS}))\b",
       lambda m, c: health_conditions(OneOf(m, "x", "x2", "x3", "x4", "x5"), c)),
    rule("diet_zh", "zh", ("素", "清真"), r"我(?:是|吃)?(?P<x>素食者|素食主义者|吃素|纯素|清真)", diets),
    rule("diet_en", "en", ("vegetarian", "vegan", "pescatarian", "halal", "kosher", "gluten"),
       r"(?i:\bi(?:'m|\s+am|'ve\s+been|\s+have\s+been)\s+(?:a\s+)?(?:strict\s+)?)(?P<x>vegetarian|vegan|pescatarian)\b|(?i:\bi\s+(?:only\s+)?eat\s+)(?P<x2>halal|kosher)\b|(?i:\bi(?:'m|\s+am)\s+)(?P<x3>gluten[- ]free)",
       lambda m, c: diets(OneOf(m, "x", "x2", "x3"), c)),
    # ---- languages and goals ------------------------------------------------------
    # … and a language with its level passed (英语六级过了, 日语N2): one speaks it
    rule("lang_zh", "zh", ("说", "讲", "母语", "级", "n1", "n2", "n3", "n4", "n5", "a1", "a2", "b1", "b2", "c1", "c2"),
         rf"我(?:会|能|可以)(?:说|讲)(?P<l>[^{OBJ}]{{2,20}})|我的母语是(?P<l2>[{CJK}]{{2,6}})"
         rf"|(?P<l3>(?:(?![我的你他她])[{CJK}]){{1,3}}语)\s*(?:六级|四级|专八|专四|N[1-5]|[ABC][12])(?![A-Za-z0-9])",
         lambda m, c: languages_zh(OneOf(m, "l", "l2", "l3"), c)),
    rule("lang_en", "en", ("speak", "fluent", "native language", "mother tongue"),
       r"(?i:\bi\s+(?:can\s+|also\s+|only\s+|still\s+|mostly\s+|mainly\s+|even\s+)?speak|^\s*speak|\bi\s+grew\s+up\s+speaking|\bi(?:'m|\s+am)\s+fluent\s+in|\bmy\s+(?:native\s+language|mother\s+tongue|first\s+language)\s+is)\s+(?P<l>[A-Za-z ,]{2,60}?)(?=\s*[.!?;]|$|\s*[\U0001F000-\U0001FAFF]|\s+(?:but|because|fluently|well)\b|,\s+(?i:(?:and\s+)?(?:i|i'm|but|so))\b)",
       languages_en),
    rule("learning_lang_en", "en", ("learning",), r"(?i:\bi(?:'m|\s+am)\s+(?:currently\s+|now\s+|also\s+)?learning)\s+(?P<l>[A-Z][a-z]+)", learning_language_en),
    rule("learning_lang_zh", "zh", ("学",), rf"我(?:最近|现在|正在|在|也在|还在|一直在)+学(?:习)?(?P<l>[{CJK}]{{1,4}}(?:语|文)){END_ZH}", learning_language_zh),
    rule("goal_zh", "zh", ("目标", "梦想", "愿望", "计划", "打算", "决定", "想", "希望", "心愿"),
       rf"我的?(?:{TIME_ZH})?(?:目标|梦想|愿望|计划|新年愿望|心愿|小目标)(?:之一)?(?:是|就是)(?P<g>[^。！？!?；;]{{2,40}})"
       rf"|我{TIME_ZH}(?:一直|还|也|真的|很)?(?:打算|计划|决定){TIME_ZH}(?:要|在)?(?P<g2>(?:{_GOAL_VERBS_ZH})[^{PUNCT}]{{1,30}})"
       rf"|我{TIME_ZH}(?:一直|还|也|真的|很|特别|好)?(?:想要|想|希望|梦想){TIME_ZH}(?:能|可以|自己能|有一天能|有朝一日)?(?P<g3>(?:学|学会|考|考上|成为|当上|跑|完成|参加|存钱|攒钱|买房|买车|换工作|开一家|开个|写一本|出版|读完|减肥|瘦|戒|拿到|申请|环游|出国|留学|创业|学习)[^{PUNCT}]{{1,30}}|去[^{PUNCT}]{{1,10}}?(?:旅行|旅游|留学|定居|看看|看极光|工作))",
       lambda m, c: goals(OneOf(m, "g", "g2", "g3"), c)),
    rule("goal_en", "en", ("goal", "dream", "plan", "hope to", "want to", "resolution", "like to", "love to", "wanted to"),
       rf"(?i:\bmy\s+(?:main\s+|big\s+|biggest\s+|life\s+|long-term\s+)?(?:goal|dream|plan|new\s+year'?s\s+resolution|resolution)(?:\s+for\s+(?:this|next)\s+year|\s+this\s+year)?\s+(?:is|was)\s+(?:to\s+)?)(?P<g>[^.!?;]{{2,80}})"
       rf"|(?i:\bi(?:'m|\s+am)\s+(?:planning|hoping)\s+to|\bi\s+plan\s+to|\bi\s+hope\s+to|\bi(?:'ve|\s+have)\s+(?:always\s+)?wanted\s+to|\bi\s+(?:really\s+)?want\s+to|\bi(?:'d|\s+would)\s+(?:really\s+)?(?:like|love)\s+to|\bi\s+dream\s+of)\s+(?P<g2>(?:{_GOAL_VERBS_EN})\b[^.!?;]{{0,70}})",
       lambda m, c: goals(OneOf(m, "g", "g2"), c)),
]
