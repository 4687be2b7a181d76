"""Chinese cases of dev set 25: short chats, diaries, companion chats, group chats."""
from h import C, U, A, G, X, F, O

L = "zh"
# ---------------------------------------------------------------- short chats
C(L, "short", ["救命明天早上八点四级 我单词书才翻到abandon那页😭 大二了还没过说出去丢死人"],
  [F("u", "plan", "四级|四级考试|CET-4"), O("u", "job_title|school", "大二|大学生")])
C(L, "short", ["我叫林晓棠，大家都叫我糖糖🍬 今年十六，高一，在成都七中读书"],
  [F("u", "name", "林晓棠"), F("u", "nickname", "糖糖"), F("u", "age", "十六|16"),
   F("u", "school", "成都七中"), O("u", "city", "成都|Chengdu"), O("u", "job_title|school", "高一|高中生")])
C(L, "short", ["我妈非让我报钢琴班 可我根本不会弹琴啊 我只会吉他 自学了三年了"],
  [F("u", "instrument", "吉他|guitar"), O("u", "family", "妈|妈妈")], tag=True)
C(L, "short", ["兼职在奶茶店摇奶茶，一小时十八块，老板人还行。店叫“柠檬里”，就在我们学校后门"],
  [F("u", "employer", "柠檬里"), F("u", "job_title", "兼职|摇奶茶|奶茶店兼职")], tag=True)
C(L, "short", ["我们宿舍就我一个过敏体质 芒果一碰嘴就肿 花粉季也惨 我室友倒是啥都不过敏 天天在我面前吃芒果干"],
  [F("u", "allergy", "芒果|mango"), F("u", "allergy|health", "花粉|pollen")], tag=True)
C(L, "short", ["不是我说 我没有男朋友！！那是我表哥 来北京出差顺便看我 你们别乱传了"],
  [O("u", "family", "表哥"), O("u", "city", "北京|Beijing")], tag=True)
C(L, "short", ["我2003年11月7号生的 天蝎座 别问我为什么脾气臭😤"],
  [F("u", "birthday", "2003年11月7号|2003-11-07|11月7号")])
C(L, "short", ["我在杭州做电商运营，一家卖女装的小公司，天天盯直播间数据盯到眼瞎"],
  [F("u", "city", "杭州|Hangzhou"), F("u", "job_title", "电商运营|运营"), F("u", "industry", "电商|e-commerce"),
   O("u", "employer", "卖女装的小公司")])
C(L, "short", ["以前在北京漂了五年 去年回老家洛阳了 现在一边在家里的超市帮忙一边考编"],
  [F("u", "city", "洛阳|Luoyang"), F("u", "hometown", "洛阳|Luoyang"), O("u", "plan", "考编"), O("u", "employer", "家里的超市")], tag=True)
C(L, "short", ["我吃素三年了，但我老公是无肉不欢那种，每次吃饭都得点两套菜"],
  [F("u", "diet", "吃素|素食|vegetarian"), F("u", "partner", "老公|husband"), O("p:老公", "fav_food", "肉")], tag=True)
C(L, "short", ["我的邮箱换了哈 新的是 xiaoyu.chen@163.com 旧的那个qq邮箱别往里发东西了"],
  [F("u", "email", "xiaoyu.chen@163.com")])
C(L, "short", ["电话是138 0571 2294，打不通就微信，微信号就是手机号"],
  [F("u", "phone", "138 0571 2294|13805712294")])
C(L, "short", ["如果我是富二代我现在就辞职去冰岛看极光 可惜我只是个苦逼的初中数学老师"],
  [F("u", "job_title", "初中数学老师|数学老师|math teacher")], tag=True)
C(L, "short", ["我养了两只猫 一只橘猫叫大橘 一只狸花叫可乐。大橘十二斤了 该减肥了"],
  [F("u", "pet", "猫|橘猫|狸花|cat"), F("u", "pet_name", "大橘"), F("u", "pet_name", "可乐")], tag=True)
C(L, "short", ["家人们谁懂啊 我爸是厨师 结果我从小最讨厌吃香菜 他做啥都放香菜"],
  [F("u", "dislike", "香菜|cilantro|coriander"), F("p:爸爸", "job_title", "厨师|chef"), O("u", "family", "爸|爸爸")], tag=True)
C(L, "short", ["今年本科毕业，华中科技大学，学的是电气工程，九月去南京读研，导师已经联系好了"],
  [F("u", "school", "华中科技大学|华科|HUST"), F("u", "major", "电气工程|electrical engineering"),
   F("u", "degree", "本科|bachelor"), F("u", "plan", "去南京读研|读研")], tag=True)
C(L, "short", ["我不吃辣？开什么玩笑，我湖南人，无辣不欢好吗"],
  [F("u", "hometown", "湖南|Hunan"), F("u", "fav_food|diet", "辣|无辣不欢|spicy food")], tag=True)
C(L, "short", ["打王者打到凌晨三点 国服李白了兄弟们 明天早八直接睡过去算了"],
  [F("u", "hobby", "王者|王者荣耀|打王者|Honor of Kings"), O("u", "job_title", "学生|student")])
C(L, "short", ["我是在深圳出生的，但户口在潮汕，爸妈都是汕头人，所以严格说我算哪里人😂"],
  [F("u", "hometown", "深圳|Shenzhen"), O("u", "hometown", "汕头|潮汕|Shantou"), F("p:爸妈", "hometown", "汕头|Shantou")], tag=True)
C(L, "short", ["我男朋友说他最喜欢的歌手是周杰伦，但我知道他手机里全是邓紫棋😂 我自己是五月天铁粉"],
  [F("u", "fav_music", "五月天|Mayday"), F("u", "partner", "男朋友|boyfriend"),
   O("p:男朋友", "fav_music", "周杰伦|邓紫棋")], tag=True)
C(L, "short", ["上周去厦门出差三天，鼓浪屿人太多了。还是回苏州舒服，在这住了八年了"],
  [F("u", "city", "苏州|Suzhou")], tag=True)
C(L, "short", ["我妹今年考上北大了！！光宗耀祖 我这个二本的姐姐只能在旁边鼓掌👏"],
  [F("p:妹妹", "school", "北大|北京大学|Peking University"), F("u", "family", "妹|妹妹"), O("u", "gender", "女|female")], tag=True)
C(L, "short", ["在富士康干了六年流水线，上个月辞了，现在跑外卖，自由多了"],
  [F("u", "job_title", "跑外卖|外卖员|外卖骑手|delivery rider")], tag=True)
C(L, "short", ["我乳糖不耐受 喝牛奶必拉肚子 所以现在咖啡都点燕麦奶"],
  [F("u", "health|allergy|diet", "乳糖不耐受|lactose intolerant")])
C(L, "short", ["帮我爷爷填的体检表：男，78岁，高血压，不吸烟。我自己倒是去年刚查出来甲减，天天吃优甲乐"],
  [F("u", "health", "甲减|甲状腺功能减退|hypothyroidism"), F("p:爷爷", "age", "78"),
   F("p:爷爷", "health", "高血压|hypertension"), O("u", "family", "爷爷")], tag=True)
C(L, "short", ["叫我阿凯就行 真名太土了不想说"],
  [F("u", "nickname", "阿凯")])
C(L, "short", ["我是做游戏原画的，在米哈游。别问我要原石 真没有"],
  [F("u", "job_title", "游戏原画|原画|concept artist"), F("u", "employer", "米哈游|miHoYo"), O("u", "industry", "游戏|gaming")], tag=True)
C(L, "short", ["今天在星巴克坐了一下午改简历 我不在星巴克上班啊 就是蹭空调 失业第三个月了"],
  [F("u", "job_title", "失业|unemployed")], tag=True)
C(L, "short", ["我是女生！！打排位一开麦就被叫了一晚上兄弟 就因为头像是我哥拍的"],
  [F("u", "gender", "女生|女|female"), O("u", "family", "哥|哥哥")], tag=True)
C(L, "short", ["追了三年终于抢到演唱会票了！！10月4号上海场 我是时代少年团的粉 到时候请假也要去"],
  [F("u", "fav_music", "时代少年团|TNT"), F("u", "plan", "10月4号上海场|演唱会|concert")], tag=True)
C(L, "short", ["我说错了 我不是28 是29 上个月刚过的生日"],
  [F("u", "age", "29")], tag=True)
C(L, "short", ["我家狗子叫馒头，柯基，三岁了，腿短脾气大"],
  [F("u", "pet", "柯基|狗|corgi|dog"), F("u", "pet_name", "馒头")], tag=True)
C(L, "short", ["我平时说粤语和普通话 英文就读写还行 口语一开口就结巴"],
  [F("u", "language", "粤语|Cantonese"), F("u", "language", "普通话|Mandarin"), O("u", "language", "英文|English")], tag=True)
C(L, "short", ["最近在啃《三体》第二部 但我最爱的书一直是《活着》 看一次哭一次"],
  [F("u", "fav_book", "活着|To Live")], tag=True)
C(L, "short", ["我媳妇儿在协和当护士 三班倒 我就是个开网约车的 俩人见面都难"],
  [F("u", "partner", "媳妇儿|媳妇|wife"), F("p:媳妇儿", "employer", "协和|北京协和医院"), F("p:媳妇儿", "job_title", "护士|nurse"),
   F("u", "job_title", "开网约车的|网约车司机|ride-hailing driver"), O("p:媳妇儿", "relation", "媳妇儿|wife")], tag=True)
C(L, "short", ["有没有人知道北京哪里能学攀岩的 我在海淀 想找个离得近的"],
  [F("u", "place|city", "海淀|Haidian"), O("u", "city", "北京|Beijing")], tag=True)

# ---------------------------------------------------------------- diaries
C(L, "diary", ["5月12日 晴。今天体育课测八百米，跑了4分02，差点吐了。中午食堂的麻辣香锅又涨价了，十八块。下午班主任找我谈话，说我物理再不及格就要叫家长。我又不是不想学，是真的听不懂。晚上回家我妈又在转什么“高三冲刺”的文章，我才高二好吗。我们家的仓鼠团子今天越狱了，最后在沙发底下找到的。写完作业十一点半，刷了会儿B站，睡觉。"],
  [F("u", "pet", "仓鼠|hamster"), F("u", "pet_name", "团子"), O("u", "job_title|school", "高二|高中生"),
   O("u", "hobby", "B站|刷B站")], tag=True)
C(L, "diary", ["3月3日。早上地铁又挤成沙丁鱼。到公司发现组长请假了，一整天的会都是我顶上。我在平安做车险理赔快五年了，这种事见多了。中午和小周去吃了楼下的兰州拉面，他说他下个月要跳槽去字节，我有点羡慕，但我走不动。下午改了三版PPT。回家路上给我妈打电话，她说外婆的腿好些了。晚上做了瑜伽，坚持第四十天了。写完这些去给绿萝浇水，然后躺平。"],
  [F("u", "employer", "平安|中国平安|Ping An"), F("u", "job_title", "车险理赔|理赔"), F("u", "sport", "瑜伽|yoga"),
   O("u", "industry", "保险|insurance"), O("p:小周", "plan", "跳槽去字节|跳槽")], tag=True)
C(L, "diary", [U("今天是我三十岁生日。没人记得，除了我家猫，它一早就蹲在床头等饭。给自己煮了碗长寿面，加了两个蛋。老公出差去成都了，晚上视频他才想起来，说回来补礼物。我其实不在乎礼物，就是有点难受。下午去医院复查，医生说我的胃炎好多了，但还是不能喝咖啡。翻了翻以前的日记，二十五岁的时候我还在广州，现在已经在长沙住了四年。", at="2024-06-18")],
  [F("u", "age", "三十|30"), O("u", "birthday", "6月18日|06-18"), F("u", "pet", "猫|cat"), F("u", "partner", "老公|husband"),
   F("u", "health", "胃炎|gastritis"), F("u", "city", "长沙|Changsha")], tag=True)
C(L, "diary", ["周六。今天在麦当劳打工站了八个小时，腿废了。店长说我要是暑假都能来就给我排早班。收银的时候碰到了同班的李想，超尴尬，他点了个麦旋风就跑了。晚上回家打了两把原神，抽卡又歪了，气死。我姐从上海回来了，她在那边做律师，给我带了一盒蝴蝶酥。她让我高考考去上海，我看我这个分数够呛。睡前背了二十个单词。"],
  [F("u", "employer", "麦当劳|McDonald's"), O("u", "job_title", "收银|打工|兼职"), F("u", "hobby", "原神|Genshin Impact"),
   F("u", "family", "姐|姐姐"), F("p:姐姐", "city", "上海|Shanghai"), F("p:姐姐", "job_title", "律师|lawyer"),
   F("p:李想", "relation", "同班|同学|classmate")], tag=True)
C(L, "diary", ["4月20日 雨。过敏性鼻炎又犯了，一早上用了半包纸。在家办公，给客户改logo改到第七版，他说还是第一版好，我真的会谢。我是自由职业的平面设计师，最怕这种客户。中午点了酸菜鱼，我最爱的外卖，吃完心情好了点。下午又看了一遍《海上钢琴师》，第三遍了，还是哭，永远的最爱。晚上我爸打电话说他下周三体检，让我陪他去。"],
  [F("u", "health|allergy", "过敏性鼻炎|allergic rhinitis"), F("u", "job_title", "平面设计师|graphic designer"),
   O("u", "job_title", "自由职业|freelancer"), F("u", "fav_food", "酸菜鱼"), F("u", "fav_film", "海上钢琴师|The Legend of 1900"),
   F("p:爸爸", "plan", "体检|下周三体检"), O("u", "plan", "陪他去|陪爸爸体检")], tag=True)
C(L, "diary", ["今天正式搬进新家了！在南京江宁，离公司地铁四十分钟。房东阿姨人很好，还送了我一盆多肉。收拾到晚上九点，累瘫。合租的室友叫小萌，南财的大学生，学会计的，看起来很安静。我在家里群里发了照片，我妈说比上一个好，我爸只回了一个大拇指。明天还要上班，我在一家做新能源汽车零部件的外企做采购，周一例会不能迟到。"],
  [F("u", "city", "南京|Nanjing"), F("u", "place|city", "江宁|Jiangning"), F("u", "job_title", "采购|purchasing"),
   F("u", "industry", "新能源汽车零部件|新能源汽车|auto parts"), O("u", "employer", "外企"),
   F("p:小萌", "relation", "室友|roommate"), F("p:小萌", "major", "会计|accounting"), F("p:小萌", "school", "南财|南京财经大学"),
   F("p:小萌", "job_title", "大学生|student")], tag=True)
C(L, "diary", ["期末周第三天。早上六点爬起来去图书馆占座，结果还是没抢到靠窗的。高数复习到怀疑人生。我们宿舍四个都是软件工程的，就我是被调剂过来的，本来想学新闻。中午舍长请吃了麻辣烫，他说寒假要去新东方当助教。下午去学生会开会，我是宣传部的，又要做海报。晚上打了一小时羽毛球放松，这学期每周都去。"],
  [F("u", "major", "软件工程|software engineering"), F("u", "sport", "羽毛球|badminton"),
   O("u", "hobby", "学生会|宣传部"), O("p:舍长", "plan", "去新东方当助教|当助教")], tag=True)
C(L, "diary", ["老伴走了两年了，今天清明，带孙子去给他扫墓。我今年七十一，腿脚还利索，每天早上在公园打太极。儿子在郑州上班，一个月回来一趟。孙子上三年级了，调皮得很。下午楼下的老刘来下象棋，我赢了两盘。晚饭煮了小米粥，医生让我少吃盐，血压有点高。"],
  [F("u", "age", "七十一|71"), F("u", "sport", "太极|太极拳|tai chi"), F("u", "health", "血压有点高|高血压|high blood pressure"),
   F("u", "family", "儿子|son"), F("p:儿子", "city", "郑州|Zhengzhou"), O("u", "family", "孙子|grandson"),
   O("u", "hobby", "下象棋|象棋|chess"), O("p:老刘", "relation", "楼下|邻居|neighbour")], tag=True)
C(L, "diary", ["1月9日。今天收到了offer！！上海的一家律所，实习转正的，合同签了，三月一号入职。现在还在武汉读法学硕士，论文还没写完。晚上跟男朋友阿哲视频，他在武汉读博，以后就是异地了，有点难过。我们约好每个月见一次。我妈说要给我买套西装面试穿，我说都拿到了还面试啥。"],
  [F("u", "plan|employer", "三月一号入职|入职|上海的一家律所"), F("u", "city", "武汉|Wuhan"), F("u", "major", "法学|law"),
   F("u", "degree", "法学硕士|硕士|master"), F("u", "partner", "阿哲"), F("p:阿哲", "relation", "男朋友|boyfriend"),
   F("p:阿哲", "city", "武汉|Wuhan"), O("p:阿哲", "degree|job_title", "读博|博士|PhD")], tag=True)
C(L, "diary", ["今天跑了人生第一个半马，2小时11分。过终点那一下差点哭。跑步这件事我坚持快两年了，从一开始三公里喘成狗到现在。跑团的队友小雨比我快二十分钟，她是体育老师，不公平😂。回家吃了一大碗牛肉面犒劳自己，明天腿肯定废了。下个月还报了无锡马拉松的全马，疯了。"],
  [F("u", "sport", "跑步|running"), F("u", "plan", "无锡马拉松|全马|Wuxi Marathon"), F("p:小雨", "job_title", "体育老师|PE teacher"),
   F("p:小雨", "relation", "队友|teammate")], tag=True)
C(L, "diary", ["今天家里的群又吵起来了，因为二舅说要卖老房子。我懒得管，反正我在外地。我已经在青岛待了快十年，大学毕业就留下来了，在海尔做质检。周末带女儿去海边捡贝壳，她今年五岁，已经会自己游泳了。我老婆不爱去海边，说晒，她宁愿在家刷韩剧。晚上给女儿讲了《小王子》，这本书我自己也很喜欢。"],
  [F("u", "city", "青岛|Qingdao"), F("u", "employer", "海尔|Haier"), F("u", "job_title", "质检|quality inspector"),
   F("u", "family", "女儿|daughter"), F("p:女儿", "age", "五岁|5"), F("u", "partner", "老婆|wife"),
   O("p:老婆", "hobby", "刷韩剧|韩剧"), O("u", "fav_book", "小王子|The Little Prince"), O("p:二舅", "plan", "卖老房子")], tag=True)

# ---------------------------------------------------------------- companion chats
C(L, "companion", ["阿月 我今天被辅导员骂了 就因为我晚归了半小时",
                   A("啊好委屈…你是在读研究生对吧？宿舍门禁这么严吗"),
                   "不是研究生啦 我大一 在西南大学 学心理学的",
                   A("大一就学心理学，好酷！那你以后想当心理咨询师吗？"),
                   "想是想 但我爸非让我考公 他自己就是公务员 烦死"],
  [F("u", "school", "西南大学|Southwest University"), F("u", "major", "心理学|psychology"), O("u", "job_title|school", "大一|大学生"),
   F("p:爸爸", "job_title", "公务员|civil servant"), O("u", "city", "重庆|Chongqing")], tag=True, character="阿月")
C(L, "companion", ["星星，我新养了只兔子！",
                   A("哇！是什么颜色的？起名字了吗？我猜叫小白？"),
                   "哈哈才不是 叫年糕 灰色的垂耳兔",
                   A("年糕好可爱！那你家那只猫会不会欺负它？"),
                   "我没有猫啊 你记错了吧 那是我闺蜜家的猫"],
  [F("u", "pet", "兔子|垂耳兔|rabbit"), F("u", "pet_name", "年糕"), F("p:闺蜜", "pet", "猫|cat")], tag=True, character="星星")
C(L, "companion", ["小野 我下周二要去腾讯面试了 产品经理的岗",
                   A("太棒了！你现在是在深圳吧？"),
                   "没有 我在广州 面试要坐高铁过去",
                   A("好的，广州到深圳很近。你现在的工作是做运营吗？"),
                   "嗯 在唯品会做用户运营 快三年了"],
  [F("u", "plan", "腾讯面试|面试|interview"), F("u", "city", "广州|Guangzhou"), F("u", "employer", "唯品会|Vipshop"),
   F("u", "job_title", "用户运营|运营")], tag=True, character="小野")
C(L, "companion", [U("糖豆 今天是我生日哦 猜猜我几岁", at="2023-12-25"),
                   A("嗯……十八岁？"),
                   "哈哈哈我二十四了 谢谢你把我说年轻了",
                   A("生日快乐！十二月生日，那你是射手座吧～"),
                   "不对 我是摩羯 12月25号 跟圣诞节同一天"],
  [F("u", "age", "二十四|24"), F("u", "birthday", "12月25号|12-25")], tag=True, character="糖豆")
C(L, "companion", ["暖暖 我们班今天换座位 我跟我暗恋的人成同桌了啊啊啊",
                   A("天哪！是不是你之前说的那个打篮球的男生？"),
                   "不是！那个早就不喜欢了 现在这个是学霸 叫陈屿",
                   A("学霸同桌！那你可以让他教你物理～你不是最怕物理吗"),
                   "我最怕的是化学好吗 物理还行"],
  [F("p:陈屿", "relation", "同桌|deskmate"), F("u", "dislike", "化学|chemistry"), O("u", "job_title", "学生|student")],
  tag=True, character="暖暖")
C(L, "companion", ["阿蓝，我最近开始学日语了，报了个网课，打算明年去考N2",
                   A("好厉害！你是因为喜欢动漫吗？"),
                   "一半吧 主要是公司可能派我去大阪 我在一家日企做会计",
                   A("原来如此！那你是要搬去大阪了吗"),
                   "还没定呢 八字还没一撇"],
  [F("u", "language", "日语|Japanese"), F("u", "job_title", "会计|accountant"), O("u", "employer", "日企"),
   O("u", "plan", "考N2|N2")], tag=True, character="阿蓝")
C(L, "companion", ["小鹿啊，我血糖又高了，医生让我打胰岛素",
                   A("阿姨别担心，您是二型糖尿病对吧？"),
                   "对，得了好些年了。我闺女老说让我少吃甜的，我就爱吃那口红豆糕",
                   A("红豆糕确实好吃！您女儿是在医院工作吗？她好懂"),
                   "她哪是医生，她在银行上班，就是爱管我"],
  [F("u", "health", "二型糖尿病|糖尿病|血糖|diabetes"), F("u", "fav_food", "红豆糕"), F("u", "family", "闺女|女儿|daughter"),
   O("p:闺女", "employer|industry", "银行|bank"), O("u", "gender", "女|female")], tag=True, character="小鹿")
C(L, "companion", ["小七 我跟女朋友分手了",
                   A("抱抱你…是那个在北京读书的女孩吗？"),
                   "嗯 苏晴 谈了四年 她说异地太累了",
                   A("四年真的很久了。你还在西安吗？"),
                   "在 我在西安一家游戏公司写代码 她要留北京 就这样吧"],
  [F("u", "city", "西安|Xi'an"), F("u", "job_title", "写代码|程序员|programmer"), O("u", "industry", "游戏|gaming"),
   F("p:苏晴", "city", "北京|Beijing"), O("p:苏晴", "relation", "前女友|女朋友|ex-girlfriend")], tag=True, character="小七")
C(L, "companion", ["橙子我跟你讲 我今天去打了耳洞",
                   A("哇勇敢！你不是说过怕疼吗？"),
                   "怕啊 但是为了戴偶像同款耳钉 我是宋亚轩唯粉",
                   A("哈哈，追星的力量～你今年是高三吧？要注意别影响学习哦"),
                   "我初三！！中考还有五十天😭"],
  [F("u", "fav_music|hobby", "宋亚轩"), F("u", "plan", "中考"), O("u", "job_title|school", "初三|初中生")], tag=True, character="橙子")
C(L, "companion", ["阿诺 推荐个电影吧 我周末想看",
                   A("你喜欢什么类型的？我记得你最爱的是《星际穿越》"),
                   "对 那是我心里永远的第一 不过这周想看点轻松的",
                   A("那《宝贝计划》怎么样？"),
                   "看过了哈哈 我可是成龙的老粉 他的片我基本都看过"],
  [F("u", "fav_film", "星际穿越|Interstellar"), O("u", "fav_film|hobby", "成龙|Jackie Chan")], tag=True, character="阿诺")
C(L, "companion", ["晚晚，我搬家了，从朝阳搬到了通州",
                   A("通州离市区有点远吧？你上班还方便吗？你是在国贸上班吧"),
                   "我早就不在国贸了 现在公司在亦庄 从通州过去反而近",
                   A("那就好！你养的那只金毛也一起搬过去了吧"),
                   "嗯 豆包跟着我 它最开心 院子大"],
  [F("u", "place|city", "通州|Tongzhou"), O("u", "city", "北京|Beijing"), F("u", "pet", "金毛|狗|golden retriever"),
   F("u", "pet_name", "豆包")], tag=True, character="晚晚")
C(L, "companion", ["可可 我今天被我妈逼着去相亲了",
                   A("哈哈 怎么样？对方做什么的？"),
                   "他说他是创业公司CEO 我看就是个卖保险的😂",
                   A("哈哈哈 那你呢 你不是也快三十了吗"),
                   "我才二十七好吗 而且我单身很快乐 我有我的狗 我的吉他"],
  [F("u", "age", "二十七|27"), F("u", "pet", "狗|dog"), F("u", "instrument", "吉他|guitar")], tag=True, character="可可")
C(L, "companion", ["团团，我怀孕啦！十二周了",
                   A("恭喜恭喜！！是第一个宝宝吗？"),
                   "是第二个 老大叫乐乐 今年四岁 天天说想要个妹妹",
                   A("乐乐要当哥哥啦！你老公一定很开心吧"),
                   "他开心得在朋友圈发了三条哈哈 我俩都在苏州工业园区上班"],
  [F("u", "health|plan", "怀孕|pregnant"), F("u", "family", "乐乐"), F("p:乐乐", "relation", "老大"), F("p:乐乐", "age", "四岁|4"),
   O("u", "partner", "老公|husband"), O("u", "city", "苏州|Suzhou"), O("u", "gender", "女|female")], tag=True, character="团团")
C(L, "companion", ["小满，我今天去医院查了，医生说我是缺铁性贫血",
                   A("要多吃红肉呀！不过你是素食者对吧？"),
                   "我不是素食者啦 我就是不吃牛肉 从小就不吃",
                   A("那猪肉羊肉都可以吃呀。你晚上还在上夜班吗？"),
                   "嗯 还在 急诊科护士没办法 下个月才轮到白班"],
  [F("u", "health", "缺铁性贫血|贫血|anemia"), F("u", "diet", "不吃牛肉|no beef"), F("u", "job_title", "急诊科护士|护士|nurse")],
  tag=True, character="小满")

# ---------------------------------------------------------------- group chats
C(L, "group", [G("妈妈", "小雨 你周末回不回来？你爸炖了排骨"),
               G("小雨", "回不了 这周要值班 我们医院这个月人手不够"),
               G("爸爸", "当医生就是辛苦 注意身体"),
               G("小雨", "我是药剂师不是医生😂 说了多少遍了"),
               G("妈妈", "反正都是医院的 对了你表姐下个月在厦门结婚 你请好假"),
               G("小雨", "知道了 假已经请了 机票也买了")],
  [F("u", "job_title", "药剂师|pharmacist"), O("u", "employer", "医院|hospital"), F("p:表姐", "plan", "在厦门结婚|结婚"),
   F("u", "plan", "厦门|表姐婚礼|wedding"), O("u", "name", "小雨")], tag=True, me="小雨")
C(L, "group", [G("胖虎", "今晚谁开黑 我刚上了王者"),
               X("阿杰", "我不行 明天一早要去驾校练科二"),
               G("老王", "我去 我这周作业都写完了 我可是会计系的学霸"),
               G("阿杰", "吹吧你 上学期高数挂的是谁"),
               G("胖虎", "哈哈哈 老王我下周生日 24号 记得给我带奶茶"),
               G("阿杰", "我也要奶茶 我芒果过敏 别给我点芒果的")],
  [F("u", "plan", "练科二|科二|驾校|driving test"), F("u", "allergy", "芒果|mango"), F("p:胖虎", "hobby", "王者|王者荣耀"),
   F("p:胖虎", "birthday", "24号"), F("p:老王", "major", "会计|accounting"), O("u", "name", "阿杰")], tag=True)
C(L, "group", [G("张经理", "下周一客户来验厂，大家准备一下"),
               G("小赵", "收到，我周一请了年假回老家，我老家在安徽，车票改不了😭"),
               G("林工", "我可以顶小赵，不过我周二要去医院拔智齿，下午不在"),
               G("周姐", "我周一在，我负责接待。林工你不是吃不了辣吗，中午订餐我给你单独点"),
               G("林工", "对 谢谢周姐 胃不好")],
  [F("u", "plan", "拔智齿|wisdom tooth"), F("u", "diet|dislike|health", "吃不了辣|不能吃辣"), F("u", "health", "胃不好"),
   F("p:小赵", "hometown", "安徽|Anhui"), F("p:小赵", "plan", "回老家")], tag=True, me="林工")
C(L, "group", [G("王老师", "各位家长，下周三春游，请确认孩子是否有过敏"),
               X("朵朵妈妈", "朵朵对花生过敏，麻烦老师留意一下，谢谢！"),
               G("浩浩爸爸", "浩浩没有过敏，就是晕车，得坐前排"),
               G("朵朵妈妈", "王老师，我周三也可以去当志愿者，我在家带娃，时间多"),
               G("王老师", "好的，谢谢朵朵妈妈！")],
  [F("p:朵朵", "allergy", "花生|peanut"), O("u", "family", "朵朵"), F("u", "job_title", "在家带娃|全职妈妈|stay-at-home mom"),
   O("u", "plan", "当志愿者|春游"), F("p:浩浩", "health", "晕车|motion sickness"), O("u", "gender", "女|female")], tag=True)
C(L, "group", [G("二狗", "今晚八点上分 谁缺席谁是狗"),
               G("Kiko", "我请假 今晚奶茶店排了晚班 十点才下"),
               G("阿奇", "Kiko你那个店叫啥来着 我下次去照顾生意"),
               G("Kiko", "“茶屿” 在大学城东门 我就周末和周三晚上兼职"),
               G("二狗", "行 那周六我们去喝 我女朋友也去 她超爱喝杨枝甘露")],
  [F("u", "employer", "茶屿"), F("u", "job_title", "兼职|part-time"), O("u", "place", "大学城"), O("u", "name", "Kiko"),
   F("p:二狗女朋友", "fav_food", "杨枝甘露"), O("p:二狗", "partner", "女朋友|girlfriend")], tag=True, me="Kiko")
C(L, "group", [G("大姐", "妈下个月七十大寿 我订了广州酒家 大家有没有意见"),
               X("阿明", "我没意见 我从深圳过去一个钟头就到 那天我开车"),
               G("细妹", "我在墨尔本回不去😭 视频参加吧 我刚找到工作 在一家咖啡馆做咖啡师"),
               G("大姐", "恭喜！阿明你老婆孩子一起来吧"),
               G("阿明", "一起 我儿子上小学了 吵得很")],
  [F("u", "city", "深圳|Shenzhen"), F("u", "family", "儿子|son"), O("p:儿子", "school|job_title", "小学"),
   O("u", "partner", "老婆|wife"), O("p:妈妈", "age", "七十|70"), F("p:细妹", "city", "墨尔本|Melbourne"),
   F("p:细妹", "job_title", "咖啡师|barista")], tag=True)
C(L, "group", [G("物业小刘", "各位业主，本周六上午停水，请提前储水"),
               G("501老陈", "又停水？我家那只鹦鹉天天要洗澡的"),
               G("302李姐", "我周六正好不在，带我家老人去协和复查。老陈你家鹦鹉还叫阿福吗"),
               G("501老陈", "叫阿福，八岁了，比我孙子还能说"),
               G("302李姐", "哈哈 我家狗一听见它叫就跟着狂叫")],
  [F("u", "plan", "去协和复查|复查"), F("u", "pet", "狗|dog"), F("p:501老陈", "pet", "鹦鹉|parrot"),
   F("p:501老陈", "pet_name", "阿福"), O("u", "family", "老人")], tag=True, me="302李姐")
C(L, "group", [G("社长", "吉他社下周五汇演，报节目的抓紧"),
               X("小柚", "我报！我弹唱《晴天》，我的雅马哈终于可以出场了"),
               G("大白", "我不会弹，我就来看 顺便拍照 我是摄影社的"),
               G("阿Ken", "小柚你不是学尤克里里的吗"),
               G("小柚", "尤克里里是我室友 我一直玩的是吉他啊")],
  [F("u", "instrument", "吉他|guitar"), F("u", "belonging", "雅马哈|Yamaha"), F("u", "plan", "弹唱《晴天》|汇演"),
   F("p:室友", "instrument", "尤克里里|ukulele"), F("p:大白", "hobby", "摄影|photography"), O("u", "name", "小柚")], tag=True)
C(L, "group", [G("小吴", "周日羽毛球还打吗 场地订好了"),
               G("老郑", "打 我每周日都去 今年就没缺过"),
               G("阿芳", "我这周去不了 我闺女发烧了"),
               G("老郑", "多喝水 慢慢会好 我孙女上周也是"),
               G("小吴", "老郑你都当爷爷了？看不出来 我还以为你五十不到"),
               G("老郑", "五十八啦 退休两年了")],
  [F("u", "sport", "羽毛球|badminton"), F("u", "age", "五十八|58"), F("u", "job_title", "退休|retired"),
   O("u", "family", "孙女|granddaughter"), O("u", "gender", "男|male")], tag=True, me="老郑")
C(L, "group", [G("奶奶", "小宇 放假了没？回来奶奶给你包饺子"),
               X("小宇", "还没 我们学校一月十五号才放 期末考完就回"),
               G("小姑", "小宇在哪个大学来着？我同事问我"),
               G("小宇", "浙大 读大二 学的土木"),
               G("奶奶", "好好好 土木好 以后盖房子")],
  [F("u", "school", "浙大|浙江大学|Zhejiang University"), F("u", "major", "土木|土木工程|civil engineering"),
   O("u", "job_title|school", "大二|大学生"), O("u", "city", "杭州|Hangzhou"), O("u", "name", "小宇")])
C(L, "group", [G("老周", "明晚部门聚餐 定了火锅 都能吃辣吧"),
               G("小马", "我可以 我重庆的 不辣不吃"),
               G("婷婷", "我不行 我在哺乳期 吃清淡点"),
               G("Amy", "我也不太能吃辣 点鸳鸯锅吧 对了我明天要提前走 去接我儿子放学 他上幼儿园"),
               G("老周", "行 那就鸳鸯")],
  [F("u", "family", "儿子|son"), F("u", "diet|dislike", "不太能吃辣|不能吃辣"), O("p:儿子", "school", "幼儿园|kindergarten"),
   F("p:小马", "hometown", "重庆|Chongqing"), F("p:婷婷", "health", "哺乳期|breastfeeding"), O("u", "name", "Amy")],
  tag=True, me="Amy")
