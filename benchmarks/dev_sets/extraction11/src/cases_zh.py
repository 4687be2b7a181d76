"""Chinese cases of dev set 11 (72): short chats, diaries, companion chats, group chats."""
from h import case, U, A, S, X, u, p, c


def Z(*a, **k):
    case("zh", *a, **k)


# ---------------- short chats (36) ----------------
Z("short", "刚下班，今天又被产品经理改需求改到吐血。我在美团做后端开发，996是常态了 😮‍💨",
  [u("employer", "美团|Meituan"), u("job_title", "后端开发|后端工程师|backend developer")], tag=True)
Z("short", "我不吃香菜！！！谁发明的这玩意儿，还有我对芒果过敏，吃了嘴巴会肿",
  [u("dislike", "香菜|cilantro"), u("allergy", "芒果|mango")])
Z("short", "问一下大家，我老婆怀孕五个月了，孕妇能吃螃蟹吗",
  [u("partner", "老婆|wife"), p("老婆", "health", "怀孕|pregnant")], tag=True)
Z("short", "我叫陈思远，大家叫我远远就行，今年刚满二十二，哦不对，二十三了，上个月刚过的生日😂",
  [u("name", "陈思远"), u("nickname", "远远"), u("age", "二十三|23")], tag=True)
Z("short", "以前在深圳待了六年，去年搬回长沙了，还是家里舒服，天天嗦粉",
  [u("city", "长沙|Changsha"), u("hometown", "长沙|Changsha", False)], tag=True)
Z("short", "我家猫叫煤球，黑的，三岁了，天天半夜跑酷",
  [u("pet", "猫|cat"), u("pet_name", "煤球")], tag=True)
Z("short", "考研上岸了！！！北师大的心理学硕士，九月开学😭😭",
  [u("school|plan", "北师大|北京师范大学"), u("major", "心理学|psychology"), u("degree|plan", "硕士|master")])
Z("short", "说真的要是我能去北京工作就好了，在这个小县城当会计一眼望到头",
  [u("job_title", "会计|accountant")], tag=True)
Z("short", "我的邮箱换了啊，以前那个qq邮箱不用了，新的是 lin.xiaoyu88@163.com",
  [u("email", "lin.xiaoyu88@163.com")], tag=True)
Z("short", "电话打这个：13812345678，微信也是这个号",
  [u("phone", "13812345678")])
Z("short", "我一个人在上海漂着，住徐汇那边，老家是河南信阳的，过年回不去了😢",
  [u("city", "上海|Shanghai"), u("place|city", "徐汇"), u("hometown", "信阳|河南信阳|Xinyang")])
Z("short", "我弟今年高考，考了612分，想报南京大学",
  [u("family", "弟|弟弟|younger brother"), p("弟弟", "plan", "高考|gaokao")], tag=True)
Z("short", "周末跟队友去打羽毛球，我打了八年了，虽然还是菜",
  [u("sport", "羽毛球|badminton")], tag=True)
Z("short", "我是女生，但是我超讨厌粉色，别再送我粉色的东西了",
  [u("gender", "女|female"), u("dislike", "粉色|pink")])
Z("short", "我们家是重组家庭，我有个继姐，比我大六岁，在澳洲当护士",
  [u("family", "继姐|stepsister"), p("继姐", "job_title", "护士|nurse"), p("继姐", "city|place", "澳洲|Australia")], tag=True)
Z("short", "血压有点高，医生让我少吃盐，现在每天吃氨氯地平",
  [u("health", "血压有点高|高血压|hypertension"), u("diet", "少吃盐|low salt", False)])
Z("short", "我不是程序员啦，我是做UI设计的，只是坐在程序员旁边而已😂",
  [u("job_title", "UI设计|UI设计师|UI designer")], tag=True)
Z("short", "最喜欢的书还是《活着》，每年都要重读一遍，哭一遍",
  [u("fav_book", "活着|To Live")])
Z("short", "谁懂啊，我男朋友阿杰居然说他从来没看过《大话西游》，这可是我最爱的电影！！",
  [u("partner", "阿杰"), p("阿杰", "relation", "男朋友|boyfriend"), u("fav_film", "大话西游|A Chinese Odyssey")], tag=True)
Z("short", "我在学吉他，报了个班，每周六上课，手指头都磨出茧了",
  [u("instrument", "吉他|guitar")])
Z("short", "哈哈我是亿万富翁啊，在马尔代夫有个岛——开玩笑的，我就是个送外卖的，骑电动车那种",
  [u("job_title", "送外卖|外卖员|外卖骑手|delivery rider"), u("belonging", "电动车|e-bike", False)], tag=True)
Z("short", "我奶奶九十一了，身体还硬朗，每天早上打太极",
  [u("family", "奶奶|grandma"), p("奶奶", "age", "九十一|91"), p("奶奶", "sport|hobby", "太极|打太极|tai chi")])
Z("short", "新买的大疆 Mini 4 Pro 到了！航拍是我今年的新爱好，这周末准备去崇明岛拍",
  [u("belonging", "大疆 Mini 4 Pro|DJI Mini 4 Pro"), u("hobby", "航拍|drone photography"), u("plan", "去崇明岛拍|崇明岛", False)])
Z("short", "我在我表哥开的奶茶店当店员，不是喜茶啊，就是喜茶旁边那家没名字的小店😂",
  [u("job_title", "店员|shop assistant"), u("family", "表哥|cousin", False), p("表哥", "job_title", "开的奶茶店|奶茶店老板", False)], tag=True)
Z("short", "我素食七年了，蛋奶素，不吃肉但是吃鸡蛋",
  [u("diet", "蛋奶素|素食|lacto-ovo vegetarian")])
Z("short", "我说普通话和粤语，英语只会点菜水平哈哈",
  [u("language", "普通话|Mandarin"), u("language", "粤语|Cantonese"), u("language", "英语|English", False)], tag=True)
Z("short", "下个月十五号领证！！！婚纱照已经拍完了，对象是大学同学小周",
  [u("plan", "领证|结婚|get married"), u("partner", "小周"), p("小周", "relation", "对象|大学同学|fiancé")])
Z("short", "生日是腊月初八，所以我小名叫腊八😂",
  [u("birthday", "腊月初八"), u("nickname", "腊八")])
Z("short", "你觉得我该辞职去考公吗？现在在一家外企做HR，真的很累",
  [u("job_title", "HR|人力资源"), u("industry|employer", "外企|foreign company", False)], tag=True)
Z("short", "我住在成都，但是每周都要去重庆出差，感觉自己一半是重庆人了",
  [u("city", "成都|Chengdu")], tag=True)
Z("short", "我儿子今年五岁，天天嚷着要养恐龙🦖",
  [u("family", "儿子|son"), p("儿子", "age", "五岁|5")], tag=True)
Z("short", "我们家狗狗豆豆昨天绝育了，现在戴着伊丽莎白圈可怜巴巴",
  [u("pet", "狗|dog"), u("pet_name", "豆豆")])
Z("short", "我在浙大读计算机，大三了，天天卷",
  [u("school", "浙大|浙江大学|Zhejiang University"), u("major", "计算机|computer science")])
Z("short", "我老公是消防员，经常半夜出警，我一个人带娃",
  [u("partner", "老公|husband"), p("老公", "job_title", "消防员|firefighter"), u("family", "娃|孩子|child", False)])
Z("short", "爱听周杰伦，从初中听到现在，演唱会抢了三次票都没抢到",
  [u("fav_music", "周杰伦|Jay Chou")])
Z("short", "我有哮喘，随身带着喷雾，春天花粉多的时候最难受",
  [u("health", "哮喘|asthma"), u("allergy", "花粉|pollen", False), u("belonging", "喷雾|inhaler", False)])

# ---------------- diaries (11) ----------------
Z("diary", "今天又是平平无奇的一天。早上七点起床，送小宝去幼儿园，她哭着不肯进去。回来路上买了豆浆油条。上午在家赶稿子，我现在做自由插画师快两年了，收入不稳定但是自由。下午我妈打电话说她腰又疼了，让她去医院她不去。晚上老公加班，我和小宝吃的番茄鸡蛋面。明天要交甲方的稿，加油吧。",
  [u("job_title", "自由插画师|插画师|freelance illustrator"), u("family", "小宝"), p("小宝", "relation", "女儿|孩子|daughter", False),
   u("partner", "老公|husband"), u("family", "妈|妈妈|mom", False), p("妈妈", "health", "腰又疼|腰疼", False)])
Z("diary", "昨晚梦见自己考上了清华，还养了一只羊驼，醒来发现还是那个在厂里上班的我。我在富士康做质检，郑州这边的厂区。中午食堂的土豆烧牛肉还挺好吃。下班跟室友去夜市逛了逛，她买了一堆发夹。周末想去少林寺玩，票还没买。",
  [u("employer", "富士康|Foxconn"), u("job_title", "质检|quality inspector"), u("city", "郑州|Zhengzhou", False)], tag=True)
Z("diary", "今天帮我爸填体检表，出生年月1958年3月，血型A型，有糖尿病史。排了一上午队。我自己是O型血，之前献血的时候知道的。下午回公司，我在平安做理赔，客户又投诉了，烦。",
  [p("爸爸", "birthday", "1958年3月"), p("爸爸", "health", "糖尿病|diabetes"), u("family", "爸|爸爸|dad", False),
   u("employer", "平安|Ping An"), u("job_title", "理赔|理赔员|claims adjuster")], tag=True)
Z("diary", "搬家第三天，还在拆箱子。新家在杭州滨江，离公司骑车十分钟。原来住的西溪那边房租太贵了。猫主子橘子第一天躲在沙发底下不出来，今天终于肯吃罐头了。晚上点了一份螺蛳粉犒劳自己，我真的是螺蛳粉脑残粉。",
  [u("city", "杭州|Hangzhou"), u("place|city", "滨江"), u("pet", "猫|cat"), u("pet_name", "橘子"), u("fav_food", "螺蛳粉|luosifen")], tag=True)
Z("diary", [U("今天是我三十岁生日。同事给我买了蛋糕，我在银行上班，柜员，一坐就是一天。晚上跟女朋友小雅去吃了日料，她送了我一块手表，Apple Watch。我们在一起四年了，打算明年结婚。", at="2026-03-12")],
  [u("age", "三十岁|30"), u("birthday", "3月12日|March 12", False), u("industry|employer", "银行|bank"), u("job_title", "柜员|bank teller"),
   u("partner", "小雅"), p("小雅", "relation", "女朋友|girlfriend"), u("belonging", "Apple Watch|手表"), u("plan", "明年结婚|结婚", False)])
Z("diary", "下雨。今天去了趟宜家，买了一个书架和两盆绿萝，绿萝我起名叫小绿和小萝哈哈。下午看了《三体》第二部，比第一部好看多了。晚上跑了五公里，最近在备战上马，十一月的比赛。腿有点酸。",
  [u("sport", "跑了五公里|跑步|running"), u("plan", "上马|上海马拉松|Shanghai Marathon")], tag=True)
Z("diary", "外婆住院了，我请了三天假回去看她。她八十六了，心脏不好，去年装了支架。我们家在江西赣州一个小镇上，我从小是外婆带大的。回来的高铁上一直在想，要不要辞职回老家。唉，在广州做了五年外贸，现在真的很迷茫。",
  [u("family", "外婆|grandma"), p("外婆", "age", "八十六|86"), p("外婆", "health", "心脏不好|支架|heart problems"),
   u("hometown", "赣州|江西赣州|Ganzhou"), u("city", "广州|Guangzhou"), u("industry|job_title", "外贸|foreign trade")], tag=True)
Z("diary", "今天在游戏里终于把我的法师练到六十级了！！公会的人都叫我奶妈，因为我老是给人加血。现实中我是个小学老师，教三年级语文。明天还要批作业，先睡了。",
  [u("job_title", "小学老师|语文老师|primary school teacher")], tag=True)
Z("diary", "体检报告出来了，甲状腺结节，医生说三类不用太担心，半年复查。我妈比我还紧张，一直打电话。同事小林也有结节，她说她的都两年了没事。晚上做了一会儿韩语练习，学了三个月了，终于能看懂一点综艺了。",
  [u("health", "甲状腺结节|thyroid nodule"), u("language", "韩语|Korean"), p("小林", "relation", "同事|colleague"),
   p("小林", "health", "结节|nodule"), u("family", "妈|妈妈|mom", False)], tag=True)
Z("diary", "今天第一次带女儿去游泳馆，她才四岁就敢下水，比我强多了，我到现在还是旱鸭子。老公在旁边拍视频。回家路上她问我能不能养一只小狗，我说等你再大点。其实我对狗毛过敏，根本养不了。",
  [u("family", "女儿|daughter"), p("女儿", "age", "四岁|4"), u("allergy", "狗毛|dog hair"), u("partner", "老公|husband")], tag=True)
Z("diary", "加班到十点。我们组新来的实习生是北大的，人很聪明。我本科就是个普通二本，学的土木，后来转行做了数据分析。有时候觉得挺幸运的。回家路上买了个烤红薯，这是冬天最幸福的事。",
  [u("degree", "本科|bachelor"), u("major", "土木|civil engineering"), u("job_title", "数据分析|数据分析师|data analyst"),
   p("实习生", "school", "北大|北京大学|Peking University"), p("实习生", "relation", "实习生|intern", False)], tag=True)

# ---------------- companion chats (14) ----------------
Z("companion", [U("今天好累啊，在医院值了夜班"), A("辛苦啦！你是护士对吧？"),
                U("不是啦我是医生，急诊科的，规培第二年"), A("哇急诊科医生，好厉害！那你是在北京吗？"),
                U("没有，在武汉，同济")],
  [u("job_title", "医生|急诊科医生|doctor"), u("city", "武汉|Wuhan"), u("employer", "同济|同济医院|Tongji Hospital")], tag=True, ch="小暖")
Z("companion", [U("我下周要去面试字节了紧张死"), A("加油！你现在是在阿里对吧？"),
                U("早就不在阿里了，去年就离职了，现在在一家小创业公司做产品经理"), A("原来如此，那你是想跳去字节做产品？"),
                U("对，还是产品")],
  [u("job_title", "产品经理|product manager"), u("plan", "面试字节|字节面试|ByteDance interview"), u("employer", "创业公司|startup", False)], tag=True, ch="星河")
Z("companion", [U("今天去爬了泰山，腿废了"), A("哇！我也超喜欢爬山的～你是专门去山东玩的吗？"),
                U("我就是泰安人啊哈哈，家门口的山"), A("原来你老家泰安！那你现在还住泰安吗"),
                U("没，在济南上班")],
  [u("hometown", "泰安|Tai'an"), u("city", "济南|Jinan"), u("sport|hobby", "爬山|hiking", False), c("hobby|sport", "爬山|hiking")], tag=True, ch="小满")
Z("companion", [U("我家布丁今天又拆家了"), A("布丁是你家的猫猫吗？"),
                U("是狗！！柯基！！短腿那个"), A("哈哈对不起～柯基好可爱，几岁啦？"),
                U("两岁半，比我还能吃")],
  [u("pet", "柯基|狗|corgi|dog"), u("pet_name", "布丁")], tag=True, ch="糯米")
Z("companion", [U("我今年25了，感觉一事无成"), A("25岁还很年轻呀！你不是说你在读研吗？"),
                U("我说的是我妹在读研，她在复旦。我已经工作三年了，在一家券商做研究员"), A("哦哦记混了，券商研究员很厉害啊")],
  [u("age", "25"), u("job_title", "研究员|researcher|analyst"), u("industry", "券商|securities|brokerage"),
   u("family", "妹|妹妹|younger sister"), p("妹妹", "degree", "读研|研究生|master"), p("妹妹", "school", "复旦|复旦大学|Fudan")], tag=True, ch="橙子")
Z("companion", [U("今天开始减脂了，晚饭只吃了鸡胸肉和西兰花"), A("好自律！你是健身教练吗哈哈"),
                U("哪有，我是会计，坐一天屁股都大了😂 不过我每周去三次健身房"), A("那也很棒了！")],
  [u("job_title", "会计|accountant"), u("sport", "健身|健身房|gym"), u("diet", "减脂|fat loss")], tag=True, ch="阿离")
Z("companion", [U("最近在学西班牙语，多邻国打卡一百天了"), A("好厉害！你会说几种语言呀？"),
                U("普通话、闽南话，然后英语还行，西语就刚入门"), A("闽南话！你是福建人吗？"),
                U("对，厦门的，不过现在在苏州")],
  [u("language", "西班牙语|西语|Spanish"), u("language", "普通话|Mandarin"), u("language", "闽南话|Hokkien"),
   u("language", "英语|English"), u("hometown", "厦门|Xiamen"), u("city", "苏州|Suzhou")], ch="七七")
Z("companion", [U("我跟男朋友吵架了"), A("啊怎么了？是小凯又惹你生气了吗？"),
                U("小凯是前任啦！！现在的叫王浩，你别记错了"), A("对不起对不起！王浩怎么了？"),
                U("他说周末要去看球赛不陪我逛街。他是曼联死忠粉，我真的无语")],
  [u("partner", "王浩"), p("王浩", "relation", "男朋友|boyfriend"), p("王浩", "hobby|fav_music", "曼联|Manchester United", False),
   p("小凯", "relation", "前任|ex", False)], tag=True, ch="木木")
Z("companion", [U("我对青霉素过敏你记一下，上次医生差点给我打"), A("记住啦！青霉素过敏。还有别的过敏吗？海鲜呢？"),
                U("海鲜没事，我超爱吃小龙虾。对海鲜过敏的是我妈")],
  [u("allergy", "青霉素|penicillin"), u("fav_food", "小龙虾|crayfish"), p("妈妈", "allergy", "海鲜|seafood"), u("family", "妈|妈妈|mom", False)], tag=True, ch="云朵")
Z("companion", [U("今天又在工地晒了一天"), A("你是建筑工人吗？"),
                U("算是吧，我是监理，在中建八局"), A("监理好辛苦，你在哪个城市的项目？"),
                U("现在在合肥的项目，但我家在南京，一个月回去一次")],
  [u("job_title", "监理|site supervisor"), u("employer", "中建八局|China Construction Eighth Engineering Division"),
   u("city", "南京|Nanjing"), u("industry", "建筑|construction", False)], tag=True, ch="阿树")
Z("companion", [U("猜猜我什么星座"), A("嗯……处女座？"),
                U("错！我是射手座，12月5号生日"), A("那快到了呀！打算怎么过？"),
                U("跟闺蜜去长隆玩，票都买了")],
  [u("birthday", "12月5号|December 5"), u("plan", "去长隆|长隆|Chimelong")], tag=True, ch="小鹿")
Z("companion", [U("单曲循环一整天了，五月天yyds"), A("你最喜欢的是五月天呀，我还以为你喜欢的是陈奕迅"),
                U("陈奕迅是我爸喜欢的，他天天在车里放"), A("哈哈你们家音乐品味都不错")],
  [u("fav_music", "五月天|Mayday"), p("爸爸", "fav_music", "陈奕迅|Eason Chan"), u("family", "爸|爸爸|dad", False)], tag=True, ch="青柠")
Z("companion", [U("今天回母校了，川大变化好大"), A("你是川大毕业的？学什么的呀"),
                U("新闻，现在在一家报社当记者，虽然纸媒快死了😂"), A("记者很酷啊！")],
  [u("school", "川大|四川大学|Sichuan University"), u("major", "新闻|journalism"), u("job_title", "记者|journalist"),
   u("industry", "纸媒|报社|newspaper", False)], ch="墨白")
Z("companion", [U("我姐今天生了！是个男孩，七斤二两"), A("恭喜你当小姨啦！"),
                U("是舅舅😂 我是男的"), A("哈哈抱歉，舅舅好！")],
  [u("gender", "男|male"), u("family", "姐|姐姐|older sister"), p("姐姐", "family", "男孩|son", False)], tag=True, ch="团团")

# ---------------- group chats (11: 6 with me, 5 with exporter_me) ----------------
Z("group", [S("妈妈", "小雨你什么时候回来过年？"), S("小雨", "腊月二十八的票，已经抢到了"),
            S("爸爸", "好，我去车站接你。你哥今年在部队回不来"), S("小雨", "哎，哥都三年没回家过年了")],
  [u("plan", "回来过年|回家过年|腊月二十八的票"), u("family", "哥|哥哥|older brother"), p("哥哥", "job_title|employer", "部队|军人|soldier"),
   u("name", "小雨", False)], tag=True, me="小雨")
Z("group", [S("阿琳", "宿舍群通知：明天查寝"), S("Kiki", "收到。我明天要回老家重庆，查寝帮我打掩护"),
            S("大雄", "我也不行，我明天要去实习，我在腾讯实习"), S("阿琳", "我在宿舍，我帮你们说。反正我考研不出门")],
  [u("plan", "考研|postgraduate exam"), p("Kiki", "hometown", "重庆|Chongqing"), p("大雄", "employer", "腾讯|Tencent"),
   p("大雄", "job_title", "实习|实习生|intern"), p("Kiki", "relation", "室友|roommate", False), p("大雄", "relation", "室友|roommate", False)], tag=True, me="阿琳")
Z("group", [S("王姐", "下周一全员去苏州团建"), S("张伟", "王姐我周一请了假，要陪我老婆产检"),
            S("小刘", "张伟你老婆几个月了"), S("张伟", "七个月了，预产期三月")],
  [u("partner", "老婆|wife"), p("老婆", "health|plan", "预产期三月|七个月|怀孕|pregnant"), u("plan", "产检|陪我老婆产检", False)], tag=True, me="张伟")
Z("group", [X("乐乐妈妈", "各位家长好，乐乐对花生过敏，明天春游的零食麻烦别分给他，谢谢🙏"),
            S("朵朵爸爸", "收到！朵朵也不能吃太多糖，她有龋齿哈哈"),
            S("乐乐妈妈", "谢谢朵朵爸爸，我们家乐乐今年刚满七岁，第一次春游特别兴奋"), S("李老师", "好的家长们，我会注意的")],
  [u("family", "乐乐"), p("乐乐", "allergy", "花生|peanut"), p("乐乐", "age", "七岁|7"), p("乐乐", "relation", "孩子|儿子|son", False),
   p("朵朵", "health", "龋齿|cavities"), u("gender", "女|female", False)], tag=True)
Z("group", [S("领队老周", "周六走香山，报名接龙"), X("山猫", "1. 山猫 +1，我带我家二哈一起"),
            S("阿花", "2. 阿花。山猫你家二哈叫啥来着"), S("山猫", "叫土豆，一岁多，精力旺盛得很"),
            S("阿花", "我家没狗，我家只有一只乌龟哈哈")],
  [u("pet", "二哈|哈士奇|husky"), u("pet_name", "土豆"), u("plan", "走香山|香山", False), u("nickname", "山猫", False),
   u("sport|hobby", "走香山|徒步|hiking", False), p("阿花", "pet", "乌龟|turtle")], tag=True)
Z("group", [S("大锤", "今晚开黑？王者五排"), S("老三", "我不行，明天早上考驾照科目二"),
            S("小飞", "老三你多大了才考驾照😂"), S("老三", "27怎么了，以前在国外没机会"), S("大锤", "我18就拿了哈哈")],
  [u("plan", "科目二|考驾照|driving test"), u("age", "27"), u("nickname", "老三", False)], tag=True, me="老三")
Z("group", [S("大姐", "妈下周三做白内障手术，谁请假陪？"), X("小妹", "我来，我这周刚好调休。我现在在县医院当护士，熟"),
            S("弟弟", "我在深圳回不去，我出钱"), S("大姐", "行，我周末过去换你")],
  [u("job_title", "护士|nurse"), u("employer", "县医院|county hospital"), p("妈妈", "health", "白内障|cataract"),
   p("妈妈", "plan", "白内障手术|手术|cataract surgery"), p("弟弟", "city", "深圳|Shenzhen"), u("plan", "陪|请假陪", False)], tag=True)
Z("group", [S("赵总", "@林可 明天的方案你给客户演示一下"), S("林可", "好的赵总，不过我明天下午要去看牙医，上午可以"),
            S("小马", "林可你牙还没好啊"), S("林可", "智齿，拔了两颗了还剩两颗😭")],
  [u("health", "智齿|wisdom teeth"), u("plan", "看牙医|dentist appointment"), p("赵总", "relation", "领导|boss", False)], tag=True, me="林可")
Z("group", [S("佳佳", "姐妹们我脱单了！！"), S("甜甜", "啊啊啊谁谁谁"),
            S("佳佳", "健身房认识的，叫周扬，是个牙医"), S("露露", "牙医好啊！我前男友也是牙医哈哈")],
  [u("partner", "周扬"), p("周扬", "relation", "男朋友|boyfriend", False), p("周扬", "job_title", "牙医|dentist"),
   u("sport", "健身|gym", False)], tag=True, me="佳佳")
Z("group", [S("物业小王", "通知：本周六停水"), X("3栋小陈", "又停水？我家宝宝才三个月，没水怎么办"),
            S("5栋张阿姨", "小陈啊，你可以来我家接水，我家有储水桶"), S("3栋小陈", "谢谢张阿姨！我老公出差了，就我一个人带娃")],
  [u("family", "宝宝|baby"), p("宝宝", "age", "三个月|3 months"), u("partner", "老公|husband"), u("name", "小陈", False)], tag=True)
Z("group", [S("班长老吴", "十周年聚会定在十月三号，大家报个现在的城市"), X("晓雯", "我在西安，应该能来"),
            S("大刘", "我在多伦多，回不去了😭 你们帮我多喝两杯"), S("晓雯", "大刘你不是去年才去的加拿大吗，这么快就定居了"),
            S("大刘", "对，拿到PR了")],
  [u("city", "西安|Xi'an"), u("plan", "聚会|十周年聚会", False), p("大刘", "city", "多伦多|Toronto"), u("name", "晓雯", False)], tag=True)
