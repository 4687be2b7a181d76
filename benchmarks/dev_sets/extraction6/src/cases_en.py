"""English cases of dev set 6."""
from h import Book, U, P, C, u, a, g

B = Book("en")

# ---------------- group chats (5 with me, 5 with exporter_me) ----------------
B.group([
    g("marco", "who's coming to trivia tuesday"),
    g("dani", "me!! also i finally got the job at the public library, children's section 📚"),
    g("priya", "yay dani!! i'm still stuck at the call center lol"),
    g("marco", "proud of u. i'm out tho, night shift at the hospital"),
], [
    U("employer", ["public library", "the public library", "library"]),
    U("job_title", ["children's section", "librarian"], False),
    P("priya", ["job_title", "employer"], ["call center"]),
    P("marco", "employer", ["hospital", "the hospital"], False),
], me="dani", tag=True)

B.group([
    g("Mom", "Did everyone get their flights for Christmas?"),
    g("Ben", "Booked! Landing in Denver on the 22nd. Leaving the dog with my neighbor", ex=True),
    g("Aunt Carol", "Ben, is Rachel coming too?"),
    g("Ben", "Rachel's working, nurses don't get holidays 😅 She says hi"),
], [
    U("plan", ["Landing in Denver", "Denver", "Christmas flight"]),
    U("pet", ["dog"]),
    U("name", ["Ben"], False),
    U("partner", ["Rachel"], False),
    P("Rachel", "job_title", ["nurse"]),
], tag=True)

B.group([
    g("Priya", "anyone allergic to anything? ordering lunch for the offsite"),
    g("Tom", "shellfish for me, sorry"),
    g("Greg", "I'm gluten-free but don't worry about me, I'll bring my own"),
    g("Hana", "no allergies here but I'm vegan now!"),
], [
    U("allergy", ["shellfish"]),
    P("Greg", "diet", ["gluten-free"]),
    P("Hana", "diet", ["vegan"]),
], me="Tom", tag=True)

B.group([
    g("Lena", "next pick?"),
    g("Sam", "can we do Piranesi? it's my all-time favorite, i reread it every winter", ex=True),
    g("Joe", "i hated Piranesi lol. my fav is Dune forever"),
    g("Lena", "Sam you say that about every book"),
], [
    U("fav_book", ["Piranesi"]),
    U("name", ["Sam"], False),
    P("Joe", "fav_book", ["Dune"]),
], tag=True)

B.group([
    g("Nate", "brb mom's calling"),
    g("Zoe", "nate ur 17 and mom's still calling lmao"),
    g("Nate", "bro i'm 24. she's just clingy. back in 5"),
    g("Liam", "in the game i'm a level 80 paladin and in real life i'm a level 1 intern 😭"),
], [
    U("age", ["24"]),
    P("Liam", "job_title", ["intern"]),
], me="Nate", tag=True)

B.group([
    g("Mrs. Patel", "Has anyone seen a grey tabby? Ours got out this morning"),
    g("Unit 4B", "Not yet, but I'll keep an eye out. I work from home so I'm around all day", ex=True),
    g("Dave", "I think I saw it near the laundromat on 3rd, but it was raining cats and dogs so not sure"),
    g("Unit 4B", "I'll check on my way to my pottery class at 6"),
], [
    U("hobby", ["pottery", "pottery class"]),
    P("Mrs. Patel", "pet", ["grey tabby", "tabby", "cat"]),
], tag=True)

B.group([
    g("Ali", "I'm doing my master's in civil engineering at Purdue, ask me anything about concrete lol"),
    g("Mei", "my brother did civil at Purdue too! now he builds bridges in Ohio"),
    g("Josh", "I dropped out of engineering, I'm a line cook now"),
], [
    U("degree", ["master's", "master"]),
    U("major", ["civil engineering"]),
    U("school", ["Purdue"]),
    P("brother", "school", ["Purdue"]),
    P("brother", "city", ["Ohio"], False),
    P("Josh", "job_title", ["line cook", "cook"]),
], me="Ali", tag=True)

B.group([
    g("Kat", "ok bridesmaids, the date is final: june 14 in napa 💍", ex=True),
    g("Jules", "AHH. i'll be there even if i have to fly in from london"),
    g("Bri", "kat can i bring my bf Marco? he's a photographer, free pics"),
    g("Kat", "lol yes, tell Marco he's hired"),
], [
    U("plan", ["june 14 in napa", "june 14", "wedding"]),
    U("name", ["Kat"], False),
    P("Jules", "city", ["london"], False),
    P("Bri", "partner", ["Marco"]),
    P("Marco", "job_title", ["photographer"]),
], tag=True)

B.group([
    g("Owen", "practice moved to thursday, my bass needs new strings anyway"),
    g("Rita", "fine by me, the drums live in my garage anyway"),
    g("Owen", "rita you're a legend"),
    g("Sy", "i'll be late, my shift at trader joe's ends at 8"),
], [
    U("instrument", ["bass"]),
    P("Rita", "instrument", ["drums"]),
    P("Sy", "employer", ["trader joe's"]),
], me="Owen", tag=True)

B.group([
    g("Hannah", "Theo turned 3 yesterday and already negotiates bedtime like a lawyer", ex=True),
    g("Jo", "lol my twins are 5 and still do"),
    g("Hannah", "also fyi Theo has a severe egg allergy, so please no egg snacks at the playdate"),
    g("Meg", "noted! my Ava is allergic to peanuts so same"),
], [
    U("family", ["Theo"]),
    P("Theo", "age", ["3"]),
    P("Theo", "allergy", ["egg"]),
    P("Theo", "relation", ["son", "child"], False),
    P("Ava", "allergy", ["peanuts", "peanut"]),
], tag=True)

# ---------------- named companions ----------------
B.chat("Wren", [
    u("wren guess who finally adopted a dog"),
    a("No way!! What kind?"),
    u("a greyhound, retired racer. her name is Pearl"),
    a("Pearl the greyhound 💕 How's she settling in?"),
    u("she sleeps 20 hours a day, she's perfect"),
], [
    U("pet", ["greyhound", "dog"]),
    U("pet_name", ["Pearl"]),
])

B.chat("Pax", [
    u("rough day at the ER again"),
    a("Sounds exhausting. Busy night for you?"),
    u("the busiest. i'm a respiratory therapist and we had four vent patients at once"),
    a("That's a lot. How long have you been doing it?"),
    u("eleven years. started right after my associate's"),
], [
    U("job_title", ["respiratory therapist"]),
    U("degree", ["associate's", "associate degree"]),
])

B.chat("Juniper", [
    u("what music are you into, juniper"),
    a("I'm a huge Fleetwood Mac fan. Rumours is always on repeat for me."),
    u("ha my dad loves them too. i'm more of a Phoebe Bridgers person"),
    a("Phoebe is perfect for rainy days."),
], [
    C("fav_music", ["Fleetwood Mac"]),
    U("fav_music", ["Phoebe Bridgers"]),
    P("dad", "fav_music", ["Fleetwood Mac"]),
], tag=True)

B.chat("Ollie", [
    u("ollie it's snowing again"),
    a("Typical Chicago winter! Stay warm."),
    u("i'm in minneapolis lol, chicago was two years ago"),
    a("Sorry! Minneapolis then. Still at the same bakery?"),
    u("yep, still baking bread at 4am at Rise & Crumb"),
], [
    U("city", ["minneapolis"]),
    U("employer", ["Rise & Crumb"]),
    U("job_title", ["baking bread", "baker"]),
], tag=True)

B.chat("Bea", [
    u("my girlfriend and i had a fight"),
    a("I'm sorry. Do you want to talk about it?"),
    u("yeah. her name's Amira, we've been together 3 years and this is our first real fight. my sister jenna says we'll be fine"),
    a("Amira, got it. Jenna's probably right."),
], [
    U("partner", ["Amira"]),
    U("family", ["jenna", "sister"]),
    P("jenna", "relation", ["sister"]),
])


B.chat("Cass", [
    u("cass can you remind me to take my meds at 9"),
    a("Of course! Which meds should I mention?"),
    u("the adderall, for my ADHD. i always forget the evening one"),
    a("Noted: 9pm, ADHD meds."),
], [
    U("health", ["ADHD"]),
    U("health", ["adderall"], False),
])

B.chat("Ivo", [
    u("¿hablas español, ivo?"),
    a("¡Sí! I speak Spanish fluently. Do you?"),
    u("un poco. my mom is from Guadalajara so i understand it but i always answer in english lol"),
    a("That's really common for heritage speakers."),
], [
    C("language", ["Spanish", "español"]),
    P("mom", "hometown", ["Guadalajara"]),
    U("language", ["español", "Spanish"], False),
    U("family", ["mom"], False),
], tag=True)

B.chat("Mira", [
    u("hey mira, btw everyone at work calls me Bash but my real name is Sebastián"),
    a("Nice to meet you properly, Bash!"),
    u("thanks! only my grandma still calls me seb"),
], [
    U("name", ["Sebastián", "Sebastian"]),
    U("nickname", ["Bash"]),
    U("nickname", ["seb"], False),
    U("family", ["grandma"], False),
])

B.chat("Rook", [
    u("had the weirdest dream, i was a pilot flying over tokyo"),
    a("Fun! Have you ever been to Tokyo?"),
    u("never, it's on the list. closest i've got is my uncle who lives in osaka"),
    a("Maybe he could host you someday!"),
    u("maybe! anyway back to spreadsheets, payroll doesn't run itself"),
], [
    P("uncle", "city", ["osaka"]),
    U("family", ["uncle"], False),
    U("job_title", ["payroll"], False),
], tag=True)

B.chat("Tilly", [
    u("tilly i did it, i signed up for the chicago marathon!"),
    a("Amazing!! When is it?"),
    u("october 11. my first one ever. been running 3x a week since march"),
    a("You're going to crush it."),
], [
    U("plan", ["chicago marathon", "marathon"]),
    U("sport", ["running", "marathon"]),
])

B.chat("Skye", [
    u("going home for thanksgiving"),
    a("Where's home for you?"),
    u("mobile, alabama. haven't been back since i finished at emory"),
    a("Mobile, nice. Safe travels!"),
], [
    U("hometown", ["mobile", "Mobile, Alabama", "alabama"]),
    U("school", ["emory"]),
])

B.chat("Hugo", [
    u("hugo my car died on the highway"),
    a("Oh no! The old Civic?"),
    u("yeah the civic. rip. renting something till i figure it out"),
    a("I'm sorry. Do you need a car for work?"),
    u("yeah i do HVAC repair, i drive all over the county"),
], [
    U(["job_title", "industry"], ["HVAC repair", "HVAC"]),
])

# ---------------- Markdown diaries ----------------
B.diary("""## Monday, Nov 16

- Alarm didn't go off. Late to lab again.
- Turned in my thermodynamics problem set. Mechanical engineering is eating me alive.
- Dining hall pasta, the sad kind.
- Evening: rowing machine, then bed.""", [
    U("major", ["Mechanical engineering"]),
    U("sport", ["rowing"], False),
])

B.diary("""# 2026-11-09

Today marks one year sober. I didn't tell anyone at work, just bought myself a cake.

My sponsor, Ray, texted at 7am. He's been sober 19 years and runs a hardware store on Elm.

Still teaching 4th grade. Still tired. Still here.""", [
    U("health", ["one year sober", "sober"]),
    U("job_title", ["teaching 4th grade", "4th grade teacher", "teacher"]),
    P("Ray", "job_title", ["runs a hardware store", "hardware store"]),
    P("Ray", "relation", ["sponsor"]),
], tag=True)

B.diary("""## thurs

work was fine. the new intern asked if i was the manager, i'm not, i'm just the loudest 🙃 (i'm a junior copywriter).

made pho from scratch. best thing i've ever cooked, might be my favorite food now.

mom sent a photo of her new kitten, Biscuit. i'm jealous, my building doesn't allow pets.""", [
    U("job_title", ["junior copywriter", "copywriter"]),
    U("fav_food", ["pho"], False),
    P("mom", "pet", ["kitten", "cat"]),
    P("mom", "pet_name", ["Biscuit"]),
    U("family", ["mom"], False),
], tag=True)

B.diary("""# Dec 1

First day of December and I'm still in denial. Moved the last boxes into the new place in Portland today — finally done unpacking.

The piano made it in one piece. Sixteen years of lessons and it's still my favorite thing I own.

Tomorrow: first day at Nike HQ, product design. Nervous.""", [
    U("city", ["Portland"]),
    U("instrument", ["piano"]),
    U("belonging", ["piano"]),
    U(["employer", "plan"], ["Nike", "Nike HQ"]),
    U(["job_title", "plan"], ["product design", "product designer"]),
])

B.diary("""## Saturday

Farmers market in the morning. Bought way too much bread.

Afternoon: gardening. The tomatoes are done for the year but the kale is unkillable.

Watched Spirited Away for maybe the 20th time. Never gets old, still my number one movie.

My knee is acting up again, physio on Tuesday.""", [
    U("hobby", ["gardening"]),
    U("fav_film", ["Spirited Away"]),
    U("health", ["knee"], False),
])

B.diary("""# journal — nov 25

my therapist asked what i'd do if money didn't matter. i said open a bookshop in Edinburgh. she laughed and said she'd be my first customer.

reality: i'm 34, a claims adjuster in Tampa, and my cat Waffles is judging me from the couch.""", [
    U("age", ["34"]),
    U("job_title", ["claims adjuster"]),
    U("city", ["Tampa"]),
    U("pet", ["cat"]),
    U("pet_name", ["Waffles"]),
], tag=True)

B.diary("""## Wed Nov 4

Skipped the gym. Again.

Got an email from my old boss at Target — they want me back. Tempting, but no, I like it here at the credit union.

Dinner at Sam's. Her new boyfriend Luis is a firefighter and he cooked, so points for him.

Note to self: renew passport before the March trip to Lisbon (flights booked!).""", [
    U("employer", ["credit union", "the credit union"]),
    U("plan", ["trip to Lisbon", "Lisbon", "March trip to Lisbon"]),
    P("Sam", "partner", ["Luis"]),
    P("Luis", "job_title", ["firefighter"]),
    U("belonging", ["passport"], False),
], tag=True)

B.diary("""# Sun 11/29

- 6 mile trail run w/ the club
- brunch: eggs benny (again)
- Mia's recital: she played Clair de Lune on violin. my 9 y/o is better than me at everything
- prepped lunches for the week
- bed by 10""", [
    U("family", ["Mia"]),
    P("Mia", "age", ["9"]),
    P("Mia", "instrument", ["violin"]),
    P("Mia", "relation", ["9 y/o", "daughter", "child"], False),
    U("sport", ["trail run", "running", "trail running"]),
], tag=True)

B.diary("""## November 18

The new guy at work, Derek, introduced himself as "basically a doctor" because he's watched all of Grey's Anatomy. I work in pharma sales, so I deal with actual doctors all day, thanks.

Got my flu shot. Arm hurts.

Started learning crochet from YouTube. First scarf is a crime scene.""", [
    U(["job_title", "industry"], ["pharma sales", "pharmaceutical sales"]),
    U("hobby", ["crochet"]),
    P("Derek", "relation", ["new guy at work", "coworker", "colleague"]),
], tag=True)

B.diary("""# Oct 2

It's my 40th birthday. Spent most of it in a budget meeting, which is the least festive way to turn 40.

My husband and the kids (Noah and Ella) surprised me with tacos. Ella says I'm "ancient".

Still the best city for an October birthday: Phoenix, where I live and complain about the heat.""", [
    U("age", ["40"]),
    U("birthday", ["Oct 2", "October 2"]),
    U("partner", ["husband"]),
    U("family", ["Noah"]),
    U("family", ["Ella"]),
    U("city", ["Phoenix"]),
])


# ---------------- single messages, voice input, lowercase, typos ----------------
B.one("ok so my name is priyanka but literally nobody calls me that, it's pree",
      [U("name", ["priyanka"]), U("nickname", ["pree"])])

B.one("I used to live in Austin, moved to Denver in 2021 for my wife's job. She's a geologist.",
      [U("city", ["Denver"]), U("partner", ["wife"]), P("wife", "job_title", ["geologist"])], tag=True)

B.one("i'm a software tester, i bring home bugs 🐛 (the code kind, relax)",
      [U("job_title", ["software tester", "tester"])])

B.voice("so yeah i was telling my coworker that i'm allergic to penicillin and she was like omg me too and then we realized we both hate cilantro which is wild",
        [U("allergy", ["penicillin"]), U("dislike", ["cilantro"]),
         P("coworker", "allergy", ["penicillin"], False), P("coworker", "dislike", ["cilantro"], False)], tag=True)

B.one("if i were rich i'd have a horse. i am not rich. i have a hamster named Gus.",
      [U("pet", ["hamster"]), U("pet_name", ["Gus"])], tag=True)

B.one("I'm the early-shift baker at Dunkin'. Yes, I always smell like donuts.",
      [U("job_title", ["baker"]), U("employer", ["Dunkin'", "Dunkin"])])

B.one("born in Lagos, raised in Manchester, now in Leeds doing a PhD in chemistry. yes I'm tired.",
      [U("hometown", ["Lagos", "Manchester"]), U("city", ["Leeds"]), U("degree", ["PhD"]),
       U("major", ["chemistry"])])

B.one("my email is kev.ohara@gmail.com, NOT kevin.ohara, that one's my dad's",
      [U("email", ["kev.ohara@gmail.com"])], tag=True)

B.one("honestly i'd love to be a teacher someday. for now i'm a barista at a tiny place called Drip & Co",
      [U("job_title", ["barista"]), U("employer", ["Drip & Co"])], tag=True)

B.one("my partner's cat is allergic to me lol (jk, i'm the one allergic to cats, and yes we have a cat anyway)",
      [U("allergy", ["cats", "cat"]), U("partner", ["partner"]), U("pet", ["cat"])], tag=True)

B.one("Played golf on Sunday. I've only been playing a year and I'm still terrible, but I love it.",
      [U("sport", ["golf"])])

B.one("my fiancé and i are NOT married yet, just engaged! wedding is set for may 2027 in vermont",
      [U("partner", ["fiancé", "fiance"]), U("plan", ["wedding", "may 2027", "wedding in vermont"])], tag=True)

B.one("Apartment 12B, floor 12, 28 minutes from work and 3 minutes from the best tacos in town. Not complaining.",
      [], tag=True)

B.one("my brother Jake works at Boeing as a machinist and my sister is a dentist in Tulsa. me? i sell insurance.",
      [U(["job_title", "industry"], ["sell insurance", "insurance"]),
       P("Jake", "employer", ["Boeing"]), P("Jake", "job_title", ["machinist"]),
       P("Jake", "relation", ["brother"]), U("family", ["Jake", "brother"]),
       P("sister", "job_title", ["dentist"]), P("sister", "city", ["Tulsa"]),
       U("family", ["sister"])], tag=True)

B.one("i don't drink, i don't smoke, i do however eat an entire pizza every friday. pizza is my one true love",
      [U("diet", ["don't drink", "no alcohol"]), U("fav_food", ["pizza"])], tag=True)


B.one("My phone number changed — it's (617) 555-0143 now. The old 617-555-0199 is dead.",
      [U("phone", ["(617) 555-0143", "617-555-0143"])], tag=True)

B.one("I'm a trans woman, 31, living in Glasgow with my girlfriend and our two rescue greyhounds",
      [U("gender", ["trans woman", "woman", "female"]), U("age", ["31"]), U("city", ["Glasgow"]),
       U("partner", ["girlfriend"]), U("pet", ["greyhounds", "greyhound"])])

B.one("oh yeah I LOVE mondays. especially when my manager books a 7am call. anyway I'm an accountant and it's quarter close so I'm dead",
      [U("job_title", ["accountant"])], tag=True)

B.one("Do you think I'd make a good nurse? I've been an EMT for 6 years and I keep looking at nursing programs",
      [U("job_title", ["EMT"])], tag=True)

B.one("my son is in 3rd grade at Lincoln Elementary and my daughter just started at UCLA. empty nest loading",
      [U("family", ["son"]), U("family", ["daughter"]), P("son", "school", ["Lincoln Elementary"]),
       P("daughter", "school", ["UCLA"])])

B.one("Speak French and German for work (I'm a translator), Japanese only for anime 😅",
      [U("job_title", ["translator"]), U("language", ["French"]), U("language", ["German"]),
       U("language", ["Japanese"], False)])

B.one("I go by they/them. Work at a climbing gym in Boulder as a route setter.",
      [U("gender", ["they/them", "non-binary"]), U("job_title", ["route setter"]),
       U("city", ["Boulder"]), U(["employer", "industry"], ["climbing gym"], False)])

B.one("My landlord's dog bit the mailman so now I walk the mail to the door lol. I don't even have a dog, I have a parrot",
      [U("pet", ["parrot"]), P("landlord", "pet", ["dog"]), P("landlord", "relation", ["landlord"], False)], tag=True)

B.one("Favorite movie? Easy. The Princess Bride. My husband and I quote it at each other daily",
      [U("fav_film", ["The Princess Bride", "Princess Bride"]), U("partner", ["husband"])])

B.one("In Stardew I'm a farmer with 40 cows. IRL I'm a dental hygienist with 0 cows.",
      [U("job_title", ["dental hygienist"])], tag=True)

B.one("im lactose intolerent so no milk in my coffe pls, oat milk is fine",
      [U(["health", "allergy", "diet"], ["lactose intolerent", "lactose intolerant"])])

B.one("I graduated from Ohio State with a BA in history, which qualifies me for exactly nothing. Now I'm a bartender in Columbus",
      [U("school", ["Ohio State"]), U("degree", ["BA"]), U("major", ["history"]),
       U("job_title", ["bartender"]), U("city", ["Columbus"])])

B.one("my aunt raises alpacas in peru, my cousin is a lawyer in LA, and i'm... between jobs. fun family reunions",
      [P("aunt", ["city", "place"], ["peru"]), P("aunt", ["pet", "job_title"], ["alpacas"]),
       P("cousin", "job_title", ["lawyer"]), P("cousin", "city", ["LA", "Los Angeles"])], tag=True)

B.one("Started a sourdough starter and named it Doughy Parton. It's not a pet, but it's basically a pet.",
      [U("hobby", ["sourdough", "baking"], False)], tag=True)

B.one("I'm from Cork originally, still have the accent, half of Boston thinks I'm Scottish",
      [U("hometown", ["Cork"]), U("city", ["Boston"])], tag=True)

B.one("Reading Middlemarch for the third time. My favorite book, fight me.",
      [U("fav_book", ["Middlemarch"])])

B.one("My ex got the dog in the breakup. Now it's just me and a fiddle-leaf fig. I'm a pediatric nurse, I'll survive.",
      [U("job_title", ["pediatric nurse", "nurse"])], tag=True)

CASES = B.cases
