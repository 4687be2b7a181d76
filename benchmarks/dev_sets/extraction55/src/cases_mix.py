from h import C, U, P, CH, u, a, s

M = "mix"
CASES = [
# ---------------- short chats ----------------
C(M, "short", "我现在在 Amazon 做 SDE，西雅图，rain every day 真的会抑郁", [
    U("employer", "Amazon"),
    U("job_title", ["SDE", "software engineer"]),
    U("city", ["西雅图", "Seattle"]),
]),
C(M, "short", "今天 school pickup 又迟到了，女儿 Chloe 在 front office 等我，老师脸都黑了。她有 nut allergy，学校有什么活动我都紧张", [
    U("family", "Chloe"),
    P("Chloe", "relation", "女儿"),
    P("Chloe", "allergy", ["nut", "nuts", "坚果"]),
]),
C(M, "short", "我不是 ABC 啊，我十六岁才来美国的，老家福州", [
    U("hometown", ["福州", "Fuzhou"]),
    U(["city", "place"], ["美国", "US"], False),
], tag=True),
C(M, "short", "my mom 说我三十岁了还不结婚，excuse me 我才二十七好吗", [
    U("age", ["二十七", "27"]),
], tag=True),
C(M, "short", "老公 Kevin 这周 night shift，在 UCSF 当 nurse，我一个人 handle 两个娃 + 一只 husky", [
    U("partner", "Kevin"),
    P("Kevin", "relation", "老公"),
    P("Kevin", "employer", "UCSF"),
    P("Kevin", "job_title", "nurse"),
    U("family", ["两个娃", "娃"]),
    U("pet", ["husky", "哈士奇"]),
]),
C(M, "short", "weekend plan: 带儿子去上 swimming lesson，然后 Costco 补货，然后 collapse", [
    U("family", "儿子"),
    P("儿子", "sport", ["swimming", "游泳"]),
], tag=True),
C(M, "short", "我 major 是 finance 但现在做 UX 设计，完全跨行了 lol，读的是 NYU", [
    U("major", ["finance", "金融"]),
    U("job_title", ["UX 设计", "UX设计", "UX designer"]),
    U("school", "NYU"),
]),
C(M, "short", "I'm 对香菜 allergic 哈哈 not joking，真的会起疹子", [
    U("allergy", ["香菜", "cilantro"]),
], tag=True),
C(M, "short", "加我 WeChat 吧 lily_0915，或者直接打 phone +86 186 0217 3349", [
    U("phone", ["+86 186 0217 3349", "18602173349"]),
]),
C(M, "short", "刚 sign 了 lease，下个月搬去 Brooklyn，现在还住 Jersey City", [
    U("city", "Jersey City"),
    U("plan", ["搬去 Brooklyn", "Brooklyn"]),
], tag=True),
C(M, "short", "我最爱的 movie 永远是 Spirited Away 千与千寻，每年都要看一遍", [
    U("fav_film", ["Spirited Away", "千与千寻"]),
]),

# ---------------- diary entries ----------------
C(M, "diary", "Monday 🌧️ 早上 drop off 两个小朋友，老大 Ethan 上 first grade，老二 Mia 还在 daycare。到公司 9:15，被 manager 盯了一眼。我在 Deloitte 做 audit，busy season 要来了我已经想哭。中午跟同事吃 pho。下午我妈从 daycare 接 Mia，她 visa 还有三个月就到期要回国了，以后怎么办真不知道。晚上老公 cook，他是 software engineer，WFH 所以比我 flexible。", [
    U("family", "Ethan"),
    U("family", "Mia"),
    P("Ethan", "relation", "老大"),
    P("Mia", "relation", "老二"),
    U("employer", "Deloitte"),
    U("job_title", ["audit", "auditor", "审计"]),
    U("partner", "老公"),
    P("老公", "job_title", "software engineer"),
    P("妈妈", "plan", "回国"),
], tag=True),
C(M, "diary", "周六 sunny。早上去 farmers market 买了 peaches，回家 bake 了一个 pie，烤糊了 haha。下午 tennis lesson，学了三个月还是发球不过网。晚上跟 roommate Jenny 看 Crazy Rich Asians，她说是她最爱的，我觉得 meh，我还是喜欢宫崎骏。睡前背了 50 个 GRE 单词，十月考。", [
    U("sport", ["tennis", "网球"]),
    P("Jenny", "relation", "roommate"),
    P("Jenny", "fav_film", "Crazy Rich Asians", False),
    U("fav_film", "宫崎骏", False),
    U("plan", "GRE"),
    U("hobby", ["bake", "baking"], False),
], tag=True),
C(M, "diary", "3/21 今天 finally 拿到 green card 了！！来美国八年。我老家是大连，在 Houston 做 petroleum engineer，外人都以为 Texas 只有牛仔哈哈。晚上和 husband Raj 去吃了 Korean BBQ 庆祝。他是 Indian，所以我们家是中文英文印地语乱飞，我现在也会说几句 Hindi 了。", [
    U("hometown", ["大连", "Dalian"]),
    U("city", "Houston"),
    U("job_title", "petroleum engineer"),
    U("partner", "Raj"),
    P("Raj", "relation", "husband"),
    P("Raj", "hometown", ["India", "Indian"], False),
    U("language", "Hindi", False),
    U("language", ["中文", "Chinese"], False),
], tag=True),
C(M, "diary", "周三，crazy day。早上给 Leo 带了 lunch box，他们 school 是 nut-free 的，所以换成了 sunflower butter。我今天 10 点约了 dentist，结果对方 cancel 了，白请假。下午去 gym 撸铁，我每周一三五都去。晚上 Leo 的 Chinese school 开家长会，老师说他 pinyin 进步了。他爸在 hospital 值班，又是我一个人。", [
    U("family", "Leo"),
    U(["sport", "hobby"], ["撸铁", "gym"]),
    U("partner", "他爸"),
    P("他爸", "employer", "hospital", False),
    P("Leo", "school", "Chinese school", False),
], tag=True),

# ---------------- named companion ----------------
C(M, "companion", [
    u("Momo 我下个月要去 Tokyo 出差"),
    a("好棒！你是不是在 Sony 工作？"),
    u("no no，我在 Nintendo of America，Redmond 那边，做 localization"),
    a("localization 好酷！所以你日语很好吧"),
    u("日语 N1，普通话是母语，英语工作用"),
], [
    U("plan", ["去 Tokyo 出差", "Tokyo 出差", "Tokyo"]),
    U("employer", "Nintendo of America"),
    U("job_title", "localization"),
    U("city", "Redmond", False),
    U("language", ["日语", "Japanese"]),
    U("language", ["普通话", "Mandarin"]),
    U("language", ["英语", "English"]),
], tag=True, character="Momo"),
C(M, "companion", [
    u("Kai 我今天好累，baby 昨晚醒了五次"),
    a("抱抱你。宝宝多大了？是 Olivia 对吧"),
    u("Olivia 是我姐的女儿啦，我的叫 Noah，七个月"),
    a("Noah 七个月，记住了！你还在 maternity leave 吗"),
    u("下周一 back to work，我婆婆会过来帮忙带"),
], [
    U("family", "Noah"),
    P("Noah", "age", ["七个月", "7 months"]),
    P("Olivia", "relation", ["我姐的女儿", "姐姐的女儿", "niece"]),
    U("plan", ["back to work", "上班"]),
    P("婆婆", "plan", "帮忙带", False),
    U("family", "婆婆", False),
    U("gender", ["女", "female"], False),
], tag=True, character="Kai"),
C(M, "companion", [
    u("今天 vet 说我家 Oreo 要减肥 lol"),
    a("Oreo 是你那只 golden retriever 吧？"),
    u("是 border collie，不是 golden。他十岁了 still thinks he's a puppy"),
    a("哈哈，那你以后要多带他跑步了"),
    u("我本来就每天跑 5k，带上他就好"),
], [
    U("pet", ["border collie", "狗", "dog"]),
    U("pet_name", "Oreo"),
    U("sport", ["跑", "跑步", "running"]),
], tag=True, character="Momo"),
C(M, "companion", [
    u("Kai, help me write a 自我介绍 for my new team"),
    a("Sure! 你叫什么名字，做什么的？"),
    u("林思远, 叫我 Sean 就行. 新 role 是 data scientist at Grab, Singapore office"),
    a("你是新加坡人吗？"),
    u("not really，马来西亚槟城长大的，NUS 读的 statistics master"),
], [
    U("name", "林思远"),
    U("nickname", "Sean"),
    U("job_title", "data scientist"),
    U("employer", "Grab"),
    U("city", "Singapore", False),
    U("hometown", ["槟城", "Penang", "马来西亚"]),
    U("school", ["NUS", "National University of Singapore"]),
    U("major", ["statistics", "统计"]),
    U("degree", ["master", "硕士"]),
], tag=True, character="Kai"),
C(M, "companion", [
    u("周末 in-laws 来 visit，我好 stress"),
    a("你婆婆是不是就是上次说你做饭太咸的那个？"),
    u("对就是她 😂 而且我老公那周 on call，他是 resident，完全 disappear"),
    a("那你们家小朋友会开心吧，奶奶来了"),
    u("Ella 超开心，她五岁，奶奶一来就有 iPad 看"),
], [
    U("family", "Ella"),
    P("Ella", "age", ["五岁", "5"]),
    U("partner", "老公"),
    P("老公", "job_title", ["resident", "住院医"]),
    P("in-laws", "plan", "visit", False),
    U("family", "婆婆", False),
], tag=True, character="Momo"),

# ---------------- group chats ----------------
C(M, "group", [
    s("小雨妈", "有人知道 Cupertino 附近哪里有好的 Chinese school 吗"),
    s("Vivian", "我家 Aiden 在 Hope Chinese School，周六上午，我觉得还不错"),
    s("Linda", "我们也在那！Aiden 几年级？"),
    s("Vivian", "second grade，7 岁。我老公在 Google，周六他送，周日我带去 swim team"),
], [
    U("family", "Aiden"),
    P("Aiden", "school", "Hope Chinese School"),
    P("Aiden", "age", ["7 岁", "7"]),
    P("Aiden", "sport", ["swim team", "swim", "swimming"]),
    U("partner", "老公"),
    P("老公", "employer", "Google"),
    U("name", "Vivian", False),
], tag=True, me="Vivian"),
C(M, "group", [
    s("阿Ben", "下个月 reunion 我 fly back，机票已经 book 了", exp=True),
    s("小芳", "你还在 Sydney 吗"),
    s("阿Ben", "搬去 Melbourne 了，去年，工作调动。still in banking"),
    s("老吴", "我在 Shenzhen 开了家奶茶店，回来请你们喝"),
], [
    U("plan", ["reunion", "fly back"]),
    U("city", "Melbourne"),
    U("industry", ["banking", "银行"]),
    P("老吴", "job_title", ["开了家奶茶店", "奶茶店老板"]),
    P("老吴", "city", ["Shenzhen", "深圳"]),
    U("name", "阿Ben", False),
], tag=True),
C(M, "group", [
    s("Tom", "Grace, can you cover my shift Thursday?"),
    s("Grace王", "不行哎，Thursday 我要带我爸去看 cardiologist，他心脏不好"),
    s("Annie", "I can cover! Grace 你爸还好吗"),
    s("Grace王", "还行，stent 放了两年了。thanks Annie 🙏"),
], [
    U("plan", ["看 cardiologist", "带我爸去看 cardiologist"]),
    P("爸爸", "health", ["心脏不好", "stent"]),
    U("family", "爸爸", False),
    U("name", "Grace", False),
], me="Grace王"),
C(M, "group", [
    s("阿飞", "周四晚 8 点 badminton，老地方"),
    s("Jason", "+1，我带 shuttlecocks", exp=True),
    s("Cindy", "我这周不来了，ankle sprain 还没好"),
    s("Jason", "Cindy 早日康复！btw 我换工作了，现在在 Shopee 做 PM"),
], [
    U("plan", ["badminton", "羽毛球"]),
    U("sport", ["badminton", "羽毛球"], False),
    U("employer", "Shopee"),
    U("job_title", "PM"),
    P("Cindy", "health", "ankle sprain"),
    U("name", "Jason", False),
], tag=True),
]
