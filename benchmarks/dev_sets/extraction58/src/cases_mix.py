from h import S, D, C, G, U, P, CH

SHORT = [
S("mix", "我的steam ID是 LazyDumpling，平时主要玩CS2，rank还行，不过我本职是个 hotel receptionist，在希尔顿", [
    U("nickname", "LazyDumpling"), U("hobby", "CS2|Counter-Strike"), U("job_title", "hotel receptionist|前台"), U("employer", "希尔顿|Hilton")], gamer=True),
S("mix", "my mom 一直以为我在读 PhD，其实我 master 毕业就去 Shopee 上班了 lol 不敢告诉她", [
    U("degree", "master|硕士"), U("employer", "Shopee"), U("family", "my mom|mom", False)], tag=True),
S("mix", "今天 team lunch 吃了日料，我其实不太爱 sushi，我是 ramen person，豚骨的最爱", [
    U("fav_food", "ramen|豚骨|拉面"), U("dislike", "sushi|寿司", False)]),
S("mix", "我老家在哈尔滨 but I've been living in Toronto for like 10 years now，冬天对我来说 is nothing", [
    U("hometown", "哈尔滨|Harbin"), U("city", "Toronto|多伦多")]),
S("mix", "bro 我对 cat hair 过敏还收养了两只猫，名字叫 Salt 和 Pepper，每天打喷嚏 but worth it", [
    U("allergy", "cat hair|猫毛"), U("pet", "猫|cat"), U("pet_name", "Salt"), U("pet_name", "Pepper")], gamer=True),
S("mix", "我是做 game design 的，在 NetEase 上海这边，but honestly 我自己最爱玩的是 indie games 比如 Hollow Knight", [
    U("job_title", "game design|游戏策划|game designer"), U("employer", "NetEase|网易"), U("city", "上海|Shanghai", False),
    U("hobby", "Hollow Knight|indie games")], gamer=True),
S("mix", "生日是 Nov 2，天蝎，别问我为啥脾气差😂 今年 turning 30 好焦虑", [
    U("birthday", "Nov 2|November 2|11月2日"), U("age", "30|29", False)], tag=True),
S("mix", "我男朋友叫 Kevin，是 ABC，中文只会说 你好 和 好吃，我在教他 lol", [
    U("partner", "Kevin"), P("Kevin", "relation", "男朋友|boyfriend"), P("Kevin", "hometown", "ABC|American-born Chinese", False)], tag=True),
S("mix", "my handle on 小红书 is 吃不胖的阿敏，主要发 gym 日常，我 deadlift 现在能拉 100kg 了💪", [
    U("nickname", "吃不胖的阿敏"), U("sport", "deadlift|gym|健身"), U("hobby", "小红书", False)], tag=True, gamer=True),
S("mix", "我 email 是 rainyday.zhou@outlook.com，以前那个 @bytedance 的别发了，早就 resign 了", [
    U("email", "rainyday.zhou@outlook.com")], tag=True),
S("mix", "我不是 vegetarian 啦，只是 no beef，家里信佛的原因，chicken fish 都吃", [
    U("diet", "no beef|不吃牛肉")], tag=True),
S("mix", "下周 fly to 首尔 for a K-pop concert，NewJeans 的，我 fan 了两年，票抢了好久终于抢到", [
    U("plan", "首尔|Seoul|K-pop concert"), U("fav_music", "NewJeans")], gamer=True),
]

DIARY = [
D("mix", "Today 是 mixed bag。早上 stand-up 被 PM 怼了，我是 backend engineer 又不是 magician。午饭跟 Jenny 吃了 pho，她是我 college roommate，现在在 Google 做 recruiter。下班后去 climbing gym 爬了两个小时，hands 全磨破了。我那只 shiba 叫 Natto，回家看到它在啃我的拖鞋。周末要回 Vancouver 看爸妈，机票 already booked。", [
    U("job_title", "backend engineer"), P("Jenny", "relation", "college roommate|roommate"), P("Jenny", "employer", "Google"), P("Jenny", "job_title", "recruiter"),
    U("sport", "climbing"), U("pet", "shiba|柴犬"), U("pet_name", "Natto"), U("plan", "回 Vancouver|Vancouver"), P("爸妈", "city", "Vancouver"),
    U("family", "爸妈", False)], tag=True),
D("mix", "开播 day 100 🎉 没想到真的坚持下来了。我在 Twitch 用的名字是 MilkTeaMonster，主要播 Stardew Valley 和一些 cozy games。观众都以为我是大学生，其实我已经 35 了，白天在一家 accounting firm 做 bookkeeper。今天有个 sub 说我的 voice 很 healing，开心。明天 dentist，不想去。晚饭是我最爱的 mapo tofu。", [
    U("nickname", "MilkTeaMonster"), U("hobby", "Stardew Valley|cozy games|直播"), U("age", "35"), U("job_title", "bookkeeper"),
    U("industry", "accounting", False), U("fav_food", "mapo tofu|麻婆豆腐"), U("plan", "dentist")], tag=True, gamer=True),
D("mix", "奶奶 today 88 岁生日，全家在那家粤菜馆聚餐。我负责订位，结果 uncle 又迟到。我跟奶奶说我 promotion 了，现在是 senior nurse，她说 '你什么时候嫁人啊'，I'm literally married 三年了奶奶。老公 Derek 在旁边笑死。Ok 晚安，明天还要 night shift。", [
    U("family", "奶奶|grandma"), P("奶奶", "age", "88"), U("job_title", "senior nurse|nurse"), U("partner", "Derek"), P("Derek", "relation", "老公|husband")], tag=True),
D("mix", "搬来 Berlin 第一周 diary：德语 basically zero，只会说 danke。Apartment 在 Kreuzberg，有点吵但 vibe 很好。我在一家 fintech startup 做 data analyst，同事都说英语所以还行。昨天在 Discord 的 Berlin 华人群里问到了 Anmeldung 怎么约，群友 super nice。好想我家猫 Mimi，她暂时在上海我爸妈那。周末打算去 flea market 逛逛。", [
    U("city", "Berlin|柏林"), U("place", "Kreuzberg"), U("industry", "fintech"), U("job_title", "data analyst"), U("pet", "猫|cat"),
    U("pet_name", "Mimi"), P("爸妈", "city", "上海|Shanghai"), U("language", "英语|English", False)], tag=True, gamer=True),
]

COMP = [
C("mix", "Miso", ["Miso 我今天 finally 拿到 driver license 了！", "恭喜！So you can drive to work in Shenzhen now?", "我不在深圳啦，已经搬到 Singapore 半年了，这边 license 是 convert 的",
    "Oh right, Singapore! 我的设定是在 Osaka 长大的，所以最懂 street food 了 hehe. How's the food there?", "超爱 chicken rice，每天吃都不腻"], [
    U("city", "Singapore|新加坡"), U("fav_food", "chicken rice|鸡饭"), CH("hometown", "Osaka|大阪")]),
C("mix", "Bao", ["Bao，今天 raid 又翻车了，我 main tank 被 boss 一下秒了", "哈哈 WoW 吗？你不是玩 healer 的吗？", "FF14 啦！我 main 的是 Warrior，tank",
    "懂了 FF14 tank。你们公会叫什么？", "公会叫 Midnight Tea Party，我是 officer 哈哈，现实里只是个 intern"], [
    U("hobby", "FF14|Final Fantasy XIV"), U("job_title", "intern|实习生")], gamer=True),
C("mix", "Yuki", ["Yuki，我 sister 下个月 wedding，我是 maid of honor 😭 speech 还没写", "好紧张！你姐姐嫁给谁呀？是不是那个 doctor？", "不是 doctor，是个 firefighter，叫 Tom，人超好",
    "Firefighter Tom! 你 speech 可以讲他们怎么认识的", "他们是在 salsa class 认识的，我也在那个 class，我跳了三年 salsa 了"], [
    U("family", "sister|姐姐"), P("sister", "plan", "wedding"), U("plan", "maid of honor"), P("Tom", "job_title", "firefighter"),
    U("hobby|sport", "salsa"), U("gender", "female|女", False)]),
C("mix", "Lumi", ["Lumi 你知道吗 我居然 pass 了 JLPT N2！", "太强了！So 你日语 now fluent 了吧？", "哪有 fluent，N2 而已，看 anime 不用字幕的 level",
    "那也很厉害！你是不是想去日本工作？", "有想过啦 but 我现在在 Accenture 做 consultant 挺稳的，不会乱跳"], [
    U("language", "日语|Japanese"), U("employer", "Accenture|埃森哲"), U("job_title", "consultant|顾问"), U("hobby", "anime", False)], gamer=True),
]

GROUP = [
G("mix", [("Vivian", "今晚 Valorant 五排 anyone？我 9 点 after dinner"), ("小黑", "我在！but 我明天 early shift 在 Starbucks，只能打到 11 点"),
    ("Vivian", "ok ok，我还是 Sage main，别抢"), ("Jayden", "我来 duelist，我刚 hit Immortal 🙏")], [
    U("hobby", "Valorant|瓦罗兰特"), P("小黑", "employer", "Starbucks|星巴克")], me="Vivian", gamer=True),
G("mix", [("妈妈", "Leo 你 Christmas 回不回来？"), ("Leo", "回！已经 book 了 flight，12/20 到浦东"), ("姐姐", "我今年不回了，刚换工作在 Meta，没有假"),
    ("Leo", "姐你太惨了 lol，我在 startup 反而假多")], [
    U("plan", "12/20 到浦东|回家过 Christmas"), P("姐姐", "employer", "Meta"), U("employer", "startup", False)], exp="Leo"),
G("mix", [("阿Ken", "周日 futsal 缺人，谁来"), ("Marco", "I'm in，我刚从 Milan 回来，jet lag 但 ok"),
    ("阿Ken", "nice。提醒一下我对 ibuprofen 过敏，上次受伤别给我那个"), ("Wei", "我带 first aid kit，我是 PT 所以 no worries")], [
    U("sport", "futsal|室内足球"), U("allergy", "ibuprofen|布洛芬"), P("Wei", "job_title", "PT|physical therapist|物理治疗师")], me="阿Ken"),
G("mix", [("Sunny", "室友们 我下个月 move out 了，搬去 Seattle，拿到了 Microsoft 的 offer"), ("Ivy", "呜呜 舍不得！你那只 bunny 也带走吗？"),
    ("Sunny", "当然，Marshmallow 是我的命"), ("Aaron", "我接你的房间！I'm so done with 住 living room")], [
    U("plan", "搬去 Seattle|Seattle"), U("employer|plan", "Microsoft"), U("pet", "bunny|兔子"), U("pet_name", "Marshmallow")], exp="Sunny", gamer=True),
]

CASES = SHORT + DIARY + COMP + GROUP
