"""English cases of dev set 49 (64): 10 diaries, 12 companion chats, 10 group chats, 32 short chats."""
from h import u, a, s, U, P, C, adder

CASES = []
add = adder("en", CASES)

# ---------------- diaries ----------------
add("diary", [u("Tuesday. Rain again, which means my hip aches all day. Walked Biscuit around the block anyway — she's a beagle and does not care about weather. Got the pension letter, the cost-of-living increase is a joke, $38 a month. Margaret from church came by with banana bread; she's 81 and still drives, bless her. My granddaughter Chloe called from Denver, she just got into nursing school at Regis, I cried a bit. Forty-one years at the Ford plant in Dearborn and I never once imagined a grandkid of mine in college. Made meatloaf for one. Still strange cooking for one since Walt passed.")],
    [U("health", ["hip", "hip aches"], False), U("pet", ["beagle", "dog"]), U("pet_name", "Biscuit"),
     U("job_title", ["retired", "pension"], False), P("Margaret", "age", "81"), P("Margaret", "relation", ["from church", "church friend"], False),
     U("family", "Chloe"), P("Chloe", "relation", "granddaughter"), P("Chloe", "city", "Denver"),
     P("Chloe", ["school", "plan"], ["Regis", "nursing school at Regis"]), P("Chloe", ["major", "plan"], ["nursing"]),
     U("employer", ["Ford", "Ford plant"], False)], tag=True, old=True)

add("diary", [u("ok so today. woke up late, missed the 8:10 bus, ran into the lab 20 min late and Dr. Okafor pretended not to notice. PhD year three in microbiology and my plates are still contaminated lol. lunch was the usual pad thai from the truck (best thing on campus, fight me). texted mom, she's flying in from Manila on the 14th, so i need to actually clean. evening: climbing gym with Tess, my roommate, she sent a V5 and i fell off a V2. tomorrow: committee meeting. pray for me")],
    [U("degree", ["PhD", "doctorate"]), U("major", "microbiology"), U("fav_food", "pad thai", False),
     U("family", "mom", False), P("mom", "plan", ["flying in", "flying in from Manila on the 14th"]),
     P("mom", "city", "Manila", False), U("sport", ["climbing", "bouldering"], False), P("Tess", "relation", "roommate"),
     P("Tess", "sport", "climbing", False), U("plan", "committee meeting")], tag=True)

add("diary", [u("March 3. Seventy-four today. The kids did a video call, all three of them: Daniel from Toronto, Sarah and her twins from Leeds, and little Tom who still lives ten minutes away. Jean made my favourite, shepherd's pie, and pretended the candles weren't a fire hazard. I taught chemistry at Whitfield Grammar for thirty-five years and still can't resist explaining to the grandkids why a flame is blue at the bottom. Doctor's appointment Thursday about the cataract in my left eye. Bowls club on Saturday if the weather holds.")],
    [U("age", ["Seventy-four", "74"]), U("birthday", ["March 3", "3 March"]), U("family", ["kids", "three kids"]),
     U("family", "Daniel"), P("Daniel", "city", "Toronto"), P("Daniel", "relation", ["kids", "son"], False),
     U("family", "Sarah"), P("Sarah", "city", "Leeds"), P("Sarah", "family", "twins"), P("Sarah", "relation", ["kids", "daughter"], False),
     U("family", "Tom"), P("Tom", "relation", ["kids", "son"], False), U("partner", "Jean", False),
     U("fav_food", "shepherd's pie"), U("job_title", ["taught chemistry", "chemistry teacher"], False),
     U("employer", "Whitfield Grammar", False), U("plan", ["Doctor's appointment", "doctor's appointment Thursday"]),
     U("health", "cataract"), U("sport", ["Bowls", "lawn bowls"])], tag=True, old=True)

add("diary", [u("journal, day 212 of pretending I have my life together. shift at Blue Fern Coffee 6-2, where I actually work now (not the Starbucks across the street, people keep asking). a guy ordered a half-caf oat latte at 120 degrees, exactly 120. i'm 24 and already tired of humans. after work went to the library, returned Normal People, borrowed Pachinko. Pachinko is supposedly my sister's favourite book so we'll see. evening: guitar for an hour, still can't do barre chords. called Nana, she's turning 90 next month and wants a party at the Elks lodge.")],
    [U("employer", "Blue Fern Coffee"), U("job_title", ["barista"], False), U("age", "24"),
     U("family", "sister", False), P("sister", "fav_book", "Pachinko", False), U("instrument", "guitar"),
     U("family", "Nana", False), P("Nana", "age", ["90", "89"], False)], tag=True)

add("diary", [u("Garden notes, May. The tomatoes are in, six Early Girls and two Brandywines. Knees complained the whole time — the arthritis is worse in damp weather. Since retiring from the county library last spring I finally have time for this. Henry is at the VA hospital again for his heart, routine, they say. My grandson Luke, who's 9, helped me plant and asked if worms have birthdays. Sold some of my quilts at the church bazaar, $200, not bad. We've lived in this house in Asheville for thirty years and I intend to die in it, as I tell my daughter whenever she mentions the condo in Charlotte.")],
    [U("hobby", ["garden", "gardening"]), U("health", "arthritis"), U("job_title", ["retiring", "retired"]),
     U("employer", "county library", False), U("partner", "Henry", False), P("Henry", "health", "heart"),
     U("family", "Luke"), P("Luke", "relation", "grandson"), P("Luke", "age", "9"), U("hobby", ["quilts", "quilting"]),
     U("city", "Asheville"), U("family", "daughter", False)], tag=True, old=True)

add("diary", [u("Day log. Nora is teething and nobody slept. I'm working from home now since Brightline moved everyone remote — still a product designer, just in sweatpants. Priya went back to her shifts at the ER today, so I'm solo dad until 7. Took Nora to the park, ran into our neighbour Gus who informed me he's 'basically a pediatrician' because he has five grandkids. He's an accountant. Lunch: cold coffee and half a bagel. Night: finally watched the last episode of Severance. Also signed Nora up for swim lessons, Saturdays at the Y.")],
    [U("family", "Nora"), P("Nora", "relation", ["daughter", "baby"], False), U("employer", "Brightline"),
     U("job_title", "product designer"), U("partner", "Priya", False), P("Priya", "employer", ["ER", "the ER"], False),
     U("gender", ["male", "man"], False), P("Gus", "relation", ["neighbour", "neighbor"]), P("Gus", "job_title", "accountant"),
     P("Gus", "family", "five grandkids"), P("Nora", "plan", "swim lessons")], tag=True)

add("diary", [u("Log entry, Sunday. Up at 5 like always; thirty years in the Navy leaves you that. Coffee on the porch, watched the deer. Called the VA about my hearing aids — new pair arriving the 20th. My son Marcus is still in Phoenix doing HVAC, says business is good in the heat, I bet it is. Went to the Moose lodge for the pancake breakfast, lost at cribbage to Earl again. I'm 79, he's 83, and he still beats me. Finished rereading Lonesome Dove, my favorite book of all time.")],
    [U("job_title", "Navy", False), U("belonging", "hearing aids"), U("family", "Marcus"), P("Marcus", "relation", "son"),
     P("Marcus", "city", "Phoenix"), P("Marcus", "job_title", "HVAC"), U("hobby", "cribbage", False), U("age", "79"),
     P("Earl", "age", "83"), U("fav_book", "Lonesome Dove")], tag=True, old=True)

add("diary", [u("Wednesday. Clinicals 7am-3pm at St. Mary's. The patient in 4B thought I was his granddaughter, which was sweet until he called me Linda for an hour. I'm Ana. Came home, took my Lexapro, realized I hadn't eaten since 6. Made eggs. My celiac means nothing from the hospital cafeteria is safe anyway. Texted Javi (boyfriend, 3 yrs this June) to bring gluten-free pasta. He's a high school history teacher and was grading essays so he forgot. Tomorrow: NCLEX prep class.")],
    [U("name", "Ana"), U("health", "Lexapro", False), U(["health", "diet", "allergy"], "celiac"), U("family", "Javi", False),
     U("partner", "Javi"), P("Javi", "relation", "boyfriend"), P("Javi", "job_title", ["history teacher", "high school history teacher"]),
     U("plan", ["NCLEX prep class", "NCLEX"])], tag=True)

add("diary", [u("Packing day four. Forty years of stuff in this Cleveland house. We close on the condo in Tampa on June 2nd and Ruth wants everything sorted by the end of the month. Found my old union card from the steelworkers — Local 1104, 1978. Found the kids' report cards. Found my clarinet, which I haven't played since high school; keeping it anyway. Ruth says I'm sentimental. I say I'm 71 and allowed. The cat, Pickles, has claimed every empty box as her kingdom. Note to self: cancel the Plain Dealer subscription.")],
    [U("city", "Cleveland"), U("plan", ["Tampa", "condo in Tampa", "move to Tampa"]), U("partner", "Ruth", False),
     U("belonging", "clarinet"), U("age", "71"), U("pet", "cat"), U("pet_name", "Pickles")], tag=True, old=True)

add("diary", [u("notes from the walk-in freezer lol. double shift at Marisco's, i'm on grill now, finally got moved off fry station. chef says if i keep it up i'll be sous by fall but chef says a lot of things. made family meal: chilaquiles, everyone lost their minds. mom called, she keeps asking when i'll come home to San Antonio. i live in Austin, ma, it's like an hour. broke up with Kayla last month, still sleeping on my cousin Rudy's couch till my lease starts on the 1st. i'm allergic to shellfish and work at a seafood place, the irony is not lost on me")],
    [U("employer", "Marisco's"), U("job_title", ["grill", "grill cook", "line cook"]), U("city", "Austin"),
     U("hometown", "San Antonio", False), U("family", "mom", False), U("family", "Rudy"), P("Rudy", "relation", "cousin"),
     U("plan", ["lease starts on the 1st", "lease"]), U("allergy", "shellfish")], tag=True)

# ---------------- companion chats ----------------
add("comp", [u("Wren, my daughter set you up on this tablet for me. I'm 82 and don't trust computers much."),
             a("Welcome! It's lovely to meet you. Is your daughter the one who lives with you in Seattle?"),
             u("No, I live alone in Tacoma. Linda lives in Spokane with her husband. She's a dental hygienist."),
             a("Tacoma, got it. Do you have any pets keeping you company?"),
             u("A budgie named Captain. He talks more than my late husband did, God rest him.")],
    [U("age", "82"), U("city", "Tacoma"), U("family", "Linda"), P("Linda", "relation", "daughter"),
     P("Linda", "city", "Spokane"), P("Linda", "partner", "husband"), P("Linda", "job_title", "dental hygienist"),
     U("pet", ["budgie", "parakeet"]), U("pet_name", "Captain")], tag=True, ch="Wren", old=True)

add("comp", [u("sol i got the job!!! starting at Deloitte on the 15th as a junior auditor"),
             a("CONGRATS!! So you're moving to Chicago then, like you mentioned?"),
             u("lol no that was my friend dani. deloitte's office is here in minneapolis, i'm staying put"),
             a("Oops, my bad. Minneapolis it is! Are you going to celebrate?"),
             u("yes, sushi tonight with my girlfriend, her treat")],
    [U(["employer", "plan"], "Deloitte"), U(["job_title", "plan"], ["junior auditor", "auditor"]), U("city", "minneapolis"),
     P("dani", "plan", ["Chicago", "moving to Chicago"], False), P("dani", "relation", "friend"), U("partner", "girlfriend")],
    tag=True, ch="Sol")

add("comp", [u("Juniper, what was that blood pressure pill called again? The doc switched me last week."),
             a("You told me it was lisinopril! Also, how's the golf? You said you play every Tuesday."),
             u("Lisinopril, right. And it's pickleball, not golf. Golf is my brother-in-law's thing."),
             a("Pickleball, noted! Still playing at the rec center in Mesa?"),
             u("Yep, Mesa. Retired to Arizona from Illinois in 2016, best decision we ever made.")],
    [U("health", ["blood pressure", "high blood pressure", "lisinopril"]), U("sport", "pickleball"),
     P("brother-in-law", "sport", "golf"), U("family", "brother-in-law", False), U("city", "Mesa"),
     U("job_title", ["Retired", "retired"])], tag=True, ch="Juniper", old=True)

add("comp", [u("mira can u remember my bf's birthday, its june 9, i always forget and he never does"),
             a("Of course! June 9 for your boyfriend. What's his name again?"),
             u("Theo. and mine is nov 22 in case you forgot that too 🙃"),
             a("Never! November 22. Sagittarius, right?"),
             u("scorpio actually, by like one day. anyway ty")],
    [U("partner", "Theo"), P("Theo", "relation", ["bf", "boyfriend"]), P("Theo", "birthday", ["june 9", "June 9"]),
     U("birthday", ["nov 22", "November 22"])], tag=True, ch="Mira")

add("comp", [u("Bea, I need to budget. My pension is $2,140 a month and Social Security adds $1,600."),
             a("That's helpful. Is this just for you or do you and your wife share expenses?"),
             u("Just me, Carol and I divorced in '98. I rent a one-bedroom in Albuquerque."),
             a("Got it. Any big costs coming up?"),
             u("Dentures. And a trip to see my grandson Eli graduate from Purdue in May, already booked the flight.")],
    [U("city", "Albuquerque"), U("family", "Eli"), P("Eli", "relation", "grandson"), P("Eli", "school", "Purdue"),
     P("Eli", "plan", ["graduate", "graduate from Purdue"]), U("plan", ["trip to see my grandson", "Eli graduate", "graduation"]),
     U("health", "Dentures", False), U("job_title", ["retired", "pension"], False)], tag=True, ch="Bea", old=True)

add("comp", [u("ollie i'm drowning, two midterms tomorrow"),
             a("Hang in there! Organic chem and physics, right? The pre-med grind."),
             u("nope, i switched out of pre-med last semester. i'm an econ major now. midterms are stats and macro"),
             a("Oh nice, econ! Still at UC Davis?"),
             u("yep still at davis. at least i have my cat here for emotional support, my roommates don't count")],
    [U("major", ["econ", "economics"]), U("school", ["UC Davis", "davis"]), U("plan", "midterms"), U("pet", "cat"),
     U("city", "Davis", False)], tag=True, ch="Ollie")

add("comp", [u("Wren, I was born in Naples, Italy, and came to Boston at 19. I still dream in Italian."),
             a("How beautiful! Do you speak Italian with your grandchildren?"),
             u("I try. Only my granddaughter Gianna really learned it, she studies in Florence now."),
             a("Florence! Is she studying art?"),
             u("Architecture. She's the first in our family to go to university.")],
    [U("hometown", ["Naples", "Naples, Italy", "Italy"]), U("city", "Boston"), U("language", "Italian"),
     U("family", "Gianna"), P("Gianna", "relation", "granddaughter"), P("Gianna", "city", "Florence"),
     P("Gianna", "major", "Architecture"), P("Gianna", "language", "Italian")], tag=True, ch="Wren", old=True)

add("comp", [u("sol i tore my ACL at rec league soccer last night 💀"),
             a("Oh no!! You play in a league every week, right?"),
             u("every thursday yeah, or i did. surgery is booked for the 28th"),
             a("I'm so sorry. Will you be able to work? You're a mail carrier, right?"),
             u("i'm a UPS driver not mail carrier lol but same vibes. on leave for now")],
    [U("health", ["ACL", "torn ACL", "tore my ACL"]), U("sport", "soccer"), U("plan", "surgery"),
     U("employer", "UPS"), U("job_title", ["UPS driver", "driver"])], tag=True, ch="Sol")

add("comp", [u("Pip, play me some Johnny Cash, would you? The Man in Black got me through 28 years of driving a truck."),
             a("Absolutely! I'm partial to the Man in Black myself, Folsom Prison is my favorite. Do you still drive, or are you retired now?"),
             u("Retired in 2019. Now I just drive my wife to bingo."),
             a("Ha! Does she like Johnny Cash too?"),
             u("Can't stand him. She's a Neil Diamond woman.")],
    [U("fav_music", "Johnny Cash"), U("job_title", ["Retired", "retired"]), U("job_title", ["driving a truck", "truck driver"], False),
     U("partner", "wife"), P("wife", "fav_music", "Neil Diamond"), P("wife", "dislike", "Johnny Cash"),
     P("wife", "hobby", "bingo", False), C("fav_music", ["Johnny Cash", "Folsom Prison"])], tag=True, ch="Pip", old=True)

add("comp", [u("juniper can you plan me a meal prep week? I'm vegan, no soy, and I hate mushrooms"),
             a("On it! Since you're vegetarian, would eggs be okay for breakfast?"),
             u("vegan, not vegetarian, so no eggs. my partner eats everything tho, he's a chef"),
             a("Got it, fully vegan. Does your partner cook for you?"),
             u("he cooks at Osteria Lupa all week so no, at home it's me")],
    [U("diet", "vegan"), U(["diet", "allergy", "dislike"], "soy"), U("dislike", "mushrooms"), U("partner", "partner"),
     P("partner", "job_title", "chef"), P("partner", "employer", "Osteria Lupa")], tag=True, ch="Juniper")

add("comp", [u("Bea, my knee replacement is scheduled for October 3rd at Mercy."),
             a("Good luck! That'll help with your tennis, I bet."),
             u("Tennis? Honey, I'm 77. I do water aerobics three times a week, that's my sport."),
             a("Water aerobics, love it. Who will drive you home after surgery?"),
             u("My neighbor Dolores, she's a retired nurse, thank God.")],
    [U("plan", ["knee replacement", "knee replacement October 3rd"]), U("health", ["knee", "knee replacement"], False),
     U("age", "77"), U("sport", "water aerobics"), P("Dolores", "relation", ["neighbor", "neighbour"]),
     P("Dolores", "job_title", ["retired", "retired nurse"]), P("Dolores", "job_title", "nurse", False)],
    tag=True, ch="Bea", old=True)

add("comp", [u("hey mira, it's Priyanka but literally everyone calls me Pree"),
             a("Hi Pree! Nice name. Want me to save your email too?"),
             u("yes pree.k.writes@gmail.com. i'm a copywriter so i'm always on email"),
             a("Saved! A copywriter at an agency?"),
             u("freelance, no agency, i tried that life and hated it")],
    [U("name", "Priyanka"), U("nickname", "Pree"), U("email", "pree.k.writes@gmail.com"),
     U("job_title", ["copywriter", "freelance copywriter"])], ch="Mira")

# ---------------- group chats ----------------
add("group", [s("Grandpa Joe", "Happy Sunday all. Doc says my cholesterol is finally down. Oatmeal every morning for 6 months did it."),
              s("Megan", "Yay Dad!! Told you. Also reminder Ava's recital is Friday at 6, she's playing cello"),
              s("Ava", "grandpa ur coming right??"),
              s("Grandpa Joe", "Wouldn't miss it, kiddo. Your grandma and I will be in the front row."),
              s("Tyler", "I'll be late, shift at the fire station till 7")],
    [U("health", "cholesterol", False), U("plan", "recital", False), U("partner", "grandma", False),
     U("name", "Grandpa Joe", False), P("Ava", "instrument", "cello"), P("Ava", "plan", "recital"),
     P("Tyler", "employer", "fire station", False)], tag=True, me="Grandpa Joe", old=True)

add("group", [s("Roger", "Next month's pick: The Remains of the Day. Objections?"),
              s("Helen", "Love it, it's my favourite novel, I'll host at my place in Brookline. No cats this time, I promise, Mittens went to live with my sister.", True),
              s("Patricia", "Thank goodness, my allergies thank you. I'll bring lemon bars."),
              s("June", "I'll be in Florida with my son till the 20th, count me out")],
    [U("fav_book", "The Remains of the Day"), U(["city", "place"], "Brookline"), U("plan", ["host", "host at my place"]),
     U("name", "Helen", False), U("family", "sister", False), P("sister", "pet_name", "Mittens"), P("sister", "pet", "cats", False),
     P("Patricia", "allergy", "cats", False)], tag=True, old=True)

add("group", [s("Sam", "who ate my leftover pho"),
              s("Jordan", "not me, i'm allergic to peanuts and that had peanuts on it, think about it"),
              s("Riley", "it was me sorry!! i'll buy you another. also rent is due friday, jordan did u venmo"),
              s("Jordan", "sent. also heads up my sister's visiting from Denver this weekend, she's sleeping on the couch"),
              s("Sam", "np. tell her to bring her dog, I miss Waffles")],
    [U("allergy", "peanuts"), U("family", "sister"), P("sister", "city", "Denver"), P("sister", "plan", "visiting"),
     P("sister", "pet", "dog"), P("sister", "pet_name", "Waffles")], tag=True, me="Jordan")

add("group", [s("Marisol", "Welcome to the team, Dev! Tell us about yourself 🙂"),
              s("Dev", "Thanks! Backend engineer, came over from Shopify. I live in Toronto with my wife and a very loud husky named Kiba.", True),
              s("Ken", "Nice! I'm the QA lead, been here 6 years. Also a husky owner, they're chaos."),
              s("Aisha", "Welcome! I'm Aisha, product manager, also Toronto based. What's your stack?"),
              s("Dev", "Mostly Go and Postgres. Python when forced 😅")],
    [U("job_title", "Backend engineer"), U("city", "Toronto"), U("partner", "wife"), U("pet", "husky"), U("pet_name", "Kiba"),
     U("name", "Dev", False), P("Ken", "job_title", "QA lead"), P("Ken", "pet", "husky"),
     P("Aisha", "job_title", "product manager"), P("Aisha", "city", "Toronto")], tag=True)

add("group", [s("Gary", "Tee time 8am Thursday, who's in"),
              s("Stan", "Can't. Cataract surgery Wednesday, no driving for a few days."),
              s("Bob", "Get well Stan. I'm in, as long as my wife doesn't find out I skipped the gutters"),
              s("Stan", "Ha. 43 years at the post office, I earned my lazy days and so did you Bob"),
              s("Lou", "in. also Stan, your grandson still at Michigan State?"),
              s("Stan", "Yep, junior, mechanical engineering. Smarter than all of us")],
    [U("plan", "Cataract surgery"), U("health", "Cataract"), U("employer", "post office", False),
     U("job_title", ["retired"], False), U("family", "grandson"), P("grandson", "school", "Michigan State"),
     P("grandson", "major", "mechanical engineering"), P("Bob", "partner", "wife"), U("name", "Stan", False)],
    tag=True, me="Stan", old=True)

add("group", [s("Karen from 12B", "Has anyone seen a grey cat? Ours got out last night"),
              s("Mike", "Not a cat but I saw a raccoon by the bins at 2am. I work nights at the bakery on Elm, so I see everything", True),
              s("Mrs. Alvarez", "Karen I think I saw him near my garden. I'm in 14, the one with the roses"),
              s("Jin", "Will keep an eye out. Mike is it Rosie's Bakery? I love their sourdough"),
              s("Mike", "That's the one. I'm the head baker, come by before 6am for the warm loaves")],
    [U("employer", ["Rosie's Bakery", "bakery"]), U("job_title", "head baker"), U("name", "Mike", False),
     P("Karen from 12B", "pet", ["grey cat", "cat"]), P("Jin", "fav_food", "sourdough"),
     P("Mrs. Alvarez", "hobby", ["roses", "garden"], False)], tag=True)

add("group", [s("Chris", "10 year reunion!! Who's coming? Oct 12 at the old gym"),
              s("Hannah", "Coming from Seattle! Still can't believe I'm a high school teacher now, at Roosevelt, teaching the exact kind of kids we were"),
              s("Devon", "lmao. I can't make it, I'm deployed till December"),
              s("Priya", "I'll be there with my husband Raj, he went to Central, don't hold it against him"),
              s("Hannah", "Priya bring the baby pics!!")],
    [U("city", "Seattle"), U("job_title", "high school teacher"), U("employer", "Roosevelt"), U("plan", "reunion", False),
     U("name", "Hannah", False), P("Priya", "partner", "Raj"), P("Raj", "relation", "husband"), P("Raj", "school", "Central"),
     P("Priya", "plan", "reunion")], tag=True, me="Hannah")

add("group", [s("Coach Tina", "Half marathon sign-ups close tonight! Drop your name"),
              s("Ben", "Ben — signed up. First half since my heart surgery last year, doc cleared me", True),
              s("Lila", "Lila in! Also Ben you're 60 this year right? Age group award incoming"),
              s("Ben", "61 actually, but I'll take the compliment"),
              s("Marco", "I'm out, plantar fasciitis. I'll volunteer at the water station")],
    [U("plan", ["Half marathon", "half"]), U("health", "heart surgery", False), U("age", "61"),
     U("sport", ["running", "half marathon"], False), U("name", "Ben", False), P("Lila", "plan", "Half marathon"),
     P("Marco", "health", "plantar fasciitis"), P("Marco", "plan", ["volunteer", "volunteer at the water station"])],
    tag=True, old=True)

add("group", [s("Mom", "Sofia did you book your flight for Thanksgiving?"),
              s("Sofia", "yes! landing in Sacramento Wednesday night. Also I'm bringing Luis, my boyfriend, don't be weird"),
              s("Tía Carmen", "A BOYFRIEND 👀 what does he do?"),
              s("Sofia", "he's a firefighter in Oakland. and he's vegetarian so Mom please no lard in the beans"),
              s("Mom", "Fine fine. Your brother is bringing his new puppy too, a corgi")],
    [U("plan", ["Thanksgiving", "flight for Thanksgiving", "landing in Sacramento"]), U("partner", "Luis"),
     P("Luis", "relation", "boyfriend"), P("Luis", "job_title", "firefighter"), P("Luis", "city", "Oakland"),
     P("Luis", "diet", "vegetarian"), U("name", "Sofia", False), U("family", "brother", False), P("brother", "pet", ["corgi", "puppy"])],
    tag=True, me="Sofia")

add("group", [s("Pastor Jim", "Potluck after service Sunday. Sign up sheet by the door."),
              s("Bev", "I'm bringing my famous deviled eggs"),
              s("Dot", "I'll bring cornbread. Can't do eggs myself, allergic since I was a girl. Also the quilting circle moved to Tuesdays", True),
              s("Marianne", "Dot how's your hip after the fall?"),
              s("Dot", "Mending. Physical therapy twice a week. At 84 you don't bounce, you splat 😂")],
    [U("allergy", "eggs"), U("hobby", ["quilting", "quilting circle"]), U("age", "84"), U("health", "hip"),
     U("plan", ["Potluck", "cornbread"], False), U("gender", ["female", "girl"], False), U("name", "Dot", False),
     P("Bev", "fav_food", "deviled eggs", False)], tag=True, old=True)

# ---------------- short chats ----------------
add("short", [u("i'm 31, live in Portland, work as a vet tech at Banfield. two cats, Mochi and Taro. ask me anything")],
    [U("age", "31"), U("city", "Portland"), U("job_title", "vet tech"), U("employer", "Banfield"), U("pet", "cats"),
     U("pet_name", "Mochi"), U("pet_name", "Taro")])

add("short", [u("Not a doctor, just play one on TV 😂 jk I'm a pharmacist at CVS")],
    [U("job_title", "pharmacist"), U("employer", "CVS")], tag=True)

add("short", [u("I'm a retired firefighter, 67, widower. Spend most days fly fishing on the Madison River and spoiling my two granddaughters.")],
    [U("job_title", ["retired", "retired firefighter"]), U("job_title", "firefighter", False), U("age", "67"),
     U("gender", ["male", "man", "widower"], False), U("hobby", ["fly fishing", "fishing"]), U("family", ["two granddaughters", "granddaughters"])],
    old=True)

add("short", [u("anyone know a good dermatologist in Austin? my eczema is flaring again")],
    [U("health", "eczema"), U("city", "Austin", False)], tag=True)

add("short", [u("My email is marcus.obi@protonmail.com if you need to send the forms, I check it every morning")],
    [U("email", "marcus.obi@protonmail.com")])

add("short", [u("Call me on 415-555-0198, that's my cell. The landline number is my mom's.")],
    [U("phone", "415-555-0198")], tag=True)

add("short", [u("I wish I could speak French like my husband. He grew up in Lyon. I can barely order a croissant.")],
    [U("partner", "husband"), P("husband", "hometown", "Lyon"), P("husband", "language", "French"),
     U("language", "French", False)], tag=True)

add("short", [u("Born and raised in Glasgow, 72 years young, retired shipyard welder. These days I mostly do crosswords and walk the dog, a border collie named Bess.")],
    [U("hometown", "Glasgow"), U("age", "72"), U("job_title", ["retired", "retired shipyard welder"]),
     U("job_title", ["shipyard welder", "welder"], False), U("hobby", "crosswords"), U("pet", ["border collie", "dog"]),
     U("pet_name", "Bess")], old=True)

add("short", [u("lol my brother thinks he's a chef because he made risotto once. he's an accountant. i'm the actual cook in the family — sous chef at Nopa")],
    [U("family", "brother", False), P("brother", "job_title", "accountant"), U("job_title", "sous chef"), U("employer", "Nopa")], tag=True)

add("short", [u("Does anyone else hate cilantro? It tastes like soap to me")],
    [U("dislike", "cilantro")])

add("short", [u("I used to live in Berlin but moved back to Dublin last year for my mum, she's got early dementia")],
    [U("city", "Dublin"), U("family", "mum"), P("mum", "health", ["early dementia", "dementia"])], tag=True)

add("short", [u("Quick intro: I'm Tomás, he/him, 26, grad student in linguistics at UT. I speak Spanish and English and some Portuguese.")],
    [U("name", "Tomás"), U("gender", ["he/him", "male"]), U("age", "26"), U("degree", ["grad student", "graduate"]),
     U("major", "linguistics"), U("school", ["UT", "University of Texas"]), U("language", "Spanish"), U("language", "English"),
     U("language", "Portuguese", False)])

add("short", [u("my wife and I just celebrated our 50th anniversary! she's 74 and still beats me at Scrabble")],
    [U("partner", "wife"), P("wife", "age", "74"), P("wife", "hobby", "Scrabble")], tag=True, old=True)

add("short", [u("If I ever got a dog I'd name it Pancake. Sadly my lease says no pets so I just have a fish tank")],
    [U("pet", ["fish", "fish tank"])], tag=True)

add("short", [u("started violin at 35 lol. 3 months in and my neighbors hate me")],
    [U("instrument", "violin"), U("age", "35", False)], tag=True)

add("short", [u("I'm a Pisces, INFJ, and lactose intolerant, in that order of importance")],
    [U(["health", "allergy", "diet"], ["lactose intolerant", "lactose intolerance"])])

add("short", [u("Got my flu shot and my shingles shot today. Medicare covered both. At my age you take what you can get — I turned 70 in April.")],
    [U("age", "70"), U("birthday", "April", False)], old=True)

add("short", [u("my gf is a nurse at Kaiser, i'm a mechanic. we met at a Taylor Swift concert which she will never let me forget because i'm more of a metal guy")],
    [U("partner", "gf"), P("gf", "job_title", "nurse"), P("gf", "employer", "Kaiser"), U("job_title", "mechanic"),
     U("fav_music", "metal"), U("gender", ["guy", "male"], False), P("gf", "fav_music", "Taylor Swift", False)], tag=True)

add("short", [u("working at the Apple Store doesnt mean i work for Apple apparently, it's some retail contract thing. I'm a Genius tho")],
    [U("employer", ["Apple Store", "Apple"]), U("job_title", "Genius")], tag=True)

add("short", [u("My daughter Maya starts kindergarten Monday. She's 5 and allergic to tree nuts, so I'm terrified of snack time")],
    [U("family", "Maya"), P("Maya", "relation", "daughter"), P("Maya", "age", "5"), P("Maya", "allergy", "tree nuts"),
     P("Maya", ["plan", "school"], "kindergarten")])

add("short", [u("my favorite movie is The Princess Bride and I will fight anyone on this")],
    [U("fav_film", "The Princess Bride")])

add("short", [u("I was a high school principal in Ohio for 22 years before we retired down to Myrtle Beach. Now I volunteer at the library and play the banjo, badly.")],
    [U("job_title", ["retired", "retirement"]), U("job_title", "high school principal", False), U("city", "Myrtle Beach"),
     U("hobby", ["volunteer at the library", "volunteering"]), U("instrument", "banjo")], tag=True, old=True)

add("short", [u("not a student anymore!! graduated from Georgia Tech in May, industrial engineering. job hunting now lol")],
    [U("school", "Georgia Tech"), U("major", "industrial engineering"), U("job_title", ["job hunting", "unemployed"], False)], tag=True)

add("short", [u("Gluten-free for 8 years now, not a fad, I have celiac")],
    [U("diet", "Gluten-free"), U(["health", "allergy"], "celiac")])

add("short", [u("my coworker keeps telling everyone she's 29. she's 41. I'm 33 and I'll say it loud")],
    [U("age", "33"), P("coworker", "age", "41"), P("coworker", "relation", "coworker", False)], tag=True)

add("short", [u("we're moving to Lisbon in September, already signed the lease! for now still in Newark, NJ")],
    [U("plan", ["moving to Lisbon", "Lisbon"]), U("city", ["Newark", "Newark, NJ"])], tag=True)

add("short", [u("I drive a 2009 Corolla with 240k miles and I love her more than some people")],
    [U("belonging", ["2009 Corolla", "Corolla"])])

add("short", [u("My late husband was the golfer. I'm the one who plays bridge, every Wednesday at the senior center in Naperville.")],
    [U("hobby", "bridge"), U("place", ["senior center", "Naperville"], False), U("city", "Naperville", False)], tag=True, old=True)

add("short", [u("i do jiu jitsu 4x a week and im a blue belt, also a software dev at a fintech startup in Brooklyn")],
    [U("sport", ["jiu jitsu", "BJJ"]), U("job_title", ["software dev", "software developer"]), U("industry", "fintech"),
     U("employer", "fintech startup", False), U("city", "Brooklyn", False)])

add("short", [u("My son-in-law is from Nigeria and cooks the best jollof rice. I'm 68 and never tasted anything like it")],
    [U("age", "68"), U("family", "son-in-law", False), P("son-in-law", "hometown", "Nigeria"), U("fav_food", "jollof rice", False)],
    tag=True, old=True)

add("short", [u("Had to fill in a form for my dad at the clinic: Robert Hale, DOB 04/11/1948, allergic to sulfa. Felt weird writing my own number as emergency contact: 503-555-0147")],
    [U("family", "Robert Hale"), P("Robert Hale", "relation", "dad"), P("Robert Hale", "birthday", ["04/11/1948", "1948"]),
     P("Robert Hale", "allergy", "sulfa"), U("phone", "503-555-0147")], tag=True)

add("short", [u("Hot take: I don't like coffee. I'm a tea person, Earl Grey specifically")],
    [U("dislike", "coffee"), U("fav_food", ["Earl Grey", "tea"])])
