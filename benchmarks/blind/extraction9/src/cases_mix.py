from h import C, U, P, CH, u, a, g

S, D, AI, G = "short", "diary", "companion", "group"

CASES = [
# ---------- short chats ----------
C("mix", S, [
    u("我在Google做PM，base在新加坡，但老家是福州的"),
    a("So you're in Singapore — do you miss Fuzhou food?"),
    u("超级想，尤其是鱼丸，我妈每年都寄冻的过来"),
], [
    U("fav_food", "鱼丸|fish balls", False),
    U("family", "妈|mom", False),
    U("employer", "Google|谷歌"),
    U("job_title", "PM|product manager|产品经理"),
    U("city", "新加坡|Singapore"),
    U("hometown", "福州|Fuzhou")]),
C("mix", S, "今天去看了Taylor Swift的concert，很好看，但我真正的本命是Lana Del Rey 🥹", [
    U("fav_music", "Lana Del Rey")], tag=True),
C("mix", S, "I'm lactose intolerant 所以奶茶只能点燕麦奶的，店员都认识我了", [
    U("health|diet|allergy", "lactose intolerant|乳糖不耐受")]),
C("mix", S, "my mom 说我都28了还不找对象，but honestly 我觉得single挺好的", [
    U("family", "mom|妈妈", False)], tag=True),
C("mix", S, "我是ABC，在LA长大的，中文是后来自学的，所以读写还不太行", [
    U("hometown", "LA|Los Angeles|洛杉矶"),
    U("language", "中文|Chinese", False)], tag=True),
C("mix", S, "养了一只hedgehog叫Spike，每天晚上跑论子跑到两点", [
    U("pet", "hedgehog|刺猬"),
    U("pet_name", "Spike")]),
C("mix", S, "下周去Tokyo出差，顺便见我大学同学Yuki，she works at Sony now", [
    U("plan", "去Tokyo出差|Tokyo|东京出差"),
    P("Yuki", "relation", "大学同学|同学|classmate"),
    P("Yuki", "employer", "Sony|索尼")], tag=True),
C("mix", S, "my phone number is 186-2103-7745，微信同号", [
    U("phone", "186-2103-7745|18621037745")]),
C("mix", S, "Dentist说我有两颗蛀牙要补。also 我牙齿敏感，冰的都不能吃", [
    U("health", "蛀牙|cavities"),
    U("health", "牙齿敏感|sensitive teeth"),
    U("plan", "补|补牙", False)]),
C("mix", S, "我在UBC读CS大三，室友是学music的，每天练小提琴吵死", [
    U("school", "UBC|University of British Columbia"),
    U("major", "CS|computer science|计算机"),
    P("室友", "major", "music|音乐"),
    P("室友", "instrument", "小提琴|violin"),
    P("室友", "relation", "室友|roommate", False),
    U("city", "Vancouver|温哥华", False)], tag=True),
C("mix", S, "我的英文名是Yvonne，中文名叫周语桐，随便叫哪个都行", [
    U("name", "周语桐"),
    U("nickname|name", "Yvonne")]),
C("mix", S, "不是我不想去gym，是我真的hate运动，除了swimming", [
    U("dislike", "运动|exercise"),
    U("sport", "swimming|游泳")], tag=True),

# ---------- diaries ----------
C("mix", D, "今天是在Berlin的第三年纪念日。刚来的时候一句德语都不会，现在至少能跟楼下Bäckerei的阿姨聊两句。上午在office开了三个meeting，我是做frontend的，公司是个fintech startup。晚上和男朋友Felix去吃了越南粉，他是土生土长的Berliner，居然特别能吃辣。", [
    U("city", "Berlin|柏林"),
    U("language", "德语|German", False),
    U("job_title", "frontend|前端|frontend developer"),
    U("industry", "fintech|金融科技"),
    U("partner", "Felix"),
    P("Felix", "relation", "男朋友|boyfriend"),
    P("Felix", "hometown", "Berlin|柏林", False)], tag=True),
C("mix", D, "周末diary：早上去farmers market买了sourdough，下午带我家golden retriever Mango去dog park。她今天three years old了，生日快乐我的宝贝。晚上给我爸打视频，他在台北，最近迷上了pickleball，每天都打。", [
    U("pet", "golden retriever|金毛"),
    U("pet_name", "Mango"),
    U("family", "爸|爸爸|dad"),
    P("爸爸", "city", "台北|Taipei"),
    P("爸爸", "sport", "pickleball|匹克球")], tag=True),
C("mix", D, "Monday again. 通勤一个半小时，从昆山到上海，每天都想辞职。我在一家外贸公司做sales，英语和日语都要用。中午吃了沙县，我对海鲜过敏，所以只能点拌面。下班后去上了吉他课，teacher说我进步很大。", [
    U("city", "昆山|Kunshan"),
    U("job_title", "sales|销售"),
    U("industry", "外贸|foreign trade"),
    U("language", "英语|English"),
    U("language", "日语|Japanese"),
    U("allergy", "海鲜|seafood"),
    U("instrument", "吉他|guitar")], tag=True),
C("mix", D, "今天interview了一个candidate，他说他是Stanford毕业的，but简历上写的是一个state school哈哈。我自己是NYU毕业的，读的journalism，现在在一家media公司做editor。回家路上给女朋友买了花，她今天升职了，恭喜Lauren！", [
    U("school", "NYU|New York University"),
    U("major", "journalism|新闻"),
    U("job_title", "editor|编辑"),
    U("industry", "media|媒体"),
    U("partner", "Lauren"),
    P("Lauren", "relation", "女朋友|girlfriend")], tag=True),

# ---------- companion chats ----------
C("mix", AI, [
    u("Momo我今天终于拿到driver license了！"),
    a("恭喜！是在国内考的吗？"),
    u("不是，在California考的，我在这边读书，San Diego"),
    a("那以后可以自己开车去海边啦"),
    u("对！不过我还没车，先借室友的"),
], [
    U("city", "San Diego|圣地亚哥"),
    U("belonging", "driver license|驾照", False)], ch="Momo", tag=True),
C("mix", AI, [
    u("Sora你有没有最喜欢的movie"),
    a("我最喜欢《千与千寻》，每次看都觉得很温暖。你呢？"),
    u("我是Interstellar死忠粉，看了七遍，每次都哭"),
    a("那你一定很喜欢宇宙题材吧？是学物理的吗？"),
    u("哈哈不是，我学会计的，just a space nerd"),
], [
    CH("fav_film", "千与千寻|Spirited Away"),
    U("fav_film", "Interstellar|星际穿越"),
    U("major", "会计|accounting")], ch="Sora", tag=True),
C("mix", AI, [
    u("Luca, 我老婆刚生了！是个girl 🥹"),
    a("恭喜恭喜！宝宝叫什么名字？"),
    u("英文名叫Chloe，中文名还在想，我妈和我岳母已经吵了三天了"),
    a("哈哈两边长辈都很上心。你们现在还在Sydney吗？"),
    u("yes 还在Sydney，我请了两周paternity leave"),
], [
    U("partner", "老婆|wife"),
    U("family", "Chloe"),
    P("Chloe", "relation", "女儿|daughter", False),
    U("city", "Sydney|悉尼"),
    U("gender", "male|男", False)], ch="Luca", tag=True),
C("mix", AI, [
    u("小星，my therapist 说我要多出去走走"),
    a("听起来不错！你之前说你喜欢hiking，可以重新开始呀"),
    u("我说的是biking啦，不是hiking。我有一辆二手的road bike"),
    a("哦哦骑车！那周末可以骑一圈"),
    u("嗯，我家就在East Lake旁边，绕湖骑一圈挺舒服"),
], [
    U("sport", "biking|骑车|cycling"),
    U("belonging", "road bike|公路车"),
    U("place", "East Lake|东湖")], ch="小星", tag=True),

# ---------- group chats ----------
C("mix", G, [
    g("Annie", "guys 我下个月要搬去Vancouver了，offer签了"),
    g("Kevin", "真的假的！哪家公司"),
    g("Annie", "Amazon，还是做data analyst"),
    g("Grace", "我会想你的😭 我还在Toronto这边苦哈哈"),
], [
    U("plan", "搬去Vancouver|Vancouver|move to Vancouver"),
    U("employer|plan", "Amazon|亚马逊"),
    U("job_title", "data analyst|数据分析师"),
    P("Grace", "city", "Toronto|多伦多")], me="Annie", tag=True),
C("mix", G, [
    g("大舅", "阿May今年几岁了？该结婚了吧"),
    g("阿May", "舅舅我才24啦，而且我有boyfriend的", exp=True),
    g("表哥", "哈哈哈大舅你别操心了，我30了都还没结"),
    g("阿May", "我boyfriend是做architect的，下次带来给你们看"),
], [
    U("age", "24"),
    U("partner", "boyfriend|男朋友"),
    P("boyfriend", "job_title", "architect|建筑师"),
    P("表哥", "age", "30"),
    U("name", "阿May", False)], tag=True),
C("mix", G, [
    g("Leo", "team, 我明天请假，去拔智齿😭"),
    g("Ivy", "保重！我上次拔完肿了三天"),
    g("Leo", "还有我对ibuprofen过敏，不知道能吃什么止痛药"),
    g("Tom", "ask the dentist bro, 我是过来人"),
], [
    U("plan", "拔智齿|wisdom tooth"),
    U("allergy", "ibuprofen|布洛芬")], me="Leo", tag=True),
C("mix", G, [
    g("领队Sean", "周六去Mt. Tam，7点Mill Valley集合"),
    g("Mandy", "我报名！我刚从SF搬到Oakland，终于离得近了点", exp=True),
    g("Chen", "我不去，周六值班，我在UCSF做住院医"),
    g("Ruby", "我也去！第一次爬Mt. Tam，求带"),
    g("领队Sean", "Mandy 你那只border collie带不带"),
    g("Mandy", "带！Luna 最喜欢爬山了"),
], [
    U("city", "Oakland"),
    U("plan", "Mt. Tam|hike|爬山"),
    U("pet", "border collie|边牧"),
    U("pet_name", "Luna"),
    P("Chen", "employer", "UCSF"),
    P("Chen", "job_title", "住院医|resident"),
    U("name", "Mandy", False)], tag=True),
]
