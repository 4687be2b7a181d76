"""English cases of dev set 11 (64): short chats, diaries, companion chats, group chats."""
from h import case, U, A, S, X, u, p, c


def E(*a, **k):
    case("en", *a, **k)


# ---------------- short chats (32) ----------------
E("short", "ok so i finally adopted a cat!! her name is Pickle and she's a tabby, 2 yrs old. my landlord doesn't know yet lol",
  [u("pet", "cat|tabby"), u("pet_name", "Pickle")], tag=True)
E("short", "Not a doctor, just a pharmacist. People always mix it up. I work at the Walgreens on 5th.",
  [u("job_title", "pharmacist"), u("employer", "Walgreens")], tag=True)
E("short", "my sister Jess just moved to Denver and she's already obsessed with skiing",
  [u("family", "Jess|sister"), p("Jess", "relation", "sister"), p("Jess", "city", "Denver"), p("Jess", "sport", "skiing")], tag=True)
E("short", "I'm 34, married, two kids, and I still can't cook rice properly 😂",
  [u("age", "34"), u("family", "two kids|kids"), u("partner", "married|spouse", False)])
E("short", "quick q — anyone know a good dermatologist in Portland? my eczema is flaring up again",
  [u("health", "eczema"), u("city", "Portland", False)], tag=True)
E("short", "If I lived in Tokyo I'd eat ramen every single day. Sadly I'm stuck in Cleveland with Olive Garden",
  [u("city", "Cleveland")], tag=True)
E("short", "I teach high school chemistry in a small town outside Nashville. 11 years now.",
  [u("job_title", "teach high school chemistry|chemistry teacher|high school teacher"), u("city|place", "Nashville", False)], tag=True)
E("short", "my email is dana.whitfield@protonmail.com, send the contract there pls",
  [u("email", "dana.whitfield@protonmail.com")])
E("short", "you can text me at (415) 555-0198 anytime, or email sam.ortiz.studio@gmail.com if it's about the commission",
  [u("phone", "(415) 555-0198|415-555-0198|4155550198"), u("email", "sam.ortiz.studio@gmail.com")])
E("short", "Gluten-free since I got diagnosed with celiac last year. Bread, I miss you.",
  [u("health", "celiac|coeliac disease"), u("diet", "gluten-free")])
E("short", "honestly i dont even like coffee, i'm a tea person. earl grey forever",
  [u("dislike", "coffee"), u("fav_food", "earl grey|tea")])
E("short", "My boyfriend Theo is a chef at a tiny French place in Brooklyn, and no he doesn't cook at home",
  [u("partner", "Theo"), p("Theo", "relation", "boyfriend"), p("Theo", "job_title", "chef"), p("Theo", "city|place", "Brooklyn", False)], tag=True)
E("short", "grew up in Manila, been in Toronto for 9 years now. still can't handle the winters",
  [u("hometown", "Manila"), u("city", "Toronto")])
E("short", "I play bass in a garage band on weekends. We're terrible but it's fun.",
  [u("instrument", "bass|bass guitar"), u("hobby", "garage band|band", False)])
E("short", "Just got my MBA from Wharton!!! Two years of pain. Now back to work at Deloitte on Monday.",
  [u("degree", "MBA"), u("school", "Wharton"), u("employer", "Deloitte")])
E("short", "I used to live in Berlin but moved back to Dublin last spring. Miss the döner though.",
  [u("city", "Dublin"), u("hometown", "Dublin", False)], tag=True)
E("short", "Went vegan in January. My husband is NOT on board lol",
  [u("diet", "vegan"), u("partner", "husband")])
E("short", "My favorite book of all time is East of Eden. Currently reading Dune for the third time",
  [u("fav_book", "East of Eden")], tag=True)
E("short", "People call me Bea, but it's actually Beatrice. Beatrice Okafor.",
  [u("name", "Beatrice Okafor|Beatrice"), u("nickname", "Bea")])
E("short", "my kid's teacher asked for an emergency contact, I put my mom's number 555-201-7733 lol since I never pick up",
  [p("mom", "phone", "555-201-7733"), u("family", "kid|child", False), u("family", "mom", False)], tag=True)
E("short", "I'm a nurse, been one for 20 years, and yes I'm 52, stop asking",
  [u("job_title", "nurse"), u("age", "52")], tag=True)
E("short", "we just closed on a house in Sacramento!! moving in next month",
  [u("plan", "moving in next month|moving to Sacramento|Sacramento"), u("belonging", "house")], tag=True)
E("short", "nah im not into sports at all. i do rock climbing but thats more like a lifestyle lmao",
  [u("sport", "rock climbing|climbing")], tag=True)
E("short", "Allergic to shellfish, deathly. Carry an EpiPen everywhere.",
  [u("allergy", "shellfish"), u("belonging", "EpiPen", False)])
E("short", "I work in fintech, product side, at a company you've never heard of in Austin",
  [u("industry", "fintech"), u("job_title", "product", False), u("city", "Austin", False)])
E("short", "Hi! I'm Marcus, he/him, first year at Georgia Tech studying aerospace engineering",
  [u("name", "Marcus"), u("gender", "he/him|male"), u("school", "Georgia Tech"), u("major", "aerospace engineering")])
E("short", "my dad turns 70 tomorrow and he still runs 5k every morning. I can barely do 1k",
  [u("family", "dad"), p("dad", "age", "70", False), p("dad", "sport", "runs|running")], tag=True)
E("short", "I don't have any pets, but my roommate has a bearded dragon named Steve",
  [p("roommate", "pet", "bearded dragon"), p("roommate", "pet_name", "Steve"), p("roommate", "relation", "roommate", False)], tag=True)
E("short", "favorite movie: Spirited Away. favorite food: my grandma's pierogi. favorite person: also my grandma",
  [u("fav_film", "Spirited Away"), u("fav_food", "pierogi"), u("family", "grandma", False)])
E("short", "speak english and tagalog at home, learning japanese for fun (badly)",
  [u("language", "english"), u("language", "tagalog|Filipino"), u("language", "japanese")])
E("short", "I'm a software engineer at Shopify, fully remote from Halifax",
  [u("job_title", "software engineer"), u("employer", "Shopify"), u("city", "Halifax")])
E("short", "Not sure if this matters but I'm a woman in my 40s and I just started taking piano lessons",
  [u("gender", "woman|female"), u("instrument", "piano"), u("age", "40s", False)])

# ---------------- diaries (10) ----------------
E("diary", "Tuesday. Alarm didn't go off, late for standup again. My manager Priya didn't say anything but I could tell. Lunch was leftover chili. After work I took Biscuit to the dog park — he rolled in something disgusting and had to get a bath. He's a beagle, so honestly what did I expect. Called my brother in Phoenix, he just started at Intel and is thinking about proposing to his girlfriend. Bed by 11 hopefully.",
  [u("pet", "beagle|dog"), u("pet_name", "Biscuit"), p("Priya", "relation", "manager|boss"), u("family", "brother"),
   p("brother", "city", "Phoenix"), p("brother", "employer", "Intel")], tag=True)
E("diary", "Long shift at the bakery. I'm a baker there, not the owner — Rosa is, I just do the early bake from 4am. Sold out of croissants by 9. Had a dream last night I was on a cooking show and Gordon Ramsay yelled at me, woke up sweating. Afternoon nap, then studied for my citizenship test on the 14th. Fingers crossed.",
  [u("job_title", "baker"), p("Rosa", "job_title", "owner|bakery owner"), p("Rosa", "relation", "boss", False),
   u("plan", "citizenship test")], tag=True)
E("diary", [U("Turned 41 today. Spent it at my parents' place in Savannah, mom made her peach cobbler. My daughter Ellie drew me a card with a very muscular version of me. My husband Dev forgot to book the restaurant but it was fine. I'm grateful. Back to the hospital tomorrow, 3 night shifts in a row.", at="2026-07-19")],
  [u("age", "41"), u("birthday", "July 19|19 July", False), u("family", "Ellie"), p("Ellie", "relation", "daughter"),
   u("partner", "Dev"), p("Dev", "relation", "husband"), p("parents", "city", "Savannah")], tag=True)
E("diary", "ran 10 miles this morning, longest since the knee surgery. marathon training is going ok. work was dull — another quarterly report. I'm an accountant, but not the fun kind (is there a fun kind?). read a bit of Project Hail Mary, which is now officially my favorite book. pasta for dinner.",
  [u("sport", "ran|running"), u("plan", "marathon"), u("job_title", "accountant"), u("fav_book", "Project Hail Mary"),
   u("health", "knee surgery", False)], tag=True)
E("diary", "Moved into the new apartment in Queens today. Three flights of stairs with a couch, never again. My old roommate from Boston texted to say good luck. Cat is hiding under the bed. Her name's Mochi btw, she's a ragdoll. Ordered pizza and ate it on the floor.",
  [u("city|place", "Queens|New York"), u("pet", "ragdoll|cat"), u("pet_name", "Mochi")], tag=True)
E("diary", "Another rejection email. That's 14 this month. I graduated in May with a BS in biology from UC Davis and everyone keeps saying the market will pick up. Mom says I should just go to med school like my cousin Ana, who's a resident at Mass General now. I don't want to be a doctor. Spent the evening playing Stardew — my farmer is married to Sebastian lol.",
  [u("degree", "BS|bachelor"), u("major", "biology"), u("school", "UC Davis"), p("Ana", "relation", "cousin"),
   p("Ana", "school", "med school", False), p("Ana", "job_title", "resident"), p("Ana", "employer", "Mass General"), u("hobby", "Stardew|video games", False)], tag=True)
E("diary", "Quiet Sunday. Church in the morning, then brunch with the girls. Kayla announced she's pregnant!! Grilled some burgers with my fiancé Jordan in the evening — wedding is in October, venue's booked. I'm from Ohio originally but Texas feels like home now, we live just outside Dallas.",
  [u("partner", "Jordan"), p("Jordan", "relation", "fiancé|fiance"), u("plan", "wedding"), u("hometown", "Ohio"),
   u("city", "Dallas|Texas", False), p("Kayla", "health", "pregnant")], tag=True)
E("diary", "Can't sleep. Thinking about whether to take the job in Seattle. Right now I'm a UX researcher at a hospital network in Minneapolis and the pay is bad but the people are great. Seattle would mean leaving my grandma, who's 93 and lives 10 minutes away. Ugh.",
  [u("job_title", "UX researcher"), u("city", "Minneapolis", False), u("industry", "hospital|healthcare", False),
   u("family", "grandma"), p("grandma", "age", "93")], tag=True)
E("diary", "Saturday chores. Laundry, groceries, fixed the leaky faucet with a YouTube video (I'm basically a plumber now — kidding, I'm a paralegal). Took the kayak out on the lake in the afternoon, then an hour of birdwatching, which is my favorite way to do nothing. My neighbor Hank came over to borrow my drill again; man owns 3 boats and no drill.",
  [u("job_title", "paralegal"), u("sport", "kayak|kayaking"), u("hobby", "birdwatching"), p("Hank", "relation", "neighbor"),
   p("Hank", "belonging", "3 boats|boats"), u("belonging", "drill|kayak", False)], tag=True)
E("diary", "First day at the new job! I'm now officially a junior data analyst at Spotify, office in the Flatiron. Everyone is 25 and wears Allbirds. I'm 38 and wore loafers. Still, free lunch. Called dad to tell him, he's so proud. Lactose intolerant me ate the free ice cream anyway. Regrets.",
  [u("job_title", "junior data analyst|data analyst"), u("employer", "Spotify"), u("age", "38"),
   u("health|allergy|diet", "lactose intolerant"), u("place|city", "Flatiron|New York", False), u("family", "dad", False)], tag=True)

# ---------------- companion chats (11) ----------------
E("companion", [U("ugh my cat knocked my coffee onto my laptop"), A("Oh no! Is this Whiskers again?"),
                U("whiskers is my mom's cat lol. mine is Tofu"), A("Right, Tofu! Sorry. Is the laptop okay?"),
                U("it's a 2019 macbook, it's survived worse")],
  [u("pet", "cat"), u("pet_name", "Tofu"), u("belonging", "macbook|2019 macbook"), p("mom", "pet", "cat"),
   p("mom", "pet_name", "whiskers")], tag=True, ch="Remy")
E("companion", [U("had my first driving lesson today! I'm 17 btw, turned 17 on march 3rd"), A("Congrats! So you'll be taking the test at 18?"),
                U("no, next month hopefully, the test's booked for the 22nd"), A("Nice, good luck on the 22nd!")],
  [u("age", "17"), u("birthday", "march 3rd|March 3"), u("plan", "the test|driving test")], tag=True, ch="Sol")
E("companion", [U("long day at the clinic"), A("You're a vet, right? How were the animals?"),
                U("physical therapist, not a vet 😅 mostly knees and shoulders"), A("Oops, physical therapist. Got it."),
                U("it's fine, my wife is the vet in the family")],
  [u("job_title", "physical therapist"), u("partner", "wife"), p("wife", "job_title", "vet|veterinarian")], tag=True, ch="Echo")
E("companion", [U("what music do you like?"), A("I'm a big fan of Fleetwood Mac, honestly. What about you?"),
                U("mostly Kendrick and old school hip hop. my dad raised me on Tribe Called Quest"), A("Great taste! Do you make music yourself?"),
                U("I wish. I can barely play the ukulele")],
  [c("fav_music", "Fleetwood Mac"), u("fav_music", "Kendrick|Kendrick Lamar"), u("fav_music", "old school hip hop|hip hop"),
   u("instrument", "ukulele", False), p("dad", "fav_music", "Tribe Called Quest", False)], tag=True, ch="Pip")
E("companion", [U("it's snowing AGAIN"), A("Typical Chicago winter! Stay warm."),
                U("i'm in Minneapolis, not Chicago. Chicago was my college town"), A("Sorry! Minneapolis, noted. Which college in Chicago?"),
                U("Loyola, studied nursing")],
  [u("city", "Minneapolis"), u("school", "Loyola"), u("major", "nursing")], tag=True, ch="Wren")
E("companion", [U("my son got into Yale!!!"), A("That's amazing! Is this your oldest, Sam?"),
                U("no Sam is my youngest, he's 12. this is Leo, he's 18"), A("Congratulations to Leo! You must be so proud.")],
  [u("family", "Leo"), u("family", "Sam"), p("Leo", "relation", "son"), p("Leo", "age", "18"), p("Leo", "school|plan", "Yale"),
   p("Sam", "age", "12"), p("Sam", "relation", "son|youngest")], tag=True, ch="Kai")
E("companion", [U("made mushroom risotto tonight"), A("Yum! Since you're vegetarian that sounds perfect."),
                U("pescatarian actually, I eat fish. but yeah no meat"), A("Pescatarian, got it!")],
  [u("diet", "pescatarian")], tag=True, ch="Ivy")
E("companion", [U("tore my ACL playing soccer, out for the season"), A("Oh no! How long have you played?"),
                U("since I was 6. I'm in a Sunday league now, I'm 29"), A("So sorry. Wishing you a speedy recovery.")],
  [u("sport", "soccer|football"), u("health", "tore my ACL|torn ACL"), u("age", "29")], tag=True, ch="Jasper")
E("companion", [U("you can call me Kit"), A("Nice to meet you Kit! Is that short for Katherine?"),
                U("Christopher actually lol. I'm a guy"), A("Oh! Nice to meet you Christopher.")],
  [u("nickname", "Kit"), u("name", "Christopher"), u("gender", "guy|male")], tag=True, ch="Lumi")
E("companion", [U("I signed the offer!!"), A("Congrats! Which company?"),
                U("Stripe, starting in March as a backend engineer. leaving Oracle after 6 years"), A("Huge! Oracle to Stripe!")],
  [u("employer|plan", "Stripe"), u("job_title|plan", "backend engineer"), u("employer", "Oracle", False)], tag=True, ch="Ash")
E("companion", [U("just got back from visiting family in Lagos"), A("How lovely! Is Lagos where you grew up?"),
                U("yep born and raised. been in London 5 yrs. I speak Yoruba with my mum still"), A("That's wonderful that you keep it up.")],
  [u("hometown", "Lagos"), u("city", "London"), u("language", "Yoruba"), u("family", "mum|mom", False)], ch="Bree")

# ---------------- group chats (11: 5 with me, 6 with exporter_me) ----------------
E("group", [S("Tom", "next pick? I vote Piranesi"), S("Sarah", "read it last year, it's my favorite book ever, so I'm biased"),
            S("Nina", "I'm out this month, I've got my bar exam on the 30th"), S("Sarah", "good luck Nina!! you'll crush it")],
  [u("fav_book", "Piranesi"), p("Nina", "plan", "bar exam")], tag=True, me="Sarah")
E("group", [S("Mom", "Who's bringing what for Thanksgiving?"),
            X("Chris", "I'll bring the pie. And heads up, I'm bringing Alex, we've been dating 6 months"),
            S("Lauren", "FINALLY we get to meet Alex 😂"), S("Dad", "Is Alex the one who's a firefighter?"), S("Chris", "paramedic, dad")],
  [u("partner", "Alex"), p("Alex", "job_title", "paramedic"), u("name", "Chris", False)], tag=True)
E("group", [S("Kevin", "who's covering the Denver trip next week?"), S("Jamal", "not me, my daughter's recital is Thursday"),
            S("Kevin", "fair. how old is she now?"), S("Jamal", "9 going on 16"), S("Erin", "I'll go, I grew up in Denver anyway")],
  [u("family", "daughter"), p("daughter", "age", "9"), p("daughter", "plan", "recital", False), p("Erin", "hometown", "Denver")], tag=True, me="Jamal")
E("group", [S("Sam", "who ate my leftover pad thai"), X("Leah", "not me, I'm allergic to peanuts remember"),
            S("Priya", "guilty 🙋 sorry Sam"), S("Sam", "Priya you're replacing it. also rent is due friday")],
  [u("allergy", "peanuts|peanut")], tag=True)
E("group", [S("Dani", "bouldering tonight? 7pm at the usual gym"), S("Mike", "can't, knee's still wrecked"),
            S("Dani", "rip. Lou?"), S("Lou", "I'm in. also I got the new La Sportivas"),
            S("Dani", "ooh jealous. I'm still in my beat up Scarpas lol")],
  [u("sport", "bouldering|climbing"), u("belonging", "Scarpas|climbing shoes", False), p("Mike", "health", "knee"),
   p("Lou", "belonging", "La Sportivas")], tag=True, me="Dani")
E("group", [S("Coach Bill", "Practice moved to Saturday 9am"), X("Megan", "Thanks coach. Noah has a dentist appt at 9, we'll be a bit late"),
            S("Tariq", "Megan, are you still at the library? Need to return a book"),
            S("Megan", "Yep, still head librarian at the Eastside branch, come by anytime")],
  [u("job_title", "head librarian|librarian"), u("employer", "Eastside branch|library", False), u("family", "Noah", False),
   p("Noah", "relation", "son|child", False), p("Noah", "plan", "dentist appt", False)], tag=True)
E("group", [S("Rob", "Guys, big news, I'm moving to Lisbon in June"), S("Ella", "WHAT. for work?"),
            S("Rob", "yeah, the company's opening an office there. I'll still be at Atlassian, just different city"),
            S("Jake", "Lisbon, jealous. I'm stuck in Leeds forever")],
  [u("plan", "moving to Lisbon|Lisbon"), u("employer", "Atlassian"), p("Jake", "city", "Leeds")], tag=True, me="Rob")
E("group", [S("toast", "raid at 9?"), X("raven", "can't tonight, night shift at the ER. i'm a nurse irl lol"),
            S("mikey", "raven ur a nurse?? i thought u were like 15"), S("raven", "lmao im 31")],
  [u("job_title", "nurse"), u("age", "31"), u("employer|place", "ER|emergency room", False), u("nickname", "raven", False)], tag=True)
E("group", [S("Pastor Jim", "Need volunteers for the food drive on the 12th"),
            S("Grace", "Count me in! I'm off Saturdays now that I'm teaching at Lincoln Elementary"),
            S("Mrs. Lee", "Grace, bring your famous banana bread please"), S("Grace", "haha will do")],
  [u("employer", "Lincoln Elementary"), u("job_title", "teaching|teacher"), u("plan", "food drive", False)], me="Grace")
E("group", [S("Claire", "did anyone call grandpa for his birthday?"), X("Ben", "yep. he's 88 and still complaining about the Yankees"),
            S("Oscar", "classic. Ben how's the new puppy?"), S("Ben", "Murphy is chewing everything. golden retriever chaos")],
  [u("pet", "golden retriever|puppy|dog"), u("pet_name", "Murphy"), p("grandpa", "age", "88"), u("family", "grandpa", False)], tag=True)
E("group", [S("Greg", "anyone selling a bike?"), S("Linda", "my son outgrew his, DM me"),
            X("Fatima", "Greg if you need one to borrow I have two. I cycle to work at St. Mary's every day, I'm a radiographer there"),
            S("Greg", "thanks Fatima!")],
  [u("job_title", "radiographer"), u("employer", "St. Mary's"), u("sport", "cycle|cycling", False), u("belonging", "bike", False),
   p("Linda", "family", "son", False)], tag=True)
