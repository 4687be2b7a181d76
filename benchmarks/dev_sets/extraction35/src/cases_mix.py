from h import F, U, P, C, short, diary, comp, group

CASES = []
A = CASES.append

# ---------- short chats ----------
A(short("mix", "我在Google上海office做SRE，not software engineer，别再问我能不能内推前端了", [
    U("employer", ["Google", "谷歌"]),
    U("job_title", ["SRE", "site reliability engineer"]),
    U("city", ["上海", "Shanghai"], False),
], neg=True))
A(short("mix", "宝宝昨天打疫苗发烧到38.5，我一整晚没睡，my husband was on call at the hospital 😩", [
    U("family", ["宝宝", "baby"]),
    P("宝宝", "health", ["发烧", "fever"], False),
    U("partner", ["husband", "老公"], False),
    P("husband", "employer", ["hospital"], False),
], neg=True))
A(short("mix", "my mom 很 traditional，坚持坐月子不能洗头，我已经 five days 没洗头了", [
    U("health", ["坐月子", "postpartum"]),
    U("family", ["mom", "妈妈"], False),
    U("gender", ["female", "女"], False),
], neg=True))
A(short("mix", "我的 cat 叫 Mochi，是只英短，超级 lazy", [
    U("pet", ["英短", "cat", "British Shorthair"]),
    U("pet_name", ["Mochi"]),
]))
A(short("mix", "i'm from 重庆 but 现在 based in London，做 UX design", [
    U("hometown", ["重庆", "Chongqing"]),
    U("city", ["London", "伦敦"]),
    U("job_title", ["UX design", "UX designer"]),
]))
A(short("mix", "周末去 climbing gym，是我每周必做的事，比 yoga 有意思多了，yoga 我去过一次就放弃了", [
    U("sport", ["climbing", "攀岩"]),
], neg=True))
A(short("mix", "我 lactose intolerant，喝奶茶都要换 oat milk", [
    U(["health", "allergy", "diet"], ["lactose intolerant", "乳糖不耐受"]),
    U("diet", ["oat milk", "燕麦奶"], False),
]))
A(short("mix", "My WeChat 和 phone 都是 18602113357，email 是 wangyi.h@outlook.com", [
    U("phone", ["18602113357"]),
    U("email", ["wangyi.h@outlook.com"]),
]))
A(short("mix", "Next month 回国 wedding，终于要嫁给 Kevin 了，订了 Hilton 的宴会厅", [
    U("plan", ["wedding", "婚礼"]),
    U("partner", ["Kevin"]),
    P("Kevin", "relation", ["未婚夫", "fiancé"], False),
    U("gender", ["女", "female"], False),
]))
A(short("mix", "我女儿 Chloe 三岁，在 Montessori 上 daycare，天天回来说英文，我都接不住", [
    U("family", ["Chloe", "女儿", "daughter"]),
    P("Chloe", "relation", ["女儿", "daughter"]),
    P("Chloe", "age", ["三岁", "3"]),
    P("Chloe", "school", ["Montessori"]),
    P("Chloe", "language", ["英文", "English"], False),
], neg=True))
A(short("mix", ["我不是 CS major 哈，我学 statistics 的", "那你怎么在写代码😂", "后来转码了呗，现在在一家 fintech 做 data engineer"], [
    U("major", ["statistics", "统计"]),
    U("job_title", ["data engineer"]),
    U("industry", ["fintech", "金融科技"]),
], neg=True))
A(short("mix", "我外婆 89 岁了 still 每天打麻将，sharp 得很", [
    U("family", ["外婆", "grandma"]),
    P("外婆", "age", ["89"]),
    P("外婆", "hobby", ["打麻将", "麻将", "mahjong"]),
]))

# ---------- diaries ----------
A(diary("mix", "Today 好累。早上 drop off 小宝 at daycare，他又哭，我在门口站了十分钟才走。Work 上被 manager 点名说 deck 做得不行，我是做 consulting 的，这种事常有，但今天特别 emotional。Lunch 吃了楼下的 pho，我的 comfort food。晚上老公做饭，他最近在学 sourdough，厨房一片狼藉。小宝 11 个月，开始扶着沙发走了 🥹", [
    U("family", ["小宝", "baby"], False),
    P("小宝", "age", ["11 个月", "11个月", "11 months"]),
    U("industry", ["consulting", "咨询"]),
    U("fav_food", ["pho"]),
    U("partner", ["老公", "husband"]),
    P("老公", "hobby", ["sourdough"]),
], neg=True))
A(diary("mix", "Sunday. 陪爸妈去 Costco，我爸现在 retired 了天天研究 stock，我妈在学 TikTok 拍视频。我自己在 Vancouver 住了十年，还是觉得 home 是台北。下午去 hiking，Grouse Grind 一个半小时，一般般。晚上给 Luna 洗澡，她是只 golden retriever，洗完整个浴室都是毛。", [
    U("family", ["爸妈", "parents"]),
    P("爸爸", "job_title", ["retired", "退休"]),
    P("爸爸", "hobby", ["stock", "炒股"], False),
    P("妈妈", "hobby", ["TikTok"], False),
    U("city", ["Vancouver", "温哥华"]),
    U("hometown", ["台北", "Taipei"]),
    U("pet", ["golden retriever", "金毛"]),
    U("pet_name", ["Luna"]),
    U("sport", ["hiking"], False),
], neg=True))
A(diary("mix", "孕 28 周 check-up 一切 OK 🙏 医生说 baby 头朝下了。下午在家 remote work，我是 product designer at Airbnb，最近在做 host 端的 redesign。老公 Jason 今天第一次感受到胎动，激动到要打电话给他妈。晚饭想吃酸辣粉，孕期口味真的变好多。", [
    U("health", ["孕 28 周", "怀孕", "pregnant"]),
    U("job_title", ["product designer"]),
    U("employer", ["Airbnb"]),
    U("partner", ["Jason", "老公"]),
    P("Jason", "relation", ["老公", "husband"]),
    U("gender", ["女", "female"], False),
]))
A(diary("mix", "Grandma duty day 3. 我来 Sydney 帮女儿带 twins 已经两个月了，visa 还有四个月。两个小家伙 eight months，一个吃一个哭。女儿是 dentist，女婿 works in mining，每天早出晚归。我自己血压有点高，带了药过来。晚上 video call 老伴，他一个人在苏州看家，说家里的花都开了。", [
    U("family", ["女儿", "daughter"]),
    P("女儿", "job_title", ["dentist", "牙医"]),
    P("女儿", "city", ["Sydney", "悉尼"], False),
    P("女婿", "industry", ["mining", "矿业"]),
    P("twins", "age", ["eight months", "8个月"]),
    U("family", ["twins", "外孙"], False),
    U("health", ["血压有点高", "高血压", "high blood pressure"]),
    U("partner", ["老伴", "spouse"]),
    P("老伴", "city", ["苏州", "Suzhou"]),
    U("city", ["苏州", "Suzhou"], False),
    U("gender", ["女", "female"], False),
], neg=True))

# ---------- companion chats ----------
A(comp("mix", "Ren", ["Ren，我今天 finally 把 thesis 交了！",
                     "Congrats!! 是 PhD thesis 吗？",
                     "不是啦，master's，在 Edinburgh 读 public health",
                     "Nice! 毕业后打算留在英国吗？",
                     "已经拿到 NHS 的 offer 了，九月开始，但可能还是想回上海"], [
    U("degree", ["master's", "硕士"]),
    U("school", ["Edinburgh", "University of Edinburgh"]),
    U("major", ["public health", "公共卫生"]),
    U(["employer", "plan"], ["NHS"]),
    U("city", ["Edinburgh", "爱丁堡"], False),
    U("plan", ["回上海"], False),
]))
A(comp("mix", "糖糖", ["糖糖，宝宝四个月了，晚上还是每两小时醒一次 😭",
                      "辛苦了！是不是该 sleep training 了？你是不是之前说你是 teacher 要准备返岗？",
                      "我是 nurse 不是 teacher 哈，下个月 return to work，所以更焦虑",
                      "Sorry 记错！那宝宝谁带？",
                      "我妈从 Harbin 过来帮忙，下周到"], [
    U("family", ["宝宝", "baby"]),
    P("宝宝", "age", ["四个月", "4个月", "4 months"]),
    P("宝宝", "health", ["每两小时醒一次"], False),
    U("job_title", ["nurse", "护士"]),
    U("plan", ["return to work", "返岗"]),
    P("妈妈", "plan", ["过来帮忙", "下周到"]),
    P("妈妈", ["city", "hometown"], ["Harbin", "哈尔滨"], False),
]))
A(comp("mix", "Ren", ["Ren 你最喜欢哪部电影？",
                     "我超爱《千与千寻》！You?",
                     "Before Sunrise，看了不下十遍。Ethan Hawke 永远的神",
                     "So romantic. 你是不是也喜欢 Linklater 其他的？",
                     "其实没看过几部，哈哈。我主要是 Julie Delpy 粉"], [
    C("fav_film", ["千与千寻", "Spirited Away"]),
    U("fav_film", ["Before Sunrise", "爱在黎明破晓前"]),
]))
A(comp("mix", "糖糖", ["今天又被同事问什么时候生二胎，烦",
                      "你不是说你还没有孩子吗？",
                      "有啊！儿子 Leo 都五岁了，你记错了 😂 我说的是我不想要二胎",
                      "啊 sorry！Leo 五岁，记住了",
                      "他今年 September 上 kindergarten，我们在 Irvine 找了好久学校"], [
    U("family", ["Leo", "儿子", "son"]),
    P("Leo", "relation", ["儿子", "son"]),
    P("Leo", "age", ["五岁", "5"]),
    P("Leo", ["school", "plan"], ["kindergarten"]),
    U("city", ["Irvine"], False),
]))

# ---------- group chats ----------
A(group("mix", [("Cindy", "有人知道 San Jose 哪家 infant care 有 spot 吗？我 maternity leave 只剩三周就要回 Apple 了"),
                ("Amy 妈妈", "我们家那家 waitlist 八个月 😅"),
                ("Joyce", "我婆婆下个月来，暂时不用找了"),
                ("Cindy", "羡慕！我婆婆在 Chengdu，visa 还没下来")], [
    U("employer", ["Apple", "苹果"]),
    U("plan", ["回 Apple", "maternity leave 只剩三周"]),
    U("city", ["San Jose", "圣何塞"], False),
    U("family", ["infant", "baby"], False),
    P("婆婆", "city", ["Chengdu", "成都"]),
    P("Joyce婆婆", "plan", ["下个月来"], False),
    U("gender", ["女", "female"], False),
], me="Cindy"))
A(group("mix", [("Boss Lee", "下週 Singapore trip 邊個去？"),
                ("阿Ken", "我去，already booked 機票。不過我唔食牛，airline meal 要揀 chicken"),
                ("Fiona", "我唔去啦，my son 下週 graduation"),
                ("阿Ken", "Congrats Fiona! 你個仔讀 HKU 嗰個？"),
                ("Fiona", "係呀，engineering")], [
    U("plan", ["Singapore trip", "新加坡"]),
    U("diet", ["唔食牛", "不吃牛", "no beef"]),
    P("Fiona", "family", ["son", "仔"]),
    P("Fiona's son", "school", ["HKU", "港大"]),
    P("Fiona's son", "major", ["engineering", "工程"]),
    P("Fiona's son", "plan", ["graduation", "毕业"]),
    U("name", ["阿Ken", "Ken"], False),
    U("language", ["粤语", "Cantonese"], False),
], exporter="阿Ken"))
A(group("mix", [("Mandy", "爸爸 birthday dinner 订好了 Saturday 6pm，Din Tai Fung"),
                ("Jason", "mom I have swim meet till 5"),
                ("Mandy", "ok 那你 swim 完直接过来"),
                ("爷爷", "我不吃小笼包，给我点个面就行"),
                ("Mandy", "知道啦爸，你糖尿病也别吃甜的")], [
    U("plan", ["birthday dinner", "Din Tai Fung"]),
    U("family", ["Jason", "son"], False),
    P("Jason", "sport", ["swim", "swimming"]),
    P("爷爷", "dislike", ["小笼包"]),
    P("爷爷", "health", ["糖尿病", "diabetes"]),
    P("爷爷", "relation", ["爸", "father"], False),
    U("gender", ["女", "female"], False),
], me="Mandy"))
A(group("mix", [("Tom", "who's bringing what for the potluck?"),
                ("Yuki", "我带 sushi，我是日本人但在北京长大的，所以中文比日语还好 lol"),
                ("小婷", "Yuki 你日语不行吗😂"),
                ("Yuki", "能说，但 keigo 完全不会。我 boyfriend 阿辉 会帮我检查工作 email")], [
    U("hometown", ["北京", "Beijing"]),
    U("hometown", ["日本", "Japan"], False),
    U("language", ["中文", "Chinese"]),
    U("language", ["日语", "Japanese"], False),
    U("partner", ["阿辉", "boyfriend"]),
    P("阿辉", "relation", ["boyfriend", "男朋友"]),
    U("name", ["Yuki"], False),
], exporter="Yuki"))
