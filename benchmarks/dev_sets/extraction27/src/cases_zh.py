"""Chinese cases of dev set 27: short chats, diaries, companion chats, group chats."""
from h import u, a, s, U, P, C, case

Z = "zh"
SHORT = [
    case(Z, "short", [u("刚入职满一个月，在美团做产品经理，每天被需求追着跑。对了我女朋友也在北京，她在协和当护士")], [
        U("employer", "美团", "Meituan"), U("job_title", "产品经理", "product manager"),
        U("partner", "女朋友", "girlfriend"),
        P("女朋友", "job_title", "护士", "nurse"), P("女朋友", "employer", "协和"), P("女朋友", "city", "北京", "Beijing"),
        U("city", "北京", "Beijing", req=False)], tag=True),
    case(Z, "short", [u("我不吃香菜！！！谁往我面里放香菜谁就是我仇人😤")], [
        U("dislike|diet", "香菜", "cilantro", "coriander")]),
    case(Z, "short", [u("问一下大家，养猫的话公寓里会不会太吵？我室友养了只柯基，叫土豆，天天早上五点叫")], [
        P("室友", "pet", "柯基", "corgi"), P("室友", "pet_name", "土豆"), P("室友", "relation", "室友", "roommate", req=False)], tag=True),
    case(Z, "short", [u("本人女，28，坐标成都，做财务的，业余时间喜欢打羽毛球～")], [
        U("gender", "女", "female"), U("age", "28"), U("city", "成都", "Chengdu"),
        U("job_title", "财务", "做财务的", "accountant"), U("sport", "羽毛球", "badminton")]),
    case(Z, "short", [u("我爸今年退休了，以前在铁路局开火车，现在天天钓鱼。我嘛，还在银行混日子")], [
        P("爸爸", "job_title", "退休", "retired"), P("爸爸", "hobby", "钓鱼", "fishing"),
        U("family", "我爸", "爸爸", "dad", req=False), U("employer|industry", "银行", "bank", req=False)], tag=True),
    case(Z, "short", [u("那个我跟你说啊我明天要去考科目二了紧张死了然后我教练说我倒库老压线我觉得完了完了 啊对我下周还要出差去广州 烦死")], [
        U("plan", "考科目二", "科目二", "driving test"), U("plan", "出差去广州", "去广州出差", "business trip to Guangzhou")], tag=True),
    case(Z, "short", [u("我的邮箱换了啊，以前那个qq的不用了，现在用 linxiaoyu_91@163.com 有事发这个")], [
        U("email", "linxiaoyu_91@163.com")], tag=True),
    case(Z, "short", [u("哈哈哈哈我要是会弹钢琴就好了，我就只会弹点尤克里里 三四个和弦那种")], [
        U("instrument", "尤克里里", "ukulele")], tag=True),
    case(Z, "short", [u("我是过敏体质，花粉、猫毛都过敏，所以我们家只养了一缸金鱼🐟")], [
        U("allergy", "花粉", "pollen"), U("allergy", "猫毛", "cat hair", "cats"), U("pet", "金鱼", "goldfish")]),
    case(Z, "short", [u("对门的张阿姨今天又来敲门，说她孙子考上了复旦，读医学。她逢人就说，我都听了三遍了😂")], [
        P("张阿姨孙子", "school", "复旦", "Fudan"), P("张阿姨孙子", "major", "医学", "medicine"),
        P("张阿姨", "relation", "对门", "邻居", "neighbour")], tag=True),
    case(Z, "short", [u("电话 13817264590，之前那个139的号停机了别打")], [
        U("phone", "13817264590")], tag=True),
    case(Z, "short", [u("我老家是湖南衡阳的，现在在深圳南山打工，做跨境电商运营")], [
        U("hometown", "衡阳", "湖南衡阳", "Hengyang"), U("city", "深圳", "Shenzhen"), U("place|city", "南山", "Nanshan"),
        U("job_title", "运营", "跨境电商运营"), U("industry", "跨境电商", "cross-border e-commerce")]),
    case(Z, "short", [u("我今年三十五了，不是二十五！刚才打错了，别再叫我小姑娘了🙄")], [
        U("age", "三十五", "35")], tag=True),
    case(Z, "short", [u("周末去了趟苏州，平江路人好多。不过说真的我还是更喜欢住在杭州，安静")], [
        U("city", "杭州", "Hangzhou", req=False)], tag=True),
    case(Z, "short", [u("我跟我老公结婚五年了，他叫陈浩，在中石化上班，我在家带俩娃")], [
        U("partner", "陈浩"), P("陈浩", "relation", "老公", "husband"), P("陈浩", "employer", "中石化", "Sinopec"),
        U("job_title", "在家带俩娃", "在家带娃", "全职妈妈", "stay-at-home parent"), U("family", "俩娃", "孩子", req=False),
        U("gender", "女", "female", req=False)]),
    case(Z, "short", [u("不想上班不想上班不想上班！！！要是能一直躺着就好了。明天还得早起去医院查甲状腺")], [
        U("plan", "查甲状腺", "去医院查甲状腺"), U("health", "甲状腺", "thyroid", req=False)], tag=True),
    case(Z, "short", [u("今天终于把驾照拿到了！！我爸说要给我买车，哈哈他说说而已，我估计还得继续骑我那辆小电驴")], [
        U("belonging", "小电驴", "电动车", "e-bike"), U("belonging", "驾照", "driver's license", req=False)], tag=True),
    case(Z, "short", [u("好饿 想吃螺蛳粉 我是真的可以一天三顿螺蛳粉的那种人")], [
        U("fav_food", "螺蛳粉", "luosifen")]),
    case(Z, "short", [u("我在读研，浙大计算机，研二了，导师天天push论文😭")], [
        U("degree", "读研", "研究生", "硕士", "master's"), U("school", "浙大", "浙江大学", "Zhejiang University"),
        U("major", "计算机", "computer science"), U("job_title", "研二", "学生", "student", req=False),
        U("city", "杭州", "Hangzhou", req=False)]),
    case(Z, "short", [u("我不是老师啦！我只是在培训机构兼职教英语，本职是做翻译的")], [
        U("job_title", "翻译", "translator"), U("job_title", "兼职教英语", "英语老师", req=False),
        U("employer", "培训机构", req=False), U("language", "英语", "English", req=False)], tag=True),
    case(Z, "short", [u("我们小区楼下新开了家奶茶店叫'一点甜'，我天天去，老板都认识我了哈哈 我在隔壁写字楼一家律所当助理，下楼就到")], [
        U("job_title", "助理", "律所助理", "legal assistant"), U("employer|industry", "律所", "law firm", req=False)], tag=True),
    case(Z, "short", [u("我养了两只猫，一只叫芝麻一只叫汤圆，都是橘猫，胖得要死")], [
        U("pet", "橘猫", "猫", "cat"), U("pet_name", "芝麻"), U("pet_name", "汤圆")]),
    case(Z, "short", [u("昨晚梦见自己考上了清华😂 醒来发现我还是在某三本学会计")], [
        U("major", "会计", "accounting"), U("job_title", "学生", "student", req=False)], tag=True),
    case(Z, "short", [u("我对象是四川人，特别能吃辣，我一个广东人完全扛不住😭")], [
        U("partner", "对象"), P("对象", "hometown", "四川", "Sichuan"), U("hometown", "广东", "Guangdong"),
        U("dislike|diet", "辣", "spicy food", req=False)], tag=True),
    case(Z, "short", [u("我的生日是农历八月十五，刚好中秋，所以每年都是吃月饼过生日")], [
        U("birthday", "农历八月十五", "八月十五", "中秋")]),
    case(Z, "short", [u("同事小王今天跟我说他要辞职去考公了，他老婆刚生了二胎。我就默默听着，我自己在这个公司干了六年了还是个小组长")], [
        U("job_title", "小组长", "组长", "team lead"), P("小王", "relation", "同事", "colleague"),
        P("小王", "plan", "考公", "辞职去考公", req=False), P("小王", "family", "二胎", req=False)], tag=True),
    case(Z, "short", [u("大家好，我叫周雨桐，可以叫我桐桐，新来的，请多关照🙏")], [
        U("name", "周雨桐"), U("nickname", "桐桐")]),
    case(Z, "short", [u("我吃素三年了，蛋奶也不吃，别再问我吃不吃肉了🙃")], [
        U("diet", "吃素", "素食", "纯素", "vegan")]),
    case(Z, "short", [u("哎我不会说粤语啊，虽然我在广州住了十年，只能听懂一点")], [
        U("city", "广州", "Guangzhou"), U("language", "粤语", "Cantonese", req=False)], tag=True),
    case(Z, "short", [u("明天跟我妈去做胃镜，她胃一直不太好，我请了一天假")], [
        P("妈妈", "health", "胃一直不太好", "胃不好"), P("妈妈", "plan", "做胃镜", "胃镜"),
        U("family", "我妈", "妈妈", "mom"), U("plan", "跟我妈去做胃镜", "做胃镜", req=False)], tag=True),
    case(Z, "short", [u("最近在追《繁花》，胡歌太帅了，不过我最爱的剧还是《大宅门》，看了不下十遍")], [
        U("fav_film", "大宅门")], tag=True),
    case(Z, "short", [u("我哥在澳洲读博，学海洋生物的，我就一普通打工人在郑州卖保险")], [
        U("family", "哥", "哥哥", "brother"), P("哥哥", "city", "澳洲", "Australia"), P("哥哥", "degree", "读博", "博士", "PhD"),
        P("哥哥", "major", "海洋生物", "marine biology"), U("city", "郑州", "Zhengzhou"),
        U("job_title", "卖保险", "保险销售", "insurance sales"), U("industry", "保险", "insurance", req=False)], tag=True),
    case(Z, "short", [u("坐标西安，大四，学土木的，快毕业了还没找到工作😭")], [
        U("city", "西安", "Xi'an"), U("major", "土木", "土木工程", "civil engineering"),
        U("degree|job_title", "大四", "本科", "学生", "student")], tag=True),
    case(Z, "short", [u("我家狗子今天被隔壁的猫挠了鼻子哈哈哈 它叫可乐，是只萨摩耶，怂得要死")], [
        U("pet", "萨摩耶", "狗", "Samoyed"), U("pet_name", "可乐"), P("隔壁", "pet", "猫", "cat", req=False)], tag=True),
    case(Z, "short", [u("血糖有点高，医生让我少吃甜的，我的天我可是甜品狂魔啊")], [
        U("health", "血糖有点高", "血糖高", "high blood sugar"), U("fav_food", "甜品", "dessert")]),
    case(Z, "short", [u("我在京东上班，不过不是送快递的哈，是做数据分析的。我弟才是送快递的，在顺丰")], [
        U("employer", "京东", "JD"), U("job_title", "数据分析", "data analyst"), U("family", "弟", "弟弟", "brother"),
        P("弟弟", "job_title", "送快递", "快递员", "courier"), P("弟弟", "employer", "顺丰", "SF Express")], tag=True),
]

DIARY = [
    case(Z, "diary", [u("3月12日 晴。早上送闺女朵朵去幼儿园，她今天又哭了。到单位后听说财务科的李姐要调去总部了，她老公在总部那边开了个火锅店，难怪。中午跟老周在食堂吃饭，他说他女儿明年高考，想报北师大。下午开了三个会，头疼。晚上回家我老公做了红烧肉，我吃了两碗饭，减肥又失败了。这个月的注册会计师考试报名费交了，八月考，希望能过吧。")], [
        U("family", "朵朵"), P("朵朵", "relation", "闺女", "女儿", "daughter"), U("plan", "注册会计师考试", "CPA exam"),
        U("partner", "老公", "husband", req=False), P("李姐", "plan", "调去总部", req=False),
        P("老周女儿", "plan", "高考", req=False), U("gender", "女", "female", req=False)], tag=True),
    case(Z, "diary", [u("今天是我来上海的第三年。还记得刚来的时候住在闵行的地下室，现在总算搬到了静安，虽然房子很小。公司楼下那家咖啡店的小哥今天记住了我的名字，嘿嘿。妈妈打电话说外婆腿摔了，在县医院住着，我买了周五回老家的高铁票，回湖北黄冈看看她。")], [
        U("city", "上海", "Shanghai"), U("place|city", "静安", "Jing'an"), U("hometown", "黄冈", "湖北黄冈", "Huanggang"),
        U("plan", "周五回老家", "回老家", "回黄冈"), U("family", "外婆", "grandma"), P("外婆", "health", "腿摔了", "摔了腿"),
        U("family", "妈妈", "mom", req=False)], tag=True),
    case(Z, "diary", [u("晚饭后在小区里溜达，碰见楼上王大爷，他说他儿子在德国当工程师，下个月要带洋媳妇回来。六楼新搬来的小林是幼儿园老师，养了只很乖的边牧。我那只比熊豆豆见了它就躲，真丢人。回家练了半小时二胡，邻居应该习惯了吧。")], [
        P("王大爷儿子", "city", "德国", "Germany"), P("王大爷儿子", "job_title", "工程师", "engineer"),
        P("王大爷儿子", "plan", "带洋媳妇回来", req=False), P("王大爷", "relation", "楼上", "邻居", "neighbour"),
        P("小林", "job_title", "幼儿园老师", "kindergarten teacher"), P("小林", "pet", "边牧", "border collie"),
        P("小林", "relation", "邻居", "neighbour", req=False),
        U("pet", "比熊", "bichon"), U("pet_name", "豆豆"), U("instrument", "二胡", "erhu")], tag=True),
    case(Z, "diary", [u("体检报告出来了，轻度脂肪肝，转氨酶也高。医生说少喝酒。呵呵，做销售的哪能少喝。周三要陪客户去宜宾，又是一顿白酒。老婆说我再这样她就带儿子回娘家住。儿子今年六岁，非要学跆拳道，报了个班，一年三千八。")], [
        U("health", "脂肪肝", "轻度脂肪肝", "fatty liver"), U("job_title", "销售", "sales"),
        U("plan", "陪客户去宜宾", "去宜宾"), U("partner", "老婆", "wife", req=False),
        U("family", "儿子", "son"), P("儿子", "age", "六岁", "6"), P("儿子", "sport", "跆拳道", "taekwondo"),
        U("gender", "男", "male", req=False)], tag=True),
    case(Z, "diary", [u("今天办公室八卦大爆发。小刘跟行政部的阿May在一起了，全公司就我最后一个知道。阿May是香港人，说话带口音很可爱。老板陈总宣布下季度要在成都开分公司，问谁愿意去，我赶紧低头。说实话我在长沙待得挺好，离我爸妈近，周末还能回株洲吃我妈做的剁椒鱼头。晚上下班去健身房练了一小时，坚持第四个月了。")], [
        P("小刘", "partner", "阿May"), P("阿May", "hometown", "香港", "Hong Kong"), P("陈总", "relation", "老板", "boss"),
        P("陈总", "plan", "在成都开分公司", req=False), U("city", "长沙", "Changsha"),
        U("hometown", "株洲", "Zhuzhou", req=False), P("爸妈", "city", "株洲", "Zhuzhou", req=False),
        U("fav_food", "剁椒鱼头", req=False), U("sport", "健身", "gym", "fitness")], tag=True),
    case(Z, "diary", [u("下雨。一整天没出门，看完了《活着》，哭得稀里哗啦，这是我最喜欢的书，每年都要重看一遍。猫主子橙子今天吐了两次毛球，明天带去宠物医院看看。")], [
        U("fav_book", "活着", "To Live"), U("pet", "猫", "cat"), U("pet_name", "橙子"),
        U("plan", "带去宠物医院", req=False)]),
    case(Z, "diary", [u("今天我生日！三十岁了，一个人在出租屋里吃了个小蛋糕。本来前男友说会记得，呵呵。同事小敏送了我一支口红，感动。她下个月结婚，我是伴娘。", at="2024-05-20")], [
        U("age", "三十岁", "30"), U("birthday", "5月20日", "May 20", req=False), P("小敏", "relation", "同事", "colleague"),
        P("小敏", "plan", "结婚", "下个月结婚"), U("plan", "伴娘", "当伴娘", req=False), U("gender", "女", "female", req=False)], tag=True),
    case(Z, "diary", [u("大年初三，走亲戚。二姨家的表妹考研上岸了，九月去南京大学读新闻。大舅还是老样子，血压高还天天喝酒。表哥在杭州开网约车，说一个月能跑一万多。我妈一个劲儿问我什么时候找对象，我说我在忙事业。其实我就是个在县城中学教物理的，能有什么事业😂")], [
        P("表妹", "school|plan", "南京大学", "南大", "Nanjing University"), P("表妹", "major", "新闻", "journalism"),
        P("表妹", "degree|plan", "考研", "研究生", req=False),
        P("大舅", "health", "血压高", "高血压"), P("表哥", "city", "杭州", "Hangzhou"),
        P("表哥", "job_title", "开网约车", "网约车司机"), U("job_title", "教物理", "物理老师", "physics teacher"),
        U("employer", "县城中学", "中学", req=False)], tag=True),
    case(Z, "diary", [u("搬家第一天。新家在二七区，离公司骑车十五分钟。楼下有个菜市场，热闹。从高新区那边搬过来真是累死，收拾到半夜。郑州今天三十七度，空调还没装好。")], [
        U("place|city", "二七区"), U("city", "郑州", "Zhengzhou", req=False)], tag=True),
    case(Z, "diary", [u("退休第二年，每天早上去公园打太极。今天老李说他孙女去美国读书了，学费一年四十万，吓死人。我孙子乐乐才三岁，天天缠着我讲故事。老伴儿腰不好，下午陪她去社区医院做理疗。")], [
        U("job_title", "退休", "retired"), U("sport", "太极", "tai chi"), P("老李孙女", "city", "美国", "US", req=False),
        U("family", "乐乐"), P("乐乐", "relation", "孙子", "grandson"), P("乐乐", "age", "三岁", "3"),
        U("partner", "老伴", "老伴儿"), P("老伴", "health", "腰不好")], tag=True),
    case(Z, "diary", [u("今天把吉他挂闲鱼卖了。学了两年还是只会扫弦，放弃了。转而报了个架子鼓的班，下周一开课哈哈，希望这次能坚持。")], [
        U("plan", "架子鼓的班", "架子鼓", "drum lessons"), U("instrument", "架子鼓", "drums", req=False)], tag=True),
]

COMPANION = [
    case(Z, "companion", [u("我今天面试完了，好累"), a("辛苦啦！是上次说的那家字节吗？"),
                          u("不是字节啦，是小红书，面的是运营岗。我现在还在京东呢，没辞"),
                          a("哦对对，你在京东做客服对吧~"), u("客服？？我是做采购的好嘛😤")], [
        U("employer", "京东", "JD"), U("job_title", "采购", "buyer", "purchasing")], char="阿澈", tag=True),
    case(Z, "companion", [u("晚上好星星～今天我家糯米打疫苗了"), a("糯米是你家的小狗狗吗？"),
                          u("是猫啦！英短蓝猫，两岁了"), a("哇，蓝猫好可爱！我最喜欢的动物也是猫哦"),
                          u("哈哈你又没有实体🤣 对了我下周要去长沙出差，你记一下")], [
        U("pet_name", "糯米"), U("pet", "英短蓝猫", "猫", "British Shorthair", "cat"),
        U("plan", "去长沙出差", "长沙出差", "business trip to Changsha")], char="星星", tag=True),
    case(Z, "companion", [u("糯米，你知道我老家是哪的吗"), a("我记得你说过是东北的，哈尔滨？"),
                          u("差一点，是吉林的，延边。我现在在天津上班"), a("延边！那你会说朝鲜语吗？"),
                          u("会一点点，小时候奶奶教的，现在基本忘光了。倒是日语我考过N2")], [
        U("hometown", "延边", "吉林", "Yanbian"), U("city", "天津", "Tianjin", req=False),
        U("language", "日语", "Japanese"), U("language", "朝鲜语", "Korean", req=False)], char="糯米", tag=True),
    case(Z, "companion", [u("小Q我跟你说，我分手了"), a("啊…是和那个在银行工作的男朋友吗？抱抱你"),
                          u("他不在银行，他是程序员。算了不提了。反正我现在一个人住，养了只仓鼠陪我"),
                          a("仓鼠叫什么名字呀？"), u("叫团子，白色的，超小一只")], [
        U("pet", "仓鼠", "hamster"), U("pet_name", "团子"), P("ex", "job_title", "程序员", "programmer")], char="小Q", tag=True),
    case(Z, "companion", [u("言言，我生日是11月12号，下个月就到了，记得提醒我买蛋糕"), a("好的！那你今年多大了呀？25？"),
                          u("27了！我比我弟大三岁，他才24"), a("知道啦，27岁的大哥哥～"), u("什么大哥哥，我是女生！！")], [
        U("birthday", "11月12号", "November 12"), U("age", "27"), U("family", "弟", "弟弟", "brother"),
        P("弟弟", "age", "24"), U("gender", "女生", "女", "female")], char="言言", tag=True),
    case(Z, "companion", [u("柚子，今天办公室又出大事了"), a("什么大事？快说说！"),
                          u("我们组长老郑要去深圳分公司了，他老婆在那边当医生，两地分居好多年了。然后新来的实习生小白居然是我大学学妹，也是华科的"),
                          a("哇，那你们是华科校友！你是学什么的来着？"), u("机械啊，我说过好多次了😑 虽然现在干的是软件测试")], [
        P("老郑", "relation", "组长", "team lead"), P("老郑", "plan", "去深圳分公司", req=False),
        P("老郑老婆", "job_title", "医生", "doctor"), P("老郑老婆", "city", "深圳", "Shenzhen"),
        P("小白", "relation", "学妹"), P("小白", "job_title", "实习生", "intern"), P("小白", "school", "华科", "华中科技大学"),
        U("school", "华科", "华中科技大学", "HUST"), U("major", "机械", "mechanical engineering"),
        U("job_title", "软件测试", "software tester", "QA")], char="柚子", tag=True),
    case(Z, "companion", [u("墨墨，推荐个晚饭吧"), a("要不要吃海鲜？上次你说爱吃虾"),
                          u("我虾过敏啊大哥😂 爱吃虾的是我老公。我一吃就起疹子"), a("抱歉抱歉！那你老公是做什么的，这么爱吃虾"),
                          u("他是厨师哈哈，在一家粤菜馆。我今晚就想吃碗牛肉面")], [
        U("allergy", "虾", "shrimp"), U("partner", "老公", "husband"), P("老公", "fav_food", "虾", "shrimp"),
        P("老公", "job_title", "厨师", "chef"), P("老公", "employer", "粤菜馆", req=False)], char="墨墨", tag=True),
    case(Z, "companion", [u("念念你喜欢听什么歌"), a("我最喜欢周杰伦！你呢？"),
                          u("我最近单曲循环五月天，从高中听到现在了"), a("那你是不是也会弹吉他，像阿信一样？"),
                          u("不会😂 我是打鼓的，在乐队里当鼓手，业余的哈")], [
        C("fav_music", "周杰伦", "Jay Chou"), U("fav_music", "五月天", "Mayday"), U("instrument", "鼓", "打鼓", "drums"),
        U("hobby", "乐队", "乐队鼓手", "band")], char="念念", tag=True),
    case(Z, "companion", [u("白桃，我下个月要搬去成都啦"), a("哇好棒！那你现在是在重庆吗？"),
                          u("不是，在西安。工作调动，公司让去成都那边开新店"), a("你是做餐饮的吗？"),
                          u("对，我在海底捞当店长")], [
        U("plan", "搬去成都", "去成都", "move to Chengdu"), U("city", "西安", "Xi'an"),
        U("employer", "海底捞", "Haidilao"), U("job_title", "店长", "store manager"), U("industry", "餐饮", "catering")], char="白桃", tag=True),
    case(Z, "companion", [u("阿Ken，我今天跑了半马！"), a("太厉害了！你是每周都跑步吗？"),
                          u("一周跑三次吧，坚持两年了。我老婆不跑，她只练瑜伽"), a("你们一家都好健康！你老婆也是北京的吗"),
                          u("她是上海人，我是北京人，我们现在住苏州")], [
        U("sport", "跑步", "running"), U("partner", "老婆", "wife"), P("老婆", "sport", "瑜伽", "yoga"),
        P("老婆", "hometown", "上海", "Shanghai"), U("hometown", "北京", "Beijing"), U("city", "苏州", "Suzhou"),
        U("gender", "男", "male", req=False)], char="阿Ken", tag=True),
    case(Z, "companion", [u("小鹿，我博士答辩过了！！！"), a("恭喜恭喜！复旦的博士真不容易"),
                          u("是同济啦，环境工程。下个月入职中科院的研究所"), a("那以后就是研究员了！"), u("先做博后哈哈")], [
        U("degree", "博士", "PhD"), U("school", "同济", "同济大学", "Tongji"), U("major", "环境工程", "environmental engineering"),
        U("employer|plan", "中科院", "中科院的研究所", "CAS"), U("job_title|plan", "博后", "博士后", "postdoc")], char="小鹿", tag=True),
    case(Z, "companion", [u("可可，帮我记一下，我新手机号是 15902183377"), a("好的，已记录：15902183377。需要我也记下你的邮箱吗？"),
                          u("邮箱不变，还是 chen.mo@foxmail.com"), a("收到～你上次说是 gmail 的，我改一下"),
                          u("我从来没用过gmail😅")], [
        U("phone", "15902183377"), U("email", "chen.mo@foxmail.com")], char="可可", tag=True),
    case(Z, "companion", [u("阿福，我女儿今天开家长会"), a("是小学还是初中呢？"),
                          u("初二了。她班主任说她数学是年级第一，英语一般。我闺女叫思思，可争气了"),
                          a("思思真棒！她多大啦？"), u("十四了。对了她同桌的妈妈是我高中同学，真巧")], [
        U("family", "思思"), P("思思", "relation", "女儿", "闺女", "daughter"), P("思思", "age", "十四", "14"),
        P("思思同桌的妈妈", "relation", "高中同学", "classmate")], char="阿福", tag=True),
    case(Z, "companion", [u("栗子，我最近开始生酮饮食了"), a("哇，那你是不能吃米饭了吧？你以前不是最爱吃米饭吗"),
                          u("我最爱的是面条！不过现在都戒了。医生说我有点胰岛素抵抗"), a("要注意身体哦，你平时运动吗？"),
                          u("每天晚上游泳一千米")], [
        U("diet", "生酮", "生酮饮食", "keto"), U("fav_food", "面条", "noodles", req=False),
        U("health", "胰岛素抵抗", "insulin resistance"), U("sport", "游泳", "swimming")], char="栗子", tag=True),
]

GROUP = [
    case(Z, "group", [s("妈妈", "周末都回来吃饭啊，你爸做了红烧鱼"), s("姐姐", "我回不去，我周六值班，医院忙死了"),
                      s("小雨", "我周日回，周六要去考教资笔试"), s("妈妈", "小雨你那个男朋友阿杰什么时候带回来看看"),
                      s("小雨", "妈！！他下个月才从新加坡回来，他在那边读研")], [
        U("plan", "考教资笔试", "教资笔试", "teacher certification exam"), U("partner", "阿杰"),
        P("阿杰", "relation", "男朋友", "boyfriend"), P("阿杰", "city", "新加坡", "Singapore"),
        P("阿杰", "degree", "读研", "研究生"), P("姐姐", "employer", "医院", "hospital", req=False),
        U("name", "小雨", req=False)], me="小雨", tag=True),
    case(Z, "group", [s("王经理", "下周一新同事报到，叫孙悦，之前在阿里做前端的，大家多带带"),
                      s("阿杰", "收到～我周一请假，去医院拔智齿😭"),
                      s("老陈", "好的，我带她熟悉一下代码库。我周一下午要飞上海见客户，上午可以", exp=True),
                      s("Lily", "老陈你又出差，你老婆不骂你啊哈哈"), s("老陈", "她习惯了，她自己也天天加班，在律所")], [
        U("plan", "飞上海见客户", "去上海见客户"), P("阿杰", "plan", "拔智齿"), U("partner", "老婆", "wife"),
        P("老婆", "employer", "律所", "law firm", req=False), U("name", "老陈", req=False)], tag=True),
    case(Z, "group", [s("物业小李", "各位业主，明天上午9点停水，请提前储水"),
                      s("502王姐", "又停水！我家宝宝明天满月，家里一堆亲戚😩"),
                      s("张叔", "我明天去医院复查，正好不在家。心脏搭了桥以后每个月都得去"),
                      s("阿珍", "我在家办公，没事。王姐，要不要帮你去接点水？我家有大桶"),
                      s("502王姐", "谢谢阿珍！你真好")], [
        P("502王姐", "family", "宝宝", "baby"), P("张叔", "health", "心脏搭了桥", "心脏搭桥"),
        P("张叔", "plan", "去医院复查", "复查"), U("name", "阿珍", req=False)], me="阿珍", tag=True),
    case(Z, "group", [s("老大", "毕业五年聚一下？我在北京，随时可以"),
                      s("老二", "我在广州，过年才回得去。我家二胎刚出生，走不开"),
                      s("老三", "我在武汉，周末都行。我下个月去杭州培训一周", exp=True),
                      s("老四", "老三你还在那个设计院吗？"),
                      s("老三", "早不在了，跳到了一家地产公司做项目经理")], [
        U("city", "武汉", "Wuhan"), U("job_title", "项目经理", "project manager"), U("industry", "地产", "real estate"),
        U("employer", "地产公司", req=False), U("plan", "去杭州培训", "杭州培训"),
        P("老大", "city", "北京", "Beijing"), P("老二", "city", "广州", "Guangzhou"), P("老二", "family", "二胎"),
        U("nickname|name", "老三", req=False)], tag=True),
    case(Z, "group", [s("老周", "这个月读《三体》还是《平凡的世界》？"), s("小麦", "三体！我是大刘粉，他的书我全看过"),
                      s("婷婷", "我都行，不过我最喜欢的还是《红楼梦》，每年都要重读一遍"),
                      s("老周", "婷婷你不是学中文的嘛，难怪"), s("婷婷", "是历史啦，不过也差不多😂")], [
        U("fav_book", "红楼梦", "Dream of the Red Chamber"), U("major", "历史", "history"),
        P("小麦", "fav_book", "大刘", "刘慈欣", "三体", req=False), U("hobby", "读书会", "reading", req=False),
        U("name", "婷婷", req=False)], me="婷婷", tag=True),
    case(Z, "group", [s("老黄", "明早五点水库集合，谁去？"), s("阿强", "我去，报名！我新买的鱼竿正好试试", exp=True),
                      s("小吴", "我去不了，我老婆预产期就这两天"), s("老孙", "我也不去，我腰间盘突出犯了")], [
        U("plan", "水库", "去水库钓鱼"), U("belonging", "鱼竿", "fishing rod"), U("hobby", "钓鱼", "fishing", req=False),
        P("小吴", "partner", "老婆", "wife"), P("老孙", "health", "腰间盘突出", "slipped disc"),
        U("name", "阿强", req=False)], tag=True),
    case(Z, "group", [s("班主任刘老师", "各位家长，周五下午开运动会，请孩子穿白色运动服"),
                      s("豆豆爸爸", "收到。豆豆花生过敏，运动会如果发零食麻烦注意一下"),
                      s("乐乐妈妈", "收到～乐乐周五要去口腔医院拔牙，可能下午才能到"),
                      s("朵朵奶奶", "收到，朵朵她爸妈都在外地打工，我来接")], [
        P("豆豆", "allergy", "花生", "peanuts"), P("乐乐", "plan", "拔牙", "去口腔医院拔牙"),
        U("family", "乐乐", req=False), P("乐乐", "relation", "孩子", "child", req=False),
        P("朵朵爸妈", "job_title", "打工", "在外地打工"), U("gender", "女", "female", req=False)], me="乐乐妈妈", tag=True),
    case(Z, "group", [s("阿飞", "云南的机票我订好了，10月2号出发"),
                      s("小鱼", "我也订了！不过我只能玩到5号，6号要回去上班，医院排班", exp=True),
                      s("Coco", "小鱼你是护士还是医生来着"), s("小鱼", "护士，儿科的"),
                      s("大熊", "我就不去了，穷😂 刚交了房贷")], [
        U("plan", "云南", "去云南", "trip to Yunnan"), U("job_title", "护士", "儿科护士", "nurse"),
        U("employer", "医院", "hospital", req=False), P("阿飞", "plan", "云南", "去云南"),
        U("name", "小鱼", req=False)], tag=True),
    case(Z, "group", [s("琳达", "中午吃什么？我最近减肥只吃沙拉"), s("阿凯", "我要吃兰州拉面，我回族，你们懂的"),
                      s("小周", "我随便，不吃辣就行，胃炎刚好"), s("琳达", "小周你不是四川人吗不吃辣😂"),
                      s("小周", "我是重庆的，但确实吃不了辣，天生的")], [
        U("hometown", "重庆", "Chongqing"), U("dislike|diet", "不吃辣", "辣", "spicy food"),
        P("琳达", "diet", "减肥", "只吃沙拉", "沙拉"), P("阿凯", "diet", "回族", "清真", "halal", req=False),
        U("name", "小周", req=False)], me="小周", tag=True),
    case(Z, "group", [s("老妈", "细妹，你下个礼拜返唔返屋企饮茶？"),
                      s("细妹", "返！我礼拜六翻嚟，礼拜日就要走，礼拜一要去报到，新工喺腾讯", exp=True),
                      s("阿哥", "犀利喔！做咩岗位？"), s("细妹", "UI设计，同以前差唔多"),
                      s("阿嫂", "恭喜细妹！我哋阿仔下个月两岁生日，记得嚟")], [
        U("employer|plan", "腾讯", "Tencent"), U("job_title|plan", "UI设计", "UI designer"),
        U("plan", "礼拜六翻嚟", "回家", req=False), P("阿嫂", "family", "阿仔", "son"),
        U("language", "粤语", "Cantonese", req=False), U("nickname|name", "细妹", req=False)], tag=True),
    case(Z, "group", [s("阿彬", "周四晚上老地方打球，几个人？"), s("胖虎", "+1，我膝盖好了"),
                      s("王磊", "+1，不过得九点以后，我八点才下班，超市理货的没办法"),
                      s("小蒋", "我不行，我在老家，下周才回北京")], [
        U("sport", "打球", "篮球", "basketball"), U("job_title", "理货", "超市理货"), U("employer", "超市", "supermarket", req=False),
        U("plan", "周四晚上老地方打球", req=False), P("小蒋", "city", "北京", "Beijing"),
        U("name", "王磊", req=False)], me="王磊", tag=True),
]

CASES = SHORT + DIARY + COMPANION + GROUP
