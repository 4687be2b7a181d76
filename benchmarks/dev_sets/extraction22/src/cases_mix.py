from h import u, p, ch, S, D, C, G

SHORT = [
S("mix", "我在Google做SWE，base在新加坡，but honestly 我更想回国发展", [
    u("employer", "Google"), u("job_title", "SWE|software engineer"), u("city", "新加坡|Singapore")], True),
S("mix", "my 男朋友 is a 健身教练 and he's always judging my 奶茶 habit lol", [
    u("partner", "男朋友|boyfriend"), p("男朋友", "job_title", "健身教练|personal trainer"),
    u("fav_food", "奶茶|milk tea", False)]),
S("mix", "我老家是台山的，所以会讲 Taishanese，但普通话 not so good 哈哈", [
    u("hometown", "台山|Taishan"), u("language", "Taishanese|台山话"), u("language", "普通话|Mandarin", False)], True),
S("mix", "刚拿到多伦多大学的 PhD offer，计算机视觉方向，九月入学!!", [
    u("school|plan", "多伦多大学|University of Toronto"), u("degree|plan", "PhD|博士"),
    u("major|plan", "计算机视觉|computer vision")]),
S("mix", "我对象是 ABC，在LA长大，中文只会说'好吃'和'谢谢'哈哈", [
    u("partner", "对象"), p("对象", "hometown", "LA|Los Angeles"), p("对象", "language", "中文", False)], True),
S("mix", "I'm 28 今年，my mom 天天催婚，说'你都快三十了还不急'", [
    u("age", "28"), u("family", "mom", False)], True),
S("mix", "我的猫叫 Mochi，是一只 ragdoll，very clingy，我去厕所都要跟着", [
    u("pet", "ragdoll|猫|cat"), u("pet_name", "Mochi")]),
S("mix", "wechat 不太方便，email me at chenjy.design@outlook.com 吧，急事打 650-555-0142", [
    u("email", "chenjy.design@outlook.com"), u("phone", "650-555-0142|6505550142")]),
S("mix", "周末去 Whistler 滑雪，I've been snowboarding for like 5 years now，终于敢上黑道了", [
    u("sport", "snowboarding|滑雪"), u("plan", "Whistler|滑雪")], True),
S("mix", "我不是 doctor 啦，我是 pharmacist，在 Walgreens 上班，天天数药片", [
    u("job_title", "pharmacist|药剂师"), u("employer", "Walgreens")], True),
S("mix", "我跟 Ethan 下个月 wedding，在 Napa，我爸妈从北京飞过来，紧张到失眠", [
    u("partner", "Ethan"), p("Ethan", "relation", "fiancé|未婚夫", False), u("plan", "wedding|婚礼"),
    p("爸妈", "city", "北京|Beijing")], True),
S("mix", "婆婆 keeps sending me 养生 articles，she thinks I'm 'too thin'，其实我就是天生瘦，每天还跑步 5k", [
    u("sport", "跑步|running"), u("family", "婆婆", False)], True),
]

DIARY = [
D("mix", "今天是 first day at 新公司！我现在是 Shopee 的 data scientist，office 在 one-north。中午和 team 吃了 chicken rice，超好吃。老公 Kevin 下班来接我，他在 DBS 做 risk。晚上给我妈 video call，她说我弟考上了 NUS，下个月也来新加坡，家里终于可以团聚了。", [
    u("employer", "Shopee"), u("job_title", "data scientist"), u("city", "新加坡|Singapore", False),
    u("partner", "Kevin"), p("Kevin", "relation", "老公|husband"), p("Kevin", "employer", "DBS"),
    p("Kevin", "job_title", "risk|风控"), p("弟弟", "school", "NUS"), p("弟弟", "plan", "来新加坡", False),
    u("family", "弟|弟弟", False)], True),
D("mix", "Dear diary，今天 Leo 跟我 break up 了。他说 long distance too hard，他在 London 我在上海。好吧。闺蜜 Vivian 立刻拉我去吃了一顿 hotpot，她说'你值得更好的'。回家抱着我的 golden retriever Lucky 哭了半小时。明天还要上班，我是 HR，在一家外企，要面试八个人。", [
    u("city", "上海|Shanghai"), p("Leo", "city", "London"), p("Vivian", "relation", "闺蜜|best friend"),
    u("pet", "golden retriever|dog"), u("pet_name", "Lucky"), u("job_title", "HR"), u("employer", "外企", False)], True),
D("mix", "周六 wedding planning day。我和 Jun 去看了三个 venue，最后定了 Sonoma 那个 vineyard，deposit 都交了，明年五月办。他妈妈想要中式的 tea ceremony，我妈想要 church wedding，我们决定两个都办 lol。回 San Jose 的路上堵了一个半小时。我是 nurse 嘛，明天还要上 day shift。", [
    u("partner", "Jun"), p("Jun", "relation", "未婚夫|fiancé", False), u("plan", "wedding|Sonoma"),
    u("city", "San Jose"), u("job_title", "nurse|护士")], True),
D("mix", "今天带外婆去看 cardiologist，她心脏不太好，要装 pacemaker。外婆今年 86 了还坚持自己住在 Flushing。我是她唯一会说 Cantonese 的孙女，所以每次看医生都是我陪。下午回公司开会，我在一家 biotech 做 lab tech，老板说 next quarter 可能给我升职。", [
    p("外婆", "health", "心脏|pacemaker"), p("外婆", "age", "86"), p("外婆", "city|place", "Flushing"),
    u("language", "Cantonese|粤语"), u("gender", "女|female", False), u("industry", "biotech"),
    u("job_title", "lab tech"), u("family", "外婆", False)], True),
]

COMPANION = [
C("mix", "Momo", ["Momo，我今天终于 quit 了那份 job！", "哇！是那个 bank 的工作吗？",
    "对，在 HSBC 干了五年，太累了。现在想 take a gap year", "Gap year 好棒！打算去哪里？",
    "先回老家昆明陪爸妈，然后 maybe 去东南亚 backpack"], [
    u("job_title", "quit|辞职|失业"), u("hometown", "昆明|Kunming"), u("plan", "回老家昆明|gap year", False)], True),
C("mix", "Kai", ["Kai，我男朋友 proposed 了！！", "OMG恭喜！！他是 engineer 那个吧？",
    "不是，他是 chef，engineer 是我哥 lol。他叫 Marco，意大利人", "哈哈对不起！So you'll have an Italian wedding?",
    "maybe！We're still deciding between 罗马 and 杭州"], [
    u("partner", "Marco"), p("Marco", "relation", "男朋友|boyfriend|未婚夫"), p("Marco", "job_title", "chef|厨师"),
    p("Marco", "hometown", "意大利|Italy"), p("哥哥", "job_title", "engineer|工程师"), u("family", "哥|哥哥", False)], True),
C("mix", "Bubbles", ["Bubbles 我最近在学 piano，每周两节课", "Nice! 你不是已经会 guitar 吗？",
    "没有啦，guitar 是我室友 Amy 弹的。我只会 piano，从零开始", "Got it! 在练什么曲子？",
    "River Flows in You，我最喜欢的曲子 hehe"], [
    u("instrument", "piano|钢琴"), p("Amy", "relation", "室友|roommate"), p("Amy", "instrument", "guitar|吉他"),
    u("fav_music", "River Flows in You")], True),
C("mix", "Yuki", ["Yuki，我下个月要去东京 exchange 一学期！", "すごい！你是学日语的吗？",
    "不是，我学 architecture，在同济读大三。日语 only 会一点点", "那要加油学日语了～住宿找好了吗",
    "学校安排了 dorm，已经 confirm 了"], [
    u("plan", "东京|exchange|交换"), u("major", "architecture|建筑"), u("school", "同济|同济大学"),
    u("job_title", "大三|学生", False), u("language", "日语|Japanese", False)], True),
]

GROUP = [
G("mix", [("妈妈", "Jenny，你 next week 回来吃饭吗？"), ("Jenny", "回！我带 Tom 一起，he finally said yes to meeting you 😂"),
    ("爸爸", "Tom 是做什么的？"), ("Jenny", "他是 dentist，在 Irvine 有自己的 clinic。我们在一起一年了")], [
    u("partner", "Tom"), p("Tom", "relation", "男朋友|boyfriend", False), p("Tom", "job_title", "dentist|牙医"),
    p("Tom", "city|place", "Irvine", False), p("Tom", "belonging|employer", "clinic", False), u("plan", "回|吃饭", False)],
    True, me="Jenny"),
G("mix", [("Boss Wang", "Q3 OKR 大家 Friday 之前交一下"), ("Lily", "收到～by the way 我 next Monday 开始 maternity leave 哈"),
    ("Derek", "Congrats Lily！男孩女孩？"), ("Lily", "女孩！我们 already 起好名字了，叫 Olivia")], [
    u("plan", "maternity leave|产假"), u("gender", "female|女", False), u("health", "pregnant|怀孕", False),
    u("name", "Lily", False)], True, exporter="Lily"),
G("mix", [("老王", "下周 Kev 生日，who's organizing?"), ("Kev", "不用啦我 30 了不过生日了 lol"),
    ("小胖", "30 怎么了，我 35 还过呢"), ("Kev", "行吧，那就周六 BBQ，来我家 backyard，我刚在 Fremont 买了房")], [
    u("age", "30"), u("plan", "BBQ"), u("belonging", "房|house"), u("city", "Fremont"), p("小胖", "age", "35")],
    True, me="Kev"),
G("mix", [("导游Lisa", "明天 7am lobby 集合，去 Kyoto"), ("Yan", "OK！我 vegetarian，午餐 please 帮我备注一下"),
    ("阿强", "我也要 note 一下，我对 shellfish 过敏"), ("Yan", "谢谢 Lisa～ 这是我和老公的 honeymoon，so excited")], [
    u("diet", "vegetarian|素食"), u("partner", "老公|husband"), u("plan", "honeymoon|蜜月", False),
    p("阿强", "allergy", "shellfish|贝类")], True, exporter="Yan"),
]

CASES = SHORT + DIARY + COMPANION + GROUP
