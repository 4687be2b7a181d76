from h import U, P, C, short, diary, comp, group

L = "mix"
CASES = []
A = CASES.append

# ---------------- short chats ----------------
A(short(L, "我在Shopee做data analyst，新加坡这边，每天都在跑SQL哈哈 honestly 有点 burnout", [
    U("employer", ["Shopee"]),
    U("job_title", ["data analyst"]),
    U("city", ["新加坡", "Singapore"]),
    U("health", ["burnout"], False),
]))
A(short(L, "my mom 一直以为我还在读书 lol 其实我早就毕业了，现在在一家 startup 做 product manager", [
    U("job_title", ["product manager", "PM"]),
    U("employer", ["startup"], False),
    U("family", ["mom"], False),
], tag=True))
A(short(L, "我对 penicillin 过敏，上次打针差点出事，记一下 please", [
    U("allergy", ["penicillin", "青霉素"]),
]))
A(short(L, "weekend 去了趟 Vancouver 看朋友，but I live in Seattle 啦，不是搬家", [
    U("city", ["Seattle", "西雅图"]),
], tag=True))
A(short(L, "我老公是 firefighter，我是 ER nurse，家里俩人都是夜班狗🐶 孩子靠奶奶带", [
    U("partner", ["老公", "husband"]),
    P("老公", "job_title", ["firefighter", "消防员"]),
    U("job_title", ["ER nurse", "nurse", "护士"]),
    U("family", ["孩子"], False),
], tag=True))
A(short(L, "我的 email 是 yuki.tan88@outlook.com，之前给你的那个少了个 8，sorry。电话还是 +65 8734 2196 没变", [
    U("email", ["yuki.tan88@outlook.com"]),
    U("phone", ["+65 8734 2196", "87342196"]),
], tag=True))
A(short(L, "从小在台中长大，现在 based in LA，做 sound engineer，常被问是不是 DJ，不是！", [
    U("hometown", ["台中", "Taichung"]),
    U("city", ["LA", "Los Angeles"]),
    U("job_title", ["sound engineer"]),
], tag=True))
A(short(L, "我养了一只 husky 叫 Snow，超级拆家，沙发已经阵亡第二个了", [
    U("pet", ["husky", "哈士奇"]),
    U("pet_name", ["Snow"]),
]))
A(short(L, "如果我是 CEO 我第一件事就是取消周报😂 可惜我只是个 intern，在 ByteDance 实习三个月", [
    U("job_title", ["intern", "实习生"]),
    U("employer", ["ByteDance", "字节跳动"]),
], tag=True))
A(short(L, "最喜欢的 band 是 Radiohead，高中的时候天天单曲循环 Creep，现在还是", [
    U("fav_music", ["Radiohead"]),
]))
A(short(L, "我今年 29，not 30！上次那个 typo 害我被朋友笑了一整天，女生被多报一岁真的会生气好吗", [
    U("age", ["29"]),
    U("gender", ["女生", "女", "female"]),
], tag=True))
A(short(L, "打了五年 badminton，每周二四晚上跟公司同事约球，最近想学 tennis 但还没开始", [
    U("sport", ["badminton", "羽毛球"]),
], tag=True))

# ---------------- diaries ----------------
A(diary(L, "Today 是 moving day！终于从合租搬到自己的 studio 了，在 Queens，离 subway 只有五分钟。Packing 到凌晨两点，手都破了。中午室友 Jenny 请我吃了 dumplings 告别，她下个月要去 Chicago 读 MBA。晚上一个人躺在空空的房间里，有点 emo 但更多是开心。明天还要去 hospital 上班，我在 NYU Langone 做 pharmacist 第三年了。", [
    U(["place", "city"], ["Queens"]),
    U("city", ["New York", "纽约"], False),
    U("belonging", ["studio"], False),
    P("Jenny", "relation", ["室友", "roommate"]),
    P("Jenny", "plan", ["去 Chicago 读 MBA", "MBA", "Chicago"]),
    U("employer", ["NYU Langone"]),
    U("job_title", ["pharmacist", "药剂师"]),
], tag=True))
A(diary(L, "周日，晴。早上跟老爸去打 golf，他 65 了挥杆比我还稳，我这个 beginner 只能捡球。中午回家妈妈做了我最爱的 braised pork，也就是红烧肉啦。下午改了一下午 slides，下周要 present 给 client，我们 consulting 行业就是这样，周末也不是自己的。晚上跟女朋友 Vivian video call，她在伦敦读 LSE，时差八小时真的很难。", [
    P("爸爸", "age", ["65"]),
    P("爸爸", "sport", ["golf"]),
    U("sport", ["golf"], False),
    U("fav_food", ["红烧肉", "braised pork"]),
    U("industry", ["consulting", "咨询"]),
    U("partner", ["Vivian"]),
    P("Vivian", "relation", ["女朋友", "girlfriend"]),
    P("Vivian", "city", ["伦敦", "London"]),
    P("Vivian", "school", ["LSE"]),
    U("family", ["老爸", "爸爸"], False),
], tag=True))
A(diary(L, "Day 12 in Chengdu for work trip. 其实我 base 在 Melbourne，公司派我来这边 supervise 新工厂。今天吃了兔头，第一次吃有点怕怕的 but 其实还挺香。我的中文还是很烂，只能点菜和说谢谢，同事们都很 patient。晚上 FaceTime 女儿 Chloe，她 7 岁，说想我了，心都化了。Next Friday 飞回去。", [
    U("city", ["Melbourne", "墨尔本"]),
    U("language", ["中文", "Chinese"], False),
    U("family", ["Chloe"]),
    P("Chloe", "relation", ["女儿", "daughter"]),
    P("Chloe", "age", ["7"]),
    U("plan", ["飞回去", "fly back"]),
], tag=True))
A(diary(L, "今天考完了 CPA 最后一科！！！三年，终于 all done。出考场第一件事就是去吃了 In-N-Out，我的 guilty pleasure。然后回家抱着我的猫 Mango 哭了十分钟。明天回 Deloitte 上班，manager 说结果出来就给我升 senior。老妈在电话里说要给我介绍对象，拜托我才 27。", [
    U("employer", ["Deloitte"]),
    U("pet", ["猫", "cat"]),
    U("pet_name", ["Mango"]),
    U("age", ["27"]),
    U("fav_food", ["In-N-Out"], False),
    U("family", ["老妈", "妈妈"], False),
], tag=True))

# ---------------- named companions ----------------
A(comp(L, "Kiki", [
    "Kiki 我今天终于 quit 了那份工作",
    "Wow！是那个你说老板很 toxic 的 marketing 工作吗？",
    "对就是那个。but 我已经拿到 offer 了，下周一去 Nike 报到，做 brand designer",
    "恭喜！！所以还是在 Portland 吗？",
    "对，Portland，连房子都不用换哈哈",
], [
    U(["employer", "plan"], ["Nike"]),
    U(["job_title", "plan"], ["brand designer"]),
    U("city", ["Portland"]),
]))
A(comp(L, "Leo", [
    "Leo 你说我该不该学 piano",
    "当然可以！不过你不是已经会弹 guitar 吗？",
    "no no，弹 guitar 的是我弟，我什么乐器都不会😂",
    "哈哈我记混了！那你平时喜欢做什么？",
    "打 basketball 和看 anime，最喜欢的是 Spirited Away 千与千寻",
], [
    U("family", ["我弟", "弟弟"], False),
    P("弟弟", "instrument", ["guitar", "吉他"]),
    U("sport", ["basketball", "篮球"]),
    U("hobby", ["anime", "看 anime", "动漫"]),
    U("fav_film", ["Spirited Away", "千与千寻"]),
]))
A(comp(L, "Mimi", [
    "Mimi 你知道吗我是 INFP，我同事说 INFP 都很难搞",
    "我觉得 INFP 超有同理心的！你是做什么工作的来着，teacher？",
    "不是 teacher，是 social worker，在 community center",
    "Social worker 好辛苦，你在这一行多久了？",
    "四年了。我其实是学 sociology 的，UCLA 毕业",
], [
    U("job_title", ["social worker", "社工"]),
    U("employer", ["community center"], False),
    U("major", ["sociology", "社会学"]),
    U("school", ["UCLA"]),
]))
A(comp(L, "阿May", [
    "阿May，我下个月生日 party 你来唔来",
    "当然来！是几号？我记得你是十二月生日？",
    "唔系啦，是 Jan 9，一月九号。我香港人嚟嘅，你记错好多野",
    "Sorry sorry！一月九号记住了。Party 在哪里？",
    "喺我屋企，Sha Tin，BBQ 为主，我唔食牛所以冇牛肉",
], [
    U("birthday", ["Jan 9", "一月九号", "January 9"]),
    U("hometown", ["香港", "Hong Kong"]),
    U(["place", "city"], ["Sha Tin", "沙田"]),
    U("diet", ["唔食牛", "不吃牛"]),
    U("language", ["粤语", "Cantonese"], False),
]))

# ---------------- group chats ----------------
A(group(L, [
    ("Aiden", "guys 周五 team dinner 去哪"),
    ("小林", "火锅！but 我最近在 keto，只能吃肉哈哈"),
    ("Aiden", "我 OK，不过我对 sesame 过敏，麻酱不能碰"),
    ("Rachel", "我不吃辣，给我留个清汤锅 thx"),
], [
    U("allergy", ["sesame", "芝麻"]),
    P("小林", "diet", ["keto"]),
    P("Rachel", "dislike", ["辣"], False),
], me="Aiden"))
A(group(L, [
    ("外婆", "乖孙今年回不回来过年"),
    ("Jason", "回！ticket 已经买好了，二十八到上海"),
    ("舅妈", "Jason 你是不是还在 Toronto 读书"),
    ("Jason", "早毕业啦舅妈，现在在 Toronto 做 software engineer，在 Shopify"),
], [
    U("plan", ["二十八到上海", "回上海过年", "回"]),
    U("city", ["Toronto", "多伦多"]),
    U("job_title", ["software engineer", "软件工程师"]),
    U("employer", ["Shopify"]),
    U("name", ["Jason"], False),
], exporter="Jason"))
A(group(L, [
    ("Mandy", "周六 hiking 谁去，我开我的 RAV4 接大家"),
    ("Ken", "me！我新买了 Salomon 的鞋正好试试"),
    ("Mandy", "Ken 你不是 ankle 刚扭了吗"),
    ("Ken", "好了好了，physio 说可以走了"),
    ("Olivia", "我带我家 beagle 可以吗，叫 Toffee"),
], [
    U("hobby", ["hiking", "徒步"], False),
    U("belonging", ["RAV4"]),
    P("Ken", "belonging", ["Salomon 的鞋", "Salomon"]),
    P("Olivia", "pet", ["beagle", "比格"]),
    P("Olivia", "pet_name", ["Toffee"]),
], exporter="Mandy"))
A(group(L, [
    ("Wei", "下周三 lab meeting 谁 present"),
    ("Prof. Zhang", "Wei 你来吧，你的 paper 快投了"),
    ("Wei", "OK 收到。by the way 我 defense 定在五月十号了"),
    ("Hannah", "congrats!! 终于要毕业了"),
], [
    U("plan", ["defense", "答辩"]),
    U(["degree", "job_title"], ["博士", "PhD student"], False),
    P("Prof. Zhang", "job_title", ["Prof.", "professor"], False),
], me="Wei"))
