from h import C, R, O, U, A, S

L = "zh"
# ---------------- short chats (36) ----------------
C(L, "short", "刚搬来成都三个月，房子租在高新区，楼下火锅店天天排队😂 之前在重庆待了五年吃辣早练出来了",
  [R("u", "city", "成都|Chengdu"), O("u", "place|city", "高新区")], tag=True)
C(L, "short", "我是做UI设计的 小公司 老板人还行就是老画饼",
  [R("u", "job_title", "UI设计|UI设计师|UI designer")])
C(L, "short", "我对芒果过敏！！上次同事请吃芒果班戟我就尝了一口 嘴肿成香肠",
  [R("u", "allergy", "芒果|mango")])
C(L, "short", "我老婆小敏是小学语文老师，我俩结婚五年了，她改作业比我加班还晚",
  [R("u", "partner", "小敏"), R("p:小敏", "relation", "老婆|wife"), R("p:小敏", "job_title", "小学语文老师|语文老师|老师|teacher")])
C(L, "short", "一个人在深圳南山住 下班回家黑漆漆的 你说我要不要养只猫啊",
  [R("u", "city", "深圳|Shenzhen"), R("u", "place", "南山|Nanshan")], tag=True)
C(L, "short", [U("邮箱换了哈"), U("新的是 lin.yutong@163.com 以前那个qq邮箱别往里发了我不看")],
  [R("u", "email", "lin.yutong@163.com")], tag=True)
C(L, "short", [U("我今年29，属猪的"), A("属猪呀，那你是不是快到本命年了？"), U("还早 我妈倒是天天念叨我三十岁前必须嫁出去 烦死")],
  [R("u", "age", "29"), O("u", "gender", "女|female"), O("u", "family", "我妈|妈妈|mom")], tag=True)
C(L, "short", "没在腾讯了！！上周一刚入职字节 还在适应期 工牌照片拍得跟通缉犯一样",
  [R("u", "employer", "字节|字节跳动|ByteDance")], tag=True)
C(L, "short", "我儿子豆豆今年上一年级了 天天不想写作业 我也不想辅导 哈哈哈",
  [R("u", "family", "豆豆|儿子|son"), R("p:豆豆", "relation", "儿子|son")])
C(L, "short", "周末一般去爬山或者打羽毛球，羽毛球打了快十年了，膝盖开始抗议了",
  [R("u", "sport", "羽毛球|badminton"), R("u", "sport|hobby", "爬山|hiking")])
C(L, "short", "我真的不吃香菜 一片都不行 闻到就想吐 谁放香菜我跟谁急",
  [R("u", "dislike|diet", "香菜|coriander|cilantro")])
C(L, "short", "本科学的会计 现在干的跟会计八竿子打不着 在做新媒体运营 天天追热点",
  [R("u", "major", "会计|accounting"), R("u", "job_title", "新媒体运营|运营")])
C(L, "short", "我爸今年六十了，退休以后天天去水库钓鱼，晒得比我还黑",
  [R("p:爸爸", "age", "六十|60"), R("p:爸爸", "hobby", "钓鱼|fishing"), R("u", "family", "我爸|爸爸|dad")])
C(L, "short", "家里两只猫 一只叫年糕一只叫汤圆 都是橘的 都是胖子",
  [R("u", "pet", "猫|cat"), R("u", "pet_name", "年糕"), R("u", "pet_name", "汤圆")])
C(L, "short", "我手机号换了 13812345678 之前那个139开头的停机了别打",
  [R("u", "phone", "13812345678")], tag=True)
C(L, "short", "我河南周口人，大学以后就一直在杭州，现在回老家反而不习惯了",
  [R("u", "hometown", "周口|河南|Zhoukou"), R("u", "city", "杭州|Hangzhou")])
C(L, "short", "最近迷上尤克里里 每天晚上弹半小时 邻居应该恨死我了",
  [R("u", "instrument", "尤克里里|ukulele")])
C(L, "short", "我闺蜜在上海当律师，一年挣的是我三倍，我还在这为了五百块绩效跟主管掰扯",
  [R("p:闺蜜", "job_title", "律师|lawyer"), R("p:闺蜜", "city", "上海|Shanghai"), O("p:闺蜜", "relation", "闺蜜")], tag=True)
C(L, "short", "下个月15号考雅思 报名费两千多都交了 现在每天背单词背到想哭",
  [R("u", "plan", "考雅思|雅思|IELTS")])
C(L, "short", "我乳糖不耐受 喝奶茶都得换燕麦奶 不然一下午跑厕所",
  [R("u", "health|allergy|diet", "乳糖不耐受|lactose intolerance")])
C(L, "short", [U("最喜欢陈奕迅，演唱会抢了三次票都没抢到，黄牛真该死"), A("那你最喜欢他哪首歌？"), U("《十年》吧 KTV必点 虽然每次都跑调")],
  [R("u", "fav_music", "陈奕迅|Eason Chan"), O("u", "fav_music", "十年")])
C(L, "short", "要是我当年学了计算机就好了，现在也不至于在超市当店长天天盘货",
  [R("u", "job_title", "店长|超市店长|store manager")], tag=True)
C(L, "short", "我叫何思雨，朋友都叫我雨雨，你也这么叫吧",
  [R("u", "name", "何思雨"), R("u", "nickname", "雨雨")])
C(L, "short", "男朋友是东北的 跟他处了两年 我现在说话都一股大碴子味儿",
  [R("u", "partner", "男朋友|boyfriend"), R("p:男朋友", "hometown", "东北|Northeast China")])
C(L, "short", [U("在北师大读研，心理学，研二了"), U("论文开题还没过😭 导师说我选题太大")],
  [R("u", "school", "北师大|北京师范大学|Beijing Normal University"), R("u", "major", "心理学|psychology"),
   R("u", "degree", "读研|研究生|硕士|master"), O("u", "city", "北京|Beijing")])
C(L, "short", "其实我不是老师啦 我在培训机构做课程顾问 家长老以为我是老师跟我聊孩子成绩",
  [R("u", "job_title", "课程顾问|course consultant")], tag=True)
C(L, "short", "吃素第四年了 蛋奶还吃 肉是一口不碰",
  [R("u", "diet", "吃素|素食|vegetarian")])
C(L, "short", "《霸王别姬》是我心里永远的第一，每年春节都要重看一遍",
  [R("u", "fav_film", "霸王别姬|Farewell My Concubine")])
C(L, "short", "昨晚梦见自己在北京后海买了套四合院 醒来还在长沙的出租屋里 室友在隔壁打呼🙃",
  [R("u", "city", "长沙|Changsha")], tag=True)
C(L, "short", "粤语普通话我都能讲，英文就只能看看，开口就卡壳",
  [R("u", "language", "粤语|Cantonese"), R("u", "language", "普通话|Mandarin"), O("u", "language", "英文|English")], tag=True)
C(L, "short", "我妹读高三 明年六月高考 全家现在走路都踮着脚",
  [R("u", "family", "我妹|妹妹|sister"), R("p:妹妹", "plan", "高考|gaokao")])
C(L, "short", "我是女生哈！！别老一口一个兄弟",
  [R("u", "gender", "女生|女|female")])
C(L, "short", "用了四年的Kindle终于寿终正寝 刚下单了个文石 明天到",
  [R("u", "belonging", "文石|Boox")], tag=True)
C(L, "short", "在医院当护士 三班倒 现在没褪黑素根本睡不着",
  [R("u", "job_title", "护士|nurse"), R("u", "health", "睡不着|失眠|insomnia")])
C(L, "short", "最喜欢的书是余华的《活着》 高二晚自习偷看哭得稀里哗啦",
  [R("u", "fav_book", "活着|To Live")])
C(L, "short", "11月3号生日 天蝎 朋友都说我记仇 我只是记性好",
  [R("u", "birthday", "11月3号|November 3")])

# ---------------- diaries (11) ----------------
C(L, "diary", "3月12日 晴。早上七点起来跑了五公里，这个月已经跑第六次了，腿还行。地铁又挤成罐头，到公司发现组长请假，大家都松了口气。中午跟同事去吃新开的螺蛳粉，一般。下午方案改了三版客户还是不满意。晚上我妈打电话说外婆住院了，周六得回趟绍兴。洗完澡给年年（我家柯基）剪指甲，嚎得跟杀猪似的。",
  [R("u", "sport", "跑|跑步|running"), R("u", "pet", "柯基|corgi"), R("u", "pet_name", "年年"),
   R("p:外婆", "health", "住院|hospitalized"), O("u", "plan", "回趟绍兴|回绍兴"), R("u", "family", "外婆|grandma")])
C(L, "diary", "今天是入职顺丰的第一百天，领导在群里发了个红包，抢到三毛二。我现在是区域调度，每天接电话接到耳朵疼。下班顺路去菜市场买了条鲈鱼，老公说想吃清蒸的。他最近在备考一建，每天晚上在书房学到一点。婆婆下周要来住一个月，我得把次卧收拾出来。希望她别又念叨我们什么时候要二胎。",
  [R("u", "employer", "顺丰|SF Express"), R("u", "job_title", "区域调度|调度"), R("u", "partner", "老公|husband"),
   R("p:老公", "plan", "一建|备考一建"), R("p:婆婆", "plan", "来住一个月"), R("u", "family", "婆婆")], tag=True)
C(L, "diary", "周日，阴。睡到十一点，点了外卖。下午去琴行上了第二节大提琴课，老师说我左手姿势太僵。回来路上碰到高中同学阿哲，他说他现在在南京做程序员，还问我是不是还在银行，我说早辞了，现在在家接翻译的活。晚上煮了泡面，边吃边看《请回答1988》第三遍。",
  [R("u", "instrument", "大提琴|cello"), R("p:阿哲", "job_title", "程序员|programmer"), R("p:阿哲", "city", "南京|Nanjing"),
   R("p:阿哲", "relation", "高中同学|同学|classmate"), R("u", "job_title", "翻译|translator"), O("u", "fav_film", "请回答1988|Reply 1988")], tag=True)
C(L, "diary", "今天体检报告出来了，甲状腺结节3类，医生说半年复查就行。胆固醇也有点高，以后奶茶要少喝了（说说而已）。下午陪女儿朵朵去上游泳课，她现在能游二十五米了，比我强。晚上老周加班没回来吃饭，我和朵朵吃了番茄炒蛋。朵朵说她长大要当宇航员。",
  [R("u", "health", "甲状腺结节|结节|thyroid nodule"), O("u", "health", "胆固醇|高胆固醇"), R("u", "family", "朵朵|女儿|daughter"),
   R("p:朵朵", "relation", "女儿|daughter"), R("p:朵朵", "sport", "游泳|swimming"), O("u", "partner", "老周")], tag=True)
C(L, "diary", "搬家第三天，箱子还堆在客厅。新家在西安曲江，离单位近多了，骑车十分钟。下午房东来修热水器，聊了半天，原来他也是宝鸡人，跟我是老乡。晚上和室友小莉一起煮了火锅，她在陕师大读博，研究唐代诗歌，天天说我文盲。猫主子土豆还在床底下不肯出来。",
  [R("u", "city", "西安|Xi'an"), R("u", "place", "曲江"), R("u", "hometown", "宝鸡|Baoji"),
   R("p:小莉", "relation", "室友|roommate"), R("p:小莉", "school", "陕师大|陕西师范大学"), R("p:小莉", "degree", "读博|博士|PhD"),
   R("u", "pet", "猫|cat"), R("u", "pet_name", "土豆")], tag=True)
C(L, "diary", "1月5号，雪。早上送儿子去幼儿园，门口的雪人谁堆的好丑。回来打扫卫生，把去年买的跑步机又挪了个位置（一年就用过三次）。中午老妈视频，说我弟下个月要结婚了，女方是苏州人，在苏州当会计。我想了想要随多少礼，头大。晚上自己包了韭菜鸡蛋饺子，全家最爱吃的。",
  [R("p:弟弟", "plan", "结婚|wedding"), O("p:弟弟", "partner", "女方"), R("p:女方", "hometown", "苏州|Suzhou"), R("p:女方", "job_title", "会计|accountant"),
   O("p:女方", "city", "苏州|Suzhou"), O("u", "family", "儿子|son"), R("u", "family", "我弟|弟弟|brother"),
   O("u", "fav_food", "韭菜鸡蛋饺子|饺子"), O("u", "belonging", "跑步机")], tag=True)
C(L, "diary", "今天在公司年会上抽中了一台戴森吹风机！我在这家律所干了六年，第一次中奖。晚上跟部门去唱K，我唱了《后来》，被领导夸了。回家路上给我妈打电话她说哮喘又犯了，心里有点难受。明天请半天假陪她去复查。对了，从这周开始我正式戒咖啡，心悸太厉害。",
  [R("u", "belonging", "戴森吹风机|吹风机|Dyson"), O("u", "employer", "律所|law firm"), R("p:妈妈", "health", "哮喘|asthma"), R("u", "family", "我妈|妈妈|mom"),
   R("u", "diet|health", "戒咖啡|no coffee"), O("u", "health", "心悸"), O("u", "plan", "陪她去复查")], tag=False)
C(L, "diary", "周三 晴。今天终于把驾照考下来了，科目三一把过！教练说我是他带过最稳的女学员。下午在店里忙，奶茶店生意一般，我就是给人打工，老板在三亚度假。晚上和男朋友阿杰吃了烤鱼，他是做摄影的，最近在接婚礼跟拍。他说下个月带我回他老家湛江见家长。",
  [O("u", "belonging", "驾照|driver's license"), O("u", "gender", "女|female"), O("u", "job_title|employer", "奶茶店|店员"), R("u", "partner", "阿杰"),
   R("p:阿杰", "relation", "男朋友|boyfriend"), R("p:阿杰", "job_title", "摄影|摄影师|photographer"), R("p:阿杰", "hometown", "湛江|Zhanjiang"),
   O("u", "plan", "回他老家湛江见家长|见家长")], tag=True)
C(L, "diary", "下班后去了趟宠物医院，给我家兔子小白打疫苗，花了两百多。顺便问了医生能不能给兔子洗澡，医生一脸嫌弃。回家发现快递到了，是上周买的佳能微单，准备周末去植物园拍花。我本来想学油画的，后来发现摄影比较适合我这种懒人。晚饭吃了一碗螺蛳粉，这是我的命。",
  [R("u", "pet", "兔子|rabbit"), R("u", "pet_name", "小白"), R("u", "belonging", "佳能微单|佳能|Canon"),
   R("u", "hobby", "摄影|photography"), R("u", "fav_food", "螺蛳粉|luosifen")], tag=True)
C(L, "diary", "今天陪我爸去了趟人民医院，他的糖尿病控制得还可以，医生让他继续打胰岛素。排队三个小时，我在走廊里把报表做完了，当会计就是这点好，电脑在哪班就在哪上。中午在医院食堂吃饭，遇到我初中班主任，她居然还记得我叫林小满。晚上回家喂了鱼，两条锦鲤又长大了一圈。",
  [R("p:爸爸", "health", "糖尿病|diabetes"), R("u", "job_title", "会计|accountant"), R("u", "name", "林小满"),
   R("u", "pet", "锦鲤|鱼|koi"), R("u", "family", "我爸|爸爸|dad")], tag=False)
C(L, "diary", "2月28日 阴转小雨。开了一整天的会，我们组在做新能源车的电池管理系统，我负责测试。中午跟新来的实习生聊天，他说他是哈工大的，我说我也是，结果是同一个学院，我电气他自动化。下午老板说三月可能要派我去德国出差两周，还没定。晚上回家练了一小时吉他，手指头都磨出茧了。",
  [R("u", "industry", "新能源车|新能源|EV"), R("u", "job_title", "测试|测试工程师|test engineer"), R("u", "school", "哈工大|哈尔滨工业大学|HIT"),
   R("u", "major", "电气|electrical engineering"), R("p:实习生", "school", "哈工大|哈尔滨工业大学|HIT"), R("p:实习生", "major", "自动化|automation"), R("u", "instrument", "吉他|guitar"), O("u", "plan", "去德国出差|德国")], tag=True)

# ---------------- companion chats (14) ----------------
C(L, "companion", [
    U("小暖我跟你说 今天又被甲方骂了"),
    A("抱抱你～是不是又是那个做房地产的客户？你在广告公司真的太辛苦了"),
    U("不是房地产 是做母婴的那个 不过广告公司是对的 我是文案"),
    A("原来是母婴品牌呀！作为文案你每天都要想那么多slogan，好厉害"),
    U("厉害啥 就是个打工人 明天还得去他们苏州总部提案"),
], [R("u", "employer|industry", "广告公司|advertising"), R("u", "job_title", "文案|copywriter"), O("u", "plan", "去他们苏州总部提案|提案")],
  tag=True, char="小暖")
C(L, "companion", [
    U("阿澈 你还记得我养的那只狗吗"),
    A("当然记得！是那只叫旺财的金毛对吧？"),
    U("什么旺财啊 是布丁 而且是萨摩耶！！你是不是把别人的狗记成我的了"),
    A("对不起对不起，布丁，萨摩耶，记住了！它今天乖不乖？"),
    U("乖个屁 把我新买的AirPods咬坏了"),
], [R("u", "pet", "萨摩耶|Samoyed"), R("u", "pet_name", "布丁")], tag=True, char="阿澈")
C(L, "companion", [
    U("星野 晚上好 今天加班到十点"),
    A("辛苦啦！你是在做程序员对吗？"),
    U("我是产品经理 不是程序员 程序员是我老公 他比我还晚"),
    A("哈哈，原来你们家是产品和开发的组合，那吵架的时候是不是也要写需求文档"),
    U("别提了 在家也吵 今天吵的是要不要把他妈接来杭州住"),
    A("这个确实是大事，慢慢商量。我自己最喜欢的就是夜晚安静的时候听听雨声～"),
], [R("u", "job_title", "产品经理|PM|product manager"), R("u", "partner", "老公|husband"), R("p:老公", "job_title", "程序员|programmer"),
    O("u", "city", "杭州|Hangzhou"), O("c", "hobby", "听听雨声|听雨声")], tag=True, char="星野")
C(L, "companion", [
    U("团子 我今天去面试了"),
    A("哇！是面的上次说的那家游戏公司吗？"),
    U("对 米哈游 二面过了 下周三终面"),
    A("太棒了！那你是不是已经拿到offer啦？"),
    U("还没有啊 终面还没面呢 你别咒我"),
], [R("u", "plan", "终面|下周三终面"), O("u", "industry", "游戏|gaming")], tag=True, char="团子")
C(L, "companion", [
    U("阿柚 你觉得我是什么星座"),
    A("让我猜猜……你这么细心，一定是处女座！"),
    U("错 我是白羊 四月二号生日"),
    A("白羊座！难怪你做事风风火火的，四月二号我记下了"),
    U("记住了到时候要第一个祝我生日快乐"),
], [R("u", "birthday", "四月二号|4月2日|April 2")], tag=True, char="阿柚")
C(L, "companion", [
    U("小七 最近好烦 我对花粉过敏 春天简直是地狱"),
    A("好可怜，那你是不是对猫毛也过敏？"),
    U("猫毛不过敏 我家还养了两只布偶呢"),
    A("两只布偶！好幸福。它们叫什么名字呀"),
    U("一只叫可乐一只叫雪碧 我老公起的名 土吧"),
], [R("u", "allergy", "花粉|pollen"), R("u", "pet", "布偶|布偶猫|Ragdoll"), R("u", "pet_name", "可乐"), R("u", "pet_name", "雪碧"),
    R("u", "partner", "老公|husband")], tag=True, char="小七")
C(L, "companion", [
    U("知夏 我今天终于去学游泳了"),
    A("太好了！你之前不是说自己会游泳吗？"),
    U("我那是狗刨 这次报了个成人班 一周两次 教练超凶"),
    A("一周两次很规律呀，坚持下去一定能学会蛙泳"),
    U("希望吧 我一个三十五岁的人跟一群小孩一起学 有点丢人"),
], [R("u", "sport", "游泳|swimming"), R("u", "age", "三十五|35")], tag=True, char="知夏")
C(L, "companion", [
    U("墨墨 你说我要不要辞职回老家"),
    A("你老家是在哪里来着？四川吗？"),
    U("是贵州 遵义 现在在广州做外贸 累死了"),
    A("遵义！那边的羊肉粉很有名。在广州做外贸确实压力大"),
    U("对 羊肉粉是我的命 广州的都不正宗"),
    A("我也超爱吃米粉的，虽然我只能想象味道～"),
], [R("u", "hometown", "遵义|贵州|Zunyi"), R("u", "city", "广州|Guangzhou"), R("u", "industry|job_title", "外贸|foreign trade"),
    R("u", "fav_food", "羊肉粉"), O("c", "fav_food", "米粉")], tag=True, char="墨墨")
C(L, "companion", [
    U("安安 我跟你说个秘密 我其实会说日语"),
    A("真的吗！那你是日语专业的吗？"),
    U("不是 我学的是历史 日语是看动漫自学的 考过N2了"),
    A("看动漫学到N2太强了！你最喜欢哪部？"),
    U("最喜欢《虫师》 安安你肯定没看过"),
], [R("u", "language", "日语|Japanese"), R("u", "major", "历史|history"), R("u", "fav_film", "虫师|Mushishi"), O("u", "hobby", "看动漫|动漫|anime")],
  tag=True, char="安安")
C(L, "companion", [
    U("阿青 今天我妈又催婚"),
    A("又来了，你今年二十六了吧，她着急也正常"),
    U("二十八了好吗 你记错了 而且我有男朋友 只是还没告诉她"),
    A("哦哦二十八。那你男朋友是做什么的呀"),
    U("他是消防员 我妈肯定嫌他工作危险 所以我一直不敢说"),
], [R("u", "age", "二十八|28"), R("u", "partner", "男朋友|boyfriend"), R("p:男朋友", "job_title", "消防员|firefighter"), O("u", "family", "我妈|妈妈|mom")],
  tag=True, char="阿青")
C(L, "companion", [
    U("若白 我决定了 明年去读MBA"),
    A("好厉害！是申请到人大了吗？"),
    U("没有 还在准备材料 十二月才考联考"),
    A("原来是十二月联考，那你现在还在原来的公司吗"),
    U("嗯还在中石化 白天上班晚上复习"),
], [R("u", "plan", "联考|MBA|十二月才考联考"), R("u", "employer", "中石化|Sinopec")], tag=True, char="若白")
C(L, "companion", [
    U("晚星 我今天把头发剪短了"),
    A("哇想看！是那种齐耳短发吗？你一直是长发对吧"),
    U("对 留了十年 今天一刀剪了 心情不好"),
    A("怎么了？愿意跟我说说吗"),
    U("分手了 三年的感情 他说他要去新加坡工作 异地不了"),
    A("抱抱你。三年真的不短，想哭就哭吧"),
], [], tag=True, char="晚星")
C(L, "companion", [
    U("小狸 我在学做饭"),
    A("你不是一直点外卖的吗哈哈，在学什么菜"),
    U("红烧肉 我老公最爱吃的 他下周生日 想给他个惊喜"),
    A("好浪漫！你老公生日是下周几呀"),
    U("下周四 十月十七"),
], [R("u", "partner", "老公|husband"), R("p:老公", "fav_food", "红烧肉"), R("p:老公", "birthday", "十月十七|10月17日|October 17"),
    O("u", "hobby", "做饭|cooking")], tag=True, char="小狸")
C(L, "companion", [
    U("言叶 我今天又去看了场话剧"),
    A("你真的好喜欢话剧！这个月第几场了"),
    U("第三场 在上海大剧院 我每个月工资一半都给了剧院"),
    A("上海的演出资源真的多，你住得离大剧院近吗"),
    U("不近 我住松江 坐地铁一个多小时"),
], [R("u", "hobby", "话剧|看话剧|theatre"), R("u", "place|city", "松江"), O("u", "city", "上海|Shanghai")], char="言叶")

# ---------------- group chats (11: 6 me, 5 exporter_me) ----------------
C(L, "group", [
    S("妈妈", "周末都回家吃饭啊 我炖了排骨"),
    S("小峰", "我回不去 这周要值班 医院排班表刚出来"),
    S("小雯", "我能回 带上小宝"),
    S("妈妈", "小宝最近咳嗽好点没"),
    S("小雯", "好多了 就是对鸡蛋过敏还是老样子 医生说长大就好"),
], [O("p:小峰", "employer", "医院|hospital"), R("p:小宝", "allergy", "鸡蛋|egg"), O("p:小宝", "health", "咳嗽"), O("u", "family", "小宝"),
    O("u", "family", "妈妈|mom")], tag=True, me="小雯")
C(L, "group", [
    S("老王", "明天谁去钓鱼"),
    S("阿强", "我去 新买的竿子还没开过光"),
    S("大刘", "我不去了 老婆预产期就这周"),
    S("阿强", "恭喜恭喜 男孩女孩"),
    S("大刘", "女孩 名字都起好了 叫刘念"),
    S("小李", "我也去 带上我儿子 他放暑假了天天在家打游戏"),
], [R("u", "hobby|sport", "钓鱼|fishing"), R("u", "belonging", "竿子|鱼竿"), R("p:大刘", "partner", "老婆|wife"), R("p:大刘", "plan", "预产期")],
  tag=True, me="阿强")
C(L, "group", [
    S("Coco", "姐妹们我下个月去成都玩 有啥推荐", True),
    S("思思", "去吃冒菜！我大学在成都读的 川大"),
    S("Coco", "好嘞 我不吃辣会不会死"),
    S("思思", "点微辣 你一个重庆人说不吃辣笑死"),
    S("Coco", "我是重庆人但我真不吃辣 从小就不吃 被我们全家嫌弃"),
    S("娜娜", "我陪你去！我年假还剩五天"),
], [R("u", "plan", "去成都玩|去成都"), R("u", "hometown", "重庆|Chongqing"), R("u", "dislike|diet", "不吃辣|辣|spicy food"),
    R("p:思思", "school", "川大|四川大学|Sichuan University"), O("u", "nickname|name", "Coco")], tag=True)
C(L, "group", [
    S("班主任李老师", "各位家长，下周五开家长会，请准时参加"),
    S("乐乐妈", "收到 乐乐爸爸出差 我去", True),
    S("浩浩爸", "收到，请问几点"),
    S("班主任李老师", "下午三点，在三楼多媒体教室"),
    S("乐乐妈", "李老师 乐乐花生过敏 下周秋游的零食能不能注意一下"),
], [R("p:乐乐", "allergy", "花生|peanut"), O("u", "family", "乐乐"), O("u", "plan", "家长会"), O("p:乐乐爸爸", "plan", "出差")], tag=True)
C(L, "group", [
    S("阿伟", "组里新来的那个实习生是哪个学校的"),
    S("我", "浙大的 跟我一个导师带出来的"),
    S("小美", "你们浙大帮又壮大了"),
    S("阿伟", "哈哈 我们组现在一半都是浙大的 就我是野鸡大学"),
    S("我", "别谦虚 你华科的算野鸡那我们算啥"),
], [R("u", "school", "浙大|浙江大学|Zhejiang University"), R("p:阿伟", "school", "华科|华中科技大学")], tag=True, me="我")
C(L, "group", [
    S("姐姐", "爸下周六生日 七十大寿 大家都回来吧", True),
    S("二哥", "必须回 我从北京开车回去"),
    S("小妹", "我在国外回不去啊 视频参加行吗"),
    S("姐姐", "行 小妹你在墨尔本那边几点"),
    S("小妹", "比国内早两个小时 没问题"),
], [R("p:爸爸", "age", "七十|70"), R("u", "family", "爸|爸爸|dad"), R("p:二哥", "city", "北京|Beijing"), R("p:小妹", "city", "墨尔本|Melbourne"), O("u", "plan", "七十大寿")],
  tag=True)
C(L, "group", [
    S("阿May", "今晚谁打王者"),
    S("大熊", "我 但我只打辅助"),
    S("阿May", "我是王者段位了 带你们飞"),
    S("小K", "我最近改玩原神了 王者卸了"),
    S("大熊", "叛徒 你上周还说原神无聊"),
], [R("u", "hobby", "王者|王者荣耀|打王者"), O("p:小K", "hobby", "原神")], tag=True, me="大熊")
C(L, "group", [
    S("小林", "周六羽毛球还约吗 我订了场地", True),
    S("阿杰", "约 我带新拍子"),
    S("小林", "老地方 奥体中心 下午两点"),
    S("Vicky", "我不去了 脚崴了 医生说至少休息两周"),
    S("阿杰", "保重 你这是第三次崴了吧"),
], [R("u", "sport", "羽毛球|badminton"), R("u", "plan", "周六羽毛球|订了场地"), R("p:Vicky", "health", "脚崴了|崴了|sprained ankle"),
    O("u", "place", "奥体中心")], tag=True)
C(L, "group", [
    S("陈姐", "下个月读书会读什么"),
    S("小周", "我提议《三体》 我最喜欢的书没有之一"),
    S("陈姐", "上次就是科幻了 换点别的吧"),
    S("老孙", "我推荐《额尔古纳河右岸》 我老家就在那附近 呼伦贝尔的"),
    S("小周", "我同意老孙的 我也想了解一下"),
    S("阿芳", "我上个月刚搬去苏州了 以后线上参加可以吗"),
], [R("p:阿芳", "city", "苏州|Suzhou"), R("p:小周", "fav_book", "三体|The Three-Body Problem"), R("p:老孙", "hometown", "呼伦贝尔|Hulunbuir"), O("u", "hobby", "读书会")],
  tag=True, me="陈姐")
C(L, "group", [
    S("室长", "谁把我的酸奶喝了"),
    S("小胖", "不是我 我乳糖不耐"),
    S("阿飞", "是我 明天赔你两瓶"),
    S("室长", "你每次都这么说"),
    S("阿飞", "这次真的 我刚发了实习工资 在京东实习"),
    S("老四", "我作证 他昨晚两点在楼道喝的"),
], [R("p:阿飞", "employer", "京东|JD"), R("p:阿飞", "job_title", "实习|实习生|intern"), R("p:小胖", "health|allergy|diet", "乳糖不耐|lactose intolerance")],
  tag=True, me="阿飞")
C(L, "group", [
    S("舅舅", "小宇大学填的什么专业"),
    S("小宇妈", "计算机 南大的", True),
    S("舅舅", "好专业 以后不愁"),
    S("表姐", "我当年也想学计算机 后来被调剂去学了护理"),
    S("小宇妈", "护理也好 你现在不是在省人民医院当护士长嘛"),
    S("表姐", "是啊 累是累 稳定"),
], [R("p:小宇", "major", "计算机|computer science"), R("p:小宇", "school", "南大|南京大学|Nanjing University"),
    R("p:表姐", "job_title", "护士长|head nurse"), R("p:表姐", "employer", "省人民医院"), O("p:表姐", "major", "护理|nursing"), O("u", "family", "小宇")],
  tag=True)
