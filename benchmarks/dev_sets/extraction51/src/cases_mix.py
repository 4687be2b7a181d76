from h import f, u, a, s, case

C = []
add = C.append

# ---------------- group chats (3) ----------------
add(case("mix", "group", [
    s("Emily老师", "Dear parents, 下周一 English speech contest，每个孩子准备两分钟演讲～"),
    s("Kevin妈妈", "收到！Kevin 选的题目是 my dream job，他说想当 astronaut，我看是想逃避写作业😂"),
    s("Lucas爸爸", "Lucas 紧张得睡不着。btw 我在 Apple 做硬件，如果需要投影仪之类的设备可以借", ex=True),
    s("Emily老师", "Thanks Lucas爸爸！"),
], [
    f("u", "employer", "Apple"),
    f("u", "job_title", "硬件|hardware engineer", False),
    f("u", "family", "Lucas", False),
    f("p:Lucas", "plan", "speech contest|English speech contest", False),
    f("p:Emily老师", "job_title", "老师|English teacher|teacher", False),
], tag=True, parent=True))

add(case("mix", "group", [
    s("Winnie", "周六 brunch 还去吗 guys"),
    s("阿杰", "去！不过我现在 keto，别点 pancake 给我"),
    s("Winnie", "keto 哈哈你坚持不过一周。我 anyway 要吃 eggs benedict，我的 all-time favorite"),
    s("Chloe", "我带我男朋友 Ryan 一起可以吗，他刚从 Vancouver 搬来上海"),
    s("Winnie", "当然！welcome Ryan"),
], [
    f("u", "fav_food", "eggs benedict"),
    f("p:阿杰", "diet", "keto"),
    f("p:Chloe", "partner", "Ryan"),
    f("p:Ryan", "city", "上海|Shanghai"),
    f("p:Ryan", "relation", "男朋友|boyfriend", False),
], me="Winnie", tag=True))

add(case("mix", "group", [
    s("Miss Tan", "Class 2B 家长们好，明天 school photo day，请穿校服"),
    s("Ethan's mum", "Miss Tan，Ethan 门牙掉了两颗，拍出来会很好笑哈哈"),
    s("Chloe妈", "hahaha 我们 Chloe 上个月也是，缺牙照片已经成为经典"),
    s("Ethan's mum", "我们下周搬去新加坡了，这是他在这边最后一张班级照 🥲"),
], [
    f("u", "plan", "搬去新加坡|新加坡|move to Singapore"),
    f("u", "family", "Ethan"),
    f("p:Miss Tan", "job_title", "teacher|老师", False),
], me="Ethan's mum", tag=True, parent=True))

# ---------------- companion chats (5) ----------------
add(case("mix", "companion", [
    u("Nori 我今天 officially 拿到 green card 了！！"),
    a("Congrats!!! 🎉 你在美国多少年了？还在 Seattle 对吧？"),
    u("八年了。不在 Seattle 啦，去年就搬到 San Diego 了你忘了"),
    a("Sorry！San Diego，记住了。你还在 biotech 公司吗？"),
    u("对，还在 Illumina 做 data scientist"),
], [
    f("u", "city", "San Diego"),
    f("u", "employer", "Illumina"),
    f("u", "job_title", "data scientist"),
    f("u", "industry", "biotech", False),
], character="Nori", tag=True))

add(case("mix", "companion", [
    u("小暖，my daughter 今天第一次 piano recital，弹了 Für Elise"),
    a("好棒！她学钢琴多久了？你也会弹吗？"),
    u("她学了两年。我不会，我只会弹吉他哈哈。她叫 Olivia，八岁"),
    a("Olivia 八岁就能上台，太厉害了～"),
], [
    f("p:Olivia", "instrument", "piano|钢琴"),
    f("p:Olivia", "relation", "daughter"),
    f("u", "family", "Olivia"),
    f("p:Olivia", "age", "八岁|8"),
    f("u", "instrument", "吉他|guitar"),
], character="小暖", tag=True, parent=True))

add(case("mix", "companion", [
    u("Iris，help me remember 我的新地址：Block 23, Tampines"),
    a("Got it! 你搬到新加坡东部了？"),
    u("对啊，我们在 Singapore 已经住三年了，这次只是换了个 HDB"),
    a("了解～那你还是在 DBS 上班吗？"),
    u("不是 DBS 啦，是 OCBC，我在 risk team"),
], [
    f("u", "place", "Tampines|Block 23, Tampines"),
    f("u", "city", "Singapore|新加坡"),
    f("u", "employer", "OCBC"),
    f("u", "job_title", "risk team|risk analyst", False),
], character="Iris", tag=True))

add(case("mix", "companion", [
    u("言言 I think 我可能 burnout 了"),
    a("抱抱。是工作太多了吗？你做 consulting 的对吧？"),
    u("对，McKinsey，每周 travel 四天。我男朋友 Leo 都说我住在酒店里"),
    a("难怪会累。Leo 也是做 consulting 的吗？"),
    u("不是，他是 vet，在动物医院上班，作息比我正常多了"),
], [
    f("u", "employer", "McKinsey"),
    f("u", "industry|job_title", "consulting"),
    f("u", "partner", "Leo"),
    f("p:Leo", "relation", "男朋友|boyfriend"),
    f("p:Leo", "job_title", "vet|veterinarian"),
    f("p:Leo", "employer", "动物医院|animal hospital", False),
], character="言言", tag=True))

add(case("mix", "companion", [
    u("Sol，我今天在家长群里被 @ 了，因为 forgot 给 Ben 报名 swimming class"),
    a("Oops！Ben 是你的 son 对吧？几年级了？"),
    u("yes 他 grade 3。我 work 太忙了，我在 hospital 做 resident，on call 到崩溃"),
    a("Resident 真的很辛苦。Ben 爸爸可以帮忙吗？"),
    u("他在 Dubai 工作，一年回来两次"),
], [
    f("u", "family", "Ben"),
    f("p:Ben", "relation", "son"),
    f("p:Ben", "school", "grade 3", False),
    f("u", "job_title", "resident|resident doctor"),
    f("u", "employer", "hospital", False),
    f("p:Ben爸爸", "city", "Dubai"),
], character="Sol", tag=True, parent=True))

# ---------------- diaries (4) ----------------
add(case("mix", "diary", [u("Day 47 in London. 今天 lecture 讲 behavioral economics，听得半懂不懂。我读的是 MSc Finance at LSE，压力山大。中午跟 flatmate 吃了 Nando's，她是 Italian，做的 tiramisu 是我吃过最好吃的。晚上打电话给爸妈，我妈又问我什么时候回成都。")], [
    f("u", "city", "London"),
    f("u", "degree", "MSc"),
    f("u", "major", "Finance"),
    f("u", "school", "LSE|London School of Economics"),
    f("p:flatmate", "hometown", "Italian|Italy", False),
    f("u", "hometown", "成都|Chengdu", False),
], tag=True))

add(case("mix", "diary", [u("周三。Morning run 5k，配速终于进六了。上班开了三个 meeting，产品又改需求。我在 Shopee 做 PM，两年了。下午 Amy 说她 pregnant 了！替她开心。晚上给我家 Husky 洗澡，它叫 Dumpling，洗完整个浴室都是毛。")], [
    f("u", "sport", "run|running|跑步"),
    f("u", "employer", "Shopee"),
    f("u", "job_title", "PM|product manager"),
    f("p:Amy", "health", "pregnant"),
    f("u", "pet", "Husky"),
    f("u", "pet_name", "Dumpling"),
], tag=True))

add(case("mix", "diary", [u("今天 parent-teacher meeting。Mrs. Collins 说 Mia 的 Chinese 是班里最好的，因为我们在家只说中文。Mia 的 best friend 的妈妈跟我聊天，说她们家下个月要搬回 Texas。回家路上 Mia 哭了。晚上我改了一晚上 slides，明天要去 client 那边 pitch。")], [
    f("u", "family", "Mia"),
    f("u", "language", "中文|Chinese"),
    f("p:Mia", "language", "Chinese|中文"),
    f("p:Mrs. Collins", "job_title", "teacher", False),
    f("u", "plan", "pitch|去 client 那边 pitch", False),
], tag=True, parent=True))

add(case("mix", "diary", [u("Sat. 终于 finish 了 half marathon，2小时08分！腿已经不是我的了。之后和 Daniel 去吃了 ramen，我最爱的 tonkotsu。他说下个月带我见他爸妈，好紧张。PS 我对 cats 过敏，他爸妈家有三只猫，help")], [
    f("u", "sport", "half marathon|running"),
    f("u", "fav_food", "tonkotsu|ramen"),
    f("u", "allergy", "cats|猫"),
    f("u", "partner", "Daniel", False),
    f("p:Daniel", "plan", "见他爸妈", False),
], tag=True))

# ---------------- short chats (12) ----------------
add(case("mix", "short", [u("我叫 Vivian Zhang，在 Google 做 UX researcher，base 纽约")], [
    f("u", "name", "Vivian Zhang"),
    f("u", "employer", "Google"),
    f("u", "job_title", "UX researcher"),
    f("u", "city", "纽约|New York"),
]))
add(case("mix", "short", [u("我不是 developer 啦，我是 QA，天天找 developer 的 bug 哈哈")], [
    f("u", "job_title", "QA|QA engineer"),
], tag=True))
add(case("mix", "short", [u("my mom 在老家开了个小卖部，我在 Toronto 读 nursing，明年毕业")], [
    f("p:妈妈", "job_title", "开了个小卖部|小卖部|shop owner"),
    f("u", "city", "Toronto"),
    f("u", "major", "nursing"),
    f("u", "family", "mom|妈妈", False),
], tag=True))
add(case("mix", "short", [u("我的 email 换成 leo.chen.design@gmail.com 了，旧的那个 hotmail 别发了")], [
    f("u", "email", "leo.chen.design@gmail.com"),
], tag=True))
add(case("mix", "short", [u("下个月 27 号 生日，又要老一岁了 😩 三十咯")], [
    f("u", "birthday", "下个月 27 号|27号", False),
    f("u", "age", "三十|30", False),
]))
add(case("mix", "short", [u("我的 allergy list：penicillin、花粉，还有 kiwi。医生说 kiwi 这个挺少见的")], [
    f("u", "allergy", "penicillin|青霉素"),
    f("u", "allergy", "花粉|pollen"),
    f("u", "allergy", "kiwi|猕猴桃"),
]))
add(case("mix", "short", [u("我们家 Luna 是只 golden retriever，三岁，超级 friendly 但是见到松鼠就疯")], [
    f("u", "pet", "golden retriever|金毛"),
    f("u", "pet_name", "Luna"),
]))
add(case("mix", "short", [u("最喜欢的电影是《Before Sunrise》，每年情人节都要重看一遍，虽然我单身")], [
    f("u", "fav_film", "Before Sunrise"),
], tag=True))
add(case("mix", "short", [u("Hi 老师，我是 Zoe 的妈妈 Grace，Zoe 对 peanut 过敏，请千万不要让她吃 snack 里的花生"), u("我的 WeChat 就是手机号 13702918854")], [
    f("u", "name", "Grace"),
    f("u", "phone", "13702918854"),
    f("u", "family", "Zoe"),
    f("p:Zoe", "allergy", "peanut|花生"),
    f("p:Zoe", "relation", "女儿|daughter", False),
], parent=True))
add(case("mix", "short", [u("我打 tennis 打了十年了，最近在学 pickleball，朋友说我背叛了网球哈哈")], [
    f("u", "sport", "tennis|网球"),
    f("u", "sport", "pickleball", False),
], tag=True))
add(case("mix", "short", [u("我 hometown 是厦门，但是在 Melbourne 住了十年，现在说中文都带口音了")], [
    f("u", "hometown", "厦门|Xiamen"),
    f("u", "city", "Melbourne"),
    f("u", "language", "中文|Chinese", False),
]))
add(case("mix", "short", [u("我老公是 firefighter，我是 kindergarten teacher，我们俩的工作都跟小朋友有关，一个救一个教哈哈")], [
    f("u", "partner", "老公|husband"),
    f("p:老公", "job_title", "firefighter"),
    f("u", "job_title", "kindergarten teacher"),
], tag=True))
