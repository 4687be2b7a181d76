"""Mixed-language cases of dev set 24 (24): 12 short chats, 4 diaries, 4 companion chats, 4 group chats."""
from h import U, P, C, S, D, K, G

L = "mix"

SHORT = [
    S(L, "刚拿到 offer from 微软 Suzhou，下个月入职做 SDE 2，终于不用在外包熬了",
      x=[U("employer|plan", "微软", "Microsoft"), U("job_title|plan", "SDE 2", "SDE"), U("city|plan", "Suzhou", "苏州", r=False)], t=True),
    S(L, "我 boyfriend 是 ABC，中文只会说'好吃'哈哈，他在 LA 做 sound engineer",
      x=[U("partner", "boyfriend", "男朋友"), P("boyfriend", "job_title", "sound engineer"), P("boyfriend", "city", "LA", "Los Angeles"),
         P("boyfriend", "hometown", "美国", "US", r=False)], t=True),
    S(L, "my mom 是重庆人所以我从小无辣不欢，but I was born and raised in Vancouver",
      x=[U("hometown", "Vancouver", "温哥华"), P("mom", "hometown", "重庆", "Chongqing"), U("family", "mom", r=False),
         U("fav_food", "辣", "spicy food", r=False)], t=True),
    S(L, "最近在 Coursera 上 UX design 的课，白天还是在做 accounting，想 career switch 但还没勇气 quit",
      x=[U("job_title|industry", "accounting", "accountant"), U("major|hobby", "UX design", r=False)], t=True),
    S(L, "I'm allergic to 花生 and 芝麻，出去吃饭每次都要问半天", x=[U("allergy", "花生", "peanuts"), U("allergy", "芝麻", "sesame")]),
    S(L, "我的 email 是 kevin.lu@outlook.com，WeChat 同手机号 +86 138 0013 7742",
      x=[U("email", "kevin.lu@outlook.com"), U("phone", "+86 138 0013 7742", "138 0013 7742")]),
    S(L, "我们家 corgi 叫 Mochi，今天 vet 说它有点 overweight 😂 都怪我老公偷偷喂它",
      x=[U("pet", "corgi", "柯基", "dog"), U("pet_name", "Mochi"), U("partner", "老公", "husband", r=False)]),
    S(L, "不是 Shanghai 啦，I live in Hangzhou，只是经常去上海出差", x=[U("city", "Hangzhou", "杭州")], t=True),
    S(L, "lol 我上个月 officially 辞职了 from 银行，now full-time 做 YouTube，粉丝刚破十万",
      x=[U("job_title", "YouTube", "YouTuber")], t=True),
    S(L, "我最喜欢的电影是《花样年华》，Tony Leung 太帅了，my husband only watches Marvel",
      x=[U("fav_film", "花样年华", "In the Mood for Love"), U("partner", "husband", r=False),
         P("husband", "fav_film", "Marvel", r=False)], t=True),
    S(L, "I'm 26，巨蟹座，生日 July 9，今年打算考 CFA level 1，已经报名了",
      x=[U("age", "26"), U("birthday", "July 9", "7月9日"), U("plan", "CFA level 1", "CFA")]),
    S(L, "我会弹 guitar 但是很烂，我弟弟 is the real musician，在 Berklee 读 jazz piano",
      x=[U("instrument", "guitar", "吉他"), U("family", "弟弟", "brother"), P("弟弟", "school", "Berklee"),
         P("弟弟", "major", "jazz piano"), P("弟弟", "instrument", "piano", r=False)], t=True),
]

DIARY = [
    D(L, "Oct 3. 今天是在新加坡的第一个 week。Office 在 Marina Bay，每天看着金沙酒店上班，still feels unreal。New team 很 nice，"
         "manager 是个马来西亚 auntie，说话超快。晚上一个人去吃了 chicken rice，有点想家。妈妈 video call 问我吃得惯吗，我说 all good。"
         "Next step: 找房子，现在还住 serviced apartment。",
      x=[U("city", "新加坡", "Singapore"), U("plan", "找房子", r=False), U("family", "妈妈", r=False)], t=True),
    D(L, "Saturday. Morning 去 farmers market 买了好多 peaches。下午 teach 了两节 piano lessons，这是我的 side hustle，工作日还是在 law firm "
         "当 paralegal。晚上和 roommate Jess 看了 Everything Everywhere All at Once，第三遍了，my all-time fav。Jess 下个月要搬去 Seattle，sad。",
      x=[U("job_title", "piano lessons", "piano teacher"), U("instrument", "piano"), U("job_title", "paralegal"),
         U("employer", "law firm", r=False), U("fav_film", "Everything Everywhere All at Once"), P("Jess", "relation", "roommate"),
         P("Jess", "plan", "搬去 Seattle", "Seattle")], t=True),
    D(L, "今天被 manager 叫进 meeting room，我以为要被 fire 了，结果是 promotion！！Senior analyst 了家人们。出来给老公发消息，"
         "他在上班回了个 👍 就没了，typical 程序员。晚上吃 hotpot 庆祝，我的 lactose intolerance 又忘了，喝了奶茶，肚子疼到半夜。",
      x=[U("job_title", "Senior analyst"), U("partner", "老公", "husband"), P("老公", "job_title", "程序员", "programmer"),
         U("health|diet|allergy", "lactose intolerance", "乳糖不耐受")], t=True),
    D(L, "Journal, day 40 of 裸辞。存款还能撑半年。早上去 climbing gym，这是我每周三次的 routine，唯一没变的事。下午面了一家 Shenzhen 的 startup，"
         "对方说 remote OK。晚上给 Lucky 洗澡，它是只 12 岁的 shiba，毛掉一地。我姐说我再不找工作就搬回长沙跟爸妈住，no thanks。",
      x=[U("job_title", "裸辞", "失业", "unemployed"), U("sport", "climbing", "攀岩"), U("pet", "shiba", "柴犬", "dog"),
         U("pet_name", "Lucky"), U("family", "姐", r=False), U("hometown", "长沙", r=False)], t=True),
]

COMPANION = [
    K(L, "Luna", ["Luna，今天我 officially 开始 work from home 了，公司 downsizing 把 office 关了",
                  "Oh wow! 那你还在那家 gaming company 做 art 吗？",
                  "对，还在 Lilith，做 3D character artist，只是不用去 office 了",
                  "那你可以搬回老家了！你老家是哈尔滨吧？",
                  "不是哈尔滨，是大连！而且我不搬，我喜欢上海"],
      x=[U("employer", "Lilith"), U("job_title", "3D character artist"), U("industry", "gaming", "游戏"),
         U("hometown", "大连", "Dalian"), U("city", "上海", "Shanghai")]),
    K(L, "Max", ["Max 我跟你说 我今天 adopt 了一只兔子！",
                 "So cute!! 是你之前说的那只 Holland Lop 吗？叫 Bun Bun？",
                 "不是啦 是只 lionhead，名字叫年糕。Bun Bun 是我朋友的兔子",
                 "年糕 is adorable. 你住的 apartment 可以养吗？",
                 "可以的 我房东超 nice，她自己也养了两只猫"],
      x=[U("pet", "lionhead", "兔子", "rabbit"), U("pet_name", "年糕"), P("朋友", "pet_name", "Bun Bun"), P("朋友", "pet", "兔子"),
         P("房东", "pet", "猫", "cat")]),
    K(L, "Yuki", ["Yuki 我下周 start 新工作了，在一家 fintech 做 compliance",
                  "恭喜！是在香港吗？",
                  "对，香港中环。我之前住深圳，每天过关太累了所以直接搬过来了",
                  "搬家辛苦了！你粤语 OK 吗？",
                  "我广州人啊，粤语是母语"],
      x=[U("industry|plan", "fintech"), U("job_title|plan", "compliance"), U("city", "香港", "Hong Kong"),
         U("place", "中环", r=False), U("hometown", "广州", "Guangzhou"), U("language", "粤语", "Cantonese")]),
    K(L, "Leo", ["Leo 我今天去 check 了，是 gestational diabetes 😞",
                 "抱抱！宝宝还好吗？几个月了？",
                 "七个月了，baby 没事。就是以后要控糖了，我最爱的 bubble tea 没了",
                 "你先生会陪你一起控糖吗？",
                 "他？他只会说'少吃点'哈哈。我自己 manage"],
      x=[U("health", "gestational diabetes", "妊娠糖尿病"), U("diet", "控糖"), U("fav_food", "bubble tea", "奶茶"),
         U("partner", "先生", "husband", r=False), U("gender", "female", "女", r=False)]),
]

GROUP = [
    G(L, [("Vivian", "姐妹们 I got the job!! 下个月去 Amazon Seattle 报到"),
          ("小敏", "omg congrats!! 是 PM 吗"),
          ("Vivian", "对 product manager，relocation package 也批了"),
          ("Hannah", "那你温哥华的房子怎么办"),
          ("Vivian", "先租出去，my parents 会帮我看着")],
      x=[U("employer|plan", "Amazon"), U("job_title|plan", "product manager", "PM"), U("plan", "Seattle"),
         U("city", "温哥华", "Vancouver", r=False), U("belonging", "房子", r=False)], me="Vivian"),
    G(L, [("阿Ray", "周末 badminton 谁来？我订了场，Sunday 3pm"),
          ("Cindy", "我来！不过我 ankle 还没好全"),
          ("阿Ray", "OK 慢慢打。对了我下周去 Tokyo 出差一周，so 下下周停一次"),
          ("Tony", "阿Ray 你不是说你 quit 了吗，还出差？"),
          ("阿Ray", "quit 的是 side project 哈哈，正职还在 Sony")],
      x=[U("sport", "badminton", "羽毛球"), U("plan", "badminton", "订了场"), U("plan", "Tokyo 出差", "出差"),
         U("employer", "Sony"), P("Cindy", "health", "ankle"), P("Cindy", "plan", "badminton"), U("name", "阿Ray", r=False)], ex="阿Ray"),
    G(L, [("Mom", "Eric 你 flight 几点到？"),
          ("Eric", "Friday 6pm 到白云机场。Sarah 也一起来"),
          ("Aunt Mei", "Sarah 是女朋友吗？做什么的？"),
          ("Eric", "是 fiancée 了！她是 dentist，在 Toronto 有自己的 clinic"),
          ("Mom", "哎呀怎么不早说")],
      x=[U("plan", "flight", "白云机场"), U("partner", "Sarah"), P("Sarah", "relation", "fiancée"), P("Sarah", "job_title", "dentist"),
         P("Sarah", "city", "Toronto"), P("Sarah", "employer", "clinic", r=False)], me="Eric"),
    G(L, [("Stella", "各位 parents，下周五 class party 我负责 desserts 🍰"),
          ("Leo爸爸", "thanks Stella! 我们家 Leo 对 egg 过敏哦"),
          ("Stella", "noted! 我家 Mia 是 lactose intolerant，所以我会做 vegan 的"),
          ("Ms. Wong", "Thank you both! Remember to sign the permission slip")],
      x=[U("plan", "class party", "desserts"), U("family", "Mia"), P("Mia", "health|diet|allergy", "lactose intolerant"),
         P("Mia", "relation", "孩子", "daughter", r=False), P("Leo", "allergy", "egg"), U("name", "Stella", r=False)], ex="Stella"),
]

CASES = SHORT + DIARY + COMPANION + GROUP
