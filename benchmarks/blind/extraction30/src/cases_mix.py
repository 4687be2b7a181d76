from h import U, A, S, f, case

M = "mix"
CASES = [
# ---------------- short chats ----------------
case(M, "short", [U("我在 Google 做 SWE，base 上海，不过 team 基本都在 Sunnyvale，天天半夜开会")], [
    f("u", "employer", ["Google", "谷歌"]),
    f("u", "job_title", ["SWE", "software engineer", "软件工程师"]),
    f("u", "city", ["上海", "Shanghai"]),
], tag=True),
case(M, "short", [U("每周六上 pottery class，已经第三个月了，手残党终于做出一个不歪的碗 lol")], [
    f("u", "hobby", ["pottery", "陶艺"]),
]),
case(M, "short", [U("my mom 是潮汕人 so 我从小吃牛肉火锅长大，现在在 Vancouver 最想念的就是这口")], [
    f("p:mom", "hometown", ["潮汕", "Chaoshan"]),
    f("u", "family", ["mom"], False),
    f("u", "city", ["Vancouver", "温哥华"]),
    f("u", "fav_food", ["牛肉火锅"], False),
], tag=True),
case(M, "short", [U("Ugh 又失眠了，最近 deadline 太多。I'm a PM at 小红书 btw，你懂的")], [
    f("u", "job_title", ["PM", "product manager", "产品经理"]),
    f("u", "employer", ["小红书", "Xiaohongshu", "RED"]),
    f("u", "health", ["失眠", "insomnia"]),
]),
case(M, "short", [U("我 boyfriend 是韩国人，所以我在学韩语，每周两节课，进度感人")], [
    f("u", "partner", ["boyfriend", "男朋友"]),
    f("p:boyfriend", "hometown", ["韩国", "Korea"], False),
    f("u", "language", ["韩语", "Korean"]),
]),
case(M, "short", [U("not gonna lie 我最怕的就是 public speaking，但下周要在 conference 上 present 😭")], [
    f("u", "dislike", ["public speaking", "演讲"]),
    f("u", "plan", ["present", "conference"]),
]),
case(M, "short", [U("我养了两只 ferret，一只叫 Mochi 一只叫 Tofu，my landlord 不知道 shhh 🤫")], [
    f("u", "pet", ["ferret", "雪貂"]),
    f("u", "pet_name", ["Mochi"]),
    f("u", "pet_name", ["Tofu"]),
]),
case(M, "short", [U("Just realized 我今年 29 了，what am I doing with my life，还在 Amazon warehouse 打工")], [
    f("u", "age", ["29"]),
    f("u", "employer", ["Amazon", "亚马逊"]),
    f("u", "job_title", ["warehouse", "仓库"], False),
]),
case(M, "short", [U("我 email 换了哈，用这个 lin.yuqi@outlook.com，之前那个 qq 的不用了")], [
    f("u", "email", ["lin.yuqi@outlook.com"]),
], tag=True),
case(M, "short", [U("我是 ABC，在 LA 长大，中文是周末中文学校学的 lol，所以写得很烂别笑我")], [
    f("u", "hometown", ["LA", "Los Angeles", "洛杉矶"]),
    f("u", "language", ["中文", "Chinese"], False),
    f("u", "language", ["English", "英语"], False),
]),
case(M, "short", [U("hahaha 我不是 doctor 啦，只是在医院做 admin，but everyone in my family thinks I'm a nurse")], [
    f("u", "job_title", ["admin", "行政"]),
    f("u", "employer", ["医院", "hospital"], False),
], tag=True),
# ---------------- named companion chats ----------------
case(M, "companion", [
    U("Coco 我今天 finally 拿到 driver's license 了！"),
    A("恭喜！！你是在北京考的吗？"),
    U("No, 在 Melbourne，我在这边读 master"),
    A("哇，读什么 master 呀？"),
    U("Accounting，明年毕业"),
], [
    f("u", "belonging", ["driver's license", "驾照"], False),
    f("u", "city", ["Melbourne", "墨尔本"]),
    f("u", "degree", ["master", "硕士"]),
    f("u", "major", ["Accounting", "会计"]),
], ch="Coco", tag=True),
case(M, "companion", [
    U("momo 你还记得我的 cat 叫什么吗"),
    A("当然！是叫 Lucky 对吧？"),
    U("错啦，Lucky 是我姐的狗。我的猫叫 Pudding"),
    A("啊对不起！Pudding 今天好吗？"),
    U("她 today 去看 vet 了，有点 overweight 哈哈"),
], [
    f("u", "pet", ["猫", "cat"]),
    f("u", "pet_name", ["Pudding"]),
    f("p:姐姐", "pet", ["狗", "dog"]),
    f("p:姐姐", "pet_name", ["Lucky"]),
    f("u", "family", ["姐", "姐姐"], False),
], ch="Momo", tag=True),
case(M, "companion", [
    U("Coco 我决定了，next month 去 Tokyo 工作，offer 已经签了"),
    A("好厉害！是去 Sony 吗？上次你提过"),
    U("不是 Sony，是 Rakuten，做 data analyst"),
    A("Rakuten 也很好！你会说日语吗？"),
    U("一点点，N3 水平，还在学"),
], [
    f("u", ["employer", "plan"], ["Rakuten", "乐天"]),
    f("u", ["job_title", "plan"], ["data analyst", "数据分析师"]),
    f("u", "plan", ["去 Tokyo 工作", "Tokyo", "东京"]),
    f("u", "language", ["日语", "Japanese"], False),
], ch="Coco", tag=True),
case(M, "companion", [
    U("Momo, 我爸下周 surgery，心脏搭桥"),
    A("天哪，希望一切顺利。你爸爸多大年纪了？"),
    U("68 了，他 always 不听医生的话，抽烟抽了四十年"),
    A("这次手术后一定要劝他戒烟啦。你会回去陪他吗？"),
    U("会，机票 booked 了，周五飞回 Chengdu"),
], [
    f("u", "family", ["爸", "爸爸", "dad"]),
    f("p:爸爸", "plan", ["心脏搭桥", "surgery"]),
    f("p:爸爸", "age", ["68"]),
    f("p:爸爸", "health", ["抽烟", "心脏"], False),
    f("u", "plan", ["飞回 Chengdu", "回成都"]),
    f("u", "hometown", ["Chengdu", "成都"], False),
], ch="Momo"),
case(M, "companion", [
    U("Coco what's your favorite song"),
    A("我最喜欢《晴天》！每次听都想起夏天。你呢？还是 Taylor Swift 吗？"),
    U("Taylor 是我 roommate 的最爱啦，我 more into Radiohead"),
], [
    f("c", "fav_music", ["晴天", "《晴天》"]),
    f("u", "fav_music", ["Radiohead"]),
    f("p:roommate", "fav_music", ["Taylor", "Taylor Swift"]),
], ch="Coco", tag=True),
# ---------------- diaries ----------------
case(M, "diary", [U("Day 3 of 新工作 at 蔚来。做 battery engineer，team 很 chill。午饭吃了食堂的麻辣烫，还行。Evening 去 gym 练腿，练完走不动。My girlfriend 在 Hefei，我在 Shanghai，异地第二年了。周末她来看我，Disneyland 的票已经订了！")], [
    f("u", "employer", ["蔚来", "NIO"]),
    f("u", "job_title", ["battery engineer", "电池工程师"]),
    f("u", "city", ["Shanghai", "上海"]),
    f("u", "partner", ["girlfriend", "女朋友"]),
    f("p:girlfriend", "city", ["Hefei", "合肥"]),
    f("u", "plan", ["Disneyland", "迪士尼"]),
    f("u", "sport", ["gym", "健身"], False),
]),
case(M, "diary", [U("Sunday. 带 grandma 去饮茶，她 92 了还能吃四个虾饺 lol。她只说 Cantonese，我的粤语 so-so 但够用。下午 walked the dog（Biscuit，一只 beagle）。Tomorrow back to work at the clinic，我是 dental hygienist，每周一最忙。")], [
    f("u", "family", ["grandma", "外婆"]),
    f("p:grandma", "age", ["92"]),
    f("p:grandma", "language", ["Cantonese", "粤语"]),
    f("u", "language", ["粤语", "Cantonese"], False),
    f("u", "pet", ["beagle", "dog"]),
    f("u", "pet_name", ["Biscuit"]),
    f("u", "job_title", ["dental hygienist", "牙科卫生士"]),
    f("u", "employer", ["clinic"], False),
], tag=True),
case(M, "diary", [U("今天 interview 了三个 candidates，都不太行。As a hiring manager 真心累。Lunch 和 old colleague 吃饭，他说他要 move to Singapore，我说 good for you。晚上 piano 练了一小时，Chopin 还是弹不好。我 birthday 是下周四 Nov 21，老婆说要给我 surprise，我假装不知道 😂")], [
    f("u", "job_title", ["hiring manager"]),
    f("u", "instrument", ["piano", "钢琴"]),
    f("u", "birthday", ["Nov 21", "November 21", "11月21日"]),
    f("u", "partner", ["老婆", "wife"], False),
    f("u", "gender", ["male", "男"], False),
    f("p:old colleague", "plan", ["move to Singapore"], False),
], tag=True),
case(M, "diary", [U("下雨天，work from home。我们 Shopee 终于允许每周 WFH 两天了。做 UI design 第五年。中午给自己煮了 pho，我 hometown 是 Hanoi，所以 pho 就是 comfort food。晚上跟 my brother 视频，他在 Ho Chi Minh City 开 restaurant，生意不错。")], [
    f("u", "employer", ["Shopee"]),
    f("u", "job_title", ["UI design", "UI designer"]),
    f("u", "hometown", ["Hanoi", "河内"]),
    f("u", "fav_food", ["pho"]),
    f("u", "family", ["brother"]),
    f("p:brother", "city", ["Ho Chi Minh City", "胡志明市"]),
    f("p:brother", ["job_title", "employer"], ["restaurant", "开 restaurant"]),
]),
# ---------------- group chats ----------------
case(M, "group", [
    S("Kevin", "周五 team dinner 去哪？"),
    S("Ashley", "我 vote 日料，but 我 allergic to 虾 so no shrimp pls"),
    S("Kevin", "ok 我订了 Omakase，7点。btw 下周是我 last day，要去 Meta 了"),
    S("老王", "啊？？Kevin 你走了谁 cover 我们 😭"),
], [
    f("u", "plan", ["Omakase", "team dinner"]),
    f("u", ["employer", "plan"], ["Meta"]),
    f("p:Ashley", "allergy", ["虾", "shrimp"]),
], me="Kevin", tag=True),
case(M, "group", [
    S("大姨", "小宇研究生考上了没？"),
    S("小宇", "考上了！复旦 CS，九月开学", exp=True),
    S("小姨", "太棒了！我家 Emma 也刚拿到 NYU 的 offer"),
    S("大姨", "你们都出息了👍"),
], [
    f("u", ["school", "plan"], ["复旦", "复旦大学", "Fudan"]),
    f("u", ["major", "plan"], ["CS", "计算机", "computer science"]),
    f("u", ["degree", "plan"], ["研究生", "master"]),
    f("u", "name", ["小宇"], False),
    f("p:Emma", ["school", "plan"], ["NYU", "New York University"]),
    f("p:Emma", "relation", ["女儿", "daughter"], False),
], tag=True),
case(M, "group", [
    S("Yuki", "有人要二手 desk 吗？我 graduate 了，要回大阪了"),
    S("Carlos", "I want it! 我住 Hall B"),
    S("Mina", "Yuki 你什么时候走？"),
    S("Yuki", "June 15 的 flight，已经订了。会想你们的 😢"),
], [
    f("u", "plan", ["回大阪", "June 15 的 flight", "Osaka"]),
    f("u", "hometown", ["大阪", "Osaka"], False),
    f("p:Carlos", "place", ["Hall B"]),
], me="Yuki", tag=True),
case(M, "group", [
    S("Coach Li", "这周六 long ride 80km，谁来？"),
    S("Anna", "我来！新买的 Cannondale 终于可以试试了", exp=True),
    S("Jay", "我 pass，我老婆预产期就这周"),
    S("Coach Li", "恭喜 Jay！Anna 记得带 helmet"),
], [
    f("u", "belonging", ["Cannondale"]),
    f("u", "plan", ["long ride", "80km"]),
    f("u", "sport", ["ride", "cycling", "骑车"], False),
    f("u", "name", ["Anna"], False),
    f("p:Jay", "partner", ["老婆", "wife"]),
], tag=True),
]
