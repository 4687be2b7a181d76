from h import F, U, A, S, short, diary, comp, group

s, d, c, g = short("mix"), diary("mix"), comp("mix"), group("mix")

CASES = [
# ---- short chats (12)
s("我在 Amazon 做 SDE，base 西雅图，但是 honestly 好想回国啊",
  [F("u", "employer", "Amazon|亚马逊"), F("u", "job_title", "SDE|software engineer"), F("u", "city", "西雅图|Seattle")], True),
s("今天 finally 拿到了 PR！来 Melbourne 五年了 终于 🥹", [F("u", "city", "Melbourne|墨尔本")]),
s("my mom 一直以为我在做 accountant，其实我早就转行做 UX designer 了 lol",
  [F("u", "job_title", "UX designer"), F("u", "family", "mom", 0)], True),
s("对 peanuts 过敏，所以 Thai food 我都要问清楚", [F("u", "allergy", "peanuts|花生")]),
s("我跟我老公在家说上海话，跟孩子说 English，孩子回我 Mandarin，一家三种语言 😂",
  [F("u", "language", "上海话|Shanghainese"), F("u", "language", "English|英语"), F("u", "partner", "老公|husband"),
   F("u", "family", "孩子", 0), F("孩子", "language", "Mandarin|普通话", 0)]),
s("养了只 shiba 叫 Tofu，每天早上要遛 40 分钟", [F("u", "pet", "shiba|柴犬|dog"), F("u", "pet_name", "Tofu")]),
s("我是 ISFJ，但别问我星座，我不信那个 lol 反正我 birthday 是 Nov 3", [F("u", "birthday", "Nov 3|11月3日")], True),
s("Graduated from NYU，学的 finance，现在 back in 北京 在一家 PE 做 analyst",
  [F("u", "school", "NYU"), F("u", "major", "finance|金融"), F("u", "city", "北京|Beijing"), F("u", "job_title", "analyst|分析师"),
   F("u", "industry", "PE|private equity")]),
s("我不是 vegetarian 啦，只是不吃牛肉，my grandma 是信佛的",
  [F("u", "diet", "不吃牛肉|no beef"), F("u", "family", "grandma", 0)], True),
s("周末去 climbing 吗？我现在每周去 gym 爬三次", [F("u", "sport", "climbing|攀岩")]),
s("我男朋友 Jason 在 Deloitte 做 consultant，天天 travel，我们见面的时间比异地还少",
  [F("u", "partner", "Jason"), F("Jason", "relation", "男朋友|boyfriend"), F("Jason", "employer", "Deloitte|德勤"),
   F("Jason", "job_title", "consultant|咨询")], True),
s("我叫 Alicia 陈，刚搬来 San Jose。my number: +1 415 555 0192，微信就是这个号，email 是 alicia.chen88@outlook.com",
  [F("u", "name", "Alicia 陈|Alicia"), F("u", "city", "San Jose"), F("u", "phone", "+1 415 555 0192"),
   F("u", "email", "alicia.chen88@outlook.com")]),

# ---- diaries (4)
d("Oct 12. 今天 first day at 新公司，在 Shopify 做 frontend，同事都超 nice。午饭跟 team 吃了 poke bowl。下班坐 streetcar 回家，Toronto 的秋天真的美。"
  "晚上跟我妈视频，她在大连，问我冷不冷，我说还行。Mochi（我的猫）今天把我的 plant 打翻了 🙃",
  [F("u", "employer", "Shopify"), F("u", "job_title", "frontend|前端"), F("u", "city", "Toronto|多伦多"), F("妈妈", "city", "大连|Dalian"),
   F("u", "family", "妈", 0), F("u", "pet", "猫|cat"), F("u", "pet_name", "Mochi")]),
d("今天 Sunday, did nothing productive. 早上 brunch 跟 roommate Jenny，她是 nurse 在 Mount Sinai，今天难得 day off。下午学 Korean，"
  "Duolingo streak 120 天了。晚饭 cooked 红烧肉，first try，还不错。明天又要回 office 了，ugh。",
  [F("Jenny", "relation", "roommate|室友"), F("Jenny", "job_title", "nurse|护士"), F("Jenny", "employer", "Mount Sinai"),
   F("u", "language", "Korean|韩语")], True),
d("来 Tokyo 第二年。今天去入管局 renew 了 work visa，排了三小时队。我在一家 game company 做 localization，中文、日语、英语三种语言 every day 切换。"
  "晚上跟在 Taipei 的男朋友 call，他说下个月来看我。好想他。",
  [F("u", "city", "Tokyo|东京"), F("u", "industry", "game|游戏"), F("u", "job_title", "localization|本地化"),
   F("u", "language", "日语|Japanese"), F("u", "language", "中文|Chinese"), F("u", "language", "英语|English"),
   F("u", "partner", "男朋友|boyfriend"), F("男朋友", "city", "Taipei|台北"), F("男朋友", "plan", "来看我", 0)], True),
d("今天 dentist 说我有两颗 cavity，心痛钱包。下午 meeting 开到六点，PM 又改需求。回家路上买了 bubble tea，full sugar，fight me。我最爱的还是黑糖珍珠。"
  "晚上打了两小时 Zelda，作为一个 girl gamer 我已经很强了 lol，我的 Link 等级高到离谱。",
  [F("u", "fav_food", "黑糖珍珠|bubble tea"), F("u", "hobby", "Zelda|打游戏|gaming"), F("u", "gender", "girl|female|女"),
   F("u", "health", "cavity", 0)], True),

# ---- companion chats (4)
c("Kiko", [U("Kiko，我下周 start 新工作了！"), A("恭喜！是在 Google 吗？你之前说投了 Google"),
           U("不是 Google 啦，是 Stripe，做 backend engineer"), A("Stripe 也很棒！在 San Francisco 吗？"),
           U("Dublin office，我下个月 relocate 过去")],
  [F("u", "employer|plan", "Stripe"), F("u", "job_title|plan", "backend engineer"), F("u", "plan", "relocate|Dublin")], True),
c("Bao", [U("Bao，你觉得我该不该养狗"), A("你不是已经有一只猫了吗？叫 Lucky？"),
          U("Lucky 是我室友的猫啦 lol 我自己没养"), A("Oh 原来如此"),
          U("我其实 allergic to 猫，但 Lucky 太可爱了 every time 都忍不住 rua")],
  [F("u", "allergy", "猫|cats"), F("室友", "pet", "猫|cat"), F("室友", "pet_name", "Lucky")], True),
c("Hana", [U("Hana 你最喜欢什么 food"), A("我最喜欢 ramen！虽然我吃不了 haha"),
           U("Same!! 我最爱 tonkotsu ramen，在 LA 这边吃遍了"), A("你住 LA 多久了？"),
           U("三年了，from 成都 originally，所以也超能吃辣")],
  [F("c", "fav_food", "ramen|拉面"), F("u", "fav_food", "tonkotsu ramen|ramen"), F("u", "city", "LA|Los Angeles"),
   F("u", "hometown", "成都|Chengdu"), F("u", "fav_food", "辣|spicy food", 0)], True),
c("Momo", [U("Momo 今天好 stressed，PhD qualifying exam 下周五"), A("加油！你是读 physics 的对吧？"),
           U("chemistry 啦，organic chem，在 UIUC"), A("Sorry！chemistry，UIUC 很强"),
           U("嗯 我导师人很好 but 要求 also 很高")],
  [F("u", "plan", "qualifying exam"), F("u", "major", "chemistry|organic chem|化学"), F("u", "school", "UIUC"),
   F("u", "degree", "PhD|博士")], True),

# ---- group chats (4: 2 with me, 2 with exporter_me)
g([S("妈妈", "Vivian，你 visa 什么时候下来"), S("Vivian", "下礼拜应该就 OK 了，then 我就可以正式在 London 上班了"),
   S("爸爸", "那边吃的习惯吗"), S("Vivian", "还行，就是想念你们做的饺子 🥟"), S("弟弟", "姐你给我带点 Cadbury 回来")],
  [F("u", "city", "London|伦敦"), F("u", "fav_food", "饺子|dumplings", 0), F("u", "family", "弟弟", 0)], True, me="Vivian"),
g([S("Kevin", "明天 standup 改到 10 点"), S("Lucy", "OK 👌 我 10 点半要去 doctor，会提前走", True),
   S("阿强", "Lucy 你是不是又偏头痛"), S("Lucy", "对 migraine 又犯了 😩")],
  [F("u", "health", "migraine|偏头痛"), F("u", "plan", "doctor", 0), F("u", "name", "Lucy", 0)], True),
g([S("阿杰", "周六 3v3 打不打？我订好场了"), S("Mike", "我 in"), S("大卫", "我不行，我老婆 due date 就是这周末"),
   S("阿杰", "兄弟恭喜！那下次")],
  [F("u", "plan", "订好场|3v3"), F("u", "sport", "3v3|篮球|basketball", 0), F("大卫", "partner", "老婆|wife")], True, me="阿杰"),
g([S("小雨妈", "各位，小雨 next week 开始去 swimming class，有一起的吗", True), S("Emily", "我们家 Ethan 也报了！周三那班？"),
   S("豆豆爸", "我们周末班 🏊"), S("小雨妈", "对 周三 4pm，我 WFH 可以接送")],
  [F("小雨", "plan|sport", "swimming class"), F("u", "family", "小雨", 0), F("Ethan", "plan|sport", "swimming class", 0)], True),
]
