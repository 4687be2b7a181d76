"""Mixed Chinese/English cases of dev set 6."""
from h import Book, U, P, C, u, a, g

B = Book("mix")

# ---------------- group chats ----------------
B.group([
    g("Amy", "周五 happy hour 谁来？"),
    g("Jason", "me! 刚 pass 了 probation，在 Shopee 做 data engineer，终于转正了"),
    g("Ray", "congrats! 我下个月 relocate 到 Singapore，以后公司楼下见"),
    g("Amy", "Ray 你不是在 Grab 吗"),
    g("Ray", "对啊，Grab transfer 我过去的"),
], [
    U("employer", ["Shopee"]),
    U("job_title", ["data engineer"]),
    P("Ray", "employer", ["Grab"]),
    P("Ray", "plan", ["relocate 到 Singapore", "Singapore", "新加坡"]),
], me="Jason", tag=True)

B.group([
    g("Momo", "终于搬到 Vancouver 了，这边 rain 真的好多☔", ex=True),
    g("Lily", "welcome Momo!! 我在 Burnaby，开车二十分钟"),

    g("老黄", "我以前也在 Vancouver 住过五年，后来 move 去 Toronto 了"),
    g("Momo", "Lily 周末约个 dim sum？"),
], [
    U("city", ["Vancouver", "温哥华"]),
    P("Lily", ["city", "place"], ["Burnaby"]),
    P("老黄", "city", ["Toronto", "多伦多"]),
    U("name", ["Momo"], False),
], tag=True)

B.group([
    g("Sophie", "我家 Mochi 今天 grooming 完像个 cotton ball 🐩"),
    g("Kai", "是 poodle 吗？我家是 husky，拆家大王"),
    g("Sophie", "toy poodle！两岁了，超乖"),
    g("Nina", "我 allergic to dogs 只能看照片 😭"),
], [
    U("pet", ["toy poodle", "poodle", "贵宾"]),
    U("pet_name", ["Mochi"]),
    P("Mochi", "age", ["两岁", "2"]),
    P("Kai", "pet", ["husky", "哈士奇"]),
    P("Nina", "allergy", ["dogs", "dog", "狗"]),
], me="Sophie", tag=True)

B.group([
    g("Elaine", "明天的 Mandarin tutoring 取消一下，我 flu 了🤒", ex=True),
    g("Tom", "no worries, get well soon 老师!"),
    g("Tom妈妈", "好的 Elaine 老师，Tom 最近学校也开始学 Spanish 了，忙得很"),
    g("Elaine", "thanks！下周 same time"),
], [
    U("job_title", ["Mandarin tutoring", "Mandarin tutor", "中文老师", "tutor"]),
    U("name", ["Elaine"], False),
    U("health", ["flu"], False),
    P("Tom", "language", ["Spanish", "西班牙语"]),
], tag=True)

# ---------------- named companions ----------------
B.chat("Aria", [
    u("Aria 我今天 finally 拿到 offer 了！！"),
    a("Congrats!!! 是哪家？"),
    u("是 Notion！PM role，下个月 start"),

    a("Notion PM, noted 🎉 还在 SF 对吧？"),
    u("对 still in SF，不用搬家"),
], [
    U(["employer", "plan"], ["Notion"]),
    U(["job_title", "plan"], ["PM", "product manager"]),
    U("city", ["SF", "San Francisco", "旧金山"]),
])

B.chat("米粒", [
    u("米粒，我今天被我妈念了一整天 why still single"),
    a("你不是有个 boyfriend 叫 Tony 吗？"),
    u("Tony 是我 cousin 啦！！我 single 好吗，26 岁 single 很正常"),
    a("哈哈对不起我搞混了"),
], [
    U("age", ["26"]),
    P("Tony", "relation", ["cousin", "表哥", "表弟"]),
    U("family", ["Tony", "cousin"]),
    U("family", ["我妈", "妈妈"], False),
], tag=True)

B.chat("Sol", [
    a("我最近在学做 sourdough，你呢？"),
    u("lol 你又没有手。我最近在学 bouldering，每周两次"),
    a("哈哈那我 virtually 学。你在哪个 gym？"),
    u("就公司楼下那个 Climb Central，我们公司做 fintech 的，所以 gym 也很 fancy"),
], [
    C("hobby", ["sourdough", "baking"]),
    U("sport", ["bouldering", "攀岩", "climbing"]),
    U("industry", ["fintech"]),
], tag=True)

B.chat("Echo", [
    u("Echo 你记得我 birthday 吗"),
    a("当然！March 3rd 对吧？"),
    u("错！是 May 3rd。你 owe me a cake 🎂"),
    a("Oops, May 3rd, 记住了！"),
], [
    U("birthday", ["May 3rd", "May 3", "5月3日"]),
], tag=True)

B.chat("Kiko", [
    u("kiko 我今天去面了个 barista 的 part-time"),
    a("咦，你不是在读 nursing 吗？"),
    u("对啊 still in nursing school，year 3，part-time 是赚点 rent。我的 dream 是当 ICU nurse"),
    a("加油！ICU nurse 超酷"),
], [
    U("major", ["nursing", "护理"]),
    U("school", ["nursing school"], False),
], tag=True)

# ---------------- Markdown diaries ----------------
B.diary("""## Dec 2 Tue

- 早上 standup 又 over time 了 30 分钟
- lunch：公司楼下 poke bowl，第 N 次
- 晚上 Duolingo 日语打卡，终于能看懂 NHK easy news 了
- 睡前读了几章 *Norwegian Wood*，还是最爱村上""", [
    U("language", ["日语", "Japanese"]),
    U("fav_book", ["村上", "Norwegian Wood", "村上春树", "Murakami"]),
])

B.diary("""# 11/30

今天 move-in 新 apartment！终于不用和 roommate 抢 bathroom 了。新地址在 Brooklyn，离 subway 两分钟。

新领养的 cat Tofu 第一天很紧张，一直躲在床底。

以前的 roommate Jess 对猫过敏，所以之前一直没法养，现在终于自由了 lol""", [
    U(["city", "place"], ["Brooklyn"]),
    U("pet", ["cat", "猫"]),
    U("pet_name", ["Tofu"]),
    P("Jess", "allergy", ["猫", "cat"]),
    P("Jess", "relation", ["roommate"], False),
], tag=True)

B.diary("""## 周六 Nov 21

今天去 Costco 囤货，推车堆成山。

下午陪我家 Luna 去 dog park，她是只 border collie，精力无限。

晚上我 husband 做了他拿手的 lasagna，我负责吃 🤣""", [
    U("pet", ["border collie", "边牧", "dog"]),
    U("pet_name", ["Luna"]),
    U("partner", ["husband", "老公"]),
])

B.diary("""# 12/4 journal

最近 burnout 到不行。HR 说 next year 可以 transfer 到 Shanghai office，但我还没决定。

现在在 Deloitte 做 consulting，第 4 年了。

周末计划：躺平 + 打 Zelda。在 Zelda 里我是勇者，现实里我是社畜 🥲""", [
    U("employer", ["Deloitte", "德勤"]),
    U(["job_title", "industry"], ["consulting", "consultant", "咨询"]),
], tag=True)

# ---------------- single messages ----------------
B.voice("ok so 我刚 check 了一下 my 驾照 expire 了 我要去 renew 然后 by the way 我的新 phone number 是 415-555-0172 old one 不用了",
        [U("phone", ["415-555-0172"]), U("belonging", ["驾照"], False)], tag=True)

B.one("我 grandma 今年 92 了 still 每天打麻将 😂 我就不行 完全不会打",
      [P("grandma", "age", ["92"]), P("grandma", "hobby", ["打麻将", "麻将", "mahjong"]),
       U("family", ["grandma"])], tag=True)

B.one("我是 INFJ，born and raised in Taipei，现在 based in Tokyo 做 UX designer",
      [U("hometown", ["Taipei", "台北"]), U("city", ["Tokyo", "东京"]), U("job_title", ["UX designer"])])

B.one("I'm vegetarian 八年了，每次跟男朋友出去吃都先查 menu 有没有 veggie option",
      [U("diet", ["vegetarian", "素食"]), U("partner", ["男朋友", "boyfriend"])])


B.one("我的 email 换了，新的是 jenny.w.liu@outlook.com，之前那个 gmail 别再用了",
      [U("email", ["jenny.w.liu@outlook.com"])], tag=True)

B.one("周末去 Ikea 买了张 desk，我家 cat Bao 一直睡在纸箱里 😂 纸箱比 desk 还受欢迎",
      [U("pet", ["cat", "猫"]), U("pet_name", ["Bao"]), U("belonging", ["desk"])])

B.one("my sister 在 Melbourne 读 PhD，学 marine biology。我就只有个 bachelor 哈哈",
      [P("sister", "city", ["Melbourne"]), P("sister", "degree", ["PhD"]),
       P("sister", "major", ["marine biology"]), U("family", ["sister"]),
       U("degree", ["bachelor"])], tag=True)

B.one("如果我是 CEO 我第一件事就是取消 Monday meeting 🙃 anyway 我只是个 intern at ByteDance",
      [U("job_title", ["intern", "实习生"]), U("employer", ["ByteDance", "字节跳动", "字节"])], tag=True)

B.one("我在家 speak Cantonese，普通话还 OK，English 是上班用的",
      [U("language", ["Cantonese", "粤语"]), U("language", ["普通话", "Mandarin"]),
       U("language", ["English", "英语"])])

B.one("lol 我昨天梦见我是 Taylor Swift 在开 concert，醒来发现自己还是 Ernst & Young 的一个 accountant",
      [U("job_title", ["accountant"]), U("employer", ["Ernst & Young", "EY", "安永"])], tag=True)

B.one("我超讨厌 durian，闻到就想吐，所以我 husband 每次买都被我赶去阳台吃",
      [U("dislike", ["durian", "榴莲"]), U("partner", ["husband"])])


CASES = B.cases
