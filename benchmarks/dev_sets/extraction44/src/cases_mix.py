"""Mixed Chinese-English cases of dev set 44 (all sentences written new for this set)."""
from h import U, A, G, F, N, C

CASES = [
# ---------------- group chats ----------------
C("group", [
    G("Annie", "今晚谁做饭 我 lab 要到九点才结束 😩"),
    G("Jason", "I'll cook. 番茄炒蛋 ok?"),
    G("小敏", "ok but no 葱 for me pls 我对葱过敏 lol"),
    G("Annie", "thanks Jason!! btw 我下学期 TA offer 拿到了 for intro stats"),
    G("Jason", "nice!! free tuition?"),
], [
    F("u", "job_title|plan", "TA|teaching assistant|助教"),
    F("小敏", "allergy", "葱|scallion"),
], me="Annie", tag=True, young=True),

C("group", [
    G("大姨", "Lucy 你在 Sydney 还好吗 听说那边山火"),
    G("Lucy", "还好啦 我们在 Melbourne 不在 Sydney 哈哈 你又搞错了", x=True),
    G("表哥", "Lucy 你那个 PhD 读完没"),
    G("Lucy", "还有一年 今年 thesis 写到一半 我 supervisor 比我还着急"),
], [
    F("u", "city", "Melbourne|墨尔本"),
    F("u", "degree", "PhD|博士"),
    N("u", "plan", "thesis"),
    N("u", "name", "Lucy"),
], tag=True, young=True),

C("group", [
    G("Manager Kelly", "team, 下周一 Q3 review, everyone prepare 5 slides"),
    G("阿Ben", "收到 but 我周一请了假 去 HK 办签证", x=True),
    G("Manager Kelly", "ok Ben send me slides by Friday then"),
    G("阿Ben", "可以 我周五 send，反正我 remote 在深圳 随时在线"),
    G("Rita", "我也要 present 吗 我才来两周 😅"),
], [
    F("u", "plan", "办签证|去 HK 办签证"),
    F("u", "city", "深圳|Shenzhen"),
    N("u", "name", "阿Ben|Ben"),
], tag=True),

# ---------------- named companion ----------------
C("comp", [
    U("Kiki 今天 first day at 腾讯 上班 好紧张"),
    A("Congrats!! 你是在深圳总部吗？做 product 吗？"),
    U("对 深圳 but 不是 product 是 UX researcher"),
    A("UX researcher at 腾讯，记住啦 ✨"),
], [
    F("u", "employer", "腾讯|Tencent"),
    F("u", "city", "深圳|Shenzhen"),
    F("u", "job_title", "UX researcher"),
], ch="Kiki", tag=True, young=True),

C("comp", [
    U("我 crush 今天回我消息了!!! 他说 weekend 一起去 climbing"),
    A("OMG 你也会攀岩吗？"),
    U("完全不会 哈哈 我只会 swimming 每周游三次 但为了他我可以学"),
    A("Haha love it. 他是你同学吗？"),
    U("同一个 lab 的 师兄 博二 我硕一"),
], [
    F("u", "sport", "swimming|游泳"),
    N("u", "plan", "climbing"),
    F("u", "degree", "硕一|硕士|master"),
    F("p:师兄", "degree", "博二|博士|PhD"),
], ch="Kiki", tag=True, young=True),

C("comp", [
    U("Kiki remind me 我下周四 dentist appointment 下午三点"),
    A("Got it! 下周四 3pm dentist. 是洗牙吗？"),
    U("拔智齿 😭 而且我 anxiety 超严重 最怕牙医"),
], [
    F("u", "plan", "dentist appointment|dentist|拔智齿"),
    F("u", "health", "anxiety|焦虑"),
    N("u", "dislike", "牙医|dentist"),
], ch="Kiki"),

C("comp", [
    U("我妈 keeps asking 我什么时候回 Vancouver 过年"),
    A("你是温哥华人吗？现在住哪？"),
    U("在温哥华长大 但现在在 Toronto 工作 我 family 还都在那边"),
    A("So 家在 Vancouver, 人在 Toronto. 是做什么工作呀"),
    U("investment banking analyst, 每天工作 14 小时, don't ask"),
], [
    F("u", "hometown", "温哥华|Vancouver"),
    F("u", "city", "Toronto|多伦多"),
    F("u", "job_title", "investment banking analyst|analyst"),
    N("u", "industry", "investment banking"),
    N("u", "family", "我妈|妈妈|mom"),
], ch="Kiki", tag=True),

C("comp", [
    U("今天带 Oreo 去 dog park 它交到新朋友了"),
    A("Oreo 是你的猫吗？"),
    U("dog 啦! 一只 border collie 😂 都说了 dog park"),
    A("Haha 抱歉，border collie Oreo 🐶"),
], [
    F("u", "pet", "border collie|dog|边牧"),
    F("u", "pet_name", "Oreo"),
], ch="Kiki", tag=True),

# ---------------- diaries ----------------
C("diary", [U("Monday. 早上九点的 standup 又拖到十点。我们 team 在做 payment 系统，我是唯一的 QA，真的很累。中午跟 Alice 吃了 poke bowl，她说她下个月要去 Amazon 了，只能祝福。晚上去 yoga class，老师夸我 downward dog 进步了。回家给 Mochi 喂了猫粮，这只橘猫越来越胖。")], [
    F("u", "job_title", "QA|测试"),
    F("u", "sport|hobby", "yoga|瑜伽"),
    F("u", "pet", "橘猫|猫|cat"),
    F("u", "pet_name", "Mochi"),
    N("Alice", "employer|plan", "Amazon"),
], tag=True),

C("diary", [U("期末 week 第三天。早上 Organic Chemistry 考完直接 brain dead。下午去 campus 的 Starbucks 上班，我周末和周三都在那儿打工。室友 Emily 又带她 boyfriend 回来过夜，我真的会谢。我下个月要 move out 搬去跟 Jessica 合租了，押金都付了。")], [
    F("u", "employer", "Starbucks|星巴克"),
    N("u", "job_title", "打工|part-time|barista"),
    F("Emily", "relation", "室友|roommate"),
    F("Emily", "partner", "boyfriend|男朋友"),
    F("u", "plan", "move out|搬去跟 Jessica 合租|合租"),
], tag=True, young=True),

C("diary", [U("今天是我和 Leo 在一起的第 1000 天 🥹 他给我做了 tiramisu，我的最爱。我们是在 Berlin 读 master 的时候认识的。现在他在上海一家德企做 engineer，我在做 freelance 插画。")], [
    F("u", "partner", "Leo"),
    N("Leo", "relation", "boyfriend|男朋友|partner"),
    F("u", "fav_food", "tiramisu|提拉米苏"),
    F("u", "degree", "master|硕士"),
    F("Leo", "city", "上海|Shanghai"),
    N("Leo", "employer", "德企"),
    F("Leo", "job_title", "engineer|工程师"),
    F("u", "job_title", "插画|freelance 插画|illustrator"),
], tag=True),

C("diary", [U("Sat. 爸爸 birthday dinner at 海底捞，他 65 了还说自己 young。我弟 Kevin 从 Boston 飞回来了，他在 MIT 读 CS。我 as usual 被问什么时候结婚，我说我单身很快乐。")], [
    F("p:爸爸", "age", "65"),
    F("u", "family", "爸爸|dad"),
    F("Kevin", "relation", "我弟|弟弟|brother"),
    F("u", "family", "Kevin|我弟"),
    F("Kevin", "school", "MIT"),
    F("Kevin", "major", "CS|computer science"),
    N("Kevin", "city", "Boston"),
], tag=True),

# ---------------- short chats ----------------
C("chat", [U("我是 software engineer at 字节, 在 Singapore office")], [
    F("u", "job_title", "software engineer"),
    F("u", "employer", "字节|字节跳动|ByteDance"),
    N("u", "city", "Singapore|新加坡"),
]),

C("chat", [U("周末要去 Taylor Swift 的 concert!!! 票抢了三个小时 室友说我疯了")], [
    F("u", "plan", "concert|Taylor Swift 的 concert"),
    N("u", "fav_music", "Taylor Swift"),
], young=True),

C("chat", [U("我 lactose intolerant 但是 bubble tea 戒不掉 😭 每天下课都要来一杯")], [
    F("u", "health|allergy|diet", "lactose intolerant|乳糖不耐受"),
    N("u", "fav_food", "bubble tea|奶茶"),
], young=True),

C("chat", [U("我 boyfriend 是 ABC, 中文很烂, 我 teaching him 每天 10 个字")], [
    F("u", "partner", "boyfriend|男朋友"),
    N("p:boyfriend", "language", "中文|Chinese"),
    N("p:boyfriend", "hometown", "美国|US|America"),
]),

C("chat", [U("老家 Qingdao, now in Shanghai, 做 marketing")], [
    F("u", "hometown", "Qingdao|青岛"),
    F("u", "city", "Shanghai|上海"),
    F("u", "job_title|industry", "marketing|市场"),
]),

C("chat", [U("my WeChat 就是手机号 18662503317, email 是 mia.zhang@outlook.com")], [
    F("u", "phone", "18662503317"),
    F("u", "email", "mia.zhang@outlook.com"),
]),

C("chat", [U("不要叫我 Vivian 了, 那是我 English name, 我真名叫 张薇")], [
    F("u", "name", "张薇"),
    N("u", "nickname|name", "Vivian"),
], tag=True),

C("chat", [U("我们家 cat 叫 Tofu, 三岁, my mom's dog 叫 Bobo")], [
    F("u", "pet", "cat|猫"),
    F("u", "pet_name", "Tofu"),
    F("p:mom", "pet", "dog|狗"),
    F("p:mom", "pet_name", "Bobo"),
    N("u", "family", "mom"),
], tag=True),

C("chat", [U("今年 28 岁, still 单身, 爸妈 already panic")], [
    F("u", "age", "28"),
]),

C("chat", [U("我 major 是 psychology, minor 是 Chinese literature, 在 UCLA 大三")], [
    F("u", "major", "psychology|心理学"),
    F("u", "school", "UCLA"),
    N("u", "job_title", "大三|student"),
], young=True),

C("chat", [U("不能吃 gluten, celiac disease, 所以 pizza 和我无缘 连 dorm party 都只能看着")], [
    F("u", "health|allergy|diet", "celiac disease|celiac|乳糜泻"),
], young=True),

C("chat", [U("Just signed the lease! 下个月 move 到 Brooklyn, 现在还在 Jersey City")], [
    F("u", "city", "Jersey City"),
    F("u", "plan", "Brooklyn|move 到 Brooklyn"),
], tag=True),
]
