from h import case, U, A, S, f

E = "en"
# ---------------- short chats (32) ----------------
case(E, "short", "just got back from lisbon and honestly i could live there. sadly i live in leeds and the weather is doing its usual thing", [
    f("u", "city", "leeds"),
], tag=True)
case(E, "short", "My sourdough starter is named Gerald and he is 4 years old, older than my relationship lol. Baking bread every Sunday is basically my religion", [
    f("u", "hobby", "Baking bread|baking|sourdough"),
    f("u", "belonging", "sourdough starter", 0),
], tag=True)
case(E, "short", "I'm allergic to penicillin, found out the hard way in college. Also shellfish but that one's mild", [
    f("u", "allergy", "penicillin"),
    f("u", "allergy", "shellfish"),
])
case(E, "short", "hey can you remind me what a good gift for a 60th birthday is? my dad turns 60 next week and he's impossible to shop for, he's a retired plumber who only likes fishing", [
    f("dad", "job_title", "retired plumber|retired|plumber"),
    f("dad", "hobby", "fishing"),
    f("dad", "age", "59|turns 60", 0),
    f("u", "family", "dad", 0),
], tag=True)
case(E, "short", "Not a nurse!! People always assume because I'm a woman. I'm a respiratory therapist at St. Luke's, which is different, thank you very much", [
    f("u", "job_title", "respiratory therapist"),
    f("u", "employer", "St. Luke's"),
    f("u", "gender", "woman|female"),
], tag=True)
case(E, "short", "my email is tomas.reyes.gardens@gmail.com if you need to send the seed catalogue", [
    f("u", "email", "tomas.reyes.gardens@gmail.com"),
])
case(E, "short", "I've got three chickens (Pancake, Waffles and Mrs. Biscuit) and a very grumpy goose who has no name because he doesn't deserve one", [
    f("u", "pet", "chickens|chicken"),
    f("u", "pet_name", "Pancake"),
    f("u", "pet_name", "Waffles"),
    f("u", "pet_name", "Mrs. Biscuit"),
    f("u", "pet", "goose"),
])
case(E, "short", "what would you do if you were a millionaire? i'd buy a vineyard in tuscany and never answer an email again", [], tag=True)
case(E, "short", "I'm 41, a mom of two, and I just started learning the cello. Yes, I know. Never too late", [
    f("u", "age", "41"),
    f("u", "instrument", "cello"),
    f("u", "family", "two|mom of two|kids", 0),
    f("u", "gender", "mom|female", 0),
])
case(E, "short", "Moved from Phoenix to Portland, Maine last spring and my tomatoes are furious about it", [
    f("u", "city", "Portland, Maine|Portland"),
    f("u", "hobby", "tomatoes|gardening", 0),
], tag=True)
case(E, "short", "My wife Priya is the cook in our house. She makes a dal that could end wars. I'm in charge of dishes and complaining", [
    f("u", "partner", "Priya"),
    f("Priya", "relation", "wife"),
    f("Priya", "hobby", "cook|cooking", 0),
])
case(E, "short", "new number btw: 415-208-7731. the old one is dead, dropped my phone in the lake at my cousin's place", [
    f("u", "phone", "415-208-7731"),
], tag=True)
case(E, "short", "I used to be a barista at a little place on Elm St but now I'm a paralegal, which is a lot less latte art and a lot more paperwork", [
    f("u", "job_title", "paralegal"),
], tag=True)
case(E, "short", "i'm vegan (6 years!!) so pls stop sending me bacon memes kevin", [
    f("u", "diet", "vegan"),
])
case(E, "short", "Birthday is March 3rd, same day as my twin obviously. He got the height, I got the brains", [
    f("u", "birthday", "March 3rd|March 3"),
    f("u", "family", "twin|twin brother"),
    f("twin", "birthday", "March 3rd", 0),
])
case(E, "short", "I have a 2019 Subaru Outback that has seen every national park in Utah. 190k miles and still going", [
    f("u", "belonging", "2019 Subaru Outback|Subaru Outback|Subaru"),
    f("u", "place", "every national park in Utah|national park", 0),
], tag=True)
case(E, "short", "my fave album of all time is still Rumours by Fleetwood Mac, fight me", [
    f("u", "fav_music", "Rumours|Fleetwood Mac"),
])
case(E, "short", "do you think i should get a second cat? luna seems lonely when i'm at work", [
    f("u", "pet", "cat"),
    f("u", "pet_name", "luna"),
], tag=True)
case(E, "short", "Grew up in Cork, studied history at Trinity, and now I teach it to teenagers who think the 90s were ancient", [
    f("u", "hometown", "Cork"),
    f("u", "major", "history"),
    f("u", "school", "Trinity|Trinity College"),
    f("u", "job_title", "teach|teacher|history teacher"),
])
case(E, "short", "can't stand olives. tried for 30 years. nope", [
    f("u", "dislike", "olives"),
], tag=True)
case(E, "short", "I'm a guy btw, my name's just confusing. Jordan Ellis, nice to meet you", [
    f("u", "gender", "guy|male"),
    f("u", "name", "Jordan Ellis"),
])
case(E, "short", "my roommate Dev works at Stripe and keeps bragging about the free lunches. i work at a bookstore. we are not the same", [
    f("Dev", "relation", "roommate"),
    f("Dev", "employer", "Stripe"),
    f("u", "employer", "bookstore|a bookstore", 0),
], tag=True)
case(E, "short", "Booked! Two weeks in Japan in October, Tokyo then Kyoto then Hiroshima. First time out of Europe for me", [
    f("u", "plan", "Two weeks in Japan|Japan|trip to Japan"),
], tag=True)
case(E, "short", "I have celiac so no, I can't 'just have a little bit' of your lasagna, aunt Carol", [
    f("u", "health/diet", "celiac|coeliac disease"),
], tag=True)
case(E, "short", "Favorite movie: Paddington 2. I will not be taking questions", [
    f("u", "fav_film", "Paddington 2"),
])
case(E, "short", "everyone calls me Biscuit at work bc i bring baked stuff every friday. real name is Hannah but nobody uses it", [
    f("u", "nickname", "Biscuit"),
    f("u", "name", "Hannah"),
    f("u", "hobby", "baked stuff|baking", 0),
])
case(E, "short", "I don't have kids, I have a 90-pound Newfoundland named Moose and honestly that's the same thing", [
    f("u", "pet", "Newfoundland|dog"),
    f("u", "pet_name", "Moose"),
], tag=True)
case(E, "short", "Been working in renewable energy for about ten years, mostly solar. Currently a project manager at Sunridge Power", [
    f("u", "industry", "renewable energy|solar"),
    f("u", "job_title", "project manager"),
    f("u", "employer", "Sunridge Power"),
])
case(E, "short", "I speak Spanish at home with my abuela and English everywhere else. My Portuguese is 'order a beer' level", [
    f("u", "language", "Spanish"),
    f("u", "language", "English"),
    f("u", "language", "Portuguese", 0),
    f("u", "family", "abuela|grandma", 0),
], tag=True)
case(E, "short", "my sister Maddie just got into vet school at Cornell!!! so proud. i barely made it through community college lmao", [
    f("Maddie", "relation", "sister"),
    f("u", "family", "Maddie|sister"),
    f("Maddie", "school", "Cornell|vet school at Cornell"),
    f("u", "school", "community college", 0),
], tag=True)
case(E, "short", "Got my MBA last May, still paying for it, now doing healthcare consulting. Anyway does anyone know a good dentist in Denver", [
    f("u", "degree", "MBA"),
    f("u", "industry", "healthcare consulting|healthcare|consulting"),
    f("u", "city", "Denver", 0),
], tag=True)
case(E, "short", "We live in a tiny flat in Hackney with a balcony that's 90% herbs. Rosemary, thyme, three kinds of mint. Cooking is my therapy", [
    f("u", "place", "Hackney"),
    f("u", "city", "London", 0),
    f("u", "hobby", "Cooking|cook"),
    f("u", "belonging", "herbs|Rosemary", 0),
])

# ---------------- diaries (10) ----------------
case(E, "diary", "Saturday. Farmers market at 8, bought way too many peaches. Came home and made jam with Nana's recipe, burned the first batch. Emily came over in the afternoon, she's finally moving to Seattle next month for the Amazon job, which I'm happy and sad about. Walked Pepper twice, she's limping a bit on the front left paw, vet on Tuesday. Night: two episodes of Bake Off and bed. Life in Sacramento continues to be 100 degrees.", [
    f("u", "pet_name", "Pepper"),
    f("u", "pet", "dog", 0),
    f("u", "plan", "vet on Tuesday|vet", 0),
    f("Emily", "plan", "moving to Seattle|Seattle"),
    f("Emily", "employer/plan", "Amazon"),
    f("u", "city", "Sacramento"),
    f("u", "hobby", "jam|made jam|cooking", 0),
], tag=True)
case(E, "diary", "Dear diary, or whatever. Today was my first day at Harlow & Finch as a junior architect. Got lost twice in the building. My desk is next to a guy named Otto who only eats raw carrots. At lunch I called Mum, she wanted to know if I'd met anyone, I said Otto, she was not impressed. Evening: climbing gym with Sasha, I finally topped the blue route. Still 26 and still living with two flatmates in Bristol, but it's a start.", [
    f("u", "employer", "Harlow & Finch"),
    f("u", "job_title", "junior architect|architect"),
    f("u", "age", "26"),
    f("u", "city", "Bristol"),
    f("u", "sport", "climbing"),
    f("Otto", "fav_food/diet", "raw carrots", 0),
    f("u", "family", "Mum", 0),
], tag=True)
case(E, "diary", "Woke up at 5 to catch the ferry to Vashon. Sat outside the whole crossing with my thermos. Spent the day hiking the island and got back at dusk. My knee is mostly fine now after the surgery in January. Eating leftover pho on the couch. Remember to renew the passport before Peru in August — flights are already booked!", [
    f("u", "plan", "Peru in August|Peru|trip to Peru"),
    f("u", "sport", "hiking", 0),
    f("u", "health", "knee|surgery", 0),
], tag=True)
case(E, "diary", "It rained again. The raised beds are drowning. I planted the garlic anyway because it's November and that's what you do. Greg from next door came by with a bag of walnuts from his tree, he's 83 and still climbs ladders, makes me feel lazy at 58. Called my daughter Rachel in Toronto, the baby has a cold. Made beef stew. Read 40 pages of Middlemarch, which I am determined to finish this time even though Persuasion is still my favourite.", [
    f("u", "hobby", "planted the garlic|gardening", 0),
    f("Greg", "age", "83"),
    f("Greg", "relation", "next door|neighbour", 0),
    f("u", "age", "58"),
    f("Rachel", "relation", "daughter"),
    f("u", "family", "Rachel|daughter"),
    f("Rachel", "city", "Toronto"),
    f("u", "fav_book", "Persuasion"),
], tag=True)
case(E, "diary", "rough day. got the official diagnosis: ADHD, at 34. kind of explains everything lol. told my boyfriend Marco and he said 'i could have told you that'. he's a chef so he's asleep by the time i get home from my shift at the call center. ate cereal for dinner. played guitar for an hour to calm down.", [
    f("u", "health", "ADHD"),
    f("u", "age", "34"),
    f("u", "partner", "Marco"),
    f("Marco", "relation", "boyfriend"),
    f("Marco", "job_title", "chef"),
    f("u", "employer", "call center", 0),
    f("u", "instrument", "guitar"),
], tag=True)
case(E, "diary", "Day 3 in Oaxaca. Took a cooking class this morning and learned mole negro, which takes about 40 ingredients and all of my patience. Our teacher Doña Luz has run her school for 22 years. This trip is a gift to myself for finishing my PhD in linguistics. Back to Chicago on Thursday and then back to adjuncting at Loyola, yay.", [
    f("u", "degree", "PhD"),
    f("u", "major", "linguistics"),
    f("u", "city", "Chicago"),
    f("u", "employer", "Loyola"),
    f("u", "job_title", "adjuncting|adjunct|adjunct professor"),
    f("Doña Luz", "job_title", "teacher|cooking teacher"),
], tag=True)
case(E, "diary", "Jan 14. Cold. Mochi threw up on the rug at 3am, classic. Spent the morning at work reorganizing the stockroom — being a pharmacist at Walgreens is 10% pharmacy 90% inventory. Lunch: the usual pho. Evening: tried a new recipe for Korean braised short ribs, turned out amazing. Mom texted asking if I'm 'still single', yes mom, me and Mochi are a package deal.", [
    f("u", "pet_name", "Mochi"),
    f("u", "pet", "cat", 0),
    f("u", "job_title", "pharmacist"),
    f("u", "employer", "Walgreens"),
    f("u", "partner", "single", 0),
    f("u", "family", "Mom", 0),
], tag=True)
case(E, "diary", "Marathon training week 6. Ran 18 miles this morning along the river. Legs are jelly. My coach says I'm on track for Boston in April, bib number arrived yesterday. After that, I showered, ate a mountain of pasta, and watched my nephew's soccer game. He scored and then immediately fell over. Tomorrow: back to the office, where I'm apparently the only accountant who runs.", [
    f("u", "sport", "Marathon|running"),
    f("u", "plan", "Boston in April|Boston|Boston marathon"),
    f("u", "job_title", "accountant"),
], tag=True)
case(E, "diary", "Finally unpacked the last box in the new house. We're officially Austin people now. Kids start school on Monday. Jake set up his woodshop in the garage before he even found the plates, priorities. I found my grandmother's cast iron skillet in a box labelled 'misc' — that thing is older than me and it's my favourite thing I own.", [
    f("u", "city", "Austin"),
    f("u", "partner", "Jake", 0),
    f("Jake", "hobby", "woodshop|woodworking", 0),
    f("u", "belonging", "cast iron skillet|skillet"),
    f("u", "family", "Kids", 0),
])
case(E, "diary", "Went to see the cherry blossoms at the Botanic Garden with Aiko. She's learning English for her exchange year and I'm trying to learn Japanese for my trip, so we practiced both and understood nothing. Back home, repotted the fiddle leaf fig (RIP the last one). Tonight I'm going to finish Spirited Away again, my comfort film.", [
    f("Aiko", "language", "English"),
    f("u", "language", "Japanese"),
    f("u", "fav_film", "Spirited Away"),
    f("u", "belonging", "fiddle leaf fig", 0),
], tag=True)

# ---------------- companion chats (12) ----------------
case(E, "companion", [
    U("Ember, guess what, I finally adopted a dog!"),
    A("Yay! Was it the golden retriever you were looking at?"),
    U("nope, a greyhound, retired racer. Her name is Juniper"),
    A("Juniper the greyhound! Those are famous couch potatoes."),
    U("she's already claimed the couch yes"),
], [
    f("u", "pet", "greyhound|dog"),
    f("u", "pet_name", "Juniper"),
], tag=True, ch="Ember")
case(E, "companion", [
    U("Work was brutal. 12 hour shift in the ER"),
    A("You're such a hero. How long have you been a doctor now?"),
    U("I'm a nurse, Kai, not a doctor. 8 years now"),
    A("Sorry! 8 years as an ER nurse is seriously impressive."),
], [
    f("u", "job_title", "nurse|ER nurse"),
    f("u", "employer", "ER", 0),
], tag=True, ch="Kai")
case(E, "companion", [
    U("i'm thinking of learning piano"),
    A("That's a great idea! You already play the violin right?"),
    U("no lol that's my brother. i don't play anything"),
    A("Got it, then piano would be your very first instrument!"),
], [
    f("brother", "instrument", "violin", 0),
    f("u", "family", "brother", 0),
], tag=True, ch="Nova")
case(E, "companion", [
    U("Just back from my allotment. The courgettes are out of control again"),
    A("Haha, the classic courgette glut! Is that the allotment near your place in Manchester?"),
    U("It's in Stockport actually, that's where I live"),
    A("Stockport, noted! What will you do with all those courgettes?"),
    U("Chutney, bread, soup, give them to strangers"),
], [
    f("u", "hobby", "allotment|gardening"),
    f("u", "city", "Stockport"),
    f("u", "belonging", "allotment", 0),
], tag=True, ch="Sol")
case(E, "companion", [
    U("My husband and I are celebrating 20 years next week"),
    A("Congratulations! How did you and Daniel meet?"),
    U("His name is Lucas, not Daniel. We met at a salsa class in Miami"),
    A("Lucas, of course. A salsa class love story, that's wonderful."),
    U("we still dance every Friday"),
], [
    f("u", "partner", "Lucas"),
    f("Lucas", "relation", "husband"),
    f("u", "hobby/sport", "dance|salsa"),
], tag=True, ch="Rowan")
case(E, "companion", [
    U("hi Pix, I just turned 19 today 🎉", at="2024-09-14"),
    A("Happy birthday!! 19 is a big one. Are you still in your first year at UCLA?"),
    U("it's UCSD, and yeah still freshman, marine biology"),
    A("UCSD, marine bio! You'll basically live at the beach."),
], [
    f("u", "age", "19"),
    f("u", "school", "UCSD"),
    f("u", "major", "marine biology"),
    f("u", "job_title", "freshman|student"),
    f("u", "birthday", "September 14|9月14日", 0),
], tag=True, ch="Pix")
case(E, "companion", [
    U("I'm from Lagos originally but I've been in Houston for 12 years"),
    A("Houston must feel very different! Do you miss Nigerian food?"),
    U("every day. jollof is my all time favorite"),
    A("Jollof rice! I've heard there's a big debate about whose is best."),
    U("mine is best, obviously"),
], [
    f("u", "hometown", "Lagos"),
    f("u", "city", "Houston"),
    f("u", "fav_food", "jollof|jollof rice"),
], ch="Ada")
case(E, "companion", [
    U("Remi, I got the job!!!"),
    A("I knew you would! So you're going to be a software engineer at Shopify?"),
    U("product designer, not engineer. but yes, Shopify! start on the 3rd"),
    A("A product designer at Shopify, amazing. Congrats!"),
], [
    f("u", "employer/plan", "Shopify"),
    f("u", "job_title/plan", "product designer"),
], tag=True, ch="Remi")
case(E, "companion", [
    U("Can you help me plan meals? I'm diabetic, type 1"),
    A("Of course. Do you also avoid gluten?"),
    U("No gluten is fine. Just carbs counting. Also I hate mushrooms so none of those"),
    A("Got it, no mushrooms and we'll keep the carbs balanced."),
], [
    f("u", "health", "diabetic|type 1|type 1 diabetes"),
    f("u", "dislike", "mushrooms"),
], tag=True, ch="Sage")
case(E, "companion", [
    U("I've been playing bass in a punk band for like 15 years"),
    A("That's so cool! What's the band called?"),
    U("The Rusty Gates, we play every other weekend in Oakland"),
    A("The Rusty Gates in Oakland, love it. I personally adore jazz, but punk has its charm."),
], [
    f("u", "instrument", "bass"),
    f("u", "hobby", "punk band|band", 0),
    f("c", "fav_music", "jazz"),
], ch="Milo")
case(E, "companion", [
    U("I'm planning a road trip across Scotland in June"),
    A("Amazing! Will you take your Land Rover?"),
    U("I sold the Land Rover last year. Got a camper van now, an old VW"),
    A("A VW camper in the Highlands sounds perfect."),
    U("the ferry to Skye is booked already"),
], [
    f("u", "belonging", "camper van|VW|old VW"),
    f("u", "plan", "ferry to Skye|Skye|road trip across Scotland"),
], tag=True, ch="Fern")
case(E, "companion", [
    U("Quick thing to remember: my email changed. it's now bea.holm@proton.me"),
    A("Noted! Replacing bea.holm@gmail.com with bea.holm@proton.me."),
    U("yes perfect. and i go by Bea, nobody calls me Beatrice"),
    A("Bea it is!"),
], [
    f("u", "email", "bea.holm@proton.me"),
    f("u", "nickname", "Bea"),
    f("u", "name", "Beatrice"),
], tag=True, ch="Quill")

# ---------------- group chats (10: 5 me, 5 exporter) ----------------
case(E, "group", [
    S("Tom", "Who's in for the allotment work day Saturday?"),
    S("Linda", "Me! Bringing my new rotavator"),
    S("Raj", "Can't, I'm in Mumbai visiting family till the 20th"),
    S("Linda", "Raj your plot will be a jungle by then"),
    S("Raj", "Tell the pumpkins I love them"),
], [
    f("u", "belonging", "rotavator|new rotavator"),
    f("u", "plan", "allotment work day", 0),
    f("u", "hobby", "allotment|gardening", 0),
    f("Raj", "belonging", "plot|pumpkins", 0),
], tag=True, me="Linda")
case(E, "group", [
    S("Mom", "Dinner Sunday, who's coming?"),
    S("Ben", "Me + Chloe. She's bringing her famous lemon pie"),
    S("Sara", "I'm on call at the hospital, sorry 😭"),
    S("Mom", "Ben when are you two getting married already"),
    S("Ben", "June 14th, mom, you have the invitation on your fridge"),
], [
    f("u", "partner", "Chloe", 0),
    f("Chloe", "relation", "fiancée|fiancee", 0),
    f("u", "plan", "June 14th|married|getting married"),
    f("Sara", "employer", "hospital", 0),
], tag=True, ex="Ben")
case(E, "group", [
    S("Alex", "welcome to the team Priyanka!"),
    S("Priyanka", "thanks everyone! quick intro: data analyst, moved here from Pune, cricket obsessive"),
    S("Marcus", "welcome! I'm the one to ask about the coffee machine"),
    S("Priyanka", "already found it, it's my new best friend"),
], [
    f("u", "job_title", "data analyst"),
    f("u", "hometown", "Pune", 0),
    f("u", "sport", "cricket"),
], tag=True, me="Priyanka")
case(E, "group", [
    S("Jenna", "Book club: next pick is Piranesi, ok?"),
    S("Walt", "Fine by me. Still think Lonesome Dove is the best book ever written"),
    S("Jenna", "Walt we know"),
    S("Amira", "I'll be in Cairo that week for my cousin's wedding, will read on the plane"),
], [
    f("Walt", "fav_book", "Lonesome Dove"),
    f("Amira", "plan", "Cairo|cousin's wedding"),
    f("u", "hobby", "Book club", 0),
], tag=True, ex="Walt")
case(E, "group", [
    S("Coach Dee", "practice moved to 6pm Thursday"),
    S("Kim", "ugh, Lily has piano till 6. we'll be late"),
    S("Paul", "My son broke his wrist so he's out for a few weeks"),
    S("Coach Dee", "Feel better to him!"),
], [
    f("Lily", "instrument", "piano"),
    f("u", "family", "Lily", 0),
    f("Paul's son", "health", "broke his wrist|broken wrist"),
], tag=True, me="Kim")
case(E, "group", [
    S("Nate", "who's coming to the cabin trip"),
    S("Chris", "me, my gf is coming too"),
    S("Tess", "I'm in. FYI I'm allergic to dogs so can Nate's dog stay home?"),
    S("Nate", "Bruno will be heartbroken but ok"),
], [
    f("u", "allergy", "dogs"),
    f("u", "plan", "cabin trip", 0),
    f("Nate", "pet_name", "Bruno"),
    f("Nate", "pet", "dog"),
    f("Chris", "partner", "gf|girlfriend", 0),
], tag=True, ex="Tess")
case(E, "group", [
    S("Hana", "Anyone want my old sewing machine? moving to Berlin in 2 weeks"),
    S("Oscar", "omg yes please, I sew my own costumes for cosplay"),
    S("Ivy", "Hana we'll miss you!! also happy 30th tomorrow"),
    S("Hana", "thanks!! 30 and moving countries lol"),
], [
    f("Hana", "plan", "moving to Berlin|Berlin"),
    f("Hana", "age", "29|30", 0),
    f("u", "hobby", "cosplay|sew"),
], tag=True, me="Oscar")
case(E, "group", [
    S("Gran", "Has anyone seen my reading glasses"),
    S("Liam", "on your head gran"),
    S("Aunt Jo", "Liam how's uni going, still doing engineering?"),
    S("Liam", "switched to physics in september, way better"),
], [
    f("u", "major", "physics"),
    f("u", "job_title", "uni|student", 0),
], tag=True, ex="Liam")
case(E, "group", [
    S("Sam", "Neighbourhood watch: someone's been stealing parcels on Birch Lane"),
    S("Ruth", "That's my street! I'm at number 12"),
    S("Sam", "I'll check my doorbell camera"),
    S("Dave", "I work nights so I'll keep an eye out when I'm home in the day"),
], [
    f("u", "place", "Birch Lane|number 12"),
    f("Sam", "belonging", "doorbell camera"),
    f("Dave", "job_title", "work nights", 0),
], tag=True, me="Ruth")
case(E, "group", [
    S("Zoe", "pls vote: thai or pizza for friday"),
    S("Matt", "thai. but nothing with peanuts for me"),
    S("Zoe", "matt's peanut allergy strikes again"),
    S("Leo", "pizza!! i'm gluten free tho lol"),
    S("Zoe", "you're literally not"),
    S("Leo", "ok fine i'm not"),
], [
    f("Matt", "allergy", "peanuts|peanut"),
], tag=True, ex="Zoe")
