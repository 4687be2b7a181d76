"""Chinese cases of dev set 31: 36 short chats, 11 diaries, 14 companion chats, 11 group chats."""
from h import short, diary, comp, group, U, P, C

Z = "zh"

# ---------------- short chats ----------------
short(Z, "每天通勤一个半小时，从燕郊坐班车到国贸，人已经麻了。在一家外企做财务分析，老板是个德国人，说话特别直", [
    U("job_title", ["财务分析", "financial analyst"]),
    U("employer", ["外企"], False),
    U(["place", "city"], ["燕郊"], False),
    U("city", ["北京", "Beijing"], False),
    P("老板", "hometown", ["德国", "Germany"], False),
], True)
short(Z, "周末在探探上刷到一个也养柯基的男生，聊了两天发现他住昌平，我住亦庄，直接对角线😂 算了算了", [
    U("pet", ["柯基", "corgi"]),
    U(["place", "city"], ["亦庄"]),
    U("city", ["北京", "Beijing"], False),
    P("男生", "place", ["昌平"], False),
], True)
short(Z, "我不是程序员啊！！我是产品经理，只是天天跟程序员吵架而已", [
    U("job_title", ["产品经理", "product manager", "PM"]),
], True)
short(Z, "本人95年的，在深圳南山做跨境电商运营，副业开了个小红书号教人做手账，欢迎来玩", [
    U(["birthday", "age"], ["95年", "1995"]),
    U("job_title", ["运营", "跨境电商运营"]),
    U("industry", ["跨境电商", "cross-border e-commerce"]),
    U("hobby", ["手账", "做手账"]),
    U("city", ["深圳", "Shenzhen"], False),
])
short(Z, "我对芒果过敏，我男朋友对花生过敏，我们俩出去吃饭点菜跟排雷一样", [
    U("allergy", ["芒果", "mango"]),
    U("partner", ["男朋友", "boyfriend"]),
    P("男朋友", "allergy", ["花生", "peanut"]),
], True)
short(Z, "以前在字节干了三年，去年跳到了小米，工位在五彩城那边，每天骑电驴上班", [
    U("employer", ["小米", "Xiaomi"]),
], True)
short(Z, "有人知道上海哪里有靠谱的宠物医院吗，我家猫“土豆”这两天不吃东西，急😭", [
    U("pet", ["猫", "cat"]),
    U("pet_name", ["土豆"]),
    U("city", ["上海", "Shanghai"], False),
], True)
short(Z, "要是我会说粤语就好了，在广州待了五年还是只会听不会讲", [
    U("city", ["广州", "Guangzhou"]),
    U("language", ["粤语", "Cantonese"], False),
], True)
short(Z, "我叫陈思妤，大家叫我鱼鱼就行，新来的UI设计，请多关照～", [
    U("name", ["陈思妤"]),
    U("nickname", ["鱼鱼"]),
    U("job_title", ["UI设计", "UI designer"]),
])
short(Z, "我今年31，我妈天天念叨“你都奔四的人了还不结婚”，奔四个鬼啊", [
    U("age", ["31"]),
    U("family", ["我妈", "妈妈", "mom"], False),
], True)
short(Z, "健身房年卡办了4800，去了三次。。。我就是那个给健身房交智商税的人", [
    U("sport", ["健身", "gym"], False),
], True)
short(Z, "我老婆是小学语文老师，我自己是做结构工程师的，在设计院画图画到秃", [
    P("老婆", "job_title", ["小学语文老师", "语文老师", "老师", "teacher"]),
    U("partner", ["老婆", "wife"]),
    U("job_title", ["结构工程师", "structural engineer"]),
    U("employer", ["设计院"], False),
    U("gender", ["男", "male"], False),
], True)
short(Z, "不吃香菜不吃香菜不吃香菜，重要的事说三遍。另外我是回族，不吃猪肉", [
    U("dislike", ["香菜", "coriander", "cilantro"]),
    U("diet", ["不吃猪肉", "no pork"]),
])
short(Z, "刚搬来杭州一周，之前在南京待了七年，现在住滨江，公司在西溪那边，通勤四十分钟还能接受", [
    U("city", ["杭州", "Hangzhou"]),
    U(["place", "city"], ["滨江"]),
], True)
short(Z, "兄弟们，我下周三面试腾讯的后端岗，二面了，求保佑🙏", [
    U("plan", ["面试腾讯", "腾讯", "二面", "Tencent interview"]),
], True)
short(Z, "我哥在成都开火锅店，我也在成都上班但跟火锅没关系哈，我在一家游戏公司画原画", [
    P("哥哥", "city", ["成都", "Chengdu"]),
    P("哥哥", "job_title", ["开火锅店", "火锅店"]),
    U("family", ["我哥", "哥哥", "brother"]),
    U("city", ["成都", "Chengdu"]),
    U("job_title", ["原画", "画原画", "concept artist"]),
    U("industry", ["游戏", "game"]),
    U("employer", ["游戏公司"], False),
], True)
short(Z, "微信号就是手机号 13817264590，加我备注一下来意", [
    U("phone", ["13817264590"]),
])
short(Z, "我邮箱换了哈，旧的那个 xiaomeng_93@163.com 不用了，新的是 mengmeng.lin@outlook.com", [
    U("email", ["mengmeng.lin@outlook.com"]),
], True)
short(Z, "你是不是以为我还在读研？早毕业了好吧，北师大心理学硕士，现在在一家HR SaaS公司做用户研究", [
    U("school", ["北师大", "北京师范大学", "Beijing Normal University"]),
    U("major", ["心理学", "psychology"]),
    U("degree", ["硕士", "master"]),
    U("job_title", ["用户研究", "user researcher"]),
    U("industry", ["HR SaaS", "SaaS"]),
    U("employer", ["HR SaaS公司"], False),
], True)
short(Z, "我属兔的，不过不是87那只兔，是99的🐰", [
    U(["birthday", "age"], ["99", "1999"]),
], True)
short(Z, "就是说我那个今天去医院复查了嘛医生说我那个甲减还得继续吃优甲乐然后我顺便问了一下能不能喝咖啡他说少喝就行哈哈哈那我就放心了每天一杯美式续命", [
    U("health", ["甲减", "甲状腺功能减退", "hypothyroidism"]),
    U(["fav_food", "diet"], ["美式", "咖啡", "americano"]),
])
short(Z, "周六约了个在soul上认识的妹子去看展，紧张，我一个一米八的理工男居然紧张", [
    U("plan", ["看展"]),
    U("gender", ["男", "male"]),
], True)
short(Z, "我和我闺蜜都是9月17号生日，不过她比我大一岁，每年一起过", [
    U("birthday", ["9月17号", "9月17日", "Sept 17"]),
    P("闺蜜", "birthday", ["9月17号", "9月17日"]),
    P("闺蜜", "relation", ["闺蜜", "best friend"], False),
], True)
short(Z, "别问，问就是在考CPA，今年报了会计和税法两科，8月底考试", [
    U("plan", ["CPA", "考CPA", "会计和税法"]),
])
short(Z, "养了两只猫一只叫可乐一只叫雪碧，室友养了只仓鼠叫布丁，我们家俨然动物园", [
    U("pet", ["猫", "cat"]),
    U("pet_name", ["可乐"]),
    U("pet_name", ["雪碧"]),
    P("室友", "pet", ["仓鼠", "hamster"]),
    P("室友", "pet_name", ["布丁"]),
    P("室友", "relation", ["室友", "roommate"], False),
], True)
short(Z, "老板今天在群里说“大家都是一家人”，下一秒宣布取消年终奖。我在这破物流公司干了四年调度了，也是服", [
    U("job_title", ["调度", "dispatcher"]),
    U("industry", ["物流", "logistics"]),
    U("employer", ["物流公司"], False),
], True)
short(Z, "我其实挺喜欢跑步的，每周三次，早上在奥森跑个十公里", [
    U("sport", ["跑步", "running"]),
    U("city", ["北京", "Beijing"], False),
])
short(Z, "我妹去年嫁到了西安，我还在老家洛阳，爸妈说让我也赶紧的🙄", [
    P("妹妹", "city", ["西安", "Xi'an"]),
    U("family", ["我妹", "妹妹", "sister"]),
    U("city", ["洛阳", "Luoyang"]),
    U("hometown", ["洛阳", "Luoyang"]),
], True)
short(Z, "上班摸鱼看完了《三体》第三遍，这绝对是我最喜欢的书，没有之一", [
    U("fav_book", ["三体", "The Three-Body Problem"]),
])
short(Z, "我不会游泳，但我会弹吉他，弹了快十年了，最近在练指弹", [
    U("instrument", ["吉他", "guitar"]),
], True)
short(Z, "我老公说他最喜欢的电影是《教父》，我看了三次都睡着了，我还是更喜欢宫崎骏的《千与千寻》", [
    U("fav_film", ["千与千寻", "Spirited Away"]),
    P("老公", "fav_film", ["教父", "The Godfather"]),
    U("partner", ["老公", "husband"]),
], True)
short(Z, "坐标深圳，32岁，女，单身，养了一只布偶叫奶盖，在华为做测试，有无同好交个朋友", [
    U("city", ["深圳", "Shenzhen"]),
    U("age", ["32"]),
    U("gender", ["女", "female"]),
    U("pet", ["布偶", "布偶猫", "Ragdoll"]),
    U("pet_name", ["奶盖"]),
    U("employer", ["华为", "Huawei"]),
    U("job_title", ["测试", "tester", "QA"]),
])
short(Z, "帮我妈填个体检预约单：姓名王秀兰，62岁，高血压，对青霉素过敏。填完自己的才发现我俩血型都一样哈哈", [
    P("王秀兰", "relation", ["妈", "妈妈", "mother"]),
    P("王秀兰", "age", ["62"]),
    P("王秀兰", "health", ["高血压", "hypertension"]),
    P("王秀兰", "allergy", ["青霉素", "penicillin"]),
    U("family", ["王秀兰", "我妈", "mom"]),
], True)
short(Z, "我是土生土长的重庆人，但现在在北京，北京的火锅我是真吃不了，一点都不辣", [
    U("hometown", ["重庆", "Chongqing"]),
    U("city", ["北京", "Beijing"]),
    U("dislike", ["北京的火锅"], False),
], True)
short(Z, "家人们谁懂啊，做了三年的副业（帮人剪视频）终于比主业赚得多了，主业是银行柜员", [
    U("job_title", ["银行柜员", "柜员", "bank teller"]),
    U(["hobby", "job_title"], ["剪视频", "video editing"]),
    U("employer", ["银行"], False),
])
short(Z, "我不吃辣？不不不，那是我同事，我无辣不欢好吗，湖南妹子了解一下", [
    U(["fav_food", "diet"], ["无辣不欢", "辣", "spicy food"], False),
    U("hometown", ["湖南", "Hunan"]),
    U("gender", ["女", "female"], False),
    P("同事", "dislike", ["辣"], False),
], True)

# ---------------- diaries ----------------
diary(Z, "3月14日 晴。早上七点二十的地铁挤成照片，差点被挤下车。到公司才知道组长请假了，今天的周会我来主持，紧张得手心出汗。"
      "中午跟小雅吃了楼下的麻辣烫，她说她下个月要辞职去大理开民宿，羡慕但我不敢。下午改了八版PPT，甲方爸爸终于点头。"
      "晚上回家喂了团子（我家橘猫），在keep上跳了二十分钟操。对了，这周末要去参加表姐的婚礼，当伴娘，礼服还没试。", [
    U("pet", ["橘猫", "cat"]),
    U("pet_name", ["团子"]),
    U("plan", ["表姐的婚礼", "当伴娘", "婚礼"]),
    U("gender", ["女", "female"], False),
    U("family", ["表姐", "cousin"], False),
    P("小雅", "plan", ["去大理开民宿", "大理", "辞职"], False),
    U("sport", ["跳了二十分钟操", "keep"], False),
], True)
diary(Z, "周日，阴。睡到十一点，起来发现房东发消息说下个月涨房租三百，回龙观的一居室都要四千五了，离谱。下午去了趟宜家，买了个升降桌，组装到手抽筋。"
      "我妈又打电话催相亲，说王阿姨的女儿在协和当医生，条件好。我说我一个写Java的，天天996，哪有时间。晚上刷了两集《漫长的季节》，看完emo了。"
      "明天又要早起打卡，美团的班一天都不能迟到。", [
    U(["place", "city"], ["回龙观"]),
    U("city", ["北京", "Beijing"], False),
    U("belonging", ["升降桌", "standing desk"]),
    U("job_title", ["写Java的", "Java", "程序员", "Java developer"]),
    U("employer", ["美团", "Meituan"]),
    P("王阿姨女儿", "job_title", ["医生", "doctor"], False),
    P("王阿姨女儿", "employer", ["协和"], False),
    U("family", ["我妈", "妈妈"], False),
], True)
diary(Z, "期末周第三天。图书馆五楼靠窗的位置被占了，只能坐厕所旁边。复习了一上午的有机化学，脑子是一锅粥。"
      "室友阿晴今天去面试了一个奶茶店兼职，回来说老板人很好。我自己暂时不打工，想把绩点拉上去争取保研。"
      "晚上在操场跑了三公里，遇到同专业的学长，他说他已经拿到了中科大的offer，好羡慕。我们川大化学院卷成这样，我真的会谢。", [
    U("school", ["川大", "四川大学", "Sichuan University"]),
    U("major", ["化学", "chemistry"]),
    U("city", ["成都", "Chengdu"], False),
    P("阿晴", "relation", ["室友", "roommate"]),
    U("plan", ["保研"], False),
    U("sport", ["跑了三公里", "跑步"], False),
    P("学长", "school", ["中科大"], False),
], True)
diary(Z, "周四。今天老板在例会上点名表扬了我做的竞品分析，心里美滋滋，结果下午就被派去苏州出差两天。晚上在酒店楼下吃了碗奥灶面，还行，但还是没有我妈做的葱油拌面好吃。"
      "给男朋友周屿打了视频，他在家给我们家馒头（一只萨摩耶）洗澡，弄得满屋子都是毛。周屿最近在学做咖啡，说以后要在小区门口开个咖啡摊，我说你先把房贷还了吧。"
      "我在这家咨询公司做了两年战略分析，别的都好，就是出差太多了。", [
    U("partner", ["周屿"]),
    P("周屿", "relation", ["男朋友", "boyfriend"]),
    U("pet", ["萨摩耶", "Samoyed"]),
    U("pet_name", ["馒头"]),
    U("job_title", ["战略分析", "strategy analyst"]),
    U("industry", ["咨询", "consulting"]),
    U("employer", ["咨询公司"], False),
    P("周屿", "hobby", ["做咖啡", "咖啡"]),
    U("fav_food", ["葱油拌面"], False),
], True)
diary(Z, "今天去社区医院量血压，150/95，医生说我血压偏高，让少吃咸的。老头子非说是我昨天腌咸菜尝多了。下午去公园跳广场舞，王大姐说她孙子考上了复旦，高兴得请大家吃西瓜。"
      "我退休前在纺织厂做了三十年会计，现在每天就是跳跳舞、带带外孙女。外孙女豆豆今年上大班了，嘴巴甜得很。", [
    U("health", ["血压偏高", "高血压", "high blood pressure"]),
    U("job_title", ["退休", "retired"]),
    U("job_title", ["会计", "accountant"], False),
    U(["hobby", "sport"], ["广场舞", "跳舞", "square dancing"]),
    U("partner", ["老头子", "husband"]),
    U("family", ["豆豆", "外孙女"]),
    P("豆豆", "relation", ["外孙女", "granddaughter"]),
    P("王大姐孙子", "school", ["复旦", "Fudan"], False),
    U("gender", ["女", "female"], False),
], True)
diary(Z, "送外卖第三年了，今天跑了四十二单，这个月新高。中午在西湖边送了一单，顾客是个外国小哥，用中文说谢谢，挺可爱。下雨路滑，在文三路差点摔。"
      "晚上回出租屋泡了碗面，给老家安徽的爸妈打了个电话，我爸说腰又疼了。媳妇在老家带孩子，娃下个月满周岁，假我已经请好了，到时候回去。", [
    U("job_title", ["送外卖", "外卖骑手", "delivery rider"]),
    U("hometown", ["安徽", "Anhui"]),
    U("city", ["杭州", "Hangzhou"], False),
    U("partner", ["媳妇", "wife"]),
    U("family", ["孩子", "娃", "child"]),
    U("plan", ["假我已经请好了", "回去", "请好了"]),
    P("爸爸", "health", ["腰又疼", "腰疼", "back pain"]),
], True)
diary(Z, "日记。减脂第23天，体重掉了3斤。早上六点照例去健身房练腿，教练阿杰说我深蹲姿势终于对了。上午被领导抓去改方案，我们做地产营销的，今年真的太难。"
      "中午刷探探，匹配到一个也在天河上班的男生，照片像彭于晏，聊了两句发现是照骗。晚上自己煮了鸡胸肉西兰花，吃得想哭。我其实最爱吃的是猪脚饭，减完这波一定要吃回来。", [
    U("sport", ["健身", "健身房", "gym"]),
    P("阿杰", "relation", ["教练", "coach", "trainer"]),
    U("job_title", ["地产营销", "营销", "marketing"]),
    U("industry", ["地产", "real estate"]),
    U("fav_food", ["猪脚饭"]),
    U("diet", ["减脂"], False),
    U("city", ["广州", "Guangzhou"], False),
], True)
diary(Z, "娃今天第一次叫了妈妈！！！激动到录了二十遍视频。乐乐九个月了，会扶着沙发走两步了。老公出差去成都一周，家里就我和婆婆。婆婆是潮汕人，天天煲汤，我已经胖了五斤。"
      "下午抽空回了几封工作邮件，产假还剩一个月，回去还得接着做我的审计。晚上乐乐起了三次夜，我现在只想睡觉。", [
    U("family", ["乐乐"]),
    P("乐乐", "relation", ["娃", "baby"], False),
    P("乐乐", "age", ["九个月", "9 months"]),
    U("partner", ["老公", "husband"]),
    P("婆婆", "hometown", ["潮汕", "Chaoshan"]),
    U("job_title", ["审计", "auditor"]),
    U("gender", ["女", "female"], False),
], True)
diary(Z, "昨晚做了个梦，梦见我当上了公司CEO，还养了一只会说话的鹦鹉，醒来发现自己还是那个每天挤13号线的小运营。今天终于把《原神》的新角色抽到了，开心到转圈。"
      "周末跟大学室友去爬泰山，高铁票已经买好了。晚上我妈打电话说老家的狗旺财生了四只小狗，让我过年回去挑一只。", [
    U("job_title", ["运营", "operations"]),
    U("hobby", ["原神", "Genshin Impact"]),
    U("plan", ["爬泰山", "泰山"]),
    U("city", ["北京", "Beijing"], False),
    U("pet_name", ["旺财"], False),
], True)
diary(Z, "五月十号，小雨。今天去考场看了位置，明天就是省考笔试了。在老家长沙备考半年，辞了原来培训机构的工作，全职在家刷题。爸妈嘴上不说，心里估计也着急。"
      "晚上弟弟从学校回来，他在湖南师大读研一，学历史的，给我带了一杯茶颜悦色。希望明天顺利上岸。", [
    U("plan", ["省考", "省考笔试", "civil service exam"]),
    U("city", ["长沙", "Changsha"]),
    U("hometown", ["长沙", "Changsha"]),
    U("job_title", ["备考", "全职在家刷题"], False),
    U("family", ["弟弟", "brother"]),
    P("弟弟", "school", ["湖南师大", "湖南师范大学"]),
    P("弟弟", "major", ["历史", "history"]),
    P("弟弟", "degree", ["研一", "研究生", "master"]),
], True)
diary(Z, "夜班第三天。科里收了个车祸的病人，忙到凌晨四点才坐下喝口水。护士长说下个月可能让我去进修ICU，我有点怕又有点期待。下班路上买了豆浆油条，回宿舍倒头就睡。"
      "我在市一医院干了五年护士了，腰肌劳损算是职业病。男朋友是消防员，我俩一个夜班一个二十四小时值班，见面比见网友还难。", [
    U("job_title", ["护士", "nurse"]),
    U("employer", ["市一医院"]),
    U("health", ["腰肌劳损"]),
    U("partner", ["男朋友", "boyfriend"]),
    P("男朋友", "job_title", ["消防员", "firefighter"]),
    U("plan", ["进修ICU"], False),
], True)

# ---------------- companion chats ----------------
comp(Z, "知夏", [
    "今天加班到十点，回到家猫都不理我了",
    "辛苦啦～你家那只英短叫煤球对吧？它是不是在生你的气😆",
    "不是英短是美短！名字没错，叫煤球。它就是饿了哈哈",
    "哈哈原来是美短，记住啦。你们广告公司最近是不是在赶双十一的项目？",
    "对，我是写文案的，老板恨不得一个人当三个人用",
], [
    U("pet", ["美短", "American Shorthair", "猫"]),
    U("pet_name", ["煤球"]),
    U("job_title", ["文案", "copywriter"]),
    U("industry", ["广告", "advertising"]),
    U("employer", ["广告公司"], False),
])
comp(Z, "阿澈", [
    "我最近在学日语，明年四月去东京读语言学校",
    "好厉害！我自己最喜欢的就是日语的发音，软软的。你是不是已经过N2了？",
    "哪有，N4都还没考呢😂 学校倒是录取了，签证在办",
    "那也很棒啦！去东京以后还会继续做设计吗？",
    "不做了，已经辞了，专心读书。平面设计在这边也卷不动了",
], [
    U("language", ["日语", "Japanese"]),
    U(["plan", "school"], ["语言学校", "去东京读语言学校", "东京"]),
    U("job_title", ["辞了", "unemployed"]),
    U("job_title", ["平面设计", "graphic designer"], False),
])
comp(Z, "栗子", [
    "栗子，我今天相亲了",
    "哇！对方怎么样？是上次你说的那个在银行上班的吗？",
    "不是那个，这个相亲对象说他是做芯片的工程师，人挺实在，就是话少",
    "听起来不错呀。你不是说想找个湖北老乡吗，他是哪里人？",
    "他宜昌的，我荆州的，算半个老乡吧哈哈。下周六约了一起去东湖骑车",
], [
    U("hometown", ["荆州", "Jingzhou"]),
    P("相亲对象", "job_title", ["芯片的工程师", "工程师", "engineer"], False),
    P("相亲对象", "hometown", ["宜昌"], False),
    U("plan", ["东湖骑车", "骑车"]),
    U("city", ["武汉", "Wuhan"], False),
])
comp(Z, "星野", [
    "明天是我生日！",
    "提前祝你生日快乐！让我想想，你是要满25了对吧？",
    "26啦，你记错了。1月9号，摩羯座",
    "抱歉抱歉，26岁！打算怎么过呀？",
    "和同事去吃烤肉，我们组都是吃货。我在一家做新能源车的公司做电池测试",
], [
    U("age", ["26"]),
    U("birthday", ["1月9号", "1月9日", "Jan 9"]),
    U("job_title", ["电池测试", "battery testing"]),
    U("industry", ["新能源车", "新能源", "EV"]),
    U("plan", ["吃烤肉"], False),
])
comp(Z, "小满", [
    "女儿今天数学考了98，开心",
    "太棒了！是上三年级的朵朵吧？",
    "朵朵上四年级了～她妈妈那边我俩早离了，现在我一个人带",
    "一个人带娃辛苦了。你平时还要去工地吗？",
    "嗯我是做监理的，工地在城西，每天送完她再过去",
], [
    U("family", ["朵朵"]),
    P("朵朵", "relation", ["女儿", "daughter"]),
    P("朵朵", "school", ["四年级"], False),
    U("job_title", ["监理", "construction supervisor"]),
])
comp(Z, "阿月", [
    "终于周五了，今晚去livehouse看草东，草东是我本命乐队",
    "草东！在北京哪个场地呀？",
    "我早就不在北京了，去年搬回了成都，今天在小酒馆",
    "对对，你回成都了。那工作也换了？",
    "嗯，现在在一家游戏公司做策划，比以前在北京做外包舒服多了",
], [
    U("fav_music", ["草东", "草东没有派对"]),
    U("city", ["成都", "Chengdu"]),
    U("job_title", ["策划", "game designer"]),
    U("industry", ["游戏", "game"]),
    U("employer", ["游戏公司"], False),
])
comp(Z, "团团", [
    "团团我今天体检报告出来了，尿酸高，医生让我戒啤酒海鲜",
    "哎呀，那你最爱的小龙虾是不是也要少吃了😢",
    "小龙虾还好吧…主要是啤酒，我一周喝三四次",
    "那以后周末踢完球就别喝了哦，你们不是每周六踢球吗",
    "是的，公司足球队，我踢后卫。酒我尽量戒",
], [
    U("health", ["尿酸高", "高尿酸", "high uric acid"]),
    U("sport", ["足球", "踢球", "football", "soccer"]),
    U("diet", ["戒啤酒", "戒啤酒海鲜"], False),
])
comp(Z, "墨墨", [
    "墨墨你平时喜欢听什么歌啊",
    "我最喜欢陈绮贞，尤其是《旅行的意义》～你呢？",
    "我就土一点，最喜欢周杰伦，从初中听到现在，马上30了还是",
    "周杰伦谁不爱！30岁生日准备怎么过？",
    "还有两个月呢，到时候再说。我现在在培训机构教英语，最近在准备考教资，想去公立学校",
], [
    C("fav_music", ["陈绮贞"]),
    U("fav_music", ["周杰伦", "Jay Chou"]),
    U("age", ["29"], False),
    U("job_title", ["教英语", "英语老师", "English teacher"]),
    U("employer", ["培训机构"], False),
    U("plan", ["考教资", "教资", "教师资格证"], False),
])
comp(Z, "南风", [
    "南风，我在hinge上被一个女生unmatch了，就因为我说我住通州",
    "哈哈哈她可能嫌远？通州到国贸也就一个小时吧",
    "一个半小时。我每天6号线通勤，习惯了",
    "那你下次就说住北京嘛～对了你上次说你在学吉他，练得怎么样？",
    "不是吉他是尤克里里…还在爬格子阶段",
], [
    U(["place", "city"], ["通州"]),
    U("city", ["北京", "Beijing"], False),
    U("instrument", ["尤克里里", "ukulele"]),
])
comp(Z, "七七", [
    "我开始吃素一个月了！",
    "好厉害～是全素还是蛋奶素呀？你之前不是最爱吃红烧肉吗",
    "蛋奶素。红烧肉那是我爸的最爱，不是我😂 我最爱的是火锅",
    "原来如此，那火锅现在只能吃菌汤锅了？",
    "对，菌汤锅也挺香。我对象也陪我一起吃，她本来就是素食主义者",
], [
    U("diet", ["蛋奶素", "吃素", "vegetarian"]),
    U("fav_food", ["火锅", "hotpot"]),
    P("爸爸", "fav_food", ["红烧肉"]),
    U("partner", ["对象", "partner"]),
    P("对象", "diet", ["素食主义者", "vegetarian"]),
])
comp(Z, "小鲸", [
    "我能听懂闽南话但是说不出口，每次回泉州外婆都笑我",
    "那你在厦门上班平时说普通话就够啦",
    "我不在厦门啦，我在福州，做报关的",
    "好的记住了，你在福州做报关。外婆身体还好吗？",
    "挺好的，八十五了还天天自己去菜市场",
], [
    U("language", ["闽南话", "Hokkien"], False),
    U("hometown", ["泉州", "Quanzhou"], False),
    U("city", ["福州", "Fuzhou"]),
    U("job_title", ["报关", "customs broker"]),
    P("外婆", "age", ["八十五", "85"]),
    U("family", ["外婆", "grandma"], False),
])
comp(Z, "云朵", [
    "我下个月18号领证！",
    "恭喜恭喜🎉 是和那个叫阿哲的男朋友吗？",
    "对就是他，在一起五年了。他是牙医，我是律师",
    "医生和律师，好配！婚礼准备在哪办？",
    "婚礼还没想好，可能明年吧，先领证",
], [
    U("plan", ["领证", "下个月18号领证"]),
    U("partner", ["阿哲"]),
    P("阿哲", "relation", ["男朋友", "boyfriend"]),
    P("阿哲", "job_title", ["牙医", "dentist"]),
    U("job_title", ["律师", "lawyer"]),
])
comp(Z, "老K", [
    "老K，我跟你说我其实是迪拜王子，家里有三座油井",
    "哇那王子殿下今天心情怎么样😂",
    "开玩笑的啦，我就是个在义乌卖小商品的，今天接了个俄罗斯的大单",
    "恭喜！你是自己开店还是帮别人做？",
    "自己的店，开了六年了，跟我老婆一起",
], [
    U("job_title", ["卖小商品", "小商品", "small goods trader"]),
    U("city", ["义乌", "Yiwu"]),
    U("employer", ["自己的店"], False),
    U("partner", ["老婆", "wife"]),
])
comp(Z, "白白", [
    "白白，我家仓鼠昨天走了，养了两年",
    "抱抱你😢 它是叫毛毛对吧？",
    "叫芝麻。现在家里就剩一只乌龟了，叫慢慢",
    "芝麻会在仓鼠星球过得很好的。慢慢多大啦？",
    "慢慢跟了我七年了，比我前男友还长情哈哈",
], [
    U("pet", ["乌龟", "turtle", "tortoise"]),
    U("pet_name", ["慢慢"]),
])

# ---------------- group chats ----------------
group(Z, [
    ("张姐", "明天上午十点评审会，大家PPT今晚发我"),
    ("小林", "收到，我这边数据看板还差一点，今晚肯定弄完。对了张姐，我下周二请了年假，去青岛参加我哥婚礼"),
    ("阿Ben", "羡慕，我年假早用完了，上个月去了趟冰岛"),
    ("张姐", "行，小林你交接好。阿Ben你别炫了"),
], [
    U("plan", ["去青岛参加我哥婚礼", "参加我哥婚礼", "青岛"]),
    U("family", ["我哥", "哥哥"], False),
    U("name", ["小林"], False),
], me="小林")
group(Z, [
    ("Kiki", "谁又把我酸奶喝了😤"),
    ("Mia", "不是我，我乳糖不耐受你忘啦"),
    ("大宝", "是我是我，明天赔你两杯。顺便说一句我下个月搬走，公司把我调去深圳了"),
    ("Kiki", "啊？？那你房间谁住"),
    ("Mia", "我表妹下个月来上海实习，可以问问她"),
], [
    U(["health", "allergy", "diet"], ["乳糖不耐受", "lactose intolerant"]),
    U("city", ["上海", "Shanghai"], False),
    P("大宝", "plan", ["调去深圳", "搬走", "深圳"]),
    P("表妹", "plan", ["来上海实习", "实习"], False),
    U("family", ["表妹", "cousin"], False),
    U("name", ["Mia"], False),
], exporter="Mia")
group(Z, [
    ("妈妈", "磊磊，你二姨说给你介绍个对象，在电网上班的"),
    ("王磊", "妈我有女朋友了，叫小雨，在南京当老师，过年带回来给你们看"),
    ("爸爸", "早说嘛！你妈操心半年了"),
    ("大姐", "可以啊弟弟，我家豆豆终于有小舅妈了😂"),
], [
    U("partner", ["小雨"]),
    P("小雨", "relation", ["女朋友", "girlfriend"]),
    P("小雨", "job_title", ["老师", "teacher"]),
    P("小雨", "city", ["南京", "Nanjing"]),
    U("name", ["王磊"], False),
    U("nickname", ["磊磊"], False),
    U("gender", ["男", "male"], False),
    U("plan", ["过年带回来"], False),
], me="王磊")
group(Z, [
    ("老周", "周四晚上八点，老地方打篮球，报名接龙"),
    ("阿杰", "1. 阿杰 ✋ 膝盖好了可以上"),
    ("胖虎", "2. 胖虎，我带个朋友，他在NBA中国上班的"),
    ("老周", "3. 老周。阿杰你那半月板别又伤了"),
    ("阿杰", "放心，护膝戴着呢，上个月刚做完康复"),
], [
    U("plan", ["打篮球", "篮球", "周四晚上八点"]),
    U("sport", ["篮球", "basketball"], False),
    U("health", ["半月板", "膝盖", "meniscus"]),
    U("name", ["阿杰"], False),
    P("胖虎朋友", "employer", ["NBA中国", "NBA"], False),
], exporter="阿杰")
group(Z, [
    ("班长", "十年聚会定在国庆，大家报一下现在在哪个城市"),
    ("Lily", "我在苏州，做外贸，带着俩娃，国庆那次估计来不了😭"),
    ("大刘", "杭州，还在阿里，头发还在"),
    ("小芳", "我回老家了，在县城当公务员，国庆一定到"),
], [
    U("city", ["苏州", "Suzhou"]),
    U(["job_title", "industry"], ["外贸", "foreign trade"]),
    U("family", ["俩娃", "两个孩子", "two kids"]),
    P("大刘", "city", ["杭州", "Hangzhou"]),
    P("大刘", "employer", ["阿里", "Alibaba"]),
    P("小芳", "job_title", ["公务员", "civil servant"]),
    P("小芳", "plan", ["国庆一定到", "聚会"]),
    U("name", ["Lily"], False),
], me="Lily")
group(Z, [
    ("喵喵主人", "有没有人知道浦东哪家宠物医院能看异宠？"),
    ("兔兔", "我家两只垂耳兔一直在张江那家看，医生很专业"),
    ("阿毛", "我只养猫的飘过～我家三只都是捡来的"),
    ("兔兔", "张江那家叫宠爱，就在我们公司楼下，我在那边一家药企上班"),
], [
    U("pet", ["垂耳兔", "兔", "rabbit"]),
    U(["industry", "employer"], ["药企", "pharma"], False),
    P("阿毛", "pet", ["猫", "cat"]),
    U("city", ["上海", "Shanghai"], False),
    U("nickname", ["兔兔"], False),
], exporter="兔兔")
group(Z, [
    ("老陈", "今早水库上了条八斤的草鱼，哈哈哈"),
    ("强子", "吹吧你，上次说五斤结果三斤。钓鱼这事你嘴最硬"),
    ("老陈", "有图有真相！退休了就这点爱好了"),
    ("阿芬", "陈叔厉害，我老公天天念叨想跟你学"),
], [
    U(["hobby", "sport"], ["钓鱼", "fishing"]),
    U("job_title", ["退休", "retired"]),
    U("nickname", ["陈叔"], False),
    P("阿芬", "partner", ["老公", "husband"], False),
], me="老陈")
group(Z, [
    ("CEO老黄", "下周一新人入职，大家欢迎一下Yuki，她是新来的前端"),
    ("Yuki", "大家好我是于琪，叫我Yuki就行～之前在网易做了两年，很高兴加入"),
    ("运营-小吴", "欢迎欢迎！我们中午都自己解决哈，楼下沙县yyds"),
    ("Yuki", "哈哈好的，我对海鲜过敏，其他都能吃"),
], [
    U("name", ["于琪"]),
    U("nickname", ["Yuki"]),
    U("job_title", ["前端", "frontend developer"], False),
    U("allergy", ["海鲜", "seafood"]),
    U("gender", ["女", "female"], False),
], exporter="Yuki")
group(Z, [
    ("阿凯", "今天练背，六点半健身房门口集合"),
    ("Vivian", "我今天不行，加班，我们老板又发疯"),
    ("阿凯", "你们互联网人太惨了，我们国企五点半准时下班"),
    ("大熊", "我去！顺便问下阿凯你那个蛋白粉哪买的"),
    ("阿凯", "京东自营，乳清的，我乳糖不耐都能喝"),
], [
    U("sport", ["健身", "练背", "gym"]),
    U("employer", ["国企", "state-owned enterprise"], False),
    U(["health", "allergy", "diet"], ["乳糖不耐", "lactose intolerant"]),
    P("Vivian", "industry", ["互联网", "internet"], False),
    U("belonging", ["蛋白粉"], False),
], me="阿凯")
group(Z, [
    ("李老师", "各位家长，周五下午开家长会，请准时参加"),
    ("小鹿", "收到，我是糖糖妈妈，周五我要出差，孩子爸爸来"),
    ("豆豆爸", "收到，豆豆爸爸会到"),
    ("小鹿", "李老师，糖糖对芒果过敏，下周的水果日麻烦留意一下🙏"),
], [
    U("family", ["糖糖"]),
    P("糖糖", "allergy", ["芒果", "mango"]),
    U("gender", ["女", "female"], False),
    U("partner", ["孩子爸爸"], False),
    U("plan", ["出差"], False),
], exporter="小鹿")
group(Z, [
    ("周周", "姐妹们我脱单了！！"),
    ("阿May", "？？？谁？？是不是那个在陆家嘴上班的学长"),
    ("周周", "不是！！是在羽毛球馆认识的，叫陈默，做建筑设计的"),
    ("小西", "我就说你天天打羽毛球有用吧😂 我还单着呢"),
], [
    U("partner", ["陈默"]),
    P("陈默", "relation", ["男朋友", "boyfriend"], False),
    P("陈默", "job_title", ["建筑设计", "architect"]),
    U("sport", ["羽毛球", "badminton"], False),
    U("gender", ["女", "female"], False),
], me="周周")
