"""English cases of dev set 34: short chats, diaries, companion chats, group chats."""
from h import case, u, a, g, U, Uo, P, Po, C, Co

L = "en"

# ---------------- short chats ----------------
case(L, "short", [u("i work nights at the fedex hub in memphis, 6 yrs now, my body clock is just gone lol. kendrick is the only thing keeping me awake, goat")],
     [U("employer", "fedex"), U("city", "memphis"), U("fav_music", "kendrick", "Kendrick Lamar")])

case(L, "short", [u("Not a nurse btw, everyone assumes that because of the scrubs. I'm a vet tech at a small animal clinic, been living in Tacoma since 2019")],
     [U("job_title", "vet tech", "veterinary technician"), U("city", "Tacoma"), Uo("employer", "small animal clinic")], tag=True)

case(L, "short", [u("ok so my cat Biscuit knocked my coffee onto my laptop. again. the macbook survived, my will to live did not")],
     [U("pet", "cat"), U("pet_name", "Biscuit"), U("belonging", "macbook")])

case(L, "short", [u("If I were rich I'd live in Lisbon and own a vineyard. Reality: studio apartment in Cleveland and a dying succulent")],
     [U("city", "Cleveland")], tag=True)

case(L, "short", [u("Hot take: cilantro tastes like soap and I will die on this hill. Also OK Computer is the greatest album ever made, Radiohead forever, fight me")],
     [U("dislike", "cilantro"), U("fav_music", "Radiohead", "OK Computer")])

case(L, "short", [u("my sister just got into Johns Hopkins for med school!!! so proud. meanwhile im here failing stats at community college 💀")],
     [P("sister", "school", "Johns Hopkins"), Po("sister", "major", "med school", "medicine"),
      U("family", "sister"), Uo("school", "community college")], tag=True)

case(L, "short", [u("Quick q: can you take ibuprofen if you have asthma? Asking for myself, I've had it since I was a kid")],
     [U("health", "asthma")], tag=True)

case(L, "short", [u("I'm 41, divorced, two teenage boys, and I just signed up for my first marathon in October. midlife crisis or glow up? 😂")],
     [U("age", "41"), U("family", "two teenage boys", "boys"), U("plan", "marathon", "first marathon"),
      Uo("sport", "running", "marathon")], tag=True)

case(L, "short", [u("Moved from Austin to Denver last spring, we're in Capitol Hill now. Still not used to the snow but the green chile here is elite, I put it on everything")],
     [U("city", "Denver"), U("place", "Capitol Hill"), U("fav_food", "green chile")], tag=True)

case(L, "short", [u("I play bass in a terrible garage band called The Soggy Crackers. we have 11 fans, 9 are our moms")],
     [U("instrument", "bass"), Uo("hobby", "garage band", "band")], tag=True)

case(L, "short", [u("Please no peanuts in anything for the potluck, my son Eli has a severe peanut allergy. I'm fine with them, he's not")],
     [U("family", "Eli"), P("Eli", "relation", "son"), P("Eli", "allergy", "peanut", "peanuts")], tag=True)

case(L, "short", [u("Just passed the CPA exam on my 3rd try!! Accountant at Deloitte, Chicago office, 3 years in")],
     [U("job_title", "Accountant"), U("employer", "Deloitte"), Uo("city", "Chicago")])

case(L, "short", [u("my email is marco.v.reyes@gmail.com — NOT the hotmail one, I lost access to that ages ago")],
     [U("email", "marco.v.reyes@gmail.com")], tag=True)

case(L, "short", [u("text me at (415) 882-0176, work phone is always off after 6")],
     [U("phone", "(415) 882-0176", "4158820176")])

case(L, "short", [u("I don't drink coffee. Never have. Tea person through and through, Earl Grey with oat milk (lactose intolerant, before anyone asks)")],
     [U("fav_food", "Earl Grey"), U("health|allergy|diet", "lactose intolerant", "lactose intolerance"),
      Uo("diet|dislike", "coffee")], tag=True)

case(L, "short", [u("Does anyone know a decent dentist in Leeds? New to the city, moved here for a job with the NHS trust")],
     [U("city", "Leeds"), U("employer", "NHS trust", "NHS")], tag=True)

case(L, "short", [u("Stephen King is my comfort author. I've read The Stand like 7 times. Can't stand romance novels tho, they make me itch")],
     [U("fav_book", "The Stand"), Uo("fav_book", "Stephen King"), U("dislike", "romance novels")])

case(L, "short", [u("born and raised in Glasgow, in Toronto 8 yrs now. still say 'wee' in every sentence and haggis still beats any poutine")],
     [U("hometown", "Glasgow"), U("city", "Toronto"), U("fav_food", "haggis")], tag=True)

case(L, "short", [u("My birthday's Nov 2 and yes I'm a Scorpio and yes it explains everything")],
     [U("birthday", "Nov 2", "November 2")])

case(L, "short", [u("i'm a stay-at-home dad now, used to be a software engineer at oracle. best career change ever honestly")],
     [U("job_title", "stay-at-home dad"), Uo("gender", "male", "man")], tag=True)

case(L, "short", [u("We just adopted a rescue greyhound named Pixel 🐕 my partner wanted a cat but I won")],
     [U("pet", "greyhound"), U("pet_name", "Pixel"), U("partner", "partner")], tag=True)

case(L, "short", [u("my boss Diane is vegan and she keeps trying to convert the whole office. I'm a proud carnivore, sorry Diane")],
     [P("Diane", "relation", "boss"), P("Diane", "diet", "vegan"), Uo("diet", "carnivore")], tag=True)

case(L, "short", [u("Got my masters in marine biology from UC San Diego and now I sell insurance. life is weird")],
     [U("degree", "masters", "master's"), U("major", "marine biology"), U("school", "UC San Diego", "UCSD"),
      U("industry|job_title", "insurance", "sell insurance")])

case(L, "short", [u("playing Baldur's Gate 3 for the 4th time, Karlach romance again obviously. best game of the decade no contest")],
     [U("hobby", "Baldur's Gate 3", "BG3")], tag=True)

case(L, "short", [u("talking Spanish with my abuela every sunday is the only reason I haven't forgotten it. my French on the other hand… gone")],
     [U("language", "Spanish"), Uo("family", "abuela", "grandmother")], tag=True)

case(L, "short", [u("I'm nonbinary, they/them please 🙏 barista at a little indie café called Sparrow. and no I won't make you a pumpkin spice latte, they're disgusting")],
     [U("gender", "nonbinary"), U("job_title", "barista"), U("employer", "Sparrow"), U("dislike", "pumpkin spice latte")])

case(L, "short", [u("Wife's pregnant with our second, due in March. Our first, Maya, is 4 and already bossing the baby around (the baby isn't born yet)")],
     [U("partner", "Wife"), P("wife", "health", "pregnant"), U("family", "Maya"), P("Maya", "age", "4"),
      Po("Maya", "relation", "our first", "child")])

case(L, "short", [u("I have a peanut allergy AND celiac so eating out is basically a minefield. also I cannot stand mayo, which nobody believes")],
     [U("allergy", "peanut"), U("health|diet", "celiac"), U("dislike", "mayo")])

case(L, "short", [u("I used to live in Seoul, now I'm back home in Perth. My Korean's still pretty good though!")],
     [U("city", "Perth"), Uo("hometown", "Perth"), U("language", "Korean")], tag=True)

case(L, "short", [u("my roommate Jess practices cello at 2am. I play the triangle of rage on her door")],
     [P("Jess", "relation", "roommate"), P("Jess", "instrument", "cello")], tag=True)

case(L, "short", [u("just got the keys to my first house!!! 🏠 Raleigh, NC. 3 bed, tiny yard, all mine (and the bank's). first thing i did was blast Beyoncé in the empty living room")],
     [U("belonging", "house", "first house"), U("city", "Raleigh"), Uo("fav_music", "Beyoncé")])

case(L, "short", [u("name's Darnell but everyone calls me D. 29, electrician, Atlanta")],
     [U("name", "Darnell"), U("nickname", "D"), U("age", "29"), U("job_title", "electrician"), U("city", "Atlanta")])

# ---------------- diaries ----------------
case(L, "diary", [u("Tuesday. Rained all day. Dropped my son Noah at daycare at 7:40 and he cried like I was abandoning him forever. Work was a blur — three back-to-back client calls and a vendor who still can't spell our company name (it's Brightwater Logistics, how hard is it). Lunch was a sad desk salad. Mom called to remind me Dad's knee surgery is next Friday, like I'd forget. My evening yoga class got cancelled so I did 20 min in the living room. Noah fell asleep on my chest watching Bluey. Small wins.")],
     [U("family", "Noah"), P("Noah", "relation", "son"), U("employer", "Brightwater Logistics"),
      P("dad", "plan|health", "knee surgery"), Uo("sport|hobby", "yoga"), Uo("family", "Mom")], tag=True)

case(L, "diary", [u("Journal, day whatever of this heatwave. Phoenix in July is a crime. Went to the record store on 7th after my shift at the hospital pharmacy and found a first pressing of Rumours — Fleetwood Mac forever, Stevie Nicks is my patron saint. Spent way too much. Dinner was a burrito I didn't finish because someone put olives in it and olives are an abomination. Called Priya, she's still deciding whether to take the job in Seattle. I told her to go. I'd never leave Arizona though, I was born in Tucson and I'll die here.")],
     [U("city", "Phoenix"), U("fav_music", "Fleetwood Mac", "Stevie Nicks"), U("dislike", "olives"),
      U("hometown", "Tucson"), Uo("employer", "hospital pharmacy"), Uo("belonging", "first pressing of Rumours", "Rumours")], tag=True)

case(L, "diary", [u("Dec 3. First snow. Writing this from the break room at the fire station, 24-hour shift, slow night so far. The guys are arguing about chili recipes. Texted Becca (my fiancée!! still not used to saying that) that I'll be home by 8am. Wedding's set for June 14 in her hometown, Savannah. Her mom already has opinions. My back is killing me again — the physio says it's a herniated disc and I need to stop lifting like an idiot at the gym.")],
     [Uo("job_title", "firefighter"), U("partner", "Becca"), P("Becca", "relation", "fiancée"),
      U("plan", "Wedding", "June 14"), P("Becca", "hometown", "Savannah"), U("health", "herniated disc"),
      Uo("sport", "gym", "lifting")], tag=True)

case(L, "diary", [u("Sunday. Slept till 11, no regrets. Made pancakes for me and Tomás — he burnt the first batch, as always. We walked the dogs (Pepper and Salt, our two border collies) along the river. Tomás has a work trip to Lisbon next week and I'm low-key jealous. I've got a grant deadline for the lab on Thursday and my PI keeps moving the goalposts. Sometimes I wonder if I should've stayed in teaching. Evening: rewatched Spirited Away, cried at the train scene like always. Best film ever made.")],
     [Uo("partner", "Tomás"), U("pet", "border collies", "border collie", "dogs"), U("pet_name", "Pepper"),
      U("pet_name", "Salt"), Uo("job_title", "researcher"), U("fav_film", "Spirited Away"),
      Po("Tomás", "plan", "work trip to Lisbon", "Lisbon")], tag=True)

case(L, "diary", [u("Morning run, 5k, legs felt like wood. I've run every day since January and it hasn't gotten easier, people lied. The bakery was chaos — the oven died at 4am and I had to bake 200 croissants in the backup. Owning your own bakery means you ARE the repair guy. Also I can't stand cinnamon, which is a real problem for a baker in fall. Grandma turns 90 on Saturday, I'm making her a lemon cake because that's the only cake she likes. Still haven't replied to that guy from the dating app. I'm 34 and I don't have the energy.")],
     [U("sport", "run", "running"), U("job_title|employer", "bakery", "baker", "bakery owner"), U("dislike", "cinnamon"),
      Po("grandma", "age", "90"), P("grandma", "fav_food", "lemon cake"), U("age", "34")], tag=True)

case(L, "diary", [u("feb 9. quiet day. working from home, the perk of being a translator I guess. Finished 4000 words of a Japanese tech manual and my brain is soup. My Japanese is fine but legal-ish jargon kills me. Murakami is the reason I learned it in the first place, Norwegian Wood still wrecks me. Lunch with Oskar from downstairs, he's a retired engineer and tells the same Berlin Wall story every time. Thinking about a kitten but my lease says no pets. Evening: two hours of Stardew Valley. my farm is thriving, my real plants are not.")],
     [U("job_title", "translator"), U("language", "Japanese"), U("fav_book", "Norwegian Wood"),
      U("hobby", "Stardew Valley"), P("Oskar", "job_title", "retired engineer", "retired"), Po("Oskar", "relation", "neighbour", "neighbor")], tag=True)

case(L, "diary", [u("Long day in court. I'm a public defender in Baltimore, and today reminded me why — and why I'm so tired. My client got probation, not jail. Grabbed crab cakes with my brother Marcus after (best food on earth, fight me); he's in town from Atlanta till Sunday. He just got promoted to head chef at his restaurant. Mom keeps saying I should go into corporate law like my cousin. No thanks. Called it a night at 10, migraines again.")],
     [U("job_title", "public defender"), U("city", "Baltimore"), U("fav_food", "crab cakes"), U("family", "Marcus"),
      P("Marcus", "relation", "brother"), Po("Marcus", "city", "Atlanta"), P("Marcus", "job_title", "head chef"),
      U("health", "migraines", "migraine")], tag=True)

case(L, "diary", [u("Aug 20. Finally finished rereading all of The Lord of the Rings before the new season drops. Tolkien forever. Work: another day trying to teach 7th grade math at Lincoln Middle. The kids think I'm ancient (I'm 26). Ate lunch with Ms. Ortiz who swears by her keto diet. I'd rather die than give up bread. Dinner was boxed mac and cheese because I'm an adult and I make my own choices. Played an hour of Hollow Knight, still stuck on the same boss.")],
     [U("fav_book", "The Lord of the Rings", "Lord of the Rings"), U("job_title", "teach 7th grade math", "math teacher", "teacher"),
      U("employer", "Lincoln Middle"), U("age", "26"), P("Ms. Ortiz", "diet", "keto"), Uo("hobby", "Hollow Knight"),
      Uo("fav_food", "bread")], tag=True)

case(L, "diary", [u("Entry. Today I told my manager I'm leaving Amazon. Two weeks notice. I start at a tiny climate startup called Verdant on the 15th as their first product designer. Scared but excited. Celebrated with my girlfriend Hana at our usual ramen place. She's been so supportive even though she's drowning in her own PhD. Got home and the neighbor's parrot was screaming HELLO through the wall again.")],
     [Uo("employer", "Amazon"), U("employer|plan", "Verdant"), U("job_title|plan", "product designer"),
      U("partner", "Hana"), P("Hana", "relation", "girlfriend"), P("Hana", "degree", "PhD"), Uo("fav_food", "ramen")], tag=True)

case(L, "diary", [u("wed. my therapist says I should journal so here we go. I'm 19, second year at Ohio State doing nursing, and I'm tired all the time. Found out last week I'm anemic, so that explains some stuff. My roommate Kayla got a hamster and named it Gerald, objectively the funniest name. Called home, dad's still out of work. Trying not to stress about money. Ate cereal for dinner.")],
     [U("age", "19"), U("school", "Ohio State"), U("major", "nursing"), U("health", "anemic", "anemia"),
      P("Kayla", "relation", "roommate"), P("Kayla", "pet", "hamster"), P("Kayla", "pet_name", "Gerald"),
      Po("dad", "job_title", "out of work")], tag=True)

# ---------------- companion chats ----------------
case(L, "companion", [u("hey nova, guess who got a puppy 🐶"),
                      a("No way!! Is it a golden retriever like you always wanted?"),
                      u("lol no, a corgi. his name is Waffles"),
                      a("Waffles the corgi, I love it. Are you still in that tiny apartment in Brooklyn?"),
                      u("nope, moved to Jersey City in may, way more space")],
     [U("pet", "corgi", "puppy"), U("pet_name", "Waffles"), U("city", "Jersey City")], character="Nova", tag=True)

case(L, "companion", [u("Juniper I need to rant. My coworker said Taylor Swift is 'just pop'. JUST POP."),
                      a("Oh no 😅 I take it you're a Swiftie?"),
                      u("Since 2008. Folklore is a masterpiece and I will not be taking questions."),
                      a("Noted! Personally I'm a Beatles girl through and through 🎸 So Folklore is your favorite album?"),
                      u("Folklore, then Red. And for the record I hate country music except hers lol")],
     [U("fav_music", "Taylor Swift", "Folklore"), U("dislike", "country music"), C("fav_music", "Beatles", "The Beatles")], character="Juniper", tag=True)

case(L, "companion", [u("Milo, first day at the new job today"),
                      a("How exciting! How was the hospital?"),
                      u("It's a school, not a hospital 😂 I'm the new counselor at Westbrook High"),
                      a("Oops, my bad! School counselor suits you. Do you live close?"),
                      u("15 min drive. I'm in Sacramento, the school's just outside")],
     [U("job_title", "counselor", "school counselor"), U("employer", "Westbrook High"), U("city", "Sacramento")],
     character="Milo", tag=True)

case(L, "companion", [u("echo, i got my results back. type 2 diabetes."),
                      a("I'm so sorry. That's a lot to take in. Are you going to change your diet?"),
                      u("already started. no sugar, low carb. doctor wants me to lose 20 lbs"),
                      a("You've got this. Maybe walking could help? Do you like walking?"),
                      u("i swim actually, 3x a week at the Y. been doing it for years")],
     [U("health", "type 2 diabetes", "diabetes"), U("diet", "low carb", "no sugar"), U("sport", "swim", "swimming")],
     character="Echo", tag=True)

case(L, "companion", [u("Sage, my daughter Lily turns 10 tomorrow!"),
                      a("Happy early birthday to Lily! Are you throwing a party?"),
                      u("yep, a slime party 😩 12 kids in my kitchen. pray for me"),
                      a("Haha, you're brave. Will your husband help out?"),
                      u("I'm a single dad, it's just me. but my sister Rose is coming to help")],
     [U("family", "Lily"), P("Lily", "relation", "daughter"), Po("Lily", "age", "10"), Po("Lily", "birthday", "tomorrow"),
      U("plan", "slime party"), Uo("gender", "male", "man"), U("family", "Rose"), P("Rose", "relation", "sister")],
     character="Sage", tag=True)

case(L, "companion", [u("remy do u remember what i said my fav food was"),
                      a("Of course — sushi, right?"),
                      u("wrong lol. that's my ex. mine is my nonna's lasagna, always"),
                      a("Lasagna! Got it. Is your nonna in Italy?"),
                      u("she's in Boston, like 10 min from me. she came over from Naples in the 60s")],
     [U("fav_food", "lasagna"), P("nonna", "city", "Boston"), P("nonna", "hometown", "Naples"),
      Uo("city", "Boston"), Uo("family", "nonna", "grandmother")], character="Remy", tag=True)

case(L, "companion", [u("atlas, quick update: I quit my job."),
                      a("Whoa! Are you going to take some time off?"),
                      u("nah, going freelance. UX writing. Already have two clients lined up"),
                      a("That's amazing. Did you leave Google on good terms?"),
                      u("It was Meta, not Google lol. and yeah, mostly. celebrating tonight with The Princess Bride, my forever comfort movie")],
     [U("job_title", "UX writing", "freelance UX writer", "freelance"), U("fav_film", "The Princess Bride")],
     character="Atlas", tag=True)

case(L, "companion", [u("wren I finally watched The Godfather"),
                      a("And?? Is it your new favorite?"),
                      u("honestly no. too long. Paddington 2 remains the greatest film of all time, I'm serious"),
                      a("Haha, Paddington 2 is a classic. Do you like horror at all?"),
                      u("Absolutely not. I hate horror movies, I can't even watch the trailers")],
     [U("fav_film", "Paddington 2"), U("dislike", "horror movies", "horror")], character="Wren", tag=True)

case(L, "companion", [u("Pip, I've been practicing piano every night this week"),
                      a("Love that! Are you preparing for a recital?"),
                      u("yeah, my grade 6 exam is March 8. Chopin nocturne, wish me luck"),
                      a("You'll crush it. Do you have a Yamaha at home?"),
                      u("just a digital Roland, the neighbors would kill me otherwise")],
     [U("instrument", "piano"), U("plan", "grade 6 exam", "March 8"), U("belonging", "Roland", "digital Roland")],
     character="Pip", tag=True)

case(L, "companion", [u("Ember, I'm from Manila originally but I've been in Dubai 5 years now"),
                      a("Dubai! Do you work in hospitality?"),
                      u("No, I'm a civil engineer. I do site inspections for a construction firm"),
                      a("That sounds hot in the summer! Do you speak Arabic?"),
                      u("only a few words haha. Tagalog and English mostly")],
     [U("hometown", "Manila"), U("city", "Dubai"), U("job_title", "civil engineer"), U("industry", "construction"),
      U("language", "Tagalog"), U("language", "English")], character="Ember", tag=True)

case(L, "companion", [u("kai you won't believe it, I'm engaged!!!"),
                      a("CONGRATULATIONS! To Ben, right?"),
                      u("Ben?? Ben was my college roommate lmao. it's Chris. we've been together 4 years"),
                      a("Sorry! Chris — congratulations to you both! When's the wedding?"),
                      u("next September, in Vermont. his parents have a farm there")],
     [U("partner", "Chris"), Po("Chris", "relation", "fiancé", "partner"), U("plan", "wedding", "next September"),
      Po("Chris's parents", "belonging", "farm")], character="Kai", tag=True)

case(L, "companion", [u("Orion, can you save my new email? it's sam.okafor.design@proton.me"),
                      a("Saved! Should I update your phone number too, Samantha?"),
                      u("number's the same. and it's Samuel, not Samantha lol, but Sam is fine"),
                      a("Sorry Sam! Anything else?"),
                      u("I switched to decaf, doctor's orders. mild arrhythmia, nothing dramatic, just annoying")],
     [U("email", "sam.okafor.design@proton.me"), U("name", "Samuel"), U("nickname", "Sam"),
      U("diet", "decaf"), U("health", "arrhythmia", "mild arrhythmia")], character="Orion", tag=True)

# ---------------- group chats ----------------
case(L, "group", [g("Priya", "who's bringing what for friday's potluck?"),
                  g("Jordan", "I'll do my famous chili. no beans because I'm allergic to legumes, don't judge"),
                  g("Tom", "I can bring beer. oh and I'm gluten free now so I'll bring my own bread"),
                  g("Jordan", "since when are you gluten free tom"),
                  g("Tom", "since my celiac diagnosis last month 😭"),
                  g("Mei", "I'll bring dumplings! homemade")],
     [U("allergy", "legumes"), P("Tom", "health", "celiac"), P("Tom", "diet", "gluten free")], me="Jordan", tag=True)

case(L, "group", [g("Dad", "Reminder: Grandpa's 80th is Saturday at 2. Everyone bring a dish."),
                  g("Hannah", "I'll bring potato salad. Driving down from Portland Friday night", ex=True),
                  g("Mike", "can't make it, on call at the hospital all weekend 😞"),
                  g("Hannah", "Mike you're a nurse not a hostage lol take a day off")],
     [U("plan", "Driving down", "Grandpa's 80th"), Uo("city", "Portland"), P("Mike", "job_title", "nurse"),
      Po("Mike", "employer", "hospital"), Po("Grandpa", "age", "80")], tag=True)

case(L, "group", [g("Coach Dre", "Long run Sunday, 18 miles. Who's in?"),
                  g("Sofia", "me! last long run before the Chicago marathon 🙌"),
                  g("Ben", "I'm out, shin splints again"),
                  g("Lauren", "Sofia you're running Chicago? I thought you were doing Berlin"),
                  g("Sofia", "Berlin was last year! Chicago's Oct 13")],
     [U("sport", "run", "running"), U("plan", "Chicago marathon", "Chicago"), P("Ben", "health", "shin splints")],
     me="Sofia", tag=True)

case(L, "group", [g("Zay", "raid tonight at 9? need a healer"),
                  g("Dev", "I'll heal, just got back from work. nurse shifts are brutal this week", ex=True),
                  g("Kira", "can't, my cat's at the vet, poor Mochi ate a hair tie"),
                  g("Zay", "rip mochi. dev carry us")],
     [U("job_title", "nurse"), Uo("hobby", "raid", "gaming"), P("Kira", "pet", "cat"), P("Kira", "pet_name", "Mochi"),
      Uo("name|nickname", "Dev")], tag=True)

case(L, "group", [g("Greg", "anyone else's kid obsessed with dinosaurs? my Owen (5) can name 40 of them"),
                  g("Raj", "my daughter is into sharks. I've seen every shark documentary twice"),
                  g("Greg", "i'd trade dinos for sharks. at least sharks are real"),
                  g("Sam", "dinos are real too greg. past tense. I'm a paleontologist, I have to say this"),
                  g("Luis", "my twins are into garbage trucks. loud ones. every thursday is christmas"),
                  g("Dwayne", "sam wins this round")],
     [U("family", "Owen"), P("Owen", "age", "5"), P("Owen", "relation", "kid", "son"), Po("Owen", "hobby", "dinosaurs"),
      P("Sam", "job_title", "paleontologist"), P("Raj", "family", "daughter"), Po("Luis", "family", "twins")], me="Greg", tag=True)

case(L, "group", [g("Aisha", "whoever ate my leftover biryani I WILL find you", ex=True),
                  g("Leo", "not me I'm vegetarian"),
                  g("Chloe", "…it was me. sorry. I'll buy you dinner, I just got paid from the bookstore"),
                  g("Aisha", "fine. I'm off from the lab on thursdays, let's go then")],
     [P("Leo", "diet", "vegetarian"), Po("Chloe", "employer", "bookstore"), Uo("employer", "lab"),
      Uo("fav_food", "biryani")], tag=True)

case(L, "group", [g("Nina", "ok bridesmaids, dress fitting is Saturday 10am at the shop on Elm"),
                  g("Tasha", "I'll be there, but I'm 6 months pregnant so pray the dress fits 😂"),
                  g("Nina", "it'll fit. also reminder: I'm allergic to lilies, NO lilies in the bouquets please"),
                  g("Grace", "noted! my mom's a florist, I'll tell her"),
                  g("Ava", "I can drive anyone who needs a ride!")],
     [U("allergy", "lilies"), U("plan", "dress fitting"), Uo("plan", "wedding"), P("Tasha", "health", "pregnant"),
      P("Grace's mom", "job_title", "florist")], me="Nina", tag=True)

case(L, "group", [g("Marco", "bouldering thursday?"),
                  g("Ollie", "yes! finally healed from my finger injury. only coming if Jen stops playing Nickelback in the car tho", ex=True),
                  g("Jen", "rude. Ollie didn't you move to Bristol?"),
                  g("Ollie", "nah still in Bath, the Bristol flat fell through")],
     [U("sport", "bouldering"), U("city", "Bath"), U("dislike", "Nickelback")], tag=True)

case(L, "group", [g("Carla", "Has anyone seen a grey tabby? Our cat Smokey got out last night"),
                  g("Phil", "I think I saw him by the garages on Oak St!"),
                  g("Carla", "thank you!! heading there now"),
                  g("Mrs. Kim", "Good luck dear. My Buster was an escape artist too, rest his soul")],
     [U("pet", "cat", "grey tabby"), U("pet_name", "Smokey")], me="Carla", tag=True)

case(L, "group", [g("Ray", "reminder: next month we're reading Dune. my all-time favorite, so be nice", ex=True),
                  g("Lucy", "I tried Dune three times and never finished it"),
                  g("Ray", "lucy that's because you read it on the bus"),
                  g("Nate", "I'm in, sci-fi's my thing too. I've read The Left Hand of Darkness like 5 times"),
                  g("Priya", "count me in, I'll bring snacks")],
     [U("fav_book", "Dune"), P("Nate", "fav_book", "The Left Hand of Darkness"), Uo("name|nickname", "Ray")], tag=True)
