"""The people in the user's life, distilled offline (``mem people``).

Two ways a fact about another person arises:

* **The user talks about them.** A clause whose subject is a person — by
  relation (我表弟…, 我的上司…, 表姐…, my boss…, my cousin Amy…), by a name
  already known for this user (赵雅琳今年…), or by 他/她/he/she right after
  such a mention in the same record — is taken out of what the user's own
  rules see and rewritten into the first person (我表弟李浩在武汉大学读计算机 →
  我在武汉大学读计算机; my boss Mark is 52 and he lives in Leeds → I am 52
  and I live in Leeds). The user's own rules then run on it, and what they
  find becomes that person's attributes (school, major, age, residence …).
  A Chinese clause without a subject continues the person of the clause
  before it (赵雅琳今年四十五岁，只有高中学历). Other sentences that mention a
  person by relation (我和表弟去吃了火锅) are kept as dated events with them.
* **They speak in a chat** (a group member who is not the user, see
  :mod:`memcli.distill.owners`): their own first-person facts become theirs.

This module finds such facts; :mod:`memcli.distill.people_index` writes them
to the store's people index and reads it back. Each fact keeps its source
records and time. A single-valued attribute (age, job,
workplace, residence, …) keeps its newest value, older ones as history;
list attributes (likes, allergies, events, …) collect items.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from memcli.distill import lexicon as L
from memcli.distill.modality import zh_words
from memcli.distill.people_attrs import ATTR_ORDER, CJK, SINGLE_ATTRS, canon_relation_en, canon_relation_zh
from memcli.distill.rules.base import EN_NAME_WORD
from memcli.distill.types import Candidate, Rec

# every attribute of a person, as a card or a recalled fact shows it: (中文, English)
ATTR_LABELS: dict[str, tuple[str, str]] = {
    "name": ("名字", "name"), "age": ("年龄", "age"), "birthday": ("生日", "birthday"), "gender": ("性别", "gender"),
    "job": ("职业", "job"), "workplace": ("工作单位", "employer"), "work_location": ("工作地点", "works in"),
    "industry": ("行业", "industry"), "school": ("学校", "school"), "major": ("专业", "major"),
    "education": ("学历", "education"), "hometown": ("家乡", "hometown"), "residence": ("住在", "lives in"),
    "height": ("身高", "height"), "weight": ("体重", "weight"), "email": ("邮箱", "email"), "phone": ("电话", "phone"),
    "languages": ("语言", "languages"), "likes": ("喜欢", "likes"), "instruments": ("乐器", "instruments"),
    "dislikes": ("不喜欢", "dislikes"), "allergies": ("过敏", "allergies"), "health": ("健康", "health"),
    "diet": ("饮食", "diet"), "pets": ("宠物", "pets"), "goals": ("目标", "goals"), "plans": ("计划", "plans"),
    "belongings": ("物品", "belongings"), "places": ("地方", "places"), "nickname": ("昵称", "nickname"),
    "events": ("经历", "events"),
}

_PROFILE_TO_ATTR: dict[tuple[str, str], str] = {
    ("basic_info", "name"): "name", ("basic_info", "nickname"): "nickname", ("basic_info", "age"): "age",
    ("basic_info", "birthday"): "birthday", ("basic_info", "gender"): "gender", ("basic_info", "hometown"): "hometown",
    ("basic_info", "location"): "residence", ("basic_info", "languages"): "languages",
    ("basic_info", "height"): "height", ("basic_info", "weight"): "weight",
    ("work", "title"): "job", ("work", "company"): "workplace", ("work", "location"): "work_location",
    ("work", "industry"): "industry",
    ("education", "school"): "school", ("education", "major"): "major", ("education", "degree"): "education",
    ("contact", "email"): "email", ("contact", "phone"): "phone",
    ("preference", "dislikes"): "dislikes",
    ("health", "allergies"): "allergies", ("health", "conditions"): "health", ("health", "diet"): "diet",
    ("life_event", "goals"): "goals", ("life_event", "plans"): "plans",
    ("relationship", "pets"): "pets", ("interest", "instruments"): "instruments",
}


def attr_of(topic: str | None, sub: str | None) -> str | None:
    """The person attribute a user-profile slot corresponds to (None: no such attribute)."""
    t, s = topic or "", sub or ""
    if (t, s) in _PROFILE_TO_ATTR:
        return _PROFILE_TO_ATTR[(t, s)]
    if t == "interest":
        return "likes"
    if t in ("belongings", "places"):
        return t
    if t == "life_event":
        return "events"
    return None


# which relations a 他/he or a 她/she can refer to: the relation word says the person's sex, when it does
_FEMALE = frozenset("妈妈 母亲 姐姐 妹妹 奶奶 外婆 姥姥 大姨 小姨 姨妈 姑姑 姑妈 舅妈 婶婶 伯母 阿姨 老婆 妻子 媳妇 女朋友 女儿 闺蜜 "
                    "小姑子 大姑子 小姨子 大姨子 "
                    "嫂子 婆婆 岳母 表姐 表妹 堂姐 堂妹 干妈 继母 弟媳 儿媳 外孙女 孙女 侄女 外甥女 未婚妻 前女友 "
                    "mother mom mum sister grandmother grandma aunt wife girlfriend daughter niece granddaughter "
                    "stepmother fiancee".split())
_MALE = frozenset("爸爸 父亲 哥哥 弟弟 爷爷 外公 姥爷 舅舅 叔叔 伯伯 姑父 姨父 老公 丈夫 男朋友 儿子 姐夫 妹夫 公公 岳父 "
                  "小叔子 大伯子 小舅子 大舅子 连襟 "
                  "表哥 表弟 堂哥 堂弟 干爹 继父 女婿 孙子 外孙 侄子 外甥 未婚夫 前男友 "
                  "father dad brother grandfather grandpa uncle husband boyfriend son nephew grandson stepfather "
                  "fiance".split())


def agrees(pronoun: str, m: Mention) -> bool:
    """Can *pronoun* (他 / 她 / he / she) refer to *m*? Not to someone whose relation word says the other sex."""
    rel = (m.relation or "").casefold()
    if pronoun.casefold() in ("他", "he"):
        return rel not in _FEMALE
    if pronoun.casefold() in ("她", "she"):
        return rel not in _MALE
    return True


def as_person_facts(cands: Iterable[Candidate], name: str | None, relation: str | None) -> list[Candidate]:
    """Profile candidates found in someone else's first-person words → facts about that person."""
    out: list[Candidate] = []
    for c in cands:
        if c.type != "profile" or c.op in ("remove", "clear"):
            continue
        attr = attr_of(c.topic, c.sub_topic)
        if attr is None:
            continue
        if attr == "industry" and (c.content in L.ZH_INSTITUTIONS or c.content.endswith(("公司", "机构"))):
            attr = "workplace"  # 我姐在一家银行上班: where she works (a sector such as 金融 stays her industry)
        out.append(Candidate(type="person", content=c.content, record_ids=list(c.record_ids), occurred_ts=c.occurred_ts,
                             occurred_at=c.occurred_at, topic="person", sub_topic=attr, op="set", owner="person",
                             importance=c.importance, lang=c.lang, person=name, relation=relation))
    return out


def person_fact(rec: Rec, attr: str, value: str, name: str | None, relation: str | None, lang: str) -> Candidate:
    return Candidate(type="person", content=value, record_ids=[rec.id], occurred_ts=rec.occurred_ts,
                     occurred_at=rec.occurred_at, topic="person", sub_topic=attr, op="set", owner="person",
                     importance=60, lang=lang, person=name, relation=relation)


# --- mentions -------------------------------------------------------------------------


@dataclass
class Mention:
    name: str | None
    relation: str | None


class PeopleContext:
    """Who has been mentioned so far in one buffer, so 赵雅琳… / 她… / she… can be followed."""

    def __init__(self, known: Iterable[tuple[str | None, str | None]] = ()) -> None:
        self.by_name: dict[str, Mention] = {}
        self.by_relation: dict[str, Mention] = {}
        self.last: Mention | None = None
        for name, relation in known:
            self.note(Mention(name, relation))
        self.last = None

    def note(self, m: Mention) -> Mention:
        if m.name:
            prior = self.by_name.get(m.name.casefold())
            if prior is not None:
                if m.relation and not prior.relation:
                    prior.relation = m.relation
                m = prior
            elif m.relation and m.relation in self.by_relation and not self.by_relation[m.relation].name:
                m = self.by_relation[m.relation]
                m.name = m.name or None
            self.by_name[(m.name or "").casefold()] = m
        if m.relation:
            self.by_relation[m.relation] = m
        self.last = m
        return m

    def relation(self, relation: str, name: str | None) -> Mention:
        if name:
            known = self.by_name.get(name.casefold())
            if known is not None:
                if not known.relation:
                    known.relation = relation
                return self.note(known)
            prior = self.by_relation.get(relation)
            if prior is not None and not prior.name:
                prior.name = name
                return self.note(prior)
            return self.note(Mention(name, relation))
        prior = self.by_relation.get(relation)
        return self.note(prior if prior is not None else Mention(None, relation))

    def names_alternation(self) -> str | None:
        names = sorted((n for n in self.by_name if n and len(n) >= 2), key=len, reverse=True)
        return "|".join(re.escape(n) for n in names) if names else None


_ZH_REL_ALT = "|".join(sorted(L.ZH_RELATIONS, key=len, reverse=True))
_EN_REL_ALT = "|".join(sorted((re.escape(k) for k in L.EN_RELATIONS), key=len, reverse=True))
_SURNAME = "(?:" + "|".join(L.COMPOUND_SURNAMES) + f"|[{L.SURNAMES}])"
# a name: 阿/小/老 + one character, a surname + one or two, or a doubled syllable (朵朵, 乐乐: how children and
# pets are called at home)
# or, in a mixed chat, a Latin-script given name after the relation word (我老公 Kevin, 我闺蜜Amy)
_ZH_NAME = f"(?:[阿小老][{CJK}]|{_SURNAME}[{CJK}]{{1,2}}?|(?P<dup>[{CJK}])(?P=dup)|\\s?[A-ZÀ-Þ][a-zß-ÿ]+(?:[-'’][A-Za-z]+)?)"
_ZH_NAME_END = "(?=" + "|".join(sorted(L.ZH_BOUNDARY, key=len, reverse=True)) + "|[，,。！!？?；;、（(\\s]|$)"
# the same name in the other script, in brackets right after it: 陈默（Mo Chen）, Chen Mo (陈默)
_ALIAS = r"\s*[（(]\s*(?P<alias>[A-Z][A-Za-z'’\-]+(?:\s+[A-Z][A-Za-z'’\-]+){0,2}|[\u4e00-\u9fff·]{2,5})\s*[)）]"
_ZH_LEAD = r"(?:(?:今天|昨天|前天|明天|今晚|昨晚|早上|上午|中午|下午|晚上|上周|下周|这周|周末|上个月|前几天|这两天|刚才|最近|现在|其实|而且|不过|但是|另外|还有|对了|听说)[，,]?)?"
_ZH_MENTION = re.compile(
    rf"^\s*{_ZH_LEAD}(?P<my>我(?:的|家的?)?(?:现在的|那个|这个|一个|一位|那位|有个|有一个|有位)?(?:好|最好的|亲)?)(?P<rel>{_ZH_REL_ALT}|{_EN_REL_ALT})(?![圈群])"  # 朋友圈, 家长群: a feed or a group, nobody
    rf"(?:(?P<name>{_ZH_NAME}){_ZH_NAME_END}|(?P<called>叫做|名叫|叫)(?P<name2>[A-Z][A-Za-z]{{1,15}}|[{CJK}]{{2,3}}?){_ZH_NAME_END})?"
    rf"(?:{_ALIAS})?(?:(?P<pron>(?<![叫做])[他她](?:们)?)(?=的|[{CJK}]))?(?P<poss>的)?",
    re.I,
)
# a relation word opening a clause without 我: not the words that name anyone in general (朋友, 孩子), nor 老板, which
# alone is as often the owner of a shop one is in (老板是新疆人) as one's boss
_ZH_BARE = re.compile(rf"^\s*{_ZH_LEAD}(?P<rel>{'|'.join(sorted((k for k in L.ZH_RELATIONS if len(k) >= 2 and k not in ('朋友', '同学', '同事', '孩子', '对象', '爱人', '老板')), key=len, reverse=True))})"
                      rf"(?:(?P<name>{_ZH_NAME}){_ZH_NAME_END})?(?P<poss>的)?(?![{CJK}]?(?:们|圈|群|会|节)|家里)")  # (姑姑家里: a home; 小姑子来家里: she came)
_ZH_REL_LATIN = re.compile(rf"(?P<rel>{L.ZH_RELATIONS2_ALT})"
                           rf"\s?(?P<name>[A-Z][a-z]{{1,15}})(?![A-Za-z])")
_ZH_PRON = re.compile(r"^\s*(?P<pron>他|她)(?P<poss>的)?(?!们)")
_ZH_ANIMAL = re.compile("养|" + L.ZH_PETS_ALT)
_ZH_CALLED = re.compile(rf"^\s*(?:名字)?(?:叫做|名叫|叫)(?P<name>[{CJK}]{{2,3}}?|[A-Z][a-z]+){_ZH_NAME_END}")
_ZH_SUBJECTLESS = re.compile(rf"^\s*(?:今年|也|还|又|就|都|只|才|已经|现在|目前|一直|平时|从小|每天|特别|非常|很|最|是|在|住|做|当|毕业|学|读|老家|出生|喜欢|爱|对(?!方|面|手)|会|有|没有|不|姓名|比我)")  # (对方: someone else, the other side)
_ZH_ANY_MENTION = re.compile(rf"(?:我|和|跟|与|陪|给|带)(?:们家|家)?(?:的)?(?P<school>高中|初中|小学|大学)?(?P<rel>{L.ZH_RELATIONS2_ALT})(?P<name>{_ZH_NAME}{_ZH_NAME_END})?")

_EN_NAME = rf"{EN_NAME_WORD}(?:\s+{EN_NAME_WORD})?"
_EN_MOD = r"(?:(?:best|older|younger|little|big|elder|eldest|oldest|youngest|baby|twin|new|old|favourite|favorite)\s+)?"
_EN_MENTION = re.compile(
    rf"^\s*(?i:(?:(?:and|so|also|well|oh|btw|by the way|actually|anyway)[,\s]+)?(?:my|our)\s+{_EN_MOD}(?P<rel>{_EN_REL_ALT}))\b"
    rf"(?:'s\s+(?!(?:is|was|are|were|has|had|too|also|as)\b)(?P<poss>\w+))?(?:\s*,?\s+(?P<name>(?!I\b|Is\b|Was\b|And\b|But\b|Has\b){_EN_NAME})(?=[\s,.!?;:（(]|$|'s)(?:{_ALIAS})?(?:'s\s+(?P<poss2>\w+))?,?)?",
)
_ZH_NICK = re.compile(r"^\s*(?:我们|大家|家里人|朋友们|我|家人)(?:都|一般|平时|总|私下|也)*(?:叫|喊|管)(?P<pron>他|她)(?:叫)?(?P<nick>[\u4e00-\u9fffA-Za-z]{1,8})\s*[。！!~～]*\s*$")
_EN_NICK = re.compile(r"(?i:\b(?:we|everyone|everybody|people|they|friends|the\s+family)\s+(?:all\s+|usually\s+|just\s+)?calls?\s+(?:him|her))\s+(?P<nick>[A-Z][a-zA-Z'\-]+)")
_EN_PRON = re.compile(r"^\s*(?P<pron>he|she)\b(?P<rest>.*)$", re.I | re.S)
_EN_ANY_MENTION = re.compile(rf"(?i:\b(?:my|with my|to my|for my)\s+{_EN_MOD}(?P<rel>{_EN_REL_ALT}))\b(?:\s+(?P<name>(?!I\b){_EN_NAME}))?")
_POSS_NOUNS = frozenset(
    "name birthday email e-mail phone number job hometown favourite favorite age address school major wedding "
    "allergy allergies car house flat apartment dog cat".split()
)
_KEEP_VERBS = frozenset("was am can will would could should might must did had used".split())
_ADVERBS = r"(?:also|still|always|really|usually|now|currently|just|often|never|actually|mostly|only|recently|already)"


_CONDITION = re.compile(f"(?i:{L.ZH_CONDITIONS}|{L.EN_CONDITIONS})|[\u4e00-\u9fff]{{1,4}}(?:病|症|癌)")  # not 炎, which ends names (李炎)


# what the segmenter reads as a word of time, manner or a common noun opens no name, though its first character may
# be a surname (我爸全程在拍照: 全 + 程; 老公明天回去: 明天 + 回)
_NOT_NAME_TAGS = frozenset({"n", "t", "d", "c", "a", "ad", "v", "vn", "p", "m"})


def _word_not_name(n: str) -> bool:
    if n[0] in "阿小老" or n[:1] * 2 == n[:2]:
        return False  # 阿杰, 小美, 朵朵: how people are called, whatever the segmenter makes of it
    word, _s, _e, tag = zh_words(n)[0]
    return len(word) >= 2 and tag in _NOT_NAME_TAGS


def _valid_name(n: str | None, *, called: bool = False) -> str | None:
    if not n:
        return None
    n = n.strip()
    if n in L.NAME_STOP or n in L.ZH_RELATIONS or n.lower() in L.EN_RELATIONS or _CONDITION.fullmatch(n):
        return None  # 婆婆高血压: what she has, not what she is called
    if re.fullmatch(f"[{CJK}]+", n):
        # a name holds no pronoun and opens with no conjunction, preposition or adverb (我妈和我姨都在成都: 和我姨 names
        # nobody; 叫都叫不动: 都叫 neither)
        ok = 2 <= len(n) <= 4 and n[-1] not in "说是在也都很的了" and not re.search("[我你他她它]", n) \
            and n[0] not in "和跟与及同对给被把让都也还就才又再只不没很太"
        return n if ok and (called or not _word_not_name(n)) else None  # 叫健太 says it is a name, whatever its words
    return n if re.fullmatch(rf"{EN_NAME_WORD}(?: {EN_NAME_WORD})?", n) else None


def _verb_first_person(word: str) -> str:
    low = word.lower()
    if low == "is":
        return "am"
    if low == "has":
        return "have"
    if low == "does":
        return "do"
    if low == "goes":
        return "go"
    if low in _KEEP_VERBS or not low.endswith("s") or low.endswith("ss") or len(low) <= 3:
        return word
    if low.endswith("ies"):
        return word[:-3] + "y"
    if low.endswith(("ches", "shes", "sses", "xes", "zes")):
        return word[:-2]
    return word[:-1]


_SHARED_SUBJECT_VERBS = (
    "is|has|works|lives|loves|likes|enjoys|plays|teaches|studies|owns|hates|speaks|runs|drives|goes|does|wants|plans|"
    "hopes|keeps|was|grew|moved|went|got|became|started|adopted|bought|volunteers|trains|writes|paints|cooks|bakes"
)


def first_person_en(text: str) -> str:
    """'I works at…, and he loves…' → 'I work at…, and I love…' (third person → first person).

    A verb that shares the subject after *and*/*but* gets it back (… and works as
    a nurse → … and I work as a nurse), so each clause stands on its own.
    """
    text = re.sub(r"\b(?:he|she)\b", "I", text, flags=re.I)
    text = re.sub(rf"(?i)\b(and|but|,)\s+(?=(?:also\s+|still\s+|now\s+)?(?:{_SHARED_SUBJECT_VERBS})\b)", r"\1 I ", text)
    text = re.sub(r"\b(?:his)\b", "my", text, flags=re.I)
    text = re.sub(r"\bI's\b", "I'm", text)
    return re.sub(
        rf"\bI((?:\s+{_ADVERBS}){{0,2}})\s+([A-Za-z]+)\b",
        lambda m: f"I{m.group(1)} {_verb_first_person(m.group(2))}",
        text,
    )


@dataclass
class PersonClause:
    mention: Mention
    text: str  # rewritten into the first person
    lang: str
    alias: str | None = None  # the person's name in the other script, given in brackets


def split_zh(sent: str, ctx: PeopleContext) -> tuple[str, list[PersonClause]]:
    """A Chinese sentence → (the clauses that stay the user's, the clauses about other people)."""
    clauses = re.split(r"[，,]", sent)
    user: list[str] = []
    people: list[PersonClause] = []
    current: Mention | None = None
    named: re.Pattern[str] | None = None
    known = -1  # how many names *named* was built from: a name met in an earlier clause opens a later one (…女儿桃桃，桃桃今年上一年级)
    for clause in clauses:
        if not clause.strip():
            continue
        if len(ctx.by_name) != known:
            known, names = len(ctx.by_name), ctx.names_alternation()
            named = re.compile(rf"^\s*(?P<name>{names})(?P<poss>的)?") if names else None
        rest: str | None = None
        mention: Mention | None = None
        alias: str | None = None
        m = _ZH_MENTION.match(clause)
        if m:
            name = _valid_name(m.group("name")) or _valid_name(m.group("name2"), called=True)
            mention = ctx.relation(canon_relation_zh(m.group("rel")), name)
            alias = _valid_name(m.group("alias")) if name else None
            if m.group("name2") and name:
                rest = "我叫" + name + clause[m.end():]
            elif m.group("name") and not name:
                rest = "我" + clause[m.end("rel"):]  # 我叔叔老家是…: 老家 looked like a name, it is the attribute
            else:
                rest = "我" + ("的" if m.group("poss") else "") + clause[m.end():]
        elif ctx.last is not None and (k := _ZH_NICK.match(clause)) is not None:
            mention = ctx.last
            rest = "大家都叫我" + k.group("nick")
        elif (b := _ZH_BARE.match(clause)) is not None:
            mention = ctx.relation(canon_relation_zh(b.group("rel")), _valid_name(b.group("name")))
            rest = "我" + ("的" if b.group("poss") else "") + clause[b.end():]
        elif named is not None and (n := named.match(clause)) is not None:
            mention = ctx.note(ctx.by_name[n.group("name").casefold()])
            rest = "我" + ("的" if n.group("poss") else "") + clause[n.end():]
        elif ctx.last is not None and (p := _ZH_PRON.match(clause)) is not None and agrees(p.group("pron"), ctx.last):
            mention = ctx.last
            rest = "我" + ("的" if p.group("poss") else "") + clause[p.end():]
        elif current is not None and (k := _ZH_CALLED.match(clause)) is not None and (nm := _valid_name(k.group("name"), called=True)) \
                and not (people and _ZH_ANIMAL.search(people[-1].text)):  # 养了一只垂耳兔，叫团团: the rabbit's name
            mention = ctx.relation(current.relation, nm) if current.relation and not current.name else current
            rest = "我叫" + nm  # 我男朋友是日本人，叫健太: the clause names the person of the clause before
        elif current is not None and not clause.lstrip().startswith(("我", "你", "他", "她")) and _ZH_SUBJECTLESS.match(clause):
            mention = current
            rest = "我" + clause.lstrip()
        if mention is None or rest is None:
            current = None
            user.append(clause)
            mentioned_zh(clause, ctx)  # 和室友去吃烤肉，她是学新闻的: she (the next 她) is the roommate
            continue
        current = mention
        if people and people[-1].mention is mention:
            people[-1].text += "，" + rest
            people[-1].alias = people[-1].alias or alias
        else:
            people.append(PersonClause(mention, rest, "zh", alias))
    return "，".join(user), people


# a clause of the user's own after someone else's: I …, or my + something that is no person (…, meanwhile my goldfish)
_EN_MY_CLAUSE = re.compile(r"(?:,\s*(?:and\s+|but\s+|while\s+|meanwhile\s+)?|\s+(?:and|but|while|whereas|meanwhile)\s+)"
                           rf"(?P<who>I(?=\s|['’](?:m|ve|d|ll)\b)|my(?=\s)(?!\s+(?:\w+\s+)?(?:{_EN_REL_ALT})\b))")


def split_en(sent: str, ctx: PeopleContext) -> tuple[str, list[PersonClause]]:
    """An English sentence about another person → ('', [the sentence in the first person]); else (sent, [])."""
    m = _EN_MENTION.match(sent)
    if m:
        name = _valid_name(m.group("name"))
        mention = ctx.relation(canon_relation_en(m.group("rel")), name)
        poss = m.group("poss") or m.group("poss2")
        tail = sent[m.end():]
        joint = re.match(r"\s*,?\s+and\s+I\b", tail)
        if joint and not poss:
            return "I" + tail[joint.end():], []  # My partner and I adopted a dog: ours, so the user's too
        user_part = ""
        mine = _EN_MY_CLAUSE.search(tail)
        if mine:  # My friend lives in Denver and I live in Austin: the second clause is the user's
            tail, user_part = tail[:mine.start()], mine.group("who") + tail[mine.end():]
        if poss and poss.lower() in _POSS_NOUNS:
            rest = f"My {poss}{tail}"
        elif poss:
            rest = f"I's {poss}{tail}"
        else:
            rest = "I" + tail
        alias = _valid_name(m.group("alias")) if name else None
        return user_part, [PersonClause(mention, first_person_en(rest), "en", alias)]
    names = ctx.names_alternation()
    if names:
        n = re.match(rf"^\s*(?P<name>{names})\b(?:'s\s+(?P<poss>\w+))?", sent, re.I)
        if n:
            mention = ctx.note(ctx.by_name[n.group("name").casefold()])
            poss = n.group("poss")
            tail = sent[n.end():]
            rest = f"My {poss}{tail}" if poss and poss.lower() in _POSS_NOUNS else ("I's " + poss + tail if poss else "I" + tail)
            return "", [PersonClause(mention, first_person_en(rest), "en")]
    if ctx.last is not None:
        p = _EN_PRON.match(sent)
        if p and agrees(p.group("pron"), ctx.last):
            return "", [PersonClause(ctx.last, first_person_en("I" + p.group("rest")), "en")]
        k = _EN_NICK.search(sent)
        if k:
            return "", [PersonClause(ctx.last, f"People call me {k.group('nick')}", "en")]
    return sent, []


_TRIGGER = re.compile(
    L.ZH_RELATIONS2_ALT
    + r"|我(?:的|家)?(?:妈|爸|哥|姐|弟|妹)|[他她]|(?i:\b(?:my|our|he|she)\b)"
)


def might_mention(text: str, ctx: PeopleContext) -> bool:
    """A cheap test: could *text* be about another person (a relation word, he/she, a known name)?"""
    if _TRIGGER.search(text):
        return True
    return any(n in text.casefold() for n in ctx.by_name if n)


# someone taken along or met by a Latin-script name alone (带 Emma 去游泳): who 她 next refers to, though the index may
# not know them
_ZH_WITH_NAME = re.compile(rf"(?:带|和|跟|陪|给|接|送|找)\s?(?P<name>{EN_NAME_WORD})(?![A-Za-z])")


_ZH_NAMED_SUBJECT = re.compile(rf"^\s*(?P<name>{_ZH_NAME})(?=今年|是|在|也|都|对|很|每天|已经|刚|还|从小)")


def opens_with_name(clause: str) -> bool:
    """A Chinese clause whose subject is someone's name (乐乐今年三岁 / 小雨在杭州): not the user's clause."""
    m = _ZH_NAMED_SUBJECT.match(clause)
    return m is not None and _valid_name(m.group("name")) is not None


def mentioned_zh(sent: str, ctx: PeopleContext) -> list[Mention]:
    out: list[Mention] = []
    for m in _ZH_ANY_MENTION.finditer(sent):
        rel = canon_relation_zh(m.group("rel"))
        if m.group("school") and rel == "同学":
            rel = m.group("school") + rel  # 大学同学: which classmates, as the user says it
        out.append(ctx.relation(rel, _valid_name(m.group("name"))))
    if not out:
        # 晚饭是室友Jessie做的: a relation word and a Latin name anywhere in the clause name someone, whom the next
        # 她 refers to
        for m in _ZH_REL_LATIN.finditer(sent):
            out.append(ctx.relation(canon_relation_zh(m.group("rel")), _valid_name(m.group("name"))))
    if not out:
        for w in _ZH_WITH_NAME.finditer(sent):
            known = ctx.by_name.get(w.group("name").casefold())
            if known is not None:
                ctx.note(known)
            else:
                ctx.last = None  # 带 Emma 去吃了 dim sum，她最爱虾饺: 她 is Emma, not whoever was named before
    return out


def mentioned_en(sent: str, ctx: PeopleContext) -> list[Mention]:
    out: list[Mention] = []
    for m in _EN_ANY_MENTION.finditer(sent):
        out.append(ctx.relation(canon_relation_en(m.group("rel")), _valid_name(m.group("name"))))
    return out
