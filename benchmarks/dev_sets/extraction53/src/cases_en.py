from h import F, N, msg, diary, comp, grp

L = "en"

# ---------- short chats ----------
msg(L, "i'm a nurse at st. luke's, nights, 4 on 3 off. send coffee", [
    F("u", "job_title", "nurse"), F("u", "employer", "st. luke's|St. Luke's")])
msg(L, ["lol no i'm not 19, that's my sister in the pic", "i'm 24 and feeling 40"], [
    F("u", "age", "24"), F("p:sister", "age", "19"), N("u", "family", "sister")], tag=True)
msg(L, "Moved to Denver in March after six years in Chicago. Still can't get used to the altitude, I get winded walking up the stairs", [
    F("u", "city", "Denver")], tag=True)
msg(L, "my favorite album of all time is In Rainbows. i was obsessed with linkin park in middle school but we don't talk about that", [
    F("u", "fav_music", "In Rainbows|Radiohead")], tag=True)
msg(L, "I'm allergic to shellfish and my boyfriend is allergic to cats, which is awkward bc I have a cat named Mochi", [
    F("u", "allergy", "shellfish"), F("u", "partner", "boyfriend"), F("p:boyfriend", "allergy", "cats|cat"),
    F("u", "pet", "cat"), F("u", "pet_name", "Mochi")], tag=True)
msg(L, "can you remember my email? it's dana.okafor88@gmail.com", [
    F("u", "email", "dana.okafor88@gmail.com")])
msg(L, "I'm a Leo, born August 9th. no i will not apologize", [
    F("u", "birthday", "August 9th|August 9|8月9日")])
msg(L, "Started at Stripe last Monday as a data analyst!! The commute from Oakland is brutal though", [
    F("u", "employer", "Stripe"), F("u", "job_title", "data analyst"), F("u", "city", "Oakland")])
msg(L, "been knitting for like 12 years, it's basically my whole personality. tried crochet once and hated it", [
    F("u", "hobby", "knitting"), N("u", "dislike", "crochet")], tag=True)
msg(L, "I play bass in a garage band on weekends. Our drummer Kev is a dentist by day lol, he counts us in like he's doing a root canal", [
    F("u", "instrument", "bass"), F("p:Kev", "job_title", "dentist"), F("p:Kev", "relation", "drummer|bandmate")], tag=True)
msg(L, "im vegan btw so no recipes w eggs pls", [
    F("u", "diet", "vegan")])
msg(L, "My daughter Priya turns 7 next week and she wants a unicorn cake. I'm not a baker, I'm an accountant 😩 send help", [
    F("u", "family", "Priya|daughter"), F("p:Priya", "relation", "daughter"), N("p:Priya", "age", "7|6"),
    F("u", "job_title", "accountant")], tag=True)
msg(L, "Grew up in Lagos, live in Manchester now, work for the NHS as a pharmacist", [
    F("u", "hometown", "Lagos"), F("u", "city", "Manchester"), F("u", "employer", "NHS"), F("u", "job_title", "pharmacist")])
msg(L, ["my number changed", "it's 415-555-0192 now, the old 628 one is dead dead"], [
    F("u", "phone", "415-555-0192")], tag=True)
msg(L, "Favorite movie? Easy. The Princess Bride. Watched it with my grandpa every Christmas growing up", [
    F("u", "fav_film", "The Princess Bride|Princess Bride")])
msg(L, "I don't drink coffee, never have. Tea person. Earl Grey specifically, with way too much honey", [
    F("u", "fav_food", "Earl Grey|tea"), N("u", "diet|dislike", "don't drink coffee|coffee")], tag=True)
msg(L, "We just adopted a rescue greyhound! His name is Biscuit and he's terrified of stairs", [
    F("u", "pet", "greyhound|dog"), F("u", "pet_name", "Biscuit")])
msg(L, "I have type 1 diabetes so I always carry my insulin pen, don't freak out if you see it", [
    F("u", "health", "type 1 diabetes|diabetes"), N("u", "belonging", "insulin pen")])
msg(L, "I'm from Cork originally, the accent gives it away every time", [
    F("u", "hometown", "Cork")])
msg(L, "if I had a dollar for every time someone asked if I'm a model... anyway I'm a barista at a place called Grindhouse", [
    F("u", "job_title", "barista"), F("u", "employer", "Grindhouse")], tag=True)
msg(L, "I have a master's in marine biology from UC San Diego and now I... sell insurance. life is weird", [
    F("u", "degree", "master's|master|MS"), F("u", "major", "marine biology"), F("u", "school", "UC San Diego|UCSD"),
    F("u", "industry|job_title", "insurance|sell insurance")])
msg(L, "my wife and I are flying to Lisbon on the 22nd for our anniversary!! 10 years!!", [
    F("u", "partner", "wife"), F("u", "plan", "flying to Lisbon|Lisbon trip|trip to Lisbon")])
msg(L, "people call me Moose. long story involving a canoe and my dignity", [
    F("u", "nickname", "Moose")])
msg(L, "I'm trans, a guy, he/him. just so you know", [
    F("u", "gender", "guy|man|male|trans man")])
msg(L, ["Hi! I'm Tomás, 31, Spanish but living in Dublin", "I speak Spanish, English and very bad Irish 😅"], [
    F("u", "name", "Tomás"), F("u", "age", "31"), N("u", "hometown", "Spanish|Spain"), F("u", "city", "Dublin"),
    F("u", "language", "Spanish"), F("u", "language", "English"), N("u", "language", "Irish")], tag=True)
msg(L, "i used to skate every day in high school. now i'm 35 and do pottery twice a week. my back says thanks", [
    F("u", "age", "35"), F("u", "hobby", "pottery")], tag=True)
msg(L, "I work at Trader Joe's. No, not the corporate office, I stock shelves 😂", [
    F("u", "employer", "Trader Joe's"), F("u", "job_title", "stock shelves|shelf stocker")], tag=True)
msg(L, "can't eat gluten, celiac. my roommate is the opposite, he basically lives on bagels", [
    F("u", "health|diet", "celiac|coeliac"), F("u", "diet", "can't eat gluten|gluten-free|gluten"),
    N("p:roommate", "fav_food", "bagels")], tag=True)
msg(L, "Leaving Google on Friday after 8 years, starting at a tiny robotics startup in Pittsburgh on the 3rd. terrified", [
    N("u", "employer", "Google"), F("u", "plan|employer", "starting at a tiny robotics startup|robotics startup"),
    N("u", "plan", "Pittsburgh")], tag=True)
msg(L, "dream last night: i was a pirate captain with a parrot named Steve. reality: i'm an HR manager with a goldfish named Steve", [
    F("u", "job_title", "HR manager"), F("u", "pet", "goldfish"), F("u", "pet_name", "Steve")], tag=True)
msg(L, "my grandma's 94 and still beats me at scrabble every single sunday. she's the reason i'm a word nerd", [
    F("p:grandma", "age", "94"), F("p:grandma", "hobby", "scrabble"), F("u", "family", "grandma")])
msg(L, "I sign fluent ASL because both my parents are Deaf. English is technically my second language", [
    F("u", "language", "ASL|American Sign Language"), F("u", "language", "English"),
    F("p:parents", "health", "Deaf"), N("u", "family", "parents")])

# ---------- companion chats ----------
comp(L, "Juniper", [
    "ugh work was so long today",
    "Long shift at the hospital again?",
    "i'm not at the hospital anymore lol, quit in june. i'm a vet tech now, at a clinic in Tacoma",
    "Oh right! How are you liking working with animals?",
    "love it, except the parrots. parrots hate me"], [
    F("u", "job_title", "vet tech|veterinary technician"), F("u", "city", "Tacoma")], tag=True)
comp(L, "Pip", [
    "Pip do you like jazz",
    "I love jazz! Coltrane is my favorite. Do you play anything?",
    "trumpet! since i was 11. now i'm 40 and play in a community big band every thursday",
    "So you'll be 41 next year, a true trumpet veteran!",
    "haha sure. my favorite is Chet Baker btw, not Coltrane"], [
    F("c", "fav_music", "Coltrane|John Coltrane"), F("u", "instrument", "trumpet"), F("u", "age", "40"),
    F("u", "fav_music", "Chet Baker"), N("u", "hobby", "big band|community big band")], tag=True)
comp(L, "Juniper", [
    "my son starts college in the fall!",
    "Congrats! Where is he going?",
    "Ohio State, engineering. his name's Marcus btw",
    "Marcus at Ohio State, go Buckeyes! Are you an Ohio State alum too?",
    "nope, I never went to college. I'm an electrician, been one for 20 years"], [
    F("u", "family", "Marcus|son"), F("p:Marcus", "relation", "son"), F("p:Marcus", "school|plan", "Ohio State"),
    F("p:Marcus", "major|plan", "engineering"), F("u", "job_title", "electrician")], tag=True)
comp(L, "Pip", [
    "rewatched Spirited Away for like the 20th time",
    "Is it your favorite film?",
    "top 3. number one is Paddington 2 and I will fight anyone on this",
    "Ha! Paddington 2 it is. Do you watch a lot of animation?",
    "used to, now mostly horror. my girlfriend hates it so i watch alone"], [
    F("u", "fav_film", "Paddington 2"), N("u", "fav_film", "Spirited Away"), F("u", "partner", "girlfriend"),
    F("p:girlfriend", "dislike", "horror"), N("u", "hobby|fav_film", "horror")], tag=True)
comp(L, "Juniper", [
    "boxes everywhere. moving out next saturday",
    "Exciting! Where are you moving?",
    "from Austin to Portland. Maine, not Oregon, everyone gets that wrong",
    "Portland, Oregon is lovely this time of year!",
    "MAINE. ugh. my partner got a job at a hospital there so we're going"], [
    F("u", "city", "Austin"), F("u", "plan", "Portland|moving to Portland|Maine"), F("u", "partner", "partner"),
    N("p:partner", "employer|plan", "a hospital|hospital")], tag=True)
comp(L, "Pip", [
    "finally hit diamond in overwatch",
    "Nice! What role do you play?",
    "support main. mercy mostly. been playing since 2016",
    "Wow, 8 years! Do you stream?",
    "nah i'm way too shy lol. i'm a 911 dispatcher irl so i get enough talking at work"], [
    F("u", "hobby", "overwatch"), F("u", "job_title", "911 dispatcher|dispatcher")])
comp(L, "Juniper", [
    "got my ADHD diagnosis today. 34 years old and it finally makes sense",
    "That's a big moment. How are you feeling about it?",
    "relieved? starting meds next week. my brother has it too, he got diagnosed as a kid",
    "It often runs in families. Is your brother older?",
    "younger. he's 29. lives in Boise with his husband"], [
    F("u", "health", "ADHD"), F("u", "age", "34"), F("u", "plan|health", "starting meds"),
    F("u", "family", "brother"), F("p:brother", "health", "has it|ADHD"), F("p:brother", "age", "29"),
    F("p:brother", "city", "Boise"), F("p:brother", "partner", "husband")])
comp(L, "Pip", [
    "finals week is killing me",
    "Hang in there! What are you studying again, biology?",
    "chemistry. third year at McGill",
    "McGill! So you live in Toronto?",
    "Montreal lol. McGill is in Montreal"], [
    F("u", "major", "chemistry"), F("u", "school", "McGill"), F("u", "city", "Montreal")], tag=True)
comp(L, "Juniper", [
    "what should i read next? just finished Project Hail Mary",
    "Did you like it? You seem like a sci-fi fan.",
    "loved it. but my all-time favorite is still Le Guin, The Left Hand of Darkness",
    "Great choice. Have you read The Dispossessed?",
    "yeah, didn't click for me. i'm more into fantasy honestly, i run a D&D campaign every other friday"], [
    F("u", "fav_book", "The Left Hand of Darkness|Left Hand of Darkness"), F("u", "hobby", "D&D|Dungeons & Dragons")], tag=True)
comp(L, "Pip", [
    "hey it's me again, Mateo",
    "Hi Mateo! How's Madrid?",
    "I'm not in Madrid, I'm in Mexico City! Madrid is where my cousin lives",
    "Sorry, my mistake! Do you speak Spanish at home?",
    "Spanish, and Nahuatl with my grandmother. English at work"], [
    F("u", "name", "Mateo"), F("u", "city", "Mexico City|CDMX"), F("p:cousin", "city", "Madrid"),
    F("u", "language", "Spanish"), F("u", "language", "Nahuatl"), F("u", "language", "English")], tag=True)
comp(L, "Juniper", [
    "Juniper my cat Olive knocked my coffee onto my laptop",
    "Oh no! Is Olive the orange tabby?",
    "no she's a tuxedo. the tabby was Pumpkin, he died last year",
    "I'm so sorry about Pumpkin. Is the laptop okay?",
    "dead. work laptop too. good thing i'm a freelancer so it's only my own problem 🙃"], [
    F("u", "pet", "cat|tuxedo"), F("u", "pet_name", "Olive"), F("u", "job_title", "freelancer")], tag=True)
comp(L, "Pip", [
    "signed up for my first half marathon!! Oct 12 in Philly",
    "Amazing! Have you been running long?",
    "like 6 months. i swim more though, 3x a week at the Y",
    "So you're a triathlete in the making!",
    "lol no, i can't ride a bike. never learned"], [
    F("u", "plan", "half marathon|Oct 12"), F("u", "sport", "swim|swimming"), F("u", "sport", "running")], tag=True)

# ---------- diaries ----------
diary(L, "Tuesday. Alarm didn't go off, late for the 8am standup. Marcy from accounting brought donuts, bless her. Spent the afternoon debugging the payroll script — being the only backend dev at a 12-person company means everything is my fault. Walked Pepper after work, she's getting slow, she's 13 now. Made my mom's chili for dinner, still the best thing I know how to cook. Bed by 11.", [
    F("u", "job_title", "backend dev|backend developer"), F("u", "pet_name", "Pepper"), N("u", "pet", "dog"),
    N("u", "fav_food", "chili"), N("p:Marcy", "job_title|industry", "accounting")], tag=True)
diary(L, "Sunday journal. Drove down to my sister's place in Santa Rosa for Leah's 5th birthday. Leah is obsessed with dinosaurs. My sister asked AGAIN when I'm moving back to California — never, I like Seattle just fine. Came home and did my usual climbing session at Vertical World, sent my first V5!! Ate leftover pad thai on the couch.", [
    F("u", "city", "Seattle"), F("u", "family", "sister"), F("p:sister", "city", "Santa Rosa"),
    F("p:Leah", "age", "5"), F("u", "sport", "climbing")], tag=True)
diary(L, "Finally finished the quilt for Mom's birthday. 4 months of hand piecing. Quilting is the only thing that shuts my brain up. Work was whatever — I'm a paralegal, it's all filing this week. Tried the new ramen place on 5th, overrated. Jamie came over and we watched Twin Peaks, which I've seen maybe 9 times. Still my favourite show.", [
    F("u", "hobby", "quilting"), F("u", "job_title", "paralegal"), F("u", "fav_film", "Twin Peaks"),
    N("u", "family", "Mom")], tag=True)
diary(L, "Day 3 of the conference in Vegas. I hate Vegas. Everything smells like cigarettes and money. Presented our poster on soil microbes, went fine. Dinner with Prof. Hale, my advisor, who kept saying I should apply for postdocs in Zurich. I'm in year 4 of my PhD at Iowa State and honestly just want to finish. Missing my dog Bruno.", [
    F("u", "dislike", "Vegas|Las Vegas"), F("u", "degree", "PhD"), F("u", "school", "Iowa State"),
    F("u", "pet", "dog"), F("u", "pet_name", "Bruno"), F("p:Hale", "relation", "advisor"),
    N("u", "major", "soil microbes")], tag=True)
diary(L, "March 2. Snow again. Drove Dad to his cardiology appointment, he's doing better. On the way back we stopped at the diner where I waited tables in college and the same waitress was there after 15 years! Afternoon was grading, 94 lab reports. I teach high school physics in Duluth and I swear these kids have never seen a sig fig. Evening: cello practice. Three months in and the neighbors haven't complained yet.", [
    F("u", "job_title", "teach high school physics|physics teacher|teacher"), F("u", "city", "Duluth"),
    F("u", "instrument", "cello"), N("u", "family", "Dad")], tag=True)
diary(L, "Weird day. My ex texted to say she's engaged, to a pilot. Good for her I guess. I'm 38 and single and mostly fine with it. Went to my Tuesday pottery class, made a bowl that looks like a hat. Ordered Thai, extra spicy, I'm a chili fiend. Watched the Bruins lose. Bed.", [
    F("u", "age", "38"), F("u", "hobby", "pottery"), N("u", "fav_food", "extra spicy|Thai|chili"),
    N("p:ex", "partner", "pilot")], tag=True)
diary(L, "Week two at the new job. The office is in Cambridge but I still live in Somerville so it's a 15 min bike ride. Everyone at Moderna is terrifyingly smart. My manager Ruth is nice. I'm a lab technician, which mostly means pipetting. Mom called, she wants me home in Raleigh for Thanksgiving. Already bought the tickets.", [
    F("u", "employer", "Moderna"), F("u", "job_title", "lab technician"), F("u", "city", "Somerville"),
    F("p:Ruth", "relation", "manager"), F("u", "plan", "Thanksgiving|home in Raleigh"),
    N("u", "hometown", "Raleigh"), N("u", "family", "Mom")], tag=True)
diary(L, "Saturday. Record Store Day!! Got the Rumours reissue — Fleetwood Mac is the band that made me love music. Spent 3 hours in there. Then band practice: we're called Static Owls and I'm on keys. Our singer Dee just told us she's moving to Atlanta in May so we need a new one. Ugh. Also bought a synth pedal I did not need.", [
    F("u", "fav_music", "Fleetwood Mac|Rumours"), F("u", "instrument", "keys|keyboard"),
    F("p:Dee", "plan", "moving to Atlanta|Atlanta"), F("p:Dee", "relation|job_title", "singer"),
    F("u", "belonging", "synth pedal")], tag=True)
diary(L, "I don't usually write these but my therapist said to. Okay. I'm 27, I work nights at a warehouse in Reno, I live with my cousin Jess and her two kids. I haven't talked to my dad in two years. I like fishing, when I get the time. My birthday is next Sunday and nobody remembers. That's it for today.", [
    F("u", "age", "27"), F("u", "industry|job_title", "warehouse"), F("u", "city", "Reno"),
    F("u", "family", "Jess|cousin"), F("p:Jess", "relation", "cousin"), F("u", "hobby", "fishing")], tag=True)
diary(L, "Ramadan day 12. Fasting is easier this year. Worked from home — I'm a UX designer at Shopify, fully remote. Broke fast with Amira and the twins, lentil soup, which is my absolute favourite. Sara (10) asked if she can fast next year. Yusuf (10) just wanted dessert. Amira's back at the clinic tomorrow, she's a pediatrician.", [
    F("u", "job_title", "UX designer"), F("u", "employer", "Shopify"), F("u", "fav_food", "lentil soup"),
    N("u", "partner", "Amira"), F("p:Amira", "job_title", "pediatrician"), F("p:Sara", "age", "10"),
    F("p:Yusuf", "age", "10"), N("u", "family", "twins|Sara|Yusuf")])

# ---------- group chats ----------
grp(L, "Hannah", [
    ("Mom", "Hannah are you bringing anything Sunday?"),
    ("Hannah", "mac and cheese! and I'm bringing Theo, finally"),
    ("Uncle Rick", "Who's Theo?? 👀"),
    ("Hannah", "my boyfriend, uncle rick. we've been dating a year lol"),
    ("Ben", "he's a firefighter, Rick. he's cool")], [
    F("u", "partner", "Theo|boyfriend"), F("p:Theo", "relation", "boyfriend"), F("p:Theo", "job_title", "firefighter"),
    N("u", "plan", "Sunday"), N("u", "name", "Hannah")], tag=True)
grp(L, "Jordan", [
    ("Sam", "who ate my leftover curry"),
    ("Priya", "not me, i'm allergic to cashews and that had cashews"),
    ("Jordan", "guilty. sorry. i'll replace it, i get paid friday"),
    ("Sam", "you owe me. also landlord says rent goes up in july"),
    ("Jordan", "cool cool cool. love being a broke grad student")], [
    F("u", "job_title|degree", "grad student|graduate student"), F("p:Priya", "allergy", "cashews"),
    N("u", "name", "Jordan")], tag=True, exporter=True)
grp(L, "Dev", [
    ("Lena", "gym tonight at 7?"),
    ("Marco", "can't, finger pulley still healing"),
    ("Dev", "i'm in. been climbing 3x a week since january, feeling strong"),
    ("Ash", "i'll come watch, i don't climb, just here for the vibes"),
    ("Dev", "ash you'll climb one day. bring snacks")], [
    F("u", "sport", "climbing"), N("u", "plan", "gym tonight"), F("p:Marco", "health", "finger pulley")], tag=True)
grp(L, "Chloe", [
    ("Nia", "next month's pick: Tomorrow, and Tomorrow, and Tomorrow"),
    ("Gwen", "love. FYI I'm hosting, I'm at 22 Birch Lane now, we moved"),
    ("Chloe", "perfect, I'm 5 min away. I'll bring wine. honestly that book is my favourite of the last decade, happy to reread"),
    ("Rachel", "I'll skip this one, I'm due any day now 🤰")], [
    F("u", "fav_book", "Tomorrow, and Tomorrow, and Tomorrow"), F("p:Gwen", "place", "22 Birch Lane"),
    F("p:Rachel", "health|plan", "due any day now|pregnant")], tag=True, exporter=True)
grp(L, "Carlos", [
    ("Mike", "sunday league soccer moved to 10am"),
    ("Tunde", "i'm out, work trip to Houston"),
    ("Carlos", "I'll be there. I'm keeper this week since Gabe's knee"),
    ("Gabe", "yeah ACL, out for the season 😭"),
    ("Carlos", "rip. I'll bring orange slices")], [
    F("u", "sport", "soccer|football"), F("p:Gabe", "health", "ACL|knee"), F("p:Tunde", "plan", "work trip to Houston")], tag=True)
grp(L, "Maya", [
    ("Aunt Rosa", "Isa got into Stanford!!!"),
    ("Isa", "tia stop 😂 yes I did. starting in september, majoring in CS"),
    ("Leo", "nerd. congrats"),
    ("Maya", "SO proud of you! if you need someone to show you around the Bay I'm right here in Palo Alto")], [
    F("p:Isa", "school|plan", "Stanford"), F("p:Isa", "major|plan", "CS|computer science"),
    F("u", "city", "Palo Alto")], tag=True, exporter=True)
grp(L, "Lily", [
    ("Greg", "team lunch friday, any dietary stuff?"),
    ("Lily", "vegetarian here 🙋‍♀️"),
    ("Sandra", "no pork for me please"),
    ("Omar", "I'll be in Denver for the client visit, count me out"),
    ("Lily", "boo. greg can we do the taco place")], [
    F("u", "diet", "vegetarian"), F("p:Sandra", "diet", "no pork"), F("p:Omar", "plan", "client visit|Denver")], tag=True)
grp(L, "Ray", [
    ("xXfrostXx", "raid at 9 est?"),
    ("Nate", "I'm on, just got my new 4090 installed"),
    ("Ray", "9 est is 6 for me, I'm in LA, so yes. been raiding with you guys since vanilla wow lol"),
    ("Jules", "i'll be late, kid's recital")], [
    F("u", "city", "LA|Los Angeles"), F("u", "hobby", "wow|raiding|World of Warcraft"), F("p:Nate", "belonging", "4090"),
    N("p:Jules", "family", "kid")], tag=True, exporter=True)
grp(L, "Sophie", [
    ("Emma", "bridesmaid dress fitting is saturday 2pm!"),
    ("Kate", "I'll be there, driving up from Bristol"),
    ("Sophie", "me too. pray for me, I can't walk in heels"),
    ("Mum", "Sophie you're gluten free, I told the caterer"),
    ("Sophie", "thanks mum 🙏")], [
    F("u", "plan", "fitting|dress fitting"), F("u", "diet", "gluten free"), N("p:Kate", "city", "Bristol")], tag=True)
grp(L, "Ben", [
    ("Chris", "anyone else's kid refusing to nap"),
    ("Raj", "twins, so double. send help"),
    ("Ben", "mine's 2 and naps fine but won't eat anything green. I'm a chef and my own son hates my food lol"),
    ("Dan", "at least he eats. mine lives on air")], [
    F("u", "job_title", "chef"), F("u", "family", "son"), F("p:son", "age", "2"),
    F("p:son", "dislike", "anything green"), F("p:Raj", "family", "twins")], tag=True, exporter=True)
