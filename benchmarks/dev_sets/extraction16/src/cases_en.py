from h import C, R, O, U, A, S

L = "en"
# ---------------- short chats (32) ----------------
C(L, "short", "just moved to denver for work, apartment still full of boxes lol. my sister lives in boulder so at least i know one person here",
  [R("u", "city", "denver|Denver"), R("p:sister", "city", "boulder|Boulder"), R("u", "family", "sister")], tag=True)
C(L, "short", [U("I'm a pharmacist at a Walgreens"), U("not the owner or anything lol, just the one who counts pills all day")],
  [R("u", "job_title", "pharmacist"), R("u", "employer", "Walgreens")])
C(L, "short", "allergic to shellfish. like epipen level allergic. so no i will not try your shrimp tacos mark",
  [R("u", "allergy", "shellfish"), O("u", "belonging", "epipen|EpiPen")])
C(L, "short", "My wife Priya just got promoted to head of marketing at her company and I'm so proud of her I could burst",
  [R("u", "partner", "Priya|wife"), R("p:Priya", "relation", "wife"), R("p:Priya", "job_title", "head of marketing")])
C(L, "short", [U("do you think 34 is too old to learn piano? asking for me"), A("Not at all! Plenty of people start in their 30s. Is 34 your age?"), U("yep. ok maybe I'll look for a teacher, no promises")],
  [R("u", "age", "34")], tag=True)
C(L, "short", "new email btw: dana.kowalski88@gmail.com. the outlook one is dead, don't use it",
  [R("u", "email", "dana.kowalski88@gmail.com")], tag=True)
C(L, "short", "turned 41 on tuesday. no party, just my kids making me pancakes shaped like... something",
  [R("u", "age", "41"), O("u", "family", "kids|children")])
C(L, "short", "I used to work at Amazon but left in March, now I'm at a tiny robotics startup called Kinetix doing firmware",
  [R("u", "employer", "Kinetix"), R("u", "job_title", "firmware"), O("u", "industry", "robotics")], tag=True)
C(L, "short", "our dog Biscuit ate an entire sock today and is acting like nothing happened. beagles man",
  [R("u", "pet", "beagle|dog"), R("u", "pet_name", "Biscuit")])
C(L, "short", "I swim three mornings a week before work, it's the only thing keeping me sane",
  [R("u", "sport", "swim|swimming")])
C(L, "short", "can't stand horror movies. my boyfriend loves them so every friday is a negotiation",
  [R("u", "dislike", "horror movies|horror"), R("u", "partner", "boyfriend"), R("p:boyfriend", "fav_film", "horror movies|horror")], tag=True)
C(L, "short", "majored in philosophy at Reed, which as my dad likes to remind me, is not a job",
  [R("u", "major", "philosophy"), R("u", "school", "Reed|Reed College"), O("u", "family", "dad")], tag=True)
C(L, "short", "my grandma is 94 and still does the crossword in pen. I'm 31 and can't finish the monday one",
  [R("p:grandma", "age", "94"), R("p:grandma", "hobby", "crossword"), R("u", "age", "31"), R("u", "family", "grandma")], tag=True)
C(L, "short", "we have two rescue cats, Miso and Pickles. Pickles is the menace",
  [R("u", "pet", "cats|cat"), R("u", "pet_name", "Miso"), R("u", "pet_name", "Pickles")])
C(L, "short", "you can reach me at 415-555-0187 after 6 or marisol.reyes@protonmail.com, work phone is always on silent",
  [R("u", "phone", "415-555-0187"), R("u", "email", "marisol.reyes@protonmail.com")])
C(L, "short", "born and raised in Cork, been in Toronto for 8 years now and I still say 'grand' about everything",
  [R("u", "hometown", "Cork"), R("u", "city", "Toronto")])
C(L, "short", "picked up the cello again after like 15 years. my fingers hate me",
  [R("u", "instrument", "cello")])
C(L, "short", "My roommate Jess is a nurse at Mass General and she works nights so we basically never see each other",
  [R("p:Jess", "relation", "roommate"), R("p:Jess", "job_title", "nurse"), R("p:Jess", "employer", "Mass General"), O("u", "city", "Boston")], tag=True)
C(L, "short", [U("flights booked!! lisbon in june for 10 days, first real vacation in 3 years"), A("Amazing! Is anyone going with you?"), U("my best friend Dani, she's never been to europe either")],
  [R("u", "plan", "lisbon in june|Lisbon|trip to Lisbon"), R("p:Dani", "relation", "best friend|friend")])
C(L, "short", [U("what salad should i bring to a potluck"), A("A classic Caesar with homemade croutons is always a hit!"), U("I have celiac so yeah the whole 'just pick the croutons off' thing doesn't work")],
  [R("u", "health|diet|allergy", "celiac|celiac disease")])
C(L, "short", "Fleetwood Mac is my whole personality. Rumours on vinyl, Rumours in the car, Rumours in the shower",
  [R("u", "fav_music", "Fleetwood Mac"), O("u", "belonging", "vinyl")])
C(L, "short", "if i were rich i'd live in kyoto and own a bookstore. reality: accounts payable clerk in cleveland",
  [R("u", "job_title", "accounts payable clerk"), R("u", "city", "cleveland|Cleveland")], tag=True)
C(L, "short", "Name's Theodore but literally nobody calls me that, it's Teddy",
  [R("u", "name", "Theodore"), R("u", "nickname", "Teddy")])
C(L, "short", "my husband's from Nairobi and his mom is teaching me Swahili, I can say about 12 words so far",
  [R("u", "partner", "husband"), R("p:husband", "hometown", "Nairobi"), R("u", "language", "Swahili"), O("p:husband", "language", "Swahili")], tag=True)
C(L, "short", "finished my MSW last spring, University of Michigan, now a school social worker",
  [R("u", "degree", "MSW|master"), R("u", "school", "University of Michigan"), R("u", "job_title", "school social worker|social worker")])
C(L, "short", "not a vegan, just don't eat red meat. chicken and fish are fine",
  [R("u", "diet", "don't eat red meat|no red meat")], tag=True)
C(L, "short", "favorite movie is Spirited Away, fight me",
  [R("u", "fav_film", "Spirited Away")])
C(L, "short", "i'm nonbinary (they/them) and my coworkers are finally getting it right most of the time",
  [R("u", "gender", "nonbinary|non-binary")])
C(L, "short", "got a used Subaru Outback last week, 140k miles, already named her Gloria. yes I'm a 38 year old man who names his cars",
  [R("u", "belonging", "Subaru Outback|Subaru"), R("u", "gender", "man|male"), R("u", "age", "38")])
C(L, "short", "my brother says he's a 'crypto entrepreneur' which means he lives in my mom's basement",
  [O("p:brother", "job_title", "crypto entrepreneur"), O("u", "family", "brother")], tag=True)
C(L, "short", "reading Circe for the third time, it's honestly my favorite book ever",
  [R("u", "fav_book", "Circe")])
C(L, "short", "birthday's july 9th if anyone's keeping track 🎂",
  [R("u", "birthday", "july 9th|July 9")])

# ---------------- diaries (10) ----------------
C(L, "diary", "Tuesday. Alarm at 5:40, hit snooze twice. Opened the bakery at 6:30, the croissant delivery was late again, so I spent the first hour apologizing. I don't own the place, Marguerite does, but she's in Portugal until the 20th so I'm running it. Lunch was a sad granola bar. After close I went to my pottery class, third week, my bowl looks like an ashtray. Called Mom, she's doing better after the knee surgery.",
  [O("u", "job_title|employer", "bakery"), R("u", "hobby", "pottery|pottery class"),
   R("p:mom", "health", "knee surgery"), R("u", "family", "Mom|mom")], tag=True)
C(L, "diary", "Long day at the firm. I've been a paralegal at Hoffman & Reyes for two years and today was the first time a partner remembered my name. Small wins. Walked home through the park, ran into my old roommate Tasha who's apparently a dentist now in Queens. Made lentil soup, my favorite thing to cook when it's cold. Going to bed early because the LSAT is on Saturday and I'm terrified.",
  [R("u", "job_title", "paralegal"), R("u", "employer", "Hoffman & Reyes"), R("p:Tasha", "job_title", "dentist"), R("p:Tasha", "city", "Queens"),
   R("p:Tasha", "relation", "old roommate|roommate"), R("u", "plan", "LSAT"), O("u", "fav_food", "lentil soup")], tag=True)
C(L, "diary", "Rained all day. Worked from home, which means I wrote three lines of code and reorganized the spice rack twice. My standup team is in Bangalore so my meetings are at 7am, which is brutal. Took Rufus (the corgi, my entire heart) to the vet for his shots. Dinner with Sam, my partner, who is learning to make ramen from scratch. Broth took 9 hours. Worth it. Need to remember: dentist next Thursday.",
  [O("u", "job_title", "code|software developer"), R("u", "pet", "corgi"), R("u", "pet_name", "Rufus"), R("u", "partner", "Sam"),
   R("p:Sam", "relation", "partner"), R("p:Sam", "hobby", "ramen|make ramen"), O("u", "plan", "dentist next Thursday")], tag=True)
C(L, "diary", "Big news I'm writing down so I remember it: I passed my CPA exam! All four sections. Celebrated with tacos from the truck by the office. Jamal from accounting said he failed FAR twice before passing, which made me feel better. My wife Ana is 7 months pregnant and cried harder than me. Her mom flies in from Guadalajara next week to help us set up the nursery.",
  [R("u", "degree|job_title", "CPA"), R("u", "partner", "Ana"), R("p:Ana", "relation", "wife"), R("p:Ana", "health", "7 months pregnant|pregnant"),
   R("p:Ana's mom", "city", "Guadalajara"), O("p:Ana's mom", "plan", "flies in")], tag=True)
C(L, "diary", "Sunday log. Long run: 14 miles, slowest ever, but marathon training is marathon training. Chicago is in 5 weeks. Brunch with the girls, Kayla announced she's engaged and moving to Austin. Bought a new Kindle because I dropped mine in the bath. Spent the afternoon on my Spanish Duolingo streak (day 212). My landlord finally fixed the radiator, so the apartment is no longer a freezer.",
  [R("u", "sport", "run|running|marathon"), R("u", "plan", "Chicago|Chicago marathon|marathon"), R("p:Kayla", "plan", "moving to Austin|engaged"),
   R("u", "belonging", "Kindle"), R("u", "language", "Spanish"), O("u", "gender", "female")], tag=True)
C(L, "diary", "Today I retired. 38 years teaching high school chemistry in Duluth and they gave me a clock. I'm honestly not sure what I'll do with myself. Linda (married 40 years next June) wants to sell the house and move closer to our grandson in Minneapolis. I told her I'd think about it. Went to the lake with Boomer, my old lab, and just sat there. He's 13 and slow now, like me.",
  [O("u", "job_title", "teaching high school chemistry|chemistry teacher"), O("u", "city", "Duluth"), R("u", "partner", "Linda"),
   R("u", "pet", "lab|labrador"), R("u", "pet_name", "Boomer"), O("p:grandson", "city", "Minneapolis"), O("u", "family", "grandson")], tag=True)
C(L, "diary", "Wed. My daughter Zoe had her first swim meet and came in 4th, and she was thrilled. She's 9 and thinks 4th is basically gold. Work was fine, I'm a project manager at a construction company and everything is late, always. Had a migraine around 3, took my meds. Jordan cooked dinner. He's been doing keto for a month and is insufferable about it.",
  [R("u", "family", "Zoe|daughter"), R("p:Zoe", "relation", "daughter"), R("p:Zoe", "age", "9"), R("p:Zoe", "sport", "swim|swimming"),
   R("u", "job_title", "project manager"), R("u", "industry", "construction"), R("u", "health", "migraine"), O("u", "partner", "Jordan"),
   R("p:Jordan", "diet", "keto")], tag=True)
C(L, "diary", "Finally unpacked the last box in the Seattle place. Found my old Game Boy in it, still works. Went to a board game cafe with people from my new team at Microsoft. Lost at Catan badly. I think I like it here. Rain doesn't bother me, I'm from Glasgow. Texted my brother Callum, he's a chef in Edinburgh and wants to visit in October.",
  [R("u", "city", "Seattle"), R("u", "employer", "Microsoft"), R("u", "hometown", "Glasgow"), R("u", "belonging", "Game Boy"),
   R("u", "family", "Callum|brother"), R("p:Callum", "relation", "brother"), R("p:Callum", "job_title", "chef"), R("p:Callum", "city", "Edinburgh"),
   O("p:Callum", "plan", "visit in October"), O("u", "hobby", "board game")], tag=True)
C(L, "diary", "Therapy today. We talked about my anxiety and the thing with my dad again. I've been on sertraline for six months and it's helping, I think. After, I went to the climbing gym, my usual Tuesday thing, and finally sent the purple V4. Got home and my cat Olive had knocked every plant off the windowsill. I'm the only one in this house who isn't a chaos agent.",
  [R("u", "health", "anxiety"), O("u", "health", "sertraline"), R("u", "sport", "climbing|climbing gym"), R("u", "pet", "cat"),
   R("u", "pet_name", "Olive"), O("u", "family", "dad")], tag=False)
C(L, "diary", "Double shift at the ER. I've been a respiratory therapist for six years and nights still wreck me. Ate cold pizza in the break room at 3am. The new resident asked if I was a nurse, which happens daily. Drove home to Tacoma at sunrise. My son Eli (16) got his learner's permit today and wants to drive me everywhere. Terrifying.",
  [R("u", "job_title", "respiratory therapist"), R("u", "city", "Tacoma"), R("u", "family", "Eli|son"), R("p:Eli", "relation", "son"),
   R("p:Eli", "age", "16"), R("p:Eli", "belonging", "learner's permit")], tag=True)

# ---------------- companion chats (12) ----------------
C(L, "companion", [
    U("hey Nova, rough day"),
    A("I'm here. Was it the hospital again? You mentioned your shifts as a nurse are long."),
    U("I'm not a nurse lol, I'm an ultrasound tech. but yes the hospital"),
    A("Sorry! Ultrasound tech, got it. What happened?"),
    U("a patient screamed at me for 10 min because the parking garage was full. in what universe is that my fault"),
], [R("u", "job_title", "ultrasound tech|sonographer"), O("u", "employer", "hospital")], tag=True, char="Nova")
C(L, "companion", [
    U("Atlas, guess what I adopted today"),
    A("A puppy? You said you always wanted a golden retriever!"),
    U("close but no. a greyhound! retired racer, 4 years old, her name is Juniper"),
    A("A retired racer! Juniper is a beautiful name. Is she settling in?"),
    U("she's asleep on my bed and I am on the floor. so yes"),
], [R("u", "pet", "greyhound|dog"), R("u", "pet_name", "Juniper")], tag=True, char="Atlas")
C(L, "companion", [
    U("Milo do you remember where I live"),
    A("Of course, you're in Portland, right?"),
    U("Portland MAINE. everyone assumes Oregon"),
    A("Ha, Portland, Maine! Lobster country. Do you like it there?"),
    U("love it, except winter. and I'm allergic to lobster which is honestly tragic here"),
], [R("u", "city", "Portland|Portland, Maine"), R("u", "allergy", "lobster")], tag=True, char="Milo")
C(L, "companion", [
    U("Luna I'm nervous, I have my citizenship interview tomorrow"),
    A("You'll do great! How long have you been in the US now?"),
    U("11 years. came from Manila when I was 19"),
    A("That's a long journey. So you're 30 now?"),
    U("haha no, I'm 30 in my head but 30 plus... just say I'm 33"),
    A("33 it is. You've prepared a lot, I believe in you."),
], [R("u", "plan", "citizenship interview"), R("u", "hometown", "Manila"), R("u", "age", "33"), O("u", "city|place", "US|United States")],
  tag=True, char="Luna")
C(L, "companion", [
    U("Juno what's your favorite band"),
    A("I'm really into Radiohead, especially OK Computer. What about you?"),
    U("Radiohead is fine but my heart belongs to Bon Iver"),
    A("Bon Iver! Do you play any instruments yourself?"),
    U("a little banjo, badly. my neighbor complains"),
], [R("c", "fav_music", "Radiohead"), R("u", "fav_music", "Bon Iver"), R("u", "instrument", "banjo")], tag=True, char="Juno")
C(L, "companion", [
    U("Sage I signed the offer!!!"),
    A("Congratulations!!! Is this the Google one?"),
    U("no, Google ghosted me. it's Stripe, senior data analyst, I start Sept 3"),
    A("Stripe! Senior data analyst, that's huge. Are you leaving Chicago for it?"),
    U("nope it's remote, staying right here in Chicago"),
], [R("u", "employer|plan", "Stripe"), R("u", "job_title|plan", "senior data analyst|data analyst"), R("u", "city", "Chicago")], tag=True, char="Sage")
C(L, "companion", [
    U("Orion I think I want to go back to school"),
    A("That's exciting! For what?"),
    U("nursing maybe. I have a biology degree already but I'm bartending and it's not a career"),
    A("With a biology degree you'd have a head start. Have you applied anywhere?"),
    U("not yet, just thinking about it"),
], [R("u", "major", "biology"), R("u", "job_title", "bartending|bartender"), O("u", "degree", "biology degree")], tag=True, char="Orion")
C(L, "companion", [
    U("Kiki can you remember my partner's name, I keep telling you"),
    A("It's Alex, right?"),
    U("Alex is my brother! my girlfriend is Mei"),
    A("Sorry! Mei is your girlfriend, Alex is your brother. Got it now."),
    U("good. Mei is a vet btw, that's how we met, she was treating my cat"),
], [R("u", "partner", "Mei|girlfriend"), R("p:Mei", "relation", "girlfriend"), R("p:Mei", "job_title", "vet|veterinarian"),
    R("u", "family", "Alex|brother"), R("p:Alex", "relation", "brother"), R("u", "pet", "cat")], tag=True, char="Kiki")
C(L, "companion", [
    U("Ren I'm trying to eat healthier"),
    A("Nice! Are you still doing that vegan thing?"),
    U("I was never vegan, that was my ex. I'm pescatarian"),
    A("My mistake. Pescatarian, okay. Any favorite fish dish?"),
    U("salmon poke bowls. every single day honestly"),
], [R("u", "diet", "pescatarian"), R("u", "fav_food", "salmon poke bowls|poke|poke bowls")], tag=True, char="Ren")
C(L, "companion", [
    U("Echo, I got my driver's license finally, at 27 lol"),
    A("Congrats! Better late than never. Are you getting a car?"),
    U("already did, a 2015 Honda Civic. it's ugly and I love it"),
    A("A Civic is a great first car. Where will you drive first?"),
    U("to my mom's in Sacramento, 2 hours away"),
], [R("u", "age", "27"), R("u", "belonging", "Honda Civic|Civic"), O("u", "belonging", "driver's license"),
    R("p:mom", "city", "Sacramento"), R("u", "family", "mom")], char="Echo")
C(L, "companion", [
    U("Ivy do you like reading"),
    A("I love it! My favorite book is Pride and Prejudice. What's yours?"),
    U("The Count of Monte Cristo. I've read it like 5 times"),
    A("A revenge classic! Do you read in French or English?"),
    U("English lol, my French is only good enough for menus"),
], [R("c", "fav_book", "Pride and Prejudice"), R("u", "fav_book", "The Count of Monte Cristo|Count of Monte Cristo"),
    O("u", "language", "English"), O("u", "hobby", "reading")], tag=True, char="Ivy")
C(L, "companion", [
    U("Pixel I'm so tired. the baby was up all night"),
    A("Oh no. How old is Noah now, 6 months?"),
    U("8 months. and teething"),
    A("8 months and teething, that's rough. Is your husband helping?"),
    U("he's deployed until December so it's just me and my mom"),
], [R("u", "family", "Noah|baby"), R("p:Noah", "age", "8 months"), R("p:Noah", "health", "teething"), R("u", "partner", "husband"),
    O("p:husband", "job_title", "deployed|military"), O("u", "family", "mom")], tag=True, char="Pixel")

# ---------------- group chats (10: 5 me, 5 exporter_me) ----------------
C(L, "group", [
    S("Mike", "who's in for trivia thursday"),
    S("Jen", "me! I'll bring my brother, he's a history teacher, secret weapon"),
    S("Carlos", "can't, I'm in Denver for work till Friday"),
    S("Mike", "Carlos you're always in Denver. do you even live in Phoenix anymore"),
    S("Carlos", "yes I live in Phoenix lol, it's just the client"),
    S("Dana", "count me in, I'll bring the snacks"),
], [R("p:Carlos", "city", "Phoenix"), R("p:Jen's brother", "job_title", "history teacher"), R("u", "hobby", "trivia"), O("u", "plan", "trivia thursday")],
  tag=True, me="Mike")
C(L, "group", [
    S("Mom", "Happy birthday sweetheart!!! 25!!! Where did the time go"),
    S("Rachel", "thank you mom ❤️", True),
    S("Dad", "Happy bday kiddo. Still coming home for thanksgiving?"),
    S("Rachel", "yes! flight is booked, landing in Raleigh wednesday night"),
    S("Tom", "happy birthday sis. I'll pick you up from the airport"),
], [R("u", "age", "25"), R("u", "plan", "thanksgiving|coming home for thanksgiving|flight is booked"), O("u", "gender", "female"), O("u", "name", "Rachel"), O("p:Tom", "relation", "brother"), O("u", "family", "Tom")], tag=True)
C(L, "group", [
    S("Aisha", "ok book club, next pick?"),
    S("Becca", "Project Hail Mary. my fav book of the last decade"),
    S("Dev", "read it twice already. I vote Piranesi"),
    S("Aisha", "Piranesi it is. we're at my place, I'll make biryani"),
    S("Becca", "aisha's biryani is reason enough to show up"),
], [R("p:Becca", "fav_book", "Project Hail Mary"), R("u", "hobby", "book club"), O("u", "plan", "book club|we're at my place")], tag=True, me="Aisha")
C(L, "group", [
    S("coach_dan", "practice moved to 6pm saturday, field 3"),
    S("Lauren", "Sophie has a dentist appt at 5, we'll be late", True),
    S("Greg", "Liam's out this week, sprained his wrist"),
    S("coach_dan", "heal up Liam. Lauren no worries"),
    S("Lauren", "thanks! she's been practicing her goalie stuff in the backyard nonstop"),
], [R("p:Sophie", "sport", "goalie|soccer"), O("u", "family", "Sophie"), R("p:Liam", "health", "sprained his wrist|sprained wrist"),
    O("p:Sophie", "plan", "dentist appt")], tag=True)
C(L, "group", [
    S("Kev", "raid tonight? 9pm EST"),
    S("mara", "in. just hit level 80 on my paladin"),
    S("Josh", "can't, my wife's parents are visiting from Seoul"),
    S("Kev", "josh you said that last week"),
    S("Josh", "they're here for a month bro"),
    S("Tyler", "I'm in but on my laptop so expect lag"),
], [R("u", "hobby", "raid|gaming"), R("p:Josh", "partner", "wife"), R("p:Josh's wife's parents", "city|hometown", "Seoul")], tag=True, me="Kev")
C(L, "group", [
    S("Priya", "who can cover my saturday shift at the store", True),
    S("Omar", "what time"),
    S("Priya", "10 to 4. I have my GRE on saturday"),
    S("Omar", "I can do it. good luck!"),
    S("Lily", "ugh I would but I'm in Vegas for my cousin's wedding"),
], [R("u", "plan", "GRE"), O("u", "job_title|employer", "store"), O("p:Lily", "plan", "cousin's wedding")], tag=True)
C(L, "group", [
    S("Nate", "anyone have a vet recommendation in Austin? Pepper is limping"),
    S("Sarah", "Dr. Ruiz on Burnet. she saved my cat last year"),
    S("Nate", "thanks. he's 11 so I worry about everything now"),
    S("Ben", "I'm a vet tech at the 24hr place on Lamar if it gets worse tonight"),
], [R("u", "pet_name", "Pepper"), R("u", "city", "Austin"), R("p:Ben", "job_title", "vet tech"), R("p:Sarah", "pet", "cat")], tag=True, me="Nate")
C(L, "group", [
    S("Hannah", "guys I got into Johns Hopkins!!! MPH program", True),
    S("Chris", "WHAT congrats!!"),
    S("Hannah", "starting in august, moving to Baltimore in july"),
    S("Emily", "so proud of you. we need a goodbye dinner before you leave Denver"),
    S("Chris", "sushi? hannah's favorite"),
], [R("u", "school|plan", "Johns Hopkins"), R("u", "degree|plan", "MPH"), R("u", "plan", "moving to Baltimore|Baltimore"),
    O("u", "city", "Denver"), O("u", "fav_food", "sushi"), O("u", "name", "Hannah")], tag=True)
C(L, "group", [
    S("Will", "office fantasy league draft is friday"),
    S("Tanya", "I'm in, but I don't actually watch football, I just pick by jersey colors"),
    S("Will", "you won last year doing that"),
    S("Raj", "I'll be there. new phone number btw, 312-555-0143"),
], [R("p:Raj", "phone", "312-555-0143"), O("u", "hobby", "fantasy league")], tag=True, me="Will")
C(L, "group", [
    S("Grandpa Joe", "How is everyone"),
    S("Megan", "good! Lucas lost his first tooth today", True),
    S("Aunt Kim", "Aww! How old is he now, 6?"),
    S("Megan", "he's 6, turns 7 in two weeks!"),
    S("Grandpa Joe", "Tell him the tooth fairy pays more in Ohio"),
], [R("p:Lucas", "age", "6"), O("u", "family", "Lucas"), O("u", "name", "Megan")], tag=True)
