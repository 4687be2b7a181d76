from h import U, P, C, chat, diary, comp, group

L = "zh"
CASES = [
# ---- short chats ----
chat(L, "刚下班😮‍💨 在美团做产品经理真的是天天开会，我老公还说我比他这个医生还忙", [
    U("employer", "美团|Meituan"), U("job_title", "产品经理|product manager"), U("partner", "老公"),
    P("老公", "job_title", "医生|doctor")], neg=True),
chat(L, "我不吃香菜！！！谁放香菜我跟谁急", [U("dislike", "香菜|cilantro|coriander")]),
chat(L, "问一下 我对青霉素过敏 感冒了能吃头孢吗", [U("allergy", "青霉素|penicillin")]),
chat(L, "我今年三十二了，我闺女朵朵今年六岁，刚上一年级", [
    U("age", "三十二|32"), U("family", "朵朵|闺女|女儿"), P("朵朵", "relation", "闺女|女儿|daughter"),
    P("朵朵", "age", "六岁|6")]),
chat(L, "就是那个我跟你说一下啊我下周三要去考科目二然后我现在练车练得腿都软了教练天天骂我", [
    U("plan", "考科目二|科目二|驾照考试")]),
chat(L, "以前在成都住了五年 去年搬到杭州了 这边夏天热死", [U("city", "杭州|Hangzhou")], neg=True),
chat(L, "我手机号换了哈 新的是 13816275094 旧的那个139的别打了", [U("phone", "13816275094")], neg=True),
chat(L, ["我的邮箱 lin.xiaoyu@163.com 你帮我记一下", "A:好的，已经记下你的邮箱啦。需要我也记一个工作邮箱吗？", "工作邮箱就不给了哈"], [
    U("email", "lin.xiaoyu@163.com")]),
chat(L, "家里两只猫，一只叫年糕一只叫汤圆，都是橘猫，胖得要死", [
    U("pet", "猫|橘猫|cat"), U("pet_name", "年糕"), U("pet_name", "汤圆")]),
chat(L, "要是我会弹钢琴就好了 现在只会弹点尤克里里", [U("instrument", "尤克里里|ukulele")], neg=True),
chat(L, "我不是程序员啦，我是做测试的，天天给程序员提bug哈哈", [
    U("job_title", "测试|做测试的|测试工程师|QA")], neg=True),
chat(L, "我本科武大的，学的是新闻，后来又读了个研", [
    U("school", "武大|武汉大学|Wuhan University"), U("major", "新闻|新闻学|journalism"),
    U("degree", "研|研究生|硕士|master")]),
chat(L, "我对象在上海，我在苏州，每周末坐高铁见面，异地恋好累", [
    U("partner", "对象"), U("city", "苏州|Suzhou"), P("对象", "city", "上海|Shanghai")], neg=True),
chat(L, ["有没有人推荐一下北京好吃的火锅？", "A:可以呀！你是在北京生活吗？", "不是 我在天津 周末去北京出差两天"], [
    U("city", "天津|Tianjin"), U("plan", "去北京出差|北京出差", False)], neg=True),
chat(L, "我小名叫豆豆，家里人都这么叫，大名叫陈思远", [U("nickname", "豆豆"), U("name", "陈思远")]),
chat(L, "我是个女生哈 别老叫我兄弟😂", [U("gender", "女生|女|female")]),
chat(L, "我爸是出租车司机，开了二十年了，我妈在超市上班", [
    P("爸爸", "job_title", "出租车司机|taxi driver"), U("family", "爸|爸爸|dad"), U("family", "妈|妈妈|mom"),
    P("妈妈", "employer|job_title", "超市|supermarket", False)], neg=True),
chat(L, "我老家是湖南岳阳的，但是从小在广州长大，现在在深圳上班", [
    U("hometown", "岳阳|湖南岳阳|湖南|Yueyang"), U("city", "深圳|Shenzhen")], neg=True),
chat(L, "周末去了趟苏州博物馆，人超多，不过我住南京，高铁过去也不远", [U("city", "南京|Nanjing")], neg=True),
chat(L, "我每周二四打羽毛球，打了三年了，膝盖有点扛不住", [U("sport", "羽毛球|badminton")]),
chat(L, "最喜欢的书是《活着》，看了四遍，每次都哭", [U("fav_book", "活着|《活着》|To Live")]),
chat(L, "我乳糖不耐受，喝牛奶就拉肚子，只能喝燕麦奶", [
    U("health|allergy|diet", "乳糖不耐受|lactose intolerant")]),
chat(L, "我吃素三年了，不是为了减肥是真的不想吃肉", [U("diet", "吃素|素食|vegetarian")]),
chat(L, "我是重庆人，火锅必须是牛油锅底，清汤锅是异端", [
    U("hometown", "重庆|Chongqing"), U("fav_food", "火锅|牛油火锅|hotpot", False)]),
chat(L, "刚买了台 Switch 玩塞尔达，我弟说他的 PS5 更好玩，切", [
    U("belonging", "Switch"), P("弟弟", "belonging", "PS5"), U("family", "弟|弟弟", False)], neg=True),
chat(L, "我三月十四号生日！白色情人节，从小到大都被笑", [U("birthday", "三月十四号|3月14日|March 14")]),
chat(L, "我会说粤语和普通话，英语一般般，日语只会看动漫学的几句", [
    U("language", "粤语|Cantonese"), U("language", "普通话|Mandarin"), U("language", "英语|English", False)], neg=True),
chat(L, "你记一下，我男朋友叫周屿，他在腾讯做后端", [
    U("partner", "周屿"), P("周屿", "relation", "男朋友|boyfriend"), P("周屿", "employer", "腾讯|Tencent"),
    P("周屿", "job_title", "后端|后端开发|backend")], neg=True),
chat(L, "我在一家做新能源车的公司，具体哪家就不说了哈，我是做电池研发的", [
    U("industry", "新能源车|新能源|EV"), U("job_title", "电池研发|研发")]),
chat(L, "我不养狗 我室友养了只柯基叫布丁 天天掉毛掉我床上", [
    P("室友", "pet", "柯基|狗|corgi"), P("室友", "pet_name", "布丁"), P("室友", "relation", "室友|roommate", False)], neg=True),
chat(L, "我现在住的地方离五道口很近，下楼就是地铁", [
    U("place", "五道口"), U("city", "北京|Beijing", False)]),
chat(L, "我喜欢周杰伦！！！从初中听到现在 演唱会抢了三次都没抢到", [U("fav_music", "周杰伦|Jay Chou")]),
chat(L, "我最喜欢的电影是《大话西游》，每年都要重温一次", [U("fav_film", "大话西游|《大话西游》|A Chinese Odyssey")]),
chat(L, "我是护士，在华西医院，三班倒快把我熬干了", [
    U("job_title", "护士|nurse"), U("employer", "华西医院|华西"), U("city", "成都|Chengdu", False)]),
chat(L, "我有哮喘，随身带着喷雾，跑步不敢跑太快", [
    U("health", "哮喘|asthma"), U("belonging", "喷雾", False)]),
chat(L, "我下个月结婚！婚礼在三亚办，紧张死了", [U("plan", "结婚|婚礼|wedding")]),
chat(L, "我哥在新西兰做厨师，我在国内朝九晚五当会计", [
    P("哥哥", "city|place", "新西兰|New Zealand"), P("哥哥", "job_title", "厨师|chef"), U("job_title", "会计|accountant"),
    U("family", "哥|哥哥")], neg=True),
# ---- diaries ----
diary(L, "今天好累。早上七点起来送小宝去幼儿园，然后挤地铁去公司，我们组今天又加班到九点。午饭吃的楼下的麻辣烫，还是那家好吃。下午老板说季度考核要来了，我一个做财务的每天对账对到眼花。晚上回家老公已经把饭做好了，他最近迷上了钓鱼，周末又要去水库。睡前看了两集《繁花》。", [
    U("family", "小宝"), P("小宝", "relation", "孩子|child", False), U("job_title", "财务|finance"),
    U("partner", "老公"), P("老公", "hobby", "钓鱼|fishing"), U("fav_food", "麻辣烫", False)], neg=True),
diary(L, "今天是我二十七岁生日，自己给自己买了个蛋糕。妈妈打电话来催婚，说我再不找就晚了，我说我现在在西安挺好的，工作也稳定，在一所中学教语文。晚上和小区里认识的朋友去跑步，跑了五公里，最近每周跑三次，体重终于降了。家里那只叫芝麻的仓鼠今天一直在跑轮子。", [
    U("age", "二十七|27"), U("birthday", "5月12日|May 12", False), U("city", "西安|Xi'an"),
    U("job_title", "教语文|语文老师|中学老师|teacher"), U("sport", "跑步|running"), U("pet", "仓鼠|hamster"),
    U("pet_name", "芝麻"), U("family", "妈妈", False)], neg=True, at="2024-05-12"),
diary(L, "今天雨下了一整天。上午去医院复查，医生说我的胃炎好多了，但还是不能喝咖啡。中午在单位食堂碰到老同学王磊，他现在在华为做销售，说下个月要调去东莞。下午开了三个会，我在国家电网这么多年，会是越来越多。晚上给女儿辅导作业，五年级的数学我都快不会了。", [
    U("health", "胃炎|gastritis"), U("employer", "国家电网|State Grid"), P("王磊", "relation", "老同学|同学|classmate"),
    P("王磊", "employer", "华为|Huawei"), P("王磊", "job_title", "销售|sales"), P("王磊", "plan", "调去东莞|东莞"),
    U("family", "女儿|daughter", False)], neg=True),
diary(L, "昨晚做了个梦，梦见我在东京当漫画家，画的连载还上了周刊。醒来一看还是在合肥的出租屋里，闹钟响了，又得去奶茶店打工。其实我大学学的是动画，毕业两年了，也投过几家动画公司，都没回音。下午店长说周末要我加班，好吧。晚上画了两小时画，画画还是最开心的事。", [
    U("city", "合肥|Hefei"), U("job_title", "奶茶店打工|奶茶店|打工"), U("major", "动画|animation"),
    U("hobby", "画画|drawing")], neg=True),
diary(L, "周六。早上和爸妈视频，我爸最近血压高，医生让他少吃盐。然后去宠物医院给豆包打疫苗，它是只两岁的边牧，聪明得要死。下午去图书馆借了本《三体》，不过我最喜欢的还是《围城》，看了好多遍。晚上男朋友阿杰来做饭，他是厨师，做的红烧肉绝了。", [
    P("爸爸", "health", "血压高|高血压|high blood pressure"), U("family", "爸|爸爸", False), U("pet", "边牧|狗|border collie"),
    U("pet_name", "豆包"), U("fav_book", "围城|《围城》"), U("partner", "阿杰"), P("阿杰", "relation", "男朋友|boyfriend"),
    P("阿杰", "job_title", "厨师|chef")], neg=True),
diary(L, "今天入职满一年！在字节做数据分析师，回想去年这个时候还在杭州到处投简历，现在已经在北京扎根了。同事约周末去爬香山，我报了名。最近在学吉他，每天练半小时，手指疼。晚上吃了碗兰州拉面。", [
    U("employer", "字节|字节跳动|ByteDance"), U("job_title", "数据分析师|data analyst"), U("city", "北京|Beijing"),
    U("instrument", "吉他|guitar"), U("plan", "爬香山", False)], neg=True),
diary(L, "今天就记个流水账吧。我家小区楼下新开了一家宠物店，店员问我要不要办卡，我说我又没养宠物，主要是我对猫毛过敏，看看就好。中午和闺蜜小婷吃饭，她刚考上了北师大的研究生，学心理学，替她开心。我呢，还在银行柜台，每天数钱数得麻木。晚上回家追剧，最近在看《漫长的季节》，超好看。", [
    U("allergy", "猫毛|猫|cat"), P("小婷", "relation", "闺蜜|best friend"), P("小婷", "school|plan", "北师大|北京师范大学"),
    P("小婷", "major", "心理学|psychology"), U("job_title", "银行柜台|柜员|bank teller"), U("industry", "银行|banking", False)], neg=True),
diary(L, "天气转凉了。今天带儿子乐乐去打疫苗，他三岁了，一点都不怕打针。回来路上遇到楼上的张阿姨，她说她孙子考上了清华，整栋楼都知道了哈哈。下午在家远程办公，我是做翻译的，最近接了一本英文小说的活。晚上老公加班，我一个人吃了碗螺蛳粉，我的最爱，香。", [
    U("family", "乐乐|儿子|son"), P("乐乐", "relation", "儿子|son"), P("乐乐", "age", "三岁|3"),
    U("job_title", "翻译|translator"), U("partner", "老公"), U("fav_food", "螺蛳粉"), P("张阿姨孙子", "school", "清华|清华大学", False)], neg=True),
diary(L, "今天终于拿到驾照了！！考了三次科目三，教练都快认识我了。晚上跟室友庆祝，去吃了烤肉。室友是东北人，酒量吓人。我是福建莆田的，喝一杯就上脸。明天还要早起去实验室，导师催论文催得紧，我在中科大读博，研究方向是量子通信。", [
    U("belonging", "驾照|driver's license", False), P("室友", "hometown", "东北"), U("hometown", "莆田|福建莆田|福建"),
    U("school", "中科大|中国科学技术大学|USTC"), U("degree", "读博|博士|PhD"), U("major", "量子通信")], neg=True, at="2023-11-03"),
diary(L, "今天是个普通的周三。六点起床练了半小时瑜伽，我练瑜伽快五年了。然后送老婆去机场，她去成都出差三天。上班路上听了一路五月天，还是老歌最好听。在公司写了一天PPT，我在一家4A广告公司做策划，名字就不写了。晚上自己煮了面。", [
    U("sport", "瑜伽|yoga"), U("partner", "老婆"), P("老婆", "plan", "去成都出差", False), U("fav_music", "五月天|Mayday"),
    U("job_title", "策划"), U("industry", "广告|4A广告|advertising")], neg=True),
diary(L, "奶奶今天出院了，全家松了口气。她八十三了，心脏不太好。我请了一天假陪她，我在一家外企做HR，请假还算方便。下午给她剥橘子的时候她又问我什么时候找对象，我说我有男朋友啊，叫陈默，下次带回来。她开心坏了。", [
    U("family", "奶奶|grandma"), P("奶奶", "age", "八十三|83"), P("奶奶", "health", "心脏不太好|心脏病"),
    U("job_title", "HR"), U("industry|employer", "外企", False), U("partner", "陈默"), P("陈默", "relation", "男朋友|boyfriend")], neg=True),
# ---- companion chats ----
comp(L, "小鹿", ["今天面试了一家游戏公司，原画岗，好紧张", "哇！你是学美术的对吧？之前你说在广州读的美院？",
    "不是广美啦，我是川美毕业的，油画专业。现在人在广州倒是真的", "记住啦，川美油画，现在在广州～面试感觉怎么样？", "还行吧，等通知"], [
    U("school", "川美|四川美术学院"), U("major", "油画|oil painting"), U("city", "广州|Guangzhou")]),
comp(L, "米粒", ["我家狗狗今天生病了，吐了两次", "啊，是你那只小泰迪吗？叫可可对吧", "是柯基！叫可乐，不是可可😭 你怎么老记错",
    "对不起对不起，柯基可乐！带它去看医生了吗？", "去了，医生说肠胃炎，没大事"], [
    U("pet", "柯基|狗|corgi"), U("pet_name", "可乐")]),
comp(L, "阿澄", ["我决定了，今年要考研", "好耶！考哪里呀？还是本专业吗？", "考浙大，换专业考计算机。我现在本科是学会计的，实在不喜欢",
    "会计转计算机，挺有勇气的！你今年大四吗？", "对，大四，22岁"], [
    U("plan", "考研|考浙大"), U("major", "会计|accounting"), U("age", "22")]),
comp(L, "橙子", ["橙子你喜欢听什么歌", "我嘛，最喜欢陈奕迅，尤其《十年》。你呢？", "我更喜欢草东没有派对，比较燥",
    "原来你喜欢摇滚呀！那你会弹乐器吗？", "会一点贝斯，大学乐队里弹过，现在偶尔还弹"], [
    C("fav_music", "陈奕迅|Eason Chan"), U("fav_music", "草东没有派对|草东"), U("instrument", "贝斯|bass")]),
comp(L, "沐沐", ["沐沐，我下周生日了", "提前说生日快乐！25岁生日对吧？", "什么25，我都29了好吗，下周就30了😭",
    "哈哈抱歉，那是三十岁生日呀，有什么计划吗", "跟老公去大理玩几天，票都订了"], [
    U("age", "29"), U("partner", "老公"), U("plan", "去大理|大理")]),
comp(L, "云朵", ["今天又偏头痛了，吃了药才好点", "抱抱你。你是不是还对布洛芬过敏来着？", "没有啊，我是对阿莫西林过敏，布洛芬能吃",
    "好的记住了，阿莫西林过敏。要注意休息哦"], [
    U("health", "偏头痛|migraine"), U("allergy", "阿莫西林|amoxicillin")]),
comp(L, "团团", ["累死了，今天跑了十二个单", "辛苦啦！你是在做外卖骑手吗？", "对，美团骑手，干了一年多了。之前在工厂流水线，那个更累",
    "原来如此，那你现在住在哪个城市呀？", "东莞，长安镇这边"], [
    U("job_title", "骑手|外卖骑手|delivery rider"), U("employer", "美团|Meituan"), U("city", "东莞|Dongguan"),
    U("place", "长安镇")]),
comp(L, "小白", ["小白，我最近迷上了钓鱼", "钓鱼好呀，修身养性。你会去海钓吗？", "想去但是晕船哈哈，我就在家附近的水库钓。要是能住海边就好了",
    "海边确实浪漫！你现在住的地方离海远吗", "远着呢，我在成都"], [
    U("hobby", "钓鱼|fishing"), U("city", "成都|Chengdu"), U("health", "晕船|seasick", False)]),
comp(L, "可乐", ["我姐今天生了个小外甥！！我当小姨了", "恭喜恭喜！你姐姐叫什么呀？", "她叫何静，比我大五岁",
    "何静姐姐辛苦了！你是家里老二吗", "对 就我俩 没别的兄弟姐妹"], [
    U("family", "何静|姐|姐姐"), P("何静", "relation", "姐|姐姐|sister"), U("gender", "女|female", False)]),
comp(L, "栗子", ["栗子，帮我想想晚饭吃啥", "吃个牛排怎么样？你上次说最爱吃牛排", "我啥时候说过😂 我吃清真的，不吃猪肉，牛排倒是可以",
    "那就牛排吧！附近有清真餐厅吗", "有，西宁到处都是"], [
    U("diet", "清真|不吃猪肉|halal"), U("city", "西宁|Xining", False)]),
comp(L, "桃桃", ["桃桃，我在学韩语，已经学了半年了", "好厉害！是为了追星吗哈哈", "一半一半吧，我喜欢IU，也想以后去首尔读研",
    "IU超棒！那你现在韩语能日常对话了吗", "勉强吧，TOPIK二级"], [
    U("language", "韩语|Korean"), U("fav_music", "IU")]),
comp(L, "阿布", ["阿布，我跳槽了！！", "恭喜！是去了之前说的那家阿里吗？", "不是阿里，是网易，杭州这边，做游戏策划",
    "网易游戏策划，好酷！离你家远吗", "不远，骑车二十分钟"], [
    U("employer", "网易|NetEase"), U("job_title", "游戏策划|game designer"), U("city", "杭州|Hangzhou", False)]),
comp(L, "星星", ["你以后别叫我用户了，叫我阿毛就行，朋友都这么叫", "好的阿毛！那你的真名可以告诉我吗", "毛晓晴，不过还是叫阿毛亲切",
    "阿毛～今天过得怎么样", "还行，刚下课，我在读高三，快被卷死了"], [
    U("nickname", "阿毛"), U("name", "毛晓晴"), U("school", "高三", False)], neg=False),
# ---- group chats ----
group(L, [("妈妈", "小雨 周末回来吃饭吗 你爸炖了排骨"), ("小雨", "回不去啦妈，这周要加班，我们医院这周评审"),
    ("爸爸", "当医生就是忙"), ("小雨", "我是护士爸😂 说了多少遍"), ("舅舅", "哈哈你爸记性不好。我下个月去杭州出差，顺路来看你")], [
    U("job_title", "护士|nurse"), U("city", "杭州|Hangzhou", False), P("舅舅", "plan", "去杭州出差", False)], me="小雨"),
group(L, [("阿琪", "谁把我的酸奶喝了！！我乳糖不耐受，好不容易买到无乳糖的"), ("小雪", "不是我，我减肥呢只喝黑咖啡"),
    ("婷婷", "我承认 我以为是普通酸奶 明天赔你"), ("阿琪", "哼 要那个无乳糖的啊 别买错"), ("小雪", "话说周六我生日 请你们吃饭 我21啦")], [
    U("health|allergy|diet", "乳糖不耐受|lactose intolerant"), P("小雪", "age", "21")], exporter="阿琪"),
group(L, [("王姐", "下周一新同事入职，叫李想，是做前端的"), ("老周", "欢迎欢迎，我是后端老周，有接口问题找我"),
    ("李想", "大家好！我刚从深圳过来，之前在平安做了三年"), ("王姐", "李想住哪儿定了吗"), ("李想", "暂时住公司附近，西二旗")], [
    U("job_title", "后端|backend"), U("nickname", "老周", False), P("李想", "job_title", "前端|frontend"),
    P("李想", "place", "西二旗", False)], me="老周"),
group(L, [("陈老师", "各位家长，下周三春游，请在群里接龙报名"), ("乐乐妈", "乐乐报名，他对花生过敏，午餐麻烦注意一下"),
    ("朵朵爸", "朵朵报名"), ("乐乐妈", "谢谢陈老师，我这周在外地出差，周三他奶奶送他过来")], [
    U("family", "乐乐"), P("乐乐", "relation", "孩子|儿子|son", False), P("乐乐", "allergy", "花生|peanut"),
    P("陈老师", "job_title", "老师|teacher", False)], exporter="乐乐妈"),
group(L, [("阿峰", "周六爬梧桐山有谁去"), ("Lily", "我去！我膝盖刚好了"), ("老K", "我不去了，周末带娃"),
    ("阿峰", "那就我和Lily两个人，我开车，我那辆思域能坐五个"), ("Lily", "你不是卖了思域换电车了吗"), ("阿峰", "还没卖呢 下个月才提新车")], [
    U("belonging", "思域|Civic"), U("plan", "提新车"), U("hobby|sport", "爬梧桐山|爬山|hiking", False),
    U("city", "深圳|Shenzhen", False)], me="阿峰"),
group(L, [("大姐", "妈的体检报告出来了，血糖有点高"), ("二姐", "我明天带她去复查，我在医院上班方便"),
    ("小弟", "辛苦二姐了，我在北京回不去"), ("大姐", "你好好上班，听说你升主管了？"), ("小弟", "嗯 上个月刚升")], [
    P("妈妈", "health", "血糖有点高|血糖高|high blood sugar"), U("industry|employer", "医院|hospital", False),
    P("小弟", "city", "北京|Beijing"), P("小弟", "job_title", "主管|supervisor"), U("family", "妈|妈妈", False)], exporter="二姐"),
group(L, [("夜猫子", "今晚八点开黑，缺一个辅助"), ("阿强", "我来，不过我只能玩到十点，明天早班"),
    ("夜猫子", "行，正好我十点也得出门，夜班保安的命"), ("阿强", "你那还好，我是开塔吊的，天天风吹日晒"),
    ("小鱼", "我今天不行，考试周，法学生的命也是命")], [
    U("job_title", "夜班保安|保安|security guard"), U("hobby", "开黑|游戏|gaming", False),
    P("阿强", "job_title", "开塔吊|塔吊司机|crane operator"), P("小鱼", "major", "法学|law")], me="夜猫子"),
group(L, [("小美", "跟你们说个事 我和阿泽订婚了！！"), ("佳佳", "啊啊啊恭喜！！什么时候办酒"),
    ("阿泽", "明年五一，在我老家潮汕办"), ("小美", "对 到时候都来 我伴娘就是你了佳佳"), ("佳佳", "必须的！我连伴娘服都想好了")], [
    U("partner", "阿泽"), P("阿泽", "relation", "未婚夫|fiancé", False), P("阿泽", "hometown", "潮汕|Chaoshan"),
    U("plan", "明年五一|办酒|婚礼|wedding")], me="小美"),
group(L, [("物业小张", "明天上午停水，请大家提前储水"), ("302李姐", "收到，我家孙子在家上网课，不能停网就行"),
    ("501老陈", "停水又不停网哈哈"), ("302李姐", "也是😂 我以前是小学老师，现在退休了天天在家，有事叫我")], [
    U("family", "孙子|grandson", False), U("job_title", "小学老师|退休", False)], exporter="302李姐"),
group(L, [("Kevin", "雅思考完了 7分 UCL的offer终于拿到了"), ("阿雯", "牛！什么专业"),
    ("Kevin", "教育学硕士，十月开学，去伦敦"), ("阿雯", "我还在准备，我目标6.5，下个月二战"), ("小林", "我已经放弃出国了 在老家考公")], [
    U("school|plan", "UCL"), U("major|plan", "教育学|education"), U("degree|plan", "硕士|master"),
    P("阿雯", "plan", "二战|雅思二战"), P("小林", "plan", "考公")], me="Kevin"),
group(L, [("班长", "同学聚会定在12月20号，还是老地方"), ("胖虎", "我去不了，在迪拜做项目，年底才回"),
    ("小芳", "胖虎还在中建啊？"), ("胖虎", "对 中建八局，天天晒成炭"), ("班长", "那下次，你回国了说一声")], [
    U("employer", "中建八局|中建|China Construction"), U("city|place", "迪拜|Dubai", False)], exporter="胖虎"),
]
