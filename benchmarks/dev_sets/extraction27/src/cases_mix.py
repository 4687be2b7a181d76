"""Mixed-language cases of dev set 27 (Chinese and English inside one message or chat)."""
from h import u, a, s, U, P, C, case

M = "mix"
SHORT = [
    case(M, "short", [u("我在Shopee做data analyst，base新加坡，每天被KPI追着跑")], [
        U("employer", "Shopee"), U("job_title", "data analyst", "数据分析师"), U("city", "新加坡", "Singapore")]),
    case(M, "short", [u("我男朋友是ABC，中文超烂，我们在一起都说English。他在Google做SWE")], [
        U("partner", "男朋友", "boyfriend"), P("男朋友", "employer", "Google"), P("男朋友", "job_title", "SWE", "software engineer"),
        P("男朋友", "hometown", "美国", "US", req=False), U("language", "English", "英语", req=False)], tag=True),
    case(M, "short", [u("坐标西安 cs专业大四 马上毕业 offer拿了华为的 七月入职🎉")], [
        U("city", "西安", "Xi'an"), U("major", "cs", "computer science", "计算机"), U("employer|plan", "华为", "Huawei"),
        U("degree|job_title", "大四", "本科", "student")]),
    case(M, "short", [u("lol 我不是程序员啦 我是做UI的, 虽然整天跟程序员一起")], [
        U("job_title", "UI", "做UI的", "UI designer")], tag=True),
    case(M, "short", [u("我的猫叫Oreo，黑白的，今年五岁，超级粘人 btw 我对狗毛过敏")], [
        U("pet", "猫", "cat"), U("pet_name", "Oreo"), U("allergy", "狗毛", "dog hair", "dogs")], tag=True),
    case(M, "short", [u("My mom is 上海人 and my dad is from Taipei, 所以我从小讲三种语言：普通话、上海话和English")], [
        P("mom", "hometown", "上海", "Shanghai"), P("dad", "hometown", "Taipei", "台北"), U("language", "普通话", "Mandarin"),
        U("language", "上海话", "Shanghainese"), U("language", "English", "英语"),
        U("family", "mom", req=False), U("family", "dad", req=False)]),
    case(M, "short", [u("今天去Costco买了一堆东西，然后在星巴克坐了一下午改简历。我在一家startup做growth，但是想跳槽了")], [
        U("job_title", "growth", "做growth"), U("employer", "startup", req=False)], tag=True),
    case(M, "short", [u("下周六我要去考雅思，target 7分，然后申请UCL的master")], [
        U("plan", "雅思", "考雅思", "IELTS"), U("plan", "申请UCL的master", "UCL", req=False),
        U("language", "English", "英语", req=False)], tag=True),
    case(M, "short", [u("我最爱的band是Radiohead，高中就开始听。Thom Yorke 是神")], [
        U("fav_music", "Radiohead")]),
    case(M, "short", [u("我的wechat和电话都是 18620458831，email 是 kiki.zhang@outlook.com")], [
        U("phone", "18620458831"), U("email", "kiki.zhang@outlook.com")]),
    case(M, "short", [u("嗨我叫林凯文，英文名Kevin，朋友都叫我阿K。在温哥华长大，现在回深圳工作了")], [
        U("name", "林凯文", "Kevin"), U("nickname", "阿K"), U("hometown", "温哥华", "Vancouver"), U("city", "深圳", "Shenzhen")]),
    case(M, "short", [u("本人男，32，已婚，老婆是韩国人，所以在家学韩语ing 进度很慢😂")], [
        U("gender", "男", "male"), U("age", "32"), U("partner", "老婆", "wife"), P("老婆", "hometown", "韩国", "Korea"),
        U("language", "韩语", "Korean")]),
]

DIARY = [
    case(M, "diary", [u("Monday. 早上开了个stand-up，PM 小杨说她要去读MBA了，下个月离职。隔壁组的David刚当爸爸，发了一圈喜糖。我呢，还是那个搬砖的backend dev，在字节三年了。晚上去游泳，1500m，舒服。")], [
        U("job_title", "backend dev", "后端开发"), U("employer", "字节", "字节跳动", "ByteDance"),
        P("小杨", "job_title", "PM"), P("小杨", "plan", "读MBA", "MBA", req=False),
        P("David", "relation", "隔壁组", "colleague"), P("David", "family", "当爸爸", "baby", req=False),
        U("sport", "游泳", "swimming", req=False)], tag=True),
    case(M, "diary", [u("今天是我和Leo在一起三周年 anniversary。他做了我最爱的番茄炒蛋，虽然有点咸。他最近在考CPA，每天学到半夜。我们的狗狗Lucky 今天也穿了小西装🐶")], [
        U("partner", "Leo"), U("fav_food", "番茄炒蛋", "tomato and egg"), P("Leo", "plan", "考CPA", "CPA"),
        U("pet", "狗狗", "狗", "dog"), U("pet_name", "Lucky"), P("Leo", "relation", "boyfriend", "男朋友", req=False)]),
    case(M, "diary", [u("回国第一周。楼下的陈阿姨还是老样子，每天跳广场舞。她说她女儿嫁到了澳洲，在Melbourne开了个奶茶店。对门搬来一个外国小哥Tom，是英语老师，在新东方上班。我的jet lag还没倒过来，凌晨三点醒着写日记。")], [
        P("陈阿姨", "hobby", "广场舞", "square dancing"), P("陈阿姨", "relation", "楼下", "neighbour"),
        P("陈阿姨女儿", "city", "Melbourne", "墨尔本"), P("陈阿姨女儿", "job_title", "开了个奶茶店", req=False),
        P("Tom", "job_title", "英语老师", "English teacher"), P("Tom", "employer", "新东方", "New Oriental"),
        P("Tom", "relation", "对门", "neighbour")], tag=True),
    case(M, "diary", [u("Sunday reset. 洗了一周的衣服，meal prep了五天的鸡胸肉，因为我在增肌。下午去music school教了两节piano课——我是兼职钢琴老师，正职是会计。晚上我妈打电话说表哥要结婚了，十月份，在厦门办。")], [
        U("job_title", "会计", "accountant"), U("job_title", "钢琴老师", "兼职钢琴老师", "piano teacher"),
        U("instrument", "piano", "钢琴"), U("diet|sport", "增肌", "bulking", req=False),
        P("表哥", "plan", "结婚", "要结婚了", req=False)], tag=True),
]

COMPANION = [
    case(M, "companion", [u("Momo，我今天终于把thesis交了！！"), a("恭喜！！你是在港大读master对吧？"),
                          u("不是港大，是港科大 HKUST。读的是 data science"), a("好厉害！毕业之后要回内地吗？"),
                          u("不回了，已经拿到了本地一家bank的offer，HSBC，九月入职")], [
        U("school", "港科大", "HKUST"), U("major", "data science"), U("degree", "master", "硕士", req=False),
        U("employer|plan", "HSBC", "汇丰"), U("city", "香港", "Hong Kong", req=False)], char="Momo", tag=True),
    case(M, "companion", [u("bobo 我今天跟我妈吵架了"), a("怎么了？是因为她又催你结婚吗？"),
                          u("不是，我已经结婚了好嘛😂 是因为她想让我们搬回温州住"), a("啊对不起记错了！那你们现在住哪里呀？"),
                          u("杭州 Binjiang，老公在网易上班，我在家做freelance插画")], [
        U("partner", "老公", "husband"), P("老公", "employer", "网易", "NetEase"), U("city", "杭州", "Hangzhou"),
        U("place|city", "Binjiang", "滨江"), U("job_title", "freelance插画", "插画", "illustrator"),
        U("hometown", "温州", "Wenzhou", req=False), U("family", "我妈", "妈妈", "mom", req=False)], char="Bobo", tag=True),
    case(M, "companion", [u("Ari, remind me 明天下午三点 dentist appointment"), a("好的～是去拔智齿吗？"),
                          u("是洗牙啦 just a cleaning。我牙齿很好的 thank you"),
                          a("Okay! 明天3pm 洗牙 reminder set. 你还是在 Canary Wharf 上班吗？"),
                          u("yep, still at Barclays, 同一个desk 坐了五年")], [
        U("plan", "dentist appointment", "洗牙", "cleaning"), U("employer", "Barclays"),
        U("city", "London", "伦敦", req=False)], char="Ari", tag=True),
    case(M, "companion", [u("小澄 我今天跑完人生第一个全马 42km!!!"), a("天呐太强了！是上海马拉松吗？"),
                          u("No, 厦门马拉松. 我住在厦门"), a("厦门好美！你平时一周跑几次？"),
                          u("三四次吧，mostly 环岛路 early morning")], [
        U("city", "厦门", "Xiamen"), U("sport", "马拉松", "跑步", "running", "全马")], char="小澄", tag=True),
]

GROUP = [
    case(M, "group", [s("Mark", "Team dinner 周五 at 海底捞, any dietary restrictions?"), s("小李", "我不吃牛肉，信佛"),
                      s("Vivian", "I'm fine, but 我对花生过敏 so no 花生酱 dipping sauce for me pls"),
                      s("Jenny", "Vivian 你不是还怀孕吗，火锅ok吗？"),
                      s("Vivian", "哈哈 那是上个月的事了，宝宝已经出生啦，我是回来上班的")], [
        U("allergy", "花生", "peanuts"), U("family", "宝宝", "baby"), P("小李", "diet", "不吃牛肉", "no beef"),
        U("plan", "Team dinner", req=False), U("gender", "女", "female", req=False), U("name", "Vivian", req=False)],
        me="Vivian", tag=True),
    case(M, "group", [s("爸爸", "Daisy 你下周回国的机票订了没？"),
                      s("Daisy", "订了！下周三 landing 浦东。这次只待十天，Toronto 那边 lab 很忙", exp=True),
                      s("哥哥", "你那个博士还要读几年啊"),
                      s("Daisy", "还有两年 hopefully. 对了嫂子，我给小宝买了Lego"),
                      s("嫂子", "哇谢谢姑姑！小宝最近迷上了恐龙🦕")], [
        U("plan", "回国", "下周三 landing 浦东"), U("city", "Toronto", "多伦多"), U("degree", "博士", "PhD"),
        P("小宝", "hobby", "恐龙", "dinosaurs"), U("family", "小宝", req=False), U("name", "Daisy", req=False)], tag=True),
    case(M, "group", [s("Coach Wu", "周日 long run 25km, 7am 奥森南门集合"), s("阿敏", "我不行，脚踝扭了，这周rest"),
                      s("Jason", "我来！btw 我下个月搬去上海了，这是最后一次跟大家跑了😭"),
                      s("Coach Wu", "Jason 你去上海哪个公司？"), s("Jason", "还是同一家，Tesla，只是transfer到上海工厂")], [
        U("plan", "搬去上海", "move to Shanghai"), U("employer", "Tesla", "特斯拉"), U("sport", "跑", "running"),
        U("city", "北京", "Beijing", req=False), U("plan", "long run", req=False), P("阿敏", "health", "脚踝扭了", "sprained ankle"),
        U("name", "Jason", req=False)], me="Jason", tag=True),
    case(M, "group", [s("阿琳", "girls 周末去看 Taylor Swift 演唱会的票抢到了吗？"),
                      s("小冰", "抢到了！！两张，我带我妹去。她是 Swiftie 比我还疯", exp=True),
                      s("Yuki", "羡慕 我没抢到，只能在家追番了"),
                      s("莎莎", "小冰你妹妹不是在日本留学吗，她能回来？"),
                      s("小冰", "她上周刚回国，在北京实习，正好")], [
        U("plan", "Taylor Swift 演唱会", "Taylor Swift"), U("family", "妹", "妹妹", "sister"),
        P("妹妹", "fav_music", "Taylor Swift", "Swiftie"), P("妹妹", "job_title", "实习", "intern"),
        P("妹妹", "city", "北京", "Beijing", req=False), U("gender", "女", "female", req=False),
        U("name", "小冰", req=False)], tag=True),
]

CASES = SHORT + DIARY + COMPANION + GROUP
