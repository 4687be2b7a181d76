"""Chinese cases (colloquial, WeChat / diary style)."""
from h import U, A, F, C

Z = "zh"
CASES = [
    C(Z, "刚下班，累死了😮‍💨 在京东做产品经理真的不是人干的", [
        F("user", "employer", ["京东", "JD", "JD.com"]),
        F("user", "job_title", ["产品经理", "product manager", "PM"]),
    ]),
    C(Z, "周末去打了三小时羽毛球，胳膊到现在还抬不起来", [
        F("user", "sport", ["羽毛球", "badminton"]),
    ]),
    C(Z, "我芒果过敏，一吃嘴巴就肿成香肠，所以芒果班戟杨枝甘露啥的都跟我无缘😭", [
        F("user", "allergy", ["芒果", "mango"]),
    ]),
    C(Z, "好想养只柯尔鸭啊啊啊 可惜租的房子房东不让养宠物", [], tempt=True),
    C(Z, [
        U("最近在自学日语，五十音总算背完了"),
        A("好厉害！你学日语是准备去日本旅游吗？"),
        U("不是啦，我明年三月去大阪交换一年，通知书都拿到了✌️"),
    ], [
        F("user", "language", ["日语", "Japanese"]),
        F("user", "plan", ["大阪交换", "去大阪交换一年", "exchange in Osaka"]),
    ], tempt=True),
    C(Z, [U("今天满28了🎂 一个人吃了块小蛋糕，也挺好的", at="2024-05-17T23:01:00")], [
        F("user", "age", ["28"]),
        F("user", "birthday", ["5月17日", "05-17", "May 17"], req=False),
    ]),
    C(Z, "我妹在杭州读研，学的临床医学，天天忙成狗，过年都不一定回来", [
        F("妹妹", "city", ["杭州", "Hangzhou"]),
        F("妹妹", "major", ["临床医学", "clinical medicine"]),
        F("妹妹", "degree", ["读研", "研究生", "硕士", "master"], req=False),
        F("user", "family", ["妹", "妹妹", "sister"], req=False),
    ]),
    C(Z, "我是独生女哈，从小被爸妈宠大的，所以有点娇气别介意😝", [
        F("user", "family", ["独生女", "only child"]),
        F("user", "gender", ["女", "female"]),
    ]),
    C(Z, [
        U("兄弟们我下个月调去深圳了，以后聚少离多了", speaker="阿杰"),
        U("啊？那你女朋友咋办", speaker="小雨"),
        U("她跟我一起去啊，她本来就是深圳人", speaker="阿杰"),
        U("羡慕，我还在苏州苦哈哈搬砖😂 对了我换工作了，现在在一家做新能源的公司", speaker="小鹿"),
    ], [
        F("user", "city", ["苏州", "Suzhou"]),
        F("user", "industry", ["新能源", "new energy"]),
        F("阿杰", "plan", ["调去深圳", "深圳", "move to Shenzhen"]),
        F("阿杰", "partner", ["女朋友", "girlfriend"], req=False),
    ], me="小鹿", tempt=True),
    C(Z, "晚上和闺蜜朵朵吃火锅，她刚上岸公务员，在税务局上班，铁饭碗了真羡慕", [
        F("朵朵", "relation", ["闺蜜", "best friend"]),
        F("朵朵", "job_title", ["公务员", "civil servant"]),
        F("朵朵", "employer", ["税务局", "tax bureau"]),
    ]),
    C(Z, "我不吃香菜！！！谁再往我碗里放香菜我跟谁急", [
        F("user", ["dislike", "diet"], ["香菜", "cilantro", "coriander"]),
    ]),
    C(Z, "今天体检查出来轻度脂肪肝🥲 医生让我少喝酒多运动", [
        F("user", "health", ["脂肪肝", "轻度脂肪肝", "fatty liver"]),
    ]),
    C(Z, "如果我当年报了计算机，现在是不是也年薪百万了😂 可惜我学的是汉语言文学", [
        F("user", "major", ["汉语言文学", "Chinese literature", "Chinese language and literature"]),
    ], tempt=True),
    C(Z, [U("3月12日 阴。搬来成都第二年了，还是吃不惯这么辣。老家在山东烟台，想海边了。", at="2024-03-12T22:40:00")], [
        F("user", "city", ["成都", "Chengdu"]),
        F("user", "hometown", ["烟台", "山东烟台", "Yantai"]),
        F("user", "dislike", ["辣", "spicy food"], req=False),
    ]),
    C(Z, "我男朋友叫周航，程序员一枚，天天加班到十点。我俩异地三年了，他在北京我在武汉", [
        F("user", "partner", ["周航"]),
        F("周航", "relation", ["男朋友", "boyfriend"]),
        F("周航", "job_title", ["程序员", "programmer"]),
        F("周航", "city", ["北京", "Beijing"]),
        F("user", "city", ["武汉", "Wuhan"]),
    ]),
    C(Z, "帮我记一下我邮箱 xiaomao_92@163.com，以后投简历要用", [
        F("user", "email", ["xiaomao_92@163.com"]),
    ]),
    C(Z, "电话换了哈，新号 139 1027 4468，旧的那个别打了打不通", [
        F("user", "phone", ["139 1027 4468", "13910274468"]),
    ]),
    C(Z, "你说我要不要辞职去大理开客栈啊……每天写代码写到怀疑人生", [
        F("user", "job_title", ["写代码", "程序员", "programmer"], req=False),
    ], tempt=True),
    C(Z, "最近迷上拼乐高，上周刚拼完千年隼，熬了三个晚上", [
        F("user", "hobby", ["拼乐高", "乐高", "Lego"]),
        F("user", "belonging", ["千年隼", "Millennium Falcon"]),
    ]),
    C(Z, "大学在武大念的，新闻系，结果毕业去做了HR哈哈哈", [
        F("user", "school", ["武大", "武汉大学", "Wuhan University"]),
        F("user", "major", ["新闻", "新闻系", "journalism"]),
        F("user", "job_title", ["HR", "人力资源"]),
    ]),
    C(Z, "我哥在新西兰开了家奶茶店，嫂子是当地人，俩混血小宝宝可爱死了", [
        F("哥哥", ["city", "place"], ["新西兰", "New Zealand"]),
        F("哥哥", ["job_title", "employer", "belonging"], ["奶茶店", "开了家奶茶店", "bubble tea shop"]),
        F("哥哥", "partner", ["嫂子"], req=False),
        F("user", "family", ["哥", "哥哥", "brother"], req=False),
    ]),
    C(Z, "我平时讲粤语的，普通话讲得好烂，你们别笑我😅", [
        F("user", "language", ["粤语", "Cantonese"]),
        F("user", "language", ["普通话", "Mandarin"], req=False),
    ]),
    C(Z, [
        U("星野，我今天又被领导骂了，做会计真的好难"),
        A("抱抱你～我是你的星野，一直都在。我最喜欢听雨声了，下次难过我们一起听雨好不好？"),
        U("好呀。对了你是哪里人来着"),
        A("我是在京都长大的哦，所以说话有时候慢吞吞的"),
    ], [
        F("user", "job_title", ["会计", "accountant"]),
        F("character", "hobby", ["听雨声", "听雨"]),
        F("character", "hometown", ["京都", "Kyoto"]),
    ], character="星野"),
    C(Z, "前任送的那块表终于扔了，现在手上戴的是我自己买的卡西欧⌚", [
        F("user", "belonging", ["卡西欧", "Casio"]),
    ], tempt=True),
    C(Z, "我养了两只仓鼠，一只叫豆包一只叫花卷。上个月还有只叫馒头的，走了😢", [
        F("user", "pet", ["仓鼠", "hamster"]),
        F("user", "pet_name", ["豆包"]),
        F("user", "pet_name", ["花卷"]),
    ], tempt=True),
    C(Z, "明天飞伦敦读一年硕士，行李收拾到崩溃", [
        F("user", "plan", ["飞伦敦", "伦敦", "读一年硕士", "London"]),
    ], tempt=True),
    C(Z, "今年开始练拳击了，一周三次，整个人精神多了💪", [
        F("user", "sport", ["拳击", "boxing"]),
    ]),
    C(Z, "我叫陈思琪，思考的思，琪是王字旁那个琪", [
        F("user", "name", ["陈思琪"]),
    ]),
    C(Z, "最爱的歌手是陈奕迅，《十年》单曲循环了一整晚", [
        F("user", "fav_music", ["陈奕迅", "Eason Chan"]),
        F("user", "fav_music", ["十年"], req=False),
    ]),
    C(Z, "最喜欢的电影是《海上钢琴师》，每年都要拿出来重温一遍", [
        F("user", "fav_film", ["海上钢琴师", "The Legend of 1900"]),
    ]),
    C(Z, "在看《三体》第二部，罗辑太绝了，这是我最喜欢的小说没有之一", [
        F("user", "fav_book", ["三体", "The Three-Body Problem"]),
    ]),
    C(Z, "我每天早上必须来一碗热干面，不然一整天都没精神", [
        F("user", "fav_food", ["热干面"]),
    ]),
    C(Z, "我在浦东张江上班，天天挤2号线，挤成照片", [
        F("user", ["place", "city"], ["张江", "浦东张江", "浦东"]),
        F("user", "city", ["上海", "Shanghai"], req=False),
    ]),
    C(Z, "古筝弹了十几年了，现在周末在小区里教小朋友弹着玩", [
        F("user", "instrument", ["古筝", "guzheng"]),
    ]),
    C(Z, [
        U("晓晓，听说你在上海当律师了？真出息", speaker="大姨"),
        U("大姨我是律师助理啦，还没执业呢😂", speaker="林晓", exporter_me=True),
        U("我在老家开滴滴，也挺好，哈哈，我闺女今年上小学了", speaker="阿伟"),
        U("阿伟你少喝点酒，上次体检血压都高了", speaker="大姨"),
    ], [
        F("user", "job_title", ["律师助理", "paralegal"]),
        F("user", "city", ["上海", "Shanghai"], req=False),
        F("阿伟", "job_title", ["开滴滴", "滴滴司机", "ride-hailing driver"]),
        F("阿伟", "family", ["闺女", "女儿", "daughter"], req=False),
        F("阿伟", "health", ["血压都高", "血压高", "高血压", "high blood pressure"], req=False),
    ], tempt=True),
    C(Z, "研究生毕业啦！！！硕士学位证拿到手了，导师终于放过我了🎓", [
        F("user", "degree", ["硕士", "研究生", "master"]),
    ]),
    C(Z, "闺女今天三岁生日，给她买了个粉色滑板车🛴 小家伙乐疯了", [
        F("user", "family", ["闺女", "女儿", "daughter"]),
        F("闺女", "age", ["三岁", "3"]),
    ]),
    C(Z, "我要是有钱就去冰岛看极光，再买个小木屋养三条哈士奇🤣", [], tempt=True),
    C(Z, "我妈天天念叨“你再不结婚就没人要了”，妈我才26啊！！", [
        F("user", "age", ["26"]),
        F("user", "family", ["妈", "妈妈", "mom"], req=False),
    ], tempt=True),
    C(Z, "我不是程序员啦，我是做测试的，好多人分不清", [
        F("user", "job_title", ["测试", "测试工程师", "QA", "tester"]),
    ], tempt=True),
    C(Z, "小王又说他要去考公，他一天到晚画大饼，我才不信", [], tempt=True),
    C(Z, "俺是河南周口滴，现在在郑州开出租，有事儿找俺", [
        F("user", "hometown", ["周口", "河南周口", "Zhoukou"]),
        F("user", "city", ["郑州", "Zhengzhou"]),
        F("user", "job_title", ["开出租", "出租车司机", "taxi driver"]),
    ]),
    C(Z, "以前在阿里待了四年，去年跳到美团了，还是做算法", [
        F("user", "employer", ["美团", "Meituan"]),
        F("user", "job_title", ["算法", "算法工程师", "algorithm engineer"]),
    ], tempt=True),
    C(Z, "我家狗子叫可乐，一只柯基，屁股圆滚滚🍑", [
        F("user", "pet", ["柯基", "狗", "corgi", "dog"]),
        F("user", "pet_name", ["可乐"]),
    ]),
    C(Z, "今天我生日！9月9号，重阳节哈哈，我奶奶说我是来长寿的", [
        F("user", "birthday", ["9月9号", "9月9日", "09-09"]),
        F("user", "family", ["奶奶", "grandma"], req=False),
    ]),
    C(Z, "我朋友小鹏在华为搞芯片，去年结婚了，老婆是他大学同学", [
        F("小鹏", "relation", ["朋友", "friend"]),
        F("小鹏", "employer", ["华为", "Huawei"]),
        F("小鹏", ["industry", "job_title"], ["芯片", "chips", "semiconductor"]),
        F("小鹏", "partner", ["老婆", "wife"], req=False),
    ]),
    C(Z, "室友养了只鹦鹉，每天早上六点准时叫我起床，我要疯了", [
        F("室友", "pet", ["鹦鹉", "parrot"]),
        F("室友", "relation", ["室友", "roommate"], req=False),
    ]),
    C(Z, "我爸是中学物理老师，今年带毕业班，天天比学生还紧张", [
        F("爸爸", "job_title", ["物理老师", "中学物理老师", "physics teacher"]),
        F("user", "family", ["爸", "爸爸", "dad"], req=False),
    ]),
    C(Z, "我们家就我、老公和两只猫，丁克，不打算要孩子了", [
        F("user", "partner", ["老公", "husband"]),
        F("user", "pet", ["猫", "两只猫", "cat"]),
        F("user", "family", ["丁克", "DINK"], req=False),
    ], tempt=True),
    C(Z, "我发誓明天开始戒奶茶，这是第108次发誓了🙃", [
        F("user", "fav_food", ["奶茶", "milk tea"], req=False),
    ], tempt=True),
    C(Z, "我是男生啊！头像用了只小猫就被当成女生，无语", [
        F("user", "gender", ["男", "男生", "male"]),
    ], tempt=True),
    C(Z, "我们组长Kevin是新加坡人，中文说得比我还溜", [
        F("Kevin", "relation", ["组长", "team lead"]),
        F("Kevin", "hometown", ["新加坡", "Singapore"]),
        F("Kevin", "language", ["中文", "Chinese"]),
    ]),
    C(Z, "下个月15号考雅思，口语还是稀烂，救命", [
        F("user", "plan", ["考雅思", "雅思", "IELTS"]),
    ]),
    C(Z, "老婆怀孕了，预产期在十月，又紧张又激动", [
        F("user", "partner", ["老婆", "wife"]),
        F("老婆", "health", ["怀孕", "pregnant"]),
        F("user", "plan", ["预产期在十月", "预产期"], req=False),
    ]),
    C(Z, [
        U("毕业三年了，我还在广州，还是单身狗", speaker="老大"),
        U("我下个月结婚啊兄弟们，请帖都发了，都得来", speaker="胖虎"),
        U("必须到！我现在在长沙，高铁两个半小时就到", speaker="阿宁"),
        U("阿宁你不是在做销售吗，最近业绩咋样", speaker="胖虎"),
        U("早不干了，现在在家考研，二战😭", speaker="阿宁"),
    ], [
        F("user", "city", ["长沙", "Changsha"]),
        F("user", "plan", ["考研", "二战"]),
        F("老大", "city", ["广州", "Guangzhou"]),
        F("胖虎", "plan", ["结婚", "wedding"]),
    ], me="阿宁", tempt=True),
    C(Z, [
        U("谁周五能帮我带下孩子，我要去医院陪我妈做手术", speaker="王姐"),
        U("王姐我周五请假了，要去领证🤭", speaker="苏苏", exporter_me=True),
        U("哇苏苏恭喜！！是那个医生男朋友吗", speaker="小刘"),
        U("对，就是他，明年办婚礼", speaker="苏苏"),
    ], [
        F("user", "plan", ["领证", "get married"]),
        F("user", "partner", ["男朋友", "boyfriend"]),
        F("男朋友", "job_title", ["医生", "doctor"]),
        F("user", "plan", ["办婚礼", "婚礼", "wedding"], req=False),
        F("王姐", "family", ["孩子", "child"], req=False),
    ], tempt=True),
    C(Z, [
        U("明早谁去奥森？我六点到", speaker="大刘"),
        U("我去！在备战北马，得拉个长距离", speaker="张小凡"),
        U("我膝盖还没好，半月板损伤，这个月都跑不了😩", speaker="跑跑"),
        U("好好养着，我去年也伤过，现在没事了", speaker="张小凡"),
    ], [
        F("user", "plan", ["北马", "备战北马", "北京马拉松", "Beijing Marathon"]),
        F("user", "sport", ["北马", "马拉松", "跑步", "running"], req=False),
        F("跑跑", "health", ["半月板损伤", "meniscus injury"]),
    ], me="张小凡", tempt=True),
    C(Z, [
        U("明天亲子运动会，大家记得给娃穿蓝色哦", speaker="朵朵妈"),
        U("收到～我们家糖糖花生过敏，带零食的麻烦注意一下哈🙏", speaker="糖糖妈", exporter_me=True),
        U("好的，我家乐乐也不能吃鸡蛋，一样的", speaker="乐乐爸"),
    ], [
        F("user", "family", ["糖糖"]),
        F("糖糖", "allergy", ["花生", "peanut"]),
        F("糖糖", "relation", ["孩子", "child", "daughter", "son"], req=False),
        F("乐乐", "allergy", ["鸡蛋", "egg"]),
    ], tempt=True),
    C(Z, [
        U("小七，我跟你说个秘密，我其实不会游泳😳"),
        A("哈哈没关系呀，我也是个旱鸭子。不过我超爱爬山的，你呢？"),
        U("我也喜欢爬山！上个月刚去爬了泰山"),
    ], [
        F("user", ["hobby", "sport"], ["爬山", "hiking"]),
        F("character", ["hobby", "sport"], ["爬山", "hiking"]),
    ], character="小七", tempt=True),
    C(Z, "我是苗族的，老家贵州凯里，会说一点苗语", [
        F("user", "hometown", ["凯里", "贵州凯里", "Kaili"]),
        F("user", "language", ["苗语", "Miao"]),
    ]),
    C(Z, "你猜我几岁？猜对了请你喝奶茶😏", [], tempt=True),
    C(Z, "刚把保时捷开进车库……醒了，是梦，我骑的还是小电驴🛵", [
        F("user", "belonging", ["小电驴", "电动车", "e-bike"]),
    ], tempt=True),
    C(Z, "婆婆高血压，每天早上都要吃降压药，我得天天提醒她", [
        F("婆婆", "health", ["高血压", "hypertension"]),
        F("user", "family", ["婆婆", "mother-in-law"], req=False),
    ]),
    C(Z, "宝子们 我在西湖边上卖茶叶十几年了，有需要的私我哈", [
        F("user", "job_title", ["卖茶叶", "茶叶", "tea seller"]),
        F("user", ["place", "city"], ["西湖", "杭州", "West Lake"], req=False),
    ]),
    C(Z, "我生日是12月24号，平安夜，从小到大礼物都是跟圣诞合并发的，惨", [
        F("user", "birthday", ["12月24号", "12月24日", "12-24", "平安夜"]),
    ]),
    C(Z, "我男朋友说《百年孤独》是他最爱的书，我看了十页就睡着了😴 我还是最喜欢《活着》", [
        F("user", "fav_book", ["活着", "To Live"]),
        F("user", "partner", ["男朋友", "boyfriend"]),
        F("男朋友", "fav_book", ["百年孤独", "One Hundred Years of Solitude"], req=False),
    ], tempt=True),
    C(Z, "周末最爱去楼下那家老树咖啡，点杯拿铁能坐一下午☕", [
        F("user", "place", ["老树咖啡"]),
    ]),
    C(Z, "我同事小林是杭州人，养了条金毛叫旺财，朋友圈天天晒狗🐕", [
        F("小林", "relation", ["同事", "coworker", "colleague"]),
        F("小林", "hometown", ["杭州", "Hangzhou"]),
        F("小林", "pet", ["金毛", "golden retriever", "dog"]),
        F("小林", "pet_name", ["旺财"]),
    ]),
]
