from h import S, D, C, G

L = "en"
# ---------------- short chats (32) ----------------
S(L, "just moved into my first apartment!!! studio in astoria, tiny but MINE. rent is insane tho",
  ["u place/city astoria", "?u city New York|NYC"])
S(L, "I'm 24 and my little brother is 31 wait no, other way round, he's 24 and I'm 31 lol brain not working",
  ["u age 31", "p:brother age 24", "?u family brother"], 1)
S(L, "anyone know a good vet in Leeds? my rabbit Biscuit hasn't eaten since yesterday (yes I have a rabbit in student housing, don't tell my landlord)",
  ["u pet rabbit", "u pet_name Biscuit", "?u city Leeds"], 1)
S(L, "My girlfriend is vegan but I'm definitely not, I had a bacon sandwich for breakfast",
  ["u partner girlfriend", "p:girlfriend diet vegan", "?p:girlfriend relation girlfriend"], 1)
S(L, "i work at a Starbucks but like, as a shift supervisor now, not a barista anymore",
  ["u employer Starbucks", "u job_title shift supervisor"], 1)
S(L, ["Do you think I should switch my major from biology to nursing? I'm a sophomore at Ohio State and already so behind",
      "A:It's a big decision! What's pulling you toward nursing?", "honestly my mom is a nurse and she loves it"],
  ["u major biology", "u school Ohio State", "p:mom job_title nurse", "?u family mom"], 1)
S(L, "my email is jenna.whitlock92@gmail.com if you need it. and no, 92 is not my birth year, it was my jersey number in high school",
  ["u email jenna.whitlock92@gmail.com"], 1)
S(L, "Just finished a brutal shift in the ER. being a respiratory therapist is no joke",
  ["u job_title respiratory therapist"])
S(L, "I grew up in Manila but I've lived in Vancouver for about ten years now. Tagalog at home, English at work.",
  ["u hometown Manila", "u city Vancouver", "u language Tagalog", "u language English"])
S(L, "if I had a dog I'd name him Waffles. sadly my landlord says no pets so I just talk to my cactus",
  ["?u belonging cactus"], 1)
S(L, "I've been playing cello most of my life. still in the community orchestra, rehearsals every Thursday",
  ["u instrument cello", "?u hobby community orchestra|orchestra"])
S(L, "Allergic to shellfish AND penicillin, fun combo. found out about the penicillin one freshman year, the hard way",
  ["u allergy shellfish", "u allergy penicillin"])
S(L, "My dad is a retired firefighter and my mom still teaches third grade. I went the boring route and became an accountant",
  ["p:dad job_title retired firefighter|firefighter", "p:mom job_title teaches third grade|teacher", "u job_title accountant", "?u family dad", "?u family mom"], 1)
S(L, "new number: 555-0142, save it. the old one ending in 88 is dead",
  ["u phone 555-0142"], 1)
S(L, "hi! i'm Riley, trans guy, he/him, 19, and i just started college in portland 🎉 dorm life is chaos",
  ["u name Riley", "u gender trans guy|male|man", "u age 19", "?u city portland"])
S(L, "my favorite movie of all time is Spirited Away, fight me. my husband calls it 'a cartoon' 🙄",
  ["u fav_film Spirited Away", "u partner husband", "?p:husband relation husband"])
S(L, ["So you're a teacher?", "Not a teacher! I'm a school psychologist. People mix it up constantly."],
  ["u job_title school psychologist"], 1)
S(L, "We're flying to Lisbon on June 3rd for our honeymoon, tickets booked!! still stuck in Denver till then obviously",
  ["u plan honeymoon|Lisbon", "u city Denver", "?u partner spouse|husband|wife"], 1)
S(L, "gluten free for medical reasons (celiac), not because it's trendy, thank u",
  ["u health/allergy celiac", "u diet gluten free"])
S(L, "My roommate Priya is a med student at Johns Hopkins and she's never home. I'm just a barista down the street lol",
  ["p:Priya relation roommate", "p:Priya job_title med student", "p:Priya school Johns Hopkins", "u job_title barista"], 1)
S(L, "I hate running. I'll do literally any other form of exercise. currently obsessed with bouldering, 3x a week at the gym by my office",
  ["u sport bouldering|climbing", "u dislike running"], 1)
S(L, "I just got my nursing degree!!! BSN, class of 2024, from UCF. now I just need to pass the NCLEX in august 😬",
  ["u degree BSN", "u major nursing", "u school UCF", "u plan NCLEX"])
S(L, "my grandma turned 90 today and she still beats everyone at poker",
  ["p:grandma age 90", "p:grandma hobby poker", "?u family grandma"], 1)
S(L, "fun fact i speak 4 languages: english, spanish, portuguese and bad french 😂 came in handy on my study abroad application",
  ["u language english", "u language spanish", "u language portuguese", "?u language french"])
S(L, "I drive a 2011 Honda Civic and it simply refuses to die",
  ["u belonging 2011 Honda Civic|Honda Civic"])
S(L, "Born on Halloween, so yes, October 31st, and yes I've heard every joke",
  ["u birthday October 31st|Halloween"])
S(L, "my kid's teacher asked what I do and I said 'professional snack provider' lol. I'm actually a structural engineer at a small firm in Tacoma",
  ["u job_title structural engineer", "?u city Tacoma", "?u family kid"], 1)
S(L, "honestly the best food on earth is my nonna's lasagna. I can't cook to save my life though",
  ["u fav_food lasagna", "?u family nonna"])
S(L, "I used to live in Chicago, now I'm in Austin. way too hot here. might move back north someday, who knows",
  ["u city Austin"], 1)
S(L, "my name's Tomás but everyone calls me Tommy, except my mom, who calls me Tomás Alejandro when I'm in trouble",
  ["u name Tomás", "u nickname Tommy"])
S(L, "doing a summer internship at Deloitte, audit, and I'm the only intern who isn't an accounting major (I'm econ)",
  ["u employer Deloitte", "u job_title intern|internship", "u major econ|economics", "?u industry audit"], 1)
S(L, "Diagnosed with ADHD at 27. Explains a LOT. Anyway I'm 29 now and finally on meds that work",
  ["u health ADHD", "u age 29"], 1)

# ---------------- diaries (10) ----------------
D(L, "Tuesday. TA'd two sections of intro stats this morning, half the kids asleep. My advisor finally signed off on my thesis proposal, so I'm officially ABD in sociology, which sounds fancier than it is. Lunch was the sad cafe wrap again. Called my sister in Phoenix, she just got engaged to some guy named Brett who sells boats. Tried to go for a run but it rained, so I rewatched Arrival instead. Still my favorite movie.",
  ["u job_title TA|teaching assistant", "u major sociology", "u fav_film Arrival", "u family sister", "p:sister city Phoenix",
   "p:sister partner Brett", "p:Brett job_title sells boats", "?u degree PhD"], 1)
D(L, "Got the garden ready for spring today. My knees aren't what they used to be, the doctor says arthritis, no surprise at 68. Harold fixed the fence while I planted the tomatoes; he still won't admit he needs glasses. Our granddaughter Mia called from Seattle, she starts at Microsoft next month. Made lemon bars for the church bake sale on Sunday.",
  ["u health arthritis", "u age 68", "?u partner Harold", "u family Mia", "p:Mia relation granddaughter", "p:Mia city Seattle",
   "p:Mia employer/plan Microsoft", "?u hobby garden|gardening"], 1)
D(L, "Finals week, day 3. Organic chem at 8am, I think I passed?? Ate cereal for dinner because the dining hall closes at 7 and I was in the library till 9. My roommate Jess is going home to Maine tomorrow, lucky. I'm stuck here for the summer because of my lab job, which is fine, I like the lab and it pays. Mom keeps texting asking if I'm eating. Yes mom. Cereal counts.",
  ["u job_title lab job", "p:Jess relation roommate", "?p:Jess hometown Maine", "?u family mom"], 1)
D(L, "Weird dream last night that I was a pilot and crashed into a giant cupcake. I'm a dental hygienist, so no idea where that came from. Clinic was slammed, three kids with cavities. After work I took Pepper to the dog park, she's a rescue pit mix and the sweetest girl. Pizza for dinner.",
  ["u job_title dental hygienist", "u pet pit mix|dog", "u pet_name Pepper"], 1)
D(L, "First paycheck!!! Treated myself to a real mattress instead of the air mattress I've been sleeping on since I moved to Columbus. Work is fine, I'm a junior data analyst at an insurance company, mostly cleaning spreadsheets. My manager Carla is super nice, she's from Puerto Rico and brings us coffee from home. Evenings I've been teaching myself guitar off YouTube, I know like four chords.",
  ["u city Columbus", "u job_title junior data analyst|data analyst", "u industry insurance", "u instrument guitar",
   "p:Carla relation manager", "p:Carla hometown Puerto Rico", "?u belonging mattress"], 1)
D(L, "Sunday journal. Church, then brunch with the girls. Denise announced she's pregnant, third one! I'm thrilled for her but it stung a little; Marcus and I have been trying for two years. Came home and did the crossword, my one sacred ritual. Monday I'm back at the bank, I manage the branch on 5th street now. Must call the fertility clinic about the appointment on the 14th.",
  ["?u partner Marcus", "u hobby crossword", "u job_title manage the branch|branch manager", "?u employer bank",
   "u plan fertility clinic|appointment on the 14th", "p:Denise health pregnant"], 1)
D(L, "Long day. Opened at the bakery at 5, then lectures 11 to 4. My feet are dead. Marketing 201 is so boring I could scream but I need it for my minor. Major is graphic design, which I actually love. Saw the cutest corgi on the bus, I want one so bad. Landlord still hasn't fixed the heater. Ramen + bed.",
  ["u major graphic design", "?u major marketing", "u employer/job_title bakery"], 1)
D(L, "March 2. The quiet after the kids go to bed is the best part of the day. Leo lost his first tooth and Ava made him a card. Work: wrote the grant for the youth soccer league, I think it'll get funded. I'm a program coordinator at the Y, six years now. Had a migraine in the afternoon, third this week. Tom says I should see someone. Maybe he's right.",
  ["u family Leo", "u family Ava", "u job_title program coordinator", "u employer the Y|YMCA", "u health migraine", "?u partner Tom"], 1)
D(L, "Finally finished Pachinko, took me two months. Not my favorite, that will always be East of Eden, but close. Spent the afternoon at my brother's place in Oakland helping him paint the nursery, baby's due in July. I live twenty minutes away in Berkeley so I'll be the designated babysitter, I'm sure.",
  ["u fav_book East of Eden", "u city Berkeley", "p:brother city Oakland", "p:brother plan baby|nursery", "u family brother"], 1)
D(L, "Ugh. Rejected by Google again, third time. My cousin works there and says it's a numbers game. I'm still a backend dev at a fintech startup in Brooklyn, which pays the bills. Went climbing after work and sent my first V5!! Leftover pad thai for dinner, my comfort food forever. Need to renew my passport before Mexico in May.",
  ["u job_title backend dev|backend developer", "u industry fintech", "?u employer fintech startup|startup", "?u city/place Brooklyn|New York",
   "u sport climbing", "u fav_food pad thai", "u plan Mexico", "p:cousin employer Google"], 1)

# ---------------- companion chats (12) ----------------
C(L, "Juniper", ["juniper i got into grad school!!!", "WHAT congrats!! Is this the MIT program you were stressing about?",
                 "no lol MIT rejected me. it's UW Madison, PhD in chemical engineering, starting in september",
                 "That's amazing. You'll have to leave Atlanta then?", "yep, gotta move. been in Atlanta my whole life so its scary"],
  ["u school/plan UW Madison", "u degree/plan PhD", "u major/plan chemical engineering", "u city Atlanta", "?u hometown Atlanta", "?u plan move"])
C(L, "Milo", ["Milo, my cat Luna had kittens!", "Oh wow! How many? Wait, I thought Luna was a dog?",
              "lol no, Luna's always been a cat. five kittens. I'm keeping the grey one, calling him Smokey",
              "Smokey is perfect. So two cats now!", "two cats, yep. my wife is going to kill me"],
  ["u pet cat", "u pet_name Luna", "u pet_name Smokey", "u partner wife", "?p:wife relation wife"])
C(L, "Ash", ["Ash, I've been retired three months and I'm bored out of my skull", "Retirement can be an adjustment! Weren't you a pharmacist?",
             "Pharmacist was my wife. I was a mail carrier for 31 years", "Ah, my mistake! Have you thought about volunteering?",
             "I started doing woodworking in the garage. Made a birdhouse yesterday."],
  ["u job_title retired", "?u job_title mail carrier", "u partner wife", "?p:wife job_title pharmacist", "u hobby woodworking"])
C(L, "Nova", ["nova can you quiz me on spanish vocab, my exam is friday", "¡Claro! Is this for your Spanish minor?",
              "it's not a minor, just my language requirement. my major is computer science", "Got it. Do you speak any other languages?",
              "mandarin with my parents, english with everyone else"],
  ["u plan exam is friday|spanish exam", "u language spanish", "u major computer science", "u language mandarin", "u language english"])
C(L, "Sage", ["Sage I finally got diagnosed. It's endometriosis.", "I'm so sorry, that's a lot. Is it the same thing your sister has?",
              "no my sister has PCOS, different thing. but yeah. at least now I know", "Do you have a plan for treatment?",
              "surgery on the 22nd, laparoscopy. my boyfriend Dev is taking the week off to look after me"],
  ["u health endometriosis", "p:sister health PCOS", "u family sister", "u plan surgery on the 22nd|surgery|laparoscopy",
   "u partner Dev", "p:Dev relation boyfriend", "?u gender female|woman"])
C(L, "Remy", ["Remy, I quit my job today.", "Whoa! Leaving the law firm? That's huge.",
              "it was a marketing agency, not a law firm. and yeah. I'm opening my own bakery", "A bakery! Where?",
              "right here in Savannah. signed the lease on a spot on Bull Street last week"],
  ["u city Savannah", "u plan bakery|opening my own bakery", "?u place Bull Street"])
C(L, "Kit", ["kit I just finished chapter 12 of my novel. the main character is a 40 year old detective in Oslo", "That's great! Are you from Oslo yourself?",
             "haha no, never been. I'm in Dublin. the detective is nothing like me, I'm 23 and scared of the dark", "So writing is your hobby?",
             "hobby for now. day job is call center stuff"],
  ["u city Dublin", "u age 23", "u hobby writing|novel", "u job_title call center"])
C(L, "Wren", ["Wren what's your favorite book?", "I've always loved The Little Prince. What about you?",
              "Dune, no contest. read it like 6 times. also my favorite band is Radiohead", "Radiohead! I'm more of a jazz person myself, mostly Chet Baker.",
              "ha, my dad loves Chet Baker. he plays trumpet in a jazz band in New Orleans"],
  ["c fav_book The Little Prince", "c fav_music Chet Baker|jazz", "u fav_book Dune", "u fav_music Radiohead",
   "p:dad instrument trumpet", "p:dad city New Orleans", "p:dad fav_music Chet Baker", "u family dad"])
C(L, "Theo", ["theo i bought my first car today!!", "Congrats!! Let me guess, a Tesla?",
              "LMAO on my salary?? it's a used 2016 Mazda 3. I'm a first year teacher, and the only guy in the science department",
              "A Mazda is a great choice. What do you teach?", "8th grade science, at a middle school in Fresno"],
  ["u belonging 2016 Mazda 3|Mazda 3|Mazda", "u job_title teacher|first year teacher|8th grade science", "u gender guy|male|man", "?u city Fresno"])
C(L, "Luna", ["Luna, my boyfriend and I broke up", "I'm so sorry. You and Jake were together so long.",
              "Jake was the one before. This was Chris. and it was mutual, honestly", "Are you okay? Do you still live together?",
              "no, I kept the apartment in Minneapolis and the dog, Pickles. he's a beagle. I'm fine, I have Pickles"],
  ["u pet beagle|dog", "u pet_name Pickles", "u city Minneapolis"])
C(L, "Quinn", ["quinn guess what day it is", "Is it your birthday?? I think you said March!",
               "May 9th! close-ish. I'm 35 today", "Happy 35th!! Any plans?",
               "dinner with my sister Rachel, she flew in from Toronto. she's a dentist so no cake for me lol"],
  ["u birthday May 9th", "u age 35", "u family Rachel", "p:Rachel relation sister", "p:Rachel job_title dentist", "?p:Rachel city Toronto"])
C(L, "Bo", ["bo i got the job at the campus library!", "Yay! Front desk?",
            "yeah front desk, 15 hrs a week. helps with rent since I moved off campus", "You're a junior now, right?",
            "senior! graduating in may. english lit major, if you forgot that too lol"],
  ["u employer campus library", "u job_title front desk", "u major english lit|English literature", "u plan graduating in may|graduating"])

# ---------------- group chats (10) ----------------
G(L, [("Lauren", "who's bringing what to the potluck friday"),
      ("Mike", "I'll do wings. my wife makes a mean ranch"),
      ("Sam", "vegan chili from me, since I'm the only vegan on this team lol"),
      ("Lauren", "Sam you're allergic to peanuts right? I'll label my satay"),
      ("Sam", "tree nuts actually, peanuts are fine. but thank you!")],
  ["u diet vegan", "u allergy tree nuts", "?p:Mike family wife", "?u plan potluck"], me="Sam")
G(L, [("Mom", "Thanksgiving at our house this year, everyone coming?"),
      ("Kayla", "yes! flying in from Denver wednesday night, already booked"),
      ("Josh", "I have to work, on call that weekend. ER life"),
      ("Dad", "Kayla are you bringing that boyfriend"),
      ("Kayla", "his name is Andre, dad. and yes")],
  ["u plan flying in|Thanksgiving", "?u city Denver", "u partner Andre", "p:Andre relation boyfriend", "?p:Josh job_title ER"], exp="Kayla")
G(L, [("Marco", "trade deadline is tomorrow, dani you trading or what"),
      ("Dani", "nah. can't talk long either, on break, working a double at the restaurant"),
      ("Chris", "dani still at olive garden?"),
      ("Dani", "left in march, i'm a line cook at a sushi place now, way better"),
      ("Ty", "respect. i'd starve without my wife's cooking")],
  ["u job_title line cook", "?u employer sushi place", "?p:Ty family wife"], me="Dani")
G(L, [("Zoe", "who ate my yogurt"),
      ("Hannah", "not me, i'm lactose intolerant lol"),
      ("Mei", "oops that was me, i'll buy you more. also reminder rent is due the 1st"),
      ("Zoe", "fine. hannah did you hear back about the internship?"),
      ("Hannah", "YES. Pixar, story department, this summer. screaming")],
  ["u health/allergy/diet lactose intolerant", "u employer/plan Pixar", "u job_title/plan internship|story department"], exp="Hannah")
G(L, [("Phil", "anyone taking the kids to the science museum saturday"),
      ("Greg", "can't, Emma has a swim meet. she's 9 and already faster than me"),
      ("Raj", "we'll go. my son is obsessed with dinosaurs"),
      ("Greg", "also I finally switched jobs, I'm at Boeing now, mechanical engineer"),
      ("Phil", "nice, congrats man")],
  ["u family Emma", "p:Emma sport swim|swimming", "p:Emma age 9", "u employer Boeing", "u job_title mechanical engineer",
   "?p:Emma relation daughter", "?p:Raj family son"], me="Greg")
G(L, [("Ken", "Saturday hike is Mount Si, 8 miles, meet at 7am"),
      ("Alicia", "count me in! first hike since my ankle surgery"),
      ("Nora", "I'm out, visiting my parents in Spokane"),
      ("Alicia", "nora say hi to spokane for me, i grew up there")],
  ["u plan Mount Si|hike", "u hometown spokane", "?u sport hike|hiking", "?u health ankle surgery", "?p:Nora family parents"], exp="Alicia")
G(L, [("xXbladeXx", "raid at 9 tonight?"),
      ("Moss", "im in, just got off work at the warehouse"),
      ("Kenji", "9 is 6am for me lol I'm in Osaka, I'll try"),
      ("xXbladeXx", "wait ur in japan? i thought u were from texas"),
      ("Kenji", "i am from texas, moved here for work, i teach english")],
  ["u city Osaka", "u hometown texas", "u job_title teach english|English teacher", "?p:Moss employer warehouse"], me="Kenji")
G(L, [("Pastor Dan", "choir practice moved to Wednesday this week"),
      ("Beth", "I'll be there, might be a bit late, I work till 6 at the pharmacy"),
      ("Gloria", "Beth are you the pharmacist there now?"),
      ("Beth", "pharmacy tech, not pharmacist yet, still in school for it"),
      ("Gloria", "you'll get there! and can you still do the alto solo?")],
  ["u job_title pharmacy tech", "?u employer pharmacy", "?u hobby choir", "?u plan pharmacist"], exp="Beth")
G(L, [("Grace", "bridesmaid dresses came in!! try them on before the 20th"),
      ("Olivia", "mine won't fit, I'm 6 months pregnant, remember 😂"),
      ("Tasha", "I'll take it in for you, I'm a seamstress"),
      ("Ben", "groomsmen just need to show up in suits right"),
      ("Olivia", "Ben yes. and please don't let my husband near the open bar")],
  ["u health 6 months pregnant|pregnant", "u partner husband", "p:Tasha job_title seamstress", "?u plan bridesmaid|wedding", "?u gender female|woman"], me="Olivia")
G(L, [("Priya", "10 year reunion!!! who's coming"),
      ("Jordan", "me! flying in from London, I've lived there since 2019"),
      ("Luis", "Jordan still at the BBC?"),
      ("Jordan", "nope, Spotify now, product manager. BBC was fun though"),
      ("Priya", "fancy!! I'm still teaching, 4th grade")],
  ["u city London", "u employer Spotify", "u job_title product manager", "u plan reunion", "p:Priya job_title teaching|teacher"], exp="Jordan")
