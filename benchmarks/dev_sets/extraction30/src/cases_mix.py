"""Mixed-language cases of dev set 30 (code-switching within a message)."""
from h import F, U, P, C, short, diary, comp, group

SHORT = [
    short("mix", "我在London做UX designer，住Zone 3，commute每天一个小时，累死", [
        U("city", "London|伦敦"), U("job_title", "UX designer"), U("place", "Zone 3", False)]),
    short("mix", "my mom 在广州一直觉得我在读medical school，其实我早就转去读CS了，还没敢告诉她😅", [
        U("major", "CS|computer science"), P("mom", "city", "广州|Guangzhou"), U("family", "mom", False)], tag=True),
    short("mix", "Btw 我对gluten不耐受，不是allergy，就是吃了会肚子疼", [
        U("health|allergy|diet", "gluten不耐受|gluten intolerance|gluten")], tag=True),
    short("mix", "周末带我家husky去hiking，它叫Snowy，one year old，精力无限", [
        U("pet", "husky|哈士奇"), U("pet_name", "Snowy"), U("hobby|sport", "hiking", False)], tag=True),
    short("mix", "我老公是Irish的，我们在Dublin住了八年了，孩子们讲English比中文好太多", [
        U("partner", "老公|husband"), P("老公", "hometown", "Irish|Ireland|爱尔兰"), U("city", "Dublin|都柏林"),
        U("family", "孩子们", False), P("孩子们", "language", "English", False)]),
    short("mix", "我最近在学violin，每周一节课，老师说我是她最老的学生 哈哈 43岁了", [
        U("instrument", "violin|小提琴"), U("age", "43")]),
    short("mix", "My phone number 改了：+44 7700 900461，老的那个不用了", [
        U("phone", "+44 7700 900461")], tag=True),
    short("mix", "我不是ABC哈，我是十二岁才跟爸妈移民到LA的，老家福州", [
        U("hometown", "福州|Fuzhou"), U("city", "LA|Los Angeles")], tag=True),
    short("mix", "her name is 小鱼, my little sister, 在上海读高中, so proud of her", [
        U("family", "小鱼"), P("小鱼", "relation", "little sister|sister|妹妹"), P("小鱼", "city", "上海|Shanghai"),
        P("小鱼", "school", "高中|high school", False)]),
    short("mix", "Honestly 我最讨厌的就是durian，我男朋友 Ryan 一个人能吃一整个", [
        U("dislike", "durian|榴莲"), U("partner", "Ryan"), P("Ryan", "relation", "男朋友|boyfriend"),
        P("Ryan", "fav_food", "durian|榴莲", False)], tag=True),
    short("mix", "我的email是 chen.wei.sg@outlook.com, work 的那个别用哈", [
        U("email", "chen.wei.sg@outlook.com")], tag=True),
    short("mix", "我today刚拿到offer，下个月去Amazon做data scientist in Seattle！签了！", [
        U("employer|plan", "Amazon"), U("job_title|plan", "data scientist"), U("plan|city", "Seattle", False)]),
]

DIARY = [
    diary("mix", "Today 好累。早上送儿子Ethan去daycare，他哭着说 'Mommy don't go'，心都碎了。然后去office，我在一家law firm做paralegal，今天处理了一堆immigration case。中午跟同事Jenny吃了pho，她说她下个月要回台湾结婚。晚上跟我妈在WeChat上视频，她在南京，天天问我们什么时候回国过年。", [
        U("family", "Ethan"), P("Ethan", "relation", "儿子|son"), U("job_title", "paralegal"),
        U("employer|industry", "law firm", False), P("Jenny", "relation", "同事|colleague"),
        P("Jenny", "plan", "回台湾结婚|结婚"), P("妈妈", "city", "南京|Nanjing"), U("family", "我妈|妈妈", False),
        U("gender", "女|female", False)], tag=True),
    diary("mix", "Diary day 23: 来Melbourne交换的第23天。Uni的课比想象中难，我是学architecture的，studio作业做到凌晨。室友Chloe是本地人，人超nice，教我说Aussie slang。今天第一次吃了Vegemite，honestly 难吃到哭，我还是爱我的热干面。国内的学校是同济，下学期就回去了。", [
        U("city", "Melbourne|墨尔本", False), U("major", "architecture|建筑"), U("school", "同济|Tongji"),
        P("Chloe", "relation", "室友|roommate"), P("Chloe", "hometown", "Melbourne|本地", False),
        U("dislike", "Vegemite"), U("fav_food", "热干面")], tag=True),
    diary("mix", "3/15 晚上. 今天是我们结婚五周年，老公Mike给我做了一桌中餐，虽然红烧肉做成了黑烧肉😂 他是Canadian，为了我学了两年中文。我们住在Montreal，我平时在McGill做research assistant。周末打算去滑雪，Mont-Tremblant，hotel订好了。", [
        U("partner", "Mike"), P("Mike", "relation", "老公|husband"), P("Mike", "hometown", "Canadian|Canada"),
        P("Mike", "language", "中文|Chinese"), U("city", "Montreal"), U("employer", "McGill"),
        U("job_title", "research assistant"), U("plan", "Mont-Tremblant|滑雪"), U("sport", "滑雪|skiing", False)]),
    diary("mix", "Sunday. 外婆今天从广州飞到Sydney了，第一次出国，83岁了还这么勇。她只会讲粤语，我粤语半桶水，全靠我妈翻译。晚上全家去yum cha，外婆说这边的虾饺不如广州的。Btw I officially quit my job at the bank today，下周开始自己接freelance设计的活。", [
        P("外婆", "age", "83"), P("外婆", "language", "粤语|Cantonese"), P("外婆", "city|hometown", "广州|Guangzhou"),
        U("family", "外婆", False), U("language", "粤语|Cantonese", False), U("city", "Sydney", False),
        U("job_title|plan", "freelance|freelance设计|freelance designer")], tag=True),
]

COMPANION = [
    comp("mix", "Momo", ["Momo，我今天去面试了Google，紧张死",
                         "你一定没问题的！是software engineer的职位吗？",
                         "不是，是product manager。我现在在一个小startup做PM，想跳大厂",
                         "原来如此～那结果什么时候出？",
                         "说是next week，fingers crossed 🤞"], [
        U("job_title", "PM|product manager"), U("employer", "startup", False)], tag=True),
    comp("mix", "Sunny", ["Sunny你记得我养的是什么吗",
                          "是那只叫Coco的拉布拉多对吧！",
                          "Coco是我前男友的狗😂 我的是只corgi叫Mochi",
                          "啊啊sorry！Mochi corgi好可爱～",
                          "它今天咬坏了我的AirPods，第三副了"], [
        U("pet", "corgi|柯基"), U("pet_name", "Mochi")], tag=True),
    comp("mix", "Kiki", ["Kiki，我家老大今天问我'为什么我们家过两个新年'，笑死",
                         "哈哈哈好可爱！你们住在美国吗？",
                         "对，Houston。我是台湾来的，我先生是Mexican，所以孩子们在家讲三种语言：中文、Spanish、English",
                         "好厉害的家庭！你自己会说Spanish吗？",
                         "一点点，tacos和gracias level 😂"], [
        U("city", "Houston"), U("hometown", "台湾|Taiwan"), U("partner", "先生|husband"),
        P("先生", "hometown", "Mexican|Mexico"), U("family", "孩子们|老大"), U("language", "中文|Chinese"),
        U("language", "Spanish", False)], tag=True),
    comp("mix", "Bao", ["Bao，今天体检，医生说我cholesterol太高了",
                        "要注意饮食哦！你不是最爱吃fried chicken吗？",
                        "那是我室友，我最爱的是sushi。不过我确实要少吃点了",
                        "Sushi比较健康啦！要不要一起制定运动计划？",
                        "我已经在做了，每天早上swim 30分钟"], [
        U("health", "cholesterol|cholesterol太高|high cholesterol"), U("fav_food", "sushi"),
        P("室友", "fav_food", "fried chicken"), U("sport", "swim|swimming")], tag=True),
]

GROUP = [
    group("mix", [("Dad", "Lily, 奶奶问你什么时候回Singapore"),
                  ("Lily", "Dec 20！Booked了。And tell 奶奶 I'm not a doctor yet，我才med school second year"),
                  ("奶奶", "Doctor Lily！好孙女👍"),
                  ("Dad", "她跟庙里所有人说你是surgeon 😂")], [
        U("plan", "Dec 20|回Singapore"), U("school", "med school|medical school"),
        U("job_title", "med student|医学生", False), U("hometown", "Singapore", False),
        P("奶奶", "city", "Singapore", False)], me="Lily", tag=True),
    group("mix", [("Kevin", "Team lunch Friday? 我请"),
                  ("小美", "Yes！但我不吃beef哦，我是Buddhist，吃素的"),
                  ("Raj", "I'm vegetarian too! finally not alone"),
                  ("Kevin", "OK那就去那家Indian place 😂 小美你是Sichuan人能吃辣吧")], [
        U("diet", "吃素|vegetarian|不吃beef"), P("Raj", "diet", "vegetarian"),
        U("hometown", "Sichuan|四川", False), U("name", "小美", False)], exporter="小美", tag=True),
    group("mix", [("阿Ken", "Guys 我下个月回国一趟，在深圳待两周，谁在？"),
                  ("Vivian", "我在！我现在在腾讯做HR，请你吃饭"),
                  ("阿Ken", "Nice！我在Toronto这边混得一般，还在Uber开车 haha"),
                  ("Jack", "我搬去杭州了，不然也去")], [
        U("plan", "回国|在深圳待两周"), U("city", "Toronto|多伦多"), U("job_title", "开车|Uber driver|driver"),
        U("employer", "Uber"), P("Vivian", "employer", "腾讯|Tencent"), P("Vivian", "job_title", "HR"),
        P("Vivian", "city", "深圳|Shenzhen", False), P("Jack", "city", "杭州|Hangzhou")], me="阿Ken", tag=True),
    group("mix", [("Mrs. Wong", "Reminder: 明天 field trip，kids要带packed lunch"),
                  ("Amy", "收到！我们家Ella对nuts过敏，麻烦老师注意🙏 我明天要上班，我是pharmacist走不开"),
                  ("David爸爸", "我明天可以做volunteer driver，我的van坐七个人"),
                  ("Mrs. Wong", "Thanks David爸爸！Amy 你可以帮忙吗？")], [
        U("family", "Ella", False), P("Ella", "allergy", "nuts|坚果"), U("job_title", "pharmacist|药剂师"),
        P("David爸爸", "belonging", "van"), P("Mrs. Wong", "job_title", "老师|teacher", False),
        U("name", "Amy", False)], exporter="Amy", tag=True),
]
