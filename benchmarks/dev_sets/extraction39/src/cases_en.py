"""English cases of dev set 39 (64): short chats, companion chats, diaries, group chats."""
from h import add, s, a, U, P, C

L = "en"

# ---------------------------------------------------------------- short chats
add(L, "short", ["lol no i'm not a teacher, i just look tired all the time. i'm a line cook at a ramen place downtown"],
    [U("job_title", ["line cook", "cook"]), U("employer", ["ramen place"], False)], tag=True)

add(L, "short", ["my email is jess.okafor@proton.me btw, the gmail one is dead, i got locked out"],
    [U("email", ["jess.okafor@proton.me"])], tag=True)

add(L, "short", ["Just turned 31 yesterday and my knees already sound like bubble wrap"],
    [U("age", ["31"])])

add(L, "short", ["I'm allergic to shellfish so the seafood boil everyone at work is hyped about is a hard pass for me 🦐❌"],
    [U("allergy", ["shellfish"])])

add(L, "short", ["my daughter Maya just got into UC Davis for vet science!!! proudest mom ever, I cried in the Costco parking lot"],
    [U("family", ["Maya", "daughter"]), P("Maya", "relation", ["daughter"]),
     P("Maya", ["school", "plan"], ["UC Davis"]), P("Maya", "major", ["vet science", "veterinary science"]),
     U("gender", ["female", "woman"], False)])

add(L, "short", ["we finally adopted a greyhound!! retired racer, her name's Biscuit and she sleeps 20 hrs a day"],
    [U("pet", ["greyhound", "dog"]), U("pet_name", ["Biscuit"])])

add(L, "short", ["Born and raised in Cork, living in Manchester now for work. the rain is the same tho"],
    [U("hometown", ["Cork"]), U("city", ["Manchester"])])

add(L, "short", ["do you think a 40 year old can learn the cello? asking for me lol. I already play piano a little"],
    [U("instrument", ["piano"]), U("age", ["40"], False)], tag=True)

add(L, "short", ["I'm vegan but my husband is a full on carnivore so dinner is a negotiation every single night"],
    [U("diet", ["vegan"]), U("partner", ["husband"]), P("husband", "diet", ["carnivore"])], tag=True)

add(L, "short", ["I used to live in Denver but moved to Tucson last spring. the heat is no joke"],
    [U("city", ["Tucson"])], tag=True)

add(L, "short", ["my number's 415-555-0192 if you need me on the weekend, I don't check email then"],
    [U("phone", ["415-555-0192"])])

add(L, "short", ["i work at a starbucks lol but only cause they pay for my degree, doing psych online through ASU"],
    [U("employer", ["starbucks"]), U("major", ["psych", "psychology"]), U("school", ["ASU", "Arizona State"])],
    tag=True)

add(L, "short", ["If I won the lottery I'd buy a boat and live in Greece. Realistically I'll keep driving for FedEx in Ohio till my back gives out"],
    [U("employer", ["FedEx"]), U("job_title", ["driving", "driver", "delivery driver"]),
     U(["city", "place"], ["Ohio"])], tag=True)

add(L, "short", ["My favorite book is still The Secret History, I reread it every fall like a ritual"],
    [U("fav_book", ["The Secret History"])])

add(L, "short", ["i hate cilantro with my whole chest. tastes like soap. don't @ me"],
    [U("dislike", ["cilantro"])])

add(L, "short", ["grad student here, third year PhD in linguistics at Edinburgh. yes i am tired. no i will not explain my thesis"],
    [U("degree", ["PhD"]), U("major", ["linguistics"]), U("school", ["Edinburgh", "University of Edinburgh"]),
     U("city", ["Edinburgh"], False)])

add(L, "short", ["not sure if I mentioned but I have type 1 diabetes, so I carry snacks literally everywhere"],
    [U("health", ["type 1 diabetes", "diabetes"])])

add(L, "short", ["my brother's a firefighter in Boise and he keeps telling me to move out there. not happening"],
    [P("brother", "job_title", ["firefighter"]), P("brother", "city", ["Boise"]),
     U("family", ["brother"], False)], tag=True)

add(L, "short", ["hi! I'm Priya, she/her, 26, software engineer at Shopify, mostly remote from Toronto"],
    [U("name", ["Priya"]), U("gender", ["she/her", "female"]), U("age", ["26"]),
     U("job_title", ["software engineer"]), U("employer", ["Shopify"]), U("city", ["Toronto"])])

add(L, "short", ["everyone calls me Bex. nobody uses Rebecca except my grandma when I'm in trouble"],
    [U("nickname", ["Bex"]), U("name", ["Rebecca"]), U("family", ["grandma"], False)])

add(L, "short", ["my birthday's march 9 and i'm already dreading it"],
    [U("birthday", ["march 9"])])

add(L, "short", ["we're flying to Lisbon on the 14th for our anniversary!! booked it at 1am last night"],
    [U("plan", ["Lisbon", "flying to Lisbon"])])

add(L, "short", ["I play bass in a garage band on weekends, we're terrible but it's the best part of my week"],
    [U("instrument", ["bass"]), U("hobby", ["garage band", "band"], False)])

add(L, "short", ["nah I don't have kids, just two cats and a very needy parrot named Kiwi"],
    [U("pet", ["cats", "cat"]), U("pet", ["parrot"]), U("pet_name", ["Kiwi"])], tag=True)

add(L, "short", ["I'm a nurse at St. Mary's, nights mostly, and no I don't watch Grey's Anatomy, everyone asks"],
    [U("job_title", ["nurse"]), U("employer", ["St. Mary's"])], tag=True)

add(L, "short", ["My wife Jen is a dentist and she STILL eats candy every day. make it make sense"],
    [U("partner", ["Jen", "wife"]), P("Jen", "relation", ["wife"]), P("Jen", "job_title", ["dentist"])])

add(L, "short", ["swim every morning at 6 before work, it's the only thing keeping me sane rn"],
    [U("sport", ["swim", "swimming"])])

add(L, "short", ["I speak Spanish at home with my parents and English everywhere else. my Portuguese is embarrassing tho"],
    [U("language", ["Spanish"]), U("language", ["English"]), U("language", ["Portuguese"], False)], tag=True)

add(L, "short", ["fav movie of all time: Spirited Away. fight me"],
    [U("fav_film", ["Spirited Away"])])

add(L, "short", ["i'm lactose intolerant and my roommate keeps buying ONLY whole milk, like ???"],
    [U(["health", "allergy", "diet"], ["lactose intolerant", "lactose intolerance"])])

add(L, "short", ["just bought my first house!! tiny 2 bed in Raleigh, the mortgage is terrifying"],
    [U("belonging", ["house"]), U(["city", "place"], ["Raleigh"])])

add(L, "short", ["we're thinking maybe a dog next year? nothing decided. anyway work is brutal rn, I'm an accountant at a mid size firm and it's audit season"],
    [U("job_title", ["accountant"]), U("employer", ["firm"], False)], tag=True)

# ---------------------------------------------------------------- companion chats
add(L, "companion", ["june i got the job!!!",
                     a("WAIT. The museum one? The curator position?"),
                     "not curator lol, assistant registrar. at the Field Museum. starting monday",
                     a("Assistant registrar at the Field Museum! So you're staying in Chicago then?"),
                     "yep staying put"],
    [U(["job_title", "plan"], ["assistant registrar"]), U(["employer", "plan"], ["Field Museum"]),
     U("city", ["Chicago"])], tag=True, ch="Juniper")

add(L, "companion", ["Max I think my dog is sick, he won't eat",
                     a("Oh no. Is this Pepper, your beagle?"),
                     "Pepper's the cat. the dog is Moose, he's a lab",
                     a("Sorry — Moose the lab. How long has he not been eating?"),
                     "since yesterday. vet at 4"],
    [U("pet", ["cat"]), U("pet_name", ["Pepper"]), U("pet", ["lab", "labrador", "dog"]), U("pet_name", ["Moose"]),
     U("plan", ["vet", "vet at 4"])], tag=True, ch="Max")

add(L, "companion", ["sol can you remind me what i told you about my sister",
                     a("You said your sister Anna lives in Seattle and works as a pharmacist, right?"),
                     "close. she's in Spokane, not Seattle. and she's a physical therapist now, she quit pharmacy last year",
                     a("Got it: Anna, physical therapist, Spokane.")],
    [U("family", ["sister", "Anna"]), P("Anna", "relation", ["sister"]), P("Anna", "city", ["Spokane"]),
     P("Anna", "job_title", ["physical therapist"])], tag=True, ch="Sol")

add(L, "companion", ["ok big news, my girlfriend and I signed a lease together!",
                     a("Congrats!! Is this Sam? The one who's a chef?"),
                     "yes Sam! but she's a pastry chef, not a chef chef, she'll kill you",
                     a("Noted: pastry chef. Where's the new place?"),
                     "Astoria. moving on the 1st"],
    [U("partner", ["Sam", "girlfriend"]), P("Sam", "relation", ["girlfriend"]),
     P("Sam", "job_title", ["pastry chef"]), U("plan", ["moving", "moving on the 1st", "Astoria"])],
    tag=True, ch="Echo")

add(L, "companion", ["doctor says my iron is super low so now I'm on supplements",
                     a("That explains how tired you've been. Are you still vegetarian?"),
                     "pescatarian actually, I eat fish. been that way like 8 years",
                     a("Pescatarian for 8 years, okay! More leafy greens then.")],
    [U("health", ["iron is super low", "low iron", "iron deficiency"]), U("diet", ["pescatarian"])],
    tag=True, ch="Juniper")

add(L, "companion", ["my mom called in Tagalog today and I understood like half of it",
                     a("Are you from the Philippines originally?"),
                     "my parents are, I was born in San Diego. my Tagalog is baby level",
                     a("So you grew up in San Diego! Still living there?"),
                     "nah I'm in Portland now"],
    [U("hometown", ["San Diego"]), U("city", ["Portland"]), U("language", ["Tagalog"], False),
     P("parents", "hometown", ["Philippines"])], tag=True, ch="Max")

add(L, "companion", ["been listening to Phoebe Bridgers on repeat all week, she's my favorite",
                     a("Great taste. Punisher is my favorite album of hers, honestly."),
                     "ha you would. i'm learning guitar so i can play Motion Sickness",
                     a("Fun one to learn! How long have you been playing?"),
                     "two months, I take lessons at the community center"],
    [U("fav_music", ["Phoebe Bridgers"]), U("instrument", ["guitar"]),
     C("fav_music", ["Punisher", "Phoebe Bridgers"])], ch="Sol")

add(L, "companion", ["long day. three client calls and a deck nobody will read",
                     a("Consulting life! You're at Deloitte, right?"),
                     "was. left in March, I'm at a tiny climate tech startup now. way less money, way more fun",
                     a("Climate tech! What's your role there?"),
                     "ops. so basically everything nobody else wants to do"],
    [U("industry", ["climate tech"]), U("employer", ["startup", "climate tech startup"], False),
     U("job_title", ["ops", "operations"])], tag=True, ch="Echo")

add(L, "companion", ["guess who's turning 40 on saturday",
                     a("You?! I had you at like 32."),
                     "flattery gets you nowhere june. yes me. november 18th",
                     a("Happy early birthday! Any plans?"),
                     "dinner at my sister's, she's making lasagna"],
    [U("birthday", ["november 18th", "November 18"]), U("age", ["40", "39"], False),
     U("plan", ["dinner at my sister's"], False), U("family", ["sister"], False)], tag=True, ch="Juniper")

add(L, "companion", ["you keep calling me buddy lol. I'm a girl. my name's Dani",
                     a("Oops, sorry Dani! Noted."),
                     "it's fine. it's short for Daniela but only my abuela calls me that"],
    [U("gender", ["girl", "female"]), U(["nickname", "name"], ["Dani"]), U("name", ["Daniela"]),
     U("family", ["abuela"], False)], ch="Max")

add(L, "companion", ["finals week is killing me",
                     a("What are you studying again? Biology?"),
                     "chemical engineering. sophomore at Purdue",
                     a("Chem E at Purdue, respect. Hang in there."),
                     "i also work at the campus library 15 hrs a week so. yeah"],
    [U("major", ["chemical engineering", "Chem E"]), U("school", ["Purdue"]),
     U(["degree", "school", "job_title"], ["sophomore"]), U("employer", ["campus library", "library"], False)],
    tag=True, ch="Sol")

add(L, "companion", ["finally got the keys to my condo in Capitol Hill",
                     a("Congrats! Seattle's Capitol Hill or Denver's?"),
                     "Seattle lol. 5th floor, view of the needle if you squint",
                     a("Amazing. Did you bring your old couch?"),
                     "nope sold it. got a green velvet one"],
    [U("belonging", ["condo"]), U(["place", "city"], ["Capitol Hill"]), U("city", ["Seattle"]),
     U("belonging", ["green velvet", "couch", "velvet couch"], False)], tag=True, ch="Echo")

# ---------------------------------------------------------------- diaries
add(L, "diary", ["Tuesday. Alarm at 5:15, walked Rosie (my corgi) around the block in the dark. Shift at the bakery was fine except the oven died again — I've been head baker at Crumb & Co for two years and that oven is older than me. Mom called, she's finally retiring from the post office in June. Tried to read but fell asleep on page 3 like always."],
    [U("pet", ["corgi", "dog"]), U("pet_name", ["Rosie"]), U("job_title", ["head baker", "baker"]),
     U("employer", ["Crumb & Co"]), P("mom", "plan", ["retiring", "retiring from the post office"]),
     P("mom", "employer", ["post office"]), U("family", ["Mom"], False)])

add(L, "diary", ["Journal, Oct 3. My therapist says I should write more so here goes. Anxiety's been better since the new meds. Work at the library is quiet, which I like. Liam from the reference desk asked if I wanted to go to a Mariners game, I said maybe. Made my grandma's pierogi recipe for dinner — still my favorite food on earth. Kevin (my ex) texted happy birthday even though my birthday was back in August. Weird."],
    [U("health", ["anxiety"]), U("employer", ["library"], False), U("fav_food", ["pierogi"]),
     U("birthday", ["August"], False), P("Kevin", "relation", ["ex"])], tag=True)

add(L, "diary", ["Day 12 of the new job. I'm a paralegal at a family law firm in Austin and most days I feel like a therapist. Lunch with Marisol from intake — she's getting married in Oaxaca next spring and invited the whole office. Evening run along the lake, 4 miles. Training for the half in February. Called Dad, his hip surgery is scheduled for the 20th."],
    [U("job_title", ["paralegal"]), U("city", ["Austin"]), U("employer", ["family law firm"], False),
     U("sport", ["run", "running"]), U("plan", ["the half", "half marathon"]),
     P("Marisol", "plan", ["getting married in Oaxaca", "getting married"]), P("dad", "plan", ["hip surgery"]),
     U("family", ["Dad"], False)], tag=True)

add(L, "diary", ["Sunday. Church, then brunch with the girls. Keisha announced she's pregnant!! Took the kids to the park and Jayden (7) fell off the monkey bars but he's fine. My husband Marcus worked a double at the plant again. I am so tired of being the only one who does laundry in this house. Finished The Midnight Library, it was just ok. Tomorrow back to teaching third grade."],
    [U("family", ["Jayden"]), P("Jayden", "relation", ["son", "kid"], False), P("Jayden", "age", ["7"]),
     U("partner", ["Marcus", "husband"]), P("Marcus", "relation", ["husband"]),
     P("Marcus", "employer", ["plant"], False), U("job_title", ["teaching third grade", "teacher", "third grade teacher"]),
     P("Keisha", "health", ["pregnant"])], tag=True)

add(L, "diary", ["Quick entry. BOOKED THE FLIGHTS TO SEOUL. Leaving Dec 2. Korean class tonight, we did honorifics and I wanted to cry. Sophie says I'm crazy for learning a language at 35 but whatever. Work (IT support at the county) was a dumpster fire as usual. Fed the fish, went to bed."],
    [U("plan", ["Seoul", "flights to Seoul"]), U("language", ["Korean"]), U("age", ["35"]),
     U("job_title", ["IT support"]), U("employer", ["county"], False), U("pet", ["fish"])])

add(L, "diary", ["Back from my cousin's wedding in Nashville. Everyone kept asking when I'm getting married, I'm literally 24. Danced with Grandpa, who is 91 and still outdances everyone. Flew back home to Minneapolis this morning. I have a peanut allergy so I spent the reception interrogating the caterers. Aunt Lisa says she's moving to Florida, we'll see."],
    [U("age", ["24"]), U("city", ["Minneapolis"]), U("allergy", ["peanut", "peanuts"]),
     P("Grandpa", "age", ["91"]), P("Lisa", "relation", ["aunt"]), U("family", ["Lisa", "Aunt Lisa"]), P("Lisa", "plan", ["moving to Florida"], False)],
    tag=True)

add(L, "diary", ["Oct 30. Carved pumpkins with Ella and Noah. Ella wants to be a dentist for Halloween, Noah a shark. I'm a single dad, 38, and some days it's too much but tonight was good. Their mom has them next weekend. Work — I manage a Home Depot in Fresno — gave me Friday off for the school parade."],
    [U("family", ["Ella"]), U("family", ["Noah"]), U("gender", ["dad", "male"], False), U("age", ["38"]),
     U("job_title", ["manage", "manager", "store manager"]), U("employer", ["Home Depot"]),
     U("city", ["Fresno"], False)], tag=True)

add(L, "diary", ["Slept badly again. Migraines are back, third one this week. Worked from home — I'm a freelance translator, French to English, so at least I can do it with the lights off. My partner brought soup. Charlie (the dog) refused to leave my side all day. Seeing a neurologist Thursday, finally."],
    [U("health", ["migraines", "migraine"]), U("job_title", ["freelance translator", "translator"]),
     U("language", ["French"]), U("language", ["English"], False), U("partner", ["partner"]),
     U("pet", ["dog"]), U("pet_name", ["Charlie"]), U("plan", ["neurologist", "seeing a neurologist"])])

add(L, "diary", ["New year new me lol. Signed up for a pottery class at the rec center, Wednesdays. Quit sugar (day 3, dying). Mark from accounting says he's running a marathon this year, he's said that four years in a row. Rewatched Little Women for like the tenth time, my comfort movie forever. My resolution list also says 'learn Italian' but let's be real."],
    [U("hobby", ["pottery"]), U("diet", ["quit sugar", "no sugar"]), U("fav_film", ["Little Women"]),
     P("Mark", "plan", ["marathon", "running a marathon"], False)], tag=True)

add(L, "diary", ["Night shift diary, 3am. Two admissions, one code. I'm an RN in the ICU at Mercy General, 6 years now. Ate a granola bar for dinner. Texted my brother in Phoenix — he just got promoted to captain at the fire department. So proud of him. Shift ends at 7, then I sleep till whenever."],
    [U("job_title", ["RN", "nurse", "ICU nurse"]), U("employer", ["Mercy General"]),
     P("brother", "city", ["Phoenix"]), P("brother", "job_title", ["captain"]),
     P("brother", "employer", ["fire department"], False), U("family", ["brother"], False)])

# ---------------------------------------------------------------- group chats
add(L, "group", [s("Rachel", "reminder: offsite is in Denver next thursday, flights are booked for everyone"),
                 s("Tom", "nice. fyi I'm gluten free so pls no sandwich platter this time 🙏"),
                 s("Dev", "same energy, I'm the only vegetarian on the team and I ate bread for two days last offsite"),
                 s("Rachel", "noted both. Dev you're driving the rental right?"),
                 s("Dev", "yep, got my license back lol")],
    [U("diet", ["gluten free"]), U("plan", ["offsite", "offsite in Denver"]),
     P("Dev", "diet", ["vegetarian"]), P("Dev", "belonging", ["license"], False)], tag=True, me="Tom")

add(L, "group", [s("Mum", "Sunday roast at ours, who's coming?"),
                 s("Claire", "me + Ben! Ben's on call at the hospital till 2 so we'll be late", exporter=True),
                 s("Josh", "I'm out, I'm in Leeds for the match"),
                 s("Mum", "Josh you LIVE in Leeds, that's not an excuse"),
                 s("Claire", "lol busted. Mum do you want me to bring the trifle")],
    [U("plan", ["Sunday roast"], False), U("partner", ["Ben"], False), P("Ben", "employer", ["hospital"], False),
     P("Josh", "city", ["Leeds"], False), U("name", ["Claire"], False)], tag=True)

add(L, "group", [s("Alex", "where is everyone living these days, updating my xmas card list"),
                 s("Sam", "still Brooklyn, same apt, 212 Kent Ave"),
                 s("Priyanka", "moved to Jersey City in June!! finally out of my parents' basement"),
                 s("Luis", "Oakland. and I'm a dad now btw, baby Mateo born in may 🥹"),
                 s("Sam", "LUIS?! congrats!!")],
    [U("city", ["Brooklyn"]), U("place", ["212 Kent Ave"]), P("Priyanka", "city", ["Jersey City"]),
     P("Luis", "city", ["Oakland"]), P("Luis", "family", ["Mateo", "baby"])], tag=True, me="Sam")

add(L, "group", [s("Jordan", "who's covering the Phoenix trade show? I'm on paternity leave from the 10th"),
                 s("Marco", "I can. I'm already in Scottsdale that week for my sister's wedding", exporter=True),
                 s("Tasha", "Marco you're a legend. I'd go but I'm mid-move to Atlanta"),
                 s("Jordan", "thanks man, booth setup is 7am")],
    [U("plan", ["Phoenix trade show", "trade show"]), U("plan", ["sister's wedding", "wedding"]),
     U("family", ["sister"], False), P("sister", "plan", ["wedding"]),
     P("Jordan", "plan", ["paternity leave"]), P("Tasha", "plan", ["move to Atlanta", "Atlanta"]),
     U("name", ["Marco"], False)], tag=True)

add(L, "group", [s("Hannah", "next pick? I vote Tomorrow, and Tomorrow, and Tomorrow"),
                 s("Nina", "read it twice already, it's my favorite book of the decade, so yes obviously"),
                 s("Greg", "I'm a high school English teacher, please no more homework for me lol"),
                 s("Nina", "Greg you literally assign homework for a living"),
                 s("Hannah", "ok settled, next Tuesday at my place")],
    [U("fav_book", ["Tomorrow, and Tomorrow, and Tomorrow"]), U("hobby", ["book club"], False),
     P("Greg", "job_title", ["high school English teacher", "English teacher", "teacher"])], tag=True, me="Nina")

add(L, "group", [s("Dad", "Aisha are you still coming for Eid?"),
                 s("Aisha", "yes! flight lands Friday 6pm, can someone pick me up", exporter=True),
                 s("Yusuf", "I'll get you, I finish at the garage at 5"),
                 s("Mom", "Yusuf you're at the garage until 6 on fridays"),
                 s("Yusuf", "...fine, Dad can get her")],
    [U("plan", ["Eid", "coming for Eid"]), U("name", ["Aisha"], False),
     P("Yusuf", "employer", ["garage"], False)], tag=True)

add(L, "group", [s("Mel", "welcome to the team Ryan! tell us about yourself"),
                 s("Ryan", "hey all! backend dev, 5 yrs in fintech, moved from Dublin to Amsterdam last week. I have a cat named Spud who is already judging me"),
                 s("Kofi", "welcome! I'm Kofi, the designer, also a transplant, I'm from Accra"),
                 s("Ryan", "nice! Kofi do you know any 5-a-side teams looking for players? I play every week back home")],
    [U("job_title", ["backend dev", "backend developer"]), U("industry", ["fintech"]), U("city", ["Amsterdam"]),
     U("pet", ["cat"]), U("pet_name", ["Spud"]), U("sport", ["5-a-side", "football", "soccer"]),
     U("name", ["Ryan"], False), P("Kofi", "job_title", ["designer"]), P("Kofi", "hometown", ["Accra"])],
    tag=True, me="Ryan")

add(L, "group", [s("Carol", "anyone have a ladder I can borrow? gutters are a disaster"),
                 s("Beth", "I do, come by #14. also heads up I'm allergic to bees so if anyone sees a nest by the mailboxes pls tell me", exporter=True),
                 s("Frank", "I'm a retired electrician, happy to look at anyone's wiring for free lol"),
                 s("Carol", "Frank you're a saint")],
    [U("belonging", ["ladder"]), U("allergy", ["bees", "bee stings"]), U("place", ["#14"], False),
     P("Frank", "job_title", ["retired", "retired electrician"])])

add(L, "group", [s("Mia", "reunion in Ann Arbor in Aug, who's in"),
                 s("Jake", "in! I'll drive down from Detroit"),
                 s("Chris", "can't, I'm starting my residency at Johns Hopkins in July"),
                 s("Mia", "DR. CHRIS"),
                 s("Jake", "proud of you man. I'm still selling cars lol")],
    [U("job_title", ["selling cars", "car salesman"]), U("city", ["Detroit"], False),
     U("plan", ["reunion"], False), P("Chris", "plan", ["residency", "residency at Johns Hopkins"]),
     P("Chris", ["employer", "plan"], ["Johns Hopkins"])], tag=True, me="Jake")

add(L, "group", [s("Coach Pam", "u12 girls practice moved to thursday 5:30"),
                 s("Dee", "got it, Lily will be there. she has a nut allergy fyi for the snack rotation", exporter=True),
                 s("Tina", "Ava's mom here, I can do snacks this week"),
                 s("Dee", "thank you! I'll take next week, I work nights at the hospital so Thursday's easy")],
    [U("family", ["Lily"]), P("Lily", "allergy", ["nut", "nuts"]), P("Lily", "relation", ["daughter"], False),
     U("employer", ["hospital"], False), P("Tina", "family", ["Ava"], False)])
