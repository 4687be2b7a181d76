"""Chat phrasings of profile facts (rules/chat.py and the clause normalisation in extract_zh_en).

Every sentence here was written for this file; none comes from a benchmark or a
development set. Each rule has at least two sentences that must give its fact,
and the negatives check that the frames keep out what they should.
"""

from __future__ import annotations

import pytest

from memcli.distill.extract_zh_en import extract_record
from memcli.distill.people import PeopleContext
from memcli.distill.types import Rec


def _facts(text: str) -> set[tuple[str, str, str]]:
    rec = Rec(id=1, text=text, role="user", speaker=None, user_id="u", character="", session=None,
              occurred_at="2024-05-01T10:00:00", occurred_ts=1714557600.0, tokens=10, owner="user")
    out = set()
    for c in extract_record(rec, people=PeopleContext()):
        if c.type == "profile" and c.op not in ("clear", "remove"):
            out.add((c.topic, c.sub_topic, c.content))
        elif c.type == "person" and c.sub_topic != "events":
            out.add(("person", c.sub_topic, c.content))
    return out


def _has(text: str, topic: str, sub: str, value: str) -> bool:
    return any(t == topic and s == sub and value.lower() in v.lower() for t, s, v in _facts(text))


POSITIVE = [
    # a space or an emoji between Chinese clauses ends a clause; a line opening with a verb is the speaker's
    ("在蔚来上班三年了 每天通勤一小时", "work", "company", "蔚来"),
    ("刚入职小红书 做内容运营 还在适应", "work", "company", "小红书"),
    ("我是江西人 在厦门打工 开了家奶茶店", "work", "location", "厦门"),
    ("养了只布偶叫汤圆😸 特别粘人", "relationship", "pets", "汤圆"),
    # a Latin word inside Chinese ends its clause at a space; later clauses keep the speaker
    ("人在悉尼 读的UNSW 学会计", "education", "school", "UNSW"),
    ("人在悉尼 读的UNSW 学会计", "education", "major", "会计"),
    ("老家河北的 来杭州五年了 还是不习惯这边的梅雨", "basic_info", "location", "杭州"),
    ("本科学历 学的药学 现在在药店上班", "education", "major", "药学"),
    # i / im / ive and a dropped English subject
    ("im a paramedic on the night shift, so coffee is life", "work", "title", "paramedic"),
    ("ive been vegetarian for ten years", "health", "diet", "vegetarian"),
    ("been vegan since college, no regrets", "health", "diet", "vegan"),
    ("celiac, so every restaurant trip is an adventure", "health", "conditions", "celiac"),
    ("type 2 diabetic since last year, still learning the ropes", "health", "conditions", "diabetic"),
    ("name's Priya, nice to meet you all", "basic_info", "name", "Priya"),
    ("boston born and raised but living in austin these days", "basic_info", "location", "austin"),
    ("boston born and raised but living in austin these days", "basic_info", "hometown", "boston"),
    ("grew up in ohio, now I'm back home in dayton with my folks", "basic_info", "location", "dayton"),
    # employer frames
    ("i'm at shopify now, started in april", "work", "company", "shopify"),
    ("I'm at Figma now, after two years freelancing", "work", "company", "Figma"),
    ("been with accenture 4 yrs and I still can't read the org chart", "work", "company", "accenture"),
    ("joined a startup called Brightline in june, six of us", "work", "company", "Brightline"),
    ("I joined Canva last month", "work", "company", "Canva"),
    ("work at the costco on route 9, mostly the bakery section", "work", "company", "costco"),
    ("我们公司（米哈游）年会抽奖又是空气", "work", "company", "米哈游"),
    ("我司（顺丰）最近在搞数字化", "work", "company", "顺丰"),
    ("我教了十年书 后来转行了 现在在链家", "work", "company", "链家"),
    ("去年辞职创业失败 现在在京东物流上班", "work", "company", "京东物流"),
    # favourites with the cue noun after the value
    ("ramen is my comfort food, especially in winter", "interest", "food", "ramen"),
    ("Arcade Fire is still my favorite band", "interest", "music", "Arcade Fire"),
    ("《围城》翻了好多遍 心里第一名的书", "interest", "books", "围城"),
    ("最喜欢的电影还是《大话西游》", "interest", "movies", "大话西游"),
    ("最喜欢的band是Coldplay", "interest", "music", "Coldplay"),
    ("最爱的song是Yellow", "interest", "music", "Yellow"),
    ("《甄嬛传》刷了十几遍 台词都会背", "interest", "movies", "甄嬛传"),
    ("《百年孤独》读了三遍 每次都有新感受", "interest", "books", "百年孤独"),
    # gender as a role
    ("as a guy who cries at movies, I found this one brutal", "basic_info", "gender", "male"),
    ("as a woman in finance I hear that all the time", "basic_info", "gender", "female"),
    ("i'm a dude, for the record", "basic_info", "gender", "male"),
    ("作为一个三十岁的女人 我终于学会了拒绝", "basic_info", "gender", "女"),
    ("作为一个男生 我也爱看言情剧", "basic_info", "gender", "男"),
    # schools with short names, majors
    ("本科川大 研究生去了中科院", "education", "school", "川大"),
    ("博士毕业于南大 现在在做博后", "education", "school", "南大"),
    ("读的NYU 学电影 最后去卖保险了", "education", "school", "NYU"),
    ("我是学法律的 但是一天律师都没当过", "education", "major", "法律"),
    ("大专学历 学的会计 一直在小公司做账", "education", "major", "会计"),
    ("硕士是在华科读的 电气专业", "education", "major", "电气"),
    ("I got my masters in public health from Emory", "education", "major", "public health"),
    ("finished my PhD in physics last spring", "education", "degree", "PhD"),
    ("did my undergrad at Rutgers, econ major, then straight into sales", "education", "major", "econ"),
    # the 的-nominal of an occupation
    ("我是开出租的 白天睡觉晚上跑车", "work", "title", "开出租"),
    ("我是做跨境电商的 天天熬夜对美国时间", "work", "industry", "跨境电商"),
    # where one is
    ("坐标西安 欢迎来吃肉夹馍", "basic_info", "location", "西安"),
    ("人在东京 下个月回国", "basic_info", "location", "东京"),
    ("我也在广州 有空约饭", "basic_info", "location", "广州"),
    # age with an adverb
    ("别叫我阿姨 我才二十三", "basic_info", "age", "23"),
    ("我今天生日 终于18了 可以考驾照了", "basic_info", "age", "18"),
    # contact after a cue
    ("new number: 212-555-0147, save it", "contact", "phone", "212-555-0147"),
    ("cell: 020 7946 0958, the landline is gone", "contact", "phone", "020 7946 0958"),
    ("有事打电话 138 0013 8000", "contact", "phone", "138 0013 8000"),
    ("电话：021-6123 4567 白天都在", "contact", "phone", "021-6123 4567"),
    ("邮箱换了 新的是 chen.wei.work@qq.com", "contact", "email", "chen.wei.work@qq.com"),
    ("my email is t.okafor@proton.me if you need it", "contact", "email", "t.okafor@proton.me"),
    # a named animal; listed pets
    ("I adopted a one-eyed tabby named Pirate last week", "relationship", "pets", "Pirate"),
    ("we have a senior greyhound called Dash and he sleeps all day", "relationship", "pets", "Dash"),
    ("I have a rescue lurcher named Willow", "relationship", "pets", "Willow"),
    ("two dogs: Pepper and Salt, both terrible at fetch", "relationship", "pets", "Pepper"),
    ("three cats: Ada, Grace and Linus", "relationship", "pets", "Grace"),
    # an instrument with a duration; a weekend habit
    ("小提琴学了十二年 现在只在婚礼上拉", "interest", "instruments", "小提琴"),
    ("吉他弹了三年了 还是只会几个和弦", "interest", "instruments", "吉他"),
    ("最近在自学尤克里里 手指好疼", "interest", "instruments", "尤克里里"),
    ("周末一般去游泳或者跑步", "interest", "sports", "游泳"),
    ("平时一般去爬山", "interest", "sports", "爬山"),
    # a habit with its verb; a like said as what one lives by
    ("每周二下班固定打乒乓球 打了好几年了", "interest", "sports", "乒乓球"),
    ("周末去冲浪 晒成了炭", "interest", "sports", "冲浪"),
    ("奶茶就是我的命 一天不喝难受", "interest", "food", "奶茶"),
    ("咖啡是我的最爱 每天三杯", "interest", "food", "咖啡"),
    ("yoga is my whole personality now", "interest", "sports", "yoga"),
    ("coffee is my religion, don't talk to me before 9", "interest", "food", "coffee"),
    # an offer; an English job noun in a Chinese frame; a booked trip
    ("刚拿到Meta的offer 下个月入职", "work", "company", "Meta"),
    ("终于收到了华为的offer 哭了", "work", "company", "华为"),
    ("我是data analyst 天天写SQL", "work", "title", "data analyst"),
    ("我现在做UX designer 之前做平面", "work", "title", "UX designer"),
    ("booked flights to tokyo for april, first time in japan", "life_event", "plans", "tokyo"),
    ("I just booked a cabin to Tahoe for new year", "life_event", "plans", "Tahoe"),
    # my <relation>'s <predicate>: the relation's fact
    ("my mom's allergic to penicillin, found out the hard way", "person", "allergies", "penicillin"),
    ("my brother's a paramedic in Leeds", "person", "job", "paramedic"),
    # a line opening with a relation noun is about the speaker's relation; with an attribute noun, the speaker's
    ("闺蜜阿琳在建行上班", "person", "workplace", "建行"),
    ("同事老周在蔚来当总监", "person", "job", "总监"),
    ("coworker Priya is a pilot, she flies to Dubai weekly", "person", "job", "pilot"),
    ("roommate Sam is a nurse", "person", "job", "nurse"),
    ("小名叫团子 家里人都这么叫", "basic_info", "nickname", "团子"),
    ("外号叫大头 从小就是", "basic_info", "nickname", "大头"),
    # a change of trade; a household pet; my current partner
    ("我前年转行做了物流 累但是稳定", "work", "industry", "物流"),
    ("我去年转行去做了医美 收入翻倍", "work", "industry", "医美"),
    ("我在教育行业干了五年了 最近想转行", "work", "industry", "教育"),
    ("我在银行业工作 天天对着报表", "work", "industry", "银行"),
    ("我家养了只比熊叫棉花", "relationship", "pets", "棉花"),
    ("我们家有一只金毛", "relationship", "pets", "金毛"),
    ("我现在的女朋友是个护士", "person", "job", "护士"),
    # a move that has happened
    ("在北京漂了八年 去年底回长沙了", "basic_info", "location", "长沙"),
    ("我上个月搬到杭州了 房租便宜一半", "basic_info", "location", "杭州"),
    ("I moved to Denver last month, still unpacking", "basic_info", "location", "Denver"),
    ("just moved to Lisbon in march", "basic_info", "location", "Lisbon"),
    # English job nouns and Latin names inside Chinese
    ("我在Blue Bottle Coffee上班 周末也要排班", "work", "company", "Blue Bottle Coffee"),
    ("I'm a line cook at a diner", "work", "title", "line cook"),
    # languages with where they are spoken; allergies cut at Chinese punctuation
    ("i speak french at home and german at work", "basic_info", "languages", "French"),
    ("I'm allergic to 芒果 从小就是", "health", "allergies", "芒果"),
]


@pytest.mark.parametrize(("text", "topic", "sub", "value"), POSITIVE)
def test_chat_phrasings_give_the_fact(text: str, topic: str, sub: str, value: str) -> None:
    assert _has(text, topic, sub, value), _facts(text)


NEGATIVE = [
    # frames keep out what looks like them
    ("i'm at the gym now, text me later", "work", "company"),
    ("I'm at home now", "work", "company"),
    ("I have a friend named Jonah who paints", "relationship", "pets"),
    ("I bought a car called the Beast", "relationship", "pets"),
    ("我现在在地铁上", "work", "company"),
    ("我在教育行业干了五年了", "work", "company"),
    ("我在招商银行上班", "work", "industry"),
    ("我现在在家 有事说", "work", "company"),
    ("我学吉他 顺便学学唱歌", "education", "major"),
    ("如果我在字节上班就好了", "work", "company"),
    ("我以前在阿里", "work", "company"),
    ("as a kid I wanted to be a pilot", "basic_info", "gender"),
    ("my sister, as a woman in tech, has opinions", "basic_info", "gender"),
    ("not vegan anymore, bacon won", "health", "diet"),
    ("我妈是开出租的", "work", "title"),
    ("他在上海", "basic_info", "location"),
    ("she is my whole personality", "interest", "hobbies"),
    ("如果能拿到腾讯的offer就好了", "work", "company"),
    ("妈，我下周回家", "person", "job"),
    ("我打算明年搬到成都", "basic_info", "location"),
    ("I'm thinking of moving to Denver", "basic_info", "location"),
]


@pytest.mark.parametrize(("text", "topic", "sub"), NEGATIVE)
def test_lookalikes_give_no_fact(text: str, topic: str, sub: str) -> None:
    assert not any(t == topic and s == sub for t, s, _ in _facts(text)), _facts(text)


def test_a_partner_abbreviation_is_a_relation() -> None:
    facts = _facts("my bf Theo is a paramedic")
    assert ("person", "job", "paramedic") in facts or any(s == "job" and "paramedic" in v for _, s, v in facts)
