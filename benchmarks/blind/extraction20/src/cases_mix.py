from h import K, U, P, C, u, a, g

L = "mix"
CASES = [
# ---------------- short chats ----------------
K(L, "short", "我在Google上海office做PM，其实就是每天开会😂 weekend才是我的", [
    U("employer", ["Google"]),
    U("job_title", ["PM", "product manager"]),
    U("city", ["上海", "Shanghai"], False),
]),
K(L, "short", "my mom做的饺子 is the best food on earth, 韭菜鸡蛋馅 especially", [
    U("fav_food", ["饺子", "韭菜鸡蛋馅", "dumplings"]),
    U("family", ["my mom", "mom"], False),
]),
K(L, "short", "I'm allergic to 青霉素，每次看病都要说一遍 so annoying", [
    U("allergy", ["青霉素", "penicillin"]),
]),
K(L, "short", "my bf Leo 是韩国人 but he's been in Vancouver since kindergarten, 我们同居两年了", [
    U("partner", ["Leo"]),
    P("Leo", "relation", ["bf", "boyfriend"]),
    P("Leo", "hometown", ["韩国", "Korea"]),
    P("Leo", "city", ["Vancouver"]),
    U("city", ["Vancouver"], False),
]),
K(L, "short", "本人 INFJ，养了一只 corgi 叫 Mochi，不是 cat person sorry", [
    U("pet", ["corgi", "dog"]),
    U("pet_name", ["Mochi"]),
], tag=True),
K(L, "short", "我最近在学 ukulele, 比吉他好上手多了, but my fingers hurt", [
    U("instrument", ["ukulele"]),
], tag=True),
K(L, "short", "电话是 +1 415 555 0198, 微信 same as 手机号", [
    U("phone", ["+1 415 555 0198", "4155550198"]),
]),
K(L, "short", "我不是 ABC 啦，我十二岁才从台北搬到 LA 的，现在在 UCLA 读 CS", [
    U("hometown", ["台北", "Taipei"]),
    U("city", ["LA", "Los Angeles"]),
    U("school", ["UCLA"]),
    U("major", ["CS", "computer science"]),
], tag=True),
K(L, "short", "老板 asked me to go to 新加坡 for a year, 还没答应, my boyfriend 在香港 so idk", [
    U("partner", ["boyfriend"]),
    P("boyfriend", "city", ["香港", "Hong Kong"]),
], tag=True),
K(L, "short", "My name's 王思雨, 叫我 Sylvia 就行, 从事 fashion buying 五年了", [
    U("name", ["王思雨"]),
    U("nickname", ["Sylvia"]),
    U("job_title", ["fashion buying", "buyer", "fashion buyer"]),
    U("industry", ["fashion"], False),
], tag=True),
K(L, "short", "Honestly 最讨厌的就是 running, 但我每周还是会去 swim 两次", [
    U("dislike", ["running"]),
    U("sport", ["swim", "swimming", "游泳"]),
], tag=True),
K(L, "short", "在 Toronto 住了八年，still can't handle the winter，下个月 finally 回 成都 for good, ticket booked", [
    U("city", ["Toronto"]),
    U("plan", ["成都", "回 成都", "回成都", "move back to Chengdu"]),
], tag=True),
# ---------------- diaries ----------------
K(L, "diary", "Monday。今天 standup 又被 PM 怼了，我就是个 junior dev 能怎么办。午饭和 Emily 吃了 ramen，她说她 next month 要去 Tokyo 出差。下班去 gym 练了腿，现在楼梯都下不去。回家发现 my cat 豆豆 把 plant 全咬了。It's fine，一切都 fine。", [
    U("job_title", ["junior dev", "developer"]),
    U("pet", ["cat"]),
    U("pet_name", ["豆豆"]),
    U("sport", ["gym"], False),
    P("Emily", "plan", ["Tokyo", "去 Tokyo 出差"], False),
], tag=True),
K(L, "diary", "今天是 Grandma 的 90th birthday，全家都回了 Penang。我在 KL 工作，开车回来四个小时。我 cousin Jia Hui 刚考上 nursing school, so proud。Grandma 说我再不结婚她就要帮我安排 blind date 了 😅 我才 26 好吗。晚饭吃了 nasi lemak 和 长寿面。", [
    U("city", ["KL", "Kuala Lumpur"]),
    U("hometown", ["Penang"], False),
    U("age", ["26"]),
    P("Jia Hui", "relation", ["cousin"]),
    P("Jia Hui", "school", ["nursing school"]),
    U("family", ["Jia Hui"]),
    P("Grandma", "age", ["90"]),
    U("family", ["Grandma"]),
], tag=True),
K(L, "diary", "Weekend diary. 早上带 Luna 去 dog park，她是只 golden retriever，三岁了超级疯。下午 volunteer 在 animal shelter，每周六都去。晚上和 roommate 看了 Parasite，第三次了，it's still my favorite movie。明天要 prep 我的 LSAT，考试 on the 18th。", [
    U("pet", ["golden retriever", "dog"]),
    U("pet_name", ["Luna"]),
    U("hobby", ["volunteer", "animal shelter"]),
    U("fav_film", ["Parasite"]),
    U("plan", ["LSAT"]),
], tag=True),
K(L, "diary", "今天 finally 拿到了 green card！！在美国十年了，从 F1 到 H1B 到现在。我在 Seattle 做 nurse practitioner，老公是 Boeing 的工程师。晚上 celebrate 吃了火锅，我的最爱。妈妈在 video call 里哭了，她在郑州。", [
    U("belonging", ["green card"]),
    U("city", ["Seattle"]),
    U("job_title", ["nurse practitioner"]),
    U("partner", ["老公", "husband"]),
    P("老公", "employer", ["Boeing"]),
    P("老公", "job_title", ["工程师", "engineer"]),
    U("fav_food", ["火锅", "hot pot"]),
    U("family", ["妈妈"]),
    P("妈妈", "city", ["郑州", "Zhengzhou"]),
], tag=True),
# ---------------- companion chats ----------------
K(L, "companion", [
    u("Momo, 今天 interview 怎么样你猜"),
    a("拿到 offer 了吗？是那家 consulting firm 吗？"),
    u("对！McKinsey 的 business analyst，下个月1号 start"),
    a("恭喜恭喜！所以你要搬去 New York 了？"),
    u("no no, 是 Shanghai office, 我不用搬家"),
], [
    U(["employer", "plan"], ["McKinsey"]),
    U(["job_title", "plan"], ["business analyst"]),
    U("industry", ["consulting"]),
    U("city", ["Shanghai", "上海"], False),
], tag=True, character="Momo"),
K(L, "companion", [
    u("阿Ken, my dad 今天 retire 了, 他当了三十年 police"),
    a("哇 congratulations to him! 你爸爸是在香港当差吗？"),
    u("是啊, 湾仔那边。我就没继承他的衣钵 lol, 我是做 accounting 的"),
    a("哈哈所以你是 accountant, 在四大吗？"),
    u("不是四大, 一间小 firm, 在观塘"),
], [
    U("family", ["my dad", "dad"]),
    P("dad", "job_title", ["retire", "retired"]),
    P("dad", "job_title", ["police"], False),
    P("dad", "city", ["香港", "Hong Kong"]),
    U(["job_title", "industry"], ["accounting", "accountant"]),
    U("employer", ["firm", "小 firm"], False),
    U("place", ["观塘"], False),
], tag=True, character="阿Ken"),
K(L, "companion", [
    u("Sunny 我 gluten intolerant 你记一下"),
    a("好的，记下了：麸质不耐受。你是不是也不吃乳制品？"),
    u("dairy 没问题, 我每天早上一杯 latte"),
    a("好的！那你平时喜欢做什么运动？"),
    u("瑜伽, 一周三次, 在家跟着 YouTube 练"),
], [
    U(["health", "diet", "allergy"], ["gluten intolerant", "麸质不耐受"]),
    U("sport", ["瑜伽", "yoga"]),
], tag=True, character="Sunny"),
K(L, "companion", [
    u("Echo 我跟你说我 boyfriend 求婚了!!!"),
    a("天啊！恭喜！他是那个在 Shopify 上班的 Daniel 吗？"),
    u("是 Daniel 但他早就不在 Shopify 了，现在自己创业"),
    a("哈哈 sorry。那婚礼定了吗？"),
    u("定了明年五月, Kyoto, 小型婚礼"),
], [
    U("partner", ["Daniel"]),
    P("Daniel", "relation", ["boyfriend", "fiancé"]),
    P("Daniel", "job_title", ["创业", "founder"]),
    U("plan", ["婚礼", "明年五月", "Kyoto", "wedding"]),
], tag=True, character="Echo"),
# ---------------- group chats ----------------
K(L, "group", [
    g("妈", "Jason 你 Thanksgiving 回不回来"),
    g("Jason", "回！机票订了，23号 晚上到 Houston"),
    g("Jessica", "我 can't，hospital 排班 ugh"),
    g("妈", "Jessica 你都当了 resident 了还是这么忙"),
    g("Jason", "她是 surgery resident 当然忙啊. 我 consulting 也没好到哪去"),
], [
    U("plan", ["Houston", "23号", "Thanksgiving"]),
    U("industry", ["consulting"]),
    P("Jessica", "job_title", ["surgery resident", "resident"]),
    P("Jessica", "employer", ["hospital"], False),
    P("妈", "city", ["Houston"], False),
], tag=True, me="Jason"),
K(L, "group", [
    g("Wei", "今天 lunch 吃什么？川菜？"),
    g("Priya", "我不吃辣的 you guys know"),
    g("Tom", "我可以, 但我 shellfish 过敏 so no 水煮鱼 with shrimp", exp=True),
    g("Wei", "Tom 你不是 vegetarian 吗"),
    g("Tom", "那是 last year 的事了哈哈, 现在什么都吃"),
], [
    U("allergy", ["shellfish", "贝类"]),
    P("Priya", ["diet", "dislike"], ["不吃辣", "辣", "spicy"]),
], tag=True),
K(L, "group", [
    g("主唱Lily", "周六 live house 的 setlist 定了吗"),
    g("小K", "定了, 我 bass 那段 solo 又加长了哈哈"),
    g("鼓手阿B", "小K 你白天上班累不累 还能练"),
    g("小K", "程序员 work from home, 练琴时间多的是"),
    g("主唱Lily", "羡慕, 我在 Starbucks 站一天腿都没了"),
], [
    U("instrument", ["bass"]),
    U("job_title", ["程序员", "programmer"]),
    U("plan", ["live house", "周六 live house"]),
    P("主唱Lily", "employer", ["Starbucks"]),
], tag=True, me="小K"),
K(L, "group", [
    g("老师", "大家介绍一下自己"),
    g("Anna", "我叫 Anna, 来自 Germany, 在 Beijing 学中文"),
    g("Marco", "大家好, 我是 Marco, 意大利人, I work as a chef 在 Shanghai, 我的中文 still very bad 哈哈", exp=True),
    g("老师", "Marco 你的中文不错"),
], [
    U("name", ["Marco"]),
    U("hometown", ["意大利", "Italy"]),
    U("job_title", ["chef"]),
    U("city", ["Shanghai", "上海"]),
    U("language", ["中文", "Chinese"]),
    P("Anna", "hometown", ["Germany"]),
    P("Anna", "city", ["Beijing"]),
    P("Anna", "language", ["中文"], False),
], tag=True),
]
