from h import U, A, S, F, C

CASES = [
# ---------------- group chats ----------------
C("en", "group", [
    S("Mom", "Your dad's cardiology appointment got moved to Thursday 2pm, can someone drive him"),
    S("Dana", "I can't, I'm in Denver till the 20th for a conference. Chidi?"),
    S("Chidi", "I got it. I'm off Thursdays anyway since I switched to nights at the fire station"),
    S("Dana", "thank you!! also mom I finally got the charge nurse position 🎉"),
    S("Mom", "My baby!! So proud of you"),
], [
    F("dad", "plan", "cardiology appointment", "cardiology appointment Thursday"),
    F("u", "job_title", "charge nurse", "nurse"),
    F("Chidi", "job_title", "firefighter", r=False),
    F("Chidi", "employer", "fire station", r=False),
    F("u", "name", "Dana", r=False),
], me="Dana", tag=True),

C("en", "group", [
    S("Jess", "who left the oat milk out 😑"),
    S("Priya", "guilty 🙋‍♀️ sorry. btw my parents are flying in from Chennai on Friday, they'll stay 2 nights", exp=True),
    S("Marco", "nice! I'll make lasagna. also I passed the bar exam!!!"),
    S("Jess", "MARCO!! 🎉 lawyer era"),
    S("Priya", "congrats!! my dad will grill you about law, he's a retired judge lol"),
], [
    F("parents", "plan", "flying in from Chennai on Friday", "flying in"),
    F("parents", "city", "Chennai"),
    F("dad", "job_title", "retired judge", "judge"),
    F("u", "family", "my parents", "parents", r=False),
    F("Marco", "job_title", "lawyer", r=False),
    F("u", "name", "Priya", r=False),
], tag=True),

C("en", "group", [
    S("Tom", "Sunday ride still on? 60 miles, meet at the bakery on 5th. six years of riding with you lot every Sunday, can't stop now"),
    S("Rosa", "in. new bike arrived, a Canyon Endurace 😍"),
    S("Greg", "out, my knee surgery is Tuesday"),
    S("Tom", "good luck Greg. Rosa that bike is unfair, I'm still on my 2014 Trek"),
], [
    F("u", "sport", "riding", "cycling"),
    F("u", "belonging", "Trek", "2014 Trek"),
    F("Rosa", "belonging", "Canyon Endurace"),
    F("Greg", "plan", "knee surgery"),
    F("u", "name", "Tom", r=False),
], me="Tom", tag=True),

C("en", "group", [
    S("Tita Lorna", "Ana how's the new job in Dubai?"),
    S("Ana", "Good po! still adjusting. the hotel is huge, I'm front desk supervisor now", exp=True),
    S("Kuya Ben", "Proud of you sis. Toronto is freezing, -25 today 🥶"),
    S("Lola", "Ana magpahinga ka ha. how is your asthma"),
    S("Ana", "under control Lola, I always have my inhaler"),
], [
    F("u", "city", "Dubai"),
    F("u", "job_title", "front desk supervisor"),
    F("u", "employer", "hotel", r=False),
    F("u", "health", "asthma"),
    F("u", "belonging", "inhaler", r=False),
    F("Kuya Ben", "city", "Toronto"),
    F("u", "name", "Ana", r=False),
], tag=True),

C("en", "group", [
    S("Hannah", "ok next month's pick — I'm voting Piranesi again, it's my all-time favourite"),
    S("Liz", "you've made us read it twice 😂"),
    S("Omar", "I'd rather do something non-fiction. also heads up, I'm moving to Leeds in March, lease is signed"),
    S("Hannah", "noooo. fine, Omar picks. I'll bring my famous lemon bars"),
], [
    F("u", "fav_book", "Piranesi"),
    F("Omar", "plan", "moving to Leeds", "Leeds"),
    F("u", "hobby", "book club", r=False),
    F("u", "name", "Hannah", r=False),
], me="Hannah", tag=True),

C("en", "group", [
    S("Aunt Jo", "Dad's 80th is on the 14th, who's coming? I'm booking the restaurant"),
    S("Sam", "me + Kai! flights from Seattle booked", exp=True),
    S("Cousin Ray", "can't, just started at Boeing in Charleston, no PTO yet"),
    S("Aunt Jo", "Sam is Kai the boyfriend or the dog 😂"),
    S("Sam", "BOTH are coming lol. Kai is my boyfriend, the dog is Biscuit"),
], [
    F("u", "plan", "flights from Seattle", "Dad's 80th"),
    F("u", "city", "Seattle", r=False),
    F("u", "partner", "Kai"),
    F("Kai", "relation", "boyfriend"),
    F("u", "pet", "dog"),
    F("u", "pet_name", "Biscuit"),
    F("Cousin Ray", "employer", "Boeing"),
    F("Cousin Ray", "city", "Charleston"),
    F("u", "name", "Sam", r=False),
], tag=True),

C("en", "group", [
    S("Nina", "pizza friday! any dietary stuff I should know?"),
    S("Leo", "celiac here, so gluten free pls 🙏"),
    S("Pete", "I'm vegan this month, long story"),
    S("Nina", "noted. Leo you're the one with the shellfish thing too right?"),
    S("Leo", "no that's Aisha. just the gluten for me"),
], [
    F("u", "health/diet/allergy", "celiac"),
    F("u", "diet", "gluten free", r=False),
    F("Pete", "diet", "vegan", r=False),
    F("Aisha", "allergy", "shellfish"),
    F("u", "name", "Leo", r=False),
], me="Leo", tag=True),

C("en", "group", [
    S("Dre", "trade deadline tomorrow boys"),
    S("Mike", "I'd trade my whole team for one decent RB. also I'm officially a dad!! Ella Rose, 7lb 2oz", exp=True),
    S("Steve", "CONGRATS MIKE 🎉🍼"),
    S("Dre", "congrats man! you still in Columbus or did y'all move to her parents' place"),
    S("Mike", "still Columbus. moving was the plan but nah"),
], [
    F("u", "family", "Ella Rose", "daughter"),
    F("Ella Rose", "relation", "daughter", r=False),
    F("u", "city", "Columbus"),
    F("u", "gender", "male", "dad", r=False),
    F("u", "hobby", "fantasy football", r=False),
    F("u", "name", "Mike", r=False),
], tag=True),

C("en", "group", [
    S("Grace", "Umma did you land safely?"),
    S("Umma", "yes at Incheon. Your appa is picking me up"),
    S("Grace", "ok 😊 tell halmeoni I'm visiting in June, I got the tickets yesterday"),
    S("Jun", "noona you're finally coming home! I'm in Busan now btw, new job at Samsung Heavy"),
    S("Grace", "wait since when?? congrats!!"),
], [
    F("u", "plan", "visiting in June", "visit Korea in June"),
    F("Jun", "city", "Busan"),
    F("Jun", "employer", "Samsung Heavy", "Samsung Heavy Industries"),
    F("Jun", "relation", "younger brother", "brother", r=False),
    F("u", "gender", "female", r=False),
    F("u", "hometown", "Korea", r=False),
    F("u", "name", "Grace", r=False),
], me="Grace", tag=True),

C("en", "group", [
    S("Bev", "anyone seen a grey cat with a red collar? my Milo got out last night"),
    S("Rach", "not seen him Bev sorry. I'm at 14 Elm, I'll check our shed", exp=True),
    S("Dan", "nope. FYI I'm a locksmith if anyone ever needs, 10% off for neighbours"),
    S("Rach", "good to know! my spare key situation is a mess"),
], [
    F("Bev", "pet", "cat"),
    F("Bev", "pet_name", "Milo"),
    F("u", "place", "14 Elm"),
    F("Dan", "job_title", "locksmith"),
    F("u", "name", "Rach", r=False),
], tag=True),

# ---------------- companion chats ----------------
C("en", "comp", [
    U("ugh long day. twelve hours in the ER"),
    A("That sounds exhausting. You're an ER doctor, right?"),
    U("nurse, not doctor lol. RN at St. Catherine's"),
    A("Sorry! ER nurse at St. Catherine's, got it. Do you get tomorrow off?"),
    U("yeah. gonna sleep then hit the climbing gym, I go like 3x a week"),
], [
    F("u", "job_title", "nurse", "RN", "ER nurse"),
    F("u", "employer", "St. Catherine's"),
    F("u", "sport", "climbing"),
], ch="Juniper", tag=True),

C("en", "comp", [
    U("I think I'm ready to tell you something. I'm trans. I'm a woman."),
    A("Thank you for trusting me with that. How are you feeling?"),
    U("lighter. my sister already knows, she lives in Portland and she's been amazing"),
    A("I'm really glad she's been supportive. Are you in Portland too?"),
    U("nope, Phoenix. It's 110 out today"),
], [
    F("u", "gender", "woman", "trans woman", "trans"),
    F("u", "city", "Phoenix"),
    F("sister", "city", "Portland"),
    F("u", "family", "my sister", "sister"),
], ch="Sage", tag=True),

C("en", "comp", [
    U("my daughter Maya just got into UCLA!!!"),
    A("Congratulations! Is Maya your oldest?"),
    U("only child lol. she wants to do marine biology"),
    A("That's wonderful. Will she live on campus?"),
    U("yes. honestly I'm not ready, it's just been me and her since the divorce"),
], [
    F("u", "family", "Maya"),
    F("Maya", "relation", "daughter"),
    F("Maya", "school/plan", "UCLA"),
    F("Maya", "major", "marine biology", r=False),
], ch="Echo", tag=True),

C("en", "comp", [
    U("what song should I learn next on piano"),
    A("You mentioned you love Radiohead, maybe something by them?"),
    U("that was my ex. I'm more into Phoebe Bridgers"),
    A("Got it! Motion Sickness could be fun on piano"),
    U("ooh ok. I've been playing for like 8 months, still pretty bad"),
], [
    F("u", "instrument", "piano"),
    F("u", "fav_music", "Phoebe Bridgers"),
    F("ex", "fav_music", "Radiohead", r=False),
], ch="Juniper", tag=True),

C("en", "comp", [
    U("guess what, I'm officially 40 today 😭"),
    A("Happy birthday!!! So your birthday is March 9th?"),
    U("yep March 9. feels weird"),
    A("40 is a great age. Any plans tonight?"),
    U("my wife booked a table at some fancy sushi place. she's the best"),
], [
    F("u", "age", "40"),
    F("u", "birthday", "March 9", "March 9th"),
    F("u", "partner", "wife"),
], ch="Milo"),

C("en", "comp", [
    U("do you ever get homesick? lol I know you're an AI"),
    A("I don't, but tell me about home. Where's that for you?"),
    U("Galway. been in Boston 6 years now, doing a postdoc at MIT"),
    A("Galway to Boston, big change! What's your research on?"),
    U("protein folding. my PhD was in biochem from Trinity"),
], [
    F("u", "hometown", "Galway"),
    F("u", "city", "Boston"),
    F("u", "job_title", "postdoc"),
    F("u", "employer", "MIT"),
    F("u", "school", "Trinity", "Trinity College Dublin"),
    F("u", "degree", "PhD"),
    F("u", "major", "biochem", "biochemistry"),
], ch="Sage"),

C("en", "comp", [
    U("made dinner for my in-laws, total disaster"),
    A("Oh no! Was it the peanut thing again? You're allergic to peanuts, right?"),
    U("no my mother-in-law is. I'm allergic to cats, different thing entirely"),
    A("Sorry, I mixed that up. What went wrong?"),
    U("burnt the lamb. I hate cooking tbh, my husband usually does it"),
], [
    F("mother-in-law", "allergy", "peanuts"),
    F("u", "allergy", "cats"),
    F("u", "dislike", "cooking"),
    F("u", "partner", "husband"),
    F("u", "family", "mother-in-law"),
], ch="Echo", tag=True),

C("en", "comp", [
    U("signed the offer today!! starting at Stripe on the 3rd as a backend engineer"),
    A("Huge congrats! Leaving Shopify must feel strange."),
    U("I wasn't at Shopify lol, I've been freelancing for two years"),
    A("My bad! Freelance to Stripe is a big jump. Are you relocating?"),
    U("nope, remote from Atlanta"),
], [
    F("u", "employer/plan", "Stripe"),
    F("u", "job_title/plan", "backend engineer"),
    F("u", "city", "Atlanta"),
], ch="Milo", tag=True),

C("en", "comp", [
    U("it's been a year since Pepper died. still miss her"),
    A("I'm so sorry. Pepper was your beagle, right?"),
    U("she was a lab mix. we got a new pup in may though, a corgi named Waffles"),
    A("Waffles! That's adorable. How's he settling in?"),
    U("chewing everything. my shoes, my kid's legos, the couch"),
], [
    F("u", "pet", "corgi", "dog"),
    F("u", "pet_name", "Waffles"),
    F("u", "family", "kid", r=False),
], ch="Juniper", tag=True),

C("en", "comp", [
    U("hablo un poquito de español lol. My grandma only speaks Spanish so I'm trying"),
    A("That's lovely! Where is your grandma from?"),
    U("Oaxaca. I'm taking classes at the community college twice a week"),
    A("Great dedication. Do you speak any other languages?"),
    U("just English. I can read some French from high school but can't speak it"),
], [
    F("u", "language", "Spanish", "español"),
    F("u", "language", "English"),
    F("u", "language", "French", r=False),
    F("grandma", "hometown", "Oaxaca"),
    F("grandma", "language", "Spanish"),
    F("u", "family", "grandma"),
], ch="Sage", tag=True),

C("en", "comp", [
    U("doc says I'm prediabetic so no more soda for me"),
    A("That's a good step. Are you cutting out sugar entirely?"),
    U("trying. also i'm pescatarian already so my options are shrinking lol"),
    A("Sounds like you're taking it seriously!"),
    U("lol. meanwhile my roommate eats pizza every night in front of me like a villain"),
], [
    F("u", "health", "prediabetic", "prediabetes"),
    F("u", "diet", "no more soda", "no soda"),
    F("u", "diet", "pescatarian"),
    F("roommate", "fav_food", "pizza", r=False),
], ch="Echo", tag=True),

C("en", "comp", [
    U("can you remember my work email? it's j.ferreira@northwindlabs.io"),
    A("Saved: j.ferreira@northwindlabs.io. Want me to save a phone number too?"),
    U("sure, 415-555-0182. that's my cell, not the office"),
    A("Saved your cell. Anything else?"),
    U("nah. oh my name's João btw, people call me Jo"),
], [
    F("u", "email", "j.ferreira@northwindlabs.io"),
    F("u", "phone", "415-555-0182"),
    F("u", "name", "João"),
    F("u", "nickname", "Jo"),
    F("u", "employer", "northwindlabs", "Northwind Labs", r=False),
], ch="Milo"),

# ---------------- diaries ----------------
C("en", "diary",
  "March 3. Woke up at 5 for no reason. Took the 7:10 train into the city; tax season at the firm is insane and I'm the only CPA on "
  "my team who still keeps paper files, apparently that's a joke now. Lunch with Tasha, who's pregnant again (third!). Called Mom - her "
  "hip is healing fine and she says Dad has taken up pickleball, which is hilarious. Evening: ran 5k, ate leftover pad thai, bed.", [
    F("u", "job_title", "CPA", "accountant"),
    F("u", "employer", "the firm", r=False),
    F("Tasha", "health", "pregnant"),
    F("mom", "health", "hip"),
    F("u", "family", "Mom", "mom"),
    F("dad", "sport", "pickleball", r=False),
    F("u", "sport", "ran 5k", "running", r=False),
], tag=True),

C("en", "diary",
  "Dear diary, tonight I told Jamie I don't want to move to Austin. He got the job there and wants us to go in August. I love my life "
  "in Minneapolis — my kids in room 12 at Roosevelt High, my choir on Tuesdays, my sister ten minutes away. We didn't decide anything. "
  "I made his favorite lasagna anyway.", [
    F("u", "city", "Minneapolis"),
    F("u", "employer", "Roosevelt High"),
    F("u", "job_title", "teacher", r=False),
    F("u", "hobby", "choir"),
    F("u", "family", "my sister", "sister", r=False),
    F("u", "partner", "Jamie", r=False),
    F("Jamie", "fav_food", "lasagna"),
    F("Jamie", "plan/employer", "job there", "Austin", r=False),
], tag=True),

C("en", "diary",
  "Sunday. Video call with the whole family — Dad from Lagos, my brother Tunde from Houston, me from Manchester. Dad's diabetes is under "
  "control, thank God. Tunde's new baby cried through the whole thing. I'm still the only one who didn't go into medicine; Dad still "
  "calls my illustration job 'the cartoon thing'. Finished The Remains of the Day for the third time. Still my favourite.", [
    F("u", "city", "Manchester"),
    F("dad", "city", "Lagos"),
    F("dad", "health", "diabetes"),
    F("Tunde", "city", "Houston"),
    F("Tunde", "relation", "brother"),
    F("u", "family", "Tunde"),
    F("u", "job_title", "illustration", "illustrator"),
    F("u", "fav_book", "The Remains of the Day"),
], tag=True),

C("en", "diary",
  "ok so today was so weird. Mr. Patel moved me up to AP Calc which means I'm not in the same class as Zoe anymore 😭 after school I had "
  "swim practice (regionals on Saturday!!) and then mom made me do my Duolingo Korean. I'm 15 and I already have a schedule like a CEO lmao", [
    F("u", "age", "15"),
    F("u", "sport", "swim", "swimming"),
    F("u", "plan", "regionals", "regionals on Saturday"),
    F("u", "language", "Korean", r=False),
]),

C("en", "diary",
  "Flew back from Mum's in Perth last night. Eleven days of sunshine and her constant 'when are you giving me grandkids'. Her memory is "
  "slipping; the doctor thinks it might be early dementia. My brother in Singapore wants to move her into care, I don't. Back in Auckland "
  "and back at the clinic Monday - we've been short two vets since I left.", [
    F("u", "city", "Auckland"),
    F("u", "job_title", "vet", r=False),
    F("u", "employer", "clinic", r=False),
    F("mum", "city", "Perth"),
    F("mum", "health", "early dementia", "memory", r=False),
    F("brother", "city", "Singapore"),
    F("u", "family", "brother"),
    F("u", "family", "Mum", "mum"),
], tag=True),

C("en", "diary",
  "Thursday. Interview at the bakery went ok?? They'd want me 4 days a week. Honestly I'd be happy just to quit the call centre. Made "
  "risotto for dinner. My cat Nacho knocked over my bass amp AGAIN. Band practice Saturday — we're playing the Foxhole on the 28th!!", [
    F("u", "employer/job_title", "call centre", "call center"),
    F("u", "pet", "cat"),
    F("u", "pet_name", "Nacho"),
    F("u", "instrument", "bass"),
    F("u", "plan", "Foxhole", "playing the Foxhole on the 28th"),
], tag=True),

C("en", "diary",
  "Day 1 of sobriety. Not the first day 1. Went to my meeting in the church basement, talked to my sponsor Ray. My hands shook. Worked "
  "my shift at Home Depot, garden center, nobody noticed. Called my daughter in Tampa, she didn't pick up. Tomorrow, day 2.", [
    F("u", "health", "sobriety"),
    F("u", "employer", "Home Depot"),
    F("Ray", "relation", "sponsor"),
    F("daughter", "city", "Tampa"),
    F("u", "family", "daughter"),
]),

C("en", "diary",
  "Jan 2. Resolutions: learn guitar (for real this time), read 30 books, stop being late. Reality check: I am a 31-year-old data analyst "
  "living in Glasgow who has started and quit guitar four times. Lunch with Iain, he's off to New Zealand for a year on a work visa, "
  "flights booked. Jealous. Dinner: haggis, don't judge, it's my comfort food.", [
    F("u", "age", "31"),
    F("u", "job_title", "data analyst"),
    F("u", "city", "Glasgow"),
    F("u", "fav_food", "haggis"),
    F("Iain", "plan", "New Zealand"),
], tag=True),

C("en", "diary",
  "Wednesday, rain. Dropped the twins at daycare, Ollie had a meltdown about his socks. Marketing meeting ran 2 hours; my boss Karen "
  "announced she's leaving for Nike. Grabbed sushi at Whole Foods. Knee still bad from the half marathon. Chris is in Chicago for a "
  "conference till Friday, so it's just me and the boys.", [
    F("u", "family", "twins", "the boys"),
    F("u", "family", "Ollie"),
    F("Ollie", "relation", "twin", "son", r=False),
    F("Karen", "relation", "boss"),
    F("Karen", "plan/employer", "Nike", r=False),
    F("u", "industry/job_title", "Marketing", r=False),
    F("u", "partner", "Chris", r=False),
    F("u", "health", "knee", r=False),
], tag=True),

C("en", "diary",
  "Started at the library today!! Reference librarian, part time, Tues–Sat. My old manager from Barnes & Noble sent flowers which made "
  "me cry. Walked home through the park, saw three herons. Called Grandpa, who is 94 and still does the crossword in pen. Note to self: "
  "new staff email is r.okoye@fairviewlib.org", [
    F("u", "job_title", "Reference librarian", "librarian"),
    F("u", "employer", "library", r=False),
    F("u", "email", "r.okoye@fairviewlib.org"),
    F("grandpa", "age", "94"),
    F("grandpa", "hobby", "crossword"),
    F("u", "family", "Grandpa"),
], tag=True),

# ---------------- short chats ----------------
C("en", "short", "i'm a barista at blue bottle but only on weekends, weekdays I'm a bio student at UC Davis", [
    F("u", "job_title", "barista"),
    F("u", "employer", "blue bottle"),
    F("u", "major", "bio", "biology"),
    F("u", "school", "UC Davis"),
]),
C("en", "short", "not a dog person lol, I have two cats, Miso and Tofu", [
    F("u", "pet", "cats"),
    F("u", "pet_name", "Miso"),
    F("u", "pet_name", "Tofu"),
], tag=True),
C("en", "short", "Anyone know a good physio in Leeds? I live here and my back is wrecked", [
    F("u", "city", "Leeds"),
    F("u", "health", "back", r=False),
], tag=True),
C("en", "short", "my husband is from Lyon and speaks french to the kids, I only speak english and bad french", [
    F("u", "partner", "husband"),
    F("husband", "hometown", "Lyon"),
    F("husband", "language", "french"),
    F("u", "language", "english"),
    F("u", "language", "french", r=False),
    F("u", "family", "kids", r=False),
], tag=True),
C("en", "short", "gonna be real, if I won the lottery I'd move to Lisbon tomorrow. for now it's Cleveland and a Honda Civic with 200k miles", [
    F("u", "city", "Cleveland"),
    F("u", "belonging", "Honda Civic"),
], tag=True),
C("en", "short", "I'm 28, she/her, software engineer at Atlassian in Sydney", [
    F("u", "age", "28"),
    F("u", "gender", "she/her", "female"),
    F("u", "job_title", "software engineer"),
    F("u", "employer", "Atlassian"),
    F("u", "city", "Sydney", r=False),
]),
C("en", "short", "used to live in Berlin, now back home in Dublin working at a pharmacy", [
    F("u", "city", "Dublin"),
    F("u", "hometown", "Dublin"),
    F("u", "employer", "pharmacy", r=False),
], tag=True),
C("en", "short", "My mom has celiac, my dad's lactose intolerant, and I eat literally everything 😂", [
    F("mom", "health", "celiac"),
    F("dad", "health", "lactose intolerant"),
    F("u", "family", "My mom", "mom"),
    F("u", "family", "my dad", "dad"),
], tag=True),
C("en", "short", "Favourite movie? Easy. Spirited Away. Fight me", [
    F("u", "fav_film", "Spirited Away"),
]),
C("en", "short", "I'm allergic to bees. Like, EpiPen allergic", [
    F("u", "allergy", "bees"),
    F("u", "belonging", "EpiPen", r=False),
]),
C("en", "short", "we just adopted a retired greyhound named Duchess, she's 6 and sleeps 20 hours a day", [
    F("u", "pet", "greyhound"),
    F("u", "pet_name", "Duchess"),
], tag=True),
C("en", "short", "quick q: is it weird to be 35 and still doing a bachelor's? I'm doing nursing at Deakin part time", [
    F("u", "age", "35"),
    F("u", "degree", "bachelor's"),
    F("u", "major", "nursing"),
    F("u", "school", "Deakin"),
], tag=True),
C("en", "short", "I play drums in a punk band on weekends, day job is dental hygienist lol", [
    F("u", "instrument", "drums"),
    F("u", "job_title", "dental hygienist"),
]),
C("en", "short", "my boyfriend thinks I'm a morning person. I am NOT. I hate mornings", [
    F("u", "partner", "boyfriend"),
    F("u", "dislike", "mornings"),
], tag=True),
C("en", "short", ["I'm 24 btw", "sorry typo, I'm 42 not 24 lmao"], [
    F("u", "age", "42"),
], tag=True),
C("en", "short", "I'm from Kerala originally but grew up in Dubai, been in Toronto since uni", [
    F("u", "hometown", "Kerala"),
    F("u", "city", "Toronto"),
    F("u", "hometown", "Dubai", r=False),
], tag=True),
C("en", "short", "I do BJJ 4x a week and I'm vegetarian, my coach keeps telling me to eat chicken lol", [
    F("u", "sport", "BJJ", "Brazilian jiu-jitsu"),
    F("u", "diet", "vegetarian"),
], tag=True),
C("en", "short", "I just got my CDL! Starting at Werner next Monday, long haul", [
    F("u", "belonging", "CDL"),
    F("u", "employer/plan", "Werner"),
    F("u", "job_title", "truck driver", "long haul", r=False),
]),
C("en", "short", "lowkey obsessed with Taylor Swift, been to 3 eras shows", [
    F("u", "fav_music", "Taylor Swift"),
]),
C("en", "short", "I can't have gluten or dairy, doctor's orders since my surgery", [
    F("u", "diet", "gluten", "no gluten", "gluten-free"),
    F("u", "diet", "dairy", "no dairy"),
    F("u", "health", "surgery", r=False),
]),
C("en", "short", "my partner Alex uses they/them and works as a paramedic in Bristol, I'm a stay at home dad", [
    F("u", "partner", "Alex"),
    F("Alex", "relation", "partner"),
    F("Alex", "gender", "they/them"),
    F("Alex", "job_title", "paramedic"),
    F("Alex", "city", "Bristol"),
    F("u", "job_title", "stay at home dad"),
    F("u", "gender", "dad", "male", r=False),
], tag=True),
C("en", "short", "ok so I DON'T have a PhD, I dropped out after my master's in linguistics", [
    F("u", "degree", "master's"),
    F("u", "major", "linguistics"),
], tag=True),
C("en", "short", "bought my first house today!! tiny 2-bed terrace on Crookes Road in Sheffield, still can't believe it", [
    F("u", "belonging", "house", "2-bed terrace"),
    F("u", "place", "Crookes Road"),
    F("u", "city", "Sheffield"),
]),
C("en", "short", "my number's 07700 900461 if the courier needs it", [
    F("u", "phone", "07700 900461"),
]),
C("en", "short", "I'm Kenji, 26, in Osaka, teaching English at an eikaiwa", [
    F("u", "name", "Kenji"),
    F("u", "age", "26"),
    F("u", "city", "Osaka"),
    F("u", "job_title", "teaching English", "English teacher"),
    F("u", "employer", "eikaiwa", r=False),
]),
C("en", "short", "call me Bex, nobody calls me Rebecca except my gran", [
    F("u", "nickname", "Bex"),
    F("u", "name", "Rebecca"),
    F("u", "family", "gran", r=False),
]),
C("en", "short", "I work at a Starbucks? no lol I just basically live in one. I'm a freelance translator", [
    F("u", "job_title", "freelance translator", "translator"),
], tag=True),
C("en", "short", "Grandma just turned 100!! whole family flew in from 4 countries, I came from Nairobi", [
    F("grandma", "age", "100"),
    F("u", "family", "Grandma"),
    F("u", "city", "Nairobi", r=False),
]),
C("en", "short", "My sister's a pilot for Emirates and I'm scared of flying, the irony", [
    F("sister", "job_title", "pilot"),
    F("sister", "employer", "Emirates"),
    F("u", "family", "My sister", "sister"),
], tag=True),
C("en", "short", "I'm in Seoul this week visiting my parents but home is Vancouver", [
    F("u", "city", "Vancouver"),
    F("parents", "city", "Seoul", r=False),
    F("u", "family", "my parents", "parents", r=False),
], tag=True),
C("en", "short", "i'm a night owl, i write poetry and i'm terrible at it", [
    F("u", "hobby", "poetry", "write poetry"),
]),
C("en", "short", "kid's in her first year at McGill, studying music. we're in Ottawa, so close enough to visit", [
    F("kid", "school", "McGill"),
    F("kid", "major", "music"),
    F("u", "city", "Ottawa"),
    F("u", "family", "kid"),
]),
]
