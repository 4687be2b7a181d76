from h import case, U, A, S, u, p, c

L = "zh"


def K(kind, turns, expect, tag=0, me=None, character=None):
    case(L, kind, turns, expect, tag, me, character)


# ---------------------------------------------------------------- short (36)
K("short", "刚下班，今天又被产品经理改需求改到怀疑人生。我在伦敦一家做支付的startup当后端，叫Paylark，小公司但是氛围还行",
  [u("job_title", "后端|后端开发|backend engineer"), u("employer", "Paylark"), u("city", "伦敦|London"),
   u("industry", "支付|payments", 0)])
K("short", "我不是学医的啊，我是学护理的，两个不一样好吗😤 现在在多伦多读 nursing 第二年",
  [u("major", "护理|nursing"), u("city", "多伦多|Toronto"), u("job_title|degree", "读 nursing 第二年|护理学生|student", 0)], tag=1)
K("short", "求推荐悉尼好吃的火锅😭 来了半年快馋死了，对了我不吃牛肉，家里信佛",
  [u("city", "悉尼|Sydney"), u("diet", "不吃牛肉|no beef"), u("fav_food", "火锅|hotpot", 0)], tag=1)
K("short", "我妈非让我去相亲，对方是个牙医，在杭州。我说我人在墨尔本你让我怎么相😂",
  [u("city", "墨尔本|Melbourne"), p("相亲对象", "job_title", "牙医|dentist"), p("相亲对象", "city", "杭州|Hangzhou"),
   u("family", "我妈|妈妈|mom", 0)], tag=1)
K("short", "手机号换了，新的是 0412 557 893，旧的那个 138 开头的别打了",
  [u("phone", "0412 557 893|0412557893")], tag=1)
K("short", "我22岁，生日是腊月十八，刚毕业，我弟15，天天打游戏管不了",
  [u("age", "22"), u("birthday", "腊月十八"), u("family", "我弟|弟弟|brother"), p("弟弟", "age", "15")], tag=1)
K("short", "今天体检结果出来了 甲状腺结节 3类 医生说问题不大定期复查就行",
  [u("health", "甲状腺结节|thyroid nodule")])
K("short", "谁懂啊 我对芒果过敏 结果同事给我带了芒果班戟 还说是心意",
  [u("allergy", "芒果|mango")])
K("short", "我男朋友叫周屿，在温哥华做建筑师，我们异地两年了，我在深圳",
  [u("partner", "周屿"), p("周屿", "relation", "男朋友|boyfriend"), p("周屿", "city", "温哥华|Vancouver"),
   p("周屿", "job_title", "建筑师|architect"), u("city", "深圳|Shenzhen")], tag=1)
K("short", "说出来你可能不信 我以前在腾讯干了五年 现在辞职回老家开民宿了 老家是大理",
  [u("job_title", "开民宿|民宿老板|B&B owner"), u("hometown", "大理|Dali"), u("city", "大理|Dali", 0)], tag=1)
K("short", "邮箱发你了 linxiaoyu_93@163.com 有事发这个",
  [u("email", "linxiaoyu_93@163.com")], tag=1)
K("short", "我们家猫叫土豆，橘猫，十二斤，胖得我抱不动",
  [u("pet", "橘猫|猫|cat"), u("pet_name", "土豆")], tag=1)
K("short", "又是加班的一天 我在顺丰做调度 快递行业真的没有淡季",
  [u("employer", "顺丰|SF Express"), u("job_title", "调度|dispatcher"), u("industry", "快递|物流|logistics")])
K("short", "我是95年的，属猪，求问属猪的今年运势怎么样，在线等挺急的",
  [u("birthday|age", "95年|1995")], tag=1)
K("short", "周末去了趟苏州，平江路人太多了，下次不挑节假日。我住浦东，在上海待久了觉得哪都挤",
  [u("place|city", "浦东|Pudong"), u("city", "上海|Shanghai")], tag=1)
K("short", "我叫陈一帆，大家叫我帆帆就行，新来的，多多关照🙏",
  [u("name", "陈一帆"), u("nickname", "帆帆")])
K("short", "不喜欢香菜，不喜欢香菜，不喜欢香菜，重要的事说三遍",
  [u("dislike", "香菜|coriander|cilantro")])
K("short", "我在学西班牙语，每周二四晚上上课，准备明年去马德里交换",
  [u("language", "西班牙语|Spanish"), u("plan", "去马德里交换|马德里|exchange in Madrid", 0)], tag=1)
K("short", "明天早上8点的飞机回成都，行李还没收拾完😩",
  [u("plan", "回成都|flight to Chengdu"), u("hometown", "成都|Chengdu", 0)], tag=1)
K("short", "我室友是律师 天天半夜还在改合同 我一个做设计的看着都心疼",
  [p("室友", "job_title", "律师|lawyer"), u("job_title", "做设计的|设计|设计师|designer")], tag=1)
K("short", "说真的我要是会弹吉他就好了，现在只会弹尤克里里，三个和弦走天下",
  [u("instrument", "尤克里里|ukulele")], tag=1)
K("short", "老家山东潍坊的，现在在南京读研，学的环境工程",
  [u("hometown", "潍坊|山东潍坊|Weifang"), u("city", "南京|Nanjing"), u("degree", "读研|研究生|硕士|master"),
   u("major", "环境工程|environmental engineering")])
K("short", "我有乳糖不耐受，喝奶茶都要换燕麦奶。最爱的是杨枝甘露",
  [u("health|allergy|diet", "乳糖不耐受|lactose intolerant"), u("fav_food", "杨枝甘露")])
K("short", "小区楼下新开了家瑞幸 我每天上班前都去买一杯 店员都认识我了 哈哈 我在隔壁写字楼的保险公司做理赔",
  [u("job_title", "理赔|claims"), u("employer", "保险公司|insurance company", 0), u("industry", "保险|insurance", 0)], tag=1)
K("short", "我老公是消防员，一个月在家住不了几天，我一个人带俩娃 老大6岁老二3岁",
  [u("partner", "老公|husband"), p("老公", "job_title", "消防员|firefighter"), u("family", "俩娃|老大|老二|two kids"),
   p("老大", "age", "6岁|6"), p("老二", "age", "3岁|3"), u("gender", "女|female", 0)], tag=1)
K("short", "我不抽烟不喝酒 就爱打羽毛球 一周三次雷打不动",
  [u("sport", "羽毛球|badminton")])
K("short", "请问有没有在奥克兰的朋友 想问问那边租房贵不贵 我下个月入职一家新西兰的游戏公司 offer已经签了",
  [u("plan|employer", "入职一家新西兰的游戏公司|新西兰的游戏公司|入职"), u("industry", "游戏|gaming", 0),
   u("plan|city", "奥克兰|Auckland", 0)], tag=1)
K("short", "我姐林悦在爱丁堡读博 研究古生物 我爸妈天天担心她吃不惯",
  [u("family", "林悦|姐|姐姐|sister"), p("林悦", "relation", "姐|姐姐|sister"), p("林悦", "city", "爱丁堡|Edinburgh"),
   p("林悦", "degree", "读博|博士|PhD"), p("林悦", "major", "古生物|palaeontology"), u("family", "爸妈|parents", 0)], tag=1)
K("short", "我左耳听力不太好，小时候中耳炎落下的，开会坐的远就听不清",
  [u("health", "左耳听力不太好|听力不太好|hearing loss")])
K("short", "刚在闲鱼上出了我的switch，现在手里只剩一台ps5了",
  [u("belonging", "ps5|PlayStation 5")], tag=1)
K("short", "我就是个开网约车的，别叫我老板哈哈，叫我老谭就行",
  [u("job_title", "开网约车|网约车司机|rideshare driver"), u("nickname", "老谭")], tag=1)
K("short", "我和我对象下个月5号领证！！！他是我大学同学，学计算机的",
  [u("plan", "领证|marriage registration"), u("partner", "对象|partner"), p("对象", "major", "计算机|computer science")], tag=1)
K("short", "本人女，坐标成都，单身",
  [u("gender", "女|female"), u("city", "成都|Chengdu")])
K("short", "我爸退休前是中学语文老师 现在天天在公园练书法 我也跟着学了半年 写的太丑了",
  [u("family", "我爸|爸爸|dad"), p("爸爸", "job_title", "退休|retired"), p("爸爸", "job_title", "中学语文老师", 0),
   p("爸爸", "hobby", "书法|calligraphy"), u("hobby", "书法|calligraphy", 0)], tag=1)
K("short", "我读的是川大，华西口腔，现在在私立诊所当牙医，钱不多事挺多",
  [u("school", "川大|四川大学|华西|Sichuan University"), u("major", "口腔|口腔医学|dentistry"), u("job_title", "牙医|dentist"),
   u("employer", "私立诊所|private clinic", 0)])
K("short", "今天第一次去攀岩馆 手都磨破了 不过好好玩 打算办卡",
  [u("sport", "攀岩|climbing", 0)], tag=1)

# ---------------------------------------------------------------- diary (11)
K("diary", "3月12日 晴。早上被楼上装修吵醒，七点就开始电钻。挤地铁到公司，组会上老板又提了新指标，我们这个做医疗影像AI的小团队压力山大。中午和小敏吃了螺蛳粉，她说她下个月要去广州出差。晚上回来给豆包（我的柯基）洗了澡，它一身泥。躺下看了两集《请回答1988》，第三遍了还是哭，我最爱的剧没有之一。",
  [u("industry", "医疗影像AI|医疗AI|medical imaging AI"), u("pet", "柯基|corgi"), u("pet_name", "豆包"),
   u("fav_film", "请回答1988|Reply 1988"), p("小敏", "plan", "去广州出差", 0)], tag=1)
K("diary", "周日。伦敦又下雨了，我都习惯了。上午在Tesco买了一周的菜，中午自己做了番茄炒蛋，想家。下午去Hyde Park跑了5公里，坚持一个月了，每周三次。晚上和我妈视频，她说表姐要结婚了，问我回不回去，我说看假期吧。明天又要去Canary Wharf上班，我在一家投行做风控，说出来好听其实就是天天看表。",
  [u("city", "伦敦|London"), u("sport", "跑|跑步|running"), u("job_title", "风控|risk"), u("employer", "投行|investment bank", 0),
   u("industry", "投行|金融|banking", 0), p("表姐", "plan", "结婚|wedding", 0), u("family", "我妈|妈妈|mom", 0)], tag=1)
K("diary", [U("今天是我30岁生日，一个人过的。早上收到老同学的祝福，中午公司发了个小蛋糕。其实没什么感觉，就是突然意识到自己在北京已经漂了八年。以前总说要回老家哈尔滨，现在也不提了。晚上点了份麻辣香锅，开了罐啤酒，给自己唱了首生日歌。", at="2024-11-03")],
  [u("age", "30|30岁"), u("birthday", "11月3日|November 3|11-03", 0), u("city", "北京|Beijing"), u("hometown", "哈尔滨|Harbin")], tag=1)
K("diary", "周三，阴。带奶奶去医院复查，她的糖尿病控制得还可以。排队的时候认识了一个阿姨，她说她儿子在新加坡当飞行员，骄傲得不行。下午回学校上课，我们专业（社会工作）这学期实习要去社区。晚上室友在宿舍煮火锅被宿管抓了，我假装不认识她哈哈。",
  [u("family", "奶奶|grandma"), p("奶奶", "health", "糖尿病|diabetes"), u("major", "社会工作|social work"),
   p("阿姨儿子", "job_title", "飞行员|pilot", 0), p("阿姨儿子", "city", "新加坡|Singapore", 0),
   u("job_title|degree", "学生|student", 0)], tag=1)
K("diary", "2月8号 多云。年前最后一天上班，我们设计院终于放假了。下午跟老公去山姆囤年货，他非要买一大桶坚果，我坚果过敏好吗，买给谁吃。晚上婆婆打电话说让早点回去，我们初二回他老家宜宾。我自己是重庆的，每年过年都要吵去谁家。",
  [u("employer", "设计院|design institute", 0), u("partner", "老公|husband"), u("allergy", "坚果|nuts"),
   u("plan", "初二回他老家宜宾|回他老家宜宾|宜宾"), p("老公", "hometown", "宜宾|Yibin"), u("hometown", "重庆|Chongqing"),
   u("family", "婆婆|mother-in-law", 0), u("gender", "女|female", 0)], tag=1)
K("diary", "今天多伦多零下二十度，出门眼睫毛都冻住了。在实验室泡了一天，导师说我的数据有问题，得重跑。晚饭是室友Jessie做的韩式炸鸡，她是韩国人，做饭超好吃。我的化学博士第三年了，头发也快掉光了。睡前弹了半小时钢琴，这是我唯一的解压方式。",
  [u("city", "多伦多|Toronto"), u("major", "化学|chemistry"), u("degree", "博士|PhD"), u("instrument", "钢琴|piano"),
   p("Jessie", "relation", "室友|roommate"), p("Jessie", "hometown", "韩国|Korea", 0)], tag=1)
K("diary", "今天跑了趟车管所，终于把驾照换成本地的了。下午去宠物医院接回了我的两只仓鼠，上周一只生病了，现在好了。晚上重看《三体》第三部，看到一半睡着了，不过三体还是我心中最好看的书，没有之一。明天周六，约了大学室友去爬山，她在华为上班，好久没见了。",
  [u("pet", "仓鼠|hamster"), u("fav_book", "三体|The Three-Body Problem"), p("大学室友", "employer", "华为|Huawei"),
   u("plan", "爬山|hiking", 0)], tag=1)
K("diary", "记一下今天 今天早上送闺女去幼儿园她又哭了 哭得我心都碎了 然后去店里开门 我开了个小面馆在我们县城汽车站旁边 生意一般般吧 中午忙了一阵 下午跟隔壁卖水果的大姐聊天她说她家儿子考上公务员了 挺好 晚上回家老公做的饭 他做饭比我好吃多了",
  [u("family", "闺女|daughter"), u("job_title", "开了个小面馆|面馆|面馆老板|noodle shop owner"), u("partner", "老公|husband"),
   p("大姐儿子", "job_title", "公务员|civil servant", 0), p("大姐", "job_title", "卖水果|fruit seller", 0)], tag=1)
K("diary", "周五 小雨 今天入职满一年。回头看，从悉尼大学毕业后投了三十多份简历，最后来了Canva做UX，算幸运吧。中午和组里的Tom吃了泰餐，他说他想辞职去新西兰放羊，我以为他开玩笑，结果他是认真的。晚上回家路上下雨，淋成落汤鸡。周日要去Bondi看朋友冲浪，我自己是旱鸭子只能看。",
  [u("school", "悉尼大学|University of Sydney"), u("employer", "Canva"), u("job_title", "UX|UX designer"),
   u("city", "悉尼|Sydney", 0), p("Tom", "relation", "组里|同事|colleague", 0)], tag=1)
K("diary", "今天去了趟外婆家。外婆八十八了，耳朵背，但记性比我好。她一直念叨我小时候在她家过暑假。回来的路上路过以前的高中，一中翻新了，认不出来了。我现在在市里一家银行上班，柜员，每天数钱数到手抽筋，但钱不是我的😂",
  [u("family", "外婆|grandma"), p("外婆", "age", "八十八|88"), u("school", "一中"), u("job_title", "柜员|bank teller"),
   u("employer", "银行|bank", 0)], tag=1)
K("diary", "五一第一天 没出去 在家拼了一天乐高 千年隼 拼了三分之一 拼乐高是我这几年最大的爱好了 下午我弟来蹭饭 他在读高三 说想考北航 我说你先把数学考及格再说 晚上点了个外卖 肚子有点不舒服 可能是胃炎又犯了",
  [u("hobby", "拼乐高|乐高|Lego"), u("family", "我弟|弟弟|brother"), p("弟弟", "school|degree|job_title", "高三"),
   p("弟弟", "plan", "考北航", 0), u("health", "胃炎|gastritis"), u("belonging", "千年隼|Millennium Falcon", 0)], tag=1)

# ---------------------------------------------------------------- companion (14)
K("companion", [U("小满我今天面试过了！！"),
                A("哇恭喜！是上次说的那家互联网公司吗？你是不是要当产品经理啦？"),
                U("不是产品 是数据分析 公司是小红书 下周一入职"),
                A("数据分析师也很棒！小红书在上海对吧，你要搬去上海吗？"),
                U("对 已经在找房子了 现在还在武汉")],
  [u("employer|plan", "小红书|Xiaohongshu|RED"), u("job_title|plan", "数据分析|数据分析师|data analyst"), u("city", "武汉|Wuhan"),
   u("plan", "搬去上海|上海|move to Shanghai", 0)], tag=1, character="小满")
K("companion", [U("阿柚你猜我今天几岁", at="2024-06-17"),
                A("嗯…听你说话的感觉，二十五？"),
                U("哈哈错 我今天二十九了 今天生日", at="2024-06-17"),
                A("生日快乐！！29岁也是小朋友～今天有吃蛋糕吗？"),
                U("吃了 我最爱的提拉米苏 男朋友买的", at="2024-06-17")],
  [u("age", "二十九|29"), u("birthday", "6月17日|June 17", 0), u("fav_food", "提拉米苏|tiramisu"), u("partner", "男朋友|boyfriend")],
  tag=1, character="阿柚")
K("companion", [U("刚下班 餐厅今天爆满 脚都站麻了"),
                A("辛苦啦～你还是在那家墨尔本的日料店做服务员吗？"),
                U("什么墨尔本 我在悉尼啊 而且我是厨师不是服务员😑 店也不是日料 是一家粤菜馆叫Golden Lotus"),
                A("对不起对不起记错了！悉尼粤菜馆的大厨，记住了🙇"),
                U("大厨还不是 二厨而已")],
  [u("city", "悉尼|Sydney"), u("job_title", "二厨|厨师|chef"), u("employer", "Golden Lotus")], tag=1, character="小满")
K("companion", [U("我家狗狗今天绝育了 好心疼"),
                A("抱抱！是那只叫布丁的泰迪吗？"),
                U("布丁是我姐家的 我家的是旺财 柴犬"),
                A("旺财！好可爱的名字，柴犬术后要戴伊丽莎白圈哦"),
                U("戴了 一直瞪我")],
  [u("pet", "柴犬|狗|shiba inu"), u("pet_name", "旺财"), p("姐姐", "pet_name", "布丁"), u("family", "我姐|姐姐|sister", 0)],
  tag=1, character="阿柚")
K("companion", [U("最近老是失眠 三点才睡得着"),
                A("是不是工作压力太大了？你之前说在律所当律师助理，最近案子多吗？"),
                U("律所早辞了 现在在家备考法考 九月份考"),
                A("原来如此，备考的压力确实大。要不要试试睡前喝杯热牛奶？"),
                U("我喝牛奶会拉肚子 乳糖不耐 还是算了")],
  [u("health", "失眠|insomnia"), u("plan", "法考|备考法考|bar exam"), u("health|allergy|diet", "乳糖不耐|lactose intolerant")],
  tag=1, character="小满")
K("companion", [U("阿柚你喜欢听谁的歌"),
                A("我最喜欢陈绮贞！她的声音好干净。你呢？"),
                U("我喜欢万能青年旅店 疯狂循环杀死那个石家庄人"),
                A("哇好有品味，你是不是也玩乐队呀？"),
                U("嗯我在乐队里打鼓 业余的 周末排练")],
  [c("fav_music", "陈绮贞|Cheer Chen"), u("fav_music", "万能青年旅店|万青|Omnipotent Youth Society"), u("instrument", "鼓|打鼓|drums"),
   u("hobby", "乐队|band", 0)], tag=1, character="阿柚")
K("companion", [U("七七 我爸妈今天来温哥华看我了"),
                A("太好了！他们是从哪里飞过来的呀？你老家是不是广州？"),
                U("不是 我老家福州 他们转机过来的 飞了二十多个小时"),
                A("辛苦了！那你要带他们在温哥华到处逛逛吧～"),
                U("我就请了两天假 公司最近忙 我在EA做测试 游戏上线前最要命")],
  [u("city", "温哥华|Vancouver"), u("hometown", "福州|Fuzhou"), u("employer", "EA|Electronic Arts"), u("job_title", "测试|游戏测试|QA tester"),
   u("industry", "游戏|gaming", 0), u("family", "爸妈|parents", 0)], tag=1, character="七七")
K("companion", [U("今天答辩完了 终于毕业了"),
                A("恭喜恭喜！硕士答辩吗？你是学金融的对吧？"),
                U("本科啦 我还没那么老 学的是统计"),
                A("统计好实用！接下来打算读研还是工作？"),
                U("已经拿了京东的offer 做算法 七月入职 学校是厦大 舍不得")],
  [u("degree", "本科|bachelor"), u("major", "统计|statistics"), u("employer|plan", "京东|JD"), u("job_title|plan", "算法|算法工程师|algorithm engineer"),
   u("school", "厦大|厦门大学|Xiamen University")], tag=1, character="小满")
K("companion", [U("我和小杰吵架了"),
                A("小杰是你男朋友对吧？你们在一起三年了？"),
                U("两年 而且他叫林杰 小杰是我们都这么叫"),
                A("好的，林杰。你们为什么吵架呀？"),
                U("他想去成都发展 我不想离开杭州 我在这边有自己的花店 刚开一年")],
  [u("partner", "林杰|小杰"), p("林杰", "relation", "男朋友|boyfriend"), p("林杰", "nickname", "小杰"), u("city", "杭州|Hangzhou"),
   u("job_title|belonging", "花店|花店老板|florist"), p("林杰", "plan", "去成都发展", 0)], tag=1, character="阿柚")
K("companion", [U("七七 推荐个晚饭吃啥"),
                A("来份麻辣烫怎么样？你上次说最爱吃辣的～"),
                U("那是我室友 我一点辣都不能吃 胃不好"),
                A("啊抱歉！那清淡点，番茄鸡蛋面？"),
                U("可以 但别放葱 我最烦葱了 另外我吃素的 鸡蛋可以")],
  [u("dislike", "葱|scallion"), u("diet", "吃素|素食|蛋素|vegetarian"), u("health", "胃不好|stomach problems"),
   u("dislike|diet", "辣|不能吃辣|spicy", 0), p("室友", "fav_food", "辣|spicy food", 0)], tag=1, character="七七")
K("companion", [U("小满 我今天用法语跟面包店老板聊了十分钟！"),
                A("好厉害！你在巴黎住多久了？"),
                U("我不在巴黎 在蒙特利尔啦 这边说法语的"),
                A("哦哦蒙特利尔！那你法语是在那边学的吗？"),
                U("来之前学了一年 现在每周还上两次课 英语倒是还行 工作都用英语")],
  [u("city", "蒙特利尔|Montreal"), u("language", "法语|French"), u("language", "英语|English")], tag=1, character="小满")
K("companion", [U("阿柚 我终于买车了！！"),
                A("恭喜！是特斯拉吗？你之前一直说想要 model 3"),
                U("想要是想要 买不起哈哈 买的比亚迪海豚 白色"),
                A("海豚也很可爱！准备开去哪里兜风？"),
                U("国庆开回老家湛江 已经跟我妈说好了")],
  [u("belonging", "比亚迪海豚|海豚|BYD Dolphin"), u("hometown", "湛江|Zhanjiang"), u("plan", "国庆开回老家湛江|开回老家湛江|回老家"),
   u("family", "我妈|妈妈|mom", 0)], tag=1, character="阿柚")
K("companion", [U("七七你说 护士这行男的多不多"),
                A("越来越多了呢！你是在考虑转行做护士吗？"),
                U("我就是男护士啊 在ICU干了四年了"),
                A("原来是前辈！ICU好辛苦，你是在哪个医院呀？"),
                U("协和 北京那个")],
  [u("job_title", "男护士|护士|nurse"), u("gender", "男|male"), u("employer", "协和|北京协和医院|PUMCH"), u("city", "北京|Beijing", 0)],
  tag=1, character="七七")
K("companion", [U("今天羽毛球打输了 气死"),
                A("输给谁了呀？你不是校队的吗？"),
                U("校队是高中时候的事了 现在就是公司里打着玩 每周三晚上"),
                A("那也很规律啊！除了羽毛球还有别的爱好吗？"),
                U("钓鱼 周末会跟我爸去水库 一坐一天")],
  [u("sport", "羽毛球|badminton"), u("hobby", "钓鱼|fishing"), u("family", "我爸|爸爸|dad", 0)], tag=1, character="小满")

# ---------------------------------------------------------------- group (11: 6 me, 5 exporter_me)
K("group", [S("妈妈", "小雨 你什么时候回来 你表哥下个月结婚"),
            S("小雨", "妈我请不了那么多假 新加坡这边项目刚开始"),
            S("大舅", "我们家浩浩在深圳买房了 首付都是自己攒的"),
            S("小雨", "浩浩哥厉害👍 我租房都租不起 还在跟人合租"),
            S("小姨", "小雨在新加坡照顾好自己 那边是不是天天下雨")],
  [u("city", "新加坡|Singapore"), p("表哥", "plan", "结婚|wedding"), p("浩浩", "city", "深圳|Shenzhen"),
   p("浩浩", "belonging", "房|房子|apartment"), u("name", "小雨", 0)], tag=1, me="小雨")
K("group", [S("阿杰", "这个月电费谁还没转 我先垫了", exp=True),
            S("老王", "我转了 对了我下周搬走 新工作在苏州"),
            S("小林", "我还没 今晚转 我最近在医院实习忙疯了"),
            S("阿杰", "老王你走了咪咪谁喂 它是我的猫但它只认你😂")],
  [u("pet", "猫|cat"), u("pet_name", "咪咪"), p("老王", "plan", "搬走|新工作在苏州|苏州"), p("老王", "city|employer", "苏州|Suzhou", 0),
   p("小林", "job_title", "实习|实习生|intern"), p("小林", "employer", "医院|hospital", 0), u("name", "阿杰", 0)], tag=1)
K("group", [S("王晨妈妈", "各位家长 明天秋游记得给孩子带水 我家王晨对花生过敏 麻烦大家零食别分他花生的"),
            S("朵朵爸爸", "收到 朵朵也对海鲜过敏 注意一下"),
            S("林老师", "收到，各位家长，明天早上7:40校门口集合，我带队。我自己也是两个孩子的妈，知道大家操心"),
            S("朵朵爸爸", "辛苦林老师")],
  [p("王晨", "allergy", "花生|peanut"), p("朵朵", "allergy", "海鲜|seafood"), u("family", "两个孩子|two kids"),
   u("job_title", "老师|teacher", 0), u("gender", "女|female", 0)], tag=1, me="林老师")
K("group", [S("琪琪", "姐妹们 我要结婚了！！！10月2号 都给我来当伴娘", exp=True),
            S("阿敏", "啊啊啊啊恭喜！！是那个程序员吗"),
            S("琪琪", "对 就他 陈浩 在网易做游戏策划 不是程序员"),
            S("小夏", "我肯定到 我刚从广州调回长沙 离得近"),
            S("阿敏", "我在美国回不去呜呜 随份子"),
            S("阿蕾", "我在广州！伴娘我来 我刚辞职有的是时间"),
            S("佳佳", "我去不了 我预产期就是十月初😭 红包到")],
  [u("plan", "结婚|10月2号|wedding"), u("partner", "陈浩"), p("陈浩", "employer", "网易|NetEase"), p("陈浩", "job_title", "游戏策划|game designer"),
   p("小夏", "city", "长沙|Changsha"), p("阿敏", "city", "美国|US"), p("阿蕾", "city", "广州|Guangzhou"), u("name", "琪琪", 0), u("gender", "女|female", 0)], tag=1)
K("group", [S("老周", "明早五点水库走起 谁去"),
            S("大鹏", "我去 今天刚买了新竿 达瓦的"),
            S("老周", "我那根光威的用了八年了还舍不得换"),
            S("阿飞", "我不去了 老婆预产期就这几天"),
            S("老周", "那赶紧在家守着 我家那个当年也是提前一周生的")],
  [u("belonging", "光威|光威的竿"), p("大鹏", "belonging", "达瓦|新竿|Daiwa"), p("阿飞", "partner", "老婆|wife"),
   u("hobby", "钓鱼|fishing", 0), u("name", "老周", 0)], tag=1, me="老周")
K("group", [S("小北", "有没有人在 Carlton 附近出个单间 我下个月租约到期"),
            S("房东Jason", "我在 Brunswick 有一间 $280一周 包bill"),
            S("小北", "Brunswick 也行 我在墨大读书 骑车二十分钟可以接受"),
            S("阿珍", "我也在墨大！研二 你读什么专业"),
            S("小北", "精算 大三 还没毕业就开始焦虑")],
  [u("school", "墨大|墨尔本大学|University of Melbourne"), u("major", "精算|actuarial"), u("degree|job_title|school", "大三|third year"),
   p("阿珍", "school", "墨大|墨尔本大学"), p("阿珍", "degree", "研二|master"), u("city", "墨尔本|Melbourne", 0),
   u("place", "Carlton", 0)], tag=1, me="小北")
K("group", [S("班长", "下个月同学聚会定了 15号 老地方"),
            S("大壮", "我在西安回不去 刚换了工作 在比亚迪当工程师 请不了假", exp=True),
            S("小红", "大壮发达了 我还在老家县城教书"),
            S("班长", "小红也算铁饭碗了 大壮有空回来")],
  [u("city", "西安|Xi'an"), u("employer", "比亚迪|BYD"), u("job_title", "工程师|engineer"), p("小红", "job_title", "教书|老师|teacher"),
   u("name", "大壮", 0)], tag=1)
K("group", [S("教练小吴", "今天打卡的举手 没打卡的明天加练"),
            S("阿May", "🙋 深蹲做完了 膝盖还是有点疼 之前半月板伤过"),
            S("胖虎", "我今天没去 加班到九点 我是做审计的 年底就这样"),
            S("阿May", "审计狗+1 我在四大 懂你"),
            S("Linda", "阿May 你膝盖别硬撑 我是做康复的 周末来我这儿看看")],
  [u("health", "半月板|膝盖还是有点疼|meniscus"), u("job_title", "审计|auditor"), u("employer", "四大|Big Four", 0),
   p("胖虎", "job_title", "审计|auditor"), p("Linda", "job_title", "做康复的|康复|physiotherapist"), u("sport", "深蹲|健身|gym", 0)], tag=1, me="阿May")
K("group", [S("阿黄", "我家三花今天第一次用猫砂盆了 感动", exp=True),
            S("喵喵酱", "三花叫啥名"),
            S("阿黄", "叫年糕 捡的 刚三个月"),
            S("喵喵酱", "我家两只英短 一只叫可乐一只叫雪碧"),
            S("大飞", "我对猫毛过敏还加这个群 纯云吸")],
  [u("pet", "三花|猫|calico cat"), u("pet_name", "年糕"), p("喵喵酱", "pet", "英短|British Shorthair"), p("喵喵酱", "pet_name", "可乐"),
   p("喵喵酱", "pet_name", "雪碧"), p("大飞", "allergy", "猫毛|cat hair"), u("name", "阿黄", 0)], tag=1)
K("group", [S("部门经理", "明天下午三点开季度会 大家准备一下"),
            S("小雅", "收到 张总 我是周四请的年假 明天还在的"),
            S("阿文", "我明天在客户那边 远程接入"),
            S("小雅", "对了新来的实习生是我学妹 也是人大的")],
  [u("school", "人大|中国人民大学|Renmin University"), p("学妹", "school", "人大|中国人民大学"), p("学妹", "job_title", "实习生|intern"),
   u("plan", "周四请的年假|年假|annual leave"), p("部门经理", "name", "张总", 0)], tag=1, me="小雅")
K("group", [S("大哥", "爸这周体检 血压有点高 医生让少吃盐"),
            S("老三", "我下周回去一趟 带爸去复查 我在广州这边请好假了", exp=True),
            S("二姐", "我在上海走不开 老三辛苦 钱我出"),
            S("大哥", "老三你那个对象带回来给爸看看"),
            S("老三", "她叫阿琳 这次一起回"),
            S("小妹", "我在读研 放假了也回去 三哥等我")],
  [p("爸爸", "health", "血压有点高|高血压|high blood pressure"), u("plan", "下周回去一趟|回去一趟|带爸去复查"), u("city", "广州|Guangzhou"),
   p("二姐", "city", "上海|Shanghai"), p("小妹", "degree", "读研|研究生"), u("partner", "阿琳"), p("阿琳", "relation", "对象|partner"), u("family", "爸|爸爸|dad", 0),
   u("nickname|name", "老三", 0)], tag=1)
