"""Chinese cases of dev set 36: 36 short chats, 11 diaries, 14 companion chats, 11 group chats."""
from h import U, A, S, F, C

SHORT = [
C("short", "zh", "你好呀，第一次用这个，先自我介绍一下：我叫苏念，26岁，在成都做UI设计，公司是一家做游戏的小工作室叫“青蛙跳”。哦不对我说错了，我今年27了，上个月刚过的生日😂", [
    F("u", "name", "苏念"), F("u", "age", "27"), F("u", "city", "成都|Chengdu"),
    F("u", "job_title", "UI设计|UI设计师|UI designer"), F("u", "employer", "青蛙跳"),
    F("u", "industry", "游戏|game")], tag=True),
C("short", "zh", "我老家是湛江的，现在在广州上班，做外贸跟单。我表姐在深圳开奶茶店，天天喊我过去帮忙，我才不去", [
    F("u", "hometown", "湛江|Zhanjiang"), F("u", "city", "广州|Guangzhou"), F("u", "job_title", "外贸跟单"),
    F("表姐", "city", "深圳|Shenzhen"), F("表姐", "job_title|employer", "开奶茶店|奶茶店"),
    F("u", "family", "表姐", False)], tag=True),
C("short", "zh", "刚认识你，先交代一下我的家庭成员哈：我家两只猫，大的叫土豆，小的叫年糕，都是橘猫，一个比一个能吃", [
    F("u", "pet", "橘猫|猫|cat"), F("u", "pet_name", "土豆"), F("u", "pet_name", "年糕")]),
C("short", "zh", "我对芒果过敏，吃了嘴巴会肿，但是我男朋友超爱芒果，每次吃完都要被我赶去刷牙🙄", [
    F("u", "allergy", "芒果|mango"), F("u", "partner", "男朋友|boyfriend"), F("男朋友", "fav_food", "芒果|mango")], tag=True),
C("short", "zh", "问一下，我是不是应该去学个吉他？感觉弹吉他的男生好帅。我现在只会一点点口琴", [
    F("u", "instrument", "口琴|harmonica", False)], tag=True),
C("short", "zh", "新朋友你好～打工人报道，95年的，在杭州阿里做测试，每天被需求追着跑，求安慰", [
    F("u", "birthday|age", "95年|1995"), F("u", "city", "杭州|Hangzhou"),
    F("u", "employer", "阿里|阿里巴巴|Alibaba"), F("u", "job_title", "测试|测试工程师|QA")]),
C("short", "zh", "我不吃牛肉，家里信佛，从小就不吃。但猪肉羊肉都行啊，别给我推荐素食餐厅了哈哈", [
    F("u", "diet", "不吃牛肉|no beef")], tag=True),
C("short", "zh", "我邮箱是 linxiaoyu0312@163.com，之前那个 88123456@qq.com 早就不登了，有事发新的这个", [
    F("u", "email", "linxiaoyu0312@163.com")], tag=True),
C("short", "zh", "手机号换了哈，新的是139 0571 2284，旧的186那个已经停机了", [
    F("u", "phone", "139 0571 2284|13905712284")], tag=True),
C("short", "zh", "我弟今年高考，考了612分，想报武汉大学的计算机，我当年可是华科毕业的，学的电气", [
    F("u", "school", "华科|华中科技大学|HUST"), F("u", "major", "电气|电气工程"),
    F("u", "family", "我弟|弟弟"), F("弟弟", "plan", "报武汉大学|武汉大学", False)], tag=True),
C("short", "zh", "你好！你问我平时干嘛，最近迷上了攀岩，每周二周四下班都去岩馆，手上全是茧子", [
    F("u", "sport", "攀岩|climbing")]),
C("short", "zh", "我是做幼儿园老师的，天天被小朋友叫“米粒老师”，其实我大名叫米思琪，这个名字反而没人叫", [
    F("u", "job_title", "幼儿园老师|kindergarten teacher"), F("u", "nickname", "米粒老师|米粒"), F("u", "name", "米思琪")]),
C("short", "zh", "我最喜欢的书是《活着》，看了三遍，每次都哭。最近在看《三体》但是看不下去", [
    F("u", "fav_book", "活着|《活着》|To Live")], tag=True),
C("short", "zh", "有人知道北京哪里有靠谱的宠物医院吗，我家柯基“可乐”拉肚子两天了😭", [
    F("u", "pet", "柯基|corgi"), F("u", "pet_name", "可乐"), F("u", "city", "北京|Beijing", False)], tag=True),
C("short", "zh", "下个月15号去考雅思，报名费两千多，心疼。要是考不到7分我就哭给你看", [
    F("u", "plan", "考雅思|雅思|IELTS")], tag=True),
C("short", "zh", "以后给我推荐吃的记得哈，我乳糖不耐受，喝牛奶就拉肚子，只能喝燕麦奶", [
    F("u", "health|allergy|diet", "乳糖不耐受|lactose intolerant")]),
C("short", "zh", "先跟你说清楚哈，我不是北京人，只是在北京读过研，人大的，读完就回老家西安了，现在在西安一个国企做财务", [
    F("u", "school", "人大|中国人民大学|Renmin University"), F("u", "degree", "研|研究生|硕士|master"),
    F("u", "hometown", "西安|Xi'an"), F("u", "city", "西安|Xi'an"), F("u", "job_title", "财务|finance"),
    F("u", "employer", "国企", False)], tag=True),
C("short", "zh", "我老婆是护士，在华西医院，三班倒，我一个人带娃带得头都大了。女儿两岁半，叫糖糖", [
    F("u", "partner", "老婆|wife"), F("老婆", "job_title", "护士|nurse"), F("老婆", "employer", "华西医院"),
    F("u", "family", "糖糖|女儿"), F("糖糖", "relation", "女儿|daughter"), F("糖糖", "age", "两岁半"),
    F("u", "gender", "男|male", False), F("u", "city", "成都|Chengdu", False)], tag=True),
C("short", "zh", "第一次聊，先告诉你我的雷区：说真的我超讨厌香菜，谁往我碗里放香菜我跟谁急", [
    F("u", "dislike", "香菜|coriander|cilantro")]),
C("short", "zh", "你好呀，关于我：我在学日语，每周上两次课，准备明年去大阪交换", [
    F("u", "language", "日语|Japanese"), F("u", "plan", "去大阪交换|大阪交换", False)], tag=True),
C("short", "zh", "开玩笑，我要是马云我还上什么班。我就是个开滴滴的，深圳跑了六年了", [
    F("u", "job_title", "开滴滴的|滴滴司机|网约车司机"), F("u", "city", "深圳|Shenzhen")], tag=True),
C("short", "zh", "介绍下我家：我爸是退休的中学数学老师，我妈在菜市场卖菜，我是家里第一个大学生", [
    F("爸爸", "job_title", "退休|retired"), F("爸爸", "job_title", "中学数学老师", False),
    F("妈妈", "job_title", "卖菜"), F("u", "family", "我爸|爸爸"), F("u", "family", "我妈|妈妈"),
    F("u", "degree", "大学生|大学|college", False)], tag=True),
C("short", "zh", "周末在家弹钢琴，弹了肖邦的夜曲，邻居居然敲门夸我😂 我从五岁学到现在", [
    F("u", "instrument", "钢琴|piano")], tag=True),
C("short", "zh", "我哥在新加坡做程序员，老让我也过去，我才不要，我在长沙待得好好的，这辈子最爱的就是米粉，走不了", [
    F("哥哥", "city", "新加坡|Singapore"), F("哥哥", "job_title", "程序员|programmer"),
    F("u", "family", "我哥|哥哥"), F("u", "city", "长沙|Changsha"), F("u", "fav_food", "米粉")], tag=True),
C("short", "zh", "求推荐耳机！我现在用的索尼WH-1000XM4戴久了耳朵疼，之前的AirPods丢地铁上了", [
    F("u", "belonging", "索尼WH-1000XM4|WH-1000XM4|索尼耳机|Sony")], tag=True),
C("short", "zh", "本人女，28，单身，在上海浦东，做审计，四大之一，别问哪家，问就是加班", [
    F("u", "gender", "女|female"), F("u", "age", "28"), F("u", "city", "上海|Shanghai"),
    F("u", "place|city", "浦东|Pudong"), F("u", "job_title", "审计|auditor"), F("u", "employer", "四大|Big Four", False)]),
C("short", "zh", "初次见面先坦白一个秘密，我是色盲，红绿分不清，所以开车看红绿灯全靠位置", [
    F("u", "health", "色盲|红绿色盲|color blind")]),
C("short", "zh", "今天去苏州出差，吃了碗头汤面，绝了。回无锡还要一个小时高铁", [
    F("u", "city", "无锡|Wuxi", False)], tag=True),
C("short", "zh", "你好，我是医学生，学的是临床医学，本科五年，现在在协和读博，累成狗", [
    F("u", "major", "临床医学|clinical medicine"), F("u", "school", "协和|北京协和医学院|PUMC"),
    F("u", "degree", "读博|博士|PhD"), F("u", "degree", "本科|bachelor", False)]),
C("short", "zh", "周六搬家！从天河搬到番禺，房租便宜一半，就是通勤要一个半小时了", [
    F("u", "plan", "搬家|搬到番禺|番禺"), F("u", "place|city", "天河|Tianhe"),
    F("u", "city", "广州|Guangzhou", False)], tag=True),
C("short", "zh", "嗨，我是新用户～我养了一只守宫，叫小龙，我妈每次看到都尖叫", [
    F("u", "pet", "守宫|gecko"), F("u", "pet_name", "小龙")]),
C("short", "zh", "初次见面～我在虾皮做运营，坐标新加坡，福建人，在这边五年了", [
    F("u", "employer", "虾皮|Shopee"), F("u", "job_title", "运营|operations"),
    F("u", "city", "新加坡|Singapore"), F("u", "hometown", "福建|Fujian")]),
C("short", "zh", "说出来你别笑，我有高血压，才35岁就要天天吃药了，医生说让我少吃咸的", [
    F("u", "health", "高血压|hypertension"), F("u", "age", "35")]),
C("short", "zh", "我们楼下新开了家兰州拉面，老板是青海人，人特别好。我每天中午都去吃，吃了一个月了都没腻", [
    F("u", "fav_food", "兰州拉面|拉面", False), F("老板", "hometown", "青海|Qinghai")], tag=True),
C("short", "zh", "我单身啊，谁说我有女朋友了，那是我表妹！！", [
    F("u", "family", "表妹", False)], tag=True),
C("short", "zh", "你好，我先说下背景：我在香港长大，会说粤语、普通话，英语只会一点点，后来跟爸妈移民到温哥华，现在一直住这边", [
    F("u", "hometown", "香港|Hong Kong"), F("u", "language", "粤语|Cantonese"), F("u", "language", "普通话|Mandarin"),
    F("u", "language", "英语|English", False), F("u", "city", "温哥华|Vancouver"), F("u", "family", "爸妈", False)], tag=True),
]

DIARY = [
C("diary", "zh", "2026年3月2日 周一 晴。早上闹钟没响，差点迟到，地铁上挤成沙丁鱼。到了公司（我们在望京SOHO，做在线教育的）发现组长又改需求。中午跟小敏吃了麻辣烫，她说她下个月要辞职去大理开民宿，羡慕死了。下午开了三个会。晚上回家喂了我的仓鼠芝麻，洗澡追剧，看的《漫长的季节》，太好看了，今年最喜欢的剧没有之一。", [
    F("u", "industry", "在线教育|online education"), F("u", "city", "北京|Beijing", False),
    F("u", "place|city", "望京", False), F("u", "pet", "仓鼠|hamster"), F("u", "pet_name", "芝麻"),
    F("u", "fav_film", "漫长的季节|《漫长的季节》"), F("小敏", "plan", "辞职去大理开民宿|去大理开民宿", False)], tag=True),
C("diary", "zh", "11月8日，阴。今天是我三十岁生日。早上老公给我煮了长寿面，荷包蛋煎糊了，但我还是吃完了。上午带儿子豆豆去打疫苗，他哭得整个卫生院都听得见。下午回娘家，我妈又念叨让我生二胎，我假装没听见。晚上闺蜜阿敏送了一束向日葵，说三十岁快乐。其实我最想要的礼物就是睡个整觉。", [
    F("u", "age", "三十|30"), F("u", "birthday", "11月8日|November 8"), F("u", "partner", "老公|husband"),
    F("u", "family", "豆豆|儿子"), F("豆豆", "relation", "儿子|son"), F("阿敏", "relation", "闺蜜|best friend"),
    F("u", "gender", "女|female", False), F("u", "family", "我妈|妈妈", False)], tag=True),
C("diary", "zh", "周六。上午去驾校练科目二，倒车入库压线三次，教练骂得我怀疑人生。中午回宿舍，室友小周在打游戏，说她保研到复旦了，真替她高兴。我自己还在纠结考不考研。下午去图书馆写毕业论文，题目是城市更新里的社区参与，我是社会学专业的嘛。晚饭食堂，又是土豆丝。", [
    F("u", "major", "社会学|sociology"), F("小周", "relation", "室友|roommate"),
    F("小周", "school|plan", "复旦|复旦大学|Fudan"), F("小周", "degree|plan", "保研|研究生", False)], tag=True),
C("diary", "zh", "今天把辞职信交了。在美的干了四年，说走就走还是有点舍不得。下个月一号去深圳的大疆报到，做结构工程师，工资涨了三成。晚上跟爸妈视频，我爸说顺德到深圳也不远，常回家。挂了电话自己煮了个泡面，加了两个蛋，庆祝一下。", [
    F("u", "employer|plan", "大疆|DJI"), F("u", "job_title|plan", "结构工程师|structural engineer"),
    F("u", "employer", "美的|Midea", False), F("u", "plan|city", "深圳|Shenzhen", False),
    F("u", "city|hometown", "顺德|Shunde", False)], tag=True),
C("diary", "zh", "12月20日，雪。北京今年第一场雪，楼下的小孩堆了个雪人。我在家办公，因为腰椎间盘突出又犯了，坐不了太久，站着敲了一天代码。午饭点了个酸菜鱼外卖。下午猫主子咪咪把我的键盘当床睡，只好换了台笔记本。晚上练了半小时尤克里里，学了《小幸运》的前奏。", [
    F("u", "city", "北京|Beijing", False), F("u", "health", "腰椎间盘突出|herniated disc"),
    F("u", "job_title", "程序员|敲代码", False), F("u", "pet", "猫|cat"), F("u", "pet_name", "咪咪"),
    F("u", "instrument", "尤克里里|ukulele")]),
C("diary", "zh", "周三，阴。陪我奶奶去医院复查，她糖尿病十几年了，最近血糖控制得还行。候诊的时候旁边一个大爷非说我像他孙女，还问我在哪上班，我说在银行，他非要给我介绍对象，我说我已经结婚了他才罢休。下午回行里补了一下午的报表。晚上吃了老公做的红烧肉，有点咸。", [
    F("奶奶", "health", "糖尿病|diabetes"), F("u", "family", "奶奶"), F("u", "employer", "银行|bank", False),
    F("u", "partner", "老公|husband"), F("u", "gender", "女|female", False)], tag=True),
C("diary", "zh", "今天跑了人生第一个全马，厦门马拉松，4小时52分，腿已经不是我的了。去年这个时候我还是个两百斤的胖子，现在一百四十斤。跑完跟跑团的兄弟们去吃沙茶面，老郑说他明年要去跑波士顿，吹牛吧。回酒店睡了一下午，明天坐动车回福州。", [
    F("u", "sport", "马拉松|跑步|running|marathon"), F("u", "city", "福州|Fuzhou", False),
    F("老郑", "plan", "跑波士顿|波士顿马拉松", False)], tag=True),
C("diary", "zh", "又是加班到十点的一天。我们律所最近接了个大案子，合伙人天天盯着。回家路上买了份烤冷面，东北老家的味道，想家了，我是哈尔滨的。洗完澡给女朋友打电话，她在伦敦读研，时差七个小时，她那边刚吃午饭。聊了会儿她说下学期想养只猫，我说等你回来再说。", [
    F("u", "employer", "律所|law firm", False), F("u", "job_title", "律师|lawyer", False),
    F("u", "hometown", "哈尔滨|Harbin"), F("u", "partner", "女朋友|girlfriend"),
    F("女朋友", "city", "伦敦|London"), F("女朋友", "degree", "读研|研究生|master")], tag=True),
C("diary", "zh", "周日，晴。早上六点起来去公园打太极，我们那帮老姐妹都到齐了。退休三年，比上班还忙。上午帮儿子接孙子，下午去老年大学上书法课，老师夸我的字有进步。晚上看了会儿《甄嬛传》，第八遍了，百看不厌。血压有点高，明天得去社区医院量一量。", [
    F("u", "hobby|sport", "太极|打太极|tai chi"), F("u", "job_title", "退休|retired"), F("u", "hobby", "书法|calligraphy"),
    F("u", "fav_film", "甄嬛传|《甄嬛传》"), F("u", "health", "血压有点高|高血压", False),
    F("u", "family", "儿子", False), F("u", "family", "孙子", False), F("u", "gender", "女|female", False)]),
C("diary", "zh", "星期五。今天在店里忙疯了，我们奶茶店推出了新品杨枝甘露，排队排到门外。店是我跟表哥合伙开的，叫“半糖主义”，开在大学城旁边。晚上盘点完已经十一点。回家路上接到我妈电话，说家里那只老狗旺财走了，十四岁了，心里难受。哭了一路。", [
    F("u", "employer", "半糖主义"), F("u", "job_title", "奶茶店|开奶茶店|奶茶店老板"),
    F("表哥", "employer", "半糖主义"), F("u", "family", "表哥", False)], tag=True),
C("diary", "zh", "3月15日。今天去面试了，字节的产品经理岗，二面聊得还行，等通知。中午在附近吃了个潮汕牛肉火锅，好贵。现在这份工作在一家做跨境电商的小公司，干了两年，没啥成长。晚上去健身房练腿，练完腿软。睡前背了二十个西班牙语单词，坚持打卡第一百天。", [
    F("u", "industry", "跨境电商|cross-border e-commerce"), F("u", "language", "西班牙语|Spanish"),
    F("u", "sport", "健身|练腿|gym", False)], tag=True),
]

COMPANION = [
C("companion", "zh", [
    U("你好阿星，第一次聊天，我先介绍下自己吧。我叫何一帆，在青岛，做海鲜进出口的。"),
    A("你好何一帆！青岛好地方～那你平时应该很能吃海鲜吧？你是青岛本地人吗？"),
    U("哈哈反而我海鲜过敏，虾蟹都不行，做这行挺讽刺的。我不是本地人，老家河南信阳的。"),
    A("原来是信阳人，信阳毛尖很有名呢！那你是一个人在青岛吗？"),
    U("跟我老婆一起，她在青岛大学当老师，教英语。")], [
    F("u", "name", "何一帆"), F("u", "city", "青岛|Qingdao"), F("u", "job_title|industry", "海鲜进出口"),
    F("u", "allergy", "海鲜|虾蟹|seafood"), F("u", "hometown", "信阳|河南信阳|Xinyang"),
    F("u", "partner", "老婆|wife"), F("老婆", "employer", "青岛大学"), F("老婆", "job_title", "老师|英语老师|teacher")],
    tag=True, ch="阿星"),
C("companion", "zh", [
    U("糯米你好呀，我是新来的，叫我阿May就行，大名王美琪。"),
    A("阿May你好！我猜你是个学生吧？"),
    U("不是啦，我都工作五年了，在一家外企做HR，公司是欧莱雅"),
    A("哇欧莱雅！那你在上海吧？"),
    U("对，上海。不过我是在南京读的大学，南师大，学心理学的")], [
    F("u", "nickname", "阿May|May"), F("u", "name", "王美琪"), F("u", "job_title", "HR"),
    F("u", "employer", "欧莱雅|L'Oréal|L'Oreal"), F("u", "city", "上海|Shanghai"),
    F("u", "school", "南师大|南京师范大学"), F("u", "major", "心理学|psychology")], tag=True, ch="糯米"),
C("companion", "zh", [
    U("小光，你上次说我是做平面设计的，不对哦，我是做建筑设计的，准确说是建筑师"),
    A("啊抱歉！那你是在设计院工作吗？"),
    U("没有，在一家私人事务所，叫“十方建筑”，在重庆"),
    A("重庆！山城的建筑一定很有挑战吧。你是重庆人吗？"),
    U("我是贵阳人，在重庆读的重大，毕业就留下了")], [
    F("u", "job_title", "建筑师|architect"), F("u", "employer", "十方建筑"), F("u", "city", "重庆|Chongqing"),
    F("u", "hometown", "贵阳|Guiyang"), F("u", "school", "重大|重庆大学")], tag=True, ch="小光"),
C("companion", "zh", [
    U("月月，我今天好累，回家就抱着我的布偶猫躺着"),
    A("抱着小猫一定很治愈～它叫什么名字呀？是叫月饼吗？"),
    U("哈哈不是，叫雪球，月饼是我朋友家那只狗"),
    A("雪球好可爱！你平时工作是不是很忙？"),
    U("超忙，我在医院药房做药剂师，今天排了十二个小时的班")], [
    F("u", "pet", "布偶猫|猫|ragdoll"), F("u", "pet_name", "雪球"), F("u", "job_title", "药剂师|pharmacist"),
    F("u", "employer", "医院|医院药房|hospital", False), F("朋友", "pet", "狗|dog"), F("朋友", "pet_name", "月饼")],
    tag=True, ch="月月"),
C("companion", "zh", [
    U("团子你好！我第一次用这种AI陪伴，有点紧张😳 我叫林晓，今年22岁，刚毕业"),
    A("林晓你好～不用紧张！22岁刚毕业，是本科毕业吧？学的什么呀？"),
    U("对本科，学的是日语，大连外国语大学"),
    A("好厉害！那你现在在做翻译工作吗？"),
    U("还没找到工作😭 在准备公务员考试，12月初笔试。对了我生日是7月19号，记住哦")], [
    F("u", "name", "林晓"), F("u", "age", "22"), F("u", "degree", "本科|bachelor"), F("u", "major", "日语|Japanese"),
    F("u", "school", "大连外国语大学"), F("u", "language", "日语|Japanese", False),
    F("u", "plan", "公务员考试|笔试"), F("u", "birthday", "7月19号|7月19日|July 19"),
    F("u", "job_title", "还没找到工作|失业|待业|unemployed", False)], tag=True, ch="团子"),
C("companion", "zh", [
    U("知夏，我下周要搬家了，好烦"),
    A("搬家是挺累的！你要从杭州搬去哪里呀？"),
    U("我不在杭州啊，杭州是我上次去出差。我一直住在宁波，这次是从宁波老城区搬到鄞州"),
    A("原来是宁波，记住啦！那搬家是因为换工作吗？"),
    U("对，上个月换到了吉利，做汽车销售")], [
    F("u", "city", "宁波|Ningbo"), F("u", "plan", "搬家|搬到鄞州"), F("u", "place|city", "鄞州", False),
    F("u", "employer", "吉利|Geely"), F("u", "job_title", "汽车销售|销售|car sales"),
    F("u", "industry", "汽车|automotive", False)], tag=True, ch="知夏"),
C("companion", "zh", [
    U("我最近在练游泳，小鲸你会游泳吗哈哈"),
    A("我是鲸鱼当然会游啦🐳 你是刚开始学吗？"),
    U("学了半年了，每周三次，现在能游1500米了。主要是腰不好，医生建议的"),
    A("坚持得好棒！是腰肌劳损吗？"),
    U("是腰椎间盘突出，L4L5，坐久了就疼")], [
    F("u", "sport", "游泳|swimming"), F("u", "health", "腰椎间盘突出|herniated disc")], tag=True, ch="小鲸"),
C("companion", "zh", [
    U("可可，给你介绍一下我家的情况：我跟我老公还有两个女儿住一起，大女儿叫乐乐，九岁，小女儿叫安安，五岁"),
    A("好温馨的一家！乐乐和安安上学了吗？"),
    U("乐乐三年级了，安安在上幼儿园。我老公是开货车的，经常不在家"),
    A("那你平时一个人带两个孩子好辛苦，你也上班吗？"),
    U("我在超市当收银员，上早班，下午接孩子")], [
    F("u", "partner", "老公|husband"), F("老公", "job_title", "开货车的|货车司机|truck driver"),
    F("u", "family", "乐乐"), F("u", "family", "安安"), F("乐乐", "relation", "大女儿|女儿|daughter"),
    F("乐乐", "age", "九岁|9"), F("安安", "relation", "小女儿|女儿|daughter"), F("安安", "age", "五岁|5"),
    F("u", "job_title", "收银员|cashier"), F("u", "employer", "超市|supermarket", False),
    F("u", "gender", "女|female", False)], ch="可可"),
C("companion", "zh", [
    U("星野，你喜欢什么歌？"),
    A("我最近在听陈奕迅，特别喜欢《十年》！你呢？"),
    U("我是五月天的死忠粉，听了十几年了，演唱会去了七次"),
    A("七次！那你最喜欢他们哪首？我猜是《倔强》？"),
    U("《突然好想你》，每次听都想起大学时候")], [
    F("c", "fav_music", "陈奕迅|十年|Eason Chan"), F("u", "fav_music", "五月天|Mayday"),
    F("u", "fav_music", "突然好想你|《突然好想你》")], tag=True, ch="星野"),
C("companion", "zh", [
    U("阿橙，帮我记一下，我现在吃素了，全素，不吃蛋奶"),
    A("好的记住了！你是因为健康原因吗？之前听你说过你有胃病？"),
    U("胃病是我妈，不是我。我吃素是因为环保，已经坚持两年了"),
    A("明白啦，是我记错了。那你平时自己做饭吗？"),
    U("自己做，最拿手的是素版麻婆豆腐")], [
    F("u", "diet", "全素|吃素|纯素|vegan"), F("妈妈", "health", "胃病"), F("u", "family", "我妈|妈妈", False)],
    tag=True, ch="阿橙"),
C("companion", "zh", [
    U("南风你好，听说你可以记住我说的话？那我先说说：我叫赵磊，男，33，在西安一家军工研究所做软件"),
    A("你好赵磊！研究所工作听起来很酷。你是西安本地人吗？"),
    U("陕西宝鸡的。西电毕业的，读到硕士"),
    A("西电很强！那你平时有什么爱好？"),
    U("钓鱼，周末基本都在渭河边上。还有就是打羽毛球")], [
    F("u", "name", "赵磊"), F("u", "gender", "男|male"), F("u", "age", "33"), F("u", "city", "西安|Xi'an"),
    F("u", "job_title", "做软件|软件|software"), F("u", "employer", "军工研究所", False),
    F("u", "industry", "军工|defense", False), F("u", "hometown", "宝鸡|陕西宝鸡|Baoji"),
    F("u", "school", "西电|西安电子科技大学|Xidian"), F("u", "degree", "硕士|master"),
    F("u", "hobby|sport", "钓鱼|fishing"), F("u", "sport", "羽毛球|badminton")], ch="南风"),
C("companion", "zh", [
    U("一一！我要结婚了！！下个月18号，婚礼在老家办"),
    A("恭喜恭喜！🎉 新郎是上次你说的那个小陈吗？"),
    U("不是小陈啦，小陈是我同事。新郎叫周子豪，我们谈了四年了"),
    A("啊抱歉记混了！周子豪是做什么的呀？"),
    U("他是消防员，在苏州工业园区那边的消防站")], [
    F("u", "plan", "结婚|婚礼|wedding"), F("u", "partner", "周子豪"), F("周子豪", "relation", "新郎|fiancé"),
    F("周子豪", "job_title", "消防员|firefighter"), F("周子豪", "city", "苏州|Suzhou", False),
    F("小陈", "relation", "同事|colleague"), F("u", "gender", "女|female", False)], tag=True, ch="一一"),
C("companion", "zh", [
    U("Momo你好，我是台湾人，现在在深圳工作，打字习惯繁体，不过跟你聊我尽量用简体哈"),
    A("哈哈没关系！你在深圳做什么呀？"),
    U("在富士康做品管，做了三年"),
    A("那你会说闽南语吗？"),
    U("会啊，台语是我母语，客家话听得懂但不会讲")], [
    F("u", "hometown", "台湾|Taiwan"), F("u", "city", "深圳|Shenzhen"), F("u", "employer", "富士康|Foxconn"),
    F("u", "job_title", "品管|QC"), F("u", "language", "台语|闽南语|Taiwanese Hokkien"),
    F("u", "language", "客家话|Hakka", False)], tag=True, ch="Momo"),
C("companion", "zh", [
    U("林间，上次我说我26是打错了，我其实36，孩子都上小学了"),
    A("哈哈我还以为你是大学生呢～孩子几年级啦？"),
    U("儿子二年级，叫浩宇，天天不想写作业"),
    A("小学生都这样😂 你平时工作忙吗？"),
    U("还行，我在税务局上班，朝九晚五，就是周末要陪儿子上游泳课")], [
    F("u", "age", "36"), F("u", "family", "浩宇|儿子"), F("浩宇", "relation", "儿子|son"),
    F("u", "employer", "税务局|tax bureau"), F("浩宇", "sport", "游泳|swimming", False)], tag=True, ch="林间"),
]

GROUP = [
C("group", "zh", [
    S("妈妈", "小雨，你周末回不回来？你爸买了条鲈鱼"),
    S("小雨", "回！周六上午的高铁，票已经买好了"),
    S("爸爸", "好，我去站接你。你哥说他也带嫂子回来"),
    S("哥哥", "对，我们周六晚上到，你嫂子刚怀孕，别让她累着"),
    S("小雨", "哇恭喜！我要当姑姑了")], [
    F("u", "plan", "周六上午的高铁|回家"), F("哥哥", "plan", "周六晚上到"),
    F("嫂子", "health", "怀孕|pregnant"), F("u", "gender", "女|female", False), F("u", "name", "小雨", False)],
    tag=True, me="小雨"),
C("group", "zh", [
    S("王姐", "明天团建谁报名了？去千岛湖"),
    S("阿凯", "我报了，顺便问下能带家属吗，我女朋友也想去", x=True),
    S("李明", "我去不了，我老婆预产期就这几天"),
    S("王姐", "阿凯女朋友可以带，费用自理哈"),
    S("阿凯", "没问题，她自己出")], [
    F("u", "plan", "团建|去千岛湖|千岛湖"), F("u", "partner", "女朋友|girlfriend"),
    F("李明", "partner", "老婆|wife"), F("李明老婆", "health", "预产期|怀孕|pregnant", False),
    F("u", "name", "阿凯", False)], tag=True),
C("group", "zh", [
    S("班主任", "各位家长，下周三春游，请在群里接龙报名"),
    S("朵朵妈妈", "朵朵报名，她对花生过敏，麻烦老师注意"),
    S("浩浩爸爸", "浩浩报名+1"),
    S("乐乐妈妈", "乐乐报名。老师，乐乐有哮喘，书包里有喷雾，不剧烈运动就没事"),
    S("班主任", "好的收到，我都记下了")], [
    F("u", "family", "乐乐", False), F("乐乐", "health", "哮喘|asthma"), F("乐乐", "plan", "春游"),
    F("朵朵", "allergy", "花生|peanut"), F("朵朵", "plan", "春游", False), F("u", "gender", "女|female", False)],
    tag=True, me="乐乐妈妈"),
C("group", "zh", [
    S("老周", "明早五点水库见，我开车，能坐四个人", x=True),
    S("大刘", "我去！上次那条八斤的草鱼还没吹够"),
    S("阿斌", "我不去了，我老婆说再去钓鱼就跟我离婚😂"),
    S("老周", "哈哈阿斌怂了。大刘你带上你那根新买的达瓦"),
    S("大刘", "必须的")], [
    F("u", "hobby|sport", "钓鱼|fishing", False), F("大刘", "belonging", "达瓦|Daiwa", False),
    F("阿斌", "partner", "老婆|wife"), F("u", "name", "老周", False)], tag=True),
C("group", "zh", [
    S("Coco", "姐妹们我换工作了！！入职小红书了，做内容运营"),
    S("阿琳", "卧槽恭喜！！你不是说要去腾讯吗"),
    S("Coco", "腾讯那个没谈拢，小红书给得多"),
    S("小美", "那你还住静安吗，小红书不是在黄浦？"),
    S("Coco", "住静安啊，通勤二十分钟，完美")], [
    F("u", "employer", "小红书|Xiaohongshu|RED"), F("u", "job_title", "内容运营|content operations"),
    F("u", "place|city", "静安|Jing'an"), F("u", "city", "上海|Shanghai", False), F("u", "name", "Coco", False)],
    tag=True, me="Coco"),
C("group", "zh", [
    S("晓峰", "兄弟们，我下个月在成都办婚礼，都来啊，5月20号", x=True),
    S("老三", "必须到！我从北京飞过去"),
    S("胖子", "我在非洲出差，回不来，红包到"),
    S("晓峰", "胖子你还在埃塞俄比亚修铁路啊"),
    S("胖子", "是啊，还得干一年，中铁的活")], [
    F("u", "plan", "婚礼|办婚礼|wedding"), F("老三", "city", "北京|Beijing", False),
    F("胖子", "employer", "中铁|China Railway"), F("胖子", "job_title", "修铁路"),
    F("u", "name", "晓峰", False)], tag=True),
C("group", "zh", [
    S("张姐", "这个月水电费出来了，一共486，你们三个平分。我是房东我最后说一遍，按时交哈"),
    S("小林", "收到，我转162给你"),
    S("阿杰", "张姐我下个月要搬走了，公司把我调去武汉"),
    S("小林", "啊？那你的猫怎么办"),
    S("阿杰", "带走啊，咖啡跟我走")], [
    F("阿杰", "plan", "调去武汉|搬走"), F("阿杰", "pet", "猫|cat"), F("阿杰", "pet_name", "咖啡"),
    F("张姐", "relation", "房东|landlord"), F("u", "name", "小林", False)], tag=True, me="小林"),
C("group", "zh", [
    S("大姨", "婷婷，听说你在深圳买房了？"),
    S("婷婷", "没有没有，是租的，买不起😂", x=True),
    S("表姐", "婷婷你现在还在华为吗"),
    S("婷婷", "早不在了，去年跳到荣耀了，还是做硬件测试"),
    S("大姨", "那也好，你妈说你还养了条狗？"),
    S("婷婷", "对，一只柴犬，叫馒头")], [
    F("u", "city", "深圳|Shenzhen"), F("u", "employer", "荣耀|Honor"), F("u", "job_title", "硬件测试"),
    F("u", "pet", "柴犬|狗|shiba"), F("u", "pet_name", "馒头"), F("u", "name", "婷婷", False)], tag=True),
C("group", "zh", [
    S("阿明", "周日下午三点，老地方踢球，谁来？"),
    S("大伟", "我膝盖刚做完半月板手术，来不了"),
    S("阿明", "好好养着。小胡你呢"),
    S("小胡", "我来，带我弟一起，他刚从英国回来，在曼大读的书")], [
    F("u", "sport", "踢球|足球|football|soccer"), F("u", "plan", "周日下午三点|踢球", False),
    F("大伟", "health", "半月板手术|半月板"), F("小胡弟弟", "school", "曼大|曼彻斯特大学|University of Manchester"),
    F("u", "name", "阿明", False)], tag=True, me="阿明"),
C("group", "zh", [
    S("王阿姨", "今晚跳舞换地方了，去人民公园"),
    S("秀兰", "好嘞，我今晚晚点到，要去接孙女放学", x=True),
    S("李阿姨", "秀兰你孙女几年级了？"),
    S("秀兰", "一年级了，叫妞妞，可调皮了"),
    S("王阿姨", "我家孙子也一年级，说不定一个班")], [
    F("u", "hobby|sport", "跳舞|广场舞", False), F("u", "family", "妞妞|孙女"), F("妞妞", "relation", "孙女|granddaughter"),
    F("王阿姨", "family", "孙子", False), F("u", "name", "秀兰", False), F("u", "gender", "女|female", False)], tag=True),
C("group", "zh", [
    S("阿泽", "今晚开黑吗，我刚把号打上王者了"),
    S("小鹿", "来！不过我11点得睡，明天要去医院实习"),
    S("阿泽", "你不是学口腔的吗，还要去医院？"),
    S("小鹿", "口腔医院也是医院好吗😅 我在华西口腔"),
    S("老K", "我今晚加班，你们玩")], [
    F("u", "hobby", "开黑|打游戏|王者荣耀", False), F("小鹿", "major", "口腔|口腔医学|dentistry"),
    F("小鹿", "school|employer", "华西口腔"), F("小鹿", "job_title", "实习|intern", False),
    F("u", "name", "阿泽", False)], tag=True, me="阿泽"),
]

CASES = SHORT + DIARY + COMPANION + GROUP
