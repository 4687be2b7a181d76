from h import case, U, P, CH, u, a

M = "mix"
case(M, "我在Shopee做data analyst 天天SQL写到吐", [U("employer", "Shopee"), U("job_title", "data analyst", "数据分析师")])
case(M, "刚拿到Google的offer！！下个月start 做SWE 激动到睡不着", [U("employer|plan", "Google", "谷歌"), U("job_title|plan", "SWE", "software engineer")])
case(M, "人在伦敦 读的LSE 学经济 每天都在下雨☔️", [U("city", "伦敦", "London"), U("school", "LSE"), U("major", "经济", "economics")])
case(M, "我老婆是ICU nurse 最近累坏了 我在家带娃", [U("partner", "老婆", "wife"), P("老婆", "job_title", "ICU nurse", "nurse", "护士"), U("family", "娃", "孩子", req=False)])
case(M, "my mom 一直以为我还在读书 其实我已经在上班了 lol 做consulting", [U("industry|job_title", "consulting", "咨询"), U("family", "mom", req=False)], tag=True)
case(M, "I'm allergic to 青霉素 医生说以后都要注意", [U("allergy", "青霉素", "penicillin")])
case(M, "我的猫叫Oreo 黑白的 超粘人", [U("pet", "猫", "cat"), U("pet_name", "Oreo")])
case(M, "周末去bouldering 手都磨破了 但是好上头", [U("sport|hobby", "bouldering", "攀岩")])
case(M, "最近迷上了Taylor Swift 单曲循环cruel summer", [U("fav_music", "Taylor Swift", "霉霉")])
case(M, "下个月要去考雅思 target 7分 求保佑🙏", [U("plan", "考雅思", "雅思", "IELTS")])
case(M, "我的email是 ziyi.wang.dev@outlook.com 发我就行", [U("email", "ziyi.wang.dev@outlook.com")])
case(M, "我哥在Amazon做PM 在西雅图 买了个大house", [U("family", "哥", "哥哥", "brother"), P("哥哥", "employer", "Amazon", "亚马逊"),
      P("哥哥", "job_title", "PM"), P("哥哥", "city", "西雅图", "Seattle"), P("哥哥", "belonging", "house", "大house", req=False)])
case(M, "我不喝coffee的 一喝就心慌 只喝tea", [U("dislike|diet|health", "coffee", "咖啡", req=False), U("diet|fav_food", "tea", "茶", req=False)], tag=True)
case(M, "my partner 叫 Alex, 他是做UX的 we've been together 三年", [U("partner", "Alex"), P("Alex", "relation", "partner"), P("Alex", "job_title", "UX", "UX designer")])
case(M, "电话 +86 186 0211 7734 call me anytime", [U("phone", "+86 186 0211 7734", "18602117734")])
case(M, "你觉得我适合去做product manager吗 还是继续做销售", [U("job_title", "销售", "sales", req=False)], tag=True)
# group chats
case(M, [u("team dinner 周五 7pm 大家ok吗", sp="Vivian"),
         u("ok! 不过我最近keto 别订火锅", sp="Leo", ex=True),
         u("我可以 顺便说下我下周开始remote了 搬回青岛", sp="Ken")],
     [U("diet", "keto", "生酮"), P("Ken", "plan", "搬回青岛", "青岛", "remote"), U("plan", "team dinner", req=False)], tag=True)
case(M, [u("who's bringing the 蛋糕 for 阿May's birthday", sp="Jenny"),
         u("我来 我在Paris Baguette上班 有员工价", sp="Wen"),
         u("nice! 阿May 对鸡蛋过敏 记得别买有蛋的", sp="Jenny"),
         u("收到👌", sp="Wen")],
     [U("employer", "Paris Baguette"), P("阿May", "allergy", "鸡蛋", "egg"), P("阿May", "plan", "birthday", req=False)], me="Wen")
case(M, [u("谁有推荐的 pediatrician in Irvine", sp="Grace妈"),
         u("我们家用的Dr. Lin 在Irvine 很耐心", sp="Sophie"),
         u("我们搬去Austin了 帮不上忙 sorry", sp="Amy"),
         u("thanks Sophie!! 我家老二刚满一岁 老大三岁", sp="Grace妈")],
     [U("city", "Irvine", req=False), U("family", "老二", req=False), U("family", "老大", req=False), P("老二", "age", "一岁", "1"), P("老大", "age", "三岁", "3"),
      P("Amy", "city", "Austin"), P("Sophie", "city", "Irvine", req=False)], me="Grace妈", tag=True)
# companion
case(M, [u("Kai 我今天终于把 cello 的那首 Bach 拉下来了！！"),
         a("太棒啦！我自己最喜欢的就是 Bach 的大提琴组曲。你学琴多久了？"),
         u("两年 每周二上课 老师是个超严格的德国人")],
     [U("instrument", "cello", "大提琴"), CH("fav_music", "Bach", "巴赫"), P("老师", "hometown", "德国人", "德国", "Germany", req=False),
      U("plan", "每周二上课", req=False)], character="Kai")
case(M, "I'm from 台南 originally, 现在在Vancouver做dental hygienist", [U("hometown", "台南", "Tainan"), U("city", "Vancouver", "温哥华"), U("job_title", "dental hygienist", "hygienist")])
case(M, "btw 我不是vegetarian哈 就是不吃牛肉 从小就不吃", [U("diet", "不吃牛肉", "no beef")], tag=True)
case(M, "最喜欢的movie是Before Sunrise 每年都要重温一遍", [U("fav_film", "Before Sunrise")])
case(M, "最近在重读Harry Potter 我的childhood book 永远的第一", [U("fav_book", "Harry Potter", "哈利波特")])
