"""Work and education: job title, employer, where and in which industry; school, major and degree."""

from __future__ import annotations

import re

from memcli.distill import lexicon as L
from memcli.distill.modality import zh_words
from memcli.distill.rules.base import (
    CJK,
    END_ZH,
    EN_ARTICLE,
    EN_JOB,
    EN_ORG,
    EN_PLACE,
    JOB_END,
    PERSON_ZH,
    PRON_ZH,
    PUNCT,
    Rule,
    SentenceContext,
    ZH_JOB,
    clean_en,
    clean_zh,
    job_ok_zh,
    place_ok_zh,
    rule,
    valid_en_item,
)


_DESC_CO = re.compile(r"^(?P<place>[\u4e00-\u9fff]{2,6}?)?(?:的)?(?:一家|一个|一所|某家|某)(?P<desc>[\u4e00-\u9fffA-Za-z0-9]{2,16})$")
_PLACE_CO = re.compile(r"^(?P<place>[\u4e00-\u9fff]{2,6}?)的(?P<co>[\u4e00-\u9fffA-Za-z0-9]{2,12})$")


# what kind of company, not what it does: its size, age or owner (一家小公司, 一家外企, 一家创业公司)
_COMPANY_TYPE = re.compile(r"^(?:(?:小|大|中|新|老|初创|创业|上市|外资|合资|私营|民营|国营|国有|本地|家族|普通|知名|跨国)?(?:公司|企业|单位|集团)|"
                           r"外企|国企|私企|央企|民企|[日德美韩港台欧法英]企|事业单位|公司)$")
_DOES = re.compile(r"^(?:做|搞|干|卖|经营)(?P<f>[\u4e00-\u9fffA-Za-z]{2,8})的(?:公司|企业|工厂|厂|店|机构)$")


# a line of work named as such (教育行业, 医疗这一行, 金融圈, 互联网领域): where someone works, but no employer's name
_FIELD = re.compile(r"^(?P<f>[\u4e00-\u9fffA-Za-z]{2,8}?)(?:(?:这个|这一|这)?行业|(?:这个|这一|这)行|领域)$"
                    r"|^(?P<f2>(?!实|置|物|企|产)[\u4e00-\u9fff]{2})(?:业|圈)$")


# a verb of arriving is no employer (我是新来的市场专员: new here)
_ARRIVAL = re.compile(r"^(?:新|刚|才|最近)?(?:来|进来|入职|调来|到)$|^(?:第|满|快|近|已经)?[一二三四五六七八九十两几半\d]+多?个?[天周月年]|^(?:以来|以后|之后|后|前)")
# when one works is no part of the job (a night-shift ICU nurse is an ICU nurse)
_SHIFT = re.compile(r"(?i)^(?:night|day|late|early|graveyard|overnight|weekend|evening|morning)[- ]shift\s+"
                    r"|^\d{1,2}[- ]years?[- ]old\s+")  # nor how old one is (a 31-year-old data analyst)
# an English name of a subject inside a Chinese sentence runs over its spaces (专业是urban planning)
_LATIN_WORDS = r"[A-Za-z]+(?: (?!(?:at|in|from|and|but|of|with|for)\b)[A-Za-z]+){1,3}"
# a spot inside a workplace (the counter, the front desk, the kitchen, the shop floor) names no employer
_WORKPLACE_PART = re.compile(r"^(?P<h>[\u4e00-\u9fffA-Za-z0-9]{0,8}?)(?:柜台|前台|后厨|车间|工地|窗口|门口|收银台|支行|分行|网点|门店|分店|分公司)$")


# a start-up by its kind in plain English words (a startup, a fintech startup): no name; the words before it say its
# field. (A law firm or a dental clinic the writers of every set label as where one works, as it stays.)
_LATIN_KIND = re.compile(r"^(?P<f>(?:[a-z][a-z\-]*\s+){0,2}?)start-?ups?$")


def _field_of(desc: str) -> str | None:
    """The field an employer described as 一家X is in: X itself (一家游戏公司, 一家咖啡店), what it does (一家做新能源电池的
    公司 → 新能源电池), or nothing when X only says what kind of company it is (一家外企, 一家小公司)."""
    part = _WORKPLACE_PART.match(desc)
    if part:
        desc = part.group("h")  # 一家银行的柜台 / 一家银行柜台: the bank is the field
    does = _DOES.match(desc)
    if does:
        return does.group("f")
    if re.match(r"(?:做|搞|干|卖|经营)", desc):
        return None  # 一家做儿童教育的机构: the match stopped inside what it does (at 教), which is cut
    latin = _LATIN_KIND.match(desc.strip())
    if latin:
        return latin.group("f").strip() or None  # 一家 fintech startup → fintech; 一家 startup: no field
    if _COMPANY_TYPE.match(desc) or not 2 <= len(desc) <= 8 or bare_kind(desc) or _kind_in_common_words(desc):
        return None  # 一家律所 / 一所中学 / 一家宠物医院: the kind of place one works at, as for 在律所上班, is no line of work
    return desc


def bare_kind(co: str) -> bool:
    """A kind of workplace with nothing of its own (律所, 中学, 驾校, 火锅店): an institution or a shop by its kind."""
    return co in L.ZH_INSTITUTIONS or co in _SCHOOL_KINDS or len(co) == 2 and co[-1] in "校院馆店所厂站局园" \
        or len(co) == 3 and co[-1] in "店馆铺"


def _kind_in_common_words(co: str) -> bool:
    """A kind of workplace that common words say which kind of (宠物医院, 私立诊所, 连锁超市), not a name (协和医院): still
    no line of work, though writers count it as where one works (在社区医院当药剂师)."""
    kind = next((k for k in _KINDS_LONGEST_FIRST if co.endswith(k) and 2 <= len(co) - len(k) <= 4), None)
    words = zh_words(co[: -len(kind)]) if kind else ()
    return bool(words) and all(tag in _COMMON_TAGS for _, _, _, tag in words)


_SCHOOL_KINDS = frozenset("中学 小学 大学 高中 初中 学校 医院 职高 中专 大专 技校 卫生院 养老院 幼儿园".split())
# a shop or a hall by its kind (连锁火锅店, 社区图书馆): common words before it name none
_SHOP_KINDS = frozenset("店 馆 铺".split())
# kinds that common words make no name of (宠物医院, 连锁超市); banks and schools they do (招商银行, 实验中学)
_KINDS_LONGEST_FIRST = sorted((_SCHOOL_KINDS | L.ZH_INSTITUTIONS | _SHOP_KINDS) - {"银行", "中学", "小学", "大学", "高中", "初中", "学校", "职高",
                                                                   "中专", "大专", "技校", "出版社", "报社", "杂志社", "电视台", "电台"},
                              key=len, reverse=True)
# the segmenter's tags of common words (noun, distinguishing word, adjective, verbal noun): no proper name among them
_COMMON_TAGS = frozenset(("n", "b", "a", "vn"))


def place_words(co: str) -> int:
    """How many place names *co* is, word by word as the segmenter tags it (深圳南山: 2); 0 when a word is none."""
    words = zh_words(co)
    return len(words) if words and all(tag == "ns" for _, _, _, tag in words) else 0


# verbs that 在 turns into what one is doing now (在学前端, 在找工作, 在备考): the first word of such a phrase
_DOING_ZH = frozenset("学 考 找 接 读 背 练 写 带 追 刷 备考 复习 准备 养病 带娃 考公 考研 读研 读博 找工作 实习 休息 休假 待业".split())


def doing_zh(phrase: str) -> bool:
    """Whether *phrase* (what follows 在) opens with a verb of doing, or with a place and then one (县城考公), as the
    segmenter splits it: 学而思 and 考拉 are one word each and stay names."""
    words = zh_words(phrase)
    return any(w in _DOING_ZH for w, _, _, _ in words[:2])


# words for the area around a place (那边, 附近): what they follow is a place, not an employer
_AROUND = re.compile(r"(?:那边|这边|那一带|一带|附近|那儿|这儿|那块儿?|这块儿?)$")


def is_place_zh(p: str) -> bool:
    return p in L.ZH_PLACES or (p.endswith(("市", "省", "县", "区")) and not p.endswith(L.ZH_COMPANY_HINTS))


def company_or_place_zh(raw: str, c: SentenceContext) -> None:
    """在腾讯 → company; 在上海 → place; 在上海的字节跳动 → both; 在杭州一家游戏公司 → place + what kind of employer.

    A description (一家游戏公司, 一家外企) is not a company's name: it goes to ``work::industry``.
    """
    co = clean_zh(raw)
    around = _AROUND.sub("", co)
    if around != co:
        if not around:
            return  # 在附近上班: around nowhere named
        if is_place_zh(around) or place_words(around) or place_words(zh_words(around)[0][0]):
            c.slot("work", "location", around)  # 在武汉光谷那边上班: around a place (a city and a spot in it), no employer
            return
        co = around  # 在腾讯大厦那边上班: around the employer's building
    desc = _DESC_CO.match(co)
    if desc:
        if desc.group("place") and is_place_zh(desc.group("place")):
            c.slot("work", "location", desc.group("place"))
        field = _field_of(desc.group("desc"))
        if field:
            c.slot("work", "industry", field)
        elif c.about_person and bare_kind(desc.group("desc")):
            c.slot("work", "company", desc.group("desc"))  # 我姐在一家银行上班: where she works (her workplace)
        return
    trade = _FIELD.match(co)
    if trade:  # 在教育行业干了五年: a line of work, not an employer
        c.slot("work", "industry", trade.group("f") or trade.group("f2"))
        return
    part = _WORKPLACE_PART.match(co)
    if part:  # 在银行柜台干了四年: a spot inside a workplace, whose sector (if any) is the line of work
        if part.group("h").endswith(L.ZH_TRADES):
            c.slot("work", "industry", part.group("h"))
        return
    placed = _PLACE_CO.match(co)
    if placed and is_place_zh(placed.group("place")):
        c.slot("work", "location", placed.group("place"))
        co = placed.group("co")
    if co.startswith(("一家", "一个", "家")) and len(co) > 3:
        co = co[2:] if co.startswith(("一家", "一个")) else co[1:]
        if _LATIN_KIND.match(co.strip()):
            if field := _field_of(co.strip()):
                c.slot("work", "industry", field)  # 一家 fintech startup: its field, no name
            return
    if co.startswith(("国内", "国外", "海外", "老家", "外地", "本地")):
        return  # 在国内朝九晚五当会计: a country side and a schedule, no employer
    if doing_zh(co):
        return  # 现在在学前端 / 在家接设计的单子: 在 says what one is doing, not where
    if not (place_ok_zh(co) or co.isascii() and 2 <= len(co) <= 30 and not co.startswith(PRON_ZH)) or co in ("家里", "家", "学校", "医院", "家附近") \
            or _COMPANY_TYPE.match(co) or _ARRIVAL.match(co):
        return  # not a place of work by name; 在国企上班 / 在单位: what kind of employer, not which one; 新来的: when
    if re.fullmatch(r"[\u4e00-\u9fff]{1,3}企(?:业)?", co) and not _COMPANY_TYPE.match(co):
        c.slot("work", "industry", co)  # 在车企做质检 / 在药企: a sector's firms, not which one
        return
    if re.fullmatch(r"[\u4e00-\u9fff]{1,4}(?:部|部门|科|处|组)|[NPCSE]?ICU|CCU|ER", co):
        return  # 我在市场部做运营 / 在ICU干了四年: a department or ward of the workplace, which names no employer
    if bare_kind(co) or _LATIN_KIND.match(co.strip()):
        if c.about_person:
            c.slot("work", "company", co)  # 我妈妈是律师事务所的合伙人: where she works (her workplace)
        return  # 我在出版社当编辑 / 在驾校当教练: the kind of the user's workplace names no employer
    from memcli.distill.attributes import is_place_name_zh

    if co in L.ZH_BUSINESS_DISTRICTS:
        c.slot("places", "frequent", co)  # 在陆家嘴上班: a business district one goes to every day, in its city
        c.slot("work", "location", L.ZH_BUSINESS_DISTRICTS[co])
        return
    if is_place_name_zh(co) or place_words(co) >= 2 or co.casefold() in L.LATIN_PLACES:
        c.slot("work", "location", co)  # 在深圳南山: a city and a district, each a place name; 在 London 上班: a city
    else:
        c.slot("work", "company", co)


_TAUGHT_EN = ("math", "maths", "english", "science", "chemistry", "physics", "biology", "history", "geography", "art", "music",
              "french", "spanish", "german", "chinese", "mandarin", "japanese", "latin", "economics", "literature", "drama",
              "piano", "guitar", "violin", "yoga", "pilates", "dance", "swimming", "esl", "kindergarten", "preschool", "pe")


def teach_en(m: re.Match[str], c: SentenceContext) -> None:
    """I teach high school chemistry → chemistry teacher: what one teaches names the job."""
    subject = m.group("s").lower()
    c.slot("work", "title", f"{subject.upper() if subject in ('esl', 'pe') else subject} teacher")


# a self-introduction as a list (男，31，程序员，坐标西安 / 25岁，插画师，住在Taipei): an item that is an occupation
_INTRO_ITEM = re.compile(r"^(?:本人)?[男女](?:生)?$|^\d{2}(?:岁|y/?o)?$|^[二三四五六七八九]十[一二三四五六七八九]?岁?$|^\d{2}岁")


def intro_title_zh(m: re.Match[str], c: SentenceContext) -> None:
    items = [x.strip() for x in re.split(r"[，,、；;：:|/]", c.sent)]
    if not any(_INTRO_ITEM.match(x) for x in items) or PERSON_ZH.search(c.sent.replace("男", "").replace("女", "")):
        return
    at = c.rec.text.find(c.sent)
    before = (c.rec.text[:at] if at >= 0 else "") + c.sent[:m.start()]
    if before.count("“") + before.count("「") + (before.count("\"") % 2) > before.count("”") + before.count("」"):
        return  # 网上看到一个征婚启事：“男，35岁，程序员…”: a quoted advertisement is someone else's
    t = clean_zh(m.group("t"))
    if t in items and job_ok_zh(t) and t.endswith(L.ZH_JOB_SUFFIXES):
        c.slot("work", "title", t)


def title_zh(m: re.Match[str], c: SentenceContext) -> None:
    t = clean_zh(m.group("t"))
    if job_ok_zh(t) and t.endswith(L.ZH_JOB_SUFFIXES) and "在" not in t:
        c.slot("work", "title", t)


def company_zh(m: re.Match[str], c: SentenceContext) -> None:
    if m.group("c").startswith("的"):
        return  # 刚入职的小学音乐老师: 入职 describes the title that follows, it names no employer
    company_or_place_zh(m.group("c"), c)


def workplace_zh(m: re.Match[str], c: SentenceContext) -> None:
    if re.search(r"(?:一家|一个|一所|某家)$", clean_zh(m.group("c"))):
        # 在杭州一家做跨境电商的公司当运营: the match stopped inside a description, at its 做; the job follows the last
        # 当 / 做 and the description runs up to it
        if m.groupdict().get("t") is None:
            return
        whole = m.string[m.start("c"):m.end("t")]
        cut = max(((whole.rfind(v), v) for v in ("当", "担任", "做")), key=lambda x: x[0])
        t = re.sub(r"^(?:一名|一个|个)", "", whole[cut[0] + len(cut[1]):])
        if cut[0] > 0 and job_ok_zh(t) and t.endswith(L.ZH_JOB_SUFFIXES):
            c.slot("work", "title", t)
            company_or_place_zh(whole[:cut[0]], c)
        return
    t = m.groupdict().get("t")
    if t is not None:
        t = clean_zh(t)
        english = re.fullmatch(EN_JOB, t, re.I) is not None
        if not english and not (job_ok_zh(t) and t.endswith(L.ZH_JOB_SUFFIXES)):
            return
        c.slot("work", "title", t)
    co = clean_zh(m.group("c"))
    if m.group(0).endswith("工作") and co.endswith("有"):
        if co.endswith("没有"):
            return  # 在上海没有工作: no job there
        co = co[:-1]  # 在上海有工作: a job in Shanghai
    if m.group(0).endswith("打工") and place_words(co):
        c.slot("work", "location", co)  # 在昆山打工: one works for a wage somewhere, a place (the segmenter's place name)
        return
    company_or_place_zh(co, c)


def title_or_job_zh(m: re.Match[str], c: SentenceContext) -> None:
    if m.group("t"):
        t = clean_zh(m.group("t"))
        if job_ok_zh(t) and t.endswith(L.ZH_JOB_SUFFIXES) and "的" not in t:
            c.slot("work", "title", t)
    elif m.group("t2"):
        t = clean_zh(m.group("t2"))
        if job_ok_zh(t):
            c.slot("work", "title", t)


def work_en(m: re.Match[str], c: SentenceContext) -> None:
    if m.group("t7") and c.about_person:
        return  # He starts at Stripe on Monday as a designer: whose start it is, the people index may not know
    t = m.group("t") or m.group("t2") or m.group("t4") or m.group("t5") or m.group("t6") or m.group("t7")
    co = m.group("c") or m.group("c2") or m.group("c3") or m.group("c4") or m.group("c6") or m.group("c7")
    if t and m.group("t") and re.search(r"(?i)\bmy\s+job\s+is\s+(?!an?\s)", m.group(0)) and not re.fullmatch(EN_JOB, t.strip(), re.I):
        t = None  # my job is remote / boring: what the job is like, not what it is
    if t:
        t = _SHIFT.sub("", EN_ARTICLE.sub("", clean_en(t)))
        t = re.sub(r"(?i)\bstay at home\b", "stay-at-home", t)  # one word of three, which no "at" phrase cuts
        if valid_en_item(t, 5) and not re.search(r"\b(?:fan|bit|lot|person|kind|type|huge|big|me|you|him|her|us|them|it|nights|days|weekends|mornings|evenings|shifts)\b", t, re.I):
            c.slot("work", "title", t)
        elif not co:
            return
    if co:
        co = re.sub(r"\s+(?:of|and|&|for|de)$", "", clean_en(co))
        if co.casefold() in L.LATIN_PLACES and re.search(rf"\bin\s+{re.escape(co)}", m.group(0)):
            c.slot("work", "location", co)  # works as a paramedic in Bristol: where, not for whom (at Leeds: a university)
        elif valid_en_item(co, 6):
            c.slot("work", "company", co)
    city = m.groupdict().get("city") or m.groupdict().get("city2")
    if city and valid_en_item(clean_en(city), 4):
        c.slot("work", "location", clean_en(city))


_SCHOOL_ZH = f"[{CJK}A-Za-z]{{2,14}}?(?:大学|学院|中学|高中|小学|学校|幼儿园|University|College)"
_SCHOOL_EN = r"(?:the\s+)?(?:University\s+of\s+[A-Z][\w'’\-]*(?:\s+[A-Z][\w'’\-]*)*|(?:[A-Z][\w.'’\-]*\s+){1,5}(?:University|College|Institute(?:\s+of\s+Technology)?|School|Academy|Polytechnic|Elementary|Kindergarten)(?:\s+of\s+[A-Z][\w'’\-]*(?:\s+[A-Z][\w'’\-]*)*)?|[A-Z]{2,6})"
_SCHOOL_EN_STRICT = _SCHOOL_EN.rsplit("|", 1)[0] + ")"


def school_zh(m: re.Match[str], c: SentenceContext) -> None:
    s = m.group("s") or m.group("s2") or m.group("s3") or m.group("s4")
    mj = m.group("m") or m.group("m2") or m.group("m3") or m.group("m4")
    if s:
        s = clean_zh(s)
        if 3 <= len(s) <= 16:
            c.slot("education", "school", s)
    if mj:
        mj = clean_zh(mj).removesuffix("专业")
        if mj.endswith(("大学", "学院", "大", "中", "小学")):
            mj = ""  # 我读的是川大: the school read at, which the short-school rule files, no subject
        if 2 <= len(mj) <= (30 if mj.isascii() else 12) and not mj.startswith(PRON_ZH) and mj not in ("书", "大学", "本科", "研究生", "硕士", "博士", "专科", "大专", "高中", "初中", "中专", "小学", "博士后"):
            c.slot("education", "major", mj)
    deg = m.group("deg")
    if deg and deg != "大学":
        c.slot("education", "degree", deg)


def school_en(m: re.Match[str], c: SentenceContext) -> None:
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


_EN_JOB_ADVERBS = ("now", "currently", "officially", "still", "also", "just", "actually", "basically", "technically", "finally")
_EN_JOB_ADVERB_TRIGGERS = tuple(f"{adverb} {article} " for adverb in _EN_JOB_ADVERBS for article in ("a", "an"))
# what may follow a job title or its employer and end it: punctuation, an emoji, a conjunction, a place, or a word that
# says when or how (I'm a UX researcher at Shopify now / a nurse, 3 years now / a paralegal lol)
_EN_JOB_AFTER = (r"(?=\s*[,.;!?…)]|$|\s*[\U0001F000-\U0001FAFF\u2600-\u27BF]|\s+(?:and|but|so|in|since|because|who|based|from|"
                 r"living|working|now|too|lol|haha|actually|these\s+days|full[- ]time|part[- ]time|though|tho|btw|myself|"
                 r"by\s+trade|here|there|of)\b|\s+(?:at|for|with|in|on)\s+(?:an?|the|my|some)\b)")


# a school by a short name (浙大, 华南理工, 曼大) or in Latin letters (UofT, Stanford) that one reads at: 在X读博 / 在 UofT 读
# psychology / 在曼大读会计硕士 — what is read splits into a subject and a degree
_SHORT_SCHOOL_ZH = rf"[{CJK}]{{1,6}}?(?:大学|学院|理工|交大|科大|师大|财大|医大|农大|工大|职院|国立|大)"
_LATIN_SCHOOL = r"[A-Z][A-Za-z.&'’\-]*(?:\s+(?:of\s+)?[A-Z][A-Za-z.&'’\-]*){0,4}"
_DEGREES_READ = {"博": "博士", "博士": "博士", "研": "研究生", "研究生": "研究生", "硕士": "硕士", "本科": "本科", "大学": "本科",
                 "phd": "PhD", "master": "master", "masters": "master", "mba": "MBA", "mfa": "MFA", "msc": "MSc", "ma": "MA"}
_DEGREES_LONGEST_FIRST = sorted(_DEGREES_READ, key=len, reverse=True)
_SUBJECT_EN = re.compile(r"(?i)^[a-z][a-z\- ]{1,30}(?:ology|ics|ing|science|sciences|engineering|law|medicine|history|arts|"
                         r"studies|design|management|nursing|finance|accounting|economics|architecture|biology|chemistry|"
                         r"physics|math|mathematics|literature|linguistics|philosophy|psychology|education|statistics|"
                         r"journalism|music|art)$")


def school_read_zh(m: re.Match[str], c: SentenceContext) -> None:
    s, x = m.group("s").strip(), re.sub(r"\s+", " ", m.group("x").strip())
    x = re.sub(r"(?<=[研博大])[一二三四五]$", "", x)  # 读研一 / 读大三: the year of it
    x = re.sub(r"第[一二三四五六七八九十\d]+(?:年|学期)?了?$|了$", "", x).strip()  # 读化学博士第三年了: which year, not what
    latin = s.isascii()
    if latin and s.casefold() in L.LATIN_PLACES:
        c.slot("basic_info", "location", s)  # 在 Toronto 读 nursing: the city one studies in
        s = ""
    low = x.casefold()
    # a degree in Latin letters is a word of its own (drama is no MA); 会计硕士 ends in one
    deg = next((d for d in _DEGREES_LONGEST_FIRST
                if ((low == d or low.endswith(" " + d)) if d.isascii() else low.endswith(d))), None)
    major = x[: len(x) - len(deg)].strip() if deg else x
    if latin and not deg and not _SUBJECT_EN.match(major):
        return  # 在 Starbucks 读 paper: no school said
    if major in ("书", "的") or major.startswith(("了", "着", "过")):
        major = ""
    if s:
        c.slot("education", "school", s)
    if deg:
        c.slot("education", "degree", _DEGREES_READ[deg.casefold()])
    if major and (2 <= len(major) <= 8 or major.isascii() and _SUBJECT_EN.match(major)):
        c.slot("education", "major", major)


_PRONOUNS_GONE_BY = re.compile(r"(?i)\b(?:he/him|she/her|they/them)\b")
_SOMEONE_ELSE_EN = re.compile(r"(?i)\b(?:he|she|they)(?:['’]s|\s+(?:is|was|are|were))\b|\b(?:his|her|their)\b")
_SPEAKER_EN = re.compile(r"(?i)\b(?:i|i'm|my|me)\b")


def study_en(m: re.Match[str], c: SentenceContext) -> None:
    before = _PRONOUNS_GONE_BY.sub("", c.sent[:m.start()])  # pronouns one goes by
    if _SOMEONE_ELSE_EN.search(before) or not _SPEAKER_EN.search(c.sent):
        return  # my roommate Kayla, she's a nursing major / He's 20. Junior at Ohio State: theirs
    gd = m.groupdict()
    major = gd.get("m") or gd.get("m2") or gd.get("m3") or gd.get("m4") or gd.get("m5") or gd.get("m6")
    school = gd.get("s") or gd.get("s2") or gd.get("s3") or gd.get("s5")
    if major:
        major = clean_en(major)
        if valid_en_item(major, 5) and not re.search(r"(?i)\b(?:a|an|the|my|at|from)\b", major):
            c.slot("education", "major", major)
    if school:
        school = clean_en(school)
        if valid_en_item(school, 6):
            c.slot("education", "school", school)


RULES: list[Rule] = [
    # ---- work ---------------------------------------------------------------------
    rule("title_zh", "zh", ("我是", "我当", "工作是", "职业是"),
       rf"我(?:现在|目前)?(?:是|当)(?:一名|一个|一位|个|名)?(?P<t>{ZH_JOB}){END_ZH}|我的(?:工作|职业)是(?P<t2>[^{PUNCT}]{{2,14}})", title_or_job_zh),
    rule("work_at_zh", "zh", ("工作", "上班", "任职", "就职", "实习", "做", "当", "担任", "教", "干", "打工", "开车"),
       rf"我(?:现在|目前|一直|也|还)?在(?P<c>[{CJK}A-Za-z0-9 ]{{2,24}}?)(?:(?:做|当|担任)\s*(?:一名|一个|个)?(?P<t>{ZH_JOB}|{EN_JOB}){JOB_END}|(?:工作|上班|任职|就职|实习|教书|教|干了|干(?!洗|净|杯|脆|燥|货|饭|嘛)|打工|开车))", workplace_zh),
    # 我是腾讯的产品经理, not 我是个天天被甲方骂的平面设计 (a clause about the job, no employer)
    rule("work_of_zh", "zh", ("是",), rf"我(?:现在|目前)?是(?:个|一个|一名)?(?P<c>(?:(?!被|天天|每天|总是|经常)[{CJK}A-Za-z0-9]){{2,16}}?)的(?P<t>{ZH_JOB}){END_ZH}", workplace_zh),
    rule("teach_en", "en", ("teach",),
         rf"(?i:\bi\s+(?:still\s+|also\s+|now\s+|just\s+|only\s+|actually\s+)?teach\s+(?:(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth)[- ]grade\s+|"
         rf"(?:high|middle|primary|elementary|grade|secondary)\s+school\s+|(?:ap|intro|beginner|adult)\s+)?)(?P<s>{'|'.join(_TAUGHT_EN)})\b(?!\s+(?:to\s+)?(?:my|our|the)\b)",
         teach_en),
    rule("intro_title_zh", "zh", ("岁", "男", "女", "本人"),
         rf"(?:^|(?<=[，,、；;：:|/]))\s*(?P<t>{ZH_JOB})\s*(?=[，,、；;|/]|$)", intro_title_zh),
    rule("title_do_zh", "zh", ("做", "当", "担任"), rf"我(?:现在|目前|还是|也|一直|主要)?(?:做|当|担任)(?:一名|一个|个)?(?P<t>{ZH_JOB}){JOB_END}", title_zh),
    rule("job_change_zh", "zh", ("跳槽", "跳到", "换到", "入职", "加入"),
       rf"我(?:[^，,。我]{{0,4}}?)(?:跳槽到了?|跳槽去了?|跳到了?|换到了?|入职了?|加入了?)(?P<c>[{CJK}A-Za-z0-9]{{2,12}}?)(?:工作|上班|公司)?{END_ZH}", company_zh),
    rule("degree_zh", "zh", ("学历",), r"我(?:是|只有|有|的)?(?:一个)?(?:学历是)?(?P<deg>本科|大专|专科|高中|初中|中专|硕士|博士|研究生|小学)(?:学历)?(?=学历|[，,。！!]|$)", lambda m, c: c.slot("education", "degree", m.group("deg"))),
    rule("work_en", "en", ("work", "i'm a", "i am a", "i'm an", "i am an", "job", "been a", " as a", " as an", *_EN_JOB_ADVERB_TRIGGERS),
       rf"(?i:\bi\s+(?:also\s+|now\s+|currently\s+)?work(?:\s+(?:from\s+home|remotely|nights|part[- ]time|full[- ]time))?\s+as|(?<=[a-z0-9]),\s+work\s+as|\bi(?:'m|\s+am)\s+working\s+as|\bmy\s+(?:day\s+)?job\s+is|\bday\s+job\s+is)\s+(?:an?\s+)?(?P<t>[\w\- ]{{2,40}}?)(?:\s+(?:at|for|in|with)\s+(?P<c>{EN_ORG})(?:\s+in\s+(?P<city>{EN_PLACE}))?)?(?=\s*[,.;!]|$|\s+(?:and|but|so|since|because)\b|\s+(?:at|for|in|with)\s+(?:an?|the|my)\b)"
       rf"|(?i:\bi(?:'m|\s+am)\s+(?:(?:now|currently|officially|still|also|just|actually|basically|technically|finally)\s+)?an?\s+)(?P<t2>{EN_JOB})(?:\s+(?:at|for|with)\s+(?P<c2>{EN_ORG})(?:\s+in\s+(?P<city2>{EN_PLACE}))?)?{_EN_JOB_AFTER}"
       rf"|(?i:\bi\s+(?:currently\s+|now\s+)?work\s+(?:at|for))\s+(?P<c4>{EN_ORG})\s+(?i:as\s+an?)\s+(?P<t4>{EN_JOB})"
       rf"|(?i:\bmy\s+job\s+as\s+an?\s+)(?P<t5>{EN_JOB})\b"
       rf"|(?i:\bi\s+(?:currently\s+|now\s+)?work\s+(?:at|for)|\bi(?:'ve|\s+have)\s+been\s+working\s+(?:at|for)|\bi(?:'m|\s+am)\s+(?:working|employed)\s+(?:at|by|for))\s+(?P<c3>{EN_ORG})"
       # I've been a logistics coordinator at FedEx for six years: a state that holds until now
       rf"|(?i:\bi(?:'ve|\s+have)\s+been\s+an?\s+)(?P<t6>{EN_JOB})(?:\s+(?:at|for|with)\s+(?P<c6>{EN_ORG}))?(?=\s*[,.;!?]|$|\s+(?:for|since|now|and|but|so)\b)"
       # I freelance as a translator / Monday I start at the credit union as a branch manager / starting at Deloitte
       # on the 15th as a junior auditor: the job one takes up (a start that is past, "I started as", may have ended)
       rf"|(?i:(?:\bi\s+(?:\w+\s+)?|^\s*)(?:start|starting|freelance|moonlight|was\s+hired|got\s+hired|just\s+got\s+hired)\b(?:\s+at\s+)?)(?P<c7>{EN_ORG})?"
       rf"(?i:[^.!?;]{{0,40}}?\bas\s+an?\s+)(?P<t7>{EN_JOB})(?=\s*[,.;!?/]|$|\s+(?:and|but|which|so|at|for|in|on|starting)\b)", work_en),
    # ---- education ----------------------------------------------------------------
    rule("school_zh", "zh", ("毕业", "大学", "学院", "中学", "专业", "学的是", "读的是", "理工", "交大", "科大", "师大", "财大", "医大", "农大", "工大", "国立"),
       rf"我(?:是)?(?:(?:本科|硕士|研究生|博士|大学)(?:是)?)?(?:毕业于|从)(?P<s>{_SCHOOL_ZH})(?:毕业)?(?:的)?(?P<m>[{CJK}]{{2,10}}?专业)?"
       rf"|我(?:的)?(?P<deg>本科|硕士|研究生|博士|大学)?(?:是)?在(?P<s2>{_SCHOOL_ZH})(?:读|上|念|学)(?:的)?(?P<m2>[{CJK}]{{2,10}}?)?(?:专业)?{END_ZH}"
       rf"|我(?:的)?(?:大学|本科|研究生)?(?:专业是|学的是|读的是|学的专业是)(?P<m3>{_LATIN_WORDS}|[{CJK}A-Za-z]{{2,12}}?)(?:专业)?{END_ZH}"
       rf"|我是(?P<s3>{_SCHOOL_ZH})(?P<m4>[{CJK}]{{2,10}}?专业)?的(?:学生|毕业生|校友|研究生|博士生|本科生)"
       rf"|我是(?P<s4>{_SHORT_SCHOOL_ZH})的(?=[，,。！!]|$)", school_zh),
    rule("school_read_zh", "zh", ("读", "念"),
         rf"我(?:现在|目前)?在\s*(?P<s>{_SHORT_SCHOOL_ZH}|{_LATIN_SCHOOL})\s*(?:读|念)(?:的)?\s*(?P<x>[{CJK}A-Za-z ]{{1,24}}?)(?=\s*(?:[，,。！!？?；;]|$))",
         school_read_zh),
    rule("study_en", "en", ("student", "major", "year at", "graduated from", "studied", "studying", "undergrad at", "freshman", "sophomore", "junior", "senior", "did my"),
         rf"(?i:\b(?:grad(?:uate)?|phd|ph\.d\.|master'?s|undergrad(?:uate)?|doctoral|msc|mba)\s+student\s+in)\s+(?P<m>[a-z][\w\- ]{{1,30}}?)(?:\s+at\s+(?P<s>{_LATIN_SCHOOL}))?(?=\s*[,.;!]|$|\s+(?:and|but)\b)"
         rf"|(?:(?i:\bi(?:'m|\s+am)\s+(?:now\s+)?(?:an?\s+)?)|^\s*|,\s*)(?P<m2>[a-z][\w\-]*(?:\s[a-z][\w\-]*)?)\s+(?i:major)\b(?!\s+in)"
         rf"|(?i:\b(?:freshman|sophomore|junior|senior|(?:first|second|third|fourth|final)[- ]year(?:\s+student)?)\s+at)\s+(?P<s2>{_LATIN_SCHOOL})"
         rf"|(?i:\b(?:i(?:'m|\s+am)\s+(?:currently\s+|now\s+)?|,\s*)studying\s+)(?!for\b|to\b|hard\b|abroad\b)(?P<m5>[a-z][\w\-]*(?:\s[a-z][\w\-]*)?)\s+(?i:at)\s+(?P<s5>{_LATIN_SCHOOL})"
         rf"|(?i:\b(?:graduated\s+from|studied\s+(?P<m3>[a-z][\w\- ]{{1,30}}?)\s+at|did\s+my\s+(?:undergrad|masters?|phd|degree|bachelor'?s|ba|bs|bsc|ma|ms|msc|mfa|mba)(?:\s+in\s+(?P<m6>[a-z][\w\- ]{{1,30}}?))?\s+at))\s+(?P<s3>{_LATIN_SCHOOL})(?:\s+in\s+(?P<m4>[a-z][\w\- ]{{1,30}}?)(?=\s*[,.;!]|$))?",
         study_en),
    rule("school_en", "en", ("graduated", "studied", "major", "degree", "went to", "studying", "attend"),
       rf"(?i:\bi\s+graduated\s+from)\s+(?P<s>{_SCHOOL_EN})"
       rf"|(?i:\bi(?:\s+studied|\s+majored\s+in|\s+am\s+studying|'m\s+studying|\s+study))\s+(?P<m>[a-zA-Z][\w\- ]{{1,40}}?)(?:\s+(?:at|in)\s+(?P<s2>{_SCHOOL_EN}))?(?=\s*[,.;!]|$|\s+(?:and|but|for|because)\b)"
       rf"|(?i:\bmy\s+major\s+(?:is|was))\s+(?P<m2>[a-zA-Z][\w\- ]{{1,40}}?)(?=\s*[,.;!]|$|\s+(?:and|but|at)\b)"
       rf"|(?i:\bi\s+(?:went\s+to|attended|attend|go\s+to))\s+(?P<s3>{_SCHOOL_EN_STRICT})"
       rf"|(?i:\bi\s+have\s+an?|\bi've\s+got\s+an?|\bi\s+hold\s+an?|\bi\s+got\s+an?|\bi\s+earned\s+an?)\s+(?P<deg>bachelor'?s|master'?s|phd|ph\.d\.|doctorate|mba)(?:\s+degree)?(?:\s+in\s+(?P<m3>[a-zA-Z][\w\- ]{{1,40}}?))?(?:\s+from\s+(?P<s4>{_SCHOOL_EN}))?(?=\s*[,.;!]|$|\s+(?:and|but)\b)",
       school_en),
]
