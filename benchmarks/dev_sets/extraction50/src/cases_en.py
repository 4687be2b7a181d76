"""English cases of dev set 50."""
from h import short, diary, comp, group, u, p, c

L = "en"

# ---------------- short chats (32) ----------------
short(L, "ugh my landlord just texted that the boiler is 'fine' lol it is NOT fine. anyway im a second year at leeds doing chem eng so i basically live in the lab",
      [u("school", "leeds|University of Leeds"), u("major", "chem eng|chemical engineering"),
       u("city", "Leeds", False)], tag=True)
short(L, "I'm not a vegan, my roommate is. I just eat whatever she cooks because I can't cook to save my life",
      [p("roommate", "diet", "vegan"), p("roommate", "relation", "roommate", False)], tag=True)
short(L, "hey so my name is Daniel Okafor but literally everyone calls me Danny O",
      [u("name", "Daniel Okafor"), u("nickname", "Danny O")])
short(L, "just turned 31 yesterday and my back already hurts when i sneeze. send help",
      [u("age", "31"), u("birthday", "yesterday", False)])
short(L, "I work at Deloitte in Chicago, audit side, which is exactly as exciting as it sounds",
      [u("employer", "Deloitte"), u("city", "Chicago"), u("job_title", "audit|auditor")])
short(L, "quick q: anyone know a decent vet in Bristol? my cat Biscuit keeps sneezing and I've only been here 3 weeks for my masters",
      [u("pet", "cat"), u("pet_name", "Biscuit"), u("city", "Bristol"), u("degree", "masters|master")], tag=True)
short(L, "if I won the lottery I'd buy a farm in Montana and never answer emails again. reality: I'm a paralegal in Newark",
      [u("job_title", "paralegal"), u("city", "Newark")], tag=True)
short(L, "My wife Priya is a pediatrician and I'm a high school chem teacher, so dinner conversations are 50% germs 50% explosions",
      [u("partner", "Priya|wife"), p("Priya", "relation", "wife"), p("Priya", "job_title", "pediatrician"),
       u("job_title", "high school chem teacher|chem teacher|chemistry teacher")], tag=True)
short(L, "used to live in Austin but moved back home to Pittsburgh in March. rent is half and the pierogies are better",
      [u("city", "Pittsburgh"), u("hometown", "Pittsburgh", False)], tag=True)
short(L, "new number btw: 415-288-9031. the old one ending in 77 is dead",
      [u("phone", "415-288-9031")], tag=True)
short(L, "i'm allergic to penicillin, found out the hard way when i was 12 lol",
      [u("allergy", "penicillin")], tag=True)
short(L, "favorite movie of all time?? easy. Spirited Away. no I will not be taking questions",
      [u("fav_film", "Spirited Away")])
short(L, "been playing bass for like 8 years now, mostly in church and a jazz trio on weekends. my Fender is older than my nephew",
      [u("instrument", "bass"), u("belonging", "Fender")], tag=True)
short(L, "guy here, 26, working in cybersecurity in Toronto, ask me anything about phishing i guess",
      [u("gender", "guy|male"), u("age", "26"), u("industry", "cybersecurity"), u("city", "Toronto")])
short(L, "my email is m.delgado.writes@gmail.com if you need to send the contract. please not the work one",
      [u("email", "m.delgado.writes@gmail.com")])
short(L, "Do you think I should get a dog? I live alone in a studio in Queens and work 10 hour shifts at the hospital as a respiratory therapist",
      [u("place/city", "Queens"), u("job_title", "respiratory therapist"), u("employer", "hospital", False),
       u("city", "New York", False)], tag=True)
short(L, "i hate olives. i hate them so much. my girlfriend puts them on everything on purpose",
      [u("dislike", "olives"), u("partner", "girlfriend")], tag=True)
short(L, "Just got my acceptance from Imperial for the MSc in Climate Science!!! starting in September 🎉",
      [u("school/plan", "Imperial|Imperial College London"), u("degree/plan", "MSc"),
       u("major/plan", "Climate Science")], tag=True)
short(L, "the 'barista' on my LinkedIn is old, I'm a UX researcher at Shopify now. mostly remote from Ottawa",
      [u("job_title", "UX researcher"), u("employer", "Shopify"), u("city", "Ottawa")], tag=True)
short(L, "Going gluten free was the best decision. celiac diagnosis two years ago changed everything",
      [u("diet", "gluten free|gluten-free"), u("health", "celiac")])
short(L, "my birthday's on june 9th and yes i expect cake",
      [u("birthday", "june 9th|June 9")])
short(L, "speak spanish at home w my abuela, english at work, and im trying to learn korean bc of kdramas lol",
      [u("language", "spanish"), u("language", "english"), u("language", "korean", False),
       u("family", "abuela|grandmother", False)], tag=True)
short(L, "I'm from Lagos originally, came to Manchester for uni and just never left. work in logistics now",
      [u("hometown", "Lagos"), u("city", "Manchester"), u("industry", "logistics")])
short(L, "my son Theo just got into MIT!!! I'm a mess. He wants to do aerospace",
      [u("family", "Theo|son"), p("Theo", "relation", "son"), p("Theo", "school/plan", "MIT"),
       p("Theo", "major/plan", "aerospace", False)], tag=True)
short(L, "not gonna lie the best thing about my job at the bakery is the free croissants. the worst is 4am starts. been there since I dropped out of college",
      [u("employer", "bakery", False), u("fav_food", "croissants", False)], tag=True)
short(L, "I swim every morning at 6 before work, 2k meters. Non-negotiable",
      [u("sport", "swim|swimming")])
short(L, "Playlist is 90% Fleetwood Mac, the other 10% is also Fleetwood Mac",
      [u("fav_music", "Fleetwood Mac")])
short(L, ["ok so I have a rescue greyhound named Pickle and he's afraid of stairs", "Aww, Pickle sounds sweet! How old is he?", "4! retired racer, he's the laziest dog alive"],
      [u("pet", "greyhound|dog"), u("pet_name", "Pickle"), p("Pickle", "age", "4", False)])
short(L, "My dad keeps telling people I'm a doctor. I'm a PhD student in linguistics, dad. not the same",
      [u("degree", "PhD"), u("major", "linguistics"), u("family", "dad", False)], tag=True)
short(L, "just got diagnosed with ADHD at 34. explains a lot honestly",
      [u("health", "ADHD"), u("age", "34", False)], tag=True)
short(L, "I'm a nurse, not 'just a nurse', thank you very much Karen from accounting",
      [u("job_title", "nurse")], tag=True)
short(L, "fav book: The Remains of the Day. I reread it every winter",
      [u("fav_book", "The Remains of the Day")])

# ---------------- diaries (10) ----------------
diary(L, "Oct 3. Rain all day. Had my first tutorial for Microeconomics and nobody talked, so I talked too much. Lunch was a sad meal deal. "
         "Worked my shift at the campus bookstore 2-6, sold exactly four hoodies. My flatmate Jess finally paid her share of the gas bill, miracle. "
         "Called Mum on WhatsApp, she says it's 30 degrees back in Kuala Lumpur. I miss nasi lemak so much it physically hurts.",
      [u("job_title", "shift|part-time", False), u("employer", "campus bookstore|bookstore", False),
       p("Jess", "relation", "flatmate"), u("hometown", "Kuala Lumpur", False), u("fav_food", "nasi lemak", False),
       u("family", "Mum|mom", False)], tag=True)
diary(L, "Monday again. Dropped the twins at daycare, both screaming. Work was chaos — our release got pushed so the whole backend team stayed late. "
         "Being a tech lead mostly means writing Jira tickets now. Got home at 8, Marcus had made lasagna, bless him. "
         "He's been my husband for six years and still can't fold a fitted sheet. Bed by 10.",
      [u("job_title", "tech lead"), u("partner", "Marcus|husband"), p("Marcus", "relation", "husband"),
       u("family", "twins"), u("industry", "tech", False)], tag=True)
diary(L, "Saturday. Ran the Hudson River 10k with Leah this morning, 52 minutes, PB! She's training for Boston and I'm just trying to not die. "
         "Afternoon at the farmers market, bought way too many peaches. Evening I practiced cello for an hour — the Bach suite is slowly coming together. "
         "Still can't believe I'm 40 and taking lessons like a kid.",
      [u("sport", "running|ran|10k", False), u("instrument", "cello"), u("age", "40"),
       p("Leah", "plan", "Boston", False), p("Leah", "sport", "running|training for Boston", False)], tag=True)
diary(L, "3rd week in Seoul. Korean class in the morning, I can finally order food without pointing. Afternoon teaching English at a hagwon in Gangnam — "
         "the kids think my accent is funny because I'm from Glasgow. Dinner with my coworker Min-jun who is somehow both a teacher and a pro gamer. "
         "My studio is tiny but it's mine.",
      [u("city", "Seoul"), u("job_title", "teaching English|English teacher"), u("place", "Gangnam", False),
       u("hometown", "Glasgow"), u("language", "Korean", False), p("Min-jun", "relation", "coworker"),
       p("Min-jun", "job_title", "teacher"), p("Min-jun", "hobby", "pro gamer|gamer", False)], tag=True)
diary(L, "Today was the last day at the firm. Nine years at Baker McKenzie and they gave me a card and a cupcake. Monday I start at a small climate nonprofit "
         "as their general counsel, pay cut and all. Sarah (my sister) says I'm having a midlife crisis. Maybe. Took the dog, Juno, for a long walk by the canal to think.",
      [u("employer/plan", "climate nonprofit|nonprofit", False), u("job_title/plan", "general counsel"),
       u("pet", "dog"), u("pet_name", "Juno"), u("family", "Sarah|sister"), p("Sarah", "relation", "sister")], tag=True)
diary(L, "Dear diary lol. dorm fire alarm at 3am AGAIN. my roommate Kayla slept through it, she's a nursing major and apparently can sleep anywhere. "
         "had my orgo midterm, think i bombed it. pre-med is destroying me. went to the dining hall, got the same grilled cheese as always. "
         "mom called, said grandpa's surgery went fine. thank god.",
      [p("Kayla", "relation", "roommate"), p("Kayla", "major", "nursing"), u("major", "pre-med"),
       u("fav_food", "grilled cheese", False), u("family", "grandpa", False)], tag=True)
diary(L, "Woke up at 5 to feed the chickens, then drove the kids to school in Bozeman. Quiet day at the vet clinic, just one dog with a bee sting "
         "and a very angry parrot. I love being a vet tech even on days like this. Evening knitting by the fire while Tom watched football. "
         "Our oldest, Rosie, turns 16 next week and wants a car. absolutely not.",
      [u("pet", "chickens"), u("job_title", "vet tech"), u("employer", "vet clinic", False), u("hobby", "knitting"),
       u("family", "Rosie"), p("Rosie", "age", "16", False), u("partner", "Tom", True), p("Tom", "relation", "husband|partner", False),
       u("city", "Bozeman", False)], tag=True)
diary(L, "june 14. my 22nd birthday and i spent it in the library finishing my dissertation on postwar housing. very on brand. "
         "flatmates made me a cake shaped like a house, they're idiots, i love them. three more weeks and i'm done with my architecture degree at Sheffield. "
         "interviewing with a firm in London friday.",
      [u("birthday", "june 14|June 14"), u("age", "22nd|22"), u("major", "architecture"), u("school", "Sheffield|University of Sheffield"),
       u("plan", "interviewing with a firm|interview", False)], tag=True)
diary(L, "Long shift at the ER. 14 patients, one broken arm from a trampoline. I'm starting to think being a resident is just sleep deprivation with a badge. "
         "Ate cereal for dinner at 11pm. My boyfriend Luis left a note on the fridge: 'you're a hero, also we're out of milk'. Accurate.",
      [u("job_title", "resident"), u("partner", "Luis|boyfriend"), p("Luis", "relation", "boyfriend")], tag=True)
diary(L, "Sunday reset. Meal-prepped tofu bowls for the week (still vegetarian, day 400 something). Cleaned the fish tank — Nemo and Dory are thriving. "
         "Afternoon hike up Mount Tam with the climbing crew, but I stayed on the trail. Evening: read 60 pages of Dune. Work tomorrow at the Oakland office, ugh.",
      [u("diet", "vegetarian"), u("pet", "fish"), u("pet_name", "Nemo"), u("pet_name", "Dory"),
       u("city", "Oakland", False), u("hobby", "hike|hiking", False)], tag=True)

# ---------------- companion chats (12) ----------------
comp(L, "Nova", ["nova guess what. got the job!!",
                 "Congratulations!! Is this the marketing role at Nike you mentioned?",
                 "no lol that was my friend. mine's at Spotify, data analyst",
                 "Oops, my mistake! Data analyst at Spotify — that's amazing. Will you be moving to New York?",
                 "nope fully remote, staying in Denver. i start on the 15th"],
     [u("employer/plan", "Spotify"), u("job_title/plan", "data analyst"), u("city", "Denver")], tag=True)
comp(L, "Ezra", ["Ezra I need to rant about my landlord",
                 "I'm listening. Is this the one in Boston who never fixes anything?",
                 "Boston was my old place. I'm in Providence now, grad school at Brown. New landlord is worse somehow",
                 "Got it — Providence and Brown. What are you studying there again? Economics?",
                 "public health. econ was undergrad"],
     [u("city", "Providence"), u("school", "Brown"), u("major", "public health"), u("major", "econ|economics", False)],
     tag=True)
comp(L, "Juniper", ["Juniper, do you remember my dog's name?",
                    "Of course! It's Max, your golden retriever, right?",
                    "Max was my childhood dog 😭 now it's Olive, she's a beagle",
                    "I'm so sorry, I mixed them up. Olive the beagle! How old is she?",
                    "2, and already smarter than me"],
     [u("pet", "beagle|dog"), u("pet_name", "Olive"), p("Olive", "age", "2", False)], tag=True)
comp(L, "Kai", ["Kai what should I cook tonight, I'm exhausted",
                "How about pasta? You love carbonara, right?",
                "I do love carbonara but I'm trying to eat less pork. Also I'm allergic to shellfish so no shrimp ideas",
                "Noted! Shellfish allergy. Maybe a mushroom risotto?",
                "perfect, mushroom risotto is basically my comfort food anyway"],
     [u("allergy", "shellfish"), u("fav_food", "carbonara"), u("fav_food", "mushroom risotto", False)], tag=True)
comp(L, "Sage", ["Sage can you help me practice for my interview",
                 "Absolutely! What's the role? Software engineer, like your brother?",
                 "my brother's the engineer lol. I'm applying for a nursing job in pediatrics. currently an LPN at a nursing home",
                 "Got it — LPN now, aiming for pediatrics. Let's start with 'tell me about yourself'.",
                 "ok. Hi, I'm Renee, I'm 29, I've been in healthcare for 7 years..."],
     [u("job_title", "LPN"), u("employer", "nursing home", False), u("name", "Renee"), u("age", "29"),
      u("industry", "healthcare"), p("brother", "job_title", "engineer|software engineer"), u("family", "brother", False)],
     tag=True)
comp(L, "Orion", ["Orion I just finished Project Hail Mary and I'm crying",
                  "It's such a great book! Is that your favorite now?",
                  "no way, my favorite is still The Martian, same author. Hail Mary is a close second though",
                  "Andy Weir fan confirmed! I personally love The Left Hand of Darkness.",
                  "never read it. add it to my list i guess"],
     [u("fav_book", "The Martian"), c("fav_book", "The Left Hand of Darkness")], tag=True)
comp(L, "Wren", ["wren im so stressed. thesis due in 3 weeks",
                 "You've got this! What's your thesis on again — marine biology?",
                 "close, oceanography. im at UCSD, scripps institution",
                 "Oceanography at Scripps, so cool. Do you surf too, living in San Diego?",
                 "lol everyone asks. no i cant surf. i do rock climbing tho"],
     [u("major", "oceanography"), u("school", "UCSD|Scripps"), u("city", "San Diego", False), u("sport", "rock climbing|climbing")],
     tag=True)
comp(L, "Pax", ["Pax, reminder: my sister's wedding is on May 18",
                "Got it! Are you the maid of honor?",
                "yep 😅 and I have to give a speech. She's marrying her college boyfriend, Andre",
                "That's sweet! How long have they been together?",
                "10 years. My sister is Nadia btw, I don't think I ever told you her name"],
     [u("family", "Nadia|sister"), p("Nadia", "relation", "sister"), p("Nadia", "plan", "wedding|May 18"),
      p("Nadia", "partner", "Andre"), u("plan", "maid of honor|speech", False), u("gender", "female", False)], tag=True)
comp(L, "Lumi", ["Lumi, what's my schedule tomorrow",
                 "You told me you have guitar lessons on Wednesdays — so guitar at 6?",
                 "it's piano, not guitar. I quit guitar ages ago",
                 "Piano at 6 then! Anything else?",
                 "dentist at 9. also my email changed, it's tessa.k.wong@outlook.com"],
     [u("instrument", "piano"), u("email", "tessa.k.wong@outlook.com"), u("plan", "dentist", False)], tag=True)
comp(L, "Atlas", ["Atlas my parents are visiting from Manila next week",
                  "How exciting! Are you from Manila too?",
                  "Cebu actually, they moved to Manila after I left. I've been in Melbourne 6 years",
                  "Cebu, got it. Melbourne for six years — do you feel more Aussie now?",
                  "lol my Tagalog is getting rusty so maybe"],
     [u("hometown", "Cebu"), u("city", "Melbourne"), p("parents", "city", "Manila"), u("language", "Tagalog", False),
      u("plan", "parents are visiting|visiting", False)], tag=True)
comp(L, "Bea", ["Bea, I'm thinking of getting a tattoo",
                "Ooh! What design? Something related to your cat, Mochi?",
                "Mochi is my roommate's cat, I'm more of a dog person. no pets of my own yet",
                "Ah, got it — Mochi's your roommate's. What tattoo then?",
                "a small violin, I've played since I was 7 and I'm in the uni orchestra"],
     [p("roommate", "pet", "cat"), p("roommate", "pet_name", "Mochi"), u("instrument", "violin")], tag=True)
comp(L, "Remy", ["Remy, can you remember my coffee order for when I forget",
                 "Sure! Oat latte, extra shot?",
                 "no milk, I'm lactose intolerant — so black americano, always",
                 "Black americano, noted. Anything about your job I should remember?",
                 "I'm a firefighter in Sacramento. long shifts, lots of coffee"],
     [u("health/diet/allergy", "lactose intolerant"), u("job_title", "firefighter"), u("city", "Sacramento"),
      u("fav_food", "black americano|americano", False)], tag=True)

# ---------------- group chats (10) ----------------
group(L, "Hannah", [("Hannah", "rent's due friday guys, landlord wants it by e-transfer"),
                    ("Omar", "sending mine tonight. also can someone feed my fish while I'm at my parents' in Hamilton"),
                    ("Hannah", "I can! I'm here all weekend writing my stats final"),
                    ("Priya K", "I'll send mine saturday sorry"),
                    ("Grace", "hannah ur a stats major?? i thought psych"),
                    ("Hannah", "psych major, stats is just a required course 🙃")],
      [u("major", "psych|psychology"), p("Omar", "pet", "fish"), p("Omar", "plan", "Hamilton|at my parents'", False)])
group(L, None, [("Coach Mike", "practice moved to 7am saturday, field 3"),
                ("Jordan", "I'll be there. my knee's still taped from the sprain tho"),
                ("Sam R", "can't make it, working a double at Target"),
                ("Jordan", "also fyi I'm switching to goalkeeper this season"),
                ("Ellie", "I'll bring oranges"),
                ("Coach Mike", "works for me")],
      [u("sport", "soccer|goalkeeper", False), u("health", "sprain|knee", False), p("Sam R", "employer", "Target"),
       p("Coach Mike", "job_title", "coach", False)], exporter="Jordan")
group(L, "Ben", [("Aunt Carol", "Ben, are you still at the bank?"),
                 ("Ben", "nope, left in January. I'm at a startup now, fintech, product manager"),
                 ("Uncle Ray", "good for you. your cousin Liz just started at Wells Fargo"),
                 ("Liz", "yep, teller for now, it's a start!"),
                 ("Ben", "congrats Liz!! we should get lunch, you're in Charlotte too right?")],
      [u("job_title", "product manager"), u("industry", "fintech"), u("employer", "startup", False),
       p("Liz", "employer", "Wells Fargo"), p("Liz", "job_title", "teller"), p("Liz", "relation", "cousin"),
       u("city", "Charlotte", False)])
group(L, None, [("Priyanka", "who's bringing what to the potluck"),
                ("Chris", "I'll do my famous chili. vegetarian version since Priyanka doesn't eat meat"),
                ("Priyanka", "aww thank you. I'll make biryani"),
                ("Dev", "I'm bringing drinks. and my new girlfriend, her name's Anya, be nice"),
                ("Priyanka", "lol we're always nice. does she have any allergies?")],
      [u("diet", "doesn't eat meat|vegetarian"), p("Dev", "partner", "Anya|girlfriend"),
       p("Chris", "fav_food", "chili", False)], exporter="Priyanka")
group(L, "Marco", [("Marco", "shift swap anyone? I need sunday off for my daughter's recital"),
                   ("Tina", "I can take it if you take my tuesday close"),
                   ("Marco", "deal. she's playing flute, first solo"),
                   ("Jamal", "aww. how old is she now?"),
                   ("Marco", "11. grows up too fast. been managing this store since she was born lol")],
      [u("family", "daughter"), p("daughter", "instrument", "flute"), p("daughter", "age", "11"),
       u("job_title", "managing|store manager|manager"), p("daughter", "plan", "recital", False)])
group(L, None, [("Ahmed", "anyone want to split an uber to the airport on thursday"),
                ("Lin", "me! flying home to Shanghai for the summer"),
                ("Felipe", "I'm staying, got a research assistant job in the chem lab"),
                ("Lin", "lucky. my visa renewal is a nightmare. also remind me I owe the landlord for the broken blinds"),
                ("Sara", "count me in too"),
                ("Ahmed", "I'll be there 6am, my flight to Cairo is at 9")],
      [u("plan", "flying home to Shanghai|Shanghai"), u("hometown", "Shanghai", False),
       p("Felipe", "job_title", "research assistant"), p("Ahmed", "plan", "Cairo|flight to Cairo", False)],
      exporter="Lin")
group(L, "Zoe", [("Zoe", "book club pick for next month? I vote Pachinko"),
                 ("Mel", "read it already, it's my all time favorite"),
                 ("Zoe", "then you can lead!! also I'm gonna be late wednesday, my shift at the library runs till 7"),
                 ("Kath", "you still at the Elm st branch?"),
                 ("Zoe", "yep, children's librarian, 3 years now")],
      [u("job_title", "children's librarian|librarian"), u("employer", "library|Elm st branch", False),
       p("Mel", "fav_book", "Pachinko"), u("hobby", "book club|reading", False)])
group(L, None, [("Dad", "who's coming for Thanksgiving"),
                ("Megan", "me + Josh + the baby! Josh is finally off work that week"),
                ("Ryan", "I'm in, driving down from Portland"),
                ("Megan", "also heads up Mom, Lily can't have dairy now, pediatrician said milk protein allergy"),
                ("Mom", "noted, no dairy for Lily"),
                ("Ryan", "poor kid")],
      [u("partner", "Josh"), p("Josh", "relation", "husband|partner", False), u("family", "Lily|the baby"),
       p("Lily", "allergy", "milk protein|dairy"), p("Ryan", "city", "Portland", False)], exporter="Megan")
group(L, "Tyler", [("Tyler", "yo who's down for pickup basketball tonight"),
                   ("Nate", "can't, gf's birthday"),
                   ("Tyler", "lame. ok who else. I play every tuesday at the Y"),
                   ("DeShawn", "I'm in. coming straight from my welding shift"),
                   ("Coop", "out, studying"),
                   ("Tyler", "bet. see u at 8")],
      [u("sport", "basketball"), p("DeShawn", "job_title", "welding|welder"), p("Nate", "partner", "gf|girlfriend")])
group(L, None, [("Rachel", "hi all! welcome to the Maple Court neighbours group"),
                ("Dr. Osei", "Thanks Rachel. Reminder: I'm in unit 4, happy to help with any medical questions"),
                ("Sophie", "hi! just moved into unit 9 with my partner and our two cats, Pepper and Salt"),
                ("Gus", "welcome neighbour!"),
                ("Rachel", "welcome Sophie! what do you do?"),
                ("Sophie", "I'm a sign language interpreter, and he's a carpenter if anyone needs shelves lol")],
      [u("pet", "cats|cat"), u("pet_name", "Pepper"), u("pet_name", "Salt"), u("job_title", "sign language interpreter"),
       u("partner", "partner"), p("partner", "job_title", "carpenter"), u("place", "unit 9|Maple Court", False),
       p("Dr. Osei", "job_title", "Dr.|doctor", False)], exporter="Sophie")
