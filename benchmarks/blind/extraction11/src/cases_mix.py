from h import S, D, K, G, U, P, C

CASES = [
# ---------------- short chats ----------------
S("mix", "我在Google上海office做PM，三年了，每天meeting开到怀疑人生，weekend只想躺平", [
    U("employer", ["Google", "谷歌"]),
    U("job_title", ["PM", "product manager"]),
    U("city", ["上海", "Shanghai"], False),
]),
S("mix", "my mom 昨天又问我什么时候结婚，I'm 31 not 13 好吗😤 而且我现在single挺好的", [
    U("age", ["31"]),
    U("family", ["mom", "妈妈"], False),
], tag=True),
S("mix", "今天 finally 拿到 driver's license 了!!! 考了三次才过 🥲 下周就去提车，Model 3，白色的", [
    U("plan", ["提车", "Model 3"]),
    U("belonging", ["driver's license", "驾照"], False),
    U("belonging", ["Model 3"], False),
], tag=True),
S("mix", "I'm allergic to 猫毛 so no cats for me，但是我养了两只 hamster，一只叫 Mochi 一只叫 Dango", [
    U("allergy", ["猫毛", "cat hair", "cats"]),
    U("pet", ["hamster", "仓鼠"]),
    U("pet_name", ["Mochi"]),
    U("pet_name", ["Dango"]),
], tag=True),
S("mix", "我老家是 Chengdu 的，but 我在 Vancouver 长大，所以中文 speaking 还行，reading 就不太行了", [
    U("hometown", ["Chengdu", "成都"]),
    U("hometown", ["Vancouver", "温哥华"], False),
    U("language", ["中文", "Chinese", "Mandarin"]),
    U("language", ["English", "英语"], False),
], tag=True),
S("mix", "下周 interview at Tencent，game designer 的 position，好紧张 bro 有没有 tips", [
    U("plan", ["interview", "interview at Tencent", "Tencent"]),
], tag=True),
S("mix", "今天去看 dentist 补了两颗牙，the dentist 说我晚上 grinding teeth，要配个 night guard 🦷", [
    U("health", ["grinding teeth", "磨牙", "bruxism"]),
]),
S("mix", "my fav 歌手 forever 是周杰伦，从初中听到现在，他的 concert 我去过三次了", [
    U("fav_music", ["周杰伦", "Jay Chou"]),
]),
S("mix", "我 boyfriend 是 French 的，叫 Julien，在 L'Oréal 做 marketing，我们平时用英语沟通 because 我法语只会 merci", [
    U("partner", ["Julien", "boyfriend"]),
    P("Julien", "relation", ["boyfriend", "男朋友"]),
    P("Julien", "hometown", ["French", "France", "法国"]),
    P("Julien", "employer", ["L'Oréal", "L'Oreal", "欧莱雅"]),
    P("Julien", "job_title", ["marketing"]),
    U("language", ["英语", "English"]),
], tag=True),
S("mix", "我是 INFJ，but 同事都以为我是 E 人 because 我在公司 really 很能说，没办法做 sales 的嘛", [
    U("job_title", ["sales", "销售"]),
], tag=True),
S("mix", "小红书上刷到的那个 Lyon 的 cooking class 我报名了！下个月 vacation 就去法国，现在临时抱佛脚学两句 French", [
    U("plan", ["cooking class", "去法国", "法国", "Lyon"]),
], tag=True),
S("mix", "email 发这个就行：chen.yutong88@gmail.com，有急事 call 我 186 0215 7783，公司邮箱 IT 在 migrate 这两天收不到", [
    U("email", ["chen.yutong88@gmail.com"]),
    U("phone", ["186 0215 7783", "18602157783"]),
]),

# ---------------- diaries ----------------
D("mix", "周一 again。9点 all-hands，10点 1:1 with my manager，她说我 promotion 的事 'looking good' 但要等 Q4。午饭吃了楼下的 poke bowl。下午 debug 一个 production issue 到六点。晚上去 bouldering gym 爬了一个小时，手都磨破了。我今年33，感觉身体已经跟不上了哈哈。睡前练了20分钟 cello，邻居没投诉，good sign。", [
    U("sport", ["bouldering", "攀岩"]),
    U("age", ["33"]),
    U("instrument", ["cello", "大提琴"]),
    U("job_title", ["software engineer", "engineer"], False),
], tag=True),
D("mix", "今天是和 Leo 在一起五周年！他订了那家我最爱的 omakase，还送了我一个 Kindle，说 'so you stop buying books you never finish' 🙄 其实他说得对。我们的狗 Pudding 今天也打扮了一下，戴了个小领结。Leo 是 ER doctor，能准时下班陪我吃饭简直是奇迹。", [
    U("partner", ["Leo"]),
    P("Leo", "relation", ["boyfriend", "男朋友", "partner"], False),
    P("Leo", "job_title", ["ER doctor", "doctor"]),
    U("fav_food", ["omakase"]),
    U("belonging", ["Kindle"]),
    U("pet", ["狗", "dog"]),
    U("pet_name", ["Pudding"]),
]),
D("mix", "出差 day 2，Singapore 热到融化。客户很 nice，但是 schedule 排得太满，lunch 都是叫 Grab 外卖。晚上跟我妈 video call，她说我爸又去钓鱼了，retired 之后他比上班还忙。我居然开始想念 Shanghai 的冬天了（说出来都没人信）。明天 fly back，后天还有 Pilates 课。", [
    U("family", ["爸爸", "我爸"], False),
    P("爸爸", "hobby", ["钓鱼", "fishing"]),
    P("爸爸", "job_title", ["retired", "退休"]),
    U("city", ["Shanghai", "上海"], False),
    U("sport", ["Pilates", "普拉提"]),
], tag=True),
D("mix", "Sunday reset. 早上做了 meal prep，这周吃 low carb，因为体检说我 pre-diabetic 🥲 下午带 Bobo 去 dog park，他跟一只 husky 打了一架（他是只 corgi，不知道哪来的自信）。晚上跟 roommate Ashley 一起看了 Pride and Prejudice 2005 版，my all-time favorite movie，看了十几遍了。Ashley 说她下个月要搬去 Seattle，好舍不得。", [
    U("diet", ["low carb"]),
    U("health", ["pre-diabetic", "prediabetes"]),
    U("pet", ["corgi", "dog"]),
    U("pet_name", ["Bobo"]),
    U("fav_film", ["Pride and Prejudice"]),
    P("Ashley", "relation", ["roommate", "室友"]),
    P("Ashley", "plan", ["Seattle", "搬去 Seattle"], False),
], tag=True),

# ---------------- companion chats ----------------
K("mix", "Lumi", [
    "Lumi 我今天 finally 提离职了！！",
    "Wow congrats! 你是要去那家 startup 做 CTO 吗？",
    "lol 不是 CTO，是 head of data，而且下个月才 start",
    "Head of data，好厉害！公司在哪里呀？",
    "在深圳，所以我要从广州搬过去了，house hunting 中",
], [
    U(["job_title", "plan"], ["head of data"]),
    U("city", ["广州", "Guangzhou"]),
    U("plan", ["深圳", "搬过去", "move to Shenzhen"]),
], tag=True),
K("mix", "Tofu", [
    "Tofu，今天 office 有人带了 peanut butter cookies，我差点就吃了",
    "Oh no! 你是对 tree nuts 过敏对吧？",
    "peanuts 啦，严重的那种，EpiPen 随身带",
    "好险！下次一定要先问清楚。你同事知道吗？",
    "知道的，我们 team 就五个人，我是 team lead，他们都被我培训过怎么用 EpiPen 哈哈",
], [
    U("allergy", ["peanuts", "peanut", "花生"]),
    U("belonging", ["EpiPen"]),
    U("job_title", ["team lead"]),
], tag=True),
K("mix", "阿澄", [
    "阿澄，周末我去学 surfing 了！在 Bali",
    "好酷！你是住在 Bali 吗？",
    "哈哈不是啦，来 Bali 度假的，我住香港，在 HSBC 做 compliance",
    "原来是度假！香港飞 Bali 挺方便的。Surfing 难吗？",
    "超难，喝了一肚子海水 but 我爱上了，回香港也要继续练",
], [
    U("city", ["香港", "Hong Kong"]),
    U("employer", ["HSBC", "汇丰"]),
    U("job_title", ["compliance"]),
    U("sport", ["surfing", "冲浪"], False),
], tag=True),
K("mix", "Kiwi", [
    "Kiwi 我最近在学 guitar，手指好痛",
    "加油！你之前说过你会弹 piano 对吗？",
    "对，piano 弹了十年了，但是 guitar 完全不一样",
    "有钢琴基础应该会快一点～你喜欢什么风格的音乐？",
    "indie folk 吧，最近一直在听 Phoebe Bridgers，我的本命",
], [
    U("instrument", ["guitar", "吉他"]),
    U("instrument", ["piano", "钢琴"]),
    U("fav_music", ["Phoebe Bridgers", "indie folk"]),
]),

# ---------------- group chats ----------------
G("mix", [
    ("Jason", "明天的 client meeting 改到 10 点了，大家 calendar update 一下"),
    ("Vivian", "OK。我明天下午 leave 半天，要带我家 Milo 去打疫苗，he's a 布偶猫 btw"),
    ("Kelly", "好可爱！我也想养猫但是我男朋友 allergic 🥲"),
    ("Jason", "Vivian 你 Q3 的 report 记得周五前交"),
    ("Vivian", "收到，周四就能给你"),
], [
    U("pet", ["布偶猫", "布偶", "ragdoll", "猫"]),
    U("pet_name", ["Milo"]),
    U("plan", ["打疫苗", "vet"]),
    U("name", ["Vivian"], False),
    P("Kelly", "partner", ["男朋友", "boyfriend"]),
    P("Kelly男朋友", "allergy", ["猫", "cats"], False),
], tag=True, me="Vivian"),
G("mix", [
    ("大伟", "周六打球吗 guys？老地方"),
    ("阿豪", "来！不过我下午还有 MBA 的 class，只能打到 12 点"),
    ("Steven", "我 pass，我老婆 due date 就这周，随时待命"),
    ("大伟", "哇 Steven 要当爸爸了！congrats 🎉"),
    ("阿豪", "congrats bro！生了记得发红包"),
], [
    U("sport", ["打球", "basketball"]),
    U("degree", ["MBA"]),
    U("name", ["阿豪"], False),
    P("Steven", "partner", ["老婆", "wife"]),
    P("Steven老婆", ["health", "plan"], ["due date", "pregnant"], False),
], tag=True, exporter="阿豪"),
G("mix", [
    ("Dad", "Annie 你 Thanksgiving 回不回 Boston？"),
    ("Annie", "回的爸，机票买好了，Wed 晚上到。这次带 Kevin 一起，我男朋友，你们终于可以见到了"),
    ("Mom", "好呀！Kevin 吃不吃辣？我准备做水煮鱼"),
    ("Annie", "他是 vegetarian 妈，你做点 tofu 吧 😂"),
    ("Aunt Mei", "哈哈 Annie 长大了，都带男朋友回家了"),
], [
    U("plan", ["Thanksgiving", "Boston", "回 Boston"]),
    U("partner", ["Kevin", "男朋友", "boyfriend"]),
    P("Kevin", "relation", ["男朋友", "boyfriend"]),
    P("Kevin", "diet", ["vegetarian", "素食"]),
    U("name", ["Annie"], False),
    P("parents", "city", ["Boston"], False),
], tag=True, me="Annie"),
G("mix", [
    ("Lisa", "下个月 Yunnan trip 的 itinerary 我发群里了，大家 check 一下"),
    ("Ken", "看了，looks good！不过我一到 high altitude 就 sick，玉龙雪山那天我可能在酒店躺着"),
    ("Ming", "Ken 你带点红景天。我去年去 Tibet 就靠它撑着"),
    ("Lisa", "对了 Ming 你老婆还来吗？"),
    ("Ming", "来的，她刚从 Amazon 离职，正好有时间"),
], [
    U("plan", ["Yunnan trip", "云南"]),
    U("health", ["high altitude", "altitude sickness", "高原反应"]),
    U("name", ["Ken"], False),
    P("Ming", "partner", ["老婆", "wife"]),
], tag=True, exporter="Ken"),
]
