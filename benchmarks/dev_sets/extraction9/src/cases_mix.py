from h import U, P, C, short, diary, comp, group

L = "mix"
CASES = [
    # ---- short chats ----
    short(L, "我在 Shopee 做 data analyst，base 新加坡，but honestly 我更想回国", [
        U("employer", ["Shopee"]),
        U("job_title", ["data analyst", "数据分析师"]),
        U("city", ["新加坡", "Singapore"])], tag=True),
    short(L, "my mom 说我再不找对象就要给我安排相亲了😂 bro I'm literally 24", [
        U("age", ["24"]),
        U("family", ["mom", "妈妈"], False)], tag=True),
    short(L, "今天 gym 练腿 deadlift 破 PR 了 100kg！！每周四练", [
        U("sport", ["deadlift", "gym", "健身", "力量训练"])], tag=True),
    short(L, "我老公 Jake 是美国人，我们住在 Seattle，他在 Amazon 做 PM", [
        U("partner", ["Jake", "老公"]),
        P("Jake", "relation", ["老公", "husband"]),
        P("Jake", "hometown", ["美国", "US", "America"], False),
        U("city", ["Seattle", "西雅图"]),
        P("Jake", "employer", ["Amazon", "亚马逊"]),
        P("Jake", "job_title", ["PM", "product manager"])], tag=True),
    short(L, "抱歉我不吃 beef，从小就不吃，家里信佛的", [
        U("diet", ["不吃 beef", "不吃牛肉", "no beef"])]),
    short(L, "lol 我的 cat 叫 Tofu，英短，脾气超差 but I love him", [
        U("pet", ["英短", "cat", "猫", "British shorthair"]),
        U("pet_name", ["Tofu"])]),
    short(L, "高中在温哥华读的，undergrad 回国读了复旦 journalism，现在在澎湃做 reporter", [
        U("school", ["复旦", "复旦大学", "Fudan"]),
        U("major", ["journalism", "新闻"]),
        U("degree", ["undergrad", "本科", "bachelor"]),
        U("job_title", ["reporter", "记者"]),
        U("employer", ["澎湃", "澎湃新闻", "The Paper"]),
        U("city", ["上海", "Shanghai"], False)], tag=True),
    short(L, "周末去 Costco 扫货，遇到了以前的同事，她现在在 Costco 当 manager 了哈哈。我还在原来的公司做 HR", [
        P("同事", "employer", ["Costco"]),
        P("同事", "job_title", ["manager"]),
        U("job_title", ["HR"])], tag=True),
    short(L, "my phone: +86 186 2041 7733，微信同号", [
        U("phone", ["+86 186 2041 7733", "18620417733", "186 2041 7733"])]),
    short(L, "本人 INFP，天秤座，10月8号生日，不要问我 MBTI 准不准。最爱的电影是 Before Sunrise，看了八遍", [
        U("birthday", ["10月8号", "10月8日", "October 8"]),
        U("fav_film", ["Before Sunrise", "爱在黎明破晓前"])], tag=True),
    short(L, "我 email 改了：amy.zhou@outlook.com，之前那个 qq 邮箱 deactivate 了", [
        U("email", ["amy.zhou@outlook.com"])], tag=True),
    short(L, "做梦都想去冰岛看极光 but 现实是在成都加班 😭 as a 建筑师 this is normal", [
        U("city", ["成都", "Chengdu"]),
        U("job_title", ["建筑师", "architect"])], tag=True),

    # ---- diaries ----
    diary(L, "Today 是在 Melbourne 的第 2 年纪念日。早上 flat white 一杯，然后去 uni 上 tutorial，我现在是 tutor 了！下午在 Chinatown 打工，晚上 roommate 小雪做了火锅，她说她下学期要转去 Sydney 读。I'm gonna miss her. 睡前和男朋友 video call，他还在广州，long distance is hard.", [
        U("city", ["Melbourne", "墨尔本"]),
        U("job_title", ["tutor", "助教"]),
        U("partner", ["男朋友", "boyfriend"]),
        P("男朋友", "city", ["广州", "Guangzhou"]),
        P("小雪", "relation", ["roommate", "室友"]),
        P("小雪", "plan", ["转去 Sydney", "Sydney"])], tag=True),
    diary(L, "周日。带 Lucky 去 dog park，它又追着一只 poodle 跑了半天。下午在家弹 ukulele，新学了一首 Somewhere Over the Rainbow。晚饭做了 pasta。明天 Monday blues，又要回 law firm 当牛马了。", [
        U("pet_name", ["Lucky"]),
        U("pet", ["dog", "狗"], False),
        U("instrument", ["ukulele", "尤克里里"]),
        U(["industry", "employer"], ["law firm", "律所", "law"])], tag=True),
    diary(L, "今天 officially 30 岁了 🎂 老妈从老家哈尔滨寄了一箱红肠过来。同事们给我 surprise，其实我早知道了 lol。晚上和 girlfriend Chloe 去吃了 omakase，she paid。愿望是今年把 CPA 考过。", [
        U("age", ["30"]),
        U("hometown", ["哈尔滨", "Harbin"]),
        U("family", ["老妈", "妈妈"], False),
        U("partner", ["Chloe", "girlfriend"]),
        P("Chloe", "relation", ["girlfriend", "女朋友"]),
        U("plan", ["CPA", "考 CPA"], False)], tag=True),
    diary(L, "Back in 台北 for 两周 visiting family. 阿嬤 92 岁了 still sharp. 我在 Vancouver 住了 15 年，中文都快忘了 haha. 表哥 opened a 咖啡店 in 大安区, so proud.", [
        U("city", ["Vancouver", "温哥华"]),
        U("hometown", ["台北", "Taipei"], False),
        U("family", ["阿嬤", "grandma"]),
        P("阿嬤", "age", ["92"]),
        P("表哥", "job_title", ["opened a 咖啡店", "咖啡店老板", "café owner"]),
        P("表哥", "city", ["台北", "Taipei"], False),
        U("language", ["中文", "Chinese"], False)], tag=True),

    # ---- companion chats ----
    comp(L, "Lulu", ["Lulu 我今天 interview 过了！！",
                     "恭喜！！是哪家公司呀？",
                     "Deloitte，audit associate，九月 start",
                     "太棒了～那你是会计专业的吧？",
                     "不是 我学 econ 的 哈哈 但是有 ACCA"], [
        U(["employer", "plan"], ["Deloitte", "德勤"]),
        U(["job_title", "plan"], ["audit associate"]),
        U("major", ["econ", "economics", "经济"]),
        U(["degree", "belonging"], ["ACCA"], False)], tag=True),
    comp(L, "Aiden", ["Aiden, 我妈下周来 London 看我",
                      "Nice! 她第一次来英国吗？",
                      "yes first time. 我都不知道带她去哪，she hates walking lol",
                      "哈哈那就多打车～你在 London 住哪一区？",
                      "Zone 2, Clapham。对了她对海鲜过敏 so no fish and chips"], [
        U("city", ["London", "伦敦"]),
        U("place", ["Clapham"]),
        U("family", ["妈", "妈妈", "mom"]),
        P("妈妈", "plan", ["来 London 看我", "来 London"]),
        P("妈妈", "dislike", ["walking"]),
        P("妈妈", "allergy", ["海鲜", "seafood"])], tag=True),
    comp(L, "小橙", ["小橙 我决定开始学 French 了，报了个班 every Tuesday",
                   "好耶！你之前学过别的外语吗？",
                   "English 算吗哈哈 还有粤语 我是广东人 母语就是粤语",
                   "原来你母语是粤语！那你现在还住在广东吗？",
                   "no 在北京 已经七年了"], [
        U("language", ["French", "法语"]),
        U("language", ["粤语", "Cantonese"]),
        U("language", ["English", "英语"], False),
        U("hometown", ["广东", "Guangdong"]),
        U("city", ["北京", "Beijing"])]),
    comp(L, "Sol", ["sol 我最近失眠好严重 每天 3am 才睡着",
                    "That sounds hard. 是工作压力大吗？你还在那家 bank 吗？",
                    "不在 bank 了 上个月跳槽去了 startup 做 product，更累",
                    "哦哦 startup！叫什么名字？",
                    "叫 Moonbeam Labs，做 AI 教育的"], [
        U("health", ["失眠", "insomnia"]),
        U("employer", ["Moonbeam Labs"]),
        U("job_title", ["product", "产品经理", "PM"]),
        U("industry", ["AI 教育", "AI education", "edtech"])], tag=True),

    # ---- group chats ----
    group(L, [("阿May", "今晚 KTV 谁来？"),
              ("Kevin", "我来 我来，but 我得先去接我女儿 Emma 放学"),
              ("Josh", "我 pass，明天 early flight 去 Tokyo 出差"),
              ("Kevin", "Josh 你又出差 lol，你们公司是不是只有你一个 sales"),
              ("Josh", "差不多吧 😂")], [
        U("family", ["Emma", "女儿"]),
        P("Emma", "relation", ["女儿", "daughter"]),
        P("Josh", "plan", ["去 Tokyo 出差", "Tokyo"]),
        P("Josh", "job_title", ["sales"], False),
        U("plan", ["KTV"], False)], me="Kevin", tag=True),
    group(L, [("Sarah", "guys 下周五 farewell party for 阿琳，她要回台湾了"),
              ("小马", "noooo 阿琳！I'll be there"),
              ("阿琳", "thank you 大家 🥲 我在 Singapore 这五年真的很开心"),
              ("小马", "你回去做什么？"),
              ("阿琳", "回台中我爸的公司帮忙，他开工厂的"),
              ("小马", "以后我去台中找你！反正我也是做 supply chain 的，说不定能合作 haha")], [
        U("industry", ["supply chain", "供应链"]),
        U("name", ["小马"], False),
        U("plan", ["farewell party"], False),
        P("阿琳", "plan", ["回台湾", "回台中"]),
        P("阿琳", "hometown", ["台中", "台湾", "Taichung"], False),
        P("阿琳爸爸", "job_title", ["开工厂的", "开工厂", "工厂老板"])], exp="小马", tag=True),
    group(L, [("Yuki", "明天 8am 的 lecture 谁帮我 sign in 一下 我要去 hospital 复查"),
              ("阿琪", "你的 knee 还没好吗？"),
              ("Yuki", "ACL 撕裂，还在复健，basketball 暂时打不了了"),
              ("小美", "我帮你签！对了周末 hotpot 吗 我 birthday"),
              ("Yuki", "go go go！生日快乐🎂")], [
        U("health", ["ACL 撕裂", "ACL tear", "前十字韧带撕裂"]),
        U("sport", ["basketball", "篮球"]),
        U("plan", ["hotpot"], False)], me="Yuki", tag=True),
    group(L, [("舅舅", "阿Ken 你什么时候回国啊"),
              ("阿Ken", "明年吧，今年 PhD 最后一年，要 defend"),
              ("舅舅", "在 Michigan 冷不冷"),
              ("阿Ken", "超冷 lol -20 度。还好我有 Canada Goose"),
              ("表妹", "哥我明年也申请 Michigan！CS")], [
        U("degree", ["PhD", "博士"]),
        U(["city", "place"], ["Michigan", "密歇根"]),
        U("belonging", ["Canada Goose"]),
        U("plan", ["defend", "PhD defense"], False),
        U("name", ["阿Ken", "Ken"], False),
        P("表妹", "plan", ["申请 Michigan", "Michigan"], False),
        P("表妹", "major", ["CS", "computer science"], False)], exp="阿Ken", tag=True),
]
