from h import case, U, P, CH, u, a

E = "en"
# --- employer / job / industry
case(E, "i'm at stripe now btw, moved over from the bank in march", [U("employer", "stripe", "Stripe")], tag=True)
case(E, "been with deloitte 3 yrs and honestly the audit season still kills me", [U("employer", "deloitte", "Deloitte"), U("industry|job_title", "audit", "auditor", req=False)])
case(E, "joined a startup called Loop last month, tiny team, 9 ppl", [U("employer", "Loop")])
case(E, "work at the target on 5th street, mostly stocking shelves lol", [U("employer", "target", "Target"), U("job_title", "stocking shelves", "stocker", req=False)])
case(E, "im a nurse on a cardiac ward, nights mostly. so if i reply at 4am thats why", [U("job_title", "nurse"), U("industry", "cardiac ward", "healthcare", req=False)])
case(E, "I teach 8th grade science, which is basically crowd control with beakers", [U("job_title", "teach 8th grade science", "teacher", "science teacher")])
case(E, "not a developer lol, i'm the QA guy. i just break stuff for a living", [U("job_title", "QA"), U("gender", "guy", "male", req=False)], tag=True)
case(E, "got laid off from amazon in jan, now doing doordash while i look around", [U("job_title", "doordash", "DoorDash driver")], tag=True)
case(E, "what do you think, should i quit my job at the hospital and go back to school?", [U("employer|industry", "hospital", req=False)], tag=True)
# --- names / age / birthday / gender
case(E, "name's Marcus but literally nobody calls me that, it's Marc", [U("name", "Marcus"), U("nickname", "Marc")])
case(E, "hey! i'm Priya, 24, just graduated", [U("name", "Priya"), U("age", "24")])
case(E, "my friends call me Tink bc i'm always fixing stuff", [U("nickname", "Tink")])
case(E, "turning 31 on saturday ugh. feb 17 for anyone keeping track", [U("birthday", "feb 17", "February 17"), U("age", "31", req=False)])
case(E, "bday's in october, the 3rd. halloween adjacent so every party is a costume party", [U("birthday", "october, the 3rd", "October 3", "the 3rd")])
case(E, "my sister keeps saying 'you're 40 now act like it'. i'm 38, sis. 38.", [U("age", "38"), U("family", "sister", req=False)], tag=True)
case(E, "as a woman in construction i get that look a lot", [U("gender", "woman", "female"), U("industry", "construction")])
case(E, "im a dude btw, my username confuses ppl", [U("gender", "dude", "male")])
# --- city / hometown / place
case(E, "chicago born and raised but living in denver these days", [U("hometown", "chicago", "Chicago"), U("city", "denver", "Denver")])
case(E, "used to live in seattle, now i'm back home in portland with my parents lol", [U("city", "portland", "Portland"), U("hometown", "portland", "Portland", req=False), U("family", "parents", req=False)], tag=True)
case(E, "i'd love to live in tokyo someday, is that crazy?", [], tag=True)
case(E, "there's a tiny ramen place on my block i go to like 3x a week", [U("place", "tiny ramen place on my block", "ramen place"), U("fav_food", "ramen", req=False)])
case(E, "my usual spot is the climbing gym on kent ave, i'm there most evenings", [U("place", "climbing gym on kent ave", "climbing gym"), U("sport|hobby", "climbing", "bouldering")])
case(E, "I live in Brooklyn, Bed-Stuy specifically", [U("city", "Brooklyn", "New York"), U("place|city", "Bed-Stuy")])
# --- education
case(E, "i did my undergrad at UCLA, psych major, then nothing to do with it since lol", [U("school", "UCLA"), U("major", "psych", "psychology"), U("degree", "undergrad", "bachelor's", req=False)])
case(E, "finished my masters in data science last may 🎓", [U("degree", "masters", "master's"), U("major", "data science")])
case(E, "dropped out of community college twice lol. no degree and doing fine", [], tag=True)
case(E, "got my PhD in chem from Rice, now i make candles. life is weird", [U("degree", "PhD"), U("major", "chem", "chemistry"), U("school", "Rice"), U("job_title", "make candles", "candle maker")])
# --- partner / family / others
case(E, "my gf Jess is a vet tech, she brings home every stray cat in the county", [U("partner", "Jess"), P("Jess", "relation", "gf", "girlfriend"), P("Jess", "job_title", "vet tech")])
case(E, "me and my wife have 2 kids, Leo (7) and Maya (4)", [U("partner", "wife"), U("family", "Leo"), U("family", "Maya"), P("Leo", "age", "7"), P("Maya", "age", "4"), P("Leo", "relation", "kids", "son", req=False), P("Maya", "relation", "kids", "daughter", req=False)])
case(E, "my ex used to live in boston, thank god i don't anymore either", [], tag=True)
case(E, "my brother Tom is a firefighter in Tulsa, bravest idiot i know", [U("family", "Tom", "brother"), P("Tom", "relation", "brother"), P("Tom", "job_title", "firefighter"), P("Tom", "city", "Tulsa")])
case(E, "my dad's allergic to shellfish so thanksgiving is always a negotiation", [U("family", "dad", req=False), P("dad", "allergy", "shellfish")])
case(E, "coworker Dana just got a corgi named Biscuit and now all we talk about is Biscuit", [P("Dana", "relation", "coworker"), P("Dana", "pet", "corgi"), P("Dana", "pet_name", "Biscuit")])
case(E, "my roommate's a line cook at some fancy place downtown, he says it's the best restaurant in the city lol", [P("roommate", "job_title", "line cook", "cook"), P("roommate", "relation", "roommate", req=False)], tag=True)
# --- pets
case(E, "i have a 3 legged pit mix named Tater. best boy", [U("pet", "pit mix", "pitbull", "dog"), U("pet_name", "Tater")])
case(E, "two cats: Mochi and Pho. both orange, both idiots", [U("pet", "cats", "cat"), U("pet_name", "Mochi"), U("pet_name", "Pho")])
case(E, "no pets sadly, my landlord's a nightmare. should i sneak a hamster in? 😂", [], tag=True)
# --- preferences / hobbies / health
case(E, "ive been running 5ks most weekends, slowly getting faster. post-run tacos are my favorite food tho lol", [U("sport", "running", "5ks"), U("fav_food", "tacos", "post-run tacos")])
case(E, "big into knitting lately, made my first sweater and it's hideous lol", [U("hobby", "knitting")])
case(E, "radiohead is my whole personality tbh", [U("fav_music", "radiohead", "Radiohead")])
case(E, "rereading Dune for the 4th time, still my fave book ever", [U("fav_book", "Dune")])
case(E, "fav movie? the princess bride. no contest", [U("fav_film", "the princess bride", "The Princess Bride")])
case(E, "pho is my comfort food, i could eat it daily", [U("fav_food", "pho")])
case(E, "i genuinely hate mayo. like physically cannot", [U("dislike", "mayo", "mayonnaise")])
case(E, "been vegan since 2019, it's easier than ppl think", [U("diet", "vegan")])
case(E, "celiac so no bread for me 😩", [U("health|diet|allergy", "celiac", "celiac disease"), U("diet", "no bread", "gluten-free", req=False)])
case(E, "type 1 diabetic since i was 12 so carbs are math to me", [U("health", "type 1 diabetic", "type 1 diabetes", "diabetes")])
case(E, "i have adhd, diagnosed at 29, explains SO much", [U("health", "adhd", "ADHD")])
case(E, "i speak spanish at home and english at work, bit of portuguese too", [U("language", "spanish", "Spanish"), U("language", "english", "English"), U("language", "portuguese", "Portuguese", req=False)])
case(E, "learning korean on duolingo, 200 day streak 🔥", [U("language", "korean", "Korean")])
# --- plans / belongings / contact
case(E, "booked flights to lisbon for june!!! first trip in 4 years", [U("plan", "lisbon", "Lisbon", "trip to Lisbon")])
case(E, "bar exam is july 30th, pray for me", [U("plan", "bar exam")])
case(E, "if i won the lottery i'd buy a boat and never answer email again", [], tag=True)
case(E, "finally bought a kindle paperwhite, why did i wait so long", [U("belonging", "kindle paperwhite", "Kindle")])
case(E, "my email is jrod.builds@gmail.com if you need it", [U("email", "jrod.builds@gmail.com")])
case(E, "new number: 415-555-0182. the old one is dead, don't text it", [U("phone", "415-555-0182")], tag=True)

# --- group chats
case(E, [u("who's in for trivia thursday?", sp="Kev"),
         u("me! i'll be late tho, my shift at the pharmacy ends at 7", sp="Alana"),
         u("can't, i'm in vegas till sunday for a conference", sp="Rob"),
         u("i'm in. finally off probation at the firm lol", sp="Nina")],
     [U("plan", "trivia thursday", "trivia", req=False), P("Alana", "employer|job_title", "pharmacy"),
      P("Nina", "employer", "the firm", req=False)], me="Kev", tag=True)
case(E, [u("happy bday Sam!!! 🎉", sp="Lou"),
         u("thank u!! 27 and still can't cook", sp="Sam", ex=True),
         u("you still at the brewery?", sp="Lou"),
         u("yep, head brewer now actually 😎", sp="Sam")],
     [U("age", "27"), U("job_title", "head brewer", "brewer"), U("employer", "brewery", req=False), U("name", "Sam", req=False)])
case(E, [u("new neighbor alert: guy in 4B is a pilot, has a husky", sp="Rosa"),
         u("lol i met him, his name is Derek. the husky's name is Ghost", sp="Tim"),
         u("i'm allergic to dogs so i'll be avoiding the elevator", sp="Rosa")],
     [P("Derek", "job_title", "pilot"), P("Derek", "pet", "husky"), P("Derek", "pet_name", "Ghost"),
      P("Derek", "relation", "neighbor", req=False), U("allergy", "dogs", "dog")], me="Rosa")
case(E, [u("ok roll call for the wedding, dietary stuff pls", sp="Ellie"),
         u("vegetarian 🙋", sp="Jordan"),
         u("nut allergy, the serious kind", sp="Priti", ex=True),
         u("and my plus one is my bf Omar, he eats everything", sp="Priti")],
     [U("allergy", "nut", "nuts"), U("partner", "Omar"), P("Omar", "relation", "bf", "boyfriend"),
      P("Jordan", "diet", "vegetarian"), U("plan", "wedding", req=False)], tag=True)
case(E, [u("anyone know a good dentist in oakland", sp="Mike"),
         u("not in oakland but i moved to sf last month, mine's great", sp="Jae"),
         u("i'm in oakland too mike, ask my wife she's a hygienist", sp="Ben")],
     [U("city", "oakland", "Oakland", req=False), P("Jae", "city", "sf", "San Francisco"), P("Ben", "city", "oakland", "Oakland"),
      P("Ben", "partner", "wife")], me="Mike", tag=True)
case(E, [u("guys i got into the nursing program at UW!!!", sp="Kayla"),
         u("omg congrats!!! when do you start", sp="Dev", ex=True),
         u("september. moving to seattle in august", sp="Kayla"),
         u("so proud. i'll help you move, i'm off all august anyway, summer break perks of teaching", sp="Dev")],
     [P("Kayla", "school", "UW", "University of Washington"), P("Kayla", "major", "nursing"),
      P("Kayla", "plan", "moving to seattle", "seattle"), U("job_title", "teaching", "teacher", req=False)], tag=True)

# --- named companion
case(E, [u("Nova, guess what, i adopted a rabbit today. her name is Clover"),
         a("That's wonderful! I've always loved rabbits. Maybe you should get her a friend too?"),
         u("lol one is enough. my apartment in Leeds is tiny")],
     [U("pet", "rabbit"), U("pet_name", "Clover"), U("city", "Leeds")], character="Nova", tag=True)
case(E, [u("what kind of music do you like, Atlas?"),
         a("I'm a big fan of old blues records, Muddy Waters especially. You strike me as a jazz person."),
         u("ha, nope, i'm all about k-pop. and i play drums")],
     [CH("fav_music", "blues", "old blues records"), CH("fav_music", "Muddy Waters", req=False),
      U("fav_music", "k-pop", "kpop"), U("instrument", "drums")], character="Atlas", tag=True)
