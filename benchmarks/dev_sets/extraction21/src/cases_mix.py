from h import U, P, C, short, diary, comp, group

CASES = [
# ---------------- short chats ----------------
short("mix", "我在 Shopee 做 PM，base 新加坡，每天开会开到怀疑人生", [
    U("employer", "Shopee"), U("job_title", "PM|product manager"), U("city", "新加坡|Singapore")]),
short("mix", "我的 cat 叫 Luna，不是那个 Harry Potter 的 Luna，是 Sailor Moon 的那个", [
    U("pet", "cat|猫"), U("pet_name", "Luna")], tag=True),
short("mix", "my mom 一直以为我还在读书，其实我 graduated 两年了，现在在 Deloitte 做 audit", [
    U("employer", "Deloitte|德勤"), U("job_title|industry", "audit|auditor|审计"), U("family", "mom", False)], tag=True),
short("mix", "不要再推荐我 sushi 了 guys，我对 fish 过敏，真的会 die", [U("allergy", "fish|鱼")], tag=True),
short("mix", "今年 30 了 but honestly 感觉自己还是 18 岁", [U("age", "30")], tag=True),
short("mix", "I'm 土生土长的 Chengdu 人，but 现在 live in Vancouver，火锅 is life", [
    U("hometown", "Chengdu|成都"), U("city", "Vancouver|温哥华"), U("fav_food", "火锅|hotpot")]),
short("mix", "我 boyfriend Kevin 是 dentist，我是 freelance illustrator，收入差距 is real 😂", [
    U("partner", "Kevin"), P("Kevin", "relation", "boyfriend|男朋友"), P("Kevin", "job_title", "dentist|牙医"),
    U("job_title", "freelance illustrator|illustrator|插画师")], tag=True),
short("mix", "周末去 Whistler 滑雪，我是 snowboard 派的，双板 is for boomers jk", [
    U("sport", "snowboard|snowboarding|单板"), U("plan", "去 Whistler 滑雪|Whistler", False)], tag=True),
short("mix", "我的 WeChat 和 phone 都是 +1 647 555 0192，email 是 amy.lin.work@outlook.com", [
    U("phone", "+1 647 555 0192"), U("email", "amy.lin.work@outlook.com")]),
short("mix", "我不会 swim，所以 beach vacation 对我来说就是 sit and eat 哈哈。but 我 hiking 很厉害，每个月都爬山", [
    U("sport", "hiking|爬山")], tag=True),
short("mix", "考完 CPA 了！！！now 我终于可以 sleep 了。next step 是 August 入职 KPMG", [
    U("employer|plan", "KPMG|毕马威")]),
short("mix", "我 roommate 是 vegan，但我是 carnivore 哈哈，冰箱一半 tofu 一半 steak", [
    P("roommate", "diet", "vegan"), P("roommate", "relation", "roommate|室友", False), U("diet", "carnivore", False)], tag=True),

# ---------------- diaries ----------------
diary("mix", "今天 is a good day. 早上去 farmers market 买了超多 strawberries，然后 went to 练琴，我现在在学 violin 第二年了，老师说我 vibrato 进步很大。下午 meet up with 我表姐 Vivian，她刚从 London 回来，她在那边读 MBA。晚上自己 cook 了一个 pasta，我 honestly 觉得自己可以开餐厅了（no I can't）。", [
    U("instrument", "violin|小提琴"), U("family", "Vivian"), P("Vivian", "relation", "表姐|cousin"), P("Vivian", "degree", "MBA"),
    P("Vivian", "city", "London", False)], tag=True),
diary("mix", "Monday blues 真的 real。早上 9 点 standup，我们 team 又要 rewrite 整个 frontend，我作为唯一的 senior dev 压力山大。中午和 colleague 去吃 Thai food，我点了 green curry，我最爱的。下午收到我妈的 WeChat，说我爸 blood pressure 有点高，让我回 Taipei 看看。我已经订了 next month 的 flight 了。晚上打了两小时 Elden Ring，被 boss 虐到怀疑人生。", [
    U("job_title", "senior dev|senior developer"), U("fav_food", "green curry|Thai food"),
    P("爸爸", "health", "blood pressure 有点高|high blood pressure"), U("family", "爸|dad", False), U("hometown", "Taipei|台北", False),
    U("plan", "flight|回 Taipei"), U("hobby", "Elden Ring")], tag=True),
diary("mix", "今天是我和 Sam 在一起 five years 的 anniversary！他 surprise 我订了那家我一直想去的 omakase，我感动到哭。我们 met 在大学 film club，他是 film major，我是 math。Now 他做 video editor，我在 insurance company 做 actuary，完全不同的世界 lol。", [
    U("partner", "Sam"), P("Sam", "major", "film"), P("Sam", "job_title", "video editor"), U("major", "math|mathematics"),
    U("job_title", "actuary|精算师"), U("industry", "insurance|保险")]),
diary("mix", "Woke up 头痛 again，migraine 这周第三次了，医生说要 cut down caffeine，but how？？我一天三杯 latte。下午在 home office 上了一节 Japanese 课，N3 考试 booked 在 December。我家 corgi 麻薯 全程 sit on my feet。", [
    U("health", "migraine|偏头痛"), U("language", "Japanese|日语"), U("plan", "N3 考试|N3|JLPT N3"), U("pet", "corgi|柯基"),
    U("pet_name", "麻薯")], tag=True),

# ---------------- companion chats ----------------
comp("mix", "Momo", [
    "Momo 我今天 finally 去 gym 了",
    "Yay! 是你之前说的那个 yoga class 吗？",
    "不是 yoga 啦，是 boxing，我每周去两次",
    "Boxing! So cool. 你是在 Shanghai 的 gym 吗？",
    "对，就在我家楼下，静安这边"], [
    U("sport", "boxing|拳击"), U("city", "Shanghai|上海"), U("place", "静安|Jing'an")]),
comp("mix", "Leo", [
    "Leo, my parents 下周来 visit 我",
    "好开心！他们从 Guangzhou 过来吗？",
    "no no 他们在 Xiamen，我老家是厦门",
    "Got it, 厦门! 你要带他们去哪里玩？",
    "带他们去 Yosemite，I live in San Jose 嘛，开车三小时"], [
    U("hometown", "厦门|Xiamen"), P("parents", "city", "Xiamen|厦门"), U("city", "San Jose|圣何塞"),
    P("parents", "plan", "visit", False), U("family", "parents", False)]),
comp("mix", "小布", [
    "小布，今天我的 podcast 上线第 50 期了！",
    "恭喜！是那个聊 true crime 的 podcast 吗？",
    "不是，是聊 indie games 的，我 host 了两年了",
    "哦对对，indie games！你最近在玩什么？",
    "Hades II，我已经 100 多小时了。my favorite game ever 还是 Hollow Knight"], [
    U("hobby", "podcast|indie games"), U("hobby", "Hollow Knight"), U("hobby", "Hades II", False)]),
comp("mix", "Nana", [
    "Nana 我 finally 决定了，I'm quitting my job",
    "哇！离开 Google 吗？",
    "不是 Google，我在 Meta，lol 你老记错。我要去读 law school 了",
    "好厉害！哪个 law school？",
    "NYU，fall 开学，offer 昨天到的"], [
    U("employer", "Meta", False), U("school|plan", "NYU"), U("major|plan", "law|law school|法律")]),

# ---------------- group chats ----------------
group("mix", [
    ("Jay", "今晚 raid 谁来？"),
    ("Kenji", "我 in，但 11 点要下，明天 early shift"),
    ("Jay", "ok。btw 我下周搬去 Seattle，Amazon 的 offer 签了，时区要变了"),
    ("Lily", "Jay 恭喜！！Seattle 的 rain 你 ready 吗"),
    ("Wei", "恭喜！那你现在还在 Austin 吗？"),
    ("Jay", "对 still in Austin 到月底")], [
    U("plan", "搬去 Seattle|Seattle|move to Seattle"), U("employer|plan", "Amazon|亚马逊"), U("city", "Austin")], me="Jay"),
group("mix", [
    ("妈妈", "囡囡下个月回来吗？"),
    ("*Chloe", "回的，flight 订好了，13 号到浦东"),
    ("爸爸", "好的我去接你。你那边 London 冷不冷"),
    ("Chloe", "超冷，but I'm used to it now，在这住三年了"),
    ("妈妈", "记得带点 Fortnum 的 tea 回来")], [
    U("plan", "flight|回家|flight home"), U("city", "London|伦敦"), U("nickname", "囡囡", False), U("name", "Chloe", False),
    U("hometown", "上海|Shanghai", False)]),
group("mix", [
    ("阿Ken", "下周六 gig 在 Blue Note，sound check 5 点"),
    ("Mia", "收到！我 bring my new Fender bass"),
    ("阿Ken", "鼓我自己带，别人的 kit 我用不惯"),
    ("Zoe", "我可能 late 一点，我 shift 在 restaurant 到 6 点")], [
    U("instrument", "鼓|drums"), U("plan", "gig|Blue Note"), P("Mia", "instrument", "bass"), P("Mia", "belonging", "Fender bass"),
    P("Zoe", "employer", "restaurant", False)], me="阿Ken"),
group("mix", [
    ("Ms. Chen", "家长们 reminder，Friday 是 pajama day"),
    ("*Ryan妈妈", "收到！btw Ryan 对 eggs 过敏，class party 的 cupcakes 要注意"),
    ("Emma爸爸", "我们家 Emma 也是，she's allergic to dairy"),
    ("Ms. Chen", "Noted, thank you both")], [
    U("family", "Ryan"), P("Ryan", "allergy", "eggs|鸡蛋"), P("Emma", "allergy", "dairy"), U("gender", "female|女", False)]),
]
