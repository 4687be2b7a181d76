from h import S, D, K, G, U, P, C

CASES = [
# ---------------- short chats ----------------
S("en", "ok so i'm a 34 yo project manager at a logistics company and my only hobby is apparently replying to emails at 11pm. send help", [
    U("age", ["34"]),
    U("job_title", ["project manager", "PM"]),
    U("industry", ["logistics"]),
], tag=True),
S("en", "my cat juniper knocked my monitor off the desk in the middle of a client call. she's 3 and pure chaos", [
    U("pet", ["cat"]),
    U("pet_name", ["juniper"]),
], tag=True),
S("en", "Moved to Denver last spring after 8 years in Chicago. still not used to the altitude tbh, I get winded on the stairs", [
    U("city", ["Denver"]),
], tag=True),
S("en", "i'm allergic to shellfish and my boyfriend keeps forgetting and ordering the shrimp platter 'for us' 🙃", [
    U("allergy", ["shellfish"]),
    U("partner", ["boyfriend"]),
]),
S("en", "is it weird to start cello at 38? asking for me lol. I've played piano since I was a kid but the cello has been calling my name for years", [
    U("instrument", ["piano"]),
    U("age", ["38"], False),
], tag=True),
S("en", "Not a nurse! I'm a respiratory therapist. People mix it up constantly and honestly I've stopped correcting them at parties", [
    U("job_title", ["respiratory therapist"]),
], tag=True),
S("en", "new number: (415) 882-3071. the old one ending in 19 is dead, please don't text it", [
    U("phone", ["(415) 882-3071", "415-882-3071", "4158823071"]),
], tag=True),
S("en", "I'm gluten free (celiac, not a trend thing) so office pizza fridays are my personal hell", [
    U(["health", "diet"], ["celiac", "coeliac"]),
    U("diet", ["gluten free", "gluten-free"]),
]),
S("en", "If I ever get a dog I'm naming him Waffles. sadly my lease in Bushwick says no pets, so for now I just have a very judgmental fern", [
    U(["place", "city"], ["Bushwick"]),
    U("city", ["Brooklyn", "New York"], False),
], tag=True),
S("en", "worked at Deloitte for 6 years, now i'm at a 40-person fintech startup called Ledgerly doing product design. way less stress, way less money", [
    U("employer", ["Ledgerly"]),
    U("job_title", ["product design", "product designer"]),
    U("industry", ["fintech"]),
], tag=True),
S("en", "My birthday's july 9th and someone at work found out so now there's a whole cake situation happening at 3pm", [
    U("birthday", ["july 9th", "July 9"]),
]),
S("en", "grew up in Adelaide, live in Toronto now, still say 'arvo' and nobody understands me", [
    U("hometown", ["Adelaide"]),
    U("city", ["Toronto"]),
]),
S("en", "just signed the offer!!! starting at Shopify as a senior data engineer on the 3rd 🎉🎉", [
    U(["employer", "plan"], ["Shopify"]),
    U(["job_title", "plan"], ["senior data engineer", "data engineer"]),
]),
S("en", "i can't stand cilantro. it tastes like soap to me and yes that's a genetic thing, look it up", [
    U("dislike", ["cilantro", "coriander"]),
]),
S("en", "my sister's the marathon runner in the family. I run to the fridge during ad breaks", [
    U("family", ["sister"]),
    P("sister", "sport", ["marathon", "running"]),
], tag=True),
S("en", "Rewatched Spirited Away for maybe the 20th time last night. best movie ever made, fight me", [
    U("fav_film", ["Spirited Away"]),
]),
S("en", "My personal email is dana.okafor@fastmail.com, please use that one and not my work address, I'm leaving that job soon anyway", [
    U("email", ["dana.okafor@fastmail.com"]),
], tag=True),
S("en", "I've been vegan for about two years. my dad still asks every christmas if I eat fish", [
    U("diet", ["vegan"]),
    U("family", ["dad"], False),
], tag=True),
S("en", "been playing bass in a garage band with three other accountants for a while. we're called The Debits. yes really", [
    U("instrument", ["bass"]),
    U("job_title", ["accountant"]),
]),
S("en", "ngl my 9-5 as a paralegal is fine but my real life is the pottery studio on weekends", [
    U("job_title", ["paralegal"]),
    U("hobby", ["pottery"]),
]),
S("en", "I'm the only woman on our devops team of 11, which is a whole other conversation", [
    U("gender", ["woman", "female"]),
    U("job_title", ["devops", "devops engineer"], False),
]),
S("en", "Just got diagnosed with ADHD at 31. explains... a lot actually", [
    U("health", ["ADHD"]),
    U("age", ["31"]),
]),
S("en", "my grandma is 94 and still does her own taxes. I'm 30 and pay someone to do mine", [
    U("family", ["grandma"]),
    P("grandma", "age", ["94"]),
    U("age", ["30"]),
], tag=True),
S("en", "we finally got a bearded dragon!! his name is Sir Reginald and he has more attitude than my roommate", [
    U("pet", ["bearded dragon"]),
    U("pet_name", ["Sir Reginald"]),
]),
S("en", "i speak spanish at home, english at work, and terrible french at the bakery", [
    U("language", ["spanish"]),
    U("language", ["english"]),
    U("language", ["french"], False),
], tag=True),
S("en", "does anyone here live in Portland? thinking of moving there from Phoenix, I'm done with 115 degree summers", [
    U("city", ["Phoenix"]),
], tag=True),
S("en", "I have a BS in chemistry from Ohio State and somehow ended up in insurance sales. life is weird", [
    U("degree", ["BS", "bachelor"]),
    U("major", ["chemistry"]),
    U("school", ["Ohio State", "Ohio State University"]),
    U("job_title", ["insurance sales"]),
]),
S("en", "flying to Lisbon next thursday for my cousin's wedding, tickets booked, suit not bought yet", [
    U("plan", ["Lisbon", "cousin's wedding", "flying to Lisbon"]),
]),
S("en", "everyone calls me Bex except my mom who still insists on Rebecca", [
    U("nickname", ["Bex"]),
    U("name", ["Rebecca"]),
    U("family", ["mom"], False),
]),
S("en", "my husband teaches high school history and somehow grades papers during movies", [
    U("partner", ["husband"]),
    P("husband", "job_title", ["teaches high school history", "history teacher", "high school history teacher"]),
], tag=True),
S("en", "i drive a 2011 corolla with 240k miles on it and i will drive it until it literally dies", [
    U("belonging", ["corolla", "2011 corolla"]),
]),
S("en", "im not from texas lol i just live here. born and raised in Detroit", [
    U("hometown", ["Detroit"]),
    U(["city", "place"], ["texas"]),
], tag=True),

# ---------------- diaries ----------------
D("en", "Tuesday. Alarm at 6:10, snoozed twice. Three back-to-back standups because apparently we need one per timezone now. I'm 33 and I've become someone who says 'let's take this offline' unironically. Lunch was a sad desk salad. Left at 7 and went straight to the climbing gym, finally sent the purple V4 I've been projecting for three weeks. Sent a video to Priya (my sister), she replied with a skull emoji. Leftover lasagna, two episodes of something, bed.", [
    U("age", ["33"]),
    U("sport", ["climbing"]),
    U("family", ["Priya", "sister"]),
    P("Priya", "relation", ["sister"]),
]),
D("en", "Mom's 60th birthday today. Drove up to Sacramento in the morning, traffic was horrible. She cried at the photo album my brother Luis and I made. Luis just got into nursing school so she cried about that too. Back home in Oakland by 10. My knee is acting up again, the old soccer injury. Note to self: call the physio.", [
    U("family", ["mom"], False),
    P("mom", "age", ["60"]),
    U("family", ["Luis", "brother"]),
    P("Luis", "relation", ["brother"]),
    P("Luis", ["school", "plan"], ["nursing school"]),
    U("city", ["Oakland"]),
    U("health", ["knee", "soccer injury"]),
], tag=True),
D("en", "Day 4 at the new job. Everyone at Halcyon Health is lovely but I still don't know where the good bathroom is. I'm a UX researcher now, which mostly means I schedule calls and then take notes on the calls. Came home, fed Biscuit and Gravy (the guinea pigs, hi future me), did 20 minutes of Duolingo Italian. Jamie made pad thai. I love that man.", [
    U("employer", ["Halcyon Health"]),
    U("job_title", ["UX researcher"]),
    U("pet", ["guinea pigs", "guinea pig"]),
    U("pet_name", ["Biscuit"]),
    U("pet_name", ["Gravy"]),
    U("language", ["Italian"]),
    U("partner", ["Jamie"], False),
]),
D("en", "Retired life, week 12. The garden is finally producing tomatoes. Walked Mabel twice around the lake, she's slowing down like me. My daughter called from Seoul, she's teaching English there for another year. Told her I've started learning Korean and she laughed so hard she dropped the phone. Doctor says my cholesterol is better. Grilled salmon for dinner. In bed by 9 like an old man, which I am.", [
    U("job_title", ["Retired", "retiree"]),
    U("pet_name", ["Mabel"]),
    U("pet", ["dog"], False),
    U("family", ["daughter"]),
    P("daughter", "city", ["Seoul"]),
    P("daughter", "job_title", ["teaching English", "English teacher"]),
    U("language", ["Korean"]),
    U("health", ["cholesterol"]),
    U("gender", ["man", "male"]),
    U("hobby", ["garden", "gardening"], False),
], tag=True),
D("en", "Quarter close week, so obviously my whole life is spreadsheets. I'm the only controller at a company of 200 and I feel every one of them. Skipped lunch, ate almonds from my drawer. Mark texted at 8 asking if I was alive. Told him the kids could have cereal for dinner, he said Ava already made grilled cheese for Theo, she's 12 going on 40. Got home at 9:30, did 15 minutes on the rowing machine just to feel something. Watching the Lakers lose in bed.", [
    U("job_title", ["controller"]),
    U("partner", ["Mark"], False),
    U("family", ["Ava"]),
    P("Ava", "age", ["12"]),
    U("family", ["Theo"], False),
    U("sport", ["rowing", "rowing machine"], False),
], tag=True),
D("en", "first entry in this journal!! my therapist suggested it. ok facts about me: I'm 27, I live in Glasgow, I work in a bookshop (not the fancy one, the one with the cat), and I've been sober for 14 months. My favourite book is still The Secret History, no matter how many times people tell me it's pretentious. Today I reshelved the entire poetry section and nobody noticed. Good day though.", [
    U("age", ["27"]),
    U("city", ["Glasgow"]),
    U("job_title", ["bookshop", "bookseller"]),
    U("health", ["sober", "sobriety"]),
    U("fav_book", ["The Secret History"]),
], tag=True),
D("en", "Long day at the clinic. Six dogs, four cats, one very angry parrot. Being a vet tech is 90% cleaning and 10% being bitten, but I love it. On the way home I stopped by my parents' place in Fresno. Dad's diabetes is under control finally, he's walking every morning now. Mom sent me home with enough enchiladas for a week. My own cat Pickles ignored me for being late, as usual.", [
    U("job_title", ["vet tech", "veterinary technician"]),
    P("dad", "health", ["diabetes"]),
    U("family", ["Dad", "parents"], False),
    P("parents", "city", ["Fresno"]),
    U("pet", ["cat"]),
    U("pet_name", ["Pickles"]),
], tag=True),
D("en", "Woke up at 5 to finish the slides for the board meeting. Our VP called me 'the Excel whisperer' in front of everyone, not sure it was a compliment. I'm a senior analyst at Hartwell Capital, which sounds fancy but mostly means I format things. Lunch with Jordan, who's leaving for a job in Austin next month, I'm gonna miss him. Evening: 40 minutes of tennis lessons, my backhand is still embarrassing. I'm lactose intolerant and forgot, had the latte anyway. Regret.", [
    U("job_title", ["senior analyst", "analyst"]),
    U("employer", ["Hartwell Capital"]),
    P("Jordan", "plan", ["Austin", "job in Austin"]),
    U("sport", ["tennis"]),
    U(["health", "allergy", "diet"], ["lactose intolerant", "lactose intolerance"]),
], tag=True),
D("en", "Sunday. Church, then brunch with the girls. Kim announced she's pregnant and we all screamed. I dreamed last night that I was pregnant too, which, no thank you, not at 36 with a job like mine. Spent the afternoon at the piano working through the Bach prelude again. My fiance Dev called from his conference in Singapore, he's back Wednesday. Wedding planning tomorrow. I hate choosing napkins.", [
    U("age", ["36"]),
    U("instrument", ["piano"]),
    U("partner", ["Dev", "fiance"]),
    P("Dev", "relation", ["fiance", "fiancé"]),
    U("plan", ["Wedding", "wedding planning"]),
    P("Kim", "health", ["pregnant"]),
], tag=True),
D("en", "Rain all day in Manchester. I genuinely hate rain, which makes this the wrong city for me. Worked from home, which means I worked from the sofa. The new manager wants weekly one-to-ones, God help us. Did my physio exercises for the back. Called Nan, she's turning 90 next week and wants a karaoke party, she says Tom Jones is the only music worth hearing. My brother Sam rang to say he's moving to Leeds with his girlfriend. Ate beans on toast. Bed.", [
    U("city", ["Manchester"]),
    U("dislike", ["rain"]),
    U("health", ["back"], False),
    U("family", ["Nan"]),
    P("Nan", "fav_music", ["Tom Jones"]),
    U("family", ["Sam", "brother"]),
    P("Sam", "relation", ["brother"]),
    P("Sam", "plan", ["moving to Leeds", "Leeds"]),
], tag=True),

# ---------------- companion chats ----------------
K("en", "Nova", [
    "hey Nova, rough day. our release got pushed again",
    "Oh no, that's frustrating! Is this the mobile app you've been building at Stripe?",
    "haha no, I left Stripe ages ago. I'm at Canva now, backend stuff",
    "Got it, Canva, backend. Sorry for mixing that up! Do you still live in Sydney?",
    "yep, Surry Hills, tiny apartment, big rent",
], [
    U("employer", ["Canva"]),
    U("job_title", ["backend", "backend engineer"]),
    U("city", ["Sydney"]),
    U(["place", "city"], ["Surry Hills"]),
], tag=True),
K("en", "Atlas", [
    "Atlas, guess who finally adopted a dog",
    "No way! Let me guess, a golden retriever named Sunny?",
    "wrong on both lol. she's a greyhound, retired racer, her name is Comet",
    "Comet the greyhound! I love that. How old is she?",
    "five. she sleeps 20 hours a day, we are soulmates",
], [
    U("pet", ["greyhound", "dog"]),
    U("pet_name", ["Comet"]),
], tag=True),
K("en", "Juniper", [
    "Juniper, I need a pep talk. Big presentation to the board tomorrow",
    "You've got this! As a marketing director you do this all the time, right?",
    "I'm not the director, I'm the marketing manager. The director is the one who dumped this on me",
    "Ah, marketing manager then. What's the presentation about?",
    "our Q3 results. and I'm 35 so apparently I should be past stage fright by now",
], [
    U("job_title", ["marketing manager"]),
    U("age", ["35"]),
], tag=True),
K("en", "Sol", [
    "Sol, what kind of music do you like?",
    "I'm a big jazz fan, especially Chet Baker. He makes me feel like it's always 2am. What about you?",
    "honestly I'm a metal kid. Mastodon, Gojira, loud stuff",
    "Metal! That's such a contrast to your job as a librarian, haha.",
    "I'm a school librarian yes, and the kids think it's hilarious that I headbang in the car",
], [
    C("fav_music", ["jazz", "Chet Baker"]),
    U("fav_music", ["metal", "Mastodon", "Gojira"]),
    U("job_title", ["school librarian", "librarian"]),
], tag=True),
K("en", "Echo", [
    "Echo I have news. I got into the MBA program at Michigan!!",
    "Congratulations!! Ann Arbor is going to be amazing. When do you start?",
    "August. part-time though, I'm keeping my job at Ford",
    "Smart! So you're still an engineer at Ford while studying?",
    "mechanical engineer, yeah. gonna be a rough two years",
], [
    U(["degree", "plan"], ["MBA"]),
    U(["school", "plan"], ["Michigan", "University of Michigan"]),
    U("employer", ["Ford"]),
    U("job_title", ["mechanical engineer", "engineer"]),
    U("city", ["Ann Arbor"], False),
], tag=True),
K("en", "Pip", [
    "pip do you remember my birthday",
    "Of course! It's March 14th, Pi Day, right?",
    "nope that's my brother's lol. mine is October 2nd",
    "October 2nd, got it! And your brother's is March 14th. Are you two close?",
    "super close, he's two years younger and lives ten minutes from me. we get tacos every tuesday",
], [
    U("birthday", ["October 2nd", "October 2"]),
    U("family", ["brother"]),
    P("brother", "birthday", ["March 14th", "March 14"], False),
], tag=True),
K("en", "Maple", [
    "Maple, I did it, I ran my first 10k this morning!",
    "That's incredible! Was it the one in Central Park?",
    "no, I'm in Boston! it was along the Charles",
    "Boston, of course. Are you training for the marathon next?",
    "lol no. but I do run three mornings a week now, which is wild for someone who hated gym class",
], [
    U("city", ["Boston"]),
    U("sport", ["run", "running", "10k"]),
], tag=True),
K("en", "Orbit", [
    "orbit what's a good gift for my wife? our anniversary is next week",
    "How lovely! Does Rachel still love gardening?",
    "wrong person lol, my wife is Naomi. she's into ceramics and she's vegetarian so no fancy steak dinner",
    "Naomi, sorry about that! A ceramics class for two could be fun?",
    "oh that's actually a great idea. she'd love it. I'll book one",
], [
    U("partner", ["Naomi", "wife"]),
    P("Naomi", "relation", ["wife"]),
    P("Naomi", "hobby", ["ceramics"]),
    P("Naomi", "diet", ["vegetarian"]),
    U("plan", ["anniversary"], False),
], tag=True),
K("en", "Kit", [
    "kit do I seem like a night owl to you",
    "Definitely, you always message me at 2am! Is it because you're a nurse on night shifts?",
    "nah I'm a software tester, I just can't sleep. insomnia since college",
    "That sounds exhausting. Have you tried anything for it?",
    "melatonin, white noise, counting sheep. the sheep are winning",
], [
    U("job_title", ["software tester", "tester"]),
    U("health", ["insomnia"]),
], tag=True),
K("en", "Rumi", [
    "Rumi my mother-in-law is visiting for TWO WEEKS",
    "Oh boy. Is she the one from Lagos who makes amazing jollof?",
    "yes that's her. she's lovely honestly, just very opinionated about my cooking",
    "Haha, at least you get jollof! Do you cook Nigerian food too?",
    "I try but I'm from Ohio, my spice tolerance is embarrassing",
], [
    U("hometown", ["Ohio"]),
    P("mother-in-law", "city", ["Lagos"]),
    P("mother-in-law", "fav_food", ["jollof"], False),
    U("family", ["mother-in-law"], False),
], tag=True),
K("en", "Sage", [
    "Sage, I'm thinking about quitting my job",
    "That's a big decision. You're a dental hygienist, right?",
    "yeah, 9 years now. my back is wrecked from leaning over patients all day",
    "I'm sorry, that sounds painful. What would you do instead?",
    "maybe teach? I have no idea. if I won the lottery I'd just raise goats",
], [
    U("job_title", ["dental hygienist"]),
    U("health", ["back"], False),
], tag=True),
K("en", "Wren", [
    "Wren, my daughter said her first full sentence today",
    "That's wonderful! What did Lucy say?",
    "it's Lily not Lucy 😅 she said 'the dog is sleeping on mama'",
    "Oh sorry, Lily! That's adorable. Was the dog actually sleeping on you?",
    "yes, our basset hound Gus uses me as a mattress",
], [
    U("family", ["Lily", "daughter"]),
    P("Lily", "relation", ["daughter"]),
    U("pet", ["basset hound", "dog"]),
    U("pet_name", ["Gus"]),
    U("gender", ["female", "woman"], False),
], tag=True),

# ---------------- group chats ----------------
G("en", [
    ("Megan", "who's bringing what to the potluck on saturday?"),
    ("Carlos", "I'll do tamales. my abuela's recipe, don't tell her"),
    ("Priyanka", "I'm bringing a salad because I'm the only one here who's lactose intolerant and I refuse to suffer again"),
    ("Megan", "fair lol. Carlos you're still in Logan Square right? can you pick me up"),
    ("Carlos", "yep still there, I'll swing by at 5"),
], [
    U(["health", "diet", "allergy"], ["lactose intolerant", "lactose intolerance"]),
    P("Carlos", ["place", "city"], ["Logan Square"]),
    U("plan", ["potluck"], False),
], tag=True, me="Priyanka"),
G("en", [
    ("Dave", "team, reminder that I'm out next week, paternity leave starts Monday"),
    ("Hannah", "congrats Dave!! boy or girl?"),
    ("Dave", "girl! we're naming her Rosie"),
    ("Ollie", "amazing. Hannah can you cover the client sync on Tuesday? I've got my citizenship interview that morning"),
    ("Hannah", "yep, I'll take it. I'm the only one who speaks German anyway"),
], [
    U("language", ["German"]),
    U("name", ["Hannah"], False),
    P("Dave", "family", ["Rosie", "daughter"]),
    P("Dave", "plan", ["paternity leave"]),
    P("Ollie", "plan", ["citizenship interview"]),
], tag=True, exporter="Hannah"),
G("en", [
    ("Mom", "Has everyone booked flights for Thanksgiving?"),
    ("Ethan", "yes, landing in Raleigh wednesday night. bringing Zoe, she's allergic to cats so maybe lock up Whiskers?"),
    ("Grace", "I can't come this year, sorry mom. residency schedule is brutal, I'm on call all weekend"),
    ("Mom", "I understand sweetie. Ethan, Whiskers will be at the neighbor's"),
    ("Ethan", "thank you!! Zoe will be relieved"),
], [
    U("plan", ["Thanksgiving", "Raleigh"]),
    P("Zoe", "allergy", ["cats"]),
    P("Mom", "pet_name", ["Whiskers"]),
    P("Mom", "pet", ["cat"], False),
    P("Mom", "city", ["Raleigh"], False),
    P("Grace", "job_title", ["resident", "residency"], False),
], tag=True, me="Ethan"),
G("en", [
    ("Jess", "running club is thursday at 6:30, usual spot by the boathouse"),
    ("Tomás", "I'm in. training for Chicago in october so I need the miles"),
    ("Ava", "count me in too, but slow pace pls, my shin splints are back"),
    ("Jess", "Ava always slow pace lol. Tomás did you get a bib?"),
    ("Tomás", "yep, registered in march"),
], [
    U("sport", ["running", "running club"]),
    U("plan", ["running club"], False),
    P("Tomás", "plan", ["Chicago", "Chicago marathon"]),
    P("Ava", "health", ["shin splints"]),
], tag=True, exporter="Jess"),
G("en", [
    ("Ryan", "fantasy draft is sunday 8pm, no excuses"),
    ("Kev", "I'll be there. my wife says I'm spending too much time on this league, she's not wrong"),
    ("Marcus", "can't make it live, I'm in Phoenix for work until monday. can someone autodraft for me"),
    ("Ryan", "I got you Marcus. Kev you're a dentist, just pretend it's a root canal"),
    ("Kev", "lol a root canal is more fun"),
], [
    P("Kev", "partner", ["wife"]),
    P("Kev", "job_title", ["dentist"]),
    U("plan", ["fantasy draft"], False),
], tag=True, me="Ryan"),
G("en", [
    ("Sophie", "book club pick for next month?"),
    ("Nadia", "I vote Pachinko. I'm Korean-American and I've been meaning to read it forever"),
    ("Liz", "ok but i'm 200 pages into Middlemarch and i refuse to abandon it"),
    ("Sophie", "Liz you say that every month"),
    ("Liz", "true. anyway Pachinko is fine. my fave is still Beloved, don't @ me"),
], [
    U("fav_book", ["Beloved"]),
    U("name", ["Liz"], False),
    P("Nadia", ["hometown", "language"], ["Korean-American"], False),
], tag=True, exporter="Liz"),
G("en", [
    ("Pete", "anyone free to help me move a couch friday evening?"),
    ("Sam", "can't, I've got my kid's recital. she's playing violin, pray for my ears"),
    ("Jordan", "I'll help. I have a truck now btw, finally sold the mini"),
    ("Pete", "legend. where do you live again, still Capitol Hill?"),
    ("Jordan", "nope, moved to Ballard in june"),
], [
    U("belonging", ["truck"]),
    U(["place", "city"], ["Ballard"]),
    U("plan", ["move a couch", "help"], False),
    P("Sam", "family", ["kid"], False),
], tag=True, me="Jordan"),
G("en", [
    ("Coach Mike", "Under-10s practice moved to Wednesday, field 3"),
    ("Rachel", "Noah will be there! he just got his asthma inhaler refilled so he's good to go"),
    ("Coach Mike", "great. Rachel can you bring oranges again?"),
    ("Rachel", "sure. I'm a teacher so I'm out by 3:30 anyway"),
    ("Beth", "Olivia has a dentist appointment, she'll be late"),
], [
    P("Noah", "health", ["asthma"]),
    U("family", ["Noah"], False),
    U("job_title", ["teacher"]),
    P("Olivia", "plan", ["dentist appointment", "dentist"]),
], tag=True, exporter="Rachel"),
G("en", [
    ("Ben", "happy hour tonight? it's been a week"),
    ("Chloe", "I'm in. just bought a new road bike and I need to tell people about it"),
    ("Ben", "lol. Chloe still doing the century ride next month?"),
    ("Chloe", "yes, 100 miles, already registered"),
    ("Tariq", "I'll come but I don't drink, so I'm the designated driver as always"),
], [
    U("belonging", ["road bike"]),
    U("plan", ["century ride"]),
    U("sport", ["cycling", "century ride"], False),
    P("Tariq", "diet", ["don't drink", "sober"]),
], tag=True, exporter="Chloe"),
G("en", [
    ("Aunt Lori", "Family reunion at the lake house July 20th, RSVP please"),
    ("Will", "we'll be there! kids are excited. Emma just turned 7 btw"),
    ("Jenna", "I'll come but leaving Luna home, she gets carsick"),
    ("Aunt Lori", "Jenna who's Luna?"),
    ("Jenna", "my cat! got her from the shelter in spring"),
], [
    U("pet", ["cat"]),
    U("pet_name", ["Luna"]),
    U("plan", ["Family reunion", "reunion"], False),
    P("Emma", "age", ["7"]),
], tag=True, me="Jenna"),
]
