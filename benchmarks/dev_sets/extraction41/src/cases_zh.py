"""Chinese cases of dev set 41 (72): short chats, companion chats, diaries, group chats."""
from h import U, A, S, R, O, maker

CASES = []
add = maker("zh", CASES)

# ---------- short chats (37) ----------
add("chat", "刚从社区医院拿完药回来，排队排了一个多小时😮‍💨 我哮喘老毛病了，换季就犯。顺便在楼下瑞幸买了杯生椰拿铁续命",
    [R("u", "health", "哮喘|asthma")])
add("chat", "我在盒马上班，就是望京那家店，做生鲜区的理货员，天天跟三文鱼打交道，身上一股海鲜味",
    [R("u", "employer", "盒马|盒马鲜生|Hema"), R("u", "job_title", "理货员"), O("u", "place|city", "望京")])
add("chat", "不是，我不在健身房上班啦，我只是办了卡，每周一三五去练力量，教练是个东北大哥哈哈",
    [R("u", "sport", "练力量|力量训练|健身|strength training"), O("教练", "hometown", "东北")], tag=True)
add("chat", "我对象在协和当护士，三班倒，我们俩一个月见不了几面，见面也是她在补觉",
    [R("u", "partner", "对象"), R("对象", "employer", "协和|协和医院"), R("对象", "job_title", "护士|nurse"),
     O("对象", "gender", "女")])
add("chat", "问一下哈，你们知道成都哪里有靠谱的宠物医院吗，我家布丁最近老吐，是只英短，急",
    [R("u", "pet", "英短|猫|British Shorthair"), R("u", "pet_name", "布丁"), O("u", "city", "成都")], tag=True)
add("chat", "我97年的，属牛，今年刚好在老家考上了编制，我妈终于不念叨了",
    [R("u", "birthday|age", "97年|1997"), O("u", "family", "我妈|妈妈")])
add("chat", "以前在字节做运营，去年裸辞了，现在在家开淘宝店卖手工皂，饿不死哈哈",
    [R("u", "job_title", "卖手工皂|开淘宝店|淘宝店主")], tag=True)
add("chat", "我不吃香菜！！！说了八百遍了，外卖备注写了还放，气死😤",
    [R("u", "dislike", "香菜|coriander|cilantro")])
add("chat", "我叫林晓棠，大家都叫我棠棠，新来的，请多关照～",
    [R("u", "name", "林晓棠"), R("u", "nickname", "棠棠")])
add("chat", "我妈对花生过敏，我倒没事，就是芒果一吃嘴就肿",
    [R("u", "allergy", "芒果|mango"), R("妈妈", "allergy", "花生|peanut"), O("u", "family", "我妈|妈妈")], tag=True)
add("chat", "住在闵行这边，但是公司在张江，每天通勤一个半小时，地铁上刷剧刷完一季了",
    [R("u", "place|city", "闵行"), O("u", "city", "上海|Shanghai")])
add("chat", "我的手机号换了，新的是13816274590，旧的那个159开头的别打了",
    [R("u", "phone", "13816274590")], tag=True)
add("chat", "我是学兽医的，农大毕业，本科，现在在一家宠物医院上班",
    [R("u", "major", "兽医|兽医学|veterinary medicine"), R("u", "school", "农大|农业大学"), R("u", "degree", "本科|bachelor"),
     O("u", "employer", "宠物医院"), O("u", "job_title", "兽医|vet")])
add("chat", "今晚去五道口那家日料店吃了，鳗鱼饭yyds，但我心里最爱的还是我妈做的红烧肉",
    [R("u", "fav_food", "红烧肉"), O("u", "family", "我妈|妈妈")], tag=True)
add("chat", "我邮箱 xiaoyu.chen88@163.com，简历发这个就行，谢谢HR姐姐",
    [R("u", "email", "xiaoyu.chen88@163.com")])
add("chat", "说真的要是我会弹吉他就好了，现在只会拉二胡，还是小时候我爷爷逼着学的",
    [R("u", "instrument", "二胡|erhu"), O("u", "family", "爷爷")], tag=True)
add("chat", "我老公是湖南人，我是土生土长的青岛人，所以家里吃辣这事天天吵",
    [R("u", "hometown", "青岛|Qingdao"), R("u", "partner", "老公"), R("老公", "hometown", "湖南|Hunan"), O("u", "gender", "女")])
add("chat", "我在一家做跨境电商的公司，负责亚马逊店铺运营，这行是真的卷",
    [R("u", "industry", "跨境电商|e-commerce"), R("u", "job_title", "店铺运营|运营|亚马逊店铺运营")], tag=True)
add("chat", "谁家猫会这样啊 半夜三点在我脸上踩奶😭 我家那只橘猫叫大橘，十二斤了",
    [R("u", "pet", "橘猫|猫"), R("u", "pet_name", "大橘")])
add("chat", "我今年三十二，不是二十三哈，刚才打反了😂",
    [R("u", "age", "三十二|32")], tag=True)
add("chat", "我老家河南周口的，来杭州七年了，在萧山一个物流园开叉车",
    [R("u", "hometown", "周口|河南周口|河南"), R("u", "city", "杭州|Hangzhou"), R("u", "job_title", "开叉车|叉车司机"),
     O("u", "employer", "物流园"), O("u", "place", "萧山")])
add("chat", "下周四上午约了口腔医院拔智齿，号已经挂上了，好怕啊啊啊",
    [R("u", "plan", "拔智齿")])
add("chat", "最近在看《三体》第三遍了，我最喜欢的书没有之一",
    [R("u", "fav_book", "三体|《三体》|The Three-Body Problem")])
add("chat", "今天在理发店等位，听旁边大姐说她闺女在清华读博，我就默默玩手机",
    [O("大姐女儿", "school", "清华|清华大学"), O("大姐女儿", "degree", "读博|博士|PhD")], tag=True)
add("chat", "我是女生哈，头像是我弟，别误会😂",
    [R("u", "gender", "女生|女|female"), O("u", "family", "我弟|弟弟")], tag=True)
add("chat", "我高中在衡水中学读的，那三年是真的魔鬼",
    [R("u", "school", "衡水中学")])
add("chat", "周杰伦的歌我能听一辈子，尤其是晴天",
    [R("u", "fav_music", "周杰伦|Jay Chou")])
add("chat", "我吃素四年了，蛋奶吃，肉不碰",
    [R("u", "diet", "吃素|素食|蛋奶素|vegetarian")])
add("chat", "刚确诊了二型糖尿病，医生让控糖，奶茶戒了😭",
    [R("u", "health", "二型糖尿病|糖尿病|type 2 diabetes"), R("u", "diet", "控糖")])
add("chat", "我爸在老家开了个五金店，我在深圳做前端，一年回去两次",
    [R("u", "job_title", "前端|前端开发|frontend developer"), R("u", "city", "深圳|Shenzhen"),
     R("爸爸", "job_title", "开了个五金店|五金店"), O("u", "family", "我爸|爸爸")], tag=True)
add("chat", "哈哈我最讨厌下雨天，鞋子湿一整天",
    [R("u", "dislike", "下雨天|rainy days")])
add("chat", "我日语N2，韩语完全不会，英语凑合",
    [R("u", "language", "日语|Japanese"), O("u", "language", "英语|English")], tag=True)
add("chat", "咱就是说，我养了两只兔子，一只叫汤圆一只叫芝麻",
    [R("u", "pet", "兔子|rabbit"), R("u", "pet_name", "汤圆"), R("u", "pet_name", "芝麻")])
add("chat", "明年三月要去墨尔本读研，offer已经拿到了，专业是会计",
    [R("u", "plan", "去墨尔本读研|读研"), R("u", "major|plan", "会计|accounting"), O("u", "degree|plan", "读研|硕士|master")], tag=True)
add("chat", "我手上这块表是我爸退休前送我的，戴了十年了",
    [R("u", "belonging", "表|手表|watch"), O("爸爸", "job_title", "退休|retired"), O("u", "family", "我爸|爸爸")])
add("chat", "我平时爱拍胶片，周末就背着相机去胡同里扫街",
    [R("u", "hobby", "拍胶片|胶片摄影|扫街|film photography"), O("u", "belonging", "相机|camera")])
add("chat", "我在楼下那家“元气健身”办了年卡，不过别误会，我是卖保险的不是教练哈哈",
    [R("u", "job_title", "卖保险的|卖保险|保险销售"), O("u", "sport", "健身")], tag=True)

# ---------- companion chats (13) ----------
add("comp", [U("今天去宠物医院给豆包打疫苗了，医生说它有点胖"),
             A("豆包是你那只柯基吧？要控制零食啦～"),
             U("不是柯基！是只柴犬，你又记错了"),
             A("抱歉抱歉，柴犬豆包，记住了。你今天不上班吗？"),
             U("调休，我们银行这周轮休")],
    [R("u", "pet", "柴犬|狗|Shiba Inu"), R("u", "pet_name", "豆包"), O("u", "employer|industry", "银行|bank")],
    ch="念念", tag=True)
add("comp", [U("我下个月生日，二十六了，感觉好老"),
             A("才二十六呀！你是十二月的射手座对吧？"),
             U("不是，11月3号，天蝎"),
             A("好的，11月3号，记下了🎂")],
    [R("u", "birthday", "11月3号|11月3日|November 3"), O("u", "age", "二十六|26|25")],
    ch="小舟", tag=True)
add("comp", [U("跑了一上午，先去社保局办卡，又去药店给我奶奶买降压药，最后在便利店啃了个饭团"),
             A("辛苦啦，你是在药店上班的那个对吧？"),
             U("哈哈不是，我是小学老师，暑假才有空跑这些")],
    [R("u", "job_title", "小学老师|老师|teacher"), O("奶奶", "health", "高血压|降压药"), O("u", "family", "奶奶")],
    ch="念念", tag=True)
add("comp", [U("我跟你说我终于把驾照考下来了！！"),
             A("恭喜！那你是不是要买车了？"),
             U("买不起哈哈，先蹭我男朋友的车，他叫阿航，在4S店卖车"),
             A("阿航在4S店当销售呀，那买车能打折吧😂")],
    [R("u", "partner", "阿航"), R("阿航", "relation", "男朋友|boyfriend"), R("阿航", "job_title", "卖车|销售|汽车销售"),
     O("阿航", "employer", "4S店"), O("u", "belonging", "驾照")],
    ch="糯米", tag=True)
add("comp", [U("那个我跟你说啊就是我今天去面试了一家叫蓝鲸科技的公司然后那个面试官问我为什么要从上一家离职我就说想换个环境嗯然后他们说下周给结果"),
             A("听起来面试挺顺利的！所以你现在在蓝鲸科技上班了吗？"),
             U("还没有啊只是面试 我现在还在原来那家干着呢 做UI设计")],
    [R("u", "job_title", "UI设计|UI设计师|UI designer")],
    ch="小舟", tag=True)
add("comp", [U("我们小区门口新开了一家猫咖，我去撸了一下午"),
             A("好羡慕！你家也有猫吧？"),
             U("没有😭 我对猫毛过敏，只能去猫咖过过瘾，撸完还得吃氯雷他定")],
    [R("u", "allergy", "猫毛|cat hair|cats"), O("u", "health", "氯雷他定")],
    ch="念念", tag=True)
add("comp", [U("周末带我闺女去少年宫报了个钢琴班，她才五岁"),
             A("你闺女叫什么名字呀？"),
             U("叫朵朵，大名李心怡"),
             A("朵朵五岁学钢琴，好棒！是你在教她吗？"),
             U("我哪会啊，我五音不全")],
    [R("u", "family", "朵朵|闺女|女儿|daughter"), R("朵朵", "relation", "闺女|女儿|daughter"), R("朵朵", "age", "五岁|5"),
     O("朵朵", "name", "李心怡"), O("朵朵", "instrument|hobby", "钢琴|piano")],
    ch="糯米", tag=True)
add("comp", [U("我刚搬到厦门，之前在北京待了八年"),
             A("北京待久了换个海边城市挺好的！你在厦门做什么工作呀？"),
             U("远程写代码，公司还在北京，我人在这边")],
    [R("u", "city", "厦门|Xiamen"), R("u", "job_title", "写代码|程序员|programmer")],
    ch="小舟", tag=True)
add("comp", [U("每周二四晚上去社区那个羽毛球馆打球，打了三年了"),
             A("三年！那你肯定是业余高手了。你是在球馆当教练吗？"),
             U("哈哈你想多了，我就是个会计，下班去解压")],
    [R("u", "sport", "羽毛球|badminton"), R("u", "job_title", "会计|accountant")],
    ch="念念", tag=True)
add("comp", [U("我奶奶今年九十了，还天天去菜市场砍价"),
             A("九十岁还这么精神！你奶奶住你家吗？"),
             U("没，她住乡下，我在县城，周末骑电动车回去看她")],
    [R("u", "family", "奶奶|grandma"), R("奶奶", "age", "九十|90"), O("u", "belonging", "电动车")],
    ch="糯米")
add("comp", [U("昨晚又看了一遍《霸王别姬》，我心里的第一名永远是它"),
             A("张国荣真的绝了。你应该也喜欢《阳光灿烂的日子》吧？"),
             U("没看过诶")],
    [R("u", "fav_film", "霸王别姬|《霸王别姬》|Farewell My Concubine")],
    ch="小舟", tag=True)
add("comp", [U("我最近在准备考研，目标是华东师范的心理学"),
             A("加油！你现在在南京复习吗？"),
             U("不在南京啦，我在合肥，老家就是合肥的")],
    [R("u", "plan", "考研"), R("u", "city", "合肥|Hefei"), R("u", "hometown", "合肥|Hefei"),
     O("u", "school|plan", "华东师范|华东师范大学"), O("u", "major|plan", "心理学|psychology")],
    ch="念念", tag=True)
add("comp", [U("我家鹦鹉会说“你好”，叫阿福，我上班的时候它自己在家骂人哈哈"),
             A("阿福好可爱！它是玄凤吗？"),
             U("对，玄凤")],
    [R("u", "pet", "鹦鹉|玄凤|cockatiel|parrot"), R("u", "pet_name", "阿福")],
    ch="糯米")

# ---------- diaries (11) ----------
add("diary", [U("3月12日 晴。早上六点半被楼上装修吵醒。送完儿子去幼儿园，顺路去菜场买了条鲈鱼。上午在单位（区图书馆）值班，借书的人不多，把新到的绘本登记完了。中午和同事小郑在对面沙县吃的，他说他下个月调去市馆，羡慕。下午去牙科诊所补了颗牙，麻药劲过了到现在还疼。晚上老公做饭，我陪儿子拼乐高。", at="2024-03-12")],
    [R("u", "employer", "区图书馆|图书馆"), R("小郑", "relation", "同事|colleague"), O("小郑", "plan", "调去市馆"),
     O("u", "family", "儿子|son"), O("u", "partner", "老公"), O("u", "job_title", "图书管理员|librarian")], tag=True)
add("diary", [U("今天是我三十岁生日，一个三十岁的单身女人在出租屋里煮了碗长寿面，加了两个荷包蛋。我妈发语音问我啥时候找对象，我说快了快了（其实并没有）。下午去健身房跑了五公里，跑完在门口那家奶茶店买了杯杨枝甘露奖励自己。明天还要交房租，这个月涨了两百，心痛。", at="2023-08-19")],
    [R("u", "age", "三十|30"), R("u", "gender", "女人|女|female"), O("u", "birthday", "8月19日|August 19"),
     O("u", "sport", "跑|跑步|running"), O("u", "family", "我妈|妈妈")], tag=True)
add("diary", [U("周六。带糖豆（我家泰迪）去宠物店洗澡，店员说它该剪指甲了。回家路上碰见邻居王阿姨，她说她孙子考上了浙大计算机，夸了半小时。晚上看了两集《繁花》，决定下周开始学沪语，反正我在上海也待了十年了。")],
    [R("u", "pet", "泰迪|狗|poodle"), R("u", "pet_name", "糖豆"), R("u", "city", "上海|Shanghai"),
     R("王阿姨", "relation", "邻居|neighbor"), O("王阿姨孙子", "school", "浙大|浙江大学"), O("王阿姨孙子", "major", "计算机"),
     O("u", "plan|language", "学沪语|沪语")], tag=True)
add("diary", [U("又加班到十点。我们组这季度要上线新版App，产品经理天天改需求。回家路上在全家买了关东煮，店员都认识我了。顺手记一下：工作邮箱改成 zhaoyi@lingxi-tech.cn 了，旧的那个不用了。明早九点还有周会。")],
    [R("u", "email", "zhaoyi@lingxi-tech.cn")], tag=True)
add("diary", [U("今天去医院复查，甲状腺结节还是老样子，医生说半年后再来。出来在医院门口的面包店买了个菠萝包。我爸最近迷上钓鱼，每个周末都去水库，我妈说他晒得跟炭一样。我自己呢，还是那个老毛病，一吃海鲜就起疹子。")],
    [R("u", "health", "甲状腺结节"), R("u", "allergy", "海鲜|seafood"), R("爸爸", "hobby|sport", "钓鱼|fishing"),
     O("u", "family", "我爸|爸爸")])
add("diary", [U("记一笔：今天正式入职永辉超市总部，岗位是采购专员，工牌照片拍得像通缉犯。之前在商场当了两年导购，这次算转行吧。下班地铁上刷到大学室友阿珂结婚的朋友圈，她嫁到了昆明。")],
    [R("u", "employer", "永辉超市|永辉"), R("u", "job_title", "采购专员|采购"), R("阿珂", "relation", "大学室友|室友|roommate"),
     R("阿珂", "city", "昆明|Kunming")], tag=True)
add("diary", [U("中秋。回了趟老家绍兴，外婆做了一桌菜，我最爱的还是她的梅干菜扣肉。表哥带了新女朋友回来，听说是个空姐。晚上一家人在院子里赏月，我弹了会儿尤克里里，被我弟嫌弃。")],
    [R("u", "hometown", "绍兴|Shaoxing"), R("u", "fav_food", "梅干菜扣肉"), R("u", "instrument", "尤克里里|ukulele"),
     O("表哥女朋友", "job_title", "空姐|flight attendant"), O("u", "family", "外婆")], tag=True)
add("diary", [U("早上闹钟没响，迟到了十分钟，被护士长瞪了一眼。今天科里收了三个新病人。我在仁济医院心内科当护士第四年了，说不累是假的。中午在食堂吃了土豆牛肉，晚上回家路上去健身房报了个普拉提私教课，十节，明晚上第一节。")],
    [R("u", "employer", "仁济医院|仁济"), R("u", "job_title", "护士|nurse"), R("u", "plan", "普拉提私教课|普拉提"),
     O("u", "sport", "普拉提|Pilates")])
add("diary", [U("今天帮我爸在网上填了体检预约表：姓名、出生年份1958、过敏史（青霉素）、联系电话。填完才发现他电话我都背不下来。下午在自己的咖啡店里算账，这个月营业额还行，新品桂花拿铁卖得最好。")],
    [R("爸爸", "birthday|age", "1958"), R("爸爸", "allergy", "青霉素|penicillin"), O("爸爸", "plan", "体检"),
     O("u", "employer|job_title", "咖啡店|咖啡店老板"), O("u", "family", "我爸|爸爸")], tag=True)
add("diary", [U("周三。跟老板请了年假，下个月去云南，机票已经订好了，昆明进大理出。今天部门聚餐，新来的实习生说他是川大的，学金融。饭后去唱K，我点了一晚上的五月天，嗓子都哑了。最近还迷上了拼图，每晚睡前拼一小时，比刷手机强。")],
    [R("u", "plan", "去云南|云南"), R("u", "hobby", "拼图|jigsaw puzzles"), O("u", "fav_music", "五月天|Mayday"),
     O("实习生", "school", "川大|四川大学"), O("实习生", "major", "金融|finance")], tag=True)
add("diary", [U("这周都在搬家，从城中村搬到了龙华的新小区，终于有电梯了！搬完去楼下社康打了流感疫苗。明天还得去电信营业厅改宽带地址，联系电话留我手机 18925573316。")],
    [R("u", "place|city", "龙华"), O("u", "city", "深圳|Shenzhen"), R("u", "phone", "18925573316")])

# ---------- group chats (11) ----------
add("group", [S("莉莉", "周末有人去爬山吗，我报了个徒步团"),
              S("阿杰", "我不行，在国外出差，下周才回北京"),
              S("小雨", "我去！我最近在练越野跑，正好拉练一下"),
              S("莉莉", "小雨你不是在医院上班周末要值班吗"),
              S("小雨", "我辞职啦，现在在家接设计的单子")],
    [R("u", "sport", "越野跑|trail running"), R("u", "job_title", "接设计的单子|设计|自由设计师|freelance designer"),
     O("u", "plan", "爬山"), R("莉莉", "plan", "徒步团|徒步"), O("阿杰", "city", "北京|Beijing")],
    me="小雨", tag=True)
add("group", [S("妈妈", "明天你外公八十大寿，都别迟到啊"),
              S("小姨", "知道了，我们家浩浩今年考上南开了，明天一起庆祝"),
              S("Vicky", "恭喜浩浩！我明天请了假，高铁票也买好了", exporter=True),
              S("浩浩", "谢谢表姐😄 我学的是化学")],
    [R("u", "plan", "外公八十大寿|外公大寿"), R("外公", "age", "八十|80"), R("浩浩", "school", "南开|南开大学"),
     R("浩浩", "major", "化学|chemistry"), O("u", "name", "Vicky"), O("u", "gender", "女")],
    tag=True)
add("group", [S("大刘", "明早六点奥森，谁来"),
              S("Sunny", "我在，最近膝盖疼，慢点跑"),
              S("老周", "我来，顺便说下我下个月调去苏州分公司了，以后线上打卡"),
              S("大刘", "啊？那你房子呢"),
              S("老周", "房子还在北京，老婆孩子先不动")],
    [R("u", "plan", "调去苏州分公司|调去苏州"), R("u", "city", "北京|Beijing"), O("u", "partner", "老婆"),
     O("u", "family", "孩子"), O("u", "sport", "跑|跑步|running"), R("Sunny", "health", "膝盖疼|膝盖")],
    me="老周", tag=True)
add("group", [S("婷姐", "楼下新开那家麦当劳招人，Kevin你不是一直想兼职吗"),
              S("Kevin", "我那是开玩笑的🤣 我在这干得好好的"),
              S("阿May", "我中午去那边吃了，薯条一般，我还是爱隔壁那家螺蛳粉"),
              S("婷姐", "阿May你口味也太重了"),
              S("阿May", "广西人的骄傲懂不懂")],
    [R("u", "fav_food", "螺蛳粉"), R("u", "hometown", "广西|Guangxi"), O("u", "name", "阿May")],
    me="阿May", tag=True)
add("group", [S("物业小李", "明天上午停水，大家提前储水"),
              S("3栋张叔", "收到。我家狗这两天在宠物医院住院，谁要是听见楼里狗叫不是它哈"),
              S("王姐", "张叔你家那个金毛咋了？我家咪咪也刚从那家医院回来，绝育", exporter=True),
              S("赵老师", "我孙女对狗毛过敏，电梯里大家牵好绳哦")],
    [R("u", "pet_name", "咪咪"), R("3栋张叔", "pet", "狗|金毛|golden retriever"), R("赵老师孙女", "allergy", "狗毛|dog hair"),
     O("u", "name", "王姐")], tag=True)
add("group", [S("胖虎", "毕业十年聚会定在国庆，来不来"),
              S("小鹿", "我在温哥华回不去😭"),
              S("Leo", "我来，我现在就在学校隔壁那条街开了家烧烤店哈哈"),
              S("阿坤", "卧槽 Leo你不是在华为吗"),
              S("Leo", "早不干了，烧烤店开两年了")],
    [R("u", "job_title", "开了家烧烤店|烧烤店老板"), O("u", "employer", "烧烤店"), O("u", "plan", "聚会"),
     R("小鹿", "city", "温哥华|Vancouver")], me="Leo", tag=True)
add("group", [S("园长", "下周三体检，请家长填好孩子的过敏史"),
              S("果果妈", "果果对鸡蛋过敏，我写上了"),
              S("Cathy", "收到，我家Ethan没有过敏，就是有点哮喘，我备注一下", exporter=True),
              S("乐乐爸", "乐乐也没事，我就是不知道身高体重咋填😂")],
    [R("u", "family", "Ethan"), R("Ethan", "health", "哮喘|asthma"), O("Ethan", "relation", "孩子|child"),
     R("果果", "allergy", "鸡蛋|egg"), O("u", "name", "Cathy")], tag=True)
add("group", [S("安安", "谁又把我的酸奶喝了😤"),
              S("阿哲", "不是我，我乳糖不耐"),
              S("小林", "也不是我，我最近在减脂，一口甜的都不碰"),
              S("安安", "那就是猫喝的😑"),
              S("小林", "咱家猫是我的橘子，它不喝酸奶好吗")],
    [R("u", "diet", "减脂"), R("u", "pet", "猫|cat"), R("u", "pet_name", "橘子"),
     R("阿哲", "health|allergy|diet", "乳糖不耐|乳糖不耐受|lactose intolerant")], me="小林", tag=True)
add("group", [S("店长", "明天阿芬你去银行存一下营业款"),
              S("阿芬", "好嘞，顺便去药店给我女儿买退烧贴", exporter=True),
              S("小吴", "芬姐女儿又发烧了？"),
              S("阿芬", "嗯，三岁多了还是三天两头生病")],
    [R("u", "family", "女儿|daughter"), R("女儿", "age", "三岁多|三岁|3"), O("u", "name", "阿芬")])
add("group", [S("老K", "周四晚上踢球，缺个守门员"),
              S("大伟", "我上，每周都踢，守门我熟", exporter=True),
              S("豆豆", "我脚踝还没好，医生不让跑"),
              S("大伟", "豆豆你那是打篮球崴的吧")],
    [R("u", "sport", "踢球|足球|soccer"), O("u", "plan", "周四晚上踢球"), R("豆豆", "health", "脚踝"),
     O("豆豆", "sport", "篮球|basketball"), O("u", "name", "大伟")], tag=True)
add("group", [S("Mia", "晴晴你微信换号了吗"),
              S("晴晴", "对，旧号丢了，新手机号 17702218866，邮箱没变还是 qingqing_w@qq.com"),
              S("小胖", "存了！对了你下周的面试准备得咋样"),
              S("晴晴", "周二下午，招商银行，管培生")],
    [R("u", "phone", "17702218866"), R("u", "email", "qingqing_w@qq.com"), R("u", "plan", "面试|招商银行"),
     O("u", "name", "晴晴")], me="晴晴", tag=True)
