from h import C, R, O, U, A, S

L = "mix"
# ---------------- short chats (12) ----------------
C(L, "short", [U("我在Shopee做data analyst"), U("base新加坡，每天meeting开到怀疑人生")],
  [R("u", "employer", "Shopee"), R("u", "job_title", "data analyst|数据分析师"), R("u", "city", "新加坡|Singapore")])
C(L, "short", "my mom 对坚果过敏 所以家里从来不买 nutella，我自己倒是没事 lol",
  [R("p:mom", "allergy", "坚果|nuts|tree nuts"), R("u", "family", "mom|妈妈")], tag=True)
C(L, "short", "养了只 ragdoll 叫 Mochi，超粘人，我 WFH 的时候它就趴键盘上",
  [R("u", "pet", "ragdoll|布偶|cat"), R("u", "pet_name", "Mochi")])
C(L, "short", "我大学在 UCLA 读的 econ，毕业回国进了四大，现在在德勤 audit",
  [R("u", "school", "UCLA"), R("u", "major", "econ|economics|经济"), R("u", "employer", "德勤|Deloitte"), R("u", "job_title", "audit|审计")])
C(L, "short", "我男朋友 Kevin 是 ABC，中文只会说你好和谢谢 😂 我在教他",
  [R("u", "partner", "Kevin"), R("p:Kevin", "relation", "男朋友|boyfriend"), O("p:Kevin", "hometown", "美国|US")], tag=True)
C(L, "short", "新号码 +86 186 2033 4471，old one 已经停了 don't text it",
  [R("u", "phone", "+86 186 2033 4471|18620334471")], tag=True)
C(L, "short", "我不是 vegetarian 啦 只是最近 cut carbs，不吃米饭面条",
  [R("u", "diet", "cut carbs|low carb|不吃米饭面条")], tag=True)
C(L, "short", "最近在学 tennis，每周六早上 lesson，coach 说我 backhand 像在赶苍蝇",
  [R("u", "sport", "tennis|网球")])
C(L, "short", "if 我有钱我就去冰岛看极光了，现实是在 Ikea 加班搬货",
  [O("u", "employer", "Ikea|宜家")], tag=True)
C(L, "short", "我是 Taylor Swift 的死忠粉，Eras tour 去了两场，钱包哭了",
  [R("u", "fav_music", "Taylor Swift")])
C(L, "short", "我二十三，my sister 二十七，她总觉得自己比我成熟 but she still can't cook",
  [R("u", "age", "二十三|23"), R("p:sister", "age", "二十七|27"), R("u", "family", "sister|姐姐")], tag=True)
C(L, "short", "重新介绍一下：我叫 Wendy Zhou，周文迪，叫我 文文 就好，Wendy 是在 Vancouver 读 high school 的时候取的英文名",
  [R("u", "name", "Wendy Zhou|周文迪"), R("u", "nickname", "文文"), O("u", "city", "Vancouver")], tag=True)

# ---------------- diaries (4) ----------------
C(L, "diary", "Day 3 in 伦敦 for work. 我们 team 来跟 client 开 workshop，我负责 present，紧张到手抖。Lunch 吃了 fish and chips，honestly 不如我家楼下的沙县。晚上跟大学室友 Jenny 吃饭，她在这边读 PhD，研究 climate policy，住在 Camden。她说我老了，我说我才 30 好吗。周五飞回上海。",
  [R("u", "age", "30"), R("p:Jenny", "relation", "大学室友|室友|roommate"), R("p:Jenny", "degree", "PhD|博士"), R("p:Jenny", "major", "climate policy"),
   R("p:Jenny", "city|place", "Camden|London|伦敦"), O("u", "city", "上海|Shanghai")], tag=True)
C(L, "diary", "今天 officially 入职 Airbnb 的第一天！Onboarding 一整天，拿了新的 MacBook Pro。我的 manager 叫 Rachel，人超 nice，她是 Berkeley 毕业的。下班去健身房练了 legs，我现在一周 lift 四次。晚饭 meal prep 的鸡胸肉，bulking 季真的吃到吐。",
  [R("u", "employer", "Airbnb"), R("u", "belonging", "MacBook Pro|MacBook"), R("p:Rachel", "relation", "manager|boss"),
   R("p:Rachel", "school", "Berkeley"), R("u", "sport", "lift|健身|weightlifting"), O("u", "diet", "bulking")], tag=True)
C(L, "diary", "周末 recap：周六带我家 golden 豆包去 dog park，它跟一只 husky 打了一架。周日去爸妈家吃饭，我爸最近迷上了 pickleball，每天早上六点去打。我妈问我什么时候跟 Leo 结婚，我说明年春天，venue 都订好了。晚上 binge 了三集 The Bear。",
  [R("u", "pet", "golden|金毛|golden retriever"), R("u", "pet_name", "豆包"), R("p:爸爸", "sport", "pickleball"), R("u", "family", "我爸|爸爸|dad"), R("u", "partner", "Leo"),
   R("u", "plan", "结婚|wedding"), O("u", "fav_film", "The Bear")], tag=True)
C(L, "diary", "今天 dermatologist 说我的 eczema 是 stress 引起的，开了药膏。回公司继续写 code，我们是做 fintech 的小 startup，二十个人不到。我其实一直想 switch 去做 UX，但目前还是 backend engineer。晚上在 Duolingo 学韩语，day 98。",
  [R("u", "health", "eczema|湿疹"), R("u", "industry", "fintech"), R("u", "job_title", "backend engineer|后端"), R("u", "language", "韩语|Korean")], tag=True)

# ---------------- companion chats (4) ----------------
C(L, "companion", [
    U("Aria 我今天 presentation 搞砸了"),
    A("Oh no, 是那个给 VP 的 quarterly review 吗？你在 marketing 真的压力好大"),
    U("不是 marketing 啦 我是 sales，是给 client 的 pitch"),
    A("Sorry 记错了！Sales 的 pitch 搞砸了也没关系，下次一定更好"),
    U("希望吧 这个月 quota 还差一半"),
], [R("u", "job_title|industry", "sales|销售")], tag=True, char="Aria")
C(L, "companion", [
    U("Leo 你猜我周末去哪了"),
    A("让我猜，去 hiking？你之前说喜欢爬山"),
    U("bingo，去了 Mount Tam，我每个月都会去一次"),
    A("Mount Tam! 所以你在 Bay Area 住？"),
    U("对 住 Oakland，但在 SF 上班"),
], [R("u", "hobby|sport", "hiking|爬山"), R("u", "city", "Oakland"), O("u", "place", "SF|San Francisco")], tag=True, char="Leo")
C(L, "companion", [
    U("Momo 我决定养 hamster 了"),
    A("好可爱！你之前不是说你对毛过敏吗？"),
    U("那是我室友 不是我 我什么都不过敏"),
    A("OK OK 记住了，是室友过敏。仓鼠想好名字了吗？"),
    U("叫 Nugget，明天去 pet store 接它"),
], [O("p:室友", "allergy", "毛|fur"), O("u", "pet", "hamster|仓鼠"), O("u", "pet_name", "Nugget"), R("u", "plan", "去 pet store 接它|接它")],
  tag=True, char="Momo")
C(L, "companion", [
    U("Yuki 我跟你讲 我下个月要去东京 exchange 半年"),
    A("好棒！是去早稻田吗？"),
    U("不是 是庆应 Keio，我在复旦读 finance"),
    A("复旦 finance 去庆应交换，太厉害了。你会日语吗？"),
    U("会一点点 N4 水平 日常够用"),
    A("我最喜欢的日本食物是拉面，你一定要多吃！"),
], [R("u", "plan", "去东京 exchange|exchange|交换|Keio|庆应"), R("u", "school", "复旦|Fudan"), R("u", "major", "finance|金融"),
    O("u", "language", "日语|Japanese"), R("c", "fav_food", "拉面|ramen")], tag=True, char="Yuki")

# ---------------- group chats (4: 2 me, 2 exporter_me) ----------------
C(L, "group", [
    S("Amy", "周五 happy hour 去哪"),
    S("Jason", "我不喝酒 btw，去年开始戒的"),
    S("Amy", "那去那家 taco place？Jason 可以喝 soda"),
    S("Cindy", "我要加班 deadline 周一，你们去吧 😭"),
    S("Derek", "我来！刚搬来 SF 两周 还不认识什么人"),
], [R("p:Derek", "city", "SF|San Francisco"), R("p:Jason", "diet", "不喝酒|戒|sober"), R("p:Cindy", "plan", "deadline")], tag=True, me="Amy")
C(L, "group", [
    S("Tina", "我们 family 群说一下 奶奶 next week 做 cataract surgery", True),
    S("Uncle Ben", "哪家医院？我可以 drive 她去"),
    S("Tina", "仁济，周二早上八点"),
    S("Cousin Max", "我在 Sydney 回不去，给奶奶带个好"),
], [R("p:奶奶", "plan|health", "cataract surgery|白内障"), R("p:Cousin Max", "city", "Sydney"), R("u", "family", "奶奶|grandma")], tag=True)
C(L, "group", [
    S("阿Ken", "下周 hackathon 谁组队"),
    S("Shirley", "我！我 frontend 可以 cover"),
    S("阿Ken", "好 我做 backend，小陈你做 ML？"),
    S("小陈", "可以 but 我周六上午要考 GRE，下午才能来"),
], [O("u", "job_title", "backend"), O("u", "plan", "hackathon"), R("p:小陈", "plan", "GRE"), O("p:Shirley", "job_title", "frontend")],
  tag=True, me="阿Ken")
C(L, "group", [
    S("Joyce", "谁有推荐的 dentist？我在 Richmond", True),
    S("Vivian", "Dr. Lam 不错 讲粤语"),
    S("Joyce", "perfect 我爸妈只讲粤语"),
    S("Henry", "我老婆也在那看 她说 ok"),
], [R("u", "city|place", "Richmond"), R("p:爸妈", "language", "粤语|Cantonese"), R("p:Henry", "partner", "老婆|wife")], tag=True)
