from h import F, U, P, C, u, a, s, case

L = "zh"
CASES = []
add = CASES.append

# ---------------- short chats (1-3 messages) ----------------
add(case(L, "刚下班，今天又被甲方改了八版图😤 做平面设计真的会折寿", [
    U("job_title", ["平面设计", "平面设计师", "graphic designer"]),
]))
add(case(L, "我叫邓可欣，大家都叫我可乐，因为我一天三罐哈哈哈", [
    U("name", ["邓可欣"]),
    U("nickname", ["可乐"]),
]))
add(case(L, "我对芒果过敏 一吃嘴就肿成香肠 但是我室友超爱芒果 每次买一大箱放冰箱 我看着都怕", [
    U("allergy", ["芒果", "mango"]),
    P("室友", "fav_food", ["芒果", "mango"]),
    P("室友", "relation", ["室友", "roommate"], False),
], neg=True))
add(case(L, [u("问一下，在成都养猫的话哪里打疫苗便宜点"), u("我家橘猫叫土豆，三岁了，去年在这边捡的")], [
    U("pet", ["橘猫", "猫", "cat"]),
    U("pet_name", ["土豆"]),
    U("city", ["成都", "Chengdu"], False),
    P("土豆", "age", ["三岁", "3"], False),
]))
add(case(L, "之前在美团做了三年运营，上个月跳到小红书了，还是做运营，就是加班少了点", [
    U("employer", ["小红书", "Xiaohongshu", "RED"]),
    U("job_title", ["运营", "operations"]),
], neg=True))
add(case(L, "我不是北京人啦，只是在北京读的书，老家哈尔滨的，冬天零下三十度那种", [
    U("hometown", ["哈尔滨", "Harbin"]),
], neg=True))
add(case(L, [u("手机号换了"), u("新的是13917465280"), u("旧的那个139开头的别打了 已经停机")], [
    U("phone", ["13917465280"]),
], neg=True))
add(case(L, "今年三十二了 还在考公 家里人天天催婚 烦死", [
    U("age", ["三十二", "32"]),
    U("plan", ["考公", "公务员考试", "civil service exam"], False),
]))
add(case(L, "我男朋友是消防员，天天二十四小时值班，我俩一周见一次面都算多的", [
    U("partner", ["男朋友", "boyfriend"]),
    P("男朋友", "job_title", ["消防员", "firefighter"]),
]))
add(case(L, "要是我会说粤语就好了，去香港出差听不懂同事聊天，只能尬笑", [
    U("place", ["香港"], False),
], neg=True))
add(case(L, "周末去楼下那家瑞幸坐了一下午写论文，店员都认识我了哈哈 我是研二的，学社会学的", [
    U("major", ["社会学", "sociology"]),
    U("degree", ["研二", "研究生", "硕士", "master"], False),
], neg=True))
add(case(L, "乳糖不耐受星人路过，喝奶茶都要换燕麦奶，不然一下午跑厕所", [
    U(["health", "diet", "allergy"], ["乳糖不耐受", "lactose intolerance"]),
]))
add(case(L, "我最近在看《三体》第二部，但说实话我最爱的书还是《活着》，看了四遍", [
    U("fav_book", ["活着", "《活着》", "To Live"]),
], neg=True))
add(case(L, "家里一共五口人，我、我老公、两个闺女还有我婆婆，大的上初一了小的才幼儿园", [
    U("family", ["两个闺女", "闺女", "daughters"]),
    U("partner", ["老公", "husband"]),
    U("family", ["婆婆", "mother-in-law"], False),
]))
add(case(L, "我在苏州一家台企做质检，说是台企其实老板是上海人😂", [
    U("city", ["苏州", "Suzhou"]),
    U("job_title", ["质检", "quality inspector", "QC"]),
]))
add(case(L, "我的邮箱是 linyu.study@163.com，简历发这个就行，别发QQ邮箱那个了不用了", [
    U("email", ["linyu.study@163.com"]),
], neg=True))
add(case(L, "下周二飞大理！民宿都订好了 住五晚 第一次一个人旅行有点紧张", [
    U("plan", ["飞大理", "大理", "去大理", "trip to Dali"]),
]))
add(case(L, "我不抽烟不喝酒，唯一的爱好就是钓鱼，一钓一整天", [
    U("hobby", ["钓鱼", "fishing"]),
], neg=True))
add(case(L, "小时候学过五年钢琴后来放弃了，现在自学尤克里里，弹得还行", [
    U("instrument", ["尤克里里", "ukulele"]),
], neg=True))
add(case(L, "我哥在新加坡做程序员 一个月挣的顶我半年 我在老家县城当小学老师", [
    P("哥哥", "city", ["新加坡", "Singapore"], True),
    P("哥哥", "job_title", ["程序员", "programmer"]),
    U("job_title", ["小学老师", "老师", "teacher"]),
    U("family", ["我哥", "哥哥", "brother"], False),
], neg=True))
add(case(L, "香菜真的是世界上最难吃的东西 没有之一 谁爱吃谁吃", [
    U("dislike", ["香菜", "cilantro", "coriander"]),
]))
add(case(L, [u("我生日是腊月十八，每年都跟过年挤在一起，没人记得"), u("阳历的话今年是1月27号吧 懒得查")], [
    U("birthday", ["腊月十八"]),
]))
add(case(L, "医生说我有轻度脂肪肝，让我少吃夜宵多运动，所以我现在每天晚上跳绳一千个", [
    U("health", ["轻度脂肪肝", "脂肪肝", "fatty liver"]),
    U("sport", ["跳绳", "jump rope"]),
]))
add(case(L, "我老婆是四川人，所以我们家做菜啥都放辣，我一个广东人硬生生被练出来了", [
    U("partner", ["老婆", "wife"]),
    P("老婆", "hometown", ["四川", "Sichuan"]),
    U("hometown", ["广东", "Guangdong"]),
]))
add(case(L, "我养了两只仓鼠，一只叫芝麻一只叫汤圆，汤圆上个月走了😭 现在就剩芝麻", [
    U("pet", ["仓鼠", "hamster"]),
    U("pet_name", ["芝麻"]),
], neg=True))
add(case(L, "朋友问我是不是在华为上班，我说不是，我在荣耀，隔壁而已哈哈", [
    U("employer", ["荣耀", "Honor"]),
], neg=True))
add(case(L, "今天去体检，男生一米六二确实矮了点，体重就不说了。血压偏低，医生说问题不大", [
    U("health", ["血压偏低", "低血压", "low blood pressure"], False),
    U("gender", ["男生", "男", "male"]),
]))
add(case(L, "我是女生哈 别再叫我兄弟了 虽然我打篮球打的比你们都好", [
    U("gender", ["女", "女生", "female"]),
    U("sport", ["篮球", "basketball"]),
]))
add(case(L, "最爱的电影永远是《大话西游》，每次看到城墙那段都哭", [
    U("fav_film", ["大话西游", "《大话西游》", "A Chinese Odyssey"]),
]))
add(case(L, "我在厦门大学读的本科，学的是海洋科学，现在在青岛一个研究所上班", [
    U("school", ["厦门大学", "厦大", "Xiamen University"]),
    U("major", ["海洋科学", "marine science"]),
    U("degree", ["本科", "bachelor"]),
    U("city", ["青岛", "Qingdao"]),
    U("employer", ["研究所"], False),
]))
add(case(L, "有没有人知道杭州哪里可以学攀岩啊，我想试试，但我恐高😂", [], neg=True))
add(case(L, "吃素第四年了，蛋奶也不吃，纯素", [
    U("diet", ["纯素", "吃素", "vegan"]),
]))
add(case(L, "刚拿到驾照！！！科目三挂了两次终于过了 下个月提车 比亚迪海豚", [
    U("plan", ["提车", "下个月提车", "比亚迪海豚"]),
    U("belonging", ["驾照", "driver's license"], False),
]))
add(case(L, "我爸今年六十五 刚退休 天天在公园打太极 我妈嫌他起太早吵到她", [
    P("爸爸", "age", ["六十五", "65"]),
    P("爸爸", "sport", ["太极", "tai chi"]),
    U("family", ["我爸", "爸爸", "dad"], False),
], neg=True))
add(case(L, "我是做跨境电商的 主要卖宠物用品到欧美 自己在义乌有个小仓库 有货源的老板可以直接打我电话18650237719", [
    U("industry", ["跨境电商", "cross-border e-commerce"]),
    U("city", ["义乌", "Yiwu"], False),
    U("phone", ["18650237719"]),
]))
add(case(L, "听周杰伦长大的 但现在最常听的是陈奕迅 尤其是十年 单曲循环", [
    U("fav_music", ["陈奕迅", "Eason Chan"]),
], neg=True))

# ---------------- diaries ----------------
add(case(L, [u("4月12日 晴。早上七点被楼上装修吵醒，烦。地铁上看完了《人类简史》最后两章，还行吧没想象中好看。中午跟组里的小周一起吃了螺蛳粉，她说她下个月要辞职去读博，羡慕。我在这家医药公司做临床数据分析快两年了，说不上喜欢也说不上讨厌。晚上回家给仔仔（我家那只泰迪）洗了澡，它现在九岁了，牙掉了好几颗，还是很能吃。睡前跟妈妈视频，她又问我在上海有没有找对象，我说没有，挂了。")], [
    U("industry", ["医药", "pharma"]),
    U("job_title", ["临床数据分析", "数据分析"]),
    U("pet", ["泰迪", "狗", "dog"]),
    U("pet_name", ["仔仔"]),
    U("city", ["上海", "Shanghai"], False),
    P("小周", "plan", ["辞职去读博", "读博", "PhD"], False),
    P("小周", "relation", ["组里的", "同事", "colleague"]),
    P("仔仔", "age", ["九岁", "9"], False),
    U("family", ["妈妈", "mom"], False),
], neg=True, kind="diary"))
add(case(L, [u("今天是我二十六岁生日。一个人过。下班路过蛋糕店买了块提拉米苏，我最喜欢的甜点，吃完心情好一点。公司（一家做游戏的，在深圳南山）今天发了年终，不多，够交房租。晚上弟弟发了个红包，他在武汉读大三，学的是土木，说毕业想考研。周末打算去爬梧桐山，如果不下雨的话。")], [
    U("age", ["二十六", "26"]),
    U("fav_food", ["提拉米苏", "tiramisu"]),
    U("industry", ["游戏", "gaming"]),
    U("city", ["深圳", "Shenzhen"], False),
    P("弟弟", "city", ["武汉", "Wuhan"]),
    P("弟弟", "major", ["土木", "civil engineering"]),
    U("family", ["弟弟", "brother"]),
], neg=True, kind="diary"))
add(case(L, [u("周日。补觉到十一点。下午去社区的陶艺课，这是我报的第二期了，拉坯终于能拉出个像样的碗。老师说我手稳，可能是因为我本职是牙医哈哈。回家路上接到表姐电话，她在加拿大生了二胎，是个男孩。晚饭自己煮了酸菜鱼，不敢放花生，我对花生过敏，上次误食进了急诊。十点躺床上刷了会儿剧，明天还有六个预约。")], [
    U("hobby", ["陶艺", "pottery"]),
    U("job_title", ["牙医", "dentist"]),
    U("allergy", ["花生", "peanut"]),
    P("表姐", "city", ["加拿大", "Canada"], False),
    U("family", ["表姐", "cousin"], False),
], neg=True, kind="diary"))
add(case(L, [u("又失眠了，凌晨三点写这个。白天在门诊被一个家属骂了，说我们护士态度差，我忍着没吭声。想起刚毕业的时候在老家洛阳，现在来郑州第五年了，还是觉得这里不是家。阿杰睡得很香，呼噜打得像拖拉机，他明天早班要开公交。我们说好了明年五一领证，他妈妈已经在看酒店了。我的焦虑症最近又有点严重，药要按时吃。")], [
    U("job_title", ["护士", "nurse"]),
    U("hometown", ["洛阳", "Luoyang"]),
    U("city", ["郑州", "Zhengzhou"]),
    U("partner", ["阿杰"]),
    P("阿杰", "job_title", ["开公交", "公交司机", "bus driver"]),
    U("plan", ["领证", "明年五一领证", "结婚"]),
    U("health", ["焦虑症", "anxiety"]),
    P("阿杰", "relation", ["男朋友", "未婚夫", "partner"], False),
], neg=True, kind="diary"))
add(case(L, [u("年三十。回了趟江西老家，赣州的小村子。一大家子人围一桌，三姑六婆轮番问工资问对象，我说在长沙做软件测试，一个月八千，大姨说她女儿在深圳一个月两万，行吧。外婆九十一了，耳朵不好使但是记得我小名叫毛毛。晚上放烟花，侄子吵着要我陪他打王者，我其实不玩游戏，就装菜。")], [
    U("hometown", ["赣州", "江西", "Ganzhou"]),
    U("city", ["长沙", "Changsha"]),
    U("job_title", ["软件测试", "测试", "QA"]),
    U("nickname", ["毛毛"]),
    P("外婆", "age", ["九十一", "91"]),
    U("family", ["外婆", "grandma"], False),
], neg=True, kind="diary"))
add(case(L, [u("今天把二胡从柜子里翻出来了，拉了首《赛马》，手生得一塌糊涂，但还是开心。二胡是我爷爷留给我的，琴筒上有他刻的字。上午开了三个会，我这个项目经理当得像个传话筒。下午请假带女儿桐桐去打疫苗，她四岁半，打完针自己没哭，看到别的小朋友哭她倒哭了。晚上老公做的红烧肉，有点咸。")], [
    U("instrument", ["二胡", "erhu"]),
    U("job_title", ["项目经理", "project manager"]),
    U("family", ["桐桐", "女儿", "daughter"]),
    P("桐桐", "age", ["四岁半", "4"]),
    P("桐桐", "relation", ["女儿", "daughter"]),
    U("partner", ["老公", "husband"]),
    U("belonging", ["二胡"], False),
], neg=True, kind="diary"))
add(case(L, [u("考完雅思了，口语感觉一般，阅读还行，等成绩吧。申请的是英国的公共卫生硕士，九月入学。现在这份在疾控中心的工作干到七月就辞。中午和大学室友小芸吃火锅，她说她在南京买房了，还怀孕了，真替她高兴。回家看了会儿《请回答1988》，第三遍了，永远的神。")], [
    U("plan", ["公共卫生硕士", "英国", "九月入学", "MPH"]),
    U("employer", ["疾控中心", "CDC"]),
    P("小芸", "city", ["南京", "Nanjing"]),
    P("小芸", "relation", ["大学室友", "室友", "roommate"]),
    U("fav_film", ["请回答1988", "《请回答1988》", "Reply 1988"], False),
], neg=True, kind="diary"))
add(case(L, [u("早上六点半起来跑了十公里，这个月第十二次了，为了十一月的杭马。上班路上吃了个煎饼果子。公司新来的实习生问我是不是本地人，我说不是，我是贵州人，在杭州待了八年。下午被拉去面试候选人，我在这边做HR，一天面七个人嗓子都哑了。晚上猫主子拆了卫生纸，满地都是，气死。")], [
    U("sport", ["跑", "跑步", "running"]),
    U("plan", ["杭马", "杭州马拉松", "marathon"]),
    U("hometown", ["贵州", "Guizhou"]),
    U("city", ["杭州", "Hangzhou"]),
    U("job_title", ["HR", "人事"]),
    U("pet", ["猫", "cat"]),
], neg=True, kind="diary"))
add(case(L, [u("梦到自己考上了清华，醒来发现还是在这个二本当辅导员，哈哈。今天带学生去敬老院做志愿，有个爷爷拉着我说他孙女也在这个学校。中午没吃饭，胃病又犯了，慢性胃炎真的磨人。晚上对象打电话来，他在老挝援建修铁路，说明年春天才能回来。")], [
    U("job_title", ["辅导员", "counselor"]),
    U("health", ["慢性胃炎", "胃炎", "gastritis"]),
    U("partner", ["对象", "partner"]),
    P("对象", "city", ["老挝", "Laos"], False),
    P("对象", "job_title", ["援建", "修铁路"], False),
], neg=True, kind="diary"))
add(case(L, [u("今天正式搬进新家了！在天津河西区，两室一厅，贷款三十年。终于不用跟房东斗智斗勇。妹妹来帮忙，她在天大读博，学化学的，说以后周末就来我这蹭饭。晚上点了烧烤庆祝，喝了两罐啤酒，其实我酒量很差。")], [
    U("city", ["天津", "Tianjin"]),
    U(["place", "city"], ["河西区", "河西"]),
    U("belonging", ["新家", "两室一厅", "房子"]),
    P("妹妹", "school", ["天大", "天津大学", "Tianjin University"]),
    P("妹妹", "major", ["化学", "chemistry"]),
    P("妹妹", "degree", ["读博", "博士", "PhD"]),
    U("family", ["妹妹", "sister"]),
], kind="diary"))
add(case(L, [u("记录一下：体重又涨了两斤。最近在做一个小程序的外包，白天还要在银行上班，晚上熬到一点。我觉得我可能不适合当柜员，但是爸妈觉得稳定。今天午休看了会儿村上春树的《挪威的森林》，我最喜欢的作家就是他。对了我左耳听力不太好，小时候中耳炎落下的，开会坐右边。")], [
    U("employer", ["银行", "bank"]),
    U("job_title", ["柜员", "bank teller"]),
    U("health", ["左耳听力不太好", "听力不好", "hearing loss"]),
    U("fav_book", ["村上春树", "Haruki Murakami", "Murakami"], False),
], neg=True, kind="diary"))

# ---------------- companion chats ----------------
add(case(L, [
    u("小柚，我今天终于把辞职信交了"),
    a("哇！恭喜你呀～是从那家做外卖的公司辞职吗？你之前说在饿了么做产品经理来着"),
    u("不是饿了么啦，是美团，你记错了。不过确实是产品经理"),
    a("哈哈抱歉抱歉，美团！那接下来有什么打算？"),
    u("先休息一个月，然后去大疆，offer签好了，下个月十五号入职，还是做产品"),
], [
    U(["employer", "plan"], ["大疆", "DJI"]),
    U("job_title", ["产品经理", "产品", "product manager"]),
], character="小柚", neg=True, kind="companion"))
add(case(L, [
    u("阿澄 你说我养的那只鹦鹉为啥老是学我妈说话"),
    a("哈哈可能因为你妈妈说话最多？你的鹦鹉叫什么来着，是叫豆豆吗"),
    u("叫皮蛋！豆豆是我邻居家的狗"),
    a("皮蛋！记住了。它是玄凤吗？"),
    u("对 玄凤 灰色的 五岁了 话唠一个"),
], [
    U("pet", ["鹦鹉", "玄凤", "parrot", "cockatiel"]),
    U("pet_name", ["皮蛋"]),
    P("皮蛋", "age", ["五岁", "5"], False),
    P("邻居", "pet", ["狗", "dog"], False),
    P("邻居", "pet_name", ["豆豆"], False),
], character="阿澄", neg=True, kind="companion"))
add(case(L, [
    u("星野你好呀，今天第一次用，我简单介绍一下自己"),
    a("你好呀！很高兴认识你，我是星野～我特别喜欢听雨声，你呢，随便说说就好"),
    u("我叫方晓彤，28，在武汉一家律所当律师，主要做离婚案子哈哈，听多了都不想结婚了"),
    a("哇律师好酷！那你应该很会吵架吧😆 你是武汉本地人吗？"),
    u("不是 我是湖北荆州的 离武汉也不远"),
], [
    U("name", ["方晓彤"]),
    U("age", ["28"]),
    U("city", ["武汉", "Wuhan"]),
    U("employer", ["律所", "law firm"], False),
    U("job_title", ["律师", "lawyer"]),
    U("hometown", ["荆州", "湖北", "Jingzhou"]),
    C("hobby", ["听雨声", "雨声"], False),
], character="星野", neg=True, kind="companion"))
add(case(L, [
    u("暖暖 我今天又被我室友气到了"),
    a("怎么啦？是不是她又半夜打游戏？"),
    u("不是打游戏 是她男朋友又来过夜 我们合租的好吗 而且她男朋友有猫毛 我对猫毛过敏"),
    a("啊这样确实很难受。你对猫过敏的话要小心呀，要不要跟她商量一下？"),
    u("说过了 她说她男朋友下个月就去广州工作了 忍忍吧"),
], [
    U("allergy", ["猫毛", "猫", "cat"]),
    P("室友男朋友", "plan", ["去广州工作", "广州"], False),
    P("室友", "partner", ["男朋友", "boyfriend"], False),
], character="暖暖", neg=True, kind="companion"))
add(case(L, [
    u("墨白，我想跟你说件事，我确诊了1型糖尿病"),
    a("谢谢你愿意告诉我。这是最近才确诊的吗？你现在感觉怎么样？"),
    u("上周。现在每天要打胰岛素，四针。还好我是学护理的，打针不怕"),
    a("你真的很坚强。那你平时饮食上是不是要注意很多，不能吃甜的了？"),
    u("也不是完全不能吃，算好碳水就行。最难受的是不能随便喝奶茶了😭"),
], [
    U("health", ["1型糖尿病", "糖尿病", "type 1 diabetes"]),
    U("major", ["护理", "nursing"]),
    U("belonging", ["胰岛素", "insulin"], False),
], character="墨白", neg=True, kind="companion"))
add(case(L, [
    u("小鹿 你觉得我该不该学日语"),
    a("当然可以呀！你不是说你已经会说韩语了吗，再学日语应该不难"),
    u("我哪会韩语 我只是爱看韩剧 字幕党好吗 我会的外语只有英语 而且也就四级水平"),
    a("哈哈原来如此～那日语就从五十音开始吧！"),
], [
    U("language", ["英语", "English"], False),
    U("hobby", ["看韩剧", "韩剧", "K-drama"]),
], character="小鹿", neg=True, kind="companion"))
add(case(L, [
    u("阿北 下雪了 好想念东北"),
    a("你是东北人呀？我记得你说你在广州上班？"),
    u("对 沈阳人 在广州做外贸 已经第三个冬天没见过雪了 今天这个雪是视频里的哈哈"),
    a("哈哈原来是视频里的雪～那过年回沈阳吗？"),
    u("回！票抢到了 腊月二十六的高铁"),
], [
    U("hometown", ["沈阳", "东北", "Shenyang"]),
    U("city", ["广州", "Guangzhou"]),
    U(["industry", "job_title"], ["外贸", "foreign trade"]),
    U("plan", ["回沈阳", "腊月二十六的高铁", "过年回家"]),
], character="阿北", neg=True, kind="companion"))
add(case(L, [
    u("子衿 我儿子今天第一天上幼儿园"),
    a("哇！小朋友哭了吗？他叫乐乐对吧？"),
    u("乐乐是我侄子 我儿子叫小满 三岁 没哭 还跟老师说拜拜 反而是我哭了"),
    a("哈哈妈妈比宝宝还舍不得～小满真勇敢"),
    u("是爸爸啦 我是他爸😂 不过确实是我哭了"),
], [
    U("family", ["小满", "儿子", "son"]),
    P("小满", "relation", ["儿子", "son"]),
    P("小满", "age", ["三岁", "3"]),
    U("gender", ["爸爸", "男", "male"], False),
    P("乐乐", "relation", ["侄子", "nephew"]),
], character="子衿", neg=True, kind="companion"))
add(case(L, [
    u("云朵 晚上好 今天练琴练了两个小时手指都疼"),
    a("辛苦啦～你练的是小提琴对吧？"),
    u("是大提琴！小提琴那么小一只我拉不惯。我在乐团拉大提琴，业余的，平时本职是会计"),
    a("大提琴好优雅！会计白天算账晚上拉琴，好有反差感～我自己最喜欢的曲子是德彪西的月光"),
], [
    U("instrument", ["大提琴", "cello"]),
    U("job_title", ["会计", "accountant"]),
    U("hobby", ["乐团", "orchestra"], False),
    C("fav_music", ["德彪西", "月光", "Debussy", "Clair de Lune"]),
], character="云朵", neg=True, kind="companion"))
add(case(L, [
    u("小七，我跟你说，我分手了"),
    a("抱抱你。是和阿凯吗？你们在一起三年了吧"),
    u("嗯 阿凯。其实也好 他要去澳洲 我不想走 我工作在这 爸妈也在这"),
    a("你一定很难过。你现在还住在你们一起租的房子里吗？"),
    u("我搬回爸妈家了 在南昌红谷滩 离单位近 骑电动车十分钟"),
], [
    U("city", ["南昌", "Nanchang"]),
    U("place", ["红谷滩"]),
    P("阿凯", "plan", ["去澳洲", "澳洲", "Australia"]),
    P("阿凯", "relation", ["前男友", "ex"], False),
], character="小七", neg=True, kind="companion"))
add(case(L, [
    u("晚风 我又胖了五斤 我决定开始健身"),
    a("好呀！你之前说过你喜欢游泳，可以从游泳开始？"),
    u("我说的是喜欢看游泳比赛 我自己是旱鸭子 不会游"),
    a("哈哈原来是这样，那办张健身卡试试？"),
    u("已经办了 楼下的乐刻 一年的卡 明天就去 我一个做设计的天天坐着 真的得动了"),
], [
    U("belonging", ["健身卡", "乐刻"], False),
    U("plan", ["健身", "明天就去"], False),
    U("job_title", ["设计", "designer"]),
], character="晚风", neg=True, kind="companion"))
add(case(L, [
    u("阿橙 我生日快到了"),
    a("哇！是几号呀？让我猜猜……你是双子座吧？"),
    u("不是哦 我是七月三号 巨蟹"),
    a("7月3号，记住啦！想怎么过？"),
    u("想去看五月天演唱会，我从初中就开始喜欢他们，可惜这次没抢到票"),
], [
    U("birthday", ["七月三号", "7月3号", "July 3"]),
    U("fav_music", ["五月天", "Mayday"]),
], character="阿橙", neg=True, kind="companion"))
add(case(L, [
    u("麦麦，你还记得我是做什么的吗"),
    a("记得呀，你是高中数学老师～"),
    u("那是我以前，我今年转行了，现在在一家教育机构做课程研发，不用天天站讲台了"),
    a("原来转行了！课程研发也不错，还是做数学方向吗？"),
    u("对 还是数学 小学奥数那种"),
], [
    U("job_title", ["课程研发", "curriculum developer"]),
    U("employer", ["教育机构"], False),
    U("industry", ["教育", "education"], False),
], character="麦麦", neg=True, kind="companion"))
add(case(L, [
    u("嘿 星河 我跟你说个秘密 我其实左撇子"),
    a("哈哈这也算秘密吗～那你写字是用左手吗？"),
    u("写字被小时候改成右手了 吃饭打羽毛球还是左手 我羽毛球打了十年了 每周三和周六都打"),
    a("十年！那你肯定很厉害，是在大学学的吗？"),
    u("初中就开始了 在江苏南通 我老家"),
], [
    U("sport", ["羽毛球", "badminton"]),
    U("hometown", ["南通", "江苏", "Nantong"]),
], character="星河", neg=True, kind="companion"))

# ---------------- group chats ----------------
add(case(L, [
    s("老爸", "周末都回来吃饭啊 你妈炖了羊肉"),
    s("小雪", "我回不去 这周轮到我值班 急诊科没法请假"),
    s("大强", "我带老婆孩子回 小宝刚学会走路 让你们看看"),
    s("妈", "小雪你当医生也太辛苦了 注意身体"),
    s("小雪", "知道啦 我下个月调去儿科就轻松点了"),
], [
    U("job_title", ["医生", "doctor"]),
    U("employer", ["急诊科"], False),
    U("plan", ["调去儿科", "儿科"]),
    P("大强", "partner", ["老婆", "wife"], False),
], me="小雪", neg=True, kind="group"))
add(case(L, [
    s("Kiki", "周五谁去吃日料 我订位"),
    s("胖虎", "我去 但我海鲜过敏 你们挑个有烤肉的"),
    s("Kiki", "行 那个我不吃生的 我就吃熟的"),
    s("阿宁", "我不去了 周五要陪女朋友去见她爸妈 紧张死"),
    s("胖虎", "哈哈哈阿宁终于要上门了"),
], [
    U("dislike", ["生的", "生食", "raw food"], False),
    P("胖虎", "allergy", ["海鲜", "seafood"]),
    P("阿宁", "partner", ["女朋友", "girlfriend"]),
    P("阿宁", "plan", ["见她爸妈", "见家长"]),
], me="Kiki", neg=True, kind="group"))
add(case(L, [
    s("王老师", "各位家长，下周三秋游，请在群里接龙报名"),
    s("朵朵妈妈", "1. 朵朵 参加，朵朵对鸡蛋过敏，午餐麻烦老师留意", exp=True),
    s("皓皓爸爸", "2. 皓皓 参加"),
    s("王老师", "收到，朵朵妈妈放心"),
    s("朵朵妈妈", "谢谢王老师！我那天也请了假，可以跟着去帮忙"),
], [
    U("family", ["朵朵", "女儿", "daughter"], False),
    P("朵朵", "allergy", ["鸡蛋", "egg"]),
    P("朵朵", "plan", ["秋游"], False),
    U("plan", ["跟着去帮忙", "秋游"], False),
    P("朵朵", "relation", ["女儿", "孩子", "child"], False),
], neg=True, kind="group"))
add(case(L, [
    s("老陈", "兄弟们 我下个月结婚 都给我来"),
    s("阿飞", "必须的 在哪办"),
    s("老陈", "在我老家潍坊 酒店订好了"),
    s("铁蛋", "我去不了 我在迪拜出差到年底 红包到", exp=True),
    s("阿飞", "铁蛋你这个出差是常驻了吧哈哈"),
    s("铁蛋", "差不多 公司在这边有项目 我是搞电力的"),
], [
    U("industry", ["电力", "power"]),
    P("老陈", "plan", ["结婚", "wedding"]),
    P("老陈", "hometown", ["潍坊", "Weifang"]),
    U("place", ["迪拜", "Dubai"], False),
], neg=True, kind="group"))
add(case(L, [
    s("大姐", "妈的降压药我买了 放你们家门口了"),
    s("二妹", "好 谢谢姐 我今晚给她送过去"),
    s("小弟", "我这周在成都培训 回不来"),
    s("二妹", "没事 我就住妈隔壁小区 方便"),
    s("大姐", "二妹你自己也注意 你那个腰间盘突出别搬重东西"),
    s("二妹", "知道 我现在每周去做理疗"),
], [
    U(["health"], ["腰间盘突出", "腰椎间盘突出", "herniated disc"]),
    P("妈妈", "health", ["降压", "高血压", "hypertension"], False),
    U("family", ["姐", "大姐", "小弟"], False),
], me="二妹", neg=True, kind="group"))
add(case(L, [
    s("阿May", "新来的同事自我介绍一下呗"),
    s("Leo", "大家好 我叫刘一鸣 叫我Leo就行 做前端的 以前在网易 刚从杭州搬来北京", exp=True),
    s("阿May", "欢迎欢迎！我们组都爱吃辣 你能吃吗"),
    s("Leo", "能 我湖南的"),
    s("大胡子", "好家伙 又来一个湖南的 我们组快成湖南同乡会了"),
], [
    U("name", ["刘一鸣"]),
    U("nickname", ["Leo"]),
    U("job_title", ["前端", "前端开发", "frontend developer"]),
    U("city", ["北京", "Beijing"]),
    U("hometown", ["湖南", "Hunan"]),
], neg=True, kind="group"))
add(case(L, [
    s("小鱼", "谁周末打本 缺个奶妈"),
    s("老K", "我来 我的奶妈八十级了"),
    s("小鱼", "老K你那个奶妈是男号吧哈哈"),
    s("老K", "游戏里是妹子 现实里是抠脚大汉 在东莞开货车"),
    s("橙子", "我不行 周末要带我家狗去打疫苗 金毛叫旺财"),
], [
    U("hobby", ["打本", "游戏", "gaming"], False),
    P("老K", "job_title", ["开货车", "货车司机", "truck driver"]),
    P("老K", "city", ["东莞", "Dongguan"]),
    P("橙子", "pet", ["金毛", "狗", "golden retriever"]),
    P("橙子", "pet_name", ["旺财"]),
], me="小鱼", neg=True, kind="group"))
add(case(L, [
    s("三舅", "明天你外公九十大寿 都别迟到"),
    s("表哥", "我明早从上海开车过去 大概中午到"),
    s("小敏", "我坐高铁 我和男朋友一起 第一次带他见家里人", exp=True),
    s("三舅", "哟 小敏有男朋友了 干啥的"),
    s("小敏", "他是厨师 在我们单位食堂旁边那家湘菜馆"),
], [
    U("partner", ["男朋友", "boyfriend"]),
    P("男朋友", "job_title", ["厨师", "chef", "cook"]),
    P("男朋友", "employer", ["湘菜馆"], False),
    U("plan", ["外公九十大寿", "带他见家里人"], False),
    P("外公", "age", ["九十", "90"]),
    U("family", ["外公", "三舅", "表哥"], False),
], neg=True, kind="group"))
add(case(L, [
    s("组长", "明天的周会改到下午三点"),
    s("晓琳", "收到 我上午去医院产检"),
    s("阿凡", "收到"),
    s("小吴", "收到 我明天在家办公 线上参加"),
    s("晓琳", "顺便说一下 我从下个月开始休产假 工作交接给小吴"),
], [
    U("health", ["怀孕", "产检", "pregnant"], False),
    U("plan", ["休产假", "产假", "maternity leave"]),
    U("gender", ["女", "female"], False),
], me="晓琳", neg=True, kind="group"))
add(case(L, [
    s("阿珍", "姐妹们 我决定了 我要去读MBA 人大的 录取了", exp=True),
    s("Mia", "啊啊啊恭喜！！那你工作怎么办"),
    s("阿珍", "在职读 周末上课 还在中信做风控"),
    s("小蕾", "牛 我还在纠结要不要考研 我家那位说我三十了还折腾啥"),
    s("Mia", "别理他 你想读就读"),
], [
    U(["plan", "degree"], ["MBA"]),
    U(["plan", "school"], ["人大", "中国人民大学", "Renmin University"]),
    U("employer", ["中信", "CITIC"]),
    U("job_title", ["风控", "risk control"]),
    P("小蕾", "age", ["三十", "30"], False),
], neg=True, kind="group"))
add(case(L, [
    s("楼长", "302的住户 你家快递放我这了"),
    s("302小何", "谢谢楼长！我下班去拿 顺便把上次借的梯子还您"),
    s("501阿姨", "小何 你家那只柯基昨晚又叫了一晚上"),
    s("302小何", "不好意思阿姨 它叫布丁 最近换季皮肤病犯了 难受 我带它去看了"),
], [
    U("pet", ["柯基", "corgi"]),
    U("pet_name", ["布丁"]),
    P("布丁", "health", ["皮肤病"], False),
    U("place", ["302"], False),
], me="302小何", neg=True, kind="group"))
