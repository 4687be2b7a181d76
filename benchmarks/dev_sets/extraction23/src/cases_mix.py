from h import U, P, C, case

L = "mix"
def S(turns, expect, tag=False): return case("short", L, turns, expect, tag)
def D(text, expect, tag=False): return case("diary", L, [text], expect, tag)
def K(ch, turns, expect, tag=True): return case("companion", L, turns, expect, tag, character=ch)
def G(turns, expect, tag=True, me=None, exporter=None): return case("group", L, turns, expect, tag, me=me, exporter=exporter)

CASES = [
# ---------------- short chats (12) ----------------
S(["我在Shopee做data engineer，base新加坡，不是深圳哈，深圳是我们另一个team"],
  [U("employer", "Shopee"), U("job_title", "data engineer|数据工程师"), U("city", "新加坡|Singapore")], tag=True),
S(["我有ADHD，去年才确诊，现在每天早上吃一颗 Concerta，效果还行 focus 好了很多"],
  [U("health", "ADHD|注意力缺陷多动障碍"), U("health", "Concerta|专注达", r=False)]),
S(["my mom 是上海人 but 我是在 Vancouver 出生长大的，中文是周末中文学校学的 lol"],
  [P("mom", "hometown", "上海|Shanghai"), U("hometown", "Vancouver|温哥华"), U("language", "中文|Chinese"), U("language", "English|英语", r=False)]),
S(["邮箱是 kevin.lam.design@gmail.com，work email 就别发了 公司会看"],
  [U("email", "kevin.lam.design@gmail.com")], tag=True),
S(["I'm 素食 but not vegan，鸡蛋牛奶照吃，海鲜也不吃"],
  [U("diet", "素食|vegetarian")], tag=True),
S(["我男朋友Jason是ABC，中文只会说'好吃'和'谢谢'哈哈，他在Google做SWE"],
  [U("partner", "Jason"), P("Jason", "relation", "男朋友|boyfriend"), P("Jason", "employer", "Google|谷歌"), P("Jason", "job_title", "SWE|software engineer|软件工程师"), P("Jason", "language", "中文|Chinese", r=False)], tag=True),
S(["周末去 hiking 吗？哦我忘了 我 ACL 还没好 医生说至少再等两个月，sad"],
  [U("health", "ACL|ACL 还没好|前交叉韧带"), U("hobby|sport", "hiking|徒步", r=False)], tag=True),
S(["大家都叫我 JJ 就好～ My birthday 是 7月21号，巨蟹座，but please 别给我买蛋糕 我在 keto"],
  [U("nickname", "JJ"), U("birthday", "7月21号|July 21"), U("diet", "keto|生酮")]),
S(["宝宝们我怀孕了！！12 weeks，今天刚做完 NT，一切正常 🥹 我老公 Ryan 已经开始研究婴儿车了"],
  [U("health", "怀孕|pregnant|12 weeks"), U("partner", "Ryan"), P("Ryan", "relation", "老公|husband"), U("gender", "女|female", r=False)]),
S(["我在 Melbourne 读 master of nursing，但 part time 在一家 bubble tea 店打工，不是我开的啊别误会"],
  [U("city", "Melbourne|墨尔本"), U("degree", "master|硕士"), U("major", "nursing|护理"), U("job_title", "part time|打工", r=False), U("employer", "bubble tea 店|奶茶店", r=False)], tag=True),
S(["电话 0412 338 905，这是澳洲号，国内那个号已经销号了"],
  [U("phone", "0412 338 905")], tag=True),
S(["我是 lactose intolerant 不是 allergic，喝一点点奶茶没事，喝多了就 GG"],
  [U("health|allergy|diet", "lactose intolerant|乳糖不耐受")], tag=True),

# ---------------- diaries (4) ----------------
D("Monday 好累。早上 8 点的 standup，PM 又改需求了。我在 ByteDance 做 iOS 开发，已经第三年了，感觉快 burn out。午饭吃了 salad，因为上周体检说我 LDL 偏高，医生让少吃红肉。下午跟 manager 1:1，聊到明年可能调去新加坡，还没定。晚上回家弹了半小时 guitar，最近在练 Hotel California 的 solo。十一点睡。",
  [U("employer", "ByteDance|字节跳动|字节"), U("job_title", "iOS 开发|iOS developer"), U("health", "LDL 偏高|高胆固醇|high cholesterol"), U("instrument", "guitar|吉他"), U("plan", "新加坡", r=False)], tag=True),
D("Day 30 of chemo round 2. 今天精神还不错，吃下了半碗粥。淋巴瘤确诊以来第一次觉得自己像个人。我姐 Vivian 从 Boston 飞回来陪我，她在那边做 postdoc，研究 immunology，跟我的病也算是沾边哈哈。下午一起看了《Notting Hill》，我最爱的电影，看了不下十遍。晚上护士来抽血，手臂全是针眼。",
  [U("health", "淋巴瘤|lymphoma"), U("health", "chemo|化疗", r=False), P("Vivian", "relation", "我姐|姐|sister"), U("family", "Vivian|姐姐|sister"), P("Vivian", "city", "Boston|波士顿"), P("Vivian", "job_title", "postdoc|博士后"), P("Vivian", "major", "immunology|免疫学", r=False), U("fav_film", "Notting Hill|诺丁山")], tag=True),
D("今天搬进新家了！终于从 roommate 的沙发上搬出来了，现在自己租了个 studio 在 Queens，Astoria 那一带。房东是个希腊老太太，很 nice。晚上做了番茄炒蛋，第一次在自己的厨房做饭。我家 corgi 布丁一进门就到处闻，好像也很满意。明天还要去上班，我在一家 law firm 做 paralegal，希望别加班。",
  [U("city|place", "Queens|纽约|New York"), U("place", "Astoria"), U("pet", "corgi|柯基"), U("pet_name", "布丁"), U("job_title", "paralegal|律师助理"), U("employer", "law firm", r=False)], tag=True),
D("周六 family day。早上带 Emma 去上 swimming lesson，她五岁了，终于敢把脸埋进水里了。我老婆 Lisa 今天值班，她是 ER doctor，周末经常不在。中午带 Emma 去吃了 dim sum，她最爱虾饺。下午我自己去跑了 10K，最近在准备下个月的 half marathon，已经报名了。晚上读了两章 Sapiens。",
  [U("family", "Emma|女儿|daughter"), P("Emma", "age", "五岁|5"), P("Emma", "fav_food", "虾饺|har gow"), U("partner", "Lisa"), P("Lisa", "relation", "老婆|wife"), P("Lisa", "job_title", "ER doctor|急诊医生"), U("sport", "跑|running"), U("plan", "half marathon|半马"), P("Emma", "relation", "daughter", r=False)], tag=True),

# ---------------- companion chats (4) ----------------
K("Luna", ["Luna 我今天去 dermatologist 了", "A: 皮肤又不舒服了吗？是 eczema 吗？", "是 psoriasis 啦，银屑病，不是湿疹。医生给我开了新的 cream", "A: 抱歉记错了！银屑病。你之前说你是在 Sydney 对吧？", "对 Sydney，不过下个月搬去 Brisbane，offer 已经签了"],
  [U("health", "psoriasis|银屑病"), U("city", "Sydney|悉尼"), U("plan", "Brisbane|搬去 Brisbane")]),
K("小Q", ["小Q 你最喜欢什么 movie？", "A: 我最喜欢《Inception》，每次看都有新发现～你呢？", "我最喜欢宫崎骏的《千与千寻》，but 我老公只看 Marvel", "A: 哈哈 Marvel fan！你们是在哪认识的？大学同学吗？", "不是，我们在 Toronto 工作的时候认识的，现在一起回了成都"],
  [C("fav_film", "Inception|盗梦空间"), U("fav_film", "千与千寻|Spirited Away"), U("partner", "老公|husband", r=False), P("老公", "fav_film", "Marvel", r=False), U("city", "成都|Chengdu")]),
K("Kai", ["Kai, 我今天被诊断 type 2 diabetes 了", "A: 抱抱。你才三十几岁吧？", "我 41 了，不是三十几。家族史，我爸也是", "A: 41，记住了。医生有没有让你改饮食？", "要 low carb，还要我每天走一万步。I hate walking 但没办法"],
  [U("health", "type 2 diabetes|2型糖尿病"), U("age", "41"), P("爸爸", "health", "type 2 diabetes|diabetes|糖尿病", r=False), U("diet", "low carb|低碳水"), U("dislike", "walking", r=False)]),
K("Mochi", ["Mochi 我终于考完 CPA 了！", "A: 恭喜！！所以你现在是 accountant 啦？", "我本来就是 auditor，在 Deloitte，考证是为了升职", "A: Deloitte 好厉害！你是在 Hong Kong office 吗？", "Shenzhen office，我住在南山"],
  [U("job_title", "auditor|审计"), U("employer", "Deloitte|德勤"), U("city", "Shenzhen|深圳"), U("place", "南山|Nanshan")]),

# ---------------- group chats (4) ----------------
G([("Auntie May", "大家 next Sunday 饮茶 ok 吗？"), ("Jenny", "ok！我带 baby 来"), ("Uncle Bill", "我 ok，我去订位"), ("Mark", "I can't，我 Saturday 飞 Tokyo 出差"), ("Jenny", "你又出差？你们 Apple 好忙"), ("Mark", "没办法，hardware team 就是这样")],
  [U("plan", "飞 Tokyo 出差|Tokyo|东京"), U("employer", "Apple|苹果"), U("job_title", "hardware|硬件", r=False), P("Jenny", "family", "baby", r=False)], me="Mark"),
G([("阿Ken", "今晚 badminton 谁来？"), ("Vicky", "我来！我最近每周打三次"), ("阿Ken", "你膝盖好了吗"), ("Vicky", "好了，物理治疗做完了"), ("Daniel", "我 pass，今天 allergies 爆发，pollen 太多")],
  [U("sport", "badminton|羽毛球"), U("health", "膝盖|knee", r=False), P("Daniel", "allergy", "pollen|花粉")], exporter="Vicky"),
G([("Coco", "新同事介绍一下吧"), ("Leo", "Hi 我是 Leo，刚从 Amazon 跳过来，做 product manager"), ("Coco", "欢迎！住哪里呀"), ("Leo", "住 Bellevue，之前在 Seattle downtown"), ("Amber", "welcome Leo!")],
  [U("name", "Leo"), U("job_title", "product manager|产品经理"), U("city", "Bellevue")], tag=True, me="Leo"),
G([("妈咪", "你们周末回来吃饭吗"), ("Sophie", "我回！顺便带我的新 boyfriend 给你们看"), ("大佬", "哇 finally"), ("Sophie", "他叫 Andy，是 dentist，人很好的"), ("妈咪", "好好好，他吃什么？"), ("Sophie", "他什么都吃，就是对 peanuts 过敏")],
  [U("partner", "Andy"), P("Andy", "relation", "boyfriend"), P("Andy", "job_title", "dentist|牙医"), P("Andy", "allergy", "peanuts|花生"), U("plan", "周末回来吃饭|回", r=False)], exporter="Sophie"),
]
