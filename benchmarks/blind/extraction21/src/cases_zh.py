from h import *

L = "zh"
CASES = []


def add(kind, turns, expect, **k):
    CASES.append(case(L, kind, turns, expect, **k))


# ---------- short chats ----------
add("short", ["就是那个我跟你说啊我现在在成都这边上班嘛然后做的是那个房产中介就是天天带人看房腿都要跑断了然后我妈还老催我回绵阳考公务员我是真的不想考"],
    [U("city", ["成都", "Chengdu"]), U("job_title", ["房产中介", "中介"]),
     U("hometown", ["绵阳", "Mianyang"], False), U("family", ["我妈", "妈妈"], False)], tag=True)

add("short", ["我对芒果过敏，上次吃了一口嘴巴肿成香肠嘴🤡 但是我男朋友超爱吃芒果，每次当着我面吃，气死"],
    [U("allergy", ["芒果", "mango"]), U("partner", ["男朋友", "boyfriend"]),
     P("男朋友", "fav_food", ["芒果", "mango"])], tag=True)

add("short", ["手机号换了哈 新的是13917264458，旧的那个138开头的别打了"],
    [U("phone", ["13917264458"])], tag=True)

add("short", ["本人女，95年的，射手座，在厦门做外贸跟单，养了一只叫年糕的柯基"],
    [U("gender", ["女", "female"]), U(["birthday", "age"], ["95年", "1995"]),
     U("job_title", ["外贸跟单", "跟单"]), U("industry", ["外贸", "foreign trade"], False),
     U("city", ["厦门", "Xiamen"]), U("pet", ["柯基", "corgi"]), U("pet_name", ["年糕"])])

add("short", ["问一下大家，我今年三十二了还在读博是不是很丢人😭 材料学，导师是真的push"],
    [U("age", ["三十二", "32"]), U(["degree", "job_title"], ["读博", "博士", "PhD"]),
     U("major", ["材料学", "材料", "materials science"])])

add("short", ["我不是老师啦，我是学校食堂打饭的阿姨😂 学生都叫我刘姨"],
    [U("job_title", ["食堂打饭", "打饭的阿姨", "食堂"]), U("nickname", ["刘姨"]),
     U("employer", ["学校食堂", "学校"], False), U("gender", ["阿姨", "女", "female"], False)], tag=True)

add("short", ["素食第三年了🌱"], [U("diet", ["素食", "vegetarian"])])

add("short", ["我在想要不要辞职去大理开民宿，你觉得靠谱吗。现在在杭州一个做跨境电商的公司当运营，工资还行就是累"],
    [U("city", ["杭州", "Hangzhou"]), U("industry", ["跨境电商", "电商", "cross-border e-commerce"]),
     U("job_title", ["运营", "operations"])], tag=True)

add("short", ["我老家是延边的，朝鲜族，朝鲜语和汉语都说，在家跟奶奶只说朝鲜语"],
    [U("hometown", ["延边", "Yanbian"]), U("language", ["朝鲜语", "Korean"]),
     U("language", ["汉语", "中文", "Chinese", "Mandarin"]), U("family", ["奶奶"], False)])

add("short", ["哈哈哈我要是有钱就买辆保时捷了，现实是每天骑电动车送外卖，美团的"],
    [U("job_title", ["送外卖", "外卖骑手", "delivery rider"]), U("employer", ["美团", "Meituan"]),
     U("belonging", ["电动车", "e-bike"], False)], tag=True)

add("short", ["今天去宠物医院给我家猫打疫苗，它叫煤球，纯黑的，打完针缩在包里一声不吭"],
    [U("pet", ["猫", "cat"]), U("pet_name", ["煤球"])])

add("short", [u("我高血压，医生让我少吃盐，所以现在做菜基本不放酱油了，我老伴儿嫌没味道"),
               a("少盐对血压好。要不要我推荐几道低盐又下饭的菜？"), u("好啊，清淡点的，我老伴儿爱吃鱼")],
    [U("health", ["高血压", "hypertension"]), U("diet", ["少吃盐", "低盐", "low salt"]),
     U("partner", ["老伴儿", "老伴"]), P("老伴儿", "fav_food", ["鱼", "fish"])], tag=True)

add("short", ["我邮箱写错了，是 xiaoyu_lin88@163.com 不是 xiaoyu_lin86，麻烦帮我改一下"],
    [U("email", ["xiaoyu_lin88@163.com"])], tag=True)

add("short", ["我哥在深圳腾讯做后端，我在老家县城的中学教数学，我们家就俩孩子"],
    [P("哥哥", "city", ["深圳", "Shenzhen"]), P("哥哥", "employer", ["腾讯", "Tencent"]),
     P("哥哥", "job_title", ["后端", "后端开发", "backend engineer"]),
     U("family", ["我哥", "哥哥", "俩孩子"]), U("job_title", ["教数学", "数学老师", "math teacher"]),
     U("employer", ["中学"], False)], tag=True)

add("short", ["刚过完三十岁生日，十月二十号，朋友们给我办了个惊喜派对，感动到哭"],
    [U("age", ["三十", "30"]), U("birthday", ["十月二十号", "10月20日", "October 20"])])

add("short", ["我学的是会计，但毕业后一天会计都没干过，现在在健身房当私教😂"],
    [U("major", ["会计", "accounting"]), U("job_title", ["私教", "健身教练", "personal trainer"]),
     U("employer", ["健身房", "gym"], False)], tag=True)

add("short", ["我其实不太喜欢吃火锅，四川人不吃辣是不是很离谱"],
    [U("dislike", ["火锅", "hotpot"]), U("hometown", ["四川", "Sichuan"]),
     U(["dislike", "diet"], ["不吃辣", "辣", "spicy food"])])

add("short", ["我们小区楼下新开了家瑞幸，我每天早上一杯生椰拿铁，续命"],
    [U("fav_food", ["生椰拿铁", "coconut latte"])], tag=True)

add("short", ["帮我记一下，我儿子乐乐花生过敏，严重的那种，带他出去吃饭一定要提醒我问清楚"],
    [P("乐乐", "allergy", ["花生", "peanut"]), P("乐乐", "relation", ["儿子", "son"]),
     U("family", ["乐乐", "儿子"])])

add("short", ["我是上海交大的研二学生，读的机械，明年毕业，已经签了蔚来的三方"],
    [U("school", ["上海交大", "上海交通大学", "SJTU"]), U(["degree", "job_title"], ["研二", "研究生", "master's student"]),
     U("major", ["机械", "mechanical engineering"]), U(["employer", "plan"], ["蔚来", "NIO"]),
     U("city", ["上海", "Shanghai"], False)])

add("short", ["我叫周晓冉，叫我冉冉就行"], [U("name", ["周晓冉"]), U("nickname", ["冉冉"])])

add("short", ["昨晚梦见我养了一只羊驼，醒来发现只有一只仓鼠在跑轮子哈哈"],
    [U("pet", ["仓鼠", "hamster"])], tag=True)

add("short", [u("帮我查下天津明天的天气"), a("好的！明天天津多云转晴。你是在天津生活，还是要去出差呀？"),
               u("你是不是以为我在北京？早搬走啦，现在在天津，北京房租太贵了")],
    [U("city", ["天津", "Tianjin"])], tag=True)

add("short", ["我会弹古筝，考过十级，不过工作以后就很少碰了"],
    [U("instrument", ["古筝", "guzheng"])])

add("short", ["我闺蜜在新西兰读护理，每次视频都是半夜，时差好烦"],
    [P("闺蜜", ["city", "place"], ["新西兰", "New Zealand"]), P("闺蜜", "major", ["护理", "nursing"])], tag=True)

add("short", ["不喝酒不抽烟，唯一的爱好就是钓鱼，周末基本都在水库边上"],
    [U(["hobby", "sport"], ["钓鱼", "fishing"])])

add("short", ["我在一家做医疗器械的外企做销售，常驻郑州，天天跑医院"],
    [U("industry", ["医疗器械", "medical devices"]), U("job_title", ["销售", "sales"]),
     U("city", ["郑州", "Zhengzhou"]), U("employer", ["外企"], False)])

add("short", ["我最爱的书是《活着》，每次看都哭"], [U("fav_book", ["活着", "To Live"])])

add("short", ["我的微信号就是手机号，15820937716，加的时候备注一下"], [U("phone", ["15820937716"])])

add("short", ["最近在学西班牙语，多邻国打卡三百天了，下个月还报了DELE A2的考试"],
    [U("language", ["西班牙语", "Spanish"]), U("plan", ["DELE A2", "DELE A2的考试", "DELE exam"])])

add("short", ["我老公是消防员，一周有四天不在家，我一个人带俩娃"],
    [P("老公", "job_title", ["消防员", "firefighter"]), U("partner", ["老公", "husband"]),
     U("family", ["俩娃", "两个孩子"]), U("gender", ["女", "female"], False)])

add("short", ["我最讨厌香菜，谁放香菜我跟谁急"], [U("dislike", ["香菜", "cilantro", "coriander"])])

add("short", ["我爸今年六十五了，刚退休，天天在公园打太极"],
    [P("爸爸", "age", ["六十五", "65"]), P("爸爸", "job_title", ["退休", "retired"]),
     P("爸爸", ["sport", "hobby"], ["太极", "tai chi"]), U("family", ["我爸", "爸爸"])], tag=True)

add("short", ["我不是广东人啦，只是在广州读的大学，老家江西赣州的"],
    [U("hometown", ["赣州", "江西赣州", "Ganzhou"])], tag=True)

add("short", ["下周六我结婚！请假条已经批了🎉"], [U("plan", ["结婚", "wedding"])])

add("short", [u("我是自由插画师，接商稿为主，偶尔也画同人"), a("好厉害！你平时主要用什么画呀？"),
               u("iPad加procreate，数位屏太贵了买不起")],
    [U("job_title", ["自由插画师", "插画师", "freelance illustrator"]), U("belonging", ["iPad"])], tag=True)

# ---------- companion chats ----------
add("companion", [u("今天好累，下班都九点了"), a("辛苦啦～又是加班吗？你们律所最近是不是案子特别多？"),
                  u("不是律所啦，我在会计师事务所，四大之一，德勤。年底审计季就是这样"),
                  a("原来是德勤！审计季确实辛苦，记得吃晚饭哦"), u("吃了碗螺蛳粉，我的命根子")],
    [U("employer", ["德勤", "Deloitte"]), U("industry", ["会计师事务所", "审计", "accounting", "audit"]),
     U("fav_food", ["螺蛳粉"])], tag=True, character="阿念")

add("companion", [u("我跟你说我今天领养了一只狗！"), a("哇！恭喜！是什么品种呀？"),
                  u("土狗，黄色的，收容所里接回来的，我给它起名叫大黄"),
                  a("大黄好可爱的名字～你一个人住照顾它会不会忙不过来？"), u("我跟我对象一起住的，她在家办公，能照顾")],
    [U("pet", ["土狗", "狗", "dog"]), U("pet_name", ["大黄"]), U("partner", ["对象"])],
    character="星星")

add("companion", [u("我下个月就二十九了，感觉老了"), a("二十八岁正是好年纪呀！"),
                  u("是二十九！下个月过生日，7月3号"), a("抱歉记错啦，7月3号我记住了～")],
    [U("birthday", ["7月3号", "July 3"]), U("age", ["二十八", "28"], False)], tag=True, character="阿橙")

add("companion", [u("暮暮你知道吗 我们哈尔滨今天零下三十度"), a("天哪好冷！你是哈尔滨本地人吗？"),
                  u("不是，我是海南人，来哈尔滨读研的，冻傻了"),
                  a("从海南到哈尔滨，温差也太大了吧！读的什么专业呀？"), u("冰雪运动管理😂 是不是很应景")],
    [U("city", ["哈尔滨", "Harbin"]), U("hometown", ["海南", "Hainan"]),
     U(["degree", "job_title"], ["读研", "研究生", "master's student"]), U("major", ["冰雪运动管理"])],
    tag=True, character="暮暮")

add("companion", [u("帮我看看这个体检预约表怎么填，我帮我妈约的"),
                  a("好的～需要填姓名、年龄、过敏史这些，阿姨今年多大啦？"),
                  u("她五十八，对青霉素过敏，有糖尿病"),
                  a("好的，那过敏史写青霉素，既往病史写糖尿病。你自己有没有什么过敏呢？"), u("我没有，啥都能吃")],
    [P("妈妈", "age", ["五十八", "58"]), P("妈妈", "allergy", ["青霉素", "penicillin"]),
     P("妈妈", "health", ["糖尿病", "diabetes"]), P("妈妈", "plan", ["体检"], False),
     U("family", ["我妈", "妈妈"])], tag=True, character="小鹿")

add("companion", [u("糯米，我今天被领导骂了"), a("抱抱你！发生什么事了？你不是说你在银行做柜员吗？"),
                  u("早就不是柜员了，去年调到了对公业务部当客户经理，压力大多了"),
                  a("原来是升职了呀，压力大也是正常的"), u("嗯 建行的活真不是人干的")],
    [U("job_title", ["客户经理", "account manager"]), U("employer", ["建行", "建设银行", "CCB"]),
     U("industry", ["银行", "banking"], False)], tag=True, character="糯米")

add("companion", [u("最近单曲循环陈奕迅的《富士山下》"), a("好听！你是不是特别喜欢粤语歌？"),
                  u("还好吧，我就喜欢陈奕迅，粤语我其实听不太懂"),
                  a("我也超爱Eason！我最喜欢《十年》"), u("哈哈你也有喜欢的歌啊")],
    [U("fav_music", ["陈奕迅", "Eason Chan", "Eason"]), C("fav_music", ["十年"])],
    tag=True, character="云朵")

add("companion", [u("我下周搬家，从朝阳搬到通州，猫要怎么运啊"), a("可以用航空箱哦。你家几只猫？"),
                  u("两只，一只橘猫一只狸花"), a("搬家当天可以先把它们关在一个安静的房间里～")],
    [U("plan", ["搬家", "搬到通州", "通州"]), U(["place", "city"], ["朝阳", "Chaoyang"]),
     U("pet", ["橘猫", "orange cat"]), U("pet", ["狸花", "tabby"])], tag=True, character="阿吉")

add("companion", [u("我是男生啊，你怎么老叫我小姐姐"), a("哈哈对不起！那我叫你小哥哥？"),
                  u("叫我阿凯就行，大家都这么叫")],
    [U("gender", ["男生", "男", "male"]), U("nickname", ["阿凯"])], tag=True, character="小夏")

add("companion", [u("今天复查，甲状腺结节还是老样子，医生说半年后再看"),
                  a("那就好，没有变大就是好消息。你最近还在吃优甲乐吗？"),
                  u("没有啦，我是结节不是甲减，不用吃药"), a("哦哦是我记混了")],
    [U("health", ["甲状腺结节", "结节", "thyroid nodule"])], tag=True, character="柚子")

add("companion", [u("我今天终于把论文初稿交了！！"), a("太棒了！是毕业论文吗？你是本科还是硕士呀？"),
                  u("本科，大四，武汉大学新闻系的"), a("武大新闻系很厉害！毕业后打算做记者吗？"),
                  u("不想，想考公，还没想好")],
    [U("school", ["武汉大学", "武大", "Wuhan University"]), U("major", ["新闻", "journalism"]),
     U(["degree", "job_title"], ["大四", "本科", "senior"]), U("city", ["武汉", "Wuhan"], False)],
    tag=True, character="阿树")

add("companion", [u("我婆婆明天要来住一个月，我已经开始焦虑了"), a("理解理解～你老公怎么说？"),
                  u("他能说啥，他是独生子，他妈说啥就是啥"), a("那你要照顾好自己的情绪哦")],
    [U("partner", ["老公", "husband"], False), P("老公", "family", ["独生子", "only child"]),
     U("family", ["婆婆"], False), U("gender", ["女", "female"], False)], tag=True, character="小乔")

add("companion", [u("阿福，你会说四川话吗"), a("我会一点点！巴适得板～你是四川人吗？"),
                  u("不是，我重庆的，不过重庆话跟四川话差不多"), a("原来是重庆人！火锅之都～"),
                  u("我现在在苏州上班，好久没吃正宗火锅了")],
    [U("hometown", ["重庆", "Chongqing"]), U("city", ["苏州", "Suzhou"]),
     U("language", ["重庆话", "Chongqing dialect"], False), C("language", ["四川话", "Sichuanese"], False)],
    tag=True, character="阿福")

add("companion", [u("今天羽毛球打了三个小时，腿废了"), a("哇好厉害，你是每周都打吗？"),
                  u("对，每周二四晚上，跟公司同事一起"), a("那你的球拍是什么牌子的？"),
                  u("尤尼克斯的天斧，攒了好久的钱买的")],
    [U("sport", ["羽毛球", "badminton"]), U("belonging", ["天斧", "尤尼克斯的天斧", "Yonex Astrox", "球拍"])],
    character="小白")

# ---------- diaries ----------
add("diary", [u("3月12日 阴。早上送朵朵去幼儿园，她又哭着不肯进门。上班路上地铁2号线又故障，迟到了十分钟，被主管看见了。"
                "中午跟小周吃了楼下的沙县。下午开了三个会。晚上老公加班，我一个人给朵朵洗澡讲故事，她要听小猪佩奇，讲了五遍。"
                "想起来明天是我三十四岁生日，居然没人记得，算了，自己买个蛋糕吧。", at="2024-03-12")],
    [U("family", ["朵朵", "女儿"]), P("朵朵", "relation", ["女儿", "daughter"], False),
     U("partner", ["老公", "husband"]), U("age", ["三十三", "33"], False),
     U("birthday", ["3月13日", "March 13"], False)], tag=True)

add("diary", [u("今天是来加拿大的第五年。早上铲雪，邻居Tom又来借铲子。在Tim Hortons上班上到下午三点，店长请全店吃了甜甜圈。"
                "回家路上给国内爸妈打了视频，我妈又问我什么时候找对象。晚上做了一锅酸菜炖粉条，想家。")],
    [U("employer", ["Tim Hortons"]), U(["city", "place"], ["加拿大", "Canada"]),
     U("family", ["爸妈", "parents"], False)])

add("diary", [u("今天跑了人生第一个半马，2小时08分，虽然很慢但是跑完了！！腿现在还在抖。跑完和跑团的人一起去吃了早茶。"
                "我是真的没想到，一年前我还是个走两步就喘的胖子，体检脂肪肝，现在瘦了三十斤。下个月准备报名厦马。")],
    [U("sport", ["跑", "跑步", "半马", "running"]), U("plan", ["厦马", "报名厦马"], False)], tag=True)

add("diary", [u("周日。睡到十一点，点了个外卖黄焖鸡。下午去看了《流浪地球2》，第三遍了，我真的是太爱这部电影了。"
                "晚上室友小蕾拉我去楼下打羽毛球，打了半小时就不行了。小蕾说她下个月要去成都出差。睡前又刷了两小时抖音，罪恶。")],
    [U("fav_film", ["流浪地球2", "流浪地球", "The Wandering Earth 2"]), P("小蕾", "relation", ["室友", "roommate"]),
     P("小蕾", "plan", ["出差", "去成都出差"], False), U("sport", ["羽毛球", "badminton"], False)], tag=True)

add("diary", [u("今天在诊所一口气看了四十多个病人，流感季太恐怖了。我这个内科医生当得跟流水线一样。回家的时候小区门口的糖炒栗子排了好长的队，买了一斤。"
                "老婆说她单位下个月要派她去北京培训半年，我一个人带儿子估计要崩溃。儿子今年上二年级，数学又考了六十分。")],
    [U("job_title", ["内科医生", "医生", "internist"]), U("employer", ["诊所", "clinic"], False),
     U("partner", ["老婆", "wife"]), P("老婆", "plan", ["去北京培训", "培训"], False),
     U("family", ["儿子", "son"]), P("儿子", ["job_title", "school"], ["二年级", "second grade"]),
     U("gender", ["男", "male"], False)], tag=True)

add("diary", [u("2月3日。回老家过年第三天。我们福建莆田这边过年规矩特别多。今天跟表哥们打了一下午的牌，输了两百。晚上奶奶包了海蛎饼，这个我能吃十个。"
                "我妈又在饭桌上说隔壁家闺女都生二胎了，我装没听见。我今年二十七，在上海做UI设计，又不是嫁不出去。")],
    [U("hometown", ["莆田", "福建莆田", "Putian"]), U("fav_food", ["海蛎饼"]), U("age", ["二十七", "27"]),
     U("city", ["上海", "Shanghai"]), U("job_title", ["UI设计", "UI designer"]),
     U("gender", ["女", "female"], False), U("family", ["我妈", "奶奶"], False)], tag=True)

add("diary", [u("下雨。今天把阳台的多肉全部换了盆，一共三十七盆，我这个人养多肉上瘾了。中午女儿从深圳打电话来，说外孙考上了深圳中学，高兴得我多吃了一碗饭。"
                "我跟老头子说过两个月去深圳看他们，车票还没买。腰又疼了，老毛病，腰椎间盘突出。")],
    [U("hobby", ["养多肉", "多肉", "succulents"]), U("family", ["女儿", "daughter"]),
     P("女儿", "city", ["深圳", "Shenzhen"]), P("外孙", "school", ["深圳中学"]),
     U("partner", ["老头子"]), U("health", ["腰椎间盘突出", "腰疼"]),
     U("plan", ["去深圳", "去深圳看他们"], False)], tag=True)

add("diary", [u("今天是在新公司的第一天。字节的食堂是真的好吃，不枉我从阿里跳过来。工位在北京大钟寺那边，每天通勤一个半小时。"
                "组里的人都挺年轻，带我的mentor是个95后的小姑娘。晚上回家吃了泡面。")],
    [U("employer", ["字节", "字节跳动", "ByteDance"]), U("city", ["北京", "Beijing"], False),
     U("place", ["大钟寺"], False)], tag=True)

add("diary", [u("晚上十一点，刚下夜班。急诊科今天来了个喝多了的大哥，吐了我一身。护士长说我这个月表现好，年底可以评优。我今年护士干到第八年了。"
                "回家猫主子已经把沙发挠烂了，这个狸花猫叫土豆，一点都不像土豆。周五休息，约了闺蜜去看周深的演唱会，票我半年前就抢到了，这是我最喜欢的歌手。")],
    [U("job_title", ["护士", "nurse"]), U("pet", ["狸花猫", "猫", "cat"]), U("pet_name", ["土豆"]),
     U("plan", ["周深的演唱会", "演唱会", "concert"]), U("fav_music", ["周深", "Zhou Shen"])])

add("diary", [u("今天下班去考驾照科目二，第三次了，终于过了！教练说我倒车入库像是在开坦克。回家路上给自己买了一杯奶茶奖励。"
                "我是个只会骑自行车的人，二十四年了终于要有驾照了。下周考科目三。")],
    [U("plan", ["科目三", "考科目三", "driving test"]), U("age", ["二十四", "24"], False)], tag=True)

add("diary", [u("今天第一次参加读书会，读的是《百年孤独》，说实话我没读完。在场的都是退休的阿姨叔叔，我这个大三学生显得特别格格不入。"
                "回宿舍路上顺便去图书馆还了书，哦对，我学的是俄语，下学期要去圣彼得堡交换，签证已经下来了。")],
    [U(["degree", "job_title"], ["大三", "大三学生", "junior"]), U("major", ["俄语", "Russian"]),
     U("plan", ["圣彼得堡交换", "交换", "去圣彼得堡", "exchange"]), U("language", ["俄语", "Russian"], False)], tag=True)

# ---------- group chats ----------
add("group", [s("妈妈", "小雅你周末回不回来吃饭？你爸钓了条大鱼"),
              s("小雅", "回不了，我周末值班，我们科室就我一个住院医"),
              s("哥哥", "我回，带小宝一起"), s("妈妈", "好好好，小宝最近还过敏吗"),
              s("哥哥", "还是尘螨过敏，刚换了除螨床垫")],
    [U("job_title", ["住院医", "住院医师", "resident"]), U("name", ["小雅"], False),
     P("小宝", "allergy", ["尘螨", "dust mites"])], tag=True, me="小雅")

add("group", [s("老王", "毕业十年聚会定在国庆第二天，大家报个名"),
              s("阿杰", "我报名，不过我现在在新加坡，得看能不能请到假"),
              s("陈晨", "报名+1，我在二中当老师，国庆正好放假", exp=True),
              s("胖虎", "我去不了，老婆预产期就是十月初😭"), s("陈晨", "恭喜恭喜！男孩女孩？"), s("胖虎", "女儿！")],
    [U("plan", ["聚会", "毕业十年聚会", "reunion"]), U("job_title", ["老师", "teacher"]),
     U("employer", ["二中"]), U("name", ["陈晨"], False),
     P("阿杰", ["city", "place"], ["新加坡", "Singapore"]), P("胖虎", "partner", ["老婆", "wife"])], tag=True)

add("group", [s("王总", "明天甲方来验收，大家准备一下"), s("小刘", "收到。林工你明天不是请了婚假吗"),
              s("林工", "对，明天领证，后天回来，图纸我已经发给赵姐了"),
              s("赵姐", "收到，恭喜林工！新娘子是哪里人啊"), s("林工", "她是贵州的，我们大学同学")],
    [U("plan", ["领证", "婚假"]), U("partner", ["新娘子", "未婚妻"], False),
     P("新娘子", "hometown", ["贵州", "Guizhou"]), U("nickname", ["林工"], False),
     U("job_title", ["工程师", "engineer"], False)], tag=True, me="林工")

add("group", [s("豆豆爸", "谁知道望京附近靠谱的宠物医院？豆豆又拉肚子了"),
              s("狗蛋妈", "我家狗蛋一直在望京的瑞派看，医生挺好的。我就住望京", exp=True),
              s("布丁", "我家布丁是猫，去的是芭比堂"), s("阿凡", "我没养，我对猫毛过敏，纯云吸")],
    [U("pet_name", ["狗蛋"]), U("pet", ["狗", "dog"], False), U(["place", "city"], ["望京", "Wangjing"]),
     U("gender", ["妈", "女", "female"], False), P("豆豆爸", "pet_name", ["豆豆"]),
     P("布丁", "pet", ["猫", "cat"]), P("布丁", "pet_name", ["布丁"]), P("阿凡", "allergy", ["猫毛", "cat hair"])], tag=True)

add("group", [s("物业小王", "各位业主，下周三停水一天"), s("3栋李阿姨", "又停水！我孙子下周三正好放假回来"),
              s("老张", "收到。我家在7栋，正好那天出差去成都，没影响"), s("5栋陈先生", "老张你还在中石化啊？"),
              s("老张", "早退了，今年刚办的退休，现在帮儿子带娃")],
    [U("job_title", ["退休", "retired"]), U("employer", ["中石化", "Sinopec"], False),
     U("place", ["7栋"]), U("plan", ["出差去成都", "出差"]), U("family", ["儿子", "son"], False),
     U("nickname", ["老张"], False)], tag=True, me="老张")

add("group", [s("阿飞", "今晚谁上号"), s("夜猫", "我十点后，今天值班要到九点半，我在中石油加油站上班", exp=True),
              s("小柚子", "我不行，明天考研初试，今晚早睡"), s("阿飞", "卧槽明天就考了，加油！"),
              s("夜猫", "柚子冲！考上了请吃饭")],
    [U("employer", ["中石油", "中石油加油站", "PetroChina"]), U("job_title", ["加油站", "加油员"], False),
     U("nickname", ["夜猫"], False), P("小柚子", "plan", ["考研初试", "考研"])], tag=True)

add("group", [s("小葵", "姐妹们我分手了"), s("糖糖", "？？？跟那个程序员？"),
              s("小葵", "嗯，他要去美国读博，异地不了"),
              s("阿琳", "抱抱！周六来我家，我做饭，我男朋友出差不在"),
              s("糖糖", "阿琳你家还是在徐汇那个老洋房吗"), s("阿琳", "对，还没搬，房东人好")],
    [U(["place", "city"], ["徐汇", "Xuhui"]), U("partner", ["男朋友", "boyfriend"]),
     U("name", ["阿琳"], False), U("gender", ["女", "female"], False)], tag=True, me="阿琳")

add("group", [s("王老师", "各位家长，下周一体检，请带好疫苗本"),
              s("浩浩妈妈", "收到，浩浩对鸡蛋过敏，体检有抽血吗？我是护士，抽血我可以陪着", exp=True),
              s("王老师", "有的，空腹就行"), s("欣欣爸爸", "收到。请问王老师，欣欣上周的数学作业还没发回来"),
              s("子涵妈妈", "收到")],
    [P("浩浩", "allergy", ["鸡蛋", "egg"]), U("job_title", ["护士", "nurse"]),
     U("family", ["浩浩"], False), P("浩浩", "relation", ["孩子", "儿子", "son"], False),
     U("gender", ["妈妈", "女", "female"], False)], tag=True)

add("group", [s("老K", "周四晚上八点老地方打球，来几个？"), s("大刘", "我来，膝盖好了，憋了一个月没打篮球了"),
              s("阿豪", "我去不了，膝盖韧带撕裂了，医生说要手术"), s("老K", "啊？啥时候手术"), s("阿豪", "下周二，在积水潭")],
    [U("sport", ["篮球", "basketball"]), U("plan", ["打球"], False),
     P("阿豪", "health", ["膝盖韧带撕裂", "韧带撕裂", "torn ligament"]), P("阿豪", "plan", ["手术", "surgery"]),
     U("nickname", ["大刘"], False)], tag=True, me="大刘")

add("group", [s("房东刘姐", "小何，下个月房租涨两百哈"),
              s("小何", "刘姐，能不能不涨啊，我一个刚毕业的程序员工资也不高", exp=True),
              s("房东刘姐", "那你续签两年就不涨"), s("小何", "行，续两年，我下周去签合同"),
              s("阿Ken", "刘姐我那间下个月到期不续了，我要回广州了")],
    [U("job_title", ["程序员", "programmer"]), U("plan", ["签合同", "续签", "续两年"]),
     U("name", ["小何"], False), P("阿Ken", "plan", ["回广州"])], tag=True)

add("group", [s("小孙女", "外婆！我考上北师大了！！"), s("外婆", "好好好，我孙女真厉害，外婆给你包个大红包"),
              s("女婿", "妈，暑假您过来住几天吧，小区新开了老年大学"),
              s("外婆", "我这腿走不了远路，风湿的老毛病，你们回来看我吧，我还住在老房子，扬州的")],
    [U("health", ["风湿", "rheumatism"]), U("city", ["扬州", "Yangzhou"]),
     P("小孙女", ["school", "plan"], ["北师大", "北京师范大学"]), U("family", ["孙女", "granddaughter"]),
     U("gender", ["外婆", "女", "female"], False)], tag=True, me="外婆")
