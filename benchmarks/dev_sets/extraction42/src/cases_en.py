"""English cases of dev set 42: short chats, diaries, companion chats, group chats."""
from h import C, U, A, S, F

E = "en"

# ---------------- short chats ----------------
C(E, "short", [U("my daughter Ava just turned 7 and started 2nd grade at Lincoln Elementary, my son Theo is 4 and still in preschool. husband works nights at the UPS hub so mornings are all me lol")], [
    F("u", "family", ["Ava", "daughter"]),
    F("Ava", "relation", ["daughter"]),
    F("Ava", "age", ["7"]),
    F("Ava", "school", ["Lincoln Elementary"]),
    F("Ava", ["degree", "school"], ["2nd grade"]),
    F("u", "family", ["Theo", "son"]),
    F("Theo", "relation", ["son"]),
    F("Theo", "age", ["4"]),
    F("Theo", ["school", "degree"], ["preschool"]),
    F("u", "partner", ["husband"]),
    F("husband", "employer", ["UPS"]),
])

C(E, "short", [U("not a nurse, i'm a respiratory therapist. people mix it up constantly 🙄 been at Mercy General since 2018")], [
    F("u", "job_title", ["respiratory therapist"]),
    F("u", "employer", ["Mercy General"]),
], tag=True)

C(E, "short", [U("i'm 31, she/her, born and raised in Cork but living in Manchester now")], [
    F("u", "age", ["31"]),
    F("u", "gender", ["she/her", "female"]),
    F("u", "hometown", ["Cork"]),
    F("u", "city", ["Manchester"]),
])

C(E, "short", [U("anyone know if you can bring a ferret on a train in the UK? asking for my flatmate, mine is just a boring old tabby called Biscuit")], [
    F("u", "pet", ["tabby", "cat"]),
    F("u", "pet_name", ["Biscuit"]),
    F("flatmate", "pet", ["ferret"], False),
], tag=True)

C(E, "short", [U("if i had a dollar for every time someone asked if i'm related to Taylor Swift lol. no. my name is Taylor Swiftwood, I teach 8th grade science in Tulsa")], [
    F("u", "name", ["Taylor Swiftwood"]),
    F("u", "job_title", ["8th grade science", "science teacher", "teacher"]),
    F("u", "city", ["Tulsa"]),
], tag=True)

C(E, "short", [U("My father-in-law is a retired fire chief and my mother-in-law still runs a bakery in Halifax. My wife is their only kid so Christmas is always at their place")], [
    F("u", "family", ["father-in-law"]),
    F("father-in-law", "job_title", ["retired", "retired fire chief"]),
    F("father-in-law", "job_title", ["fire chief"], False),
    F("u", "family", ["mother-in-law"]),
    F("mother-in-law", ["job_title", "employer"], ["runs a bakery", "bakery", "baker"]),
    F("mother-in-law", "city", ["Halifax"]),
    F("u", "partner", ["wife"]),
    F("wife", "family", ["only kid", "only child"]),
], tag=True)

C(E, "short", [U("allergic to penicillin, found out the hard way in college. also lactose intolerant but i still eat ice cream, i live dangerously")], [
    F("u", "allergy", ["penicillin"]),
    F("u", ["health", "allergy", "diet"], ["lactose intolerant"]),
])

C(E, "short", [U("used to work at the Amazon warehouse, now i drive for FedEx. better hours, same back pain")], [
    F("u", "employer", ["FedEx"]),
    F("u", "job_title", ["drive for FedEx", "driver", "delivery driver"]),
    F("u", "health", ["back pain"]),
], tag=True)

C(E, "short", [U("my email's jmorrow.design@gmail.com — NOT jmorrow.designs, that one's some guy in Ohio")], [
    F("u", "email", ["jmorrow.design@gmail.com"]),
], tag=True)

C(E, "short", [U("ok so i finally did it, signed the lease, moving to Denver on the 15th!!! still in Omaha till then surrounded by boxes")], [
    F("u", "city", ["Omaha"]),
    F("u", "plan", ["moving to Denver", "Denver"]),
], tag=True)

C(E, "short", [U("I'm vegetarian but my whole family are cattle ranchers in Montana. Thanksgiving is a political event")], [
    F("u", "diet", ["vegetarian"]),
    F("family", "job_title", ["cattle ranchers", "rancher"]),
    F("family", "city", ["Montana"], False),
    F("u", "hometown", ["Montana"], False),
], tag=True)

C(E, "short", [U("call me Bex, nobody calls me Rebecca except my grandma and the dentist")], [
    F("u", "nickname", ["Bex"]),
    F("u", "name", ["Rebecca"]),
])

C(E, "short", [U("cannot STAND cilantro. tastes like soap. fight me")], [
    F("u", "dislike", ["cilantro", "coriander"]),
])

C(E, "short", [U("just got back from a week in Lisbon, loved it, but it's good to be home in Leeds. back to the grind at the council on monday")], [
    F("u", "city", ["Leeds"]),
    F("u", "employer", ["the council", "council"], False),
], tag=True)

C(E, "short", [U("my big sister lives in Austin and works for Dell, my little brother is a sophomore at Ohio State studying mechanical engineering. and me? still figuring it out at 26 😅 barista life")], [
    F("u", "family", ["big sister", "sister"]),
    F("sister", "city", ["Austin"]),
    F("sister", "employer", ["Dell"]),
    F("u", "family", ["little brother", "brother"]),
    F("brother", "school", ["Ohio State"]),
    F("brother", ["degree", "school", "job_title"], ["sophomore"]),
    F("brother", "major", ["mechanical engineering"]),
    F("u", "age", ["26"]),
    F("u", "job_title", ["barista"]),
], tag=True)

C(E, "short", [U("phone's 07700 900461 if you need to reach me this week, the old one got smashed")], [
    F("u", "phone", ["07700 900461", "07700900461"]),
])

C(E, "short", [U("My birthday is March 3rd, same as my twin, obviously. He got the height, I got the brains")], [
    F("u", "birthday", ["March 3rd", "March 3"]),
    F("u", "family", ["twin", "twin brother"]),
    F("twin", "birthday", ["March 3rd", "March 3"]),
])

C(E, "short", [U("been playing bass in a garage band for 10 years, we're called The Leftovers, we're terrible and we love it")], [
    F("u", "instrument", ["bass"]),
    F("u", "hobby", ["garage band", "band"], False),
], tag=True)

C(E, "short", [U("what's a good gift for a 60 year old dad who likes fishing? he's a plumber, zero interest in tech")], [
    F("u", "family", ["dad", "father"]),
    F("dad", "age", ["60"]),
    F("dad", "hobby", ["fishing"]),
    F("dad", "job_title", ["plumber"]),
], tag=True)

C(E, "short", [U("fave book of all time: The Remains of the Day. fave movie: Paddington 2, and i will not be taking questions")], [
    F("u", "fav_book", ["The Remains of the Day"]),
    F("u", "fav_film", ["Paddington 2"]),
])

C(E, "short", [U("i was gonna say i'm a software engineer but technically my title is 'solutions architect' at Cisco now, got promoted last month")], [
    F("u", "job_title", ["solutions architect"]),
    F("u", "employer", ["Cisco"]),
], tag=True)

C(E, "short", [U("I speak English and Tagalog at home, Spanish from high school but it's rusty af")], [
    F("u", "language", ["English"]),
    F("u", "language", ["Tagalog", "Filipino"]),
    F("u", "language", ["Spanish"], False),
], tag=True)

C(E, "short", [U("wish i could afford a dog. for now it's me, two goldfish and a very judgmental houseplant")], [
    F("u", "pet", ["goldfish"]),
], tag=True)

C(E, "short", [U("type 1 diabetic since i was 9, pump on my arm, doing fine, don't worry")], [
    F("u", "health", ["type 1 diabetic", "type 1 diabetes", "diabetes"]),
], tag=True)

C(E, "short", [U("nyc born, la based")], [
    F("u", "hometown", ["nyc", "New York"]),
    F("u", "city", ["la", "Los Angeles"]),
])

C(E, "short", [U("my son Marcus is applying to colleges, dream school is Stanford, realistically probably UC Davis. he wants to do marine biology")], [
    F("u", "family", ["Marcus", "son"]),
    F("Marcus", "relation", ["son"]),
    F("Marcus", "plan", ["applying to colleges"]),
    F("Marcus", "major", ["marine biology"], False),
], tag=True)

C(E, "short", [U("I'm a lefty, a Capricorn and a terrible cook. Jan 9th if anyone wants to send cake 🎂")], [
    F("u", "birthday", ["Jan 9th", "January 9", "Capricorn"]),
])

C(E, "short", [U("my grandma grew up in Naples and came over in the 60s, she's 91 and still makes the best lasagna on earth. my mom says i got the cooking gene, i didn't")], [
    F("u", "family", ["grandma", "grandmother"]),
    F("grandma", "hometown", ["Naples"]),
    F("grandma", "age", ["91"]),
], tag=True)

C(E, "short", [U("Got my master's in public health from Emory last May, now working as an epidemiologist for the county")], [
    F("u", "degree", ["master's", "MPH"]),
    F("u", "major", ["public health"]),
    F("u", "school", ["Emory"]),
    F("u", "job_title", ["epidemiologist"]),
    F("u", "employer", ["the county", "county"], False),
])

C(E, "short", [U("lol my coworker keeps telling everyone he climbed Everest. he did not. i do actual climbing though, bouldering gym 3x a week")], [
    F("u", "sport", ["bouldering", "climbing"]),
], tag=True)

C(E, "short", [U("Moved here from Lagos two years ago for my PhD in chemistry at U of T. Toronto winters are trying to kill me")], [
    F("u", "hometown", ["Lagos"], False),
    F("u", "city", ["Toronto"]),
    F("u", "degree", ["PhD"]),
    F("u", "major", ["chemistry"]),
    F("u", "school", ["U of T", "University of Toronto"]),
], tag=True)

C(E, "short", [U("my partner Sam is nonbinary and a sous chef, i'm a dental hygienist, we have a rescue greyhound named Pickle and a mortgage we regret")], [
    F("u", "partner", ["Sam"]),
    F("Sam", "relation", ["partner"]),
    F("Sam", "gender", ["nonbinary"]),
    F("Sam", "job_title", ["sous chef"]),
    F("u", "job_title", ["dental hygienist"]),
    F("u", "pet", ["greyhound", "dog"]),
    F("u", "pet_name", ["Pickle"]),
    F("u", "belonging", ["mortgage", "house"], False),
], tag=True)

# ---------------- diaries ----------------
C(E, "diary", [U("Tuesday. Up at 5:40 because Noah had a nightmare again. Made pancakes, packed lunches, dropped the kids off — my son Noah's in kindergarten at Maple Grove, my daughter Lucy's in 4th grade, she's 9 and already rolling her eyes at me. Work was a slog; the quarterly audit at Harrow & Finch is eating my life, I've been the senior accountant there six years and this is the worst one yet. My wife Priya called from the hospital between surgeries — she's a pediatric surgeon, so 'between surgeries' means 90 seconds. Her parents are flying in from Chennai on Friday, so I deep-cleaned the guest room tonight. My knee's acting up again, the old soccer injury. Ate leftover chili standing over the sink like a raccoon.")], [
    F("u", "family", ["Noah", "son"]),
    F("Noah", "relation", ["son"]),
    F("Noah", "school", ["Maple Grove"]),
    F("Noah", ["degree", "school"], ["kindergarten"]),
    F("u", "family", ["Lucy", "daughter"]),
    F("Lucy", "relation", ["daughter"]),
    F("Lucy", "age", ["9"]),
    F("Lucy", ["degree", "school"], ["4th grade"]),
    F("u", "employer", ["Harrow & Finch"]),
    F("u", "job_title", ["senior accountant"]),
    F("u", "partner", ["Priya", "wife"]),
    F("Priya", "relation", ["wife"]),
    F("Priya", "job_title", ["pediatric surgeon", "surgeon"]),
    F("Priya", "employer", ["hospital"], False),
    F("Priya's parents", ["city", "hometown"], ["Chennai"]),
    F("Priya's parents", "plan", ["flying in", "flying in from Chennai on Friday"]),
    F("u", "health", ["knee", "old soccer injury"]),
], tag=True)

C(E, "diary", [U("march 2. rained, obviously. late for work bc the northern line died again. i'm at a small architecture firm in shoreditch now — junior architect, which sounds fancy until you see my salary. lunch was a meal deal, the holy trinity. after work went to my pottery class, third week, my bowl looks like a hat. called mum, she's still on at me about moving back to Bristol, which, no. flatmate Jess brought home a cat from her sister without asking our landlord. his name is Kevin. i'm allergic. i love him anyway. bed.")], [
    F("u", "job_title", ["junior architect", "architect"]),
    F("u", "employer", ["architecture firm"], False),
    F("u", ["place", "city"], ["shoreditch"], False),
    F("u", "city", ["London"], False),
    F("u", "hobby", ["pottery", "pottery class"], False),
    F("u", "hometown", ["Bristol"], False),
    F("Jess", "relation", ["flatmate"]),
    F("Jess", "pet", ["cat"]),
    F("Jess", "pet_name", ["Kevin"]),
    F("u", "allergy", ["cat", "cats"]),
], tag=True)

C(E, "diary", [U("Sunday. 71 today and the kids called, all three of them. Rachel from Portland where she's a vet, Mike from the base in Germany, and little Dan — not so little, 38 — who's still trying to make it as a musician in Nashville. Marjorie made my favorite, pot roast, and we ate on the porch watching the sun go down over the Tucson hills. Forty-one years married this June. Took the Buick out for a drive, she still purrs. Doctor says the blood pressure pills are working. Still can't stand golf, despite what every retired man in this town seems to think.")], [
    F("u", "age", ["71"]),
    F("u", "family", ["all three of them", "three kids"]),
    F("u", "family", ["Rachel"]),
    F("Rachel", "relation", ["kids", "daughter"]),
    F("Rachel", "city", ["Portland"]),
    F("Rachel", "job_title", ["vet", "veterinarian"]),
    F("u", "family", ["Mike"]),
    F("Mike", "relation", ["kids", "son"]),
    F("Mike", ["city", "employer"], ["Germany", "base in Germany"], False),
    F("u", "family", ["Dan"]),
    F("Dan", "relation", ["kids", "son"]),
    F("Dan", "age", ["38"]),
    F("Dan", "city", ["Nashville"]),
    F("Dan", "job_title", ["musician"], False),
    F("u", "partner", ["Marjorie"]),
    F("Marjorie", "relation", ["wife"], False),
    F("u", "fav_food", ["pot roast"]),
    F("u", "city", ["Tucson"]),
    F("u", "belonging", ["Buick"]),
    F("u", "health", ["blood pressure", "high blood pressure"]),
    F("u", "dislike", ["golf"]),
    F("u", "job_title", ["retired"], False),
], tag=True)

C(E, "diary", [U("Finals week day 3. Ran on 4 hours of sleep and two Celsius. Organic chem final was brutal, I think I got a C which for a bio major is basically a death sentence. My lab partner Jenna's dad is a cardiologist at Johns Hopkins and she keeps dangling a shadowing gig like it's a carrot, ugh. Went for a run around the lake to clear my head — I run every morning, it's the only thing keeping me sane. Mom texted that Grandpa's back in the hospital. I'm flying home to Pittsburgh on Friday, ticket's booked. Sophomore year is almost done and I still don't know if I want med school.")], [
    F("u", "major", ["bio", "biology"]),
    F("u", ["degree", "school", "job_title"], ["sophomore"]),
    F("Jenna", "relation", ["lab partner"]),
    F("Jenna's dad", "job_title", ["cardiologist"]),
    F("Jenna's dad", "employer", ["Johns Hopkins"]),
    F("u", "sport", ["run", "running"]),
    F("u", "plan", ["flying home to Pittsburgh", "flying home"]),
    F("u", "hometown", ["Pittsburgh"], False),
    F("u", "family", ["Grandpa"], False),
    F("Grandpa", "health", ["back in the hospital", "hospital"], False),
], tag=True)

C(E, "diary", [U("Long day. Dropped my daughter Mia at her dad's for the weekend — we've been divorced three years and it's finally civil. Mia's 12 now, in 7th grade at Westbrook Middle, obsessed with volleyball and K-pop. My mom picked me up for lunch; she's been a librarian in this town for thirty years and knows everyone's business. My brother Luis called from San Diego, he's a Navy corpsman, said he's getting married in October to his girlfriend Ana. I told him I'd bring the tamales. Night shift at Walgreens tomorrow — pharmacy tech life.")], [
    F("u", "family", ["Mia", "daughter"]),
    F("Mia", "relation", ["daughter"]),
    F("Mia", "age", ["12"]),
    F("Mia", ["degree", "school"], ["7th grade"]),
    F("Mia", "school", ["Westbrook Middle"]),
    F("Mia", "sport", ["volleyball"]),
    F("Mia", "fav_music", ["K-pop"]),
    F("u", "family", ["mom", "mother"]),
    F("mom", "job_title", ["librarian"]),
    F("u", "family", ["Luis", "brother"]),
    F("Luis", "relation", ["brother"]),
    F("Luis", "city", ["San Diego"]),
    F("Luis", "job_title", ["Navy corpsman", "corpsman"]),
    F("Luis", "employer", ["Navy"]),
    F("Luis", "plan", ["getting married", "married in October"]),
    F("Luis", "partner", ["Ana", "girlfriend"]),
    F("Ana", "relation", ["girlfriend"]),
    F("u", "employer", ["Walgreens"]),
    F("u", "job_title", ["pharmacy tech", "pharmacy technician"]),
], tag=True)

C(E, "diary", [U("Up at 4 for milking — that's dairy farming for you, 380 cows and one very grumpy heifer. Hawke's Bay is gorgeous this time of year but I'm too knackered to notice. Dad's finally retiring from the farm so I'm taking over the books too. Sister Kate rang from Melbourne — she's a barrister now, la-di-da. Made it to rugby training at 6, we're playing Hastings on Saturday. Jaw still sore from the dentist. Scout (the heading dog) got into the chook run again.")], [
    F("u", "job_title", ["dairy farming", "dairy farmer", "farmer"]),
    F("u", ["city", "place"], ["Hawke's Bay"]),
    F("dad", "plan", ["retiring", "retiring from the farm"], False),
    F("u", "family", ["Kate", "sister"]),
    F("Kate", "relation", ["Sister"]),
    F("Kate", "city", ["Melbourne"]),
    F("Kate", "job_title", ["barrister"]),
    F("u", "sport", ["rugby"]),
    F("u", "pet", ["heading dog", "dog"]),
    F("u", "pet_name", ["Scout"]),
], tag=True)

C(E, "diary", [U("day 47 of being a remote worker in a cabin in vermont. honestly love it. standups at 9 with the team in berlin, which means i'm up at 3am twice a week, less love. i'm a backend dev at a fintech called Lumen, been there 2 years. chopped wood, made sourdough (my starter is named Gerald, he is 4 years old, he is my son). girlfriend maya comes up on weekends from boston where she's doing her residency. she says i'm turning into a hermit. she's right. going to try cross-country skiing next week.")], [
    F("u", ["city", "place"], ["vermont"]),
    F("u", "job_title", ["backend dev", "backend developer"]),
    F("u", "employer", ["Lumen"]),
    F("u", "industry", ["fintech"]),
    F("u", "hobby", ["sourdough", "baking"]),
    F("u", "partner", ["maya", "girlfriend"]),
    F("maya", "relation", ["girlfriend"]),
    F("maya", "city", ["boston"]),
    F("maya", "job_title", ["residency", "resident"], False),
    F("u", "plan", ["cross-country skiing"], False),
], tag=True)

C(E, "diary", [U("Half term, finally. Took the kids to see the in-laws in Swansea — Gareth's mum is 80 and sharper than me, still does the Telegraph crossword in pen. His dad was a miner, now he mostly shouts at the rugby. Our eldest, Rhys, is 15 and has discovered sarcasm; our youngest, Ffion, is 11 and wants a pony. Absolutely not. I'm back at school on Monday — Year 6 teacher, 28 little monsters. I've been learning Welsh on Duolingo for a year so I could understand what my mother-in-law says about me. Bit of progress. Gareth drove all the way back so I could read.")], [
    F("u", "partner", ["Gareth"]),
    F("Gareth", "relation", ["husband"], False),
    F("u", "family", ["in-laws", "mother-in-law"]),
    F("mother-in-law", "age", ["80"]),
    F("mother-in-law", "city", ["Swansea"]),
    F("mother-in-law", "hobby", ["crossword", "Telegraph crossword"]),
    F("Gareth's dad", "job_title", ["miner"], False),
    F("u", "family", ["Rhys"]),
    F("Rhys", "relation", ["eldest", "son"]),
    F("Rhys", "age", ["15"]),
    F("u", "family", ["Ffion"]),
    F("Ffion", "relation", ["youngest", "daughter"]),
    F("Ffion", "age", ["11"]),
    F("u", "job_title", ["Year 6 teacher", "teacher"]),
    F("u", "language", ["Welsh"], False),
], tag=True)

C(E, "diary", [U("Log entry, sort of. Wyoming, I-80, snow. Parked at a Flying J outside Rawlins for the night. 11 years driving trucks for Werner and this stretch still scares me. Called Denise and the girls back home in Lincoln — Kayla's got a science fair tomorrow, built a volcano, of course. Denise says the furnace is making that noise again. Ate a burger that could've been cardboard. Listening to a lot of Chris Stapleton out here, that man's voice gets me through. Doc wants me to lose 30 lbs before my DOT physical in May.")], [
    F("u", "employer", ["Werner"]),
    F("u", "job_title", ["driving trucks", "truck driver", "trucker"]),
    F("u", "city", ["Lincoln"]),
    F("u", "partner", ["Denise"], False),
    F("u", "family", ["the girls", "Kayla"], False),
    F("Kayla", "plan", ["science fair"], False),
    F("u", "fav_music", ["Chris Stapleton"]),
    F("u", "plan", ["DOT physical"]),
], tag=True)

C(E, "diary", [U("Thursday. Defended my qualifying exam proposal!!! Committee only made me cry a little. Celebrated with my lab at the Korean place near campus — I ordered kimchi jjigae like always, it's my comfort food. Umma called to ask if I'm eating (I'm 29, Umma). Appa's still teaching taekwondo at his studio in Fort Lee, 25 years now. Yuna (sister) just got into NYU Law, we're all so proud. Back to the microscope tomorrow, neuroscience never sleeps.")], [
    F("u", "fav_food", ["kimchi jjigae"]),
    F("u", "age", ["29"]),
    F("u", "family", ["Umma", "mom"], False),
    F("u", "family", ["Appa", "dad"]),
    F("Appa", "job_title", ["teaching taekwondo", "taekwondo instructor"]),
    F("Appa", "city", ["Fort Lee"]),
    F("u", "family", ["Yuna", "sister"]),
    F("Yuna", "relation", ["sister"]),
    F("Yuna", "school", ["NYU Law"]),
    F("u", "major", ["neuroscience"]),
    F("u", "degree", ["PhD"], False),
], tag=True)

# ---------------- companion chats ----------------
C(E, "comp", [
    U("juniper i got the job!!!"),
    A("WAIT. The one at the children's hospital? Child life specialist?"),
    U("yes!!! starting at Rady Children's on the 3rd"),
    A("San Diego here you come! Will you move from Phoenix?"),
    U("already moved lol, been in san diego since january. the job was the missing piece"),
], [
    F("u", ["employer", "plan"], ["Rady Children's"]),
    F("u", ["job_title", "plan"], ["child life specialist"]),
    F("u", "city", ["san diego"]),
], tag=True, ch="Juniper")

C(E, "comp", [
    U("Milo, my in-laws are visiting for two weeks. send help"),
    A("Two weeks! Are these your husband's parents, the ones from Cleveland?"),
    U("no, my wife's. her parents live in Tampa. her dad's a retired cop and her mom sells real estate"),
    A("A cop and a realtor — they must have opinions about everything. How are your kids handling it?"),
    U("the twins love it, grandma spoils them. they're 6, Ella and June"),
], [
    F("u", "partner", ["wife"]),
    F("u", "family", ["in-laws"]),
    F("wife's parents", "city", ["Tampa"]),
    F("wife's dad", "job_title", ["retired", "retired cop"]),
    F("wife's dad", "job_title", ["cop", "police officer"], False),
    F("wife's mom", ["job_title", "industry"], ["sells real estate", "realtor", "real estate"]),
    F("u", "family", ["Ella", "twins"]),
    F("Ella", "relation", ["twins", "daughter"]),
    F("Ella", "age", ["6"]),
    F("u", "family", ["June", "twins"]),
    F("June", "relation", ["twins", "daughter"]),
    F("June", "age", ["6"]),
], tag=True, ch="Milo")

C(E, "comp", [
    U("Sage do you think I'm too old to learn piano? I'm 52"),
    A("Never too old! You mentioned you already play guitar, right?"),
    U("ha no, that's my husband. I don't play anything. I sing in the church choir though, alto"),
    A("An alto in a choir! How long have you been singing?"),
    U("since I was a kid in Memphis. we moved to Atlanta when I got married"),
], [
    F("u", "age", ["52"]),
    F("u", ["hobby", "fav_music"], ["church choir", "choir", "singing"]),
    F("u", "partner", ["husband"]),
    F("husband", "instrument", ["guitar"]),
    F("u", "hometown", ["Memphis"]),
    F("u", "city", ["Atlanta"]),
], tag=True, ch="Sage")

C(E, "comp", [
    U("pixel my character just got married in stardew valley lol, to Sebastian"),
    A("Congrats to you both! So you're a farmer now?"),
    U("in the game yeah. irl i'm a data analyst at Target HQ, very not farmy"),
    A("Target HQ — that's Minneapolis, right? You're a Minnesotan?"),
    U("yep minneapolis. originally from Fargo tho"),
    A("Fargo! Do you say 'oh ya' a lot?"),
    U("only when i'm drunk"),
], [
    F("u", "job_title", ["data analyst"]),
    F("u", "employer", ["Target"]),
    F("u", "city", ["minneapolis"]),
    F("u", "hometown", ["Fargo"]),
    F("u", "hobby", ["stardew valley", "gaming"], False),
], tag=True, ch="Pixel")

C(E, "comp", [
    U("wren, diagnosed with celiac today. so no more bagels forever i guess"),
    A("I'm so sorry. That's a big adjustment. Is anyone else in your family celiac?"),
    U("my aunt is, and my brother has crohn's. our guts are cursed"),
    A("That's a lot. Are you still doing your marathon training with this?"),
    U("it's a half marathon, not a full. yeah still training, race is in april and i'm registered"),
], [
    F("u", ["health", "allergy", "diet"], ["celiac", "celiac disease"]),
    F("u", "family", ["aunt"]),
    F("aunt", "health", ["celiac"]),
    F("u", "family", ["brother"]),
    F("brother", "health", ["crohn's", "Crohn's disease"]),
    F("u", "sport", ["half marathon", "running"]),
    F("u", "plan", ["half marathon", "race is in april"]),
], tag=True, ch="Wren")

C(E, "comp", [
    U("atlas my dog ate a sock again"),
    A("Oh no, is this Bruno the beagle again?"),
    U("bruno's my parents' dog lol. mine is a husky named Luna"),
    A("A husky named Luna! She must need tons of exercise. Do you take her running?"),
    U("every morning, 5k. she's faster than me"),
], [
    F("u", "pet", ["husky", "dog"]),
    F("u", "pet_name", ["Luna"]),
    F("parents", "pet", ["dog"]),
    F("parents", "pet_name", ["bruno"]),
    F("u", "sport", ["running", "5k"]),
], tag=True, ch="Atlas")

C(E, "comp", [
    U("Echo, how do you say 'I'm tired' in German? I keep forgetting"),
    A("'Ich bin müde.' Are you still taking classes at the Goethe-Institut?"),
    U("yes, twice a week. I moved to Munich for work in September, I'm a mechanical engineer at BMW"),
    A("BMW! So you're in Munich permanently now?"),
    U("contract is two years. my fiancée stays in Toronto until the wedding next summer"),
], [
    F("u", "language", ["German"]),
    F("u", "city", ["Munich"]),
    F("u", "job_title", ["mechanical engineer"]),
    F("u", "employer", ["BMW"]),
    F("u", "partner", ["fiancée"]),
    F("fiancée", "city", ["Toronto"]),
    F("u", "plan", ["wedding", "wedding next summer"]),
], tag=True, ch="Echo")

C(E, "comp", [
    U("luna what's your favorite movie"),
    A("I adore Spirited Away — the bathhouse, the soot sprites. What's yours?"),
    U("honestly the Before Sunrise trilogy. i rewatch it every winter. I'm a sap, my name is literally Valentina"),
    A("Valentina! Do people call you Val?"),
    U("only my ex did. everyone else says Tina"),
], [
    F("c", "fav_film", ["Spirited Away"]),
    F("u", "fav_film", ["Before Sunrise", "Before Sunrise trilogy"]),
    F("u", "name", ["Valentina"]),
    F("u", "nickname", ["Tina"]),
], tag=True, ch="Luna")

C(E, "comp", [
    U("remy i'm so burnt out"),
    A("I'm sorry. Is it the restaurant again? You're a line cook, right?"),
    U("i WAS a line cook. switched to insurance last year, i'm a claims adjuster at State Farm now"),
    A("Right, claims adjuster. Do you miss cooking?"),
    U("every day. still cook for my roommates on sundays, they pay me in beer"),
], [
    F("u", "job_title", ["claims adjuster"]),
    F("u", "employer", ["State Farm"]),
    F("u", "industry", ["insurance"]),
    F("u", "hobby", ["cook", "cooking"]),
], tag=True, ch="Remy")

C(E, "comp", [
    U("Ivy, parent teacher conferences tonight, I'm dreading it"),
    A("For your son at Jefferson High?"),
    U("Jefferson is Ben's school, yes, he's a junior. But tonight is for my daughter Chloe, she's at Oakwood Middle"),
    A("How old is Chloe now, 11?"),
    U("13, she'd kill you for saying 11"),
], [
    F("u", "family", ["Ben", "son"]),
    F("Ben", "relation", ["son"]),
    F("Ben", "school", ["Jefferson High", "Jefferson"]),
    F("Ben", ["degree", "school"], ["junior"]),
    F("u", "family", ["Chloe", "daughter"]),
    F("Chloe", "relation", ["daughter"]),
    F("Chloe", "school", ["Oakwood Middle"]),
    F("Chloe", "age", ["13"]),
], tag=True, ch="Ivy")

C(E, "comp", [
    U("orion can you remember my new number? 415-555-0192"),
    A("Got it: 415-555-0192. Did you switch carriers?"),
    U("yeah and got the new pixel 9 while i was at it. old iphone went to my mom"),
    A("A Pixel 9! Do you still have that old MacBook too?"),
    U("sold it. i'm all in on a thinkpad now, don't judge"),
], [
    F("u", "phone", ["415-555-0192", "4155550192"]),
    F("u", "belonging", ["pixel 9"]),
    F("u", "belonging", ["thinkpad"]),
    F("mom", "belonging", ["old iphone", "iphone"], False),
], tag=True, ch="Orion")

C(E, "comp", [
    U("pip i went vegan 3 months ago and i feel amazing"),
    A("That's great! So no more cheese — didn't you say brie was your favorite food?"),
    U("ugh don't remind me. it WAS. now it's my mom's lentil dal, she's from Gujarat"),
    A("Lentil dal sounds perfect. Is that where you grew up too?"),
    U("nah born in Leicester, live in a flat in Brixton now"),
], [
    F("u", "diet", ["vegan"]),
    F("u", "fav_food", ["lentil dal", "my mom's lentil dal"]),
    F("u", "family", ["mom"], False),
    F("mom", "hometown", ["Gujarat"]),
    F("u", "hometown", ["Leicester"]),
    F("u", ["place", "city"], ["Brixton"]),
    F("u", "city", ["London"], False),
], tag=True, ch="Pip")

# ---------------- group chats ----------------
C(E, "group", [
    S("Mom", "Who is coming for Easter? I need to know how much jollof to make"),
    S("Dana", "Me + Kwame + the baby. Kwame's finally off work that weekend, the hospital gave him the days"),
    S("Chidi", "I can't, flying back from Dubai on the Monday, stupid conference"),
    S("Aunt Ngozi", "Dana is the baby walking yet? She must be almost one"),
    S("Dana", "Adaeze turns one on the 18th! And yes, walking and destroying everything"),
], [
    F("u", "name", ["Dana"], False),
    F("u", "partner", ["Kwame"], False),
    F("Kwame", "employer", ["hospital"], False),
    F("u", "family", ["Adaeze", "baby"]),
    F("Adaeze", "relation", ["baby", "daughter"]),
    F("Adaeze", "birthday", ["the 18th", "18th"]),
    F("Adaeze", "age", ["one", "1"], False),
    F("u", "plan", ["Easter"], False),
], tag=True, me="Dana")

C(E, "group", [
    S("Helen", "Next month's pick: Lessons in Chemistry. Objections?"),
    S("Marcus", "Already read it, loved it. Still think my all-time favourite is Never Let Me Go though", ex=True),
    S("Priyanka", "Fine by me, I'm on maternity leave so I have nothing but time and a screaming baby"),
    S("Tom", "Can we do it at mine? I just moved to a place in Greenwich with an actual garden"),
    S("Marcus", "Greenwich is a trek from Walthamstow but for a garden, yes"),
], [
    F("u", "fav_book", ["Never Let Me Go"]),
    F("u", "name", ["Marcus"], False),
    F("u", ["place", "city"], ["Walthamstow"], False),
    F("Priyanka", "family", ["baby"]),
    F("Tom", ["place", "city"], ["Greenwich"]),
], tag=True)

C(E, "group", [
    S("Big Mike", "trade deadline thursday boys"),
    S("Trev", "i'd trade my wife for a healthy RB at this point"),
    S("Sully", "ur wife would take that deal trev"),
    S("Jake", "lmao. can't make draft night next year btw, my sister's wedding in Boise is that weekend and I'm the best man... well, man of honor"),
    S("Big Mike", "Jake the man of honor 😂 at least you're not the one giving the speech"),
], [
    F("u", "name", ["Jake"], False),
    F("u", "plan", ["sister's wedding", "wedding"]),
    F("u", "family", ["sister"]),
    F("sister", "plan", ["wedding"]),
    F("sister", "city", ["Boise"], False),
    F("Trev", "partner", ["wife"]),
], tag=True, me="Jake")

C(E, "group", [
    S("Karen", "Reminder: Q3 reviews are due Friday. Dev, can you send me the onboarding deck?"),
    S("Dev", "On it. Also FYI I'm out next Wed — jury duty, can't get out of it", ex=True),
    S("Rosa", "Jury duty in Cook County is brutal, bring snacks"),
    S("Leo", "I had it last year, ended up on a 3 week trial lol"),
    S("Dev", "please no. I'm the only QA person on this team, you'd all be doomed"),
], [
    F("u", "job_title", ["QA", "QA person", "QA engineer"]),
    F("u", "plan", ["jury duty"]),
    F("u", ["city", "place"], ["Cook County", "Chicago"], False),
    F("u", "name", ["Dev"], False),
], tag=True)

C(E, "group", [
    S("Oskar", "whose oat milk is this, it expired in march"),
    S("Nina", "not mine. i've got 2 exams this week so if you hear crying that's me, psych is killing me"),
    S("Bea", "mine, sorry 🙈 also heads up, my brother's crashing on the sofa this weekend, he's in town for a job interview at Spotify"),
    S("Nina", "all good. bea is he the one who lives in Malmö? tell him to bring kanelbullar"),
    S("Bea", "that's him. he's a UX designer, very tall, very polite"),
], [
    F("u", "major", ["psych", "psychology"]),
    F("u", "name", ["Nina"], False),
    F("Bea's brother", "city", ["Malmö", "Malmo"]),
    F("Bea's brother", "job_title", ["UX designer"]),
    F("Bea's brother", "plan", ["job interview at Spotify", "job interview"]),
], tag=True, me="Nina")

C(E, "group", [
    S("Gary", "Has anyone seen a grey cat? Answers to Smokey, went missing Tuesday"),
    S("Ahmed", "Will keep an eye out Gary. We've got the doorbell camera, I'll check the footage tonight", ex=True),
    S("Shirley", "My Bruce is a vet nurse, bring Smokey to his clinic if he turns up hurt"),
    S("Pam", "Ahmed is your wife still doing the Saturday market stall? I need more of her chutney"),
    S("Ahmed", "She is! Every Saturday 8 till 1. I'm just the driver and the taste tester 😄"),
    S("Derek", "Gary, a grey cat was sat on my shed roof at 7 this morning, check round the back"),
], [
    F("Gary", "pet", ["grey cat", "cat"]),
    F("Gary", "pet_name", ["Smokey"]),
    F("u", "belonging", ["doorbell camera"]),
    F("u", "name", ["Ahmed"], False),
    F("Bruce", "job_title", ["vet nurse"]),
    F("Bruce", "relation", ["husband"], False),
    F("u", "partner", ["wife"]),
    F("wife", ["job_title", "employer"], ["Saturday market stall", "market stall"]),
], tag=True)

C(E, "group", [
    S("Coach Ray", "U10 practice moved to Field 3 tomorrow. Also a reminder I'm an EMT so I have the first aid kit covered"),
    S("Jen", "Liam has an inhaler in his bag, he's asthmatic, just so you know coach"),
    S("Pete", "Sorry, Owen will miss Saturday, we're driving to my mother's in Fresno"),
    S("Alicia", "Coach do you have a kid on the team? I've never asked"),
    S("Coach Ray", "My nephew Marco. My own two are grown, one's in the Air Force and one's at Fresno State"),
], [
    F("u", "job_title", ["EMT"]),
    F("u", "name", ["Coach Ray", "Ray"], False),
    F("u", "family", ["Marco", "nephew"]),
    F("Marco", "relation", ["nephew"]),
    F("u", "family", ["My own two are grown", "two kids"]),
    F("Liam", "health", ["asthmatic", "asthma"]),
    F("Pete's mother", "city", ["Fresno"], False),
], tag=True, me="Coach Ray")

C(E, "group", [
    S("Prof. Hart", "Lab meeting moved to 2pm. Wei, can you present the mouse data?"),
    S("Wei", "Sure. Quick note I'll be in Shanghai for two weeks in July for my cousin's wedding", ex=True),
    S("Anika", "Jealous. My visa renewal is still stuck so I'm stuck in Ithaca forever"),
    S("Diego", "I'll cover Wei's mice while he's away, just leave me the feeding schedule"),
    S("Wei", "Thank you!! Also reminder I'm allergic to latex, please stop leaving the latex gloves on my bench 😅"),
], [
    F("u", "plan", ["cousin's wedding", "Shanghai for two weeks in July"]),
    F("u", "family", ["cousin"], False),
    F("u", "allergy", ["latex"]),
    F("u", "name", ["Wei"], False),
    F("Anika", "city", ["Ithaca"]),
], tag=True)

C(E, "group", [
    S("Jonno", "gig at the Fleece on the 22nd is confirmed 🎸"),
    S("Beth", "sick. i'll bring my new Rickenbacker, finally paid it off"),
    S("Kez", "Beth you playing bass or guitar on the new one?"),
    S("Beth", "bass, always bass. guitar is for show-offs like Jonno"),
    S("Jonno", "rude. true, but rude"),
], [
    F("u", "instrument", ["bass"]),
    F("u", "belonging", ["Rickenbacker"]),
    F("u", "plan", ["gig", "gig at the Fleece"]),
    F("u", "name", ["Beth"], False),
    F("Jonno", "instrument", ["guitar"], False),
], tag=True, me="Beth")

C(E, "group", [
    S("Sandra", "Summit of Ben Nevis on Saturday, who's in?"),
    S("Kofi", "In! First proper hike since my knee surgery in the spring", ex=True),
    S("Meg", "Can't, I'm 38 weeks pregnant, the only summit I'm doing is the stairs"),
    S("Ollie", "Kofi you still in Glasgow or did you move to Edinburgh in the end?"),
    S("Kofi", "Still in Glasgow, the Edinburgh job fell through. Still teaching PE at Hillhead"),
], [
    F("u", "plan", ["Ben Nevis", "Summit of Ben Nevis"]),
    F("u", "health", ["knee surgery"], False),
    F("u", "name", ["Kofi"], False),
    F("u", "city", ["Glasgow"]),
    F("u", "job_title", ["teaching PE", "PE teacher"]),
    F("u", "employer", ["Hillhead"]),
    F("Meg", "health", ["pregnant"]),
], tag=True)
