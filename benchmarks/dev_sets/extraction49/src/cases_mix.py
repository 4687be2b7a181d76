"""Mixed-language cases of dev set 49 (24): 4 diaries, 5 companion chats, 4 group chats, 11 short chats."""
from h import u, a, s, U, P, C, adder

CASES = []
add = adder("mix", CASES)

# ---------------- diaries ----------------
add("diary", [u("今天是我和老伴结婚四十周年。早上去 church 唱诗班排练，我唱 alto。孙子 Ethan 从 Vancouver 打电话来，说他在 UBC 读 computer science，学得很开心。我退休前在 HSBC 做了二十多年 teller，现在每个月拿 pension，够用了。晚上 daughter 请我们去饮茶，我最爱的是虾饺。医生说我 cholesterol 有点高，虾饺只准吃两个😂")],
    [U("partner", "老伴"), U("hobby", ["唱诗班", "choir"]), U("family", "Ethan"), P("Ethan", "relation", "孙子"),
     P("Ethan", "city", "Vancouver"), P("Ethan", "school", "UBC"), P("Ethan", "major", "computer science"),
     U("job_title", ["退休", "retired"]), U("employer", "HSBC", False), U("job_title", "teller", False),
     U("family", "daughter", False), U("fav_food", "虾饺"), U("health", ["cholesterol", "cholesterol 有点高"]),
     U("gender", ["female", "女"], False)], tag=True, old=True)

add("diary", [u("day 3 of WFH. 我在 Shopify 做 UX designer，今天开了六个 meeting，脑子炸了。中午点了外卖 ramen，还是不如我妈做的牛肉面。我妈 from 兰州 lol 所以她对牛肉面的标准超高。晚上去 bouldering，手掌又磨破了。我家猫小黑把我的 monitor 推倒了，真·打工猫。明天要去 DMV 考 driving test，wish me luck")],
    [U("employer", "Shopify"), U("job_title", "UX designer"), U("family", ["妈", "妈妈", "mom"], False),
     P("妈妈", "hometown", ["兰州", "Lanzhou"]), U("fav_food", "牛肉面", False), U("sport", "bouldering", False),
     U("pet", ["猫", "cat"]), U("pet_name", "小黑"), U("plan", ["driving test", "DMV"])], tag=True)

add("diary", [u("Sunday, 阴天. Went to 菜市场 with my neighbor 王阿姨, she's 80 还能扛十斤米. I'm 73, knee 不行 already. Back home made 红烧肉 for lunch, 老头子 favourite. Afternoon 练 calligraphy, 写了一幅“宁静致远”. 我们家 grandson 下个月 from Sydney 回来, he works at Atlassian now, 做 software engineer. 想想他小时候还在我背上哭, time flies.")],
    [P("王阿姨", "relation", ["neighbor", "邻居"]), P("王阿姨", "age", "80"), U("age", "73"), U("health", "knee"),
     U("partner", "老头子"), P("老头子", "fav_food", "红烧肉"), U("hobby", ["calligraphy", "书法"]), U("family", "grandson"),
     P("grandson", "city", "Sydney"), P("grandson", "employer", "Atlassian"), P("grandson", "job_title", "software engineer"),
     P("grandson", "plan", ["回来", "from Sydney 回来"])], tag=True, old=True)

add("diary", [u("Night shift again. 我在 Mount Sinai 做 resident，internal medicine 第二年。Patient 家属以为我是 nurse，因为我是女的，classic. Came home at 8am，室友 Jess 已经去上班了，she's a lawyer 在 Midtown. 我俩的 apartment 在 Astoria. Ate 一碗 congee, slept till 3. 我最近在学 guitar，今天终于会弹 Wonderwall 了哈哈")],
    [U("employer", "Mount Sinai"), U("job_title", ["resident", "internal medicine resident"]), U("major", "internal medicine", False),
     U("gender", ["女", "female"]), P("Jess", "relation", "室友"), P("Jess", "job_title", "lawyer"), P("Jess", "place", "Midtown", False),
     U(["place", "city"], "Astoria"), P("Jess", ["place", "city"], "Astoria", False), U("instrument", "guitar")], tag=True)

# ---------------- companion chats ----------------
add("comp", [u("Kiki 我今天终于 quit 了那家 startup！！"),
             a("哇恭喜！所以你现在是自由人啦？还在 Shenzhen 吗？"),
             u("还在深圳，下周一去 Tencent 报到，做 product manager"),
             a("Tencent PM，好厉害！那你的猫 Oreo 还好吗？"),
             u("Oreo 是我前男友的猫啦，我养的是一只 rabbit 叫 Bun")],
    [U("city", ["深圳", "Shenzhen"]), U(["employer", "plan"], ["Tencent", "腾讯"]), U(["job_title", "plan"], ["product manager", "PM"]),
     U("pet", ["rabbit", "兔子"]), U("pet_name", "Bun")], tag=True, ch="Kiki")

add("comp", [u("阿宝，我孙女 Emily 教我用你的，她说 grandma 你要多跟 AI 聊天防老年痴呆"),
             a("Emily 真贴心！您今年多大啦？"),
             u("七十九了。我以前在 Hong Kong 做了四十年 tailor，现在住在 Toronto 女儿家"),
             a("做裁缝好厉害！您在 Toronto 冷不冷？"),
             u("冷死了，我最讨厌 snow。女儿是 accountant，天天加班，只有周末陪我")],
    [U("family", "Emily"), P("Emily", "relation", "孙女"), U("age", ["七十九", "79"]), U("job_title", ["tailor", "裁缝"], False),
     U("city", "Toronto"), U("dislike", "snow"), U("family", "女儿"), P("女儿", "job_title", "accountant"),
     P("女儿", "city", "Toronto", False), U("gender", ["female", "女"], False)], tag=True, ch="阿宝", old=True)

add("comp", [u("Leo 我今天 gym 完 weigh in，还是 72kg"),
             a("Keep going！你身高 180 对吧？"),
             u("178 啦，你总是记错。我的目标是 68"),
             a("OK 178! 你现在每周练几次？"),
             u("一周四次 weightlifting，周末打 basketball")],
    [U("sport", "weightlifting"), U("sport", ["basketball", "篮球"])], tag=True, ch="Leo")

add("comp", [u("Rosie，今天 doctor 说我有 early stage Parkinson's，我有点怕"),
             a("I'm so sorry. 您家里有人陪您吗？是跟儿子住在 San Jose 吗？"),
             u("不是儿子，是跟我 husband 住在 Fremont。儿子在 Seattle，Microsoft 上班"),
             a("谢谢您告诉我。您平时喜欢做什么放松？"),
             u("打 mahjong，每周三跟老姐妹们打，还有听 Cantonese opera")],
    [U("health", ["Parkinson's", "early stage Parkinson's"]), U("partner", "husband"), U("city", "Fremont"), U("family", "儿子"),
     P("儿子", "city", "Seattle"), P("儿子", "employer", "Microsoft"), U("hobby", ["mahjong", "麻将"]),
     U("fav_music", ["Cantonese opera", "粤剧"])], tag=True, ch="Rosie", old=True)

add("comp", [u("Moss 我今年 26 了还没 boyfriend，我妈又在催"),
             a("每个人节奏不同～你妈妈是做什么的呀？"),
             u("她是 middle school principal，超严格。我是 freelance illustrator，她觉得不稳定"),
             a("Illustrator 很酷啊！你画什么风格？"),
             u("主要画 children's books，现在在画一本关于 panda 的，明年出版")],
    [U("age", "26"), U("family", ["妈", "妈妈"], False), P("妈妈", "job_title", "middle school principal"),
     U("job_title", ["illustrator", "freelance illustrator"]), U("plan", ["明年出版", "children's book"], False)], tag=True, ch="Moss")

# ---------------- group chats ----------------
add("group", [s("Dad", "Winnie 你下个月几号返来？"),
              s("Winnie", "15号 landing HKG，ticket 已经 book 咗。只留 one week，因为 Boston 嗰边 lab 走唔开"),
              s("Kenny", "家姐 bring me some Reese's，我 addicted 😂"),
              s("Winnie", "Kenny 你唔系话 peanut allergy 咩？？"),
              s("Kenny", "lol 我 allergy 系 shellfish 唔系 peanut")],
    [U("plan", ["landing HKG", "返来", "返香港"]), U("city", "Boston", False), U("name", "Winnie", False),
     P("Kenny", "allergy", "shellfish"), P("Kenny", "relation", ["家姐", "brother", "弟弟"], False),
     U("family", "Kenny", False), U("language", ["粤语", "Cantonese"], False)], tag=True, me="Winnie")

add("group", [s("阿May", "Guys 我下个月回国 Shanghai，谁在？"),
              s("Jason", "我在！我去年 relocate 回上海了，现在在 JP Morgan 做 quant", True),
              s("大刘", "我还在 Bay Area，Google 打螺丝 lol"),
              s("Cindy", "我在上海 but 那周我要去 Tokyo 出差，sorry"),
              s("Jason", "May 来了我请吃本帮菜，我最爱老吉士")],
    [U("city", ["上海", "Shanghai"]), U("employer", ["JP Morgan", "摩根大通"]), U("job_title", "quant"),
     U("fav_food", ["老吉士", "本帮菜"]), U("name", "Jason", False), P("阿May", "plan", ["回国", "回国 Shanghai"]),
     P("大刘", "city", "Bay Area"), P("大刘", "employer", "Google"), P("Cindy", "city", ["上海", "Shanghai"]),
     P("Cindy", "plan", ["Tokyo 出差", "去 Tokyo 出差"])], tag=True)

add("group", [s("Mr. Wong", "各位乡亲，台山同乡会 annual dinner 定喺 Nov 18，有兴趣请报名"),
              s("陈伯", "我报名，two people，我同老婆。我哋台山人梗系要去啦", True),
              s("Auntie Lily", "陈伯你个 knee 好返未？上次见你仲用 walker"),
              s("陈伯", "好好多，已经唔使 walker 了，今年八十三，仲行得走得"),
              s("阿成", "我去唔到，个仔 graduation 同一日")],
    [U("plan", ["annual dinner", "同乡会"]), U("partner", "老婆"), U("hometown", ["台山", "Taishan"]), U("age", ["八十三", "83"]),
     U("health", "knee", False), U("name", "陈伯", False), U("language", ["粤语", "Cantonese", "台山话"], False),
     P("阿成仔", "plan", "graduation"), P("阿成", "family", "个仔", False)], tag=True, old=True)

add("group", [s("PM Kelly", "Friday release 要 delay 吗？QA 还有 12 个 bugs"),
              s("小王", "我觉得要 delay。另外我下周二请假，要去 Beijing 面签 H1B", True),
              s("Arjun", "Good luck man! 我当年 visa 也是 Beijing 面的"),
              s("Lisa", "小王你是不是也在考虑跳去 ByteDance？听说的"),
              s("小王", "没有啦 谣言。我在这 team 挺好的，刚在 Pudong 买了房")],
    [U("plan", ["面签", "面签 H1B", "H1B"]), U(["place", "city"], ["Pudong", "浦东"]), U("belonging", "房", False),
     U("name", "小王", False)], tag=True)

# ---------------- short chats ----------------
add("short", [u("我 boyfriend 是 French，住 Lyon，我们 long distance 两年了。我自己在 Shanghai 做 English teacher")],
    [U("partner", "boyfriend"), P("boyfriend", "hometown", ["French", "France"], False), P("boyfriend", "city", "Lyon"),
     U("city", ["Shanghai", "上海"]), U("job_title", "English teacher")], tag=True)

add("short", [u("我今年 seventy 了，retired nurse，住在 Vancouver 三十年了，老家是 Guangzhou 的")],
    [U("age", ["seventy", "70"]), U("job_title", ["retired", "retired nurse"]), U("job_title", "nurse", False),
     U("city", "Vancouver"), U("hometown", ["Guangzhou", "广州"])], old=True)

add("short", [u("My allergy 是 cat hair，所以我养的是 dog，一只 poodle 叫 Cookie")],
    [U("allergy", ["cat hair", "猫毛"]), U("pet", ["poodle", "dog"]), U("pet_name", "Cookie")])

add("short", [u("我没在 Google 工作，那是我哥。我在 Stanford 读 PhD，bioengineering")],
    [U("family", ["哥", "哥哥"], False), P("哥哥", "employer", "Google"), U("school", "Stanford"), U("degree", "PhD"),
     U("major", "bioengineering")], tag=True)

add("short", [u("Email me at wenjie.huang@outlook.com，微信不常看 lol")],
    [U("email", "wenjie.huang@outlook.com")])

add("short", [u("我最爱的 band 是 Radiohead，最近单曲循环 In Rainbows")],
    [U("fav_music", ["Radiohead", "In Rainbows"])])

add("short", [u("孙子们叫我 Nana，其实我的名字是 Margaret Liu。I'm 76，住在 Sydney，每天早上打 tai chi")],
    [U("name", "Margaret Liu"), U("nickname", "Nana"), U("age", "76"), U("city", "Sydney"), U("sport", ["tai chi", "太极"]),
     U("family", "孙子", False)], old=True)

add("short", [u("If I were rich 我就买个 Porsche，现实是我骑 ebike 上班，每天 commute 40 分钟")],
    [U("belonging", ["ebike", "e-bike"])], tag=True)

add("short", [u("我 phone number 换了，new one 是 +1 646 555 0133，旧的 917 那个别打了")],
    [U("phone", ["+1 646 555 0133", "646 555 0133"])], tag=True)

add("short", [u("我是 Malaysian Chinese，会讲 Hokkien、Cantonese、Malay 同 English，普通话反而最烂")],
    [U("hometown", ["Malaysian", "Malaysia"], False), U("language", "Hokkien"), U("language", "Cantonese"),
     U("language", "Malay"), U("language", "English"), U("language", ["普通话", "Mandarin"], False)], tag=True)

add("short", [u("今天 first day 在 Tesla 上班！做 battery engineer，Fremont factory，紧张 but excited")],
    [U("employer", "Tesla"), U("job_title", "battery engineer"), U("city", "Fremont", False)])
