from h import U, P, CH, chat, diary, comp, group

L = "mix"

# ---------------- one- to three-message chats (11) ----------------
chat(L, ["我在Shopee做product manager，哦不是，上周刚转成senior了哈哈。老婆说我终于能请她吃omakase了"],
     [U("employer", "Shopee"), U("job_title", "senior|senior product manager|product manager"), U("partner", "老婆|wife")],
     tag=True, wf=True)

chat(L, ["我的email是 yiting.wu@gmail.com，phone 0412 558 903，人在Melbourne"],
     [U("email", "yiting.wu@gmail.com"), U("phone", "0412 558 903|0412558903"), U("city", "Melbourne|墨尔本")])

chat(L, ["I'm from 台南, now living in Vancouver，做pharmacist，周末会去打pickleball"],
     [U("hometown", "台南|Tainan"), U("city", "Vancouver|温哥华"), U("job_title", "pharmacist|药剂师"),
      U("sport", "pickleball")])

chat(L, ["我男朋友是韩国人，所以我在学韩语，每周上两节课… still very basic lol"],
     [U("partner", "男朋友|boyfriend"), P("男朋友", "hometown", "韩国|Korea"), U("language", "韩语|Korean")])

chat(L, ["Allergic to 花粉 and 猫毛，but I have a cat anyway 叫 Tofu 🤧"],
     [U("allergy", "花粉|pollen"), U("allergy", "猫毛|cat hair|cats"), U("pet", "cat|猫"), U("pet_name", "Tofu")])

chat(L, ["下个月 moving to Singapore for a new job at Grab，offer 签了，现在还在吉隆坡"],
     [U("plan", "moving to Singapore|Singapore"), U("employer|plan", "Grab"), U("city", "吉隆坡|Kuala Lumpur")], tag=True)

chat(L, ["my fav food 永远是 my mom's 红烧肉，no restaurant can beat it. 还有 fav movie 是《霸王别姬》"],
     [U("fav_food", "红烧肉|braised pork"), U("fav_film", "霸王别姬|Farewell My Concubine"), U("family", "mom", False)])

chat(L, ["I'm a 双鱼座, born 3月8号, 也就是 women's day 哈哈. 叫我 Mimi 就好"],
     [U("birthday", "3月8号|March 8"), U("nickname|name", "Mimi")])

chat(L, ["我不是 engineer 啦，I'm in marketing at Tesla，my brother is the engineer，he's at SpaceX"],
     [U("employer", "Tesla"), U("job_title|industry", "marketing"), P("brother", "employer", "SpaceX"),
      P("brother", "job_title", "engineer"), U("family", "brother", False)], tag=True, wf=True)

chat(L, ["周末 usually 去 hiking，最近迷上了 bouldering too，but 最爱的还是 swimming，一周游三次"],
     [U("sport", "swimming|游泳"), U("sport|hobby", "hiking"), U("sport", "bouldering", False)])

chat(L, ["My daughter 今年 gaokao，我这个当妈的比她还紧张。我自己在 hospital 做 radiologist，night shift 都推掉了陪她"],
     [U("family", "daughter|女儿"), P("daughter", "plan", "gaokao|高考"), U("job_title", "radiologist"),
      U("employer", "hospital", False), U("gender", "female|女", False)], wf=True)

# ---------------- diaries (4) ----------------
diary(L, "今天 super busy. 早上 drop off 儿子 at daycare, then 开了三个 meeting。我是 team lead now, 上个月 promote 的, still not used to it. 哦 actually 是 acting team lead，正式的要等 Q3。晚上老公 cook 了 pasta, 他最近在学 Italian cooking, 每周末都做。I'm so tired 但 happy.",
      [U("job_title", "acting team lead|team lead"), U("family", "儿子|son", False), U("partner", "老公|husband"),
       P("老公", "hobby", "Italian cooking|cooking")], tag=True, wf=True)

diary(L, "Dear diary，今天去 Costco 买了一堆东西，然后去 yoga class，坚持了半年了 finally can do crow pose。晚上 call 了在 Toronto 的 parents，他们 retire 了之后天天打 golf。",
      [U("sport", "yoga"), P("parents", "city", "Toronto|多伦多"), P("parents", "job_title", "retire|retired"),
       P("parents", "sport", "golf"), U("family", "parents", False)], tag=True)

diary(L, "Diary 3/15: 今天 first day 在 new company，ByteDance 的 Singapore office，做 data engineer。同事都很 nice。Still 住在新加坡的 hostel 哈哈 until I find an apartment. 想念成都的火锅，my hometown food 最棒。",
      [U("employer", "ByteDance|字节跳动"), U("job_title", "data engineer"), U("city", "新加坡|Singapore"),
       U("hometown", "成都|Chengdu"), U("fav_food", "火锅|hotpot")])

diary(L, "今天是 Bella 的 birthday，she's 3 now！Bella 是我的 golden retriever 🐶 我给她做了 dog-friendly cake。我自己 lactose intolerant 所以 cake 我不能吃 lol",
      [U("pet", "golden retriever|金毛"), U("pet_name", "Bella"), U("health|diet|allergy", "lactose intolerant|乳糖不耐受")], tag=True)

# ---------------- companions (5) ----------------
comp(L, "Kiko", ["Kiko, 我今天 finally 跟我爸妈 come out 了",
                 "Wow, that's huge. 他们反应怎么样？",
                 "My mom cried but 说 she loves me. Dad 还在 process. 我 boyfriend Jason 一直在 support 我",
                 "Jason 真好。你们在一起多久了？",
                 "三年了. 他在 Apple 做 designer"],
     [P("Jason", "relation", "boyfriend"), U("partner", "Jason"), P("Jason", "employer", "Apple"),
      P("Jason", "job_title", "designer"), U("family", "爸妈|parents", False)])

comp(L, "小柚", ["小柚 我最近 insomnia 很严重",
                 "抱抱。是 work stress 吗？你还在 consulting firm 吗？",
                 "No 我去年就离职了，现在自己做 freelance translator，中英日三语。我老公说 I should sleep more, 他是 doctor 所以 always lecturing"],
     [U("health", "insomnia|失眠"), U("job_title", "freelance translator|translator"),
      U("language", "中英日三语|Japanese|日语"), U("partner", "老公|husband"), P("老公", "job_title", "doctor|医生")],
     tag=True, wf=True)

comp(L, "Kiko", ["我 hometown 是哈尔滨，冬天 -30 度 lol",
                 "哇好冷！所以你现在也住在哈尔滨吗？",
                 "No no，现在在 San Diego 读 PhD，perfect weather",
                 "San Diego 真的天气超好。你读的是什么专业？",
                 "Bioengineering，at UCSD"],
     [U("hometown", "哈尔滨|Harbin"), U("city", "San Diego|圣地亚哥"), U("degree", "PhD|博士"),
      U("major", "Bioengineering"), U("school", "UCSD|UC San Diego")], tag=True)

comp(L, "小柚", ["My dog 豆豆 passed away last month 😢",
                 "I'm so sorry. 豆豆陪了你很久吧",
                 "12 years. Now 我只有一只 parrot 叫 Kiwi，它会说 hello"],
     [U("pet", "parrot|鹦鹉"), U("pet_name", "Kiwi")], tag=True)

comp(L, "Kiko", ["Work 好忙，我是 ICU nurse，我老公是 firefighter，我们两个 shifts 都不一样，孩子只能 grandma 带",
                 "听起来好辛苦。孩子多大了？",
                 "老大 7 岁，老二 3 岁。Oh wait, 老大 8 岁了，上个月刚过生日"],
     [U("job_title", "ICU nurse|nurse"), U("partner", "老公|husband"), P("老公", "job_title", "firefighter|消防员"),
      U("family", "老大|老二|two kids"), P("老大", "age", "8"), P("老二", "age", "3")], tag=True, wf=True)

# ---------------- group chats (4) ----------------
group(L, [("Yuki", "有人 Friday 去 Costco 吗？我有车 can give rides"),
          ("阿豪", "我去！我住 Kitsilano 那边"),
          ("Yuki", "OK 我住 UBC campus，顺路"),
          ("Mei", "我 vegetarian，你们别买太多肉哈"),
          ("Tony", "+1 我也去")],
      [U("belonging", "车|car"), U("place", "UBC campus|UBC"), U("school", "UBC", False),
       P("阿豪", "place", "Kitsilano"), P("Mei", "diet", "vegetarian")], me="Yuki", tag=True)

group(L, [("Kevin", "Sorry guys 明天 WFH，my wife 要生了！"),
          ("Lisa", "OMG 恭喜!! Boy or girl?"),
          ("Kevin", "Girl 👶 名字还没定. 对了 correction，是后天 scheduled C-section，不是明天"),
          ("David", "Congrats bro，take care")],
      [U("partner", "wife"), P("wife", "plan|health", "C-section|剖腹产"), U("gender", "male|男", False),
       U("name", "Kevin", False)], exp="Kevin", tag=True, wf=True)

group(L, [("妈妈", "Coco 你下个月回国吗？"),
          ("Coco", "回！booked 了 12月18号的 flight，回上海"),
          ("舅舅", "你在 London 那边还好吗"),
          ("Coco", "挺好的，London 就是老下雨。工作也 ok，still at HSBC… oh 不对，我上个月 switched to Barclays 了，忘了说"),
          ("妈妈", "又换工作了？")],
      [U("plan", "12月18号|flight|回国"), U("city", "London|伦敦"), U("employer", "Barclays"),
       U("hometown", "上海|Shanghai", False), U("name", "Coco", False)], me="Coco", tag=True, wf=True)

group(L, [("Leo", "周六 basketball 谁来？老地方 7pm"),
          ("阿Ken", "我来！just got off work 在 hospital"),
          ("Leo", "I'm in. 我膝盖 finally 好了，ACL 手术半年了"),
          ("Ray哥", "我带球")],
      [U("sport", "basketball|篮球"), U("health", "ACL 手术|ACL|ACL surgery"), P("阿Ken", "employer", "hospital", False)],
      exp="Leo", tag=True)
