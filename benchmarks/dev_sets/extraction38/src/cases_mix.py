from h import case, U, A, S, u, p, c

L = "mix"


def K(kind, turns, expect, tag=0, me=None, character=None):
    case(L, kind, turns, expect, tag, me, character)


# ---------------------------------------------------------------- short (12)
K("short", "我在London做consultant，Accenture，天天飞来飞去 jet lag 是常态",
  [u("city", "London|伦敦"), u("job_title", "consultant|顾问"), u("employer", "Accenture|埃森哲")])
K("short", "sorry 刚才在开会 我们 startup 做 edtech 的 今天 pitch 给 investor 了 我是 cofounder 兼 CTO 哈哈 其实就三个人",
  [u("job_title", "CTO|cofounder|联合创始人"), u("industry", "edtech|教育科技")])
K("short", "my mom 问我什么时候结婚 我说我连 boyfriend 都没有 她说那 girlfriend 也行 😂",
  [u("family", "mom|妈妈", 0)], tag=1)
K("short", "对 peanut 过敏 严重的那种 要带 EpiPen 的",
  [u("allergy", "peanut|花生"), u("belonging", "EpiPen", 0)])
K("short", "我 hometown 是青岛，但 I've lived in Toronto since I was 12，所以中文有点 rusty",
  [u("hometown", "青岛|Qingdao"), u("city", "Toronto|多伦多"), u("language", "中文|Chinese", 0)], tag=1)
K("short", "周末去 Costco 扫货 买了一大箱 avocado 我最爱牛油果了 my roommate thinks I'm crazy",
  [u("fav_food", "牛油果|avocado")], tag=1)
K("short", "新养了只 golden retriever，叫 Mango 🥭，三个月，已经咬坏了我两双 AirPods 了",
  [u("pet", "golden retriever|金毛"), u("pet_name", "Mango")])
K("short", "I'm doing my PhD in 神经科学 at McGill，second year，导师人很好",
  [u("degree", "PhD|博士"), u("major", "神经科学|neuroscience"), u("school", "McGill|麦吉尔"), u("city", "Montreal|蒙特利尔", 0)])
K("short", "我叫 Vivian Zhang，中文名张薇，wechat 上找我就行，或者发邮件 vivian.zhang@brightloop.io，急事 call +1 416 555 0187",
  [u("name", "Vivian Zhang"), u("name", "张薇"), u("email", "vivian.zhang@brightloop.io"), u("phone", "+1 416 555 0187|4165550187"),
   u("employer", "brightloop", 0)])
K("short", "每天早上 6 点起来 swim 一小时 then 去上班，坚持三年了 feels great",
  [u("sport", "swim|swimming|游泳")])
K("short", "like 我真的不会 cook，我男朋友是 chef 所以我们家他做饭 我洗碗 fair enough",
  [u("partner", "男朋友|boyfriend"), p("男朋友", "job_title", "chef|厨师")], tag=1)
K("short", "下个月 move to Melbourne 了！！offer 签了 在 REA Group 做 data scientist，终于要离开 Perth 了",
  [u("employer|plan", "REA Group"), u("job_title|plan", "data scientist"), u("plan", "move to Melbourne|Melbourne"), u("city", "Perth|珀斯")],
  tag=1)

# ---------------------------------------------------------------- diary (4)
K("diary", "Mon. 今天 standup 又拖了四十分钟。我们组新来的 intern 是我学弟，也是 Waterloo 的，CS，挺聪明。中午吃了 poke bowl，下午 debug 一个 race condition 到怀疑人生。晚上和女朋友 Anna facetime，她在 Vancouver 读 MBA，我们 long distance 第二年了。睡前背了20个日语单词，Duolingo streak 300 天 🔥",
  [u("school", "Waterloo|University of Waterloo"), p("学弟", "school", "Waterloo"), p("学弟", "major", "CS|computer science"),
   p("学弟", "job_title", "intern|实习生"), u("partner", "Anna"), p("Anna", "relation", "女朋友|girlfriend"), p("Anna", "city", "Vancouver"),
   p("Anna", "degree", "MBA"), u("language", "日语|Japanese")], tag=1)
K("diary", "星期六 sunny ☀️ 早上去 farmers market 买了 sourdough 和 flowers。下午带 Oreo（我的 border collie）去 Bondi 跑了一圈，它比我还兴奋。晚上 flatmate 做了 laksa，she's Malaysian，辣到我流泪但是好吃。明天又要 Monday blues 了，在 Westpac 做 compliance 真的好 boring 😩",
  [u("pet", "border collie|边牧"), u("pet_name", "Oreo"), u("employer", "Westpac"), u("job_title", "compliance|合规"),
   p("flatmate", "hometown", "Malaysian|Malaysia", 0), u("city", "Sydney|悉尼", 0)], tag=1)
K("diary", "5/20 阴天。今天去医院拿了报告，医生说是 mild 的 scoliosis，要做 physio。唉。回家路上给妈妈打电话，没敢说，怕她担心。我一个人在 Dublin，生病的时候最想家。晚上看了 Before Sunrise，my all-time favourite，看完心情好点了",
  [u("health", "scoliosis|脊柱侧弯"), u("city", "Dublin|都柏林"), u("fav_film", "Before Sunrise"), u("family", "妈妈|mom", 0)])
K("diary", "Diary 📓 今天是 last day at 字节，交了电脑和工牌。下周一开始 gap 三个月，去 backpacking 东南亚，机票已经买了 Bangkok 的。同事们送了我一个 Kindle，说路上看书。回家跟我爸说了，他说 '三十岁的人了还到处跑'，哈哈我才 28",
  [u("age", "28"), u("plan", "backpacking 东南亚|东南亚|Bangkok"), u("belonging", "Kindle"), u("family", "我爸|爸爸|dad", 0)], tag=1)

# ---------------------------------------------------------------- companion (4)
K("companion", [U("Miso 我今天 finally 拿到 driver's licence 了！"),
                A("恭喜！！你在多伦多考的吗？"),
                U("不是啦 我在 Calgary，多伦多是我表姐"),
                A("Calgary！那现在可以自己开车去上班了～"),
                U("yes 我在 WestJet 上班 机场那边 以前 bus 要一个小时")],
  [u("city", "Calgary|卡尔加里"), u("employer", "WestJet"), p("表姐", "city", "多伦多|Toronto"), u("family", "表姐|cousin", 0)],
  tag=1, character="Miso")
K("companion", [U("我决定要学 piano 了 at 32 lol 会不会太晚"),
                A("永远不晚！你之前学过小提琴对吧？"),
                U("没有 你记错了 小时候学的是古筝 学了八年"),
                A("古筝八年！那你乐感一定很好～"),
                U("lessons 已经约了 每周六上午 老师是个 Korean 大叔")],
  [u("age", "32"), u("instrument", "piano|钢琴"), u("instrument", "古筝|guzheng", 0)], tag=1, character="Miso")
K("companion", [U("今天 team dinner 吃了 hotpot，我是唯一一个能吃辣的 😎"),
                A("你是四川人吧？怪不得！"),
                U("湖南的 lol 长沙人。but 现在在 Seattle 做 SDE"),
                A("长沙！那 Seattle 的中餐能满足你吗？"),
                U("完全不能 我都自己做 剁椒鱼头 my specialty")],
  [u("hometown", "长沙|湖南|Changsha"), u("city", "Seattle|西雅图"), u("job_title", "SDE|software engineer"),
   u("fav_food", "剁椒鱼头", 0)], tag=1, character="Miso")
K("companion", [U("Miso 你是什么星座"),
                A("我是双鱼座哦！你呢，让我猜——天蝎座？"),
                U("不是 我 birthday 是 1月8号 所以摩羯"),
                A("摩羯座！难怪你工作这么拼～"),
                U("哈哈 都是 stereotype 我就是个 lazy 的 grad student 在 LSE 读 econ")],
  [u("birthday", "1月8号|January 8"), u("school", "LSE|London School of Economics"), u("major", "econ|economics|经济"),
   u("job_title|degree", "grad student|研究生"), u("city", "London|伦敦", 0)], tag=1, character="Miso")

# ---------------------------------------------------------------- group (4: 2 me, 2 exporter_me)
K("group", [S("Kelly", "今天 all hands 说要 layoff 吗 有人听说吗"),
            S("大刘", "听说是 sales 那边 我们 engineering 应该还好"),
            S("Kelly", "我刚转正 别搞我 签证还挂在公司上"),
            S("Amy", "Kelly 你 visa 是 skilled worker 吧 我的也是"),
            S("Kelly", "对 所以现在不敢跳槽 在 Monzo 先苟着 London 房租又这么贵"),
            S("Jason", "Monzo 还行吧 我们 Revolut 那边才惨 听说要裁一半")],
  [u("employer", "Monzo"), p("Jason", "employer", "Revolut"), u("city", "London|伦敦", 0), p("大刘", "job_title", "engineering", 0), u("name", "Kelly", 0)], tag=1, me="Kelly")
K("group", [S("阿Ken", "有人要出二手 desk 吗 我刚搬到 Scarborough"),
            S("Leo", "我有一张 IKEA 的 你要的话 free 我下周 move out 回国了", exp=True),
            S("Cindy", "Leo 你真的要回国啦 去哪个城市"),
            S("Leo", "深圳 offer 是大疆的 hardware engineer 下个月 start")],
  [u("employer|plan", "大疆|DJI"), u("job_title|plan", "hardware engineer|硬件工程师"), u("plan", "回国|深圳|move out"),
   p("阿Ken", "place|city", "Scarborough"), u("name", "Leo", 0)], tag=1)
K("group", [S("Yuki", "this week's 语言交换 在哪 老地方?"),
            S("Oliver", "yes same café, 我中文还是很烂 haha"),
            S("Yuki", "没事 我日语也一般 我是中日混血但是在上海长大的 所以日语只会说不会写"),
            S("Mina", "I'm bringing my cousin, she just moved here from Seoul")],
  [u("hometown", "上海|Shanghai"), u("language", "日语|Japanese", 0), p("Oliver", "language", "中文|Chinese", 0),
   u("language", "中文|Chinese", 0)], tag=1, me="Yuki")
K("group", [S("教练Frank", "周日羽毛球 court 订好了 2-4pm"),
            S("阿Ben", "来 我带新拍子 Yonex 的", exp=True),
            S("Sandy", "我请假 我 daughter 发烧"),
            S("阿Ben", "Sandy take care! 我老婆也说要来 她打得比我好"),
            S("Winnie", "我也来！刚从 Richmond 搬到 Burnaby 现在近多了")],
  [u("belonging", "Yonex|新拍子"), u("sport", "羽毛球|badminton", 0), u("partner", "老婆|wife"), p("老婆", "sport", "羽毛球|badminton", 0),
   p("Sandy", "family", "daughter", 0), p("Winnie", "city|place", "Burnaby"), u("name", "阿Ben", 0)], tag=1)
