"""English cases of dev set 28: short chats, diaries, companion chats, group chats."""
from h import F, N, P, PN, C, U, A, short, diary, comp, group

L = "en"

# ---------------------------------------------------------------- short chats (32)
short(L, "ok so i'm a dental hygienist in Tulsa and no i don't have free whitening kits stop asking lol", [
    F("job_title", "dental hygienist", "hygienist"),
    F("city", "Tulsa"),
])
short(L, "my email is marco.bellini.art@gmail.com — the old hotmail one is dead, don't use it", [
    F("email", "marco.bellini.art@gmail.com"),
])
short(L, "Not allergic to cats, I'm allergic to dogs. Which is tragic because my girlfriend has a husky named Juno", [
    F("allergy", "dogs", "dog"),
    F("partner", "girlfriend"),
    P("girlfriend", "pet", "husky", "dog"),
    P("girlfriend", "pet_name", "Juno"),
], tag=True)
short(L, "just turned 41 and honestly my knees are 70", [
    F("age", "41"),
], tag=True)
short(L, "I grew up in Cork but I've lived in Leeds for like fifteen years now, the accent's mostly gone", [
    F("hometown", "Cork"),
    F("city", "Leeds"),
])
short(L, "anyone got recs for a good vet in Portland? my rabbit Biscuit stopped eating", [
    F("pet", "rabbit"),
    F("pet_name", "Biscuit"),
    N("city", "Portland"),
], tag=True)
short(L, "I'm a night shift ICU nurse at St. Luke's, three twelves a week, and I still can't sleep in the daytime", [
    F("job_title", "ICU nurse", "nurse"),
    F("employer", "St. Luke's", "St. Luke's hospital"),
])
short(L, "i don't eat meat but fish is fine so technically pescatarian? bbq season is rough", [
    F("diet", "pescatarian"),
])
short(L, "I play bass in a terrible cover band on weekends. We're called The Late Fees. My wife says we're 'loud, not good'", [
    F("instrument", "bass", "bass guitar"),
    F("partner", "wife"),
    N("hobby", "cover band", "band"),
])
short(L, "Moving to Denver on the 14th!!! lease signed, truck booked. Still in Kansas City till then", [
    F("plan", "Moving to Denver", "Denver", "move to Denver"),
    F("city", "Kansas City"),
], tag=True)
short(L, "my sister Priya just got into Johns Hopkins for med school, I'm so proud I could cry", [
    F("family", "Priya", "sister"),
    P("Priya", "relation", "sister"),
    P("Priya", "school|plan", "Johns Hopkins"),
    P("Priya", "major|plan", "med school", "medicine"),
])
short(L, "if I had a dog I'd call it Pickles. sadly my landlord says no pets", [], tag=True)
short(L, "I work in insurance, claims adjuster, it's exactly as exciting as it sounds", [
    F("industry", "insurance"),
    F("job_title", "claims adjuster"),
])
short(L, "Favorite movie of all time: Spirited Away. Don't @ me. Second place changes weekly", [
    F("fav_film", "Spirited Away"),
])
short(L, "I'm a they/them btw, nonbinary. the app keeps calling me 'sir' and it's driving me nuts", [
    F("gender", "nonbinary", "non-binary", "they/them"),
], tag=True)
short(L, "birthday's on feb 29 so technically I'm 8 years old lol (I'm 32)", [
    F("birthday", "feb 29", "February 29", "02-29"),
    F("age", "32"),
], tag=True)
short(L, "call me on my work cell if it's urgent: 415-555-0193. my personal one is always on silent", [
    F("phone", "415-555-0193"),
])
short(L, "I'm lactose intolerant but I will die for a good mac and cheese, no regrets", [
    F("health|allergy|diet", "lactose intolerant", "lactose intolerance"),
    F("fav_food", "mac and cheese"),
])
short(L, "we named the cat Professor Whiskers as a joke and now my mom calls him 'the professor' like he has tenure", [
    F("pet", "cat"),
    F("pet_name", "Professor Whiskers"),
    N("family", "mom"),
])
short(L, "Finally got my master's in public health from Emory. Student loans say hi", [
    F("degree", "master's", "master", "MPH"),
    F("major", "public health"),
    F("school", "Emory", "Emory University"),
])
short(L, "Me and my husband Tomás just adopted a greyhound, retired racer, she's named Dot", [
    F("partner", "Tomás", "Tomas"),
    P("Tomás", "relation", "husband"),
    F("pet", "greyhound", "dog"),
    F("pet_name", "Dot"),
])
short(L, "i used to be a barista at a chain, now i do payroll for a hospital group. less latte art, more spreadsheets", [
    F("job_title", "payroll", "payroll specialist"),
    N("employer", "hospital group"),
], tag=True)
short(L, "nah I don't speak Spanish, my parents do. I understand like 60% and answer in English 😅", [
    N("language", "Spanish"),
    F("language", "English"),
    P("parents", "language", "Spanish"),
], tag=True)
short(L, "Reading Dune for book club but honestly my all-time fave is still The Secret History", [
    F("fav_book", "The Secret History", "Secret History"),
    N("hobby", "book club"),
], tag=True)
short(L, "yes I'm the guy who brought the theremin to the open mic. I also teach high school chemistry, so", [
    F("instrument", "theremin"),
    F("job_title", "teach high school chemistry", "chemistry teacher", "teacher"),
    F("gender", "guy", "male", "man"),
])
short(L, "Hate cilantro, hate olives, love everything else. That's the whole list", [
    F("dislike", "cilantro", "coriander"),
    F("dislike", "olives"),
])
short(L, "I have type 1 diabetes, so yes I know about carbs, thank you Karen from accounting", [
    F("health", "type 1 diabetes", "diabetes", "T1D"),
])
short(L, "I'm from Lagos originally, did my undergrad at UCL, and now I'm a data engineer at Monzo in London", [
    F("hometown", "Lagos"),
    F("school", "UCL", "University College London"),
    F("degree", "undergrad", "bachelor's"),
    F("job_title", "data engineer"),
    F("employer", "Monzo"),
    F("city", "London"),
])
short(L, "brb my kid just flooded the bathroom. he's 4. send help", [
    F("family", "kid", "son"),
    P("kid", "age", "4"),
])
short(L, "I'm doing the bar exam in July, third attempt, please no one ask me how it's going", [
    F("plan", "bar exam"),
])
short(L, "anyone else in Phoenix dying? my AC guy says he's booked till next week", [
    F("city", "Phoenix"),
])
short(L, "my username everywhere is 'ghostpepper' — friends call me Pep. real name's Danielle but nobody uses it", [
    F("nickname", "Pep", "ghostpepper"),
    F("name", "Danielle"),
])

# ---------------------------------------------------------------- diaries (10)
diary(L, "Long day. Opened the bakery at 5, the proofer broke again. I've owned this place (Crumb & Co.) for six years and it's the third time this year. Lunch rush was fine. Mom called to say her hip replacement is scheduled for the 9th — I'll drive up to Sacramento that weekend. Evening: finally watched the new Dune, fell asleep halfway. Jasper (the cat) slept on my feet all night.", [
    F("employer", "Crumb & Co.", "Crumb & Co"),
    N("job_title", "bakery owner", "owner", "baker"),
    F("family", "Mom"),
    P("mom", "plan|health", "hip replacement"),
    N("plan", "drive up to Sacramento", "Sacramento"),
    F("pet", "cat"),
    F("pet_name", "Jasper"),
], tag=True)
diary(L, "Tuesday. Standup ran long because Raj wanted to debate tabs vs spaces again. I'm the only woman on the platform team at Zendesk and some days it shows. Went to climbing after work — bouldering three nights a week is the only thing keeping me sane. Texted my brother about Thanksgiving; he's hosting in Boise this year because he just bought a house there. Ate cold pizza for dinner. Glamorous.", [
    F("gender", "woman", "female"),
    F("employer", "Zendesk"),
    N("job_title", "platform team", "engineer"),
    F("sport", "bouldering", "climbing"),
    F("family", "brother"),
    P("brother", "city", "Boise"),
    P("brother", "belonging", "house"),
], tag=True)
diary(L, "okay diary voice memo thing again so today was weird I went to the DMV to renew my license and the lady said my birthday was wrong on file it says june 3 but it's june 13 which explains a lot anyway then I went to work at the library I'm a children's librarian if I haven't said it and we had story time with like forty toddlers then home and my roommate Cass made lasagna she's a chef at some fancy place downtown so I got lucky", [
    F("birthday", "june 13", "June 13", "06-13"),
    F("job_title", "children's librarian", "librarian"),
    N("employer", "library"),
    P("Cass", "relation", "roommate"),
    P("Cass", "job_title", "chef"),
], tag=True)
diary(L, "Sunday 7am. Marathon training week 9: 18 miles. Legs dead. Afterwards brunch with Noor and her new boyfriend, who is a pilot for Delta and will not stop talking about it. I keep telling myself I don't want a partner right now. Mostly true. Called Grandpa — he's 94 and still does the crossword in pen. Meal-prepped chicken and rice for the week. Back to the lab tomorrow, my PhD on coral bleaching isn't going to write itself.", [
    F("sport", "Marathon training", "marathon", "running"),
    P("Noor's boyfriend", "job_title", "pilot"),
    P("Noor's boyfriend", "employer", "Delta"),
    F("family", "Grandpa"),
    P("Grandpa", "age", "94"),
    P("Grandpa", "hobby", "crossword"),
    F("degree", "PhD"),
    N("major", "coral bleaching", "marine biology"),
], tag=True)
diary(L, "Dear diary (lol), we closed on the house!! 3-bed in Oak Park, ugly carpet, perfect yard. Mike cried at the signing — he'll deny it. Movers come Saturday. The kids are already fighting over the room with the window seat. I told work I'd take Friday off. Also: I'm officially done with the keto thing, I just like bread too much.", [
    F("belonging", "house", "3-bed"),
    F("plan", "Movers come Saturday", "move", "moving"),
    N("place|city", "Oak Park"),
    N("partner", "Mike"),
    F("family", "kids"),
    N("fav_food", "bread"),
], tag=True)
diary(L, "It rained all day in Glasgow, which is to say it was Thursday. Taught two tutorials (I'm a TA in the philosophy department while I finish my MLitt). Had coffee with Fiona who is moving back to Inverness to take over her dad's pub. Played five-a-side football at night, scored once, pulled a hamstring. My flatmate's cat Haggis has decided my bed is his now.", [
    F("city", "Glasgow"),
    F("job_title", "TA", "teaching assistant"),
    F("degree", "MLitt"),
    N("major", "philosophy"),
    PN("Fiona", "plan", "moving back to Inverness", "Inverness"),
    N("sport", "five-a-side football", "football"),
    P("flatmate", "pet", "cat"),
    P("flatmate", "pet_name", "Haggis"),
], tag=True)
diary(L, "Got the call: I start at the Port Authority as a civil engineer on the 1st. Signed everything today. Until then I'm still bartending at The Anchor three nights a week to cover rent. Dad keeps saying 'I told you so' even though he definitely didn't. Celebrated with tacos — carnitas, always carnitas.", [
    F("employer|plan", "Port Authority"),
    F("job_title|plan", "civil engineer"),
    F("job_title", "bartending", "bartender"),
    F("employer", "The Anchor"),
    F("fav_food", "carnitas"),
    N("family", "Dad"),
], tag=True)
diary(L, "Feb 2. Another snow day, schools closed, so I worked from the kitchen table with both girls 'helping'. Lily is 7 and wants to be a vet, Rose is 4 and wants to be a dinosaur. I'm a freelance translator (German→English) so at least my job travels. Made chili. Watched Pride and Prejudice with my wife for the hundredth time, it's her comfort film, mine is Heat.", [
    F("family", "Lily", "daughter"),
    F("family", "Rose", "daughter"),
    P("Lily", "age", "7"),
    P("Rose", "age", "4"),
    N("family", "girls", "daughters"),
    F("job_title", "freelance translator", "translator"),
    F("language", "German"),
    F("language", "English"),
    F("partner", "wife"),
    P("wife", "fav_film", "Pride and Prejudice"),
    F("fav_film", "Heat"),
], tag=True)
diary(L, "Today I finally told my therapist about the panic attacks. She thinks it might be generalized anxiety. I'm relieved, kinda. Work was fine — I'm a UX researcher at a fintech startup, we're 40 people. Went to choir after; I sing alto, which I didn't know I could do until last year. Picked up my new glasses. They're purple. I love them.", [
    F("health", "panic attacks"),
    N("health", "generalized anxiety", "anxiety"),
    F("job_title", "UX researcher"),
    F("industry", "fintech"),
    F("hobby", "choir", "singing"),
    F("belonging", "glasses"),
], tag=True)
diary(L, "Note to self: the Thai place on 5th is not my employer no matter how often I eat there lol. Real update: two weeks into the warehouse supervisor job at Costco, night shift. Back hurts. Sent my cousin Ray $200 for his kid's birthday — the boy turns 10 on Sunday. Need to call the insurance about my car, someone dinged it in the lot.", [
    F("job_title", "warehouse supervisor"),
    F("employer", "Costco"),
    F("belonging", "car"),
    P("Ray", "relation", "cousin"),
    F("family", "Ray", "cousin"),
], tag=True)

# ---------------------------------------------------------------- companion chats (12)
comp(L, "Juniper", [
    "morning juni. rough night, the baby was up every 2 hours",
    "Oh no! How old is little Mason now, 8 months?",
    "it's Milo not Mason 😑 and he's 5 months",
    "Sorry — Milo, 5 months. Is your husband helping with nights?",
    "my wife. Ana. and yes she does the 2am one",
], [
    F("family", "Milo", "son", "baby"),
    P("Milo", "age", "5 months"),
    F("partner", "Ana"),
    P("Ana", "relation", "wife"),
], tag=True)
comp(L, "Pax", [
    "ok pax i have news. i got the job",
    "Congrats!! The marketing role at Nike?",
    "no lol that was last month's rejection. it's a content designer job at Shopify. remote. start monday",
    "Content designer at Shopify — amazing. Still in Toronto then?",
    "still in Hamilton. Toronto is where my sister lives, you keep mixing us up",
], [
    F("employer|plan", "Shopify"),
    F("job_title|plan", "content designer"),
    F("city", "Hamilton"),
    F("family", "sister"),
    P("sister", "city", "Toronto"),
], tag=True)
comp(L, "Ollie", [
    "ollie say something in portuguese",
    "Olá! Since you speak Portuguese fluently, want to practice?",
    "fluently lmao no. i'm learning. 3 months on a course, lessons twice a week. my mother tongue is Tagalog",
    "Got it — learning Portuguese, native Tagalog. Any reason for Portuguese?",
    "my boyfriend is from Porto. his mom doesn't speak english at all",
], [
    F("language", "portuguese", "Português"),
    F("language", "Tagalog", "Filipino"),
    F("partner", "boyfriend"),
    P("boyfriend", "hometown", "Porto"),
], tag=True)
comp(L, "Sable", [
    U("sable guess what day it is", at="2024-08-21 08:02"),
    A("Is it your 30th birthday?!"),
    U("it's my birthday yes but I'm 28. please"),
    A("Happy 28th! 🎂 Any plans?"),
    U("dinner at my parents'. my brother's flying in from Austin"),
], [
    F("age", "28"),
    N("birthday", "August 21", "08-21"),
    N("family", "brother"),
    P("brother", "city", "Austin"),
], tag=True)
comp(L, "Wren", [
    "wren my dog ate a sock again",
    "Classic Bella! Labs will eat anything.",
    "bella is a beagle. a beagle. we've been over this",
    "Right, Bella the beagle. Does she need the vet?",
    "already called, appointment at 4. she seems fine, just proud of herself",
], [
    F("pet", "beagle", "dog"),
    F("pet_name", "bella"),
    N("plan", "appointment at 4", "vet appointment"),
], tag=True)
comp(L, "Echo", [
    "echo i'm so tired. 14 hour shift at the firehouse",
    "You firefighters work so hard. How's your back doing?",
    "back's fine, it's my asthma thats acting up. which is ironic given the job",
    "Asthma and smoke, yikes. Do you have your inhaler at work?",
    "always. also i'm a paramedic not a firefighter, we just share the station",
], [
    F("job_title", "paramedic"),
    F("health", "asthma"),
    N("belonging", "inhaler"),
], tag=True)
comp(L, "Juniper", [
    "juni what should i listen to on my commute",
    "How about some Taylor Swift? You love her!",
    "my daughter loves her. I love Fleetwood Mac. I'm 52 Juni",
    "Fleetwood Mac it is — Rumours?",
    "perfect. and Tusk after",
], [
    F("fav_music", "Fleetwood Mac"),
    F("age", "52"),
    F("family", "daughter"),
    P("daughter", "fav_music", "Taylor Swift"),
], tag=True)
comp(L, "Pax", [
    "pax where are you from? like if you had a hometown",
    "I like to imagine I'm from Lisbon — all those hills and pastéis de nata. What about you, still in Ohio?",
    "Ohio is where I grew up. Columbus. I live in Seattle now, moved for work at Boeing",
    "Columbus to Seattle! Do you miss the Midwest?",
    "i miss the humidity never",
], [
    F("hometown", "Columbus", "Ohio"),
    F("city", "Seattle"),
    F("employer", "Boeing"),
    C("hometown", "Lisbon", req=False),
], tag=True)
comp(L, "Ollie", [
    "ollie I defended my dissertation today!!!",
    "DR. YOU! Congrats on finishing your PhD in chemistry at Michigan!",
    "thank you!! it's materials science though, and it's Michigan State, not UM. very different fanbases",
    "Oops — materials science at Michigan State. Go Spartans!",
    "haha. postdoc in Zurich starting in march, contract signed",
], [
    F("degree", "PhD", "doctorate"),
    F("major", "materials science"),
    F("school", "Michigan State", "MSU"),
    F("plan|job_title", "postdoc in Zurich", "postdoc"),
], tag=True)
comp(L, "Sable", [
    "ok sable update my contact: new number is 07700 900482",
    "Saved! Should I still use jordan.k@gmail.com for email?",
    "no that's old. use jordankeane@proton.me",
    "Updated. Jordan Keane, new number and Proton email.",
    "👍",
], [
    F("phone", "07700 900482"),
    F("email", "jordankeane@proton.me"),
    N("name", "Jordan Keane"),
], tag=True)
comp(L, "Wren", [
    "planning a dinner party, help me with a menu",
    "Sure! Since you're vegan, maybe a mushroom wellington?",
    "I'm vegetarian not vegan, I eat cheese lol. also tree nut allergy so no walnuts",
    "Vegetarian, no tree nuts — got it. Any guests with restrictions?",
    "my friend Dev is gluten free, that's it",
], [
    F("diet", "vegetarian"),
    F("allergy", "tree nut", "tree nuts", "walnuts"),
    P("Dev", "diet", "gluten free", "gluten-free"),
    P("Dev", "relation", "friend"),
], tag=True)
comp(L, "Echo", [
    "echo i bought a kayak!!",
    "Nice! Where will you paddle? Lake Washington?",
    "i'm in minneapolis lol. we live right by lake of the isles. been paddleboarding for years, kayaking is new",
    "Oh Minneapolis, sorry! I've always loved ambient music by the water — Brian Eno is my favorite.",
    "weird but ok",
], [
    F("belonging", "kayak"),
    F("city", "minneapolis", "Minneapolis"),
    F("place", "lake of the isles", "Lake of the Isles"),
    F("sport", "paddleboarding"),
    N("sport", "kayaking"),
    C("fav_music", "Brian Eno", "ambient music"),
], tag=True)

# ---------------------------------------------------------------- group chats (10: 6 me, 4 exporter)
group(L, [
    ("Marcus", "welcome to the team Priyanka! tell us about yourself"),
    ("Priyanka", "hi all! I'm Priyanka, joining as QA lead, just moved here from Pune"),
    ("Dana", "welcome!! I'm Dana, I run the mobile team, been here 4 yrs. ask me anything"),
    ("Marcus", "Dana's also the office's unofficial plant mom, she has like 30 of them"),
    ("Dana", "31 and they all have names, thank you"),
], [
    F("name", "Dana"),
    F("job_title", "run the mobile team", "mobile team lead"),
    F("hobby", "plant mom", "plants"),
    P("Priyanka", "job_title", "QA lead"),
    PN("Priyanka", "hometown", "Pune"),
], me="Dana", tag=True)
group(L, [
    ("Mom", "Meg are you bringing Chris to Easter?"),
    ("Meg", "yes, and he's bringing his famous deviled eggs, brace yourselves"),
    ("Uncle Dave", "Is Chris the one who works at the fire department?"),
    ("Meg", "no that was Tyler, like 3 years ago. Chris is an architect. we've been together 2 years"),
    ("Mom", "Dave you're thinking of your own daughter's ex"),
], [
    F("partner", "Chris"),
    P("Chris", "job_title", "architect"),
    PN("Chris", "plan", "Easter"),
    N("name", "Meg"),
], exporter="Meg", tag=True)
group(L, [
    ("Tre", "trade deadline friday boys"),
    ("Big Mike", "Jake you still a Bears fan after sunday? 😂"),
    ("Jake", "till i die. born in Naperville, it's in the blood. live in Dallas now but I'm not converting"),
    ("Tre", "he's a Cowboys fan in denial"),
    ("Jake", "I'd rather eat glass"),
], [
    F("hometown", "Naperville"),
    F("city", "Dallas"),
    N("hobby", "Bears", "Bears fan", "football"),
    N("name", "Jake"),
], me="Jake", tag=True)
group(L, [
    ("Ken", "Has anyone seen a grey tabby around the courtyard? My cat Smokey got out"),
    ("Rosa", "I'll check! I'm home all day, I work from home — I do medical billing"),
    ("Mrs. Patel", "I saw a grey cat near the bins this morning"),
    ("Rosa", "Ken I have a cat carrier if you need, my two are indoor only"),
], [
    F("job_title", "medical billing", "medical biller"),
    N("pet", "cat", "cats"),
    P("Ken", "pet", "grey tabby", "cat"),
    P("Ken", "pet_name", "Smokey"),
], exporter="Rosa", tag=True)
group(L, [
    ("Hannah", "next month's pick?"),
    ("Liv", "I vote Piranesi"),
    ("Sophie", "seconded! it's my favorite book ever, I've read it four times"),
    ("June", "I'll be in Japan all of next month sorry, back the 20th"),
    ("Hannah", "June you lucky thing"),
], [
    F("fav_book", "Piranesi"),
], me="Sophie", tag=True)
group(L, [
    ("Coach Luis", "practice moved to thursday 6pm"),
    ("Andre", "works for us. Ben can you drive the boys?"),
    ("Ben", "yep, I'm off thursdays — perk of being a nurse on 3 twelves. Noah's got his inhaler in his bag"),
    ("Coach Luis", "thanks Ben. Andre, is Kai's ankle better?"),
    ("Andre", "good as new"),
], [
    F("job_title", "nurse"),
    N("family", "Noah"),
    PN("Noah", "health", "inhaler", "asthma"),
    N("plan", "drive the boys"),
    N("name", "Ben"),
], exporter="Ben", tag=True)
group(L, [
    ("Em", "mom's 60th is in May, ideas?"),
    ("Maddie", "spa day? I can book, I live 10 min from that place in Napa"),
    ("Chloe", "love it. I'll pay my share. fyi I'm pregnant!! 12 weeks!! due in october"),
    ("Em", "OMGGGG"),
    ("Maddie", "CHLOE"),
], [
    F("health|plan", "pregnant", "pregnancy"),
    N("gender", "female"),
    PN("mom", "age", "60th", "60"),
    PN("Maddie", "city", "Napa"),
    N("name", "Chloe"),
], me="Chloe", tag=True)
group(L, [
    ("xXShadowXx", "raid tonight 9 est?"),
    ("Luna", "in. Dev you healing?"),
    ("Dev", "yeah but i have to log at 11, I'm a baker, up at 4am"),
    ("xXShadowXx", "my level 60 paladin is ready to carry"),
    ("Luna", "Dev how old is your priest now lol, like 8 years of play"),
], [
    F("job_title", "baker"),
    N("hobby", "raid", "gaming"),
    N("name", "Dev"),
], exporter="Dev", tag=True)
group(L, [
    ("Tom", "Sat hike at Mt Tam still on?"),
    ("Aisha", "on! I'm driving, can fit 3. heads up I'm celiac so I'll bring my own snacks"),
    ("Grace", "count me in"),
    ("Tom", "Grace bring your dog?"),
    ("Grace", "Pepper says yes"),
], [
    F("health|allergy|diet", "celiac", "celiac disease", "gluten"),
    N("plan", "hike", "Mt Tam"),
    P("Grace", "pet", "dog"),
    P("Grace", "pet_name", "Pepper"),
], me="Aisha", tag=True)
group(L, [
    ("Liam", "rent's due, venmo me"),
    ("Josh", "sent. also omar your alarm at 5am is criminal"),
    ("Omar", "sorry, new job, I'm a line cook at Nobu now, early prep"),
    ("Liam", "fancy! still allergic to shellfish tho? that'll be fun"),
    ("Omar", "only shrimp. and yes it is NOT fun"),
], [
    F("job_title", "line cook", "cook"),
    F("employer", "Nobu"),
    F("allergy", "shrimp"),
    N("name", "Omar"),
], me="Omar", tag=True)
