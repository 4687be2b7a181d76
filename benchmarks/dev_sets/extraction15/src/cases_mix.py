from h import S, D, CH, G, U, P, C

M = "mix"
CASES = [
    # ---------------- short chats ----------------
    S(M, "我在Amazon做SDE，base西雅图，但说实话更想回国 honestly", [
        U("employer", "Amazon", "亚马逊"), U("job_title", "SDE", "software engineer"),
        U("city", "西雅图", "Seattle")], tag=True),
    S(M, "my mom是上海人，我是在Toronto长大的 so my 中文 is kinda meh", [
        U("hometown", "Toronto", "多伦多"), P("mom", "hometown", "上海", "Shanghai"),
        U("family", "mom", r=False), U("language", "中文", "Chinese", r=False)]),
    S(M, "今天拿到一个startup的offer，想了想还是stay在Meta吧，benefits太香了", [
        U("employer", "Meta")], tag=True),
    S(M, "我allergic to cats 但我男朋友养了两只ragdoll 😭 每次去他家都狂打喷嚏", [
        U("allergy", "cats", "猫"), U("partner", "男朋友", "boyfriend"),
        P("男朋友", "pet", "ragdoll", "布偶")], tag=True),
    S(M, "周末又去了climbing gym，my forearms are dead，我现在每周雷打不动去两次", [
        U("sport", "climbing", "攀岩")]),
    S(M, "我的email是kevinzhang.dev@outlook.com，手机+86 186 1234 5678，有事直接call", [
        U("email", "kevinzhang.dev@outlook.com"), U("phone", "+86 186 1234 5678", "18612345678")]),
    S(M, "我在NYU读master，专业data science，明年五月graduate", [
        U("school", "NYU", "纽约大学"), U("degree", "master", "硕士"),
        U("major", "data science", "数据科学")]),
    S(M, "我女儿Sophie今年6岁，刚开始学violin，我自己piano弹了二十年", [
        U("family", "Sophie"), P("Sophie", "relation", "女儿", "daughter"), P("Sophie", "age", "6"),
        P("Sophie", "instrument", "violin", "小提琴"), U("instrument", "piano", "钢琴")]),
    S(M, "我not a coffee person哈，只喝oolong，真的obsessed", [
        U("dislike", "coffee", "咖啡"), U(["fav_food", "diet"], "oolong", "乌龙茶")], tag=True),
    S(M, "I'm 香港人 but live in 深圳 now，每天过关上班 so tiring", [
        U("hometown", "香港", "Hong Kong"), U("city", "深圳", "Shenzhen")]),
    S(M, "最近在追Succession，不过all-time fav还是Breaking Bad，无敌", [
        U("fav_film", "Breaking Bad", "绝命毒师")], tag=True),
    S(M, "我叫Vivian陈，33，做marketing的，在Dubai住三年了 lol", [
        U("name", "Vivian陈", "Vivian"), U("age", "33"), U(["job_title", "industry"], "marketing", "市场"),
        U("city", "Dubai", "迪拜")]),

    # ---------------- diaries ----------------
    D(M, "今天first day at 新公司，Tesla上海超级工厂，做quality engineer。通勤一小时but食堂is amazing。我husband说他下个月也想换工作 lol。晚上walk了狗，Lucky今天特别乖，没有追猫。", [
        U("employer", "Tesla", "特斯拉"), U("job_title", "quality engineer", "质量工程师"),
        U("city", "上海", "Shanghai", r=False), U("partner", "husband", "老公"),
        P("husband", "plan", "换工作", r=False), U("pet", "狗", "dog"), U("pet_name", "Lucky")], tag=True),
    D(M, "Feb 20. 今天终于把thesis交了！！四年PhD就这么结束了。导师Prof. Li说defense在四月。爸妈在成都，video call的时候我妈哭了哈哈。晚上和roommate去吃了hotpot，my favorite food no doubt。", [
        U("degree", "PhD", "博士"), U("plan", "defense", "答辩"), U("fav_food", "hotpot", "火锅"),
        P("爸妈", "city", "成都", "Chengdu"), U("family", "爸妈", "parents", r=False),
        P("Li", "relation", "导师", "advisor")], tag=True),
    D(M, "Sunday. 带grandpa去医院复查，他88了还坚持自己走。He's had 糖尿病 for twenty years。下午回家practice了一会guitar，我在学fingerstyle。晚上cook了番茄炒蛋，my comfort food。BTW明天要去Chicago出差三天。", [
        U("family", "grandpa", "爷爷"), P("grandpa", "age", "88"), P("grandpa", "health", "糖尿病", "diabetes"),
        U("instrument", "guitar", "吉他"), U("fav_food", "番茄炒蛋", "tomato egg"),
        U("plan", "去Chicago出差", "Chicago出差", "Chicago")], tag=True),
    D(M, "今天跟boss提了resignation，下个月开始去Google做UX researcher。在现在这家fintech公司待了三年，有点舍不得team。我女朋友Jenny说我终于brave了一次哈哈。晚上celebrate，吃了sushi。", [
        U(["employer", "plan"], "Google", "谷歌"), U(["job_title", "plan"], "UX researcher"),
        U("industry", "fintech", "金融科技", r=False), U("partner", "Jenny"),
        P("Jenny", "relation", "女朋友", "girlfriend")], tag=True),

    # ---------------- companion chats ----------------
    CH(M, "Luca", ["Luca我今天finally去adopt了一只猫!!",
                   "哇！什么品种？",
                   "就一只orange tabby，叫Mango 🥭",
                   "Mango好可爱！你之前养过猫吗？",
                   "没有 first time，以前我妈死活不让养"], [
        U("pet", "orange tabby", "猫", "cat"), U("pet_name", "Mango")], tag=True),
    CH(M, "Aria", ["Aria你还记得我在哪上班吗",
                   "你在Microsoft对吧？",
                   "那是我老公😂 我在Apple，做hardware engineer",
                   "Sorry！Apple的hardware engineer，记住了",
                   "我们家two engineers，吃饭都在聊bug"], [
        U("employer", "Apple", "苹果"), U("job_title", "hardware engineer", "硬件工程师"),
        U("partner", "老公", "husband"), P("老公", "employer", "Microsoft", "微软")], tag=True),
    CH(M, "Yuki", ["Yuki你最喜欢吃什么",
                   "我最喜欢ramen！尤其是tonkotsu。你呢？",
                   "我是spicy food爱好者，四川人嘛，火锅forever",
                   "四川人！是成都的吗？",
                   "绵阳的，but在Singapore工作"], [
        C("fav_food", "ramen", "tonkotsu"), U("fav_food", "火锅", "hotpot"),
        U("hometown", "绵阳", "四川", "Mianyang"), U("city", "Singapore", "新加坡")], tag=True),
    CH(M, "Ollie", ["ollie我next Friday生日！",
                    "Happy early birthday！要30岁了吗？",
                    "不是啦 26，别把我说老了",
                    "26！有什么plan？",
                    "和girlfriend去Kyoto，机票订好了"], [
        U("age", "26", r=False), U("birthday", "next Friday", r=False),
        U("plan", "去Kyoto", "Kyoto", "京都"), U("partner", "girlfriend", "女朋友")], tag=True),

    # ---------------- group chats ----------------
    G(M, [("阿峰", "兄弟们我下个月搬去Berlin了，公司transfer"),
          ("Lily", "omg恭喜！那你女朋友呢"),
          ("阿峰", "她一起去，她在那边也找到job了"),
          ("Ken", "牛！我还在Vancouver苦哈哈写code，有空来玩")], [
        U("city", "Vancouver", "温哥华"), U("job_title", "写code", "programmer", r=False),
        P("阿峰", "plan", "搬去Berlin", "Berlin"), P("阿峰", "partner", "女朋友", "girlfriend")],
      tag=True, me="Ken"),
    G(M, [("妈妈", "Kelly你弟考上UCLA了！"),
          ("Kelly", "wow congrats!! 我当年只上了个state school哈哈。我next month回来visit，ticket已经买了"),
          ("弟弟", "姐 帮我带点Trader Joe's的零食"),
          ("Kelly", "ok，反正我住Irvine，去超市很方便")], [
        P("弟弟", "school", "UCLA"), U("family", "弟弟", "brother", r=False),
        U("plan", "visit", "回来visit"), U("city", "Irvine"), U("name", "Kelly", r=False)],
      tag=True, exp="Kelly"),
    G(M, [("Coach Dan", "明早6点HIIT class谁来"),
          ("小美", "我来！不过我lactose intolerant，protein shake要plant-based的"),
          ("阿涛", "我pass，昨天leg day腿废了"),
          ("Coach Dan", "没问题小美")], [
        U(["health", "diet", "allergy"], "lactose intolerant", "乳糖不耐受"),
        U("sport", "HIIT", r=False)], tag=True, me="小美"),
    G(M, [("Manager Chen", "新来的intern下周一报到"),
          ("Sophia", "好的，我来onboard她。BTW我下周三dentist appointment，请半天"),
          ("David", "Sophia你不是刚从Sydney office调过来吗，还习惯北京吗"),
          ("Sophia", "习惯啦，就是空气太干，我的skin受不了")], [
        U("city", "北京", "Beijing"), U("plan", "dentist appointment", "dentist"),
        U("name", "Sophia", r=False)], tag=True, exp="Sophia"),
]
