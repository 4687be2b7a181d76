from h import U, P, C, case

Z = "zh"
CASES = [
case(Z, "我在阿里上班，杭州滨江那边，不过我老公一直想让我辞职去考公，我才不要呢", [
    U("employer", "阿里", "阿里巴巴", "Alibaba"),
    U("city", "杭州", "Hangzhou", req=False),
    U("partner", "老公", "husband"),
], tag=True),
case(Z, "我家猫叫煤球，黑得发亮。室友那只布偶叫奶盖，天天欺负煤球😂", [
    U("pet", "猫", "cat"),
    U("pet_name", "煤球"),
    P("室友", "pet", "布偶", "布偶猫", "猫", "ragdoll"),
    P("室友", "pet_name", "奶盖"),
    P("室友", "relation", "室友", "roommate", req=False),
], tag=True),
case(Z, "我是独生女，爸妈都在老家洛阳，我自己在北京漂着", [
    U("family", "独生女", "only child"),
    U("gender", "女", "female", req=False),
    U("hometown", "洛阳", "Luoyang"),
    U("city", "北京", "Beijing"),
]),
case(Z, "要是我会弹钢琴就好了……现在只会弹点尤克里里，还是去年自学的", [
    U("instrument", "尤克里里", "ukulele"),
], tag=True),
case(Z, "我不吃香菜！谁爱吃谁吃。但我男朋友阿杰特别爱吃，每次吃火锅都要一大碗", [
    U("dislike|diet", "香菜", "cilantro", "coriander"),
    U("partner", "阿杰"),
    P("阿杰", "relation", "男朋友", "boyfriend"),
    P("阿杰", "fav_food", "香菜", "cilantro"),
], tag=True),
case(Z, "本人97年的，属牛，射手座，有问题吗😎", [
    U("birthday|age", "97年", "1997"),
]),
case(Z, "你猜我多大？哈哈 我都三十五了，别再叫我小姑娘了", [
    U("age", "三十五", "35"),
    U("gender", "姑娘", "女", "female", req=False),
]),
case(Z, "之前在美团干了三年产品，上个月跳到了快手，还是做产品经理，换汤不换药", [
    U("employer", "快手", "Kuaishou"),
    U("job_title", "产品经理", "PM", "product manager"),
], tag=True),
case(Z, "我是学临床医学的，现在在华西读博，天天泡实验室", [
    U("major", "临床医学", "clinical medicine"),
    U("school", "华西", "华西医学院", "四川大学华西"),
    U("degree", "读博", "博士", "PhD"),
]),
case(Z, "我老板昨天说他要移民加拿大，搞得我们整个组人心惶惶。我反正不走，在上海待得挺好", [
    U("city", "上海", "Shanghai"),
    P("老板", "plan", "移民加拿大", "移民", req=False),
    P("老板", "relation", "老板", "boss", req=False),
], tag=True),
case(Z, "我家狗狗叫豆包，柯基，腿短脾气大🐶", [
    U("pet", "柯基", "狗", "corgi", "dog"),
    U("pet_name", "豆包"),
]),
case(Z, "我租在望京，房东不让养宠物，好想养只猫啊😭只能天天云吸猫", [
    U("place|city", "望京", "Wangjing"),
], tag=True),
case(Z, "我不是程序员啊！我是做UI设计的，只是天天跟程序员坐一起", [
    U("job_title", "UI设计", "UI设计师", "UI designer"),
], tag=True),
case(Z, "我老家是湖南岳阳的，现在在长沙工作，离家近，周末就能回去", [
    U("hometown", "岳阳", "湖南岳阳", "Yueyang"),
    U("city", "长沙", "Changsha"),
]),
case(Z, "我乳糖不耐受，喝牛奶就拉肚子。我闺蜜小鹿倒是啥都能吃，她就对芒果过敏", [
    U("health|allergy|diet", "乳糖不耐受", "lactose intolerant"),
    P("小鹿", "allergy", "芒果", "mango"),
    P("小鹿", "relation", "闺蜜", "best friend"),
], tag=True),
case(Z, "下周六领证！！！紧张死了，和我家陈先生在一起七年了", [
    U("plan", "领证", "结婚"),
    U("partner", "陈先生"),
]),
case(Z, "我弟在读高三，明年高考，他说想考浙大，我看悬。我自己当年是川大毕业的", [
    U("family", "弟", "弟弟", "brother"),
    P("弟弟", "plan", "高考", req=False),
    U("school", "川大", "四川大学", "Sichuan University"),
], tag=True),
case(Z, "我叫林晓雯，大家都叫我雯子，你也可以这么叫", [
    U("name", "林晓雯"),
    U("nickname", "雯子"),
]),
case(Z, "哈哈哈我是富婆，名下十套房，开玩笑的，其实我租房住，开网约车的", [
    U("job_title", "开网约车", "网约车司机", "driver"),
], tag=True),
case(Z, "我朋友阿楠在腾讯做游戏策划，我在网易做测试，我们俩经常互相吐槽对方公司", [
    U("employer", "网易", "NetEase"),
    U("job_title", "测试", "做测试", "测试工程师", "QA"),
    P("阿楠", "employer", "腾讯", "Tencent"),
    P("阿楠", "job_title", "游戏策划"),
    P("阿楠", "relation", "朋友", "friend"),
], tag=True),
case(Z, "我素食好多年了，蛋奶也不吃，算纯素吧", [
    U("diet", "纯素", "素食", "vegan"),
]),
case(Z, "我不会说粤语，虽然我在香港读的研究生。普通话和英语都没问题", [
    U("degree", "研究生", "硕士", "master"),
    U("language", "普通话", "Mandarin", "中文"),
    U("language", "英语", "English"),
], tag=True),
case(Z, "我是中学数学老师，带两个班，每天批作业批到眼花", [
    U("job_title", "数学老师", "中学数学老师", "math teacher", "teacher"),
]),
case(Z, "我男朋友说他最爱的电影是《星际穿越》，我看了三遍都没看懂🙃我自己最爱《海上钢琴师》", [
    U("fav_film", "海上钢琴师", "《海上钢琴师》", "The Legend of 1900"),
    U("partner", "男朋友", "boyfriend"),
    P("男朋友", "fav_film", "星际穿越", "Interstellar", req=False),
], tag=True),
case(Z, "电话换了，新号是13912345678，以前那个18600001111不用了哈", [
    U("phone", "13912345678"),
], tag=True),
case(Z, "我哥在新西兰养羊，真的，不是开玩笑。我自己就是个普通上班族，在苏州", [
    U("family", "哥", "哥哥", "brother"),
    P("哥哥", "city|place", "新西兰", "New Zealand"),
    P("哥哥", "job_title", "养羊", "牧场主", "farmer"),
    U("city", "苏州", "Suzhou"),
], tag=True),
case(Z, "最近迷上了攀岩，每周去三次岩馆，手都磨破了", [
    U("sport|hobby", "攀岩", "climbing"),
]),
case(Z, "医生说我有点轻度脂肪肝，让我少喝酒。我爸更严重，糖尿病好多年了", [
    U("health", "脂肪肝", "轻度脂肪肝", "fatty liver"),
    P("爸爸", "health", "糖尿病", "diabetes"),
    U("family", "爸", "爸爸", "dad", req=False),
], tag=True),
case(Z, [
    ("g", "乐乐爸", "我们家乐乐对鸡蛋过敏，明天春游大家别给他吃蛋糕哈"),
    ("gx", "糖糖妈", "收到！糖糖不过敏，就是死活不吃胡萝卜😂"),
    ("g", "小宇妈", "我是学校旁边诊所的护士，有情况随时找我"),
], [
    P("乐乐", "allergy", "鸡蛋", "egg", "eggs"),
    P("糖糖", "dislike|diet", "胡萝卜", "carrot", "carrots"),
    P("小宇妈", "job_title", "护士", "nurse"),
    U("family", "糖糖", "女儿", "孩子", req=False),
], tag=True),
case(Z, "我在读北师大的心理学研一，导师人挺好", [
    U("school", "北师大", "北京师范大学", "Beijing Normal University"),
    U("major", "心理学", "psychology"),
    U("degree", "研一", "硕士", "研究生", "master"),
]),
case(Z, "不是我说，我们公司食堂的糖醋排骨是真的绝，我能一周吃五天。哦对我在比亚迪，深圳坪山那边", [
    U("employer", "比亚迪", "BYD"),
    U("fav_food", "糖醋排骨"),
    U("city", "深圳", "Shenzhen", req=False),
]),
case(Z, [
    ("a", "听你这么讲究细节，你该不会是处女座吧？"),
    ("u", "错啦，我10月3号生日，天秤座♎"),
], [
    U("birthday", "10月3号", "10月3日", "October 3"),
], tag=True),
case(Z, "我每天通勤骑小电驴，一辆雅迪，骑了四年了还没坏", [
    U("belonging", "雅迪", "小电驴", "电动车", "e-bike"),
]),
case(Z, "如果我是男生我早就去当兵了，可惜本姑娘是个女生", [
    U("gender", "女生", "女", "female"),
], tag=True),
case(Z, "我们组新来的实习生是复旦计算机的，好厉害。我就一个普通本科，学会计的", [
    U("degree", "本科", "bachelor"),
    U("major", "会计", "accounting"),
    P("实习生", "school", "复旦", "复旦大学", "Fudan"),
    P("实习生", "major", "计算机", "computer science", "CS"),
    P("实习生", "relation", "实习生", "intern", req=False),
], tag=True),
case(Z, "我超爱周杰伦，从初中听到现在，演唱会去了五次", [
    U("fav_music", "周杰伦", "Jay Chou"),
]),
case(Z, "下个月要去日本玩，机票酒店都订好了！我日语只会说阿里嘎多😂", [
    U("plan", "去日本", "去日本玩", "日本旅行", "trip to Japan"),
], tag=True),
case(Z, "我的邮箱是xiaoyu_2020@163.com，之前给你那个qq邮箱是打错的", [
    U("email", "xiaoyu_2020@163.com"),
], tag=True),
case(Z, "我在一家做新能源电池的公司做销售，出差出到吐", [
    U("industry", "新能源", "新能源电池", "new energy", "battery"),
    U("job_title", "销售", "sales"),
]),
case(Z, "我爷爷九十了身体还倍儿棒，每天遛弯两小时。我妈说我要是有爷爷一半勤快就好了", [
    U("family", "爷爷", "grandpa"),
    P("爷爷", "age", "九十", "90"),
    U("family", "妈", "妈妈", "mom", req=False),
]),
case(Z, "你是不是以为我还在北京？我早就回老家郑州了，北京房租太贵了", [
    U("city", "郑州", "Zhengzhou"),
    U("hometown", "郑州", "Zhengzhou"),
], tag=True),
case(Z, "我最喜欢的书是《活着》，每次看都哭成狗", [
    U("fav_book", "活着", "《活着》", "To Live"),
]),
case(Z, [
    ("g", "阿May", "周末谁去爬山？我新买了双登山鞋"),
    ("g", "大刘", "我不去，我膝盖做过手术，爬不了山"),
    ("g", "阿May", "好吧，那我自己去，反正我爬山十年了"),
], [
    U("hobby|sport", "爬山", "hiking"),
    U("belonging", "登山鞋", "hiking boots"),
    P("大刘", "health", "膝盖做过手术", "膝盖手术", "knee surgery"),
], tag=True, me="阿May"),
case(Z, "谁说我是程序员就一定穿格子衫？我明明穿卫衣😂 在华为写了五年代码了", [
    U("job_title", "程序员", "写代码", "programmer"),
    U("employer", "华为", "Huawei"),
]),
case(Z, "我老公是消防员，我们住在昆明，四季如春", [
    U("partner", "老公", "husband"),
    P("老公", "job_title", "消防员", "firefighter"),
    U("city", "昆明", "Kunming"),
]),
case(Z, "我想辞职去大理开民宿，想想而已，房贷还没还完呢🙃", [], tag=True),
case(Z, "我左撇子，还是色弱，小时候画画差点被老师骂死", [
    U("health", "色弱", "color blind"),
]),
case(Z, "我朋友圈那个在迪拜的是我表姐，她在阿联酋航空当空姐。我自己连护照都没办过哈哈", [
    U("family", "表姐", "cousin"),
    P("表姐", "city", "迪拜", "Dubai"),
    P("表姐", "employer", "阿联酋航空", "Emirates"),
    P("表姐", "job_title", "空姐", "flight attendant"),
], tag=True),
case(Z, "我每天都要喝冰美式，一天不喝就没精神", [
    U("fav_food|diet", "冰美式", "美式", "iced americano", "coffee"),
]),
case(Z, "我是95后，网名叫“今天也想躺平”，在一家广告公司当文案", [
    U("age|birthday", "95后", "1995"),
    U("nickname", "今天也想躺平"),
    U("job_title", "文案", "copywriter"),
    U("industry", "广告", "advertising"),
]),
case(Z, "梦见自己养了一只老虎，醒来一看是我家橘猫压在我胸口😂", [
    U("pet", "橘猫", "猫", "cat"),
], tag=True),
case(Z, "我能听懂上海话但不会说，平时说普通话，工作上用英语", [
    U("language", "上海话", "Shanghainese", req=False),
    U("language", "普通话", "Mandarin"),
    U("language", "英语", "English"),
], tag=True),
case(Z, "我和老婆下个月去三亚办婚礼，请帖都发出去了", [
    U("partner", "老婆", "wife"),
    U("plan", "办婚礼", "婚礼", "三亚办婚礼", "wedding"),
]),
case(Z, [
    ("u", "小暖你喜欢什么歌呀"),
    ("a", "我最喜欢陈奕迅的歌啦，尤其是《十年》"),
    ("u", "我也喜欢！不过我更爱五月天，每年跨年都听"),
], [
    C("fav_music", "陈奕迅", "Eason Chan"),
    U("fav_music", "五月天", "Mayday"),
    U("fav_music", "陈奕迅", "Eason Chan", req=False),
], tag=True, character="小暖"),
case(Z, "我不抽烟不喝酒，唯一的爱好就是钓鱼，一坐一整天", [
    U("hobby", "钓鱼", "fishing"),
]),
case(Z, "我在考研，目标是中传新闻专业，十二月初试", [
    U("plan", "考研"),
], tag=True),
case(Z, "我是哈尔滨人，在三亚做潜水教练，冬天一点也不想家😂", [
    U("hometown", "哈尔滨", "Harbin"),
    U("city", "三亚", "Sanya"),
    U("job_title", "潜水教练", "diving instructor"),
]),
case(Z, "我妹说她要嫁给她爱豆，做梦吧她。她现在读大二，学法语的", [
    U("family", "妹", "妹妹", "sister"),
    P("妹妹", "major", "法语", "French"),
], tag=True),
case(Z, "我的手机号：15800001234，微信同号", [
    U("phone", "15800001234"),
]),
case(Z, "我讨厌下雨天，也讨厌开会。今天下雨又连开了三个会，完美", [
    U("dislike", "下雨天", "rain"),
    U("dislike", "开会", "meetings"),
], tag=True),
case(Z, "我老婆是重庆的，特能吃辣；我是苏州人，一点辣都碰不得", [
    U("partner", "老婆", "wife"),
    P("老婆", "hometown", "重庆", "Chongqing"),
    U("hometown", "苏州", "Suzhou"),
    U("diet|dislike", "辣", "不吃辣", "spicy food"),
], tag=True),
case(Z, "我一个大老爷们儿，被我媳妇管得死死的，零花钱一个月五百", [
    U("gender", "大老爷们儿", "男", "male"),
    U("partner", "媳妇", "wife"),
]),
case(Z, "我家就在西湖边上，散步五分钟就到，羡慕吧", [
    U("place", "西湖边", "西湖", "West Lake"),
    U("city", "杭州", "Hangzhou", req=False),
]),
case(Z, [
    ("g", "二姨", "我们家婷婷今年考上研究生了，南京大学"),
    ("gx", "小杰", "恭喜婷婷！二姨我下周回合肥，给你带点上海的特产"),
    ("g", "二姨", "好呀，你在上海那个公司还干着呢？"),
    ("g", "小杰", "换了，现在在拼多多"),
], [
    P("婷婷", "school", "南京大学", "南大", "Nanjing University"),
    P("婷婷", "degree", "研究生", "硕士", "master"),
    U("employer", "拼多多", "Pinduoduo", "PDD"),
    U("city", "上海", "Shanghai", req=False),
    U("hometown", "合肥", "Hefei", req=False),
    U("plan", "回合肥", req=False),
], tag=True),
case(Z, [
    ("g", "老周", "我今年四十了，跑不动了，改打羽毛球"),
    ("g", "阿斌", "四十算啥，我都四十五了还天天踢球"),
    ("g", "老周", "你那是野球，我可是正经报了个班"),
], [
    U("age", "四十", "40"),
    U("sport", "羽毛球", "badminton"),
    P("阿斌", "age", "四十五", "45"),
    P("阿斌", "sport", "踢球", "足球", "football", "soccer"),
], tag=True, me="老周"),
case(Z, [
    ("g", "阿珍", "姐妹们我下周生日，28岁了😭"),
    ("gx", "小鱼", "我比你小一岁哈哈，我生日在冬天，12月20"),
    ("g", "阿珍", "羡慕你还年轻"),
], [
    P("阿珍", "age", "28", "28岁"),
    U("birthday", "12月20", "12月20日", "December 20"),
    U("age", "27", "27岁", req=False),
], tag=True),
case(Z, [
    ("g", "Lily", "我们公司年会抽奖我中了个iPad！"),
    ("gx", "大鹏", "羡慕，我们公司年会就发了个保温杯😂 国企就是这样"),
    ("g", "Lily", "哈哈你们那保温杯可是中石油牌的"),
    ("g", "大鹏", "别说了，我在中石化，不是中石油🙄"),
], [
    P("Lily", "belonging", "iPad"),
    U("employer", "中石化", "Sinopec"),
    U("industry", "国企", "石油", "petroleum", req=False),
], tag=True),
case(Z, [
    ("g", "小敏", "我怀孕啦！预产期明年三月🥰"),
    ("g", "佳佳", "天哪恭喜！！我也想要个宝宝，可惜我还单身"),
    ("g", "小敏", "哈哈你不是有男朋友吗"),
    ("g", "佳佳", "上个月分了，别提了"),
], [
    P("小敏", "plan|health", "怀孕", "预产期明年三月", "pregnant"),
], tag=True, me="佳佳"),
case(Z, "刚养了只小乌龟，取名叫慢慢，我室友说这名字太敷衍了", [
    U("pet", "乌龟", "小乌龟", "turtle"),
    U("pet_name", "慢慢"),
]),
case(Z, "我在宜家买了个超大的懒人沙发，现在是我全屋最贵的家当哈哈", [
    U("belonging", "懒人沙发", "沙发", "beanbag"),
]),
case(Z, "我住五角场附近，离学校走路十分钟，在复旦读新闻", [
    U("place|city", "五角场", "Wujiaochang"),
    U("school", "复旦", "复旦大学", "Fudan"),
    U("major", "新闻", "journalism"),
]),
case(Z, "我在成都一家火锅店当服务员，老板人挺好，包吃包住", [
    U("city", "成都", "Chengdu"),
    U("job_title", "服务员", "waiter"),
]),
]
