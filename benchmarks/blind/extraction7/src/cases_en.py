from h import F, U, P, C, u, a, s, case

L = "en"
CASES = []
add = CASES.append

# ---------------- short chats ----------------
add(case(L, "ugh night shift again. icu nurse life. at least the vending machine has takis", [
    U("job_title", ["icu nurse", "nurse"]),
    U("fav_food", ["takis"], False),
]))
add(case(L, "My name's Priyanka but honestly only my grandma calls me that, everyone else says Pri", [
    U("name", ["Priyanka"]),
    U("nickname", ["Pri"]),
    U("family", ["grandma"], False),
]))
add(case(L, "i'm allergic to shellfish (like, epipen allergic) so sushi nights are mostly cucumber rolls for me lol", [
    U("allergy", ["shellfish"]),
    U("belonging", ["epipen", "EpiPen"], False),
]))
add(case(L, "just moved to Denver from Austin last month, got a place in Capitol Hill, still getting used to the altitude. any1 know a good climbing gym??", [
    U("city", ["Denver"]),
    U("place", ["Capitol Hill"]),
    U("sport", ["climbing"], False),
], neg=True))
add(case(L, "I teach 8th grade science at a middle school in Tulsa. yes the kids are feral. yes I love them", [
    U("job_title", ["8th grade science", "science teacher", "teacher"]),
    U("city", ["Tulsa"]),
]))
add(case(L, "Not a cat person. My wife is though, so now we have three. Biscuit, Mango and one called Professor.", [
    U("partner", ["wife"]),
    U("pet", ["cat", "cats"]),
    U("pet_name", ["Biscuit"]),
    U("pet_name", ["Mango"]),
    U("pet_name", ["Professor"]),
], neg=True))
add(case(L, "new email btw: d.okafor.writes@gmail.com — the yahoo one is dead, don't use it", [
    U("email", ["d.okafor.writes@gmail.com"]),
], neg=True))
add(case(L, "turned 41 on tuesday. my daughter made me a cake shaped like a fish because apparently that's 'my vibe'", [
    U("age", ["41"]),
    U("family", ["daughter"], False),
]))
add(case(L, "if I had gone to law school like my dad wanted id prob be rich and miserable. instead I'm a broke and happy tattoo artist", [
    U("job_title", ["tattoo artist"]),
], neg=True))
add(case(L, "Does anyone else get migraines when the weather changes? I've had them since I was a teenager, it's brutal", [
    U("health", ["migraines", "migraine"]),
]))
add(case(L, "my boyfriend Theo works at Pixar and I still don't understand what he actually does there. something with lighting?", [
    U("partner", ["Theo"]),
    P("Theo", "relation", ["boyfriend"]),
    P("Theo", "employer", ["Pixar"]),
    P("Theo", "job_title", ["lighting"], False),
]))
add(case(L, "call me on the new number: 415-882-0913. the old 650 one got ported to my brother", [
    U("phone", ["415-882-0913"]),
    U("family", ["brother"], False),
], neg=True))
add(case(L, "Grew up in Cork, live in Manchester now, support neither city's football team because I only watch rugby", [
    U("hometown", ["Cork"]),
    U("city", ["Manchester"]),
], neg=True))
add(case(L, "vegetarian for 10 yrs. no i don't miss bacon. ok maybe a little", [
    U("diet", ["vegetarian"]),
]))
add(case(L, "Favourite album of all time: Rumours. Fleetwood Mac forever. My roommate says it's dad music, she listens to k-pop all day so who's she to judge", [
    U("fav_music", ["Rumours", "Fleetwood Mac"]),
    P("roommate", "fav_music", ["k-pop"], False),
    P("roommate", "relation", ["roommate"], False),
], neg=True))
add(case(L, "booked my flights to Lisbon for october!! 10 days, solo, first trip since the divorce", [
    U("plan", ["Lisbon", "flights to Lisbon", "trip to Lisbon"]),
], neg=True))
add(case(L, "I've been playing bass in a garage band for like 6 years, we're terrible but it's the best part of my week", [
    U("instrument", ["bass"]),
    U("hobby", ["garage band", "band"], False),
]))
add(case(L, [u("Work at Deloitte, audit."), u("Don't ask me about taxes, I'm not that kind of accountant")], [
    U("employer", ["Deloitte"]),
    U(["job_title", "industry"], ["audit", "auditor", "accountant"]),
], neg=True))
add(case(L, "i hate running with every fiber of my being but my doctor said cardio so here i am on a rowing machine at 6am", [
    U("dislike", ["running"]),
    U("sport", ["rowing", "rowing machine"]),
], neg=True))
add(case(L, "So I'm the only one in my family who doesn't speak Tagalog properly. I understand it but answer in English, my lola thinks it's hilarious", [
    U("language", ["English"]),
    U("language", ["Tagalog"], False),
], neg=True))
add(case(L, "My birthday's March 2nd, same as Dr Seuss, which my mum made a huge deal of when I was little", [
    U("birthday", ["March 2nd", "March 2"]),
]))
add(case(L, "we don't have kids, just a 70lb rescue pit named Waffles who thinks he's a lapdog", [
    U("pet", ["pit", "pit bull", "dog"]),
    U("pet_name", ["Waffles"]),
], neg=True))
add(case(L, "Finished my PhD in linguistics at Edinburgh in 2019 and now I... write copy for a dog food company. life is funny", [
    U("degree", ["PhD"]),
    U("major", ["linguistics"]),
    U("school", ["Edinburgh", "University of Edinburgh"]),
    U("job_title", ["write copy", "copywriter"]),
    U("employer", ["dog food company"], False),
]))
add(case(L, "my favorite movie is The Princess Bride and I will fight anyone about it", [
    U("fav_film", ["The Princess Bride", "Princess Bride"]),
]))
add(case(L, "I'm a guy btw, people assume I'm a woman bc my username has 'rose' in it. Rose is my cat", [
    U("gender", ["guy", "male", "man"]),
    U("pet", ["cat"]),
    U("pet_name", ["Rose"]),
], neg=True))
add(case(L, "wish i could afford a car in this city. bike commuting in Chicago winters is character building I guess", [
    U("city", ["Chicago"]),
    U("sport", ["bike", "cycling"], False),
], neg=True))
add(case(L, "currently reading Dune for the third time. it's my comfort book", [
    U("fav_book", ["Dune"]),
]))
add(case(L, [u("my sister got engaged last night!!!"), u("to a dentist named Carlos lol. she's a dentist too, they met at a conference. peak dentist love story")], [
    P("sister", "partner", ["Carlos"]),
    P("sister", "job_title", ["dentist"]),
    P("Carlos", "job_title", ["dentist"]),
    P("sister", "plan", ["engaged", "wedding"], False),
    U("family", ["sister"]),
]))
add(case(L, "I'm not a software engineer, I'm a product designer. I just sit near the engineers and absorb their snacks", [
    U("job_title", ["product designer"]),
], neg=True))
add(case(L, "Celiac here. Yes it's a real thing, no I can't just have a little bread", [
    U(["health", "diet", "allergy"], ["Celiac", "coeliac", "gluten"]),
]))
add(case(L, "been doing jiu jitsu 3x a week since january, blue belt next month hopefully", [
    U("sport", ["jiu jitsu", "BJJ"]),
]))
add(case(L, "Still have my grandpa's 1978 Gibson, I don't play it much but I'd never sell it", [
    U("belonging", ["1978 Gibson", "Gibson", "guitar"]),
    U("instrument", ["guitar"], False),
], neg=True))

# ---------------- diaries ----------------
add(case(L, [u("Tuesday. Rained all day. Took the 7:40 bus because I missed the 7:20, of course. At work (I do payroll for a hospital system, thrilling) the printer jammed twice. Lunch was leftover pad see ew, which I could honestly eat every day. Called Mom on the way home, she's doing better after the knee surgery. Jonah cooked, bless him — six years married and he still can't make rice without burning it. Read twenty pages of Middlemarch before falling asleep.")], [
    U("job_title", ["payroll"]),
    U("industry", ["hospital", "healthcare"], False),
    U("fav_food", ["pad see ew"]),
    U("partner", ["Jonah"]),
    P("Jonah", "relation", ["married", "husband"]),
    P("mom", "health", ["knee surgery"], False),
    U("family", ["Mom"], False),
], neg=True, kind="diary"))
add(case(L, [u("dear diary lol. first day at the new job!! I'm officially a junior data analyst at a logistics startup in Rotterdam. everyone speaks dutch at lunch and I just nod. my dutch is like 3 words. went to the market after, bought tulips for no reason. Lena texted that she's coming to visit in may, she's still in Berlin doing her masters. need to buy a second pillow.")], [
    U("job_title", ["junior data analyst", "data analyst"]),
    U("industry", ["logistics"]),
    U("city", ["Rotterdam"]),
    P("Lena", "city", ["Berlin"]),
    P("Lena", "degree", ["masters", "master's"]),
    P("Lena", "plan", ["visit in may", "coming to visit"], False),
], neg=True, kind="diary"))
add(case(L, [u("Sunday, Oct 3. Woke up at 5 for the half marathon — finished in 2:04, a personal best! Legs are jelly. Afterwards brunch with the running club, Sam kept talking about his new job at the fire department. I'm 37 and I've never felt fitter. Evening: laundry, meal prep, and two episodes of The Great British Bake Off. Cat knocked a plant off the windowsill, classic Pickle.")], [
    U("sport", ["half marathon", "running"]),
    U("age", ["37"]),
    U("pet", ["cat"]),
    U("pet_name", ["Pickle"]),
    P("Sam", "employer", ["fire department"]),
    U("hobby", ["running club"], False),
], neg=True, kind="diary"))
add(case(L, [u("Couldn't sleep. Kept thinking about the call with the adoption agency — we're approved! Nadia cried, I cried, the dog cried (he didn't, he just wanted dinner). We've been in this house in Leeds for four years now and the spare room is finally going to be a nursery. Told my manager at the council I'll need leave in spring. Still can't believe it.")], [
    U("partner", ["Nadia"], False),
    U("city", ["Leeds"]),
    U("plan", ["adoption", "adopt"]),
    U("employer", ["the council", "council"]),
    U("pet", ["dog"]),
    U("belonging", ["house"], False),
], kind="diary"))
add(case(L, [u("Today I finally got my green card. 11 years after landing at JFK with two suitcases. Called my parents in Lagos, Dad made Mom put me on speaker so the whole street could hear. Celebrated with jollof rice at the place on 125th. Back to work tomorrow — still driving for UPS, still love it, weirdly.")], [
    U("hometown", ["Lagos", "Nigeria"], False),
    P("parents", "city", ["Lagos"]),
    U("employer", ["UPS"]),
    U("job_title", ["driving", "driver"]),
    U("fav_food", ["jollof rice"], False),
    U("city", ["New York", "NYC"], False),
    U("belonging", ["green card"]),
], kind="diary"))
add(case(L, [u("dream last night: I was a pilot flying over the ocean and my teeth fell out. very normal. real life: I'm an orthodontist, so the teeth part is ironic. Ran into my ex at the grocery store, she's with someone new and apparently moved to Portland. didn't feel much. Spent the evening practicing piano, Chopin nocturne, still butchering the left hand.")], [
    U("job_title", ["orthodontist"]),
    U("instrument", ["piano"]),
    P("ex", "city", ["Portland"], False),
], neg=True, kind="diary"))
add(case(L, [u("3am thoughts. Got diagnosed with ADHD last week at 29. Explains so much. Started meds today. Work was fine — I'm a sous chef at a little Italian place downtown, Friday rush was chaos. My brother Dev texted asking if I'm coming to his wedding in June, obviously yes, I'm a groomsman. Need a suit.")], [
    U("health", ["ADHD"]),
    U("age", ["29"]),
    U("job_title", ["sous chef"]),
    U("employer", ["little Italian place", "Italian place"], False),
    P("Dev", "relation", ["brother"]),
    P("Dev", "plan", ["wedding"]),
    U("family", ["Dev", "brother"]),
    U("plan", ["wedding", "groomsman"]),
    U("gender", ["male", "groomsman"], False),
], kind="diary"))
add(case(L, [u("Long day at the library (I'm a reference librarian, people still think we just shush). Knitting circle after, finished the sleeve on Grandma's sweater. My hands hurt — arthritis is getting worse, the doc wants to try a new med. Frank's been complaining about his back again, 43 years married and he still won't see a doctor. Tomorrow I'll call Karen about Thanksgiving.")], [
    U("job_title", ["reference librarian", "librarian"]),
    U("hobby", ["knitting", "Knitting circle"]),
    U("health", ["arthritis"]),
    U("partner", ["Frank"]),
    P("Frank", "health", ["back"], False),
    P("Frank", "relation", ["married", "husband"]),
], neg=True, kind="diary"))
add(case(L, [u("entry 1 of my 'write every day' resolution. I'm a sophomore at Ohio State, studying mechanical engineering, living in a dorm that smells like popcorn. roommate plays guitar at 1am. I joined the ultimate frisbee team today!!! practice is tuesdays. also called home, my little brother Eli got his learner's permit, god help us all.")], [
    U("school", ["Ohio State", "Ohio State University"]),
    U("major", ["mechanical engineering"]),
    U("degree", ["sophomore", "undergraduate", "bachelor"], False),
    U("sport", ["ultimate frisbee", "frisbee"]),
    P("Eli", "relation", ["little brother", "brother"]),
    P("roommate", "instrument", ["guitar"], False),
    U("family", ["Eli", "brother"]),
], neg=True, kind="diary"))
add(case(L, [u("Week 2 of being unemployed. Aplied to 14 jobs today. I used to be a recruiter, which is the funniest part. Walked the dog twice, made sourdough, watched Paddington 2 for the hundredth time because it is objectively the best movie ever made. Mark said he might be able to get me an interview at his firm. We'll see.")], [
    U("pet", ["dog"]),
    U("fav_film", ["Paddington 2"]),
    U("hobby", ["sourdough"], False),
    P("Mark", "employer", ["his firm", "firm"], False),
], neg=True, kind="diary"))

# ---------------- companion chats ----------------
add(case(L, [
    u("hey Juniper, long week. my landlord finally fixed the heating"),
    a("Finally! That's the apartment in Minneapolis, right? I remember you said it gets brutal there."),
    u("St. Paul actually, the other twin city. but yes brutal"),
    a("Oops, St. Paul! Are you still at the brewery?"),
    u("yep, head brewer now, got promoted in march"),
], [
    U("city", ["St. Paul", "Saint Paul"]),
    U("job_title", ["head brewer", "brewer"]),
    U("employer", ["the brewery", "brewery"], False),
], character="Juniper", neg=True, kind="companion"))
add(case(L, [
    u("Atlas, can you help me remember stuff? I'm terrible at it"),
    a("Of course! Tell me anything and I'll keep it in mind."),
    u("ok: I'm Gwen, I'm 34, I'm a vet tech, and I have a horse named Dolly. That's the basics"),
    a("A vet tech with a horse, that tracks! And you're allergic to dogs, you said last time?"),
    u("no that was my husband lol. I'm fine with dogs, he sneezes at them"),
], [
    U("name", ["Gwen"]),
    U("age", ["34"]),
    U("job_title", ["vet tech", "veterinary technician"]),
    U("pet", ["horse"]),
    U("pet_name", ["Dolly"]),
    U("partner", ["husband"]),
    P("husband", "allergy", ["dogs", "dog"]),
], character="Atlas", neg=True, kind="companion"))
add(case(L, [
    u("Wren I'm nervous. interview tomorrow"),
    a("You've got this! Is it for the accounting role at Nike you mentioned?"),
    u("Adidas. and it's marketing not accounting haha. you're mixing me up"),
    a("Sorry! Marketing at Adidas. Are you still at the agency until then?"),
    u("yeah still at the agency. if I get it I'll have to move to Portland, which, honestly, I'd love"),
], [
    U("employer", ["the agency", "agency"]),
    U("industry", ["marketing"], False),
], character="Wren", neg=True, kind="companion"))
add(case(L, [
    u("Ollie, random question, what's your favourite food"),
    a("Ooh, if I could eat, I'd say ramen. Something about a warm bowl on a cold day. What about you?"),
    u("ramen too honestly. but tonkotsu specifically. I'm half Japanese so my mum made it a lot"),
    a("That's lovely! Do you speak Japanese then?"),
    u("only a bit, like kid level. I speak english and welsh, I grew up in Cardiff"),
], [
    C("fav_food", ["ramen"]),
    U("fav_food", ["tonkotsu", "ramen"]),
    U("language", ["english"]),
    U("language", ["welsh"]),
    U("hometown", ["Cardiff"]),
    U("language", ["Japanese"], False),
], character="Ollie", neg=True, kind="companion"))
add(case(L, [
    u("Sage I got the results back"),
    a("How did it go? Is this the thyroid thing?"),
    u("yeah. hypothyroidism, confirmed. so I'll be on levothyroxine forever I guess"),
    a("I'm sorry, that's a lot to take in. At least it explains the tiredness you've had?"),
    u("it does. and the doc says with the meds I can still do my triathlon in august, so that's the main thing"),
], [
    U("health", ["hypothyroidism", "thyroid"]),
    U("plan", ["triathlon"]),
    U("sport", ["triathlon"], False),
    U("belonging", ["levothyroxine"], False),
], character="Sage", kind="companion"))
add(case(L, [
    u("hi Pip! guess what, I'm officially a grandma"),
    a("Congratulations!!! Is this your son Matt's baby?"),
    u("my daughter Ruth's! Matt doesn't have kids, he's got two cats and a motorcycle. baby's a girl, Ivy, 7 pounds"),
    a("Ivy is such a pretty name! How's Ruth doing?"),
], [
    U("family", ["Ruth", "daughter"]),
    P("Ruth", "relation", ["daughter"]),
    U("family", ["Ivy", "granddaughter"]),
    P("Ivy", "relation", ["granddaughter"], False),
    P("Matt", "pet", ["cats", "cat"]),
    P("Matt", "belonging", ["motorcycle"]),
    P("Matt", "relation", ["son"], False),
    U("gender", ["female", "grandma"], False),
], character="Pip", neg=True, kind="companion"))
add(case(L, [
    u("Bramble what should I cook tonight"),
    a("How about a nice steak? You said you love a good ribeye."),
    u("i've been vegan for 3 years, you're thinking of someone else lol"),
    a("My mistake! What about a chickpea curry then?"),
    u("yes perfect. also I hate mushrooms so nothing with those"),
], [
    U("diet", ["vegan"]),
    U("dislike", ["mushrooms"]),
], character="Bramble", neg=True, kind="companion"))
add(case(L, [
    u("Echo, tell me about yourself first"),
    a("Well, I love old jazz records, especially Chet Baker. And I'm a terrible chess player. Your turn!"),
    u("ha ok. I'm a firefighter in Phoenix, I coach my son's little league team, and my guilty pleasure is Taylor Swift"),
    a("A firefighter who loves Taylor Swift, amazing. Is your son the shortstop?"),
    u("he's the catcher. 9 years old and fearless"),
], [
    C("fav_music", ["Chet Baker", "jazz"]),
    U("job_title", ["firefighter"]),
    U("city", ["Phoenix"]),
    U("fav_music", ["Taylor Swift"]),
    U("family", ["son"]),
    P("son", "age", ["9"]),
    P("son", "sport", ["little league", "baseball"]),
    U("hobby", ["coach", "coaching little league"], False),
], character="Echo", neg=True, kind="companion"))
add(case(L, [
    u("Kai, do you remember where I went to school?"),
    a("Hmm, was it NYU? You studied film, I think."),
    u("close but no. Emerson in Boston. and it was journalism, not film"),
    a("Emerson, journalism! Are you still working as a reporter?"),
    u("nope, I switched to PR two years ago. pays better, soul slightly dented"),
    a("Ha, dented souls heal. Do you still read as much as you used to?"),
    u("less than I'd like. my favorite book is still Just Kids by Patti Smith, read it freshman year and never recovered"),
], [
    U("fav_book", ["Just Kids"]),
    U("school", ["Emerson"]),
    U("major", ["journalism"]),
    U(["industry", "job_title"], ["PR", "public relations"]),
], character="Kai", neg=True, kind="companion"))
add(case(L, [
    u("Nova it's my birthday next week"),
    a("Yay! How old will you be? 25?"),
    u("I'm turning 50 lol but thank you"),
    a("Fifty and fabulous! Any plans?"),
    u("my wife booked us a week in Iceland. she's the planner, I'm the one who forgets passports"),
], [
    U("age", ["50", "49"], False),
    U("partner", ["wife"]),
    U("plan", ["Iceland", "a week in Iceland"]),
], character="Nova", neg=True, kind="companion"))
add(case(L, [
    u("Milo I think I want to learn an instrument"),
    a("Great idea! Since you already play violin, maybe viola would be easy?"),
    u("I don't play violin?? I've never played anything. I was thinking drums"),
    a("Oh sorry! Drums is awesome. Do you have room for a kit?"),
    u("I live in a tiny studio in Brooklyn so... electronic kit with headphones probably"),
], [
    U("city", ["Brooklyn", "New York"]),
    U("place", ["tiny studio", "studio"], False),
    U("plan", ["drums"], False),
], character="Milo", neg=True, kind="companion"))
add(case(L, [
    u("Lumi, today I told my coworkers I'm gay. first time at work"),
    a("That's a huge step. How did it go?"),
    u("really well actually. my manager just said 'cool, is your boyfriend coming to the holiday party?' and that was it"),
    a("That's wonderful. Is he coming?"),
    u("Andre? yes, he already bought an ugly sweater for it"),
], [
    U("partner", ["Andre"]),
    P("Andre", "relation", ["boyfriend"]),
    U("plan", ["holiday party"], False),
    U("gender", ["male"], False),
], character="Lumi", kind="companion"))

# ---------------- group chats ----------------
add(case(L, [
    s("Jess", "who's bringing what to the bbq saturday"),
    s("Marcus", "I'll do burgers. Jess you're still vegetarian right"),
    s("Jess", "pescatarian now! so fish is fine"),
    s("Tori", "I'll bring the cornhole set. also heads up I can't do peanuts, allergy"),
    s("Marcus", "noted. Ben?"),
    s("Ben", "beer. obviously"),
], [
    U("diet", ["pescatarian"]),
    P("Tori", "allergy", ["peanuts"]),
    P("Tori", "belonging", ["cornhole set"], False),
], me="Jess", neg=True, kind="group"))
add(case(L, [
    s("Coach Dan", "reminder: game moved to 10am sunday"),
    s("Lisa", "thanks! Mia will be there. she's been practicing her serve all week", exp=True),
    s("Raj", "Aarav has a fever, probably out"),
    s("Lisa", "feel better Aarav! Raj I can drop off soup, we're only two streets over"),
    s("Coach Dan", "thanks Lisa. Mia's been our best server this season"),
], [
    U("family", ["Mia", "daughter"], False),
    P("Mia", "sport", ["serve", "volleyball"], False),
    P("Aarav", "health", ["fever"], False),
    U("name", ["Lisa"], False),
    P("Mia", "relation", ["daughter", "child"], False),
], neg=True, kind="group"))
add(case(L, [
    s("Hannah", "family zoom sunday? grandma wants to see everyone"),
    s("Uncle Pete", "I'm in. still in Florida till april"),
    s("Chris", "can't, I'm on call at the hospital all weekend"),
    s("Hannah", "ugh residency. ok what about saturday"),
    s("Chris", "saturday works. also guys, Sophie and I are moving to Seattle in the summer, I matched there for fellowship"),
], [
    U(["job_title"], ["residency", "resident", "doctor"], False),
    U("employer", ["the hospital", "hospital"], False),
    U(["plan"], ["moving to Seattle", "Seattle", "fellowship"]),
    U("partner", ["Sophie"], False),
    P("Uncle Pete", "place", ["Florida"], False),
], me="Chris", neg=True, kind="group"))
add(case(L, [
    s("Kev", "lads fantasy draft is thursday"),
    s("Omar", "I'll be late, parents evening at the school. I'm the one running it this year lol, teacher life", exp=True),
    s("Kev", "Mr Omar sir"),
    s("Danny", "I'm out this season, new baby, zero brain cells"),
    s("Omar", "congrats again Danny! how's Ellie"),
], [
    U("job_title", ["teacher"]),
    U("name", ["Omar"], False),
    P("Danny", "family", ["new baby", "baby"]),
    U("hobby", ["fantasy", "fantasy draft"], False),
], neg=True, kind="group"))
add(case(L, [
    s("Priya", "book club pick for march?"),
    s("Elaine", "I vote Pachinko"),
    s("Meg", "read it, loved it, it's my favourite book actually"),
    s("Priya", "Meg you say that about every book"),
    s("Meg", "not true! only the good ones. also I can't host this month, my kitchen is being redone"),
    s("Elaine", "I'll host, I'm retired I have all the time in the world"),
], [
    U("hobby", ["book club"], False),
    P("Meg", "fav_book", ["Pachinko"]),
    P("Elaine", "job_title", ["retired"], False),
], me="Priya", neg=True, kind="group"))
add(case(L, [
    s("Zoe", "who's driving to the cabin"),
    s("Alex", "me, I have the subaru now. the old civic finally died", exp=True),
    s("Sam", "RIP civic"),
    s("Zoe", "Alex can you grab me from the airport? flying in from Toronto friday"),
    s("Alex", "ya no problem, I'm literally 10 min from the airport, perks of living in Richmond"),
], [
    U("belonging", ["subaru"]),
    U("city", ["Richmond"]),
    P("Zoe", "city", ["Toronto"], False),
], neg=True, kind="group"))
add(case(L, [
    s("Mom", "Did everyone see Grandpa's birthday photos?"),
    s("Dad", "He looked happy. 88 and still beats me at cribbage"),
    s("Katie", "so cute!! also ok announcement: I got into nursing school!!! starting in september"),
    s("Mom", "KATIE!!! so proud"),
    s("Josh", "nice one sis. which school"),
    s("Katie", "Boston College. full scholarship"),
], [
    U(["plan", "major"], ["nursing school", "nursing"]),
    U(["school", "plan"], ["Boston College"]),
    P("Grandpa", "age", ["88"]),
    P("Josh", "relation", ["sis", "brother"], False),
    U("family", ["Josh", "brother"], False),
], me="Katie", neg=True, kind="group"))
add(case(L, [
    s("Ravi", "standup moved to 9:30 tmrw"),
    s("Jen", "ok. fyi I'm out thursday, dentist"),
    s("Tomasz", "👍 also I finally pushed the fix for the login bug"),
    s("Ravi", "legend. Jen can you review"),
    s("Jen", "sure. but reminder I'm QA not a backend dev, I'll test it not read your spaghetti", exp=True),
], [
    U("job_title", ["QA"]),
    U("plan", ["dentist"], False),
    P("Tomasz", "job_title", ["backend dev", "developer"], False),
], neg=True, kind="group"))
add(case(L, [
    s("Maya", "roomies!! rent is due friday"),
    s("Jordan", "sent. also my parents are visiting next week, can they use the couch"),
    s("Maya", "sure. I'll be in Chicago for a conference anyway"),
    s("Lu", "fine by me. Jordan is your dad still allergic to cats? Mochi will be everywhere"),
    s("Jordan", "yes 😭 I'll bring him zyrtec"),
], [
    P("Jordan", "plan", ["parents are visiting", "parents visiting"], False),
    P("Lu", "pet_name", ["Mochi"], False),
    U("plan", ["conference", "Chicago"]),
    P("Jordan's dad", "allergy", ["cats", "cat"]),
], me="Maya", neg=True, kind="group"))
add(case(L, [
    s("Aunt Rosa", "happy anniversary to my baby sister Carmen and Miguel!!! 25 years!"),
    s("Carmen", "thank you Rosa 😭❤️ can't believe he's put up with me this long", exp=True),
    s("Miguel", "25 years and she still steals the blankets"),
    s("Lucia", "happy anniversary mom and dad!! dinner's on me saturday"),
    s("Carmen", "Lucia mija you're a broke grad student, we're paying"),
], [
    U("partner", ["Miguel"]),
    P("Miguel", "relation", ["husband"], False),
    U("family", ["Lucia", "daughter"]),
    P("Lucia", "degree", ["grad student"], False),
    U("name", ["Carmen"], False),
    U("family", ["Rosa", "sister"], False),
], neg=True, kind="group"))
