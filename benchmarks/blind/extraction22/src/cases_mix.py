from h import S, D, K, G, U, P, C

M = "mix"
CASES = [
# ---------------- short ----------------
S(M, "我在 Amazon 做 data scientist，base 西雅图，每天都在写 SQL 写到吐", [
    U("employer", "Amazon"), U("job_title", "data scientist"), U("city", "西雅图", "Seattle")]),
S(M, "我男朋友是 ABC，中文只会说你好和好吃，but he's learning for my parents lol", [
    U("partner", "男朋友", "boyfriend"), P("男朋友", "language", "中文", "Chinese", req=False)], tag=True),
S(M, "my mom 又问我什么时候回国了，我在 Toronto 读 PhD 第三年，哪有时间回去", [
    U("city", "Toronto"), U(["degree", "job_title"], "PhD"), U("family", "mom", req=False)], tag=True),
S(M, "我的 cat 叫 Mantou，英短，超胖 🐱 vet 说要减肥了", [
    U("pet", "英短", "cat", "British Shorthair"), U("pet_name", "Mantou", "馒头")]),
S(M, "i'm vegetarian 但是我吃蛋，所以严格来说是 ovo-vegetarian 吧，朋友总说我太讲究", [
    U("diet", "ovo-vegetarian", "vegetarian")]),
S(M, "大家都叫我 Kiki。email 改成 kelly.zhang.work@gmail.com 了，之前那个 qq 邮箱不用了", [
    U("nickname", "Kiki"), U("email", "kelly.zhang.work@gmail.com")], tag=True),
S(M, "老家是台中，现在在 Vancouver 做 real estate agent，十年了，市场最近很差", [
    U("hometown", "台中", "Taichung"), U("city", "Vancouver"), U("job_title", "real estate agent")]),
S(M, "我超讨厌 open office，每天戴降噪耳机上班。我们 team 在 Shopee 新加坡 office", [
    U("dislike", "open office"), U("employer", "Shopee"), U("city", "新加坡", "Singapore", req=False)]),
S(M, "I'm 35 this year, 但我妈说我看起来像 45 😂 谢谢妈", [
    U("age", "35")], tag=True),
S(M, "周末去 Costco 买了一堆东西，不是在那上班啊哈哈，我是 dental hygienist，诊所周末不开", [
    U("job_title", "dental hygienist")], tag=True),
S(M, "我 hometown 是 Penang，马来西亚华人，会讲 Hokkien、Cantonese、Malay 还有 English", [
    U("hometown", "Penang", "槟城"), U("language", "Hokkien", "福建话"), U("language", "Cantonese", "粤语"),
    U("language", "Malay", "马来语"), U("language", "English", "英语")]),
S(M, "sorry 我之前说错了，我不是 UBC 毕业的，是 SFU，学 computing science", [
    U("school", "SFU", "Simon Fraser University"), U("major", "computing science", "computer science")], tag=True),
# ---------------- diary ----------------
D(M, "今天 first day at the new job，在 Shopify 做 frontend。Office 在 Ottawa 市中心，我住 Kanata，commute 四十分钟。"
     "Lunch 跟 team 去吃 pho，我说我不吃牛肉，他们都很惊讶。晚上跟女朋友 Vivian video call，她还在 Montreal 读书，下个月才毕业。", [
    U("employer", "Shopify"), U("job_title", "frontend", "frontend developer"),
    U(["place", "city"], "Kanata"), U("city", "Ottawa", req=False), U(["diet", "dislike"], "不吃牛肉", "no beef"),
    U("partner", "Vivian"), P("Vivian", "relation", "女朋友", "girlfriend"), P("Vivian", "city", "Montreal"),
    P("Vivian", "plan", "毕业", "graduate")], tag=True),
D(M, "Rainy day again in London。我在这边读 fashion design 第二年，Central Saint Martins，pressure 很大。今天 tutor 说我 portfolio 太 safe 了，气死。"
     "回家路上买了 bubble tea，有点想家。我妈今天发来了我家狗 Doudou 的视频，它在杭州过得比我好多了。", [
    U("city", "London", "伦敦"), U("major", "fashion design"), U("school", "Central Saint Martins", "CSM"),
    U(["degree", "job_title"], "第二年", req=False), U("pet", "狗", "dog"), U("pet_name", "Doudou"),
    U("hometown", "杭州", "Hangzhou", req=False), U("family", "我妈", "mom", req=False)], tag=True),
D(M, "Day 12 of 戒糖。今天在 office 差点破功，同事带了 donuts。我血糖偏高，医生说是 pre-diabetes，所以必须控。"
     "晚上去 climbing gym 爬了一小时，每周三次已经成习惯了。My husband 说他也要陪我戒糖，结果晚上偷吃冰淇淋被我抓到 😑", [
    U("health", "pre-diabetes", "血糖偏高"), U("diet", "戒糖", "no sugar"), U("sport", "climbing"),
    U("partner", "husband")], tag=True),
D(M, "下班 walk home 的时候想了想，我真的有点后悔来 Sydney。不是说不好，就是太贵了，一个 room 要 $450 一周。"
     "我在一家 café 做 barista，同时在 TAFE 读 accounting diploma。室友 Ming 是 nurse，每天比我还累。下周要搬去 Parramatta，便宜一点。", [
    U("city", "Sydney"), U("job_title", "barista"), U("employer", "café", req=False), U("school", "TAFE"),
    U("major", "accounting"), U("degree", "diploma"), P("Ming", "relation", "室友", "roommate"),
    P("Ming", "job_title", "nurse"), U("plan", "搬去 Parramatta", "Parramatta")], tag=True),
# ---------------- companion ----------------
K(M, "Mika", ["Mika 我今天 finally 拿到驾照了！",
              "恭喜！！终于可以自己开车去 Irvine 上班了？",
              "我不在 Irvine 上班啦，我在 Pasadena 的 JPL 做 intern",
              "哇 JPL！是 NASA 那个吗？",
              "对！虽然只是 summer intern，但超酷"], [
    U("belonging", "驾照", "driver's license"), U("employer", "JPL"), U("job_title", "intern", "summer intern"),
    U("city", "Pasadena", req=False)], tag=True),
K(M, "小满", ["小满，我决定了，我要从 Google 辞职",
              "天啊，是因为 burnout 吗？你在 Mountain View 那边做 SWE 好几年了吧",
              "不是 Mountain View，是 NYC office。对，SWE，就是 burnout",
              "那接下来有什么打算？",
              "先 take a break，然后可能跟朋友 co-found 一个 startup，还没想好"], [
    U("employer", "Google"), U("job_title", "SWE", "software engineer"), U("city", "NYC", "New York", req=False),
    U("plan", "辞职", "quit", req=False)], tag=True),
K(M, "Pip", ["Pip do you know what 红烧肉 is",
             "Of course! Braised pork belly. Is that your favorite?",
             "我外婆做的最好吃, yes, my absolute favorite. 她在上海，我每年 Christmas 回去看她",
             "That's lovely. So you're in the US now?",
             "Chicago, born and raised actually. My parents moved here before I was born"], [
    U("fav_food", "红烧肉", "braised pork belly"), U("family", "外婆", "grandmother"),
    P("外婆", "city", "上海", "Shanghai"), U("city", "Chicago"), U("hometown", "Chicago")], tag=True),
K(M, "Rio", ["Rio 我今天被 layoff 了",
             "啊，好难过。是 fintech 那家吗？你做 PM 的那个？",
             "对，就是那家。不过我其实一直想转 UX，这次正好",
             "那你有 UX 的作品集吗？",
             "还没有，我报了一个 bootcamp，下周一开课"], [
    U("plan", "bootcamp", "UX bootcamp")], tag=True),
# ---------------- group ----------------
G(M, [("阿明", "这周五 hotpot 谁来"),
      ("Karen", "我来！但我最近 keto，只吃肉 lol"),
      ("Jess", "我来，但我得 8 点后，我在医院 night shift 到 8 点"),
      ("阿明", "ok 那就 8:30，在 Flushing 那家"),
      ("Jess", "👍 我就住 Flushing，走过去就行")], [
    U(["place", "city"], "Flushing"), U("employer", "医院", "hospital", req=False),
    U("job_title", "night shift", req=False), P("Karen", "diet", "keto"),
    U("name", "Jess", req=False)], tag=True, me="Jess"),
G(M, [("舅舅", "David 你什么时候回香港"),
      ("David", "下个月 15 号，机票订好了"),
      ("表妹Joyce", "太好了！我刚考完 DSE，可以带你去吃"),
      ("David", "恭喜！结果出了吗？"),
      ("表妹Joyce", "下周出，我报了港大 nursing")], [
    U("plan", "香港", "回香港", "Hong Kong"), U("hometown", "香港", "Hong Kong", req=False),
    P("表妹Joyce", "plan", "港大 nursing", "港大", req=False), U("name", "David", req=False)], tag=True, exporter="David"),
G(M, [("Linda姐", "谁知道哪里有好的 vet？我家 Lucky 又不吃东西了"),
      ("小Mo", "我用的是 Banfield，还行"),
      ("Wendy", "我推荐 Dr. Patel at Oak Park Animal Clinic，我们家两只 bunnies 都是她看的"),
      ("Linda姐", "谢谢 Wendy！"),
      ("Wendy", "不客气，你家 Lucky 是几岁的 golden 来着？")], [
    U("pet", "bunnies", "rabbits"), P("Linda姐", "pet_name", "Lucky"),
    P("Linda姐", "pet", "golden", "golden retriever", req=False), U("name", "Wendy", req=False)], tag=True, me="Wendy"),
G(M, [("Coach Lee", "明天早上 6 点 pool 见，别迟到"),
      ("Ivan", "我明天 skip，肩膀 injury"),
      ("阿伟", "我会到。我下个月 triathlon 比赛，得多练"),
      ("Coach Lee", "阿伟你不是说你 swimming 是弱项吗"),
      ("阿伟", "是啊，所以才每天游嘛")], [
    U("plan", "triathlon", "triathlon 比赛"), U("sport", "triathlon", "swimming", "游泳"),
    P("Ivan", "health", "肩膀", "shoulder injury", req=False), U("name", "阿伟", req=False)], tag=True, exporter="阿伟"),
]
