"""English cases of dev set 27: short chats, diaries, companion chats, group chats."""
from h import u, a, s, U, P, C, case

E = "en"
SHORT = [
    case(E, "short", [u("ok so i just got the offer from Stripe!!! starting in march as a backend engineer. still can't believe it")], [
        U("employer|plan", "Stripe"), U("job_title|plan", "backend engineer")]),
    case(E, "short", [u("my sister Hannah just got engaged to a guy she met on a ski trip lol. meanwhile i'm 31, single, and my cat Biscuit is my only date")], [
        U("family", "Hannah"), P("Hannah", "relation", "sister"), P("Hannah", "partner", "a guy she met on a ski trip", "fiancé", req=False),
        U("age", "31"), U("pet", "cat"), U("pet_name", "Biscuit")], tag=True),
    case(E, "short", [u("Not a nurse lol, I'm a pharmacist. People mix it up all the time because I work at the hospital")], [
        U("job_title", "pharmacist"), U("employer", "hospital", req=False)], tag=True),
    case(E, "short", [u("anyone know a good dentist in Leeds? just moved here from Manchester for uni")], [
        U("city", "Leeds"), U("job_title", "student", "uni", req=False)], tag=True),
    case(E, "short", [u("I'm allergic to penicillin, shellfish, and apparently my ex-boyfriend's personality 🙄")], [
        U("allergy", "penicillin"), U("allergy", "shellfish")], tag=True),
    case(E, "short", [u("grew up in Manila, been in Toronto 8 years now, speak Tagalog at home with my parents")], [
        U("hometown", "Manila"), U("city", "Toronto"), U("language", "Tagalog", "Filipino")], tag=True),
    case(E, "short", [u("if i had a dog i'd name it waffles. sadly my landlord says no pets and i rent a tiny studio in Bushwick")], [
        U("place|city", "Bushwick"), U("city", "Brooklyn", "New York", req=False)], tag=True),
    case(E, "short", [u("Just finished my 40th marathon lol jk it's my 4th. Boston is in April, I qualified!!")], [
        U("sport", "marathon", "running"), U("plan", "Boston", "Boston Marathon")], tag=True),
    case(E, "short", [u("my email is t.okafor@protonmail.com, my work one is useless")], [
        U("email", "t.okafor@protonmail.com")]),
    case(E, "short", [u("what do you think, should i learn piano or violin? i already play the cello but i'm kinda bored")], [
        U("instrument", "cello")], tag=True),
    case(E, "short", [u("Happy birthday to me 🎂 born on Halloween, so every party is a costume party")], [
        U("birthday", "Halloween", "October 31")]),
    case(E, "short", [u("Honestly my favorite movie of all time is still Spirited Away. My boyfriend thinks it's The Dark Knight, we fight about this weekly")], [
        U("fav_film", "Spirited Away"), P("boyfriend", "fav_film", "The Dark Knight"), U("partner", "boyfriend")], tag=True),
    case(E, "short", [u("vegetarian since college, but I'll eat fish if my grandma cooks it, don't tell anyone")], [
        U("diet", "vegetarian", "pescatarian")]),
    case(E, "short", [u("I used to work at Deloitte but now I'm freelancing as a UX writer, best decision ever")], [
        U("job_title", "UX writer", "freelance UX writer")], tag=True),
    case(E, "short", [u("call me at 415-555-0193 after 6, that's my cell. the office line is the 0188 one but I'm never there")], [
        U("phone", "415-555-0193")], tag=True),
    case(E, "short", [u("me and my wife Priya just adopted twins!! two girls, Maya and Asha, both 3")], [
        U("partner", "Priya"), P("Priya", "relation", "wife"), U("family", "Maya"), U("family", "Asha"),
        P("Maya", "age", "3"), P("Asha", "age", "3"), U("family", "twins", req=False)]),
    case(E, "short", [u("i'm a high school chemistry teacher in Ohio and no, i have never made meth, stop asking")], [
        U("job_title", "chemistry teacher", "high school chemistry teacher"), U("city|place", "Ohio")], tag=True),
    case(E, "short", [u("My husband's from Cork, I'm from Galway, and we live in Dublin which neither of us can afford lol")], [
        U("partner", "husband"), P("husband", "hometown", "Cork"), U("hometown", "Galway"), U("city", "Dublin"),
        P("husband", "city", "Dublin", req=False)], tag=True),
    case(E, "short", [u("Lactose intolerant and proud. oat milk everything")], [
        U("health|allergy|diet", "lactose intolerant")]),
    case(E, "short", [u("do you remember my dog's name? it's Pepper. not Piper like my mom keeps saying. she's a beagle")], [
        U("pet_name", "Pepper"), U("pet", "beagle", "dog")], tag=True),
    case(E, "short", [u("my coworker Dave keeps telling everyone he's a black belt. he's not. I actually am though, in judo, 2nd dan")], [
        U("sport", "judo"), P("Dave", "relation", "coworker")], tag=True),
    case(E, "short", [u("Studied philosophy at Edinburgh, now I sell solar panels. life is weird")], [
        U("major", "philosophy"), U("school", "Edinburgh", "University of Edinburgh"),
        U("job_title", "sell solar panels", "solar panel sales"), U("industry", "solar", req=False)]),
    case(E, "short", [u("thinking about moving to Lisbon next year but nothing's decided. Berlin rent is killing me")], [
        U("city", "Berlin"), U("plan", "moving to Lisbon", req=False)], tag=True),
    case(E, "short", [u("I don't drink coffee. Can't stand the smell honestly. I do eat an unreasonable amount of sushi though")], [
        U("dislike", "coffee"), U("fav_food", "sushi")], tag=True),
    case(E, "short", [u("My name's Rafael but everyone calls me Rafa. 24, from São Paulo, doing my masters in Munich")], [
        U("name", "Rafael"), U("nickname", "Rafa"), U("age", "24"), U("hometown", "São Paulo", "Sao Paulo"),
        U("degree", "masters", "master's"), U("city", "Munich", "München")]),
    case(E, "short", [u("the neighbour's kid, Tyler, plays drums at 7am every Saturday. he's like 12. I'm going to lose my mind")], [
        P("Tyler", "instrument", "drums"), P("Tyler", "relation", "neighbour's kid", "neighbour"),
        P("Tyler", "age", "12", req=False)], tag=True),
    case(E, "short", [u("got diagnosed with ADHD at 34, which explains... a lot")], [
        U("health", "ADHD"), U("age", "34", req=False)], tag=True),
    case(E, "short", [u("i play bass in a garage band on weekends, my day job is boring accounting stuff at a dental clinic")], [
        U("instrument", "bass"), U("hobby", "garage band", "band"), U("job_title", "accounting", "accountant"),
        U("employer", "dental clinic", req=False)]),
    case(E, "short", [u("Nah I'm not from Texas, I just live here. Born and raised in Kentucky, moved to Austin for work")], [
        U("hometown", "Kentucky"), U("city", "Austin"), U("city|place", "Texas", req=False)], tag=True),
    case(E, "short", [u("Does anyone else's partner snore like a freight train? Marco could wake the dead")], [
        U("partner", "Marco", req=False)], tag=True),
    case(E, "short", [u("Finally bought my first car, a 2015 Civic, with my own money 😭")], [
        U("belonging", "2015 Civic", "Civic", "car")]),
    case(E, "short", [u("speak english, spanish and enough french to order croissants 🥐")], [
        U("language", "english"), U("language", "spanish"), U("language", "french", req=False)], tag=True),
]

DIARY = [
    case(E, "diary", [u("Tuesday. Rained again. Mrs. Alvarez next door told me her son Diego got into the police academy, and she's thrilled and terrified. The Nguyens across the street are selling their house — moving to Phoenix for his job. I spent the afternoon repotting my succulents and then had my Spanish lesson on Zoom (week 12!). Dinner was leftover lasagna. Ben called, he's finally out of the cast.")], [
        P("Mrs. Alvarez", "relation", "next door", "neighbour"), P("Diego", "school|plan", "police academy"),
        P("Nguyens", "plan", "moving to Phoenix", req=False), U("language", "Spanish"),
        U("hobby", "succulents", "plants", req=False)], tag=True),
    case(E, "diary", [u("Day 3 at the new job. The coffee machine at Halvorsen & Pike is broken which feels like a sign. My manager, Oksana, is sharp and kind, and apparently runs ultramarathons?? Lunch with Jeff from legal, who has three greyhounds. Still commuting from Jersey City, 50 minutes each way. Mom texted: her knee surgery is booked for the 14th.")], [
        U("employer", "Halvorsen & Pike"), P("Oksana", "relation", "manager"), P("Oksana", "sport", "ultramarathons", req=False),
        P("Jeff", "pet", "greyhounds"), P("Jeff", "relation", "legal", "colleague", req=False), U("city", "Jersey City"),
        P("mom", "plan", "knee surgery"), U("family", "mom")], tag=True),
    case(E, "diary", [u("Turned 40 today. Didn't feel like a big deal until the kids made a banner that said 'OLD'. Lily (9) made me a bracelet, Sam (6) ate most of the cake. Rob took the day off and we went kayaking on the lake. My dad called from Florida, he's doing better on the new heart meds.", at="2024-09-14")], [
        U("age", "40"), U("birthday", "September 14", req=False), U("family", "Lily"), U("family", "Sam"),
        P("Lily", "age", "9"), P("Sam", "age", "6"), U("partner", "Rob", req=False),
        P("dad", "city", "Florida"), P("dad", "health", "heart", "heart meds", req=False),
        U("family", "dad", req=False), U("sport", "kayaking", req=False)], tag=True),
    case(E, "diary", [u("Notes from the staff room: Priya in Year 4 is pregnant (due in June, not announced yet, so shh). Mr. Hollis is retiring at Christmas after 31 years. Gemma's husband got a job in Leeds so she's handing in notice. And me? Still the only music teacher in a school of 600 kids, still teaching recorder to 8-year-olds, still loving it somehow. Choir concert next Thursday.")], [
        U("job_title", "music teacher"), P("Priya", "health", "pregnant"), P("Priya", "relation", "Year 4", "colleague", req=False),
        P("Hollis", "plan", "retiring at Christmas", "retiring", req=False), P("Gemma", "plan", "handing in notice", req=False),
        P("Gemma's husband", "city", "Leeds", req=False), U("plan", "Choir concert", "choir concert next Thursday")], tag=True),
    case(E, "diary", [u("Couldn't sleep. Migraine again, third this week. Took the sumatriptan and watched half of Pride and Prejudice (the 2005 one, obviously — my comfort movie forever). Mochi slept on my feet the whole time. Texted Jordan about brunch but he's in Chicago till Sunday for a conference.")], [
        U("health", "migraine"), U("fav_film", "Pride and Prejudice"), U("pet_name", "Mochi", req=False)], tag=True),
    case(E, "diary", [u("Grocery run, laundry, call with Grandpa. He's 91 and still does the crossword in pen. He told me for the fifth time that he met Grandma at a dance hall in Glasgow in 1956. I am writing it down this time. Worked on my thesis for two hours (chapter 3, marine sediments, don't ask). Rowing practice at 6 tomorrow.")], [
        P("Grandpa", "age", "91"), P("Grandpa", "hobby", "crossword"), U("family", "Grandpa"),
        U("major", "marine sediments", req=False), U("job_title", "student", req=False),
        U("sport", "rowing"), U("plan", "Rowing practice", req=False)], tag=True),
    case(E, "diary", [u("Tried the new pho place on 5th. Mid. Nothing beats my aunt's. Work was fine — twelve-hour shift, two codes, one baby delivered in the elevator (!!). I love being an ER nurse even on days like this.")], [
        U("job_title", "ER nurse", "nurse"), U("fav_food", "pho", req=False)], tag=True),
    case(E, "diary", [u("Block party today. Learned more about my street in four hours than in four years. Dennis at #12 is a retired pilot and keeps bees. The twins at #7 are both doing medicine at McGill. Carla — who I always thought was a lawyer — is actually a court stenographer. I brought my famous chili and nobody touched the vegan one, typical. I'm the only vegan on this street, I think.")], [
        P("Dennis", "job_title", "retired pilot", "retired"), P("Dennis", "hobby", "keeps bees", "beekeeping"),
        P("twins", "school", "McGill"), P("twins", "major", "medicine"), P("Carla", "job_title", "court stenographer"),
        U("diet", "vegan"), P("Dennis", "relation", "neighbour", req=False)], tag=True),
    case(E, "diary", [u("Sunday. Church, then brunch with the book club girls. Sharon announced she's moving to Atlanta to be near her grandkids. We're reading Beloved this month; I'm halfway. My all-time favorite is still To Kill a Mockingbird, and I'll fight anyone on it. Harold napped through the Packers game. 47 years married and he still snores.")], [
        U("fav_book", "To Kill a Mockingbird"), U("partner", "Harold"), P("Harold", "relation", "married", "husband", req=False),
        U("hobby", "book club"), P("Sharon", "plan", "moving to Atlanta", req=False)], tag=True),
    case(E, "diary", [u("Moved into the flat in Leith today. Three flights of stairs, no lift, a sofa that didn't fit through the door. Callum (flatmate, works at the distillery, plays bagpipes badly) helped. My office at the uni is 20 min by bus. Feels like home already. Mum rang twice.")], [
        U("place|city", "Leith"), U("city", "Edinburgh", req=False), P("Callum", "relation", "flatmate"),
        P("Callum", "employer", "distillery", req=False), P("Callum", "instrument", "bagpipes"),
        U("employer", "uni", "university", req=False)], tag=True),
]

COMPANION = [
    case(E, "companion", [u("hey juniper, guess what, i got the apartment!"), a("Congrats!! The one in Portland you told me about?"),
                          u("no lol that fell through, this one's in Tacoma, moving in saturday. smaller but it has a yard for Bruno"),
                          a("Bruno will love that! How old is he now, like 5?"),
                          u("he's 8, and he's a boxer mix, he's going to lose his mind over the yard")], [
        U("plan", "Tacoma", "moving in saturday", "move to Tacoma"), U("pet_name", "Bruno"), U("pet", "boxer mix", "boxer", "dog")],
        char="Juniper", tag=True),
    case(E, "companion", [u("milo i'm so tired, 14 hour shift"), a("Long day at the restaurant again? You're such a hard-working chef!"),
                          u("i'm not a chef, i'm a line cook. big difference lol. and it's a hotel kitchen, the Marriott downtown"),
                          a("Got it — line cook at the Marriott. Do you like it?"),
                          u("love the food, hate the hours. i'm saving up for culinary school in the fall, already got in")], [
        U("job_title", "line cook"), U("employer", "Marriott"), U("school|plan", "culinary school")], char="Milo", tag=True),
    case(E, "companion", [u("sage what's your favorite kind of music"), a("I've always been drawn to jazz, especially Coltrane. What about you?"),
                          u("honestly i'm a metal girl. Slipknot forever. my roommate hates it"),
                          a("Ha! Does your roommate play music too?"),
                          u("she plays violin in the city orchestra, so yeah she's got opinions")], [
        C("fav_music", "jazz", "Coltrane"), U("fav_music", "Slipknot", "metal"), U("gender", "girl", "female"),
        P("roommate", "instrument", "violin"), P("roommate", "employer", "city orchestra"),
        P("roommate", "relation", "roommate", req=False)], char="Sage", tag=True),
    case(E, "companion", [u("echo my birthday is next week"), a("Happy early birthday! You're 30, right?"),
                          u("i'm 29, turning 30. don't rush me"), a("Sorry! 29 it is. What's the date?"),
                          u("march 3rd. same as my twin brother obviously 😂")], [
        U("birthday", "march 3rd", "March 3"), U("age", "29"), U("family", "twin brother"),
        P("brother", "birthday", "march 3rd", req=False)], char="Echo", tag=True),
    case(E, "companion", [u("remy, my girlfriend Tanya got promoted today!!"), a("That's amazing! Is she still at the bank?"),
                          u("she's at a law firm, always has been. she's a senior associate now"),
                          a("Wow. And you're still teaching yoga?"),
                          u("yep, 4 classes a week at a studio in Silver Lake. also i've been vegan for 2 years now if you're keeping notes")], [
        U("partner", "Tanya"), P("Tanya", "relation", "girlfriend"), P("Tanya", "job_title", "senior associate"),
        P("Tanya", "employer", "law firm", req=False), U("job_title", "teaching yoga", "yoga teacher"),
        U("diet", "vegan"), U("city", "Los Angeles", req=False)], char="Remy", tag=True),
    case(E, "companion", [u("nova can you remind me to take my meds at 9"), a("Of course! Is this for your asthma?"),
                          u("no that's my son. mine is for thyroid, hypothyroid since like 2019"),
                          a("Got it. I'll remind you at 9pm for your thyroid medication."),
                          u("thanks. and remind Ethan about his inhaler before soccer")], [
        U("health", "hypothyroid", "thyroid", "hypothyroidism"), U("family", "Ethan"), P("Ethan", "relation", "son"),
        P("Ethan", "health", "asthma"), P("Ethan", "sport", "soccer")], char="Nova", tag=True),
    case(E, "companion", [u("pip!! we got a kitten"), a("Yay!! What's their name?"),
                          u("we can't agree. my husband wants Sir Pounce, i want Nugget. kids want Elsa 🙄"),
                          a("Nugget is adorable! So Nugget the kitten?"), u("fine, Nugget won. i win. she's a tabby")], [
        U("pet", "kitten", "tabby", "cat"), U("pet_name", "Nugget"), U("partner", "husband", req=False),
        U("family", "kids", req=False)], char="Pip", tag=True),
    case(E, "companion", [u("atlas, do you think it's weird to switch careers at 45"),
                          a("Not at all! What are you thinking of switching from? Still in insurance?"),
                          u("yeah 20 years in insurance claims. i want to become an electrician. started the apprenticeship application"),
                          a("That's a great move. Is there a program near you in Denver?"),
                          u("Denver? i'm in Boise lol. but yes there's one here")], [
        U("industry", "insurance"), U("job_title", "insurance claims", "claims adjuster"), U("city", "Boise"),
        U("age", "45", req=False), U("plan", "electrician", "apprenticeship", req=False)], char="Atlas", tag=True),
    case(E, "companion", [u("wren, can we practice Japanese today?"),
                          a("Of course! Since you're a native Korean speaker, some grammar will feel familiar."),
                          u("i'm not korean lol, i'm chinese-american. i speak mandarin with my parents though"),
                          a("Oops, sorry! Mandarin at home, learning Japanese — got it. When's your JLPT?"),
                          u("december, N3. wish me luck")], [
        U("language", "Japanese"), U("language", "mandarin", "Chinese"), U("plan", "N3", "JLPT", "JLPT N3"),
        U("hometown", "chinese-american", "US", req=False)], char="Wren", tag=True),
    case(E, "companion", [u("luna you won't believe the drama at work"), a("Ooh tell me! Is this about your boss Karen again?"),
                          u("no karen left in may. it's about Phil in accounting. he's been secretly living in his van in the parking lot"),
                          a("Wow. Is he okay?"),
                          u("he says it's a lifestyle choice 😂 he does have a PhD in astrophysics so who knows. anyway i'm the office manager, so technically it's my problem")], [
        U("job_title", "office manager"), P("Phil", "job_title", "accounting"), P("Phil", "degree", "PhD"),
        P("Phil", "major", "astrophysics"), P("Phil", "relation", "colleague", req=False)], char="Luna", tag=True),
    case(E, "companion", [u("kai i'm stressed, finals next week"), a("You've got this! Organic chem again?"),
                          u("no that was last semester. it's biostatistics now. i'm a second year MPH at Emory"),
                          a("Right, public health! Do you like it?"), u("love it, but atlanta in summer is a crime")], [
        U("degree", "MPH", "Master of Public Health"), U("school", "Emory"), U("major", "public health"),
        U("plan", "finals"), U("city", "atlanta", req=False), U("job_title", "student", req=False)], char="Kai", tag=True),
    case(E, "companion", [u("tess i finally finished the sweater i've been knitting since january"), a("Amazing! Is it for your dad?"),
                          u("for my girlfriend Jo, she's always cold. i knit pretty much every night"),
                          a("That's so sweet. Is Jo a knitter too?"),
                          u("god no, she climbs. bouldering 5 times a week, her forearms are terrifying")], [
        U("hobby", "knit", "knitting"), U("partner", "Jo"), P("Jo", "relation", "girlfriend"),
        P("Jo", "sport", "bouldering", "climbing")], char="Tess", tag=True),
]

GROUP = [
    case(E, "group", [s("Raj", "Reminder: offsite is Thursday at the Brewery on 4th. Bring laptops."),
                      s("Tom", "I'll be late, dropping my daughter at daycare first"),
                      s("Megan", "Can't make it, I'm out Thursday for my citizenship interview 🤞"),
                      s("Alicia", "Good luck Megan!! You've been waiting forever"),
                      s("Raj", "Good luck! Tom, how old is Ruby now?"), s("Tom", "two in August 😱")], [
        U("plan", "citizenship interview"), P("Tom", "family", "daughter", "Ruby"), U("name", "Megan", req=False)],
        me="Megan", tag=True),
    case(E, "group", [s("Mom", "Thanksgiving at ours this year! Who's bringing what?"),
                      s("Jess", "I'll bring pies. Also, I'm bringing Sam, you'll finally meet him 😬", exp=True),
                      s("Dad", "Is this the Sam from the dentist's office?"),
                      s("Jess", "Sam IS a dentist, dad. We've been together a year"),
                      s("Kevin", "I can't come, I'm on call at the fire station. Save me leftovers")], [
        U("partner", "Sam"), P("Sam", "job_title", "dentist"), P("Sam", "relation", "boyfriend", req=False),
        P("Kevin", "job_title", "firefighter", req=False), U("name", "Jess", req=False)], tag=True),
    case(E, "group", [s("Dom", "Lads, stag do in Prague, 12–15 June. Who's in?"), s("Eli", "In. Booked flights already"),
                      s("Chris", "Can't, my wife's due on the 10th 🙈 first baby"),
                      s("Marcus", "Congrats mate!! Boy or girl?"), s("Chris", "Girl. We're calling her Isla")], [
        U("partner", "wife"), P("wife", "health|plan", "due on the 10th", "pregnant"), P("Eli", "plan", "Prague", "stag do in Prague"),
        U("family", "Isla", "baby", req=False), U("gender", "male", req=False), U("name", "Chris", req=False)],
        me="Chris", tag=True),
    case(E, "group", [s("Linda", "Has anyone seen a grey cat with a red collar? Her name is Smokey, she got out last night"),
                      s("Greg", "Saw a grey cat by the school around 7am!"),
                      s("Ana", "I'll check my garage. I'm at 41 Birch, my kids leave the door open constantly", exp=True),
                      s("Pete", "Ana, is your husband still doing the lawn care thing? Need someone for spring"),
                      s("Ana", "He is! Mike's Lawn & Garden, I'll DM you his number")], [
        P("Linda", "pet", "grey cat", "cat"), P("Linda", "pet_name", "Smokey"), U("place", "41 Birch"),
        U("family", "kids", req=False), U("partner", "husband"), P("husband", "employer", "Mike's Lawn & Garden"),
        P("husband", "job_title", "lawn care"), U("name", "Ana", req=False)], tag=True),
    case(E, "group", [s("Ingrid", "Next month's pick? I vote Circe"),
                      s("Bea", "Read it twice already, it's my favorite book ever. Something new please"),
                      s("Tasha", "I'm fine with anything but not more Sally Rooney 😂 I'll host, my place in Hyde Park has space now the roommate moved out"),
                      s("Ingrid", "Tasha you're the best. Bring your famous banana bread")], [
        P("Bea", "fav_book", "Circe"), U("dislike", "Sally Rooney"), U("place", "Hyde Park"),
        U("hobby", "book club", req=False), U("name", "Tasha", req=False)], me="Tasha", tag=True),
    case(E, "group", [s("Jonas", "Anyone up for Red Rocks this weekend?"),
                      s("Priya", "Can't, physio said no climbing for 6 weeks 😭 torn pulley"),
                      s("Lee", "I'm in! Just got back from a work trip in Singapore, need to climb", exp=True),
                      s("Sofie", "Lee didn't you start at Nvidia recently?"),
                      s("Lee", "3 months in, yeah. Hardware verification. Still figuring it out")], [
        U("employer", "Nvidia"), U("job_title", "Hardware verification", "verification engineer"), U("sport", "climb", "climbing"),
        U("plan", "Red Rocks", req=False), P("Priya", "health", "torn pulley"), U("name", "Lee", req=False)], tag=True),
    case(E, "group", [s("xXshadowXx", "raid tonight 9pm? bring pots"), s("mira", "can't tonight, my kid has a fever. next week?"),
                      s("Danny", "im in but gotta log off by 11, i start work at 5am at the bakery lol"),
                      s("Kenji", "danny you own that bakery right? free croissants when"),
                      s("Danny", "lol i wish, i just work there. i'm the baker not the owner")], [
        U("job_title", "baker"), U("employer", "bakery", req=False), P("mira", "family", "kid"),
        U("hobby", "raid", "gaming", req=False), U("name", "Danny", req=False)], me="Danny", tag=True),
    case(E, "group", [s("Emily", "Final headcount for the rehearsal dinner is Friday! Allergies?"),
                      s("Aunt Carol", "Tree nuts for me, dear"),
                      s("Nat", "No allergies but I'm gluten free (celiac). And plus-one is my partner Robin", exp=True),
                      s("Josh", "Robin the one who works at the zoo?"), s("Nat", "Yep, she's a vet tech there")], [
        U("health|diet|allergy", "celiac"), U("diet", "gluten free"), U("partner", "Robin"), P("Robin", "relation", "partner"),
        P("Robin", "job_title", "vet tech"), P("Robin", "employer", "zoo", req=False), P("Aunt Carol", "allergy", "Tree nuts"),
        U("plan", "rehearsal dinner", req=False), U("name", "Nat", req=False)], tag=True),
    case(E, "group", [s("Liam", "Who's done the stats assignment?"),
                      s("Aisha", "Me, but I'm a psych major so I had an advantage lol"),
                      s("Sophie", "Nope, working double shifts at Target this week. I'm so behind"),
                      s("Ben", "Sophie aren't you econ?"), s("Sophie", "Econ and French double major, hence the suffering")], [
        U("employer", "Target"), U("major", "Econ", "economics"), U("major", "French"), P("Aisha", "major", "psych", "psychology"),
        U("job_title", "student", req=False), U("name", "Sophie", req=False)], me="Sophie", tag=True),
    case(E, "group", [s("Grandma", "Mei, are you still in Seattle? I want to send your birthday package"),
                      s("Mei", "Yes grandma, same address! I'm in Bellevue technically, but same place", exp=True),
                      s("Dad", "Her birthday is the 22nd, mom, you've got time"),
                      s("Alex", "Mei can you bring your switch at xmas? I wanna play Mario Kart"),
                      s("Mei", "Sure, bringing it!")], [
        U("city", "Bellevue", "Seattle"), U("birthday", "the 22nd", "22nd", req=False), U("belonging", "switch", "Nintendo Switch"),
        U("gender", "female", req=False), U("name", "Mei", req=False)], tag=True),
]

CASES = SHORT + DIARY + COMPANION + GROUP
