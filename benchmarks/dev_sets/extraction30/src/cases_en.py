"""English cases of dev set 30: short chats, diaries, companion chats, group chats."""
from h import F, U, P, C, short, diary, comp, group

SHORT = [
    short("en", "just moved to austin for the new job, still no furniture lol. working at dell on the laptop supply chain team", [
        U("city", "austin"), U("employer", "dell"), U("job_title|industry", "supply chain|laptop supply chain", False)]),
    short("en", "My sister's the nurse, not me. I teach 4th grade in Columbus. Easy mix up, we look alike", [
        U("job_title", "teach 4th grade|teacher|4th grade teacher"), U("city", "Columbus"),
        P("sister", "job_title", "nurse"), U("family", "sister")], tag=True),
    short("en", "i'm allergic to cats which is tragic bc my girlfriend has two. we make it work with a lot of zyrtec", [
        U("allergy", "cats|cat"), U("partner", "girlfriend"), P("girlfriend", "pet", "two|cats|cat")], tag=True),
    short("en", "Born March 3rd, 1991, Pisces, raised in Cork, now in Boston doing a postdoc in neuroscience", [
        U("birthday", "March 3rd|March 3rd, 1991|1991-03-03"), U("hometown", "Cork"), U("city", "Boston"),
        U("job_title", "postdoc|postdoctoral researcher"), U("major", "neuroscience")]),
    short("en", "My number's 415-555-0192 if the delivery guy needs it. Apt 4B", [
        U("phone", "415-555-0192"), U("place", "Apt 4B", False)]),
    short("en", "not vegan anymore btw, cheese won. still don't eat red meat tho", [
        U("diet", "don't eat red meat|no red meat"), U("fav_food", "cheese", False)], tag=True),
    short("en", "If I were rich I'd live in Lisbon. Realistically I'm stuck in Leeds with a 40 minute commute", [
        U("city", "Leeds")], tag=True),
    short("en", "Ok so update: I got the job!! Starting at Pfizer on June 3 as a clinical data analyst 🎉", [
        U("employer|plan", "Pfizer"), U("job_title|plan", "clinical data analyst")]),
    short("en", "my dad is 71 and still plays tennis every sunday back in Shenzhen, meanwhile I'm 38 in Seattle and get winded on stairs", [
        U("age", "38"), U("city", "Seattle"), P("dad", "age", "71"), P("dad", "sport", "tennis"),
        P("dad", "city", "Shenzhen"), U("family", "dad", False)], tag=True),
    short("en", "Quick q: is it weird that my favorite movie is Paddington 2? I'm a grown man", [
        U("fav_film", "Paddington 2"), U("gender", "man|male")]),
    short("en", "Our family speaks three languages at dinner, English, Mandarin and Hokkien. My kids answer in English no matter what 🙃", [
        U("language", "English"), U("language", "Mandarin|Chinese"), U("language", "Hokkien"),
        U("family", "kids", False)]),
    short("en", "used to be a barista, now I manage a bike shop in Portland. coffee still runs through my veins though", [
        U("job_title", "manage a bike shop|manager|bike shop manager"), U("employer", "bike shop", False),
        U("city", "Portland")], tag=True),
    short("en", "I don't have a dog, that's my neighbor's golden retriever in all my photos. His name is Biscuit and he's basically mine on weekends", [
        P("neighbor", "pet", "golden retriever|dog"), P("neighbor", "pet_name", "Biscuit")], tag=True),
    short("en", "Can you remind me my email? It's jmorales.design@gmail.com. I keep forgetting which one I gave the landlord", [
        U("email", "jmorales.design@gmail.com")]),
    short("en", "Diagnosed with celiac last year so my whole diet changed. Gluten-free everything. Miss bagels the most", [
        U("health", "celiac|celiac disease"), U("diet", "Gluten-free")]),
    short("en", "My husband Tom thinks I should learn piano but honestly I'm happy with my ukulele", [
        U("partner", "Tom"), P("Tom", "relation", "husband"), U("instrument", "ukulele")], tag=True),
    short("en", "lol my coworker keeps saying he's 'basically a millionaire' bc of crypto. he drives a 2009 corolla", [
        P("coworker", "belonging", "2009 corolla|corolla"), P("coworker", "relation", "coworker", False)], tag=True),
    short("en", "I'm a night shift security guard at a hospital in Phoenix. Quiet nights are the best nights", [
        U("job_title", "security guard"), U("employer", "hospital", False), U("city", "Phoenix")]),
    short("en", "Moving to Denver next month, lease already signed. For now still in Omaha with my parents", [
        U("plan", "Moving to Denver|Denver"), U("city", "Omaha"), U("family", "parents", False)], tag=True),
    short("en", "Favorite band since high school: Radiohead. Favorite album changes every week.", [
        U("fav_music", "Radiohead")]),
    short("en", "Gonna be honest I hate cilantro, tastes like soap. My wife Mei grew up in Guangxi and puts it in everything on purpose", [
        U("dislike", "cilantro|coriander"), U("partner", "Mei"), P("Mei", "relation", "wife"),
        P("Mei", "hometown", "Guangxi")], tag=True),
    short("en", "I have a bachelor's in civil engineering from Purdue but I ended up in sales, go figure", [
        U("degree", "bachelor's|bachelor"), U("major", "civil engineering"), U("school", "Purdue"),
        U("job_title", "sales")]),
    short("en", "my son wants a snake for his birthday, absolutely not. we already have a bearded dragon named Kevin and that's enough reptile", [
        U("pet", "bearded dragon"), U("pet_name", "Kevin"), U("family", "son", False)], tag=True),
    short("en", "Just finished my first marathon at 52!! Chicago, 4:41. Training for Berlin next year, already registered", [
        U("age", "52"), U("sport", "marathon|running"), U("plan", "Berlin|Berlin marathon")], tag=True),
    short("en", "My mom lives with us in Sydney now, she only speaks Cantonese so I translate everything at the doctor's. Her knee surgery is on the 14th", [
        U("city", "Sydney"), P("mom", "city", "Sydney"), P("mom", "language", "Cantonese"),
        P("mom", "plan", "knee surgery"), U("family", "mom")]),
    short("en", "Nah I'm not from Texas, I just live here. Grew up in Minneapolis, hence the accent", [
        U("hometown", "Minneapolis"), U("city|place", "Texas")], tag=True),
    short("en", "People call me Bex, only my grandma calls me Rebecca", [
        U("nickname", "Bex"), U("name", "Rebecca")]),
    short("en", "Took my daughter Sophie to her first swim lesson, she's 4 and fearless. Her nainai in Beijing watched on video call screaming. I can't swim at all lol", [
        U("family", "Sophie"), P("Sophie", "relation", "daughter"), P("Sophie", "age", "4"),
        P("Sophie", "sport", "swim|swimming", False), P("nainai", "city", "Beijing")], tag=True),
    short("en", "I work in insurance. Claims adjuster. Not exciting but pays for my vinyl habit 🎶", [
        U("industry", "insurance"), U("job_title", "claims adjuster"), U("hobby", "vinyl|collecting vinyl")]),
    short("en", ["what should I cook for my boyfriend, he's lactose intolerant",
                 "A: How about a stir-fry? Does he eat seafood?",
                 "yeah he loves shrimp. I'm the picky one, I only eat chicken basically"], [
        U("partner", "boyfriend"), P("boyfriend", "health|allergy|diet", "lactose intolerant"),
        P("boyfriend", "fav_food", "shrimp"), U("diet", "only eat chicken", False)], tag=True),
    short("en", "Had a dream I was a pilot last night. Woke up, still an accountant in Cleveland 😂", [
        U("job_title", "accountant"), U("city", "Cleveland")], tag=True),
    short("en", "We're a Chinese-Canadian family in Calgary. I grew up speaking Mandarin at home, my husband Daniel is from Ontario and is learning Mandarin on an app. Our kid is 3 and mixes both", [
        U("city", "Calgary"), U("language", "Mandarin"), U("partner", "Daniel"), P("Daniel", "relation", "husband"),
        P("Daniel", "hometown", "Ontario"), P("Daniel", "language", "Mandarin"), U("family", "kid", False),
        P("kid", "age", "3")], tag=True),
]

DIARY = [
    diary("en", "Monday. Alarm didn't go off, late to the clinic again. Being a dental hygienist means people can't answer your questions with your hands in their mouths, which is honestly the best part. Lunch was leftover lasagna. Mark texted that his brother is getting married in Vegas in October — we're going, flights booked this morning. Walked Pretzel after work; the dachshund has opinions about squirrels. Bed by ten.", [
        U("job_title", "dental hygienist"), U("partner", "Mark", False), U("plan", "Vegas|wedding in Vegas"),
        U("pet", "dachshund|dog"), U("pet_name", "Pretzel"), P("Mark's brother", "plan", "getting married|wedding")], tag=True),
    diary("en", "Nov 12. Day four of being 40. Honestly doesn't feel different. Went to physio for the shoulder, the rotator cuff thing is slowly healing. Worked from home — I'm a UX researcher at a fintech startup, and today was eight interviews back to back. My daughter Ava called from college, she switched her major to biology. Made dal for dinner, my grandmother's recipe, still my favorite thing to eat. Started reading Pachinko.", [
        U("age", "40"), U("health", "rotator cuff|shoulder"), U("job_title", "UX researcher"), U("industry", "fintech"),
        U("employer", "fintech startup|startup", False), U("family", "Ava"), P("Ava", "relation", "daughter"),
        P("Ava", "major", "biology"), U("fav_food", "dal"), U("birthday", "November 8|Nov 8", False)], tag=True),
    diary("en", "Saturday. Took Grandpa to dim sum in Flushing, he ordered for the whole table in Cantonese and the waiters loved him. He's 88 and still does tai chi in the park every morning. I live in Jersey City now so the drive is brutal but worth it. Back home I graded midterms — still can't believe I'm a high school chemistry teacher, sixteen-year-old me would laugh. Mom called from Guangzhou to ask if I'm eating enough.", [
        P("Grandpa", "language", "Cantonese"), P("Grandpa", "age", "88"), P("Grandpa", "sport", "tai chi"),
        U("family", "Grandpa", False), U("city", "Jersey City"),
        U("job_title", "high school chemistry teacher|chemistry teacher|teacher"),
        P("mom", "city", "Guangzhou"), U("family", "mom", False)], tag=True),
    diary("en", "Rough one. Got the call that the plant is cutting the night shift, so after nine years as a forklift operator I might be looking. Not yet though. Picked up the kids, made mac and cheese, helped Jaden with fractions. Sara's working doubles at the hospital this week so it's just me. Watched the Packers lose. Back's acting up again.", [
        U("job_title", "forklift operator"), U("employer", "plant", False), U("family", "kids|Jaden", False),
        U("partner", "Sara", False), P("Sara", "employer", "hospital", False), U("health", "Back|back pain", False)], tag=True),
    diary("en", "Journal, 3/9. Finally told my parents I'm gay. Mom cried, Dad hugged me, it went better than the movie in my head. Afterwards I went climbing at the gym with Priya like every Thursday, she's the only person who knew before today. I'm still 19, still a sophomore at UCLA studying film, still broke, but lighter. Watched Spirited Away to celebrate, still my favorite movie ever.", [
        U("age", "19"), U("school", "UCLA"), U("major", "film"), U("sport", "climbing"),
        U("fav_film", "Spirited Away"), U("job_title", "sophomore|student", False), U("family", "parents", False)]),
    diary("en", "Another gray morning on Skye. Fed the hens — we've got six now, Mabel's the bossy one. Spent most of the day fixing fencing with my brother Callum, who is home from the rigs for two weeks. He lives in Aberdeen. I'm learning Gaelic through evening classes on Tuesdays; the teacher says my accent is 'getting there'. Supper was haggis because Callum insisted. I'm not a fan.", [
        U("place|city", "Skye"), U("pet", "hens|chickens"), U("pet_name", "Mabel"), U("family", "Callum"),
        P("Callum", "relation", "brother"), P("Callum", "city", "Aberdeen"), P("Callum", "job_title", "rigs|oil rig worker", False),
        U("language", "Gaelic"), U("dislike", "haggis")], tag=True),
    diary("en", "Wed. Worked the register at the bakery 6 to 2 — not my bakery, I wish, it's Elena's. Then bio lecture at the community college. I'm doing pre-nursing, two more semesters. Texted Jordan about Friday. Ran 3 miles. My asthma was fine today. Cat knocked over the basil again, Noodle you menace.", [
        U("job_title", "register|cashier"), U("employer", "bakery|Elena's bakery", False), P("Elena", "belonging", "bakery"),
        U("school", "community college"), U("major", "pre-nursing|nursing"), U("health", "asthma"),
        U("pet", "Cat"), U("pet_name", "Noodle"), U("sport", "Ran|running", False)], tag=True),
    diary("en", "June 2. Lunar New Year was ages ago but Ma still sends red envelopes by WeChat from Chengdu every time I pass an exam lol. Passed my CPA section today! I'm an audit associate at Deloitte in Melbourne, third year. Shared a celebratory hotpot with my partner Alex, who can now say 'mala' with a straight face. Tomorrow: dentist at 9, then a nap for the ages.", [
        P("Ma", "city", "Chengdu"), U("family", "Ma", False), U("job_title", "audit associate"), U("employer", "Deloitte"),
        U("city", "Melbourne"), U("partner", "Alex"), P("Alex", "relation", "partner"), U("plan", "dentist")]),
    diary("en", "Sunday notes. Pancakes with the twins, church, then the long walk by the lake. Ruth and I celebrated 30 years married last week and the kids still tease us. I retired from the post office in March and I'm still figuring out what to do with my mornings. Tried painting. Terrible. Might take a class. My hip replacement is scheduled for August 20.", [
        U("partner", "Ruth"), U("family", "twins", False), U("job_title", "retired"),
        U("employer", "post office", False), U("plan", "hip replacement"), U("hobby", "painting", False)], tag=True),
    diary("en", "Long day at the vet clinic — I'm a vet tech, today was three dogs with kennel cough and one very angry parrot. My own dog, Hazel, is a greyhound I adopted last year. Dinner with Sam, my roommate, who just got into law school at Georgetown, starting in August. I made him a cake. I'm still deciding about grad school myself. Leaving the window open, first warm night in DC.", [
        U("job_title", "vet tech|veterinary technician"), U("employer", "vet clinic", False),
        U("pet", "greyhound|dog"), U("pet_name", "Hazel"), P("Sam", "relation", "roommate"),
        P("Sam", "school|plan", "Georgetown"), P("Sam", "plan", "law school"), U("city", "DC|Washington")], tag=True),
]

COMPANION = [
    comp("en", "Nova", ["nova i'm so tired, 12 hour shift at the ER",
                        "Oh no, long day! As a paramedic you must see so much.",
                        "i'm an ER nurse not a paramedic lol. paramedics bring them in, i deal with them",
                        "Got it, ER nurse! Sorry. Is it still the hospital in Dayton?",
                        "yep, Miami Valley. i'm gonna eat cereal and pass out"], [
        U("job_title", "ER nurse|nurse"), U("employer", "Miami Valley"), U("city", "Dayton")], tag=True),
    comp("en", "Juniper", ["Juniper, guess what, I adopted a cat today!",
                           "Yay!! What's her name? Is she a kitten?",
                           "He, actually. He's a 6 year old tabby named Chairman Meow",
                           "Chairman Meow 😂 perfect. You always said you were a dog person though!",
                           "I said my ex was a dog person. I've always been cat team"], [
        U("pet", "tabby|cat"), U("pet_name", "Chairman Meow")], tag=True),
    comp("en", "Milo", ["Milo do you remember where I'm from",
                        "You're from Manchester, right? You love Oasis!",
                        "close, Liverpool. and it's the Beatles, obviously, Oasis is my brother's thing",
                        "Liverpool and the Beatles, noted. Your brother must be a Manchester fan then",
                        "he's just confused. he lives in London now anyway"], [
        U("hometown", "Liverpool"), U("fav_music", "Beatles|the Beatles"), P("brother", "fav_music", "Oasis"),
        P("brother", "city", "London"), U("family", "brother", False)], tag=True),
    comp("en", "Echo", ["Echo, my daughter asked me today why grandma doesn't speak English",
                        "That's a sweet question. Where does her grandma live?",
                        "In Taipei. We go back every summer. My daughter's 6 and her Mandarin is getting worse every year",
                        "That's common for kids abroad. Are you in the US?",
                        "Canada, Vancouver. I started sending her to Saturday Chinese school, she hates it lol"], [
        P("grandma", "city", "Taipei"), U("family", "daughter"), P("daughter", "age", "6"),
        P("daughter", "language", "Mandarin", False), U("city", "Vancouver"), U("hometown", "Taipei|Taiwan", False)], tag=True),
    comp("en", "Sage", ["I have my board exam on Friday and I'm freaking out",
                        "You've got this! Is this the bar exam?",
                        "no, the NCLEX. I'm finishing nursing school in Atlanta",
                        "The NCLEX, of course. You mentioned you wanted to be a pediatric nurse?",
                        "maybe one day, right now I just want to pass"], [
        U("plan", "NCLEX|board exam"), U("school", "nursing school"), U("major", "nursing"), U("city", "Atlanta")], tag=True),
    comp("en", "Pip", ["pip, i'm 17 and my parents won't let me get a job",
                       "That's frustrating! What kind of job did you want?",
                       "at the skate shop near my house. i skate like every day after school",
                       "A skater! What's your setup?",
                       "a santa cruz deck with indy trucks, saved for like 4 months"], [
        U("age", "17"), U("sport", "skate|skateboarding"), U("belonging", "santa cruz deck|santa cruz"),
        U("job_title", "student", False)], tag=True),
    comp("en", "Aria", ["Aria what's your favorite book?",
                        "I'd say The Little Prince — I reread it in my head all the time. What about you?",
                        "Mine's The Remains of the Day. I'm a librarian so people expect me to say something fancier",
                        "That is a fancy answer! Which library?",
                        "A small branch library in Halifax. I'm the only full-time staff"], [
        C("fav_book", "The Little Prince"), U("fav_book", "The Remains of the Day"), U("job_title", "librarian"),
        U("employer", "branch library", False), U("city", "Halifax")], tag=True),
    comp("en", "Rook", ["Rook, I got engaged!!!",
                        "Congratulations!!! To Jess?",
                        "To Maya! Jess was my college roommate lol. Maya and I have been together three years",
                        "Oops! Congratulations to you and Maya! Have you set a date?",
                        "October 5th next year, at her family's farm in Vermont"], [
        U("partner", "Maya"), P("Maya", "relation", "fiancée|fiancee", False), U("plan", "October 5th|wedding"),
        P("Jess", "relation", "college roommate", False)], tag=True),
    comp("en", "Willow", ["Willow, my mother-in-law is visiting from Shanghai for three months",
                          "How exciting! Does she speak English?",
                          "barely, but my husband Li translates. I'm learning Mandarin too, taking classes twice a week",
                          "That's wonderful! How is it going?",
                          "slowly, I can order dumplings and say 'I'm full' which is what matters"], [
        P("mother-in-law", "city", "Shanghai"), U("partner", "Li"), P("Li", "relation", "husband"),
        U("language", "Mandarin")], tag=True),
    comp("en", "Kai", ["kai, bad news, broke my wrist snowboarding",
                       "Ouch!! Are you okay? Was it at Whistler?",
                       "no, Mammoth. i'm ok, cast for 6 weeks. the worst part is i can't play bass",
                       "Oh no, your band! Don't you have a gig soon?",
                       "we had one next month, had to cancel. the drummer is mad at me"], [
        U("health", "broke my wrist|broken wrist"), U("sport", "snowboarding"), U("instrument", "bass"),
        U("hobby", "band", False)], tag=True),
    comp("en", "Luna", ["luna I'm writing you from my new apartment in Brooklyn!!",
                        "Congrats!! How's Bushwick treating you?",
                        "it's Crown Heights not Bushwick. and I love it, there's a jerk chicken place downstairs",
                        "Crown Heights! Jerk chicken downstairs sounds dangerous 😄",
                        "already my favorite food, no regrets"], [
        U("city", "Brooklyn|New York"), U("place", "Crown Heights"), U("fav_food", "jerk chicken")], tag=True),
    comp("en", "Orion", ["orion how old do you think I am",
                         "Hmm, based on your music taste... 25?",
                         "haha I'm 46. I just like Billie Eilish, my kids got me into it",
                         "46 and cool! How many kids do you have?",
                         "two boys, 14 and 11. and a wife who thinks I'm having a midlife crisis"], [
        U("age", "46"), U("fav_music", "Billie Eilish"), U("family", "two boys|kids"), U("partner", "wife"),
        U("gender", "male|man", False)], tag=True),
]

GROUP = [
    group("en", [("Priya", "Reminder: sprint demo Thursday 2pm"),
                 ("Jake", "I'll be out Thursday, my wife's due date is this week 😬"),
                 ("Tom", "Good luck man! Is this your first?"),
                 ("Jake", "second, our son Leo is 3 and has no idea what's coming")], [
        U("partner", "wife"), P("wife", "plan|health", "due date|pregnant"), U("family", "Leo"),
        P("Leo", "relation", "son"), P("Leo", "age", "3"), U("gender", "male|man", False)], me="Jake", tag=True),
    group("en", [("Mom", "Emily did you eat? You look thin in photos"),
                 ("Emily", "Mom I'm fine! Just busy, we have finals. Uni of Toronto is no joke"),
                 ("Uncle Ray", "When I was at U of T we partied more than studied haha"),
                 ("Mom", "Ray don't teach her bad things. Emily, Grandma's 90th birthday is in Hangzhou in July, we bought your ticket already")], [
        U("school", "Uni of Toronto|University of Toronto|U of T"), U("job_title", "student", False),
        U("city", "Toronto", False), P("Uncle Ray", "school", "U of T|University of Toronto"),
        U("plan", "Hangzhou|Grandma's 90th birthday"), P("Grandma", "age", "89", False),
        P("Grandma", "city", "Hangzhou", False), U("name", "Emily", False)], exporter="Emily", tag=True),
    group("en", [("Dee", "Next month's pick: Klara and the Sun. Objections?"),
                 ("Carla", "None! Never Let Me Go is still my all-time favorite book, so Ishiguro can do no wrong"),
                 ("Marcus", "I'll be in Spain the whole month, will read on the plane"),
                 ("Dee", "Carla can you host? Your place has the big couch"),
                 ("Carla", "Sure, I'm on Elm Street now, moved in June. Bring wine, not cats, my husband Dave's allergic")], [
        U("fav_book", "Never Let Me Go"), U("place", "Elm Street"), U("partner", "Dave"),
        P("Dave", "relation", "husband"), P("Dave", "allergy", "cats|cat"), P("Marcus", "plan", "Spain")], me="Carla", tag=True),
    group("en", [("Coach Ana", "Saturday long run, 16 miles, meet at the boathouse 7am"),
                 ("Ben", "I'm in. Still nursing the IT band but it's better"),
                 ("Lucy", "Can't, my daughter has a swim meet. I'm running the Boston qualifier in April though!"),
                 ("Ben", "Go Lucy! I'm just trying to finish Philly without walking")], [
        U("health", "IT band"), U("plan", "Saturday long run|long run", False), U("sport", "running", False),
        U("plan", "Philly|Philly marathon", False), P("Lucy", "plan", "Boston qualifier"),
        P("Lucy's daughter", "sport", "swim|swimming", False), U("name", "Ben", False)], exporter="Ben", tag=True),
    group("en", [("Sam", "who ate my leftover pad thai"),
                 ("Nate", "not me, I'm doing keto remember. 3 weeks in. also I'm allergic to peanuts so pad thai is a no"),
                 ("Olivia", "it was me sorry!! I'll buy you more. also rent is due friday, I'm sending my half from Chicago, I'm at my sister's till Sunday")], [
        U("diet", "keto"), U("allergy", "peanuts|peanut")], me="Nate", tag=True),
    group("en", [("Auntie Mei", "Jason, your mom says you got a new job?"),
                 ("Jason", "Yes Auntie! Software engineer at Shopify, remote from Ottawa"),
                 ("Karen", "Jason you still owe me 20 bucks from Chinese New Year mahjong 😂"),
                 ("Ming", "Auntie I'm moving back to Kuala Lumpur next month, visa done")], [
        U("job_title", "Software engineer"), U("employer", "Shopify"), U("city", "Ottawa"),
        P("Ming", "plan", "moving back to Kuala Lumpur|Kuala Lumpur"), U("hobby", "mahjong", False),
        U("name", "Jason", False)], exporter="Jason", tag=True),
    group("en", [("Greg", "Mt. Si this Sunday, who's in?"),
                 ("Hannah", "me! I just got new boots, Salomon, gotta break them in"),
                 ("Ivy", "I'm out, sprained ankle from volleyball"),
                 ("Hannah", "Ivy noo. Greg can you pick me up? I'm in Ballard, no car since mine got totaled")], [
        U("plan", "Mt. Si|Mt. Si this Sunday"), U("belonging", "Salomon|boots"), U("place", "Ballard"),
        U("city", "Seattle", False), U("sport", "hiking", False), P("Ivy", "health", "sprained ankle"),
        P("Ivy", "sport", "volleyball")], me="Hannah", tag=True),
    group("en", [("Rachel", "Welcome Omar to the Austin office! Omar, tell everyone about yourself"),
                 ("Omar", "Hi all! I'm the new data engineer, transferred from the Cairo team. I speak Arabic, English and bad French 😅"),
                 ("Kim", "Welcome! I'm the office manager, ask me anything. There's a potluck Friday"),
                 ("Omar", "Great, I'll bring koshari, my mom's recipe, my favorite food in the world")], [
        U("job_title", "data engineer"), U("city", "Austin", False), U("language", "Arabic"), U("language", "English"),
        U("language", "French", False), U("fav_food", "koshari"), P("Kim", "job_title", "office manager"),
        U("name", "Omar", False)], exporter="Omar", tag=True),
    group("en", [("Dev", "draft night moved to the 28th"),
                 ("Marco", "works for me. also guys, I passed the bar!! officially a lawyer"),
                 ("Tyler", "LETS GO. drinks on Marco"),
                 ("Dev", "congrats man. still at that firm in Jersey?"),
                 ("Marco", "yep, Keller & Stone, they're keeping me on")], [
        U("job_title", "lawyer"), U("employer", "Keller & Stone"), U("city", "Jersey|New Jersey", False),
        U("plan", "draft night", False)], me="Marco", tag=True),
    group("en", [("Barb", "Has anyone seen a grey cat? Ours got out"),
                 ("Frank", "Saw one by the garage on Maple. Barb is it the fat one?"),
                 ("Joy", "I'll check our yard! I work from home as a Chinese-English translator so I'm around all day. My beagle Ziggy will bark if he sees it lol"),
                 ("Barb", "Thanks Joy! His name's Smokey")], [
        U("job_title", "translator|Chinese-English translator"), U("language", "Chinese", False),
        U("pet", "beagle|dog"), U("pet_name", "Ziggy"), P("Barb", "pet", "grey cat|cat"),
        P("Barb", "pet_name", "Smokey"), U("name", "Joy", False)], exporter="Joy", tag=True),
]
