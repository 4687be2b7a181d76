from h import case, U, P, C, u, a, g

M = "mix"

# ---------------- one- to three-message chats ----------------
case(M, "chat", "我在 Shopee 做 product manager，base 新加坡，每天开会开到怀疑人生。hawker food 我爱死了，chicken rice 每天吃都不腻，就是这个湿度 I can't", [
    U("employer", "Shopee"), U("job_title", "product manager|PM"), U("city", "新加坡|Singapore"),
    U("fav_food", "chicken rice|hawker food"), U("dislike", "湿度|humidity", False)], lh=True)
case(M, "chat", "老实说我最讨厌 Coldplay，太 cheesy 了，偏偏我男朋友天天在车里放 😩 我宁愿听 podcast", [
    U("dislike", "Coldplay"), U("partner", "男朋友|boyfriend"), P("男朋友", "fav_music", "Coldplay", False)],
    tag=True, lh=True)
case(M, "chat", "my parents 都在成都，我一个人在 Melbourne 读 master，学的 accounting", [
    P("parents", "city", "成都|Chengdu"), U("city", "Melbourne"), U("degree", "master|硕士"),
    U("major", "accounting|会计"), U("family", "parents", False)])
case(M, "chat", "我对 peanuts 过敏，严重的那种，出门随身带 EpiPen", [
    U("allergy", "peanuts|peanut|花生"), U("belonging", "EpiPen", False)])
case(M, "chat", "我的 cat 叫 Tofu，一只 ragdoll，脾气比我还大", [
    U("pet", "ragdoll|cat|猫"), U("pet_name", "Tofu")])
case(M, "chat", "下周 fly to Tokyo for work，酒店都 book 好了，第一次出差好紧张", [
    U("plan", "fly to Tokyo|Tokyo|东京")])
case(M, "chat", "我不是 ABC 啦，12 岁才来美国的，现在在 Seattle，english 还是有口音", [
    U("city", "Seattle"), U("language", "english|English", False)], tag=True)
case(M, "chat", "my phone: 138 0013 5792，微信同号。email 也行：chen.yiran@outlook.com", [
    U("phone", "138 0013 5792|13800135792"), U("email", "chen.yiran@outlook.com")])
case(M, "chat", "我老婆 Emily 是 ICU nurse，我是 software engineer，我们在 Houston，天气湿热到我想哭，但是 BBQ 是真的香", [
    U("partner", "Emily|老婆"), P("Emily", "relation", "老婆|wife"), P("Emily", "job_title", "ICU nurse|nurse"),
    U("job_title", "software engineer"), U("city", "Houston"), U("fav_food", "BBQ", False)], lh=True)
case(M, "chat", "最爱的电影永远是《花样年华》，Wong Kar-wai 的色调 is just unmatched。好莱坞那种爆米花大片我看两分钟就睡着", [
    U("fav_film", "花样年华|In the Mood for Love"), U("dislike", "好莱坞那种爆米花大片|爆米花大片")], lh=True)
case(M, "chat", "I play 二胡 actually，从小学的，my dad forced me 哈哈 now I'm grateful", [
    U("instrument", "二胡|erhu")])

# ---------------- group chats ----------------
case(M, "group", [
    g("Kevin", "guys 我下个月 start at Meta，offer 终于签了"),
    g("小雅", "恭喜！！是在 Menlo Park 吗"),
    g("Kevin", "no, remote from Austin，我才不想搬去湾区，房租太离谱"),
    g("Tony", "nice，我还在 Amazon 苦熬")], [
    U("employer|plan", "Meta"), U("city", "Austin"), P("Tony", "employer", "Amazon")], me="Kevin", tag=True)
case(M, "group", [
    g("Lisa", "周末 brunch anyone? 我发现一家新的 Mexican place"),
    g("Yuki", "我去！但我不能吃 gluten，celiac，记得帮我问一下", exp=True),
    g("Dan", "I'm out，带我儿子去 swim meet"),
    g("Lisa", "Yuki noted 👍")], [
    U("health|allergy", "celiac"), U("diet", "gluten|不能吃 gluten"), P("Dan", "family", "儿子|son", False)], tag=True)
case(M, "group", [
    g("阿Ken", "今晚 LOL 五黑？我 main 亚索"),
    g("胖虎", "你那亚索 0-10 的战绩我不敢恭维"),
    g("Vivian", "我不行，明天 final exam，统计学"),
    g("阿Ken", "加油 Viv！你们 stats 是不是那个 Professor Chen 教的")], [
    U("hobby", "LOL|英雄联盟|League of Legends"), P("Vivian", "plan", "final exam"), P("Vivian", "major", "统计学|statistics", False)],
    me="阿Ken", tag=True)
case(M, "group", [
    g("Mom", "Lena 你周末回家吃饭吗"),
    g("Lena", "回！我带 Josh 一起，他 finally 想见你们了", exp=True),
    g("Dad", "Josh 是做什么的？"),
    g("Lena", "他是 high school 历史老师，人很好的，爸你别审他")], [
    U("partner", "Josh", False), P("Josh", "job_title", "历史老师|high school 历史老师|history teacher"),
    P("Josh", "relation", "boyfriend|男朋友", False)])

# ---------------- named companion chats ----------------
case(M, "comp", [
    u("Luma 我今天 finally 去办了 gym membership"),
    a("太棒了！你之前说想练 boxing 对吧？"),
    u("不是 boxing，是攀岩，bouldering。boxing 我只是在 YouTube 上看看"),
    a("Bouldering 很酷！")], [U("sport", "攀岩|bouldering")], character="Luma", tag=True)
case(M, "comp", [
    u("我又吃了一次 Popeyes，那个 chicken sandwich 是我的 comfort food"),
    a("你好像特别喜欢 fried chicken，你是美国南方人吗？"),
    u("哈哈 我是广东人，就是爱炸鸡而已"),
    a("广东人爱炸鸡，记住了🍗")], [
    U("fav_food", "chicken sandwich|炸鸡|fried chicken"), U("hometown", "广东|Guangdong")], character="Luma", tag=True, lh=True)
case(M, "comp", [
    u("今天 my sister Chloe 生宝宝了！！我当 aunt 了"),
    a("恭喜！Chloe 住在你附近吗？"),
    u("她在 Vancouver，我在 Calgary，开车十二个小时😂"),
    a("你现在是 Auntie 了～")], [
    U("family", "Chloe|sister"), P("Chloe", "relation", "sister"), P("Chloe", "city", "Vancouver"),
    U("city", "Calgary"), U("gender", "aunt|female", False)], character="Luma")
case(M, "comp", [
    u("我 birthday 是 9/23，每年都撞上开学，根本没人记得"),
    a("9月23日，天秤座～ 今年多大了？"),
    u("secret。ok fine 27")], [U("birthday", "9/23|9月23日|September 23"), U("age", "27")], character="Luma")
case(M, "comp", [
    u("我下个月从 Google quit 了，去读 MBA"),
    a("哇，去哪个学校？"),
    u("Wharton！admission 上周刚来"),
    a("Wharton MBA，太厉害了")], [
    U("school|plan", "Wharton"), U("degree|plan", "MBA"), U("employer", "Google")], character="Luma", tag=True)

# ---------------- diaries ----------------
case(M, "diary", "Oct 5。今天 WFH，窗外一直下雨，which I love。中午做了 carbonara，not bad。下午 standup 被 manager 点名，因为 sprint 没做完。晚上跟 mom 视频，她说 dad 的血糖又高了。我在 Toronto 三年了，还是受不了这里的冬天。", [
    U("city", "Toronto"), P("dad", "health", "血糖|血糖又高了|high blood sugar"), U("family", "dad"),
    U("dislike", "冬天|winter")], tag=True, lh=True)
case(M, "diary", "今天 first day at 新 job，公司叫 Lumen Labs，做 biotech 的。我是 lab tech，每天 pipette 到手抽筋。同事 Aaron 是个 marathon 跑者，约我周末一起跑，我说 no thanks，我只做 yoga，因为它 quiet。跑步是我最讨厌的运动，so boring。", [
    U("dislike", "跑步|running"),
    U("employer", "Lumen Labs"), U("industry", "biotech"), U("job_title", "lab tech"), P("Aaron", "sport", "marathon"),
    P("Aaron", "relation", "同事|coworker"), U("sport", "yoga")], tag=True, lh=True)
case(M, "diary", "周六。早上去 farmer's market 买了一堆 peach。下午整理 closet，翻到前任送的 hoodie，扔了。晚上一个人重看《Before Sunrise》，还是最爱。我现在单身 and honestly thriving。", [
    U("fav_film", "Before Sunrise|爱在黎明破晓前")], tag=True, lh=True)
case(M, "diary", "Today 爷爷 90 大寿，全家在 Flushing 的饭店摆了十桌。我作为 eldest grandchild 致辞，紧张到忘词。我 cousin Amy 刚考上 NYU law，全场焦点。我？还在 Queens 当 barista，哈哈。", [
    P("爷爷", "age", "90"), U("family", "爷爷"), U("city", "Queens|New York"), U("job_title", "barista"),
    P("Amy", "relation", "cousin"), P("Amy", "school", "NYU"), P("Amy", "major", "law")], tag=True)
