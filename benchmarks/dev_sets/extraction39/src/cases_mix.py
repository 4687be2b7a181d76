"""Mixed-language cases of dev set 39 (24): short chats, companion chats, diaries, group chats."""
from h import add, s, a, U, P, C

L = "mix"

# ---------------------------------------------------------------- short chats
add(L, "short", ["我在Amazon做SDE，base在Seattle，不过下个月要transfer到Vancouver office了，手续都办好了"],
    [U("employer", ["Amazon"]), U("job_title", ["SDE", "software engineer"]), U("city", ["Seattle"]),
     U("plan", ["transfer", "Vancouver"])], tag=True)

add(L, "short", ["my mom 是上海人 but I grew up in Houston，所以我的上海话只会说'侬好'😂"],
    [P("mom", "hometown", ["上海", "Shanghai"]), U("hometown", ["Houston"]), U("family", ["mom"], False)],
    tag=True)

add(L, "short", ["今天去interview了，一家VC，一上来问我是不是CFA，我说no，我是CPA哈哈，然后气氛就尴尬了"],
    [U(["job_title", "degree"], ["CPA"]), U("plan", ["interview"], False)], tag=True)

add(L, "short", ["我男朋友Kevin是ABC，中文很烂，但他做的红烧肉超好吃，比我妈做的还好吃（别告诉我妈）"],
    [U("partner", ["Kevin", "男朋友"]), P("Kevin", "relation", ["男朋友", "boyfriend"]),
     P("Kevin", "hometown", ["ABC", "US", "美国"], False), P("Kevin", "language", ["中文"], False)], tag=True)

add(L, "short", ["最近在学 tennis，每周二周四上 lesson，coach 说我 backhand 烂得很有个性"],
    [U("sport", ["tennis", "网球"])])

add(L, "short", ["我的 fav 永远是 Taylor Swift，不接受反驳，Eras tour 我去了两场"],
    [U("fav_music", ["Taylor Swift"])])

add(L, "short", ["我 gluten intolerance，所以 pasta 面包都吃不了，超级 sad"],
    [U(["health", "allergy", "diet"], ["gluten intolerance", "麸质不耐受"])])

add(L, "short", ["我叫 Vivian 陈，in case 你忘了，我是 L'Oréal 的 marketing manager，工作 email 发 vivchen88@gmail.com 就行"],
    [U("name", ["Vivian 陈", "Vivian", "陈"]), U("job_title", ["marketing manager"]), U("employer", ["L'Oréal", "欧莱雅"]),
     U("email", ["vivchen88@gmail.com"])])

add(L, "short", ["my phone 换号了：+86 186 2030 4417，旧的那个 don't use 了，已经停机"],
    [U("phone", ["+86 186 2030 4417", "186 2030 4417", "18620304417"])], tag=True)

add(L, "short", ["刚 adopt 了一只 shiba，叫 Mochi，天天 side-eye 我，好像我欠它钱"],
    [U("pet", ["shiba", "柴犬", "dog"]), U("pet_name", ["Mochi"])])

add(L, "short", ["我 major 是 statistics，minor econ，在 UCLA 大四了，下学期在投 data analyst 的岗"],
    [U("major", ["statistics", "统计"]), U("school", ["UCLA"]), U(["degree", "school"], ["大四", "senior"]),
     U("major", ["econ"], False)], tag=True)

# ---------------------------------------------------------------- companion chats
add(L, "companion", ["小Q，我今天 finally 交了 resignation letter",
                     a("哇！你要离开 Google 了吗？"),
                     "not Google lol，我在 Microsoft，下个月去一个 startup 做 PM",
                     a("从 Microsoft 跳去 startup，好勇敢！")],
    [U("employer", ["Microsoft"], False), U(["job_title", "plan"], ["PM", "product manager"]),
     U(["employer", "plan"], ["startup"], False)], tag=True, ch="小Q")

add(L, "companion", ["Luna 我 birthday 快到了，12月3号",
                     a("射手座！你今年 25 了对吧？"),
                     "27 啦 thank you very much，不要提醒我"],
    [U("birthday", ["12月3号", "December 3"]), U("age", ["27"])], tag=True, ch="Luna")

add(L, "companion", ["Kai，我们家 Oreo 今天把我的 AirPods 咬了",
                     a("Oreo 是你的猫吗？"),
                     "狗啦，一只 border collie。AirPods 还是新买的 Pro 呜呜",
                     a("Border collie 精力超旺盛！心疼你的 AirPods")],
    [U("pet", ["border collie", "狗", "dog"]), U("pet_name", ["Oreo"]), U("belonging", ["AirPods", "AirPods Pro"])],
    tag=True, ch="Kai")

add(L, "companion", ["我下周要回 Taipei 看外婆，她 90 岁了，机票刚订",
                     a("你是台北人吗？"),
                     "我妈是台北人，我在 Vancouver 出生的，现在住 Toronto",
                     a("原来如此！Toronto 冬天超冷吧")],
    [U("plan", ["回 Taipei", "Taipei", "看外婆"]), P("外婆", "age", ["90"]), U("family", ["外婆"], False),
     P("妈妈", "hometown", ["台北", "Taipei"]), U("hometown", ["Vancouver"]), U("city", ["Toronto"])],
    tag=True, ch="小Q")

add(L, "companion", ["Luna，我最近 insomnia 超严重，每天只睡四个小时",
                     a("是不是工作压力大？你还在做 nurse 吗？"),
                     "我不是 nurse 啊，我是 pharmacist，在 CVS"],
    [U("health", ["insomnia", "失眠"]), U("job_title", ["pharmacist", "药剂师"]), U("employer", ["CVS"])],
    tag=True, ch="Luna")

# ---------------------------------------------------------------- diaries
add(L, "diary", ["今天 WFH，上午三个 meeting，下午终于把 quarterly report 写完了。我在 Deloitte 做 audit 第四年了，still hate Excel。晚上和 roommate Jenny 一起煮了 hotpot，她是 UX designer，在 Meta。睡前照例打了一小时 Zelda，每天的保留节目。"],
    [U("employer", ["Deloitte", "德勤"]), U("job_title", ["audit", "auditor", "审计"]), U("dislike", ["Excel"]),
     U("hobby", ["Zelda", "打 Zelda", "gaming"]), P("Jenny", "relation", ["roommate", "室友"]),
     P("Jenny", "job_title", ["UX designer"]), P("Jenny", "employer", ["Meta"])])

add(L, "diary", ["周末去 Mount Tam hiking，腿废了。我每个 weekend 都会 hike，算是我的 therapy。回来顺路去 Trader Joe's 买菜，cashier 说我长得像他 Stanford 的同学——可惜我是 Berkeley 毕业的 lol。晚上男朋友煮了 pasta，他是意大利人，对 pasta 有执念。"],
    [U("sport", ["hike", "hiking", "徒步"]), U("school", ["Berkeley", "UC Berkeley"]),
     U("partner", ["男朋友", "boyfriend"]), P("男朋友", "hometown", ["意大利", "Italy"])], tag=True)

add(L, "diary", ["Day 1 of 坐月子。宝宝叫 Ethan，中文名陈一诺，6斤8两。我老公请了两周 paternity leave，我妈从成都飞过来帮忙。First-time mom，有点 overwhelmed，但看着他睡觉就觉得值了。"],
    [U("family", ["Ethan", "宝宝"]), P("Ethan", "relation", ["宝宝", "baby", "儿子"]),
     P("Ethan", "name", ["陈一诺"]), U("partner", ["老公", "husband"]),
     P("老公", "plan", ["paternity leave"]), P("妈妈", "city", ["成都", "Chengdu"], False),
     U("gender", ["女", "female"], False)], tag=True)

add(L, "diary", ["Note to self：下周三 10am dentist appointment。周五 Lisa 的 farewell party，她要回 Melbourne 了😢 我这周开始 intermittent fasting，16:8，希望能坚持。Also 记得给 landlord 转房租，我们这个 studio 在 Mission，贵得离谱。"],
    [U("plan", ["dentist appointment", "dentist"]), P("Lisa", "plan", ["回 Melbourne", "Melbourne"]),
     U("diet", ["intermittent fasting", "16:8"]), U(["place", "city"], ["Mission"]),
     U("city", ["San Francisco", "旧金山"], False)], tag=True)

# ---------------------------------------------------------------- group chats
add(L, "group", [s("Linda", "下周五 team dinner，大家有什么 dietary restriction 吗"),
                 s("阿Ken", "我 halal 哈，谢谢 Linda"),
                 s("小周", "我 no seafood，过敏"),
                 s("Jason", "I'm fine with anything，但我周五要去 Shenzhen 出差，可能晚到")],
    [U("diet", ["halal", "清真"]), U("plan", ["team dinner"], False),
     P("小周", "allergy", ["seafood", "海鲜"]), P("Jason", "plan", ["去 Shenzhen 出差", "Shenzhen"])],
    tag=True, me="阿Ken")

add(L, "group", [s("爸爸", "Coco 你什么时候回国？"),
                 s("Coco", "下个月 15 号的机票，已经 booked 了。这次带 Daniel 一起回来见你们", exporter=True),
                 s("妈妈", "Daniel 是你那个 boyfriend 吗？他会说中文吗？"),
                 s("Coco", "会一点点，他是 French，在 Paris 教 math")],
    [U("plan", ["回国"]), U("partner", ["Daniel"]), P("Daniel", "relation", ["boyfriend"]),
     P("Daniel", "hometown", ["French", "France", "法国"], False), P("Daniel", "city", ["Paris"]),
     P("Daniel", "job_title", ["教 math", "math teacher"]), P("Daniel", "language", ["中文"], False),
     U("name", ["Coco"], False)], tag=True)

add(L, "group", [s("Manager Tony", "明天 inventory，早上 8 点到"),
                 s("Rosa", "ok！我 8 点到，我是 sous chef 要先 prep。but 下午三点要去接我女儿 pickup", exporter=True),
                 s("阿明", "我明天请假，要去考 driving test"),
                 s("Rosa", "Good luck 阿明！")],
    [U("job_title", ["sous chef"]), U("family", ["女儿", "daughter"], False),
     P("阿明", "plan", ["driving test", "考 driving test"]), U("name", ["Rosa"], False)])

add(L, "group", [s("大伯", "下个月我 70 大寿，都回来吃饭"),
                 s("Mei", "一定回！我从 London 飞回去，在这边读 PhD 正好放假", exporter=True),
                 s("表弟", "我在 Singapore 上班，看看能不能请到假"),
                 s("大伯", "阿Mei 读完博士回来吗"),
                 s("Mei", "还不知道呢大伯，先读完再说")],
    [U("city", ["London"]), U("degree", ["PhD", "博士"]), U("plan", ["一定回", "回来吃饭"], False),
     U("name", ["Mei"], False), P("表弟", ["city", "place"], ["Singapore", "新加坡"]),
     P("大伯", "age", ["70"], False)], tag=True)
