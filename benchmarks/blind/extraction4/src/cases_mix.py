from h import U, A, S, F, C

u = "user"
CASES = [
C("mix", "我的 dog 叫 Lucky，是只 golden，超粘人。我一直想再养只猫，但我老公不让", [
    F(u, "pet", ["golden", "golden retriever", "金毛", "dog"]), F(u, "pet_name", "Lucky"),
    F(u, "partner", ["老公", "husband"])], tag=True),
C("mix", "下周 flight to 东京，终于可以去看樱花了 🌸", [F(u, "plan", ["东京", "Tokyo", "flight to 东京"])]),
C("mix", "我 roommate 是个 vegan，搞得我也开始少吃肉了", [
    F("p:roommate", "diet", ["vegan", "纯素"]), F("p:roommate", "relation", ["roommate", "室友"], False)]),
C("mix", "我老公是 ABC，中文说得一般，但他 Cantonese 很溜", [
    F(u, "partner", ["老公", "husband"]), F("p:老公", "language", ["Cantonese", "粤语"]),
    F("p:老公", "hometown", ["美国", "US"], False)]),
C("mix", "我的 email 是 lily.zhang@outlook.com，有事直接发我邮箱", [F(u, "email", "lily.zhang@outlook.com")]),
C("mix", "我 birthday 是 7月19号，巨蟹座，今年想过个 chill 一点的", [
    F(u, "birthday", ["7月19号", "7月19日", "July 19"])]),
C("mix", "我一周去三次 gym，主要练力量，已经坚持一年了", [
    F(u, "sport", ["gym", "健身", "力量", "weightlifting"])]),
C("mix", "I'm 土生土长的上海人, but now living in 温哥华", [
    F(u, "hometown", ["上海", "Shanghai"]), F(u, "city", ["温哥华", "Vancouver"])]),
C("mix", "我最喜欢的 band 是 Coldplay，去年看了他们的演唱会，哭成狗", [
    F(u, "fav_music", ["Coldplay", "酷玩"])]),
C("mix", "我在 Amazon 做 PM，base 西雅图。之前在 Microsoft 待过两年", [
    F(u, "employer", ["Amazon", "亚马逊"]), F(u, "job_title", ["PM", "product manager", "产品经理"]),
    F(u, "city", ["西雅图", "Seattle"])], tag=True),
C("mix", "我妹 Vivian 在 UCLA 读大二，学 psychology", [
    F(u, "family", ["Vivian", "妹", "妹妹", "sister"]), F("p:Vivian", "relation", ["妹", "妹妹", "sister"]),
    F("p:Vivian", "school", "UCLA"), F("p:Vivian", "major", ["psychology", "心理学"])]),
C("mix", "If 我有钱的话，我就搬去 Bali 天天冲浪，谁还上班啊", [], tag=True),
C("mix", [U("Kiki，我今天被 boss 骂了 😭"), A("抱抱你！我最喜欢的书是《小王子》，每次难过就翻一翻。Do you want to talk about it?"),
          U("还好啦，我在这家 4A 公司做 copywriter 三年了，习惯了")], [
    F(u, "job_title", ["copywriter", "文案"]), F(u, ["industry", "employer"], ["4A", "广告"], False),
    F("character", "fav_book", ["小王子", "《小王子》", "The Little Prince"])], character="Kiki"),
C("mix", "我对 shellfish 过敏，上次吃了虾直接进了 ER", [
    F(u, "allergy", ["shellfish", "贝类", "虾"])]),
C("mix", "我儿子 Leo 今年 7 岁，在学 piano，每天练半小时", [
    F(u, "family", ["Leo", "儿子", "son"]), F("p:Leo", "relation", ["儿子", "son"]),
    F("p:Leo", "age", ["7", "7 岁"]), F("p:Leo", "instrument", ["piano", "钢琴"])]),
C("mix", "My mom 是四川人，所以我从小就能吃辣", [
    F("p:mom", "hometown", ["四川", "Sichuan"]), F(u, "family", ["mom", "妈妈"], False),
    F(u, "fav_food", ["辣", "spicy"], False)]),
C("mix", [S("Amy", "周五 team dinner 大家 OK 吗？"), S("Jason", "OK！不过我 gluten-free，选个有米饭的店吧"),
          S("Kevin", "我 OK，但我要先去幼儿园接我女儿")], [
    F(u, "diet", ["gluten-free", "无麸质"]), F("p:Kevin", "family", ["女儿", "daughter"], False)],
    tag=True, me="Jason"),
C("mix", [S("阿Ken", "Tina 你不是在 Deloitte 吗，帮我问问有没有 intern 的坑"),
          S("Tina", "我早就跳槽啦，现在在 PwC 做 audit", exp=True)], [
    F(u, "employer", ["PwC", "普华永道"]), F(u, "job_title", ["audit", "审计"]),
    F(u, "name", "Tina", False)], tag=True),
C("mix", "我们家有两只猫，一只叫 Oreo 一只叫 Nori，都是 rescue 的", [
    F(u, "pet", ["猫", "cat", "cats"]), F(u, "pet_name", "Oreo"), F(u, "pet_name", "Nori")]),
C("mix", "我的 phone 是 +86 186 2233 4410，微信同号", [
    F(u, "phone", ["+86 186 2233 4410", "18622334410"])]),
C("mix", "我不会说 French，但 German 还可以，在 Munich 读过 master", [
    F(u, "language", ["German", "德语"]), F(u, "degree", ["master", "硕士"])], tag=True),
C("mix", "我 husband 是 ER doctor，经常 night shift，一周见不到几次", [
    F(u, "partner", ["husband", "老公"]), F("p:husband", "job_title", ["ER doctor", "doctor", "急诊医生"])]),
]
