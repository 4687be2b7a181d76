"""Chinese cases of dev set 42: short chats, diaries, companion chats, group chats."""
from h import C, U, A, S, F

Z = "zh"

# ---------------- short chats ----------------
C(Z, "short", [U("我儿子今年六岁，刚上幼儿园大班，我女儿豆豆九岁在育才小学读三年级，俩人天天吵架🙃")], [
    F("u", "family", ["我儿子", "儿子", "son"]),
    F("儿子", "age", ["六岁", "6"]),
    F("儿子", ["school", "degree"], ["幼儿园大班", "幼儿园"]),
    F("u", "family", ["豆豆", "女儿", "daughter"]),
    F("豆豆", "relation", ["女儿", "daughter"]),
    F("豆豆", "age", ["九岁", "9"]),
    F("豆豆", "school", ["育才小学"]),
    F("豆豆", ["degree", "school"], ["三年级"]),
])

C(Z, "short", [U("我不是老师啊，我是教培机构的课程顾问，天天打电话的那种😅 我妈才是老师，在县一中教了三十年语文")], [
    F("u", "job_title", ["课程顾问"]),
    F("u", ["industry"], ["教培", "教育培训", "education"]),
    F("u", "employer", ["教培机构"], False),
    F("u", "family", ["我妈", "妈妈", "mother"]),
    F("妈妈", "job_title", ["老师", "语文老师", "teacher"]),
    F("妈妈", ["employer", "school"], ["县一中"]),
], tag=True)

C(Z, "short", [U("本人女，95年的，山东潍坊人，现在在苏州园区做HR")], [
    F("u", "gender", ["女", "female"]),
    F("u", ["birthday", "age"], ["95年", "1995"]),
    F("u", "hometown", ["潍坊", "山东潍坊", "山东"]),
    F("u", "city", ["苏州", "Suzhou"]),
    F("u", ["place", "city"], ["园区", "苏州园区"]),
    F("u", "job_title", ["HR", "人事"]),
])

C(Z, "short", [U("那个我跟你说一下我老公是做外卖站长的就是美团那个站点他管三十多个骑手然后我婆婆跟我们住一起帮忙带孩子我自己在家开了个淘宝店卖童装")], [
    F("u", "partner", ["老公", "husband"]),
    F("老公", "job_title", ["站长", "外卖站长"]),
    F("老公", "employer", ["美团", "Meituan"]),
    F("u", "family", ["婆婆", "mother-in-law"]),
    F("u", "family", ["孩子"], False),
    F("u", ["job_title", "employer"], ["淘宝店", "开了个淘宝店", "淘宝店主"]),
], tag=True)

C(Z, "short", [U("想养只布偶猫想了两年了，结果我对猫毛过敏，只能云吸猫了😭 现在养了只乌龟叫慢慢")], [
    F("u", "allergy", ["猫毛", "猫", "cat"]),
    F("u", "pet", ["乌龟", "turtle"]),
    F("u", "pet_name", ["慢慢"]),
], tag=True)

C(Z, "short", [U("我爸退休前是铁路上的火车司机，现在天天钓鱼。我哥在乌鲁木齐当兵，一年回来一次")], [
    F("u", "family", ["我爸", "爸爸", "father"]),
    F("爸爸", "job_title", ["退休", "retired"]),
    F("爸爸", "job_title", ["火车司机"], False),
    F("爸爸", "hobby", ["钓鱼", "fishing"]),
    F("u", "family", ["我哥", "哥哥", "brother"]),
    F("哥哥", "city", ["乌鲁木齐", "Urumqi"]),
    F("哥哥", "job_title", ["当兵", "军人", "soldier"]),
], tag=True)

C(Z, "short", [U("吃不了辣，一吃就胃疼，胃炎老毛病了")], [
    F("u", ["diet", "dislike"], ["吃不了辣", "不吃辣"]),
    F("u", "health", ["胃炎", "gastritis"]),
])

C(Z, "short", [U("我邮箱是 lanxiaoyu_88@163.com，之前那个 88xiaoyu@qq.com 不用了，别往那发")], [
    F("u", "email", ["lanxiaoyu_88@163.com"]),
], tag=True)

C(Z, "short", [U("新手机号 139 0571 2286，旧号138开头那个已经停机了，有事打新的")], [
    F("u", "phone", ["139 0571 2286", "13905712286"]),
], tag=True)

C(Z, "short", [U("大家都叫我阿毛，因为小时候头发特别少哈哈，真名叫毛嘉怡")], [
    F("u", "nickname", ["阿毛"]),
    F("u", "name", ["毛嘉怡"]),
])

C(Z, "short", [U("刚拿到驾照，买了辆二手的比亚迪秦，开去公司还挺省油。我在顺丰做客服，天天被骂")], [
    F("u", "belonging", ["比亚迪秦", "二手的比亚迪秦", "car"]),
    F("u", "employer", ["顺丰", "SF Express"]),
    F("u", "job_title", ["客服", "customer service"]),
], tag=True)

C(Z, "short", [U("我是独生子，爸妈都在老家开超市，老家是江西赣州的，我现在在东莞打工")], [
    F("u", "family", ["独生子", "only child"]),
    F("u", "gender", ["男", "male"], False),
    F("爸妈", ["job_title", "employer"], ["开超市", "超市"]),
    F("爸妈", "city", ["赣州"], False),
    F("u", "hometown", ["赣州", "江西赣州", "江西"]),
    F("u", "city", ["东莞", "Dongguan"]),
])

C(Z, "short", [U("不喝酒不抽烟，就爱喝点奶茶，最喜欢的是霸王茶姬的伯牙绝弦")], [
    F("u", "fav_food", ["伯牙绝弦", "奶茶"]),
    F("u", ["diet", "health"], ["不喝酒不抽烟", "不喝酒"], False),
], tag=True)

C(Z, "short", [U("我闺蜜在杭州阿里当产品经理，天天加班到十一点，我就不一样了，我在老家县城的邮政银行上班，朝九晚五")], [
    F("闺蜜", "city", ["杭州", "Hangzhou"]),
    F("闺蜜", "employer", ["阿里", "阿里巴巴", "Alibaba"]),
    F("闺蜜", "job_title", ["产品经理", "product manager"]),
    F("u", "employer", ["邮政银行"]),
    F("u", ["place", "city"], ["老家县城", "县城"], False),
], tag=True)

C(Z, "short", [U("我的天我们家狗子又把沙发咬了，柯基真的是拆家冠军，它叫可乐，三岁了")], [
    F("u", "pet", ["柯基", "狗", "corgi"]),
    F("u", "pet_name", ["可乐"]),
], tag=True)

C(Z, "short", [U("以前在上海做了五年会计，去年辞职回成都了，现在开了家小火锅店，生意还行")], [
    F("u", "city", ["成都", "Chengdu"]),
    F("u", ["job_title", "employer"], ["火锅店", "开了家小火锅店", "老板"]),
], tag=True)

C(Z, "short", [U("我学的是临床医学，本科在川大华西，现在研二，方向是心内科")], [
    F("u", "major", ["临床医学", "clinical medicine"]),
    F("u", "major", ["心内科", "cardiology"], False),
    F("u", "school", ["川大华西", "华西", "四川大学"]),
    F("u", ["degree", "job_title", "school"], ["研二", "研究生"]),
])

C(Z, "short", [U("我生日是腊月二十三，小年那天，所以每年都跟过年混在一起过🥲")], [
    F("u", "birthday", ["腊月二十三", "小年"]),
])

C(Z, "short", [U("谁知道北京哪里能学萨克斯啊？我吹长笛十几年了，想换个乐器玩玩")], [
    F("u", "instrument", ["长笛", "flute"]),
    F("u", "city", ["北京", "Beijing"], False),
], tag=True)

C(Z, "short", [U("我家三口人，我老婆是护士在市妇幼，儿子朵朵上初一，我自己是跑长途货车的，一出门就半个月")], [
    F("u", "family", ["三口人", "我家三口人"], False),
    F("u", "partner", ["老婆", "wife"]),
    F("老婆", "job_title", ["护士", "nurse"]),
    F("老婆", "employer", ["市妇幼"]),
    F("u", "family", ["朵朵", "儿子"]),
    F("朵朵", "relation", ["儿子", "son"]),
    F("朵朵", ["degree", "school"], ["初一"]),
    F("u", "job_title", ["跑长途货车", "货车司机", "truck driver"]),
    F("u", "gender", ["男", "male"], False),
])

C(Z, "short", [U("海鲜过敏，虾蟹都不行")], [
    F("u", "allergy", ["海鲜", "虾蟹", "seafood"]),
])

C(Z, "short", [U("我男朋友是湖南人，超能吃辣，我是广东的完全吃不了，每次吃饭都要点两份")], [
    F("u", "partner", ["男朋友", "boyfriend"]),
    F("男朋友", "hometown", ["湖南", "Hunan"]),
    F("男朋友", ["fav_food", "diet"], ["能吃辣", "辣"], False),
    F("u", "hometown", ["广东", "Guangdong"]),
    F("u", ["diet", "dislike"], ["完全吃不了", "吃不了辣"]),
], tag=True)

C(Z, "short", [U("我梦见我考上清华了，醒来发现自己还在工地搬砖😂 真实情况是我在中建三局当施工员")], [
    F("u", "employer", ["中建三局"]),
    F("u", "job_title", ["施工员"]),
], tag=True)

C(Z, "short", [U("我们小区楼下新开了家瑞幸，我每天上班前都去买一杯生椰拿铁，店员都认识我了")], [
    F("u", "fav_food", ["生椰拿铁"]),
], tag=True)

C(Z, "short", [U("唉我婆婆是退休的中学校长，要求特别高，我公公倒是好说话，在老年大学学书法")], [
    F("u", "family", ["婆婆", "mother-in-law"]),
    F("婆婆", "job_title", ["退休", "retired"]),
    F("婆婆", "job_title", ["中学校长"], False),
    F("u", "family", ["公公", "father-in-law"]),
    F("公公", "hobby", ["书法", "calligraphy"]),
], tag=True)

C(Z, "short", [U("平时爱看书，最喜欢余华的《活着》，看了四遍了，每次都哭")], [
    F("u", "fav_book", ["活着", "《活着》", "To Live"]),
    F("u", "hobby", ["看书", "reading"]),
])

C(Z, "short", [U("周末一般去打羽毛球，一周两三次吧，膝盖不太好不敢打太狠")], [
    F("u", "sport", ["羽毛球", "badminton"]),
    F("u", "health", ["膝盖不太好", "膝盖"]),
])

C(Z, "short", [U("五月份要去考雅思了，报名费交了两千多，心疼。目标7分，想申请墨尔本的研究生")], [
    F("u", "plan", ["考雅思", "雅思", "IELTS"]),
    F("u", "plan", ["申请墨尔本的研究生"], False),
], tag=True)

C(Z, "short", [U("我弟在深圳华为做硬件，我妹还在读高三，我夹在中间天天被我妈念叨什么时候结婚🙄")], [
    F("u", "family", ["我弟", "弟弟", "brother"]),
    F("弟弟", "city", ["深圳", "Shenzhen"]),
    F("弟弟", "employer", ["华为", "Huawei"]),
    F("弟弟", ["job_title", "industry"], ["硬件", "硬件工程师"]),
    F("u", "family", ["我妹", "妹妹", "sister"]),
    F("妹妹", ["degree", "school", "job_title"], ["高三"]),
    F("u", "family", ["我妈"], False),
], tag=True)

C(Z, "short", [U("家里有只橘猫叫大橘，十二斤，胖得跳不上沙发")], [
    F("u", "pet", ["橘猫", "猫", "cat"]),
    F("u", "pet_name", ["大橘"]),
], tag=True)

C(Z, "short", [U("我是汉族，能说普通话、粤语，英语一般般，日语只会看动漫学的几句")], [
    F("u", "language", ["普通话", "Mandarin"]),
    F("u", "language", ["粤语", "Cantonese"]),
    F("u", "language", ["英语", "English"], False),
], tag=True)

C(Z, "short", [U("明年三月结婚！婚礼定在老家宜宾，未婚夫是做消防的，叫周航")], [
    F("u", "plan", ["结婚", "婚礼", "wedding"]),
    F("u", "partner", ["周航", "未婚夫"]),
    F("周航", "relation", ["未婚夫", "fiancé"]),
    F("周航", "job_title", ["消防", "消防员", "firefighter"]),
    F("u", "hometown", ["宜宾", "Yibin"]),
])

C(Z, "short", [U("在读小学的女儿问我：妈妈你是做什么的？我说我是做程序员的，她说那你会修电脑吗😂")], [
    F("u", "job_title", ["程序员", "programmer"]),
    F("u", "family", ["女儿", "daughter"]),
    F("女儿", ["school", "degree"], ["小学"]),
    F("u", "gender", ["女", "female"], False),
], tag=True)

C(Z, "short", [U("男，属兔的，今年29")], [
    F("u", "gender", ["男", "male"]),
    F("u", "age", ["29"]),
    F("u", "birthday", ["属兔"], False),
])

C(Z, "short", [U("不好意思之前说错了，我不在南京，我在镇江，南京是我大学那四年待的地方，南京师范大学")], [
    F("u", "city", ["镇江", "Zhenjiang"]),
    F("u", "school", ["南京师范大学", "南师大"]),
], tag=True)

C(Z, "short", [U("我岳父是老中医，在村里开诊所，我丈母娘在家种茶叶，我媳妇是他们家老大，下面还有个弟弟在昆明读大学")], [
    F("u", "family", ["岳父", "father-in-law"]),
    F("岳父", "job_title", ["老中医", "中医"]),
    F("岳父", "employer", ["诊所"], False),
    F("u", "family", ["丈母娘", "mother-in-law"]),
    F("丈母娘", "job_title", ["种茶叶", "茶农"]),
    F("u", "partner", ["媳妇", "wife"]),
    F("媳妇弟弟", "city", ["昆明", "Kunming"]),
    F("媳妇弟弟", ["job_title", "degree"], ["读大学", "大学生"], False),
    F("u", "gender", ["男", "male"], False),
])

# ---------------- diaries ----------------
C(Z, "diary", [U("3月12日 晴。今天早上六点就被楼上装修吵醒，烦死。送朵朵去学校后去菜市场买了排骨，回家炖汤。下午在单位（区税务局）开了三个小时的会，科长又让我们周末加班。晚上老公从武汉出差回来，带了一箱热干面，他们公司派他去那边跟项目，估计还要去好几趟。朵朵数学考了98，奖励她周六去看电影。我最近腰椎间盘突出又犯了，医生让我少坐多走，可是上班哪有时间。")], [
    F("u", "employer", ["区税务局", "税务局"]),
    F("u", "partner", ["老公", "husband"]),
    F("u", "family", ["朵朵"], False),
    F("朵朵", "relation", ["女儿", "daughter"], False),
    F("u", "health", ["腰椎间盘突出"]),
], tag=True)

C(Z, "diary", [U("周四。今天终于把毕业论文初稿交了！！！导师说框架没问题。我们专业（环境工程）今年就业好难，室友小敏已经签了中石化，我还在等两个面试。晚上和小敏去学校后门吃了麻辣烫，我又点了最爱的番茄牛腩。回宿舍给我爸打了个电话，他在工地上摔了一下，还好没大事，我妈在医院陪着。明天要去图书馆还书，顺便借本东野圭吾的。")], [
    F("u", "major", ["环境工程", "environmental engineering"]),
    F("小敏", "relation", ["室友", "roommate"]),
    F("小敏", ["employer", "plan"], ["中石化", "Sinopec"]),
    F("u", "fav_food", ["番茄牛腩"]),
    F("u", "family", ["我爸"], False),
    F("爸爸", "job_title", ["工地", "建筑工人"], False),
], tag=True)

C(Z, "diary", [U("今天是星期天，大儿子一家从广州回来吃饭。他在广州开物流公司，这几年做得不错，儿媳妇是银行的，孙子小宝五岁了，会背好多唐诗。小女儿在北京读博士，学的是什么材料，我也搞不懂，过年才回来。老伴血压高，我天天盯着他吃药。我自己退休前在纺织厂当会计，现在每天早上去公园跳广场舞，跟老姐妹们热闹热闹。")], [
    F("u", "family", ["大儿子", "儿子", "son"]),
    F("大儿子", "city", ["广州", "Guangzhou"]),
    F("大儿子", ["job_title", "employer"], ["开物流公司", "物流公司"]),
    F("儿媳妇", ["employer", "industry"], ["银行", "bank"], False),
    F("u", "family", ["小宝", "孙子"]),
    F("小宝", "relation", ["孙子", "grandson"]),
    F("小宝", "age", ["五岁", "5"]),
    F("u", "family", ["小女儿", "女儿", "daughter"]),
    F("小女儿", "city", ["北京", "Beijing"]),
    F("小女儿", "degree", ["博士", "PhD"]),
    F("小女儿", "major", ["材料", "materials"], False),
    F("u", "partner", ["老伴"]),
    F("老伴", "health", ["血压高", "高血压"]),
    F("u", "job_title", ["退休", "retired"]),
    F("u", "job_title", ["会计", "accountant"], False),
    F("u", ["hobby", "sport"], ["广场舞", "跳广场舞"]),
], tag=True)

C(Z, "diary", [U("今天又是被甲方折磨的一天。我在一家广告公司做设计，就是美工那种，月薪八千在杭州真的不够花。中午点了份黄焖鸡，难吃。下班路过宠物店看到一只小柴犬，差点冲动买了，还是忍住了，我租的房子不让养。晚上跟我对象视频，他在老家绵阳当老师，异地第三年了，说好明年我回去。睡前弹了会儿尤克里里，手指疼。")], [
    F("u", "employer", ["广告公司"], False),
    F("u", "job_title", ["设计", "美工", "设计师"]),
    F("u", "city", ["杭州", "Hangzhou"]),
    F("u", "partner", ["对象"]),
    F("对象", "city", ["绵阳", "Mianyang"]),
    F("对象", "hometown", ["绵阳", "Mianyang"]),
    F("对象", "job_title", ["老师", "teacher"]),
    F("u", "hometown", ["绵阳"], False),
    F("u", "plan", ["明年我回去", "回绵阳"], False),
    F("u", "instrument", ["尤克里里", "ukulele"]),
], tag=True)

C(Z, "diary", [U("1月5日。今天开家长会，二宝的班主任说他上课老讲话😤。大宝在市实验中学读初二，成绩还行，就是沉迷手机。我们家是双职工，我在电网上班，孩子爸爸在交警大队，两个人都忙，全靠我妈过来帮忙。我妈以前是小学老师，带孩子有一套。晚上给大宝做了他最爱的可乐鸡翅，二宝不吃鸡翅，他对花生过敏，点心都得看配料表。")], [
    F("u", "family", ["大宝"]),
    F("大宝", "school", ["市实验中学"]),
    F("大宝", ["degree", "school"], ["初二"]),
    F("大宝", "fav_food", ["可乐鸡翅"]),
    F("u", "family", ["二宝"]),
    F("二宝", "allergy", ["花生", "peanut"]),
    F("u", "employer", ["电网", "国家电网"]),
    F("u", "partner", ["孩子爸爸", "老公"]),
    F("孩子爸爸", "employer", ["交警大队"]),
    F("孩子爸爸", "job_title", ["交警"], False),
    F("u", "family", ["我妈", "妈妈"]),
    F("妈妈", "job_title", ["小学老师"], False),
    F("u", "gender", ["女", "female"], False),
], tag=True)

C(Z, "diary", [U("夜班结束已经早上八点了。这周连上了四个夜班，我一个小护士真的扛不住，感觉身体被掏空。我们科（儿科）最近收了好多支原体肺炎的小孩。回家路上在包子铺买了两个菜包，我吃素三年了，同事总说我营养不够。下午睡醒，收到了护士长的消息，说下个月让我去上海进修三个月，报名表已经交了。晚上和我们家猫猫（英短，叫芝麻）躺着看了一集我最爱的剧《甄嬛传》，第六遍了哈哈。")], [
    F("u", "job_title", ["护士", "nurse"]),
    F("u", ["industry", "job_title"], ["儿科", "儿科护士"], False),
    F("u", "diet", ["吃素", "素食", "vegetarian"]),
    F("u", "plan", ["去上海进修", "进修"]),
    F("u", "pet", ["英短", "猫"]),
    F("u", "pet_name", ["芝麻"]),
    F("u", "fav_film", ["甄嬛传", "《甄嬛传》"]),
], tag=True)

C(Z, "diary", [U("今天下了一天雨没法下地，在家修了一上午三轮车。我们村今年种的是葡萄，我家十二亩，巨峰和阳光玫瑰都有。下午闺女打视频来，她在重庆读大二，学护理的，说暑假不回来要去奶茶店打工。我跟她妈说随她吧。晚上去村口老李家喝了两杯，他儿子在县里当公务员，老李天天挂嘴上。我血糖有点高，喝完就后悔了。")], [
    F("u", "job_title", ["种的是葡萄", "种葡萄", "果农", "farmer"]),
    F("u", "belonging", ["三轮车"]),
    F("u", "family", ["闺女", "女儿", "daughter"]),
    F("闺女", "city", ["重庆", "Chongqing"]),
    F("闺女", ["degree", "school", "job_title"], ["大二"]),
    F("闺女", "major", ["护理", "nursing"]),
    F("闺女", "plan", ["去奶茶店打工"], False),
    F("u", "partner", ["她妈"], False),
    F("老李儿子", "job_title", ["公务员", "civil servant"]),
    F("u", "health", ["血糖有点高", "血糖高"]),
], tag=True)

C(Z, "diary", [U("周六，难得不加班。上午带婆婆去做了体检，她有糖尿病，要定期查。下午小姑子来家里，她在南京做律师，刚离婚，情绪不太好，我陪她聊了一下午。老公在外地出差，说下周回来。晚饭自己做了酸菜鱼，我的拿手菜。睡前背了二十个日语单词，N2考试在七月，已经报名了，这次一定要过。")], [
    F("u", "family", ["婆婆", "mother-in-law"]),
    F("婆婆", "health", ["糖尿病", "diabetes"]),
    F("u", "family", ["小姑子", "sister-in-law"]),
    F("小姑子", "city", ["南京", "Nanjing"]),
    F("小姑子", "job_title", ["律师", "lawyer"]),
    F("u", "partner", ["老公", "husband"], False),
    F("u", ["fav_food", "hobby"], ["酸菜鱼"], False),
    F("u", "plan", ["N2考试", "N2"]),
    F("u", "language", ["日语", "Japanese"]),
], tag=True)

C(Z, "diary", [U("今天体育课测八百米，跑了四分钟，差点挂。我们学校是杭州二中，我高一，班主任是教物理的，超凶。放学跟同桌去吃了烤肠，她说她下学期要转学去上海。回家我妈又在念叨我玩原神，我在游戏里可是雷电将军本人🤣 练了一晚上吉他，《晴天》前奏终于弹顺了，周杰伦yyds。")], [
    F("u", "school", ["杭州二中"]),
    F("u", ["degree", "school", "job_title"], ["高一"]),
    F("u", "city", ["杭州", "Hangzhou"], False),
    F("u", "instrument", ["吉他", "guitar"]),
    F("u", "fav_music", ["周杰伦", "Jay Chou"]),
    F("u", "hobby", ["原神", "玩原神", "Genshin"]),
    F("同桌", "plan", ["转学去上海"], False),
], tag=True)

C(Z, "diary", [U("又是一个人过的周末。来深圳六年了，在富士康流水线上干，现在升成线长了，工资涨了点。老婆孩子都在河南周口老家，儿子今年八岁，上二年级，女儿才三岁。每天晚上十点准时视频，儿子说想要一个乐高，下个月发工资给他买。我爸妈身体都还行，我爸在家种地，我妈帮着带孩子。我自己有腰肌劳损，站久了就疼。")], [
    F("u", "city", ["深圳", "Shenzhen"]),
    F("u", "employer", ["富士康", "Foxconn"]),
    F("u", "job_title", ["线长"]),
    F("u", "partner", ["老婆", "wife"]),
    F("老婆", "city", ["周口", "Zhoukou"]),
    F("u", "hometown", ["周口", "河南周口", "河南"]),
    F("u", "family", ["儿子", "son"]),
    F("儿子", "age", ["八岁", "8"]),
    F("儿子", ["degree", "school"], ["二年级"]),
    F("u", "family", ["女儿", "daughter"]),
    F("女儿", "age", ["三岁", "3"]),
    F("u", "family", ["我爸", "爸爸"]),
    F("爸爸", "job_title", ["种地", "农民", "farmer"]),
    F("u", "health", ["腰肌劳损"]),
], tag=True)

C(Z, "diary", [U("早上打了一套太极，每天雷打不动。今天女婿开车带我们去了一趟千岛湖，风景不错，就是人多。女婿是做IT的，在杭州网易上班，对我闺女挺好。我闺女在中学当英语老师。外孙女乐乐今年上小学了，在学钢琴。回来路上我胃有点不舒服，可能是中午吃了鱼头。我这辈子最爱吃的还是我们安徽老家的臭鳜鱼。")], [
    F("u", ["sport", "hobby"], ["太极", "太极拳", "tai chi"]),
    F("u", "family", ["女婿", "son-in-law"]),
    F("女婿", ["job_title", "industry"], ["IT"]),
    F("女婿", "employer", ["网易", "NetEase"]),
    F("女婿", "city", ["杭州", "Hangzhou"]),
    F("u", "family", ["闺女", "女儿", "daughter"]),
    F("闺女", "job_title", ["英语老师", "English teacher"]),
    F("u", "family", ["乐乐", "外孙女"]),
    F("乐乐", "relation", ["外孙女", "granddaughter"]),
    F("乐乐", ["school", "degree"], ["小学"]),
    F("乐乐", "instrument", ["钢琴", "piano"]),
    F("u", "fav_food", ["臭鳜鱼"]),
    F("u", "hometown", ["安徽", "Anhui"]),
], tag=True)

# ---------------- companion chats ----------------
C(Z, "comp", [
    U("阿柚我跟你说，我今天入职了！新公司是小红书，做内容运营"),
    A("恭喜恭喜！所以你现在是在小红书上海总部做运营啦？"),
    U("对 就在上海，不过我住在昆山，每天坐高铁通勤😂"),
    A("昆山到上海，那你是不是每天五点就得起床？你之前是不是在做老师来着？"),
    U("没那么夸张，六点半。之前在培训机构当英语老师，不干了"),
], [
    F("u", "employer", ["小红书", "Xiaohongshu"]),
    F("u", "job_title", ["内容运营", "运营"]),
    F("u", "city", ["昆山", "Kunshan"]),
    F("u", ["city", "place"], ["上海", "Shanghai"], False),
], tag=True, ch="阿柚")

C(Z, "comp", [
    U("星星，今天带我家俩娃去打疫苗了，哭成一片"),
    A("辛苦啦！你家两个宝宝是双胞胎吗？"),
    U("不是啦，老大嘟嘟四岁半，老二米粒才十个月"),
    A("嘟嘟四岁半应该上幼儿园了吧？是不是上的小区门口那家？"),
    U("嗯 在阳光幼儿园中班，不是门口那家。米粒是女孩，嘟嘟是男孩"),
    A("一儿一女凑个好字，真好！孩子爸爸今天也去了吗？"),
    U("他在部队呢，一年回来一次，我一个人带"),
], [
    F("u", "family", ["嘟嘟", "老大"]),
    F("嘟嘟", "relation", ["老大", "儿子", "son"]),
    F("嘟嘟", "age", ["四岁半", "4"]),
    F("嘟嘟", "school", ["阳光幼儿园"]),
    F("嘟嘟", ["degree", "school"], ["中班"]),
    F("嘟嘟", "gender", ["男孩", "male"]),
    F("u", "family", ["米粒", "老二"]),
    F("米粒", "relation", ["老二", "女儿", "daughter"]),
    F("米粒", "age", ["十个月"]),
    F("米粒", "gender", ["女孩", "female"]),
    F("u", "partner", ["孩子爸爸"]),
    F("孩子爸爸", ["job_title", "employer"], ["部队", "军人", "soldier"]),
    F("u", "gender", ["女", "female"], False),
], tag=True, ch="星星")

C(Z, "comp", [
    U("小满你猜我多大"),
    A("听你说话的感觉，二十出头？"),
    U("哈哈哈 我都34了，两个孩子的妈"),
    A("完全看不出来！那你是做什么的呀，全职妈妈吗？"),
    U("不是，我在中学当数学老师，教初三，带毕业班累死"),
    A("数学老师好厉害，你自己读书的时候数学肯定很好吧，是不是师范毕业的？"),
    U("对 华东师大数学系的"),
], [
    F("u", "age", ["34"]),
    F("u", "family", ["两个孩子"]),
    F("u", "gender", ["女", "female"], False),
    F("u", "job_title", ["数学老师", "math teacher"]),
    F("u", "employer", ["中学"], False),
    F("u", "school", ["华东师大", "华东师范大学"]),
    F("u", "major", ["数学", "数学系", "math"]),
], tag=True, ch="小满")

C(Z, "comp", [
    U("知夏，我最近在学游泳，蛙泳终于能游25米了"),
    A("太棒了！你以前不是说你怕水吗？"),
    U("是啊，小时候掉过河里，一直怕。现在每周去两次，在公司旁边的游泳馆"),
    A("坚持得真好。你公司是在望京那边对吧？"),
    U("不是望京，是中关村，我在百度做测试"),
    A("啊对，是我记错了。"),
], [
    F("u", "sport", ["游泳", "蛙泳", "swimming"]),
    F("u", "employer", ["百度", "Baidu"]),
    F("u", "job_title", ["测试", "测试工程师"]),
    F("u", ["place", "city"], ["中关村"], False),
    F("u", "city", ["北京", "Beijing"], False),
], tag=True, ch="知夏")

C(Z, "comp", [
    U("团子！我家新来了一只狗狗，是朋友送的边牧"),
    A("哇边牧好聪明！它叫什么名字呀？是不是叫团子跟我一样😆"),
    U("想得美，叫阿福。家里还有只老猫叫咪咪，俩现在互相看不顺眼"),
    A("阿福和咪咪，一狗一猫。你住的是大房子吧？"),
    U("哪有，就六十平的老破小，在哈尔滨道外区"),
], [
    F("u", "pet", ["边牧", "狗", "border collie"]),
    F("u", "pet_name", ["阿福"]),
    F("u", "pet", ["猫", "老猫", "cat"]),
    F("u", "pet_name", ["咪咪"]),
    F("u", "city", ["哈尔滨", "Harbin"]),
    F("u", ["place", "city"], ["道外区", "道外"]),
], tag=True, ch="团子")

C(Z, "comp", [
    U("暮暮你喜欢什么歌"),
    A("我最喜欢陈奕迅的《十年》，每次都觉得很温柔。你呢？"),
    U("我更喜欢五月天，高中听到现在。我是他们的死忠粉，去年还去看了演唱会"),
    A("五月天！那你应该也会唱几句吧，你是不是在学唱歌？"),
    U("不学，五音不全😂 我会弹一点钢琴，小时候考过八级"),
], [
    F("c", "fav_music", ["陈奕迅", "十年", "Eason Chan"]),
    F("u", "fav_music", ["五月天", "Mayday"]),
    F("u", "instrument", ["钢琴", "piano"], False),
], tag=True, ch="暮暮")

C(Z, "comp", [
    U("青柠，我被查出来乳糖不耐受了，难怪以前喝牛奶总拉肚子"),
    A("原来如此！那你以后早餐可以换豆浆。你是不是还对鸡蛋过敏来着？"),
    U("没有啊，鸡蛋没问题，是我老公对鸡蛋过敏"),
    A("哦哦记混了。那你老公平时早餐吃啥？"),
    U("他就喝咖啡，他是做外贸的，天天跟老外开会到半夜"),
], [
    F("u", ["health", "allergy", "diet"], ["乳糖不耐受", "lactose intolerant"]),
    F("u", "partner", ["老公", "husband"]),
    F("老公", "allergy", ["鸡蛋", "egg"]),
    F("老公", ["job_title", "industry"], ["外贸", "做外贸的"]),
], tag=True, ch="青柠")

C(Z, "comp", [
    U("阿澈，放寒假啦，我明天坐火车回老家"),
    A("回哪里呀？我记得你是东北的？"),
    U("不是 我是云南大理的，在西安上大学"),
    A("大理好美！你在西安哪个学校？"),
    U("西北大学，学考古的，冷门专业哈哈"),
    A("考古好酷，以后要去挖墓吗🤣"),
    U("可能吧，不过我打算考研考北大"),
], [
    F("u", "hometown", ["大理", "云南大理", "云南"]),
    F("u", "city", ["西安", "Xi'an"]),
    F("u", "school", ["西北大学"]),
    F("u", "major", ["考古", "archaeology"]),
    F("u", ["job_title", "degree"], ["上大学", "大学生"], False),
    F("u", "plan", ["回老家", "坐火车回老家"]),
    F("u", "plan", ["考研考北大", "考研"], False),
], tag=True, ch="阿澈")

C(Z, "comp", [
    U("小七，以后你别叫我用户了，叫我阿杰就行"),
    A("好的阿杰！阿杰是你的小名吗？"),
    U("朋友都这么叫，我大名叫林俊杰，对，跟那个歌手同名😂"),
    A("哈哈那你是不是也很会唱歌？"),
    U("完全不会，我是修车的，在4S店当机修工"),
], [
    F("u", "nickname", ["阿杰"]),
    F("u", "name", ["林俊杰"]),
    F("u", "job_title", ["机修工", "修车"]),
    F("u", "employer", ["4S店"], False),
], tag=True, ch="小七")

C(Z, "comp", [
    U("糯米，我们家过年好热闹，我姐一家从成都回来了"),
    A("你姐姐在成都工作吗？"),
    U("嗯她在成都当牙医，自己开了个诊所。姐夫是她大学同学"),
    A("一家子都是医生呀。那你爸妈也是医生吗？"),
    U("不是，我爸是开出租的，我妈在超市当收银员，普普通通"),
    A("那你呢，你也学医？"),
    U("我学会计的，刚考上了注会😎"),
], [
    F("u", "family", ["我姐", "姐姐", "sister"]),
    F("姐姐", "city", ["成都", "Chengdu"]),
    F("姐姐", "job_title", ["牙医", "dentist"]),
    F("u", "family", ["姐夫"], False),
    F("u", "family", ["我爸", "爸爸"]),
    F("爸爸", "job_title", ["开出租", "出租车司机", "taxi driver"]),
    F("u", "family", ["我妈", "妈妈"]),
    F("妈妈", "job_title", ["收银员", "cashier"]),
    F("妈妈", "employer", ["超市"], False),
    F("u", "major", ["会计", "accounting"]),
    F("u", "degree", ["注会", "CPA"], False),
], tag=True, ch="糯米")

C(Z, "comp", [
    U("橙子帮我记一下，我新邮箱是 chen.yutong@foxmail.com"),
    A("记下了！是 chen.yutong@foxmail.com 对吧？以前那个还用吗？"),
    U("以前那个不用了。还有我手机号换了，现在是 186 2203 7741"),
    A("好的，186 2203 7714，已经记好了～"),
    U("错了错了 是7741 结尾"),
], [
    F("u", "email", ["chen.yutong@foxmail.com"]),
    F("u", "phone", ["186 2203 7741", "18622037741"]),
], tag=True, ch="橙子")

C(Z, "comp", [
    U("安安，我分手了"),
    A("抱抱你。是和那个在银行工作的男朋友吗？"),
    U("不是他，那是前任的前任了😂 是跟阿凯，谈了两年"),
    A("原来是阿凯。那你现在还好吗？"),
    U("还行，我有猫陪我。而且我焦虑症最近好多了，药也减量了"),
    A("猫咪叫什么来着，是叫布丁吧？"),
    U("对 布丁，一只三花"),
], [
    F("阿凯", "relation", ["前任", "ex"], False),
    F("u", "health", ["焦虑症", "anxiety"]),
    F("u", "pet", ["三花", "猫", "cat"]),
    F("u", "pet_name", ["布丁"]),
], tag=True, ch="安安")

C(Z, "comp", [
    U("言言，我终于买房了！在长沙梅溪湖那边，小三室"),
    A("恭喜！那你是要从岳阳搬到长沙了吗？"),
    U("我本来就在长沙工作啊，岳阳是我老家"),
    A("对哦。你买房是和男朋友一起吗？"),
    U("我自己买的，单身😎 首付攒了五年"),
], [
    F("u", ["belonging", "place"], ["小三室", "房", "apartment"]),
    F("u", ["place", "city"], ["梅溪湖"]),
    F("u", "city", ["长沙", "Changsha"]),
    F("u", "hometown", ["岳阳", "Yueyang"]),
], tag=True, ch="言言")

C(Z, "comp", [
    U("木木，我在《动森》里结婚了哈哈，老公是一只叫阿甘的小猫"),
    A("哈哈好可爱！现实中你也结婚了吗？"),
    U("现实中还单着呢，26岁母胎solo"),
    A("别急别急，你是做什么工作的？平时认识人的机会多吗？"),
    U("我在图书馆当管理员，每天见到的都是学生😂 而且我不喜欢太吵的地方，比如酒吧"),
], [
    F("u", "age", ["26"]),
    F("u", "job_title", ["管理员", "图书馆管理员", "librarian"]),
    F("u", "employer", ["图书馆"], False),
    F("u", "dislike", ["太吵的地方", "酒吧"]),
    F("u", "hobby", ["动森", "Animal Crossing"], False),
], tag=True, ch="木木")

# ---------------- group chats ----------------
C(Z, "group", [
    S("大舅", "芳芳，听说你换工作了？去哪了"),
    S("王芳", "去了京东，在物流那块当主管，还在北京亦庄"),
    S("小姨", "京东好啊！我们家浩浩明年也毕业了，学计算机的，让他去你们那实习"),
    S("王芳", "行啊小姨，让浩浩把简历发我邮箱"),
    S("浩浩", "谢谢表姐！我现在在北邮，大四"),
], [
    F("u", "employer", ["京东", "JD"]),
    F("u", "job_title", ["主管", "物流主管"]),
    F("u", "city", ["北京", "Beijing"], False),
    F("u", ["place", "city"], ["亦庄"], False),
    F("u", "name", ["王芳"], False),
    F("u", "nickname", ["芳芳"], False),
    F("浩浩", "major", ["计算机", "computer science"]),
    F("浩浩", "school", ["北邮", "北京邮电大学"]),
    F("浩浩", ["degree", "school", "job_title"], ["大四"]),
    F("浩浩", "relation", ["表弟", "cousin"], False),
], tag=True, me="王芳")

C(Z, "group", [
    S("老大", "兄弟们我下个月结婚，都得来啊，地点在合肥"),
    S("阿龙", "必须的！我请假。我现在在武汉光谷那边上班，离合肥近", ex=True),
    S("二狗", "我在新加坡回不去😭 份子钱转你"),
    S("小胖", "我去，我现在也在合肥，在科大讯飞做算法"),
    S("阿龙", "小胖牛逼。我就一普通销售，卖医疗器械的"),
], [
    F("老大", "plan", ["结婚", "wedding"]),
    F("u", "city", ["武汉", "Wuhan"]),
    F("u", ["place", "city"], ["光谷"], False),
    F("u", "job_title", ["销售", "sales"]),
    F("u", "industry", ["医疗器械", "medical devices"]),
    F("u", "name", ["阿龙"], False),
    F("二狗", "city", ["新加坡", "Singapore"]),
    F("小胖", "city", ["合肥", "Hefei"]),
    F("小胖", "employer", ["科大讯飞", "讯飞", "iFlytek"]),
    F("小胖", "job_title", ["算法", "算法工程师"]),
], tag=True)

C(Z, "group", [
    S("3栋王阿姨", "谁家的狗又在电梯里尿了！"),
    S("李姐", "不是我家的啊，我家豆豆是泰迪，天天抱着走的"),
    S("张老师", "我家没养狗，我对狗毛过敏，远远的就打喷嚏"),
    S("物业小周", "各位业主，明天上午九点停水，请提前储水"),
    S("李姐", "收到。对了张老师，我家孙女下学期想报你们学校的画画班，还有名额吗"),
], [
    F("u", "pet", ["泰迪", "狗", "poodle"]),
    F("u", "pet_name", ["豆豆"]),
    F("u", "name", ["李姐"], False),
    F("u", "family", ["孙女", "granddaughter"], False),
    F("孙女", "plan", ["画画班"], False),
    F("张老师", "allergy", ["狗毛", "dog"]),
    F("张老师", "job_title", ["老师", "teacher"], False),
], tag=True, me="李姐")

C(Z, "group", [
    S("刘老师", "一年级三班的各位家长，下周三秋游，去植物园，请在群里接龙报名"),
    S("乐乐妈妈", "1. 王乐乐 报名，妈妈陪同"),
    S("小雨爸爸", "2. 陈小雨 报名。我是小雨爸爸，我在市二医院当麻醉师，秋游那天如果有孩子不舒服可以找我", ex=True),
    S("豆豆奶奶", "3. 豆豆 报名，奶奶陪同，豆豆对芒果过敏，午餐别给他"),
    S("浩浩外公", "4. 李浩 报名，外公陪同"),
], [
    F("u", "job_title", ["麻醉师", "anesthesiologist"]),
    F("u", "employer", ["市二医院"]),
    F("u", "family", ["陈小雨", "小雨"]),
    F("陈小雨", "plan", ["秋游"]),
    F("陈小雨", ["degree", "school"], ["一年级"], False),
    F("u", "gender", ["男", "male"], False),
    F("u", "name", ["小雨爸爸"], False),
    F("豆豆", "allergy", ["芒果", "mango"]),
    F("王乐乐", "plan", ["秋游"], False),
], tag=True)

C(Z, "group", [
    S("团长", "周日早上六点半滨江步道10公里，报名的扣1"),
    S("阿珍", "1！我上周刚跑完厦门马拉松，全马4小时12分😎"),
    S("老陈", "阿珍厉害，我膝盖半月板伤了，这个月只能歇着"),
    S("Kelly", "我周日要上班，我们医院排班排得变态"),
    S("阿珍", "Kelly你还在中山医院吗？我表妹也在那当护士"),
], [
    F("u", ["sport", "hobby"], ["马拉松", "跑步", "marathon"]),
    F("u", "plan", ["10公里", "滨江步道"]),
    F("u", "name", ["阿珍"], False),
    F("老陈", "health", ["半月板伤了", "半月板"]),
    F("Kelly", "employer", ["医院"], False),
    F("u", "family", ["表妹", "cousin"]),
    F("表妹", "employer", ["中山医院"]),
    F("表妹", "job_title", ["护士", "nurse"]),
], tag=True, me="阿珍")

C(Z, "group", [
    S("Amy", "今天吃啥，楼下那家兰州拉面？"),
    S("小赵", "不行我最近在减脂，吃沙拉。我已经瘦了八斤了", ex=True),
    S("老吴", "年轻人就是折腾。我中午回家吃，我老婆做饭"),
    S("实习生小林", "我跟Amy姐去吃拉面！我是兰州人，得去检验一下正不正宗"),
    S("小赵", "去吧去吧，我对面筋也过敏，本来也吃不了"),
], [
    F("u", ["diet", "health"], ["减脂", "吃沙拉"]),
    F("u", "allergy", ["面筋", "gluten"]),
    F("u", "name", ["小赵"], False),
    F("老吴", "partner", ["老婆", "wife"]),
    F("实习生小林", "hometown", ["兰州", "Lanzhou"]),
    F("实习生小林", "job_title", ["实习生", "intern"], False),
], tag=True)

C(Z, "group", [
    S("小鹿", "毕业十年聚会定在国庆，大家都在哪个城市啊，统计一下"),
    S("Lily", "我在广州，去年从深圳搬过来的，在中山大学附属医院当药剂师"),
    S("胖虎", "我还在老家做生意，开了个汽修店，随时欢迎来玩"),
    S("阿杰", "我在多伦多，回不去，帮我跟大家问好"),
    S("Lily", "胖虎老家是潮州吧？我一直想去吃牛肉火锅"),
], [
    F("u", "city", ["广州", "Guangzhou"]),
    F("u", "job_title", ["药剂师", "pharmacist"]),
    F("u", "employer", ["中山大学附属医院"]),
    F("u", "name", ["Lily"], False),
    F("胖虎", ["job_title", "employer"], ["汽修店", "开了个汽修店"]),
    F("胖虎", "hometown", ["潮州", "Chaozhou"], False),
    F("阿杰", "city", ["多伦多", "Toronto"]),
], tag=True, me="Lily")

C(Z, "group", [
    S("婆婆", "小雪，周末带孩子回来吃饭，我包饺子"),
    S("小雪", "好的妈，不过乐乐周六上午要上游泳课，我们下午到"),
    S("国强", "我们家这周也回，你嫂子刚调到区医院当护士长，周末不值班了"),
    S("大伟", "妈，我周六加班，小雪带孩子先回"),
], [
    F("u", "name", ["小雪"], False),
    F("u", "family", ["乐乐"], False),
    F("乐乐", "relation", ["孩子", "child"], False),
    F("乐乐", "sport", ["游泳", "swimming"]),
    F("嫂子", "job_title", ["护士长", "head nurse"]),
    F("嫂子", "employer", ["区医院"], False),
    F("u", "partner", ["大伟"], False),
], me="小雪")

C(Z, "group", [
    S("老黄", "周四晚上八点体育馆，人够吗"),
    S("阿斌", "我来，我打控卫。不过我周五早上要考教资面试，打完早点撤", ex=True),
    S("大刘", "我脚崴了来不了，在家当咸鱼"),
    S("小马", "来！我刚从成都出差回来，在重庆待了半年了还是不习惯这么热"),
], [
    F("u", "sport", ["控卫", "篮球", "basketball"]),
    F("u", "plan", ["教资面试", "考教资面试"]),
    F("u", "name", ["阿斌"], False),
    F("大刘", "health", ["脚崴了"]),
    F("小马", "city", ["重庆", "Chongqing"]),
], tag=True)

C(Z, "group", [
    S("周老师", "下周交作业，写一幅《兰亭序》节选"),
    S("陈阿姨", "周老师我下周请假，要去美国看闺女，她在西雅图生了二胎"),
    S("刘姐", "恭喜陈姐当外婆啦！"),
    S("陈阿姨", "哈哈第二次当了。闺女在微软上班，女婿是大学老师"),
    S("老孙", "我孙子也在美国读书，在波士顿读研"),
], [
    F("u", "plan", ["去美国看闺女", "去美国"]),
    F("u", "family", ["闺女", "女儿", "daughter"]),
    F("闺女", "city", ["西雅图", "Seattle"]),
    F("闺女", "employer", ["微软", "Microsoft"]),
    F("u", "family", ["女婿"], False),
    F("女婿", "job_title", ["大学老师", "professor"]),
    F("u", "hobby", ["书法", "calligraphy"], False),
    F("u", "name", ["陈阿姨"], False),
    F("老孙孙子", "city", ["波士顿", "Boston"]),
    F("老孙孙子", ["degree", "job_title"], ["读研", "研究生"]),
], tag=True, me="陈阿姨")

C(Z, "group", [
    S("风清扬", "今晚开黑吗，王者上分"),
    S("奶茶不加糖", "来，我今天刚上王者，嘿嘿"),
    S("夜猫子", "今晚不行，我明天一早要值班，我们派出所这周人手不够。我辅警", ex=True),
    S("阿狸", "夜猫子你不是在上海吗，上海派出所这么忙？"),
    S("夜猫子", "早回老家了，现在在芜湖"),
], [
    F("u", "job_title", ["辅警", "auxiliary police"]),
    F("u", "employer", ["派出所"], False),
    F("u", "city", ["芜湖", "Wuhu"]),
    F("u", "hobby", ["王者", "王者荣耀"], False),
    F("u", "name", ["夜猫子"], False),
], tag=True)
