from h import U, A, S, F, C

CASES = [
# ---- one- to three-message chats ----
C("chat", "考研二战，目标还是北师大的心理学，12月23号初试。白天还在瑞幸上班做咖啡师，下了班去自习室。说实话我更想的是有一天能开自己的咨询室，不过那是梦想啦", [
    F("u", "plan", "考研|考研二战|12月23号初试"),
    F("u", "employer", "瑞幸|瑞幸咖啡|Luckin"),
    F("u", "job_title", "咖啡师|barista"),
], tag=True, theme=True),
C("chat", "我叫邓可欣，朋友都叫我可乐🥤 今年26，射手座的，不挑食，除了茄子，茄子是我的死敌", [
    F("u", "name", "邓可欣"),
    F("u", "nickname", "可乐"),
    F("u", "age", "26"),
    F("u", "dislike", "茄子|eggplant"),
]),
C("chat", "那个我跟你说啊我现在在苏州工业园区这边上班就是做那个芯片测试工程师然后我老婆在上海所以我们俩周末才见面哎其实挺累的你说我要不要换个工作", [
    F("u", "city", "苏州|Suzhou"),
    F("u", "job_title", "芯片测试工程师|测试工程师"),
    F("u", "partner", "老婆|wife"),
    F("老婆", "city", "上海|Shanghai"),
    F("u", "gender", "男|male", False),
], tag=True, theme=True),
C("chat", "我不是上海人哈，老家安徽六安的，只是在上海读的研，毕业后来了宁波", [
    F("u", "hometown", "六安|安徽六安|Lu'an"),
    F("u", "city", "宁波|Ningbo"),
    F("u", "degree", "研|研究生|硕士", False),
], tag=True, theme=True),
C("chat", "我芒果过敏，吃一口嘴就肿，我妹倒是一天能吃三个", [
    F("u", "allergy", "芒果|mango"),
    F("u", "family", "我妹|妹妹", False),
    F("妹妹", "fav_food", "芒果", False),
], tag=True),
C("chat", [U("邮箱换了哈，旧的那个qq的别发了，新的是 linyue_design@163.com"), U("电话没换，还是 139 0571 2286")], [
    F("u", "email", "linyue_design@163.com"),
    F("u", "phone", "139 0571 2286|13905712286"),
], tag=True),
C("chat", "家里两只猫，橘的叫大福，黑的叫煤球，煤球是我室友的不是我的😂", [
    F("u", "pet", "猫|橘猫|cat"),
    F("u", "pet_name", "大福"),
    F("室友", "pet", "猫|cat"),
    F("室友", "pet_name", "煤球"),
], tag=True),
C("chat", "我吃素第三年了，不是因为宗教，就是单纯不想吃肉。鸡蛋牛奶还是吃的", [
    F("u", "diet", "吃素|素食|蛋奶素|vegetarian"),
]),
C("chat", [U("上个月刚从银行辞职了，以前在招行做了四年柜员"), U("现在在学前端，报了个三个月的培训班，想明年转行当程序员")], [
    F("u", "plan", "培训班|学前端"),
    F("u", "plan", "转行当程序员|转行", False),
], tag=True, theme=True),
C("chat", "下周六考雅思，目标7分，考过了就申英国的研。现在在一家外贸公司做跟单，天天被客户催", [
    F("u", "plan", "雅思|考雅思|IELTS"),
    F("u", "job_title", "跟单"),
    F("u", "employer|industry", "外贸公司|外贸", False),
    F("u", "plan", "申英国的研", False),
], tag=True, theme=True),
C("chat", "本人女，95年，坐标成都", [
    F("u", "gender", "女|female"),
    F("u", "birthday|age", "95年|1995"),
    F("u", "city", "成都|Chengdu"),
]),
C("chat", "最受不了香菜，谁往我碗里放香菜我跟谁急", [
    F("u", "dislike", "香菜|cilantro|coriander"),
]),
C("chat", "最近迷上了尤克里里，每天下班弹半小时，买的是一把恩雅的", [
    F("u", "instrument", "尤克里里|ukulele"),
    F("u", "belonging", "恩雅"),
]),
C("chat", "我最喜欢的书是《活着》，看了不下五遍。最近在看《三体》，一般般吧", [
    F("u", "fav_book", "活着"),
], tag=True),
C("chat", "要说最爱的电影还得是《大话西游》，每年都要重温一遍", [
    F("u", "fav_film", "大话西游"),
]),
C("chat", "我只听五月天，别的乐队都不行（我老公喜欢周杰伦，我们经常为这个吵）", [
    F("u", "fav_music", "五月天|Mayday"),
    F("u", "partner", "老公|husband"),
    F("老公", "fav_music", "周杰伦|Jay Chou"),
], tag=True),
C("chat", "我有甲减，每天早上空腹吃一片优甲乐，已经吃了三年了", [
    F("u", "health", "甲减|甲状腺功能减退|hypothyroidism"),
    F("u", "health", "优甲乐", False),
]),
C("chat", "我是华中科大的，学的土木，毕业没干本行，现在在做保险销售，说出来你可能不信业绩还不错", [
    F("u", "school", "华中科大|华中科技大学|HUST"),
    F("u", "major", "土木|土木工程"),
    F("u", "job_title", "保险销售"),
    F("u", "industry", "保险|insurance", False),
], theme=True),
C("chat", "要是我当年学了医，现在应该也是个医生了吧。可惜我现在只是个在小学教数学的", [
    F("u", "job_title", "教数学的|数学老师|小学数学老师"),
    F("u", "employer", "小学", False),
], tag=True, theme=True),
C("chat", "我会说粤语和普通话，英语只能看不能说，最近在学西班牙语，每周两节网课", [
    F("u", "language", "粤语|Cantonese"),
    F("u", "language", "普通话|Mandarin"),
    F("u", "language", "西班牙语|Spanish"),
    F("u", "language", "英语|English", False),
], tag=True),
C("chat", "每周三晚上打羽毛球，雷打不动，打了快五年了", [
    F("u", "sport", "羽毛球|badminton"),
]),
C("chat", "啊啊啊我那台二手的富士X100V终于到了！！！", [
    F("u", "belonging", "富士X100V|X100V"),
]),
C("chat", "我家就在南山科技园附近，走路十分钟到公司", [
    F("u", "place|city", "南山科技园|南山"),
    F("u", "city", "深圳|Shenzhen", False),
]),
C("chat", "我是独生女，爸妈都在老家开超市", [
    F("u", "family", "独生女|only child"),
    F("u", "gender", "女|female", False),
    F("爸妈", "job_title", "开超市"),
]),
C("chat", "我家狗狗叫馒头，我们小区最胖的柯基，走两步就喘", [
    F("u", "pet", "柯基|狗|corgi"),
    F("u", "pet_name", "馒头"),
]),
C("chat", "昨晚梦见自己考上了清华，醒来发现还是在二本读大三🙃", [
    F("u", "job_title|degree|school", "大三|大学生"),
], tag=True, theme=True),
C("chat", "我男朋友阿杰是做游戏策划的，在网易，我们异地，他在杭州我在广州", [
    F("u", "partner", "阿杰|男朋友"),
    F("阿杰", "relation", "男朋友|boyfriend"),
    F("阿杰", "job_title", "游戏策划"),
    F("阿杰", "employer", "网易|NetEase"),
    F("阿杰", "city", "杭州|Hangzhou"),
    F("u", "city", "广州|Guangzhou"),
], tag=True),
C("chat", "我今年28了，哦不对，过完生日就29了，生日上周刚过", [
    F("u", "age", "29"),
], tag=True),
C("chat", "我一个人住在武汉，下班回家太冷清了，好在有我家兔子陪我，叫年糕", [
    F("u", "city", "武汉|Wuhan"),
    F("u", "pet", "兔子|rabbit"),
    F("u", "pet_name", "年糕"),
]),
C("chat", "我表姐在新加坡当护士，每次回来都带好多零食。我就在老家县城当公务员，没出息哈哈", [
    F("表姐", "city", "新加坡|Singapore"),
    F("表姐", "job_title", "护士|nurse"),
    F("u", "job_title", "公务员|civil servant"),
    F("u", "family", "表姐|cousin", False),
], tag=True),
C("chat", "青霉素过敏，去医院每次都要说一遍，烦死", [
    F("u", "allergy", "青霉素|penicillin"),
]),
C("chat", "我东北的，黑龙江鹤岗，对就是那个房子特便宜的鹤岗", [
    F("u", "hometown", "鹤岗|黑龙江鹤岗|Hegang"),
]),
C("chat", "叫我阿鱼就行，我本名太难念了。我在游戏行业做美术，天天画角色原画", [
    F("u", "nickname", "阿鱼"),
    F("u", "industry", "游戏行业|游戏|gaming"),
    F("u", "job_title", "美术|原画|游戏美术"),
]),
C("chat", "我生日是七月十二号，巨蟹座，记住了啊到时候要祝我生日快乐", [
    F("u", "birthday", "七月十二号|7月12日|July 12"),
]),
C("chat", "我做跨境电商的，主要卖宠物用品到美国，自己开的小店，一个人又当老板又当客服", [
    F("u", "industry", "跨境电商|cross-border e-commerce"),
    F("u", "job_title", "老板|店主", False),
], tag=True),
C("chat", "刚领证！！！老公是我大学同学🥹", [
    F("u", "partner", "老公|husband"),
    F("老公", "relation", "大学同学", False),
]),
# ---- named companions ----
C("comp", [
    U("今天面试完了，感觉还行，是字节的数据分析岗"),
    A("哇，那你已经是字节的员工啦？恭喜！"),
    U("还没呢哈哈，只是面完，等通知。现在还在美团干着"),
    A("好的，那你现在在美团做数据分析对吧"),
    U("对，做了两年了"),
], [
    F("u", "employer", "美团|Meituan"),
    F("u", "job_title", "数据分析|data analyst"),
    F("u", "plan", "面试|字节", False),
], tag=True, ch="阿澄", theme=True),
C("comp", [
    U("我想以后能去南极看企鹅，这是我这辈子最大的梦想"),
    A("好浪漫！那你是打算今年去吗？"),
    U("哪有钱啊，我一个研究生一个月补助才两千。今年能把论文写完就谢天谢地了"),
    A("你读的什么专业呀？"),
    U("海洋生物，所以才对南极执念这么深哈哈"),
], [
    F("u", "major", "海洋生物|marine biology"),
    F("u", "degree|job_title", "研究生|graduate student"),
], tag=True, ch="小栗", theme=True),
C("comp", [
    U("我猫今天又吐了，带它去医院了"),
    A("团子还好吗？你上次说团子三岁了对吧"),
    U("不是团子，团子是我姐的猫，我的叫芝麻，两岁，英短"),
    A("抱歉抱歉，芝麻是英短呀，好可爱"),
    U("嗯医生说是毛球，没事"),
], [
    F("u", "pet", "英短|猫|British Shorthair"),
    F("u", "pet_name", "芝麻"),
    F("姐姐", "pet", "猫|cat"),
    F("姐姐", "pet_name", "团子"),
    F("u", "family", "我姐|姐姐", False),
], tag=True, ch="阿澄"),
C("comp", [
    U("我决定了，明年三月考教资"),
    A("你现在是老师吗？"),
    U("不是，我现在是会计，在一家事务所，但是想转行去当小学老师"),
    A("会计转老师，好大的跨度！你学的是会计专业吗？"),
    U("不是，大学学的汉语言，毕业阴差阳错进了财务"),
], [
    F("u", "plan", "考教资|教资"),
    F("u", "job_title", "会计|accountant"),
    F("u", "employer", "事务所", False),
    F("u", "major", "汉语言|汉语言文学"),
    F("u", "plan", "转行去当小学老师|当小学老师", False),
], tag=True, ch="小栗", theme=True),
C("comp", [
    U("Momo你猜我几岁"),
    A("嗯…听你说话像是二十出头的大学生？"),
    U("哈哈哈哈我三十四了，孩子都上一年级了"),
    A("哇完全看不出来！是儿子还是女儿呀？"),
    U("闺女，叫苗苗，可皮了"),
], [
    F("u", "age", "三十四|34"),
    F("u", "family", "苗苗|闺女"),
    F("苗苗", "relation", "闺女|女儿|daughter"),
], tag=True, ch="Momo"),
C("comp", [
    U("西安今天热死了，40度"),
    A("西宁这么热吗？我还以为高原凉快"),
    U("西安！！不是西宁。我在西安住了八年了"),
    A("对不起，西安。八年了那算半个西安人了，你老家是哪儿呀"),
    U("甘肃天水的，吃麻辣烫长大的"),
], [
    F("u", "city", "西安|Xi'an"),
    F("u", "hometown", "天水|甘肃天水|Tianshui"),
    F("u", "fav_food", "麻辣烫", False),
], tag=True, ch="阿澄"),
C("comp", [
    U("医生说我血糖偏高，让我控糖"),
    A("那以后奶茶要戒了吧，你不是最爱喝奶茶吗"),
    U("我最爱的是柠檬茶不是奶茶啦，不过确实都得少喝了"),
    A("好的，那我记住你最爱柠檬茶"),
    U("嗯，顺便说下我还有轻度脂肪肝，一起管管"),
], [
    F("u", "diet", "控糖"),
    F("u", "health", "血糖偏高|高血糖"),
    F("u", "health", "脂肪肝|轻度脂肪肝|fatty liver"),
    F("u", "fav_food", "柠檬茶"),
], tag=True, ch="小栗"),
C("comp", [
    U("我今天终于把《卡农》完整弹下来了！"),
    A("好厉害！你学钢琴多久了？"),
    U("不是钢琴，是吉他，指弹版的。学了一年半"),
    A("原来是吉他～我自己最喜欢的是坂本龙一，你最喜欢哪个吉他手呀"),
    U("押尾光太郎！他是我的神"),
], [
    F("u", "instrument", "吉他|guitar"),
    F("u", "fav_music", "押尾光太郎|Kotaro Oshio"),
    F("c", "fav_music", "坂本龙一|Ryuichi Sakamoto"),
], tag=True, ch="Momo"),
C("comp", [
    U("我跟我对象下个月五号办婚礼，酒店都订好了"),
    A("恭喜！！你对象叫什么呀"),
    U("叫林朗，他是高中物理老师，比我大两岁"),
    A("林朗老师～那你们是同事吗？"),
    U("不是，我在医院上班，儿科护士"),
], [
    F("u", "plan", "婚礼|办婚礼|wedding"),
    F("u", "partner", "林朗|对象"),
    F("林朗", "relation", "对象|未婚夫"),
    F("林朗", "job_title", "高中物理老师|物理老师"),
    F("u", "job_title", "儿科护士|护士|nurse"),
    F("u", "employer", "医院", False),
], tag=True, ch="阿澄"),
C("comp", [
    U("我有个梦想，想四十岁前开一家自己的书店"),
    A("好美的梦想！你现在是在出版社工作吗？"),
    U("没有啦，我是在物流公司做调度的，跟书一点关系没有"),
    A("那你平时很爱看书吧，最喜欢哪本？"),
    U("《百年孤独》，每年读一遍。今年先攒钱，下个月打算去报个咖啡师培训，先从小的开始"),
], [
    F("u", "job_title", "调度"),
    F("u", "employer|industry", "物流公司|物流", False),
    F("u", "fav_book", "百年孤独"),
    F("u", "plan", "咖啡师培训", False),
], tag=True, ch="小栗", theme=True),
C("comp", [
    U("今天答辩过了！！！"),
    A("恭喜恭喜！博士答辩吗？"),
    U("硕士啦，还没那么厉害。浙大的，材料专业"),
    A("浙大材料硕士，好棒～接下来读博吗？"),
    U("不读了，已经签了宁德时代，七月入职"),
], [
    F("u", "degree", "硕士|master"),
    F("u", "school", "浙大|浙江大学|Zhejiang University"),
    F("u", "major", "材料|材料科学"),
    F("u", "employer|plan", "宁德时代|CATL"),
], tag=True, ch="Momo", theme=True),
C("comp", [
    U("我今天用日语跟客人聊了十分钟！"),
    A("你日语已经这么好了！你是日语专业的吗？"),
    U("不是，自学的，N2刚过。我在酒店前台上班，日本客人特别多"),
    A("原来在酒店呀，那英语也很好吧"),
    U("英语就那样，勉强能应付"),
], [
    F("u", "language", "日语|Japanese"),
    F("u", "language", "英语|English", False),
    F("u", "job_title", "前台|酒店前台|receptionist"),
    F("u", "employer", "酒店", False),
], tag=True, ch="阿澄", theme=True),
C("comp", [
    U("报名了明年的厦门马拉松！全马！"),
    A("太燃了！你平时每天都跑吗？"),
    U("一周跑四次吧，主要是晚上在江边跑"),
    A("那你住在厦门吗？"),
    U("没有，我在福州，比赛那几天过去"),
], [
    F("u", "plan", "厦门马拉松|全马|马拉松"),
    F("u", "sport", "跑|跑步|running"),
    F("u", "city", "福州|Fuzhou"),
], tag=True, ch="小栗"),
# ---- diaries ----
C("diary", "5月8日 晴。早上七点起来，给豆豆（我家泰迪）遛了二十分钟。上午开了三个会，下午被老板叫去说要派我去成都出差一周，我其实不太想去。晚上跟老公吃了顿火锅，他最近迷上了钓鱼，天天说周末要去水库。睡前背了五十个单词，CPA的会计科目还有两个月就考了，加油吧。", [
    F("u", "pet", "泰迪|狗|poodle"),
    F("u", "pet_name", "豆豆"),
    F("u", "partner", "老公|husband"),
    F("老公", "hobby|sport", "钓鱼|fishing"),
    F("u", "plan", "CPA|会计科目"),
], tag=True, theme=True),
C("diary", "今天是我在新公司的第一天。新公司叫星环科技，做数据库的，我在前端组。中午和同事去吃了沙县，味道一般。下午配电脑配了三个小时。回家路上想到以后每天通勤一小时，有点头大。晚上给我妈打了电话，她说我爸的腰又疼了，让我回去看看。", [
    F("u", "employer", "星环科技"),
    F("u", "job_title", "前端|前端开发|frontend"),
    F("u", "industry", "数据库", False),
    F("爸爸", "health", "腰又疼了|腰疼"),
    F("u", "family", "我妈|妈妈", False),
], theme=True),
C("diary", "又是失眠的一晚。今天是辞职后的第二十天，每天都在图书馆刷题，准备十二月的国考。我妈一直问我为什么放着好好的设计院不待，我也说不清，大概就是不想三十岁的时候还在画图吧。明明学了五年建筑，大学时候的梦想是当建筑师，现在反而要去考公，人生好奇妙。今天背了申论范文，做了两套行测。晚上去操场跑了五公里，膝盖有点疼。", [
    F("u", "plan", "国考|考公"),
    F("u", "major", "建筑|architecture"),
    F("u", "sport", "跑了五公里|跑步", False),
], tag=True, theme=True),
C("diary", "周日。上午带橙子去打疫苗，这小家伙都四岁了还是怕针。橙子是我去年从救助站领养的三花。中午婆婆来了，带了她腌的酸菜，说我老公小时候最爱吃。下午把阳台收拾了一下，种了点薄荷和小番茄。晚上看了《海上钢琴师》，第N遍了，还是哭成狗，这部片子永远是我的第一名。", [
    F("u", "pet", "三花|猫|cat"),
    F("u", "pet_name", "橙子"),
    F("u", "fav_film", "海上钢琴师"),
    F("u", "partner", "老公|husband"),
    F("老公", "fav_food", "酸菜", False),
], tag=True),
C("diary", "今天在单位值了个夜班。我们科最近新来了个实习生，挺机灵的。凌晨两点送来一个车祸的，一直忙到五点。交班后回家倒头就睡。醒来看到闺蜜发消息说她怀孕了，太开心了！想想我都三十二了，还是单身，我妈又要念叨了。不过我觉得一个人也挺好，有工作有猫有健身房。", [
    F("u", "age", "三十二|32"),
    F("闺蜜", "health", "怀孕|pregnant"),
    F("u", "pet", "猫|cat"),
    F("u", "sport", "健身房|健身", False),
    F("u", "job_title", "医护|医生|护士", False),
], tag=True),
C("diary", "6.17 周六 阴。早上去上了第三节书法课，老师夸我的楷书有进步。练书法是我今年给自己定的目标之一，另一个是减重十斤。中午在家做了番茄牛腩。下午陪我爷爷下象棋，他八十三了，脑子比我还清楚。晚上整理了一下简历，想看看有没有机会跳槽到外企，现在这家国企太闷了。", [
    F("u", "hobby", "书法|calligraphy"),
    F("爷爷", "age", "八十三|83"),
    F("u", "family", "爷爷|grandpa"),
    F("爷爷", "hobby", "象棋|下象棋", False),
    F("u", "employer", "国企", False),
    F("u", "plan", "跳槽", False),
], tag=True, theme=True),
C("diary", "今天终于拿到驾照了！！科目三考了两次才过，教练都快被我气哭了。下午去4S店看车，看上一辆比亚迪海豚，但是还没决定。晚上和室友小敏一起吃了烤鱼，她下个月要去深圳工作了，舍不得。我们俩在杭州合租快三年了。", [
    F("u", "belonging", "驾照|driver's license", False),
    F("u", "city", "杭州|Hangzhou"),
    F("小敏", "relation", "室友|roommate"),
    F("小敏", "plan", "去深圳|去深圳工作"),
    F("小敏", "city", "杭州|Hangzhou", False),
], tag=True),
C("diary", "2023年9月1日 开学第一天，研一新生报到。北京的天很蓝。宿舍四个人，一个湖南的一个四川的还有一个本地的。我们专业是计算机应用技术，导师人很好。晚上给家里视频，我妈哭了，说她闺女终于考出来了。我自己也想哭，三战才上岸啊。", [
    F("u", "job_title|degree|school", "研一|研究生"),
    F("u", "major", "计算机应用技术|计算机"),
    F("u", "city", "北京|Beijing", False),
    F("u", "gender", "女|female", False),
], tag=True, theme=True),
C("diary", "今天又被甲方改了八遍稿。做设计这行真的要心态好。晚上在楼下的星巴克坐了两个小时，不是上班，是逃避现实哈哈。回家发现我家鹦鹉又学会一句新话：'加班！'我养的这只玄凤叫小黄，已经会说五六句了。", [
    F("u", "job_title|industry", "做设计|设计|设计师|designer"),
    F("u", "pet", "玄凤|鹦鹉|cockatiel"),
    F("u", "pet_name", "小黄"),
], tag=True),
C("diary", "周五，下雨。上午去医院复查，医生说我的哮喘控制得还行，药不能停。下午请了假，陪儿子去参加钢琴考级，他在实验小学上三年级，这次考四级，紧张得手都抖。我小时候也学过两年钢琴，后来放弃了，现在挺后悔。晚上老婆做了可乐鸡翅，是儿子最喜欢吃的。", [
    F("u", "health", "哮喘|asthma"),
    F("u", "family", "儿子|son"),
    F("儿子", "instrument", "钢琴|piano"),
    F("儿子", "school", "实验小学"),
    F("儿子", "fav_food", "可乐鸡翅"),
    F("u", "partner", "老婆|wife"),
], tag=True),
C("diary", "又到了一年一度的体检。身高一米六二，体重一百零五，医生说我有点贫血，让我多吃红肉。问题是我不吃牛羊肉啊，从小就不吃。下午回公司，我们HR部门在准备秋招，下周要去武汉和长沙的高校宣讲。", [
    F("u", "health", "贫血|anemia"),
    F("u", "diet|dislike", "不吃牛羊肉|牛羊肉"),
    F("u", "job_title|industry", "HR|人力资源"),
    F("u", "plan", "宣讲|高校宣讲", False),
], tag=True),
C("diary", "写在29岁生日这天。过去一年：从广告公司辞职，考了社工证，现在在一家公益机构做儿童社工，工资少了一半，但每天都很踏实。和谈了五年的男朋友分手了。搬到了成都。学会了游泳。明年的目标：考个心理咨询师的证，再养一只狗。", [
    F("u", "age", "29"),
    F("u", "job_title", "儿童社工|社工|social worker"),
    F("u", "employer", "公益机构", False),
    F("u", "city", "成都|Chengdu"),
    F("u", "sport", "游泳|swimming", False),
    F("u", "plan", "心理咨询师", False),
], tag=True, theme=True),
# ---- group chats ----
C("group", [
    S("妈妈", "小雨你国庆回不回来？你爸说要杀只鸡"),
    S("小雨", "回！高铁票买好了，30号晚上到"),
    S("姐姐", "我回不去，医院排班排满了，这个月都在急诊"),
    S("小雨", "姐你太惨了"),
    S("爸爸", "你姐夫能回来吗"),
    S("姐姐", "他出差去哈尔滨了，也回不来"),
], [
    F("u", "plan", "国庆|国庆回家|回"),
    F("u", "name", "小雨", False),
    F("姐姐", "employer", "医院|急诊", False),
], tag=True, me="小雨"),
C("group", [
    S("阿杰", "兄弟们明天谁去打篮球？我四点下课", exp=True),
    S("老三", "我去，刚买的新鞋AJ1正好试试"),
    S("胖子", "我不去，明天要去肯德基兼职"),
    S("阿杰", "行，那我和老三打半场。反正我天天都打，校队要练"),
], [
    F("u", "sport", "篮球|basketball"),
    F("老三", "belonging", "AJ1"),
    F("胖子", "employer", "肯德基|KFC"),
    F("胖子", "job_title", "兼职", False),
], tag=True),
C("group", [
    S("王老师", "各位家长，下周三秋游，需要报名的请接龙"),
    S("朵朵妈妈", "1. 朵朵 报名。朵朵对花生过敏，麻烦老师注意一下零食", exp=True),
    S("乐乐爸爸", "2. 乐乐 报名"),
    S("朵朵妈妈", "谢谢王老师！我那天正好调休，可以去当志愿者"),
], [
    F("u", "family", "朵朵", False),
    F("朵朵", "allergy", "花生|peanut"),
    F("朵朵", "plan", "秋游"),
    F("乐乐", "plan", "秋游"),
    F("u", "plan", "志愿者|当志愿者"),
    F("王老师", "job_title", "老师|teacher", False),
], tag=True),
C("group", [
    S("张总", "明天上午十点开会，讨论Q3方案"),
    S("李娜", "收到。张总我明天下午要请假，去考科目二"),
    S("小王", "娜姐加油！科目二就是倒库难"),
    S("张总", "好的，李娜你方案今晚先发我"),
], [
    F("u", "plan", "科目二|考科目二"),
    F("u", "name", "李娜", False),
    F("u", "nickname", "娜姐", False),
], me="李娜"),
C("group", [
    S("阿May", "周六爬梧桐山有谁？"),
    S("大伟", "我！我每周末都爬山的，最近在练体能，明年想去爬四姑娘山", exp=True),
    S("Kiki", "我膝盖不行，半月板损伤，去不了"),
    S("阿May", "大伟那你带路，我没去过"),
], [
    F("u", "sport|hobby", "爬山|hiking"),
    F("u", "plan", "爬梧桐山|梧桐山", False),
    F("u", "name", "大伟", False),
    F("Kiki", "health", "半月板损伤"),
], tag=True),
C("group", [
    S("奶奶", "阿华，你那个女朋友什么时候带回来看看"),
    S("阿华", "奶奶，我们分了，现在单着呢"),
    S("小姑", "单着好，专心搞事业。阿华你现在还在华为吗？"),
    S("阿华", "在的，调到东莞松山湖了，下个月搬过去"),
    S("奶奶", "东莞远不远啊"),
], [
    F("u", "employer", "华为|Huawei"),
    F("u", "plan", "搬过去|搬到东莞|调到东莞松山湖"),
    F("u", "name", "阿华", False),
], tag=True, me="阿华"),
C("group", [
    S("3栋刘姐", "谁家丢了只橘猫？在我家门口蹲了一上午"),
    S("5栋小陈", "不是我家的，我家是两只布偶，都在家呢", exp=True),
    S("物业小张", "我去看看"),
    S("3栋刘姐", "好的谢谢，这猫挺胖的"),
], [
    F("u", "pet", "布偶|猫|Ragdoll"),
], tag=True),
C("group", [
    S("Yuki", "今天考研模考又只考了380，离北大分数线还差好远"),
    S("老周", "别慌，我去年二战也是这样，最后考了402上岸"),
    S("阿雪", "我今年不考了，找了个工作，在中信证券"),
    S("Yuki", "雪雪恭喜！我还是要坚持，12月见分晓"),
], [
    F("u", "plan", "考研"),
    F("阿雪", "employer", "中信证券|CITIC Securities"),
], tag=True, me="Yuki", theme=True),
C("group", [
    S("大姨", "听说小凡要出国了？"),
    S("小凡", "是的大姨，去墨尔本大学读硕士，offer拿到了，九月走", exp=True),
    S("妈妈", "学的会计，以后回来考CPA"),
    S("小凡", "妈，我学的是精算，不是会计😂"),
], [
    F("u", "school|plan", "墨尔本大学|University of Melbourne"),
    F("u", "degree|plan", "硕士|master"),
    F("u", "major", "精算|actuarial science"),
    F("u", "name", "小凡", False),
], tag=True, theme=True),
C("group", [
    S("夜猫", "今晚上分吗？我十点下班，便利店晚班"),
    S("小怪兽", "来，我今天请了假"),
    S("阿彬", "我女朋友不让，她说我再打游戏就分手"),
    S("夜猫", "哈哈哈阿彬你太惨了。我先说好，我只玩辅助"),
], [
    F("u", "employer", "便利店", False),
    F("u", "hobby", "上分|打游戏|游戏", False),
    F("阿彬", "partner", "女朋友|girlfriend"),
], tag=True, me="夜猫"),
C("group", [
    S("新娘晓雯", "伴娘们！周六早上六点化妆，别迟到"),
    S("婷婷", "收到！我周五晚上到广州，酒店订在你家附近了"),
    S("阿珊", "我酒精过敏，敬酒的时候别让我挡酒啊"),
    S("婷婷", "我来挡！我酒量可以"),
], [
    F("u", "plan", "到广州|周五晚上到广州"),
    F("阿珊", "allergy", "酒精|alcohol"),
], tag=True, me="婷婷"),
]
