"""Chinese cases of dev set 26 (72): 36 short chats, 11 diaries, 14 companion chats, 11 group chats."""
from h import u, p, c, U, A, S, case

Z = "zh"
CASES = []
add = CASES.append

# ---------------------------------------------------------------- short chats
add(case(Z, "short", [U("我今年四十六了，闺女上高二，儿子初一，每个月房贷一万二，我真是上有老下有小的典型中年人😮‍💨")], [
    u("age", "四十六|46"),
    u("family", "闺女|女儿|daughter"),
    u("family", "儿子|son"),
]))

add(case(Z, "short", [U("别误会，楼下那家老王烘焙不是我开的哈，我就是天天去买碱水包而已。我在区医院药剂科上班")], [
    u("employer", "区医院"),
    u("job_title", "药剂科|药剂师|pharmacist", False),
    u("fav_food", "碱水包", False),
], neg=True))

add(case(Z, "short", [U("我的邮箱换了啊，以前那个qq的别往里发了，我早不登了。现在用 liuyanbo1979@163.com")], [
    u("email", "liuyanbo1979@163.com"),
], neg=True))

add(case(Z, "short", [U("存一下我新号码 139 0571 2284，之前那个186开头的已经停机了")], [
    u("phone", "139 0571 2284|13905712284"),
], neg=True))

add(case(Z, "short", [U("我老家湖南邵阳的，在东莞做模具二十多年了，现在是厂里的技术主管")], [
    u("hometown", "邵阳|湖南邵阳|Shaoyang"),
    u("city", "东莞|Dongguan"),
    u("industry", "模具|manufacturing"),
    u("job_title", "技术主管"),
]))

add(case(Z, "short", [U("谁跟你说我芒果过敏的？不是芒果！是菠萝，吃完嘴巴又麻又疼")], [
    u("allergy", "菠萝|pineapple"),
], neg=True))

add(case(Z, "short", [U("烟酒都不沾，唯一的爱好就是周末开车去水库钓鱼🎣 一坐一整天")], [
    u("hobby|sport", "钓鱼|fishing"),
    u("diet", "烟酒都不沾|不喝酒", False),
], neg=True))

add(case(Z, "short", [U("我儿子今年十五，一米八了，比我还高半个头，天天放学就去打篮球")], [
    u("family", "儿子|son"),
    p("儿子", "age", "十五|15"),
    p("儿子", "sport", "篮球|basketball"),
], neg=True))

add(case(Z, "short", [U("我叫周海燕，小区里都喊我燕姐，在小区门口开了个水果店，干了八年了")], [
    u("name", "周海燕"),
    u("nickname", "燕姐"),
    u("job_title", "开了个水果店|水果店老板|水果店"),
    u("gender", "女|female", False),
]))

add(case(Z, "short", [U("离婚三年了，现在一个人带女儿，女儿叫乐乐，初三，马上中考压力好大，我比她还紧张")], [
    u("family", "乐乐"),
    p("乐乐", "relation", "女儿|daughter"),
    p("乐乐", "plan", "中考", False),
], neg=True))

add(case(Z, "short", [U("我不是东北人啊！口音是跟我老公学的，他哈尔滨的，我是江苏盐城的")], [
    u("hometown", "盐城|江苏盐城|Yancheng"),
    u("partner", "老公|husband"),
    p("老公", "hometown", "哈尔滨|Harbin"),
], neg=True))

add(case(Z, "short", [U("最近在重看《三体》，看第二遍了，不过我心里最爱的书还是《平凡的世界》，每次看每次哭")], [
    u("fav_book", "平凡的世界|《平凡的世界》"),
], neg=True))

add(case(Z, "short", [U("我们家猫叫土豆，狗叫年糕，土豆是只橘猫，年糕是柴犬，俩天天打架谁也不服谁")], [
    u("pet", "橘猫|猫|cat"),
    u("pet_name", "土豆"),
    u("pet", "柴犬|狗|shiba"),
    u("pet_name", "年糕"),
]))

add(case(Z, "short", [U("要是我当年听我爸的去学医就好了，现在也不至于在银行柜台一坐就是十五年")], [
    u("job_title", "银行柜台|柜员|bank teller"),
    u("industry", "银行|banking", False),
], neg=True))

add(case(Z, "short", [U("下周四上午九点在省人民医院做胃镜，已经约好了，想想就有点慌")], [
    u("plan", "做胃镜|胃镜|gastroscopy"),
]))

add(case(Z, "short", [U("我对象在上海上班，我在苏州，典型周末夫妻，好在高铁半小时")], [
    u("city", "苏州|Suzhou"),
    u("partner", "对象"),
    p("对象", "city", "上海|Shanghai"),
], neg=True))

add(case(Z, "short", [U("本人男，32，程序员，不秃😂 游戏里倒是个满级的精灵女法师，别问")], [
    u("gender", "男|male"),
    u("age", "32"),
    u("job_title", "程序员|programmer"),
], neg=True))

add(case(Z, "short", [U("我们公司上个月搬去滨江了，但我人还是住萧山，每天通勤一个小时，麻了")], [
    u("place|city", "萧山|Xiaoshan"),
    u("city", "杭州|Hangzhou", False),
], neg=True))

add(case(Z, "short", [U("老爸八十一了，去年中风之后一直在养老院，我每周六过去陪他半天")], [
    u("family", "老爸|爸爸|dad"),
    p("爸爸", "age", "八十一|81"),
    p("爸爸", "health", "中风|stroke"),
], neg=True))

add(case(Z, "short", [U("我是做外贸的，主要往中东卖五金，阿拉伯语只会说你好谢谢哈哈")], [
    u("industry", "外贸|foreign trade"),
    u("language", "阿拉伯语|Arabic", False),
], neg=True))

add(case(Z, "short", [U("跑步三年了，每周一三五早上五公里，上个月刚跑完人生第一个半马，两小时零五分")], [
    u("sport", "跑步|running"),
]))

add(case(Z, "short", [U("小时候被逼着学过几年钢琴，早忘光了。现在自己在学尤克里里，每天练半小时")], [
    u("instrument", "尤克里里|ukulele"),
], neg=True))

add(case(Z, "short", [U("我这辈子最受不了的就是香菜，谁往我碗里放香菜我跟谁急")], [
    u("dislike", "香菜|cilantro|coriander"),
]))

add(case(Z, "short", [U("听周杰伦长大的，到现在车里循环的还是晴天，老婆都听吐了")], [
    u("fav_music", "周杰伦|Jay Chou"),
    u("fav_music", "晴天", False),
    u("partner", "老婆|wife", False),
]))

add(case(Z, "short", [U("在国企干了十九年，上个月刚跳去一家新能源车企做采购经理，四十三岁重新开始，你们说我是不是疯了")], [
    u("age", "四十三|43"),
    u("job_title", "采购经理"),
    u("industry", "新能源|新能源车|EV"),
], neg=True))

add(case(Z, "short", [U("我吃素，不过是蛋奶素，鸡蛋牛奶还是吃的，别给我点肉就行")], [
    u("diet", "蛋奶素|吃素|vegetarian"),
]))

add(case(Z, "short", [U("哈哈哈我是月入十万的霸道总裁，骗你的，我就是个小学语文老师，月薪五千")], [
    u("job_title", "小学语文老师|语文老师|teacher"),
], neg=True))

add(case(Z, "short", [U("我是华中科技大学毕业的，本科，学的机械工程")], [
    u("school", "华中科技大学|华科|HUST"),
    u("degree", "本科|bachelor"),
    u("major", "机械工程|mechanical engineering"),
]))

add(case(Z, "short", [U("一直在纠结要不要养只猫，可我老公对猫毛过敏，算了吧，还是云吸猫")], [
    u("partner", "老公|husband"),
    p("老公", "allergy", "猫毛|cat hair"),
], neg=True))

add(case(Z, "short", [U("我生日是腊月十八，每年都跟过年挨着，从小到大就没好好过过一个生日")], [
    u("birthday", "腊月十八"),
]))

add(case(Z, "short", [U("闺女去年考上了浙大，学计算机，现在大二了。家里就剩我们老两口大眼瞪小眼")], [
    u("family", "闺女|女儿|daughter"),
    p("闺女", "school", "浙大|浙江大学"),
    p("闺女", "major", "计算机|computer science"),
    u("partner", "老两口", False),
], neg=True))

add(case(Z, "short", [U("刚帮我爸在网上填完体检预约表：姓名周国栋，72岁，过敏史青霉素……填完才想起来我自己的高血压药也快吃完了，医生老说我再胖下去要出事")], [
    u("health", "高血压|hypertension"),
    u("family", "周国栋|爸爸"),
    p("周国栋", "relation", "爸|爸爸|dad"),
    p("周国栋", "age", "72"),
    p("周国栋", "allergy", "青霉素|penicillin"),
], neg=True))

add(case(Z, "short", [U("我那台卡罗拉开了十年了，二十多万公里，舍不得换")], [
    u("belonging", "卡罗拉|Corolla"),
]))

add(case(Z, "short", [U("上个月从成都调回重庆了！终于可以天天吃我妈做的回锅肉了")], [
    u("city", "重庆|Chongqing"),
    u("fav_food", "回锅肉", False),
    u("family", "我妈|妈妈", False),
], neg=True))

add(case(Z, "short", [U("我会说粤语和普通话，英语嘛……能看懂菜单那种水平")], [
    u("language", "粤语|Cantonese"),
    u("language", "普通话|Mandarin"),
], neg=True))

add(case(Z, "short", [U("明年三月带儿子去英国看学校，签证材料昨天已经交了")], [
    u("plan", "去英国看学校|去英国|trip to the UK"),
    u("family", "儿子|son", False),
]))

# ---------------------------------------------------------------- diaries
add(case(Z, "diary", [U("11月3日 周日 晴。早上六点半起来给儿子做早饭，他高三了，每天顶着黑眼圈去学校，看着心疼。送完他我去菜市场买了排骨和莲藕，给我妈炖汤。我妈七十四了，膝盖不好，上楼都费劲，我们在商量要不要给她装个楼梯电梯椅。中午老公出差回来了，他在中铁四局干了二十多年，一年到头在工地上。下午我回单位加了两个小时班，年底审计，当会计的都懂。晚上算了算账，房贷还剩十一年，唉。睡前跟闺蜜阿芬打了个电话，她说过年要去新西兰看她女儿，真羡慕。")], [
    u("job_title", "会计|accountant"),
    u("family", "儿子|son"),
    u("family", "我妈|妈妈", False),
    p("妈妈", "age", "七十四|74"),
    p("妈妈", "health", "膝盖不好"),
    u("partner", "老公|husband"),
    p("老公", "employer", "中铁四局"),
    p("阿芬", "relation", "闺蜜|best friend"),
    p("阿芬", "plan", "去新西兰|新西兰", False),
], neg=True))

add(case(Z, "diary", [U("又是被甲方折磨的一天。早上在地铁上看完了《活着》，哭得稀里哗啦，旁边大叔一直偷看我。到公司设计稿又要改，第七版了。我在一家广告公司做平面设计，三年了还在改logo。中午跟同事小林吃串串，她说她下个月要辞职去大理开民宿，我觉得她疯了但又有点羡慕。下午摸鱼刷小红书看到有人卖二手拍立得，差点下单，忍住了。晚上回到出租屋，咪咪已经把一整包纸巾扯烂了，这只三花真的是我祖宗。睡前练了二十分钟吉他，左手指尖还是疼。")], [
    u("job_title", "平面设计|graphic designer"),
    u("industry", "广告|advertising"),
    u("employer", "广告公司", False),
    u("pet", "三花|猫|cat"),
    u("pet_name", "咪咪"),
    u("instrument", "吉他|guitar"),
    p("小林", "relation", "同事|colleague"),
    p("小林", "plan", "辞职去大理开民宿|去大理开民宿", False),
], neg=True))

add(case(Z, "diary", [U("今天天气不错，上午和老伴去公园打了两遍太极。我退休前在纺织厂当了三十年电工，现在每天就是打太极、下象棋、带孙子。孙子叫小宝，五岁，上幼儿园中班，嘴可甜了。下午儿媳妇打电话说周末要带小宝去海洋馆，问我们老两口去不去，我说去。晚饭后测了血糖，7.8，有点高，医生老让我少吃米饭。这糖尿病跟了我十几年了，自己心里有数。")], [
    u("job_title", "退休|retired"),
    u("job_title", "电工|electrician", False),
    u("sport", "太极|tai chi"),
    u("hobby", "下象棋|象棋|chess"),
    u("family", "小宝"),
    p("小宝", "relation", "孙子|grandson"),
    p("小宝", "age", "五岁|5"),
    u("health", "糖尿病|diabetes"),
    u("partner", "老伴", False),
    u("plan", "去海洋馆", False),
], neg=True))

add(case(Z, "diary", [U("期末周第三天。图书馆八点开门，我七点五十到门口，前面已经排了二十多个人，南大的图书馆真是卷出天际。上午复习数据结构，下午被室友拉去打羽毛球，我们宿舍四个人就我不会打，全程被虐。晚上吃了食堂二楼的麻辣香锅，学校里我最爱的就是这一口。对了，下周一考软件工程导论，我们专业的核心课，祈祷别挂。我妈又发语音问寒假回不回合肥，当然回啊，想死家里的糖醋排骨了。")], [
    u("school", "南大|南京大学|Nanjing University"),
    u("major", "软件工程|software engineering"),
    u("fav_food", "麻辣香锅"),
    u("plan", "考软件工程导论|下周一考", True),
    u("hometown", "合肥|Hefei", False),
    u("city", "南京|Nanjing", False),
    p("室友", "sport", "羽毛球|badminton", False),
], neg=True))

add(case(Z, "diary", [U("今天是我四十岁生日。没办什么，老婆做了一桌子菜，女儿在学校打视频回来唱生日歌，跑调跑到姥姥家。四十了，算算工作也十八年了，从跑社会新闻的小记者一路熬到报社副主编，头发少了一半。晚上一个人在阳台喝了两罐啤酒，想起我爸，他走了五年了，要是他还在该多高兴。明早还得去开编委会。", at="2025-03-14")], [
    u("age", "四十|40"),
    u("birthday", "3月14日|March 14", False),
    u("job_title", "副主编|deputy editor"),
    u("employer", "报社", False),
    u("industry", "新闻|媒体|journalism", False),
    u("partner", "老婆|wife", False),
    u("family", "女儿|daughter", False),
], neg=True))

add(case(Z, "diary", [U("早上送完双胞胎去学校，回家补了个回笼觉。是的，我现在是全职妈妈，以前在外企做HR，生完老二老三就辞了。今天闷得要命，下午牵着我们家金毛大黄去河边溜了一圈，它十岁了，走路都慢了。晚上大宝说他数学考了98，我一高兴给他多加了个鸡腿。老公还在深圳出差，后天才回。")], [
    u("job_title", "全职妈妈|stay-at-home mom"),
    u("gender", "女|female", False),
    u("family", "双胞胎|twins"),
    u("family", "大宝", False),
    u("pet", "金毛|golden retriever"),
    u("pet_name", "大黄"),
    u("partner", "老公|husband", False),
], neg=True))

add(case(Z, "diary", [U("周三 雨。今天去新单位报到了，市二中，教高一化学。之前在培训机构干了六年，双减之后机构黄了，折腾了大半年才考上编制。办公室的老师都挺好，对桌的张老师说她也是从机构出来的，一下就有共同话题了。食堂的红烧肉一般般。晚上回家给布丁铲屎，这小猫今天吐了两次毛球，明天下班带它去宠物医院看看。")], [
    u("employer", "市二中"),
    u("job_title", "教高一化学|化学老师|chemistry teacher"),
    u("pet", "小猫|猫|cat"),
    u("pet_name", "布丁"),
    p("张老师", "job_title", "老师|teacher", False),
], neg=True))

add(case(Z, "diary", [U("今天带我妈去复查。她八十二了，阿尔茨海默症第三年，在医院走廊里问了我三遍我是谁。我叫她妈，她说她没有女儿。回来的路上我在车里哭了十分钟，擦干眼泪又去接儿子放学。儿子十六，正叛逆，今天又跟我顶嘴说不想学奥数了。晚上老公下班回来炒了两个菜，他是这个家最稳的那个人。写到这里才想起来自己也五十了，膝盖开始疼，体检报告上写着骨质疏松。我在市档案馆上了二十六年班，再熬五年就退休。")], [
    u("family", "我妈|妈妈"),
    p("妈妈", "age", "八十二|82"),
    p("妈妈", "health", "阿尔茨海默症|阿尔茨海默|Alzheimer's"),
    u("family", "儿子|son"),
    p("儿子", "age", "十六|16"),
    u("age", "五十|50"),
    u("health", "骨质疏松|osteoporosis"),
    u("employer", "市档案馆"),
    u("gender", "女|female", False),
    u("partner", "老公|husband", False),
], neg=True))

add(case(Z, "diary", [U("今天收到深圳大学的研究生录取通知了！！！九月报到，读应用心理学。在县城高中当了四年心理老师，终于还是决定出去看看。我爸在电话里说读那么多书有什么用，我妈偷偷给我转了两千块。晚上跟男朋友阿杰视频，他在广州，以后我俩就只隔半小时高铁了。")], [
    u("school|plan", "深圳大学|深大|Shenzhen University"),
    u("major|plan", "应用心理学|心理学|applied psychology"),
    u("degree|plan", "研究生|master"),
    u("job_title", "心理老师"),
    u("partner", "阿杰"),
    p("阿杰", "relation", "男朋友|boyfriend"),
    p("阿杰", "city", "广州|Guangzhou"),
], neg=True))

add(case(Z, "diary", [U("上午陪老婆看了两个楼盘，都是期房，一个在江北一个在渝北，她喜欢江北那个，我觉得渝北学区好，吵了一路最后也没定。中午在巷子里吃了二两豌杂面，重庆人一天不吃小面就浑身不得劲。下午回公司改PPT，我在一家做火锅底料的公司做品牌，说出来你们不信，我其实不太能吃辣。晚上女儿问能不能染头发，她才初二，我说你去问你妈。")], [
    u("hometown", "重庆|Chongqing"),
    u("city", "重庆|Chongqing", False),
    u("fav_food", "小面|豌杂面"),
    u("job_title", "做品牌|品牌|brand"),
    u("industry", "火锅底料|食品|food"),
    u("dislike|diet", "不太能吃辣|辣|spicy food", False),
    u("partner", "老婆|wife", False),
    u("family", "女儿|daughter", False),
], neg=True))

add(case(Z, "diary", [U("值完夜班到家已经早上八点，急诊的夜班永远比你想的长。今天抢救了一个车祸的小伙子，才十九岁，希望他能挺过来。回家路上在煎饼摊买了套煎饼果子加两个蛋，天津人早上就得吃这个。我们科新来的规培生问我当护士苦不苦，我说你看看我的发际线。睡到下午三点，起来去健身房练了一小时，最近一直在练硬拉。晚上跟在加拿大读书的弟弟视频，他又瘦了。")], [
    u("job_title", "护士|nurse"),
    u("hometown", "天津|Tianjin"),
    u("city", "天津|Tianjin", False),
    u("sport", "健身|硬拉|gym"),
    u("fav_food", "煎饼果子", False),
    u("family", "弟弟|brother"),
    p("弟弟", "city|place", "加拿大|Canada"),
], neg=True))

# ---------------------------------------------------------------- companion chats
add(case(Z, "companion", [
    U("今天又加班到十点，回家路上在便利店买了个饭团当晚饭"),
    A("辛苦啦！你是在互联网公司上班吧，听起来好像996😢"),
    U("不是互联网，我在一家律所当律师助理，不过加班是真的"),
    A("原来是律所！那你一定是法学专业毕业的吧？"),
    U("哈哈其实我本科学的是日语，后来自己考的法考"),
], [
    u("job_title", "律师助理|paralegal"),
    u("employer", "律所|law firm", False),
    u("major", "日语|Japanese"),
    u("language", "日语|Japanese", False),
], character="小满", neg=True))

add(case(Z, "companion", [
    U("跟你说个事，我家狗狗今天三岁生日！"),
    A("哇生日快乐！是那只叫可乐的柯基吗🐶"),
    U("对就是可乐，不过他不是柯基，是柴犬，你又记错了"),
    A("抱歉抱歉～柴犬可乐三岁啦！你给它准备了什么礼物？"),
    U("买了个冻干蛋糕，我自己都想吃哈哈，我平时最爱吃提拉米苏"),
], [
    u("pet", "柴犬|狗狗|shiba"),
    u("pet_name", "可乐"),
    u("fav_food", "提拉米苏|tiramisu"),
], character="小柚", neg=True))

add(case(Z, "companion", [
    U("唉，儿子又跟我吵了一架，十七岁的孩子真难沟通"),
    A("别太难过，青春期都这样。你儿子是在读高二吗？"),
    U("高三了，明年六月高考。他想去北京读大学，我想让他留在武汉，离家近"),
    A("理解你的心情。你一直都在武汉生活吗？"),
    U("对，土生土长的武汉人，在这开了二十年公交车"),
], [
    u("family", "儿子|son"),
    p("儿子", "age", "十七|17"),
    p("儿子", "plan", "高考|明年六月高考"),
    u("city", "武汉|Wuhan"),
    u("hometown", "武汉|Wuhan"),
    u("job_title", "开了二十年公交车|公交车司机|bus driver"),
], character="青禾", neg=True))

add(case(Z, "companion", [
    U("我最近迷上攀岩了，每周去两次岩馆"),
    A("好酷！是在你们学校附近的岩馆吗？你还在读大学对吧"),
    U("早毕业啦，我都工作五年了。岩馆就在公司楼下，方便"),
    A("原来如此，那你是做什么工作的呀？"),
    U("做游戏策划，在网易，天天被玩家骂哈哈"),
], [
    u("sport", "攀岩|climbing"),
    u("job_title", "游戏策划|game designer"),
    u("employer", "网易|NetEase"),
    u("industry", "游戏|gaming", False),
], character="星野", neg=True))

add(case(Z, "companion", [
    U("我妈今天又打电话催婚，我才二十八好吗"),
    A("二十八正是好年纪呀！你是不是有男朋友但没告诉家里？"),
    U("没有没有，单身快三年了，上一个分手后就没再谈"),
    A("那也挺好的，专注自己～你现在一个人住吗？"),
    U("和一只猫一起住，叫芝麻，黑猫，比男人靠谱多了"),
], [
    u("age", "二十八|28"),
    u("pet", "黑猫|猫|cat"),
    u("pet_name", "芝麻"),
    u("family", "我妈|妈妈", False),
], character="知夏", neg=True))

add(case(Z, "companion", [
    U("团子，我下个月十号要去杭州面试，紧张死了"),
    A("加油！是去阿里面试吗？你现在是在上海对吧"),
    U("不是阿里，是一家做医疗器械的公司。我也不在上海，我在南京"),
    A("医疗器械！和你现在的工作是一个方向吗？"),
    U("对，我现在就在一家医疗器械公司做销售，干了七年了，想换个大点的平台"),
], [
    u("plan", "去杭州面试|杭州面试|interview in Hangzhou"),
    u("city", "南京|Nanjing"),
    u("industry", "医疗器械|medical devices"),
    u("job_title", "销售|sales"),
], character="团子", neg=True))

add(case(Z, "companion", [
    U("今天体检查出来甲状腺结节，三级，医生说定期复查就行"),
    A("别太担心，很多人都有结节的。你最近是不是压力很大？"),
    U("有一点，年底了我们财务部忙疯了"),
    A("你在财务部呀，那你是会计吗？"),
    U("出纳，比会计还琐碎😂 对了我对青霉素过敏，这个你帮我记着"),
], [
    u("health", "甲状腺结节|thyroid nodule"),
    u("job_title", "出纳|cashier"),
    u("allergy", "青霉素|penicillin"),
], character="阿梨", neg=True))

add(case(Z, "companion", [
    U("安安你以后叫我阿宁就行，我全名宋宁，身边人都这么叫我"),
    A("好的阿宁！宋宁这个名字很好听，是爸妈取的吗？"),
    U("我爷爷取的，他以前是中学语文老师。对了我是东北人，辽宁鞍山的"),
    A("鞍山！那你现在也住在鞍山吗？"),
    U("没，在青岛待了快十年了，住海边住惯了回不去了"),
], [
    u("name", "宋宁"),
    u("nickname", "阿宁"),
    u("hometown", "鞍山|辽宁鞍山|Anshan"),
    u("city", "青岛|Qingdao"),
    p("爷爷", "job_title", "中学语文老师|语文老师|teacher", False),
], character="安安", neg=True))

add(case(Z, "companion", [
    U("七七，我今天把房贷提前还了二十万，心里舒坦多了"),
    A("太棒了！能省不少利息呢。你的房子是买在老家吗？"),
    U("不是老家，我老家河北沧州的，房子在天津"),
    A("明白～那是你和老婆一起还的贷款吗？"),
    U("对，我和我爱人一起还。她在天津一家医院当护士长，比我挣得多哈哈"),
], [
    u("hometown", "沧州|河北沧州|Cangzhou"),
    u("city", "天津|Tianjin", False),
    u("partner", "爱人|老婆|wife"),
    p("爱人", "job_title", "护士长|head nurse"),
    p("爱人", "city", "天津|Tianjin", False),
    u("gender", "男|male", False),
], character="七七", neg=True))

add(case(Z, "companion", [
    U("暮暮我跟你讲，我昨晚梦见自己当了宇航员，在月球上种土豆"),
    A("哈哈好有画面感！你小时候是不是想当宇航员？"),
    U("想过，结果现在是个牙医，天天对着别人的嘴"),
    A("牙医很厉害呀！你是自己开诊所吗？"),
    U("没那个钱，在一家连锁口腔医院打工，叫瑞雅口腔"),
], [
    u("job_title", "牙医|dentist"),
    u("employer", "瑞雅口腔"),
], character="暮暮", neg=True))

add(case(Z, "companion", [
    U("可可，我报了日语N2，十二月考"),
    A("好厉害！你之前已经过了N3了吧？"),
    U("没有，直接考N2。我看日剧看了十几年，底子还行"),
    A("那你最喜欢的日剧是哪部？我自己最爱《深夜食堂》，每集都看饿"),
    U("《半泽直树》！看了三遍了"),
], [
    u("language", "日语|Japanese"),
    u("plan", "日语N2|N2|JLPT N2"),
    u("hobby", "看日剧|日剧"),
    u("fav_film", "半泽直树|《半泽直树》"),
    c("fav_film", "深夜食堂|《深夜食堂》"),
], character="可可", neg=True))

add(case(Z, "companion", [
    U("女儿今天拿了市里钢琴比赛二等奖！"),
    A("恭喜！！你女儿弹钢琴几年了？是跟你学的吗？"),
    U("哈哈我可不会弹，五音不全。她学了八年了，跟我们小区的王老师学的"),
    A("那你一定为她骄傲～她今年多大啦？"),
    U("十四，初二。跟我一样属狗，我正好比她大三轮"),
], [
    u("family", "女儿|daughter"),
    p("女儿", "instrument", "钢琴|piano"),
    p("女儿", "age", "十四|14"),
    u("age", "50", False),
    p("王老师", "job_title", "钢琴老师|老师", False),
], character="白鹿", neg=True))

add(case(Z, "companion", [
    U("米粒，记一下：我不吃牛肉，不是过敏，是信仰"),
    A("好的记住了！你是佛教徒吗？"),
    U("不是，我家信印度教……开玩笑的，我妈信佛，我从小跟着她不吃牛肉"),
    A("原来如此😊 那猪肉鸡肉都可以吧？"),
    U("都可以，海鲜也吃，就是大虾不行，一吃就起疹子，小虾米倒没事"),
], [
    u("diet", "不吃牛肉|no beef"),
    u("allergy", "大虾|虾|shrimp"),
    u("family", "我妈|妈妈", False),
], character="米粒", neg=True))

add(case(Z, "companion", [
    U("阿白，今天是我退休第一天！"),
    A("恭喜恭喜！退休生活有什么打算吗？要不要去老年大学学个摄影？"),
    U("摄影就算了。先把老房子翻修一下，然后下个月跟老伴去海南过冬，机票都订好了"),
    A("好羡慕！你老伴也退休了吗？"),
    U("她早退了，以前是小学校长。我在电力局干了三十五年，今天总算解放了"),
], [
    u("job_title", "退休|retired"),
    u("employer", "电力局", False),
    u("plan", "去海南过冬|去海南|Hainan"),
    u("partner", "老伴"),
    p("老伴", "job_title", "退休|小学校长|retired"),
], character="阿白", neg=True))

# ---------------------------------------------------------------- group chats
add(case(Z, "group", [
    S("大姐", "妈这周的体检结果出来了，血压有点高，其他还行"),
    S("老陈", "那我周六带她去复查，假我已经请好了"),
    S("小妹", "我在成都实在走不开，哥辛苦了🙏 我给妈网购了个血压计寄过去"),
    S("大姐", "老陈你也别老熬夜，你自己还有脂肪肝呢"),
    S("老陈", "知道了知道了，我都戒酒三个月了"),
], [
    p("妈妈", "health", "血压有点高|高血压|high blood pressure"),
    u("plan", "周六带她去复查|复查"),
    p("小妹", "city", "成都|Chengdu"),
    u("health", "脂肪肝|fatty liver", False),
    u("diet", "戒酒|no alcohol"),
    u("gender", "男|male", False),
], me="老陈", neg=True))

add(case(Z, "group", [
    S("王总", "明天上午十点客户来厂里验收，大家别迟到"),
    S("Lisa", "收到，我八点就到，样品我今晚再过一遍", x=True),
    S("阿强", "我明天请假了，女儿发烧，我老婆一个人搞不定"),
    S("Lisa", "强哥放心，你那块我来盯。我干QC十年了这点事没问题"),
    S("王总", "辛苦Lisa，年底给你加鸡腿"),
], [
    u("job_title", "QC|质检"),
    p("阿强", "family", "女儿|daughter", False),
    p("阿强", "partner", "老婆|wife", False),
], neg=True))

add(case(Z, "group", [
    S("晓雯", "姐妹们！我考研上岸了！！复旦新闻学院🎉"),
    S("佳佳", "啊啊啊恭喜！！我还在等调剂😭"),
    S("小鹿", "太牛了！我下周去北京入职字节，以后要见你们就难了"),
    S("晓雯", "毕业后一个在上海一个在北京，佳佳你快来上海陪我"),
    S("佳佳", "我要是能调剂到上海就来！"),
], [
    u("school|plan", "复旦|复旦大学|Fudan"),
    u("major|plan", "新闻|新闻学|journalism", False),
    u("degree|plan", "考研|研究生|master", False),
    p("小鹿", "employer|plan", "字节|字节跳动|ByteDance"),
    p("小鹿", "city|plan", "北京|Beijing", False),
], me="晓雯", neg=True))

add(case(Z, "group", [
    S("老刘", "周日去千岛湖？我车能坐五个"),
    S("海哥", "算我一个，前两天新入了一根达瓦的竿子，正好去试试", x=True),
    S("阿斌", "我这次去不了，老婆预产期就这几天"),
    S("海哥", "斌子恭喜啊！二胎了吧"),
    S("阿斌", "二胎，男孩，老大是闺女"),
], [
    u("plan", "去千岛湖|千岛湖"),
    u("belonging", "达瓦的竿子|达瓦|Daiwa"),
    u("hobby", "钓鱼|fishing", False),
    p("阿斌", "partner", "老婆|wife", False),
    p("阿斌", "family", "闺女|女儿|daughter", False),
], neg=True))

add(case(Z, "group", [
    S("物业小张", "各位业主，本周六上午8点到12点停水，请提前储水"),
    S("王姐", "收到。顺便问一下，谁家的泰迪半夜叫？我是5栋三楼的，孩子要高考了睡不好"),
    S("李阿姨", "不是我们家啊，我们家豆豆是比熊，晚上可乖了"),
    S("王姐", "李阿姨我没说您家😂 我们家也养了只猫，知道不容易"),
    S("6栋刘先生", "可能是我家的，抱歉抱歉，今晚开始关阳台门"),
], [
    u("place", "5栋|5栋三楼"),
    u("family", "孩子|child"),
    p("孩子", "plan", "高考", False),
    u("pet", "猫|cat"),
    p("李阿姨", "pet", "比熊|bichon"),
    p("李阿姨", "pet_name", "豆豆"),
    p("6栋刘先生", "pet", "泰迪|poodle", False),
], me="王姐", neg=True))

add(case(Z, "group", [
    S("周老师", "下周三下午家长会，请各位家长准时参加"),
    S("Amy", "周老师好，我是朵朵妈妈，那天我在外地出差，让朵朵爸爸来可以吗", x=True),
    S("周老师", "可以的"),
    S("豆豆妈妈", "朵朵妈妈你在哪上班呀，老出差"),
    S("Amy", "在一家会计师事务所做审计，年底满天飞😭 我家就在学校对面翠苑小区，有事随时找我"),
], [
    u("family", "朵朵"),
    u("job_title|industry", "审计|auditor"),
    u("employer", "会计师事务所", False),
    u("place", "翠苑小区|翠苑"),
    u("partner", "朵朵爸爸", False),
    u("gender", "女|female", False),
    p("周老师", "job_title", "老师|teacher", False),
], neg=True))

add(case(Z, "group", [
    S("建国", "毕业三十周年聚会定了，十月二号，母校见！"),
    S("红梅", "我在深圳，到时候一定回。我孙子都两岁了哈哈"),
    S("建国", "红梅你都当奶奶了！我闺女还在读研呢，我还早"),
    S("老周", "我在温哥华回不去，你们多拍点照片"),
    S("建国", "老周你移民十几年了，啥时候回来看看，烤鸭我请"),
], [
    u("plan", "毕业三十周年聚会|聚会|reunion"),
    p("红梅", "city", "深圳|Shenzhen"),
    p("红梅", "family", "孙子|grandson"),
    u("family", "闺女|女儿|daughter"),
    p("闺女", "degree", "读研|研究生"),
    p("老周", "city", "温哥华|Vancouver"),
], me="建国", neg=True))

add(case(Z, "group", [
    S("组长", "这个bug谁提交的"),
    S("张磊", "我的锅，下午修。今天儿子开家长会我得早走一会儿", x=True),
    S("小吴", "磊哥你儿子都上初中了？完全看不出来"),
    S("张磊", "初三了，一米七五，比我还高。我都三十九了兄弟"),
    S("小吴", "我才二十四，感觉自己还是个孩子😂"),
], [
    u("age", "三十九|39"),
    u("family", "儿子|son"),
    p("小吴", "age", "二十四|24"),
    u("gender", "男|male", False),
    u("job_title", "程序员|developer", False),
], neg=True))

add(case(Z, "group", [
    S("阿珍", "阿妈，我下个礼拜返嚟食饭，带埋阿明"),
    S("阿妈", "好啊，煲个汤畀你哋饮。阿明系咪仲喺银行返工？"),
    S("阿珍", "系啊，佢上个月升咗做经理喇"),
    S("细佬", "家姐我都返嚟！我搬咗去佛山喇，近好多"),
], [
    p("阿明", "employer", "银行|bank"),
    p("阿明", "job_title", "经理|manager"),
    u("partner", "阿明", False),
    p("细佬", "city", "佛山|Foshan"),
    u("language", "粤语|Cantonese", False),
], me="阿珍", neg=True))

add(case(Z, "group", [
    S("领队大鹏", "周六爬梧桐山，报名接龙👇"),
    S("老何", "1. 老何  膝盖刚好，我慢慢走", x=True),
    S("小芸", "2. 小芸 +1 带我老公"),
    S("老何", "没别的爱好，就喜欢爬山，爬了十几年了，深圳的山基本爬遍了"),
    S("小芸", "何哥太强了，我来深圳才半年"),
], [
    u("plan", "爬梧桐山|梧桐山"),
    u("hobby|sport", "爬山|hiking"),
    u("city", "深圳|Shenzhen", False),
    p("小芸", "city", "深圳|Shenzhen"),
    p("小芸", "partner", "老公|husband", False),
    p("领队大鹏", "job_title", "领队", False),
], neg=True))

add(case(Z, "group", [
    S("Kiki", "我家兔子棉花今天学会自己开笼子了，吓死我", x=True),
    S("阿May", "哈哈哈好聪明，我家仓鼠只会吃和睡"),
    S("大雄", "我兔毛过敏😭 只能云养"),
    S("Kiki", "大雄你还有啥不过敏的🙄 对了我下个月搬去厦门了，你们来看我和棉花"),
    S("阿May", "厦门！我老家就是厦门的，带你去吃沙茶面"),
], [
    u("pet", "兔子|rabbit"),
    u("pet_name", "棉花"),
    u("plan", "搬去厦门|厦门|move to Xiamen"),
    p("阿May", "pet", "仓鼠|hamster"),
    p("大雄", "allergy", "兔毛|rabbit fur"),
    p("阿May", "hometown", "厦门|Xiamen"),
], neg=True))
