"""Mixed-language cases of dev set 41 (24): short chats, companion chats, diaries, group chats."""
from h import U, A, S, R, O, maker

CASES = []
add = maker("mix", CASES)

# ---------- short chats (11) ----------
add("chat", "我在 Walmart 旁边那个 Planet Fitness 办了卡 but honestly 一个月只去了两次 lol，主业还是 software engineer at Shopify",
    [R("u", "job_title", "software engineer"), R("u", "employer", "Shopify")], tag=True)
add("chat", "我男朋友 Kevin 是 ABC，中文只会说“吃饭了吗”哈哈",
    [R("u", "partner", "Kevin|男朋友"), R("Kevin", "relation", "男朋友|boyfriend"), O("Kevin", "hometown", "美国|US")])
add("chat", "My mom 是台湾人 but I grew up in Vancouver, so 国语 OK，台语完全不会",
    [R("u", "hometown", "Vancouver"), R("u", "language", "国语|普通话|Mandarin"), R("mom", "hometown", "台湾|Taiwan"),
     O("u", "family", "mom")], tag=True)
add("chat", "下个月 move to Singapore 了，offer 已经签了，DBS 的 data analyst",
    [R("u", "employer|plan", "DBS"), R("u", "job_title|plan", "data analyst"), R("u", "plan", "move to Singapore|Singapore")], tag=True)
add("chat", "我的 email 是 lily.huang.work@outlook.com 有事发这个，wechat 我不常看。对了叫我 Lulu 就行",
    [R("u", "email", "lily.huang.work@outlook.com"), R("u", "nickname", "Lulu")])
add("chat", "今天去 Whole Foods 买了好多 kombucha，我现在 keto 第三周，瘦了四斤",
    [R("u", "diet", "keto")])
add("chat", "养了只 golden retriever 叫 Bobo，每天早上七点就来舔我脸 😩",
    [R("u", "pet", "golden retriever|金毛|dog"), R("u", "pet_name", "Bobo")])
add("chat", "我本科 NYU，major 是 economics，现在在读 MBA at Wharton",
    [R("u", "school", "Wharton"), R("u", "school", "NYU"), R("u", "major", "economics|经济"), R("u", "degree", "MBA"),
     O("u", "degree", "本科|bachelor")])
add("chat", "I'm 29 岁 but 我妈 always tells people I'm 25 lol",
    [R("u", "age", "29"), O("u", "family", "我妈|妈妈")], tag=True)
add("chat", "我最喜欢的 movie 是 Everything Everywhere All at Once，看了三遍哭了三遍",
    [R("u", "fav_film", "Everything Everywhere All at Once")])
add("chat", "周末在 Costco 碰到我前同事，她现在在 Amazon 做 PM，我还在 Microsoft 苦哈哈写 code",
    [R("u", "employer", "Microsoft"), R("u", "job_title", "写 code|programmer|software engineer"),
     R("前同事", "employer", "Amazon"), R("前同事", "job_title", "PM")], tag=True)

# ---------- companion chats (5) ----------
add("comp", [U("今天去 Kaiser 看了 dermatologist，说是 eczema，开了 cream"),
             A("湿疹要注意保湿哦～你是在 Kaiser 上班的吗？"),
             U("no lol 我在 Target 做 HR，Kaiser 只是我的 insurance")],
    [R("u", "health", "eczema|湿疹"), R("u", "employer", "Target"), R("u", "job_title", "HR")], ch="Koko", tag=True)
add("comp", [U("我在学 Spanish，因为我 girlfriend Sofia 是 Mexican"),
             A("好浪漫！Sofia 是在墨西哥长大的吗？"),
             U("她 Guadalajara 出生的，但 10 岁就来 LA 了")],
    [R("u", "language", "Spanish|西班牙语"), R("u", "partner", "Sofia|girlfriend"), R("Sofia", "relation", "girlfriend"),
     R("Sofia", "hometown", "Guadalajara|Mexican|Mexico"), R("Sofia", "city", "LA|Los Angeles")], ch="Koko")
add("comp", [U("我们 family group chat 今天炸了，我 cousin 要 move back to 上海"),
             A("那你也在上海吗？"),
             U("不不，我在 Toronto，老家是苏州")],
    [R("u", "city", "Toronto|多伦多"), R("u", "hometown", "苏州|Suzhou"), O("cousin", "plan", "move back to 上海")],
    ch="阿Kai", tag=True)
add("comp", [U("I have a corgi named 年糕 and she's literally the boss of the house"),
             A("年糕！好可爱的名字。她几岁啦？"),
             U("三岁了，下周要去做 teeth cleaning")],
    [R("u", "pet", "corgi|柯基"), R("u", "pet_name", "年糕")], ch="阿Kai")
add("comp", [U("最近迷上 bouldering，每周去 gym 三次"),
             A("哇～那你是不是还在准备考 CPA？"),
             U("CPA 五月考，我是 auditor at PwC 嘛")],
    [R("u", "sport", "bouldering|攀岩"), R("u", "plan", "CPA"), R("u", "job_title", "auditor"), R("u", "employer", "PwC")],
    ch="Koko")

# ---------- diaries (4) ----------
add("diary", [U("Monday. 早上 drop off 儿子 at daycare，然后去 Starbucks 买了 oat latte，排队排到怀疑人生。上班 at 医院 pharmacy，今天超忙。晚上 Jason 下班回来做了 pasta，he's the best husband 🥹")],
    [R("u", "partner", "Jason|husband"), R("Jason", "relation", "husband"), O("u", "family", "儿子|son"),
     O("u", "employer", "医院 pharmacy|医院"), O("u", "job_title", "pharmacist|药剂师")])
add("diary", [U("今天是 my first day at 新东方，teaching IELTS。学生都好小。午饭在楼下 Subway 解决。晚上给我妈打电话，我老家绵阳那边下大雨了，她说院子都淹了。")],
    [R("u", "employer", "新东方|New Oriental"), R("u", "job_title", "teaching IELTS|IELTS teacher|雅思老师"),
     R("u", "hometown", "绵阳|Mianyang"), O("u", "family", "我妈|妈妈")])
add("diary", [U("Diary：今天 ran a half marathon in 2:05！我的 PB！然后 brunch with 闺蜜 Yuki，她刚从 Tokyo 回来 visiting，下周就回去了。I'm so tired but happy。明天还要回 office，哎。")],
    [O("u", "sport", "half marathon|running"), R("Yuki", "relation", "闺蜜|best friend"), R("Yuki", "city", "Tokyo|东京")], tag=True)
add("diary", [U("Thursday 晚上。今天 doctor 说我血压有点高，要少吃盐。Going to start cooking more at home。我的猫 Luna 今天把 plant 打翻了。男朋友说要带我去 Paris 过生日，but it's just talk lol")],
    [R("u", "health", "血压有点高|血压高|high blood pressure"), R("u", "diet", "少吃盐|low salt"), R("u", "pet", "猫|cat"),
     R("u", "pet_name", "Luna"), O("u", "partner", "男朋友")], tag=True)

# ---------- group chats (4) ----------
add("group", [S("阿豪", "今晚 hot pot 谁来"),
              S("Jessica", "我 pass，在 Chicago 出差 till Friday"),
              S("Annie", "我来！but 我不吃牛肉哦，religious reasons"),
              S("阿豪", "知道啦 Annie，给你点鸭血")],
    [R("u", "diet", "不吃牛肉|no beef"), O("u", "plan", "hot pot"), O("u", "name", "Annie")], me="Annie", tag=True)
add("group", [S("妈", "Ming 你几号回来过年"),
              S("Ming", "腊月二十八，机票 booked 了，from Boston", exporter=True),
              S("大姐", "你 PhD 读完没有啊"),
              S("Ming", "还有一年，defense 明年春天"),
              S("姐夫Tom", "Boston 冬天 too cold，come to Sydney 哈哈")],
    [R("u", "plan", "回来过年|腊月二十八"), R("u", "degree", "PhD|博士"), O("u", "city", "Boston"), O("u", "plan", "defense"),
     O("姐夫Tom", "city", "Sydney"), O("u", "name", "Ming")], tag=True)
add("group", [S("Coach 阿明", "明早 leg day，七点"),
              S("小飞", "我 knee 还没好，skip"),
              S("Ray", "我来，顺便 bring 我新买的 lifting belt"),
              S("Ray", "btw 我下个月开始上 personal trainer certification，已经报名了")],
    [R("u", "plan", "personal trainer certification"), R("u", "belonging", "lifting belt"), O("u", "sport", "leg day|健身"),
     R("小飞", "health", "knee")], me="Ray")
add("group", [S("小美", "谁要 share Uber 去 airport 明早"),
              S("Sophie", "我不去，我下周才飞 Seoul，for my sister's wedding", exporter=True),
              S("Rachel", "我也不去，但是 Sophie 你 passport 带了吗 lol"),
              S("Sophie", "当然，我又不是你")],
    [R("u", "plan", "飞 Seoul|Seoul|sister's wedding"), R("sister", "plan", "wedding"), O("u", "family", "sister"),
     O("u", "name", "Sophie")], tag=True)
