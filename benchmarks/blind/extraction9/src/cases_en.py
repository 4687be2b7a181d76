from h import C, U, P, CH, u, a, g

S, D, AI, G = "short", "diary", "companion", "group"

CASES = [
# ---------- short chats ----------
C("en", S, "just got home from my shift lol. i'm a vet tech so today was three cats and one very angry parrot", [
    U("job_title", "vet tech|veterinary technician")], tag=True),
C("en", S, "I'm 34 but my students think I'm like 50 lmao. 8th grade science, pray for me", [
    U("age", "34"),
    U("job_title", "8th grade science|science teacher|teacher")], tag=True),
C("en", S, "allergic to penicillin, found out the hard way in college", [
    U("allergy", "penicillin")]),
C("en", S, "my sister lives in Denver and keeps trying to get me to move there. not happening, Portland forever", [
    U("family", "sister"),
    P("sister", "city", "Denver"),
    U("city", "Portland")], tag=True),
C("en", S, "ok so my emial changed, it's now m.okafor.design@gmail.com — the outlook one is dead", [
    U("email", "m.okafor.design@gmail.com")], tag=True),
C("en", S, "Call me at 415-555-0193 if the sitter cancels, I'll be at the office till 6", [
    U("phone", "415-555-0193|4155550193")]),
C("en", S, "i don't have a dog, the dog in my pics is my neighbor's. his name is Biscuit and he's a beagle", [
    P("neighbor", "pet", "beagle|dog"),
    P("neighbor", "pet_name", "Biscuit"),
    P("neighbor", "relation", "neighbor", False)], tag=True),
C("en", S, "Been vegan 6 years now and honestly the hardest part is my in-laws' Thanksgiving", [
    U("diet", "vegan")]),
C("en", S, [
    u("I'm a nurse at Mass General, nights mostly, and no I'm not 'basically a doctor'"),
    u("also before anyone asks, yes I'm a guy. male nurses exist"),
], [
    U("gender", "guy|male|man"),
    U("job_title", "nurse"),
    U("employer", "Mass General|Massachusetts General Hospital"),
    U("city", "Boston", False)], tag=True),
C("en", S, "if I were rich I'd buy a boat and live in Greece. Reality: studio apt in Queens and a bike with a flat tire", [
    U("city|place", "Queens|New York"),
    U("belonging", "bike")], tag=True),
C("en", S, "my name's Theo btw, not Theodore, nobody calls me Theodore except my grandma", [
    U("name", "Theo|Theodore"),
    U("family", "grandma", False)], tag=True),
C("en", S, "Started learning Korean on Duolingo, 200 day streak 🔥 still cant order food tho", [
    U("language", "Korean")], tag=True),
C("en", S, "fav movie of all time is Spirited Away, fight me", [
    U("fav_film", "Spirited Away|千与千寻")]),
C("en", S, "I play cello in a community orchestra on thursdays. bought a carbon fiber case last month, best decision ever", [
    U("instrument", "cello"),
    U("belonging", "carbon fiber case"),
    U("hobby", "community orchestra|orchestra", False)]),
C("en", S, "my boyfriend is obsessed with F1 and I genuinely could not care less. I'm more of a hockey girl, been skating since I was 4", [
    U("partner", "boyfriend"),
    P("boyfriend", "hobby", "F1|Formula 1"),
    U("sport", "hockey"),
    U("gender", "girl|female")], tag=True),
C("en", S, [
    u("Born July 3rd, so my birthday is always overshadowed by fireworks 🙄"),
    u("my brother got the 4th itself, lucky him"),
], [
    P("brother", "birthday", "the 4th|July 4", False),
    U("family", "brother", False),
    U("birthday", "July 3rd|July 3")]),
C("en", S, "not a teacher anymore!! officially a UX researcher at Shopify as of monday", [
    U("job_title|plan", "UX researcher"),
    U("employer|plan", "Shopify")], tag=True),
C("en", S, "Moving to Austin in March for the new job, still in Chicago until then, packing very slowly", [
    U("city", "Chicago"),
    U("plan", "Moving to Austin|Austin")], tag=True),
C("en", S, "my dad's a retired cop and my mom still teaches piano out of our living room", [
    P("mom", "job_title", "teaches piano|piano teacher"),
    U("family", "mom", False),
    U("family", "dad", False)], tag=True),
C("en", S, "I have celiac so no I can't 'just have a little bit' of the birthday cake Karen", [
    U("health|diet|allergy", "celiac|celiac disease|gluten-free")], tag=True),
C("en", S, "grew up in Lagos, been in London 9 years, still miss jollof from home", [
    U("hometown", "Lagos"),
    U("city", "London"),
    U("fav_food", "jollof|jollof rice", False)]),
C("en", S, "do you think I should get a cat? I live alone and work from home and my landlord is fine with it", [], tag=True),
C("en", S, "Just finished my MBA at Wharton, now the real work is paying it off lol", [
    U("degree", "MBA"),
    U("school", "Wharton")]),
C("en", S, "my coworker keeps saying he's 'basically a chef' because he made risotto once. anyway I'm an actual line cook at a diner off Route 9", [
    U("job_title", "line cook|cook"),
    U("employer", "diner", False)], tag=True),
C("en", S, [
    u("I'm deaf in my left ear so if I ignore you at parties that's why"),
    a("Thanks for telling me. Is that something you were born with?"),
    u("yeah since birth. my twin sister hears perfectly fine, lucky her"),
], [
    U("health", "deaf in my left ear|deaf"),
    U("family", "twin sister|sister")]),
C("en", S, "favorite band is Radiohead and I will die on this hill. ok Bon Iver is a close second", [
    U("fav_music", "Radiohead"),
    U("fav_music", "Bon Iver", False)]),
C("en", S, "our bakery is on Elm st, well my aunt owns it, I just work the register on weekends", [
    U("job_title", "work the register|cashier"),
    U("employer", "bakery", False),
    U("family", "aunt", False),
    P("aunt", "job_title", "bakery owner", False)], tag=True),
C("en", S, "so i'm pregnant!!! 14 weeks, due in april, we're telling everyone this weekend", [
    U("health", "pregnant"),
    U("plan", "due in april", False),
    U("gender", "female", False)], tag=True),
C("en", S, "I quit smoking 2 years ago and picked up running instead, 3 marathons so far", [
    U("sport", "running")], tag=True),
C("en", S, "i study nursing at UCLA, junior year, one of like 4 guys in the program. my roommate studies film which sounds way more fun", [
    U("major", "nursing"),
    U("school", "UCLA"),
    U("gender", "guys|male|man"),
    P("roommate", "major", "film"),
    P("roommate", "relation", "roommate", False)], tag=True),
C("en", S, "I'm from Manila originally but I'm Canadian now, live in Winnipeg with my husband and our two kids", [
    U("hometown", "Manila"),
    U("city", "Winnipeg"),
    U("partner", "husband"),
    U("family", "two kids|kids")]),
C("en", S, "wish i had a garden. my balcony fits exactly one tomato plant, and my turtle Sheldon lives out there in summer", [
    U("pet", "turtle"),
    U("pet_name", "Sheldon")], tag=True),

# ---------- diaries ----------
C("en", D, "Tuesday. Woke up at 5:40 for no reason. Worked from the kitchen table because the heating in the spare room died. Wrapped up the quarterly numbers for the Denver team — being the only accountant at a 20-person startup means I'm also apparently IT. Called Mom after lunch; she's finally retiring from the post office in June. Walked Pepper (corgi, menace) in the rain. Made chili. Bed by ten.", [
    U("job_title", "accountant"),
    U("employer", "startup", False),
    U("family", "Mom"),
    P("mom", "employer", "post office"),
    P("mom", "plan", "retiring"),
    U("pet", "corgi"),
    U("pet_name", "Pepper")], tag=True),
C("en", D, "Dear diary, today was my first day of chemo round three. The nurses at St. Luke's know me by name now, which is sweet and sad. My daughter Hana drove me and we listened to her terrible podcasts. I'm 61 and I've never felt this old, but the oncologist says the scans look better. Tomorrow I rest. Friday I'm going to try to make it to choir.", [
    U("health", "chemo|cancer"),
    U("family", "Hana"),
    P("Hana", "relation", "daughter"),
    U("age", "61"),
    U("hobby", "choir|singing")], tag=True),
C("en", D, "Nov 2. Rained all day. Finished The Remains of the Day — good, but it doesn't beat Middlemarch, which is still my favorite book ever. Ordered a new MacBook Air because the old Dell finally croaked. Jess came over; she's officially moving to Seattle next month for the Amazon job and I'm going to miss her so much. We had pho and watched Bake Off.", [
    U("fav_book", "Middlemarch"),
    U("belonging", "MacBook Air"),
    P("Jess", "plan", "moving to Seattle|Seattle"),
    P("Jess", "employer|plan", "Amazon")], tag=True),
C("en", D, "Long day at the garage. Three brake jobs and a transmission that I swear was held together by prayers. I've been a mechanic for 22 years and I still like it, mostly. Got home and Linda had made meatloaf, which is my favorite even if the kids roll their eyes. Tyler's baseball game got rained out. Knee's acting up again, the arthritis is always worse in the cold.", [
    U("job_title", "mechanic"),
    U("partner", "Linda", False),
    U("fav_food", "meatloaf"),
    P("Tyler", "sport", "baseball"),
    U("health", "arthritis"),
    U("family", "kids", False)], tag=True),
C("en", D, "sunday reset. laundry, meal prep (tofu bowls agian, i'm vegetarian so it's always tofu bowls), cleaned the bathroom. went to the climbing gym for like 2 hours which is my usual sunday thing. texted Sam about the wedding — we're getting married in Maui in september and i still haven't booked a florist. work tomorrow at the library, ugh, inventory week.", [
    U("diet", "vegetarian"),
    U("sport", "climbing|climbing gym"),
    U("partner", "Sam"),
    U("plan", "getting married in Maui|wedding|getting married"),
    U("employer", "library", False)], tag=True),
C("en", D, "Day 14 in Lisbon. This trip was supposed to be a week but my remote job doesn't care where I am, so here we are. Back home it's Toronto winter so I'm in no hurry. Had pastéis de nata for breakfast (third day in a row, they're my favorite thing on earth now). Practiced my Portuguese on a waiter, he switched to English immediately. Call with the Berlin client at 4.", [
    U("city", "Toronto"),
    U("fav_food", "pastéis de nata|pastel de nata"),
    U("language", "Portuguese", False)], tag=True),
C("en", D, "Today I turned 40. Forty! Got breakfast in bed from the twins (burnt toast, perfect). My wife Anjali got me a Fender Telecaster, which I have wanted since I was 17 and playing in my cousin's garage band. Played it for like 3 hours. Work called twice, I ignored them — the hospital can survive one afternoon without its pharmacist.", [
    U("age", "40|Forty"),
    U("family", "twins"),
    U("partner", "Anjali"),
    P("Anjali", "relation", "wife"),
    U("belonging", "Fender Telecaster|Telecaster"),
    U("instrument", "guitar", False),
    U("job_title", "pharmacist"),
    U("employer", "hospital", False)], tag=True),
C("en", D, "Moved into the new flat in Leeds today. My brother Callum helped with the van, he's a plumber so he fixed the dodgy tap too, legend. The neighbour downstairs has a Staffy called Bruno who already loves me. Uni starts next week — MSc in Data Science at Leeds Beckett. Slept on a mattress on the floor.", [
    U("city", "Leeds"),
    U("family", "Callum"),
    P("Callum", "relation", "brother"),
    P("Callum", "job_title", "plumber"),
    P("neighbour", "pet", "Staffy|Staffordshire bull terrier|dog"),
    P("neighbour", "pet_name", "Bruno"),
    U("degree|plan", "MSc|master"),
    U("major|plan", "Data Science"),
    U("school|plan", "Leeds Beckett|Leeds Beckett University")], tag=True),
C("en", D, "Another 12-hour shift. I don't even remember what sunlight feels like. Got yelled at by a passenger because the flight to Denver was delayed, as if I control the weather. Being a flight attendant for Delta used to be my dream, now I just want to sleep. Mom texted asking if I'd met anyone. No, Mom, I'm 29 and perfectly happy with my cat, Noodle.", [
    U("job_title", "flight attendant"),
    U("employer", "Delta|Delta Air Lines"),
    U("age", "29"),
    U("pet", "cat"),
    U("pet_name", "Noodle")], tag=True),
C("en", D, "the kids had a snow day so i did too, one perk of teaching middle school. we built a snowman that looks like a potato. Harper has a peanut allergy so i spent an hour reading every label on the hot cocoa packets. my husband was at the firehouse till 8. so tired but it was a good day.", [
    U("job_title", "teaching middle school|middle school teacher|teacher"),
    P("Harper", "allergy", "peanut"),
    U("family", "Harper", False),
    U("partner", "husband"),
    P("husband", "job_title", "firefighter", False)], tag=True),

# ---------- companion chats ----------
C("en", AI, [
    u("ugh nova work was brutal"),
    a("Oh no, was it another rough day at the dental office?"),
    u("lol i'm not at the dental office anymore, that was my old job. i'm a paralegal now, at a firm downtown"),
    a("Right, sorry! Paralegal work can be intense. Big case?"),
    u("yeah a custody thing. can't really talk about it"),
], [
    U("job_title", "paralegal"),
    U("employer|industry", "firm|law firm", False)], ch="Nova", tag=True),
C("en", AI, [
    u("echo guess what today is", at="2026-09-14"),
    a("Is it your birthday? You told me you'd be turning 25!"),
    u("26 actually, but yes!! my birthday 🎉"),
    a("Happy 26th! Any plans?"),
    u("dinner with my roommates, they booked a korean bbq place"),
], [
    U("age", "26"),
    U("birthday", "September 14|Sept 14", False),
    U("plan", "dinner with my roommates|korean bbq", False)], ch="Echo", tag=True),
C("en", AI, [
    u("kai do you have a favorite food"),
    a("If I could eat, I'd pick ramen every single time. Rich tonkotsu broth. What about you?"),
    u("honestly tacos. al pastor specifically. my abuela makes the best ones"),
    a("That sounds amazing. Does she live close by?"),
    u("she's in San Antonio, i'm up in Dallas, Oak Cliff, so like 4 hours"),
], [
    CH("fav_food", "ramen"),
    U("fav_food", "tacos|al pastor"),
    P("abuela", "city", "San Antonio"),
    U("city", "Dallas"),
    U("place|city", "Oak Cliff"),
    U("family", "abuela|grandma", False)], ch="Kai", tag=True),
C("en", AI, [
    u("sage i got diagnosed with ADHD today"),
    a("That's a big moment. How are you feeling about it? I remember you mentioning your anxiety too."),
    u("i don't have anxiety lol, that's my brother. but yeah ADHD at 31 explains a lot"),
    a("It really might. Are you starting medication?"),
    u("yeah starting tomorrow, low dose"),
], [
    U("health", "ADHD"),
    U("age", "31"),
    P("brother", "health", "anxiety"),
    U("family", "brother", False)], ch="Sage", tag=True),
C("en", AI, [
    u("rowan i adopted a second cat!!"),
    a("Yay! So Mochi finally has a sibling? What's the new one's name?"),
    u("mochi is my old roommate's cat lol. mine is Pickle, and the new one is Olive"),
    a("Oops, I mixed that up. Pickle and Olive, cute food names!"),
    u("theyre both tabbies and they hate eachother rn"),
], [
    U("pet", "cat|tabbies|tabby"),
    U("pet_name", "Pickle"),
    U("pet_name", "Olive")], ch="Rowan", tag=True),
C("en", AI, [
    u("juniper i'm so stressed about the move"),
    a("Moving from Phoenix to Denver is huge! When's the big day?"),
    u("no no, i'm moving TO phoenix, from Denver. the 21st. truck is booked"),
    a("Got it, Denver to Phoenix on the 21st. Excited about the heat?"),
    u("absolutely not. but my partner got a job at ASU so here we go"),
], [
    U("city", "Denver"),
    U("plan", "moving TO phoenix|Phoenix|move to Phoenix"),
    U("partner", "partner"),
    P("partner", "employer|plan", "ASU|Arizona State University")], ch="Juniper", tag=True),
C("en", AI, [
    u("pip, do you speak spanish?"),
    a("I'm still learning! Mi español es un poco malo. Do you?"),
    u("yeah i'm bilingual, grew up speaking spanish at home and english at school. trying to learn french now"),
    a("That's impressive! Where did you grow up?"),
    u("el paso"),
], [
    CH("language", "Spanish", False),
    U("language", "spanish"),
    U("language", "english"),
    U("language", "french"),
    U("hometown", "el paso")], ch="Pip", tag=True),
C("en", AI, [
    u("atlas, me and Daniel are fighting again"),
    a("I'm sorry. Is it about his job at the bank again?"),
    u("he's a teacher, not a banker. and it's about his mom moving in with us"),
    a("Sorry, I got that wrong. His mom moving in is a big deal."),
    u("yeah she's 78 and has dementia so we don't really have a choice"),
], [
    U("partner", "Daniel", False),
    P("Daniel", "job_title", "teacher"),
    P("Daniel's mom", "age", "78"),
    P("Daniel's mom", "health", "dementia"),
    P("Daniel's mom", "plan", "moving in", False)], ch="Atlas", tag=True),
C("en", AI, [
    u("wren i defended my thesis today!!!!"),
    a("Congratulations, Dr.! How does it feel to finally have your PhD in chemistry?"),
    u("it's biochemistry but close enough lol. official after the paperwork but i'm basically Dr. now"),
    a("Biochemistry, sorry! Was your committee nice?"),
    u("mostly. one guy from UC Davis grilled me for 40 min"),
], [
    U("major", "biochemistry"),
    U("degree", "PhD|doctorate")], ch="Wren", tag=True),
C("en", AI, [
    u("remy i tore my ACL playing soccer"),
    a("Oh no! Was this at your Sunday league game?"),
    u("tuesday league actually but yeah. surgery is on the 9th"),
    a("I'm so sorry. How long is recovery?"),
    u("like 9 months. no soccer till next fall"),
], [
    U("sport", "soccer|football"),
    U("health", "ACL|torn ACL"),
    U("plan", "surgery")], ch="Remy", tag=True),
C("en", AI, [
    u("ollie can you update my info. my name is Margaret but everyone calls me Maggie"),
    a("Got it, Maggie! Anything else?"),
    u("my work email changed too, it's maggie.chen@brightpath.org"),
    a("Updated. Is Brightpath the nonprofit you mentioned?"),
    u("yep, i run their fundraising"),
], [
    U("name", "Margaret"),
    U("nickname", "Maggie"),
    U("email", "maggie.chen@brightpath.org"),
    U("employer", "Brightpath"),
    U("job_title", "fundraising|head of fundraising"),
    U("industry", "nonprofit")], ch="Ollie"),
C("en", AI, [
    u("mira i've been playing Stardew all weekend"),
    a("Nice! How's the farm? Are you still married to Sebastian in the game?"),
    u("lol yes my in-game husband. irl i'm very single"),
    a("Haha, fair. Do you game a lot?"),
    u("mostly weekends. but I hate horror games, can't do them"),
], [
    U("hobby", "Stardew|gaming|video games"),
    U("dislike", "horror games")], ch="Mira", tag=True),

# ---------- group chats ----------
C("en", G, [
    g("Mia", "who's in for the cabin trip? 3rd weekend of Oct"),
    g("Jordan", "me!! already requested off work. bringing the dog, Ziggy's great in the car"),
    g("Leo", "can't, I'm in Tokyo for work till the 25th"),
    g("Priya", "in if there's wifi, I'm on call that weekend"),
    g("Mia", "boo. Jordan is Ziggy still the one that eats socks"),
    g("Jordan", "yes, he's a lab, it's genetic"),
], [
    U("pet", "lab|dog|Labrador"),
    U("pet_name", "Ziggy"),
    U("plan", "cabin trip")], me="Jordan", tag=True),
C("en", G, [
    g("Dad", "Nadia did you get the job??"),
    g("Nadia", "I did!!! starting at Pfizer on the 3rd, lab scientist", exp=True),
    g("Mom", "so proud of you habibti"),
    g("Omar", "congrats sis, now you can pay for dinner lol. I'm still broke, med school is killing me"),
], [
    U("employer|plan", "Pfizer"),
    U("job_title|plan", "lab scientist"),
    U("name", "Nadia", False),
    P("Omar", "school|major", "med school|medicine")], tag=True),
C("en", G, [
    g("Coach Dee", "Saturday long run, 16 miles, meet at the boathouse 7am"),
    g("Chris", "I'll be there. Training for Chicago in October, first marathon"),
    g("Tasha", "skipping, my plantar fasciitis is back"),
    g("Ben", "I'm in but doing 10, I'm 58 not 28 lol"),
], [
    U("sport", "long run|running"),
    U("plan", "Chicago|marathon|Chicago marathon"),
    P("Tasha", "health", "plantar fasciitis"),
    P("Ben", "age", "58")], me="Chris", tag=True),
C("en", G, [
    g("Renee", "next pick? I vote Circe"),
    g("Kayla", "Circe is literally my favorite book, I've read it 4 times, so yes", exp=True),
    g("Jo", "haven't read it. also heads up I'm allergic to cats so can we not do it at Kayla's"),
    g("Kayla", "fair, Mr. Whiskers would be all over you"),
], [
    U("fav_book", "Circe"),
    U("pet_name", "Mr. Whiskers"),
    U("pet", "cats|cat", False),
    P("Jo", "allergy", "cats|cat")], tag=True),
C("en", G, [
    g("Priya", "standup moved to 10 tomorrow"),
    g("Sam", "works. fyi I'm out friday, my daughter's graduating from Ohio State"),
    g("Marco", "congrats!! what did she study"),
    g("Sam", "nursing. first one in our family to finish college"),
], [
    U("family", "daughter"),
    P("daughter", "school", "Ohio State"),
    P("daughter", "major", "nursing"),
    U("plan", "graduating|graduation", False)], me="Sam", tag=True),
C("en", G, [
    g("xXRogueXx", "raid at 9 eastern"),
    g("Danny", "might be late, I'm a prep cook and my shift ends at 9:30", exp=True),
    g("healbot", "lol danny in your other life you're a level 70 paladin"),
    g("Danny", "in my real life I'm a 24 year old with a sore back"),
], [
    U("job_title", "prep cook|cook"),
    U("age", "24"),
    U("hobby", "raid|gaming", False),
    U("name", "Danny", False)], tag=True),
C("en", G, [
    g("Rachel", "ok the venue is booked!! June 14, Asheville"),
    g("Ethan", "amazing. do I need a suit"),
    g("Rachel", "yes Ethan. also mom, Greg's parents are flying in from Dublin"),
    g("Mom", "lovely, are they Irish Irish?"),
    g("Rachel", "yes lol, Greg grew up in Dublin"),
], [
    U("plan", "venue is booked|wedding|June 14"),
    U("partner", "Greg", False),
    P("Greg", "hometown", "Dublin")], me="Rachel", tag=True),
C("en", G, [
    g("Jess", "whoever left the stove on, I will find you"),
    g("Alex", "wasn't me, been at the hospital since 6am. residency life", exp=True),
    g("Noor", "me neither, i was at the studio painting all day"),
    g("Tomás", "not me either, I was in Philly all weekend"),
    g("Jess", "Alex you're a resident?? thought you were still a med student"),
    g("Alex", "graduated in may! I'm a peds resident now"),
], [
    U("job_title", "peds resident|resident|pediatric resident"),
    U("name", "Alex", False),
    P("Noor", "hobby", "painting", False)], tag=True),
C("en", G, [
    g("Mark", "anyone know a good pediatric dentist"),
    g("Kenji", "we use Dr. Patel on 5th, my son Riku loves her"),
    g("Steve", "thanks. also reminder softball sunday"),
    g("Luis", "Riku can be on my team, my twins are 6 too"),
    g("Dev", "count me in for softball, bringing my own glove this time"),
    g("Kenji", "I'll bring the cooler. Riku is 6 now so he wants to play too lol"),
], [
    U("family", "Riku"),
    P("Riku", "relation", "son"),
    P("Riku", "age", "6"),
    U("sport", "softball", False),
    P("Luis", "family", "twins")], me="Kenji", tag=True),
C("en", G, [
    g("Hal", "anyone missing a gray cat? it's on my porch"),
    g("Bea", "not mine, mine is orange and indoor only. his name is Marmalade", exp=True),
    g("Linda", "might be the Hendersons'"),
    g("Bea", "also I'm a vet if anyone wants the flu thing for pets explained, happy to help"),
], [
    U("pet", "cat|orange cat"),
    U("pet_name", "Marmalade"),
    U("job_title", "vet|veterinarian"),
    U("name", "Bea", False)], tag=True),
]
