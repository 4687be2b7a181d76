"""Chinese cases of dev set 28: short chats, diaries, companion chats, group chats."""
from h import F, N, P, PN, C, U, A, short, diary, comp, group

L = "zh"

# ---------------------------------------------------------------- short chats (36)
short(L, "我跟你说啊我今天又被我们组长骂了就因为一个报表 我在顺丰做数据分析快三年了真的心累 算了不说了晚上吃火锅去", [
    F("employer", "顺丰", "顺丰速运", "SF Express"),
    F("job_title", "数据分析", "数据分析师", "data analyst"),
])
short(L, "我不是南京人哈，我是在南京上的大学，老家其实是安徽芜湖的", [
    F("hometown", "芜湖", "安徽芜湖", "Wuhu"),
], tag=True)
short(L, "猫叫年糕，狗叫汤圆，不是反过来😂 年糕是只三花，汤圆是柯基", [
    F("pet", "三花", "猫", "三花猫", "cat"),
    F("pet_name", "年糕"),
    F("pet", "柯基", "狗", "corgi"),
    F("pet_name", "汤圆"),
], tag=True)
short(L, "我对芒果过敏，一吃嘴就肿，但是我老公特爱吃芒果，家里冰箱全是", [
    F("allergy", "芒果", "mango"),
    F("partner", "老公", "husband"),
    P("老公", "fav_food", "芒果", "mango"),
], tag=True)
short(L, "手机号换了啊，新的是13916027745，旧的那个138开头的别打了", [
    F("phone", "13916027745"),
], tag=True)
short(L, "今年二十九了，家里天天催婚，我妈说我再不找就要三十了，我：？？", [
    F("age", "二十九", "29"),
    N("family", "我妈", "妈妈", "mom"),
], tag=True)
short(L, "刚刚把雅思考完 口语6.5 哭了 下个月还要再考一次 已经报名了", [
    F("plan", "再考一次", "雅思", "再考雅思", "IELTS retake"),
])
short(L, "有没有人知道杭州哪里有靠谱的宠物医院啊 我家布丁最近老吐", [
    F("pet_name", "布丁"),
    N("city", "杭州", "Hangzhou"),
], tag=True)
short(L, "我是做外贸的，主要卖灯具到中东那边，人住在金华市区", [
    F("industry|job_title", "外贸", "foreign trade"),
    F("city", "金华", "Jinhua"),
])
short(L, "本人女，95年的，射手座，坐标成都，找周末一起打羽毛球的搭子🏸", [
    F("gender", "女", "female"),
    N("birthday|age", "95年", "1995"),
    F("city", "成都", "Chengdu"),
    F("sport", "羽毛球", "badminton"),
])
short(L, "我没有兄弟姐妹，独生女一个，所以爸妈退休以后就粘着我", [
    F("family", "独生女", "only child"),
    N("gender", "女", "female"),
    PN("爸妈", "job_title", "退休", "retired"),
], tag=True)
short(L, "哈哈哈我要是会弹钢琴就好了 现在只会拉一点二胡 还是小学学的 最近又捡起来了每天练半小时", [
    F("instrument", "二胡", "erhu"),
], tag=True)
short(L, "邮箱发你了 lin.xiaoyu_work@163.com 之前那个qq邮箱不用了", [
    F("email", "lin.xiaoyu_work@163.com"),
])
short(L, "我老婆是护士，在华西医院，三班倒，我是个开网约车的，我俩见面时间都是错开的", [
    F("partner", "老婆", "wife"),
    P("老婆", "job_title", "护士", "nurse"),
    P("老婆", "employer", "华西医院"),
    F("job_title", "开网约车", "网约车司机", "ride-hailing driver"),
], tag=True)
short(L, "不吃香菜！！！说了八百遍了 还有我现在吃素 鸡蛋牛奶可以", [
    F("dislike", "香菜", "cilantro"),
    F("diet", "吃素", "蛋奶素", "素食", "vegetarian"),
])
short(L, "我弟今年考上浙大了，学的计算机，全家高兴坏了，我当年就考了个二本😅", [
    F("family", "我弟", "弟弟", "brother"),
    P("弟弟", "school", "浙大", "浙江大学", "Zhejiang University"),
    P("弟弟", "major", "计算机", "computer science"),
], tag=True)
short(L, "我本科学的日语 现在在一家日企做翻译 每天对着日本客户的邮件头大", [
    F("major", "日语", "Japanese"),
    F("job_title", "翻译", "translator"),
    F("language", "日语", "Japanese"),
    N("employer", "日企", "Japanese company"),
])
short(L, "我叫陈默，朋友都叫我默默，别叫我小陈，单位里叫小陈的有四个", [
    F("name", "陈默"),
    F("nickname", "默默"),
], tag=True)
short(L, "周六去了趟苏州，拙政园人太多了，还是回上海家里窝着舒服，我家在徐汇", [
    F("city", "上海", "Shanghai"),
    F("place|city", "徐汇", "徐汇区", "Xuhui"),
], tag=True)
short(L, "我从小就不爱吃甜的，生日蛋糕都只吃一口。我生日是11月8号，同事说要给我订蛋糕，救命", [
    F("dislike", "甜的", "甜食", "sweets"),
    F("birthday", "11月8号", "11-08", "November 8"),
])
short(L, "考研上岸了！！！北师大心理学 九月入学 谢谢大家", [
    F("school|plan", "北师大", "北京师范大学", "Beijing Normal University"),
    F("major|plan", "心理学", "psychology"),
])
short(L, "在学韩语 每周两节课 发音好难啊 收音总是发不准", [
    F("language", "韩语", "Korean"),
])
short(L, "我血压有点高，医生让少吃盐，我爸也是高血压，遗传吧", [
    F("health", "血压有点高", "高血压", "high blood pressure"),
    P("爸爸", "health", "高血压", "high blood pressure"),
    F("family", "我爸", "爸爸", "dad"),
], tag=True)
short(L, "坐标深圳南山，做跨境电商运营，卷得要死，周末只想躺平看《海贼王》", [
    F("city", "深圳", "Shenzhen"),
    F("place", "南山", "南山区", "Nanshan"),
    F("job_title", "跨境电商运营", "运营"),
    N("industry", "跨境电商", "cross-border e-commerce"),
])
short(L, "说真的我最喜欢的书还是《平凡的世界》，最近在看的是《三体》但是看不太进去", [
    F("fav_book", "平凡的世界", "《平凡的世界》"),
], tag=True)
short(L, "我家养了两只龟，一只叫慢慢一只叫悠悠，我女朋友说像我俩", [
    F("pet", "龟", "乌龟", "turtle"),
    F("pet_name", "慢慢"),
    F("pet_name", "悠悠"),
    F("partner", "女朋友", "girlfriend"),
])
short(L, "已经辞职了，之前在字节干了三年产品，现在在家休息 下个月去大理住一阵", [
    F("job_title", "辞职", "失业", "quit"),
    N("employer", "字节", "字节跳动", "ByteDance"),
    N("plan", "去大理", "去大理住一阵", "Dali"),
], tag=True)
short(L, "乳糖不耐，喝奶就拉肚子，燕麦奶yyds", [
    F("health|allergy|diet", "乳糖不耐", "乳糖不耐受", "lactose intolerant"),
    N("fav_food", "燕麦奶", "oat milk"),
])
short(L, "我是哈尔滨人，在广州待了八年了，冬天终于不用穿秋裤了哈哈", [
    F("hometown", "哈尔滨", "Harbin"),
    F("city", "广州", "Guangzhou"),
])
short(L, "我男朋友周屿下周来看我 他在北京读博 我们异地两年了", [
    F("partner", "周屿"),
    P("周屿", "relation", "男朋友", "boyfriend"),
    P("周屿", "city", "北京", "Beijing"),
    P("周屿", "degree", "读博", "博士", "PhD"),
    PN("周屿", "plan", "来看我"),
], tag=True)
short(L, "我在表姐的奶茶店当店员，不是老板哈，老板是我表姐，她在长沙开了三家", [
    F("job_title", "店员", "shop assistant"),
    N("employer", "奶茶店", "表姐的奶茶店"),
    P("表姐", "job_title", "老板", "奶茶店老板", "owner"),
    F("family", "表姐", "cousin"),
    PN("表姐", "city", "长沙", "Changsha"),
], tag=True)
short(L, "我有个绰号叫'大头'，初中起就这么叫，现在公司的人也这么叫😂", [
    F("nickname", "大头"),
])
short(L, "以前住在重庆的，去年搬到了武汉，热干面吃不惯", [
    F("city", "武汉", "Wuhan"),
    N("dislike", "热干面"),
], tag=True)
short(L, "我有哮喘，随身带喷雾，春天柳絮一飘就难受", [
    F("health", "哮喘", "asthma"),
    N("belonging", "喷雾", "inhaler"),
    N("allergy", "柳絮", "catkins"),
])
short(L, "我是男的！头像是我妹，别再叫我小姐姐了🙄", [
    F("gender", "男", "male"),
    N("family", "我妹", "妹妹", "sister"),
], tag=True)
short(L, "我跟我老公都是老师，他教体育我教语文，在同一个学校，学生都知道😂", [
    F("job_title", "教语文", "语文老师", "老师", "teacher"),
    F("partner", "老公", "husband"),
    P("老公", "job_title", "教体育", "体育老师", "teacher"),
], tag=True)

# ---------------------------------------------------------------- diaries (11)
diary(L, "今天是周三，早上七点被楼下装修吵醒。到公司（我在招商银行做柜员，天天数钱但不是我的钱）先开了个晨会。中午跟同事去吃了新开的酸菜鱼，一般。下午客户投诉说我态度不好，我明明笑得脸都僵了。晚上回家给咪咪铲屎，它今天又把花盆推倒了。明天要去体检，晚上十点以后不能吃东西，先记下。", [
    F("employer", "招商银行", "China Merchants Bank"),
    F("job_title", "柜员", "bank teller"),
    F("pet_name", "咪咪"),
    F("plan", "体检", "去体检", "checkup"),
])
diary(L, "妈妈从老家衡阳过来帮我带孩子，一下车就开始嫌我家乱。女儿朵朵下个月满两岁，现在会说'不要'了。老公出差去了成都，周五才回。我自己这周三天在家办公，公司是做医疗器械的，我负责市场。晚上给妈妈做了她最爱吃的剁椒鱼头，她说太咸了。", [
    F("hometown", "衡阳", "Hengyang"),
    F("family", "朵朵", "女儿", "daughter"),
    P("朵朵", "relation", "女儿", "daughter"),
    F("partner", "老公", "husband"),
    F("industry", "医疗器械", "medical devices"),
    F("job_title", "市场", "负责市场", "marketing"),
    P("妈妈", "fav_food", "剁椒鱼头"),
    F("family", "妈妈", "mom"),
], tag=True)
diary(L, "期末周第一天。图书馆六点就没座位了。我们专业（临床医学，五年制）这学期有八门考试，室友小敏已经哭了两次。中午喝了一杯冰美式，胃又开始疼，我有慢性胃炎还不长记性。晚上跟家里视频，我爸说我瘦了，我明明胖了三斤。下周四考内科，祈祷。", [
    F("major", "临床医学", "clinical medicine"),
    P("小敏", "relation", "室友", "roommate"),
    F("health", "慢性胃炎", "胃炎", "gastritis"),
    F("plan", "考内科", "内科考试"),
    N("family", "我爸", "爸爸"),
], tag=True)
diary(L, "老伴今天去跳广场舞了，我一个人在家写毛笔字。退休三年，原来在钢厂当电工，现在每天就是写字、钓鱼、带孙子。孙子小宝今年上一年级，数学考了98，比他爸小时候强。下午老张约我去水库钓鱼，没钓着。晚上血糖测了一下，7.2，还得控制。", [
    F("job_title", "退休", "retired"),
    N("job_title", "电工", "electrician"),
    F("hobby", "毛笔字", "写毛笔字", "书法", "calligraphy"),
    F("hobby|sport", "钓鱼", "fishing"),
    F("partner", "老伴", "spouse"),
    PN("老伴", "hobby|sport", "广场舞", "跳广场舞"),
    F("family", "小宝", "孙子", "grandson"),
    P("小宝", "relation", "孙子", "grandson"),
    N("health", "血糖", "高血糖", "糖尿病"),
], tag=True)
diary(L, "今天真的是 我跟你讲 早上起来发现我那个iPad屏幕裂了 应该是昨天晚上压到了 然后去公司 哦对我现在在美团做UI设计 上周刚转正 然后中午跟我闺蜜阿琪吃饭她说她要去新加坡工作了 羡慕 然后晚上回来撸猫 我家那只英短叫可乐 胖得跟球一样", [
    F("belonging", "iPad"),
    F("employer", "美团", "Meituan"),
    F("job_title", "UI设计", "UI设计师", "UI designer"),
    P("阿琪", "relation", "闺蜜", "best friend"),
    PN("阿琪", "plan", "去新加坡工作", "新加坡"),
    F("pet", "英短", "英国短毛猫", "猫", "British Shorthair"),
    F("pet_name", "可乐"),
], tag=True)
diary(L, "今天是我三十岁生日。一个人在出租屋里给自己煮了碗长寿面。在北京漂了七年，从实习生干到项目经理，在一家做新能源的公司。妈妈打电话来问有没有对象，我说没有，她叹气。晚上看了《海上钢琴师》，第五遍了，还是我最爱的电影。", [
    F("age", "三十", "三十岁", "30"),
    N("birthday", "3月12日", "03-12", "March 12"),
    F("city", "北京", "Beijing"),
    F("job_title", "项目经理", "project manager"),
    F("industry", "新能源", "new energy"),
    F("fav_film", "海上钢琴师", "《海上钢琴师》"),
    N("family", "妈妈", "mom"),
], tag=True, at="2024-03-12 23:10")
diary(L, "周日。带豆豆去打了疫苗，它是只金毛，三岁半，医生说它超重了。回来路上碰到楼下王阿姨，她说她孙子考上了复旦。下午把《百年孤独》看完了，说实话没看懂。晚上做瑜伽半小时，坚持第四周了，每周三次。明天早上要去4S店提车，终于不用挤地铁了。", [
    F("pet", "金毛", "golden retriever"),
    F("pet_name", "豆豆"),
    PN("王阿姨孙子", "school", "复旦", "复旦大学", "Fudan"),
    F("sport", "瑜伽", "yoga"),
    F("plan", "提车", "去4S店提车"),
], tag=True)
diary(L, "今天下班特别晚，设计院又加班改图。我是结构工程师，同济土木毕业的，毕业那年以为会轻松点，呵呵。回家路上给我哥打电话，他在澳洲墨尔本开餐馆，说那边现在是冬天。洗完澡刷了会儿抖音，看到有人说程序员工资高，要是我当年学计算机就好了。", [
    F("job_title", "结构工程师", "structural engineer"),
    F("school", "同济", "同济大学", "Tongji"),
    F("major", "土木", "土木工程", "civil engineering"),
    N("employer", "设计院"),
    F("family", "我哥", "哥哥", "brother"),
    P("哥哥", "city", "墨尔本", "Melbourne"),
    P("哥哥", "job_title", "开餐馆", "餐馆老板", "restaurant owner"),
], tag=True)
diary(L, "早上六点起床去菜市场进货。我在小区门口开了家水果店，开了四年了。今天榴莲到货，我自己不吃这玩意儿，闻着就上头。中午儿子放学回来吃饭，他初三了，天天打游戏。老婆在隔壁超市当收银员。晚上算账，今天卖了两千多。", [
    F("job_title|employer", "水果店", "开了家水果店", "fruit shop owner"),
    F("dislike", "榴莲", "durian"),
    F("family", "儿子", "son"),
    P("儿子", "hobby", "打游戏", "游戏", "video games"),
    F("partner", "老婆", "wife"),
    P("老婆", "job_title", "收银员", "cashier"),
    PN("老婆", "employer", "超市", "supermarket"),
], tag=True)
diary(L, "今天梦到自己考上了公务员，醒来发现还是在电子厂流水线上。上夜班，十二小时。工友老李说他女儿在东莞读大学。我老家是广西玉林的，出来打工五年了，每个月往家里寄三千。想学个电工证，报了夜校的班，下周一开课。", [
    F("job_title", "流水线", "流水线工人", "普工", "assembly line worker"),
    N("employer", "电子厂"),
    F("hometown", "玉林", "广西玉林", "Yulin"),
    F("plan", "夜校", "电工证", "报了夜校的班"),
    PN("老李女儿", "city", "东莞", "Dongguan"),
], tag=True)
diary(L, "跑完了人生第一个半马！2小时14分。跑团里的小周带我一起跑的，他是中学体育老师。我开始跑步才一年，每周跑三次，膝盖有点受不了。晚上跟男朋友吃了烤肉庆祝，他不跑步，只负责拍照。我明年还想报杭马的全马，先立个flag。", [
    F("sport", "跑步", "running"),
    P("小周", "job_title", "体育老师", "中学体育老师", "PE teacher"),
    F("partner", "男朋友", "boyfriend"),
    N("plan", "全马", "杭马"),
], tag=True)

# ---------------------------------------------------------------- companion chats (14)
comp(L, "阿栀", [
    "我今天又加班到十点 累死",
    "辛苦啦～你们律所最近是不是案子特别多？",
    "不是律所啦 我在会计师事务所 审计 年底忙季",
    "啊对对，审计！那你在普华永道还是德勤来着？",
    "都不是 是致同 你又记错了 哼",
    "记住啦，致同的审计小能手～早点休息",
], [
    F("employer", "致同", "致同会计师事务所", "Grant Thornton"),
    F("job_title", "审计", "auditor"),
    N("industry", "会计师事务所", "accounting"),
], tag=True)
comp(L, "星星", [
    "星星早啊 我今天要去医院复查 就是上次跟你说的那个甲状腺结节",
    "早呀！我记得你说是甲亢对吧？",
    "不是甲亢 是结节 良性的 医生说半年复查一次就行",
    "好的，良性结节，半年复查。今天几点的号？",
    "十点半 在省人民医院 我妈陪我去",
], [
    F("health", "甲状腺结节", "结节", "thyroid nodule"),
    F("plan", "复查", "去医院复查"),
    N("family", "我妈", "妈妈"),
], tag=True)
comp(L, "年年", [
    "年年 你还记得我生日吗",
    "当然！10月5号对不对～",
    "错了 是10月15号 差十天呢",
    "呜呜对不起，10月15号，天秤座！那今年是25岁生日吧？",
    "26 我97年的 你数学也不好啊",
], [
    F("birthday", "10月15号", "10-15", "October 15"),
    F("age", "26"),
], tag=True)
comp(L, "七七", [
    "七七 我家狗今天咬坏了我一双新鞋",
    "旺财又调皮啦？",
    "旺财是我爸妈家的狗 我的狗叫芝麻 是只边牧",
    "哦哦是芝麻！边牧精力旺盛，得多遛",
    "每天遛两个小时 还是拆家",
], [
    F("pet", "边牧", "狗", "border collie"),
    F("pet_name", "芝麻"),
    P("爸妈", "pet", "狗", "dog"),
    P("爸妈", "pet_name", "旺财"),
], tag=True)
comp(L, "墨墨", [
    "下雪了！",
    "哈尔滨下雪是不是特别美？你们老家那边冷吗",
    "我不在哈尔滨啊 我在沈阳工作 老家是大连的",
    "抱歉抱歉，沈阳下雪了～大连的海边下雪也很好看吧",
    "大连不怎么下 哈尔滨是我大学在的地方 哈工大",
], [
    F("city", "沈阳", "Shenyang"),
    F("hometown", "大连", "Dalian"),
    F("school", "哈工大", "哈尔滨工业大学", "HIT"),
], tag=True)
comp(L, "阿栀", [
    "我跟我对象吵架了",
    "是跟小林吵架了吗？她又不回消息了？",
    "他 是男的 叫林嘉 而且他没不回消息 是他非要去成都工作",
    "抱歉我记混了。林嘉要去成都工作啊，那你们要异地了？",
    "对 他offer都签了 下个月就走 我留在重庆",
], [
    F("partner", "林嘉"),
    P("林嘉", "relation", "对象", "partner"),
    P("林嘉", "gender", "男", "male"),
    P("林嘉", "plan", "去成都工作", "成都"),
    F("city", "重庆", "Chongqing"),
], tag=True)
comp(L, "小O", [
    "今天又被家长投诉了 心累",
    "当幼儿园老师真的不容易，小朋友们还好吗？",
    "我是小学老师 教三年级数学 不是幼儿园",
    "对不起！小学数学老师，三年级的孩子正是调皮的时候",
    "嗯 班里45个 我一个人顶不住",
], [
    F("job_title", "小学老师", "数学老师", "小学数学老师", "teacher"),
], tag=True)
comp(L, "年年", [
    "晚饭吃啥好纠结",
    "你不是最爱吃火锅吗？去吃火锅呀",
    "我最爱的是烤鱼好吗 火锅是我室友最爱",
    "记住了！你爱烤鱼，室友爱火锅",
    "而且我最近在控糖 医生说我有胰岛素抵抗 主食要少吃",
], [
    F("fav_food", "烤鱼", "grilled fish"),
    P("室友", "fav_food", "火锅", "hotpot"),
    F("health", "胰岛素抵抗", "insulin resistance"),
    F("diet", "控糖", "low sugar"),
], tag=True)
comp(L, "星星", [
    "星星 我法语A2考过了！",
    "恭喜！你学德语学了多久啦？",
    "法语！！不是德语 学了一年半了 明年去里昂读研",
    "法语法语！里昂读研太棒了，学校定了吗？",
    "里昂二大 录取通知书上周到的 读的是传媒",
], [
    F("language", "法语", "French"),
    F("plan", "去里昂读研", "里昂读研"),
    F("school|plan", "里昂二大", "Lyon 2"),
    F("major|plan", "传媒", "media"),
], tag=True)
comp(L, "七七", [
    "今天学吉他又被老师说节奏不稳",
    "你学尤克里里多久了？",
    "是吉他 民谣吉他 学了半年 每周六上课",
    "民谣吉他！你最喜欢哪个歌手呀，是不是周杰伦",
    "不是 我最喜欢陈粒 周杰伦是我老公的菜",
], [
    F("instrument", "吉他", "民谣吉他", "guitar"),
    F("fav_music", "陈粒"),
    F("partner", "老公", "husband"),
    P("老公", "fav_music", "周杰伦", "Jay Chou"),
], tag=True)
comp(L, "墨墨", [
    "墨墨 你以后别叫我张总了 怪怪的",
    "哈哈好的，那我叫你什么？小张？",
    "叫我阿凯就行 我全名张凯文 朋友都叫阿凯",
    "好的阿凯！",
    "张总是我们群里瞎起哄叫的 我就是个小组长",
], [
    F("name", "张凯文"),
    F("nickname", "阿凯"),
    F("job_title", "小组长", "组长", "team lead"),
], tag=True)
comp(L, "小O", [
    "帮我记一下我的新邮箱 wangtingting88@outlook.com",
    "好的，记下了：wangtingting88@gmail.com",
    "是outlook！！不是gmail",
    "已改正：wangtingting88@outlook.com ✅",
    "谢谢 手机号还是原来那个 15820193366",
], [
    F("email", "wangtingting88@outlook.com"),
    F("phone", "15820193366"),
], tag=True)
comp(L, "阿栀", [
    "今天我姐生了个女儿！我当小姨了",
    "恭喜！你姐姐是在上海生的吗？",
    "在老家温州生的 我姐一直在温州 我在上海",
    "明白～说起温州，我最喜欢吃的就是温州鱼丸，虽然我只能'云吃'",
    "哈哈 下次带你云吃",
], [
    F("family", "我姐", "姐姐", "sister"),
    P("姐姐", "city", "温州", "Wenzhou"),
    F("city", "上海", "Shanghai"),
    F("hometown", "温州", "Wenzhou"),
    N("gender", "女", "female"),
    C("fav_food", "温州鱼丸", "鱼丸"),
], tag=True)
comp(L, "星星", [
    "我今天报名了下个月的厦门马拉松 半程",
    "哇！你不是说你不跑步只游泳吗",
    "游泳是以前 现在主要跑步 每周四次",
    "好厉害，那游泳完全不游了吗？",
    "膝盖伤了以后就很少游了 偶尔 夏天去一两次",
], [
    F("plan", "厦门马拉松", "半程", "half marathon"),
    F("sport", "跑步", "running"),
    N("sport", "游泳", "swimming"),
], tag=True)

# ---------------------------------------------------------------- group chats (11: 6 me, 5 exporter)
group(L, [
    ("妈妈", "小雨 周末回不回家吃饭 你舅舅也来"),
    ("小雨", "回！我周六上午还要加班 下午到"),
    ("舅舅", "小雨现在在哪上班来着"),
    ("小雨", "舅舅我在中信证券 做投研 还在深圳"),
    ("妈妈", "你舅舅刚从医院退休 以后天天有空了"),
], [
    F("employer", "中信证券", "CITIC Securities"),
    F("job_title", "投研", "投资研究", "investment research"),
    F("city", "深圳", "Shenzhen"),
    P("舅舅", "job_title", "退休", "retired"),
    PN("舅舅", "employer", "医院", "hospital"),
    N("name", "小雨"),
], me="小雨", tag=True)
group(L, [
    ("胖虎", "兄弟们 我下个月结婚 10月2号 在郑州 都得来啊"),
    ("阿杰", "必须的 我从杭州过去 机票我来订"),
    ("老四", "我在国外回不去 红包到位"),
    ("胖虎", "老四你还在德国吗"),
    ("老四", "早就搬荷兰了 在阿姆斯特丹 ASML"),
], [
    P("胖虎", "plan", "结婚", "wedding"),
    N("city", "杭州", "Hangzhou"),
    N("plan", "机票我来订", "去郑州", "婚礼"),
    P("老四", "city", "阿姆斯特丹", "Amsterdam"),
    P("老四", "employer", "ASML"),
], exporter="阿杰", tag=True)
group(L, [
    ("王老师", "各位家长，下周三秋游，需要家长志愿者两名"),
    ("乐乐妈妈", "我可以！我在家带娃时间多"),
    ("果果爸爸", "我也报名 我是儿科医生 正好可以跟着照应一下"),
    ("王老师", "太好了！果果爸爸，果果有没有什么过敏要注意的？"),
    ("果果爸爸", "果果对花生过敏 我自己对青霉素过敏 不过跟秋游没关系哈哈"),
], [
    F("job_title", "儿科医生", "pediatrician"),
    F("plan", "秋游", "志愿者", "volunteer"),
    F("allergy", "青霉素", "penicillin"),
    F("family", "果果"),
    P("果果", "allergy", "花生", "peanut"),
    N("gender", "男", "male"),
    P("乐乐妈妈", "job_title", "在家带娃", "全职妈妈", "stay-at-home mom"),
    P("乐乐妈妈", "plan", "秋游", "志愿者"),
], me="果果爸爸", tag=True)
group(L, [
    ("团长小刘", "明天的榴莲团截单了啊 要的抓紧"),
    ("陈姐", "我不要 榴莲我闻着就难受 给我来两箱车厘子"),
    ("3栋阿伟", "我要一个 陈姐你家狗狗最近还好吗 上次看它腿瘸了"),
    ("陈姐", "好多了 Lucky是老狗了 十二岁 腿脚不行"),
    ("团长小刘", "车厘子记上了 陈姐住5栋对吧 送到门口"),
], [
    F("dislike", "榴莲", "durian"),
    F("pet", "狗", "dog"),
    F("pet_name", "Lucky"),
    N("place", "5栋"),
    N("name", "陈姐"),
], exporter="陈姐", tag=True)
group(L, [
    ("小周", "下周一新同事入职，刘哥你带一下"),
    ("大刘", "行 我带 反正我是组里资历最老的 后端干了八年"),
    ("Amy", "新同事是哪个学校的？"),
    ("小周", "听说是中科大的硕士 叫李想 做算法"),
    ("大刘", "中科大啊 我校友 我本科也是中科大的"),
], [
    F("job_title", "后端", "后端开发", "backend engineer"),
    F("school", "中科大", "中国科学技术大学", "USTC"),
    F("degree", "本科", "bachelor"),
    PN("李想", "school", "中科大", "USTC"),
    PN("李想", "degree", "硕士", "master"),
    PN("李想", "job_title", "算法", "algorithm engineer"),
], me="大刘", tag=True)
group(L, [
    ("姐姐", "爸生日那天你俩谁能回来"),
    ("弟弟", "我回不去 在新疆出差到月底"),
    ("晓晓", "我能 我请好假了 高铁票也买了"),
    ("姐姐", "好 那我订饭店 爸爱吃海鲜 订个海鲜酒楼"),
    ("晓晓", "我不吃海鲜哈 过敏 给我单点个菜就行"),
], [
    F("plan", "高铁票", "回家", "爸生日"),
    F("allergy", "海鲜", "seafood"),
    P("爸爸", "fav_food", "海鲜", "seafood"),
], exporter="晓晓", tag=True)
group(L, [
    ("阿May", "五一去哪 我投青岛"),
    ("小北", "我都行 我刚换工作 假不一定批"),
    ("Kiki", "我也投青岛！我还没去过 顺便吃海鲜 我爱死蛤蜊了"),
    ("阿May", "小北你去哪了？"),
    ("小北", "去了小红书 做内容运营 在上海"),
], [
    F("fav_food", "蛤蜊", "clams"),
    P("小北", "employer", "小红书", "Xiaohongshu"),
    P("小北", "job_title", "内容运营", "content operations"),
    P("小北", "city", "上海", "Shanghai"),
], me="Kiki", tag=True)
group(L, [
    ("阿强", "周六去千岛湖 谁去"),
    ("老王", "我去 我开车 顺路接你们 我住萧山"),
    ("水哥", "我不去了 腰间盘突出又犯了"),
    ("老王", "水哥好好养着 我上次钓的那条青鱼十八斤 还没人破纪录"),
], [
    F("place|city", "萧山", "萧山区", "Xiaoshan"),
    N("plan", "千岛湖"),
    N("hobby|sport", "钓鱼", "fishing"),
    P("水哥", "health", "腰间盘突出", "herniated disc"),
], exporter="老王", tag=True)
group(L, [
    ("佳佳", "房东说下个月涨房租200"),
    ("小雅", "疯了吧 我要搬走了 我已经在看别的房子"),
    ("婷婷", "我不搬 离我公司太近了 我在腾讯滨海大厦那边上班 走路十分钟"),
    ("佳佳", "婷婷你养的那两只仓鼠能不能别半夜跑轮子😂"),
    ("婷婷", "那是它们的夜生活 忍忍"),
], [
    F("employer", "腾讯", "Tencent"),
    F("pet", "仓鼠", "hamster"),
    N("city", "深圳", "Shenzhen"),
    PN("小雅", "plan", "搬走", "move out"),
    N("name", "婷婷"),
], me="婷婷", tag=True)
group(L, [
    ("爸爸", "阿芳 你说的那个体检套餐我跟你妈都约好了 下周二"),
    ("阿芳", "好 我那天请假陪你们 我现在在市一院上班 挂号方便"),
    ("妈妈", "你是护士又不是医生 别累着"),
    ("阿芳", "护士也能帮忙啊 妈你降压药记得带"),
], [
    F("employer", "市一院", "市第一人民医院"),
    F("job_title", "护士", "nurse"),
    P("爸爸", "plan", "体检", "体检套餐", "checkup"),
    PN("妈妈", "plan", "体检", "checkup"),
    PN("妈妈", "health", "降压药", "高血压", "high blood pressure"),
    N("plan", "请假陪你们", "陪爸妈体检"),
    N("name", "阿芳"),
], exporter="阿芳", tag=True)
group(L, [
    ("队长", "周日环太湖 报名接龙"),
    ("小K", "1. 小K"),
    ("老周", "2. 老周 我今年五十三了 还能骑"),
    ("队长", "老周宝刀未老！你那台崔克修好了吗"),
    ("老周", "修好了 换了套变速 花了我两千"),
], [
    F("age", "五十三", "53"),
    F("plan", "环太湖"),
    N("sport", "骑", "骑行", "cycling"),
    F("belonging", "崔克", "Trek"),
    P("小K", "plan", "环太湖"),
    N("name", "老周"),
], me="老周", tag=True)
