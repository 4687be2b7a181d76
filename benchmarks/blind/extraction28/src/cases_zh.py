from h import U, P, CH, chat, diary, comp, group

L = "zh"

# ---------------- one- to three-message chats (37) ----------------
chat(L, ["我在顺丰做调度，哦不对，上个月刚升了站点主管，每天忙得脚不沾地，回家还得给我闺女辅导作业，她才二年级数学就搞不定了😩"],
     [U("employer", "顺丰|SF Express"), U("job_title", "站点主管"),
      U("family", "闺女|女儿|daughter"), P("闺女", "school|job_title|degree", "二年级|小学二年级", False)], tag=True, wf=True)

chat(L, ["本人女，95年的，坐标成都，做新媒体运营。有没有一起周末爬山的姐妹", "私信我就行"],
     [U("gender", "女|female"), U("birthday|age", "95年|1995"), U("city", "成都|Chengdu"),
      U("job_title", "新媒体运营"), U("industry", "新媒体|new media"), U("hobby|sport", "爬山|hiking", False)], tag=True)

chat(L, ["我对芒果过敏，上次吃了一口芒果班戟嘴肿成香肠🤦‍♀️", "我老公啥都能吃，就是不吃香菜。我俩都在幼儿园上班，他是保安我是老师，哦，保育员，老师的活我干不来"],
     [U("allergy", "芒果|mango"), U("partner", "老公|husband"), P("老公", "dislike|diet", "香菜|cilantro"),
      P("老公", "job_title", "保安"), U("job_title", "保育员"), U("employer", "幼儿园", False),
      P("老公", "employer", "幼儿园", False)], tag=True, wf=True)

chat(L, ["新号码 15802173369，之前那个186的停机了别打了"],
     [U("phone", "15802173369")], tag=False)

chat(L, ["就是说我今天去那个医院复查了嘛然后医生说我那个甲状腺结节还是要继续观察然后让我少吃海带紫菜这些东西我说行吧反正我也不爱吃海带"],
     [U("health", "甲状腺结节|thyroid nodule"), U("diet", "少吃海带紫菜|少吃海带"), U("dislike", "海带|kelp")])

chat(L, ["我儿子今年上初一了，在实验中学，哦不是实验中学是十一中，我老记混，因为我自己就在实验中学教语文😅"],
     [U("family", "儿子|son"), P("儿子", "school", "十一中"), P("儿子", "school|job_title|degree", "初一"),
      U("employer", "实验中学"), U("job_title", "教语文|语文老师|Chinese teacher")], tag=True, wf=True)

chat(L, ["我是河南人，男，在杭州待了八年了，现在在一家做跨境电商的公司当美工，老婆也在这家，办公室恋爱哈哈。哦不是八年，是九年了，时间过得真快"],
     [U("hometown", "河南|Henan"), U("gender", "男|male"), U("city", "杭州|Hangzhou"),
      U("industry", "跨境电商|cross-border e-commerce"), U("job_title", "美工"), U("partner", "老婆|wife"),
      U("employer", "跨境电商的公司", False), P("老婆", "employer", "跨境电商的公司", False)], tag=False, wf=True)

chat(L, ["我不抽烟不喝酒，唯一的爱好就是钓鱼，一到周末就往水库跑🎣"],
     [U("hobby", "钓鱼|fishing"), U("diet", "不喝酒|不抽烟不喝酒", False)], tag=True)

chat(L, ["家里两只猫，橘猫叫大黄，狸花叫警长，警长超凶的，大黄就是个饭桶"],
     [U("pet", "橘猫|cat"), U("pet_name", "大黄"), U("pet", "狸花|cat"), U("pet_name", "警长")])

chat(L, ["如果我当年学了医现在是不是就不用天天改PPT了……算了，做咨询也挺好，至少工资还行",
         "我老婆说我天天出差跟没结婚一样，哦不对，现在其实不怎么出差了，转了内勤"],
     [U("industry|job_title", "咨询|consulting"), U("partner", "老婆|wife")], tag=True, wf=True)

chat(L, ["我老家湖南邵阳的，无辣不欢，但是我男朋友是苏州人一点辣都不能吃，每次吃饭都要吵"],
     [U("hometown", "湖南邵阳|邵阳|Shaoyang"), U("partner", "男朋友|boyfriend"), P("男朋友", "hometown", "苏州|Suzhou"),
      P("男朋友", "diet|dislike", "一点辣都不能吃|不能吃辣"), U("fav_food", "辣|spicy food", False)], tag=True)

chat(L, ["邮箱发你了：xiaoyu_lin88@163.com 不是qq那个，qq那个我早不用了"],
     [U("email", "xiaoyu_lin88@163.com")], tag=False)

chat(L, ["下周一开始我要去宁波出差一个月，项目上的事，家里就剩我媳妇一个人带俩娃", "我丈母娘说她过来帮忙，谢天谢地"],
     [U("plan", "去宁波出差|宁波出差|business trip to Ningbo"), U("partner", "媳妇|wife"),
      U("family", "俩娃|两个孩子|two kids"), U("gender", "男|male", False),
      P("丈母娘", "plan", "过来帮忙", False), U("family", "丈母娘|mother-in-law", False)], tag=True, wf=True)

chat(L, ["我在学大提琴，每周六上课，老师说我拉得像锯木头🙃"],
     [U("instrument", "大提琴|cello")])

chat(L, ["我最喜欢的书是《百年孤独》，看了不下五遍，我室友喜欢东野圭吾那种"],
     [U("fav_book", "百年孤独|One Hundred Years of Solitude"), P("室友", "fav_book", "东野圭吾|Keigo Higashino", False)], tag=True)

chat(L, ["打工人打工魂，字节跳动的牛马罢了🐮🐴"],
     [U("employer", "字节跳动|ByteDance")])

chat(L, ["以前在深圳做外贸，去年回老家开了个奶茶店，店名叫一口甜，生意还凑合"],
     [U("employer", "一口甜"), U("job_title", "开了个奶茶店|奶茶店老板|milk tea shop owner", False)], tag=True)

chat(L, ["我是左撇子哈哈，每周打两次羽毛球，对面老不适应我的球路"],
     [U("sport", "羽毛球|badminton")])

chat(L, ["我生日是11月3号，天蝎座的，别说我记仇我真不记仇😤"],
     [U("birthday", "11月3号|11月3日|November 3")])

chat(L, ["帮我爸填个体检表：姓名王建国，68岁，高血压好多年了，青霉素过敏。联系人电话填我的 13605718842"],
     [P("王建国", "relation", "爸|爸爸|father"), U("family", "王建国|我爸|爸爸"), P("王建国", "age", "68"),
      P("王建国", "health", "高血压|hypertension"), P("王建国", "allergy", "青霉素|penicillin"),
      U("phone", "13605718842")], tag=True)

chat(L, ["我跟我老公都在华为，他在终端我在云", "哦我说错了，我上个月调去数字能源了，反正都是加班🫠"],
     [U("employer", "华为|Huawei"), U("partner", "老公|husband"), P("老公", "employer", "华为|Huawei")], tag=True, wf=True)

chat(L, ["我是个素食主义者，吃了三年素了，不是为了减肥哈"],
     [U("diet", "素食|vegetarian")])

chat(L, ["有没有人知道北京哪里能学攀岩啊，刚搬来望京，人生地不熟"],
     [U("place|city", "望京|Wangjing"), U("city", "北京|Beijing", False)], tag=True)

chat(L, ["我有辆小电驴，雅迪的，每天骑着去上班，风里雨里"],
     [U("belonging", "小电驴|雅迪|e-bike")])

chat(L, ["听力不太好，左耳戴助听器的，所以语音我经常听不清，打字吧"],
     [U("health", "听力不太好|左耳戴助听器|hearing loss"), U("belonging", "助听器|hearing aid", False)])

chat(L, ["我叫陈一鸣，朋友都叫我鸣鸣，你也可以这么叫"],
     [U("name", "陈一鸣"), U("nickname", "鸣鸣")])

chat(L, ["我姐林悦在协和当护士，我在她医院隔壁的药店上班，中午经常一起吃饭", "她老说我胖了，我才没有！就是冬天衣服厚"],
     [P("林悦", "relation", "姐|姐姐|sister"), U("family", "林悦|我姐|姐姐"), P("林悦", "employer", "协和"),
      P("林悦", "job_title", "护士|nurse"), U("employer", "药店|pharmacy", False)], tag=True, wf=True)

chat(L, ["最爱的歌手是李健，循环一整天都不腻"],
     [U("fav_music", "李健|Li Jian")])

chat(L, ["讨厌下雨天，讨厌挤地铁，讨厌周一。就这样。"],
     [U("dislike", "下雨天|rainy days"), U("dislike", "挤地铁"), U("dislike", "周一|Mondays", False)])

chat(L, ["考研报名完了，12月23号考，目标是浙大的新闻传播，现在每天泡图书馆"],
     [U("plan", "考研|研究生考试"), U("major", "新闻传播", False)], tag=True)

chat(L, ["我在日本留学，东京大学修士一年级，专业是建筑"],
     [U("city|place", "日本|Japan", False), U("school", "东京大学|University of Tokyo"),
      U("degree", "修士|master"), U("major", "建筑|architecture")])

chat(L, ["昨晚做梦梦见我养了一只羊驼，醒来发现身边只有我家那只胖柯基在打呼噜"],
     [U("pet", "柯基|corgi")], tag=True)

chat(L, ["我普通话不标准，广东人嘛，说粤语比较顺，英语也就应付一下考试"],
     [U("hometown", "广东|Guangdong"), U("language", "粤语|Cantonese"), U("language", "普通话|Mandarin", False)], tag=True)

chat(L, ["本人身价过亿，住在月球背面，养了一头恐龙——开玩笑的，其实就是个住在合肥的社畜，养了只仓鼠"],
     [U("city", "合肥|Hefei"), U("pet", "仓鼠|hamster"), U("job_title", "社畜", False)], tag=True)

chat(L, ["今天开会开到一半我妈打电话说我爸又血压高了，我请了半天假回去。我们科室主任人挺好的，直接批了",
         "对了我是在市二院做麻醉的，上次跟你说成急诊了，说错了"],
     [U("employer", "市二院"), U("job_title", "麻醉|麻醉师|麻醉医生|anesthesiologist"),
      P("爸爸", "health", "血压高|高血压|high blood pressure"), U("family", "我爸|爸爸|father"),
      U("family", "我妈|妈妈|mother", False)], tag=True, wf=True)

chat(L, ["我喜欢看《海上钢琴师》，哭了好几次。我老公说他最爱的是《速度与激情》，我只能说尊重"],
     [U("fav_film", "海上钢琴师|The Legend of 1900"), U("partner", "老公|husband"),
      P("老公", "fav_film", "速度与激情|Fast and Furious", False)], tag=True)

chat(L, ["今天体检报告出来了，乳糖不耐受，怪不得每次喝牛奶都拉肚子"],
     [U("health|allergy|diet", "乳糖不耐受|lactose intolerance")])

# ---------------- diaries (11) ----------------
diary(L, "3月某天。早上六点起来给儿子做早饭，送他去幼儿园，然后赶地铁去公司。今天部门周会又被点名，说我们组的报表晚交了，其实是财务那边卡住的。哦对忘了记，我不是组长了，上个月调成副经理了，压力更大。中午和小吴吃了楼下的麻辣烫。晚上老公加班，我一个人带娃洗澡讲故事，讲到第三本他才睡着。累，但看到他睡着的样子又觉得值。",
      [U("job_title", "副经理|deputy manager"), U("family", "儿子|son"), P("儿子", "school", "幼儿园|kindergarten", False),
       U("partner", "老公|husband")], tag=True, wf=True)

diary(L, "周六，晴。跟闺蜜晓晓去了趟西湖，拍了一堆照片。她下个月就要去墨尔本读研了，机票都买好了，舍不得。晚上回到出租屋，猫主子糯米已经把纸巾扯了一地。我在杭州的第三年，还是没攒下钱，不过工作还算稳定，在网易做测试。周日一般去上陶艺课，今天太累就没去。",
      [P("晓晓", "relation", "闺蜜|best friend"), P("晓晓", "plan", "去墨尔本读研|墨尔本读研"), U("pet", "猫|cat"),
       U("pet_name", "糯米"), U("city", "杭州|Hangzhou"), U("employer", "网易|NetEase"), U("job_title", "测试|QA|tester"),
       U("hobby", "陶艺|pottery")], tag=True)

diary(L, "今天是我三十二岁生日 我妈一大早就打电话问我什么时候结婚 我说妈我才三十二 她说你表姐二十六就生二胎了 然后我就把电话挂了 晚上自己给自己买了个蛋糕 芒果味的 我最爱的口味 吃了一半 剩下的明天带去单位分给同事",
      [U("age", "三十二|32"), U("fav_food", "芒果味|芒果|mango cake"), U("family", "我妈|妈妈|mother", False),
       P("表姐", "family", "二胎|两个孩子", False)], tag=True)

diary(L, "5月12日。今天来北京出差，见了两个客户，晚上住国贸附近的酒店。想家。我家在天津河西区，坐高铁半小时，但就是不想来回跑。老婆带着儿子在家，儿子刚上小学，不对，是学前班，明年才上小学。我做医疗器械销售这行快十年了，出差是家常便饭。明天还有一个会，开完就回。",
      [U("city", "天津|Tianjin"), U("place|city", "河西区"), U("partner", "老婆|wife"), U("family", "儿子|son"),
       P("儿子", "school", "学前班|preschool"), U("job_title", "医疗器械销售|销售|sales"),
       U("industry", "医疗器械|medical devices", False)], tag=True, wf=True)

diary(L, "日记。今天我们装修队接了个新活，在滨江那边一个小区，三室两厅全包。我干瓦工二十多年了，手艺没话说。我老婆在家门口开了个小卖部，闺女在读大二，学会计的，在江西财大。小儿子不争气，天天打游戏。说错了，他不是不争气，就是还小，才十三。",
      [U("job_title", "瓦工|tiler"), U("partner", "老婆|wife"), P("老婆", "job_title", "开了个小卖部|小卖部"),
       U("family", "闺女|女儿|daughter"), P("闺女", "school", "江西财大|江西财经大学"), P("闺女", "major", "会计|accounting"),
       P("闺女", "school|degree|job_title", "大二", False), U("family", "小儿子|儿子|son"), P("小儿子", "age", "十三|13"),
       U("gender", "男|male", False)], tag=True, wf=True)

diary(L, "今天跑了十公里，配速六分，膝盖有点疼。坚持晨跑快两年了。下个月报了苏州的半马，报名费已经交了，酒店也订了。晚上吃了个沙拉，最近在控糖，医生说我血糖偏高。",
      [U("sport", "晨跑|跑步|running"), U("plan", "苏州的半马|半马|half marathon"), U("diet", "控糖|low sugar"),
       U("health", "血糖偏高|high blood sugar")], tag=True)

diary(L, "今天下雨。学校停了体育课，孩子们在教室里闹翻天。我这个班主任当的，嗓子都哑了——哦现在还兼年级组长，更没空喝水。下班后去医院拿了药，慢性咽炎又犯了。路上听了一路五月天，从高中喜欢到现在。老陈（我对象）说给我炖了梨汤，回到家果然有，甜得发腻，但心里暖。",
      [U("job_title", "班主任|head teacher"), U("job_title", "年级组长"), U("health", "慢性咽炎|pharyngitis"),
       U("fav_music", "五月天|Mayday"), P("老陈", "relation", "对象|partner"), U("partner", "老陈"),
       U("employer", "学校|school", False)], wf=True)

diary(L, "今天休息。上午在家练了两个小时古筝，下午带我家边牧可乐去公园，它追飞盘追疯了。晚上刷了会儿小红书，看到有人在卖二手的单反，好想买，但还是忍住了，下个月房租还没着落。",
      [U("instrument", "古筝|guzheng"), U("pet", "边牧|border collie"), U("pet_name", "可乐")], tag=True)

diary(L, "写点东西。今天早上我爸在家族群里发了个语音，说我哥要调回西安工作了，全家都很开心。我哥在上海当律师十年了。我自己还在成都，在一家游戏公司画原画，不对，现在改叫概念设计了，老板非要改title。晚上跟女朋友小敏打电话，她说下周末来成都看我。",
      [U("city", "成都|Chengdu"), U("job_title", "概念设计|原画|concept artist"), U("employer", "游戏公司|game company", False),
       U("family", "我哥|哥哥|brother"), P("哥哥", "city", "上海|Shanghai"), P("哥哥", "job_title", "律师|lawyer"),
       P("哥哥", "plan", "调回西安", False), P("小敏", "relation", "女朋友|girlfriend"), U("partner", "小敏"),
       P("小敏", "plan", "来成都", False)], tag=True, wf=True)

diary(L, "今天第一次考科目二，挂了，倒车入库压线。回来路上在麦当劳吃了个麦辣鸡腿堡，心情稍微好点。大三了还没驾照，室友都笑我。教练说下个月10号可以补考，已经约好了。",
      [U("plan", "补考|科目二补考|driving test retake"), U("job_title|degree", "大三|third-year student")], tag=False)

diary(L, "6.18 周二。今天在工地量了一天尺寸，回来晒成黑炭。我们这个项目是给万科做的，我是甲方派过来的监理。晚上和老乡喝了点酒，他们都是甘肃天水的，跟我一个地方。给闺女打视频，她说想我了。闺女今年高考，哦不，是明年高考，今年才高二。明天五点还得起。",
      [U("job_title", "监理|supervisor"), U("hometown", "甘肃天水|天水|Tianshui"), U("employer", "万科|Vanke", False),
       U("family", "闺女|女儿|daughter"), P("闺女", "school|job_title|degree", "高二"), P("闺女", "plan", "高考", False)],
      tag=True, wf=True)

# ---------------- companions (13) ----------------
comp(L, "小满", ["今天累死了，早上送女儿去舞蹈课，然后去店里盘点",
                 "辛苦啦！你是开服装店的对吧？",
                 "不是服装店，是母婴店，在我们县城步行街那边。店是我和我妹合伙开的",
                 "原来是母婴店～和妹妹一起开店真好，你妹妹也有孩子吗？",
                 "她还没结婚呢，她才24。我女儿今年五岁"],
     [U("job_title|employer", "母婴店|baby store", False), U("family", "女儿|daughter"), P("女儿", "age", "五岁|5"),
      U("family", "我妹|妹妹|sister"), P("妹妹", "age", "24"), P("妹妹", "job_title|employer", "母婴店", False),
      P("女儿", "hobby", "舞蹈|dance", False)], tag=True, wf=True)

comp(L, "阿橘", ["我最近在学吉他，手指头疼死了",
                 "坚持住！你之前说你会弹钢琴，那学吉他应该快一些吧？",
                 "我哪说过我会钢琴😂 你记错了，我就会吹口琴，小学学的",
                 "哈哈抱歉记混了！口琴也很酷～"],
     [U("instrument", "吉他|guitar"), U("instrument", "口琴|harmonica")], tag=True)

comp(L, "小满", ["我老公今天升职了！他现在是我们区消防大队的副队长了",
                 "哇恭喜！那你们要庆祝一下吗？你也是消防员吗？",
                 "我不是，我在社区医院当护士，哦现在是护士长了，上个月刚提的。晚上打算吃火锅庆祝，他最爱吃毛肚",
                 "护士长！双喜临门呀～火锅也是我最爱的，我要是能吃一定点鸭肠"],
     [U("partner", "老公|husband"), P("老公", "job_title", "副队长|消防大队的副队长"), U("job_title", "护士长|head nurse"),
      U("employer", "社区医院|community hospital", False), P("老公", "fav_food", "毛肚|tripe"),
      CH("fav_food", "火锅|hotpot")], tag=True, wf=True)

comp(L, "星星", ["我叫李想，在南京读大三，学的是软件工程",
                 "李想你好！南京大学的吗？",
                 "不是南大啦，南京邮电，南邮",
                 "南邮的软件工程也很强！"],
     [U("name", "李想"), U("city", "南京|Nanjing"), U("job_title|degree", "大三|third-year"),
      U("major", "软件工程|software engineering"), U("school", "南京邮电|南邮")], tag=True)

comp(L, "木木", ["唉，我爸住院了，我每天下班就往医院跑",
                 "抱抱你。叔叔是什么病呀？你工作那边能请假吗？",
                 "心脏搭桥，手术挺顺利的。我在银行，请假挺难的，柜台上缺人。哦不对，我已经不在柜台了，调去做信贷了，但还是忙",
                 "调岗了呀，信贷员也挺辛苦的。你自己也要注意休息"],
     [P("爸爸", "health", "心脏搭桥|heart bypass"), U("family", "我爸|爸爸|father"), U("employer", "银行|bank", False),
      U("job_title", "信贷|信贷员|loan officer")], tag=True, wf=True)

comp(L, "七七", ["七七，你猜我几岁",
                 "嗯…听你说话的感觉，二十出头？",
                 "哈哈哈我都38了，孩子都上初中了——哦，老大上初中，老二还在幼儿园",
                 "完全看不出来！那你平时工作忙吗？",
                 "我全职妈妈，比上班还忙"],
     [U("age", "38"), U("job_title", "全职妈妈|stay-at-home mom"), U("family", "老大|老二|两个孩子"),
      P("老大", "school", "初中|middle school"), P("老二", "school", "幼儿园|kindergarten"),
      U("gender", "女|female", False)], tag=True, wf=True)

comp(L, "阿橘", ["推荐点书呗，我喜欢科幻的，最爱《三体》",
                 "我也超爱三体！不过我最喜欢的是《银河帝国》系列，你看过吗？",
                 "看过一点，没看完。对了我对花生过敏，上次你说的那家店的菜里有花生碎，别再推荐了"],
     [U("fav_book", "三体|The Three-Body Problem"), U("allergy", "花生|peanut"), CH("fav_book", "银河帝国|Foundation")], tag=True)

comp(L, "小满", ["明天要去上海面试，紧张",
                 "加油！是去上海的公司吗？你现在是在苏州对吧？",
                 "对，在苏州，我和老婆孩子都在这。面的是一家做新能源车的公司，算法岗",
                 "新能源车很热门！你现在是做算法的吗？",
                 "现在在一家外企做数据分析，想转算法"],
     [U("plan", "去上海面试|面试|job interview"), U("city", "苏州|Suzhou"), U("partner", "老婆|wife"),
      U("family", "孩子|kids", False), U("job_title", "数据分析|data analyst"), U("employer", "外企", False)], tag=True, wf=True)

comp(L, "星星", ["我最近在减肥，晚上不吃碳水",
                 "加油！你之前说你喜欢游泳，可以多游游",
                 "游泳是我老婆喜欢，我是打篮球的，单位有球队，每周三次——哦两次，最近加班太多",
                 "篮球也很好！一周两次也不错啦"],
     [U("diet", "晚上不吃碳水|不吃碳水|low carb"), U("sport", "篮球|basketball"), U("partner", "老婆|wife"),
      P("老婆", "sport", "游泳|swimming")], tag=True, wf=True)

comp(L, "木木", ["我换了个邮箱，tianmi0918@outlook.com，以后发这个",
                 "好的记下了：tianmi0918@outlook.com。对了你生日是9月18号吗？",
                 "对哒！你好聪明"],
     [U("email", "tianmi0918@outlook.com"), U("birthday", "9月18号|9月18日|September 18")])

comp(L, "七七", ["我在学日语，准备明年去大阪读语言学校",
                 "好厉害！去大阪要读多久呀？你现在在哪个城市？",
                 "一年吧。我现在在青岛，在一家日料店打工，老板是日本人",
                 "在日料店打工还能练口语，一举两得～"],
     [U("language", "日语|Japanese"), U("plan", "去大阪读语言学校", False), U("city", "青岛|Qingdao"),
      U("employer", "日料店|Japanese restaurant", False), U("job_title", "打工", False),
      P("老板", "hometown", "日本|Japan", False)], tag=True)

comp(L, "阿橘", ["今天又被老板骂了，说我写的方案不行",
                 "心疼。你是做策划的吧？",
                 "嗯，广告策划，在一个4A公司。回家还要给我儿子检查作业，他小学三年级",
                 "工作家庭两头忙，你太不容易了",
                 "说错了他四年级了，开学就四年级，我老搞混"],
     [U("job_title", "广告策划|advertising planner"), U("industry", "广告|advertising", False),
      U("employer", "4A公司", False), U("family", "儿子|son"), P("儿子", "school|job_title|degree", "四年级")], tag=True, wf=True)

comp(L, "星星", ["我家狗狗叫旺财，是只金毛，十岁了，最近腿不太好",
                 "旺财十岁了呀！那你是不是小时候就开始养它了？",
                 "哈哈不是，我养它的时候26，现在36了"],
     [U("pet", "金毛|golden retriever"), U("pet_name", "旺财"), U("age", "36")], tag=True)

# ---------------- group chats (11) ----------------
group(L, [("妈", "阿伟，你下周回不回来吃饭？你爸生日"),
          ("阿伟", "回，我周五下班就坐高铁回，广州这边请个假就行"),
          ("姐姐", "我就回不去了，我在成都这边刚入职，请不了假"),
          ("妈", "那你把你那个男朋友带回来给我们看看"),
          ("姐姐", "妈！八字还没一撇呢"),
          ("爸", "周五我去车站接你阿伟")],
      [U("city", "广州|Guangzhou"), U("plan", "坐高铁回|回家", False), P("姐姐", "city", "成都|Chengdu"),
       U("name", "阿伟", False), P("姐姐", "partner", "男朋友|boyfriend", False)], me="阿伟", tag=True)

group(L, [("王经理", "明天早上9点开会，大家别迟到"),
          ("小林", "收到，我可能晚十分钟，要送我女儿去幼儿园"),
          ("陈姐", "小林你女儿都上幼儿园了？我儿子明年才上"),
          ("小林", "对呀，三岁半了，哦不对，上个月刚满四岁。王经理我那个报价单晚上发您")],
      [U("family", "女儿|daughter"), P("女儿", "age", "四岁|4"), P("女儿", "school", "幼儿园|kindergarten"),
       P("陈姐", "family", "儿子|son"), U("name", "小林", False)], exp="小林", tag=True, wf=True)

group(L, [("团团", "国庆去厦门的机票我已经订了！10月1号早上7点的"),
          ("大胖", "我也订了，不过我是从武汉飞，你们从哪飞"),
          ("团团", "我在长沙啊，你忘了"),
          ("小鱼", "我去不了呜呜，我们公司国庆不放假，在美团就是这样"),
          ("阿May", "我也去！刚抢到票")],
      [U("plan", "国庆去厦门|去厦门|trip to Xiamen"), U("city", "长沙|Changsha"), P("大胖", "plan", "去厦门|厦门"),
       P("大胖", "city", "武汉|Wuhan", False), P("小鱼", "employer", "美团|Meituan"), P("阿May", "plan", "去厦门", False)],
      me="团团", tag=True)

group(L, [("3栋李阿姨", "谁家的狗又在电梯里尿了！"),
          ("老周", "不是我家的啊，我家是只猫，叫煤球，从来不出门"),
          ("5栋小刘", "李阿姨，我家的泰迪一直是抱着进电梯的"),
          ("3栋李阿姨", "那就奇怪了")],
      [U("pet", "猫|cat"), U("pet_name", "煤球"), P("5栋小刘", "pet", "泰迪|poodle"), U("name", "老周", False)],
      exp="老周", tag=True)

group(L, [("小雨", "姐妹们，我要结婚了！！12月20号，在老家宜宾办"),
          ("阿琳", "啊啊啊恭喜！是那个程序员吗"),
          ("小雨", "对就是他，周航，在腾讯做后端。我自己还在学校当辅导员，哦不对，今年转岗去招生办了"),
          ("思思", "我一定到！我从深圳飞过去"),
          ("小葵", "我在国外回不去😭 份子钱一定到位"),
          ("阿珍", "我能带我老公一起去吗哈哈")],
      [U("plan", "结婚|wedding"), U("hometown", "宜宾|Yibin"), U("partner", "周航"),
       P("周航", "relation", "未婚夫|fiancé", False), P("周航", "employer", "腾讯|Tencent"),
       P("周航", "job_title", "后端|程序员|backend developer"), U("job_title|employer", "招生办|admissions office"),
       U("employer", "学校|school", False), P("思思", "city", "深圳|Shenzhen", False),
       P("阿珍", "partner", "老公|husband")], me="小雨", tag=True, wf=True)

group(L, [("阿杰", "今晚几点开黑"),
          ("胖虎", "九点吧，我下班晚，在富士康上夜班"),
          ("阿杰", "行，我九点前得把我妈的药买了，她糖尿病。我在老家江西赣州，买药还挺方便"),
          ("Kiki", "我游戏里是法师，但现实中我是幼师哈哈")],
      [P("胖虎", "employer", "富士康|Foxconn"), P("胖虎", "job_title", "夜班", False), P("妈妈", "health", "糖尿病|diabetes"),
       U("family", "我妈|妈妈|mother", False), U("city", "赣州|Ganzhou"), U("hometown", "江西赣州|赣州|Ganzhou"),
       P("Kiki", "job_title", "幼师|kindergarten teacher")], exp="阿杰", tag=True)

group(L, [("张老师", "请各位家长在周五前在群里报一下孩子的过敏信息"),
          ("婷婷", "朵朵妈妈：朵朵对鸡蛋过敏。我本人对海鲜过敏，不过不影响孩子吧"),
          ("豆豆爸爸", "豆豆无过敏"),
          ("乐乐妈妈", "乐乐对牛奶过敏，谢谢张老师"),
          ("果果妈妈", "果果没有过敏～"),
          ("张老师", "收到")],
      [P("朵朵", "allergy", "鸡蛋|egg"), U("family", "朵朵"), P("朵朵", "relation", "女儿|孩子|daughter", False),
       U("allergy", "海鲜|seafood"), P("乐乐", "allergy", "牛奶|milk"), U("gender", "女|female", False)],
      me="婷婷", tag=True)

group(L, [("老赵", "周日去千岛湖不？我开车，能坐四个"),
          ("阿明", "去！我儿子也想去"),
          ("老赵", "带上带上。我今年刚退休，有的是时间，以前在电厂干了三十年"),
          ("海哥", "羡慕退休的，我还得干五年")],
      [U("job_title", "退休|retired"), U("employer", "电厂|power plant", False), P("阿明", "family", "儿子|son"),
       U("belonging", "车|car", False), U("hobby", "钓鱼|fishing", False)], me="老赵", tag=True)

group(L, [("Vicky", "有人要芒果吗，我老家海南寄来的，一大箱"),
          ("大刘", "要！我最爱芒果"),
          ("Vicky", "我自己吃不了，我对芒果有点过敏哈哈，只能看着"),
          ("小周", "那你家为啥寄芒果给你😂"),
          ("Vicky", "我妈觉得我在北京吃不到好的")],
      [U("hometown", "海南|Hainan"), U("allergy", "芒果|mango"), U("city", "北京|Beijing"),
       P("大刘", "fav_food", "芒果|mango"), U("name", "Vicky", False)], exp="Vicky", tag=True)

group(L, [("小北", "明天早八谁帮我答个到，我发烧了"),
          ("阿哲", "我帮你，你是计算机二班的对吧"),
          ("小北", "不是，我转专业了，现在是电气一班"),
          ("大壮", "转专业你都不说一声")],
      [U("major", "电气|electrical engineering"), U("health", "发烧|fever", False), U("name", "小北", False)],
      me="小北", tag=True)

group(L, [("周姐", "下个月18号我家小宝满月酒，在锦江饭店，大家都来啊"),
          ("二舅", "一定到！男孩女孩？"),
          ("周姐", "男孩，7斤2两。我产假休到明年三月，然后回银行上班"),
          ("表妹", "我在英国读书回不去了，红包转你")],
      [U("family", "小宝|baby"), P("小宝", "gender", "男孩|boy"), U("plan", "满月酒|full-month party"),
       U("employer", "银行|bank", False), U("gender", "女|female", False), P("表妹", "city|place", "英国|UK", False)],
      exp="周姐", tag=True, wf=True)
