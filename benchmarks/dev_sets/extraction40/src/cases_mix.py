from h import U, A, S, F, C

CASES = [
# ---- one- to three-message chats ----
C("chat", "我在 Shopee 做 product manager，base 新加坡，老家是福建泉州的", [
    F("u", "employer", "Shopee"),
    F("u", "job_title", "product manager|产品经理"),
    F("u", "city", "新加坡|Singapore"),
    F("u", "hometown", "泉州|福建泉州|Quanzhou"),
]),
C("chat", "我的 email 是 zhou.yiran@outlook.com，微信同号 186 2174 0935，有事直接 call 我", [
    F("u", "email", "zhou.yiran@outlook.com"),
    F("u", "phone", "186 2174 0935|18621740935"),
]),
C("chat", "最近在准备 CFA level 2，考试在 8 月，每天下班还要刷三个小时题 😮‍💨 真的好想 quit 啊", [
    F("u", "plan", "CFA level 2|CFA"),
], tag=True, theme=True),
C("chat", "my mom 说我 30 岁之前必须结婚，lol 我才 26 好吗，而且我一个男生急什么", [
    F("u", "age", "26"),
    F("u", "gender", "男生|男|male"),
    F("u", "family", "mom", False),
], tag=True),
C("chat", "I'm lactose intolerant 所以奶茶只能点燕麦奶的", [
    F("u", "health|diet|allergy", "lactose intolerant|乳糖不耐受"),
]),
C("chat", "我男朋友 Kevin 是 ABC，中文只会说'你好'和'好吃'，but he's learning", [
    F("u", "partner", "Kevin|男朋友"),
    F("Kevin", "relation", "男朋友|boyfriend"),
    F("Kevin", "hometown", "美国|US", False),
    F("Kevin", "language", "中文|Chinese", False),
]),
C("chat", "我们家 golden retriever 叫 Lucky，今年 5 岁，比我侄子还大 😂", [
    F("u", "pet", "golden retriever|狗|金毛"),
    F("u", "pet_name", "Lucky"),
], tag=True),
C("chat", "过敏 to cats 但是我女朋友养了两只，所以每次去她家都要先吃 antihistamine", [
    F("u", "allergy", "cats|猫"),
    F("u", "partner", "女朋友|girlfriend"),
    F("女朋友", "pet", "cats|猫"),
    F("u", "health", "antihistamine", False),
], tag=True),
C("chat", "从 Google 离职了，现在全职 freelance 做 illustration，income 不稳定但是开心", [
    F("u", "job_title", "illustration|freelance illustrator|插画师"),
], tag=True, theme=True),
C("chat", "birthday 是 2 月 29 号 😭 四年才过一次真的很惨", [
    F("u", "birthday", "2 月 29 号|2月29日|February 29"),
]),
C("chat", "我叫 Iris Chen，INFP，hobby 是 film photography，家里有一台 Pentax K1000 宝贝得很", [
    F("u", "name", "Iris Chen|Iris"),
    F("u", "hobby", "film photography|胶片摄影"),
    F("u", "belonging", "Pentax K1000"),
]),
C("chat", "不吃辣 at all，我 Cantonese 的，我们那边吃得清淡", [
    F("u", "diet|dislike", "不吃辣|辣"),
    F("u", "hometown", "Cantonese|广东|Guangdong", False),
]),
# ---- named companions ----
C("comp", [
    U("Luna 我今天 offer 终于下来了！！"),
    A("恭喜！是哪家呀？是你之前说的那个 Microsoft 吗？"),
    U("不是 Microsoft，是 Airbnb，data scientist，下个月 start"),
    A("Airbnb！那你要搬去 San Francisco 吗？"),
    U("remote 的，我还是待在 Austin"),
], [
    F("u", "employer|plan", "Airbnb"),
    F("u", "job_title|plan", "data scientist"),
    F("u", "city", "Austin"),
], tag=True, ch="Luna", theme=True),
C("comp", [
    U("我今天去 therapy 了，医生说我是 generalized anxiety"),
    A("抱歉听到这个，你最近压力很大吗？是工作原因？"),
    U("嗯，我在投行，每天工作到凌晨两点，Goldman 的节奏你懂的"),
    A("高盛真的很辛苦。你有在吃药吗？"),
    U("还没，先做 CBT"),
], [
    F("u", "health", "generalized anxiety|焦虑症|anxiety"),
    F("u", "employer", "Goldman|高盛|Goldman Sachs"),
    F("u", "industry", "投行|investment banking"),
    F("u", "plan|health", "CBT", False),
], ch="小鹿"),
C("comp", [
    U("我在考虑要不要 go back to school 读个 CS master"),
    A("你现在的 background 是什么呀？"),
    U("本科是 English literature，现在在一家 startup 做 content marketing"),
    A("文科转 CS 好勇！已经在申请了吗？"),
    U("还没，先上 CS50 试试水，觉得不行就算了"),
], [
    F("u", "major", "English literature|英语文学"),
    F("u", "degree", "本科|bachelor", False),
    F("u", "job_title", "content marketing"),
    F("u", "employer", "startup", False),
    F("u", "plan", "CS50", False),
], tag=True, ch="Luna", theme=True),
C("comp", [
    U("今天带 Nugget 去剪指甲，它咬了美容师一口"),
    A("Nugget 是你的小狗吧？什么品种的？"),
    U("Nugget 是 ferret 啦，雪貂，不是狗"),
    A("哈哈哈抱歉！雪貂好可爱"),
    U("可爱是可爱，臭也是真的臭"),
], [
    F("u", "pet", "ferret|雪貂"),
    F("u", "pet_name", "Nugget"),
], tag=True, ch="小鹿"),
C("comp", [
    U("我 grandma 今天教我说上海话，太难了"),
    A("你是上海人吗？"),
    U("我在 Vancouver 长大的，爸妈是上海人。我 Cantonese 倒是说得比上海话好，因为朋友都是广东人"),
    A("所以你会说英语、粤语，还在学上海话？"),
    U("对，还有普通话"),
], [
    F("u", "hometown", "Vancouver"),
    F("爸妈", "hometown", "上海|Shanghai"),
    F("u", "language", "Cantonese|粤语"),
    F("u", "language", "普通话|Mandarin"),
    F("u", "language", "英语|English"),
    F("u", "language", "上海话|Shanghainese", False),
    F("u", "family", "grandma|奶奶", False),
], tag=True, ch="Luna"),
# ---- diaries ----
C("diary", "Day 45 of 新工作. 今天终于 figure out 了 our deployment pipeline. 中午和 team 去吃 pho，我最爱的越南菜。下午 1:1 with my manager Claire，她说我 probation 过了！！晚上回家 FaceTime 我妈，她还在问我什么时候回国，我说 Seattle 挺好的，不回了。", [
    F("u", "fav_food", "pho|越南粉"),
    F("Claire", "relation", "manager"),
    F("u", "city", "Seattle"),
    F("u", "family", "我妈|妈妈", False),
]),
C("diary", "周六 morning run 10k，PB！开始 training 是为了明年四月的 Boston，虽然还没 qualify 哈哈 dream big。下午去 IKEA 买了个书架，组装了两个小时。晚上和 roommate 看了 Oppenheimer，她说是她最爱的电影，我觉得 too long。", [
    F("u", "sport", "run|running|跑步"),
    F("roommate", "fav_film", "Oppenheimer"),
    F("u", "plan", "Boston|Boston Marathon", False),
], tag=True, theme=True),
C("diary", "今天 officially 是一名 registered nurse 了！！NCLEX 过了！四年的 nursing school at NYU 没白读。Mom cried, Dad pretended not to cry. Next step: 找 job，target 是 Mount Sinai 的 ICU。", [
    F("u", "job_title", "registered nurse|nurse|护士"),
    F("u", "school", "NYU|New York University"),
    F("u", "major", "nursing"),
    F("u", "plan", "Mount Sinai", False),
], tag=True, theme=True),
# ---- group chats ----
C("group", [
    S("妈妈", "Mei 你周末回家吃饭吗"),
    S("Mei", "这周不行 mom，I have a shift，我周末都在 ER"),
    S("弟弟", "姐你太忙了吧"),
    S("Mei", "没办法 residency 第一年就是这样"),
], [
    F("u", "job_title", "residency|resident|住院医"),
    F("u", "employer", "ER", False),
    F("u", "name", "Mei", False),
], me="Mei", theme=True),
C("group", [
    S("Jason", "明天 demo day，大家准备好了吗"),
    S("阿Ken", "slides 好了！btw 我下周五 last day，要去 Meta 了，sorry guys", exp=True),
    S("Lily", "啊？？？舍不得"),
    S("Jason", "Ken 恭喜，but we'll miss you"),
], [
    F("u", "employer|plan", "Meta"),
    F("u", "name", "Ken|阿Ken", False),
], tag=True, theme=True),
C("group", [
    S("Vivian", "谁周五要来我家 hotpot？我住 Flushing，地铁 7 号线终点"),
    S("Grace", "我！我带 dessert"),
    S("Andy", "我不行，我在 Boston 出差"),
    S("Vivian", "ok Andy next time"),
], [
    F("u", "place|city", "Flushing"),
], tag=True, me="Vivian"),
C("group", [
    S("老K", "今晚开黑 valorant?"),
    S("Sam", "我 OK，明天放假。btw 我换号码了，新号 +852 6123 4488", exp=True),
    S("阿飞", "我要陪女朋友"),
    S("老K", "阿飞 你又陪女朋友"),
], [
    F("u", "phone", "+852 6123 4488|85261234488"),
    F("u", "hobby", "valorant", False),
    F("阿飞", "partner", "女朋友|girlfriend"),
], tag=True),
]
