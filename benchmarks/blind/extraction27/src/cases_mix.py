from h import U, A, S, F, C

L = "mix"
CASES = [
# ---- short chats ----
C(L, "short", [U("我在Google做SWE，base在新加坡，不过hometown是台中，每年回去两次")],
  [F("u", "employer", "Google"), F("u", "job_title", "SWE|software engineer"), F("u", "city", "新加坡|Singapore"),
   F("u", "hometown", "台中|Taichung")]),
C(L, "short", [U("周末又去climbing gym了，我其实更喜欢bouldering，top rope太无聊了等半天")],
  [F("u", "sport|hobby", "bouldering|climbing"), F("u", "dislike", "top rope", False)]),
C(L, "short", [U("my mom 是上海人，我爸是广东的，所以我会说一点上海话 but Cantonese is what we speak at home")],
  [F("u", "language", "Cantonese|粤语"), F("u", "language", "上海话", False), F("p:mom", "hometown", "上海|Shanghai"),
   F("p:爸爸", "hometown", "广东|Guangdong")], tag=True),
C(L, "short", [U("我对shellfish过敏，上次吃了一口lobster直接进急诊，现在看到虾都绕道")],
  [F("u", "allergy", "shellfish|海鲜")]),
C(L, "short", [U("Finally拿到offer了！！下个月start at 字节，做data analyst，签完字手还在抖")],
  [F("u", "employer|plan", "字节|字节跳动|ByteDance"), F("u", "job_title|plan", "data analyst")]),
C(L, "short", [U("我养了一只corgi叫Toast，今年两岁，超级drama queen，不给零食就躺地上")],
  [F("u", "pet", "corgi|柯基|dog"), F("u", "pet_name", "Toast"), F("p:Toast", "age", "两岁", False)], tag=True),
C(L, "short", [U("I'm 27, still single, 我妈 keeps sending me 相亲 profiles 😩 救命")],
  [F("u", "age", "27"), F("u", "family", "我妈|mom", False)], tag=True),
C(L, "short", [U("最近又在binge《请回答1988》，第三遍了，my all-time favorite drama，哭到眼睛肿")],
  [F("u", "fav_film", "请回答1988|Reply 1988")]),
C(L, "short", [U("我老公 is a pilot for 国航，so he's basically never home，家里就我跟猫")],
  [F("u", "partner", "老公"), F("p:老公", "job_title", "pilot|飞行员"), F("p:老公", "employer", "国航|Air China"),
   F("u", "pet", "猫|cat", False)]),
C(L, "short", [U("my number换了：15921876043，以后WeChat也绑这个")],
  [F("u", "phone", "15921876043")], tag=True),
C(L, "short", [U("我以前是vegetarian，now I eat 鱼 again 因为anemia太严重了，医生让的")],
  [F("u", "health", "anemia|贫血"), F("u", "diet", "eat 鱼|pescatarian", False)], tag=True),

# ---- companion chats ----
C(L, "companion", [
    U("小鹿，I just moved to Vancouver 三天，还在倒时差"),
    A("欢迎来到温哥华！你是来读书的吗？"),
    U("不是，工作。I'm a nurse，在VGH上班"),
    A("护士好辛苦！你是从哪里过来的呀？"),
    U("成都，土生土长的成都人"),
    A("成都！我也会说一点点四川话，巴适得板～不过说得很烂哈哈")],
  [F("u", "city", "Vancouver|温哥华"), F("u", "job_title", "nurse|护士"), F("u", "employer", "VGH|Vancouver General Hospital"),
   F("u", "hometown", "成都|Chengdu"), F("c", "language", "四川话", False)], character="小鹿", tag=True),
C(L, "companion", [
    U("Pip 我明天birthday！！终于30了", at="2025-03-08"),
    A("Happy early birthday! 所以你是3月8号生日？"),
    U("no lol 明天是3月9号啦，今天才8号")],
  [F("u", "birthday", "3月9号|March 9"), F("u", "age", "30", False)], character="Pip", tag=True),
C(L, "companion", [
    U("我跟my boyfriend分手了，今天搬出来了"),
    A("抱抱你。在一起多久了？你现在住哪呀？"),
    U("四年。现在暂时住我闺蜜家，in Brooklyn，她养了只超凶的parrot")],
  [F("p:闺蜜", "city|place", "Brooklyn"), F("p:闺蜜", "pet", "parrot|鹦鹉")], character="小鹿", tag=True),
C(L, "companion", [
    U("Pip，今天yoga class老师夸我downward dog做得标准！"),
    A("厉害！你练瑜伽多久了？"),
    U("一年多了，every Tuesday and Thursday。本来是为了治back pain才开始的")],
  [F("u", "sport|hobby", "yoga|瑜伽"), F("u", "health", "back pain", False)], character="Pip"),
C(L, "companion", [
    U("我major是economics，但我真正喜欢的是photography"),
    A("那你有考虑转专业吗？"),
    U("想过，但我爸will literally kill me 哈哈。而且在UCLA转专业超麻烦")],
  [F("u", "major", "economics|经济"), F("u", "hobby", "photography|摄影"), F("u", "school", "UCLA")], character="小鹿", tag=True),

# ---- diaries ----
C(L, "diary", [U("今天是Lunar New Year，一个人在London过。包了饺子but皮太厚了。我妈video call的时候一直哭。PhD第二年，sometimes真的想放弃，lab里就我一个中国人。晚上对着电脑看春晚回放。")],
  [F("u", "city", "London|伦敦"), F("u", "degree", "PhD|博士"), F("u", "family", "我妈|mom", False)]),
C(L, "diary", [U("Monday. 上班as usual，我在一家architecture firm做intern。老板Mr. Tan今天又改了我的drawing五次。午饭chicken rice，the best in Singapore没有之一。晚上去swim了40 laps，累瘫。")],
  [F("u", "job_title", "intern|实习生"), F("u", "industry", "architecture|建筑"), F("u", "employer", "architecture firm", False),
   F("p:Mr. Tan", "relation", "老板|boss"), F("u", "fav_food", "chicken rice|海南鸡饭"), F("u", "sport", "swim|swimming"),
   F("u", "city", "Singapore", False)]),
C(L, "diary", [U("Dream里我变成了Harry Potter里的Hermione哈哈，拿着魔杖去上课。醒来继续改我的thesis，研究方向是urban planning。我男朋友Leo今天做了dinner，he's a chef at a hotel in 浦东，手艺没得说。")],
  [F("u", "major", "urban planning|城市规划"), F("u", "partner", "Leo|男朋友"), F("p:Leo", "relation", "男朋友|boyfriend"),
   F("p:Leo", "job_title", "chef|厨师"), F("p:Leo", "employer", "hotel", False), F("p:Leo", "city|place", "浦东", False)], tag=True),
C(L, "diary", [U("今天带我家golden retriever去打疫苗，它叫Mango，已经九岁了，vet说有heart murmur要注意。回家路上买了杯bubble tea，my weakness。明天8am又要开sales meeting，当regional sales manager真的累。")],
  [F("u", "pet", "golden retriever|金毛|dog"), F("u", "pet_name", "Mango"), F("p:Mango", "health", "heart murmur"),
   F("u", "job_title", "regional sales manager|sales manager"), F("u", "fav_food", "bubble tea|奶茶", False)], tag=True),

# ---- group chats ----
C(L, "group", [
    S("Kevin", "今晚hotpot吗？"),
    S("Mandy", "我pass，I'm on a cut，教练不让吃"),
    S("Vivian", "我去！但我不能吃辣btw，胃炎又犯了"),
    S("Kevin", "ok 鸳鸯锅")],
  [F("u", "health", "胃炎|gastritis"), F("u", "diet", "不能吃辣", False), F("p:Mandy", "diet|plan", "on a cut", False)], me="Vivian", tag=True),
C(L, "group", [
    S("Jason", "Eric你还在Meta吗？"),
    S("Eric 李", "早跑了，去年跳到Stripe了，做backend", exp=True),
    S("阿珍", "哇Stripe！在Seattle吗？"),
    S("Eric 李", "remote，人在Austin")],
  [F("u", "employer", "Stripe"), F("u", "job_title", "backend|backend engineer"), F("u", "city", "Austin"), F("u", "name", "Eric", False)], tag=True),
C(L, "group", [
    S("小芳", "下周六Ben生日party，大家来吗"),
    S("Ben", "yes please come，我turning 25 😎"),
    S("Yuki", "来来来！我bring我的吉他唱生日歌"),
    S("小芳", "Yuki你会弹吉他？？"),
    S("Yuki", "学了三年了 lol")],
  [F("u", "instrument", "吉他|guitar"), F("p:Ben", "age", "25"), F("p:Ben", "birthday", "下周六", False), F("u", "name", "Yuki", False)], me="Yuki", tag=True),
C(L, "group", [
    S("姑姑", "Mia什么时候回国啊？"),
    S("Mia", "明年summer吧，要先defend我的master's thesis", exp=True),
    S("表哥", "你还在Melbourne？"),
    S("Mia", "对，still Melbourne，在Monash读public health")],
  [F("u", "city", "Melbourne|墨尔本"), F("u", "school", "Monash"), F("u", "major", "public health"), F("u", "degree", "master's|master"),
   F("u", "plan", "回国", False), F("u", "name", "Mia", False)], tag=True),
]
