from h import S, D, C, G, U, P, CH

SHORT = [
S("en", "lol my handle is xXnightowlXx on twitch, been streaming minecraft speedruns for 2 years. day job is barista at a little cafe in portland", [
    U("nickname", "xXnightowlXx"), U("hobby", "minecraft speedruns|minecraft|streaming"), U("job_title", "barista"), U("city", "portland"),
    U("employer", "a little cafe", False)], gamer=True),
S("en", "I'm not a nurse, I'm a respiratory therapist. people always mix it up. my reddit name is lungsmith for a reason lol", [
    U("job_title", "respiratory therapist"), U("nickname", "lungsmith")], tag=True, gamer=True),
S("en", "my sister just moved to Denver for grad school, meanwhile I'm still stuck in Tulsa with my parents lol", [
    U("city", "Tulsa"), U("family", "my sister|sister"), P("sister", "city", "Denver"), P("sister", "school|plan", "grad school", False)], tag=True),
S("en", "Allergic to shellfish and penicillin. Also lactose intolerant but I cheat with pizza every friday", [
    U("allergy", "shellfish"), U("allergy", "penicillin"), U("health|diet|allergy", "lactose intolerant"), U("fav_food", "pizza", False)]),
S("en", "born and raised in Cork, been in Manchester since uni. 31 now, god help me. (yes I'm corkboi_88 on every forum since forever)", [
    U("hometown", "Cork"), U("city", "Manchester"), U("age", "31"), U("nickname", "corkboi_88")], tag=True, gamer=True),
S("en", "if I had a dog I'd name him Biscuit. sadly my landlord says no pets 😔", [], tag=True),
S("en", "my wife Priya is a pediatric oncologist at Children's Mercy, I just teach 8th grade science lol. dinner table convos are uneven", [
    U("partner", "Priya"), P("Priya", "relation", "wife"), P("Priya", "job_title", "pediatric oncologist"), P("Priya", "employer", "Children's Mercy"),
    U("job_title", "8th grade science|science teacher")], tag=True),
S("en", "new number: 415-662-0198, the old 628 one is dead dead", [
    U("phone", "415-662-0198")], tag=True),
S("en", "just finished my BS in mechanical engineering at Purdue!! first in my family to graduate college 🎓", [
    U("degree", "BS|bachelor"), U("major", "mechanical engineering"), U("school", "Purdue")]),
S("en", ["does anyone know if you can bring a guinea pig on a plane?", "It depends on the airline, many don't allow rodents in the cabin. Is it for a trip?", "yeah visiting my mom at xmas, I can't leave Mochi and Waffles with just anyone, they're my babies"], [
    U("pet", "guinea pig"), U("pet_name", "Mochi"), U("pet_name", "Waffles"), U("plan", "visiting my mom at xmas", False)], tag=True),
S("en", "favourite album of all time is In Rainbows, fight me in the replies 💿", [
    U("fav_music", "In Rainbows|Radiohead")], gamer=True),
S("en", "r/vegan fam, i'm vegan since 2019 but my bf is a total carnivore, we make it work somehow", [
    U("diet", "vegan"), U("partner", "bf|boyfriend"), P("bf", "diet", "carnivore", False)], tag=True, gamer=True),
S("en", "I used to work at Amazon, now I'm at a tiny robotics startup in Pittsburgh as their only data engineer", [
    U("job_title", "data engineer"), U("industry", "robotics"), U("city", "Pittsburgh"), U("employer", "tiny robotics startup", False)], tag=True),
S("en", "ggs, that's it for ranked tonight. for the new ppl: i'm Pixelpanda, I main Mercy in Overwatch, and no I'm not a girl just bc I play support 🙄", [
    U("nickname", "Pixelpanda"), U("hobby", "Overwatch"), U("gender", "male|guy", False)], tag=True, gamer=True),
S("en", "anybody want to join a pickup soccer game? we play sundays at Zilker, I've been playing since I was 6 so no pressure lol", [
    U("sport", "soccer"), U("city", "Austin", False)], tag=True),
S("en", "Hey it's Marcus. Marcus Oyelaran. We met at the conference in Lisbon, I'm the one who works at Stripe", [
    U("name", "Marcus Oyelaran"), U("employer", "Stripe")], tag=True),
S("en", "started learning cello at 40. people laugh but I practice every single night and my neighbors haven't complained yet", [
    U("instrument", "cello")], tag=True),
S("en", "my email is dana.kwok.design@gmail.com, not the hotmail one I gave you before", [
    U("email", "dana.kwok.design@gmail.com")], tag=True),
S("en", "Me and my husband are flying to Reykjavik on March 3rd, everything's booked!", [
    U("plan", "Reykjavik|flying to Reykjavik"), U("partner", "husband")]),
S("en", "Happy birthday to me 🎉 July 19th gang where you at", [
    U("birthday", "July 19th|July 19")]),
S("en", "I hate cilantro with every fiber of my being. tastes like soap. yes it's genetic, no I will not 'try it again'", [
    U("dislike", "cilantro")]),
S("en", "fun fact: i speak Tagalog, English and a bit of Korean from all the kdramas my discord server makes me watch", [
    U("language", "Tagalog"), U("language", "English"), U("language", "Korean", False)], gamer=True),
S("en", "my roommate keeps saying I should get tested for ADHD lol. anyway I have asthma so the gym is rough", [
    U("health", "asthma")], tag=True),
S("en", "Just adopted a retired greyhound named Comet 🐕 he's 7 and sleeps 20 hrs a day", [
    U("pet", "greyhound"), U("pet_name", "Comet")], tag=True),
S("en", "I'm a woman in construction management, yes we exist, no I won't make you coffee", [
    U("gender", "woman|female"), U("job_title", "construction management|construction manager"), U("industry", "construction")]),
S("en", "Wish I'd studied something useful. Art history BA from Oberlin, now I wait tables in Brooklyn", [
    U("major", "Art history"), U("degree", "BA|bachelor"), U("school", "Oberlin"), U("job_title", "wait tables|waiter|server"),
    U("city|place", "Brooklyn")], tag=True),
S("en", "my dad's a retired firefighter and my mom still runs her salon in Tacoma, they're both tougher than me", [
    U("family", "dad"), U("family", "mom"), P("dad", "job_title", "retired firefighter|retired"), P("mom", "job_title|employer", "her salon|salon owner"),
    P("mom", "city", "Tacoma")], tag=True),
S("en", "honestly Elden Ring is my comfort game. 400 hours in and I still die to Malenia every time", [
    U("hobby", "Elden Ring")], gamer=True),
S("en", "I reread Pride and Prejudice once a year, it's my favorite book. don't judge me", [
    U("fav_book", "Pride and Prejudice")]),
S("en", "nah I don't drink. never have. my whole family runs a winery in Napa which is kinda ironic", [
    U("diet", "don't drink|no alcohol")], tag=True),
S("en", "favorite movie is Spirited Away. second favorite is whatever my kid is watching so i can nap", [
    U("fav_film", "Spirited Away"), U("family", "my kid|kid", False)]),
S("en", "I'm 24 and I just bought my first car, a used 2015 Civic. 120k miles but she runs. the guild voted to name her Tin Can", [
    U("age", "24"), U("belonging", "2015 Civic|Civic")], tag=True, gamer=True),
]

DIARY = [
D("en", "Tuesday. Woke up at 5 to feed Luna (my cat, not a baby, before anyone asks). Drove to the clinic — I'm a dental hygienist at Bright Smiles in Fresno, which sounds like a fake place but is real. Lunch was a sad salad because I'm trying to cut carbs. My brother Dev called to say he got into the fire academy, so proud of that idiot. After work I did 30 min on the rowing machine. Tried to read Circe before bed, fell asleep on page 4.", [
    U("pet", "cat"), U("pet_name", "Luna"), U("job_title", "dental hygienist"), U("employer", "Bright Smiles"), U("city", "Fresno"),
    U("family", "Dev"), P("Dev", "relation", "brother"), P("Dev", "school", "fire academy"), U("sport", "rowing", False)], tag=True),
D("en", "Stream recap for future me: 6 hrs, hit 500 followers!! Chat was wild. Someone asked if I'm from Texas bc of my accent, I'm actually from Georgia, just live in Dallas now. Ate like 4 slices of pepperoni pizza off camera. Need to stop. Editing the VOD tomorrow, then dentist Thursday at 2. Mom texted asking when I'm getting a 'real job'. I work part-time at a GameStop, mom, that counts.", [
    U("hometown", "Georgia"), U("city", "Dallas"), U("employer", "GameStop"), U("hobby", "Stream|streaming"), U("plan", "dentist Thursday|dentist"),
    U("fav_food", "pepperoni pizza", False), U("family", "Mom", False)], tag=True, gamer=True),
D("en", "March 9. Rain again. Dropped the twins at preschool — Ava cried, Noah didn't even wave. Work was a blur; quarterly audit at the credit union, and as the only compliance officer I was in every meeting. Jake picked up dinner (thank god for my husband). I'm 38 and I feel 60. Knee acting up again since the meniscus surgery last year. Booked a weekend in Sedona for our anniversary in May.", [
    U("family", "Ava"), U("family", "Noah"), P("Ava", "relation", "twins|daughter"), P("Noah", "relation", "twins|son"),
    U("job_title", "compliance officer"), U("industry|employer", "credit union", False), U("partner", "Jake"), P("Jake", "relation", "husband"),
    U("age", "38"), U("health", "Knee|meniscus"), U("plan", "Sedona|weekend in Sedona")], tag=True),
D("en", "Took Pepper to the vet this morning, she's my little terrier and fourteen now, so every cough scares me. Afterward I stopped by the library where I volunteer on Wednesdays. I retired from teaching in 2015 after thirty-one years of high school chemistry, and I still can't resist correcting the kids' homework. My daughter Ruth called from Phoenix; she's a nurse there and works too many nights. Made my usual split pea soup. Early night.", [
    U("pet", "terrier"), U("pet_name", "Pepper"), U("job_title", "retired"), U("hobby", "volunteer", False),
    U("family", "Ruth"), P("Ruth", "relation", "daughter"), P("Ruth", "city", "Phoenix"), P("Ruth", "job_title", "nurse")], tag=True),
D("en", "Day 3 of the new job and I still can't find the bathroom on my floor. Cloudflare's office is massive. I'm a security engineer now, finally, after two years of helpdesk. Lunch with my old college roommate Tariq who works at Salesforce across the street. He's getting married in October and I'm the best man!! Got home, played guitar for an hour, then Valorant with the boys till 1, then ramen.", [
    U("employer", "Cloudflare"), U("job_title", "security engineer"), P("Tariq", "relation", "college roommate|roommate"),
    P("Tariq", "employer", "Salesforce"), P("Tariq", "plan", "getting married|married in October"), U("plan", "best man"),
    U("instrument", "guitar"), U("hobby", "Valorant"), U("gender", "male", False)], tag=True, gamer=True),
D("en", "Okay journal, big news: I'm pregnant. 11 weeks. Haven't told anyone except Sam. Spent today pretending to be normal at the bakery — I own a little bakery on Elm St with my best friend Keiko, we open at 6 so I'm up at 4:30. Craving pickles which is so cliche. Mom's birthday is Sunday, I ordered her a scarf. I'm allergic to wool, so the scarf is cashmere lol.", [
    U("health", "pregnant"), U("partner", "Sam", False), U("job_title|employer", "bakery|bakery owner"), P("Keiko", "relation", "best friend"),
    P("Keiko", "job_title|employer", "bakery", False), U("allergy", "wool"), U("family", "Mom", False)], tag=True),
D("en", "Long run this morning, 16 miles, training for the Chicago Marathon in October (bib's already in my drawer!). Afterward brunch with Lena and her new boyfriend, who told us three times he's a 'serial entrepreneur'. Whatever. Afternoon I finally fixed my bike. I teach yoga on weekends but during the week I'm a paralegal, so Sunday nights are always a scramble. Dinner: lentil curry, I've been vegetarian 10 years.", [
    U("sport", "run|running"), U("plan", "Chicago Marathon"), U("job_title", "paralegal"), U("job_title", "teach yoga|yoga teacher"),
    U("diet", "vegetarian")], tag=True),
D("en", "Jan 2. Resolutions I will definately not keep: learn Italian, stop buying books. Actually bought three books today, including a second copy of The Secret History because my first one fell apart — it's my favorite novel. Called grandma; she's 92 and still sharper than me. Walked Bruno (our beagle) along the river. Back to the office tomorrow, Deloitte never sleeps. I'm an auditor, the most boring job to explain at parties.", [
    U("fav_book", "The Secret History"), U("family", "grandma"), P("grandma", "age", "92"), U("pet", "beagle"), U("pet_name", "Bruno"),
    U("employer", "Deloitte"), U("job_title", "auditor")], tag=True),
D("en", "Tonight I dreamed I was a marine biologist in Hawaii. Woke up in Ohio, a claims adjuster, and 29. Reality is rough. Spent the lunch break listening to Fleetwood Mac — Rumours is still the best album ever made. My neighbor Carla brought over tamales; she's from Oaxaca and cooks like a goddess. Tomorrow I have my dermatologist appointment for that mole, fingers crossed.", [
    U("city|place", "Ohio"), U("job_title", "claims adjuster"), U("age", "29"), U("fav_music", "Rumours|Fleetwood Mac"),
    P("Carla", "relation", "neighbor"), P("Carla", "hometown", "Oaxaca"), U("plan", "dermatologist appointment|dermatologist")], tag=True),
D("en", "Spring break day 1. No classes for a week! I'm a junior at UCLA studying psychology, minoring in Korean — I'm half Korean so it felt right. Went hiking in Griffith Park with my girlfriend Maya, she's a nursing student at the same school. Then way too much Korean BBQ in K-town. My dad wants me to go to med school but I want to be a therapist.", [
    U("school", "UCLA"), U("major", "psychology"), U("language", "Korean"), U("partner", "Maya"), P("Maya", "relation", "girlfriend"),
    P("Maya", "major", "nursing"), P("Maya", "school", "UCLA", False), U("hobby|sport", "hiking", False), U("city", "Los Angeles|LA", False)], tag=True),
]

COMP = [
C("en", "Juniper", ["ugh, long day at the hospital", "Oh no! Rough shift in the ER again? You're a nurse there, right?", "not ER, I'm in radiology. I'm an MRI tech",
    "MRI tech, got it. Do you at least live close to the hospital?", "10 min walk, I moved to Cleveland last year for this job"], [
    U("job_title", "MRI tech"), U("city", "Cleveland")]),
C("en", "Atlas", ["atlas guess who just hit Grandmaster in Apex", "Congrats!! Your handle was still \"ghostfox\", right?", "lol no that was my old one, it's foxglove_ now",
    "Noted, foxglove_. Do you stream your games?", "sometimes on weekends, mostly I just duo w my little brother Eli", "That's sweet! How old is Eli?",
    "15, and he's better than me which is humiliating"], [
    U("hobby", "Apex|Apex Legends"), U("nickname", "foxglove_"), U("family", "Eli"), P("Eli", "relation", "little brother|brother"), P("Eli", "age", "15"),
    U("hobby", "stream|streaming", False)], gamer=True),
C("en", "Milo", ["I think I'm finally going to quit sugar", "That's ambitious! Is that because of your diabetes?", "I don't have diabetes lol, my dad does. I just want to lose weight",
    "Sorry, I misremembered. Good luck! What's your trickiest sugar habit?", "Sour Patch Kids. my twitch chat literally watches me eat a whole bag every stream"], [
    P("dad", "health", "diabetes"), U("family", "dad", False), U("fav_food", "Sour Patch Kids"), U("hobby", "twitch|streaming", False)], gamer=True),
C("en", "Wren", ["Wren, my girlfriend Hana and I are moving in together next month", "That's huge! Is Hana the one who's a chef?", "no, Hana's a vet tech. the chef was my ex",
    "Oops, sorry! A vet tech, lovely. Where are you two moving?", "just across town here in Minneapolis, bigger apartment"], [
    U("partner", "Hana"), P("Hana", "relation", "girlfriend"), P("Hana", "job_title", "vet tech"), U("city", "Minneapolis"),
    U("plan", "moving in together")]),
C("en", "Pixel", ["pixel it's my birthday!!! 🎂", "Happy birthday! 🎉 Turning 21, right?", "23 actually lmao but thank u",
    "23! Any plans for tonight?", "bowling with the discord crew, I'm the worst bowler there"], [
    U("age", "23"), U("birthday", "August 8|8月8日", False), U("plan", "bowling", False)], gamer=True, at="2026-08-08"),
C("en", "Sage", ["Sage, the doctor finally diagnosed me. It's celiac.", "Oh, that's a lot to take in. So no more gluten at all?", "Yep. Goodbye bagels. I'm from New Jersey, this is a tragedy",
    "Ha, losing Jersey bagels is serious. Is your family supportive?", "my wife's been amazing, she's already baking gluten-free bread"], [
    U("health", "celiac"), U("diet", "gluten-free|no gluten", False), U("hometown", "New Jersey"), U("partner", "wife")]),
C("en", "Kai", ["Kai I got the offer!!! signed it this morning", "Amazing!! The one from Google?", "no lol, Google ghosted me. It's Spotify, product designer, I start in June",
    "Spotify! So are you moving to Stockholm?", "nope, it's the NYC office, I'm staying in Brooklyn"], [
    U("employer|plan", "Spotify"), U("job_title|plan", "product designer"), U("city|place", "Brooklyn")]),
C("en", "Nova", ["just got back from a Phoebe Bridgers concert and I'm emotional", "Aww! Is she your favorite artist?", "top 3 for sure. number one is still Mitski",
    "Mitski! I'm more of a jazz soul myself, Coltrane mostly. Do you play any instruments?", "piano, badly. took lessons as a kid and picked it back up this year"], [
    U("fav_music", "Mitski"), U("fav_music", "Phoebe Bridgers", False), U("instrument", "piano"), CH("fav_music", "jazz|Coltrane")]),
C("en", "Ollie", ["ollie, meet the new family member: a bearded dragon named Sunny", "Cute! Is Sunny your first reptile? I thought you were a dog person", "i am a dog person, i have two labs too, Ziggy and Moose",
    "A full house! Ziggy and Moose must be curious about Sunny", "they're terrified of him lmao"], [
    U("pet", "bearded dragon"), U("pet_name", "Sunny"), U("pet", "labs|labrador"), U("pet_name", "Ziggy"), U("pet_name", "Moose")], tag=False),
C("en", "Remy", ["Remy, I passed the bar exam!!!", "Congratulations!! All those years at Harvard Law paid off!", "haha I wish, I went to Rutgers Law. but thank you",
    "Rutgers, my bad. So you'll be practicing in New York now?", "New Jersey, I'm joining the public defender's office in Newark next month"], [
    U("school", "Rutgers Law|Rutgers"), U("employer|plan", "public defender's office"), U("job_title", "lawyer|public defender", False)]),
C("en", "Bramble", ["bramble, my tomatoes finally came in 🍅", "Lovely! You grow them on your balcony, right?", "backyard! I have a whole veggie garden now, it's my retirement project",
    "Retirement suits you! What did you do before?", "35 years as a mail carrier. my knees are not grateful"], [
    U("hobby", "veggie garden|gardening"), U("job_title", "retirement|retired"), U("job_title", "mail carrier", False), U("health", "knees", False)]),
C("en", "Lumen", ["hey Lumen, guess what, I'm finally learning to drive at 34", "Good for you! Is it for your new job in the suburbs?", "nah, my job's still remote. it's for my son, he's starting kindergarten and the school's far",
    "That's lovely. What's his name?", "Theo. he's 5 and obsessed with garbage trucks"], [
    U("age", "34"), U("family", "Theo"), P("Theo", "relation", "son"), P("Theo", "age", "5"), U("plan", "learning to drive", False)]),
]

GROUP = [
G("en", [("Priya", "who's coming to the offsite in Denver?"), ("Jordan", "me! first time in Colorado actually, I've only ever lived in Florida"),
    ("Chris", "can't, my wife's due any day now"), ("Jordan", "congrats in advance Chris!!")], [
    U("city|place", "Florida"), U("plan", "offsite in Denver|offsite"), P("Chris", "partner", "wife")], me="Jordan"),
G("en", [("Aunt Linda", "Sophie are you still at that bank?"), ("Sophie", "nope! left in June, I'm a UX researcher at Duolingo now 😊"),
    ("Uncle Ray", "what's a UX researcher"), ("Sophie", "basically I watch people use the app and cry"),
    ("Aunt Linda", "well I'm proud. your cousin Ben just made partner at his law firm btw")], [
    U("job_title", "UX researcher"), U("employer", "Duolingo"), P("Ben", "relation", "cousin"), P("Ben", "job_title", "partner"), U("family", "Ben", False)], exp="Sophie"),
G("en", [("shadowmoth", "raid at 9 est tonight?"), ("kenji", "i'm in, just got home from my shift at the hospital. pharmacist life"),
    ("zeroday_", "can't, my mom's making me go to my cousin's wedding lol"), ("kenji", "F. we need another healer then"),
    ("shadowmoth", "I'll heal, I'm 17 and have no life")], [
    U("job_title", "pharmacist"), U("hobby", "raid", False), P("shadowmoth", "age", "17")], me="kenji", gamer=True),
G("en", [("Marisol", "Next month I'm hosting! My place in Oak Park, 7pm. text me at 773-555-0142 if you get lost"), ("Deb", "Yay. Any allergies I should know about for the potluck?"),
    ("Marisol", "I'm allergic to tree nuts so no pesto pls 😅"), ("Frank", "I'll bring my famous chili. I'm retired so I have all the time in the world")], [
    U("place|city", "Oak Park"), U("phone", "773-555-0142"), U("allergy", "tree nuts"), U("plan", "hosting"), P("Frank", "job_title", "retired")], exp="Marisol"),
G("en", [("Bex", "Anyone up for bouldering Thursday? Just got new shoes"), ("Tom", "Can't, tennis elbow is back"),
    ("Mina", "I'm in! I'll bring my brother, he's visiting from Seoul"), ("Bex", "Love that. I'm free after 6, I finish at the studio at 5:30")], [
    U("sport", "bouldering|climbing"), U("plan", "bouldering Thursday", False), P("Tom", "health", "tennis elbow"), P("Mina", "family", "brother", False)], me="Bex"),
G("en", [("Dan", "Who's coaching U10 soccer this spring? I can assist"), ("Luis", "I'll coach. I played in college"),
    ("Dan", "Great. My son Owen is finally old enough to join"), ("Pete", "Mine too, Jack just turned 9 lol")], [
    U("family", "Owen"), P("Owen", "relation", "son"), P("Jack", "age", "9"), P("Pete", "family", "Jack"), P("Luis", "plan", "coach", False)], exp="Dan"),
G("en", [("Gary", "Has anyone seen a grey tabby? Ours got out last night"), ("Ayesha", "Not yet, but I'll look. We have a tabby too, Pumpkin, she's orange though"),
    ("Nell", "I saw a grey cat by the church on Maple!"), ("Ayesha", "Gary, I'm a vet if he turns up hurt, I'm at #14")], [
    U("pet", "tabby"), U("pet_name", "Pumpkin"), U("job_title", "vet|veterinarian"), P("Gary", "pet", "grey tabby|tabby")], me="Ayesha"),
G("en", [("Theo M", "guys i'm engaged!!!! 💍"), ("Rachel", "WHAT congrats!! to Jess?"), ("Theo M", "yes obviously to Jess lol, wedding's next August in Savannah"),
    ("Omar", "I'm crying. I'm still single and 33 btw")], [
    U("partner", "Jess"), P("Jess", "relation", "engaged|fiancée"), U("plan", "wedding"), P("Omar", "age", "33")], exp="Theo M"),
G("en", [("Hollis", "5k this Saturday at 7 on the lakefront, who's in"), ("June", "me, if my shin splints behave"),
    ("Hollis", "we'll go easy. I'm running Boston in April so I need the miles anyway"), ("Kofi", "count me in, and I'm bringing my corgi Waffle")], [
    U("plan", "Boston"), U("sport", "running|5k"), P("June", "health", "shin splints"), P("Kofi", "pet", "corgi"), P("Kofi", "pet_name", "Waffle")], me="Hollis"),
G("en", [("Nadia", "heads up, I'm out Friday, I have a root canal 😬"), ("Greg", "ouch. good luck. I'll cover the Phoenix account"),
    ("Nadia", "thanks Greg! also I'm moving to the Chicago office in March, it's official"), ("Sam", "no way, we'll miss you")], [
    U("plan", "root canal"), U("plan", "moving to the Chicago office|Chicago")], exp="Nadia"),
]

CASES = SHORT + DIARY + COMP + GROUP
