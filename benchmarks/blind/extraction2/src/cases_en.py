from h import case, F, U, A, S

case("en", [U("I'm a night-shift ICU nurse at St. Mary's, so if I reply at 4am that's why lol")], [
    F("user", "job_title", ["ICU nurse", "nurse"]),
    F("user", "employer", ["St. Mary's"]),
])

case("en", [U("if I was rich I'd buy a farm and adopt like 20 goats. sadly I'm a broke grad student lmao")], [
    F("user", ["job_title", "degree"], ["grad student", "graduate student"]),
], neg=True)

case("en", [U("my husband Marco is Italian and he gets personally offended when I put pineapple on pizza 🍍🍕")], [
    F("user", "partner", ["Marco", "husband"]),
    F("p:Marco", "relation", ["husband"]),
    F("p:Marco", "hometown", ["Italian", "Italy"], False),
    F("user", "fav_food", ["pineapple on pizza"], False),
])

case("en", [U("30 today 🎂 feeling old af", at="2024-09-14T08:12:00")], [
    F("user", "age", "30"),
    F("user", "birthday", ["September 14", "Sep 14", "09-14"], False),
])

case("en", [U("Quick update: I got the job!! Starting at Stripe on March 4 as a backend engineer, signed the offer this morning")], [
    F("user", ["employer", "plan"], ["Stripe"]),
    F("user", ["job_title", "plan"], ["backend engineer"]),
])

case("en", [U("no I don't have kids 😂 those are my nephews in my profile pic, my sister's boys")], [
    F("user", "family", ["sister", "nephews"], False),
], neg=True)

case("en", [U("Celiac here 🙋‍♀️ so no, I can't just 'pick off the croutons'")], [
    F("user", ["health", "allergy", "diet"], ["Celiac", "coeliac", "celiac disease"]),
])

case("en", [U("my roommate Jess plays cello in the city orchestra and practices at 7am on saturdays. I love her but pls")], [
    F("p:Jess", "relation", ["roommate"]),
    F("p:Jess", "instrument", ["cello"]),
    F("p:Jess", ["employer", "job_title"], ["city orchestra"], False),
])

case("en", [
    A("Maybe you could try running? A lot of people find it helps with stress."),
    U("lol my knees would file a lawsuit. I'll stick to climbing, been bouldering twice a week since uni"),
], [
    F("user", "sport", ["bouldering", "climbing", "rock climbing"]),
], neg=True)

case("en", [U("born and raised in Lagos, been in Toronto 6 years now. still can't deal with the winters")], [
    F("user", "hometown", ["Lagos"]),
    F("user", "city", ["Toronto"]),
    F("user", "dislike", ["winters", "winter"], False),
])

case("en", [U("oh yeah I LOVE when my flight gets delayed 5 hours, absolutely my favorite hobby 🙃")], [], neg=True)

case("en", [U("ok so my mom finally retired from teaching after 35 years!! she's already signed up for pottery classes lol")], [
    F("p:mom", ["hobby", "plan"], ["pottery", "pottery classes"], False),
    F("user", "family", ["mom"], False),
], neg=True)

case("en", [U("I'm vegan but my partner is a full-on carnivore, dinner is always a negotiation")], [
    F("user", "diet", ["vegan"]),
    F("user", "partner", ["partner"]),
])

case("en", [U("fav album of all time has to be Rumours by Fleetwood Mac. my dad played it every sunday")], [
    F("user", "fav_music", ["Rumours", "Fleetwood Mac"]),
    F("user", "family", ["dad"], False),
])

case("en", [U("is it weird that I've never seen Star Wars? my coworkers act like I committed a crime")], [], neg=True)

case("en", [U("My name's Priya btw, most people call me Pri")], [
    F("user", "name", ["Priya"]),
    F("user", "nickname", ["Pri"]),
])

case("en", [U("I work in renewable energy, mostly solar farm permitting. not glamorous but it matters")], [
    F("user", "industry", ["renewable energy", "solar"]),
    F("user", "job_title", ["solar farm permitting", "permitting"], False),
])

case("en", [
    S("Aisha", "who's down for the marathon in October? I already registered 🏃‍♀️"),
    S("Ben", "I'd love to but I tore my ACL in June, doc says no running till next year"),
    S("Tom", "count me out too, I'm more of a cyclist. doing the London to Brighton ride in Sept though"),
], [
    F("p:Aisha", "plan", ["marathon in October", "marathon"]),
    F("p:Ben", "health", ["ACL", "tore my ACL", "torn ACL"]),
    F("user", "sport", ["cyclist", "cycling"]),
    F("user", "plan", ["London to Brighton ride", "London to Brighton"]),
], me="Tom", neg=True)

case("en", [U("my boss Linda has three cats and somehow all of them are named after Supreme Court justices")], [
    F("p:Linda", "relation", ["boss"]),
    F("p:Linda", "pet", ["cats", "three cats", "cat"]),
])

case("en", [U("I'm allergic to penicillin, found out the hard way at 12 with hives everywhere")], [
    F("user", "allergy", ["penicillin"]),
])

case("en", [U("used to live in Berlin for 5 years, moved back home to Dublin last summer. miss the döner tbh")], [
    F("user", "city", ["Dublin"]),
    F("user", "hometown", ["Dublin"], False),
], neg=True)

case("en", [U("Email for the newsletter: sam.okafor88@gmail.com (not the hotmail one, that's dead)")], [
    F("user", "email", ["sam.okafor88@gmail.com"]),
], neg=True)

case("en", [U("my cell is (415) 555-0193 if the app needs it for 2FA")], [
    F("user", "phone", ["(415) 555-0193", "4155550193", "415-555-0193"]),
])

case("en", [
    U("Juno where are you from anyway lol"),
    A("I like to say I'm from Vancouver! Rainy days and Chet Baker records are my whole personality."),
    U("ha, I'm from Phoenix so rain is basically a myth to me"),
], [
    F("character", "hometown", ["Vancouver"]),
    F("character", "fav_music", ["Chet Baker", "jazz"], False),
    F("user", "hometown", ["Phoenix"]),
], character="Juno")

case("en", [U("my abuela only speaks Spanish so I'm trying to get better at it before the family reunion in July")], [
    F("p:abuela", "language", ["Spanish"]),
    F("user", "language", ["Spanish"], False),
    F("user", "plan", ["family reunion in July", "family reunion"], False),
    F("user", "family", ["abuela", "grandma"], False),
])

case("en", [U("nope, not married, no kids, no pets. just me vs the world 😎")], [], neg=True)

case("en", [U("my little brother Kai just got into MIT for mechanical engineering!!! proudest big sister ever")], [
    F("user", "family", ["brother", "Kai"]),
    F("p:Kai", "relation", ["brother", "little brother"]),
    F("p:Kai", "school", ["MIT"]),
    F("p:Kai", "major", ["mechanical engineering"]),
    F("user", "gender", ["sister", "female"], False),
])

case("en", [U("Favorite movie is Spirited Away, no contest. I cried at the train scene")], [
    F("user", "fav_film", ["Spirited Away", "千与千寻"]),
])

case("en", [U("I genuinely hate cilantro. tastes like soap. yes it's genetic, no I won't 'try it again'")], [
    F("user", "dislike", ["cilantro", "coriander"]),
])

case("en", [U("Got my PhD in linguistics from Edinburgh in 2019, now I teach at a community college in Ohio")], [
    F("user", "degree", ["PhD"]),
    F("user", "major", ["linguistics"]),
    F("user", "school", ["Edinburgh", "University of Edinburgh"]),
    F("user", ["job_title", "employer"], ["teach", "teacher", "community college"], False),
    F("user", "city", ["Ohio"], False),
])

case("en", [U("I play drums in a garage band called Loud Neighbors. we're terrible. we're having the time of our lives")], [
    F("user", "instrument", ["drums"]),
    F("user", "hobby", ["garage band", "band", "Loud Neighbors"], False),
])

case("en", [U("my coworker Derek keeps bragging 'I've been to 40 countries', ok Derek we get it. I've been to like... 3")], [
    F("p:Derek", "relation", ["coworker"]),
], neg=True)

case("en", [U("my wife and I just adopted a rescue bunny named Clover 🐰")], [
    F("user", "partner", ["wife"]),
    F("user", "pet", ["bunny", "rabbit"]),
    F("user", "pet_name", ["Clover"]),
])

case("en", [U("I'm nonbinary, they/them please 🙂")], [
    F("user", "gender", ["nonbinary", "non-binary"]),
])

case("en", [U("I keep thinking about moving to Lisbon, the rent here in Boston is insane")], [
    F("user", "city", ["Boston"]),
], neg=True)

case("en", [U("signed the lease!! moving to Denver on the 1st 🏔️ goodbye humid Houston")], [
    F("user", "city", ["Houston"]),
    F("user", "plan", ["moving to Denver", "Denver"]),
], neg=True)

case("en", [U("grandpa turned 90 yesterday and still beat everyone at chess")], [
    F("p:grandpa", "age", "90"),
    F("p:grandpa", "hobby", ["chess"], False),
    F("user", "family", ["grandpa"], False),
])

case("en", [
    S("Mo", "anyone know a good vet in Brooklyn? my cat's been sneezing all week"),
    S("Rach", "Dr. Patel on Court St! she saved my beagle last year", exporter=True),
    S("Dani", "I'm allergic to cats so I'll be no help lol"),
    S("Rach", "also I'm in Philly now but I still drive back for her, she's that good"),
], [
    F("p:Mo", "pet", ["cat"]),
    F("p:Dani", "allergy", ["cats", "cat"]),
    F("user", "pet", ["beagle", "dog"]),
    F("user", "city", ["Philly", "Philadelphia"]),
    F("p:Mo", "city", ["Brooklyn"], False),
], neg=True)

case("en", [U("I speak French at home with my parents and English everywhere else, classic Montreal kid")], [
    F("user", "language", ["French"]),
    F("user", "language", ["English"]),
    F("user", ["hometown", "city"], ["Montreal"], False),
    F("user", "family", ["parents"], False),
])

case("en", [U("I'm basically a professional napper. 10/10 would recommend. (I'm an accountant, it's tax season, send help)")], [
    F("user", "job_title", ["accountant"]),
], neg=True)

case("en", [U("my girlfriend Hana works at a bakery and brings home the leftover croissants, best relationship perk")], [
    F("user", "partner", ["Hana", "girlfriend"]),
    F("p:Hana", "relation", ["girlfriend"]),
    F("p:Hana", ["employer", "job_title"], ["bakery"], False),
])

case("en", [U("I'm left handed and I've smudged every notebook I've ever owned")], [])

case("en", [U("running my first half marathon next sunday! been training since january 🏃")], [
    F("user", "plan", ["half marathon", "first half marathon"]),
    F("user", "sport", ["running"]),
])

case("en", [U("my ex used to drag me to metal concerts. plot twist: now I'm the one who loves Metallica lol")], [
    F("user", "fav_music", ["Metallica", "metal"]),
], neg=True)

case("en", [U("I have a 2015 Honda Civic with 200k miles and I'll drive it till it dies")], [
    F("user", "belonging", ["Honda Civic", "2015 Honda Civic", "Civic"]),
])

case("en", [U("My neighbour is a retired pilot and he's building a plane in his garage. a whole plane.")], [
    F("p:neighbour", "hobby", ["building a plane"], False),
    F("p:neighbour", "job_title", ["retired pilot"], False),
    F("p:neighbour", "relation", ["neighbour"], False),
], neg=True)

case("en", [U("my sister Ana lives in Melbourne, 16 hour time difference, we talk every sunday morning my time")], [
    F("user", "family", ["sister", "Ana"]),
    F("p:Ana", "relation", ["sister"]),
    F("p:Ana", "city", ["Melbourne"]),
])

case("en", [U("exam's in 2 weeks and I haven't even opened the textbook. nursing school is kicking my butt", at="2024-03-28T23:50:00")], [
    F("user", ["major", "school"], ["nursing", "nursing school"]),
    F("user", "plan", ["exam", "exam's in 2 weeks"], False),
])

case("en", [U("what's a good name for a goldfish? asking for myself, I might get one")], [], neg=True)

case("en", [U("my therapist says I need more hobbies. I told her I have one: overthinking")], [], neg=True)

case("en", [
    S("Leo", "I'm finally quitting Amazon after 6 years, last day friday"),
    S("Sofia", "omg congrats!! where to next?"),
    S("Leo", "taking 3 months off then joining my cousin's startup"),
    S("Jay", "respect. I'm still stuck at Deloitte lol, 4 years and counting"),
], [
    F("user", "employer", ["Deloitte"]),
    F("p:Leo", "plan", ["joining my cousin's startup", "cousin's startup"], False),
    F("p:Leo", "employer", ["Amazon"], False),
], me="Jay", neg=True)

case("en", [U("I'm Deaf and ASL is my first language 🤟")], [
    F("user", "health", ["Deaf", "deaf"]),
    F("user", "language", ["ASL", "American Sign Language"]),
])

case("en", [U("my son Leo (7) is obsessed with dinosaurs, he corrected my pronunciation of pachycephalosaurus today")], [
    F("user", "family", ["son", "Leo"]),
    F("p:Leo", "relation", ["son"]),
    F("p:Leo", "age", "7"),
])

case("en", [
    A("As your companion, I absolutely love Italian food! What about you?"),
    U("eh I'm more of a ramen person. tonkotsu specifically 🍜"),
], [
    F("user", "fav_food", ["ramen", "tonkotsu", "tonkotsu ramen"]),
], neg=True)

case("en", [U("I'm in Tokyo till Sunday for work then back home to Singapore, the jet lag is real")], [
    F("user", "city", ["Singapore"]),
], neg=True)

case("en", [U("Fun fact: I was born on leap day, Feb 29, so technically I'm 8 🙃")], [
    F("user", "birthday", ["Feb 29", "February 29", "02-29"]),
], neg=True)

case("en", [
    A("Morning! I've been thinking... I'm such a cat person. If I had a body I'd adopt ten of them."),
    U("lol same, I have two tabbies, Salt and Pepper"),
], [
    F("user", "pet", ["tabbies", "cats", "tabby"]),
    F("user", "pet_name", ["Salt"]),
    F("user", "pet_name", ["Pepper"]),
], character="Milo", neg=True)

case("en", [
    S("Olivia", "ok who's bringing what to thanksgiving"),
    S("Sam", "I'll do the mac and cheese but fyi I'm lactose intolerant now so there'll be a dairy-free one too lol"),
    S("Marcus", "I'll bring my famous ribs. and my new girlfriend Tasha if that's cool 👀"),
], [
    F("user", ["health", "allergy", "diet"], ["lactose intolerant"]),
    F("p:Marcus", "partner", ["Tasha", "girlfriend"]),
], me="Sam", neg=True)

case("en", [
    S("Tyler", "reminder that book club is thursday, we're doing Circe"),
    S("Meg", "I haven't started it 💀 been drowning at the hospital, 3 double shifts this week"),
    S("Grace", "same energy, started it on the train to work. I'm in Bristol now so it's a long commute lol", exporter=True),
    S("Tyler", "wait Grace didn't you just move there?"),
    S("Grace", "yep, 2 weeks ago! still living out of boxes"),
], [
    F("user", "city", ["Bristol"]),
    F("p:Meg", ["employer", "job_title"], ["hospital"], False),
    F("user", "hobby", ["book club", "reading"], False),
], neg=True)

case("en", [U("my friend says I look like a Sarah. I'm not a Sarah. I don't even know what a Sarah looks like")], [], neg=True)

case("en", [U("just defended my master's thesis!!! officially an MSc in marine biology 🐠🎓")], [
    F("user", "degree", ["MSc", "master's"]),
    F("user", "major", ["marine biology"]),
])

case("en", [U("my favourite spot in the world is the bench by the duck pond in Regent's Park, I eat lunch there every day")], [
    F("user", "place", ["Regent's Park", "duck pond"]),
    F("user", "city", ["London"], False),
])

case("en", [U("I've watched Before Sunrise probably 30 times. Nothing will ever top it for me")], [
    F("user", "fav_film", ["Before Sunrise"]),
])

case("en", [U("can't stand horror movies. my friends dragged me to one and I slept with the lights on for a week")], [
    F("user", "dislike", ["horror movies", "horror"]),
])
