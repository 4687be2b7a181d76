"""Chinese cases of dev set 44 (all sentences written new for this set)."""
from h import U, A, G, F, N, C

CASES = [
# ---------------- group chats ----------------
C("group", [
    G("阿哲", "明天高数期中考你们复习到哪了😭"),
    G("小鹿", "别问 问就是还没开始 我今晚还得去奶茶店打工到十点"),
    G("婷婷", "我也是 我在图书馆 你们谁帮我带个饭 我芒果过敏别给我带芒果的"),
    G("小鹿", "我下班给你带 话说我寒假那个字节的实习offer签了！！二月份去北京"),
    G("阿哲", "卧槽 牛 那你要搬去北京了？"),
    G("小鹿", "就实习三个月 宿舍先不退"),
], [
    F("u", "job_title", "奶茶店打工|打工|兼职|part-time"),
    F("u", "employer|plan", "字节|字节跳动|ByteDance"),
    F("u", "job_title|plan", "实习|实习生|intern"),
    N("u", "plan", "去北京|二月份去北京|去北京实习"),
    F("婷婷", "allergy", "芒果|mango"),
    N("u", "plan", "高数期中考|期中考"),
], me="小鹿", tag=True, young=True),

C("group", [
    G("室长老王", "@全体 这周六宿舍聚餐 去学校后门那家川菜 能来的接龙"),
    G("Sunny", "1 我可以 但我不吃香菜哈", x=True),
    G("大飞", "2 我女朋友也来 她在隔壁师大读研 学心理的"),
    G("阿坤", "3 我周六要去驾校练车 可能晚点到"),
    G("Sunny", "ok 对了我下周一雅思考试 周六吃完就撤"),
], [
    F("u", "dislike|diet", "香菜|不吃香菜|cilantro"),
    F("u", "plan", "宿舍聚餐|聚餐"),
    F("u", "plan", "雅思|雅思考试|IELTS"),
    N("u", "name|nickname", "Sunny"),
    F("大飞", "partner", "女朋友|girlfriend"),
    F("p:大飞女朋友", "school", "师大|师范大学"),
    F("p:大飞女朋友", "major", "心理|心理学|psychology"),
    F("p:大飞女朋友", "degree", "读研|研究生|master"),
    F("阿坤", "plan", "练车|驾校练车"),
], tag=True, young=True),

C("group", [
    G("妈妈", "晓晓你下周回不回来，你舅舅家的表妹考上川大了要请客"),
    G("林晓", "回不了妈 我们医院下周排班满了 我这个月都在急诊轮转"),
    G("爸爸", "当护士就是辛苦 注意身体"),
    G("林晓", "爸我是规培医生不是护士🙃 说了多少遍了"),
    G("妈妈", "好好好 医生 你那边成都最近降温了多穿点"),
], [
    F("u", "job_title", "规培医生|医生|doctor|resident"),
    N("u", "employer", "医院|hospital"),
    N("u", "city", "成都|Chengdu"),
    F("p:表妹", "school|plan", "川大|四川大学|Sichuan University"),
    N("u", "name|nickname", "晓晓|林晓"),
], me="林晓", tag=True),

C("group", [
    G("Kevin", "明天 mentor 说要 review 代码 我还没写完 救命"),
    G("周周", "我更惨 我的 mentor 请假了 我在工位上发呆一下午", x=True),
    G("Kevin", "你们组不是做推荐算法的吗 应该挺忙啊"),
    G("周周", "我不是算法组的 我在数据分析组 你记错啦 哦对我下周五最后一天 要回学校答辩了"),
    G("思思", "羡慕 我还要实习到八月 我学校在武汉 暑假都回不去"),
], [
    F("u", "job_title", "数据分析|数据分析实习生|data analyst"),
    F("u", "plan", "答辩|回学校答辩"),
    N("u", "name|nickname", "周周"),
    N("思思", "city|place", "武汉|Wuhan"),
], tag=True, young=True),

C("group", [
    G("阿May", "给你们看我家新来的猫 叫煤球 纯黑的 领养的"),
    G("小雨", "啊啊啊好可爱 我家豆包看到肯定要打架"),
    G("阿May", "豆包是你家那只柯基吗"),
    G("小雨", "对 三岁了 天天拆家"),
    G("老K", "我对猫毛过敏 只能云吸 😭"),
], [
    F("u", "pet", "猫|cat"),
    F("u", "pet_name", "煤球"),
    F("小雨", "pet", "柯基|corgi"),
    F("小雨", "pet_name", "豆包"),
    F("老K", "allergy", "猫毛|cat hair"),
], me="阿May", tag=True),

C("group", [
    G("爷爷", "今天我八十大寿 谢谢孩子们"),
    G("丽丽", "爷爷生日快乐！我在广州上班回不去 给您订了蛋糕", x=True),
    G("姑姑", "丽丽还在那个银行上班吗"),
    G("丽丽", "早换啦 现在在唯品会做运营 都两年了"),
    G("姑姑", "好好 有对象没"),
    G("丽丽", "有了 过年带回来给你们看 他是潮汕人 哈哈"),
], [
    F("爷爷", "age", "八十|80"),
    F("u", "city", "广州|Guangzhou"),
    F("u", "employer", "唯品会|Vipshop"),
    F("u", "job_title", "运营|operations"),
    F("u", "partner", "对象|男朋友|boyfriend"),
    F("p:对象", "hometown", "潮汕|Chaoshan"),
    N("u", "name|nickname", "丽丽"),
    N("u", "plan", "过年带回来"),
], tag=True),

C("group", [
    G("大雄", "听说三班那个打篮球的学长有女朋友了"),
    G("橙子", "？？？谁说的 我不信"),
    G("大雄", "他自己朋友圈发的 女朋友是北外学法语的"),
    G("橙子", "……行吧 我宣布退出 以后专心准备四级"),
    G("小美", "姐妹抱抱 四级不是下个月十五号吗 一起刷题"),
], [
    F("u", "plan", "四级|准备四级|CET-4"),
    F("p:学长", "partner", "女朋友|girlfriend"),
    N("p:学长", "sport", "篮球|basketball"),
    F("p:学长女朋友", "school", "北外|北京外国语大学"),
    F("p:学长女朋友", "major", "法语|French"),
], me="橙子", tag=True, young=True),

C("group", [
    G("老陈", "周日水库钓鱼 谁去 我开车 能坐四个"),
    G("刘哥", "我去 我儿子也想去 他今年刚考上公务员 在区税务局"),
    G("老陈", "好事啊 我家闺女还在上海读博 一年回来一次"),
    G("阿强", "我腰间盘突出又犯了 这周去不了"),
], [
    F("u", "hobby", "钓鱼|fishing"),
    F("u", "plan", "水库钓鱼|周日水库钓鱼"),
    N("u", "belonging", "车|car"),
    F("u", "family", "闺女|女儿|daughter"),
    F("p:闺女", "city", "上海|Shanghai"),
    F("p:闺女", "degree", "读博|博士|PhD"),
    F("p:刘哥儿子", "job_title", "公务员|civil servant"),
    F("p:刘哥儿子", "employer", "区税务局|税务局"),
    F("阿强", "health", "腰间盘突出"),
], me="老陈", tag=True),

C("group", [
    G("Lin", "房东说下个月房租涨两百 我真的会谢", x=True),
    G("阿杰", "那我可能撑到六月就搬了 公司要把我调去苏州"),
    G("Lin", "别啊 你走了谁给我家布丁铲屎"),
    G("小田", "布丁不是你的吗 你自己铲啊哈哈"),
    G("Lin", "我白天要上班啊 我在望京那边做设计 晚上十点才回来"),
], [
    F("u", "pet_name", "布丁"),
    N("u", "pet", "猫|cat"),
    F("u", "job_title", "设计|设计师|designer"),
    N("u", "place|city", "望京|Wangjing"),
    N("u", "city", "北京|Beijing"),
    F("阿杰", "plan", "调去苏州|搬|去苏州"),
    N("u", "name|nickname", "Lin"),
], tag=True, young=True),

C("group", [
    G("班主任张老师", "各位家长 下周三春游 请在群里接龙报名 有过敏的孩子请备注"),
    G("王姐", "1. 王一诺 花生过敏 我是一诺妈妈"),
    G("乐乐爸", "2. 李乐乐 无"),
    G("王姐", "张老师 诺诺下周还要请两天假 我们回老家安徽参加婚礼"),
], [
    F("u", "family", "王一诺|一诺|诺诺"),
    N("p:王一诺", "relation", "孩子|child|女儿|儿子"),
    F("p:王一诺", "allergy", "花生|peanut"),
    N("p:王一诺", "plan", "春游"),
    F("u", "hometown", "安徽|Anhui"),
    F("u", "plan", "参加婚礼|回老家安徽参加婚礼|回老家"),
    N("u", "gender", "女|female"),
], me="王姐"),

C("group", [
    G("野王", "今晚开黑吗 我刚上了王者"),
    G("奶茶", "来 但我只能玩到十一点 明早八点有课", x=True),
    G("野王", "你不是毕业了吗"),
    G("奶茶", "延毕了兄弟 大五了 别提了😭"),
    G("小鱼", "哈哈哈 我在游戏里是个医生 现实里是个搬砖的"),
], [
    N("u", "hobby", "开黑|打游戏|王者荣耀"),
    N("u", "job_title", "大五|学生|student"),
    N("u", "name|nickname", "奶茶"),
    N("小鱼", "job_title", "搬砖的|搬砖"),
], tag=True, young=True),

C("group", [
    G("老周", "明天我请假 去医院复查 甲状腺结节 大家有事微信找我"),
    G("Cindy", "周哥保重 对了新来的实习生小吴明天入职 坐你旁边"),
    G("小吴", "大家好 我是小吴 南开统计专业大四 请多指教🙏"),
    G("老周", "欢迎欢迎"),
], [
    F("u", "health", "甲状腺结节"),
    F("u", "plan", "复查|去医院复查"),
    F("小吴", "school", "南开|南开大学|Nankai"),
    F("小吴", "major", "统计|统计学|statistics"),
    F("小吴", "job_title", "实习生|intern"),
], me="老周", tag=True),

C("group", [
    G("领队阿峰", "周六爬四姑娘山二峰 已经报名的八位 记得带冲锋衣"),
    G("Yuki", "收到！我是第一次上雪山 有点慌", x=True),
    G("领队阿峰", "Yuki你不是在成都吗 周五晚上直接来集合点"),
    G("Yuki", "对 我住玉林 离得近"),
    G("大卫", "我高反严重 这次就算了 下次再约"),
], [
    F("u", "plan", "四姑娘山二峰|爬四姑娘山二峰|四姑娘山"),
    F("u", "city", "成都|Chengdu"),
    F("u", "place", "玉林"),
    N("u", "sport|hobby", "上雪山|登山|mountaineering"),
    F("大卫", "health", "高反|高原反应|altitude sickness"),
    N("u", "name|nickname", "Yuki"),
], tag=True),

# ---------------- named companions ----------------
C("comp", [
    U("小满我今天面试完了 是一家做新能源电池的公司 感觉还行"),
    A("太好了！所以你是要去宁德时代了吗？你之前说你学的是化学对吧"),
    U("还没定呢 才一面 而且我学的是材料不是化学 材料科学与工程"),
    A("哈哈抱歉记错了 材料科学与工程，记住啦。你现在还在西安读研吗？"),
    U("嗯 西交 研三了 明年六月毕业"),
], [
    F("u", "major", "材料科学与工程|材料"),
    F("u", "school", "西交|西安交通大学|Xi'an Jiaotong University"),
    F("u", "degree", "读研|研究生|研三|master"),
    F("u", "city", "西安|Xi'an"),
    F("u", "plan", "明年六月毕业|毕业"),
], ch="小满", tag=True, young=True),

C("comp", [
    U("阿柚 我跟你说 我前男友结婚了 我居然有点难过"),
    A("抱抱你。你们分开多久了呀？"),
    U("三年了吧 其实我现在有男朋友的 叫阿泽 对我很好 就是突然emo一下"),
    A("嗯嗯，阿泽是你们公司的同事对吧？"),
    U("不是啦 他是消防员 我们是相亲认识的"),
], [
    F("u", "partner", "阿泽"),
    F("阿泽", "relation", "男朋友|boyfriend"),
    F("阿泽", "job_title", "消防员|firefighter"),
], ch="阿柚", tag=True),

C("comp", [
    U("小满 宿舍空调坏了 热到睡不着 四个人里就我没回家"),
    A("好惨😢 你们学校在哪个城市呀，这么热"),
    U("重庆 火炉之一 懂的都懂"),
    A("那你一定很能吃辣吧！重庆人"),
    U("我不是重庆人啦 我老家哈尔滨的 来这边读书而已 到现在吃辣还是会胃疼"),
], [
    F("u", "city", "重庆|Chongqing"),
    F("u", "hometown", "哈尔滨|Harbin"),
    N("u", "health|dislike", "吃辣还是会胃疼|吃辣胃疼"),
    N("u", "job_title", "读书|学生|student"),
], ch="小满", tag=True, young=True),

C("comp", [
    U("我血压高 今天去社区医院量了 一百五 医生让我开始吃降压药了"),
    A("要按时吃药哦。您今年六十多了吧？"),
    U("什么六十多 我五十八 还没退休呢 还在纺织厂上班"),
    A("不好意思猜错了～五十八，纺织厂，记下了。"),
    U("嗯 我老伴倒是退休了 天天去跳广场舞"),
], [
    F("u", "health", "血压高|高血压|hypertension"),
    F("u", "age", "五十八|58"),
    N("u", "employer", "纺织厂"),
    N("u", "industry", "纺织|textile"),
    F("u", "partner", "老伴"),
    F("p:老伴", "job_title", "退休|retired"),
    F("p:老伴", "hobby", "广场舞|跳广场舞"),
], ch="阿柚", tag=True),

C("comp", [
    U("小满 推荐个电影呗 周末一个人在家"),
    A("好呀～你喜欢什么类型的？"),
    U("我最喜欢的电影是《海上钢琴师》看了不下十遍 但恐怖片我是真的一点不敢看"),
    A("那你肯定也喜欢音乐吧？会弹钢琴吗"),
    U("会一点点 小时候学过 考过八级 现在基本不碰了 家里那台雅马哈都落灰了"),
], [
    F("u", "fav_film", "海上钢琴师|The Legend of 1900"),
    F("u", "dislike", "恐怖片|horror"),
    N("u", "instrument", "钢琴|piano"),
    F("u", "belonging", "雅马哈|雅马哈钢琴|Yamaha"),
], ch="小满", tag=True),

C("comp", [
    U("阿柚我好累 实习每天加班到十点"),
    A("辛苦啦！你是在那家律所实习对吧？"),
    U("不是律所 是四大 在普华永道审计部 律所是我室友"),
    A("原来如此，普华永道审计～那你是学会计的吗？"),
    U("对 会计专业 大三 下学期还要考CPA 报了两门"),
], [
    F("u", "employer", "普华永道|PwC"),
    F("u", "job_title", "审计|审计实习生|实习|intern"),
    F("u", "major", "会计|accounting"),
    F("u", "plan", "CPA|考CPA"),
    N("u", "job_title", "大三|学生|student"),
    N("p:室友", "employer", "律所|law firm"),
], ch="阿柚", tag=True, young=True),

C("comp", [
    U("我最近开始吃素了 已经坚持一个月了"),
    A("好厉害！是为了减肥吗？那鸡蛋牛奶也不吃了？"),
    U("蛋奶还吃 就是不吃肉 主要是我女朋友是素食主义者 我跟着她一起"),
    A("你女朋友是做什么的呀"),
    U("她是瑜伽老师 在家附近开了个小工作室"),
], [
    F("u", "diet", "吃素|不吃肉|蛋奶素|vegetarian"),
    F("u", "partner", "女朋友|girlfriend"),
    F("p:女朋友", "diet", "素食主义者|素食|vegetarian"),
    F("p:女朋友", "job_title", "瑜伽老师|yoga teacher"),
], ch="小满", tag=True),

C("comp", [
    U("阿柚 你知道明天是什么日子吗"),
    A("是……周五？"),
    U("是我生日啦！！十月九号 二十五岁了 我叫程思远 你要记住哦"),
    A("生日快乐思远！二十五岁的天秤座～"),
    U("我是天秤吗 不知道 反正我不信星座"),
], [
    F("u", "birthday", "十月九号|10月9日|October 9"),
    F("u", "age", "二十五|25"),
    F("u", "name", "程思远"),
], ch="阿柚", tag=True),

C("comp", [
    U("小满 我们家狗狗今天去打疫苗了 乖得不行"),
    A("好棒！你家狗狗叫什么名字来着？是金毛吗？"),
    U("叫可乐 是只拉布拉多 不是金毛啦 金毛是我姐家的"),
    A("记住啦，拉布拉多可乐～"),
    U("对了 我自己还对青霉素过敏 今天医生问起我才想起来跟你说"),
], [
    F("u", "pet", "拉布拉多|狗|Labrador"),
    F("u", "pet_name", "可乐"),
    F("p:姐姐", "pet", "金毛|golden retriever"),
    N("u", "family", "我姐|姐姐|sister"),
    F("u", "allergy", "青霉素|penicillin"),
], ch="小满", tag=True),

C("comp", [
    U("我下个月要被外派去德国了 慕尼黑 合同都签了"),
    A("哇！那你会说德语吗？"),
    U("只会几句 已经在歌德学院报了班 每周上三次课"),
    A("好认真！你是做汽车相关的工作吧？"),
    U("对 在博世做嵌入式工程师"),
], [
    F("u", "plan", "外派去德国|去德国|慕尼黑|Munich"),
    F("u", "language", "德语|German"),
    F("u", "employer", "博世|Bosch"),
    F("u", "job_title", "嵌入式工程师|工程师|embedded engineer"),
    F("u", "industry", "汽车|automotive"),
], ch="阿柚", tag=True),

C("comp", [
    U("小满我跟你说我今天去打羽毛球了就是我们公司那个羽毛球群每周三都打然后我今天居然赢了我们组长两局哈哈哈哈他平时可嚣张了"),
    A("哈哈太棒了！你是不是练了很久羽毛球？"),
    U("也就两年吧 我主要还是跑步 每天早上五公里 雷打不动"),
    A("自律！我也超爱跑步的，虽然我只能在代码里跑 哈哈"),
], [
    F("u", "sport", "羽毛球|badminton"),
    F("u", "sport", "跑步|running"),
    F("c", "sport|hobby", "跑步|running"),
], ch="小满", tag=True),

C("comp", [
    U("过年回老家了 在湖南邵阳 我奶奶九十二了还能自己做饭"),
    A("好厉害的奶奶！你平时在长沙工作吗？"),
    U("不是 我在东莞 在厂里做质检 长沙是我弟在那读大学"),
    A("原来是弟弟在长沙～"),
], [
    F("u", "hometown", "邵阳|湖南邵阳|湖南|Shaoyang"),
    F("奶奶", "age", "九十二|92"),
    F("u", "family", "奶奶|grandma"),
    F("u", "city", "东莞|Dongguan"),
    F("u", "job_title", "质检|quality inspector"),
    N("u", "employer", "厂|factory"),
    F("p:弟弟", "city", "长沙|Changsha"),
    F("u", "family", "我弟|弟弟|brother"),
], ch="阿柚", tag=True),

C("comp", [
    U("小满 帮我记一下 我新换的手机号 13917264085 旧的那个159开头的不用了"),
    A("好的已记下：13917264085。需要我记邮箱吗？"),
    U("要 工作邮箱是 chenyu.li@fengtai-log.cn 私人邮箱就不说了"),
], [
    F("u", "phone", "13917264085"),
    F("u", "email", "chenyu.li@fengtai-log.cn"),
], ch="小满", tag=True),

# ---------------- diaries ----------------
C("diary", [U("今天又是被早八支配的一天。高数课上老师突然点名，还好我在。中午和室友小艺去二食堂吃了麻辣烫，她说她下学期要去新加坡交换，羡慕死了。下午在学校图书馆兼职，整理了两小时的书。晚上社团排练，我们话剧社下个月演《雷雨》，我演四凤，台词还没背熟。睡前刷了会儿小红书，看到有人说我们专业（新闻）就业难，算了不想了。")], [
    F("u", "job_title", "图书馆兼职|兼职|part-time"),
    F("u", "hobby", "话剧社|话剧|drama"),
    F("u", "plan", "演《雷雨》|《雷雨》"),
    F("u", "major", "新闻|journalism"),
    F("小艺", "relation", "室友|roommate"),
    N("小艺", "plan", "去新加坡交换|新加坡交换"),
], tag=True, young=True),

C("diary", [U("2024年3月2日 晴。带豆豆去宠物医院拔了牙，这只老猫十二岁了，医生说它肾不太好。回来路上给老公打电话，他在珠海出差要下周才回。晚上一个人吃了碗螺蛳粉，我的最爱，老公在家的话是不让煮的哈哈。最近在读《活着》，第三遍了。")], [
    F("u", "pet", "猫|老猫|cat"),
    F("u", "pet_name", "豆豆"),
    N("u", "partner", "老公|husband"),
    F("u", "fav_food", "螺蛳粉"),
    N("u", "fav_book", "活着|To Live"),
], tag=True),

C("diary", [U("周一。早上地铁又挤成沙丁鱼，十号线永远的痛。到公司开了三个会，我们做跨境电商的，一到大促就是这样。中午跟同事吐槽老板，说他说要移民加拿大已经说了三年了。下班去健身房练了腿，教练说我体脂降到22了。晚上我妈打视频问我什么时候找对象，我说我今年才二十七，不急。")], [
    F("u", "industry", "跨境电商|cross-border e-commerce"),
    F("u", "sport", "健身|健身房|gym"),
    F("u", "age", "二十七|27"),
    N("u", "family", "我妈|妈妈|mom"),
], tag=True),

C("diary", [U("2023.11.18 今天考完了期中，物理化学感觉要挂。晚上和闺蜜桃子去看了周杰伦演唱会的电影版，她哭得稀里哗啦。回宿舍路上碰到了那个学长，他居然跟我打招呼了！！！室友说他是学生会主席，计算机系的，但我听说他已经有女朋友了…算了。我下周六要去肯德基面兼职，希望能过。")], [
    F("u", "plan", "面兼职|肯德基面兼职|去肯德基面兼职"),
    F("桃子", "relation", "闺蜜|best friend"),
    N("p:学长", "job_title", "学生会主席"),
    N("p:学长", "major", "计算机|computer science"),
    N("p:学长", "partner", "女朋友|girlfriend"),
], tag=True, young=True),

C("diary", [U("今天是搬到大理的第一百天。每天早上被洱海边的鸟叫醒，骑着我的小电驴去古城开店——一家卖手工银饰的小铺子，生意不温不火，够吃饭。以前在深圳做了八年产品经理，现在想想像上辈子。隔壁咖啡店老板阿Ken是台湾人，今天送了我一包他自己烘的豆子。晚上练了一小时尤克里里，还是弹不好《小幸运》。")], [
    F("u", "city", "大理|Dali"),
    F("u", "job_title", "开店|卖手工银饰|店主"),
    F("u", "belonging", "小电驴|电动车|e-bike"),
    F("阿Ken", "hometown", "台湾|Taiwan"),
    F("阿Ken", "job_title", "咖啡店老板|老板"),
    F("u", "instrument", "尤克里里|ukulele"),
], tag=True),

C("diary", [U("早上五点就醒了，人老了觉少。给阳台上的兰花浇了水，一共十二盆，是我退休后最大的爱好。九点孙子睿睿来了，他今年上小学一年级，非要我教他下象棋。中午儿媳做了红烧肉，我血糖高不敢多吃，就尝了两块。下午老战友打电话说下个月聚会在济南，我得去。")], [
    F("u", "hobby", "兰花|养兰花|orchids"),
    F("u", "job_title", "退休|retired"),
    F("睿睿", "relation", "孙子|grandson"),
    F("u", "family", "睿睿"),
    F("u", "health", "血糖高|高血糖"),
    N("u", "plan", "聚会|去济南聚会"),
    N("u", "hobby", "下象棋|象棋|chess"),
]),

C("diary", [U("6月20日 又过敏了，这次是吃了虾。我明明知道自己海鲜过敏还嘴馋。请了半天假，躺在出租屋里看《甄嬛传》第N遍。房东阿姨送了碗绿豆汤。我真的要搬离这个城中村了，下个月合同到期就搬去公司附近。")], [
    F("u", "allergy", "海鲜|seafood"),
    N("u", "fav_film", "甄嬛传"),
    N("u", "plan", "搬去公司附近|搬离这个城中村"),
]),

C("diary", [U("考研倒计时30天。今天在自习室从七点坐到晚上十点，政治选择题错了十二个。我考的是浙大的新闻传播，二战了，这次再不上岸我就去考公。爸妈每天都问进度，我爸说他当年高考也就差两分，安慰不到我。晚饭吃了食堂的黄焖鸡，第三天了，吃到吐。")], [
    F("u", "plan", "考研|浙大的新闻传播|二战"),
], tag=True, young=True),

C("diary", [U("今天把头发剪短了，托尼老师说我脸小适合短发。下午陪我妈去看骨科，她膝盖积水，医生说要做个小手术，定在下周二。我妈又开始念叨让我回湖北考教师编，可是我在杭州这家游戏公司做原画做得好好的。晚上给我家两只仓鼠换了垫料，一只叫芝麻一只叫汤圆。")], [
    F("p:妈妈", "health", "膝盖积水"),
    F("p:妈妈", "plan", "小手术|手术"),
    F("u", "family", "我妈|妈妈|mom"),
    F("u", "city", "杭州|Hangzhou"),
    F("u", "job_title", "原画|原画师"),
    F("u", "industry", "游戏|gaming"),
    N("u", "employer", "游戏公司"),
    N("u", "hometown", "湖北|Hubei"),
    F("u", "pet", "仓鼠|hamster"),
    F("u", "pet_name", "芝麻"),
    F("u", "pet_name", "汤圆"),
], tag=True),

C("diary", [U("周日，在家躺了一天，外卖点了两次酸菜鱼。我真的可以天天吃酸菜鱼。")], [
    F("u", "fav_food", "酸菜鱼"),
]),

C("diary", [U("今天见了网友小白，照片上说自己一米八，本人一米七都没有，哈哈。他说他在中石化上班，也不知道真的假的。我俩聊了三小时的摇滚，他喜欢痛仰，我更喜欢万青。回家路上我想，我这个三十岁的老阿姨是不是不该再相亲了。")], [
    F("u", "fav_music", "万青|万能青年旅店"),
    F("小白", "fav_music", "痛仰"),
    N("小白", "employer", "中石化|Sinopec"),
    F("u", "age", "三十|30"),
    N("u", "gender", "女|female"),
], tag=True),

# ---------------- one- to three-message chats ----------------
C("chat", [U("我不是程序员啦 我是产品 每天跟程序员吵架的那种😂")], [
    F("u", "job_title", "产品|产品经理|product manager"),
], tag=True),

C("chat", [U("帮我想想给男朋友送什么生日礼物 他是个篮球迷 最喜欢库里 我们是同班同学 预算只有两百😭")], [
    F("u", "partner", "男朋友|boyfriend"),
    N("p:男朋友", "hobby", "篮球|basketball"),
], young=True),

C("chat", [U("我们家三个孩子 我是老大 下面两个妹妹 都还在上学")], [
    F("u", "family", "两个妹妹|三个孩子|老大|sisters"),
]),

C("chat", [U("老家是潮州的 但我从小在上海长大 现在在苏州工作 房子买在昆山 每天通勤一小时")], [
    F("u", "hometown", "潮州|Chaozhou"),
    F("u", "city", "昆山|Kunshan"),
    N("u", "city", "苏州|Suzhou"),
    F("u", "belonging", "房子|house"),
], tag=True),

C("chat", [U("我对象是个厨师 在一家日料店 我天天蹭饭哈哈")], [
    F("u", "partner", "对象"),
    F("p:对象", "job_title", "厨师|chef"),
    N("p:对象", "employer", "日料店"),
]),

C("chat", [U("要是我当年学了医就好了 现在也不用天天在银行数钱")], [
    F("u", "industry|employer", "银行|banking"),
], tag=True),

C("chat", [U("求推荐北京好吃的火锅！我下周去北京出差三天")], [
    F("u", "plan", "去北京出差|北京出差|出差"),
], tag=True),

C("chat", [U("我的邮箱改了 新的是 xiaoqi_wu2001@163.com 以前那个qq邮箱别发了 宿舍网太差 我先下线了")], [
    F("u", "email", "xiaoqi_wu2001@163.com"),
], tag=True, young=True),

C("chat", [U("我是处女座"), U("8月30号生日 别忘了给我发红包😏 宿舍已经说好那天给我过了")], [
    F("u", "birthday", "8月30号|8月30日|August 30"),
], young=True),

C("chat", [U("我室友养了只布偶猫 超粘人 我也想养但我家里人对猫毛过敏 只能撸她的")], [
    F("p:室友", "pet", "布偶猫|布偶|Ragdoll"),
    N("p:家里人", "allergy", "猫毛|cat hair"),
], tag=True, young=True),

C("chat", [U("我是东北人 在广东待了十年 粤语能听懂但说不利索 普通话带点大碴子味")], [
    F("u", "hometown", "东北|Northeast China"),
    N("u", "city|place", "广东|Guangdong"),
    N("u", "language", "粤语|Cantonese"),
    F("u", "language", "普通话|Mandarin"),
], tag=True),

C("chat", [U("我男的 别叫我小姐姐了🙄")], [
    F("u", "gender", "男|male"),
]),

C("chat", [U("你们叫我阿飞就行 大名太土了不说了 反正全宿舍都这么叫")], [
    F("u", "nickname|name", "阿飞"),
], young=True),

C("chat", [U("周末去了趟成都看熊猫 太可爱了"), U("回到西安又得上班了 唉")], [
    F("u", "city", "西安|Xi'an"),
], tag=True),

C("chat", [U("我素食 别给我推荐肉的菜谱了 我也不吃蛋")], [
    F("u", "diet", "素食|不吃蛋|vegan|vegetarian"),
]),

C("chat", [U("我老婆怀孕六个月了 我现在每天研究怎么换尿布")], [
    F("u", "partner", "老婆|wife"),
    F("p:老婆", "health", "怀孕|怀孕六个月|pregnant"),
    N("u", "gender", "男|male"),
]),

C("chat", [U("我哥在新西兰当厨师 我嫂子是当地人 他们下个月回国办婚礼")], [
    F("u", "family", "我哥|哥哥|brother"),
    F("p:哥哥", "city", "新西兰|New Zealand"),
    F("p:哥哥", "job_title", "厨师|chef"),
    F("p:哥哥", "partner", "嫂子"),
    F("p:哥哥", "plan", "回国办婚礼|办婚礼|婚礼"),
    N("p:嫂子", "hometown", "新西兰|当地|New Zealand"),
], tag=True),

C("chat", [U("在宿舍偷偷学吉他 每周六去琴行上课 就是手指疼得要命 室友估计烦死我了")], [
    F("u", "instrument", "吉他|guitar"),
], young=True),

C("chat", [U("我之前是不是跟你说我在京东？那是去年的事了 现在跳到顺丰了 还是做仓储管理")], [
    F("u", "employer", "顺丰|SF Express"),
    F("u", "job_title", "仓储管理|warehouse management"),
], tag=True),

C("chat", [U("我有个双胞胎姐姐 她在美国读博 我们长得一模一样 经常被认错")], [
    F("u", "family", "双胞胎姐姐|姐姐|twin sister"),
    F("p:姐姐", "city", "美国|US"),
    F("p:姐姐", "degree", "读博|博士|PhD"),
], tag=True),

C("chat", [U("乳糖不耐受 喝牛奶就拉肚子 有没有推荐的燕麦奶 学校超市只有纯牛奶")], [
    F("u", "health|allergy|diet", "乳糖不耐受|lactose intolerant"),
], young=True),

C("chat", [U("明天考科目二 紧张得睡不着 我已经挂过一次了 暑假回家学车真的好难")], [
    F("u", "plan", "科目二|考科目二"),
], young=True),

C("chat", [U("我爸说我二十八了该结婚了 我才二十六好吗 他记性真差")], [
    F("u", "age", "二十六|26"),
    N("u", "family", "我爸|爸爸|dad"),
], tag=True),

C("chat", [U("我们宿舍四个人 三个湖南的 就我一个福建的 她们吃辣我不行😭")], [
    F("u", "hometown", "福建|Fujian"),
    N("u", "dislike", "辣|吃辣|spicy"),
], tag=True, young=True),

C("chat", [U("我最爱的书是《三体》 看了五遍 每次都有新发现")], [
    F("u", "fav_book", "三体|The Three-Body Problem"),
]),

C("chat", [U("在准备日语N2 十二月考 我现在在一家日企实习 做翻译助理 下学期还得回学校上课")], [
    F("u", "plan", "N2|日语N2"),
    F("u", "language", "日语|Japanese"),
    F("u", "job_title", "翻译助理|translation assistant"),
    N("u", "employer", "日企"),
], young=True),

C("chat", [U("我家住在浦东张江那边 离公司骑车十分钟")], [
    F("u", "place", "张江|浦东张江|浦东"),
    N("u", "city", "上海|Shanghai"),
]),

C("chat", [U("我就是个开滴滴的 别问我什么高大上的问题😂 不过我以前是中学老师")], [
    F("u", "job_title", "开滴滴|滴滴司机|driver"),
], tag=True),

C("chat", [U("我弟今年高考 考了620 想报华科的计算机")], [
    F("u", "family", "我弟|弟弟|brother"),
    N("p:弟弟", "plan", "华科的计算机|报华科|华科"),
], tag=True),

C("chat", [U("我有高度近视 眼镜摘了啥也看不见")], [
    F("u", "health", "高度近视|近视|myopia"),
]),

C("chat", [U("周杰伦的歌我能听一辈子 尤其是《晴天》 最喜欢的电影也是他的《不能说的秘密》 高中在宿舍看了好多遍")], [
    F("u", "fav_music", "周杰伦|Jay Chou"),
    F("u", "fav_film", "不能说的秘密|Secret"),
], young=True),

C("chat", [U("姐妹们 我大二 学口腔医学的 下周要去附属医院见习了 好紧张")], [
    F("u", "major", "口腔医学|口腔|dentistry"),
    F("u", "plan", "见习|去附属医院见习"),
    N("u", "job_title", "大二|学生|student"),
], young=True),

C("chat", [U("宝 我今天带我家蛋挞去绝育了 它是只英短 一岁多")], [
    F("u", "pet", "英短|British Shorthair|猫"),
    F("u", "pet_name", "蛋挞"),
]),

C("chat", [U("我讨厌下雨天 一下雨我就偏头痛 今天早八都没去上")], [
    F("u", "dislike", "下雨天|rainy days"),
    F("u", "health", "偏头痛|migraine"),
], young=True),

C("chat", [U("我不喝酒 不是不能喝 是信仰原因 我是穆斯林")], [
    F("u", "diet", "不喝酒|no alcohol"),
    N("u", "diet", "穆斯林|halal"),
]),
]
