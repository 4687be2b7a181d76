"""English cases of blind set 18 (64): short chats, diaries, companion chats, group chats."""
from h import maker, U, P, C, u, a, g, gx

K = maker("en")

# ---------- short (32) ----------
K("short", "ok so i'm a paramedic in cleveland and honestly the night shifts are killing me lol", [
    U("job_title", "paramedic"), U("city", "cleveland")])
K("short", "finished my MSc in marine biology at Plymouth last month 🎓🐟 still can't believe it", [
    U("degree", "MSc|master"), U("major", "marine biology"), U("school", "Plymouth|University of Plymouth")])
K("short", "my sister's the vegan, not me. i'd eat a steak every day if i could", [
    P("sister", "diet", "vegan"), U("family", "sister", 0), U("fav_food", "steak", 0)], tag=1)
K("short", "I'm allergic to penicillin, found out the hard way", [
    U("allergy", "penicillin")])
K("short", "my number is 07700 918 334, text me when you're outside", [
    U("phone", "07700 918 334|07700918334")])
K("short", "email me at rosie.tran@protonmail.com, that's the one i actually check", [
    U("email", "rosie.tran@protonmail.com")])
K("short", "Just turned 52 last Tuesday. My kids got me a kayak, so I guess that's my new hobby", [
    U("age", "52"), U("belonging", "kayak"), U("family", "kids", 0), U("hobby|sport", "kayak|kayaking", 0)])
K("short", "Anyone know a good dentist in Leeds? Just moved here from Glasgow for work", [
    U("city", "Leeds")], tag=1)
K("short", "i work at Costco but like... as a pharmacist, not stacking shelves lol", [
    U("employer", "Costco"), U("job_title", "pharmacist")], tag=1)
K("short", "If I were rich I'd live in Lisbon. Sadly I live in Stockton and drive a forklift.", [
    U("city", "Stockton"), U("job_title", "drive a forklift|forklift driver")], tag=1)
K("short", "my name's Dev but everyone calls me Dee", [
    U("name", "Dev"), U("nickname", "Dee")])
K("short", "hey, Marisol here. 34, two kids, one very judgmental parrot named Captain", [
    U("name", "Marisol"), U("age", "34"), U("family", "two kids|kids"), U("pet", "parrot"), U("pet_name", "Captain")])
K("short", "I'm hard of hearing in my left ear, so if I ignore you in person that's why", [
    U("health", "hard of hearing")])
K("short", "been playing cello since i was 8. my brother quit violin after like a month haha", [
    U("instrument", "cello"), U("family", "brother", 0)], tag=1)
K("short", "Mum keeps telling people I'm a doctor. I'm a vet tech. Close enough I guess 🙃", [
    U("job_title", "vet tech|veterinary technician"), U("family", "Mum", 0)], tag=1)
K("short", "i go bouldering 3x a week, it's the only thing keeping me sane at this job", [
    U("sport", "bouldering")])
K("short", "Favourite book? Probably The Remains of the Day. Reading Dune right now and it's fine", [
    U("fav_book", "The Remains of the Day|Remains of the Day")], tag=1)
K("short", "Honestly cannot stand mayonnaise. Texture, smell, everything. Give me hot wings any day though, best food on earth", [
    U("dislike", "mayonnaise|mayo"), U("fav_food", "hot wings")])
K("short", "Gluten-free since my celiac diagnosis two years ago, and no I'm not doing it for fun", [
    U("diet", "Gluten-free"), U("health", "celiac|celiac disease")])
K("short", "Grew up in Lagos, been in Houston since 2015, still miss my mom's jollof", [
    U("hometown", "Lagos"), U("city", "Houston"), U("family", "mom", 0)])
K("short", "we're flying to Seoul on May 3rd, tickets booked, my first time in Asia!!", [
    U("plan", "flying to Seoul|Seoul|trip to Seoul")])
K("short", "I'm a she/her btw, the username is from my brother", [
    U("gender", "she/her|female|woman"), U("family", "brother", 0)], tag=1)
K("short", "married to Tom for 11 years now, he's a firefighter, I'm a dental hygienist", [
    U("partner", "Tom"), P("Tom", "relation", "married|husband"), P("Tom", "job_title", "firefighter"),
    U("job_title", "dental hygienist")], tag=1)
K("short", "Retired now, used to teach high school chemistry for 30 years. Gardening is my whole life these days", [
    U("job_title", "Retired"), U("job_title", "teach high school chemistry|chemistry teacher", 0), U("hobby", "Gardening")], tag=1)
K("short", "i speak spanish at home and english at work and bad french when i'm drunk", [
    U("language", "spanish"), U("language", "english"), U("language", "french", 0)], tag=1)
K("short", "My boyfriend thinks he's funny. He isn't. Anyway he's a plumber in Dayton", [
    U("partner", "boyfriend"), P("boyfriend", "job_title", "plumber"), P("boyfriend", "city", "Dayton")], tag=1)
K("short", "I work in insurance, claims adjusting, it's exactly as exciting as it sounds", [
    U("industry", "insurance"), U("job_title", "claims adjusting|claims adjuster")])
K("short", "working out of the Denver office but I live up in Boulder, commute is brutal", [
    U("city|place", "Boulder"), U("city", "Denver", 0)], tag=1)
K("short", "born on Feb 29 so technically I'm 9 lol (I'm 36)", [
    U("birthday", "Feb 29|February 29"), U("age", "36")], tag=1)
K("short", "Landlord finally fixed the heating. My apartment's on Elm Street right above a bakery, so it always smells amazing", [
    U("place", "Elm Street")], tag=1)
K("short", "I have a 2014 Honda Civic with 200k miles and I will drive it until it dies", [
    U("belonging", "2014 Honda Civic|Honda Civic")])
K("short", "do you think 29 is too old to start a PhD? I'm a lab tech at Genentech now", [
    U("job_title", "lab tech|lab technician"), U("employer", "Genentech"), U("age", "29", 0)], tag=1)

# ---------- diary (10) ----------
K("diary", "Long day. Shift at Riverside care home ran late because Mrs. Okafor fell (she's fine). I've been a care assistant there for four years and I still get scared every time. Got home, fed Biscuit (my beagle) and made pasta. Jay texted from Portland, says the new job is going great and he's thinking of proposing to Emma. Bed by 10.", [
    U("job_title", "care assistant"), U("employer", "Riverside care home|Riverside"), U("pet", "beagle|dog"),
    U("pet_name", "Biscuit"), P("Jay", "city", "Portland", 0), P("Jay", "plan", "proposing to Emma", 0)], tag=1)
K("diary", "Monday. Skipped my 8am again, I know. Econ midterm is on Thursday and I haven't opened the book. Lunch with Priya at the dining hall, she's switching to nursing and her parents are furious. I'm staying in poli sci, even if everyone says it's useless. Called grandma in Manila, she's 88 and still sharper than me. Went for a run along the river, 5k, felt dead.", [
    U("major", "poli sci|political science"), U("plan", "Econ midterm|midterm"), U("job_title", "student", 0),
    P("Priya", "major", "nursing", 0), U("family", "grandma"), P("grandma", "age", "88"), P("grandma", "city", "Manila"),
    U("sport", "run|running", 0)], tag=1)
K("diary", "Somewhere in Nebraska tonight. Been driving trucks for Swift going on 9 years and the flatness still gets me. Called home, Dana said the twins had a fight over the dog again. Ate at a Waffle House, which is the same everywhere. Back in Tulsa by Friday, thank God.", [
    U("job_title", "driving trucks|truck driver"), U("employer", "Swift"), U("city", "Tulsa", 0),
    U("family", "twins", 0), U("partner", "Dana", 0), U("pet", "dog", 0)], tag=1)
K("diary", "Church bake sale today. I made my lemon bars and they sold out in twenty minutes, which I'm choosing to take personally. Harold's hip is still bad so he stayed home. We've been married 47 years this June. I'm 71 and still think I'm 40 some days. Evening: crossword, tea, bed.", [
    U("partner", "Harold"), P("Harold", "relation", "married|husband"), P("Harold", "health", "hip|bad hip"),
    U("age", "71"), U("hobby", "crossword", 0)], tag=1)
K("diary", "First week at the new job done. I'm a junior UX designer at Monzo now, which still sounds made up. Team is nice, standup is at 9:30 which is criminal. My flat in Hackney is tiny but mine. Had pho with Leo after work, he's still at Deloitte and hates it. Need to call the GP about my asthma inhaler tomorrow.", [
    U("job_title", "junior UX designer|UX designer"), U("employer", "Monzo"), U("place|city", "Hackney"),
    U("city", "London", 0), U("health", "asthma"), U("belonging", "inhaler", 0), P("Leo", "employer", "Deloitte")], tag=1)
K("diary", "Farmers market this morning with Lucia. We sold out of the goat cheese by 11. My family's run this dairy in Vermont for three generations and I'm the first one with a college degree (agronomy, UVM). Rain all afternoon so I fixed the fence instead. Lucia wants to get another dog. I said we have four, that's plenty.", [
    U("job_title|industry", "dairy|dairy farmer"), U("city|place", "Vermont"), U("major", "agronomy"),
    U("school", "UVM|University of Vermont"), U("pet", "dog"), U("partner", "Lucia", 0)], tag=1)
K("diary", "Didn't sleep. My mom's surgery is tomorrow at 7am at St. Mary's and I'm trying not to spiral. Took the day off work (thank you Karen for covering my register). Made soup nobody will eat. My brother's flying in from Denver tonight. I'm the one who lives close, 10 minutes away in Fairview, so everything falls on me.", [
    U("family", "mom"), P("mom", "plan", "surgery"), U("place|city", "Fairview"), P("brother", "city", "Denver"),
    U("family", "brother", 0), U("job_title", "cashier", 0), P("Karen", "relation", "coworker", 0)], tag=1)
K("diary", "Today I finally told my parents I'm gay. Mom cried, Dad just said 'ok, pass the salt'. I'm 24, I live in Minneapolis, I've known since I was 13. Marcus hugged me for like five whole minutes when I got home.", [
    U("age", "24"), U("city", "Minneapolis"), U("partner", "Marcus", 0)], tag=1)
K("diary", "Spent the morning on the boat with Dad. Caught nothing, as usual. He's 80 and still insists on steering. I came back to Halifax for the summer to help him out; normally I'm in Toronto teaching piano. My hands smell like bait. Tomorrow: fix his gutters.", [
    U("family", "Dad"), P("Dad", "age", "80"), U("city", "Toronto"), U("job_title", "teaching piano|piano teacher"),
    U("instrument", "piano", 0), U("hometown", "Halifax", 0), P("Dad", "city", "Halifax", 0)], tag=1)
K("diary", "wow what a week. got the results: type 2 diabetes. doctor says it's manageable if I actually listen for once. cut out soda (rip). work was chaos, three brides in the shop on saturday. I've owned this little flower shop in Savannah for 6 years and saturdays are always insane. Zoe (my niece) helped with deliveries.", [
    U("health", "type 2 diabetes|diabetes"), U("job_title", "flower shop|florist|shop owner"), U("city", "Savannah"),
    U("family", "Zoe|niece"), P("Zoe", "relation", "niece")], tag=1)

# ---------- companion (12) ----------
K("companion", [
    u("nova i got the job!!!"),
    a("NO WAY! The barista position at Blue Fern?"),
    u("lol no that was last year. junior accountant at a firm called Halden & Price"),
    a("Oh my bad! Congrats, accountant! When do you start?"),
    u("the 14th. i'm terrified of excel")], [
    U("job_title|plan", "junior accountant|accountant"), U("employer|plan", "Halden & Price")], tag=1, ch="Nova")
K("companion", [
    u("Wren, my granddaughter visited today. Sophie. She's 7 now."),
    a("How lovely! Is she your son's daughter?"),
    u("My daughter's. Claire's. They live in Bristol."),
    a("Bristol, right near you then?"),
    u("Not really, I'm up in Newcastle. Three hours on the train.")], [
    U("family", "Sophie|granddaughter"), P("Sophie", "relation", "granddaughter"), P("Sophie", "age", "7"),
    U("family", "Claire|daughter"), P("Claire", "relation", "daughter"), P("Claire", "city", "Bristol"),
    P("Sophie", "city", "Bristol", 0), U("city", "Newcastle")], tag=1, ch="Wren")
K("companion", [
    u("ran my first half marathon this morning, 2:04"),
    a("Amazing! You've been running for years, right?"),
    u("nah only started in january. swimmer mostly. i swim 3 mornings a week"),
    a("So you're a triathlete in the making!"),
    u("haha maybe. knee says no")], [
    U("sport", "swim|swimming|swimmer"), U("sport", "half marathon|running", 0)], tag=1, ch="Pike")
K("companion", [
    u("Ollie, Pickles had her puppies!!"),
    a("Congratulations! How many kittens?"),
    u("PUPPIES. she's a dog lol. a dachshund. 4 puppies"),
    a("Sorry! Dachshund puppies, oh my goodness. Are you keeping any?"),
    u("one. the others go to my cousins")], [
    U("pet", "dachshund|dog"), U("pet_name", "Pickles"), U("pet", "puppies|puppy", 0), U("family", "cousins", 0)],
    tag=1, ch="Ollie")
K("companion", [
    u("hey sol, quick thing, i'm nonbinary, they/them"),
    a("Thanks for telling me! I'll use they/them. Are you still in Montreal?"),
    u("yep, still in Montreal. doing a masters in linguistics at McGill"),
    a("So you speak French fluently then!"),
    u("ehh. passable. english is my first language, mandarin second")], [
    U("gender", "nonbinary|non-binary"), U("city", "Montreal"), U("degree", "masters|master"), U("major", "linguistics"),
    U("school", "McGill|McGill University"), U("language", "english"), U("language", "mandarin"),
    U("language", "French", 0), U("job_title", "student", 0)], tag=1, ch="Sol")
K("companion", [
    u("kit what should i make for dinner"),
    a("How about a shrimp stir-fry? You loved that last time!"),
    u("i'm allergic to shellfish kit 😭 you literally suggested that before"),
    a("I'm so sorry! Noted: no shellfish. Chicken then?"),
    u("i'm pescatarian. so, no. tofu is fine")], [
    U("allergy", "shellfish"), U("diet", "pescatarian")], tag=1, ch="Kit")
K("companion", [
    u("Juniper do you have a favourite band?"),
    a("I'm obsessed with Fleetwood Mac. Rumours on repeat. You?"),
    u("Big Thief. Saw them in Chicago last fall, drove 4 hours for it"),
    a("Oh nice, so you're near Chicago?"),
    u("Indianapolis. Chicago's a trek but worth it.")], [
    C("fav_music", "Fleetwood Mac"), U("fav_music", "Big Thief"), U("city", "Indianapolis")], tag=1, ch="Juniper")
K("companion", [
    u("atlas, boss yelled at me again today"),
    a("That's rough. Is that at the hospital?"),
    u("what hospital? i work at a call center. Verizon customer support"),
    a("My mistake! Customer support at Verizon. Long shifts?"),
    u("10 hours. and i'm doing night classes for my associate's in IT")], [
    U("job_title", "customer support"), U("employer", "Verizon"), U("degree|plan", "associate's|associate degree"),
    U("major", "IT")], tag=1, ch="Atlas")
K("companion", [
    u("Bea, Sam proposed last night!!"),
    a("AAAH congratulations! Sam's your girlfriend of two years?"),
    u("five years lol. and yes girlfriend, now fiancée 💍"),
    a("Five! When's the wedding?"),
    u("October 12th next year, in her hometown, Asheville")], [
    U("partner", "Sam"), P("Sam", "relation", "fiancée|girlfriend"), U("plan", "October 12th|wedding"),
    P("Sam", "hometown", "Asheville")], tag=1, ch="Bea")
K("companion", [
    u("movers come tomorrow. bye Phoenix"),
    a("Exciting! Where are you heading again, Seattle?"),
    u("Sacramento. my wife got a teaching job there"),
    a("That's great for her! And you?"),
    u("remote, so i just bring my laptop. i do QA for a gaming studio")], [
    U("city", "Phoenix"), U("plan", "Sacramento|moving to Sacramento"), U("partner", "wife"),
    P("wife", "job_title", "teaching|teacher"), P("wife", "city", "Sacramento", 0), U("job_title", "QA"),
    U("industry", "gaming")], tag=1, ch="Remy")
K("companion", [
    u("fern, started therapy today"),
    a("I'm proud of you. Is this for the anxiety you mentioned?"),
    u("depression mostly. anxiety's a side dish"),
    a("That's a big step. How did it feel?"),
    u("weird. she asked about my dad a lot. he died when i was 15 so")], [
    U("health", "depression"), U("health", "anxiety")], tag=1, ch="Fern")
K("companion", [
    u("it's my birthday today! 40!!"),
    a("Happy 40th! Wasn't your birthday in March though?"),
    u("no that's my husband's. mine's today, august 9"),
    a("Oops! Happy birthday!! Any plans?"),
    u("karaoke with the girls tonight, I'm gonna butcher Dolly Parton")], [
    U("age", "40"), U("birthday", "august 9"), U("partner", "husband", 0), P("husband", "birthday", "March", 0),
    U("fav_music", "Dolly Parton", 0), U("plan", "karaoke", 0)], tag=1, ch="Cass")

# ---------- group (10: 5 with me, 5 with exporter_me) ----------
K("group", [
    g("Tom", "who ate my yoghurt"),
    g("Jess", "not me, I'm lactose intolerant remember"),
    g("Aisha", "guilty 🙋‍♀️ i'll buy you another"),
    g("Tom", "Aisha you're a menace. also rent's due friday"),
    g("Jess", "paid already. btw my sister's staying over saturday, she's the one who's a nurse")], [
    U("health|diet|allergy", "lactose intolerant"), P("sister", "job_title", "nurse"), U("family", "sister", 0)],
    tag=1, me="Jess")
K("group", [
    g("Priya", "reminder: offsite is in Austin next Thurs"),
    gx("Ray", "can't make it, paternity leave starts Monday 🍼"),
    g("Dan", "congrats man!! boy or girl?"),
    g("Ray", "girl. we're naming her Hazel"),
    g("Priya", "aww. Dan you're presenting in Ray's place then")], [
    U("plan", "paternity leave"), U("family", "Hazel"), P("Hazel", "relation", "daughter", 0),
    U("gender", "male", 0), U("name", "Ray", 0)], tag=1)
K("group", [
    g("Gabe", "my character is a 300 year old elf wizard, just fyi"),
    g("Mo", "cool. I'm the dwarf cleric again"),
    g("Lena", "Gabe you're a wizard in real life too, aren't you a software engineer"),
    g("Gabe", "data engineer, but close. at Spotify"),
    g("Mo", "session's at mine sat, I'm in Brooklyn now btw, moved last month")], [
    U("job_title", "data engineer"), U("employer", "Spotify"), P("Mo", "city|place", "Brooklyn"),
    U("hobby", "D&D|tabletop games", 0)], tag=1, me="Gabe")
K("group", [
    g("Mom", "Maria are you coming for Thanksgiving"),
    gx("Maria", "yes, flying in Wed night. booked"),
    g("Uncle Joe", "bring that boyfriend of yours"),
    g("Maria", "Uncle Joe we broke up in June 😑"),
    g("Cousin Ana", "lol. I'm bringing Leo, he's gluten free so someone make a GF pie")], [
    U("plan", "Thanksgiving|flying in Wed night"), U("name", "Maria", 0), P("Leo", "diet", "gluten free")], tag=1)
K("group", [
    g("Sue", "anyone missing a grey cat? on Oak St"),
    g("Hank", "not mine, mine's orange and fat, his name's Mango"),
    g("Pete", "I'll keep an eye out. I'm the mail carrier for that route anyway"),
    g("Hank", "thanks Pete. I'm on Maple, two houses down from the school")], [
    U("pet", "cat"), U("pet_name", "Mango"), U("place", "Maple"), P("Pete", "job_title", "mail carrier")],
    tag=1, me="Hank")
K("group", [
    g("Diane", "next month's pick: Beloved?"),
    gx("Chloe", "yes! it's my favourite book ever, happy to reread"),
    g("Rob", "I'll be in Spain for most of it, sorry"),
    g("Diane", "Rob you're always in Spain"),
    g("Rob", "my wife's from Valencia, what can I say")], [
    U("fav_book", "Beloved"), P("Rob", "partner", "wife"), P("Rob's wife", "hometown", "Valencia")], tag=1)
K("group", [
    g("Kayla", "practice moved to 5:30 tues"),
    g("Brooke", "ugh I work till 6, I'm a dental assistant and they never let me leave early"),
    g("Kayla", "I can take Mason with us, Ethan's going anyway. my shift at the salon ends at 4"),
    g("Brooke", "you're a lifesaver"),
    g("Nina", "Kayla I can do Thursdays, I'm home now, just got laid off 🙃")], [
    U("family", "Ethan", 0), U("employer", "salon", 0), P("Brooke", "job_title", "dental assistant"),
    P("Nina", "job_title", "laid off|unemployed")], tag=1, me="Kayla")
K("group", [
    g("Prof. Adler", "lab meeting moved to Wed"),
    gx("Jun", "ok. I have my qualifying exam on Friday so I'll present briefly"),
    g("Sara", "good luck Jun! I passed mine last year, you'll be fine"),
    g("Jun", "thx. I've been too stressed to even eat, just coffee")], [
    U("plan", "qualifying exam"), U("job_title", "PhD student", 0), U("name", "Jun", 0)], tag=1)
K("group", [
    g("Ben", "ok final count for Vegas?"),
    g("Carlos", "me + my girlfriend"),
    g("Ben", "nice. I'm out actually, just found out I need surgery on my shoulder on the 12th"),
    g("Tyler", "dude no. from climbing?"),
    g("Ben", "yeah. torn labrum. 3 years of climbing and this is my reward")], [
    U("plan", "surgery on my shoulder|surgery"), U("health", "torn labrum"), U("sport", "climbing"),
    P("Carlos", "partner", "girlfriend"), P("Carlos", "plan", "Vegas", 0)], tag=1, me="Ben")
K("group", [
    g("Omar", "Nadia congrats on the residency match!!"),
    gx("Nadia", "thank you!! pediatrics at Johns Hopkins, starting July 1"),
    g("Leila", "so proud. you'll be in Baltimore then?"),
    g("Nadia", "yep, moving in June. leaving Chicago is going to hurt")], [
    U("job_title|plan", "pediatrics|pediatric resident"), U("employer|plan", "Johns Hopkins"),
    U("plan", "moving in June|Baltimore"), U("city", "Chicago"), U("name", "Nadia", 0)], tag=1)
