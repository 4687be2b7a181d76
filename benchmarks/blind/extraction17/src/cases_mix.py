from h import *

SHORT = [
case("short", "我在 Shopee 做 data analyst，base 新加坡，每天 standup 开到怀疑人生", [
    U("employer", ["Shopee"]), U("job_title", ["data analyst"]), U("city", ["新加坡", "Singapore"])]),
case("short", "btw 我 lactose intolerant，奶茶只能点燕麦奶的 😭", [
    U(["health", "diet", "allergy"], ["lactose intolerant", "乳糖不耐受"])]),
case("short", "我男朋友 Ethan 是 ABC，中文只会说「你好」和「吃饭了吗」哈哈", [
    U("partner", ["Ethan", "男朋友"]), P("Ethan", "relation", ["男朋友", "boyfriend"]), P("Ethan", "hometown", ["美国", "US"], False),
    P("Ethan", "language", ["中文"], False)], tag=True),
case("short", "下周 onsite interview at Stripe，但我现在还在 Amazon 做 SDE，别告诉我老板", [
    U("employer", ["Amazon"]), U("job_title", ["SDE", "software engineer"]), U("plan", ["onsite interview", "interview at Stripe"])], tag=True),
case("short", "My mom 天天说我二十八了还不结婚，但 honestly 我和 my cat 过得挺好，她叫 Mochi", [
    U("age", ["二十八", "28"], False), U("pet", ["cat", "猫"]), U("pet_name", ["Mochi"]), U("family", ["mom"], False)], tag=True),
case("short", "I grew up in 台中，现在在 Vancouver 读 UBC 的 CS master，second year", [
    U("hometown", ["台中", "Taichung"]), U("city", ["Vancouver"]), U("school", ["UBC"]), U("major", ["CS", "computer science"]),
    U("degree", ["master"])]),
case("short", "我的 email 是 yiting.huang.dsn@gmail.com，portfolio 链接也在签名里", [
    U("email", ["yiting.huang.dsn@gmail.com"])]),
case("short", "周末又去 climbing 了，我们 gym 的 bouldering 区新开了，我每周去三次 lol，手都磨破了", [
    U("sport", ["bouldering", "climbing", "攀岩"])]),
case("short", "我是 freelance translator，中文英文日文都能做，主要接游戏本地化的活", [
    U("job_title", ["freelance translator", "translator"]), U("language", ["中文", "Chinese"]), U("language", ["英文", "English"]),
    U("language", ["日文", "Japanese"]), U("industry", ["游戏本地化", "游戏"])]),
case("short", "不要再给我推荐 horror movie 了，我真的很怕，我最爱的电影是 La La Land", [
    U("dislike", ["horror movie", "恐怖片"]), U("fav_film", ["La La Land"])], tag=True),
case("short", "我奶奶 85 了还每天打 mahjong，住在 Kuala Lumpur，讲的是广东话", [
    U("family", ["奶奶"]), P("奶奶", "age", ["85"]), P("奶奶", "hobby", ["mahjong", "麻将"]), P("奶奶", "city", ["Kuala Lumpur", "吉隆坡"]),
    P("奶奶", "language", ["广东话", "Cantonese"])], tag=True),
case("short", "new phone number: +44 7911 203 558，之前那个中国号码已经 deactivate 了", [
    U("phone", ["+44 7911 203 558", "07911 203 558"])], tag=True),
]

DIARY = [
case("diary", "今天 day 1 at Deloitte Shanghai，onboarding 了一整天，laptop 都还没 set up 好。我们 team 做审计，我是 associate。午饭跟同期的 Kelly 吃了 salad，她是 LSE 毕业回来的。我是 NYU 毕业的，读的 accounting。下班回到静安的 Airbnb，还在找房子，下周看三套。Dad 打电话问我习不习惯，我说 fine。其实我是杭州人，这是第一次在上海住。", [
    U("employer", ["Deloitte"]), U("job_title", ["associate"]), U("industry", ["审计", "audit"]), U("school", ["NYU"]),
    U("major", ["accounting"]), U("hometown", ["杭州", "Hangzhou"]), U("city", ["上海", "Shanghai"]), U("place", ["静安"], False),
    P("Kelly", "school", ["LSE"]), P("Kelly", "relation", ["同期", "colleague"]), U("family", ["Dad"], False)], tag=True),
case("diary", "今天五点半起床 prepare nasi lemak，我的 stall 在 SS2 开了十五年了，regular customers 都认识我。上午生意 ok，下午下雨没什么人。孙子 Jayden 今年考 SPM，very stressed，我煮了鸡汤给他。医生上次说我血糖高，是糖尿病，要少吃甜的，可是我最爱吃 kuih 啊。晚上跟 daughter 视频，她在 Perth 做 nurse。明天礼拜天 stall 休息，去 pasar malam 走走。", [
    U("job_title", ["stall", "hawker", "nasi lemak stall"]), U("place", ["SS2"], False), U("family", ["Jayden", "孙子"]),
    P("Jayden", "relation", ["孙子", "grandson"]), P("Jayden", "plan", ["SPM"]), U("health", ["糖尿病", "diabetes"]),
    U("fav_food", ["kuih"]), U("family", ["daughter"]), P("daughter", "city", ["Perth"]), P("daughter", "job_title", ["nurse"])], tag=True),
case("diary", "又是在 lab 待到十点的一天。Experiment 又 fail 了，supervisor 说 don't worry，but I do worry。我在 TU Munich 读 PhD，做 battery materials，第三年了。晚上和 flatmate Jonas 包饺子，他是 Bavarian，第一次包成了 pierogi 哈哈。我对 peanuts 过敏，所以酱料是自己调的。周末本来想去 Alps hiking，天气预报说下雨，算了。Mom 又问我什么时候回国找工作。", [
    U("school", ["TU Munich", "TUM"]), U("degree", ["PhD"]), U("major", ["battery materials"]), U("allergy", ["peanuts", "花生"]),
    P("Jonas", "relation", ["flatmate"]), P("Jonas", "hometown", ["Bavarian", "Bavaria"], False), U("city", ["Munich"], False),
    U("family", ["Mom"], False)], tag=True),
case("diary", "今日又 OT，ward 入面成日 short staff。我喺伊利沙伯醫院做 RN 八年喇，都係第一次咁攰。放工返屋企，隻 corgi Butter 已經喺門口等我。老公 Ivan 喺 MTR 做 engineer，今晚佢煮咗豉椒排骨，好好食。聽日 off，諗住去行山，但係腳痛，唔知去唔去到。", [
    U("job_title", ["RN", "registered nurse", "nurse"]), U("employer", ["伊利沙伯醫院", "Queen Elizabeth Hospital"]),
    U("pet", ["corgi"]), U("pet_name", ["Butter"]), U("partner", ["Ivan", "老公"]), P("Ivan", "relation", ["老公", "husband"]),
    P("Ivan", "employer", ["MTR"]), P("Ivan", "job_title", ["engineer"]), U("language", ["粤语", "Cantonese"], False),
    U("city", ["香港", "Hong Kong"], False)], tag=True),
]

COMP = [
case("comp", [u("Momo 我今天 presentation 超成功！！"),
    a("Yay 恭喜！是 marketing 那个 project 吗？你是做 marketing 的对吧"),
    u("不是啦我是 product manager，在一家做 edtech 的 startup"),
    a("Oh right, PM！在 Beijing 对吧"),
    u("对，北京，望京那边。但 next month 要 relocate 去 Singapore office 了，已经 approve 了")], [
    U("job_title", ["product manager", "PM"]), U("industry", ["edtech"]), U("employer", ["startup"], False),
    U("city", ["北京", "Beijing"]), U(["place", "city"], ["望京"]), U("plan", ["relocate 去 Singapore", "Singapore"])], tag=True, ch="Momo"),
case("comp", [u("小鲸 你记得我 birthday 吗"),
    a("当然！12月3号对吧？"),
    u("wrong lol 是 3月12号。今年 turning 30 了 😭"),
    a("啊对不起！3月12号记住了！30 岁有什么 plan 吗？"),
    u("和 girlfriend 去冰岛，机票订好了。她叫 Freya，是 Danish")], [
    U("birthday", ["3月12号", "March 12"]), U("age", ["30", "29"], False), U("plan", ["冰岛", "去冰岛", "Iceland"]),
    U("partner", ["Freya", "girlfriend"]), P("Freya", "relation", ["girlfriend"]), P("Freya", "hometown", ["Danish", "Denmark"], False)],
    tag=True, ch="小鲸"),
case("comp", [u("Momo, 我开始学 violin 了，每周 Saturday 上课"),
    a("好棒！你之前是不是学过 piano？"),
    u("没有哦，piano 是我 sister。我小时候只学过 calligraphy"),
    a("那 violin 是全新的 challenge 了！你在哪里上课？"),
    u("就在 Irvine 我家附近一个 music school，老师是 Juilliard 毕业的 crazy")], [
    U("instrument", ["violin", "小提琴"]), P("sister", "instrument", ["piano"]), U("family", ["sister"], False),
    U("city", ["Irvine"]), P("老师", "school", ["Juilliard"])], tag=True, ch="Momo"),
case("comp", [u("小鲸，我 cancel 了 gym membership，knee injury 又犯了"),
    a("心疼😢 是 ACL 那次吗？"),
    u("对，去年打 basketball 撕裂的，现在在做 PT"),
    a("好好休息！你平时 work 也要站很久吗"),
    u("还好，我是 UX researcher，坐着的多。在 Microsoft 苏州")], [
    U("health", ["knee injury", "ACL"]), U("sport", ["basketball"], False), U("job_title", ["UX researcher"]),
    U("employer", ["Microsoft", "微软"]), U("city", ["苏州", "Suzhou"], False)], tag=True, ch="小鲸"),
]

GROUP = [
case("group", [g("Lisa", "有人 this weekend 想去 Brighton 吗"),
    g("Kevin", "我去不了，要赶 dissertation，deadline 下周五"),
    g("阿Ben", "Kevin 你读的是 economics 对吧"),
    g("Kevin", "Urban planning 啦，economics 是我本科"),
    g("Lisa", "haha ok. 我可以开车，I have a Mini")], [
    U("plan", ["dissertation", "deadline"]), U("major", ["Urban planning"]), U("major", ["economics"], False),
    U("degree", ["本科"], False), P("Lisa", "belonging", ["Mini"])], tag=True, me="Kevin"),
case("group", [g("Jason哥", "Vivian 明天 client meeting 你 present 吗"),
    g("Vivian", "OK 我来，deck 今晚 finalize。btw 我明天下午要早走，带我女儿 Chloe 去打疫苗", exp=True),
    g("Amy", "Chloe 几岁啦"),
    g("Vivian", "四岁半了，刚上 K1"),
    g("Jason哥", "time flies! 我儿子都 high school 了")], [
    U("family", ["Chloe", "女儿"]), P("Chloe", "relation", ["女儿", "daughter"]), P("Chloe", "age", ["四岁半"]),
    U("plan", ["打疫苗", "带我女儿 Chloe 去打疫苗"]), U("name", ["Vivian"], False), P("Jason哥", "family", ["儿子"], False)], tag=True),
case("group", [g("Coach Mandy", "明早 6:30 HIIT class，记得带 towel"),
    g("小周", "收到！我 keto 第二周了，体重掉了 3kg"),
    g("阿豪", "keto 不能喝奶茶吧哈哈"),
    g("小周", "对，我现在连 bubble tea 都戒了，最爱的食物变成了 avocado"),
    g("Coach Mandy", "🥑 小周 加油！")], [
    U("diet", ["keto"]), U("fav_food", ["avocado", "牛油果"]), U("sport", ["HIIT"], False), U("plan", ["HIIT class"], False)], tag=True, me="小周"),
case("group", [g("妈妈", "Jess 你那个 visa 办下来没有"),
    g("Jess", "办下来了！H1B，下个月正式 start at Meta in Menlo Park", exp=True),
    g("舅舅", "厉害！做什么的"),
    g("Jess", "machine learning engineer 舅舅～就是搞 AI 的"),
    g("妈妈", "你表妹 Annie 也要去美国读书了，去 Boston")], [
    U(["employer", "plan"], ["Meta"]), U(["job_title", "plan"], ["machine learning engineer", "ML engineer"]),
    U(["city", "plan"], ["Menlo Park"], False), U("industry", ["AI"], False), P("Annie", "relation", ["表妹", "cousin"]),
    P("Annie", "plan", ["去美国读书", "Boston"]), U("family", ["Annie", "表妹"], False), U("name", ["Jess"], False)], tag=True),
]

CASES = SHORT + DIARY + COMP + GROUP
