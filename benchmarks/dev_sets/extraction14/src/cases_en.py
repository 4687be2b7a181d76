from h import U, P, C, S, D, K, G

L = "en"
CASES = [
    # ---- short chats ----
    S(L, "hey im marcus, 31, nurse in leeds. night shifts are killing me lol", [
        U("name", ["marcus", "Marcus"]), U("age", "31"), U("job_title", "nurse"), U("city", ["leeds", "Leeds"])]),
    S(L, "my sister just moved to denver for a job at a brewery. meanwhile i'm still stuck in ohio. columbus to be exact", [
        U("city", ["columbus", "Columbus"]), U("family", "sister"), P("sister", "city", ["denver", "Denver"]),
        P("sister", ["employer", "industry"], "brewery", False)], tag=True),
    S(L, "allergic to shellfish. like properly epipen allergic. so no paella for me thx 🙃", [
        U("allergy", "shellfish"), U("belonging", "epipen", False)]),
    S(L, "i don't have a cat anymore, Biscuit passed last spring 😢 it's just me and my old beagle Rufus now", [
        U("pet", "beagle"), U("pet_name", "Rufus")], tag=True),
    S(L, "email me at j.okafor.design@gmail.com, my phone's busted", [
        U("email", "j.okafor.design@gmail.com")]),
    S(L, "People keep assuming I'm a software engineer because I live in SF. I'm a pastry chef. At a bakery in the Mission. Totally different vibe.", [
        U("job_title", "pastry chef"), U("city", ["SF", "San Francisco"]), U("place", "the Mission", False)], tag=True),
    S(L, "vegan since 2019 and yes I still get enough protein, thanks for asking for the 400th time", [
        U("diet", "vegan")]),
    S(L, "favorite album of all time is Rumours by Fleetwood Mac. no contest", [
        U("fav_music", ["Fleetwood Mac", "Rumours"])]),
    S(L, "If I had the money I'd quit tomorrow and open a surf shop in Portugal. Reality: accountant, Deloitte, Chicago, 60 hour weeks.", [
        U("job_title", "accountant"), U("employer", "Deloitte"), U("city", "Chicago")], tag=True),
    S(L, ["What did you study?", "Mechanical engineering at Georgia Tech, BS in 2016. Now I do HVAC design for hospitals, which is more fun than it sounds"], [
        U("school", "Georgia Tech"), U("major", "mechanical engineering"), U("degree", ["BS", "bachelor"]),
        U("job_title", ["HVAC design", "HVAC designer"])]),
    S(L, "my boyfriend keeps saying he's gonna learn guitar. he's been saying that for 3 years. meanwhile I actually play bass in a little cover band", [
        U("instrument", "bass"), U("partner", "boyfriend"), U("hobby", "cover band", False)], tag=True),
    S(L, "Born on July 4th, yes really, and no I do not get fireworks for my birthday", [
        U("birthday", ["July 4th", "July 4"])]),
    S(L, "My name's Priya but literally everyone calls me Pree, even my grandma", [
        U("name", "Priya"), U("nickname", "Pree"), U("family", "grandma", False)]),
    S(L, ["is it weird that I hate coffee? I'm a barista. at Starbucks. I drink tea on my breaks", ">Not weird at all!"], [
        U("dislike", "coffee"), U("job_title", "barista"), U("employer", "Starbucks")], tag=True),
    S(L, "I have type 1 diabetes, diagnosed at 12. pump life 🤖", [
        U("health", ["type 1 diabetes", "diabetes"]), U("belonging", "pump", False)], tag=True),
    S(L, "I'm not married, I'm ENGAGED! Wedding is October 12, venue booked and everything", [
        U("plan", ["Wedding", "wedding on October 12"]), U("partner", ["ENGAGED", "fiancé"], False)], tag=True),
    S(L, "I speak English and Tagalog, plus enough Spanish to order tacos", [
        U("language", "English"), U("language", "Tagalog"), U("language", "Spanish", False)]),
    S(L, "the dog in my profile pic is my neighbor's, not mine. I'm a fish guy. three bettas.", [
        U("pet", ["bettas", "betta"]), P("neighbor", "pet", "dog", False), U("gender", ["guy", "male"], False)], tag=True),
    S(L, "grew up in a tiny town in Manitoba, been in Vancouver like 6 years now, Kitsilano specifically", [
        U("hometown", "Manitoba"), U("city", "Vancouver"), U(["place", "city"], "Kitsilano")]),
    S(L, "my dad's 70 this year and still runs every single morning. i can barely do a mile lol", [
        P("dad", "age", "70"), P("dad", "sport", ["runs", "running"]), U("family", "dad", False)], tag=True),
    S(L, "Favorite movie is Spirited Away. Saw it 11 times in theaters as a kid.", [
        U("fav_film", "Spirited Away")], tag=True),
    S(L, ["so how's life in Boston?", "wait I never said I live in Boston, I WORK in Boston. I live in Quincy"], [
        U("city", "Quincy")], tag=True),
    S(L, "I'm a 3rd year PhD student in linguistics at UT Austin, so please don't ask me how many languages I speak", [
        U("degree", "PhD"), U("major", "linguistics"), U("school", ["UT Austin", "University of Texas at Austin"]),
        U("city", "Austin", False), U("job_title", "PhD student", False)], tag=True),
    S(L, "new number: 415-555-0142. the old one is dead dead", [
        U("phone", ["415-555-0142", "4155550142"])], tag=True),
    S(L, "reading Dune right now, it's fine? my all-time favorite is still The Name of the Wind", [
        U("fav_book", "The Name of the Wind")], tag=True),
    S(L, "so yeah um i climb like four times a week at the bouldering gym by my place and uh my forearms are basically steel now", [
        U("sport", ["bouldering", "climbing"])]),
    S(L, "My wife Hana is the doctor in the family, I just fix cars. Own a little garage out in Fresno.", [
        U("partner", "Hana"), P("Hana", "relation", "wife"), P("Hana", "job_title", "doctor"),
        U("job_title", ["fix cars", "mechanic"]), U(["belonging", "employer"], "garage"), U("city", "Fresno", False)], tag=True),
    S(L, "not a fan of horror movies. or clowns. ESPECIALLY clowns", [
        U("dislike", "horror movies"), U("dislike", "clowns")]),
    S(L, ["Lol no I'm not 19, I'm 29. typo in my bio", ">Oops, got it! 29."], [
        U("age", "29")], tag=True),
    S(L, "she/her, 24, melbourne. here for book recs", [
        U("gender", ["she/her", "female"]), U("age", "24"), U("city", ["melbourne", "Melbourne"])]),
    S(L, "my roomate Tasha is alergic to peanuts so our apartmnt is a peanut-free zone. which sucks bc peanut butter is basically my whole personality", [
        P("Tasha", "allergy", "peanuts"), P("Tasha", "relation", ["roomate", "roommate"]), U("fav_food", "peanut butter")], tag=True),

    # ---- diaries ----
    D(L, "Tuesday. Woke at 5:40 because the baby was up again. Nora is 7 months now and has OPINIONS. Coffee, fed her, got myself to the clinic by 8 — "
         "another day of cleanings (dental hygienist life). Sad desk salad for lunch. After work picked up the dry cleaning and called Mom, who wants us in Tucson for "
         "Thanksgiving. Not sure yet. Jamal made dinner, his famous chili. Asleep by 9:30.", [
        U("family", ["Nora", "baby"]), P("Nora", "age", "7 months"), U("job_title", "dental hygienist"),
        U("partner", "Jamal", False), P("mom", "city", "Tucson", False), U("family", "Mom", False)], tag=True),
    D(L, "Rained all day in Seattle, shocking. Did my usual 6 miles before work anyway, marathon training doesn't care about weather. Work was a grind: three code "
         "reviews, a planning meeting and an incident at 4pm. Being a backend engineer at Zillow means getting paged for things I didn't break. Evening: watched half of "
         "The Godfather again (top 3 ever) and made pad thai. Chicago Marathon is in 5 weeks, bib already in my inbox.", [
        U("city", "Seattle"), U("sport", ["marathon", "running"]), U("job_title", "backend engineer"), U("employer", "Zillow"),
        U("fav_film", "The Godfather"), U("plan", "Chicago Marathon")]),
    D(L, "Dream last night: I was a lighthouse keeper with a pet otter. Woke up, still a middle school science teacher with zero otters, but I do have Pickles "
         "(cat, 12, dramatic). Grading all morning. At lunch Ms. Alvarez told me she's retiring in June and moving to Arizona. Afternoon was the 7th grade volcano lab, "
         "total chaos. Came home and Pickles had knocked over my succulent, Gerald. Ordered Thai, watched baking shows.", [
        U("job_title", ["science teacher", "middle school science teacher"]), U("pet", "cat"), U("pet_name", "Pickles"),
        P("Ms. Alvarez", "plan", ["retiring", "moving to Arizona"])], tag=True),
    D(L, "Day 3 of the new job! Still can't believe I'm a UX researcher at Spotify now. Commute from Brooklyn is 40 mins which is fine. Met my manager, Priscilla, "
         "who is terrifyingly organized. Ramen for lunch with two other new hires; one of them is also from Dayton, like me. Evening: guitar practice, 30 mins, "
         "working on fingerpicking. Bed.", [
        U("job_title", "UX researcher"), U("employer", "Spotify"), U("city", ["Brooklyn", "New York"]),
        U("hometown", "Dayton"), U("instrument", "guitar"), P("Priscilla", "relation", "manager")]),
    D(L, "Sunday. Brunch at my parents' place in Sacramento. Dad's new hip is working, he walked the whole farmers market. My brother Eli announced he's quitting law "
         "school to become a chef and Mom almost choked on her mimosa. I kept quiet about my own news (I got into the nursing program at Sac State!! starting in "
         "August). Drove home to Davis in the evening, fed the chickens, watered the garden.", [
        U("family", "Eli"), P("Eli", "relation", "brother"), P("parents", "city", "Sacramento"),
        U(["school", "plan"], ["Sac State", "nursing program"]), U(["major", "plan"], ["nursing", "nursing program"]),
        U("city", "Davis"), U("pet", "chickens", False), P("Eli", "plan", "chef", False), P("dad", "health", "hip", False)], tag=True),
    D(L, "Rough one. Migraine from noon on, third this week. Neurologist appt is Thursday at 2, finally. Worked from bed, which as a freelance copywriter is at least "
         "possible. Mia came over after her shift at the vet clinic with soup; she's been my best friend since 4th grade. Watched Pride and Prejudice (2005, obviously, "
         "my comfort movie forever).", [
        U("health", ["Migraine", "migraines"]), U("plan", ["Neurologist appt", "neurologist"]),
        U("job_title", ["copywriter", "freelance copywriter"]), P("Mia", "relation", "best friend"),
        P("Mia", ["employer", "job_title"], "vet clinic"), U("fav_film", "Pride and Prejudice")]),
    D(L, "Slow day at the hardware store so I reorganized the paint aisle. (I don't work there for the money, I'm retired, 34 years on the fire department in "
         "Cleveland, I just like people.) Grandson Tyler turned 9 today, we FaceTimed. Wife made pot roast. Knees are shot but I still bowl every Wednesday with the guys.", [
        U("employer", "hardware store"), U("job_title", ["fire department", "firefighter"], False), U("family", "Tyler"),
        P("Tyler", "relation", "Grandson"), P("Tyler", "age", "9"), U("partner", "Wife"), U("sport", ["bowl", "bowling"]),
        U("health", "Knees", False)], tag=True),
    D(L, "Month 9 in Tokyo. Some days I forget I live here now. I teach English at a language school in Shibuya; four classes today, including the kids' class I love. "
         "Registered last week for JLPT N3 in December. Lunch: conbini egg sandwich, forever my favorite thing in this country. Called my boyfriend Sam back in Auckland, "
         "he's a marine biologist and was literally covered in kelp.", [
        U("city", "Tokyo"), U("job_title", ["teach English", "English teacher"]), U("plan", ["JLPT N3", "JLPT"]),
        U("fav_food", "egg sandwich"), U("partner", "Sam"), P("Sam", "relation", "boyfriend"), P("Sam", "city", "Auckland"),
        P("Sam", "job_title", "marine biologist"), U("hometown", "Auckland", False), U("language", "Japanese", False)], tag=True),
    D(L, "Got the keys today!!! First apartment I've ever owned, a 1-bedroom in Lawrenceville, Pittsburgh. Mom cried. Spent the evening on the floor eating pizza "
         "with Dev (my fiancé, still weird saying it). Tomorrow back at the library; I'm a children's librarian at the Carnegie branch and we have story hour at 10. "
         "Note to self: old landlord still has my deposit.", [
        U("belonging", ["apartment", "1-bedroom"]), U(["place", "city"], "Lawrenceville"), U("city", "Pittsburgh"),
        U("partner", "Dev"), P("Dev", "relation", "fiancé"), U("job_title", "children's librarian"),
        U("employer", ["Carnegie", "Carnegie branch"]), U("family", "Mom", False)]),
    D(L, "Monday again. I'm 45 and I finally signed up for piano lessons, first one was tonight. Mrs. Kaur says my left hand has 'potential', lol. Otherwise spreadsheets "
         "all day (actuary, insurance, yes it's as thrilling as it sounds). The twins had soccer practice; Leo scored, Max sulked. Lactose intolerance flared up because I "
         "forgot and had a latte. Learn your lesson, Greg.", [
        U("age", "45"), U("instrument", "piano"), U("job_title", "actuary"), U("industry", "insurance"),
        U("family", ["twins", "Leo", "Max"]), P("Leo", "sport", "soccer"), P("Max", "sport", "soccer"),
        U(["health", "allergy", "diet"], "Lactose intolerance"), U("name", "Greg")]),

    # ---- companion chats ----
    K(L, "Wren", ["ugh work was brutal today", "Sorry to hear that! Long day at the law firm?",
                  "I'm not at the law firm anymore, I told you, I left in March. I'm at a nonprofit now doing grant writing",
                  "Right, sorry! Grant writing at the nonprofit. Do you like it more?", "way more. less money tho lol"], [
        U("job_title", ["grant writing", "grant writer"]), U(["industry", "employer"], "nonprofit")], tag=True),
    K(L, "Echo", ["Echo guess what, Bella had puppies!!", "Oh wow! Bella's your golden retriever, right?",
                  "she's a lab, a chocolate lab. five puppies, we're keeping one", "A chocolate lab with five puppies! Have you picked a name for the one you're keeping?",
                  "we're calling him Bruno"], [
        U("pet", ["chocolate lab", "lab", "labrador"]), U("pet_name", "Bella"), U("pet_name", "Bruno")], tag=True),
    K(L, "Pixel", ["just finished Hollow Knight, what a game", "Amazing! I love game soundtracks, Christopher Larkin's is my favorite thing to listen to. Do you play a lot of indies?",
                   "yeah mostly indies. I'm a game dev actually, I do level design at a small studio in Montreal", "That's so cool! So you must speak French too?",
                   "un peu lol. enough to order poutine"], [
        C("fav_music", "Christopher Larkin"), U("job_title", ["level design", "level designer"]), U("industry", ["game dev", "games"]),
        U("city", "Montreal"), U("hobby", ["indies", "video games"], False), U("language", "French", False)], tag=True),
    K(L, "Maple", ["turning 40 next week, not sure how I feel about it", "40 is a big one! Is it on the 14th?",
                   "the 17th. Nov 17", "Nov 17, noted! Any plans?", "my husband booked a cabin in the Smokies for the weekend, so that"], [
        U("birthday", ["Nov 17", "November 17"]), U("age", ["39", "40"], False), U("partner", "husband"),
        U("plan", ["cabin in the Smokies", "Smokies"])], tag=True),
    K(L, "Rio", ["can you remind me what I told you about my brother?", "You mentioned your brother Diego lives in Miami and works as a pilot!",
                 "close but no, he's a flight attendant, not a pilot. and he moved to Dallas over the summer", "Got it: Diego, flight attendant, Dallas."], [
        U("family", "Diego"), P("Diego", "relation", "brother"), P("Diego", "job_title", "flight attendant"), P("Diego", "city", "Dallas")], tag=True),
    K(L, "Sky", ["sky I need to vent. my landlord just raised rent by 300", "That's awful. Are you thinking about moving out of Denver?",
                 "I'm in Boulder, not Denver! and no, I love it here. my job at the university is 10 min by bike", "Boulder, sorry! What do you do at the university?",
                 "lab manager in the chem department"], [
        U("city", "Boulder"), U("job_title", "lab manager"), U("employer", "university", False)], tag=True),
    K(L, "Quill", ["I finished the first draft of my novel!! 92k words", "Congratulations!! Is this the fantasy one about the dragon queen?",
                   "no lol that was a dream I told you about. this one's literary fiction, two sisters in a fishing town. kind of based on me and my sister Ruth honestly",
                   "That sounds beautiful. Does Ruth know?", "not yet. she'd kill me. she's a lawyer, she reads everything like a contract"], [
        U("hobby", ["novel", "writing"]), U("family", "Ruth"), P("Ruth", "relation", "sister"), P("Ruth", "job_title", "lawyer"),
        U("gender", "female", False)], tag=True),
    K(L, "Bea", ["had my 12 week scan today", "How exciting! Is it your first?", "first baby yeah. everything looks good. due date is March 3",
                 "That's wonderful! Do you know if it's a boy or a girl?", "not yet, finding out at 20 weeks"], [
        U(["health", "plan"], ["first baby", "pregnant", "due date is March 3"]), U("gender", "female", False)], tag=True),
    K(L, "Ziggy", ["bonjour Ziggy! started French classes today", "Bonjour! That's great. Is this for your trip to Paris?",
                   "no trip lol, my partner's family is from Lyon and I want to actually talk to his grandma", "That's so sweet. What's your partner's name?",
                   "Théo. we've been together 4 years"], [
        U("language", "French"), U("partner", "Théo"), P("Théo", "relation", "partner"), P("Théo", "hometown", "Lyon", False)], tag=True),
    K(L, "Moss", ["made sourdough for the first time", "Yum! Baking is one of my favorite things to talk about, I've always loved cinnamon rolls most. How did it turn out?",
                  "dense but edible lol. I bake every weekend now, it's my therapy after 50 hour weeks in the ER", "The ER sounds intense. Are you a doctor there?",
                  "ER nurse. 8 years"], [
        U("hobby", ["bake", "baking"]), U("job_title", "ER nurse"), C("fav_food", "cinnamon rolls")], tag=True),
    K(L, "Finn", ["finally defended my master's thesis!!", "Congrats!!! In marine biology, right?",
                  "environmental science lol, close enough. at UBC", "Environmental science at UBC, amazing. What's next?",
                  "starting at a consulting firm in Calgary in Jan, offer's signed"], [
        U("degree", ["master's", "master"]), U("major", "environmental science"), U("school", ["UBC", "University of British Columbia"]),
        U(["employer", "plan"], ["consulting firm", "consulting firm in Calgary"]), U("plan", "Calgary", False)], tag=True),
    K(L, "Ivy", ["Ivy can you save my new number? 07700 900461", "Saved! Should I delete the old one ending in 882?",
                 "yes delete it, that phone got stolen on the train", "Oh no, I'm sorry! Did you get a new phone?",
                 "Pixel 8. hate it honestly, I miss my iPhone"], [
        U("phone", ["07700 900461", "07700900461"]), U("belonging", "Pixel 8"), U("dislike", "Pixel 8", False)], tag=True),

    # ---- group chats ----
    G(L, [("Jess", "who ate my leftover lasagna"), ("Omar", "guilty. i'll buy you a new one. also heads up, my parents are visiting from Cairo this weekend"),
          ("Kayla", "omg fun! Jess you're working saturday right?"), ("Jess", "double shift at the hospital yeah. ICU nurse life"), ("Omar", "rip")], [
        U("job_title", "ICU nurse"), U("employer", "hospital", False), P("Omar's parents", "city", "Cairo")], me="Jess", tag=True),
    G(L, [("Rhea", "next month's pick?"), ("Dana", "I vote Circe. Also fair warning I'll miss the March meeting, I'm having knee surgery on the 6th"),
          ("Pat", "oh no, feel better! I loved Circe, but my favorite is still Beloved"), ("Rhea", "Circe it is. Dana, is your cat ok after the vet?"),
          ("Dana", "Marmalade's fine! just a hairball drama queen")], [
        U(["plan", "health"], "knee surgery"), U("pet", "cat"), U("pet_name", "Marmalade"), P("Pat", "fav_book", "Beloved"),
        U("name", "Dana", False)], ex="Dana", tag=True),
    G(L, [("Mike", "soccer moved to 7pm thursday"), ("Carlos", "I'm in. can someone give me a ride? my car's in the shop"),
          ("Aiden", "i got you. coming from Oakland though"), ("Carlos", "works, I'm in Berkeley"),
          ("Mike", "sweet. Aiden you still playing keeper after the wrist thing?"), ("Aiden", "nah done with keeper, I'll play defense")], [
        U("city", "Berkeley"), U("belonging", "car"), U("sport", "soccer", False), P("Aiden", "city", "Oakland", False),
        P("Aiden", "sport", "soccer", False)], me="Carlos", tag=True),
    G(L, [("Mom", "Nina did you book your flight for Grandpa's 90th?"), ("Nina", "yes! landing in Omaha friday night"),
          ("Uncle Ray", "I'll pick you up, I'm at the airport anyway, I drive for Uber now"), ("Nina", "thank you!! also I'm bringing Chris, finally"),
          ("Mom", "the boyfriend!!")], [
        U("plan", ["Grandpa's 90th", "flight", "Omaha"]), P("Grandpa", "age", ["90th", "90"]), P("Ray", ["employer", "job_title"], ["Uber", "Uber driver"]),
        P("Ray", "relation", ["uncle", "Uncle"], False), U("partner", "Chris"), P("Chris", "relation", "boyfriend"), U("name", "Nina", False)], ex="Nina", tag=True),
    G(L, [("Tara", "who's taking the Henderson account while Priya's on mat leave?"), ("Ben", "I can, I handled their last audit back when I was at KPMG"),
          ("Priya", "thanks Ben!! baby's due in 3 weeks lol"), ("Tara", "amazing. Ben, you're in the Denver office now right?"),
          ("Ben", "yep, moved here in May")], [
        U("city", "Denver"), P("Priya", ["plan", "health"], ["mat leave", "baby's due"])], me="Ben", tag=True),
    G(L, [("Lou", "D&D session 14 saturday, who's in"), ("Sam", "me! my paladin is level 9 now, fear him"),
          ("Jordan", "in, but late, my daughter has ballet till 3"), ("Sam", "np. I'll bring snacks, no nuts bc of you right Jordan?"),
          ("Jordan", "yep, tree nut allergy, thanks")], [
        U("hobby", ["D&D", "Dungeons & Dragons"]), P("Jordan", "allergy", ["tree nut", "tree nuts"]),
        P("Jordan's daughter", "hobby", "ballet"), P("Jordan", "family", "daughter", False)], ex="Sam", tag=True),
    G(L, [("Mr. Kim", "whoever parks in spot 12, please move, that's mine"),
          ("Aaliyah", "not me, I don't even have a car lol. I bike to the hospital every day, perks of being a resident"),
          ("Greta", "sorry Mr Kim that's my sister's car, she's visiting from Phoenix till Sunday"),
          ("Aaliyah", "Greta is that your sister with the corgi? saw him in the lobby, so cute"), ("Greta", "yes that's Waffles!")], [
        U("job_title", "resident"), U("employer", "hospital", False), P("Greta's sister", "pet", "corgi"),
        P("Greta's sister", "pet_name", "Waffles"), P("Greta's sister", "city", "Phoenix")], me="Aaliyah", tag=True),
    G(L, [("Mateo", "reunion in austin in june, who's coming"),
          ("Leo", "depends, I'm starting a new job in june. data scientist at Target, HQ in Minneapolis"),
          ("Sophie", "wait you're moving to Minneapolis??"), ("Leo", "already moved lol, been here 2 weeks. apartment's still all boxes"),
          ("Mateo", "congrats man")], [
        U(["job_title", "plan"], "data scientist"), U(["employer", "plan"], "Target"), U("city", "Minneapolis"),
        U("name", "Leo", False)], ex="Leo", tag=True),
    G(L, [("Jen", "anyone have a good pediatric dentist rec?"),
          ("Hannah", "we go to Dr. Ortiz on Elm, my son Caleb loves her and he's 6 so that says a lot"),
          ("Megan", "+1 for Ortiz. Hannah are you still doing the 5am gym thing?"),
          ("Hannah", "lol no, new baby happened. 3 kids now, I'm lucky to shower")], [
        U("family", "Caleb"), P("Caleb", "relation", "son"), P("Caleb", "age", "6"),
        U("family", ["3 kids", "three kids"])], me="Hannah", tag=True),
    G(L, [("Theo", "practice tues 8pm?"), ("Zoe", "yes but I might be late, my bakery shift ends at 7:30"),
          ("Kai", "I'm out tuesday, flying to Seattle for my cousin's wedding"),
          ("Zoe", "ok. I'll bring the new strings for my Telecaster"), ("Theo", "nice. we still doing the Fleetwood cover?")], [
        U("belonging", "Telecaster"), U("instrument", "guitar", False), U(["employer", "job_title", "industry"], "bakery", False),
        P("Kai", "plan", ["cousin's wedding", "Seattle"])], ex="Zoe", tag=True),
]
