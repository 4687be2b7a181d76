"""Mixed-language cases of dev set 45 (24): 11 short, 4 diary, 5 companion, 4 group."""
from h import U, P, C, u, a, s, maker

CASES = []
K = maker("mix", CASES)

# ---- short chats (11) ----
K("short", "我在 Shopee 做 data analyst，电商行业，base 新加坡，每天 meeting 开到怀疑人生",
  [U("employer", "Shopee"), U("job_title", "data analyst"), U("industry", "电商|e-commerce"), U("city", "新加坡|Singapore")])
K("short", "我 boyfriend 是 ABC，中文只会说'好吃'哈哈，但他做的 dumplings 比我妈包的还好吃",
  [U("partner", "boyfriend|男朋友"), U("family", "我妈|妈妈", False)], tag=True)
K("short", "i'm lowkey obsessed with 螺蛳粉 lol 我室友每次都把我赶出去吃",
  [U("fav_food", "螺蛳粉")])
K("short", "我不是 vegetarian 啦，只是不吃牛肉，家里信佛",
  [U("diet", "不吃牛肉|no beef")], tag=True)
K("short", "my 奶奶 is 93 and still plays 麻将 every afternoon, 比我还精神",
  [P("奶奶", "age", "93"), P("奶奶", "hobby", "麻将|mahjong"), U("family", "奶奶|grandma")], tag=True)
K("short", "下周 flight to 伦敦，去 UCL 读 MSc in Finance，行李还没收拾完 😭",
  [U("school|plan", "UCL"), U("degree|plan", "MSc|master's"), U("major", "Finance|金融"),
   U("plan", "伦敦|London|flight to 伦敦")], tag=True)
K("short", "我的 email 是 amy.zhang@outlook.com，电话 0412 555 019 (澳洲号码)",
  [U("email", "amy.zhang@outlook.com"), U("phone", "0412 555 019")])
K("short", "小时候在广州长大，现在在 Toronto 做 nurse，粤语还会说但写不来",
  [U("hometown", "广州|Guangzhou"), U("city", "Toronto|多伦多"), U("job_title", "nurse|护士"), U("language", "粤语|Cantonese")])
K("short", "my cat 叫 煤球，black cat obviously，今年刚 adopt 的",
  [U("pet", "cat|black cat|猫"), U("pet_name", "煤球")])
K("short", "我是 INFP，如果有人问的话。虽然没人问。25岁，女，在读 PhD，天天被 reviewer 虐",
  [U("age", "25岁|25"), U("gender", "女|female"), U("degree", "PhD|博士")])
K("short", "I'm 过敏 to 海鲜 but 我妹 isn't, 她每次吃 crab 都故意在我面前吃",
  [U("allergy", "海鲜|seafood"), U("family", "我妹|妹妹|sister")], tag=True)

# ---- diaries (4) ----
K("diary", "今天 WFH，早上先送 Ethan 去 daycare，他最近学会说 'no' 了，什么都 no 😂。然后开了一上午的 Zoom，我们 team 在西雅图，"
  "我是唯一一个在温哥华 remote 的。中午邻居 Mrs. Chen 送来她做的萝卜糕，她说她孙女刚考上 UBC 读 nursing。下午去 Costco 囤货，"
  "老公下班顺路接的我。晚上追了两集《繁花》，宝总太帅了。",
  [U("family", "Ethan"), U("city", "温哥华|Vancouver"), U("partner", "老公|husband"), P("Mrs. Chen", "relation", "邻居|neighbor"),
   P("Mrs. Chen孙女", "school", "UBC", False), P("Mrs. Chen孙女", "major", "nursing", False)], tag=True)
K("diary", "Day 5 in 成都 on a business trip. 我其实住在 Hong Kong，做 auditor 在 PwC，这次是来客户这边盘点。火锅吃到第三顿了，"
  "我的胃 says no。晚上跟大学同学 Kelvin 吃饭，他在成都开了间 coffee shop，生意好好。他话 his wife is pregnant，下个月生。",
  [U("city", "Hong Kong|香港"), U("job_title", "auditor"), U("employer", "PwC|普华永道"), P("Kelvin", "relation", "大学同学|同学"),
   P("Kelvin", "city", "成都|Chengdu"), P("Kelvin", "job_title", "开了间 coffee shop|coffee shop"),
   P("Kelvin", "partner", "wife"), P("Kelvin wife", "health", "pregnant", False)], tag=True)
K("diary", "Today super long day. 早上 6 点起来遛 Bao Bao（我的 shiba），然后去 gym 练腿，每周三次雷打不动。公司在 Kuala Lumpur，"
  "我在 Grab 做 product designer。中午 colleague 请吃 nasi lemak，我的 favourite，no debate。晚上回家妈妈煲了汤，"
  "她讲阿公下个月八十大寿，要回 Ipoh 摆酒。",
  [U("pet", "shiba|柴犬"), U("pet_name", "Bao Bao"), U("sport", "gym|练腿"), U("employer", "Grab"),
   U("job_title", "product designer"), U("city", "Kuala Lumpur|KL", False), U("fav_food", "nasi lemak"),
   P("阿公", "age", "八十|80|79", False), U("family", "阿公|grandpa", False)], tag=True)
K("diary", "今日天气好，带孙子去 park 打 basketball，我 70 岁了还能投几个。女儿女婿都在 Microsoft 上班，忙得很，我同老伴从台山过来帮"
  "他们带孩子，已经三年了。隔离屋的 Mr. Johnson 是 veteran，成日请我饮 beer，我英文唔得，就笑笑口。晚上食咗老伴煮的 steamed fish，好正。",
  [U("age", "70"), U("hometown", "台山|Taishan"), U("partner", "老伴"), U("family", "女儿|daughter"),
   P("女儿", "employer", "Microsoft"), P("女婿", "employer", "Microsoft"), P("Mr. Johnson", "job_title", "veteran"),
   P("Mr. Johnson", "relation", "隔离屋|neighbor"), U("sport", "basketball", False), U("family", "孙子", False)], tag=True)

# ---- named companion (5) ----
K("companion", [u("Aria 我今天终于 pass 了 driving test!!!"),
                a("Congrats!!! 你是在上海考的吗？"),
                u("No, I'm in Melbourne now 啦, moved here last year for my master's at Monash"),
                a("哇！那你学什么专业呀？"),
                u("IT，不过 honestly 我更想做 UX")],
  [U("city", "Melbourne|墨尔本"), U("school", "Monash|Monash University"), U("degree", "master's|硕士"),
   U("major", "IT")], tag=True, ch="Aria")
K("companion", [u("bobo 我好累，今天 double shift"),
                a("辛苦了！你还在那家 bubble tea 店打工吗？"),
                u("对啊，Chatime，weekend 都是我。weekdays 上课"),
                a("加油！你是大学生吧？"),
                u("college sophomore，读 accounting，我爸逼的 lol")],
  [U("employer", "Chatime"), U("degree|job_title", "sophomore|college sophomore|大二"), U("major", "accounting|会计"),
   U("family", "我爸|爸爸", False)], tag=True, ch="Bobo")
K("companion", [u("Momo 我跟你说，我 mom 今天又问我什么时候结婚"),
                a("哈哈哈 classic。你和你 boyfriend Jason 在一起多久啦？"),
                u("Jason 是我 ex 好吗😑 现在的是 Leo，在一起两年了"),
                a("Sorry sorry! Leo 是做什么的？"),
                u("他是 firefighter，in Sydney。我们都在 Sydney")],
  [U("partner", "Leo"), P("Leo", "relation", "boyfriend|男朋友", False), P("Leo", "job_title", "firefighter"),
   P("Leo", "city", "Sydney"), U("city", "Sydney|悉尼"), U("family", "mom", False)], tag=True, ch="Momo")
K("companion", [u("cosmo recommend 我一些 sci-fi books"),
                a("Sure! 你喜欢三体吗？"),
                u("三体 is literally my favorite book，看了三遍了"),
                a("那试试 Project Hail Mary？我自己超爱那本"),
                u("已经看过了！我是 physics teacher 所以我对这种书特别挑剔哈哈")],
  [U("fav_book", "三体|The Three-Body Problem"), U("job_title", "physics teacher"),
   C("fav_book", "Project Hail Mary")], tag=True, ch="Cosmo")
K("companion", [u("小鹿 我下礼拜 start new job！"),
                a("哇恭喜！还是做 marketing 吗？"),
                u("不是，转行了，去 Nike 做 supply chain analyst"),
                a("好厉害！那你要 relocate 去 Portland 吗？"),
                u("不用，Nike 在上海有 office，我还在上海")],
  [U("employer|plan", "Nike"), U("job_title|plan", "supply chain analyst"), U("city", "上海|Shanghai")], tag=True, ch="小鹿")

# ---- group chats (4: 2 with me, 2 with exporter_me) ----
K("group", [s("妈", "Vivian 你 Christmas 回不回来？"),
            s("Vivian", "回！机票买好了，12月20号到。Ryan 也一起"),
            s("二姨", "Ryan 是你 boyfriend 吗？做什么的？"),
            s("Vivian", "是的😊 he's a software engineer at Amazon, 我们都在 Seattle")],
  [U("plan", "12月20号|Christmas|回家过圣诞"), U("partner", "Ryan"), P("Ryan", "relation", "boyfriend|男朋友"),
   P("Ryan", "job_title", "software engineer"), P("Ryan", "employer", "Amazon"), U("city", "Seattle|西雅图"),
   P("Ryan", "city", "Seattle"), U("name", "Vivian", False)], me="Vivian")
K("group", [s("Ivan", "今晚 team dinner 我唔嚟得啦，要去接我个女放学，她学 ballet", exp=True),
            s("Carmen", "ok! Ivan 你个女几岁啊？"),
            s("Ivan", "六岁，P1。我老婆今晚 OT 所以我接"),
            s("Ken", "我都唔得，我 gym 练紧 marathon，下个月比赛")],
  [U("family", "个女|女儿|daughter"), P("女儿", "hobby", "ballet|芭蕾"), P("女儿", "age", "六岁|6"),
   P("女儿", "school|degree", "P1"), U("partner", "老婆|wife"), P("Ken", "plan", "marathon"), U("name", "Ivan", False)], tag=True)
K("group", [s("Aisha", "guys 我 tomorrow 有 OSCE exam，今晚请安静 pls 🙏"),
            s("Mei", "good luck!! 你们 med school 真的好辛苦"),
            s("Tom", "no worries, I'll be at my gf's 反正"),
            s("Aisha", "thanks! Mei 你 Friday 的 presentation 准备好了吗"),
            s("Mei", "没有😭 architecture 学生 never sleep")],
  [U("plan", "OSCE exam|OSCE"), U("major|school", "med school|medicine", False), P("Tom", "partner", "gf|girlfriend"),
   P("Mei", "major", "architecture"), P("Mei", "plan", "presentation"), U("name", "Aisha", False)], tag=True, me="Aisha")
K("group", [s("Sofia", "大家好！我是 Sofia，从 Madrid 来，在复旦交换一年", exp=True),
            s("小王", "欢迎！你中文好好！"),
            s("Sofia", "谢谢～我学了三年了，但是 tones 还是很难。我是西班牙语母语，也说 English"),
            s("Lukas", "Hi I'm Lukas from Munich, I'm here for six months at 同济")],
  [U("name", "Sofia"), U("hometown", "Madrid"), U("school", "复旦|Fudan"), U("language", "中文|Chinese"),
   U("language", "西班牙语|Spanish"), U("language", "English"), P("Lukas", "hometown", "Munich"),
   P("Lukas", "school", "同济|Tongji")], tag=True)
