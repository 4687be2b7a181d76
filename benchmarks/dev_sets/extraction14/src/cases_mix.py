from h import U, P, C, S, D, K, G

L = "mix"
CASES = [
    # ---- short chats ----
    S(L, "我在Google做SWE，base新加坡，每天听Singlish听到自己都开始加lah了", [
        U("employer", "Google"), U("job_title", ["SWE", "software engineer"]), U("city", ["新加坡", "Singapore"]),
        U("language", "Singlish", False)]),
    S(L, "我不是ABC啦，我是高中才来的美国，现在在LA读UCLA的CS", [
        U("school", "UCLA"), U("major", ["CS", "computer science"]), U("city", ["LA", "Los Angeles"])], tag=True),
    S(L, "今天带去vet打疫苗，我家那只shiba叫Mochi，超怕打针，一进门就发抖", [
        U("pet", ["shiba", "柴犬"]), U("pet_name", "Mochi")]),
    S(L, "my mom 一直催我考公务员，but 我真的只想做我的freelance摄影师，拍婚礼也挺好的", [
        U("job_title", ["摄影师", "freelance摄影师", "photographer"]), U("family", "mom", False)], tag=True),
    S(L, "对gluten过敏，所以面包pizza啥的都不能吃，好惨", [
        U(["allergy", "diet", "health"], ["gluten", "麸质"])]),
    S(L, "最近沉迷Taylor Swift，通勤全程循环，我是真·Swiftie", [
        U("fav_music", "Taylor Swift")]),
    S(L, "如果我有钱我就搬去Bali住了，现实是我还在Kuala Lumpur上班，做HR", [
        U("city", ["Kuala Lumpur", "KL", "吉隆坡"]), U("job_title", ["HR", "人事"])], tag=True),
    S(L, ["你的email是多少？有update我发给你", "weilin.ho@outlook.com，别发我公司那个"], [
        U("email", "weilin.ho@outlook.com")]),
    S(L, "我周末会去打pickleball，比网球容易上手多了", [
        U("sport", ["pickleball", "匹克球"])]),
    S(L, "我男朋友是Canadian，我俩平时说英文，我跟我爸妈讲台语", [
        U("partner", "男朋友"), P("男朋友", "hometown", ["Canadian", "Canada"], False),
        U("language", ["英文", "English"]), U("language", ["台语", "Taiwanese"])]),
    S(L, "我是INFP，生日Dec 22，摩羯座那种别扭人", [
        U("birthday", ["Dec 22", "12月22日", "December 22"])]),
    S(L, "我叫Alex但我是女生啦，名字中性而已，别再叫我bro了😤 现在在温哥华读高中", [
        U("name", "Alex"), U("gender", ["女生", "女", "female"]), U("city", ["温哥华", "Vancouver"]),
        U("school", "高中", False)], tag=True),

    # ---- diaries ----
    D(L, "今天WFH，早上开了两个meeting，我们team下个月要launch新feature，我作为PM压力山大。中午煮了个泡面，加了我最爱的老干妈。下午去gym练腿，squat加到了80kg。"
         "晚上我bf Kevin从伦敦打FaceTime，他在那边读master，还有半年就回来了。", [
        U("job_title", ["PM", "product manager"]), U("fav_food", "老干妈"), U("sport", ["gym", "squat", "健身"]),
        U("partner", "Kevin"), P("Kevin", "relation", ["bf", "boyfriend", "男朋友"]), P("Kevin", "city", ["伦敦", "London"]),
        P("Kevin", "degree", ["master", "硕士"])], tag=True),
    D(L, "Sunday. 陪我妈去了趟Costco，她一口气买了三箱牛奶，说我太瘦要补钙。I'm lactose intolerant, mom!! 说了八百遍了。Afternoon在家弹了会儿ukulele，"
         "然后给我的仓鼠Pudding清了笼子。Tomorrow又要回律所上班，做paralegal的命。", [
        U(["health", "allergy", "diet"], "lactose intolerant"), U("instrument", ["ukulele", "尤克里里"]), U("pet", ["仓鼠", "hamster"]),
        U("pet_name", "Pudding"), U("job_title", "paralegal"), U(["industry", "employer"], ["律所", "law firm"]),
        U("family", "妈", False)], tag=True),
    D(L, "2023/09/01 今天开学第一天！I'm officially a freshman at NYU，学film。宿舍在Manhattan，室友是个韩国女孩叫Jiwoo，人超nice。我从小在杭州长大，第一次一个人出国，"
         "有点想家。晚上吃了Halal Guys，还行吧，不如我妈做的红烧肉。", [
        U("school", "NYU"), U("major", ["film", "电影"]), U("city", ["Manhattan", "New York", "NYC"]), U("hometown", ["杭州", "Hangzhou"]),
        P("Jiwoo", "relation", ["室友", "roommate"]), P("Jiwoo", "hometown", ["韩国", "Korea"], False),
        U("fav_food", "红烧肉", False)], tag=True),
    D(L, "今天被老板Mark叫去谈话，以为要被fire，结果是promotion！从junior designer升到senior designer了哈哈。Mark说他下个月要调回Sydney。晚上跟闺蜜喝了两杯，"
         "回家跟我家猫猫Luna分享喜讯，她理都没理我。对了明天要去看牙医，蛀牙了。", [
        U("job_title", "senior designer"), U("pet", ["猫", "cat"]), U("pet_name", "Luna"), P("Mark", "relation", ["老板", "boss"]),
        P("Mark", "plan", ["调回Sydney", "Sydney"]), U("plan", ["看牙医", "dentist"]), U("health", ["蛀牙", "cavity"])], tag=True),

    # ---- companion chats ----
    K(L, "Kiko", ["Kiko 我今天终于拿到driver license了！！", "恭喜！！是在加州考的吗？", "不是，我在Texas，Houston",
                  "Houston！那你以后可以自己开车去上班啦", "对啊 再也不用蹭同事车去NASA了"], [
        U("city", ["Houston", "Texas"]), U("employer", "NASA"), U("belonging", "driver license", False)], tag=True),
    K(L, "小Q", ["小Q，我决定了，明年要考CPA", "加油！你现在是做audit的对吧？", "不是，我做tax的，在四大之一EY",
                 "EY tax！那CPA对你很有帮助", "嗯 希望一次过"], [
        U("job_title", ["tax", "做tax的"]), U("employer", ["EY", "Ernst & Young", "安永"]), U("plan", "CPA", False)], tag=True),
    K(L, "Bobo", ["Bobo 你喜欢什么音乐", "我超喜欢lo-fi hip hop，写代码的时候最适合听～你呢？",
                  "我喜欢周杰伦，从小听到大。不过我不写代码哈哈，我是vet", "兽医！好酷，你肯定超爱动物",
                  "还好吧，我自己就养了一只gecko"], [
        C("fav_music", "lo-fi hip hop"), U("fav_music", ["周杰伦", "Jay Chou"]), U("job_title", ["vet", "兽医"]),
        U("pet", ["gecko", "守宫"])], tag=True),
    K(L, "Yuki", ["Yuki, remember 我跟你说过我老家在哪吗", "你说过是大连对吧？",
                  "是青岛！！大连是我老公的老家。我们现在住在Seattle", "Sorry! 青岛，记住了。老公是大连人，你们在Seattle。"], [
        U("hometown", ["青岛", "Qingdao"]), U("partner", "老公"), P("老公", "hometown", ["大连", "Dalian"]),
        U("city", "Seattle"), P("老公", "city", "Seattle", False)], tag=True),
    K(L, "阿Mo", ["阿Mo I'm so tired, 今天带了一整天二年级的小朋友", "你是小学老师呀？教什么科目？",
                  "英文老师，in a bilingual school in 上海", "好厉害，那你中英文都很溜吧",
                  "haha 还行，我mandarin比english好一点，我是台湾人"], [
        U("job_title", ["英文老师", "English teacher"]), U("city", ["上海", "Shanghai"]), U("language", ["mandarin", "普通话"]),
        U("language", ["english", "英文"]), U("hometown", ["台湾", "Taiwan"], False)], tag=True),

    # ---- group chats ----
    G(L, [("妈妈", "Vivian 你下个月回国的机票买了吗"), ("Vivian", "买了，15号到浦东。I'm bringing Jake"),
          ("哥哥", "Jake是那个做dentist的男朋友？"), ("Vivian", "对，他从没来过中国，有点紧张haha")], [
        U("plan", ["回国", "15号到浦东"]), U("partner", "Jake"), P("Jake", "relation", ["男朋友", "boyfriend"]),
        P("Jake", "job_title", ["dentist", "牙医"]), U("family", "哥哥", False)], me="Vivian", tag=True),
    G(L, [("Alex", "tomorrow的demo谁来present"), ("Chloe", "我来吧，我是founder嘛。btw我明天下午约了dentist，demo放上午"),
          ("Raymond", "OK，我这边backend deploy好了。我下周休假回台北看我女儿")], [
        U("job_title", ["founder", "创始人"]), U("plan", "dentist"), P("Raymond", "plan", ["回台北", "台北"]),
        P("Raymond", "family", "女儿", False)], ex="Chloe", tag=True),
    G(L, [("Tom", "this Sat 打球 anyone？"), ("阿杰", "我可以，but 我只能打到五点，晚上要去接我女朋友下班"),
          ("Sunny", "我pass，我老婆预产期就这周，standby中"), ("阿杰", "wow congrats！！男孩女孩？"), ("Sunny", "girl 😍")], [
        U("partner", "女朋友"), U("sport", "打球", False), P("Sunny", "partner", "老婆"),
        P("Sunny老婆", ["plan", "health"], ["预产期", "pregnant"])], me="阿杰", tag=True),
    G(L, [("Karen", "聽日飲茶?"), ("Mandy", "ok啊，我off day。btw我轉咗工，而家喺HSBC做compliance"),
          ("Jason", "wow恭喜！我仲喺度捱緊，四大audit真係頂唔順"), ("Mandy", "加油！我以前都係咁")], [
        U("employer", ["HSBC", "汇丰"]), U("job_title", "compliance"), P("Jason", "job_title", "audit"),
        P("Jason", "employer", "四大", False), U("language", ["粤语", "Cantonese"], False)], ex="Mandy", tag=True),
]
