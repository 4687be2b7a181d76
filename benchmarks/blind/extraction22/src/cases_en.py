from h import S, D, K, G, U, P, C

E = "en"
CASES = [
# ---------------- short ----------------
S(E, "ugh i hate cilantro so much, my boyfriend puts it on EVERYTHING and then acts surprised when i pick it out", [
    U("dislike", "cilantro", "coriander"), U("partner", "boyfriend")], tag=True),
S(E, "I'm a paramedic in Leeds, 12-hour shifts, four on four off. Honestly the worst part is the parking at the station.", [
    U("job_title", "paramedic"), U("city", "Leeds")]),
S(E, "not vegan anymore btw. 6 years and then bacon happened. still can't do milk though, lactose intolerant since forever", [
    U(["health", "allergy", "diet"], "lactose intolerant", "lactose intolerance")], tag=True),
S(E, "my cat's name is Pickles, she's 14 and still rules the house like a tiny dictator", [
    U("pet", "cat"), U("pet_name", "Pickles")], tag=True),
S(E, "Moved from Austin to Denver last spring and tbh I miss the tacos more than the people lol. Denver's fine. The altitude is not.", [
    U("city", "Denver")], tag=True),
S(E, ["Anyone know a good dentist near Shoreditch? Just moved here from Bristol and my wisdom tooth is killing me",
      "Sorry about the tooth! I can't look up dentists, but an emergency NHS line can point you to one nearby. Are you registered with a GP in London yet?",
      "not yet, been here 2 weeks, it's on the list"], [
    U(["place", "city"], "Shoreditch"), U("city", "London", req=False),
    U("health", "wisdom tooth", req=False)], tag=True),
S(E, "I'm 29, not 92, autocorrect keeps doing that to me and my doctor's receptionist got very confused", [
    U("age", "29")], tag=True),
S(E, "Just signed the offer!!! Starting at Stripe as a backend engineer on the 3rd. I'm shaking", [
    U(["employer", "plan"], "Stripe"), U(["job_title", "plan"], "backend engineer")]),
S(E, "my sister's allergic to peanuts and I'm allergic to bees so family picnics are a whole operation with two epipens", [
    U("allergy", "bees", "bee stings"), U("family", "sister"), P("sister", "allergy", "peanuts", "peanut")]),
S(E, "if I had a dog I'd name him Waffles. landlord says no pets tho 🙃 so for now I just follow 40 dog accounts", [], tag=True),
S(E, "honestly my job is fine, I'm a claims adjuster at State Farm, it's just the commute from Elk Grove that kills me. 50 min each way", [
    U("job_title", "claims adjuster"), U("employer", "State Farm"), U("city", "Elk Grove")]),
S(E, "I play bass in the church band on Sundays, been doing it since I was 15, and yes I still mess up the key change every time", [
    U("instrument", "bass")], tag=True),
S(E, ["can you remember my email? it's dana.whitfield@protonmail.com", "Saved: dana.whitfield@protonmail.com. Want me to note anything else?", "nope that's it thx"], [
    U("email", "dana.whitfield@protonmail.com")]),
S(E, "Fun fact: I was born on Feb 29 so technically I've only had 8 real birthdays. I'm 33.", [
    U("birthday", "Feb 29", "February 29"), U("age", "33")], tag=True),
S(E, "I'm the kind of person who reads Pride and Prejudice every winter. 11 times now. Darcy never gets old.", [
    U("fav_book", "Pride and Prejudice")]),
S(E, "i used to love running but my knees said no. now it's swimming, 3x a week at the Y, and honestly i like it more", [
    U("sport", "swimming")], tag=True),
S(E, "My husband Omar is a pharmacist and I'm a stay-at-home mom to our twins, Layla and Sami. Yes I'm tired. Yes it's worth it.", [
    U("partner", "Omar"), P("Omar", "relation", "husband"), P("Omar", "job_title", "pharmacist"),
    U("job_title", "stay-at-home mom"), U("family", "Layla"), U("family", "Sami"),
    U("gender", "female", "woman", req=False)]),
S(E, ["you sound like you're from Texas", "Nope, not from Texas, everyone assumes because of the boots. Born and raised in Tulsa."], [
    U("hometown", "Tulsa")], tag=True),
S(E, "my new number is 415-555-0192, the old one got stolen with my phone at a Giants game", [
    U("phone", "415-555-0192")], tag=True),
S(E, "Been learning Korean for a year with a tutor, can finally order food without pointing at pictures", [
    U("language", "Korean")]),
S(E, "45 yo guy here, I drive a forklift at a Walmart distribution center in Bentonville. not glamorous but it pays the bills and I like my crew", [
    U("gender", "guy", "male", "man"), U("age", "45"), U("job_title", "forklift", "forklift driver"), U("employer", "Walmart"), U("city", "Bentonville")]),
S(E, "my favorite movie is still Spirited Away, don't care what anyone says. My brother keeps trying to convert me to Star Wars", [
    U("fav_film", "Spirited Away"), U("family", "brother", req=False)], tag=True),
S(E, "i'm trans, she/her, 31, living in Portland with my partner Jess and two very dumb rabbits", [
    U("gender", "she/her", "trans woman"), U("age", "31"), U("city", "Portland"),
    U("partner", "Jess"), P("Jess", "relation", "partner"), U("pet", "rabbits", "rabbit")]),
S(E, "Everyone told me nursing school would be worth it. Two years as an ICU nurse at Mercy and I'm already comparing it to every other job I see. Not quitting yet but.", [
    U("job_title", "ICU nurse", "nurse"), U("employer", "Mercy")], tag=True),
S(E, "I'm celiac so no, I cannot 'just have a little bit' of your birthday cake, Karen", [
    U(["health", "diet", "allergy"], "celiac", "coeliac")]),
S(E, "I'm actually Canadian, from Halifax, but I've lived in Boston for 8 years now. Still say sorry too much.", [
    U("hometown", "Halifax"), U("city", "Boston")], tag=True),
S(E, "graduated from Georgia Tech in mechanical engineering, now I design HVAC systems for hospitals. riveting stuff I know", [
    U("school", "Georgia Tech"), U("major", "mechanical engineering"), U(["industry", "job_title"], "HVAC")]),
S(E, "my mom keeps saying I should date a doctor lol. I AM a doctor, mom. pediatric resident at Children's. 80 hour weeks.", [
    U("job_title", "pediatric resident", "doctor"), U("employer", "Children's"),
    U("family", "mom", req=False)], tag=True),
S(E, "my grandpa is 94 and still does the crossword in pen every single morning. I can't even do it in pencil.", [
    U("family", "grandpa"), P("grandpa", "age", "94"), P("grandpa", "hobby", "crossword")]),
S(E, ["call me Mo, nobody calls me Mohammed except my dad when I'm in trouble", "Got it, Mo! I'll stick with that."], [
    U("nickname", "Mo"), U("name", "Mohammed"), U("family", "dad", req=False)]),
S(E, "Sold my Civic, bought an e-bike. Zero regrets. Except when it rains. And when it's uphill. Ok some regrets.", [
    U("belonging", "e-bike")], tag=True),
S(E, "I have a master's in social work from Michigan and I run a food bank in Flint now. Busiest it's ever been.", [
    U("degree", "master's", "MSW"), U("major", "social work"), U("school", "Michigan", "University of Michigan"),
    U("job_title", "run a food bank", "food bank director"), U("city", "Flint")]),
# ---------------- diary ----------------
D(E, "Tuesday. Alarm at 5:10, bus at 5:40, clocked in at the bakery by 6. Mr. Ferreira let me do the sourdough on my own today which felt like a promotion even though it wasn't. "
     "On my break I called Nana, she's home from hospital and says the new hip is 'fine, stop fussing.' Got home, fed Tuna (my very fat tabby), and fell asleep on the couch watching Bake Off. "
     "I'm 19 and my knees feel 60.", [
    U("employer", "bakery", req=False), U("job_title", "baker", req=False),
    U("family", "Nana", "grandmother"), P("Nana", "health", "new hip", "hip replacement"),
    U("pet", "tabby", "cat"), U("pet_name", "Tuna"), U("age", "19")], tag=True),
D(E, "March 3. I officially take back everything I said about Phoenix. Moved here in October thinking I'd hate the heat and it turns out it's the traffic I hate. "
     "Work at the credit union is slow but fine, teller stuff. Had lunch with Priya from the branch, she's moving to Seattle in June for her boyfriend. I told her the rain will break her. "
     "Came home, made my usual lentil soup (vegetarian 9 years now, no I don't miss burgers), did my Duolingo Spanish.", [
    U("city", "Phoenix"), U("dislike", "traffic"), U("job_title", "teller"),
    U("employer", "credit union", req=False), U("diet", "vegetarian"),
    P("Priya", "plan", "moving to Seattle", "Seattle"), P("Priya", "partner", "boyfriend"),
    P("Priya", "relation", "coworker", req=False), U("language", "Spanish", req=False)], tag=True),
D(E, "Day 4 of the new job. The office is in a converted warehouse in Pittsburgh's Strip District and everyone has a dog at their desk except me. "
     "I'm a UX researcher now, which is wild because a year ago I was teaching high school English. Mom called and asked if I'd made friends yet like I'm eight. "
     "Had pierogies for dinner and honestly this city might be growing on me. Need to find a climbing gym.", [
    U("job_title", "UX researcher"), U("city", "Pittsburgh"),
    U("family", "Mom", req=False)], tag=True),
D(E, "Sunday journal. Church, then brunch with the girls. Keisha announced she's pregnant!! She and Marcus have been trying for two years. I cried into my mimosa. "
     "Then Tamsin mentioned her divorce is final, so that was a whiplash of a brunch. Me? Still single, still in Atlanta, still obsessed with my sourdough starter, whose name is Beyonce. "
     "Tomorrow it's back to billing codes at the hospital. Medical coder life.", [
    P("Keisha", "health", "pregnant"), P("Keisha", "partner", "Marcus"), U("city", "Atlanta"),
    U("job_title", "medical coder"), U("employer", "hospital", req=False),
    U("hobby", "sourdough", req=False), U("gender", "female", req=False)], tag=True),
D(E, "Long day at the garage. Replaced two transmissions and a water pump. I've been a mechanic 22 years and I still like the smell of the place, go figure. "
     "Linda made meatloaf, the kids were at her mother's so it was just us. Our oldest, Tyler, got into the Air Force, ships out August 12. Proud doesn't cover it. "
     "My back is shot, doc says it's a herniated disc, might need surgery in the fall.", [
    U("job_title", "mechanic"), U("partner", "Linda", req=False), P("Linda", "relation", "wife", req=False),
    U("family", "Tyler"), P("Tyler", "relation", "oldest", "son"),
    P("Tyler", ["plan", "employer"], "Air Force"), U("health", "herniated disc"),
    U("plan", "surgery", req=False)], tag=True),
D(E, "Rain again. Skipped my run, told myself I'd do yoga instead, did not do yoga. Zoom call with the Lisbon team at 9 - I'm the only one on the project still in Manchester, everyone else relocated. "
     "Our manager, Fiona, keeps hinting I should move too. Not happening. My flat's finally warm and Biscuit (cockapoo, menace) has his routine. "
     "Ordered Thai. Reread the first chapter of The Secret History for probably the tenth time.", [
    U("city", "Manchester"), U("pet", "cockapoo", "dog"), U("pet_name", "Biscuit"),
    P("Fiona", "relation", "manager"), U("fav_book", "The Secret History", req=False),
    U("sport", "run", "running", req=False)], tag=True),
D(E, "dear diary lol. school was mid. Got a B on the chem test which my mom will act like is an F. Practiced clarinet for like 40 min for the spring concert (May 9!!). "
     "Jordan asked if I wanted to go to prom with him and I said maybe?? I'm a sophomore, do sophomores even go. Also I'm like 90% sure I'm allergic to the new laundry detergent, itchy everywhere.", [
    U("instrument", "clarinet"), U("plan", "spring concert", "May 9"),
    U(["degree", "job_title", "school"], "sophomore"), U("allergy", "laundry detergent", req=False)], tag=True),
D(E, "Night shift notes, 3:47am. Quiet on the ward. I work nights at St. Anne's as a CNA and most nights I love it. Texted my brother Danny, he's stationed in Okinawa and it's afternoon there. "
     "He says the food is ruining him for American food forever. I keep meaning to sign up for the nursing program at the community college. Maybe in spring. I'm 34, is that too old to start? Ha.", [
    U("employer", "St. Anne's"), U("job_title", "CNA"), U("age", "34"), U("family", "Danny"),
    P("Danny", "relation", "brother"), P("Danny", "city", "Okinawa"),
    U("plan", "nursing program", req=False)], tag=True),
D(E, "First week of being retired. I thought I'd sleep in; body still wakes at 6 like it's heading to the plant. Thirty-one years at Ford and they gave me a clock. Ha. "
     "Walked Duke around the lake, he's slower now too. Called my daughter Anne in Minneapolis. Started on the garden. Margaret would've laughed at my tomatoes. Miss her every day.", [
    U("job_title", "retired"), U("employer", "Ford", req=False), U("pet_name", "Duke"),
    U("pet", "dog", req=False), U("family", "Anne"), P("Anne", "relation", "daughter"),
    P("Anne", "city", "Minneapolis"), U("hobby", "garden", "gardening", req=False)], tag=True),
D(E, "Today I ate the whole pint of Ben & Jerry's. I regret nothing. Ok I regret a little. Work at the agency was brutal, the client rejected my third logo. I'm a graphic designer, allegedly. "
     "Then my roommate Chen told me she's moving out end of month to live with her girlfriend in Oakland, so now I have to find someone for the room or I'm stuck paying $2400 alone in SF. Adulthood is a scam.", [
    U("job_title", "graphic designer"), U("city", "SF", "San Francisco"),
    U("employer", "agency", req=False), P("Chen", "relation", "roommate"),
    P("Chen", "plan", "moving out", "Oakland"), P("Chen", "partner", "girlfriend")], tag=True),
# ---------------- companion ----------------
K(E, "Nova", ["finally got my results back, I'm officially a registered dietitian!",
              "Congratulations!! So all those late nights at Ohio State paid off?",
              "Purdue, not Ohio State lol. but yes",
              "Sorry, Purdue! Where will you be working?",
              "a dialysis clinic in Indianapolis, starting next monday"], [
    U("job_title", "registered dietitian", "dietitian"), U("school", "Purdue"),
    U(["employer", "plan"], "dialysis clinic", req=False), U(["city", "plan"], "Indianapolis", req=False)], tag=True),
K(E, "Atlas", ["I'm so done with my landlord. third time the heat's out this month",
               "That's awful. Is this still the place in Queens?",
               "no I moved to Jersey City in August, new place and already a disaster",
               "Ugh, I'm sorry. Have you thought about moving back?",
               "honestly no. commute's way better. I just hate landlords"], [
    U("city", "Jersey City"), U("dislike", "landlords", "landlord")], tag=True),
K(E, "Willow", ["what do you listen to when you're sad",
                "I always go back to Nick Drake. Something about Pink Moon feels like a hug. What about you?",
                "Phoebe Bridgers, every time. Saw her live in Chicago last year when I was visiting my cousin",
                "Oh nice, do you live in Chicago too?",
                "nope, Milwaukee. close enough to drive down"], [
    C("fav_music", "Nick Drake", "Pink Moon"), U("fav_music", "Phoebe Bridgers"), U("city", "Milwaukee"),
    P("cousin", "city", "Chicago", req=False)], tag=True),
K(E, "Juniper", ["we adopted a greyhound!! retired racer, his name is Rocket",
                 "Rocket! Perfect name. Is he getting along with your cat Mochi?",
                 "mochi is my sister's cat, we don't have a cat",
                 "Ah, got it. How's Rocket settling in?",
                 "sleeping 20 hrs a day. living his best life"], [
    U("pet", "greyhound", "dog"), U("pet_name", "Rocket"), P("sister", "pet", "cat"),
    P("sister", "pet_name", "mochi"), U("family", "sister", req=False)], tag=True),
K(E, "Kai", ["guess who's turning 40 on saturday",
             "You?! Happy early birthday! I thought you were 35?",
             "lol I wish. 40. march 14",
             "That's a big one. Any plans?",
             "my wife booked us a weekend in Asheville, she thinks I don't know"], [
    U("age", "40", "39", req=False), U("birthday", "march 14"), U("partner", "wife"),
    U("plan", "weekend in Asheville", "Asheville")], tag=True),
K(E, "Remy", ["interview went ok I think",
              "Fingers crossed! Was this for the marketing role at Nike?",
              "no that was last month, didn't get it. this one's a copywriter job at a small agency in Portland",
              "You'd be a great copywriter. You already freelance, right?",
              "yeah I've been freelancing for like 3 years, mostly for breweries lol"], [
    U("job_title", "freelancing", "freelance copywriter", "freelancer"),
    U("plan", "copywriter job", req=False)], tag=True),
K(E, "Poppy", ["I made dinner for my in-laws tonight and it went.... ok",
               "What did you make? Your famous shrimp pasta?",
               "god no, I'm allergic to shellfish. I made a mushroom risotto",
               "Sounds lovely! Did they like it?",
               "my father-in-law said it was \"interesting\". he's a steak and potatoes guy"], [
    U("allergy", "shellfish"), P("father-in-law", "fav_food", "steak and potatoes", "steak")], tag=True),
K(E, "Sol", ["hoy practiqué español con mi vecina, she's from Colombia",
             "¡Muy bien! You're fluent already, right?",
             "haha no, I'm B1 at best. I take classes on tuesdays at the community center",
             "That's great progress. What's your neighbor like?",
             "she's 70 and sassy and makes the best arepas on the block"], [
    U("language", "español", "Spanish"), P("vecina", "hometown", "Colombia"),
    P("vecina", "age", "70")], tag=True),
K(E, "Hazel", ["doctor says my blood pressure is too high. at 33. great",
               "Oh no. Did they put you on medication?",
               "not yet, she wants me to cut salt and walk every day first",
               "That's manageable. Do you still have the treadmill?",
               "sold it when I moved. I'll walk the dog instead, he'll be thrilled"], [
    U("health", "blood pressure", "high blood pressure", "hypertension"), U("age", "33"),
    U("diet", "cut salt", "low salt"), U("pet", "dog")], tag=True),
K(E, "Finn", ["big news - I'm engaged!!",
              "Congratulations!!! To Marcus, right?",
              "Marcus was my ex from college lmao. it's Devon. we've been together 4 years",
              "Oops, sorry! Congrats to you and Devon! When's the wedding?",
              "October 2026, in Savannah where his family is from"], [
    U("partner", "Devon"), P("Devon", "relation", "engaged", "fiancé"),
    U("plan", "October 2026", "wedding"), P("Devon", "hometown", "Savannah", req=False)], tag=True),
K(E, "Zuri", ["I had the weirdest dream that I was a professional figure skater",
              "Ha! Do you skate in real life?",
              "I can barely stand on ice. I do pottery though, Thursday night class for almost a year",
              "Pottery is so calming. What do you make?",
              "mostly lopsided mugs. my boss has three of them on his desk"], [
    U("hobby", "pottery")], tag=True),
K(E, "Bea", ["hey Bea, can you remember my address for the gift thing? 22 Harrow Lane, Apt 3B",
             "Got it, 22 Harrow Lane, Apt 3B. Is that in Sheffield?",
             "Leicester. I moved from Sheffield two years ago",
             "Leicester, noted! Who's the gift for?",
             "my niece Ada, she turns 6 next week"], [
    U("place", "22 Harrow Lane", "22 Harrow Lane, Apt 3B"), U("city", "Leicester"),
    U("family", "Ada"), P("Ada", "relation", "niece"), P("Ada", "age", "6", "5", req=False)], tag=True),
# ---------------- group ----------------
G(E, [("Rachel", "who's coming to trivia thursday"),
      ("Dev", "me, but I'm leaving early, I start at the hospital at 6am friday"),
      ("Sam", "I'm in. also heads up I finally quit Deloitte, starting at a climate nonprofit next month"),
      ("Rachel", "SAM! proud of you"),
      ("Sam", "thanks, it's a pay cut but I'm so done with audit")], [
    U(["employer", "plan"], "climate nonprofit", req=False), U("industry", "climate", req=False),
    U("dislike", "audit"), P("Dev", "employer", "hospital", req=False),
    U("name", "Sam", req=False)], tag=True, me="Sam"),
G(E, [("Maggie", "next month's pick?"),
      ("Ines", "can we please not do another thriller"),
      ("Lauren", "seconding Ines. I vote Lonesome Dove, it's my all-time favorite and I'll die on that hill"),
      ("Bev", "900 pages Lauren"),
      ("Lauren", "you're retired Bev, you have time"),
      ("Bev", "fair. I'm in")], [
    U("fav_book", "Lonesome Dove"), P("Ines", "dislike", "thriller", "thrillers"),
    P("Bev", "job_title", "retired"), U("name", "Lauren", req=False)], tag=True, exporter="Lauren"),
G(E, [("Jen", "reminder standup moved to 10"),
      ("Tomás", "can't, dentist at 10"),
      ("Aiko", "I'll be late too, dropping my son at daycare"),
      ("Marcus", "fine by me. also I'm out next week, flying to Manila for my sister's wedding"),
      ("Jen", "have fun! bring back dried mangoes")], [
    U("plan", "flying to Manila", "Manila"), U("family", "sister"), P("sister", "plan", "wedding"),
    P("Aiko", "family", "son"), U("name", "Marcus", req=False)], tag=True, me="Marcus"),
G(E, [("Coach Rita", "long run sunday, 14 miles, meet at the boathouse 7am"),
      ("Lou", "my calf is still tight, I'll do 8"),
      ("Gabe", "I'll be there. signed up for the Chicago Marathon in October btw, first one"),
      ("Tess", "Gabe!! you're gonna crush it"),
      ("Gabe", "or it'll crush me. either way I'm in")], [
    U("plan", "Chicago Marathon"), U("sport", "running", "marathon", req=False),
    P("Lou", "health", "calf", req=False), U("name", "Gabe", req=False)], tag=True, exporter="Gabe"),
G(E, [("Dad", "Nina did you get the package"),
      ("Nina", "yes! thank you, the sweater fits perfectly"),
      ("Aunt Clara", "Nina are you still in Denver? I'm passing through next month"),
      ("Nina", "moved to Boulder in the spring! 30 min away, come see me"),
      ("Dad", "she won't stop talking about her new job at the library"),
      ("Nina", "it's a dream honestly. reference librarian, finally")], [
    U("city", "Boulder"), U("job_title", "reference librarian", "librarian"),
    U("employer", "library", req=False), U("name", "Nina", req=False),
    U("gender", "female", req=False)], tag=True, me="Nina"),
G(E, [("Theo", "who ate my leftover pad thai"),
      ("Kris", "wasn't me I'm vegan lol"),
      ("Jamal", "not me either, I'm allergic to peanuts, that thing was covered in them"),
      ("Theo", "ok then the ghost did it"),
      ("Jamal", "the ghost's name is your girlfriend Theo")], [
    U("allergy", "peanuts", "peanut"), P("Kris", "diet", "vegan"),
    P("Theo", "partner", "girlfriend", req=False), U("name", "Jamal", req=False)], tag=True, exporter="Jamal"),
G(E, [("Gary (#14)", "anyone lose a grey cat? sitting on my porch"),
      ("Helen B", "not mine, mine's orange and never leaves the couch"),
      ("Priyanka", "that might be Smokey! he's mine, he got out this morning. we're at #18"),
      ("Gary (#14)", "come grab him, he's eating my basil"),
      ("Priyanka", "omw, sorry Gary!")], [
    U("pet", "cat", "grey cat"), U("pet_name", "Smokey"), U("place", "#18"),
    P("Helen B", "pet", "orange", "cat")], tag=True, me="Priyanka"),
G(E, [("Oscar", "gig at the Hollow on the 21st, who's free"),
      ("Wes", "I'm out, my wife's due that week"),
      ("Ben", "I'm free. I'll bring the Rhodes, my Nord died"),
      ("Oscar", "rip Nord"),
      ("Ben", "also I'm teaching piano full time now, quit the call center finally")], [
    U("job_title", "teaching piano", "piano teacher"), U("instrument", "piano", "keys"),
    U("belonging", "Rhodes"), U("plan", "gig", "the 21st"), P("Wes", "partner", "wife"),
    U("name", "Ben", req=False)], tag=True, exporter="Ben"),
G(E, [("Lily", "Hannah when's your flight"),
      ("Hannah", "thursday 6pm, landing in Dublin at 7am friday"),
      ("Cousin Mike", "I'll pick you up. still gluten free?"),
      ("Hannah", "still celiac, so yes lol"),
      ("Lily", "I'll make the brown bread gluten free then")], [
    U("plan", "Dublin", "flight"), U(["health", "diet", "allergy"], "celiac", "gluten free"),
    U("name", "Hannah", req=False)], tag=True, me="Hannah"),
G(E, [("Rob", "can anyone swap saturday"),
      ("Manny", "can't, my kid's recital"),
      ("Tasha", "I can take it. I need the hours, saving for my master's at UCLA, I start in the fall"),
      ("Rob", "you're a lifesaver"),
      ("Tasha", "ER nurses gotta stick together")], [
    U("job_title", "ER nurse", "nurse"), U(["school", "plan"], "UCLA"), U(["degree", "plan"], "master's"),
    P("Manny", "family", "kid"), U("name", "Tasha", req=False)], tag=True, exporter="Tasha"),
]
