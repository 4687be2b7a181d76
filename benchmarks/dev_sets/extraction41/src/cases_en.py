"""English cases of dev set 41 (64): short chats, companion chats, diaries, group chats."""
from h import U, A, S, R, O, maker

CASES = []
add = maker("en", CASES)

# ---------- short chats (32) ----------
add("chat", "just got back from the urgent care on 5th, turns out it's a sprained wrist not broken lol. anyway i work at the Trader Joe's on Elm as a cashier so that's gonna be fun",
    [R("u", "employer", "Trader Joe's"), R("u", "job_title", "cashier"), R("u", "health", "sprained wrist")], tag=True)
add("chat", "I'm not a barista, I just basically live at Blue Door Coffee because their wifi is great and my apartment's is trash. I freelance as a translator so I can work anywhere",
    [R("u", "job_title", "translator|freelance translator")], tag=True)
add("chat", "my daughter Priya just started kindergarten and she's already correcting my grammar 😭",
    [R("u", "family", "Priya|daughter"), R("Priya", "relation", "daughter")])
add("chat", "Pretty sure I'm lactose intolerant? not diagnosed, just every time I have ice cream, you know. Allergic to penicillin though, that one's official",
    [R("u", "allergy", "penicillin"), O("u", "health|allergy|diet", "lactose intolerant")], tag=True)
add("chat", "moved to Denver in March. still get lost going to the King Soopers two blocks away",
    [R("u", "city", "Denver")])
add("chat", "Does anyone know a good dentist in Leeds? Mine retired and I've been putting off a cleaning for a year",
    [O("u", "city", "Leeds")], tag=True)
add("chat", "I'm 41. My son keeps telling people I'm 'basically 50' which, rude.",
    [R("u", "age", "41"), O("u", "family", "son")], tag=True)
add("chat", "my birthday's Feb 29 so technically I'm like 8 years old",
    [R("u", "birthday", "Feb 29|February 29")], tag=True)
add("chat", "hey it's Dominic, but literally nobody calls me that, it's Dom",
    [R("u", "name", "Dominic"), R("u", "nickname", "Dom")])
add("chat", "i'm a night shift security guard at a storage place off I-84. quiet job. lots of podcasts",
    [R("u", "job_title", "security guard|night shift security guard"), O("u", "employer", "storage place")])
add("chat", "Studied marine biology at UC Santa Cruz, now I do data entry for an insurance company. life is funny",
    [R("u", "major", "marine biology"), R("u", "school", "UC Santa Cruz"), R("u", "job_title", "data entry"),
     R("u", "industry", "insurance"), O("u", "employer", "insurance company")])
add("chat", "my roommate Jess has a ferret named Noodle and it steals my socks",
    [R("Jess", "relation", "roommate"), R("Jess", "pet", "ferret"), R("Jess", "pet_name", "Noodle")], tag=True)
add("chat", "I don't drink coffee. I know. I know. tea person since forever, earl grey specifically",
    [R("u", "fav_food", "earl grey|tea")], tag=True)
add("chat", "I have a PhD in chemistry and I still can't figure out my dishwasher",
    [R("u", "degree", "PhD"), R("u", "major", "chemistry")])
add("chat", "Wife and I just adopted a beagle mix from the shelter on Route 9, we named him Biscuit",
    [R("u", "partner", "Wife"), R("u", "pet", "beagle mix|beagle|dog"), R("u", "pet_name", "Biscuit")])
add("chat", "Can't stand cilantro. Tastes like soap. Genetic thing apparently",
    [R("u", "dislike", "cilantro|coriander")])
add("chat", "If I won the lottery I'd buy a farm in Vermont and raise goats. Back in reality I'm the manager at a Jiffy Lube in Scranton.",
    [R("u", "job_title", "manager"), R("u", "employer", "Jiffy Lube"), O("u", "city", "Scranton")], tag=True)
add("chat", "Going to Lisbon in June! Flights booked, airbnb booked, now i just need to learn how to say thank you lol",
    [R("u", "plan", "Lisbon|trip to Lisbon")])
add("chat", "I play bass in a church band on sundays, been doing it 6 years",
    [R("u", "instrument", "bass")])
add("chat", "My favorite movie is still The Princess Bride. I quote it at work constantly. I teach 8th grade science so the kids think I'm insane",
    [R("u", "fav_film", "The Princess Bride|Princess Bride"), R("u", "job_title", "teach 8th grade science|science teacher|teacher")])
add("chat", "my email is jordan.baptiste@protonmail.com, the gmail one is dead",
    [R("u", "email", "jordan.baptiste@protonmail.com")], tag=True)
add("chat", "Originally from Lagos, been in Houston 11 years now",
    [R("u", "hometown", "Lagos"), R("u", "city", "Houston")])
add("chat", "went to the vet clinic on Monroe to ask about their front desk opening but honestly I'm happy as a children's librarian at the Oak Park library, just bored",
    [R("u", "job_title", "children's librarian|librarian"), R("u", "employer", "Oak Park library")], tag=True)
add("chat", "My number's 503-555-0198 if you need to reach me about the sublet",
    [R("u", "phone", "503-555-0198")])
add("chat", "i'm trans, he/him, and yes my mom still gets it wrong",
    [R("u", "gender", "he/him|trans man|male"), O("u", "family", "mom")])
add("chat", "Just finished reading Piranesi and I think it's my new favorite book",
    [R("u", "fav_book", "Piranesi")])
add("chat", "I run every morning before work, usually 5k along the river. My husband thinks I'm nuts",
    [R("u", "sport", "run|running"), O("u", "partner", "husband")])
add("chat", "Gluten-free for medical reasons (celiac), not because of TikTok",
    [R("u", "diet", "Gluten-free"), R("u", "health", "celiac")])
add("chat", "Listening to a lot of Fleetwood Mac lately, they've been my favorite band since high school",
    [R("u", "fav_music", "Fleetwood Mac")])
add("chat", "I speak Tagalog at home and English at work, my Spanish is embarrassing tho",
    [R("u", "language", "Tagalog"), R("u", "language", "English"), O("u", "language", "Spanish")], tag=True)
add("chat", "Just bought a used Subaru Outback, 2014, 120k miles. Named it Gerald",
    [R("u", "belonging", "Subaru Outback|Subaru")])
add("chat", "i'm a nurse but my sister is the doctor in the family. she's at Mass General",
    [R("u", "job_title", "nurse"), R("sister", "job_title", "doctor"), R("sister", "employer", "Mass General"),
     O("u", "family", "sister")], tag=True)

# ---------- companion chats (12) ----------
add("comp", [U("finally found a pharmacy that has my inhaler in stock, third one i tried today"),
             A("Oh good! Is this the Walgreens where you work?"),
             U("lol no i don't work at a pharmacy, i'm a dog groomer. i just have asthma"),
             A("Dog groomer with asthma, that sounds tough with all the fur!")],
    [R("u", "job_title", "dog groomer"), R("u", "health", "asthma")], ch="Wren", tag=True)
add("comp", [U("It's my 25th birthday today!!", at="2024-05-14"),
             A("Happy birthday! 25, a quarter century. Are you doing anything fun in Chicago tonight?"),
             U("I'm in Milwaukee actually lol, but yeah dinner with my girlfriend Tess"),
             A("Milwaukee, got it! Have fun with Tess 🎉")],
    [R("u", "age", "25"), O("u", "birthday", "May 14|5月14日"), R("u", "city", "Milwaukee"),
     R("u", "partner", "Tess"), R("Tess", "relation", "girlfriend")], ch="Marlo", tag=True)
add("comp", [U("ugh the gym at my work closed so now i have to pay for planet fitness like a peasant"),
             A("Where do you work again? Some big tech company right?"),
             U("it's a hospital lol. St. Anne's. i'm in billing"),
             A("Ah, medical billing at St. Anne's. Got it.")],
    [R("u", "employer", "St. Anne's"), R("u", "job_title", "billing|medical billing"), O("u", "sport", "gym")],
    ch="Pilot")
add("comp", [U("my cat Mochi knocked my laptop off the desk again"),
             A("Mochi is your orange tabby, right?"),
             U("no she's a grey one, a russian blue")],
    [R("u", "pet", "cat|russian blue"), R("u", "pet_name", "Mochi")], ch="Wren", tag=True)
add("comp", [U("so I have a question. do you think it's weird that I've never been on a plane? I'm 34."),
             A("Not weird at all! Lots of people haven't. Are you planning a trip?"),
             U("sort of. my brother Caleb lives in Seattle and he's getting married in october, so I kind of have to"),
             A("That's exciting! Congrats to Caleb. So you're flying to Seattle in October?"),
             U("yeah bought the ticket last night, I'm terrified")],
    [R("u", "age", "34"), R("u", "family", "Caleb|brother"), R("Caleb", "relation", "brother"), R("Caleb", "city", "Seattle"),
     R("Caleb", "plan", "getting married|wedding"), R("u", "plan", "Seattle|flying to Seattle|Caleb's wedding")],
    ch="Marlo", tag=True)
add("comp", [U("I used to teach piano but now I mostly just play for myself"),
             A("So you're a piano teacher! Do you have many students?"),
             U("not anymore, I said used to. I'm a paralegal now")],
    [R("u", "instrument", "piano"), R("u", "job_title", "paralegal")], ch="Pilot", tag=True)
add("comp", [U("my allergist says I'm allergic to shellfish AND tree nuts now, great"),
             A("That's rough. So no more shrimp tacos?"),
             U("nope. RIP my favorite food")],
    [R("u", "allergy", "shellfish"), R("u", "allergy", "tree nuts"), O("u", "fav_food", "shrimp tacos")],
    ch="Wren", tag=True)
add("comp", [U("I'm learning Japanese for a work trip in the fall, I'm at like day 200 on Duolingo"),
             A("Nice! Where's your work sending you, Tokyo?"),
             U("Osaka. I'm an engineer at Kubota's US branch so it's their HQ")],
    [R("u", "language", "Japanese"), R("u", "plan", "work trip|Osaka"), R("u", "job_title", "engineer"),
     R("u", "employer", "Kubota")], ch="Marlo", tag=True)
add("comp", [U("weird dream last night, i was a pilot flying over the ocean with my ex"),
             A("Haha interesting! Are you a pilot in real life?"),
             U("nah i'm a line cook. and the ex is very much an ex")],
    [R("u", "job_title", "line cook|cook")], ch="Pilot", tag=True)
add("comp", [U("what kind of music do you like, Wren?"),
             A("I love old soul, Sam Cooke especially. What about you?"),
             U("honestly mostly k-pop. Stray Kids forever")],
    [R("c", "fav_music", "Sam Cooke|old soul"), R("u", "fav_music", "Stray Kids|k-pop")], ch="Wren")
add("comp", [U("im going to the clinic tomorrow for my 12 week scan 🥹"),
             A("Oh wow, congratulations! Is this your first?"),
             U("second! my son Leo is 3"),
             A("How lovely, Leo is going to be a big brother!")],
    [R("u", "plan", "12 week scan"), O("u", "health", "pregnant"), O("u", "gender", "female"),
     R("u", "family", "Leo|son"), R("Leo", "relation", "son"), R("Leo", "age", "3")], ch="Marlo")
add("comp", [U("I've been doing crossfit at the box on Hanover 4 days a week for like 2 years"),
             A("Impressive! Do you coach there?"),
             U("no lol I'm an accountant, crossfit is my therapy")],
    [R("u", "sport", "crossfit"), R("u", "job_title", "accountant")], ch="Pilot", tag=True)

# ---------- diaries (10) ----------
add("diary", [U("Saturday. Dropped the car at Firestone for new tires, walked to the farmer's market while I waited. Bought way too much kale. Called Mom — she's thinking about selling the house in Tucson and moving closer to us. Afternoon nap. Tried the new ramen place on 4th with Marcus (my husband, for the record, future me). Ok not great.", at="2024-02-03")],
    [R("u", "partner", "Marcus|husband"), R("Marcus", "relation", "husband"), R("mom", "city", "Tucson"),
     O("mom", "plan", "selling the house|moving closer"), O("u", "family", "Mom"), O("u", "belonging", "car")], tag=True)
add("diary", [U("Long day at the clinic. Three kids with strep, one ear infection, and a dad who wanted antibiotics for a cold. I love being a pediatric nurse practitioner but some days. Grabbed a burrito from the truck outside, ate it in my car. Then Costco for diapers — my own kid's, not work's, lol.")],
    [R("u", "job_title", "pediatric nurse practitioner|nurse practitioner"), O("u", "employer", "clinic"),
     O("u", "family", "kid")])
add("diary", [U("Journal — Day 1 of being 60. The grandkids made a cake shaped like a fish because they know I fish every weekend at Lake Chabot. Rose says I'm officially an old man now. She's been saying that since I was 40.")],
    [R("u", "age", "60"), R("u", "hobby|sport", "fish|fishing"), O("u", "family", "grandkids"), O("u", "partner", "Rose"),
     O("u", "gender", "man|male"), O("u", "place", "Lake Chabot")], tag=True)
add("diary", [U("Today I finally quit the bakery. Two weeks notice done. Monday I start at Hartwell & Co as a junior bookkeeper, which is terrifying and exciting. Celebrated with a slice of lemon tart, which is still my favorite thing in the world, even after 3 years of making them at 4am.")],
    [R("u", "employer|plan", "Hartwell & Co"), R("u", "job_title|plan", "junior bookkeeper|bookkeeper"),
     R("u", "fav_food", "lemon tart")], tag=True)
add("diary", [U("Went to the DMV (3 hours, I aged a decade), then the pharmacy for Dad's blood pressure meds, then Home Depot for a new showerhead. Fixed it myself! YouTube university. Dad lives with me since his stroke; he's doing better, walks with a cane now.")],
    [R("u", "family", "Dad"), R("dad", "health", "stroke"), R("dad", "health", "blood pressure|high blood pressure")])
add("diary", [U("Notes: new apartment is in Astoria, 3rd floor walk-up. Rent is $2,100 which is insane but whatever. Closer to work. Gym downstairs. Neighbor has a parrot that says 'hello Kevin' but my name's Sam so...")],
    [R("u", "place|city", "Astoria"), O("u", "city", "New York|Queens"), R("u", "name", "Sam"), R("neighbor", "pet", "parrot")], tag=True)
add("diary", [U("Sunday. Church, then brunch with the book club girls. We're reading Rebecca, which I've read like 5 times — it's my all-time favorite. Carla announced she's pregnant!! Baby due in August. Home, laundry, meal prep for the week (trying the Mediterranean diet since the doctor said my cholesterol is high).")],
    [R("u", "fav_book", "Rebecca"), R("u", "health", "cholesterol|high cholesterol"), R("u", "diet", "Mediterranean diet"),
     R("Carla", "health", "pregnant"), O("u", "hobby", "book club")])
add("diary", [U("worked a double at the diner. my feet. a guy tipped me $50 and said I looked like his daughter. weird but I'll take it. after my shift I went to the laundromat and studied for my Spanish class — final exam is Thursday. I'm doing a BA in Spanish at night at Portland State.")],
    [O("u", "employer", "diner"), R("u", "plan", "final exam"), R("u", "degree", "BA"), R("u", "major", "Spanish"),
     R("u", "school", "Portland State"), R("u", "language", "Spanish"), O("u", "city", "Portland")])
add("diary", [U("Tuesday. Physical therapy at 8 for my knee (ACL surgery in Jan). Then work — I'm a UX researcher at a fintech, remote. Lunch at Panera. Evening: violin practice. I've been playing since I was 7 and still can't nail this Bach partita.")],
    [R("u", "health", "ACL surgery|knee|ACL"), R("u", "job_title", "UX researcher"), R("u", "industry", "fintech"),
     R("u", "instrument", "violin")])
add("diary", [U("Got a call from the vet: Pickles' bloodwork is fine. Relief. She's 14, ancient for a dachshund. Picked up her food at PetSmart. Then dinner at my sister Nadia's — she just got promoted to principal at the middle school. So proud.")],
    [R("u", "pet", "dachshund|dog"), R("u", "pet_name", "Pickles"), R("u", "family", "Nadia|sister"), R("Nadia", "relation", "sister"),
     R("Nadia", "job_title", "principal"), O("Nadia", "employer", "middle school")])

# ---------- group chats (10) ----------
add("group", [S("Tom", "anyone want to split a Costco membership?"),
              S("Big Mike", "I'm in, I just moved to the apartments by the Costco on Route 1"),
              S("Rosa", "I already have one through work, I'm a manager at the Costco lol"),
              S("Tom", "wait Rosa you work there?? free samples forever"),
              S("Rosa", "the samples are free for everyone Tom")],
    [R("u", "employer", "Costco"), R("u", "job_title", "manager"), O("Big Mike", "place", "apartments by the Costco")],
    me="Rosa", tag=True)
add("group", [S("Mom", "Who's bringing what for Thanksgiving?"),
              S("Uncle Ray", "I'll bring the turkey, Linda's making her famous pecan pie"),
              S("Jen", "I'll do sides. No mushrooms though, Danny's allergic", exporter=True),
              S("Danny", "and I'm vegetarian now, so maybe some tofu thing?")],
    [R("Danny", "allergy", "mushrooms"), R("Danny", "diet", "vegetarian"), O("u", "plan", "Thanksgiving"), O("u", "name", "Jen")],
    tag=True)
add("group", [S("Priscilla", "ok who's doing the 10k next saturday"),
              S("Deshawn", "me, I'm registered"),
              S("Kayla", "registered too! my first race since I moved to Atlanta"),
              S("Omar", "I'll be there cheering, my shins are cooked")],
    [R("u", "plan", "10k"), R("u", "city", "Atlanta"), O("u", "sport", "running|race"), R("Deshawn", "plan", "10k"),
     O("Omar", "health", "shins")], me="Kayla", tag=True)
add("group", [S("Coach Bill", "practice moved to Thursday 5pm at the rec center"),
              S("Mia's mom", "Mia has a dentist appt thursday, she'll be late"),
              S("Hannah", "Noah can come, I'll drop him off on my way to my shift at the ER", exporter=True),
              S("Brett", "can someone carpool Tyler? I'm out of town til Sunday")],
    [R("u", "family", "Noah"), O("Noah", "relation", "son"), O("u", "employer", "the ER|ER"), R("Mia", "plan", "dentist"),
     O("u", "name", "Hannah")], tag=True)
add("group", [S("Alicia", "Jun are you still at Google?"),
              S("Jun", "nope, left in may, I'm at a small startup doing robotics now"),
              S("Pete", "nice, in SF?"),
              S("Jun", "Oakland, the office is like 5 min from my place")],
    [R("u", "industry", "robotics"), O("u", "employer", "startup|small startup"), R("u", "city", "Oakland"), O("u", "name", "Jun")],
    me="Jun", tag=True)
add("group", [S("Lauren", "next pick??"),
              S("Gabe", "can we do Lonesome Dove, it's my favorite book ever and nobody's read it", exporter=True),
              S("Ines", "900 pages gabe"),
              S("Dr. Patel", "I'm in if we get two months, I'm on call a lot this month")],
    [R("u", "fav_book", "Lonesome Dove"), O("u", "hobby", "book club"), O("u", "name", "Gabe"), O("Dr. Patel", "job_title", "doctor")],
    tag=True)
add("group", [S("Meg", "who left the oven on 😡"),
              S("Ollie", "not me I was at the climbing gym till 10"),
              S("Tash", "not me either, I was on nights at the hotel front desk till 7 this morning"),
              S("Meg", "fair, Tash you're literally never home")],
    [R("u", "job_title", "front desk|hotel front desk"), O("u", "employer", "hotel"), O("Ollie", "sport", "climbing")],
    me="Tash", tag=True)
add("group", [S("Papi", "Marisol when do you land"),
              S("Marisol", "Friday 6pm, United from Newark", exporter=True),
              S("Tía Lupe", "Andrés will pick you up, he has the truck"),
              S("Andrés", "yeah np, still driving for UPS so I'm off at 4")],
    [R("u", "plan", "Friday 6pm|land Friday"), O("u", "city", "Newark"), R("Andrés", "job_title", "driving for UPS|driver"),
     R("Andrés", "employer", "UPS"), O("u", "name", "Marisol")], tag=True)
add("group", [S("Danielle", "who's got a good mechanic"),
              S("Kofi", "I use the Midas on Grand, they're fine"),
              S("Wes", "I am a mechanic lol. Reyes Auto on 12th. come by"),
              S("Ramona", "wes that's your shop??"),
              S("Wes", "my uncle's shop, I just work there")],
    [R("u", "job_title", "mechanic"), R("u", "employer", "Reyes Auto"), O("uncle", "employer", "Reyes Auto")],
    me="Wes", tag=True)
add("group", [S("Sanjay", "reminder: team lunch friday, reply with dietary stuff"),
              S("Priya", "vegan, and allergic to sesame", exporter=True),
              S("Beth", "no restrictions, just no olives pls"),
              S("Karl", "I'm keto this month lol")],
    [R("u", "diet", "vegan"), R("u", "allergy", "sesame"), R("Beth", "dislike", "olives"), R("Karl", "diet", "keto"),
     O("u", "name", "Priya")], tag=True)
