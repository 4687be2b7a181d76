from h import one, chat, group, F

L = "mix"

one(L, "今天 standup 的时候 PM 说 'I'm basically the CEO of this feature' 我差点笑出声 我就一个 junior dev 在 Shopee 打工", [
    F("u", "job_title", "junior dev|developer|开发"), F("u", "employer", "Shopee")], tag=True)
one(L, "我 allergic to 芒果 lol 上次吃了 mango sticky rice 嘴巴肿成香肠", [F("u", "allergy", "芒果|mango")], tag=False)
one(L, "my 婆婆 keeps asking when we're having a second baby 我们一个都快带不动了 my daughter is 3 and already 叛逆期", [
    F("u", "family", "daughter|女儿"), F("daughter", "age", "3"), F("u", "family", "婆婆|mother-in-law", r=False)], tag=True)
one(L, "周末 hiking 去了 Tiger Leaping Gorge 累死 but worth it 我住昆明 so it's kinda close", [
    F("u", "city", "昆明|Kunming"), F("u", "hobby", "hiking|徒步", r=False), F("u", "place", "Tiger Leaping Gorge|虎跳峡", r=False)], tag=True)
one(L, "我的 Spotify wrapped 出来了 top artist 是 Faye Wong 王菲 果然 no surprise", [
    F("u", "fav_music", "Faye Wong|王菲")], tag=False)
one(L, "ok so 我 boss 说他 'grew up in Singapore' 但他 clearly 是 Shanghai 口音 whatever 我自己是 Malaysian Chinese 在 KL 长大", [
    F("u", "hometown", "KL|Kuala Lumpur|吉隆坡|Malaysia"), F("boss", "hometown", "Singapore", r=False), F("boss", "relation", "boss", r=False)], tag=True)
one(L, "我下个月 relocate 去 London 了 offer 签了 是 Revolut 的 data scientist 现在还在北京收拾东西", [
    F("u", "employer/plan", "Revolut"), F("u", "job_title/plan", "data scientist"), F("u", "plan", "relocate 去 London|London|伦敦"),
    F("u", "city", "北京|Beijing")], tag=True)
one(L, "我最讨厌的 food 就是 durian 榴莲 my roommate 天天吃 我要搬家了", [
    F("u", "dislike", "durian|榴莲"), F("roommate", "fav_food", "durian|榴莲", r=False), F("roommate", "relation", "roommate|室友", r=False)], tag=True)
one(L, "i play 古筝 since i was 6 lol 我妈逼的 now i actually love it", [F("u", "instrument", "古筝|guzheng")], tag=False)
one(L, "买了个 Dyson 吹风机 3000 块 然后我男朋友说 'that's a month of my rent' 他住在深圳城中村 我住南山 哈哈", [
    F("u", "belonging", "Dyson 吹风机|Dyson|吹风机"), F("u", "partner", "男朋友|boyfriend"), F("男朋友", "city", "深圳|Shenzhen"),
    F("u", "place", "南山|Nanshan"), F("u", "city", "深圳|Shenzhen", r=False)], tag=True)
one(L, "我 major 是 architecture 在 NUS 读 但是 honestly 我更想 become a chef 不过那是梦想而已", [
    F("u", "major", "architecture|建筑"), F("u", "school", "NUS|National University of Singapore")], tag=True)
one(L, "my grandpa 刚住院 他 82 了 中风 我明天 fly back 成都 请了一周假", [
    F("grandpa", "age", "82"), F("grandpa", "health", "中风|stroke"), F("u", "plan", "fly back 成都|回成都", r=False),
    F("u", "family", "grandpa|爷爷", r=False)], tag=True)
chat(L, "Kiki", [
    ("u", "kiki 我今天 finally 拿到 driver's license 了"), ("a", "Congrats!! 你是在美国考的吗？"),
    ("u", "不是 in Melbourne 我在这边读 master"), ("a", "哇 Melbourne！你读什么？"), ("u", "accounting 很无聊 但好找工作")], [
    F("u", "belonging", "driver's license|驾照", r=False), F("u", "city", "Melbourne|墨尔本"), F("u", "degree", "master|硕士"),
    F("u", "major", "accounting|会计")], tag=True)
chat(L, "Kiki", [
    ("u", "你说我要不要学 French"), ("a", "你不是已经会说法语吗？上次你说你在巴黎待过"),
    ("u", "待过一周是 travel 啦 我只会 bonjour 我会的是 German 因为以前在 Munich 工作过"), ("a", "原来如此，那现在还在德国吗？"),
    ("u", "no 回上海了")], [
    F("u", "language", "German|德语"), F("u", "city", "上海|Shanghai")], tag=True)
group(L, "Vivian", None, [
    ("Vivian", "who wants 火锅 tonight"), ("Eric", "我 but 我最近 keto 不吃 carbs"), ("Vivian", "火锅 is literally keto eric"),
    ("Sarah", "我 can't 我 shift 到 10pm 在医院"), ("Vivian", "ok 那就我和 eric, 我订 海底捞 7点")], [
    F("Eric", "diet", "keto"), F("Sarah", "job_title", "医院|hospital", r=False), F("u", "fav_food", "火锅|hotpot", r=False)], tag=True)
group(L, None, "Jason", [
    ("Amy", "Jason 你不是说你 moving to Vancouver 吗"), ("Jason", "那是我 cousin 啦 我 still in Toronto 在 RBC 上班"),
    ("Kevin", "RBC 不是 bank 吗 你不是 software engineer"), ("Jason", "bank 也需要 engineer 好吗")], [
    F("u", "city", "Toronto|多伦多"), F("u", "employer", "RBC"), F("u", "job_title", "software engineer|engineer"),
    F("cousin", "plan", "moving to Vancouver|Vancouver")], tag=True)
one(L, "## 11/28 diary\n\n今天 Thanksgiving 公司放假 我在家 meal prep. 我是 gluten-free 因为 celiac 所以外面吃饭很麻烦.\n\n同事 Mark 寄来他家狗的照片 a golden retriever called Sunny.\n\n晚上和爸妈 FaceTime 他们还在 Taipei.", [
    F("u", "health/diet", "celiac"), F("u", "diet", "gluten-free"), F("Mark", "pet", "golden retriever|dog"),
    F("Mark", "pet_name", "Sunny"), F("Mark", "relation", "同事|coworker"), F("爸爸", "city", "Taipei|台北", r=False)], tag=True)
one(L, "我 phone 换号了 new number 是 +86 137 0011 2233 old one 停机了", [F("u", "phone", "+86 137 0011 2233|13700112233")], tag=False)
one(L, "bruh 我 crush 问我星座 我说 Scorpio 其实我是 Libra 生日 Oct 10 lol 我就是想看起来 mysterious", [
    F("u", "birthday", "Oct 10|October 10|10月10日")], tag=True)

chat(L, "Kiki", [
    ("u", "我今天 gym 练腿 练到走不动"), ("a", "你是在备战 half marathon 吗？"), ("u", "no no 那是我同事 Lucy 我就是 weightlifting 为了 fun"),
    ("a", "哈哈 OK 那 Lucy 什么时候比赛？"), ("u", "next month 在 Hong Kong")], [
    F("u", "sport", "weightlifting|举重"), F("Lucy", "plan", "half marathon"), F("Lucy", "relation", "同事|coworker")], tag=True)
chat(L, "阿澄", [
    ("u", "阿澄 我的 email 你记一下 zoe.chen.88@outlook.com"), ("a", "好的记下了！你是 Zoe 对吧？"),
    ("u", "对 Zoe 陈 中文名陈思涵"), ("a", "陈思涵，好好听。")], [
    F("u", "email", "zoe.chen.88@outlook.com"), F("u", "name", "陈思涵"), F("u", "name/nickname", "Zoe")], tag=True)
group(L, None, "Kelly", [
    ("Grace", "姐妹们 我的 cat 又吐了"), ("Kelly", "去看 vet 吧 我认识一个 vet 在 Richmond"), ("Grace", "是你 ex 吗"),
    ("Kelly", "对 lol 但他人不错 我现在的 boyfriend Ryan 不介意"), ("Mia", "drama 🍿")], [
    F("u", "partner", "Ryan"), F("Grace", "pet", "cat"), F("ex", "job_title", "vet"), F("ex", "city", "Richmond", r=False)], tag=True)
one(L, "## Sat\n\n今天 brunch 和 college friends, 大家都在聊 career. Annie 在 McKinsey, Ben 去了 OpenAI, 我就在 hometown 一家小 startup 做 HR.\n\n我老家是 Wuxi 无锡. 回来两年了.", [
    F("u", "job_title", "HR"), F("u", "hometown", "Wuxi|无锡"), F("u", "city", "Wuxi|无锡", r=False),
    F("Annie", "employer", "McKinsey"), F("Ben", "employer", "OpenAI")], tag=True)

chat(L, "阿澄", [
    ("u", "阿澄 我今天 finally 去了那家 ramen 店"), ("a", "是你最爱的那家在 Shibuya 的吗？"), ("u", "lol 我又不在东京 是楼下那家 我住在 Causeway Bay 铜锣湾"),
    ("a", "哦哦 那你最爱吃 ramen 吗？"), ("u", "yes ramen 是我 comfort food 第一名")], [
    F("u", "place", "Causeway Bay|铜锣湾"), F("u", "fav_food", "ramen|拉面"), F("u", "city", "香港|Hong Kong", r=False)], tag=True)
