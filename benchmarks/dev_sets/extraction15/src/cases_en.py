from h import S, D, CH, G, U, P, C

E = "en"
CASES = [
    # ---------------- short chats ----------------
    S(E, "hey so i'm kinda new here. name's Theo, 31, nurse at a children's hospital in Leeds. night shifts are killing me lol", [
        U("name", "Theo"), U("age", "31"), U("job_title", "nurse"), U("city", "Leeds"),
        U("employer", "children's hospital", r=False)]),
    S(E, "my wife Priya just got promoted to head of radiology!!! so proud. meanwhile i'm still stuck in middle management at an insurance company haha", [
        U("partner", "Priya"), P("Priya", "relation", "wife"), P("Priya", "job_title", "head of radiology"),
        U("industry", "insurance"), U("job_title", "middle management", r=False)], tag=True),
    S(E, "not a cat person at all. my girlfriend has two, I just tolerate them", [
        U("partner", "girlfriend"), P("girlfriend", "pet", "cat", "cats"),
        U("dislike", "cat", "cats", r=False)], tag=True),
    S(E, "allergic to penicillin, found out the hard way in 2019. also lactose intolerant which is a tragedy bc i LOVE cheese", [
        U("allergy", "penicillin"), U(["health", "diet", "allergy"], "lactose intolerant"),
        U("fav_food", "cheese")]),
    S(E, "Do you think I should learn the cello at 40? I've played piano since I was a kid but always wanted to try strings", [
        U("instrument", "piano"), U("age", "40", r=False)], tag=True),
    S(E, "omw to the vet, Biscuit ate a sock AGAIN 🙄 third time this year. beagles are chaos", [
        U("pet", "beagle", "dog"), U("pet_name", "Biscuit")]),
    S(E, "I grew up in Cork but I've been in Boston almost 12 years now, work at a biotech startup in Kendall Square", [
        U("hometown", "Cork"), U("city", "Boston"), U("industry", "biotech"),
        U("place", "Kendall Square", r=False)], tag=True),
    S(E, "my email changed btw, it's sam.okafor.design@gmail.com now. the outlook one is dead dead", [
        U("email", "sam.okafor.design@gmail.com")], tag=True),
    S(E, "if I were rich I'd live in Lisbon and paint all day. reality: accountant in Ohio with a 45 min commute", [
        U("job_title", "accountant"), U(["city", "place"], "Ohio")], tag=True),
    S(E, "birthday's the 3rd of march, yes I'm a pisces, no I don't believe in horoscopes", [
        U("birthday", "3rd of march", "March 3")]),
    S(E, "i'm a trans guy fwiw, he/him. just so you don't get confused when i mention my old name", [
        U("gender", "trans guy", "male", "man")]),
    S(E, "JUST DEFENDED MY PHD IN MARINE BIOLOGY AT UC SAN DIEGO!!! call me Dr. Nguyen 🥹", [
        U("degree", "PhD"), U("major", "marine biology"), U("school", "UC San Diego", "UCSD"),
        U("name", "Nguyen", r=False)]),
    S(E, "fav album of all time: In Rainbows. fight me", [
        U("fav_music", "In Rainbows", "Radiohead")]),
    S(E, "my brother's the soccer fanatic, not me. i do yoga three mornings a week and that's about it", [
        U("sport", "yoga"), P("brother", "sport", "soccer"), U("family", "brother", r=False)], tag=True),
    S(E, "We're moving to Denver in August for my husband's new job. Honestly dreading packing up the Austin apartment", [
        U("city", "Austin"), U("plan", "moving to Denver", "Denver"), U("partner", "husband"),
        P("husband", "plan", "new job", r=False)], tag=True),
    S(E, "call me on 07700 900412 if the zoom link doesn't work", [
        U("phone", "07700 900412")]),
    S(E, "I'm vegan. my roommate keeps 'accidentally' putting butter in the shared pans 😤", [
        U("diet", "vegan"), P("roommate", "relation", "roommate", r=False)]),
    S(E, "reading Project Hail Mary rn and it's good but nothing beats The Hobbit for me, I reread it every winter", [
        U("fav_book", "The Hobbit")], tag=True),
    S(E, "quit my job at Deloitte last spring to become a pastry chef. best decision ever, even with the 4am starts", [
        U("job_title", "pastry chef")], tag=True),
    S(E, "Our son Eli turns 7 next week and wants a dinosaur cake. how hard can it be right", [
        U("family", "Eli"), P("Eli", "relation", "son"), P("Eli", "age", "7", r=False)]),
    S(E, "i speak spanish at home with my parents, english at work, and my french is... let's not talk about it", [
        U("language", "spanish"), U("language", "english"), U("language", "french", r=False),
        U("family", "parents", r=False)], tag=True),
    S(E, "hate hate HATE cilantro. tastes like soap", [
        U("dislike", "cilantro", "coriander")]),
    S(E, "got my first tattoo today! also my sister told us she's pregnant so two big news in one day lol", [
        U("family", "sister"), P("sister", "health", "pregnant")], tag=True),
    S(E, "been a firefighter for 9 years, station 14 in Sacramento. the 9 is not my age lmao I'm 34", [
        U("job_title", "firefighter"), U("city", "Sacramento"), U("age", "34")], tag=True),
    S(E, "me and my boyfriend Marcus adopted a rescue greyhound named Pretzel on saturday!!!", [
        U("partner", "Marcus"), P("Marcus", "relation", "boyfriend"), U("pet", "greyhound", "dog"),
        U("pet_name", "Pretzel")]),
    S(E, "i work remote for Shopify, customer support. live in a tiny town in Nova Scotia, like 300 people", [
        U("employer", "Shopify"), U("job_title", "customer support"), U(["city", "place"], "Nova Scotia")]),
    S(E, "Anyone know a good physio near Clapham? pulled something in my back deadlifting", [
        U("place", "Clapham", r=False), U("health", "pulled something in my back", r=False),
        U("sport", "deadlifting", r=False)], tag=True),
    S(E, "My favorite movie is still Spirited Away. my kids are team Frozen, whatever", [
        U("fav_film", "Spirited Away"), U("family", "kids", r=False)], tag=True),
    S(E, "gluten free since my celiac diagnosis in 2021", [
        U("health", "celiac"), U("diet", "gluten free")]),
    S(E, "ngl the bakery downstairs basically employs me at this point, I'm there every morning. actual job is software dev at a bank", [
        U("job_title", "software dev", "software developer"), U("industry", "bank", "banking", r=False)], tag=True),
    S(E, "I'm 5'4 and 130 lbs if that matters for the workout plan. oh and 27, female", [
        U("age", "27"), U("gender", "female")], tag=True),
    S(E, "my grandma's 96 and still beats me at scrabble every sunday", [
        U("family", "grandma"), P("grandma", "age", "96"), P("grandma", "hobby", "scrabble")]),

    # ---------------- diaries ----------------
    D(E, "March 3. Rained all day. Dropped Mia at daycare, then sat on the 405 for an hour. Work was fine — I'm a paralegal at a small firm downtown, mostly filing today. Mia's dad picked her up because I had pottery (wednesdays, my one selfish thing). Made a lopsided mug. Leftover lasagna for dinner. I need to stop buying plants, there are 14 in the living room now.", [
        U("family", "Mia"), U("job_title", "paralegal"), U("hobby", "pottery"),
        P("Mia", "relation", "daughter", r=False), U("city", "Los Angeles", r=False)]),
    D(E, "Dear diary, Jake proposed!!! On the beach in Maui, with a ring he'd hidden in a sandwich bag. I said yes obviously. Six years together since we met at Purdue, where I did mechanical engineering and he did... honestly still not sure, something with turf. Wedding probably next fall, nothing booked. Mom cried on facetime.", [
        U("partner", "Jake"), P("Jake", "relation", "fiancé", r=False), U("school", "Purdue"),
        U("major", "mechanical engineering"), P("Jake", "school", "Purdue"),
        U("plan", "Wedding", r=False)], tag=True),
    D(E, "Long day at the shelter. I volunteer there saturdays but today felt like a full shift. Two dogs got adopted, including Rufus, who I'd secretly wanted to take home. Can't — my building doesn't allow pets, and also I'm allergic to dogs, the dumbest possible allergy for a shelter volunteer. Back to the office Monday, where I write grant proposals for a museum. Fleetwood Mac the whole drive home.", [
        U("hobby", "volunteer", "shelter volunteer"), U("allergy", "dogs"),
        U("job_title", "write grant proposals", "grant writer"), U("employer", "museum", r=False),
        U("fav_music", "Fleetwood Mac", r=False)], tag=True),
    D(E, "Day 12 of the new job at Pfizer. Still getting lost in the building. My manager Ruth is lovely, she's been there 22 years. Lunch with the other new hires — one of them, Dev, also moved here from Chicago, small world. I'm renting a studio in Hoboken till the lease ends, then maybe Brooklyn. Ran 5k along the river after work, made pasta.", [
        U("employer", "Pfizer"), U("city", "Hoboken"), P("Ruth", "relation", "manager"),
        P("Ruth", "employer", "Pfizer", r=False), P("Dev", "employer", "Pfizer", r=False),
        U("sport", "Ran", "running", r=False)], tag=True),
    D(E, "Tuesday. Dentist in the morning — two cavities, which is what I get for the energy drinks. Then back to the farm. Middle of lambing season and I've barely slept; I'm a sheep farmer, my dad and I run the place together, about 400 head, just outside Dunedin. My border collie Jess did most of the actual work today honestly. A chapter of Wolf Hall before falling asleep mid-sentence.", [
        U("job_title", "sheep farmer", "farmer"), U("city", "Dunedin"), U("pet", "border collie", "dog"),
        U("pet_name", "Jess"), U("family", "dad", r=False), P("dad", "job_title", "farmer", r=False),
        U("health", "cavities", r=False)]),
    D(E, "Couldn't sleep so writing this at 2am. The anxiety is back. My therapist (every other thursday) says it's the move, which... fair. Left Toronto after 9 years, now in Halifax with my partner Sam, who got the job at Dalhousie. I'm still freelancing as a translator, French and Portuguese, which at least travels well. Sam's asleep next to me snoring like a leaf blower.", [
        U("health", "anxiety"), U("city", "Halifax"), U("partner", "Sam"), P("Sam", "relation", "partner"),
        P("Sam", "employer", "Dalhousie"), U("job_title", "translator"),
        U("language", "French"), U("language", "Portuguese")], tag=True),
    D(E, "My 40th. Thought I'd feel different. Kids made me breakfast in bed — burnt toast and very enthusiastic coffee. Lena (11) drew me a picture of our hamster Noodle. Tom (8) gave me a rock. A good rock, to be fair. Husband's in Singapore for work till Friday so we'll celebrate properly then. Afternoon in the garden, the tomatoes are finally doing something.", [
        U("age", "40"), U("family", "Lena"), P("Lena", "age", "11"), U("family", "Tom"), P("Tom", "age", "8"),
        U("pet", "hamster"), U("pet_name", "Noodle"), U("partner", "Husband"),
        U("hobby", "garden", "gardening", r=False)], tag=True),
    D(E, "Rough one. Got rejected after the Google final round. Telling myself it's fine, I still have my job at Wayfair and the team's great honestly. Mom called to ask if I'm eating. I'm 29, Mom. Basketball with the guys after work like every tuesday, lost every game. Frozen pizza. Watching Arrival again because it's my comfort movie.", [
        U("employer", "Wayfair"), U("age", "29"), U("sport", "Basketball"), U("fav_film", "Arrival"),
        U("family", "Mom", r=False)], tag=True),
    D(E, "wrote 200 words of the novel today, which is 200 more than yesterday. it's about a lighthouse keeper on a made-up island, she's 73 and has a pet crow — none of that is me, I'm a 26 yr old barista in Portland who has never seen a lighthouse. slow shift. my cat Olive knocked coffee onto the manuscript. I'm taking it as critique.", [
        U("hobby", "novel", "writing"), U("job_title", "barista"), U("age", "26"), U("city", "Portland"),
        U("pet", "cat"), U("pet_name", "Olive")], tag=True),
    D(E, "Sunday, cold. Church in the morning, then lunch at my sister Grace's — her twins are 4 now and absolutely feral. Grace teaches high school chemistry and was grading the whole time. I went home and did my own grading, 32 essays on Macbeth, since I teach English at Westview Middle. Should go to the gym but my knee's been bad since the ski trip.", [
        U("family", "Grace"), P("Grace", "relation", "sister"),
        P("Grace", "job_title", "teaches high school chemistry", "chemistry teacher"),
        U("job_title", "teach English", "English teacher"), U("employer", "Westview Middle"),
        U("health", "knee", r=False)], tag=True),

    # ---------------- companion chats ----------------
    CH(E, "Juniper", ["ugh work was brutal",
                      "sorry!! rough day at the hospital again?",
                      "hospital?? i work at a vet clinic lol, i'm a vet tech",
                      "right, vet tech, my bad! lots of grumpy cats today?",
                      "one chihuahua bit me. my own dog would never, Waffles is an angel"], [
        U("job_title", "vet tech"), U("employer", "vet clinic", r=False), U("pet", "dog"),
        U("pet_name", "Waffles")], tag=True),
    CH(E, "Kai", ["kai what music are you into",
                  "I'm a big jazz fan, Coltrane mostly. You?",
                  "mostly k-pop honestly, BTS got me through grad school",
                  "Love that! What did you study?",
                  "MFA in creative writing, at Iowa"], [
        C("fav_music", "jazz", "Coltrane"), U("fav_music", "k-pop", "BTS"),
        U("degree", "MFA"), U("major", "creative writing"), U("school", "Iowa")]),
    CH(E, "Ember", ["guess what, birthday tomorrow",
                    "happy early birthday!! turning 25 right?",
                    "35 lol but thank you for the compliment",
                    "haha 35 then! any plans?",
                    "dinner with my wife at this thai place we love, reservation's at 7"], [
        U("age", "35", r=False), U("birthday", "May 10", r=False), U("partner", "wife"),
        U("plan", "dinner", "reservation"), U("fav_food", "thai", r=False)], tag=True,
       ats={0: "2024-05-09"}),
    CH(E, "Rio", ["can you remind me what my sister's name is, i told you before",
                  "I think you said it was Anna?",
                  "it's Hannah. she's a pilot for Delta, lives in Atlanta",
                  "Hannah, got it! Pilot for Delta in Atlanta, very cool",
                  "yeah she's the cool one. I'm the one who sells insurance 😅"], [
        U("family", "Hannah"), P("Hannah", "relation", "sister"), P("Hannah", "job_title", "pilot"),
        P("Hannah", "employer", "Delta"), P("Hannah", "city", "Atlanta"),
        U("job_title", "sells insurance", "insurance agent"), U("industry", "insurance", r=False)], tag=True),
    CH(E, "Pixel", ["if you could live anywhere where would you go",
                    "Probably Kyoto! Temples and quiet streets. What about you?",
                    "iceland probably. though I'd freeze. currently stuck in Phoenix where it's 115 lol",
                    "115! Stay hydrated. Have you lived in Phoenix long?",
                    "born and raised. never left"], [
        U("city", "Phoenix"), U("hometown", "Phoenix")], tag=True),
    CH(E, "Sol", ["doc says i'm prediabetic. so no more boba i guess",
                  "Oh no, you love boba! Maybe sugar-free versions?",
                  "maybe. also started keto this week, day 3 and i'm starving",
                  "Day 3 is the hardest. Doing it with anyone?",
                  "my roommate Kenji's doing it too, he's a personal trainer so he's insufferable about it"], [
        U("health", "prediabetic", "prediabetes"), U("diet", "keto"), U("fav_food", "boba", r=False),
        P("Kenji", "relation", "roommate"), P("Kenji", "job_title", "personal trainer"),
        P("Kenji", "diet", "keto")], tag=True),
    CH(E, "Wren", ["Wren, I'm Daniela btw, I don't think I ever told you",
                   "Nice to properly meet you, Daniela! Should I call you Dani?",
                   "everyone calls me Nella actually",
                   "Nella it is!",
                   "and my old work email might still be in your memory, ignore it, use nella.reyes@protonmail.com"], [
        U("name", "Daniela"), U("nickname", "Nella"), U("email", "nella.reyes@protonmail.com")], tag=True),
    CH(E, "Echo", ["we finally bought a house!!",
                   "Congratulations!! Where?",
                   "Pasadena, near the rose bowl. we'd been renting in Koreatown for like 6 years",
                   "Pasadena's lovely! You and your partner must be thrilled.",
                   "me and my husband yes, and the kids, mostly because they each get their own room now"], [
        U("city", "Pasadena"), U("belonging", "house"), U("partner", "husband"),
        U("place", "rose bowl", r=False), U("family", "kids", r=False)], tag=True),
    CH(E, "Bram", ["just got back from climbing",
                   "Nice! Do you go a lot?",
                   "3 times a week at the gym, and outside when the weather's good",
                   "That's dedication! Any other sports?",
                   "used to play rugby in college but my shoulder said no. now it's climbing and chess"], [
        U("sport", "climbing"), U("hobby", "chess"), U("health", "shoulder", r=False)], tag=True),
    CH(E, "Mochi", ["mochi say something in korean",
                    "안녕하세요! Are you learning Korean?",
                    "lol i'm korean, born in Busan. moved to Vancouver when I was 10",
                    "Oh! So you're bilingual?",
                    "yeah korean and english. my japanese is anime-level though"], [
        U("hometown", "Busan"), U("city", "Vancouver"), U("language", "korean"),
        U("language", "english"), U("language", "japanese", r=False)], tag=True),
    CH(E, "Zephyr", ["i signed the offer!!!",
                     "Yay!! At the design agency?",
                     "no, Spotify! product designer, starting june 1",
                     "Spotify!! Will you have to move?",
                     "nah it's remote, i'm staying in Minneapolis"], [
        U(["employer", "plan"], "Spotify"), U(["job_title", "plan"], "product designer"),
        U("city", "Minneapolis")], tag=True),
    CH(E, "Lumi", ["lumi my mom's coming to stay for two weeks",
                   "that's nice! do you two get along?",
                   "mostly. she hates my cat though. and the cat hates her lol",
                   "what's your cat's name again? Mittens?",
                   "Pickles. and she's a sphynx so mom thinks she looks like a raw chicken"], [
        U("pet", "sphynx", "cat"), U("pet_name", "Pickles"), U("family", "mom", r=False),
        P("mom", "dislike", "cat")], tag=True),

    # ---------------- group chats ----------------
    G(E, [("Tash", "who ate my leftover pad thai"),
          ("Ben", "not me, vegetarian remember"),
          ("Jordan", "guilty. I'll buy you another one. also rent's due friday, I already venmo'd the landlord my half"),
          ("Tash", "fine. you're lucky you're my favorite nurse"),
          ("Jordan", "only nurse you know")], [
        U("job_title", "nurse"), P("Ben", "diet", "vegetarian"),
        P("Tash", "fav_food", "pad thai", r=False)], tag=True, me="Jordan"),
    G(E, [("Mom", "Chloe are you coming for Thanksgiving?"),
          ("Chloe", "yes! flight's booked, landing thursday 3pm. bringing Ana too if that's ok"),
          ("Dad", "of course. Does Ana eat turkey?"),
          ("Chloe", "she's vegetarian but she'll eat all the sides. also she's allergic to walnuts so no walnut stuffing pls"),
          ("Mom", "noted 💕")], [
        U("plan", "Thanksgiving", "flight"), U("partner", "Ana", r=False), P("Ana", "diet", "vegetarian"),
        P("Ana", "allergy", "walnuts"), U("name", "Chloe", r=False)], tag=True, exp="Chloe"),
    G(E, [("June", "next month's pick?"),
          ("Omar", "I vote Piranesi"),
          ("Priscilla", "seconded, it's my favorite book ever. I can host, I'm in Oakland near the lake"),
          ("Hal", "I'll be in Tokyo for work, skip me"),
          ("June", "ok Piranesi at Priscilla's")], [
        U("fav_book", "Piranesi"), U("city", "Oakland"), U("place", "near the lake", r=False)],
      tag=True, me="Priscilla"),
    G(E, [("Lisa", "reminder standup moved to 10"),
          ("Raj", "I'm out thursday, kid's school play"),
          ("Kenny", "np. fyi I'm on call this weekend, text my cell 415-555-0199 if prod breaks"),
          ("Lisa", "thanks Kenny. how's the new puppy?"),
          ("Kenny", "chewing everything. corgis are a menace")], [
        U("phone", "415-555-0199"), U("pet", "corgi", "puppy", "dog"), U("name", "Kenny", r=False)],
      tag=True, exp="Kenny"),
    G(E, [("Coach Pete", "sunday league soccer 9am, who's in"),
          ("Luis", "in"),
          ("Mo", "in. ankle's fine now. bringing my son Zaid, he wants to watch"),
          ("Andre", "can't, working a double at the restaurant"),
          ("Coach Pete", "👍")], [
        U("sport", "soccer"), U("family", "Zaid"), P("Zaid", "relation", "son"),
        P("Andre", "employer", "restaurant", r=False)], tag=True, me="Mo"),
    G(E, [("Tom", "trivia thursday?"),
          ("Meg", "can't, parents' evening at my school, 30 year 6 kids to get through 😵"),
          ("Vik", "a teacher's work is never done"),
          ("Meg", "lol. next week for sure. also Tom your question about Sydney being the capital is wrong, I lived there 3 years, it's Canberra"),
          ("Tom", "ugh fine")], [
        U("job_title", "teacher", r=False), U("name", "Meg", r=False)], tag=True, exp="Meg"),
    G(E, [("Abuela", "Rosa mija cuando vienes"),
          ("Rosa", "in two weeks abuela! already got my bus ticket. working at the dental office till then"),
          ("Tío Carlos", "Diego passed his driving test today!"),
          ("Diego", "finally lol"),
          ("Rosa", "congrats primo!!")], [
        U("plan", "bus ticket", "visit"), U("employer", "dental office", r=False),
        P("Diego", "relation", "primo", "cousin"), U("family", "Abuela", "grandma", r=False)], me="Rosa"),
    G(E, [("Gary", "has anyone seen a grey tabby? ours got out"),
          ("Helen", "I think I saw it by the school this morning! I'm at number 12 if you want to check my garden"),
          ("Mr. Patel", "I'll keep an eye out. My grandson is allergic so I won't pick it up though"),
          ("Suzie", "found him! in my shed"),
          ("Gary", "thank god")], [
        P("Gary", "pet", "grey tabby", "cat"), P("Mr. Patel's grandson", "allergy", "cat", r=False),
        U("place", "number 12", r=False)], tag=True, exp="Helen"),
    G(E, [("Sam", "wedding update: napa, sept 14!"),
          ("Jess", "omg!!!"),
          ("Alex", "congrats!!! I'll be there, just need to figure out the dog. Moose hates kennels"),
          ("Nate", "bring Moose lol"),
          ("Sam", "Moose is invited honestly")], [
        U("pet", "dog"), U("pet_name", "Moose"), P("Sam", "plan", "wedding"),
        U("plan", "wedding", r=False)], tag=True, me="Alex"),
    G(E, [("Coach", "marathon signups close tonight"),
          ("Ivy", "signed up! first full marathon at 52, wish me luck"),
          ("Pat", "you got this ivy. I'm doing the 10k, my hip can't handle more"),
          ("Ivy", "smart. my physio is already scolding me"),
          ("Coach", "see you at 6am saturday")], [
        U("age", "52"), U("plan", "marathon"), U("sport", "marathon", "running", r=False),
        P("Pat", "plan", "10k"), P("Pat", "health", "hip", r=False), U("name", "ivy", r=False)],
      tag=True, exp="Ivy"),
]
