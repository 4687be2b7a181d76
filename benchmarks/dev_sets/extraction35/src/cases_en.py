from h import F, U, P, C, short, diary, comp, group

CASES = []
A = CASES.append

# ---------- short chats ----------
A(short("en", "lol no i don't have kids, the baby in my profile pic is my nephew Theo. i'm the fun uncle", [
    U("family", ["Theo", "nephew"]),
    P("Theo", "relation", ["nephew"]),
    U("gender", ["male", "man"], False),
], neg=True))
A(short("en", "ok so update: i'm 34 not 43, autocorrect or my thumbs hate me", [
    U("age", ["34"]),
], neg=True))
A(short("en", "we just moved to Tacoma last month, still living out of boxes. my wife got a job at the children's hospital here", [
    U("city", ["Tacoma"]),
    U("partner", ["wife"]),
    P("wife", "employer", ["children's hospital"], False),
    P("wife", "city", ["Tacoma"], False),
]))
A(short("en", "my son's daycare called AGAIN, pinkeye this time. that's the 4th illness since september. he's 14 months and apparently a germ magnet", [
    U("family", ["son"]),
    P("son", "age", ["14 months"]),
    P("son", "health", ["pinkeye"], False),
]))
A(short("en", "i'm a night shift nurse in the NICU, so yeah my sleep schedule is a crime scene", [
    U("job_title", ["nurse", "night shift nurse", "NICU nurse"]),
]))
A(short("en", "Peanut allergy here, the serious EpiPen kind. My husband thinks it's dramatic. It is not dramatic, Greg.", [
    U("allergy", ["Peanut", "peanuts"]),
    U("partner", ["Greg", "husband"]),
    P("Greg", "relation", ["husband"]),
    U("belonging", ["EpiPen"], False),
], neg=True))
A(short("en", "anyone have tips for a 3 month old who only naps on you? asking for me, a person who has not peed alone since march", [
    U("family", ["3 month old", "baby"], False),
], neg=True))
A(short("en", "Just got my PhD in marine biology from UC San Diego!! Dr. me now. My mom cried on zoom", [
    U("degree", ["PhD", "doctorate"]),
    U("major", ["marine biology"]),
    U("school", ["UC San Diego", "UCSD"]),
]))
A(short("en", "if i were rich i'd own horses. in reality i own a very fat beagle named Biscuit and a 2011 Corolla", [
    U("pet", ["beagle", "dog"]),
    U("pet_name", ["Biscuit"]),
    U("belonging", ["2011 Corolla", "Corolla", "Toyota Corolla"]),
], neg=True))
A(short("en", "i don't eat pork, not for religious reasons, i just can't stand the smell", [
    U(["diet", "dislike"], ["don't eat pork", "pork", "no pork"]),
]))
A(short("en", "my email's jen.okafor.design@gmail.com, the outlook one bounces now", [
    U("email", ["jen.okafor.design@gmail.com"]),
], neg=True))
A(short("en", "I play cello in a community orchestra on Thursday nights. First chair? no. Enthusiastic? absolutely", [
    U("instrument", ["cello"]),
    U("hobby", ["community orchestra", "orchestra"], False),
]))
A(short("en", "grandma duty again this week — my daughter's in Denver for work so I've got both grandkids. Lucas is 6 and Ava just turned 2", [
    U("family", ["Lucas", "grandkids"]),
    U("family", ["Ava", "grandkids"]),
    P("Lucas", "relation", ["grandkids", "grandson"]),
    P("Ava", "relation", ["grandkids", "granddaughter"]),
    P("Lucas", "age", ["6"]),
    P("Ava", "age", ["2"]),
    U("family", ["daughter"], False),
    U("gender", ["female", "woman"], False),
], neg=True))
A(short("en", "My name's Priscilla but literally everyone calls me Cee", [
    U("name", ["Priscilla"]),
    U("nickname", ["Cee"]),
]))
A(short("en", "not a teacher lol, i'm the school's speech therapist. different union, different parking lot", [
    U("job_title", ["speech therapist"]),
    U("employer", ["school"], False),
], neg=True))
A(short("en", "currently reading Middlemarch for book club and hating it, my all-time favorite is still The Remains of the Day", [
    U("fav_book", ["The Remains of the Day", "Remains of the Day"]),
    U("hobby", ["book club"], False),
], neg=True))
A(short("en", "I grew up in Cork but I've been in Manchester 11 years now", [
    U("hometown", ["Cork"]),
    U("city", ["Manchester"]),
], neg=True))
A(short("en", "doctor says my iron's low again. third pregnancy, third time anemic, at least i know the drill", [
    U("health", ["anemic", "iron's low", "low iron", "anemia"]),
    U("health", ["pregnancy", "pregnant"]),
    U("family", ["kids"], False),
    U("gender", ["female", "woman"], False),
]))
A(short("en", ["Phone: 0412 558 093.", "Thanks! Is that the best number to reach you?", "That's my work mobile, personal one's private sorry"], [
    U("phone", ["0412 558 093", "0412558093"]),
]))
A(short("en", "my favourite film is Paddington 2 and I will not be taking questions", [
    U("fav_film", ["Paddington 2"]),
]))
A(short("en", "I'm learning Portuguese bc my partner's family is from Recife and his grandma speaks zero English", [
    U("language", ["Portuguese"]),
    U("partner", ["partner"], False),
    P("partner", "hometown", ["Recife"], False),
], neg=True))
A(short("en", "my roommate Dani keeps saying i'm a vegetarian, i am NOT, i just don't cook meat at home", [
    P("Dani", "relation", ["roommate"]),
], neg=True))
A(short("en", "i work at Costco. not corporate, the actual warehouse, forklift certified baby", [
    U("employer", ["Costco"]),
    U("job_title", ["forklift", "warehouse"], False),
], neg=True))
A(short("en", "we're expecting twins in august!!! my husband is already panicking about car seats", [
    U(["plan", "family"], ["twins", "expecting twins"]),
    U("partner", ["husband"], False),
]))
A(short("en", "i hate jazz. there, i said it. my dad played it every sunday and it ruined it for me", [
    U("dislike", ["jazz"]),
    U("family", ["dad"], False),
], neg=True))
A(short("en", "finally booked my c-section for the 14th. baby #2. scared but also so ready", [
    U("plan", ["c-section", "c-section for the 14th"]),
    U("family", ["baby #2"], False),
    U("gender", ["female", "woman"], False),
]))
A(short("en", "my daughter Noor started kindergarten at Lincoln Elementary today and I cried in the car like a lunatic", [
    U("family", ["Noor", "daughter"]),
    P("Noor", "relation", ["daughter"]),
    P("Noor", "school", ["Lincoln Elementary"]),
]))
A(short("en", "i swim laps at the Y 3 mornings a week, it's the only thing keeping my back from falling apart", [
    U("sport", ["swim", "swimming"]),
    U("health", ["back"], False),
]))
A(short("en", ["no i'm not from Texas, i just live here.", "oh! where are you from originally?", "born and raised in Ohio, Dayton specifically"], [
    U("hometown", ["Dayton", "Ohio"]),
    U(["city", "place"], ["Texas"]),
], neg=True))
A(short("en", "my boss Karen just told the whole team she's moving to Singapore. I'm staying put, Austin forever", [
    P("Karen", "relation", ["boss"]),
    P("Karen", "plan", ["moving to Singapore", "Singapore"], False),
    U("city", ["Austin"]),
], neg=True))
A(short("en", "I do payroll for a construction company, only woman in the office. boring? yes. stable? also yes", [
    U("job_title", ["payroll"]),
    U("industry", ["construction"]),
    U("gender", ["woman", "female"]),
]))
A(short("en", "we got a rescue greyhound!! her name is Pickle and she is scared of the dishwasher", [
    U("pet", ["greyhound", "dog"]),
    U("pet_name", ["Pickle"]),
]))

# ---------- diaries ----------
A(diary("en", "Monday. Baby Rosie slept from 11 to 4, which is a personal best. Mark took the 4am feed so I got a shower in before my mom came over. She brought her famous lasagna and a lot of opinions about swaddling. Rosie is 9 weeks today. I go back to work at the credit union in three weeks and I haven't even started looking at daycares, which feels insane. Made a list of four near us in Fairview. Also my pelvic floor PT said I'm healing well, so that's something.", [
    U("family", ["Rosie", "baby"]),
    P("Rosie", "relation", ["Baby", "daughter"]),
    P("Rosie", "age", ["9 weeks"]),
    U("partner", ["Mark"], False),
    U("plan", ["back to work", "go back to work"]),
    U("employer", ["credit union"], False),
    U(["place", "city"], ["Fairview"], False),
    U("family", ["mom"], False),
], neg=True))
A(diary("en", "Quiet Saturday. Ran 8 miles along the river, legs dead. Me and Harriet have been doing the Saturday long run for two years now. Afterwards went to the farmers market and bought way too many peaches. Mom called — she wants me to come home to Savannah for Thanksgiving; not sure yet. Read half of the new Tana French in the bath. Still think In the Woods is her best. Work tomorrow, ugh, I'm on call for the ICU all Sunday.", [
    U("sport", ["long run", "running", "Ran"]),
    U("fav_book", ["In the Woods"]),
    U("hometown", ["Savannah"], False),
    U("job_title", ["ICU"], False),
    U("family", ["Mom"], False),
], neg=True))
A(diary("en", "Another day with the little fella. Picked Owen up from preschool at 3 — he told me he's a dinosaur now and will only answer to Rex. My son and daughter-in-law both work at the plant till six so it's me three days a week. Fine by me, I've been retired from the post office since 2019 and the garden can only take so much attention. Doctor's appointment Thursday about my knee. Bev says I should get the replacement, I say I'll think about it.", [
    U("family", ["Owen", "grandson"], False),
    P("Owen", "school", ["preschool"]),
    U("family", ["son"]),
    P("son", "employer", ["the plant", "plant"], False),
    U("job_title", ["retired"]),
    U("employer", ["post office"], False),
    U("plan", ["Doctor's appointment", "doctor's appointment Thursday"]),
    U("health", ["knee"]),
    U("hobby", ["garden", "gardening"], False),
    U("partner", ["Bev"], False),
], neg=True))
A(diary("en", "Day 3 of potty training and I think the dog is more trained than the toddler. Maisie peed on the rug twice, on the potty once, and once in my shoe. 2.5 and fearless. Nursery starts her in the older room next month so we've got a deadline. Work was a blur — three client calls, all before lunch; I'm still doing the accountancy contract from home four days a week. Made a tofu curry, ate it standing up. Remember: order more wipes.", [
    U("family", ["Maisie", "toddler"], False),
    P("Maisie", "age", ["2.5"]),
    P("Maisie", "school", ["Nursery"], False),
    U("pet", ["dog"], False),
    U("job_title", ["accountancy", "accountant"]),
], neg=True))
A(diary("en", "Sept 3. Moved into the new flat in Leith today. Glasgow was good to me for six years but Edinburgh is home now, or it will be once I find the kettle. Flatmate Ross is a chef at some posh place on George Street and apparently works till 1am every night. Unpacked my records first, priorities — the Cocteau Twins box set lives on top. Rang Gran, she's 88 and sounded great. Start at the university library Monday as an archivist.", [
    U("city", ["Edinburgh"]),
    U("place", ["Leith"]),
    P("Ross", "relation", ["Flatmate"]),
    P("Ross", "job_title", ["chef"]),
    U("fav_music", ["Cocteau Twins"]),
    U("family", ["Gran", "grandmother"]),
    P("Gran", "age", ["88"]),
    U(["employer", "plan"], ["university library"]),
    U(["job_title", "plan"], ["archivist"]),
], neg=True))
A(diary("en", "Rough night. Ezra was up every hour with his ears again; third ear infection this winter. The ENT consult is booked for the 20th and honestly I'm hoping they say tubes. I'm so tired I put the milk in the cupboard. Sasha took him this morning so I could sleep till nine — bless my wife. Afternoon: finished the grant report, which is the whole point of my job as a program officer at the foundation. Ate a sad desk salad. Bed by 10, please.", [
    U("family", ["Ezra", "son"], False),
    P("Ezra", "health", ["ear infection", "ears"]),
    P("Ezra", "plan", ["ENT consult"]),
    U("partner", ["Sasha", "wife"]),
    P("Sasha", "relation", ["wife"]),
    U("job_title", ["program officer"]),
    U("employer", ["foundation"], False),
]))
A(diary("en", "New PB at the climbing gym tonight — sent my first V5! Been going with Dev twice a week since spring. Afterward we got ramen at the place by the station and he told me he's applying to med school, which, wow. I'm still at the marketing agency, still writing captions for frozen pizza, still fine. Mom texted asking if I'd met 'anyone nice'. I have a cat, Mom. His name is Admiral and he's plenty nice.", [
    U("sport", ["climbing", "bouldering"]),
    U("pet", ["cat"]),
    U("pet_name", ["Admiral"]),
    U("employer", ["marketing agency"], False),
    U("industry", ["marketing"], False),
    P("Dev", "plan", ["med school"], False),
], neg=True))
A(diary("en", "Thursday. Thirty-two weeks. The baby has hiccups every night at 11 like clockwork. Glucose test came back fine, thank god. Went to the hospital tour with Jamal — he asked the midwife eleven questions, I counted. We still can't agree on a name: he wants Zora, I want June. Work wants me to train my cover before I go on leave; she's nice, just very 'per my last email'. Craving: pickles, obviously.", [
    U("health", ["Thirty-two weeks", "pregnant"]),
    U("partner", ["Jamal"], False),
    U("gender", ["female", "woman"], False),
], neg=True))
A(diary("en", "I turned 50 today. Fifty! Lena made pancakes and the kids sang badly. I'm a firefighter, have been for 22 years, and the guys at Station 9 got me a cake shaped like a hydrant. Ran into my ex at the grocery store — she's remarried and living in Boise, good for her. Back pain flared up after the gym but worth it. Tonight: steak and a beer on the porch.", [
    U("age", ["50", "Fifty"]),
    U("birthday", ["today"], False),
    U("job_title", ["firefighter"]),
    U("employer", ["Station 9"]),
    U("partner", ["Lena"], False),
    U("family", ["kids"], False),
    P("ex", "city", ["Boise"]),
    U("health", ["Back pain"], False),
], neg=True))
A(diary("en", "The twins are sleeping at last. Their mum is in hospital with her gallbladder, so it's me and Pops holding the fort. Mila refuses anything green; Jude will eat the carpet if you let him. They're three. I'd forgotten how loud three is. Taught them to make scones — flour everywhere. My own mum taught me, back home in Dunedin. Knitting tonight if my wrists allow; arthritis is bad this week.", [
    U("family", ["twins", "grandchildren"], False),
    P("twins", "age", ["three", "3"]),
    P("Mila", "dislike", ["anything green", "green"]),
    P("twins' mum", "health", ["gallbladder"]),
    U("hometown", ["Dunedin"]),
    U("hobby", ["Knitting"]),
    U("health", ["arthritis"]),
    U("partner", ["Pops"], False),
], neg=True))

# ---------- companion chats ----------
A(comp("en", "Juniper", ["juniper i did it, i finally told my boss i'm pregnant",
                        "Oh wow, congratulations! How did Mr. Daniels take it?",
                        "it's Ms. Daniels lol. she was great actually. i'm due in november",
                        "November! So you'll be on leave over the holidays. Are you still at the dental office?",
                        "yep, still a hygienist at Brightsmile, 6 years now"], [
    U("health", ["pregnant"]),
    U("plan", ["due in november", "november"]),
    U("job_title", ["hygienist", "dental hygienist"]),
    U("employer", ["Brightsmile"]),
    P("Ms. Daniels", "relation", ["boss"]),
    U("gender", ["female", "woman"], False),
]))
A(comp("en", "Milo", ["milo, remind me what i told you about my brother?",
                     "You said he's a pilot who lives in Seattle.",
                     "close. he's an air traffic controller and he lives in Spokane. Seattle's where my sister is",
                     "Got it — Spokane, air traffic control. And your sister in Seattle, what does she do?",
                     "she's a vet tech"], [
    U("family", ["brother"]),
    U("family", ["sister"]),
    P("brother", "job_title", ["air traffic controller"]),
    P("brother", "city", ["Spokane"]),
    P("sister", "city", ["Seattle"]),
    P("sister", "job_title", ["vet tech"]),
]))
A(comp("en", "Echo", ["echo do you have a favorite song",
                     "I'm pretty attached to 'Clair de Lune' — I like slow piano. What about you?",
                     "anything by Fleetwood Mac. my dad had the rumours tape in the car my whole childhood",
                     "Nice. Do you play anything yourself? You mentioned a guitar once.",
                     "that was my roommate's guitar haha. i play drums in a garage band with two guys from work"], [
    C("fav_music", ["Clair de Lune"]),
    U("fav_music", ["Fleetwood Mac"]),
    U("instrument", ["drums"]),
    U("hobby", ["garage band", "band"], False),
    P("roommate", "belonging", ["guitar"], False),
]))
A(comp("en", "Pax", ["pax it's 3am and i'm googling sids again",
                    "That sounds really scary. How old is little Ben now?",
                    "Ben is my husband lol, the baby is Milo. he's 5 weeks",
                    "Sorry! Milo, 5 weeks. Is he sleeping in a bassinet next to you?",
                    "yes, right by my bed. the pediatrician said everything looks fine at his checkup, i just can't turn my brain off"], [
    U("partner", ["Ben", "husband"]),
    P("Ben", "relation", ["husband"]),
    U("family", ["Milo", "baby"]),
    P("Milo", "relation", ["baby", "son"]),
    P("Milo", "age", ["5 weeks"]),
]))
A(comp("en", "Juniper", ["¿hablas español? lol i'm practicing",
                        "¡Un poco! Are you learning Spanish for your trip to Mexico?",
                        "no trip, my girlfriend Lupe is from Guadalajara and her parents barely speak english. meeting them in june",
                        "Ah, meeting the parents! Have you been together long?",
                        "two years in march. i'm doing 30 min a day on an app plus a tutor on saturdays"], [
    U("language", ["Spanish", "español"]),
    U("partner", ["Lupe", "girlfriend"]),
    P("Lupe", "relation", ["girlfriend"]),
    P("Lupe", "hometown", ["Guadalajara"]),
    U("plan", ["meeting them in june", "meeting them"]),
]))
A(comp("en", "Milo", ["long day at the firm",
                     "The law firm? How's the paralegal life?",
                     "architecture firm, milo. i'm a junior architect. not a paralegal, never was",
                     "My bad! Junior architect. What are you working on?",
                     "a library extension in Leeds. i live in york so the commute is fine"], [
    U("job_title", ["junior architect", "architect"]),
    U("employer", ["architecture firm"], False),
    U("industry", ["architecture"], False),
    U("city", ["york"]),
]))
A(comp("en", "Echo", [{"role": "user", "text": "guess how old i am tomorrow", "at": "2024-05-16"},
                     "Hmm, 30?",
                     "ha, flattering. 41 tomorrow. my kids are making me a cake that will certainly be a disaster",
                     "Happy almost-birthday! How many kids?",
                     "three. 12, 9 and 4. the 4 year old is the head chef"], [
    U("age", ["41", "40"], False),
    U("birthday", ["tomorrow", "May 17"], False),
    U("family", ["three", "kids", "three kids"]),
]))
A(comp("en", "Pax", ["made my shellfish-free paella tonight",
                    "Shellfish-free? Is that because of your allergy or just preference?",
                    "allergy, since i was a kid. lobster almost killed me at 9. and before you ask, i hate mushrooms too, texture thing",
                    "Yikes. So what's your favorite thing to cook?",
                    "honestly my grandmother's pierogi. i make 200 at christmas and freeze them"], [
    U("allergy", ["shellfish"]),
    U("dislike", ["mushrooms"]),
    U("fav_food", ["pierogi"]),
]))
A(comp("en", "Juniper", ["where would you live if you could live anywhere",
                        "I like to imagine a little cabin in Norway. I'd read Ursula Le Guin all winter. You?",
                        "honestly i'm happy where i am. Halifax, by the water. been here since grad school",
                        "Grad school at Dalhousie, right?",
                        "yep, masters in oceanography. now i work for the coast guard doing data stuff"], [
    C("place", ["Norway"], False),
    C("fav_book", ["Ursula Le Guin"], False),
    U("city", ["Halifax"]),
    U("school", ["Dalhousie"]),
    U("degree", ["masters", "master's"]),
    U("major", ["oceanography"]),
    U("employer", ["coast guard"]),
]))
A(comp("en", "Milo", ["rip my sleep, the puppy cried all night",
                     "Aw, the new puppy! What breed did you end up getting?",
                     "a lab mix from the shelter, we named him Waffles",
                     "Waffles! Does your other dog, Bella, like him?",
                     "Bella was my parents' dog, she passed last year. Waffles is our only one"], [
    U("pet", ["lab mix", "puppy", "dog"]),
    U("pet_name", ["Waffles"]),
]))
A(comp("en", "Echo", ["my granddaughter is starting daycare tomorrow and i'm more nervous than she is",
                     "That's so sweet. Is this Hazel? How old is she now?",
                     "no Hazel is my neighbor's girl. mine is Poppy, 18 months",
                     "Poppy, 18 months — sorry for the mix-up! Will you be doing drop-off?",
                     "yes, mondays and wednesdays. my son and his wife both teach"], [
    U("family", ["Poppy", "granddaughter"]),
    P("Poppy", "relation", ["granddaughter"]),
    P("Poppy", "age", ["18 months"]),
    P("Poppy", "plan", ["daycare", "starting daycare"]),
    U("family", ["son"], False),
    P("son", "job_title", ["teach", "teacher"]),
    P("son's wife", "job_title", ["teach", "teacher"]),
]))
A(comp("en", "Pax", ["hey it's Marguerite, new phone",
                    "Hi Marguerite! Still doing pottery on weekends?",
                    "every sunday at the studio on 5th. just made a wonky mug for my brother",
                    "Love it. How's your brother doing?",
                    "he's good, he just got into nursing school in Chicago"], [
    U("name", ["Marguerite"]),
    U("hobby", ["pottery"]),
    U("family", ["brother"]),
    P("brother", ["school", "plan"], ["nursing school"]),
    P("brother", "city", ["Chicago"], False),
], neg=False))

# ---------- group chats ----------
A(group("en", [("Tasha", "does anyone's 4 month old fight every single nap or is it just mine"),
               ("Brianna", "mine did until 5 months, then it got better. hang in there"),
               ("Tasha", "i'm back at work at the bank monday, my mother-in-law is watching him. pray for us all"),
               ("Lou", "Your MIL is a saint. Mine lives in Arizona and calls once a year")], [
    U("family", ["4 month old", "baby", "son"], False),
    U("plan", ["back at work", "back at work at the bank monday"]),
    U("employer", ["bank"], False),
    P("mother-in-law", "plan", ["watching him"], False),
    P("Lou's MIL", "city", ["Arizona"]),
], me="Tasha"))
A(group("en", [("Priya", "Who's coming to the offsite in Lisbon?"),
               ("Dev", "me, flights booked. also fyi i'm moving from QA to the platform team next sprint"),
               ("Sam", "congrats dev! i'm out, my wife is due that week"),
               ("Priya", "Congrats both!")], [
    U("plan", ["offsite in Lisbon", "Lisbon"]),
    U(["job_title", "plan"], ["platform team"]),
    U("job_title", ["QA"], False),
    U("name", ["Dev"], False),
    P("Sam", "partner", ["wife"]),
    P("Sam's wife", ["health", "plan"], ["due that week", "due"]),
], exporter="Dev"))
A(group("en", [("Coach Mike", "U8 practice moved to Field 3 saturday"),
               ("Carlos", "got it. Mateo will be there, he's still limping a bit from last week tho"),
               ("Jen", "Ollie has a birthday party, he'll miss it"),
               ("Carlos", "no worries. i'll bring orange slices. i work nights at the fire station so saturday mornings i'm a zombie but i'll be there")], [
    U("family", ["Mateo", "son"], False),
    P("Mateo", "sport", ["practice", "soccer"], False),
    P("Mateo", "health", ["limping"], False),
    U("employer", ["fire station"], False),
    U("job_title", ["firefighter"], False),
    U("name", ["Carlos"], False),
], me="Carlos"))
A(group("en", [("Mom", "Girls, Dad's surgery is on the 9th, 7am at St. Luke's"),
               ("Hannah", "I'll drive him. I'm off that day anyway, I only work tues-sat at the bakery now"),
               ("Claire", "I can't get there till the evening, I'm in Portland for a conference till the 10th"),
               ("Mom", "That's fine sweetie"),
               ("Hannah", "also reminder he's allergic to latex, tell the nurses")], [
    P("Dad", "plan", ["surgery"]),
    P("Dad", "allergy", ["latex"]),
    U("plan", ["I'll drive him", "drive him"]),
    U("employer", ["bakery"], False),
    U("family", ["Dad"], False),
    U("name", ["Hannah"], False),
    U("gender", ["female", "woman"], False),
], exporter="Hannah"))
A(group("en", [("Ines", "next month's pick: Pachinko"),
               ("Rob", "finally! i've been recommending it for a year, it's my favorite book"),
               ("Kate", "I'll be late, my toddler has swim lessons"),
               ("Rob", "no stress. i'll host, 14 Birch Rd, there's parking"),
               ("Ines", "Rob your dog still eating shoes?"),
               ("Rob", "Brutus only eats MY shoes, he's very loyal")], [
    U("fav_book", ["Pachinko"]),
    U("place", ["14 Birch Rd"]),
    U("pet", ["dog"]),
    U("pet_name", ["Brutus"]),
    P("Kate", "family", ["toddler"]),
    U("hobby", ["book club"], False),
], me="Rob"))
A(group("en", [("Becca", "Ella has a fever of 101, daycare sent her home 😩"),
               ("Nana Jo", "I'll come get her, I'm only ten minutes away. Retired life has perks"),
               ("Becca", "Mom you're a lifesaver"),
               ("Tom", "I can take tomorrow off if she's still sick")], [
    U("job_title", ["Retired"]),
    U("nickname", ["Nana Jo"], False),
    U("family", ["Becca", "daughter"], False),
    U("family", ["Ella", "granddaughter"], False),
    P("Ella", "health", ["fever"], False),
    P("Tom", "plan", ["take tomorrow off"], False),
], exporter="Nana Jo"))
A(group("en", [("Jordan", "who's in for the Hood to Coast relay?"),
               ("Alex", "me!! already registered. also i'm vegan now so someone else bring the jerky"),
               ("Mei", "can't, my knee surgery is the week before"),
               ("Jordan", "alex vegan?? since when"),
               ("Alex", "since january. three months strong")], [
    U("plan", ["Hood to Coast", "Hood to Coast relay"]),
    U("diet", ["vegan"]),
    U("sport", ["relay", "running"], False),
    P("Mei", "plan", ["knee surgery"]),
], me="Alex"))
A(group("en", [("Marcus", "rent's due friday, $640 each"),
               ("Zoe", "sent! also heads up my parents are visiting from Manila next weekend, they'll stay at a hotel"),
               ("Ky", "ooh tell your mom to bring the dried mangoes again"),
               ("Zoe", "lol she already packed 3 bags. also i'm working from home all next week, new job at Shopify starts the 1st")], [
    U(["employer", "plan"], ["Shopify"]),
    P("parents", ["city", "hometown"], ["Manila"]),
    U("hometown", ["Manila"], False),
    U("name", ["Zoe"], False),
], exporter="Zoe"))
A(group("en", [("Nate", "day 10 of paternity leave. Iris is 10 days old and already runs the house"),
               ("Owen", "welcome to the club. does she sleep?"),
               ("Nate", "in 90 minute chunks. my wife and i are zombies"),
               ("Dara", "get a sound machine. changed our lives"),
               ("Nate", "ordered one last night lol")], [
    U("family", ["Iris", "daughter"], False),
    P("Iris", "age", ["10 days"]),
    U("partner", ["wife"], False),
    U("gender", ["male", "man"], False),
    U("belonging", ["sound machine"], False),
], me="Nate"))
A(group("en", [("xXshadowXx", "raid tonight 9pm?"),
               ("Gabe", "can't, baby's teething and it's my turn for night shift lol. also i'm a paramedic irl so i'm on 12s all week"),
               ("Lena", "gabe has a baby?!"),
               ("Gabe", "yep, Lily, 7 months. my daughter is cuter than your raid loot")], [
    U("job_title", ["paramedic"]),
    U("family", ["Lily", "daughter"]),
    P("Lily", "relation", ["daughter"]),
    P("Lily", "age", ["7 months"]),
    P("Lily", "health", ["teething"], False),
    U("name", ["Gabe"], False),
], exporter="Gabe"))
