"""Mixed-language cases of dev set 42: short chats, diaries, companion chats, group chats."""
from h import C, U, A, S, F

M = "mix"

# ---------------- short chats ----------------
C(M, "short", [U("我在Google Singapore做 SWE，不过我是马来西亚人，槟城 born and raised")], [
    F("u", "employer", ["Google"]),
    F("u", "job_title", ["SWE", "software engineer"]),
    F("u", "city", ["Singapore", "新加坡"], False),
    F("u", "hometown", ["槟城", "Penang", "马来西亚"]),
])

C(M, "short", [U("my mom 是中学校长, my dad 在 Shell 当 engineer，所以我从小就被管得很严 lol")], [
    F("u", "family", ["my mom", "mom"]),
    F("mom", "job_title", ["中学校长", "principal"]),
    F("u", "family", ["my dad", "dad"]),
    F("dad", "employer", ["Shell"]),
    F("dad", "job_title", ["engineer"]),
])

C(M, "short", [U("我老公 is from Texas，我们 live in 新泽西，他 works in pharma，我自己是 freelance translator 中英日三语")], [
    F("u", "partner", ["老公", "husband"]),
    F("老公", "hometown", ["Texas"]),
    F("u", "city", ["新泽西", "New Jersey"]),
    F("老公", "industry", ["pharma", "pharmaceutical"]),
    F("u", "job_title", ["freelance translator", "translator"]),
    F("u", "language", ["中英日三语", "中英日", "Chinese", "English", "Japanese"]),
])

C(M, "short", [U("今天去 Costco 买了一堆东西，不是在那上班哈，我是 UberEats 送外卖的 part time，主业是 barber")], [
    F("u", "job_title", ["barber", "理发师"]),
    F("u", "job_title", ["送外卖", "delivery"]),
    F("u", "employer", ["UberEats", "Uber Eats"]),
], tag=True)

C(M, "short", [U("我女朋友 Jessica 是 ABC，中文只会说'好吃'，我们 plan 明年去台湾见她外婆")], [
    F("u", "partner", ["Jessica", "女朋友"]),
    F("Jessica", "relation", ["女朋友", "girlfriend"]),
    F("u", "plan", ["去台湾", "去台湾见她外婆"], False),
], tag=True)

C(M, "short", [U("我对 shellfish 过敏, also 不能吃花生, 出门吃饭好麻烦😩")], [
    F("u", "allergy", ["shellfish", "贝类"]),
    F("u", ["allergy", "diet"], ["花生", "peanut"]),
])

C(M, "short", [U("PhD 第三年 in 材料科学 at 新加坡国立, my advisor 超 chill, 但 funding 只到明年")], [
    F("u", "degree", ["PhD", "博士"]),
    F("u", "major", ["材料科学", "materials science"]),
    F("u", "school", ["新加坡国立", "NUS"]),
    F("u", "city", ["Singapore", "新加坡"], False),
])

C(M, "short", [U("birthday 是 8月15号, 中秋节 sometimes 撞在一起, so my family 直接一起过")], [
    F("u", "birthday", ["8月15号", "August 15"]),
])

C(M, "short", [U("我是 Leo 座 lol 开玩笑的，其实是处女座，9月初生日")], [
    F("u", "birthday", ["9月初", "处女座", "Virgo"]),
], tag=True)

C(M, "short", [U("养了两只 cats，一只叫 Mochi 一只叫 汤圆，都是 rescue")], [
    F("u", "pet", ["cats", "猫"]),
    F("u", "pet_name", ["Mochi"]),
    F("u", "pet_name", ["汤圆"]),
])

C(M, "short", [U("我哥 in London 做 banker，我姐 in 温哥华 开 bakery，只有我留在 成都 老老实实当 公务员 😂")], [
    F("u", "family", ["我哥", "哥哥"]),
    F("哥哥", "city", ["London", "伦敦"]),
    F("哥哥", "job_title", ["banker"]),
    F("u", "family", ["我姐", "姐姐"]),
    F("姐姐", "city", ["温哥华", "Vancouver"]),
    F("姐姐", ["job_title", "employer"], ["开 bakery", "bakery"]),
    F("u", "city", ["成都", "Chengdu"]),
    F("u", "job_title", ["公务员", "civil servant"]),
], tag=True)

C(M, "short", [U("every weekend 都去 hiking, 最近在学 surfing 但是 honestly 我游泳都不太会 lol")], [
    F("u", ["hobby", "sport"], ["hiking", "徒步"]),
    F("u", "sport", ["surfing"], False),
], tag=True)

# ---------------- diaries ----------------
C(M, "diary", [U("Today 是我儿子 Jamie 的 first day of kindergarten!! 他穿着新 uniform 特别可爱，学校是 Sunshine Montessori。老公 took the morning off from Deloitte 来一起送。我在 office 哭了十分钟 lol。下午 my mother-in-law 打来电话问 Jamie 有没有哭，她在 Vancouver 天天想孙子。晚上做了 Jamie 最爱的 mac and cheese。我自己 Pilates 一周三次 is the only thing keeping me sane.")], [
    F("u", "family", ["Jamie", "儿子"]),
    F("Jamie", "relation", ["儿子", "son"]),
    F("Jamie", "school", ["Sunshine Montessori"]),
    F("Jamie", ["degree", "school"], ["kindergarten"]),
    F("Jamie", "fav_food", ["mac and cheese"]),
    F("u", "partner", ["老公", "husband"]),
    F("老公", "employer", ["Deloitte"]),
    F("u", "family", ["mother-in-law", "婆婆"]),
    F("mother-in-law", "city", ["Vancouver", "温哥华"]),
    F("u", "sport", ["Pilates", "普拉提"]),
])

C(M, "diary", [U("周日 rainy day。上午去 church，下午 meal prep for the week，我最近 keto，不吃米饭不吃面，快疯了。Roommate 小美 又带了她男朋友回来，他是 Uber driver，人还行。晚上 call 了我妈，她在广州做 real estate agent，一直催我回国。我 visa 还有两年，先在 Sydney 待着吧。工作 at Westpac as a data analyst 还算稳定。")], [
    F("u", "diet", ["keto"]),
    F("小美", "relation", ["Roommate", "室友"]),
    F("小美男朋友", "job_title", ["Uber driver"]),
    F("u", "family", ["我妈", "妈妈"]),
    F("妈妈", "city", ["广州", "Guangzhou"]),
    F("妈妈", "job_title", ["real estate agent"]),
    F("u", "city", ["Sydney", "悉尼"]),
    F("u", "employer", ["Westpac"]),
    F("u", "job_title", ["data analyst"]),
], tag=True)

C(M, "diary", [U("今天我爸 70 大寿，whole family 都回来了。我大哥 from 北京，他是 surgeon 在协和；二姐 from 杭州，在 Alibaba 做 HR；我从 Seattle 飞回来的，jet lag 严重。我爸以前是 railway engineer，现在天天 下象棋。我妈做了一大桌菜，我最爱的 红烧肉 当然有。侄女 Lily 说 she wants to be a vet when she grows up 哈哈。")], [
    F("u", "family", ["我爸", "爸爸"]),
    F("爸爸", "age", ["70"]),
    F("爸爸", "job_title", ["railway engineer"], False),
    F("爸爸", "hobby", ["下象棋", "象棋", "chess"]),
    F("u", "family", ["大哥", "哥哥"]),
    F("大哥", "city", ["北京", "Beijing"]),
    F("大哥", "job_title", ["surgeon", "外科医生"]),
    F("大哥", "employer", ["协和"]),
    F("u", "family", ["二姐", "姐姐"]),
    F("二姐", "city", ["杭州", "Hangzhou"]),
    F("二姐", "employer", ["Alibaba", "阿里"]),
    F("二姐", "job_title", ["HR"]),
    F("u", "city", ["Seattle", "西雅图"]),
    F("u", "fav_food", ["红烧肉"]),
    F("u", "family", ["Lily", "侄女"]),
    F("Lily", "relation", ["侄女", "niece"]),
], tag=True)

C(M, "diary", [U("Day 12 of the new job at 一家 startup in 深圳南山，做 product designer。Coworkers 都是 00后 我感觉自己好老 (I'm 31 💀)。午饭吃了 猪脚饭，cheap and good。晚上去 gym 练 legs，then 回家 play guitar till midnight，邻居 probably hates me。Girlfriend 在 香港 读 master，weekends 我过关去找她。")], [
    F("u", "job_title", ["product designer"]),
    F("u", "employer", ["startup"], False),
    F("u", "city", ["深圳", "Shenzhen"]),
    F("u", ["place", "city"], ["南山"], False),
    F("u", "age", ["31"]),
    F("u", "instrument", ["guitar", "吉他"]),
    F("u", "sport", ["gym"], False),
    F("u", "partner", ["Girlfriend", "女朋友"]),
    F("Girlfriend", "city", ["香港", "Hong Kong"]),
    F("Girlfriend", "degree", ["master", "硕士"]),
], tag=True)

# ---------------- companion chats ----------------
C(M, "comp", [
    U("Kiki 我今天 finally 把 resignation letter 交了！"),
    A("Wow！所以你要离开 Tencent 了？下一份去哪？"),
    U("Tencent 是我前前公司啦 😂 现在是 ByteDance，下个月 join Shopee as PM"),
    A("Shopee PM！那要搬去新加坡吗？"),
    U("对，already 签了 lease，月底搬"),
], [
    F("u", ["employer", "plan"], ["Shopee"]),
    F("u", ["job_title", "plan"], ["PM", "product manager"]),
    F("u", "plan", ["搬去新加坡", "新加坡", "Singapore"]),
    F("u", "employer", ["ByteDance", "字节"], False),
], tag=True, ch="Kiki")

C(M, "comp", [
    U("tofu, my 婆婆 is moving in with us 下周 😭"),
    A("Oh！Is she your husband's mom？从哪里搬过来？"),
    U("yes 老公的妈妈，从 哈尔滨 过来，她之前是 小学老师，retired 了"),
    A("Retired teacher，那她可以帮你带 baby 吗？"),
    U("希望吧，我们家 baby 才 8 months，我 maternity leave 下个月就结束了"),
], [
    F("u", "family", ["婆婆", "mother-in-law"]),
    F("婆婆", "plan", ["moving in", "moving in with us"]),
    F("婆婆", "city", ["哈尔滨", "Harbin"], False),
    F("婆婆", "job_title", ["retired", "退休"]),
    F("婆婆", "job_title", ["小学老师"], False),
    F("u", "partner", ["老公", "husband"]),
    F("u", "family", ["baby"]),
    F("baby", "age", ["8 months"]),
    F("u", "gender", ["female", "女"], False),
], tag=True, ch="Tofu")

C(M, "comp", [
    U("阿桔 你知道 Hollow Knight 吗，my all time favorite game"),
    A("知道！So 你是 gamer 呀，平时主要玩 PC 吗？"),
    U("Switch 比较多，PC 是 work 用的，我是 video editor"),
    A("Video editor 好酷！是在电视台吗？"),
    U("不是，freelance，在家 work。我住 台中，很 chill"),
], [
    F("u", "hobby", ["Hollow Knight", "gaming"]),
    F("u", "belonging", ["Switch"]),
    F("u", "job_title", ["video editor"]),
    F("u", "city", ["台中", "Taichung"]),
], tag=True, ch="阿桔")

C(M, "comp", [
    U("Nova 你会说 粤语 吗"),
    A("我还在学粤语，only a little！你是 广东人 吗？"),
    U("我是 香港人，but 现在 in Toronto 读书, 在 UofT 读 nursing"),
    A("Nursing 很辛苦！你是 first year 吗？"),
    U("third year, almost done 🙏"),
], [
    F("c", "language", ["粤语", "Cantonese"], False),
    F("u", "hometown", ["香港", "Hong Kong"]),
    F("u", "city", ["Toronto", "多伦多"]),
    F("u", "school", ["UofT", "University of Toronto"]),
    F("u", "major", ["nursing", "护理"]),
    F("u", ["degree", "school", "job_title"], ["third year"]),
], tag=True, ch="Nova")

# ---------------- group chats ----------------
C(M, "group", [
    S("小舅", "Kevin 你什么时候回国？"),
    S("Kevin", "明年 summer 吧，现在在 Vancouver 读 CS，year 2"),
    S("表姐Amy", "Kevin 你还在 UBC 吗？我同事的女儿也在"),
    S("Kevin", "对 UBC。我 part time 在 T&T 超市打工 lol"),
    S("阿Ben", "我下个月搬去 Melbourne, new job 😎"),
], [
    F("u", "city", ["Vancouver", "温哥华"]),
    F("u", "major", ["CS", "computer science"]),
    F("u", ["degree", "school", "job_title"], ["year 2"]),
    F("u", "school", ["UBC"]),
    F("u", "employer", ["T&T"]),
    F("u", "plan", ["回国"], False),
    F("u", "name", ["Kevin"], False),
    F("阿Ben", "plan", ["搬去 Melbourne", "Melbourne"]),
], tag=True, me="Kevin")

C(M, "group", [
    S("朵朵妈", "有人知道 Cupertino 哪家 piano teacher 好吗？"),
    S("Linda", "我家 Emma 跟 Ms. Chen 学了两年，很 recommend！Emma 现在 8岁，刚考完 ABRSM grade 3", ex=True),
    S("Grace", "我家 twins 下学期 也想学，不过他们现在在 Stratford School 下午 schedule 很满"),
    S("王姐", "Linda 你还在 Apple 吗？"),
    S("Linda", "没有啦，去年跳到 Nvidia 了，做 hardware engineer"),
], [
    F("u", "family", ["Emma"]),
    F("Emma", "relation", ["daughter", "女儿"], False),
    F("Emma", "age", ["8岁", "8"]),
    F("Emma", "instrument", ["piano", "钢琴"]),
    F("u", "employer", ["Nvidia"]),
    F("u", "job_title", ["hardware engineer"]),
    F("u", "name", ["Linda"], False),
    F("Grace's twins", "school", ["Stratford School"]),
], tag=True)

C(M, "group", [
    S("boss Tan", "Team, CNY 前 deadline 记得 ah"),
    S("阿Mei", "ok boss。我 CNY 回 怡保 老家 三天, already apply leave"),
    S("Raj", "Mei you Hokkien or Cantonese ah?"),
    S("阿Mei", "Cantonese，怡保人都讲广东话 mah，不过我 Hokkien 也听得懂一点"),
    S("Siti", "I'll cover for you, I don't celebrate CNY anyway haha, but save me some 年糕"),
], [
    F("u", "plan", ["回 怡保", "回怡保老家"]),
    F("u", "hometown", ["怡保", "Ipoh"]),
    F("u", "language", ["Cantonese", "广东话"]),
    F("u", "language", ["Hokkien"], False),
    F("u", "name", ["阿Mei"], False),
], tag=True, me="阿Mei")

C(M, "group", [
    S("Uncle Lim", "明天早上 badminton 还有人来吗，六点 at the CC"),
    S("Jason", "我来！不过只能打到七点半，要去 NTUC 上班，我是 store manager", ex=True),
    S("Aunty May", "Jason 你老婆生了吗？"),
    S("Jason", "上个礼拜生了，是 girl！名字叫 Yi Xin 🥰 3.2kg"),
    S("Hafiz", "Congrats bro! Can't make it, my back still bad"),
], [
    F("u", "sport", ["badminton", "羽毛球"]),
    F("u", "employer", ["NTUC"]),
    F("u", "job_title", ["store manager"]),
    F("u", "partner", ["老婆", "wife"]),
    F("u", "family", ["Yi Xin"]),
    F("Yi Xin", "relation", ["girl", "daughter", "女儿"]),
    F("Yi Xin", "gender", ["girl", "female"]),
    F("u", "name", ["Jason"], False),
    F("Hafiz", "health", ["back", "my back still bad"]),
], tag=True)
