from h import *

SHORT = [
case("short", "ok so i'm a night shift security guard at a hospital in cleveland and honestly the vending machine is my best friend lol", [
    U("job_title", ["security guard"]), U("city", ["cleveland"]), U("employer", ["hospital"], False)]),
case("short", "My name's Delphine but everyone calls me Del. I'm 58 and I just started cello lessons, which my kids think is hilarious.", [
    U("name", ["Delphine"]), U("nickname", ["Del"]), U("age", ["58"]), U("instrument", ["cello"]), U("family", ["kids"], False)]),
case("short", "not a vegetarian, my wife is. i'll eat anything except olives, hate those", [
    U("dislike", ["olives"]), U("partner", ["wife"]), P("wife", "diet", ["vegetarian"])], tag=True),
case("short", "can you save my new number? it's 07700 914382. the old one ending 551 is dead", [
    U("phone", ["07700 914382", "07700914382"])], tag=True),
case("short", "I'm a 7th grade science teacher in Tucson, 14 years now. Thinking about quitting to become a park ranger but who knows", [
    U("job_title", ["7th grade science teacher", "science teacher", "teacher"]), U("city", ["Tucson"]),
    U("plan", ["park ranger"], False)], tag=True),
case("short", "i'm allergic to bees, like epipen-level allergic, so no hiking trips for me in summer pls", [
    U("allergy", ["bees", "bee stings"]), U("belonging", ["epipen"], False)]),
case("short", "Just adopted a rescue greyhound!! Her name is Biscuit and she's scared of the vacuum", [
    U("pet", ["greyhound", "dog"]), U("pet_name", ["Biscuit"])]),
case("short", "My brother works at Boeing in Seattle and keeps saying I should move out there, but I'm staying in Atlanta, I love it here", [
    U("family", ["brother"]), P("brother", "employer", ["Boeing"]), P("brother", "city", ["Seattle"]), U("city", ["Atlanta"])], tag=True),
case("short", "email for the invoice: rafa.okonkwo@fastmail.com — not the gmail one, I never check that", [
    U("email", ["rafa.okonkwo@fastmail.com"])], tag=True),
case("short", "I'm a truck driver, long haul, home maybe 4 days a month. My dog Rocco rides with me, he's a pit mix", [
    U("job_title", ["truck driver"]), U("pet", ["pit mix", "dog", "pit bull"]), U("pet_name", ["Rocco"])]),
case("short", "grew up in Lagos, live in Houston now, work for an oil services company as a mechanical engineer", [
    U("hometown", ["Lagos"]), U("city", ["Houston"]), U("job_title", ["mechanical engineer"]), U("industry", ["oil services", "oil"]),
    U("employer", ["oil services company"], False)]),
case("short", "Do you think it's weird that I'm 40 and still have never been on a plane?", [
    U("age", ["40"])], tag=True),
case("short", "I've got celiac so no bread for me. Sourdough is my love language in another life lol", [
    U(["health", "diet", "allergy"], ["celiac", "gluten-free"])], tag=True),
case("short", "I'm she/her, for the record, the last app kept calling me 'bro'", [
    U("gender", ["she/her", "female", "woman"])], tag=True),
case("short", "If I were rich I'd buy a vineyard in Napa. Reality: I'm the store manager at a Dollar General in rural Kentucky.", [
    U("job_title", ["store manager", "manager"]), U("employer", ["Dollar General"]), U(["city", "place"], ["Kentucky"])], tag=True),
case("short", "Fav movie of all time is Spirited Away, I've seen it probably 30 times", [
    U("fav_film", ["Spirited Away"])]),
case("short", "I don't play guitar anymore, sold it. These days it's just the harmonica on the porch most evenings", [
    U("instrument", ["harmonica"])], tag=True),
case("short", "Heads up I'm moving to Denver in March, lease signed, but for now still in Omaha", [
    U("plan", ["moving to Denver", "Denver"]), U("city", ["Omaha"])], tag=True),
case("short", "born on the 4th of July, yes really, yes my mom named me after a firework (my name is Sparkle, jk it's Dana)", [
    U("birthday", ["4th of July", "July 4"]), U("name", ["Dana"])], tag=True),
case("short", "I'm a retired nurse, 67, live with my sister in Vermont. We keep chickens", [
    U("job_title", ["retired"]), U("job_title", ["nurse"], False), U("age", ["67"]), U(["city", "place"], ["Vermont"]),
    U("family", ["sister"]), P("sister", "city", ["Vermont"], False), U("pet", ["chickens"])]),
case("short", "studying for my bar exam in July, third attempt, pray for me", [
    U("plan", ["bar exam"])]),
case("short", "I speak Tagalog and English at home, and my Spanish is terrible but I try", [
    U("language", ["Tagalog"]), U("language", ["English"]), U("language", ["Spanish"], False)], tag=True),
case("short", "I'm in my second year of a PhD in marine biology at UC Santa Cruz", [
    U("degree", ["PhD"]), U("major", ["marine biology"]), U("school", ["UC Santa Cruz", "UCSC"]), U("city", ["Santa Cruz"], False)]),
case("short", "my boyfriend Theo is a tattoo artist and my mom still thinks he's a 'phase' lol", [
    U("partner", ["Theo", "boyfriend"]), P("Theo", "relation", ["boyfriend"]), P("Theo", "job_title", ["tattoo artist"]),
    U("family", ["mom"], False)], tag=True),
case("short", "what's a good gift for a 9 year old who loves dinosaurs? it's for my nephew", [
    U("family", ["nephew"], False), P("nephew", "age", ["9"]), P("nephew", "hobby", ["dinosaurs"])], tag=True),
case("short", "I run a small bakery in Portland, Maine with my husband. Up at 3:30 every day.", [
    U("job_title", ["run a small bakery", "baker", "bakery owner"]), U("city", ["Portland"]), U("partner", ["husband"])]),
case("short", "Not from Texas originally, I'm from Ohio, but been in Austin 11 years", [
    U("hometown", ["Ohio"]), U("city", ["Austin"])], tag=True),
case("short", "Can't stand country music. My roommate blasts it every morning, send help", [
    U("dislike", ["country music"]), P("roommate", "fav_music", ["country music"], False)], tag=True),
case("short", "Pescatarian for 6 years now. People always ask if I miss burgers, no.", [
    U("diet", ["Pescatarian"])]),
case("short", "I have a 2014 Subaru Outback with 240k miles and she is not dying on my watch", [
    U("belonging", ["Subaru Outback", "2014 Subaru Outback"])], tag=True),
case("short", "I'm type 1 diabetic since I was 12, I'm 29 now, it's just part of life", [
    U("health", ["type 1 diabetic", "type 1 diabetes"]), U("age", ["29"])], tag=True),
case("short", "My favorite book is The Count of Monte Cristo. Currently slogging through some awful thriller my coworker lent me though", [
    U("fav_book", ["The Count of Monte Cristo"])], tag=True),
]

DIARY = [
case("diary", "Up at 5. Fed the cattle, fixed the fence on the north pasture again. Corn prices are killing us this year. Been farming this land out here in Iowa for 30 years and it never gets easier. Sarah took the kids to her mom's in Des Moines for the weekend so the house is quiet. I'm 52 and my knees feel 80. Watched the Hawkeyes lose, which is tradition at this point. Doc says my blood pressure's up, so no more bacon, which is basically a crime. Our old border collie Jess slept on my boots all evening.", [
    U("job_title", ["farming", "farmer"]), U(["city", "place"], ["Iowa"]), U("age", ["52"]), U("health", ["blood pressure", "high blood pressure"]),
    U("pet", ["border collie", "dog"]), U("pet_name", ["Jess"]), U("partner", ["Sarah"], False), U("family", ["kids"], False)], tag=True),
case("diary", "today: opened the shop at 6, burned my hand on the steam wand, classic. almost 2 years at this coffee place in bushwick and the regulars are honestly my favorite people. after work went to figure drawing at the community center like every tuesday. my roommate jules made lentil soup and we watched tv. she's moving to philly next month and i'm low key devastated. i'm 24 and feel 90. mom texted asking when i'm getting a 'real job.' i AM an illustrator, mom. i just also pour coffee.", [
    U("job_title", ["illustrator"]), U("job_title", ["pour coffee", "barista"], False), U("employer", ["coffee place"], False),
    U("hobby", ["figure drawing"]), P("jules", "relation", ["roommate"]), P("jules", "plan", ["moving to philly", "philly"]),
    U("age", ["24"]), U("family", ["mom"], False)], tag=True),
case("diary", "March 3. Did my volunteer shift at the food bank this morning, 4 hours sorting cans. Been doing Thursdays there since I retired from the Army in 2015. Lunch with my daughter Kayla at the taco place off Broadway; she's a paralegal now and just got engaged to a fella named Marcus who I've met twice. Seems alright. Afternoon nap, then walked Duke around the block. Knee's acting up again, VA appointment is on the 18th. Hot one here in San Antonio. My late wife would've loved to see Kayla in a wedding dress.", [
    U("job_title", ["retired", "retired from the Army"]), U("hobby", ["volunteer shift at the food bank", "volunteering"]),
    U("family", ["Kayla", "daughter"]), P("Kayla", "relation", ["daughter"]), P("Kayla", "job_title", ["paralegal"]),
    P("Kayla", "partner", ["Marcus"]), U("plan", ["VA appointment"]), U("pet_name", ["Duke"], False), U("city", ["San Antonio"])], tag=True),
case("diary", "Mocks start monday and I've revised basically nothing. Went to football after school, we train tuesdays and thursdays, coach says I might make the first team. Mum made jollof and I ate three plates. My sister Adaeze is home from uni in Leeds for reading week, she's studying law and won't stop talking about it. I'm 15 and apparently 'too young to have opinions.' Played FIFA till 11. Phone's cracked again.", [
    U("sport", ["football", "soccer"]), U("age", ["15"]), U("family", ["Adaeze", "sister"]), P("Adaeze", "relation", ["sister"]),
    P("Adaeze", "major", ["law"]), P("Adaeze", "city", ["Leeds"], False), U("family", ["Mum"], False)], tag=True),
case("diary", "Remote standup at 10, then a three-hour bug hunt that turned out to be a timezone issue, naturally. Six months since I moved to Lisbon from Toronto and I still can't order coffee properly in Portuguese. Work's the same as ever, backend dev for Tallyfox, a small Canadian fintech. Lunch was a bifana, which might be my favourite food on earth now. Went bouldering with Inês and her brother in the evening, my forearms are dead. I go twice a week now. Still no word on my residency permit. Called grandma in Winnipeg, she's 91 and sharper than me.", [
    U("city", ["Lisbon"]), U("job_title", ["backend dev", "backend developer"]), U("employer", ["Tallyfox"]), U("industry", ["fintech"]),
    U("language", ["Portuguese"], False), U("fav_food", ["bifana"], False), U("sport", ["bouldering", "climbing"]),
    U("family", ["grandma"]), P("grandma", "age", ["91"]), P("grandma", "city", ["Winnipeg"]), U("hometown", ["Canadian", "Canada"], False)], tag=True),
case("diary", "Twelve-hour ICU shift again. Being a nurse here pays better but four years in Dubai and I still send most of it home to Cebu, where my parents and my son live. Miguel turned 8 today and I sang happy birthday over video call, he was shy. Ate leftover adobo on the metro. My roommate Grace is from Kerala, she taught me to make dosa tonight. So tired. Thank God for my day off Friday.", [
    U("job_title", ["nurse", "ICU nurse"]), U("city", ["Dubai"]), U("hometown", ["Cebu"]), P("parents", "city", ["Cebu"]),
    U("family", ["Miguel", "son"]), P("Miguel", "relation", ["son"]), P("Miguel", "age", ["8"]), P("Miguel", "city", ["Cebu"]),
    P("Grace", "relation", ["roommate"]), P("Grace", "hometown", ["Kerala"])], tag=True),
case("diary", "Deposition ran six hours. Opposing counsel is a nightmare. Nine years at Harlow & Finch and I made partner last spring, so I can't even complain to anyone. Ran 8 miles along the lakefront before work; marathon training is going ok, the Chicago marathon is Oct 12 and I'm registered. My ex texted about picking up the kids Saturday, he moved to Evanston with his new girlfriend. I'm allergic to shellfish and of course the client lunch was a seafood place.", [
    U("employer", ["Harlow & Finch"]), U("job_title", ["partner", "law firm partner"]), U("sport", ["marathon", "running"]),
    U("plan", ["Chicago marathon", "marathon"]), U("city", ["Chicago"], False), P("ex", "city", ["Evanston"]),
    U("family", ["kids"], False), U("allergy", ["shellfish"])], tag=True),
case("diary", "Played three songs at the open mic tonight, got a few claps, one guy yelled 'free bird.' Drove Uber from noon to six to pay rent, which is what happens when you move to Nashville at 33 to be a songwriter. My pedal steel is still at the repair shop. Dad called to ask if I'd come back to Tulsa and take over his hardware store. No. Ate hot chicken for dinner even though my stomach hates me for it.", [
    U("city", ["Nashville"]), U("job_title", ["songwriter"]), U("job_title", ["Drove Uber", "Uber driver"]), U("age", ["33"]),
    U("instrument", ["pedal steel", "pedal steel guitar"]), U("hometown", ["Tulsa"], False), P("dad", "city", ["Tulsa"], False),
    P("dad", "job_title", ["hardware store"], False)], tag=True),
case("diary", "Opened the shop at 7 like always. Twenty-two years running this newsagent in Bradford and I still love the early rush. Ramadan starts next week so I've been stocking dates. My son Imran rang from Manchester, he finishes his pharmacy degree in June, proud dad here. Knee operation booked for the 2nd of May, finally. Cricket on the radio all afternoon. Wife made haleem tonight, my favourite.", [
    U("job_title", ["newsagent", "shopkeeper"]), U("city", ["Bradford"]), U("family", ["Imran", "son"]), P("Imran", "relation", ["son"]),
    P("Imran", "city", ["Manchester"]), P("Imran", "major", ["pharmacy"]), U("plan", ["Knee operation"]), U("fav_food", ["haleem"]),
    U("partner", ["Wife"], False), U("gender", ["dad", "male"], False)], tag=True),
case("diary", "Rain again. Took the bus into Aberdeen for my eye test, new glasses ready Thursday. I'm 74 and I swear the print in the paper gets smaller every year. Knitted another two rows of the jumper for my granddaughter Isla, she starts primary school in August. Our cat Hamish brought in a mouse, the wee devil. Rang my brother in Toronto, his 80th is next month but I won't fly, my heart doctor says not to. Shepherd's pie for tea.", [
    U("age", ["74"]), U("hobby", ["Knitted", "knitting"], False), U("family", ["Isla", "granddaughter"]), P("Isla", "relation", ["granddaughter"]),
    P("Isla", "plan", ["primary school", "starts primary school"]), U("pet", ["cat"]), U("pet_name", ["Hamish"]),
    U("family", ["brother"]), P("brother", "city", ["Toronto"]), U("health", ["heart"], False), U("plan", ["eye test"], False)], tag=True),
]

COMP = [
case("comp", [u("pip i got the job!!!"),
    a("NO WAY congrats!! The one at Google?"),
    u("lol no, the one at the county library. i'm gonna be a children's librarian. start monday"),
    a("That's perfect for you! Will you still be living in Fresno?"),
    u("yep fresno forever. also my cat Pickles says hi")], [
    U(["employer", "plan"], ["county library"]), U(["job_title", "plan"], ["children's librarian", "librarian"]),
    U("city", ["fresno"]), U("pet", ["cat"]), U("pet_name", ["Pickles"])], tag=True, ch="Pip"),
case("comp", [u("Wren, my daughter just told me she's pregnant. I'm going to be a grandfather at 49!"),
    a("Congratulations! Is this your daughter Emma, the one in Boston?"),
    u("No, Emma's my niece. My daughter is Rosie, she lives in Phoenix with her husband."),
    a("Oh, sorry for mixing them up! Rosie must be so excited."),
    u("She is. I'm flying out to see her next month, tickets already booked.")], [
    U("age", ["49"]), U("gender", ["grandfather", "male"], False), U("family", ["Rosie", "daughter"]), P("Rosie", "relation", ["daughter"]),
    P("Rosie", "city", ["Phoenix"]), P("Rosie", "partner", ["husband"]), P("Rosie", "health", ["pregnant"]),
    P("Emma", "relation", ["niece"]), U("plan", ["flying out to see her", "visit Rosie"])], tag=True, ch="Wren"),
case("comp", [u("echo what's the name of that spicy noodle dish i told you i loved"),
    a("You mentioned pad kee mao, I think? You said it's your favorite."),
    u("no that was my sister. mine is dan dan noodles. i literally eat them twice a week"),
    a("Dan dan noodles, got it! Do you make them yourself?"),
    u("nah there's a sichuan place under my office in midtown, i work in ad sales")], [
    U("fav_food", ["dan dan noodles"]), P("sister", "fav_food", ["pad kee mao"]), U("family", ["sister"], False),
    U(["job_title", "industry"], ["ad sales"]), U(["place", "city"], ["midtown"], False)], tag=True, ch="Echo"),
case("comp", [u("Juniper, can you help me write a cover letter? I'm applying to be a flight attendant."),
    a("Of course! What's your current job? You're a dental hygienist, right?"),
    u("That's my partner, Alexis. I'm a bartender at a hotel bar, 6 years now."),
    a("Got it. Any languages? Airlines love that."),
    u("Fluent Spanish, my parents are from Guatemala. And conversational French, sort of.")], [
    U("job_title", ["bartender"]), U("employer", ["hotel bar"], False), U("plan", ["flight attendant"], False),
    U("partner", ["Alexis", "partner"]), P("Alexis", "relation", ["partner"]), P("Alexis", "job_title", ["dental hygienist"]),
    U("language", ["Spanish"]), U("language", ["French"], False), P("parents", "hometown", ["Guatemala"])], tag=True, ch="Juniper"),
case("comp", [u("rook i think i broke my wrist skateboarding lmao"),
    a("Oh no! Please get it checked. Aren't you a surgeon? You'd know haha"),
    u("bro i'm 19 i work at a Chipotle"),
    a("My bad! Is anyone there to take you to urgent care?"),
    u("my roommate Devon's driving me, he's pre-med so close enough")], [
    U("sport", ["skateboarding"]), U("age", ["19"]), U("employer", ["Chipotle"]), U("health", ["wrist", "broken wrist"], False),
    P("Devon", "relation", ["roommate"]), P("Devon", "major", ["pre-med"])], tag=True, ch="Rook"),
case("comp", [u("Sol do you have a favorite band?"),
    a("I'd say Fleetwood Mac — Rumours is on repeat in my little digital heart. You?"),
    u("Radiohead, always. saw them in 2017 and cried the whole time"),
    a("That sounds amazing. You also play drums, right?"),
    u("bass actually. in a garage band with two guys from work, we're terrible")], [
    C("fav_music", ["Fleetwood Mac"]), U("fav_music", ["Radiohead"]), U("instrument", ["bass", "bass guitar"]),
    U("hobby", ["garage band", "band"], False)], tag=True, ch="Sol"),
case("comp", [u("Pip I have a question about my dog's diet"),
    a("Sure! How's Maple doing? Still loving her walks?"),
    u("Maple was my old dog, she passed last year 😢 this is Bruno, a beagle puppy"),
    a("I'm so sorry about Maple. Welcome, Bruno! What's the question?"),
    u("can beagles eat blueberries? also I'm a vet tech so I should know this lol")], [
    U("pet", ["beagle", "dog"]), U("pet_name", ["Bruno"]), U("job_title", ["vet tech", "veterinary technician"])], tag=True, ch="Pip"),
case("comp", [u("My birthday is Saturday and I'm turning 60. Feels strange."),
    a("Happy early birthday! 60 is a big one. Any plans?"),
    u("My husband Gerald booked us a dinner cruise on Lake Michigan."),
    a("How lovely! Are you in Milwaukee?"),
    u("Close, Racine. Gerald's a retired firefighter and I still work part time at the post office.")], [
    U("birthday", ["Saturday"], False), U("age", ["60", "59"], False), U("partner", ["Gerald", "husband"]),
    P("Gerald", "relation", ["husband"]), P("Gerald", "job_title", ["retired firefighter", "retired"]), U("plan", ["dinner cruise"]),
    U("city", ["Racine"]), U("employer", ["post office"], False), U("job_title", ["part time at the post office", "postal worker"], False)],
    tag=True, ch="Wren"),
case("comp", [u("echo i'm so nervous, my citizenship interview is tomorrow"),
    a("You'll do great! You've been in Canada since 2015, right?"),
    u("US not Canada lol. came over from Vietnam in 2012. live in San Jose"),
    a("Sorry! San Jose, got it. Do you speak Vietnamese at home?"),
    u("yes with my mom, english everywhere else. i'm an accountant so numbers are my real language tbh")], [
    U("plan", ["citizenship interview"]), U("hometown", ["Vietnam"]), U("city", ["San Jose"]), U("language", ["Vietnamese"]),
    U("language", ["english"]), U("job_title", ["accountant"]), U("family", ["mom"], False)], tag=True, ch="Echo"),
case("comp", [u("Juniper, I finally told my family I'm gay."),
    a("That's a big step. How did your parents react? Your dad's the one in Ohio, right?"),
    u("Mom's in Ohio, dad passed when I was a kid. She cried but then hugged me."),
    a("I'm really glad she hugged you. Are you going to tell your boyfriend's family too?"),
    u("We're not there yet. Jonah's family is super religious. We've been together 3 years.")], [
    U("family", ["Mom"]), P("mom", "city", ["Ohio"]), U("partner", ["Jonah", "boyfriend"]), P("Jonah", "relation", ["boyfriend"])],
    tag=True, ch="Juniper"),
case("comp", [u("rook my paladin just hit level 80 lol"),
    a("Nice grind! Is that in WoW? You said you're a warlock main."),
    u("that's my brother's main. yeah wow. i've played since i was 13, i'm 31 now, send help"),
    a("Ha, 18 years! Do you play with your brother?"),
    u("sometimes, he's in germany for work so the time zones suck. i'm in melbourne")], [
    U("hobby", ["wow", "World of Warcraft"]), U("age", ["31"]), U("family", ["brother"], False), P("brother", "city", ["germany"]),
    U("city", ["melbourne"])], tag=True, ch="Rook"),
case("comp", [u("sol save my new email please, it's kofi.mensah.art@proton.me"),
    a("Saved! Is this for your art business?"),
    u("yeah i sell prints online on the side. day job is still at the DMV unfortunately"),
    a("Ha, the DMV! Which city?"),
    u("Columbus. born in Kumasi though, moved here when i was 10")], [
    U("email", ["kofi.mensah.art@proton.me"]), U("job_title", ["sell prints online"], False), U("employer", ["DMV"]),
    U("city", ["Columbus"]), U("hometown", ["Kumasi"]), U("name", ["Kofi"], False)], tag=True, ch="Sol"),
]

GROUP = [
case("group", [g("Linda", "Reminder: book club Thursday, we're doing Beloved"),
    g("Tasha", "I'll be there! Beloved is actually my all-time favorite book, so prepare for me to cry"),
    g("Marcus", "I'm out, my wife's due any day now"),
    g("Linda", "Marcus!!! Boy or girl?"),
    g("Marcus", "Girl. We're naming her June")], [
    U("fav_book", ["Beloved"]), U("plan", ["book club"], False), U("hobby", ["book club"], False), P("Marcus", "partner", ["wife"]),
    P("Marcus's wife", "health", ["due any day", "pregnant"])], tag=True, me="Tasha"),
case("group", [g("Sam", "who ate my hummus"),
    g("Priya", "not me, i'm allergic to sesame remember", exp=True),
    g("Oliver", "guilty. will replace. also my parents are visiting from Cork this weekend, can they use the sofa bed"),
    g("Sam", "sure. priya you still doing nights at the call centre?"),
    g("Priya", "yep till June, then I start my master's at King's")], [
    U("allergy", ["sesame"]), U("job_title", ["call centre", "call centre nights"]), U(["degree", "plan"], ["master's"]),
    U(["school", "plan"], ["King's", "King's College London"]), P("Oliver's parents", "city", ["Cork"]), U("name", ["Priya"], False)], tag=True),
case("group", [g("Coach Ray", "Practice moved to 5:30 Wednesday. Field 3."),
    g("Jenna", "Lucas has a dentist appt, he'll be late"),
    g("Coach Ray", "No problem. Reminder I'm a volunteer, my real job is HVAC tech, so if I'm late it's a furnace somewhere 😂"),
    g("Mike", "Ray you still coaching the high school team too?"),
    g("Coach Ray", "Nah gave that up last year, just these guys now")], [
    U("job_title", ["HVAC tech", "HVAC technician"]), U("hobby", ["volunteer", "coaching"], False), P("Lucas", "plan", ["dentist appt", "dentist"]),
    U("name", ["Ray"], False)], tag=True, me="Coach Ray"),
case("group", [g("Tía Carmen", "Mija when are you coming to Albuquerque? It's been a year"),
    g("Ana", "Christmas, tía! Flights booked, the 22nd", exp=True),
    g("Diego", "bring the baby!!"),
    g("Ana", "obviously lol. Mateo turns one on the 15th. And no Diego, Paul can't come, he's working at the hospital over Christmas"),
    g("Tía Carmen", "Que lástima. Tell your husband we miss him")], [
    U("plan", ["Christmas", "Flights booked", "Albuquerque"]), U("family", ["Mateo", "baby"], False), P("Mateo", "birthday", ["the 15th", "15th"], False),
    U("partner", ["Paul", "husband"]), P("Paul", "relation", ["husband"]), P("Paul", "employer", ["hospital"], False),
    P("Tía Carmen", "city", ["Albuquerque"]), U("name", ["Ana"], False)], tag=True),
case("group", [g("Gary", "anyone else's power out on Maple St?"),
    g("Beth", "yep, 412 Maple is dark too"),
    g("Yolanda", "Beth isn't your husband an electrician? Can he check the box"),
    g("Beth", "ex-husband, and he lives in Reno now lol. I'm the one who fixes stuff around here"),
    g("Kim", "I'll call the utility, I used to work there")], [
    U("place", ["412 Maple", "Maple St"]), P("ex", "city", ["Reno"]), P("ex", "job_title", ["electrician"], False)], tag=True, me="Beth"),
case("group", [g("Mei", "welcome Ava! Ava joins us as our new product designer 🎉"),
    g("Ava", "hi all! based in Toronto, happy to be here"),
    g("Jordan", "welcome! I'm Jordan, backend, I'm in Denver so we're close-ish in time zones", exp=True),
    g("Carlos", "and I'm the only one in Mexico City lol. Ava do you have a dog? we have a #dogs channel"),
    g("Ava", "a cat, sorry 🙈 her name is Waffle")], [
    U("name", ["Jordan"]), U("job_title", ["backend", "backend engineer"]), U("city", ["Denver"]), P("Ava", "job_title", ["product designer", "designer"]),
    P("Ava", "city", ["Toronto"]), P("Ava", "pet", ["cat"]), P("Ava", "pet_name", ["Waffle"]), P("Carlos", "city", ["Mexico City"])], tag=True),
case("group", [g("Pete", "Hank you bringing the boat Saturday?"),
    g("Hank", "Boat's in the shop, transmission. We'll take yours. I'll bring the bait and my famous chili"),
    g("Louise", "Not the chili, Hank, I'm still recovering from last time"),
    g("Hank", "Ha. Louise you're just mad I'm the better angler. 40 years fishing Lake Erie, you can't teach that"),
    g("Pete", "He's not wrong, Louise")], [
    U("belonging", ["boat"]), U("hobby", ["fishing", "angler"]), U("place", ["Lake Erie"], False), U("plan", ["Saturday"], False)],
    tag=True, me="Hank"),
case("group", [g("Nat", "raid tonight 9pm?"),
    g("Wes", "can't, my girlfriend's birthday dinner. also i have work at 6am, they gave me the early shift at the warehouse", exp=True),
    g("Ollie", "Wes works at amazon btw if anyone needs a discount lol"),
    g("Wes", "not amazon, it's a costco warehouse, and there's no discount you goblin"),
    g("Zay", "i'm 16 i can't even drive there")], [
    U("partner", ["girlfriend"]), U("employer", ["costco"]), U("job_title", ["warehouse", "warehouse worker"], False),
    P("Zay", "age", ["16"]), U("name", ["Wes"], False)], tag=True),
case("group", [g("Pastor Mike", "Choir practice moved to Tuesday, 7pm"),
    g("Grace", "I'll be there. I've sung alto in this choir 20 years, wouldn't miss it"),
    g("Donna", "Grace how's your hip?"),
    g("Grace", "Replaced in January, walking without the cane now, praise God"),
    g("Donna", "wonderful! and my grandson just started at Baylor, studying nursing")], [
    U("hobby", ["choir", "sung alto", "singing"]), U("health", ["hip", "hip replacement"]), P("Donna's grandson", "school", ["Baylor"]),
    P("Donna's grandson", "major", ["nursing"])], tag=True, me="Grace"),
case("group", [g("Chris", "groomsmen fitting is saturday 11am, don't be late"),
    g("Leo", "I'll be there. fyi I'm 6'4 so they better have long pants lol. also I'm vegan so tell the caterer pls", exp=True),
    g("Mo", "leo aren't you the best man?"),
    g("Leo", "nah that's Chris's brother. i'm just the guy who's known him since kindergarten in Sacramento"),
    g("Chris", "and the guy giving a speech so start writing")], [
    U("diet", ["vegan"]), U("plan", ["groomsmen fitting"], False), U("hometown", ["Sacramento"], False),
    U("gender", ["groomsmen", "male"], False), U("name", ["Leo"], False)], tag=True),
]

CASES = SHORT + DIARY + COMP + GROUP
