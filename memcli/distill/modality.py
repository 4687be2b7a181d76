"""Whether a sentence *asserts* a fact that holds now: one check before any fact is written.

The extraction rules (:mod:`memcli.distill.rules`) recognise what a sentence
is about (a job, a city, a pet) but not whether it says that this is so. The
same words carry a fact in 我在腾讯上班 and none in 我要是在腾讯上班就好了,
我可能在腾讯上班, 我以前在腾讯上班, 我妈说我该去腾讯上班 or 你是不是在腾讯上班.
This module reads the *mood* of a sentence and of the clause its value stands
in, from cue words by category and where they stand, and says which facts the
sentence may give:

* **sentence mood** (scope: the whole sentence) — a question (a question
  mark, a question word at the start, 吗/呢 at the end, A-not-A such as 是不是
  / 喜不喜欢 / 有没有 anywhere); a condition, counterfactual or wish (如果,
  假如, 要是…就好了, 要不是, 真希望; if, if only, I wish, would love to); a
  joke or sarcasm marker (开玩笑, 才怪; jk, just kidding, yeah right, /s).
* **reported speech** (scope: what follows the cue) — someone else's words
  (她说, 我妈说, 听说, 据说; he said, my mom says, I heard that, according to).
* **another world** (scope: from the cue to a return to the real one: 醒来, 其实,
  but, in real life) — a dream, a game, a story, a role or another life (梦见,
  梦里, 游戏里, 剧本杀里, 扮演, 上辈子; in my dream, in the game, my character,
  pretend); 梦想 is a goal, not a dream.
* **clause cues** (scope: from the cue to the value, within one clause) —
  hedges (可能, 也许, 好像, 应该; maybe, probably, might, not sure); negation
  (不, 没, 并不, 从不, 不再; not, n't, never, no longer); plans and desires
  (打算, 准备, 想, 明年; going to, plan to, want to, will, next year); past states
  (以前, 曾经, 原来, the aspect particle 过 in 住过 / 养过; used to, formerly,
  former, ex-; a time of life that is over: 小时候, 大学的时候, 十年前, 当时, as
  a kid, in college, years ago — also over the clauses after it when it opens
  the sentence as a clause of its own, up to 现在 / now / but). A cue the
  segmenter fuses with its pronoun (我要, 我想) is still a cue.

Chinese clauses are read as jieba words with their part-of-speech tags (the
segmenter the rest of the project uses), so 不 in 不错 / 不过 / 不得不, 说 in
小说 / 说实话 and 过 in 过敏 / 难过 are not cues. A clause ends at a comma,
semicolon or colon and at a conjunction (但是, 所以 / but, because, and I …).

What a mood leaves standing depends on the slot: a negation is what a
dislike, a diet or an allergy *says* (我不吃辣, I don't eat meat), and what
removes a like (I don't like running anymore), so those pass; a plan or a
wish may fill goals and plans but no state (我打算搬到上海 is not a city); a
past state may fill what stays true once it happened (school, hometown,
birthday, places visited, dated life events) but no current state (我以前住在
北京). A hedge, a condition, a wish, a joke, a question and someone else's
words fill nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from memcli.distill.types import Candidate

QUESTION = "question"
CONDITIONAL = "conditional"  # conditions, counterfactuals and wishes
JOKE = "joke"
REPORTED = "reported"
HEDGE = "hedge"
NEGATION = "negation"
PLAN = "plan"
PAST = "past"
FICTION = "fiction"  # a dream, a game, a story, a role played, another life: its world is not the speaker's

# --- cue words, by category ------------------------------------------------------------------

# Chinese clause cues are whole jieba words (a cue is never part of a longer word)
_ZH_WORDS: dict[str, frozenset[str]] = {
    HEDGE: frozenset("可能 也许 或许 好像 似乎 貌似 估计 说不定 不一定 不确定 兴许 恐怕 应该 应当 没准 大概率 仿佛 不知道".split()),
    NEGATION: frozenset("不 没 没有 并不 并没有 并非 从不 从没 从没有 从来不 从来没 从来没有 从未 不再 别 未 绝不 决不 毫不 再也不 不是 并不是 都不 也不 还没 还没有 都没 也没 已不".split()),
    PLAN: frozenset("打算 准备 计划 想要 想 将要 将 即将 快要 要 明年 后年 下个月 下月 下周 下星期 下礼拜 明天 后天 将来 以后 未来 考虑 争取 希望 梦想 正在考虑 过段时间 过几天 过阵子".split()),
    PAST: frozenset("以前 之前 曾经 曾 原来 原先 过去 当年 从前 早年 早些年 那时 那时候 那会儿 前任 上学时".split()),
}
# a time still to come, however jieba cuts it (下周一 / 明早 / 后年)
_ZH_FUTURE_TIME = re.compile(r"下周|下个(?:月|星期|礼拜|季度)|下月|下星期|下礼拜|下学期|下半年|明天|明年|明早|明晚|明儿|后天|后年|来年|今后|往后")
_ZH_RELATIVE_TIME = frozenset("以后 之后 以前 之前".split())  # a time of life alone, after or before a thing with one
_ZH_ABOUT = frozenset("大概 大约 差不多 大致".split())  # approximate a number, hedge anything else
# 过 as an aspect particle (住过, 养过 — jieba tags a lone one ``ug``); these words merely end in it
_ZH_NOT_ASPECT = frozenset("不过 经过 难过 通过 超过 错过 路过 度过 太过 只不过 越过 穿过 跨过 透过 放过 过过 熬过".split())
_ZH_REPORT_VERBS = frozenset("说 讲 告诉 提到 提过 觉得 认为 以为 说过 讲过".split())
_ZH_REPORT_HINT = re.compile(r"说|讲|告诉|提到|提过|觉得|认为|以为")
_ZH_HEARSAY = frozenset("听说 据说 听人说 听别人说 传说 据称 听她说 听他说".split())
_ZH_THIRD = re.compile(r"[他她它你]|妈|爸|姐|妹|哥|弟|朋友|同事|老板|老公|老婆|大家|别人|孩子|儿子|女儿|家人|同学|老师|医生|爷|奶|姥|舅|姨|叔|婶|伯|闺蜜|室友|邻居|男友|女友|对象|博主|主播|网友|作者|群友|房东|中介|客户|有人")
# a sentence that says it is a condition, a counterfactual or a wish (regex over the sentence)
_ZH_CONDITIONAL = re.compile(r"如果|假如|假设|假若|倘若|要是|若是|万一|要不是|除非|但愿|真希望|多希望|真想|巴不得|就好了|该多好|多好啊|羡慕|"
                             r"(?<![我你他她])的话(?![题])")  # 有空的话 (if); 我的话 is "as for me"
_ZH_JOKE = re.compile(r"开玩笑|开个玩笑|玩笑话|逗你|骗你的|瞎说的|说着玩|才怪|反话|做梦吧|想得美|狗头|"
                      r"[（(]\s*(?:不是|bushi|误|假的|划掉|并不)\s*[）)]")  # chat's "(not)": takes back what it follows
_ZH_A_NOT_A = re.compile(r"([\u4e00-\u9fff])[不没]\1|是不是|有没有|要不要|能不能|会不会|可不可以|对不对|好不好|行不行")
_ZH_CUE_CHARS = re.compile("[" + "".join(sorted({w[0] for ws in _ZH_WORDS.values() for w in ws} | {w[0] for w in _ZH_ABOUT}
                                                  | set("过不没"))) + "]")
_CONTRAST = re.compile(r"(?i)\bbut\b|\bactually\b|但是|可是|其实|不过|实际上")
_ZH_PUNCT = re.compile(r"[，,;；:：]")
_ZH_CLAUSE_END = re.compile(r"[，,;；:：]|但是|但|可是|不过|然而|而且|所以|因为|然后|现在|目前|如今")

_EN_CUES: dict[str, re.Pattern[str]] = {
    HEDGE: re.compile(r"(?i)\b(?:maybe|perhaps|probably|possibly|might|could be|not sure|unsure|i guess|i suppose|technically|"
                      r"i think i|i'm not sure|i believe i|(?<!that )(?<!this )(?<!what )(?<!the )(?<!a )(?<!which )(?<!any )(?<!some )(?:kind|sort) of|kinda|sorta|seems? (?:like|to)|apparently|supposedly|presumably|"
                      r"i'm guessing|or something|i wonder|whether|i thought i|i used to think|would(?: have| be)?|[’']d(?: have| be))\b"),  # would: unreal
    NEGATION: re.compile(r"(?i)\b(?:not|never|no|none|nor|neither|nobody|nothing|no longer|anymore|any more)\b|n[’']t\b"),
    PLAN: re.compile(r"(?i)\b(?:plan(?:ning)? (?:to|on)|going to(?! the\b| a\b| my\b| work\b| school\b)|gonna|"
                     r"about to|thinking (?:of|about)|considering|hop(?:e|ing) to|want(?:ing)? to|wanna|would like to|"
                     r"next (?:week|month|year|summer|spring|autumn|fall|winter)|tomorrow|someday|some day|one day|"
                     r"eventually|soon|in the future)\b|[’']ll\b"),
    PAST: re.compile(r"(?i)\b(?:used to|formerly|previously|back then|back in the day|in the past|once upon|"
                     r"no longer|retired from)\b"),
}
# a time after the value, in its clause, dates the whole clause (I'm moving to Chicago next month; 我在腾讯上班的时候)
_EN_AFTER_PLAN = re.compile(r"(?i)^[^,;.!?]*?\b(?:next (?:week|month|year|summer|spring|autumn|fall|winter|monday|tuesday|"
                            r"wednesday|thursday|friday|saturday|sunday)|tomorrow|soon|someday|one day|in the future|after (?:i|my) graduat\w*)\b")
_EN_AFTER_PAST = re.compile(r"(?i)^[^,;.!?]*?\b(?:\w+ (?:years|months) ago|years ago|until (?:last|\d{4})|back then|back in|"
                            r"when i was (?:a kid|young|little|a child|in)|as a kid|in the past|in my twenties|in college)\b")
_ZH_AFTER_PAST = re.compile(r"^[^，,。；;！!？?]{0,4}?(?:的时候|那时候?|那会儿?|那几年|那年|以前|之前|的那几年|期间)|"
                            # a job that ended, in the value's clause or the next one without a subject of its own
                            r"^[^，,。；;！!？?]{0,8}?(?:[，,][^，,。；;！!？?你他她]{0,6}?)?(?:被裁|被辞|被开除|离职了|辞职了|辞了|不干了|倒闭了|黄了|跳到|跳槽|换到了|转到了|说没就没)")
_EN_LOWER_MODALS = re.compile(r"\bmay\b(?! i\b)|\bwill\b")  # lower case only: Will and May are names and a month
_FORMER_BEFORE = re.compile(r"(?i)(?:\bformer|\bex-|\bone-time|前任)\s*$")
_FORMER_VALUE = re.compile(r"(?i)^(?:former\b|ex-|one-time\b|retired\b|前任|退休的?)")
# phrases whose negation or modal word says nothing against the fact
_EN_NOT_CUES = re.compile(r"(?i)\bcan[’']?t wait\b|\bcan[’']?t stop\b|\bcan[’']?t get enough\b|\bcan[’']?t live without\b|"
                          r"\bcouldn[’']t be happier\b|\bnot only\b|\bno doubt\b|\bnothing but\b|\bnever miss\w*\b|"
                          r"\bno matter\b|\bnot just\b|\bnot gonna lie\b|\bno kidding\b|\bmay i\b")
_EN_WISH = re.compile(r"(?i)\b(?:i wish|wish i|if only|would love to|[’']d love to|dream(?:ing)? (?:of|about))\b")
# a condition: what follows it, and what comes before it in the same clause (I'd go if I could), is not asserted;
# an aside after a comma (…, if that matters / if you ask me) conditions nothing
_EN_IF = re.compile(r"(?i)\b(?<!even )(?<!as )(?:if(?!\s+(?:you|u)\s+(?:ever\s+)?(?:need|want|wanna)\b)|unless|suppose|supposing|imagine|assuming|in case)\b")  # even if concedes
_EN_JOKE = re.compile(r"(?i)\b(?:jk|j/k|just kidding|kidding|joking|yeah right|lmao jk|said no one ever|said nobody ever|in my dreams)\b|(?:^|\s)/s\b|🙄")
_EN_REPORTED = re.compile(
    r"(?i)\b(?:(?:he|she|they|you|(?:my|our|his|her) \w+(?: \w+)?|[A-Z][a-z]+) (?:(?:keeps?|kept|is always|was always|always) (?:saying|telling (?:me|us|everyone)|"
    r"claiming|insisting|bragging)|said|says|told me|tells me|thinks|claims|claimed|mentioned|swears|insists)|according to|i heard(?: that)?|i was told|rumou?r has it|people say)\b")
_EN_CLAUSE_END = re.compile(r"(?i)[,;:—]|\s(?:but|because|since|so|though|although|while|whereas|and then|which|who|when|after|before)\s|"
                            r"\sand (?=i\b|i[’']m\b|my\b|we\b|he\b|she\b|they\b)|\b(?:now|currently|these days|nowadays)\b")
_EN_QUESTION_TAG = re.compile(r"(?i)(?:,\s*(?:right|isn[’']t it|aren[’']t you|don[’']t you|didn[’']t you|won[’']t you|no|yeah)|\bor not)\s*[.!]*$")

# a world that is not the speaker's own: a dream, a game, a story or a role, another life; from the cue to a return
# to the real one (醒来 / 其实 / but / in real life). 梦想 is a goal and 角色 a role at work: neither is a cue
_ZH_FICTION = re.compile(r"梦见|梦到|梦里|梦中|做梦|做了个梦|做了一个梦|(?:游戏|剧本杀|小说|故事|剧|戏|动漫|漫画|平行世界|元宇宙)(?:里|中)|"
                         r"扮演|角色扮演|cos(?:play)?|假装|上辈子|下辈子|前世|来世|穿越(?:成|到|回)")
_EN_FICTION = re.compile(r"(?i)\b(?:dream(?:s|t|ed|ing)?\s+(?:that|about|i|of\s+being)\b|in\s+(?:my|a|the|last\s+night's)\s+dream|"
                         r"in\s+(?:the|this|my|our)\s+(?:game|story|novel|book|fic|fanfic|campaign|roleplay|rp|show|movie|dream|world)\b|"
                         r"my\s+(?:character|avatar|oc|persona|sim|alter\s+ego)\b|pretend(?:ing)?\b|role-?play(?:ing)?\b|"
                         r"in\s+(?:another|a\s+past|my\s+past|my\s+next)\s+life)")
# a turn back to real life that opens a clause after something else: what came before it was not the speaker's world
_REAL_TURN = re.compile(r"(?:[，,；;\s]|但是?|可是|不过)\s*现实(?:里|中|生活中?)|(?i:(?:,|;|—|\bbut)\s*(?:in\s+real\s+life|irl)\b)")
_FICTION_BACK = re.compile(r"(?i)醒来|醒了|现实中|现实里|现实生活|其实|实际上|但是|可是|不过|\bbut\b|\bactually\b|\bin\s+real\s+life\b|\birl\b|\bwoke\s+up\b")
# a time of one's life that is over (小时候, 大学的时候, 三年前, 当时; as a kid, in college, years ago): what it frames
# was so then. A change that happened then (三年前搬到了上海) is still so now
_ZH_PAST_FRAME = re.compile(
    r"当时|那时候?|那个时候|那会儿?|那阵子?|那几年|那些年|(?<![今明去前])那年|前几年|前些年|早几年|"
    r"[一二三四五六七八九十几两\d]+多?(?:年|个月)(?:以)?前|"
    r"(?:小|小学|初中|高中|中学|大学|大一|大二|大三|大四|研究生|读研|读博|读书|上学|念书|年轻|少年|青春期|刚毕业|毕业|刚工作|"
    r"单身|童年|孩提|学生|[一二三四五六七八九十几两\d]+岁)(?:的)?(?:时候|时|那会儿?|那年|那几年|期间|阶段)")
_ZH_CHANGE = re.compile(r"搬|来到?|回到?|入职|加入|进了|开始|转行|跳槽|定居|嫁|结婚|考上|去了|换了|买了|养了|认识")
_EN_PAST_FRAME = re.compile(
    r"(?i)\b(?:as\s+a\s+(?:kid|child|teen|teenager|student)|when\s+i\s+was\s+(?:a\s+|little|young|younger|\d+|in\s+)|"
    r"in\s+(?:high\s+school|middle\s+school|college|grad\s+school|uni|university|my\s+(?:teens|twenties|thirties|20s|30s))|"
    r"back\s+in\s+(?:\d{4}|the\s+day|college|school|high\s+school)|(?:\d+|a\s+few|several|two|three|four|five|ten|many)\s+years\s+ago)\b")
_EN_CHANGE = re.compile(r"(?i)\b(?:moved|came|joined|started|began|switched|married|got|became|adopted|bought|met|graduated|relocated)\b")
_FRAME_RESET = re.compile(r"(?i)现在|如今|目前|后来|这几年|最近|但是|可是|不过|\bnow\b|\btoday\b|\bthese\s+days\b|\bnowadays\b|\bcurrently\b|\bbut\b")


# which slots a mood leaves standing (topic, sub_topic) — None: any sub-slot of that topic; ("person", attr) are the
# people index's own facts (a name), other people's attributes are checked as the profile slots they come from
_PLAN_OK: set[tuple[str, str | None]] = {("life_event", None), ("person", "goals"), ("person", "plans"), ("person", "events"),
            ("basic_info", "birthday"), ("person", "birthday")}  # 明天是我的生日 names a day that is already mine
_PAST_OK: set[tuple[str, str | None]] = {("life_event", None), ("education", None), ("basic_info", "hometown"), ("basic_info", "birthday"),
            ("basic_info", "name"), ("basic_info", "gender"), ("basic_info", "nickname"), ("places", "visited"),
            ("person", "events"), ("person", "school"), ("person", "major"), ("person", "education"),
            ("person", "hometown"), ("person", "birthday"), ("person", "name"), ("person", "nickname"),
            ("person", "places")}
# a negation is what a dislike says (我不喜欢香菜 / I'm not a fan of country music)
_NEGATION_OK: set[tuple[str, str | None]] = {("preference", "dislikes"), ("person", "dislikes")}
# a diet may be a denial when the value says so (no pork / 不吃肉 / gluten-free); I'm not vegan is no diet
_DIET: set[tuple[str, str | None]] = {("health", "diet"), ("person", "diet")}
_NEGATIVE_VALUE = re.compile(r"(?i)^(?:no|non|not|never|不|没|无|忌|戒)|free$")
# ... and a condition's own name may hold one (乳糖不耐受, 心律不齐): the rules take it from the list of conditions
_NEGATION_VALUE_OK: set[tuple[str, str | None]] = {("preference", "dislikes"), ("health", "diet"), ("person", "dislikes"), ("person", "diet"),
                                                   ("health", "conditions"), ("person", "health")}
# sentence memories (a habit, a bond) quote what was said and are read as quotes; these claim a value
_FACT_TYPES = frozenset({"profile", "person", "identity"})


def _allowed(table: set[tuple[str, str | None]], c: Candidate) -> bool:
    return (c.topic or "", None) in table or (c.topic or "", c.sub_topic) in table


# --- sentence mood ---------------------------------------------------------------------------

_QUESTION_EN = re.compile(r"(?i)^\s*(?:do|does|did|what|who|where|when|why|how|is|are|can|could|would|should|will|am|have|has|"
                          r"which|whose|was|were|shall|may|might)\b")
_QUESTION_ZH_START = re.compile(r"^\s*(?:为什么|为啥|怎么|凭什么|难道|谁|哪)")
_QUESTION_ZH_END = re.compile(r"(?:吗|么|嘛|没有|不)\s*[?？。!！~]*$")
# 呢 ends a question only with a question word (你呢？/ 怎么办呢); 我在深圳上班呢 is a statement
_QUESTION_ZH_NE = re.compile(r"^(?:你|您).{0,3}呢|(?:什么|怎么|为什么|为啥|哪|谁|几|多少|啥|如何|要不要|是不是|有没有|还是).*呢\s*[?？。!！~]*$")


def is_question(sent: str) -> bool:
    """A question, with or without its question mark (你是不是在腾讯上班 / do you like jazz)."""
    s = sent.strip()
    if s.endswith(("?", "？")):
        return True
    if re.search(r"[\u4e00-\u9fff]", s):
        if s.endswith(("。", "！", "!")):
            return False
        return bool(_QUESTION_ZH_END.search(s) or _QUESTION_ZH_NE.search(s) or _QUESTION_ZH_START.search(s)
                    or _ZH_A_NOT_A.search(s))
    return (bool(_QUESTION_EN.match(s)) or bool(_EN_QUESTION_TAG.search(s))) and not s.endswith("!")


def is_cue_word(word: str) -> bool:
    """A word that says how something is said (曾经, 可能, 以前), which is never anyone's name."""
    return any(word in words for words in _ZH_WORDS.values()) or word in _ZH_ABOUT


_RETRACT_HINT = re.compile(r"(?i)jk|j/k|kidding|joking|not really|nah|/s|玩笑|逗你|骗你|才怪|说着玩|瞎说|假的")


def is_retraction(sent: str) -> bool:
    """A sentence that only takes back the one before it (jk / 开玩笑的 / not really / 骗你的)."""
    if len(sent) > 32 or not _RETRACT_HINT.search(sent):
        return False  # a retraction is a few words; most sentences leave here
    s = re.sub(r"[\s.,!?。，！？~～…\-—😂🤣😆😜😝🙃😉]+", " ", sent).strip().lower()
    s = re.sub(r"^(?:haha+|hehe+|lol|lmao|哈+|嘿+)\s*", "", s)
    s = re.sub(r"\s*(?:haha+|hehe+|lol|lmao|哈+|嘿+|啦|的|而已|呢|哦|啊)+$", "", s)
    return s in {"jk", "j/k", "just kidding", "kidding", "i'm kidding", "im kidding", "i'm joking", "just joking", "joking",
                 "not really", "nah", "/s", "开玩笑", "开个玩笑", "开玩笑开玩笑", "逗你", "逗你玩", "骗你", "骗你的", "才怪", "说着玩",
                 "瞎说", "假的"}


@dataclass(frozen=True)
class Mood:
    """What a whole sentence does: one of the sentence moods, or a statement (None); where reported words start."""

    kind: str | None
    reported_from: int | None  # offset in the sentence after which the words are someone else's
    reported_to: int | None = None  # where the speaker's own words resume (…, but I'm actually a nurse)
    condition_at: int | None = None  # where an English condition (if, unless) starts
    fiction_from: int | None = None  # where a dream, a game or a story starts (FICTION)
    fiction_to: int | None = None  # where the speaker's own world resumes (醒来 / 其实 / but)
    quoted: tuple[tuple[int, int], ...] = ()  # quotations someone else is named as saying ("…," she said)


@lru_cache(maxsize=1024)
def sentence_mood(sent: str) -> Mood:
    """The mood of a whole sentence (cached: a sentence's clauses about several people share it)."""
    zh = bool(re.search(r"[\u4e00-\u9fff]", sent))
    kind: str | None = None
    if _EN_JOKE.search(sent) or zh and _ZH_JOKE.search(sent):
        kind = JOKE
    elif _EN_WISH.search(sent) or zh and _ZH_CONDITIONAL.search(sent):
        kind = CONDITIONAL
    cond = _EN_IF.search(sent)
    reported: int | None = None
    m = _EN_REPORTED.search(sent)
    if m:
        reported = m.end()
    if zh:
        z = _zh_reported(sent)
        if z is not None and (reported is None or z < reported):
            reported = z
    back = _CONTRAST.search(sent, reported) if reported is not None else None
    fic = _EN_FICTION.search(sent) or (_ZH_FICTION.search(sent) if zh else None)
    fic_start = fic.start() if fic else None
    fic_back = _FICTION_BACK.search(sent, fic.end()) if fic else None
    if fic is None and (real := _REAL_TURN.search(sent)) is not None and real.start() > 0:
        fic_back = real  # 原神里我是千岩军的队长，现实里我在长沙: what comes before "in real life" was another world
        fic_start = 0
    quoted = tuple((q.start(), q.end()) for q in _quotations(sent) if _others_quote(sent, q) or _framed_text(sent, q))
    return Mood(kind, reported, back.start() if back else None, cond.start() if cond else None,
                fic_start, fic_back.start() if fic_back else None, quoted)


_QUOTE = re.compile(r"[\"“「『]([^\"”」』]{2,300})[\"”」』]")
_SAID_AFTER = re.compile(r"(?i)^\s*[,，]?\s*(?:(?:is|was)\s+(?:how|what)\s+(?:he|she|they|everyone|(?-i:[A-Z][a-z]+)|(?:my|our|his|her|their) \w+)\b|"
                         r"(?:he|she|they|[A-Z][a-z]+|(?:my|our|his|her) \w+)\s+(?:said|says|told me|asked|replied|added|"
                         r"wrote|texted|yelled|whispered|insisted|claimed)|[他她][^，。,.]{0,6}?(?:说|讲|问|喊|写))")
_SAID_BEFORE = re.compile(r"(?i)(?:(?:he|she|they|[A-Z][a-z]+|(?:my|our|his|her) \w+)\s+(?:said|says|told me|asked|replied|wrote|texted|yelled)"
                          r"(?:\s+\w+)?|(?:[他她]|[他她]们|妈|爸|姐|哥|弟|妹|朋友|同事|老板)[^，。,.我]{0,8}?(?:说|讲|问|喊|写|道))\s*[,:：，]?\s*$")


# an English quotation in single quotes: opens after a space or a colon, may hold apostrophes (I'm), closes before no letter
_SQUOTE = re.compile(r"(?:^|(?<=[\s:(—–-]))'([A-Za-z0-9](?:[^'\n]|'(?=[A-Za-z])){1,300}?)'(?![A-Za-z])")


def _quotations(sent: str) -> list[re.Match[str]]:
    found = list(_QUOTE.finditer(sent))
    if "'" in sent:
        found += [q for q in _SQUOTE.finditer(sent) if not any(o.start() <= q.start() < o.end() for o in found)]
    return found


# a written text that is nobody's statement about themselves (lyrics, a script, a story's setting, an ad) …
_TEXT_ANY = (r"\b(?:lyrics?|song|chorus|verse|script|poem|novel|book|headline|ad|advert|slogan|sign|line)\b|"
             r"歌词|歌里|副歌|台词|设定|人设|小说|剧本|诗里|诗句|广告|标语|新闻|报纸|书里|原文")
# … or one that speaks for whoever owns it (a profile, a bio, a post): framed only when someone else owns it
_TEXT_OWNED = r"\b(?:profile|bio|caption|post|tweet|status|listing)\b|简介|签名|个签|文案|朋友圈|帖子|微博|主页|资料|口头禅"
_TEXT_BEFORE = re.compile(rf"(?i)({_TEXT_ANY}|{_TEXT_OWNED})s?(?:[^.!?。！？\"“]{{0,25}}?[:：]|\s+(?:says|said|reads|read|goes|went)"
                          rf"\s*[:：,]?|[^。！？，“]{{0,6}}?(?:唱的?|唱道|写着|写道|写的是|说|是)[:：]?|[:：])\s*$")
_TEXT_AFTER = re.compile(rf"(?i)^\s*(?:[—–-]+|[,，]|)\s*(?:这是|那是|是|that's|that is|this is|it's|from)\s*"
                         rf"([^。！？.!?]{{0,14}}?)({_TEXT_ANY}|{_TEXT_OWNED})")
# whose a profile or a post is: someone named as its owner just before it (my friend's hinge profile, her bio, 她的朋友圈)
_TEXT_THEIRS = re.compile(r"(?i)(?:\b\w+['’]s|\bhis|\bher|\btheir|[他她]们?的?|(?<!我)的)\s*(?:[\w-]+\s+)?$")


def _framed_text(sent: str, q: re.Match[str]) -> bool:
    """A quotation the words before it (歌词：“…” / reading her profile out loud: '…') or just after it (“…”——这是
    小说女主的设定) say is a text: lyrics, a script, a story, an ad, or someone else's profile or post."""
    before = sent[max(0, q.start() - 45):q.start()]
    m = _TEXT_BEFORE.search(before)
    if m is None:
        a = _TEXT_AFTER.match(sent[q.end():q.end() + 40])
        if a is None:
            return False
        noun, lead = a.group(2), a.group(1)
    else:
        noun, lead = m.group(1), before[:m.start(1)]
    return re.fullmatch(rf"(?i){_TEXT_OWNED}", noun) is None or _TEXT_THEIRS.search(lead) is not None


def _others_quote(sent: str, q: re.Match[str]) -> bool:
    """A quotation with someone else named as its speaker, just after it ("I'm a nurse," she said) or just before it."""
    return bool(_SAID_AFTER.match(sent[q.end():q.end() + 30]) or _SAID_BEFORE.search(sent[max(0, q.start() - 30):q.start()]))


def _zh_reported(sent: str) -> int | None:
    """Where someone else's words start: after 听说 / 据说, or after 说 / 告诉 / 觉得 whose subject is another person."""
    if not _ZH_REPORT_HINT.search(sent):
        return None  # no verb of saying or thinking: nothing to segment
    for word, start, end, _tag in zh_words(sent):
        if word in _ZH_HEARSAY:
            return end
        fused = len(word) > 1 and word[-1] == "说" and _ZH_THIRD.search(word[:-1]) is not None  # 博主说 cut as one word
        if word in _ZH_REPORT_VERBS or fused:
            if fused:
                start = end - 1
            # the nearest person before the verb says whose words follow: 我妈说… (hers), 我说… / 我跟她说… (mine)
            # (跟你说了 / 对她讲: the one spoken to, after 跟 / 对, is not the speaker of the words)
            before = re.sub(r"[跟对和给向](?:我|你们?|您|他们?|她们?)", "", sent[_clause_start_zh(sent, start, reset=False):start])
            last_other = max((mm.end() for mm in _ZH_THIRD.finditer(before)), default=-1)
            if last_other >= 0 and before.rfind("我") < last_other - 1 or last_other >= 0 and "我" not in before:
                return end
            if last_other >= 0 and before.rfind("我") == last_other - 2:
                return end  # 我妈 / 我姐: the person is mine, the words are hers
            if word == "以为":
                return end  # 我以为…: a belief the speaker no longer holds
    return None


# --- clause cues -----------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def zh_words(sent: str) -> tuple[tuple[str, int, int, str], ...]:
    """jieba words of a sentence with their offsets and part-of-speech tags (cached: several facts, one sentence)."""
    from memcli.core.textproc import _segmenter

    out: list[tuple[str, int, int, str]] = []
    pos = 0
    for word, tag in _segmenter().tag(sent):
        start = sent.find(word, pos)
        if start < 0:
            continue
        pos = start + len(word)
        out.append((word, start, pos, tag))
    return tuple(out)


def _clause_start_zh(sent: str, at: int, *, reset: bool = True) -> int:
    start = 0
    for m in (_ZH_CLAUSE_END if reset else _ZH_PUNCT).finditer(sent, 0, at):
        start = m.end()
    return start


def _clause_start_en(sent: str, at: int) -> int:
    start = 0
    for m in _EN_CLAUSE_END.finditer(sent, 0, at):
        start = m.end()
    return start


def clause_cues(sent: str, at: int, end: int | None = None, *, since: int | None = None) -> set[str]:
    """The cue categories in the clause of offset *at*, from its start up to *end* (default *at*): negation,
    hedge, plan, past. *since*: an earlier offset whose clause the window starts in (a rule's match)."""
    cues: set[str] = set()
    end = at if end is None else end
    first = at if since is None else min(since, at)
    if re.search(r"[\u4e00-\u9fff]", sent[:end]):
        lo = _clause_start_zh(sent, first)
        words = zh_words(sent) if _ZH_CUE_CHARS.search(sent, lo, end) else ()
        for i, (word, start, stop, tag) in enumerate(words):
            if start < lo or stop > end:
                continue
            if word in _ZH_ABOUT and not (i + 1 < len(words) and words[i + 1][3] == "m"):
                cues.add(HEDGE)  # 大概是对海鲜过敏 (but 大概三十岁 is an age)
            if word in _ZH_RELATIVE_TIME and i > 0 and words[i - 1][1] >= lo and words[i - 1][3] not in ("r", "d", "c", "p", "x"):
                continue  # 下班以后 / 睡觉之前: after or before something, not a time of the speaker's life
            bare = word[1:] if len(word) > 1 and word[0] in "我你他她" else word  # 我要 / 我想 cut as one word
            for cat, vocab in _ZH_WORDS.items():
                if word in vocab or bare in vocab:
                    cues.add(cat)
            if word == "过" and tag == "ug" or len(word) == 2 and word.endswith("过") and word not in _ZH_NOT_ASPECT and tag == "v":
                cues.add(PAST)  # 住过 / 养过: an experience, not a state
            if word.startswith(("不", "没")) and len(word) == 2 and tag in ("v", "d") and word not in ("不过", "不错", "没错"):
                cues.add(NEGATION)  # 不想 / 没去 / 不在 cut as one word
        if _ZH_FUTURE_TIME.search(sent, lo, end):
            cues.add(PLAN)
        frame = _ZH_PAST_FRAME.search(sent, lo, end)
        if frame and not _ZH_CHANGE.search(sent, frame.end(), end):
            cues.add(PAST)  # 大学的时候我在图书馆打工 / 十年前我是个程序员 (三年前搬到了上海 is where one lives now)
        if _opening_frame(sent, end, _ZH_PAST_FRAME, _ZH_CHANGE):
            cues.add(PAST)
    lo = _clause_start_en(sent, first)
    window = _EN_NOT_CUES.sub(" ", sent[lo:end])
    frame = _EN_PAST_FRAME.search(window)
    if frame and not _EN_CHANGE.search(window, frame.end()) or _opening_frame(sent, end, _EN_PAST_FRAME, _EN_CHANGE):
        cues.add(PAST)  # as a kid I lived in Ohio / in college, I was vegetarian
    for cat, pat in _EN_CUES.items():
        if pat.search(window):
            cues.add(cat)
    for mm in _EN_LOWER_MODALS.finditer(window):
        cues.add(HEDGE if mm.group(0) == "may" else PLAN)
    return cues


def _opening_frame(sent: str, end: int, frame_re: re.Pattern[str], change_re: re.Pattern[str]) -> bool:
    """A past time that opens the sentence as a clause of its own (高中的时候，… / As a kid, …) frames what follows,
    up to a return to the present (现在 / now / but)."""
    comma = re.search(r"[，,]", sent)
    if comma is None or comma.end() > end or comma.start() > 24:
        return False
    frame = frame_re.search(sent, 0, comma.start())
    if frame is None:
        return False
    return not _FRAME_RESET.search(sent, comma.end(), end) and not change_re.search(sent, frame.end(), end)


def trailing_cues(sent: str, end: int) -> set[str]:
    """Cues after the value, in its clause: a time (next month, years ago, 的时候) or a late denial (anymore)."""
    cues: set[str] = set()
    after = sent[end:end + 80]
    if re.search(r"(?i)\b(?:anymore|any more|no more)\b", after.split(",")[0]):
        cues.add(NEGATION)  # I work there … not anymore
    if _EN_AFTER_PLAN.search(after):
        cues.add(PLAN)
    if _EN_AFTER_PAST.search(after) or _ZH_AFTER_PAST.search(after):
        cues.add(PAST)
    return cues


def value_at(sent: str, value: str, lo: int, hi: int) -> tuple[int, int]:
    """Where a fact's value stands in the sentence (start, end): found within the rule's match, else the match's end."""
    for probe in (value, value[:4] if len(value) > 4 else ""):
        if probe:
            i = sent.find(probe, lo, hi + len(probe))
            if i < 0:
                i = sent.lower().find(probe.lower(), lo, hi + len(probe))
            if i >= 0:
                return i, i + len(probe)
    return hi, hi


def blocked(c: Candidate, sent: str, at: int, mood: Mood, question: bool, *, end: int | None = None,
            since: int | None = None, at_orig: int | None = None) -> str | None:
    """Why a fact whose value stands at *at*..*end* of *sent* is not asserted (a category), or None when it is.

    *since*: where the rule's match starts (a cue in its first clause governs every item it lists)."""
    if c.type not in _FACT_TYPES:
        return None  # agreements and feelings are read with their own cues
    if question:
        return QUESTION
    if end is not None and end > at and any(q.group(0) != "动不动" for q in _ZH_A_NOT_A.finditer(
            sent, _clause_start_zh(sent, at if since is None else min(since, at)), end)):
        return QUESTION  # 老板娘问我是不是福建人: an A-not-A question inside a statement asks, up to the value's end
        # (动不动, at the slightest thing, is an adverb)
    if mood.kind:
        return mood.kind
    if mood.condition_at is not None and (at >= mood.condition_at or not re.search(r"[,;:—–-]", sent[at:mood.condition_at])):
        return CONDITIONAL
    # offsets in the sentence as written when the value was found there, else in the rule's rewriting of it (我 added)
    where = at_orig if at_orig is not None else at
    quoted = mood.quoted if at_orig is not None or sent == "" else sentence_mood(sent).quoted
    if any(lo <= where < hi for lo, hi in quoted):
        return REPORTED  # inside a quotation someone else said
    if mood.fiction_from is not None and mood.fiction_from <= where and (mood.fiction_to is None or where < mood.fiction_to):
        return FICTION
    if mood.reported_from is not None and (at_orig is None or at_orig + len(c.content) > mood.reported_from) and \
            (mood.reported_to is None or at_orig is None or at_orig < mood.reported_to):
        return REPORTED
    cues = clause_cues(sent, at, since=since) | trailing_cues(sent, at if end is None else end)
    inside = clause_cues(sent, at, end, since=at) if end is not None and end > at else set()
    cues |= inside - {NEGATION}
    if _FORMER_VALUE.match(c.content) or _FORMER_BEFORE.search(sent[max(0, at - 12):at]):
        cues.add(PAST)  # a former teacher / ex-Google / 前同事
    if HEDGE in cues:
        return HEDGE
    removing = c.op in ("remove", "clear")
    if NEGATION in cues and not removing and not _allowed(_NEGATION_OK, c) and \
            not (_allowed(_DIET, c) and _NEGATIVE_VALUE.search(c.content)):
        return NEGATION
    if NEGATION in inside and not removing and not _allowed(_NEGATION_VALUE_OK, c):
        return NEGATION  # 不对任何东西 is no allergy; 不吃肉 is a diet
    if c.type == "identity":
        return None  # naming a character is done by saying so (以后你就叫小鹿吧)
    if PLAN in cues and not _allowed(_PLAN_OK, c):
        return PLAN
    if PAST in cues and not removing and not _allowed(_PAST_OK, c):
        return PAST
    return None
