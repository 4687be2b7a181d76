"""English cases of dev set 25: short chats, diaries, companion chats, group chats."""
from h import C, U, A, G, X, F, O

L = "en"
# ---------------------------------------------------------------- short chats
C(L, "short", ["ok so i just got my first paycheck from target and its like $312 lol. part time cashier, i'm 17 so they only let me work weekends"],
  [F("u", "employer", "target"), F("u", "job_title", "cashier|part time cashier"), F("u", "age", "17")], tag=True)
C(L, "short", ["Hi, I'm Daniel Okafor. I run a small plumbing business in Leeds, been at it twenty years now"],
  [F("u", "name", "Daniel Okafor"), F("u", "job_title", "plumbing business|plumber"), F("u", "city", "Leeds"),
   O("u", "industry", "plumbing")], tag=True)
C(L, "short", ["my sister is the one with the cats, i have a dog. a very dumb beagle named Waffles"],
  [F("u", "pet", "beagle|dog"), F("u", "pet_name", "Waffles"), F("p:sister", "pet", "cats|cat"), O("u", "family", "sister")], tag=True)
C(L, "short", ["not vegan anymore btw, went back to meat last year. still no dairy tho bc lactose intolerant"],
  [F("u", "health|allergy|diet", "lactose intolerant|lactose intolerance"), F("u", "diet", "no dairy|dairy-free")], tag=True)
C(L, "short", ["if i lived in tokyo i'd eat ramen every single day. sadly i live in Fresno and the ramen here is mid"],
  [F("u", "city", "Fresno")], tag=True)
C(L, "short", ["email me at priya.nair.designs@gmail.com — the hotmail one is dead, don't use it"],
  [F("u", "email", "priya.nair.designs@gmail.com")])
C(L, "short", ["Call me on 07700 900431 after 6, I'm on shift till then. I'm a radiographer at the Royal Infirmary"],
  [F("u", "phone", "07700 900431|07700900431"), F("u", "job_title", "radiographer"), F("u", "employer", "Royal Infirmary")])
C(L, "short", ["My husband Marco is a chef in Boston, I'm a high school chemistry teacher. We met in culinary school lol, I dropped out after a semester"],
  [F("u", "partner", "Marco"), F("p:Marco", "relation", "husband"), F("p:Marco", "job_title", "chef"),
   F("p:Marco", "city", "Boston"), F("u", "job_title", "high school chemistry teacher|chemistry teacher"), O("u", "city", "Boston")], tag=True)
C(L, "short", ["bday is march 3rd!! turning 21 and yes we're going to vegas, my roommates already booked the airbnb"],
  [F("u", "birthday", "march 3rd|03-03|March 3"), O("u", "age", "20"), F("u", "plan", "vegas|going to vegas|Las Vegas")], tag=True)
C(L, "short", ["i'm a guy btw. Jamie can go either way, everyone in fortnite lobbies assumes i'm a girl"],
  [F("u", "gender", "guy|male|man"), F("u", "name", "Jamie")], tag=True)
C(L, "short", ["Born and raised in Lagos, moved to Toronto for my masters in public health at U of T, and I'm still here six years later"],
  [F("u", "hometown", "Lagos"), F("u", "city", "Toronto"), F("u", "degree", "masters|master's|MPH"),
   F("u", "major", "public health"), F("u", "school", "U of T|University of Toronto")])
C(L, "short", ["i used to play piano as a kid but quit. now i do drums in a garage band with my cousins, we're terrible"],
  [F("u", "instrument", "drums"), O("u", "hobby", "garage band|band"), O("u", "family", "cousins")], tag=True)
C(L, "short", ["So my roommate Tasha is allergic to literally everything — shellfish, peanuts, cats. I'm allergic to nothing, which is why I'm the one who cooks"],
  [F("p:Tasha", "relation", "roommate"), F("p:Tasha", "allergy", "shellfish"), F("p:Tasha", "allergy", "peanuts|peanut"),
   F("p:Tasha", "allergy", "cats|cat")], tag=True)
C(L, "short", ["fave album of all time is Blonde by Frank Ocean, fight me"],
  [F("u", "fav_music", "Blonde|Frank Ocean")])
C(L, "short", ["just got diagnosed with ADHD at 34. explains so much honestly"],
  [F("u", "health", "ADHD"), F("u", "age", "34")])
C(L, "short", ["Do you think I should learn Spanish or Portuguese next? I'm already fluent in French since my mom's from Quebec"],
  [F("u", "language", "French"), F("p:mom", "hometown", "Quebec"), O("u", "family", "mom")], tag=True)
C(L, "short", ["gonna be honest my favourite movie is Shrek 2 and i'm 26"],
  [F("u", "fav_film", "Shrek 2"), F("u", "age", "26")])
C(L, "short", ["My ex still has my Switch. Whatever, I've got a Steam Deck now"],
  [F("u", "belonging", "Steam Deck")], tag=True)
C(L, "short", ["we just moved into a tiny flat in Hackney, me and my girlfriend Leah. she's a nurse at Homerton, i work from home doing data analysis for an insurance company"],
  [F("u", "place|city", "Hackney"), O("u", "city", "London"), F("u", "partner", "Leah"), F("p:Leah", "relation", "girlfriend"),
   F("p:Leah", "job_title", "nurse"), F("p:Leah", "employer", "Homerton"), F("u", "job_title", "data analysis|data analyst"),
   F("u", "industry", "insurance")], tag=True)
C(L, "short", ["lol no i don't work at the gym, i basically just live there. lifting 5 days a week. i'm an accountant"],
  [F("u", "sport", "lifting|weightlifting|gym"), F("u", "job_title", "accountant")], tag=True)
C(L, "short", ["My dad's 60th is next saturday and I still haven't got him anything. He's into golf and whiskey, any ideas?"],
  [F("p:dad", "hobby|sport", "golf"), O("p:dad", "fav_food", "whiskey"), O("u", "family", "dad")], tag=True)
C(L, "short", ["I'm doing a PhD in marine biology at Plymouth, second year, mostly staring at plankton"],
  [F("u", "degree", "PhD"), F("u", "major", "marine biology"), F("u", "school", "Plymouth|University of Plymouth"),
   O("u", "city", "Plymouth")])
C(L, "short", ["in my dream last night i was a pilot and my cat could talk. anyway back to reality, im a part-time barista between lectures and my cat Miso just screams"],
  [F("u", "job_title", "barista"), F("u", "pet", "cat"), F("u", "pet_name", "Miso")], tag=True)
C(L, "short", ["hey can you remember that my daughter Ava starts kindergarten on Sept 4? she's 5"],
  [F("u", "family", "Ava"), F("p:Ava", "relation", "daughter"), F("p:Ava", "age", "5"),
   F("p:Ava", "plan|school", "starts kindergarten|kindergarten")])
C(L, "short", ["i'm bilingual, Korean at home and English everywhere else. my parents barely speak English tho"],
  [F("u", "language", "Korean"), F("u", "language", "English"), O("p:parents", "language", "Korean")], tag=True)
C(L, "short", ["I'm not a nurse, I'm a paramedic. People mix it up constantly"],
  [F("u", "job_title", "paramedic")], tag=True)
C(L, "short", ["Finally paid off my 2014 Corolla!! 11 years old and still runs like a champ"],
  [F("u", "belonging", "2014 Corolla|Corolla|Toyota Corolla")], tag=True)
C(L, "short", ["keto for 3 months now, down 20 lbs. also gluten free bc celiac"],
  [F("u", "diet", "keto"), F("u", "health|allergy|diet", "celiac|coeliac"), F("u", "diet", "gluten free")])
C(L, "short", ["yo my name's Marcus but everyone's called me Biscuit since 7th grade lmao"],
  [F("u", "name", "Marcus"), F("u", "nickname", "Biscuit")])
C(L, "short", ["My partner and I are both from Ohio but we live in Denver now. Sam works at REI, I'm a vet tech"],
  [F("u", "hometown", "Ohio"), F("u", "city", "Denver"), F("u", "partner", "Sam"), F("p:Sam", "relation", "partner"),
   F("p:Sam", "employer", "REI"), F("p:Sam", "hometown", "Ohio"), F("u", "job_title", "vet tech|veterinary technician")])
C(L, "short", ["sophomore at Georgia Tech, aerospace engineering, which means no sleep ever"],
  [F("u", "school", "Georgia Tech"), F("u", "major", "aerospace engineering"), O("u", "job_title", "sophomore|student"),
   O("u", "city", "Atlanta")])
C(L, "short", ["I hate olives with a passion. My wife puts them on everything, which is grounds for divorce honestly (jk)"],
  [F("u", "dislike", "olives"), F("u", "partner", "wife"), O("p:wife", "fav_food", "olives")], tag=True)

# ---------------------------------------------------------------- diaries
C(L, "diary", ["Tuesday. Woke up late AGAIN and missed the bus so mom had to drive me, she was not thrilled. Chem test went ok I think? Lunch was pizza, the only good thing the cafeteria makes. After school I had volleyball practice till 5, coach says I might start on Friday. Got home and Ellie texted me that she got into the art program at Riverside, so proud of her, she's literally the best artist I know. Did homework, watched two episodes of Heartstopper, cried. I'm only 15 and my emotional damage is already maxed out. Bed."],
  [F("u", "sport", "volleyball"), F("u", "age", "15"), F("p:Ellie", "school", "Riverside|art program at Riverside"),
   O("u", "job_title", "student"), O("u", "family", "mom")], tag=True)
C(L, "diary", ["March 14. Long shift in the ER, three traumas before lunch. I keep reminding myself I chose emergency medicine on purpose. Ate a sad granola bar in the car. Called Grandma on the way home — she's 92 and still does the crossword in pen. My brother Theo finally passed his driving test, God help the roads. Evening: fed the fish, did 20 minutes of cello, which I hadn't touched in weeks. Still have the cello I bought in med school. Early night, back in at 7am."],
  [F("u", "job_title", "emergency medicine|ER doctor|emergency physician"), O("u", "employer", "ER"), F("p:Grandma", "age", "92"),
   F("p:Grandma", "hobby", "crossword"), F("u", "family", "Theo"), F("p:Theo", "relation", "brother"), F("u", "pet", "fish"),
   F("u", "instrument", "cello"), O("u", "degree|school", "med school|MD")], tag=True)
C(L, "diary", ["Saturday, rainy. Farmers market was half empty. Bought way too many peaches. I keep meaning to write here more, so quick life update: still in Portland, still at the bookstore (Powell's, if future me forgets), still single, still making sourdough every weekend. Mom keeps asking when I'm moving back to Spokane — never, Mom. Tonight I reread The Secret History for maybe the fifth time. Still my favourite book."],
  [F("u", "city", "Portland"), F("u", "employer", "Powell's|Powell's Books"), F("u", "hobby", "making sourdough|sourdough|baking"),
   F("u", "fav_book", "The Secret History"), O("u", "hometown", "Spokane")], tag=True)
C(L, "diary", ["finals week day 2. library till 1am. my roommate Jordan brought me a monster at midnight, bless him. i'm so over organic chem, whoever decided pre-med kids should suffer like this is evil. called my dad, he's stressed about the farm again (corn prices idk). note to self: flight home to Iowa is Dec 19, don't lose the confirmation. also i'm officially 20 now lol, birthday was monday and nobody noticed bc finals."],
  [F("p:Jordan", "relation", "roommate"), F("u", "major", "pre-med|premed"), F("u", "plan", "flight home to Iowa|flight home"),
   O("u", "hometown", "Iowa"), F("u", "age", "20"), O("p:dad", "job_title", "farm|farmer")], tag=True)
C(L, "diary", ["Today marks one year since I stopped drinking. No big party, just me and the dog on the porch. Buster's 9 now and gets tired on walks but still. Work was fine — I manage the night crew at a warehouse outside Reno, nothing glamorous. My daughter Kayla called from college, she switched her major to nursing, which I think suits her. Chili for dinner. Watched the Raiders lose. Typical."],
  [F("u", "diet|health", "stopped drinking|sober"), F("u", "pet", "dog"), F("u", "pet_name", "Buster"),
   F("u", "job_title", "manage the night crew|night crew manager|warehouse manager"), O("u", "city", "Reno"),
   F("u", "family", "Kayla"), F("p:Kayla", "relation", "daughter"), F("p:Kayla", "major", "nursing")], tag=True)
C(L, "diary", ["Dear diary (lol who says that). Today Priya and I made it official!! She asked ME, did not see that coming. We've been friends since freshman year at Rutgers. Writing this in my dorm at midnight grinning like an idiot. Also my mom found out I quit the debate team, not great. Tomorrow is my Spanish oral exam and I'm at like B1 so pray for me."],
  [F("u", "partner", "Priya"), O("p:Priya", "relation", "girlfriend"), F("u", "school", "Rutgers"),
   F("u", "language", "Spanish"), F("u", "plan", "Spanish oral exam|oral exam")], tag=True)
C(L, "diary", ["Jan 2. New year, same back. Physio says it's a herniated disc and I have to stop lifting heavy for a while. Fine. I'll swim instead, the pool at the community center opens at 6. Work's back tomorrow, another year of being the only woman on a construction site full of guys named Mike. Took down the tree, my son helped by eating all the candy canes. He's 8 and thinks he's a YouTuber."],
  [F("u", "health", "herniated disc"), F("u", "gender", "woman|female"), O("u", "industry|job_title", "construction"),
   F("u", "family", "son"), F("p:son", "age", "8"), O("u", "sport", "swim|swimming")], tag=True)
C(L, "diary", ["Long day. Flew back from the Singapore conference at 4am, slept three hours, went straight to the office. Our team finally shipped the payments API. I've been at Stripe almost four years now, the longest I've stayed anywhere. Ran into my old manager from Google at the coffee place downstairs, awkward. Evening: ordered pho, my go-to, and did half an hour of piano because the recital is in two weeks. Yes I'm 38 and taking piano lessons, shut up."],
  [F("u", "employer", "Stripe"), F("u", "fav_food", "pho"), F("u", "instrument", "piano"), F("u", "plan", "recital|piano recital"),
   F("u", "age", "38")], tag=True)
C(L, "diary", ["Sunday. Mowed the lawn, fixed the fence, the usual. Linda's hip is healing well after the surgery, she can do the stairs again. Forty-one years married this June and she still steals the blankets. The grandkids came for lunch; my granddaughter Rosie is allergic to eggs so Linda made a special cake. I'm 68, retired from the fire department since 2017, and I've never been busier. Tomorrow: fishing with Ron at the reservoir."],
  [F("u", "partner", "Linda"), O("p:Linda", "relation", "wife"), F("p:Linda", "health", "hip|hip surgery"), F("u", "age", "68"),
   F("u", "job_title", "retired"), O("u", "job_title", "fire department|firefighter"), F("u", "family", "Rosie"),
   F("p:Rosie", "relation", "granddaughter"), F("p:Rosie", "allergy", "eggs|egg"), O("u", "plan|hobby", "fishing")], tag=True)
C(L, "diary", ["Thursday. Rejected from another internship, that's 14 now. Mom says something will come, easy for her to say, she's been a dentist for 25 years. Spent the afternoon grinding Leetcode at the Starbucks on 5th because my apartment wifi died. I'm a CS senior at UIUC, graduating in May. At least Pepper (my hamster) loves me. Played Valorant with the guys till 2."],
  [F("p:mom", "job_title", "dentist"), F("u", "major", "CS|computer science"), F("u", "school", "UIUC"),
   O("u", "plan", "graduating in May|graduating"), F("u", "pet", "hamster"), F("u", "pet_name", "Pepper"),
   F("u", "hobby", "Valorant")], tag=True)

# ---------------------------------------------------------------- companion chats
C(L, "companion", ["nova guess what i got a job",
                   A("Congrats!! Is it the barista job you interviewed for last week?"),
                   "nope that fell through. it's at the Westfield public library, shelving books lol",
                   A("That's perfect for you, you love reading! Still obsessed with Dune?"),
                   "always. dune is my bible"],
  [F("u", "employer", "Westfield public library"), O("u", "job_title", "shelving books|library page"), F("u", "fav_book", "Dune")],
  tag=True, character="Nova")
C(L, "companion", ["Echo I need to vent. My boss just rejected my vacation request again",
                   A("Ugh, that's rough. Your boss is Karen, right?"),
                   "No lol Karen's HR. My boss is Steve",
                   A("Right, Steve. Are you still at the marketing agency?"),
                   "yep, Brightline, 3 years this month. senior copywriter now"],
  [F("u", "employer", "Brightline"), F("u", "job_title", "senior copywriter|copywriter"), O("u", "industry", "marketing"),
   F("p:Steve", "relation", "boss"), F("p:Karen", "job_title", "HR")], tag=True, character="Echo")
C(L, "companion", ["juniper i adopted a kitten!!!",
                   A("OMG! What's their name? Let me guess... Luna?"),
                   "everyone guesses luna 😭 no it's Pickle. he's a tuxedo",
                   A("Pickle!! Iconic. Does your roommate like him?"),
                   "i live alone actually. my roommate moved out in june"],
  [F("u", "pet", "kitten|cat|tuxedo"), F("u", "pet_name", "Pickle")], tag=True, character="Juniper")
C(L, "companion", ["Atlas, I need advice. My son wants to drop out of college to be a streamer",
                   A("That's a tough one. How old is he? 18?"),
                   "He's 20. Junior at Ohio State, studying finance of all things",
                   A("Finance to streaming is quite a leap. What do you do, if you don't mind me asking?"),
                   "I'm a pharmacist. Been one for 22 years. Guess I'm just old-fashioned"],
  [F("u", "family", "son"), F("p:son", "age", "20"), F("p:son", "school", "Ohio State"), F("p:son", "major", "finance"),
   O("p:son", "plan", "drop out"), F("u", "job_title", "pharmacist")], tag=True, character="Atlas")
C(L, "companion", ["miraaa i got the lead in the school musical",
                   A("AHHH congrats!!! Which musical?"),
                   "Into the Woods!! i'm playing the baker's wife. opening night is nov 15",
                   A("You're going to be amazing. Aren't you in 10th grade? That's so young for a lead!"),
                   "11th actually lol. i turned 16 in august"],
  [F("u", "plan", "opening night|Into the Woods|school musical"), F("u", "age", "16"), O("u", "birthday", "august"),
   O("u", "school|job_title", "11th|11th grade"), O("u", "hobby", "musical|theatre")], tag=True, character="Mira")
C(L, "companion", ["Orion, remind me what I told you about my allergies?",
                   A("You said you're allergic to penicillin and shellfish, I think?"),
                   "Penicillin yes. Shellfish no, that's my husband. I'm fine with shrimp",
                   A("Got it, penicillin for you, shellfish for him."),
                   "Also add bee stings. Found that out the hard way last summer"],
  [F("u", "allergy", "penicillin"), F("u", "allergy", "bee stings|bee sting"), F("p:husband", "allergy", "shellfish"),
   F("u", "partner", "husband")], tag=True, character="Orion")
C(L, "companion", ["pixel i'm thinking about switching to linux",
                   A("Ooh, as a software dev you'd love it. Which distro?"),
                   "lol i'm not a dev, i'm a graphic designer. that's why i'm nervous",
                   A("Ah my bad! You'd probably want to keep Adobe. Are you on a Mac right now?"),
                   "yeah 2021 macbook pro, but my desktop is a windows pc i built myself"],
  [F("u", "job_title", "graphic designer"), F("u", "belonging", "2021 macbook pro|MacBook Pro"),
   F("u", "belonging", "windows pc|desktop")], tag=True, character="Pixel")
C(L, "companion", ["sol i'm so homesick today",
                   A("Aw. You're from Manila, right?"),
                   "Cebu actually! but I've been in Dubai for work the last 3 years",
                   A("Cebu, sorry! What do you do in Dubai?"),
                   "front desk at the Marriott. my mom still sends me dried mangoes every month"],
  [F("u", "hometown", "Cebu"), F("u", "city", "Dubai"), F("u", "job_title", "front desk|receptionist"),
   F("u", "employer", "Marriott"), O("u", "fav_food", "dried mangoes")], tag=True, character="Sol")
C(L, "companion", ["remy can u help me study for my road test on friday",
                   A("Of course! Is it your first try?"),
                   "second. i failed the first one bc i hit a cone lmao",
                   A("Happens to everyone! You're 16 right?"),
                   "17, i waited a year bc i was scared. my brother's the one who just turned 16"],
  [F("u", "plan", "road test|driving test"), F("u", "age", "17"), F("p:brother", "age", "16"), O("u", "family", "brother")],
  tag=True, character="Remy")
C(L, "companion", ["wren I've decided. I'm going vegetarian starting today",
                   A("That's a big step! Is it for health or ethical reasons?"),
                   "Mostly ethical. Also my doctor says my cholesterol is high",
                   A("Then it helps on both fronts. Do you cook much?"),
                   "I'm a line cook lol so yes, constantly. just at work it's all steak"],
  [F("u", "diet", "vegetarian"), F("u", "health", "cholesterol is high|high cholesterol"), F("u", "job_title", "line cook")],
  character="Wren")
C(L, "companion", ["kai what's your favorite song",
                   A("If I could pick one, I'd say 'Clair de Lune'. I'm a sucker for piano. What about you?"),
                   "mine's Motion Sickness by Phoebe Bridgers. i've played it on guitar like a million times",
                   A("A guitar player! I didn't know that."),
                   "yeah i've played guitar since i was 12. i'm 24 now and still mid at it"],
  [O("c", "fav_music", "Clair de Lune"), F("u", "fav_music", "Motion Sickness|Phoebe Bridgers"), F("u", "instrument", "guitar"),
   F("u", "age", "24")], tag=True, character="Kai")
C(L, "companion", ["Hazel, my wife and I are finally taking the honeymoon we never had. Booked Lisbon for October",
                   A("How wonderful! How long have you two been married?"),
                   "Ten years in September. Her name's Ines, I don't think I've told you",
                   A("You haven't! Is Ines Portuguese? Maybe that's why Lisbon."),
                   "Ha, no, she's from Chicago like me. We just really like sardines"],
  [F("u", "plan", "Lisbon|honeymoon"), F("u", "partner", "Ines"), F("p:Ines", "relation", "wife"), F("p:Ines", "hometown", "Chicago"),
   F("u", "hometown", "Chicago"), O("u", "fav_food", "sardines")], tag=True, character="Hazel")

# ---------------------------------------------------------------- group chats
C(L, "group", [G("Jess", "who ate my leftover pad thai"),
               X("Tom", "not me, i'm allergic to peanuts remember, i'd be dead"),
               G("Aisha", "guilty 🙃 i'll buy you another. also heads up my parents are visiting from Nairobi this weekend"),
               G("Tom", "cool, i'll be at my sister's in Philly anyway"),
               G("Jess", "lucky. i'm stuck studying for the bar")],
  [F("u", "allergy", "peanuts|peanut"), O("u", "family", "sister"), F("p:Aisha's parents", "city", "Nairobi"),
   O("p:Jess", "plan", "the bar|bar exam"), O("u", "name", "Tom")], tag=True)
C(L, "group", [G("Mom", "Kevin did you call your grandmother for her birthday"),
               G("Kev", "yes mom, yesterday. she's doing good, said her knee's better"),
               G("Nina", "Kev can I borrow your car saturday? mine's in the shop"),
               G("Kev", "the jeep? sure but I need it back by 6, I have a shift at the restaurant"),
               G("Dad", "Still at Olive Garden?"),
               G("Kev", "no dad I've been at Nando's since March 🙄")],
  [F("u", "belonging", "jeep|car"), F("u", "employer", "Nando's"), O("u", "name", "Kevin"), O("u", "nickname", "Kev")],
  tag=True, me="Kev")
C(L, "group", [G("mochi", "gg. anyone on tmrw?"),
               X("xXraijinXx", "cant tmrw, got my SAT in the morning 💀"),
               G("DanTheMan", "rip. i took it last year, got a 1480"),
               G("mochi", "raijin ur in what grade again"),
               G("xXraijinXx", "junior. and im on EST so 8pm for u is 11 for me")],
  [F("u", "plan", "SAT"), O("u", "job_title|school", "junior|student"), O("u", "nickname", "raijin|xXraijinXx")], tag=True)
C(L, "group", [G("Greg", "Team, please welcome our new hire Leo! He's joining us from Deloitte"),
               G("Leo", "Thanks all! Excited. I'm based in the Austin office but I'll be in Chicago every other week"),
               G("Priyanka", "Welcome Leo! I'm the PM for the mobile app, ping me anytime. Also fellow Austinite 🤠"),
               G("Sandra", "Welcome! I'm remote from Denver, I handle QA")],
  [F("u", "job_title", "PM|product manager"), F("u", "city", "Austin"), F("p:Leo", "city", "Austin"),
   F("p:Sandra", "city", "Denver"), F("p:Sandra", "job_title", "QA")], tag=True, me="Priyanka")
C(L, "group", [G("Marge", "Next month's pick is Lessons in Chemistry. Everyone OK?"),
               X("Helen", "Fine by me, though nothing will ever beat Middlemarch for me"),
               G("Pat", "I'll be in Florida with my daughter all of March, I'll zoom in"),
               G("Diane", "Helen are you still doing the church choir on Thursdays?"),
               G("Helen", "Every Thursday, alto section. Wouldn't miss it")],
  [F("u", "fav_book", "Middlemarch"), F("u", "hobby", "church choir|choir|singing"), O("u", "name", "Helen")], tag=True)
C(L, "group", [G("Mom", "Sophie how was the first week at the new job?"),
               X("Sophie", "good!! the office is in Midtown, super fancy. i'm a junior analyst at Moody's"),
               G("Ben", "fancy. so you're paying for thanksgiving"),
               G("Dad", "Ben focus on your thesis. How's grad school going?"),
               G("Ben", "slow. my advisor hates me. neuroscience is pain")],
  [F("u", "job_title", "junior analyst|analyst"), F("u", "employer", "Moody's"), O("u", "place|city", "Midtown|New York"),
   F("p:Ben", "major", "neuroscience"), O("p:Ben", "degree", "grad school"), O("u", "name", "Sophie")], tag=True)
C(L, "group", [G("Sam", "sunday soccer, 10am, same field? who's in"),
               G("Diego", "in. been playing every sunday for 3 yrs, not stopping now"),
               G("Chris", "out, tore my ACL lol. surgery on the 12th"),
               G("Sam", "damn chris. diego bring the orange ball, mine popped")],
  [F("u", "sport", "soccer"), F("p:Chris", "health", "ACL|tore my ACL"), F("p:Chris", "plan", "surgery")], tag=True, me="Diego")
C(L, "group", [G("Rach", "bridesmaids!! dress fittings are saturday 2pm"),
               G("Alicia", "i'll be there. fyi i'm pregnant (!!) so the dress might need letting out by june"),
               G("Tanya", "OMG ALICIA"),
               G("Mo", "congrats!! Rach i can't do saturday, i'm moving to Seattle that weekend")],
  [F("u", "health|plan", "pregnant"), O("u", "plan", "dress fittings"), O("u", "gender", "female"),
   F("p:Mo", "plan", "moving to Seattle")], tag=True, me="Alicia")
C(L, "group", [G("Frank", "Anyone else's car broken into on Elm last night?"),
               X("Ray", "Not mine, but my Ring camera caught someone at 2am. I'm at 42 Elm, happy to share the footage"),
               G("Linda", "Thanks Ray. My husband's a cop, I'll forward it to him"),
               G("Ray", "Great. I'm usually up late anyway, night shift nurse at St. Mary's")],
  [F("u", "belonging", "Ring camera|Ring"), F("u", "place", "42 Elm|Elm"), F("u", "job_title", "night shift nurse|nurse"),
   F("u", "employer", "St. Mary's"), F("p:Linda's husband", "job_title", "cop|police officer"), O("u", "name", "Ray")], tag=True)
C(L, "group", [G("Hana", "zoe happy 22nd!!! 🎉"),
               G("Zoe", "thank uuu 😭 finally old enough to rent a car lol jk that's 25"),
               G("Kyle", "how's grad school in edinburgh treating u"),
               G("Zoe", "freezing but good. MSc in linguistics, loving it")],
  [F("u", "age", "22"), F("u", "city", "edinburgh"), F("u", "degree", "MSc"), F("u", "major", "linguistics"),
   O("u", "name", "Zoe")], tag=True, me="Zoe")
