from h import u, p, ch, S, D, C, G

SHORT = [
S("en", "i'm a dental hygienist in tucson, been doing it 9 yrs and my wrists are NOT happy about it lol", [
    u("job_title", "dental hygienist"), u("city", "tucson")], True),
S("en", "Just got engaged to Priya last night!!! she said yes on the pier 💍💍 I can't stop staring at my hand", [
    u("partner", "Priya"), p("Priya", "relation", "fiancée|fiancee|engaged", False)]),
S("en", "not a nurse, I'm a respiratory therapist. everyone mixes it up, even my own mother", [
    u("job_title", "respiratory therapist")], True),
S("en", "my sister-in-law just moved to Denver for a job at Lockheed, meanwhile I'm still stuck in Ohio working retail", [
    p("sister-in-law", "city", "Denver"), p("sister-in-law", "employer", "Lockheed|Lockheed Martin"),
    u("city|place", "Ohio"), u("job_title|industry", "retail"), u("family", "sister-in-law", False)], True),
S("en", "i'm allergic to penicillin and bees. found out the hard way both times", [
    u("allergy", "penicillin"), u("allergy", "bees|bee stings")]),
S("en", "my boyfriend Theo is a line cook at this thai place downtown and he STILL can't make pad thai at home lmao", [
    u("partner", "Theo"), p("Theo", "relation", "boyfriend"), p("Theo", "job_title", "line cook")]),
S("en", "does anyone know if you can bring a cat on Amtrak? moving from Chicago to Portland in March with my cat Biscuit", [
    u("pet", "cat"), u("pet_name", "Biscuit"), u("city", "Chicago"), u("plan", "moving from Chicago to Portland|Portland")], True),
S("en", "My email's rosa.mendez.work@gmail.com if you need the forms, the old hotmail one is dead", [
    u("email", "rosa.mendez.work@gmail.com")], True),
S("en", "I play cello in a community orchestra, we have a concert on the 14th if anyone wants to come!", [
    u("instrument", "cello"), u("plan", "concert")]),
S("en", "divorced 2 years, two kids in middle school, living in Boise, trying this dating thing again. wish me luck", [
    u("city", "Boise"), u("family", "two kids|kids")], True),
S("en", "fun fact i was born on leap day, feb 29, so technically i'm 8 😂 (i'm 32)", [
    u("birthday", "feb 29|February 29|leap day"), u("age", "32")], True),
S("en", "My grandma in Manila still calls every sunday. I'm the only one of her grandkids who speaks Tagalog", [
    u("language", "Tagalog|Filipino"), p("grandma", "city", "Manila"), u("family", "grandma", False)]),
S("en", "we had to put our lab down last month. still can't walk past the leash hook. we still have Pickles the beagle though", [
    u("pet", "beagle|dog"), u("pet_name", "Pickles")], True),
S("en", "I used to be a paralegal but now I'm a 5th grade teacher in Raleigh and honestly it's way more chaos", [
    u("job_title", "5th grade teacher|teacher"), u("city", "Raleigh")], True),
S("en", "honestly cilantro tastes like soap to me, and don't even get me started on olives", [
    u("dislike", "cilantro"), u("dislike", "olives")]),
S("en", "my wife Dana and I just closed on a house in Tacoma!! first time homeowners at 41, better late than never", [
    u("partner", "Dana"), p("Dana", "relation", "wife"), u("city", "Tacoma"), u("belonging", "house")], True),
S("en", "I'm vegan but my husband's a butcher. yes really. we make it work somehow", [
    u("diet", "vegan"), u("partner", "husband"), p("husband", "job_title", "butcher")]),
S("en", "if I were rich I'd live in Lisbon. alas, Milwaukee. Bay View specifically, which is at least cute", [
    u("city", "Milwaukee"), u("place|city", "Bay View")], True),
S("en", "working at Costco is fine I guess, I'm a pharmacist there. only woman pharmacist on our team which is a whole thing", [
    u("employer", "Costco"), u("job_title", "pharmacist"), u("gender", "woman|female")], True),
S("en", "everyone calls me Mo, my real name is Mohammed but nobody's used that since 3rd grade", [
    u("nickname", "Mo"), u("name", "Mohammed")], True),
S("en", "my phone died rip. new number is (415) 555-0198 if anyone needs me", [
    u("phone", "(415) 555-0198|415-555-0198|4155550198")]),
S("en", "my ex took the dog in the breakup so now it's just me and two very judgmental cats", [
    u("pet", "cats|cat")], True),
S("en", "just finished my MBA at Wharton!!! 2 years of zero sleep, worth it", [
    u("degree", "MBA"), u("school", "Wharton")], True),
S("en", "mom got diagnosed with type 2 diabetes and I'm the one who cooks so the whole house has gone low-carb", [
    p("mom", "health", "type 2 diabetes|diabetes"), u("diet", "low-carb|low carb"), u("family", "mom", False)]),
S("en", "i'm from Lagos originally, came to Houston for grad school and never left. petroleum engineer now, shocker", [
    u("hometown", "Lagos"), u("city", "Houston"), u("job_title", "petroleum engineer"),
    u("industry", "petroleum|oil and gas", False)]),
S("en", "Currently reading Project Hail Mary but my all-time favorite book is still The Hobbit", [
    u("fav_book", "The Hobbit|Hobbit")], True),
S("en", "haven't been to a gym in 3 years lol but I do yoga most mornings before work", [
    u("sport", "yoga")], True),
S("en", "i'm a trans guy, 26, living in Montreal with my partner Sam and our rescue rabbit Clover", [
    u("gender", "trans guy|male|trans man"), u("age", "26"), u("city", "Montreal"), u("partner", "Sam"),
    p("Sam", "relation", "partner"), u("pet", "rabbit"), u("pet_name", "Clover")]),
S("en", "my bff Jess is getting married in Napa in June and I'm maid of honor, send help", [
    p("Jess", "relation", "bff|best friend"), p("Jess", "plan", "getting married|married"),
    u("plan", "maid of honor"), u("gender", "female|woman", False)], True),
S("en", "Do you think I should learn Korean or Japanese next? I already speak Spanish and French", [
    u("language", "Spanish"), u("language", "French")], True),
S("en", "we're a small software consultancy, 40 people, I handle sales. before that I was at Oracle for 8 years", [
    u("industry", "software consultancy|software"), u("job_title", "sales")], True),
S("en", "fav movie: Spirited Away. fav snack: hot Cheetos. fav person: my girlfriend Ana 🥰", [
    u("fav_film", "Spirited Away"), u("fav_food", "hot Cheetos|Cheetos"), u("partner", "Ana"),
    p("Ana", "relation", "girlfriend")]),
]

DIARY = [
D("en", "Sunday. Spent the whole morning at the farmers market with Jonah, bought way too many peaches. His mom called while we were there to remind us about the engagement dinner next Saturday; she's hosting it at their place in Westchester. I love her but she keeps asking when we'll move closer. We're not leaving Philly, I literally just made partner at the firm. Afternoon was laundry and a nap. Jonah made peach cobbler. I've been running every morning, training for the Broad Street Run in May, so I allowed myself two slices.", [
    u("partner", "Jonah"), p("Jonah", "relation", "fiancé|fiance", False), u("plan", "engagement dinner"),
    p("Jonah's mom", "city", "Westchester"), u("city", "Philly|Philadelphia"), u("job_title", "partner"),
    u("sport", "running"), u("plan", "Broad Street Run")], True),
D("en", "Rough day. Mia and I officially broke up this morning. Four years. She's keeping the apartment in Brooklyn and I'm crashing at my brother Luke's place in Jersey City until I find something. Luke's wife is a nurse and works nights, so at least it's quiet during the day. Work was a blur, I'm a UX researcher at Etsy and we had back to back interviews. Ate cereal for dinner. Bed.", [
    p("Mia", "city", "Brooklyn"), u("city", "Jersey City", False), u("job_title", "UX researcher"), u("employer", "Etsy"),
    u("family", "Luke"), p("Luke", "relation", "brother"), p("Luke", "city", "Jersey City"),
    p("Luke's wife", "job_title", "nurse")], True),
D("en", "March 2. My granddaughter Emma visited today and set up this diary app on my tablet. She's at Ohio State studying nursing and I am so proud of her. I told her I've kept paper diaries since 1971 and she couldn't believe it. My knees are bad today so I didn't walk Rufus; the neighbor's boy took him around the block. Rufus is a cocker spaniel and he's going gray around the muzzle, same as me. I'm 79 but Emma says I type like a teenager.", [
    u("family", "Emma"), p("Emma", "relation", "granddaughter"), p("Emma", "school", "Ohio State"),
    p("Emma", "major", "nursing"), u("hobby", "diaries|diary|journaling"), u("pet", "cocker spaniel|dog"),
    u("pet_name", "Rufus"), u("age", "79"), u("health", "knees|bad knees", False)], True),
D("en", "Long shift, 12 hours. A guy came into the ER with a fishhook in his thumb, second one this month. I'm a nurse at St. Luke's and I swear fishing season is our busiest. After work I met Carla for tacos; she's finally leaving the bank to go back to school for social work. A little jealous honestly. Got home and practiced guitar for 20 minutes, still butchering the F chord. Going to my cousin's wedding in Savannah next weekend, hotel's already booked.", [
    u("job_title", "nurse"), u("employer", "St. Luke's"), u("instrument", "guitar"),
    u("plan", "cousin's wedding|wedding in Savannah"), p("Carla", "plan", "back to school for social work|social work"),
    p("Carla", "employer", "bank", False)], True),
D("en", "Day 3 of the new job! I'm officially a junior data analyst at a hospital network in Minneapolis. Commute is brutal, the light rail is always late. My manager Denise is great but talks really fast. At lunch everyone talked about their kids; I just have my plants and my snake, Noodle (ball python). Mom texted asking if I'm eating. I am, Mom. Mostly ramen.", [
    u("job_title", "junior data analyst|data analyst"), u("industry", "hospital|healthcare", False),
    u("city", "Minneapolis"), u("pet", "ball python|snake"), u("pet_name", "Noodle"),
    p("Denise", "relation", "manager")], True),
D("en", "My little brother got married today!! Ceremony in my parents' backyard in Asheville, about 60 people. His wife Hana is Japanese and her parents flew in from Osaka. I practiced my terrible Japanese on her mom and she was very kind about it. I gave the toast and only cried once. My husband Rob danced with every single aunt. I'm exhausted, my feet hurt, and I'm so happy.", [
    p("brother", "partner", "Hana"), p("Hana", "hometown", "Japanese|Japan", False), p("Hana's parents", "city", "Osaka", False),
    p("parents", "city", "Asheville"), u("partner", "Rob"), p("Rob", "relation", "husband"),
    u("language", "Japanese", False), u("family", "brother", False)], True),
D("en", "Woke up at 4:30 for the early shift at the bakery. I don't own it, I just run the ovens, but Gus lets me take home the day-olds. Sourdough is my favorite thing in the world to eat and to make. Afternoon: took my daughter Lily to her swim lesson, she's 6 and already faster than me. Evening: watched The Princess Bride for the hundredth time because it's our favorite movie, hers and mine. Bed by 9, as one does when you're a baker.", [
    u("job_title", "baker"), u("fav_food", "Sourdough"), u("family", "Lily"), p("Lily", "relation", "daughter"),
    p("Lily", "age", "6"), p("Lily", "sport", "swim|swimming"), u("fav_film", "The Princess Bride|Princess Bride"),
    p("Lily", "fav_film", "The Princess Bride|Princess Bride", False)], True),
D("en", "Hospital again for Dad's chemo. He's handling it better than I am. Mom and I take turns and today was my day. Worked from the waiting room, thank god my company is remote-first; I write documentation for a payments startup. My girlfriend drove up from Richmond to bring us dinner. She's a vet tech and honestly the calmest person I know. Dad asked her if she'd marry me. She laughed. I laughed. Nobody answered.", [
    p("dad", "health", "chemo|cancer"), u("job_title", "write documentation|technical writer"),
    u("industry", "payments|fintech"), u("partner", "girlfriend"), p("girlfriend", "city", "Richmond"),
    p("girlfriend", "job_title", "vet tech")], True),
D("en", "In Salt Lake City this week for a work conference, hotel coffee is a crime. Went hiking in the canyon this morning before sessions. Back home in Austin on Friday, where my two dogs and a very patient roommate are waiting. I'm a sales engineer at a cybersecurity company, hence all the conferences. Still trying to decide if I should finally buy that Peloton.", [
    u("city", "Austin"), u("pet", "dogs|dog"), u("job_title", "sales engineer"), u("industry", "cybersecurity"),
    u("sport", "hiking", False)], True),
D("en", "Our 10th anniversary. Ben got me the record player I've wanted forever, and I got him the ugliest sweater in existence (inside joke). We drove to the diner in Burlington where we had our first date; it's a laundromat now. We live in Montpelier these days with the kids and Ben's dad, who moved in after his fall. Ben's dad is 88 and still beats everyone at cribbage.", [
    u("partner", "Ben"), u("belonging", "record player"), u("city", "Montpelier"), u("family", "kids", False),
    p("Ben's dad", "age", "88"), p("Ben's dad", "hobby", "cribbage")], True),
]

COMPANION = [
C("en", "Nori", ["Nori, I'm so tired. Double shift at the restaurant again.",
    "Oh no! Being a waitress is exhausting. Did you at least get good tips?",
    "I'm not a waitress lol, I'm the sous chef. I'm in the kitchen the whole time",
    "Sorry! Sous chef sounds intense. What kind of food?",
    "Korean-Mexican fusion. The owner is my uncle Dae, he opened it after he retired from the army"], [
    u("job_title", "sous chef"), u("family", "Dae"), p("Dae", "relation", "uncle"),
    p("Dae", "job_title", "owner"), u("industry", "restaurant", False)], True),
C("en", "Iris", ["iris guess what, i passed my driving test!!", "Congrats!!! At 16, that's amazing",
    "haha i'm 34, i just never learned. living in nyc you don't need a car", "Oh wow! So are you leaving NYC then?",
    "yeah we're moving to Vermont in june, my wife got a job at UVM"], [
    u("age", "34"), u("city", "nyc|New York"), u("plan", "moving to Vermont|Vermont"), u("partner", "wife"),
    p("wife", "employer", "UVM|University of Vermont")], True),
C("en", "Juniper", ["Juniper what's your favorite band?", "I'm obsessed with Fleetwood Mac! Let me guess yours... Taylor Swift?",
    "lol no. Radiohead forever. saw them live in 2016 in Berlin", "Oh nice, were you living in Berlin then?",
    "yeah for a year, now I'm back in Toronto"], [
    ch("fav_music", "Fleetwood Mac"), u("fav_music", "Radiohead"), u("city", "Toronto")], True),
C("en", "Max", ["Max, my mother-in-law is coming for two weeks. Send strength", "You've got this! Is she the one who lives in Florida?",
    "No that's my mom. My mother-in-law lives in Phoenix. She and my husband are both super loud",
    "Haha. Does she know you're allergic to cats? In case she brings Mr. Whiskers",
    "she knows. and yes Mr. Whiskers is coming because of course he is. I'll stock up on Zyrtec"], [
    p("mom", "city", "Florida"), p("mother-in-law", "city", "Phoenix"), u("partner", "husband", False),
    u("allergy", "cats|cat"), p("mother-in-law", "pet_name", "Mr. Whiskers"), p("mother-in-law", "pet", "cat|cats", False),
    u("family", "mother-in-law", False)], True),
C("en", "Sol", ["Sol, how do I tell my boyfriend I don't want to move to Seattle with him", "That's hard. Is it because of your job at Microsoft?",
    "I don't work at Microsoft, he does. I'm a high school chemistry teacher here in Spokane and I love my students",
    "Sorry, I mixed that up! So he's moving to Seattle for Microsoft?", "yeah, he got transferred. starts in august."], [
    u("job_title", "high school chemistry teacher|chemistry teacher|teacher"), u("city", "Spokane"),
    u("partner", "boyfriend"), p("boyfriend", "employer", "Microsoft"), p("boyfriend", "plan", "move to Seattle|Seattle")], True),
C("en", "Pip", ["Pip, it's my birthday!", "Happy birthday!!! Any plans?",
    "Just dinner with my twin brother Caleb. We turn 29 today. He's flying in from Denver",
    "Twin birthdays are the best! Do you two look alike?", "not at all, he's 6'3 and I'm 5'2 lol"], [
    u("age", "29"), u("birthday", "November 3|Nov 3", False), u("family", "Caleb"), p("Caleb", "relation", "twin brother|brother"),
    p("Caleb", "city", "Denver"), p("Caleb", "age", "29")], True, at="2024-11-03"),
C("en", "Wren", ["Wren, I need a gift idea for my girlfriend's birthday", "What does she like? You mentioned she plays the violin?",
    "no, I play the violin. she's the painter. oils, landscapes mostly", "Got it! Maybe a set of nice brushes?",
    "that's actually perfect. her name's Tova btw, she's Swedish"], [
    u("instrument", "violin"), u("partner", "Tova"), p("Tova", "relation", "girlfriend"),
    p("Tova", "job_title|hobby", "painter"), p("Tova", "hometown", "Swedish|Sweden", False)], True),
C("en", "Ember", ["Ember, can you please remember I'm lactose intolerant? you keep suggesting milkshakes",
    "Oops! Noted. Is that why you drink oat milk?", "yep. also I'm gluten free, not by choice, I have celiac",
    "Got it: lactose intolerant and celiac. Anything else?", "nope that's it. oh and I hate mushrooms but that's just me being picky"], [
    u("health|allergy|diet", "lactose intolerant"), u("health", "celiac"), u("diet", "gluten free|gluten-free"),
    u("dislike", "mushrooms")]),
C("en", "Atlas", ["Atlas, I got the job!!!", "YES! The product designer role at Spotify?",
    "product designer yes, but at Duolingo, not Spotify. Pittsburgh office. I start on the 15th",
    "Amazing. Are you moving to Pittsburgh?", "already live here, so no move. just a new commute"], [
    u("employer|plan", "Duolingo"), u("job_title|plan", "product designer"), u("city", "Pittsburgh")], True),
C("en", "Luna", ["luna I think I'm going to propose to Riley", "OMG. When?? Do you have a ring?",
    "not yet, just thinking. maybe in the fall. we've been together 5 years, she's my best friend",
    "That's so sweet. How did you two meet?", "college, at UCLA. we were both bio majors"], [
    u("partner", "Riley"), p("Riley", "relation", "best friend|girlfriend", False), u("plan", "propose", False),
    u("school", "UCLA"), u("major", "bio|biology"), p("Riley", "school", "UCLA"), p("Riley", "major", "bio|biology")], True),
C("en", "Kiko", ["Kiko you can call me Bear, everyone does", "Hi Bear! Is that because you're big and cuddly?",
    "lol no, because my last name is Baranski. I'm actually pretty small", "Nice to meet you, Bear Baranski! What do you do?",
    "I'm a park ranger in Yosemite, this is my fourth season out here"], [
    u("nickname", "Bear"), u("name", "Baranski"), u("job_title", "park ranger"), u("place", "Yosemite")], True),
C("en", "Sage", ["Sage, the adoption went through! We officially have a son.", "That's wonderful news! What's his name?",
    "Mateo, he's 3. My husband Andre cried through the entire hearing", "Welcome Mateo! Are you both taking time off?",
    "Andre is, he's going to be a stay-at-home dad for the first year. I'm back at the firm monday, I'm an architect"], [
    u("family", "Mateo"), p("Mateo", "relation", "son"), p("Mateo", "age", "3"), u("partner", "Andre"),
    p("Andre", "relation", "husband"), p("Andre", "job_title", "stay-at-home dad"), u("job_title", "architect")]),
]

GROUP = [
G("en", [("Kayla", "ok ladies dress fitting is saturday at 11, don't be late"),
    ("Bri", "I'll be there! might be 10 min late, coming off my shift at the hospital"),
    ("Nat", "can't make it sorry!! I'm in Cancun for my cousin's bachelorette"),
    ("Kayla", "NAT. fine. the wedding is in 3 weeks and Marcus and I still haven't picked a first dance song")], [
    u("plan", "dress fitting"), u("plan", "wedding"), u("partner", "Marcus", False),
    p("Marcus", "relation", "fiancé|fiance", False), p("Bri", "employer", "hospital", False)], True, me="Kayla"),
G("en", [("Priya", "Morning! I'm out Thursday, dentist appt"), ("Dev", "np. I'll be remote all week, my daughter has chickenpox"),
    ("Tom", "oh no hope she feels better. I had it at 30, it was awful"),
    ("Dev", "thanks. at least she's 7 and mostly just bored. I'll still run the sprint review, I'm the scrum master after all")], [
    u("job_title", "scrum master"), u("family", "daughter"), p("daughter", "health", "chickenpox"), p("daughter", "age", "7"),
    p("Priya", "plan", "dentist"), u("name", "Dev", False)], True, exporter="Dev"),
G("en", [("Ray", "trade deadline is tomorrow and I'm NOT giving up my RBs"), ("Luis", "Ray you're 2-7 lol"),
    ("Chris", "Ray's a Bears fan, he's used to losing"),
    ("Ray", "that's fair. lifelong Bears fan, born and raised in Chicago. suffering is my whole identity")], [
    u("hometown", "Chicago"), u("hobby", "fantasy football|trade deadline", False)], True, me="Ray"),
G("en", [("Mom", "Dinner Sunday at 5, it's Grandpa's 90th!"), ("Jake", "I'll be there, bringing Hannah if that's ok. she's gluten free"),
    ("Sophie", "I can't 😭 I have my nursing board exam monday"),
    ("Mom", "Of course bring Hannah! Sophie good luck sweetie, I'm so proud. I'll make your favorite lasagna and save you some")], [
    u("plan", "Dinner Sunday|dinner|Grandpa's 90th"), p("Grandpa", "age", "90"), p("Hannah", "diet", "gluten free"),
    p("Sophie", "plan", "nursing board exam"), p("Sophie", "fav_food", "lasagna"), u("gender", "female|woman", False)],
    True, exporter="Mom"),
G("en", [("Linda", "Whose golden retriever is loose on Maple St??"), ("Jordan", "Not mine, Ziggy's asleep on the couch. He's a husky anyway"),
    ("Pete", "That's the Hendersons' dog, I'll walk him back"),
    ("Jordan", "thanks Pete. also reminder I'm doing the block party permit, send me your ideas")], [
    u("pet", "husky|dog"), u("pet_name", "Ziggy"), u("plan", "block party", False), p("Hendersons", "pet", "golden retriever")],
    True, me="Jordan"),
G("en", [("Alex", "bouldering tonight?"), ("Sam", "can't, physical therapy for my shoulder. torn labrum"),
    ("Jules", "ugh sam. i'm in though. also i finally sent my first V6!!"),
    ("Sam", "congrats!! I'll be back on the wall in like 6 weeks hopefully")], [
    u("health", "torn labrum|shoulder"), u("sport", "bouldering|climbing", False), p("Jules", "sport", "bouldering|climbing"),
    u("name", "Sam", False)], True, exporter="Sam"),
G("en", [("Hannah", "next month's pick is Pachinko, my choice, sorry not sorry"), ("Greg", "I read it already, it's great"),
    ("Mei", "I'm Korean-American and my grandma lived through some of that era, so this one's personal"),
    ("Hannah", "Mei that's exactly why I picked it, and also it's my favorite book of the last decade")], [
    u("fav_book", "Pachinko"), p("Mei", "hometown", "Korean-American|Korea", False), u("hobby", "book club", False)],
    True, me="Hannah"),
G("en", [("Mike", "anyone else's kid refusing to nap?"), ("Lou", "mine's 2 and thinks naps are a government conspiracy"),
    ("Darnell", "wait till they drop naps completely. my son Jaylen did at 3 and now I'm the one who needs them"),
    ("Lou", "lol. I'm a night-shift paramedic so honestly I'd take his naps")], [
    u("family", "kid", False), u("job_title", "paramedic|night-shift paramedic"), p("Jaylen", "relation", "son"),
    u("gender", "male", False)], True, exporter="Lou"),
G("en", [("Ana", "who ate my leftover pad see ew"), ("Kim", "not me, I'm doing whole30"),
    ("Becca", "guilty. I'll buy you another, I get paid friday"),
    ("Ana", "fine but it's literally my favorite food becca. also my mom's visiting from Lima next week so clean the bathroom pls")], [
    u("fav_food", "pad see ew"), p("Kim", "diet", "whole30"), p("mom", "city|hometown", "Lima"),
    p("mom", "plan", "visiting"), u("family", "mom", False)], True, me="Ana"),
G("en", [("Coach Ren", "Century ride Saturday, roll out 7am from the bike shop"),
    ("Theo", "in! just got a new Trek, need to break it in"), ("Fiona", "out, my knee is still messed up"),
    ("Theo", "heal up Fi. I work at the shop btw so I'll open early for everyone")], [
    u("plan", "Century ride"), u("belonging", "Trek"), u("employer", "bike shop|the shop"),
    u("sport", "cycling", False), p("Fiona", "health", "knee")], True, exporter="Theo"),
]

CASES = SHORT + DIARY + COMPANION + GROUP
