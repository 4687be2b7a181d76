"""Chinese cases of dev set 30: short chats, diaries, companion chats, group chats."""
from h import F, U, P, C, short, diary, comp, group

SHORT = [
    short("zh", "刚搬完家累死😮‍💨 现在住在温哥华列治文这边，离我姑妈家开车十分钟。我妈还在成都，天天视频问我吃没吃饭", [
        U("city", "温哥华|Vancouver"), U("place|city", "列治文|Richmond"),
        P("妈妈", "city", "成都|Chengdu"), U("family", "我妈|妈妈", False)], tag=True),
    short("zh", "我对芒果过敏，吃一口嘴巴就肿，但是我老公Tom超爱吃芒果，英国人没见过世面😂家里冰箱全是", [
        U("allergy", "芒果|mango"), U("partner", "Tom"), P("Tom", "relation", "老公|husband"),
        P("Tom", "fav_food", "芒果|mango"), P("Tom", "hometown", "英国|UK|England", False)], tag=True),
    short("zh", "问一下大家，我一个女生32岁了还考研是不是太晚啊，想读心理学", [
        U("age", "32"), U("gender", "女生|女|female"), U("plan", "考研", False)], tag=True),
    short("zh", "我不是老师哈，我是在墨尔本一家留学中介做前台的，别人总以为我教英语", [
        U("job_title", "前台|receptionist"), U("city", "墨尔本|Melbourne"),
        U("employer", "留学中介", False)], tag=True),
    short("zh", "狗子叫馒头，柯基，三岁了，屁股超圆🍑", [
        U("pet", "柯基|狗|corgi"), U("pet_name", "馒头")], tag=True),
    short("zh", "以前在腾讯干了五年，去年跳到了米哈游做原画，头发还在😂", [
        U("employer", "米哈游|miHoYo"), U("job_title", "原画|原画师")], tag=True),
    short("zh", "我手机号换了啊，新号13817246095，旧的那个139的别打了", [
        U("phone", "13817246095")], tag=True),
    short("zh", "本人女，28，坐标杭州，互联网运营，爱好撸猫和爬山，家里有只英短叫煤球", [
        U("gender", "女|female"), U("age", "28"), U("city", "杭州|Hangzhou"), U("industry", "互联网|internet"),
        U("job_title", "运营"), U("hobby", "撸猫"), U("sport|hobby", "爬山|hiking"),
        U("pet", "英短|猫|cat"), U("pet_name", "煤球")]),
    short("zh", "我老家是湖南衡阳的，所以无辣不欢，但我女朋友小雯是广东人，一点辣都吃不了", [
        U("hometown", "衡阳|湖南|Hengyang"), U("fav_food|diet", "辣|spicy", False), U("partner", "小雯"),
        P("小雯", "relation", "女朋友|girlfriend"), P("小雯", "hometown", "广东|Guangdong"),
        P("小雯", "diet|dislike", "辣|吃不了辣", False)], tag=True),
    short("zh", "我要是会弹钢琴就好了，小时候我妈逼我学的是二胡，拉了十年，现在在伦敦唐人街的业余乐团里偶尔还拉", [
        U("instrument", "二胡|erhu"), U("city", "伦敦|London", False)], tag=True),
    short("zh", "下个月18号雅思考试，报名费两千多，心在滴血，考完就申请英国的硕士", [
        U("plan", "雅思|雅思考试|IELTS"), U("plan", "申请英国的硕士", False)], tag=True),
    short("zh", "我邮箱是 lin.xiaoyu88@163.com，之前那个qq邮箱不用了", [
        U("email", "lin.xiaoyu88@163.com")], tag=True),
    short("zh", "我儿子乐乐今年上一年级了，我们在墨尔本，他英文比中文好多了，回国跟奶奶都聊不起来😅", [
        U("family", "乐乐"), P("乐乐", "relation", "儿子|son"), U("city", "墨尔本|Melbourne"),
        P("乐乐", "language", "英文|English", False), P("乐乐", "school", "一年级", False)], tag=True),
    short("zh", "我不喝酒的哈，乙肝携带者，医生不让", [
        U("health", "乙肝携带者|乙肝|hepatitis B"), U("diet", "不喝酒")]),
    short("zh", "在星巴克坐了一下午写论文，我是华师大的研究生，读教育学", [
        U("school", "华师大|华东师范大学|ECNU"), U("degree", "研究生|master"), U("major", "教育学|education")], tag=True),
    short("zh", "梦见我在巴黎开了个面包店😂醒来还是苏州工业园区一个做芯片测试的打工人", [
        U("job_title", "芯片测试"), U("industry", "芯片|半导体|semiconductor", False),
        U("city", "苏州|Suzhou", False)], tag=True),
    short("zh", "我婆婆下周从哈尔滨飞来悉尼帮我们带孩子，机票我昨晚刚订好", [
        P("婆婆", "plan", "飞来悉尼|来悉尼帮我们带孩子"), P("婆婆", "city", "哈尔滨|Harbin", False),
        U("city", "悉尼|Sydney", False), U("family", "婆婆", False), U("gender", "女|female", False)]),
    short("zh", "我老公以为我还在用iPhone，其实我早换成华为Mate60了，他是真不关心我", [
        U("belonging", "华为Mate60|Mate60|Huawei Mate 60"), U("partner", "老公|husband")], tag=True),
    short("zh", "大家好，我叫周晓雯，可以叫我雯雯，在银行做柜员，刚来这个群", [
        U("name", "周晓雯"), U("nickname", "雯雯"), U("job_title", "柜员|bank teller"),
        U("industry|employer", "银行|bank")]),
    short("zh", "我在多伦多，我妹在首尔留学，学韩语的，我自己一句韩语都不会，只会看韩剧", [
        U("city", "多伦多|Toronto"), P("妹妹", "city", "首尔|Seoul"), P("妹妹", "major", "韩语|Korean"),
        U("family", "我妹|妹妹"), U("hobby", "看韩剧|韩剧")], tag=True),
    short("zh", "今天体检结果出来了，甲状腺结节，还好是一级，我这人就是心大", [
        U("health", "甲状腺结节|thyroid nodule")]),
    short("zh", "你说我要不要养只猫啊？我住的是合租房，室友对猫毛过敏", [
        P("室友", "allergy", "猫毛|猫|cat"), P("室友", "relation", "室友|roommate", False)], tag=True),
    short("zh", "哈哈哈我是亿万富翁你信吗，其实就是个开滴滴的，白天跑车晚上带娃", [
        U("job_title", "开滴滴的|滴滴司机|网约车司机"), U("employer", "滴滴|DiDi", False),
        U("family", "娃", False)], tag=True),
    short("zh", "我爸退休前是中学物理老师，现在天天在小区里下象棋，我是随他，也喜欢物理，大学学的就是应用物理", [
        P("爸爸", "job_title", "退休|中学物理老师"), P("爸爸", "hobby", "下象棋|象棋"),
        U("major", "应用物理|applied physics"), U("family", "我爸|爸爸")], tag=True),
    short("zh", "老家在新疆伊犁，现在在广州打工，最想吃的还是我妈做的拌面", [
        U("hometown", "伊犁|新疆|Yili"), U("city", "广州|Guangzhou"), U("fav_food", "拌面")]),
    short("zh", "我素食六年了，不是为了减肥，就是不想吃肉。猫倒是顿顿要吃肉😂 它叫可乐", [
        U("diet", "素食|vegetarian"), U("pet", "猫|cat"), U("pet_name", "可乐")]),
    short("zh", "纠正一下，我不是24，是26了，上次打错了", [U("age", "26")], tag=True),
    short("zh", "最近在看《三体》第二遍，不过要说最爱的书还是《活着》，每次看都哭", [
        U("fav_book", "活着|《活着》|To Live")], tag=True),
    short("zh", "我是视障人士，用读屏软件打字，有错字见谅，我是做按摩的，在自己开的店", [
        U("health", "视障|视障人士|visually impaired"), U("job_title", "做按摩的|按摩师|masseur"),
        U("employer", "自己开的店", False)]),
    short("zh", "刚下夜班，急诊护士真的不是人干的，明天还要去考驾照科目二", [
        U("job_title", "急诊护士|护士|nurse"), U("plan", "科目二|考驾照科目二|驾照考试")]),
    short("zh", "我跟我老婆都是东北的，她是沈阳的我是大连的，现在一起在新加坡，家里说中文，孩子在学校说英文", [
        U("hometown", "大连|Dalian"), U("partner", "老婆|wife"), P("老婆", "hometown", "沈阳|Shenyang"),
        U("city", "新加坡|Singapore"), U("language", "中文|Chinese", False), U("family", "孩子", False)], tag=True),
    short("zh", "别问我几岁，问就是永远十八😏 反正属兔的，自己算", [], tag=True),
    short("zh", "我在字节上班是假的，其实是我表哥在字节，我在一家做宠物食品的小公司做销售", [
        P("表哥", "employer", "字节|字节跳动|ByteDance"), U("job_title", "销售|sales"),
        U("industry", "宠物食品|pet food"), U("family", "表哥", False)], tag=True),
    short("zh", "我会说粤语、普通话和一点点英语，在香港长大的，但现在定居伦敦", [
        U("language", "粤语|Cantonese"), U("language", "普通话|Mandarin"), U("language", "英语|English", False),
        U("hometown", "香港|Hong Kong"), U("city", "伦敦|London")]),
    short("zh", "周末带女儿去上芭蕾课，她五岁了，英文说得比我溜，在奥克兰长大的娃就是不一样。我自己周三周五晚上打羽毛球", [
        U("sport", "羽毛球|打羽毛球|badminton"), U("family", "女儿"), P("女儿", "age", "五岁|5"),
        P("女儿", "hobby|sport", "芭蕾|芭蕾课|ballet"), U("city", "奥克兰|Auckland", False)], tag=True),
    short("zh", ["生日快到啦，3月14号，跟圆周率一天",
                 "A: 那你是双鱼座呀！想怎么过？",
                 "对，打算跟男朋友去厦门玩两天，酒店订好了"], [
        U("birthday", "3月14号|3月14日|March 14"), U("plan", "去厦门|厦门|trip to Xiamen"),
        U("partner", "男朋友|boyfriend")]),
]

DIARY = [
    diary("zh", "3月2日 晴。早上送小宝去幼儿园，他又哭了，老师说过两周就好。上午在公司开了三个会，我们组新来的实习生是浙大的，聪明得很。中午和老陈吃了麻辣烫，他说他老婆怀二胎了。下午腰又疼，腰椎间盘突出这毛病跟我好几年了。晚上看了半集《漫长的季节》，还是觉得这是我这几年看过最好的剧。睡前给远在悉尼的姐姐发了个视频，她那边已经半夜了。", [
        U("health", "腰椎间盘突出"), U("fav_film", "漫长的季节|《漫长的季节》"),
        P("姐姐", "city", "悉尼|Sydney"), U("family", "姐姐", False), U("family", "小宝", False),
        P("实习生", "school", "浙大|浙江大学|Zhejiang University"),
        P("老陈老婆", "health", "怀二胎|怀孕|pregnant", False)], tag=True),
    diary("zh", "今天是来多伦多的第三年。早上给女儿Emma做了葱油饼，她说mom this is the best，差点感动哭。她现在十岁了，中文只会听不会说，周六送她去中文学校她就闹。我在一家会计师事务所做审计，今天客户又改数据，加班到七点。晚上跟我爸妈视频，他们在青岛，我爸说今年秋天想过来看看，还没买票。记一笔：明天要去续签工签。", [
        U("city", "多伦多|Toronto"), U("family", "Emma"), P("Emma", "relation", "女儿|daughter"),
        P("Emma", "age", "十岁|10"), P("Emma", "language", "中文|Chinese", False),
        U("job_title", "审计|auditor"), U("employer", "会计师事务所", False),
        P("爸妈", "city", "青岛|Qingdao"), P("爸妈", "plan", "过来看看", False), U("plan", "续签工签|工签")], tag=True),
    diary("zh", "今天真是无语的一天。电动车被偷了，那是我上班唯一的交通工具。报完警去店里上班，我在一家奶茶店当店长，一个月4500，老板说下个月给我涨。晚上回出租屋煮了包螺蛳粉，屋里臭了一晚上但我快乐。室友阿杰说他下个月要回贵州老家结婚了，我得重新找室友。我今年27了，我妈还在催我找对象，烦。", [
        U("job_title", "店长|store manager"), U("employer", "奶茶店", False), U("fav_food", "螺蛳粉", False),
        P("阿杰", "relation", "室友|roommate"), P("阿杰", "plan", "结婚|回贵州老家结婚"),
        P("阿杰", "hometown", "贵州|Guizhou"), U("age", "27")], tag=True),
    diary("zh", "7月15日 雨。上午去医院复查，糖尿病控制得还行，医生让我继续少吃主食。路过花鸟市场，没忍住又买了两盆兰花，老伴念叨我家里都摆不下了。下午孙子从加拿大打视频过来，小家伙叫我'阿嫲'，说的广东话比他爸还标准。晚上跳了一小时广场舞。明天我们老年大学书法班开课，我报了名。", [
        U("health", "糖尿病|diabetes"), U("hobby", "兰花|养兰花", False), U("partner", "老伴"),
        U("family", "孙子", False), P("孙子", "city", "加拿大|Canada"), P("孙子", "language", "广东话|粤语|Cantonese"),
        U("sport|hobby", "广场舞", False), U("plan", "书法班|老年大学书法班"), U("gender", "女|female", False)], tag=True),
    diary("zh", "周日。睡到十一点，起来发现猫把我新买的Switch手柄咬了。奶茶（猫名字，橘猫，胖）今天精神很好。下午和大学同学小雅去看了周杰伦的演唱会，我从初中听他听到现在，还是会哭。小雅说她要去深圳工作了，offer已经签了。回来路上在地铁上背了半小时单词，12月考六级。", [
        U("pet", "橘猫|猫|cat"), U("pet_name", "奶茶"), U("belonging", "Switch|Switch手柄"),
        U("fav_music", "周杰伦|Jay Chou"), P("小雅", "relation", "大学同学|同学"),
        P("小雅", "plan|city", "深圳|去深圳工作"), U("plan", "六级|考六级|CET-6")], tag=True),
    diary("zh", "今天是在伦敦的第一个春天，樱花开了。上午在实验室跑PCR，我是在帝国理工读博的，方向是免疫学。导师是个法国老头，人很好。中午和男朋友David一起吃了越南粉，他是本地人，会说一点点中文，会说'你好'和'好吃'。晚上给在武汉的爷爷打电话，他耳朵不好，我喊了半天。", [
        U("city", "伦敦|London"), U("school", "帝国理工|Imperial College"), U("degree", "读博|博士|PhD"),
        U("major", "免疫学|immunology"), U("partner", "David"), P("David", "relation", "男朋友|boyfriend"),
        P("David", "language", "中文|Chinese", False), P("爷爷", "city", "武汉|Wuhan"),
        P("爷爷", "health", "耳朵不好|听力不好"), U("family", "爷爷", False)], tag=True),
    diary("zh", "一月三号。新年第一周就感冒了，咳得要死。我是做外卖配送的，今天还是硬撑着跑了三十单。晚上老婆炖了梨汤，女儿小满在旁边写作业，她今年三年级。小满说她们班有个同学家里养了一只蛇，她也想养，我说想都别想。我们家只有一条金鱼就够了。", [
        U("job_title", "外卖配送|外卖员|delivery rider"), U("partner", "老婆|wife"), U("family", "小满"),
        P("小满", "relation", "女儿|daughter"), P("小满", "school", "三年级", False), U("pet", "金鱼|goldfish")], tag=True),
    diary("zh", "今天第一次一个人去看了心理咨询，说出来好像也没那么难。咨询师说我是中度焦虑。我在一家广告公司做文案，最近项目太多，每天都觉得喘不过气。下班路上给自己买了一束花，回家弹了会儿吉他，《晴天》的前奏终于不卡了。周末打算回嘉兴看外婆。", [
        U("health", "中度焦虑|焦虑|anxiety"), U("job_title", "文案|copywriter"), U("industry", "广告|advertising"),
        U("employer", "广告公司", False), U("instrument", "吉他|guitar"), U("plan", "回嘉兴看外婆", False),
        P("外婆", "city", "嘉兴|Jiaxing", False), U("family", "外婆", False)], tag=True),
    diary("zh", "5月20日，结婚十周年。老公陈磊一早订了花，虽然是我最不喜欢的百合，味道太冲，但心意领了。中午去了我们第一次约会的那家火锅店。他说等儿子放暑假，我们全家去奥克兰看我弟，我弟在那边开了家中餐馆，机票还没买。晚上儿子说他们学校下周要去春游，他最怕坐大巴，晕车。", [
        U("partner", "陈磊"), P("陈磊", "relation", "老公|husband"), U("dislike", "百合|lily"),
        P("弟弟", "city", "奥克兰|Auckland"), P("弟弟", "job_title", "开了家中餐馆|中餐馆老板"), U("family", "我弟|弟弟"),
        U("plan", "去奥克兰", False), U("family", "儿子", False), P("儿子", "health", "晕车|motion sickness")], tag=True),
    diary("zh", "今天去社区做了志愿者，帮老人量血压。我退休前是妇产科医生，干了三十多年，现在手还稳。下午回家练了一小时毛笔字，这是我最大的爱好。女儿在美国西雅图，在微软写代码，她说今年圣诞带外孙回来，我已经开始数日子了。我血压也有点高，得注意。", [
        U("job_title", "退休|妇产科医生|retired"), U("hobby", "毛笔字|练毛笔字|书法|calligraphy"), U("family", "女儿"),
        P("女儿", "city", "西雅图|Seattle"), P("女儿", "employer", "微软|Microsoft"),
        P("女儿", "job_title", "写代码|程序员"), P("女儿", "plan", "圣诞带外孙回来", False),
        U("health", "血压|高血压|high blood pressure")], tag=True),
    diary("zh", "记一下今天：终于在新家安顿下来了，从上海搬到了大理，房子在洱海边上，租的。我辞了外企的工作，现在接一些自由翻译的活，主要是英译中。邻居阿姨养了三只鹅，早上五点就叫。我自己也想养条狗，等稳定了再说。吃了一顿菌子火锅，没中毒哈哈哈。", [
        U("city", "大理|Dali"), U("place", "洱海边|洱海"), U("job_title", "自由翻译|翻译|translator"),
        U("language", "英|英语|English", False), P("邻居阿姨", "pet", "鹅|goose")], tag=True),
]

COMPANION = [
    comp("zh", "阿初", ["我今天又被领导骂了，做设计的真难",
                        "抱抱你～平面设计师每天要改很多稿吧？你是在北京那家公司对吧",
                        "不是北京啦，我在成都，上次跟你说过的。而且我是做UI的不是平面",
                        "对不起我记错了！成都的UI设计师，记住啦🥺",
                        "哼，罚你记住我最喜欢的歌手是陈奕迅"], [
        U("job_title", "UI|UI设计师|UI designer"), U("city", "成都|Chengdu"), U("fav_music", "陈奕迅|Eason Chan")], tag=True),
    comp("zh", "星野", ["星野，我跟你说，我下周要去做胃镜了，有点怕",
                        "别怕，我陪着你。是因为之前说的胃炎吗？",
                        "嗯，慢性胃炎好几年了。医生说要查一下",
                        "那你最近少喝咖啡哦，我知道你一天要三杯",
                        "哪有三杯，一杯就够了好吗。倒是你，你不是说你最喜欢喝抹茶吗",
                        "嘿嘿，对呀，抹茶是我的本命～"], [
        U("plan", "胃镜|做胃镜|gastroscopy"), U("health", "慢性胃炎|胃炎|gastritis"), C("fav_food", "抹茶|matcha")], tag=True),
    comp("zh", "糖糖", ["糖糖，我家女儿今天第一次在学校用英语做了presentation，我好骄傲",
                        "哇！Mia太棒了！她今年是不是七岁了？",
                        "八岁啦，二年级。我们来悉尼都五年了，时间好快",
                        "五年了呀！那你现在英文应该也很好了吧",
                        "我英语还是很一般，工作都在华人超市当收银，用不太到"], [
        U("family", "Mia", False), P("Mia", "relation", "女儿|daughter"), P("Mia", "age", "八岁|8"),
        U("city", "悉尼|Sydney"), U("job_title", "收银|收银员|cashier"), U("employer", "华人超市", False),
        U("language", "英语|English", False)], tag=True),
    comp("zh", "小鹿", ["小鹿你猜我多大",
                        "听你说话的感觉……22岁？大学生？",
                        "哈哈哈错！我都35了，两个孩子的爸",
                        "哇完全看不出来！那你一定是个很年轻的爸爸～",
                        "嘴真甜。我是开大货车的，跑长途，一出门就是半个月"], [
        U("age", "35"), U("family", "两个孩子|孩子"), U("gender", "男|male", False),
        U("job_title", "开大货车的|货车司机|truck driver")], tag=True),
    comp("zh", "暮暮", ["暮暮，晚安前聊一会儿",
                        "好呀～今天在医院忙吗？护士长大人",
                        "我不是护士长啦，是药剂师，在医院药房。你老是记混",
                        "呜呜，药剂师！我记在小本本上了。那你过敏的那个药是青霉素对吧？",
                        "对，青霉素过敏，还有海鲜也过敏，虾一吃就起疹子"], [
        U("job_title", "药剂师|pharmacist"), U("employer", "医院药房|医院", False),
        U("allergy", "青霉素|penicillin"), U("allergy", "海鲜|虾|seafood")], tag=True),
    comp("zh", "阿柚", ["阿柚，我养的仓鼠昨天走了😭",
                        "对不起……团子陪了你多久呀？",
                        "两年多。家里现在就剩一只兔子了，叫棉花",
                        "棉花一定也会想团子的。你要不要再养只仓鼠？",
                        "暂时不了。我打算去宠物医院给棉花打疫苗，约好了周六上午"], [
        U("pet", "兔子|rabbit"), U("pet_name", "棉花"), U("plan", "打疫苗|给棉花打疫苗")], tag=True),
    comp("zh", "白泽", ["白泽，你说我该不该辞职去读研",
                        "你现在是在国企做财务对吧？稳定的工作辞掉确实要想清楚",
                        "是财务，但不是国企，是一家民营的物流公司。我本科学的会计",
                        "明白了。那你想读什么方向？",
                        "想读MPAcc，但还没报名，就是想想"], [
        U("job_title", "财务|accountant"), U("industry", "物流|logistics"), U("employer", "物流公司", False),
        U("major", "会计|accounting"), U("degree", "本科|bachelor", False)], tag=True),
    comp("zh", "可可", ["可可，我婆婆今天又跟我吵，嫌我给孩子说英语太多",
                        "唉，婆媳关系好难。你们是住在一起吗？",
                        "对，我们在旧金山，婆婆从上海过来帮忙带娃半年，下个月就回去了",
                        "原来是这样。那你老公站哪边呀？",
                        "他叫Kevin，ABC，中文就会一句'吃饭了吗'，根本插不上话😂"], [
        U("city", "旧金山|San Francisco"), P("婆婆", "city", "上海|Shanghai"), P("婆婆", "plan", "下个月就回去了|回上海", False),
        U("partner", "Kevin"), P("Kevin", "relation", "老公|husband"), P("Kevin", "hometown", "美国|US", False),
        U("family", "孩子", False)], tag=True),
    comp("zh", "阿岚", ["今天跑完了人生第一个半马！！2小时08分",
                        "太厉害了！你是不是一直有在练跑步？",
                        "练了一年了，每周跑三次。膝盖还好",
                        "那下一个目标是全马吗？",
                        "已经报了11月的杭州马拉松了，抽中了！"], [
        U("sport", "跑步|running"), U("plan", "杭州马拉松|马拉松|Hangzhou Marathon")], tag=True),
    comp("zh", "橙子", ["橙子，你还记得我生日吗",
                        "当然！10月3号对不对？",
                        "错了，是10月13号，少了个1！",
                        "啊对不起！10月13号，天秤座！",
                        "好吧原谅你了，今年生日我要一个人去看海"], [
        U("birthday", "10月13号|10月13日|October 13"), U("plan", "去看海|看海", False)], tag=True),
    comp("zh", "夏夏", ["夏夏，我最近在学日语，每天背五十个单词",
                        "好棒！是为了去日本旅游吗？",
                        "不是，公司要派我去大阪分公司，明年四月过去，我在一家做汽车零件的日企",
                        "哇恭喜！大阪的章鱼烧很好吃哦",
                        "我不吃章鱼哈哈，看着就怕。我喜欢吃拉面"], [
        U("language", "日语|Japanese"), U("plan", "去大阪分公司|大阪|Osaka"), U("industry", "汽车零件|auto parts"),
        U("employer", "日企", False), U("dislike", "章鱼|octopus"), U("fav_food", "拉面|ramen")], tag=True),
    comp("zh", "阿森", ["阿森，我是不是跟你说过我有个双胞胎姐姐",
                        "说过呀，她是在深圳当律师的那个吧？",
                        "她是在深圳，但她是做法务的，不算律师。我们俩长得一模一样，但她是左撇子",
                        "好有意思！那你也是左撇子吗？",
                        "我不是哈。对了我今天剪了短发，感觉自己帅了"], [
        U("family", "双胞胎姐姐|姐姐|twin sister"), P("姐姐", "city", "深圳|Shenzhen"),
        P("姐姐", "job_title", "法务|legal")], tag=True),
    comp("zh", "一一", ["一一，今天带我家狗狗去打疫苗了，是只边牧，叫豆包",
                        "豆包好可爱！边牧是不是很聪明？",
                        "超聪明，会自己开门。我一个人住在北京，还好有它陪着",
                        "你一个人在北京打拼辛苦啦。你做什么工作来着？",
                        "程序员，在京东写后端，天天被需求方追着打"], [
        U("pet", "边牧|狗|border collie"), U("pet_name", "豆包"), U("city", "北京|Beijing"),
        U("job_title", "程序员|后端|programmer"), U("employer", "京东|JD")]),
    comp("zh", "小安", ["小安，我外孙女从英国回来过暑假了，天天跟我说英语，我一句都听不懂",
                        "哈哈奶奶好可爱！外孙女叫什么名字呀？",
                        "叫Lily，中文名叫莉莉，她九岁。我是外婆不是奶奶哈",
                        "外婆！记住了～Lily喜欢吃什么呢？",
                        "她最爱吃我包的饺子，一顿能吃二十个"], [
        U("family", "Lily"), P("Lily", "relation", "外孙女|granddaughter"), P("Lily", "age", "九岁|9"),
        P("Lily", "city", "英国|UK", False), P("Lily", "fav_food", "饺子|dumplings"),
        P("Lily", "name", "莉莉", False), U("gender", "女|female", False)], tag=True),
]

GROUP = [
    group("zh", [("妈妈", "小林，你上次说你们在温哥华那边换工作了？"),
                 ("小林", "对，妈，我现在在一家游戏公司做测试，比之前那个好多了"),
                 ("姐姐", "我们这边伦敦下了一周的雨，我家猫都抑郁了"),
                 ("小林", "姐你那只布偶还好吧？对了我下个月回国，机票买了，15号到")], [
        U("job_title", "测试|QA|tester"), U("industry", "游戏|gaming"), U("employer", "游戏公司", False),
        U("city", "温哥华|Vancouver"), U("plan", "回国"), P("姐姐", "city", "伦敦|London"),
        P("姐姐", "pet", "布偶|猫|cat")], me="小林", tag=True),
    group("zh", [("王姐", "明天的周会改到下午三点，大家记一下"),
                 ("小赵", "收到。王姐我明天上午要请半天假，去医院复查一下我那个过敏性鼻炎"),
                 ("阿伟", "我也过敏性鼻炎，春天简直要命。我家还有两只猫，天天打喷嚏"),
                 ("王姐", "小赵你去吧，顺便帮我看看那家医院有没有儿科，我家闺女老咳嗽")], [
        U("health", "过敏性鼻炎|allergic rhinitis"), U("plan", "复查|去医院复查"), U("name", "小赵", False),
        P("阿伟", "health", "过敏性鼻炎|allergic rhinitis"), P("阿伟", "pet", "猫|cat"),
        P("王姐闺女", "health", "咳嗽", False)], exporter="小赵", tag=True),
    group("zh", [("老周", "楼下那辆白色宝马谁家的，挡着消防通道了"),
                 ("阿May", "不是我家的，我家是辆蓝色的特斯拉。我刚搬来3栋，叫我阿May就行"),
                 ("陈阿姨", "欢迎欢迎！我在3栋住了二十年了，有事找我。你是做什么的呀？"),
                 ("阿May", "我在附近的幼儿园当老师，阿姨家小孙子要上幼儿园可以找我问问😊")], [
        U("belonging", "特斯拉|Tesla"), U("nickname|name", "阿May"), U("job_title", "老师|幼儿园老师|teacher"),
        U("employer", "幼儿园", False), U("place", "3栋"), P("陈阿姨", "place", "3栋")], me="阿May", tag=True),
    group("zh", [("胖虎", "兄弟们，我下个月结婚，请柬发了，都得来啊"),
                 ("阿哲", "必须的！我从济南过去喝喜酒，高铁票已经抢好了"),
                 ("老四", "我去不了，人在迪拜出差，得待到年底"),
                 ("小北", "我带女朋友一起去行不行，她也想见见你们")], [
        P("胖虎", "plan", "结婚|wedding"), U("plan", "喝喜酒|去喝喜酒"), U("city", "济南|Jinan", False),
        U("name", "阿哲", False), P("小北", "partner", "女朋友|girlfriend")], exporter="阿哲", tag=True),
    group("zh", [("刘芳", "各位家长好，我是三年二班朵朵妈妈刘芳，我们家朵朵花生过敏，明天班级聚餐麻烦注意一下🙏"),
                 ("王老师", "收到，朵朵妈妈放心，我会跟食堂说"),
                 ("浩浩爸爸", "我们浩浩也对鸡蛋过敏，一起注意一下吧"),
                 ("刘芳", "谢谢王老师！我在市一医院上班，有什么小毛病大家可以问我")], [
        U("name", "刘芳"), U("family", "朵朵"), P("朵朵", "relation", "女儿|daughter", False),
        P("朵朵", "allergy", "花生|peanut"), P("朵朵", "school", "三年二班", False),
        P("浩浩", "allergy", "鸡蛋|egg"), U("employer", "市一医院"), U("gender", "女|female", False)], me="刘芳", tag=True),
    group("zh", [("老黄", "今天水库上了条八斤的草鱼！"),
                 ("大军", "牛啊老黄！我这周末在厂里加班，去不了，下周六我肯定去，渔具都买新的了，达亿瓦的竿"),
                 ("阿才", "我上周在那钓了一天空军😂 我老婆说我再空军就别回家了"),
                 ("老黄", "大军你那个竿多少钱？我也想换")], [
        U("belonging", "达亿瓦的竿|达亿瓦|Daiwa"), U("hobby", "钓鱼|fishing", False),
        U("plan", "下周六", False), P("阿才", "partner", "老婆|wife", False)], exporter="大军", tag=True),
    group("zh", [("舅舅", "Tina最近在澳洲怎么样啊"),
                 ("Tina", "挺好的舅舅！我在布里斯班读护理，明年毕业。打工在一家韩国餐厅端盘子"),
                 ("表妹", "姐我也想去澳洲读书！我爸不让😭"),
                 ("舅舅", "你先把高考考好再说。Tina你注意身体，别太累")], [
        U("city", "布里斯班|Brisbane"), U("major", "护理|nursing"), U("job_title", "端盘子|服务员|waitress"),
        U("employer", "韩国餐厅", False), U("plan", "明年毕业", False), P("表妹", "plan", "高考", False),
        U("name", "Tina", False)], me="Tina", tag=True),
    group("zh", [("小周", "周四晚上8点老地方，报名接龙：1.小周"),
                 ("文文", "2.文文 我带新球拍来，尤尼克斯的天斧"),
                 ("老李", "3.老李 最近膝盖有点疼，打半场就撤"),
                 ("阿光", "我这周在广州出差，去不了，下周吧")], [
        U("plan", "周四晚上8点"), U("belonging", "尤尼克斯的天斧|天斧|Yonex"), U("sport", "羽毛球|badminton", False),
        U("name", "文文", False), P("老李", "health", "膝盖有点疼|膝盖疼"), P("老李", "plan", "周四晚上8点")],
        exporter="文文", tag=True),
    group("zh", [("阿敏", "姐妹们我官宣了，跟男朋友阿杰订婚了！💍 明年五一办婚礼"),
                 ("小雨", "啊啊啊恭喜！！阿杰是那个在华为的吗？"),
                 ("阿敏", "对就是他，不过他下个月跳槽去vivo了"),
                 ("琪琪", "我男朋友也是华为的哈哈，改天约一起吃饭")], [
        U("partner", "阿杰"), P("阿杰", "relation", "男朋友|boyfriend"), U("plan", "婚礼|办婚礼|wedding"),
        P("阿杰", "employer", "华为|Huawei"), P("阿杰", "employer|plan", "vivo", False),
        P("琪琪", "partner", "男朋友|boyfriend"), P("琪琪男朋友", "employer", "华为|Huawei")], me="阿敏", tag=True),
    group("zh", [("爸爸", "儿子，你们那边奥克兰下雪了吗"),
                 ("小飞", "爸，奥克兰不下雪的😂 我这周升职了，现在是项目经理"),
                 ("妈妈", "太好了！你那边冷不冷，你胃不好，别老吃冷的")], [
        U("city", "奥克兰|Auckland", False), U("job_title", "项目经理|project manager"),
        U("gender", "男|male", False), U("health", "胃不好", False), U("name", "小飞", False)], exporter="小飞", tag=True),
    group("zh", [("老孙", "各位，下周一我调去成都分公司了，这个项目交给小吴"),
                 ("小吴", "孙哥放心！我刚从产品转到运营，正好熟悉一下"),
                 ("Lisa", "孙哥成都那边火锅可以的，我老家就成都的"),
                 ("老孙", "哈哈我一个广东人不吃辣，去了只能吃鸳鸯锅了")], [
        U("plan", "调去成都分公司|成都分公司"), U("hometown", "广东|Guangdong"), U("diet|dislike", "不吃辣|辣"),
        P("小吴", "job_title", "运营"), P("Lisa", "hometown", "成都|Chengdu")], me="老孙", tag=True),
]
