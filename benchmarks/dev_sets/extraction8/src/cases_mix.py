from h import add, U, P, C, u, a, s, x

L = "mix"
# ---------------- short chats (11) ----------------
add(L, "short", ["我在Google做PM，base在新加坡，但是老家是台中"],
    [U("employer", "Google"), U("job_title", "PM", "product manager"), U("city", "新加坡", "Singapore"),
     U("hometown", "台中", "Taichung")])
add(L, "short", ["btw 我不是ABC哈，我是16岁才来美国的，现在在Boston读MBA"],
    [U("city", "Boston"), U("degree", "MBA"), U("hometown", "美国", req=False)], tag=True)
add(L, "short", ["my mom 总说我是她的小棉袄 lol 但我其实是个工程师，每天和bug打交道"],
    [U("job_title", "工程师", "engineer"), U("family", "mom", req=False)], tag=True)
add(L, "short", ["最近迷上了bouldering，每周去三次，手都磨破了"],
    [U("sport", "bouldering", "攀岩")])
add(L, "short", ["I'm allergic to 芒果，不是开玩笑, last time my lips swelled up"],
    [U("allergy", "芒果", "mango")])
add(L, "short", ["周末 plan: Sunday 去看 Oppenheimer，但 my all-time favorite 还是 Interstellar"],
    [U("fav_film", "Interstellar", "星际穿越"), U("plan", "去看 Oppenheimer", req=False)], tag=True)
add(L, "short", ["我的 email 是 wangjing.design@gmail.com，phone 是 +86 186 2233 4455，有事找我"],
    [U("email", "wangjing.design@gmail.com"), U("phone", "+86 186 2233 4455", "18622334455")])
add(L, "short", ["我爸 is a 中医, 在上海开诊所, 我 totally 没继承, 我是做 marketing 的"],
    [U("family", "我爸", "爸爸", "dad"), P("爸爸", "job_title", "中医"), P("爸爸", "city", "上海", "Shanghai"),
     U("industry|job_title", "marketing")], tag=True)
add(L, "short", ["我叫 Kevin 林，朋友都叫我 K 哥，28 岁，in Vancouver"],
    [U("name", "Kevin 林", "Kevin"), U("nickname", "K 哥", "K哥"), U("age", "28"), U("city", "Vancouver", "温哥华")])
add(L, "short", ["作为一个 girl 我不会 drive 哈，所以没有车，平时骑我的 Brompton 上班"],
    [U("belonging", "Brompton"), U("gender", "girl", "female", "女")], tag=True)
add(L, "short", ["养了两只 cats，一只叫 Mochi 一只叫汤圆，都是 rescue"],
    [U("pet", "cats", "猫"), U("pet_name", "Mochi"), U("pet_name", "汤圆")])

# ---------------- diaries (4) ----------------
add(L, "diary", ["今天 WFH，上午开了三个 Zoom call，下午 finally 把 deck 做完了。我们 team 在做一个 AI 教育产品，我是 designer。"
                 "晚上和男朋友 Alex 去吃了 hotpot，他 still 不吃辣。明天要去 dentist，wish me luck。"],
    [U("job_title", "designer"), U("partner", "Alex"), P("Alex", "relation", "男朋友", "boyfriend"),
     P("Alex", "diet|dislike", "不吃辣"), U("plan", "dentist", req=False)], tag=True)
add(L, "diary", ["Day 12 in 伦敦. 交换生活 so far: 天气 terrible，食物 mediocre，但 museum 都免费 yay。我在 UCL 交换一学期，"
                 "本校是复旦，学的是 economics。室友是 Italian，叫 Giulia，超会做饭。"],
    [U("school", "复旦", "复旦大学", "Fudan"), U("major", "economics"), U("school", "UCL", req=False),
     U("city", "伦敦", "London", req=False), P("Giulia", "relation", "室友", "roommate"),
     P("Giulia", "hometown", "Italian", "Italy", req=False)], tag=True)
add(L, "diary", ["又是 overtime 的一天。我们 law firm 最近接了个大 case，我这个 junior associate 快累死了。Mom 打电话说 grandpa "
                 "住院了，周末要飞回台北。心好累。唯一的 comfort 是我的 cat Luna 一直陪着我。"],
    [U("job_title", "junior associate"), U("industry|employer", "law firm", req=False), U("family", "grandpa"),
     P("grandpa", "health", "住院"), U("plan", "飞回台北", "台北"), U("hometown", "台北", req=False),
     U("pet", "cat"), U("pet_name", "Luna")], tag=True)
add(L, "diary", ["今天是 my 25th birthday! 一个人在 Melbourne，朋友们 video call 给我唱歌。我做了一碗长寿面，老家的 tradition。"
                 "妈妈又说 wish 我早点找个 boyfriend 哈哈，but I'm happy single。"],
    [U("age", "25"), U("city", "Melbourne"), U("family", "妈妈", req=False)], tag=True)

# ---------------- companion chats (5) ----------------
add(L, "comp", ["Echo 我今天 finally 拿到 offer 了！", a("恭喜！！是哪家？是你之前说的 Tencent 吗？"),
                "不是 Tencent，是 ByteDance，做 data scientist，下个月 start", a("太棒了！在北京吗？"),
                "Singapore office，我下个月搬过去"],
    [U("employer|plan", "ByteDance", "字节跳动"), U("job_title|plan", "data scientist"),
     U("plan", "Singapore", "搬过去"), U("city", "Singapore", req=False)], ch="Echo", tag=True)
add(L, "comp", ["小柚 recommend 一首歌吧", a("最近我在循环 Norah Jones 的 Don't Know Why，你喜欢 jazz 吗？"),
                "还行，我更喜欢 city pop，竹内玛莉亚 is my queen", a("Plastic Love yyds！")],
    [C("fav_music", "Norah Jones", "Don't Know Why"), U("fav_music", "竹内玛莉亚", "Mariya Takeuchi"),
     U("fav_music", "city pop")], ch="小柚", tag=True)
add(L, "comp", ["Bao 我 pregnant 了！12 周", a("天哪恭喜！！是你和 David 的第一个宝宝吗？"),
                "David 是我哥啦😂 我老公叫 Ethan。对，first baby", a("抱歉记错了！恭喜你和 Ethan！")],
    [U("health", "pregnant", "怀孕"), U("partner", "Ethan"), P("Ethan", "relation", "老公", "husband"),
     U("family", "David"), P("David", "relation", "我哥", "哥哥", "brother"), U("gender", "female", req=False)],
    ch="Bao", tag=True)
add(L, "comp", ["mimi 我最近 insomnia 很严重", a("是不是工作压力太大？你还在做 consulting 吗？"),
                "早不做了，现在在大学当 lecturer，教 statistics", a("那比 consulting 轻松一点吧？"),
                "haha 没有，照样熬夜改 paper"],
    [U("health", "insomnia", "失眠"), U("job_title", "lecturer", "教 statistics"),
     U("employer|industry", "大学", req=False)], ch="Mimi", tag=True)
add(L, "comp", ["Nico, 我想养狗，你觉得 corgi 还是 shiba 好？", a("Corgi 很粘人，shiba 比较独立。你住的是 apartment 吗？"),
                "对，一个 studio in 布鲁克林，而且 landlord 不让养大狗", a("那小型犬比较好～"),
                "嗯，而且我对狗毛 slightly 过敏，吃药就好"],
    [U("city", "布鲁克林", "Brooklyn"), U("allergy", "狗毛", "dog hair")], ch="Nico", tag=True)

# ---------------- group chats (4: 2 me, 2 exporter) ----------------
add(L, "group", [s("阿豪", "谁还在湾区？周末 BBQ"), s("Cathy", "我搬去 Seattle 了, Microsoft 那边 offer 接了"),
                 s("Vivian", "我还在 San Jose！in，我带 dessert。btw 我现在在 Nvidia 做 hardware"),
                 s("阿豪", "nice，Vivian 你老公也来吗"), s("Vivian", "他要 on call，他是 ER doctor 哈哈")],
    [U("city", "San Jose"), U("employer", "Nvidia"), U("industry|job_title", "hardware"), U("partner", "老公"),
     P("老公", "job_title", "ER doctor"), P("Cathy", "city", "Seattle"), P("Cathy", "employer", "Microsoft")],
    me="Vivian", tag=True)
add(L, "group", [s("妈妈", "Lin 你弟弟考上 NYU 了！"), s("弟弟", "哈哈 computer science，fall 入学"),
                 x("Lin", "恭喜 bro！I'm so proud. 我在 New York 也好照顾你，我 apartment 就在 Queens"),
                 s("妈妈", "太好了，你们姐弟互相照应")],
    [U("city", "New York", "纽约"), U("place", "Queens"), U("family", "弟弟"), P("弟弟", "school|plan", "NYU"),
     P("弟弟", "major", "computer science"), U("gender", "female", req=False)], tag=True)
add(L, "group", [s("Coach Wu", "本周 class schedule 已更新"), s("Ray", "Coach 我 shoulder 还没好，请假一周"),
                 s("Tina", "我可以 take Ray 的 slot 吗？我在备赛 powerlifting，下个月 compete"),
                 s("Coach Wu", "OK Tina，deadlift PR 多少了？"), s("Tina", "140kg！体重才 60 哈哈")],
    [U("sport", "powerlifting"), U("plan", "compete", "备赛"), P("Ray", "health", "shoulder")], me="Tina", tag=True)
add(L, "group", [s("小K", "今晚谁做饭"), x("Jason", "我今天 late shift at 医院 until 11，sorry"),
                 s("Ming", "我来吧，做 my mom's 红烧肉 recipe"), s("小K", "yes！Ming 的红烧肉是我 favorite"),
                 s("Jason", "给我留一点，我 also love 红烧肉")],
    [U("fav_food", "红烧肉"), P("小K", "fav_food", "红烧肉"), U("employer|job_title", "医院", req=False)], tag=True)
