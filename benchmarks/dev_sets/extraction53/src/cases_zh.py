from h import F, N, msg, diary, comp, grp

L = "zh"

# ---------- short chats ----------
msg(L, "刚入职三个月，在蔚来做电池测试工程师，base合肥，每天加班到九点真的会谢", [
    F("u", "employer", "蔚来|NIO"), F("u", "job_title", "电池测试工程师|测试工程师"), F("u", "city", "合肥|Hefei")])
msg(L, "我不是老师啦！我妈才是，她在小学教语文三十年了。我自己是做会计的，天天对账对到眼花", [
    F("u", "job_title", "会计|accountant"), F("p:妈妈", "job_title", "教语文|语文老师|小学老师"),
    F("u", "family", "妈|妈妈|mother")], tag=True)
msg(L, "救命 我对芒果过敏 今天同事请全组喝杨枝甘露我只能在旁边看着😭", [
    F("u", "allergy", "芒果|mango")], tag=True)
msg(L, "以前超迷王者荣耀，现在完全不碰了，最近沉迷塞尔达，一天不玩浑身难受", [
    F("u", "hobby", "塞尔达|玩塞尔达|Zelda|打游戏")], tag=True)
msg(L, ["我电话换了啊", "旧的那个139开头的别打了，停机了，新号 18762205913"], [
    F("u", "phone", "18762205913")], tag=True)
msg(L, "我老公非说他最爱的电影是《教父》，拜托，我最爱的明明是《花样年华》，看一次哭一次", [
    F("u", "fav_film", "花样年华|In the Mood for Love"), F("u", "partner", "老公|husband"),
    N("p:老公", "fav_film", "教父|The Godfather")], tag=True)
msg(L, "小区门口新开了家烘焙店，老板还以为我是隔壁小学的老师哈哈，其实我在银行上班，柜员，天天数钱数的都不是自己的", [
    F("u", "job_title", "柜员|银行柜员|bank teller"), F("u", "industry|employer", "银行|bank")], tag=True)
msg(L, "我们家主子叫煤球，一只纯黑的英短，今天又把我的耳机线咬断了", [
    F("u", "pet", "英短|猫|British Shorthair"), F("u", "pet_name", "煤球")])
msg(L, "我双子座的，生日6月3号，同事都说看不出来我这么闹腾", [
    F("u", "birthday", "6月3号|6月3日|June 3")])
msg(L, "今年二十六了，家里天天催婚，过年都不想回去", [
    F("u", "age", "二十六|26")])
msg(L, "我从小在哈尔滨长大，现在在厦门，冬天不用穿秋裤太爽了哈哈哈", [
    F("u", "hometown", "哈尔滨|Harbin"), F("u", "city", "厦门|Xiamen")])
msg(L, ["跑了三年马拉松，今年膝盖不行了", "医生说半月板有点损伤，让我改游泳，唉，游泳我还得从头学"], [
    F("u", "health", "半月板有点损伤|半月板损伤|膝盖|meniscus"), N("u", "sport", "游泳|swimming")], tag=True)
msg(L, "我吃素的，但不是那种严格的，鸡蛋牛奶还吃", [
    F("u", "diet", "吃素|蛋奶素|素食|vegetarian")])
msg(L, "邮箱发你了：xiaoqi.lin@163.com，别发到我以前那个qq邮箱了，早就不用了", [
    F("u", "email", "xiaoqi.lin@163.com")], tag=True)
msg(L, "我本科武大的，学的新闻，研究生转去读了法律，现在在律所当助理，工资低得可怜", [
    F("u", "school", "武大|武汉大学|Wuhan University"), F("u", "major", "新闻|journalism"),
    F("u", "major", "法律|law"), F("u", "degree", "研究生|硕士|master"),
    F("u", "job_title", "助理|律所助理|legal assistant"), N("u", "industry|employer", "律所|law firm")])
msg(L, "周末去试了一次陶艺，手作是真的治愈，不过我还是更喜欢钩针，已经钩了五年了，家里全是我钩的小玩偶", [
    F("u", "hobby", "钩针|crochet"), N("u", "hobby", "陶艺|pottery")], tag=True)
msg(L, "我哥在成都开火锅店，我在重庆读大三，别人老以为我们是一个城市的，其实坐高铁也就一个多小时", [
    F("p:哥哥", "city", "成都|Chengdu"), F("p:哥哥", "job_title", "开火锅店|火锅店老板"),
    F("u", "city", "重庆|Chongqing"), F("u", "family", "哥|哥哥|brother"),
    N("u", "degree", "大三|本科")], tag=True)
msg(L, "讨厌香菜！！！谁往我碗里放香菜我跟谁急", [
    F("u", "dislike", "香菜|coriander|cilantro")])
msg(L, ["我是女生，不是男生啊", "头像是我弟的照片😂 他今年高考，借他脸用用"], [
    F("u", "gender", "女生|女|female"), F("p:弟弟", "plan", "高考|今年高考"),
    F("u", "family", "弟|弟弟|brother")], tag=True)
msg(L, "我的猫叫年糕我的狗叫汤圆，别问，问就是饿", [
    F("u", "pet", "猫|cat"), F("u", "pet_name", "年糕"), F("u", "pet", "狗|dog"), F("u", "pet_name", "汤圆")])
msg(L, "最喜欢的电影一直是《千与千寻》，每年都要重刷一遍。小时候喜欢的《名侦探柯南》现在反而看不下去了", [
    F("u", "fav_film", "千与千寻|Spirited Away")], tag=True)
msg(L, ["今年不打算考研了，还是先工作吧", "对了我拿到美团的offer了！下周一入职，产品经理🎉"], [
    F("u", "employer|plan", "美团|Meituan"), F("u", "job_title|plan", "产品经理|PM|product manager")], tag=True)
msg(L, "我们公司在杭州，但我其实住在绍兴，每天高铁通勤，二十分钟，比很多杭州本地人还快", [
    F("u", "city", "绍兴|Shaoxing")], tag=True)
msg(L, "哈哈我要是有钱就去冰岛看极光了，现实是明天还得去工地吃灰，我是做监理的", [
    F("u", "job_title", "监理|工程监理")], tag=True)
msg(L, "我们家三口人，我，我老婆阿敏，还有我们的闺女朵朵，今年四岁，正是狗都嫌的年纪", [
    F("u", "partner", "阿敏|老婆|wife"), F("p:阿敏", "relation", "老婆|wife"),
    F("u", "family", "朵朵|闺女|daughter"), F("p:朵朵", "relation", "闺女|女儿|daughter"),
    F("p:朵朵", "age", "四岁|4")])
msg(L, "我过敏体质，青霉素过敏，花粉也过敏，一到春天简直是地狱", [
    F("u", "allergy", "青霉素|penicillin"), F("u", "allergy", "花粉|pollen")])
msg(L, "我最爱的乐队是万能青年旅店！最近在学贝斯，目标是能弹《杀死那个石家庄人》", [
    F("u", "fav_music", "万能青年旅店|万青"), F("u", "instrument", "贝斯|bass")])
msg(L, ["我是广东人", "不过不会说粤语哈哈，我是客家的，只会客家话和普通话"], [
    F("u", "hometown", "广东|Guangdong"), F("u", "language", "客家话|Hakka"),
    F("u", "language", "普通话|Mandarin")], tag=True)
msg(L, "刚查出来甲减，每天早上空腹吃一片优甲乐，唉，才二十几岁", [
    F("u", "health", "甲减|甲状腺功能减退|hypothyroidism")])
msg(L, ["你好呀", "我叫王思远，在上海做室内设计，以后请多指教"], [
    F("u", "name", "王思远"), F("u", "city", "上海|Shanghai"), F("u", "job_title", "室内设计|设计师|interior designer")])
msg(L, "朋友都叫我大头，因为我头真的大，帽子都买不到合适的", [
    F("u", "nickname", "大头")])
msg(L, "我白天在公司当保安，晚上开滴滴跑几单，孩子上学要钱啊", [
    F("u", "job_title", "保安|security guard"), F("u", "job_title", "开滴滴|滴滴司机|网约车司机"),
    N("u", "family", "孩子|child")])
msg(L, "下个月12号飞东京！签证终于下来了，第一次出国激动得睡不着", [
    F("u", "plan", "飞东京|去东京|trip to Tokyo")])
msg(L, "我每周三和周六都去打羽毛球，球拍是尤尼克斯的，一千多买的，心疼", [
    F("u", "sport", "羽毛球|badminton"), F("u", "belonging", "球拍|尤尼克斯|Yonex")])
msg(L, "《活着》我看了不下十遍，是我最喜欢的书。余华别的书我反而觉得一般", [
    F("u", "fav_book", "活着|To Live")])
msg(L, "昨晚梦到自己考上清华了，醒来发现还在南京交通职院学汽修😂 不过修车我是真喜欢", [
    F("u", "school", "南京交通职院|南京交通职业技术学院"), F("u", "major", "汽修|汽车维修")], tag=True)
msg(L, "我家就在五道口附近，天天被十三号线挤成照片", [
    F("u", "place", "五道口|Wudaokou"), N("u", "city", "北京|Beijing")])

# ---------- companion chats ----------
comp(L, "小满", [
    "小满我跟你说，我今天终于把辞职信交了",
    "哇！那你是要离开腾讯了吗？",
    "我不在腾讯啊，我在网易，杭州这边的，做游戏策划",
    "哦哦是我记错了～游戏策划好酷，那你下一步去哪？",
    "还没定，交接完先休息一个月，可能回老家长沙躺着"], [
    N("u", "employer", "网易|NetEase"), N("u", "job_title", "游戏策划|game designer"),
    N("u", "city", "杭州|Hangzhou"), F("u", "hometown", "长沙|Changsha")], tag=True)
comp(L, "阿柚", [
    "阿柚，你猜我多大",
    "听你说话的感觉，二十出头？",
    "哈哈哈哈我三十四了，儿子都上小学了",
    "完全看不出来！儿子叫什么呀",
    "叫乐乐，一年级，天天吵着要养仓鼠，我没同意"], [
    F("u", "age", "三十四|34"), F("u", "family", "乐乐|儿子|son"), F("p:乐乐", "relation", "儿子|son")], tag=True)
comp(L, "小满", [
    "今天练琴练到手抽筋",
    "你是弹钢琴的对吧？",
    "不是，我拉大提琴，钢琴是我室友弹的，我俩合奏过一次",
    "大提琴！你最喜欢哪首曲子呀",
    "巴赫的无伴奏组曲，永远的神"], [
    F("u", "instrument", "大提琴|cello"), F("p:室友", "instrument", "钢琴|piano"),
    N("p:室友", "relation", "室友|roommate"), F("u", "fav_music", "巴赫的无伴奏组曲|无伴奏组曲|巴赫|Bach")], tag=True)
comp(L, "阿柚", [
    "我最近在减脂，晚饭只吃沙拉",
    "那你是不是吃素呀？",
    "没有没有，肉照吃，就是不吃碳水。对了我海鲜过敏，沙拉里的虾我都挑掉",
    "好的，记住你对虾过敏啦",
    "是所有海鲜，不止虾啦"], [
    F("u", "allergy", "海鲜|seafood"), F("u", "diet", "不吃碳水|减脂|低碳水|low carb")], tag=True)
comp(L, "小满", [
    "北京今天下大雪了，好美",
    "你在北京呀？",
    "我在天津，北京是我男朋友那边，异地恋一年了",
    "那你男朋友在北京做什么呀",
    "他在中关村一家公司写代码。我是护士，在天津一中心，倒班倒得人都傻了"], [
    F("u", "city", "天津|Tianjin"), F("u", "partner", "男朋友|boyfriend"),
    F("p:男朋友", "city", "北京|Beijing"), F("p:男朋友", "job_title", "写代码|程序员|programmer"),
    N("p:男朋友", "place", "中关村"), F("u", "job_title", "护士|nurse"),
    F("u", "employer", "天津一中心|天津市第一中心医院")], tag=True)
comp(L, "阿柚", [
    "我家狗子今天打疫苗了，嚎得整个医院都听见",
    "是那只叫可乐的柯基吗？",
    "可乐是我姐家的！我家的是边牧，叫闪电",
    "啊抱歉记混了，闪电几岁啦",
    "两岁，聪明得要死，会自己开冰箱门"], [
    F("u", "pet", "边牧|边境牧羊犬|border collie|狗"), F("u", "pet_name", "闪电"),
    F("p:姐姐", "pet_name", "可乐"), N("u", "family", "姐|姐姐|sister")], tag=True)
comp(L, "小满", [
    "小满你玩原神吗",
    "我没法真的玩游戏啦，但很想听你说！你是原神玩家？",
    "以前是，去年退坑了，现在只玩星露谷，种田使我快乐",
    "星露谷好治愈！你一般什么时候玩",
    "下班后玩一会儿。我在幼儿园当老师，白天被小朋友吵一天，晚上需要安静"], [
    F("u", "hobby", "星露谷|Stardew Valley|种田游戏"), F("u", "job_title", "老师|幼儿园老师|kindergarten teacher"),
    N("u", "industry|employer", "幼儿园|kindergarten")], tag=True)
comp(L, "阿柚", [
    "明天是我生日诶",
    "生日快乐提前说！是几号呀？",
    "十一月二十号，射手座。我叫陈可欣，你给我记住哦",
    "记住啦可欣～是二十五岁生日吗？",
    "二十九！！别瞎猜"], [
    F("u", "birthday", "十一月二十号|11月20日|November 20"), F("u", "name", "陈可欣"),
    N("u", "age", "二十九|29|28")], tag=True)
comp(L, "小满", [
    "今天答辩过了！！！",
    "恭喜！是博士答辩吗？",
    "硕士啦，材料学的，在华南理工",
    "太厉害了，那以后留在广州工作吗？",
    "不留，已经签了宁德时代，七月去福建报到"], [
    F("u", "degree", "硕士|master"), F("u", "major", "材料学|材料|materials"),
    F("u", "school", "华南理工|华南理工大学|SCUT"), F("u", "employer|plan", "宁德时代|CATL"),
    N("u", "city", "广州|Guangzhou")], tag=True)
comp(L, "阿柚", [
    "最近失眠很严重，每天只睡四个小时",
    "要不要试试睡前听点轻音乐？你平时喜欢什么音乐呀",
    "我听摇滚的哈哈，轻音乐听了更睡不着。最喜欢痛仰",
    "痛仰！那失眠有去看过医生吗",
    "看了，说是焦虑症，开了药在吃"], [
    F("u", "health", "失眠|insomnia"), F("u", "health", "焦虑症|焦虑|anxiety"),
    F("u", "fav_music", "痛仰|痛苦的信仰"), N("u", "fav_music", "摇滚|rock")], tag=True)
comp(L, "小满", [
    "我在学韩语，报了个班，每周两次课",
    "是因为喜欢韩剧吗？",
    "因为我对象是韩国人哈哈，他叫敏俊，中文说得比我韩语好多了",
    "哇，那你们平时用中文聊天？",
    "对，偶尔说英语。不过我英语也就够点个菜"], [
    F("u", "language", "韩语|Korean"), F("u", "partner", "敏俊|对象"), F("p:敏俊", "relation", "对象|男朋友|boyfriend"),
    N("p:敏俊", "hometown", "韩国|Korea"), N("p:敏俊", "language", "中文|Chinese"),
    N("u", "language", "英语|English")], tag=True)
comp(L, "阿柚", [
    "终于买房了！！在苏州园区，六十平的小两居",
    "恭喜！那你是要从上海搬过去吗？",
    "对，下个月搬，现在还租在上海徐汇。以后就苏州上海双城通勤了",
    "双城生活好辛苦，不过有自己的家真好"], [
    F("u", "belonging", "小两居|房|房子|apartment"), F("u", "plan", "下个月搬|搬去苏州|move to Suzhou"),
    F("u", "city", "上海|Shanghai"), N("u", "place", "徐汇|Xuhui"), N("u", "place", "苏州园区|苏州")], tag=True)
comp(L, "小满", [
    "我爸下周做心脏搭桥手术，我好紧张",
    "会顺利的。你爸爸多大年纪啦？",
    "六十八了。我请了一周假回去陪他，我妈腿脚也不好，一个人照顾不过来",
    "你是在外地工作吗",
    "嗯，在深圳做跨境电商，老家在湖南邵阳"], [
    F("p:爸爸", "plan|health", "心脏搭桥手术|搭桥手术"), F("p:爸爸", "age", "六十八|68"),
    F("u", "family", "爸|爸爸|father"), F("u", "plan", "请了一周假|回去陪他"),
    N("p:妈妈", "health", "腿脚也不好|腿脚不好"), F("u", "city", "深圳|Shenzhen"),
    F("u", "industry|job_title", "跨境电商|cross-border e-commerce"), F("u", "hometown", "湖南邵阳|邵阳|湖南")])

# ---------- diaries ----------
diary(L, "3月14日 晴。早上七点被楼上装修吵醒，气死。上午开了两个会，王姐又说要我周末加班。中午跟小周吃兰州拉面，他说他下个月要调去西安分公司，好羡慕能回老家。下午改方案改到头秃，做平面设计这行真不是人干的。晚上回家喂了豆豆，这只傻猫又把花盆推倒了。睡前看了两集《甄嬛传》，第N刷了，还是好看。", [
    F("u", "job_title", "平面设计|平面设计师|graphic designer"), F("u", "pet", "猫|cat"), F("u", "pet_name", "豆豆"),
    N("p:小周", "plan", "调去西安分公司|调去西安"), N("p:小周", "hometown", "西安|Xi'an"),
    N("u", "fav_film", "甄嬛传")], tag=True)
diary(L, "今天是来上海的第一百天。早上在地铁上背单词，雅思还剩一个月，7月20号考。中午公司楼下那家螺蛳粉关门了，伤心，那可是我的最爱。下午领导夸了我做的报表，做财务这么久第一次被夸。晚上室友小雅做了红烧肉，她是湖南人，放辣放得吓人，我吃不了辣只能狂喝水。", [
    F("u", "city", "上海|Shanghai"), F("u", "plan", "雅思|7月20号考|IELTS"), F("u", "fav_food", "螺蛳粉"),
    F("u", "job_title|industry", "财务|finance"), F("p:小雅", "relation", "室友|roommate"),
    F("p:小雅", "hometown", "湖南|Hunan"), F("u", "diet|dislike|health", "吃不了辣|不能吃辣")], tag=True)
diary(L, "周日。上午去琴行上吉他课，老师说我F和弦终于按响了，三个月了啊！！中午回家煮泡面。下午陪我妹逛街，她刚考上川大，开心得不行，非要我给她买新手机。晚上在B站刷到一个做皮具的视频，心动了，不过我手残还是算了吧。今天的歌单一直循环陈绮贞。", [
    F("u", "instrument", "吉他|guitar"), F("u", "family", "妹|妹妹|sister"),
    F("p:妹妹", "school", "川大|四川大学|Sichuan University"), N("u", "fav_music", "陈绮贞")], tag=True)
diary(L, "2024.9.2 开学第一天。我们班三十八个学生，比去年多了五个，我这个班主任要累死了。中午食堂的西红柿炒蛋一如既往地难吃。下班去医院复查，甲状腺结节没长大，松了口气。老公今天出差去广州了，家里就剩我和两只猫。晚上批作业批到十点。想辞职想了八百遍，但还是爱这群小崽子。", [
    F("u", "job_title", "班主任|老师|teacher"), F("u", "health", "甲状腺结节|thyroid nodule"),
    F("u", "partner", "老公|husband"), F("u", "pet", "猫|两只猫|cat")], tag=True)
diary(L, "今天下了一整天雨。在家把拼了两个月的乐高千年隼拼完了，成就感爆棚！！中午又点了黄焖鸡。下午表哥来找我借钱，说他在东莞的厂子快撑不下去了，唉。晚上打了几把CS，菜得抠脚，我是真不适合FPS，还是回去玩我的文明6吧。", [
    F("u", "hobby", "乐高|LEGO|拼乐高"), N("u", "belonging", "千年隼|乐高千年隼"),
    F("u", "hobby", "文明6|Civilization VI|Civ 6"), N("u", "hobby", "CS|Counter-Strike"),
    N("p:表哥", "city", "东莞|Dongguan"), N("p:表哥", "job_title", "厂子|开厂")], tag=True)
diary(L, "早上五点半起来晨跑，坚持第四十天了。体重从一百五降到一百四十二，爽。上班路上接到房东电话，说下个月房租要涨三百，服了。公司年会要出节目，我被拉去唱歌，我这五音不全的……晚上和女朋友视频，她在墨尔本读研，时差两个小时，下个月她放假回来。", [
    F("u", "sport", "晨跑|跑步|running"), F("u", "partner", "女朋友|girlfriend"),
    F("p:女朋友", "city", "墨尔本|Melbourne"), F("p:女朋友", "degree", "读研|研究生|master"),
    N("p:女朋友", "plan", "放假回来")], tag=True)
diary(L, "腊月二十八，回到了老家大理。妈妈做了一桌子菜，乳扇、饵块，想了一整年。奶奶今年九十一了，耳朵背了但精神很好。下午带侄子去洱海边骑车，他才六岁骑得比我还快。晚上跟发小喝酒，他在昆明当交警，聊到半夜。", [
    F("u", "hometown", "大理|Dali"), F("p:奶奶", "age", "九十一|91"), F("u", "family", "奶奶|grandma"),
    F("p:侄子", "age", "六岁|6"), F("u", "family", "侄子|nephew"), F("p:发小", "job_title", "交警|traffic police"),
    F("p:发小", "city", "昆明|Kunming"), N("p:发小", "relation", "发小|childhood friend"),
    N("u", "fav_food", "乳扇|饵块")])
diary(L, "今天第一次去攀岩馆，爬了三条最简单的线手就废了。一起去的阿杰已经爬了两年，跟猴子一样。回来路上买了杯生椰拿铁，我的续命神器。晚上给阳台的多肉浇水，养了二十多盆了，快放不下了。周五要去体检，记得空腹！", [
    N("u", "sport", "攀岩|climbing"), F("p:阿杰", "sport", "攀岩|爬|climbing"),
    F("u", "fav_food", "生椰拿铁"), F("u", "hobby", "多肉|养多肉|succulents"), F("u", "plan", "体检|周五体检")], tag=True)
diary(L, "6月1日 儿童节。女儿小米上幼儿园中班，学校搞了演出，她演一只小兔子，可爱死了。我特意跟领导请了半天假。我们部门最近在搞新能源车的项目，忙成狗。晚上她非要吃肯德基，好吧。她对花生过敏，点餐的时候我特别问了一下。", [
    F("u", "family", "小米|女儿|daughter"), F("p:小米", "relation", "女儿|daughter"),
    F("p:小米", "allergy", "花生|peanut"), N("u", "industry", "新能源车|新能源")], tag=True)
diary(L, "连续第三天加班。我做外贸的，美国客户那边的时差真要命。今天收到快递，是我姐从德国寄来的黑森林蛋糕模具，她在慕尼黑读博。我最近迷上烘焙了，周末试试。下午吃了个榴莲，我的最爱，同事全跑了哈哈。", [
    F("u", "industry|job_title", "外贸|foreign trade"), F("u", "family", "姐|姐姐|sister"),
    F("p:姐姐", "city", "慕尼黑|Munich"), F("p:姐姐", "degree", "读博|博士|PhD"),
    N("u", "hobby", "烘焙|baking"), F("u", "fav_food", "榴莲|durian")], tag=True)
diary(L, "晚上十一点，刚下夜班。当急诊护士第六年了，夜班永远不会无聊。今天来了个小伙子被猫抓了来打狂犬疫苗，说是他女朋友的猫。我自己也想养只猫，可惜对猫毛过敏。明天休息，打算睡到自然醒然后去看《沙丘2》。", [
    F("u", "job_title", "急诊护士|护士|nurse"), F("u", "allergy", "猫毛|cat"), N("u", "plan", "看《沙丘2》|沙丘2|Dune")], tag=True)

# ---------- group chats ----------
grp(L, "林晓", [
    ("妈妈", "晓晓你过年几号回来？票买了没"),
    ("林晓", "买了买了，腊月二十六的高铁，北京南到济南西"),
    ("舅舅", "你表弟今年也回来，他在新加坡那边工作，去年刚结的婚"),
    ("妈妈", "晓晓什么时候带个男朋友回来啊"),
    ("林晓", "妈我单身好吗😂 别催了别催了")], [
    F("u", "plan", "腊月二十六的高铁|回济南|过年回家"), N("u", "city", "北京|Beijing"),
    N("u", "hometown", "济南|Jinan"), F("p:表弟", "city", "新加坡|Singapore"),
    N("p:表弟", "relation", "表弟|cousin"), N("u", "name", "林晓"), N("u", "nickname", "晓晓")], tag=True)
grp(L, "老周", [
    ("大刘", "周六水库钓鱼走起？我新买了个达瓦的轮子，手痒"),
    ("老周", "我去，不过周六上午得在店里盯着，我那五金店离不开人，下午过去"),
    ("阿彬", "我不去了，我老婆预产期就这几天"),
    ("大刘", "恭喜啊彬哥！男孩女孩？"),
    ("阿彬", "女孩，名字都起好了，叫安安")], [
    F("u", "job_title|employer", "五金店|开五金店"), N("u", "hobby|sport", "钓鱼|fishing"),
    N("u", "plan", "周六水库钓鱼"), F("p:大刘", "belonging", "达瓦的轮子|达瓦|Daiwa"),
    F("p:阿彬", "partner", "老婆|wife"), N("p:阿彬老婆", "plan|health", "预产期")], tag=True, exporter=True)
grp(L, "小雨", [
    ("佳佳", "姐妹们周五吃火锅？"),
    ("萌萌", "我周五要去医院拔智齿😭 下周吧"),
    ("小雨", "我都行，不过我最近在戒辣，脸上爆痘了。对了我换工作了，现在在小红书做运营"),
    ("佳佳", "哇大厂！那还在杭州吗"),
    ("小雨", "搬上海啦，上周刚搬的，住静安")], [
    F("u", "employer", "小红书|Xiaohongshu|RED"), F("u", "job_title", "运营|operations"),
    F("u", "city", "上海|Shanghai"), F("u", "place", "静安|Jing'an"),
    F("u", "diet|health", "戒辣"), F("p:萌萌", "plan", "拔智齿"), N("u", "name", "小雨")], tag=True)
grp(L, "王磊", [
    ("教练", "周四晚上篮球训练照常，七点，体育馆二号场"),
    ("王磊", "收到，我脚踝还没好利索，去了就投投篮"),
    ("胖虎", "我请假，周四公司团建去千岛湖"),
    ("小K", "磊哥你那脚是上次打球崴的？"),
    ("王磊", "嗯，韧带拉伤，医生说再养两周")], [
    F("u", "sport", "篮球|basketball"), F("u", "health", "韧带拉伤|脚踝|ankle"),
    F("p:胖虎", "plan", "团建去千岛湖|团建"), N("u", "nickname", "磊哥"), N("u", "name", "王磊")], tag=True, exporter=True)
grp(L, "陈默", [
    ("书虫", "这个月读《百年孤独》，大家进度如何"),
    ("阿兰", "我读到一半放弃了，名字太乱了。我还是喜欢东野圭吾"),
    ("陈默", "我都第三遍了哈哈，马尔克斯是我最爱的作家，这本是我心里永远的第一"),
    ("Leo", "我还没开始……最近在准备CPA，9月考"),
    ("陈默", "加油！我当年也考过，现在在四大做审计，天天出差")], [
    F("u", "fav_book", "百年孤独|One Hundred Years of Solitude"), N("u", "fav_book", "马尔克斯|García Márquez"),
    F("u", "job_title", "审计|auditor"), F("u", "employer|industry", "四大|Big Four"),
    N("p:阿兰", "fav_book", "东野圭吾"), F("p:Leo", "plan", "CPA|9月考"), N("u", "name", "陈默")], tag=True)
grp(L, "小鹿妈妈", [
    ("张老师", "各位家长，下周三秋游，需要自备午餐，有过敏的孩子请私信我"),
    ("小鹿妈妈", "张老师，小鹿对鸡蛋过敏，麻烦您多注意🙏"),
    ("乐乐爸爸", "我们乐乐没有过敏，但是不吃香菇"),
    ("豆豆奶奶", "豆豆爸妈都在外地上班，这次我来接送"),
    ("小鹿妈妈", "我那天正好调休，可以当志愿者家长")], [
    F("u", "family", "小鹿"), F("p:小鹿", "allergy", "鸡蛋|egg"), F("p:乐乐", "dislike|diet", "香菇|mushroom"),
    N("u", "plan", "志愿者家长"), N("p:张老师", "job_title", "老师|teacher")], tag=True, exporter=True)
grp(L, "阿哲", [
    ("老三", "今晚开黑？我新买的PS5到了"),
    ("胖子", "我不行，老婆管得严😂 而且明天早班，我现在在顺丰当快递员"),
    ("阿哲", "我可以，不过我只玩单机，艾尔登法环二周目打到一半"),
    ("老三", "魂系受苦人"),
    ("阿哲", "没办法，从黑魂一开始就是魂系粉，最爱还是血源")], [
    F("u", "hobby", "艾尔登法环|魂系|单机|Elden Ring"), N("u", "hobby", "血源|Bloodborne"),
    F("p:老三", "belonging", "PS5"), F("p:胖子", "employer", "顺丰|SF Express"),
    F("p:胖子", "job_title", "快递员|courier"), F("p:胖子", "partner", "老婆|wife")], tag=True)
grp(L, "美美", [
    ("喵小姐", "谁知道杭州哪里有靠谱的猫咪绝育？"),
    ("美美", "我家暹罗就是在城西那家瑞派做的，挺好。它叫可颂，现在胖成球了"),
    ("汪汪队长", "我家两只金毛下个月要去打疫苗，顺便问问有没有便宜点的"),
    ("阿飞", "我不养宠物，我是来蹭照片的🤣"),
    ("美美", "蹭吧，反正我天天发")], [
    F("u", "pet", "暹罗|暹罗猫|Siamese|猫"), F("u", "pet_name", "可颂"),
    F("p:汪汪队长", "pet", "金毛|golden retriever"), N("u", "city", "杭州|Hangzhou")], tag=True, exporter=True)
grp(L, "周周", [
    ("组长", "明天客户来访，大家穿正式点"),
    ("小吴", "收到！我明天请假，搬家，从昌平搬到朝阳"),
    ("周周", "收到。组长，我下周一到周三要去杭州出差，跟阿里那边对接"),
    ("老钱", "周周你一个人去啊？我跟你去，我老家就在杭州，正好回趟家"),
    ("周周", "好嘞，我一起订票")], [
    F("u", "plan", "去杭州出差|杭州出差"), F("p:小吴", "plan", "搬家|搬到朝阳"), N("p:小吴", "city|place", "昌平"),
    F("p:老钱", "hometown", "杭州|Hangzhou"), N("p:老钱", "plan", "回趟家|去杭州"), N("u", "name", "周周")], tag=True)
grp(L, "小敏", [
    ("圆圆", "姐妹们我订婚了！！！明年五一办酒"),
    ("大花", "啊啊啊恭喜！是那个程序员吗"),
    ("圆圆", "对，就是他，叫赵阳"),
    ("小敏", "恭喜恭喜！我一定到！五一我从成都飞过去"),
    ("阿静", "我在美国回不去😭 礼金转你")], [
    F("p:圆圆", "partner", "赵阳|未婚夫|fiancé"), F("p:赵阳", "job_title", "程序员|programmer"),
    F("p:圆圆", "plan", "五一办酒|婚礼|wedding"), N("u", "city", "成都|Chengdu"), N("u", "plan", "五一|婚礼"),
    F("p:阿静", "city|place", "美国|US|USA")], tag=True, exporter=True)
grp(L, "阿强", [
    ("阿强", "周末去千岛湖骑环湖，有人吗？我每个周末都骑，这次想骑远点"),
    ("风一样", "我去，我的崔克刚换了新轮组"),
    ("糖糖", "我不会骑公路车😂 但可以开车跟着拍照"),
    ("阿强", "那太好了！我本职就是做摄影的，但骑车的时候真不想背相机哈哈")], [
    F("u", "sport", "骑|骑行|骑车|cycling"), F("u", "job_title", "摄影|摄影师|photographer"),
    N("u", "plan", "千岛湖|骑环湖"), F("p:风一样", "belonging", "崔克|Trek")], tag=True, exporter=True)
