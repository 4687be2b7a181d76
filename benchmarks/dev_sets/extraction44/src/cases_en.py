"""English cases of dev set 44 (all sentences written new for this set)."""
from h import U, A, G, F, N, C

CASES = [
# ---------------- group chats ----------------
C("group", [
    G("priya", "who ate my leftover pad thai 😤"),
    G("jess", "not me, i'm allergic to peanuts remember?? i'd be in the ER"),
    G("marco", "guilty. i'll buy you a new one. also rent is due friday, i venmo'd the landlord already"),
    G("jess", "k also heads up i got the summer internship at deloitte!! starting june 2nd"),
    G("priya", "omg congrats!! we're celebrating"),
], [
    F("u", "allergy", "peanuts|peanut"),
    F("u", "employer|plan", "deloitte"),
    F("u", "job_title|plan", "internship|intern|summer internship"),
], me="jess", tag=True, young=True),

C("group", [
    G("Tom", "orgo final is thursday 9am right? room 204"),
    G("Hana", "yes. i'm dying. i'm a bio major why do i need this", x=True),
    G("Tom", "lol same except i'm pre-med so i actually do need it"),
    G("Dev", "guys i dropped the class. switching to econ, see you never"),
    G("Hana", "traitor. also can we meet at the library tmrw, i work at the campus bookstore till 3"),
], [
    F("u", "major", "bio|biology"),
    F("u", "plan", "orgo final|organic chemistry final"),
    N("u", "employer|job_title", "campus bookstore|bookstore"),
    F("Tom", "major", "pre-med"),
    N("Dev", "major|plan", "econ|economics"),
    N("u", "name", "Hana"),
], tag=True, young=True),

C("group", [
    G("Mom", "Rob are you still coming for thanksgiving? Aunt Carol is bringing her new husband"),
    G("Rob", "yes flying in wednesday night, already booked"),
    G("Lisa", "bring Daisy! the kids miss her"),
    G("Rob", "Daisy's coming, she's a good traveler for a beagle lol"),
    G("Mom", "and you're still at the fire station? Carol was asking"),
    G("Rob", "still a firefighter mom, 9 years now 😂"),
], [
    F("u", "plan", "thanksgiving|flying in wednesday"),
    F("u", "pet", "beagle|dog"),
    F("u", "pet_name", "Daisy"),
    F("u", "job_title", "firefighter"),
    N("u", "employer", "fire station"),
    F("Carol", "relation", "aunt|Aunt Carol"),
    F("Carol", "partner", "husband|new husband"),
], me="Rob", tag=True),

C("group", [
    G("Nadia", "welcome to the team @Sam! Sam's joining us as a backend engineer from Shopify"),
    G("Sam", "thanks all! excited. i'm based in toronto so i'll be on eastern time", x=True),
    G("Leo", "welcome! fyi we do a run club on tuesdays if you're into that"),
    G("Sam", "oh 100%, training for my first half marathon in may actually"),
], [
    F("u", "job_title", "backend engineer|engineer"),
    F("u", "city", "toronto"),
    F("u", "plan", "half marathon|first half marathon"),
    N("u", "sport", "running|run club"),
    N("u", "name", "Sam"),
], tag=True),

C("group", [
    G("kayla", "ok so the guy from my stats class asked me out 😳"),
    G("bri", "WHAT. the tall one who plays lacrosse?"),
    G("kayla", "no that's his roommate lol. this one works at the climbing gym on 5th"),
    G("meg", "marry him. also kayla u still vegetarian? picking restaurants for saturday"),
    G("kayla", "yes still veggie!! no steakhouse pls"),
], [
    F("u", "diet", "veggie|vegetarian"),
    N("u", "plan", "saturday"),
], me="kayla", tag=True, young=True),

C("group", [
    G("Gary (4B)", "anyone else's heat out? building manager not answering"),
    G("Ines", "mine too. i'm 3A btw, new here, moved from Lisbon last month", x=True),
    G("Gary (4B)", "welcome Ines! I'd lend you a space heater but my wife's using both haha"),
    G("Ines", "haha no worries, my cat is my heater 🐈"),
    G("Paula", "I have an extra one, I'm a nurse so i'm gone all night anyway, come grab it"),
], [
    F("u", "place", "3A"),
    F("u", "pet", "cat"),
    N("u", "name", "Ines"),
    F("Paula", "job_title", "nurse"),
    F("Gary (4B)", "partner", "wife"),
], tag=True),

C("group", [
    G("Mike", "derek your team is trash this year"),
    G("Derek", "says the guy in last place. anyway can't draft sunday, my daughter's recital"),
    G("Jonah", "which one, the piano one?"),
    G("Derek", "violin. Ella's 9 and already better than me at everything"),
], [
    F("u", "family", "Ella|daughter"),
    F("Ella", "relation", "daughter"),
    F("Ella", "instrument", "violin"),
    F("Ella", "age", "9|nine"),
    N("u", "plan", "recital|daughter's recital"),
], me="Derek", tag=True),

C("group", [
    G("Prof. Alvarez", "reminder: thesis drafts due nov 30. no extensions"),
    G("Wen", "understood. is it ok if my case study is on Chengdu? it's my hometown so i have interviews in mandarin", x=True),
    G("Prof. Alvarez", "Yes, translate quotes into English."),
    G("Mateo", "wen you're lucky, my topic is housing in phoenix and i've never even been there"),
], [
    F("u", "hometown", "Chengdu|成都"),
    N("u", "language", "mandarin|Chinese"),
    F("u", "plan", "thesis drafts|thesis draft|thesis"),
    N("u", "name", "Wen|wen"),
], tag=True, young=True),

C("group", [
    G("Coach Ray", "saturday long run: 14 miles, meet at the boathouse 6am"),
    G("Kim", "i'm in but doing 10, my knee's still wonky from the fall", x=True),
    G("Dana", "kim didn't you say you're doing chicago in october?"),
    G("Kim", "yep registered, that's why i'm babying the knee"),
], [
    F("u", "plan", "chicago|Chicago Marathon"),
    F("u", "sport", "run|running|long run"),
    F("u", "health", "knee|wonky knee"),
    N("u", "name", "Kim|kim"),
], tag=True),

# ---------------- named companions ----------------
C("comp", [
    U("juniper i finally did it. i quit the agency"),
    A("Whoa! Big step. So you're unemployed now, or do you have something lined up?"),
    U("lined up! starting at a nonprofit doing grant writing on monday"),
    A("That's perfect for you. Didn't you say you studied English lit?"),
    U("close, it was comparative literature. at UCSD"),
], [
    F("u", "job_title|plan", "grant writing|grant writer"),
    N("u", "employer|plan", "nonprofit"),
    F("u", "major", "comparative literature"),
    F("u", "school", "UCSD|UC San Diego"),
], ch="Juniper", tag=True),

C("comp", [
    U("milo my dog bit the mailman today. i'm mortified"),
    A("Oh no! Is Biscuit okay? And the mailman?"),
    U("her name is Pepper not Biscuit, Biscuit was my old dog. everyone's fine, just a scratch"),
    A("Sorry — Pepper. What breed is she again?"),
    U("a rescue, vet thinks shepherd mix"),
], [
    F("u", "pet", "dog"),
    F("u", "pet_name", "Pepper"),
    N("u", "pet", "shepherd mix|shepherd"),
], ch="Milo", tag=True),

C("comp", [
    U("can you remember my anniversary? it's june 14, me and Sofia, 6 years"),
    A("Of course! June 14 with Sofia. Are you two married?"),
    U("engaged actually, wedding's next spring"),
    A("Congratulations!! Where's the wedding?"),
    U("probably her hometown, San Juan, but nothing's booked"),
], [
    F("u", "partner", "Sofia"),
    F("Sofia", "relation", "engaged|fiancée|fiance"),
    N("u", "plan", "wedding|wedding's next spring"),
    F("Sofia", "hometown", "San Juan"),
], ch="Juniper", tag=True),

C("comp", [
    U("ugh i failed my driving test again. third time"),
    A("Oof, sorry. You're 17 right? There's time."),
    U("i'm 19 lol. and i need it for my delivery job, i do doordash after class"),
    A("Got it, 19 and dashing after class. What are you studying?"),
    U("nursing at a community college, first year"),
], [
    F("u", "age", "19"),
    F("u", "job_title|employer", "doordash|delivery job|delivery"),
    F("u", "major", "nursing"),
    N("u", "school", "community college"),
], ch="Milo", tag=True, young=True),

C("comp", [
    U("my therapist says i should tell you about my week. so: adhd meds finally kicking in"),
    A("That's great to hear. How long have you been on them?"),
    U("like a month. also started pottery classes tuesdays, it's the only time my brain shuts up"),
    A("Pottery! So you're an artist type — are you a graphic designer?"),
    U("lol no, i'm an accountant. very not artsy"),
], [
    F("u", "health", "adhd"),
    F("u", "hobby", "pottery"),
    F("u", "job_title", "accountant"),
], ch="Juniper", tag=True),

C("comp", [
    U("I grew up in a tiny town in Ohio but honestly I think of Denver as home now, 11 years here"),
    A("Denver's great. Do you ski a lot then?"),
    U("snowboard, every weekend in winter. my wife skis, we argue about it constantly"),
    A("A classic rivalry. What's your wife's name?"),
    U("Nora. she'd kill me if she saw this"),
], [
    F("u", "hometown", "Ohio"),
    F("u", "city", "Denver"),
    F("u", "sport", "snowboard|snowboarding"),
    F("u", "partner", "Nora|wife"),
    F("Nora", "relation", "wife"),
    F("Nora", "sport", "skis|skiing"),
], ch="Milo", tag=True),

C("comp", [
    U("stung by a bee at the park. i'm fine but i'm allergic so i carry an epipen everywhere"),
    A("Glad you're okay! Is it a severe allergy?"),
    U("yeah. also shellfish but that one's mild"),
], [
    F("u", "allergy", "bee|bee stings"),
    F("u", "allergy", "shellfish"),
    N("u", "belonging", "epipen"),
], ch="Juniper"),

C("comp", [
    U("hola milo! practicing my spanish with you today, ok?"),
    A("¡Claro! ¿De dónde eres?"),
    U("soy de Manila pero vivo en Seattle. hablo tagalo y inglés, español solo un poco"),
    A("¡Muy bien! So you speak Tagalog, English and a bit of Spanish."),
    U("exactly. class every thursday night at the community center"),
], [
    F("u", "hometown", "Manila"),
    F("u", "city", "Seattle"),
    F("u", "language", "tagalo|Tagalog"),
    F("u", "language", "inglés|English"),
    F("u", "language", "spanish|español"),
], ch="Milo"),

C("comp", [
    U("rereading Pride and Prejudice for the millionth time, it's my comfort book"),
    A("Love that. My own favorite is Jane Eyre, but P&P is a close second. Do you like the movie version too? The 2005 one?"),
    U("i prefer the BBC miniseries honestly. my sister loves the 2005 one"),
], [
    F("u", "fav_book", "Pride and Prejudice"),
    N("u", "fav_film", "BBC miniseries"),
    N("p:sister", "fav_film", "the 2005 one|2005"),
    N("u", "family", "sister"),
    F("c", "fav_book", "Jane Eyre"),
], ch="Juniper", tag=True),

C("comp", [
    U("bought my first car today!! used 2016 civic, paid cash"),
    A("Congrats! Where will you park it, you're in that apartment downtown right?"),
    U("moved out of there in march, i'm in a townhouse in Oak Park now with two roommates"),
], [
    F("u", "belonging", "civic|2016 civic|car"),
    F("u", "place|city", "Oak Park"),
], ch="Milo", tag=True),

C("comp", [
    U("hey, new phone who dis 😂 jk. it's Marcus. number changed to 415-555-0192"),
    A("Hi Marcus! Saved. Should I still call you Marc?"),
    U("everyone calls me Mo actually"),
], [
    F("u", "name", "Marcus"),
    F("u", "phone", "415-555-0192"),
    F("u", "nickname", "Mo"),
], ch="Juniper", tag=True),

C("comp", [
    U("band practice tonight, we finally learned the bridge"),
    A("Nice! You're the drummer, right?"),
    U("bass. the drummer is Kev, he's also my coworker at the warehouse"),
    A("Bass, noted. I'm more of a jazz fan myself 🎷 What kind of music do you play?"),
    U("mostly punk covers. and i hate jazz, don't @ me"),
], [
    F("u", "instrument", "bass"),
    F("Kev", "relation", "coworker"),
    F("Kev", "instrument", "drummer|drums"),
    N("Kev", "employer", "warehouse"),
    N("u", "employer", "warehouse"),
    N("u", "fav_music", "punk"),
    F("u", "dislike", "jazz"),
    F("c", "fav_music", "jazz"),
], ch="Milo", tag=True),

# ---------------- diaries ----------------
C("diary", [U("march 3. woke up late for my 8am (again). econ midterm went ok i think?? worked my shift at the campus coffee cart 11-3, my manager Jo let me leave early. roommate Ava brought home a kitten without asking our RA so now we have a secret cat named Toast. i'm not complaining. got an email from the study abroad office — i'm going to Seoul in the fall!! need to start learning korean for real.")], [
    F("u", "job_title|employer", "coffee cart|campus coffee cart"),
    F("Jo", "relation", "manager"),
    F("Ava", "relation", "roommate"),
    F("u", "pet", "cat|kitten"),
    F("u", "pet_name", "Toast"),
    F("u", "plan", "Seoul|study abroad|going to Seoul"),
    N("u", "language", "korean"),
], tag=True, young=True),

C("diary", [U("Sunday. Took Mom to her cardiology follow-up, she's doing better on the new meds. Stopped at Trader Joe's after. Spent the afternoon on the garden — the tomatoes are finally coming in. Called my brother Sam in Austin, he just got promoted to principal at his school. I'm proud of him. Me, I'm still at the DMV counter, 14 years and counting.")], [
    N("p:mom", "health", "cardiology|heart"),
    N("u", "family", "Mom"),
    F("u", "hobby", "garden|gardening"),
    F("Sam", "relation", "brother"),
    F("u", "family", "Sam|brother"),
    F("Sam", "city", "Austin"),
    F("Sam", "job_title", "principal"),
    F("u", "employer", "DMV"),
], tag=True),

C("diary", [U("ok so today. i'm dictating this while walking so sorry for typos. had the big client pitch at work, i'm the junior architect on the team so i basically just clicked slides but still. then lunch with Rachel who is pregnant!! with twins!! she's due in august. then i went to the vet with Moose because he ate a sock. again. he's a 90 pound lab he'll eat anything. vet bill was 600 bucks. then dinner with my parents who keep asking when i'll move back to Phoenix. never, mom. i love Portland even when it rains 300 days a year.")], [
    F("u", "job_title", "junior architect|architect"),
    F("u", "pet", "lab|Labrador"),
    F("u", "pet_name", "Moose"),
    F("u", "city", "Portland"),
    F("Rachel", "health", "pregnant|pregnant with twins"),
    N("Rachel", "plan", "due in august"),
    N("u", "hometown", "Phoenix"),
], tag=True),

C("diary", [U("Dear diary, it's been a week since the breakup. Deleted his number. Went to my first boxing class, which I'm now obsessed with — signed up for 3x a week. My cousin Leah came over and we watched Mamma Mia and ate an entire tub of mint chip, my all-time favorite ice cream.")], [
    F("u", "sport", "boxing"),
    F("u", "fav_food", "mint chip|mint chip ice cream"),
    F("Leah", "relation", "cousin"),
    F("u", "family", "Leah|cousin"),
], tag=True),

C("diary", [U("Nov 12. Seventy-one today. The kids called, even Danny from Singapore at 4am his time. Harold made pancakes like every birthday for 45 years. My hip is still bad so no walk. Finished the crossword and started a new mystery, Louise Penny, my favorite.")], [
    F("u", "age", "Seventy-one|71"),
    F("u", "birthday", "Nov 12|November 12"),
    F("u", "family", "Danny|kids"),
    N("Danny", "relation", "kids|son|child"),
    F("Danny", "city", "Singapore"),
    N("u", "partner", "Harold"),
    F("u", "health", "hip|bad hip"),
    N("u", "fav_book", "Louise Penny"),
    N("u", "hobby", "crossword"),
], tag=True),

C("diary", [U("internship day 12. my manager at the hospital lab keeps calling me Kelly. my name is Kelsey. whatever. pipetted for 6 hours. grabbed tacos w/ the other interns, one of them goes to MIT and won't let anyone forget it. home by 7, fed Mango (my roommate's parrot, i'm pet sitting). studying for the MCAT in july, ugh.")], [
    F("u", "name", "Kelsey"),
    F("u", "job_title", "internship|intern"),
    N("u", "employer", "hospital lab"),
    F("u", "plan", "MCAT"),
    F("p:roommate", "pet", "parrot"),
    F("p:roommate", "pet_name", "Mango"),
], tag=True, young=True),

C("diary", [U("Rain all day. Worked from home — I'm a translator, mostly Japanese to English, so home is the office anyway. Made ramen from scratch, it took 5 hours and was worth it. My husband says I should open a ramen shop. Not happening.")], [
    F("u", "job_title", "translator"),
    F("u", "language", "Japanese"),
    N("u", "language", "English"),
    N("u", "partner", "husband"),
], tag=True),

C("diary", [U("Long shift. I've been an ER nurse 6 years and full moons are real. Got home at 2am. Our cat Pickles knocked over my succulents again. Texted Jamal goodnight — he's in Lagos visiting his family for two weeks. I miss him already. Note to self: renew my nursing license before June 30.")], [
    F("u", "job_title", "ER nurse|nurse"),
    F("u", "pet", "cat"),
    F("u", "pet_name", "Pickles"),
    N("u", "partner", "Jamal"),
    N("u", "plan", "renew my nursing license|nursing license"),
], tag=True),

C("diary", [U("day 1 of finals week. our dorm (Hawthorne Hall, 3rd floor) smells like ramen and despair. i have four exams, the worst is linear algebra on wed. my crush sat next to me at the library and i forgot how to breathe. went to the gym at midnight just to think. i'm a math major, i should not be this bad at linear algebra lol.")], [
    F("u", "place", "Hawthorne Hall"),
    F("u", "major", "math|mathematics"),
    F("u", "plan", "finals|linear algebra|finals week"),
], young=True),

C("diary", [U("Back from the Lake Tahoe trip. Beautiful but I got altitude sick the first night. Tomorrow back to the grind at Wells Fargo. Need to remember to call about my gluten-free cake order for Ethan's 5th birthday party saturday — he's got celiac like me.")], [
    F("u", "employer", "Wells Fargo"),
    F("u", "health|diet|allergy", "celiac"),
    F("Ethan", "health", "celiac"),
    N("Ethan", "age", "5th|5"),
    F("u", "family", "Ethan"),
    N("Ethan", "relation", "son|child"),
    N("u", "plan", "birthday party|Ethan's 5th birthday party"),
], tag=True),

# ---------------- one- to three-message chats ----------------
C("chat", [U("i'm not a morning person, i'm a baker, there's a difference 😤 up at 3:30 every day")], [
    F("u", "job_title", "baker"),
], tag=True),

C("chat", [U("my boyfriend thinks i should learn to code but honestly i'm happy being a dental hygienist")], [
    F("u", "job_title", "dental hygienist"),
    N("u", "partner", "boyfriend"),
], tag=True),

C("chat", [U("Born and raised in Glasgow, been in London 8 years now, still can't understand the accent here half the time")], [
    F("u", "hometown", "Glasgow"),
    F("u", "city", "London"),
]),

C("chat", [U("if i won the lottery i'd buy a horse. for now i have a hamster named Gus, he lives on my dorm desk")], [
    F("u", "pet", "hamster"),
    F("u", "pet_name", "Gus"),
], tag=True, young=True),

C("chat", [U("quick q: does anyone know if you need a visa for Japan with an Indian passport? going in April with my roommates, flights booked")], [
    F("u", "plan", "Japan|going to Japan|trip to Japan"),
    N("u", "hometown", "India|Indian"),
], tag=True, young=True),

C("chat", [U("my email: d.okafor@protonmail.com, phone is 07700 900463, best after 6")], [
    F("u", "email", "d.okafor@protonmail.com"),
    F("u", "phone", "07700 900463"),
]),

C("chat", [U("i'm 34, married, two kids, a golden retriever and zero free time")], [
    F("u", "age", "34"),
    F("u", "partner", "married|spouse"),
    F("u", "family", "two kids|kids"),
    F("u", "pet", "golden retriever"),
]),

C("chat", [U("what's a good gift for a guy who has everything? it's for my dad's 60th")], [
    N("p:dad", "age", "60th|60"),
    N("u", "family", "dad"),
], tag=True),

C("chat", [U("i work at target"), U("not the store lol, target corporate in minneapolis. i'm a data analyst")], [
    F("u", "employer", "target|Target corporate"),
    F("u", "job_title", "data analyst"),
    N("u", "city", "minneapolis"),
], tag=True),

C("chat", [U("my favorite band is Fleetwood Mac and i will not be taking criticism. my whole dorm floor knows it")], [
    F("u", "fav_music", "Fleetwood Mac"),
], young=True),

C("chat", [U("I speak french at home with my parents, english everywhere else. my partner only speaks english so family dinners are fun")], [
    F("u", "language", "french"),
    F("u", "language", "english"),
    N("u", "partner", "partner"),
    N("p:partner", "language", "english"),
], tag=True),

C("chat", [U("me and my girlfriend Tara just adopted a rabbit!! his name is Waffles. our student flat is now a petting zoo")], [
    F("u", "partner", "Tara"),
    F("Tara", "relation", "girlfriend"),
    F("u", "pet", "rabbit"),
    F("u", "pet_name", "Waffles"),
], young=True),

C("chat", [U("recovering from ACL surgery so no soccer for 9 months 😭 i play in a sunday league normally")], [
    F("u", "health", "ACL surgery|ACL"),
    F("u", "sport", "soccer"),
]),

C("chat", [U("i used to be vegan for like 3 years but since moving into the dorms i just eat whatever lol")], [], tag=True, young=True),

C("chat", [U("I'm a 2nd year PhD student in neuroscience at McGill, ask me anything about mouse brains")], [
    F("u", "degree", "PhD"),
    F("u", "major", "neuroscience"),
    F("u", "school", "McGill"),
    N("u", "job_title", "PhD student"),
    N("u", "city", "Montreal"),
], young=True),

C("chat", [U("my sister Zoe just moved to Berlin for a job at Zalando. i'm so jealous, still stuck in Leeds")], [
    F("Zoe", "relation", "sister"),
    F("u", "family", "Zoe|sister"),
    F("Zoe", "city", "Berlin"),
    F("Zoe", "employer", "Zalando"),
    F("u", "city", "Leeds"),
], tag=True),

C("chat", [U("she/her, 28, software engineer at a tiny startup in austin")], [
    F("u", "gender", "she/her|female"),
    F("u", "age", "28"),
    F("u", "job_title", "software engineer"),
    N("u", "employer", "tiny startup|startup"),
    F("u", "city", "austin"),
]),

C("chat", [U("can't eat anything with sesame, allergy since i was a kid. restaurants never take it seriously and neither does my dining hall")], [
    F("u", "allergy", "sesame"),
], young=True),

C("chat", [U("honestly the best movie ever made is Spirited Away and i've seen it maybe 40 times")], [
    F("u", "fav_film", "Spirited Away"),
]),

C("chat", [U("lowkey hate cilantro. tastes like soap. my roommate puts it on everything and we share a tiny dorm fridge")], [
    F("u", "dislike", "cilantro"),
], young=True),

C("chat", [U("learning the cello at 45, my teacher is 12 years younger than me lmao")], [
    F("u", "instrument", "cello"),
    F("u", "age", "45"),
], tag=True),

C("chat", [U("moving to Vancouver next month for my husband's job, right now we're in Calgary")], [
    F("u", "city", "Calgary"),
    F("u", "plan", "moving to Vancouver|Vancouver"),
    N("u", "partner", "husband"),
], tag=True),

C("chat", [U("what's a good name for a corgi? getting one next week from a breeder, deposit paid")], [
    F("u", "plan", "corgi|getting a corgi"),
    N("u", "pet", "corgi"),
], tag=True),

C("chat", [U("my grandma turned 100 last week!! still does her own taxes")], [
    F("p:grandma", "age", "100"),
    F("u", "family", "grandma"),
]),

C("chat", [U("i'm trans, he/him. and before you ask, yes my family is cool with it")], [
    F("u", "gender", "he/him|trans|trans man|male"),
]),

C("chat", [U("Type 1 diabetic since 12. The pump is my best friend and worst enemy")], [
    F("u", "health", "Type 1 diabetic|type 1 diabetes|diabetic"),
    N("u", "belonging", "pump|insulin pump"),
]),

C("chat", [U("i'm a barista at Blue Bottle, the one on Valencia, come say hi")], [
    F("u", "employer", "Blue Bottle"),
    F("u", "job_title", "barista"),
    N("u", "place", "Valencia"),
]),

C("chat", [U("drove past my old high school today, Lincoln High. weird feeling. anyway, the kids are at their dad's this weekend")], [
    F("u", "school", "Lincoln High"),
    N("u", "family", "kids"),
], tag=True),

C("chat", [U("I play chess online like 3 hours a day, rated 1800 on lichess. my wife thinks it's a problem")], [
    F("u", "hobby", "chess"),
    N("u", "partner", "wife"),
], tag=True),

C("chat", [U("just got my wisdom teeth out, face like a chipmunk. at least my boss Linda sent flowers. rereading The Hobbit, my favorite book since i was 10")], [
    F("Linda", "relation", "boss"),
    F("u", "fav_book", "The Hobbit|Hobbit"),
    N("u", "health", "wisdom teeth"),
]),

C("chat", [U("name's Priyanka but pls call me Pri. i'm in year 2 of architecture at Bartlett")], [
    F("u", "name", "Priyanka"),
    F("u", "nickname", "Pri"),
    F("u", "major", "architecture"),
    F("u", "school", "Bartlett"),
], young=True),

C("chat", [U("my favorite food is my nonna's lasagna, nobody else's counts")], [
    F("u", "fav_food", "lasagna|nonna's lasagna"),
    N("u", "family", "nonna"),
]),

C("chat", [U("I'm a Gemini if that means anything. birthday June 2. and no I don't want a party")], [
    F("u", "birthday", "June 2"),
]),
]
