from h import f, short, diary, comp, group

M = "mix"
CASES = [
# ---------------- short chats ----------------
short(M, "我在Amazon做SDE，Seattle这边，明年可能回国看看机会", [
    f("u", "employer", "Amazon|亚马逊"),
    f("u", "job_title", "SDE|software engineer"),
    f("u", "city", "Seattle|西雅图"),
], tag=True),
short(M, "刚从Meta跳去了OpenAI，title还是research scientist，但说实话pressure大了好多", [
    f("u", "employer", "OpenAI"),
    f("u", "job_title", "research scientist"),
], tag=True),
short(M, "我的new phone number是+1 646 555 0148，微信还是老的那个", [
    f("u", "phone", "+1 646 555 0148|646 555 0148"),
]),
short(M, "my mom 是护士，my dad 开餐馆的，我就是一个普通的 accountant lol", [
    f("u", "job_title", "accountant|会计"),
    f("p:mom", "job_title", "护士|nurse"),
    f("p:dad", "job_title", "开餐馆|餐馆老板|restaurant owner"),
    f("u", "family", "mom", False),
    f("u", "family", "dad", False),
], tag=True),
short(M, "我是ABC，在LA长大，中文是周末中文学校学的，说得不太好哈哈", [
    f("u", "hometown", "LA|Los Angeles|洛杉矶"),
    f("u", "language", "中文|Chinese", False),
    f("u", "language", "English|英文", False),
]),
short(M, "今天和我的 boyfriend Kevin 一周年！他在 Stanford 读 CS PhD，天天 lab", [
    f("u", "partner", "Kevin"),
    f("p:Kevin", "relation", "boyfriend|男朋友"),
    f("p:Kevin", "school", "Stanford|斯坦福"),
    f("p:Kevin", "major", "CS|computer science"),
    f("p:Kevin", "degree", "PhD|博士"),
]),
short(M, "我对cat过敏但是我女朋友超想养猫，怎么办😭", [
    f("u", "allergy", "cat|猫"),
    f("u", "partner", "女朋友|girlfriend"),
], tag=True),
short(M, "weekend 一般去 hiking，或者在家弹 ukulele，最近在学 Hawaiian 那种 style", [
    f("u", "sport", "hiking|徒步"),
    f("u", "instrument", "ukulele|尤克里里"),
]),
short(M, "我叫 Vivian，中文名王薇，今年 26，Leo 座", [
    f("u", "name", "Vivian"),
    f("u", "name", "王薇"),
    f("u", "age", "26"),
]),
short(M, "email 是 chenjw.design@outlook.com，之前那个 gmail 的不用了", [
    f("u", "email", "chenjw.design@outlook.com"),
], tag=True),
short(M, "最爱的 food 绝对是 sushi，但 natto 我真的 hate，闻到就想跑", [
    f("u", "fav_food", "sushi|寿司"),
    f("u", "dislike", "natto|纳豆"),
]),
short(M, "住在 Brooklyn 的 Williamsburg，之前在 Queens，租金 crazy", [
    f("u", "place|city", "Williamsburg"),
    f("u", "city|place", "Brooklyn"),
], tag=True),

# ---------------- diaries ----------------
diary(M, "今天是 first day at 新公司 Stripe，在 Dublin office。onboarding 一整天 😵 中午跟 manager 吃了个饭，她是爱尔兰人，人超 nice。之前在 Revolut 待了两年，还是 fintech 这个圈子。晚上回家跟 Tom FaceTime，他还在伦敦，我们正式 long distance 了。Dublin 的 rent 真的太贵了，我跟两个 flatmates 合租。", [
    f("u", "employer", "Stripe"),
    f("u", "city", "Dublin|都柏林"),
    f("u", "industry", "fintech|金融科技"),
    f("u", "partner", "Tom"),
    f("p:Tom", "relation", "boyfriend|男朋友", False),
    f("p:Tom", "city", "伦敦|London"),
    f("p:manager", "hometown", "爱尔兰|Ireland", False),
], tag=True),
diary(M, "周六 yoga class 之后去 Whole Foods 买菜，因为我最近开始 keto 了，第三周。下午给 Coco（我的 golden retriever）洗澡，她掉毛掉得整个 apartment 都是。晚上看了 Parasite 第三遍，still my favorite movie。我妈打电话说她下个月来 Toronto 看我，机票都买好了，我得收拾一下 guest room。", [
    f("u", "sport", "yoga|瑜伽"),
    f("u", "diet", "keto"),
    f("u", "pet", "golden retriever|金毛"),
    f("u", "pet_name", "Coco"),
    f("u", "fav_film", "Parasite|寄生虫"),
    f("u", "city", "Toronto|多伦多"),
    f("p:妈妈", "plan", "来 Toronto 看我|来Toronto"),
    f("u", "family", "我妈|妈妈|mom", False),
], tag=True),
diary(M, "上班摸鱼写日记。我现在在 Shopee 做 data analyst，base 新加坡，以前在深圳腾讯做了三年。今天 lunch 吃了 chicken rice，我的 comfort food。下班去 swimming，condo 楼下就有 pool。我 hometown 是福建泉州，下个月 CNY 回去，票已经订了。", [
    f("u", "employer", "Shopee"),
    f("u", "job_title", "data analyst|数据分析师"),
    f("u", "city", "新加坡|Singapore"),
    f("u", "fav_food", "chicken rice|鸡饭"),
    f("u", "sport", "swimming|游泳"),
    f("u", "hometown", "泉州|福建泉州|Quanzhou"),
    f("u", "plan", "CNY 回去|回去|回泉州"),
], tag=True),
diary(M, "Night shift 结束。ICU 今天走了一个病人，心情很差。我是 ICU nurse，在 Mount Sinai，已经五年了。回家路上给我 sister 发消息，她刚拿到 Wharton 的 MBA offer，真替她开心。我自己大学读的是 nursing，at NYU。明天 off，打算睡一整天。", [
    f("u", "job_title", "ICU nurse|nurse|护士"),
    f("u", "employer", "Mount Sinai"),
    f("u", "major", "nursing|护理"),
    f("u", "school", "NYU|New York University"),
    f("u", "family", "sister|姐姐|妹妹"),
    f("p:sister", "school|plan", "Wharton"),
    f("p:sister", "degree|plan", "MBA"),
], tag=True),

# ---------------- companion chats ----------------
comp(M, "小Q", [
    "小Q，我今天 quit 了我的 job！",
    "哇！是那个在 Deloitte 的 consulting job 吗？",
    "对，做了四年 consultant，终于受不了了。下个月去朋友的 startup 当 COO",
    "好勇敢！startup 是做什么的？",
    "做 pet food 的，正好我自己养了两只 cats，一只叫 Tofu 一只叫 Miso",
], [
    f("u", "job_title", "quit|辞职"),
    f("u", "job_title|plan", "COO"),
    f("u", "industry|plan", "pet food|宠物食品"),
    f("u", "pet", "cats|猫"),
    f("u", "pet_name", "Tofu"),
    f("u", "pet_name", "Miso"),
]),
comp(M, "Leon", [
    "Leon 我 birthday 快到了，4月2号",
    "April 1st 对吧，愚人节生日好有趣！",
    "不是愚人节！是 4月2号，差一天差很多好吗",
    "Sorry！4月2号记住了，今年想怎么过？",
    "跟我 husband 去京都，机票已经订好了",
], [
    f("u", "birthday", "4月2号|April 2"),
    f("u", "partner", "husband|老公"),
    f("u", "plan", "京都|去京都|trip to Kyoto"),
]),
comp(M, "Momo", [
    "Momo 你会说 Cantonese 吗",
    "会一点点！你是广东人吗？",
    "我是香港人，但现在住 Vancouver，已经十年了",
    "那你普通话一定也很好吧？",
    "普通话 so-so 啦，English 跟广东话是 native",
], [
    f("u", "hometown", "香港|Hong Kong"),
    f("u", "city", "Vancouver|温哥华"),
    f("u", "language", "English|英语"),
    f("u", "language", "广东话|Cantonese|粤语"),
    f("u", "language", "普通话|Mandarin", False),
    f("c", "language", "Cantonese|粤语", False),
]),
comp(M, "阿Ray", [
    "阿Ray，我终于考完 CPA 了！",
    "恭喜！所以你是 accounting 专业的对吧？",
    "其实我本科是 math，研究生才转的 accounting，在 UIUC 读的",
    "好厉害。现在在哪里工作呀",
    "在 Chicago 的 KPMG，做 tax",
], [
    f("u", "major", "math|mathematics|数学"),
    f("u", "major", "accounting|会计"),
    f("u", "school", "UIUC"),
    f("u", "degree", "研究生|master"),
    f("u", "city", "Chicago|芝加哥"),
    f("u", "employer", "KPMG|毕马威"),
    f("u", "job_title", "tax|tax accountant"),
]),

# ---------------- group chats ----------------
group(M, [
    ("Jason", "Friday team dinner 去哪？"),
    ("小王", "火锅！我最近超 crave 火锅"),
    ("Amy", "我不能吃辣，上周刚做完胃镜，gastritis。我可以吃鸳鸯锅白汤那边"),
    ("Linda", "Amy 你 OK 吗？"),
    ("Amy", "OK 啦，就是胃炎，医生让我戒咖啡。另外 FYI 我下个月 transfer 去 Singapore office 了"),
    ("Jason", "What!! 要想你了"),
], [
    f("u", "health", "胃炎|gastritis"),
    f("u", "diet", "戒咖啡|no coffee"),
    f("u", "dislike|diet", "辣|spicy", False),
    f("u", "plan", "transfer 去 Singapore office|transfer|Singapore"),
    f("p:小王", "fav_food", "火锅|hotpot", False),
], me="Amy"),
group(M, [
    ("阿哲", "各位，下个月 homecoming 谁回学校？"),
    ("Sophie", "me! 从 SF 飞回去"),
    ("Kelly", "我可能回不去，刚生了 baby，两个月大，叫 Ethan"),
    ("大雄", "恭喜 Kelly！！现在还在 Goldman 吗"),
    ("Kelly", "产假中，还是在 Goldman，明年一月 back to work"),
], [
    f("u", "family", "Ethan"),
    f("p:Ethan", "age", "两个月|2 months"),
    f("u", "employer", "Goldman|Goldman Sachs|高盛"),
    f("u", "plan", "back to work", False),
    f("u", "gender", "女|female", False),
    f("u", "name", "Kelly", False),
    f("p:Sophie", "plan", "homecoming"),
    f("p:Sophie", "city", "SF|San Francisco", False),
], exporter="Kelly"),
group(M, [
    ("Big Mike", "Sunday 早上篮球 pickup game，老地方"),
    ("Jay", "in! 不过我 ankle 还没全好，打半场"),
    ("阿伦", "Jay 你上次不是说搬去 Irvine 了吗，还来得了？"),
    ("Jay", "没搬成 lol，房子没批下来，还住 Pasadena"),
    ("Sam", "我来不了，带女儿去 ballet recital"),
], [
    f("u", "city", "Pasadena"),
    f("u", "health", "ankle|ankle injury", False),
    f("u", "sport", "篮球|basketball"),
    f("u", "plan", "pickup game|篮球", False),
    f("p:Sam", "family", "女儿|daughter"),
    f("p:女儿", "hobby", "ballet", False),
], me="Jay"),
group(M, [
    ("外婆", "Nina 你什么时候回来看外婆"),
    ("Nina", "外婆我 summer 回来！已经 book 了 7 月的机票"),
    ("舅舅", "Nina 现在还在 Melbourne 吗"),
    ("Nina", "不在啦舅舅，我去年搬到 Sydney 了，在 UNSW 当 lecturer"),
    ("Andy", "Nina 姐我明年也想去澳洲读书，可以问问你吗"),
], [
    f("u", "plan", "回来|7 月的机票"),
    f("u", "city", "Sydney|悉尼"),
    f("u", "employer", "UNSW"),
    f("u", "job_title", "lecturer|讲师"),
    f("u", "name", "Nina", False),
], exporter="Nina"),
]
