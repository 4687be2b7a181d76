from h import case, F, U, A, S

case("mix", [U("我在Google做PM，每天meeting开到怀疑人生🥲")], [
    F("user", "employer", ["Google", "谷歌"]),
    F("user", "job_title", ["PM", "product manager", "产品经理"]),
])

case("mix", [U("我男朋友是ABC，中文只会说“你好”和“好吃” lol 每次见我爸妈都超紧张")], [
    F("user", "partner", ["男朋友", "boyfriend"]),
    F("p:男朋友", "hometown", ["ABC", "American-born Chinese", "美国"], False),
    F("user", "family", ["爸妈"], False),
], neg=True)

case("mix", [U("weekend plan: 带我家 golden retriever 去 dog park，他叫 Mochi，超级社牛🐶")], [
    F("user", "pet", ["golden retriever", "金毛"]),
    F("user", "pet_name", ["Mochi"]),
])

case("mix", [U("我们 team lead Sarah 人超好，她是 Singaporean，会说四种 language 还会一点泰语")], [
    F("p:Sarah", "relation", ["team lead"]),
    F("p:Sarah", "hometown", ["Singaporean", "Singapore", "新加坡"], False),
    F("p:Sarah", "language", ["泰语", "Thai"], False),
])

case("mix", [U("if I get into NYU 我就去纽约读 master，but 还在 waitlist 上 🙏")], [], neg=True)

case("mix", [
    S("Kevin", "guys 我下周搬去 Seattle 了，Amazon 的 offer 拿到了"),
    S("Vivian", "omg congrats!! 我在 Bellevue，离得超近"),
    S("Ivy", "羡慕，我还在 LA 找工作中 😭"),
], [
    F("user", "city", ["Bellevue"]),
    F("p:Kevin", "plan", ["搬去 Seattle", "Seattle"]),
    F("p:Kevin", ["employer", "plan"], ["Amazon"], False),
    F("p:Ivy", "city", ["LA", "Los Angeles"]),
], me="Vivian", neg=True)

case("mix", [U("我是 INFP 🙃 喜欢一个人在家看书 + 听 lo-fi，social battery 一格就没")], [
    F("user", "hobby", ["看书", "reading"]),
    F("user", "fav_music", ["lo-fi"], False),
])

case("mix", [
    A("要不要考虑搬去 Vancouver？听说那边华人很多，生活方便。"),
    U("haha no thanks，我在 Toronto 挺好的，工作也在这边"),
], [
    F("user", "city", ["Toronto", "多伦多"]),
], neg=True)

case("mix", [U("my 室友 是台湾人，做饭超好吃，每周都给我煮卤肉饭 😋")], [
    F("p:室友", "hometown", ["台湾", "Taiwan"]),
    F("p:室友", "relation", ["室友", "roommate"], False),
])

case("mix", [U("今年 goal: 考 CPA！！已经报名了八月的 exam 💪")], [
    F("user", "plan", ["CPA", "考 CPA", "CPA exam"]),
])

case("mix", [U("我的 iPhone 15 Pro 摔了，屏幕碎成蜘蛛网 😭 AppleCare 还没买…")], [
    F("user", "belonging", ["iPhone 15 Pro", "iPhone"]),
])

case("mix", [U("my dad 以前是军人，现在 retired 了还每天五点起床跑步，比我还自律")], [
    F("p:dad", "sport", ["跑步", "running"]),
    F("user", "family", ["dad"], False),
], neg=True)

case("mix", [U("I can speak 普通话, 粤语 and English，但 written Chinese 很烂 lol")], [
    F("user", "language", ["普通话", "Mandarin"]),
    F("user", "language", ["粤语", "Cantonese"]),
    F("user", "language", ["English", "英语"]),
])

case("mix", [U("我 birthday 是 Halloween 🎃 所以每年生日 party 都是 costume party")], [
    F("user", "birthday", ["Halloween", "10月31日", "October 31"]),
])

case("mix", [
    S("小美", "周末 brunch 去哪？我最近 gluten-free，别选 pasta 店"),
    S("Ethan", "我知道一家 vegan café 在静安，我是 vegan 所以常去", exporter=True),
    S("Nina", "ok 我都行，我 Sunday 早上有 yoga class 所以 Saturday 吧"),
], [
    F("p:小美", "diet", ["gluten-free", "无麸质"]),
    F("user", "diet", ["vegan", "纯素"]),
    F("p:Nina", ["sport", "hobby"], ["yoga"], False),
], neg=True)

case("mix", [U("我在 4A 公司做 account，my 老板 is so toxic，周末还让我改 PPT，我在考虑跳槽")], [
    F("user", "job_title", ["account", "AE", "客户经理"]),
    F("user", "industry", ["4A", "advertising", "广告"], False),
    F("p:老板", "relation", ["老板", "boss"], False),
], neg=True)

case("mix", [U("我 hometown 是昆明，所以对 mushrooms 有执念，野生菌 season 必回家")], [
    F("user", "hometown", ["昆明", "Kunming"]),
    F("user", "fav_food", ["野生菌", "mushrooms"]),
])

case("mix", [U("my 外婆 turned 100 today!! 全家人都回去了 🎂 she still remembers everyone's birthday", at="2024-04-07T20:30:00")], [
    F("p:外婆", "age", "100"),
    F("p:外婆", "birthday", ["today", "4月7日", "April 7"], False),
    F("user", "family", ["外婆", "grandma"], False),
])

case("mix", [U("gf 说我做的番茄炒蛋是 Michelin level，obviously 她在骗我 lol 但我是真的 love cooking")], [
    F("user", "hobby", ["cooking", "做饭"]),
    F("user", "partner", ["gf", "girlfriend", "女朋友"]),
], neg=True)

case("mix", [
    U("Luna 你会说中文吗"),
    A("当然会呀～我还会说 English 和一点点 French。我最喜欢的书是《小王子》🌹"),
    U("哇我也超爱小王子！我读的是 English version"),
], [
    F("character", "language", ["中文", "Chinese"]),
    F("character", "language", ["English", "英语"]),
    F("character", "language", ["French", "法语"], False),
    F("character", "fav_book", ["小王子", "The Little Prince"]),
    F("user", "fav_book", ["小王子", "The Little Prince"]),
], character="Luna")

case("mix", [
    S("Jason", "我下个月 start 新工作 at 腾讯, finally 不用再 commute 两小时了"),
    S("Lily", "congrats!! 我还在做 freelance design，自由但穷 😂"),
], [
    F("p:Jason", ["employer", "plan"], ["腾讯", "Tencent"]),
    F("user", "job_title", ["freelance design", "freelance designer", "designer"]),
], me="Lily", neg=True)

case("mix", [U("wish 我能 work from home forever 啊，可惜公司不让")], [], neg=True)

case("mix", [U("同事都叫我 Tiger，因为我属虎 🐯 而且 deadline 前超凶")], [
    F("user", "nickname", ["Tiger"]),
])

case("mix", [U("把我 work email 更新一下：lin.yuwen@acme-bio.com，之前那个 gmail 我基本不看了")], [
    F("user", "email", ["lin.yuwen@acme-bio.com"]),
], neg=True)
