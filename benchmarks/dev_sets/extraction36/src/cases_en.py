"""English cases of dev set 36: 32 short chats, 10 diaries, 12 companion chats, 10 group chats."""
from h import U, A, S, F, C

SHORT = [
C("short", "en", "hi! first time using this. i'm Marcus, 31, nurse in Cleveland, night shifts at the Clinic. oh and i'm allergic to penicillin, learned that the hard way lol", [
    F("u", "name", "Marcus"), F("u", "age", "31"), F("u", "job_title", "nurse"), F("u", "city", "Cleveland"),
    F("u", "employer", "the Clinic|Cleveland Clinic", False), F("u", "allergy", "penicillin")]),
C("short", "en", "my sister just got into Juilliard for cello!!! meanwhile i'm over here doing data entry for an insurance company lmao", [
    F("sister", "school", "Juilliard"), F("sister", "instrument", "cello"), F("u", "family", "sister"),
    F("u", "job_title", "data entry"), F("u", "industry", "insurance"),
    F("u", "employer", "an insurance company|insurance company", False)], tag=True),
C("short", "en", "Not vegetarian, I'm pescatarian. Big difference to my mother-in-law apparently, she keeps serving me chicken", [
    F("u", "diet", "pescatarian"), F("u", "partner", "mother-in-law|married", False)], tag=True),
C("short", "en", "whats a good name for a beagle puppy? picking him up saturday 🐶 my husband wants \"Biscuit\" but that's so basic", [
    F("u", "plan", "picking him up saturday|beagle puppy"), F("u", "pet", "beagle|beagle puppy", False),
    F("u", "partner", "husband")], tag=True),
C("short", "en", "Just moved to Denver from Austin last month. Still can't breathe at this altitude", [
    F("u", "city", "Denver")], tag=True),
C("short", "en", "Hi! Since you asked who I am: I'm a 4th grade teacher at Lincoln Elementary. 28 kids, 28 personalities. send coffee", [
    F("u", "job_title", "4th grade teacher|teacher"), F("u", "employer", "Lincoln Elementary")], tag=True),
C("short", "en", "my email is jordan.reyes.art@gmail.com — the hotmail one is dead, don't use it", [
    F("u", "email", "jordan.reyes.art@gmail.com")], tag=True),
C("short", "en", "Call me on 07700 900318 if the app breaks again, that's my work mobile", [
    F("u", "phone", "07700 900318|07700900318")]),
C("short", "en", "Hello there. Bit about me: born and raised in Glasgow, now in Toronto for the last 9 years. Still say \"wee\" for everything", [
    F("u", "hometown", "Glasgow"), F("u", "city", "Toronto")], tag=True),
C("short", "en", "ok intro time. so I play bass in a really bad garage band, we're called The Leftover Soup. We've played exactly one gig", [
    F("u", "instrument", "bass"), F("u", "hobby", "garage band|band", False)]),
C("short", "en", "Anyone else hate olives? like actually hate them. my gf puts them on everything", [
    F("u", "dislike", "olives"), F("u", "partner", "gf|girlfriend"), F("gf", "fav_food", "olives", False)], tag=True),
C("short", "en", "If I were rich I'd quit and open a bakery. Reality: I'm a paralegal in Boston and I can barely afford rent", [
    F("u", "job_title", "paralegal"), F("u", "city", "Boston")], tag=True),
C("short", "en", "Things to know about me, part 1: my favourite book is still The Count of Monte Cristo, reread it every winter", [
    F("u", "fav_book", "The Count of Monte Cristo|Count of Monte Cristo")]),
C("short", "en", "I got diagnosed with ADHD at 34, which explains literally everything about my twenties", [
    F("u", "health", "ADHD")], tag=True),
C("short", "en", "i don't have kids, the kid in my profile pic is my nephew Leo 😂", [
    F("Leo", "relation", "nephew"), F("u", "family", "Leo|nephew")], tag=True),
C("short", "en", "first chat, so meet the family: we just adopted a rescue greyhound named Pickles. She was a racer, now she sleeps 20 hrs a day", [
    F("u", "pet", "greyhound|rescue greyhound|dog"), F("u", "pet_name", "Pickles")]),
C("short", "en", "quick intro since you asked: I'm trans, he/him, 24, working at a bike shop in Portland. Trying to save for top surgery", [
    F("u", "gender", "he/him|trans man|male"), F("u", "age", "24"), F("u", "city", "Portland"),
    F("u", "employer", "a bike shop|bike shop", False), F("u", "plan", "top surgery", False)]),
C("short", "en", "My dad was a coal miner, I'm the first in the family to go to college. Graduated from WVU with a nursing degree last May", [
    F("u", "school", "WVU|West Virginia University"), F("u", "major", "nursing"),
    F("u", "degree", "nursing degree|bachelor's|BSN", False), F("dad", "job_title", "coal miner", False),
    F("u", "family", "dad", False)], tag=True),
C("short", "en", "can u recommend a good Korean drama? i've watched Crash Landing on You like 5 times, it's my comfort show", [
    F("u", "fav_film", "Crash Landing on You")], tag=True),
C("short", "en", "my roommate Priya is a dental student at NYU and she practices on me. I have like 4 fillings now, send help", [
    F("Priya", "relation", "roommate"), F("Priya", "major", "dental|dentistry"), F("Priya", "school", "NYU"),
    F("u", "city", "New York", False)], tag=True),
C("short", "en", "Hi, new here. I'm a software engineer at Stripe, remote from Lisbon. Before that I was at Shopify for 3 years", [
    F("u", "job_title", "software engineer"), F("u", "employer", "Stripe"), F("u", "city", "Lisbon")], tag=True),
C("short", "en", "Just got engaged!!! Sam proposed on the beach in Maui 💍 wedding is next October", [
    F("u", "partner", "Sam"), F("Sam", "relation", "fiancé|fiancée", False), F("u", "plan", "wedding")], tag=True),
C("short", "en", "first thing you should know about me: gluten free because celiac, not because it's trendy thank u very much", [
    F("u", "health", "celiac"), F("u", "diet", "gluten free|gluten-free")], tag=True),
C("short", "en", "you asked what languages i speak — i speak Tagalog with my mom, English at work, and my Spanish is... let's say \"in progress\" lol", [
    F("u", "language", "Tagalog"), F("u", "language", "English"), F("u", "language", "Spanish", False),
    F("u", "family", "mom", False)]),
C("short", "en", "Marathon #3 done! Chicago this time. Next up Berlin in September, already registered", [
    F("u", "sport", "marathon|running"), F("u", "plan", "Berlin|Berlin marathon")], tag=True),
C("short", "en", "Hi, I'm new. Fun fact: I drive a 2012 Civic with 240k miles on it and I will not be taking questions", [
    F("u", "belonging", "2012 Civic|Civic|Honda Civic")], tag=True),
C("short", "en", "my birthday's on leap day, Feb 29, so technically I'm turning 9 this year 😂 (I'm 36)", [
    F("u", "birthday", "Feb 29|leap day|February 29"), F("u", "age", "36")], tag=True),
C("short", "en", "My boyfriend's a chef at some fancy place downtown and I still eat cereal for dinner 4 nights a week", [
    F("u", "partner", "boyfriend"), F("boyfriend", "job_title", "chef"),
    F("boyfriend", "employer", "some fancy place downtown", False)], tag=True),
C("short", "en", "i wish i could play piano. my grandma did, she played at church every sunday til she was 90", [
    F("grandma", "instrument", "piano", False), F("u", "family", "grandma", False)], tag=True),
C("short", "en", "About me in one line: accountant by day, DJ by night. Mostly house and disco, I've been spinning for about 10 years", [
    F("u", "job_title", "accountant"), F("u", "hobby", "DJ"), F("u", "fav_music", "house|disco", False)], tag=True),
C("short", "en", "Got my master's in public health from Emory, now working for the county health department in Atlanta", [
    F("u", "degree", "master's|MPH"), F("u", "major", "public health"), F("u", "school", "Emory"),
    F("u", "employer", "county health department", False), F("u", "city", "Atlanta")]),
C("short", "en", "hey, new here. quick intro: I'm Hana, I go by Nana online, I'm Japanese-American, 19, and I study architecture at Cal Poly. my cat Mochi is my whole personality", [
    F("u", "name", "Hana"), F("u", "nickname", "Nana"), F("u", "hometown", "Japanese-American|USA", False),
    F("u", "age", "19"), F("u", "major", "architecture"), F("u", "school", "Cal Poly"),
    F("u", "pet", "cat"), F("u", "pet_name", "Mochi")]),
]

DIARY = [
C("diary", "en", "Tuesday. Alarm at 5:40, because apparently I'm a person who does 6am spin class now. Work was the usual chaos — three patients no-showed and Dr. Patel ran late again. Being a dental hygienist means everyone tells you their flossing lies. Lunch was leftover chili. Mom called about Thanksgiving, she wants us all in Tucson again. Evening: walked Rufus around the reservoir, he tried to eat a goose. Bed by 10.", [
    F("u", "sport", "spin class|spin|cycling"), F("u", "job_title", "dental hygienist"),
    F("u", "pet_name", "Rufus", False), F("u", "pet", "dog", False), F("u", "plan", "Thanksgiving|Tucson", False),
    F("u", "family", "Mom", False)], tag=True),
C("diary", "en", "March 3. Rained all day in Seattle, shocking. Finally submitted the grant for the lab — if it gets funded I'll get to keep my postdoc another two years. Ate a sad desk salad. Kenji texted that he got the job at Nintendo in Kyoto and he's moving in June, and I'm happy for him but also my best friend is leaving the continent. Practiced violin for 40 min, the Bach partita is still a mess. I'm 33 and still feel like a student.", [
    F("u", "city", "Seattle", False), F("u", "job_title", "postdoc"), F("Kenji", "relation", "best friend"),
    F("Kenji", "employer|plan", "Nintendo"), F("Kenji", "plan|city", "Kyoto|moving in June", False),
    F("u", "instrument", "violin"), F("u", "age", "33")], tag=True),
C("diary", "en", "Sunday. Slept till 11, no regrets. Brunch with the girls at that new place on Fifth, I had shakshuka, Mel had a mimosa at noon and told everyone she's pregnant (so it was a virgin mimosa, fine). Spent the afternoon repotting my monstera and watching Pride and Prejudice (the 2005 one obviously, the best film ever made). Tomorrow I go back to the firm and pretend I like tax law.", [
    F("u", "fav_film", "Pride and Prejudice"), F("Mel", "health", "pregnant"),
    F("u", "job_title|industry", "tax law|lawyer", False), F("u", "employer", "the firm", False),
    F("u", "gender", "female", False)], tag=True),
C("diary", "en", "Day 12 of sobriety. Didn't feel like drinking at the bar mitzvah even though everyone was. Uncle Ray asked when I'm going to \"settle down\", I'm 41 and divorced, Ray, I'm settled. Drove back to Milwaukee, got home late, Ziggy (my cockatiel) screamed at me for being gone. Work tomorrow — forklift certification test at the warehouse, wish me luck.", [
    F("u", "health", "sobriety|sober"), F("u", "age", "41"), F("u", "city", "Milwaukee"),
    F("u", "pet", "cockatiel"), F("u", "pet_name", "Ziggy"), F("u", "plan", "forklift certification test"),
    F("u", "employer", "the warehouse|warehouse", False), F("Uncle Ray", "relation", "uncle")], tag=True),
C("diary", "en", "Wed. Back at the bakery at 4am. I own the place, which sounds romantic until you're elbow deep in croissant dough before sunrise. Sold out of cardamom buns by 9. My daughter Ruby called from college — she's switching her major to marine biology, which I pretend to understand. Evening I watched the Packers lose. Knee is acting up again, doctor says it's arthritis, I say it's the Packers.", [
    F("u", "job_title", "I own the place|bakery owner|baker"), F("u", "employer", "the bakery|bakery", False),
    F("u", "family", "Ruby|daughter"), F("Ruby", "relation", "daughter"), F("Ruby", "major", "marine biology"),
    F("u", "health", "arthritis")], tag=True),
C("diary", "en", "Oct 14. First day at Deloitte. The badge photo is horrible. My team is nice, my manager Oyelaran is from Lagos like me, which made me less nervous. Took the Tube home and got lost twice — still not used to London. Called my brother back home, he's finishing his engineering degree at UNILAG. Jollof for dinner, the real kind, still my favourite food in the world.", [
    F("u", "employer", "Deloitte"), F("u", "city", "London"), F("u", "hometown", "Lagos"),
    F("Oyelaran", "relation", "manager"), F("Oyelaran", "hometown", "Lagos"), F("u", "family", "brother"),
    F("brother", "major", "engineering"), F("brother", "school", "UNILAG|University of Lagos"),
    F("u", "fav_food", "Jollof|jollof rice")]),
C("diary", "en", "today was weird. woke up from a dream where i was a marine biologist in Hawaii and i had a pet octopus named Gus. in reality i'm a call center rep in Tulsa and my only pet is a goldfish my niece won at the fair. went to work, got yelled at 14 times (counted). ate taco bell in the car. my niece Bella turns 8 next week, need to get her a present.", [
    F("u", "job_title", "call center rep"), F("u", "city", "Tulsa"), F("u", "pet", "goldfish"),
    F("Bella", "relation", "niece"), F("u", "family", "Bella|niece"), F("Bella", "age", "7", False)], tag=True),
C("diary", "en", "Thursday, cold. Rehearsal ran late — the choir is doing the Messiah in December and our tenors are, let's say, optimistic. I've sung alto there for 20 years. Picked up my prescription (thyroid again, levels off). Harold made pot roast. 47 years married next month and he still can't find the ketchup in the fridge. Retired life is busier than teaching ever was.", [
    F("u", "hobby", "choir|singing"), F("u", "health", "thyroid"), F("u", "partner", "Harold"),
    F("Harold", "relation", "husband", False), F("u", "job_title", "retired"), F("u", "job_title", "teaching|teacher", False)],
    tag=True),
C("diary", "en", "Sat. Farmers market with Dev — bought way too many peaches. He's been my partner for six years and still haggles like it's a sport. Afternoon: finished reading Piranesi, ok it's officially my favourite book now, sorry Tolkien. Night: D&D at Carla's, my halfling bard is a menace. I work in IT so I need this one nerd outlet that isn't a server.", [
    F("u", "partner", "Dev"), F("Dev", "relation", "partner"), F("u", "fav_book", "Piranesi"),
    F("u", "hobby", "D&D|Dungeons & Dragons", False), F("u", "industry", "IT")], tag=True),
C("diary", "en", "Monday again. Vet appointment for Olive — she's 14 and her kidneys aren't great. I cried in the car after. Then a Zoom with the Amsterdam office, who were all very cheerful about the weather. My Dutch is terrible but I tried \"goedemorgen\". Salmon and rice for dinner. I'm lactose intolerant so no cheese for me, as usual, sob.", [
    F("u", "pet_name", "Olive", False), F("u", "language", "Dutch", False),
    F("u", "health|allergy|diet", "lactose intolerant")], tag=True),
]

COMPANION = [
C("companion", "en", [
    U("Hi Juniper! Ok so I'm new to this. I'm Dolores, 67, retired librarian, living in Sarasota now"),
    A("Lovely to meet you, Dolores! Did you grow up in Florida?"),
    U("Oh heavens no, I'm from Buffalo. Moved down after my husband passed, the winters were too much alone"),
    A("I'm so sorry about your husband. Do you have family nearby?"),
    U("My son Peter lives in Tampa with his wife and two boys. He visits every other Sunday")], [
    F("u", "name", "Dolores"), F("u", "age", "67"), F("u", "job_title", "retired"),
    F("u", "job_title", "librarian", False), F("u", "city", "Sarasota"), F("u", "hometown", "Buffalo"),
    F("u", "family", "Peter|son"), F("Peter", "relation", "son"), F("Peter", "city", "Tampa"),
    F("Peter", "partner", "wife", False)], tag=True, ch="Juniper"),
C("companion", "en", [
    U("atlas you said yesterday i work in marketing?? no lol i work in sales. b2b software sales"),
    A("My bad! Sales it is. And you're still in San Diego?"),
    U("never was in San Diego, that's where my sister lives. i'm in Phoenix"),
    A("Got it — Phoenix, sales. Who do you sell for?"),
    U("a company called Fieldnote, we make scheduling software for plumbers lol")], [
    F("u", "job_title", "sales|b2b software sales"), F("u", "city", "Phoenix"), F("sister", "city", "San Diego"),
    F("u", "family", "sister", False), F("u", "employer", "Fieldnote"), F("u", "industry", "software", False)],
    tag=True, ch="Atlas"),
C("companion", "en", [
    U("Hey Nova. My therapist suggested journaling and I hate writing so here I am talking to you"),
    A("I'm glad you're here! What would you like me to know about you?"),
    U("I'm Tyler, 29, I have anxiety and a really annoying stutter, I work from home as a transcriptionist. Living with my parents in Ohio right now which is its own thing"),
    A("Thanks for sharing that, Tyler. Is your stutter something you've had since childhood?"),
    U("yeah since I was like 5. my little brother has one too")], [
    F("u", "name", "Tyler"), F("u", "age", "29"), F("u", "health", "anxiety"), F("u", "health", "stutter"),
    F("u", "job_title", "transcriptionist"), F("u", "city", "Ohio"), F("u", "family", "parents", False),
    F("brother", "health", "stutter"), F("u", "family", "brother|little brother", False)], tag=True, ch="Nova"),
C("companion", "en", [
    U("Milo guess what, Pretzel learned to sit!!"),
    A("Yay! Good job Pretzel! How old is your kitten now?"),
    U("Pretzel is a PUPPY, Milo. A corgi. Come on"),
    A("Sorry sorry — a corgi puppy! That's adorable. Is this your first dog?"),
    U("second. my first was a lab named Daisy, she died when I was in college")], [
    F("u", "pet", "corgi|puppy|dog"), F("u", "pet_name", "Pretzel")], tag=True, ch="Milo"),
C("companion", "en", [
    U("Sage can you help me plan meals this week? Keep in mind I'm vegan and I'm allergic to tree nuts"),
    A("Sure! Vegan and no tree nuts. How about a cashew curry on Monday?"),
    U("cashews ARE tree nuts lol. also no mushrooms please, I can't stand the texture"),
    A("Oops, you're right! No cashews, no mushrooms. Do you have a favorite cuisine?"),
    U("Ethiopian, hands down. Misir wot is my favorite food on earth")], [
    F("u", "diet", "vegan"), F("u", "allergy", "tree nuts"), F("u", "dislike", "mushrooms"),
    F("u", "fav_food", "Misir wot|Ethiopian")], tag=True, ch="Sage"),
C("companion", "en", [
    U("hello Pip! im Anaïs, 23, from Montréal originally but studying in Edinburgh now. french is my first language so sorry for mistakes"),
    A("Bonjour Anaïs! Your English is great. What are you studying?"),
    U("merci! a master's in linguistics, ironic i know"),
    A("Not ironic at all! Do you speak other languages too?"),
    U("a bit of german from school, and i'm learning Gaelic for fun, i have a class every thursday")], [
    F("u", "name", "Anaïs|Anais"), F("u", "age", "23"), F("u", "hometown", "Montréal|Montreal"),
    F("u", "city", "Edinburgh"), F("u", "language", "french"), F("u", "major", "linguistics"),
    F("u", "degree", "master's"), F("u", "language", "Gaelic"), F("u", "language", "german", False)], ch="Pip"),
C("companion", "en", [
    U("Wren I need to vent. My fiancée Camila's mom wants a church wedding and we're both atheists"),
    A("That sounds stressful. When's the wedding?"),
    U("June 14th, in Santa Fe, it's booked, she just needs to accept it lol"),
    A("Santa Fe sounds beautiful. Is that where you two live?"),
    U("no we live in Albuquerque, Santa Fe is just where Camila grew up")], [
    F("u", "partner", "Camila"), F("Camila", "relation", "fiancée"), F("u", "plan", "wedding|June 14th"),
    F("u", "city", "Albuquerque"), F("Camila", "hometown", "Santa Fe")], tag=True, ch="Wren"),
C("companion", "en", [
    U("echo can you save my new number? 415-555-0187"),
    A("Saved! 415-555-0178."),
    U("no, 0187. you swapped the last two"),
    A("Fixed: 415-555-0187. Is that your work phone?"),
    U("personal. work phone stays the same, I'm still at Kaiser as a respiratory therapist")], [
    F("u", "phone", "415-555-0187|4155550187"), F("u", "employer", "Kaiser|Kaiser Permanente"),
    F("u", "job_title", "respiratory therapist")], tag=True, ch="Echo"),
C("companion", "en", [
    U("Hi Clover, first time here. I'm Ibrahim, a 45-year-old dad of three from Detroit. I teach high school chemistry"),
    A("Hi Ibrahim! Three kids — you must be busy. Do you coach any sports too?"),
    U("Ha, no, I leave that to my wife. She coaches the girls' soccer team. I just garden and make bad bread"),
    A("Gardening and baking, nice! What do you grow?"),
    U("tomatoes mostly, and peppers. my neighbor Frank says they're the best on the block")], [
    F("u", "name", "Ibrahim"), F("u", "age", "45"), F("u", "city|hometown", "Detroit"),
    F("u", "job_title", "teach high school chemistry|chemistry teacher|teacher"), F("u", "family", "dad of three|three kids"),
    F("u", "gender", "dad|male", False), F("u", "partner", "wife"), F("wife", "hobby|sport", "soccer|coaches the girls' soccer team"),
    F("u", "hobby", "garden|gardening"), F("u", "hobby", "bread|baking"), F("Frank", "relation", "neighbor")],
    tag=True, ch="Clover"),
C("companion", "en", [
    U("Orion I got into Georgia Tech!!! for aerospace engineering!!"),
    A("Congratulations!!! When do you start?"),
    U("fall semester, I already accepted and paid the deposit. my mom cried"),
    A("You must be so proud. Will you move to Atlanta?"),
    U("yep, dorm is booked. leaving Savannah in August")], [
    F("u", "school|plan", "Georgia Tech"), F("u", "major|plan", "aerospace engineering"),
    F("u", "plan", "Atlanta|dorm is booked|leaving Savannah in August"), F("u", "city", "Savannah"),
    F("u", "family", "mom", False)], ch="Orion"),
C("companion", "en", [
    U("hey luna, name's Bartholomew but literally nobody calls me that, it's Bart"),
    A("Nice to meet you, Bart! What do you do?"),
    U("I'm a welder. pipeline work mostly, I'm on the road a lot — right now I'm in North Dakota for a job, home is Oklahoma City"),
    A("That sounds tough. Do you have someone waiting at home?"),
    U("my dog Tank. and my ex, but she's not waiting for anything lol")], [
    F("u", "name", "Bartholomew"), F("u", "nickname", "Bart"), F("u", "job_title", "welder"),
    F("u", "city", "Oklahoma City"), F("u", "pet", "dog"), F("u", "pet_name", "Tank")], tag=True, ch="Luna"),
C("companion", "en", [
    U("Rory, quick: favorite movie of all time?"),
    A("I'm partial to Spirited Away! What about you?"),
    U("The Shawshank Redemption. don't @ me. and music-wise I'm a Springsteen guy forever"),
    A("Classic! Do you play any instruments yourself?"),
    U("harmonica, badly. I'm better at drums, played in my high school band and still have my kit in the garage")], [
    F("c", "fav_film", "Spirited Away"), F("u", "fav_film", "The Shawshank Redemption|Shawshank"),
    F("u", "fav_music", "Springsteen|Bruce Springsteen"), F("u", "instrument", "drums"),
    F("u", "belonging", "kit|drum kit", False), F("u", "instrument", "harmonica", False),
    F("u", "gender", "guy|male", False)], tag=True, ch="Rory"),
]

GROUP = [
C("group", "en", [
    S("Jess", "whoever left the stove on, I love you but no"),
    S("Tom", "guilty. I was making eggs before my shift at the hospital"),
    S("Aisha", "Tom you're a nurse, you should know about fire hazards lol"),
    S("Jess", "also reminder my parents are visiting this weekend for my sister's wedding, please wear pants. and someone feed Noodle (my cat) saturday night"),
    S("Tom", "noted. pants. Noodle. got it")], [
    F("u", "pet", "cat"), F("u", "pet_name", "Noodle"), F("sister", "plan", "wedding"),
    F("u", "family", "sister", False), F("u", "family", "parents", False),
    F("Tom", "job_title", "nurse", False), F("Tom", "employer", "the hospital|hospital", False),
    F("u", "name", "Jess", False)], tag=True, me="Jess"),
C("group", "en", [
    S("Rachel", "welcome our new hire Danny! He's joining the backend team, moving over from Chicago"),
    S("Danny", "thanks Rachel! hi everyone. technically I'm from Milwaukee but I lived in Chicago for 6 years before this", x=True),
    S("Luis", "welcome! where'd you work before?"),
    S("Danny", "Grubhub, then a tiny startup that died. happy to be here"),
    S("Priya", "do you climb? we have a bouldering thing on wednesdays"),
    S("Danny", "I do! I'm in")], [
    F("u", "hometown", "Milwaukee"), F("u", "sport", "climb|climbing|bouldering"),
    F("u", "job_title", "backend|backend engineer", False), F("u", "plan", "bouldering thing on wednesdays", False),
    F("u", "name", "Danny", False)], tag=True),
C("group", "en", [
    S("Grandpa Joe", "Happy birthday to my favorite granddaughter Lily! 16 already!"),
    S("Lily", "GRANDPA I'm your only granddaughter 😂 thank you!!"),
    S("Aunt Meg", "happy birthday sweetie! did you pass your driving test?"),
    S("Lily", "yesss passed on Monday"),
    S("Grandpa Joe", "Proud of you. Your grandma and I will drive up from Tampa next weekend to celebrate")], [
    F("u", "family", "Lily|granddaughter"), F("Lily", "relation", "granddaughter"), F("Lily", "age", "16"),
    F("u", "city", "Tampa", False), F("u", "plan", "drive up from Tampa next weekend", False),
    F("u", "partner", "grandma", False), F("u", "gender", "Grandpa|male", False)], tag=True, me="Grandpa Joe"),
C("group", "en", [
    S("Big Mike", "Nick you're in last place, how does it feel"),
    S("Nick", "I'm an accountant, I know exactly how bad it is. numbers don't lie", x=True),
    S("Coop", "Nick still a Bears fan, that's the real tragedy"),
    S("Nick", "born in Chicago, die in Chicago. it's the law"),
    S("Big Mike", "I'm a Packers guy and even I feel bad")], [
    F("u", "job_title", "accountant"), F("u", "hometown", "Chicago"), F("u", "city", "Chicago", False),
    F("u", "name", "Nick", False)], tag=True),
C("group", "en", [
    S("Ellen", "next month's book is The Remains of the Day, objections?"),
    S("Sofia", "love it, it's one of my favorites actually. I'll bring the wine"),
    S("Raj", "I'll be in Mumbai for my cousin's wedding, sorry!"),
    S("Ellen", "Raj we'll miss you. Sofia can you host? my kitchen's being redone"),
    S("Sofia", "sure, my place in Brooklyn works, the cat will supervise")], [
    F("u", "fav_book", "The Remains of the Day|Remains of the Day"), F("u", "place|city", "Brooklyn"),
    F("u", "pet", "cat"), F("Raj", "plan", "Mumbai|cousin's wedding"), F("u", "hobby", "book club", False),
    F("u", "name", "Sofia", False)], tag=True, me="Sofia"),
C("group", "en", [
    S("Beth", "anyone else's baby up at 3am every night?"),
    S("Keisha", "every night. Jaden is 4 months and thinks sleep is optional", x=True),
    S("Tanya", "lol mine too. Keisha aren't you back at work soon?"),
    S("Keisha", "monday. back to the ER, 12 hour shifts. pray for me"),
    S("Beth", "you're a nurse right?"),
    S("Keisha", "ER doc actually, but thanks")], [
    F("u", "family", "Jaden|baby", False), F("Jaden", "age", "4 months"), F("u", "job_title", "ER doc|doctor"),
    F("u", "plan", "back at work|monday", False), F("u", "gender", "female", False), F("u", "name", "Keisha", False)],
    tag=True),
C("group", "en", [
    S("Connor", "trip's booked! Zion, March 12-15, campsite confirmed"),
    S("Maya", "yesss. I'm bringing my new Osprey pack"),
    S("Dev", "I can't do the Angels Landing part, my knee is still wrecked from ACL surgery"),
    S("Connor", "no worries, we'll do the Narrows with you. btw my brother Liam is coming too, he's a park ranger in Yosemite so he knows stuff")], [
    F("u", "plan", "Zion|trip"), F("u", "family", "Liam|brother"), F("Liam", "relation", "brother"),
    F("Liam", "job_title", "park ranger"), F("Liam", "employer|place", "Yosemite", False),
    F("Maya", "belonging", "Osprey pack|Osprey"), F("Dev", "health", "ACL surgery|ACL"),
    F("u", "name", "Connor", False)], tag=True, me="Connor"),
C("group", "en", [
    S("Doreen", "someone's been stealing packages on Maple again"),
    S("Walt", "got it on my Ring camera, I'll post it. I'm at 412 Maple, corner house", x=True),
    S("Gus", "Walt you're retired, you can just sit on the porch with a shotgun lol"),
    S("Walt", "I'm retired, not crazy, Gus. 32 years as a mailman, I know every package in this town"),
    S("Doreen", "lol fair")], [
    F("u", "belonging", "Ring camera"), F("u", "place", "412 Maple"), F("u", "job_title", "retired"),
    F("u", "job_title", "mailman", False), F("u", "name", "Walt", False)], tag=True),
C("group", "en", [
    S("Chloe", "final dress fitting saturday 10am ladies!"),
    S("Emma", "I'll be there! I'm the one allergic to lilies btw, can we swap them at the venue?"),
    S("Zoe", "Emma you're the maid of honor, you can demand anything"),
    S("Chloe", "swapping to peonies, done"),
    S("Emma", "love you Chloe, best sister ever")], [
    F("u", "allergy", "lilies"), F("u", "family", "Chloe|sister"), F("Chloe", "relation", "sister"),
    F("u", "plan", "dress fitting", False), F("u", "gender", "female", False), F("u", "name", "Emma", False)],
    tag=True, me="Emma"),
C("group", "en", [
    S("Jamal", "who's on tonight? I've got work at 6am tho, new job at the UPS hub", x=True),
    S("Reese", "congrats!! thought you were still at Amazon"),
    S("Jamal", "nah quit in March. UPS pays better and it's unionized"),
    S("Kai", "I'm on. my wife took the kids to her mom's so I'm FREE")], [
    F("u", "employer", "UPS|UPS hub"), F("Kai", "partner", "wife"), F("Kai", "family", "kids", False),
    F("u", "hobby", "gaming", False), F("u", "name", "Jamal", False)], tag=True),
]

CASES = SHORT + DIARY + COMPANION + GROUP
