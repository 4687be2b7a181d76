from h import U, P, C, short, diary, comp, group

L = "mix"
CASES = [
# ---------------- short ----------------
short(L, "我在Amazon做SDE，base西雅图，老婆在Microsoft做PM，周末一起去hiking，雷打不动", [
    U("employer", ["Amazon"]), U("job_title", ["SDE", "软件工程师"]), U("city", ["西雅图", "Seattle"]),
    U("partner", ["老婆"]), P("老婆", "employer", ["Microsoft"]), P("老婆", "job_title", ["PM"]),
    U(["hobby", "sport"], ["hiking", "徒步"]),
], tag=True),
short(L, "大家叫我 Yoyo 就好～ email 是 chen.yu.design@outlook.com，有 job opportunity 可以联系我，目前 freelance 做 illustration", [
    U("nickname", ["Yoyo"]), U("email", ["chen.yu.design@outlook.com"]),
    U("job_title", ["illustration", "illustrator", "freelance"]),
]),
short(L, "lol 我对cat hair过敏 but 我男朋友非要养猫，现在家里有只ragdoll叫布丁，我天天吃氯雷他定", [
    U("allergy", ["cat hair", "猫毛"]), U("partner", ["男朋友"]),
    U("pet", ["ragdoll", "猫"]), U("pet_name", ["布丁"]),
]),
short(L, "本人INFP, 25岁, 在HK读master，major是social work，毕业想留港", [
    U("age", ["25"]), U("city", ["HK", "香港", "Hong Kong"]), U("degree", ["master"]),
    U("major", ["social work"]),
]),
short(L, "my mom 说 I should 考公 but honestly 我只想继续做 barista，在 Manner 上班挺开心的", [
    U("job_title", ["barista"]), U("employer", ["Manner"]), U("family", ["mom"], False),
], tag=True),
short(L, "我不吃pork，不是因为religion，就是不喜欢那个味道。beef OK 的", [
    U(["dislike", "diet"], ["pork", "猪肉"]),
], tag=True),
short(L, "Our team lead Kevin 下个月要去 London office 了，然后大家都在猜谁接他的位置。我在 Deutsche Bank 做 analyst 才一年，肯定轮不到我", [
    U("employer", ["Deutsche Bank"]), U("job_title", ["analyst"]),
    P("Kevin", "relation", ["team lead"]), P("Kevin", "plan", ["London office", "London"]),
], tag=True),
short(L, "周末去 Costco 扫货，顺便带我家 golden retriever Lucky 去 dog park 放风", [
    U("pet", ["golden retriever", "dog"]), U("pet_name", ["Lucky"]),
], tag=True),
short(L, "I'm from 台中 originally, now living in Taipei, 在一家 semiconductor 公司做 process engineer", [
    U("hometown", ["台中", "Taichung"]), U("city", ["Taipei", "台北"]),
    U("industry", ["semiconductor", "半导体"]), U("job_title", ["process engineer"]),
]),
short(L, "birthday 是 11月3号，please remember 🥺 我妹的是 11月5号，我们只差两天但差了五岁", [
    U("birthday", ["11月3号", "November 3"]), P("妹妹", "birthday", ["11月5号", "November 5"]),
    U("family", ["我妹", "妹妹"], False),
], tag=True),
short(L, "最近在学 tennis，每周两次 lesson，教练说我 forehand 有进步. 我弟是网球校队的 captain lol", [
    U("sport", ["tennis", "网球"]), P("弟弟", "sport", ["网球", "tennis"]),
    U("family", ["我弟", "弟弟"], False),
], tag=True),
short(L, "phone 换了：+86 137 6543 2109，old number 已经停机了别打", [
    U("phone", ["+86 137 6543 2109", "13765432109"]),
], tag=True),
# ---------------- diary ----------------
diary(L, "Today 是入职 Tencent 第一天！早上 8 点就到了 Shenzhen 总部，onboarding 一整天. 我的 mentor 叫 Jason，人超 nice，他是 Tsinghua 毕业的. 中午在 canteen 吃了烧鹅饭，amazing. 晚上给爸妈 video call，我妈一直问我吃饱没有，我爸说 proud of me. 明天开始正式写 code 了，我是 backend engineer.", [
    U("employer", ["Tencent", "腾讯"]), U("job_title", ["backend engineer"]),
    U("city", ["Shenzhen", "深圳"], False),
    P("Jason", "relation", ["mentor"]), P("Jason", "school", ["Tsinghua", "清华"]),
    U("family", ["爸妈"], False),
], tag=True),
diary(L, "Rainy Sunday. 在家 bake 了 banana bread，第一次成功！Chloe 下午来玩，她说她 finally 跟 boyfriend 分手了，我们聊到很晚. 我越来越享受一个人住在 Melbourne 的日子，虽然 visa 还有一年就到期. Mom 又发消息叫我回 Guangzhou 找工作，not yet. 我在 uni 做 research assistant，合同还有六个月.", [
    U("city", ["Melbourne", "墨尔本"]), U("job_title", ["research assistant"]),
    U("hometown", ["Guangzhou", "广州"], False), U("hobby", ["bake", "baking"], False),
    U("family", ["Mom"], False),
], tag=True),
diary(L, "上午 yoga class，下午陪我老公去 IKEA 买书架. 他最近升职了，现在是 engineering manager at Grab. 我还在做 HR，没什么变化. 晚上我们点了 Indian takeaway，我超爱 butter chicken. Singapore 今天热死了.", [
    U("sport", ["yoga"]), U("partner", ["老公"]),
    P("老公", "job_title", ["engineering manager"]), P("老公", "employer", ["Grab"]),
    U("job_title", ["HR"]), U("fav_food", ["butter chicken"]), U("city", ["Singapore", "新加坡"], False),
], tag=True),
diary(L, "Day 12 of 戒糖. 好想喝 bubble tea 啊啊啊. 今天 clinic 很忙，看了 30 个 patients，作为 GP 真的需要 more coffee. 我女儿 Mia 今天 school play 演了一棵树，哈哈 so cute，她今年 7 岁. My husband 在 Auckland 出差到周五.", [
    U("job_title", ["GP", "全科医生"]), U("employer", ["clinic"], False), U("diet", ["戒糖", "no sugar"]),
    U("family", ["Mia", "女儿"]), P("Mia", "relation", ["女儿", "daughter"]), P("Mia", "age", ["7"]),
    U("partner", ["husband"]),
], tag=True),
# ---------------- companion ----------------
comp(L, "Lumi", ["Lumi 我今天 finally 拿到驾照了！！",
    "Congrats!! 是在北京考的吗？",
    "不是 Beijing 啦，我在 Chengdu 读书，四川大学，大三",
    "川大！你读什么 major 呀？",
    "journalism，新闻学，不过我更想做 documentary"], [
    U("city", ["Chengdu", "成都"]), U("school", ["四川大学", "川大"]),
    U("major", ["journalism", "新闻学"]), U("degree", ["大三", "本科"], False),
], tag=True),
comp(L, "Bao", ["Bao, 我最近 insomnia 很严重",
    "Sorry to hear 😢 是因为工作压力吗？你还在那家 startup 吗？",
    "早就离职了，现在在 ByteDance 做 data analyst，压力更大",
    "原来如此～ 你试过 melatonin 吗？",
    "试过，没用。我妈是中医，她让我喝酸枣仁汤 lol"], [
    U("health", ["insomnia", "失眠"]), U("employer", ["ByteDance", "字节跳动"]),
    U("job_title", ["data analyst"]), P("妈妈", "job_title", ["中医"]),
    U("family", ["我妈", "妈妈"], False),
], tag=True),
comp(L, "Coco", ["Coco，你觉得我该不该养只 dog？",
    "看你时间呀～ 你现在有养 pet 吗？",
    "有两只 hamster，叫 Salt 和 Pepper",
    "好可爱！你一个人住吗？",
    "和 roommate 一起，她是 nurse，经常 night shift"], [
    U("pet", ["hamster", "仓鼠"]), U("pet_name", ["Salt"]), U("pet_name", ["Pepper"]),
    P("roommate", "job_title", ["nurse", "护士"]),
], tag=True),
comp(L, "星星", ["星星，我下周要去 Tokyo 出差",
    "好棒～ 你会说日语吗？",
    "会一点点，主要靠 English. 我是做 sales 的，客户都在日本",
    "那你是在 Shanghai 工作吗？",
    "对，上海，在一家 German 车企，具体不说啦"], [
    U("plan", ["Tokyo", "去 Tokyo 出差", "出差"]), U("job_title", ["sales"]), U("city", ["上海", "Shanghai"]),
    U("industry", ["车企", "automotive"]), U("language", ["English", "英语"]),
    U("language", ["日语", "Japanese"], False),
], tag=True),
# ---------------- group ----------------
group(L, [("阿June", "各位 long time no see! 我下个月回国，有没有人在 Shanghai?"),
    ("Vivian", "我！还在上海，不过换了公司，现在在 L'Oréal 做 brand manager"),
    ("Peter", "我在 Shenzhen 😂 去年 relocate 了，跟我 wife 一起"),
    ("小美", "I'm in Shanghai too! 但我下周要去 Bali 度假"),
    ("Vivian", "那 June 回来我们 dinner，我请客 🥂")], [
    U("city", ["上海", "Shanghai"]), U("employer", ["L'Oréal", "欧莱雅"]), U("job_title", ["brand manager"]),
    P("Peter", "city", ["Shenzhen", "深圳"]), P("Peter", "partner", ["wife"]),
    P("小美", "city", ["Shanghai", "上海"]), P("小美", "plan", ["Bali", "去 Bali 度假"]),
    P("阿June", "plan", ["回国"]),
], me="Vivian", tag=True),
group(L, [("妈", "子轩，Boston 那边下雪了吗？多穿点"),
    ("子轩", "下了 mom，我有 down jacket，别担心. 这周 midterm，考完就 free 了"),
    ("姐姐", "弟你 MIT 的 CS 课还跟得上吗😂"),
    ("子轩", "跟得上啦，我现在还 TA 一门 intro 课"),
    ("爸", "好好学习，别老打游戏")], [
    U("city", ["Boston", "波士顿"]), U("school", ["MIT"]), U("major", ["CS", "computer science"]),
    U("job_title", ["TA", "teaching assistant"]), U("name", ["子轩"], False),
    U("gender", ["男", "male"], False), U("plan", ["midterm"], False),
], exporter="子轩", tag=True),
group(L, [("教练Ray", "明天 leg day，7 点 sharp"),
    ("阿强", "明天不行 bro，我要带女儿去打 vaccine"),
    ("Leo", "I'm in. 顺便说下我 deadlift PR 180kg 了💪 不是体重哈，我体重才 75"),
    ("Mandy", "Leo 太猛了！我刚开始练 powerlifting，请多指教"),
    ("Leo", "Mandy 加油！我练了 5 年了，有问题随时问")], [
    U("sport", ["deadlift", "powerlifting", "健身"]), P("Mandy", "sport", ["powerlifting"]),
    P("阿强", "family", ["女儿"]),
], me="Leo", tag=True),
group(L, [("小姨", "Ann 你婚礼定在几号？我要订机票"),
    ("Ann", "6月8号！在 Vancouver，小姨你一定要来"),
    ("表弟阿杰", "我去不了😭 我 6 月要 defend 我的 thesis，在 Toronto"),
    ("Uncle Bob", "Congrats Ann! Is David still at Boeing?"),
    ("Ann", "yes he is, still an engineer there. 我们明年可能 move to Seattle")], [
    U("plan", ["婚礼", "wedding", "6月8号"]), U("partner", ["David"]),
    P("David", "relation", ["fiancé", "未婚夫"], False),
    P("David", "employer", ["Boeing"]), P("David", "job_title", ["engineer"]),
    P("表弟阿杰", "plan", ["defend", "thesis"]), P("表弟阿杰", "city", ["Toronto"]),
    U("plan", ["move to Seattle", "Seattle"], False), U("name", ["Ann"], False),
], exporter="Ann", tag=True),
]
