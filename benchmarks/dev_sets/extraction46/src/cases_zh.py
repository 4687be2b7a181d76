from h import case, U, P, C, u, a, g

Z = "zh"

# ---------------- one- to three-message chats ----------------
case(Z, "chat", "我是在成都长大的，但现在在深圳南山上班，住宝安。说真的深圳的夏天我是一天都受不了，闷得像蒸笼，还是成都的阴天舒服", [
    U("hometown", "成都|Chengdu"), U("city", "深圳|Shenzhen"), U("place|city", "宝安|宝安区"),
    U("dislike", "深圳的夏天|夏天")], lh=True)
case(Z, "chat", "我不是医生哈，我是药剂师，在市三院药房，天天被病人当成护士😂", [
    U("job_title", "药剂师|pharmacist"), U("employer", "市三院")], tag=True)
case(Z, "chat", "问一下大家养猫的话猫砂用哪种好？我家那只布偶叫年糕，掉毛掉得我怀疑人生", [
    U("pet", "布偶|布偶猫|猫|ragdoll"), U("pet_name", "年糕")])
case(Z, "chat", "对芒果过敏 吃一口嘴就肿成香肠嘴", [U("allergy", "芒果|mango")])
case(Z, "chat", [u("我老公是消防员，我是小学老师，教语文的。俩人都忙得要死，一周见不了几面"),
                 u("不过他休息的时候会给我做饭，这点还行")], [
    U("partner", "老公"), P("老公", "job_title", "消防员|firefighter"),
    U("job_title", "小学老师|老师|语文老师"), U("gender", "女|female", False)])
case(Z, "chat", "以前在网易做游戏策划，去年跳槽到米哈游了，还是做策划，就是加班少了一丢丢（并没有）", [
    U("employer", "米哈游|miHoYo"), U("job_title", "策划|游戏策划"), U("industry", "游戏|gaming", False)], tag=True)
case(Z, "chat", "我手机号换了，新的是13817264590，旧的那个139开头的别再打了，早停机了", [
    U("phone", "13817264590")], tag=True)
case(Z, "chat", "说真的我最爱的歌手是陈粒，她的声音像冬天的热水袋。但是那些抖音神曲我一听就头疼，洗脑又没营养", [
    U("fav_music", "陈粒"), U("dislike", "抖音神曲")], lh=True)
case(Z, "chat", "我儿子小满今年上三年级了，天天吵着要养仓鼠，我坚决不同意，家里已经够乱了", [
    U("family", "小满|儿子"), P("小满", "relation", "儿子|son")], tag=True)
case(Z, "chat", "在读研，北师大心理学，研二了。导师人挺好就是太爱开组会，一周三次谁顶得住", [
    U("school", "北师大|北京师范大学"), U("major", "心理学|psychology"), U("degree", "读研|研究生|硕士"),
    U("city", "北京|Beijing", False)])
case(Z, "chat", "我吃素五年了，不是因为信佛，纯粹觉得肉腥。我妈到现在还觉得我是在减肥", [
    U("diet", "吃素|素食|vegetarian")], tag=True)
case(Z, "chat", "一米八二，别问我打不打篮球，我不打！！我只会游泳，夏天天天泡泳池", [
    U("sport", "游泳|swimming")], tag=True)
case(Z, "chat", "快递又送错了，我是1702不是1207！！！气死，二十九岁的人了还得下楼翻快递柜", [
    U("age", "二十九|29")], tag=True)
case(Z, "chat", "邮箱 linmu_0821@163.com ，简历发这个就行，谢谢啦", [U("email", "linmu_0821@163.com")])
case(Z, "chat", "我重庆人，吃辣完全没问题，但香菜真的不行，闻到就想吐，谁往我碗里放香菜谁就是我仇人", [
    U("hometown", "重庆|Chongqing"), U("dislike", "香菜|cilantro")], lh=True)
case(Z, "chat", "我家狗子昨天把我拖鞋啃了，柯基就是拆家王。它叫土豆，三岁了还这么皮", [
    U("pet", "柯基|corgi|狗"), U("pet_name", "土豆")], tag=True)
case(Z, "chat", "唉，我前男友在腾讯，我现在这个对象在银行上班，比较稳定吧，就是无聊了点", [
    U("partner", "对象"), P("对象", "employer", "银行|bank", False)], tag=True)
case(Z, "chat", "周末去苏州玩了两天，平江路人挤人。在上海做会计八年了，出去玩一趟感觉比月底结账还累", [
    U("city", "上海|Shanghai"), U("job_title", "会计|accountant")], tag=True)
case(Z, "chat", "我会说粤语和普通话，英语嘛，只能看懂菜单😅", [
    U("language", "粤语|Cantonese"), U("language", "普通话|Mandarin"), U("language", "英语|English", False)], tag=True)
case(Z, "chat", "我生日是腊月初八，所以我小名就叫腊八，从小被叫到大", [
    U("birthday", "腊月初八"), U("nickname", "腊八")])
case(Z, "chat", "其实我最讨厌下雨天，鞋子湿了一整天都难受。但是雪我超爱，踩上去咯吱咯吱的，东北长大的人嘛", [
    U("dislike", "下雨天|雨天"), U("hometown", "东北", False)], lh=True)
case(Z, "chat", "我是男的！！头像是我妹不是我，别再叫我小姐姐了", [U("gender", "男|male")], tag=True)
case(Z, "chat", "刚拿到驾照，买了辆二手的飞度，开着去上班超爽，再也不用挤十号线了。早高峰地铁是我最讨厌的东西没有之一，人贴人连手机都掏不出来", [
    U("belonging", "飞度|二手的飞度|Fit"), U("dislike", "早高峰地铁|地铁")], lh=True)
case(Z, "chat", "最近在学吉他，报了个班，每周六上课，手指头都按出茧了，但是弹出《晴天》前奏那一刻值了，周杰伦的歌我能听一辈子", [
    U("instrument", "吉他|guitar"), U("fav_music", "周杰伦|Jay Chou")], lh=True)
case(Z, "chat", "我老婆叫周晴，做室内设计的，我们住杭州，她家是温州的", [
    U("partner", "周晴|老婆"), P("周晴", "relation", "老婆|wife"), P("周晴", "job_title", "室内设计|室内设计师"),
    P("周晴", "hometown", "温州"), U("city", "杭州|Hangzhou"), P("周晴", "city", "杭州", False)])
case(Z, "chat", [u("朋友问我是不是在字节"), u("不是啊，我在快手，做推荐算法的，字节我面过没去")], [
    U("employer", "快手|Kuaishou"), U("job_title", "推荐算法|算法|算法工程师")], tag=True)
case(Z, "chat", "花粉过敏星人，每年春天都跟要命一样，口罩不离身。所以我最恨春天，别人踏青我打喷嚏", [
    U("allergy", "花粉|pollen"), U("dislike", "春天", True)], lh=True)
case(Z, "chat", "下个月15号考雅思，报名费都交了两千多，紧张死了", [U("plan", "考雅思|雅思|IELTS")])
case(Z, "chat", "我妈是护士，前年退休了，我爸还在开出租，说开到七十岁", [
    P("妈妈", "job_title", "退休"), P("妈妈", "job_title", "护士|nurse", False), P("爸爸", "job_title", "开出租|出租车司机"),
    U("family", "我妈|妈妈"), U("family", "我爸|爸爸")], tag=True)
case(Z, "chat", "我们小区门口新开了家瑞幸，我每天早上都去，店员都认识我了哈哈", [], tag=True)
case(Z, "chat", "黑龙江鹤岗的，现在在海口，冬天再也不用穿秋裤了哈哈哈。台风我是真怕，但椰子鸡是我现在最爱的东西，一周吃两回", [
    U("hometown", "鹤岗|黑龙江"), U("city", "海口|Haikou"), U("fav_food", "椰子鸡")], lh=True)
case(Z, "chat", "我不养宠物，但我室友养了两只鹦鹉，一只叫豆豆一只叫皮皮，天天六点开嗓", [
    P("室友", "pet", "鹦鹉|parrot"), P("室友", "pet_name", "豆豆"), P("室友", "pet_name", "皮皮")], tag=True)
case(Z, "chat", "感觉我腰间盘突出又犯了，坐久了就疼，程序员的命啊", [
    U("health", "腰间盘突出"), U("job_title", "程序员|programmer")])
case(Z, "chat", "有没有人一起去看五月天？我已经抢到票了，7月12号鸟巢，一张看台", [
    U("plan", "五月天|演唱会"), U("fav_music", "五月天", False)], tag=True)
case(Z, "chat", "本科学的土木，硕士转了计算机，现在在一家外企写代码，土木的同学都羡慕我转得早", [
    U("major", "计算机|computer science"), U("major", "土木|civil engineering"), U("degree", "硕士|master"),
    U("employer", "外企", False), U("job_title", "写代码|程序员", False)])
case(Z, "chat", "我叫何小溪，大家都叫我溪溪，今年大三，学会计的。最爱的书是《红楼梦》，看了五遍，每次都哭黛玉；最烦的就是高数，看到公式就犯困", [
    U("fav_book", "红楼梦"), U("dislike", "高数"),
    U("name", "何小溪"), U("nickname", "溪溪"), U("major", "会计|accounting"), U("degree", "大三|本科", False)], lh=True)
case(Z, "chat", "我跟我对象异地，他在广州读博，我在武汉上班，一个月见一次", [
    U("partner", "对象"), P("对象", "city", "广州|Guangzhou"), P("对象", "degree", "读博|博士|PhD"),
    U("city", "武汉|Wuhan")], tag=True)

# ---------------- group chats ----------------
case(Z, "group", [
    g("老王", "周六聚餐定哪？我最近减肥，只吃沙拉啊提前说"),
    g("阿杰", "我不行，周六值班，医院排班表刚出来"),
    g("小美", "阿杰你还在急诊啊？"),
    g("阿杰", "对，急诊科，熬不动了，头发都快掉光了"),
    g("小美", "那改周日呗，我周日刚好从长沙回来")], [
    U("job_title", "急诊科|急诊"), U("employer", "医院|hospital", False), P("老王", "diet", "减肥|只吃沙拉", False)],
    me="阿杰", tag=True)
case(Z, "group", [
    g("婷婷", "姐妹们我下个月结婚！！请柬马上发"),
    g("Momo", "啊啊啊恭喜！！我一定到，我刚好调回北京了，以后聚会方便了", exp=True),
    g("佳佳", "Momo你不是在上海吗？"),
    g("Momo", "上个月刚调回来的，还在中信，换了个部门而已"),
    g("佳佳", "羡慕，我还在读博，穷死")], [
    U("city", "北京|Beijing"), U("employer", "中信"), P("婷婷", "plan", "结婚"),
    P("佳佳", "degree", "读博|博士|PhD"), U("name", "Momo", False)], tag=True)
case(Z, "group", [
    g("小林", "有人知道靠谱的宠物医院吗？我家橘猫这两天不吃东西"),
    g("张姐", "橘猫？你不是养的狗吗"),
    g("小林", "狗是我弟的，猫是我的，叫大橘，俩都住我这儿"),
    g("老周", "去新华路那家，我家泰迪一直在那看，医生挺好")], [
    U("pet", "橘猫|猫|cat"), U("pet_name", "大橘"), P("弟弟", "pet", "狗|dog"), U("family", "我弟|弟弟", False),
    P("老周", "pet", "泰迪|teddy")], me="小林", tag=True)
case(Z, "group", [
    g("刘经理", "下周一新同事入职，大家欢迎一下"),
    g("阳阳", "收到！对了我下周三请假，去考科目二", exp=True),
    g("小赵", "阳阳你还没拿驾照啊哈哈，我都开了五年了，天天开我那辆破朗逸"),
    g("阳阳", "别笑了，第三次考了，这次再挂我就改骑电驴")], [
    U("plan", "考科目二|科目二"), P("小赵", "belonging", "朗逸")], tag=True)
case(Z, "group", [
    g("老陈", "今天在水库钓了条三斤的草鱼，哈哈哈"),
    g("大刘", "吹吧你，上回说五斤结果是条鲶鱼"),
    g("老陈", "这回真的，我孙女给拍的照，她上初一了，拍得可好了"),
    g("阿彬", "老陈退休了就是爽，天天钓鱼"),
    g("老陈", "那可不，退休三年了，钓鱼比上班强一百倍")], [
    U("hobby|sport", "钓鱼|fishing"), U("job_title", "退休|retired"), U("family", "孙女", False)],
    me="老陈", tag=True)
case(Z, "group", [
    g("小鱼", "谁去周深的南京站？"),
    g("Kiki", "我我我！票都买好了，11月2号，内场", exp=True),
    g("小鱼", "Kiki你不是说不追星了吗"),
    g("Kiki", "周深不算追星，是信仰🙏 别的歌手我真听不进去，太吵"),
    g("豆子", "我去不了，那周在厦门出差")], [
    U("plan", "周深的南京站|南京站"), U("fav_music", "周深")], tag=True, lh=True)
case(Z, "group", [
    g("王磊", "李老师好，我是王子轩爸爸，孩子今天发烧请假一天"),
    g("李老师", "收到，祝子轩早日康复"),
    g("朵朵妈妈", "最近流感多，我家朵朵上周也烧了，她对青霉素过敏，用药还麻烦"),
    g("王磊", "是啊，子轩也是烧到39度，幸好他不过敏")], [
    U("family", "王子轩|子轩"), P("王子轩", "relation", "儿子|son", False), U("gender", "男|male", False),
    P("朵朵", "allergy", "青霉素|penicillin"), P("朵朵妈妈", "family", "朵朵", False)], me="王磊", tag=True)
case(Z, "group", [
    g("大雄", "今晚谁来打球？老地方", exp=True),
    g("阿飞", "我来，刚下班"),
    g("小马", "去不了，膝盖半月板伤了还没好"),
    g("大雄", "保重啊兄弟，我上次崴脚也歇了俩月。我八点到，从公司直接过去")], [
    U("sport", "打球|篮球|basketball"), P("小马", "health", "半月板伤|膝盖半月板伤|半月板")], tag=True)
case(Z, "group", [
    g("导游小杨", "明天早上七点酒店大堂集合，别迟到哦"),
    g("晓雯", "好的，我带我妈一起，她高血压，爬山的项目我们就不参加了"),
    g("阿May", "我也恐高，玉龙雪山索道我不敢上"),
    g("晓雯", "哈哈那我们组个不上山小分队")], [
    P("妈妈", "health", "高血压|hypertension"), U("family", "我妈|妈妈"), P("阿May", "health", "恐高"),
    P("导游小杨", "job_title", "导游", False)], me="晓雯", tag=True)
case(Z, "group", [
    g("橙子", "这个月读《百年孤独》，我第三遍了，还是我心里第一名", exp=True),
    g("老K", "太长了吧，我更喜欢《活着》"),
    g("橙子", "余华也好，但马尔克斯那种热带的潮湿感没人比得了。倒是那些成功学的书我一页都读不下去"),
    g("西西", "我都没读完，人名太乱了")], [
    U("fav_book", "百年孤独|One Hundred Years of Solitude"), P("老K", "fav_book", "活着"),
    U("dislike", "成功学的书|成功学")], tag=True, lh=True)
case(Z, "group", [
    g("物业小李", "明天上午9点到12点停水，请大家提前储水"),
    g("阿兰", "又停水？我家三楼，上次停了一整天，我还怀着孕呢"),
    g("502张阿姨", "阿兰你几个月了？"),
    g("阿兰", "六个月了，预产期十月，是个闺女")], [
    U("health", "怀着孕|怀孕|pregnant"), U("gender", "女|female", False), U("plan", "预产期十月", False),
    P("物业小李", "job_title", "物业", False)], me="阿兰", tag=True)

# ---------------- named companion chats ----------------
case(Z, "comp", [
    u("今天终于把辞职信交了"),
    a("哇！你之前说你在那家咨询公司做了三年对吧？"),
    u("不是咨询公司，是会计师事务所，普华永道，四年了。下家是招商银行，下个月入职"),
    a("恭喜你！招商银行那边做什么呀？"),
    u("还是审计，内审。就是换个环境，不想天天出差了")], [
    U("employer|plan", "招商银行|China Merchants Bank"), U("job_title|plan", "内审|审计|auditor")],
    character="阿遥", tag=True)
case(Z, "comp", [
    u("我跟你说，我今天单曲循环了一整天的《夜空中最亮的星》"),
    a("你好像很喜欢逃跑计划？上次你还提过周杰伦。"),
    u("周杰伦是我前男友喜欢的啦，我才不听。逃跑计划是真爱，高中就开始听了"),
    a("原来如此～我自己最爱听民谣。那你最受不了什么音乐？"),
    u("喊麦。还有那种夜店电音，吵得人心慌")], [
    U("fav_music", "逃跑计划"), U("fav_music", "夜空中最亮的星", False), U("dislike", "喊麦"),
    U("dislike", "电音|夜店电音"), C("fav_music", "民谣")], character="芊芊", tag=True, lh=True)
case(Z, "comp", [
    u("最近失眠好严重，医生说是焦虑"),
    a("听起来很辛苦。你是不是还在吃褪黑素？"),
    u("没有，褪黑素我早停了，医生开的是舍曲林"),
    a("好的，我记住了：你在吃舍曲林，被诊断为焦虑。")], [
    U("health", "焦虑|anxiety"), U("health", "失眠|insomnia"), U("health", "舍曲林|sertraline", False)],
    character="阿遥", tag=True)
case(Z, "comp", [
    u("小团！我家又多了一只猫！"),
    a("哇，所以你现在有三只猫了？"),
    u("两只啦，之前那只不是猫，是兔子，叫雪球。新来的是只狸花，叫可乐"),
    a("雪球和可乐，名字都好可爱！")], [
    U("pet", "兔子|rabbit"), U("pet_name", "雪球"), U("pet", "狸花|狸花猫|猫"), U("pet_name", "可乐")],
    character="小团", tag=True)
case(Z, "comp", [
    u("好想吃我外婆做的梅干菜扣肉啊，全世界最好吃的菜"),
    a("是绍兴的做法吗？你说过你外婆在绍兴。"),
    u("对，我老家就是绍兴的，外婆还住那。我现在在北京，这边的南方菜都做得好甜，受不了"),
    a("北京的南方菜太甜了，记下了😄 那在北京你最爱吃啥？"),
    u("涮羊肉！冬天必须安排，别的就算了")], [
    U("fav_food", "梅干菜扣肉"), U("hometown", "绍兴|Shaoxing"), P("外婆", "city", "绍兴"), U("family", "外婆"),
    U("city", "北京|Beijing"), U("fav_food", "涮羊肉"), U("dislike", "南方菜")], character="芊芊", lh=True)
case(Z, "comp", [
    u("今天又被甲方改了八遍稿子"),
    a("做设计真不容易。你是平面设计师对吧？"),
    u("UI设计，不是平面。在一家做电商的小公司"),
    a("UI设计师，电商公司，明白了")], [
    U("job_title", "UI设计|UI设计师|UI designer"), U("industry", "电商|e-commerce"),
    U("employer", "做电商的小公司|小公司", False)], character="阿遥", tag=True)
case(Z, "comp", [
    u("明天我生日，又老一岁，三十了"),
    a("生日快乐！所以你明天满三十岁？"),
    u("对啊，3月14号，跟圆周率同一天哈哈"),
    a("那你是双鱼座呢")], [
    U("birthday", "3月14号|3月14日|March 14"), U("age", "三十|30|29", False)], character="星星", tag=True)
case(Z, "comp", [
    u("我姐叫许念，她下个月要从新加坡回来了"),
    a("你姐姐在新加坡工作吗？"),
    u("嗯她在星展银行，做风控的。回来是休假，不是回国"),
    a("原来许念在星展银行做风控，只是回来休假。")], [
    U("family", "许念|姐姐"), P("许念", "relation", "姐|姐姐|sister"), P("许念", "city", "新加坡|Singapore"),
    P("许念", "employer", "星展银行|DBS"), P("许念", "job_title", "风控"), P("许念", "plan", "休假|回来", False)],
    character="阿遥", tag=True)
case(Z, "comp", [
    u("昨晚重看了《千与千寻》，第十几遍了，每次都哭"),
    a("你最喜欢的电影是不是《你的名字》？"),
    u("不是，我最喜欢的就是千与千寻啊。新海诚那些画面好看但故事太空了，我不太喜欢"),
    a("好的，千与千寻是你的最爱～")], [
    U("fav_film", "千与千寻|Spirited Away"), U("dislike", "新海诚")], character="芊芊", tag=True, lh=True)
case(Z, "comp", [
    u("我在自学日语，N3过了，准备考N2"),
    a("厉害！你是日语专业的吗？"),
    u("不是，我是学护理的，现在在医院当护士。学日语是想以后去日本工作"),
    a("护士想去日本工作，挺好的目标。")], [
    U("language", "日语|Japanese"), U("major", "护理|nursing"), U("job_title", "护士|nurse"),
    U("employer", "医院|hospital", False), U("plan", "去日本工作|考N2", False)], character="小团", tag=True)
case(Z, "comp", [
    u("我搬家了！"),
    a("从上海搬到哪了？"),
    u("我之前不在上海啊，我在苏州，现在搬到无锡了，离公司近"),
    a("那你现在在无锡啦"),
    u("对，住滨湖区，离太湖不远，晚上能去湖边骑车。就是无锡的小笼包太甜了我不行，包子就该是咸的")], [
    U("city", "无锡|Wuxi"), U("place|city", "滨湖区|滨湖"), U("dislike", "小笼包|无锡的小笼包")], character="星星", tag=True, lh=True)
case(Z, "comp", [
    u("今天又没去成游泳，下暴雨"),
    a("你是每天都游泳吗？"),
    u("一周三次吧，游了快十年了。最烦的就是这种梅雨天，又闷又湿，衣服都干不了"),
    a("梅雨天确实难熬，等出梅就好了。")], [
    U("sport", "游泳|swimming"), U("dislike", "梅雨天")], character="阿遥", lh=True)
case(Z, "comp", [
    u("我男朋友今天给我做了一桌菜"),
    a("哇，是你那个做厨师的男朋友吗？"),
    u("他不是厨师哈哈，他是健身教练，就是爱做饭。对了他叫阿成"),
    a("阿成好贴心！")], [
    U("partner", "阿成|男朋友"), P("阿成", "relation", "男朋友|boyfriend"), P("阿成", "job_title", "健身教练"),
    P("阿成", "hobby", "做饭|cooking", False)], character="芊芊", tag=True)

# ---------------- diaries ----------------
case(Z, "diary", "3月2日 晴。早上六点半被楼上装修吵醒，烦。上班路上地铁坏了，迟到十分钟，被组长瞪了一眼。中午和同事去吃了新开的螺蛳粉，一般般，还是我们柳州的正宗，螺蛳粉是我的命。下午对了一下午报表，会计就是这样，月初最忙。晚上回家给豆豆（我家的仓鼠）换了木屑，它又胖了。睡前看了两集《漫长的季节》，范伟演得太好了。", [
    U("job_title", "会计|accountant"), U("pet", "仓鼠|hamster"), U("pet_name", "豆豆"), U("hometown", "柳州", False), U("fav_food", "螺蛳粉")], lh=True)
case(Z, "diary", "今天是搬来大理的第一百天。早上去洱海边跑了五公里，风大得要命。现在在客栈前台打工，老板是个北京人，人挺好。下午我爸打电话，说他腿又疼了，让我过年一定回合肥。其实我有点不想回，一回去就被催婚。晚上弹了会儿尤克里里，隔壁的狗跟着叫。大理的太阳我爱死了，合肥的冬天又湿又冷，我一天都不想再过。", [
    U("city", "大理|Dali"), U("job_title", "前台|客栈前台"), U("employer", "客栈", False), U("hometown", "合肥", False),
    P("爸爸", "health", "腿又疼了|腿疼"), U("family", "我爸|爸爸"), U("instrument", "尤克里里|ukulele"),
    U("sport", "跑|跑步", False), U("dislike", "合肥的冬天")], tag=True, lh=True)
case(Z, "diary", "周日，下雨。下雨天我就不出门，窝在家里听了一下午坂本龙一，心都静了。我真的受不了周末逛商场，人挤人，空气又差。晚饭做了番茄牛腩，现在我最拿手也最爱吃的就是这个。读完了《挪威的森林》，说实话不喜欢，渡边太被动了。还是更爱《边城》，翠翠那种等待才是真的。明天又要回学校，我带的初二两个班月考成绩出来了，估计又要挨骂。", [
    U("fav_music", "坂本龙一"), U("dislike", "逛商场|商场"), U("fav_food", "番茄牛腩"), U("dislike", "挪威的森林"),
    U("fav_book", "边城"), U("job_title", "老师|初中老师", False)], tag=True, lh=True)
case(Z, "diary", "今天体检报告出来了，甲状腺结节，医生说不用太担心，半年复查一次。中午跟闺蜜小雨吃饭，她说下个月辞职去考研，我觉得她疯了，她学法学的，在律所都干了两年了。回来路上给家里两只猫买了罐头，大的叫馒头，小的叫花卷。晚上老公加班，我一个人吃了泡面。", [
    U("health", "甲状腺结节"), P("小雨", "relation", "闺蜜"), P("小雨", "major", "法学|law"),
    P("小雨", "employer", "律所", False), P("小雨", "plan", "考研|辞职去考研", False), U("pet", "猫|cat"),
    U("pet_name", "馒头"), U("pet_name", "花卷"), U("partner", "老公")], tag=True)
case(Z, "diary", "2024.11.8 公司年会抽奖抽中了一台Switch，运气爆棚！在顺丰科技做测试四年了，第一次中奖。回家路上给我妈打电话，她在老家西安，最近迷上了广场舞。我跟她说过年带女朋友回去，她高兴坏了。女朋友叫林可，是个牙医。", [
    U("belonging", "Switch"), U("employer", "顺丰科技|顺丰"), U("job_title", "测试|测试工程师"),
    P("妈妈", "city", "西安|Xi'an"), P("妈妈", "hobby", "广场舞"), U("family", "我妈|妈妈"), U("hometown", "西安", False),
    U("partner", "林可|女朋友"), P("林可", "relation", "女朋友|girlfriend"), P("林可", "job_title", "牙医|dentist"),
    U("plan", "过年带女朋友回去", False)])
case(Z, "diary", "今天第一天去驾校，教练凶得很。报的C2自动挡，交了四千多。下午去图书馆自习，下周要考四级了，英语真是我的死穴。室友说我要是挂了就请她们吃火锅，赌约成立。晚上吃食堂的麻辣香锅，我对花生过敏，还得跟打菜阿姨说别放花生。", [
    U("plan", "四级|考四级|CET-4"), U("allergy", "花生|peanut"), U("plan", "C2|驾校", False)], tag=True)
case(Z, "diary", "好热。杭州的夏天就是蒸笼，我真的恨死了。但是西湖晚上的风又让我舍不得离开这座城市，在这里住了六年了。今天加班到九点，阿里的活永远干不完。回家路上听了草东没有派对的《大风吹》，草东是我这几年最爱的乐队，吼一嗓子舒服多了。冰箱里只剩一根黄瓜，算了点外卖。", [
    U("city", "杭州|Hangzhou"), U("dislike", "杭州的夏天|夏天"), U("employer", "阿里|阿里巴巴|Alibaba"),
    U("fav_music", "草东没有派对|草东")], lh=True)
case(Z, "diary", "今天带儿子去打疫苗，他哭得撕心裂肺。朵朵（我女儿）在旁边笑他胆小，姐弟俩又吵起来。孩子他爸出差去成都了，要一周。晚上终于有空练了会儿字，楷书，练了三年了，总算有点样子。", [
    U("family", "朵朵|女儿"), P("朵朵", "relation", "女儿|daughter"), U("family", "儿子"),
    U("partner", "孩子他爸"), U("hobby", "楷书|练字|书法|calligraphy"), U("gender", "女|female", False)], tag=True)
case(Z, "diary", "签了租房合同，正式从望京搬到回龙观了，房租便宜了一千五。搬家师傅把我的电钢琴磕了个角，心疼死，这台雅马哈陪了我七年。晚上吃了楼下的卤煮，还是不如以前胡同口那家。", [
    U("place|city", "回龙观"), U("instrument", "电钢琴|钢琴|piano"), U("belonging", "雅马哈|Yamaha"),
    U("city", "北京|Beijing", False)], tag=True)
case(Z, "diary", "今天面试了第三家，还是没消息。学的新闻，硕士，毕业半年了还在找工作，心态有点崩。我妈说要不回青岛考公吧。晚上跟高中同学视频，她在澳洲读博，养了一只狗叫Lucky。", [
    U("major", "新闻|journalism"), U("degree", "硕士|master"), U("hometown", "青岛", False),
    P("高中同学", "city", "澳洲|Australia"), P("高中同学", "degree", "读博|博士"), P("高中同学", "pet", "狗|dog"),
    P("高中同学", "pet_name", "Lucky")], tag=True)
case(Z, "diary", "清明回了趟老家湖南邵阳，给爷爷扫墓。奶奶八十五了，身体还硬朗，每天自己种菜。堂哥在县城开了家奶茶店，生意还行。我在长沙上班，回去就两个小时高铁。晚上奶奶做了剁椒鱼头，全世界我最爱的一道菜，长沙馆子做的都没她的香。", [
    U("hometown", "邵阳|湖南邵阳|湖南"), P("奶奶", "age", "八十五|85"), P("奶奶", "hobby", "种菜", False),
    U("family", "奶奶"), P("堂哥", "job_title", "开了家奶茶店|奶茶店", False), U("city", "长沙|Changsha"),
    U("fav_food", "剁椒鱼头")], tag=True, lh=True)
