from h import U, A, S, F, C

CASES = [
# ---------------- group chats ----------------
C("mix", "group", [
    S("妈妈", "Vivian 你那边几点了？吃饭没"),
    S("Vivian", "刚下班，London 这边晚上七点。今天终于 pass 了 probation 🎉"),
    S("爸爸", "好！你们那个 company 叫什么来着，我跟你姨妈说一声"),
    S("Vivian", "Deloitte 啦爸，我做 audit。下个月回上海过中秋，机票订好了"),
    S("妈妈", "你外婆天天念叨你，回来多住几天"),
], [
    F("u", "city", "London", "伦敦"),
    F("u", "employer", "Deloitte", "德勤"),
    F("u", "job_title", "audit", "审计"),
    F("u", "plan", "回上海过中秋", "回上海"),
    F("u", "hometown", "上海", "Shanghai", r=False),
    F("u", "name", "Vivian", r=False),
], me="Vivian"),

C("mix", "group", [
    S("胖子", "兄弟们 next month 我结婚了，都来啊！"),
    S("Aaron", "必须来！假已经请好了，从 Singapore 飞回来", exp=True),
    S("小林", "我在 Amazon 西雅图，visa 问题回不去😭"),
    S("Aaron", "小林你 H1B 还没下来吗"),
    S("小林", "下来了，但还在等 stamping"),
], [
    F("胖子", "plan", "结婚", "wedding"),
    F("u", "plan", "飞回来", "假已经请好了"),
    F("u", "city", "Singapore", "新加坡", r=False),
    F("小林", "employer", "Amazon"),
    F("小林", "city", "西雅图", "Seattle"),
    F("u", "name", "Aaron", r=False),
], tag=True),

C("mix", "group", [
    S("Jess", "阿嬤 today 的手術怎麼樣？"),
    S("小舅", "很順利，醫生說 cataract 手術很成功，兩天後出院"),
    S("Jess", "太好了！我 Sydney 這邊走不開，這學期在 UNSW 教書，帶三個 PhD students"),
    S("表哥Kevin", "我下周從 Vancouver 飛回台北看她，票買好了"),
], [
    F("阿嬤", "health", "cataract", "白內障"),
    F("u", "family", "阿嬤", "grandma", r=False),
    F("u", "city", "Sydney", "悉尼"),
    F("u", "employer", "UNSW"),
    F("u", "job_title", "教書", "lecturer", "teacher"),
    F("表哥Kevin", "city", "Vancouver"),
    F("表哥Kevin", "plan", "飛回台北", "回台北"),
    F("u", "name", "Jess", r=False),
], me="Jess"),

C("mix", "group", [
    S("Coach Wu", "明早6点 class，who's in"),
    S("Nik", "me! 今天刚 PR 了 deadlift 140kg 💪 练了两年终于", exp=True),
    S("阿Ben", "我不来了，手腕扭了"),
    S("Nik", "阿Ben 好好休息。btw 我 next week 开始 keto, anyone 有 recipe?"),
], [
    F("u", "sport", "deadlift", "powerlifting", "健身"),
    F("u", "diet/plan", "keto", r=False),
    F("阿Ben", "health", "手腕扭了", "手腕"),
    F("u", "name", "Nik", r=False),
], tag=True),

# ---------------- companion chats ----------------
C("mix", "comp", [
    U("Coco 我今天被 promote 了！！Senior PM now"),
    A("太棒了！你是在字节还是腾讯来着？"),
    U("都不是😂 我在 Shopee，base 新加坡"),
    A("记住了，新加坡 Shopee 的 Senior PM！要庆祝一下吗"),
    U("周末和 flatmate 去吃 chilli crab，她请客"),
], [
    F("u", "job_title", "Senior PM", "PM", "product manager"),
    F("u", "employer", "Shopee"),
    F("u", "city", "新加坡", "Singapore"),
], ch="Coco", tag=True),

C("mix", "comp", [
    U("我妈上个月 diagnosed with breast cancer，我现在每个周末飞回 Kuala Lumpur 陪她"),
    A("我很抱歉听到这个。你平时住在哪里？"),
    U("新加坡，飞过去一个小时。我爸已经不在了，所以只有我和我哥"),
    A("你和哥哥轮流照顾她吗？"),
    U("我哥在 Perth 做 mining engineer，很难请假"),
], [
    F("妈妈", "health", "breast cancer", "乳腺癌"),
    F("妈妈", "city", "Kuala Lumpur", "吉隆坡"),
    F("u", "family", "我妈", "妈妈", "mother"),
    F("u", "city", "新加坡", "Singapore"),
    F("哥哥", "city", "Perth", "珀斯"),
    F("哥哥", "job_title", "mining engineer"),
    F("u", "family", "我哥", "哥哥", "brother"),
    F("u", "hometown", "Kuala Lumpur", r=False),
], ch="Lumi", tag=True),

C("mix", "comp", [
    U("今天去上了第一节 ukulele 课 haha 手指好痛"),
    A("第一节课都会痛的！你之前学过 guitar 吧？"),
    U("没有啊，我小时候学的是 cello，学了八年，现在完全不拉了"),
    A("原来如此～那 ukulele 打算学多久？"),
    U("报了三个月的 course，每周六上午"),
], [
    F("u", "instrument", "ukulele"),
    F("u", "plan", "三个月的 course", r=False),
], ch="Coco", tag=True),

C("mix", "comp", [
    U("thesis 终于交了！！！ master 读完了"),
    A("恭喜！你是读 computer science 对吧？"),
    U("不是啦，urban planning，在 UCL"),
    A("抱歉记错了。UCL 的 urban planning master，好厉害"),
    U("下一步就是找工作，想留在伦敦但是 visa 好难"),
], [
    F("u", "degree", "master"),
    F("u", "major", "urban planning"),
    F("u", "school", "UCL"),
    F("u", "city", "伦敦", "London", r=False),
], ch="Lumi", tag=True),

C("mix", "comp", [
    U("我 boyfriend 今天 surprise 我，抱回来一只布偶猫！"),
    A("哇好幸福！猫咪叫什么名字？"),
    U("叫 Mochi，然后我发现我对猫轻微过敏😂"),
    A("哈哈哈那怎么办"),
    U("吃氯雷他定撑着，猫绝对不能送走"),
], [
    F("u", "partner", "boyfriend", "男朋友"),
    F("u", "pet", "布偶猫", "布偶", "ragdoll"),
    F("u", "pet_name", "Mochi"),
    F("u", "allergy", "猫", "cat"),
    F("u", "health", "氯雷他定", r=False),
], ch="Coco"),

# ---------------- diaries ----------------
C("mix", "diary",
  "Monday. 早上 8 点 standup，我们 team 又换 manager 了，新的叫 Derek，from Austin。Lunch 吃了麻辣烫，我真的每周都要吃三次。"
  "下午 dentist 说我要做 root canal，下周四，已经 book 了。晚上跟我妈 FaceTime，她在成都老家，说腰不好。", [
    F("Derek", "relation", "manager"),
    F("Derek", "hometown/city", "Austin"),
    F("u", "fav_food", "麻辣烫"),
    F("u", "plan", "root canal"),
    F("妈妈", "city", "成都", "Chengdu"),
    F("妈妈", "health", "腰不好"),
    F("u", "family", "我妈", "妈妈"),
    F("u", "hometown", "成都", "Chengdu"),
]),

C("mix", "diary",
  "今天是搬来 Vancouver 的第三年。Work permit 终于续上了，还是在那家 dental clinic 当 receptionist。我弟在深圳创业做 drone，"
  "我爸妈在温州开眼镜店，一家人各忙各的。晚上去 skating，摔了两次哈哈，这是我今年新爱上的运动。", [
    F("u", "city", "Vancouver", "温哥华"),
    F("u", "job_title", "receptionist"),
    F("u", "employer", "dental clinic", r=False),
    F("弟弟", "city", "深圳", "Shenzhen"),
    F("弟弟", "industry/job_title", "drone", "创业"),
    F("u", "family", "我弟", "弟弟"),
    F("爸妈", "city", "温州", "Wenzhou"),
    F("爸妈", "job_title/employer", "眼镜店", "开眼镜店"),
    F("u", "family", "我爸妈", "爸妈"),
    F("u", "sport", "skating"),
]),

C("mix", "diary",
  "Dream last night: 我是 Hogwarts 的教授，教 potions。醒来 reality: 我是 Chengdu 一所高中的 chemistry 老师 哈哈 basically the same。"
  "今天学生问我结婚没，我说 none of your business（其实没结）。周末去 Leshan 看大佛，tickets 买好了。", [
    F("u", "job_title", "chemistry 老师", "老师", "chemistry teacher"),
    F("u", "city", "Chengdu", "成都"),
    F("u", "plan", "Leshan", "去 Leshan 看大佛"),
], tag=True),

C("mix", "diary",
  "Sunday brunch with 姐妹们。Lily 说她要辞职去 gap year，Sarah 刚 engaged！我呢，还在 McKinsey 当 consultant，每周飞三个城市，"
  "jet lag 就是我的 lifestyle。回家给我的 succulent 浇水，it's the only thing I can keep alive。", [
    F("u", "employer", "McKinsey", "麦肯锡"),
    F("u", "job_title", "consultant"),
    F("Lily", "plan", "gap year", r=False),
    F("Sarah", "partner", "engaged", r=False),
    F("u", "belonging", "succulent", r=False),
], tag=True),

# ---------------- short chats ----------------
C("mix", "short", "我是 ISFJ，在 Google Tokyo 做 UX researcher，日语还在学", [
    F("u", "job_title", "UX researcher"),
    F("u", "employer", "Google"),
    F("u", "city", "Tokyo", "东京", r=False),
    F("u", "language", "日语", "Japanese", r=False),
]),
C("mix", "short", "下个月 move 去 Melbourne，现在还在 Brisbane，lease 已经签了", [
    F("u", "city", "Brisbane"),
    F("u", "plan", "move 去 Melbourne", "Melbourne"),
], tag=True),
C("mix", "short", "我对 shellfish 过敏，but 我超爱 sushi 🍣", [
    F("u", "allergy", "shellfish", "贝类"),
    F("u", "fav_food", "sushi", "寿司"),
]),
C("mix", "short", "My dad 在 hospital 住了一周，pneumonia，今天终于 discharged 了", [
    F("dad", "health", "pneumonia", "肺炎"),
    F("u", "family", "My dad", "dad"),
]),
C("mix", "short", "生日 7 月 22，Cancer 巨蟹座 ♋ 所以很恋家", [
    F("u", "birthday", "7 月 22", "7月22日", "July 22"),
]),
C("mix", "short", "I'm not a 程序员 lol，我是 PM，整天跟程序员吵架", [
    F("u", "job_title", "PM", "product manager"),
], tag=True),
C("mix", "short", "我家 golden retriever 叫 Lucky, 今年 10 岁了, 老狗狗了", [
    F("u", "pet", "golden retriever", "金毛"),
    F("u", "pet_name", "Lucky"),
], tag=True),
C("mix", "short", "周末 hiking 是我唯一的 hobby，晚上重看 Before Sunrise，my all-time favourite movie", [
    F("u", "hobby", "hiking"),
    F("u", "fav_film", "Before Sunrise"),
]),
C("mix", "short", "Mandarin 和 Cantonese 都 native，English working level，法语只会 bonjour", [
    F("u", "language", "Mandarin", "普通话"),
    F("u", "language", "Cantonese", "粤语"),
    F("u", "language", "English"),
], tag=True),
C("mix", "short", "I'm a 女生 ok？头像是 anime boy 而已", [
    F("u", "gender", "女生", "female"),
], tag=True),
C("mix", "short", "我跟 wife 都在 Tesla，她是 engineer 我做 sales，Fremont 那边", [
    F("u", "partner", "wife"),
    F("u", "employer", "Tesla"),
    F("wife", "employer", "Tesla"),
    F("wife", "job_title", "engineer"),
    F("u", "job_title", "sales"),
    F("u", "city", "Fremont", r=False),
], tag=True),
]
