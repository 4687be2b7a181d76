from h import U, P, C, short, diary, comp, group

CASES = [
# ---------------- short chats ----------------
short("en", "just moved to denver last month, still not used to the altitude lol. work remote for a fintech startup so at least no commute", [
    U("city", "denver"), U("industry", "fintech"), U("employer", "startup|fintech startup", False)]),
short("en", "my sister's a vet in Ohio, i'm the one who can't keep a houseplant alive. I'm a barista at a place called Oat & Ember", [
    P("sister", "job_title", "vet|veterinarian"), P("sister", "city|place", "Ohio"), U("family", "sister", False),
    U("job_title", "barista"), U("employer", "Oat & Ember")], tag=True),
short("en", "I'm allergic to shellfish, and no it's not 'just a little', I end up in the ER", [U("allergy", "shellfish")]),
short("en", "Used to live in Boston but I'm in Seattle now, best decision I ever made. Rain and all.", [U("city", "Seattle")], tag=True),
short("en", "ok controversial opinion: pineapple on pizza is elite and anyone who says otherwise has never had it with jalapeños", [
    U("fav_food", "pineapple on pizza|pineapple pizza")]),
short("en", "I'd love to learn the cello someday but rn it's just me and my beat-up acoustic guitar", [
    U("instrument", "acoustic guitar|guitar")], tag=True),
short("en", "My daughter Maya just turned 7 and she already beats me at chess. Send help", [
    U("family", "Maya"), P("Maya", "relation", "daughter"), P("Maya", "age", "7")], tag=True),
short("en", "I'm 34, married, two boys, a golden retriever named Biscuit and a mortgage I try not to think about", [
    U("age", "34"), U("partner", "married|spouse"), U("family", "two boys|sons"), U("pet", "golden retriever|dog"), U("pet_name", "Biscuit")]),
short("en", "email me at j.okafor.design@gmail.com, NOT the old hotmail one, I lost the password years ago", [
    U("email", "j.okafor.design@gmail.com")], tag=True),
short("en", "rewatched Alien for the 30th time, still my favorite film, Ripley is the blueprint. my brother thinks The Thing is better, he's wrong", [
    U("fav_film", "Alien"), P("brother", "fav_film", "The Thing"), U("family", "brother", False)], tag=True),
short("en", "Do you think I should switch to nursing? I've been a paralegal for six years and I'm so burnt out", [
    U("job_title", "paralegal")], tag=True),
short("en", "grew up in a tiny town in Kerala, now doing my PhD in chemical engineering at Purdue", [
    U("hometown", "Kerala"), U("degree", "PhD"), U("major", "chemical engineering"), U("school", "Purdue")]),
short("en", "I'm vegan, my husband very much is not, dinner is a negotiation every single night", [
    U("diet", "vegan"), U("partner", "husband"), P("husband", "relation", "husband", False)], tag=True),
short("en", "If I were rich I'd buy a vineyard in Tuscany. Instead I'm a shift manager at a Chipotle in Fresno.", [
    U("job_title", "shift manager"), U("employer", "Chipotle"), U("city", "Fresno")], tag=True),
short("en", "Quick q: is it weird that my favorite movie is Paddington 2? I'm a 41 year old man", [
    U("fav_film", "Paddington 2"), U("age", "41"), U("gender", "man|male")]),
short("en", "my roommate Dev plays drums at 2am and I'm considering murder. he's a med student at UCSF so idk when he sleeps", [
    P("Dev", "relation", "roommate"), P("Dev", "instrument", "drums"), P("Dev", "school", "UCSF"),
    P("Dev", "job_title|major", "med student|medicine"), U("city", "San Francisco", False)], tag=True),
short("en", "Got my black belt in taekwondo today!!! 9 years of training", [U("sport", "taekwondo")], tag=True),
short("en", "I'm not a morning person, I'm not a people person, I'm a night-shift ICU nurse, it works out", [
    U("job_title", "ICU nurse|nurse")]),
short("en", "Fun fact: I speak four languages. English, Tagalog, Spanish and enough Japanese to order ramen", [
    U("language", "English"), U("language", "Tagalog"), U("language", "Spanish"), U("language", "Japanese", False)], tag=True),
short("en", "my new number is 415-555-0187, please update. the 510 one is dead", [U("phone", "415-555-0187")], tag=True),
short("en", "I hate cilantro with the fire of a thousand suns. tastes like soap. genetics I guess", [U("dislike", "cilantro|coriander")]),
short("en", "Type 1 diabetic since I was 12, so yes I know how carbs work, thank you", [
    U("health", "Type 1 diabetic|type 1 diabetes")], tag=True),
short("en", "me and my girlfriend Priya are going to Japan in April, flights booked, I'm already planning the ramen route", [
    U("partner", "Priya"), P("Priya", "relation", "girlfriend"), U("plan", "going to Japan|Japan|trip to Japan")]),
short("en", "Working at a bakery doesn't mean I own it lol. I'm just the 4am baker. The owner is my aunt Rosa", [
    U("job_title", "baker"), U("employer", "bakery", False), P("Rosa", "relation", "aunt"), P("Rosa", "job_title", "owner"),
    U("family", "Rosa")], tag=True),
short("en", "birthday's march 3rd, pisces, yes i'm emotional about it", [U("birthday", "march 3rd|March 3")]),
short("en", "I'm a 2nd year at Michigan, econ major, and honestly I should be studying instead of posting this", [
    U("school", "Michigan|University of Michigan"), U("major", "econ|economics")]),
short("en", "Anyone else collect vintage Pokémon cards? I've got a 1st edition Charizard and I've turned down two offers on it", [
    U("hobby", "Pokémon cards|collect vintage Pokémon cards"), U("belonging", "1st edition Charizard|Charizard")], tag=True),
short("en", "my wife keeps saying I'm a hockey dad now. I'm not. I just drive him to practice 5 days a week and scream from the bleachers", [
    U("partner", "wife"), U("family", "son", False), U("gender", "male", False)], tag=True),
short("en", "Honestly The Name of the Wind is the best book ever written and I'll die on this hill. still waiting on book 3 like everyone", [
    U("fav_book", "The Name of the Wind")]),
short("en", "i'm trans, he/him, and yes my mom still uses the wrong name half the time", [
    U("gender", "trans|he/him|trans man"), U("family", "mom", False)], tag=True),
short("en", "Lactose intolerant but I will still eat the entire block of cheddar. consequences are for tomorrow me", [
    U("health|allergy|diet", "Lactose intolerant"), U("fav_food", "cheddar", False)]),
short("en", "no I'm not from London, everyone assumes because of the accent. Born and raised in Leeds, live in Manchester now", [
    U("hometown", "Leeds"), U("city", "Manchester")], tag=True),

# ---------------- diaries ----------------
diary("en", "Tuesday. Woke up at 5 to walk Pepper before work because the forecast said storms. She's eleven now and slower on the hills, which breaks my heart a little. Work was the usual chaos—I teach third grade and two kids threw up before lunch. My coworker Jenna announced she's pregnant, which is lovely, and also means I'm covering her class in the fall. After school I went to pottery, which is the only thing keeping me sane this semester. Made a lopsided mug. Dinner was leftover chili. Called Mom, she's still in Tucson and still complaining about the heat.", [
    U("pet", "dog", False), U("pet_name", "Pepper"), U("job_title", "teach third grade|teacher|third grade teacher"),
    P("Jenna", "relation", "coworker"), P("Jenna", "health", "pregnant"), U("hobby", "pottery"),
    P("mom", "city", "Tucson"), U("family", "Mom", False)], tag=True),
diary("en", "Two hours at the climbing gym, finally sent the purple V5 I've been projecting for a month. Forearms destroyed. I go four nights a week now which is probably too much. Grabbed pho after with Sam, who's convinced he'll move to Portland next year (he says this every year). I had the rare steak pho, which is the only correct order, fight me. Got home and my cat Mochi had knocked a plant off the shelf again. Spent the evening on code review—being a backend engineer at a logistics company means nobody notices you until something breaks.", [
    U("sport", "climbing|bouldering"), U("fav_food", "rare steak pho|pho"), U("pet", "cat"), U("pet_name", "Mochi"),
    U("job_title", "backend engineer"), U("industry", "logistics"), P("Sam", "plan", "move to Portland", False)], tag=True),
diary("en", "Hospital day. Dad's hip surgery went fine, he's groggy and cracking bad jokes at the nurses so he's definitely himself. I drove up from Sacramento at 4am and I'm sleeping on my brother's couch in Redding for the week. My brother Luis has three kids under six and I have no idea how he's still alive. Work keeps emailing me even though I'm on leave—being the only HR person at a 40-person company is no joke. Ate vending machine Doritos for dinner. Tomorrow I'll try to find an actual vegetable.", [
    P("dad", "health", "hip surgery"), U("family", "Dad", False), U("city", "Sacramento", False), U("family", "Luis"),
    P("Luis", "relation", "brother"), P("Luis", "city", "Redding"), P("Luis", "family", "three kids", False),
    U("job_title", "HR|HR person")], tag=True),
diary("en", "Record Store Day! Lined up at 6am outside Grimey's with a thermos. Got the Radiohead reissue I wanted and a Phoebe Bridgers picture disc I didn't need. My record collection is at 412 now, the shelves are bending. Nina says if I buy one more shelf she's moving out, but she said that at 300 too. Afternoon I practiced bass for an hour, the band has a gig at the Basement on the 14th. Work tomorrow, back to being an accountant, which is the least rock and roll job on earth.", [
    U("hobby", "record collection|records|vinyl"), U("fav_music", "Radiohead", False), U("instrument", "bass"),
    U("plan", "gig at the Basement|gig"), U("job_title", "accountant"), U("partner", "Nina", False)], tag=True),
diary("en", "Day 3 of the new job. I'm a junior UX designer at Canva now, still can't believe it. The Sydney office is ridiculous, there's a slide. Met my manager Chloe properly today, she's from Auckland and has the driest humour I've ever heard. Lunch was a sad sandwich because I forgot my wallet. I've been in Sydney three weeks and still get lost in the CBD. Wrote to my parents back in Perth, they want photos of everything. Evening: gym, then an episode of Bluey because I'm 26 and I do what I want.", [
    U("job_title", "junior UX designer|UX designer"), U("employer", "Canva"), U("city", "Sydney"),
    P("Chloe", "relation", "manager"), P("Chloe", "hometown", "Auckland"), U("hometown", "Perth", False),
    P("parents", "city", "Perth"), U("age", "26")], tag=True),
diary("en", "Rough night. The baby was up every two hours and Tom and I took shifts. Maternity leave is nothing like the Instagram version. Olive is six weeks old and already has more clothes than me. I managed a shower and half a coffee. My sister Kate dropped off a lasagna and stayed to fold laundry, bless her. She's a firefighter and works 24-hour shifts, so her showing up at all is love. Trying to read a chapter of Middlemarch every night and failing.", [
    U("family", "Olive"), P("Olive", "relation", "baby|daughter", False), P("Olive", "age", "six weeks", False),
    U("partner", "Tom", False), U("family", "Kate"), P("Kate", "relation", "sister"), P("Kate", "job_title", "firefighter"),
    U("gender", "female", False)], tag=True),
diary("en", "Marathon training week 12. 18 miles this morning along the river, knees held up. I've been running since college and I've done the Chicago Marathon twice, but this is my first time trying for a Boston qualifier. Race is October 8th, registration done, hotel booked. Work was a blur, third week of audits at the bank. Meal prepped chicken and rice for the fifth week straight, I genuinely can't look at broccoli anymore. Mike texted asking if I'm still coming to his bachelor party, I said yes, obviously.", [
    U("sport", "running|marathon"), U("plan", "Race is October 8th|marathon|Boston qualifier"),
    U("employer|industry", "bank|banking", False), U("plan", "bachelor party", False)], tag=True),
diary("en", "Tried to make my grandmother's kimchi jjigae from memory and it was... fine. Not hers. I'm convinced the secret is the three-year-old kimchi she kept in the garage fridge. Halmeoni passed in 2019 and I still cook her food when I miss her. Work from home today, translating a pharma manual from Korean to English which is as fun as it sounds. Freelance translator life. Later went to the Korean market on Buford Highway, bought way too much banchan. Atlanta in July is a swamp.", [
    U("job_title", "freelance translator|translator"), U("language", "Korean"), U("language", "English"),
    U("city", "Atlanta", False), U("fav_food", "kimchi jjigae", False)], tag=True),
diary("en", "Parent-teacher conference for Eli. His teacher says he's 'very verbal', which I know is code for never stops talking. He gets that from his dad. Eli is in 2nd grade at Roosevelt Elementary and wants to be a paleontologist this week. I left work early, which at a law firm means people look at you like you've committed a crime. Paralegal life. Picked up tacos. Eli is allergic to peanuts so I check every label twice, even at the taco truck.", [
    U("family", "Eli"), P("Eli", "relation", "son", False), P("Eli", "school", "Roosevelt Elementary"),
    P("Eli", "allergy", "peanuts"), U("job_title", "paralegal"), U("employer", "law firm", False)], tag=True),
diary("en", "Moving day tomorrow. Boxes everywhere. After eight years in Austin I'm heading to Denver for the new role—a staff engineer position at a healthcare company, signed last week. Said goodbye to my climbing crew tonight. The dog, Juniper, has figured out something is happening and won't leave my side. My brother says I'm crazy for leaving Texas. Ordered Tex-Mex one last time, queso is the thing I'll miss most.", [
    U("city", "Austin"), U("plan", "Denver|heading to Denver|move to Denver"), U("job_title|plan", "staff engineer"),
    U("industry|plan", "healthcare", False), U("pet", "dog"), U("pet_name", "Juniper"), U("fav_food", "queso", False),
    U("sport", "climbing", False)], tag=True),

# ---------------- companion chats ----------------
comp("en", "Nova", [
    "hey nova, long day",
    "Long day at the hospital again? How's the residency going?",
    "i'm not a resident lol, i'm a pharmacist. at a CVS. big difference",
    "Sorry! Pharmacist at CVS, got it. Busy flu season?",
    "the worst. and i'm allergic to latex so gloves are a whole thing"], [
    U("job_title", "pharmacist"), U("employer", "CVS"), U("allergy", "latex")]),
comp("en", "Milo", [
    "Milo guess what, I finally finished painting my Gloomhaven minis",
    "All 47? That's amazing! Are you still hosting game night on Fridays?",
    "Thursdays now. And it was 30-ish minis, not 47, you're making me sound unhinged",
    "Haha sorry, 30-ish. Who's coming this Thursday?",
    "the usual crew. my partner Alex is finally joining, they hate losing though"], [
    U("hobby", "Gloomhaven|painting minis|board games"), U("hobby", "game night"), U("partner", "Alex"),
    P("Alex", "relation", "partner")]),
comp("en", "Sage", [
    "I think I should tell you, I'm not 19",
    "Oh! I'd assumed you were in college. How old are you then?",
    "31. I just write like a teenager apparently. I'm a high school librarian in Vermont",
    "Ha, noted — 31, librarian, Vermont. Do you love it there?",
    "most days. winters are brutal. i'm from Georgia originally so it's a shock every year"], [
    U("age", "31"), U("job_title", "high school librarian|librarian"), U("city|place", "Vermont"), U("hometown", "Georgia")]),
comp("en", "Echo", [
    "echo can you remember my sister's birthday for me. June 9",
    "Of course! I'll remember that your birthday is June 9.",
    "no, MY SISTER's. Hannah. mine is in november",
    "Got it — Hannah's birthday is June 9, and yours is in November.",
    "22nd of november. Write it down properly this time 😤"], [
    P("Hannah", "birthday", "June 9"), P("Hannah", "relation", "sister"), U("family", "Hannah"),
    U("birthday", "22nd of november|November 22")]),
comp("en", "Juno", [
    "Arsenal won!!! I screamed so loud my neighbor knocked on the wall",
    "You must be thrilled! Have you been an Arsenal fan since you lived in London?",
    "never lived in London, I'm from Lagos, been a Gooner since I was 8",
    "That's a long time! Do you still play yourself?",
    "five-a-side every Sunday, I'm in goal. and after, suya or nothing"], [
    U("hometown", "Lagos"), U("hobby", "Arsenal|Gooner"), U("sport", "five-a-side|football|soccer"), U("fav_food", "suya")]),
comp("en", "Atlas", [
    "I had an interview today",
    "How did it go? Was it for the marketing role at Nike?",
    "that was last month, I didn't get it. today was a data analyst job at a hospital in Tampa",
    "Fingers crossed! Would you have to move to Tampa?",
    "nah I'm already in St. Pete, it's 30 min. second round is friday"], [
    U("city", "St. Pete|St. Petersburg"), U("plan", "second round|interview")]),
comp("en", "Wren", [
    "my cat died last week",
    "I'm so sorry. Was it Pumpkin?",
    "no pumpkin is my other cat, he's fine. it was Smudge. she was 16",
    "I'm so sorry about Smudge. How is Pumpkin handling it?",
    "he keeps looking for her. I'm working from home this week to be with him"], [
    U("pet", "cat"), U("pet_name", "Pumpkin")]),
comp("en", "Pip", [
    "Pip do you have a favourite song?",
    "I do! I always come back to \"Clair de Lune\". What about you?",
    "mine's anything by Fleetwood Mac. Dreams especially. my dad played it constantly",
    "Great taste. Do you play any music yourself?",
    "I took piano for ten years as a kid but I quit. now I just sing in the car"], [
    C("fav_music", "Clair de Lune"), U("fav_music", "Fleetwood Mac"), U("fav_music", "Dreams", False)]),
comp("en", "Luna", [
    "Luna I'm freaking out, I got into the nursing program!!",
    "Congratulations!!! Is that at UCLA like you wanted?",
    "no UCLA rejected me, it's Cal State Long Beach. starts in August",
    "That's wonderful, Cal State Long Beach it is! Will you keep your job at Target?",
    "part time, yeah. I'm 38 btw so this is a whole midlife thing"], [
    U("school|plan", "Cal State Long Beach"), U("major|plan", "nursing"), U("employer", "Target"), U("age", "38")]),
comp("en", "Kai", [
    "Kai remind me what I told you about my diet",
    "You said you're keto and avoid sugar.",
    "I WAS keto. Now I'm pescatarian. Keep up",
    "Updated: pescatarian. Any fish you don't like?",
    "salmon is fine, but I can't stand tuna, it's the smell"], [
    U("diet", "pescatarian"), U("dislike", "tuna")]),
comp("en", "Ivy", [
    "morning Ivy. first day back after paternity leave",
    "Welcome back! How's baby Theo?",
    "it's Leo lol. he's great, doesn't sleep",
    "Sorry — Leo! And how's your wife holding up?",
    "Jess is a champ. she goes back to teaching in March"], [
    U("family", "Leo"), P("Leo", "relation", "son|baby", False), U("partner", "Jess"), P("Jess", "relation", "wife", False),
    P("Jess", "job_title", "teaching|teacher"), U("gender", "male", False)]),
comp("en", "Orion", [
    "finished book 40 of the year!",
    "Nice! Was it another Brandon Sanderson?",
    "nope, I'm off fantasy for a bit. it was Piranesi. now my favorite book, no contest",
    "Piranesi is gorgeous. What's next on your list?",
    "Middlemarch. I keep starting it and quitting. also I'm learning Italian on duolingo so reading slower"], [
    U("fav_book", "Piranesi"), U("language", "Italian"), U("hobby", "reading", False)]),

# ---------------- group chats ----------------
group("en", [
    ("Priya", "reminder standup moved to 10:30"),
    ("Jordan", "thx. fyi I'm out friday, my sister's wedding in Denver"),
    ("Marcus", "congrats to her! I'm in Denver all next week for the conference btw"),
    ("Jordan", "oh nice, I grew up there, I'll send you a list of food spots")], [
    U("plan", "sister's wedding|wedding"), U("hometown", "Denver"), U("family", "sister", False),
    P("sister", "plan", "wedding", False)], me="Jordan"),
group("en", [
    ("Mom", "Who's bringing what for Thanksgiving?"),
    ("*Danielle", "I'll do pies. Remember I'm gluten-free now so I'll make one GF"),
    ("Uncle Ray", "I'll bring the turkey, I smoke it, 14 hours"),
    ("Kayla", "mac and cheese from me, it's the only thing I can cook"),
    ("Mom", "Danielle honey are you bringing that new boyfriend"),
    ("Danielle", "his name is Marcus and yes, mom 🙄")], [
    U("diet", "gluten-free"), U("partner", "Marcus"), P("Marcus", "relation", "boyfriend"), U("name", "Danielle", False)]),
group("en", [
    ("Ellie", "session zero is saturday, who's in"),
    ("Tom", "me! my character's an elf bard who's 300 years old"),
    ("Ellie", "love it. reminder I'm vegetarian so if we order pizza get one veggie"),
    ("Sana", "I'm in. can't stay past 10 tho, I work the early shift at the hospital"),
    ("Ellie", "no prob. I'm DMing so I'll bring my dice collection, all 200 of them lol")], [
    U("diet", "vegetarian"), U("hobby", "DMing|D&D|tabletop RPG"), U("belonging", "dice collection|dice"),
    P("Sana", "employer", "hospital", False)], me="Ellie"),
group("en", [
    ("Linda", "Has anyone seen a gray tabby? She got out this morning"),
    ("*Ben", "not yet, I'll keep an eye out. I'm home all day, I work from home as a software tester"),
    ("Carl", "my dog barks at every cat so I'd know lol"),
    ("Priya", "I'll check our garage, we leave it open sometimes"),
    ("Linda", "Thanks Ben!! Her name is Mittens")], [
    U("job_title", "software tester"), P("Linda", "pet", "gray tabby|cat"), P("Linda", "pet_name", "Mittens"),
    P("Carl", "pet", "dog"), U("name", "Ben", False)]),
group("en", [
    ("Dana", "ok who's actually coming to the reunion in june"),
    ("Chris", "me, booked flights from Chicago"),
    ("Dana", "same, flying in from Atlanta. still can't believe it's been 10 years since we graduated from Tulane"),
    ("Rae", "I can't, I'm due in June 😭"),
    ("Dana", "Rae!!! congrats!!")], [
    U("plan", "reunion"), U("school", "Tulane"), U("city", "Atlanta", False), P("Rae", "health", "due in June|pregnant"),
    P("Chris", "city", "Chicago", False), P("Chris", "plan", "reunion")], me="Dana"),
group("en", [
    ("Coach Ann", "long run sunday 7am, meet at the boathouse"),
    ("*Kevin", "I'll be there. still nursing the plantar fasciitis so I'll do the short route"),
    ("Meg", "I'm out, I'm running the Philly half that day"),
    ("Raj", "count me in, first run with my new Garmin lol"),
    ("Kevin", "good luck Meg! I'm signed up for the Broad Street Run in May btw")], [
    U("health", "plantar fasciitis"), U("plan", "Broad Street Run"), U("sport", "running", False),
    P("Meg", "plan", "Philly half"), P("Raj", "belonging", "Garmin"), U("name", "Kevin", False)]),
group("en", [
    ("Sofia", "guys dad's 70th is on the 12th, we need a plan"),
    ("Mateo", "I can't fly in, work won't let me. I'm the only nurse on nights this month"),
    ("Sofia", "ugh ok. Lucia can you help me with the party? you're closest"),
    ("Lucia", "yes, I'm 20 min away. I'll do the cake, I'm a pastry chef remember"),
    ("Diego", "I'll chip in for the gift, I'm broke but not that broke"),
    ("Sofia", "I KNOW lol. I'll do decorations, I'm the one with the Cricut")], [
    P("Mateo", "job_title", "nurse"), P("Lucia", "job_title", "pastry chef"), U("belonging", "Cricut"),
    P("dad", "age", "70", False), U("plan", "party|dad's 70th", False)], me="Sofia"),
group("en", [
    ("Rachel", "Everyone welcome Omar to the team!"),
    ("*Omar", "thanks all! I'm joining as the new data engineer, came over from Spotify, and I'm based in Toronto"),
    ("Hugo", "welcome! I'm in Toronto too, we should grab lunch"),
    ("Omar", "definitely. fair warning I will talk about the Raptors a lot")], [
    U("job_title", "data engineer"), U("city", "Toronto"), U("hobby", "Raptors", False), P("Hugo", "city", "Toronto"),
    U("name", "Omar", False)]),
group("en", [
    ("Grace", "next pick? I vote Remains of the Day, it's my favorite novel"),
    ("Lin", "read it twice, yes"),
    ("Paula", "sure but I'm traveling in Portugal until the 20th"),
    ("Grace", "fine by me. Paula bring back pastel de nata 😭 they're my weakness")], [
    U("fav_book", "Remains of the Day|The Remains of the Day"), U("fav_food", "pastel de nata")], me="Grace"),
group("en", [
    ("Big Mike", "trade deadline is tonight"),
    ("*Jess", "I'm not trading Kelce, don't even ask. Chiefs fan since birth"),
    ("Tyrell", "Jess you're from Kansas City, you're contractually obligated"),
    ("Jess", "lived in KC my whole life, still do, proud")], [
    U("hometown", "KC|Kansas City"), U("city", "KC|Kansas City"), U("hobby", "Chiefs|fantasy football", False),
    U("name", "Jess", False)]),
]
