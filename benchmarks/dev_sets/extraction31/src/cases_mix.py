"""Mixed-language cases of dev set 31: 12 short chats, 4 diaries, 4 companion chats, 4 group chats."""
from h import short, diary, comp, group, U, P, C

M = "mix"

# ---------------- short chats ----------------
short(M, "今天offer终于签了！！下个月入职Shopee做data analyst，base新加坡，目前人还在深圳收拾东西", [
    U(["employer", "plan"], ["Shopee"]),
    U(["job_title", "plan"], ["data analyst"]),
    U("city", ["深圳", "Shenzhen"]),
    U("plan", ["新加坡", "Singapore"], False),
], True)
short(M, "我男朋友是ABC，中文只会说“好吃”和“谢谢”，but his mom makes the best dumplings I've ever had", [
    U("partner", ["男朋友", "boyfriend"]),
    P("男朋友", "hometown", ["ABC", "美国", "US"], False),
], True)
short(M, "作为一个在London工作的accountant，我每天最期待的就是lunch break去Borough Market觅食", [
    U("city", ["London", "伦敦"]),
    U("job_title", ["accountant", "会计"]),
])
short(M, "my mom 一直以为我在学医，其实我早就转专业去读CS了，今年大三", [
    U("major", ["CS", "computer science", "计算机"]),
    U("degree", ["本科", "bachelor"], False),
], True)
short(M, "不要再给我推荐健身房了，I already go to F45 every morning，练了两年了", [
    U("sport", ["F45", "健身"]),
])
short(M, "我的cat叫Lucky，是只橘猫，今年已经12岁了，比我侄子还大", [
    U("pet", ["橘猫", "cat"]),
    U("pet_name", ["Lucky"]),
], True)
short(M, "ok so 我是INFP，28岁，在上海做UX designer，周末会去climbing，有没有人一起", [
    U("age", ["28"]),
    U("city", ["上海", "Shanghai"]),
    U("job_title", ["UX designer"]),
    U("sport", ["climbing", "攀岩"]),
])
short(M, "我邮箱是 jiayi.chen@qq.com，phone 的话 138 0013 2768，有事直接call我", [
    U("email", ["jiayi.chen@qq.com"]),
    U("phone", ["138 0013 2768", "13800132768"]),
])
short(M, "my grandma 是上海人，所以我会说一点上海话，but 我是在Vancouver长大的", [
    P("grandma", "hometown", ["上海", "Shanghai"]),
    U("language", ["上海话", "Shanghainese"], False),
    U("hometown", ["Vancouver", "温哥华"]),
    U("family", ["grandma"], False),
], True)
short(M, "Honestly 我最讨厌的就是开会，尤其是那种一封email就能解决的meeting", [
    U("dislike", ["开会", "meeting", "meetings"]),
])
short(M, "我不是vegetarian啦，是我室友Chloe，我是无肉不欢type的", [
    P("Chloe", "diet", ["vegetarian", "素食"]),
    P("Chloe", "relation", ["室友", "roommate"]),
    U(["fav_food", "diet"], ["无肉不欢", "肉", "meat"], False),
], True)
short(M, "Guitar 我只会C和G两个和弦，piano 倒是从小学到现在，过了十级", [
    U("instrument", ["piano", "钢琴"]),
    U("instrument", ["Guitar", "吉他"], False),
], True)

# ---------------- diaries ----------------
diary(M, "Monday blues。早上在Line 2上被挤成纸片人，到office发现boss已经在等我了，说Q3的report要重做。中午和Annie吃了家附近新开的越南粉，她说她下个月要去Melbourne读master，好羡慕。"
      "下午开了三个会。晚上去了趟gym，练了45分钟。我在这家consulting firm做了快三年了，是时候想想下一步了。回家发现我的龟Speedy又越狱了。", [
    U("industry", ["consulting", "咨询"]),
    U("employer", ["consulting firm"], False),
    U("pet", ["龟", "turtle", "乌龟"]),
    U("pet_name", ["Speedy"]),
    P("Annie", ["plan", "school"], ["去Melbourne读master", "Melbourne", "master"], False),
    U("sport", ["gym"], False),
], True)
diary(M, "今天是我在Berlin的第100天！Still can't believe 我真的搬过来了。早上去Bürgeramt办了Anmeldung，排了两个小时。下午在coworking space写代码，我现在是freelance做iOS开发。"
      "晚上和德语班的同学去喝了啤酒，my German is still A2 level lol。好想我妈做的红烧肉。", [
    U("city", ["Berlin", "柏林"]),
    U("job_title", ["iOS开发", "iOS developer", "freelance"]),
    U("language", ["German", "德语"]),
    U("fav_food", ["红烧肉"], False),
], True)
diary(M, "10月3日。国庆回了老家哈尔滨，已经零下了。我爸退休后迷上了钓鱼，天天去松花江边。我妈在学跳tango，很潮。我自己在深圳做hardware engineer，这次回来才发现爸妈都老了。"
      "明天的机票飞回去，周三还有个design review。", [
    U("hometown", ["哈尔滨", "Harbin"]),
    U("city", ["深圳", "Shenzhen"]),
    U("job_title", ["hardware engineer", "硬件工程师"]),
    P("爸爸", "job_title", ["退休", "retired"]),
    P("爸爸", "hobby", ["钓鱼", "fishing"]),
    P("妈妈", "hobby", ["tango", "探戈"]),
    U("plan", ["明天的机票飞回去", "飞回去"]),
    U("plan", ["design review"]),
], True)
diary(M, "Week 3 on the new diet。医生说我的cholesterol有点高，所以现在基本不吃fried food了。今天公司食堂只吃了salad，同事们都在笑我。"
      "下班后跟boyfriend Ryan去看了Dune 2，他说这是他最喜欢的电影，我觉得还行吧。周末可能去hiking。", [
    U("health", ["cholesterol有点高", "cholesterol", "高胆固醇"]),
    U("diet", ["不吃fried food", "fried food"]),
    U("partner", ["Ryan"]),
    P("Ryan", "relation", ["boyfriend", "男朋友"]),
    P("Ryan", "fav_film", ["Dune 2", "Dune"]),
    U("plan", ["hiking"], False),
], True)

# ---------------- companion chats ----------------
comp(M, "Kiko", [
    "Kiko 我今天被layoff了😭",
    "抱抱！是在那家电商公司吗？你做了多久？",
    "对，Shein，做了两年buyer。不过我已经在看新机会了",
    "你那么能干一定没问题！还是想留在广州吗？",
    "嗯广州挺好的，我男朋友也在这边。maybe 先休息一个月再说",
], [
    U("job_title", ["被layoff了", "layoff", "unemployed", "失业"]),
    U("employer", ["Shein"], False),
    U("job_title", ["buyer"], False),
    U("city", ["广州", "Guangzhou"]),
    U("partner", ["男朋友", "boyfriend"]),
    P("男朋友", "city", ["广州", "Guangzhou"]),
])
comp(M, "Arlo", [
    "Arlo, guess what, 我拿到驾照了！",
    "Congrats!! 一次就过了吗？你不是说科目二挂过两次吗",
    "那是我表弟😂 我一次过的！",
    "Oops sorry 记混了。打算买车吗？",
    "已经订了一辆Model Y，下个月提车",
], [
    U("belonging", ["驾照", "driver's license"]),
    U(["belonging", "plan"], ["Model Y", "Tesla"]),
])
comp(M, "Momo", [
    "Momo，我今天 first day at Google！",
    "Wow 恭喜！在Mountain View吗？",
    "不是，在Google Sydney，I'm a SWE，team 很nice",
    "Sydney！你搬过去多久了？",
    "三个月了，终于习惯了这里的summer在十二月",
], [
    U("employer", ["Google"]),
    U("job_title", ["SWE", "software engineer"]),
    U("city", ["Sydney", "悉尼"]),
])
comp(M, "Nova", [
    "Nova，我跟你说，我爸下周来东京看我",
    "好开心！你爸爸还在北京上班吗？",
    "他早退休了，现在在大连养老。他会说一点日语，比我好笑",
    "哈哈你在东京待了这么久日语还不好吗",
    "我工作全英文环境，at a fintech startup，所以日语一直是beginner level",
], [
    U("city", ["东京", "Tokyo"]),
    P("爸爸", "job_title", ["退休", "retired"]),
    P("爸爸", "city", ["大连", "Dalian"]),
    P("爸爸", "plan", ["来东京", "来东京看我"]),
    P("爸爸", "language", ["日语", "Japanese"], False),
    U("language", ["日语", "Japanese"], False),
    U("industry", ["fintech"]),
    U("employer", ["fintech startup", "startup"], False),
    U("language", ["英文", "English"], False),
])

# ---------------- group chats ----------------
group(M, [
    ("Ken", "兄弟们 I'm getting married!! 明年5月，in Hangzhou"),
    ("阿伟", "卧槽恭喜！是那个Sarah吗？"),
    ("Ken", "对，Sarah。她是做interior design的，我们在一起四年了"),
    ("Leo", "终于！伴郎位给我留一个"),
], [
    U("plan", ["getting married", "明年5月", "Hangzhou"]),
    U("partner", ["Sarah"]),
    P("Sarah", "relation", ["fiancée", "未婚妻"], False),
    P("Sarah", "job_title", ["interior design", "interior designer"]),
    U("gender", ["male"], False),
], me="Ken")
group(M, [
    ("Manager Tina", "明天 client 来 office，大家 dress code business casual"),
    ("Jenny", "收到～btw 我明天下午要请假去看 dentist，上午在"),
    ("Jason", "我明天 WFH，孩子发烧了"),
    ("Jenny", "Tina我那个 deck 今晚发你，我们 marketing 组今天集体加班"),
], [
    U("plan", ["dentist", "请假去看 dentist"]),
    U(["job_title", "industry"], ["marketing"], False),
    P("Jason", "family", ["孩子"], False),
], exporter="Jenny")
group(M, [
    ("小雪", "姐妹们 I just adopted a puppy！金毛，叫Mochi🐶"),
    ("Vicky", "啊啊啊好可爱，我也想养但房东不让"),
    ("小雪", "我们小区可以养，我住望京，Mochi 以后就是望京一霸"),
    ("Amy", "我对狗毛过敏😭 只能云吸"),
], [
    U("pet", ["金毛", "golden retriever", "puppy"]),
    U("pet_name", ["Mochi"]),
    U(["place", "city"], ["望京"]),
    U("city", ["北京", "Beijing"], False),
    P("Amy", "allergy", ["狗毛", "dog hair"]),
    U("gender", ["女", "female"], False),
], me="小雪")
group(M, [
    ("Coach", "Sunday 上午 9 点 badminton，还有 2 个位置"),
    ("Tony", "+1，我带我儿子 Leo，他 10 岁，打得比我好"),
    ("Ming", "+1, 我膝盖 recovered 了"),
    ("Tony", "Ming nice! 我最近 tennis elbow，所以只能打 doubles"),
], [
    U("plan", ["badminton", "Sunday"]),
    U("sport", ["badminton", "羽毛球"], False),
    U("family", ["Leo", "儿子"]),
    P("Leo", "relation", ["儿子", "son"]),
    P("Leo", "age", ["10"]),
    P("Leo", "sport", ["badminton"], False),
    U("health", ["tennis elbow", "网球肘"]),
    U("gender", ["male"], False),
], exporter="Tony")
