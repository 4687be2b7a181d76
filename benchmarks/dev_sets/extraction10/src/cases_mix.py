from h import U, A, S, X, F, O, make

C = make("mix")

# ---------------- short chats (12) ----------------
C("short", ["我在Google做SWE，base上海，不过team在Mountain View，所以经常半夜开会😩"],
  [F("u", "employer", "Google"), F("u", "job_title", "SWE", "software engineer"), F("u", "city", "上海", "Shanghai")], tag=True)
C("short", ["my mom是四川人 所以我从小就能吃辣，but I was born in Vancouver, 中文其实一般般"],
  [F("u", "hometown", "Vancouver"), F("mom", "hometown", "四川", "Sichuan"), O("u", "family", "mom"),
   O("u", "language", "中文", "Chinese")], tag=True)
C("short", ["最近在学surfing，每个周末都去大梅沙，已经能站起来了!!"],
  [F("u", "sport", "surfing", "冲浪")])
C("short", ["I'm 过敏 to cats lol 但我女朋友养了两只布偶 so 我每次去她家都狂打喷嚏"],
  [F("u", "allergy", "cats", "猫"), F("u", "partner", "女朋友", "girlfriend"), F("女朋友", "pet", "布偶", "猫", "Ragdoll"),
   O("女朋友", "relation", "女朋友", "girlfriend")], tag=True)
C("short", ["下个月要去UCL读master了，专业是urban planning，签证刚下来🎉"],
  [F("u", "school/plan", "UCL"), F("u", "degree/plan", "master"), F("u", "major/plan", "urban planning")])
C("short", ["我的wechat号和手机号一样 +86 138 0013 9527 有事直接call我"],
  [F("u", "phone", "+86 138 0013 9527", "13800139527")])
C("short", ["不是engineer啦 I'm a product designer，经常被误会成写代码的"],
  [F("u", "job_title", "product designer")], tag=True)
C("short", ["my fav drama是《甄嬛传》，看了不下十遍，台词都会背了"],
  [F("u", "fav_film", "甄嬛传")])
C("short", ["我老家哈尔滨的，现在in Singapore，平时说中文和English，马来语只会一点点"],
  [F("u", "hometown", "哈尔滨", "Harbin"), F("u", "city", "Singapore", "新加坡"), F("u", "language", "中文", "Chinese", "Mandarin"),
   F("u", "language", "English", "英语"), O("u", "language", "马来语", "Malay")], tag=True)
C("short", ["Btw 我叫Vivian，中文名李薇，朋友都叫我薇薇"],
  [F("u", "name", "Vivian"), F("u", "name", "李薇"), F("u", "nickname", "薇薇")])
C("short", ["我弟今年十六岁在读high school，he says he wants to be a doctor，我爸妈超开心"],
  [F("u", "family", "我弟", "弟弟"), F("弟弟", "age", "十六岁", "16"), O("弟弟", "school", "high school"), O("u", "family", "爸妈")], tag=True)
C("short", ["做了十年teacher，现在转行做insurance sales了，收入反而高了lol"],
  [F("u", "job_title", "insurance sales"), O("u", "industry", "insurance", "保险")], tag=True)

# ---------------- diaries (4) ----------------
C("diary", ["Friday. 今天 finally 交了辞职信，下周起就不在Amazon了。Manager 说可惜 but whatever. 下午去 IKEA 买了个书架给新公寓，我跟室友Leo合租的，他是做 UX 的。晚上吃了 hotpot，还是全世界最好吃的东西。"],
  [O("u", "employer", "Amazon"), F("Leo", "relation", "室友", "roommate"), F("Leo", "job_title", "UX", "UX designer"),
   F("u", "fav_food", "hotpot", "火锅")], tag=True)
C("diary", ["Morning run 5k 在世纪公园，感觉良好。上班路上听了一路 Jay Chou. 中午和 team 吃饭，新来的实习生才 20 岁，我感觉自己老了（明明才 26）。晚上上日语课，N3 考试 12 月，好紧张。"],
  [F("u", "sport", "run", "跑步", "running"), F("u", "age", "26"), F("u", "language", "日语", "Japanese"), F("u", "plan", "N3", "N3 考试"),
   F("实习生", "age", "20"), O("u", "fav_music", "Jay Chou", "周杰伦"), O("u", "city", "上海")], tag=True)
C("diary", ["周日 brunch with 闺蜜 Elaine，她刚升了 partner，在律所熬了八年终于熬出头。我还是老样子，在医院做 pharmacist。回家给我的 corgi 布丁 洗澡，它一脸嫌弃。Note: 周二 dentist appointment"],
  [F("u", "job_title", "pharmacist"), F("u", "pet", "corgi", "柯基"), F("u", "pet_name", "布丁"), F("Elaine", "relation", "闺蜜"),
   F("Elaine", "job_title", "partner"), O("Elaine", "industry/employer", "律所"), O("u", "plan", "dentist"),
   O("u", "industry/employer", "医院")], tag=True)
C("diary", ["Sept 10. 教师节 lol 学生送了我好多花。我在这所 international school 当 math teacher 已经第五年了。下班 Kevin 来接我，我们下个月办 engagement party，我妈已经开始疯狂 plan 了。Kevin 是做 finance 的，很忙但很贴心。"],
  [F("u", "job_title", "math teacher"), O("u", "employer", "international school"), F("u", "partner", "Kevin"),
   F("u", "plan", "engagement party"), F("Kevin", "industry", "finance"), O("Kevin", "relation", "未婚夫", "fiancé"),
   O("u", "family", "我妈", "妈妈")])

# ---------------- companion chats (5) ----------------
C("companion", ["Mochi 我今天 interview 了 Shopee",
                A("Good luck! 是 data analyst 的岗位吗？"),
                "no no, 是 backend engineer. 我现在在 Grab 做 backend",
                A("Oh right, 你在 Grab! 那跳槽要考虑清楚哦")],
  [F("u", "employer", "Grab"), F("u", "job_title", "backend", "backend engineer"), O("u", "plan", "interview")], tag=True, ch="Mochi")
C("companion", ["yuki 你记得我的生日吗",
                A("当然！是 10月3号 对吧？"),
                "错啦 是 11月3号！！ 天蝎座",
                A("对不起对不起 11月3号 记住了 🎂")],
  [F("u", "birthday", "11月3号", "November 3")], tag=True, ch="Yuki")
C("companion", ["Kai, 我最近 start 练 boxing 了",
                A("Cool! 你之前不是练 judo 吗？"),
                "judo 是我哥练的，我以前只打篮球",
                A("Got it, 那 boxing 感觉怎么样？"),
                "累死 but 好爽"],
  [F("u", "sport", "boxing", "拳击"), F("哥哥", "sport", "judo", "柔道"), O("u", "family", "我哥", "哥哥")], tag=True, ch="Kai")
C("companion", ["小橙 我要搬家了 from 北京 to 杭州",
                A("哇什么时候？是因为工作吗？"),
                "下周六，对，换到阿里了，做 operations",
                A("阿里在滨江那边吧，恭喜！")],
  [F("u", "city", "北京", "Beijing"), F("u", "plan", "杭州", "搬家"), F("u", "employer/plan", "阿里", "Alibaba"),
   F("u", "job_title/plan", "operations", "运营")], tag=True, ch="小橙")
C("companion", ["aria 我今天在 cafe 被问是不是学生 lol",
                A("haha you look young! 你是 grad student 吧？"),
                "不是啦 我已经 work 五年了，我 master 读的是 statistics",
                A("哦哦 sorry! statistics master 很厉害"),
                "and I'm 31 thank u very much"],
  [F("u", "degree", "master"), F("u", "major", "statistics"), F("u", "age", "31")], tag=True, ch="Aria")

# ---------------- group chats (3: 1 me, 2 exporter) ----------------
C("group", [S("Alex", "guys 我下周六 birthday party 在 my place，7pm"),
            S("阿Ken", "来！需要带啥"),
            S("Alex", "带酒就行 我 lactose intolerant 所以别带 cream cake 哈"),
            S("Jenny", "ok 我带 fruit tart，我刚从 Paris 学甜点回来")],
  [F("u", "plan", "birthday party"), F("u", "health/diet/allergy", "lactose intolerant"), O("u", "birthday", "下周六"),
   O("Jenny", "hobby", "甜点")], tag=True, me="Alex")
C("group", [S("Amy", "周末 hiking 有人去吗 梧桐山"),
            X("Coco", "我去！我现在 base 深圳 南山，过去不远"),
            S("Leo", "我不去了 my wife 下周生 baby")],
  [F("u", "city", "深圳", "Shenzhen"), F("u", "place/city", "南山"), O("u", "plan", "hiking", "梧桐山"), F("Leo", "partner", "wife")], tag=True)
C("group", [S("妈妈", "Jia 你什么时候回国"),
            X("Jia", "Christmas 吧，我在 Toronto 这边 semester 12 月中结束"),
            S("姐姐", "回来记得带 maple syrup 给我 我最爱"),
            S("Jia", "ok 姐，我在 U of T 读 CS 太忙了 别催")],
  [F("u", "city", "Toronto", "多伦多"), F("u", "school", "U of T", "University of Toronto"), F("u", "major", "CS", "computer science"),
   F("u", "plan", "回国", "Christmas"), F("姐姐", "fav_food", "maple syrup"), O("u", "family", "姐姐"), O("u", "name", "Jia")], tag=True)
