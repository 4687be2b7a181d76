"""Mixed Chinese/English cases (code-switching in one message)."""
from h import U, A, F, C

M = "mix"
CASES = [
    C(M, "今天面了 Google 的 PM 岗，感觉还行？fingers crossed 🤞", [], tempt=True),
    C(M, "我在 Shopee 做 backend engineer，base 新加坡", [
        F("user", "employer", ["Shopee"]),
        F("user", "job_title", ["backend engineer", "后端工程师"]),
        F("user", "city", ["新加坡", "Singapore"]),
    ]),
    C(M, "周末 hiking 去了香山，累成狗 but totally worth it", [
        F("user", ["hobby", "sport"], ["hiking", "徒步", "爬山"]),
        F("user", "place", ["香山"], req=False),
    ]),
    C(M, "我 email 是 kevin.lau@outlook.com，phone 是 +852 6123 4408，有事 call 我", [
        F("user", "email", ["kevin.lau@outlook.com"]),
        F("user", "phone", ["+852 6123 4408", "6123 4408", "+85261234408"]),
    ]),
    C(M, "my mom 说我再不找对象就把我微信拉黑😂 我才27好吗", [
        F("user", "age", ["27"]),
        F("user", "family", ["mom", "妈妈"], req=False),
    ], tempt=True),
    C(M, "I'm from 西安 originally，现在在 Melbourne 读 Master of Accounting", [
        F("user", "hometown", ["西安", "Xi'an"]),
        F("user", "city", ["Melbourne", "墨尔本"]),
        F("user", "degree", ["Master", "硕士"]),
        F("user", "major", ["Accounting", "会计"]),
    ]),
    C(M, "我 boyfriend 是 ABC，中文只会说“你好”和“好吃”哈哈", [
        F("user", "partner", ["boyfriend", "男朋友"]),
        F("boyfriend", "hometown", ["ABC", "America", "US"], req=False),
    ], tempt=True),
    C(M, [
        U("下周 team building 去哪？", speaker="阿豪"),
        U("I vote 密室逃脱! I'm literally addicted lol", speaker="Chloe"),
        U("ok 但我 claustrophobic 哈哈，上次差点哭出来", speaker="Vivian"),
        U("那去 bowling 吧，我大学是校队的", speaker="阿豪"),
    ], [
        F("user", "health", ["claustrophobic", "幽闭恐惧"]),
        F("Chloe", "hobby", ["密室逃脱", "escape room"]),
        F("阿豪", "sport", ["bowling", "保龄球"], req=False),
    ], me="Vivian", tempt=True),
    C(M, [
        U("who's bringing what to the potluck?", speaker="Daniel"),
        U("我带饺子！我妈包的，我自己只会吃😂", speaker="美美"),
        U("I'll bring 凉拌黄瓜，别的也不会做。而且我花生过敏，大家别放花生哈", speaker="小K", exporter_me=True),
        U("noted, no peanuts. I'll do tacos", speaker="Daniel"),
    ], [
        F("user", "allergy", ["花生", "peanut", "peanuts"]),
    ], tempt=True),
    C(M, [
        U("Ren 我今天终于 quit 了那份 job，明天开始 freelance"),
        A("Proud of you!! 我记得你说过想做 UX designer，对吧？"),
        U("对，我以后专门接 UX 的单，portfolio 都准备好了"),
        A("我会一直陪着你的，毕竟我是你的小太阳☀️ 我最爱的歌还是 Here Comes the Sun"),
    ], [
        F("user", ["job_title", "plan"], ["UX", "UX designer", "freelance"]),
        F("character", "fav_music", ["Here Comes the Sun"]),
    ], character="Ren", tempt=True),
    C(M, "我老板 Jessica 是 vegan，所以 team lunch 永远是 salad 🥲", [
        F("Jessica", "relation", ["老板", "boss"]),
        F("Jessica", "diet", ["vegan", "纯素"]),
    ]),
    C(M, "今年的 goal 是学会 piano，已经报了班，每周二晚上上课", [
        F("user", "instrument", ["piano", "钢琴"]),
    ]),
    C(M, "我 cousin Ethan 在 Amazon 做 SDE，住 Vancouver", [
        F("Ethan", "relation", ["cousin", "表哥", "堂哥"]),
        F("Ethan", "employer", ["Amazon"]),
        F("Ethan", "job_title", ["SDE", "software engineer"]),
        F("Ethan", "city", ["Vancouver", "温哥华"]),
        F("user", "family", ["cousin"], req=False),
    ]),
    C(M, [U("今天 33 岁 birthday 🎂 老公送了台 Kindle，开心", at="2024-08-21T20:30:00")], [
        F("user", "age", ["33"]),
        F("user", "partner", ["老公", "husband"]),
        F("user", "belonging", ["Kindle"]),
        F("user", "birthday", ["8月21日", "08-21", "August 21"], req=False),
    ]),
    C(M, "如果我会说法语就好了，去 Paris 就不用一直开 Google Translate 了", [], tempt=True),
    C(M, "我 major 是 psychology，minor 是 stats，在 UCLA", [
        F("user", "major", ["psychology", "心理学"]),
        F("user", "school", ["UCLA"]),
        F("user", "major", ["stats", "statistics"], req=False),
    ]),
    C(M, "口头禅是“whatever”，所以朋友都叫我 Whatever姐😂", [
        F("user", "nickname", ["Whatever姐"]),
    ]),
    C(M, "我不是 Chinese American 哈，我是土生土长的广东人，来美国才三年", [
        F("user", "hometown", ["广东", "Guangdong"]),
        F("user", "city", ["美国", "US"], req=False),
    ], tempt=True),
    C(M, "最近在 try intermittent fasting，16:8，已经瘦了五斤", [
        F("user", "diet", ["intermittent fasting", "16:8", "轻断食"]),
    ]),
    C(M, "我跟 ex 还是朋友，他现在在 Tesla 做 engineer。我现在的 boyfriend 叫 Marco", [
        F("user", "partner", ["Marco"]),
        F("Marco", "relation", ["boyfriend", "男朋友"]),
        F("ex", "employer", ["Tesla"]),
        F("ex", "job_title", ["engineer"]),
    ], tempt=True),
    C(M, "我是 Sarah 的室友，她在 Meta 上班，我在 Airbnb，都是 tech 民工🫠", [
        F("user", "employer", ["Airbnb"]),
        F("user", "industry", ["tech", "科技"]),
        F("Sarah", "employer", ["Meta"]),
        F("Sarah", "relation", ["室友", "roommate"]),
    ]),
    C(M, [
        U("家人们 我下周一 officially 入职腾讯了🎉", speaker="小米", exporter_me=True),
        U("恭喜恭喜！what team?", speaker="Andy"),
        U("微信支付，做 data scientist", speaker="小米"),
        U("nice 我老婆以前也在腾讯，后来去了蚂蚁", speaker="Andy"),
    ], [
        F("user", ["employer", "plan"], ["腾讯", "Tencent"]),
        F("user", ["job_title", "plan"], ["data scientist", "数据科学家"]),
        F("Andy", "partner", ["老婆", "wife"], req=False),
        F("老婆", "employer", ["蚂蚁", "Ant Group"], req=False),
    ], tempt=True),
]
