from h import C, U, P, CH, u, a, g

S, D, AI, G = "short", "diary", "companion", "group"

CASES = [
# ---------- short chats ----------
C("zh", S, "刚下夜班，骨科护士真的不是人干的😮‍💨 明天还要去考驾照科目二，祈祷别挂", [
    U("job_title", "骨科护士|护士|nurse"),
    U("plan", "科目二|考驾照科目二|考驾照|driving test")]),
C("zh", S, "我不是北京人啦，只是在北京读了四年书，老家是湖南岳阳的，现在在长沙上班", [
    U("hometown", "岳阳|湖南岳阳|Yueyang"),
    U("city", "长沙|Changsha")], tag=True),
C("zh", S, [
    u("对芒果过敏，一吃嘴就肿，每次点水果捞都要跟老板强调一百遍"),
    a("记住啦，你对芒果过敏。其实我也不太喜欢芒果的味道呢～"),
    u("哈哈你又吃不了东西"),
], [
    U("allergy", "芒果|mango")], tag=True),
C("zh", S, "我家狗子叫可乐，柴犬，今年五岁了，脾气比我还大", [
    U("pet", "柴犬|狗|Shiba Inu|dog"),
    U("pet_name", "可乐|Cola")], tag=True),
C("zh", S, "我老公在平安保险做精算，我在家带娃，娃刚满两岁，每天被磨的没脾气", [
    U("partner", "老公|husband"),
    P("老公", "employer", "平安保险|平安|Ping An"),
    P("老公", "job_title", "精算|精算师|actuary"),
    U("family", "娃|孩子|child"),
    P("娃", "age", "两岁|2岁|2")], tag=True),
C("zh", S, "要是我当年学了计算机就好了，现在也不至于在奶茶店打工，一个月三千五", [
    U("job_title|employer", "奶茶店|在奶茶店打工|奶茶店店员")], tag=True),
C("zh", S, "我的邮箱是 linxiaoyu_88@163.com，简历发这个就行，谢谢hr姐姐", [
    U("email", "linxiaoyu_88@163.com")]),
C("zh", S, "新手机号 139 0571 2286，旧的那个158开头的停了别打了哈", [
    U("phone", "139 0571 2286|13905712286")], tag=True),
C("zh", S, "每周二四健身房练腿，作为一个女生练腿真的快乐，周末还约朋友打羽毛球，上瘾了", [
    U("sport", "练腿|健身|gym"),
    U("sport", "羽毛球|badminton"),
    U("gender", "女生|女|female")]),
C("zh", S, "我不吃香菜！！！说了多少遍了外卖备注都不看的吗😤", [
    U("dislike|diet", "香菜|coriander|cilantro")]),
C("zh", S, "我们公司楼下那家瑞幸的店长人超好，每天给我多加一份奶。顺便说我在中信银行做柜员，不是在瑞幸上班哈", [
    U("employer", "中信银行|China CITIC Bank"),
    U("job_title", "柜员|bank teller")], tag=True),
C("zh", S, "昨天梦见自己当了宇航员在月球上种土豆😂 醒来还得去工地搬砖，我是做监理的", [
    U("job_title", "监理|工程监理"),
    U("industry", "工地|建筑|construction", False)], tag=True),
C("zh", S, "下个月十五号跟女朋友领证！！她叫苏念，比我小三岁，我到现在都不敢相信", [
    U("partner", "苏念"),
    P("苏念", "relation", "女朋友|girlfriend"),
    U("plan", "领证|结婚|get married")]),
C("zh", S, "我是双鱼座的，生日3月8号，对就是妇女节那天🎂", [
    U("birthday", "3月8号|3月8日|March 8")]),
C("zh", S, "你问我在哪上学？我在华中科技大学读研，学的光电，研二了，天天在实验室", [
    U("school", "华中科技大学|华科|HUST"),
    U("major", "光电|光电信息"),
    U("degree", "读研|研究生|硕士|master"),
    U("city", "武汉|Wuhan", False)]),
C("zh", S, "我们宿舍四个人只有我是独生女，其他三个都有弟弟，过年回家都在抢红包", [
    U("family", "独生女|only child"),
    U("gender", "女|female", False)], tag=True),
C("zh", S, "我爸年轻时候是海员，跑遍了全世界，现在退休在家天天钓鱼", [
    U("family", "爸|爸爸|dad"),
    P("爸爸", "hobby", "钓鱼|fishing")], tag=True),
C("zh", S, "我的微信名叫一只咸鱼，大家都叫我咸鱼哥，生日是腊月十八，记住了啊", [
    U("nickname", "咸鱼哥"),
    U("birthday", "腊月十八|农历十二月十八"),
    U("gender", "男|male", False)]),
C("zh", S, "正在学吉他，买了一把雅马哈FG800，按和弦手指疼死了", [
    U("instrument", "吉他|guitar"),
    U("belonging", "雅马哈FG800|FG800|Yamaha FG800")]),
C("zh", S, [
    u("最喜欢的书是《活着》，每次重看都哭成狗"),
    a("余华的书确实很有力量。你也喜欢他的其他作品吗？"),
    u("《许三观卖血记》也还行，但没有活着那么戳我"),
], [
    U("fav_book", "活着|《活着》|To Live")]),
C("zh", S, "以前住在上海，去年搬到成都了，节奏一慢下来整个人都松弛了", [
    U("city", "成都|Chengdu")], tag=True),
C("zh", S, "我弟在深圳腾讯写代码，工资是我三倍，我就是个普通的小学语文老师", [
    U("family", "弟|弟弟|brother"),
    P("弟弟", "city", "深圳|Shenzhen"),
    P("弟弟", "employer", "腾讯|Tencent"),
    P("弟弟", "job_title", "写代码|程序员|programmer"),
    U("job_title", "小学语文老师|语文老师|老师|teacher")], tag=True),
C("zh", S, "乳糖不耐受，喝一口牛奶就跑厕所，所以只能喝燕麦奶", [
    U("health|allergy|diet", "乳糖不耐受|lactose intolerant")]),
C("zh", S, "你猜我几岁？哈哈我已经三十五了，别人都说看起来像二十几", [
    U("age", "三十五|35")], tag=True),
C("zh", S, "周杰伦的演唱会抢到票了！！！从初中听到现在，青花瓷单曲训环", [
    U("fav_music", "周杰伦|Jay Chou"),
    U("plan", "演唱会|周杰伦的演唱会|concert")]),
C("zh", S, "好想养一只布偶猫啊，可惜房东不让，只能天天云吸猫。在杭州租房真的难，我住在滨江，房租占了工资一半", [
    U("city", "杭州|Hangzhou"),
    U("place|city", "滨江|Binjiang")], tag=True),
C("zh", S, "我是做跨境电商的，主要卖家居用品到美国，时差党天天熬夜", [
    U("industry", "跨境电商|电商|e-commerce")]),
C("zh", S, "我是回族，不吃猪肉的，周五聚餐别点红烧肉哈", [
    U("diet", "不吃猪肉|清真|no pork|halal")]),
C("zh", S, "我妈又问我三十岁了怎么还不结婚，拜托我才二十七好吗", [
    U("age", "二十七|27"),
    U("family", "妈|妈妈|mom", False)], tag=True),
C("zh", S, "最近在二刷《漫长的季节》，老实说是我心里国产剧第一，范伟太神了", [
    U("fav_film", "漫长的季节|《漫长的季节》|The Long Season")]),
C("zh", S, "我普通话讲得不太标准，平时在家跟爸妈都讲潮汕话", [
    U("language", "潮汕话|潮州话|Teochew"),
    U("language", "普通话|Mandarin", False)]),
C("zh", S, "我在顺丰当快递员，跑的是南山科技园那一片，一天两百多单", [
    U("employer", "顺丰|SF Express"),
    U("job_title", "快递员|courier"),
    U("city", "深圳|Shenzhen", False)]),
C("zh", S, "有人知道上海哪里能学潜水吗？想学很久了一直没行动", [], tag=True),
C("zh", S, "室友养了两只仓鼠，半夜跑轮子吵得我睡不着，我自己连绿萝都养不活", [
    P("室友", "pet", "仓鼠|hamster"),
    P("室友", "relation", "室友|roommate", False)], tag=True),
C("zh", S, [
    u("我叫陈默，默是沉默的默，在一家律所当实习律师"),
    a("你好陈默！实习律师一般要实习一年吧？"),
    u("对，明年三月才能拿执业证，现在还是跟着师父跑腿"),
], [
    U("name", "陈默"),
    U("job_title", "实习律师|律师|lawyer"),
    U("employer|industry", "律所|律师事务所|law firm", False)]),
C("zh", S, "高中是在衡水中学读的，那三年不堪回首。现在唯一的爱好就是周末扛着相机到处拍照", [
    U("school", "衡水中学"),
    U("hobby", "拍照|摄影|photography")]),

# ---------- diaries ----------
C("zh", D, "今天周六，睡到十点才起。下午去宜家买了个书架，自己搬上五楼差点累死。晚上跟表姐视频，她说她在多伦多找到工作了，在一家银行做风控，真替她高兴。我还是老样子，在药厂做质检，每天对着一堆检测报告发呆。睡前给团子（我的橘猫）剪了指甲，被挠了两道。", [
    U("family", "表姐|cousin"),
    P("表姐", "city", "多伦多|Toronto"),
    P("表姐", "job_title", "风控|risk control"),
    U("job_title", "质检|quality control"),
    U("industry", "药厂|制药|pharmaceutical"),
    U("pet", "橘猫|猫|cat"),
    U("pet_name", "团子")], tag=True),
C("zh", D, "2月14号 阴。今天是我生日，也是情人节，从小就被人说生日好浪漫，其实每年都是一个人过。公司没人记得，只有组长发了个红包。下班路过花店给自己买了一束郁金香。二十九岁了，还在这家外企做行政，也不知道明年会不会不一样。", [
    U("birthday", "2月14号|2月14日|February 14"),
    U("age", "二十九|29"),
    U("job_title", "行政|admin"),
    U("employer", "外企|foreign company", False)]),
C("zh", D, "今天带女儿去打疫苗，她哭得撕心裂肺，护士说一岁半的孩子都这样。回家路上下大雨，电动车没电了推了两公里。老公出差去了西安，要下周才回来。晚上自己煮了番茄面，其实我最爱吃的还是我妈做的番茄鸡蛋面，可惜她在老家赣州。", [
    U("family", "女儿|daughter"),
    P("女儿", "age", "一岁半|1岁半|18个月"),
    U("partner", "老公|husband"),
    U("fav_food", "番茄鸡蛋面|番茄面"),
    P("妈妈", "city", "赣州|Ganzhou"),
    U("hometown", "赣州|Ganzhou", False),
    U("family", "妈|妈妈|mom", False)], tag=True),
C("zh", D, "体检报告出来了，血压偏高，医生让我少吃盐多运动。想想也是，在出租车上一坐就是十二个小时，跑了八年车，腰也不行了。儿子今年高考，考了598分，他想报厦门大学的计算机，我是真心希望他能考上。", [
    U("health", "血压偏高|高血压|high blood pressure"),
    U("job_title", "出租车|出租车司机|开出租|taxi driver"),
    U("family", "儿子|son"),
    P("儿子", "plan", "高考|gaokao"),
    P("儿子", "school|plan", "厦门大学|厦大", False)], tag=True),
C("zh", D, "今天在图书馆泡了一整天，论文第三章还是没写完。中午跟室友小周去食堂，她说她下学期要去日本交换，好羡慕。我自己日语只有五十音的水平，不过英语还行，雅思考过7分。晚上回宿舍发现快递到了，是我攒了三个月钱买的Kindle。", [
    P("小周", "relation", "室友|roommate"),
    P("小周", "plan", "去日本交换|日本交换|exchange in Japan", False),
    U("language", "英语|English"),
    U("belonging", "Kindle")], tag=True),
C("zh", D, "周日早上六点起床去爬了梧桐山，山顶风好大。下山吃了碗牛肉粿条，满足。回家给阳台的多肉浇水，发现又死了一盆，我果然不适合种植物。下午备课到四点，下周要给初二的孩子讲一次函数。晚上和老婆窝在沙发上看了部老电影，她看到一半就睡着了。", [
    U("partner", "老婆|wife"),
    U("job_title", "老师|数学老师|teacher", False),
    U("sport", "爬山|hiking", False),
    U("city", "深圳|Shenzhen", False)], tag=True),
C("zh", D, "今天是搬来大理的第一百天。客栈生意淡，我一个人就能忙过来。早上喂了三只流浪狗，它们不是我的，但每天都来报到。下午有客人问我是不是本地人，我说我是东北的，沈阳人，来这儿就是为了躲冬天。晚上弹了会尤克里里，隔壁大姐说我弹得比上个月好多了。", [
    U("city", "大理|Dali"),
    U("hometown", "沈阳|东北|Shenyang"),
    U("instrument", "尤克里里|ukulele"),
    U("job_title", "客栈|客栈老板|innkeeper", False)], tag=True),
C("zh", D, "又是加班到十一点的一天。我们组新来的实习生是北大的，听说家里在北京有三套房，人比人气死人。我就是普通二本毕业，学的市场营销，现在在小红书做运营，天天追热点。回家点了份麻辣烫，我对花生过敏，特意备注了不要花生酱，结果还是放了，气死。", [
    P("实习生", "school", "北大|北京大学|Peking University"),
    U("major", "市场营销|marketing"),
    U("employer", "小红书|Xiaohongshu|RED"),
    U("job_title", "运营|operations"),
    U("allergy", "花生|peanut")], tag=True),
C("zh", D, "今天去医院复查，甲状腺结节还是老样子，三级，医生说半年后再看。排队的时候遇到初中同学阿敏，人家都生二胎了，我连男朋友都没有。回家的地铁上看完了《三体》第二部，说实话我最爱的还是第一部。", [
    U("health", "甲状腺结节|thyroid nodule"),
    P("阿敏", "relation", "初中同学|同学|classmate"),
    P("阿敏", "family", "二胎", False),
    U("fav_book", "三体|《三体》|The Three-Body Problem")], tag=True),
C("zh", D, "天气转凉了，今天终于给爷爷织完了那条围巾。他今年八十二了，耳朵不太好，但还天天去公园下象棋。我在社区医院上班，离家走路十分钟，这点很幸福。傍晚遛了一圈我们家的萨摩耶大白，它又在泥坑里打滚，回来洗了整整一个小时。", [
    U("family", "爷爷|grandpa"),
    P("爷爷", "age", "八十二|82"),
    P("爷爷", "hobby", "下象棋|象棋|chess"),
    U("employer", "社区医院|community hospital"),
    U("pet", "萨摩耶|Samoyed"),
    U("pet_name", "大白")], tag=True),
C("zh", D, "期末考完了！！！终于解放。下学期要去北京实习，字节的offer已经签了，做产品助理。今晚寝室聚餐，老三说她要考公，老大说她要出国，我还没想好毕业以后干嘛，反正先实习再说。对了我们宿舍四个都是南京林业大学风景园林专业的。", [
    U("employer|plan", "字节|字节跳动|ByteDance"),
    U("job_title|plan", "产品助理|product assistant"),
    U("plan", "去北京实习|北京实习|实习"),
    U("school", "南京林业大学|南林"),
    U("major", "风景园林|landscape architecture")], tag=True),

# ---------- companion chats ----------
C("zh", AI, [
    u("今天被领导骂了，心情好差"),
    a("抱抱你。是银行那边又出什么事了吗？"),
    u("不是银行啦，我早就从银行辞职了，现在在一家保险公司做理赔"),
    a("啊对，是我记错了。理赔应该很磨人吧？"),
    u("嗯，天天跟客户吵。还好晚上回家有我家兔子陪我"),
], [
    U("job_title", "理赔|claims"),
    U("industry", "保险|insurance"),
    U("pet", "兔子|rabbit")], ch="阿澄", tag=True),
C("zh", AI, [
    u("星野你猜我多大"),
    a("听你说话的感觉，大概二十出头？"),
    u("哈哈哈错了，我都四十一了，孩子都上初中了"),
    a("完全看不出来！孩子是儿子还是女儿呀？"),
    u("儿子，皮得很，天天打篮球不写作业"),
], [
    U("age", "四十一|41"),
    U("family", "儿子|son"),
    P("儿子", "sport", "篮球|basketball")], ch="星野", tag=True),
C("zh", AI, [
    u("小鹿你喜欢什么音乐？"),
    a("我最喜欢坂本龙一的钢琴曲，安静的时候听特别舒服。你呢？"),
    u("我喜欢五月天，听了十几年了，阿信就是我的青春"),
    a("那你一定去过他们的演唱会吧？"),
    u("没去过……一直抢不到票。不过我自己会弹钢琴，学了八年"),
], [
    CH("fav_music", "坂本龙一|Ryuichi Sakamoto"),
    U("fav_music", "五月天|Mayday"),
    U("instrument", "钢琴|piano")], ch="小鹿", tag=True),
C("zh", AI, [
    u("糯米，今天重庆好热啊，四十度"),
    a("广州这么热吗？要多喝水哦"),
    u("我在重庆！！不是广州，广州是我读大学的地方"),
    a("对不起我记混了，重庆火炉果然名不虚传。"),
    u("哈哈原谅你了。晚上去吃火锅，我无辣不欢"),
], [
    U("city", "重庆|Chongqing"),
    U("fav_food|diet", "无辣不欢|辣|spicy food")], ch="糯米", tag=True),
C("zh", AI, [
    u("暮暮，我跟男朋友吵架了"),
    a("又是因为阿杰打游戏的事吗？"),
    u("阿杰是我前任啦……现在的叫陈骁，是消防员，经常值班见不到人"),
    a("抱歉抱歉。消防员确实很辛苦，他值班的时候你会担心吗？"),
    u("会啊，每次看到火警新闻我都心慌"),
], [
    U("partner", "陈骁"),
    P("陈骁", "relation", "男朋友|boyfriend"),
    P("陈骁", "job_title", "消防员|firefighter")], ch="暮暮", tag=True),
C("zh", AI, [
    u("阿岚我开始吃素了，已经第三个月了"),
    a("好厉害！是因为健康原因吗？我记得你说过你有胃病"),
    u("没有胃病啊你记错了，是看了个纪录片。不过我有点贫血"),
    a("那吃素要注意补铁哦"),
    u("知道啦，在吃铁剂了"),
], [
    U("diet", "吃素|素食|vegetarian"),
    U("health", "贫血|anemia")], ch="阿岚", tag=True),
C("zh", AI, [
    u("小满，我考上研了！"),
    a("恭喜恭喜！是考的本校吗？你本科是在川大吧"),
    u("本科是西南交大，研究生考到了浙大，九月开学，读土木"),
    a("浙大好厉害！那九月要去杭州了呀"),
    u("对，房子都看好了"),
], [
    U("school", "西南交大|西南交通大学|Southwest Jiaotong University"),
    U("school|plan", "浙大|浙江大学|Zhejiang University"),
    U("degree|plan", "研究生|硕士|master"),
    U("major", "土木|土木工程|civil engineering"),
    U("plan", "去杭州|杭州|Hangzhou", False)], ch="小满", tag=True),
C("zh", AI, [
    u("栗子，你是从哪里来的呀"),
    a("我的设定是在一个海边小城长大的，最喜欢看海和收集贝壳。"),
    u("好浪漫。我是山城长大的，贵州六盘水，没见过几次海"),
    a("那以后一定要去看看！你现在还在贵州吗？"),
    u("没有，在苏州打工，电子厂流水线"),
], [
    CH("hobby", "收集贝壳|贝壳|collecting shells"),
    CH("hometown", "海边小城", False),
    U("hometown", "六盘水|贵州六盘水|Liupanshui"),
    U("city", "苏州|Suzhou"),
    U("job_title", "流水线|电子厂流水线|assembly line worker"),
    U("industry", "电子厂|电子|electronics", False)], ch="栗子", tag=True),
C("zh", AI, [
    u("青柠，我下周要去面试了，好紧张"),
    a("你一定可以的！是那个设计公司的UI岗吗？"),
    u("不是UI，是插画师，我现在是自由职业，在家接稿子"),
    a("原来是插画！你平时用什么画呀？"),
    u("iPad加procreate，手绘板已经闲置很久了"),
], [
    U("plan", "面试|interview"),
    U("job_title", "自由职业|freelancer"),
    U("job_title", "插画师|illustrator", False),
    U("belonging", "iPad")], ch="青柠", tag=True),
C("zh", AI, [
    u("阿北帮我记一下，我换邮箱了，新的是 zhouyan.work@qq.com"),
    a("好的记下了：zhouyan.work@qq.com。之前那个gmail的不用了吗？"),
    u("不用了，被盗过。手机号没变还是那个"),
    a("明白，需要我提醒你去改其他网站的绑定吗？"),
    u("要的，明天提醒我"),
], [
    U("email", "zhouyan.work@qq.com")], ch="阿北", tag=True),
C("zh", AI, [
    u("木木，今天我妹妹结婚，我当伴娘"),
    a("哇恭喜！是你那个在新加坡工作的妹妹吗？"),
    u("对就是她，叫林溪，嫁给了她大学同学"),
    a("好甜呀！那你自己什么时候呢？"),
    u("别催了哈哈，我单身快乐"),
], [
    U("family", "林溪"),
    P("林溪", "relation", "妹妹|sister"),
    P("林溪", "city", "新加坡|Singapore", False),
    U("gender", "女|female", False)], ch="木木", tag=True),
C("zh", AI, [
    u("团团，周末我又去攀岩了，手都磨破了"),
    a("你真是攀岩狂热分子！每周都去吗？"),
    u("一周两三次吧，岩馆办了年卡。不过我超讨厌跑步，一跑就喘"),
    a("哈哈可是攀岩也很累呀"),
    u("不一样，攀岩好玩"),
], [
    U("sport", "攀岩|climbing"),
    U("dislike", "跑步|running"),
    U("belonging", "年卡", False)], ch="团团"),
C("zh", AI, [
    u("安安你会说粤语吗"),
    a("会一点点，我还在学，讲得不太好😅 你是广东人吗？"),
    u("不是，我是广西南宁的，但是会讲粤语，我们那边很多人讲白话"),
    a("原来南宁也讲白话！"),
    u("对啊，我跟外婆都讲白话"),
], [
    CH("language", "粤语|Cantonese", False),
    U("hometown", "南宁|广西南宁|Nanning"),
    U("language", "粤语|白话|Cantonese"),
    U("family", "外婆|grandma", False)], ch="安安", tag=True),
C("zh", AI, [
    u("七七，明天我生日！", at="2026-04-21"),
    a("提前生日快乐！小雨你想怎么过？"),
    u("我不叫小雨……我叫许晴，朋友都叫我晴晴"),
    a("对不起许晴！晴晴生日快乐🎂"),
    u("哈哈哈谢谢，打算跟闺蜜去吃日料"),
], [
    U("name", "许晴"),
    U("nickname", "晴晴"),
    U("birthday", "4月22日|April 22", False),
    U("plan", "吃日料", False)], ch="七七", tag=True),

# ---------- group chats ----------
C("zh", G, [
    g("小赵", "下周五团建去莫干山，大家接龙报名哈"),
    g("Lily姐", "我去不了，我儿子下周二手术"),
    g("老王", "我报名，我老婆也想来可以吗，她刚从阿里离职在家闲着"),
    g("阿梅", "我也去，我自己开车过去"),
    g("小赵", "可以可以，家属欢迎"),
], [
    U("plan", "团建|莫干山|team building"),
    U("partner", "老婆|wife"),
    P("Lily姐", "family", "儿子|son", False)], me="老王", tag=True),
C("zh", G, [
    g("王老师", "各位家长，明天春游请给孩子带午饭，有食物过敏的请私信我"),
    g("朵朵妈妈", "王老师，朵朵对虾过敏，麻烦多留意一下🙏", exp=True),
    g("子轩爸爸", "子轩也是，他对鸡蛋过敏"),
    g("乐乐奶奶", "谢谢王老师，我们乐乐不过敏"),
    g("王老师", "收到，我都记下了"),
], [
    P("朵朵", "allergy", "虾|shrimp"),
    U("family", "朵朵", False),
    P("子轩", "allergy", "鸡蛋|egg")], tag=True),
C("zh", G, [
    g("阿凯", "今晚谁上号，我刚到家"),
    g("大刘", "我不行，明天早班，我现在在海底捞当后厨"),
    g("阿凯", "啧，你们一个个都忙。我倒是闲，失业第二个月了哈哈"),
    g("皮皮", "我上，刚下课，我在学日语准备去日本读研"),
    g("小鱼", "我也不行，今晚陪女朋友看电影"),
], [
    P("小鱼", "partner", "女朋友|girlfriend"),
    U("job_title", "失业|unemployed"),
    P("大刘", "employer", "海底捞|Haidilao"),
    P("大刘", "job_title", "后厨|cook"),
    P("皮皮", "language", "日语|Japanese"),
    P("皮皮", "plan", "去日本读研|日本读研")], me="阿凯", tag=True),
C("zh", G, [
    g("姑姑", "小宇，听说你在上海找到工作了？"),
    g("小宇", "对的姑姑，在一家游戏公司做美术，米哈游", exp=True),
    g("爸爸", "他从小就天天画画"),
    g("姑姑", "真好，我们家晨晨今年也考上了同济"),
    g("小宇", "那以后我们都在上海啦"),
], [
    U("city", "上海|Shanghai"),
    U("employer", "米哈游|miHoYo"),
    U("job_title", "美术|artist"),
    U("industry", "游戏|游戏公司|gaming"),
    U("hobby", "画画|drawing", False),
    U("name", "小宇", False),
    P("晨晨", "school", "同济|同济大学|Tongji University")], tag=True),
C("zh", G, [
    g("群主老周", "这个月读《百年孤独》，周六下午三点老地方书店见"),
    g("Vivian", "我要请假，周六要去考CPA😭"),
    g("Sam", "我来！顺便说我最爱的书就是百年孤独"),
    g("Vivian", "羡慕。我最爱的还是《红楼梦》，读了五遍"),
], [
    U("plan", "考CPA|CPA"),
    U("fav_book", "红楼梦|《红楼梦》|Dream of the Red Chamber"),
    P("Sam", "fav_book", "百年孤独|One Hundred Years of Solitude")], me="Vivian", tag=True),
C("zh", G, [
    g("米粒", "谁把我的酸奶喝了😡"),
    g("大卫", "不是我，我乳糖不耐"),
    g("阿琪", "也不是我，我今天在公司加班到现在，刚到楼下", exp=True),
    g("米粒", "那就是猫喝的😂 阿琪你家年糕又偷吃东西了吧"),
    g("阿琪", "年糕是布偶好吗，它才不喝酸奶"),
], [
    P("大卫", "health|allergy|diet", "乳糖不耐|lactose intolerant"),
    U("pet", "布偶|布偶猫|猫|Ragdoll"),
    U("pet_name", "年糕"),
    U("name", "阿琪", False)], tag=True),
C("zh", G, [
    g("老陈", "明早五点水库见，我带饵"),
    g("强哥", "我去不了，腰间盘突出又犯了"),
    g("老陈", "保重啊。我这个退休老头就剩钓鱼这点爱好了"),
    g("阿飞", "我去！刚换了一根新竿子，达亿瓦的"),
], [
    U("hobby", "钓鱼|fishing"),
    U("job_title", "退休|retired"),
    U("gender", "男|male", False),
    P("强哥", "health", "腰间盘突出|herniated disc"),
    P("阿飞", "belonging", "达亿瓦|竿子|Daiwa")], me="老陈", tag=True),
C("zh", G, [
    g("班长", "毕业十周年聚会定在十月三号，地点成都，大家都来哈"),
    g("阿豪", "我在墨尔本回不去，你们玩得开心"),
    g("蓉蓉", "我肯定到！我现在就住成都，近得很", exp=True),
    g("班长", "蓉蓉你还在那个设计院吗"),
    g("蓉蓉", "早跳槽了，现在在一家建筑事务所，还是画图"),
], [
    U("city", "成都|Chengdu"),
    U("plan", "聚会|毕业十周年聚会|reunion"),
    U("employer|industry", "建筑事务所|建筑|architecture firm", False),
    P("阿豪", "city", "墨尔本|Melbourne"),
    U("name", "蓉蓉", False)], tag=True),
C("zh", G, [
    g("婷婷", "姐妹们我怀孕了！！！"),
    g("小雅", "啊啊啊恭喜！！几个月了"),
    g("婷婷", "三个月，刚做完NT，下个月去做四维"),
    g("佳佳", "太好了我要当干妈！我最近也在备孕，还没消息"),
    g("阿琳", "恭喜恭喜！我在外地出差，回去给宝宝买个金锁"),
], [
    U("health", "怀孕|pregnant"),
    U("plan", "四维|四维彩超"),
    U("gender", "女|female", False),
    P("佳佳", "plan|health", "备孕")], me="婷婷", tag=True),
C("zh", G, [
    g("HR小林", "新同事阿杰今天入职，大家欢迎！"),
    g("王总", "欢迎欢迎"),
    g("阿杰", "谢谢大家！我主要做后端，写Go的。之前在小米待了三年，老家武汉的，以后请多关照", exp=True),
    g("HR小林", "阿杰周末有空可以一起打球，我们有个篮球群"),
], [
    U("job_title", "后端|后端开发|backend developer"),
    U("hometown", "武汉|Wuhan"),
    U("name", "阿杰", False)], tag=True),
C("zh", G, [
    g("大姐", "妈下周六七十大寿，酒店我订好了，锦江饭店"),
    g("二哥", "我那天要值班，医院排班换不了"),
    g("小妹", "我来！我从北京坐高铁回去，票买好了"),
    g("大姐", "小妹你对象一起来吗"),
    g("小妹", "他来，他叫周明，你们还没见过"),
], [
    U("plan", "坐高铁回去|回去|七十大寿"),
    U("city", "北京|Beijing", False),
    U("partner", "周明"),
    P("周明", "relation", "对象|boyfriend"),
    P("妈妈", "age", "七十|70", False),
    P("二哥", "employer|job_title", "医院|hospital", False)], me="小妹", tag=True),
]
