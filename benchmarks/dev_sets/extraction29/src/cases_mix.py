from h import case, U, A, S, f

M = "mix"
# ---------------- short chats (12) ----------------
case(M, "short", "我在Amazon做SDE，base西雅图，但是team在Vancouver，所以经常两边跑 tired af", [
    f("u", "employer", "Amazon"),
    f("u", "job_title", "SDE|software engineer"),
    f("u", "city", "西雅图|Seattle"),
], tag=True)
case(M, "short", "我家那只shiba叫Kobe，脾气超大，每天早上必须walk一小时不然拆家", [
    f("u", "pet", "shiba|柴犬"),
    f("u", "pet_name", "Kobe"),
])
case(M, "short", "今年plan是考CPA，已经报名了，exam在八月。我现在在四大做audit，不考真的没前途", [
    f("u", "plan", "考CPA|CPA"),
    f("u", "employer", "四大|Big Four"),
    f("u", "job_title/industry", "audit|审计"),
])
case(M, "short", "btw 我是ABC女生，在LA长大，中文是我妈逼着周末学的，所以读写都很烂哈哈", [
    f("u", "hometown", "LA|Los Angeles"),
    f("u", "gender", "女生|female"),
    f("u", "language", "中文|Chinese", 0),
], tag=True)
case(M, "short", "最近在学做意大利菜，homemade pasta真的上头，我男票Luca是意大利人 he's judging me hard", [
    f("u", "hobby", "学做意大利菜|cooking|做意大利菜"),
    f("u", "partner", "Luca"),
    f("Luca", "relation", "男票|男朋友|boyfriend"),
    f("Luca", "hometown", "意大利|Italy"),
])
case(M, "short", "我不是vegetarian啦，只是不吃牛肉，家里信佛", [
    f("u", "diet", "不吃牛肉|no beef"),
], tag=True)
case(M, "short", "刚从冰岛回来，追到极光了！！下一站是New Zealand，机票已经出了，12月走", [
    f("u", "plan", "New Zealand|新西兰"),
], tag=True)
case(M, "short", "我的微信和phone都是 +1 646 555 0192，有事直接打，email不常看", [
    f("u", "phone", "+1 646 555 0192"),
])
case(M, "short", "我室友Jenny是学CS的，天天刷leetcode，我学art history的就负责给她做饭哈哈", [
    f("Jenny", "relation", "室友|roommate"),
    f("Jenny", "major", "CS|computer science"),
    f("u", "major", "art history|艺术史"),
], tag=True)
case(M, "short", "我养了一缸热带鱼，还有一只叫Sheldon的乌龟，他比我还宅", [
    f("u", "pet", "热带鱼|tropical fish"),
    f("u", "pet", "乌龟|turtle"),
    f("u", "pet_name", "Sheldon"),
])
case(M, "short", "Honestly 我最爱的band还是Coldplay，虽然朋友说很basic，whatever", [
    f("u", "fav_music", "Coldplay"),
])
case(M, "short", "我会说粤语、普通话和English，法语只会bonjour哈哈", [
    f("u", "language", "粤语|Cantonese"),
    f("u", "language", "普通话|Mandarin"),
    f("u", "language", "English|英语"),
], tag=True)

# ---------------- diaries (4) ----------------
case(M, "diary", "今天是在London的第三年。早上去Borough Market买了菌子和sourdough，回家做了个mushroom risotto。下午在UCL图书馆写thesis，我的PhD读的是urban planning，还有一年多才能毕业。晚上跟我妈视频，她又问我啥时候回杭州，我说先把毕业搞定。", [
    f("u", "city", "London|伦敦"),
    f("u", "school", "UCL"),
    f("u", "degree", "PhD|博士"),
    f("u", "major", "urban planning|城市规划"),
    f("u", "hometown", "杭州|Hangzhou", 0),
    f("u", "family", "妈", 0),
], tag=True)
case(M, "diary", "周六，去了趟IKEA，买了个新书架和一堆plants。我家阳台现在有十几盆了，monstera长得最疯。中午在家做了红烧肉，老公说比他妈做得好吃（shh别告诉婆婆）。下午他去打badminton，我在家读Norwegian Wood，第三遍了，还是最爱。", [
    f("u", "hobby", "plants|养植物|gardening", 0),
    f("u", "belonging", "monstera|书架", 0),
    f("u", "partner", "老公|husband", 0),
    f("老公", "sport", "badminton|羽毛球"),
    f("u", "fav_book", "Norwegian Wood|挪威的森林"),
], tag=True)
case(M, "diary", "Today 面试了Google的UX researcher，感觉还行？interviewer问我为啥从心理学转UX，我说因为我本科学psychology正好有用。面完去Chinatown吃了碗牛肉面，想起我爸做的那碗。我在纽约这两年真的很想家，老家在兰州。", [
    f("u", "plan", "面试|Google", 0),
    f("u", "major", "psychology|心理学"),
    f("u", "city", "纽约|New York"),
    f("u", "hometown", "兰州|Lanzhou"),
    f("u", "job_title", "UX|UX researcher", 0),
], tag=True)
case(M, "diary", "Road trip day 5. 从Denver开到Moab，Arches真的绝了。我们那辆rent的SUV差点没油。我和女朋友Ella轮流开，她昨天还晕车。晚上camp在星空底下，想起小时候在内蒙古草原上看星星。这趟是为了庆祝我拿到绿卡哈哈。", [
    f("u", "partner", "Ella"),
    f("Ella", "relation", "女朋友|girlfriend"),
    f("u", "hometown", "内蒙古|Inner Mongolia", 0),
], tag=True)

# ---------------- companion chats (4) ----------------
case(M, "companion", [
    U("Luna 我今天终于拿到driver's license了！"),
    A("Congrats!! 你在Toronto考的吧？"),
    U("不是 我在Calgary，去年从Toronto搬过来的"),
    A("Calgary! 那以后可以自己开车去Banff了"),
    U("对啊 下个月就去，酒店订好了"),
], [
    f("u", "city", "Calgary"),
    f("u", "plan", "Banff|去Banff"),
], tag=True, ch="Luna")
case(M, "companion", [
    U("我最近在学韩语，每天Duolingo打卡"),
    A("好棒！你是因为喜欢BTS吗？"),
    U("不是BTS，是因为明年要去首尔exchange一个学期，已经录取了"),
    A("Exchange in Seoul! 太期待了吧"),
], [
    f("u", "language", "韩语|Korean"),
    f("u", "plan", "首尔exchange|exchange|去首尔"),
], tag=True, ch="Yuki")
case(M, "companion", [
    U("今天又做了一锅kimchi，第三次了终于成功"),
    A("哇你好会做饭！你是韩国人吗？"),
    U("不是哈哈 我是台湾人，只是超爱韩国菜"),
    A("原来如此～台湾人做kimchi也很厉害"),
], [
    f("u", "hometown", "台湾|Taiwan"),
    f("u", "fav_food", "韩国菜|Korean food"),
    f("u", "hobby", "做饭|cooking", 0),
], tag=True, ch="Kiki")
case(M, "companion", [
    U("Orion 我跟你说我女儿Mia今天上kindergarten了"),
    A("好快！她是不是五岁了？"),
    U("四岁半，她生日在十二月"),
    A("四岁半就上kindergarten，好勇敢～"),
], [
    f("u", "family", "Mia|女儿"),
    f("Mia", "relation", "女儿|daughter"),
    f("Mia", "age", "四岁半|4.5"),
    f("Mia", "birthday", "十二月|December", 0),
], tag=True, ch="Orion")

# ---------------- group chats (4: 2 me, 2 exporter) ----------------
case(M, "group", [
    S("Kevin", "下周五team dinner，大家有忌口吗"),
    S("Yiyi", "我peanut过敏！别点宫保鸡丁"),
    S("大卫", "我halal，谢谢"),
    S("Kevin", "收到，Yiyi你上次说你也不吃香菜？"),
    S("Yiyi", "那是Amy，我香菜ok"),
], [
    f("u", "allergy", "peanut|花生"),
    f("大卫", "diet", "halal|清真"),
    f("Amy", "dislike", "香菜", 0),
], tag=True, me="Yiyi")
case(M, "group", [
    S("阿Ben", "housewarming party this Sat！我新家在Richmond"),
    S("Cindy", "congrats!! 我带dumplings过去"),
    S("Tony", "我去不了，周六要带我家golden去看vet"),
    S("阿Ben", "Tony你家那只不是叫Mango吗 它又咋了"),
    S("Tony", "Mango吃了一只袜子😂"),
], [
    f("阿Ben", "place/city", "Richmond"),
    f("u", "pet", "golden|golden retriever|金毛"),
    f("u", "pet_name", "Mango"),
], tag=True, ex="Tony")
case(M, "group", [
    S("Grace", "姐妹们我下周去Tokyo出差，有人要带东西吗"),
    S("Wendy", "我要！帮我带一瓶sake，我老公最爱"),
    S("小鱼", "我在减肥不要零食🙏 但是我家猫Nori的零食可以"),
], [
    f("Grace", "plan", "Tokyo出差|去Tokyo出差"),
    f("u", "pet", "猫|cat"),
    f("u", "pet_name", "Nori"),
], tag=True, me="小鱼")
case(M, "group", [
    S("Coach Li", "这周六tennis课改到下午三点"),
    S("Eric", "ok! 我最近在练backhand"),
    S("Sophie", "我去不了，我在Shanghai陪我爸做手术"),
    S("Coach Li", "祝叔叔顺利"),
], [
    f("u", "sport", "tennis|网球"),
    f("爸爸", "plan/health", "手术|做手术", 0),
], tag=True, ex="Eric")
