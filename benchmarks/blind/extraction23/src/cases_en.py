from h import U, P, C, short, diary, comp, group

L = "en"
CASES = []
A = CASES.append

# ---------------- short chats ----------------
A(short(L, "ok so i just got off a 12 hr shift at the warehouse and my feet are literally screaming. amazon fulfillment center life lol", [
    U("employer", ["amazon", "Amazon fulfillment center"]),
    U("job_title", ["warehouse"], False),
]))
A(short(L, "I'm a 2nd grade teacher in Tucson, been doing it 9 years. no I'm not 9 years old before anyone makes that joke, I'm 34", [
    U("job_title", ["2nd grade teacher", "teacher"]),
    U("city", ["Tucson"]),
    U("age", ["34"]),
], tag=True))
A(short(L, "quick q does anyone know if you can bring a cat on a train in the UK? asking for my sister, I only have a fish", [
    U("pet", ["fish"]),
    U("family", ["sister"], False),
], tag=True))
A(short(L, "my name's Dolores but literally everyone calls me Lola, even my mom", [
    U("name", ["Dolores"]),
    U("nickname", ["Lola"]),
    U("family", ["mom"], False),
]))
A(short(L, "Shellfish allergy here. Found out the hard way at a crawfish boil in Baton Rouge, 10/10 would not recommend", [
    U("allergy", ["shellfish"]),
]))
A(short(L, "new email is marcus.oyelaran@protonmail.com — the gmail one got hacked so ignore anything from it", [
    U("email", ["marcus.oyelaran@protonmail.com"]),
], tag=True))
A(short(L, "you can reach me at 415-882-0937, that's my cell. the office number in my signature is dead", [
    U("phone", ["415-882-0937"]),
], tag=True))
A(short(L, "Retired mailman, 71, widower. My granddaughter set this thing up for me so be patient", [
    U("job_title", ["mailman", "retired mailman"], False),
    U("age", ["71"]),
    U("family", ["granddaughter"], False),
    U("gender", ["male", "man"], False),
]))
A(short(L, "guy here, 26. i'm not a vegan, my girlfriend is. i just eat whatever she cooks which is mostly lentils at this point", [
    U("gender", ["guy", "male"]),
    U("age", ["26"]),
    U("partner", ["girlfriend"]),
    P("girlfriend", "diet", ["vegan"]),
], tag=True))
A(short(L, "birthday's on november 2nd, scorpio and proud", [
    U("birthday", ["november 2nd", "November 2"]),
]))
A(short(L, "she/her btw, the username is from my brother's old account", [
    U("gender", ["she/her", "female"]),
    U("family", ["brother"], False),
], tag=True))
A(short(L, "Finally finished my nursing degree!! BSN from Ohio State, start at Riverside Methodist on the 15th 🎉", [
    U("degree", ["BSN", "nursing degree"]),
    U("major", ["nursing"]),
    U("school", ["Ohio State"]),
    U(["employer", "plan"], ["Riverside Methodist"]),
    U(["job_title", "plan"], ["nurse"], False),
]))
A(short(L, "we used to live in Denver but moved to Spokane last spring for my husband's job, he's a lineman with the power company", [
    U("city", ["Spokane"]),
    U("partner", ["husband"]),
    P("husband", "job_title", ["lineman"]),
    P("husband", "employer", ["the power company", "power company"], False),
    P("husband", "city", ["Spokane"], False),
], tag=True))
A(short(L, "Gluten-free since my celiac diagnosis two years ago. Bread is a memory now", [
    U("diet", ["Gluten-free"]),
    U("health", ["celiac"]),
]))
A(short(L, "fav book is still The Remains of the Day, I reread it every winter", [
    U("fav_book", ["The Remains of the Day"]),
]))
A(short(L, "if I had a dog I'd name him Biscuit. but my landlord says no pets so I just follow dogs on insta", [
], tag=True))
A(short(L, "honestly Paddington 2 is the greatest film ever made and I will die on this hill", [
    U("fav_film", ["Paddington 2"]),
]))
A(short(L, "i play bass in a garage band w/ my coworkers from the credit union, we're terrible but it's fun", [
    U("instrument", ["bass"]),
    U("employer", ["credit union"], False),
    U("hobby", ["garage band", "band"], False),
]))
A(short(L, "Moving to Lisbon in August!! Flights booked. Still in Manchester till then, packing my life into boxes", [
    U("plan", ["Moving to Lisbon", "Lisbon"]),
    U("city", ["Manchester"]),
], tag=True))
A(short(L, "I'm a plumber. Not the video game kind, the real kind, with a van and a bad back", [
    U("job_title", ["plumber"]),
    U("belonging", ["van"], False),
    U("health", ["bad back"], False),
], tag=True))
A(short(L, "grew up in Cork, been in Boston 15 yrs now and the accent still gives me away", [
    U("hometown", ["Cork"]),
    U("city", ["Boston"]),
]))
A(short(L, "I'd love to learn Italian someday but rn I'm barely keeping up with my Spanish classes lol", [
    U("language", ["Spanish"]),
], tag=True))
A(short(L, "who else hates open offices?? I can hear Brenda chewing from three desks away", [
    U("dislike", ["open offices"]),
], tag=True))
A(short(L, ["do you know any good running apps", ("a", "Strava and Nike Run Club are popular. Are you training for something?"), "yeah the Chicago half in October, already registered. I run like 3x a week"], [
    U("plan", ["Chicago half", "half marathon"]),
    U("sport", ["run", "running"]),
]))
A(short(L, "My son Theo just turned 4 and already wants to be an astronaut. Meanwhile I'm an accountant in the oil and gas industry and I still don't know what I want to be", [
    U("family", ["Theo", "son"]),
    P("Theo", "relation", ["son"]),
    P("Theo", "age", ["4"]),
    U("job_title", ["accountant"]),
    U("industry", ["oil and gas"]),
], tag=True))
A(short(L, "type 1 diabetic since I was 8, so yes I know what carbs are Karen", [
    U("health", ["type 1 diabetic", "type 1 diabetes"]),
], tag=True))
A(short(L, "just bought my first house!!! tiny 2-bed in Dayton but it's MINE", [
    U("belonging", ["house", "2-bed"]),
    U("city", ["Dayton"]),
]))
A(short(L, "i listen to basically only Fleetwood Mac. my dad raised me on Rumours and i never recovered", [
    U("fav_music", ["Fleetwood Mac"]),
    U("family", ["dad"], False),
]))
A(short(L, "Not married, not looking, just me and my two cats, Pickle and Waffles. Living the dream", [
    U("pet", ["cats", "cat"]),
    U("pet_name", ["Pickle"]),
    U("pet_name", ["Waffles"]),
], tag=True))
A(short(L, "mechanical engineering at Purdue, junior year, send help", [
    U("major", ["mechanical engineering"]),
    U("school", ["Purdue"]),
    U("degree", ["junior"], False),
]))
A(short(L, "I work at a Starbucks but that's not my job-job lol, I'm a paralegal, the coffee shop is just where I camp out after work", [
    U("job_title", ["paralegal"]),
], tag=True))
A(short(L, "I speak Tagalog at home, English at work, and enough Korean to order fried chicken", [
    U("language", ["Tagalog"]),
    U("language", ["English"]),
    U("language", ["Korean"], False),
], tag=True))

# ---------------- diaries ----------------
A(diary(L, "Tuesday. Alarm at 4:40 like always. The bakery was slammed because of the farmers market so I made 200 croissants before 9. Mr. Feld (the owner) finally said I can start doing the sourdough on my own, which is huge for an apprentice. Went home, napped, walked Juniper around the lake — she chased a goose and lost. Called Grandma in Duluth, her hip is healing. Ate leftover pad thai for dinner, my comfort food forever.", [
    U("job_title", ["apprentice", "baker"]),
    U("employer", ["bakery"], False),
    P("Mr. Feld", "job_title", ["the owner", "owner"]),
    U("pet_name", ["Juniper"]),
    U("pet", ["dog"], False),
    P("Grandma", "city", ["Duluth"]),
    P("Grandma", "health", ["hip"], False),
    U("family", ["Grandma"], False),
    U("fav_food", ["pad thai"]),
], tag=True))
A(diary(L, "Dear diary, today I turned 15. Mom made lasagna and Dad pretended to forget which was not funny. Got a new skateboard!!! Practiced ollies in the driveway for like 3 hours. Jake from band texted happy birthday, he plays trumpet and I play the clarinet so we sit near each other. Also I found out I have to get braces. Ugh.", [
    U("age", ["15"]),
    U("belonging", ["skateboard"]),
    U("hobby", ["skateboard", "skateboarding"], False),
    U("instrument", ["clarinet"]),
    P("Jake", "instrument", ["trumpet"]),
    U("plan", ["braces"], False),
], tag=True))
A(diary(L, "March 9. Rain again. Six years in Seattle and I still haven't bought a proper raincoat. Work was fine — we shipped the billing migration at Zillow, nobody got paged. Therapy at 5, talked about Dad again. Reading Pachinko on the bus, can't put it down. Priya wants us to adopt a second cat; Miso would be furious. Had ramen with her near Capitol Hill, she's the best thing about this city.", [
    U("city", ["Seattle"]),
    U("employer", ["Zillow"]),
    U("partner", ["Priya"], False),
    U("pet", ["cat"]),
    U("pet_name", ["Miso"]),
    U("plan", ["adopt a second cat"], False),
], tag=True))
A(diary(L, "Long day at the shop. Replaced a transmission on an '09 Silverado and did three oil changes. I've been a mechanic for twenty years and transmissions still make me swear. Came home and Denise had chili going — 26 years married this June. Watched the Packers lose. My knee's acting up so I skipped bowling league tonight, first time in months.", [
    U("job_title", ["mechanic"]),
    U("partner", ["Denise"]),
    U("sport", ["bowling", "bowling league"]),
    U("health", ["knee"], False),
], tag=True))
A(diary(L, "Entry #1 of trying to journal. I'm Hana, I'm 28, and I just moved from Osaka to Toronto for a master's in urban planning at U of T. Everything is big and cold. My roommate Claire is from Halifax and talks a lot, which is good because my English is still slow. I only brought one book, Kitchen by Banana Yoshimoto, my favorite since high school. Cooked curry for both of us. She said she's allergic to shrimp so glad I didn't add any. Tomorrow is orientation.", [
    U("name", ["Hana"]),
    U("age", ["28"]),
    U("hometown", ["Osaka"], False),
    U("city", ["Toronto"]),
    U("degree", ["master's", "master"]),
    U("major", ["urban planning"]),
    U("school", ["U of T", "University of Toronto"]),
    U("fav_book", ["Kitchen"]),
    P("Claire", "relation", ["roommate"]),
    P("Claire", "hometown", ["Halifax"]),
    P("Claire", "allergy", ["shrimp"]),
    U("language", ["English"], False),
], tag=True))
A(diary(L, "Sunday. Church, then brunch with the girls. Tasha's pregnant again, number three! I'm happy for her but it stings a little after our second round of IVF didn't take. Marcus and I are trying again in spring. Spent the afternoon in the garden — tomatoes finally coming in. Did my hospice shift in the evening, Mr. Albright asked for the same hymn again.", [
    P("Tasha", "health", ["pregnant"]),
    U("partner", ["Marcus"]),
    U("hobby", ["garden", "gardening"], False),
    U("job_title", ["hospice"], False),
], tag=True))
A(diary(L, "It's 2am and I can't sleep. Night shift brain. I'm a 911 dispatcher and tonight was rough, a call I won't write about. Ate a whole sleeve of Oreos. Texted my brother Luis in San Antonio, he's always up. He's starting at a new firm on Monday, architecture, so proud of him. I should sleep. Lactose intolerant me regrets the milk.", [
    U("job_title", ["911 dispatcher", "dispatcher"]),
    U("family", ["Luis"]),
    P("Luis", "relation", ["brother"]),
    P("Luis", "city", ["San Antonio"]),
    P("Luis", ["industry", "job_title"], ["architecture", "architect"]),
    U(["health", "allergy", "diet"], ["Lactose intolerant"]),
], tag=True))
A(diary(L, "Farm notes, Oct 3. Brought in the last of the soybeans. Dad says this is the best yield since '98 but he says that every year. My girlfriend drove up from Lincoln to help, she's a vet tech and the calves love her. Fixed the fence on the north forty. Tired. Proud. Weather says frost Thursday.", [
    U("job_title", ["farm", "farmer"], False),
    U("partner", ["girlfriend"]),
    P("girlfriend", "job_title", ["vet tech"]),
    P("girlfriend", "city", ["Lincoln"], False),
    U("family", ["Dad"], False),
], tag=True))
A(diary(L, "Slept in. Did the crossword. Lunch with the retired teachers group at Marigold's — I taught high school chemistry for 31 years at Lakeview and they still call me Mrs. K. Then Pilates, which my doctor suggested after the osteoporosis diagnosis. Watched Casablanca again, never gets old.", [
    U("job_title", ["chemistry", "teacher"], False),
    U("employer", ["Lakeview"], False),
    U("nickname", ["Mrs. K"]),
    U("sport", ["Pilates"]),
    U("health", ["osteoporosis"]),
    U("fav_film", ["Casablanca"], False),
], tag=True))
A(diary(L, "day 43 of the gap year. hostel in Hanoi is loud but cheap. met a dutch guy who claimed he's a pilot (he is not a pilot lol). ate pho three times today, no regrets. mom keeps asking when I'm coming home to Perth and start uni. answer: feb, Curtin, engineering, like I've told her 10 times.", [
    U("hometown", ["Perth"]),
    U(["school", "plan"], ["Curtin"]),
    U(["major", "plan"], ["engineering"]),
    U("fav_food", ["pho"], False),
    U("family", ["mom"], False),
], tag=True))

# ---------------- named companions ----------------
A(comp(L, "Juno", [
    "ugh my cat knocked my coffee onto my laptop again",
    "Oh no! Is this Pumpkin, your orange tabby?",
    "no Pumpkin is my mom's cat. mine is Beans, he's a gray menace",
    "Sorry, I mixed them up! Is the laptop okay?",
    "it's fine, it's a thinkpad, those things survive anything",
], [
    U("pet", ["cat"]),
    U("pet_name", ["Beans"]),
    P("mom", "pet_name", ["Pumpkin"]),
    U("belonging", ["thinkpad", "laptop"]),
    U("family", ["mom"], False),
]))
A(comp(L, "Atlas", [
    "Interview went well I think!",
    "That's great! Was this for the data analyst role at the hospital?",
    "No, that was last month and they ghosted me. This one's a logistics coordinator job at FedEx",
    "Fingers crossed. You're still at the grocery store in the meantime?",
    "Yep, still stocking shelves at Kroger. Nights.",
], [
    U("plan", ["logistics coordinator"], False),
    U("employer", ["Kroger"]),
    U("job_title", ["stocking shelves"]),
]))
A(comp(L, "Pip", [
    "guess who's learning the ukulele",
    "You?! I thought you played the violin?",
    "lol no that's my daughter, Mia, she's 11 and way better at music than me",
    "That's adorable. So how's the ukulele going?",
    "three chords in. my fingers hurt. taking lessons Thursdays at the library",
], [
    U("instrument", ["ukulele"]),
    U("family", ["Mia"]),
    P("Mia", "relation", ["daughter"]),
    P("Mia", "instrument", ["violin"]),
    P("Mia", "age", ["11"]),
]))
A(comp(L, "Wren", [
    "so I think I'm finally going to tell my parents I'm gay",
    "That's a big step. I'm here. Do your parents still live in Atlanta with you?",
    "I don't live with them, I moved out to Savannah last year. they're still in Atlanta",
    "Got it. Do you want to talk through how you'd say it?",
    "maybe. my boyfriend Andre says I should just do it over dinner",
], [
    U("city", ["Savannah"]),
    U("partner", ["Andre"]),
    P("Andre", "relation", ["boyfriend"]),
    U("family", ["parents"], False),
    P("parents", "city", ["Atlanta"]),
    U("gender", ["male", "man"], False),
]))
A(comp(L, "Sol", [
    "hey sol, what music do you like?",
    "I'm a big jazz fan — Chet Baker on a rainy day is perfect. What about you?",
    "country mostly. Zach Bryan is my guy",
    "Nice! Have you seen him live?",
    "got tickets for his Nashville show in May, driving down from Louisville",
], [
    C("fav_music", ["jazz", "Chet Baker"]),
    U("fav_music", ["Zach Bryan", "country"]),
    U("plan", ["Nashville show", "Zach Bryan concert"]),
    U("city", ["Louisville"], False),
]))
A(comp(L, "Echo", [
    "I'm 40 today. Feels weird.",
    "Happy birthday! Wait, I thought you were turning 35?",
    "haha I wish. no, 40. born in '84",
    "Forty and fabulous then. Doing anything special?",
    "my wife is taking me to that Ethiopian place downtown, my favorite food in the world",
], [
    U("age", ["40"]),
    U("partner", ["wife"]),
    U("fav_food", ["Ethiopian"]),
]))
A(comp(L, "Benny", [
    "Can't sleep. Shoulder still hurts from the surgery.",
    "I'm sorry. Was this the rotator cuff repair you mentioned?",
    "Yeah. Six weeks post-op. PT says I can't swim till summer",
    "That must be hard since swimming is your thing.",
    "It's everything. I coach the YMCA swim team, so I'm just yelling from the deck now",
], [
    U("health", ["rotator cuff", "rotator cuff repair", "shoulder surgery"]),
    U("sport", ["swim", "swimming"]),
    U("job_title", ["coach", "swim coach"]),
    U("employer", ["YMCA"]),
]))
A(comp(L, "Nova", [
    "Finally got my PhD acceptance letter!!!",
    "Congratulations!! Is that the chemistry program at MIT?",
    "MIT rejected me lol. It's Georgia Tech, materials science. Starting in August",
    "Georgia Tech is amazing. Will you move to Atlanta?",
    "yep, already found an apartment. leaving Phoenix in July",
], [
    U(["degree", "plan"], ["PhD"]),
    U(["school", "plan"], ["Georgia Tech"]),
    U(["major", "plan"], ["materials science"]),
    U("plan", ["Atlanta", "move to Atlanta"]),
    U("city", ["Phoenix"]),
]))
A(comp(L, "Mochi", [
    "my dog Rufus ate a sock. again.",
    "Oh no! Is he okay? He's the golden retriever, right?",
    "he's a lab mix actually. and yeah vet says it'll pass",
    "Labs are notorious for that! How old is he?",
    "7. he should know better. I should know better too, I literally work at a pet store",
], [
    U("pet", ["lab mix", "dog"]),
    U("pet_name", ["Rufus"]),
    U("job_title", ["pet store"], False),
    U("employer", ["pet store"], False),
], tag=True))
A(comp(L, "Iggy", [
    "call me Dex btw, nobody uses Dexter",
    "Got it, Dex! How was your day?",
    "long. I drive for UPS and it was 98 degrees in the truck",
    "That sounds brutal. Do you at least get AC?",
    "lol no. new trucks do, mine doesn't. anyway I'm in Fresno, it's always like this",
], [
    U("nickname", ["Dex"]),
    U("name", ["Dexter"]),
    U("employer", ["UPS"]),
    U("job_title", ["drive for UPS", "driver"]),
    U("city", ["Fresno"]),
], tag=True))
A(comp(L, "Marlowe", [
    "I made it through my first week as a bus driver!",
    "That's wonderful! For the city transit system?",
    "yeah, Metro Transit. route 21. I used to drive a school bus but the pay was garbage",
    "Congrats on the upgrade! Is Minneapolis traffic as bad as they say?",
    "it's St. Paul actually, but yeah it's bad",
], [
    U("job_title", ["bus driver"]),
    U("employer", ["Metro Transit"]),
    U("city", ["St. Paul"]),
]))
A(comp(L, "Tilly", [
    "I hate cilantro so much",
    "Ha, you're not alone! Is it the soapy taste?",
    "yes!! and my husband puts it on everything. he's Mexican, it's basically his religion",
    "That sounds like an ongoing battle! Do you cook together?",
    "he cooks, I bake. I run a little cupcake business from home actually",
], [
    U("dislike", ["cilantro"]),
    U("partner", ["husband"]),
    P("husband", "hometown", ["Mexican", "Mexico"], False),
    U("job_title", ["cupcake business", "baker"]),
]))

# ---------------- group chats ----------------
A(group(L, [
    ("Jess", "who's bringing what to Sunday's potluck"),
    ("Ray", "I'll do my brisket. Been smoking meat for 10 years, don't @ me"),
    ("Jess", "I'll bring a salad, and reminder: I'm allergic to tree nuts so no pecan pie pls"),
    ("Kim", "noted! I'll bring lemon bars instead"),
    ("Marisol", "I'll bring tamales, my abuela's recipe"),
], [
    U("allergy", ["tree nuts"]),
    P("Ray", "hobby", ["smoking meat"]),
], me="Jess"))
A(group(L, [
    ("Coach Dan", "Practice moved to 6 tomorrow. Field 3."),
    ("Tom", "Owen will be late, he has a dentist appt"),
    ("Priya", "Aanya's in. Also I can do snacks this week"),
    ("Tom", "thanks Priya! I'm on the road for work till thursday, my wife's doing pickups"),
], [
    U("family", ["Owen"], False),
    P("Owen", "plan", ["dentist appt", "dentist"]),
    U("partner", ["wife"]),
    P("Priya", "family", ["Aanya"], False),
], exporter="Tom"))
A(group(L, [
    ("Maya", "omg I got the job at Pixar!!!!"),
    ("Leo", "WHAT. congrats!! so you're moving to the Bay?"),
    ("Maya", "yep, start in September. goodbye Austin 😭"),
    ("Sophie", "I'm still in Austin so you'll have a couch when you visit"),
    ("Leo", "proud of you. I'm still stuck doing QA at the bank lol"),
], [
    U(["employer", "plan"], ["Pixar"]),
    U("city", ["Austin"]),
    U("plan", ["moving to the Bay", "the Bay"], False),
    P("Sophie", "city", ["Austin"]),
    P("Leo", "job_title", ["QA"]),
    P("Leo", "employer", ["the bank", "bank"], False),
], me="Maya"))
A(group(L, [
    ("Aunt Rosa", "Happy 70th to my big brother!! 🎂"),
    ("Uncle Frank", "Thank you Rosie. 70 and still can't work my phone"),
    ("Danny", "happy bday Uncle Frank! sorry I can't make the party, I'm on a rig in the Gulf till the 20th"),
    ("Aunt Rosa", "We'll save you cake Danny"),
], [
    P("Uncle Frank", "age", ["70"]),
    U("job_title", ["rig", "oil rig"], False),
    U("family", ["Uncle Frank"], False),
], exporter="Danny"))
A(group(L, [
    ("Ben", "book club: are we doing Lessons in Chemistry or Demon Copperhead next"),
    ("Grace", "Demon Copperhead. also it's my favorite book of the decade so I'm biased"),
    ("Nadia", "fine by me. heads up I'm moving to Dublin next month so I'll be zooming in"),
    ("Ben", "we'll miss you Nadia. I'm a librarian so I can grab copies for everyone. for the record my all-time favorite is still Lonesome Dove"),
], [
    U("job_title", ["librarian"]),
    U("fav_book", ["Lonesome Dove"]),
    U("hobby", ["book club"], False),
    P("Grace", "fav_book", ["Demon Copperhead"]),
    P("Nadia", "plan", ["moving to Dublin", "Dublin"]),
], me="Ben"))
A(group(L, [
    ("Hector", "Anyone free to cover my Saturday at the front desk?"),
    ("Lin", "I can't, I have my citizenship interview that morning"),
    ("Hector", "oh nice good luck!! also everyone my new number is 702-318-4467, old one's gone"),
    ("Becca", "I can do it. Hector you still owe me for Christmas though"),
], [
    U("job_title", ["front desk"]),
    U("phone", ["702-318-4467", "7023184467"]),
    P("Lin", "plan", ["citizenship interview"]),
], exporter="Hector"))
A(group(L, [
    ("Sam", "rent is due friday, venmo me"),
    ("Theo", "done. also my parents are visiting from Ohio next weekend, can they crash on the couch"),
    ("Ines", "fine with me"),
    ("Sam", "same. I'll be at my gf's anyway, she lives in Brooklyn"),
    ("Jordan", "wait do I live here too or"),
], [
    U("partner", ["gf", "girlfriend"]),
    P("gf", "city", ["Brooklyn"]),
    P("Theo", "family", ["parents"]),
], me="Sam"))
A(group(L, [
    ("Grandpa Joe", "Who wants to go fishing Saturday"),
    ("Kayla", "me!! also I got into nursing school at UNC 🥹"),
    ("Mom", "We're so proud of you honey"),
    ("Grandpa Joe", "That's my girl. First nurse in the family"),
], [
    U(["school", "plan"], ["UNC"]),
    U(["major", "plan"], ["nursing"]),
    U("family", ["Grandpa Joe"], False),
    U("gender", ["female", "girl"], False),
], exporter="Kayla"))
A(group(L, [
    ("Dev", "gm team, standup at 10"),
    ("Ana", "I'll be 5 min late, dropping my kid at daycare"),
    ("Marco", "fyi I'm out next week, getting married in Tuscany 🇮🇹"),
    ("Dev", "congrats Marco!! as team lead I officially approve"),
    ("Yusuf", "congrats! send pics of the food"),
    ("Ana", "yes congrats!!"),
], [
    U("job_title", ["team lead"]),
    P("Ana", "family", ["kid"]),
    P("Marco", "plan", ["getting married", "wedding"]),
], me="Dev"))
A(group(L, [
    ("Callum", "pub quiz tonight lads?"),
    ("Fergus", "can't, night shift at the distillery"),
    ("Callum", "you're always at that distillery"),
    ("Niall", "I'm in. Callum you're on sport questions"),
    ("Callum", "fair, twelve years of Sunday league football has to count for something"),
], [
    U("sport", ["Sunday league football", "football", "Sunday league"]),
    P("Fergus", "employer", ["the distillery", "distillery"], False),
    P("Fergus", "job_title", ["night shift"], False),
], exporter="Callum"))
