from h import U, P, C, one, diary, comp, group

CASES = [
    # ---------- short chats ----------
    one("mix", "我老公是 ABC，在 San Jose 长大，中文只会说'好吃'和'不知道'😂", [
        U("partner", ["老公", "husband"]), P("老公", "hometown", ["San Jose"]),
        P("老公", "hometown", ["美国", "USA"], False)], tag=True),
    one("mix", "最近在 Amazon 做 SDE，组里全是印度同事，我已经学会说 'achha' 了 lol", [
        U("employer", ["Amazon"]), U("job_title", ["SDE", "software development engineer"])]),
    one("mix", "btw 我下个月 move to Singapore，offer 已经签了，DBS 的 risk analyst", [
        U(["employer", "plan"], ["DBS"]), U(["job_title", "plan"], ["risk analyst"]),
        U("plan", ["Singapore", "move to Singapore"])], tag=True),
    one("mix", "我婆婆 is the sweetest, 每次来都给我带她自己腌的泡菜，她是韩国人 from Busan", [
        P("婆婆", "hometown", ["Busan", "韩国", "Korea"]), U("family", ["婆婆", "mother-in-law"]),
        U("partner", ["老公", "husband"], False)]),
    one("mix", "my 男朋友 is such a 吃货, 他最爱吃螺蛳粉, 我 can't stand the smell 🤢", [
        U("partner", ["男朋友", "boyfriend"]), P("男朋友", "fav_food", ["螺蛳粉", "luosifen"]),
        U("dislike", ["螺蛳粉", "luosifen"])], tag=True),
    one("mix", "I'm 四川人 but I can't eat spicy at all, 别笑", [
        U("hometown", ["四川", "Sichuan"]), U(["diet", "dislike", "health"], ["can't eat spicy", "spicy"])]),
    one("mix", "老板问我能不能 weekend 加班，我说 sorry 我周末要带我女儿去学游泳 lol", [
        U("family", ["女儿", "daughter"]), P("女儿", "sport", ["游泳", "swimming"])], tag=True),
    one("mix", "我的 cat 叫 Tofu，是只 ragdoll，今天去 vet 打了疫苗", [
        U("pet", ["cat", "ragdoll", "布偶猫"]), U("pet_name", ["Tofu"])]),
    one("mix", "我 major 是 CS，minor 心理学，现在大四 in NYU，找工作找到怀疑人生", [
        U("major", ["CS", "computer science"]), U("major", ["心理学", "psychology"], False), U("school", ["NYU"]),
        U(["degree", "job_title", "school"], ["大四", "senior"])]),
    one("mix", "周末和 fiancé 去看了婚纱，他妈妈 insist 要中式婚礼，我们还在 negotiate", [
        U("partner", ["fiancé", "fiance", "未婚夫"]), U("plan", ["婚礼", "wedding"], False)], tag=True),
    one("mix", ["my wechat 和 phone 都是 186-2233-9071", "email 是 zhao.ming88@outlook.com"], [
        U("phone", ["186-2233-9071", "18622339071"]), U("email", ["zhao.ming88@outlook.com"])]),

    # ---------- group chats ----------
    group("mix", [
        ("妈妈", "Jenny 周末你和 Mark 来吃饭吗？我包饺子"),
        ("Jenny", "来！Mark 说他 miss 你的韭菜饺子 so much"),
        ("Mark", "Yes!! 谢谢妈 ❤️"),
        ("弟弟", "姐夫中文越来越好了 lol"),
    ], [U("partner", ["Mark"]), P("Mark", "relation", ["姐夫", "husband"]),
        P("Mark", "fav_food", ["韭菜饺子"], False), P("Mark", "language", ["中文", "Chinese"], False),
        U("name", ["Jenny"], False)], me="Jenny", tag=True),
    group("mix", [
        ("Tina", "今晚 team dinner 谁 join？"),
        ("阿Ray", "我 pass，今晚要 pick up 我老婆 from airport，她 Tokyo 出差回来"),
        ("Ken", "Ray 你老婆还在 Sony 啊？"),
        ("阿Ray", "对，还在 Sony，做 marketing"),
    ], [U("partner", ["老婆", "wife"]), P("老婆", "employer", ["Sony"]),
        P("老婆", ["job_title", "industry"], ["marketing"]), U("name", ["阿Ray", "Ray"], False)], exporter="阿Ray", tag=True),
    group("mix", [
        ("小K", "guys 我拿到 Imperial 的 offer 了!! MSc in AI, 九月开学"),
        ("Lucy", "omg 恭喜！！London here you come"),
        ("大伟", "那你女朋友咋办 long distance 吗"),
        ("小K", "她也去，她在 London 找到工作了 haha"),
    ], [U(["school", "plan"], ["Imperial", "Imperial College London"]), U(["degree", "plan"], ["MSc"]),
        U(["major", "plan"], ["AI", "artificial intelligence"]), U("partner", ["女朋友", "girlfriend"]),
        P("女朋友", ["city", "plan"], ["London"], False), U("name", ["小K"], False)], me="小K", tag=True),
    group("mix", [
        ("Auntie Rose", "Mandy 你同 Jason 几时返 HK 饮茶？"),
        ("Mandy", "Christmas 啊 auntie, tickets booked already"),
        ("Jason", "Mandy 仲话要食晒你啲 egg tart 😂"),
        ("Mandy", "haha yes 我最钟意 auntie 整嘅蛋挞"),
    ], [U("plan", ["Christmas", "返 HK", "trip to Hong Kong"]), U("partner", ["Jason"], False),
        U("fav_food", ["蛋挞", "egg tart"]), U("name", ["Mandy"], False)], exporter="Mandy"),

    # ---------- named companion, multi-turn ----------
    comp("mix", "小绿", [
        ("u", "今天 meet 了我 girlfriend 的爸妈 finally"),
        ("a", "怎么样？他们是不是都在 Vancouver？"),
        ("u", "不是，他们在 Calgary，her dad is an oil engineer，超严肃"),
        ("a", "哈哈 紧张吗"),
        ("u", "super nervous，but her mom 很 nice，还给我做了 butter chicken，她们是 Punjabi family"),
    ], [U("partner", ["girlfriend", "女朋友"]), P("girlfriend's parents", "city", ["Calgary"]),
        P("girlfriend's dad", "job_title", ["oil engineer", "engineer"]),
        P("girlfriend", "hometown", ["Punjabi", "Punjab"], False)], tag=True),
    comp("mix", "Lumi", [
        ("u", "Lumi 我 finally 去看了 doctor，说是 IBS"),
        ("a", "哦～是不是所以你不能喝咖啡？"),
        ("u", "咖啡 OK 的，是 dairy 不行，然后 spicy food 也要少吃"),
    ], [U("health", ["IBS", "irritable bowel syndrome"]), U(["diet", "allergy"], ["dairy", "no dairy"]),
        U("diet", ["spicy food", "少吃 spicy food"])], tag=True),
    comp("mix", "Kiki", [
        ("u", "我跟你说 my husband 的 family 是 Greek，wedding 的时候 they broke plates 哈哈"),
        ("a", "Opa! 你们结婚多久啦？"),
        ("u", "半年，我们住在 Melbourne，他家是 Oakleigh 那边的"),
        ("a", "那你会说 Greek 吗？"),
        ("u", "只会说 yia sou 和 efharisto 哈哈"),
    ], [U("partner", ["husband", "老公"]), P("husband", "hometown", ["Greek", "Greece"], False),
        U("city", ["Melbourne"]), P("husband's family", ["place", "city"], ["Oakleigh"])], tag=True),
    comp("mix", "Aki", [
        ("u", "Aki，我今天 officially 是 PhD candidate 了，qualifying exam passed!!"),
        ("a", "恭喜！！你是读 chemistry 的对吧"),
        ("u", "biochem 哈，在 Duke"),
    ], [U("degree", ["PhD", "PhD candidate"]), U("major", ["biochem", "biochemistry"]), U("school", ["Duke"])], tag=True),
    comp("mix", "Niko", [
        ("u", "我想学 piano 但我男朋友说我 rhythm 太差"),
        ("a", "别理他！你有其他乐器基础吗？"),
        ("u", "小时候学过 violin，现在每周还拉一次，in a community orchestra"),
    ], [U("instrument", ["violin", "小提琴"]), U("hobby", ["community orchestra", "orchestra"]),
        U("partner", ["男朋友", "boyfriend"])], tag=True),

    # ---------- diaries ----------
    diary("mix", "Day 1 in 公婆家 in Taichung. 婆婆 wakes up at 5 to 煮早餐, I feel guilty sleeping till 8. 公公 is 退休 teacher, showed me his 书法 collection 一整个下午. Husband 在旁边偷笑. Note: 婆婆 is 素食者, don't bring the beef jerky again 😅", [
        P("婆婆", "diet", ["素食者", "素食", "vegetarian"]), P("公公", "job_title", ["退休", "retired"]),
        P("公公", "job_title", ["teacher"], False), P("公公", "hobby", ["书法", "calligraphy"]),
        U("partner", ["Husband"]), P("公婆", "city", ["Taichung", "台中"]),
        U("family", ["婆婆"], False), U("family", ["公公"], False)]),
    diary("mix", "今天 Q3 review，manager 说我 performance 很好，maybe promote 我 to senior。不敢期待。我在这家 SaaS 公司两年了，做 customer success。晚上去 climbing gym，最近每周去三次，手都磨破了", [
        U("industry", ["SaaS"]), U("job_title", ["customer success"]), U("sport", ["climbing", "rock climbing"]),
        U("plan", ["promote", "promotion"], False)], tag=True),
    diary("mix", "Oct 30. 终于跟 Ethan 的 family 过了第一个 Halloween，他 little sister Mia 扮成了 Elsa，才6岁超可爱。Ethan 他妈 is a kindergarten teacher，难怪小孩都听她的。我呢 dressed as 哈利波特 lol", [
        U("partner", ["Ethan"], False), P("Mia", "relation", ["little sister", "sister"]), P("Mia", "age", ["6", "6岁"]),
        P("Ethan's mom", "job_title", ["kindergarten teacher", "teacher"])]),
    diary("mix", "3/14 Pi day. 今天 lab 的 experiment 又失败了，第五次。Postdoc 好难。男朋友 from 香港 飞过来 visit，我们 long distance 两年了。晚上带他去吃了我最爱的 Korean BBQ.", [
        U("job_title", ["Postdoc", "博士后"]), U("partner", ["男朋友", "boyfriend"]),
        P("男朋友", "city", ["香港", "Hong Kong"]), U("fav_food", ["Korean BBQ", "韩式烤肉"])]),
]
