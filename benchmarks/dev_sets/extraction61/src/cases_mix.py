from h import Maker, U, P, C
M = Maker("mix")
s, comp, diary, grp = M.s, M.comp, M.diary, M.grp

# ---------- short chats ----------
s("我在Google上海office做sales，每天和客户call到半夜，english比中文说得还多",
  U("employer", "Google"), U("city", "上海|Shanghai"), U("job_title", "sales"), U("language", "english|English", False))
s("my mom 最近血糖有点高，医生说是pre-diabetes，她还不肯戒甜食 🙄",
  U("family", "my mom|mom|妈妈"), P("mom", "health", "pre-diabetes|血糖有点高"), tag=True)
s("我不是ABC哈，我是在成都出生的，十岁才跟爸妈移民到Vancouver",
  U("hometown", "成都|Chengdu"), U("city", "Vancouver|温哥华"), U("family", "爸妈", False), tag=True)
s("养了只shiba叫Tofu，脾气超大，洗澡跟杀它一样",
  U("pet", "shiba|柴犬|dog"), U("pet_name", "Tofu"))
s("本科UCLA学econ，现在在深圳一家fintech startup做PM",
  U("school", "UCLA"), U("major", "econ|economics"), U("city", "深圳|Shenzhen"), U("industry", "fintech"),
  U("job_title", "PM|product manager"))
s("我男朋友Ethan是英国人，在伦敦做律师，我们异地两年了，每天time zone算到头疼",
  U("partner", "Ethan"), P("Ethan", "relation", "男朋友|boyfriend"), P("Ethan", "job_title", "律师|lawyer"),
  P("Ethan", "city", "伦敦|London"), P("Ethan", "hometown", "英国|UK", False))
s("下个月的JLPT N2 报名了！12月考，求保佑🙏 我自学日语两年了",
  U("plan", "JLPT N2|JLPT"), U("language", "日语|Japanese"))
s("我对dust mite过敏，每天早上起来都在打喷嚏，换了dyson吸尘器也没用",
  U("allergy", "dust mite|尘螨"), U("belonging", "dyson|Dyson 吸尘器"), tag=True)
s("lowkey 最爱的还是我妈做的dumplings，外面的都不对味",
  U("fav_food", "dumplings|饺子"), U("family", "我妈|妈妈", False))
s("call me 阿Ken 就好，full name 是 Kenneth Lau，没人这么叫我",
  U("nickname", "阿Ken|Ken"), U("name", "Kenneth Lau"))
s("如果我是男的我就去当兵了 lol，but I'm a girl and I'm a pilot anyway 😎 国航的",
  U("gender", "girl|female|女"), U("job_title", "pilot|飞行员"), U("employer", "国航|Air China"), tag=True)

# ---------- companion chats ----------
comp("Luma", ["Luma 我今天终于搬进新家了！",
              ("a", "恭喜恭喜！是在你之前说的 Brooklyn 吗？"),
              "不是啦 Brooklyn 是我室友想搬的，我是在 Jersey City，离 Manhattan 一站 PATH",
              ("a", "Jersey City 也很好！你一个人住吗？"),
              "和我的猫 Nugget 一起，他是 orange tabby"],
     U("city", "Jersey City"), U("pet", "orange tabby|猫|cat"), U("pet_name", "Nugget"),
     P("室友", "plan", "Brooklyn", False), tag=True)
comp("Luma", ["I'm so tired. 我爸 was diagnosed with 肺癌 last month",
              ("a", "I'm so sorry. How is he doing with treatment?"),
              "chemo 第二轮了，他六十五岁，身体底子还行。我请了 leave 回台北陪他",
              ("a", "That's a lot. So you're back in Taipei now? Where were you before?"),
              "Singapore，我在 DBS 做 risk analyst，老板人很好让我 remote"],
     U("family", "我爸|爸爸|dad"), P("爸爸", "health", "肺癌|lung cancer"), P("爸爸", "age", "六十五|65"),
     U("employer", "DBS"), U("job_title", "risk analyst"), U("city", "Singapore|新加坡"), U("hometown", "台北|Taipei", False), tag=True)
comp("小柚", ["小柚 我今天去 try 了 pottery class",
              ("a", "哇好玩吗？你是不是说过你很喜欢手工？"),
              "对啊 我平时就爱做 embroidery，刺绣是我的 therapy",
              ("a", "那陶艺会不会变成新爱好？"),
              "maybe，先上完这个 8 week course 再说"],
     U("hobby", "embroidery|刺绣"), U("hobby", "pottery|陶艺", False), tag=True)
comp("Luma", ["Luma you know what, 我老婆 Mei 升职了！",
              ("a", "That's amazing! Is she still at Microsoft?"),
              "no no, 她在 Amazon，现在是 senior manager 了",
              ("a", "Senior manager at Amazon, so proud of her! Are you both in Seattle?"),
              "yes Bellevue，我自己在家带两个娃 full-time dad"],
     U("partner", "Mei"), P("Mei", "relation", "老婆|wife"), P("Mei", "employer", "Amazon"), P("Mei", "job_title", "senior manager"),
     U("place|city", "Bellevue"), U("job_title", "full-time dad|stay-at-home dad"), U("family", "两个娃|kids"),
     U("gender", "dad|male", False), tag=True)
comp("小柚", ["我的 phone number 换了，记一下：+1 (646) 555-0183",
              ("a", "好的记下啦！那旧的 917 号码还用吗？"),
              "不用了，那个停了。email 还是 hanna.zhou@outlook.com",
              ("a", "收到，hanna.zhou@outlook.com"),
              "对 谢谢小柚"],
     U("phone", "+1 (646) 555-0183|646-555-0183"), U("email", "hanna.zhou@outlook.com"), tag=True)

# ---------- diaries ----------
diary("Oct 9. 今天 Ellie 五岁生日，在 backyard 办了个小 party。她现在在 Bright Horizons 上 pre-K，最好的朋友是隔壁的 Ava。Jason 烤了 burger，his famous recipe。晚上我收拾完累瘫了，明天还要回医院上班，ICU 的 shift 又是十二小时。",
      U("family", "Ellie"), P("Ellie", "age", "五岁|5"), P("Ellie", "school", "Bright Horizons"),
      P("Ellie", "relation", "女儿|daughter", False), U("partner", "Jason", False), U("employer", "医院|hospital", False),
      U("job_title", "ICU|ICU nurse", False), tag=True)
diary("今天 finally 把 thesis defense 过了！！四年 PhD 结束，Computer Science，导师说我 presentation 是他见过最 calm 的。晚上和 lab mates 去吃了 Korean BBQ。下个月开始在 Meta 做 research scientist，offer 上周签的。妈妈在电话里哭了。",
      U("degree", "PhD"), U("major", "Computer Science|CS"), U("employer|plan", "Meta"), U("job_title|plan", "research scientist"),
      U("family", "妈妈", False))
diary("周末 hiking 去了 Mt. Tam，风景超美。我从小在 Bay Area 长大，but 从来没爬过，笑死。回来的路上 Daniel 说他想明年去 Patagonia，我说 sure if you pay 哈哈。周一又要回 Genentech 上班了，做 lab tech 三年了还是很喜欢。",
      U("hometown", "Bay Area"), U("hobby|sport", "hiking"), U("employer", "Genentech"), U("job_title", "lab tech"),
      P("Daniel", "plan", "去 Patagonia|Patagonia", False), tag=True)
diary("3/14 Pi day. 今天去 dermatologist 看了湿疹，开了 cream。上班路上在 subway 把 AirPods 弄丢了，心疼。我在 NYU Langone 做 social worker，今天 case 特别多。晚上 call 了我姐 Lin，她在 Shanghai 刚生了二胎，是个 boy。",
      U("health", "湿疹|eczema"), U("employer", "NYU Langone"), U("job_title", "social worker"), U("family", "Lin"),
      P("Lin", "relation", "我姐|姐姐|sister"), P("Lin", "city", "Shanghai|上海"), tag=True)

# ---------- group chats ----------
grp([("Jess", "周五 hotpot 还去吗？"),
     ("小K", "去！but I'm 乳糖不耐，别点奶茶给我"),
     ("阿May", "我可能去不了，我妈从广州飞过来看我"),
     ("小K", "阿姨来玩几天呀")],
    U("health|allergy|diet", "乳糖不耐|lactose intolerant"), P("阿May", "family", "我妈", False), me="小K", tag=True)
grp([("Kevin", "兄弟们 I just got engaged!!! 🎉"),
     ("阿杰", "卧槽 恭喜！是 Vivian 吗"),
     ("Kevin", "yes 就是她，明年五月在 Cancun 办婚礼"),
     ("Tom", "Cancun 我去过！let's go")],
    U("partner", "Vivian"), P("Vivian", "relation", "未婚妻|fiancée", False), U("plan", "在 Cancun 办婚礼|婚礼|wedding"),
    me="Kevin", tag=True)
grp([("Ms. Wang", "Parents please confirm 下周 field trip 的 permission slip"),
     ("Olivia妈妈", "Confirmed. Olivia 对 tree nuts 过敏，请带她的 EpiPen"),
     ("Ms. Wang", "Noted, thanks"),
     ("Leo爸爸", "Confirmed")],
    U("family", "Olivia"), P("Olivia", "allergy", "tree nuts|坚果"), P("Olivia", "belonging", "EpiPen", False),
    P("Olivia", "relation", "女儿|daughter", False), exp="Olivia妈妈")
grp([("Daisy", "who's free this weekend? 想去 IKEA"),
     ("阿明", "我这周末 on call，在 Kaiser 急诊"),
     ("Sophie", "我去！顺便买个书架"),
     ("阿明", "下次叫我，我周末 off 的时候多")],
    U("employer", "Kaiser"), U("job_title", "急诊|ER", False), P("Sophie", "plan", "IKEA|买个书架", False),
    exp="阿明", tag=True)
