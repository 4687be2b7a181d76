"""English cases (casual chat)."""
from h import U, A, F, C

E = "en"
CASES = [
    C(E, "I work at Spotify as a data analyst, mostly staring at dashboards all day", [
        F("user", "employer", ["Spotify"]),
        F("user", "job_title", ["data analyst"]),
    ]),
    C(E, "ngl being allergic to cats is tragic because I love them so much", [
        F("user", "allergy", ["cats", "cat"]),
    ], tempt=True),
    C(E, "do you think I should move to Denver? my sister won't shut up about how great it is", [
        F("user", "family", ["sister"], req=False),
    ], tempt=True),
    C(E, "born and raised in Cleveland, been in Austin almost 6 years now", [
        F("user", "hometown", ["Cleveland"]),
        F("user", "city", ["Austin"]),
    ]),
    C(E, "My husband Raj is a pilot so he's gone half the month, it's just me and the dog", [
        F("user", "partner", ["Raj"]),
        F("Raj", "relation", ["husband"]),
        F("Raj", "job_title", ["pilot"]),
        F("user", "pet", ["dog"]),
    ]),
    C(E, "if I were a chef I'd open a taco truck. sadly I'm an accountant lmao", [
        F("user", "job_title", ["accountant"]),
    ], tempt=True),
    C(E, "my email changed btw, it's dana.k.ruiz@protonmail.com now", [
        F("user", "email", ["dana.k.ruiz@protonmail.com"]),
    ]),
    C(E, "call me Bex. literally nobody uses Rebecca except my mom when she's mad at me", [
        F("user", "nickname", ["Bex"]),
        F("user", "name", ["Rebecca"]),
        F("user", "family", ["mom"], req=False),
    ]),
    C(E, "favorite album of all time is Rumours by Fleetwood Mac, don't @ me", [
        F("user", "fav_music", ["Rumours"]),
        F("user", "fav_music", ["Fleetwood Mac"]),
    ]),
    C(E, "I don't have any pets, my landlord would kill me. my neighbor has like four rabbits tho", [
        F("neighbor", "pet", ["rabbits", "rabbit", "four rabbits"]),
        F("neighbor", "relation", ["neighbor"], req=False),
    ], tempt=True),
    C(E, [
        U("rough day. got rejected from another PhD program"),
        A("I'm sorry, that's hard. Were you applying in biology? You mentioned labs before."),
        U("chemistry actually. i have a master's in it from Purdue"),
    ], [
        F("user", "major", ["chemistry"]),
        F("user", "degree", ["master's", "master", "MS"]),
        F("user", "school", ["Purdue", "Purdue University"]),
    ], tempt=True),
    C(E, "happy birthday to me 🎉 March 3rd and officially 40. somebody send cake", [
        F("user", "birthday", ["March 3rd", "March 3", "03-03"]),
        F("user", "age", ["40"]),
    ]),
    C(E, "I'm a guy btw, Sam is short for Samuel not Samantha 😅", [
        F("user", "gender", ["guy", "male"]),
        F("user", "name", ["Samuel"]),
        F("user", "nickname", ["Sam"]),
    ], tempt=True),
    C(E, "celiac here so bread is basically my enemy", [
        F("user", ["health", "diet", "allergy"], ["celiac", "celiac disease"]),
    ]),
    C(E, "been vegan since 2019 and honestly never felt better", [
        F("user", "diet", ["vegan"]),
    ]),
    C(E, "hate hate HATE olives. who decided those were food", [
        F("user", "dislike", ["olives", "olive"]),
    ]),
    C(E, "my go-to comfort food is my lola's chicken adobo, nothing comes close", [
        F("user", "fav_food", ["chicken adobo", "adobo"]),
        F("user", "family", ["lola", "grandma"], req=False),
    ]),
    C(E, "rereading Circe by Madeline Miller for the third time, it's my favorite book ever", [
        F("user", "fav_book", ["Circe"]),
    ]),
    C(E, "Spirited Away is my favorite movie and I will cry every single time", [
        F("user", "fav_film", ["Spirited Away"]),
    ]),
    C(E, "started bouldering last month and my forearms are destroyed", [
        F("user", "sport", ["bouldering", "climbing"]),
    ]),
    C(E, "been playing cello since I was 8, still in a community orchestra", [
        F("user", "instrument", ["cello"]),
        F("user", "hobby", ["community orchestra", "orchestra"], req=False),
    ]),
    C(E, "I speak Portuguese at home and English at work, and I'm slowly learning Korean", [
        F("user", "language", ["Portuguese"]),
        F("user", "language", ["English"]),
        F("user", "language", ["Korean"]),
    ]),
    C(E, "my cell is 415-555-0182 if you need it for the booking", [
        F("user", "phone", ["415-555-0182", "4155550182"]),
    ]),
    C(E, "flying to Lisbon on the 14th for two weeks, can't wait!!", [
        F("user", "plan", ["Lisbon", "flying to Lisbon", "trip to Lisbon"]),
    ], tempt=True),
    C(E, "I used to live in Chicago but I moved to Seattle for work last year", [
        F("user", "city", ["Seattle"]),
    ], tempt=True),
    C(E, "my boss Marcus just told us he's allergic to shellfish. after we ordered a seafood platter for team lunch lol", [
        F("Marcus", "relation", ["boss"]),
        F("Marcus", "allergy", ["shellfish"]),
    ]),
    C(E, "my best friend Tori just got engaged to her girlfriend of 5 years!!!", [
        F("Tori", "relation", ["best friend", "friend"]),
        F("Tori", "partner", ["girlfriend", "fiancée"]),
        F("Tori", "plan", ["engaged", "wedding"], req=False),
    ]),
    C(E, "wish I had a dog tbh. a golden retriever would fix me", [], tempt=True),
    C(E, "lol my coworker thinks I'm from Texas because of my accent. I'm from Georgia", [
        F("user", "hometown", ["Georgia"]),
    ], tempt=True),
    C(E, "I don't drink coffee, just tea, like 5 cups a day", [
        F("user", ["fav_food", "diet"], ["tea"], req=False),
    ], tempt=True),
    C(E, [
        U("who's down for fantasy football this year", speaker="Jake"),
        U("i'm out, moving to Toronto in august for my residency", speaker="Priya"),
        U("I'm in. also fyi I finally got the offer from Deloitte, start monday", speaker="Tom"),
        U("LETS GOOO. consulting?", speaker="Jake"),
        U("yep, strategy consultant", speaker="Tom"),
    ], [
        F("user", ["employer", "plan"], ["Deloitte"]),
        F("user", ["job_title", "plan"], ["strategy consultant", "consultant"]),
        F("Priya", "plan", ["moving to Toronto", "Toronto", "residency"]),
        F("Priya", "job_title", ["residency", "resident"], req=False),
    ], me="Tom", tempt=True),
    C(E, [
        U("anyone know a good vet in Oakland? my iguana is sick", speaker="Carlos"),
        U("I take my cats to Lakeshore Vet, they're great", speaker="Jen"),
        U("+1 Lakeshore, they saved my bunny Clover last spring", speaker="Mia", exporter_me=True),
    ], [
        F("user", "pet", ["bunny", "rabbit"]),
        F("user", "pet_name", ["Clover"]),
        F("Carlos", "pet", ["iguana"]),
        F("Jen", "pet", ["cats", "cat"]),
        F("Carlos", "city", ["Oakland"], req=False),
    ], tempt=True),
    C(E, [
        U("Orion guess what, I adopted a kitten today! named her Mochi"),
        A("Mochi!! That's adorable. You know I've always loved cats, I grew up on a space station with a ship's cat, remember?"),
        U("haha yes. anyway she's orange and tiny and already bit me"),
    ], [
        F("user", "pet", ["kitten", "cat"]),
        F("user", "pet_name", ["Mochi"]),
        F("character", "hometown", ["space station", "a space station"]),
    ], character="Orion"),
    C(E, "my daughter Ellie starts kindergarten tomorrow and i am NOT ok", [
        F("user", "family", ["Ellie", "daughter"]),
        F("Ellie", "relation", ["daughter"]),
        F("Ellie", ["school", "plan"], ["kindergarten"], req=False),
    ]),
    C(E, "twins run in my family. I have a twin brother named Leo, he's a firefighter in Phoenix", [
        F("user", "family", ["twin brother", "Leo", "brother"]),
        F("Leo", "relation", ["twin brother", "brother"]),
        F("Leo", "job_title", ["firefighter"]),
        F("Leo", "city", ["Phoenix"]),
    ]),
    C(E, "my friend swears she's a descendant of Napoleon. she's from Ohio.", [
        F("friend", "hometown", ["Ohio"]),
        F("friend", "relation", ["friend"], req=False),
    ], tempt=True),
    C(E, "sophomore at NYU doing film, living in a shoebox in Brooklyn", [
        F("user", "school", ["NYU", "New York University"]),
        F("user", "major", ["film"]),
        F("user", ["city", "place"], ["Brooklyn", "New York"]),
    ]),
    C(E, "just finished my bachelor's in nursing!! now studying for the NCLEX in june", [
        F("user", "degree", ["bachelor's", "bachelor", "BSN"]),
        F("user", "major", ["nursing"]),
        F("user", "plan", ["NCLEX"]),
    ]),
    C(E, "I'd never go skydiving tbh. my brother does it every weekend, he's insane", [
        F("brother", ["hobby", "sport"], ["skydiving"]),
        F("user", "family", ["brother"], req=False),
    ], tempt=True),
    C(E, "pretty sure my landlord is a vampire. never once seen him in daylight 💀", [], tempt=True),
    C(E, "I play bass in a little punk band on weekends, we're called Soggy Toast", [
        F("user", "instrument", ["bass"]),
        F("user", "hobby", ["punk band", "band"], req=False),
    ]),
    C(E, "I'm in marketing, mostly B2B SaaS stuff. boring but it pays", [
        F("user", ["industry", "job_title"], ["marketing"]),
        F("user", "industry", ["SaaS", "B2B SaaS"], req=False),
    ]),
    C(E, "if anyone asks I'm 25 forever. (I'm 31.)", [
        F("user", "age", ["31"]),
    ], tempt=True),
    C(E, [
        U("what's a good gift for a dad who has everything?"),
        A("Maybe something for his hobby? If he likes golf, a nice putter could work."),
        U("he doesn't golf lol. he's really into woodworking"),
    ], [
        F("dad", "hobby", ["woodworking"]),
        F("user", "family", ["dad"], req=False),
    ], tempt=True),
    C(E, "my partner's name is Alex and they're a software engineer at Stripe", [
        F("user", "partner", ["Alex"]),
        F("Alex", "relation", ["partner"]),
        F("Alex", "job_title", ["software engineer"]),
        F("Alex", "employer", ["Stripe"]),
    ]),
    C(E, [
        U("happy hour thursday? I just got promoted to senior engineer 🥳", speaker="Ben"),
        U("congrats!! I can't, my kid has a recital", speaker="Kat"),
        U("I'm in! I'll bring my sister, she's visiting from Dublin till sunday", speaker="Nina"),
        U("ugh i'm on call, I'm literally the only sysadmin left", speaker="Lou"),
    ], [
        F("Ben", "job_title", ["senior engineer"]),
        F("Lou", "job_title", ["sysadmin"]),
        F("sister", "city", ["Dublin"]),
        F("user", "family", ["sister"], req=False),
        F("Kat", "family", ["kid"], req=False),
    ], me="Nina", tempt=True),
    C(E, [
        U("what are y'all doing for thanksgiving", speaker="Rosa"),
        U("driving up to my in-laws in Vermont, 6 hours with a toddler, pray for me", speaker="Hannah", exporter_me=True),
        U("staying in. I'm vegetarian and my family doesn't get it lol", speaker="Dev"),
        U("lol relatable, I'm gluten free and my MIL still makes everything with flour", speaker="Hannah"),
    ], [
        F("user", "diet", ["gluten free", "gluten-free"]),
        F("user", "plan", ["driving up to my in-laws", "Vermont"]),
        F("Dev", "diet", ["vegetarian"]),
        F("user", "family", ["toddler"], req=False),
        F("in-laws", "city", ["Vermont"], req=False),
    ], tempt=True),
    C(E, [
        U("guys I'm thinking of getting a tattoo", speaker="Sana"),
        U("do it, I have 12 and regret none", speaker="Mateo"),
        U("I have zero tattoos and I'm scared of needles lol", speaker="Ollie"),
        U("Ollie you're literally a phlebotomist", speaker="Sana"),
        U("I know. the irony.", speaker="Ollie"),
    ], [
        F("user", "job_title", ["phlebotomist"]),
    ], me="Ollie", tempt=True),
    C(E, [
        U("Grace, how's the new job at the bank?", speaker="Grandpa Joe"),
        U("it's good grandpa! I'm a teller for now but hoping to move into loans", speaker="Grace", exporter_me=True),
        U("still can't believe you're in Boston, you hated cold weather", speaker="Tess"),
        U("still do 😂 but Boston's growing on me", speaker="Grace"),
    ], [
        F("user", "job_title", ["teller", "bank teller"]),
        F("user", ["industry", "employer"], ["bank", "banking"]),
        F("user", "city", ["Boston"]),
        F("user", "name", ["Grace"], req=False),
    ], tempt=True),
    C(E, [
        U("Sage, do you remember my favorite color?"),
        A("Of course, it's teal! And mine is lavender, like I've told you a thousand times 💜"),
        U("haha yep. btw I start physical therapy next week, tore my rotator cuff"),
    ], [
        F("user", "health", ["rotator cuff", "tore my rotator cuff", "rotator cuff tear"]),
        F("user", "plan", ["physical therapy"], req=False),
    ], character="Sage", tempt=True),
    C(E, "I'm Priscilla but everyone calls me Cilla", [
        F("user", "name", ["Priscilla"]),
        F("user", "nickname", ["Cilla"]),
    ]),
    C(E, "quick q, is it normal for a 6 month old to sleep this little? asking as a very tired dad", [
        F("user", "family", ["6 month old", "baby"], req=False),
        F("user", "gender", ["dad", "male"], req=False),
    ], tempt=True),
    C(E, "my roommate Jules is a sous chef at some fancy place downtown and never cooks at home lol", [
        F("Jules", "relation", ["roommate"]),
        F("Jules", "job_title", ["sous chef"]),
    ]),
    C(E, "I drive a forklift at a Costco warehouse in Reno. not glamorous but the union's good", [
        F("user", "job_title", ["forklift", "forklift driver"]),
        F("user", "employer", ["Costco"]),
        F("user", "city", ["Reno"]),
    ]),
    C(E, "my birthday's on Halloween, October 31st, so every party I've ever had was a costume party", [
        F("user", "birthday", ["October 31st", "Halloween", "October 31", "10-31"]),
    ]),
    C(E, "sushi is my love language. could eat it every day no problem", [
        F("user", "fav_food", ["sushi"]),
    ]),
    C(E, "Project Hail Mary is the best book I've ever read, fight me", [
        F("user", "fav_book", ["Project Hail Mary"]),
    ]),
    C(E, "not really a movie person but The Princess Bride is my all-time favorite", [
        F("user", "fav_film", ["The Princess Bride", "Princess Bride"]),
    ]),
    C(E, "I can't stand horror movies. my wife Mel loves them though, so we compromise on thrillers", [
        F("user", "dislike", ["horror movies", "horror"]),
        F("user", "partner", ["Mel"]),
        F("Mel", "relation", ["wife"]),
        F("Mel", ["fav_film", "hobby"], ["horror movies", "horror"], req=False),
    ], tempt=True),
    C(E, "my happy place is Ocean Beach at sunset, I go like three times a week", [
        F("user", "place", ["Ocean Beach"]),
    ]),
]
