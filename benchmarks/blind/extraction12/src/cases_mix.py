from h import F, short, diary, comp, group

SHORT = [
short("mix", ["刚到 Melbourne 两周，still jet-lagged，在 Monash 读 data science 的 master，室友是个澳洲本地人超 chill"],
      [F("u", "city", "Melbourne|墨尔本"), F("u", "school", "Monash|莫纳什大学"), F("u", "major", "data science|数据科学"), F("u", "degree", "master|硕士")], tag=True),
short("mix", ["我在 Google 上海 office 做 UX designer，不是 engineer 哈，别找我修电脑"],
      [F("u", "employer", "Google|谷歌"), F("u", "job_title", "UX designer"), F("u", "city", "上海|Shanghai", False)], tag=True),
short("mix", ["my mom 是四川人 so 我从小就能吃辣，但我自己是在 Vancouver 长大的"],
      [F("mom", "hometown", "四川|Sichuan"), F("u", "hometown", "Vancouver|温哥华"), F("u", "fav_food", "吃辣|辣|spicy", False), F("u", "family", "mom", False)]),
short("mix", ["Btw 我花生过敏 super serious 的那种，出门都带 EpiPen"],
      [F("u", "allergy", "花生|peanut"), F("u", "belonging", "EpiPen", False)]),
short("mix", ["我家 cat 叫 Mochi，是只 ragdoll，老公说他更想养狗 lol"],
      [F("u", "pet", "ragdoll|cat|布偶猫"), F("u", "pet_name", "Mochi"), F("u", "partner", "老公|husband")], tag=True),
short("mix", ["下个月 move to 新加坡 了，公司 transfer，现在还在香港"],
      [F("u", "city", "香港|Hong Kong"), F("u", "plan", "move to 新加坡|新加坡|Singapore")], tag=True),
short("mix", ["我的 WeChat 绑的手机号是 +86 186 2233 7741，有事 call 我"],
      [F("u", "phone", "+86 186 2233 7741|18622337741")]),
short("mix", ["My name's 陈思远, English name 是 Vincent, 你叫哪个都行。生日 8月30号，记得 remind 我 lol"],
      [F("u", "name", "陈思远"), F("u", "nickname|name", "Vincent"), F("u", "birthday", "8月30号|August 30")]),
short("mix", ["hmm 要是我当年学了医，现在应该是 doctor 了吧。可惜我学的是 finance，现在在 bank 做 risk"],
      [F("u", "major", "finance|金融"), F("u", "industry", "bank|banking|银行"), F("u", "job_title", "risk|风控", False)], tag=True),
short("mix", ["weekend 一般去 bouldering，一周两三次吧，手上全是茧"],
      [F("u", "sport", "bouldering|抱石")]),
short("mix", ["I'm 女生 btw，名字比较中性 everyone thinks I'm a guy lol"],
      [F("u", "gender", "女生|female")], tag=True),
short("mix", ["最近在听 Taylor Swift 的新专，但我 all-time favorite 还是 陈奕迅"],
      [F("u", "fav_music", "陈奕迅|Eason Chan")], tag=True),
]

DIARY = [
diary("mix", "Oct 3. 早上 8 点的 lecture 差点没起来。来 Toronto 一个月了，终于 figure out 怎么坐 TTC。今天 econ 的 TA 说我 essay 写得不错，开心。中午和 roommate Jenny 去吃了 pho，她是 Vietnamese 的，带我去的店超正宗。下午在 library 自习。晚上给我爸打电话，他还以为我在学 CS，其实我 first year 就转 economics 了。",
      [F("u", "city", "Toronto|多伦多"), F("u", "major", "economics|econ|经济"), F("Jenny", "relation", "roommate|室友"), F("Jenny", "hometown", "Vietnamese|越南", False), F("u", "family", "爸", False), F("u", "job_title", "student", False)], tag=True),
diary("mix", "周五 finally！这周 deadline 太多了。我在 McKinsey 做 consultant 快两年，project 换到了医疗行业，天天看 hospital data。晚上和男朋友 Leo 去吃 omakase，他是做 dentist 的，吃饭的时候一直在说别人的牙。回家路上下雨，我新买的 Burberry 风衣湿透了 😭",
      [F("u", "employer", "McKinsey|麦肯锡"), F("u", "job_title", "consultant|咨询顾问"), F("u", "partner", "Leo"), F("Leo", "relation", "男朋友|boyfriend"), F("Leo", "job_title", "dentist|牙医"), F("u", "belonging", "Burberry 风衣|Burberry|风衣")], tag=True),
diary("mix", "今天是 move-in day，从 Boston 搬到 Austin。U-Haul 开了三天，我和我家 husky 小黑一路都很乖。新房子有 backyard，小黑疯了一样跑。明天开始 remote 上班，还是原来的公司，做 product manager。晚上隔壁邻居送了一盘 brisket，说她是 Texas 土著。感觉这里人真 friendly。",
      [F("u", "city", "Austin"), F("u", "pet", "husky|哈士奇|狗"), F("u", "pet_name", "小黑"), F("u", "job_title", "product manager|PM"), F("邻居", "hometown", "Texas", False)], tag=True),
diary("mix", "Sunday. 带我女儿 Ivy 去学 ballet，她五岁，穿上 tutu 就不肯脱。我在旁边刷手机看到 college 同学都在晒 promotion，有点 emo。我自己是个 stay-at-home mom，说不羡慕是假的。晚上老公做了 dumplings，Ivy 吃了十个。睡前她说长大要当 astronaut。",
      [F("u", "family", "Ivy|女儿|daughter"), F("Ivy", "relation", "女儿|daughter"), F("Ivy", "age", "五岁|5"), F("Ivy", "hobby|sport", "ballet|芭蕾"), F("u", "job_title", "stay-at-home mom|全职妈妈"), F("u", "partner", "老公|husband"), F("u", "gender", "female|女", False)], tag=True),
]

COMP = [
comp("mix", "Lumi", [
    "Lumi 我今天 officially 拿到 green card 了！！",
    "恭喜！！所以你现在是在 New York 对吧？",
    "不是啦，我在 New Jersey，Princeton 那边，在一个 biotech 公司做 research scientist",
    "Got it～ 你是学 biology 的吗？",
    "Chemistry PhD，UCLA 毕业的，biology 是我太太",
], [F("u", "city|place", "Princeton|New Jersey"), F("u", "industry", "biotech|生物科技"), F("u", "job_title", "research scientist"), F("u", "major", "Chemistry|化学"), F("u", "degree", "PhD|博士"), F("u", "school", "UCLA"), F("u", "partner", "太太|wife"), F("太太", "major", "biology|生物", False), F("u", "belonging", "green card", False)]),
comp("mix", "小Q", [
    "小Q 我跟你说 我开始学 piano 了 at 28 lol",
    "好棒！你之前学过别的乐器吗？是 guitar 吧？",
    "no 从来没学过任何乐器，完全 zero base",
    "那你是在家自学还是找了老师？",
    "找了老师，每周三晚上上课，家里买了个 Yamaha 的电钢",
], [F("u", "instrument", "piano|钢琴"), F("u", "age", "28"), F("u", "belonging", "Yamaha|电钢"), F("u", "plan", "每周三晚上上课", False)]),
comp("mix", "Momo", [
    "Momo, 今天在公司 cafeteria 被同事拉去吃 durian pizza，我差点吐了",
    "哈哈你是不是不吃榴莲？",
    "对 I can't stand durian，闻到就想逃。我最爱的是 hotpot，尤其是重庆那种",
    "你是重庆人吗？",
    "我是成都的 lol，重庆只是去玩过几次",
], [F("u", "dislike", "durian|榴莲"), F("u", "fav_food", "hotpot|火锅"), F("u", "hometown", "成都|Chengdu")]),
comp("mix", "Nico", [
    "Nico，我在考虑要不要 quit 我的 job",
    "你在那家 startup 做 marketing 对吧？",
    "对，fintech startup，做 growth marketing，但是 burnout 了",
    "可以考虑 take a break？你之前说想去 Japan？",
    "我说的是 Iceland，而且还没订 lol，只是想想",
], [F("u", "industry", "fintech"), F("u", "job_title", "growth marketing|marketing"), F("u", "employer", "startup", False), F("u", "health", "burnout", False)]),
]

GROUP = [
group("mix", [
    ("Kelly", "Guys 周六 potluck 在我家，everyone bring 一个菜"),
    ("阿豪", "我带 bubble tea！我自己开的店 lol"),
    ("Sara", "我带 salad，I'm keto now"),
    ("Kelly", "Sara 你什么时候开始 keto 的？我还以为你是 vegetarian"),
    ("Sara", "上个月啊。我做 vegetarian 都是 2019 的事了"),
], [F("阿豪", "job_title", "开的店|奶茶店老板", False), F("Sara", "diet", "keto"), F("u", "plan", "potluck", False)], me="Kelly"),
group("mix", [
    ("Jason", "我们 team 下周 offsite 去 Tahoe 谁 driving？"),
    ("小雨", "我可以开，我的 Tesla 能坐五个"),
    ("Jason", "nice。Emily 你不是晕车吗"),
    ("Emily", "对 super bad，我坐前面吧"),
    ("小雨", "OK 没问题"),
], [F("u", "belonging", "Tesla"), F("Emily", "health", "晕车|motion sickness"), F("u", "plan", "offsite|Tahoe", False)], exporter="小雨"),
group("mix", [
    ("妈", "囡囡你在 London 还好吗"),
    ("Chloe", "还好，就是天天下雨 ☔️ UCL 的 course 好难"),
    ("爸", "学 law 本来就难，坚持"),
    ("Chloe", "嗯嗯。我 flatmate 是 Italian 的，会做超好吃的 pasta"),
    ("妈", "你别天天吃 pasta，你乳糖不耐受忘了？"),
    ("Chloe", "知道啦 我吃 lactose-free 的"),
], [F("u", "city", "London|伦敦"), F("u", "school", "UCL"), F("u", "major", "law|法律", False), F("flatmate", "hometown", "Italian|Italy", False), F("u", "health|allergy|diet", "乳糖不耐受|lactose intolerance")], exporter="Chloe"),
group("mix", [
    ("Andy", "这周末 badminton 谁来？我订了 court"),
    ("Wei", "我来！刚从 Singapore 搬过来还没朋友 😂"),
    ("Andy", "welcome Wei！你住哪边？"),
    ("Wei", "Richmond，离 court 很近"),
    ("Priscilla", "我 pass，扭到脚了"),
], [F("Wei", "place|city", "Richmond"), F("Wei", "plan", "我来|badminton"), F("Priscilla", "health", "扭到脚|sprained ankle"), F("u", "plan", "订了 court|badminton"), F("u", "sport", "badminton|羽毛球", False)], me="Andy"),
]

CASES = SHORT + DIARY + COMP + GROUP
