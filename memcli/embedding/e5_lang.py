"""Language centring for multilingual-e5: take each language's offset out of a stored (passage) vector.

Why: a multilingual encoder's vectors carry a strong "which language" part
as well as the meaning (Libovický et al., 2020, *On the Language Neutrality
of Pre-trained Multilingual Representations*). With e5-small a Chinese
question about an English diary line ranked it 3rd–10th among sixteen
lines, behind unrelated Chinese ones. Each passage vector has its
language's offset from the midpoint of the English and the Chinese mean
taken out (and is not normalised again: see :func:`centre`); queries are left as they are. Then the
Chinese question finds the English line (all 18 queries of the paraphrase
set in the top 3, against 14 raw), and within one language the ranking
does not move at all, since every passage of that language shifts by the
same vector (docs/quality.md).
Taking out the whole mean instead, or centring queries too, cost English
recall (LoCoMo dense recall@10 0.547 raw → 0.489 whole mean, 0.541 both
sides; benchmarks/embedders.py).

The means are computed once, when the graph is built, from the short
everyday sentences below (written for this purpose: diary-like lines on
common topics, none taken from a benchmark), and cached beside the graph. A
line counts as Chinese when most of its letters are CJK characters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

EN = [
    "Went for a walk in the park after dinner.",
    "I had coffee with an old friend this morning.",
    "The train was late again, so I worked from home.",
    "We cooked pasta and watched a movie together.",
    "My back hurts after sitting all day at the desk.",
    "I finally finished reading that long novel.",
    "It rained the whole weekend and I stayed inside.",
    "Called my mom to wish her a happy birthday.",
    "The new project at work is keeping me busy.",
    "I bought fresh vegetables at the market.",
    "We are planning a trip to the mountains in summer.",
    "My phone screen cracked when I dropped it.",
    "I tried a new recipe for chicken soup.",
    "Our neighbour's dog barked all night.",
    "I signed up for a yoga class on Tuesdays.",
    "The kids had a school play this afternoon.",
    "I need to renew my passport before the trip.",
    "Spent the evening cleaning the kitchen.",
    "My brother moved to a new apartment downtown.",
    "I felt tired and went to bed early.",
    "We celebrated our anniversary at a small restaurant.",
    "The doctor told me to drink more water.",
    "I practiced the piano for an hour.",
    "A package I ordered last week finally arrived.",
    "I am nervous about the interview tomorrow.",
    "We visited my grandparents in the countryside.",
    "I lost my keys and found them in my coat.",
    "The weather is getting colder every day.",
    "I watched the football game with my colleagues.",
    "My best friend is having a baby in the spring.",
    "I started a budget to save money for a car.",
    "The library was quiet and I studied all afternoon.",
]

ZH = [
    "晚饭后去公园散步了。",
    "今天早上和老朋友喝了咖啡。",
    "火车又晚点了，所以我在家办公。",
    "我们一起做了意大利面，看了一部电影。",
    "在桌子前坐了一整天，腰很疼。",
    "终于读完了那本很长的小说。",
    "整个周末都在下雨，我一直待在家里。",
    "给妈妈打电话祝她生日快乐。",
    "公司的新项目让我很忙。",
    "在菜市场买了新鲜的蔬菜。",
    "我们打算夏天去山里旅行。",
    "手机掉在地上，屏幕摔裂了。",
    "试着做了一道新的鸡汤。",
    "邻居家的狗叫了一整夜。",
    "我报名了每周二的瑜伽课。",
    "孩子们今天下午在学校演话剧。",
    "出发前我得先去续办护照。",
    "晚上一直在打扫厨房。",
    "我哥哥搬到了市中心的新公寓。",
    "觉得很累，早早就睡了。",
    "我们在一家小餐馆庆祝了结婚纪念日。",
    "医生让我多喝水。",
    "练了一个小时的钢琴。",
    "上周买的快递终于到了。",
    "明天要面试，我有点紧张。",
    "我们去乡下看望了爷爷奶奶。",
    "钥匙找不到了，最后在外套口袋里找到。",
    "天气一天比一天冷了。",
    "和同事们一起看了足球比赛。",
    "我最好的朋友春天要生宝宝了。",
    "我开始记账，想攒钱买车。",
    "图书馆很安静，我学习了一下午。",
]


def cjk_share(texts: list[str]) -> np.ndarray:
    """Per text, the share of CJK ideographs (and kana, hangul) among its letters; 0 for none."""
    import numpy as np

    out = np.zeros(len(texts), dtype=np.float32)
    for i, t in enumerate(texts):
        cjk = letters = 0
        for ch in t:
            if ch.isalpha():
                letters += 1
                o = ord(ch)
                if 0x3040 <= o <= 0x30FF or 0x3400 <= o <= 0x9FFF or 0xAC00 <= o <= 0xD7AF or 0xF900 <= o <= 0xFAFF:
                    cjk += 1
        out[i] = cjk / letters if letters else 0.0
    return out


def centre(vecs: np.ndarray, texts: list[str], means: np.ndarray) -> np.ndarray:
    """Rows minus their language's offset from the two languages' midpoint (means: [English, Chinese]).

    Not normalised again, on purpose: every passage of one language then
    moves by the same vector, which adds the same amount to its score for a
    given query, so the ranking within a language is exactly the model's
    own, while a line in the other language gains (or loses) what the
    language alone was worth. Normalising again re-ranked within a language
    by how typical each line is of it: MADial-zh dense recall@10 0.676 → 0.644.
    Rows keep a length of 1 ± ~0.05 (the offset is 0.21 long).
    """
    import numpy as np

    # one language per line (the majority of its letters): a Chinese line naming "KTV" shifts like every
    # other Chinese line; shifting by the share instead re-ranked such lines (MADial-zh dense 0.676 → 0.613)
    sign = np.where(cjk_share(texts) >= 0.5, -1.0, 1.0).astype(vecs.dtype)[:, None]
    half = 0.5 * (means[0] - means[1])  # English mean minus the midpoint; the Chinese offset is its negative
    return (vecs - sign * half).astype(vecs.dtype)
