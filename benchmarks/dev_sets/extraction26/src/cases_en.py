"""English cases of dev set 26 (64): 32 short chats, 10 diaries, 12 companion chats, 10 group chats."""
from h import u, p, c, U, A, S, case

E = "en"
CASES = []
add = CASES.append

# ---------------------------------------------------------------- short chats
add(case(E, "short", [U("turned 44 yesterday and my 15yo got me a mug that says world's okayest dad lol")], [
    u("age", "44"),
    u("family", "15yo|son|kid", False),
    u("gender", "male", False),
], neg=True))

add(case(E, "short", [U("i'm a paralegal at a small firm in tulsa. not a lawyer. people always assume")], [
    u("job_title", "paralegal"),
    u("city", "tulsa|Tulsa"),
    u("employer", "small firm", False),
], neg=True))

add(case(E, "short", [U("Mortgage finally refinanced at 5.9, which for Denver right now is basically a miracle. So yes, we're keeping the blue house on Elm St.")], [
    u("place", "Elm St|Elm Street"),
    u("city", "Denver", False),
    u("belonging", "blue house|house", False),
]))

add(case(E, "short", [U("my email is k.obrien.writes@gmail.com — the old hotmail one is dead, dont use it")], [
    u("email", "k.obrien.writes@gmail.com"),
], neg=True))

add(case(E, "short", [U("call me on 07700 914 382 if anything changes, I'm on the late shift at the depot till 10")], [
    u("phone", "07700 914 382|07700914382"),
    u("employer", "depot", False),
]))

add(case(E, "short", [U("Not allergic to cats. Allergic to DOGS. Yes I know, I'm a vet tech. Life is cruel.")], [
    u("allergy", "DOGS|dogs"),
    u("job_title", "vet tech|veterinary technician"),
], neg=True))

add(case(E, "short", [U("My dad's 79 and still insists on driving to the hardware store every morning. He was a machinist at Boeing for 38 years, retired now and bored out of his mind")], [
    u("family", "dad", False),
    p("dad", "age", "79"),
    p("dad", "job_title", "retired|machinist"),
    p("dad", "employer", "Boeing", False),
], neg=True))

add(case(E, "short", [U("grew up in Cork, been in Manchester since uni, still can't understand half of what people say here")], [
    u("hometown", "Cork"),
    u("city", "Manchester"),
]))

add(case(E, "short", [U("I'd love a border collie but we're in a one-bed flat in Hackney so it's just me and the goldfish (Keith)")], [
    u("pet", "goldfish"),
    u("pet_name", "Keith"),
    u("place|city", "Hackney"),
    u("city", "London", False),
], neg=True))

add(case(E, "short", [U("honestly the best thing I've ever eaten is my grandma's pierogi, nothing comes close. and I can't stand olives, never could")], [
    u("fav_food", "pierogi"),
    u("dislike", "olives"),
    u("family", "grandma", False),
]))

add(case(E, "short", [U("Name's Dolores but literally no one calls me that, it's Dee")], [
    u("name", "Dolores"),
    u("nickname", "Dee"),
]))

add(case(E, "short", [U("Had my gallbladder out in March, all good now, but no more fried food for me, doctor's orders")], [
    u("diet", "no more fried food|no fried food"),
    u("health", "gallbladder out|gallbladder removed", False),
]))

add(case(E, "short", [U("we're flying to Lisbon on the 14th for our 20th anniversary!! kids are staying with my sister")], [
    u("plan", "flying to Lisbon|Lisbon|trip to Lisbon"),
    u("family", "kids", False),
    u("family", "sister", False),
]))

add(case(E, "short", [U("if I were rich I'd quit and open a bookshop. instead I do payroll for a trucking company in Fresno")], [
    u("job_title", "payroll"),
    u("industry", "trucking"),
    u("city", "Fresno"),
], neg=True))

add(case(E, "short", [U("I speak Tagalog at home, English at work, and I'm slowly learning Korean in a night class")], [
    u("language", "Tagalog"),
    u("language", "English"),
    u("language", "Korean"),
]))

add(case(E, "short", [U("my son Marcus just got his learner's permit and I have aged ten years in one week")], [
    u("family", "Marcus"),
    p("Marcus", "relation", "son"),
]))

add(case(E, "short", [U("I play bass in a dad-rock cover band on weekends, we're terrible but we have fun")], [
    u("instrument", "bass"),
    u("hobby", "cover band|band", False),
]))

add(case(E, "short", [U("Can't stand jazz. My husband loves it though so every car ride is a warzone")], [
    u("dislike", "jazz"),
    u("partner", "husband"),
    p("husband", "fav_music", "jazz"),
], neg=True))

add(case(E, "short", [U("Class of 2003, Ohio State, BS in nursing. Still paying off the loans lol jk they're finally gone")], [
    u("school", "Ohio State"),
    u("degree", "BS"),
    u("major", "nursing"),
], neg=True))

add(case(E, "short", [U("does anyone know a good physio in Leeds? my knee has been bad since the half marathon")], [
    u("health", "knee"),
    u("city", "Leeds", False),
    u("sport", "running", False),
], neg=True))

add(case(E, "short", [U("my birthday's august 9th. please don't make a fuss, i'm 37 not 7")], [
    u("birthday", "august 9th|August 9"),
    u("age", "37"),
], neg=True))

add(case(E, "short", [U("My wife Priya is a pediatrician and I'm the guy who faints at a splinter")], [
    u("partner", "Priya"),
    p("Priya", "relation", "wife"),
    p("Priya", "job_title", "pediatrician"),
    u("gender", "guy|male"),
], neg=True))

add(case(E, "short", [U("been vegan 6 yrs, my teenagers think it's a personality disorder")], [
    u("diet", "vegan"),
    u("family", "teenagers", False),
]))

add(case(E, "short", [U("work from home for a Dutch insurance company, based in Halifax, Nova Scotia. yes the winters are as bad as you think")], [
    u("industry", "insurance"),
    u("city", "Halifax"),
    u("employer", "Dutch insurance company", False),
]))

add(case(E, "short", [U("my mum's moving in with us next month. she has early dementia and I'm not ready")], [
    u("family", "mum"),
    p("mum", "health", "early dementia|dementia"),
    p("mum", "plan", "moving in with us", False),
]))

add(case(E, "short", [U("Fave movie of all time is Jaws. Fave book is The Hobbit. Fight me.")], [
    u("fav_film", "Jaws"),
    u("fav_book", "The Hobbit"),
]))

add(case(E, "short", [U("I used to live in Austin, now in Pittsburgh, and I miss the breakfast tacos every single day")], [
    u("city", "Pittsburgh"),
], neg=True))

add(case(E, "short", [U("I coach my daughter's U14 soccer team on saturdays. not a real coach, I sell insurance lol")], [
    u("job_title", "sell insurance|insurance sales"),
    u("hobby", "coach my daughter's U14 soccer team|coaching soccer"),
    u("family", "daughter", False),
], neg=True))

add(case(E, "short", [U("Just found out I'm lactose intolerant at 41. Cool cool cool.")], [
    u("health|allergy|diet", "lactose intolerant"),
    u("age", "41"),
]))

add(case(E, "short", [U("we've got two cats, Mochi and Bean, and a very old tortoise called Gerald who used to be my grandad's")], [
    u("pet", "cats|cat"),
    u("pet_name", "Mochi"),
    u("pet_name", "Bean"),
    u("pet", "tortoise"),
    u("pet_name", "Gerald"),
]))

add(case(E, "short", [U("she/her, 29, nurse in the NICU at St. Michael's")], [
    u("gender", "she/her|female"),
    u("age", "29"),
    u("job_title", "nurse|NICU nurse"),
    u("employer", "St. Michael's"),
]))

add(case(E, "short", [U("anyone else's parents refuse to wear their hearing aids? my dad pretends he hears everything and then agrees to things he didn't hear")], [
    u("family", "dad", False),
    p("dad", "health", "hearing aids|hard of hearing", False),
], neg=True))

# ---------------------------------------------------------------- diaries
add(case(E, "diary", [U("Sunday. Finally cleared the gutters, which I've been promising Denise since September. Took the boys to the driving range after — Tyler (16) is out-hitting me now, which is humbling. Owen just sulked on his phone. Spent the afternoon on the budget: the mortgage goes up again in January now the fixed rate's ended. Called Mom at the care home in Sarasota; she thought it was 1987 again but she was happy, so I'll take it. Back to the plant tomorrow, 6am start. Twenty-two years as a shift supervisor and I still hate Mondays.")], [
    u("job_title", "shift supervisor"),
    u("family", "Tyler", False),
    p("Tyler", "age", "16"),
    u("family", "Owen", False),
    u("partner", "Denise", False),
    u("family", "Mom", False),
    p("mom", "city", "Sarasota"),
    p("mom", "health", "dementia", False),
    u("sport", "golf", False),
], neg=True))

add(case(E, "diary", [U("Oct 3. Rainy. Missed the 7:42 bus again so walked to campus in the drizzle. Stats lecture was brutal — I keep telling myself a biology major doesn't need to love stats but apparently it does. Lunch with Jade, who's convinced she's going to marry the TA. Worked 4–9 at the Trader Joe's on Pine, my feet are dead. Got home and Biscuit (the world's most dramatic beagle, technically my roommate's but he sleeps in MY bed) had eaten a sock. Ordered pho, watched Spirited Away for like the 12th time. Still the best movie ever made.")], [
    u("major", "biology"),
    u("employer", "Trader Joe's"),
    u("fav_film", "Spirited Away"),
    p("roommate", "pet", "beagle"),
    p("roommate", "pet_name", "Biscuit"),
], neg=True))

add(case(E, "diary", [U("Writing this in the hospital cafeteria. Dad's hip surgery went fine, the surgeon says he'll be walking in a week. He's 83 and flirted with the nurse on his way into anesthesia, so I think he's fine. My brother Kevin flew in from Phoenix but has to fly back Thursday. Work keeps pinging me — I told them I'm out till Monday. Being the only one of us who still lives in Columbus makes me the default caregiver, which I love and resent in equal measure. Note to self: cancel the dentist on the 12th.")], [
    u("family", "Dad", False),
    p("dad", "health", "hip surgery"),
    p("dad", "age", "83"),
    u("family", "Kevin"),
    p("Kevin", "relation", "brother"),
    p("Kevin", "city", "Phoenix"),
    u("city", "Columbus"),
], neg=True))

add(case(E, "diary", [U("Day 40 sober. Didn't even think about a drink at the Hendersons' barbecue, which I'm counting as a win. Brought my chili, people asked for the recipe, told them it's a family secret (it's extra cumin). Finished The Road on the porch — bleak as hell, not sure I liked it. Nothing beats Lonesome Dove for me, never will. Back to the classroom tomorrow: 8th grade science, 31 kids who think volcanoes are boring.")], [
    u("diet|health", "sober|sobriety"),
    u("fav_book", "Lonesome Dove"),
    u("job_title", "8th grade science|science teacher"),
], neg=True))

add(case(E, "diary", [U("Long one today. Client meeting in Sacramento ran over, didn't get back to Reno till 9. The firm's been good to me — 17 years as a structural engineer and they still let me work Fridays from home. Jess had her volleyball final; I missed it, she won, I'm the worst mom. Grabbed In-N-Out on the way home as an apology. Mike's at his brother's for the weekend. Mortgage statement came — down to the last 60k. Knees are killing me again, the rheumatologist wants to try a new med.")], [
    u("city", "Reno"),
    u("job_title", "structural engineer"),
    u("family", "Jess", False),
    p("Jess", "sport", "volleyball"),
    u("partner", "Mike", False),
    u("gender", "female", False),
    u("health", "Knees|knee pain"),
], neg=True))

add(case(E, "diary", [U("Moved into the new place in Dalston today. Three flights of stairs, no lift, one broken mirror. Sam carried the sofa basically alone because I was 'supervising'. Four years together and this is our first flat that isn't a shoebox. Unpacked the record player first, obviously — put on Rumours and cried a bit. Starting at the new agency Monday as a junior copywriter, which feels huge after two years of bartending.")], [
    u("place|city", "Dalston"),
    u("city", "London", False),
    u("partner", "Sam"),
    u("belonging", "record player"),
    u("fav_music", "Rumours|Fleetwood Mac", False),
    u("job_title|plan", "junior copywriter|copywriter"),
], neg=True))

add(case(E, "diary", [U("Quiet Tuesday. Walked Pepper twice — she's a 12-year-old lab mix and her hips are going. Graded 40 essays on Gatsby, which I've taught for nineteen years and still love. Therapy at 4, we talked about my mother again. Dinner was leftover lasagna. Martin called from Singapore, where he's been working since spring — the time difference is brutal but we make it work. Two more years and the youngest is off to college.")], [
    u("pet", "lab mix|dog"),
    u("pet_name", "Pepper"),
    u("job_title", "teacher|English teacher", False),
    u("fav_book", "Gatsby|The Great Gatsby", False),
    u("partner", "Martin", False),
    p("Martin", "city", "Singapore"),
    u("family", "youngest", False),
], neg=True))

add(case(E, "diary", [U("Feb 11. Snow again. My daughter Ruby turned 13 today and decided she's too cool for a party, so it was pizza and Mario Kart, just the three of us. Writing this in my sewing room, which is really a closet with a window. Finished the quilt for Mom's 70th next month — she'll cry. Work tomorrow at the credit union, then the dentist at 3.")], [
    u("family", "Ruby"),
    p("Ruby", "relation", "daughter"),
    p("Ruby", "age", "13"),
    p("Ruby", "birthday", "Feb 11", False),
    u("hobby", "sewing|quilting"),
    u("employer", "credit union"),
    u("plan", "dentist"),
    p("mom", "age", "70", False),
]))

add(case(E, "diary", [U("Overnight at the station was dead quiet, which never happens. Played cribbage with Ramirez till 3. Eleven years as a firefighter in Tacoma and I still get nervous on the drive in. Got home, slept, then took the kayak out on the sound for an hour. My brother keeps texting about moving back to Boise to be near our parents; I'm not going anywhere.")], [
    u("job_title", "firefighter"),
    u("city", "Tacoma"),
    u("belonging", "kayak", False),
    u("sport", "kayak|kayaking", False),
    p("brother", "plan", "moving back to Boise", False),
    p("parents", "city", "Boise", False),
], neg=True))

add(case(E, "diary", [U("Can't sleep so I'm writing. Got laid off today — 14 years at Halvorsen Logistics and it was a 15-minute call. I'm 52. Who hires a 52-year-old ops manager? Karen says we'll be fine, we have savings and the house is almost paid off. Caleb's tuition is due in August. I keep doing the math. Walked the dog at midnight; Rufus didn't mind. Maybe now I'll finally do the woodworking thing.")], [
    u("age", "52"),
    u("job_title", "laid off|unemployed|ops manager"),
    u("employer", "Halvorsen Logistics", False),
    u("pet", "dog"),
    u("pet_name", "Rufus"),
    u("partner", "Karen", False),
    u("family", "Caleb", False),
], neg=True))

# ---------------------------------------------------------------- companion chats
add(case(E, "companion", [
    U("ugh, long day. parent-teacher conferences for both kids"),
    A("That sounds exhausting! How old are your kids again — 8 and 10?"),
    U("lol no, 14 and 17. I wish they were 8 and 10, they were nicer then"),
    A("Teenagers, huh. Is the 17-year-old looking at colleges?"),
    U("yeah, Ava's got her heart set on UCLA. we're in Tucson so that's a long way from home"),
], [
    u("family", "both kids|kids"),
    u("city", "Tucson"),
    u("family", "Ava", False),
    p("Ava", "age", "17", False),
    p("Ava", "plan|school", "UCLA", False),
], character="Juniper", neg=True))

add(case(E, "companion", [
    U("Atlas, I finally booked the cataract surgery. March 3rd."),
    A("That's great news. Is this for your left eye, the one you mentioned?"),
    U("Right eye actually. Left one's fine for now."),
    A("Got it, right eye on March 3rd. Will your daughter drive you?"),
    U("My neighbor Frank will. My daughter's in Seattle and can't get away. Frank's a retired cop, he drives like it."),
], [
    u("plan", "cataract surgery"),
    u("health", "cataract", False),
    p("Frank", "relation", "neighbor"),
    p("Frank", "job_title", "retired cop|retired"),
    u("family", "daughter", False),
    p("daughter", "city", "Seattle"),
], character="Atlas", neg=True))

add(case(E, "companion", [
    U("milo guess what I got the job!!!"),
    A("Congrats!!! The nursing position at Mercy?"),
    U("nooo that was last month's interview, this is the UX one at Shopify. remote!"),
    A("Amazing — UX designer at Shopify, remote. When do you start?"),
    U("the 2nd. I'll still be in my tiny apartment in Ottawa but with an actual salary lol"),
], [
    u("job_title|plan", "UX|UX designer"),
    u("employer|plan", "Shopify"),
    u("city", "Ottawa"),
], character="Milo", neg=True))

add(case(E, "companion", [
    U("what music do you even like, Wren?"),
    A("Honestly? I'd pick old Motown every time. What about you?"),
    U("90s grunge forever. Pearl Jam mostly. My husband says it's just shouting"),
    A("Ha! Does he have better taste?"),
    U("he listens to podcasts about tax law so no"),
], [
    c("fav_music", "Motown"),
    u("fav_music", "Pearl Jam"),
    u("fav_music", "90s grunge|grunge"),
    u("partner", "husband", False),
    p("husband", "hobby", "podcasts about tax law|podcasts", False),
], character="Wren", neg=True))

add(case(E, "companion", [
    U("remember I told you I live in Glasgow?"),
    A("Of course! How's Glasgow treating you?"),
    U("well I fibbed lol, I'm in Edinburgh. Glasgow's where I grew up"),
    A("Ha, noted — Edinburgh now, Glasgow roots. What brought you to Edinburgh?"),
    U("the PhD. marine biology, 3rd year, please don't ask when I'm finishing"),
], [
    u("city", "Edinburgh"),
    u("hometown", "Glasgow"),
    u("degree", "PhD"),
    u("major", "marine biology"),
], character="Sol", neg=True))

add(case(E, "companion", [
    U("my mom fell again last night. she's ok but I'm wiped"),
    A("I'm so sorry. Is she still living on her own in the house in Dayton?"),
    U("no, she moved in with us two years ago. she's 86 and stubborn as a mule"),
    A("That's a lot to carry. Do you get any help?"),
    U("my sister Carol comes Sundays. and I work full time at the DMV so, you know. Tired."),
], [
    u("family", "mom"),
    p("mom", "age", "86"),
    u("family", "Carol"),
    p("Carol", "relation", "sister"),
    u("employer", "DMV"),
], character="Echo", neg=True))

add(case(E, "companion", [
    U("pip do you think I'm too old to learn piano? I'm 58"),
    A("Never too old! Have you played anything before?"),
    U("trumpet in high school, that's it. but I bought a used Yamaha keyboard last week"),
    A("Great start! Is there a song you're dreaming of playing?"),
    U("Clair de Lune. my late wife used to play it. that's the whole reason"),
], [
    u("age", "58"),
    u("belonging", "Yamaha keyboard|keyboard"),
    u("instrument", "piano|keyboard", False),
    u("fav_music", "Clair de Lune", False),
], character="Pip", neg=True))

add(case(E, "companion", [
    U("hazel my cat got diagnosed with diabetes today"),
    A("Oh no, poor Luna! How is she handling it?"),
    U("it's Nova, not Luna lol. and she's fine, I'm the one freaking out about insulin shots twice a day"),
    A("Sorry — Nova! Twice a day is a big change. Do you work from home?"),
    U("thankfully yes, I'm a freelance translator, Spanish and Portuguese into English"),
], [
    u("pet", "cat"),
    u("pet_name", "Nova"),
    u("job_title", "freelance translator|translator"),
    u("language", "Spanish"),
    u("language", "Portuguese"),
    u("language", "English", False),
], character="Hazel", neg=True))

add(case(E, "companion", [
    U("rook I need advice. my 15-year-old wants a motorbike"),
    A("Tough one! Do you ride yourself?"),
    U("I did in my twenties. sold it when we had him. these days I just cycle to work"),
    A("Cycling counts! Where do you work?"),
    U("hospital IT, at Addenbrooke's. the bike path in from our village is lovely"),
], [
    u("family", "15-year-old|son", False),
    u("sport", "cycle|cycling"),
    u("industry|job_title", "hospital IT|IT"),
    u("employer", "Addenbrooke's"),
    u("city", "Cambridge", False),
], character="Rook", neg=True))

add(case(E, "companion", [
    U("ok new fact about me: I'm officially a grandma!!"),
    A("Congratulations!! Is this your son's baby?"),
    U("my daughter's! Maisie had a little girl, 7 lbs 2 oz, named Hope"),
    A("Welcome, Hope! How are you feeling, Grandma?"),
    U("over the moon. and old. 61 feels old today"),
], [
    u("family", "Maisie"),
    p("Maisie", "relation", "daughter"),
    u("family", "Hope"),
    p("Hope", "relation", "granddaughter", False),
    u("age", "61"),
    u("gender", "female", False),
], character="Clover", neg=True))

add(case(E, "companion", [
    U("I'm thinking of quitting my job at the bank"),
    A("Big decision. You've been a teller there a while, right?"),
    U("not a teller, I'm a mortgage underwriter. 9 years"),
    A("Sorry! Underwriter for 9 years. What would you do instead?"),
    U("honestly? open a bakery. but that's a fantasy, I have a kid in braces and a mortgage of my own haha"),
], [
    u("job_title", "mortgage underwriter|underwriter"),
    u("employer", "bank", False),
    u("industry", "banking", False),
    u("family", "kid", False),
], character="Sage", neg=True))

add(case(E, "companion", [
    U("orla, remember my sister's birthday for me: june 2"),
    A("June 2 for your sister — got it! Is that Ellen?"),
    U("no, Ellen is my cousin. my sister's name is Fiona"),
    A("Fiona, June 2. Noted! Doing anything for it?"),
    U("we always go to Red Lobster for the cheddar biscuits, it's our thing. she's allergic to shellfish which makes it extra funny"),
], [
    u("family", "Fiona"),
    p("Fiona", "relation", "sister"),
    p("Fiona", "birthday", "june 2|June 2"),
    p("Fiona", "allergy", "shellfish"),
    p("Ellen", "relation", "cousin"),
], character="Orla", neg=True))

# ---------------------------------------------------------------- group chats
add(case(E, "group", [
    S("Marisol", "This month's pick is Demon Copperhead, I'm 100 pages in and obsessed"),
    S("Dana", "Haven't started, sorry!! Working nights at St. Luke's ER this week, nurse life. But I'm bringing lemon bars Thursday"),
    S("Jude", "Dana you and your lemon bars. I'm gluten free now so I'll bring fruit"),
    S("Dana", "Jude I'll do a GF batch, don't worry"),
], [
    u("job_title", "nurse"),
    u("employer", "St. Luke's|St. Luke's ER"),
    p("Jude", "diet", "gluten free"),
    u("hobby", "book club", False),
], me="Dana", neg=True))

add(case(E, "group", [
    S("Big Tony", "who's in for golf saturday 7am"),
    S("Rob", "in. finally fixed my slice", x=True),
    S("Marcus", "can't, the twins have a swim meet. next week maybe"),
    S("Rob", "Marcus how old are the twins now"),
    S("Marcus", "12. they beat me at everything"),
    S("Rob", "wait till they're 16 like mine, then they beat you AND borrow your car"),
], [
    u("plan", "golf saturday|golf"),
    u("sport", "golf"),
    p("Marcus", "family", "twins"),
    p("twins", "age", "12"),
    p("twins", "sport", "swim|swimming"),
    u("family", "mine|kids", False),
], neg=True))

add(case(E, "group", [
    S("Priyanka", "reminder I'm out Friday, citizenship ceremony!!"),
    S("Kate", "Priyanka congrats!!! Finally official 🇨🇦"),
    S("Leo", "amazing! I'm out next week too, my wife's due any day"),
    S("Kate", "ok so Friday it's me and Leo, next week it's just me holding the fort. Good thing I've been a project manager for 12 years lol"),
], [
    u("job_title", "project manager"),
    p("Priyanka", "plan", "citizenship ceremony"),
    p("Leo", "partner", "wife", False),
], me="Kate", neg=True))

add(case(E, "group", [
    S("Grandma Jo", "Happy birthday to my favourite grandson! 18 today!!", x=True),
    S("Ethan", "thanks grandma!! ❤️"),
    S("Lauren", "Mom you say that to all of them 😂"),
    S("Grandma Jo", "I have three grandsons and they're ALL my favourite. Ethan, when are you off to Purdue?"),
    S("Ethan", "Aug 20! engineering"),
], [
    u("family", "three grandsons|grandsons"),
    u("family", "Ethan", False),
    p("Ethan", "age", "18"),
    p("Ethan", "school|plan", "Purdue"),
    p("Ethan", "major|plan", "engineering"),
    u("gender", "female", False),
], neg=True))

add(case(E, "group", [
    S("Chris", "Trip report: summited Mt. Si in 2h10, new PB 💪"),
    S("Aimee", "beast! I'm still nursing my ankle sprain"),
    S("Chris", "heal up! fyi I'm moving to Boulder in June, so our Mt. Si Saturdays are numbered"),
    S("Dev", "NOOO. who's gonna drive, I don't even have a car"),
], [
    u("plan", "moving to Boulder|Boulder"),
    u("sport|hobby", "hiking|Mt. Si Saturdays", False),
    p("Aimee", "health", "ankle sprain"),
], me="Chris", neg=True))

add(case(E, "group", [
    S("Nadia", "whoever keeps eating my almond butter: I'm allergic to peanuts, I buy the expensive stuff for a REASON", x=True),
    S("Tom", "wasn't me, I'm keto"),
    S("Bea", "ok it was me 🙈 sorry!! I'll grab two jars on my way back from work"),
    S("Nadia", "Bea you work at Whole Foods, you have no excuse"),
], [
    u("allergy", "peanuts"),
    p("Tom", "diet", "keto"),
    p("Bea", "employer", "Whole Foods"),
    p("Bea", "relation", "roommate", False),
], neg=True))

add(case(E, "group", [
    S("Linda", "Dad's cardiologist says the stent went well, he's home tomorrow"),
    S("Gary", "Thank god. I'll drive up from Tampa Saturday and stay the week"),
    S("Sue", "I can't till the 20th, the bakery's slammed with wedding orders"),
    S("Gary", "Sue you own the place, tell them to wait lol"),
    S("Sue", "said the man who hasn't taken a vacation in 9 years"),
], [
    p("dad", "health", "stent|heart"),
    u("city", "Tampa"),
    u("plan", "drive up from Tampa Saturday|drive up Saturday"),
    p("Sue", "job_title", "own the place|bakery owner"),
    p("Sue", "employer", "bakery", False),
    u("gender", "man|male", False),
], me="Gary", neg=True))

add(case(E, "group", [
    S("Coach Rivera", "JV practice moves to 5pm Thursdays starting next week"),
    S("Mei", "got it. Sophie has the orthodontist at 4 on Thursday, I'll drop her straight after", x=True),
    S("Tanya", "Mei could you do carpool? I'm at the hospital till 6 Thursdays"),
    S("Mei", "sure, I'm done at the library at 3"),
], [
    u("employer", "library"),
    u("family", "Sophie", False),
    p("Sophie", "plan", "orthodontist"),
    p("Tanya", "employer", "hospital", False),
    p("Coach Rivera", "job_title", "Coach", False),
], neg=True))

add(case(E, "group", [
    S("xXFrostXx", "gg boys, I'm out, school tomorrow"),
    S("Luis", "bro you're 14?? I thought you were like 30"),
    S("xXFrostXx", "15 next month lol"),
    S("Luis", "man I'm 34 with a mortgage and I'm losing to a 9th grader"),
    S("Kenji", "same Luis. I'm 40 and my reflexes are gone. back to accounting tomorrow 😭"),
], [
    u("age", "34"),
    p("xXFrostXx", "age", "14", False),
    p("Kenji", "age", "40"),
    p("Kenji", "job_title|industry", "accounting"),
    u("hobby", "gaming", False),
], me="Luis", neg=True))

add(case(E, "group", [
    S("Hannah", "final headcount for the hen do is 9! Brighton, 12th–14th, Airbnb booked 🎉"),
    S("Zoe", "yesss. reminder I'm vegetarian"),
    S("Hannah", "noted Zoe. and Becky's coeliac so no pizza night"),
    S("Becky", "😭 true"),
    S("Mum", "Hannah love, I'm not invited to this one am I"),
    S("Hannah", "no Mum 😂 you get the wedding"),
], [
    u("plan", "hen do|Brighton"),
    p("Zoe", "diet", "vegetarian"),
    p("Becky", "health|diet|allergy", "coeliac|celiac"),
], me="Hannah", neg=True))
