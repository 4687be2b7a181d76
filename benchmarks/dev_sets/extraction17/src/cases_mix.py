from h import S, D, C, G

L = "mix"
# ---------------- short chats (12) ----------------
S(L, "我在 Amazon 做 SDE，office 在西雅图 downtown，但其实我住 Bellevue 哈哈，通勤还行",
  ["u employer Amazon|亚马逊", "u job_title SDE|software engineer", "u city Bellevue", "?u city 西雅图|Seattle"], 1)
S(L, "今天 interview 完了，感觉 so-so，那个 manager 一直问我 why leave 上一家，我说 burnout 啊还能为啥。现在先 freelancing 做 UX 撑着",
  ["u job_title UX|UX designer", "?u health burnout"], 1)
S(L, "my mom 说我都 28 了还不结婚，but honestly 我 27，她自己记错了 lol",
  ["u age 27", "?u family mom"], 1)
S(L, "我男朋友 Daniel 是 ABC，中文只会说「好吃」😂 我们在 LA 住，他做 nurse",
  ["u partner Daniel", "p:Daniel relation 男朋友|boyfriend", "u city LA|Los Angeles", "p:Daniel city LA|Los Angeles", "p:Daniel job_title nurse", "?p:Daniel hometown US|美国"])
S(L, "Reminder to self：下周三 dentist appointment 3pm，别又忘了！！",
  ["u plan dentist appointment|dentist"])
S(L, "I'm from 福建 but grew up in 新加坡，所以我的中文有点怪 haha，at home 主要说 English 和闽南话",
  ["u hometown 福建|Fujian", "?u hometown/city 新加坡|Singapore", "u language English", "u language 闽南话|Hokkien", "?u language 中文|Chinese"])
S(L, "我的 cat 叫 Mochi，是一只 ragdoll，超级黏人，我写 assignment 的时候它就躺键盘上",
  ["u pet ragdoll|cat|猫", "u pet_name Mochi"])
S(L, "最近在学 piano，每周上一次课，teacher 说我手太僵了😂 我 day job 是 nurse，手老是很干",
  ["u instrument piano|钢琴", "u job_title nurse|护士"])
S(L, "我 roommate 是学 law 的，天天背书，我学 CS 的天天 debug，宿舍氛围很 toxic 哈哈",
  ["p:roommate major law", "u major CS|computer science", "?p:roommate relation roommate"], 1)
S(L, "不要给我推荐 horror movies 了 pls，我真的 hate 恐怖片，我只看 rom-com",
  ["u dislike horror movies|恐怖片|horror", "u fav_film rom-com"])
S(L, "我的 new email：wx.chen.design@outlook.com，old one 别再发了我不看",
  ["u email wx.chen.design@outlook.com"], 1)
S(L, "我说我是 vegetarian 其实不太准确，我吃 seafood，所以应该算 pescatarian lol",
  ["u diet pescatarian"], 1)

# ---------------- diaries (4) ----------------
D(L, "Day 47 in Manchester. 今天 seminar 又没敢开口，international student 的痛。中午在 Tesco 买了 meal deal，3.99 镑。下午在 library 写 essay 写到头秃，我的 major 是 international business，但我其实对 finance 更感兴趣。晚上跟 flatmate 小林一起煮火锅，她学 architecture，天天画图到凌晨。想家，想我妈做的红烧排骨。",
  ["u city Manchester", "u major international business", "p:小林 relation flatmate", "p:小林 major architecture", "?u fav_food 红烧排骨"], 1)
D(L, "Monday again. 早上 subway 一个小时到 Midtown，我在一家 hedge fund 做 analyst，说出来好听其实就是 Excel 民工。Lunch 吃 halal cart，我的 comfort food。晚上去 climbing gym，最近每周三次。回家跟我爸妈 FaceTime，他们还在上海，说我瘦了。",
  ["u job_title analyst", "u industry/employer hedge fund", "?u city New York|NYC|纽约", "u fav_food halal cart", "u sport climbing|攀岩", "p:爸妈 city 上海|Shanghai", "?u family 爸妈"], 1)
D(L, "今天 graduation day！！！终于 officially 是 Master of Public Health 了🎓 爸妈 fly 过来了，我爸全程在拍照。下个月就去 CDC 上班，offer signed。Also 我男朋友 Kevin 也来了，跟我爸妈第一次见面 awkward 死了哈哈。",
  ["u degree Master of Public Health|master", "?u major Public Health", "u employer/plan CDC", "u partner Kevin", "p:Kevin relation 男朋友|boyfriend", "?u family 爸妈"], 1)
D(L, "周末 recap：周六去 farmer's market 买了一堆 peach，周日跟 my sister Emily 去爬 Runyon Canyon。她刚 move 到 LA，在一家 startup 做 marketing。我住 Pasadena 五年了，她说以后要常来蹭饭。最近在 Duolingo 上学韩语，because K-drama 😂",
  ["u family Emily", "p:Emily relation sister", "p:Emily city LA|Los Angeles", "p:Emily job_title marketing", "u city/place Pasadena", "?u language 韩语|Korean"], 1)

# ---------------- companion chats (4) ----------------
C(L, "Echo", ["Echo 我今天终于拿到 driver's license 了！！", "恭喜！你之前不是说考了两次都没过吗？这是第三次？",
              "第二次就过了！别给我加戏😂 下周就可以自己开车去 Costco 了", "那你买车了吗？",
              "还没，先开我室友的 Corolla。我现在在 Irvine 读 master，没车真的不行"],
  ["u belonging driver's license|驾照", "u city Irvine", "u degree master|硕士", "p:室友 belonging Corolla"])
C(L, "Pip", ["Pip 我的 hamster 走了😭 它叫 Peanut，跟了我两年", "I'm so sorry… Peanut 是你的第一个 pet 吗？",
             "不是，我家还有一只 goldfish 叫 Bubbles，活得好好的", "Bubbles 会陪着你的。要不要再养一只 hamster？",
             "暂时不了，下个月要搬去 Toronto 读书，带不走"],
  ["u pet goldfish|金鱼", "u pet_name Bubbles", "u plan 搬去 Toronto|Toronto"])
C(L, "小Q", ["小Q 我最近在练 yoga，每天早上半小时", "好习惯！是为了你的 back pain 吗？",
             "不是 back，是 neck，颈椎病，programmer 的职业病", "那你在哪家公司写代码呀？",
             "网易，杭州，已经第四年了"],
  ["u sport yoga|瑜伽", "u health 颈椎病|neck", "u job_title programmer|程序员", "u employer 网易|NetEase", "?u city 杭州|Hangzhou"])
C(L, "Lumi", ["Lumi 你会说 Cantonese 吗？", "我在学！目前只会说「早晨」😂 你呢？",
              "我 native speaker 啊，香港出生的，后来 family 移民去了 Sydney", "哇那你现在还在 Sydney 吗？",
              "没有，现在在 Melbourne 工作，做 architect"],
  ["?c language Cantonese|粤语", "u language Cantonese|粤语", "u hometown 香港|Hong Kong", "u city Melbourne", "u job_title architect|建筑师"])

# ---------------- group chats (4) ----------------
G(L, [("Tom", "Q3 report 谁来写？"),
      ("阿俊", "我不行，下周 annual leave 去 Bali"),
      ("Vivian", "我来吧，反正我是这个 team 的 PM 😂 不过 Friday 我要请半天假，去 visa interview"),
      ("Tom", "OK thanks Vivian")],
  ["u job_title PM|product manager|project manager", "u plan visa interview", "p:阿俊 plan Bali"], me="Vivian")
G(L, [("爸爸", "Lily 你们公司过年放几天假"),
      ("Lily", "7天，but 我 plan 去 Japan 滑雪，机票已经 book 了，sorry 爸"),
      ("弟弟", "带上我！我 just 考完 finals，free 了"),
      ("爸爸", "你们俩都不回家？"),
      ("Lily", "我 2 月底回，promise。Also 我 promoted 了，现在是 senior designer")],
  ["u plan Japan 滑雪|Japan|滑雪", "u job_title senior designer", "?u sport 滑雪|skiing", "?u name Lily"], exp="Lily")
G(L, [("Jiayi", "tonight 的 badminton 几点？"),
      ("Aaron", "8 点，体育馆 court 3。我是 captain 我说了算 😂"),
      ("Ravi", "I'll be late, lab meeting till 8"),
      ("Jiayi", "Aaron 你不是 engineering 的吗怎么这么闲"),
      ("Aaron", "我 econ 的好吗，engineering 是 Ravi")],
  ["u sport badminton|羽毛球", "u major econ|economics", "p:Ravi major engineering", "?u job_title captain"], me="Aaron")
G(L, [("602 Mrs. Lee", "Who parked in my spot again?"),
      ("1104 王先生", "不是我，我今天一直在 office"),
      ("Jason", "Not me either，我 sold 我的车了，现在 bike commute 😂"),
      ("602 Mrs. Lee", "Jason your dog was barking at 3am"),
      ("Jason", "Sorry!! Bao 最近 separation anxiety，他是 rescue 的 shiba")],
  ["u pet shiba|dog|柴犬", "u pet_name Bao", "?u sport bike commute|cycling"], exp="Jason")
