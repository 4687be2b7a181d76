"""Mixed Chinese-English cases of dev set 28: short chats, diaries, companion chats, group chats."""
from h import F, N, P, PN, C, U, A, short, diary, comp, group

L = "mix"

# ---------------------------------------------------------------- short chats (12)
short(L, "我在Google做SWE，base在新加坡，不过下个月要调去Zurich office了，visa已经办好", [
    F("employer", "Google"),
    F("job_title", "SWE", "software engineer"),
    F("city", "新加坡", "Singapore"),
    F("plan", "调去Zurich", "Zurich", "transfer to Zurich"),
], tag=True)
short(L, "我的 email 是 chen.yiting@nyu.edu，学校邮箱，毕业前都用这个", [
    F("email", "chen.yiting@nyu.edu"),
    N("school", "nyu", "NYU", "New York University"),
])
short(L, "周末 brunch 吃了 eggs benedict，我真的 obsessed，每周都要吃一次", [
    F("fav_food", "eggs benedict"),
])
short(L, "我男朋友是 French 的，所以我在学法语，Duolingo streak 300 天了但是还是只会 bonjour 😂", [
    F("partner", "男朋友", "boyfriend"),
    PN("男朋友", "hometown", "French", "France", "法国"),
    F("language", "法语", "French"),
], tag=True)
short(L, "Honestly 我不喜欢 K-pop，是我室友天天放，我自己 more of a jazz person，Chet Baker 是我的神", [
    F("dislike", "K-pop"),
    F("fav_music", "Chet Baker"),
    F("fav_music", "jazz"),
    PN("室友", "fav_music", "K-pop"),
], tag=True)
short(L, "I'm 27, 属猪，在 Shanghai 做 product manager at 拼多多, 真的 burnt out", [
    F("age", "27"),
    F("city", "Shanghai", "上海"),
    F("job_title", "product manager", "PM"),
    F("employer", "拼多多", "Pinduoduo", "PDD"),
])
short(L, "我家 golden retriever 叫 Mochi，超会撒娇，每天早上准时舔醒我", [
    F("pet", "golden retriever", "金毛", "dog"),
    F("pet_name", "Mochi"),
])
short(L, "Hometown 是成都，but I've been in Vancouver for 10 years，现在说中文都有口音了", [
    F("hometown", "成都", "Chengdu"),
    F("city", "Vancouver", "温哥华"),
    N("language", "中文", "Chinese"),
])
short(L, "我对 penicillin 过敏！每次看医生都要提醒，上次差点出事", [
    F("allergy", "penicillin", "青霉素"),
])
short(L, "这周五去 Tokyo 出差，不是去玩，hotel 公司订的，顺便见一下我 cousin Kenji，他在那边 teach English", [
    F("plan", "Tokyo 出差", "Tokyo", "business trip to Tokyo"),
    F("family", "Kenji", "cousin"),
    P("Kenji", "relation", "cousin"),
    P("Kenji", "job_title", "teach English", "English teacher"),
    PN("Kenji", "city", "Tokyo"),
], tag=True)
short(L, "我本科在复旦读 econ，master 在 LSE 读 finance，现在在 HSBC 做 analyst", [
    F("school", "复旦", "Fudan"),
    F("major", "econ", "economics"),
    F("degree", "master", "硕士"),
    F("school", "LSE"),
    F("major", "finance"),
    F("employer", "HSBC"),
    F("job_title", "analyst"),
])
short(L, "我不是 Taiwanese 啦，我是马来西亚华人，在 KL 长大，现在住 Melbourne", [
    F("hometown", "KL", "Kuala Lumpur", "马来西亚", "Malaysia"),
    F("city", "Melbourne", "墨尔本"),
], tag=True)

# ---------------------------------------------------------------- diaries (4)
diary(L, "今天 super productive！早上 6 点起来 run 了 5k，我现在 training for 上海马拉松，十一月的，already registered。然后上班，我在 McKinsey 做 consultant，今天 client meeting 被 partner 夸了一下 hehe。晚上跟 Jason 吃饭，他是我 boyfriend，最近在 Deloitte 做 audit，天天加班。回家弹了一会儿 piano 放松。", [
    F("sport", "run", "running", "跑步"),
    F("plan", "上海马拉松", "Shanghai Marathon"),
    F("employer", "McKinsey"),
    F("job_title", "consultant"),
    F("partner", "Jason"),
    P("Jason", "relation", "boyfriend"),
    P("Jason", "employer", "Deloitte"),
    P("Jason", "job_title", "audit", "auditor"),
    F("instrument", "piano", "钢琴"),
], tag=True)
diary(L, "Day 3 in 新家！搬到 Brooklyn 了，apartment 小但是有 window seat。我的 cat Tofu 还在适应，一直躲在 bed 底下。今天收到了 my mom 寄来的一箱 零食，她说 '别总吃外卖'。明天第一天去 new job，在一家 nonprofit 做 grant writer，有点紧张。", [
    F("city", "Brooklyn", "New York"),
    F("pet", "cat", "猫"),
    F("pet_name", "Tofu"),
    F("job_title|plan", "grant writer"),
    N("employer", "nonprofit"),
    N("family", "mom"),
], tag=True)
diary(L, "ok 今天 voice memo 一下 因为懒得打字 就是 我今天去看了 dermatologist 她说我是 eczema 不是 allergy 然后开了 cream 然后下午去 studio 上了 pottery class 我现在每周三都去 做了一个歪歪的碗 然后晚上跟我姐 FaceTime 她在 London 读 PhD 读 neuroscience 说她 supervisor 超 nice", [
    F("health", "eczema", "湿疹"),
    F("hobby", "pottery", "陶艺"),
    F("family", "我姐", "姐姐", "sister"),
    P("姐姐", "city", "London", "伦敦"),
    P("姐姐", "degree", "PhD"),
    P("姐姐", "major", "neuroscience"),
], tag=True)
diary(L, "今天 37 岁 birthday，老公 David 给我做了 tiramisu，我最爱的 dessert。孩子们画了 card。我在医院当 pharmacist 十年了，today 还是 on call。Happy birthday to me 🎂", [
    F("age", "37"),
    N("birthday", "May 18", "5月18日", "05-18"),
    F("partner", "David"),
    P("David", "relation", "老公", "husband"),
    F("fav_food", "tiramisu"),
    F("job_title", "pharmacist", "药剂师"),
    N("employer", "医院", "hospital"),
    N("family", "孩子们", "kids"),
    N("gender", "female"),
], tag=True, at="2024-05-18 21:40")

# ---------------------------------------------------------------- companion chats (4)
comp(L, "Momo", [
    "Momo 我今天 interview 又挂了 😭",
    "抱抱！是那个 Amazon 的 data scientist 岗位吗？",
    "不是 Amazon，是 Microsoft 的 PM，我现在 job title 是 data analyst 不是 scientist",
    "Got it，你是 data analyst，想转 PM。现在还在 Boston 吗？",
    "Seattle！！我在 Boston 读的书，BU，毕业就搬过来了",
], [
    F("job_title", "data analyst"),
    F("city", "Seattle", "西雅图"),
    F("school", "BU", "Boston University"),
], tag=True)
comp(L, "阿橙", [
    "阿橙 我今天 adopt 了一只猫！",
    "哇！是你之前说的那只 orange tabby 吗？叫 Pumpkin？",
    "不是那只，是一只 tuxedo 猫，叫 Oreo 哈哈哈 太 basic 了",
    "Oreo 超可爱！黑白配～",
    "我 roommate 对猫毛过敏 but she said it's fine lol",
], [
    F("pet", "tuxedo 猫", "猫", "cat"),
    F("pet_name", "Oreo"),
    P("roommate", "allergy", "猫毛", "cats"),
], tag=True)
comp(L, "Lumi", [
    "Lumi 你记得我 major 是什么吗",
    "Computer science 对吧！",
    "那是我 double major 的另一半，主修是 linguistics，CS 是 second major",
    "哦哦 linguistics + CS，超酷的组合！你说过你会说 four languages？",
    "三种，普通话、English、还有粤语，日语只会一点点",
], [
    F("major", "linguistics", "语言学"),
    F("major", "CS", "computer science"),
    F("language", "普通话", "Mandarin"),
    F("language", "English", "英语"),
    F("language", "粤语", "Cantonese"),
    N("language", "日语", "Japanese"),
], tag=True)
comp(L, "Momo", [
    "momo 帮我记一下 我下周二 dentist 约在 3pm",
    "好的！下周二 3pm 看牙医～是 Dr. Kim 那里吗？",
    "Dr. Lee 啦 Dr. Kim 是我 mom 的 doctor",
    "记住了，Dr. Lee，下周二 3pm",
    "还有 我 wisdom tooth 要拔 可能要 take a day off",
], [
    F("plan", "dentist", "看牙医"),
    N("plan|health", "wisdom tooth", "拔智齿"),
    N("family", "mom"),
], tag=True)

# ---------------------------------------------------------------- group chats (4: 1 me, 3 exporter)
group(L, [
    ("Ray", "guys demo day 下周四，deck 谁做？"),
    ("Vivian", "我来，我是 designer 本来就该我做 lol"),
    ("小林", "Vivian 你是不是 RISD 毕业的？deck 交给你放心"),
    ("Vivian", "Parsons 啦，RISD 是我 ex 😂"),
    ("Ray", "哈哈 好的 Vivian 全权负责"),
], [
    F("job_title", "designer"),
    F("school", "Parsons"),
    P("ex", "school", "RISD"),
    N("name", "Vivian"),
], me="Vivian", tag=True)
group(L, [
    ("妈咪", "阿May 今个星期日饮茶啊，你同 Kevin 一齐嚟"),
    ("阿May", "OK！Kevin 星期日要 work，he's a chef 嘛，我自己嚟"),
    ("家姐", "你哋 Kevin 仲喺 Peninsula 做？"),
    ("阿May", "係呀，still there，做咗三年"),
], [
    N("partner", "Kevin"),
    P("Kevin", "job_title", "chef"),
    P("Kevin", "employer", "Peninsula"),
    N("plan", "饮茶"),
    N("language", "粤语", "Cantonese"),
    N("name", "阿May"),
], exporter="阿May", tag=True)
group(L, [
    ("老班长", "十周年聚会定在 12月20号 北京，大家报名"),
    ("Sandy", "报名！我从 Singapore 飞回来"),
    ("Eric", "我也报名 +1，我现在在 Beijing 正好"),
    ("老班长", "Eric 你还在做 investment banking 吗"),
    ("Eric", "转行了，现在做 VC，在红杉"),
], [
    F("plan", "聚会", "十周年聚会", "reunion"),
    F("city", "Beijing", "北京"),
    F("job_title", "VC", "venture capital"),
    F("employer", "红杉", "Sequoia"),
    P("Sandy", "plan", "聚会", "报名"),
    PN("Sandy", "city", "Singapore"),
    N("name", "Eric"),
], exporter="Eric", tag=True)
group(L, [
    ("Coach Amy", "明早 8am reformer class，还有两个位"),
    ("小雨", "我来！"),
    ("Jess", "+1，我膝盖 ACL 手术完三个月了，医生说可以做 pilates"),
    ("Coach Amy", "好的 Jess，动作我会帮你 modify"),
], [
    F("health", "ACL 手术", "ACL", "knee surgery"),
    F("plan", "reformer class", "pilates"),
    N("sport", "pilates"),
    P("小雨", "plan", "reformer class"),
    N("name", "Jess"),
], exporter="Jess", tag=True)
