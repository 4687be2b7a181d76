from h import F, U, P, C, short, diary, comp, group

CASES = []
A = CASES.append

# ---------- short chats ----------
A(short("zh", "我家闺女今天第一次自己翻身了！！！七个月了才翻，我妈说我小时候四个月就会了，别人家孩子都会爬了😭", [
    U("family", ["闺女", "女儿", "daughter"]),
    P("闺女", "age", ["七个月", "7个月"]),
    U("family", ["妈", "妈妈"], False),
], neg=True))
A(short("zh", "怀孕32周了，这两天腿抽筋抽到半夜醒，医生说补钙。老公出差去成都了，下周五才回来，一个人在家有点慌", [
    U("health", ["怀孕32周", "怀孕", "pregnant"]),
    U("health", ["腿抽筋", "抽筋"], False),
    U("partner", ["老公", "husband"], False),
    U("gender", ["女", "female"], False),
], neg=True))
A(short("zh", "我是幼儿园老师，带小班的，每天被二十几个三岁小孩包围，下班嗓子都哑了。不是保育员哈，是主班", [
    U("job_title", ["幼儿园老师", "老师", "主班", "kindergarten teacher"]),
    U("employer", ["幼儿园", "kindergarten"], False),
], neg=True))
A(short("zh", "请问有人知道北京朝阳哪家托育机构靠谱吗，我们家小宝刚满一岁，我下个月产假结束要回去上班了😩", [
    U("family", ["小宝", "孩子", "baby"]),
    P("小宝", "age", ["一岁", "1岁"]),
    U("plan", ["回去上班", "产假结束", "back to work"]),
    U("city", ["北京", "Beijing"], False),
    U("place", ["朝阳", "Chaoyang"], False),
    U("gender", ["女", "female"], False),
], neg=True))
A(short("zh", "电话换了啊，新号13817264590，旧的那个159开头的别再打了", [
    U("phone", ["13817264590"]),
], neg=True))
A(short("zh", "我真的不吃香菜，谁往我碗里放香菜我跟谁急", [
    U(["dislike", "diet"], ["香菜", "cilantro", "coriander"]),
]))
A(short("zh", "哈哈哈我要是有钱我就在大理买个院子养十只猫，现实是租在通州一个一居室，养着一只叫土豆的橘猫", [
    U(["place", "city"], ["通州", "Tongzhou"]),
    U("city", ["北京", "Beijing"], False),
    U("pet", ["橘猫", "猫", "cat"]),
    U("pet_name", ["土豆"]),
], neg=True))
A(short("zh", "我姥姥今年九十一了，耳朵不太好但是每天还能自己下楼遛弯，真的佩服", [
    U("family", ["姥姥", "grandma"]),
    P("姥姥", "age", ["九十一", "91"]),
    P("姥姥", "health", ["耳朵不太好", "耳背"]),
]))
A(short("zh", "我在深圳南山一家做跨境电商的公司当运营，不是什么大厂哈，别问", [
    U("job_title", ["运营", "operations"]),
    U("industry", ["跨境电商", "电商", "cross-border e-commerce"]),
    U("city", ["深圳", "Shenzhen"], False),
    U(["place", "city"], ["南山", "Nanshan"], False),
]))
A(short("zh", "老大五岁老二八个月，白天我婆婆帮忙带，晚上我跟老公轮流起夜，已经不记得上次睡满六小时是什么时候了", [
    U("family", ["老大", "两个孩子"]),
    U("family", ["老二"]),
    P("老大", "age", ["五岁", "5岁"]),
    P("老二", "age", ["八个月", "8个月"]),
    U("partner", ["老公", "husband"], False),
    U("family", ["婆婆", "mother-in-law"], False),
]))
A(short("zh", "本人男，92年的，山东临沂人，目前在苏州做模具设计", [
    U("gender", ["男", "male"]),
    U(["birthday", "age"], ["92年", "1992"]),
    U("hometown", ["临沂", "山东临沂", "山东", "Linyi"]),
    U("city", ["苏州", "Suzhou"]),
    U("job_title", ["模具设计", "mold designer"]),
]))
A(short("zh", "我对青霉素过敏，上次打点滴差点出事，护士问了三遍我都说了", [
    U("allergy", ["青霉素", "penicillin"]),
]))
A(short("zh", "刚问了下，我儿子在的那个托班一个月四千二，我同事说她家那边才两千八，上海这价格真的离谱", [
    U("family", ["儿子", "son"]),
    U("city", ["上海", "Shanghai"], False),
], neg=True))
A(short("zh", "我是学临床医学的，本科在中南，现在在湘雅规培，说是医生其实就是高级打杂😂", [
    U("major", ["临床医学", "clinical medicine"]),
    U("school", ["中南", "中南大学", "Central South University"]),
    U("degree", ["本科", "bachelor"], False),
    U("employer", ["湘雅", "湘雅医院"]),
    U("job_title", ["规培", "医生", "resident doctor"]),
    U("city", ["长沙", "Changsha"], False),
]))
A(short("zh", "没有没有，我没结婚，那是我表姐的孩子，我就是个帮忙抱一下的小姨😂", [
    U("family", ["表姐", "cousin"], False),
    P("表姐", "family", ["孩子", "child"], False),
    U("gender", ["女", "female"], False),
], neg=True))
A(short("zh", "我小名叫豆豆，只有家里人这么叫，同事都叫我小林", [
    U("nickname", ["豆豆"]),
    U("nickname", ["小林"]),
]))
A(short("zh", "体检出来甲状腺结节，三类，医生说半年复查就行。我妈非要我去做穿刺，烦死了", [
    U("health", ["甲状腺结节", "thyroid nodule"]),
    U("plan", ["半年复查", "复查"], False),
    U("family", ["妈", "妈妈"], False),
], neg=True))
A(short("zh", "我们宿舍四个女生三个湖南的，就我一个东北的，吃饭永远吵辣不辣", [
    U("gender", ["女生", "女", "female"]),
    U("hometown", ["东北", "Northeast China"]),
    U("job_title", ["学生", "student"], False),
], neg=True))
A(short("zh", "邮箱给你：linxiaoyu_0912@163.com，别发到之前那个qq邮箱了，那个我早不用了", [
    U("email", ["linxiaoyu_0912@163.com"]),
], neg=True))
A(short("zh", "我老公是消防员，一上班就是24小时，我一个人带俩娃，真的不容易", [
    U("partner", ["老公", "husband"]),
    P("老公", "job_title", ["消防员", "firefighter"]),
    U("family", ["俩娃", "两个孩子", "two kids"]),
    U("gender", ["女", "female"], False),
], neg=True))
A(short("zh", "谁说我不会游泳？我是不太会自由泳，蛙泳游两千米没问题好吧", [
    U("sport", ["蛙泳", "游泳", "swimming"]),
], neg=True))
A(short("zh", "我爸退休前是中学物理老师，现在天天在小区里下象棋", [
    U("family", ["爸", "爸爸", "dad"]),
    P("爸爸", "job_title", ["退休", "中学物理老师", "retired"]),
    P("爸爸", "hobby", ["下象棋", "象棋", "Chinese chess"]),
], neg=True))
A(short("zh", "我宝宝牛奶蛋白过敏，现在喝的是深度水解奶粉，贵得要命😭 我自己倒是啥都能吃", [
    U("family", ["宝宝", "baby"]),
    P("宝宝", "allergy", ["牛奶蛋白", "牛奶蛋白过敏", "cow's milk protein"]),
    P("宝宝", "diet", ["深度水解奶粉"], False),
], neg=True))
A(short("zh", "刚签了合同，下个月一号入职美团，做产品经理，现在这家还得交接两周", [
    U(["employer", "plan"], ["美团", "Meituan"]),
    U(["job_title", "plan"], ["产品经理", "product manager"]),
], neg=True))
A(short("zh", "我周末在一家烘焙店帮忙，但本职是会计啊，别搞错了", [
    U("job_title", ["会计", "accountant"]),
], neg=True))
A(short("zh", "好想养一只柯基啊，可惜房东不让，只能云吸狗", [], neg=True))
A(short("zh", "我在读研二，北师大心理学，论文开题还没过，头秃", [
    U("school", ["北师大", "北京师范大学", "Beijing Normal University"]),
    U("major", ["心理学", "psychology"]),
    U("degree", ["研二", "硕士", "master"]),
    U("job_title", ["研二", "学生", "student"], False),
    U("city", ["北京", "Beijing"], False),
]))
A(short("zh", "我弟在德国读博，学机械的，每次视频都说想吃我妈包的饺子", [
    U("family", ["弟", "弟弟", "brother"]),
    P("弟弟", "degree", ["读博", "博士", "PhD"]),
    P("弟弟", "major", ["机械", "mechanical engineering"]),
    P("弟弟", ["city", "place"], ["德国", "Germany"]),
    P("弟弟", "fav_food", ["饺子", "我妈包的饺子"], False),
], neg=True))
A(short("zh", "我日语N1，英语反而一般，四级考了三次😂", [
    U("language", ["日语", "Japanese"]),
    U("language", ["英语", "English"], False),
], neg=True))
A(short("zh", "最近在学尤克里里，手指疼死了，但是弹出小星星的时候好有成就感", [
    U("instrument", ["尤克里里", "ukulele"]),
]))
A(short("zh", "孩子他爸上周开始请了陪产假，终于有人半夜起来喂奶了，感恩", [
    U("partner", ["孩子他爸", "老公", "husband"]),
    U("family", ["孩子", "baby"], False),
    U("gender", ["女", "female"], False),
]))
A(short("zh", "我最喜欢的书是《活着》，高中看的时候哭了一晚上，后来再也不敢重看", [
    U("fav_book", ["活着", "《活着》", "To Live"]),
]))
A(short("zh", ["我今年三十五，我妈还天天说'你都快四十的人了'，四十你个头啊",
               "哈哈哈妈妈们的数学都是四舍五入的",
               "就是！她自己六十了还说自己五十出头"], [
    U("age", ["三十五", "35"]),
    P("妈妈", "age", ["六十", "60"]),
    U("family", ["妈", "妈妈"], False),
], neg=True))
A(short("zh", "我生日是腊月十八，每年都跟过年挤在一起，从来没好好过过", [
    U("birthday", ["腊月十八"]),
]))
A(short("zh", "我吃素七年了，不是因为信佛，就是不想吃。我老公无肉不欢，我们家做饭得分两锅", [
    U("diet", ["吃素", "素食", "vegetarian"]),
    U("partner", ["老公", "husband"]),
    P("老公", ["diet", "fav_food"], ["无肉不欢", "肉"], False),
], neg=True))
A(short("zh", ["刚买了个戴森吸尘器，家里两只猫掉毛掉到我怀疑人生", "两只猫！都叫什么呀", "一个叫年糕一个叫汤圆，过年捡的"], [
    U("belonging", ["戴森吸尘器", "戴森", "Dyson"]),
    U("pet", ["猫", "两只猫", "cats"]),
    U("pet_name", ["年糕"]),
    U("pet_name", ["汤圆"]),
]))

# ---------- diaries ----------
A(diary("zh", "3月12日 晴。早上六点被小满哭醒，喂完奶又哄了四十分钟才睡。婆婆今天回老家了，说腰不好要去看病，所以接下来一个月都是我自己带。中午点了楼下那家螺蛳粉，还是那个味道，我的续命神器。下午小满打了第二针乙肝疫苗，哭得我也想哭。老公晚上加班，他们公司最近在赶项目。睡前刷了两集《漫长的季节》，看完还是觉得这是近几年最好的国产剧。", [
    U("family", ["小满"], False),
    U("fav_food", ["螺蛳粉", "river snail rice noodles"]),
    U("fav_film", ["漫长的季节", "《漫长的季节》", "The Long Season"]),
    U("partner", ["老公", "husband"], False),
    P("婆婆", "health", ["腰不好", "腰"]),
    U("gender", ["女", "female"], False),
], neg=True))
A(diary("zh", "今天是我跟陈默在一起第三年，也是我搬来厦门第二年。他在一家游戏公司做美术，我在思明区一家书店当店长——说是店长其实就我和一个兼职小妹。晚上去曾厝垵吃了沙茶面，他说下个月想去看五月天的演唱会，我说我更想去听陈奕迅，毕竟那是我听了十几年的人。回家路上下雨了，没带伞，两个人淋成狗。", [
    U("partner", ["陈默"]),
    P("陈默", "relation", ["男朋友", "boyfriend", "partner"], False),
    P("陈默", "job_title", ["美术", "游戏美术", "artist"]),
    P("陈默", "employer", ["游戏公司", "game company"], False),
    U("city", ["厦门", "Xiamen"]),
    U("job_title", ["店长", "store manager"]),
    U("employer", ["书店", "bookstore"], False),
    U("fav_music", ["陈奕迅", "Eason Chan"]),
    P("陈默", "fav_music", ["五月天", "Mayday"], False),
], neg=True))
A(diary("zh", "周三。六点半起来给外孙做早饭，小家伙只吃鸡蛋羹，别的一概不碰。送到幼儿园门口他又哭着不撒手，我也跟着心酸。闺女在医院当护士，这周全是夜班，女婿在外地跑项目，只能我和老伴顶着。下午去社区医院量了血压，又高了，一百五，医生让我按时吃药。晚上照例跟老伴打太极，又教外孙念了两首唐诗。我们老两口本来是从沈阳过来帮忙的，一晃都三年了。", [
    U("family", ["外孙", "grandson"]),
    P("外孙", "fav_food", ["鸡蛋羹", "steamed egg"], False),
    U("family", ["闺女", "女儿", "daughter"]),
    P("闺女", "job_title", ["护士", "nurse"]),
    P("闺女", "employer", ["医院", "hospital"], False),
    U("partner", ["老伴", "spouse"]),
    U("health", ["血压", "高血压", "high blood pressure"]),
    U("sport", ["太极", "tai chi"]),
    U("hometown", ["沈阳", "Shenyang"]),
], neg=True))
A(diary("zh", "周日，阴。上午去上了第三次产前课，学了怎么给新生儿洗澡，用的是个塑胶娃娃，我洗得手忙脚乱。预产期是六月九号，还有十一周。中午回我妈那边吃饭，她做了一桌子，还一直念叨让我辞职在家养胎，我没理她。我在银行做柜员做了六年，不打算辞。下午在家整理婴儿衣服，全是表姐送的二手，洗了晒了一阳台。晚上腿肿，泡了脚。", [
    U(["plan", "health"], ["六月九号", "预产期", "June 9"]),
    U("health", ["怀孕", "pregnant"], False),
    U("job_title", ["柜员", "bank teller"]),
    U("employer", ["银行", "bank"], False),
    U("family", ["妈", "妈妈"], False),
    U("gender", ["女", "female"], False),
], neg=True))
A(diary("zh", "今天终于把驾照考下来了！科目三考了两次，这次一把过。教练是个老大爷，一路都在跟我讲他孙子考上清华的事，我听得都快背下来了。晚上约了大学室友阿琪吃烤肉，她刚从杭州辞职回来，说要在老家开个奶茶店。我们俩都是91年的，她都有这个勇气了，我还在这个破单位混日子。回家路上买了一束向日葵，给自己庆祝。", [
    U("belonging", ["驾照", "driver's license"]),
    U(["birthday", "age"], ["91年", "1991"]),
    P("阿琪", "relation", ["大学室友", "室友", "roommate"]),
    P("阿琪", ["birthday", "age"], ["91年", "1991"]),
    P("阿琪", "plan", ["开个奶茶店", "奶茶店"], False),
    P("教练孙子", "school", ["清华", "Tsinghua"], False),
], neg=True))
A(diary("zh", "4月3号。儿子今天在幼儿园被隔壁小朋友咬了一口，老师打电话来道歉，我在公司开会没接到，下午才看到。他现在两岁半，正是爱咬人也被人咬的年纪吧。晚上给他涂药，他还说'妈妈不疼'，心都化了。我自己这周感冒一直没好，嗓子发炎，吃了三天头孢。老公在广州出差，周五回。我们家就住在幼儿园对面的小区，4号楼，走路两分钟，这也是当初买房最重要的原因。", [
    U("family", ["儿子", "son"]),
    P("儿子", "age", ["两岁半", "2岁半", "2.5"]),
    U("place", ["4号楼", "幼儿园对面的小区"]),
    U("health", ["感冒", "嗓子发炎"], False),
    U("partner", ["老公", "husband"], False),
    U("gender", ["女", "female"], False),
], neg=True))
A(diary("zh", "今天是辞职后的第十天。睡到自然醒的感觉太好了，早饭自己煎了个蛋，又去小区游泳馆游了一千米——我办了年卡，每周二四六都去。下午在家弹了会儿钢琴，小时候考过八级，现在手生得不像话。前同事小林发微信说公司又裁了一批人，庆幸我自己先走了。晚上看了会儿招聘网站，投了两份简历，一份做数据分析，一份做用户研究。不急。", [
    U("job_title", ["辞职", "失业", "unemployed"]),
    U("sport", ["游泳", "swimming"]),
    U("instrument", ["钢琴", "piano"]),
    P("小林", "relation", ["前同事", "同事", "former colleague"]),
], neg=True))
A(diary("zh", "周五。加班到九点，我们组那个新来的实习生把线上数据库删了一张表，全组陪着恢复。我作为组长被领导叫去谈话，心累。我在这家物流公司做IT快五年了，从来没遇到过这种事。回家路上在便利店买了关东煮，我的最爱是萝卜和魔芋丝。家里的狗狗可乐一见我就扑上来，这是今天唯一治愈我的时刻。明天还要回公司写事故报告。", [
    U("job_title", ["组长", "IT", "team lead"]),
    U("industry", ["物流", "logistics"]),
    U("employer", ["物流公司", "logistics company"], False),
    U("fav_food", ["萝卜", "关东煮", "魔芋丝"]),
    U("pet", ["狗狗", "狗", "dog"]),
    U("pet_name", ["可乐"]),
], neg=True))
A(diary("zh", "今天带着我爸去复查，他糖尿病十几年了，最近脚有点麻，医生说要注意神经病变。排队排了三个小时，我请了一天假。我爸一直说别麻烦我，说我弟在北京工作忙，我在本地就该多跑跑——算了不跟他计较。回来路上给他买了双软底鞋。我自己最近也在控糖，每天早上燕麦加鸡蛋，体检说我血糖偏高，家族遗传跑不掉。", [
    U("family", ["爸", "爸爸", "dad"]),
    P("爸爸", "health", ["糖尿病", "diabetes"]),
    U("health", ["血糖偏高", "高血糖"]),
    U("diet", ["控糖", "low sugar"]),
    U("family", ["弟", "弟弟", "brother"], False),
    P("弟弟", "city", ["北京", "Beijing"], False),
], neg=True))
A(diary("zh", "今天是朵朵一岁生日！早上我跟她爸给她抓周，她绕过了书和笔直接抓了个手机，全家笑疯。奶奶特地从老家坐高铁过来，带了一箱自己种的草莓。下午朵朵吃了第一口蛋糕，糊了一脸。晚上终于哄睡，我躺在沙发上才想起来，今天也是我当妈妈的第一年。这一年我从一个月瘦了十五斤的程序员变成了会唱五十首儿歌的全职妈妈，想想还挺不可思议。", [
    U("family", ["朵朵", "女儿", "daughter"], False),
    P("朵朵", "age", ["一岁", "1岁"]),
    U("job_title", ["全职妈妈", "stay-at-home mom"]),
    U("partner", ["她爸", "老公", "husband"], False),
    U("gender", ["女", "female"], False),
], neg=True))
A(diary("zh", "清明回了趟老家宜宾。大伯家的堂哥刚从部队转业回来，在县里交警大队上班了。我在成都待了八年，每次回来都觉得镇上变化好大。中午吃了燃面，这个才是我心里的第一名，成都的都不对味。下午去给爷爷扫墓，奶奶还是老样子，一个人住在老屋，养了一只老黄狗叫旺财。晚上坐高铁回成都，明天还得上班，我那个破工位在高新区。", [
    U("hometown", ["宜宾", "Yibin"]),
    U("city", ["成都", "Chengdu"]),
    U("fav_food", ["燃面"]),
    P("堂哥", "employer", ["交警大队", "交警"]),
    U("family", ["奶奶", "grandma"]),
    P("奶奶", "pet", ["老黄狗", "狗", "dog"]),
    P("奶奶", "pet_name", ["旺财"]),
    P("奶奶", "city", ["宜宾", "老屋"], False),
], neg=True))

# ---------- companion chats ----------
A(comp("zh", "阿柚", ["阿柚，我跟你说，我今天把辞职信交了！",
                     "哇！！是那个你在华为干了五年的工作吗？",
                     "不是华为啦，是中兴，你又记错了😂 五年是对的",
                     "抱歉抱歉，中兴！那接下来打算去哪？",
                     "已经签了小米，下周一入职，还是做嵌入式"], [
    U("employer", ["中兴", "ZTE"], False),
    U(["employer", "plan"], ["小米", "Xiaomi"]),
    U(["job_title", "plan"], ["嵌入式", "嵌入式工程师", "embedded engineer"]),
]))
A(comp("zh", "星野", ["星野，今晚又只睡了三个小时，宝宝肠绞痛哭了一整晚",
                     "抱抱你。宝宝现在多大了？两个月左右吗？",
                     "六周啦。我老公说是我奶水不够，我真的好委屈",
                     "肠绞痛很常见，不是你的错。你自己也要休息，你之前说你腰也不好对吧？",
                     "嗯，生完以后腰一直疼，产后复查约在下周三"], [
    U("family", ["宝宝", "baby"]),
    P("宝宝", "age", ["六周", "6周"]),
    P("宝宝", "health", ["肠绞痛", "colic"]),
    U("health", ["腰一直疼", "腰疼", "back pain"]),
    U("plan", ["产后复查", "postpartum check-up"]),
    U("partner", ["老公", "husband"], False),
    U("gender", ["女", "female"], False),
]))
A(comp("zh", "团子", ["团子你喜欢什么音乐？",
                     "我最近特别迷后摇，比如惘闻，你呢？我猜你是听民谣的？",
                     "哈哈猜错了，我是听重金属的，最爱Metallica，看着不像吧",
                     "确实不像！你平时上班那么斯文，是做会计的吧？",
                     "是做审计，四大之一，不说哪家了"], [
    C("fav_music", ["后摇", "惘闻", "post-rock"]),
    U("fav_music", ["Metallica", "重金属", "metal"]),
    U("job_title", ["审计", "auditor"]),
    U("employer", ["四大", "Big Four"], False),
]))
A(comp("zh", "木木", ["木木，我家猫咪绝育完回来一直不吃东西",
                     "别担心，麻药还没过。是那只叫奶糖的布偶吧？",
                     "不是，奶糖是我室友的，我的是那只叫芝麻的黑猫",
                     "啊对，芝麻！它几岁了？",
                     "一岁多，去年在小区捡的"], [
    U("pet", ["黑猫", "猫", "cat"]),
    U("pet_name", ["芝麻"]),
    P("室友", "pet_name", ["奶糖"]),
    P("室友", "pet", ["布偶", "猫", "Ragdoll"], False),
]))
A(comp("zh", "小鹿", ["小鹿，我妈今天查出来乳腺结节，四级，要做穿刺",
                     "你妈妈今年多大了呀？",
                     "五十八，刚退休，她以前是小学语文老师",
                     "穿刺是下周吗？你要请假陪她吗？",
                     "周四，我已经请好假了。我在无锡，她在常州，开车一小时"], [
    U("family", ["妈", "妈妈", "mom"]),
    P("妈妈", "health", ["乳腺结节", "breast nodule"]),
    P("妈妈", "age", ["五十八", "58"]),
    P("妈妈", "job_title", ["退休", "小学语文老师", "retired"]),
    P("妈妈", "plan", ["穿刺", "biopsy"]),
    P("妈妈", "city", ["常州", "Changzhou"]),
    U("city", ["无锡", "Wuxi"]),
    U("plan", ["请好假了", "请假", "陪她"], False),
], neg=False))
A(comp("zh", "糯米", ["糯米，问你个事，我是不是跟你说过我是摩羯座？",
                     "对呀，你说你是1月5号生日的摩羯～",
                     "哈哈哈你记错了，是1月15号，不过确实是摩羯",
                     "1月15号，记住啦！那今年生日打算怎么过？",
                     "还没想好，可能跟男朋友去趟哈尔滨看冰雕吧"], [
    U("birthday", ["1月15号", "1月15日", "January 15"]),
    U("partner", ["男朋友", "boyfriend"], False),
    U("plan", ["哈尔滨", "去趟哈尔滨"], False),
]))
A(comp("zh", "星野", ["我今天去面试了，一家做新能源汽车的公司",
                     "太棒了！是蔚来吗？你说过你一直想去",
                     "不是啦，是理想。但我没说一直想去蔚来啊，你乱编🤣",
                     "哈哈抱歉！面的什么岗位？",
                     "电池热管理工程师。我本科是哈工大能源动力的，专业挺对口"], [
    U("school", ["哈工大", "哈尔滨工业大学", "Harbin Institute of Technology"]),
    U("major", ["能源动力", "energy and power engineering"]),
    U("degree", ["本科", "bachelor"]),
]))
A(comp("zh", "糯米", ["糯米啊，我孙女今天会叫奶奶了！",
                     "恭喜奶奶！孙女叫什么名字呀？",
                     "叫甜甜，十个月了，是我儿子的闺女。我天天给她做辅食",
                     "甜甜好可爱～您平时住在儿子家吗？",
                     "对，我从洛阳过来的，在郑州帮他们带孩子，老头子留在洛阳看家"], [
    U("family", ["甜甜", "孙女", "granddaughter"]),
    P("甜甜", "relation", ["孙女", "granddaughter"]),
    P("甜甜", "age", ["十个月", "10个月"]),
    U("family", ["儿子", "son"], False),
    U("city", ["郑州", "Zhengzhou"]),
    U("hometown", ["洛阳", "Luoyang"]),
    U("partner", ["老头子", "husband"]),
    P("老头子", "city", ["洛阳", "Luoyang"]),
    U("gender", ["女", "female"], False),
]))
A(comp("zh", "木木", ["木木，我最近在学韩语，每天背五十个单词",
                     "好厉害！是为了追星吗？你喜欢防弹少年团对吧",
                     "才不是，我是为了去首尔交换，明年三月走，学校批下来了",
                     "哇恭喜！你是哪个学校的来着？",
                     "南京大学，读新闻的，大三"], [
    U("language", ["韩语", "Korean"]),
    U("plan", ["首尔交换", "去首尔交换", "exchange in Seoul"]),
    U("school", ["南京大学", "南大", "Nanjing University"]),
    U("major", ["新闻", "journalism"]),
    U("job_title", ["大三", "学生", "student"], False),
    U("city", ["南京", "Nanjing"], False),
]))
A(comp("zh", "阿柚", ["阿柚，我最近失眠特别严重，凌晨三点还醒着",
                     "是不是工作压力太大了？你不是在做律师吗",
                     "我是律师助理，不是律师，还没过法考呢",
                     "那法考什么时候？",
                     "今年九月，报名了。睡不着的时候我就听郭德纲的相声，听着听着就睡了"], [
    U("health", ["失眠", "insomnia"]),
    U("job_title", ["律师助理", "paralegal"]),
    U("plan", ["法考", "bar exam"]),
    U("hobby", ["相声", "郭德纲的相声", "crosstalk"]),
]))
A(comp("zh", "小鹿", ["小鹿你是哪里人呀",
                     "我的设定是在青岛长大的，所以特别爱吃海鲜～你呢？",
                     "我是兰州的，现在在西安读书。海鲜过敏，吃一次虾脸肿三天",
                     "那你是不是最爱牛肉面？",
                     "那必须的，西安的牛肉面都是假的😂"], [
    C("hometown", ["青岛", "Qingdao"]),
    C("fav_food", ["海鲜", "seafood"]),
    U("hometown", ["兰州", "Lanzhou"]),
    U("city", ["西安", "Xi'an"]),
    U("allergy", ["海鲜", "虾", "seafood", "shrimp"]),
    U("fav_food", ["牛肉面", "兰州牛肉面", "beef noodles"]),
    U("job_title", ["读书", "学生", "student"], False),
]))
A(comp("zh", "星野", ["星野，我今天B超看到宝宝了，是个男孩",
                     "恭喜！！第一胎吗？你之前提过你有个女儿？",
                     "没有啦，那是我姐的女儿，我这是头胎",
                     "好的好的～那现在几周了？",
                     "二十周，预产期是十月底，我老公已经开始研究婴儿车了"], [
    U("health", ["二十周", "怀孕", "头胎", "pregnant"]),
    U("plan", ["十月底", "预产期", "due end of October"]),
    U("family", ["姐", "姐姐", "sister"], False),
    P("姐姐", "family", ["女儿", "daughter"]),
    U("partner", ["老公", "husband"], False),
    U("gender", ["女", "female"], False),
]))
A(comp("zh", "团子", ["团子，我今天骑车骑了八十公里！",
                     "哇，你是骑公路车的吗？你那辆是捷安特？",
                     "崔克的，捷安特是我以前那辆，卖了",
                     "好厉害！你每周都骑吗？",
                     "每周六早上跟车队一起骑，风雨无阻。平时上班没时间，我在华润当采购"], [
    U("sport", ["骑车", "公路车", "骑行", "cycling"]),
    U("belonging", ["崔克", "Trek"]),
    U("employer", ["华润", "China Resources"]),
    U("job_title", ["采购", "buyer", "purchasing"]),
]))
A(comp("zh", "糯米", ["糯米，我儿子去托班第一周就发烧了，是不是不该送",
                     "这很常见哦，小朋友刚入园都会生病。他现在三岁了吧？",
                     "两岁零两个月，还没到三岁。我跟他爸都要上班，我在医院药剂科，没办法",
                     "原来你是药剂师呀！",
                     "对，干了八年了"], [
    U("family", ["儿子", "son"]),
    P("儿子", "age", ["两岁零两个月", "两岁", "2岁"]),
    U("job_title", ["药剂师", "药剂科", "pharmacist"]),
    U("employer", ["医院", "hospital"], False),
    U("partner", ["他爸", "老公", "husband"], False),
    P("儿子", "health", ["发烧", "fever"], False),
]))

# ---------- group chats ----------
A(group("zh", [("王老师", "各位家长，明天春游记得给孩子带水和帽子，有过敏的请私信我"),
               ("悦悦妈妈", "王老师好，悦悦花生过敏，麻烦您多留意一下🙏"),
               ("浩浩爸爸", "我们浩浩也是，芒果过敏，我也私信您了"),
               ("悦悦妈妈", "另外悦悦她爸明天送，我要值班，我在市一院急诊")], [
    U("family", ["悦悦", "daughter"], False),
    P("悦悦", "allergy", ["花生", "peanut"]),
    P("浩浩", "allergy", ["芒果", "mango"]),
    U("employer", ["市一院", "市一院急诊"]),
    U("partner", ["悦悦她爸", "老公"], False),
    U("gender", ["女", "female"], False),
], me="悦悦妈妈"))
A(group("zh", [("大姐", "妈这周三复查，谁陪？我周三要去深圳开会"),
               ("二哥", "我在外地，回不去，小妹你方便吗"),
               ("小妹", "我去吧，我周三轮休。正好带妈去把老花镜也配了"),
               ("大姐", "辛苦了，钱我来出"),
               ("小妹", "不用，我现在工资比你们想的高😂 转正了")], [
    U("plan", ["我去吧", "陪妈复查", "周三"]),
    P("妈妈", "plan", ["复查", "check-up"]),
    P("大姐", "plan", ["去深圳开会", "深圳开会"]),
    U("nickname", ["小妹"], False),
], exporter="小妹"))
A(group("zh", [("Leo", "周五团建去哪，投票"),
               ("阿杰", "我不去了哈，周五我女朋友生日，订了餐厅"),
               ("小雯", "哇阿杰有女朋友了？？"),
               ("阿杰", "谈了半年了好吗，她叫林溪，在你们隔壁的字节上班"),
               ("Leo", "我就知道你俩有事")], [
    U("partner", ["林溪", "女朋友", "girlfriend"]),
    P("林溪", "relation", ["女朋友", "girlfriend"]),
    P("林溪", "employer", ["字节", "字节跳动", "ByteDance"]),
    P("林溪", "birthday", ["周五"], False),
    U("plan", ["订了餐厅", "女朋友生日"]),
    U("name", ["阿杰"], False),
], me="阿杰"))
A(group("zh", [("3栋刘姐", "谁家的狗天天半夜叫啊，明天还要上班"),
               ("7栋老周", "不是我家的，我家养的是猫"),
               ("5栋小何", "我家柯基晚上不叫的，它叫团团，可乖了。我们住5栋12楼，有问题随时敲门"),
               ("3栋刘姐", "那估计是1栋那只哈士奇")], [
    U("pet", ["柯基", "corgi"]),
    U("pet_name", ["团团"]),
    U("place", ["5栋12楼", "5栋"]),
    P("7栋老周", "pet", ["猫", "cat"]),
    U("nickname", ["小何"], False),
], exporter="5栋小何"))
A(group("zh", [("张阿姨", "今晚广场舞照常吗"),
               ("妞妞外婆", "我今晚去不了，闺女两口子加班，我得在家带妞妞"),
               ("李阿姨", "妞妞上小学了吧"),
               ("妞妞外婆", "明年九月才上，今年大班。我腿也不行了，膝盖积液，医生让少跳"),
               ("张阿姨", "保重啊老姐妹")], [
    U("family", ["妞妞", "外孙女", "granddaughter"]),
    P("妞妞", "school", ["大班", "幼儿园"]),
    P("妞妞", "plan", ["上小学", "明年九月"], False),
    U("health", ["膝盖积液", "膝盖"]),
    U("hobby", ["广场舞", "square dancing"], False),
    U("family", ["闺女", "女儿"], False),
    U("gender", ["女", "female"], False),
], me="妞妞外婆"))
A(group("zh", [("老大", "兄弟们，今晚开黑吗"),
               ("阿凯", "我不行，明天考高数"),
               ("胖虎", "我来，不过十二点必须睡，我明早有校队训练"),
               ("老大", "胖虎你一个一米九的中锋还早睡😂"),
               ("胖虎", "教练说再迟到就把我换了")], [
    P("阿凯", "plan", ["考高数", "高数考试"]),
    U("sport", ["篮球", "校队", "basketball"], False),
    U("nickname", ["胖虎"], False),
    U("job_title", ["学生", "student"], False),
    U("gender", ["男", "male"], False),
], exporter="胖虎"))
A(group("zh", [("Kiki", "五一去云南的机票我买好了！昆明进大理出"),
               ("小鱼", "我还没请到假😭 老板不批"),
               ("阿May", "我能去，但我不吃菌子，上次吃中毒了"),
               ("Kiki", "我也不吃，我对菌子过敏，吃了起疹子"),
               ("小鱼", "那我们仨一起不吃哈哈")], [
    U("plan", ["去云南", "云南", "五一去云南", "trip to Yunnan"]),
    U("allergy", ["菌子", "mushrooms"]),
    P("阿May", ["diet", "dislike"], ["不吃菌子", "菌子"]),
    P("阿May", "plan", ["去云南", "云南"], False),
], me="Kiki"))
A(group("zh", [("园长", "各位家长，下周一开始午睡时间调整为12:30"),
               ("安安妈妈", "园长，安安最近中午不肯睡，晚上十点才睡，能不能让她少睡一点？"),
               ("乐乐爸爸", "我们乐乐正好相反，中午睡三小时😂"),
               ("园长", "安安妈妈放心，我们会观察的"),
               ("安安妈妈", "谢谢园长，我是做护士的，经常倒班，孩子作息也跟着乱了")], [
    U("job_title", ["护士", "nurse"]),
    U("family", ["安安", "daughter"], False),
    P("安安", "health", ["中午不肯睡", "不肯睡"], False),
    U("nickname", ["安安妈妈"], False),
    U("gender", ["女", "female"], False),
], exporter="安安妈妈"))
A(group("zh", [("老周", "明早五点水库见，我带了新买的达瓦渔轮"),
               ("大刘", "我去不了，我老婆预产期就这两天"),
               ("阿斌", "恭喜大刘要当爹了！"),
               ("老周", "大刘先顾家，鱼跑不了。阿斌你还开你那辆皮卡来？"),
               ("阿斌", "皮卡卖了，现在开的是比亚迪")], [
    U("belonging", ["达瓦渔轮", "渔轮", "Daiwa reel"]),
    U("plan", ["水库", "明早五点水库见"]),
    U("hobby", ["钓鱼", "fishing"], False),
    P("大刘", "partner", ["老婆", "wife"]),
    P("大刘老婆", ["plan", "health"], ["预产期", "预产期就这两天"]),
    P("阿斌", "belonging", ["比亚迪", "BYD"]),
], me="老周"))
A(group("zh", [("HR小张", "欢迎新同事陈思远加入市场部！大家鼓掌👏"),
               ("陈思远", "大家好，我是陈思远，之前在宝洁做品牌，以后请多关照"),
               ("部门老王", "欢迎欢迎，听说你是复旦的？"),
               ("陈思远", "对，复旦新闻系毕业的。我住得比较远，在嘉定，每天通勤一个半小时")], [
    U("name", ["陈思远"]),
    U("job_title", ["市场部", "marketing"], False),
    U("school", ["复旦", "复旦大学", "Fudan"]),
    U("major", ["新闻", "新闻系", "journalism"]),
    U(["place", "city"], ["嘉定", "Jiading"]),
    U("city", ["上海", "Shanghai"], False),
], exporter="陈思远"))
A(group("zh", [("小雨", "姐妹们，我今天确诊妊娠糖尿病了😭"),
               ("朵朵妈", "啊，抱抱，我怀朵朵的时候也是，控制饮食就好"),
               ("Vivi", "我怀孕七个月了还没做糖耐，下周做"),
               ("小雨", "医生让我每顿少吃主食，我一个爱吃米饭的人要疯了")], [
    U("health", ["妊娠糖尿病", "gestational diabetes"]),
    U("fav_food", ["米饭", "rice"]),
    P("Vivi", "health", ["怀孕七个月", "怀孕", "pregnant"]),
    P("Vivi", "plan", ["糖耐", "glucose test"]),
    U("name", ["小雨"], False),
    U("gender", ["女", "female"], False),
], me="小雨"))
