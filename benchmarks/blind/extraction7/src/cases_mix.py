from h import F, U, P, C, u, a, s, case

L = "mix"
CASES = []
add = CASES.append

# ---------------- short chats ----------------
add(case(L, "我在Shopee做data scientist，base新加坡，但其实remote的时候比较多 lol", [
    U("employer", ["Shopee"]),
    U("job_title", ["data scientist"]),
    U("city", ["新加坡", "Singapore"]),
]))
add(case(L, "my mom 一直以为我还在读书 其实我去年就硕士毕业了 now working at a bakery 做面包师 she's gonna kill me", [
    U("job_title", ["面包师", "baker"]),
    U("degree", ["硕士", "master"]),
    U("employer", ["bakery"], False),
    U("family", ["mom"], False),
], neg=True))
add(case(L, "我的 email 是 sunny.huang88@outlook.com 有事发这里，微信我不常看", [
    U("email", ["sunny.huang88@outlook.com"]),
]))
add(case(L, "honestly 我最讨厌的就是开会 especially 那种可以发邮件解决的会", [
    U("dislike", ["开会", "meetings"]),
]))
add(case(L, "I'm from Taipei 但是在 Vancouver 住了快十年了，普通话、台语、English 都 OK", [
    U("hometown", ["Taipei", "台北"]),
    U("city", ["Vancouver", "温哥华"]),
    U("language", ["普通话", "Mandarin"]),
    U("language", ["台语", "Taiwanese"]),
    U("language", ["English", "英语"]),
]))
add(case(L, "我跟我 husband 都是 UCLA 毕业的，他读 CS 我读 econ，现在他在 Google 我在家带两个娃", [
    U("partner", ["husband"]),
    U("school", ["UCLA"]),
    U("major", ["econ", "economics"]),
    P("husband", "school", ["UCLA"]),
    P("husband", "major", ["CS", "computer science"]),
    P("husband", "employer", ["Google"]),
    U("family", ["两个娃", "kids"]),
], neg=True))
add(case(L, "我家狗 Lucky 是只 border collie，smart 到可怕，会自己开冰箱", [
    U("pet", ["border collie", "狗", "dog"]),
    U("pet_name", ["Lucky"]),
]))
add(case(L, [u("下个月 finally 要去 Tokyo 了！！"), u("机票 hotel 都 book 好了，想去看 teamLab")], [
    U("plan", ["Tokyo", "去 Tokyo", "东京"]),
]))
add(case(L, "我不是 vegetarian 啦 只是不吃牛肉 my grandma 信佛 从小就不让吃", [
    U("diet", ["不吃牛肉", "no beef"]),
    U("family", ["grandma"], False),
], neg=True))
add(case(L, "最近迷上了 bouldering，一周去三次 gym，手上全是茧 哈哈", [
    U("sport", ["bouldering", "攀岩"]),
]))
add(case(L, "我是 2000 年的，今年 25，但是同事都以为我 30+ 😂 because I dress like an auntie", [
    U("age", ["25"]),
    U("birthday", ["2000"], False),
], neg=True))
add(case(L, "my little sister 在墨尔本读 pharmacy，她超爱考拉 每次视频都在说考拉", [
    P("sister", "city", ["墨尔本", "Melbourne"]),
    P("sister", "major", ["pharmacy", "药学"]),
    U("family", ["little sister", "sister"]),
], neg=True))

# ---------------- diaries ----------------
add(case(L, [u("今天 WFH，上午 debug 了三个小时结果是 typo，我真的会谢。中午煮了 instant noodles 加蛋。下午和 manager 1-on-1，她说我明年有机会升 senior，但是要先 lead 一个 project。晚上去上了 salsa 课，第三节了，终于不踩舞伴的脚。睡前跟 Jason 视频，他在 Shanghai 出差两周，好想他。")], [
    U("hobby", ["salsa"]),
    U("partner", ["Jason"], False),
    P("Jason", "place", ["Shanghai"], False),
], neg=True, kind="diary"))
add(case(L, [u("Saturday. 带 Coco 去 dog park，她跟一只 husky 打了一架，没受伤。Coco 是我的 shiba，四岁，脾气跟我一样差。下午去 IKEA 买了个书架，自己装了两个小时。我一个 civil engineer 装个书架都能装反，说出去笑死人。晚上吃的 hotpot，我真的可以每天吃火锅。")], [
    U("pet", ["shiba", "柴犬", "dog"]),
    U("pet_name", ["Coco"]),
    P("Coco", "age", ["四岁", "4"], False),
    U("job_title", ["civil engineer"]),
    U("fav_food", ["火锅", "hotpot"]),
], neg=True, kind="diary"))
add(case(L, [u("Diary day 12. 今天 officially 签了 lease，下个月搬去 Brooklyn。现在住的 Jersey City 太远了，每天通勤 1 小时。室友 Anna 说她不跟我一起搬，她要回 Boston 读 law school。有点舍不得。晚上练了会儿 violin，Bach 的 partita 还是拉不顺。")], [
    U("city", ["Jersey City"]),
    U("plan", ["搬去 Brooklyn", "Brooklyn"]),
    P("Anna", "plan", ["law school", "回 Boston 读 law school"]),
    P("Anna", "relation", ["室友", "roommate"]),
    U("instrument", ["violin", "小提琴"]),
], neg=True, kind="diary"))
add(case(L, [u("今天体检拿报告，cholesterol 有点高，医生让我少吃 fried food。唉我这么爱炸鸡。下午在 school 改了一堆 essay，我教 high school English 已经第七年了。儿子 Ethan 今天 soccer 比赛进了一个球，开心得在车上唱了一路歌。")], [
    U("health", ["cholesterol", "高胆固醇", "high cholesterol"]),
    U("fav_food", ["炸鸡", "fried chicken"]),
    U("job_title", ["high school English", "English teacher", "teacher"]),
    U("family", ["Ethan", "儿子", "son"]),
    P("Ethan", "relation", ["儿子", "son"]),
    P("Ethan", "sport", ["soccer", "足球"]),
], kind="diary"))

# ---------------- companion chats ----------------
add(case(L, [
    u("Momo 我今天 finally 过了 CPA 最后一科！！"),
    a("天哪恭喜！！你是在四大工作对吧？是 KPMG 吗？"),
    u("是 EY 不是 KPMG 哈哈 不过都差不多"),
    a("EY！记住啦。要怎么庆祝？"),
    u("周末和 girlfriend 去吃 omakase，她请客 hehe"),
], [
    U("employer", ["EY", "Ernst & Young", "安永"]),
    U("partner", ["girlfriend", "女朋友"]),
    U("plan", ["omakase"], False),
    U("degree", ["CPA"], False),
], character="Momo", neg=True, kind="companion"))
add(case(L, [
    u("Aria 你知道吗 我其实是 left-handed 而且我会三种语言"),
    a("好厉害！让我猜猜，中文、英文、还有法语？"),
    u("中文英文没错，第三个是西班牙语，因为我在 Madrid 交换过一年"),
    a("Madrid！好浪漫。你现在还在西班牙吗？"),
    u("早回来了啦 现在在深圳做 UI designer"),
], [
    U("language", ["中文", "Chinese"]),
    U("language", ["英文", "English"]),
    U("language", ["西班牙语", "Spanish"]),
    U("city", ["深圳", "Shenzhen"]),
    U("job_title", ["UI designer"]),
], character="Aria", neg=True, kind="companion"))
add(case(L, [
    u("Sunny 我想养只猫 but 我老公说他 allergic"),
    a("那可以考虑无毛猫？或者你们先试试去朋友家撸猫看他反应？"),
    u("他是真的过敏 上次去猫咖打了一晚上喷嚏 所以算了 我们养了一缸 goldfish 也挺好"),
    a("金鱼也很治愈！有几条呀？"),
    u("五条 my son 给它们都起了名字 其中一条叫 Elsa"),
], [
    U("partner", ["老公", "husband"]),
    P("老公", "allergy", ["猫", "cat"]),
    U("pet", ["goldfish", "金鱼"]),
    U("pet_name", ["Elsa"]),
    U("family", ["son", "儿子"], False),
], character="Sunny", neg=True, kind="companion"))
add(case(L, [
    u("Leo 我跟你说 我今天 officially 三十岁了"),
    a("生日快乐！30 is the new 20～今天是你生日对吧，那你是天秤座？"),
    u("哈哈是天蝎 today is Nov 5"),
    a("天蝎！Happy birthday～晚上有安排吗？"),
    u("就跟爸妈吃个饭，我住家里，在 Auckland 这边找房太贵"),
], [
    U("age", ["三十", "30"]),
    U("birthday", ["Nov 5", "November 5"]),
    U("city", ["Auckland", "奥克兰"]),
], character="Leo", neg=True, kind="companion"))

# ---------------- group chats ----------------
add(case(L, [
    s("Vivian", "周六 hiking 谁去？Lion Rock"),
    s("阿杰", "我去！但我膝盖 injury 还没好 走慢点"),
    s("Vivian", "ok 那我们 take it easy。Karen 呢"),
    s("Karen", "我不去了 weekend 要 OT，做 audit 的命", exp=True),
    s("阿杰", "Karen 你 Big 4 辛苦了"),
], [
    U(["job_title", "industry"], ["audit", "审计"]),
    P("阿杰", "health", ["膝盖 injury", "膝盖", "knee injury"]),
    U("employer", ["Big 4"], False),
], neg=True, kind="group"))
add(case(L, [
    s("Daniel", "明天 team lunch 吃什么"),
    s("小林", "Thai? 我不吃辣 but 可以点 mild 的"),
    s("Daniel", "我 ok，Sara 你呢"),
    s("Sara", "我对 peanut 过敏 泰国菜有点 risky 😅"),
    s("小林", "那吃 dim sum 吧"),
], [
    U("dislike", ["辣", "spicy"], False),
    P("Sara", "allergy", ["peanut", "花生"]),
], me="小林", neg=True, kind="group"))
add(case(L, [
    s("表姐", "下个月我们 family trip 去 Bali 大家 confirm 一下"),
    s("Amy", "我 confirm！但我要带我的 baby，她才 6 个月", exp=True),
    s("舅妈", "带带带 我们帮你看"),
    s("表哥", "我可能去不了 新工作 probation 期不能请假"),
    s("Amy", "表哥你跳去哪了？"),
    s("表哥", "Tesla，做 supply chain"),
], [
    U("plan", ["Bali", "family trip"]),
    U("family", ["baby"]),
    P("baby", "age", ["6 个月", "6 months"]),
    P("表哥", "employer", ["Tesla"]),
    P("表哥", "job_title", ["supply chain"]),
], neg=True, kind="group"))
add(case(L, [
    s("Coach", "下周 tournament 名单 final 了"),
    s("Ken", "我可以打 singles，我最近 forehand 好很多"),
    s("Wei", "我只能打 doubles 我肩膀还在 rehab"),
    s("Coach", "Ken 你上次不是说要搬去 Seattle？"),
    s("Ken", "那是我哥 不是我 lol 我还在 San Jose"),
], [
    U("sport", ["singles", "网球", "tennis"], False),
    U("city", ["San Jose"]),
    P("哥哥", "plan", ["搬去 Seattle", "Seattle"]),
    U("family", ["我哥", "哥哥", "brother"], False),
], me="Ken", neg=True, kind="group"))
