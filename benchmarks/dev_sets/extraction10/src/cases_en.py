from h import U, A, S, X, F, O, make

C = make("en")

# ---------------- short chats (32) ----------------
C("short", ["just moved to denver last week, still unpacking boxes lol. i work remote for a fintech startup so the move was easy"],
  [F("u", "city", "denver"), F("u", "industry", "fintech")])
C("short", ["I'm allergic to shellfish, not peanuts — my brother's the peanut one. people always mix us up"],
  [F("u", "allergy", "shellfish"), F("brother", "allergy", "peanut", "peanuts"), O("u", "family", "brother")], tag=True)
C("short", ["Does anyone know if you need a visa for Japan? I'm from Brazil originally but I've got a Canadian passport now"],
  [F("u", "hometown", "Brazil"), O("u", "city/place", "Canada")], tag=True)
C("short", ["my new number is 415-555-0192, the old one got stolen along with my phone 🙃"],
  [F("u", "phone", "415-555-0192")], tag=True)
C("short", ["I'm a night shift nurse at St. Mary's, so if I reply at 4am that's why"],
  [F("u", "job_title", "nurse", "night shift nurse"), F("u", "employer", "St. Mary's")])
C("short", ["Turned 41 yesterday. My kids made me a cake that was 90% frosting and 10% love"],
  [F("u", "age", "41"), O("u", "family", "kids")], tag=True)
C("short", ["not vegetarian anymore btw, started eating fish again last year. pescatarian i guess?"],
  [F("u", "diet", "pescatarian")], tag=True)
C("short", ["honestly my fav album of all time is Rumours by Fleetwood Mac, my dad played it every sunday morning"],
  [F("u", "fav_music", "Rumours", "Fleetwood Mac"), O("u", "family", "dad")])
C("short", ["I'm a 7th grade science teacher at a public school in Ohio. 32 kids per class, send help"],
  [F("u", "job_title", "science teacher", "7th grade science teacher", "teacher"), O("u", "city/place", "Ohio")], tag=True)
C("short", ["Everyone calls me Mickey but my actual name is Michaela, please don't spread that"],
  [F("u", "nickname", "Mickey"), F("u", "name", "Michaela")])
C("short", ["We adopted a second cat!! Her name is Biscuit, she's a tabby, and our older guy Pretzel is NOT impressed"],
  [F("u", "pet", "cat", "tabby"), F("u", "pet_name", "Biscuit"), F("u", "pet_name", "Pretzel")])
C("short", ["Me and my girlfriend Hana are doing dry January. Day 9. I'm dying"],
  [F("u", "partner", "Hana"), F("Hana", "relation", "girlfriend"), O("u", "diet/plan", "dry January")])
C("short", ["i don't really play piano anymore but i still have my grandma's old yamaha upright in the living room"],
  [F("u", "belonging", "yamaha upright", "piano", "Yamaha"), O("u", "family", "grandma")], tag=True)
C("short", ["Starting my PhD in neuroscience at UCSD this fall!! Signed everything today 🧠"],
  [F("u", "degree/plan", "PhD"), F("u", "major/plan", "neuroscience"), F("u", "school/plan", "UCSD")])
C("short", ["born and raised in Glasgow, living in Leeds now, Headingley to be exact, and no I don't support either football team"],
  [F("u", "hometown", "Glasgow"), F("u", "city", "Leeds"), F("u", "place", "Headingley")], tag=True)
C("short", ["My birthday is Feb 29 so technically I'm 8 years old 🙃"],
  [F("u", "birthday", "Feb 29", "February 29")], tag=True)
C("short", ["anyone here speak Tagalog? my lola only speaks Tagalog and Ilocano and my Tagalog is… not great"],
  [F("lola", "language", "Tagalog"), F("lola", "language", "Ilocano"), O("u", "language", "Tagalog"), O("u", "family", "lola")], tag=True)
C("short", ["hate cilantro with a passion. tastes like soap. genetic thing apparently"],
  [F("u", "dislike", "cilantro")])
C("short", ["I work at Costco. Not corporate lol, the warehouse in Tacoma. Forklift certified though 💪 and I finally bought my own F-150 so no more bus"],
  [F("u", "employer", "Costco"), F("u", "belonging", "F-150"), O("u", "city", "Tacoma"), O("u", "job_title", "forklift")], tag=True)
C("short", ["Just got diagnosed with ADHD at 34. Explains... a lot."],
  [F("u", "health", "ADHD"), F("u", "age", "34")])
C("short", ["reading Dune for the third time bc it's my favorite book ever, fight me"],
  [F("u", "fav_book", "Dune")])
C("short", ["My husband's a pilot with Delta, so I'm basically a single mom of two kids half the month"],
  [F("u", "partner", "husband"), F("husband", "job_title", "pilot"), F("husband", "employer", "Delta"),
   F("u", "family", "two kids", "kids"), O("husband", "relation", "husband"), O("u", "gender", "female")], tag=True)
C("short", ["email me at r.okafor.design@gmail.com, my work one blocks attachments"],
  [F("u", "email", "r.okafor.design@gmail.com")])
C("short", ["play bass in a garage band with my coworkers, only girl in the band lol. we're terrible but it's fun"],
  [F("u", "instrument", "bass"), F("u", "gender", "girl", "female"), O("u", "hobby", "garage band", "band")])
C("short", ["I'm not married, that's my sister's ring in the pic. She married a guy named Theo in June"],
  [F("sister", "partner", "Theo"), O("u", "family", "sister"), O("Theo", "relation", "brother-in-law")], tag=True)
C("short", ["I do BJJ 4 times a week, blue belt, 29 years old and my knees are 80"],
  [F("u", "sport", "BJJ", "Brazilian jiu-jitsu"), F("u", "age", "29")], tag=True)
C("short", ["gonna be in Lisbon for a conference Oct 3-6, then back home to Dublin"],
  [F("u", "plan", "conference", "Lisbon conference"), F("u", "city", "Dublin")], tag=True)
C("short", ["My favorite movie is Spirited Away, I've seen it like 40 times no exaggeration"],
  [F("u", "fav_film", "Spirited Away")])
C("short", ["I'm a man btw, the name Jordan confuses people on here"],
  [F("u", "gender", "man", "male"), F("u", "name", "Jordan")])
C("short", ["Type 1 diabetic since I was 12, so no, I can't 'just eat less sugar', Karen"],
  [F("u", "health", "Type 1 diabetic", "type 1 diabetes", "diabetes")], tag=True)
C("short", ["I'm a junior at Georgia Tech studying aerospace, minoring in German"],
  [F("u", "school", "Georgia Tech"), F("u", "major", "aerospace", "aerospace engineering"), O("u", "language", "German")])
C("short", ["our dog Waffles ate my AirPods. vet says he'll be fine. my wallet won't."],
  [F("u", "pet", "dog"), F("u", "pet_name", "Waffles")], tag=True)

# ---------------- diaries (10) ----------------
C("diary", ["March 3. Rain all day. Took the 7:40 bus to the lab and spent the whole morning babysitting a PCR that failed anyway. Being a second-year grad student in microbiology means I'm basically a very tired pipette. Lunch was leftover dal from mom's. Texted Priya about her interview at Genentech — she got it! So proud. Evening: 30 minutes of violin practice (trying to get back into it after a decade away), then bed."],
  [F("u", "major", "microbiology"), O("u", "degree", "grad student"), F("Priya", "employer/plan", "Genentech"),
   F("u", "instrument", "violin"), O("u", "family", "mom")], tag=True)
C("diary", ["Sunday. Slept in. Made pancakes for the boys — Eli is 6 now and wanted them shaped like dinosaurs, Sam (3) just wanted syrup. Greg mowed the lawn and complained about his back the whole afternoon. Called my sister in Phoenix, she's thinking of moving back to Michigan, which would be amazing. Finally finished the quilt I've been working on since Christmas. Quilting is my therapy. Next up: taxes, ugh."],
  [F("u", "family", "Eli"), F("u", "family", "Sam"), F("Eli", "age", "6"), F("Sam", "age", "3"),
   O("Eli", "relation", "son"), O("Sam", "relation", "son"), O("u", "partner", "Greg"), F("sister", "city", "Phoenix"),
   O("u", "family", "sister"), F("u", "hobby", "quilting", "quilt"), O("u", "city/place", "Michigan")], tag=True)
C("diary", ["Day 12 of the new job. Acme Logistics is okay so far, the floor is loud but the other dispatchers are nice. Still miss the old crew at FedEx. Got home, fed Luna (my parakeet, she screamed at me for being late), ate cereal for dinner like a true adult. I'm 26 and I still can't cook rice."],
  [F("u", "employer", "Acme Logistics"), O("u", "job_title", "dispatcher"), F("u", "pet", "parakeet"), F("u", "pet_name", "Luna"),
   F("u", "age", "26")], tag=True)
C("diary", ["June 14 — my 30th birthday. Spent it hiking Mount Si with Dana and Kev, my calves hate me. Dana kept joking that I'm officially old now. Had pho after. I love living in Seattle in summer, it makes up for the other nine months. Mom called from Manila and sang to me over video. Tomorrow back to the grind at the bank."],
  [F("u", "birthday", "June 14"), F("u", "age", "30"), F("u", "city", "Seattle"), F("mom", "city", "Manila"),
   O("u", "family", "mom"), O("u", "industry/employer", "bank", "banking"), O("u", "sport", "hiking")])
C("diary", ["Woke up at 5 because of the neighbor's rooster (yes, a rooster, in suburbia). Worked the morning shift at the bakery — I'm only there on weekends, the weekday thing is bookkeeping at an accounting firm. Two jobs is a lot. Lunch: the burnt croissants nobody will buy. Listened to Taylor Swift the whole drive, as one does. Evening was online Spanish class, lesson 14, still can't roll my Rs."],
  [F("u", "job_title", "bookkeeping", "bookkeeper"), O("u", "industry", "accounting"), O("u", "employer", "bakery"),
   F("u", "language", "Spanish"), F("neighbor", "pet", "rooster"), O("u", "fav_music", "Taylor Swift")], tag=True)
C("diary", ["Went to Dad's place to help him set up the new TV. He's 72 and still refuses to get glasses. He kept calling the remote 'the clicker'. Stopped at Trader Joe's on the way home, the one on 3rd street, I swear I know every cashier there by now. Evening yoga, then a chapter of Pachinko. It's not my favorite book but it's close."],
  [F("u", "family", "Dad"), F("Dad", "age", "72"), O("u", "sport", "yoga")], tag=True)
C("diary", ["Jan 2. Resolutions: run a half marathon (registered for the one in April!!), read 20 books, stop buying plants. Current plant count: 31. Zoe says that's a cry for help. Zoe's my roommate and she has 3 cats so she can't talk. Spent the afternoon on my Etsy shop — I sell hand-dyed yarn and it's finally making real money. Still working part-time at the library tho."],
  [F("u", "plan", "half marathon"), F("Zoe", "relation", "roommate"), F("Zoe", "pet", "cats", "cat"),
   F("u", "employer", "library"), O("u", "job_title/industry", "hand-dyed yarn", "Etsy shop"), O("u", "hobby", "plants")], tag=True)
C("diary", ["Rough day. Chemo round 3. The nurses at Dana-Farber are angels. My husband Mike stayed with me the whole time and did the crossword out loud. The steroids make me starving so we got Five Guys on the way home, my absolute favorite burger. Emma called from college — she's loving Vermont. Bedtime at 8."],
  [F("u", "health", "chemo", "cancer"), F("u", "partner", "Mike"), F("Mike", "relation", "husband"), F("u", "fav_food", "Five Guys"),
   O("u", "family", "Emma"), O("Emma", "city", "Vermont")], tag=True)
C("diary", ["Packed the last boxes. Tomorrow the movers take everything to Austin and Portland will be a memory. Five years here. Took Rufus (our greyhound, retired racer, laziest dog alive) for one last walk along the river. Jess is already in Austin setting up the new apartment — her job at Dell started Monday."],
  [F("u", "city", "Portland"), F("u", "plan", "Austin", "move to Austin"), F("u", "pet", "greyhound", "dog"), F("u", "pet_name", "Rufus"),
   O("u", "partner", "Jess"), F("Jess", "employer", "Dell"), F("Jess", "city", "Austin")], tag=True)
C("diary", ["Note to self: dentist Thursday 2pm. Bought a new Kindle since the old one drowned in the bath. Practiced Mandarin on the app for 20 min — my in-laws are visiting from Taipei next month and I'd like to say more than hello and thank you. Aaron said his parents will love it even if I butcher the tones. Work was fine: quarterly reports, I'm a financial analyst, enough said."],
  [F("u", "belonging", "Kindle"), F("u", "language", "Mandarin"), F("in-laws", "city", "Taipei"), F("u", "partner", "Aaron"),
   F("u", "job_title", "financial analyst"), O("u", "plan", "dentist")], tag=True)

# ---------------- companion chats (11) ----------------
C("companion", ["hey juniper, long day. surgery ran over",
                A("Oh no! Tough day at the hospital? You're a surgeon, right?"),
                "haha no, I'm the anesthesiologist. surgeons get all the credit",
                A("Sorry! Anesthesiologists keep everyone alive though."),
                "exactly. thank you"],
  [F("u", "job_title", "anesthesiologist"), O("u", "industry/employer", "hospital")], tag=True, ch="Juniper")
C("companion", ["Pixel, guess what, I finally adopted a dog",
                A("Yay!! What kind? Let me guess—a golden retriever like you always wanted?"),
                "lol no, a 9 year old senior chihuahua named Beans. shelter said nobody wanted him",
                A("Beans! That's adorable. Senior dogs are the best.")],
  [F("u", "pet", "chihuahua", "dog"), F("u", "pet_name", "Beans")], tag=True, ch="Pixel")
C("companion", ["Sol, I think I need to change careers. 8 years of accounting is enough",
                A("That's a big step! What are you thinking? You mentioned loving baking before."),
                "I mean I love baking but I'm thinking more like UX design. I start a bootcamp in May",
                A("UX sounds like a great fit! You're so detail-oriented."),
                "we'll see. gotta keep my job at Deloitte until then"],
  [F("u", "industry/job_title", "accounting", "accountant"), F("u", "hobby", "baking"), F("u", "plan", "bootcamp", "UX design bootcamp"),
   F("u", "employer", "Deloitte")], tag=True, ch="Sol")
C("companion", ["wren do you remember my sister's name",
                A("Of course! It's Claire, right? The one in Boston?"),
                "no!! Claire is my cousin. my sister is Naomi and she's in Toronto",
                A("I'm so sorry, got them mixed up. Naomi in Toronto. Noted.")],
  [F("u", "family", "Naomi"), F("Naomi", "relation", "sister"), F("Naomi", "city", "Toronto"), F("Claire", "relation", "cousin"),
   O("u", "family", "Claire")], tag=True, ch="Wren")
C("companion", ["echo what music do you like",
                A("I'm really into lo-fi hip hop, it's calming. What about you? Still obsessed with Radiohead?"),
                "radiohead forever. but lately a lot of Phoebe Bridgers",
                A("Great taste!")],
  [F("c", "fav_music", "lo-fi hip hop", "lo-fi"), F("u", "fav_music", "radiohead"), O("u", "fav_music", "Phoebe Bridgers")], ch="Echo")
C("companion", ["Maple, I'm in Tokyo right now!",
                A("Amazing! Did you move there for work? I remember you said you live in Chicago."),
                "just a 10 day trip, I still live in Chicago. first time abroad actually",
                A("Enjoy! Try the ramen!"),
                "I'm vegan so ramen is tricky haha"],
  [F("u", "city", "Chicago"), F("u", "diet", "vegan")], tag=True, ch="Maple")
C("companion", ["Quill, how old do you think I am",
                A("Based on our chats... 22?"),
                "I'm 47. I'll take the compliment though",
                A("You have a very youthful vibe!"),
                "my daughter is 22 lol, she'd be thrilled"],
  [F("u", "age", "47"), F("daughter", "age", "22"), F("u", "family", "daughter")], tag=True, ch="Quill")
C("companion", ["rory help me pick a name for my new kitten",
                A("How about Mochi? Or Pepper?"),
                "ooh pepper. ok she's Pepper now",
                A("Hi Pepper! What breed is she?"),
                "no idea, black shorthair from a farm. my partner Sam wanted to call her Shadow"],
  [F("u", "pet", "kitten", "cat"), F("u", "pet_name", "Pepper"), F("u", "partner", "Sam"), F("Sam", "relation", "partner")], tag=True, ch="Rory")
C("companion", ["fen I got the job!!!!",
                A("CONGRATS!!! The marketing one at Spotify?"),
                "no the product one at Duolingo!! product designer. start in 2 weeks",
                A("Duolingo! That's perfect for you, you speak like four languages"),
                "three. english spanish and portuguese. don't oversell me"],
  [F("u", "employer/plan", "Duolingo"), F("u", "job_title/plan", "product designer"), F("u", "language", "english"),
   F("u", "language", "spanish"), F("u", "language", "portuguese")], tag=True, ch="Fen")
C("companion", ["cleo I can't sleep again",
                A("I'm sorry. Is it the insomnia again, or stress about the wedding?"),
                "wedding. it's in 3 weeks and my fiancé's mom is driving me insane",
                A("Weddings bring out the worst in families. How's Daniel handling it?"),
                "it's David. and he's useless, it's his mom lol"],
  [F("u", "plan", "wedding"), F("u", "partner", "David"), F("David", "relation", "fiancé", "fiance")], tag=True, ch="Cleo")
C("companion", ["Bram, quick q — is it normal for a 2 year old to not talk much yet?",
                A("Every kid develops differently. Is this about your son?"),
                "yeah, Leo. my wife thinks we should see someone. I'm a stay at home dad so I notice everything",
                A("That's a great instinct. A pediatrician can help.")],
  [F("u", "family", "Leo"), F("Leo", "relation", "son"), F("Leo", "age", "2"), F("u", "partner", "wife"),
   F("u", "job_title", "stay at home dad"), O("u", "gender", "male")], tag=True, ch="Bram")

# ---------------- group chats (11: 5 me, 6 exporter) ----------------
C("group", [S("Priya", "who's coming to trivia thursday?"),
            S("Tom", "me! but I'll be late, I coach my son's soccer team till 7"),
            S("Marcus", "can't, I'm in Denver for work till sunday"),
            S("Priya", "boo. Tom bring your wife she's the only one who knows sports"),
            S("Tom", "Lena's out, she has night classes for her nursing degree")],
  [F("u", "partner", "Lena"), F("Lena", "relation", "wife"), F("Lena", "major/degree", "nursing"), O("u", "family", "son"),
   O("u", "sport/hobby", "soccer"), O("u", "plan", "trivia")], tag=True, me="Tom")
C("group", [S("Jake", "happy friday nerds. anyone else stuck at the office"),
            X("Noor", "wfh today, my cat Sphinx is my only coworker 🐈"),
            S("Ben", "same but my coworker is a toddler"),
            S("Jake", "Noor isn't Sphinx the one who hates you"),
            S("Noor", "he loves me he just shows it with violence")],
  [F("u", "pet", "cat"), F("u", "pet_name", "Sphinx"), O("Ben", "family", "toddler"), O("u", "name", "Noor")], tag=True)
C("group", [S("Meg", "next month's pick: Tomorrow, and Tomorrow, and Tomorrow?"),
            S("Rachel", "yes!! that's literally my favorite novel, happy to reread"),
            S("Omar", "I'll be out — paternity leave starts next week 👶"),
            S("Meg", "omg congrats Omar!!")],
  [F("u", "fav_book", "Tomorrow, and Tomorrow, and Tomorrow"), F("Omar", "plan", "paternity leave")], tag=True, me="Rachel")
C("group", [S("Mom", "Danny are you still coming for thanksgiving?"),
            X("Danny", "yes! flying in wednesday night, landing in San Antonio around 9"),
            S("Aunt Lupe", "mijo are you still a vegetarian? I'm making tamales"),
            S("Danny", "yep still vegetarian. bean ones please 🙏"),
            S("Mom", "I'll pick you up, bring your boyfriend!"),
            S("Danny", "Chris can't come, he's working, he's a paramedic")],
  [F("u", "plan", "thanksgiving"), F("u", "diet", "vegetarian"), F("u", "partner", "Chris"), F("Chris", "relation", "boyfriend"),
   F("Chris", "job_title", "paramedic"), O("u", "hometown", "San Antonio"), O("u", "gender", "male"), O("u", "name", "Danny")], tag=True)
C("group", [S("Kev", "heads up I'm out friday, moving apartments"),
            S("Sarah", "where to?"),
            S("Kev", "just from Brooklyn to Queens lol, same commute basically"),
            S("Lin", "welcome to queens!! I've lived in Astoria for 10 yrs"),
            S("Kev", "I'll be in Sunnyside, not far")],
  [F("u", "city", "Brooklyn"), F("u", "plan", "Queens", "moving apartments", "Sunnyside"), F("Lin", "place/city", "Astoria"),
   O("Lin", "city", "queens")], tag=True, me="Kev")
C("group", [S("Coach Ty", "6am class tomorrow, who's in"),
            S("Jo", "in. but my shoulder is still busted"),
            X("Mel", "in!! doing crossfit 3x a week now, it's becoming my personality"),
            S("Coach Ty", "Jo skip overhead stuff")],
  [F("u", "sport", "crossfit"), F("Jo", "health", "shoulder", "busted shoulder")], tag=True)
C("group", [S("Ms. Patel", "Reminder: field trip forms due Friday. Kids need a packed lunch."),
            S("Kim", "Got it! Ava has a tree nut allergy so I'll pack hers separately"),
            S("Derek", "thx. Noah keeps asking if he can sit with Ava on the bus lol"),
            S("Kim", "haha Ava will allow it")],
  [F("u", "family", "Ava"), F("Ava", "allergy", "tree nut", "tree nuts"), O("Ava", "relation", "daughter"), O("Derek", "family", "Noah")], tag=True, me="Kim")
C("group", [S("Tori", "reunion in August!! who's still in the bay"),
            S("Jules", "moved to NYC last year, but I'll fly out"),
            X("Sam", "still in Oakland! still at Kaiser, still single lol"),
            S("Tori", "Sam you'd love my cousin, she's a vet in Berkeley")],
  [F("u", "city", "Oakland"), F("u", "employer", "Kaiser"), F("Jules", "city", "NYC", "New York"),
   F("Tori's cousin", "job_title", "vet"), F("Tori's cousin", "city", "Berkeley"), O("u", "plan", "reunion"), O("u", "name", "Sam")], tag=True)
C("group", [S("DM Chris", "session 14 saturday! Hannah your elf is level 6 now"),
            S("Hannah", "yesss. also heads up I'm lactose intolerant so no pizza for me this time"),
            S("Marco", "my dwarf is 212 years old and still can't read"),
            S("DM Chris", "I'll get tacos")],
  [F("u", "health/diet/allergy", "lactose intolerant")], tag=True, me="Hannah")
C("group", [S("Bob", "anyone lose a grey cat? hanging around the mailboxes"),
            X("Meera", "not mine, Mango is orange and fat lol. he's asleep on my couch rn"),
            S("Linda", "could be the Hendersons', theirs is grey")],
  [F("u", "pet_name", "Mango"), O("u", "pet", "cat")], tag=True)
C("group", [S("Ravi", "lineup for sunday's cricket? I can open, hamstring's fine now"),
            S("Imran", "I'm out, daughter's recital"),
            S("Ravi", "no worries. Josh can you keep wicket"),
            S("Josh", "yeah mate, back from Melbourne saturday")],
  [F("u", "sport", "cricket"), O("Imran", "family", "daughter")], tag=True, me="Ravi")
