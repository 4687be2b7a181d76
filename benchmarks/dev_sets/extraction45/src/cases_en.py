"""English cases of dev set 45 (64): 32 short, 10 diary, 12 companion, 10 group."""
from h import U, P, C, u, a, s, maker

CASES = []
K = maker("en", CASES)

# ---- short chats (32) ----
K("short", "just moved to denver last week still unpacking lol the altitude is no joke and my boxes are everywhere and i cant find a single fork",
  [U("city", "denver")])
K("short", "I'm a vet tech at a small animal clinic in Tucson. Three dogs of my own, all rescues.",
  [U("job_title", "vet tech|veterinary technician"), U("city", "Tucson"), U("pet", "dogs|three dogs|dog"),
   U("employer", "small animal clinic|clinic", False)])
K("short", "not a doctor!! everyone assumes bc i'm always in scrubs but i'm a dental hygienist",
  [U("job_title", "dental hygienist|hygienist")], tag=True)
K("short", "my sister's the one allergic to shellfish, not me. i'm allergic to penicillin tho",
  [U("allergy", "penicillin"), P("sister", "allergy", "shellfish"), U("family", "sister")], tag=True)
K("short", "Grew up in Cork, been in Manchester 6 years now, still can't understand half of what people say here 😂",
  [U("hometown", "Cork"), U("city", "Manchester")])
K("short", "if I had the money I'd get a Tesla but for now it's my trusty 2009 Corolla lol",
  [U("belonging", "2009 Corolla|Corolla")], tag=True)
K("short", "My name's Priyanka but literally nobody calls me that, it's Pree",
  [U("name", "Priyanka"), U("nickname", "Pree")])
K("short", "anyone know a good pediatric dentist around Plano? my daughter is 6 and already has a cavity smh",
  [U("family", "daughter"), P("daughter", "age", "6"), U("city", "Plano", False)], tag=True)
K("short", "I'm 34, work in IT, single, and I have a cat named Biscuit. that's the whole personality",
  [U("age", "34"), U("industry", "IT"), U("pet", "cat"), U("pet_name", "Biscuit")])
K("short", "correction: my email is dan.okafor@proton.me not dan.okafor@protonmail.com, autocorrect got me",
  [U("email", "dan.okafor@proton.me")], tag=True)
K("short", "been vegan for 3 years, my husband is not lol, he'd eat a steak every day if he could",
  [U("diet", "vegan"), U("partner", "husband")], tag=True)
K("short", "Ugh I HATE when people chew with their mouths open. also mushrooms. hate mushrooms.",
  [U("dislike", "mushrooms"), U("dislike", "chew with their mouths open|people chew with their mouths open")])
K("short", "Dream last night that I was back at Goldman. Woke up in a cold sweat. Thank god I teach high school chemistry now.",
  [U("job_title", "teach high school chemistry|chemistry teacher|high school chemistry teacher")], tag=True)
K("short", "my bday is march 3rd, pisces gang 🐟",
  [U("birthday", "march 3rd|March 3")])
K("short", "Currently reading Pachinko for the second time. Best book I've ever read, no contest.",
  [U("fav_book", "Pachinko")])
K("short", "I play bass in a garage band with my cousins. We're terrible but we have fun. Day job is nights at a Walgreens pharmacy",
  [U("instrument", "bass|bass guitar"), U("employer", "Walgreens"), U("family", "cousins", False)])
K("short", "Does anyone else's mom send them 40 voice notes a day? Mine does. She's 71 and just discovered WhatsApp",
  [P("mom", "age", "71"), U("family", "mom")], tag=True)
K("short", "I speak Tagalog at home and English at work, and I'm trying to pick up Japanese on my commute but honestly it's not going great",
  [U("language", "Tagalog"), U("language", "English"), U("language", "Japanese", False)], tag=True)
K("short", "The Shawshank Redemption. Every. Single. Time. Favorite movie forever.",
  [U("fav_film", "Shawshank Redemption|The Shawshank Redemption")])
K("short", "i'm type 1 diabetic since i was 9 so no i can't 'just have one bite' karen",
  [U("health", "type 1 diabetic|diabetic|type 1 diabetes")], tag=True)
K("short", "my wife Jess and I just closed on a house in Raleigh!!! first time homeowners, me at 29 and her at 31",
  [U("partner", "Jess"), P("Jess", "relation", "wife"), U("city", "Raleigh"), U("belonging", "house", False),
   U("age", "29"), P("Jess", "age", "31")], tag=True)
K("short", "new number guys: 415-555-0187. the old one got stolen with my phone",
  [U("phone", "415-555-0187")])
K("short", "swimming 5 mornings a week before work, it's the only thing keeping me sane as an ER doc",
  [U("sport", "swimming"), U("job_title", "ER doc|ER doctor|emergency physician")])
K("short", "I'm gay btw if that matters for the recs. and I'm a guy lol",
  [U("gender", "guy|male|man")])
K("short", "lactose intolerant but I refuse to give up ice cream. I just suffer.",
  [U("health|allergy|diet", "lactose intolerant"), U("fav_food", "ice cream", False)])
K("short", "My parents run a pho shop in Houston and I help out on weekends, but my actual job is accounting at Deloitte",
  [U("employer", "Deloitte"), U("job_title|industry", "accounting|accountant"), P("parents", "job_title", "run a pho shop|pho shop"),
   P("parents", "city", "Houston"), U("family", "parents")], tag=True)
K("short", "got my masters in public health from Emory last May 🎓 job hunting now, send help",
  [U("degree", "masters|master's|MPH"), U("major", "public health"), U("school", "Emory")])
K("short", "We're not married, Sam's my girlfriend, people keep saying wife lol",
  [U("partner", "Sam"), P("Sam", "relation", "girlfriend")], tag=True)
K("short", "flying to Lisbon on the 14th for my cousin's wedding! already packed lol",
  [U("plan", "Lisbon|cousin's wedding|flying to Lisbon"), U("family", "cousin", False)], tag=True)
K("short", "tfw you're 26 and still ask your dad to check your tire pressure",
  [U("age", "26"), U("family", "dad", False)])
K("short", "i work at a Starbucks inside a Target, so technically which one do i work for? (it's Target, they sign the checks)",
  [U("employer", "Target")], tag=True)
K("short", "I'm from Lagos originally, now I'm a nurse in Glasgow with the NHS",
  [U("hometown", "Lagos"), U("city", "Glasgow"), U("job_title", "nurse"), U("employer", "NHS")])

# ---- diaries (10) ----
K("diary", "Tuesday. Woke up at 5 to the rooster next door — Mr. Delgado swears it's a hen. It is not a hen. Made oatmeal for the twins "
  "before the bus, Lily lost a shoe again. Worked my shift at the county library from 9 to 3; I've been a librarian there going on "
  "eleven years now. Mrs. Park from across the street dropped off kimchi because her son is visiting from Seoul and she made too much. "
  "My back's been acting up since I lifted those book boxes. Tonight Tom's on call at the fire station so it's just me and the girls "
  "and a frozen pizza. Honestly not the worst night.",
  [U("job_title", "librarian"), U("employer", "county library", False), U("family", "twins"), U("family", "Lily"),
   P("Lily", "relation", "twins|daughter", False), U("partner", "Tom", False),
   P("Tom", "job_title", "fire station|firefighter", False), P("Mr. Delgado", "pet", "rooster"),
   P("Mr. Delgado", "relation", "next door|neighbor"), P("Mrs. Park", "relation", "across the street|neighbor"),
   P("Mrs. Park's son", "city", "Seoul"), U("health", "back", False)], tag=True)
K("diary", "Oct 2 — lab meeting ran 2 hours because Raj's PCR failed again (not my fault this time!). Fourth year of my PhD in microbiology "
  "at UW and some days I can't remember why. Lunch was a sad salad. Biked home along the lake, it was gorgeous. My roommate Dana made "
  "vegan chili and I ate three bowls even though I'm not vegan, it was that good. Called grandma, she's 90 and sharper than me. "
  "Need to finish the grant draft by friday.",
  [U("degree", "PhD"), U("major", "microbiology"), U("school", "UW|University of Washington"),
   P("Dana", "relation", "roommate"), P("grandma", "age", "90"), U("family", "grandma"),
   U("sport", "Biked|biking|cycling", False)], tag=True)
K("diary", "Another quiet day. Walked Rusty, my old beagle, down to the creek and back, slow going for both of us now — he's 13, I'm 74. "
  "Stopped at the diner where I used to cook for twenty-two years; they still give me coffee for free. Ellen would have laughed at how "
  "the new cook burns the hash browns. Miss her every day. In the afternoon I helped the Nguyen kids next door fix their bike chain. "
  "Their dad works at the shipyard and is gone long hours. Watched the Mariners lose again. Tomorrow the doctor for my knee.",
  [U("pet", "beagle|dog"), U("pet_name", "Rusty"), U("age", "74"), U("job_title", "cook", False),
   P("Nguyen kids' dad", "employer", "shipyard", False), U("plan", "doctor for my knee|doctor"), U("health", "knee", False)],
  tag=True)
K("diary", "Sunday. Double shift at the warehouse, I drive forklift there since March. My English is getting better, my supervisor Carla "
  "says so, she's Mexican too so sometimes we speak Spanish when nobody listens haha. Sent 200 to my mom in Oaxaca. My little brother "
  "wants to study engineering in Monterrey, he is smart. After work I played soccer with the guys in the park until dark, every Sunday "
  "we do this. Tired but happy.",
  [U("job_title", "forklift|forklift driver"), U("employer", "warehouse", False), U("language", "Spanish"),
   U("language", "English", False), P("Carla", "relation", "supervisor"), P("Carla", "hometown", "Mexican|Mexico", False),
   U("hometown", "Mexican|Mexico", False), P("mom", "city", "Oaxaca"), U("family", "mom", False),
   U("sport", "soccer"), P("brother", "plan", "study engineering in Monterrey|study engineering", False),
   U("family", "brother", False)], tag=True)
K("diary", "3am feed done. Theo finally asleep. Six weeks old and he already has Mark's stubborn chin. I'm on maternity leave from the "
  "bank until January and part of me dreads going back. Mom flew in from Phoenix to help, which is lovely and also a lot. The "
  "neighbors' dog barked twice and I almost cried. Ate cold pasta standing at the counter. I'm 38 and nobody told me it would feel like this.",
  [U("family", "Theo"), P("Theo", "age", "Six weeks old|six weeks"), U("partner", "Mark", False), U("age", "38"),
   U("employer", "bank", False), P("Mom", "city", "Phoenix"), U("family", "Mom", False)], tag=True)
K("diary", "Monday, ugh. Year 9 were feral after the weekend. I've taught maths at Hillcrest for four years and Mondays never get easier. "
  "Lunch duty in the rain. Sophie (head of department) asked if I'd run the chess club — I said yes before thinking. Got home to find "
  "Pickles had knocked the fern over again; she's the world's most dramatic tabby. Chris cooked a curry, bless him, even though he hates "
  "coriander and I put it on everything. Marking till 11.",
  [U("job_title", "taught maths|maths teacher|teacher"), U("employer", "Hillcrest"), U("pet", "tabby|cat"),
   U("pet_name", "Pickles"), P("Sophie", "job_title", "head of department"), U("partner", "Chris", False),
   P("Chris", "dislike", "coriander"), U("fav_food", "coriander", False)], tag=True)
K("diary", "dear diary lol. school was ok. got a B on the bio test which my mom will complain about. band practice after, we're doing "
  "a sousa march and i play trumpet and the part is brutal. i'm 15 and mom still won't let me get a phone with data. my friend Ava got "
  "her learner's permit today, she's so lucky. dinner was tacos which is the best food ever invented. tomorrow is picture day kill me",
  [U("instrument", "trumpet"), U("age", "15"), U("fav_food", "tacos"), P("Ava", "relation", "friend"),
   P("Ava", "belonging", "learner's permit", False), U("family", "mom", False)], tag=True)
K("diary", "Rained finally. Good for the beans. Spent the morning fixing the grain dryer with my son-in-law Kyle, who knows more about "
  "engines than I ever will. I've been a corn and soybean farmer near Ames my whole life, same ground my grandfather worked. Marge "
  "made pot roast. The Hendersons down the road are selling out to a developer, which breaks my heart. Church tomorrow, then the grandkids come over.",
  [U("job_title", "farmer|corn and soybean farmer"), U("place|city", "Ames|near Ames"), U("family", "Kyle"),
   P("Kyle", "relation", "son-in-law"), U("partner", "Marge", False),
   P("Hendersons", "plan", "selling out to a developer|selling out", False), U("family", "grandkids", False)], tag=True)
K("diary", "Night 3 of 3 as an ICU nurse. Mrs. Alvarez in bed 4 kept asking for her late husband. My feet are destroyed. I drink way too "
  "much coffee and I know it, my doctor says my blood pressure is borderline. Got home at 8am, my roommate was leaving for her shift at "
  "Starbucks, we high-fived in the doorway like ships passing. Slept until 3. Tonight I'm off and I'm going to do absolutely nothing "
  "except maybe call my brother in Atlanta.",
  [U("job_title", "ICU nurse|nurse"), U("health", "blood pressure is borderline|borderline blood pressure|blood pressure"),
   P("roommate", "employer", "Starbucks"), P("brother", "city", "Atlanta"), U("family", "brother", False)], tag=True)
K("diary", "Sat. Took the Chuo line out to Mitaka to see the Ghibli museum finally — my favourite film has always been Spirited Away, so "
  "I might have cried a little. I've lived in Tokyo two years now, teaching English at an eikaiwa in Shinjuku. My Japanese is still "
  "embarrassing. Ran into my neighbour Mr. Sato who grows tomatoes on his balcony and he gave me four. Skyped Mum back in Brisbane; "
  "she's got her hip replacement on Thursday.",
  [U("fav_film", "Spirited Away"), U("city", "Tokyo"), U("job_title", "teaching English|English teacher"),
   U("employer", "eikaiwa", False), U("language", "Japanese", False), P("Mr. Sato", "relation", "neighbour|neighbor"),
   P("Mr. Sato", "hobby", "grows tomatoes|gardening"), P("Mum", "city", "Brisbane"), P("Mum", "plan", "hip replacement"),
   U("family", "Mum"), U("hometown", "Brisbane", False)], tag=True)

# ---- named companion (12) ----
K("companion", [u("long day. back-to-back calls with clients"),
                a("Sounds exhausting! Are you still doing sales at Oracle?"),
                u("lol no I left Oracle in the spring. customer success at HubSpot now"),
                a("Oh right, sorry! How's Boston treating you?"),
                u("I'm remote from Portland, Maine actually. Boston is just HQ")],
  [U("employer", "HubSpot"), U("job_title", "customer success"), U("city", "Portland|Portland, Maine")], tag=True, ch="Nova")
K("companion", [u("Juniper, Mochi threw up on my bed again 😩"),
                a("Oh no! Poor Mochi. Is she your bunny?"),
                u("she's a cat, a very dramatic siamese"),
                a("Ha, siamese cats are known for drama! How old is she?"),
                u("4. and I'm the one who's tired, I'm 52 and she runs my life")],
  [U("pet", "siamese|cat"), U("pet_name", "Mochi"), U("age", "52")], tag=True, ch="Juniper")
K("companion", [u("just got back from band practice"),
                a("Nice! You're the drummer, right?"),
                u("guitarist. the drummer is Jamal, he's also my roommate"),
                a("Got it, guitarist! What kind of music does the band play?"),
                u("mostly covers of Fleetwood Mac, they're my all-time favorite")],
  [U("instrument", "guitar|guitarist"), P("Jamal", "relation", "roommate"), P("Jamal", "instrument", "drummer|drums"),
   U("fav_music", "Fleetwood Mac")], tag=True, ch="Milo")
K("companion", [u("Sage can you suggest a dinner? I'm gluten free btw"),
                a("Sure! Since you're celiac, how about a quinoa bowl?"),
                u("not celiac, just sensitive. and no nuts please, my son has a tree nut allergy"),
                a("Of course. How about a rice bowl with salmon?"),
                u("perfect, we all love salmon. well except my husband who hates fish")],
  [U("diet", "gluten free|gluten-free"), P("son", "allergy", "tree nut|tree nuts"), U("family", "son"),
   U("partner", "husband"), P("husband", "dislike", "fish"), U("fav_food", "salmon"),
   U("health", "sensitive|gluten sensitivity", False)], tag=True, ch="Sage")
K("companion", [u("homesick today"),
                a("I'm sorry. You miss Chicago, right?"),
                u("chicago is where I went to college. home is Duluth. I'm in Austin now for work"),
                a("Duluth! Cold winters. Do you like Austin?"),
                u("love the tacos, hate the heat. i've been here 3 years")],
  [U("hometown", "Duluth"), U("city", "Austin"), U("dislike", "heat|the heat"), U("fav_food", "tacos"),
   U("school", "chicago", False)], tag=True, ch="Echo")
K("companion", [u("got my surgery date. gallbladder, Nov 18"),
                a("Thanks for telling me. Are you nervous? I remember you said you had surgery last year too"),
                u("that was my wife, her ACL. i've never had surgery"),
                a("Oh, I mixed that up — sorry. Is your wife going to be with you?"),
                u("yeah Mei's taking the week off")],
  [U("plan", "gallbladder|surgery|gallbladder surgery"), U("health", "gallbladder", False), U("partner", "Mei"),
   P("Mei", "relation", "wife")], tag=True, ch="Wren")
K("companion", [u("pixel call me Z from now on, nobody uses Zoltan"),
                a("Sure thing, Z! Is Zoltan Hungarian?"),
                u("yeah my grandparents were from Budapest. I'm from Cleveland though"),
                a("Cool! Are you still playing Elden Ring?"),
                u("beat it last week. my character was a level 150 giant named Bonk lol")],
  [U("nickname", "Z"), U("name", "Zoltan"), U("hometown", "Cleveland"), P("grandparents", "hometown", "Budapest"),
   U("hobby", "Elden Ring|gaming", False)], tag=True, ch="Pixel")
K("companion", [u("I got into the MBA program!!"),
                a("Congrats!!! Is that at Wharton like you were hoping?"),
                u("No, Wharton rejected me lol. It's Kellogg, starting in September"),
                a("Kellogg is amazing! Will you quit your job at the consulting firm?"),
                u("yep, giving notice in June. I've been an analyst there for 4 years")],
  [U("school|plan", "Kellogg"), U("degree|plan", "MBA"), U("job_title", "analyst"),
   U("employer", "consulting firm", False), U("industry", "consulting", False)], tag=True, ch="Atlas")
K("companion", [u("remy it's my birthday today!", at="2024-06-21"),
                a("Happy birthday!! 🎉 How old are you turning?"),
                u("40. don't make it weird"),
                a("40 and fabulous! Any plans with your kids?"),
                u("no kids lol. dinner with my partner Alex and my sister")],
  [U("age", "40"), U("birthday", "June 21|6月21日|06-21", False), U("partner", "Alex"), P("Alex", "relation", "partner"),
   U("family", "sister", False)], tag=True, ch="Remy")
K("companion", [u("Luna, how do you say 'good luck' in Korean?"),
                a("It's 행운을 빌어요! Are you learning Korean?"),
                u("yes! taking classes twice a week. my fiancé is from Busan and I want to talk to his grandma"),
                a("That's so sweet. Are you moving to Korea?"),
                u("not anytime soon, we're both in Vancouver. wedding is next August here")],
  [U("language", "Korean"), U("partner", "fiancé|fiance"), P("fiancé", "hometown", "Busan"), U("city", "Vancouver"),
   P("fiancé", "city", "Vancouver"), U("plan", "wedding")], tag=True, ch="Luna")
K("companion", [u("my manager scheduled a 4:30 friday meeting again"),
                a("Ugh! Friday afternoon meetings. Is this at the hospital?"),
                u("no, I left the hospital job. I'm a pharmacist at CVS now"),
                a("Ah right. Do you like it better?"),
                u("way better. still hate fluorescent lights though")],
  [U("job_title", "pharmacist"), U("employer", "CVS"), U("dislike", "fluorescent lights")], tag=True, ch="Kit")
K("companion", [u("ollie remind me what email i gave you?"),
                a("You gave me jt.morrison88@gmail.com!"),
                u("that's my old one. new one is jtmorrison@fastmail.com"),
                a("Updated! Anything else?"),
                u("my cell too, it's (503) 555-0142")],
  [U("email", "jtmorrison@fastmail.com"), U("phone", "(503) 555-0142|503-555-0142")], tag=True, ch="Ollie")

# ---- group chats (10: 5 with me, 5 with exporter_me) ----
K("group", [s("Mom", "Rosa are you bringing the flan Sunday?"),
            s("Rosa", "Yes! And Diego's coming, he finally has the weekend off from the restaurant"),
            s("Tía Lupe", "Rosa how's the new job at the school district?"),
            s("Rosa", "Good! Speech therapist for three elementary schools, lots of driving lol")],
  [U("job_title", "Speech therapist|speech-language pathologist"), U("employer", "school district", False),
   U("partner", "Diego", False), P("Diego", "employer", "restaurant", False), U("name", "Rosa", False)], tag=True, me="Rosa")
K("group", [s("Kev", "who ate my leftover pad thai", exp=True),
            s("Marcus", "wasn't me, I'm doing keto"),
            s("Jen", "guilty 🙋‍♀️ sorry I'll buy you another. also my bf is staying over friday fyi"),
            s("Kev", "fine but it was from Thai Orchid and that's my favorite place, so you owe me big")],
  [U("fav_food", "Thai Orchid|pad thai"), P("Marcus", "diet", "keto"), P("Jen", "partner", "bf|boyfriend"),
   U("name", "Kev", False)], tag=True)
K("group", [s("Sam", "standup moved to 10 tomorrow, signed, your friendly team lead"),
            s("Hannah", "👍 I'll be on the 9:15 train from New Haven, should make it"),
            s("Priya", "I'm out Thursday, dentist"),
            s("Hannah", "btw as the only QA engineer here I volunteer to test the new hires' PRs lol")],
  [U("job_title", "QA engineer"), U("city", "New Haven", False), P("Sam", "job_title", "team lead"),
   P("Priya", "plan", "dentist"), U("name", "Hannah", False)], tag=True, me="Hannah")
K("group", [s("Coach Mike", "Saturday long run: 16 miles. Meet at the boathouse 6am"),
            s("Tasha", "I'm in! Training for Chicago in October, registered last week", exp=True),
            s("Ben", "I'll do 10, my knee's still cranky from last weekend"),
            s("Tasha", "Ben you should see my PT, she fixed my IT band. I'm a PT myself but I don't treat my friends lol")],
  [U("plan", "Chicago|Chicago Marathon"), U("sport", "long run|running", False), U("job_title", "PT|physical therapist"),
   P("Ben", "health", "knee"), U("name", "Tasha", False)], tag=True)
K("group", [s("Jake", "trade deadline is thursday boys"),
            s("Trev", "i'm not trading you Kelce lmao"),
            s("Marco", "jake didn't you say you're a Bears fan? why do you have 3 Packers"),
            s("Jake", "i'm a Bears fan from Chicago living in Green Bay, i contain multitudes")],
  [U("hometown", "Chicago"), U("city", "Green Bay"), U("name", "Jake", False)], tag=True, me="Jake")
K("group", [s("Linda", "Anyone see a grey cat? Smokey got out last night 😢"),
            s("Gary", "Nope but I'll keep an eye out. I'm home all day since I retired"),
            s("Nadia", "Linda I think I saw him by the bins at #14! I'm at #12, I'll go look", exp=True),
            s("Linda", "Thank you Nadia!!! he's 16 and deaf so he won't come when called")],
  [P("Linda", "pet", "grey cat|cat"), P("Linda", "pet_name", "Smokey"), P("Gary", "job_title", "retired"),
   U("place|city", "#12"), U("name", "Nadia", False)], tag=True)
K("group", [s("Aunt Beth", "Chloe honey did you finish nursing school?"),
            s("Chloe", "I graduated in May!! RN now, working at Mercy in the NICU"),
            s("Cousin Will", "congrats! I'm still in my PhD lol, 6th year, send thoughts"),
            s("Aunt Beth", "Will is at Stanford, he studies rocks"),
            s("Cousin Will", "geology mom. it's called geology")],
  [U("job_title", "RN|nurse|NICU nurse"), U("employer", "Mercy"), P("Cousin Will", "degree", "PhD"),
   P("Cousin Will", "school", "Stanford"), P("Cousin Will", "major", "geology"), U("name", "Chloe", False)], tag=True, me="Chloe")
K("group", [s("Jules", "gig at the Blue Door on the 22nd confirmed!! 🎸", exp=True),
            s("Nate", "sick. I'll be late, I'm working till 9 at the hospital that night"),
            s("Ria", "can we practice Tuesday? I just got a new Roland keyboard and I want to try it"),
            s("Jules", "Tuesday works, I'll bring my amp. my neighbors will hate us")],
  [U("plan", "gig at the Blue Door|gig|Blue Door"), P("Nate", "employer", "hospital", False),
   P("Ria", "belonging", "Roland keyboard|Roland"), P("Ria", "instrument", "keyboard"), U("name", "Jules", False)], tag=True)
K("group", [s("Omar", "lunch at 12:30? I'm craving that halal cart"),
            s("Steph", "can't, I'm doing 16:8 fasting"),
            s("Omar", "oh right. I keep halal so the cart is my only option around here anyway"),
            s("Dee", "same, I'm vegetarian so I'll get falafel there")],
  [U("diet", "halal"), P("Steph", "diet", "16:8 fasting|fasting"), P("Dee", "diet", "vegetarian"),
   U("name", "Omar", False)], tag=True, me="Omar")
K("group", [s("Margaret", "Next month: Lessons in Chemistry. Agree?"),
            s("Paul", "Fine by me. I'll finally read it, my wife has been recommending it for months", exp=True),
            s("Irene", "I hated it, sorry 😬 but I'll come for the wine"),
            s("Paul", "Irene you hate everything after 1990 lol. I'm still waiting for someone to pick Lonesome Dove, best book ever written")],
  [U("fav_book", "Lonesome Dove"), U("partner", "wife"), P("Irene", "dislike", "Lessons in Chemistry"),
   U("name", "Paul", False)], tag=True)
