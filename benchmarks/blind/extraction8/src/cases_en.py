from h import chat, diary, comp, group, U, P, C, F

CASES = [
# ---------------- short chats ----------------
chat("en", "Marcus here 👋 just started as a line cook at a ramen place downtown, my feet are DEAD", [
    U("name", "Marcus"), U("job_title", "line cook|cook")]),
chat("en", "im 41 btw, not 14 lol autocorrect is wild", [
    U("age", "41")], neg=True),
chat("en", "My name's Oluwaseun but everyone calls me Seun, easier on the tongue", [
    U("name", "Oluwaseun"), U("nickname", "Seun")]),
chat("en", ["do you think i should move to denver?", "my sister lives there and keeps begging me, i'm in tucson rn and the heat is killing me"], [
    U("city", "tucson|Tucson"), P("sister", "city", "denver|Denver"), U("family", "sister", False)], neg=True),
chat("en", "i have a severe shellfish allergy so please stop suggesting shrimp tacos 🙏", [
    U("allergy", "shellfish")]),
chat("en", "Quick update: I'm no longer at Deloitte. Joined a small climate startup called Verdana as their first data engineer.", [
    U("employer", "Verdana"), U("job_title", "data engineer"), U("industry", "climate", False)], neg=True),
chat("en", "we got a rescue greyhound last month, her name is Biscuit and she's scared of stairs", [
    U("pet", "greyhound|dog"), U("pet_name", "Biscuit")]),
chat("en", "not a cat person at all. my roommate has three and i'm basically their butler now", [
    P("roommate", "pet", "cat|cats"), P("roommate", "relation", "roommate", False)], neg=True),
chat("en", "reach me at 415-555-0188 or dana.whitfield@fastmail.com, the gmail one is dead", [
    U("phone", "415-555-0188"), U("email", "dana.whitfield@fastmail.com")], neg=True),
chat("en", "Born and raised in Cork, been living in Manchester for about six years now", [
    U("hometown", "Cork"), U("city", "Manchester")]),
chat("en", "I'm a paramedic, yes a woman paramedic, people still look surprised. 12 hour shifts, 4 on 4 off. Don't ask me about the worst thing I've seen", [
    U("job_title", "paramedic"), U("gender", "woman|female")]),
chat("en", "if I was rich I'd quit and open a bookstore in Lisbon. sadly I'm a claims adjuster in Ohio", [
    U("job_title", "claims adjuster"), F("user", "city|place", "Ohio")], neg=True),
chat("en", "my birthday's on march 9 and yes i share it with my twin so we never get our own cake", [
    U("birthday", "march 9|March 9"), U("family", "twin")]),
chat("en", "Favourite film of all time is Spirited Away, no contest. and i can't stand horror movies, don't even try", [
    U("fav_film", "Spirited Away"), U("dislike", "horror movies|horror")]),
chat("en", "got my MBA from Wharton in 2019, honestly the network was worth more than the classes", [
    U("degree", "MBA"), U("school", "Wharton")]),
chat("en", "i don't drink anymore, 2 years sober this june", [
    U("diet", "sober|don't drink|no alcohol"), U("health", "sober", False)]),
chat("en", ["anyone know a good dentist near Fremont?", "mine retired and i've got a cracked molar"], [
    U("health", "cracked molar"), U("city", "Fremont", False)], neg=True),
chat("en", "Pronouns he/him. I'm a trans man, happy to answer questions if you're curious", [
    U("gender", "trans man|man|male")]),
chat("en", "my husband Tomás is a firefighter and I'm a middle school science teacher, so our dinner table convos are chaotic", [
    U("partner", "Tomás|husband"), P("Tomás", "relation", "husband"), P("Tomás", "job_title", "firefighter"),
    U("job_title", "middle school science teacher|science teacher|teacher")]),
chat("en", "I speak Tagalog with my parents and English everywhere else. tried learning Spanish on Duolingo but gave up after 3 days", [
    U("language", "Tagalog"), U("language", "English"), U("family", "parents", False)], neg=True),
chat("en", "I hate hate HATE olives. they taste like sad salty grapes", [
    U("dislike", "olives")]),
chat("en", "Just signed the offer!! Starting at Stripe on the 14th as a product designer 🎉", [
    F("user", "employer|plan", "Stripe"), F("user", "job_title|plan", "product designer")]),
chat("en", "I went to Paris last week and honestly the Louvre was overrated. good to be back home in Leeds", [
    U("city", "Leeds")], neg=True),
chat("en", "I play bass in a punk cover band, we do a gig at the Crown every other friday", [
    U("instrument", "bass"), U("hobby", "punk cover band|band", False)]),
chat("en", "Listening to Fleetwood Mac on repeat. They're my all-time fav band, Rumours especially", [
    U("fav_music", "Fleetwood Mac")]),
chat("en", "My daughter Priya just turned 7, she started second grade at Lincoln Elementary and she wants to be a vet. I told her she has to deal with poop then", [
    U("family", "Priya|daughter"), P("Priya", "relation", "daughter"), P("Priya", "age", "7"), P("Priya", "school", "Lincoln Elementary")]),
chat("en", "ngl I still have the Nintendo Switch from college, it's held together with tape", [
    U("belonging", "Nintendo Switch|Switch")]),
chat("en", "I'm type 1 diabetic so I always carry snacks. people think I'm just hungry all the time lol", [
    U("health", "type 1 diabetic|type 1 diabetes|diabetes")]),
chat("en", "Been vegan for 5 years. my dad still thinks it's a phase", [
    U("diet", "vegan"), U("family", "dad", False)], neg=True),
chat("en", "we're flying to Osaka on the 3rd for our honeymoon, tickets booked, hotels booked, i'm so excited", [
    U("plan", "honeymoon|Osaka|flying to Osaka")]),
chat("en", "i live right by Lake Merritt, the geese are my neighbours now", [
    U("place", "Lake Merritt"), U("city", "Oakland", False)]),
chat("en", "I'm studying marine biology at UC Santa Cruz, second year, and I spend more time in a wetsuit than in class", [
    U("major", "marine biology"), U("school", "UC Santa Cruz|UCSC")]),

# ---------------- diaries ----------------
diary("en", "Tuesday. Rain all day. Took the 7:40 bus, which was late again. At work the printer jammed twice and Linda from accounting cried in the break room about her divorce, poor thing. I'm still the only pharmacist on the late shift at Walgreens which means I eat dinner standing up. Came home, fed Mochi (she's a tabby and a menace), made pasta. Mom called and asked if I've met anyone yet. No, Mom. Watched half of a documentary about octopuses and fell asleep on the couch.", [
    U("job_title", "pharmacist"), U("employer", "Walgreens"), U("pet", "tabby|cat"), U("pet_name", "Mochi"),
    U("family", "Mom", False)], neg=True),
diary("en", "Long day. Dropped the twins off at daycare, they're two now and already plotting against me. Work was meetings wall to wall — the new VP wants us to move the whole warehouse system to SAP by Q3, good luck with that. I've been a logistics manager for eleven years and this is the messiest rollout I've seen. Jake made tacos for dinner (he's the better cook, I'll admit it). Did my PT exercises for my knee. Bed by ten. Tomorrow I'm skipping the gym, I earned it.", [
    U("job_title", "logistics manager"), U("family", "twins"), P("twins", "age", "two|2"),
    U("partner", "Jake", False), U("health", "knee", False)], neg=True),
diary("en", "Today I turned 60. Sixty! My granddaughter made me a card with a cat on it that looked like a potato. The kids came over for lunch — Sam drove up from Boston, and Ellie brought her new boyfriend who seems nice enough but talks about crypto a lot. After they left I sat on the porch with a glass of wine and listened to some old Joni Mitchell records. Still the best. Maybe I'll finally start those pottery classes I keep talking about. Or maybe not.", [
    U("age", "60|Sixty"), U("fav_music", "Joni Mitchell"), U("family", "granddaughter", False),
    U("family", "Sam|kids"), U("family", "Ellie|kids"), P("Sam", "relation", "kids|child|son"), P("Ellie", "relation", "kids|child|daughter"),
    P("Sam", "city", "Boston", False)], neg=True),
diary("en", "So I finally did it. I told my manager I'm leaving. Two weeks notice. The new gig is at a nonprofit in Baltimore doing grant writing and the pay is worse but I'll actually sleep. Mark said I'm crazy, but Mark also thinks pineapple on pizza is a crime so. Packed up half my desk. Walked Pretzel (my 12 year old beagle) twice because I was too wired to sit still. Ate cereal for dinner like a true adult.", [
    F("user", "plan|job_title", "grant writing|grant writer"), F("user", "plan|city", "Baltimore", False), F("user", "employer|plan", "nonprofit", False),
    U("pet", "beagle|dog"), U("pet_name", "Pretzel"), U("plan", "leaving|two weeks notice", False)], neg=True),
diary("en", "Week 3 of physical therapy. Shoulder is better but not great. Dr. Osei says no climbing till August, which hurts more than the shoulder tbh. Spent the afternoon reading The Remains of the Day again, my favourite book, and texting Lauren about her wedding plans (she wants a barn, her fiancé wants a beach). Ordered thai food. Realised I've lived in this apartment in Minneapolis for exactly five years today.", [
    U("health", "shoulder"), U("sport", "climbing", False), U("fav_book", "The Remains of the Day"),
    U("city", "Minneapolis"), P("Lauren", "plan", "wedding", False)], neg=True),
diary("en", "dear diary lol. it's 2am. couldn't sleep bc of the exam tomorrow — organic chem, the final boss. i'm a pre-med at Rutgers and sometimes i think i should've just done english like my brother. he's a high school teacher in jersey city now and seems happy. ate an entire sleeve of oreos. going to try to sleep now. wish me luck. (no one will, this is a diary)", [
    U("school", "Rutgers"), U("major", "pre-med"), U("plan", "exam tomorrow|organic chem|exam", False),
    U("family", "brother"), P("brother", "job_title", "high school teacher|teacher"), P("brother", "city", "jersey city|Jersey City")], neg=True),
diary("en", "Saturday market day. Bought too many tomatoes again. Ran into Priscilla from book club who told me she's moving to Portugal next spring — everyone's moving to Portugal. Afternoon: three hours of weeding. The garden is my therapy. Evening: practiced the cello for an hour, Bach suite no. 1, still butchering the prelude. My neighbour's kid plays better than me and he's nine.", [
    U("hobby", "garden|gardening"), U("instrument", "cello"),
    P("Priscilla", "plan", "moving to Portugal", False)], neg=True),
diary("en", "First day in the new job. I'm an air traffic controller trainee at the regional tower, which sounds cooler than it is (90% of today was paperwork). Drove past my old high school on the way, still the same ugly brown building. Dinner with Dad, he's recovering from his hip surgery and grumpy about the walker. Told him I'd take him fishing when he's better. He said he hates fishing. He's lying.", [
    U("job_title", "air traffic controller trainee|air traffic controller"),
    P("dad", "health", "hip surgery"), U("family", "Dad")], neg=True),
diary("en", "Journal - nov 12. Kai and I had our first real fight as a married couple. About dishes. So dumb. Made up by going for a run along the river, which is our thing on Sundays. I did 8k, he did 12k because of course. Work: still drowning in tax season prep, being a CPA in November is a special kind of hell. Got an email that my passport renewal went through. Small wins.", [
    U("partner", "Kai"), U("job_title", "CPA|accountant"), U("sport", "run|running"),
    U("belonging", "passport", False)], neg=True),
diary("en", "Moved into the dorm today. Roommate's name is Bex, she's from Glasgow and she brought a rice cooker and an electric guitar, which I think says everything. I'm here for a year abroad at Edinburgh doing history. Mum cried at the airport even though she's the one who made me apply. Had haggis for dinner because I felt like I had to. Never again.", [
    P("Bex", "hometown", "Glasgow"), P("Bex", "relation", "Roommate|roommate"), P("Bex", "belonging", "electric guitar|rice cooker", False),
    U("school", "Edinburgh"), U("major", "history"), U("city", "Edinburgh", False),
    U("dislike", "haggis", False)], neg=True),

# ---------------- companion chats ----------------
comp("en", "Juniper", [
    "hey juniper, rough day at the clinic",
    "Oh no! Was it one of the dogs again? You're a vet tech, right?",
    "nope, i'm the receptionist, i just get bitten sometimes lol. it's a vet clinic in Spokane",
    "Receptionist, got it — sorry! Spokane must be chilly this time of year.",
    "freezing. i'm from Arizona originally so this is torture"], [
    U("job_title", "receptionist"), U("city", "Spokane"), U("hometown", "Arizona"),
    U("employer", "vet clinic", False)]),
comp("en", "Atlas", [
    "Atlas, I think I'm going to propose to Mara",
    "That's huge!! How long have you two been together? Four years?",
    "Six. She's a nurse, we met when I broke my wrist skateboarding lol",
    "Six years, wow. A nurse — so she literally fixed you. Do you still skate?",
    "yeah every weekend, my knees hate me"], [
    U("partner", "Mara"), P("Mara", "relation", "girlfriend|partner", False), P("Mara", "job_title", "nurse"),
    U("sport", "skateboarding|skate"), U("plan", "propose to Mara|propose", False)]),
comp("en", "Pip", [
    "pip do you remember what I do for work",
    "Of course! You're a software engineer at Google, right?",
    "lmao no, i said i INTERVIEWED at google. i'm a QA tester at a game studio in Montreal",
    "Ahh sorry! QA tester at a game studio in Montreal. That sounds fun!",
    "it's mostly breaking things on purpose. 10/10 would recommend"], [
    U("job_title", "QA tester"), U("industry", "game studio|games|video games"), U("city", "Montreal")]),
comp("en", "Sol", [
    "morning sol ☀️",
    "Good morning! Did you sleep okay? How's your asthma with all this pollen?",
    "it's actually hay fever not asthma but yeah pollen is brutal. took my antihistamine",
    "Hay fever, noted! Want me to remind you to take it every morning?",
    "sure. also i'm gonna go for a swim later, pool opens at 10"], [
    F("user", "health|allergy", "hay fever|pollen"), U("sport", "swim|swimming", False)]),
comp("en", "Marlowe", [
    "Marlowe what's your favourite book",
    "I adore Rebecca by Daphne du Maurier — the atmosphere is unmatched. What about you?",
    "Honestly The Hobbit. My grandpa read it to me when I was little and I've reread it like ten times",
    "That's beautiful. Does your grandpa still read?",
    "He passed a few years ago. I still have his copy though"], [
    C("fav_book", "Rebecca"), U("fav_book", "The Hobbit"),
    U("belonging", "his copy", False)]),
comp("en", "Bramble", [
    "ok bramble big news. we adopted a kitten",
    "Yay!! What's his name? Is he orange?",
    "SHE is grey and her name is Olive. my son Leo picked it",
    "Olive is perfect! How old is Leo again, five?",
    "he's nine lol. five was like forever ago"], [
    U("pet", "kitten|cat"), U("pet_name", "Olive"), U("family", "Leo|son"), P("Leo", "relation", "son"),
    P("Leo", "age", "nine|9")]),
comp("en", "Wren", [
    "I got into the master's program!!!",
    "Congratulations!!! Is that the computer science one at Georgia Tech?",
    "it's public health, at Emory. starts in august",
    "Public health at Emory — amazing. You'll be moving to Atlanta then?",
    "already live here lol, that's why i applied"], [
    F("user", "school|plan", "Emory"), F("user", "major|plan", "public health"),
    F("user", "degree|plan", "master's|master's program"), U("city", "Atlanta", False)]),
comp("en", "Koa", [
    "koa i'm so bored at work",
    "Aw, what are you supposed to be doing? Coding?",
    "lol no i work at a bank in compliance. reading regulations all day",
    "Compliance at a bank, that does sound dry. What do you do to unwind?",
    "crochet mostly. i'm making a blanket for my niece"], [
    U("industry", "bank|banking"), U("job_title", "compliance"), U("hobby", "crochet"),
    U("family", "niece", False)]),
comp("en", "Echo", [
    "echo i'm thinking of getting a tattoo",
    "Ooh! Of what? Your dog Max?",
    "Max is my ex's dog, i don't have a dog. thinking a moon on my wrist",
    "Oops, sorry about that! A moon sounds lovely.",
    "my mom's going to kill me. i'm 26, 27 on july 2nd, and she still thinks tattoos are for sailors"], [
    U("age", "26"), U("birthday", "july 2nd|July 2")]),
comp("en", "Sage", [
    "sage my landlord is raising rent AGAIN",
    "That's awful. In Brooklyn rent is insane right now.",
    "I'm in Queens actually. Astoria. But yeah, same story",
    "Astoria, sorry! Are you thinking about moving?",
    "thinking but not deciding. my job is in midtown so I need to stay close. I'm a paralegal"], [
    U("place", "Astoria"), F("user", "city|place", "Queens|New York"), U("job_title", "paralegal")]),
comp("en", "Nico", [
    "nico i need your help picking a gift for my wife",
    "Of course! What does she like? Gardening, right?",
    "she likes hiking and jazz. her name's Fatima btw, I don't think I've told you",
    "Fatima — lovely name. Maybe tickets to a jazz show?",
    "ooh good idea, there's a Kamasi Washington concert next month"], [
    U("partner", "Fatima|wife"), P("Fatima", "relation", "wife"), P("Fatima", "hobby", "hiking"),
    P("Fatima", "fav_music", "jazz")]),
comp("en", "Lumen", [
    "Lumen, tell me something about yourself",
    "I love thunderstorms and I've been learning to speak Portuguese! What language do you speak at home?",
    "Korean at home, English at work. I grew up in Busan",
    "Busan! By the sea. Do you miss it?",
    "Sometimes. I miss my grandma's kimchi jjigae most"], [
    C("language", "Portuguese", False), U("language", "Korean"), U("language", "English"),
    U("hometown", "Busan"), U("fav_food", "kimchi jjigae", False)]),

# ---------------- group chats ----------------
group("en", [
    ("Jordan", "who's in for trivia thursday"),
    ("Maya", "me! i'll bring my cousin, she just moved here from Phoenix"),
    ("Devin", "can't, I'm on call at the hospital all week"),
    ("Jordan", "devin you're always on call lol"),
    ("Devin", "that's what being a resident means my friend"),
], [
    P("Devin", "job_title", "resident"), P("Devin", "employer", "hospital", False),
    U("plan", "trivia", False)], me="Jordan"),
group("en", [
    ("Mom", "Did everyone see the pics from Grandpa's 90th?"),
    ("Chris", "yes!! he looked so happy"),
    ("Aunt Rita", "He was! He told me he still walks 3 miles a day"),
    ("Chris", "that's more than me lol. I sit at a desk 10 hrs a day doing payroll"),
    ("Mom", "Chris you should walk more"),
], [
    U("job_title", "payroll"), P("Grandpa", "age", "90|90th", False), P("Grandpa", "sport", "walks 3 miles|walks", False)], exporter="Chris"),
group("en", [
    ("Tasha", "ok book club next pick?"),
    ("Imani", "I vote Pachinko"),
    ("Becca", "already read it, it's my favourite book ever"),
    ("Tasha", "then you can lead the discussion becca"),
    ("Imani", "I'll host, my place in Decatur"),
], [
    P("Becca", "fav_book", "Pachinko"), P("Imani", "city", "Decatur", False)], me="Tasha"),
group("en", [
    ("Ryan", "guys I got the job"),
    ("Omar", "NO WAY the one at SpaceX??"),
    ("Ryan", "yep. propulsion engineer. start in january"),
    ("Leah", "so proud of you!! we need to celebrate"),
    ("Omar", "I'm still stuck at Best Buy lmao"),
], [
    F("user", "employer|plan", "SpaceX"), F("user", "job_title|plan", "propulsion engineer"),
    P("Omar", "employer", "Best Buy")], exporter="Ryan"),
group("en", [
    ("Coach Dan", "practice moved to 6pm tomorrow"),
    ("Hannah", "my son has a dentist appt at 5, we'll be late"),
    ("Coach Dan", "no problem"),
    ("Pete", "Dan does Mia need new cleats? she's in size 4 now"),
    ("Coach Dan", "Pete, she's fine for this season"),
], [
    U("family", "Mia", False)], neg=True, me="Pete"),
group("en", [
    ("Zoe", "anyone want my old couch? moving to Chicago in 2 weeks"),
    ("Liam", "I'll take it!! my apartment is empty af"),
    ("Sophie", "wait you're moving??"),
    ("Zoe", "yep, got transferred. still at Deloitte, just a different office"),
    ("Liam", "we'll miss you zoe"),
], [
    U("employer", "Deloitte"), F("user", "plan", "moving to Chicago|Chicago")], exporter="Zoe"),
group("en", [
    ("Nate", "poker night at mine saturday"),
    ("Ben", "can't, it's my wife's birthday"),
    ("Marcus", "I'm in, but I'm allergic to your cat so I'm bringing my inhaler"),
    ("Nate", "Pickles will stay in the bedroom promise"),
    ("Ben", "save me a seat next time"),
], [
    U("pet", "cat"), U("pet_name", "Pickles"), P("Marcus", "allergy", "cat|cats"),
    P("Marcus", "belonging", "inhaler", False), P("Ben", "partner", "wife")], me="Nate"),
group("en", [
    ("Priya", "ladies, where are we doing brunch sunday"),
    ("Jess", "somewhere with gluten free options pls, celiac life"),
    ("Anika", "there's a place near my office in the Loop"),
    ("Priya", "I can't eat eggs though, allergic"),
    ("Jess", "priya we'll find something"),
], [
    U("allergy", "eggs"), P("Jess", "health", "celiac"), P("Jess", "diet", "gluten free", False),
    P("Anika", "place", "the Loop|Loop", False)], exporter="Priya"),
group("en", [
    ("Ethan", "fantasy draft is tonight, don't forget"),
    ("Jamal", "i'm picking from the airport, flying back from Denver"),
    ("Kyle", "jamal you always pick from weird places"),
    ("Ethan", "last year he drafted from his sister's wedding"),
    ("Jamal", "that was a cousin's wedding, get it right"),
], [
    P("Jamal", "place", "Denver", False)], neg=True, me="Kyle"),
group("en", [
    ("Grace", "reminder: choir rehearsal wednesday 7pm"),
    ("Hugh", "I'll be there. Still on tenor?"),
    ("Grace", "yes hugh. and new folks, we meet at St. Mark's"),
    ("Noor", "hi everyone! I'm new, I sing alto and I just moved to Halifax from Calgary"),
    ("Hugh", "welcome Noor!"),
], [
    U("hobby", "choir|singing"), U("city", "Halifax"), P("Hugh", "hobby", "choir|tenor", False)], exporter="Noor"),
]
