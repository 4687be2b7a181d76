from h import case, U, P, CH, u, a

Z = "zh"
# --- employer / job / industry
case(Z, "在字节上班快两年了，天天加班到十点😮‍💨", [U("employer", "字节", "字节跳动", "ByteDance")])
case(Z, "我们公司（腾讯）今年又不发年终了 服了", [U("employer", "腾讯", "Tencent")])
case(Z, "刚入职美团 做产品经理 还在熟悉业务中", [U("employer", "美团", "Meituan"), U("job_title", "产品经理", "PM")])
case(Z, "以前在阿里 去年跳槽到了网易 现在做用户运营", [U("employer", "网易", "NetEase"), U("job_title", "用户运营", "运营")], tag=True)
case(Z, "我不是程序员啊😂 我是做UI设计的 天天被产品改需求", [U("job_title", "UI设计", "UI设计师", "UI designer")], tag=True)
case(Z, "我是开网约车的 晚上跑到两三点 白天睡觉", [U("job_title", "开网约车", "网约车司机", "司机")])
case(Z, "教培倒了之后我转行去做了保险😅 现在在平安", [U("industry", "保险", "insurance"), U("employer", "平安", "中国平安")], tag=True)
# --- names / nicknames / age / birthday / gender
case(Z, "自我介绍一下 我叫陈晓雯 大家一般叫我雯雯", [U("name", "陈晓雯"), U("nickname", "雯雯")])
case(Z, "小名叫豆豆 只有家里人这么叫 你也可以这么叫我嘿嘿", [U("nickname", "豆豆")])
case(Z, "我是95年的 今年29了 还在被催婚 烦死", [U("age", "29"), U("birthday", "95年", "1995", req=False)])
case(Z, "我生日是3月12号 双鱼座 记住了哈", [U("birthday", "3月12号", "March 12")])
case(Z, "我奶奶见人就说我快三十了 拜托我才二十六好吗", [U("age", "二十六", "26"), U("family", "奶奶", "grandma", req=False)], tag=True)
case(Z, "我是女生哈 不是汉子 头像是我哥的狗🙄", [U("gender", "女生", "女", "female"), U("family", "哥", "哥哥", req=False), P("哥哥", "pet", "狗", "dog", req=False)], tag=True)
case(Z, "作为一个快四十的男人 我到现在还怕打针 丢人", [U("age", "快四十", "四十", "40", req=False), U("gender", "男人", "男", "male")])
case(Z, [u("今天我生日！！终于25了🎂", at="2024-07-08")], [U("age", "25"), U("birthday", "7月8日", "July 8", "07-08", req=False)])
# --- hometown / city / place
case(Z, "坐标成都 土生土长的 火锅就是我的命🌶", [U("city", "成都", "Chengdu"), U("hometown", "成都", "Chengdu"), U("fav_food", "火锅", "hotpot")])
case(Z, "北漂第五年 还是租房 啥时候是个头", [U("city", "北京", "Beijing", req=False)])
case(Z, "我是湖南人 在深圳打工 做外贸的", [U("hometown", "湖南", "Hunan"), U("city", "深圳", "Shenzhen"), U("industry|job_title", "外贸", "foreign trade")])
case(Z, "老家东北的 来上海七八年了 还是吃不惯这边甜口的菜", [U("hometown", "东北"), U("city", "上海", "Shanghai"), U("dislike", "甜口的菜", "甜口", req=False)])
case(Z, "在广州待了五年 去年底回南京了 还是家里舒服", [U("city", "南京", "Nanjing")], tag=True)
case(Z, "住五道口附近 离学校走路十分钟", [U("place|city", "五道口"), U("city", "北京", "Beijing", req=False)])
case(Z, "啥时候能搬去大理躺平啊 天天在县城待着好没意思", [], tag=True)
case(Z, "常去楼下那家瑞幸 店员都认识我了 每天一杯生椰拿铁", [U("place", "楼下那家瑞幸", "瑞幸"), U("fav_food", "生椰拿铁", req=False)])
# --- education
case(Z, "我是学计算机的 本科浙大 现在在读研 天天被导师push", [U("major", "计算机", "computer science"), U("school", "浙大", "浙江大学", "Zhejiang University"), U("degree", "读研", "研究生", "硕士", req=False)])
case(Z, "硕士毕业于武大 新闻专业 结果现在在卖房子😂", [U("degree", "硕士", "master"), U("school", "武大", "武汉大学"), U("major", "新闻", "journalism"), U("job_title", "卖房子", "房产中介", "销售")])
case(Z, "大专学历 学的护理 没敢跟相亲对象说", [U("degree", "大专"), U("major", "护理", "nursing")])
case(Z, "高考差两分没上川大 最后去了西南交大 学土木 现在想想也挺好", [U("school", "西南交大", "西南交通大学"), U("major", "土木", "civil engineering")], tag=True)
# --- partner / family / others
case(Z, "我男朋友叫阿杰 在杭州上班 我们异地一年了", [U("partner", "阿杰"), P("阿杰", "relation", "男朋友", "boyfriend"), P("阿杰", "city", "杭州", "Hangzhou")])
case(Z, "跟老公结婚五年了 有个三岁的儿子 调皮得很", [U("partner", "老公", "husband"), U("family", "儿子", "son"), P("儿子", "age", "三岁", "3")])
case(Z, "我姐在新加坡当护士 一年就回来一次", [U("family", "姐", "姐姐", "sister"), P("姐姐", "city", "新加坡", "Singapore"), P("姐姐", "job_title", "护士", "nurse")])
case(Z, "我妈是小学老师 教语文的 天天晚上在家批作业", [U("family", "妈", "妈妈", "mom"), P("妈妈", "job_title", "小学老师", "老师", "teacher")])
case(Z, "我爸去年退休了 以前在电厂上班 现在天天去水库钓鱼🎣", [U("family", "爸", "爸爸", "dad"), P("爸爸", "hobby", "钓鱼", "fishing")], tag=True)
case(Z, "闺蜜小鱼在招行上班 她家养了只萨摩耶叫雪球", [P("小鱼", "relation", "闺蜜", "best friend"), P("小鱼", "employer", "招行", "招商银行"), P("小鱼", "pet", "萨摩耶", "Samoyed"), P("小鱼", "pet_name", "雪球")])
case(Z, "我婆婆花生过敏 家里炒菜都不敢放花生油", [U("family", "婆婆", "mother-in-law"), P("婆婆", "allergy", "花生", "peanut")])
case(Z, "单身 没对象 别问了😑 我妈已经问烂了", [U("family", "妈", "妈妈", req=False)], tag=True)
case(Z, "前男友在百度 现在的男朋友是个厨师 做饭巨好吃", [U("partner", "男朋友", "boyfriend"), P("男朋友", "job_title", "厨师", "chef"), P("ex", "employer", "百度", "Baidu")], tag=True)
# --- pets
case(Z, "养了只橘猫叫胖虎 一顿能吃两碗猫粮😂", [U("pet", "橘猫", "猫", "cat"), U("pet_name", "胖虎")])
case(Z, "家里俩狗 一只柯基一只柴 柯基叫年糕 柴犬叫可乐", [U("pet", "柯基", "corgi"), U("pet", "柴", "柴犬", "shiba"), U("pet_name", "年糕"), U("pet_name", "可乐")])
case(Z, "房东不让养宠物 不然早就抱只布偶回家了", [], tag=True)
case(Z, "我家那只垂耳兔上个月走了 哭了好几天 现在只剩一缸金鱼", [U("pet", "金鱼", "goldfish")], tag=True)
# --- preferences / hobbies
case(Z, "周末一般去爬山或者骑车 天气好就往外跑", [U("hobby|sport", "爬山", "hiking"), U("sport|hobby", "骑车", "cycling")])
case(Z, "每周三晚上雷打不动打羽毛球🏸 打了快十年了", [U("sport", "羽毛球", "badminton")])
case(Z, "钢琴学了八年 现在下班回家偶尔弹两首", [U("instrument", "钢琴", "piano")])
case(Z, "最近在自学吉他 手指疼死了 买的雅马哈的入门款", [U("instrument", "吉他", "guitar"), U("belonging", "雅马哈", "Yamaha")])
case(Z, "周杰伦的歌我能循环一辈子 尤其是晴天", [U("fav_music", "周杰伦", "Jay Chou")])
case(Z, "最爱的书还是《活着》 每次看都哭", [U("fav_book", "活着", "《活着》", "To Live")])
case(Z, "《海上钢琴师》看了不下五遍 每次结尾都破防", [U("fav_film", "海上钢琴师", "The Legend of 1900")])
case(Z, "最讨厌香菜 谁给我放香菜我跟谁急", [U("dislike", "香菜", "cilantro", "coriander")])
case(Z, "我吃素三年了 蛋奶还吃 别给我推荐红烧肉了", [U("diet", "吃素", "素食", "vegetarian")])
case(Z, "我芒果过敏 一吃嘴巴就肿成香肠", [U("allergy", "芒果", "mango")])
case(Z, "轻度抑郁 在吃药 最近好多了 别担心", [U("health", "轻度抑郁", "抑郁", "depression")])
case(Z, "我会说粤语 但繁体字写不来 英语也就凑合", [U("language", "粤语", "Cantonese"), U("language", "英语", "English", req=False)])
case(Z, "日语在学 N3上个月刚过 目标明年N2", [U("language", "日语", "Japanese"), U("plan", "N2", req=False)])
# --- plans / belongings / contact
case(Z, "明年五月去冰岛 机票酒店都订好了✈️", [U("plan", "冰岛", "去冰岛", "Iceland")])
case(Z, "新买的MacBook Air到了 终于不卡了 旧的那台送我表弟了", [U("belonging", "MacBook Air", "MacBook"), U("family", "表弟", req=False)], tag=True)
case(Z, "我那辆二手思域开了四年了 毛病不少但舍不得换", [U("belonging", "思域", "二手思域", "Civic")])
case(Z, "有事打我电话 138 2716 4093 微信同号", [U("phone", "138 2716 4093", "13827164093")])
case(Z, "邮箱换了 新的是 linxy_work@163.com 之前那个qq邮箱别发了 不看了", [U("email", "linxy_work@163.com")], tag=True)

# --- group chats
case(Z, [u("周末谁来我家吃饭 我新学了酸菜鱼", sp="阿美"),
         u("我我我 不过我不吃辣哦 胃不好", sp="大伟"),
         u("我要加班😭 今年刚调去深圳分公司 天天忙", sp="小林"),
         u("小林你在深圳？我下个月也去深圳出差 请你吃饭", sp="阿美")],
     [U("city", "深圳", "Shenzhen"), P("大伟", "health", "胃不好", req=False),
      P("大伟", "dislike|diet", "不吃辣", "辣", req=False), P("阿美", "plan", "深圳出差", "出差", req=False)],
     me="小林", tag=True)
case(Z, [u("各位亲戚 我家朵朵考上复旦了！学临床医学🎉", sp="三姨"),
         u("恭喜恭喜 朵朵真争气", sp="小陈", ex=True),
         u("我家那个还在考研 唉 二战了", sp="二舅"),
         u("三姨 我也在上海 朵朵开学了我带她吃饭", sp="小陈")],
     [P("朵朵", "school", "复旦", "复旦大学", "Fudan"), P("朵朵", "major", "临床医学", "medicine"),
      U("city", "上海", "Shanghai"), P("朵朵", "relation", "表妹", req=False)], tag=True)
case(Z, [u("下周团建去千岛湖 大家有忌口的报一下", sp="HR小王"),
         u("我乳糖不耐 别整奶茶就行", sp="阿凯"),
         u("我海鲜不行 过敏", sp="我"),
         u("收到 我记一下", sp="HR小王")],
     [U("allergy", "海鲜", "seafood"), P("阿凯", "health|allergy|diet", "乳糖不耐", "lactose intolerant"),
      U("plan", "团建", "千岛湖", req=False)], me="我", tag=True)
case(Z, [u("谁家有猫砂推荐 我家咪咪最近挑得很", sp="Coco"),
         u("我用的豆腐砂 我家俩布偶都爱", sp="阿琳", ex=True),
         u("我家狗不用猫砂哈哈哈 帮不上忙", sp="老何")],
     [U("pet", "布偶", "布偶猫", "ragdoll"), P("Coco", "pet", "猫", "cat", req=False),
      P("Coco", "pet_name", "咪咪"), P("老何", "pet", "狗", "dog")], tag=True)
case(Z, [u("妈 我下周四回家 高铁票买好了", sp="小雨"),
         u("好 你爸说给你炖排骨", sp="妈妈"),
         u("姐 我也回 我刚在长沙找到工作了 做新媒体", sp="小川"),
         u("可以啊小川！", sp="小雨")],
     [U("plan", "下周四回家", "回家"), P("小川", "city", "长沙", "Changsha"), P("小川", "job_title|industry", "新媒体"),
      P("小川", "relation", "弟弟", req=False), U("family", "妈", "妈妈", req=False)], me="小雨", tag=True)
case(Z, [u("你们猜我今天碰到谁了 老王 他现在在京东当总监了", sp="阿豪"),
         u("卧槽 混这么好 我还在小公司写代码", sp="胖子", ex=True),
         u("胖子你不是说要跳槽吗", sp="阿豪"),
         u("说说而已😂 哪那么容易", sp="胖子")],
     [P("老王", "employer", "京东", "JD"), P("老王", "job_title", "总监", "director"),
      U("job_title", "写代码", "程序员", "programmer")], tag=True)

# --- named companions
case(Z, [u("阿月 我今天又被领导骂了 做会计真的好累"),
         a("抱抱你～我虽然不懂会计，但我知道你一直很认真。我最喜欢晚上看星星了，要不要一起放松一下？"),
         u("好啊 我也喜欢看星星 小时候在内蒙古老家天天看")],
     [U("job_title", "会计", "accountant"), U("hobby", "看星星", "stargazing"), CH("hobby", "看星星", "stargazing"),
      U("hometown", "内蒙古", "Inner Mongolia")], character="阿月")
case(Z, [u("小澄你是哪里人呀"),
         a("我是在苏州长大的哦，最爱吃那边的糖粥。你是不是在北京呀？"),
         u("不是啦 我在天津 不过离北京很近")],
     [CH("hometown", "苏州", "Suzhou"), CH("fav_food", "糖粥"), U("city", "天津", "Tianjin")], character="小澄", tag=True)

# --- added to cover thin slots
case(Z, "我叫林一诺 一诺千金的一诺 别再写成依诺了😤", [U("name", "林一诺")])
case(Z, "我农历八月十五生的 中秋节生日 所以从来没人单独给我过生日😂", [U("birthday", "农历八月十五", "中秋节")])
case(Z, "最近沉迷做手工皂 家里堆了一柜子 《三体》看了三遍 心里第一名的书", [U("hobby", "做手工皂", "手工皂", "soap making"), U("fav_book", "三体", "《三体》", "The Three-Body Problem")])
case(Z, "我这人最受不了别人迟到 还有就是讨厌胡萝卜 从小到大都是", [U("dislike", "迟到", "别人迟到", "lateness"), U("dislike", "胡萝卜", "carrot")])
case(Z, "最爱吃我妈包的荠菜饺子 外面买的都不行 周末窝家里又刷了一遍《霸王别姬》 最爱的电影没有之一", [U("fav_food", "荠菜饺子", "饺子"), U("fav_film", "霸王别姬", "《霸王别姬》", "Farewell My Concubine"), U("family", "妈", "妈妈", req=False)])
case(Z, "有事发邮件 wangjunhao1990@126.com 急事打电话 159 3382 0176", [U("email", "wangjunhao1990@126.com"), U("phone", "159 3382 0176", "15933820176")])
