"""Mixed-language cases of dev set 32 (24): Chinese and English within a message."""
from h import S, D, K, G, U, P, C

# ---------------- short chats (12) ----------------
S("mix", "我在Amazon做warehouse的shift lead，夜班，base在Kent，其实老家是福建长乐的", [
    U("employer", "Amazon"),
    U("job_title", "shift lead"),
    U("city", "Kent"),
    U("hometown", "福建长乐|长乐|Changle"),
], tag=True)
S("mix", "我男朋友Kevin是ABC，中文只会说'吃饭了吗'😂 我俩在Irvine住，我是UCI的phd，读chemistry", [
    U("partner", "Kevin|男朋友"),
    P("Kevin", "relation", "男朋友|boyfriend"),
    P("Kevin", "hometown", "美国|US", False),
    U("city", "Irvine"),
    U("school", "UCI|UC Irvine"),
    U("degree", "phd|博士"),
    U("major", "chemistry|化学"),
], tag=True)
S("mix", "my parents run a 小超市 in a small town in Hubei, 我暑假都回去帮忙收银", [
    P("parents", "job_title|belonging", "小超市|run a 小超市"),
    P("parents", "city|place", "Hubei|湖北", False),
    U("family", "parents", False),
])
S("mix", "我的email是 lily.tan.work@outlook.com，not the gmail one，那个我很久没登了", [
    U("email", "lily.tan.work@outlook.com"),
    U("name", "Lily", False),
], tag=True)
S("mix", "大家都叫我Mango girl, 但其实我对芒果过敏 seriously，吃了嘴会肿成香肠，所以别给我推荐mango sticky rice了", [
    U("allergy", "芒果|mango"),
    U("nickname", "Mango girl"),
])
S("mix", "我不会开车 lol，在LA不会开车就是残废，每天坐metro去downtown上班", [
    U("city", "LA|Los Angeles"),
], tag=True)
S("mix", "周末在家弹ukulele，最近在练'Count on Me'，我妹说我弹得像锯木头", [
    U("instrument", "ukulele|尤克里里"),
    U("family", "我妹|妹妹", False),
])
S("mix", "我今年30了，女，I know I look 22，谢谢大家的夸奖", [
    U("age", "30"),
    U("gender", "女|female"),
], tag=True)
S("mix", "我老公是做remote的software engineer，我们从Seattle搬到他老家Boise了，房价便宜一半", [
    U("partner", "老公|husband"),
    P("老公", "job_title", "software engineer"),
    U("city", "Boise"),
    P("老公", "hometown", "Boise"),
], tag=True)
S("mix", "最喜欢的电影还是《霸王别姬》，no contest. 但我男朋友非说Interstellar才是神作", [
    U("fav_film", "霸王别姬|Farewell My Concubine"),
    P("男朋友", "fav_film", "Interstellar|星际穿越"),
    U("partner", "男朋友|boyfriend", False),
], tag=True)
S("mix", "我打羽毛球打了十年了，每周二四晚上在community center打，anyone want to join？", [
    U("sport", "羽毛球|badminton"),
])
S("mix", "下周五飞多伦多面试 final round，offer还没拿到，先别恭喜我", [
    U("plan", "面试|飞多伦多面试|final round"),
], tag=True)

# ---------------- diaries (4) ----------------
D("mix", "Today was 收玉米 day at 姥爷家 in 黑龙江, I took two weeks off from my job in Toronto to come back. 姥爷 is 84 and still drives the tractor, "
         "我都不敢坐. 表哥在县城开饭馆, 晚上去他那吃了锅包肉, 太想念了. 我现在在Toronto做data analyst at a bank, 说出来姥爷听不懂, 他以为我在银行数钱哈哈. "
         "Tomorrow 去镇上赶集 with 姥姥.", [
    P("姥爷", "age", "84"),
    P("姥爷", "city|place", "黑龙江|Heilongjiang", False),
    P("表哥", "job_title", "开饭馆|饭馆"),
    P("表哥", "city|place", "县城", False),
    U("city", "Toronto"),
    U("job_title", "data analyst"),
    U("employer", "bank", False),
    U("industry", "banking|银行", False),
    U("fav_food", "锅包肉", False),
    U("family", "姥爷", False),
], tag=True)
D("mix", "Dear diary, 今天跟我室友Becca吵架了, 因为她又没洗碗. 其实她人挺好, 她是nursing student在UW. 我自己在UW读CS master第二年, "
         "找实习找到心态崩了. Lunch吃了pho, 我的comfort food. 晚上打了两小时的Valorant, 这是我每天唯一的快乐. 我妈打电话问我有没有男朋友, 没有, 也不想有.", [
    P("Becca", "relation", "室友|roommate"),
    P("Becca", "major", "nursing"),
    P("Becca", "school", "UW|University of Washington"),
    U("school", "UW|University of Washington"),
    U("major", "CS|computer science"),
    U("degree", "master|硕士"),
    U("fav_food", "pho"),
    U("hobby", "Valorant|gaming"),
    U("family", "我妈|妈妈", False),
], tag=True)
D("mix", "今天店里超忙, 我们家的 dim sum restaurant in Flushing, 我爸是大厨, 我管front of house. 下午有个客人说我英文很好, 我是在这里出生的好吗 😑. "
         "晚上关门后去打了一个小时篮球 with 隔壁水果店的 Danny. 睡前看了几集 Friends, 看了一百遍了还是我最爱的show.", [
    U("job_title", "front of house|管front of house"),
    U("employer|belonging", "dim sum restaurant"),
    U("city|place", "Flushing"),
    P("爸爸", "job_title", "大厨|chef"),
    U("hometown", "Flushing", False),
    U("language", "英文|English", False),
    U("sport", "篮球|basketball", False),
    P("Danny", "employer|job_title", "水果店", False),
    U("fav_film", "Friends", False),
    U("family", "我爸|爸爸", False),
], tag=True)
D("mix", "Moved into the new place in Chengdu today！我终于从Shenzhen逃出来了. 房东阿姨超nice, 送了我一袋自家种的橘子. 我现在remote给一家Singapore的startup做UX designer, "
         "so where I live doesn't matter. 下午去了趟宜家, 晚上吃了一顿火锅, 辣到灵魂出窍. 我家猫Mochi一直躲在沙发底下不出来, 新环境害怕.", [
    U("city", "Chengdu|成都"),
    U("job_title", "UX designer"),
    U("employer", "startup|Singapore的startup", False),
    U("pet", "猫|cat"),
    U("pet_name", "Mochi"),
], tag=True)

# ---------------- companion chats (4) ----------------
K("mix", "Luna", [
    "Luna 我今天upgrade了我的setup, 新买了个Fender Strat",
    "好酷！所以你是弹electric guitar的？我还以为你是弹bass的",
    "bass是我哥, 我一直弹guitar, 在一个indie band里",
    "Cool! 你们乐队叫什么？",
    "叫'晚班公交', 每个月在Brooklyn的小bar演一次",
], [
    U("belonging", "Fender Strat|Fender"),
    U("instrument", "guitar|electric guitar|吉他"),
    P("哥哥", "instrument", "bass|贝斯"),
    U("hobby", "indie band|乐队"),
    U("city|place", "Brooklyn", False),
    U("family", "我哥|哥哥", False),
])
K("mix", "Momo", [
    "Momo 你记得我住哪吗",
    "当然！你住在Vancouver对吧？",
    "Vancouver是我读书的地方, 毕业后回国了, 现在在老家温州帮我爸管鞋厂",
    "原来如此！那你现在主要说温州话吗？",
    "在厂里说温州话, 跟客户说English, 切换得我脑子疼",
], [
    U("city", "温州|Wenzhou"),
    U("hometown", "温州|Wenzhou"),
    U("city|place", "Vancouver", False),
    U("job_title", "管鞋厂"),
    P("爸爸", "belonging|job_title", "鞋厂", False),
    U("language", "温州话|Wenzhounese"),
    U("language", "English|英语"),
])
K("mix", "Aria", [
    "Aria, 我下个月要去Japan出差",
    "好棒！是去东京吗？你是做sales的吧？",
    "是大阪, 我做supply chain, 不是sales",
    "OK! 大阪好吃的很多哦, 你喜欢吃什么？",
    "takoyaki！我对所有甜点都没兴趣, 只爱咸的",
], [
    U("plan", "大阪|去Japan出差|Japan"),
    U("job_title|industry", "supply chain"),
    U("fav_food", "takoyaki|章鱼烧"),
    U("dislike", "甜点|desserts", False),
])
K("mix", "Sunny", [
    "Sunny, 我终于考完CPA了！！",
    "恭喜！！是在Big Four工作吗？",
    "对, Deloitte, audit组, 在Shanghai office",
    "太厉害了！那你生日快到了吧, 你说过是八月？",
    "不是八月, 是11月22号, 天蝎座",
], [
    U("employer", "Deloitte|德勤"),
    U("job_title", "audit|auditor|审计"),
    U("city", "Shanghai|上海"),
    U("birthday", "11月22号|November 22"),
    U("degree", "CPA", False),
])

# ---------------- group chats (4: 2 me, 2 exporter) ----------------
G("mix", [
    ("Jason", "明天的standup改到10点, 我要去dentist"),
    ("Mei", "OK. btw 我下周开始work from home两周, 我老婆要生了"),
    ("Alex", "congrats Mei!! 男孩女孩？"),
    ("Mei", "女儿！名字都想好了, 叫Ellie"),
], [
    U("partner", "老婆|wife"),
    P("老婆", "health", "要生了|pregnant", False),
    U("family", "Ellie|女儿"),
    P("Ellie", "relation", "女儿|daughter"),
    U("plan", "work from home两周|work from home", False),
    U("gender", "male|男", False),
    P("Jason", "plan", "dentist", False),
], me="Mei")
G("mix", [
    ("Auntie Lin", "大家周末来我家包饺子, bring your kids"),
    ("Grace", "我去！我儿子Leo最近迷上饺子了"),
    ("Wendy", "我去不了, 在Houston开conference到周日"),
    ("Grace", "Wendy 你每次都不来 😤 Auntie Lin我对花生过敏别放花生哈"),
], [
    U("family", "Leo|儿子"),
    P("Leo", "relation", "儿子|son"),
    P("Leo", "fav_food", "饺子|dumplings", False),
    U("allergy", "花生|peanut"),
    U("plan", "包饺子", False),
], exporter="Grace")
G("mix", [
    ("阿杰", "兄弟们今晚LOL五黑吗"),
    ("Tommy", "来, 我刚下班。今天在4S店卖了两台车😎"),
    ("小胖", "我不来, 明天考驾照科目二"),
    ("Tommy", "小胖你都考第三次了吧哈哈"),
], [
    U("job_title", "卖车|汽车销售|car sales", False),
    U("employer", "4S店", False),
    U("hobby", "LOL|League of Legends", False),
    P("小胖", "plan", "考驾照科目二|科目二"),
], exporter="Tommy")
G("mix", [
    ("Linda姐", "下周聚餐定在哪, Chinatown那家?"),
    ("Vivian", "可以, 但我现在vegan了, 那家有素菜吗"),
    ("Frank", "Vivian你不是上个月还在吃烤鸭"),
    ("Vivian", "就是上个月开始的 lol。对了我搬到Jersey City了, 住Journal Square附近, 过来要坐PATH"),
], [
    U("diet", "vegan|纯素"),
    U("city", "Jersey City"),
    U("place", "Journal Square"),
    U("plan", "聚餐", False),
], me="Vivian")
