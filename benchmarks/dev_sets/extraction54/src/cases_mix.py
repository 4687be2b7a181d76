from h import *

CASES = [
# ---------------- short chats ----------------
short("mix", "我在Google上海office做data scientist，但其实住在苏州，每天高铁通勤😵", [
    U("employer", ["Google", "谷歌"]),
    U("job_title", ["data scientist", "数据科学家"]),
    U("city", ["苏州", "Suzhou"]),
], tag=True),
short("mix", "我对penicillin过敏，上次打针直接起疹子，以后去医院一定要提前说", [
    U("allergy", ["penicillin", "青霉素"]),
]),
short("mix", "my 老妈 is diabetic, 每天打两次insulin, 我每周末回去帮她测血糖", [
    P("妈妈", "health", ["diabetic", "糖尿病", "diabetes"]),
    P("妈妈", "health", ["insulin", "胰岛素"], False),
    U("family", ["老妈", "妈妈", "mom"]),
]),
short("mix", "刚拿到offer！下个月去Shopee新加坡做backend engineer，现在还在深圳打包行李", [
    U(["employer", "plan"], ["Shopee"]),
    U(["job_title", "plan"], ["backend engineer", "后端工程师"]),
    U("city", ["深圳", "Shenzhen"]),
    U("plan", ["新加坡", "去Shopee新加坡", "Singapore"]),
], tag=True),
short("mix", "本人女，27，在港大读PhD in chemistry，每天泡在lab里😇", [
    U("gender", ["女", "female"]),
    U("age", ["27"]),
    U("degree", ["PhD", "博士"]),
    U("major", ["chemistry", "化学"]),
    U("school", ["港大", "HKU", "University of Hong Kong"]),
    U("city", ["香港", "Hong Kong"], False),
]),
short("mix", "不是我养的狗啦，是我neighbor的golden retriever，我只是帮忙walk一下。我自己有只兔子叫Mochi", [
    U("pet", ["兔子", "rabbit"]),
    U("pet_name", ["Mochi"]),
    P("neighbor", "pet", ["golden retriever", "金毛"]),
    P("neighbor", "relation", ["neighbor"], False),
], tag=True),
short("mix", "最近在学guitar，刚入了一把Taylor，每周上一节课，老师说我手指太短😂 我本职是个dentist", [
    U("instrument", ["guitar", "吉他"]),
    U("belonging", ["Taylor", "Taylor guitar"]),
    U("job_title", ["dentist", "牙医"]),
]),
short("mix", "my fav food is 螺蛳粉 and my boyfriend refuses to be in the same room when I eat it", [
    U("fav_food", ["螺蛳粉", "luosifen"]),
    U("partner", ["boyfriend"]),
    P("boyfriend", "dislike", ["螺蛳粉"], False),
]),
short("mix", "I keep kosher 但是我男朋友是广东人，他家什么都吃 so dinners are… interesting", [
    U("diet", ["kosher"]),
    U("partner", ["男朋友", "boyfriend"]),
    P("男朋友", "hometown", ["广东", "Guangdong"]),
], tag=True),
short("mix", "昨天梦见自己在NBA打球 lol，醒来发现我还是个一米六五的accountant", [
    U("job_title", ["accountant", "会计"]),
], tag=True),
short("mix", "我哥 has celiac and my sister-in-law 对坚果过敏，过年做饭简直地狱模式", [
    P("哥哥", ["health", "allergy"], ["celiac", "乳糜泻"]),
    P("sister-in-law", "allergy", ["坚果", "nuts"]),
    U("family", ["哥", "哥哥"]),
    U("family", ["sister-in-law", "嫂子"], False),
], tag=True),
# ---------------- diaries ----------------
diary("mix", "Oct 5. 今天又是hospital day。陪爸爸做化疗，第四次了。他说想吃小时候的槐花饭，我去超市找了半天没有。Work-wise：请了半天假，boss还算理解。晚上自己在家吃沙拉，医生说我pre-diabetic，最近在吃low carb。", [
    P("爸爸", "health", ["化疗", "chemo", "cancer"]),
    U("family", ["爸爸", "dad"]),
    P("爸爸", "fav_food", ["槐花饭"], False),
    U("health", ["pre-diabetic", "糖尿病前期"]),
    U("diet", ["low carb", "低碳水"]),
], tag=True),
diary("mix", "周六。Morning：去公园跑了10K，今年第30次长跑了，habit get✅。中午和Lily吃brunch，她刚从伦敦回来，说要辞职去读MBA。下午在家练piano，Chopin那首Nocturne还是弹不顺。我们做审计的，周末就靠这个回血。", [
    U("sport", ["长跑", "跑", "running"]),
    P("Lily", "plan", ["读MBA", "MBA"], False),
    U("instrument", ["piano", "钢琴"]),
    U("job_title", ["审计", "auditor"]),
    U("fav_music", ["Chopin"], False),
], tag=True),
diary("mix", "Diary, 2/14. 情人节 alone again lol，其实也挺好。下班路上买了一束郁金香给自己。I'm 33, single, living in Vancouver with my two cats, 大米 and 小米. Work at the hospital lab is crazy this week — flu season. 晚上重温了Before Sunrise，my all-time favorite movie，每年情人节必看。", [
    U("age", ["33"]),
    U("city", ["Vancouver", "温哥华"]),
    U("pet", ["cats", "猫"]),
    U("pet_name", ["大米"]),
    U("pet_name", ["小米"]),
    U("employer", ["hospital lab"], False),
    U("fav_film", ["Before Sunrise"]),
]),
diary("mix", "今天第一天去new job报到，Amazon西雅图，SDE II。办公室在South Lake Union，每天坐bus过去。Lunch在cafeteria吃了个burrito，还行。晚上跟我妈视频，她问我有没有女朋友，我说没有，她叹气。她的hip replacement恢复得不错。", [
    U("employer", ["Amazon", "亚马逊"]),
    U("job_title", ["SDE II", "SDE"]),
    U("city", ["西雅图", "Seattle"]),
    U("place", ["South Lake Union"], False),
    P("妈妈", "health", ["hip replacement", "髋关节置换"]),
    U("family", ["妈", "妈妈"]),
], tag=True),
# ---------------- group chats ----------------
group("mix", [
    u("guys 我下周三拔wisdom tooth，周四的team dinner去不了了", "Jun"),
    u("oh no! 我上个月刚拔完，超痛", "Emily"),
    u("真的吗😭 我还对codeine过敏，不知道能开什么止痛药", "Jun"),
    u("ask for ibuprofen，我是pharmacist相信我", "Kai"),
], [
    U("plan", ["wisdom tooth", "拔wisdom tooth", "拔智齿"]),
    U("allergy", ["codeine", "可待因"]),
    P("Kai", "job_title", ["pharmacist", "药剂师"]),
    U("name", ["Jun"], False),
], me="Jun", tag=True),
group("mix", [
    u("Mum 下周一体检 at 玛丽医院，我帮她约好了，8am", "阿May", exporter=True),
    u("我可以载她去，I'm off on Monday", "家姐"),
    u("好啊。记得提醒她空腹，她上次喝了奶茶被护士骂😂", "阿May"),
    u("lol typical Mum. 我在多伦多帮不上忙 sorry", "细佬"),
], [
    P("Mum", "plan", ["体检", "check-up"]),
    U("family", ["Mum", "妈妈"], False),
    P("细佬", "city", ["多伦多", "Toronto"]),
    U("name", ["阿May"], False),
], tag=True),
group("mix", [
    u("今天lunch去哪？我吃素的 remember，从大学开始就vegetarian了", "Vivian"),
    u("楼下那家Subway？", "Alex"),
    u("又Subway😩 我宁愿饿着", "Vivian"),
    u("我知道一家new素食place在静安，去过twice，不错", "Ray"),
], [
    U("diet", ["vegetarian", "吃素", "素食"]),
    U("dislike", ["Subway"], False),
    U("name", ["Vivian"], False),
], me="Vivian"),
group("mix", [
    u("Hi all，我是Leo，2015届CS。现在在Toronto做ML engineer at Shopify", "Leo", exporter=True),
    u("Leo!! 好久不见，我还在北京，在百度", "小北"),
    u("nice. 我老婆也是咱们学校的，2016届，学经济的", "Leo"),
    u("哇我知道，Wendy对吧", "小北"),
    u("欢迎Leo！我是2014届的学姐，现在在Waterloo教书，有空来玩", "Grace"),
], [
    U("name", ["Leo"]),
    U("major", ["CS", "computer science", "计算机"]),
    U("city", ["Toronto", "多伦多"]),
    U("job_title", ["ML engineer"]),
    U("employer", ["Shopify"]),
    U("partner", ["老婆", "wife"]),
    P("老婆", "major", ["经济", "economics"]),
    P("小北", "city", ["北京", "Beijing"]),
    P("小北", "employer", ["百度", "Baidu"]),
    P("Grace", "city", ["Waterloo"]),
    P("Grace", "job_title", ["教书", "teacher"]),
], tag=True),
# ---------------- companion chats ----------------
comp("mix", "Juno", [
    u("Juno我今天被diagnose了anxiety disorder，医生让我先试试CBT"),
    a("谢谢你愿意告诉我。你之前就有感觉吗？"),
    u("有，从去年换工作开始。现在在一家consulting firm，压力超大"),
    a("咨询行业确实很累。你是在上海吗？"),
    u("不是，北京。上海是我老家"),
], [
    U("health", ["anxiety disorder", "anxiety", "焦虑症"]),
    U("employer", ["consulting firm"], False),
    U("industry", ["consulting", "咨询"], False),
    U("city", ["北京", "Beijing"]),
    U("hometown", ["上海", "Shanghai"]),
], tag=True),
comp("mix", "Juno", [
    u("Juno你猜我养了什么pet"),
    a("猫？"),
    u("nope，一只leopard gecko，叫Dumpling"),
    a("哇好特别！"),
    u("我男朋友一开始很怕它 lol now they're best friends"),
], [
    U("pet", ["leopard gecko", "豹纹守宫", "gecko"]),
    U("pet_name", ["Dumpling"]),
    U("partner", ["男朋友", "boyfriend"]),
], tag=True),
comp("mix", "Juno", [
    u("my mum just got diagnosed with 乳腺癌, stage 2"),
    a("I'm so sorry. 你还好吗？"),
    u("not really. 我在伦敦，她在台北，飞回去要13个小时"),
    a("Are you going back?"),
    u("yes, 订了下周五的机票。公司给了我两周compassionate leave"),
], [
    P("mum", "health", ["乳腺癌", "breast cancer"]),
    P("mum", "city", ["台北", "Taipei"]),
    U("family", ["mum", "mom", "妈妈"]),
    U("city", ["伦敦", "London"]),
    U("plan", ["机票", "飞回去", "下周五的机票"]),
], tag=True),
comp("mix", "Juno", [
    u("我最喜欢的band是Radiohead，你呢Juno"),
    a("I love Radiohead too! OK Computer是我的top 1"),
    u("同！！我高中在成都的时候天天听"),
    a("你是成都人？"),
    u("对，但现在在Melbourne读书，master of nursing"),
], [
    U("fav_music", ["Radiohead"]),
    C("fav_music", ["Radiohead", "OK Computer"]),
    U("hometown", ["成都", "Chengdu"]),
    U("city", ["Melbourne", "墨尔本"]),
    U("degree", ["master", "硕士"]),
    U("major", ["nursing", "护理"]),
]),
comp("mix", "Juno", [
    u("Juno 我老婆说我snore太大声，让我去看医生"),
    a("可能是sleep apnea？"),
    u("医生说确实是，要戴CPAP睡觉了😩 我才38岁啊"),
    a("38 is young, but it'll help!"),
], [
    U("partner", ["老婆", "wife"]),
    U("health", ["sleep apnea", "睡眠呼吸暂停"]),
    U("belonging", ["CPAP"], False),
    U("age", ["38"]),
]),
]
