"""Word lists the offline extractor relies on (general knowledge, both languages).

Kept apart from the patterns so they can grow without touching the rules.
Nothing here is about one particular user: surnames, job nouns, kin terms,
languages, interest categories and a small gazetteer of big places (so that
我在上海工作 is read as a place and 我在腾讯工作 as an employer).
"""

from __future__ import annotations

import re

SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈"
    "姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
    "常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝"
)
COMPOUND_SURNAMES = ("欧阳", "司马", "上官", "诸葛", "东方", "慕容", "司徒", "皇甫", "令狐", "夏侯")

# Words that end a Chinese name/place run ("林小雪在北京读书" → 林小雪).
ZH_BOUNDARY = (
    "是", "在", "也", "和", "跟", "与", "说", "来", "去", "今年", "今天", "昨天", "明天", "前天", "一起", "的", "很", "非常",
    "又", "还", "都", "刚", "要", "会", "给", "请", "带", "约", "喜欢", "住", "从", "对", "把", "被", "就", "才",
    "已经", "最近", "了", "啊", "呀", "吧", "呢", "哦", "哈", "嘛", "现在", "正在", "特别", "真", "总是", "经常",
    "每天", "平时", "老是", "一直", "好像", "可能", "比", "像", "叫", "做", "当", "让", "陪", "送", "买", "吃", "喝",
    "看", "听", "玩", "打", "有", "没", "不", "上", "下", "过", "着", "岁", "生", "养", "家", "这", "那", "他", "她", "它",
    "倒是", "其实", "居然", "竟然", "早就",
    "视频", "通话", "语音", "聊天", "聊", "见面", "逛街",  # 和男朋友阿琛视频: what one did with someone ends their name
)
NAME_STOP = frozenset(
    {
        "什么", "谁", "哪个", "这个", "那个", "自己", "大家", "别人", "朋友", "今天", "昨天", "明天", "最近", "现在", "已经",
        "好像", "特别", "非常", "真的", "一直", "总是", "生病", "宝贝", "亲爱的", "一个", "一只", "一位", "小时", "小时候",
        "老师", "老板", "小孩", "小朋友", "阿姨", "叔叔", "老家", "小区", "小学", "老人", "以前", "之前", "后来",
        "我们", "你们", "他们", "她们", "它们", "哪里", "这里", "那里",
        # doubled syllables that are adverbs, verbs or sounds, not the doubled pet names of children (朵朵, 乐乐)
        "天天", "常常", "刚刚", "慢慢", "好好", "偷偷", "渐渐", "往往", "明明", "每每", "人人", "个个", "想想", "看看",
        "试试", "说说", "谢谢", "哈哈", "呵呵", "嘿嘿", "嘻嘻", "乖乖", "早早", "处处", "时时", "年年", "久久", "紧紧",
        "轻轻", "悄悄", "稍稍", "默默", "白白", "统统", "足足", "整整", "仅仅", "大大", "宝宝", "呜呜", "嗯嗯", "好好的",
    }
)

ZH_JOB_SUFFIXES = (
    "工程师", "程序员", "设计师", "架构师", "分析师", "会计师", "建筑师", "律师", "医生", "医师", "护士", "老师", "教师",
    "教授", "讲师", "研究员", "科学家", "学生", "研究生", "博士生", "本科生", "大学生", "高中生", "初中生", "小学生",
    "经理", "总监", "主管", "主任", "总裁", "老板", "创始人", "合伙人", "顾问", "专员", "助理", "秘书", "编辑", "记者",
    "作家", "作者", "编剧", "导演", "演员", "歌手", "音乐人", "画家", "摄影师", "厨师", "司机", "警察", "消防员", "军人",
    "公务员", "销售", "运营", "产品经理", "策划", "翻译", "客服", "店长", "店主", "主播", "博主", "自由职业者",
    "创业者", "农民", "工人", "技术员", "药剂师", "心理咨询师", "咨询师", "健身教练", "教练", "飞行员", "空姐", "兽医",
    "会计", "出纳", "码农", "程序猿", "设计", "实习生", "职员", "白领", "律师助理", "科研人员", "数据科学家",
    # heads of a team or a place (厨师长, 护士长, 行长 …)
    "厨师长", "护士长", "行长", "校长", "院长", "科长", "处长", "局长", "部长", "组长", "队长", "机长", "船长", "列车长",
    "董事长", "总经理", "副总", "总工", "总编", "主编", "团长", "社长", "镇长", "村长", "县长", "市长", "站长", "车间主任",
    # lines of work that name the job of whoever does them (在字节做测试, 在游戏公司做美术, 我是做HR的)
    "测试", "开发", "前端", "后端", "运维", "算法", "数据分析", "文案", "美术", "美工", "财务", "审计", "调度", "人事",
    "行政", "法务", "跟单", "采购", "监理", "质检", "研发", "剪辑", "产品", "HR", "收银", "保安", "保洁", "导游", "月嫂",
    "保姆", "护工",
    # the productive occupational suffixes: -师 (插画师, 理发师), -员 (快递员, 柜员), -医 (牙医), -家 (画家, 作曲家), -工 (电工)
    "师", "员", "医", "家", "工", "手",
)
# words with an occupational suffix that are not occupations (会员, 大家, 员工 is one, 老家 is not)
ZH_NOT_JOBS = frozenset({"会员", "成员", "党员", "团员", "队员", "大家", "人家", "老家", "自家", "娘家", "东家", "管家", "冤家",
                         "亲家", "老师傅", "高手", "新手", "对手", "帮手", "选手", "老手", "水手", "人手", "能手", "助手",
                         "一手", "二手", "国家", "专家", "行家", "玩家", "买家", "卖家", "赢家", "输家", "全家",
                         "回家", "在家", "到家", "住家", "本家", "婆家", "厂家", "商家", "店家",
                         "射手"})  # 我是射手: Sagittarius (射手座), or a role in a game
EN_JOB_NOUNS = (
    "engineer", "developer", "programmer", "coder", "teacher", "professor", "lecturer", "tutor", "doctor", "physician",
    "nurse", "surgeon", "dentist", "designer", "architect", "manager", "director", "lawyer", "attorney", "accountant",
    "consultant", "analyst", "scientist", "researcher", "writer", "author", "journalist", "reporter", "editor", "artist",
    "musician", "photographer", "chef", "baker", "student", "intern", "officer", "clerk", "cashier", "driver",
    "pilot", "pharmacist", "therapist", "psychologist", "counselor", "counsellor", "entrepreneur", "founder", "ceo",
    "cto", "cfo", "freelancer", "translator", "interpreter", "actor", "actress", "singer", "dancer", "mechanic",
    "electrician", "plumber", "carpenter", "farmer", "salesperson", "salesman", "saleswoman", "marketer", "administrator",
    "technician", "tech", "cook", "hygienist", "brewer", "PM", "SWE", "QA", "librarian", "veterinarian", "vet", "firefighter", "soldier", "barista", "waiter", "waitress",
    "bartender", "coordinator", "assistant", "specialist", "producer", "programmer", "scientist", "economist",
    "banker", "trader", "investor", "recruiter", "secretary", "receptionist", "paramedic", "midwife", "caregiver",
    "streamer", "youtuber", "blogger", "illustrator", "animator", "postdoc", "phd student", "grad student",
    "undergraduate", "undergrad", "executive", "nanny", "coach", "trainer",
    # more occupations as people name them (a one-word noun is matched whole: copywriter is no *writer*)
    "paralegal", "barber", "hairdresser", "hairstylist", "stylist", "realtor", "real estate agent", "travel agent",
    "insurance agent", "auditor", "bookkeeper", "dispatcher", "courier", "janitor", "custodian", "teller", "welder",
    "machinist", "inspector", "supervisor", "foreman", "detective", "surveyor", "optometrist", "radiologist",
    "sonographer", "phlebotomist", "chiropractor", "dietitian", "nutritionist", "physiotherapist", "influencer",
    "contractor", "landscaper", "gardener", "florist", "tailor", "butcher", "server", "dishwasher", "housekeeper",
    "babysitter", "principal", "copywriter", "screenwriter", "songwriter", "lpn", "rn", "emt", "cna", "dj",
    "stay at home mom", "stay-at-home mom", "stay at home dad", "stay-at-home dad", "stay-at-home parent", "homemaker",
    "housewife", "sous chef", "line cook", "prep cook", "security guard", "flight attendant", "social worker",
    "veterinary technician", "vet tech", "medical coder", "data scientist", "actuary", "underwriter", "loan officer",
    "sommelier", "tattoo artist", "personal trainer", "lab manager", "lifeguard", "cashier", "mail carrier",
)

# kin term → profile sub_topic under "relationship"
ZH_KIN = {
    "妈妈": "mother", "母亲": "mother", "老妈": "mother", "妈": "mother",
    "爸爸": "father", "父亲": "father", "老爸": "father", "爸": "father",
    "姐姐": "sister", "妹妹": "sister", "姐": "sister", "妹": "sister",
    "哥哥": "brother", "弟弟": "brother", "哥": "brother", "弟": "brother",
    "老公": "partner", "丈夫": "partner", "老婆": "partner", "妻子": "partner", "太太": "partner", "爱人": "partner",
    "男朋友": "partner", "女朋友": "partner", "男友": "partner", "女友": "partner", "对象": "partner",
    "儿子": "children", "女儿": "children", "孩子": "children",
    "爷爷": "grandparents", "奶奶": "grandparents", "外公": "grandparents", "外婆": "grandparents",
    "姥姥": "grandparents", "姥爷": "grandparents",
    "好朋友": "friends", "朋友": "friends", "好友": "friends", "闺蜜": "friends", "死党": "friends", "发小": "friends",
    "室友": "friends", "哥们": "friends", "兄弟": "friends", "同学": "friends", "老同学": "friends",
    "同事": "colleagues", "老板": "colleagues", "领导": "colleagues", "上司": "colleagues",
}
EN_KIN = {
    "mom": "mother", "mother": "mother", "mum": "mother", "mommy": "mother", "mama": "mother",
    "dad": "father", "father": "father", "daddy": "father", "papa": "father",
    "sister": "sister", "little sister": "sister", "younger sister": "sister", "older sister": "sister",
    "big sister": "sister", "sis": "sister",
    "brother": "brother", "little brother": "brother", "younger brother": "brother", "older brother": "brother",
    "big brother": "brother",
    "wife": "partner", "husband": "partner", "boyfriend": "partner", "girlfriend": "partner", "partner": "partner",
    "fiance": "partner", "fiancé": "partner", "fiancee": "partner", "fiancée": "partner", "spouse": "partner",
    "son": "children", "daughter": "children", "kid": "children",
    "grandma": "grandparents", "grandmother": "grandparents", "grandpa": "grandparents", "grandfather": "grandparents",
    "best friend": "friends", "friend": "friends", "roommate": "friends", "flatmate": "friends", "buddy": "friends",
    "bestie": "friends", "classmate": "friends",
    "coworker": "colleagues", "co-worker": "colleagues", "colleague": "colleagues", "boss": "colleagues",
    "manager": "colleagues",
}
ZH_PETS = ("猫咪", "小猫", "猫", "狗狗", "小狗", "狗子", "猫子", "狗", "兔子", "仓鼠", "鹦鹉", "乌龟", "金鱼", "柯基", "柴犬", "布偶猫", "英短", "橘猫",
           "金毛", "哈士奇", "二哈", "泰迪", "拉布拉多", "边牧", "萨摩耶", "比熊", "博美", "法斗", "雪纳瑞", "美短", "暹罗猫", "狸花猫",
           "蓝猫", "龙猫", "刺猬", "蜥蜴", "八哥", "锦鲤", "布偶", "垂耳兔", "缅因猫", "加菲猫", "德牧", "阿拉斯加", "金丝熊", "狸花", "三花", "奶牛猫",
           "土狗", "中华田园犬", "田园犬", "田园猫", "画眉鸟", "画眉", "豚鼠", "荷兰猪", "守宫", "豹纹守宫", "柴柴", "暹罗", "边境牧羊犬",
           "吉娃娃", "腊肠犬", "巴哥", "比格", "金吉拉", "无毛猫", "黑猫", "白猫", "小奶猫", "兔兔", "小兔子")
ZH_PETS_ALT = "|".join(sorted(ZH_PETS, key=len, reverse=True))  # longest first, for patterns (狗狗 before 狗)
EN_PETS = ("cat", "dog", "kitten", "puppy", "bunny", "rabbit", "hamster", "parrot", "turtle", "tortoise", "goldfish", "fish", "guinea pig", "corgi",
           "husky", "labrador", "lab", "golden retriever", "retriever", "poodle", "beagle", "shiba", "shiba inu", "chihuahua", "pug",
           "dachshund", "bulldog", "terrier", "spaniel", "collie", "border collie", "sheepdog", "greyhound", "whippet", "schnauzer",
           "ragdoll", "siamese", "persian", "maine coon", "tabby", "budgie", "gecko", "ferret", "chinchilla", "hedgehog", "snake",
           "lizard", "cockatiel", "canary", "pony", "horse",
           "bearded dragon", "leopard gecko", "axolotl", "iguana", "parakeet", "cockatoo", "gerbil", "lab mix", "pit bull", "pitbull",
           "goldendoodle", "labradoodle", "cavapoo", "samoyed", "dalmatian", "rottweiler", "sheltie", "tuxedo cat")

LANGUAGES_EN = (
    "english", "chinese", "mandarin", "cantonese", "japanese", "korean", "french", "german", "spanish", "italian",
    "portuguese", "russian", "arabic", "hindi", "bengali", "urdu", "turkish", "dutch", "swedish", "norwegian",
    "danish", "finnish", "polish", "czech", "greek", "hebrew", "thai", "vietnamese", "indonesian", "malay",
    "tagalog", "persian", "farsi", "swahili", "ukrainian", "hungarian", "romanian", "shanghainese", "hokkien",
    "taiwanese", "sign language",
)

# interest category → (zh words, en words); checked as substrings of an item
INTEREST_LEXICON: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "food": (
        ("火锅", "寿司", "拉面", "面条", "饺子", "烧烤", "辣", "甜食", "甜点", "咖啡", "奶茶", "茶", "巧克力", "蛋糕", "冰淇淋",
         "水果", "川菜", "粤菜", "湘菜", "日料", "料理", "韩餐", "西餐", "披萨", "汉堡", "牛排", "海鲜", "烤鸭", "包子",
         "小笼包", "米饭", "香菜", "啤酒", "红酒", "葡萄酒", "酒", "可乐", "果汁", "零食", "美食", "面包", "饼干", "牛奶",
         "榴莲", "螺蛳粉", "麻辣烫", "串串", "烤肉", "炸鸡", "臭豆腐", "豆腐", "鸡蛋", "肉", "鱼", "虾", "蟹", "菜",
         "花生", "芒果", "草莓", "西瓜", "苹果", "香蕉", "粥", "米线", "粉",
         # drinks and sweets named by their own word, and shellfish (冰美式, 双皮奶, 蛤蜊)
         "美式", "拿铁", "摩卡", "卡布奇诺", "酸奶", "双皮奶", "布丁", "蛋挞", "甜品", "月饼", "粽子", "汤圆", "豆浆", "油条",
         "蛤蜊", "生蚝", "扇贝", "鲍鱼", "龙虾"),
        ("sushi", "pizza", "pasta", "ramen", "noodle", "coffee", "tea", "chocolate", "cake", "ice cream", "burger",
         "steak", "seafood", "spicy", "cheese", "wine", "beer", "barbecue", "bbq", "dumpling", "hotpot", "hot pot",
         "curry", "taco", "fruit", "dessert", "cilantro", "coriander", "peanut", "food", "cuisine", "chicken", "pork",
         "beef", "fish", "shrimp", "bread", "cookie", "candy", "sweets", "mango", "strawberr", "apple", "banana",
         "avocado", "salad", "soup", "rice", "tofu", "durian", "boba", "bubble tea", "matcha", "latte", "cooking",
         "baking", "meat", "vegetable", "mushroom", "onion", "garlic", "olive"),
    ),
    "music": (
        ("音乐", "爵士", "摇滚", "古典", "流行乐", "民谣", "嘻哈", "说唱", "歌", "唱歌", "吉他", "钢琴", "小提琴", "鼓",
         "乐队", "演唱会", "蓝调", "电子乐", "K歌", "尤克里里", "二胡", "古筝", "交响"),
        ("jazz", "rock", "classical", "pop music", "music", "song", "singing", "guitar", "piano", "violin", "drum",
         "band", "concert", "hip hop", "hip-hop", "rap", "k-pop", "kpop", "indie", "blues", "folk", "edm", "opera",
         "karaoke", "ukulele", "cello", "saxophone", "vinyl", "metal", "punk"),
    ),
    "sports": (
        ("运动", "爬山", "登山", "徒步", "跑步", "马拉松", "游泳", "篮球", "足球", "羽毛球", "乒乓球", "网球", "排球",
         "瑜伽", "健身", "骑行", "骑车", "滑雪", "冲浪", "攀岩", "拳击", "跳舞", "舞蹈", "滑板", "潜水", "高尔夫",
         "棒球", "太极", "散步", "露营", "钓鱼", "划船", "撸铁", "太极拳", "跳绳", "快走", "晨跑", "夜跑", "长跑", "举重",
         "跆拳道", "空手道", "柔道", "击剑", "射箭", "保龄球", "滑冰", "轮滑", "普拉提", "游泳"),
        ("hiking", "hike", "running", "jogging", "marathon", "swimming", "basketball", "football", "soccer",
         "badminton", "tennis", "ping pong", "table tennis", "volleyball", "yoga", "gym", "workout", "working out",
         "fitness", "cycling", "biking", "skiing", "snowboarding", "surfing", "climbing", "bouldering", "boxing",
         "dancing", "skateboarding", "diving", "golf", "baseball", "tai chi", "walking", "camping", "fishing",
         "rowing", "pilates", "sports", "martial arts", "crossfit", "lifting", "weightlifting", "water aerobics",
         "pickleball", "jiu jitsu", "jiu-jitsu", "bjj", "taekwondo", "karate", "judo", "kickboxing", "kayaking",
         "rock climbing", "squash", "cricket", "rugby", "lacrosse", "hockey", "ice hockey", "softball", "spin class",
         "spinning", "zumba", "triathlon", "half marathon", "fencing", "archery", "bowling", "lawn bowls", "skating"),
    ),
    "movies": (
        ("电影", "电视剧", "动漫", "动画", "纪录片", "综艺", "美剧", "韩剧", "日剧", "追剧", "科幻片", "恐怖片"),
        ("movie", "film", "anime", "tv show", "documentar", "series", "sitcom", "cinema", "netflix", "horror",
         "sci-fi", "drama"),
    ),
    "books": (
        ("书", "小说", "阅读", "诗", "漫画", "散文", "科幻小说", "推理"),
        ("book", "novel", "reading", "poetry", "poem", "comic", "manga", "literature", "fiction", "mystery"),
    ),
    "animals": (
        ("猫", "狗", "动物", "兔子", "熊猫", "鸟", "小动物"),
        ("cat", "dog", "animal", "rabbit", "bunny", "kitten", "puppy", "bird", "panda", "horse"),
    ),
    "games": (
        ("游戏", "电竞", "桌游", "象棋", "围棋", "国际象棋", "王者荣耀", "原神", "剧本杀", "狼人杀", "打牌", "麻将"),
        ("game", "gaming", "chess", "board game", "video game", "puzzle", "minecraft", "poker", "mahjong"),
    ),
    "travel": (
        ("旅行", "旅游", "出国", "自驾", "背包"),
        ("travel", "traveling", "travelling", "trip", "backpacking", "road trip", "exploring"),
    ),
}
# the verb before an item says its category when the item itself does not
ZH_VERB_HINT = {"吃": "food", "喝": "food", "听": "music", "唱": "music", "弹": "music", "看": "movies", "读": "books", "玩": "games", "打": "sports", "踢": "sports", "去": "travel"}
EN_VERB_HINT = {"eating": "food", "drinking": "food", "listening to": "music", "singing": "music", "playing": "games", "watching": "movies", "reading": "books"}

# event tags: tag (per language) → trigger words
TAG_LEXICON: dict[tuple[str, str], tuple[str, ...]] = {
    ("美食", "food"): INTEREST_LEXICON["food"][0] + INTEREST_LEXICON["food"][1] + ("吃饭", "晚饭", "午饭", "早饭", "餐厅", "dinner", "lunch", "breakfast", "restaurant"),
    ("音乐", "music"): INTEREST_LEXICON["music"][0] + INTEREST_LEXICON["music"][1],
    ("运动", "sports"): INTEREST_LEXICON["sports"][0] + INTEREST_LEXICON["sports"][1],
    ("影视", "movies"): INTEREST_LEXICON["movies"][0] + INTEREST_LEXICON["movies"][1],
    ("阅读", "books"): INTEREST_LEXICON["books"][0] + INTEREST_LEXICON["books"][1],
    ("旅行", "travel"): INTEREST_LEXICON["travel"][0] + INTEREST_LEXICON["travel"][1] + ("机场", "飞机", "高铁", "酒店", "flight", "airport", "hotel", "vacation", "holiday"),
    ("工作", "work"): ("工作", "上班", "加班", "项目", "公司", "同事", "老板", "开会", "会议", "面试", "升职", "辞职", "work", "job", "office", "project", "meeting", "boss", "colleague", "deadline", "interview", "promotion"),
    ("学习", "study"): ("学习", "考试", "上课", "作业", "学校", "大学", "论文", "日语", "英语", "课程", "study", "exam", "class", "homework", "school", "university", "course", "thesis", "learn"),
    ("家人", "family"): ("妈妈", "爸爸", "母亲", "父亲", "姐姐", "妹妹", "哥哥", "弟弟", "家人", "爷爷", "奶奶", "外婆", "外公", "老公", "老婆", "儿子", "女儿", "回家", "mom", "dad", "mother", "father", "sister", "brother", "family", "grandma", "grandpa", "wife", "husband", "son", "daughter"),
    ("朋友", "friends"): ("朋友", "好友", "闺蜜", "聚会", "同学", "friend", "party", "buddy", "roommate"),
    ("宠物", "pets"): ZH_PETS + EN_PETS,
    ("健康", "health"): ("医院", "生病", "感冒", "发烧", "过敏", "体检", "看病", "医生", "头疼", "失眠", "药", "hospital", "sick", "cold", "fever", "allerg", "doctor", "headache", "insomnia", "medicine", "health"),
    ("情绪", "feelings"): ("开心", "高兴", "难过", "伤心", "焦虑", "紧张", "害怕", "生气", "孤独", "压力", "崩溃", "哭", "累", "happy", "sad", "anxious", "stressed", "nervous", "angry", "lonely", "upset", "tired", "excited", "cried", "depressed"),
    ("约定", "plans"): ("说好", "约好", "答应", "约定", "计划", "打算", "promise", "agreed", "plan", "deal"),
}

# places that are cities/regions, not employers (我在上海工作 vs 我在腾讯工作)
ZH_PLACES = frozenset(
    {
        "北京", "上海", "天津", "重庆", "广州", "深圳", "杭州", "南京", "苏州", "成都", "武汉", "西安", "长沙", "郑州",
        "青岛", "厦门", "大连", "沈阳", "哈尔滨", "长春", "济南", "合肥", "福州", "南昌", "昆明", "贵阳", "南宁", "海口",
        "三亚", "兰州", "西宁", "银川", "乌鲁木齐", "拉萨", "呼和浩特", "石家庄", "太原", "宁波", "无锡", "温州", "珠海",
        "东莞", "佛山", "香港", "澳门", "台北", "台湾", "中国", "美国", "日本", "韩国", "英国", "法国", "德国", "加拿大",
        "澳洲", "澳大利亚", "新加坡", "国外", "海外", "老家", "家里", "家", "本地", "外地", "北京市", "上海市", "纽约",
        "伦敦", "东京", "巴黎", "首尔", "大阪", "京都", "洛杉矶", "旧金山", "硅谷", "西雅图", "波士顿", "芝加哥", "温哥华", "多伦多", "悉尼", "墨尔本", "柏林", "慕尼黑", "阿姆斯特丹", "米兰", "罗马",
        "马德里", "巴塞罗那", "曼谷", "吉隆坡", "迪拜", "奥克兰", "蒙特利尔", "横滨", "釜山", "台中", "台南", "高雄", "英国", "意大利",
        "西班牙", "荷兰", "瑞士", "泰国", "马来西亚", "新西兰", "浙江", "江苏", "广东", "四川", "湖北",
        "湖南", "河南", "河北", "山东", "山西", "陕西", "福建", "江西", "安徽", "云南", "贵州", "广西", "海南", "甘肃",
        "辽宁", "吉林", "黑龙江", "内蒙古", "新疆", "西藏", "青海", "宁夏", "市中心", "郊区", "附近",
    }
)
# the same kind of places written in Latin script, lower-cased (在 London 上班 / 在Toronto做data analyst: where, not
# an employer): big cities of the world and of China, countries and a few regions people name as where they work
LATIN_PLACES = frozenset(
    p.strip() for p in (
        "beijing, shanghai, shenzhen, guangzhou, hangzhou, chengdu, wuhan, nanjing, suzhou, xiamen, xi'an, xian, "
        "chongqing, tianjin, qingdao, dalian, changsha, kunming, harbin, shenyang, jinan, zhengzhou, hefei, fuzhou, "
        "ningbo, wuxi, dongguan, foshan, zhuhai, hong kong, hongkong, macau, macao, taipei, taichung, kaohsiung, "
        "singapore, kuala lumpur, bangkok, jakarta, manila, hanoi, ho chi minh city, saigon, seoul, busan, tokyo, osaka, "
        "kyoto, yokohama, nagoya, fukuoka, sapporo, london, manchester, edinburgh, glasgow, birmingham, bristol, leeds, "
        "liverpool, oxford, cambridge, dublin, paris, lyon, berlin, munich, hamburg, frankfurt, amsterdam, rotterdam, "
        "brussels, zurich, geneva, vienna, prague, warsaw, budapest, stockholm, oslo, copenhagen, helsinki, madrid, "
        "barcelona, lisbon, rome, milan, dubai, abu dhabi, doha, istanbul, moscow, new york, new york city, nyc, "
        "manhattan, brooklyn, los angeles, san francisco, bay area, the bay area, silicon valley, seattle, boston, "
        "chicago, austin, houston, dallas, denver, atlanta, miami, philadelphia, washington dc, portland, san diego, san "
        "antonio, queens, the bronx, bronx, phoenix, baltimore, pittsburgh, detroit, minneapolis, st. louis, new orleans, "
        "nashville, las vegas, salt lake city, sacramento, oakland, orlando, tampa, charlotte, raleigh, columbus, "
        "cleveland, cincinnati, kansas city, honolulu, newark, jersey city, california, texas, florida, ohio, new jersey, "
        "michigan, san "
        "jose, vancouver, toronto, montreal, calgary, ottawa, sydney, melbourne, brisbane, perth, adelaide, auckland, "
        "wellington, mumbai, delhi, new delhi, bangalore, bengaluru, cairo, nairobi, lagos, johannesburg, cape town, "
        "mexico city, sao paulo, são paulo, buenos aires, china, usa, america, uk, britain, england, scotland, canada, "
        "australia, new zealand, japan, korea, south korea, germany, france, italy, spain, netherlands, holland, "
        "switzerland, sweden, norway, denmark, finland, ireland, india, malaysia, thailand, vietnam, indonesia, "
        "philippines, taiwan, europe, asia "
    ).split(",")
)
# the prefecture-level cities of China (and a few county-level ones people name as home), so that 在衡阳上班 is
# a place like 在上海上班; words that are also common words (白银, 来宾, 普洱, 安康) are left out
ZH_CITIES = frozenset((
    "石家庄 唐山 秦皇岛 邯郸 邢台 保定 张家口 承德 沧州 廊坊 衡水 太原 大同 阳泉 长治 晋城 "
    "朔州 晋中 运城 忻州 临汾 吕梁 呼和浩特 包头 乌海 赤峰 通辽 鄂尔多斯 呼伦贝尔 巴彦淖尔 "
    "乌兰察布 沈阳 大连 鞍山 抚顺 本溪 丹东 锦州 营口 阜新 辽阳 盘锦 铁岭 朝阳 葫芦岛 长春 "
    "吉林 四平 辽源 通化 松原 白城 延边 哈尔滨 齐齐哈尔 鸡西 鹤岗 双鸭山 大庆 伊春 佳木斯 "
    "七台河 牡丹江 黑河 绥化 南京 无锡 徐州 常州 苏州 南通 连云港 淮安 盐城 扬州 镇江 泰州 "
    "宿迁 昆山 江阴 张家港 常熟 杭州 宁波 温州 嘉兴 湖州 绍兴 金华 衢州 舟山 台州 丽水 义乌 "
    "合肥 芜湖 蚌埠 淮南 马鞍山 淮北 铜陵 安庆 黄山 滁州 阜阳 宿州 六安 亳州 池州 宣城 福州 "
    "厦门 莆田 三明 泉州 漳州 南平 龙岩 宁德 南昌 景德镇 萍乡 九江 新余 鹰潭 赣州 吉安 宜春 "
    "抚州 上饶 济南 青岛 淄博 枣庄 东营 烟台 潍坊 济宁 泰安 威海 日照 临沂 德州 聊城 滨州 "
    "菏泽 郑州 开封 洛阳 平顶山 安阳 鹤壁 新乡 焦作 濮阳 许昌 漯河 三门峡 南阳 商丘 信阳 "
    "周口 驻马店 武汉 黄石 十堰 宜昌 襄阳 鄂州 荆门 孝感 荆州 黄冈 咸宁 随州 恩施 长沙 株洲 "
    "湘潭 衡阳 邵阳 岳阳 常德 张家界 益阳 郴州 永州 怀化 娄底 湘西 广州 韶关 深圳 珠海 汕头 "
    "佛山 江门 湛江 茂名 肇庆 惠州 梅州 汕尾 河源 阳江 清远 东莞 中山 潮州 揭阳 云浮 顺德 "
    "南宁 柳州 桂林 梧州 北海 防城港 钦州 贵港 玉林 百色 贺州 河池 崇左 海口 三亚 儋州 成都 "
    "自贡 攀枝花 泸州 德阳 绵阳 广元 遂宁 内江 乐山 南充 眉山 宜宾 广安 达州 雅安 巴中 资阳 "
    "贵阳 六盘水 遵义 安顺 毕节 铜仁 昆明 曲靖 玉溪 保山 昭通 丽江 临沧 大理 西双版纳 "
    "香格里拉 拉萨 日喀则 昌都 林芝 西安 铜川 宝鸡 咸阳 渭南 延安 汉中 榆林 商洛 兰州 嘉峪关 "
    "金昌 天水 武威 张掖 平凉 酒泉 庆阳 定西 陇南 敦煌 西宁 格尔木 银川 石嘴山 吴忠 固原 "
    "中卫 乌鲁木齐 克拉玛依 吐鲁番 哈密 喀什 伊犁 阿克苏 库尔勒 石河子 "
).split())
# business districts a city's people name as where they work (我在陆家嘴上班): places, not employers
ZH_BUSINESS_DISTRICTS: dict[str, str] = {
    **dict.fromkeys("陆家嘴 张江 徐家汇 静安寺 南京西路 漕河泾 五角场".split(), "上海"),
    **dict.fromkeys("中关村 望京 国贸 西二旗 后厂村 五道口 金融街 上地 酒仙桥 三里屯 亦庄".split(), "北京"),
    **dict.fromkeys("前海 蛇口 福田CBD".split(), "深圳"), **dict.fromkeys("珠江新城 天河CBD".split(), "广州"),
    "光谷": "武汉", "未来科技城": "杭州",
}
ZH_PLACES = ZH_PLACES | ZH_CITIES | frozenset(ZH_BUSINESS_DISTRICTS)
# provinces and regions: 湖北武汉, 广东深圳 — a province followed by a city is a place
ZH_PROVINCES = (
    "黑龙江", "内蒙古", "北京", "天津", "上海", "重庆", "河北", "山西", "辽宁", "吉林", "江苏", "浙江", "安徽", "福建", "江西",
    "山东", "河南", "湖北", "湖南", "广东", "广西", "海南", "四川", "贵州", "云南", "西藏", "陕西", "甘肃", "青海", "宁夏",
    "新疆", "台湾", "香港", "澳门",
)
# health conditions a sentence may say one has (高血压, asthma): patterns for the health rules, and words that name
# no person (婆婆高血压 says what she has, not what she is called)
ZH_CONDITIONS = "糖尿病前期|高血压|低血压|糖尿病|哮喘|抑郁症|焦虑症|失眠|胃病|胃炎|偏头痛|近视|远视|贫血|心脏病|过敏性鼻炎|鼻炎|颈椎病|腰椎间盘突出|乳糖不耐受?|痛风|甲亢|甲减|湿疹|荨麻疹|色盲|ADHD|多动症|强迫症|社恐|低血糖|尿酸高|高尿酸|脂肪肝|胆固醇高|高血脂|心律不齐|骨质增生|老寒腿|晕机|晕车|尘肺|甲状腺结节|关节炎|风湿|帕金森|老花眼|白内障|青光眼|乙肝|胆结石|肾结石|贫血|耳鸣|颈椎病|腱鞘炎|荨麻疹|银屑病"
EN_CONDITIONS = "celiac|coeliac|gout|high cholesterol|acid reflux|gerd|sleep apnea|psoriasis|tinnitus|fibromyalgia|endometriosis|pcos|hypothyroidism|hyperthyroidism|hashimoto's|glaucoma|cataracts?|sciatica|vertigo|long covid|ptsd|ocd|bipolar disorder|parkinson's|prediabetes|asthma|diabetes|type 1 diabetes|type 2 diabetes|high blood pressure|hypertension|insomnia|migraines?|depression|anxiety|adhd|autism|eczema|celiac disease|arthritis|a heart condition|ibs|epilepsy|scoliosis|color ?blindness|colou?r ?blind|lactose intolerance|back pain"

# Sectors of the economy: what a business trades in, not what a person does in it. 我是做跨境电商的 / 在银行柜台干
# names a line of work (work::industry), while 我是做设计的 names a job (设计, 测试, 销售 are functions, not sectors).
ZH_TRADES = (
    "电商", "外贸", "贸易", "进出口", "金融", "保险", "证券", "基金", "银行", "投资", "房地产", "地产", "物业", "物流", "快递",
    "餐饮", "教育", "培训", "医疗", "医药", "医疗器械", "互联网", "广告", "传媒", "新媒体", "媒体", "出版", "旅游", "酒店",
    "零售", "批发", "汽车", "新能源", "能源", "电力", "石油", "化工", "制造", "制造业", "服装", "纺织", "外包", "游戏", "直播",
    "电竞", "农业", "养殖", "建材", "装修", "家装", "芯片", "半导体", "硬件", "通信", "影视", "文旅", "美妆", "母婴", "跨境",
    "医美", "美容",
)
# kinds of workplace, named by what they are and not by whose they are (在出版社当编辑, 在银行上班): the user's
# employer by name they are not, as 学校 and 医院 are not, nor (with 一家 or without) the user's line of work;
# for someone else they are where they work (我姐在银行上班, 在一家银行上班 → her workplace 银行)
ZH_INSTITUTIONS = frozenset("出版社 报社 杂志社 电视台 电台 银行 律所 律师事务所 会计师事务所 事务所 幼儿园 工厂 超市 餐厅 饭店 酒店 "
    "药店 诊所 健身房 咖啡店 咖啡馆 奶茶店 书店 花店 面包店 便利店 网吧 商场 机场 物流公司 培训机构 仓库 研究所 研究院 设计院".split())
ZH_COMPANY_HINTS = ("公司", "科技", "集团", "银行", "医院", "学校", "大学", "学院", "研究所", "研究院", "工作室", "事务所", "中心", "工厂", "厂", "局", "部", "店", "报社", "电视台", "有限")

# how the user calls a person in their life → the canonical relation word (the people index)
ZH_RELATIONS: dict[str, str] = {
    "妈妈": "妈妈", "母亲": "妈妈", "老妈": "妈妈", "妈": "妈妈", "爸爸": "爸爸", "父亲": "爸爸", "老爸": "爸爸", "爸": "爸爸",
    "姐姐": "姐姐", "姐": "姐姐", "妹妹": "妹妹", "哥哥": "哥哥", "哥": "哥哥", "弟弟": "弟弟",
    "表哥": "表哥", "表姐": "表姐", "表弟": "表弟", "表妹": "表妹", "堂哥": "堂哥", "堂姐": "堂姐", "堂弟": "堂弟", "堂妹": "堂妹",
    "老公": "老公", "丈夫": "老公", "老婆": "老婆", "妻子": "老婆", "太太": "老婆", "爱人": "爱人",
    "男朋友": "男朋友", "男友": "男朋友", "女朋友": "女朋友", "女友": "女朋友", "对象": "对象",
    "儿子": "儿子", "女儿": "女儿", "孩子": "孩子", "侄子": "侄子", "侄女": "侄女", "外甥": "外甥", "外甥女": "外甥女",
    "爷爷": "爷爷", "奶奶": "奶奶", "外公": "外公", "外婆": "外婆", "姥姥": "姥姥", "姥爷": "姥爷",
    "小姨": "小姨", "大姨": "大姨", "姨妈": "姨妈", "姑姑": "姑姑", "姑妈": "姑妈", "舅舅": "舅舅", "舅妈": "舅妈",
    "叔叔": "叔叔", "婶婶": "婶婶", "伯伯": "伯伯", "伯母": "伯母", "嫂子": "嫂子", "姐夫": "姐夫", "妹夫": "妹夫",
    "岳父": "岳父", "岳母": "岳母", "公公": "公公", "婆婆": "婆婆",
    "好朋友": "朋友", "朋友": "朋友", "好友": "朋友", "闺蜜": "闺蜜", "死党": "朋友", "发小": "发小", "室友": "室友",
    "同学": "同学", "老同学": "同学", "同桌": "同桌", "同事": "同事", "老板": "老板", "领导": "领导", "上司": "上司",
    "经理": "经理", "主管": "主管", "导师": "导师", "师傅": "师傅", "邻居": "邻居", "搭档": "搭档", "合伙人": "合伙人",
    "下属": "下属", "部下": "下属", "手下": "下属", "徒弟": "徒弟", "师父": "师傅", "客户": "客户", "房东": "房东",
    "学长": "学长", "学姐": "学姐", "学弟": "学弟", "学妹": "学妹", "网友": "网友", "前男友": "前男友", "前女友": "前女友",
    "未婚夫": "未婚夫", "未婚妻": "未婚妻", "孙子": "孙子", "孙女": "孙女", "外孙": "外孙", "外孙女": "外孙女",
    "女婿": "女婿", "儿媳": "儿媳", "继父": "继父", "继母": "继母", "干妈": "干妈", "干爹": "干爹", "姨父": "姨父",
    "姑父": "姑父", "表嫂": "表嫂", "弟媳": "弟媳", "继姐": "继姐", "继兄": "继兄", "继弟": "继弟", "继妹": "继妹",
    # a spouse's siblings and the like, and the northern word for a daughter
    "闺女": "女儿", "小姑子": "小姑子", "大姑子": "大姑子", "小叔子": "小叔子", "大伯子": "大伯子", "小舅子": "小舅子",
    "大舅子": "大舅子", "小姨子": "小姨子", "大姨子": "大姨子", "妯娌": "妯娌", "连襟": "连襟", "亲家": "亲家",
}
EN_RELATIONS: dict[str, str] = {
    "mom": "mother", "mother": "mother", "mum": "mother", "mommy": "mother", "mama": "mother",
    "dad": "father", "father": "father", "daddy": "father", "papa": "father",
    "sister": "sister", "sis": "sister", "brother": "brother", "bro": "brother",
    "wife": "wife", "husband": "husband", "boyfriend": "boyfriend", "girlfriend": "girlfriend", "partner": "partner",
    "gf": "girlfriend", "bf": "boyfriend", "hubby": "husband", "wifey": "wife",
    "fiance": "fiance", "fiancé": "fiance", "fiancee": "fiancee", "fiancée": "fiancee", "spouse": "spouse",
    "son": "son", "daughter": "daughter", "kid": "kid", "niece": "niece", "nephew": "nephew",
    "grandma": "grandmother", "grandmother": "grandmother", "granny": "grandmother", "grandpa": "grandfather",
    "grandfather": "grandfather", "aunt": "aunt", "auntie": "aunt", "uncle": "uncle", "cousin": "cousin",
    "best friend": "friend", "friend": "friend", "roommate": "roommate", "flatmate": "roommate", "buddy": "friend",
    "bestie": "friend", "classmate": "classmate", "coworker": "coworker", "co-worker": "coworker",
    "colleague": "colleague", "boss": "boss", "manager": "manager", "supervisor": "supervisor", "mentor": "mentor",
    "neighbor": "neighbour", "neighbour": "neighbour", "landlord": "landlord", "teacher": "teacher",
    "stepmother": "stepmother", "stepfather": "stepfather", "stepmom": "stepmother", "stepdad": "stepfather",
    "sister-in-law": "sister-in-law", "brother-in-law": "brother-in-law", "mother-in-law": "mother-in-law",
    "father-in-law": "father-in-law", "grandson": "grandson", "granddaughter": "granddaughter",
    "stepson": "stepson", "stepdaughter": "stepdaughter", "ex": "ex", "ex-boyfriend": "ex", "ex-girlfriend": "ex",
    "ex-wife": "ex", "ex-husband": "ex", "team lead": "manager", "coach": "coach", "client": "client",
    "housemate": "roommate", "partner in crime": "friend", "godmother": "godmother", "godfather": "godfather",
}
# canonical relation → the profile slot relationship::<sub> that summarises such people
RELATION_SLOT: dict[str, str] = {
    "妈妈": "mother", "mother": "mother", "爸爸": "father", "father": "father",
    "姐姐": "sister", "妹妹": "sister", "sister": "sister", "哥哥": "brother", "弟弟": "brother", "brother": "brother",
    "老公": "partner", "老婆": "partner", "爱人": "partner", "男朋友": "partner", "女朋友": "partner", "对象": "partner",
    "wife": "partner", "husband": "partner", "boyfriend": "partner", "girlfriend": "partner", "partner": "partner",
    "spouse": "partner", "fiance": "partner", "fiancee": "partner",
    "儿子": "children", "女儿": "children", "孩子": "children", "son": "children", "daughter": "children", "kid": "children",
    "爷爷": "grandparents", "奶奶": "grandparents", "外公": "grandparents", "外婆": "grandparents", "姥姥": "grandparents",
    "姥爷": "grandparents", "grandmother": "grandparents", "grandfather": "grandparents",
    "表哥": "cousins", "表姐": "cousins", "表弟": "cousins", "表妹": "cousins", "堂哥": "cousins", "堂姐": "cousins",
    "堂弟": "cousins", "堂妹": "cousins", "cousin": "cousins",
    "朋友": "friends", "闺蜜": "friends", "发小": "friends", "室友": "friends", "同学": "friends", "同桌": "friends",
    "friend": "friends", "roommate": "friends", "classmate": "friends",
    "同事": "colleagues", "老板": "boss", "领导": "boss", "上司": "boss", "经理": "boss", "主管": "boss",
    "coworker": "colleagues", "colleague": "colleagues", "boss": "boss", "manager": "boss", "supervisor": "boss",
    # everyone else has a slot too: relatives, people at work, and others
    "下属": "colleagues", "徒弟": "colleagues", "师傅": "colleagues", "导师": "colleagues", "搭档": "colleagues",
    "合伙人": "colleagues", "客户": "colleagues", "同桌": "friends", "学长": "friends", "学姐": "friends", "学弟": "friends",
    "学妹": "friends", "网友": "friends", "mentor": "colleagues", "client": "colleagues", "coach": "others",
    "侄子": "relatives", "侄女": "relatives", "外甥": "relatives", "外甥女": "relatives", "小姨": "relatives",
    "大姨": "relatives", "姨妈": "relatives", "姑姑": "relatives", "姑妈": "relatives", "舅舅": "relatives", "舅妈": "relatives",
    "叔叔": "relatives", "婶婶": "relatives", "伯伯": "relatives", "伯母": "relatives", "嫂子": "relatives", "姐夫": "relatives",
    "妹夫": "relatives", "岳父": "relatives", "岳母": "relatives", "公公": "relatives", "婆婆": "relatives", "姨父": "relatives",
    "姑父": "relatives", "表嫂": "relatives", "弟媳": "relatives", "女婿": "relatives", "儿媳": "relatives",
    "继父": "relatives", "继母": "relatives", "干妈": "relatives", "干爹": "relatives", "继姐": "relatives",
    "继兄": "relatives", "继弟": "relatives", "继妹": "relatives",
    "孙子": "children", "孙女": "children", "外孙": "children", "外孙女": "children", "grandson": "children",
    "granddaughter": "children", "stepson": "children", "stepdaughter": "children",
    "niece": "relatives", "nephew": "relatives", "aunt": "relatives", "uncle": "relatives", "stepmother": "relatives",
    "stepfather": "relatives", "sister-in-law": "relatives", "brother-in-law": "relatives", "mother-in-law": "relatives",
    "father-in-law": "relatives", "godmother": "relatives", "godfather": "relatives",
    "未婚夫": "partner", "未婚妻": "partner", "前男友": "exes", "前女友": "exes", "ex": "exes",
    "邻居": "others", "房东": "others", "neighbour": "others", "landlord": "others", "teacher": "others",
}

# one key per kind of relation across both languages (妈妈 = mother, 妹妹 = sister), so a person mentioned in
# Chinese and in English is one person; of the keys in UNIQUE_RELATIONS a user has one at a time
RELATION_KEY: dict[str, str] = {
    "妈妈": "mother", "mother": "mother", "爸爸": "father", "father": "father",
    "老公": "partner", "老婆": "partner", "爱人": "partner", "男朋友": "partner", "女朋友": "partner", "对象": "partner",
    "未婚夫": "partner", "未婚妻": "partner", "wife": "partner", "husband": "partner", "boyfriend": "partner",
    "girlfriend": "partner", "partner": "partner", "spouse": "partner", "fiance": "partner", "fiancee": "partner",
    "姐姐": "sister", "妹妹": "sister", "sister": "sister", "哥哥": "brother", "弟弟": "brother", "brother": "brother",
    "儿子": "son", "son": "son", "女儿": "daughter", "daughter": "daughter", "孩子": "child", "kid": "child",
    "奶奶": "grandmother", "外婆": "grandmother", "姥姥": "grandmother", "grandmother": "grandmother",
    "爷爷": "grandfather", "外公": "grandfather", "姥爷": "grandfather", "grandfather": "grandfather",
    "上司": "boss", "领导": "boss", "老板": "boss", "经理": "boss", "主管": "boss", "boss": "boss", "manager": "boss",
    "supervisor": "boss", "同事": "colleague", "coworker": "colleague", "colleague": "colleague",
    "室友": "roommate", "roommate": "roommate", "朋友": "friend", "闺蜜": "friend", "发小": "friend", "friend": "friend",
    "同学": "classmate", "classmate": "classmate", "表哥": "cousin", "表姐": "cousin", "表弟": "cousin", "表妹": "cousin",
    "堂哥": "cousin", "堂姐": "cousin", "堂弟": "cousin", "堂妹": "cousin", "cousin": "cousin",
    "叔叔": "uncle", "舅舅": "uncle", "伯伯": "uncle", "姑父": "uncle", "姨父": "uncle", "uncle": "uncle",
    "姑姑": "aunt", "姑妈": "aunt", "小姨": "aunt", "大姨": "aunt", "姨妈": "aunt", "舅妈": "aunt", "婶婶": "aunt",
    "伯母": "aunt", "aunt": "aunt", "邻居": "neighbour", "neighbour": "neighbour", "导师": "mentor", "mentor": "mentor",
}
UNIQUE_RELATIONS = frozenset({"mother", "father", "partner"})
# the relation words of two characters or more, longest first, for patterns (妈 or 哥 alone is too often part of
# another word); none holds a regex metacharacter
ZH_RELATIONS2_ALT = "|".join(sorted((k for k in ZH_RELATIONS if len(k) >= 2), key=len, reverse=True))
# the English kin and relation words, escaped and longest first, for patterns (my little brother before my brother)
EN_RELATIONS_ALT = "|".join(sorted((re.escape(k) for k in (*EN_KIN, *EN_RELATIONS)), key=len, reverse=True))
