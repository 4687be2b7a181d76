from h import Maker, U, P, C
M = Maker("zh")
s, comp, diary, grp = M.s, M.comp, M.diary, M.grp

# ---------- short chats ----------
s("我叫蒋一帆，大家都叫我帆帆，在成都一家做游戏的公司当策划，天天加班到十点😮‍💨",
  U("name", "蒋一帆"), U("nickname", "帆帆"), U("city", "成都|Chengdu"), U("job_title", "策划|游戏策划"),
  U("industry", "游戏|游戏行业|gaming"))
s("我不是护士啦！！我是药剂师，在市一院药房上班。护士是我室友",
  U("job_title", "药剂师|pharmacist"), U("employer", "市一院"), P("室友", "job_title", "护士|nurse"),
  P("室友", "relation", "室友|roommate", False), tag=True)
s("过敏体质伤不起，芒果一碰嘴就肿，海鲜倒是随便吃",
  U("allergy", "芒果|mango"), tag=True)
s("我老公周明是初中物理老师，在七中，今年带初三，天天操心中考",
  U("partner", "周明"), P("周明", "relation", "老公|husband"), P("周明", "job_title", "物理老师|初中物理老师|老师"),
  P("周明", "employer", "七中"))
s("问一下杭州哪里能学尤克里里啊？我住萧山，太远的不考虑",
  U("place", "萧山"), U("city", "杭州|Hangzhou", False), tag=True)
s("我邮箱换了 新的是 linxiaoqi88@163.com 以前那个qq邮箱不用了别发那",
  U("email", "linxiaoqi88@163.com"), tag=True)
s("本人女，94年的，属狗，坐标厦门",
  U("gender", "女|female"), U("birthday|age", "94年|1994"), U("city", "厦门|Xiamen"))
s("我们家豆包是只英短蓝猫，三岁了，胖得像个球🐱",
  U("pet", "英短蓝猫|英短|猫|cat"), U("pet_name", "豆包"))
s("我爸今年六十二了，去年查出来糖尿病，现在每天打胰岛素，我妈管他吃饭管得可严了",
  U("family", "我爸|爸爸|father"), P("爸爸", "age", "六十二|62"), P("爸爸", "health", "糖尿病|diabetes"),
  U("family", "我妈|妈妈|mother", False))
s("大学在武大读的新闻，毕业后转行做了产品经理，现在在美团",
  U("school", "武大|武汉大学|Wuhan University"), U("major", "新闻|journalism"), U("job_title", "产品经理|PM"),
  U("employer", "美团|Meituan"))
s("要是能搬去大理住就好了，天天晒太阳喝咖啡。可惜还得在北京上班，唉",
  U("city", "北京|Beijing"), tag=True)
s("换号了哈 138 0571 2264 微信同号",
  U("phone", "138 0571 2264|13805712264"))
s("我吃素三年了，但我老公是无肉不欢那种，每顿都得有红烧肉，做饭得做两份",
  U("diet", "吃素|素食|vegetarian"), U("partner", "老公|husband"), P("老公", "fav_food", "红烧肉"), tag=True)
s("最讨厌香菜！！谁往我碗里放香菜我跟谁急",
  U("dislike", "香菜|cilantro"))
s("说错了，不是二十八，我二十七，明年才二十八",
  U("age", "二十七|27"), tag=True)
s("每周三晚上打羽毛球，坚持两年了，就是膝盖有点吃不消",
  U("sport", "羽毛球|badminton"))
s("我女儿甜甜上二年级了，在实验小学，这几天老喊肚子疼，医生说是肠胃炎",
  U("family", "甜甜"), P("甜甜", "relation", "女儿|daughter"), P("甜甜", "school", "实验小学"),
  P("甜甜", "health", "肠胃炎"))
s("昨晚梦见自己在巴黎当甜点师，醒来一看还是个苦哈哈的会计😂",
  U("job_title", "会计|accountant"), tag=True)
s("我是土生土长的潮汕人，现在在广州做外贸，潮汕话粤语普通话都能说",
  U("hometown", "潮汕|Chaoshan"), U("city", "广州|Guangzhou"), U("industry|job_title", "外贸|foreign trade"),
  U("language", "潮汕话|Teochew"), U("language", "粤语|Cantonese"), U("language", "普通话|Mandarin", False))
s("雅思终于7.5！！offer也拿到了，九月去墨尔本读研",
  U("plan", "去墨尔本读研|墨尔本读研|Melbourne"), tag=True)
s("我哥在新加坡写代码，嫂子是新加坡本地人，俩人养了只柯基叫饺子，比我过得滋润多了",
  U("family", "我哥|哥哥|brother"), P("哥哥", "city", "新加坡|Singapore"), P("哥哥", "job_title", "写代码|程序员"),
  P("哥哥", "pet", "柯基|corgi"), P("哥哥", "pet_name", "饺子"), P("哥哥", "partner", "嫂子", False), tag=True)
s("《三体》看第三遍了，永远的最爱，谁也别跟我说它不好",
  U("fav_book", "三体|The Three-Body Problem"))
s("我会弹钢琴，小时候被逼着考了十级，现在只有过年给亲戚表演的份",
  U("instrument", "钢琴|piano"), tag=True)
s("别问了别问了 没对象！单身狗一只，有猫就够了，猫叫年糕",
  U("pet", "猫|cat"), U("pet_name", "年糕"), tag=True)
s("我花生过敏，挺严重的，出门包里都备着肾上腺素笔",
  U("allergy", "花生|peanut"), U("belonging", "肾上腺素笔|EpiPen", False))
s("住浦东张江，公司就在楼下，通勤三分钟，幸福感爆棚",
  U("place", "浦东张江|张江"), U("city", "上海|Shanghai", False))
s("朋友老以为我学医的，不是，我学的是临床心理学，硕士刚毕业",
  U("major", "临床心理学|clinical psychology"), U("degree", "硕士|master"), tag=True)
s("我的大疆mini4到了！！周末去海边拍日出",
  U("belonging", "大疆mini4|大疆|DJI Mini 4"), U("plan", "去海边拍日出", False))
s("我是b站up主，做家常菜视频的，粉丝三万出头，不多但都很可爱",
  U("job_title", "up主|b站up主|UP主"), tag=True)
s("我儿子乐乐五岁，上中班，鸡蛋过敏，幼儿园吃饭得单独给他做",
  U("family", "乐乐"), P("乐乐", "relation", "儿子|son"), P("乐乐", "age", "五岁|5"), P("乐乐", "allergy", "鸡蛋|egg"))
s("下周六结婚！！紧张得睡不着，婚纱还没改好😭",
  U("plan", "结婚|wedding"))
s("以前在字节做运营，去年裸辞了，现在自己开了家咖啡店，叫慢半拍",
  U("employer", "慢半拍"), U("job_title", "开了家咖啡店|咖啡店老板|owner", False), tag=True)
s("周杰伦粉丝，从初中听到现在，最爱还是《晴天》",
  U("fav_music", "周杰伦|Jay Chou|晴天"))
s("织毛线是我多年的爱好了，冬天全家的围巾都是我包的",
  U("hobby", "织毛线|knitting"))
s("同事说他是巨蟹座，问我啥星座，我说我11月3号生日，天蝎的",
  U("birthday", "11月3号|November 3"), tag=True)
s("我妈是退休的小学老师，现在天天跳广场舞，比我忙",
  U("family", "我妈|妈妈|mother"), P("妈妈", "job_title", "小学老师|老师", False), P("妈妈", "hobby", "广场舞"), tag=True)

# ---------- companion chats ----------
comp("小柚", ["小柚我跟你说，我今天面试过了！下个月一号去华为报到，做测试工程师",
              ("a", "哇恭喜！！所以你要去深圳啦？华为总部就在那边吧～"),
              "不用去深圳，我在南京研究所，就在家门口哈哈",
              ("a", "那太好了，南京的秋天最好看了。你之前是不是说过你是学通信的？"),
              "对，东南大学通信工程，本科"],
     U("employer|plan", "华为|Huawei"), U("job_title|plan", "测试工程师|测试"), U("city", "南京|Nanjing"),
     U("school", "东南大学|Southeast University"), U("major", "通信工程|通信"), U("degree", "本科|bachelor"), tag=True)
comp("小柚", ["今天带我家老太太去复查了",
              ("a", "奶奶身体还好吗？"),
              "不是奶奶，是我妈，七十一了，心脏搭了桥，恢复得还行",
              ("a", "阿姨七十一啦，要多注意休息。你是一个人陪她去的吗？"),
              "嗯，我弟在国外回不来，在德国读博士"],
     U("family", "我妈|妈妈|mother"), P("妈妈", "age", "七十一|71"), P("妈妈", "health", "心脏搭了桥|搭桥|心脏"),
     U("family", "我弟|弟弟|brother"), P("弟弟", "city", "德国|Germany"), P("弟弟", "degree|plan", "博士|PhD", False), tag=True)
comp("阿澈", ["阿澈你猜我养的是什么",
              ("a", "我猜是猫！你上次说家里有猫毛"),
              "错啦是兔子 荷兰垂耳兔 叫芝麻",
              ("a", "芝麻好可爱！垂耳兔要吃很多干草吧"),
              "对 每天一大把提摩西草 比我吃得还讲究"],
     U("pet", "荷兰垂耳兔|垂耳兔|兔子|rabbit"), U("pet_name", "芝麻"), tag=True)
comp("阿澈", ["我决定了，明年三月考教资",
              ("a", "你想当老师呀？教什么科目？"),
              "初中语文吧，我本来就是汉语言文学毕业的",
              ("a", "那很对口！你现在是在做什么工作呢？"),
              "在一家出版社当编辑，朝九晚五，就是钱少"],
     U("plan", "考教资|教资"), U("major", "汉语言文学"), U("job_title", "编辑|editor"),
     U("employer", "出版社", False), tag=True)
comp("小柚", ["小柚，我老婆怀孕了！！预产期十二月",
              ("a", "天呐恭喜你要当爸爸了！嫂子叫什么名字呀？"),
              "她叫许静，比我小两岁，在银行上班，怀孕了还天天跑网点",
              ("a", "许静姐辛苦了，你们在哪个城市呀，冬天生宝宝要注意保暖"),
              "我们在哈尔滨 冬天零下三十度哈哈"],
     U("partner", "许静"), P("许静", "relation", "老婆|wife"), P("许静", "employer", "银行|bank", False),
     P("许静", "health", "怀孕|pregnant"), U("city", "哈尔滨|Harbin"), U("gender", "男|male", False))
comp("阿澈", ["我最喜欢的电影是《霸王别姬》，看了不下十遍",
              ("a", "张国荣太绝了！那你也喜欢《阿飞正传》吧？"),
              "那部一般，没看完",
              ("a", "哈哈好吧。那音乐呢？"),
              "音乐我听民谣多，宋冬野、陈鸿宇这种"],
     U("fav_film", "霸王别姬|Farewell My Concubine"), U("fav_music", "民谣|宋冬野|陈鸿宇|folk"), tag=True)
comp("小柚", ["今天体检出来，血压有点高，医生让我少吃盐",
              ("a", "你才三十出头吧？要注意呀"),
              "三十五了大哥 哈哈 不是三十出头",
              ("a", "抱歉记错啦！那以后饮食清淡一点，要不要试试游泳？"),
              "我本来每周都游泳啊，看来还不够"],
     U("health", "血压有点高|高血压|血压高"), U("diet", "少吃盐|低盐", False), U("age", "三十五|35"),
     U("sport", "游泳|swimming"), tag=True)
comp("阿澈", ["阿澈我跟男朋友分手了",
              ("a", "抱抱你……是那个在腾讯上班的阿凯吗？"),
              "嗯就是他。算了不说了，我要把心思放在考研上，目标北师大心理学",
              ("a", "你一定可以的！考试是十二月吧？"),
              "嗯 十二月底 还有四个月"],
     U("plan", "考研|北师大心理学"), U("school|plan", "北师大|北京师范大学", False), P("阿凯", "employer", "腾讯|Tencent"),
     P("阿凯", "relation", "男朋友|ex|前男友"), tag=True)
comp("小柚", ["我家闺女今天第一次叫妈妈了😭",
              ("a", "太感人了！宝宝多大啦？"),
              "十个月，小名叫橙子，大名李一诺",
              ("a", "橙子好可爱！是不是跟你一样爱吃橙子哈哈"),
              "哈哈哈是她爸爱吃，我对柑橘类过敏，一吃就起疹子"],
     U("family", "橙子|李一诺"), P("橙子", "relation", "闺女|女儿|daughter"), P("橙子", "age", "十个月|10 months"),
     P("橙子", "name", "李一诺", False), U("allergy", "柑橘|柑橘类|citrus"), U("gender", "女|female", False),
     P("橙子爸爸", "fav_food", "橙子", False), tag=True)
comp("阿澈", ["你记得我在哪上班吗",
              ("a", "记得呀，你在顺丰当快递员对吧？"),
              "那是我表弟😂 我在京东物流，仓库主管",
              ("a", "啊抱歉抱歉，京东物流仓库主管，记住啦"),
              "嗯 在武汉东西湖那边的仓"],
     U("employer", "京东物流|京东|JD Logistics"), U("job_title", "仓库主管"), P("表弟", "employer", "顺丰|SF Express"),
     P("表弟", "job_title", "快递员|courier"), U("city", "武汉|Wuhan", False), tag=True)
comp("小柚", ["小柚 我最近学日语学疯了 每周两节课",
              ("a", "好厉害！是为了去日本工作吗？"),
              "不是 就是喜欢 我本来就是动漫宅 最喜欢宫崎骏的《千与千寻》",
              ("a", "那你有没有想过去吉卜力美术馆？"),
              "想啊，可惜今年没假期"],
     U("language", "日语|Japanese"), U("fav_film", "千与千寻|Spirited Away"), U("hobby", "动漫|anime"), tag=True)
comp("阿澈", ["阿澈，给你看看我的新吉他",
              ("a", "好帅！是雅马哈的吗？"),
              "是泰勒的 攒了半年钱买的 我弹吉他八年了",
              ("a", "八年！那你是从大学就开始弹了吧"),
              "初中 我现在才二十一"],
     U("instrument", "吉他|guitar"), U("belonging", "泰勒|Taylor|新吉他"), U("age", "二十一|21"), tag=True)
comp("小柚", ["我爷爷上个月走了。。他是老木匠，一辈子都在打家具",
              ("a", "抱抱你。你和爷爷感情一定很好吧"),
              "嗯，我小时候在他身边长大的，在湖南邵阳乡下",
              ("a", "所以你是湖南人呀"),
              "对，邵阳的，现在在长沙打工，做装修"],
     U("hometown", "邵阳|湖南邵阳|湖南|Shaoyang"), U("city", "长沙|Changsha"), U("job_title|industry", "装修|做装修"),
     U("family", "爷爷|grandfather", False), tag=True)

# ---------- diaries ----------
diary("2024年3月12日 晴。早上送朵朵去幼儿园，她哭了一路，说不想离开妈妈。老公陈浩今天出差去西安了，要一周才回来，他在中建三局做项目经理，常年跑工地。中午跟闺蜜小雅吃了麻辣烫，她说她下个月要去杭州面试。晚上一个人哄睡，累成狗。朵朵最近咳嗽，医生说是过敏性鼻炎，得少接触花粉。",
      U("family", "朵朵"), P("朵朵", "relation", "女儿|daughter", False), P("朵朵", "health", "过敏性鼻炎"),
      U("partner", "陈浩"), P("陈浩", "relation", "老公|husband"), P("陈浩", "employer", "中建三局"),
      P("陈浩", "job_title", "项目经理|project manager"), P("小雅", "relation", "闺蜜|best friend"),
      P("小雅", "plan", "去杭州面试", False), U("gender", "女|female", False), tag=True)
diary("今天又是加班的一天。组长说下季度要裁员，办公室里人心惶惶。我倒不太慌，毕竟我是组里唯一会写Go的。晚上回家路过花鸟市场，差点买了只仓鼠，想想出租屋太小还是算了。给我妈打了电话，她说老家的橘子熟了，要寄一箱过来。我老家在江西赣州，橘子是真的好吃。",
      U("hometown", "江西赣州|赣州|江西|Ganzhou"), U("family", "我妈|妈妈", False), tag=True)
diary("周日。睡到十点才起，做了个梦，梦见自己成了NBA球员，哈哈。下午去健身房练腿，现在走路都是抖的。晚上看《肖申克的救赎》，第N遍，还是哭了，这部永远排第一。明天要交季度报表，作为财务，月底季末就是我的噩梦。对了，这个月的房租也该交了，在徐汇租的一室户，4500一个月，心在滴血。",
      U("sport", "健身|练腿", False), U("fav_film", "肖申克的救赎|The Shawshank Redemption"), U("job_title", "财务|finance"),
      U("place", "徐汇"), U("city", "上海|Shanghai", False), tag=True)
diary("4月20日 小雨。今天是我三十岁生日！老公给我订了蛋糕，儿子豆豆画了一张全家福送我，画里的我头发是绿的哈哈。豆豆今年七岁，在育才小学上一年级，班主任说他数学很好。晚上公公婆婆也来了，婆婆腿脚不好，膝关节炎犯了，走路一瘸一拐的。",
      U("age", "三十岁|30"), U("birthday", "4月20日|April 20"), U("partner", "老公|husband"), U("family", "豆豆"),
      P("豆豆", "relation", "儿子|son"), P("豆豆", "age", "七岁|7"), P("豆豆", "school", "育才小学"),
      P("婆婆", "health", "膝关节炎"), U("family", "婆婆|公公", True), tag=True)
diary("今天去医院拿了报告，甲状腺结节，医生说不大，半年复查一次就行。松了口气。回来的路上买了杯喜茶，犒劳自己。下午继续在家画稿子，自由插画师就是这样，没有周末也没有假期。晚上猫主子布丁又把我的数位板推到地上了，心疼死我的wacom。",
      U("health", "甲状腺结节"), U("job_title", "插画师|自由插画师|illustrator"), U("pet", "猫|cat"),
      U("pet_name", "布丁"), U("belonging", "数位板|wacom"))
diary("开学第一周。我们班四十二个孩子，闹得我嗓子都哑了。带初一数学真是不容易。中午在食堂碰到老王，他说他女儿考上了复旦，羡慕。我自己是华东师范毕业的，当年也想考复旦，差了几分。下班回家做了番茄炒蛋，全世界最好吃的菜没有之一。",
      U("job_title", "初一数学|数学老师|teacher"), U("school", "华东师范|华东师大|华东师范大学|ECNU"),
      P("老王女儿", "school", "复旦|复旦大学"), U("fav_food", "番茄炒蛋"), tag=True)
diary("早上六点起来跑了五公里，配速还是六分多。准备十一月的杭马，报名已经中签了，这是我第一个全马。上午开会，下午跟客户吵了一架，做乙方真难。晚上老婆做了酸菜鱼，女儿小米写作业写到九点，三年级的数学我都快不会了。",
      U("sport", "跑|跑步|running"), U("plan", "杭马|全马"), U("partner", "老婆|wife"), U("family", "小米"),
      P("小米", "relation", "女儿|daughter"), U("gender", "男|male", False))
diary("今天整理旧照片，翻到大学时在厦大拍的，那时候头发还多。毕业十年了，学的是海洋生物，现在却在一家保险公司卖保险，人生啊。晚上和老同学视频，他在青岛的海洋所，干的正是我当年想干的事。",
      U("school", "厦大|厦门大学|Xiamen University"), U("major", "海洋生物|marine biology"), U("employer", "保险公司", False),
      U("job_title|industry", "卖保险|保险"), P("老同学", "employer", "海洋所"), P("老同学", "city", "青岛|Qingdao"), tag=True)
diary("10.5 国庆第五天。带爸妈去了趟苏州，住了两晚。我爸走不了太远，他前年中风过，左手现在还不太灵活。我妈倒是精神，逛拙政园一点不累。明天回合肥，后天就上班了。我在科大讯飞做语音算法，节后又是一堆需求。",
      U("family", "爸妈|我爸|我妈"), P("爸爸", "health", "中风"), U("city", "合肥|Hefei"), U("employer", "科大讯飞|讯飞|iFlytek"),
      U("job_title", "语音算法|算法工程师|algorithm engineer"), tag=True)
diary("今天终于把驾照拿到了！科目三挂了两次，第三次过的。晚上去吃了海底捞庆祝。我是真的爱火锅，一周不吃浑身难受。不过我不能吃虾，一吃就过敏，所以虾滑都是朋友的。",
      U("fav_food", "火锅|hotpot"), U("allergy", "虾|shrimp"), U("belonging", "驾照|driver's license", False))
diary("又失眠了。医生说是焦虑症，开了药，但我不太想吃。白天在4S店卖车，笑了一整天，脸都僵了。下班回家只有狗狗旺财在门口等我，这只土狗是我在路边捡的，五年了，比谁都亲。",
      U("health", "焦虑症|失眠|anxiety"), U("job_title", "卖车|汽车销售|car sales"), U("employer", "4S店", False),
      U("pet", "土狗|狗|dog"), U("pet_name", "旺财"))
diary("今天是我和阿杰在一起五周年。他是消防员，经常值夜班，今天特意调了班陪我。我们去看了一场话剧，然后在江边散步。他说明年春天想去云南，我说好。我俩都是重庆人，从高中就认识了。",
      U("partner", "阿杰"), P("阿杰", "relation", "男朋友|boyfriend", False), P("阿杰", "job_title", "消防员|firefighter"),
      U("hometown", "重庆|Chongqing"), P("阿杰", "hometown", "重庆|Chongqing"), U("plan", "去云南", False), tag=True)

# ---------- group chats ----------
grp([("妈妈", "周末回家吃饭不？我炖排骨"),
     ("周晓", "回不去，周六要考CPA，最后一门了"),
     ("姐姐", "我带朵朵回，她这周不上舞蹈课"),
     ("周晓", "姐你帮我跟妈说，我考完下周回")],
    U("plan", "考CPA|CPA"), P("姐姐", "family", "朵朵", False), me="周晓", tag=True)
grp([("老李", "兄弟们 周末谁有空去钓鱼"),
     ("阿伟", "我不行，周末搬家，从龙岗搬到南山"),
     ("大勇", "我去！我刚买了根新竿子"),
     ("阿伟", "搬完请你们吃饭，新家离腾讯大厦走路十分钟，上班终于不用挤地铁了")],
    U("place", "南山"), U("city", "深圳|Shenzhen", False), U("employer", "腾讯|Tencent", False), P("大勇", "belonging", "竿子|鱼竿"),
    P("大勇", "hobby", "钓鱼", False), me="阿伟", tag=True)
grp([("班长", "同学聚会定在6月8号，大家报一下现在在哪"),
     ("林小满", "我在苏州，在一家外企做HR"),
     ("王磊", "北京，还在码农"),
     ("林小满", "对了我结婚了哈，老公也是咱们学校的，比我们高一届")],
    U("city", "苏州|Suzhou"), U("job_title", "HR|人事"), U("employer", "外企", False), U("partner", "老公|husband"),
    P("王磊", "city", "北京|Beijing"), P("王磊", "job_title", "码农|程序员"), me="林小满", tag=True)
grp([("小鱼", "姐妹们 我今天体检查出来乳糖不耐受 难怪一喝奶茶就拉肚子"),
     ("可可", "那你以后只能喝纯茶了哈哈"),
     ("阿紫", "我也是！我现在都点燕麦奶"),
     ("小鱼", "燕麦奶可以吗 我明天试试")],
    U("health|allergy|diet", "乳糖不耐受|lactose intolerant"), P("阿紫", "health|allergy|diet", "乳糖不耐受", False),
    me="小鱼", tag=True)
grp([("张老师", "各位家长，下周三春游，请准备好午餐"),
     ("轩轩妈妈", "收到！张老师，轩轩对花生过敏，麻烦注意一下同学分享零食"),
     ("张老师", "好的记下了"),
     ("萌萌爸爸", "收到")],
    P("轩轩", "allergy", "花生|peanut"), U("family", "轩轩"), P("轩轩", "relation", "儿子|孩子|son", False),
    me="轩轩妈妈")
grp([("老大", "爸下周三过七十大寿，在哪订？"),
     ("老二", "我订了，聚福楼，中午十二点"),
     ("小妹", "我那天下午有手术，可能晚点到。我们科最近太忙了"),
     ("老大", "你当医生的就这样，没事")],
    P("小妹", "job_title", "医生|doctor"), P("爸爸", "age", "七十|70", False), U("plan", "七十大寿|聚福楼", False), me="老二", tag=True)
grp([("Amy", "下班有人一起撸串吗"),
     ("陈默", "我不行 晚上要带我家狗去打疫苗 金毛 叫可乐"),
     ("小吴", "我可以！"),
     ("Amy", "陈默你家可乐都两岁了吧")],
    U("pet", "金毛|狗|golden retriever"), U("pet_name", "可乐"), exp="陈默", tag=True)
grp([("表姐", "大家春节都回来吗？"),
     ("阿宁", "回的，今年能请到年假了。我换工作了，现在在宁波一家做跨境电商的公司"),
     ("舅舅", "宁波好啊，离家近"),
     ("阿宁", "嗯，开车两小时就到绍兴了"),
     ("表姐", "我今年不回了，在澳洲陪老公")],
    U("city", "宁波|Ningbo"), U("industry", "跨境电商|e-commerce"), U("hometown", "绍兴|Shaoxing", False),
    P("表姐", "city", "澳洲|Australia", False), P("表姐", "partner", "老公", False), exp="阿宁", tag=True)
grp([("团长", "今晚八点开黑，五排"),
     ("夜猫子", "我在，我主玩辅助"),
     ("小川", "我得晚点，要哄闺女睡觉，她叫可可，三岁半，不睡觉就唱歌"),
     ("团长", "哈哈辛苦奶爸")],
    U("family", "可可"), P("可可", "relation", "闺女|女儿|daughter"), P("可可", "age", "三岁半|3.5"),
    U("hobby", "开黑|打游戏|游戏", False), U("gender", "男|male", False), exp="小川", tag=True)
grp([("王姐", "小区业主群通知：明天上午停水"),
     ("8栋刘阿姨", "又停水！我家老头子刚出院，还要擦身子呢"),
     ("周先生", "我在家办公，能不能提前说"),
     ("8栋刘阿姨", "周先生你是做什么的在家办公啊"),
     ("周先生", "我是翻译，做法语的")],
    U("job_title", "翻译|translator"), U("language", "法语|French"), P("8栋刘阿姨", "partner", "老头子", False),
    exp="周先生", tag=True)
grp([("徐老师", "这周瑜伽课改到周五晚上七点"),
     ("丽丽", "好的！我周四要飞成都出差，周五刚好回来"),
     ("小敏", "收到"),
     ("丽丽", "老师我腰间盘突出能做哪些动作啊")],
    U("health", "腰间盘突出|腰突"), U("sport|hobby", "瑜伽|yoga"), U("plan", "飞成都出差|成都出差", False),
    exp="丽丽", tag=True)
