"""English cases of dev set 20: 32 short chats, 10 diaries, 12 companion chats, 10 group chats."""
from h import short, diary, comp, group, u, p, ch, T

L = "en"

# ---------------- short chats ----------------
short(L, "retired last spring after 31 yrs at the post office. now i mostly garden and babysit my granddaughter on tuesdays lol", [
    u("job_title", "retired"), u("employer", "post office", False), u("hobby", "garden|gardening"),
    u("family", "granddaughter", False)], T)
short(L, "I'm a freelance wedding photographer based in Asheville, mostly shoot on my old Canon 5D", [
    u("job_title", "wedding photographer|freelance wedding photographer|photographer"), u("city", "Asheville"),
    u("belonging", "Canon 5D")])
short(L, "not allergic to cats, that's my husband. i'm allergic to shellfish tho, found out the hard way in Maine", [
    u("allergy", "shellfish"), u("partner", "husband"), p("husband", "allergy", "cats")], T)
short(L, "My email is rosa.bakes@gmail.com if you need to send the invoice, ignore the yahoo one it's dead", [
    u("email", "rosa.bakes@gmail.com")], T)
short(L, "You can text me at 555-0142, my shop line is different but I never pick that up", [
    u("phone", "555-0142")], T)
short(L, "im 34 as of oct 2nd but everyone thinks im like 25 because of the braces 😭", [
    u("age", "34"), u("birthday", "oct 2nd|October 2")], T)
short(L, "Born in Lagos, raised in Manchester, now stuck in Leeds for uni", [
    u("hometown", "Lagos"), u("hometown", "Manchester", False), u("city", "Leeds")], T)
short(L, "my son Marcus just got into Georgia Tech for engineering!! proudest dad ever", [
    u("family", "Marcus"), p("Marcus", "relation", "son"), p("Marcus", "school|plan", "Georgia Tech"),
    p("Marcus", "major|plan", "engineering"), u("gender", "male|man", False)])
short(L, "I run a tiny bookshop in Hay, mostly secondhand. Fav book is still Middlemarch, don't judge", [
    u("job_title", "bookshop|bookshop owner|bookseller"), u("city", "Hay|Hay-on-Wye"), u("fav_book", "Middlemarch")])
short(L, "I don't have kids, the 'grandma' in my insta bio is a joke, I'm 41 and have a parrot named Captain", [
    u("age", "41"), u("pet", "parrot"), u("pet_name", "Captain")], T)
short(L, "if i was rich id quit plumbing tomorrow and move to Portugal. anyway back to unclogging toilets in Dayton", [
    u("job_title", "plumbing|plumber"), u("city", "Dayton")], T)
short(L, "just signed with a new clinic, starting as a physio at Riverside Health in march. leaving the gym job i have now", [
    u("employer|plan", "Riverside Health"), u("job_title|plan", "physio|physiotherapist"),
    u("job_title", "gym job", False)], T)
short(L, "vegan since 2019, no honey either before anyone asks", [u("diet", "vegan")])
short(L, "i hate olives with a passion. my wife puts them on everything", [
    u("dislike", "olives"), u("partner", "wife")])
short(L, "Type 1 diabetic here, 22 years and counting. Still run half marathons though", [
    u("health", "Type 1 diabetic|type 1 diabetes"), u("sport", "half marathons|running")], T)
short(L, "my name's Dolores but call me Dee, everyone does", [u("name", "Dolores"), u("nickname", "Dee")])
short(L, "I play cello in a community orchestra, second desk, nothing fancy. Day job is accounting at a dental supply company", [
    u("instrument", "cello"), u("job_title", "accounting|accountant"), u("employer", "dental supply company", False),
    u("hobby", "community orchestra", False)])
short(L, "birthday's march 3rd, same as my twin obviously lol", [
    u("birthday", "march 3rd|March 3"), u("family", "twin")])
short(L, ["my daughter's the nurse, not me!", "Oh sorry! What do you do then?", "I just sell insurance out of my home office"], [
    u("job_title", "sell insurance|insurance agent"), u("industry", "insurance"), p("daughter", "job_title", "nurse"),
    u("family", "daughter")], T)
short(L, ["Do you think a 60 year old can learn to surf? Asking for me.", "Absolutely! Lots of people start later.", "good, because I'm 63 lol"], [
    u("age", "63")], T)
short(L, "i speak spanish at home with my mom and english everywhere else, and my portuguese is honestly terrible", [
    u("language", "spanish"), u("language", "english"), u("family", "mom", False)], T)
short(L, "we moved from Phoenix to Tucson last year, way better for my asthma", [
    u("city", "Tucson"), u("health", "asthma")], T)
short(L, "I'm a dog walker in Brooklyn, 11 dogs a day, my own pup Biscuit comes along", [
    u("job_title", "dog walker"), u("city|place", "Brooklyn"), u("pet", "pup|dog"), u("pet_name", "Biscuit")])
short(L, "my favourite film is probably Paris, Texas. no I've never been to Texas", [u("fav_film", "Paris, Texas")], T)
short(L, "I'm gluten free (celiac, not a trend thing)", [
    u("diet", "gluten free|gluten-free"), u("health|allergy", "celiac|coeliac disease")])
short(L, "Just bought a 2009 Tacoma with 180k miles, runs great", [u("belonging", "2009 Tacoma|Tacoma")], T)
short(L, "My partner Sam is a firefighter in Oakland, I'm a librarian, so yeah we're basically the most wholesome couple. we live in Temescal", [
    u("partner", "Sam"), p("Sam", "relation", "partner"), p("Sam", "job_title", "firefighter"), p("Sam", "city", "Oakland"),
    u("job_title", "librarian"), u("place|city", "Temescal"), u("city", "Oakland", False)], T)
short(L, "used to be a chef, now I drive a forklift at the Costco warehouse in Sparks. miss cooking tbh", [
    u("job_title", "drive a forklift|forklift driver"), u("employer", "Costco"), u("city", "Sparks")], T)
short(L, "i'm a woman in her 50s who just learned to skateboard. dm me for tips lmao", [
    u("gender", "woman|female"), u("sport", "skateboard|skateboarding"), u("age", "50s", False)])
short(L, "Quick q, does anyone know a good piano teacher near Ballard? my kid wants lessons, not me", [
    u("family", "kid", False), u("place", "Ballard", False)], T)
short(L, "I listen to nothing but Fleetwood Mac while I work. Running a repair shop gets lonely", [
    u("fav_music", "Fleetwood Mac"), u("job_title", "repair shop|repair shop owner")])
short(L, "got my MBA from Wharton in 2015, and honestly the most useful thing I learned was golf", [
    u("degree", "MBA"), u("school", "Wharton"), u("sport|hobby", "golf")])

# ---------------- diaries ----------------
diary(L, "Nov 14. Opened the shop at 7 as usual. Mrs. Kowalski came in for her usual loaf and told me her grandson is moving to Denver. "
      "Sold out of sourdough by noon, which never happens. Knee's been acting up again — the doctor says it's arthritis and I should stop "
      "the running, but I'm not ready to give up my Sunday 5k. Evening: called my sister Joan in Glasgow, she's retiring from teaching "
      "next summer. Fed Pickles (the cat, not the food) and went to bed early.", [
    u("job_title", "baker|bakery owner", False), u("health", "arthritis"), u("sport", "running|5k"),
    u("family", "Joan"), p("Joan", "relation", "sister"), p("Joan", "city", "Glasgow"), p("Joan", "job_title", "teaching|teacher"),
    p("Joan", "plan", "retiring|retiring from teaching"), u("pet", "cat"), u("pet_name", "Pickles")], T)
diary(L, "Tuesday. Two client calls, one invoice still unpaid (day 47, I'm counting). Freelance copywriting is great until it isn't. "
      "Lunch was leftover pad thai, the only thing I never get tired of. Took the bus to the library to work because the wifi at home "
      "died again. Mom texted asking if I'm still single — I am, and I'd like to stay that way thank you. Evening yoga, then an episode "
      "of something I won't remember.", [
    u("job_title", "copywriting|freelance copywriter|copywriter"), u("fav_food", "pad thai"), u("sport", "yoga", False),
    u("family", "Mom", False)], T)
diary(L, "Saturday 6 Dec. Walked Rufus along the canal. Grandkids came over — Lily is obsessed with dinosaurs now, Theo just wants to "
      "build things. My daughter Helen dropped them off on her way to her shift at the hospital. I'm 71 and I still can't beat Theo at "
      "Connect Four. Made shepherd's pie. The heating man is coming Monday, finally. Ken would have loved today.", [
    u("pet_name", "Rufus"), u("pet", "dog", False), u("family", "Lily|Theo|grandkids"), u("family", "Helen"),
    p("Helen", "relation", "daughter"), p("Helen", "employer", "hospital", False), u("age", "71"),
    p("Lily", "relation", "grandkids|granddaughter", False), p("Theo", "relation", "grandkids|grandson", False)], T)
diary(L, "Long day at the salon. I've owned it for nine years and this was the first time I cried in the back room. A client yelled because "
      "her balayage was 'too warm'. Afterward I went to my pottery class (week 3!) and made a lopsided bowl. Derek picked me up — he's been "
      "so good since we got engaged. Wedding is booked for June 14 at the vineyard. I'm allergic to latex so I went through a whole box of "
      "the nitrile gloves today.", [
    u("job_title", "salon|salon owner"), u("hobby", "pottery"), u("partner", "Derek"),
    p("Derek", "relation", "fiancé|engaged", False), u("plan", "Wedding|wedding June 14"), u("allergy", "latex")], T)
diary(L, "Work was brutal — inventory at the warehouse ran until 9pm. On the drive home I listened to the whole Rumours album again. "
      "Sis called: she's pregnant! First grandkid for Mom and Dad. I live alone with two cats, Salt and Pepper, and honestly I prefer it "
      "that way. Need to finish my night-school essay on Roman history before Friday.", [
    u("employer", "warehouse", False), p("sister", "health", "pregnant"), u("family", "Sis|sister"),
    u("pet", "cats|cat"), u("pet_name", "Salt"), u("pet_name", "Pepper"), u("school", "night-school|night school", False),
    u("fav_music", "Rumours", False)], T)
diary(L, "Dear diary, it's my 16th birthday today!!! Dad made pancakes and my best friend Kayla gave me a Polaroid camera. We're in "
      "Ms. Ortiz's homeroom at Lincoln High together. I wanted a puppy but Mom said no again 😤 Tonight is band practice, I'm on drums, "
      "and then I'm watching Spirited Away for the 10th time because it's my comfort movie.", [
    u("age", "16"), u("birthday", "April 9|9 April", False), u("belonging", "Polaroid camera|Polaroid"),
    p("Kayla", "relation", "best friend"), u("school", "Lincoln High"), p("Kayla", "school", "Lincoln High"),
    u("instrument", "drums"), u("fav_film", "Spirited Away")], T, at="2026-04-09")
diary(L, "Fri. Closed two small deals for the landscaping business — a retaining wall and a hedge job. I'm still the only employee, which "
      "means I'm also the accountant, the mechanic and the guy who answers the phone. Ate at the taco truck (not my favorite, that's the "
      "Vietnamese place on 5th). Texted Priya; she's decided to take the job in Austin and move in January. I'm not following her, we "
      "agreed to try long distance. My back is fine for once.", [
    u("job_title", "landscaping business|landscaper"), u("gender", "guy|male", False), u("partner", "Priya", False),
    p("Priya", "plan", "take the job in Austin|move in January"), u("fav_food", "Vietnamese", False)], T)
diary(L, "Rainy day. Our granddaughter Maya FaceTimed from Toronto and showed us her new hamster. Gary and I went to the garden center "
      "and bought bulbs. I'm trying Wordle in French now that I'm taking French classes at the community center on Wednesdays. Doctor's "
      "appointment moved to next Thursday for the cataract. Dinner: pea soup.", [
    u("family", "Maya"), p("Maya", "relation", "granddaughter"), p("Maya", "city", "Toronto"), p("Maya", "pet", "hamster"),
    u("partner", "Gary", False), u("language", "French"), u("plan", "Doctor's appointment|cataract appointment"),
    u("health", "cataract")], T)
diary(L, "Journal, day 212 of sobriety. Went to the meeting, then worked a double at the diner. The tips were good. My brother Leo still "
      "thinks I'm 'just taking a break' from drinking — I'm not, I'm done. Took the long way home past the river. Started reading "
      "Lonesome Dove, slow start. Twenty-six and finally feel like my life is mine.", [
    u("diet|health", "sobriety|sober"), u("employer|job_title", "diner|waiter", False), u("age", "Twenty-six|26"),
    u("family", "Leo"), p("Leo", "relation", "brother")], T)
diary(L, "Monday. Etsy store hit 500 sales!! Knitting baby hats for strangers was not on my bingo card at 67. Went for my morning swim at "
      "the Y, 20 laps. Bill grumbled about the yarn everywhere. Our son called from Seoul — he teaches English there and says he's not "
      "coming home for Christmas. I'm sad but I get it. Made my famous chili.", [
    u("job_title|hobby", "Etsy store|Etsy seller"), u("hobby", "Knitting"), u("age", "67"), u("sport", "swim|swimming"),
    u("partner", "Bill", False), u("family", "son"), p("son", "city", "Seoul"), p("son", "job_title", "teaches English|English teacher")], T)

# ---------------- companion chats ----------------
comp(L, "Nova", [
    "back from the vet, Mochi is fine thank god",
    "So glad! Mochi's your golden retriever, right?",
    "lol no, Mochi is a ragdoll cat. the retriever is my neighbor's",
    "Oops, my mistake! How old is Mochi now?",
    "she's 4. I'm the one turning 30 next week, help"], [
    u("pet", "ragdoll cat|ragdoll|cat"), u("pet_name", "Mochi"), p("neighbor", "pet", "retriever|golden retriever"),
    u("age", "29", False)], T)
comp(L, "Juniper", [
    "Juniper I finally did it, I quit the bank",
    "Wow! So you're unemployed now? How does it feel?",
    "not unemployed, I opened a little coffee cart downtown. it's been a week",
    "That's so brave! Are you still living in Sacramento?",
    "yep, Sacramento forever. my wife thinks I'm nuts but she's supportive"], [
    u("job_title", "coffee cart|coffee cart owner"), u("city", "Sacramento"), u("partner", "wife")], T)
comp(L, "Milo", [
    "what kind of music do you like, Milo?",
    "I'm a huge jazz fan — Coltrane especially. I was designed in Montreal, so I grew up on jazz clubs, in a way. What about you?",
    "haha cute. I'm more of a bluegrass person. I play banjo actually",
    "Banjo! Do you play in a band?",
    "just on my porch in Kentucky, for the dogs and the neighbors"], [
    ch("fav_music", "jazz|Coltrane"), ch("hometown", "Montreal", False), u("fav_music", "bluegrass"),
    u("instrument", "banjo"), u("city|place", "Kentucky"), u("pet", "dogs", False)], T)
comp(L, "Echo", [
    "my mother in law is moving in with us next month",
    "That's a big change. Is she coming from Florida?",
    "no she's from Ohio. she's 82 and just had a hip replacement",
    "Oh no, I hope she recovers well. Will you be her main caregiver?",
    "kinda, I work from home anyway, I do medical billing"], [
    p("mother-in-law", "plan", "moving in"), p("mother-in-law", "hometown|city", "Ohio"), p("mother-in-law", "age", "82"),
    p("mother-in-law", "health", "hip replacement"), u("job_title", "medical billing|medical biller"),
    u("family", "mother in law|mother-in-law")], T)
comp(L, "Sage", [
    "ugh 12 hour shift again",
    "Nurses are heroes. Which hospital are you at again?",
    "I'm not a nurse lol, I'm a respiratory therapist. at St. Luke's",
    "Sorry! Respiratory therapist at St. Luke's, got it.",
    "it's fine. everybody thinks nurse. also I'm a guy, the scrubs don't help"], [
    u("job_title", "respiratory therapist"), u("employer", "St. Luke's"), u("gender", "guy|male")], T)
comp(L, "Pip", [
    "Pip, I have the twins all weekend",
    "Your grandsons? How old are they now?",
    "granddaughters! Ava and Mia, they're 7",
    "Sorry about that! Ava and Mia, 7. What are you doing with them?",
    "baking. I was a pastry chef for 40 years, retired now, so they think I'm a wizard"], [
    u("family", "Ava|Mia|twins"), p("Ava", "relation", "granddaughters|granddaughter"), p("Mia", "relation", "granddaughters|granddaughter"),
    p("Ava", "age", "7"), p("Mia", "age", "7"), u("job_title", "retired"), u("job_title", "pastry chef", False)], T)
comp(L, "Orla", [
    "can you remind me what i told you about my allergies",
    "You said you're allergic to peanuts and dust.",
    "no, tree nuts, not peanuts. peanuts are fine. dust yes",
    "Got it — tree nuts and dust, peanuts are okay.",
    "thanks. my roommate is the peanut one, maybe you mixed us up"], [
    u("allergy", "tree nuts"), u("allergy", "dust"), p("roommate", "allergy", "peanut|peanuts")], T)
comp(L, "Remy", [
    "Remy guess what, I'm going to be a grandpa",
    "Congratulations!! Is it your daughter who's expecting?",
    "my son Eli and his wife. due in May",
    "That's wonderful! You'll be an amazing grandpa.",
    "I hope so. I'm gonna teach the kid to fish like my dad taught me on Lake Erie"], [
    u("family", "Eli"), p("Eli", "relation", "son"), p("Eli's wife", "health", "expecting|pregnant", False),
    u("gender", "male|man", False), u("hobby|sport", "fish|fishing", False)], T)
comp(L, "Kit", [
    "ok so today i went to the dentist and then to my shift at target and my manager said i can get more hours next month which is good because rent in austin is insane",
    "Busy day! So you work at Target in Austin?",
    "yep. cashier for now. also doing community college part time for nursing",
    "Nursing! That's great. Which college?",
    "ACC. its cheap and the teachers are cool"], [
    u("employer", "target"), u("job_title", "cashier"), u("city", "austin"), u("school", "ACC|Austin Community College"),
    u("major", "nursing")])
comp(L, "Luna", [
    "I think I'm going to adopt a dog",
    "Exciting! What breed are you thinking?",
    "maybe a greyhound, a rescue. but my landlord might say no so idk",
    "Fingers crossed! Do you already have other pets?",
    "just a betta fish named Sushi. he's been with me 3 years"], [
    u("pet", "betta fish|betta|fish"), u("pet_name", "Sushi")], T)
comp(L, "Bea", [
    "Bea, it's snowing in Denver already, can you believe",
    "Brr! Stay warm in Denver!",
    "I'm not in Denver, my sister is. I'm in Albuquerque, we just video chatted",
    "Oh, I see! How's your sister doing?",
    "good, she just started at Kaiser as a nurse practitioner"], [
    u("city", "Albuquerque"), p("sister", "city", "Denver"), p("sister", "employer", "Kaiser"),
    p("sister", "job_title", "nurse practitioner"), u("family", "sister")], T)
comp(L, "Atlas", [
    "I need a book rec. my all time favorite is The Remains of the Day",
    "Great choice! Since you liked Never Let Me Go so much...",
    "never read it actually. just Remains. also I'm not big on sci-fi",
    "Noted! Maybe try Gilead by Marilynne Robinson.",
    "ooh my book club did that one last year. I run a book club out of my yarn shop btw"], [
    u("fav_book", "The Remains of the Day|Remains of the Day"), u("dislike", "sci-fi"),
    u("job_title", "yarn shop|yarn shop owner"), u("hobby", "book club")], T)

# ---------------- group chats ----------------
group(L, [
    ("Marco", "who's coming to trivia thursday"),
    ("Dana", "me! I'm off at 5, finally no more night shifts at the ER"),
    ("Tessa", "i can't, my kid has a recital"),
    ("Priya", "I'm in too, I'll bring snacks"),
    ("Marco", "Dana you're the only doctor we have, we need you for science questions"),
    ("Dana", "I'm an ER nurse Marco 🙄 but sure")], [
    u("job_title", "ER nurse|nurse"), u("plan", "trivia", False), u("name", "Dana", False)], T, me="Dana")
group(L, [
    ("Mom", "Grace are you coming home for Thanksgiving?"),
    ("Grace", "yes flying in Wednesday, ticket's booked"),
    ("Dad", "I'll pick you up at the airport kiddo"),
    ("Uncle Ray", "bring that boyfriend of yours"),
    ("Grace", "Uncle Ray we broke up in August lol"),
    ("Mom", "she's bringing her dog though, Pretzel"),
    ("Grace", "Pretzel is the real love of my life")], [
    u("plan", "flying in Wednesday|Thanksgiving"), u("pet", "dog"), u("pet_name", "Pretzel"), u("name", "Grace", False)],
    T, exporter="Grace")
group(L, [
    ("Jin", "bouldering tonight? I'm at the gym by 7"),
    ("Sophie", "i tore a finger pulley last week, out for a month"),
    ("Ahmed", "I'm in. btw I just moved to Jersey City, the commute is worse now"),
    ("Jin", "rip sophie. ahmed welcome to the PATH life, I've lived in Hoboken for 6 years")], [
    u("sport", "bouldering|climbing"), u("city", "Hoboken"), p("Sophie", "health", "tore a finger pulley|finger pulley"),
    p("Ahmed", "city", "Jersey City")], T, me="Jin")
group(L, [
    ("Rosa", "Hi all, I'm the one at number 14 with the bakery van. Missing a grey tabby, answers to Smokey"),
    ("Phil", "Haven't seen him but I'll look. I'm home all day since I retired"),
    ("Angela", "Rosa I think I saw a grey cat by the school this morning!"),
    ("Sunil", "I'll check my garage, a cat got in there once"),
    ("Rosa", "thank you!! he's 12 and deaf, so he won't come if called")], [
    u("pet", "grey tabby|tabby|cat"), u("pet_name", "Smokey"), u("belonging", "bakery van", False),
    u("job_title", "baker", False), p("Phil", "job_title", "retired"), u("name", "Rosa", False)], T, exporter="Rosa")
group(L, [
    ("Coach Mike", "practice moved to Saturday 9am"),
    ("Jen", "we'll be there, Ethan has his asthma inhaler now"),
    ("Coach Mike", "thanks Jen. I'll have the first aid kit, I'm an EMT in my day job so don't worry"),
    ("Luis", "Mike can you also coach the U10s next season?"),
    ("Coach Mike", "can't, I'm starting paramedic school in January")], [
    u("job_title", "EMT"), u("plan|school", "paramedic school"), p("Ethan", "health", "asthma"),
    u("job_title", "Coach|coach", False)], T, me="Coach Mike")
group(L, [
    ("Kev", "raid at 9 est, don't be late"),
    ("xXshadowXx", "im literally a level 80 necromancer now"),
    ("Kev", "cool. I'll be on after I put the baby to bed"),
    ("Morgan", "Kev how's paternity leave"),
    ("Kev", "honestly harder than my job at Amazon lol")], [
    u("family", "baby"), u("employer", "Amazon"), u("gender", "male", False), u("name", "Kev", False)], T, exporter="Kev")
group(L, [
    ("Pat", "next month's pick is Piranesi, I've already read it twice, it's my favorite"),
    ("Helen", "I'm still halfway through the last one"),
    ("Omar", "I'll host, my place in Evanston"),
    ("Pat", "great, I'll bring lemon bars, can't eat anything with dairy anyway")], [
    u("fav_book", "Piranesi"), u("diet|allergy", "dairy|dairy-free"), p("Omar", "city|place", "Evanston"),
    u("hobby", "book club", False)], T, me="Pat")
group(L, [
    ("Tom", "Dad's 75th is on the 20th, I booked the restaurant"),
    ("Liz", "thank you!! I'll bring the cake, I'm still on maternity leave so I have time"),
    ("Chris", "I'm driving up from Atlanta"),
    ("Aunt Bev", "count me in! Tom save me a seat next to your dad"),
    ("Tom", "Chris bring the photo album. I'll pick Dad up, I'm 5 min away")], [
    p("Dad", "age", "75|75th"), p("Dad", "birthday", "the 20th|20th", False), u("plan", "booked the restaurant"),
    p("Liz", "gender", "female", False), p("Chris", "city", "Atlanta", False), u("family", "Dad", False)], exporter="Tom")
group(L, [
    ("Nadia", "miss you guys, the new job at Shopify is fine but I miss our lunches"),
    ("Ben", "we miss you! Did you move to Toronto?"),
    ("Nadia", "not yet, still in Ottawa till spring, then Toronto"),
    ("Ravi", "I'm going to visit Toronto in March, let's meet"),
    ("Joanne", "Nadia don't forget us little people back at the old office lol")], [
    u("employer", "Shopify"), u("city", "Ottawa"), u("plan", "Toronto|move to Toronto"),
    p("Ravi", "plan", "visit Toronto")], T, me="Nadia")
group(L, [
    ("Walt", "I can drive the van Thursday, I'm retired so I'm free most days"),
    ("Joyce", "thanks Walt! I'll be at my daughter's in Tampa till the 10th"),
    ("Walt", "no problem. my knees aren't great but driving is fine"),
    ("Pastor Ann", "bless you both")], [
    u("job_title", "retired"), u("health", "knees aren't great|bad knees"), u("name", "Walt", False)], T, exporter="Walt")
