"""Mixed Chinese/English cases of dev set 11 (24): short chats, diaries, companion chats, group chats."""
from h import case, U, A, S, X, u, p, c


def M(*a, **k):
    case("mix", *a, **k)


# ---------------- short chats (12) ----------------
M("short", "我在 Google 做 SWE，base 新加坡，虽然 everyone thinks I'm in Mountain View 哈哈",
  [u("employer", "Google|谷歌"), u("job_title", "SWE|software engineer"), u("city", "新加坡|Singapore")], tag=True)
M("short", "my mom 说我都 30 了还不结婚 😑 我才 27 好吗",
  [u("age", "27"), u("family", "mom|妈妈", False)], tag=True)
M("short", "最近 obsessed with 攀岩，一周去三次 climbing gym。weekend 还在学 knitting，织得巨丑",
  [u("sport", "攀岩|climbing"), u("hobby", "knitting|织毛线")])
M("short", "我男朋友 Ethan 是 ABC，中文只会说 '好吃'，but he's learning",
  [u("partner", "Ethan"), p("Ethan", "relation", "男朋友|boyfriend"), p("Ethan", "language", "中文|Chinese", False),
   p("Ethan", "hometown", "美国|US", False)], tag=True)
M("short", "I'm lactose intolerant 所以 bubble tea 都要换燕麦奶",
  [u("health|allergy|diet", "lactose intolerant|乳糖不耐受"), u("fav_food", "bubble tea|奶茶", False)])
M("short", "我是 Columbia 的 PhD student，读 neuroscience，第四年了 help",
  [u("school", "Columbia|哥伦比亚大学"), u("degree", "PhD|博士"), u("major", "neuroscience|神经科学")])
M("short", "下周 fly to 首尔 for a conference，第一次去韩国 so excited",
  [u("plan", "首尔|fly to 首尔|Seoul|conference")])
M("short", "养了两只 cats，一个叫 Latte 一个叫 Mocha ☕",
  [u("pet", "cats|猫"), u("pet_name", "Latte"), u("pet_name", "Mocha")])
M("short", "my WeChat 就是手机号 +86 186 2233 4455，加我。email 的话 yuqing.h@outlook.com",
  [u("phone", "+86 186 2233 4455|18622334455"), u("email", "yuqing.h@outlook.com")])
M("short", "我不是 vegetarian 啦，我只是不吃牛肉，家里拜观音的",
  [u("diet", "不吃牛肉|no beef")], tag=True)
M("short", "honestly 我最讨厌的就是 group project，每次都是我一个人 carry",
  [u("dislike", "group project|小组作业")])
M("short", "我爸是 retired 的 engineer，现在天天在 garden 种番茄",
  [u("family", "爸|爸爸|dad"), p("爸爸", "hobby", "种番茄|gardening")], tag=True)

# ---------------- diaries (4) ----------------
M("diary", "今天 WFH，开了五个 meeting 真的 brain dead。我在 Shopee 做 marketing，最近 campaign 特别多。中午 cook 了 laksa，我真的 love 南洋菜。晚上和 roommate 看了 Parasite，第三遍了，still my favorite movie。",
  [u("employer", "Shopee"), u("job_title", "marketing|市场"), u("fav_food", "南洋菜|laksa"), u("fav_film", "Parasite|寄生虫")])
M("diary", [U("今天 my birthday! 满 24 岁。我 bf 送了我一把 Yamaha 的 acoustic guitar，终于不用借我 roommate 的了。晚上去吃了 hotpot，辣到哭，其实我不太能吃辣 lol", at="2026-10-03")],
  [u("age", "24"), u("birthday", "10月3日|October 3", False), u("partner", "bf|boyfriend|男朋友"), u("instrument", "guitar|acoustic guitar|吉他"),
   u("belonging", "Yamaha|Yamaha acoustic guitar"), u("dislike", "辣|spicy food", False)], tag=True)
M("diary", "Monday blues。早上 commute 一个小时 from 昌平 to 国贸，真的想搬家。老板 Kevin 今天又 micromanage 我的 deck。我是 consultant，在 McKinsey，听起来光鲜其实就是 PPT 民工。晚上 gym 练了腿，squat 终于上了 100kg。",
  [u("place|city", "昌平"), u("city", "北京|Beijing", False), p("Kevin", "relation", "老板|boss"), u("job_title", "consultant|顾问"),
   u("employer", "McKinsey|麦肯锡"), u("sport", "gym|健身|squat")], tag=True)
M("diary", "周末回了趟 hometown 潮州，外婆做了牛肉丸，still the best in the world。我表妹 Cindy 刚考上 HKU，读 law，全家都很 proud。我自己也是 HKU 毕业的哈哈，所以她算是我 junior 了。",
  [u("hometown", "潮州|Chaozhou"), u("fav_food", "牛肉丸|beef balls"), u("family", "Cindy"), p("Cindy", "relation", "表妹|cousin"),
   p("Cindy", "school|plan", "HKU|香港大学"), p("Cindy", "major", "law|法律"), u("school", "HKU|香港大学"), u("family", "外婆|grandma", False)], tag=True)

# ---------------- companion chats (5) ----------------
M("companion", [U("today 面试了一家 startup，做 AI 的"), A("好棒！你现在是 data scientist 对吧？"),
                U("no no 我是 ML engineer，在 ByteDance"), A("Got it, ML engineer at ByteDance 👍")],
  [u("job_title", "ML engineer|machine learning engineer"), u("employer", "ByteDance|字节跳动")], tag=True, ch="Sunny")
M("companion", [U("我家 Husky 又把沙发咬坏了 😤"), A("Haha 是 Luna 吗？"),
                U("Luna 是我邻居的狗！我家的叫 Bolt"), A("Sorry sorry, Bolt 这个名字好酷")],
  [u("pet", "Husky|哈士奇|dog"), u("pet_name", "Bolt"), p("邻居", "pet", "狗|dog"), p("邻居", "pet_name", "Luna"),
   p("邻居", "relation", "邻居|neighbor", False)], tag=True, ch="Nemo")
M("companion", [U("I'm so tired，今天 teaching 了六节课"), A("你是英语老师吗？"),
                U("math teacher，初中的。English 我也就 so-so"), A("数学老师也很厉害！")],
  [u("job_title", "math teacher|数学老师")], tag=True, ch="Coco")
M("companion", [U("我下个月去 Osaka 玩，你有什么推荐吗"), A("大阪好玩！你会说日语吗？"),
                U("会一点点，N3 level，but my wife 是日本人 so she'll handle it"), A("太好了！你太太是大阪人吗？"),
                U("不是，she's from Sapporo")],
  [u("plan", "去 Osaka|Osaka|大阪"), u("language", "日语|Japanese", False), u("partner", "wife|老婆"),
   p("wife", "hometown", "Sapporo|札幌")], tag=True, ch="Yuki")
M("companion", [U("recently 在学 cello，好难"), A("Cello! 你以前学过其他乐器吗？"),
                U("小时候学过钢琴 but 早就忘光了"), A("Then cello will be a fresh start!")],
  [u("instrument", "cello|大提琴")], tag=True, ch="Zed")

# ---------------- group chats (3: 2 with me, 1 with exporter_me) ----------------
M("group", [S("Wendy", "今晚 dinner 去哪"), S("Jason", "我都 ok，但是我 allergic to 花生 remember"),
            S("Wendy", "yes yes 那就不去泰国菜了，反正我是 vegetarian 泰国菜也吃不了几样。I'm craving 日料"),
            S("阿Ken", "sushi! 我请客，I just got promoted 😎")],
  [u("diet", "vegetarian|素食"), u("fav_food", "日料|Japanese food", False), p("Jason", "allergy", "花生|peanut")], tag=True, me="Wendy")
M("group", [S("Mandy", "周末 BBQ 在谁家？"), S("阿杰", "我家吧，我刚搬到 Richmond，有 backyard"),
            S("Tony", "nice! 阿杰你还在 UBC 读书吗"), S("阿杰", "毕业啦，现在在 Amazon 做 intern")],
  [u("city", "Richmond"), u("school", "UBC"), u("employer", "Amazon|亚马逊"), u("job_title", "intern|实习生")], tag=True, me="阿杰")
M("group", [S("Mum", "Hannah 你 visa 办好了吗"), X("Hannah", "办好了！下个月去 Melbourne 读 master"),
            S("Uncle Tim", "Melbourne 好啊，我在那里住了二十年"), S("Hannah", "那 Uncle Tim 你要带我吃 brunch 😂")],
  [u("plan", "去 Melbourne 读 master|Melbourne|读 master"), u("degree|plan", "master|硕士"), p("Tim", "city", "Melbourne"),
   p("Tim", "relation", "Uncle|uncle"), u("name", "Hannah", False)], tag=True)
