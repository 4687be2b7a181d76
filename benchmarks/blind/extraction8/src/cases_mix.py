from h import chat, diary, comp, group, U, P, C, F

CASES = [
# ---------------- short chats ----------------
chat("mix", "我在Shopee做product manager，新加坡office，team 里唯一的 girl，每天meeting到怀疑人生", [
    U("employer", "Shopee"), U("job_title", "product manager|PM|产品经理"), U("city", "新加坡|Singapore", False), U("gender", "girl|female|女")]),
chat("mix", "my mom 一直以为我还在读书 lol，其实我早就毕业了，现在在 Accenture 做 consultant", [
    U("employer", "Accenture"), U("job_title", "consultant|顾问")], neg=True),
chat("mix", "我的 email 是 kevin.lau.hk@outlook.com，电话 +852 6123 4478，有事 whatsapp 我", [
    U("email", "kevin.lau.hk@outlook.com"), U("phone", "+852 6123 4478|6123 4478")]),
chat("mix", "对 peanuts 过敏，严重到要带 EpiPen 那种，所以 Thai food 我都很小心", [
    U("allergy", "peanuts|花生"), U("belonging", "EpiPen", False)]),
chat("mix", "i'm from 台中 but grew up in Vancouver，所以中文口音有点怪 haha", [
    U("hometown", "台中|Taichung"), U("language", "中文|Chinese", False)], neg=True),
chat("mix", "最近在学 pottery，周末去 studio 拉坯，做出来的碗都是歪的 😂", [
    U("hobby", "pottery|陶艺")]),
chat("mix", "我老公 Daniel 是 Canadian，我们在 Toronto 住，他中文只会说 你好 和 谢谢", [
    U("partner", "Daniel|老公|husband"), P("Daniel", "relation", "老公|husband"), P("Daniel", "hometown", "Canadian|Canada", False),
    U("city", "Toronto|多伦多")], neg=True),
chat("mix", "今年 27，生日 8月21号，INFJ，不吃牛肉，就这些 about me", [
    U("age", "27"), U("birthday", "8月21号|8月21日|August 21"), U("diet", "不吃牛肉|no beef")]),
chat("mix", "我养了两只 hamster，一只叫 Mocha 一只叫 Latte，前一只叫 Oreo 的去年走了 😢", [
    U("pet", "hamster|仓鼠"), U("pet_name", "Mocha"), U("pet_name", "Latte")], neg=True),
chat("mix", "下周 fly 去 Seoul 参加朋友 wedding，顺便 shopping，ticket 早就 book 好了", [
    U("plan", "去 Seoul 参加朋友 wedding|Seoul|wedding|首尔")]),
chat("mix", "我不是 doctor 啦，我是 pharmacist，在 Guy's Hospital 的 pharmacy", [
    U("job_title", "pharmacist|药剂师"), U("employer", "Guy's Hospital"), U("city", "London|伦敦", False)], neg=True),

# ---------------- diaries ----------------
diary("mix", "今天 WFH，早上 standup 之后就一直在 debug，那个 bug 真的 so annoying。中午 order 了 poke bowl。下午跟 manager 1:1，她说我 promotion 应该年底能下来，到时候就是 senior backend engineer 了。晚上去 climbing gym，V4 还是爬不上去。回家路上 call 了奶奶，她在台南，说家里的芒果熟了。", [
    U("job_title", "backend engineer", False), F("user", "plan|job_title", "senior backend engineer", False),
    U("sport", "climbing|攀岩"), P("奶奶", "city", "台南|Tainan"), U("family", "奶奶|grandma")], neg=True),
diary("mix", "Sunday reset day. 打扫房间，洗了三桶衣服，meal prep 了一周的 chicken breast。下午 FaceTime 我姐，她在 Melbourne 读 PhD，读的是 neuroscience，说快被 supervisor 逼疯了。我自己就老老实实在杭州上班，做 UX designer，至少周末是自己的。晚上看了 Everything Everywhere All at Once 第二遍，还是哭了，this movie is my favourite forever。", [
    U("family", "我姐|姐姐|sister"), P("姐姐", "city", "Melbourne|墨尔本"), P("姐姐", "degree", "PhD|博士"), P("姐姐", "major", "neuroscience|神经科学"),
    U("city", "杭州|Hangzhou"), U("job_title", "UX designer"), U("fav_film", "Everything Everywhere All at Once")], neg=True),
diary("mix", "Day 1 of 戒糖 challenge。早上 oatmeal 不放糖，难吃到想哭。上班的时候同事带了 donuts 我忍住了！！下午 dentist 说我有两颗蛀牙，难怪。晚上跟 boyfriend 视频，他在 Berlin 出差一周，下周回来。我们说好明年 April 一起搬去 Amsterdam，他 offer 已经拿到了。", [
    U("partner", "boyfriend|男朋友"), U("health", "蛀牙|cavities"),
    F("user", "plan", "搬去 Amsterdam|Amsterdam"), F("p:boyfriend", "plan|employer", "offer", False),
    U("diet", "戒糖", False)], neg=True),
diary("mix", "好久没写日记了。最近 life update：1) 终于拿到了 driving license 🚗 2) 从 Airbnb 离职了，下个月去 Notion 3) 开始学 Japanese，每天 Duolingo 二十分钟 4) 猫猫 Nugget 绝育了，恢复得不错。感觉二十五岁这年一切都在变。", [
    F("user", "employer|plan", "Notion"), U("language", "Japanese|日语"), U("pet_name", "Nugget"),
    U("pet", "猫猫|猫|cat"), U("age", "二十五|25"), U("belonging", "driving license", False)], neg=True),

# ---------------- companion chats ----------------
comp("mix", "Nova", [
    "Nova 我今天 interview 了一个 startup",
    "好棒！是你说的那个 fintech 吗？你不是做 frontend 的嘛",
    "不是 fintech，是做 edtech 的。我是 full-stack 啦，frontend backend 都写",
    "Full-stack，记住了！面试感觉怎么样？",
    "还行吧，他们 office 在 Shenzhen 南山，我现在住宝安，commute 有点远"], [
    U("job_title", "full-stack|full-stack developer|全栈"), U("place", "宝安|Bao'an"),
    U("city", "Shenzhen|深圳", False)]),
comp("mix", "小雨", [
    "小雨 my grandma 今天出院了!",
    "太好了！是你外婆吗？她是不是那个住在上海的？",
    "是奶奶，不是外婆。她住 Fuzhou，跟我爸妈一起",
    "奶奶在福州，记住啦～你有空去看她吗？",
    "下个月 Chinese New Year 就回去，机票买好了"], [
    P("grandma", "city", "Fuzhou|福州"), U("family", "grandma|奶奶"),
    P("爸妈", "city", "Fuzhou|福州", False), U("plan", "回去|Chinese New Year|回福州")], ),
comp("mix", "Kiko", [
    "kiko 你最喜欢什么音乐",
    "我超爱 lo-fi 和 city pop！尤其是竹内玛莉亚～你呢？",
    "我是 K-pop 脑残粉，最爱 SEVENTEEN，虽然我已经 32 了哈哈",
    "32 也可以追星呀！你是不是也会去看演唱会？",
    "去过一次 Seoul 的 concert，下次在 Macau 的票还没抢到"], [
    C("fav_music", "city pop|lo-fi|竹内玛莉亚"), U("fav_music", "SEVENTEEN|K-pop"), U("age", "32")]),
comp("mix", "Milo", [
    "milo 我开始 running 了",
    "Nice! Are you training for a marathon? 你之前说想跑北马",
    "那是我 colleague 想跑。我就 5k，每天早上在 Century Park 跑一圈",
    "Century Park in Shanghai, lovely! 早上空气好",
    "对，我家就在旁边，走过去五分钟"], [
    U("sport", "running|跑步"), U("place", "Century Park|世纪公园"), U("city", "Shanghai|上海", False)]),
comp("mix", "Aria", [
    "Aria 我想跟你说我的 diet，我最近 keto",
    "Keto! 那你不能吃米饭了吧，你不是最爱吃 dim sum 吗？",
    "dim sum 是我男朋友的最爱，我以前最爱 pasta，现在最爱 avocado 哈哈",
    "原来如此～那 avocado toast 不行，bread 太多 carb 了",
    "所以我直接吃 avocado，加点 salt。broccoli 我是真的讨厌，keto 也不吃"], [
    U("diet", "keto|生酮"), U("fav_food", "avocado|牛油果"), P("男朋友", "fav_food", "dim sum|点心"), U("dislike", "broccoli|西兰花"),
    U("partner", "男朋友|boyfriend")], ),

# ---------------- group chats ----------------
group("mix", [
    ("Alan", "guys 这周五 happy hour 去哪"),
    ("Fiona", "我 OK，但是我 9 点要走，要回去喂 dog"),
    ("阿Ken", "去 Soho 那家 bar 吧，我 office 就在附近。Fiona 你家 dog 跟我家 corgi Mango 一样，一到点就要吃哈哈"),
    ("Alan", "OK 就这么定，我 book table"),
    ("Fiona", "btw 我下礼拜开始在 HSBC 上班啦，终于离开 startup"),
], [
    U("pet", "dog|狗"), F("user", "employer|plan", "HSBC"), P("阿Ken", "place", "Soho", False), P("阿Ken", "pet", "corgi"), P("阿Ken", "pet_name", "Mango")], me="Fiona"),
group("mix", [
    ("Mum", "Jenny 你几时返嚟食饭"),
    ("Jenny", "下个 weekend 啦，最近 OT 到死"),
    ("Dad", "你做 audit 就系咁㗎啦"),
    ("Jenny", "我转咗去做 tax 啦爸，上个月嘅事"),
    ("细佬", "家姐我下个月 graduate 呀，记得嚟"),
], [
    F("user", "job_title|industry", "tax"), P("细佬", "plan", "graduate"),
    U("family", "细佬|brother", False), U("language", "粤语|Cantonese", False)], exporter="Jenny"),
group("mix", [
    ("Wei", "本周 team lunch 谁请客"),
    ("Sarah", "Wei 你上周刚 promotion 了，you pay 😆"),
    ("Wei", "ok ok，我升 tech lead 了，我请"),
    ("Tom", "我 lactose intolerant 啊，别去奶茶店"),
    ("Sarah", "Tom you always say that lol"),
], [
    U("job_title", "tech lead"), P("Tom", "health", "lactose intolerant")], me="Wei"),
group("mix", [
    ("Lin", "各位 roommates，下个月房租涨 200"),
    ("Ash", "what?! 我刚换工作，工资还没下来"),
    ("Mei", "我 fine，反正我 June 就搬走了，去 Boston 读 master"),
    ("Lin", "Mei 你好狠心 😭"),
    ("Ash", "我换到 Amazon 做 SDE 了 btw，salary 下个月就到"),
], [
    U("employer", "Amazon"), U("job_title", "SDE|software engineer"),
    P("Mei", "plan", "去 Boston 读 master|Boston|读 master"), P("Lin", "relation", "roommates|roommate", False)], exporter="Ash"),
]
