"""Mixed-language cases of dev set 25 (code-switching inside a message)."""
from h import C, U, A, G, X, F, O

L = "mix"
# ---------------------------------------------------------------- short chats
C(L, "short", ["我在Shopee做data analyst，base在新加坡，每天被KPI追着跑"],
  [F("u", "employer", "Shopee"), F("u", "job_title", "data analyst|数据分析师"), F("u", "city", "新加坡|Singapore")])
C(L, "short", ["今天体检 cholesterol 有点高，医生说少吃 fried chicken，可那是我的最爱啊😭"],
  [F("u", "health", "cholesterol 有点高|high cholesterol|胆固醇高"), F("u", "fav_food", "fried chicken|炸鸡")])
C(L, "short", ["我boyfriend Jason是做UX design的，在Shopify，我自己still a student啦 大四 in 港大"],
  [F("u", "partner", "Jason"), F("p:Jason", "relation", "boyfriend|男朋友"), F("p:Jason", "job_title", "UX design|UX designer"),
   F("p:Jason", "employer", "Shopify"), F("u", "school", "港大|HKU|University of Hong Kong"),
   O("u", "job_title", "student|大四")], tag=True)
C(L, "short", ["my mom 是东北人 but I grew up in Vancouver，所以我中文 just so-so lol"],
  [F("u", "hometown", "Vancouver|温哥华"), F("p:mom", "hometown", "东北|Northeast China"), O("u", "language", "中文|Chinese"),
   O("u", "family", "mom")], tag=True)
C(L, "short", ["I'm 23岁 刚毕业 from NYU Stern，现在在一家 hedge fund 做 quant intern"],
  [F("u", "age", "23"), F("u", "school", "NYU Stern|NYU"), F("u", "job_title", "quant intern|intern"), O("u", "employer|industry", "hedge fund")])
C(L, "short", ["别叫我 Jennifer 了 好土 大家都叫我 Jenny 或者小珍"],
  [O("u", "name", "Jennifer"), F("u", "nickname", "Jenny"), F("u", "nickname", "小珍")], tag=True)
C(L, "short", ["在 Melbourne 住两年了，这周末 Saturday 去 IKEA，Sunday 被 roommate 拉去 hiking，其实我根本不爱运动😂 对了我 email 换成 lin.studio@outlook.com 了"],
  [F("u", "city", "Melbourne|墨尔本"), F("u", "email", "lin.studio@outlook.com"), O("u", "plan", "IKEA|hiking")], tag=True)
C(L, "short", ["养了一只 ragdoll 叫 Mochi，超黏人，my roommate is allergic 所以我每天都在吸尘😅"],
  [F("u", "pet", "ragdoll|布偶猫|cat"), F("u", "pet_name", "Mochi"), O("p:roommate", "allergy", "猫|cat")], tag=True)
C(L, "short", ["手机号换了 new number is +86 186 2199 0457，旧的那个别打了"],
  [F("u", "phone", "+86 186 2199 0457|18621990457")], tag=True)
C(L, "short", ["I play bass in a band 叫 Late Noodles，每周五在成都一个 livehouse 演，come see us!"],
  [F("u", "instrument", "bass|贝斯"), O("u", "hobby", "band|Late Noodles"), O("u", "city", "成都|Chengdu")])
C(L, "short", ["我 birthday 是 July 9，巨蟹，but 属龙，so basically I'm a walking contradiction"],
  [F("u", "birthday", "July 9|7月9日|07-09")])
C(L, "short", ["我老家 Guilin，现在在 Shenzhen 做 hardware engineer at 大疆，weekend 爱去爬山"],
  [F("u", "hometown", "Guilin|桂林"), F("u", "city", "Shenzhen|深圳"), F("u", "job_title", "hardware engineer|硬件工程师"),
   F("u", "employer", "大疆|DJI"), F("u", "sport|hobby", "爬山|hiking")])

# ---------------------------------------------------------------- diaries
C(L, "diary", ["Day 47 of 留学生活。今天上午 lecture 又听睡着了，UCL 的 economics 真不是人学的。中午 Pret 买了个 sandwich，£5.5 抢钱。下午 part-time 去中餐馆端盘子，老板是福建人，人挺好。晚上和 flatmate Lucy 一起做了 hotpot，她是 Manchester 人，第一次吃火锅就爱上了。我妈 video call 问我瘦没瘦，说都19岁了要学会照顾自己。I miss home but I'm okay."],
  [F("u", "school", "UCL|University College London"), F("u", "major", "economics|经济"), F("u", "job_title", "端盘子|waiter|服务员"),
   O("u", "employer", "中餐馆"), F("p:Lucy", "relation", "flatmate"), F("p:Lucy", "hometown", "Manchester"),
   O("u", "age", "19"), O("u", "city", "London|伦敦")], tag=True)
C(L, "diary", ["今天是 my first day at Tencent，WXG 做 backend。上午 onboarding 一堆 paperwork，中午 team lunch 吃的潮汕牛肉火锅。mentor 叫 Kevin，人很 nice，在这干了八年了。下班回家还是租的那个南山小房子，月租四千五。Girlfriend 在北京读研，long distance 三个月了，今晚打电话她说 proud of me。"],
  [F("u", "employer", "Tencent|腾讯"), F("u", "job_title", "backend|后端"), F("u", "place|city", "南山|Nanshan"),
   O("u", "city", "深圳|Shenzhen"), F("p:Kevin", "relation", "mentor"), F("u", "partner", "Girlfriend|女朋友"),
   F("p:girlfriend", "city", "北京|Beijing"), O("p:girlfriend", "degree", "读研|master's")], tag=True)
C(L, "diary", ["Sunday journal. 早上带 Coco 去 dog park，她是只 border collie，精力无限。然后去 farmers market 买菜，我现在 pescatarian，所以买了 salmon。下午 video call 我爸，他在台北开计程车开了三十年了。晚上练了一小时 violin，下个月有 community orchestra 的 concert。"],
  [F("u", "pet_name", "Coco"), F("u", "pet", "border collie|边牧|dog"), F("u", "diet", "pescatarian"),
   F("p:爸爸", "city", "台北|Taipei"), F("p:爸爸", "job_title", "开计程车|taxi driver"), F("u", "instrument", "violin|小提琴"),
   F("u", "plan", "concert|community orchestra"), O("u", "family", "爸|dad")], tag=True)
C(L, "diary", ["今天心情超差。先是 deadline 被提前，然后 manager 说我 Q3 review 只有 meets expectations。我在这家 consulting firm 做 associate 两年了，明明每天加班到十一点。回家路上 Spotify 随机到 All Too Well，我最爱的一首，听完直接哭。算了，明天去 yoga class 放空一下，每周二都去的。"],
  [F("u", "job_title", "associate"), O("u", "employer|industry", "consulting firm|consulting"),
   F("u", "fav_music", "All Too Well|Taylor Swift"), F("u", "sport", "yoga|瑜伽")])

# ---------------------------------------------------------------- companion chats
C(L, "companion", ["Luna 我 finally 拿到驾照了！！",
                   A("Congrats!! 你之前是考了两次对吧？"),
                   "三次 lol 不要提了。Anyway 我爸说要送我一辆 used Civic",
                   A("好棒！那你可以开车去学校了～你是在读高三吗？"),
                   "不是 我 college freshman 了，在 UCLA 读 biology"],
  [F("u", "belonging", "驾照|driver's license"), O("u", "belonging", "Civic"), F("u", "school", "UCLA"),
   F("u", "major", "biology|生物"), O("u", "job_title", "freshman|student")], tag=True, character="Luna")
C(L, "companion", ["ziggy 我今天去了 K-pop dance class 第一次！",
                   A("哇 你不是一直说你四肢不协调吗哈哈"),
                   "对啊 所以跳得像 zombie 😂 但我报了一整个 semester 的课",
                   A("那你最喜欢哪个团？我猜 BTS"),
                   "NO 我是 SEVENTEEN 的 carat 好吗"],
  [F("u", "hobby", "K-pop dance|dance class|跳舞"), F("u", "fav_music", "SEVENTEEN")], tag=True, character="Ziggy")
C(L, "companion", ["阿星 my cousin 下周来 Sydney 玩 我要当 tour guide 了",
                   A("好开心！你表哥是第一次来澳洲吗？"),
                   "是表妹 haha 她在上海读高中 第一次出国",
                   A("那你带她去 Bondi 吧！你家就在那附近对吧"),
                   "我住 Parramatta 啦 离 Bondi 一个小时车程"],
  [F("u", "place|city", "Parramatta"), O("u", "city", "Sydney|悉尼"), F("p:表妹", "city", "上海|Shanghai"),
   O("p:表妹", "job_title|school", "读高中|高中生"), F("p:表妹", "plan", "来 Sydney 玩|visit Sydney"), O("u", "family", "表妹|cousin")],
  tag=True, character="阿星")
C(L, "companion", ["Bao I'm so stressed 我下周五要 defend 我的 PhD thesis",
                   A("你一定可以的！你的 research 是关于 climate 的对吧？"),
                   "不是 是 computational linguistics。climate 是我 labmate 的",
                   A("Sorry sorry! Defend 完你要回国吗？"),
                   "不回 已经签了 Amazon 西雅图的 offer 了 applied scientist"],
  [F("u", "plan", "defend|PhD defense|答辩"), F("u", "degree", "PhD|博士"), F("u", "major", "computational linguistics"),
   F("u", "employer|plan", "Amazon"), F("u", "job_title|plan", "applied scientist"), O("u", "city|plan", "西雅图|Seattle")],
  tag=True, character="Bao")

# ---------------------------------------------------------------- group chats
C(L, "group", [G("妈妈", "Cathy 你 Thanksgiving 回不回家？"),
               G("Cathy", "回！flight 已经订了 11/26 到 LAX"),
               G("弟弟", "姐 带点 Boston 的 lobster roll 回来"),
               G("Cathy", "那玩意坐飞机就坏了好吗 给你带 Harvard 的 hoodie 吧 我们 bookstore 有打折"),
               G("妈妈", "你弟弟 UCSD 录取了还没跟你说吧")],
  [F("u", "plan", "11/26 到 LAX|flight"), O("u", "city", "Boston"), O("u", "school", "Harvard"),
   F("p:弟弟", "school", "UCSD"), O("u", "family", "弟弟|brother"), O("u", "gender", "女|female")], tag=True, me="Cathy")
C(L, "group", [G("Eric", "Demo day 定在下周四了 everyone ready?"),
               X("小林", "backend 没问题，我今晚 push 完。PS 下周一到周三请假，我结婚😆"),
               G("Maya", "WHAT 恭喜!!! 新娘是谁？"),
               G("小林", "是 Grace 啦 你们见过的 在 Meta 做 PM 那个")],
  [F("u", "plan", "结婚|wedding"), F("u", "partner", "Grace"), F("p:Grace", "relation", "新娘|bride|fiancée"),
   F("p:Grace", "employer", "Meta"), F("p:Grace", "job_title", "PM|product manager"), O("u", "job_title", "backend"),
   O("u", "name", "小林")])
C(L, "group", [G("Julia", "anyone want to join 我的 Chinese study group? 我 HSK4 下个月考"),
               X("小雪", "我可以当你的 tutor 哈哈 我普通话二甲 officially certified"),
               G("Ahmed", "I'll join! 我只会说你好 and 谢谢"),
               G("小雪", "Ahmed 你不是会 Arabic French English 三种吗 already genius"),
               G("Ahmed", "four, I forgot Turkish 😎")],
  [F("u", "language", "普通话|Mandarin"), F("p:Julia", "plan", "HSK4"), O("p:Julia", "language", "Chinese|中文"),
   F("p:Ahmed", "language", "Arabic"), F("p:Ahmed", "language", "Turkish"), O("u", "name", "小雪")], tag=True)
C(L, "group", [G("阿May", "Saturday 爬 Lion Rock 吗？"),
               G("Kenji", "去！我 knee 刚好，医生 finally 让我 hike 了"),
               G("Tom", "Kenji 你不是说搬去 Tokyo 了？"),
               G("Kenji", "下个月才搬 lol 公司 transfer，现在还在香港")],
  [F("u", "city", "香港|Hong Kong"), F("u", "plan", "Tokyo|transfer|搬去东京"), O("u", "hobby|sport", "hike|hiking"),
   O("u", "health", "knee")], tag=True, me="Kenji")
