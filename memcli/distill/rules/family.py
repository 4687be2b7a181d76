"""Family, friends and pets (``relationship::*``): names, jobs and ages of kin, pets and their names."""

from __future__ import annotations

import re

from memcli.distill import lexicon as L
from memcli.distill.rules.base import (
    CJK,
    END_ZH,
    EN_ARTICLE,
    EN_JOB,
    EN_NAME,
    EN_NAME_WORD,
    PRON_EN,
    Rule,
    SentenceContext,
    ZH_JOB,
    ZH_NAME_LOOK,
    PERSON_ZH,
    ZH_PERSON,
    clean_en,
    clean_zh,
    cut_zh_name,
    job_ok_zh,
    rule,
    valid_en_item,
    valid_zh_name,
    year_of,
)


_KIN_ZH_ALT = "|".join(sorted(L.ZH_KIN, key=len, reverse=True))
_KIN_EN_ALT = "|".join(sorted((re.escape(k) for k in L.EN_KIN), key=len, reverse=True))
_PET_ZH_ALT = L.ZH_PETS_ALT
_PET_EN_ALT = "|".join(sorted((re.escape(p) for p in L.EN_PETS), key=len, reverse=True))
_PET_NAME_RUN = rf"(?:(?![我你他她])[{CJK}A-Za-z]){{1,15}}"  # a name runs until the next clause's subject (年糕我的狗叫汤圆)


def _kin_zh_slot(kin: str) -> str:
    return L.ZH_KIN.get(kin, "friends")


def _kin_item_zh(kin: str, text: str) -> str:
    sub = _kin_zh_slot(kin)
    if sub in ("friends", "colleagues", "children", "grandparents") or kin in ("姐姐", "妹妹", "哥哥", "弟弟", "姐", "妹", "哥", "弟"):
        return f"{text}（{kin}）" if sub in ("children", "grandparents", "sister", "brother") else text
    return text


def _add_kin_name_zh(kin: str, raw_name: str, c: SentenceContext) -> None:
    n = cut_zh_name(clean_zh(raw_name))
    if not valid_zh_name(n):
        return
    sub = _kin_zh_slot(kin)
    c.slot("relationship", sub, _kin_item_zh(kin, n), "append")


def kin_name_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我妈妈叫王芳 / 我有个姐姐叫林雪 / 和朋友小王: the first alternative that matched both kin and name."""
    for k, n in (("k", "n"), ("k2", "n2"), ("k3", "n3")):
        if m.group(k) and m.group(n):
            _add_kin_name_zh(m.group(k), m.group(n), c)
            return


def kin_job_zh(m: re.Match[str], c: SentenceContext) -> None:
    kin = m.group("k")
    gd = m.groupdict()
    if gd.get("n"):
        n = cut_zh_name(clean_zh(gd["n"]))
        if valid_zh_name(n):
            c.slot("relationship", _kin_zh_slot(kin), _kin_item_zh(kin, n), "append")
    t = clean_zh(m.group("t"))
    if job_ok_zh(t) and t.endswith(L.ZH_JOB_SUFFIXES):
        c.slot("relationship", _kin_zh_slot(kin), _kin_item_zh(kin, t) if _kin_zh_slot(kin) in ("sister", "brother") else t, "append")


def kin_age_zh(m: re.Match[str], c: SentenceContext) -> None:
    from memcli.distill.relative_dates import cn_number

    n = cn_number(m.group("a"))
    if n and 0 < n < 120:
        kin = m.group("k")
        c.slot("relationship", _kin_zh_slot(kin), _kin_item_zh(kin, f"{n}岁（{year_of(c)}年）"), "append")


def _kin_en(kin: str) -> str:
    return L.EN_KIN.get(re.sub(r"\s+", " ", kin.lower()), "friends")


def _add_kin_name_en(kin: str, raw_name: str, c: SentenceContext) -> None:
    n = clean_en(raw_name)
    if n.split()[0].lower() in PRON_EN or not valid_en_item(n, 3):
        return
    sub = _kin_en(kin)
    item = n if sub in ("mother", "father", "partner", "friends") else f"{n} ({kin.lower()})"
    c.slot("relationship", sub, item, "append")


def kin_name_en(m: re.Match[str], c: SentenceContext) -> None:
    """my sister Amy / I have a brother named Tom."""
    for k, n in (("k", "n"), ("k2", "n2")):
        if m.group(k) and m.group(n):
            _add_kin_name_en(m.group(k), m.group(n), c)
            return


def kin_description_en(m: re.Match[str], c: SentenceContext) -> None:
    kin = m.group("k")
    sub = _kin_en(kin)
    gd = m.groupdict()
    if gd.get("n"):
        n = clean_en(gd["n"])
        if valid_en_item(n, 3):
            c.slot("relationship", sub, n if sub in ("mother", "father", "partner", "friends") else f"{n} ({kin.lower()})", "append")
    if gd.get("t"):
        t = EN_ARTICLE.sub("", clean_en(gd["t"]))
        if valid_en_item(t, 4):
            c.slot("relationship", sub, t if sub in ("mother", "father", "partner") else f"{kin.lower()}: {t}", "append")
    if gd.get("a"):
        a = gd["a"]
        c.slot("relationship", sub, f"{a} years old (in {year_of(c)})" if sub in ("mother", "father", "partner") else f"{kin.lower()}: {a} years old (in {year_of(c)})", "append")


_ZH_NAME_LEADS = ("很", "太", "又", "也", "都", "还", "就", "在", "是", "今", "昨", "最", "生", "一", "不", "特", "真", "好")
_LATIN_PET_NAME = re.compile(r"[A-Za-z][A-Za-z'’\-]{0,14}")


def _pet_name(raw: str) -> str | None:
    """The pet's name at the start of *raw*: a word in Latin letters (Mochi, Nacho: as long as a name is), or a short
    run of CJK that ends where a boundary word, the next pet or the next clause's 我 / 你 begins (年糕我的狗叫汤圆)."""
    raw = raw.strip()
    latin = _LATIN_PET_NAME.match(raw)
    if latin:
        n = latin.group(0)
        return n if n.lower() not in PRON_EN and valid_en_item(n, 1) else None
    n = cut_zh_name(clean_zh(re.split(r"[我你他她]|另一只|另一条|一只|一条", raw)[0]))
    if not 1 <= len(n) <= 4 or n in L.NAME_STOP or n.startswith(_ZH_NAME_LEADS) or re.search("啥|什么|哪", n):
        return None
    return n


# what follows a named pet may say its breed (我家狗子叫馒头，是只萨摩耶)
_ZH_BREED_AFTER = re.compile(rf"^\s*[，,]?\s*(?:它|他|她)?(?:是|就是)(?:一|1)?[只条头]\s*(?:[^，,。！!？?\s的]{{1,4}}的)?\s*(?P<a>{_PET_ZH_ALT}|(?i:{_PET_EN_ALT}))")
# the names listed after a count and a colon (我养了三只狗：大黄、二黑、小白)
_ZH_LISTED = re.compile(rf"^\s*[:：]\s*(?P<names>[{CJK}A-Za-z]{{1,12}}(?:\s*[、和跟]\s*[{CJK}A-Za-z]{{1,12}})+)")


def _animal(word: str) -> str:
    """A kind of animal as filed: English kinds in lower case (Golden Retriever → golden retriever)."""
    return word.lower() if word.isascii() else word


def _pet_names(listed: str) -> list[str]:
    """The names of a list (大黄、二黑和小白 / 可乐和雪碧), each read as :func:`_pet_name` reads one."""
    return [n for n in (_pet_name(part) for part in re.split(r"[、和跟]", listed)) if n]


def _breed_after(rest: str, animal: str) -> str:
    b = _ZH_BREED_AFTER.match(rest)
    return _animal(b.group("a")) if b else animal


def pet_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我家的猫叫豆豆 / 我养了一只狗: the pet, with its name when one is given."""
    animal = _animal(m.group("a") or m.group("a2"))
    if m.group("mod") and PERSON_ZH.search(m.group("mod")):
        return  # 我有一只朋友的猫: a friend's animal
    n: str | None = m.group("n") or m.group("n2") or m.group("n3")
    done_for = False
    if m.group("n2") and m.string[:m.start()].endswith(("给", "帮", "替", "为")):
        at = c.rec.text.find(m.group("n2"), max(0, c.rec.text.find(m.group("a"))))  # as written: a space is no comma
        done_for = at < 0 or re.match(r"[，,。！!？?]|$", c.rec.text[at + len(m.group("n2")):]) is not None
    if m.group("n2") and (m.group("n2")[-1] in "了过着" or done_for):
        # 我家狗狗走了 / 我家猫丢了: what happened to it; 给我家鹦鹉换水，…: what one did for it (给我的狗布丁洗澡 names it)
        n = None
    if n:
        n = _pet_name(n)
    rest = m.string[m.end():]
    if n:
        c.slot("relationship", "pets", f"{n}（{_breed_after(rest, animal)}）", "append")
    elif m.group("own"):
        listed = _ZH_LISTED.match(rest)
        named = _pet_names(listed.group("names")) if listed else _each_named(rest)
        for x in named:  # 我养了两只猫，一只叫年糕，一只叫汤圆 / 三只狗：大黄、二黑、小白: each one named
            c.slot("relationship", "pets", f"{x}（{animal}）", "append")
        if not named:
            c.slot("relationship", "pets", animal, "append")


_EACH_NAMED = re.compile(rf"(?:一只|另一只|一条|另一条|一个|另一个|大的|小的|老大|老二|一只是|另外一只)(?:叫做|叫|名叫|是)\s*([{CJK}A-Za-z]{{1,6}})")


def _each_named(text: str) -> list[str]:
    """The names of 一只叫X，一只叫Y in *text* (一只叫可乐一只叫雪碧: a name ends where the next one's 一只 begins)."""
    apart = re.sub(r"(?<=[^，,])(?=另一只|另一条|一只|一条)", "，", text)
    named = [cut_zh_name(clean_zh(x)) for x in _EACH_NAMED.findall(apart)]
    return [x for x in named if 1 <= len(x) <= 4 and x not in L.NAME_STOP]


# a pet's name said in the sentence after the one that got it (We adopted a greyhound! His name is Biscuit)
_EN_NAME_NEXT = re.compile(rf"(?:[^.!?,;]*[.!?,;]+\s*){{1,3}}?(?i:(?:his|her|its)\s+name(?:['’]s|\s+is)|(?:he|she|it)(?:['’]?s|\s+is)\s+"
                           rf"(?:(?:an?\s+)?(?:[a-z\-]+\s+){{0,2}}?(?:{_PET_EN_ALT})\s+)?(?:called|named))\s+(?P<n>{EN_NAME_WORD})")


_EN_DIED = re.compile(r"(?i)\s*(?:,\s*)?(?:who\s+|that\s+)?(?:died|passed(?:\s+away)?|is\s+gone|was\s+put\s+down|ran\s+away|went\s+missing)\b")


def pet_en(m: re.Match[str], c: SentenceContext) -> None:
    """my dog Biscuit / I have two cats named …"""
    animal = (m.group("a") or m.group("a2")).lower()
    n = m.group("n") or m.group("n2")
    if n and _EN_DIED.match(m.string, m.end()):
        return  # my cat Mochi died in March: a pet of the past
    if n and valid_en_item(clean_en(n), 2):
        c.slot("relationship", "pets", f"{clean_en(n)} ({animal})", "append")
    elif m.group("own"):
        count = re.search(r"(?i)\b(two|three|four|five)\s+", m.group(0))
        at = c.rec.text.lower().find(m.group(0).lower())
        nxt = _EN_NAME_NEXT.match(c.rec.text, at + len(m.group(0))) if at >= 0 and not count else None
        if nxt:
            c.slot("relationship", "pets", f"{nxt.group('n')} ({animal})", "append")
        else:
            c.slot("relationship", "pets", f"{count.group(1).lower()} {animal}s" if count else f"a {animal}", "append")


def pet_aside(m: re.Match[str], c: SentenceContext) -> None:
    """Took Mochi (my shiba) to the park / 给 Coco（我的 golden retriever）洗澡: a name, and in brackets, the speaker's pet."""
    animal = _animal(m.group("a"))
    n = m.group("n")
    if n.lower() not in PRON_EN and n not in L.NAME_STOP:
        c.slot("relationship", "pets", f"{n} ({animal})" if n.isascii() else f"{n}（{animal}）", "append")


# a pet named anywhere in the speaker's sentence (现在就我跟一只老猫，叫花花 / 我们现在有一只鹦鹉叫豆豆 / I live with my
# wife and a very loud husky named Kiba): the speaker's, when the sentence has them in it before and nobody else's
# word stands between (我朋友有一只猫叫… / her dog, a beagle named …)
_ZH_OTHERS_BEFORE = re.compile(r"(?:" + PERSON_ZH.pattern + r")(?!.*我)")
_EN_OTHERS_BEFORE = re.compile(r"(?i)\b(?:his|her|their|your)\b|['’]s\b(?!.*\b(?:i|my|our|we)\b)")


_EN_ME = re.compile(r"(?i)\b(?:i|my|our|we|me)\b")
_EN_THIRD = re.compile(r"(?i)\b(?:he|she|they)\b")
_NOT_MINE = re.compile(r"(?i).{0,60}?(?:\b(?:isn['’]t|is\s+not|not)\s+mine\b|不是我的)")


# a clause of the speaker's that keeps an animal, with no 我 (上周刚领养了一只 / 31岁，养了一只橘猫叫馒头)
_OWN_KEEPING = re.compile(r"(?:^|[，,])[^，,]{0,4}?(?:还|也|刚|刚刚|最近|新)?(?:领|收)?养(?:了|的是)?(?:一只|一条|只|条)?\s*(?:[^，,。的\s]{1,4}的)?\s*$")


def _speakers_pet_zh(c: SentenceContext, start: int) -> bool:
    before = c.sent[:start]
    me = before.rfind("我")
    if me < 0:  # 31岁，射手座，养了一只橘猫叫馒头: a clause of the speaker's that keeps a pet, nobody else in the line
        return bool(_OWN_KEEPING.search(before)) and not PERSON_ZH.search(before) and not _NOT_MINE.match(c.sent, start)
    return not PERSON_ZH.search(before[me + 1:]) and not _ZH_OTHERS_BEFORE.search(before[:me]) \
        and not _NOT_MINE.match(c.sent, start)


# my sister has a dog named Max: the relation is the clause's subject, and the pet theirs
_EN_RELATION_HAS = re.compile(rf"(?i)\bmy\s+(?:\w+\s+)?(?:{L.EN_RELATIONS_ALT})(?:['’]s|\s+(?:has|have|had|owns|got|adopted|just\s+got))\b")


def _speakers_pet_en(c: SentenceContext, start: int) -> bool:
    """The sentence has the speaker in it before the pet, and no one else's possessive, a relation who has it or
    he or she after the speaker; nor does it say the pet is not the speaker's (a cat named Miso who isn't mine)."""
    before = c.sent[:start]
    if not _EN_ME.search(before) or _EN_OTHERS_BEFORE.search(before) or _EN_RELATION_HAS.search(before):
        return False
    # he's my roommate and just adopted a hamster named …: someone else is a subject before it
    return not _EN_THIRD.search(before) and not _NOT_MINE.match(c.sent, start)


def pet_named_zh(m: re.Match[str], c: SentenceContext) -> None:
    if not _speakers_pet_zh(c, m.start()) or _TWO_OF_THEM.search(c.sent[:m.start()]):
        return  # 我哥…嫂子…俩人养了只柯基叫饺子: the two of them keep it
    animal = m.group("a")
    n = _pet_name(m.group("n"))
    if n:
        c.slot("relationship", "pets", f"{n}（{animal}）", "append")
        for x in _each_named(m.string[m.end():]):  # 一只叫可乐一只叫雪碧: each one named
            c.slot("relationship", "pets", f"{x}（{animal}）", "append")


_ZH_YOURS_BEFORE = re.compile("|".join(("你|您", PERSON_ZH.pattern, _KIN_ZH_ALT, L.ZH_RELATIONS2_ALT, "邻居|房东|隔壁|别人")))
_TWO_OF_THEM = re.compile(r"俩人|两人|他俩|她俩|他们|她们|夫妻俩|两口子")
_ZH_OTHERS_HOUSEHOLD = re.compile(rf"(?<![我们])家的?\s*(?:{_PET_ZH_ALT})")  # 楼下阿姨家的金毛: a household not the speaker's
_EN_OTHERS_PET = re.compile(rf"(?i)\b(?:{L.EN_RELATIONS_ALT}|your|his|her|their)\b(?:['’]s)?\s*$")
# the animal is gone (我的狗狗昨天走了，…它叫阿黄): what it was called is no pet of now
_PET_GONE = re.compile(rf"(?:{_PET_ZH_ALT}|(?i:{_PET_EN_ALT}))[^。！!？?]{{0,8}}?(?:走了|去世|死了|没了|丢了|不在了)"
                       rf"|(?i:\b(?:{_PET_EN_ALT})\b[^.!?]{{0,20}}?\b(?:died|passed away|passed|was put down))")


def _household_pet_zh(c: SentenceContext, start: int) -> bool:
    """An animal the speaker's own clause names without saying whose (猫叫可乐，狗叫雪碧 / 它是只英短): the speaker's
    when nobody else, and no 你, comes before it in the sentence as written, and the sentence does not say it is not
    theirs."""
    before = c.sent[:start]
    at = c.rec.text.find(c.sent[start:start + 6])
    # 堂弟…养了一条狗，狗叫黑子: his clause may be split off the user's; the sentence as written still has him
    written = re.split(r"[。！？!?\n]", c.rec.text[:at])[-1] if at >= 0 else before
    for text in (before, written):
        me = text.rfind("我")
        if _ZH_YOURS_BEFORE.search(text[me + 1:] if me >= 0 else text) or _EN_OTHERS_PET.search(text) \
                or _ZH_OTHERS_HOUSEHOLD.search(text):
            return False
    return not _NOT_MINE.match(c.sent, start)


def _last_pet_word(text: str) -> str | None:
    found = re.findall(rf"{_PET_ZH_ALT}|(?i:\b(?:{_PET_EN_ALT})\b)", text)
    return _animal(found[-1]) if found else None


def pet_bare_named_zh(m: re.Match[str], c: SentenceContext) -> None:
    """猫叫可乐，狗叫雪碧 / 猫主子橙子 / 它叫可乐，是只萨摩耶: a named animal of the speaker's household."""
    if not _household_pet_zh(c, m.start()):
        return
    if m.group("it"):
        at = c.rec.text.find(c.orig or c.sent)
        if _PET_GONE.search(c.rec.text[:at] if at >= 0 else "") or _PET_GONE.search(c.sent[:m.start()]):
            return
        animal = _breed_after(m.string[m.end():], "") or _last_pet_word(c.rec.text[:at] + c.sent[:m.start()] if at >= 0 else c.sent[:m.start()])
        raw = m.group("it")
    else:
        animal = _breed_after(m.string[m.end():], _animal(m.group("a") or ("猫" if m.group("own").startswith("猫") else "狗")))
        raw = m.group("n") or m.group("n3")
    if not animal:
        return
    for n in _pet_names(raw):
        if n not in L.ZH_PETS:
            c.slot("relationship", "pets", f"{n}（{animal}）", "append")


def _named_kind(c: SentenceContext, n: str, animal: str) -> None:
    """*n* 是只 *animal*: a name and what it is; a child or a relative (我家老大是…) or a pointing word is none."""
    if n in L.ZH_KIN or n in L.ZH_RELATIONS or n[0] in "这那哪我你他她" or PERSON_ZH.fullmatch(n):
        return
    name = _pet_name(n)
    if name:
        c.slot("relationship", "pets", f"{name}（{animal}）", "append")


def pet_it_kind_zh(m: re.Match[str], c: SentenceContext) -> None:
    """团团是只英短蓝猫 / 它是只英短: what the speaker's animal is, named when a name says it."""
    if not _household_pet_zh(c, m.start()):
        return
    animal, n = _animal(m.group("a")), m.group("n")
    if n == "它":
        c.slot("relationship", "pets", animal, "append")
    elif n not in L.ZH_PETS:
        _named_kind(c, n, animal)


def pet_is_kind_zh(m: re.Match[str], c: SentenceContext) -> None:
    """我家阿黄是条土狗 / 我们家 Luna 是只 golden retriever: a household's animal, named, and what it is."""
    animal, n = _animal(m.group("a")), m.group("n")
    if n in L.ZH_PETS or n.lower() in L.EN_PETS:
        c.slot("relationship", "pets", animal, "append")  # 我家狗子是只柯基: the kind, no name
    else:
        _named_kind(c, n, animal)


def pet_named_en(m: re.Match[str], c: SentenceContext) -> None:
    if not _speakers_pet_en(c, m.start()):
        return
    animal = (m.group("a") or m.group("a2")).lower()
    for n in (m.group("n"), m.group("n3"), m.group("n4")):
        if n and valid_en_item(clean_en(n), 2):
            c.slot("relationship", "pets", f"{clean_en(n)} ({animal})", "append")


_PET_ASIDE = (rf"(?P<n>{EN_NAME_WORD}|[{CJK}]{{2,3}})\s*[（(]\s*(?i:my|our|the|我的|我家的?)\s*(?:(?i:[a-z\-]+)\s+)??"
              rf"(?P<a>(?i:{_PET_EN_ALT})|{_PET_ZH_ALT})\s*[)）]")

RULES: list[Rule] = [
    # ---- family, friends, pets ----------------------------------------------------
    rule("kin_name_zh", "zh", tuple(L.ZH_KIN),
       rf"我(?:的|家)?(?:(?:好|最好的|最要好的|一个|一位)?)(?P<k>{_KIN_ZH_ALT})(?:(?:的名字)?(?:叫做|名叫|叫|是)|，)?(?P<n>{ZH_PERSON}){ZH_NAME_LOOK}"
       rf"|我有(?:一个|一位|个|两个|三个)?(?P<k2>{_KIN_ZH_ALT})(?:，|,)?(?:叫做|名叫|叫)(?P<n2>[{CJK}]{{2,4}})"
       rf"|(?:和|跟|与|陪)(?:我的?)?(?:好)?(?P<k3>朋友|好友|闺蜜|同学|同事|室友|发小)(?P<n3>{ZH_PERSON}){ZH_NAME_LOOK}",
       kin_name_zh),
    rule("kin_job_zh", "zh", tuple(L.ZH_KIN),
       rf"我(?:的)?(?P<k>{_KIN_ZH_ALT})(?P<n>{ZH_PERSON})?(?:现在|以前|也)?是(?:一名|一个|一位|个|名)?(?P<t>{ZH_JOB}){END_ZH}", kin_job_zh),
    rule("kin_age_zh", "zh", ("岁",), rf"我(?:的)?(?P<k>{_KIN_ZH_ALT})(?:{ZH_PERSON})?(?:今年|已经|才)?(?P<a>\d{{1,3}}|[一二两三四五六七八九十]{{1,3}})岁", kin_age_zh),
    rule("kin_en", "en", ("my ", "i have a"),
       rf"(?i:\bmy\s+(?P<k>{_KIN_EN_ALT})(?:'s\s+name\s+is|\s+is\s+called|\s+is\s+named|\s+named|\s+called|,)?)\s+(?P<n>(?!Is\b|Was\b|And\b){EN_NAME})(?=[\s,.!?;]|['’]s\b|$)"
       rf"|(?i:\bi\s+have\s+(?:a|an|one|two)\s+(?:younger\s+|older\s+|little\s+|big\s+)?(?P<k2>{_KIN_EN_ALT})\s+(?:named|called))\s+(?P<n2>{EN_NAME})",
       kin_name_en),
    rule("kin_desc_en", "en", ("my ",),
       rf"(?i:\bmy\s+(?P<k>{_KIN_EN_ALT})\s+(?:is|was)\s+(?:an?\s+)?)(?:(?P<t>{EN_JOB})|(?P<a>\d{{1,3}})(?:\s+years\s+old)?)(?=[\s,.!?;]|$)", kin_description_en),
    rule("pet_zh", "zh", (*L.ZH_PETS, *L.EN_PETS),
       rf"我(?:的|家的?|们家的?|养的|家那只|那只|那个|家那个)\s*(?P<a>{_PET_ZH_ALT}|(?i:{_PET_EN_ALT})(?![A-Za-z]))\s*(?:(?:名字叫|叫做|名叫|叫)\s*(?P<n>{_PET_NAME_RUN})"
       rf"|(?P<n2>[{CJK}]{{2}})(?=[是在也今昨很又好最这那就都还不每已被把刚超太特真，,。！!\s]|$))"
       rf"|我(?:家|们家)?(?:自己|已经|还|也|刚|刚刚|最近|又|新|现在|目前)*(?P<own>养了|有|领养了|收养了|捡了)(?:一只|一条|两只|三只|四只|几只|只|条|一个|[1-4]只)\s*"
       rf"(?P<mod>[^，,。！!？?\s的]{{1,4}}的)?\s*(?P<a2>{_PET_ZH_ALT}|(?i:{_PET_EN_ALT})s?)\s*了?\s*(?:，|,)?(?:(?:名字叫|叫做|名叫|叫)\s*(?P<n3>{_PET_NAME_RUN}))?", pet_zh),
    rule("pet_named_zh", "zh", ("叫",),
       rf"(?:一只|一条|一个|只|条)\s*(?:老|小|大|胖)?(?P<a>{_PET_ZH_ALT}|{_PET_EN_ALT})\s*了?\s*(?:，|,)?\s*(?:名字叫|叫做|名叫|叫)\s*(?P<n>{_PET_NAME_RUN})",
       pet_named_zh),
    rule("pet_is_kind_zh", "zh", (*L.ZH_PETS, *L.EN_PETS),
       rf"我(?:们)?家(?:的|那只|那条)?\s*(?P<n>[{CJK}]{{2,3}}|[A-Za-z][A-Za-z'’\-]{{1,14}})\s*(?:是|就是)(?:一|1)?[只条头]\s*(?:[^，,。！!？?\s的]{{1,4}}的)?\s*(?P<a>{_PET_ZH_ALT}|(?i:{_PET_EN_ALT}))(?![A-Za-z{CJK}])",
       pet_is_kind_zh),
    rule("pet_named_en", "en", ("named", "called", *L.EN_PETS),
       rf"(?i:\b(?:a|an|one)\s+(?:[a-z\-]+\s+){{0,3}}?(?P<a>{_PET_EN_ALT})\s+(?:named|called)\s+)(?P<n>{EN_NAME})(?=[\s,.!?;]|$)"
       rf"|(?i:\b(?:two|three|2|3)\s+(?P<a2>{_PET_EN_ALT})s?\s*(?:[,:(]|\s(?:named|called)\s)\s*)(?P<n3>{EN_NAME}|[{CJK}]{{2,3}})\s*(?:,|and|&)\s*(?P<n4>{EN_NAME}|[{CJK}]{{2,3}})(?![{CJK}])",
       pet_named_en),
    rule("pet_en", "en", tuple(L.EN_PETS),
       rf"(?i:\b(?:my|our)\s+(?:(?:[a-z]+-[a-z]+|old|new|little|baby|rescue|own|other)\s+)?(?P<a>{_PET_EN_ALT})(?:'s\s+name\s+is|\s+is\s+called|\s+is\s+named|\s+named|\s+called|,)?)\s+(?P<n>(?!Is\b|Was\b){EN_NAME})(?=[\s,.!?;]|$)"
       rf"|(?i:\b(?:i|we)\s+(?:just\s+|finally\s+|recently\s+|also\s+)?(?P<own>have|own|adopted|got)\s+(?:a|an|one|two|three)\s+(?:[a-z\-]+\s+){{0,2}}?(?P<a2>{_PET_EN_ALT})s?)(?:\s+(?i:named|called)\s+(?P<n2>{EN_NAME}))?", pet_en),
    rule("pet_bare_named_zh", "zh", ("叫", "主子"),
       rf"(?:^|(?<=[，,。！!\s]))(?:家里的?|我家的?|我们家的?)?(?P<a>{_PET_ZH_ALT}|(?i:{_PET_EN_ALT})(?![A-Za-z]))\s*(?:名字叫|叫做|名叫|叫)\s*(?P<n>{_PET_NAME_RUN})"
       rf"|(?P<own>猫主子|狗主子)\s*(?P<n3>[{CJK}]{{2}})(?=[是在也今昨很又好最这那就都还不每已被把刚超太特真饿，,。！!\s]|$)"
       rf"|(?:^|(?<=[，,。！!\s]))它(?:的名字)?(?:名字叫|叫做|名叫|叫)\s*(?P<it>{_PET_NAME_RUN})",
       pet_bare_named_zh),
    rule("pet_it_kind_zh", "zh", ("只", "条"),
       rf"(?:^|(?<=[，,。！!\s]))(?P<n>它|[{CJK}]{{2}}|[A-Za-z][A-Za-z'’\-]{{1,14}})\s*(?:是|就是)(?:一|1)?[只条头]\s*(?:[^，,。！!？?\s的]{{1,4}}的)?\s*"
       rf"(?P<a>{_PET_ZH_ALT}|(?i:{_PET_EN_ALT}))(?![A-Za-z])",
       pet_it_kind_zh),
    rule("pet_aside_en", "en", ("(my", "(our", "( my", "(the"), _PET_ASIDE, pet_aside),
    rule("pet_aside_zh", "zh", ("（我的", "(我的", "（我家", "(我家", "（my", "(my"), _PET_ASIDE, pet_aside),
]
