"""Mixed Chinese/English cases of blind set 18 (24): short chats, diaries, companion chats, group chats."""
from h import maker, U, P, C, u, a, g, gx

K = maker("mix")

# ---------- short (12) ----------
K("short", "我在Amazon做SDE，base西雅图，但其实我住在Bellevue，通勤还好", [
    U("employer", "Amazon|亚马逊"), U("job_title", "SDE|software engineer"), U("city|place", "Bellevue"),
    U("city", "西雅图|Seattle", 0)], tag=1)
K("short", "my mom 是上海人，我是在LA长大的ABC，中文很烂 sorry", [
    P("mom", "hometown", "上海|Shanghai"), U("family", "mom", 0), U("hometown", "LA|Los Angeles"),
    U("language", "中文|Chinese", 0), U("language", "English", 0)], tag=1)
K("short", "今天 finally 考过了CPA最后一科！！四科全过🎉 我在PwC审计组三年了", [
    U("employer", "PwC|普华永道"), U("job_title|industry", "审计|audit")])
K("short", "我叫陈墨，朋友都叫我Momo，INFJ，天秤座，10月8号生日，养了一只golden retriever叫Toffee", [
    U("name", "陈墨"), U("nickname", "Momo"), U("birthday", "10月8号|10月8日|October 8"),
    U("pet", "golden retriever|金毛|dog"), U("pet_name", "Toffee")])
K("short", "my husband 是做 sales 的，我是 full-time mom，两个 boys，一个5岁一个3岁", [
    U("partner", "husband"), P("husband", "job_title", "sales"), U("job_title", "full-time mom|全职妈妈"),
    U("family", "两个 boys|boys|two boys"), P("boys", "age", "5岁|3岁", 0), U("gender", "female|女", 0)], tag=1)
K("short", "i'm 不吃猪肉的，muslim，所以 team dinner 能不能别去那家烤肉？而且我超讨厌KTV，别拉我", [
    U("diet", "不吃猪肉|no pork|halal"), U("dislike", "KTV")], tag=1)
K("short", "我hometown是青岛，but现在在Berlin读PhD，physics", [
    U("hometown", "青岛|Qingdao"), U("city", "Berlin|柏林"), U("degree", "PhD|博士"), U("major", "physics|物理")])
K("short", "下个月move to新加坡，company transfer已经批了，现在还在KL", [
    U("plan", "move to新加坡|新加坡|Singapore"), U("city", "KL|Kuala Lumpur|吉隆坡")], tag=1)
K("short", "我对cats过敏但是roommate养了两只🙃 每天打喷嚏", [
    U("allergy", "cats|cat|猫"), P("roommate", "pet", "cats|猫")], tag=1)
K("short", "周末一般去hiking或者打badminton，badminton我打了十年了", [
    U("sport", "badminton|羽毛球"), U("sport", "hiking|徒步")])
K("short", "最喜欢的movie是Spirited Away，千与千寻，每年都要重温一遍", [
    U("fav_film", "Spirited Away|千与千寻")])
K("short", "我的email是kevin.zhou.design@gmail.com，电话+1 628 204 7713，我是freelance插画师，portfolio在邮件签名里", [
    U("email", "kevin.zhou.design@gmail.com"), U("phone", "+1 628 204 7713|6282047713"),
    U("job_title", "插画师|freelance插画师|illustrator")])

# ---------- diary (4) ----------
K("diary", "Today超级productive。早上7点起来去gym，leg day。然后在cafe写code写到下午，我是freelance developer嘛。晚上和Jason吃hotpot，他说他下个月要回台北了。我一个人在Vancouver真的会有点lonely。", [
    U("job_title", "freelance developer|developer"), U("city", "Vancouver|温哥华"), U("sport", "gym", 0),
    P("Jason", "plan", "回台北", 0), P("Jason", "city", "Vancouver", 0)], tag=1)
K("diary", "今天是我和Ethan的anniversary，三年了。他cook了一整桌菜，虽然salmon有点糊。我们在Melbourne一起租了个小apartment，他是nurse，我在uni读architecture。晚上一起看了Your Name，第N遍，我最爱的电影。", [
    U("partner", "Ethan"), P("Ethan", "relation", "boyfriend|partner", 0), P("Ethan", "job_title", "nurse"),
    U("city", "Melbourne|墨尔本"), U("major", "architecture|建筑"), U("fav_film", "Your Name|你的名字"),
    U("job_title", "student|学生", 0)])
K("diary", "被manager叫去1 on 1，以为要被fire了，结果是promotion！现在是senior analyst了😭 打电话告诉我妈，她问analyst是干嘛的哈哈。周末要去Hong Kong找cousin玩，机票已经买了。", [
    U("job_title", "senior analyst"), U("plan", "去Hong Kong|Hong Kong|香港"), U("family", "我妈|妈妈", 0),
    U("family", "cousin", 0)], tag=1)
K("diary", "Rainy day。在家work from home，接了五个call。午饭泡面。下午带Coco去vet打疫苗，她是只shiba，超怕打针。Evening练了一小时piano，最近在学Chopin，手指跟不上。", [
    U("pet", "shiba|柴犬|dog"), U("pet_name", "Coco"), U("instrument", "piano|钢琴"), U("fav_music", "Chopin", 0)])

# ---------- companion (4) ----------
K("companion", [
    u("Mochi我今天interview了TikTok的product manager"),
    a("哇！所以你已经是TikTok的员工了吗？"),
    u("没有啦只是interview，还没offer。现在还在Shopee"),
    a("明白！在Shopee做什么呀？"),
    u("data analyst，在新加坡office")], [
    U("employer", "Shopee"), U("job_title", "data analyst"), U("city", "新加坡|Singapore", 0),
    U("plan", "interview", 0)], tag=1, ch="Mochi")
K("companion", [
    u("echo 我妈 diagnosed with breast cancer 了"),
    a("I'm so sorry. 你妈妈在哪里治疗？北京吗？"),
    u("在广州，她一直住广州，我在London赶不回去"),
    a("你是在London工作吗？"),
    u("对，在HSBC，但我已经book了下周五的机票回去")], [
    U("family", "我妈|妈妈"), P("妈妈", "health", "breast cancer|乳腺癌"), P("妈妈", "city", "广州|Guangzhou"),
    U("city", "London|伦敦"), U("employer", "HSBC|汇丰"), U("plan", "下周五的机票回去|机票回去")], tag=1, ch="Echo")
K("companion", [
    u("阿橙你猜我几岁"),
    a("嗯…25？"),
    u("哈哈close，I'm 27。今天刚满"),
    a("Happy birthday!! 所以你生日是今天，5月20号对吗？"),
    u("yes 520出生的，从小被笑")], [
    U("age", "27"), U("birthday", "520|5月20号|May 20")], tag=1, ch="阿橙")
K("companion", [
    u("sunny，我boyfriend说要带我去见他parents"),
    a("好紧张！他parents住哪里？"),
    u("Taipei，他是台湾人，我是Malaysian Chinese，在吉隆坡长大"),
    a("那你会讲台语吗？"),
    u("不会lol，but我会广东话和Malay")], [
    U("partner", "boyfriend"), P("boyfriend", "hometown", "台湾|Taiwan"), P("boyfriend's parents", "city", "Taipei|台北"),
    U("hometown", "吉隆坡|Kuala Lumpur"), U("language", "广东话|Cantonese"), U("language", "Malay|马来语"),
    U("plan", "见他parents", 0)], tag=1, ch="Sunny")

# ---------- group (4: 2 with me, 2 with exporter_me) ----------
K("group", [
    g("Mom", "Wendy周末回家吃饭吗"),
    g("Wendy", "回！但是Saturday要work，Sunday可以"),
    g("Dad", "你还在那个startup？"),
    g("Wendy", "对still there，我现在是lead designer了哈"),
    g("Brother", "我带女朋友一起，她vegetarian哦")], [
    U("job_title", "lead designer"), U("employer", "startup", 0), U("plan", "Sunday", 0),
    P("Brother", "partner", "女朋友|girlfriend"), P("Brother女朋友", "diet", "vegetarian|素食")], tag=1, me="Wendy")
K("group", [
    g("Aki", "明天team lunch去哪"),
    gx("Kenji", "我都可以，but no海鲜please，I'm allergic"),
    g("Mei", "Kenji你不是上周还吃了sushi吗"),
    g("Kenji", "那是tamago sushi啦，没有海鲜😂")], [
    U("allergy", "海鲜|seafood")], tag=1)
K("group", [
    g("小雅", "各位alumni，我下个月relocate到Boston了，MIT postdoc"),
    g("Eric", "congrats!! 我在Cambridge住，欢迎来"),
    g("Jenny", "好羡慕，我还在Shenzhen 996😭"),
    g("小雅", "哈哈哈Jenny你明明在腾讯当manager好吗")], [
    U("plan", "relocate到Boston|Boston"), U("employer|plan", "MIT"), U("job_title|plan", "postdoc"),
    P("Eric", "city", "Cambridge"), P("Jenny", "city", "Shenzhen|深圳"), P("Jenny", "employer", "腾讯|Tencent"),
    P("Jenny", "job_title", "manager")], tag=1, me="小雅")
K("group", [
    g("Coach Lee", "pickleball周四晚上7点，记得带paddle"),
    gx("Winnie", "收到！我新买了Selkirk的paddle哈哈"),
    g("Tony", "我knee还没好，这周skip"),
    g("Winnie", "take care Tony！我每周都来的，放心帮你keep位置")], [
    U("sport", "pickleball|匹克球"), U("belonging", "Selkirk的paddle|paddle|Selkirk"), P("Tony", "health", "knee"),
    U("name", "Winnie", 0)], tag=1)
