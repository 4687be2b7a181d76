from h import U, A, S, F, C

CASES = [
# ---------------- group chats ----------------
C("zh", "group", [
    S("妈妈", "雯雯，杭州那边降温了没？多穿点啊"),
    S("小雯", "穿了穿了，杭州今天才8度。妈你膝盖最近还疼不疼"),
    S("妈妈", "老毛病了，骨关节炎，贴膏药就好。你爸下礼拜去昆明开会"),
    S("哥哥", "我这边新加坡天天三十度😂 对了我跳槽到星展银行了，下周一入职"),
    S("小雯", "哇恭喜哥！我还在网易做交互设计，年底估计要加班到吐"),
], [
    F("u", "city", "杭州", "Hangzhou"),
    F("u", "employer", "网易", "NetEase"),
    F("u", "job_title", "交互设计", "交互设计师", "interaction designer"),
    F("妈妈", "health", "骨关节炎", "膝盖疼"),
    F("爸爸", "plan", "去昆明开会", "昆明开会", r=False),
    F("哥哥", "city", "新加坡", "Singapore"),
    F("哥哥", "employer/plan", "星展银行", "DBS"),
    F("u", "name/nickname", "小雯", "雯雯", r=False),
], me="小雯", tag=True),

C("zh", "group", [
    S("大姐", "奶奶昨天住院了，心衰，我在医院陪着，你们别慌"),
    S("老三", "我请好假了，周五的高铁从广州回长沙，票买好了", exp=True),
    S("二哥", "我在呼和浩特走不开，这礼拜项目验收，我是监理必须在场"),
    S("大姐", "老三你别带吃的，奶奶现在要低盐饮食，啥也不能乱吃"),
    S("老三", "知道。奶奶的医保卡在我这，我一起带回去"),
], [
    F("u", "city", "广州", "Guangzhou"),
    F("u", "plan", "回长沙", "周五的高铁从广州回长沙"),
    F("奶奶", "health", "心衰", "住院"),
    F("奶奶", "diet", "低盐", "低盐饮食"),
    F("二哥", "city", "呼和浩特", "Hohhot"),
    F("二哥", "job_title", "监理", "工程监理"),
    F("u", "hometown", "长沙", r=False),
    F("u", "nickname/name", "老三", r=False),
], tag=True),

C("zh", "group", [
    S("阿杰", "今晚开黑吗，我刚下班，夜班真的熬人"),
    S("胖虎", "来！我在游戏里是个奶妈医生，现实是个卖保险的哈哈"),
    S("阿杰", "我游戏里开坦克，现实里开三轮送快递😂 开玩笑的，我在顺丰做分拣主管"),
    S("小鹿", "我今天不行，明天考科目二，紧张死了"),
], [
    F("u", "employer", "顺丰", "SF Express"),
    F("u", "job_title", "分拣主管"),
    F("胖虎", "job_title/industry", "卖保险的", "保险"),
    F("小鹿", "plan", "考科目二", "科目二"),
    F("u", "name", "阿杰", r=False),
], me="阿杰", tag=True),

C("zh", "group", [
    S("王老师", "各位家长，周四春游，请在群里接龙，有过敏的孩子请备注一下"),
    S("豆豆妈", "1. 豆豆 对芒果过敏，谢谢老师"),
    S("Lily妈", "2. Lily 花生过敏，挺严重的，我会给她带肾上腺素笔。另外我本身是护士，春游需要的话可以帮忙", exp=True),
    S("浩浩爸", "3. 浩浩 没过敏，就是晕车🤮 要坐前排"),
], [
    F("豆豆", "allergy", "芒果"),
    F("Lily", "allergy", "花生"),
    F("u", "job_title", "护士", "nurse"),
    F("浩浩", "health", "晕车"),
    F("u", "family", "Lily", r=False),
    F("u", "gender", "女", "female", r=False),
], tag=True),

C("zh", "group", [
    S("爸爸", "我下个月正式退休了，以后天天钓鱼"),
    S("琳琳", "爸终于解放了！我这边多伦多刚下雪，等你们来看我"),
    S("妈妈", "我们签证还没下来，下来了再订机票"),
    S("琳琳", "不急，我开春换工作，去 Shopify 做数据分析，offer 已经签了"),
    S("小姨", "琳琳厉害！我们成都这边都好，就是外婆高血压又犯了"),
], [
    F("爸爸", "plan/job_title", "退休", "正式退休"),
    F("爸爸", "hobby", "钓鱼", r=False),
    F("u", "city", "多伦多", "Toronto"),
    F("u", "employer/plan", "Shopify"),
    F("u", "job_title/plan", "数据分析", "data analyst"),
    F("外婆", "health", "高血压"),
    F("小姨", "city", "成都", "Chengdu"),
    F("外婆", "city", "成都", r=False),
    F("u", "name", "琳琳", r=False),
], me="琳琳", tag=True),

C("zh", "group", [
    S("组长", "下周团建去千岛湖，统计一下人数哈"),
    S("Kevin", "我去不了，下周我老婆预产期，得在医院守着", exp=True),
    S("阿May", "我去！我顺便带我家狗子，柯基，叫布丁"),
    S("Kevin", "羡慕，我家只有一只乌龟叫慢慢，都二十岁了，比我在公司资历还老"),
    S("组长", "那Kevin记得走一下请假流程"),
], [
    F("u", "partner", "老婆", "wife"),
    F("阿May", "pet", "柯基", "corgi"),
    F("阿May", "pet_name", "布丁"),
    F("u", "pet", "乌龟", "turtle"),
    F("u", "pet_name", "慢慢"),
    F("u", "name", "Kevin", r=False),
], tag=True),

C("zh", "group", [
    S("小周", "谁把我放冰箱的榴莲吃了😭 那是我的最爱啊"),
    S("大刘", "不是我，我闻到榴莲就想吐"),
    S("阿珍", "我吃的，对不起！明天赔你一盒。我在盒马上班有员工价"),
    S("小周", "行吧原谅你。顺便说下我下周六搬走了，搬去闵行离公司近，房子已经签了"),
], [
    F("u", "fav_food", "榴莲", "durian"),
    F("大刘", "dislike", "榴莲"),
    F("阿珍", "employer", "盒马", "Hema"),
    F("u", "plan", "搬去闵行", "下周六搬走"),
    F("u", "name", "小周", r=False),
], me="小周", tag=True),

C("zh", "group", [
    S("三叔", "过年都回来不？我今年杀了两头猪"),
    S("二丫", "回！我腊月二十六到，车票抢到了。今年带男朋友回去给你们瞅瞅", exp=True),
    S("表哥", "我回不去，在迪拜工地上，合同还剩半年"),
    S("三叔", "二丫你男朋友干啥的？"),
    S("二丫", "他是消防员，东北人，人可实在了"),
], [
    F("u", "plan", "腊月二十六到", "回老家过年"),
    F("u", "partner", "男朋友", "boyfriend"),
    F("男朋友", "job_title", "消防员", "firefighter"),
    F("男朋友", "hometown", "东北"),
    F("表哥", "city", "迪拜", "Dubai"),
    F("u", "nickname/name", "二丫", r=False),
], tag=True),

C("zh", "group", [
    S("娟子", "体检报告出来了，甲状腺结节，医生说三类不用怕，半年复查"),
    S("大姐", "我前年也查出来过，现在没事了"),
    S("小妹", "二姐你别熬夜了！我在协和规培，我帮你问问我们科主任"),
    S("娟子", "好的，谢谢妹。我这周开始戒咖啡了"),
], [
    F("u", "health", "甲状腺结节", "thyroid nodule"),
    F("u", "plan", "半年复查", r=False),
    F("小妹", "employer", "协和", "北京协和医院"),
    F("小妹", "job_title", "规培", "规培医生", "resident"),
    F("u", "diet", "戒咖啡", r=False),
    F("u", "name", "娟子", r=False),
], me="娟子", tag=True),

C("zh", "group", [
    S("老陈", "周日下午老地方踢球，接龙报名"),
    S("阿伟", "1. 阿伟（左后卫，膝盖好了，每周都来）", exp=True),
    S("小马", "2. 小马 我带新球衣，阿迪的"),
    S("老陈", "阿伟你不是去深圳了吗"),
    S("阿伟", "出差，上周就回来了，还在南宁呢"),
], [
    F("u", "sport", "踢球", "足球", "football"),
    F("u", "plan", "周日下午老地方踢球", "踢球", r=False),
    F("u", "city", "南宁", "Nanning"),
    F("u", "name", "阿伟", r=False),
], tag=True),

C("zh", "group", [
    S("儿子", "爸，我下个月回国，航班订好了，14号到浦东"),
    S("爸爸", "好！我和你妈去接你。我最近在老年大学学萨克斯，等你回来吹给你听"),
    S("女儿", "爸你血糖控制得怎么样？别光顾着吹"),
    S("爸爸", "医生让我控糖，米饭减半了，每天走一万步"),
    S("女儿", "我在墨尔本这边一切都好，下周答辩，过了就拿博士学位了"),
], [
    F("u", "instrument", "萨克斯", "saxophone"),
    F("u", "diet", "控糖", "米饭减半"),
    F("u", "health", "血糖", r=False),
    F("u", "sport/hobby", "每天走一万步", "走路", r=False),
    F("儿子", "plan", "回国", "14号到浦东"),
    F("女儿", "city", "墨尔本", "Melbourne"),
    F("女儿", "degree/plan", "博士", r=False),
    F("u", "partner", "你妈", "妈", r=False),
    F("u", "gender", "男", "male", r=False),
    F("u", "city", "上海", "Shanghai", r=False),
], me="爸爸", tag=True),

# ---------------- companion chats ----------------
C("zh", "comp", [
    U("今天又被甲方改了八版logo，我一个平面设计师活得像个复印机"),
    A("辛苦啦！你是在广告公司做平面设计对吧？"),
    U("不是广告公司，是一家做茶饮的品牌部，牌子叫山野茶，总部在苏州"),
    A("记住啦，苏州的山野茶品牌部～那你平时喝自家的茶吗"),
    U("天天喝，不过我最爱的其实是冰美式哈哈"),
], [
    F("u", "job_title", "平面设计师", "graphic designer"),
    F("u", "employer", "山野茶"),
    F("u", "industry", "茶饮"),
    F("u", "city", "苏州", "Suzhou", r=False),
    F("u", "fav_food", "冰美式", "iced americano"),
], ch="阿柚", tag=True),

C("zh", "comp", [
    U("星星，我跟你说我考上研了！！浙大的计算机"),
    A("哇！！恭喜恭喜！是浙江大学计算机专业的硕士吗？"),
    U("对对对，九月入学。我爸妈高兴得在家族群里连发了两百块红包"),
    A("你爸妈一定很骄傲。你现在已经在杭州了吗？"),
    U("没有，还在老家合肥，暑假在一家培训机构兼职当助教"),
], [
    F("u", "school/plan", "浙大", "浙江大学", "Zhejiang University"),
    F("u", "major", "计算机", "computer science"),
    F("u", "degree", "硕士", "研究生", "master"),
    F("u", "plan", "九月入学"),
    F("u", "city", "合肥", "Hefei"),
    F("u", "hometown", "合肥", "Hefei"),
    F("u", "job_title", "助教", "teaching assistant"),
    F("u", "employer", "培训机构", r=False),
    F("u", "family", "爸妈", r=False),
], ch="星星", tag=True),

C("zh", "comp", [
    U("睡不着，脑子里全是我妈的化疗。她在老家郑州，我在北京，每周只能视频"),
    A("抱抱你。妈妈是在郑州做化疗吗？你要不要请假回去陪陪她？"),
    U("在郑大一附院。我下周五请了三天假回去，票买好了"),
    A("好，到时候多陪陪她。你也要照顾好自己，你之前说你有胃病"),
    U("胃病是我爸😂 我是失眠，老毛病了"),
], [
    F("妈妈", "health", "化疗", "癌症"),
    F("妈妈", "city", "郑州", "Zhengzhou"),
    F("u", "family", "我妈", "妈妈", "mother"),
    F("u", "hometown", "郑州", "Zhengzhou"),
    F("u", "city", "北京", "Beijing"),
    F("u", "plan", "请了三天假回去", "下周五回郑州"),
    F("爸爸", "health", "胃病"),
    F("u", "family", "我爸", "爸爸", "father"),
    F("u", "health", "失眠", "insomnia"),
], ch="墨墨", tag=True),

C("zh", "comp", [
    U("团子你猜我几岁"),
    A("嗯……听你说话像大学生，20岁？"),
    U("哈哈哈谢谢你，我34了，孩子都上小学了"),
    A("完全看不出来！孩子几年级啦"),
    U("二年级，叫果果，天天吵着要养仓鼠，可我对猫毛狗毛都过敏，家里啥也不能养"),
], [
    F("u", "age", "34"),
    F("u", "family", "果果", "孩子"),
    F("果果", "relation", "孩子", "child"),
    F("果果", "school", "小学", "二年级", r=False),
    F("u", "allergy", "猫毛", "cat hair"),
    F("u", "allergy", "狗毛", "dog hair"),
], ch="团子", tag=True),

C("zh", "comp", [
    U("我从这周开始吃素了，不是减肥，是看了个纪录片"),
    A("好厉害！那蛋和奶还吃吗？"),
    U("蛋奶还吃。就是我老公是无肉不欢的东北人，每天吃饭像打仗"),
    A("哈哈哈，那你们家谁做饭？"),
    U("他做，他是厨师，在一家烧烤店当主厨"),
], [
    F("u", "diet", "吃素", "蛋奶素", "vegetarian"),
    F("u", "partner", "老公", "husband"),
    F("老公", "hometown", "东北"),
    F("老公", "job_title", "主厨", "厨师", "chef"),
    F("老公", "employer", "烧烤店", r=False),
], ch="阿柚", tag=True),

C("zh", "comp", [
    U("以后叫我阿鱼就行，大名于晓晴，朋友都这么叫"),
    A("好的阿鱼！那你生日是什么时候呀，我给你记着"),
    U("11月3号，天蝎座"),
    A("天蝎座～神秘又专一。我猜你是不是特别能吃辣"),
    U("完全相反，不太能吃辣，我是广东人哈哈"),
], [
    F("u", "nickname", "阿鱼"),
    F("u", "name", "于晓晴"),
    F("u", "birthday", "11月3号", "11月3日", "November 3"),
    F("u", "hometown", "广东", "Guangdong"),
    F("u", "dislike/diet", "不太能吃辣", "辣", r=False),
], ch="星星", tag=True),

C("zh", "comp", [
    U("我家猫今天把我新买的Switch推下桌了"),
    A("啊！Switch还好吗？是那只叫年糕的布偶吗？"),
    U("年糕是我姐的猫。我的是橘猫，叫大壮，十二斤"),
    A("大壮这名字太贴切了哈哈"),
    U("机子没事，就是壳裂了，我在打塞尔达，没存档差点气死"),
], [
    F("u", "pet", "橘猫", "猫", "cat"),
    F("u", "pet_name", "大壮"),
    F("u", "belonging", "Switch"),
    F("姐姐", "pet", "猫", "cat"),
    F("姐姐", "pet_name", "年糕"),
    F("u", "family", "我姐", "姐姐", r=False),
    F("u", "hobby", "塞尔达", "打游戏", r=False),
], ch="墨墨", tag=True),

C("zh", "comp", [
    U("今天面了一家外贸公司，全程英语面试，差点崩"),
    A("你英语挺好的吧？之前不是说你在学西语吗"),
    U("英语还行，西班牙语在上课，每周两次，准备明年考DELE B1"),
    A("好棒！那面试的职位是？"),
    U("跟单员。我现在在一家物流公司做客服，想换个方向"),
], [
    F("u", "language", "英语", "English", r=False),
    F("u", "language", "西班牙语", "西语", "Spanish"),
    F("u", "plan", "考DELE B1", "DELE B1", r=False),
    F("u", "job_title", "客服", "customer service"),
    F("u", "employer", "物流公司", r=False),
    F("u", "industry", "物流", "logistics", r=False),
], ch="团子", tag=True),

C("zh", "comp", [
    U("我弟在德国读书，刚打电话说他失恋了，我一个当姐的也不知道怎么安慰"),
    A("隔着时差一定很难。他在德国哪个城市呀？"),
    U("慕尼黑，读机械工程，大三了"),
    A("你可以多听他说说。你自己最近怎么样？"),
    U("我还行，在长沙当小学老师，就是嗓子老哑，慢性咽炎"),
], [
    F("弟弟", "city", "慕尼黑", "Munich"),
    F("弟弟", "major", "机械工程", "mechanical engineering"),
    F("u", "family", "我弟", "弟弟", "brother"),
    F("u", "gender", "女", "female", r=False),
    F("u", "city", "长沙", "Changsha"),
    F("u", "job_title", "小学老师", "老师", "teacher"),
    F("u", "health", "慢性咽炎", "咽炎"),
], ch="星星", tag=True),

C("zh", "comp", [
    U("第五遍看完《活着》，还是哭成狗"),
    A("《活着》真的很虐。你最喜欢的书是它吗？"),
    U("对，最喜欢的书就是这本。电影的话我最爱《霸王别姬》"),
    A("都是很厚重的作品呢"),
    U("我男朋友就受不了，他只看漫威，说文艺片看了想睡觉"),
], [
    F("u", "fav_book", "活着", "To Live"),
    F("u", "fav_film", "霸王别姬", "Farewell My Concubine"),
    F("u", "partner", "男朋友", "boyfriend"),
    F("男朋友", "fav_film", "漫威", "Marvel"),
], ch="阿柚", tag=True),

C("zh", "comp", [
    U("昨晚梦见我当上了宇航员，在月球上种土豆"),
    A("好浪漫的梦！你现实中也喜欢航天吗？"),
    U("喜欢是喜欢，但我现实是会计，天天对账。要是能重来我就去学物理"),
    A("会计也很厉害呀，你在哪里工作？"),
    U("普华永道，审计岗，第三年了"),
], [
    F("u", "job_title", "会计", "审计", "accountant", "auditor"),
    F("u", "employer", "普华永道", "PwC"),
], ch="墨墨", tag=True),

C("zh", "comp", [
    U("帮我记一下，我新邮箱 chen.yue88@163.com，旧的那个qq邮箱不用了"),
    A("记好了：chen.yue88@163.com。旧邮箱还需要保留吗？"),
    U("不用。手机号也换了，新号 15067239914"),
    A("好的，新号码也记下了"),
    U("谢谢，换号是因为搬到宁波了，以前那个是苏州的号"),
], [
    F("u", "email", "chen.yue88@163.com"),
    F("u", "phone", "15067239914"),
    F("u", "city", "宁波", "Ningbo"),
], ch="团子", tag=True),

C("zh", "comp", [
    U("刚打完羽毛球，膝盖又疼了"),
    A("你每周都打羽毛球对吧？是周二和周四？"),
    U("周三和周六。另外游泳我也在学，不过还在呛水阶段😂"),
    A("哈哈加油！膝盖疼要不要去医院看看？"),
    U("约了周五的骨科，号已经挂上了"),
], [
    F("u", "sport", "羽毛球", "badminton"),
    F("u", "sport", "游泳", "swimming", r=False),
    F("u", "plan", "周五的骨科", "骨科"),
    F("u", "health", "膝盖疼", r=False),
], ch="星星", tag=True),

# ---------------- diaries ----------------
C("zh", "diary",
  "3月12日 晴。早上送女儿去幼儿园，她又哭了。上午开了两个会，我们组新来的实习生小孙是北师大的，挺机灵。"
  "中午和老公视频，他在成都出差还要一周。下午去医院拿了我的过敏原检测结果：尘螨和虾都是强阳性，难怪我一吃海鲜就起疹子。"
  "晚上妈妈从沈阳打来电话，说她腰好多了，下个月来北京帮我带孩子。", [
    F("u", "family", "女儿", "daughter", r=False),
    F("u", "partner", "老公", "husband"),
    F("u", "allergy", "尘螨", "dust mites"),
    F("u", "allergy", "虾", "海鲜", "shrimp"),
    F("小孙", "school", "北师大", "北京师范大学"),
    F("小孙", "relation", "实习生", "intern"),
    F("妈妈", "city", "沈阳", "Shenyang"),
    F("u", "family", "妈妈", "mother"),
    F("妈妈", "plan", "来北京帮我带孩子", "来北京", r=False),
    F("u", "city", "北京", "Beijing", r=False),
], tag=True),

C("zh", "diary",
  "今天是我在这家公司的最后一天。五年了，从前台做到行政主管，收拾工位的时候翻出入职时的工牌，笑死，那时候还是齐刘海。"
  "下周一去新东家报到，还是做行政，不过换成了一家做医疗器械的外企，叫康泽医疗。"
  "晚上和闺蜜吃了酸菜鱼，她说她要辞职去大理开民宿，我觉得她就是三分钟热度。", [
    F("u", "job_title", "行政", "行政主管", "admin"),
    F("u", "employer/plan", "康泽医疗"),
    F("u", "industry", "医疗器械", "medical devices"),
    F("闺蜜", "plan", "去大理开民宿", r=False),
], tag=True),

C("zh", "diary",
  "周日。给远在温哥华的外公打了视频，他九十一了，耳朵不好，一句话要喊三遍。舅舅在那边开了家中餐馆十几年了，说生意还行。"
  "我这边广州回南天，衣服一周都不干。下午带我家阿拉斯加去打了疫苗，它叫可乐，一百斤的憨憨。"
  "晚上又刷《甄嬛传》，第N遍了，这剧我能看一辈子。", [
    F("外公", "city", "温哥华", "Vancouver"),
    F("外公", "age", "九十一", "91"),
    F("外公", "health", "耳朵不好"),
    F("u", "family", "外公", "grandfather"),
    F("舅舅", "city", "温哥华", "Vancouver"),
    F("舅舅", "job_title/employer", "中餐馆", "开中餐馆"),
    F("u", "city", "广州", "Guangzhou"),
    F("u", "pet", "阿拉斯加", "狗", "dog"),
    F("u", "pet_name", "可乐"),
    F("u", "fav_film", "甄嬛传", r=False),
], tag=True),

C("zh", "diary",
  "4.2 阴 心情一般。HR 通知今年不涨薪，我这个岗位（Java后端）在公司里最不受待见，哈哈。午休刷到大学室友结婚的照片，她嫁到厦门去了。"
  "下班去宜家买了个书架，本来想买那个贵的，算了。周六上午考PMP，报名费都交了，书还没看完。膝盖旧伤有点疼，可能要下雨。", [
    F("u", "job_title", "Java后端", "后端", "backend engineer"),
    F("u", "plan", "考PMP", "PMP"),
    F("大学室友", "city", "厦门", "Xiamen"),
    F("u", "belonging", "书架", "bookshelf", r=False),
    F("u", "health", "膝盖旧伤", r=False),
], tag=True),

C("zh", "diary",
  "今天老伴去女儿那边了，女儿在上海生了二胎，是个小子。家里就剩我和老黄（我们家的狗）。每天早上去公园打太极，"
  "今天王老头又说他孙子考上了清华，吹了一上午。我退休前是中学数学老师，教了三十二年书，现在看见数学题还手痒。"
  "晚上一个人下了碗面，降压药别忘了吃。", [
    F("u", "job_title", "退休", "retired"),
    F("u", "job_title", "中学数学老师", "数学老师", r=False),
    F("u", "pet", "狗", "dog"),
    F("u", "pet_name", "老黄"),
    F("u", "sport/hobby", "太极", "打太极", "tai chi"),
    F("u", "partner", "老伴"),
    F("u", "family", "女儿", "daughter"),
    F("女儿", "city", "上海", "Shanghai"),
    F("u", "health", "降压药", "高血压", r=False),
], tag=True),

C("zh", "diary",
  "期末周第三天。今天考完有机化学，感觉凉了。我是大二从英语专业转到化学的，宿舍另外三个都是化学原生，就我天天补课。"
  "晚饭食堂的麻辣香锅涨到二十八，离谱。男朋友从西安寄来一箱柿饼，他在西北大学读研。明天考物化，通宵。", [
    F("u", "major", "化学", "chemistry"),
    F("u", "partner", "男朋友", "boyfriend"),
    F("男朋友", "city", "西安", "Xi'an"),
    F("男朋友", "school", "西北大学"),
    F("男朋友", "degree", "读研", "研究生", "master"),
], tag=True),

C("zh", "diary",
  "今天三十岁生日。一个人去吃了海底捞，服务员唱生日歌唱得我想钻桌底。爸妈从哈尔滨寄了红肠，我哥在澳洲打电话来，说他们家刚养了只袋鼠——骗人的，是只柯尔鸭。"
  "想了想，三十岁的我：在深圳做跨境电商运营，租了个单间，会一点吉他，还没对象。也挺好。", [
    F("u", "age", "三十", "30"),
    F("爸妈", "city", "哈尔滨", "Harbin"),
    F("u", "hometown", "哈尔滨", "Harbin", r=False),
    F("哥哥", "city", "澳洲", "澳大利亚", "Australia"),
    F("哥哥", "pet", "柯尔鸭", "call duck"),
    F("u", "family", "我哥", "哥哥", "brother"),
    F("u", "city", "深圳", "Shenzhen"),
    F("u", "job_title", "运营", "跨境电商运营"),
    F("u", "industry", "跨境电商", "cross-border e-commerce"),
    F("u", "instrument", "吉他", "guitar"),
], tag=True),

C("zh", "diary",
  "奶奶的髋关节手术很顺利。我和表姐轮流在医院陪床，她是从苏州请假回来的，在苏州一家外企做财务。医生说奶奶以后要拄拐了。"
  "晚上在医院走廊吃盒饭，想着我自己也该去查查颈椎了，天天低头画图。我是做室内设计的，最近在赶一个民宿项目。", [
    F("奶奶", "health", "髋关节手术", "髋关节"),
    F("u", "family", "奶奶", "grandmother"),
    F("表姐", "city", "苏州", "Suzhou"),
    F("表姐", "job_title", "财务", "finance"),
    F("表姐", "employer", "外企", r=False),
    F("u", "family", "表姐", "cousin"),
    F("u", "job_title", "室内设计", "室内设计师", "interior designer"),
], tag=True),

C("zh", "diary",
  "周三 小雨。早上地铁上遇见初中同学，他现在是警察，在海淀分局。聊了两站，他问我还画画不，我说早不画了，现在玩陶艺，每周六去工作室捏泥巴。"
  "到公司被老板叫去谈话，说下个月想派我去雅加达常驻一年，我还没答应。回家路上买了两斤荔枝，夏天就靠它续命。", [
    F("初中同学", "job_title", "警察", "police officer"),
    F("初中同学", "employer", "海淀分局"),
    F("u", "hobby", "陶艺", "pottery"),
    F("u", "fav_food", "荔枝", "lychee", r=False),
], tag=True),

C("zh", "diary",
  "搬来大理的第二个月。房东阿姨养了三只鹅，比狗还凶。我在古城里一家叫“慢半拍”的咖啡馆当咖啡师，老板是个上海来的大叔，以前在投行。"
  "每天早上六点起来，沿着洱海骑车一圈。偶尔会想念在北京当程序员的日子吗？不想，一点也不。", [
    F("u", "city", "大理", "Dali"),
    F("u", "employer", "慢半拍"),
    F("u", "job_title", "咖啡师", "barista"),
    F("老板", "hometown", "上海", "Shanghai"),
    F("u", "sport", "骑车", "cycling"),
    F("房东阿姨", "pet", "鹅", "goose"),
], tag=True),

C("zh", "diary",
  "体检：身高168，体重52，血脂偏高。医生让我少吃油炸，可我最爱的就是炸鸡啊。下午去银行办业务，排了一个半小时。"
  "晚上我妈在家族群里发了小外甥的视频，他一岁半，会叫舅舅了😭 我在西安，他们在乌鲁木齐，一年见一次。", [
    F("u", "health", "血脂偏高", "高血脂"),
    F("u", "diet", "少吃油炸"),
    F("u", "fav_food", "炸鸡", "fried chicken"),
    F("u", "city", "西安", "Xi'an"),
    F("u", "family", "小外甥", "外甥", "nephew"),
    F("小外甥", "age", "一岁半"),
    F("小外甥", "city", "乌鲁木齐", "Urumqi"),
    F("u", "gender", "男", "male", r=False),
], tag=True),

# ---------------- short chats ----------------
C("zh", "short", "我在美团当骑手，今天跑了六十单，腿都不是自己的了", [
    F("u", "employer", "美团", "Meituan"),
    F("u", "job_title", "骑手", "外卖骑手", "delivery rider"),
]),
C("zh", "short", "不是哈，我不是杭州人，只是在杭州上班，老家江西赣州的", [
    F("u", "hometown", "赣州", "江西赣州", "Ganzhou"),
    F("u", "city", "杭州", "Hangzhou"),
], tag=True),
C("zh", "short", "我对青霉素过敏 上次打针差点进icu", [
    F("u", "allergy", "青霉素", "penicillin"),
]),
C("zh", "short",
  "哎我跟你讲啊就是我们家那个老二啊今年高考考了六百三十多分报了武汉大学的临床医学然后我们全家都高兴坏了我这个当妈的终于能睡个好觉了", [
    F("u", "family", "老二"),
    F("老二", "school/plan", "武汉大学", "Wuhan University", r=False),
    F("老二", "major/plan", "临床医学", r=False),
    F("u", "gender", "女", "female", r=False),
], tag=True),
C("zh", "short", "我家是双胞胎，我和我妹，她在银行上班我在医院上班，经常被人认错", [
    F("u", "family", "我妹", "妹妹", "双胞胎", "twin sister"),
    F("妹妹", "employer", "银行", r=False),
    F("u", "employer", "医院", r=False),
]),
C("zh", "short", "打算明年考公，但还没开始看书😮‍💨 现在在一家小公司做HR", [
    F("u", "job_title", "HR"),
    F("u", "plan", "考公", r=False),
], tag=True),
C("zh", "short", ["我男朋友是日本人，在大阪当厨师", "我们异地三年了，我在青岛，他每年过年才能来一次"], [
    F("u", "partner", "男朋友", "boyfriend"),
    F("男朋友", "hometown", "日本", "Japan", r=False),
    F("男朋友", "city", "大阪", "Osaka"),
    F("男朋友", "job_title", "厨师", "chef"),
    F("u", "city", "青岛", "Qingdao"),
], tag=True),
C("zh", "short", "我不养猫，猫是我室友的，叫芝麻，天天半夜跑酷", [
    F("室友", "pet", "猫", "cat"),
    F("室友", "pet_name", "芝麻"),
], tag=True),
C("zh", "short", "96年的，属鼠，在成都做保险，有房有车没对象哈哈哈", [
    F("u", "birthday", "96年", "1996"),
    F("u", "industry/job_title", "保险", "insurance"),
    F("u", "city", "成都", "Chengdu"),
    F("u", "belonging", "房", "house"),
    F("u", "belonging", "车", "car"),
], tag=True),
C("zh", "short", "我是男生！！头像是我妹拍的照片而已", [
    F("u", "gender", "男生", "男", "male"),
    F("u", "family", "我妹", "妹妹", r=False),
], tag=True),
C("zh", "short", ["我爸在老家种了一辈子苹果，今年终于不种了，把地包出去了", "我现在在烟台一家葡萄酒厂做品酒师 哈哈算是继承了一点"], [
    F("u", "city", "烟台", "Yantai"),
    F("u", "job_title", "品酒师", "sommelier", "wine taster"),
    F("u", "employer", "葡萄酒厂", r=False),
    F("u", "industry", "葡萄酒", "wine", r=False),
    F("u", "family", "我爸", "爸爸", r=False),
], tag=True),
C("zh", "short", "请问有没有人知道南京哪里有靠谱的宠物医院？我家兔子拉肚子两天了", [
    F("u", "pet", "兔子", "rabbit"),
    F("u", "city", "南京", "Nanjing", r=False),
], tag=True),
C("zh", "short", "今天终于拿到驾照了！！！下个月提车，比亚迪海豹，定金已经交了", [
    F("u", "belonging", "驾照", "driver's license"),
    F("u", "plan", "提车", "下个月提车"),
    F("u", "belonging/plan", "比亚迪海豹", "BYD Seal", r=False),
]),
C("zh", "short", "我老婆怀孕了，预产期在八月，我们打算回她老家昆明生", [
    F("u", "partner", "老婆", "wife"),
    F("老婆", "hometown", "昆明", "Kunming"),
    F("老婆", "health", "怀孕", "pregnant"),
    F("u", "plan", "回她老家昆明生", r=False),
], tag=True),
C("zh", "short", "我在学日语，N3刚过，下一步冲N2", [
    F("u", "language", "日语", "Japanese"),
]),
C("zh", "short", "说真的，我最喜欢的歌手是李健，每次听他的歌都很治愈", [
    F("u", "fav_music", "李健"),
]),
C("zh", "short", "老板说他下个月要移民新西兰，公司可能要散了，我这个前端怎么办😭", [
    F("u", "job_title", "前端", "前端工程师", "frontend developer"),
    F("老板", "plan", "移民新西兰", r=False),
], tag=True),
C("zh", "short", "我在北京上班，但家在燕郊，每天通勤三个小时，人已经麻了", [
    F("u", "city/place", "燕郊", "Yanjiao"),
    F("u", "city", "北京", "Beijing", r=False),
], tag=True),
C("zh", "short", "我叫张一帆，一帆风顺的一帆，不是一凡哦", [
    F("u", "name", "张一帆"),
], tag=True),
C("zh", "short", "我的本命乐队是五月天！！演唱会门票已经抢到了，下个月鸟巢见", [
    F("u", "fav_music", "五月天", "Mayday"),
    F("u", "plan", "演唱会", "五月天演唱会"),
]),
C("zh", "short", "我一个湖南人居然不能吃辣，说出去都没人信", [
    F("u", "hometown", "湖南", "Hunan"),
    F("u", "dislike/diet", "不能吃辣", "辣"),
]),
C("zh", "short", "我家住上海徐汇，离公司走路十分钟，是不是很幸福", [
    F("u", "place/city", "徐汇", "Xuhui"),
    F("u", "city", "上海", "Shanghai"),
]),
C("zh", "short", "我爸妈在乌鲁木齐，我在广州，我姐在伦敦，一家人分三个地方😂 春节爸妈来广州过，机票已经订好了", [
    F("u", "city", "广州", "Guangzhou"),
    F("爸妈", "city", "乌鲁木齐", "Urumqi"),
    F("姐姐", "city", "伦敦", "London"),
    F("爸妈", "plan", "来广州过", "春节来广州"),
    F("u", "family", "我姐", "姐姐", "sister"),
    F("u", "family", "我爸妈", "爸妈", "parents"),
], tag=True),
C("zh", "short", "哈哈我要是有钱就买辆保时捷，现在只能骑我的小电驴", [
    F("u", "belonging", "小电驴", "电动车"),
], tag=True),
C("zh", "short", "我是学法律的，但现在在做自媒体，专门讲法律知识的短视频", [
    F("u", "major", "法律", "law"),
    F("u", "job_title", "自媒体", "content creator"),
]),
C("zh", "short", "在华为干了七年了，从来没拿过年终奖？开玩笑的😂", [
    F("u", "employer", "华为", "Huawei"),
], tag=True),
C("zh", "short", "我儿子对坚果过敏，出门都得带药，烦死了", [
    F("u", "family", "我儿子", "儿子", "son"),
    F("儿子", "allergy", "坚果", "nuts"),
]),
C("zh", "short", "我有个弟弟在西藏当兵，一年才回来一次，我妈天天念叨", [
    F("弟弟", "job_title", "当兵", "军人", "soldier"),
    F("弟弟", "city/place", "西藏", "Tibet"),
    F("u", "family", "弟弟", "brother"),
]),
C("zh", "short", "素食者一枚🌱 但不是因为宗教，单纯不喜欢肉的味道", [
    F("u", "diet", "素食", "素食者", "vegetarian"),
    F("u", "dislike", "肉的味道", "肉", r=False),
], tag=True),
C("zh", "short", "问一下，硕士毕业去高校当辅导员靠谱吗？我今年夏天刚从南开毕业，教育学硕士", [
    F("u", "school", "南开", "南开大学", "Nankai University"),
    F("u", "degree", "硕士", "master"),
    F("u", "major", "教育学", "education"),
], tag=True),
C("zh", "short", "我昵称叫小土豆，因为小时候胖，现在也胖哈哈", [
    F("u", "nickname", "小土豆"),
]),
C("zh", "short", "我在杭洲上班，做电商客福，天天被骂", [
    F("u", "city", "杭洲", "杭州", "Hangzhou"),
    F("u", "job_title", "客福", "客服", "电商客服"),
    F("u", "industry", "电商", "e-commerce"),
]),
C("zh", "short", "我在练小提琴，大人学琴真的太难了，老师说我手指像胡萝卜🥕", [
    F("u", "instrument", "小提琴", "violin"),
]),
C("zh", "short", "我舅舅在加拿大当牙医，我表妹在悉尼读大学，就我还在老家县城当公务员", [
    F("舅舅", "city", "加拿大", "Canada"),
    F("舅舅", "job_title", "牙医", "dentist"),
    F("表妹", "city", "悉尼", "Sydney"),
    F("u", "job_title", "公务员", "civil servant"),
    F("u", "place/hometown", "老家县城", r=False),
], tag=True),
C("zh", "short", "我是乳糖不耐受，喝牛奶必拉肚子，只能喝燕麦奶", [
    F("u", "health/allergy/diet", "乳糖不耐受", "lactose intolerant"),
]),
C("zh", "short", "哈哈哈我不是医生，我是医生的女儿，我爸是儿科医生", [
    F("爸爸", "job_title", "儿科医生", "pediatrician"),
    F("u", "family", "我爸", "爸爸", "father"),
    F("u", "gender", "女", "female", r=False),
], tag=True),
C("zh", "short", "周末回成都看我爸妈，住了两晚，明天回重庆上班了", [
    F("u", "city", "重庆", "Chongqing"),
    F("爸妈", "city", "成都", "Chengdu"),
    F("u", "family", "我爸妈", "爸妈"),
    F("u", "hometown", "成都", r=False),
], tag=True),
]
