from h import U, P, C, short, diary, comp, group

CASES = [
# ---------------- short chats ----------------
short("zh", "我在杭州做前端，公司在滨江，每天骑电驴上班。周末基本都在打羽毛球，不打浑身难受", [
    U("city", "杭州|Hangzhou"), U("job_title", "前端|前端开发|front-end developer"), U("sport", "羽毛球|badminton")]),
short("zh", "我表哥在腾讯做产品，我就一个小破银行柜员哈哈，天天数钱不是自己的", [
    P("表哥", "employer", "腾讯|Tencent"), P("表哥", "job_title", "产品|产品经理"), P("表哥", "relation", "表哥|cousin", False),
    U("family", "表哥", False), U("job_title", "银行柜员|柜员|bank teller"), U("industry", "银行|banking", False)], tag=True),
short("zh", "以前在北京漂了五年，去年回老家长沙了，现在在一家奶茶店当店长。对，就是那种天天被顾客骂的店长😅", [
    U("city", "长沙|Changsha"), U("hometown", "长沙|Changsha"), U("job_title", "店长|store manager"),
    U("industry", "奶茶店|奶茶|bubble tea", False)], tag=True),
short("zh", "我真的不吃香菜！！！谁往我面里放香菜我跟谁急", [U("dislike", "香菜|cilantro")]),
short("zh", "问一下大家，猫咪一般几岁绝育比较好？我家橘子快六个月了", [
    U("pet", "猫咪|猫|cat"), U("pet_name", "橘子")], tag=True),
short("zh", "我老婆小周是护士，三班倒，我是程序员，我俩基本见不着面", [
    U("partner", "小周"), P("小周", "relation", "老婆|wife"), P("小周", "job_title", "护士|nurse"),
    U("job_title", "程序员|programmer"), U("gender", "男|male", False)], tag=True),
short("zh", "黑胶收藏到第三百张了，最宝贝的是一张崔健的《新长征路上的摇滚》初版，谁都不许碰", [
    U("hobby", "黑胶|黑胶收藏|vinyl"), U("fav_music", "崔健|Cui Jian", False),
    U("belonging", "《新长征路上的摇滚》初版|新长征路上的摇滚", False)]),
short("zh", "我对花生过敏，严重的那种，出门必带肾上腺素笔", [
    U("allergy", "花生|peanut"), U("belonging", "肾上腺素笔|EpiPen", False)]),
short("zh", "我才不是23呢，我今年都27了，只是长得嫩", [U("age", "27")], tag=True),
short("zh", "我姐林悦在上海当律师，我在苏州一个小学教数学。她老说我没出息哈哈", [
    U("family", "林悦"), P("林悦", "relation", "姐|姐姐|sister"), P("林悦", "city", "上海|Shanghai"),
    P("林悦", "job_title", "律师|lawyer"), U("city", "苏州|Suzhou"), U("job_title", "教数学|数学老师|math teacher")], tag=True),
short("zh", "要是我会弹钢琴就好了，现在只能弹弹尤克里里自娱自乐", [U("instrument", "尤克里里|ukulele")], tag=True),
short("zh", "下周三考雅思，考完就去墨尔本读研，offer已经拿到了，莫纳什的", [
    U("plan", "考雅思|雅思|IELTS"), U("school|plan", "莫纳什|Monash"), U("degree|plan", "读研|研究生|master's", False)], tag=True),
short("zh", "宫崎骏的《千与千寻》我看了不下二十遍，每次看到白龙那段都哭，最爱没有之一", [
    U("fav_film", "千与千寻|Spirited Away")]),
short("zh", "手机号换了，新的是13912345678，旧的那个186的别打了", [U("phone", "13912345678")], tag=True),
short("zh", "我一个女生去修车大家都以为我走错了，其实我是汽修工，干了六年了", [
    U("gender", "女生|女|female"), U("job_title", "汽修工|auto mechanic")]),
short("zh", "我老家是东北的，黑龙江鹤岗，现在在广州待了十年了，粤语还是一句不会", [
    U("hometown", "鹤岗|黑龙江|东北"), U("city", "广州|Guangzhou")], tag=True),
short("zh", "我家狗子叫可乐，柴犬，三岁了，比我还能吃", [
    U("pet", "柴犬|狗|Shiba Inu"), U("pet_name", "可乐")], tag=True),
short("zh", "我不是程序员啊，我是做测试的，别老让我帮你修电脑", [U("job_title", "测试|做测试|tester")], tag=True),
short("zh", "我男朋友说他最喜欢的电影是《让子弹飞》，我觉得一般，我最爱的还是《海上钢琴师》", [
    U("fav_film", "海上钢琴师|The Legend of 1900"), U("partner", "男朋友|boyfriend"),
    P("男朋友", "fav_film", "让子弹飞", False), P("男朋友", "relation", "男朋友|boyfriend", False)], tag=True),
short("zh", "我生日是农历八月十五，对，中秋节生的，从小就没单独过过生日", [
    U("birthday", "农历八月十五|八月十五|中秋节")]),
short("zh", "做梦梦见自己当上了宇航员，醒来发现还是得去工地搬砖。哦我是搞土木的，项目在雄安", [
    U("industry|job_title|major", "土木|civil engineering")], tag=True),
short("zh", "我是回族，不吃猪肉，大家聚餐的时候注意一下哈", [U("diet", "不吃猪肉|清真|no pork")]),
short("zh", "在读研二，北师大心理学，每天被导师催论文", [
    U("school", "北师大|北京师范大学|Beijing Normal University"), U("major", "心理学|psychology"),
    U("degree", "读研|研究生|硕士|master's"), U("city", "北京|Beijing", False)]),
short("zh", "王者打到荣耀了，但我最爱的还是原神，玩了三年，每天不上线做日常就浑身难受", [
    U("hobby", "原神|Genshin Impact"), U("hobby", "王者|王者荣耀", False)], tag=True),
short("zh", "邮箱改了啊，现在用 chenyu_work@163.com，之前那个qq邮箱不怎么看了", [
    U("email", "chenyu_work@163.com")], tag=True),
short("zh", "我妈最近查出高血压，天天念叨让我少熬夜，我自己倒还好，就是有点颈椎病", [
    P("妈妈", "health", "高血压|high blood pressure"), U("health", "颈椎病"), U("family", "妈|妈妈|mom", False)], tag=True),
short("zh", "我们小区楼下新开了家烘焙店，我现在每天都去，老板都认识我了，别误会我不是在那上班哈哈，我在银行", [
    U("employer|industry", "银行|bank")], tag=True),
short("zh", "我叫王一鸣，大家叫我鸣哥就行，新来的，多关照", [
    U("name", "王一鸣"), U("nickname", "鸣哥"), U("gender", "男|male", False)]),
short("zh", "30了，唉", [U("age", "30")]),
short("zh", "我俩结婚三年了，老公是重庆人，所以我现在无辣不欢了", [
    U("partner", "老公|husband"), P("老公", "hometown", "重庆|Chongqing"), P("老公", "relation", "老公|husband", False),
    U("fav_food", "辣|spicy food", False), U("gender", "女|female", False)], tag=True),
short("zh", "周末又去了趟成都吃火锅，不过我住西安啊，就是馋", [
    U("city", "西安|Xi'an"), U("fav_food", "火锅|hotpot", False)], tag=True),
short("zh", "我色弱，分不清红绿，所以当年没能学成医，只好去学了会计", [
    U("health", "色弱|color weakness"), U("major", "会计|accounting")], tag=True),
short("zh", "我在美团送外卖，别看我这样，我可是985毕业的，学的还是哲学", [
    U("employer", "美团|Meituan"), U("job_title", "送外卖|外卖员|delivery rider"), U("major", "哲学|philosophy")]),
short("zh", "我家两只猫，一只叫年糕一只叫汤圆，都是英短，我已经完全是个猫奴了", [
    U("pet", "英短|猫|British Shorthair"), U("pet_name", "年糕"), U("pet_name", "汤圆")]),
short("zh", "有没有人一起去看五月天演唱会？我追了十年了，《倔强》每次听都哭", [
    U("fav_music", "五月天|Mayday"), U("fav_music", "倔强", False)], tag=True),
short("zh", "说真的榴莲就是世界上最好吃的水果，谁说臭我跟谁急，我一个人能干掉一整个", [
    U("fav_food", "榴莲|durian")]),

# ---------------- diaries ----------------
diary("zh", "今天又是加班的一天。早上七点被楼上装修吵醒，挤地铁到公司都快九点了，被组长说了两句。中午和同事小李去吃了楼下的兰州拉面，他说他下个月要跳槽去字节，羡慕。下午开了三个会，做的PPT又被打回来了。晚上回到家，豆豆（我家那只泰迪）把拖鞋啃烂了，气死我了但是又舍不得打。洗完澡刷了会儿抖音，看到有人在弹吉他，想起我大学时也学过吉他，后来就放下了。明天还要早起，睡了。", [
    U("pet", "泰迪|狗|poodle"), U("pet_name", "豆豆"), P("小李", "relation", "同事|colleague"),
    P("小李", "plan|employer", "跳槽去字节|字节|ByteDance", False)], tag=True),
diary("zh", "2月18日 晴。早上照例跑了十公里，配速五分半，比上周快一点。这周跑量已经四十公里了，为了四月的无锡马拉松，报名成功了！中午在公司吃的沙拉，说实话我真的受不了沙拉，草一样，但为了体重没办法。下午写需求文档，产品经理的日子就是这样。晚上我爸打电话说他腰又疼了，让他去医院他不去，老头子倔得很。睡前看了两章《三体》第三部，重读第三遍了，还是最爱的书。", [
    U("sport", "跑|跑步|running"), U("plan", "无锡马拉松|马拉松|marathon"), U("dislike", "沙拉|salad"),
    U("job_title", "产品经理|product manager"), P("爸爸", "health", "腰又疼|腰疼|back pain"), U("family", "爸|爸爸|dad", False),
    U("fav_book", "三体|The Three-Body Problem")], tag=True),
diary("zh", "今天是我二十五岁生日，一个人过。下班后给自己买了一块小蛋糕，坐在出租屋里吃。室友去她男朋友家了，屋里就我和仓鼠团子。说起来来深圳也两年了，还是觉得这里不像家，老家湛江的海比这边好看多了。妈妈发了个红包，说让我早点找对象，唉。明天还要去面试，一家做跨境电商的公司，岗位是运营，希望能过吧。", [
    U("age", "二十五岁|25"), U("birthday", "3月9日|March 9", False), U("city", "深圳|Shenzhen"), U("hometown", "湛江|Zhanjiang"),
    U("pet", "仓鼠|hamster"), U("pet_name", "团子"), U("plan", "面试|job interview"), U("family", "妈妈|mom", False)],
    tag=True, at="2024-03-09"),
diary("zh", "今天天气好，一早就骑车去水库钓鱼，钓了三条鲫鱼一条鲤鱼，老伴说我一辈子就爱这口。退休五年了，以前在钢厂干了三十多年，现在就是钓鱼、带孙子。下午孙子放学，在小区楼下踢球，摔了一跤膝盖破了，他奶奶心疼得不行。晚饭红烧鲫鱼，我最拿手的菜。血糖有点高，大夫让少吃米饭，我就吃了半碗。", [
    U("hobby", "钓鱼|fishing"), U("job_title", "退休|retired"), U("partner", "老伴|spouse"), U("family", "孙子|grandson"),
    U("health", "血糖有点高|血糖高|high blood sugar"), U("employer", "钢厂|steel mill", False), U("gender", "男|male", False)], tag=True),
diary("zh", "周六。今天带女儿朵朵去打疫苗，她哭得惊天动地，我心都碎了。朵朵两岁半了，最近特别爱说'不要'。回来路上她爸打电话说出差要延长到下周，又是我一个人带娃。下午朵朵睡午觉，我终于有空追了两集《繁花》，胡歌太帅了。晚上给她做了番茄鸡蛋面，她吃了两口就不吃了。我自己是乳糖不耐受，所以家里牛奶只有她喝。", [
    U("family", "朵朵"), P("朵朵", "relation", "女儿|daughter"), P("朵朵", "age", "两岁半|2.5"),
    U("partner", "她爸|husband", False), U("health|allergy|diet", "乳糖不耐受|lactose intolerant"), U("gender", "女|female", False)], tag=True),
diary("zh", "今天去看了牙，智齿终于拔了，脸肿成馒头。请了一天假，躺床上打了一下午的《塞尔达》，真的是神作，玩了两百小时还没腻。我们游戏群的阿杰说他已经通关三遍了，卷王。晚上点了外卖，只能喝粥，馋死我隔壁桌吃的烤串了。对了，下个月公司年会要表演节目，我被拉去弹贝斯，我是真的会弹，乐队玩了好几年了。", [
    U("hobby", "塞尔达|Zelda"), U("instrument", "贝斯|bass"), U("hobby", "乐队|band", False),
    U("plan", "年会|年会要表演节目", False)], tag=True),
diary("zh", "今天搬家，从朝阳搬到了通州，离公司远了但房租便宜一半。搬家师傅说我的书太多了，十二箱，大部分是推理小说，东野圭吾那一排是我的命。新家楼下有个菜市场，以后可以自己做饭了。晚上给我哥打电话，他在德国读博，那边刚中午。", [
    U("place|city", "通州|Tongzhou"), U("city", "北京|Beijing", False), U("fav_book", "东野圭吾|Keigo Higashino", False),
    U("hobby", "推理小说|mystery novels", False), P("哥哥", "city", "德国|Germany"), P("哥哥", "degree", "读博|博士|PhD"),
    U("family", "哥|哥哥|brother", False)], tag=True),
diary("zh", "记录一下：今天正式入职了新公司，小红书，做内容审核。原来在的那家小公司倒闭了，也算因祸得福。新同事都挺年轻的，工位旁边是个00后小姑娘，一口一个姐。中午食堂有螺蛳粉！我这种广西人看到螺蛳粉真的要哭了。晚上回家撸了会儿猫，咪咪今天特别黏人。", [
    U("employer", "小红书|Xiaohongshu|RED"), U("job_title", "内容审核|content moderator"), U("hometown", "广西|Guangxi"),
    U("fav_food", "螺蛳粉|luosifen"), U("pet", "猫|cat"), U("pet_name", "咪咪"), U("gender", "女|female", False)], tag=True),
diary("zh", "今天去医院复查，医生说我的哮喘控制得还行，但还是不能养猫，唉，那就继续云吸猫吧。下午在咖啡店写论文，旁边一对情侣在吵架，吵得我没法专心。我的博士论文写的是宋代茶文化，导师说框架还要大改。晚上跟男朋友视频，他在成都，我在南京，异地第三年了。", [
    U("health", "哮喘|asthma"), U("degree", "博士|PhD"), U("partner", "男朋友|boyfriend"),
    P("男朋友", "city", "成都|Chengdu"), U("city", "南京|Nanjing"), P("男朋友", "relation", "男朋友|boyfriend", False)], tag=True),
diary("zh", "今天下班跟哥几个打了两个小时篮球，我投了六个三分，爽！我们每周三周六雷打不动。打完去吃烧烤，老王说他媳妇怀孕了，大家起哄让他请客。我喝了两瓶啤酒，其实我痛风，本来不该喝的，明天估计又要疼。回家老婆已经睡了，给她留的宵夜她也没吃。", [
    U("sport", "篮球|basketball"), U("health", "痛风|gout"), U("partner", "老婆|wife"), U("gender", "男|male", False)], tag=True),
diary("zh", "早上六点起床给学生改作文，初二的孩子写'我的理想'，有一半想当网红。我在这所中学教语文已经八年了。中午和我们年级组长吵了一架，因为调课的事。下午学校组织体检，我的甲状腺结节又大了一点，医生说先观察。回家路上买了把新的古筝弦，晚上练了一小时《渔舟唱晚》，这是我最放松的时刻。", [
    U("job_title", "教语文|语文老师|Chinese teacher"), U("employer", "中学|middle school", False),
    U("health", "甲状腺结节|thyroid nodule"), U("instrument", "古筝|guzheng")], tag=True),

# ---------------- companion chats ----------------
comp("zh", "阿澈", [
    "今天好累啊，又被客户骂了",
    "抱抱你～做设计真的好辛苦，是上次那个改了八遍logo的客户吗？",
    "不是设计啦，我是做销售的，卖保险，你又记错了",
    "哎呀抱歉！保险销售，记住了。那你今天还要去跑客户吗？",
    "不了，回家喂狗。我家金毛叫旺财，饿一顿就拆家"], [
    U("job_title", "销售|保险销售|insurance sales"), U("industry", "保险|insurance"), U("pet", "金毛|golden retriever"), U("pet_name", "旺财")]),
comp("zh", "星野", [
    "星野，我跟你说我下个月要去上海了",
    "哇，是搬去上海吗？你之前说你在武汉待腻了",
    "不是搬家，就是出差一周，我还住武汉，汉口这边",
    "明白～那出差是去总部开会吗？",
    "对，我们公司总部在上海，我在武汉分公司做财务"], [
    U("city", "武汉|Wuhan"), U("place", "汉口|Hankou"), U("job_title", "财务|finance"), U("plan", "出差|去上海|business trip")]),
comp("zh", "小满", [
    "我的新手办到了！！！初音未来十五周年的",
    "恭喜！你是不是收藏了快一百个了？",
    "哪有那么多，四十来个吧，一整面柜子",
    "四十个也很厉害啦，你最喜欢哪个角色呀？",
    "还是初音，我高中就开始听她的歌了，《千本樱》循环到现在",
    "我也超喜欢千本樱！节奏好燃"], [
    U("hobby", "手办|收藏手办|figures"), U("fav_music", "初音|初音未来|Hatsune Miku"), U("fav_music", "千本樱|Senbonzakura", False),
    C("fav_music", "千本樱|Senbonzakura")]),
comp("zh", "团团", [
    "团团我今天去医院了",
    "怎么啦？是不是你的胃病又犯了？",
    "不是胃，是我爸，他心脏搭了桥，我请假陪床",
    "天哪，叔叔现在怎么样？你在哪家医院陪护呢？",
    "华西，人没事了，就是我得在成都多待几天，我平时住重庆"], [
    P("爸爸", "health", "心脏搭了桥|搭桥|heart bypass"), U("family", "爸|爸爸|dad", False), U("city", "重庆|Chongqing")]),
comp("zh", "栗子", [
    "我宣布豆腐脑就应该是咸的，甜的都是异端",
    "哈哈你是北方人吧？北京的？",
    "天津的！天津人只认咸豆腐脑，还得加卤",
    "原来是天津人，那你现在还在天津吗？",
    "早不在了，现在在杭州，天天被甜口包围，痛苦"], [
    U("fav_food", "咸豆腐脑|豆腐脑|savory tofu pudding"), U("hometown", "天津|Tianjin"), U("city", "杭州|Hangzhou"),
    U("dislike", "甜口|甜的|sweet food", False)]),
comp("zh", "暮暮", [
    "我今天跟女朋友求婚了！！",
    "天啊恭喜！是小雨吗？",
    "她叫苏晴啦，小雨是我表妹",
    "对不起记混了😂 苏晴答应了吗？",
    "答应了！我们打算明年五一办婚礼"], [
    U("partner", "苏晴"), P("苏晴", "relation", "女朋友|未婚妻|girlfriend|fiancée"), U("plan", "婚礼|办婚礼|wedding"),
    P("小雨", "relation", "表妹|cousin"), U("family", "小雨", False)]),
comp("zh", "小鹿", [
    "小鹿，帮我记一下，我对青霉素过敏",
    "好的，记住了：你对头孢过敏。",
    "不是头孢！是青霉素！头孢我能用",
    "抱歉抱歉，已更正：青霉素过敏，头孢可以用。"], [
    U("allergy", "青霉素|penicillin")]),
comp("zh", "芒果", [
    "今天练琴练了三个小时手都麻了",
    "钢琴考级是下个月吗？",
    "我弹的是大提琴啊，而且我不考级，我在乐团拉",
    "哦哦是大提琴！你在哪个乐团呀？",
    "一个业余的青年交响乐团，每周六排练，我本职是牙医哈哈"], [
    U("instrument", "大提琴|cello"), U("job_title", "牙医|dentist"), U("hobby", "交响乐团|乐团|orchestra", False)]),
comp("zh", "言言", [
    "我改名字了，以后叫我晓棠",
    "好的晓棠！是因为之前的名字不喜欢吗？",
    "不是啦，网名而已，我真名叫陈晓棠，之前你一直叫我小陈",
    "原来如此，那我以后就叫你晓棠～你今年是不是24了？",
    "26了好嘛，显小而已"], [
    U("name", "陈晓棠"), U("nickname", "晓棠"), U("age", "26")]),
comp("zh", "米粒", [
    "我家猫今天又吐了",
    "是奶茶吗？她最近是不是换猫粮了？",
    "不是奶茶，奶茶是我室友的猫，我的是那只黑的，叫煤球",
    "记住了，煤球是你的，奶茶是室友的。煤球几岁啦？",
    "三岁，男孩子，已经绝育了"], [
    U("pet", "猫|cat"), U("pet_name", "煤球"), P("室友", "pet", "猫|cat"), P("室友", "pet_name", "奶茶"),
    P("室友", "relation", "室友|roommate", False)]),
comp("zh", "南风", [
    "南风，我要考研了",
    "加油！你是想考回你本科的学校吗？",
    "对，考中山大学，本科也是中大的，学的汉语言",
    "那研究生也读汉语言文学吗？",
    "想换成新闻传播，考试在十二月底"], [
    U("school", "中山大学|中大|Sun Yat-sen University"), U("major", "汉语言|汉语言文学|Chinese language and literature"),
    U("plan", "考研|postgraduate entrance exam"), U("degree", "本科|bachelor's", False)]),
comp("zh", "糯米", [
    "你知道吗我其实不吃辣",
    "啊？可你上次不是说最爱吃麻辣香锅吗？",
    "那是我弟！我是吃一点辣就胃疼的那种，我是广东人嘛",
    "原来是弟弟爱吃，你爱吃什么呀？",
    "早茶！虾饺烧卖凤爪，一周不吃就难受"], [
    U("diet|dislike", "不吃辣|辣"), U("hometown", "广东|Guangdong"), U("fav_food", "早茶|虾饺|dim sum"),
    P("弟弟", "fav_food", "麻辣香锅"), U("family", "弟|弟弟|brother", False)]),
comp("zh", "七七", [
    "昨晚打了一夜LOL，掉到白银了气死",
    "你不是一直是钻石吗？",
    "那是上赛季，这赛季天天被坑。我主玩中单，亚索永远的神",
    "亚索玩家哈哈，你一般跟谁双排？",
    "跟我大学室友阿凯，他在北京，我在合肥，每晚开黑"], [
    U("hobby", "LOL|英雄联盟|League of Legends"), U("city", "合肥|Hefei"), P("阿凯", "relation", "大学室友|室友|roommate"),
    P("阿凯", "city", "北京|Beijing")]),
comp("zh", "阿狸", [
    "阿狸，今天我入职满一年了",
    "恭喜！在京东做采购一年了吧？",
    "不是京东，是拼多多，也不是采购，我做数据分析",
    "我又搞错了😅 拼多多数据分析师，一周年快乐！",
    "谢谢，顺便说一下我下周要去考驾照科目二"], [
    U("employer", "拼多多|Pinduoduo"), U("job_title", "数据分析|数据分析师|data analyst"), U("plan", "科目二|考驾照|driving test")]),

# ---------------- group chats ----------------
group("zh", [
    ("妈妈", "周末都回家吃饭啊，我炖了排骨"),
    ("小芸", "我回不去，这周要值班，我们护士排班排满了"),
    ("哥哥", "我带媳妇回，她最近在备孕不吃凉的"),
    ("爸爸", "我周日要去水库钓鱼，你们吃你们的"),
    ("小芸", "哥你帮我给妈带那个按摩仪，我网上买好了寄你那了")], [
    U("job_title", "护士|nurse"), P("爸爸", "plan|hobby", "钓鱼|去水库钓鱼"), P("哥哥", "partner", "媳妇|wife"), U("family", "哥|哥哥|brother", False)], me="小芸"),
group("zh", [
    ("老周", "明天的周会改到十点，大家注意"),
    ("*林雪", "收到，我十点前得先送孩子去幼儿园，可能晚五分钟"),
    ("阿彬", "我明天请假，去民政局领证🎉"),
    ("老周", "恭喜阿彬！林雪你那个报表周五前能出吗"),
    ("林雪", "能，我今晚加个班")], [
    U("family", "孩子|child", False), P("阿彬", "plan", "领证|get married"), U("name", "林雪", False)]),
group("zh", [
    ("阿琪", "谁明天有空帮我占座，我早上要去面试实习"),
    ("小满", "我可以，反正我图书馆常驻"),
    ("Cathy", "我不行我明天回上海，我妈生日"),
    ("阿琪", "爱你小满！面的是腾讯的产品实习，我一个金融专业的去面产品，紧张死了"),
    ("胖胖", "冲啊！我去年就是在那实习的")], [
    U("plan", "面试实习|面试|internship interview"), U("major", "金融|finance"), P("Cathy", "plan", "回上海", False)], me="阿琪"),
group("zh", [
    ("王阿姨", "谁家的狗又在楼道里尿了"),
    ("*李然", "不是我家的啊王阿姨，我家豆包是只猫，从来不出门"),
    ("张叔", "是三楼那只泰迪，我看见了"),
    ("李然", "对了张叔，下周我去外地出差，能麻烦您帮我喂两天猫吗"),
    ("张叔", "没问题，钥匙给我就行")], [
    U("pet", "猫|cat"), U("pet_name", "豆包"), U("plan", "出差|business trip"), U("name", "李然", False)]),
group("zh", [
    ("大飞", "昨晚那场国安又输了，我心态崩了"),
    ("小宇", "我早说了国安不行，我是申花的，哈哈"),
    ("大飞", "你一个上海人当然支持申花，我北京土生土长的，国安死忠二十年"),
    ("老K", "我周末踢野球缺人，大飞来不来"),
    ("阿东", "算我一个，我守门"),
    ("大飞", "来，我膝盖好了，每周都能踢球")], [
    U("hometown", "北京|Beijing"), U("city", "北京|Beijing", False), U("sport", "踢球|足球|football|soccer"),
    U("hobby", "国安|Guoan", False), P("小宇", "hometown|city", "上海|Shanghai", False)], me="大飞"),
group("zh", [
    ("刘老师", "各位家长，下周三春游，请准备好午餐"),
    ("*乐乐妈妈", "收到，老师，我们家乐乐对芒果过敏，春游如果有水果麻烦注意一下"),
    ("豆豆爸爸", "收到。豆豆晕车，能坐前排吗"),
    ("朵朵奶奶", "收到，谢谢刘老师"),
    ("小宝妈妈", "请问需要带水壶吗"),
    ("刘老师", "好的都记下了，水壶要带")], [
    U("family", "乐乐"), P("乐乐", "allergy", "芒果|mango"), P("豆豆", "health", "晕车|motion sickness"),
    U("gender", "女|female", False)]),
group("zh", [
    ("主管", "新来的同事介绍一下自己吧"),
    ("Tina", "大家好，我叫唐婷，英文名Tina，之前在网易做游戏策划，现在加入咱们组做关卡设计"),
    ("小吴", "欢迎欢迎！我也是网易出来的哈哈"),
    ("Tina", "真巧！我还是个狼人杀重度爱好者，欢迎随时约")], [
    U("name", "唐婷"), U("nickname", "Tina"), U("job_title", "关卡设计|level designer"), U("hobby", "狼人杀|werewolf")], me="Tina"),
group("zh", [
    ("大姐", "爸下个月七十大寿，订哪家饭店？"),
    ("二哥", "我在外地，订好了告诉我，我提前请假"),
    ("*小妹", "我来订吧，我就在市里，离老房子近。我记得爸糖尿病，菜单得注意"),
    ("大姐", "辛苦小妹，我这边出钱")], [
    P("爸爸", "health", "糖尿病|diabetes"), P("爸爸", "age", "七十|70", False), U("gender", "女|female", False),
    U("plan", "订饭店", False)]),
group("zh", [
    ("阿远", "这个月读《百年孤独》，大家进度怎么样"),
    ("梅子", "我第三遍了，马尔克斯是我的神"),
    ("阿远", "我第一遍，名字太多记不住。我个人最爱的还是《活着》，余华yyds"),
    ("老唐", "我只看完了一半，最近孩子生病"),
    ("小薇", "我在外地出差，回来补"),
    ("阿May", "阿远握手！我最爱的也是《活着》")], [
    P("阿May", "fav_book", "活着|To Live"),
    U("fav_book", "活着|To Live"), U("fav_book", "余华|Yu Hua", False), P("梅子", "fav_book", "马尔克斯|百年孤独", False)], me="阿远"),
group("zh", [
    ("狗蛋", "今晚八点开黑，谁来"),
    ("*浩子", "我来，但我只能玩到十点，明早六点要起来开地铁"),
    ("狗蛋", "你一地铁司机还熬夜"),
    ("小鱼", "我不来了我在考公，天天刷题"),
    ("浩子", "小鱼加油，上岸了请客")], [
    U("job_title", "开地铁|地铁司机|subway driver"), P("小鱼", "plan", "考公|civil service exam"), U("name", "浩子", False)]),
group("zh", [
    ("老王", "周六香山徒步，报名接龙"),
    ("山鹰", "1. 山鹰，带我家边牧一起"),
    ("小林", "2. 小林，我膝盖不好走慢点"),
    ("山鹰", "我家边牧叫闪电，很乖的不咬人")], [
    U("plan", "香山徒步|徒步|hike"), U("pet", "边牧|border collie"), U("pet_name", "闪电"), U("city", "北京|Beijing", False),
    P("小林", "health", "膝盖不好|knee")], me="山鹰"),
]
