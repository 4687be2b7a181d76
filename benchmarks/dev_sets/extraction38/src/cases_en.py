from h import case, U, A, S, u, p, c

L = "en"


def K(kind, turns, expect, tag=0, me=None, character=None):
    case(L, kind, turns, expect, tag, me, character)


# ---------------------------------------------------------------- short (32)
K("short", "just moved to toronto for a job at a fintech startup called Ledgerly, junior data engineer, wish me luck lol",
  [u("city", "toronto"), u("employer", "Ledgerly"), u("job_title", "junior data engineer|data engineer"), u("industry", "fintech")])
K("short", "I'm not a morning person, I'm a night shift nurse. completely different thing",
  [u("job_title", "night shift nurse|nurse")])
K("short", "My sister's the vegan one, I eat literally everything. except olives. hate olives",
  [u("dislike", "olives"), p("sister", "diet", "vegan"), u("family", "sister", 0)], tag=1)
K("short", "anyone know a good vet in Brighton? my rabbit Clover hasn't eaten since yesterday 😟",
  [u("pet", "rabbit"), u("pet_name", "Clover"), u("city", "Brighton", 0)], tag=1)
K("short", [U("24 today!! feels exactly like 23 tbh", at="2025-03-09")],
  [u("age", "24"), u("birthday", "March 9|9 March|3月9日", 0)], tag=1)
K("short", "my number's changed btw, it's 07700 913 442 now. the old one's dead, don't text it",
  [u("phone", "07700 913 442|07700913442")], tag=1)
K("short", "grew up in Cork, lived in Dublin for uni, now in Sydney working as a paramedic. long way from home haha",
  [u("hometown", "Cork"), u("city", "Sydney"), u("job_title", "paramedic")], tag=1)
K("short", "if I had the money I'd quit and open a bakery. reality: I do payroll at a logistics company in Leeds",
  [u("job_title", "payroll"), u("employer", "logistics company", 0), u("industry", "logistics", 0), u("city", "Leeds", 0)], tag=1)
K("short", "My husband Arjun is allergic to shellfish so no paella for our anniversary, sadly",
  [u("partner", "Arjun"), p("Arjun", "relation", "husband"), p("Arjun", "allergy", "shellfish"), u("fav_food", "paella", 0)], tag=1)
K("short", "email me at maya.okafor.design@gmail.com, the work one bounces since i left",
  [u("email", "maya.okafor.design@gmail.com"), u("name", "maya okafor|Maya Okafor", 0)], tag=1)
K("short", "Fun fact: I speak Portuguese because my mom's Brazilian. My Italian is embarrassing though",
  [u("language", "Portuguese"), u("language", "Italian", 0), p("mom", "hometown", "Brazilian|Brazil", 0), u("family", "mom", 0)], tag=1)
K("short", "i'm 6'1 and people always ask if i play basketball. i don't. i swim, 5 mornings a week before work, and knit on the train home",
  [u("sport", "swim|swimming"), u("hobby", "knit|knitting")], tag=1)
K("short", "Finished my MSc in Marine Biology at Plymouth last week!! Officially a master 🐟",
  [u("degree", "MSc|master"), u("major", "Marine Biology"), u("school", "Plymouth|University of Plymouth")])
K("short", "quick q, is it weird to bring my emotional support ferret to the office? his name is Noodle and he's very well behaved",
  [u("pet", "ferret"), u("pet_name", "Noodle")])
K("short", "Got diagnosed with ADHD at 31. explains a LOT honestly",
  [u("health", "ADHD")], tag=1)
K("short", "they/them pronouns please! and no I'm not a 'phase' lol, 27 years old",
  [u("gender", "they/them|non-binary"), u("age", "27")])
K("short", "My boyfriend keeps saying we'll move to Lisbon someday. Someday. We're in Manchester and I run a small tattoo studio here, I'm not going anywhere",
  [u("partner", "boyfriend"), u("city", "Manchester"), u("job_title", "tattoo studio|tattoo artist|studio owner"),
   p("boyfriend", "plan", "move to Lisbon", 0)], tag=1)
K("short", "fav book of all time is still The Remains of the Day. fight me",
  [u("fav_book", "The Remains of the Day")])
K("short", "Been gluten-free for 3 years, coeliac. Birthday cake shopping is a nightmare",
  [u("diet", "gluten-free"), u("health|allergy", "coeliac|celiac")])
K("short", "i play bass in a wedding band on weekends, weekdays i'm an accountant at Deloitte. double life",
  [u("instrument", "bass"), u("job_title", "accountant"), u("employer", "Deloitte")])
K("short", "We adopted a second cat! Miso joins Tofu. Both rescues, both chaos",
  [u("pet", "cat"), u("pet_name", "Miso"), u("pet_name", "Tofu")])
K("short", "our son Felix is 5 and obsessed with dinosaurs, we've been to the Natural History Museum like 8 times. I'm a stay-at-home dad so it's basically my job now",
  [u("family", "Felix|son"), p("Felix", "relation", "son"), p("Felix", "age", "5"), u("job_title", "stay-at-home dad"),
   u("gender", "male|man", 0)], tag=1)
K("short", "not gonna lie the best thing i ever ate was my grandma's jollof rice. nobody else's comes close",
  [u("fav_food", "jollof rice|jollof"), u("family", "grandma", 0)])
K("short", "Heading to Osaka next Thursday, flights booked, 10 days! first time in Japan",
  [u("plan", "Osaka|trip to Osaka|Japan")])
K("short", "my name's Devendra but everyone calls me Dev, except my nan when I'm in trouble",
  [u("name", "Devendra"), u("nickname", "Dev"), u("family", "nan|grandmother", 0)])
K("short", "Hot take: Arctic Monkeys' first album is their best and I've been saying this since 2006 when I was 14",
  [u("fav_music", "Arctic Monkeys")], tag=1)
K("short", "Teaching year 5 in a primary school in Croydon and honestly the kids are funnier than any comedian",
  [u("job_title", "Teaching year 5|teacher|primary school teacher"), u("employer", "primary school", 0), u("city", "Croydon", 0)])
K("short", "So my flatmate's a firefighter and I'm a florist. We're basically a sitcom",
  [u("job_title", "florist"), p("flatmate", "job_title", "firefighter")], tag=1)
K("short", "Left Amazon in March, now freelance UX writer from my kitchen table in Bristol",
  [u("job_title", "freelance UX writer|UX writer"), u("city", "Bristol")], tag=1)
K("short", "hay fever season is killing me, and i'm allergic to penicillin which makes every doctor visit fun",
  [u("allergy", "penicillin"), u("health|allergy", "hay fever")])
K("short", "Bought my first house!! Tiny 2-bed in Leicester. mortgage for 30 years lol",
  [u("belonging", "house|2-bed"), u("city", "Leicester", 0)])
K("short", "my ex still works at Spotify lol, whatever, I'm at SoundCloud now doing marketing",
  [u("employer", "SoundCloud"), u("job_title", "marketing"), p("ex", "employer", "Spotify")], tag=1)

# ---------------------------------------------------------------- diary (10)
K("diary", "Tuesday. Rained the whole walk to the clinic. Saw eleven patients before lunch, one of them a labrador that ate a sock. Being the only vet at a two-person practice in Hobart means I never get a proper break. Mum rang at lunch asking if I'd met anyone yet, I told her I'm happy with my cat and my garden. Made lentil soup for dinner, my go-to. Early night.",
  [u("job_title", "vet|veterinarian"), u("city", "Hobart", 0), u("pet", "cat"), u("fav_food", "lentil soup"),
   u("hobby", "garden|gardening", 0), u("family", "Mum", 0)], tag=1)
K("diary", "Day 40 in Vancouver. The rent is criminal but the mountains make up for it. Started at Hootsuite on Monday as a support specialist, the team is lovely, my manager Priya is the kind of person who remembers everyone's coffee order. Went bouldering after work with a guy from my team, fell off everything. Called Dad, he's still annoyed I didn't stay in Glasgow.",
  [u("city", "Vancouver"), u("employer", "Hootsuite"), u("job_title", "support specialist"), p("Priya", "relation", "manager"),
   u("sport", "bouldering", 0), u("hometown", "Glasgow", 0), u("family", "Dad", 0)], tag=1)
K("diary", "Sunday journal. Woke up at 11, no regrets. Finally finished Pachinko, cried on the bus like an idiot, definitely my favorite book this year. My brother Sam came over with his new girlfriend, she's a pilot for Qantas which is very cool. We had my famous spaghetti carbonara. I'm 35 and still don't own a dining table, we ate on the couch. Tomorrow: back to the call centre.",
  [u("fav_book", "Pachinko"), u("family", "Sam|brother"), p("Sam", "relation", "brother"), p("Sam", "partner", "girlfriend"),
   p("Sam's girlfriend", "job_title", "pilot"), p("Sam's girlfriend", "employer", "Qantas"), u("age", "35"),
   u("employer", "call centre", 0)], tag=1)
K("diary", "March 3. Physio again for the knee, she says another 6 weeks before I can run. Annoying because the Edinburgh half is in May and I've already paid the entry. Work was fine, the lab got new centrifuges. Ate too much at Grace's birthday, she turned 40 and pretended she was 29. Walked home past my old flat on Leith Walk, weird feeling.",
  [u("health", "knee|knee injury"), u("plan", "Edinburgh half|half marathon"), u("sport", "run|running", 0), p("Grace", "age", "40")], tag=1)
K("diary", "ok diary time. woke up late, missed the 8:15 so i was late for my shift at the garden centre AGAIN. boss didnt say anything but the look. lunch was a meal deal. after work went to see nan at the care home, she thought i was my mum lol. she's 91, we're lucky. evening = ffxiv raid, we finally cleared it, my healer main carried. bed",
  [u("employer", "garden centre", 0), u("family", "nan|grandmother"), p("nan", "age", "91"), u("hobby", "ffxiv|FFXIV|Final Fantasy XIV", 0)], tag=1)
K("diary", "Thursday 14th. Big day: signed the contract with Atlassian, start in Sydney on the 2nd of next month as a senior product designer. Still can't believe it. Told my team at the agency in Auckland, they took me to the pub. Mira (my wife) is already looking at schools for our twins, they're 7. Apartment hunting in Newtown this weekend.",
  [u("employer|plan", "Atlassian"), u("job_title|plan", "senior product designer|product designer"), u("plan", "start in Sydney|Sydney"),
   u("city", "Auckland", 0), u("partner", "Mira"), p("Mira", "relation", "wife"), u("family", "twins"), p("twins", "age", "7")], tag=1)
K("diary", "Worst Monday. Landlord texted that rent's going up £150. Spilled oat milk on my laptop (it survived, barely). Had a call with a recruiter from Monzo who asked if I'm still a 'frontend dev at Deliveroo' - nope, left there in January, I'm at Wise now doing backend. LinkedIn is so out of date. Dinner was toast. Cat judged me.",
  [u("employer", "Wise"), u("job_title", "backend|backend developer"), u("pet", "Cat"), u("belonging", "laptop", 0)], tag=1)
K("diary", "Dear diary, or whatever. Therapist says writing helps. Today: anxiety 6/10. Went to the farmers market, bought sourdough and way too many tomatoes. Practised violin for forty minutes, Bach partita is still a mess. My boyfriend Theo cooked, he's a chef so I never cook, which is both a blessing and a curse. Got an email from the PhD program in Toronto — interview next week!",
  [u("health", "anxiety"), u("instrument", "violin"), u("partner", "Theo"), p("Theo", "relation", "boyfriend"), p("Theo", "job_title", "chef"),
   u("plan", "interview|PhD interview")], tag=1)
K("diary", "Saturday. Cleaned the whole flat because my parents are flying in from Lagos tomorrow. Dad will comment on the dust regardless. I grew up there but I've been in London 12 years now, it's home. Did a 10k with the running club this morning, we do it every Saturday. Made egusi for the first time, mum's recipe, mine was okay.",
  [u("hometown", "Lagos"), u("city", "London"), u("sport", "running|10k"), u("family", "parents", 0), p("parents", "city", "Lagos", 0)], tag=1)
K("diary", "wed. nothing happened. worked (remote, insurance claims, riveting). walked the dog — Biscuit, beagle, 4, eats everything. watched two episodes of severance. texted jo about her wedding, she wants me as a bridesmaid, said yes obviously. 29 and everyone is getting married except me lol",
  [u("job_title|industry", "insurance claims"), u("pet", "beagle|dog"), u("pet_name", "Biscuit"), u("age", "29"),
   p("jo", "plan", "wedding"), u("plan", "bridesmaid", 0)], tag=1)

# ---------------------------------------------------------------- companion (12)
K("companion", [U("juniper guess what I got the job"),
                A("NO WAY! The one at the hospital in Leeds? Are you a nurse now??"),
                U("lol no, physio. and it's in york not leeds. york hospital, starting monday"),
                A("Physiotherapist at York Hospital! I'm so proud of you. Are you moving to York?"),
                U("already here, moved last month with my girlfriend")],
  [u("job_title|plan", "physio|physiotherapist"), u("employer|plan", "york hospital"), u("city", "york"), u("partner", "girlfriend")],
  tag=1, character="Juniper")
K("companion", [U("Otto, what's your favorite movie?"),
                A("Mine is Spirited Away — I never get tired of it. What's yours?"),
                U("Paddington 2. unironically. perfect film"),
                A("Great choice! Did you watch it with your kids?"),
                U("no kids, just me and my dog Pretzel on the sofa")],
  [c("fav_film", "Spirited Away"), u("fav_film", "Paddington 2"), u("pet", "dog"), u("pet_name", "Pretzel")], tag=1, character="Otto")
K("companion", [U("making dinner for a first date tomorrow, stressing"),
                A("Ooh exciting! Make your famous shrimp pasta!"),
                U("I'm literally allergic to shrimp juniper 😭 you're thinking of someone else"),
                A("Oops, sorry! What about a veggie lasagna?"),
                U("she's vegetarian actually so that works. I'm not but whatever")],
  [u("allergy", "shrimp"), p("date", "diet", "vegetarian"), u("plan", "first date", 0)], tag=1, character="Juniper")
K("companion", [U("first week in Berlin done"),
                A("How's the German going? You said you're fluent right?"),
                U("haha I said I'm LEARNING. I can order a coffee. everyone at the office speaks english anyway"),
                A("What's the company again?"),
                U("N26. I'm on the fraud team, analyst")],
  [u("city", "Berlin"), u("language", "German"), u("employer", "N26"), u("job_title", "analyst|fraud analyst"),
   u("language", "english", 0)], tag=1, character="Otto")
K("companion", [U("my daughter starts uni next week and I'm not ok"),
                A("Aww. Which uni is she going to? What's her name again?"),
                U("Ellie. going to Cardiff for journalism. she's thrilled, I'm a wreck"),
                A("Ellie at Cardiff studying journalism! You must be so proud."),
                U("very. I never went to uni myself, left school at 16 to work in my dad's garage. still there, run it now")],
  [u("family", "Ellie|daughter"), p("Ellie", "relation", "daughter"), p("Ellie", "school|plan", "Cardiff|Cardiff University"),
   p("Ellie", "major", "journalism"), u("employer", "dad's garage|garage"), u("job_title", "run it|garage owner", 0),
   u("family", "dad", 0)], tag=1, character="Juniper")
K("companion", [U("homesick today"),
                A("I get it. Missing Manila?"),
                U("cebu, not manila. been in Dubai 6 years now for work"),
                A("Cebu, got it. What do you do in Dubai again?"),
                U("hotel front desk, Atlantis. long shifts but good tips")],
  [u("hometown", "cebu"), u("city", "Dubai"), u("job_title", "front desk|hotel front desk|receptionist"), u("employer", "Atlantis")],
  tag=1, character="Otto")
K("companion", [U("what should I listen to while I paint tonight"),
                A("You love Taylor Swift right? Folklore is a perfect painting album!"),
                U("that's my sister 😂 I'm more of a Radiohead person. In Rainbows on repeat"),
                A("Radiohead it is! What are you painting?"),
                U("watercolour, a view of the harbour. I do one every sunday, been at it 2 years")],
  [u("fav_music", "Radiohead|In Rainbows"), u("hobby", "watercolour|painting"), p("sister", "fav_music", "Taylor Swift"),
   u("family", "sister", 0)], tag=1, character="Juniper")
K("companion", [U("otto do you remember my birthday"),
                A("Of course! It's July 12th, right?"),
                U("close. june 12th. and I'll be 40 🙃"),
                A("June 12th — noted! 40 is a big one, any plans?"),
                U("wife's planning a surprise party she thinks I don't know about")],
  [u("birthday", "june 12th|12 June"), u("age", "39|40", 0), u("partner", "wife"), p("wife", "plan", "surprise party", 0)],
  tag=1, character="Otto")
K("companion", [U("failed my driving test again lol"),
                A("Oh no! Third time? Don't give up. How's nursing school going though?"),
                U("second time. and it's pharmacy, not nursing. 3rd year at UCL"),
                A("Pharmacy at UCL, third year! Sorry, I mixed that up."),
                U("it's fine. exams in june then placement at Boots over summer")],
  [u("major", "pharmacy"), u("school", "UCL|University College London"), u("degree|job_title|school", "3rd year|third year"),
   u("plan", "exams in june|exams"), u("plan", "placement at Boots", 0), u("city", "London", 0)], tag=1, character="Juniper")
K("companion", [U("otto my car broke down on the M6 with two dogs in the back"),
                A("Oh no! Are Rex and Luna ok?"),
                U("who?? mine are Bramble and Moss, both collies"),
                A("Sorry! Bramble and Moss — are they okay?"),
                U("they're fine, just bored. the car's a 2009 Corolla so honestly not surprised")],
  [u("pet", "collies|collie|dogs"), u("pet_name", "Bramble"), u("pet_name", "Moss"), u("belonging", "Corolla|2009 Corolla|car")],
  tag=1, character="Otto")
K("companion", [U("I think I'm getting sick"),
                A("Rest up! Is it your asthma again?"),
                U("nah asthma's been fine since I moved out of the city. just a cold I think"),
                A("Glad the asthma's under control. Where'd you move to?"),
                U("a village outside Bath. Quiet. I work from home for a Canadian startup so location doesn't matter")],
  [u("health", "asthma"), u("place|city", "village outside Bath|Bath"), u("employer", "Canadian startup", 0)], tag=1, character="Juniper")
K("companion", [U("we set a date!!"),
                A("Congratulations!! You and Marcus?"),
                U("yes me and Marcus 😭 september 14th, tiny wedding in his hometown, Galway"),
                A("A Galway wedding! Is Marcus still teaching?"),
                U("yep, secondary school maths. summers off which is why september works")],
  [u("plan", "wedding|september 14th"), u("partner", "Marcus"), p("Marcus", "hometown", "Galway"),
   p("Marcus", "job_title", "secondary school maths|maths teacher|teaching"), p("Marcus", "relation", "fiancé|partner", 0)],
  tag=1, character="Otto")

# ---------------------------------------------------------------- group (10: 5 me, 5 exporter_me)
K("group", [S("Tom", "who ate my leftover curry"),
            S("Hannah", "not me I'm vegetarian, your curry had chicken in it"),
            S("Zoe", "guilty 🙋‍♀️ I'll buy you a new one"),
            S("Tom", "zoe you owe me. also I'm out Friday, my sister's visiting from Perth")],
  [u("diet", "vegetarian"), p("Tom's sister", "city", "Perth"), p("Tom", "family", "sister", 0), u("name", "Hannah", 0)], tag=1, me="Hannah")
K("group", [S("Priya", "team lunch thursday? I'm thinking that ramen place"),
            S("Raj", "in! also heads up I'm off next week, flying to Chennai for my cousin's wedding", exp=True),
            S("Ben", "can't do ramen, I'm coeliac. pizza place has gf options"),
            S("Raj", "ben's right, pizza. I don't care, I eat anything except mushrooms")],
  [u("plan", "flying to Chennai|Chennai|cousin's wedding"), u("dislike", "mushrooms"), p("Ben", "health|allergy", "coeliac|celiac"),
   u("family", "cousin", 0), u("name", "Raj", 0)], tag=1)
K("group", [S("Chloe", "reunion in August? I'm still in Edinburgh if anyone wants to come up"),
            S("Mateo", "I'm in Madrid now 😎 teaching english, can fly in"),
            S("Ines", "count me in, I just started my residency in Boston so maybe not August lol"),
            S("Chloe", "ines doctor era 🥹 ok September then"),
            S("Priyanka", "I'm in! still in Leeds, still at the BBC, nothing ever changes")],
  [u("city", "Edinburgh"), p("Mateo", "city", "Madrid"), p("Mateo", "job_title", "teaching english|English teacher"),
   p("Ines", "job_title", "residency|resident|doctor"), p("Ines", "city", "Boston"), p("Priyanka", "city", "Leeds"), p("Priyanka", "employer", "BBC"), u("plan", "reunion", 0)], tag=1, me="Chloe")
K("group", [S("Mark", "Does anyone's kid have a spare PE kit? Leo lost his again"),
            S("Jess", "Mine's the same size as Leo I think, Amelia's in year 3. I can drop one off, I work from home Wednesdays", exp=True),
            S("Sarah", "You're a star Jess. Also reminder - Oscar has a severe egg allergy, party on Saturday!"),
            S("Jess", "noted, Amelia's party bag will be egg free 👍")],
  [u("family", "Amelia"), p("Amelia", "relation", "daughter|child", 0), p("Amelia", "school|degree|job_title", "year 3"),
   p("Oscar", "allergy", "egg"), u("name", "Jess", 0)], tag=1)
K("group", [S("Kev", "five-a-side pitch booked for 7, who's in"),
            S("Dan", "in. knee's fine now"),
            S("Marcus", "can't, on nights at the hospital all week"),
            S("Tariq", "in, bringing my brother, he's down from Leicester this weekend"),
            S("Kev", "dan you're in goal, marcus is a wuss"),
            S("Dan", "I'm always in goal lol. fine")],
  [u("sport", "five-a-side|football"), p("Marcus", "employer", "hospital", 0), p("Tariq's brother", "city", "Leicester", 0), u("name", "Dan", 0)], tag=1, me="Dan")
K("group", [S("Liam", "who's presenting at demo day"),
            S("Mei", "me, I'm the only designer here so the onboarding flow is mine anyway. also my visa got approved!! staying in Sydney", exp=True),
            S("Aisha", "yesss Mei 🎉 I'm still waiting on mine"),
            S("Liam", "congrats! drinks after demo day, I'm buying")],
  [u("job_title", "designer"), u("city", "Sydney"), u("plan", "demo day|presenting at demo day", 0), u("name", "Mei", 0)], tag=1)
K("group", [S("Rachel", "next month's pick: Tomorrow, and Tomorrow, and Tomorrow?"),
            S("Sophie", "already read it twice, it's my favourite book, so yes obviously"),
            S("Nadia", "I'll pass this month, I'm moving house to Bristol on the 20th"),
            S("Sophie", "need help with boxes? I'm off that weekend")],
  [u("fav_book", "Tomorrow, and Tomorrow, and Tomorrow"), p("Nadia", "plan", "moving house to Bristol|Bristol"), u("hobby", "book club|reading", 0)],
  tag=1, me="Sophie")
K("group", [S("Mom", "Carlos mijo did you eat"),
            S("Carlos", "yes mom 😂 I'm 34", exp=True),
            S("Tia Rosa", "Your cousin Daniela got into law school!! Georgetown!"),
            S("Carlos", "that's amazing, tell her congrats. I'll visit when I'm back in DC for Thanksgiving"),
            S("Mom", "and bring that girlfriend"),
            S("Daniela", "thank you primo!! starting in the fall 🥹")],
  [u("age", "34"), p("Daniela", "school|plan", "Georgetown"), p("Daniela", "major", "law"), p("Daniela", "relation", "cousin"),
   u("family", "Daniela|cousin"), u("plan", "back in DC for Thanksgiving|Thanksgiving", 0), u("hometown", "DC", 0),
   u("partner", "girlfriend", 0), u("name", "Carlos", 0)], tag=1)
K("group", [S("Pete", "Saturday: Rangitoto summit, meet at the ferry 8am"),
            S("Aroha", "I'll be there. bringing my new boots, finally retired the old ones"),
            S("Greg", "can't, my wife's due any day"),
            S("Aroha", "greg go be with her! also anyone need a lift from Devonport, I live right by the wharf")],
  [u("belonging", "boots|new boots"), u("place|city", "Devonport"), p("Greg", "partner", "wife"), u("hobby|sport", "hiking|tramping", 0)],
  tag=1, me="Aroha")
K("group", [S("Linda", "Has anyone seen a grey cat? Smokey hasn't come home"),
            S("Nat", "Not seen him Linda, will check our shed. I'm at number 7 by the way, just moved in with my partner Jo", exp=True),
            S("Bill", "Welcome Nat! I'm the one with the noisy dog, sorry in advance"),
            S("Nat", "ha no worries, we've got a parrot so we're even"),
            S("Priti", "Welcome! I'm at 9, the one with the veg patch. Nat, are you the new nurse? Linda said"),
            S("Nat", "ha no that's Jo, I'm a carpenter. happy to fix anyone's fence for cake")],
  [p("Linda", "pet", "grey cat|cat"), p("Linda", "pet_name", "Smokey"), u("place", "number 7"), u("partner", "Jo"),
   p("Jo", "relation", "partner"), p("Jo", "job_title", "nurse"), u("job_title", "carpenter"), u("pet", "parrot"), p("Bill", "pet", "dog|noisy dog"), u("name", "Nat", 0)], tag=1)
