from h import one, chat, group, F

L = "en"

# --- one-liners, lowercase, run-ons ---
one(L, "ugh my manager literally scheduled a 4:30 friday meeting again i swear working at deloitte is a personality test", [
    F("u", "employer", "deloitte|Deloitte")], tag=True)
one(L, "lol", [])
one(L, "😭😭😭🐶", [])
one(L, "ok so my dad's biopsy came back benign thank god he's 71 and stubborn as a mule wont even stop smoking", [
    F("dad", "age", "71"), F("dad", "health", "biopsy came back benign|benign", r=False), F("u", "family", "dad|father", r=False)], tag=True)
one(L, "returning these boots for the third time bc the size 9 runs small and the 9.5 runs huge like pick a lane nordstrom", [], tag=True)
one(L, "in elden ring im a knight with a giant sword irl im a dental hygienist who is scared of spiders", [
    F("u", "job_title", "dental hygienist|hygienist")], tag=True)
one(L, "reading my friend's hinge profile out loud: 'I'm 31, a pilot, I love hiking and my dog Biscuit' — she is 29 and works at a bank 💀", [
    F("friend", "age", "29"), F("friend", "employer", "a bank|bank", r=False), F("friend", "relation", "friend", r=False)], tag=True)
one(L, "not vegan. not gluten free. just hate mushrooms. why is that so hard for waiters", [
    F("u", "dislike", "mushrooms|mushroom")], tag=True)
one(L, "things i'd buy if i was rich: a lake house, a steinway, a second cat. current reality: one cat named Pickle and a keyboard with a broken C key", [
    F("u", "pet", "cat"), F("u", "pet_name", "Pickle"), F("u", "belonging/instrument", "keyboard", r=False)], tag=True)
one(L, "my name's Dev, well Devendra but nobody says that, and yes i'm the guy who brings samosas to every potluck", [
    F("u", "name", "Devendra|Dev"), F("u", "nickname", "Dev"), F("u", "gender", "guy|male")], tag=False)
one(L, "so apparently my sister is moving to denver next month and taking her three ferrets with her i live in boise and im not taking custody of any ferrets", [
    F("u", "city", "boise|Boise"), F("sister", "plan", "moving to denver|denver"), F("sister", "pet", "ferrets|ferret"),
    F("u", "family", "sister", r=False)], tag=True)
one(L, "fwd: 'Hi all, I'm Karen from HR, I'll be your point of contact for benefits enrollment. My extension is 4471.' ...anyway who is karen", [], tag=True)
one(L, "my ex still has my nintendo switch and honestly she can keep it i bought a steam deck", [
    F("u", "belonging", "steam deck|Steam Deck")], tag=True)
one(L, "i'm allergic to shellfish, my husband is allergic to cats, and our daughter is allergic to homework apparently", [
    F("u", "allergy", "shellfish"), F("u", "partner", "husband"), F("husband", "allergy", "cats|cat"),
    F("u", "family", "daughter")], tag=True)
one(L, "just turned 40 and my knees already sound like bubble wrap", [F("u", "age", "40")], tag=False)
one(L, "what do i get my mother in law for christmas she's into gardening and true crime podcasts and i'm out of ideas", [
    F("mother-in-law", "hobby", "gardening"), F("mother-in-law", "hobby", "true crime podcasts|podcasts", r=False),
    F("u", "family", "mother in law|mother-in-law", r=False)], tag=True)
one(L, "used to play bass in a garage band in college. sold it. now i play ukulele badly on my balcony in tucson", [
    F("u", "instrument", "ukulele"), F("u", "city", "tucson|Tucson")], tag=True)
one(L, "my email is m.okafor.writes@gmail.com — the work one bounces since i left the agency", [
    F("u", "email", "m.okafor.writes@gmail.com")], tag=False)
one(L, "if i were a cat i'd be a fat orange one. i'm not. i'm a 5'3 woman with a cold brew addiction", [
    F("u", "gender", "woman|female")], tag=True)
one(L, "born in lagos, raised in manchester, now in toronto freezing my toes off", [
    F("u", "hometown", "lagos|Lagos"), F("u", "city", "toronto|Toronto")], tag=False)
one(L, "my son's teacher asked what i do for work and i said 'i stare at spreadsheets' which is true, i'm a financial analyst", [
    F("u", "job_title", "financial analyst|analyst"), F("u", "family", "son", r=False)], tag=False)
one(L, "anyone know a good pediatric dentist in austin? asking for my neighbor, her twins are 6", [
    F("neighbor", "family", "twins", r=False), F("neighbor", "relation", "neighbor", r=False)], tag=True)
one(L, "call me at 415-555-0187 not the old number that one's my roommate's now", [F("u", "phone", "415-555-0187")], tag=True)
one(L, "can't believe taylor swift's birthday is the same as my cousin's. december 13. my own birthday is march 3, nobody cares", [
    F("u", "birthday", "march 3|March 3"), F("cousin", "birthday", "december 13|December 13"), F("cousin", "relation", "cousin", r=False)], tag=True)
one(L, "voice memo: ok so grocery list eggs oat milk because i'm lactose intolerant dont forget that again coffee filters and that dog food for max the big bag", [
    F("u", "health/diet/allergy", "lactose intolerant"), F("u", "pet_name", "max|Max"), F("u", "pet", "dog", r=False)], tag=False)
one(L, "mfw the interviewer asks where i see myself in 5 years and the answer is 'not here' 🙂 (i'm a line cook btw)", [
    F("u", "job_title", "line cook|cook")], tag=False)
one(L, "i speak spanish with my grandma and english with everyone else and a tiny bit of korean from kdramas which doesn't count", [
    F("u", "language", "spanish|Spanish"), F("u", "language", "english|English"), F("u", "family", "grandma", r=False)], tag=True)
one(L, "currently reading The Remains of the Day for the fourth time. best book ever written, fight me", [
    F("u", "fav_book", "The Remains of the Day")], tag=False)
one(L, "booked!! flying to lisbon on the 14th for my best friend's wedding, staying 10 days", [
    F("u", "plan", "flying to lisbon|lisbon|wedding"), F("best friend", "plan", "wedding", r=False)], tag=True)
one(L, "my kid asked if our goldfish goes to heaven. it died in july. we have a new one called Bubbles 2", [
    F("u", "pet", "goldfish|fish"), F("u", "pet_name", "Bubbles 2"), F("u", "family", "kid|child", r=False)], tag=True)

# --- diary entries ---
one(L, "## Tue, Nov 10\n\nRain all day. Skipped the gym, again.\n\nWork: the new intern at the clinic told everyone she's 'basically a doctor' because she watched Grey's. I'm the actual nurse here, 8 years on the oncology ward.\n\nDinner: leftover pad thai.\n\nMom called — her hip is better.", [
    F("u", "job_title", "nurse"), F("u", "industry", "oncology|healthcare", r=False), F("mom", "health", "hip", r=False),
    F("u", "family", "mom", r=False)], tag=True)
one(L, "# Sunday\n\n- Took Juniper (my greyhound) to the beach. She refused to touch the water.\n- Texted Sam about the apartment in Portland. He says rent there is insane. I'm staying in Eugene for now.\n- Watched Spirited Away again. Still my favorite movie.\n- Tomorrow: dentist 9am.", [
    F("u", "pet", "greyhound|dog"), F("u", "pet_name", "Juniper"), F("u", "city", "Eugene"),
    F("u", "fav_film", "Spirited Away")], tag=True)
one(L, "### journal 3/14\n\npi day. brought pie to the lab, nobody got the joke except Dr. Huang who is from Taipei and laughs at everything.\n\nI'm 2nd year PhD in chemistry at Purdue and today my column ran dry. Again.\n\nLater: climbing gym with Priya. She sent a V5. I did not.", [
    F("u", "degree", "PhD"), F("u", "major", "chemistry"), F("u", "school", "Purdue"),
    F("u", "sport", "climbing"), F("Dr. Huang", "hometown", "Taipei", r=False)], tag=True)
one(L, "## 12/02\n\nWent to my nephew's school play. He was a tree. A very committed tree.\n\nMy brother Tom keeps saying he's moving to Australia 'any day now'. He's been saying that since 2019. He's a plumber in Leeds.\n\nMe: still at the bookshop, still underpaid, still happy-ish.", [
    F("Tom", "relation", "brother"), F("Tom", "job_title", "plumber"), F("Tom", "city", "Leeds"),
    F("u", "family", "brother Tom|Tom|brother"), F("u", "job_title", "bookshop|bookseller", r=False)], tag=True)
one(L, "# week notes\n\nmon: my therapist says my anxiety is 'manageable'. cool.\ntue: ordered a Kindle. returned it. ordered it again.\nwed: baked sourdough, it's basically my whole personality now.\nthu: read in a newspaper that 'a 34-year-old teacher from Ohio won the lottery'. not me. i'm 34 though.", [
    F("u", "health", "anxiety"), F("u", "hobby", "baked sourdough|sourdough|baking"), F("u", "age", "34"),
    F("u", "belonging", "Kindle", r=False)], tag=True)
one(L, "## Diary — Friday\n\nThe kids' soccer got cancelled. Lena (8) cried, Max (5) didn't care.\nMy wife Jo made her famous chili. I swear I married her for it.\nWork at the fire station tomorrow, 24h shift.", [
    F("u", "partner", "Jo"), F("u", "family", "Lena|Max|kids"), F("Lena", "age", "8"), F("Max", "age", "5"),
    F("u", "job_title", "fire station|firefighter", r=False), F("u", "gender", "male", r=False)], tag=False)
one(L, "## Oct 2\n\nDreamed I was a famous chef in Paris. Woke up in my studio in Cleveland to the smell of burned toast. I work in insurance claims. The dream was better.", [
    F("u", "city", "Cleveland"), F("u", "industry", "insurance"), F("u", "job_title", "insurance claims|claims", r=False)], tag=True)

# --- companion chats ---
chat(L, "Milo", [
    ("u", "hey milo"), ("a", "Hey! How's life in Seattle?"),
    ("u", "seattle?? i moved back to phoenix in august, you're thinking of my brother"), ("a", "My bad! So your brother is in Seattle and you're in Phoenix?"),
    ("u", "yep he does something at amazon i never know what")], [
    F("u", "city", "phoenix|Phoenix"), F("brother", "city", "seattle|Seattle"), F("brother", "employer", "amazon|Amazon"),
    F("u", "family", "brother", r=False)], tag=True)
chat(L, "Juno", [
    ("u", "i think i'm getting sick"), ("a", "Oh no. Is it your asthma again?"),
    ("u", "i don't have asthma lol that's you projecting. just a cold"), ("a", "Haha, fair. I'm a bit of a hypochondriac. What's the plan?"),
    ("u", "tea and The Office reruns")], [
    F("c", "health", "hypochondriac", r=False)], tag=True)
chat(L, "Rory", [
    ("u", "guess what i adopted"), ("a", "A parrot! You always wanted one."),
    ("u", "no, a rabbit. her name is Clementine"), ("a", "Clementine! Cute. I love rabbits too, I had one as a kid in my story."),
    ("u", "you're an AI rory"), ("a", "Details.")], [
    F("u", "pet", "rabbit"), F("u", "pet_name", "Clementine")], tag=True)
chat(L, "Juno", [
    ("u", "write my dating bio: 28, nurse, loves hiking"), ("a", "Sure! Is that you? I thought you were a teacher."),
    ("u", "it's for my roommate lol. i'm the teacher. 3rd grade"), ("a", "Got it. So your roommate is a 28-year-old nurse who hikes.")], [
    F("roommate", "age", "28"), F("roommate", "job_title", "nurse"), F("roommate", "hobby", "hiking"),
    F("u", "job_title", "teacher|3rd grade teacher"), F("roommate", "relation", "roommate", r=False)], tag=True)
chat(L, "Milo", [
    ("u", "i'm so nervous"), ("a", "About the bar exam?"), ("u", "no milo the bar exam was my girlfriend. mine is the CPA exam, december 9"),
    ("a", "Sorry! Good luck on December 9. What's your girlfriend's name again?"), ("u", "Anika. she passed btw")], [
    F("u", "plan", "CPA exam"), F("u", "partner", "Anika"), F("Anika", "relation", "girlfriend", r=False)], tag=True)
chat(L, "Rory", [
    ("u", "what's your favorite band rory"), ("a", "Radiohead, no contest. Yours?"), ("u", "boygenius. and my mom's is ABBA which is why i know every ABBA song against my will")], [
    F("c", "fav_music", "Radiohead"), F("u", "fav_music", "boygenius"), F("mom", "fav_music", "ABBA"),
    F("u", "family", "mom", r=False)], tag=True)
chat(L, "Juno", [
    ("u", "my mom wants me to become a lawyer like my uncle"), ("a", "Are you in law school now?"),
    ("u", "nope, 2nd year nursing at UCLA"), ("a", "So you want to be a nurse, not a lawyer?"), ("u", "exactly")], [
    F("u", "major", "nursing"), F("u", "school", "UCLA"), F("uncle", "job_title", "lawyer"),
    F("u", "family", "uncle|mom", r=False)], tag=True)
chat(L, "Milo", [
    ("u", "ok so i'm thinking of learning piano"), ("a", "You already play violin right? That'll help!"),
    ("u", "no i don't play anything lol. my sister does violin"), ("a", "Got it. Then piano would be your first instrument!")], [
    F("sister", "instrument", "violin"), F("u", "family", "sister", r=False)], tag=True)
chat(L, "Rory", [
    ("u", "name's Harriet btw, people call me Hattie"), ("a", "Nice to meet you, Hattie! Harriet like the spy?"),
    ("u", "ha yes. also i'm from cork originally, live in dublin now")], [
    F("u", "name", "Harriet"), F("u", "nickname", "Hattie"), F("u", "hometown", "cork|Cork"), F("u", "city", "dublin|Dublin")], tag=False)

# --- group chats ---
group(L, "Maya", None, [
    ("Jordan", "who's coming to trivia thursday"), ("Maya", "me! unless my shift at the pharmacy runs late again"),
    ("Leo", "i'm out, my daughter has a recital. she's playing cello"), ("Jordan", "maya aren't you vegetarian now? the bar only has wings"),
    ("Maya", "pescatarian, i'll get the fish tacos")], [
    F("u", "employer", "pharmacy|the pharmacy", r=False), F("u", "diet", "pescatarian"),
    F("Leo", "family", "daughter", r=False), F("daughter", "instrument", "cello")], tag=True)
group(L, None, "Ben", [
    ("Chris", "boys i got the job!! google, starting jan"), ("Ben", "huge bro. i'm still stuck at the dealership lol"),
    ("Ahmed", "congrats. i'm 38 and still haven't had a job i liked"), ("Ben", "ahmed you're an architect you're literally living the dream"),
    ("Chris", "ben you're selling cars, that's also a dream")], [
    F("u", "job_title", "selling cars|car salesman|sales", r=False), F("u", "employer", "the dealership|dealership", r=False),
    F("Chris", "employer", "google|Google"), F("Chris", "plan", "starting jan|the job", r=False),
    F("Ahmed", "age", "38"), F("Ahmed", "job_title", "architect")], tag=True)
group(L, "Priya", None, [
    ("Nina", "my cat just knocked my laptop off the desk"), ("Priya", "lol mine would never, she's too lazy. Mochi is 14"),
    ("Tess", "i have two dogs and a husband, equally chaotic"), ("Priya", "tess which one is worse"), ("Tess", "husband")], [
    F("u", "pet", "cat", r=False), F("u", "pet_name", "Mochi"), F("Nina", "pet", "cat"),
    F("Tess", "pet", "dogs|dog"), F("Tess", "partner", "husband")], tag=True)
group(L, None, "Sol", [
    ("Gabe", "road trip to yosemite still on?"), ("Sol", "yes!! i already rented the car, pickup friday 8am"),
    ("Ivy", "i can't drive stick lol"), ("Sol", "it's automatic ivy relax"), ("Gabe", "i'll bring the tent, my brother's a park ranger there so he's gonna show us around")], [
    F("u", "plan", "road trip to yosemite|yosemite"), F("Gabe", "family", "brother", r=False),
    F("brother", "job_title", "park ranger")], tag=True)
group(L, "Dana", None, [
    ("Kim", "does anyone know a good accountant"), ("Dana", "my uncle is one but he's in Ohio"),
    ("Kim", "lol i'm in LA"), ("Rosa", "i'm literally an accountant kim"), ("Dana", "rosa said she's an accountant right after i volunteered my uncle, classic")], [
    F("uncle", "job_title", "accountant"), F("uncle", "city/place", "Ohio"), F("u", "family", "uncle", r=False),
    F("Kim", "city", "LA|Los Angeles"), F("Rosa", "job_title", "accountant")], tag=True)

# --- more traps ---
one(L, "my coworker keeps saying 'I'm from Texas, we do things big' every time he orders a large coffee. i'm from vermont, we do things quietly", [
    F("u", "hometown", "vermont|Vermont"), F("coworker", "hometown", "Texas"), F("coworker", "relation", "coworker", r=False)], tag=True)
one(L, "tesla? no i don't work at tesla, i DRIVE a tesla, i work at a credit union", [
    F("u", "employer", "a credit union|credit union"), F("u", "belonging", "tesla|Tesla")], tag=True)
one(L, "can you recommend a running shoe for my boyfriend? he's training for the chicago marathon and has flat feet", [
    F("u", "partner", "boyfriend"), F("boyfriend", "plan", "chicago marathon|training for the chicago marathon"),
    F("boyfriend", "health", "flat feet"), F("boyfriend", "sport", "running", r=False)], tag=True)
one(L, "the barista wrote 'Jenna' on my cup. my name is Gemma. i've given up correcting them", [F("u", "name", "Gemma")], tag=True)
one(L, "my landlord's dog barks at 6am every day. his name is Rocket. the dog, not the landlord", [
    F("landlord", "pet", "dog"), F("landlord", "pet_name", "Rocket"), F("landlord", "relation", "landlord", r=False)], tag=True)
one(L, "lyrics stuck in my head: 'i'm a barbie girl in a barbie world' — for context i'm a 45 year old dad in accounting", [
    F("u", "age", "45"), F("u", "industry", "accounting"), F("u", "gender", "dad|male", r=False)], tag=True)
one(L, "who has the best dumplings in nyc? asking bc i'm visiting next week, i live in philly", [
    F("u", "city", "philly|Philadelphia"), F("u", "plan", "visiting next week|visiting nyc", r=False), F("u", "fav_food", "dumplings", r=False)], tag=True)

# --- added ---
group(L, None, "Marco", [
    ("Ellie", "fantasy football update: i'm last. again."), ("Marco", "i'm first and i don't even watch football, i just play tennis on weekends"),
    ("Theo", "marco you said you were a huge eagles fan last week"), ("Marco", "that was a bit theo"), ("Ellie", "i hate this group")], [
    F("u", "sport", "tennis")], tag=True)
chat(L, "Pax", [
    ("u", "pax i need help with my cover letter"), ("a", "Of course! For the marketing job at Nike you mentioned?"),
    ("u", "nike was my ex's dream job not mine lol. mine's a UX role at a bank. i'm a graphic designer right now"),
    ("a", "Got it, graphic designer moving to UX.")], [
    F("u", "job_title", "graphic designer|designer")], tag=True)
one(L, "## Thursday\n\nShip day. I'm the only QA on a team of 12 devs at a fintech in Austin; everyone thinks QA means 'the person who says no'.\n\nLunch: tacos, obviously.\n\nMy partner Sam started a pottery class. He says he's 'a natural'. The bowl says otherwise.", [
    F("u", "job_title", "QA|tester"), F("u", "industry", "fintech"), F("u", "city", "Austin"),
    F("u", "partner", "Sam"), F("Sam", "hobby", "pottery|pottery class")], tag=False)

group(L, "Owen", None, [
    ("Lily", "movie night friday, suggestions?"), ("Owen", "Heat. it's my favorite movie of all time and i will not be taking questions"),
    ("Raj", "owen every single time"), ("Lily", "raj you picked Cars 2 last time, you don't get a vote"), ("Raj", "my nephew picked that!! he's 4")], [
    F("u", "fav_film", "Heat"), F("Raj", "family", "nephew", r=False), F("nephew", "age", "4")], tag=True)
chat(L, "Pax", [
    ("u", "what should i cook tonight"), ("a", "How about your favorite, lasagna?"), ("u", "lasagna is my roommate's thing. my favorite is green curry, always"),
    ("a", "Green curry it is. Do you have coconut milk?"), ("u", "yep")], [
    F("u", "fav_food", "green curry|curry"), F("roommate", "fav_food", "lasagna", r=False)], tag=True)
one(L, "# Saturday\n\nFarmer's market at 8. Bought way too many peaches.\n\nSpent the afternoon birdwatching at Jamaica Pond, which is kind of my thing now — I live two blocks from it.\n\nWatched Paddington 2 for the hundredth time. It's my favorite film and I'm not ashamed.", [
    F("u", "hobby", "birdwatching"), F("u", "place", "Jamaica Pond"), F("u", "fav_film", "Paddington 2"),
    F("u", "city", "Boston", r=False)], tag=False)
