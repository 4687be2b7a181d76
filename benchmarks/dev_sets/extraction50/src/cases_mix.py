"""Mixed-language (code-switching) cases of dev set 50."""
from h import short, diary, comp, group, u, p, c

L = "mix"

# ---------------- short chats (12) ----------------
short(L, "今天 office hour 去找 professor 问 final project，结果他说我 proposal 太 broad 了😭 我一个 CS master 学生为什么要写这么多 essay",
      [u("major", "CS|computer science"), u("degree", "master|硕士")], tag=True)
short(L, "我 roommate 是 Korean，天天煮泡菜汤，整个 apartment 都是那个味儿。不过她人超 nice，还教我说韩语",
      [p("roommate", "hometown", "Korean|韩国|Korea", False), p("roommate", "relation", "roommate", False),
       u("language", "韩语|Korean", False)], tag=True)
short(L, "btw 我新的 phone number 是 +44 7700 912 384，UK 的，国内那个号回来再用",
      [u("phone", "+44 7700 912 384"), u("city", "UK|英国", False)], tag=True)
short(L, "my nickname 在家是 阿宝 哈哈 because I was a chubby baby. 真名 Chen Yubao 好像也没差多少",
      [u("nickname", "阿宝"), u("name", "Chen Yubao")])
short(L, "在 Trader Joe's 买了 frozen 小笼包，没想到还挺好吃。不过我不在那上班啊，我在 Amazon 做 SDE，别误会",
      [u("employer", "Amazon"), u("job_title", "SDE|software development engineer")], tag=True)
short(L, "最爱的 band 是 Radiohead，高中开始听，去年还去 London 看了 live。Thom Yorke 真的 legend",
      [u("fav_music", "Radiohead")], tag=True)
short(L, "说真的 I can't stand 榴莲，我妈超爱，每次 visit 都带一整个来，我 apartment 臭三天",
      [u("dislike", "榴莲|durian"), p("妈妈", "fav_food", "榴莲|durian"), u("family", "妈|mom", False)], tag=True)
short(L, "我是 guy 哈，不是 girl，头像是我妹的猫所以大家都以为我是女生😂",
      [u("gender", "guy|male|男"), p("妹妹", "pet", "猫|cat"), u("family", "妹|sister", False)], tag=True)
short(L, "Just bought my first car!! 二手 Honda Civic，2016的，开去 campus 终于不用等 bus 了",
      [u("belonging", "Honda Civic|Civic")], tag=True)
short(L, "我最喜欢的 movie 还是 In the Mood for Love，王家卫 forever，每年 rewatch 一次",
      [u("fav_film", "In the Mood for Love|花样年华")])
short(L, "my comfort food 就是 妈妈做的 番茄炒蛋，在 Boston 自己做总是不对味",
      [u("fav_food", "番茄炒蛋|tomato and egg"), u("city", "Boston")])
short(L, "帮我记下：我在 UofT 读 psychology，大三，part-time 在 Tim Hortons 做 cashier，每周 three shifts",
      [u("school", "UofT|University of Toronto"), u("major", "psychology|心理学"), u("job_title", "cashier"),
       u("employer", "Tim Hortons", False), u("city", "Toronto|多伦多", False)], tag=True)

# ---------------- diaries (4) ----------------
diary(L, "Nov 8. 今天 deadline 三个，我居然都交了。早上 8am 的 lecture 讲 econometrics，半个 class 在睡觉。中午在 dining hall 遇到 host family 的女儿 Emily，"
         "她今年刚上高中。下午去 lab 做 RA，教授说明年可以带我写 paper。晚上跟 roommate 去吃了 Ramen，我最爱的 tonkotsu。想我家狗狗 旺财，他在国内跟我爸妈。",
      [u("job_title", "RA|research assistant"), u("fav_food", "tonkotsu|ramen"), u("pet", "狗狗|狗|dog"),
       u("pet_name", "旺财"), p("Emily", "relation", "host family 的女儿|daughter", False), u("major", "econometrics", False)],
      tag=True)
diary(L, "周六 随便写写。搬到 Vancouver 快一年了，终于习惯这里的 rain。上午去 Richmond 的大统华买菜，下午 Zoom 给我姐过生日，她在 Shenzhen，今年 30 了。"
         "我自己还是在那家 architecture firm 做 junior designer，boss 人挺好但是 overtime 太多。晚上练了一小时 ukulele，手指起茧了。",
      [u("city", "Vancouver"), u("job_title", "junior designer"), u("industry", "architecture"),
       u("instrument", "ukulele"), u("family", "姐|sister"), p("姐姐", "city", "Shenzhen|深圳"), p("姐姐", "age", "30")],
      tag=True)
diary(L, "今天 finally 拿到 driver's license！！考官是个 grumpy old man，但我一次过。下午去 gym 练了 deadlift，PR 120kg。"
         "晚上和 girlfriend Mei 视频，她在 Tokyo 读 master，我们 long distance 两年了。有点想她。明天 back to 搬砖，我在 Accenture 做 consultant，周一又要飞 client site。",
      [u("partner", "Mei|girlfriend"), p("Mei", "relation", "girlfriend"), p("Mei", "city", "Tokyo|东京"),
       p("Mei", "degree", "master"), u("employer", "Accenture"), u("job_title", "consultant"),
       u("sport", "gym|deadlift", False)], tag=True)
diary(L, "3月20日 Spring break 第一天。本来 plan 去 Cancun 结果 flight 取消了😭 只能在 Ithaca 宅着。打了一整天 Zelda，饿了就吃泡面。"
         "室友 Alex 回 New Jersey 了，整个 apartment 就我一个。我在 Cornell 读 hotel management，结果自己一个人连饭都不会做，ironic。",
      [u("school", "Cornell"), u("major", "hotel management"), u("city", "Ithaca"),
       p("Alex", "relation", "室友|roommate"), u("hobby", "Zelda|gaming", False)], tag=True)

# ---------------- companion chats (4) ----------------
comp(L, "Coco", ["Coco 我今天 first day at the new job!",
                 "Yay!! 恭喜～ 是在 Google 吗？你上次说在面 Google",
                 "不是啦 Google 挂了😂 最后去了 Stripe，做 backend engineer，在 Dublin office",
                 "Stripe 也超棒！Dublin 的话你要搬去爱尔兰吗？",
                 "已经搬过来了 lol 上周就到了，现在住在 Dublin 城南"],
     [u("employer", "Stripe"), u("job_title", "backend engineer"), u("city", "Dublin")], tag=True)
comp(L, "小K", ["小K, remind me 我下周三有 dentist appointment",
                "OK! 下周三看牙医 ✅ 你是不是牙齿又痛了？",
                "嗯 wisdom tooth，要拔。顺便记一下我 insurance 是学校的，我在 NYU 读 MFA",
                "NYU MFA 好酷！读的是 film 吗？",
                "不是 film，是 creative writing。我想当 novelist 哈哈"],
     [u("plan", "dentist appointment|看牙医|dentist"), u("school", "NYU"), u("degree", "MFA"),
      u("major", "creative writing"), u("health", "wisdom tooth|智齿", False)], tag=True)
comp(L, "Leo", ["Leo 你记得我 hometown 是哪吗",
                "记得！你是哈尔滨人对吧？",
                "长春！哈尔滨是我大学的城市。现在在 Munich 工作",
                "Sorry 记混了～ 长春人，在 Munich。你在 BMW 吗？",
                "Haha 不是，在一家 biotech 做 lab manager，说德语说得头秃"],
     [u("hometown", "长春|Changchun"), u("city", "Munich|慕尼黑"), u("industry", "biotech"),
      u("job_title", "lab manager"), u("language", "德语|German")], tag=True)
comp(L, "Mochi", ["Mochi, 我 adopt 了一只兔子!!",
                  "哇！！叫什么名字呀？是 Holland Lop 吗？",
                  "对 Holland Lop，叫 Tofu。我 landlord 同意了，不过要多付 pet deposit",
                  "Tofu 好可爱！你是一个人住吗？",
                  "跟 boyfriend 一起住，他叫 Ethan，是个 nurse"],
     [u("pet", "Holland Lop|兔子|rabbit"), u("pet_name", "Tofu"), u("partner", "Ethan|boyfriend"),
      p("Ethan", "relation", "boyfriend"), p("Ethan", "job_title", "nurse")], tag=True)

# ---------------- group chats (4) ----------------
group(L, "Yuki", [("Yuki", "各位 study group 今晚 library 还是 zoom"),
                  ("Arjun", "zoom pls, I'm sick"),
                  ("小林", "zoom +1，我在 Tesla 实习 till 7"),
                  ("Yuki", "ok zoom 8pm。对了下周 midterm 我不能来 review，我要 fly back 上海参加我哥婚礼"),
                  ("Arjun", "congrats to your brother!")],
      [u("plan", "fly back 上海|参加我哥婚礼|婚礼"), p("哥哥", "plan", "婚礼|wedding"), u("family", "哥|brother"),
       p("小林", "employer", "Tesla"), p("小林", "job_title", "实习|intern"), p("Arjun", "health", "sick", False)])
group(L, None, [("Landlord Steve", "Heads up: plumber coming Tuesday 10am for the kitchen sink"),
                ("Wenjing", "ok 我那天有 class 不在家，室友在"),
                ("Tom", "I'll be home. I work night shifts at the hospital anyway"),
                ("Wenjing", "感谢 Tom！Steve 还有 我的 lease 是 6 月到期，我想 renew 一年"),
                ("Landlord Steve", "Sure, I'll send the paperwork")],
      [p("Tom", "employer", "hospital", False), p("Tom", "job_title", "night shifts", False),
       u("plan", "renew|lease", False), p("Landlord Steve", "relation", "Landlord|landlord", False)],
      exporter="Wenjing")
group(L, "阿May", [("阿May", "周末 hotpot party 谁来？我 host"),
                   ("Jason", "我来！带我女朋友可以吗，她是 vegan"),
                   ("阿May", "当然！我准备菌菇锅底。btw 我对花生过敏，麻酱大家自己带哈"),
                   ("Ivy", "我带肥牛！"),
                   ("Kelly", "我带 dessert，最近学了做 tiramisu"),
                   ("阿May", "yay 我最爱 tiramisu")],
      [u("allergy", "花生|peanut"), u("fav_food", "tiramisu"), p("Jason", "partner", "女朋友|girlfriend"),
       p("女朋友", "diet", "vegan"), p("Kelly", "hobby", "做 tiramisu|baking", False)])
group(L, None, [("大伯", "听说小宇在美国找到工作了？"),
                ("小宇", "对的大伯，在 Seattle，Microsoft，做 PM"),
                ("堂姐", "厉害！我去年去 Seattle 玩过，天天下雨"),
                ("小宇", "哈哈是的。我爸妈下个月来看我，已经订了机票"),
                ("婶婶", "小宇真出息"),
                ("表妹", "哥我暑假能去找你玩吗"),
                ("大伯", "好好照顾自己")],
      [u("city", "Seattle"), u("employer", "Microsoft"), u("job_title", "PM|product manager"),
       u("plan", "爸妈下个月来看我|来看我", False), u("name", "小宇", False)], exporter="小宇")
