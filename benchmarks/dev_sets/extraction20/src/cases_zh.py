"""Chinese cases of dev set 20: 36 short chats, 11 diaries, 14 companion chats, 11 group chats."""
from h import short, diary, comp, group, u, p, ch, T

L = "zh"

# ---------------- short chats ----------------
short(L, "退休三年了，现在每天早上去公园打太极，下午帮女儿带外孙。以前在纺织厂干了三十年会计，现在回想起来跟做梦一样", [
    u("job_title", "退休|retired"), u("sport|hobby", "太极|打太极|tai chi"),
    u("family", "女儿|daughter", False), u("family", "外孙|grandson", False),
    u("job_title", "会计|accountant", False)], T)
short(L, "我开了个小面馆，就在学校对面，主要卖牛肉面和凉皮。老婆负责收银，我负责下面😂 对了我是兰州人", [
    u("job_title", "开了个小面馆|面馆老板|restaurant owner"), u("partner", "老婆|wife"),
    u("hometown", "兰州|Lanzhou"), u("gender", "男|male", False)])
short(L, "帮我妈填体检表：姓名王秀英，1956年生，女，有高血压，对青霉素过敏。我自己倒是啥毛病没有哈哈", [
    p("妈妈", "name", "王秀英"), p("妈妈", "health", "高血压|hypertension"),
    p("妈妈", "allergy", "青霉素|penicillin"), p("妈妈", "gender", "女|female", False),
    p("妈妈", "birthday|age", "1956年|1956", False), u("family", "妈妈|mom", False)], T)
short(L, "做自由插画师第五年，收入时好时坏，这个月接了两个绘本的单子。猫主子叫馒头，天天踩我数位板", [
    u("job_title", "自由插画师|插画师|freelance illustrator"), u("pet", "猫|cat"), u("pet_name", "馒头|Mantou"),
    u("belonging", "数位板|drawing tablet", False)])
short(L, "我不是老师啊，我是个男生，在培训机构做前台的，大家老以为我是老师😅", [
    u("job_title", "前台|receptionist"), u("gender", "男生|男|male"),
    u("employer|industry", "培训机构|tutoring centre", False)], T)
short(L, "我的邮箱换了，新的是 laozhang_tea@163.com，旧的那个qq邮箱别再发了", [
    u("email", "laozhang_tea@163.com")], T)
short(L, "手机号 139 0571 2284，有事打这个，微信同号。我在杭州卖茶叶，自家茶园在龙井村", [
    u("phone", "139 0571 2284|13905712284"), u("city", "杭州|Hangzhou"), u("job_title", "卖茶叶|tea seller"),
    u("belonging", "茶园|tea garden", False)])
short(L, "今年六十八了，腿脚还行，就是血糖有点高，医生让我少吃甜的。孙子下个月满月，我得回趟老家宜宾", [
    u("age", "六十八|68"), u("health", "血糖有点高|血糖高|high blood sugar"), u("family", "孙子|grandson"),
    u("hometown", "宜宾|Yibin"), u("plan", "回趟老家宜宾|回老家|孙子满月", False)])
short(L, "我老公说他最喜欢的电影是《肖申克的救赎》，俗。我最爱的是《花样年华》", [
    u("fav_film", "花样年华|In the Mood for Love"), u("partner", "老公|husband"),
    p("老公", "fav_film", "肖申克的救赎|The Shawshank Redemption", False)], T)
short(L, "要是我当年考上了北大就好了……现实是我在郑州一家物流公司当调度", [
    u("city", "郑州|Zhengzhou"), u("job_title", "调度|dispatcher"), u("industry", "物流|logistics"),
    u("employer", "物流公司", False)], T)
short(L, "对花生过敏，严重的那种，出门必带肾上腺素笔。", [
    u("allergy", "花生|peanuts"), u("belonging", "肾上腺素笔|EpiPen", False)])
short(L, ["你问我叫啥？我叫陈建国，大家都喊我老陈。在菜市场卖猪肉，卖了二十年了"], [
    u("name", "陈建国"), u("nickname", "老陈"), u("job_title", "卖猪肉|butcher|pork seller")])
short(L, "弟弟在深圳腾讯上班，我就在老家开个小超市，比不了比不了", [
    p("弟弟", "city", "深圳|Shenzhen"), p("弟弟", "employer", "腾讯|Tencent"), u("family", "弟弟|brother"),
    u("job_title", "开个小超市|超市老板|shop owner")], T)
short(L, "我是素食者，吃了八年素了，蛋奶也不碰", [u("diet", "素食者|素食|吃素|vegan")])
short(L, "最近迷上了广场舞🤣我闺女嫌我吵。其实我年轻时候是跳芭蕾的", [
    u("hobby|sport", "广场舞|square dancing"), u("family", "闺女|daughter", False)], T)
short(L, "去年在成都待了半年出差，现在回武汉了，还是热干面香", [
    u("city", "武汉|Wuhan"), u("fav_food", "热干面|hot dry noodles", False)], T)
short(L, "我对象是护士，三班倒，我们俩一个月见不了几面。我自己在家做淘宝客服", [
    u("partner", "对象|partner"), p("对象", "job_title", "护士|nurse"), u("job_title", "淘宝客服|客服|customer service")], T)
short(L, "退休前我是中学语文老师，现在在老年大学学二胡，拉得还凑合", [
    u("job_title", "退休|retired"), u("job_title", "中学语文老师|语文老师", False), u("instrument", "二胡|erhu"),
    u("school", "老年大学", False)], T)
short(L, "我叫李娜，不是那个打网球的李娜哈哈，我打羽毛球，一周三次", [
    u("name", "李娜|Li Na"), u("sport", "羽毛球|badminton")], T)
short(L, "狗狗叫可乐，是只柯基，今年三岁。我以前还养过一只仓鼠，后来没了", [
    u("pet", "柯基|狗|corgi|dog"), u("pet_name", "可乐|Cola")], T)
short(L, "我生日是腊月初八，刚好腊八节，从小我妈就说我命里带粥😂", [
    u("birthday", "腊月初八")])
short(L, "湖南人，不吃辣是不可能的。在上海待了十年还是吃不惯本帮菜太甜，现在住徐汇", [
    u("hometown", "湖南|Hunan"), u("city", "上海|Shanghai"), u("place|city", "徐汇|Xuhui"),
    u("dislike", "本帮菜|本帮菜太甜|Shanghainese food"), u("fav_food", "辣|吃辣|spicy food", False)], T)
short(L, "我家那位是意大利人，我跟着学了点意大利语，日常对话勉强可以", [
    u("partner", "我家那位|partner"), p("我家那位", "hometown", "意大利|Italy", False),
    u("language", "意大利语|Italian", False)])
short(L, ["你是不是以为我还在读研？早毕业啦，复旦新闻系硕士，现在在一家广告公司写文案"], [
    u("school", "复旦|复旦大学|Fudan"), u("major", "新闻|新闻系|journalism"), u("degree", "硕士|master's"),
    u("job_title", "写文案|文案|copywriter"), u("industry", "广告|advertising")], T)
short(L, "体检查出来脂肪肝，医生让我戒酒。我就是个跑滴滴的，天天坐着能不胖吗", [
    u("health", "脂肪肝|fatty liver"), u("job_title", "跑滴滴|网约车司机|ride-hailing driver")])
short(L, "小区门口那家咖啡店我天天去，老板都认识我了，但我不在那上班啊，我在隔壁招商银行当柜员", [
    u("employer", "招商银行|China Merchants Bank"), u("job_title", "柜员|bank teller"),
    u("industry", "银行|banking", False)], T)
short(L, ["下周三考驾照科目二，紧张死了🥲", "加油！倒库多练几遍就好", "教练说我倒库老是压线，烦"], [
    u("plan", "科目二|考驾照|driving test")])
short(L, "我微信名叫‘晴天小猪’，朋友都叫我小猪，本名就不说了。生日是6月18号，记得给我发红包", [
    u("nickname", "小猪"), u("birthday", "6月18号|June 18")])
short(L, "我在家带娃，全职妈妈，老大六岁老二两岁。偶尔在小红书接点手作的单子", [
    u("job_title", "全职妈妈|stay-at-home mom"), u("gender", "女|female", False),
    u("family", "老大|老二|两个孩子|two kids"), p("老大", "age", "六岁|6"), p("老二", "age", "两岁|2"),
    u("hobby|job_title", "手作|handicrafts", False)], T)
short(L, "我哪有男朋友啊，单身狗一枚，只有一只叫芝麻的兔子陪我", [
    u("pet", "兔子|rabbit"), u("pet_name", "芝麻|Sesame")], T)
short(L, "我在苏州开民宿，五间房，旺季忙到飞起，淡季就自己去爬山", [
    u("city", "苏州|Suzhou"), u("job_title", "开民宿|民宿老板|guesthouse owner"), u("sport|hobby", "爬山|hiking")])
short(L, "想学钢琴好多年了一直没开始，倒是吉他弹了快十年", [u("instrument", "吉他|guitar")], T)
short(L, "我最讨厌香菜，谁往我碗里放香菜我跟谁急", [u("dislike", "香菜|coriander|cilantro")])
short(L, "刚领证！！老公叫周磊，我们认识七年了💍", [
    u("partner", "周磊"), p("周磊", "relation", "老公|husband")])
short(L, "我叫张桂兰，今年七十二，老伴走了两年了，现在跟儿子住在青岛", [
    u("name", "张桂兰"), u("age", "七十二|72"), u("city", "青岛|Qingdao"), u("family", "儿子|son", False)], T)
short(L, "我读的是师范，学的数学，毕业后却去卖保险了，现在在平安做了五年", [
    u("school", "师范|normal university", False), u("major", "数学|mathematics"), u("employer", "平安|Ping An"),
    u("job_title", "卖保险|insurance agent"), u("industry", "保险|insurance")])

# ---------------- diaries ----------------
diary(L, "12月3日 晴。早上六点就醒了，老毛病，睡不着。去菜场买了两斤排骨，回来给孙女小雨炖汤，她最爱喝我炖的汤。"
      "下午社区组织量血压，我的高压145，医生说要按时吃药。晚上老伴看电视剧，我在阳台上修剪那盆君子兰。"
      "女儿打电话说春节带外孙回来，我得赶紧把小屋收拾出来。", [
    u("family", "小雨"), p("小雨", "relation", "孙女|granddaughter"), u("health", "高压145|高血压|high blood pressure"),
    u("partner", "老伴|spouse"), u("hobby", "君子兰|养花|gardening", False), u("family", "女儿|daughter", False),
    p("女儿", "plan", "春节带外孙回来", False), u("health", "睡不着|失眠|insomnia", False)], T)
diary(L, "今天又是在家办公的一天。上午改甲方的logo改到第七版，甲方说“还是第一版好”，我想死。中午点了螺蛳粉，我的续命神器。"
      "下午去健身房练了背，这是我这个月第十二次去了，坚持就是胜利。晚上跟在广州的大学室友阿雯视频，她刚升了主管。"
      "我做平面设计自由职业也快三年了，有时候还挺羡慕她有五险一金的。", [
    u("job_title", "平面设计|自由职业|graphic designer|freelance designer"), u("fav_food", "螺蛳粉|luosifen"),
    u("sport", "健身|gym|weight training"), p("阿雯", "city", "广州|Guangzhou"), p("阿雯", "relation", "大学室友|室友|roommate"),
    p("阿雯", "job_title", "主管|supervisor")], T)
diary(L, "我这眼镜店今天生意一般，就卖出去三副眼镜。隔壁奶茶店又排长队，眼红。儿子放学来店里写作业，数学又考了58分，气得我血压上来。"
      "晚上关店后去游泳，游了一千米，膝盖不好只能游泳了。明天要去南京进货，车票买好了。", [
    u("job_title", "眼镜店|开眼镜店|optician shop owner"), u("family", "儿子|son"), u("sport", "游泳|swimming"),
    u("health", "膝盖不好|bad knees"), u("plan", "去南京进货|南京进货")], T)
diary(L, "周日。在教会帮忙布置圣诞树，回家路上给狗狗旺财买了新的牵引绳。我今年正式退休了，单位给开了个欢送会，四十年的电工生涯就这样结束了。"
      "晚上翻出年轻时的照片，那时候我在东北当兵，瘦得像根竹竿。想想明年开春报个老年摄影班。", [
    u("pet", "狗狗|狗|dog"), u("pet_name", "旺财|Wangcai"), u("job_title", "退休|retired"),
    u("job_title", "电工|electrician", False), u("plan|hobby", "老年摄影班|摄影|photography", False)], T)
diary(L, "今天是我三十岁生日🎂 同事给我买了个蛋糕，是我最爱的芒果千层。下班后自己去看了《流浪地球》重映，哭得稀里哗啦。"
      "我妈打电话催婚，我说我有猫就够了——我家大橘今天又胖了。我在这家外企做HR五年了，感觉自己已经被榨干。", [
    u("age", "三十|30"), u("fav_food", "芒果千层|mango crepe cake"), u("pet", "猫|cat"), u("pet_name", "大橘"),
    u("job_title", "HR|人事"), u("employer", "外企|foreign company", False), u("family", "我妈|妈妈|mom", False)], T)
diary(L, "晚上写日记。今天开车送老婆去医院产检，一切正常，宝宝八个月了。老婆叫我明天早点下班，我说尽量。"
      "最近公司在裁员，我们组走了三个，我还在，程序员真是高危职业。下午在工位吃了个煎饼果子，天津人的胃还是离不开这个。周末打算去打篮球放松一下。", [
    u("partner", "老婆|wife"), u("job_title", "程序员|programmer"), u("hometown", "天津|Tianjin"),
    p("老婆", "health", "怀孕|产检|pregnant", False), u("fav_food", "煎饼果子|jianbing", False),
    u("sport", "篮球|打篮球|basketball", False), u("gender", "男|male", False)], T)
diary(L, "今天去朋友的花店帮忙，她去云南进货了。我自己是做外卖骑手的，今天正好休息。花店的活儿比送外卖轻松多了，就是被玫瑰刺扎了好几下。"
      "中午吃了盒饭。晚上回出租屋跟我家那只狸花猫“团子”聊天，它不理我。在昆山打工第四年了，住花桥，春节回不回河南老家还没想好。", [
    u("job_title", "外卖骑手|delivery rider"), u("pet", "狸花猫|猫|cat"), u("pet_name", "团子|Tuanzi"),
    u("city", "昆山|Kunshan"), u("place|city", "花桥|Huaqiao"), u("hometown", "河南|Henan"),
    p("朋友", "job_title", "花店|florist", False)], T)
diary(L, "二〇二六年十一月十五。今天外婆九十大寿，一大家子在酒楼吃饭。舅舅从加拿大回来了，他在那边开了三十年中餐馆。"
      "我坐在表妹旁边，她刚考上中山大学医学院，全家都在夸她。轮到我，被问最多的还是“什么时候结婚”。我在广州做会计，工作稳定但无聊。"
      "饭后陪外婆讲了一会儿粤语，她耳朵不太好了。", [
    p("外婆", "age", "九十|90"), u("family", "外婆|grandma"), p("外婆", "health", "耳朵不太好|hearing loss"),
    p("舅舅", "city", "加拿大|Canada"), p("舅舅", "job_title", "中餐馆|开中餐馆|restaurant owner"),
    p("表妹", "school", "中山大学|Sun Yat-sen University"), p("表妹", "major", "医学|medicine"),
    u("city", "广州|Guangzhou"), u("job_title", "会计|accountant"), u("language", "粤语|Cantonese")], T)
diary(L, "今天在县城的店里守了一天，卖了几袋化肥和两箱农药。我这个农资店开了快十五年，靠着它把两个娃供上了大学。"
      "大娃在西安读研，学的是土木，小娃在长沙上大二。晚上跟老伴吃的手擀面，我就好这一口。腰间盘突出又犯了，明天得去县医院拍个片子。", [
    u("job_title", "农资店|开农资店|farm supply shop owner"), u("family", "两个娃|大娃|小娃|two kids"),
    p("大娃", "city", "西安|Xi'an"), p("大娃", "major", "土木|civil engineering"), p("大娃", "degree", "读研|研究生|master's"),
    p("小娃", "city", "长沙|Changsha"), u("partner", "老伴|spouse"), u("fav_food", "手擀面|hand-pulled noodles"),
    u("health", "腰间盘突出|herniated disc"), u("plan", "拍个片子|去县医院拍个片子", False)], T)
diary(L, "今天终于把辞职信交了。在那家房地产公司干了六年销售，累够了。下个月一号去朋友的烘焙工作室当学徒，想学做面包。"
      "晚上跟男朋友阿杰吃火锅庆祝，他说无论我做什么他都支持。我对芒果过敏，吃火锅也得小心那些水果拼盘。", [
    u("job_title|plan", "学徒|烘焙学徒|baking apprentice"), u("employer|plan", "烘焙工作室|bakery studio", False),
    u("employer", "房地产公司|real estate company", False), u("job_title", "销售|sales", False),
    u("partner", "阿杰"), p("阿杰", "relation", "男朋友|boyfriend"), u("allergy", "芒果|mango")], T)
diary(L, "早上四点半起床揉面，包子铺六点开门，街坊们都在排队。今天卖了八百多个包子，累得手都抬不起来。下午睡了一觉，醒来看了会儿《红楼梦》，"
      "这本书我翻了不下二十遍，每次都有新感觉。晚上侄子来电话，说他在北京找到工作了，在一家游戏公司做策划。我这辈子没出过山东，就守着这个铺子。", [
    u("job_title", "包子铺|卖包子|bun shop owner"), u("fav_book", "红楼梦|Dream of the Red Chamber"),
    p("侄子", "city", "北京|Beijing"), p("侄子", "job_title", "策划|game designer"),
    p("侄子", "employer|industry", "游戏公司|gaming", False), u("city|place", "山东|Shandong", False)], T)

# ---------------- companion chats ----------------
comp(L, "阿柚", [
    "今天累死了，店里来了个大单，做了五十个生日蛋糕",
    "哇，你是在蛋糕店上班吗？辛苦啦！",
    "不是上班，店是我自己的啦，开了三年了",
    "原来你是老板娘！那你一定很喜欢吃甜的吧？",
    "恰恰相反，我自己不爱吃甜的，做多了腻。我喜欢吃酸辣粉"], [
    u("job_title", "蛋糕店|蛋糕店老板|bakery owner"), u("dislike", "甜的|甜食|sweets"), u("fav_food", "酸辣粉|hot and sour noodles")], T)
comp(L, "小满", [
    "小满，我跟你说，我孙子今天会叫爷爷了！",
    "恭喜您！您孙子多大了呀？",
    "十个月。我这当爷爷的高兴坏了，今年我都六十五了",
    "六十五岁还这么精神！您是不是平时爱打太极？",
    "太极不打，我钓鱼，每周去水库两三回"], [
    u("family", "孙子|grandson"), p("孙子", "age", "十个月|10 months"), u("age", "六十五|65"),
    u("sport|hobby", "钓鱼|fishing"), u("gender", "男|male", False)], T)
comp(L, "云朵", [
    "我下个月要去青岛了",
    "是搬家去青岛吗？那你要离开济南了呀",
    "不是搬家，出差一周而已。我还住在济南",
    "好的～那你是做什么工作的呀，经常出差吗？",
    "做工程监理，一年有一半时间在工地上"], [
    u("city", "济南|Jinan"), u("job_title", "工程监理|监理|construction supervisor"),
    u("plan", "去青岛|出差|business trip", False)], T)
comp(L, "墨墨", [
    "墨墨我今天接了个日语翻译的活儿",
    "你是日语专业的吗？",
    "对，北外日语系毕业的，现在自由职业做翻译",
    "好厉害，那你会不会韩语呀？",
    "韩语只会说你好谢谢哈哈。对了我英语也还行，平时工作也会接英译中"], [
    u("school", "北外|北京外国语大学|BFSU"), u("major", "日语|Japanese"), u("job_title", "翻译|自由职业|translator"),
    u("language", "日语|Japanese"), u("language", "英语|English")], T)
comp(L, "小鹿", [
    "我家狗狗今天生病了，带它去看了医生",
    "是你家那只叫豆豆的泰迪吗？",
    "不是豆豆，叫土豆！而且是比熊不是泰迪😤",
    "对不起记错了，土豆现在还好吗？",
    "打了针好多了，医生说是肠胃炎"], [
    u("pet", "比熊|狗|bichon"), u("pet_name", "土豆|Tudou")], T)
comp(L, "知夏", [
    "知夏你喜欢什么音乐？",
    "我最喜欢周杰伦的歌，尤其是《晴天》。你呢？",
    "我更喜欢老歌，邓丽君的我能听一整天",
    "邓丽君的歌确实很经典！你是不是年纪比较大呀😄",
    "哈哈我五十八了，确实不年轻了，在社区医院当药剂师，还有两年退休"], [
    ch("fav_music", "周杰伦|Jay Chou"), u("fav_music", "邓丽君|Teresa Teng"), u("age", "五十八|58"),
    u("job_title", "药剂师|pharmacist"), u("employer", "社区医院|community hospital"), u("plan", "退休|retire", False)], T)
comp(L, "南南", [
    "好烦，我妈又让我考公务员",
    "你现在的工作不好吗？你不是在银行上班吗？",
    "谁说我在银行……我在一家做新能源的公司做电池测试",
    "原来如此！那你妈妈是希望你稳定一点吧",
    "是啊她自己当了一辈子公务员，现在退休在家天天跳广场舞"], [
    u("industry", "新能源|new energy"), u("job_title", "电池测试|测试|battery tester"), u("family", "妈妈|mom"),
    p("妈妈", "job_title", "退休|retired"), p("妈妈", "hobby|sport", "广场舞|square dancing")], T)
comp(L, "暖暖", [
    "今天心情不好，跟老公吵架了",
    "抱抱你。是因为什么事呀？",
    "他非要把我们家那两只猫送回他老家，说孩子要出生了怕过敏",
    "原来你怀孕了呀！恭喜～几个月了？",
    "五个月了。但是猫是我的命啊，咪咪和花卷跟了我六年了"], [
    u("partner", "老公|husband"), u("pet", "猫|cats"), u("pet_name", "咪咪|Mimi"), u("pet_name", "花卷|Huajuan"),
    u("health", "怀孕|pregnant"), u("gender", "女|female", False)], T)
comp(L, "七七", [
    "七七，我最近在抖音上卖自己腌的咸菜",
    "好有创意！你是专业做食品的吗？",
    "哪是专业的，我退休前是小学老师，腌咸菜是跟我婆婆学的",
    "那你现在是一边教书一边卖咸菜吗？",
    "早就不教了，退休五年了。现在就弄弄咸菜，带带外孙女"], [
    u("job_title", "退休|retired"), u("job_title", "小学老师|primary school teacher", False),
    u("job_title|hobby", "腌咸菜|卖咸菜|pickle seller"), u("family", "外孙女|granddaughter", False)], T)
comp(L, "阿乐", [
    "阿乐我考研上岸了！！！",
    "太棒了！是考的哪个学校呀？",
    "浙大！计算机！九月入学",
    "恭喜恭喜～那你现在是在杭州吗？",
    "还没，我现在还在合肥老家，八月底才过去"], [
    u("school|plan", "浙大|浙江大学|Zhejiang University"), u("major|plan", "计算机|computer science"),
    u("degree|plan", "研究生|master's", False), u("city", "合肥|Hefei"), u("hometown", "合肥|Hefei")], T)
comp(L, "小雪", [
    "我最近在学做手机壳，打算在闲鱼上卖",
    "你是学设计的吗？",
    "不是，我是学会计的，现在在一家4S店做出纳",
    "那你喜欢车吗？",
    "一般般，我骑电动车上班的哈哈"], [
    u("major", "会计|accounting"), u("job_title", "出纳|cashier"), u("employer", "4S店|car dealership", False),
    u("belonging", "电动车|e-bike"), u("hobby", "做手机壳|phone cases", False)], T)
comp(L, "青青", [
    "青青你说我这个年纪学游泳晚不晚",
    "不晚呀！你多大了？",
    "四十五",
    "四十五正好！你是不是之前怕水？",
    "也不是怕水，小时候在农村没条件学。我老家贵州山里的"], [
    u("age", "四十五|45"), u("hometown", "贵州|Guizhou")], T)
comp(L, "安安", [
    "安安，我女儿今天发烧了",
    "心疼，是你家大女儿朵朵吗？",
    "我只有一个女儿，叫果果，朵朵是她表姐",
    "抱歉记混了，果果几岁了？",
    "四岁半，上中班了。她对鸡蛋过敏，幼儿园吃饭我都得跟老师交代"], [
    u("family", "果果"), p("果果", "relation", "女儿|daughter"), p("果果", "age", "四岁半|4.5"),
    p("果果", "allergy", "鸡蛋|eggs")], T)
comp(L, "木木", [
    {"text": "木木你好我刚下班啊今天超市里人特别多我是在永辉当理货员的你知道吧搬了一天的货腰都快断了", "at": "2026-03-02"},
    "辛苦啦！你是在永辉当收银员对吧？",
    "不是收银是理货，你又记错了。对了我下个月二十号生日，你要记得祝我生日快乐",
    "好的，记住啦！",
    "嗯，我喜欢听刀郎，晚上回家就放他的歌"], [
    u("employer", "永辉|Yonghui"), u("job_title", "理货员|stock clerk"),
    u("birthday", "下个月二十号|4月20日|April 20", False), u("fav_music", "刀郎|Dao Lang")], T)

# ---------------- group chats ----------------
group(L, [
    ("老刘", "明天水库钓鱼去不去？我把船收拾好了"),
    ("阿强", "我去！我刚从厂里辞职，闲得很"),
    ("老刘", "你小子终于不干了。我这退休老头天天都有空"),
    ("老王", "我明天去不了，孙子满月酒"),
    ("小马", "带我一个，我这周末不加班")], [
    u("belonging", "船|boat"), u("job_title", "退休|retired"), u("gender", "男|male", False),
    u("sport|hobby", "钓鱼|fishing", False), p("老王", "family", "孙子|grandson")], T, me="老刘")
group(L, [
    ("王经理", "下周一新同事入职，大家欢迎一下"),
    ("小林", "欢迎欢迎！我是设计组的小林，有事可以找我"),
    ("张姐", "新同事是哪里人呀？"),
    ("王经理", "她是重庆人，之前在字节做运营"),
    ("阿豪", "欢迎！重庆的好啊，以后吃火锅有人带路了")], [
    u("job_title", "设计组|设计|designer"), u("name", "小林", False), p("新同事", "hometown", "重庆|Chongqing")],
    T, exporter="小林")
group(L, [
    ("妈妈", "今天跳舞回来膝盖又疼了"),
    ("女儿", "妈你去医院看看吧，我周末带你去"),
    ("爸爸", "她就是不听，我说了多少回了"),
    ("儿子", "妈，我周六加班，姐带你去就行"),
    ("妈妈", "我知道了，周六去。对了你爸最近血压也高，天天偷吃咸菜")], [
    u("health", "膝盖又疼|膝盖疼|knee pain"), u("hobby|sport", "跳舞|dancing"), u("plan", "周六去|去医院", False),
    p("爸爸", "health", "血压也高|高血压|high blood pressure")], T, me="妈妈")
group(L, [
    ("团长", "明天到的荔枝，要的接龙"),
    ("阿珍", "3栋阿珍 两箱"),
    ("李阿姨", "5栋李 一箱，我孙子最爱吃荔枝"),
    ("王叔", "2栋王 一箱"),
    ("小美", "1栋小美 两箱"),
    ("阿珍", "我家那个不爱吃水果，两箱都是我自己吃的😂 我超爱荔枝")], [
    u("fav_food", "荔枝|lychee"), u("name", "阿珍", False), p("李阿姨孙子", "fav_food", "荔枝|lychee", False),
    u("partner", "我家那个", False)], T, exporter="阿珍")
group(L, [
    ("老大", "兄弟们，我下个月结婚，都来啊"),
    ("老四", "必须的！我从成都飞过去"),
    ("老二", "我在新加坡出差回不去，红包到"),
    ("老三", "我带老婆一起去，她也想见见你们这帮人"),
    ("老四", "老二你又出差，当了合伙人就是不一样")], [
    p("老三", "partner", "老婆|wife"),
    p("老大", "plan", "结婚|wedding"), u("city", "成都|Chengdu", False), u("plan", "飞过去|参加婚礼", False),
    p("老二", "job_title", "合伙人|partner")], T, me="老四")
group(L, [
    ("陈老师", "各位家长，明天秋游请给孩子带好水和零食"),
    ("豆豆妈", "收到，陈老师，豆豆对芒果过敏，零食里麻烦注意一下"),
    ("乐乐爸", "收到"),
    ("豆豆妈", "另外我明天可以当志愿者家长，我周四休息")], [
    p("豆豆", "allergy", "芒果|mango"), u("family", "豆豆", False), u("plan", "志愿者家长|volunteer parent"),
    u("gender", "女|female", False)], exporter="豆豆妈")
group(L, [
    ("小周", "周末武功山谁去？我报名了"),
    ("阿伟", "我腿伤还没好，下次吧"),
    ("晓雯", "我去！我去年爬过一次，风景绝了"),
    ("小周", "那我带帐篷，我有两顶")], [
    u("plan", "武功山|周末武功山|hiking Wugong Mountain"), u("belonging", "帐篷|tent"),
    p("阿伟", "health", "腿伤|leg injury"), u("sport|hobby", "爬山|徒步|hiking", False)], T, me="小周")
group(L, [
    ("老陈", "各位老板，今年年货节我们五金店准备搞个联合促销"),
    ("花姐", "我花店可以出点盆栽当奖品"),
    ("小孙", "我这奶茶店可以出券，不过我下个月要去深圳学新品"),
    ("周哥", "我水果店也算一个，出两箱橙子"),
    ("老陈", "好，我那五金店开了二十年了，第一次搞这种活动")], [
    p("周哥", "job_title", "水果店|fruit shop owner"),
    u("job_title", "五金店|五金店老板|hardware store owner"), p("花姐", "job_title", "花店|florist"),
    p("小孙", "job_title", "奶茶店|bubble tea shop owner"), p("小孙", "plan", "去深圳学新品|去深圳")], T, exporter="老陈")
group(L, [
    ("姐姐", "我下周回国，大家有要带的吗"),
    ("弟弟", "姐帮我带两瓶威士忌"),
    ("姐姐", "你不是戒酒了吗"),
    ("弟弟", "戒了，送人的"),
    ("妹妹", "姐姐我要那个护手霜！我在广州买不到")], [
    u("plan", "回国|trip home"), p("弟弟", "diet", "戒酒|戒了|sober"), p("妹妹", "city", "广州|Guangzhou"),
    u("gender", "女|female", False)], T, me="姐姐")
group(L, [
    ("大伟", "周四晚上老地方打球，我订好场了"),
    ("阿凯", "我最近加班，在阿里996，去不了"),
    ("大伟", "你在阿里不是挺闲吗"),
    ("阿凯", "换部门了，现在天天上线"),
    ("Jason", "我去，带上我弟，他刚来上海读大学"),
    ("小宇", "+1，我晚点到")], [
    u("sport", "打球|篮球|basketball"), u("plan", "周四晚上老地方打球|订好场", False),
    p("阿凯", "employer", "阿里|阿里巴巴|Alibaba"), p("Jason弟弟", "city", "上海|Shanghai")], T, exporter="大伟")
group(L, [
    ("张阿姨", "下周六演出，大家记得穿红裙子"),
    ("刘叔", "我男的穿啥？"),
    ("张阿姨", "你穿白衬衫。我这嗓子最近有点哑，咽炎又犯了"),
    ("赵姐", "张老师多喝水，我给你带点胖大海")], [
    u("health", "咽炎|pharyngitis"), u("plan", "下周六演出|演出"), u("hobby", "合唱|唱歌|choir", False),
    p("刘叔", "gender", "男|male")], me="张阿姨")
