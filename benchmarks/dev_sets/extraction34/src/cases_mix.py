"""Mixed-language cases of dev set 34: short chats, diaries, companion chats, group chats."""
from h import case, u, a, g, U, Uo, P, Po, C, Co

L = "mix"

# ---------------- short chats ----------------
case(L, "short", [u("我在Shopee做data analyst，base新加坡，每天英文中文福建话切换到脑子打结")],
     [U("employer", "Shopee"), U("job_title", "data analyst"), U("city", "新加坡", "Singapore"),
      U("language", "福建话", "Hokkien"), U("language", "英文", "English"), Uo("language", "中文", "Chinese")])

case(L, "short", [u("my mom 非要我学钢琴 when I was 6，结果现在只会弹小星星. 现在 I'm way more into 架子鼓 lol，每周去琴行练两次")],
     [U("instrument", "架子鼓", "drums"), Uo("family", "my mom", "mom")], tag=True)

case(L, "short", [u("我对象是 French，住在 Lyon，我们 long distance 两年了，我在上海做 marketing")],
     [U("partner", "对象"), Po("对象", "hometown", "French", "France"), P("对象", "city", "Lyon"),
      U("city", "上海", "Shanghai"), U("job_title", "marketing")], tag=True)

case(L, "short", [u("今天 interview 了 Tencent，感觉 so-so，不过我已经拿到 Alibaba 的 offer 了，下个月入职 😎")],
     [U("employer|plan", "Alibaba", "阿里巴巴")], tag=True)

case(L, "short", [u("honestly 我这辈子最爱的 band 就是 Coldplay，Viva La Vida 听一次哭一次。但是 K-pop 我真的 can't，太吵了")],
     [U("fav_music", "Coldplay"), U("dislike", "K-pop")])

case(L, "short", [u("我 allergic to 猫毛，但我室友刚捡了一只小猫回来 🙃 help")],
     [U("allergy", "猫毛", "cat hair", "cats"), P("室友", "pet", "小猫", "猫", "kitten")], tag=True)

case(L, "short", [u("birthday 是 3月21号，白羊座 ♈，今年 turning 30 了好慌")],
     [U("birthday", "3月21号", "3月21日", "March 21"), Uo("age", "30", "29")])

case(L, "short", [u("我 hometown 是 Chengdu 但是 grew up in Vancouver，所以中文 reading 很烂，speaking 还 OK")],
     [U("hometown", "Chengdu", "成都"), Uo("hometown|place", "Vancouver"), Uo("language", "中文", "Chinese")], tag=True)

case(L, "short", [u("我的 WeChat 就是手机号 +86 186 2093 4471，加的时候备注一下 from 读书会")],
     [U("phone", "+86 186 2093 4471", "18620934471")])

case(L, "short", [u("我 major 是 CS，minor 哲学，现在在 UCLA 读大三，天天 debugging 到怀疑人生")],
     [U("major", "CS", "computer science"), U("school", "UCLA"), Uo("major", "哲学", "philosophy"),
      Uo("degree", "本科", "bachelor")])

case(L, "short", [u("我家 husky 叫 Kobe，名字是我老公起的，他是 Lakers 死忠粉，我其实对 basketball 一窍不通")],
     [U("pet", "husky", "哈士奇"), U("pet_name", "Kobe"), U("partner", "老公", "husband"), Po("老公", "hobby", "Lakers")], tag=True)

case(L, "short", [u("我 vegan 三年了，最近在学做 Korean food，但是 kimchi 里面有鱼露 so 只能自己做")],
     [U("diet", "vegan"), Uo("hobby", "做 Korean food", "cooking")])

# ---------------- diaries ----------------
case(L, "diary", [u("Today super 累。早上 8 点到 office（我在一家 consulting firm 当 analyst），老板突然说 next week 可能让我去 Hong Kong 出差三天。中午跟 Cindy 吃了 dim sum，我的 forever favourite，她说她 finally 和 boyfriend 分手了，我陪她骂了一小时。晚上回家撸了我家 cat 团团，它是我唯一的 emotional support 😭 睡前背了 30 个 GRE 单词，十月的考试已经报名了。")],
     [U("job_title", "analyst"), Uo("employer", "consulting firm"), U("fav_food", "dim sum"), U("pet", "cat"),
      U("pet_name", "团团"), U("plan", "GRE")], tag=True)

case(L, "diary", [u("周末 recap：周六去看了 Hans Zimmer 的 live concert，我人生 top 1 作曲家，Interstellar 的 OST 我能听到天荒地老。周日在家打 Animal Crossing，我的岛已经 5 星了。晚饭做了 pasta，我男朋友 Jason 又把 mushrooms 全挑出来了，他说 mushrooms 是 fungus 不是 food 🙄 我超爱 mushrooms 好吗")],
     [U("fav_music", "Hans Zimmer"), Uo("fav_film", "Interstellar"), U("hobby", "Animal Crossing"),
      U("partner", "Jason"), P("Jason", "relation", "男朋友", "boyfriend"), P("Jason", "dislike", "mushrooms"),
      U("fav_food", "mushrooms")], tag=True)

case(L, "diary", [u("Day 1 in Melbourne！正式开始 working holiday 了。share house 里有个 German 女生和一个 Japanese 男生，大家都用 English 聊天，我的口语 finally 派上用场了。明天去一家 café 面试 barista，希望能过 🙏 老家青岛的爸妈已经打了三个视频电话了哈哈。")],
     [U("city", "Melbourne"), U("hometown", "青岛", "Qingdao"), U("language", "English"),
      Uo("plan", "面试 barista", "面试"), P("爸妈", "city", "青岛", "Qingdao")], tag=True)

case(L, "diary", [u("今天是 Mia 的 first day at kindergarten！我家小公主一点都没哭，反而是我在门口哭成狗 😂 然后赶去医院上班，今天 ER 超忙，我这个 resident 连水都没喝上一口。下班老公来接我，他说他今天 work from home 顺便把 Mia 的 Lego 拼完了。")],
     [U("family", "Mia"), P("Mia", "relation", "小公主", "女儿", "daughter"), Po("Mia", "school", "kindergarten"),
      U("job_title", "resident"), Uo("employer", "医院", "hospital"), U("partner", "老公", "husband")], tag=True)

# ---------------- companion chats ----------------
case(L, "companion", [u("Lumi，我今天终于拿到 driver's license 了！考了三次 🥲"),
                      a("恭喜恭喜！是不是要买车了？你之前说想买 Tesla？"),
                      u("Tesla 是我 dream car 啦，现实是我爸把他那台旧 Corolla 给我了"),
                      a("哈哈，Corolla 也很棒！你每天开车去上班吗？"),
                      u("对，从 Irvine 开到 LA 的 office，traffic 要命，幸好车里可以大声放 Jay Chou")],
     [U("belonging", "driver's license"), U("belonging", "Corolla"), U("city", "Irvine"), Uo("fav_music", "Jay Chou", "周杰伦")],
     character="Lumi", tag=True)

case(L, "companion", [u("Bobo，我跟你说，我最讨厌的 food 就是 blue cheese，闻着像袜子"),
                      a("哈哈记下了！那你最喜欢的是？"),
                      u("麻辣烫 forever！还有我 mom 做的红豆汤"),
                      a("好的～你是不是南方人？"),
                      u("东北的啦，Harbin 人，现在在 Toronto 读 PhD")],
     [U("dislike", "blue cheese"), U("fav_food", "麻辣烫"), Uo("fav_food", "红豆汤"), U("hometown", "Harbin", "哈尔滨"),
      U("city", "Toronto"), U("degree", "PhD")], character="Bobo", tag=True)

case(L, "companion", [u("Kiki，我最近 start 学 Korean 了，每天 Duolingo 30 分钟"),
                      a("好棒！是因为喜欢 BTS 吗？"),
                      u("不是 BTS 啦，我是 IU 的粉丝，想听懂她的歌词"),
                      a("IU 很棒！你打算去韩国看她的演唱会吗？"),
                      u("已经抢到 Seoul 的票了！！12 月去 ✈️")],
     [U("language", "Korean", "韩语"), U("fav_music", "IU"), U("plan", "Seoul", "IU 演唱会")], character="Kiki", tag=True)

case(L, "companion", [u("Momo 我 bad news，我被 layoff 了"),
                      a("啊……抱歉。你在 Shopify 做了好几年吧？"),
                      u("是 Stripe 啦，做了三年 backend engineer。现在 officially 失业了哈哈"),
                      a("先休息一下吧。你还住在 San Francisco 吗？"),
                      u("yeah 还在 SF，但是 rent 太贵了，可能要搬回老家 Houston")],
     [U("job_title", "失业", "unemployed"), U("city", "SF", "San Francisco"), U("hometown", "Houston"),
      Uo("plan", "搬回老家 Houston")], character="Momo", tag=True)

# ---------------- group chats ----------------
case(L, "group", [g("Vivian", "明天 client meeting 改到 10am 了，大家 OK 吗"),
                  g("Ethan", "OK，不过我下午要 leave early，去 pick up 我女儿"),
                  g("Vivian", "no problem. 对了我下周一到周三 WFH，我猫刚做完 surgery 要照顾"),
                  g("Rachel", "哦天，你家 Oreo 还好吗？"),
                  g("Vivian", "还好，就是绝育，没事")],
     [U("pet", "猫", "cat"), U("pet_name", "Oreo"), Uo("plan", "WFH"), P("Ethan", "family", "女儿", "daughter")],
     me="Vivian", tag=True)

case(L, "group", [g("阿Ken", "下个月 reunion 大家来吗？在 Shanghai"),
                  g("小雨", "我来！反正我就住上海，离得近", ex=True),
                  g("Jenny", "我在 London 回不去 😭 刚开始读 master"),
                  g("阿Ken", "Jenny 你读什么？"),
                  g("Jenny", "UCL 的 urban planning"),
                  g("Tony", "我也来，刚好那周在上海出差")],
     [U("city", "上海", "Shanghai"), Uo("plan", "reunion"), P("Jenny", "city", "London"), P("Jenny", "school", "UCL"),
      P("Jenny", "major", "urban planning"), P("Jenny", "degree", "master")], tag=True)

case(L, "group", [g("Mom", "Andy 你周末回家吃饭吗？做了你最爱的糖醋排骨"),
                  g("Andy", "回！Mom 你最好了 ❤️ 我带 Emily 一起可以吗"),
                  g("Sis", "Emily 是谁？？你 girlfriend？？"),
                  g("Andy", "yes 是我 girlfriend，她是 nurse，在 Mount Sinai")],
     [Uo("fav_food", "糖醋排骨"), U("partner", "Emily"), P("Emily", "relation", "girlfriend"), P("Emily", "job_title", "nurse"),
      P("Emily", "employer", "Mount Sinai"), Uo("plan", "回家吃饭")], me="Andy", tag=True)

case(L, "group", [g("Leo", "周六 gig 的 setlist 我发群里了"),
                  g("阿Ben", "收到。我 bass 的 strings 刚换，周五再 rehearse 一次？", ex=True),
                  g("Yuki", "OK！我 drums 没问题，不过周五要加班到 8 点"),
                  g("阿Ben", "那 8 点半 studio 见")],
     [U("instrument", "bass"), Uo("plan", "gig"), P("Yuki", "instrument", "drums")], tag=True)
