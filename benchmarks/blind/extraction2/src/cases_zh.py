from h import case, F, U, A, S

# 入职
case("zh", [U("今天面试完了！！下周一正式入职蔚来，做电池测试工程师，终于不用再啃老了哈哈哈")], [
    F("user", ["employer", "plan"], ["蔚来", "NIO"]),
    F("user", ["job_title", "plan"], ["电池测试工程师", "测试工程师"]),
])

case("zh", [U("2月3日 晴。今天是我29岁生日，老妈寄来一箱脐橙，她还是住在赣州老家，说等我过年回去。", at="2024-02-03T22:10:00")], [
    F("user", "age", "29"),
    F("user", "birthday", ["2月3日", "02-03"]),
    F("p:妈妈", "city", ["赣州", "Ganzhou"]),
    F("user", "hometown", ["赣州", "Ganzhou"], False),
    F("user", "family", ["老妈", "妈妈"], False),
])

case("zh", [U("我对芒果过敏，一吃嘴就肿成香肠嘴🥭❌ 但我男朋友阿哲超爱吃芒果，每次都当着我面吃，气死")], [
    F("user", "allergy", ["芒果", "mango"]),
    F("user", "partner", ["阿哲", "男朋友"]),
    F("p:阿哲", "relation", ["男朋友", "boyfriend"]),
    F("p:阿哲", "fav_food", ["芒果", "mango"]),
])

case("zh", [U("要是我会弹钢琴就好了，小时候学过两年后来放弃了，现在连五线谱都看不懂😂")], [], neg=True)

case("zh", [U("我在杭州滨江这边上班，住的地方离公司骑车十分钟，在网易做游戏策划，天天被玩家骂hhh")], [
    F("user", "city", ["杭州", "Hangzhou"]),
    F("user", ["place", "city"], ["滨江"], False),
    F("user", "employer", ["网易", "NetEase"]),
    F("user", "job_title", ["游戏策划", "策划"]),
    F("user", "industry", ["游戏", "gaming"], False),
])

case("zh", [
    S("大壮", "我下个月去成都出差，有没有人推荐火锅"),
    S("小鹿", "我老家就是成都的！推荐你去吃小龙坎 不过我现在在北京漂着，好久没回了"),
    S("阿May", "我也想去成都，可惜我年假用完了😭"),
], [
    F("user", "hometown", ["成都", "Chengdu"]),
    F("user", "city", ["北京", "Beijing"]),
    F("p:大壮", "plan", ["下个月去成都出差", "成都出差"], False),
], me="小鹿", neg=True)

case("zh", [U("我家猫叫煤球，纯黑的，三岁了，天天半夜在我身上跑酷")], [
    F("user", "pet", ["猫", "cat"]),
    F("user", "pet_name", ["煤球"]),
])

case("zh", [
    A("既然你最近睡不好，要不要试试练瑜伽？听说对放松很有帮助。"),
    U("算了吧我这身板…我每周打两次羽毛球已经够累了"),
], [
    F("user", "sport", ["羽毛球", "badminton"]),
], neg=True)

case("zh", [U("我姐林悦今年刚生了二胎，现在我是两个小侄子的舅舅啦")], [
    F("user", "family", ["姐", "林悦", "姐姐", "sister"]),
    F("p:林悦", "relation", ["姐", "姐姐", "sister"]),
    F("user", "gender", ["男", "male"], False),
])

case("zh", [U("我没有养狗啦，那是我室友的柯基，叫布丁，天天睡我床上赶都赶不走")], [
    F("p:室友", "pet", ["柯基", "corgi"]),
    F("p:室友", "pet_name", ["布丁"]),
    F("p:室友", "relation", ["室友", "roommate"], False),
], neg=True)

case("zh", [U("吃素第三年了，蛋奶还吃，肉是真的一口不碰。")], [
    F("user", "diet", ["吃素", "素食", "蛋奶素", "vegetarian"]),
])

case("zh", [U("本人，女，32，坐标青岛，欢迎唠嗑")], [
    F("user", "gender", ["女", "female"]),
    F("user", "age", "32"),
    F("user", "city", ["青岛", "Qingdao"]),
])

case("zh", [U("我妈今天又念叨：“隔壁小王都当上处长了，你呢？” 我：我一个自由插画师要什么处长😤")], [
    F("user", "job_title", ["插画师", "自由插画师", "illustrator"]),
    F("user", "family", ["我妈", "妈妈"], False),
], neg=True)

case("zh", [U("我是95年的，双鱼座，生日3月8号，跟妇女节同一天哈哈")], [
    F("user", "birthday", ["3月8号", "3月8日", "03-08"]),
])

case("zh", [U("我老公是消防员，一个月一半时间住队里，我一个人带俩娃，心累")], [
    F("user", "partner", ["老公", "husband"]),
    F("p:老公", "job_title", ["消防员", "firefighter"]),
    F("user", "family", ["俩娃", "孩子"], False),
])

case("zh", [U("我最受不了香菜！！谁往我碗里放香菜我跟谁急")], [
    F("user", "dislike", ["香菜", "cilantro", "coriander"]),
])

case("zh", [U("对对对我是首富，住汤臣一品，每天开法拉利上班🙃 实际上是挤一个小时地铁去张江的小破公司写代码")], [
    F("user", ["place", "city"], ["张江"], False),
    F("user", "job_title", ["写代码", "程序员"], False),
], neg=True)

case("zh", [U("我本科南大的，学的天文，后来读研转去了计算机，现在在做算法")], [
    F("user", "school", ["南大", "南京大学"]),
    F("user", "major", ["天文", "天文学", "astronomy"]),
    F("user", "major", ["计算机", "computer science"]),
    F("user", "degree", ["研", "硕士", "研究生", "master"], False),
    F("user", "job_title", ["算法", "算法工程师"], False),
])

case("zh", [
    U("小暖你最喜欢什么歌呀"),
    A("我最喜欢陈绮贞的《旅行的意义》啦，每次听都觉得很温柔～你呢？"),
    U("我最近在循环告五人，尤其是《爱人错过》，单曲循环一百遍不腻"),
], [
    F("character", "fav_music", ["陈绮贞", "旅行的意义"]),
    F("user", "fav_music", ["告五人", "爱人错过"]),
], character="小暖")

case("zh", [U("以前在字节干了三年运营，去年裸辞了，现在在大理开民宿，日子终于慢下来了")], [
    F("user", "city", ["大理", "Dali"]),
    F("user", "job_title", ["开民宿", "民宿老板"]),
], neg=True)

case("zh", [U("我会说粤语和一点点日语，日语是追番自学的，N3还没过😅")], [
    F("user", "language", ["粤语", "Cantonese"]),
    F("user", "language", ["日语", "Japanese"]),
    F("user", "hobby", ["追番", "看动漫"], False),
])

case("zh", [U("我邮箱换了，新的是 zhouyi_work@163.com ，旧的那个qq邮箱别再发了")], [
    F("user", "email", ["zhouyi_work@163.com"]),
])

case("zh", [U("帮我记一下，我手机号 139 1234 8876，之前那个138开头的已经停机了")], [
    F("user", "phone", ["139 1234 8876", "13912348876"]),
], neg=True)

case("zh", [U("机票订好了！！5月20号飞冰岛，跟闺蜜小雨一起去看极光（虽然五月好像看不到了😂）")], [
    F("user", "plan", ["5月20号飞冰岛", "冰岛", "Iceland"]),
    F("p:小雨", "relation", ["闺蜜", "best friend"]),
    F("p:小雨", "plan", ["冰岛", "Iceland"], False),
])

case("zh", [U("《百年孤独》我读了五遍，每次读到最后一页都想哭，这辈子最爱的书没有之一")], [
    F("user", "fav_book", ["百年孤独", "One Hundred Years of Solitude"]),
])

case("zh", [U("心中的No.1永远是《霸王别姬》，哥哥太绝了，每年四月一号都要重温一遍")], [
    F("user", "fav_film", ["霸王别姬", "Farewell My Concubine"]),
])

case("zh", [U("好想养一只布偶猫啊，可是房东不让养宠物，呜呜")], [], neg=True)

case("zh", [U("朋友都叫我“阿蛋”，因为我小时候圆滚滚的像颗卤蛋🥚")], [
    F("user", "nickname", ["阿蛋"]),
])

case("zh", [U("对了我还没自我介绍，我叫许嘉禾，你叫我嘉禾就好")], [
    F("user", "name", ["许嘉禾"]),
    F("user", "nickname", ["嘉禾"], False),
])

case("zh", [U("作为一个东北大老爷们，我居然不能喝酒，一杯啤酒下去就上脸🍺 被兄弟们笑了十年")], [
    F("user", "gender", ["大老爷们", "男", "male"]),
    F("user", "hometown", ["东北", "Northeast China"]),
    F("user", ["health", "diet", "allergy"], ["不能喝酒"], False),
])

case("zh", [U("练尤克里里第二个月，《小幸运》终于能完整弹下来了🎶")], [
    F("user", "instrument", ["尤克里里", "ukulele"]),
])

case("zh", [
    S("佳佳", "周末谁去爬山？我报名了凤凰岭那条线"),
    S("老周", "我去不了，膝盖半月板刚做完手术，医生说三个月别爬山", exporter=True),
    S("阿杰", "我去我去，我最近在练越野跑，正好拉练"),
    S("老周", "你们拍照发群里，我在家撸猫"),
], [
    F("user", "health", ["半月板", "膝盖半月板手术", "半月板手术"]),
    F("p:阿杰", "sport", ["越野跑", "trail running"]),
    F("p:佳佳", "plan", ["凤凰岭", "爬山"], False),
    F("user", "pet", ["猫", "cat"], False),
], neg=True)

case("zh", [U("我女儿朵朵今天第一天上幼儿园，哭得撕心裂肺，我在门口也偷偷哭了😭")], [
    F("user", "family", ["女儿", "朵朵", "daughter"]),
    F("p:朵朵", "relation", ["女儿", "daughter"]),
    F("p:朵朵", "school", ["幼儿园", "kindergarten"], False),
])

case("zh", [U("我的仓鼠豆豆上个月走了，现在家里只剩一缸金鱼，每天看着它们发呆")], [
    F("user", "pet", ["金鱼", "goldfish"]),
], neg=True)

case("zh", [U("我哥这周在三亚出差，天天给我发海景照，气人。他平时在深圳做律师，忙成狗")], [
    F("p:哥哥", "city", ["深圳", "Shenzhen"]),
    F("p:哥哥", "job_title", ["律师", "lawyer"]),
    F("user", "family", ["哥", "哥哥", "brother"], False),
], neg=True)

case("zh", [U("你说我要不要辞职去读MBA啊？在银行柜台干了四年了，真的看不到头")], [
    F("user", "industry", ["银行", "banking"]),
    F("user", "job_title", ["柜台", "柜员", "银行柜员"], False),
], neg=True)

case("zh", [U("人生终极快乐就是一碗热乎的胡辣汤配油条，咱河南人的灵魂早餐")], [
    F("user", "fav_food", ["胡辣汤"]),
    F("user", "hometown", ["河南", "Henan"]),
])

case("zh", [U("下周三就是我生日了，老公神神秘秘说要给我惊喜，我猜是那家日料店🤭", at="2024-06-10T21:03:00")], [
    F("user", "birthday", ["下周三", "6月19日", "06-19"], False),
    F("user", "partner", ["老公", "husband"]),
    F("user", "gender", ["女", "female"], False),
])

case("zh", [U("12月23号考研初试，目标复旦新闻学院，还有87天，冲！")], [
    F("user", "plan", ["考研初试", "考研", "12月23号考研初试"]),
], neg=True)

case("zh", [U("闺蜜糖糖家的萨摩耶叫雪球，每次去她家都扑我一身毛")], [
    F("p:糖糖", "relation", ["闺蜜", "best friend"]),
    F("p:糖糖", "pet", ["萨摩耶", "Samoyed"]),
    F("p:糖糖", "pet_name", ["雪球"]),
])

case("zh", [
    A("我是在重庆长大的哦，所以特别能吃辣🌶️ 你呢？"),
    U("哈哈哈我广东人，微辣都受不了"),
], [
    F("character", "hometown", ["重庆", "Chongqing"]),
    F("user", "hometown", ["广东", "Guangdong"]),
    F("user", ["dislike", "diet"], ["辣", "微辣"], False),
], character="阿澈")

case("zh", [U("之前跟你说我在武汉是说错了，我在长沙，武汉是我读大学的城市")], [
    F("user", "city", ["长沙", "Changsha"]),
], neg=True)

case("zh", [U("终于在天河买了自己的小两居，虽然要背三十年房贷😭 但有家了")], [
    F("user", "belonging", ["小两居", "两居", "房子"]),
    F("user", ["place", "city"], ["天河"]),
    F("user", "city", ["广州", "Guangzhou"], False),
])

case("zh", [U("和前任分手两年了，今天刷到他结婚的消息，心情复杂。现在的对象小林对我挺好的，就是有点直男")], [
    F("user", "partner", ["小林", "对象"]),
    F("p:小林", "relation", ["对象", "男朋友", "boyfriend"]),
], neg=True)

case("zh", [U("我又没有兄弟姐妹，过年就我一个人被七大姑八大姨围攻🥲")], [], neg=True)

case("zh", [U("我弟在哈工大读大二，学的机械，天天嚷嚷着要转专业")], [
    F("p:弟弟", "school", ["哈工大", "哈尔滨工业大学"]),
    F("p:弟弟", "major", ["机械", "机械工程"]),
    F("user", "family", ["弟", "弟弟", "brother"], False),
])

case("zh", [U("最近迷上了拼乐高，周末一坐就是一整天，千年隼已经拼完了，下一个目标霍格沃茨")], [
    F("user", "hobby", ["拼乐高", "乐高", "LEGO"]),
    F("user", "belonging", ["千年隼"], False),
])

case("zh", [
    S("文文", "我要结婚啦！！10月2号，大家都要来哦💍"),
    S("胖虎", "恭喜恭喜！我肯定到，还能给你当司机，我刚提了辆理想L7"),
    S("阿乐", "必须到！不过我在新加坡工作，得提前请假，我尽量"),
], [
    F("p:文文", "plan", ["结婚", "10月2号"]),
    F("p:胖虎", "belonging", ["理想L7", "L7"]),
    F("user", "city", ["新加坡", "Singapore"]),
], me="阿乐", neg=True)

case("zh", [U("我是做跨境电商的，主要卖宠物用品到美国，最近汇率搞得我头大")], [
    F("user", "industry", ["跨境电商", "电商", "e-commerce"]),
])

case("zh", [U("熬了五年终于博士毕业了！！材料学，以后可以叫我X博士了🎓")], [
    F("user", "degree", ["博士", "PhD"]),
    F("user", "major", ["材料学", "材料", "materials science"]),
])

case("zh", [
    A("听起来你应该是个老师吧？"),
    U("哈哈不是，我是幼儿园保育员，也差不多啦"),
], [
    F("user", "job_title", ["保育员", "幼儿园保育员"]),
], neg=True)

case("zh", [U("我是温州人，温州话号称魔鬼语言，但我爸妈吵架我都听不懂哈哈")], [
    F("user", "hometown", ["温州", "Wenzhou"]),
    F("user", "family", ["爸妈"], False),
], neg=True)

case("zh", [U("我爸高血压十几年了，每天都要吃降压药，还偷偷喝酒，说他也不听")], [
    F("p:爸爸", "health", ["高血压", "hypertension"]),
    F("user", "family", ["我爸", "爸爸"], False),
])

case("zh", [U("提醒自己：婆婆对花生过敏，周末做饭千万别放花生！")], [
    F("p:婆婆", "allergy", ["花生", "peanut"]),
    F("user", "family", ["婆婆", "mother-in-law"], False),
])

case("zh", [U("如果我是个程序员，现在应该早就在杭州买房了吧……可惜我只是个卖奶茶的")], [
    F("user", "job_title", ["卖奶茶的", "奶茶店"]),
], neg=True)

case("zh", [U("今天正式搬来厦门了！！出租屋在曾厝垵附近，推开窗就是海🌊", at="2023-11-18T19:40:00")], [
    F("user", "city", ["厦门", "Xiamen"]),
    F("user", "place", ["曾厝垵"], False),
])

case("zh", [U("我家狗叫“可乐”不是“可可”啊，你又记错了🙄 是只柴犬")], [
    F("user", "pet", ["柴犬", "Shiba"]),
    F("user", "pet_name", ["可乐"]),
], neg=True)

case("zh", [U("新入了一把雅马哈的电吉他，这次一定好好练，不能让它吃灰🎸")], [
    F("user", "instrument", ["电吉他", "吉他", "electric guitar"]),
    F("user", "belonging", ["雅马哈", "Yamaha"]),
])

case("zh", [U("你觉得住在海边的人是不是都很快乐？")], [], neg=True)

case("zh", [U("母校北外，英语系，毕业后一直在做同传")], [
    F("user", "school", ["北外", "北京外国语大学"]),
    F("user", "major", ["英语", "英语系", "English"]),
    F("user", "job_title", ["同传", "同声传译"]),
    F("user", "language", ["英语", "English"], False),
])

case("zh", [
    S("小雪", "我家猫又把沙发挠烂了，谁有靠谱的猫抓板推荐"),
    S("老王", "我家是狗，不懂猫😂"),
    S("Momo", "我家两只猫用的都是瓦楞纸那种，便宜耐造"),
], [
    F("user", "pet", ["猫", "两只猫", "cat"]),
    F("p:小雪", "pet", ["猫", "cat"]),
    F("p:老王", "pet", ["狗", "dog"]),
], me="Momo", neg=True)

case("zh", [
    S("大橙子", "报告大家，我上岸了！！下个月去税务局报到🎉"),
    S("阿珍", "卧槽牛啊！我还在考，今年第三年了"),
    S("大橙子", "你可以的！我也是考了两年才上的"),
], [
    F("user", ["employer", "plan"], ["税务局"]),
], me="大橙子", neg=True)

case("zh", [
    S("妈妈", "阿凯你国庆回不回家？"),
    S("阿凯", "回！票已经买好了，30号晚上的高铁到贵阳"),
    S("小姨", "我们家菁菁今年考上浙大了，国庆也回来"),
], [
    F("user", "plan", ["30号晚上的高铁到贵阳", "回家", "贵阳"]),
    F("user", "hometown", ["贵阳", "Guiyang"], False),
    F("p:菁菁", "school", ["浙大", "浙江大学"]),
], me="阿凯", neg=True)

case("zh", [
    S("大刘", "我刚体检查出来脂肪肝，从今天起戒酒！"),
    S("桃子", "你上次也这么说哈哈哈"),
    S("阿珂", "一起吧，我痛风又犯了，现在海鲜啤酒都不敢碰", exporter=True),
    S("桃子", "我是不喝酒，但是奶茶戒不掉🧋"),
], [
    F("p:大刘", "health", ["脂肪肝", "fatty liver"]),
    F("user", "health", ["痛风", "gout"]),
    F("p:桃子", "fav_food", ["奶茶", "milk tea"], False),
], neg=True)

case("zh", [U("你猜我今年多大？猜错了罚你给我讲个笑话😜")], [], neg=True)

case("zh", [U("以后叫我全名也行：欧阳晓晓，四个字，别再打成欧阳小小了🙄")], [
    F("user", "name", ["欧阳晓晓"]),
], neg=True)

case("zh", [U("我新号码：18620457731，微信也是这个号，存一下哈")], [
    F("user", "phone", ["18620457731"]),
])

case("zh", [U("《三体》是我的白月光，大刘yyds，黑暗森林那段我能背")], [
    F("user", "fav_book", ["三体", "The Three-Body Problem"]),
])

case("zh", [U("我对猫毛过敏，但还是养了只猫，每天一边打喷嚏一边吸猫🤧 真爱了")], [
    F("user", "allergy", ["猫毛", "cat hair", "cats"]),
    F("user", "pet", ["猫", "cat"]),
])

case("zh", [U("每周六都去人民公园相亲角帮我妈看简历，不是给我自己找的！！是给我表弟")], [
    F("user", "place", ["人民公园", "相亲角"]),
    F("user", "family", ["表弟", "我妈"], False),
], neg=True)

case("zh", [U("唉，今天又被甲方改了八遍稿……算了不说了，睡觉")], [])

case("zh", [
    S("阿豪", "下周六公司年会要出节目，谁会乐器？"),
    S("小葵", "我会拉二胡，学了十年了，不过最近手生了哈哈", exporter=True),
    S("蓓蓓", "我可以跳舞！我在读舞蹈系的研究生嘛，老本行"),
    S("阿豪", "那小葵二胡+蓓蓓跳舞，稳了👍"),
], [
    F("user", "instrument", ["二胡", "erhu"]),
    F("p:蓓蓓", "major", ["舞蹈", "舞蹈系", "dance"]),
    F("p:蓓蓓", "degree", ["研究生", "master"], False),
], neg=True)
