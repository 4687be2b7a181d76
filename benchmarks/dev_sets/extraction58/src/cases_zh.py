from h import S, D, C, G, U, P, CH

SHORT = [
S("zh", "我ID叫夜猫子Kiki，平时在B站播瓦罗兰特，粉丝两千来个，不多哈哈 主业还是会计，白天对账晚上开播", [
    U("nickname", "夜猫子Kiki|Kiki"), U("hobby", "瓦罗兰特|Valorant|直播"), U("job_title", "会计|accountant")], tag=True, gamer=True),
S("zh", "我妈又在家族群里问我啥时候结婚 我都说了我有男朋友了啊叫阿哲 在顺丰做调度的 人很靠谱 她就是不信", [
    U("partner", "阿哲"), P("阿哲", "relation", "男朋友|boyfriend"), P("阿哲", "employer", "顺丰|SF Express"),
    P("阿哲", "job_title", "调度"), U("family", "我妈|妈妈", False)], tag=True),
S("zh", "不是，我不养猫，猫是我室友的，我只是负责铲屎🙃 我自己养的是一只仓鼠，叫汤圆", [
    U("pet", "仓鼠|hamster"), U("pet_name", "汤圆"), P("室友", "pet", "猫|cat"), P("室友", "relation", "室友|roommate", False)], tag=True),
S("zh", "考公吧的吧友们 我今年二十六了 还在考公的路上挣扎 明年三月的省考已经报名了 这次再不上岸就回家种地", [
    U("age", "二十六|26"), U("plan", "省考|明年三月的省考|civil service exam")], tag=True, gamer=True),
S("zh", "对花生过敏，严重的那种，出门都带肾上腺素笔，朋友聚餐我都得先问一圈", [
    U("allergy", "花生|peanut"), U("belonging", "肾上腺素笔|EpiPen", False)]),
S("zh", "我老家是湖南邵阳的，现在在东莞一个电子厂当品质主管，干了五年了，还行吧", [
    U("hometown", "湖南邵阳|邵阳|Shaoyang"), U("city", "东莞|Dongguan"), U("job_title", "品质主管|QA supervisor"),
    U("industry", "电子|电子厂|electronics", False)], tag=True),
S("zh", "公会里都叫我老K，其实我真名叫柯俊杰，别外传啊😂", [
    U("nickname", "老K"), U("name", "柯俊杰")], gamer=True),
S("zh", ["要是我会说日语就好了，去年去东京旅游全靠比划", "哈哈比划也是一种语言嘛，你英语怎么样？", "英语倒还行，雅思考过7分，工作里天天写英文邮件"], [
    U("language", "英语|English")], tag=True),
S("zh", "我属于那种吃不了一点辣的广东人，汕头长大的，最爱牛肉火锅，一周能吃两顿", [
    U("hometown", "汕头|Shantou|广东"), U("dislike", "辣|spicy food"), U("fav_food", "牛肉火锅|beef hotpot")]),
S("zh", "周六要带我家二哈去打疫苗 它叫土豆 三岁了 拆家能手 沙发都被它啃秃了", [
    U("pet", "二哈|哈士奇|husky"), U("pet_name", "土豆"), U("plan", "打疫苗", False)], tag=True),
S("zh", "刚辞职，之前在拼多多做运营，现在在家躺平当自由插画师，接点稿子勉强糊口", [
    U("job_title", "自由插画师|插画师|freelance illustrator")], tag=True),
S("zh", "我是女生哈，别再叫我兄弟了🙄 开黑的时候声音低不代表是男的", [
    U("gender", "女生|女|female")], tag=True, gamer=True),
S("zh", "我邮箱换了啊，游戏账号绑的那个旧qq邮箱别发了，新的是 linwanqing_work@163.com", [
    U("email", "linwanqing_work@163.com")], tag=True, gamer=True),
S("zh", "我哥在杭州阿里做算法，我在苏州，离得不远，周末经常去找他蹭饭", [
    U("city", "苏州|Suzhou"), U("family", "我哥|哥哥|brother"), P("哥哥", "city", "杭州|Hangzhou"),
    P("哥哥", "employer", "阿里|阿里巴巴|Alibaba"), P("哥哥", "job_title", "算法|算法工程师")], tag=True),
S("zh", "本人浙大计算机本科毕业，研究生跑去港科读的金融科技，跨专业读得头秃", [
    U("school", "浙大|浙江大学|Zhejiang University"), U("major", "计算机|computer science"), U("degree", "本科|bachelor"),
    U("school", "港科|香港科技大学|HKUST"), U("major", "金融科技|fintech"), U("degree", "研究生|硕士|master")]),
S("zh", "手机号换了：13861207745，微信同号，之前那个139的停了，战队群里的麻烦也改一下", [
    U("phone", "13861207745")], tag=True, gamer=True),
S("zh", "我不是程序员啊！！我是测试，测试！！每次相亲对方都以为我写代码", [
    U("job_title", "测试|测试工程师|QA")], tag=True),
S("zh", "老婆怀孕了，预产期是明年二月，我们打算回她老家成都生，离丈母娘近点", [
    U("partner", "老婆|wife"), P("老婆", "health", "怀孕|pregnant"), P("老婆", "hometown", "成都|Chengdu"),
    U("plan", "回她老家成都生|回成都生", False)], tag=True),
S("zh", "keep上的跑友们早 每天早上六点起来跑步 已经坚持三年了 下个月报了厦门马拉松的半马 冲冲冲", [
    U("sport", "跑步|running"), U("plan", "厦门马拉松|半马|Xiamen Marathon")], tag=True, gamer=True),
S("zh", "求推荐猫粮！家里两只英短，一只叫可乐一只叫雪碧，都是公的，挑食得很", [
    U("pet", "英短|英国短毛猫|British Shorthair"), U("pet_name", "可乐"), U("pet_name", "雪碧")]),
S("zh", "我是素食者，吃蛋奶那种，不吃肉已经八年了。我老公倒是无肉不欢", [
    U("diet", "素食|蛋奶素|vegetarian"), U("partner", "老公|husband"), P("老公", "fav_food|diet", "肉|meat", False)], tag=True),
S("zh", "我在游戏里是奶妈，现实里是真·护士，华西急诊科的，救人救到下班还要上线奶人😭", [
    U("job_title", "护士|nurse"), U("employer", "华西|华西医院|West China Hospital"), U("city", "成都|Chengdu", False)], tag=True, gamer=True),
S("zh", "我弟今年高考，想报中山大学临床医学，我当年读的是华南理工，土木，现在看来选错了", [
    U("school", "华南理工|华南理工大学|SCUT"), U("major", "土木|土木工程|civil engineering"), U("family", "我弟|弟弟|brother"),
    P("弟弟", "plan", "高考|gaokao")], tag=True),
S("zh", "28岁，单身，养了只柯基叫Bobo，坐标西安，游戏ID就叫Bobo他爹，求大佬带上分", [
    U("age", "28"), U("pet", "柯基|corgi"), U("pet_name", "Bobo"), U("city", "西安|Xi'an"), U("nickname", "Bobo他爹")], gamer=True),
S("zh", "唉，以前在上海住了八年，去年搬回老家合肥了，住在滨湖新区，房价是真便宜", [
    U("city", "合肥|Hefei"), U("hometown", "合肥|Hefei"), U("place", "滨湖新区|滨湖")], tag=True),
S("zh", "我爸说我小时候可想当飞行员了，结果现在是个卖保险的哈哈哈", [
    U("job_title", "卖保险的|保险销售|insurance agent"), U("industry", "保险|insurance", False)], tag=True),
S("zh", "直播间的家人们都知道我乳糖不耐受，喝奶茶必须换燕麦奶🥛 今天这杯是粉丝送的谢谢宝", [
    U("health|allergy|diet", "乳糖不耐受|lactose intolerant")], gamer=True),
S("zh", "我生日是10月3号 天秤座 别又给我跟国庆一起过了 公会的兄弟们听到没", [
    U("birthday", "10月3号|10月3日|October 3")], gamer=True),
S("zh", ["你说我要不要学吉他", "可以呀，你之前有乐器基础吗？", "会弹一点尤克里里，但手指太短了按不住和弦😂"], [
    U("instrument", "尤克里里|ukulele")], tag=True),
S("zh", "我大学室友小敏现在在深圳腾讯当产品经理了，我还在老家县城教初中数学", [
    U("job_title", "初中数学|数学老师|math teacher"), P("小敏", "relation", "大学室友|室友|roommate"),
    P("小敏", "city", "深圳|Shenzhen"), P("小敏", "employer", "腾讯|Tencent"), P("小敏", "job_title", "产品经理|product manager")], tag=True),
S("zh", "帮我爸填体检表：姓名张建国，年龄63，过敏史青霉素。我自己倒是啥都不过敏", [
    P("爸爸", "name", "张建国"), P("爸爸", "age", "63"), P("爸爸", "allergy", "青霉素|penicillin"), U("family", "我爸|爸爸", False)], tag=True),
S("zh", "梦见我养了一只会说话的鹦鹉，醒来只看到我那条懒狗在旁边打呼噜", [
    U("pet", "狗|dog")], tag=True),
S("zh", "别提了，跟前男友分了半年了，他现在还在字节，我早就跳槽去美团了。尴尬的是他还在我们峡谷战队里天天喊我打团", [
    U("employer", "美团|Meituan")], tag=True, gamer=True),
S("zh", "平时喜欢听周杰伦 也听点陈奕迅 ktv必点十年 网易云歌单都是他俩", [
    U("fav_music", "周杰伦|Jay Chou"), U("fav_music", "陈奕迅|Eason Chan")], gamer=True),
S("zh", "我们战队五个人，我打野，ID是「北风」，平时都在网吧训练，我自己就是网吧网管哈哈近水楼台", [
    U("nickname", "北风"), U("job_title", "网管|网吧网管"), U("employer", "网吧", False)], gamer=True),
S("zh", "大家好我叫何佳怡，做新媒体的，就是传说中的小编，在一家MCN公司，天天追热点追到秃", [
    U("name", "何佳怡"), U("job_title", "小编|新媒体编辑"), U("industry", "新媒体|new media"), U("employer", "MCN公司", False)]),
]

DIARY = [
D("zh", "今天又是被闹钟吵醒的一天。早上挤地铁差点迟到，组长老周说下周要交季度报告，头大。中午和同事去吃了楼下的黄焖鸡，我还是觉得不如我妈做的红烧肉好吃。下午开会开到四点，我作为组里唯一的UI设计师，被拉进去解释了半天配色。晚上回家给我家猫咪年糕铲屎，它居然把我新买的耳机线咬断了。洗完澡上线跟公会的人打了两把副本，又躺床上刷小红书，看到有人在大理开民宿，好羡慕，要是我也能辞职去大理就好了。算了，明天还得上班。", [
    U("job_title", "UI设计师|UI designer"), U("pet", "猫咪|猫|cat"), U("pet_name", "年糕"), P("老周", "relation", "组长|team lead"),
    U("fav_food", "红烧肉", False)], tag=True, gamer=True),
D("zh", "12月3日 晴。孙女今天视频，说她在墨尔本读研，学的会计，我听不太懂。老头子上个月住院做了心脏搭桥，现在好多了，每天早上我陪他在小区里慢慢走。我自己血压有点高，医生让少吃盐。下午去老年大学上书法课，老师夸我的字有进步。晚上包了荠菜饺子，冻了两袋，等儿子周末回来拿。今年我七十一了，手还算稳。", [
    U("age", "七十一|71"), U("health", "血压有点高|高血压|high blood pressure"), U("hobby", "书法|calligraphy"),
    U("partner", "老头子"), P("老头子", "health", "心脏搭桥|bypass"), U("family", "孙女|granddaughter"),
    P("孙女", "city", "墨尔本|Melbourne"), P("孙女", "major", "会计|accounting"), P("孙女", "degree", "读研|研究生", False),
    U("family", "儿子|son", False)], tag=True),
D("zh", "今天开播四个小时，打了十几把永劫，掉分掉到怀疑人生。弹幕里有人问我是不是广东人，因为我说话有口音——其实我是福建泉州的，现在一个人在长沙租房。房东说明年要涨租，烦死。下播以后点了个螺蛳粉外卖，这是我的续命神器。明天约了牙医拔智齿，希望不要肿成猪头。睡前又把Switch上的动森岛逛了一圈，我的岛叫咸鱼岛哈哈。", [
    U("hometown", "福建泉州|泉州|Quanzhou"), U("city", "长沙|Changsha"), U("fav_food", "螺蛳粉"), U("plan", "拔智齿|约了牙医"),
    U("belonging", "Switch"), U("hobby", "永劫|永劫无间|直播")], tag=True, gamer=True),
D("zh", "下班路上给我爸打了个电话，他又在念叨让我赶紧找对象。其实我今年三十二，和女朋友小雨在一起两年了，只是还没跟家里说。小雨是幼儿园老师，脾气特别好。今天公司（一家做跨境电商的小公司）终于发了年终奖，不多，但够我把那台旧笔记本换掉。晚上去健身房练了腿，明天估计下不了楼梯。对了，下周六是小雨生日，蛋糕已经订好了。", [
    U("age", "三十二|32"), U("partner", "小雨"), P("小雨", "relation", "女朋友|girlfriend"), P("小雨", "job_title", "幼儿园老师|kindergarten teacher"),
    U("industry", "跨境电商|cross-border e-commerce"), U("sport", "健身|练腿", False), U("family", "我爸|爸爸", False)], tag=True),
D("zh", "今天带女儿朵朵去打疫苗，她哭得撕心裂肺，我心都碎了。老公出差去广州了，一周后才回来，家里就我俩。下午趁她午睡，我在网上接了两单活，我是做日语笔译的自由职业者，时间比较灵活。晚上自己煮了碗清汤面，最近在减肥，晚饭不吃主食——好吧今天破戒了。", [
    U("family", "朵朵"), P("朵朵", "relation", "女儿|daughter"), U("partner", "老公|husband"),
    U("job_title", "日语笔译|笔译|translator"), U("language", "日语|Japanese", False), U("diet|health", "减肥", False)], tag=True),
D("zh", "周记。这周最大的事是正式入职了宁德时代，岗位是电池工艺工程师，在宁德本部。宿舍四人间，室友是个福州小伙，打游戏通宵，我戴耳塞都没用。我本科在合肥工业大学学的材料，没想到真干了老本行。周末去霞浦看了滩涂，拍了好多照片，拍照是我从高中就开始的爱好。我妈打电话问吃得惯不，我说食堂比学校好多了。", [
    U("employer", "宁德时代|CATL"), U("job_title", "电池工艺工程师"), U("city", "宁德|Ningde", False),
    U("school", "合肥工业大学"), U("major", "材料|materials"), U("degree", "本科|bachelor"), U("hobby", "拍照|摄影|photography"),
    P("室友", "hometown", "福州|Fuzhou"), P("室友", "relation", "室友|roommate", False)], tag=True),
D("zh", "今天是我的34岁生日，一个人过的。在便利店买了个小蛋糕，店员小哥还祝我生日快乐，挺暖的。前夫那边今天把儿子接过去了，说好周末送回来。儿子叫乐乐，上小学二年级，最近迷上了奥特曼。我在一家物业公司做客服主管，今天一直在处理漏水投诉。晚上泡脚看《请回答1988》，这部剧我看第三遍了，还是会哭，真的是我心里的第一名。", [
    U("age", "34"), U("birthday", "3月14日|March 14", False), U("family", "乐乐"), P("乐乐", "relation", "儿子|son"),
    U("job_title", "客服主管"), U("industry|employer", "物业|物业公司", False), U("fav_film", "请回答1988|Reply 1988")], tag=True, at="2026-03-14"),
D("zh", "早上五点半起床去菜市场进货，我们家的早餐店开了六年了，主打肠粉和豆浆。老婆负责收银，我负责后厨。今天来了个老客人说要移民加拿大了，有点舍不得。下午店里闲了，我在后面拉了会儿二胡，小时候跟爷爷学的，现在也就拉个《赛马》。女儿在读高三，成绩一般，我也不逼她。晚上算账，这个月还行。", [
    U("employer|job_title", "早餐店|早餐店老板"), U("partner", "老婆|wife"), P("老婆", "job_title", "收银|cashier"),
    U("instrument", "二胡|erhu"), U("family", "女儿|daughter"), P("女儿", "school", "高三", False)], tag=True),
D("zh", "今天社团招新，我们动漫社摆了个摊，我cos的胡桃，被好多人要合照。作为一个一米七八的女生，cos女角色总被说太高了哼。我是大二的学生，在川大读新闻，老家重庆。室友说我cos的时候跟平时判若两人哈哈。晚上和网友开黑打原神到一点，uid千万别发出去啊。明天早八，救命。", [
    U("hobby", "cos|cosplay"), U("gender", "女生|女|female"), U("school", "川大|四川大学|Sichuan University"), U("major", "新闻|journalism"),
    U("hometown", "重庆|Chongqing"), U("hobby", "原神|Genshin"), U("city", "成都|Chengdu", False)], gamer=True),
D("zh", "体检报告出来了，尿酸偏高，医生说少吃海鲜少喝啤酒。我一个在青岛长大的人，这不是要我命吗。回家跟媳妇说了，她笑我活该。晚上改成喝茶，心里苦。周末本来约了老同学去钓鱼，现在下雨估计泡汤了。今年打算考个一级建造师，书买了一摞，还没翻开。", [
    U("health", "尿酸偏高|高尿酸"), U("hometown", "青岛|Qingdao"), U("partner", "媳妇|wife"), U("hobby", "钓鱼|fishing", False),
    U("plan", "一级建造师", False)], tag=True),
D("zh", "来上海快三年了，还是觉得这里的冬天冷到骨头里。今天徐汇那家咖啡店的店长说我是他们的熟客了，我几乎每天上班前去买一杯燕麦拿铁。我在漕河泾一家芯片公司做验证工程师，不是在咖啡店上班哦。晚上跟我妹视频，她在温哥华读书，那边刚天亮。她说想养猫，我说你先把自己养活吧。", [
    U("city", "上海|Shanghai"), U("job_title", "验证工程师|verification engineer"), U("industry", "芯片|semiconductor"),
    U("place", "漕河泾", False), U("family", "我妹|妹妹|sister"), P("妹妹", "city", "温哥华|Vancouver"), U("fav_food", "燕麦拿铁", False)], tag=True),
]

COMP = [
C("zh", "阿柚", ["今天下班好晚，项目终于上线了", "辛苦啦！你是做程序员的对吧？", "不是啦，我是项目经理，天天追着程序员跑😂 在一家做医疗软件的公司",
    "原来是项目经理！压力这么大，是不是靠咖啡续命？", "我不喝咖啡，心脏受不了，喝了就心慌，一般喝绿茶"], [
    U("job_title", "项目经理|project manager"), U("industry", "医疗软件|medical software"), U("diet|dislike|health", "不喝咖啡|咖啡"),
    U("fav_food", "绿茶|green tea", False)]),
C("zh", "星星", ["星星我跟你说，我今天终于上王者了！！", "恭喜！你是玩辅助的吧，我记得你说过喜欢瑶", "瑶是我对象玩的，我是射手，主玩孙尚香",
    "哈哈原来如此，你们是一起双排吗？", "对，他在武汉我在南京，异地恋，每天晚上连麦打两把"], [
    U("hobby", "王者|王者荣耀|Honor of Kings"), U("city", "南京|Nanjing"), U("partner", "对象"), P("对象", "city", "武汉|Wuhan")], gamer=True),
C("zh", "团子", ["团子，我下周二要去面试了，好紧张", "加油！是面什么岗位呀？", "一个外企的HR岗，我现在在国企做人事，想换个环境",
    "在国企做人事很多年了吧？应该有十年了？", "哪有！才四年，我才二十七好吗😤"], [
    U("plan", "面试|下周二要去面试"), U("job_title", "人事|HR"), U("age", "二十七|27")]),
C("zh", "木木", ["木木，我今天在路上捡了只小橘猫", "好可爱！你要养它吗？给它起个名字吧", "已经抱回家了，叫橙子。我之前养过一只狗，去年老死了，好久没养宠物了",
    "橙子好听！家里还有别的小动物吗？", "没了，就橙子一个。不过我对猫毛有点过敏，一直打喷嚏…买了个空气净化器"], [
    U("pet", "橘猫|小橘猫|猫|cat"), U("pet_name", "橙子"), U("allergy", "猫毛|cat hair"), U("belonging", "空气净化器", False)]),
C("zh", "小鲸", ["最近在学西班牙语，多邻国打卡两百天了", "好厉害！学西语是因为要去西班牙工作吗？", "不是，我男朋友是阿根廷人，想跟他家里人聊天",
    "原来你男朋友是西班牙人呀", "阿根廷！不是西班牙😂 他叫Mateo，在我们公司做市场"], [
    U("language", "西班牙语|西语|Spanish"), U("partner", "Mateo"), P("Mateo", "relation", "男朋友|boyfriend"),
    P("Mateo", "hometown", "阿根廷|Argentina", False), P("Mateo", "job_title", "市场|marketing")]),
C("zh", "栗子", ["栗子，今天去看了流浪地球重映，还是好燃", "你是不是特别喜欢科幻片？最喜欢的应该是《星际穿越》吧", "科幻是喜欢，但我最喜欢的还是《霸王别姬》，看了无数遍",
    "哇，我自己最爱的是《千与千寻》～那你一定也喜欢京剧吧？", "京剧不太懂，我喜欢听昆曲，苏州长大的嘛"], [
    U("fav_film", "霸王别姬|Farewell My Concubine"), U("fav_music", "昆曲|Kunqu"), U("hometown", "苏州|Suzhou"), CH("fav_film", "千与千寻|Spirited Away")]),
C("zh", "糖糖", ["最近膝盖疼，医生说是半月板损伤，不能再打篮球了", "好心疼你，那以后还能踢足球吗？", "我本来就不踢足球啊，我只打篮球的。现在改游泳了",
    "游泳对膝盖好，你是在学校游还是健身房？", "小区有个游泳馆，我一周去三次"], [
    U("health", "半月板损伤|meniscus"), U("sport", "游泳|swimming")]),
C("zh", "阿澈", ["阿澈，今晚直播人数破千了！", "太棒了！你是在抖音播的吧？", "虎牙啦，我在虎牙播绝地求生，ID叫吃鸡小王子",
    "吃鸡小王子，好霸气～你是全职主播吗？", "不是，白天还在4S店卖车，晚上才播"], [
    U("hobby", "绝地求生|吃鸡|PUBG|直播"), U("nickname", "吃鸡小王子"), U("job_title", "卖车|汽车销售|car sales"), U("employer", "4S店")], gamer=True),
C("zh", "米粒", ["米粒，你还记得我生日是哪天吗", "当然记得，是5月20号对吧！", "错啦，是5月12号，520是我闺蜜的生日",
    "对不起！5月12号，我记住了。想怎么过？", "已经订了周末去千岛湖的民宿，跟闺蜜一起"], [
    U("birthday", "5月12号|5月12日|May 12"), P("闺蜜", "birthday", "5月20号|520|May 20"), U("plan", "千岛湖|去千岛湖")]),
C("zh", "小野", ["我今天终于把我妈接到深圳来住了", "真好！阿姨是从哪里过来的呀？", "从湛江，我老家，她一个人在那边我不放心",
    "那你们住一起吗？你有兄弟姐妹吗？", "住一起。我是独生子，就我一个"], [
    U("city", "深圳|Shenzhen"), U("hometown", "湛江|Zhanjiang"), U("family", "独生子|only child"), U("family", "我妈|妈妈|mom"),
    P("妈妈", "city", "深圳|Shenzhen"), U("gender", "男|male", False)]),
C("zh", "布丁", ["布丁，我今天转正了！", "恭喜你！是不是在那家设计公司？", "不是，我早就不在那了，现在在一家律所做律师助理",
    "哦哦，那你是法学专业出身吗？", "对，华政法学，本硕都在那"], [
    U("job_title", "律师助理|paralegal"), U("employer", "律所|law firm", False), U("school", "华政|华东政法大学"), U("major", "法学|law"),
    U("degree", "本硕|硕士|master")]),
C("zh", "七七", ["七七你说我今晚吃啥，吃完还要跟公会开荒新副本", "要不要吃火锅？你上次说最爱吃火锅", "那是我室友最爱，我最爱的是酸菜鱼",
    "那就去吃酸菜鱼吧！你能吃辣吗？", "能，我是贵州人，辣椒从小吃到大"], [
    U("fav_food", "酸菜鱼"), P("室友", "fav_food", "火锅|hotpot"), U("hometown", "贵州|Guizhou")], gamer=True),
C("zh", "阿青", ["今天又练了两个小时琴，手都酸了", "你练的是钢琴吧？", "小提琴！学了十五年了，在乐团拉二提",
    "哇，那你是专业演奏员吗？", "不算，是业余乐团，我本职是中学音乐老师"], [
    U("instrument", "小提琴|violin"), U("job_title", "中学音乐老师|音乐老师|music teacher"), U("hobby", "业余乐团", False)]),
C("zh", "豆豆", ["豆豆，我下个月要去上海参加CP展，摊位都申请好了", "好期待！你要卖什么呀？", "卖我自己画的同人本，我平时在lofter发图，ID叫鹿角兔",
    "鹿角兔画画好厉害，你是美院的学生吧？", "哈哈不是，我读的财务管理，画画纯属爱好，现在在银行上班"], [
    U("plan", "CP展|参加CP展"), U("nickname", "鹿角兔"), U("hobby", "画画|drawing"), U("major", "财务管理"),
    U("industry|employer", "银行|bank")], gamer=True),
]

GROUP = [
G("zh", [("张姐", "明天团建谁去？我报名了，带我儿子一起"), ("王磊", "我去，我老婆也来，她刚从华为离职，闲着呢"),
    ("小陈", "我去不了，周末要考教资"), ("王磊", "小陈加油，考完请你吃烤鱼")], [
    U("plan", "团建"), U("partner", "老婆|wife"), P("张姐", "plan", "团建"), P("张姐", "family", "儿子|son", False), P("小陈", "plan", "考教资|教资")], me="王磊"),
G("zh", [("妈妈", "阿May，你过年回不回来"), ("阿May", "回！票都买好了，腊月二十八到广州南"), ("舅舅", "今年都在老屋过，我从佛山开车回去"),
    ("阿May", "好哦，我带我男朋友一起，他叫阿杰，第一次见家长紧张死了")], [
    U("plan", "腊月二十八到广州南|回家过年"), U("partner", "阿杰"), P("阿杰", "relation", "男朋友|boyfriend"), P("舅舅", "city", "佛山|Foshan", False)], exp="阿May"),
G("zh", [("老猫", "今晚五排缺一 谁来"), ("Ryan_星", "我来我来 刚下班 今天在公司加班到九点 程序员命"), ("咸蛋", "我来不了 明天早上考科三"),
    ("老猫", "行 Ryan你打辅助 我打野")], [
    U("job_title", "程序员|programmer"), U("hobby", "五排", False), P("咸蛋", "plan", "考科三|科三")], me="Ryan_星", gamer=True),
G("zh", [("果果妈", "明天家长会几点啊"), ("林晓", "下午三点，我请了半天假。我家小宇最近数学退步了，愁"), ("豆豆爸", "我们家豆豆对芒果过敏，明天运动会别给他分芒果哈"),
    ("林晓", "收到！小宇也不吃芒果，他是单纯不喜欢")], [
    U("family", "小宇"), P("小宇", "dislike", "芒果|mango"), P("豆豆", "allergy", "芒果|mango"), U("plan", "家长会", False)], exp="林晓"),
G("zh", [("老周", "周六去水库钓鱼 我开车 能坐四个"), ("强子", "我去 上次那条五斤的草鱼还记得不"), ("老周", "记得 我在水务局上班 那个水库我熟"),
    ("阿飞", "我去不了 腰间盘突出又犯了")], [
    U("employer", "水务局"), U("hobby", "钓鱼|fishing"), U("plan", "周六去水库钓鱼|钓鱼"), P("阿飞", "health", "腰间盘突出")], me="老周"),
G("zh", [("小雪", "姐妹们，下个月房租我先垫了，我刚发工资"), ("婷婷", "爱你！我这月被裁了，手头紧"), ("小雪", "没事，我在携程，最近还算稳"),
    ("可可", "我下个月要搬去北京了，新公司是快手")], [
    U("employer", "携程|Trip.com"), P("可可", "plan", "搬去北京|北京"), P("可可", "employer|plan", "快手|Kuaishou")], exp="小雪"),
G("zh", [("小林", "毕业十年了，大家现在都在哪啊"), ("阿凯", "我在厦门，做外贸，娶了个厦门姑娘哈哈"), ("大刘", "我还在母校读博，等答辩"),
    ("阿凯", "大刘牛！我当年那点化工专业知识早忘光了")], [
    U("city", "厦门|Xiamen"), U("industry|job_title", "外贸|foreign trade"), U("partner", "厦门姑娘|wife"), U("major", "化工|chemical engineering"),
    U("gender", "男|male", False), P("大刘", "degree", "读博|博士|PhD")], me="阿凯"),
G("zh", [("桃子", "谁家的狗晚上一直叫啊"), ("502王阿姨", "不是我家的，我家养的是猫"), ("桃子", "我家也是猫，两只布偶，肯定不是我们"),
    ("301刘哥", "是我家的金毛，它这两天肠胃炎，不好意思啊")], [
    U("pet", "布偶|布偶猫|Ragdoll"), P("502王阿姨", "pet", "猫|cat"), P("301刘哥", "pet", "金毛|golden retriever")], me="桃子"),
G("zh", [("大飞", "周四晚上八点老地方打球，我订了场"), ("阿斌", "我来，膝盖好了"), ("大飞", "好，我这周刚换了新鞋，詹姆斯20"),
    ("小杨", "不去了兄弟们，我老婆预产期就这周")], [
    U("sport", "打球|篮球|basketball"), U("belonging", "詹姆斯20|LeBron 20"), U("plan", "打球", False), P("小杨", "partner", "老婆|wife")], exp="大飞"),
G("zh", [("苏苏", "豆瓣小组的书友们，下期读什么？我投《百年孤独》，我的最爱"), ("老吴", "我建议三体，我儿子推荐的"), ("苏苏", "三体我看过了，不太喜欢硬科幻"),
    ("Echo", "我都行，最近在读《额尔古纳河右岸》")], [
    U("fav_book", "百年孤独|One Hundred Years of Solitude"), U("dislike", "硬科幻|hard sci-fi")], me="苏苏", gamer=True),
G("zh", [("阿彬", "云南自驾的攻略我做好了，十月四号出发"), ("Lily", "我有高反，香格里拉能去吗"), ("阿彬", "不去那么高，走大理丽江线。我导游出身，放心"),
    ("胖虎", "我负责开车，驾龄十年")], [
    U("plan", "云南自驾"), U("job_title", "导游|tour guide", False), P("Lily", "health", "高反|altitude sickness")], exp="阿彬"),
]

CASES = SHORT + DIARY + COMP + GROUP
