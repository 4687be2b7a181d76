from h import F, N, msg, diary, comp, grp

L = "mix"

# ---------- short chats ----------
msg(L, "我在Amazon做SDE，base西雅图，虽然天天rain但我其实还挺喜欢的", [
    F("u", "employer", "Amazon"), F("u", "job_title", "SDE|software engineer"), F("u", "city", "西雅图|Seattle")])
msg(L, "my mom is 上海人 but I grew up in Vancouver，所以上海话只会听不会讲", [
    F("u", "hometown", "Vancouver"), F("p:mom", "hometown", "上海|Shanghai"), N("u", "language", "上海话|Shanghainese"),
    N("u", "family", "mom")], tag=True)
msg(L, "刚领养了一只 golden retriever，名字叫 Nacho 🐶 已经把拖鞋咬了两只", [
    F("u", "pet", "golden retriever|金毛"), F("u", "pet_name", "Nacho")])
msg(L, "I'm lactose intolerant，所以奶茶都点燕麦奶，别再推荐我芝士奶盖了", [
    F("u", "health|allergy|diet", "lactose intolerant|乳糖不耐受")])
msg(L, ["最喜欢的歌手是Taylor Swift", "去年的演唱会没抢到票😭 今年新加坡场抢到了！3月2号！"], [
    F("u", "fav_music", "Taylor Swift"), F("u", "plan", "新加坡场|3月2号|演唱会")], tag=True)
msg(L, "我男朋友 Kevin 是 ABC，中文只会说'你好'和'饺子'哈哈，他在 Deloitte 做 consultant", [
    F("u", "partner", "Kevin|男朋友"), F("p:Kevin", "relation", "男朋友|boyfriend"),
    F("p:Kevin", "employer", "Deloitte"), F("p:Kevin", "job_title", "consultant"), N("p:Kevin", "hometown", "US|美国")])
msg(L, "I used to play 王者 every day，现在只打 badminton，每周两次，健康多了", [
    F("u", "sport", "badminton|羽毛球")], tag=True)
msg(L, "周末 brunch 吃了 eggs benedict，honestly 我最爱的 breakfast 没有之一", [
    F("u", "fav_food", "eggs benedict")])
msg(L, "我的 WeChat 同号：13816679042，email 是 jenny.w@outlook.com，有事找我", [
    F("u", "phone", "13816679042"), F("u", "email", "jenny.w@outlook.com")])
msg(L, "大家都叫我 Jojo，真名叫周婧，不过 Jojo 就好", [
    F("u", "nickname", "Jojo"), F("u", "name", "周婧")])
msg(L, "I'm 28，射手座，female，born and raised in 武汉，热干面是我的命", [
    F("u", "age", "28"), F("u", "gender", "female|女"), F("u", "hometown", "武汉|Wuhan"), F("u", "fav_food", "热干面")])

# ---------- companion chats ----------
comp(L, "Momo", [
    "Momo，今天 interview 结果出来了",
    "是字节那个吗？过了吗？",
    "不是字节，是 Shopee！过了！！下个月去新加坡 onboard，做 product designer",
    "恭喜！所以你现在已经在新加坡了？",
    "还没，现在还在深圳，下个月才飞"], [
    F("u", "employer|plan", "Shopee"), F("u", "job_title|plan", "product designer"),
    F("u", "plan", "去新加坡|新加坡|Singapore"), F("u", "city", "深圳|Shenzhen")], tag=True)
comp(L, "Momo", [
    "最近迷上了 film photography，买了台 Pentax K1000",
    "复古！你之前是不是玩数码单反？",
    "没有，之前只用手机拍。我最喜欢的摄影师是 Vivian Maier",
    "那你会自己冲洗胶片吗？",
    "在学！报了个 darkroom workshop，下周六"], [
    F("u", "hobby", "film photography|胶片摄影"), F("u", "belonging", "Pentax K1000"),
    F("u", "plan", "darkroom workshop|下周六")], tag=True)
comp(L, "Momo", [
    "I'm so tired，刚值完 24 小时班",
    "你是医生吗？",
    "resident，第二年，内科。在 Mount Sinai",
    "辛苦了！纽约的冬天也很冷吧",
    "冷死。而且我是广州人，完全受不了"], [
    F("u", "job_title", "resident|住院医"), F("u", "major|job_title", "内科|internal medicine"),
    F("u", "employer", "Mount Sinai"), N("u", "city", "纽约|New York"), F("u", "hometown", "广州|Guangzhou")], tag=True)
comp(L, "Momo", [
    "my grandma 今天 90 岁生日！",
    "哇！是外婆还是奶奶呀？",
    "外婆。她住在台南，我们全家都飞回去了",
    "你们平时住哪里？",
    "我住 Toronto，我爸妈在 Vancouver"], [
    F("p:grandma", "age", "90"), F("p:grandma", "city", "台南|Tainan"), F("u", "family", "grandma|外婆"),
    F("u", "city", "Toronto"), F("p:爸妈", "city", "Vancouver")], tag=True)
comp(L, "Momo", [
    "我家 cat 又吐了，我怀疑是新猫粮的问题",
    "你家那只布偶叫什么来着？Luna？",
    "不是 Luna，是 Mango，而且是橘猫不是布偶哈哈",
    "Mango 好可爱。你自己也喜欢吃芒果吗",
    "no！！我最讨厌芒果，名字是我女朋友起的"], [
    F("u", "pet", "橘猫|cat|猫"), F("u", "pet_name", "Mango"), F("u", "dislike", "芒果|mango"),
    F("u", "partner", "女朋友|girlfriend")], tag=True)

# ---------- diaries ----------
diary(L, "Monday. 早上 8 点的 standup 又迟到了。我们 team 在做新的 payment feature，作为 PM 我真的头大。中午和 Alex 吃了越南粉，他说下个月要 quit 去读 MBA。下班去 gym 练腿，这周第三次了。晚上 call 我妈，她又问我什么时候回成都。", [
    F("u", "job_title", "PM|product manager"), F("u", "sport", "gym|健身"), N("p:Alex", "plan", "读 MBA|MBA"),
    N("u", "hometown", "成都|Chengdu"), N("u", "family", "妈|mom")], tag=True)
diary(L, "周六 farmers market 买了一堆 strawberries。下午去上每周六的 pottery class，做了个歪的杯子 lol。晚上和室友 Mia 看《Before Sunrise》，这部我已经看了五遍，my all-time fave。Mia 是 nurse，明天早班所以早早睡了。", [
    F("u", "hobby", "pottery|陶艺"), F("u", "fav_film", "Before Sunrise|爱在黎明破晓前"),
    F("p:Mia", "relation", "室友|roommate"), F("p:Mia", "job_title", "nurse")])
diary(L, "今天搬进新 apartment 了，在 Brooklyn 的 Park Slope。终于不用跟三个 roommates 挤了。我养的 turtle 叫 Sheldon，也一起搬过来了。下周一开始在 NYU 读 master，major 是 data science。有点紧张。", [
    F("u", "city|place", "Brooklyn|New York"), F("u", "place", "Park Slope"), F("u", "pet", "turtle|乌龟"),
    F("u", "pet_name", "Sheldon"), F("u", "school|plan", "NYU"), F("u", "degree|plan", "master"),
    F("u", "major|plan", "data science")], tag=True)
diary(L, "Day 200 of learning 日语。Duolingo streak 没断！今天去了一家 izakaya，终于能自己点菜了。我是 software engineer，公司有日本 client，所以学得更有动力。下个月去大阪出差。顺便记一下：我对 peanuts 过敏，在日本吃东西要小心。", [
    F("u", "language", "日语|Japanese"), F("u", "job_title", "software engineer"), F("u", "plan", "大阪出差|去大阪出差"),
    F("u", "allergy", "peanuts|花生")])

# ---------- group chats ----------
grp(L, "Vivian", [
    ("阿Ken", "今晚 KTV？"),
    ("Stella", "我不去了，明天 GRE 考试😭"),
    ("Vivian", "我可以！我最近在练 Adele，Someone Like You 是我 KTV 必点"),
    ("Joe", "我 late 一点到，刚下班，还在 hospital 加班"),
    ("Vivian", "ok 等你")], [
    F("u", "fav_music", "Adele|Someone Like You"), F("p:Stella", "plan", "GRE 考试|GRE"),
    N("p:Joe", "employer|industry", "hospital"), N("u", "plan", "KTV")], tag=True)
grp(L, "阿琳", [
    ("Sunny", "谁有推荐的 dentist 在 Irvine 附近？"),
    ("大伟", "我老婆就是 dentist，在 Tustin 开诊所"),
    ("阿琳", "我在 Irvine 住了十年都没找到好的😂 大伟 give me 你老婆的联系方式"),
    ("Grace", "我也要！")], [
    F("u", "city", "Irvine"), F("p:大伟", "partner", "老婆|wife"), F("p:大伟老婆", "job_title", "dentist"),
    N("p:大伟老婆", "place|city", "Tustin")], tag=True, exporter=True)
grp(L, "Nick", [
    ("表姐", "Nick 你明年 graduate 了吧？"),
    ("Nick", "对，明年五月，UCLA 的 econ"),
    ("Aunt May", "then come back to 香港 work？"),
    ("Nick", "不一定，我已经在 LA 找 internship 了，还没消息"),
    ("小舅", "我们公司在招人，Goldman 的 HK office，考虑一下")], [
    F("u", "school", "UCLA"), F("u", "major", "econ|economics"), F("u", "plan", "graduate|明年五月"),
    N("u", "city", "LA|Los Angeles"), N("u", "hometown", "香港|Hong Kong"), F("p:小舅", "employer", "Goldman|Goldman Sachs"),
    N("p:小舅", "city", "HK|香港"), N("u", "name", "Nick")], tag=True)
grp(L, "Coco", [
    ("Mandy", "周五 girls night 去吃日料？"),
    ("阿杰", "喂我也要去"),
    ("Coco", "可以！but 我不吃生的，我 pregnant 了，五个月 🤰"),
    ("Winnie", "OMG恭喜！！！男孩女孩"),
    ("Coco", "girl！预产期 11 月")], [
    F("u", "health", "pregnant|怀孕"), F("u", "diet", "不吃生的"), N("u", "gender", "female|女"),
    N("u", "plan", "预产期 11 月|预产期")], tag=True, exporter=True)
