"""Mixed-language cases of dev set 26 (24): 12 short chats, 4 diaries, 4 companion chats, 4 group chats."""
from h import u, p, c, U, A, S, case

M = "mix"
CASES = []
add = CASES.append

# ---------------------------------------------------------------- short chats
add(case(M, "short", [U("我在Google上班，but 不是工程师，是做HR的 lol 每次说出来大家都很失望")], [
    u("employer", "Google|谷歌"),
    u("job_title", "HR"),
], neg=True))

add(case(M, "short", [U("我女儿Chloe今年16，在学校打volleyball，打得比我好太多了")], [
    u("family", "Chloe"),
    p("Chloe", "relation", "女儿|daughter"),
    p("Chloe", "age", "16"),
    p("Chloe", "sport", "volleyball|排球"),
], neg=True))

add(case(M, "short", [U("my mom 今年七十五了，还每天晚上去跳广场舞，身体比我还好")], [
    u("family", "mom|妈妈", False),
    p("mom", "age", "七十五|75"),
    p("mom", "hobby", "广场舞|square dancing"),
], neg=True))

add(case(M, "short", [U("我是 lactose intolerant，喝拿铁都得换燕麦奶，不然一下午都在厕所")], [
    u("health|allergy|diet", "lactose intolerant|乳糖不耐受"),
]))

add(case(M, "short", [U("刚拿到 driver's license！三十五岁才考出来，而且是生日那天考的（11月2号），best birthday gift ever")], [
    u("age", "三十五|35"),
    u("birthday", "11月2号|November 2"),
    u("belonging", "driver's license|驾照", False),
]))

add(case(M, "short", [U("老家 Vancouver，但我爸妈是广东人，所以我粤语 OK，普通话就一般般")], [
    u("hometown", "Vancouver|温哥华"),
    u("language", "粤语|Cantonese"),
    u("language", "普通话|Mandarin", False),
    p("爸妈", "hometown", "广东|Guangdong"),
], neg=True))

add(case(M, "short", [U("my wechat 就是手机号：138 1122 6790，直接加就行")], [
    u("phone", "138 1122 6790|13811226790"),
]))

add(case(M, "short", [U("最近在循环 Taylor Swift 的新专辑，but honestly 我的 all-time favorite 还是陈奕迅")], [
    u("fav_music", "陈奕迅|Eason Chan"),
], neg=True))

add(case(M, "short", [U("I work at 腾讯 in Shenzhen, 做 product manager，已经第六年了")], [
    u("employer", "腾讯|Tencent"),
    u("city", "Shenzhen|深圳"),
    u("job_title", "product manager|产品经理"),
]))

add(case(M, "short", [U("下个月 move to Singapore，offer 已经签了，for now 还在北京苟着")], [
    u("plan", "move to Singapore|Singapore|新加坡"),
    u("city", "北京|Beijing"),
], neg=True))

add(case(M, "short", [U("I'm not a 猫奴, I'm a 狗奴 🐶 两只狗：旺财 and Lucky")], [
    u("pet", "狗|dog"),
    u("pet_name", "旺财"),
    u("pet_name", "Lucky"),
], neg=True))

add(case(M, "short", [U("我的 email 是 zhang.wei.design@outlook.com，之前那个 qq 邮箱 no longer used 了")], [
    u("email", "zhang.wei.design@outlook.com"),
], neg=True))

# ---------------------------------------------------------------- diaries
add(case(M, "diary", [U("Today was crazy. 早上七点送儿子去 swim practice，他才十三岁就已经游得比我快了。然后去 office，我们 team 今天 launch 了新版本，作为 engineering manager 我压力山大。午饭吃了楼下的 ramen，还是我的最爱。下午老妈打电话说她 blood pressure 又高了，让我周末回去看看她。晚上 wife 做了红烧肉，kids 都吃疯了。")], [
    u("family", "儿子|son"),
    p("儿子", "age", "十三|13"),
    p("儿子", "sport", "swim|swimming|游泳"),
    u("job_title", "engineering manager"),
    u("fav_food", "ramen|拉面"),
    p("妈妈", "health", "blood pressure|高血压"),
    u("plan", "周末回去看看她", False),
    u("partner", "wife|老婆", False),
], neg=True))

add(case(M, "diary", [U("周六 sunny ☀️ 终于把 thesis 第三章写完了！advisor 说下周要 meeting。下午和 roommate Emma 去 Trader Joe's 买菜，她是 vegan，所以晚上我们吃的 tofu curry。我现在在 UCSD 读 PhD，bioengineering，第二年了。晚上 FaceTime 我妈，她还是在问我什么时候找男朋友 🙄")], [
    u("school", "UCSD"),
    u("degree", "PhD|博士"),
    u("major", "bioengineering|生物工程"),
    p("Emma", "relation", "roommate|室友"),
    p("Emma", "diet", "vegan"),
], neg=True))

add(case(M, "diary", [U("今天 parent-teacher meeting，老师说 Jason 数学很好但 English writing 要加强。He's 15，正是叛逆期。回家路上接到 bank 电话，我们的 mortgage refinance 批下来了，终于 relief 一点。在 Toronto 做了 twenty years 的 accountant，第一次觉得数字这么可爱。晚上陪我爸去 Chinatown 吃点心，他 80 了，腿脚还挺利索。")], [
    u("family", "Jason", False),
    p("Jason", "age", "15"),
    u("city", "Toronto|多伦多"),
    u("job_title", "accountant|会计"),
    u("family", "我爸|爸爸|dad", False),
    p("爸爸", "age", "80"),
], neg=True))

add(case(M, "diary", [U("Day 3 in 成都 for work，出差 till Friday。火锅 is killing my stomach 但是 worth it。Btw 我其实是 Chicago 人，在 Seattle 住了八年，这次是第一次来 mainland China。公司是做 cloud 的，我是 solutions architect。Tomorrow 去看熊猫 🐼")], [
    u("hometown", "Chicago|芝加哥"),
    u("city", "Seattle|西雅图"),
    u("industry", "cloud|云计算"),
    u("job_title", "solutions architect"),
    u("plan", "去看熊猫", False),
], neg=True))

# ---------------------------------------------------------------- companion chats
add(case(M, "companion", [
    U("Lumi，我今天终于 quit 了我的 job！"),
    A("哇！你是说你辞掉了银行的工作吗？"),
    U("不是银行啦，是 consulting，在 Deloitte 干了五年，彻底 burnout 了"),
    A("五年真的很久了，接下来有什么打算？"),
    U("已经 enrolled 了 culinary school，下个月开学，想以后当 pastry chef"),
], [
    u("school|plan", "culinary school"),
    u("employer", "Deloitte|德勤", False),
    u("industry", "consulting|咨询", False),
    u("job_title", "pastry chef", False),
], character="Lumi", neg=True))

add(case(M, "companion", [
    U("Kai，你还记得我 hometown 是哪里吗？"),
    A("我记得是 Xi'an 对吧？"),
    U("错啦😂 是 Lanzhou，兰州！Xi'an 是我老公的 hometown"),
    A("Oops! 兰州 for you, 西安 for your husband. 那你们现在住哪儿？"),
    U("我们在 Melbourne，已经十年了"),
], [
    u("hometown", "Lanzhou|兰州"),
    u("partner", "老公|husband"),
    p("老公", "hometown", "Xi'an|西安"),
    u("city", "Melbourne|墨尔本"),
], character="Kai", neg=True))

add(case(M, "companion", [
    U("Bobo，my dad is 84 now，最近开始忘事了"),
    A("听起来很让人担心。他一个人住吗？"),
    U("跟我们住。我 husband 很支持，he's a doctor so he gets it"),
    A("那太好了。你们的 kids 能帮上忙吗？"),
    U("两个都在 high school，一个16一个14，帮倒忙还差不多哈哈"),
], [
    u("family", "dad|爸爸"),
    p("dad", "age", "84"),
    p("dad", "health", "忘事|memory loss"),
    u("partner", "husband|老公"),
    p("husband", "job_title", "doctor|医生"),
    u("family", "两个都在 high school|两个|two kids"),
], character="Bobo", neg=True))

add(case(M, "companion", [
    U("Nova 你是哪里人呀"),
    A("I like to think I'm from Kyoto — 我喜欢那里的秋天"),
    U("哈哈 cute。那我是你邻居，大阪 born and raised，现在在 Shanghai 工作"),
    A("大阪！那你一定很爱吃 takoyaki 吧？"),
    U("其实我最爱的是 okonomiyaki，takoyaki 排第二"),
], [
    c("hometown", "Kyoto|京都", False),
    u("hometown", "大阪|Osaka"),
    u("city", "Shanghai|上海"),
    u("fav_food", "okonomiyaki|大阪烧"),
], character="Nova", neg=True))

# ---------------------------------------------------------------- group chats
add(case(M, "group", [
    S("Jenny", "妈，I'm flying back for 春节，1/24 落地"),
    S("妈妈", "好啊！Ryan 也一起回来吗？"),
    S("Jenny", "Ryan 要 work，他们 hospital 春节不放假"),
    S("小舅", "Jenny 你在 Boston 还好吧？冷不冷"),
    S("Jenny", "冷死了 -15°C 😭 但是 I love my job"),
], [
    u("plan", "flying back for 春节|春节"),
    p("Ryan", "employer", "hospital|医院"),
    u("partner", "Ryan", False),
    u("city", "Boston|波士顿"),
], me="Jenny", neg=True))

add(case(M, "group", [
    S("Wendy", "各位 team，明天 off-site 我 lead，8am 大堂集合", x=True),
    S("Alex", "Wendy 我对 nuts 过敏，lunch 麻烦注意一下"),
    S("Wendy", "noted Alex！我自己是 pescatarian，所以我懂"),
    S("老黄", "我明天请假哈，儿子 graduation 🎓"),
], [
    p("Alex", "allergy", "nuts|坚果"),
    u("diet", "pescatarian"),
    p("老黄", "family", "儿子|son", False),
], neg=True))

add(case(M, "group", [
    S("Vivian", "guys 我 engaged 了!!! 💍"),
    S("阿Ken", "WHAT 恭喜！是 Daniel 吗"),
    S("Vivian", "当然是 Daniel 啊😂 wedding 定在明年五月，in 厦门"),
    S("Sharon", "啊啊啊我要当 bridesmaid！"),
], [
    u("partner", "Daniel"),
    p("Daniel", "relation", "fiancé|未婚夫", False),
    u("plan", "wedding|婚礼"),
], me="Vivian", neg=True))

add(case(M, "group", [
    S("Tony", "下班去打 badminton 吗？我订了场 7-9", x=True),
    S("小雨", "我去！最近 shoulder 有点伤，我打轻松的"),
    S("Tony", "ok。Kevin 呢？"),
    S("Kevin", "我在 Beijing business trip 回不来 😭 周末见"),
], [
    u("sport", "badminton|羽毛球"),
    u("plan", "订了场 7-9|badminton"),
    p("小雨", "health", "shoulder 有点伤|shoulder"),
], neg=True))
