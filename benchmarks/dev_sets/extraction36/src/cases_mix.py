"""Mixed-language cases of dev set 36: 12 short chats, 4 diaries, 4 companion chats, 4 group chats."""
from h import U, A, S, F, C

SHORT = [
C("short", "mix", "hello 先自我介绍下，我在Google做SWE，base在苏黎世，德语一句不会 lol", [
    F("u", "employer", "Google"), F("u", "job_title", "SWE|software engineer"), F("u", "city", "苏黎世|Zurich")], tag=True),
C("short", "mix", "hi 第一次用哈，我叫 Jenny Zhou，中文名周晓婷，in Melbourne now，做 physio 的", [
    F("u", "name", "Jenny Zhou"), F("u", "name", "周晓婷"), F("u", "city", "Melbourne|墨尔本"),
    F("u", "job_title", "physio|physiotherapist")]),
C("short", "mix", "my mom 一直以为我在学医，其实我早就转专业了，现在读 finance，at UCLA", [
    F("u", "major", "finance"), F("u", "school", "UCLA"), F("u", "family", "mom", False)], tag=True),
C("short", "mix", "hi 新朋友！先介绍我家 boss：我家 golden retriever 叫 Bobo，超级 clingy，我加班他就在门口等", [
    F("u", "pet", "golden retriever|金毛"), F("u", "pet_name", "Bobo")]),
C("short", "mix", "最爱的 band 是 Radiohead，OK Computer 循环了十年了，我男朋友只听周杰伦 no offense", [
    F("u", "fav_music", "Radiohead"), F("u", "partner", "男朋友|boyfriend"), F("男朋友", "fav_music", "周杰伦|Jay Chou")],
    tag=True),
C("short", "mix", "我 lactose intolerant 但是每天还是要喝一杯 latte，燕麦奶的 ok", [
    F("u", "health|allergy|diet", "lactose intolerant|乳糖不耐受")]),
C("short", "mix", "Next Friday 飞首尔，机票 hotel 都订好了，韩语只会 annyeong 哈哈。唯一的问题是我最怕坐飞机了，turbulence 一来我就想哭", [
    F("u", "plan", "飞首尔|首尔|Seoul"), F("u", "dislike", "坐飞机|flying")], tag=True),
C("short", "mix", "纠正一下上次说的：我是 1998 年的，not 1989，又不是我爸 hh，还有我是 INFP 不是 INFJ", [
    F("u", "birthday|age", "1998")], tag=True),
C("short", "mix", "about me: 我 major 是 CS，minor 是 music，这个 summer 在 Meta 做 intern", [
    F("u", "major", "CS|computer science"), F("u", "employer", "Meta"), F("u", "job_title", "intern|summer intern")]),
C("short", "mix", "我老公是 Korean，所以我们家 kimchi 永远不断。我自己是 Malaysian Chinese，grew up in Penang", [
    F("u", "partner", "老公|husband"), F("老公", "hometown", "Korean|韩国|Korea", False),
    F("u", "hometown", "Penang|槟城"), F("u", "fav_food", "kimchi", False)], tag=True),
C("short", "mix", "第一次用这个 app，留个联系方式：你可以直接 email 我 at k.wong.design@outlook.com，微信不常看", [
    F("u", "email", "k.wong.design@outlook.com")]),
C("short", "mix", "先跟你说个重要的，我 peanut allergy 超严重，随身带 EpiPen，朋友们总以为我是夸张，吃个宫保鸡丁都要先问", [
    F("u", "allergy", "peanut|花生"), F("u", "belonging", "EpiPen")], tag=True),
]

DIARY = [
C("diary", "mix", "Monday. 早上 7 点起来 run 了 5k，练了三个月终于 sub-30 了！上班 at the clinic，今天三个小朋友哭着打针，我耳朵快聋了。午饭跟 Amy 吃了 pho，她说她要回 Vancouver 了 😢 晚上给我的 sourdough starter 喂食，它叫 Gerald，比我的 love life 活跃多了", [
    F("u", "sport", "run|running|跑步"), F("u", "employer", "the clinic|clinic", False),
    F("u", "job_title", "nurse|护士", False), F("Amy", "plan", "回 Vancouver|Vancouver", False)], tag=True),
C("diary", "mix", "周五 night. 终于 defend 完了！！PhD done，五年了😭 committee 说 minor revisions。爸妈 from 西安 飞过来看我答辩，我妈全程录像。晚上带他们去吃了 In-N-Out，my dad 说不如肉夹馍 lol. 下个月开始在 Genentech 做 scientist", [
    F("u", "degree", "PhD|博士"), F("u", "employer|plan", "Genentech"), F("u", "job_title|plan", "scientist"),
    F("爸妈", "city", "西安|Xi'an"), F("u", "hometown", "西安|Xi'an", False), F("u", "family", "爸妈", False)], tag=True),
C("diary", "mix", "Sat. 带 Lucas 去上 swimming lesson，他终于敢把头埋水里了。Lucas 五岁，比他爸勇敢 haha. 中午 mom group 约了 dim sum. 下午在家练 cello，下周有 community orchestra 的 concert，我拉第二声部。晚上老公 cook 了 steak，我吃素的所以我吃了 salad", [
    F("u", "family", "Lucas", False), F("Lucas", "age", "五岁|5"), F("Lucas", "sport", "swimming|游泳", False),
    F("u", "instrument", "cello|大提琴"), F("u", "plan", "concert"), F("u", "partner", "老公|husband"),
    F("u", "diet", "吃素|vegetarian"), F("u", "gender", "female|女", False), F("Lucas", "relation", "son|儿子", False)],
    tag=True),
C("diary", "mix", "今天 first day at new job，在 Shopee 做 data analyst，office 在 Marina Bay，view 超好。同事都很 nice，一个叫 Raj 的 senior 还请我喝 kopi。我们 team 五个人，我是唯一一个 girl. 下班跟 roommate 去吃了 chicken rice", [
    F("u", "employer", "Shopee"), F("u", "job_title", "data analyst"), F("u", "city", "Singapore|新加坡", False),
    F("u", "gender", "girl|female"), F("Raj", "relation", "senior|同事|colleague")]),
]

COMPANION = [
C("companion", "mix", [
    U("Kiki hi! 我是新来的 user，叫我 Vicky 就好，本名叫陈维琪"),
    A("Hi Vicky! 很高兴认识你～你是学生吗？"),
    U("哈哈 no，I'm 30 already，在一家 startup 做 product manager，做 fintech 的"),
    A("Fintech PM! 那你是在深圳吗？感觉那边 fintech 很多"),
    U("不是，我在 Singapore，之前在深圳待过两年")], [
    F("u", "nickname", "Vicky"), F("u", "name", "陈维琪"), F("u", "age", "30"),
    F("u", "job_title", "product manager|PM"), F("u", "industry", "fintech"), F("u", "city", "Singapore|新加坡"),
    F("u", "employer", "startup", False)], tag=True, ch="Kiki"),
C("companion", "mix", [
    U("小满，my cat 又吐了，我有点担心"),
    A("哎呀，是 Mochi 吗？它上次也吐过对吧"),
    U("不是 Mochi，Mochi 是我姐的猫。我家这只叫 Tofu，一只 Scottish fold"),
    A("抱歉记混了！Tofu 多大了？"),
    U("三岁。我明天带它去看 vet，已经 book 了")], [
    F("u", "pet", "Scottish fold|cat|猫"), F("u", "pet_name", "Tofu"), F("姐姐", "pet", "猫|cat"),
    F("姐姐", "pet_name", "Mochi"), F("u", "plan", "看 vet|vet"), F("u", "family", "我姐|姐姐", False)],
    tag=True, ch="小满"),
C("companion", "mix", [
    U("Bento，我 finally 决定学 guitar 了，昨天刚买了一把 Yamaha"),
    A("Nice! 你以前弹过其他乐器吗？"),
    U("小时候学过 piano 八年，but 很久没弹了"),
    A("那你乐理基础应该不错！打算自学吗？"),
    U("报了 online course，每周二晚上 live class")], [
    F("u", "instrument", "guitar|吉他"), F("u", "belonging", "Yamaha"), F("u", "instrument", "piano|钢琴", False)],
    tag=True, ch="Bento"),
C("companion", "mix", [
    U("阿Ray，我跟你说我升职了！现在是 team lead 了 🎉"),
    A("恭喜恭喜！在 Tencent 对吧？"),
    U("对，还在腾讯，IEG 那边，做游戏的"),
    A("太厉害了！那是不是要搬到深圳总部？"),
    U("不用，我在上海的 studio，一直都在上海")], [
    F("u", "job_title", "team lead"), F("u", "employer", "腾讯|Tencent"), F("u", "industry", "游戏|gaming"),
    F("u", "city", "上海|Shanghai")], tag=True, ch="阿Ray"),
]

GROUP = [
C("group", "mix", [
    S("Alex", "guys 我下周 move out 了，搬去 Brooklyn，谁要我的 IKEA desk"),
    S("小雅", "我要！多少钱"),
    S("Alex", "free 的，你自己来搬就行"),
    S("阿浩", "Alex 你不是说要回国吗"),
    S("Alex", "改主意了，拿到了 NYU 的 offer 读 PhD，所以留在 New York")], [
    F("u", "plan", "搬去 Brooklyn|Brooklyn"), F("u", "school|plan", "NYU"), F("u", "degree|plan", "PhD"),
    F("u", "city", "New York|纽约"), F("u", "name", "Alex", False)], tag=True, me="Alex"),
C("group", "mix", [
    S("Lily", "爸妈我 offer 下来了！Deloitte Sydney，audit", x=True),
    S("妈妈", "太好了！什么时候去？"),
    S("Lily", "二月 start，visa 已经在办了"),
    S("舅舅", "Lily 你表哥也在 Sydney，in UNSW 读书，有事找他"),
    S("Lily", "ok 舅舅 thanks!")], [
    F("u", "employer|plan", "Deloitte"), F("u", "job_title|plan", "audit|auditor"), F("u", "plan|city", "Sydney", False),
    F("表哥", "city", "Sydney|悉尼"), F("表哥", "school", "UNSW"), F("u", "name", "Lily", False)], tag=True),
C("group", "mix", [
    S("Coach Ben", "明天 7am HIIT class，谁来？"),
    S("Tina", "我！这周第三次了 💪 膝盖有点痛但没事"),
    S("Sara", "我 skip，period 来了 lol"),
    S("Coach Ben", "Tina 你 knee 要注意，别 jump 太猛"),
    S("Tina", "收到 coach. 对了我是 vegetarian，上次你给的 meal plan 全是 chicken 😂")], [
    F("u", "sport", "HIIT"), F("u", "diet", "vegetarian|素食"), F("u", "health", "膝盖有点痛|knee", False),
    F("u", "plan", "HIIT class", False), F("u", "name", "Tina", False)], tag=True, me="Tina"),
C("group", "mix", [
    S("Wendy", "同学们 reunion 定咗 12 月 20 号，地点喺 Hong Kong 定 Shenzhen？", x=True),
    S("Ken", "HK 啦，我住 Tsuen Wan，近"),
    S("Wendy", "但我喺广州 wor，坐高铁去深圳方便啲"),
    S("Joyce", "我喺 London，冇得返 😭 send photos!"),
    S("Ken", "Wendy 你仲喺 HSBC 做嘢？"),
    S("Wendy", "转咗去 Bank of China 喇，last year")], [
    F("u", "city", "广州|Guangzhou"), F("u", "employer", "Bank of China|中国银行"), F("u", "plan", "reunion"),
    F("Ken", "place|city", "Tsuen Wan|荃湾"), F("Joyce", "city", "London"),
    F("u", "language", "粤语|Cantonese", False), F("u", "name", "Wendy", False)], tag=True),
]

CASES = SHORT + DIARY + COMPANION + GROUP
