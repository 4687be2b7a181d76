from h import *

L = "mix"
CASES = []


def add(kind, turns, expect, **k):
    CASES.append(case(L, kind, turns, expect, **k))


# ---------- short chats ----------
add("short", ["我在Google做SWE，base在新加坡，不过team在Mountain View，经常要半夜开会 so tired"],
    [U("employer", ["Google", "谷歌"]), U("job_title", ["SWE", "software engineer"]),
     U("city", ["新加坡", "Singapore"])], tag=True)

add("short", ["my mom说我该找个男朋友了，但我其实有女朋友 just haven't told her yet 😅"],
    [U("partner", ["女朋友", "girlfriend"]), U("family", ["mom"], False)], tag=True)

add("short", ["I'm allergic to 花粉, 每年春天都像感冒一样 sneezing nonstop"],
    [U("allergy", ["花粉", "pollen"])])

add("short", ["昨天去了Costco，买了一大堆东西，不是在那上班哈，我在隔壁的Home Depot"],
    [U("employer", ["Home Depot"])], tag=True)

add("short", ["我的英文名是Vivian，中文名叫王诗涵，老家是台南，现在在LA读fashion design"],
    [U("name", ["王诗涵"]), U(["name", "nickname"], ["Vivian"]), U("hometown", ["台南", "Tainan"]),
     U("city", ["LA", "Los Angeles", "洛杉矶"]), U("major", ["fashion design", "服装设计"])])

add("short", ["Birthday is 12月8号, sagittarius, 别忘了送我礼物 haha，寄不了的话发个 e-card 到 amy.zhou@outlook.com 也行"],
    [U("birthday", ["12月8号", "December 8"]), U("email", ["amy.zhou@outlook.com"])])

add("short", ["养了两只bunny，一只叫Oreo一只叫Latte，都是荷兰垂耳兔"],
    [U("pet", ["bunny", "荷兰垂耳兔", "rabbit"]), U("pet_name", ["Oreo"]), U("pet_name", ["Latte"])])

add("short", ["我是legally blind，左眼基本看不见，所以不能开车 btw"],
    [U("health", ["legally blind", "左眼基本看不见"])])

add("short", [u("正在准备GRE，下个月15号考试，目标325，申美国的CS master"), a("目标325很不错！你本科是什么专业呀？"),
               u("数学, 在川大读的, 转CS有点难 honestly")],
    [U("plan", ["GRE", "GRE考试"]), U("plan", ["CS master", "申美国的CS master"], False),
     U("major", ["数学", "math"]), U("school", ["川大", "四川大学", "Sichuan University"])], tag=True)

add("short", ["我boyfriend是韩国人，在首尔做game designer，我们long distance两年了"],
    [U("partner", ["boyfriend", "男朋友"]), P("boyfriend", "hometown", ["韩国", "Korea"]),
     P("boyfriend", "city", ["首尔", "Seoul"]), P("boyfriend", "job_title", ["game designer", "游戏策划"])], tag=True)

add("short", ["不好意思打扰一下，my number is 0412 883 905，我在墨尔本，方便的话 text me"],
    [U("phone", ["0412 883 905"]), U("city", ["墨尔本", "Melbourne"])])

add("short", ["我最喜欢的电影是《花样年华》, Wong Kar-wai is a genius, 但我男朋友觉得很无聊 zzz"],
    [U("fav_film", ["花样年华", "In the Mood for Love"]), U("partner", ["男朋友", "boyfriend"]),
     P("男朋友", "dislike", ["花样年华"], False)], tag=True)

# ---------- companion chats ----------
add("companion", [u("Lumi 我今天offer来了！！"), a("恭喜！！是哪家呀？"),
                  u("BCG Shanghai office，analyst，下个月入职"), a("太厉害了！你现在还在北京吗？"), u("对，月底搬去上海")],
    [U(["employer", "plan"], ["BCG"]), U(["job_title", "plan"], ["analyst"]), U("city", ["北京", "Beijing"]),
     U("plan", ["搬去上海", "上海"])], tag=True, character="Lumi")

add("companion", [u("ollie你知道吗我妹妹下周结婚"), a("Congrats to your sister! Are you the maid of honor?"),
                  u("是的😭 speech还没写"), a("I can help you write it! What's her fiancé like?"),
                  u("他是个dentist，人很好，在温哥华开诊所")],
    [P("妹妹", "plan", ["结婚", "wedding"]), U("family", ["妹妹", "sister"]),
     U("plan", ["maid of honor", "伴娘"], False), U("gender", ["maid of honor", "female"], False),
     P("妹妹未婚夫", "job_title", ["dentist", "牙医"]), P("妹妹未婚夫", "city", ["温哥华", "Vancouver"], False)],
    tag=True, character="Ollie")

add("companion", [u("I just moved to 成都 for work and i don't know anyone here"), a("欢迎来成都！你是做什么工作的呀？"),
                  u("game studio, 在天府软件园, I do 3D modeling"), a("好酷！那你周末可以去玩剧本杀认识朋友"),
                  u("maybe, I'm pretty introverted tho")],
    [U("city", ["成都", "Chengdu"]), U("job_title", ["3D modeling", "3D modeler", "3D建模"]),
     U("industry", ["game", "game studio", "游戏"]), U("place", ["天府软件园"], False)], tag=True, character="阿蓝")

add("companion", [u("Kiki 我跟你说 my cat 咪咪 is 15 years old now"), a("哇十五岁！那你养她多久了？是不是从小就养？"),
                  u("yes since I was 12, so you can do the math 😂"), a("那你今年27岁啦！"), u("对 haha 27")],
    [U("pet", ["cat", "猫"]), U("pet_name", ["咪咪"]), U("age", ["27"])], tag=True, character="Kiki")

# ---------- diaries ----------
add("diary", [u("Monday. 今天又是被deadline追着跑的一天. Client in London wants the deck by tomorrow 早上. 中午跟Rachel吃了ramen, "
                "她说她要辞职去读MBA. 我呢? still stuck at this consulting firm, 已经第五年了. 晚上去gym练了腿, 明天肯定走不了路. "
                "睡前跟我妈视频, 她在温州一切都好.")],
    [U("industry", ["consulting", "咨询"]), U("employer", ["consulting firm"], False),
     P("Rachel", "plan", ["读MBA", "MBA"], False), P("妈妈", "city", ["温州", "Wenzhou"]),
     U("family", ["我妈", "妈妈"]), U("sport", ["gym"], False)], tag=True)

add("diary", [u("Sunday 在家 meal prep. 我最近开始吃keto, 已经两周没碰米饭了, 好想念. Finished reading 《三体》第二部, 黑暗森林 is so good, "
                "我最喜欢的书没有之一. 下午带我家husky出去溜, 名字叫Snow, 他把邻居家的花踩了. 道歉道到晚上.")],
    [U("diet", ["keto"]), U("fav_book", ["黑暗森林", "三体", "The Dark Forest"]),
     U("pet", ["husky", "哈士奇"]), U("pet_name", ["Snow"])])

add("diary", [u("3/21 今天是我在Toronto的第一个冬天结束 finally. 做了一年的nanny了, 照顾的小孩叫Ethan, 5岁, 超可爱但是超能闹. "
                "我自己其实是学early childhood education的, 国内幼师证也有. 今天Ethan妈妈说要给我涨工资!")],
    [U("city", ["Toronto", "多伦多"]), U("job_title", ["nanny", "保姆"]),
     U("major", ["early childhood education", "学前教育"]), P("Ethan", "age", ["5岁", "5"])], tag=True)

add("diary", [u("Day 3 in Chiang Mai. 这次是solo trip, 下周就回Shanghai上班了. 今天上了泰式烹饪课, 学了green curry, 打算回去做给室友吃. "
                "遇到一个Australian girl说她在这住了三年了, so jealous. 我的工作 remote 不了, 在一家 bank 做 risk analyst 嘛.")],
    [U("city", ["Shanghai", "上海"]), U("job_title", ["risk analyst"]), U("employer", ["bank"], False),
     U("industry", ["bank", "banking"], False)], tag=True)

# ---------- group chats ----------
add("group", [s("表姐", "Jason 你下个月回国不？外婆九十大寿"),
              s("Jason林", "回！机票订好了，from Vancouver 飞上海"),
              s("小舅", "好啊，你现在还在UBC读书吗"),
              s("Jason林", "早毕业啦，现在在一家 architecture firm 上班，做 junior architect"),
              s("表姐", "厉害了我的弟")],
    [U("plan", ["回国", "外婆九十大寿"]), U("city", ["Vancouver", "温哥华"]), U("job_title", ["junior architect", "architect"]),
     U("school", ["UBC"]), P("外婆", "age", ["九十", "90"]), U("family", ["外婆"], False),
     U("name", ["Jason"], False), U("employer", ["architecture firm"], False)], tag=True, me="Jason林")

add("group", [s("Mark", "明天 team building 去爬山, everyone ok?"),
              s("Cindy", "我ok，不过我有哮喘，爬不了太陡的 btw", exp=True),
              s("小周", "我不去了，我老婆下周生，走不开"), s("Mark", "恭喜！Cindy 那你跟我们走 easy route")],
    [U("health", ["哮喘", "asthma"]), U("plan", ["team building", "爬山"], False),
     P("小周", "partner", ["老婆", "wife"]), U("name", ["Cindy"], False)], tag=True)

add("group", [s("Aria", "谁把我的oat milk喝了😤"),
              s("阿哲", "not me, 我乳糖不耐但 oat milk 不影响…ok fine it was me"),
              s("Leo", "lol 不是我，我对燕麦过敏 remember", exp=True), s("Aria", "阿哲 you owe me")],
    [U("allergy", ["燕麦", "oat", "oats"]), P("阿哲", ["health", "allergy", "diet"], ["乳糖不耐", "lactose intolerant"]),
     U("name", ["Leo"], False)], tag=True)

add("group", [s("Tanaka老师", "下周N2模考，大家报名了吗"),
              s("Yuki", "报了！我在名古屋工作两年了，日语还是很烂 orz", exp=True),
              s("小北", "我也报了，我是在国内自学的"), s("Tanaka老师", "大家加油～")],
    [U("plan", ["N2模考", "N2"]), U("city", ["名古屋", "Nagoya"]), U("language", ["日语", "Japanese"], False),
     P("小北", "plan", ["N2模考", "N2"]), P("小北", "language", ["日语", "Japanese"]),
     U("name", ["Yuki"], False)], tag=True)
