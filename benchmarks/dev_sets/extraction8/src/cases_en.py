from h import add, U, P, C, u, a, s, x

L = "en"
# ---------------- short chats (32) ----------------
add(L, "short", ["ok so basically i'm in finance but not like at a bank lol i do risk modelling for this insurance startup called Lumen yeah so thats my life"],
    [U("industry", "finance"), U("employer", "Lumen"), U("job_title", "risk modelling", "risk modeller")], tag=True)
add(L, "short", ["My sister just moved to Denver for her residency, she's an ER doctor. I'm still stuck in Tulsa 😩"],
    [U("family", "sister"), P("sister", "city", "Denver"), P("sister", "job_title", "ER doctor"),
     U("city", "Tulsa")], tag=True)
add(L, "short", ["call me Jojo, everyone does. real name's Joanna but only my grandma uses it"],
    [U("nickname", "Jojo"), U("name", "Joanna"), U("family", "grandma", req=False)])
add(L, "short", ["I'm exhausted. not 'Exhausted' like a name haha. Name's Priya, 29 and tired"],
    [U("name", "Priya"), U("age", "29")], tag=True)
add(L, "short", ["correction: I said I'm from Leeds earlier, I'm actually from Sheffield, I just went to uni in Leeds"],
    [U("hometown", "Sheffield"), U("school", "uni in Leeds", "University of Leeds", req=False)], tag=True)
add(L, "short", ["new number is 415-555-0192, ignore the old 650 one, that phone died"],
    [U("phone", "415-555-0192")], tag=True)
add(L, "short", ["my email's dana.whitfield@fastmail.com if you need it for the booking"],
    [U("email", "dana.whitfield@fastmail.com")])
add(L, "short", ["Favorite book? Probably The Remains of the Day. Favorite movie is Arrival, I rewatch it every winter"],
    [U("fav_book", "The Remains of the Day"), U("fav_film", "Arrival")])
add(L, "short", ["I've been vegetarian since 2015 and honestly I don't miss meat, except bacon on sundays"],
    [U("diet", "vegetarian")])
add(L, "short", ["allergic to bee stings, I carry an epipen everywhere"],
    [U("allergy", "bee stings", "bees"), U("belonging", "epipen", req=False)])
add(L, "short", ["got my bachelor's in chemistry from Ohio State, now I teach high school chem in Columbus"],
    [U("degree", "bachelor's"), U("major", "chemistry"), U("school", "Ohio State"),
     U("job_title", "teach high school chem", "chemistry teacher", "high school chem"), U("city", "Columbus")])
add(L, "short", ["if I won the lottery I'd buy a boat and a golden retriever. for now it's just me and my cat Biscuit in a studio"],
    [U("pet", "cat"), U("pet_name", "Biscuit")], tag=True)
add(L, "short", ["i don't play guitar anymore, sold it last year. these days it's just the ukulele"],
    [U("instrument", "ukulele")], tag=True)
add(L, "short", ["do I work at Trader Joe's? nah I just shop there a lot. I'm a paralegal downtown"],
    [U("job_title", "paralegal")], tag=True)
add(L, "short", ["my dad's a retired firefighter and my mom still teaches piano in Albany"],
    [P("mom", "job_title", "teaches piano", "piano teacher"), P("mom", "city", "Albany"),
     U("family", "mom", req=False), U("family", "dad", req=False)], tag=True)
add(L, "short", ["Just turned 41 on Tuesday, birthday's March 3rd for the record"],
    [U("age", "41"), U("birthday", "March 3rd", "March 3")])
add(L, "short", ["I'm a night owl, a 30-something guy, and a proud Taylor Swift fan since Fearless"],
    [U("fav_music", "Taylor Swift"), U("gender", "guy", "male")], tag=True)
add(L, "short", ["my husband Omar is allergic to shellfish so we never do seafood nights"],
    [U("partner", "Omar"), P("Omar", "relation", "husband"), P("Omar", "allergy", "shellfish")], tag=True)
add(L, "short", ["I speak Spanish at home and English at work, and I'm learning Portuguese on Duolingo"],
    [U("language", "Spanish"), U("language", "English"), U("language", "Portuguese")])
add(L, "short", ["i run 5k most mornigns and do yoga on weekends"],
    [U("sport", "run", "running"), U("sport", "yoga")])
add(L, "short", ["Moving to Austin next month! lease signed. still in Houston till then"],
    [U("plan", "Moving to Austin", "Austin"), U("city", "Houston")], tag=True)
add(L, "short", ["I'm not a nurse, I'm a respiratory therapist, people always mix it up"],
    [U("job_title", "respiratory therapist")], tag=True)
add(L, "short", ["my son Eli's class is doing a bake sale and he has a nut allergy so I'm baking everything myself"],
    [U("family", "Eli"), P("Eli", "relation", "son"), P("Eli", "allergy", "nut")], tag=True)
add(L, "short", ["I drive a 2012 Civic with 180k miles on it, still runs like a dream"],
    [U("belonging", "Civic", "2012 Civic", "Honda Civic")], tag=True)
add(L, "short", ["my comfort food is my abuela's pozole, nothing beats it"],
    [U("fav_food", "pozole"), U("family", "abuela", req=False)])
add(L, "short", ["i hate cilantro and smal talk. in that order"],
    [U("dislike", "cilantro"), U("dislike", "smal talk", "small talk")])
add(L, "short", ["I'm a software engineer at Stripe, remote from Portland"],
    [U("job_title", "software engineer"), U("employer", "Stripe"), U("city", "Portland")])
add(L, "short", ["pronouns she/her, I'm a trans woman and a welder"],
    [U("gender", "trans woman", "woman", "female"), U("job_title", "welder")])
add(L, "short", ["anyone know a good dermatologist in Chicago? asking for my roommate, I'm in Milwaukee"],
    [U("city", "Milwaukee")], tag=True)
add(L, "short", ["studying for the bar exam in july so if i vanish thats why"],
    [U("plan", "bar exam", "the bar")])
add(L, "short", ["I used to live in Seattle and work at Amazon, now I'm in Boise doing freelance photography"],
    [U("city", "Boise"), U("job_title", "freelance photography", "photographer")], tag=True)
add(L, "short", ["we got a bunny named Clover last week, my first pet ever"],
    [U("pet", "bunny", "rabbit"), U("pet_name", "Clover")])

# ---------------- diaries (10) ----------------
add(L, "diary", ["Dear diary, long day. Woke up at 6, walked Pepper (our beagle) around Green Lake, then headed to the clinic. "
                 "Three root canals before lunch - being a dentist is not glamorous. Marco texted that his mom is visiting next week, "
                 "which means I need to clean the guest room. Read a few chapters of Pachinko before bed; it's not my favorite "
                 "but book club picked it."],
    [U("pet", "beagle"), U("pet_name", "Pepper"), U("place", "Green Lake"), U("job_title", "dentist"),
     U("hobby", "book club")], tag=True)
add(L, "diary", ["Today was my last day at Deloitte! Monday I start at a small nonprofit as their data analyst. Mom called crying "
                 "happy tears. Made lasagna, my favorite, to celebrate. Need to update my LinkedIn."],
    [U("employer|plan", "nonprofit", "a small nonprofit"), U("job_title|plan", "data analyst"),
     U("fav_food", "lasagna"), U("family", "Mom", req=False)], tag=True)
add(L, "diary", ["Saturday. Coached my daughter Nora's soccer team (they lost 4-1, she's 8 and didn't care). Then grocery run, "
                 "then a nap. Jen's at her sister's in Phoenix for the week. I'm trying to get back into the cello after ten "
                 "years off; found a teacher in Evanston."],
    [U("family", "Nora"), P("Nora", "relation", "daughter"), P("Nora", "age", "8"), P("Nora", "sport", "soccer"),
     U("instrument", "cello"), P("Jen's sister", "city", "Phoenix", req=False),
     U("city", "Evanston", req=False)], tag=True)
add(L, "diary", ["Rough week. The migraines are back, doctor upped my meds. On the bright side, I booked flights to Lisbon for "
                 "October - first real vacation in 3 years. Work at the hospital has been insane; night shifts as an ICU nurse "
                 "wreck my sleep."],
    [U("health", "migraines"), U("plan", "Lisbon", "flights to Lisbon"), U("job_title", "ICU nurse", "nurse"),
     U("employer", "hospital", req=False)])
add(L, "diary", ["Dream last night: I was a famous chef in Tokyo. Reality: I'm a line cook in Cleveland who burnt his hand on "
                 "the fryer today. Mike from work says I should apply to culinary school; maybe. Played Elden Ring till 2am. "
                 "Still my favorite game."],
    [U("job_title", "line cook"), U("city", "Cleveland"), U("hobby", "Elden Ring", "gaming"),
     U("gender", "male", req=False)], tag=True)
add(L, "diary", ["Went to the farmers market, bought too many peaches. Talked to Mrs. Chen next door - she's 90 and still gardens "
                 "every day. I'm 34 and can barely keep a cactus alive. Called Grandpa in Manila; he's recovering from hip "
                 "surgery. Our family's from Cebu originally but he moved to Manila decades ago."],
    [U("age", "34"), P("Mrs. Chen", "age", "90"), P("Mrs. Chen", "hobby", "gardens", "gardening"),
     P("Mrs. Chen", "relation", "next door", "neighbor", req=False), U("family", "Grandpa"),
     P("Grandpa", "city", "Manila"), P("Grandpa", "health", "hip surgery"), U("hometown", "Cebu", req=False)], tag=True)
add(L, "diary", ["First day at Northwestern! My PhD in linguistics officially started. My roommate Tasha is in the MBA program "
                 "and already has more friends than me. Called my boyfriend back in Atlanta, long distance sucks. Dinner was cereal."],
    [U("school", "Northwestern"), U("degree", "PhD"), U("major", "linguistics"), P("Tasha", "relation", "roommate"),
     P("Tasha", "degree|major", "MBA"), U("partner", "boyfriend"), P("boyfriend", "city", "Atlanta")], tag=True)
add(L, "diary", ["My therapist says journaling helps so here I go. I'm 27, I'm a barista, I live in Brooklyn with two roommates "
                 "and a cat named Miso who isn't mine (she's Dev's). I keep telling people I'm a writer but I haven't finished "
                 "anything."],
    [U("age", "27"), U("job_title", "barista"), U("city", "Brooklyn"), P("Dev", "pet", "cat"),
     P("Dev", "pet_name", "Miso"), P("Dev", "relation", "roommates", "roommate", req=False)], tag=True)
add(L, "diary", ["Anniversary dinner with Sam - 5 years married! Sam got me the Kindle I'd been eyeing. We talked about maybe "
                 "adopting a dog next year, but honestly we probably won't, our landlord is strict. Back to teaching 3rd grade "
                 "tomorrow."],
    [U("partner", "Sam"), P("Sam", "relation", "married", "spouse"), U("belonging", "Kindle"),
     U("job_title", "teaching 3rd grade", "teacher", "3rd grade teacher")], tag=True)
add(L, "diary", ["Marathon #3 done in Chicago! 3:52, a PR. Flew back to Denver tonight. Legs are jelly. My brother Kyle ran with "
                 "me for the first half then quit lol, he's more of a cyclist. Sports massage Thursday. I'm a physical therapist "
                 "so I know I should stretch more."],
    [U("sport", "Marathon", "running"), U("city", "Denver", req=False), U("job_title", "physical therapist"),
     U("family", "Kyle"), P("Kyle", "relation", "brother"), P("Kyle", "sport", "cyclist", "cycling")], tag=True)

# ---------------- companion chats (12) ----------------
add(L, "comp", ["hey remy, rough day at the bank", a("Sorry to hear that! Are you still a teller there?"),
                "lol no, I'm a loan officer now, got promoted in march",
                a("Congrats on the promotion! Which bank again, Chase?"), "wells fargo. chase is where my ex works"],
    [U("job_title", "loan officer"), U("employer", "wells fargo"), P("ex", "employer", "chase")], ch="Remy", tag=True)
add(L, "comp", ["Guess who adopted a parrot", a("No way! Did you name it Mango like you planned?"),
                "Nope, Kiwi. Mango was my neighbor's idea", a("Kiwi is adorable! Parrots can live 50+ years"),
                "yeah she's already 12, she came from a rescue"],
    [U("pet", "parrot"), U("pet_name", "Kiwi")], ch="Sol", tag=True)
add(L, "comp", ["can you remind me what I told you about my allergies", a("You said you're allergic to cats, right?"),
                "no that's my sister. I'm allergic to penicillin", a("Got it. Penicillin for you, cats for your sister.")],
    [U("allergy", "penicillin"), P("sister", "allergy", "cats"), U("family", "sister", req=False)], ch="Ivy", tag=True)
add(L, "comp", ["what's your fav movie pax", a("I'm a sucker for Spirited Away. What about you?"),
                "Heat. the 1995 one. also I love the Dune books but hated the movies",
                a("Bold take! So books over movies for Dune.")],
    [C("fav_film", "Spirited Away"), U("fav_film", "Heat"), U("fav_book", "Dune", "the Dune books")], ch="Pax", tag=True)
add(L, "comp", ["yesterday was my birthday!", a("Happy belated birthday! Did you turn 30?"), "33 actually. May 9th baby",
                a("33, got it! Did you celebrate?"), "dinner with my wife at this Ethiopian place I love"],
    [U("age", "33"), U("birthday", "May 9th", "May 9"), U("partner", "wife"),
     U("fav_food", "Ethiopian", req=False)], ch="Luma", tag=True)
add(L, "comp", ["ugh, tech layoffs again", a("Oh no, were you affected? You're a product manager at Meta, right?"),
                "I'm in tech but I'm not at Meta, I'm a UX researcher at a fintech called Plaid. and no, not laid off. my best friend was though",
                a("I'm glad you're okay. How's your friend holding up?")],
    [U("industry", "tech", "fintech"), U("job_title", "UX researcher"), U("employer", "Plaid")], ch="Orla", tag=True)
add(L, "comp", ["finn it's snowing in april, i hate minnesota", a("Minneapolis in April, classic! Do you miss Arizona?"),
                "i'm in st paul not minneapolis lol. and yes i miss tucson every day, grew up there"],
    [U("city", "st paul", "Saint Paul"), U("hometown", "tucson")], ch="Finn", tag=True)
add(L, "comp", ["my mom's coming to visit, she's a retired nurse who will judge my fridge",
                a("Haha! Is she coming from Ohio?"), "from Toronto, she moved back there after the divorce. she's 68"],
    [U("family", "mom"), P("mom", "city", "Toronto"), P("mom", "age", "68")], ch="Wren", tag=True)
add(L, "comp", ["started drum lessons today!!", a("Amazing! You already play guitar, right?"),
                "nope, bass. in a band called The Lint Traps, we play covers", a("The Lint Traps is a great name.")],
    [U("instrument", "drum", "drums"), U("instrument", "bass"), U("hobby", "band", "The Lint Traps", req=False)],
    ch="Ash", tag=True)
add(L, "comp", ["juniper I got diagnosed with celiac today", a("I'm sorry. Does that mean no more bread?"),
                "yeah gluten free forever. at least I still have tacos, my one true love", a("Corn tortillas to the rescue!")],
    [U("health", "celiac"), U("diet", "gluten free"), U("fav_food", "tacos")], ch="Juniper")
add(L, "comp", ["finals week is killing me", a("Hang in there! How's the nursing program going?"),
                "I switched out of nursing last year, I'm econ now. sophomore at UCLA",
                a("Econ at UCLA, got it. Still planning to study abroad?"), "yep, Madrid in the spring, already got accepted"],
    [U("major", "econ", "economics"), U("school", "UCLA"), U("plan", "Madrid", "study abroad")], ch="Kai", tag=True)
add(L, "comp", ["bea can you save my new email? it's theo.m.park@proton.me",
                a("Saved: theo.m.park@proton.me. Want me to update your phone too?"),
                "yeah it's 07700 900431, UK number now since I moved to Bristol"],
    [U("email", "theo.m.park@proton.me"), U("phone", "07700 900431"), U("city", "Bristol")], ch="Bea")

# ---------------- group chats (10: 5 me, 5 exporter) ----------------
add(L, "group", [s("Mom", "Ryan honey did you tell your sister about the job?"),
                 s("Ryan", "Yeah I'm starting at Boeing in June, mechanical engineer"),
                 s("Jess", "So proud!! Meanwhile I'm still a barista at Blue Spoon lol"),
                 s("Mom", "Jess don't forget Lucy's peanut allergy when you babysit saturday"),
                 s("Jess", "I know mom, I'm her aunt not a stranger")],
    [U("job_title", "barista"), U("employer", "Blue Spoon"), P("Ryan", "employer|plan", "Boeing"),
     P("Ryan", "job_title|plan", "mechanical engineer"), P("Lucy", "allergy", "peanut"),
     U("plan", "babysit", req=False), U("name", "Jess", req=False)], me="Jess", tag=True)
add(L, "group", [s("Marcus", "draft is sunday 7pm"), s("Tyler", "can't, wife's due any day now"),
                 x("Dan", "i'm in. working from home now that I'm at Shopify so flexible schedule"),
                 s("Greg", "Dan you still in Ottawa?"), s("Dan", "yep, same house")],
    [U("employer", "Shopify"), U("city", "Ottawa"), P("Tyler", "partner", "wife"), U("name", "Dan", req=False)], tag=True)
add(L, "group", [s("Beth", "next pick: Circe?"), s("Chloe", "I've read it twice, it's my favorite book ever"),
                 s("Anna", "fine by me. reminder I can't host next month, I'm having knee surgery on the 12th"),
                 s("Dina", "feel better! I can host, my place in Wicker Park")],
    [U("plan|health", "knee surgery"), P("Chloe", "fav_book", "Circe"), P("Dina", "place", "Wicker Park")],
    me="Anna", tag=True)
add(L, "group", [s("Jake", "who ate my leftover pad thai"), x("Sofia", "not me, I'm vegan, that had shrimp"),
                 s("Lena", "guilty 😬 I'll buy you more. also my parents are visiting from Berlin next week"),
                 s("Jake", "cool, where are they staying?"), s("Lena", "hotel, don't worry")],
    [U("diet", "vegan"), P("Lena's parents", "city", "Berlin")], tag=True)
add(L, "group", [s("Priya", "Welcome Tom! Tom joins us as the new QA lead"), s("Tom", "Thanks all! Moved here from Dublin last week"),
                 s("Chris", "Welcome! I'm Chris, backend dev, been here 4 years. Ping me for anything"),
                 s("Priya", "Chris is also our resident dog guy, ask about his greyhound"),
                 s("Chris", "her name's Rocket and she's retired from racing")],
    [U("job_title", "backend dev", "backend developer"), U("pet", "greyhound"), U("pet_name", "Rocket"),
     P("Tom", "job_title", "QA lead"), U("name", "Chris", req=False), U("gender", "male", req=False)],
    me="Chris", tag=True)
add(L, "group", [s("Megan", "bridesmaids! dress fittings saturday"),
                 x("Kayla", "I'll be there, driving up from San Diego where I live now, ugh 3 hours"),
                 s("Ashley", "same, flight lands at 10. Megan is your fiancé still allergic to lilies lol"),
                 s("Megan", "yes Josh is, so NO lilies")],
    [U("city", "San Diego"), P("Megan", "partner", "Josh", "fiancé"), P("Josh", "allergy", "lilies"),
     P("Josh", "relation", "fiancé", req=False), U("plan", "dress fittings", req=False)], tag=True)
add(L, "group", [s("Zed", "raid tonight?"), s("Nico", "my character's level 60 now btw"),
                 s("Hiro", "i'm down after 9, i'm on nights at the warehouse till then"),
                 s("Zed", "hiro you still in vancouver?"), s("Hiro", "yeah, burnaby technically")],
    [U("city", "burnaby", "vancouver"), U("job_title|employer", "warehouse", req=False)], me="Hiro", tag=True)
add(L, "group", [s("Paul", "Mom, happy 75th!!"), s("Ellen", "Happy birthday Grandma Rose! Kids made you a card"),
                 x("Rose", "Thank you dears. 75 and still beating everyone at bridge 😄"),
                 s("Paul", "Don't forget your knee appointment friday")],
    [U("age", "75"), U("hobby", "bridge"), U("name", "Rose", req=False), U("plan", "knee appointment", req=False),
     U("family", "Paul", req=False)], tag=True)
add(L, "group", [s("Sam", "bouldering gym thurs?"), s("Ava", "can't, I'm on call, pediatric ER"),
                 s("Leo", "in. I boulder 3x a week now lol. also ava congrats on the new job"),
                 s("Ava", "thanks! Rush Medical, started monday")],
    [U("sport", "boulder", "bouldering"), P("Ava", "employer", "Rush Medical"),
     P("Ava", "job_title", "pediatric ER", req=False)], me="Leo", tag=True)
add(L, "group", [s("Bill", "anyone lose a tabby? found one on Elm St"), s("Karen", "not mine, mine's a black cat"),
                 x("Maya", "not ours either, we just have a golden retriever, Pancake. I'm at 14 Elm if the owner wants to call"),
                 s("Bill", "thx Maya")],
    [U("pet", "golden retriever"), U("pet_name", "Pancake"), U("place", "14 Elm"), P("Karen", "pet", "black cat", "cat"),
     U("name", "Maya", req=False)], tag=True)
