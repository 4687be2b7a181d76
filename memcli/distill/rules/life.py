"""Dated life events, and the governed memories: agreements, emotions, the character's identity, bonds, habits."""

from __future__ import annotations

import re
from collections.abc import Callable

from memcli.distill.relative_dates import annotate
from memcli.distill.rules.base import (
    CJK,
    END_ZH,
    EN_ORG,
    EN_PLACE,
    Handler,
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
)
from memcli.distill.rules.work import company_or_place_zh


_EMO_ZH = "开心|高兴|快乐|幸福|兴奋|激动|满足|感动|感激|放松|难过|伤心|沮丧|焦虑|紧张|害怕|生气|愤怒|孤独|寂寞|疲惫|累|烦躁|烦|郁闷|失落|崩溃|委屈|后悔|担心|压力(?:很|好|特别|太|有点|非常)?大|想哭|emo|无聊|心累|抑郁|绝望|欣慰|踏实|安心"
_EMO_EN = "happy|sad|anxious|stressed(?: out)?|nervous|scared|afraid|angry|mad|lonely|tired|exhausted|excited|depressed|upset|frustrated|overwhelmed|worried|grateful|thankful|proud|relieved|heartbroken|miserable|bored|hopeful|calm|burned out|burnt out|devastated|homesick|jealous|ashamed|embarrassed|hurt|confused|thrilled|joyful"


def life_event(c: SentenceContext, sub: str, clause: str) -> None:
    """A dated life event; the record's day is prefixed unless the clause dates itself."""
    text = annotate(clause.strip().rstrip("，,。.!！"), c.rec.when)
    if not re.search(r"\d{4}", text):
        text = f"{c.rec.when.date().isoformat()}: {text}"
    c.slot("life_event", sub, text, "append", importance=75)


def life_event_zh(m: re.Match[str], c: SentenceContext) -> None:
    between = m.string[m.start() + 1 : m.start("ev")]
    if THIRD_ZH.search(between) or re.match(r"们?(?:公司|单位|学校|部门|团队|店|厂)", between):
        return  # 我们公司搬去滨江了: the company's move, not the user's
    ev = m.group("ev")
    clause = c.orig or m.group(0)
    if ev.startswith("搬"):
        p = m.groupdict().get("p")
        if p:
            place_slot_zh(p, c, "basic_info", "location")
        life_event(c, "relocation", clause)
    elif any(w in ev for w in ("结婚", "订婚", "离婚")):
        life_event(c, "marriage", clause)
    elif any(w in ev for w in ("怀孕", "爸爸", "妈妈", "宝宝", "儿子", "女儿")):
        life_event(c, "family", clause)
    elif "毕业" in ev:
        life_event(c, "graduation", clause)
    elif "买" in ev:
        life_event(c, "milestones", clause)
    else:
        life_event(c, "career", clause)
        co = m.groupdict().get("co")
        if co:
            company_or_place_zh(co, c)


def life_event_en(m: re.Match[str], c: SentenceContext) -> None:
    ev = m.group("ev").lower()
    clause = c.orig or m.group(0)
    if ev.startswith("moved"):
        p = m.groupdict().get("p")
        if p and valid_en_item(clean_en(p), 5):
            c.slot("basic_info", "location", clean_en(p))
        life_event(c, "relocation", clause)
    elif any(w in ev for w in ("married", "engaged", "divorced")):
        life_event(c, "marriage", clause)
    elif "baby" in ev:
        life_event(c, "family", clause)
    elif "graduated" in ev:
        life_event(c, "graduation", clause)
    elif "bought" in ev:
        life_event(c, "milestones", clause)
    else:
        life_event(c, "career", clause)
        co = m.groupdict().get("co")
        if co and valid_en_item(clean_en(co), 6):
            c.slot("work", "company", clean_en(co))


def sentence_memory(c: SentenceContext) -> str:
    return annotate((c.orig or c.sent).strip().rstrip("，,"), c.rec.when)


def _agreement_owner_zh(m: re.Match[str]) -> str:
    """Whose promise: 你答应 → the character's; 我们/我和你 → both; 我答应 / 我和阿杰 → the user's."""
    who = m.group("who") or ""
    before = m.string[: m.start()]
    if who == "你" or (not who and before.endswith("你")):
        return "character"
    if who in ("我们", "咱们", "我俩", "咱俩", "我跟你", "我和你"):
        return "both"
    if re.search(r"我(?:和|跟|与)(?!你)[^，,。]{1,6}$", before) or (not who and before.endswith("我")):
        return "user"
    return "both"


def agreement(owner_from: Callable[[re.Match[str]], str]) -> Handler:
    def handler(m: re.Match[str], c: SentenceContext) -> None:
        c.mem("agreement", sentence_memory(c), owner=owner_from(m), importance=85)

    return handler


_STRONG = ("崩溃", "想哭", "绝望", "抑郁", "depressed", "heartbroken", "miserable", "burned out", "burnt out", "devastated", "panic")


def emotion(m: re.Match[str], c: SentenceContext) -> None:
    before = c.sent[: m.start("e")]
    if c.lang == "zh" and THIRD_ZH.search(re.split(r"[，,]", before)[-1] if before else ""):
        return
    text = sentence_memory(c)
    c.mem("emotion", text, importance=60 if any(s in text.lower() for s in _STRONG) else 45)


def character_name_zh(m: re.Match[str], c: SentenceContext) -> None:
    n = cut_zh_name(clean_zh(m.group("n")))
    if valid_zh_name(n) or re.fullmatch(r"[A-Za-z][A-Za-z\-]{1,15}", n):
        c.mem("identity", f"名字：{n}", owner="character", importance=85)


def character_name_en(m: re.Match[str], c: SentenceContext) -> None:
    n = clean_en(m.group("n"))
    if valid_en_item(n, 2):
        c.mem("identity", f"name: {n}", owner="character", importance=85)


def bond(m: re.Match[str], c: SentenceContext) -> None:
    c.mem("relationship", sentence_memory(c), owner="both", importance=80)


def habit(m: re.Match[str], c: SentenceContext) -> None:
    if c.hits == 0:
        c.mem("fact", sentence_memory(c), importance=50)


RULES: list[Rule] = [
    # ---- life events --------------------------------------------------------------
    rule("life_zh", "zh", ("结婚", "订婚", "离婚", "毕业", "退休", "辞职", "失业", "升职", "怀孕", "爸爸了", "妈妈了", "工作", "入职", "搬", "买了"),
       rf"我(?:们)?(?:[^{PUNCT}我]{{0,6}}?)(?:刚|刚刚|已经|终于|马上就要|下个月就要)?(?P<ev>结婚了|订婚了|离婚了|毕业了|退休了|辞职了|失业了|升职了|怀孕了|当(?:上)?(?:爸爸|妈妈)了|换了(?:新)?工作|找到了(?:新)?工作|入职了?(?P<co>[{CJK}A-Za-z]{{2,10}}?){END_ZH}|搬(?:到|去|家到)了?(?P<p>[{CJK}]{{2,8}}?)(?=[{PUNCT}\s了住]|$)|买了(?:房|房子|新房|车|新车))",
       life_event_zh),
    rule("life_en", "en", ("married", "engaged", "divorced", "graduated", "retired", "quit my job", "promoted", "new job", "moved to", "baby", "bought a"),
       rf"(?i:\bwe\s+|\bi(?:\s+(?:just|recently|finally|have|'ve|officially))*\s+)(?P<ev>(?i:got\s+married|got\s+engaged|got\s+divorced|graduated(?:\s+from\s+[^,.;!?]+)?|retired|quit\s+my\s+job|got\s+promoted|(?:got|started|landed)\s+a\s+new\s+job(?:\s+(?:at|with)\s+)?)(?P<co>{EN_ORG})?|(?i:moved\s+to)\s+(?P<p>{EN_PLACE})|(?i:had\s+a\s+baby(?:\s+(?:boy|girl))?|bought\s+a\s+(?:house|home|car|flat|apartment|condo)))",
       life_event_en),
    # ---- agreements, emotions, identity, bonds, habits ----------------------------
    rule("agreement_zh", "zh", ("说好", "约好", "约定", "商量好", "讲好", "答应", "一言为定", "说定了", "就这么定了", "拉钩"),
       r"(?P<who>我们|咱们|我俩|我跟你|我和你|咱俩|你)?(?:之前|已经|都|上次|明明)?(?:说好了?|约好了?|约定(?:好)?了?|商量好了?|讲好了?|答应(?:过)?(?:我|你)?|一言为定|说定了|就这么定了|拉钩)",
       agreement(_agreement_owner_zh), questions=True),
    rule("agreement_en", "en", ("agreed", "promise", "deal", "we decided"),
       r"(?i:\b(?P<who>we|you\s+and\s+i|i|you)(?:'ve|\s+have)?\s+(?:both\s+)?(?:agreed|promised|made\s+a\s+(?:deal|promise|pact)|decided\s+together|swore|pinky[- ]promised)\b|\bit'?s\s+a\s+deal\b|\blet'?s\s+(?:agree|promise)\b|\b(?P<who2>i)\s+promise\b)",
       agreement(lambda m: {"we": "both", "you and i": "both", "you": "character", "i": "user"}.get(re.sub(r"\s+", " ", (m.group("who") or m.group("who2") or "we").lower()), "both")), questions=True),
    rule("emotion_zh", "zh", ("开心", "高兴", "快乐", "幸福", "兴奋", "激动", "满足", "感动", "感激", "放松", "难过", "伤心", "沮丧", "焦虑", "紧张", "害怕", "生气", "愤怒", "孤独", "寂寞", "疲惫", "累", "烦", "郁闷", "失落", "崩溃", "委屈", "后悔", "担心", "压力", "想哭", "emo", "无聊", "抑郁", "绝望", "欣慰", "踏实", "安心"),
       rf"(?:我|心情|今天|最近|这几天|现在|^|(?<=[，,！!]))(?:今天|最近|这几天|现在|真的|真|好|很|非常|特别|有点|有些|超级|太|挺|蛮|十分|越来越|感觉|觉得|心情|真是|也|还是|又|不|一直|都|是|快要?|有一点|格外|终于)*(?P<e>{_EMO_ZH})",
       emotion),
    rule("emotion_en", "en", ("i'm", "i am", "i feel", "i felt", "i've been", "i have been", "i was", "feeling"),
       rf"(?i:\bi(?:'m|\s+am|'ve\s+been|\s+have\s+been|\s+was|\s+feel|\s+felt)\s+(?:(?:so|really|very|a\s+bit|a\s+little|kind\s+of|kinda|pretty|super|quite|extremely|totally|feeling|incredibly|genuinely|truly|honestly|just|still|always|getting|been|a\s+lot\s+more|more|less|not)\s+)*|\bfeeling\s+(?:(?:so|really|very|a\s+bit|a\s+little|pretty|super|quite)\s+)*)(?P<e>{_EMO_EN})\b",
       emotion),
    rule("identity_zh", "zh", ("你叫", "你的名字", "你就叫"), rf"(?:以后)?你(?:的名字)?(?:就)?(?:叫做|叫|是)(?P<n>[{CJK}A-Za-z]{{2,8}}?)(?:吧|好了|啦|了|哦|，|。|！|$)", character_name_zh),
    rule("identity_en", "en", ("your name", "call you"), r"(?i:\byour\s+name\s+(?:is|will\s+be)|\bi(?:'ll|\s+will)\s+call\s+you)\s+(?P<n>[A-Z][a-zA-Z'\-]+)", character_name_en),
    rule("bond_zh", "zh", ("你是我", "我们是"), rf"(?:你是我(?:的|最好的|唯一的)|我们是)(?P<r>[{CJK}]{{0,4}}?(?:朋友|好友|知己|闺蜜|伙伴|家人|恋人|男朋友|女朋友|对象|宝贝|依靠|树洞))", bond),
    rule("bond_en", "en", ("you're my", "you are my", "we're", "we are"), r"(?i:\byou(?:'re|\s+are)\s+my\s+(?:best\s+|only\s+|closest\s+)?|\bwe(?:'re|\s+are)\s+(?:best\s+)?)(?P<r>friend|friends|partner|companion|buddy|confidant|family|girlfriend|boyfriend)\b", bond),
    rule("habit_zh", "zh", ("每天", "每周", "每个周末", "每年", "经常", "通常", "一般", "总是", "平时", "习惯"),
       r"我(?:每天|每周|每个周末|每个星期|每年|每晚|每天早上|经常|通常|一般|总是|平时|习惯)(?P<f>[^，,。！？!?；;]{2,30})", habit),
    rule("habit_en", "en", ("usually", "always", "often", "every", "regularly"),
       r"(?i:\bi\s+(?:usually|always|often|regularly)\s+|\bevery\s+(?:day|morning|evening|night|week|weekend|sunday|saturday)\s*,?\s*i\s+)(?P<f>[^.!?;]{2,60})", habit),
]
