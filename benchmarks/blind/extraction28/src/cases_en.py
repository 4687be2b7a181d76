from h import U, P, CH, chat, diary, comp, group

L = "en"

# ---------------- one- to three-message chats (32) ----------------
chat(L, ["ok so my daughter just started kindergarten and i cried more than she did lol",
         "back at the credit union tmrw, wait no thursday, i took wed off too. loan officer life"],
     [U("family", "daughter"), P("daughter", "school", "kindergarten"), U("job_title", "loan officer"),
      U("employer", "credit union", False)], tag=True, wf=True)

chat(L, ["my name's Priya but everyone calls me Pree. 29, living in Leeds, nurse on a cardiac ward"],
     [U("name", "Priya"), U("nickname", "Pree"), U("age", "29"), U("city", "Leeds"),
      U("job_title", "nurse|cardiac nurse")])

chat(L, ["not vegan, just vegetarian. my sister's the vegan one and she won't let me forget it"],
     [U("diet", "vegetarian"), P("sister", "diet", "vegan"), U("family", "sister", False)], tag=True)

chat(L, ["Anyone know a good vet in Portland? my cat Mochi has been throwing up since yesterday"],
     [U("pet", "cat"), U("pet_name", "Mochi"), U("city", "Portland", False)], tag=True)

chat(L, ["i used to live in Denver but moved to Austin last spring for my boyfriend's job. he's an engineer at Dell, well, senior engineer, he'd kill me if i left that out",
         "i'm still remote for my old company, doing recruiting"],
     [U("city", "Austin"), U("partner", "boyfriend"), P("boyfriend", "employer", "Dell"),
      P("boyfriend", "job_title", "senior engineer|engineer"), U("job_title", "recruiting|recruiter")], tag=True, wf=True)

chat(L, ["if i had a dog i'd name it Waffles. sadly my landlord in Brooklyn says no pets 😭"],
     [U("city|place", "Brooklyn", False)], tag=True)

chat(L, ["Born and raised in Glasgow, now in Toronto for work. I'm a structural engineer"],
     [U("hometown", "Glasgow"), U("city", "Toronto"), U("job_title", "structural engineer")])

chat(L, ["new email is dan.okafor@protonmail.com, the gmail one got hacked so ignore anything from it"],
     [U("email", "dan.okafor@protonmail.com")], tag=False)

chat(L, ["Allergic to shellfish AND cats. Yes I still have a cat. His name is Biscuit. Antihistamines are my best friend"],
     [U("allergy", "shellfish"), U("allergy", "cats"), U("pet", "cat"), U("pet_name", "Biscuit")])

chat(L, ["Juggling a lot rn. My wife Ana is due in March (our second!!) and I just got promoted to shift supervisor at the Amazon warehouse",
         "well technically it says area manager on paper but whatever"],
     [P("Ana", "relation", "wife"), U("partner", "Ana"), P("Ana", "plan|health", "due in March|pregnant"),
      U("family", "our second|second child", False), U("employer", "Amazon"),
      U("job_title", "area manager|shift supervisor")], tag=True, wf=True)

chat(L, ["I play bass in a church band every Sunday. Also learning Portuguese because my in-laws are Brazilian"],
     [U("instrument", "bass"), U("language", "Portuguese"), P("in-laws", "hometown", "Brazilian|Brazil", False),
      U("family", "in-laws", False)])

chat(L, ["fav movie of all time is Spirited Away, fav album is Blonde by Frank Ocean, fight me"],
     [U("fav_film", "Spirited Away"), U("fav_music", "Blonde|Frank Ocean")])

chat(L, ["my bday is june 14th and i'm turning 40. send help"],
     [U("birthday", "june 14th|June 14"), U("age", "40|39", False)], tag=True)

chat(L, ["Can you save my number? 07700 914382. The landline's gone, we cancelled it"],
     [U("phone", "07700 914382|07700914382")], tag=False)

chat(L, ["I'm basically a professional napper. jk I'm a night-shift paramedic, 31F, so sleep is a luxury"],
     [U("job_title", "paramedic|night-shift paramedic"), U("age", "31"), U("gender", "F|female")], tag=True)

chat(L, ["Hate cilantro. Tastes like soap. My husband puts it in everything on purpose, he's a chef so he thinks he knows best",
         "I'm just an accountant, what do I know. Well, CPA, I passed last year"],
     [U("dislike", "cilantro"), U("partner", "husband"), P("husband", "job_title", "chef"),
      U("job_title", "CPA|accountant")], tag=True, wf=True)

chat(L, ["Went to Lisbon last week, loved it!! Back home in Manchester now, back to the grind at the bank"],
     [U("city", "Manchester"), U("employer", "bank", False)], tag=True)

chat(L, ["I've had type 1 diabetes since I was 12 so yeah, the pump is basically part of me"],
     [U("health", "type 1 diabetes|diabetes"), U("belonging", "pump|insulin pump", False)], tag=True)

chat(L, ["My son's 7, sorry 8, he turned 8 on Saturday, and he's obsessed with dinosaurs. I'm a dental hygienist so I'm always on him about brushing"],
     [U("family", "son"), P("son", "age", "8"), P("son", "hobby", "dinosaurs", False),
      U("job_title", "dental hygienist")], tag=True, wf=True)

chat(L, ["I'm a Leo, whatever that means, born Aug 3rd 1991"],
     [U("birthday|age", "Aug 3rd 1991|August 3, 1991|1991")])

chat(L, ["My grandma is 94 and still does the crossword every morning in pen. I can't even do it in pencil"],
     [P("grandma", "age", "94"), P("grandma", "hobby", "crossword"), U("family", "grandma", False)], tag=True)

chat(L, ["I drive a 2009 Corolla that refuses to die. Also I do Uber on weekends",
         "day job is the warehouse at FedEx, wait, I'm on the dispatch desk now. kids need braces so, the Uber thing stays"],
     [U("belonging", "Corolla|2009 Corolla"), U("job_title|employer", "Uber|Uber driver"), U("employer", "FedEx"),
      U("job_title", "dispatch"), U("family", "kids", False)], tag=True, wf=True)

chat(L, ["thinking about getting a bunny? but my roommate Zoe is allergic to literally everything furry"],
     [P("Zoe", "relation", "roommate"), P("Zoe", "allergy", "everything furry|furry animals")], tag=True)

chat(L, ["I'm in my final year of a PhD in marine biology at UCSD, so I basically live at the pier"],
     [U("degree", "PhD"), U("major", "marine biology"), U("school", "UCSD|UC San Diego"),
      U("city", "San Diego", False)])

chat(L, ["we're moving to Seattle in August, lease signed and everything. Until then still in Phoenix"],
     [U("plan", "moving to Seattle|Seattle"), U("city", "Phoenix")], tag=True)

chat(L, ["Spanish is my first language, English second, and I'm slowly picking up Korean thanks to kdramas lol"],
     [U("language", "Spanish"), U("language", "English"), U("language", "Korean", False)], tag=True)

chat(L, ["fyi I'm nonbinary, they/them. name's Robin but everyone calls me Rob"],
     [U("gender", "nonbinary|non-binary"), U("name", "Robin"), U("nickname", "Rob")])

chat(L, ["my boss Greg is training for an Ironman. meanwhile I can barely do one pushup"],
     [P("Greg", "relation", "boss"), P("Greg", "sport", "Ironman|triathlon")], tag=True)

chat(L, ["Favorite band forever: The National. Saw them 4 times. My partner thinks they're depressing lol"],
     [U("fav_music", "The National"), U("partner", "partner", False)])

chat(L, ["I'm lactose intolerant but I refuse to give up ice cream. I just take the pills"],
     [U("health|allergy|diet", "lactose intolerant|lactose intolerance"), U("fav_food", "ice cream", False)])

chat(L, ["Been at Target HR for 6 years, my mom also worked at Target back in the day, kind of a family thing",
         "Oh and I'm the one who does payroll now, not HR, they moved me in January"],
     [U("employer", "Target"), U("job_title", "payroll"), P("mom", "employer", "Target", False),
      U("family", "mom", False)], tag=True, wf=True)

chat(L, ["Just adopted a retired greyhound named Pepper!! she's 5 and scared of the stairs"],
     [U("pet", "greyhound"), U("pet_name", "Pepper")], tag=True)

# ---------------- diaries (10) ----------------
diary(L, "Tuesday. Alarm at 5:40. Packed lunches for the twins, Maya and Theo, who are apparently now too old for crusts. Dropped them at school and drove to the clinic. I'm still the only PT there who works Saturdays, which my husband Mark reminds me about constantly. Lunch was leftover lasagna in the car. Afternoon: three new patients, one of them an old man who told me his whole life story. Got home at 7. Mark made tacos. Good day, mostly.",
      [P("Maya", "relation", "twins|daughter"), P("Theo", "relation", "twins|son"), U("family", "Maya"), U("family", "Theo"),
       U("job_title", "PT|physical therapist"), U("employer", "clinic", False), P("Mark", "relation", "husband"),
       U("partner", "Mark")], wf=True)

diary(L, "Sunday journal. Slept till 10 for the first time in forever. Called dad, he's doing better after the knee replacement. Walked around the farmers market, bought way too much honey. I keep telling myself I'll start running again. Maybe next week. Started reading Pachinko finally, 80 pages in, already my favorite book this year. Rewatched Before Sunrise at night, still my favorite movie. Tomorrow back to the office in Midtown, ugh.",
      [P("dad", "health", "knee replacement"), U("family", "dad", False), U("fav_book", "Pachinko"),
       U("fav_film", "Before Sunrise"), U("place", "Midtown", False)], tag=True)

diary(L, "ok diary entry because my therapist says i should. today was fine i guess. work was slow, the restaurant was dead, only like 12 tables. i'm a line cook at Rosie's on 5th btw. my roommate Jess got a new job at a tattoo shop which is so her. i ate cereal for dinner. my anxiety has been better since the new meds. ok that's it",
      [U("job_title", "line cook"), U("employer", "Rosie's"), P("Jess", "relation", "roommate"),
       P("Jess", "employer|job_title", "tattoo shop"), U("health", "anxiety")], tag=True)

diary(L, "March 3. Flew back from my sister's wedding in Cancun. Sunburn everywhere. She married Luis, who I like more every time I see him. Back in Chicago now, back to the firm Monday. I'm a tax attorney there, well, senior associate, my mom still tells everyone I'm a partner. Mom cried the entire ceremony.",
      [U("city", "Chicago"), U("job_title", "senior associate|tax attorney"), U("employer", "firm", False),
       P("sister", "partner", "Luis"), U("family", "sister", False)], tag=True, wf=True)

diary(L, "Long day. Mom's dementia is getting worse, she asked me three times where dad was. I didn't have the heart to tell her again. Took the afternoon off school. I teach 4th grade, no wait, they moved me to 5th this year and I still say 4th. Kids are great, it's the paperwork. Ordered pad thai. My comfort food.",
      [P("mom", "health", "dementia"), U("family", "mom"), U("job_title", "5th|teacher|5th grade teacher"),
       U("employer", "school", False), U("fav_food", "pad thai")], tag=True, wf=True)

diary(L, "Day 41 of learning the cello. My fingers are calloused and my neighbors probably hate me. Work at the library was quiet, I'm the children's librarian now, not circulation anymore, I keep forgetting to update my email signature. Had dinner with Sam (my fiancé!!) and we finally picked a date, October 12th, at his parents' farm in Vermont.",
      [U("instrument", "cello"), U("job_title", "children's librarian|librarian"), U("employer", "library", False),
       P("Sam", "relation", "fiancé|fiance"), U("partner", "Sam"), U("plan", "October 12th|wedding")], tag=True, wf=True)

diary(L, "Thursday. Ran 5 miles before work, knees ok. I've been running with the club every Tuesday and Thursday since spring. Work: finished the Q3 deck for the client, my manager Renee actually said thanks. She's leaving for Google next month so that's a whole thing. Ate a burrito bowl. Bed.",
      [U("sport", "running"), P("Renee", "relation", "manager"), P("Renee", "employer|plan", "Google")], tag=True)

diary(L, "Note to self: my new address is 22 Wren Close, Bristol. Still can't find the box with my passport. My dog Otis hates the new garden, he just sits by the door. Unpacked the kitchen at least. Tomorrow: sort out the internet, ring the council.",
      [U("place", "22 Wren Close"), U("city", "Bristol"), U("pet", "dog"), U("pet_name", "Otis")])

diary(L, "Journal, Nov 2. Another 12-hour shift at St. Mary's. I'm an ER nurse, have been for 9 years. Came home to my husband and our three kids fighting over the Switch. My youngest, Noah, has a peanut allergy and some kid at school shared cookies, so that was a scare, he's okay. I need a vacation. We booked Disney for February so, soon.",
      [U("employer", "St. Mary's"), U("job_title", "ER nurse|nurse"), U("partner", "husband"),
       U("family", "three kids|Noah"), U("family", "Noah"), P("Noah", "relation", "youngest|son"),
       P("Noah", "allergy", "peanut"), U("plan", "Disney|Disney trip")], tag=True, wf=True)

diary(L, "Rainy Saturday. Finished this week's puzzle, 1000 pieces, the one with the lighthouses; I do one every weekend. Played piano for an hour, mostly Chopin. Texted Dave about the D&D session, my character is an elf ranger who's allergic to magic lol. Real me is just allergic to pollen. Leftover curry for dinner.",
      [U("hobby", "puzzle|jigsaw puzzles"), U("instrument", "piano"), U("fav_music", "Chopin", False),
       U("allergy", "pollen"), U("hobby", "D&D", False)], tag=True)

# ---------------- companions (12) ----------------
comp(L, "Nova", ["rough day. had to cover two shifts at the hospital and my mom's been calling nonstop about thanksgiving",
                 "Oh no, that sounds exhausting. You're a nurse at the hospital, right?",
                 "respiratory therapist actually, close enough lol. mom wants everyone at her place in Tulsa",
                 "Got it, a respiratory therapist! Are you going to Tulsa for Thanksgiving then?",
                 "yeah already bought the tickets"],
     [U("job_title", "respiratory therapist"), U("employer", "hospital", False), P("mom", "city", "Tulsa"),
      U("plan", "Tulsa|Thanksgiving in Tulsa"), U("family", "mom", False)], tag=True, wf=True)

comp(L, "Juno", ["I've got news: I got into Berkeley for my master's in public health!",
                 "Congratulations!! That's amazing. When do you start?",
                 "fall. i'll still be in Sacramento till then"],
     [U("school|plan", "Berkeley|UC Berkeley"), U("degree|plan", "master's|master"), U("major", "public health"),
      U("city", "Sacramento")])

comp(L, "Sage", ["I'm so tired of my job. Ten years in insurance",
                 "Ten years is a long time. Are you an underwriter?",
                 "claims adjuster. underwriters have it easy 😂 my wife's an underwriter so I'm allowed to say that",
                 "Ha, noted! Claims adjusting sounds stressful."],
     [U("industry", "insurance"), U("job_title", "claims adjuster"), U("partner", "wife"),
      P("wife", "job_title", "underwriter")], tag=True, wf=True)

comp(L, "Milo", ["my husband Kwame and i are trying to figure out childcare. he works nights at the post office and i'm in the office 9-5",
                 "That's a tricky combination. How old is your little one?",
                 "she's 14 months. her name's Ama. my mother-in-law offered to help but she lives in Columbus, we're in Cleveland",
                 "Columbus is not too far from Cleveland at least!"],
     [P("Kwame", "relation", "husband"), U("partner", "Kwame"), P("Kwame", "employer", "post office", False),
      U("family", "Ama"), P("Ama", "relation", "daughter", False), P("mother-in-law", "city", "Columbus"),
      U("city", "Cleveland")], tag=True, wf=True)

comp(L, "Rory", ["what should I cook tonight, I'm gluten free btw",
                 "How about a stir fry with rice noodles? You mentioned you love Thai food before. Honestly Thai is my favorite cuisine to plan recipes for too.",
                 "I do! but not tonight. also I hate mushrooms, keep that in mind"],
     [U("diet", "gluten free|gluten-free"), U("fav_food", "Thai food"), U("dislike", "mushrooms"), CH("fav_food", "Thai|Thai food")])

comp(L, "Bea", ["guess what my cat did",
                "Oh no, what did Luna do this time?",
                "lol Luna is my ex's cat. mine's Pickles. he ate a hair tie",
                "Sorry, Pickles! Is he okay?",
                "yeah vet says he's fine"],
     [U("pet", "cat"), U("pet_name", "Pickles"), P("ex", "pet_name", "Luna"), P("ex", "pet", "cat", False)], tag=True)

comp(L, "Nova", ["can you help me write a bio? I'm 34, from Nairobi, living in Berlin, working as a UX designer at Zalando",
                 "Sure! Here's a draft: 'Berlin-based UX designer at Zalando, originally from Nairobi...' Want me to mention you speak Swahili?",
                 "yes, and German, I'm fluent now"],
     [U("age", "34"), U("hometown", "Nairobi"), U("city", "Berlin"), U("job_title", "UX designer"),
      U("employer", "Zalando"), U("language", "Swahili"), U("language", "German")])

comp(L, "Juno", ["my brother's getting married and I'm the best man. also my boss just dumped a huge project on me",
                 "Busy season! When's the wedding?",
                 "June 8th. i'm an architect btw, so the project is a whole hospital wing. and before you ask, no, still no girlfriend lol",
                 "Haha okay, no assumptions! An architect designing a hospital wing sounds huge."],
     [P("brother", "plan", "June 8th|wedding"), U("family", "brother", False), U("job_title", "architect"),
      U("plan", "best man", False), U("gender", "male", False)], tag=True, wf=True)

comp(L, "Sage", ["I don't drink anymore. 2 years sober as of yesterday",
                 "That's incredible, congratulations on two years! Do you do anything to celebrate?",
                 "I go climbing. Been bouldering 3x a week since I quit"],
     [U("diet|health", "don't drink|sober"), U("sport", "bouldering|climbing")])

comp(L, "Milo", ["I'm writing a novel about a detective in 1920s Shanghai who's allergic to cats",
                 "Love that! Are you allergic to cats too?",
                 "nope, I have three lol. I'm the opposite, allergic to dogs"],
     [U("hobby", "writing a novel|writing"), U("pet", "cats|three cats"), U("allergy", "dogs")], tag=True)

comp(L, "Rory", ["Rory, my number changed: 415-902-3317",
                 "Got it, updated to 415-902-3317. Still at the same email, jordan.reyes@fastmail.com?",
                 "yep same email"],
     [U("phone", "415-902-3317"), U("email", "jordan.reyes@fastmail.com")], tag=False)

comp(L, "Bea", ["mom duty + work duty today. I run a small bakery, Flour Child, and my son had a fever so he came in with me",
                "Aw, poor guy. Is he okay? How old is he now, 5?",
                "he's 6. he's fine now, napping in the back. and it's my wife's bakery too, we co-own it, i always forget to say that",
                "Got it, you and your wife co-own Flour Child!"],
     [U("employer", "Flour Child"), U("job_title", "bakery|baker|bakery owner", False), U("family", "son"),
      P("son", "age", "6"), U("partner", "wife"), P("wife", "employer", "Flour Child"),
      U("gender", "female", False)], tag=True, wf=True)

# ---------------- group chats (10) ----------------
group(L, [("Jordan", "who ate my leftover pad thai"),
          ("Tash", "not me, i'm allergic to peanuts remember"),
          ("Kev", "guilty. sorry. i'll buy you another"),
          ("Jordan", "you owe me big kev")],
      [U("allergy", "peanuts|peanut"), U("name", "Tash", False)], me="Tash", tag=False)

group(L, [("Sarah (Ops)", "Reminder, quarterly review is Friday 2pm"),
          ("Mike", "I'll be remote, my kid's got a recital. Also fyi I'm moving to the Denver office in Jan, sorry, Feb, approved yesterday"),
          ("Raj", "Congrats Mike! Denver's great, I grew up there"),
          ("Sarah (Ops)", "Congrats! Noted on Friday")],
      [U("plan", "moving to the Denver office|Denver"), U("family", "kid", False), P("Raj", "hometown", "Denver"),
       U("name", "Mike", False)], exp="Mike", tag=True, wf=True)

group(L, [("Bri", "ok bachelorette in Nashville, Aug 15-17, I booked the airbnb!!"),
          ("Chels", "yesss. can't drink tho, I'm pregnant 🤫 don't tell anyone yet"),
          ("Bri", "OMG. ok mocktails for you. also Dani I put you in the room with me since we're both vegetarian lol the kitchen thing"),
          ("Dani", "perfect"),
          ("Kim", "flying in from Denver friday night!")],
      [U("plan", "bachelorette in Nashville|Nashville"), P("Chels", "health", "pregnant"), U("diet", "vegetarian"),
       P("Dani", "diet", "vegetarian"), P("Kim", "city", "Denver", False)], me="Bri", tag=True)

group(L, [("Mom", "Luis are you coming Sunday?"),
          ("Luis", "yes ma, bringing Carla too"),
          ("Tia Rosa", "Who's Carla??"),
          ("Luis", "my girlfriend tia, we've been together a year"),
          ("Mom", "she's a teacher, very nice girl")],
      [P("Carla", "relation", "girlfriend"), U("partner", "Carla"), P("Carla", "job_title", "teacher", False),
       U("name", "Luis", False)], exp="Luis", tag=True)

group(L, [("Owen", "new drummer starts thursday, his name's Felix"),
          ("Hana", "finally. does he have his own kit"),
          ("Owen", "yeah. I'll bring my amp, the Fender one. also reminder I'm on keys AND vocals now since Pete left"),
          ("Gabe", "rip pete. I'm still on guitar obviously")],
      [U("instrument", "keys|keyboard"), U("belonging", "Fender|amp|Fender amp"), P("Gabe", "instrument", "guitar"),
       P("Felix", "job_title|instrument", "drummer|drums")], me="Owen", tag=True)

group(L, [("Dale (Unit 4)", "Whose orange cat keeps sitting on my car?"),
          ("Jenna", "That's Marmalade, he's mine, sorry!! he's an escape artist"),
          ("Priyanka", "He's adorable. My kids love him"),
          ("Jenna", "I'm in Unit 2 if he's bothering you, just knock")],
      [U("pet", "orange cat|cat"), U("pet_name", "Marmalade"), U("place", "Unit 2"), P("Priyanka", "family", "kids")],
      exp="Jenna", tag=False)

group(L, [("Tom", "anyone else's kid refusing to nap? my daughter Ellie's 2 and she's declared war"),
          ("Ray", "mine's 4 and still naps, sorry man"),
          ("Tom", "lucky. I'm working from home too, I'm a software engineer at a bank, so she just yells through my standups"),
          ("Ade", "lol my son did that on a client call once")],
      [P("Ellie", "relation", "daughter"), U("family", "Ellie"), P("Ellie", "age", "2"),
       U("job_title", "software engineer"), U("employer", "bank", False), P("Ade", "family", "son")],
      me="Tom", tag=True, wf=True)

group(L, [("Coach Mel", "Who's in for the 6am class tomorrow?"),
          ("Kat", "me! also I'm signed up for the Chicago marathon in October"),
          ("Brandon", "I'm out, hamstring injury"),
          ("Kat", "oof feel better. I did that last year")],
      [U("plan", "Chicago marathon"), U("sport", "marathon|running", False), P("Brandon", "health", "hamstring injury")],
      exp="Kat", tag=True)

group(L, [("Nia", "next pick is mine! I'm choosing Beloved, my favorite book ever"),
          ("Greta", "ooh. I'll be late Thursday, my shift at the library ends at 7"),
          ("Nia", "no worries. I'll host, I'm on Maple Ave, the blue house"),
          ("Sam", "bringing wine")],
      [U("fav_book", "Beloved"), U("place", "Maple Ave"), P("Greta", "employer", "library", False),
       U("hobby", "reading|book club", False)], me="Nia", tag=True)

group(L, [("Alex", "dad's surgery is Monday, I'll drive him. I took the day off from the firm"),
          ("Sam", "I can't, I'm in Singapore for work until the 20th"),
          ("Alex", "I know. Also correction from earlier, it's the left hip not the right"),
          ("Jo", "ok I'll bring dinner Monday night. Alex, you're still vegetarian?"),
          ("Alex", "pescatarian now")],
      [P("dad", "plan", "surgery"), P("dad", "health", "left hip|hip"), U("diet", "pescatarian"),
       U("employer", "firm", False), U("family", "dad", False)], exp="Alex", tag=True, wf=True)
