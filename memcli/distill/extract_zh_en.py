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

The rules live in :mod:`memcli.distill.rules`, one module per family of
slots; this module splits records into sentences, decides whose words they
are and runs the rules in a fixed order (later rules see what earlier ones
found: a habit is kept only when nothing more specific was).

Output: :class:`~memcli.distill.types.Candidate` objects — profile slot
operations (``set`` for single-value slots, ``append``/``remove`` for list
slots) and governed memories (agreement, emotion, identity, relationship,
fact), each with its source record, time, owner and importance.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from memcli.distill import lexicon as L
from memcli.distill.attributes import BY_ZH
from memcli.distill.corrections import CORRECTION_REACH, OPENING, corrected_part, correction, reread, split_at_corrections, starred
from memcli.distill.modality import NEGATION, PAST, PLAN, Mood, blocked, is_cue_word, is_question, is_retraction, sentence_mood, value_at
from memcli.distill.relative_dates import annotate
from memcli.distill.rules import chat, contact, family, frames_en, frames_zh, identity, life, tastes, work
from memcli.distill.rules.base import EMOJI, HAS_CJK, SENTENCE, Rule, SentenceContext, lang_of
from memcli.distill.types import Candidate, Rec
from memcli.distill.value_shape import as_student, fit, kind_of_like, other_owner

if TYPE_CHECKING:  # pragma: no cover
    from memcli.distill.people import PeopleContext

RULES: list[Rule] = [*identity.RULES, *work.RULES, *family.RULES, *tastes.RULES, *contact.RULES, *frames_zh.RULES, *frames_en.RULES, *chat.RULES, *life.RULES]
"""Every rule, in the order they run on a sentence."""


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


_CLAUSE = re.compile(r"[，,]")
# chat Chinese separates clauses with a space (我是湖南人 在深圳打工) or an emoji: both end a clause as a comma does
_ZH_SPACE_CLAUSE = re.compile(r"(?<=[\u4e00-\u9fff）」》])[ \u3000\t]+(?=[\u4e00-\u9fff（「《])")
_EMOJI_CHAR = re.compile(EMOJI)
_EMOJI_END = re.compile(rf"(?<=[\u4e00-\u9fff]){EMOJI}+\s*$")  # …当文员😂: the line ends there
_EMOJI_CLAUSE = re.compile(rf"(?<=[\u4e00-\u9fff]){EMOJI}+\s*(?=[\u4e00-\u9fff])")
# a user's line that opens with a verb, not a subject (在字节上班 / 刚入职美团 / 养了只猫): the speaker is the subject
_ZH_OPENS_WITH_VERB = re.compile(
    r"^(?:刚刚|刚|在|住在|住|做|当|养了|养|学的|学|读的|读|本科|研究生|硕士|博士|大学(?=是?在)|毕业于|毕业|老家|今年|现在在|现在|目前|"
    r"一直在|已经|最近在|最近|平时|每周|每天|周末|从小|来自|人在|去年|上个月|下个月|明年|跳槽|入职|转行|对(?!方|面|手)|最爱|最喜欢|喜欢|爱|讨厌|"
    r"以前|之前|终于|沉迷|迷上|自学|"
    r"最讨厌|会说|会|单身|坐标|土生土长|大专)"
)


_STARTERS = (
    "是", "在", "住", "今年", "也", "还", "又", "就", "都", "学", "毕业", "出生", "对", "会", "能", "喜欢", "爱", "讨厌",
    "不", "特别", "非常", "很", "最", "一直", "现在", "目前", "已经", "平时", "每天", "经常", "从小", "来自", "老家",
    "养了", "做", "当", "本科", "大学", "专业", "毕业于", "希望", "想", "打算", "计划", "准备", "决定", "目标",
)
_ATTR_START = re.compile("(?:" + "|".join(sorted(BY_ZH, key=len, reverse=True)) + ")(?:是|在|叫|有|[\\d一二三四五六七八九十])")
_NEW_ENTITY = re.compile(r"养了|有(?:一|两|三)?(?:个|只|位|条)|^叫|(?:" + L.ZH_PETS_ALT + "|" + "|".join(L.EN_PETS)
                         + ")s?(?:的名字)?\\s?叫")  # 我的猫叫Oreo / 我的cat叫Lucky，…
_SUBJECT = re.compile(f"我(?:的|家)?(?:{'|'.join(sorted(set(L.ZH_KIN) | set(L.ZH_RELATIONS), key=len, reverse=True))})|我们|我")


# he or she as a clause's subject: its first word, or after a verb of saying (对方说他…), not an object (新郎是她的师兄)
_HE_OR_SHE_FIRST = re.compile(r"^(?:[^我，,]{0,4}?说)?([他她])(?!们)")


def carry_subject(sent: str, *, pronouns: bool = False) -> str:
    """Give subject-less Chinese clauses the subject of the clause before.

    "我妈妈叫王芳，是一名老师" → "我妈妈叫王芳，我妈妈是一名老师"; "我是工程师，
    在星河科技工作" → "…，我在星河科技工作". Clauses with their own subject
    (你/他/她/another person) reset it, so nothing is attributed to the user
    that another person did. With *pronouns* (the clauses left to the user once
    other people's are taken out), a 他 or 她 that opens a clause is carried too.
    """
    clauses = _CLAUSE.split(sent)
    if len(clauses) < 2:
        return sent
    from memcli.distill.people import opens_with_name

    out: list[str] = []
    subject: str | None = None
    for clause in clauses:
        stripped = clause.lstrip()
        m = _SUBJECT.search(stripped[:8])
        if m and m.start() > 0 and stripped[m.start() - 1] in "比跟和给对让叫帮陪被把":
            m = None  # 比我大六岁 / 帮我…: 我 is an object there, the clause's subject is someone else's
        other = re.match(r"^[^我]{0,4}?(?:[你他她它]|对方)", stripped)
        if m and m.group(0) == "我" and _EN_RELATION_WORD.match(stripped[m.end():].lstrip()):
            subject = None  # 我 boyfriend / 我 cousin Ethan: the clause is about them
            out.append(clause)
        elif m and not (other and other.start() < m.start()):
            subject = m.group(0)
            out.append(clause)
        elif other or opens_with_name(stripped) or _ZH_OPENS_WITH_RELATION.match(stripped) and "我" not in stripped:
            # 他… / 乐乐今年三岁 / 室友是… (not 朋友都叫我…): the clause has a subject of its own, whom the next ones are about; he or she stays
            # their subject (对方说他是做金融的，在陆家嘴上班 → 他在陆家嘴上班), so that no rule reads them as the user's
            subject = he_or_she.group(1) if pronouns and other and (he_or_she := _HE_OR_SHE_FIRST.match(stripped)) else None
            out.append(clause)
        elif subject and (stripped.startswith(_STARTERS) or _ZH_CARRIED.match(stripped) or re.match(r"\d{4}\s*年", stripped)):
            out.append(subject + stripped)
        elif subject and _ATTR_START.match(stripped):
            out.append(subject + "的" + stripped)  # 我在星火文化做插画师，公司在成都 → 我的公司在成都
        else:
            out.append(clause)
        if _NEW_ENTITY.search(stripped):
            subject = None  # "我养了一只猫，叫豆豆，已经五岁了": what follows is about the cat
    return "，".join(out)


# what a later clause may open with and still be the same speaker's (a time word alone may start someone else's)
_ZH_CARRIED = re.compile(r"^(?:刚刚|刚|终于|养了|跳槽|入职|转行|人在|坐标|最爱|最喜欢|最讨厌|会说|学的|读的|学|读|"
                         r"(?:去年|前年|今年|上个?月|上周)(?:底|初)?(?=跳槽|入职|换|搬|回|开始|转行|毕业|结婚)|"
                         r"来(?=[\u4e00-\u9fff]{2,6}?(?:已经|都|快)?[一二三四五六七八九十几两\d]+多?年)|[\u4e00-\u9fff]{2,6}专业(?=[，,]|$))")


# a Latin word inside Chinese text followed by a space and Chinese (读的LSE 学经济): the space ends the clause too
_LATIN_IN_ZH_CLAUSE = re.compile(r"(?<=[\u4e00-\u9fff])([A-Za-z0-9](?:[A-Za-z0-9.&+\-]| (?=[A-Za-z0-9])){0,30})[ \t]+(?=[\u4e00-\u9fff])")


# an own line that opens with a relation noun (闺蜜小鱼在招行上班 / 前男友在百度) speaks of the speaker's relation;
# one that opens with an attribute noun and its copula (小名叫豆豆) of the speaker's attribute
_ZH_OPENS_WITH_RELATION = re.compile(
    "^(?:" + L.ZH_RELATIONS2_ALT + ")(?![，,\\s])")
_ZH_OPENS_WITH_ATTR = re.compile(r"^(?:小名|昵称|外号|网名|英文名|生日|星座|血型)(?:是|叫)")


# 我 with words between it and its verb that say nothing of the fact (我自己是做会计的, 我还在武汉读研, 我现在还在成都住):
# the rules read 我 next to its verb. 现在 / 目前 stay, as one word (they say which of two states is the current one);
# words of time past (以前, 曾经) and of negation are no part of the run and stay where they are
_ZH_SELF = re.compile(r"(?:(?<=^)|(?<=[，,。！!？?；;\s]))(?:我本人|本人|我自己|(?:我呢|我嘛|我的话|我啊|我？|我\?)[，,\s]*)(?=[\u4e00-\u9fff])")
_ZH_IDLE_ADVERBS = re.compile(r"我((?:现在|目前|还是|还|也|一直|仍然|依然|都|其实|自己|本人|一个人|本来就|本来|就)+)(?=在|是|做|当|住|读|学|养)")
# a conjunction that may open a clause before its verb (虽然现在在成都住了五年了)
_ZH_CONJ = re.compile(r"^(?:虽然|但是|但|不过|可是|而且|所以|因为|然后|后来|结果)")
# a relation in English inside a Chinese clause (我 boyfriend 是 French，住 Lyon: his city, not mine)
_EN_RELATION_WORD = re.compile("(?i:\\b(?:" + L.EN_RELATIONS_ALT + ")s?\\b)")
# someone other than the speaker in a clause: whom the clauses after it may be about
_ZH_OTHER_PERSON = re.compile("[你他她它]|对方|别人|人家|" + L.ZH_RELATIONS2_ALT + "|[妈爸哥姐弟妹]|" + _EN_RELATION_WORD.pattern)


def _idle_adverbs(m: re.Match[str]) -> str:
    run = m.group(1)
    return "我" + ("现在" if "现在" in run else "目前" if "目前" in run else "")


def _own_clauses_zh(text: str) -> str:
    """In the speaker's own sentence a clause that opens with a verb after a clause of theirs (本人男，30，在长沙做牙医 /
    我叫林晓棠，大家都叫我糖糖，在一家广告公司做文案) has the speaker as subject: Chinese drops a subject that stays
    the same. Someone else brought in (一个同学 / 她 / 我们), or a pet or thing named (我家狗子叫馒头，今年八岁了), ends that; a
    sentence with no clause of the speaker's (不是字节，是美团，做算法的: a reply about someone) carries nothing."""
    if "我" not in text:
        return text  # no clause of the speaker's: nothing to carry (and most sentences cost one test)
    parts = _CLAUSE.split(text)
    if len(parts) < 2:
        return text
    from memcli.distill.people import opens_with_name

    def someone_else(head: str) -> bool:
        return bool(_ZH_OTHER_PERSON.search(head.removeprefix("我")) or opens_with_name(head) or _NEW_ENTITY.search(head))

    out: list[str] = []
    mine = False
    for part in parts:
        head = part.lstrip()
        if head.startswith("我"):
            mine = not head.startswith(("我们", "我家")) and not someone_else(head)
        elif mine:
            conj = _ZH_CONJ.match(head)
            body = head[conj.end():] if conj else head
            if len(body) >= 3 and _ZH_OPENS_WITH_VERB.match(body) and not body.startswith(("你", "他", "她")):
                part = head = head[: len(head) - len(body)] + "我" + body
            mine = not someone_else(head)
        out.append(part)
    return "，".join(out)


def clauses_zh(sent: str, own_line: bool) -> str:
    """Spaces and emoji between Chinese clauses become commas; an own line that opens with a verb gets its subject 我,
    and so do its later clauses that open with one while the speaker stays their subject."""
    out = _EMOJI_CLAUSE.sub("，", _ZH_SPACE_CLAUSE.sub("，", sent))
    if _EMOJI_CHAR.match(out.rstrip()[-1:]):  # only a line that ends in an emoji can lose one there
        out = _EMOJI_END.sub("", out)
    out = _LATIN_IN_ZH_CLAUSE.sub(r"\1，", out)
    if own_line:
        if "我" in out or "本人" in out:
            out = _ZH_IDLE_ADVERBS.sub(_idle_adverbs, _ZH_SELF.sub("我", out))
        head = out.lstrip()
        if _ZH_OPENS_WITH_VERB.match(head) and not head.startswith(("我", "你", "他", "她")):
            out = "我" + head
        elif _ZH_OPENS_WITH_RELATION.match(head):
            out = "我" + head
        elif _ZH_OPENS_WITH_ATTR.match(head):
            out = "我的" + head
        out = _own_clauses_zh(out)
    return out


# chat English writes the first person in lower case and without apostrophes (im a nurse, i've, ive been): the rules read "I"
_EN_I = re.compile(r"(?<![\w'’])(?:i(?=['’](?:m|ve|d|ll)\b)|i(?=\s)|(?:i|I)m(?=\s+(?:a|an|the|at|in|from|so|not|still|now|allergic|vegan|vegetarian|married|single|\d))|(?:i|I)ve(?=\s+(?:been|got|had|a|an|two|three|\d)))(?![\w])")


# an own English line that opens with a verb, not a subject (been with X 3 yrs / joined a startup / learning korean)
_EN_DROP_BEEN = re.compile(r"^(?:been|Been)\b")
# a bare predicate (celiac so no bread / big into knitting / type 1 diabetic since 12): I'm
_EN_DROP_BE = re.compile(r"(?i)^(?:(?:type\s+[12]\s+)?diabetic|celiac|coeliac|asthmatic|lactose\s+intolerant|vegan|vegetarian|pescatarian|"
                         r"(?:big|really|super|so)\s+into|obsessed\s+with|allergic\s+to)\b")
# an own line that opens with a relation noun and a name: my <relation>
_EN_DROP_REL = re.compile(
    r"^(?:" + "|".join(sorted((re.escape(k) for k in L.EN_RELATIONS if " " not in k), key=len, reverse=True)) + r")\s+[A-Z][a-z]+\b")
# a possessive without its owner (name's Marcus / bday's in may): my
_EN_DROP_MY = re.compile(r"(?i)^(?:name|bday|birthday|hometown|email|number)['’]s\b")
_EN_DROP_ING = re.compile(r"^(?:[Ss]till\s+|[Cc]urrently\s+|[Nn]ow\s+)?(?:learning|living|working|studying|rereading|reading|training|turning|moving|doing|teaching|running|raising)\b")
_EN_DROP_PAST = re.compile(r"^(?:[Jj]ust\s+|[Ff]inally\s+|[Aa]lso\s+)?(?:got|finished|did(?=\s+(?:my|a|an)\b)|joined|moved|started|adopted|booked|bought|graduated|married|quit|switched|grew|studied|majored|work|live|play|speak|teach|study|have|love|hate)\b")


# my dad's allergic / my roommate's a cook: the 's of a relation noun before a predicate is "is"
_EN_KIN_IS = re.compile(
    r"(?i)\b(my\s+(?:" + "|".join(sorted((re.escape(k) for k in L.EN_RELATIONS), key=len, reverse=True))
    + r"))['’]s\s+(?=(?:a|an|allergic|from|in|at|married|vegan|vegetarian|\d+|now|still|also|really|super|so|the\s+\w+est)\b)")


def first_person_en(sent: str) -> str:
    """i → I, im → I'm, ive → I've (only before words that make it the pronoun); my dad's allergic → my dad is allergic."""
    sent = _EN_KIN_IS.sub(r"\1 is ", sent)
    return _EN_I.sub(lambda m: {"i": "I", "im": "I'm", "Im": "I'm", "ive": "I've", "Ive": "I've"}[m.group(0)], sent)


def subject_en(sent: str) -> str:
    """An own line that opens with a verb has the speaker as subject: been → I've been, learning → I'm learning."""
    head = sent.lstrip()
    if _EN_DROP_REL.match(head):
        return "my " + head  # coworker Dana just got a corgi → my coworker Dana …
    if _EN_DROP_BEEN.match(head):
        return "I've " + head[0].lower() + head[1:]
    if _EN_DROP_BE.match(head):
        return "I'm " + head[0].lower() + head[1:]
    if _EN_DROP_MY.match(head):
        head = re.sub(r"(?i)^bday", "birthday", head)
        return "my " + head[0].lower() + head[1:]
    if _EN_DROP_ING.match(head):
        return "I'm " + head[0].lower() + head[1:]
    if _EN_DROP_PAST.match(head):
        return "I " + head[0].lower() + head[1:]
    # the same inside the sentence, after "but": …, but living in denver these days
    return _EN_BUT_ING.sub(lambda m: m.group(1) + "I'm " + m.group(2), sent)


_EN_BUT_ING = re.compile(r"(\bbut\s+)(?!I\b)(living|working|studying|based)\b")


def split_sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE.findall(text) if s.strip()]


_ALL_TRIGGERS: dict[str, re.Pattern[str]] = {
    lang: re.compile("|".join(re.escape(t) for t in sorted({t for r in RULES if r.lang == lang for t in r.triggers}, key=len, reverse=True)))
    for lang in ("zh", "en")
}


# a message that says it is forwarded, at its start
_FORWARDED = re.compile(r"^\s*(?:【\s*转发?\s*】|\[\s*转发?\s*\]|转发\s*[:：]|转自|(?i:fwd?|fw)\s*:|(?i:-*\s*forwarded message\b))")


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
    if _FORWARDED.match(text):
        return []  # 转发：… / Fwd: …: a forwarded message is someone else's words, whoever pastes it
    own = rec.own
    low_text = text.lower()
    cjk = bool(HAS_CJK.search(text))
    has_en = not cjk or bool(re.search(r"[A-Za-z]{2}", text))
    zh_hit = cjk and _ALL_TRIGGERS["zh"].search(low_text) is not None
    if cjk and not zh_hit and own in ("user", "person"):
        zh_hit = any(_ALL_TRIGGERS["zh"].search(clauses_zh(s, True).lower()) for s in split_sentences(text))
    en_hit = has_en and _ALL_TRIGGERS["en"].search(low_text) is not None
    if has_en and not en_hit and own in ("user", "person"):
        en_hit = any(_ALL_TRIGGERS["en"].search(subject_en(first_person_en(s)).lower()) for s in split_sentences(text))
    mentions = own == "user" and people is not None and might_mention(text, people)
    if own == "user" and people is not None and not mentions and has_en:
        mentions = any(might_mention(subject_en(s), people) for s in split_sentences(text))  # coworker Dana … → my coworker
    if not (zh_hit or en_hit or custom or mentions):
        return []
    if people is not None:
        people.last = None
    def read(orig: str) -> list[Candidate]:
        lang = lang_of(orig)
        sent = clauses_zh(orig, own in ("user", "person")) if lang == "zh" else orig
        if own in ("user", "person") and re.search(r"(?<![\w'’])(?:i|im|Im|ive|Ive)(?![\w])|['’]s\s", sent):
            sent = first_person_en(sent)
        said = orig if sent != orig else None
        if own in ("user", "person") and lang == "en":
            opened = subject_en(sent)
            if opened != sent and "?" not in orig:
                said = None  # "did my undergrad at …" opens like a question; with its subject it is a statement
            sent = opened
        if own == "person":
            found = _sentence_candidates(rec, sent, lang, True, zh_hit, en_hit, None, orig=said, about_person=True)
            return as_person_facts(found, rec.speaker, None)
        if mentions and people is not None:
            return _about_people(rec, sent, lang, people, custom, said=said)
        return _sentence_candidates(rec, sent, lang, own == "user", zh_hit, en_hit, custom, orig=said)

    out: list[Candidate] = []
    before = 0  # where the previous sentence's candidates start: a retraction (jk / 开玩笑的) takes them back
    previous: str | None = None  # that sentence, which a correction (wait no, 29 / 说错了，是…) reads again
    # the last sentence that gave facts and where they start: a correction after a sentence that gave none
    # corrects it (I'm 52 and took up the cello. my teacher is 24 lmao / 53*: the age)
    stated: tuple[str, int] | None = None
    for orig in split_at_corrections(split_sentences(text)):
        if is_retraction(orig):
            del out[before:]
            previous = stated = None
            continue
        rest = correction(orig)
        if rest is not None and previous is not None:
            if len(out) == before and stated is not None:
                previous, before = stated
            taken = out[before:]
            del out[before:]
            out.extend(reread(previous, rest, taken, read))
            previous = stated = None
            continue
        if rest is not None:  # correction: I said I'm from Leeds, I'm actually from Sheffield — what follows "actually"
            orig = corrected_part(orig)
        before = len(out)
        previous = orig
        out.extend(read(orig))
        if len(out) > before:
            stated = (orig, before)
    if topics is not None:
        out = [c for c in out if c.type not in ("profile",) or c.topic in topics]
    return _dedupe(out)


def _about_people(rec: Rec, orig: str, lang: str, people: PeopleContext, custom: list[CustomSlot] | None,
                  said: str | None = None) -> list[Candidate]:
    """One sentence of the user's: clauses about other people go to them, the rest stays the user's.

    *orig* is the sentence with its clauses marked; *said*, when different, the sentence as written.
    """
    from memcli.distill.people import as_person_facts, mentioned_en, mentioned_zh, person_fact, split_en, split_zh

    out: list[Candidate] = []
    if lang == "zh" and _mostly_latin(orig):
        lang = "en"  # My boyfriend Chen Mo (陈默) is a dentist: an English sentence with a name in Chinese
    if lang == "zh":
        user_part, clauses = split_zh(carry_subject(orig), people)
    else:
        user_part, clauses = split_en(orig, people)
    mood = sentence_mood(orig)
    for pc in clauses:
        if pc.mention.name and is_cue_word(pc.mention.name):
            pc.mention.name = None  # 我舅舅曾经…: 曾经 says when, it names nobody
        found = _sentence_candidates(rec, pc.text, pc.lang, True, True, True, None, orig=said or orig, about_person=True)
        facts = as_person_facts(found, pc.mention.name, pc.mention.relation)
        names: list[Candidate] = []
        if pc.mention.name and pc.mention.name.casefold() in orig.casefold():
            # only a sentence that says the name is a source of it (我妈 resolved to 王芳 through an earlier
            # record is not: forgetting that record must take the name with it)
            names.append(person_fact(rec, "name", pc.mention.name, pc.mention.name, pc.mention.relation, lang))
        if pc.alias and pc.mention.name:
            names.append(person_fact(rec, "name", pc.alias, pc.mention.name, pc.mention.relation, lang))
        # a name is presupposed even by a question (你见过我妹妹小雨吗); a wish or someone else's words do not name anyone
        facts.extend(n for n in names if not _unasserted_name(n, orig, mood))
        if not any(f.sub_topic not in ("name", "events") for f in facts):
            facts.append(person_fact(rec, "events", _dated(rec, said or orig), pc.mention.name, pc.mention.relation, lang))
        out.extend(facts)
    if user_part.strip():
        if not clauses:
            for m in (mentioned_zh(orig, people) if lang == "zh" else mentioned_en(orig, people)):
                out.append(person_fact(rec, "events", _dated(rec, said or orig), m.name, m.relation, lang))
        zh = bool(HAS_CJK.search(user_part))
        out.extend(_sentence_candidates(rec, user_part, lang, True, zh, not zh or bool(re.search(r"[A-Za-z]{2}", user_part)),
                                        custom, orig=(said or orig) if user_part == orig else None))
    return out


def _unasserted_name(c: Candidate, orig: str, mood: Mood) -> bool:
    """A name is said by a wish, a joke, someone else's words or a hedge before it (我男朋友好像叫…); a negation, a
    plan or a past state is about the person, whose name stands (My neighbour Tom is not a dentist anymore)."""
    at = orig.casefold().find(c.content.casefold())
    why = blocked(c, orig, at if at >= 0 else len(orig), mood, False, at_orig=at if at >= 0 else None)
    return why is not None and why not in (NEGATION, PLAN, PAST)


def _mostly_latin(text: str) -> bool:
    cjk = len(HAS_CJK.findall(text))
    return cjk * 3 < sum(1 for ch in text if ch.isalpha()) - cjk and bool(re.match(r"\s*[A-Za-z]", text))


def _dated(rec: Rec, sentence: str) -> str:
    text = annotate(sentence.strip().rstrip("，,。.!！"), rec.when)
    return text if re.search(r"\d{4}", text) else f"{rec.when.date().isoformat()}: {text}"


def _sentence_candidates(rec: Rec, text: str, lang: str, user: bool, zh_hit: bool, en_hit: bool,
                         custom: list[CustomSlot] | None, *, orig: str | None = None,
                         about_person: bool = False) -> list[Candidate]:
    """Run the rules over one sentence; *user*: the speaker's own first-person rules apply.

    *orig* is the sentence as written, when *text* is a rewriting of it
    (memories and dated events quote the original); *about_person*: the
    sentence is someone else's, rewritten in the first person, and what it
    gives becomes facts about them.
    """
    sent = carry_subject(text, pronouns=True) if lang == "zh" else text
    low = sent.lower()
    ctx = SentenceContext(rec, sent, low, lang, orig or text, about_person=about_person)
    question = is_question(orig if orig else sent)  # a clause cut out of a sentence asks what the sentence asks
    spans: list[tuple[int, int]] = []  # the rule match each candidate came from
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
            spans.extend([(m.start(), m.end())] * (len(ctx.out) - len(spans)))
            if rule.questions:
                break  # one sentence-level memory per rule is enough
    if custom and user and not question and (("我" in sent) or re.search(r"(?i)\b(?:i|my|me|i'm|i've)\b", sent)):
        for cs in custom:
            if any(t in low for t in cs.terms):
                ctx.slot(cs.topic, cs.sub_topic, annotate(sent.strip(), rec.when), "append", importance=60)
    if user and not question and _JOB_CHANGE.search(sent):
        _job_change(ctx)
    return _asserted(ctx.out, spans, sent, orig or text, question, rec.text, named=rec.speaker is not None)


# 我 as the object of a causative verb or of a degree complement: what follows is made to happen, not asserted
_CAUSED = re.compile(r"(?:得|让|叫|逼|催|劝|逼着|使|令|害|要求|鼓励|建议|求|非要|非让|硬要|硬逼)我(?!们)")


def _asserted(found: list[Candidate], spans: list[tuple[int, int]], sent: str, orig: str, question: bool,
              record: str = "", *, named: bool = False) -> list[Candidate]:
    """The candidates the sentence asserts (:mod:`memcli.distill.modality`): not hedged, wished, denied, asked, reported."""
    if not found:
        return found
    mood = sentence_mood(orig)
    out: list[Candidate] = []
    for i, c in enumerate(found):
        lo, hi = spans[i] if i < len(spans) else (0, len(sent))
        if c.type in ("profile", "person") and _CAUSED.search(sent, max(0, lo - 4), lo + 1):
            continue  # 催得我想跑路 / 我妈让我学钢琴: the 我 of the match is someone's object, the will is theirs
        at, end = value_at(sent, c.content, lo, hi)
        o = _nearest(orig.casefold(), c.content.casefold(), at)
        if blocked(c, sent, at, mood, question, end=end, since=lo, at_orig=o if o >= 0 else None) is not None:
            continue
        if other_owner(c, sent, at):
            continue  # the clause is about someone else (I'm a teacher, my husband is a lawyer)
        if kind_of_like(c, orig, record, _BEFORE.get(), named=named) is None:
            continue  # a person's name liked, with nothing of theirs the user listens to or reads: not a hobby
        value = fit(c, sent, at)
        if value is None:
            continue
        cut = sent.find(value, at) if value != c.content and at >= 0 else -1
        if cut > at and other_owner(c, sent, cut):
            continue  # the value was cut out of a longer run whose head is its owner (我们家乐乐对鸡蛋过敏 → 鸡蛋)
        c.content = value
        out.append(c)
    return as_student(out)


def _nearest(text: str, value: str, near: int) -> int:
    """Where *value* stands in *text*, the occurrence nearest to *near* (我不是老师啊 … 大家老以为我是老师: the second
    one is the value the rule read, in a rewriting whose offsets differ only by what it added); -1 when absent."""
    best, i = -1, text.find(value) if value else -1
    while i >= 0:  # str.find, not a pattern per value: one would crowd the re module's cache of compiled patterns
        if best < 0 or abs(i - near) < abs(best - near):
            best = i
        i = text.find(value, i + 1)
    return best


# the three messages before the one being read, in the same conversation, the nearest last: a like said as an echo
# (我也超爱X, after 我孙子最爱吃X two messages up) or as an answer (推荐几本书呗 … 我最爱金庸) takes its kind from them
_BEFORE: ContextVar[tuple[str, ...]] = ContextVar("messages_before", default=())


_JOB_CHANGE = re.compile(r"换工作|换了(?:新)?工作|跳槽|辞职|离职|入职|新工作|(?i:\bnew\s+job\b|\bquit\s+my\s+job\b|\bjoined\b|\bswitched\s+jobs\b|\bchanged\s+jobs\b)")


def _job_change(ctx: SentenceContext) -> None:
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
    last: tuple[Rec, int] | None = None  # the previous record and where its candidates start
    before: list[Rec] = []  # the messages before this one, whoever said them, the nearest last
    # each speaker's last record, what it gave and its position: a correction may follow a reply
    # (我今年26 / 26岁，正是好年纪！ / 等下说错了，是27)
    said: dict[tuple[str | None, str, str | None], tuple[Rec, list[Candidate], int]] = {}
    for at, rec in enumerate(recs):
        key = (rec.speaker, rec.role, rec.session)
        if last is not None and is_retraction(rec.text) and (last[0].speaker, last[0].role, last[0].session) == key:
            del out[last[1]:]  # "I'm a sushi chef." / "jk": the next message takes it back
            last = None
            said.pop(key, None)
            before.append(rec)
            continue
        earlier = said.pop(key, None)
        fixing = starred(rec.text) if earlier is not None else rec.text
        if earlier is not None and at - earlier[2] <= CORRECTION_REACH and OPENING.match(fixing):
            # "I live in Boston" / "sorry, I meant Cambridge": the earlier message is read again with its correction
            gone = {id(c) for c in earlier[1]}
            out[:] = [c for c in out if id(c) not in gone]
            corrected = extract_record(replace(earlier[0], text=f"{earlier[0].text}\n{fixing}"), topics=topics,
                                       custom=custom, people=people)
            for c in corrected:
                c.record_ids = sorted({*c.record_ids, rec.id})
            out.extend(corrected)
            said[key] = (rec, corrected, at)
            last = None
            before.append(rec)
            continue
        last = (rec, len(out))
        before = [r for r in before if r.session == rec.session][-3:]
        token = _BEFORE.set(tuple(r.text for r in before))
        try:
            found = extract_record(rec, topics=topics, custom=custom, people=people)
        finally:
            _BEFORE.reset(token)
        before.append(rec)
        out.extend(found)
        said[key] = (rec, found, at)
    return out
