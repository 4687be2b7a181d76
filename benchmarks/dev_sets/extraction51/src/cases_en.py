from h import f, u, a, s, case

C = []
add = C.append

# ---------------- group chats (10) ----------------
add(case("en", "group", [
    s("Ms. Alvarez", "Reminder: field trip to the aquarium is Friday! Permission slips due Wednesday 🐠"),
    s("Jenna (Mason's mom)", "Signed! Mason has a bee sting allergy so I packed his EpiPen in the front pocket"),
    s("Dev (Priya's dad)", "Priya's slip is in her folder. I can chaperone, I work nights at the fire station so Fridays are free"),
    s("Jenna (Mason's mom)", "Dev you're a lifesaver. I'd come but I'm a dental hygienist and Fridays are our busiest day"),
], [
    f("p:Mason", "allergy", "bee sting|bees"),
    f("u", "family", "Mason"),
    f("u", "job_title", "dental hygienist"),
    f("p:Dev (Priya's dad)", "employer|job_title", "fire station|firefighter", False),
    f("p:Ms. Alvarez", "job_title", "teacher", False),
    f("p:Mason", "plan", "field trip to the aquarium|aquarium", False),
], me="Jenna (Mason's mom)", tag=True, parent=True))

add(case("en", "group", [
    s("Coach Tim", "U10 soccer: practice moved to Thursday 5:30 at Riverside fields"),
    s("Kara", "ugh thursdays are rough, I teach a spin class at 6. Ellie's dad will drop her", ex=True),
    s("Marcus", "I can bring Ellie home after, Jayden's on the same team anyway"),
    s("Kara", "thank you!! Ellie's been obsessed since she scored last week lol"),
], [
    f("u", "job_title", "spin class|spin instructor|teach a spin class"),
    f("u", "family", "Ellie"),
    f("p:Ellie", "sport", "soccer"),
    f("p:Jayden", "sport", "soccer"),
    f("p:Coach Tim", "job_title", "Coach|soccer coach", False),
], tag=True, parent=True))

add(case("en", "group", [
    s("Room 12 Parents - Linda", "hi all! bake sale sign-up for next Saturday, I'm doing brownies"),
    s("Oscar", "put me down for banana bread. heads up Noah's class has 2 kids with tree nut allergies so no nuts pls"),
    s("Linda", "good call. I'm gluten free myself so I'll label everything"),
    s("Oscar", "Noah also says hi to his teacher Mr. Kim who apparently 'knows everything about dinosaurs'"),
], [
    f("u", "family", "Noah"),
    f("u", "plan", "bake sale|banana bread", False),
    f("p:Linda", "diet", "gluten free|gluten-free"),
    f("p:Mr. Kim", "job_title", "teacher"),
    f("p:Mr. Kim", "relation", "teacher|Noah's teacher", False),
], me="Oscar", tag=True, parent=True))

add(case("en", "group", [
    s("Dana", "who's in for trivia tuesday"),
    s("Rob", "in. sam's coming too, she just moved here from Denver", ex=True),
    s("Sam", "hi!! yes, new in Portland, still unpacking. I'm a vet tech if anyone's pets need anything lol"),
    s("Rob", "sam is also my cousin, be nice to her"),
    s("Dana", "welcome sam! rob you're still bad at trivia though"),
], [
    f("p:Sam", "city", "Portland"),
    f("p:Sam", "job_title", "vet tech|veterinary technician"),
    f("p:Sam", "relation", "cousin"),
    f("u", "family", "Sam|cousin"),
    f("u", "hobby", "trivia", False),
    f("u", "name", "Rob", False),
], tag=True))

add(case("en", "group", [
    s("Mrs. Okafor", "Parents of 4B: our spelling bee is on March 3rd. Any volunteers to judge?"),
    s("Tom", "I'm happy to. I'm an English professor at Rutgers, spelling is kind of my whole thing"),
    s("Aisha", "Tom that's perfect. Zara is nervous but practicing every night, she wants to beat her big brother's record"),
    s("Tom", "tell Zara good luck from Leo and me!"),
], [
    f("u", "job_title", "English professor|professor"),
    f("u", "employer", "Rutgers"),
    f("u", "plan", "judge|spelling bee", False),
    f("p:Zara", "plan", "spelling bee", False),
    f("p:Mrs. Okafor", "job_title", "teacher", False),
    f("u", "family", "Leo", False),
], me="Tom", tag=True, parent=True))

add(case("en", "group", [
    s("Grandma Rose", "Happy birthday Lucy!! 9 years old already 🎂"),
    s("Lucy's Mom", "thank you mom!! she's having a sleepover with 5 girls tonight, pray for me", ex=True),
    s("Uncle Pete", "9! I remember when she was born, I was still in the Navy then"),
    s("Lucy's Mom", "haha and now you're retired and fishing every day. jealous"),
], [
    f("p:Lucy", "age", "9"),
    f("u", "family", "Lucy"),
    f("p:Uncle Pete", "hobby", "fishing"),
    f("p:Uncle Pete", "job_title", "retired", False),
    f("u", "gender", "female", False),
], tag=True, parent=True))

add(case("en", "group", [
    s("Ms. Chen", "Hi families! Our class pet, a guinea pig named Biscuit, needs a home for spring break"),
    s("Rachel", "we'd love to take Biscuit! we already have a cat though, would that be ok?"),
    s("Ms. Chen", "as long as the cat stays out of the room 😅"),
    s("Greg", "we can't, my son's allergic to anything furry unfortunately"),
    s("Rachel", "then it's settled, Biscuit is coming to ours. Ava will be thrilled"),
], [
    f("u", "pet", "cat"),
    f("u", "family", "Ava", False),
    f("p:Ms. Chen", "pet|belonging", "guinea pig", False),
    f("p:Greg", "family", "son", False),
    f("p:son", "allergy", "anything furry|furry animals"),
    f("u", "plan", "take Biscuit|Biscuit is coming to ours", False),
], me="Rachel", tag=True, parent=True))

add(case("en", "group", [
    s("Band Boosters", "Fundraiser car wash sat 9-1, need drivers for the trumpet section kids"),
    s("Mike", "I'll drive. Caleb plays trumpet, I played trombone in college so I get it", ex=True),
    s("Sandra", "Mike you were in the marching band at Ohio State right?"),
    s("Mike", "yep OSU, best 4 years. now I just sell tractors 😂"),
], [
    f("p:Caleb", "instrument", "trumpet"),
    f("u", "school", "Ohio State|OSU"),
    f("u", "job_title", "sell tractors|tractor salesman"),
    f("u", "instrument", "trombone", False),
    f("u", "family", "Caleb", False),
], tag=True, parent=True))

add(case("en", "group", [
    s("Mr. Rivera", "3rd grade reading logs due Monday. Please initial each night"),
    s("Becca", "Mr. Rivera, Owen's dad and I are divorced, can the log go home on his weeks too?"),
    s("Mr. Rivera", "Of course, I'll send two copies."),
    s("Becca", "thanks! Owen reads Dog Man over and over, is that ok to count lol"),
    s("Jess", "omg same, Harper has read every Dog Man ten times"),
], [
    f("u", "family", "Owen"),
    f("p:Owen", "fav_book", "Dog Man", False),
    f("p:Harper", "fav_book", "Dog Man", False),
    f("p:Mr. Rivera", "job_title", "teacher", False),
], me="Becca", tag=True, parent=True))

add(case("en", "group", [
    s("Nadia", "pickup line is chaos today, I'm parked by the gym", ex=True),
    s("Carlos", "I'm at the back gate. btw anyone know a good pediatric dentist? ours retired"),
    s("Nadia", "Dr. Wu on Elm, she's great. my husband actually works in her building, he's an accountant"),
    s("Carlos", "thanks Nadia!"),
], [
    f("u", "partner", "husband"),
    f("p:husband", "job_title", "accountant"),
    f("p:Dr. Wu", "job_title", "pediatric dentist|dentist", False),
    f("u", "name", "Nadia", False),
], tag=True, parent=True))

# ---------------- companion chats (12) ----------------
add(case("en", "companion", [
    u("Nori guess what, I finally adopted a dog!"),
    a("Oh wow!! What breed? Let me guess, a golden retriever?"),
    u("nope, a greyhound, retired racer. her name is Pepper"),
    a("Pepper the greyhound! That's wonderful. Does she get along with your cat Mochi?"),
    u("I don't have a cat lol that's my sister's. Pepper is my only baby"),
], [
    f("u", "pet", "greyhound"),
    f("u", "pet_name", "Pepper"),
    f("p:sister", "pet", "cat", False),
    f("u", "family", "sister", False),
], character="Nori", tag=True))

add(case("en", "companion", [
    u("hey Iris. rough day. the pta meeting ran 3 hours"),
    a("Oof. Are you the PTA president now? You mentioned you'd been nominated."),
    u("treasurer, not president thank god. on top of my actual job as a paralegal"),
    a("Treasurer AND a paralegal, you're juggling a lot. How are the kids?"),
    u("Maddie (7) is fine, Theo (10) got into the gifted program so that's something"),
], [
    f("u", "job_title", "paralegal"),
    f("u", "family", "Maddie"),
    f("u", "family", "Theo"),
    f("p:Maddie", "age", "7"),
    f("p:Theo", "age", "10"),
    f("u", "job_title", "treasurer|PTA treasurer", False),
], character="Iris", tag=True, parent=True))

add(case("en", "companion", [
    u("Sol, I want you to remember this: my birthday is July 19"),
    a("Got it! July 19. So you're a Cancer, right?"),
    u("I don't really believe in that stuff. but yeah I'll be 41"),
    a("41 on July 19, noted. Any plans?"),
    u("my wife booked us a weekend in Napa, she thinks I don't know"),
], [
    f("u", "birthday", "July 19"),
    f("u", "age", "41|40", False),
    f("u", "partner", "wife"),
    f("u", "plan", "weekend in Napa|Napa", False),
], character="Sol", tag=True))

add(case("en", "companion", [
    u("Nori I have a confession. I hate running. like, with my whole soul"),
    a("Ha! But didn't you sign up for a half marathon?"),
    u("my coworker did. I just said I'd cheer. I do yoga, that's my limit"),
    a("Yoga counts! How long have you been doing it?"),
    u("like 4 years, every morning before my shift at the hospital pharmacy"),
], [
    f("u", "dislike", "running"),
    f("u", "sport|hobby", "yoga"),
    f("u", "employer", "hospital pharmacy|hospital", False),
    f("p:coworker", "plan", "half marathon", False),
], character="Nori", tag=True))

add(case("en", "companion", [
    u("Iris can u help me write a note to my son's teacher"),
    a("Of course! What's it about?"),
    u("he's been bullied at recess. his name is Eli, 2nd grade, teacher is Mrs. Patel"),
    a("I'm so sorry. Should I say you're his mom?"),
    u("dad. I'm his dad. people always assume lol. I'm a stay at home dad since last year"),
], [
    f("p:Eli", "relation", "son"),
    f("u", "family", "Eli"),
    f("p:Eli", "school", "2nd grade|second grade", False),
    f("p:Mrs. Patel", "job_title", "teacher"),
    f("u", "gender", "dad|male"),
    f("u", "job_title", "stay at home dad|stay-at-home dad"),
], character="Iris", tag=True, parent=True))

add(case("en", "companion", [
    u("Juniper do you like music"),
    a("I love it! I've been getting into jazz lately, especially Chet Baker. What about you?"),
    u("mostly country. Chris Stapleton is my guy. I play a little banjo too"),
    a("Banjo! How long have you played?"),
    u("since I was a kid in Kentucky. my granddad taught me"),
], [
    f("c", "fav_music", "jazz|Chet Baker"),
    f("u", "fav_music", "Chris Stapleton|country"),
    f("u", "instrument", "banjo"),
    f("u", "hometown", "Kentucky"),
    f("u", "family", "granddad|grandfather", False),
], character="Juniper", tag=True))

add(case("en", "companion", [
    u("Sol my email changed btw. it's mara.lindqvist@outlook.com"),
    a("Updated! Is that for the freelance design stuff?"),
    u("yep. I quit the agency in march, fully freelance now"),
    a("Congrats on going solo! Are you still in Minneapolis?"),
    u("still here, still freezing"),
], [
    f("u", "email", "mara.lindqvist@outlook.com"),
    f("u", "job_title", "freelance|freelance designer|freelance design"),
    f("u", "city", "Minneapolis"),
    f("u", "name", "Mara Lindqvist", False),
], character="Sol", tag=True))

add(case("en", "companion", [
    u("nori i think im lactose intolerant"),
    a("That's common! Have you been tested, or is it a guess?"),
    u("doctor confirmed it today. rip ice cream"),
    a("Oh no, ice cream was your favorite, right?"),
    u("no that's pizza. which also has cheese. my life is over"),
], [
    f("u", "health|allergy|diet", "lactose intolerant"),
    f("u", "fav_food", "pizza"),
], character="Nori", tag=True))

add(case("en", "companion", [
    u("Iris, the school called. Sophie threw up at lunch"),
    a("Oh no! Is she ok? Want me to help you find a pediatrician near you in Austin?"),
    u("we're in San Antonio not Austin. she's fine, just ate too many of her friend's cheetos"),
    a("Sorry, San Antonio! Glad she's ok. Poor Sophie."),
    u("I'm leaving work early to get her, my boss Diane is cool about it"),
], [
    f("u", "city", "San Antonio"),
    f("u", "family", "Sophie"),
    f("p:Diane", "relation", "boss"),
], character="Iris", tag=True, parent=True))

add(case("en", "companion", [
    u("Juniper what do you know about me so far"),
    a("You're a nurse in Seattle, you love hiking, and you have a brother named Jake."),
    u("close. I'm a nurse but in Tacoma. and Jake is my husband not my brother 😂"),
    a("Oops! Jake is your husband, you're in Tacoma. Sorry!"),
    u("all good. hiking is right tho"),
], [
    f("u", "job_title", "nurse"),
    f("u", "city", "Tacoma"),
    f("u", "partner", "Jake"),
    f("p:Jake", "relation", "husband"),
    f("u", "hobby|sport", "hiking"),
], character="Juniper", tag=True))

add(case("en", "companion", [
    u("Nori I'm studying for the bar exam, it's in July"),
    a("Good luck! Which law school did you go to?"),
    u("Georgetown. graduated in may"),
    a("Georgetown Law, impressive. Will you practice in DC?"),
    u("probably, I already have an offer from a firm there. Hoffman & Reyes"),
], [
    f("u", "plan", "bar exam"),
    f("u", "school", "Georgetown"),
    f("u", "degree", "law|JD|law school", False),
    f("u", "employer|plan", "Hoffman & Reyes", False),
], character="Nori", tag=True))

add(case("en", "companion", [
    u("Sol, quick one, my daughter Ruby is doing a school project on pets and wants to interview you lol"),
    a("I'd love to! Does Ruby have a pet?"),
    u("two hamsters, Salt and Pepper. she's 8 and in Mrs. Garcia's class"),
    a("Salt and Pepper! Tell Ruby I'm ready."),
], [
    f("p:Ruby", "relation", "daughter"),
    f("u", "family", "Ruby"),
    f("p:Ruby", "pet", "hamsters|hamster"),
    f("p:Ruby", "pet_name", "Salt"),
    f("p:Ruby", "pet_name", "Pepper"),
    f("p:Ruby", "age", "8"),
    f("p:Mrs. Garcia", "job_title", "teacher", False),
], character="Sol", tag=True, parent=True))

# ---------------- diaries (10) ----------------
add(case("en", "diary", [u("Tuesday. Drove Lily to school, she forgot her lunch again. Work was a blur, three deliveries went to the wrong warehouse and I spent the afternoon on the phone. I've been a logistics coordinator at FedEx for six years and this was a new low. Dinner was tacos. Lily told me her teacher Mr. Bennett has a pet snake named Noodle, which she now wants more than anything. Absolutely not.")], [
    f("u", "job_title", "logistics coordinator"),
    f("u", "employer", "FedEx"),
    f("u", "family", "Lily"),
    f("p:Mr. Bennett", "pet", "snake"),
    f("p:Mr. Bennett", "pet_name", "Noodle"),
    f("p:Mr. Bennett", "job_title", "teacher"),
], tag=True, parent=True))

add(case("en", "diary", [u("Rained all day. Stayed in and finished rereading The Hobbit for maybe the tenth time. Still my favorite book. Called Mom, she's doing better after the hip surgery. My neighbor Frank brought over soup, he's 82 and still chops his own wood. I should learn to cook something other than eggs.")], [
    f("u", "fav_book", "The Hobbit"),
    f("p:mom", "health", "hip surgery"),
    f("p:Frank", "age", "82"),
    f("p:Frank", "relation", "neighbor"),
    f("u", "family", "Mom", False),
], tag=True))

add(case("en", "diary", [u("First day at the new job. I'm officially a line cook at Marigold, the Thai place downtown. Burned my wrist twice. Chef says I'm slow but I'll get faster. I moved to Richmond three weeks ago and I still get lost on the way home. Texted Dani, my ex, out of habit. Need to stop doing that.")], [
    f("u", "job_title", "line cook"),
    f("u", "employer", "Marigold"),
    f("u", "city", "Richmond"),
], tag=True))

add(case("en", "diary", [u("parent teacher conferences tonight. Ms. Howard says Aiden is reading above grade level but won't sit still. no surprise, he's my kid. the dad next to me in line was bragging that his daughter got into some coding camp at MIT. whatever. after that I had my guitar lesson, finally nailed the F barre chord. 37 years old and I feel like a teenager.")], [
    f("u", "family", "Aiden"),
    f("p:Ms. Howard", "job_title", "teacher", False),
    f("u", "instrument", "guitar"),
    f("u", "age", "37"),
    f("p:dad next to me", "family", "daughter", False),
], tag=True, parent=True))

add(case("en", "diary", [u("Sunday. Long run with the club, 14 miles. Training for Chicago in October, bib's already paid for. Knee held up. Afterwards brunch with Priya, she's moving to London for a job at Deloitte in January, I'm going to miss her so much. Spent the evening grading papers; 31 essays on The Great Gatsby. Teaching 11th grade English is not for the weak.")], [
    f("u", "sport", "run|running"),
    f("u", "plan", "Chicago|Chicago marathon"),
    f("u", "job_title", "Teaching 11th grade English|English teacher|teacher"),
    f("p:Priya", "plan", "moving to London|London"),
    f("p:Priya", "employer|plan", "Deloitte"),
], tag=True))

add(case("en", "diary", [u("Oct 2. Picked up Mia from daycare, then straight to the allergist. Confirmed: she's allergic to eggs. Makes sense after the pancake incident. I'm the one allergic to shellfish so at least we won't fight over shrimp lol. Work from home the rest of the day, my team at Shopify had back to back calls. Husband made spaghetti.")], [
    f("p:Mia", "allergy", "eggs"),
    f("u", "family", "Mia"),
    f("u", "allergy", "shellfish"),
    f("u", "employer", "Shopify"),
    f("u", "partner", "Husband"),
], tag=True))

add(case("en", "diary", [u("Hard day. The school nurse called about Jonah's asthma again. I left the shop early, the shop being the bike repair place I've run for nine years. My wife Carmen picked up the other two from soccer. Dreamed last night that I was a pilot. I have never even been on a plane.")], [
    f("p:Jonah", "health", "asthma"),
    f("u", "family", "Jonah"),
    f("u", "job_title", "bike repair|bike shop owner", False),
    f("u", "partner", "Carmen"),
    f("p:Carmen", "relation", "wife"),
], tag=True, parent=True))

add(case("en", "diary", [u("Today I turned 16. Mom made a chocolate cake even though I told her I hate chocolate, so I ate the frosting off and fed the rest to our beagle, Waffles. Got my learner's permit appointment for next Thursday! Bio quiz went bad. I want to be a marine biologist but maybe I'm not smart enough.")], [
    f("u", "age", "16"),
    f("u", "dislike", "chocolate"),
    f("u", "pet", "beagle"),
    f("u", "pet_name", "Waffles"),
    f("u", "plan", "learner's permit appointment|learner's permit"),
], tag=True))

add(case("en", "diary", [u("Snow day. Schools closed so the kids were home and feral. I work from home as a medical coder so I tried to get through charts between snowball fights. Evening: finally watched Past Lives, which my sister keeps calling the best movie ever. It was fine? Arrival is still mine.")], [
    f("u", "job_title", "medical coder"),
    f("u", "fav_film", "Arrival"),
    f("p:sister", "fav_film", "Past Lives", False),
    f("u", "family", "kids", False),
], tag=True, parent=True))

add(case("en", "diary", [u("Got my citizenship today!! 12 years after arriving from Manila. My mom cried on the phone. Celebrated with the nurses from my unit at Mercy General, they got me a cake shaped like a flag. I speak Tagalog at home and English everywhere else, and now I get to vote.")], [
    f("u", "hometown", "Manila"),
    f("u", "employer", "Mercy General"),
    f("u", "job_title", "nurse", False),
    f("u", "language", "Tagalog"),
    f("u", "language", "English"),
], tag=True))

# ---------------- short chats (32) ----------------
add(case("en", "short", [u("hi, I'm Devon, 24, I live in Atlanta and work as a barber")], [
    f("u", "name", "Devon"), f("u", "age", "24"), f("u", "city", "Atlanta"), f("u", "job_title", "barber"),
]))
add(case("en", "short", [u("not gonna lie I used to be vegan but I eat fish now. pescatarian I guess")], [
    f("u", "diet", "pescatarian"),
], tag=True))
add(case("en", "short", [u("my phone number is 503-555-0148 if the delivery guy needs it")], [
    f("u", "phone", "503-555-0148"),
]))
add(case("en", "short", [u("i'm a software engineer at Stripe, in the Dublin office since 2021 which honestly still surprises me")], [
    f("u", "job_title", "software engineer"),
    f("u", "employer", "Stripe"),
    f("u", "city", "Dublin", False),
]))
add(case("en", "short", [u("anyone know a good vet in Boise? my cat Ziggy stopped eating")], [
    f("u", "pet", "cat"), f("u", "pet_name", "Ziggy"), f("u", "city", "Boise", False),
], tag=True))
add(case("en", "short", [u("my brother is a pilot for Delta and my sister's a chef. me? I do taxes lol. CPA at a tiny firm in Tulsa")], [
    f("p:brother", "job_title", "pilot"),
    f("p:brother", "employer", "Delta"),
    f("p:sister", "job_title", "chef"),
    f("u", "job_title", "CPA"),
    f("u", "city", "Tulsa", False),
    f("u", "family", "brother", False),
    f("u", "family", "sister", False),
], tag=True))
add(case("en", "short", [u("if I won the lottery I'd buy a farm in Vermont and raise alpacas. reality: studio apartment in Queens and a goldfish")], [
    f("u", "place|city", "Queens"),
    f("u", "pet", "goldfish"),
], tag=True))
add(case("en", "short", [u("i have celiac so please no recommendations for pasta places lol")], [
    f("u", "health|diet|allergy", "celiac"),
]))
add(case("en", "short", [u("Studied mechanical engineering at Purdue, got my master's there too. Now I design HVAC systems")], [
    f("u", "major", "mechanical engineering"),
    f("u", "school", "Purdue"),
    f("u", "degree", "master's|master"),
    f("u", "job_title", "design HVAC systems|HVAC engineer"),
]))
add(case("en", "short", [u("my girlfriend Tessa thinks I'm 30 but I'm actually 29, don't tell her 🤫")], [
    f("u", "age", "29"),
    f("u", "partner", "Tessa"),
    f("p:Tessa", "relation", "girlfriend"),
], tag=True))
add(case("en", "short", [u("everyone calls me Bear. real name's Bernard but nobody uses it"), u("oh and favorite book ever is Lonesome Dove, I reread it every winter")], [
    f("u", "nickname", "Bear"),
    f("u", "name", "Bernard"),
    f("u", "fav_book", "Lonesome Dove"),
]))
add(case("en", "short", [u("I'm from Lagos originally, moved to Houston for grad school and never left")], [
    f("u", "hometown", "Lagos"),
    f("u", "city", "Houston"),
    f("u", "degree", "grad school|graduate", False),
]))
add(case("en", "short", [u("am I the only one who can't stand mushrooms? the texture 🤢")], [
    f("u", "dislike", "mushrooms"),
]))
add(case("en", "short", [u("just bought a Subaru Outback, first car I've ever owned at 34 lol")], [
    f("u", "belonging", "Subaru Outback"),
    f("u", "age", "34"),
]))
add(case("en", "short", [u("my son's school wants an emergency contact email, use dan.okoro.home@gmail.com"), u("his name's Tobi, he's in kindergarten at Lincoln Elementary")], [
    f("u", "email", "dan.okoro.home@gmail.com"),
    f("u", "family", "Tobi"),
    f("p:Tobi", "relation", "son"),
    f("p:Tobi", "school", "Lincoln Elementary|kindergarten"),
    f("u", "name", "Dan Okoro", False),
], parent=True))
add(case("en", "short", [u("i work at target but not like corporate, i'm a cashier at the one on 5th")], [
    f("u", "employer", "target"),
    f("u", "job_title", "cashier"),
], tag=True))
add(case("en", "short", [u("I'm not a doctor, I'm a physical therapist. people mix it up all the time")], [
    f("u", "job_title", "physical therapist"),
], tag=True))
add(case("en", "short", [u("Flying to Tokyo on the 14th! Tickets booked, ryokan booked, I don't speak a word of Japanese lol")], [
    f("u", "plan", "Flying to Tokyo|Tokyo|trip to Tokyo"),
], tag=True))
add(case("en", "short", [u("my dad was a coal miner in West Virginia, that's where I grew up too. I'm the first in my family to go to college")], [
    f("u", "hometown", "West Virginia"),
    f("p:dad", "job_title", "coal miner", False),
    f("u", "family", "dad", False),
], tag=True))
add(case("en", "short", [u("favorite band of all time: Fleetwood Mac. my husband says it's a dad choice. he likes Metallica so who's talking")], [
    f("u", "fav_music", "Fleetwood Mac"),
    f("u", "partner", "husband"),
    f("p:husband", "fav_music", "Metallica"),
], tag=True))
add(case("en", "short", [u("I'm a stay at home mom of three, the oldest just started middle school and I cried more than she did")], [
    f("u", "job_title", "stay at home mom|stay-at-home mom"),
    f("u", "gender", "mom|female", False),
    f("u", "family", "three|three kids"),
], parent=True))
add(case("en", "short", [u("been playing piano since I was 6, I'm 52 now and still practice every day")], [
    f("u", "instrument", "piano"),
    f("u", "age", "52"),
], tag=True))
add(case("en", "short", [u("I work in renewable energy, mostly solar farm permitting. boring to explain, fun to do")], [
    f("u", "industry", "renewable energy|solar"),
    f("u", "job_title", "solar farm permitting|permitting", False),
]))
add(case("en", "short", [u("i'm type 1 diabetic since I was 12, so yes I carry snacks everywhere")], [
    f("u", "health", "type 1 diabetic|type 1 diabetes|diabetes"),
]))
add(case("en", "short", [u("my partner Sam and I just got engaged!! wedding's next June in Asheville")], [
    f("u", "partner", "Sam"),
    f("p:Sam", "relation", "partner|fiancé"),
    f("u", "plan", "wedding|wedding's next June"),
]))
add(case("en", "short", [u("not a big reader honestly but Project Hail Mary is the one book I actually finished twice")], [
    f("u", "fav_book", "Project Hail Mary", False),
], tag=True))
add(case("en", "short", [u("i bake sourdough every weekend, my starter is named Gerald and he's older than my relationship")], [
    f("u", "hobby", "bake sourdough|sourdough|baking"),
], tag=True))
add(case("en", "short", [u("my roommate is from Seoul and teaching me Korean, I can order food now lol")], [
    f("p:roommate", "hometown", "Seoul"),
    f("u", "language", "Korean"),
], tag=True))
add(case("en", "short", [u("I'm a Muslim so I don't drink or eat pork, the work happy hours are a bit awkward")], [
    f("u", "diet", "don't drink or eat pork|halal|no pork"),
]))
add(case("en", "short", [u("live in Denver now but I'm Texan through and through, born in El Paso")], [
    f("u", "city", "Denver"),
    f("u", "hometown", "El Paso"),
], tag=True))
add(case("en", "short", [u("my teacher Mr. O'Neil wants us to present on a favorite movie, I'm doing Spirited Away obviously"), u("I'm in 7th grade btw")], [
    f("u", "fav_film", "Spirited Away"),
    f("u", "school", "7th grade", False),
    f("p:Mr. O'Neil", "job_title", "teacher"),
]))
add(case("en", "short", [u("we have two kids, twins actually, both in Ms. Lopez's first grade class. and before you ask no we can't tell them apart either")], [
    f("u", "family", "twins|two kids"),
    f("p:Ms. Lopez", "job_title", "first grade|teacher", False),
], tag=True, parent=True))
