from h import U, P, C, case

M = "mix"
CASES = [
case(M, "我现在在字节的TikTok组做PM，base新加坡，天天开会到半夜", [
    U("employer", "字节", "字节跳动", "ByteDance", "TikTok"),
    U("job_title", "PM", "product manager", "产品经理"),
    U("city", "新加坡", "Singapore"),
]),
case(M, "我男朋友是ABC，中文只会说“你好”和“好吃”哈哈。我自己中英都OK", [
    U("partner", "男朋友", "boyfriend"),
    U("language", "中", "中文", "Chinese"),
    U("language", "英", "英文", "English"),
], tag=True),
case(M, "我mom一直以为我在读medicine，其实我早转专业了，现在学CS", [
    U("major", "CS", "computer science", "计算机"),
    U("family", "mom", req=False),
], tag=True),
case(M, "周末一般去climbing gym，或者在家弹吉他chill一下", [
    U("sport|hobby", "climbing", "攀岩"),
    U("instrument", "吉他", "guitar"),
]),
case(M, "如果我有钱我就去Iceland看极光，now我只能在Excel里看绿色格子😂 打工人一枚，做audit的", [
    U("job_title", "audit", "审计", "auditor"),
], tag=True),
case(M, "我email是wen.li@outlook.com，有事发邮件就好，微信不常看", [
    U("email", "wen.li@outlook.com"),
]),
case(M, "my roommate 是 vegan，所以我们冰箱一半都是tofu。我自己无肉不欢", [
    P("roommate", "diet", "vegan"),
    P("roommate", "relation", "roommate", req=False),
    U("fav_food|diet", "肉", "meat", req=False),
], tag=True),
case(M, [
    ("g", "Kelly", "姐妹们我下个月要去 Tokyo 了，公司 relocate 我过去"),
    ("g", "阿Ben", "哇 我在东京住了五年！我在 Rakuten"),
    ("g", "Kelly", "那你带我玩！我现在还在 Shanghai 这边 pack 东西"),
], [
    U("plan", "Tokyo", "去 Tokyo", "东京", "relocate"),
    U("city", "Shanghai", "上海"),
    P("阿Ben", "city", "东京", "Tokyo"),
    P("阿Ben", "employer", "Rakuten"),
], tag=True, me="Kelly"),
case(M, "我是INFJ，born in 1998，属虎", [
    U("birthday|age", "1998"),
]),
case(M, [
    ("u", "Nori你会说中文吗"),
    ("a", "会一点点！我的 native language 是日语，中文还在学～"),
    ("u", "哈哈我也在学日语，N3 刚过"),
], [
    C("language", "日语", "Japanese"),
    C("language", "中文", "Chinese", req=False),
    U("language", "日语", "Japanese"),
], tag=True, character="Nori"),
case(M, "我养了一只bunny叫Momo，超粘人，晚上还跟我睡", [
    U("pet", "bunny", "兔子", "rabbit"),
    U("pet_name", "Momo"),
]),
case(M, "lives in 深圳 but 老家是潮汕的，所以超爱吃牛肉火锅", [
    U("city", "深圳", "Shenzhen"),
    U("hometown", "潮汕", "Chaoshan"),
    U("fav_food", "牛肉火锅", "beef hotpot"),
]),
case(M, "wait 你以为我是学生？no no 我都工作五年了，在PwC做tax", [
    U("employer", "PwC", "普华永道"),
    U("job_title", "tax", "tax consultant"),
], tag=True),
case(M, [
    ("g", "Sarah", "我下周 birthday party，大家都来哈！turning 30 😭"),
    ("gx", "阿Tom", "必须的！我带 my gf 一起"),
    ("g", "Sarah", "好呀，她还在 Google 吗"),
    ("g", "阿Tom", "对，她刚升了 senior"),
], [
    P("Sarah", "age", "30"),
    U("partner", "gf", "girlfriend", "女朋友"),
    P("gf", "employer", "Google"),
    P("gf", "job_title", "senior", req=False),
], tag=True),
case(M, "我的手机号码：+1 646 555 0172，美国号，国内的号停了", [
    U("phone", "+1 646 555 0172", "646 555 0172"),
]),
case(M, "不吃 seafood 不是因为 picky，是真的 allergic，虾一碰就起疹子", [
    U("allergy", "虾", "seafood", "shrimp"),
]),
case(M, "大学在UBC读的 psychology，现在在 Vancouver 做 counselor", [
    U("school", "UBC"),
    U("major", "psychology", "心理学"),
    U("city", "Vancouver", "温哥华"),
    U("job_title", "counselor", "心理咨询师"),
]),
case(M, "My dad 想让我回国考公务员，no way，我 happy 在 Sydney 当 barista", [
    U("city", "Sydney", "悉尼"),
    U("job_title", "barista", "咖啡师"),
    U("family", "dad", req=False),
], tag=True),
case(M, [
    ("g", "Vicky", "今晚谁打 badminton？我订了场"),
    ("g", "小林", "我去！btw 我换工作了，现在在 Shein"),
    ("g", "Vicky", "恭喜！我还是在学校当 TA 混日子哈哈"),
], [
    U("sport", "badminton", "羽毛球"),
    U("job_title", "TA", "teaching assistant", "助教"),
    P("小林", "employer", "Shein"),
], tag=True, me="Vicky"),
case(M, "favorite food 是我奶奶做的葱油饼，no contest", [
    U("fav_food", "葱油饼", "scallion pancake"),
    U("family", "奶奶", "grandma", req=False),
]),
case(M, "Btw my name's 陈思远，英文名叫 Ethan，你叫我 Ethan 就行", [
    U("name", "陈思远"),
    U("nickname|name", "Ethan"),
]),
case(M, "我 all-time favorite movie 是《千与千寻》，每年都要重刷一遍", [
    U("fav_film", "千与千寻", "《千与千寻》", "Spirited Away"),
]),
case(M, "我 hometown 是大连，现在在 Toronto 读 master，学 finance", [
    U("hometown", "大连", "Dalian"),
    U("city", "Toronto", "多伦多"),
    U("degree", "master", "硕士"),
    U("major", "finance", "金融"),
]),
case(M, "每天早上 jogging 五公里，雷打不动，跑完再去 office", [
    U("sport", "jogging", "running", "跑步"),
]),
]
