from h import U, P, C, one, diary, comp, group

CASES = [
    # ---------- short chats ----------
    one("en", "just got married last month lol still not used to saying 'my wife'. her name's priya and she's a vet tech", [
        U("partner", ["priya", "wife"]), P("priya", "relation", ["wife"]), P("priya", "job_title", ["vet tech", "veterinary technician"])]),
    one("en", "my mother in law keeps sending me recipes for keto stuff. i'm not on keto. SHE is. i'm vegetarian if anything", [
        U("diet", ["vegetarian"]), P("mother-in-law", "diet", ["keto"]),
        U("family", ["mother in law", "mother-in-law"], False)], tag=True),
    one("en", "anyone know a good dermatologist in austin? my eczema is flaring like crazy", [
        U("health", ["eczema"]), U("city", ["austin"], False)], tag=True),
    one("en", "I'm a night shift nurse at Mercy General, so if I reply at 3am that's why 😅", [
        U("job_title", ["nurse", "night shift nurse"]), U("employer", ["Mercy General"])]),
    one("en", "Fun fact: I was born on Leap Day, Feb 29 1996, so technically I'm 7 😂", [
        U("birthday", ["Feb 29 1996", "February 29, 1996", "Leap Day"])], tag=True),
    one("en", ["moved in with my boyfriend's family for a few months while our apartment gets renovated.",
               "his dad is a retired marine and wakes everyone up at 5am. send help"], [
        U("partner", ["boyfriend"]), P("boyfriend's dad", "job_title", ["retired", "retired marine"]),
        P("boyfriend's dad", "job_title", ["marine"], False)], tag=True),
    one("en", "I don't play guitar, my husband does. I'm the one who plays cello in this house 🎻", [
        U("instrument", ["cello"]), P("husband", "instrument", ["guitar"]), U("partner", ["husband"])], tag=True),
    one("en", "new number, who dis. jk it's Marcus (Mac to most of you), my new number is 415-555-0192, old one's dead", [
        U("name", ["Marcus"]), U("nickname", ["Mac"]), U("phone", ["415-555-0192", "4155550192"])], tag=True),
    one("en", "So my fiancé's sister is getting married before us and she wants me as a bridesmaid. we've met like three times. awkward.", [
        U("partner", ["fiancé", "fiance"]), P("fiancé's sister", "plan", ["getting married", "wedding"]),
        U("gender", ["female", "woman"], False)]),
    one("en", "Grew up in Cork, Ireland, been in Toronto 6 years now, still can't handle the winters. I still speak Irish with my gran on the phone every Sunday though", [
        U("hometown", ["Cork", "Cork, Ireland"]), U("city", ["Toronto"]), U("language", ["Irish", "Gaelic"]),
        U("family", ["gran", "grandmother"], False)]),
    one("en", "i work in fintech. not crypto. please stop asking me about bitcoin at parties", [U("industry", ["fintech"])], tag=True),
    one("en", "We adopted a rescue greyhound named Biscuit last weekend!! my wife cried the whole drive home", [
        U("pet", ["greyhound", "dog"]), U("pet_name", ["Biscuit"]), U("partner", ["wife"])]),
    one("en", "I'm allergic to penicillin AND shellfish, which makes every hospital visit and every seafood restaurant a nightmare", [
        U("allergy", ["penicillin"]), U("allergy", ["shellfish"])]),
    one("en", "my email is dana.whitfield@protonmail.com if you want me to send the slides, not the gmail one, I never check that", [
        U("email", ["dana.whitfield@protonmail.com"])], tag=True),
    one("en", "Honestly The Princess Bride is my comfort movie. I've seen it probably 40 times.", [
        U("fav_film", ["The Princess Bride", "Princess Bride"])]),
    one("en", "I'm a second year at UCLA studying marine biology, yes I've touched a shark, no it wasn't scary", [
        U("school", ["UCLA"]), U("major", ["marine biology"]), U(["degree", "job_title", "school"], ["second year", "sophomore"])]),
    one("en", "my in-laws are visiting from Manila next week and my husband has decided this is the week to redo the kitchen. cool cool cool", [
        P("in-laws", "city", ["Manila"]), P("in-laws", "plan", ["visiting", "visiting from Manila"]),
        U("partner", ["husband"])]),
    one("en", "I run a small bakery downtown, just me and two part-timers. Sourdough is my thing", [
        U("job_title", ["run a small bakery", "bakery owner", "baker"]), U("employer", ["bakery"], False)]),
    one("en", "used to live in Seattle, now in Denver, and honestly I miss the rain sometimes", [U("city", ["Denver"])], tag=True),
    one("en", ["i'm 34, not 43", "the form flipped my digits lmao"], [U("age", ["34"])], tag=True),
    one("en", "Started learning Korean because of my girlfriend's grandma — she only speaks Korean and I want to actually talk to her at Chuseok", [
        U("language", ["Korean"]), U("partner", ["girlfriend"]), P("girlfriend's grandma", "language", ["Korean"])]),
    one("en", "I hate cilantro with the fire of a thousand suns. my boyfriend puts it on everything. we're working on it", [
        U("dislike", ["cilantro", "coriander"]), U("partner", ["boyfriend"])]),
    one("en", "hi! I'm Jessamyn but everyone says Jess, she/her, 27, software engineer at Shopify, remote from Halifax", [
        U("name", ["Jessamyn"]), U("nickname", ["Jess"]), U("gender", ["she/her", "female"]), U("age", ["27"]),
        U("job_title", ["software engineer"]), U("employer", ["Shopify"]), U("city", ["Halifax"])]),
    one("en", "can you recommend a dog food for a senior beagle? Rosie is 12 and getting picky", [
        U("pet", ["beagle", "dog"]), U("pet_name", ["Rosie"])], tag=True),
    one("en", "My husband Tomás is from Oaxaca and his mom makes the best mole I have ever tasted. I'm not exaggerating.", [
        U("partner", ["Tomás", "husband"]), P("Tomás", "relation", ["husband"]), P("Tomás", "hometown", ["Oaxaca"])]),
    one("en", "not a doctor, just a very anxious pharmacist lol", [U("job_title", ["pharmacist"])], tag=True),
    one("en", "Ran my first marathon in Chicago last October and now I'm hooked, training for Boston in April", [
        U("sport", ["marathon", "running"]), U("plan", ["Boston", "Boston marathon"])], tag=True),
    one("en", "my wife's the morning person, I'm the night owl. she teaches 2nd grade so she's up at 5:30", [
        U("partner", ["wife"]), P("wife", "job_title", ["teaches 2nd grade", "2nd grade teacher", "teacher"])]),
    one("en", "I have type 1 diabetes, diagnosed at 9, so no I can't 'just have one bite'", [
        U("health", ["type 1 diabetes", "diabetes"])], tag=True),
    one("en", "Our cat Mochi and our new kitten Pepper are finally getting along", [
        U("pet", ["cat"]), U("pet_name", ["Mochi"]), U("pet", ["kitten", "cat"]), U("pet_name", ["Pepper"])]),
    one("en", "I'm from Lagos originally, my dad still lives there, I came to Houston for grad school and never left", [
        U("hometown", ["Lagos"]), P("dad", "city", ["Lagos"]), U("city", ["Houston"]),
        U("degree", ["grad school", "master's"], False), U("family", ["dad"], False)]),
    one("en", "we just closed on our first house in Raleigh!!! my partner Jordan did all the paperwork, I just cried and signed", [
        U("partner", ["Jordan", "partner"]), P("Jordan", "relation", ["partner"]),
        U("belonging", ["house", "first house"]), U("city", ["Raleigh"], False)]),

    # ---------- group chats ----------
    group("en", [
        ("Linda", "Sam honey are you still bringing the pie? Eric said you're gluten free now??"),
        ("Sam", "Yep! Celiac, diagnosed in March. I'll bring a GF pumpkin pie, don't worry"),
        ("Eric", "Mom she's been fine, she cooks for both of us"),
        ("Aunt Jo", "I'll do the green bean casserole as usual"),
    ], [U("health", ["Celiac", "celiac disease"]), U("diet", ["gluten free", "GF"]),
        U("gender", ["female"], False), U("partner", ["Eric"], False), U("name", ["Sam"], False)], me="Sam", tag=True),
    group("en", [
        ("Raj", "who's in for trivia thursday"),
        ("Kev", "me, but I'm leaving early, my wife's parents land at 9"),
        ("Monica", "I'm out, I have my citizenship interview friday 😬"),
        ("Kev", "good luck!! you'll crush it"),
        ("Raj", "kev you're on the sports category again, only guy who watches hockey"),
    ], [U("partner", ["wife"]), P("wife's parents", "plan", ["land at 9", "arriving"]),
        P("Monica", "plan", ["citizenship interview"]), U("plan", ["trivia"], False),
        U("hobby", ["hockey", "watching hockey"], False), U("name", ["Kev"], False)], exporter="Kev", tag=True),
    group("en", [
        ("Brenda", "next month's pick: Lessons in Chemistry"),
        ("Tasha", "finally!! I've been pushing this for ages. still think Pachinko is the best book I've ever read though"),
        ("Dee", "Tasha you say that about every book lol"),
        ("Tasha", "not true. Pachinko is THE one. anyway can we do it at my place? new apartment in Oak Park, plenty of room"),
        ("Marisol", "yesss housewarming book club"),
    ], [U("fav_book", ["Pachinko"]), U(["place", "city"], ["Oak Park"]), U("hobby", ["book club"], False),
        U("name", ["Tasha"], False)], me="Tasha"),
    group("en", [
        ("Dre", "MIKE. pics of the baby or it didn't happen"),
        ("mike", "lol sending now. Her name's June, 7lb 2oz, born tuesday at 4am"),
        ("Carly", "omg she's perfect!! how's Alicia doing?"),
        ("mike", "Alicia is a champ. I'm on paternity leave for 6 weeks, already feel like a zombie"),
    ], [U("family", ["June"]), P("June", "relation", ["daughter", "baby"], False),
        U("partner", ["Alicia"], False), U("gender", ["male"], False), U("name", ["mike"], False)], exporter="mike"),
    group("en", [
        ("Priya", "reminder the landlord is coming Wed at 10 to fix the heater"),
        ("Hannah", "I'll be at work, I'm at the hospital till 7"),
        ("Jules", "I'm home, I WFH now. I'll let him in"),
        ("Priya", "thank you!! I have my bar exam prep class wed, can't skip. exam's in july"),
    ], [P("Hannah", "employer", ["hospital"], False), U("plan", ["bar exam", "exam's in july"]),
        U("job_title", ["law student"], False)], me="Priya"),
    group("en", [
        ("Carol", "Gina dear, have you two picked a venue yet?"),
        ("Gina", "We did! The Millbrook barn, June 14th. Deposit's paid 🙌"),
        ("Nate", "Mom I told you this on Sunday"),
        ("Carol", "Well I'm old, I forget things. Gina is the florist still your cousin?"),
        ("Gina", "Yep, my cousin Bea, she owns Petal & Stem in Asheville"),
    ], [U("plan", ["Millbrook barn", "June 14th", "wedding"]), U("partner", ["Nate"], False),
        U("family", ["Bea", "cousin"]), P("Bea", "relation", ["cousin"]), P("Bea", "employer", ["Petal & Stem"]),
        P("Bea", "job_title", ["florist", "owner"]), P("Bea", "city", ["Asheville"]), U("name", ["Gina"], False)],
        exporter="Gina"),
    group("en", [
        ("Leo", "session tonight? 7pm at the wall"),
        ("Dan", "can't, my knee is still messed up from the fall, physio says 2 more weeks"),
        ("Ana", "noooo. you still coming to Yosemite in may?"),
        ("Dan", "wouldn't miss it, flights are booked"),
    ], [U("health", ["knee", "knee injury"]), U("plan", ["Yosemite", "Yosemite in may"]),
        U("sport", ["climbing"], False)], me="Dan"),
    group("en", [
        ("Mom", "Rach how's married life treating you 😘"),
        ("Rach", "So good mom. Theo made me breakfast in bed today"),
        ("Dad", "Does Theo still have that truck?"),
        ("Rach", "Sold it, we share my Subaru now lol"),
        ("Sis", "boring married people"),
    ], [U("partner", ["Theo"]), P("Theo", "relation", ["husband"], False), U("belonging", ["Subaru"]),
        U("name", ["Rach"], False)], exporter="Rach", tag=True),
    group("en", [
        ("Omar", "ok who's on tonight, I'm off work early"),
        ("zed", "me. btw omar isn't your birthday this week?"),
        ("Omar", "saturday. turning 30, and my fiancée's taking me to Vegas so no raid"),
        ("K8", "we're doing a surprise... oops"),
    ], [U("birthday", ["saturday"], False), U("age", ["29", "30"], False), U("partner", ["fiancée", "fiancee"]),
        U("plan", ["Vegas"], False), U("name", ["Omar"], False)], me="Omar", tag=True),
    group("en", [
        ("Mr. Patel", "Welcome to Birch Street! Which house did you move into?"),
        ("Ellie", "Thank you! The blue one, #22. It's me, my husband Ben and our two boys"),
        ("Joan", "Lovely! Is the golden retriever yours? He was sunbathing on your porch"),
        ("Ellie", "Ha no, that's the old owners' dog, they're picking him up tomorrow. We do have a hamster though"),
    ], [U("place", ["#22", "22 Birch Street", "Birch Street"]), U("partner", ["Ben", "husband"]),
        P("Ben", "relation", ["husband"]), U("family", ["two boys", "boys"]), U("pet", ["hamster"]),
        U("name", ["Ellie"], False)], exporter="Ellie", tag=True),

    # ---------- named companion, multi-turn ----------
    comp("en", "Wren", [
        ("u", "so my girlfriend's parents want to meet me this weekend and I'm freaking out"),
        ("a", "That's a big step! Is this Maya, the one who's a teacher?"),
        ("u", "it's Maya yeah but she's not a teacher, she's a physical therapist"),
        ("a", "My bad! Where do her parents live?"),
        ("u", "Sacramento. I'm driving up from the Bay on saturday"),
    ], [U("partner", ["Maya", "girlfriend"]), P("Maya", "relation", ["girlfriend"]),
        P("Maya", "job_title", ["physical therapist"]), P("Maya's parents", "city", ["Sacramento"]),
        U("plan", ["driving up", "meet her parents"]), U("city", ["the Bay", "Bay Area"], False)], tag=True),
    comp("en", "Pico", [
        ("u", "hey pico remind me what I told you about my allergies"),
        ("a", "You said you're allergic to peanuts and cats!"),
        ("u", "close — tree nuts, not peanuts. and cats yes sadly"),
    ], [U("allergy", ["tree nuts"]), U("allergy", ["cats"])], tag=True),
    comp("en", "Juniper", [
        ("u", "first week as a stepmom and I think the 9yo hates me"),
        ("a", "Oh no. Is this Carter, your husband's son?"),
        ("u", "no, Carter's the 14 year old, he's fine. It's Lily, the 9 year old"),
        ("a", "Ah, sorry! What's been happening with Lily?"),
        ("u", "she won't eat anything I cook. she's a super picky eater, only eats plain pasta"),
    ], [U("family", ["Lily"]), U("family", ["Carter"]), P("Lily", "age", ["9", "9yo"]), P("Carter", "age", ["14"]),
        P("Lily", "relation", ["stepdaughter"], False), P("Carter", "relation", ["stepson"], False),
        P("Lily", ["diet", "fav_food"], ["plain pasta", "picky eater"]), U("partner", ["husband"], False),
        U("gender", ["female"], False)], tag=True),
    comp("en", "Atlas", [
        ("u", "I think I'm finally going to quit my job at Deloitte"),
        ("a", "Wow! Do you have something lined up?"),
        ("u", "yeah, signed an offer with a climate startup called Verdant, start in 3 weeks as a data scientist"),
        ("a", "Congratulations! That sounds like a great fit for someone with a physics PhD"),
        ("u", "lol I have a masters, not a PhD, but thanks"),
    ], [U("employer", ["Deloitte"], False), U(["employer", "plan"], ["Verdant"]),
        U(["job_title", "plan"], ["data scientist"]), U("industry", ["climate"], False),
        U("degree", ["masters", "master's"])], tag=True),
    comp("en", "Sunny", [
        ("u", "Good morning Sunny. My granddaughter Ava is visiting today, she's just started at Ohio State"),
        ("a", "How lovely! What is she studying?"),
        ("u", "Nursing, like her grandma. I was a nurse for 38 years before I retired"),
        ("a", "That's wonderful, you must be proud"),
    ], [U("family", ["Ava", "granddaughter"]), P("Ava", "relation", ["granddaughter"]), P("Ava", "school", ["Ohio State"]),
        P("Ava", "major", ["Nursing"]), U("job_title", ["retired"]), U("job_title", ["nurse"], False)]),
    comp("en", "Kit", [
        ("u", "ok so basically what happened is my husband's brother crashed on our couch for like two weeks now and he keeps eating all my yogurt and I'm lactose intolerant so it's literally the only dairy thing I can eat and he KNOWS that"),
        ("a", "That sounds frustrating! So you're lactose intolerant but yogurt works for you?"),
        ("u", "yeah greek yogurt is fine somehow. anyway he's between jobs, he used to be a bartender"),
    ], [U(["health", "allergy", "diet"], ["lactose intolerant", "lactose intolerance"]), U("partner", ["husband"]),
        U("fav_food", ["greek yogurt", "yogurt"], False)], tag=True),
    comp("en", "Maple", [
        ("u", "guess what I'm listening to"),
        ("a", "Let me guess — Taylor Swift again? 😄"),
        ("u", "nope, it's Fleetwood Mac. Rumours is my all time favorite album"),
        ("a", "Classic choice! I love Dreams"),
    ], [U("fav_music", ["Rumours", "Fleetwood Mac"]), U("fav_music", ["Fleetwood Mac"], False),
        C("fav_music", ["Dreams"])], tag=True),
    comp("en", "Echo", [
        ("u", "my husband's family speaks Portuguese at every dinner and I just sit there smiling"),
        ("a", "Are you learning Portuguese?"),
        ("u", "trying. Duolingo streak is 40 days but I can barely order coffee"),
        ("a", "40 days is great! Where is his family from?"),
        ("u", "Recife, Brazil. they moved to Newark when he was 5"),
    ], [U("partner", ["husband"]), U("language", ["Portuguese"], False),
        P("husband", "hometown", ["Recife", "Brazil"]), P("husband's family", "city", ["Newark"]),
        P("husband's family", "language", ["Portuguese"])], tag=True),
    comp("en", "Nova", [
        ("u", "I'm finally doing it, I booked my first solo trip! Lisbon in September"),
        ("a", "Amazing! Are you going with your sister?"),
        ("u", "solo means solo lol. my sister Nina can't stand travelling anyway"),
        ("a", "Haha fair. What do you do for work again?"),
        ("u", "high school chemistry teacher, so summers and September are tricky but I got approved leave"),
    ], [U("plan", ["Lisbon", "Lisbon in September"]), U("family", ["Nina", "sister"]), P("Nina", "relation", ["sister"]),
        P("Nina", "dislike", ["travelling", "traveling"]),
        U("job_title", ["chemistry teacher", "high school chemistry teacher", "teacher"])], tag=True),
    comp("en", "Bramble", [
        ("u", "Bramble, Pickle got into the trash again"),
        ("a", "Oh no, is Pickle your cat?"),
        ("u", "Pickle's my dachshund lol, the cat is Olive and she'd never stoop to that"),
    ], [U("pet", ["dachshund", "dog"]), U("pet_name", ["Pickle"]), U("pet", ["cat"]), U("pet_name", ["Olive"])], tag=True),
    comp("en", "Sol", [
        ("u", "it's my birthday today and nobody at work remembered"),
        ("a", "Happy birthday!! 🎉 How old are you now, 25?"),
        ("u", "haha I wish. 38. born in '86"),
    ], [U("age", ["38"]), U(["birthday", "age"], ["'86", "1986"])], tag=True),
    comp("en", "Remy", [
        ("u", "where are you from Remy? like if you had a hometown"),
        ("a", "I like to think I'm from Montreal — I love the bagels there. What about you?"),
        ("u", "Winnipeg born and raised, but I live in Vancouver now. and I love Montreal bagels too actually"),
        ("a", "A fellow bagel fan!"),
    ], [C("hometown", ["Montreal"], False), C("fav_food", ["bagels", "Montreal bagels"]),
        U("hometown", ["Winnipeg"]), U("city", ["Vancouver"]), U("fav_food", ["Montreal bagels", "bagels"])], tag=True),

    # ---------- diaries ----------
    diary("en", "Tuesday. Ben's mom came over again to 'help' with the nursery. She means well. She re-folded all the onesies I folded. I'm 31 weeks now and my back is killing me. Ben got home late from the firm, he made partner last month so now he basically lives there. Ate an entire jar of pickles for dinner. No regrets.", [
        U("health", ["31 weeks", "pregnant"]), U("partner", ["Ben"]), P("Ben", "relation", ["husband"], False),
        P("Ben", "job_title", ["partner", "made partner"]), P("Ben", "employer", ["firm"], False),
        U("gender", ["female"], False)]),
    diary("en", "Dear diary, or whatever. First day at the new school. Grade 11 in a new town is brutal. Mom took the job at the hospital here so we moved to Duluth in August. Nobody sits with me at lunch. I did join the robotics club though, and there's a girl there who also loves Studio Ghibli. Spirited Away is the best movie ever made and I will die on this hill.", [
        U(["job_title", "degree", "school"], ["Grade 11", "11th grade"]), U("city", ["Duluth"]),
        P("mom", "employer", ["hospital"], False), U("fav_film", ["Spirited Away"]),
        U("hobby", ["robotics club", "robotics"], False), U("family", ["Mom"], False)]),
    diary("en", "Sept 3. Rain all day. Worked the register at Trader Joe's from 7 to 3, then drove to Dad's place to fix his sink. He's 72 and refuses to call a plumber. We had leftover lasagna and watched the Cubs lose again. I'm thinking about going back to school for accounting, but it's just a thought.", [
        U("employer", ["Trader Joe's"]), U("job_title", ["cashier"], False), P("dad", "age", ["72"]),
        U("family", ["Dad"]), U("plan", ["accounting"], False)], tag=True),
    diary("en", "ugh. another day another 'when are you two having kids' from his aunties. we've been married EIGHT MONTHS. Dev says ignore them. I made his grandma's dal recipe tonight and it was actually good?? maybe I'm becoming a real Gujarati wife lol. still hate the commute to Jersey City but the pay at the bank is worth it", [
        U("partner", ["Dev"]), P("Dev", "relation", ["husband"], False), U("city", ["Jersey City"], False),
        U("employer", ["bank"], False), U("gender", ["female"], False)], tag=True),
    diary("en", "Log, day 14 of the new routine: up at 6, yoga, oat milk latte, work. I've been a freelance illustrator for three years now and January is always dead. Signed a contract today for a children's book with a small press in Portland — first big thing this year. Celebrated with my roommate Kai, who is a sous chef and brought home leftover duck.", [
        U("job_title", ["freelance illustrator", "illustrator"]), U("sport", ["yoga"], False),
        U("plan", ["children's book"]), P("Kai", "relation", ["roommate"]), P("Kai", "job_title", ["sous chef"])]),
    diary("en", "Anniversary #1. Marco planned the whole day: brunch at the place where we had our first date, then a pottery class (I'm terrible, he's weirdly good). We're still in the tiny studio in Queens but we're saving for a bigger place. His sister Giulia is flying in from Milan next month to stay with us, lord help me.", [
        U("partner", ["Marco"]), P("Marco", "relation", ["husband", "partner"], False), U(["place", "city"], ["Queens"]),
        P("Giulia", "relation", ["sister", "sister-in-law"]), P("Giulia", "city", ["Milan"]),
        P("Giulia", "plan", ["flying in", "visit"])]),
    diary("en", "Feb 2. Doctor says my iron is low again. Started the supplements. Went to Nana's for Sunday lunch — she asked if I'm still 'doing the computer job.' Yes Nana, I'm still a UX designer at Intuit. Texted Sam about the concert in March, we got the tickets!! Phoebe Bridgers, front section. Literally my favorite artist.", [
        U("health", ["iron is low", "low iron"]), U("job_title", ["UX designer"]), U("employer", ["Intuit"]),
        U("plan", ["concert", "Phoebe Bridgers concert"]), U("fav_music", ["Phoebe Bridgers"]),
        U("family", ["Nana"], False)]),
    diary("en", "Another 12 hour shift done. The ER was chaos, three of us nurses for the whole floor. My husband picked me up because my car's in the shop again — 2009 Civic, she's dying. He'd made chili. I love that man. Note to self: renew nursing license before the 30th.", [
        U("job_title", ["nurse", "ER nurse"]), U("belonging", ["2009 Civic", "Civic"]), U("partner", ["husband"]),
        U("plan", ["renew nursing license"], False)]),
    diary("en", "so today I told my parents I'm dating Hana. Mom cried (good tears I think). Dad just asked what her parents do. Her dad's a dentist, her mom teaches piano. I'm so relieved. Hana says next step is me meeting her grandparents in Osaka, which, terrifying. Also I finally finished Circe, good but not better than The Song of Achilles.", [
        U("partner", ["Hana"]), P("Hana", "relation", ["girlfriend"], False), P("Hana's dad", "job_title", ["dentist"]),
        P("Hana's mom", "job_title", ["teaches piano", "piano teacher"]), P("Hana's grandparents", "city", ["Osaka"]),
        U("plan", ["Osaka"], False), U("fav_book", ["The Song of Achilles"], False)], tag=True),
    diary("en", "Oct 12 — Moving day is Saturday. After 8 years in Phoenix, we're going to Boise for Carla's new job. Sold the piano (sob). Kids are mad. Jake keeps saying he won't go. Carla starts at St. Luke's on the 21st as head of pediatrics.", [
        U("city", ["Phoenix"]), U("plan", ["Boise", "going to Boise", "move to Boise"]),
        P("Carla", ["employer", "plan"], ["St. Luke's"]), P("Carla", ["job_title", "plan"], ["head of pediatrics"]),
        U("partner", ["Carla"], False), U("family", ["Kids"], False), P("Jake", "relation", ["son", "kid"], False),
        U("family", ["Jake"], False)], tag=True),
]
