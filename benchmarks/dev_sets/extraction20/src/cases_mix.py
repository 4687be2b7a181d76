"""Mixed-language cases of dev set 20: 12 short chats, 4 diaries, 4 companion chats, 4 group chats."""
from h import short, diary, comp, group, u, p, ch, T

L = "mix"

# ---------------- short chats ----------------
short(L, "我在 Shopee 做 data analyst，base 新加坡，但 hometown 是马来西亚槟城", [
    u("employer", "Shopee"), u("job_title", "data analyst"), u("city", "新加坡|Singapore"), u("hometown", "槟城|Penang")])
short(L, "my 婆婆 lives with us now, 她对海鲜过敏 so dinner is a whole thing", [
    p("婆婆", "allergy", "海鲜|seafood"), u("family", "婆婆|mother-in-law"), u("partner", "丈夫|husband", False)])
short(L, "退休后 I started a little YouTube channel teaching 书法, 已经有两千个 subscribers 了", [
    u("job_title", "退休|retired"), u("hobby", "书法|calligraphy"), u("hobby", "YouTube channel", False)], T)
short(L, "我男朋友 Kevin 是 ABC，中文只会说 '好吃'，but he's learning. 我是 Cantonese + English + 普通话 三语", [
    u("partner", "Kevin"), p("Kevin", "relation", "男朋友|boyfriend"), p("Kevin", "hometown", "美国|US", False),
    u("language", "Cantonese|粤语"), u("language", "English|英语"), u("language", "普通话|Mandarin")], T)
short(L, "不是 freelancer 啦，我是 full-time 在 Canva 做 UI design，只是 remote", [
    u("employer", "Canva"), u("job_title", "UI design|UI designer")], T)
short(L, "my mom thinks I'm still 23 lol, 我今年 27 了好吗", [u("age", "27"), u("family", "mom", False)], T)
short(L, "周末去 farmers market 摆摊卖 sourdough，工作日在 Kaiser 当 pharmacist", [
    u("employer", "Kaiser"), u("job_title", "pharmacist"), u("job_title|hobby", "卖 sourdough|sourdough")], T)
short(L, "email 改成 hello@linstudio.co 了, 电话还是 +86 138 1234 5678", [
    u("email", "hello@linstudio.co"), u("phone", "+86 138 1234 5678|13812345678")])
short(L, "I'm from 哈尔滨 but moved to Melbourne ten years ago, now I can't handle the cold at all 哈哈", [
    u("hometown", "哈尔滨|Harbin"), u("city", "Melbourne")], T)
short(L, "最喜欢的乐队是 Radiohead，最讨厌的是 people who talk during concerts 😤", [
    u("fav_music", "Radiohead"), u("dislike", "people who talk during concerts")])
short(L, "我家猫叫 Tofu，是只 british shorthair, she's 5 and very fat", [
    u("pet", "british shorthair|猫|cat"), u("pet_name", "Tofu")], T)
short(L, "我 UCLA 毕业的, psych major, 然后回国进了字节做 HR", [
    u("school", "UCLA"), u("major", "psych|psychology"), u("employer", "字节|ByteDance"), u("job_title", "HR")])

# ---------------- diaries ----------------
diary(L, "今天 super busy。早上送女儿 Chloe 去 ballet class，then 去店里开门——我的 nail salon 开了快五年了。中午吃了 pho，还是越南菜最合我胃口。"
      "下午 landlord 说明年房租要涨 15%，想死。晚上老公 cooked dinner，难得。我 33 岁了，感觉比 23 岁时还累。", [
    u("family", "Chloe"), p("Chloe", "relation", "女儿|daughter"), p("Chloe", "hobby|sport", "ballet"),
    u("job_title", "nail salon|nail salon owner"), u("fav_food", "越南菜|pho|Vietnamese food"), u("partner", "老公|husband"),
    u("age", "33")], T)
diary(L, "Sunday journal. 今天跟 grandpa 视频，他 88 了还天天去公园下象棋。I spent the afternoon 写 thesis，我的 topic 是 urban heat "
      "islands，environmental science 的博士真不是人读的。晚上 roommate 做了 麻婆豆腐，我不吃辣所以只吃了白饭 lol。", [
    p("grandpa", "age", "88"), p("grandpa", "hobby", "下象棋|象棋|Chinese chess"), u("family", "grandpa"),
    u("major", "environmental science"), u("degree", "博士|PhD"), u("diet|dislike", "不吃辣|spicy food"),
    p("roommate", "fav_food", "麻婆豆腐", False)], T)
diary(L, "Day off from the food truck. 我的 truck 卖 Taiwanese 卤肉饭，生意还可以。Went to the dentist, 有两颗蛀牙。晚上陪我爸打 mahjong，"
      "他刚从 Boeing 退休，整天在家没事干。我弟在 Seattle 读 CS，下周回来过 Thanksgiving。", [
    u("job_title", "food truck|food truck owner"), u("health", "蛀牙|cavities"), p("爸爸", "job_title", "退休|retired"),
    u("family", "我爸|爸爸|dad"), p("弟弟", "city", "Seattle"), p("弟弟", "major", "CS|computer science"),
    p("弟弟", "plan", "回来过 Thanksgiving", False), u("hobby", "mahjong", False), u("family", "我弟|弟弟|brother")], T)
diary(L, "今天是 retirement 第一天！！早上 sleep in 到八点，然后 walked the dog——我们家 Lucky 是只 beagle。下午去 community center 报了 "
      "watercolor 班，下周二开始。我 husband 还在上班，he's a high school principal，还有两年退。晚上 FaceTime 在 London 读书的 孙子。", [
    u("job_title", "retirement|retired|退休"), u("pet", "beagle|dog"), u("pet_name", "Lucky"), u("plan", "watercolor 班|watercolor class"),
    u("hobby", "watercolor", False), u("partner", "husband"), p("husband", "job_title", "high school principal|principal"),
    u("family", "孙子|grandson"), p("孙子", "city", "London")], T)

# ---------------- companion chats ----------------
comp(L, "Kiki", [
    "Kiki 我今天 finally 拿到 green card 了!!!",
    "恭喜恭喜！所以你是在美国出生的吗？",
    "不是啦，我是在西安长大的，来 US 读 grad school 然后留下来了",
    "原来如此！那你现在在哪个城市？",
    "Pittsburgh，在 CMU 做 postdoc"], [
    u("belonging", "green card", False), u("hometown", "西安|Xi'an"), u("city", "Pittsburgh"),
    u("employer", "CMU|Carnegie Mellon"), u("job_title", "postdoc")], T)
comp(L, "小遥", [
    "小遥 I'm so tired，今天又 babysit 了一整天 my grandson",
    "辛苦了！他是不是三岁了？",
    "两岁半, terrible twos 名不虚传. 我 daughter 在医院上班 so I help out",
    "你真是个好外婆！你住得离她近吗？",
    "same building 哈哈，我们都在 Richmond"], [
    u("family", "grandson"), p("grandson", "age", "两岁半|2.5"), u("family", "daughter"),
    p("daughter", "employer", "医院|hospital"), u("city", "Richmond"), p("daughter", "city", "Richmond")], T)
comp(L, "Ren", [
    "Ren do you have a favorite food?",
    "If I could eat, I'd pick 小笼包 for sure. 你呢？",
    "我是 hotpot 死忠粉，一周三次那种",
    "一周三次！你是四川人吧？",
    "重庆的 actually，but 在 Vancouver 住了十年了"], [
    ch("fav_food", "小笼包|xiaolongbao", False), u("fav_food", "hotpot|火锅"), u("hometown", "重庆|Chongqing"),
    u("city", "Vancouver")], T)
comp(L, "Mimi", [
    "Mimi 帮我记一下，my new number is 415-555-0198",
    "好的，记住了：415-555-0199",
    "是 0198 不是 0199 😅",
    "抱歉！415-555-0198，已更新",
    "还有我下周 start 新工作 at Stripe，做 backend engineer"], [
    u("phone", "415-555-0198"), u("employer|plan", "Stripe"), u("job_title|plan", "backend engineer")], T)

# ---------------- group chats ----------------
group(L, [
    ("Annie", "今天 lunch 吃什么？我想吃 sushi"),
    ("David", "我 allergic to fish 啊，换一个吧"),
    ("Annie", "oh right sorry，那去吃 burger？反正我吃素，veggie burger 就行"),
    ("Wei", "我 OK，反正我 keto 只吃肉"),
    ("Jess", "我都行，but 我只有 40 分钟")], [
    p("David", "allergy", "fish|鱼"), u("diet", "吃素|vegetarian"), p("Wei", "diet", "keto")], T, me="Annie")
group(L, [
    ("阿Ken", "各位 uncle aunty, 我下个月 wedding 在 KL，请柬已经寄出了"),
    ("三姑", "恭喜！新娘是哪里人？"),
    ("阿Ken", "她是 Ipoh 人，做 dentist 的"),
    ("四叔", "好啊，我们 Penang 这边全家都去"),
    ("Cindy", "表哥恭喜！我从 Sydney 飞回来"),
    ("五叔", "恭喜恭喜 👍")], [
    p("Cindy", "city", "Sydney", False),
    u("plan", "wedding|婚礼"), u("partner", "新娘|fiancée", False), p("新娘", "hometown", "Ipoh"),
    p("新娘", "job_title", "dentist"), p("四叔", "city", "Penang")], T, exporter="阿Ken")
group(L, [
    ("Yuki", "大家好，我是 Yuki，日本人，在上海学中文半年了"),
    ("Carlos", "Hola! I'm from Mexico, learning Chinese too, 我的中文很烂 haha"),
    ("Yuki", "我也是！我其实是 software engineer，公司派我来的"),
    ("Anna", "Hi! 我是 Anna，from Germany，在复旦读交换"),
    ("Lin", "欢迎欢迎，我可以教你们 上海话 哈哈")], [
    p("Anna", "hometown", "Germany|德国"), p("Anna", "school", "复旦|Fudan"),
    u("name", "Yuki"), u("hometown", "日本|Japan", False), u("city", "上海|Shanghai"), u("language", "中文|Chinese"),
    u("job_title", "software engineer"), p("Carlos", "hometown", "Mexico"), p("Carlos", "language", "Chinese|中文")], T, me="Yuki")
group(L, [
    ("Sam教练", "明早 6 点 long run 20K，别迟到"),
    ("Mei", "收到教练！我 Berlin Marathon 报名成功了 🎉"),
    ("阿芳", "Mei 冲！到时候我去柏林给你加油"),
    ("Jacky", "好强！我上次 half 就跑废了"),
    ("Mei", "哈哈我也是练了三年才敢报 full，膝盖 still OK")], [
    u("plan", "Berlin Marathon"), u("sport", "跑步|running|marathon", False), p("Sam教练", "job_title", "教练|coach"),
    u("name", "Mei", False)], T, exporter="Mei")
