"""English cases of dev set 31: 32 short chats, 10 diaries, 12 companion chats, 10 group chats."""
from h import short, diary, comp, group, U, P, C

E = "en"

# ---------------- short chats ----------------
short(E, "ok so I finally deleted hinge. 3 weeks, 2 dates, both guys asked if I 'really' work in finance. yes kevin, I'm a credit analyst at a bank in canary wharf, it's not that exciting", [
    U("job_title", ["credit analyst"]),
    U("industry", ["finance"]),
    U("employer", ["a bank", "bank"], False),
    U("city", ["London"], False),
], True)
short(E, "not vegan, just lactose intolerant lol. my roommate's the vegan one", [
    U(["health", "allergy", "diet"], ["lactose intolerant"]),
    P("roommate", "diet", ["vegan"]),
    P("roommate", "relation", ["roommate"], False),
], True)
short(E, "my commute is literally 2 trains and a bus from Jersey City to midtown and my manager still schedules 8am standups. junior UX researcher life", [
    U("city", ["Jersey City"]),
    U("job_title", ["junior UX researcher", "UX researcher"]),
])
short(E, "Does anyone know if a 34yo can still get into med school? asking for myself. I'm a paramedic in Leeds rn", [
    U("age", ["34"]),
    U("job_title", ["paramedic"]),
    U("city", ["Leeds"]),
], True)
short(E, "I'm Priya btw, she/her, 27, product designer in Toronto, I play the cello (badly) and I'm very good at eating dumplings", [
    U("name", ["Priya"]),
    U("gender", ["she/her", "female"]),
    U("age", ["27"]),
    U("job_title", ["product designer"]),
    U("city", ["Toronto"]),
    U("instrument", ["cello"], False),
    U("fav_food", ["dumplings"], False),
], True)
short(E, "My dad is 70 this year and still runs 5k every morning. Meanwhile I, 41, get winded on the stairs", [
    U("age", ["41"]),
    P("dad", "age", ["70"]),
    P("dad", "sport", ["runs", "running"]),
    U("family", ["dad"], False),
], True)
short(E, "used to live in Berlin for 6 years, now back in Dublin where I grew up. working remotely for a Berlin startup tho so nothing changed except the weather", [
    U("city", ["Dublin"]),
    U("hometown", ["Dublin"]),
    U("employer", ["Berlin startup", "startup"], False),
], True)
short(E, "we adopted a greyhound last week!! her name is Biscuit and she's terrified of the vacuum", [
    U("pet", ["greyhound", "dog"]),
    U("pet_name", ["Biscuit"]),
])
short(E, "email me at tom.whitfield88@gmail.com not the work one, IT reads everything", [
    U("email", ["tom.whitfield88@gmail.com"]),
])
short(E, "Heads up my number changed, new one is 07700 914 382. the old 07700 900 126 is dead", [
    U("phone", ["07700 914 382", "07700914382"]),
], True)
short(E, "i'm allergic to cats which is tragic bc my gf has two. we're making it work with a lot of zyrtec", [
    U("allergy", ["cats"]),
    U("partner", ["gf", "girlfriend"]),
    P("gf", "pet", ["cats", "cat"]),
], True)
short(E, "If I were rich I'd quit my job and open a bookstore. Instead I'm an accountant in Phoenix with a very nice calculator", [
    U("job_title", ["accountant"]),
    U("city", ["Phoenix"]),
], True)
short(E, "born in Lagos, raised in Houston, now freezing in Minneapolis for grad school. mechanical engineering PhD year 2 send help", [
    U("hometown", ["Lagos"]),
    U("hometown", ["Houston"], False),
    U("city", ["Minneapolis"]),
    U("major", ["mechanical engineering"]),
    U("degree", ["PhD"]),
], True)
short(E, "my sister Anika just got into Columbia law and I'm so proud I could scream. me? still selling insurance in Ohio lmao", [
    P("Anika", "relation", ["sister"]),
    P("Anika", ["school", "plan"], ["Columbia", "Columbia law"]),
    P("Anika", "major", ["law"]),
    U("family", ["Anika", "sister"]),
    U("job_title", ["selling insurance", "insurance"]),
    U("industry", ["insurance"]),
    U(["city", "place"], ["Ohio"]),
], True)
short(E, "Favorite album of all time: Rumours. Favorite movie: Heat. Not up for debate.", [
    U("fav_music", ["Rumours", "Fleetwood Mac"]),
    U("fav_film", ["Heat"]),
])
short(E, "nah i don't drink coffee, tea only, earl grey specifically, 4 cups a day. and i cannot stand oat milk, fight me", [
    U(["fav_food", "diet"], ["earl grey", "tea"]),
    U("dislike", ["oat milk"]),
], True)
short(E, "I'm 29 and I got braces again at 28 because I never wore my retainer as a teen. learn from me kids", [
    U("age", ["29"]),
    U("belonging", ["braces"], False),
], True)
short(E, "spent the whole weekend in Lisbon for my friend's bachelorette, back to the grind in Manchester tomorrow 😩", [
    U("city", ["Manchester"]),
], True)
short(E, "My boss Greg — sorry, my boss Craig — just told me he's moving to Austin and I'm getting his team. still processing", [
    P("Craig", "relation", ["boss"]),
    P("Craig", "plan", ["moving to Austin", "Austin"], False),
    U("plan", ["getting his team"], False),
], True)
short(E, "I'm a night shift nurse, so when I say good morning at 7pm I mean it", [
    U("job_title", ["night shift nurse", "nurse"]),
])
short(E, "rly wish i spoke french, my bf's whole family does and i just smile and nod at christmas", [
    U("partner", ["bf", "boyfriend"]),
], True)
short(E, "38, divorced, two boys (9 and 12), just bought a house in Sacramento, learning to bake sourdough. new chapter i guess", [
    U("age", ["38"]),
    U("family", ["two boys", "boys"]),
    U("city", ["Sacramento"]),
    U("belonging", ["house"]),
    U("hobby", ["sourdough", "bake sourdough", "baking"]),
], True)
short(E, "currently reading Dune but my fav book is still The Secret History, Donna Tartt can do no wrong", [
    U("fav_book", ["The Secret History"]),
], True)
short(E, "Had to fill out my mom's medical forms today. 68, diabetic, allergic to sulfa drugs. Took me 40 min, the clinic's website is from 2004", [
    P("mom", "age", ["68"]),
    P("mom", "health", ["diabetic", "diabetes"]),
    P("mom", "allergy", ["sulfa drugs", "sulfa"]),
    U("family", ["mom"], False),
], True)
short(E, "I swim laps 3x a week at the Y, it's the only thing keeping my back from falling apart", [
    U("sport", ["swim", "swimming", "swim laps"]),
    U("health", ["back"], False),
])
short(E, "Quick Q — I'm moving to Seattle in June for a job at Amazon (signed!!), anyone know good neighborhoods near SLU?", [
    U("plan", ["moving to Seattle", "Seattle"]),
    U(["employer", "plan"], ["Amazon"]),
], True)
short(E, "People think I'm the quiet one but I literally DJ on weekends at a bar in Shoreditch. day job is boring, I'm a data engineer", [
    U("job_title", ["data engineer"]),
    U("hobby", ["DJ", "DJing"]),
    U("city", ["London"], False),
], True)
short(E, "my brother is the doctor, I'm the one who dropped out of med school and became a chef 😅 no regrets", [
    U("job_title", ["chef"]),
    P("brother", "job_title", ["doctor"]),
    U("family", ["brother"]),
], True)
short(E, "gluten free for medical reasons (celiac), not for vibes", [
    U("health", ["celiac", "coeliac"]),
    U("diet", ["gluten free", "gluten-free"]),
])
short(E, "i grew up speaking tagalog at home but now i barely remember anything besides food words. my lola still texts me in it lol", [
    U("language", ["tagalog"], False),
    P("lola", "language", ["tagalog"]),
    U("family", ["lola", "grandmother"], False),
], True)
short(E, "Okay confession: I've been on bumble for 4 months, I'm 26, I'm a pharmacist, and the last guy asked if that means I can 'get him stuff'. unmatched.", [
    U("age", ["26"]),
    U("job_title", ["pharmacist"]),
], True)
short(E, "my cat's name is Pepper, not Piper, the vet keeps getting it wrong and she is OFFENDED", [
    U("pet", ["cat"]),
    U("pet_name", ["Pepper"]),
], True)

# ---------------- diaries ----------------
diary(E, "Tues. Alarm at 6, gym at 6:30 (legs, regret), L train was down so I walked across the bridge to work. Standup ran 40 min bc my manager Dana loves the sound of her own voice. "
      "Lunch at my desk. Spent the afternoon on the Q3 forecast — this is what being a senior financial analyst looks like, kids. Texted Jamie about Saturday, he booked the Italian place on Bleecker. "
      "After work, pottery class (Tuesdays since March); my bowl looks like a hat. Bed by 11, hopefully.", [
    U("job_title", ["senior financial analyst", "financial analyst"]),
    P("Dana", "relation", ["manager"]),
    U("partner", ["Jamie"], False),
    U("plan", ["Italian place on Bleecker", "Saturday"]),
    U("hobby", ["pottery"]),
    U("sport", ["gym"], False),
    U("city", ["New York", "NYC"], False),
], True)
diary(E, "Rained finally. Spent the morning moving the heifers to the north pasture with my son Caleb, who's 16 and thinks he knows more about cattle than me. He might. "
      "My wife Rosa drove into Lubbock for her chemo appointment, her sister went with her. Came home to our dog Duke chewing a boot. Fixed the fence by the creek. "
      "Evening: cold beer, Waylon Jennings on the radio, best music ever made.", [
    U("family", ["Caleb", "son"]),
    P("Caleb", "relation", ["son"]),
    P("Caleb", "age", ["16"]),
    U("partner", ["Rosa"]),
    P("Rosa", "relation", ["wife"]),
    P("Rosa", "health", ["chemo", "cancer"]),
    U("pet", ["dog"]),
    U("pet_name", ["Duke"]),
    U("fav_music", ["Waylon Jennings"]),
    U("job_title", ["rancher", "cattle"], False),
    U("gender", ["male"], False),
], True)
diary(E, "Deadline day. Submitted my dissertation on urban heat islands at 11:58pm, two whole minutes to spare. MSc Environmental Science at UCL is nearly DONE. "
      "Flatmate Hannah made me toast at 3am as moral support, she's a saint (and a vet nurse, so she's used to distressed animals). She's the one who started calling me Pidge and now the whole flat does. "
      "Mum called to ask if I've eaten. I have not. Tomorrow I'm sleeping until noon and then eating an entire pizza.", [
    U("school", ["UCL", "University College London"]),
    U("degree", ["MSc"]),
    U("major", ["Environmental Science"]),
    P("Hannah", "relation", ["flatmate"]),
    P("Hannah", "job_title", ["vet nurse"]),
    U("nickname", ["Pidge"]),
    U("city", ["London"], False),
    U("family", ["Mum"], False),
], True)
diary(E, "Dear diary — old habit my late wife started me on. Walked to the marina at 7, coffee with Frank. Frank says his grandson got into the Naval Academy. "
      "Worked on the boat (Marigold, 28 ft, a money pit). Doctor's appointment Thursday about my knee, they might replace it. Forty years teaching high school chemistry and it's the knee that gives out. "
      "Dinner: leftover chili. The Mariners lost again.", [
    U("belonging", ["boat", "Marigold"]),
    U("plan", ["Doctor's appointment Thursday", "Doctor's appointment"]),
    U("health", ["knee"]),
    U("job_title", ["teaching high school chemistry", "retired teacher", "chemistry teacher"], False),
    P("Frank's grandson", ["school", "plan"], ["Naval Academy"], False),
    U("gender", ["male"], False),
], True)
diary(E, "Sun 🌧 Woke up late, did the whole skincare thing, then spent 5 hours on my Etsy shop (hand-painted phone cases, 14 orders this week!!). Mom keeps asking when I'll quit the bank; answer: when the cases pay the CPF. "
      "Dinner with Wei Ling at the hawker centre near my flat in Tampines — she's pregnant!! Due in October. Watched Crash Landing on You for the fourth time, still my favourite show, still crying.", [
    U(["hobby", "job_title"], ["hand-painted phone cases", "Etsy shop", "painting phone cases"]),
    U("employer", ["bank"], False),
    U(["place", "city"], ["Tampines"]),
    U("city", ["Singapore"], False),
    P("Wei Ling", "health", ["pregnant"]),
    P("Wei Ling", "plan", ["Due in October"], False),
    U("fav_film", ["Crash Landing on You"]),
    U("family", ["Mom"], False),
], True)
diary(E, "Second date with Mara tonight (from Hinge). We did a climbing gym, which she's been doing for years and I'd never done. I fell off everything. "
      "She's a pediatric resident at Lurie so she texted at 2am post shift, respect. Work was fine — client call, two decks, boss out sick. Being 33 and the youngest partner-track guy at the firm is weird. "
      "Mom wants me home in Milwaukee for Easter. Probably.", [
    U("age", ["33"]),
    U("gender", ["guy", "male"]),
    P("Mara", "job_title", ["pediatric resident", "resident"]),
    P("Mara", "employer", ["Lurie"]),
    P("Mara", "sport", ["climbing"]),
    U("sport", ["climbing"], False),
    U("hometown", ["Milwaukee"], False),
], True)
diary(E, "Early shift on the 38, 5am start. Driving buses for 12 years and I still love the first run when Glasgow's asleep. Had a wee row with Callum about his homework — he's 11 and thinks maths is 'optional'. "
      "My partner Jo is doing nights at the distillery this month so we're ships in the night. Bought Callum new boots for football. Knackered. Tea then bed.", [
    U("job_title", ["Driving buses", "bus driver"]),
    U("city", ["Glasgow"]),
    U("family", ["Callum"], False),
    P("Callum", "age", ["11"]),
    P("Callum", "sport", ["football"], False),
    U("partner", ["Jo"]),
    P("Jo", "relation", ["partner"]),
    P("Jo", "employer", ["distillery"], False),
], True)
diary(E, "Day 41 of the PhD thesis grind. Wrote 600 words, deleted 400. My advisor Prof. Okafor says chapter 3 is 'promising', which is academic for 'rewrite it'. "
      "Played 2 hours of Elden Ring as a reward (my character is a 7ft knight named Sir Biscuit, don't judge). Ordered Thai. My girlfriend Amara is in Nairobi for a month for fieldwork, miss her. "
      "Linguistics is fun until you have to write about it.", [
    U("degree", ["PhD"]),
    U("major", ["Linguistics"]),
    P("Okafor", "relation", ["advisor"]),
    U("hobby", ["Elden Ring", "video games"], False),
    U("partner", ["Amara"]),
    P("Amara", "relation", ["girlfriend"]),
], True)
diary(E, "Sunday arvo. Went to the markets in Glebe, bought way too many figs. Ran into my ex, Tom, with his new fiancée — we're adults, it was fine, I only died a little. "
      "Rang Nan, she's 94 and sharper than me. Booked my flights to Auckland for my cousin's wedding in March!! Also: I'm officially a Senior Physio as of Monday. Celebrated with a pie.", [
    U("job_title", ["Senior Physio", "physio", "physiotherapist"]),
    U("plan", ["flights to Auckland", "cousin's wedding", "Auckland"]),
    P("Nan", "age", ["94"]),
    U("family", ["Nan", "grandmother"], False),
    U("city", ["Sydney"], False),
], True)
diary(E, "Wednesday. Ferry into the city was gorgeous, almost made up for the 7:30 meeting. My startup (we build payroll software for restaurants, 14 people, I'm employee #3) is raising again so everyone's on edge. "
      "Walked Miso (my shiba) at lunch. Skipped the gym, again. Mom sent a voice memo in Cantonese that I understood maybe 60% of. Started Pachinko on the ferry home.", [
    U("industry", ["payroll software", "software"]),
    U("employer", ["startup"], False),
    U("pet", ["shiba", "dog"]),
    U("pet_name", ["Miso"]),
    U("language", ["Cantonese"], False),
    P("Mom", "language", ["Cantonese"], False),
], True)

# ---------------- companion chats ----------------
comp(E, "Juniper", [
    "long day. my manager took credit for my deck in front of the VP",
    "Ugh, that's awful. Is this still at the insurance company in Hartford?",
    "no, I left there in spring, I'm at a healthcare startup in Boston now. same story different logo lol",
    "Right, Boston! Sorry. Are you still doing marketing there?",
    "yep, growth marketing. aka spreadsheets with vibes",
], [
    U("city", ["Boston"]),
    U("industry", ["healthcare"]),
    U("employer", ["healthcare startup", "startup"], False),
    U("job_title", ["growth marketing", "marketing"]),
])
comp(E, "Remy", [
    "what kind of music do you like, Remy?",
    "I'm a sucker for old soul — Otis Redding mostly. What about you?",
    "honestly k-pop. I'm 35 and I stan Seventeen, my coworkers think it's hilarious",
    "Nothing wrong with that! Are you learning Korean for them too?",
    "I've been doing Korean on Duolingo for like 400 days. still can't order food",
], [
    C("fav_music", ["Otis Redding", "old soul"]),
    U("fav_music", ["Seventeen", "k-pop"]),
    U("age", ["35"]),
    U("language", ["Korean"]),
])
comp(E, "Sol", [
    "Sol the dog ate my airpod",
    "Oh no, Bear did it again?? Labs will eat anything",
    "Bear's my parents' dog lol. mine is Noodle, a beagle, and yes he's a menace",
    "Noodle the beagle, got it. Are you okay?",
    "fine. $179 later. at least I get to wfh tomorrow",
], [
    U("pet", ["beagle", "dog"]),
    U("pet_name", ["Noodle"]),
    P("parents", "pet_name", ["Bear"]),
    P("parents", "pet", ["dog"]),
])
comp(E, "Ivy", [
    "ivy I have a first date tonight and I'm spiraling",
    "Deep breaths! Is it the guy from Tinder who's a firefighter?",
    "no that was last month and he ghosted. tonight is a girl from Hinge, she's a librarian 😭 I'm bi, in case that wasn't obvious",
    "A librarian! That's adorable. Where are you going?",
    "a wine bar in Hayes Valley, 8pm. I live like 3 blocks away so easy escape if needed",
], [
    U("plan", ["first date tonight", "first date", "date"]),
    U(["place", "city"], ["Hayes Valley"]),
    U("city", ["San Francisco"], False),
    P("girl from Hinge", "job_title", ["librarian"], False),
])
comp(E, "Atlas", [
    "turning 40 next Friday and my wife is throwing me a surprise party that I know about",
    "Ha! Happy almost-40! How's Megan handling the secrecy?",
    "it's Meghan with an h, and terribly. she's a trial lawyer, she can argue but she can't lie",
    "Sorry, Meghan! Any birthday wishes?",
    "just a new set of golf clubs. I play every Sunday with my brother-in-law and he beats me every time",
], [
    U("age", ["39", "40"], False),
    U("birthday", ["next Friday"], False),
    U("partner", ["Meghan"]),
    P("Meghan", "relation", ["wife"]),
    P("Meghan", "job_title", ["trial lawyer", "lawyer"]),
    U("sport", ["golf"]),
    P("brother-in-law", "sport", ["golf"], False),
    U("gender", ["male"], False),
])
comp(E, "Pip", [
    "pip i failed my stats midterm",
    "Oh no 😢 I thought you were a bio major, is stats required?",
    "i'm a psych major, and yes. psych at UT is basically a stats degree in disguise",
    "Ah psych at UT, sorry! Do you need a study plan?",
    "maybe. the retake is on the 14th. also i'm 19 so i'm allowed to be dramatic",
], [
    U("major", ["psych", "psychology"]),
    U("school", ["UT", "University of Texas"]),
    U("plan", ["retake is on the 14th", "retake"]),
    U("age", ["19"]),
])
comp(E, "Wren", [
    "if I won the lottery I'd buy a lighthouse and live there with 12 cats",
    "That sounds dreamy! How many cats do you have now?",
    "zero, my landlord is a tyrant. I have a fern named Gerald",
    "Gerald the fern! What do you do when you're not tending to Gerald?",
    "I'm a sous chef, so mostly I'm tending to other people's food. 60 hour weeks",
], [
    U("job_title", ["sous chef", "chef"]),
    U("belonging", ["fern", "Gerald"]),
])
comp(E, "Echo", [
    "I speak Spanish, English and Portuguese, and I'm trying Italian",
    "Wow! Are you Brazilian?",
    "Colombian, but I lived in São Paulo for 5 years for work. now I'm in Miami",
    "Miami makes sense with all those languages! What do you do there?",
    "hotel management. the Portuguese finally pays off with the tourists",
], [
    U("language", ["Spanish"]),
    U("language", ["Portuguese"]),
    U("language", ["English"]),
    U("language", ["Italian"], False),
    U("hometown", ["Colombian", "Colombia"], False),
    U("city", ["Miami"]),
    U(["job_title", "industry"], ["hotel management", "hospitality"]),
])
comp(E, "Milo", [
    "milo remind me i have my MRI on thursday at 10",
    "Noted! Is this for your shoulder from the climbing fall?",
    "it's my knee this time, the shoulder is fine now. I tore something playing pickleball 🙃",
    "Pickleball strikes again. Are you still playing three times a week?",
    "was. now zero times a week. doctor's orders",
], [
    U("plan", ["MRI on thursday", "MRI"]),
    U("health", ["knee"]),
    U("sport", ["pickleball"], False),
])
comp(E, "Luna", [
    "Luna, I finally launched my side project!!",
    "Congrats!! Is this the recipe app you told me about?",
    "no the recipe app died lol. this is a newsletter about Tokyo coffee shops. I write it on the Yamanote line every morning",
    "That's such a fun idea. Do you live in Tokyo now?",
    "yeah, moved here last year for work, I'm a localization PM at a game company",
], [
    U("city", ["Tokyo"]),
    U("job_title", ["localization PM", "PM"]),
    U("industry", ["game", "gaming"]),
    U("employer", ["game company"], False),
    U("hobby", ["newsletter", "newsletter about Tokyo coffee shops"]),
])
comp(E, "Sage", [
    "my daughter Zoe started kindergarten today and I cried more than she did",
    "Aww. Big day for both of you! Was her dad able to come?",
    "it's her mom actually, my wife Elena. yes she came, and she cried too",
    "Sorry for assuming! Two proud moms. How did Zoe do?",
    "she marched in like she owned the place. she's 5 going on 45",
], [
    U("family", ["Zoe"]),
    P("Zoe", "relation", ["daughter"]),
    P("Zoe", "age", ["5"]),
    P("Zoe", "school", ["kindergarten"]),
    U("partner", ["Elena"]),
    P("Elena", "relation", ["wife"]),
    U("gender", ["female"], False),
])
comp(E, "Beau", [
    "beau do you know any good cajun places in Denver",
    "Homesick for Louisiana? You're from Baton Rouge, right?",
    "Lafayette! close but my grandma would slap you",
    "Ha, Lafayette, noted! How long have you been in Denver?",
    "two winters. moved for my husband's job, he's an air traffic controller",
], [
    U("hometown", ["Lafayette"]),
    U("city", ["Denver"]),
    U("partner", ["husband"]),
    P("husband", "job_title", ["air traffic controller"]),
])

# ---------------- group chats ----------------
group(E, [
    ("Sam", "who left the oven on"),
    ("Jess", "not me, I was at the office til 9. crunch week at the agency"),
    ("Marco", "me, sorry. also heads up I'm away in Rome till Sunday for my cousin's wedding"),
    ("Jess", "enjoy!! bring back the good olive oil. also I'm allergic to walnuts so no pesto gifts lol"),
], [
    U("allergy", ["walnuts"]),
    U("employer", ["agency"], False),
    P("Marco", "plan", ["cousin's wedding", "Rome"]),
    U("name", ["Jess"], False),
], me="Jess")
group(E, [
    ("Kai", "raid tonight 9pm?"),
    ("Dev", "can't, wife's birthday dinner. we booked that sushi place"),
    ("Rhea", "lame but valid. I'm in"),
    ("Dev", "also changing my tag, it's DevOpsDad now since the baby came lol"),
    ("Kai", "congrats again man. how old is she now"),
    ("Dev", "6 weeks. I've slept 11 hours total"),
], [
    U("plan", ["wife's birthday dinner", "birthday dinner"]),
    U("partner", ["wife"]),
    U("family", ["baby"]),
    P("baby", "age", ["6 weeks"]),
    U("nickname", ["DevOpsDad"]),
    U("name", ["Dev"], False),
    U("gender", ["male"], False),
    U("hobby", ["raid", "gaming"], False),
], exporter="Dev")
group(E, [
    ("Mike", "Mom's surgery went well, she's in recovery"),
    ("Aunt Linda", "Thank God. I'll drive up from Tucson tomorrow, I'm retired so I can stay the week"),
    ("Chris", "Thanks Aunt Linda. I can't get off work, the restaurant is short staffed"),
    ("Mike", "I'll cover the weekend"),
], [
    U("city", ["Tucson"]),
    U("job_title", ["retired"]),
    U("plan", ["drive up from Tucson tomorrow", "drive up"]),
    P("Mom", "health", ["surgery"]),
    P("Chris", "employer", ["restaurant"], False),
    U("name", ["Linda"], False),
    U("gender", ["female"], False),
], me="Aunt Linda")
group(E, [
    ("Coach Pete", "Long run Saturday, 16 miles, meet at the boathouse 7am"),
    ("Nina", "I'm in! first marathon is in 5 weeks, Chicago 🙈"),
    ("Tariq", "I'll do 10, my IT band is cranky"),
    ("Nina", "same thing happened to me last year, foam roll every night. also bringing my dog Luna, she's a great pacer"),
], [
    U("plan", ["Chicago", "marathon", "first marathon"]),
    U("sport", ["run", "running", "marathon"]),
    U("pet", ["dog"]),
    U("pet_name", ["Luna"]),
    P("Tariq", "health", ["IT band"]),
    U("name", ["Nina"], False),
], exporter="Nina")
group(E, [
    ("Beth", "welcome to the team @Omar! everyone say hi"),
    ("Omar", "hi all! Omar, joining as a backend engineer, moved from Cairo 2 weeks ago so pls recommend food"),
    ("Leo", "welcome!! I'm the only other Arabic speaker here, let's get koshari sometime"),
    ("Omar", "deal 😄 I'm vegetarian btw so koshari is perfect"),
], [
    U("name", ["Omar"]),
    U("job_title", ["backend engineer"]),
    U("hometown", ["Cairo"], False),
    U("diet", ["vegetarian"]),
    U("language", ["Arabic"], False),
    P("Leo", "language", ["Arabic"]),
], me="Omar")
group(E, [
    ("Harriet", "Next month's pick: Pachinko. Everyone okay?"),
    ("Bea", "Love it, but I read it last year so I'll skim. My all-time favourite is still Middlemarch, I'll keep lobbying"),
    ("Greg", "Middlemarch is 900 pages Bea"),
    ("Bea", "and worth every one. I'm a retired English teacher, I'll survive"),
    ("Harriet", "I'll host at mine, my husband's making lasagna"),
], [
    U("fav_book", ["Middlemarch"]),
    U("job_title", ["retired English teacher", "retired"]),
    P("Harriet", "partner", ["husband"]),
    U("name", ["Bea"], False),
    U("hobby", ["book club", "reading"], False),
], exporter="Bea")
group(E, [
    ("Zach", "guys my parents are visiting this weekend pls clean"),
    ("Ty", "your parents love me tho"),
    ("Zach", "they love the version of you that isn't 4 days into a pizza. also my mom's allergic to dogs so Rufus needs to go to your gf's"),
    ("Ty", "rude but fair"),
    ("Devin", "Rufus is Ty's dog not mine, I'm not taking him"),
], [
    P("mom", "allergy", ["dogs"]),
    P("Ty", "pet", ["dog"]),
    P("Ty", "pet_name", ["Rufus"]),
    P("Ty", "partner", ["gf", "girlfriend"], False),
    U("plan", ["parents are visiting"], False),
    U("family", ["mom", "parents"], False),
], me="Zach")
group(E, [
    ("Jae", "ramen at 12:30? the new place on 3rd"),
    ("Hana", "yes pls, I need a break from this audit. also I'm off next week, flying to Osaka for my grandma's 90th"),
    ("Priscilla", "ooh jealous. I've never been to Japan, only Korea"),
    ("Hana", "bring snacks?? jk. I'll bring KitKats"),
], [
    U("plan", ["flying to Osaka", "Osaka", "grandma's 90th"]),
    P("grandma", "age", ["90"], False),
    U("family", ["grandma"], False),
    U("job_title", ["auditor"], False),
], exporter="Hana")
group(E, [
    ("Steve", "trade deadline is Thursday fellas"),
    ("Rob", "not trading Kelce. also can't make poker fri, twins have a recital"),
    ("Danny", "how old are they now Rob"),
    ("Rob", "7. going on 17. Ava plays violin and Mia plays the most aggressive cello you've ever heard"),
], [
    U("family", ["twins", "Ava", "Mia"]),
    P("Ava", "instrument", ["violin"]),
    P("Ava", "age", ["7"]),
    P("Mia", "instrument", ["cello"]),
    P("Mia", "age", ["7"]),
    P("Ava", "relation", ["twins", "daughter"], False),
    P("Mia", "relation", ["twins", "daughter"], False),
    U("plan", ["recital"], False),
], me="Rob")
group(E, [
    ("Dale", "anyone else's power out on Maple?"),
    ("Carmen", "yep 412 Maple here, out since 6. I work from home for a bank so this is a disaster"),
    ("Janet", "we're fine on Oak. Carmen you can come charge stuff at mine"),
    ("Carmen", "lifesaver! bringing my laptop and the cat, Mango hates the dark"),
], [
    U("place", ["412 Maple", "Maple"]),
    U("employer", ["a bank", "bank"], False),
    U("pet", ["cat"]),
    U("pet_name", ["Mango"]),
    P("Janet", "place", ["Oak"], False),
], exporter="Carmen")
