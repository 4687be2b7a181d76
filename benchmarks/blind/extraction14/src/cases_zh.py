from h import K, G, U, P, CH, alt, u, a

LANG = "zh"
CASES = []
add = CASES.append

# ---------------- short chats ----------------
add(K("short", "那个我跟你说哈我今天又被投诉了就是因为送餐晚了五分钟 我在美团送外卖嘛一个单子才几块钱我容易吗我 然后回家发现我家那只橘猫大黄还把我充电线咬断了",
      [U("employer", "美团|Meituan"), U("job_title", "送外卖|外卖员|外卖骑手|delivery rider"),
       U("pet", "橘猫|猫|cat"), U("pet_name", "大黄")]))
add(K("short", "我不是护士啦，我是药剂师，在市一医院药房上班。护士是我闺蜜小彤，你记反了",
      [U("job_title", "药剂师|pharmacist"), U("employer", "市一医院"),
       P("小彤", "job_title", "护士|nurse"), P("小彤", "relation", "闺蜜")], tag=True))
add(K("short", "老家成都的，现在在西安开了家小面馆，三个月了，西安人吃辣真的不太行😭",
      [U("hometown", "成都|Chengdu"), U("city", "西安|Xi'an"),
       U("job_title|employer", "小面馆|面馆|面馆老板")]))
add(K("short", "我对芒果过敏，一吃嘴就肿，但是我老公超爱吃芒果，每次都买一大箱，我只能看着",
      [U("allergy", "芒果|mango"), U("partner", "老公|husband"), P("老公", "fav_food", "芒果|mango")], tag=True))
add(K("short", "问一下，你觉得我这个年纪（34）还适合学钢琴吗？我现在会弹吉他，弹了十年了，就是一直想碰碰钢琴",
      [U("age", "34"), U("instrument", "吉他|guitar")], tag=True))
add(K("short", "我邮箱换了哈，之前那个qq的不用了，新的是 lanxi_work@163.com 有文件发这个",
      [U("email", "lanxi_work@163.com")], tag=True))
add(K("short", "手机号 138 0571 2246 有事打这个，微信同号。以前那个139的已经停机了别打了",
      [U("phone", "138 0571 2246|13805712246")], tag=True))
add(K("short", "天呐我终于考上研究生了！！！华东师范大学的学前教育，九月开学，三战终于上岸😭😭",
      [U("school|plan", "华东师范大学|华东师大|East China Normal University"),
       U("major|plan", "学前教育|preschool education"), U("degree|plan", "研究生|硕士|master")]))
add(K("short", [u("生日快乐我自己🎂 又老一岁，29了，一个人吃了个蛋糕", at="2024-03-17")],
      [U("age", "29"), U("birthday", "3月17日|03-17|March 17", False)]))
add(K("short", "我是做月嫂的，现在这家宝宝才二十天，晚上基本不能睡，一睡就哭",
      [U("job_title", "月嫂|maternity nanny")], tag=True))
add(K("short", "我从来不吃香菜，闻到就想吐，谁发明的这玩意儿",
      [U("dislike|diet", "香菜|cilantro|coriander")]))
add(K("short", "我姐在杭州阿里做产品，我嘛就在老家县城开了个理发店，混口饭吃",
      [P("姐姐", "city", "杭州|Hangzhou"), P("姐姐", "employer", "阿里|阿里巴巴|Alibaba"),
       P("姐姐", "job_title", "做产品|产品经理|product manager"), U("family", "姐|姐姐|sister"),
       U("job_title|employer", "理发店|理发师|店主|barber")], tag=True))
add(K("short", "我男朋友叫阿杰，开出租的，我们在一起五年了，今年打算见家长",
      [U("partner", "阿杰"), P("阿杰", "relation", "男朋友|boyfriend"),
       P("阿杰", "job_title", "开出租|出租车司机|taxi driver"), U("plan", "见家长", False)], tag=True))
add(K("short", "其实我不会说粤语，虽然在广州住了八年，只能听懂一点点",
      [U("city", "广州|Guangzhou"), U("language", "粤语|Cantonese", False)], tag=True))
add(K("short", "梦到我养了一只哈士奇，醒来发现只是我家那条老金毛在舔我脸哈哈哈",
      [U("pet", "金毛|golden retriever|狗")], tag=True))
add(K("short", "我们店的招牌是酸菜鱼，天天做天天闻，说实话我自己最爱吃的是隔壁那家的肠粉",
      [U("fav_food", "肠粉")], tag=True))
add(K("short", "我高血压，医生让我少吃盐，唉，跑长途的司机哪有那么讲究，服务区有啥吃啥",
      [U("health", "高血压|hypertension"), U("job_title", "跑长途的司机|长途司机|司机|truck driver")]))
add(K("short", "明天下午三点在协和医院做胃镜，紧张死了，今晚八点以后就不能吃东西了",
      [U("plan", "做胃镜|胃镜|gastroscopy")], tag=True))
add(K("short", "我叫什么？我叫张晓雨，晓得的晓，下雨的雨，朋友都叫我雨点",
      [U("name", "张晓雨"), U("nickname", "雨点")]))
add(K("short", "在健身房当私教三年了，带学员练的都是器械，我自己最喜欢的还是攀岩，每周去两次",
      [U("job_title", "私教|健身教练|personal trainer"), U("sport", "攀岩|climbing")]))
add(K("short", "我爸是退休的中学老师，天天在家写毛笔字，我跟他完全相反，一坐下就犯困",
      [P("爸爸", "job_title", "退休|退休的中学老师|中学老师"), P("爸爸", "hobby", "写毛笔字|毛笔字|书法"),
       U("family", "爸|爸爸|dad")], tag=True))
add(K("short", "新买的电动车，我给它起名叫小绿，以后就是我上下班的宝贝坐骑了🛵",
      [U("belonging", "电动车|e-bike")], tag=True))
add(K("short", "我是独生女，爸妈都在温州，就我一个人在上海漂着",
      [U("city", "上海|Shanghai"), U("family", "独生女|only child"), P("爸妈", "city", "温州|Wenzhou"),
       U("gender", "女|female", False), U("hometown", "温州|Wenzhou", False)], tag=True))
add(K("short", "今年的马拉松我没报，膝盖半月板损伤，医生说至少歇半年",
      [U("health", "半月板损伤|膝盖半月板损伤|meniscus"), U("sport", "马拉松|marathon", False)], tag=True))
add(K("short", "大家好我是新来的，坐标长沙，在一家幼儿园当老师，喜欢安静的朋友～",
      [U("city", "长沙|Changsha"), U("job_title", "幼儿园当老师|幼儿园老师|老师|kindergarten teacher")]))
add(K("short", "救命 我对猫毛过敏但是我室友养了两只布偶，现在每天鼻涕眼泪一把",
      [U("allergy", "猫毛|cat hair|猫"), P("室友", "pet", "布偶|布偶猫|ragdoll"),
       P("室友", "relation", "室友|roommate", False)], tag=True))
add(K("short", "我读的是江南大学食品科学，毕业后居然去卖保险了，人生啊",
      [U("school", "江南大学|Jiangnan University"), U("major", "食品科学|food science"),
       U("job_title", "卖保险|保险销售|insurance")]))
add(K("short", "素食七年了，蛋奶吃，肉是一点不碰",
      [U("diet", "素食|蛋奶素|vegetarian")]))
add(K("short", "周末在家听了一天陈奕迅，他真的是我的青春",
      [U("fav_music", "陈奕迅|Eason Chan")]))
add(K("short", "我在菜市场卖猪肉的，每天四点起，别问我为啥不胖，问就是搬货",
      [U("job_title", "卖猪肉|猪肉摊|猪肉摊主|butcher")]))
add(K("short", "最近在看《流浪地球2》，还行吧。但我最喜欢的电影永远是《大话西游》，看一次哭一次",
      [U("fav_film", "大话西游|A Chinese Odyssey")], tag=True))
add(K("short", "老婆怀孕了！预产期十一月，我要当爸爸了😭😭😭",
      [U("partner", "老婆|wife"), P("老婆", "health", "怀孕|pregnant"), U("gender", "男|male", False),
       U("plan", "当爸爸", False)]))
add(K("short", "我是个自由插画师，主要接出版社的单子，收入不稳定但是自由",
      [U("job_title", "自由插画师|插画师|illustrator"), U("industry", "出版|publishing", False)]))
add(K("short", "那个 我 嗯 叫我阿锋就行 在深圳华强北修手机的",
      [U("nickname", "阿锋"), U("job_title", "修手机|手机维修|phone repair"),
       U("city", "深圳|Shenzhen", False), U("place", "华强北", False)]))
add(K("short", "我没养宠物哈，只是每天去楼下喂流浪猫，给它们都起了名字，黑的那只叫煤球",
      [U("hobby", "喂流浪猫|feeding stray cats")], tag=True))
add(K("short", "在学日语，报了N2，十二月考，五十音还背不熟😅",
      [U("language", "日语|Japanese"), U("plan", "N2|日语N2|JLPT N2")]))

# ---------------- diaries ----------------
add(K("diary", "2024年5月8日 晴。夜班连着白班，在省人民医院急诊科当护士已经第六年了，还是会被半夜的醉汉吓到。下班路过菜场买了点排骨，给女儿朵朵炖汤，她今年上二年级，这次数学考了98分，开心得不得了。老公老周又出车了，他跑物流的，一走就是一个星期。晚上躺床上刷了会儿手机，腰疼得厉害，腰椎间盘突出又犯了。明天调休，打算带朵朵去公园放风筝。",
      [U("job_title", "护士|nurse"), U("employer", "省人民医院"), U("family", "朵朵"),
       P("朵朵", "relation", "女儿|daughter"), U("partner", "老周"), P("老周", "relation", "老公|husband"),
       P("老周", "job_title", "跑物流|物流司机"), U("health", "腰椎间盘突出|腰疼"),
       U("plan", "放风筝", False)], tag=True))
add(K("diary", "今天又是摘橙子的一天。我们家在赣南种了四十亩脐橙，今年价格一般，收购商压到两块五一斤。下午表弟开车来帮忙，他在赣州上大学，学的是农学，说毕业了回来帮我搞直播。晚上我自己先开了个抖音号，叫“果园老谭”，第一场直播才十几个人看。手指头被果剪划了个口子。我这人其实挺怕镜头的，但是不试试怎么知道呢。",
      [U("job_title", "种了四十亩脐橙|脐橙|果农|orange farmer"), U("place|city", "赣南"),
       P("表弟", "city", "赣州|Ganzhou"), P("表弟", "major", "农学|agronomy"),
       P("表弟", "relation", "表弟|cousin", False), U("nickname", "老谭", False)], tag=True))
add(K("diary", "周三。早八的高数又睡过头了，感觉这学期要挂。中午跟室友小雅去吃了麻辣香锅，她说她想转专业去学计算机，我还是老老实实读我的护理吧。下午社团活动，我们汉服社排练，我负责弹古筝。晚上给我妈打电话，她又问我有没有男朋友，没有没有没有！我才十九岁好吗。宿舍楼下那只三花又来了，可惜学校不让养。",
      [U("major", "护理|nursing"), U("instrument", "古筝|guzheng"), U("hobby", "汉服社|汉服|hanfu"),
       U("age", "十九岁|19"), P("小雅", "relation", "室友|roommate"),
       P("小雅", "plan", "转专业", False), U("family", "妈|妈妈|mom", False)], tag=True))
add(K("diary", "退休第二年了，日子过得比上班还忙。早上五点去江边钓鱼，钓了两条鲫鱼。回来老伴说我血糖又高了，让我少吃馒头，我这糖尿病也十来年了。下午去老年大学上书法课，老师夸我隶书有进步。孙子周末要从南京回来，儿子在那边银行上班，忙得很。",
      [U("job_title", "退休|retired"), U("hobby|sport", "钓鱼|fishing"), U("health", "糖尿病|diabetes"),
       U("hobby", "书法|隶书|calligraphy"), U("partner", "老伴|spouse"), P("儿子", "city", "南京|Nanjing"),
       P("儿子", "industry|employer", "银行|bank"), U("family", "儿子|son"), U("family", "孙子|grandson", False)], tag=True))
add(K("diary", "今天店里来了个外国小哥，点单全程英语，好在我大学时六级过了，勉强能应付。我在这家“慢岛咖啡”做咖啡师快两年了，老板人挺好。下班后去了趟宠物医院，我家柯基团子拉肚子，花了我三百八。回家路上想着要不要去考个SCA证书，算了先攒钱吧。对了，下个月我就搬去跟男朋友一起住了，房子在闵行那边。",
      [U("job_title", "咖啡师|barista"), U("employer", "慢岛咖啡"), U("pet", "柯基|corgi"),
       U("pet_name", "团子"), U("language", "英语|English", False),
       U("plan", "搬去跟男朋友一起住|搬去闵行|搬家"), U("partner", "男朋友|boyfriend")], tag=True))
add(K("diary", "今天是入职字节的第一百天。组里就我一个女生，每天写代码写到头秃。中午点了个沙拉，最近在生酮，碳水一口不碰。晚上跟大学同学视频，她在悉尼读博，羡慕死了。我俩当年都是浙大计算机的，现在一个在北京搬砖，一个在澳洲看袋鼠。",
      [U("employer", "字节|字节跳动|ByteDance"), U("gender", "女生|女|female"), U("diet", "生酮|keto"),
       U("school", "浙大|浙江大学|Zhejiang University"), U("major", "计算机|computer science"),
       U("city", "北京|Beijing"), U("job_title", "写代码|程序员|engineer", False),
       P("大学同学", "city", "悉尼|Sydney"), P("大学同学", "degree", "读博|博士|PhD")], tag=True))
add(K("diary", "周五 阴。上午去城南小区给人换电表，下午又接了个老房子改线路的活，干电工这行就是哪里有活去哪里。中午在工地吃盒饭，辣得我直冒汗，我一个湖南人居然被辣到了，丢人。老婆打电话说儿子发烧了，赶紧往回赶。儿子今年五岁，小名叫豆豆。车贷还剩八个月，咬咬牙就过去了。",
      [U("job_title", "电工|electrician"), U("hometown", "湖南|Hunan"), U("partner", "老婆|wife"),
       U("family", "豆豆|儿子|son"), P("豆豆", "relation", "儿子|son"), P("豆豆", "age", "五岁|5"),
       U("belonging", "车|car", False)], tag=True))
add(K("diary", "今天店里生意爆满，光烫头就做了六个。我这个理发店开在小区门口，叫“剪刀手”，开了快四年了。最怕那种要求一大堆最后还说不满意的客人。晚上关门后跟对象去吃烧烤，他是修车的，手上全是机油洗不掉。他说想去考个驾校教练证，我说你先把烟戒了再说。我最近开始学游泳，每周二、四晚上去，终于能游二十五米了！",
      [U("job_title", "理发店|理发师|店主|hairdresser"), U("employer", "剪刀手"), U("partner", "对象|boyfriend"),
       P("对象", "job_title", "修车|修车的|汽修工|mechanic"), P("对象", "plan", "驾校教练证", False),
       U("sport", "游泳|swimming")], tag=True))
add(K("diary", "儿子今天第一天上幼儿园，哭得撕心裂肺，我在门口也跟着哭。辞职在家带娃两年了，之前在银行柜台干了六年。下午去超市碰到以前的同事，她都升主管了。老公说等孩子大点我可以再找工作，可我都三十五了。晚上做了个梦，梦见自己在伦敦留学，醒来一身汗。成都的冬天真是阴冷阴冷的。",
      [U("job_title", "在家带娃|全职妈妈|stay-at-home mom"), U("age", "三十五|35"), U("city", "成都|Chengdu"),
       U("partner", "老公|husband"), U("family", "儿子|son"), P("儿子", "school", "幼儿园|kindergarten", False)], tag=True))
add(K("diary", "值完夜班回到出租屋，天都亮了。我在科技园做保安，一个月四千五，包一顿饭。今天在门口帮一个快递小哥扶了车，一聊他也是河南周口的，老乡啊！聊了好久。最近迷上了听郭德纲的相声，一听能笑一晚上。想攒钱明年回老家盖房子，我妈身体不好，有哮喘，离得近点能照顾。",
      [U("job_title", "保安|security guard"), U("hometown", "河南周口|周口|Zhoukou"),
       U("hobby|fav_music", "郭德纲的相声|相声|郭德纲"), P("妈妈", "health", "哮喘|asthma"),
       U("plan", "回老家盖房子", False), U("family", "妈|妈妈|mom", False)], tag=True))
add(K("diary", "搬来大理第三个月。早上沿着洱海骑了一圈车，然后回住处接着翻那本德语小说，月底交稿。做自由翻译这些年，最怕的就是出版社拖稿费。下午房东阿姨送来一筐梅子，说她女儿在昆明当医生，非要介绍给我认识。晚上煮了碗面加两个蛋。我乳糖不耐受，咖啡只能喝美式。",
      [U("city", "大理|Dali"), U("job_title", "自由翻译|翻译|translator"), U("language", "德语|German"),
       U("health|allergy|diet", "乳糖不耐受|lactose intolerant")], tag=True))

# ---------------- companion chats ----------------
add(K("comp", alt("小满，今天又被客户催稿了，做设计的真是没人权",
                  "辛苦啦！你是在广告公司做平面设计对吧？",
                  "不是公司啦，我自由职业，自己接单。在家办公，身边就俩猫陪着",
                  "对哦，它们是不是叫可乐和雪碧？",
                  "是可乐和芬达哈哈哈，雪碧是我朋友家的狗"),
      [U("job_title", "做设计|设计师|自由职业|freelance designer"), U("pet", "猫|cat"),
       U("pet_name", "可乐"), U("pet_name", "芬达")], tag=True, ch="小满"))
add(K("comp", alt("阿星我下夜班了，累瘫",
                  "抱抱你！ICU的夜班一定很辛苦。你们广州这几天是不是一直在下雨？",
                  "我在佛山啊，不是广州，说了好多次了😤 广州是我之前读书的地方",
                  "对不起对不起，记住了，佛山！那你读的是南方医科大学吗？",
                  "对，护理本科。好了我去睡了"),
      [U("city", "佛山|Foshan"), U("school", "南方医科大学|南方医科|Southern Medical University"),
       U("major", "护理|nursing"), U("degree", "本科|bachelor"), U("job_title", "护士|ICU|nurse", False)],
      tag=True, ch="阿星"))
add(K("comp", alt("糯米，你说晚饭吃啥，我花生过敏，外卖好多都不敢点",
                  "那清汤面怎么样？我自己最喜欢的是番茄牛腩面～你不是也很能吃辣吗？",
                  "我不吃辣的，胃不好，慢性胃炎好几年了",
                  "哦哦那就清淡点。你上次说你妹妹也过敏？",
                  "她是海鲜过敏，不是花生。我俩真是一家子过敏体质"),
      [U("allergy", "花生|peanut"), U("health", "慢性胃炎|胃炎|gastritis"), U("diet|dislike", "不吃辣|辣"),
       P("妹妹", "allergy", "海鲜|seafood"), U("family", "妹妹|sister"), CH("fav_food", "番茄牛腩面")],
      tag=True, ch="糯米"))
add(K("comp", alt("橙子，我下周一开始跑新疆线了，一趟来回十二天",
                  "哇，那你是换公司了吗？还在顺丰吗？",
                  "早不在顺丰了，现在跟着我表哥自己干，他买了两台车",
                  "原来如此！一路注意安全，你的腰还好吗？",
                  "老毛病了，腰肌劳损，贴着膏药顶着呗"),
      [U("plan", "跑新疆线|新疆线"), U("job_title", "跑新疆线|货车司机|truck driver", False),
       U("health", "腰肌劳损"), P("表哥", "belonging", "两台车|车|trucks"),
       P("表哥", "relation", "表哥|cousin", False)], tag=True, ch="橙子"))
add(K("comp", alt("云朵，今天我生日！",
                  "生日快乐！25岁啦？",
                  "什么25，我27了好吗，你是不是在恭维我🤣",
                  "哈哈27也超年轻！打算怎么过呀？",
                  "跟女朋友去吃日料，她订好位了。她是牙医，平时可忙了，难得请假",
                  at="2024-09-21"),
      [U("age", "27"), U("birthday", "9月21日|09-21|September 21", False), U("partner", "女朋友|girlfriend"),
       P("女朋友", "job_title", "牙医|dentist"), U("plan", "吃日料", False)], tag=True, ch="云朵"))
add(K("comp", alt("木木，我最近又把二胡捡起来了，小时候学过八年",
                  "好厉害！那你是不是也喜欢古典音乐？",
                  "还行吧，我最爱听的其实是五月天哈哈，跟二胡一点都不搭",
                  "反差萌！那看书呢，你之前推荐的《活着》是你最爱的书吗？",
                  "嗯，《活着》我看了四遍，每次都哭"),
      [U("instrument", "二胡|erhu"), U("fav_music", "五月天|Mayday"), U("fav_book", "活着|To Live")],
      tag=True, ch="木木"))
add(K("comp", alt("阿暖，我家狗狗球球上个月走了，今天看到它的碗又哭了",
                  "好心疼你……球球陪了你很多年吧",
                  "十三年，从我上初中它就在了。现在家里只剩一只仓鼠，还是我儿子的",
                  "你儿子多大了呀？",
                  "七岁，上一年级了，天天嚷嚷要再养只狗，我还没缓过来"),
      [U("family", "儿子|son"), P("儿子", "pet", "仓鼠|hamster"), P("儿子", "age", "七岁|7")],
      tag=True, ch="阿暖"))
add(K("comp", alt("星野，我辞职了！！从美团出来了",
                  "恭喜解脱！所以你现在在家躺平？",
                  "哪有，下周入职京东，还是做运营，只不过从北京换到成都了",
                  "哇那要搬家咯，成都好吃的多！",
                  "已经搬过来了，房子租在高新区，离公司十分钟"),
      [U("employer|plan", "京东|JD"), U("job_title", "运营|operations"), U("city", "成都|Chengdu"),
       U("place|city", "高新区")], tag=True, ch="星野"))
add(K("comp", alt("糖糖，以后别叫我老板了，叫我小蔡就行",
                  "好的小蔡！你的水果店今天生意怎么样？",
                  "不是水果店，是花店，你又记混了。明天情人节，今天忙疯了",
                  "哈哈抱歉！花店老板娘情人节肯定最忙～",
                  "老板娘是我没错，不过我没结婚哈，就我一个人带着一条边牧看店"),
      [U("nickname", "小蔡"), U("job_title|employer", "花店|花店老板|老板娘|florist"),
       U("pet", "边牧|border collie"), U("gender", "女|female", False)], tag=True, ch="糖糖"))
add(K("comp", alt("小鹿，我最近在学韩语，报了个线上班，每天晚上一小时",
                  "是为了追星吗？你是不是很喜欢BTS？",
                  "不是追星，是我下半年要去首尔交换一年，学校的项目",
                  "太棒了！你现在在哪个学校呀？",
                  "厦门大学，读新闻的，大三"),
      [U("language", "韩语|Korean"), U("plan", "去首尔交换|首尔交换|exchange in Seoul"),
       U("school", "厦门大学|厦大|Xiamen University"), U("major", "新闻|journalism"),
       U("city", "厦门|Xiamen", False)], tag=True, ch="小鹿"))
add(K("comp", alt("阿布，帮我记一下，我生日是农历八月十五，中秋节那天",
                  "记住啦！那你是不是每年都吃月饼过生日？",
                  "对呀哈哈，我不爱吃蛋糕，我只吃莲蓉月饼",
                  "好可爱～你家的鹦鹉今天说话了吗？",
                  "它叫小绿，只会说你好和骂人的话，都是我老公教的😂"),
      [U("birthday", "农历八月十五|中秋节|八月十五"), U("fav_food", "莲蓉月饼|月饼"), U("dislike", "蛋糕|cake"),
       U("pet", "鹦鹉|parrot"), U("pet_name", "小绿"), U("partner", "老公|husband")], ch="阿布"))
add(K("comp", alt("琉璃，今天打了三个小时羽毛球，手都抬不起来了",
                  "你是每周都打吧？对了，我虽然是AI，但我给自己设定的家乡是苏州哦",
                  "每周三次，雷打不动。苏州挺好，我老家无锡的，离得近",
                  "那我们算半个老乡！你现在还在无锡吗？",
                  "没，在南京上班，开地铁的，2号线"),
      [U("sport", "羽毛球|badminton"), CH("hometown", "苏州|Suzhou"), U("hometown", "无锡|Wuxi"),
       U("city", "南京|Nanjing"), U("job_title", "开地铁|地铁司机|subway driver")], tag=True, ch="琉璃"))
add(K("comp", alt("阿月，我跟我老公林涛吵架了，他又把工资卡给他弟用了",
                  "啊，你们经常因为钱吵架吗？林涛是做什么工作的来着，厨师？",
                  "厨师没错，在一家湘菜馆。我就是气他什么都不跟我商量",
                  "理解你的委屈。你自己呢，还在超市做收银吗？",
                  "早不做了，现在在家做微商卖面膜，勉强糊口"),
      [U("partner", "林涛"), P("林涛", "relation", "老公|husband"), P("林涛", "job_title", "厨师|chef"),
       P("林涛", "employer", "湘菜馆", False), U("job_title", "微商|做微商卖面膜")], tag=True, ch="阿月"))
add(K("comp", alt("团团我二战考研了，今年必须上岸",
                  "加油！你考的是什么专业呀？还是法学吗？",
                  "对，法学。本科在西南政法读的，想考回重庆",
                  "在重庆待过四年应该很熟悉了，现在人在哪儿备考？",
                  "在老家贵阳，我爸妈开了个早餐店，我早上帮忙下午复习"),
      [U("plan", "考研|二战考研"), U("major", "法学|law"), U("school", "西南政法|西南政法大学"),
       U("degree", "本科|bachelor"), U("city", "贵阳|Guiyang"), U("hometown", "贵阳|Guiyang"),
       P("爸妈", "job_title", "早餐店|开了个早餐店")], tag=True, ch="团团"))

# ---------------- group chats ----------------
add(G([("妈妈", "磊磊，你周六回来吃饭不？我买了你最爱的大闸蟹"),
       ("王磊", "回！不过妈我跟你说过的，我最近痛风，海鲜不能碰了😭"),
       ("姐姐", "那我多吃两只哈哈 我下周去上海出差三天，周六正好在家"),
       ("王磊", "姐你就欺负我吧。我带女朋友小雪一起回，她刚考下教师资格证")],
      [U("health", "痛风|gout"), U("fav_food", "大闸蟹", False), U("partner", "小雪"),
       P("小雪", "relation", "女朋友|girlfriend"), U("plan", "回来吃饭", False)], me="王磊", tag=True))
add(G([("张工", "明天早上七点，滨江那套开始贴砖，老马你那边瓷砖到了没"),
       ("老马", "到了到了，我一早拉过去。对了明天我得早走，下午带我闺女去打疫苗"),
       ("小刘", "马哥我明天请个假啊，我老婆要生了，在妇幼"),
       ("老马", "去去去，恭喜啊！我一个人贴得完，干了二十年瓦工，这点活算啥")],
      [U("job_title", "瓦工|tiler"), U("plan", "打疫苗|带我闺女去打疫苗"), U("family", "闺女|daughter", False),
       P("小刘", "partner", "老婆|wife"), U("nickname", "马哥|老马", False)], exp="老马", tag=True))
add(G([("阿May", "谁明天帮我带个早饭，我今晚实验室通宵"),
       ("胖虎", "我在家呢宝，这周回杭州了，我奶奶做手术"),
       ("陈一一", "我帮你带！我早上要去游泳馆，反正路过一食堂"),
       ("阿May", "一一你最好了 记得别放葱 我不吃葱"),
       ("陈一一", "知道知道，咱俩都不吃葱，这就是缘分")],
      [U("dislike|diet", "葱|不吃葱|scallion"), P("阿May", "dislike|diet", "葱|不吃葱|scallion"),
       U("sport", "游泳|swimming", False), P("胖虎", "hometown", "杭州|Hangzhou", False)], me="陈一一", tag=True))
add(G([("水果老周", "今天到了一批赣南脐橙，10块3斤，要的接龙"),
       ("3号楼王阿姨", "我要6斤。李姐你家孙子不是最爱吃橙子嘛"),
       ("李姐", "他爱吃是爱吃，就是不能多吃，上火。给我来3斤就行，我自己是真不敢吃，胃酸"),
       ("水果老周", "好嘞，下午四点送到，三轮车坏了今天骑电瓶车送")],
      [U("health", "胃酸|acid reflux"), U("family", "孙子|grandson", False), P("孙子", "fav_food", "橙子|orange"),
       P("水果老周", "belonging", "电瓶车|三轮车", False)], exp="李姐", tag=True))
add(G([("大鹏", "周日环湖骑，六十公里，有谁报名"),
       ("Kiki", "我！假已经请好了。刚换了辆崔克的公路车，正好试试"),
       ("老K", "我膝盖还没好，这次算了，上次摔的是右腿"),
       ("阿兰", "我去不了，周日值班，医院排班太狠了"),
       ("Kiki", "阿兰你们护士真的辛苦 下次一起")],
      [U("plan", "环湖骑|周日环湖骑"), U("belonging", "公路车|崔克|Trek"), U("sport", "骑|骑行|cycling", False),
       P("阿兰", "job_title", "护士|nurse"), P("老K", "health", "膝盖|knee")], me="Kiki", tag=True))
add(G([("站长", "明天双十一开始了，所有人早上六点到，不准请假"),
       ("小何", "收到。站长我问下，我下个月回云南老家考驾照那三天能批吗"),
       ("阿强", "我也想请，我妹结婚"),
       ("站长", "小何的可以，考试日期定了就行。阿强你先顶着"),
       ("小何", "定了，12号考科目二。谢谢站长！")],
      [U("plan", "考驾照|科目二|driving test"), U("hometown", "云南|Yunnan"),
       P("阿强", "family", "妹|妹妹", False)], exp="小何", tag=True))
add(G([("书虫老林", "这个月读《百年孤独》，大家进度怎么样"),
       ("夏天", "我还在第三章，名字太乱了。我还是更喜欢东野圭吾那种"),
       ("周周", "我读完了！不过说实话，我最爱的书永远是《红楼梦》，每年重读一遍"),
       ("书虫老林", "周周你不是在图书馆上班吗，近水楼台"),
       ("周周", "哈哈是的，市图书馆少儿部，天天给小朋友讲绘本")],
      [U("fav_book", "红楼梦|Dream of the Red Chamber"), U("employer", "市图书馆|图书馆|library"),
       U("job_title", "图书馆上班|图书管理员|librarian", False), P("夏天", "fav_book", "东野圭吾", False)],
      me="周周", tag=True))
add(G([("班主任刘老师", "各位家长，下周三春游，费用80元，请周五前交齐"),
       ("乐乐妈妈", "收到，乐乐对花生过敏，麻烦老师注意一下零食"),
       ("阿芳", "收到。刘老师，我家朵朵周三要去医院复查眼睛，春游去不了了"),
       ("浩浩爸爸", "刘老师，浩浩周三我来送，我开滴滴的，时间自由"),
       ("阿芳", "浩浩爸爸，回来给我们朵朵也带个小纪念品呗哈哈")],
      [U("family", "朵朵"), P("朵朵", "plan", "复查眼睛|去医院复查眼睛"), P("乐乐", "allergy", "花生|peanut"),
       P("浩浩爸爸", "job_title", "开滴滴|滴滴司机|driver")], exp="阿芳", tag=True))
add(G([("老杨", "周末去哪钓？水库还是江边"),
       ("水库王", "来我们村水库啊，我承包的，给你们打折"),
       ("阿峰", "我周六得看店，周日可以。我那修车铺一到周末就忙"),
       ("老杨", "阿峰你那铺子不是在国道边上吗，顺路接我一下"),
       ("阿峰", "行，七点国道口见，我开那辆破五菱")],
      [U("job_title|employer", "修车铺|修车|汽修"), U("belonging", "五菱|Wuling"), U("hobby", "钓|钓鱼|fishing", False),
       P("水库王", "belonging", "水库")], me="阿峰", tag=True))
add(G([("甜甜", "姐妹们我脱单了！！！对象是我们健身房的教练"),
       ("茉莉", "啊啊啊恭喜！照片呢照片呢"),
       ("晓晓", "恭喜恭喜！我还单着呢，跟我家两只兔子过日子"),
       ("茉莉", "晓晓你上个月不是刚跟那个程序员约会吗"),
       ("晓晓", "黄了，他说他不吃辣，我一个重庆人怎么忍")],
      [U("pet", "兔子|rabbit"), U("hometown", "重庆|Chongqing"), P("甜甜", "partner", "健身房的教练|教练")],
      exp="晓晓", tag=True))
add(G([("厨师长老赵", "明天包场，婚宴二十桌，所有人九点到"),
       ("小王", "老赵我明天上午考科目一，下午才能来"),
       ("刘姐", "我来顶小王。我在这当了八年领班了，二十桌小意思"),
       ("厨师长老赵", "刘姐靠谱。小王考完记得把奶茶带回来"),
       ("刘姐", "我不喝奶茶哈，控糖呢，最近血糖有点高")],
      [U("job_title", "领班|supervisor"), U("health", "血糖有点高|血糖高"), U("diet", "控糖|不喝奶茶"),
       P("小王", "plan", "考科目一|科目一")], me="刘姐", tag=True))
