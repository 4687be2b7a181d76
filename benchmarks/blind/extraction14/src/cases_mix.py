from h import K, G, U, P, CH, alt, u, a

LANG = "mix"
CASES = []
add = CASES.append

# ---------------- short chats ----------------
add(K("short", "我在Google做SWE，but honestly 每天都在开会 lol",
      [U("employer", "Google|谷歌"), U("job_title", "SWE|software engineer|软件工程师")]))
add(K("short", "my mom 是上海人, but I was born in Vancouver, 所以我的中文 is kinda 一般",
      [P("mom", "hometown", "上海|Shanghai"), U("hometown", "Vancouver|温哥华"),
       U("language", "中文|Chinese|Mandarin", False)], tag=True))
add(K("short", "下个月去Melbourne读master，accounting，offer已经拿到了🎉",
      [U("plan", "去Melbourne读master|Melbourne|墨尔本"), U("degree|plan", "master|硕士"),
       U("major|plan", "accounting|会计")]))
add(K("short", "我的dog叫Mochi，是一只shiba，超级stubborn",
      [U("pet", "shiba|dog|柴犬"), U("pet_name", "Mochi")]))
add(K("short", "not gonna lie 我最爱的还是周杰伦，other music 都只是 background noise",
      [U("fav_music", "周杰伦|Jay Chou")]))
add(K("short", "I'm lactose intolerant 所以奶茶都要换燕麦奶 😭",
      [U("health|allergy|diet", "lactose intolerant|乳糖不耐受")]))
add(K("short", "我叫Kevin，email me at kevin.hsu.studio@outlook.com，我是做室内设计的freelancer",
      [U("name", "Kevin"), U("email", "kevin.hsu.studio@outlook.com"),
       U("job_title", "室内设计|interior designer|freelancer")]))
add(K("short", "我今年28 but my boss thinks I'm like 22 哈哈 baby face",
      [U("age", "28")], tag=True))
add(K("short", "在Shenzhen开跨境电商小店，卖pet supplies，自己就是老板兼客服，客服电话就是我手机 186 2033 5170",
      [U("city", "Shenzhen|深圳"), U("industry", "跨境电商|cross-border e-commerce"),
       U("job_title", "老板|店主|owner"), U("phone", "186 2033 5170|18620335170")]))
add(K("short", "my boyfriend 是 dentist，我是 dental hygienist，我们在同一个诊所上班 lol 办公室恋情",
      [U("partner", "boyfriend|男朋友"), P("boyfriend", "job_title", "dentist|牙医"),
       U("job_title", "dental hygienist|牙科卫生士")], tag=True))
add(K("short", "birthday 是 July 4th，对，美国国庆，全国放烟花给我庆生 lol",
      [U("birthday", "July 4th|7月4日|July 4")], tag=True))
add(K("short", "我weekday在Starbucks兼职，weekend去学tennis，哪有时间谈恋爱",
      [U("employer", "Starbucks|星巴克"), U("job_title", "兼职|part-time"), U("sport", "tennis|网球")], tag=True))

# ---------------- diaries ----------------
add(K("diary", "今天是在Sydney的第二年。Morning shift 在养老院，我在这边做aged care worker，每天照顾十几个老人。下班后去Bondi走了走，海风超舒服。男朋友Jack是local，今天又做了他最拿手的lasagna。有点想家，想我妈做的红烧肉。My visa renews in March, fingers crossed.",
      [U("city", "Sydney|悉尼"), U("job_title", "aged care worker|护工"), U("partner", "Jack"),
       P("Jack", "relation", "男朋友|boyfriend"), U("fav_food", "红烧肉", False), U("plan", "visa", False)], tag=True))
add(K("diary", "Monday again. 今天店里有客人定制生日蛋糕，three tiers，要unicorn主题。我开这家bakery三年了，第一次做独角兽。下午我弟来帮忙，他在UBC读computer science，放假回来。晚上跟我老公Derek去吃火锅，他不能吃辣，点了鸳鸯锅。Note to self: 下周二带我家猫Tofu去打疫苗。",
      [U("job_title|employer", "bakery|baker|面包店"), U("family", "弟|弟弟|brother"), P("弟弟", "school", "UBC"),
       P("弟弟", "major", "computer science|计算机"), U("partner", "Derek"), P("Derek", "relation", "老公|husband"),
       P("Derek", "dislike|diet", "辣|不能吃辣"), U("pet", "猫|cat"), U("pet_name", "Tofu"),
       U("plan", "打疫苗|带我家猫Tofu去打疫苗")], tag=True))
add(K("diary", "Today I 请了一天假 because 我妈从老家来看我，坐了十个小时火车 from Harbin。带她去了外滩，她说上海人太多了。My mom keeps asking when I'll get married，我说妈我才26，现在专心搞事业。I work as a UX researcher at 小红书 btw，她到现在都说不清我是干嘛的。",
      [U("hometown", "Harbin|哈尔滨"), U("age", "26"), U("job_title", "UX researcher"),
       U("employer", "小红书|Xiaohongshu|RED"), U("city", "上海|Shanghai", False), U("family", "妈|mom", False)], tag=True))
add(K("diary", "累死了 double shift today. 我在一家Thai restaurant当server，tips还行。Roommate 小美今天说她要回国了，这边找不到工作。I'll miss her。Also 我终于买了一把guitar，Yamaha的，打算自学，let's see how long that lasts lol",
      [U("job_title", "server|服务员"), U("employer", "Thai restaurant", False), P("小美", "relation", "Roommate|室友"),
       P("小美", "plan", "回国", False), U("belonging", "Yamaha|guitar"), U("instrument", "guitar|吉他", False)], tag=True))

# ---------------- companion chats ----------------
add(K("comp", alt("Luna，我今天终于quit了那个toxic的job",
                  "哇，恭喜你！所以你不在那家consulting公司了？",
                  "对，不在Accenture了。next step 是做yoga instructor，证已经考下来了",
                  "好酷！你会在哪里教呢？还在Singapore吗？",
                  "yes still in Singapore，下周一开始在一家studio试课"),
      [U("job_title|plan", "yoga instructor|瑜伽老师"), U("city", "Singapore|新加坡"), U("plan", "试课")],
      tag=True, ch="Luna"))
add(K("comp", alt("小Q，跟你说，my husband 想养狗，但我对狗毛allergic",
                  "哎呀，那考虑一下poodle？听说不太掉毛",
                  "他想要的是husky 😂 不可能的。我们家已经有一只turtle了，叫Speedy",
                  "哈哈Speedy这名字太反差了。你们是住apartment吧？",
                  "没有，我们在Irvine买了个小house，有后院"),
      [U("partner", "husband|老公"), U("allergy", "狗毛|dog hair"), U("pet", "turtle|乌龟"), U("pet_name", "Speedy"),
       U("city", "Irvine|尔湾"), U("belonging", "house")], tag=True, ch="小Q"))
add(K("comp", alt("Kiko, guess what，我下周要去东京 for a conference，第一次出国出差",
                  "好棒！你是做什么的来着，game designer？",
                  "Not quite，我是做game的sound designer，在米哈游",
                  "哇，那原神的配乐你参与了吗？",
                  "我只做音效 not music 😂 而且我只能说 NDA"),
      [U("plan", "东京|conference|去东京"), U("job_title", "sound designer|音效设计"),
       U("employer", "米哈游|miHoYo"), U("industry", "game|游戏", False)], tag=True, ch="Kiko"))
add(K("comp", alt("Momo，我练了三个月了，终于能deadlift 100kg了💪",
                  "太强了！你是不是也吃蛋白粉？是不是吃素的？",
                  "not vegetarian 哈，我每天吃很多chicken breast。我是做personal trainer的，职业要求",
                  "难怪！你在哪个gym上班呀？",
                  "在Anytime Fitness，Hong Kong这边，旺角那家"),
      [U("sport", "deadlift|举重|weightlifting"), U("job_title", "personal trainer|私教"),
       U("employer", "Anytime Fitness"), U("city", "Hong Kong|香港", False), U("place", "旺角", False)],
      tag=True, ch="Momo"))

# ---------------- group chats ----------------
add(G([("Leo", "谁这周末去Costco？I can drive"),
       ("Vivian", "我！要买cat food，我家Luna吃得超快"),
       ("Amy", "我去不了，周末要去Boston面试，wish me luck"),
       ("Vivian", "good luck Amy！Leo我还住Cambridge那个apartment，来接我哈")],
      [U("pet", "cat|猫"), U("pet_name", "Luna"), U("city|place", "Cambridge"),
       P("Amy", "plan", "面试|Boston面试|interview")], me="Vivian", tag=True))
add(G([("妈咪", "阿Ken，你呢个weekend返唔返嚟食饭？"),
       ("阿Ken", "返呀，但我要OT到七点，最近project好赶"),
       ("家姐", "我带埋Bobby过嚟，佢话好想见吓细舅父"),
       ("阿Ken", "好呀！我买咗套Lego俾佢。BTW 我已经唔饮酒喇，doctor话我fatty liver")],
      [U("health", "fatty liver|脂肪肝"), U("diet", "唔饮酒|不喝酒|no alcohol"), P("家姐", "family", "Bobby"),
       U("family", "Bobby", False), U("language", "粤语|Cantonese", False)], exp="阿Ken", tag=True))
add(G([("Manager Sarah", "team lunch friday，大家有什么忌口吗"),
       ("Nick", "我 gluten-free，celiac，所以pizza不行"),
       ("小林", "我都可以！只要不是香菜 😅"),
       ("Nick", "小林你上次还说你爱香菜，你变了"),
       ("小林", "那是我男朋友爱，不是我")],
      [U("health", "celiac|乳糜泻"), U("diet", "gluten-free|无麸质"), P("小林", "dislike", "香菜|cilantro"),
       P("小林", "partner", "男朋友|boyfriend")], me="Nick", tag=True))
add(G([("Wendy", "各位，我女儿Chloe下学期要转去international school了"),
       ("Anna妈", "哇，哪一所？我们也在看"),
       ("Wendy", "Dulwich，在浦东那边。所以我们下个月也要搬去Pudong了"),
       ("Tina", "那以后playdate远了😭 我们还在徐汇")],
      [U("family", "Chloe"), P("Chloe", "relation", "女儿|daughter"), P("Chloe", "school|plan", "Dulwich"),
       U("plan", "搬去Pudong|搬去浦东"), P("Tina", "place|city", "徐汇")], exp="Wendy", tag=True))
