from h import f, u, a, s, case

C = []
add = C.append

# ---------------- group chats (12) ----------------
add(case("zh", "group", [
    s("李老师", "各位家长好，下周三学校组织去科技馆春游，需要自备午餐，请在群里接龙报名。"),
    s("果果妈妈", "1. 果果 +1。李老师，果果对花生过敏，午餐我自己给她准备，麻烦提醒同学别分零食给她🙏"),
    s("浩浩爸爸", "2. 浩浩 +1。我周三正好调休，可以跟车当志愿者，我在地铁公司上班，安全这块熟"),
    s("果果妈妈", "太好了浩浩爸爸！我在医院上夜班，周三白天得补觉，去不了😂"),
], [
    f("p:果果", "allergy", "花生|peanut"),
    f("u", "family", "果果"),
    f("p:果果", "relation", "女儿|daughter", False),
    f("p:果果", "plan", "科技馆春游|春游|去科技馆"),
    f("u", "employer", "医院|hospital", False),
    f("u", "gender", "女|female", False),
    f("p:浩浩爸爸", "employer", "地铁公司", False),
    f("p:李老师", "job_title", "老师|teacher", False),
], me="果果妈妈", tag=True, parent=True))

add(case("zh", "group", [
    s("班长-乐乐妈", "收到收到，周五家长会我请好假了"),
    s("朵朵爸爸", "我这周在成都出差回不去，朵朵外婆替我去行吗王老师"),
    s("王老师", "可以的。提醒一下，朵朵爸爸上次说的视力问题，朵朵近视已经三百度了，记得配眼镜。"),
    s("朵朵爸爸", "好的谢谢王老师，周末就带她去配。我们家在杭州住，成都就是出差"),
], [
    f("u", "city", "杭州|Hangzhou"),
    f("u", "family", "朵朵"),
    f("p:朵朵", "health", "近视|近视三百度|myopia"),
    f("p:朵朵", "relation", "女儿|daughter", False),
    f("u", "gender", "男|male", False),
    f("p:王老师", "job_title", "老师|teacher", False),
    f("u", "plan", "配眼镜|带她去配", False),
], me="朵朵爸爸", tag=True, parent=True))

add(case("zh", "group", [
    s("子涵妈妈", "请问有家长知道附近哪里有靠谱的英语外教吗？", ex=True),
    s("一诺妈妈", "我就是教英语的哈哈，在新东方干了八年，不过我只教初中"),
    s("子涵妈妈", "哇一诺妈妈太厉害了！我是做会计的，英语早还给老师了😭 子涵今年才二年级，发音全靠我瞎教"),
    s("一诺妈妈", "二年级正好，我周末可以先帮她听听"),
], [
    f("u", "job_title", "会计|accountant"),
    f("u", "family", "子涵"),
    f("p:子涵", "school", "二年级|grade 2", False),
    f("p:一诺妈妈", "employer", "新东方|New Oriental"),
    f("p:一诺妈妈", "job_title", "教英语|英语老师|English teacher"),
    f("u", "gender", "女|female", False),
], tag=True, parent=True))

add(case("zh", "group", [
    s("体育委员家长-轩轩爸", "通知：区里小学生足球联赛报名截止周四，想报的在下面留名"),
    s("梓萌妈妈", "梓萌报！她从幼儿园就踢，现在是校队守门员⚽"),
    s("轩轩爸", "厉害，女孩子当守门员少见。我年轻时也踢后卫，现在膝盖半月板伤了，只能在场边喊"),
    s("小宇奶奶", "我们小宇不报了，他哮喘，医生不让跑太猛"),
    s("梓萌妈妈", "小宇奶奶保重身体哈，孩子哮喘得多注意"),
], [
    f("p:梓萌", "sport", "足球|踢|football|soccer"),
    f("p:梓萌", "plan", "足球联赛|报名|小学生足球联赛", False),
    f("u", "family", "梓萌"),
    f("p:轩轩爸", "health", "半月板伤了|膝盖半月板|meniscus"),
    f("p:小宇", "health", "哮喘|asthma"),
    f("u", "gender", "女|female", False),
], me="梓萌妈妈", tag=True, parent=True))

add(case("zh", "group", [
    s("陈老师", "本周作文题目《我的爸爸》，有几个孩子写爸爸是宇航员、是超人，家长们看看就好😄"),
    s("安安妈", "哈哈我们安安写她爸是消防员，这个是真的", ex=True),
    s("陈老师", "安安写得很好，还写了你们家那只叫土豆的柯基"),
    s("安安妈", "土豆听到要骄傲死了，它今年五岁，比安安还大一岁🐶"),
    s("子墨爸爸", "我们家子墨写我是超人😂 其实我就是个送快递的"),
], [
    f("p:安安爸爸", "job_title", "消防员|firefighter"),
    f("u", "pet", "柯基|corgi"),
    f("u", "pet_name", "土豆|Tudou"),
    f("u", "family", "安安"),
    f("p:安安", "age", "四|4", False),
    f("p:子墨爸爸", "job_title", "送快递的|快递员|courier"),
    f("u", "partner", "她爸|安安爸爸|丈夫", False),
    f("p:陈老师", "job_title", "老师|teacher", False),
], tag=True, parent=True))

add(case("zh", "group", [
    s("大伯", "下个月奶奶八十大寿，大家都回老家桐乡吧"),
    s("小雯", "我请好年假了！机票订了，27号从深圳飞回来"),
    s("堂哥阿康", "我在新加坡回不来，今年项目走不开，红包我转给小雯带回去"),
    s("小雯", "收到阿康哥。大伯你放心，我现在在腾讯做产品，年假还挺多的"),
], [
    f("u", "plan", "飞回来|回老家|奶奶八十大寿|27号从深圳飞回来"),
    f("u", "city", "深圳|Shenzhen", False),
    f("u", "hometown", "桐乡|Tongxiang", False),
    f("u", "employer", "腾讯|Tencent"),
    f("u", "job_title", "产品|产品经理|product manager"),
    f("p:堂哥阿康", "city", "新加坡|Singapore"),
    f("p:奶奶", "age", "八十|80", False),
], me="小雯", tag=True))

add(case("zh", "group", [
    s("周末徒步群-老秦", "这周六走九溪，谁来？"),
    s("阿岚", "我来！上周刚换了双萨洛蒙的鞋，正好试试", ex=True),
    s("胖虎", "我不去了，我老婆预产期就这周"),
    s("阿岚", "恭喜胖虎！！我上个月在这群认识的男朋友也说要来，带他一起哈"),
    s("老秦", "欢迎欢迎，阿岚你可以啊"),
], [
    f("u", "belonging", "萨洛蒙的鞋|萨洛蒙|Salomon"),
    f("u", "hobby|sport", "徒步|hiking", False),
    f("u", "plan", "走九溪|九溪", False),
    f("u", "partner", "男朋友|boyfriend"),
    f("p:胖虎", "partner", "老婆|wife"),
    f("p:胖虎", "plan", "预产期|老婆预产期", False),
    f("u", "name", "阿岚", False),
], tag=True))

add(case("zh", "group", [
    s("刘老师", "各位家长，六一文艺汇演每班出一个节目，有会乐器的家长或孩子吗"),
    s("思远妈妈", "思远学古筝三年了，可以独奏。我自己小时候学过钢琴，早忘光了"),
    s("可可爸", "可可会拉小提琴，但是才学半年，拉得像锯木头🤣"),
    s("思远妈妈", "可可爸别谦虚，半年能拉就不错了"),
    s("刘老师", "好的，那就古筝和小提琴合奏吧，周二放学后排练"),
], [
    f("p:思远", "instrument", "古筝|guzheng"),
    f("u", "family", "思远"),
    f("p:可可", "instrument", "小提琴|violin"),
    f("p:思远", "plan", "排练|六一文艺汇演", False),
    f("p:刘老师", "job_title", "老师|teacher", False),
], me="思远妈妈", tag=True, parent=True))

add(case("zh", "group", [
    s("甜甜妈", "家人们，谁家孩子在学游泳，求推荐教练", ex=True),
    s("皓皓妈妈", "我们在奥体那边的游泳馆，教练姓吴，皓皓蛙泳已经能游五十米了"),
    s("甜甜妈", "太好了，甜甜怕水，我自己也是旱鸭子😂 我们住江北，过去远不远"),
    s("皓皓妈妈", "江北开车二十分钟吧，我们也住江北"),
], [
    f("u", "place|city", "江北|Jiangbei"),
    f("u", "family", "甜甜"),
    f("p:皓皓", "sport", "蛙泳|游泳|swimming"),
    f("p:皓皓妈妈", "place|city", "江北|Jiangbei"),
    f("u", "gender", "女|female", False),
], tag=True, parent=True))

add(case("zh", "group", [
    s("赵老师", "提醒：明天体检，需要空腹，家长签字表今晚拍照发我"),
    s("多多爸", "赵老师，多多的表我填好了，父亲那栏写的我，电话13857216604，她妈妈在外地出差"),
    s("欣怡妈", "请问赵老师，乳糖不耐受的孩子早上能喝豆浆吗？我们欣怡喝牛奶就拉肚子"),
    s("赵老师", "空腹就什么都别喝哈"),
], [
    f("u", "phone", "13857216604"),
    f("u", "family", "多多"),
    f("p:多多妈妈", "place", "外地", False),
    f("p:欣怡", "health|allergy|diet", "乳糖不耐受|lactose intolerance"),
    f("p:赵老师", "job_title", "老师|teacher", False),
    f("u", "gender", "男|male", False),
], me="多多爸", tag=True, parent=True))

add(case("zh", "group", [
    s("家委会-晨晨妈", "家委会需要一个会做表格的，帮忙统计校服尺码", ex=True),
    s("晨晨妈", "我先说哈，我是做HR的，Excel还行，但这个月在备考人力资源三级，周末要上课"),
    s("小米爸爸", "我来吧，我是程序员，做个表分分钟的事"),
    s("晨晨妈", "谢谢小米爸爸！那我负责催大家交"),
], [
    f("u", "job_title", "HR|人力资源|human resources"),
    f("u", "plan", "备考人力资源三级|人力资源三级", True),
    f("p:小米爸爸", "job_title", "程序员|programmer"),
    f("p:晨晨", "relation", "孩子|child", False),
], tag=True, parent=True))

add(case("zh", "group", [
    s("舅妈", "宁宁下周要去英国读研了，大家有什么要带的吗"),
    s("宁宁", "舅妈别说得我像代购哈哈。我去爱丁堡读计算机，九月开学"),
    s("表姐", "宁宁我在曼彻斯特工作，放假来找我玩！"),
    s("宁宁", "好呀表姐！我晕机很严重，到时候坐火车去"),
], [
    f("u", "school|plan", "爱丁堡|University of Edinburgh|Edinburgh"),
    f("u", "major", "计算机|computer science"),
    f("u", "plan", "去英国读研|读研", True),
    f("u", "degree", "研|硕士|master", False),
    f("u", "health", "晕机|motion sickness"),
    f("p:表姐", "city", "曼彻斯特|Manchester"),
], me="宁宁", tag=True))

# ---------------- companion chats (13) ----------------
add(case("zh", "companion", [
    u("小暖我跟你说，今天开家长会，班主任当着所有人表扬了我家小满"),
    a("哇！小满真棒！她是不是数学考了第一呀？"),
    u("不是数学，是作文哈哈，她数学一塌糊涂随我。还有小满是男孩子啦，你又记错了"),
    a("对不起对不起！小满小朋友作文好厉害，你一定很骄傲～"),
    u("骄傲是骄傲，就是我下周又要出差去西安，没法陪他"),
], [
    f("u", "family", "小满"),
    f("p:小满", "gender", "男孩子|男|boy"),
    f("u", "plan", "出差去西安|去西安|出差", True),
    f("u", "dislike", "数学|math", False),
], character="小暖", tag=True, parent=True))

add(case("zh", "companion", [
    u("阿狸，帮我记一下，我新手机号换成15920836173了，原来那个139的不用了"),
    a("好的～已经记住你的新号码15920836173啦。旧的139开头的就不管了对吧？"),
    u("对。顺便说一句，我搬家了，现在住在苏州工业园区，离公司近"),
    a("恭喜乔迁！那你还在原来那家外企上班吗？"),
    u("还在，博世，通勤从一个半小时变成十五分钟，爽"),
], [
    f("u", "phone", "15920836173"),
    f("u", "place|city", "苏州工业园区|工业园区"),
    f("u", "city", "苏州|Suzhou"),
    f("u", "employer", "博世|Bosch"),
], character="阿狸", tag=True))

add(case("zh", "companion", [
    u("言言，我今天终于去医院查了，医生说是甲减"),
    a("抱抱你。甲减就是甲状腺功能减退对吧？你之前说总觉得累，原来是这个原因"),
    u("嗯，要每天早上吃优甲乐。我妈也是甲减，医生说可能遗传"),
    a("那你和阿姨可以互相提醒吃药呀。你还在坚持跑步吗？"),
    u("跑啊，每周三次，这个不能停"),
], [
    f("u", "health", "甲减|甲状腺功能减退|hypothyroidism"),
    f("p:妈妈", "health", "甲减|hypothyroidism"),
    f("u", "family", "我妈|妈妈|mother", False),
    f("u", "sport", "跑步|跑|running"),
], character="言言", tag=True))

add(case("zh", "companion", [
    u("团团，我今天在班级群里又被点名了，因为忘了给儿子签作业"),
    a("啊这，是不是你太忙了？你在银行上班经常加班吧"),
    u("不是银行，是证券公司，你老记混。我儿子叫嘉树，三年级了，老师特别严"),
    a("记住啦：证券公司、嘉树三年级。下次我提醒你签字！"),
], [
    f("u", "employer", "证券公司|securities firm", False),
    f("u", "industry", "证券|securities|finance"),
    f("p:嘉树", "relation", "儿子|son"),
    f("u", "family", "嘉树"),
    f("p:嘉树", "school", "三年级|grade 3", False),
], character="团团", tag=True, parent=True))

add(case("zh", "companion", [
    u("小暖 我想学吉他 你觉得28岁还来得及吗"),
    a("当然来得及！你是想学民谣还是电吉他？"),
    u("民谣吧 我超喜欢陈粒的歌 单曲循环《奇妙能力歌》好几年了"),
    a("陈粒的歌确实很适合弹唱。你已经28岁啦，我记住了～"),
    u("嗯 下周末去琴行看看 不过我手小 有点担心"),
], [
    f("u", "age", "28|二十八"),
    f("u", "fav_music", "陈粒|Chen Li"),
    f("u", "plan", "去琴行看看|去琴行", False),
], character="小暖", tag=True))

add(case("zh", "companion", [
    u("星星，我跟你讲个好笑的，我女儿以为我是开飞机的，因为我老说去机场"),
    a("哈哈哈那你其实是做什么的呀？空乘？"),
    u("我是机场海关的，查行李那种。我女儿叫柚子，今年六岁，刚上一年级"),
    a("柚子好可爱的名字！六岁上一年级，正是好奇的时候"),
    u("对，她们班主任姓黄，是个特别温柔的男老师"),
], [
    f("u", "employer", "海关|机场海关|customs"),
    f("p:柚子", "relation", "女儿|daughter"),
    f("u", "family", "柚子"),
    f("p:柚子", "age", "六岁|6"),
    f("p:柚子", "school", "一年级|grade 1", False),
    f("p:黄老师", "job_title", "班主任|head teacher"),
    f("p:黄老师", "gender", "男|male"),
], character="星星", tag=True, parent=True))

add(case("zh", "companion", [
    u("默默你记得我生日吗"),
    a("当然记得！是10月3号对吧？"),
    u("错啦，是11月3号。算了原谅你，今年生日想去大理过"),
    a("11月3号，记住了！大理很美，是和朋友一起去吗？"),
    u("一个人，我单身好多年了哈哈"),
], [
    f("u", "birthday", "11月3号|November 3"),
    f("u", "plan", "去大理过|去大理", False),
], character="默默", tag=True))

add(case("zh", "companion", [
    u("小暖，今天学校开运动会，我报了家长组的拔河和接力"),
    a("哇，你好有活力！你平时是不是经常运动？"),
    u("我每周打两次羽毛球，公司有个球队。我家老大跑了年级第二，老二还在幼儿园，在看台上吃了一下午零食😂"),
    a("哈哈老二好会享受！老大叫什么名字来着？"),
    u("老大叫周一鸣，老二叫周一宁，都是男孩，累死我"),
], [
    f("u", "sport", "羽毛球|badminton"),
    f("u", "family", "周一鸣"),
    f("u", "family", "周一宁"),
    f("p:周一鸣", "relation", "老大|儿子|son"),
    f("p:周一宁", "relation", "老二|儿子|son"),
    f("p:周一宁", "school", "幼儿园|kindergarten"),
], character="小暖", tag=True, parent=True))

add(case("zh", "companion", [
    u("阿狸，我决定了，辞职去考公"),
    a("哇，大决定！你现在是在做设计对吗？"),
    u("对，UI设计，做了五年了。但是我不会真辞，先边上班边考，我又不傻"),
    a("稳！那你打算考哪里的岗位？"),
    u("回老家襄阳，我爸妈都在那边"),
], [
    f("u", "job_title", "UI设计|设计|UI designer"),
    f("u", "hometown", "襄阳|Xiangyang"),
    f("u", "plan", "考公|civil service exam", False),
    f("p:爸爸", "city", "襄阳|Xiangyang", False),
    f("p:妈妈", "city", "襄阳|Xiangyang", False),
], character="阿狸", tag=True))

add(case("zh", "companion", [
    u("言言 我对猫毛过敏 但是我老公特别想养猫 怎么办"),
    a("确实难办。你过敏严重吗？可以考虑无毛猫？"),
    u("挺严重的 打喷嚏眼睛肿 我们现在有一只鹦鹉叫豆豆 他说鹦鹉不算宠物哈哈"),
    a("豆豆当然算宠物！你们家鹦鹉会说话吗？"),
    u("会说你好和吃饭了"),
], [
    f("u", "allergy", "猫毛|cat hair|cats"),
    f("u", "partner", "老公|husband"),
    f("u", "pet", "鹦鹉|parrot"),
    f("u", "pet_name", "豆豆|Doudou"),
], character="言言", tag=True))

add(case("zh", "companion", [
    u("星星，我是一名小学数学老师，今天被一个学生家长投诉了"),
    a("啊，怎么了？是不是作业留太多了？"),
    u("说我讲课太快。其实我教了十二年书了，我觉得是她家孩子上课在玩橡皮"),
    a("十二年的经验，你肯定有分寸。别太往心里去"),
    u("嗯，明天还要去区里听公开课，唉"),
], [
    f("u", "job_title", "小学数学老师|数学老师|老师|math teacher"),
    f("u", "plan", "去区里听公开课|听公开课", False),
], character="星星", tag=True))

add(case("zh", "companion", [
    u("默默你猜我今天做了啥"),
    a("去健身房？"),
    u("哈哈我从来不去健身房，我今天把小提琴从床底下翻出来了，十年没拉了"),
    a("哇，你会拉小提琴！那现在还能拉吗？"),
    u("拉了一首小星星，邻居敲墙了😂"),
], [
    f("u", "instrument", "小提琴|violin", False),
], character="默默", tag=True))

add(case("zh", "companion", [
    u("团团，家长群里有个妈妈说她老公是我们区教育局的，说话阴阳怪气的"),
    a("听起来有点烦。她是不是针对你？"),
    u("也没有针对，就是爱炫。我一个开奶茶店的，跟她们比不了。我的店在万达三楼，叫茶小满"),
    a("自己开店很厉害呀！茶小满生意好吗？"),
    u("周末还行，平时靠外卖"),
], [
    f("u", "job_title", "开奶茶店的|奶茶店老板|milk tea shop owner"),
    f("u", "employer", "茶小满"),
    f("p:老公", "employer", "区教育局|教育局", False),
], character="团团", tag=True, parent=True))

# ---------------- diaries (11) ----------------
add(case("zh", "diary", [u("4月12日 晴。早上送女儿去学校，门口遇到她同桌的妈妈，说她家要搬去广州了，孩子得转学。女儿听了哭了一路。上班又被组长骂，说我报表做错了，其实是系统的问题。中午在食堂吃了一碗酸菜鱼，还是我们老家重庆的味道正宗。晚上辅导作业到十点，乘法口诀背到第七遍，我快疯了。", at="2024-04-12")], [
    f("u", "hometown", "重庆|Chongqing"),
    f("u", "family", "女儿|daughter", False),
    f("p:同桌的妈妈", "plan", "搬去广州", False),
    f("u", "fav_food", "酸菜鱼", False),
], tag=True, parent=True))

add(case("zh", "diary", [u("今天是我三十五岁生日，没人记得，除了我的狗旺财。它早上把拖鞋叼到床边，我感动到想哭。下午去银行办事排了一个小时队。我在物流公司做调度，这周单子特别多。晚上自己煮了碗长寿面，加了两个荷包蛋。明年一定要找个对象，我妈催得头都大了。")], [
    f("u", "age", "三十五岁|35"),
    f("u", "pet", "狗|dog"),
    f("u", "pet_name", "旺财|Wangcai"),
    f("u", "job_title", "调度|dispatcher"),
    f("u", "employer", "物流公司", False),
    f("u", "industry", "物流|logistics"),
], tag=True))

add(case("zh", "diary", [u("周六。带儿子去少年宫上围棋课，他已经业余三段了，比我强多了，我连规则都没搞明白。等他的时候在走廊里跟另一个家长聊天，她是儿科医生，在省妇幼上班，给了我好多育儿建议。回家路上买了一斤车厘子，九十八块，心疼。老公出差去了东京，下周三回来。")], [
    f("p:儿子", "hobby", "围棋|Go"),
    f("u", "family", "儿子|son", False),
    f("u", "partner", "老公|husband"),
    f("p:老公", "place", "东京|Tokyo", False),
    f("p:另一个家长", "job_title", "儿科医生|pediatrician"),
    f("p:另一个家长", "employer", "省妇幼"),
], tag=True, parent=True))

add(case("zh", "diary", [u("今天考完了最后一门，大四终于结束了！！我学的是土木工程，说实话四年下来没怎么喜欢过。室友都去了设计院，我签了中建三局，七月入职，先去武汉项目部。晚上全宿舍去吃了烤肉，喝到十二点。毕业快乐，我自己。")], [
    f("u", "major", "土木工程|civil engineering"),
    f("u", "employer|plan", "中建三局|China Construction Third Engineering Bureau"),
    f("u", "plan|city", "去武汉项目部|武汉|Wuhan", False),
    f("u", "degree", "大四|本科|bachelor", False),
    f("p:室友", "employer", "设计院", False),
], tag=True))

add(case("zh", "diary", [u("年底了，整理一下今年：搬来青岛第三年，终于习惯了海风。养了两只猫，一只叫可乐一只叫雪碧，天天打架。换了份工作，从电商运营转到做直播带货。体检查出尿酸高，海鲜和啤酒都得戒了，住青岛不吃海鲜，人生还有什么意义😩 明年的目标：考驾照、瘦十斤、少熬夜。")], [
    f("u", "city", "青岛|Qingdao"),
    f("u", "pet", "猫|cat"),
    f("u", "pet_name", "可乐|Cola"),
    f("u", "pet_name", "雪碧|Sprite"),
    f("u", "job_title", "直播带货|livestream seller"),
    f("u", "health", "尿酸高|high uric acid"),
    f("u", "diet", "海鲜和啤酒都得戒了|戒海鲜|no seafood", False),
], tag=True))

add(case("zh", "diary", [u("下午开家长会。班主任孙老师说期中考试班里平均分进步了五分。我家糖糖语文九十六，英语八十九，数学又没上九十。坐我旁边的是个爸爸，说他在海尔当工程师，他家孩子这次考了全班第一，我假装不羡慕。晚上糖糖说想养只仓鼠，我说考到九十再说。")], [
    f("u", "family", "糖糖"),
    f("p:孙老师", "job_title", "班主任|head teacher"),
    f("p:旁边的爸爸", "employer", "海尔|Haier"),
    f("p:旁边的爸爸", "job_title", "工程师|engineer"),
], tag=True, parent=True))

add(case("zh", "diary", [u("早上六点起床去菜市场进货，我在小区门口开了家早餐店，主要卖煎饼果子和豆浆，开了快四年了。今天生意一般，隔壁新开了一家包子铺。中午眯了一会儿，梦见自己中了五百万，醒来还是要和面。晚上儿子打视频，他在南京上大学，学的是护理。")], [
    f("u", "job_title", "早餐店|开了家早餐店|breakfast shop owner"),
    f("p:儿子", "city", "南京|Nanjing"),
    f("p:儿子", "major", "护理|nursing"),
    f("u", "family", "儿子|son"),
], tag=True))

add(case("zh", "diary", [u("3.8 今天女神节公司发了一束花和一盒巧克力，可惜我不吃甜的。我是公司唯一的女程序员，做后端，写Go。午休和同事聊到养老，她说她打算四十岁退休去清迈，我说我能活到四十岁不秃就不错了。晚上练了半小时尤克里里，《小幸运》还是弹不顺。")], [
    f("u", "gender", "女|female"),
    f("u", "job_title", "程序员|后端|backend programmer"),
    f("u", "dislike", "甜的|sweets"),
    f("u", "instrument", "尤克里里|ukulele"),
    f("p:同事", "plan", "去清迈|四十岁退休", False),
], tag=True))

add(case("zh", "diary", [u("小雨。今天是儿子入学第一天，送到一年级三班门口他头都不回就进去了，倒是我哭了。班主任是个年轻的女老师，姓钱，刚毕业，说话温温柔柔的。班级群一下子加了四十多个家长，我把群昵称改成了'乐乐妈'。下午回单位上班，心不在焉，把客户的合同打错了两处。我在律所做助理，这种错可不能再犯。")], [
    f("u", "nickname|name", "乐乐妈"),
    f("u", "family", "乐乐|儿子|son", False),
    f("p:乐乐", "school", "一年级三班|一年级|grade 1"),
    f("p:钱老师", "job_title", "班主任|head teacher"),
    f("p:钱老师", "gender", "女|female"),
    f("u", "job_title", "助理|律所助理|paralegal"),
    f("u", "employer", "律所|law firm", False),
], tag=True, parent=True))

add(case("zh", "diary", [u("今天去医院复查腰椎间盘突出，医生说别再久坐了。我一个开网约车的，不坐着怎么挣钱。回来的路上接了个乘客，说他是大学教授，在复旦教哲学，聊了一路。晚上吃了老婆包的韭菜饺子，是我最爱吃的，一口气吃了三十个。")], [
    f("u", "health", "腰椎间盘突出|herniated disc"),
    f("u", "job_title", "开网约车的|网约车司机|ride-hailing driver"),
    f("u", "partner", "老婆|wife"),
    f("u", "fav_food", "韭菜饺子|饺子|dumplings"),
    f("p:乘客", "employer", "复旦|Fudan", False),
    f("p:乘客", "job_title", "教授|professor", False),
], tag=True))

add(case("zh", "diary", [u("周日。上午陪闺女去参加奥数班的入学考试，考场外面全是家长，有个爸爸说他家孩子已经学完初中数学了，不知道真的假的。中午在旁边吃了家潮汕牛肉火锅，我吃不了辣，这家正好清汤。下午回家把阳台的花浇了，我种的多肉又死了两盆。闺女说考得还行，下周出成绩。")], [
    f("u", "family", "闺女|daughter", False),
    f("p:闺女", "plan", "奥数班|奥数班的入学考试", False),
    f("u", "diet|dislike", "吃不了辣|不吃辣|no spicy food"),
    f("u", "hobby", "多肉|种的多肉|succulents", False),
], tag=True, parent=True))

# ---------------- short chats (36) ----------------
add(case("zh", "short", [u("我叫林晓棠，大家都叫我糖糖，在一家广告公司做文案")], [
    f("u", "name", "林晓棠"),
    f("u", "nickname", "糖糖"),
    f("u", "job_title", "文案|copywriter"),
    f("u", "industry", "广告|advertising"),
]))

add(case("zh", "short", [u("我以前在上海做外贸，去年回了老家昆明开民宿，现在每天看云发呆，快乐多了")], [
    f("u", "city|hometown", "昆明|Kunming"),
    f("u", "hometown", "老家昆明|昆明|Kunming"),
    f("u", "job_title", "开民宿|民宿老板|guesthouse owner"),
], tag=True))

add(case("zh", "short", [u("我不是本地人哈，我是内蒙古包头的，在天津读的大学，现在留天津了")], [
    f("u", "hometown", "包头|内蒙古包头|Baotou"),
    f("u", "city", "天津|Tianjin"),
    f("u", "school", "天津|天津读的大学", False),
], tag=True))

add(case("zh", "short", [u("本人男，30，单身，在长沙做牙医，喜欢打篮球和看恐怖片")], [
    f("u", "gender", "男|male"),
    f("u", "age", "30|三十"),
    f("u", "city", "长沙|Changsha"),
    f("u", "job_title", "牙医|dentist"),
    f("u", "sport", "篮球|basketball"),
    f("u", "fav_film", "恐怖片|horror films"),
]))

add(case("zh", "short", [u("我老婆是护士，三班倒，我是程序员，天天加班，我们俩一个月能一起吃三顿饭就不错了")], [
    f("u", "partner", "老婆|wife"),
    f("p:老婆", "job_title", "护士|nurse"),
    f("u", "job_title", "程序员|programmer"),
], tag=True))

add(case("zh", "short", [u("我邮箱是 zhou.yiran@163.com，之前给你的那个qq邮箱不用了")], [
    f("u", "email", "zhou.yiran@163.com"),
], tag=True))

add(case("zh", "short", [u("最近在读《三体》第三遍，还是最喜欢的书。我男朋友说他最喜欢《红楼梦》，我不信他看完过")], [
    f("u", "fav_book", "三体|The Three-Body Problem"),
    f("u", "partner", "男朋友|boyfriend"),
    f("p:男朋友", "fav_book", "红楼梦|Dream of the Red Chamber", False),
], tag=True))

add(case("zh", "short", [u("家长们好，我是三（4）班的数学老师孙敏，我的邮箱是 sunmin_math@qq.com，作业问题可以发邮件给我")], [
    f("u", "name", "孙敏"),
    f("u", "job_title", "数学老师|math teacher"),
    f("u", "email", "sunmin_math@qq.com"),
], parent=True))

add(case("zh", "short", [u("我对芒果过敏，上次吃了一口嘴肿得跟香肠一样。不过我闺蜜对海鲜过敏，比我惨多了")], [
    f("u", "allergy", "芒果|mango"),
    f("p:闺蜜", "allergy", "海鲜|seafood"),
], tag=True))

add(case("zh", "short", [u("我吃素七年了，不是因为信佛，就是单纯不爱吃肉")], [
    f("u", "diet", "吃素|素食|vegetarian"),
    f("u", "dislike", "肉|不爱吃肉|meat", False),
], tag=True))

add(case("zh", "short", [u("要是我会说粤语就好了，来广州三年了只会说唔该"), u("不过我英语和日语都还行，日语N1过了")], [
    f("u", "city", "广州|Guangzhou"),
    f("u", "language", "英语|English"),
    f("u", "language", "日语|Japanese"),
], tag=True))

add(case("zh", "short", [u("我是九零后，属马的，白羊座，生日4月2号"), u("你别问我几岁了哈")], [
    f("u", "birthday", "4月2号|April 2"),
    f("u", "age", "九零后|1990", False),
]))

add(case("zh", "short", [u("孩子爸是开大货车的，常年跑新疆线，一个月回来一次，家里就我和俩孩子"), u("我在镇上超市当收银员")], [
    f("u", "partner", "孩子爸|husband"),
    f("p:孩子爸", "job_title", "开大货车的|货车司机|truck driver"),
    f("u", "job_title", "收银员|cashier"),
    f("u", "family", "俩孩子|两个孩子|two children"),
], tag=True, parent=True))

add(case("zh", "short", [u("我家狗子叫馒头，是只萨摩耶，昨天把沙发啃了一个洞😭")], [
    f("u", "pet", "萨摩耶|Samoyed"),
    f("u", "pet_name", "馒头|Mantou"),
]))

add(case("zh", "short", [u("我在浙大读的博，方向是材料，现在在宁波一家研究所上班")], [
    f("u", "school", "浙大|浙江大学|Zhejiang University"),
    f("u", "degree", "博|博士|PhD"),
    f("u", "major", "材料|materials science"),
    f("u", "city", "宁波|Ningbo"),
    f("u", "employer", "研究所", False),
]))

add(case("zh", "short", [u("同学们我们下个月去成都吃火锅吧！我最爱火锅了"), u("开玩笑的，我痛风，火锅现在只能看看了")], [
    f("u", "health", "痛风|gout"),
    f("u", "fav_food", "火锅|hotpot", False),
], tag=True))

add(case("zh", "short", [u("我弟在部队，去年当的兵，在西藏。我爸天天担心他高反")], [
    f("p:弟弟", "job_title", "当的兵|当兵|soldier"),
    f("p:弟弟", "city|place", "西藏|Tibet"),
    f("u", "family", "我弟|弟弟|brother"),
    f("u", "family", "我爸|爸爸|father", False),
], tag=True))

add(case("zh", "short", [u("刚刚帮我妈填了个体检表，她1958年出生，身份证上写的是老家安徽的地址。哦对，紧急联系人我填的自己，18655093217")], [
    f("u", "phone", "18655093217"),
    f("p:妈妈", "hometown", "安徽|Anhui"),
    f("p:妈妈", "birthday|age", "1958年|1958"),
    f("u", "family", "我妈|妈妈|mother", False),
], tag=True))

add(case("zh", "short", [u("我每周六早上都去公园打太极，已经坚持五年了，膝盖都比以前好了")], [
    f("u", "sport|hobby", "太极|打太极|tai chi"),
]))

add(case("zh", "short", [u("你觉得我该不该买个Switch？我已经有PS5了，老婆说再买就离婚😂")], [
    f("u", "belonging", "PS5|PlayStation 5"),
    f("u", "partner", "老婆|wife"),
], tag=True))

add(case("zh", "short", [u("在吗 我下周二做胆囊切除手术 有点怕"), u("医生说是微创 三天就能出院")], [
    f("u", "plan", "胆囊切除手术|手术|gallbladder surgery"),
    f("u", "health", "胆囊|胆结石", False),
]))

add(case("zh", "short", [u("哈哈我才不是什么霸道总裁，我就是个卖保险的，在平安，干了六年")], [
    f("u", "job_title", "卖保险的|保险销售|insurance sales"),
    f("u", "employer", "平安|Ping An"),
    f("u", "industry", "保险|insurance"),
], tag=True))

add(case("zh", "short", [u("最讨厌香菜了，谁在我碗里放香菜我跟谁急")], [
    f("u", "dislike", "香菜|cilantro|coriander"),
]))

add(case("zh", "short", [u("我前男友在字节，现任男朋友在华为，我自己在家带孩子哈哈"), u("女儿一岁半，刚会叫妈妈")], [
    f("u", "partner", "男朋友|boyfriend"),
    f("p:男朋友", "employer", "华为|Huawei"),
    f("p:前男友", "employer", "字节|ByteDance"),
    f("u", "job_title", "在家带孩子|全职妈妈|stay-at-home mom"),
    f("u", "family", "女儿|daughter"),
    f("p:女儿", "age", "一岁半|1.5"),
], tag=True))

add(case("zh", "short", [u("我是小区业委会的，也是学校家委会的，我儿子在实验小学五年级，我自己在社区医院做药剂师")], [
    f("u", "job_title", "药剂师|pharmacist"),
    f("u", "employer", "社区医院|community hospital", False),
    f("p:儿子", "school", "实验小学|实验小学五年级"),
    f("u", "family", "儿子|son"),
], parent=True))

add(case("zh", "short", [u("打算明年考研，想考北师大的心理学，现在每天背单词到十二点")], [
    f("u", "plan", "考研|postgraduate exam"),
    f("u", "school", "北师大|Beijing Normal University", False),
    f("u", "major", "心理学|psychology", False),
]))

add(case("zh", "short", [u("我家住在朝阳区望京那边，离798很近，周末经常去逛")], [
    f("u", "place|city", "望京|朝阳区望京|Wangjing"),
    f("u", "city", "北京|Beijing", False),
]))

add(case("zh", "short", [u("会说四川话、普通话，英语能看懂不会说，西班牙语在多邻国学了两百天了")], [
    f("u", "language", "四川话|Sichuanese"),
    f("u", "language", "普通话|Mandarin"),
    f("u", "language", "西班牙语|Spanish"),
    f("u", "language", "英语|English", False),
]))

add(case("zh", "short", [u("老师您好，我是王子轩的爸爸王建军，子轩最近咳嗽，明天请一天假。我的电话13910267745")], [
    f("u", "name", "王建军"),
    f("u", "phone", "13910267745"),
    f("u", "family", "王子轩|子轩"),
    f("p:王子轩", "health", "咳嗽|cough"),
    f("p:王子轩", "relation", "儿子|son", False),
], parent=True))

add(case("zh", "short", [u("大家好，我是新来的，叫我小鹿就行，坐标厦门，在一家咖啡店当咖啡师，平时爱听周杰伦")], [
    f("u", "nickname", "小鹿"),
    f("u", "city", "厦门|Xiamen"),
    f("u", "job_title", "咖啡师|barista"),
    f("u", "fav_music", "周杰伦|Jay Chou"),
]))

add(case("zh", "short", [u("我的狗上个月走了，十四岁，陪了我整个青春"), u("现在家里只剩一只乌龟了，叫慢慢")], [
    f("u", "pet", "乌龟|turtle|tortoise"),
    f("u", "pet_name", "慢慢|Manman"),
], tag=True))

add(case("zh", "short", [u("我男朋友阿哲下个月要去深圳工作，我们要异地了😢 我还在武汉读研")], [
    f("u", "partner", "阿哲"),
    f("p:阿哲", "relation", "男朋友|boyfriend"),
    f("p:阿哲", "plan", "去深圳工作|去深圳", True),
    f("u", "city", "武汉|Wuhan"),
    f("u", "degree", "读研|研究生|master", False),
], tag=True))

add(case("zh", "short", [u("周杰伦的演唱会我抢到票了！下周六在鸟巢！！")], [
    f("u", "plan", "周杰伦的演唱会|演唱会|Jay Chou concert"),
    f("u", "fav_music", "周杰伦|Jay Chou", False),
]))

add(case("zh", "short", [u("我不会游泳，也不会骑自行车，运动细胞为零，唯一会的就是跳广场舞哈哈")], [
    f("u", "hobby|sport", "广场舞|跳广场舞|square dancing"),
], tag=True))

add(case("zh", "short", [u("谁说我是东北人？我是山东临沂的，只是在哈尔滨上了四年学，口音被带跑了")], [
    f("u", "hometown", "临沂|山东临沂|Linyi"),
    f("u", "school", "哈尔滨", False),
], tag=True))

add(case("zh", "short", [u("我用的iPhone 13，碎屏了一年还没换，穷")], [
    f("u", "belonging", "iPhone 13"),
]))
