from h import U, A, S, F, C

u = "user"
CASES = [
C("en", "hi! I'm Priya, 31, working as a nurse at St. Mary's in Leeds. nice to meet you", [
    F(u, "name", "Priya"), F(u, "age", "31"), F(u, "job_title", ["nurse", "护士"]),
    F(u, "employer", ["St. Mary's", "St. Mary's hospital"]), F(u, "city", ["Leeds", "利兹"])]),
C("en", "my cat Biscuit just knocked my coffee off the desk AGAIN. zero remorse", [
    F(u, "pet", ["cat", "猫"]), F(u, "pet_name", "Biscuit")]),
C("en", "do you think I should learn the cello? kinda scared I'm too old for it", [], tag=True),
C("en", "ugh I'm lactose intolerant and my roommate keeps buying only whole milk", [
    F(u, ["health", "allergy", "diet"], ["lactose intolerant", "乳糖不耐受"]),
    F("p:roommate", "relation", "roommate", False)]),
C("en", "I used to live in Chicago but moved to Denver last spring, loving the mountains so far", [
    F(u, "city", ["Denver", "丹佛"])], tag=True),
C("en", "My wife Hannah is a pediatrician, she works crazy hours at Children's Mercy", [
    F(u, "partner", "Hannah"), F("p:Hannah", "relation", ["wife", "老婆"]),
    F("p:Hannah", "job_title", ["pediatrician", "儿科医生", "doctor"]),
    F("p:Hannah", "employer", ["Children's Mercy"])]),
C("en", "I've been vegan for like 6 years now, no regrets. my dad still thinks it's a phase lol", [
    F(u, "diet", ["vegan", "纯素"]), F(u, "family", ["dad", "爸爸"], False)], tag=True),
C("en", "I play bass in a little cover band on weekends, mostly 90s rock", [
    F(u, "instrument", ["bass", "贝斯"]), F(u, "fav_music", ["90s rock", "rock"], False),
    F(u, "hobby", ["cover band", "band"], False)]),
C("en", "The Lord of the Rings is my all time favorite book, I reread it every winter", [
    F(u, "fav_book", ["The Lord of the Rings", "Lord of the Rings", "指环王"])]),
C("en", "favorite movie ever is Arrival, Amy Adams was incredible in it", [F(u, "fav_film", ["Arrival", "降临"])]),
C("en", "if I were rich I'd buy a house in Tuscany and a vineyard lol", [], tag=True),
C("en", "I don't have any siblings, it's just me and my mom", [
    F(u, "family", ["mom", "妈妈"], False)], tag=True),
C("en", "I'm a software engineer at Shopify, fully remote from Halifax (used to be in Toronto)", [
    F(u, "job_title", ["software engineer", "engineer", "软件工程师"]), F(u, "employer", "Shopify"),
    F(u, "city", ["Halifax"])], tag=True),
C("en", "my birthday's March 22nd, and yes I expect cake", [
    F(u, "birthday", ["March 22nd", "March 22", "3月22日"])]),
C("en", "I'm allergic to penicillin, found that out the hard way as a kid", [
    F(u, "allergy", ["penicillin", "青霉素"])]),
C("en", "we just booked flights to Lisbon for our anniversary in October!!", [
    F(u, "plan", ["Lisbon", "flights to Lisbon", "里斯本"])]),
C("en", "I speak Spanish at home with my parents and English everywhere else", [
    F(u, "language", ["Spanish", "西班牙语"]), F(u, "language", ["English", "英语"]),
    F(u, "family", ["parents", "父母"], False)]),
C("en", "my sister just got into Columbia for law school!! so proud of her", [
    F(u, "family", ["sister", "姐姐", "妹妹"]), F("p:sister", "school", ["Columbia", "哥伦比亚大学"]),
    F("p:sister", ["major", "degree"], ["law", "law school"], False)]),
C("en", "not gonna lie I hate cilantro, it tastes like soap to me", [
    F(u, "dislike", ["cilantro", "香菜"])]),
C("en", "my email is t.okafor88@gmail.com if you need to send the draft", [
    F(u, "email", "t.okafor88@gmail.com")]),
C("en", "you can text me at 415-555-0199, that's my cell", [F(u, "phone", "415-555-0199")]),
C("en", "I'm a guy btw, people always assume I'm a girl because my name is Kelly", [
    F(u, "gender", ["guy", "male", "男"]), F(u, "name", "Kelly")], tag=True),
C("en", "went bouldering again tonight, forearms are dead. doing it 3x a week now", [
    F(u, "sport", ["bouldering", "climbing", "攀岩"])]),
C("en", "I work in fintech, mostly compliance stuff. boring but pays the bills", [
    F(u, "industry", ["fintech", "金融科技"]), F(u, "job_title", ["compliance"], False)]),
C("en", "graduated from Georgia Tech in 2019 with a BS in mechanical engineering", [
    F(u, "school", "Georgia Tech"), F(u, "degree", ["BS", "bachelor"]),
    F(u, "major", ["mechanical engineering", "机械工程"])]),
C("en", "I have type 1 diabetes so I always carry my insulin pen everywhere", [
    F(u, "health", ["type 1 diabetes", "diabetes", "糖尿病"]), F(u, "belonging", "insulin pen", False)]),
C("en", "my dog Waffles is a 2 year old corgi and he thinks he's a wolf", [
    F(u, "pet", ["corgi", "dog", "柯基"]), F(u, "pet_name", "Waffles")]),
C("en", "My husband thinks I should quit and become a baker lol. I'm an accountant, that's not happening", [
    F(u, "job_title", ["accountant", "会计"]), F(u, "partner", ["husband", "老公"])], tag=True),
C("en", "Grandpa turned 90 yesterday! still sharp as ever, beat me at chess", [
    F(u, "family", ["Grandpa", "爷爷"]), F("p:grandpa", "age", "90"),
    F("p:grandpa", "hobby", "chess", False)]),
C("en", "I'm from Cork originally but I've been in Boston 12 years. everyone here thinks I'm Scottish for some reason", [
    F(u, "hometown", ["Cork", "Ireland"]), F(u, "city", ["Boston", "波士顿"])], tag=True),
C("en", "honestly my comfort food is mac and cheese, don't judge", [
    F(u, "fav_food", ["mac and cheese"])]),
C("en", "Taylor Swift is literally my whole personality rn", [F(u, "fav_music", ["Taylor Swift", "霉霉"])]),
C("en", [U("Nova, guess what, I finally adopted a rabbit!"),
         A("No way!! What's her name? I'm more of a dog person myself, honestly I'd love a golden retriever someday"),
         U("her name is Clover, she's a little lop")], [
    F(u, "pet", ["rabbit", "lop", "兔子"]), F(u, "pet_name", "Clover")], tag=True, character="Nova"),
C("en", [U("hey Atlas, rough day at the restaurant"),
         A("Sorry to hear that. I grew up in a tiny fishing town in Maine, we had one diner and it was always chaos. What happened?"),
         U("I'm the sous chef and the head chef walked out mid-shift, so I ran the whole line")], [
    F(u, "job_title", ["sous chef", "chef", "副厨"]), F("character", "hometown", ["Maine"])],
    tag=True, character="Atlas"),
C("en", "taking the LSAT on June 8th, studying every single night", [
    F(u, "plan", ["LSAT", "taking the LSAT"])]),
C("en", "my daughter Ava started kindergarten today 😭 she's 5 going on 15", [
    F(u, "family", ["Ava", "daughter", "女儿"]), F("p:Ava", "relation", ["daughter", "女儿"]),
    F("p:Ava", "age", "5")]),
C("en", "my coworker Jen swears she's gluten free but I literally saw her eat a bagel", [
    F("p:Jen", "relation", ["coworker", "同事"])], tag=True),
C("en", "just moved into my new place in Brooklyn, still living out of boxes", [
    F(u, "city", ["Brooklyn", "New York", "纽约"])]),
C("en", "my boyfriend Marco is Italian, from Naples, and he cooks better than anyone I know", [
    F(u, "partner", "Marco"), F("p:Marco", "relation", ["boyfriend", "男朋友"]),
    F("p:Marco", "hometown", ["Naples", "Italian", "Italy"]), F("p:Marco", "hobby", ["cooks", "cooking"], False)]),
C("en", "I drive a 2015 Subaru Outback with 180k miles on it, she's a tank", [
    F(u, "belonging", ["Subaru Outback", "Subaru", "car"])]),
C("en", "got my MBA from Wharton last year, still paying it off", [
    F(u, "degree", "MBA"), F(u, "school", ["Wharton", "沃顿"])]),
C("en", "I knit a lot, it's the only thing that calms my anxiety", [
    F(u, "hobby", ["knit", "knitting", "织毛衣"]), F(u, "health", "anxiety", False)]),
C("en", "my username everywhere is pixelwren, that's what my friends call me too", [
    F(u, "nickname", "pixelwren")]),
C("en", "ok so my brother thinks he's gonna be an astronaut. he's 34 and works at Costco", [
    F(u, "family", ["brother", "哥哥", "弟弟"]), F("p:brother", "age", "34"),
    F("p:brother", "employer", "Costco")], tag=True),
C("en", "I'm 5 months pregnant with our first 🥹", [
    F(u, "health", ["pregnant", "怀孕"]), F(u, "gender", ["female", "女"], False)]),
C("en", "my neighbor Frank has three chickens and a very loud rooster", [
    F("p:Frank", "relation", ["neighbor", "neighbour", "邻居"]), F("p:Frank", "pet", ["chickens", "chicken", "鸡"]),
    F("p:Frank", "pet", ["rooster", "公鸡"])]),
C("en", "thinking about getting a tattoo but my mom would kill me", [
    F(u, "family", ["mom", "妈妈"], False)], tag=True),
C("en", "our weekly D&D game is the highlight of my week, I'm the DM", [
    F(u, "hobby", ["D&D", "Dungeons & Dragons"])]),
C("en", "i go by Sam but my full name is Samantha Reyes", [
    F(u, "name", "Samantha Reyes"), F(u, "nickname", "Sam")]),
C("en", [S("Tom", "who's in for pickup soccer sunday?"), S("Dev", "me! finally healed from the ankle sprain"),
         S("Lisa", "can't, I'm in Austin for a wedding till tuesday"),
         S("Dev", "boo. also reminder I'm vegetarian for the bbq next week")], [
    F(u, "diet", ["vegetarian", "素食"]), F(u, "sport", ["soccer", "足球"], False)], tag=True, me="Dev"),
C("en", [S("Mike", "Rachel, did you get the Q3 deck?"),
         S("Rachel", "yep, will review it tonight. btw I'm out friday, taking my son to the dentist", exp=True),
         S("Priyanka", "no worries. I'm out too, moving apartments")], [
    F(u, "name", "Rachel", False), F(u, "family", ["son", "儿子"], False),
    F("p:Priyanka", "plan", ["moving apartments", "moving"], False)], tag=True),
C("en", [S("Mom", "Chris did you call your grandma for her birthday?"),
         S("Chris", "yes mom, called her this morning. she corrected me, she's 87 not 86 lol"),
         S("Dad", "she's been saying 86 for three years")], [
    F("p:grandma", "age", "87", False), F(u, "family", ["grandma", "奶奶", "外婆"], False)], tag=True, me="Chris"),
C("en", [S("Ana", "I'm finally quitting Google, last day is Friday!"), S("Ben", "wow congrats. where to?", exp=True),
         S("Ana", "a tiny startup in Oakland, I start on the 15th"), S("Ben", "nice. I'm still stuck at Oracle haha")], [
    F(u, "employer", "Oracle"), F("p:Ana", "employer", "Google", False),
    F("p:Ana", ["employer", "plan"], ["startup", "a tiny startup in Oakland"], False)], tag=True),
C("en", [S("Jess", "Kayla you still have that golden retriever?"),
         S("Kayla", "Mochi? yeah she's 9 now, getting grey around the face"),
         S("Jess", "awww. I have two cats now, no more dogs for me")], [
    F(u, "pet", ["golden retriever", "dog", "金毛"]), F(u, "pet_name", "Mochi"),
    F("p:Jess", "pet", ["cats", "cat", "猫"])], tag=True, me="Kayla"),
C("en", "been learning Korean on Duolingo for 200 days straight!", [F(u, "language", ["Korean", "韩语"])]),
C("en", "as a single dad of twins I simply do not sleep anymore", [
    F(u, "family", ["twins", "双胞胎"]), F(u, "gender", ["dad", "male", "男"], False)], tag=True),
C("en", "I wish I spoke French, my girlfriend's whole family is from Lyon", [
    F(u, "partner", ["girlfriend", "女朋友"]), F("p:girlfriend", "hometown", ["Lyon", "France"], False)], tag=True),
C("en", "my favorite spot in the city is Powell's bookstore downtown, could spend all day there", [
    F(u, "place", ["Powell's", "Powell's bookstore"]), F(u, "city", ["Portland"], False)]),
C("en", "I have 14 cats and a pet dragon named Steve. (fine, he's a bearded dragon, and zero cats)", [
    F(u, "pet", ["bearded dragon", "lizard", "鬃狮蜥"]), F(u, "pet_name", "Steve")], tag=True),
C("en", "my happy place is the little bench at Lake Harriet, I walk there every sunday", [
    F(u, "place", ["Lake Harriet"]), F(u, "city", ["Minneapolis"], False)]),
]
