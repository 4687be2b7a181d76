from h import U, P, C, chat, diary, comp, group

L = "mix"
CASES = [
# ---- short chats ----
chat(L, "我在 Amazon 做 SDE，base 西雅图，每天被 on-call 搞死", [
    U("employer", "Amazon"), U("job_title", "SDE|software engineer"), U("city", "西雅图|Seattle")]),
chat(L, "最近在学 French，因为 boyfriend 是法国人，他叫 Louis", [
    U("language", "French|法语"), U("partner", "Louis"), P("Louis", "relation", "boyfriend|男朋友"),
    P("Louis", "hometown", "法国|France", False)]),
chat(L, "my mom 非要我周末去相亲，i'm literally already married??? 我老公 Jason 都无语了", [
    U("partner", "Jason"), P("Jason", "relation", "老公|husband"), U("family", "mom", False)], neg=True),
chat(L, "今天 vet 说我家 Lucky 有点胖，要 diet 了🐶 它是只 golden", [
    U("pet", "golden|金毛|golden retriever|dog"), U("pet_name", "Lucky")], neg=True),
chat(L, "I'm 26岁，不是 62 哈哈哈 打字打反了。birthday 是 Nov 8 记一下", [
    U("age", "26"), U("birthday", "Nov 8|November 8|11月8日")], neg=True),
chat(L, "我的 WeChat 就是手机号 18602117733，email 的话 amy.wu@outlook.com", [
    U("phone", "18602117733"), U("email", "amy.wu@outlook.com")]),
chat(L, "Honestly 我最爱的 food 还是我妈做的 dumplings，外面的都不行", [
    U("fav_food", "dumplings|饺子"), U("family", "妈", False)]),
chat(L, "我是 Taiwanese 但在 Vancouver 长大，现在 based in 上海 做 marketing", [
    U("hometown", "台湾|Taiwan|Taiwanese", False), U("city", "上海|Shanghai"), U("job_title|industry", "marketing|市场")], neg=True),
chat(L, "不要再推荐我 horror movies 了 我真的很怕 我喜欢 rom-com 比如 Notting Hill", [
    U("dislike", "horror movies|恐怖片"), U("fav_film", "Notting Hill")], neg=True),
chat(L, "周末去 bouldering 了，我每周去两次，手都磨破了", [U("sport", "bouldering|攀岩")]),
chat(L, "我不是 doctor 啦 我是 PT，physical therapist，在 Kaiser", [
    U("job_title", "PT|physical therapist|物理治疗师"), U("employer", "Kaiser")], neg=True),
# ---- diaries ----
diary(L, "今天 WFH，上午连开三个 zoom。我 manager 说下个季度要 reorg，希望别 layoff 到我头上。午饭煮了个 instant noodles。下午 walk 了一下 Mango，它是一只 shiba，今天特别乖。晚上和 roommate 小安一起看 Friends，我看了大概十遍了，还是最喜欢这部剧。", [
    U("pet", "shiba|柴犬|dog"), U("pet_name", "Mango"), P("小安", "relation", "roommate|室友"), U("fav_film", "Friends|老友记")]),
diary(L, "Day 3 in Tokyo！这次是出差不是旅游，公司派我来见 client。我其实在 Singapore 住了快四年了，但每次来东京都觉得好舒服。晚上去吃了 omakase，虽然我 pescatarian 但刚好都是鱼哈哈。明天回去，周五还要 present。", [
    U("city", "Singapore|新加坡"), U("diet", "pescatarian")], neg=True),
diary(L, "今天是我的 birthday！四年才过一次真的很惨😂 今年 officially 32 了（其实是第8个生日哈哈）。老婆 Emily 给我订了 surprise dinner，我们家 twins 画了卡片。上班还是一样，我在 Google 做 UX researcher，今天 user interview 做了四场。", [
    U("birthday", "2月29日|February 29|Feb 29", False), U("age", "32"), U("partner", "Emily"), P("Emily", "relation", "老婆|wife"),
    U("family", "twins|双胞胎"), U("employer", "Google|谷歌"), U("job_title", "UX researcher")], neg=True, at="2024-02-29"),
diary(L, "早上去 gym 练腿，squat 终于 100kg 了💪 上班路上 podcast 听完了。中午跟 my brother 吃饭，他在 Meta 做 PM，一直劝我跳槽，我说我在 Tesla 挺好的。晚上在家 practice 萨克斯，邻居应该快疯了。", [
    U("sport", "gym|squat|weightlifting|健身"), U("family", "brother", False), P("brother", "employer", "Meta"),
    P("brother", "job_title", "PM"), U("employer", "Tesla|特斯拉"), U("instrument", "萨克斯|saxophone|sax")], neg=True),
# ---- companion chats ----
comp(L, "Sunny", ["Sunny 我今天 quit 了！！！", "哇！！你是说离开那家咨询公司 McKinsey 吗？",
    "不是 McKinsey 啦，是 BCG，今天提的离职，还要 work 一个月 notice。下个月底 join 一家 startup 做 product，offer 签了",
    "BCG 到 startup，好勇！恭喜～", "嗯 有点怕 但是 excited"], [
    U("employer", "BCG", False), U("plan|employer", "startup|join 一家 startup"), U("job_title|plan", "product|产品", False)]),
comp(L, "小柒", ["小柒 我 boyfriend 今天 propose 了 💍", "啊啊啊恭喜！！是那个 engineer Kevin 吗？",
    "对！就是他，不过他不是 engineer 是 architect 哈哈", "建筑师 Kevin，记住了！婚礼打算什么时候？", "明年秋天吧 还没定"], [
    U("partner", "Kevin"), P("Kevin", "relation", "boyfriend|fiancé|未婚夫"), P("Kevin", "job_title", "architect|建筑师")]),
comp(L, "Cleo", ["cleo 我 finally 开始学 piano 了", "太棒了！你之前不是会拉 violin 吗？",
    "没有哈哈 那是我妹。我之前什么乐器都不会", "原来如此～那 piano 是第一个！每周上几节课？", "一节，周六早上"], [
    U("instrument", "piano|钢琴"), P("妹妹", "instrument", "violin|小提琴"), U("family", "妹|妹妹", False)]),
comp(L, "Zephyr", ["今天 team dinner 吃了四川菜，辣到哭", "哈哈你不是最能吃辣吗？你说过你是 Chengdu 人",
    "我是 Chengdu 人没错，但是我胃不好，gastritis，医生让我少吃辣", "那要照顾好自己呀，胃炎可大可小"], [
    U("hometown", "Chengdu|成都"), U("health", "gastritis|胃炎|胃不好")]),
comp(L, "Orla", ["orla 我的 email 换了，以后 newsletter 发到 k.zhang.work@proton.me", "好的～是替换之前那个 gmail 吗？",
    "对 gmail 那个不用了。phone 也换了 +1 617 555 0139", "都更新好啦"], [
    U("email", "k.zhang.work@proton.me"), U("phone", "+1 617 555 0139|617 555 0139")]),
# ---- group chats ----
group(L, [("Jenny", "周六 brunch 谁来"), ("Alan", "me! 但我想 bring 我 girlfriend 可以吗"),
    ("Jenny", "当然 bring 她，顺便介绍你们认识我 husband David"), ("Cathy", "我来不了 I'm in Shanghai for work till next week")], [
    U("partner", "David"), P("David", "relation", "husband|老公"), P("Alan", "partner", "girlfriend")], me="Jenny"),
group(L, [("阿May", "有冇人知道 Mong Kok 边度有好嘅 cat café"), ("Ken", "你都有两只猫啦 仲去 cat café"),
    ("阿May", "屋企嗰两只唔理我㗎嘛 😂 Coco 同 Kiwi 都好高冷"), ("Sandy", "我对猫过敏 我唔去了 sorry")], [
    U("pet", "猫|cat"), U("pet_name", "Coco"), U("pet_name", "Kiwi"), P("Sandy", "allergy", "猫|cat"),
    U("city", "香港|Hong Kong", False), U("language", "粤语|Cantonese", False)], exporter="阿May"),
group(L, [("Ray", "下周 offsite 在 Hangzhou，大家 confirm 一下"), ("Leo", "confirm，不过我 vegetarian，餐厅记得安排"),
    ("Vivian", "我也 vegetarian! finally not alone"), ("Ray", "ok noted，我是 meat lover 我就不管了")], [
    U("diet", "vegetarian|素食"), P("Vivian", "diet", "vegetarian|素食"), U("plan", "offsite", False)], me="Leo"),
group(L, [("Mom", "Bella 你下周回来吗 外婆 80 大寿"), ("Bella", "回！机票 booked 了，周五晚上到"),
    ("Uncle Wei", "Bella 还在 London 读书吗"), ("Bella", "毕业啦舅舅，现在在 London 上班，做 audit，在 KPMG")], [
    U("plan", "外婆 80 大寿|回家"), P("外婆", "age", "80"), U("city", "London|伦敦"), U("job_title", "audit|auditor|审计"),
    U("employer", "KPMG|毕马威"), U("family", "外婆", False)], exporter="Bella"),
]
