"""Chinese cases of dev set 50."""
from h import short, diary, comp, group, u, p, c

L = "zh"

# ---------------- short chats (36) ----------------
short(L, "刚下课 累死了。我在曼大读会计硕士，下学期还得找实习，房东又发邮件说要涨租🙃",
      [u("school", "曼大|曼彻斯特大学|University of Manchester"), u("major", "会计|accounting"),
       u("degree", "硕士|master"), u("city", "曼彻斯特|Manchester", False)], tag=True)
short(L, "我不是程序员哈，别老找我修电脑😤 我是产品经理，在小红书上班",
      [u("job_title", "产品经理|product manager"), u("employer", "小红书|Xiaohongshu|RED")], tag=True)
short(L, "我妈是护士，我爸开出租的，我呢就一普通会计，一家子都是打工人",
      [p("妈妈", "job_title", "护士|nurse"), p("爸爸", "job_title", "开出租|出租车司机|taxi driver"),
       u("job_title", "会计|accountant"), u("family", "妈|妈妈|mom"), u("family", "爸|爸爸|dad")], tag=True)
short(L, "我新号码13917265408，之前138开头那个已经停机了别打了",
      [u("phone", "13917265408")], tag=True)
short(L, "本人女，94年的，在成都做平面设计，有活可以找我",
      [u("gender", "女|female"), u("birthday/age", "94年|1994"), u("city", "成都|Chengdu"),
       u("job_title", "平面设计|平面设计师|graphic designer")])
short(L, "就是说我那个猫叫年糕嘛它最近老吐毛球然后我带它去看了医生医生说没事就是换季掉毛然后我自己也感冒了鼻子堵得要死",
      [u("pet", "猫|cat"), u("pet_name", "年糕|Niangao")])
short(L, "我对芒果过敏，但我男朋友超爱吃芒果，每次他吃完我都不敢亲他😂",
      [u("allergy", "芒果|mango"), u("partner", "男朋友|boyfriend"),
       p("男朋友", "fav_food", "芒果|mango")], tag=True)
short(L, "来悉尼第二年了，白天在奶茶店兼职，晚上上语言课。其实我在国内是学护理的，想过两年转回来",
      [u("city", "悉尼|Sydney"), u("job_title", "兼职|part-time", False), u("employer", "奶茶店", False),
       u("major", "护理|nursing")], tag=True)
short(L, "室友又把我酸奶喝了！！！她学法律的天天跟我讲道理，我一个学统计的都懒得跟她算",
      [p("室友", "major", "法律|law"), p("室友", "relation", "室友|roommate", False),
       u("major", "统计|statistics")], tag=True)
short(L, ["我今年28", "好的，记下了，你28岁。", "等下 打错了 是29 上个月刚过的生日"],
      [u("age", "29")], tag=True)
short(L, "求推荐墨尔本好吃的火锅！！刚搬过来读研，住Carlton这边，附近只有一家还巨贵",
      [u("city", "墨尔本|Melbourne"), u("place/city", "Carlton"), u("degree", "读研|研究生|master")], tag=True)
short(L, "我烟酒不沾，唯一的爱好就是钓鱼🎣 一坐一整天",
      [u("hobby", "钓鱼|fishing"), u("diet", "烟酒不沾|不喝酒", False)])
short(L, "我叫苏晓晴，朋友都叫我晴天，你也可以这么叫",
      [u("name", "苏晓晴"), u("nickname", "晴天")])
short(L, "邮箱换了，新的是 xiaolu.chen@163.com ，qq邮箱那个不怎么看了",
      [u("email", "xiaolu.chen@163.com")], tag=True)
short(L, "昨晚梦见我养了一只羊驼😂 醒来一看，只有我家柯基豆包趴在我脸上",
      [u("pet", "柯基|corgi|狗"), u("pet_name", "豆包|Doubao")], tag=True)
short(L, "我湖南人，在杭州待了快十年了，算半个杭州人吧，辣还是照样吃",
      [u("hometown", "湖南|Hunan"), u("city", "杭州|Hangzhou")])
short(L, "下周六考雅思 紧张死了 目标6.5 上次才考了5.5😭",
      [u("plan", "考雅思|雅思|IELTS")], tag=True)
short(L, "我姐在新加坡当律师，年薪是我的五倍，我还在老家县城准备考编😮‍💨",
      [p("姐姐", "city", "新加坡|Singapore"), p("姐姐", "job_title", "律师|lawyer"),
       u("family", "姐|姐姐|sister")], tag=True)
short(L, "我跟老公结婚五年了，他是消防员，我们有个女儿叫朵朵，今年三岁",
      [u("partner", "老公|husband"), p("老公", "job_title", "消防员|firefighter"),
       u("family", "朵朵|女儿|daughter"), p("朵朵", "relation", "女儿|daughter"), p("朵朵", "age", "三岁|3")],
      tag=True)
short(L, "唉 打工人 深圳南山 码农一枚 头发还在",
      [u("city", "深圳|Shenzhen"), u("place/city", "南山|Nanshan"), u("job_title", "码农|程序员|programmer")])
short(L, "我乳糖不耐受，喝牛奶就拉肚子，所以拿铁都换燕麦奶",
      [u("health/allergy/diet", "乳糖不耐受|lactose intolerant")])
short(L, "我养了两只猫，一只叫可乐一只叫雪碧，以前还有只仓鼠叫小米，去年走了😢",
      [u("pet", "猫|cat"), u("pet_name", "可乐"), u("pet_name", "雪碧")], tag=True)
short(L, "在伦敦读研，学金融科技的，周末在中餐馆端盘子赚生活费，房东是个印度大叔人还挺好",
      [u("city", "伦敦|London"), u("degree", "读研|研究生|硕士|master"), u("major", "金融科技|fintech"),
       u("job_title", "端盘子|服务员|waiter", False), u("employer", "中餐馆", False),
       p("房东", "hometown", "印度|India", False)], tag=True)
short(L, "我最喜欢的书是《活着》，看了不下五遍，每次都哭",
      [u("fav_book", "活着|To Live")])
short(L, "我爸今年六十了，刚退休，天天在家练书法，墨汁味满屋都是",
      [p("爸爸", "age", "六十|60"), p("爸爸", "hobby", "书法|calligraphy"), u("family", "爸|爸爸|dad")],
      tag=True)
short(L, "我吃素三年了，不是因为信佛哈，纯粹身体原因",
      [u("diet", "吃素|素食|vegetarian")], tag=True)
short(L, "有人知道温哥华哪里租房便宜吗，我下个月从多伦多搬过去，去UBC读博",
      [u("city", "多伦多|Toronto"), u("plan", "搬过去|搬去温哥华|move to Vancouver"),
       u("school/plan", "UBC|University of British Columbia"), u("degree", "读博|博士|PhD", False)], tag=True)
short(L, "我会说粤语和普通话，英语一般般，日语就会五十音😅",
      [u("language", "粤语|Cantonese"), u("language", "普通话|Mandarin"), u("language", "英语|English", False)],
      tag=True)
short(L, "我生日11月3号 天蝎座 礼物准备起来了吗各位",
      [u("birthday", "11月3号|11月3日|November 3")])
short(L, "哈哈哈我是亿万富翁，开玩笑的，其实就是个送外卖的，今天跑了四十单",
      [u("job_title", "送外卖的|外卖员|delivery rider")], tag=True)
short(L, "在华为做硬件测试，base东莞松山湖，周末回深圳",
      [u("employer", "华为|Huawei"), u("job_title", "硬件测试|hardware test"), u("city", "东莞|Dongguan"),
       u("place", "松山湖|Songshan Lake")], tag=True)
short(L, "在蒙特利尔读书太无聊了，最近迷上攀岩，每周去三次，手都磨破了还是想去",
      [u("sport", "攀岩|climbing"), u("city", "蒙特利尔|Montreal")])
short(L, "来美国读书唯一的好处：这边菜里很少放香菜！我讨厌香菜！！！谁发明的这玩意",
      [u("dislike", "香菜|coriander|cilantro")])
short(L, "在阿德莱德读书唯一的精神支柱就是我的吉他，结果被室友坐断了弦，雅马哈的，心疼死😭",
      [u("instrument", "吉他|guitar"), u("belonging", "雅马哈|Yamaha"), u("city", "阿德莱德|Adelaide")])
short(L, "在东京做IT，日语N1，每天通勤一个半小时，已经麻了",
      [u("city", "东京|Tokyo"), u("industry", "IT"), u("language", "日语|Japanese")])
short(L, "我老家山东的，大学在武汉读的，现在在北京搞金融",
      [u("hometown", "山东|Shandong"), u("city", "北京|Beijing"), u("industry", "金融|finance")])

# ---------------- diaries (11) ----------------
diary(L, "3月12日 晴。早八又迟到了，教授看了我一眼，我假装没看见。中午食堂咖喱饭，一般。下午去中超打工，老板娘说下个月给我加时薪。"
         "晚上室友小敏过生日，我们在宿舍煮火锅，她男朋友也来了，是学建筑的，话很少。对了，转专业的申请批了，下学期从经济转去数据科学，终于！",
      [u("major", "经济|economics"), u("plan/major", "数据科学|data science"), u("job_title", "打工|兼职", False),
       p("小敏", "relation", "室友|roommate"), p("男朋友", "major", "建筑|architecture")], tag=True)
diary(L, "今天是正式入职字节的第一天，工牌照片拍得像通缉犯。组里的人都挺好，mentor是个东北姐姐，说话特别逗。中午去楼下吃了沙县，"
         "晚上回家路上给我妈打了电话，她又问我什么时候找对象。我才25啊！算了，明天还要早起。",
      [u("employer", "字节|字节跳动|ByteDance"), u("age", "25"), u("family", "妈|妈妈|mom", False),
       p("mentor", "hometown", "东北|Northeast China", False)], tag=True)
diary(L, "周日。睡到十一点，起来给多肉浇水。养多肉是我这两年唯一坚持下来的爱好。下午陪儿子乐乐去上游泳课，他现在能游二十五米了，教练夸他。我自己坐在场边刷手机，"
         "想着明年也去学学游泳，一直是旱鸭子。晚上做了红烧肉，老公说是我做过最好的一次，可惜我自己在减脂只吃了两块。",
      [u("family", "乐乐|儿子|son"), p("乐乐", "relation", "儿子|son"), p("乐乐", "sport", "游泳|swimming"),
       u("partner", "老公|husband"), u("hobby", "养多肉|多肉|succulents"), u("gender", "女|female", False)], tag=True)
diary(L, "11.20 阴 多伦多今天第一场雪，冻得手都伸不出来。上午 ECO201 的期中成绩出来了，78，比我想的好。下午在图书馆帮印度同学改简历，"
         "他说要请我吃咖喱。晚上在 Chinatown 的面包店值班到九点，回家发现室友又把锅泡在水池里。想家，想我妈做的酸菜鱼。",
      [u("city", "多伦多|Toronto"), u("job_title", "值班|兼职", False), u("employer", "面包店|bakery", False),
       u("fav_food", "酸菜鱼", False)], tag=True)
diary(L, "今天体检报告出来了，轻度脂肪肝，医生让我少喝酒多运动。我一个做销售的，不喝酒怎么谈客户？下午开了两个会，"
         "晚上和老婆去看了《流浪地球2》，她看哭了我没哭（其实哭了）。这是我最爱的科幻片，没有之一。",
      [u("health", "脂肪肝|轻度脂肪肝|fatty liver"), u("job_title", "销售|sales"),
       u("partner", "老婆|wife"), u("fav_film", "流浪地球2|流浪地球|The Wandering Earth")], tag=True)
diary(L, "五月四号 雨。今天在学校带完最后一节课，初二（3）班的孩子们给我唱了生日歌，原来他们偷偷查了我身份证。"
         "三十二了，还是一个人住，还是在这所中学教语文，还是养着那只叫团子的老橘猫。晚上自己煮了碗长寿面，挺好的。",
      [u("birthday", "五月四号|5月4日|May 4"), u("age", "三十二|32"), u("job_title", "教语文|语文老师|Chinese teacher"),
       u("employer", "中学", False), u("pet", "橘猫|猫|cat"), u("pet_name", "团子|Tuanzi")])
diary(L, "搬家第三天。新房子在天河，离公司走路十分钟，终于不用挤地铁了。以前住番禺每天通勤两小时，想想都后怕。"
         "晚上楼下邻居阿姨送来一碗糖水，说她儿子也在我们公司，做运维的。广州人真的好热情。我也算在广州扎根了吧。",
      [u("place/city", "天河|Tianhe"), u("city", "广州|Guangzhou"), p("儿子", "job_title", "运维|ops")], tag=True)
diary(L, "今天和导师吵了一架，其实也不算吵，就是他又让我周末来实验室。读博第三年，论文还没影。晚上跑了五公里，"
         "心情好了一点。跑步真是我最后的精神支柱。明天要去医院复查甲状腺，希望结节别长了。",
      [u("degree", "读博|博士|PhD"), u("sport", "跑步|running"), u("health", "结节|甲状腺结节|thyroid nodule"),
       u("plan", "复查甲状腺|去医院复查", False)], tag=True)
diary(L, "周五。早上开车送女儿去幼儿园，她非要穿公主裙。公司在裁员，我们组走了两个，我还在，做财务的饭碗暂时保住了。"
         "下午偷偷看了眼招聘网站，美的在招财务经理，工资高一截……算了，先不想。晚饭我妈过来包饺子，她是老北京，饺子就得是猪肉大葱的。",
      [u("job_title", "财务|finance"), u("family", "女儿|daughter", False), p("妈妈", "hometown", "北京|Beijing"),
       u("family", "妈|妈妈|mom", False)], tag=True)
diary(L, "第一天在柏林上德语课，班里有巴西人、土耳其人、还有个韩国妹子。老师说话巨快，我只听懂了一半。"
         "我在这边读机械工程硕士，课都是英语授课，但是生活里不会德语寸步难行。房东老太太只说德语，每次交租都靠比划。",
      [u("city", "柏林|Berlin"), u("major", "机械工程|mechanical engineering"), u("degree", "硕士|master"),
       u("language", "德语|German", False)], tag=True)
diary(L, "今天刷到初中同学结婚的朋友圈，新郎居然是我们班那个胖子。时间过得好快。下班去健身房练了腿，深蹲做到了一百公斤，"
         "教练说我可以去参加比赛了哈哈。我一个在银行柜台上班的，练这么壮干嘛。晚上吃了两碗米饭，罪过罪过。",
      [u("sport", "健身|深蹲|gym"), u("job_title", "柜台|柜员|bank teller"), u("industry", "银行|banking"),
       u("employer", "银行|bank", False)], tag=True)

# ---------------- companion chats (14) ----------------
comp(L, "小鹿", ["小鹿，我今天被房东气死了，他说暖气坏了要我自己修",
                 "啊？太过分了吧！你在伦敦对吧，房东不是应该负责维修吗？",
                 "不是伦敦啦，我在爱丁堡，伦敦那是我表姐",
                 "哦哦记错啦，爱丁堡冬天那么冷，暖气坏了怎么行！你还在读建筑吗？",
                 "对，建筑，大三了，模型还没做完呢"],
     [u("city", "爱丁堡|Edinburgh"), p("表姐", "city", "伦敦|London"), u("family", "表姐|cousin", False),
      u("major", "建筑|architecture")], tag=True)
comp(L, "阿澄", ["阿澄，你猜我做什么工作的",
                 "嗯……听你说话的语气，像是老师？",
                 "错！我是护士，在儿童医院，上三班倒的那种",
                 "原来是护士！难怪你总是很晚才来找我聊。三班倒好辛苦。",
                 "习惯了。我男朋友也是医生，我们俩排班经常对不上😂"],
     [u("job_title", "护士|nurse"), u("employer", "儿童医院|children's hospital", False),
      u("partner", "男朋友|boyfriend"), p("男朋友", "job_title", "医生|doctor")], tag=True)
comp(L, "糖糖", ["糖糖我跟你说，我终于养猫了！",
                 "哇！！是什么猫呀？叫什么名字？",
                 "一只狸花，叫馒头，是从小区里捡的",
                 "馒头好可爱的名字！是白色的吗？",
                 "哈哈不是，狸花是条纹的，名字是我妹取的，她最爱吃馒头"],
     [u("pet", "狸花|狸花猫|猫|cat"), u("pet_name", "馒头|Mantou"), p("妹妹", "fav_food", "馒头"),
      u("family", "妹|妹妹|sister", False)], tag=True)
comp(L, "星野", ["星野，我最近在学小提琴，手指好疼",
                 "坚持住！你之前说你是弹钢琴的吧？",
                 "没有啦，钢琴是我小时候被逼着学的，早就不弹了。现在就小提琴",
                 "明白了，现在专心小提琴。我自己最喜欢的是肖邦，你呢？",
                 "我喜欢久石让，宫崎骏那些配乐听一万遍都不腻"],
     [u("instrument", "小提琴|violin"), u("fav_music", "久石让|Joe Hisaishi"), c("fav_music", "肖邦|Chopin")],
     tag=True)
comp(L, "暖暖", ["暖暖，我是不是太胖了，体检说我血压有点高",
                 "别这么说自己！血压高要注意饮食哦，你还是每天喝奶茶吗？",
                 "戒了！上个月就戒了，现在只喝无糖豆浆",
                 "好棒！那你现在在公司还是一坐一整天吗？",
                 "对，做会计就这命。不过我报了个游泳班，下周一开课"],
     [u("health", "血压有点高|高血压|high blood pressure"), u("job_title", "会计|accountant"),
      u("plan/sport", "游泳班|游泳|swimming"), u("diet", "无糖豆浆", False)], tag=True)
comp(L, "Momo", ["Momo，帮我记一下，我新学校是新南威尔士大学",
                 "好的！你在悉尼读书呀，读什么专业呢？",
                 "读商科，会计方向。顺便我住在Kensington，离学校走路十分钟",
                 "记下了：悉尼、新南威尔士大学、会计。你是本科吧？",
                 "研究生啦，本科在国内读的，厦大"],
     [u("school", "新南威尔士大学|UNSW"), u("city", "悉尼|Sydney", False), u("major", "会计|商科|accounting"),
      u("place", "Kensington"), u("degree", "研究生|master"), u("school", "厦大|厦门大学|Xiamen University")],
     tag=True)
comp(L, "阿木", ["阿木，今天我爸又催我考公了",
                 "叔叔也是为你好嘛。你现在是在做设计对吧？",
                 "嗯UI设计，在一家小游戏公司，虽然工资不高但我喜欢",
                 "喜欢最重要！你爸是公务员吗，所以希望你也考？",
                 "他是中学校长，快退休了，觉得铁饭碗最香"],
     [u("job_title", "UI设计|UI designer"), u("industry", "游戏|gaming"), u("employer", "游戏公司", False),
      p("爸爸", "job_title", "中学校长|校长|principal"), u("family", "爸|爸爸|dad")], tag=True)
comp(L, "小满", ["小满在吗，我失眠第三天了",
                 "在的，抱抱你。是工作压力大吗？你还在那家律所？",
                 "换了，上个月跳去了金杜，压力更大了哈哈",
                 "恭喜跳槽！你是做诉讼的吧？",
                 "不是，非诉，做并购的。另外失眠医生说是焦虑症，开了药"],
     [u("employer", "金杜|King & Wood Mallesons|KWM"), u("job_title", "非诉|并购律师|M&A lawyer"),
      u("industry", "法律|law", False), u("health", "焦虑症|anxiety"), u("health", "失眠|insomnia", False)], tag=True)
comp(L, "豆豆", ["豆豆，我今天过生日！",
                 "生日快乐🎂！让我猜猜，今天是你的二十岁生日？",
                 "哈哈猜错，二十三啦",
                 "二十三岁生日快乐！打算怎么过呀？",
                 "在大阪交换这一年第一次在国外过生日，和室友去吃日料，我最爱三文鱼，能吃一整盘"],
     [u("age", "二十三|23"), u("city", "大阪|Osaka"), u("fav_food", "三文鱼|salmon"), u("birthday", "今天", False)], tag=True)
comp(L, "小夏", ["小夏，我在考虑要不要跟女朋友求婚",
                 "哇！你们在一起多久了呀？",
                 "七年了，她叫林悦，是个牙医",
                 "七年好长！林悦是做牙医的，那她一定很细心。你是不是已经买好戒指了？",
                 "还没，就是想想。对了她对花粉过敏，求婚别用花了😂"],
     [u("partner", "林悦|女朋友|girlfriend"), p("林悦", "relation", "女朋友|girlfriend"),
      p("林悦", "job_title", "牙医|dentist"), p("林悦", "allergy", "花粉|pollen")], tag=True)
comp(L, "阿狸", ["阿狸，你会说四川话吗",
                 "我在学一点点！你是四川人吗？",
                 "重庆的！不是四川，重庆人最烦别人说我们是四川的",
                 "对不起对不起，重庆人！那你现在还在重庆吗？",
                 "没，在南京上班，做建筑监理，天天跑工地"],
     [u("hometown", "重庆|Chongqing"), u("city", "南京|Nanjing"), u("job_title", "建筑监理|监理"),
      c("language", "四川话", False)], tag=True)
comp(L, "晚晚", ["晚晚，我今天开始用你记账了",
                 "好呀！先告诉我你是学生还是上班族？",
                 "学生，在新加坡国立读计算机，同时在学校咖啡厅兼职",
                 "NUS计算机好厉害！兼职一周多少小时呀？",
                 "一周十五小时，时薪12新币。我邮箱是 wanqing.lee@u.nus.edu 账单发这吧"],
     [u("school", "新加坡国立|NUS|National University of Singapore"), u("major", "计算机|computer science"),
      u("job_title", "兼职|part-time", False), u("city", "新加坡|Singapore", False),
      u("email", "wanqing.lee@u.nus.edu")], tag=True)
comp(L, "元宝", ["元宝，我最近在追《狂飙》，太上头了",
                 "我也听说了！你最喜欢的剧是《狂飙》吗？",
                 "最喜欢还是《甄嬛传》，看了八遍，台词都会背",
                 "八遍！太强了。那你平时还做什么？",
                 "打羽毛球，每周二四跟同事打，我们公司有场地"],
     [u("fav_film", "甄嬛传|Empresses in the Palace"), u("sport", "羽毛球|badminton")], tag=True)
comp(L, "七七", ["七七，我今天被房东要求搬走了",
                 "天哪！你在巴黎住了好多年了吧？",
                 "才一年多，我是来读艺术史的。房东说他儿子要回来住",
                 "好突然……那你要搬去哪？",
                 "朋友在13区有个空房间，下周末搬过去"],
     [u("city", "巴黎|Paris", False), u("major", "艺术史|art history"), u("plan", "搬过去|搬去13区", True)],
     tag=True)

# ---------------- group chats (11) ----------------
group(L, "小周", [("房东李姐", "各位租客，下个月起水电费按人头算哈"),
                 ("小周", "李姐我上个月都回国了，没用水啊"),
                 ("阿May", "我也是，我寒假在悉尼打工没回来住"),
                 ("小周", "我是在悉尼大学读研的，不是打工，阿May是打工哈哈，我只是回国过年"),
                 ("Leo", "我二月一直在，水电我认"),
                 ("房东李姐", "好好，都记下了")],
      [u("school", "悉尼大学|University of Sydney"), u("degree", "读研|研究生|master"),
       p("阿May", "job_title", "打工", False), u("city", "悉尼|Sydney", False),
       p("房东李姐", "relation", "房东|landlord", False)])
group(L, None, [("大姨", "明天家宴，都几点到"),
                ("表弟浩浩", "我六点，刚下班，在腾讯加班到五点半"),
                ("林林", "我五点就到，帮大姨洗菜。我男朋友也来，他不吃猪肉哈，回族"),
                ("大姨", "好嘞，我专门做牛羊肉"),
                ("林林", "我自己对海鲜过敏，大家别夹给我虾"),
                ("姨父", "收到，我明天去买羊排")],
      [p("表弟浩浩", "employer", "腾讯|Tencent"), u("partner", "男朋友|boyfriend"),
       p("男朋友", "diet", "不吃猪肉|清真|halal"), u("allergy", "海鲜|seafood"), u("allergy", "虾|shrimp", False)],
      exporter="林林")
group(L, "老王", [("老王", "兄弟们周六约球啊，我订了足球场"),
                 ("大刘", "不行，我周六值班，医院走不开"),
                 ("老王", "你个骨科医生天天值班"),
                 ("阿杰", "我去！不过我腰伤还没好，打打门将"),
                 ("小胖", "+1 我带水"),
                 ("老孙", "我在外地，下次"),
                 ("老王", "行，阿杰守门。我踢前锋，三十五了还能跑")],
      [u("sport", "足球|football"), u("age", "三十五|35"), p("大刘", "job_title", "骨科医生|orthopedic doctor"),
       p("大刘", "employer", "医院|hospital", False), p("阿杰", "health", "腰伤|back injury")])
group(L, None, [("班主任张老师", "各位家长，下周三春游，请家长在群里接龙报名"),
                ("睿睿妈妈", "1. 王睿 家长陪同"),
                ("果果爸爸", "2. 陈果 不陪同，我那天出差"),
                ("睿睿妈妈", "对了张老师，睿睿对花生过敏，带饭的时候请注意"),
                ("乐乐奶奶", "3. 李乐 奶奶陪同"),
                ("果果爸爸", "果果也想问下，能带相机吗")],
      [p("王睿", "allergy", "花生|peanut"), u("family", "睿睿|王睿|儿子", True),
       u("plan", "春游|家长陪同", True), p("班主任张老师", "job_title", "班主任|老师|teacher", False)],
      exporter="睿睿妈妈")
group(L, "我", [("小鱼", "今天讲座的PPT谁有，发一下"),
               ("我", "我有，我是助教嘛，等下发群里"),
               ("Kevin", "助教大大！话说你是读的哪个方向来着"),
               ("我", "计算语言学，博二。这学期当这门课的TA"),
               ("小鱼", "羡慕，我还在申请，被拒了三个了")],
      [u("job_title", "助教|TA|teaching assistant"), u("major", "计算语言学|computational linguistics"),
       u("degree", "博二|博士|PhD")])
group(L, None, [("爸", "周末回家吃饭不"),
                ("二姐", "我回，带上老公和孩子"),
                ("老三小楠", "我不回了，研究所要赶项目，周日还得去合肥出差"),
                ("大哥", "我也回，带瓶酒"),
                ("爸", "你们研究所也太忙了"),
                ("老三小楠", "没办法，做芯片的都这样。下个月国庆一定回")],
      [u("industry", "芯片|semiconductor"), u("employer", "研究所", False), u("plan", "去合肥出差", False),
       p("二姐", "partner", "老公|husband"), p("二姐", "relation", "二姐|姐姐", False)],
      exporter="老三小楠")
group(L, "阿珍", [("阿珍", "姐妹们我要去做近视手术了！下周四！"),
                 ("小美", "天，终于下定决心了！我去年做的，超爽"),
                 ("阿珍", "对，戴了二十年眼镜了，八百度"),
                 ("Cici", "冲！做完记得戴墨镜"),
                 ("Lily", "你那家医院在哪"),
                 ("阿珍", "就在我们公司对面，我在陆家嘴上班嘛，午休就能去")],
      [u("plan", "近视手术|做近视手术"), u("health", "近视|八百度|myopia"), u("place", "陆家嘴|Lujiazui"),
       u("city", "上海|Shanghai", False)])
group(L, None, [("群主老陈", "今晚九点开黑，五排缺一个"),
                ("小K", "我来！今天刚发工资"),
                ("拖拉机", "我打辅助，我游戏里的老婆会不会生气"),
                ("小K", "哈哈哈。我跟你们说，我下个月就去宁波了，在那边一家外贸公司做跟单"),
                ("奶茶续命", "宁波好地方，海鲜便宜"),
                ("阿飞", "上号上号"),
                ("群主老陈", "牛啊，那以后开黑得换时间了")],
      [u("plan", "去宁波|宁波", True), u("employer/plan", "外贸公司", False), u("job_title/plan", "跟单", True),
       u("hobby", "开黑|游戏|gaming", False)],
      exporter="小K")
group(L, "阿芳", [("阿芳", "明天读书会读啥来着"),
                 ("老周", "《百年孤独》第三章"),
                 ("阿芳", "我还没买书😂 我是村上春树粉，这种魔幻现实我读不进去"),
                 ("小雨", "芳姐你不是最爱《挪威的森林》吗，那你可以分享一下"),
                 ("阿芳", "对对，那本我买了三个版本")],
      [u("fav_book", "挪威的森林|Norwegian Wood"), u("fav_book", "村上春树|Haruki Murakami", False),
       u("hobby", "读书会|读书|reading", False)])
group(L, "我", [("我", "谁知道Coventry哪里有卖正宗川菜调料的"),
               ("老黄", "市中心那家华人超市有，我上周刚买了郫县豆瓣"),
               ("我", "感谢！我成都人，一个月没吃辣快疯了"),
               ("阿彬", "同求！"),
               ("Mia", "哈哈你不是在华威读书吗，学校附近有家川菜馆"),
               ("我", "对，华威经济系，那家我去过，不正宗")],
      [u("hometown", "成都|Chengdu"), u("school", "华威|Warwick"), u("major", "经济|economics"),
       u("city", "Coventry|考文垂", False)])
group(L, None, [("婆婆", "宝宝这周打疫苗了没"),
                ("李婷", "打了，周二打的，有点发烧今天好了"),
                ("老公阿强", "我这周在西安出差，周六回"),
                ("小姑子", "小汤圆好可爱，周末去看她"),
                ("婆婆", "辛苦了，婷婷你也多休息，产假还剩多久"),
                ("李婷", "还有一个月就回银行上班了，舍不得小汤圆")],
      [u("employer", "银行|bank", False), u("gender", "女|female", False), u("family", "小汤圆|宝宝|baby"),
       u("partner", "老公阿强|阿强|老公|husband", False), p("老公阿强", "relation", "老公|husband", False),
       u("name", "李婷", False)],
      exporter="李婷")
