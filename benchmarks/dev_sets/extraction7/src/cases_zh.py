from h import one, chat, group, F

L = "zh"

# --- one-liners / voice input / venting ---
one(L, "今天又被组长骂了说我需求文档写得像散文 我真的服了 我一个做产品经理的写文档被嫌弃 明天还得去百度大厦开会 累", [
    F("u", "job_title", "产品经理|PM|product manager")], tag=True)
one(L, "我妈上周体检说甲状腺有个结节 医生说先观察 我这两天一直在查资料睡不着 她今年六十三了", [
    F("妈妈", "health", "甲状腺有个结节|甲状腺结节"), F("妈妈", "age", "六十三|63"),
    F("u", "family", "我妈|妈妈|mom", r=False)], tag=True)
one(L, "🙃🙃🙃", [])
one(L, "嗯", [])
one(L, "楼下邻居家那只柯基叫可乐 每次见我都扑上来 我家没养狗 就靠撸它续命了", [
    F("邻居", "pet", "柯基|corgi"), F("邻居", "pet_name", "可乐"), F("邻居", "relation", "邻居|neighbour", r=False)], tag=True)
one(L, "我是女生哈 别老叫我兄弟 虽然我玩游戏确实比你们猛", [F("u", "gender", "女|female|女生")], tag=True)
one(L, "我在原神里是璃月的千岩军 现实里是个卖保险的 笑死", [F("u", "job_title", "卖保险的|保险销售|insurance sales")], tag=True)
one(L, "昨晚梦见自己当了老师 站在讲台上讲不出话 醒来一身汗 还好我只是个会计", [F("u", "job_title", "会计|accountant")], tag=True)
one(L, "有没有人知道上海哪家宠物医院靠谱 帮我表姐问的 她家猫尿血了", [
    F("表姐", "pet", "猫|cat"), F("表姐", "relation", "表姐|cousin", r=False)], tag=True)
one(L, "转发：【紧急通知】本周六9点到12点小区停水，请各位业主提前储水。——物业", [], tag=True)
one(L, "我不吃香菜 谁给我放香菜我跟谁急 但我老公爱吃 每次点外卖都要备注两份", [
    F("u", "dislike", "香菜|cilantro|coriander"), F("u", "partner", "老公|husband"), F("老公", "fav_food", "香菜", r=False)], tag=True)
one(L, "说真的我对青霉素过敏 上次去诊所差点出事 我闺蜜也是 我俩连过敏都一样", [
    F("u", "allergy", "青霉素|penicillin"), F("闺蜜", "allergy", "青霉素|penicillin"), F("闺蜜", "relation", "闺蜜|best friend", r=False)], tag=True)
one(L, "房东又要涨租 一个月已经4800了 住在12楼也没电梯维修费减免 我在杭州租房五年了真的心累", [
    F("u", "city", "杭州|Hangzhou")], tag=True)
one(L, "要是我有钱 第一件事买辆保时捷 第二件事辞职 第三件事去冰岛看极光", [], tag=True)
one(L, "我叫林晓雯 大家叫我雯雯 27岁 坐标成都 做UI设计的 喜欢撸猫但是房东不让养", [
    F("u", "name", "林晓雯"), F("u", "nickname", "雯雯"), F("u", "age", "27"), F("u", "city", "成都|Chengdu"),
    F("u", "job_title", "UI设计|UI designer|UI设计师")], tag=True)
one(L, "我们家老二今天第一次叫妈妈 我哭了 老大在旁边说妹妹笨 她哥八岁了还这么幼稚", [
    F("u", "family", "老二|老大|妹妹|孩子"), F("老大", "age", "八岁|8", r=False), F("u", "gender", "女|female", r=False)], tag=True)
one(L, "我爸以前是开出租的 现在退休了天天在公园下象棋 我倒是一点都不会下", [
    F("爸爸", "hobby", "下象棋|象棋|Chinese chess"), F("u", "family", "我爸|爸爸|dad", r=False)], tag=True)
one(L, "我本科在武大读的新闻 研究生跑去港中文读了传播 结果现在在一家奶茶店当店长 人生啊", [
    F("u", "school", "武大|武汉大学|Wuhan University"), F("u", "major", "新闻|journalism"),
    F("u", "school", "港中文|香港中文大学|CUHK"), F("u", "major", "传播|communication"),
    F("u", "degree", "研究生|硕士|master"), F("u", "job_title", "店长|store manager")], tag=False)
one(L, "我过敏性鼻炎又犯了 一到春天就这样 同事小周说他是花粉过敏 我俩天天在工位上打喷嚏", [
    F("u", "health", "过敏性鼻炎|鼻炎|allergic rhinitis"), F("小周", "allergy", "花粉|pollen"),
    F("小周", "relation", "同事|coworker")], tag=True)
one(L, "帮我看下这个手机号是不是诈骗 13800001111 发短信说我中奖了 我才不信", [], tag=True)
one(L, "我的手机号换了 新号是13912345678 旧的那个18600002222别再打了", [F("u", "phone", "13912345678")], tag=True)
one(L, "歌词：“我住在北京 却不属于这里”——听到这句突然想家了 我老家在黑龙江鹤岗 现在在苏州打工", [
    F("u", "hometown", "黑龙江鹤岗|鹤岗|Hegang"), F("u", "city", "苏州|Suzhou")], tag=True)
one(L, "我家猫叫年糕 橘色的 十斤了 兽医说再胖下去要得脂肪肝", [
    F("u", "pet", "猫|cat|橘猫"), F("u", "pet_name", "年糕")], tag=False)
one(L, "我的邮箱是 wenwen_lin@163.com 有事发这个 别发QQ邮箱那个我早就不用了", [F("u", "email", "wenwen_lin@163.com")], tag=True)
one(L, "下个月15号考雅思 今天背单词背到怀疑人生 考不到7分我就去搬砖", [F("u", "plan", "考雅思|雅思|IELTS")], tag=True)
one(L, "哈哈哈我是秦始皇 打钱", [], tag=True)
one(L, "男朋友今天跟我说“我其实是外星人” 我说那你回你的星球吧 他是在腾讯做后端的 估计加班加傻了", [
    F("u", "partner", "男朋友|boyfriend"), F("男朋友", "employer", "腾讯|Tencent"), F("男朋友", "job_title", "后端|后端开发|backend")], tag=True)
one(L, "我吃素三年了 不是为了减肥 就是觉得舒服 我妈到现在还觉得我是在闹着玩", [
    F("u", "diet", "吃素|素食|vegetarian"), F("u", "family", "我妈|妈妈|mom", r=False)], tag=False)
one(L, "双十一买的东西：扫地机器人、两箱猫砂（给我妹的猫买的）、一本《三体》送同事 我自己啥也没买", [
    F("妹妹", "pet", "猫|cat"), F("u", "family", "我妹|妹妹|sister", r=False)], tag=True)
one(L, "我是90后 属马 生日是六月十二号 每年生日都在高考那几天前后 烦", [
    F("u", "birthday", "六月十二号|6月12日|June 12")], tag=True)
one(L, "在学吉他 每天练半小时 手指疼死了 我室友弹钢琴十几年了 在她旁边我就像个噪音制造机", [
    F("u", "instrument", "吉他|guitar"), F("室友", "instrument", "钢琴|piano"), F("室友", "relation", "室友|roommate", r=False)], tag=True)
one(L, "我会说粤语和普通话 英语只能点菜水平 日语是看动漫学的几句 不算会", [
    F("u", "language", "粤语|Cantonese"), F("u", "language", "普通话|Mandarin"), F("u", "language", "英语|English", r=False)], tag=True)

# --- diary entries (markdown) ---
one(L, "## 11月3日 周二 阴\n\n早上地铁挤成照片。午饭吃了楼下那家兰州拉面，还是那个味。\n\n下午开会，新来的总监说他以前在阿里待了八年，讲话很有腔调。我在这家物流公司干了快两年了，今天第一次觉得想跳槽。\n\n晚上回家给仓鼠换了垫料，它叫豆豆，今天特别能吃。\n\n- 待办：周五前交报告\n- 想看：《漫长的季节》", [
    F("u", "pet", "仓鼠|hamster"), F("u", "pet_name", "豆豆"), F("u", "industry", "物流|logistics"),
    F("总监", "relation", "总监|boss", r=False)], tag=True)
one(L, "# 周日记录\n\n陪我姥姥去医院复查，她的糖尿病控制得还行，医生让少吃甜的。姥姥八十一了，耳朵有点背。\n\n回来路上经过以前住的老小区，那时候我们家还在沈阳，现在我和爸妈都搬到大连了。\n\n晚上练了一个小时瑜伽，坚持第三个月。", [
    F("姥姥", "health", "糖尿病|diabetes"), F("姥姥", "age", "八十一|81"), F("u", "family", "姥姥|grandma", r=False),
    F("u", "city", "大连|Dalian"), F("u", "sport", "瑜伽|yoga")], tag=True)
one(L, "### 12.1\n\n今天是我三十岁生日！！没人记得，除了我家狗狗花卷，它给我叼来一只袜子 🧦\n\n同事们在群里聊年终奖，我不想说话。\n\n自己做了一碗长寿面。我最爱吃的还是我妈包的韭菜饺子，可惜她在老家。", [
    F("u", "age", "三十|30"), F("u", "birthday", "12.1|12月1日|December 1", r=False), F("u", "pet", "狗|dog|狗狗"),
    F("u", "pet_name", "花卷"), F("u", "fav_food", "韭菜饺子|饺子")], tag=False)
one(L, "## 今日份流水账\n\n1. 给儿子开家长会，班主任说他上课老看窗外。他才七岁，窗外有鸟嘛。\n2. 老公出差去西安，说要给我带肉夹馍。\n3. 我在银行上班的闺蜜说最近理财产品不好卖。\n4. 晚上追剧，《繁花》第三遍。", [
    F("u", "family", "儿子|son"), F("儿子", "age", "七岁|7"), F("u", "partner", "老公|husband"),
    F("闺蜜", "employer", "银行|bank", r=False), F("闺蜜", "relation", "闺蜜|best friend", r=False),
    F("u", "fav_film", "繁花", r=False)], tag=True)
one(L, "## 2026/10/20\n\n今天去考了驾照科目二，挂了。教练说我倒车入库像在跳广场舞。\n\n下午回学校，导师让我改论文第三章。我研二，计算机专业，在浙大玉泉校区，天天被实验折磨。\n\n室友在玩《博德之门3》，说他在游戏里是个吟游诗人。", [
    F("u", "school", "浙大|浙江大学|Zhejiang University"), F("u", "major", "计算机|computer science"),
    F("u", "degree", "研二|研究生|master", r=False), F("u", "city", "杭州|Hangzhou", r=False),
    F("室友", "relation", "室友|roommate", r=False)], tag=True)
one(L, "# 月度总结\n\n这个月看完了三本书，最喜欢的还是重读的《活着》，每次读都哭。\n跑步累计86公里，比上个月多。\n花钱：房租3200，吃饭1500，给侄女买生日礼物300。\n下个月：把年假请了，12月20号飞三亚，已经订好了。", [
    F("u", "fav_book", "活着|To Live"), F("u", "sport", "跑步|running"), F("u", "plan", "飞三亚|三亚|去三亚")], tag=False)
one(L, "## 周三\n\n上班摸鱼看了一天房子。中介小刘说他也是河南人，我们聊了半天老家。\n\n我是河南信阳的，他是周口的。\n\n晚饭：螺蛳粉。嗯，臭但是香。", [
    F("u", "hometown", "河南信阳|信阳|Xinyang"), F("小刘", "hometown", "周口|河南"), F("小刘", "job_title", "中介|agent")], tag=True)

# --- companion chats ---
chat(L, "小满", [
    ("u", "小满 我今天终于辞职了"), ("a", "哇！你是说你从那家律所辞职了吗？你不是一直说想做律师做到四十岁？"),
    ("u", "不是律所啦 我是在广告公司做文案的 律师是我姐"), ("a", "哦哦记混了，那你姐姐在哪个律所呀？"),
    ("u", "金杜 她可厉害了 我下周去杭州面试新公司")], [
    F("u", "job_title", "文案|copywriter"), F("u", "industry", "广告|advertising"),
    F("姐姐", "job_title", "律师|lawyer"), F("姐姐", "employer", "金杜|King & Wood Mallesons"),
    F("u", "family", "姐姐|sister"), F("u", "plan", "去杭州面试|面试")], tag=True)
chat(L, "阿柒", [
    ("u", "我跟你说 我妈确诊了高血压 要天天吃药"), ("a", "阿姨多大了呀？你也要注意血压，毕竟会遗传。"),
    ("u", "她58 我才不会高血压呢 我血压低得很 经常头晕"), ("a", "那你是低血压啊，要多吃点盐？"),
    ("u", "医生说是贫血 不是低血压 哎")], [
    F("妈妈", "health", "高血压|hypertension"), F("妈妈", "age", "58"), F("u", "health", "贫血|anemia"),
    F("u", "family", "我妈|妈妈|mom", r=False)], tag=True)
chat(L, "小满", [
    ("u", "你猜我养了什么"), ("a", "一只猫？"), ("u", "不对"), ("a", "狗狗！"),
    ("u", "是乌龟 叫慢慢 已经十年了")], [
    F("u", "pet", "乌龟|turtle|tortoise"), F("u", "pet_name", "慢慢")], tag=True)
chat(L, "糯米", [
    ("u", "糯米你喜欢什么歌"), ("a", "我最喜欢陈奕迅的歌啦，尤其《十年》。你呢？"),
    ("u", "我喜欢五月天 初中听到现在 你竟然喜欢陈奕迅 我爸也是"), ("a", "那你爸爸跟我品味一样！")], [
    F("c", "fav_music", "陈奕迅|Eason Chan"), F("u", "fav_music", "五月天|Mayday"), F("爸爸", "fav_music", "陈奕迅|Eason Chan")], tag=True)
chat(L, "阿柒", [
    ("u", "帮我填个表 我奶奶要办老年卡 姓名王秀兰 出生1946年3月2日 住址北京市朝阳区"),
    ("a", "好的，王秀兰奶奶，1946年3月2日出生，住朝阳区。需要填你的联系方式吗？"),
    ("u", "不用 填我叔叔的 我不在北京")], [
    F("王秀兰", "birthday", "1946年3月2日|3月2日"), F("王秀兰", "city", "北京|Beijing"),
    F("王秀兰", "relation", "奶奶|grandma"), F("u", "family", "奶奶|grandma", r=False)], tag=True)
chat(L, "糯米", [
    ("u", "在吗"), ("a", "在的！今天过得怎么样？你还在深圳实习吗？"),
    ("u", "实习早结束了 我回长沙了 现在在一家游戏公司做测试"), ("a", "恭喜！是米哈游吗？"),
    ("u", "哪有那么好 小公司 叫星火互娱 你没听说过的")], [
    F("u", "city", "长沙|Changsha"), F("u", "job_title", "测试|QA|tester"), F("u", "employer", "星火互娱"),
    F("u", "industry", "游戏|gaming|game")], tag=True)
chat(L, "小满", [
    ("u", "我好想养只布偶猫啊"), ("a", "你已经有一只英短了对吧？"), ("u", "没有啊 你记错了 英短是我同事的"),
    ("a", "抱歉！那你想给它起什么名字？"), ("u", "还没想 等我有钱再说吧😭")], [
    F("同事", "pet", "英短|British Shorthair|猫"), F("同事", "relation", "同事|coworker", r=False)], tag=True)
chat(L, "阿柒", [
    ("u", "我要结婚了！！明年五一 和小陈"), ("a", "天呐恭喜！小陈是你大学同学对吧？"),
    ("u", "不是 是相亲认识的 他是中学物理老师 人很好"), ("a", "那你们婚礼在哪办？"), ("u", "在他老家 江西九江")], [
    F("u", "partner", "小陈"), F("u", "plan", "结婚|明年五一结婚|wedding"), F("小陈", "job_title", "中学物理老师|物理老师|physics teacher"),
    F("小陈", "hometown", "江西九江|九江|Jiujiang"), F("小陈", "relation", "未婚夫|fiancé|partner", r=False)], tag=True)

# --- group chats ---
group(L, "阿杰", None, [
    ("大伟", "兄弟们我下个月调去广州了"), ("阿杰", "卧槽 那以后谁陪我打球"), ("小马", "我啊 我在深圳 周末可以过去"),
    ("阿杰", "你个深圳人天天加班 算了吧 我还是一个人在厦门打吧"), ("大伟", "杰哥你那个羽毛球拍借我呗")], [
    F("u", "city", "厦门|Xiamen"), F("u", "sport", "羽毛球|badminton", r=False), F("u", "belonging", "羽毛球拍|badminton racket", r=False), F("大伟", "plan", "调去广州|去广州"),
    F("小马", "city", "深圳|Shenzhen")], tag=True)
group(L, None, "小雨", [
    ("小雨", "姐妹们 我的狗子今天绝育了 心疼"), ("婷婷", "啊啊啊 叫什么名字来着"), ("小雨", "旺财 三岁了"),
    ("阿敏", "我家的猫去年也做了 我对猫毛过敏还硬养 哈哈"), ("婷婷", "我只能云养宠物 我住公司宿舍")], [
    F("u", "pet", "狗|dog|狗子"), F("u", "pet_name", "旺财"),
    F("阿敏", "pet", "猫|cat"), F("阿敏", "allergy", "猫毛|cat hair")], tag=True)
group(L, "我", None, [
    ("妈", "你表哥下周结婚 你回不回来"), ("我", "回 我周五请假 高铁票买了"), ("爸", "你表哥那个对象是护士 在市一院"),
    ("妈", "你也抓紧啊 都三十二了"), ("我", "妈 我二十九 别给我加岁数")], [
    F("u", "age", "二十九|29"), F("u", "plan", "回|请假|高铁", r=False),
    F("表哥", "plan", "结婚|wedding"), F("表哥", "relation", "表哥|cousin", r=False)], tag=True)
group(L, None, "老周", [
    ("老王", "谁有推荐的牙医 我女儿要矫正"), ("老周", "我老婆就是牙医 在协和口腔 不过她今年休产假"),
    ("老李", "我以前也戴过牙套 痛苦"), ("老周", "老王你女儿几岁了"), ("老王", "十二 初一了")], [
    F("u", "partner", "老婆|wife"), F("老婆", "job_title", "牙医|dentist"), F("老婆", "employer", "协和口腔"),
    F("老王", "family", "女儿|daughter", r=False)], tag=True)
group(L, "Coco", None, [
    ("Coco", "今天哪个姐妹去看演唱会"), ("小糖", "我！周杰伦！我等了五年"), ("Coco", "我抢不到票 在家听《晴天》哭"),
    ("阿梨", "我男朋友说他抢到了 结果是骗我的"), ("Coco", "笑死 我单身我骄傲")], [
    F("u", "fav_music", "周杰伦|Jay Chou", r=False), F("小糖", "fav_music", "周杰伦|Jay Chou"),
    F("阿梨", "partner", "男朋友|boyfriend", r=False)], tag=True)
group(L, None, "浩子", [
    ("班长", "同学聚会定在12月27号 在老地方"), ("浩子", "我在新加坡回不去 你们玩"), ("班长", "浩子你不是在上海吗"),
    ("浩子", "早调走了 在星展银行做风控 去年来的"), ("晓晓", "我在老家当公务员 肯定去")], [
    F("u", "city", "新加坡|Singapore"), F("u", "employer", "星展银行|DBS"), F("u", "job_title", "风控|risk control"),
    F("晓晓", "job_title", "公务员|civil servant"), F("班长", "plan", "同学聚会", r=False)], tag=True)

# --- more precision traps ---
one(L, "网上看到一个征婚启事：“男，35岁，身高180，程序员，北京有房，喜欢猫。”笑死 这不就是我表哥吗 不过他是做销售的", [
    F("表哥", "job_title", "销售|sales"), F("表哥", "relation", "表哥|cousin", r=False)], tag=True)
one(L, "主播阿七说她在重庆 生日是七月七号 我作为她的粉丝肯定要刷礼物 我自己生日没人过", [
    F("阿七", "city", "重庆|Chongqing"), F("阿七", "birthday", "七月七号|7月7日")], tag=True)
one(L, "王者荣耀里我主玩瑶 她是鹿 哈哈 现实中我是一只社畜 在中建三局搬砖", [F("u", "employer", "中建三局")], tag=True)
one(L, "小米的新手机好看吗 不是说人 是说那个手机 我用的还是华为mate40", [F("u", "belonging", "华为mate40|mate40|Huawei Mate 40")], tag=True)
one(L, "“我今年十八岁，在长沙读大学”——这是我小说女主的设定 我自己早就毕业十年了", [], tag=True)
one(L, "老板说年后要把公司搬到苏州 我可不想去 我在昆山买了房 孩子也在这边上学", [
    F("u", "city", "昆山|Kunshan"), F("u", "belonging", "房|房子", r=False), F("u", "family", "孩子|child")], tag=True)
one(L, "以前在字节做运营 现在自由职业 接点剪辑的单子 收入不稳定但自由", [
    F("u", "job_title", "自由职业|freelancer|剪辑")], tag=True)
one(L, "我不会游泳 一直不会 但我打了十年乒乓球 市里比赛拿过第三", [F("u", "sport", "乒乓球|table tennis|ping pong")], tag=True)
one(L, "我讨厌下雨天 更讨厌下雨天开会 更更讨厌下雨天开会的时候领导说“我们都是一家人”", [F("u", "dislike", "下雨天|rain")], tag=False)

# --- added: groups, companions, diaries ---
group(L, None, "小鹿", [
    ("阿花", "家人们 我相亲对象说他是985硕士 年薪五十万 有房有车"), ("小鹿", "听着像骗子 哈哈"),
    ("阿花", "他还说他养了一只萨摩耶叫雪球"), ("小鹿", "我家边牧才是真的聪明 叫黑豆 我遛它遛到腿断"),
    ("大橙", "我对狗毛过敏 只能看你们晒")], [
    F("u", "pet", "边牧|border collie|狗"), F("u", "pet_name", "黑豆"), F("大橙", "allergy", "狗毛|dog hair")], tag=True)
group(L, "老三", None, [
    ("老大", "爸的手术定在下周二 市人民医院"), ("老二", "我请不了假 我在外地出差"), ("老三", "我去 我离得近 我就在医院对面上班"),
    ("老大", "老三你不是在银行吗"), ("老三", "对啊 建行 就在医院对面"), ("老二", "爸说术后想吃红烧肉 医生不让")], [
    F("u", "employer", "建行|中国建设银行|China Construction Bank"), F("u", "industry", "银行|banking", r=False),
    F("爸爸", "plan", "手术|surgery"), F("爸爸", "fav_food", "红烧肉", r=False), F("u", "family", "爸|爸爸|father", r=False)], tag=True)
group(L, None, "阿宁", [
    ("室长", "宿舍群通知：下周三四六级报名截止"), ("阿宁", "我报六级 四级去年过了"), ("小胖", "我四级考了三次了 我是英语黑洞"),
    ("阿宁", "小胖你不是说你高中英语140吗"), ("小胖", "吹的"), ("室长", "我报了日语N2 我已经放弃英语")], [
    F("u", "plan", "六级|报六级|CET-6"), F("室长", "plan", "日语N2|N2"), F("u", "language", "英语|English", r=False)], tag=True)
chat(L, "小满", [
    ("u", "给我推荐本书吧 我爸退休了想看点东西"), ("a", "你爸爸喜欢什么类型的？你自己最近在看《百年孤独》对吧？"),
    ("u", "那是我上个月放弃的 看不进去 我最喜欢的一直是金庸 《天龙八部》"), ("a", "那给叔叔也推荐金庸？"), ("u", "他不看武侠 他喜欢历史")], [
    F("u", "fav_book", "天龙八部|金庸"), F("爸爸", "hobby", "历史|history", r=False), F("u", "family", "我爸|爸爸|dad", r=False)], tag=True)
chat(L, "糯米", [
    ("u", "今天好累 加班到十一点"), ("a", "辛苦了～你还在那家做新能源电池的公司吗？"), ("u", "对 宁德时代 做工艺工程师 不过我刚在看别的机会"),
    ("a", "你想换去哪？"), ("u", "不知道 先吐槽"), ("a", "抱抱")], [
    F("u", "employer", "宁德时代|CATL"), F("u", "job_title", "工艺工程师|process engineer"),
    F("u", "industry", "新能源电池|新能源|battery", r=False)], tag=False)
one(L, "## 12月4日 晴\n\n早上送女儿去幼儿园，她说长大要当宇航员。\n\n中午在公司楼下吃了沙县，老板娘问我是不是福建人，我说不是，我是湖南人，只是爱吃拌面。\n\n下午开始学粤语，为了明年调去香港分公司，调令已经下来了。\n\n晚上婆婆打电话，说她家的鹦鹉会说“恭喜发财”了。", [
    F("u", "family", "女儿|daughter"), F("u", "hometown", "湖南|Hunan"), F("u", "plan", "调去香港|香港分公司|去香港"),
    F("婆婆", "pet", "鹦鹉|parrot"), F("u", "fav_food", "拌面", r=False), F("u", "language", "粤语|Cantonese", r=False)], tag=True)
one(L, "# 周记\n\n这周三件事：\n1. 弟弟考上了川大研究生，专业是临床医学，全家高兴坏了。\n2. 我的周年纪念日，男朋友阿凯送了我一把尤克里里——我不会弹，他会。\n3. 我自己，依旧在幼儿园当老师，依旧每天被小朋友叫“老师我要尿尿”。", [
    F("弟弟", "school", "川大|四川大学|Sichuan University"), F("弟弟", "major", "临床医学|clinical medicine"), F("弟弟", "degree", "研究生|master", r=False),
    F("u", "partner", "阿凯"), F("阿凯", "instrument", "尤克里里|ukulele"), F("u", "job_title", "幼儿园当老师|幼儿园老师|老师|kindergarten teacher"),
    F("u", "family", "弟弟|brother"), F("u", "belonging", "尤克里里|ukulele", r=False)], tag=True)

group(L, "阿琳", None, [
    ("小飞", "周末去哪玩 推荐一下"), ("阿琳", "我每个周末都去钓鱼 在千岛湖边上 你们来不来"), ("小飞", "钓鱼太无聊了 我只想躺"),
    ("豆豆", "我上周去了趟迪士尼 排队排到怀疑人生"), ("阿琳", "我家就住千岛湖边上 来了我请你们吃鱼头")], [
    F("u", "hobby", "钓鱼|fishing"), F("u", "place", "千岛湖|千岛湖边上|Qiandao Lake"), F("u", "city", "杭州|淳安|Hangzhou", r=False)], tag=True)
group(L, None, "美美", [
    ("美美", "今晚看什么电影 我最爱的还是《海上钢琴师》 看十遍了"), ("小K", "又来 你每次都提这部"),
    ("老段", "我上周看了《沙丘2》 我儿子说他长大要当宇航员"), ("美美", "你儿子几岁"), ("老段", "六岁")], [
    F("u", "fav_film", "海上钢琴师|The Legend of 1900"), F("老段", "family", "儿子|son", r=False), F("儿子", "age", "六岁|6")], tag=True)
one(L, "## 11月22日 小雪\n\n今天在家包饺子，我最爱吃的就是酸菜馅的，外面买的都不对味。\n\n下午写了两页毛笔字，练书法第二年了，手稳多了。\n\n傍晚去了趟楼下的超市，收银员说她也是东北的。嗯，这座城里东北人真多。", [
    F("u", "fav_food", "酸菜馅的|酸菜饺子|饺子"), F("u", "hobby", "书法|毛笔字|calligraphy")], tag=False)
