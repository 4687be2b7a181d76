from h import U, P, C, chat, diary, comp, group

L = "en"
CASES = [
# ---- short chats ----
chat(L, "ok so i finally adopted a cat!! shes a tabby named Miso and she already owns my bed", [
    U("pet", "cat|tabby"), U("pet_name", "Miso")]),
chat(L, "I'm a dental hygienist in Tacoma, been doing it 9 yrs. not 9 years old lol", [
    U("job_title", "dental hygienist"), U("city", "Tacoma")], neg=True),
chat(L, "my email is jordan.pike88@gmail.com — the old hotmail one is dead, don't use it", [
    U("email", "jordan.pike88@gmail.com")], neg=True),
chat(L, ["New number: 415-555-0182. Text me there", "A:Saved! Should I remove the old one?", "yes pls, and my work phone is always on silent anyway"], [
    U("phone", "415-555-0182")]),
chat(L, "I don't eat meat but fish is fine, so pescatarian I guess", [U("diet", "pescatarian|no meat")]),
chat(L, "my sister Hannah just got into Berkeley for chem, so proud of her", [
    U("family", "Hannah|sister"), P("Hannah", "relation", "sister"), P("Hannah", "school|plan", "Berkeley|UC Berkeley"),
    P("Hannah", "major|plan", "chem|chemistry")], neg=True),
chat(L, "If I lived in Seattle I'd be hiking every weekend. but I'm stuck in Phoenix, so it's mostly indoor climbing for me", [
    U("city", "Phoenix"), U("sport", "indoor climbing|climbing")], neg=True),
chat(L, "Do you think I should learn the cello? I've played violin since I was 7", [U("instrument", "violin")], neg=True),
chat(L, "i'm 34, he/him, 8th grade science teacher so yes i'm tired", [
    U("age", "34"), U("gender", "he/him|male|man"), U("job_title", "science teacher|teacher")]),
chat(L, "Born and raised in Cork, living in Manchester now. My accent confuses everyone", [
    U("hometown", "Cork"), U("city", "Manchester")], neg=True),
chat(L, "My birthday's October 3rd, just so you have it. Not the 30th like Facebook says, that's a typo I never fixed", [
    U("birthday", "October 3rd|October 3|Oct 3")], neg=True),
chat(L, "I'm severely allergic to shellfish. My husband Tomas jokes that I'm allergic to fun too", [
    U("allergy", "shellfish"), U("partner", "Tomas"), P("Tomas", "relation", "husband")], neg=True),
chat(L, "Work update: I left Deloitte in March, now at a tiny startup doing climate software, title is 'founding engineer' which means I do everything", [
    U("industry", "climate software|climate tech"), U("job_title", "founding engineer")], neg=True),
chat(L, "fav movie of all time is Spirited Away, fight me", [U("fav_film", "Spirited Away")]),
chat(L, "can't stand cilantro. tastes like soap. genetics i guess. pad thai without it is my all-time fav food tho", [
    U("dislike", "cilantro|coriander"), U("fav_food", "pad thai")]),
chat(L, "I've been running marathons for about 6 years. Boston is in April, finally qualified!", [
    U("sport", "marathons|running"), U("plan", "Boston|Boston Marathon")]),
chat(L, "My dad's a retired firefighter and my mom still works as a pharmacist at Walgreens", [
    P("mom", "job_title", "pharmacist"), P("mom", "employer", "Walgreens"), U("family", "mom", False),
    U("family", "dad", False)], neg=True),
chat(L, "People call me Bex, nobody calls me Rebecca except my grandma when I'm in trouble", [
    U("nickname", "Bex"), U("name", "Rebecca")]),
chat(L, "I speak Portuguese at home with my parents and English everywhere else. My Spanish is... tourist level", [
    U("language", "Portuguese"), U("language", "English"), U("language", "Spanish", False)], neg=True),
chat(L, "Quick q: are there any good vets near Lakeview? My beagle has an ear thing again", [
    U("pet", "beagle|dog"), U("place", "Lakeview", False)], neg=True),
chat(L, "Not a student anymore!! Defended my PhD in linguistics yesterday 🎓", [
    U("degree", "PhD"), U("major", "linguistics")]),
chat(L, "i went to Ohio State but honestly i'm a Michigan fan, long story", [U("school", "Ohio State")], neg=True),
chat(L, "My roommate's a nurse at Mercy and works nights, I'm the one with the boring 9-5 at the bank", [
    P("roommate", "job_title", "nurse"), P("roommate", "employer", "Mercy"), P("roommate", "relation", "roommate", False),
    U("industry|employer", "bank|banking")], neg=True),
chat(L, "Favorite album is still Rumours. Fleetwood Mac forever", [U("fav_music", "Fleetwood Mac|Rumours")]),
chat(L, "I have type 1 diabetes, so the pump beeping in meetings is me, sorry everyone", [
    U("health", "type 1 diabetes|diabetes"), U("belonging", "pump|insulin pump", False)]),
chat(L, "moving to Denver in June for the new job at REI!! still in Austin till then", [
    U("city", "Austin"), U("plan", "moving to Denver|Denver"), U("employer|plan", "REI")], neg=True),
chat(L, "Me and my girlfriend Priya got a second dog, a rescue greyhound named Biscuit. Our first is a pug named Bean", [
    U("partner", "Priya"), P("Priya", "relation", "girlfriend"), U("pet", "greyhound|dog"), U("pet_name", "Biscuit"),
    U("pet", "pug"), U("pet_name", "Bean")]),
chat(L, "I'm not vegan, my boyfriend is. I just eat a lot of tofu by association", [
    U("partner", "boyfriend"), P("boyfriend", "diet", "vegan")], neg=True),
chat(L, "Reading Middlemarch right now and hating it. My all-time favourite is still The Secret History", [
    U("fav_book", "The Secret History")], neg=True),
chat(L, "I drive a 2012 Corolla with 200k miles and I will drive it until it dies", [U("belonging", "Corolla|2012 Corolla")]),
chat(L, "I work in healthcare admin, which is a fancy way of saying I fight insurance companies all day", [
    U("industry", "healthcare|healthcare admin")]),
chat(L, "I'm a woman in tech and yes I'm tired of being asked if I'm in HR. I'm a backend dev.", [
    U("gender", "woman|female"), U("job_title", "backend dev|backend developer"), U("industry", "tech", False)], neg=True),
# ---- diaries ----
diary(L, "Tuesday. Rain again. Walked Pepper before work — she's getting slow, eleven now. The 8:15 bus was late so I got to the library at nine and the queue for returns was already out the door. I've been a library assistant here for twelve years and people still ask me where the bathroom is. Lunch with Carol from circulation; she's retiring in May and moving to Florida to be near her daughter. Came home, made soup, watched half of a documentary about octopuses and fell asleep.", [
    U("pet_name", "Pepper"), U("pet", "dog", False), U("job_title", "library assistant"), U("employer", "library", False),
    P("Carol", "plan", "retiring|moving to Florida"), P("Carol", "relation", "coworker|colleague", False)], neg=True),
diary(L, "Today I turned 40. Forty! Ben made pancakes and the twins gave me a card that said 'happy 100th birthday', which, rude. Took the day off from the firm — being a partner has to be good for something. Called Mum in Leeds, she cried. Went for a swim at the lido in the evening, my usual Thursday thing, and ate far too much cake.", [
    U("age", "40|Forty"), U("birthday", "August 22|Aug 22", False), U("partner", "Ben", False), U("family", "twins"),
    U("job_title", "partner"), U("family", "Mum", False), P("Mum", "city", "Leeds"), U("sport", "swim|swimming")], neg=True, at="2024-08-22"),
diary(L, "Long day at the shop. People think I own the place because I'm always there, but it's Mr. Okafor's bakery, I'm just a baker on the early shift. Up at 4, ovens on by 4:30. My knees hate me. After work I went to my Spanish class — second month, slowly getting there. Texted Dani about the weekend, she wants to drive to Big Sur but my car's in the shop. Ended the night with leftovers and a podcast.", [
    U("job_title", "baker"), U("employer", "Mr. Okafor's bakery|Okafor's bakery"), U("language", "Spanish"),
    U("belonging", "car", False)], neg=True),
diary(L, "First week at the new place in Glasgow. The flat's tiny but there's a view of the river if you lean out the window. Started at the university on Monday as a postdoc in marine biology, everyone's lovely. Haven't unpacked my records yet — it's mostly Bowie and Kate Bush, the essentials. Mum keeps texting asking if I've eaten. I have, Mum. Found a decent curry place round the corner.", [
    U("city", "Glasgow"), U("job_title", "postdoc"), U("major|industry", "marine biology"), U("employer", "the university", False),
    U("fav_music", "Bowie|David Bowie"), U("fav_music", "Kate Bush"), U("family", "Mum", False)]),
diary(L, "Dreamt I was a pilot again. Every time. In real life I'm scared of heights and I work in a call centre in Swindon. Shift was fine, only two shouty customers. Aunt Lorraine rang — she's in hospital with a broken hip, she's 78 and refuses to slow down. I'll visit Saturday. Fed the fish, did my stretches, bed.", [
    U("job_title|industry", "call centre|call center"), U("city", "Swindon", False), U("family", "Lorraine|Aunt Lorraine"),
    P("Lorraine", "relation", "Aunt|aunt"), P("Lorraine", "health", "broken hip"), P("Lorraine", "age", "78"),
    U("pet", "fish"), U("health", "scared of heights|fear of heights", False)], neg=True),
diary(L, "My son Oliver's first day of kindergarten. He marched in without looking back and I cried in the car like an idiot. Then I had a 10am with a client who wanted the whole kitchen redesigned in 'millennial sage'. Interior design is 80% managing feelings. Picked up Oliver at 3, he says his best friend is a kid called Theo who 'has a snake'. Tried a new recipe, mushroom risotto, which is now my favourite thing to cook.", [
    U("family", "Oliver|son"), P("Oliver", "relation", "son"), U("job_title|industry", "Interior design|interior designer"),
    U("fav_food|hobby", "mushroom risotto", False)], neg=True),
diary(L, "Finally cancelled the gym membership I haven't used since January. I do want to get back into tennis though, the courts by the park reopen next month. Work was meetings, meetings, meetings. I'm a project manager at Boeing and sometimes I think my whole job is scheduling other meetings. Had dinner with Marcus — my ex — who is apparently engaged now. Good for him. Came home and played piano for an hour, the only thing that actually relaxes me.", [
    U("job_title", "project manager"), U("employer", "Boeing"), U("instrument", "piano"),
    P("Marcus", "relation", "ex"), P("Marcus", "plan|partner", "engaged", False)], neg=True),
diary(L, "Sunday journal. Church in the morning, then lunch at Grandma June's. She's 91 and still makes the best peach cobbler in Georgia, which is not an opinion, it is a fact. My brother Luke drove up from Savannah with his kids. I'm the only one in the family who didn't stay in the South — Portland has been home for six years now. Flight back tonight, exhausted.", [
    U("family", "June|Grandma June"), P("June", "relation", "Grandma|grandmother"), P("June", "age", "91"),
    U("family", "Luke|brother"), P("Luke", "relation", "brother"), P("Luke", "city", "Savannah"),
    U("city", "Portland"), U("hometown", "the South|Georgia", False)], neg=True),
diary(L, "Migraine all morning so I worked from bed. Our team shipped the checkout redesign at Shopify today, which I mostly slept through, great. Jess brought soup — best girlfriend ever. She's a vet tech and had a rough day too, a Great Dane ate a sock. We're thinking of getting a cat but our landlord's weird about pets. Watched Paddington 2 for the hundredth time.", [
    U("health", "Migraine"), U("employer", "Shopify"), U("partner", "Jess"), P("Jess", "relation", "girlfriend"),
    P("Jess", "job_title", "vet tech"), U("fav_film", "Paddington 2", False)], neg=True),
diary(L, "Weighed in at 82 kilos this morning, down from 90. The 5:30 spin class is working. Crossfit on Tuesdays and Thursdays too. Work: 47 tickets closed, IT support life. Kid next door turned 16 and got his license, so I'm staying off the sidewalks lol. Ordered a new mechanical keyboard because apparently I'm 45 going on 15.", [
    U("sport", "spin|spin class|cycling"), U("sport", "Crossfit"), U("job_title", "IT support"), U("age", "45"),
    P("kid next door", "age", "16"), U("belonging", "mechanical keyboard", False)], neg=True),
# ---- companion chats ----
comp(L, "Wren", ["ugh long day at the restaurant", "Rough shift? Remind me, you're a line cook at that Italian place, right?",
    "sous chef now actually! got promoted last month. still the same place, Lucia's", "Sous chef at Lucia's — congrats!! That's huge.", "thx. my feet disagree"], [
    U("job_title", "sous chef"), U("employer", "Lucia's")]),
comp(L, "Sol", ["Sol, do you remember where I'm from?", "Of course — you grew up in Ohio, right?",
    "close but no, Indiana. Fort Wayne. Ohio is where my wife's from", "Fort Wayne, got it. And your wife's from Ohio — noted!", "good bot"], [
    U("hometown", "Fort Wayne|Indiana"), U("partner", "wife"), P("wife", "hometown", "Ohio")]),
comp(L, "Pixel", ["what games do you like pixel", "I'm a sucker for Stardew Valley, honestly. Cozy farming forever. You?",
    "elden ring. i've beaten it 4 times. my 3rd playthrough char is level 150 lol", "Level 150! Are you like... a pro gamer?",
    "lmao no i'm an accountant. gaming is just my hobby"], [
    C("hobby", "Stardew Valley"), U("hobby", "gaming|elden ring"), U("job_title", "accountant")]),
comp(L, "Rue", ["Rue I think I'm finally gonna do it. I'm moving in with Sam", "Oh wow! Sam's your boyfriend of two years, right?",
    "girlfriend 🙄 and three years in August", "Sorry! Your girlfriend Sam. Three years, amazing. When's the move?",
    "first of next month, her place in Brooklyn"], [
    U("partner", "Sam"), P("Sam", "relation", "girlfriend"), U("plan", "moving in with Sam"), P("Sam", "city|place", "Brooklyn")]),
comp(L, "Kai", ["kai can you remind me what my allergies are, filling out a form at the doctor", "You told me you're allergic to latex and penicillin!",
    "just latex. penicillin is my brother's thing. also I'm on lisinopril for blood pressure", "Got it — latex only for you, and lisinopril for your blood pressure."], [
    U("allergy", "latex"), P("brother", "allergy", "penicillin"), U("health", "blood pressure|high blood pressure"),
    U("family", "brother", False)]),
comp(L, "Hazel", ["hazel i finally got my license!!!", "Congrats! Driving license? Now you can drive your mom's Jeep around 😄",
    "no lol my nursing license. I passed the NCLEX. RN now baby", "An RN!! That's incredible, congratulations!", "starting at St. Jude's in two weeks"], [
    U("job_title", "RN|nurse|registered nurse"), U("employer|plan", "St. Jude's")]),
comp(L, "Ash", ["do u think 29 is too old to start learning guitar", "Never too old! Wait, aren't you 26?",
    "im 29 lol. and i already play drums so rhythm isn't the problem", "Drums to guitar, you'll pick it up fast."], [
    U("age", "29"), U("instrument", "drums")]),
comp(L, "Lumi", ["Lumi, ¿hablas español?", "¡Un poco! I'm still learning. You're fluent, right?",
    "yeah, my mom's Colombian so Spanish was my first language. I also speak decent French from school", "That's lovely. Spanish first, then English and French!"], [
    U("language", "Spanish|español"), U("language", "French"), C("language", "español|Spanish", False),
    P("mom", "hometown", "Colombian|Colombia", False), U("family", "mom", False)]),
comp(L, "Tess", ["Tess my cat knocked my coffee onto my laptop", "Oh no! Was it Mochi? The orange one?",
    "Mochi is my sister's cat. mine is Pickle, black, chaotic", "Pickle, black cat, chaotic. Got it. Is the laptop okay?",
    "barely. it's my work macbook so... fun conversation tomorrow"], [
    U("pet", "cat"), U("pet_name", "Pickle"), P("sister", "pet", "cat"), P("sister", "pet_name", "Mochi"),
    U("family", "sister", False)]),
comp(L, "Bram", ["bram whats a good dinner idea. no mushrooms, i hate them", "How about a creamy mushroom risotto? Oh wait — no mushrooms! Sorry. Maybe tacos?",
    "lol. tacos are actually my fav food ever, good call", "Tacos it is! Fish or carnitas?", "carnitas obviously"], [
    U("dislike", "mushrooms"), U("fav_food", "tacos")]),
comp(L, "Ollie", ["ollie i got into grad school!!!", "YES!! Which one? Was it Stanford?",
    "haha no, University of Michigan, masters in public health. starts in september", "Michigan MPH, congrats! That's so exciting."], [
    U("school|plan", "University of Michigan|Michigan"), U("degree|plan", "masters|MPH"), U("major|plan", "public health")]),
comp(L, "Echo", ["echo I moved!!", "Congrats!! To Boston like you were planning?",
    "change of plans, Providence. cheaper and my job is remote anyway. small apartment in Fox Point", "Providence, nice! Fox Point sounds cute."], [
    U("city", "Providence"), U("place", "Fox Point")]),
# ---- group chats ----
group(L, [("Mike", "who's in for pickup basketball saturday"), ("Danny", "me, if my ankle holds up"),
    ("Leah", "can't, working a double at the hospital"), ("Mike", "Leah you're a nurse not a doctor, stop acting like you run the place"),
    ("Leah", "I'm an ER nurse, I basically do")], [
    U("sport", "basketball", False), P("Leah", "job_title", "ER nurse|nurse")], me="Danny"),
group(L, [("Mom", "Sarah did you get the flight for thanksgiving?"), ("Sarah", "yes! landing in Denver wed at 6"),
    ("Dad", "I'll pick you up. still driving that old subaru?"), ("Sarah", "sold it, I take the subway everywhere in NYC lol"),
    ("Kate", "Sarah bring your famous pecan pie pls")], [
    U("plan", "landing in Denver|flight for thanksgiving"), U("city", "NYC|New York", False), U("name", "Sarah", False)], exporter="Sarah"),
group(L, [("Tom", "welcome Priyanka! everyone, Priyanka is our new data scientist, joining from Spotify"),
    ("Priyanka", "hi all! excited to be here. I'm based in the Toronto office"),
    ("Greg", "welcome! I'm Greg, I run QA. ignore my dog barking on calls"), ("Priyanka", "haha I have a husky so I get it")], [
    U("job_title", "data scientist"), U("city", "Toronto", False), U("pet", "husky|dog"),
    P("Greg", "job_title", "QA"), P("Greg", "pet", "dog")], me="Priyanka"),
group(L, [("Ana", "next pick? I vote Pachinko"), ("jules", "I've read it twice, it's my favorite book, I'll happily reread"),
    ("Ben", "I'm still halfway through last month's lol"), ("jules", "ben you say that every month"),
    ("Ana", "ok Pachinko it is. meeting at my place, 2nd floor, dog is friendly")], [
    U("fav_book", "Pachinko"), P("Ana", "pet", "dog")], exporter="jules"),
group(L, [("Chris", "raid tonight 9pm est?"), ("zed", "im in. my paladin finally hit 60"),
    ("Chris", "nice. I might be late, my shift at Station 12 ends at 8:30. firefighter life"),
    ("Mo", "im out, my wife's birthday. she turns 35 and I'm in trouble if I'm online")], [
    U("job_title", "firefighter"), U("employer", "Station 12", False), U("hobby", "raid|gaming", False),
    P("Mo", "partner", "wife"), P("Mo's wife", "age", "35")], me="Chris"),
group(L, [("Nina", "who ate my oat milk"), ("Tyler", "guilty. I'll buy more"),
    ("Nina", "it's the only milk I can drink, I'm allergic to dairy tyler"), ("Ruth", "also rent is due friday, I venmo'd already"),
    ("Tyler", "I'll pay after my paycheck, the bar's been slow")], [
    U("allergy", "dairy")], exporter="Nina"),
group(L, [("Coach Ray", "Practice moved to 5pm thursday"), ("Grace", "Got it. My daughter Ella will be there, she's finally over the flu"),
    ("Mark", "Can someone carpool Jayden? I'm stuck at the clinic till 6"), ("Grace", "I can take him, I'm off Thursdays")], [
    U("family", "Ella|daughter"), P("Ella", "relation", "daughter"), P("Mark", "employer", "clinic", False)], me="Grace"),
group(L, [("Dev", "gig at the Crown on the 14th, confirmed"), ("Lou", "sweet. I'll bring my Rickenbacker, the P-bass is in the shop"),
    ("Kim", "I can't do the 14th, my sister's wedding in Vermont"), ("Lou", "we'll find a sub drummer then"),
    ("Dev", "Lou you're the only bassist who shows up on time, we're not losing you")], [
    U("instrument", "bass|bassist"), U("belonging", "Rickenbacker"), U("belonging", "P-bass", False),
    U("plan", "gig at the Crown", False), P("Kim", "instrument", "drummer|drums", False)], exporter="Lou"),
group(L, [("Omar", "anyone know a good dentist in Leeds? just moved here from Bristol"), ("Hana", "mine's on Briggate, she's great"),
    ("Omar", "cheers. also free for a pint friday, i don't drink but I'll have a lemonade lol"),
    ("Sean", "omar you're the only person I know who's a Leeds United fan and doesn't drink"),
    ("Omar", "haha my whole family is Leeds mad, dad's from here")], [
    U("city", "Leeds"), U("diet", "don't drink|no alcohol"), P("dad", "hometown", "Leeds"), U("family", "dad", False)], me="Omar"),
group(L, [("Ravi", "orgo exam moved to monday 😩"), ("Zoe", "i literally have a shift at starbucks sunday night"),
    ("Ravi", "call in sick"), ("Zoe", "can't, i need the money for tuition. being a pre-med barista is a lifestyle"),
    ("Lin", "i'll send my notes, i'm a chem TA anyway")], [
    U("employer", "starbucks"), U("job_title", "barista"), U("major", "pre-med"), P("Lin", "job_title", "chem TA|TA")], exporter="Zoe"),
]
