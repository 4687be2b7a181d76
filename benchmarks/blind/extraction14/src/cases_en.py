from h import K, G, U, P, CH, alt, u, a

LANG = "en"
CASES = []
add = CASES.append

# ---------------- short chats ----------------
add(K("short", "lol my landlord thinks i'm a student. i'm 31 and i drive for uber full time",
      [U("age", "31"), U("job_title", "drive for uber|uber driver|driver"), U("employer", "uber")], tag=True))
add(K("short", "Quick q, is it weird that my cat Biscuit only drinks from the bathroom tap??",
      [U("pet", "cat"), U("pet_name", "Biscuit")]))
add(K("short", "I'm a night-shift nurse at St. Mary's in Leeds. Not a doctor! my brother's the doctor lol",
      [U("job_title", "night-shift nurse|nurse"), U("employer", "St. Mary's"), U("city", "Leeds", False),
       P("brother", "job_title", "doctor"), U("family", "brother", False)], tag=True))
add(K("short", "allergic to penicillin, found that out the hard way in 2019. shellfish too but that one's mild",
      [U("allergy", "penicillin"), U("allergy", "shellfish")]))
add(K("short", "Moving to Denver in August for the new job but for now still melting in Phoenix 🥵",
      [U("city", "Phoenix"), U("plan", "Moving to Denver|Denver")], tag=True))
add(K("short", "my email is dani.rourke88@gmail.com — don't use the hotmail one, it's dead",
      [U("email", "dani.rourke88@gmail.com")], tag=True))
add(K("short", "I run a tiny bakery in Portland, just me and my sister Maya. She does the cakes, I do the bread.",
      [U("job_title|employer", "bakery|baker"), U("city", "Portland"), U("family", "Maya"),
       P("Maya", "relation", "sister"), P("Maya", "employer|job_title", "bakery", False)]))
add(K("short", "if i were rich i'd have a horse farm in kentucky. instead i have a hamster named Pickles and a studio apt in Queens",
      [U("pet", "hamster"), U("pet_name", "Pickles"), U("city|place", "Queens")], tag=True))
add(K("short", "I'm not vegetarian anymore, went back to meat after 6 years. still no dairy tho, lactose intolerant",
      [U("health|allergy|diet", "lactose intolerant|no dairy")], tag=True))
add(K("short", "Hey! I'm Priya, 26, software tester at a fintech in Bangalore. Huge Taylor Swift fan, no shame.",
      [U("name", "Priya"), U("age", "26"), U("job_title", "software tester"), U("industry", "fintech"),
       U("city", "Bangalore|Bengaluru"), U("fav_music", "Taylor Swift")]))
add(K("short", "new number btw — 07700 914 382. old one's gone",
      [U("phone", "07700 914 382|07700914382")], tag=True))
add(K("short", "been playing bass in a garage band since high school, we're terrible but whatever",
      [U("instrument", "bass|bass guitar"), U("hobby", "garage band|band", False)]))
add(K("short", "I'm a she/her, for the record. people keep assuming I'm a guy because of my username",
      [U("gender", "she/her|female|woman")], tag=True))
add(K("short", "Just finished my shift at the warehouse. 10 hrs on the forklift. my back says hi",
      [U("job_title", "forklift|forklift operator|forklift driver"), U("employer|place", "warehouse", False)], tag=True))
add(K("short", "My fav movie of all time is Spirited Away, fight me",
      [U("fav_film", "Spirited Away")]))
add(K("short", "Grew up in Cork, live in Boston now, still say 'grand' every 5 minutes",
      [U("hometown", "Cork"), U("city", "Boston")]))
add(K("short", "Not my dog! I'm walking him for my neighbor while she's in Florida. I'm a dog walker, it's literally my job",
      [U("job_title", "dog walker"), P("neighbor", "pet", "dog"), P("neighbor", "relation", "neighbor", False)], tag=True))
add(K("short", "i have type 1 diabetes so no i can't 'just have a little cake', Karen",
      [U("health", "type 1 diabetes|diabetes")]))
add(K("short", "Birthday is Nov 3rd, same day as my twin sister Ellie. She's the smart one (vet school)",
      [U("birthday", "Nov 3rd|November 3"), U("family", "Ellie"), P("Ellie", "relation", "twin sister|sister"),
       P("Ellie", "birthday", "Nov 3rd|November 3"), P("Ellie", "school|major", "vet school", False)], tag=True))
add(K("short", "been learning Portuguese for 8 months bc my husband's family is from Brazil and i want to talk to his grandma lol",
      [U("language", "Portuguese"), U("partner", "husband"), P("husband", "hometown", "Brazil", False)], tag=True))
add(K("short", "I hate cilantro, love spicy food, and my wife says I'm the pickiest eater she's ever met",
      [U("dislike", "cilantro"), U("fav_food", "spicy food"), U("partner", "wife")]))
add(K("short", "currently reading Dune, it's fine. all-time favorite is still The Hobbit though",
      [U("fav_book", "The Hobbit")], tag=True))
add(K("short", "FINALLY got my master's in social work!! UCLA class of '24 🎓",
      [U("degree", "master's|master"), U("major", "social work"), U("school", "UCLA")]))
add(K("short", "I'm an electrician, self-employed, mostly residential. Wife does the books.",
      [U("job_title", "electrician"), U("partner", "Wife")]))
add(K("short", "does anyone know a decent physio in Glasgow? tore my ACL playing five-a-side",
      [U("health", "tore my ACL|ACL"), U("sport", "five-a-side|football", False), U("city", "Glasgow", False)], tag=True))
add(K("short", "My daughter Zoe is 4 and already bossier than my actual boss lol",
      [U("family", "Zoe"), P("Zoe", "relation", "daughter"), P("Zoe", "age", "4")], tag=True))
add(K("short", "I don't own a car, I bike everywhere. ok technically I own a car but it's been dead in the driveway since March",
      [U("belonging", "car"), U("sport|hobby", "bike", False)], tag=True))
add(K("short", "I'm from Lagos but I've lived in Manchester for like 12 years now. work as a care assistant in a nursing home",
      [U("hometown", "Lagos"), U("city", "Manchester"), U("job_title", "care assistant"),
       U("employer", "nursing home", False)], tag=True))
add(K("short", "my boyfriend keeps telling people i'm a chef. i'm a line cook. the only girl on the line too. there's a difference!!",
      [U("job_title", "line cook"), U("gender", "girl|female"), U("partner", "boyfriend")], tag=True))
add(K("short", "vegan since 2021 and honestly never felt better",
      [U("diet", "vegan")]))
add(K("short", "weekends = hiking. weekdays = regretting not hiking. substitute teacher so my schedule is chaos",
      [U("sport|hobby", "hiking"), U("job_title", "substitute teacher|teacher")]))
add(K("short", "going to Tokyo in October!! flights booked, hotel booked, so hyped. I don't speak a word of Japanese tho",
      [U("plan", "Tokyo|going to Tokyo|trip to Tokyo")], tag=True))

# ---------------- diaries ----------------
add(K("diary", "Tuesday. Rain again. Opened up at 7, sold maybe twelve coffees before noon. Running a corner café in a town of 3,000 people is not a get-rich plan. My partner Sam came by with lunch, he's off work from the fire department after hurting his shoulder. Mom called asking when I'm going to 'settle down', as if I'm not 38 and running a business. Finished The Remains of the Day tonight and it wrecked me. The dog (Murphy, old beagle) snored through all of it.",
      [U("job_title|employer", "corner café|café owner"), U("partner", "Sam"), P("Sam", "relation", "partner"),
       P("Sam", "employer", "fire department"), P("Sam", "health", "shoulder|hurting his shoulder"),
       U("age", "38"), U("pet", "beagle|dog"), U("pet_name", "Murphy"), U("family", "Mom", False)], tag=True))
add(K("diary", "Day 3 of the new route. I deliver for FedEx now, switched from Amazon last month and honestly the trucks are nicer. Got chased by a goose on Elm Street, which is not a sentence I expected to write. Lunch was gas station sushi, do not recommend. Texted my sister Jo, who just had her baby, a little boy named Theo. I'm an uncle!! Evening: guitar for an hour, trying to learn Blackbird. My fingers hate me.",
      [U("employer", "FedEx"), U("job_title", "deliver|delivery driver"), U("family", "Jo"),
       P("Jo", "relation", "sister"), P("Jo", "family", "Theo"), U("instrument", "guitar"),
       U("gender", "male", False)], tag=True))
add(K("diary", "March 12. PT at 9, knee is better but not 'run a half marathon in May' better, which I'm signed up for anyway. Worked from home, I'm a freelance copywriter, mostly for skincare brands, so today was 400 words on serums. My roommate Alex finally fixed the sink. He's a plumber so it took him 10 minutes after 3 weeks of me asking. Dinner: pad thai, my comfort food forever. Bed early.",
      [U("plan", "half marathon"), U("health", "knee"), U("job_title", "freelance copywriter|copywriter"),
       U("industry", "skincare", False), P("Alex", "relation", "roommate"), P("Alex", "job_title", "plumber"),
       U("fav_food", "pad thai")], tag=True))
add(K("diary", "Long day at the salon. Four balayages and one very nervous bride. Fifteen years as a hairstylist and brides still make me sweat. Came home, fed Pepper (my cat, not the spice) and sat on the balcony. We just moved to Austin from Houston and the balcony is the one thing I love about this apartment. My ex texted. Ignored. Started a pottery class tonight, every Thursday for 8 weeks.",
      [U("job_title", "hairstylist"), U("pet", "cat"), U("pet_name", "Pepper"), U("city", "Austin"),
       U("hobby", "pottery|pottery class")], tag=True))
add(K("diary", "Writing this on the bus. 6am start at the hospital laundry. Nobody thinks about who washes the sheets but it's us. My supervisor Denise says I'll probably make shift lead in the fall. We'll see. Grandma's 90th birthday party is Saturday and I'm in charge of the cake. Still haven't told anyone I'm applying to nursing school, deadline is Jan 15.",
      [U("job_title", "hospital laundry|laundry worker"), P("Denise", "relation", "supervisor"),
       P("grandma", "age", "90"), U("plan", "nursing school", False), U("plan", "birthday party", False)], tag=True))
add(K("diary", [u("so today I turned 24. celebrated by working a double at the diner lol. my manager Ron gave me a slice of pie, which, thanks Ron. after work my girlfriend Nina took me to the new Spider-Man, she's obsessed, i fell asleep halfway. we split a pizza, i'm allergic to mushrooms so she picked them off for me. love her. also started duolingo spanish again, day 1 of maybe 4.", at="2024-06-09")],
      [U("age", "24"), U("birthday", "June 9|06-09", False), U("employer|job_title", "diner", False),
       P("Ron", "relation", "manager"), U("partner", "Nina"), P("Nina", "relation", "girlfriend"),
       U("allergy", "mushrooms"), U("language", "spanish", False)], tag=True))
add(K("diary", "Nobody warned me freelancing means no sick days. Sinus infection and I still edited two wedding videos. I film weddings mostly, some corporate stuff when it's slow. Halifax winters are brutal and I say this as someone born in Winnipeg. Lily (my daughter, 7) made me soup from a packet and it was the best thing I ate all week. Her dad has her this weekend so I'll sleep.",
      [U("job_title", "film weddings|videographer"), U("city", "Halifax"), U("hometown", "Winnipeg"),
       U("family", "Lily"), P("Lily", "relation", "daughter"), P("Lily", "age", "7"),
       U("health", "sinus infection", False)], tag=True))
add(K("diary", "Farm journal, Oct 2. Sold 40 dozen eggs at the Saturday market, a new record. The goats got out again, Clementine is the ringleader, I swear. My husband Ray drove to Fresno for tractor parts. I keep telling him we need a second truck. I'm 52 and I still can't back a trailer in straight.",
      [U("job_title", "farm|farmer", False), U("partner", "Ray"), P("Ray", "relation", "husband"), U("age", "52")],
      tag=True))
add(K("diary", "Jan 4. First week at Deloitte, mostly onboarding and passwords. Consultant sounds fancy but it's spreadsheets. Commute from Jersey City is 40 min. Lunch with Marcus from my old team at KPMG, he's leaving for Singapore next month. I miss running every morning like I used to. Tonight: leftover lasagna and The Office for the 10th time, it's my all-time favourite show.",
      [U("employer", "Deloitte"), U("job_title", "Consultant"), U("city", "Jersey City"),
       P("Marcus", "plan", "Singapore", False), U("fav_film", "The Office")], tag=True))
add(K("diary", "i don't usually write these. therapist said to try. ok. i'm 19, i work overnights at a gas station, and i take community college classes during the day for my EMT certificate. my mom thinks i'm wasting my time. my little brother Kai thinks i'm a superhero which is nice. i have a rabbit, Clover, who lives in my room and chews everything. anxiety's been bad this week.",
      [U("age", "19"), U("employer|job_title", "gas station"), U("school", "community college"),
       U("major|plan", "EMT|EMT certificate"), U("family", "Kai"), P("Kai", "relation", "little brother|brother"),
       U("pet", "rabbit"), U("pet_name", "Clover"), U("health", "anxiety")], tag=True))

# ---------------- companion chats ----------------
add(K("comp", alt("hey nova, rough day. got yelled at by a customer for 20 min",
                  "I'm sorry. Was this at the bookstore again?",
                  "no lol i quit the bookstore in june, i'm at the pharmacy now. pharmacy tech",
                  "Right, the pharmacy! Are you still studying for the pharmacist exam?",
                  "not the pharmacist exam, the tech certification. it's on the 14th"),
      [U("job_title", "pharmacy tech|pharmacy technician"), U("plan", "tech certification|certification"),
       U("employer", "pharmacy", False)], tag=True, ch="Nova"))
add(K("comp", alt("Juniper, what's your favorite song? mine is Dreams by Fleetwood Mac",
                  "Great pick. If I had to choose one, I'd say Clair de Lune. Do you play anything?",
                  "used to play violin as a kid. now i just play ukulele badly at campfires",
                  "Ukulele counts! Campfires, so you're an outdoorsy person?",
                  "kind of have to be, I'm a park ranger in Yellowstone"),
      [U("fav_music", "Dreams|Fleetwood Mac"), CH("fav_music", "Clair de Lune", False), U("instrument", "ukulele"),
       U("job_title", "park ranger"), U("place|employer", "Yellowstone")], tag=True, ch="Juniper"))
add(K("comp", alt("Milo please remember I'm 45 not 54, you said 54 yesterday and it hurt",
                  "My apologies! 45. And you're in Edinburgh, correct?",
                  "Edinburgh is where my son lives. I'm in Dundee. Thirty years on the buses here",
                  "Thirty years driving buses, you must know every street!",
                  "Every pothole. Retiring in five years if the pension holds up"),
      [U("age", "45"), U("city", "Dundee"), P("son", "city", "Edinburgh"), U("family", "son"),
       U("job_title", "on the buses|bus driver"), U("plan", "Retiring", False)], tag=True, ch="Milo"))
add(K("comp", alt("sage i finally adopted a dog!!",
                  "Congratulations!! What breed? Let me guess, a golden retriever?",
                  "nope, a three-legged greyhound rescue. her name is Tilly",
                  "Tilly! Adorable. Will she be okay alone while you're at the office?",
                  "i don't work in an office lol, i groom dogs out of a van. she'll ride along"),
      [U("pet", "greyhound|dog"), U("pet_name", "Tilly"), U("job_title", "groom dogs|dog groomer"),
       U("belonging", "van", False)], tag=True, ch="Sage"))
add(K("comp", alt("Echo, my name's Tomás btw, you keep calling me Thomas",
                  "Sorry, Tomás! Noted. Is that Spanish?",
                  "Portuguese actually, I'm from Porto. Moved to Toronto with my wife Inês two years ago",
                  "Lovely. Do you both speak French too, being in Canada?",
                  "She does, she's a French teacher. I just smile and nod"),
      [U("name", "Tomás"), U("hometown", "Porto"), U("city", "Toronto"), U("partner", "Inês"),
       P("Inês", "relation", "wife"), P("Inês", "job_title", "French teacher|teacher"),
       P("Inês", "language", "French"), U("language", "Portuguese", False)], tag=True, ch="Echo"))
add(K("comp", alt("Rowan, doc says I'm prediabetic. so no more soda",
                  "That's a big change. Will you switch to diet soda?",
                  "nah cutting sugar completely, going low-carb. my dad had type 2 so I'm scared",
                  "That makes sense. Is your dad doing okay now?",
                  "he passed in 2020. it's why I'm taking this seriously"),
      [U("health", "prediabetic|prediabetes"), U("diet", "low-carb|cutting sugar"),
       P("dad", "health", "type 2|diabetes", False)], tag=True, ch="Rowan"))
add(K("comp", alt("pixel my character just got married in stardew lol. to Sebastian",
                  "Congrats to you both 😄 Are you married in real life too?",
                  "lmao no, single and thriving. just me and my two rats, Salt and Pepper",
                  "Rats are so smart! Do you work from home so you can hang out with them?",
                  "yep, customer support for a software company, fully remote"),
      [U("pet", "rats|rat"), U("pet_name", "Salt"), U("pet_name", "Pepper"), U("job_title", "customer support"),
       U("industry", "software", False), U("hobby", "stardew|video games", False)], tag=True, ch="Pixel"))
add(K("comp", alt("Ada I got into the PhD program!! Starting in September",
                  "Amazing!! Which university again, Stanford?",
                  "Haha I wish. University of Michigan, chemistry. I did my undergrad at Ohio State",
                  "Michigan chemistry is excellent! Moving to Ann Arbor then?",
                  "already here, I've been a lab tech in Ann Arbor since 2022"),
      [U("degree|plan", "PhD"), U("school|plan", "University of Michigan|Michigan"), U("major", "chemistry"),
       U("school", "Ohio State"), U("city", "Ann Arbor"), U("job_title", "lab tech|lab technician")], tag=True, ch="Ada"))
add(K("comp", alt("bea, knitting update: finished the sweater!! only took 4 months",
                  "That's wonderful! Is it for your boyfriend?",
                  "for me lol. no boyfriend, I have a girlfriend, her name is Ruth and she hates wool",
                  "Ah, sorry for assuming! So Ruth won't be getting a sweater then.",
                  "she gets socks. cotton ones."),
      [U("hobby", "knitting"), U("partner", "Ruth"), P("Ruth", "relation", "girlfriend"),
       P("Ruth", "dislike", "wool")], tag=True, ch="Bea"))
add(K("comp", alt("Lumen remind me, dentist Thursday at 3",
                  "Got it! Thursday at 3, dentist. Is that the one near your place in Brooklyn?",
                  "I moved out of Brooklyn, I'm in Astoria now. the dentist is in Manhattan near work",
                  "Astoria, noted. Still at the law firm in Manhattan?",
                  "yep, still a paralegal, still underpaid"),
      [U("plan", "dentist"), U("place|city", "Astoria"), U("job_title", "paralegal"),
       U("employer", "law firm", False)], tag=True, ch="Lumen"))
add(K("comp", alt("orion do you think it's weird that I'm 30 and still live with my parents",
                  "Not at all, lots of people do. Do your siblings live there too?",
                  "only child, so no. we have a duplex in Columbus, they're upstairs and I'm down",
                  "That sounds like a nice setup actually.",
                  "it is. plus my mom cooks. I bake overnight at a bakery so the schedule works"),
      [U("age", "30"), U("family", "only child"), U("city", "Columbus"),
       U("job_title|employer", "bakery|baker"), U("belonging", "duplex", False)], tag=True, ch="Orion"))
add(K("comp", alt("willow where are you from? like if you had a hometown",
                  "I like to imagine I'm from a little coastal town in Maine. What about you?",
                  "born and raised in Tucson. now in Seattle, doing remote design work for a nonprofit",
                  "Tucson to Seattle, what a change! Do you miss the sun?",
                  "every day. my cat Juno hates the rain even more than I do"),
      [CH("hometown", "Maine", False), U("hometown", "Tucson"), U("city", "Seattle"),
       U("job_title", "design work|designer"), U("industry", "nonprofit"), U("pet", "cat"), U("pet_name", "Juno")],
      ch="Willow"))

# ---------------- group chats ----------------
add(G([("Derek", "who can swap my saturday shift? my kid has a recital"),
       ("Tasha", "can't, I'm in Chicago this weekend for my cousin's wedding"),
       ("Lin", "I'll take it Derek. saving up for a car anyway"),
       ("Tasha", "Lin you're a lifesaver. also reminder I'm off the ER rotation next month, moving to pediatrics")],
      [U("plan", "cousin's wedding"), U("plan", "moving to pediatrics|pediatrics"),
       U("job_title", "ER", False), P("Derek", "family", "kid", False), P("Lin", "plan", "car", False)],
      me="Tasha", tag=True))
add(G([("Mom", "Ben are you bringing the girlfriend for Thanksgiving?"),
       ("Ben", "Her name is Priya, Mom. And yes. She's vegetarian btw"),
       ("Dad", "Noted. I'll do the tofu thing. Ben, your brother says you're taking the promotion?"),
       ("Ben", "It's not a promotion, it's a lateral move. Same title, senior accountant, just the Dallas office")],
      [U("partner", "Priya"), P("Priya", "relation", "girlfriend"), P("Priya", "diet", "vegetarian"),
       U("job_title", "senior accountant|accountant"), U("plan", "Dallas office|lateral move", False)],
      exp="Ben", tag=True))
add(G([("Marcus", "hoops tonight at 7? got the gym till 9"),
       ("Jordan", "I'm in, knee brace and all. haven't missed a tuesday basketball since college"),
       ("Andre", "can't, double shift. I'm sous chef now so guess who's running the kitchen"),
       ("Jordan", "Andre when you opening your own place already"),
       ("Andre", "when somebody lends me 200k")],
      [U("sport", "basketball|hoops"), U("health", "knee", False), P("Andre", "job_title", "sous chef")],
      me="Jordan", tag=True))
add(G([("Kayla", "who ate my leftover ramen. i'm not mad just curious (i'm mad)"),
       ("Rob", "wasn't me, I'm doing keto, haven't touched a noodle in a month"),
       ("Sofia", "guilty 😬 I'll replace it. also rent's due friday, $850 each"),
       ("Kayla", "fine. sofia buy the spicy one. I grew up in Koreatown LA, mild is an insult")],
      [U("hometown", "Koreatown LA|Koreatown|LA|Los Angeles"), P("Rob", "diet", "keto"),
       P("Rob", "relation", "roommate", False)], exp="Kayla", tag=True))
add(G([("Grace", "okay did everyone finish Circe?"),
       ("Ellie", "finished it on my lunch break at the vet clinic, cried in the break room 😭"),
       ("Tom", "halfway. been busy with the new puppy, she's a menace"),
       ("Ellie", "Tom what's her name?? also nothing beats Pride and Prejudice for me, sorry Circe"),
       ("Tom", "Biscuit. And Ellie that's your answer every single month")],
      [U("fav_book", "Pride and Prejudice"), U("employer", "vet clinic", False), P("Tom", "pet", "puppy|dog"),
       P("Tom", "pet_name", "Biscuit")], me="Ellie", tag=True))
add(G([("Omar", "anyone at the airport rank tonight? I'm on 6pm to 4am"),
       ("Gus", "I'm off, daughter's graduation. She got her nursing degree!!"),
       ("Pat", "congrats Gus! Omar I'll be there, just got the new Prius so I'm showing off"),
       ("Omar", "nice. my cab's still the 2014 Camry with 300k miles, she's a legend")],
      [U("belonging", "Camry|2014 Camry"), U("job_title", "cab|taxi driver", False),
       P("Gus's daughter", "degree|major", "nursing degree|nursing"), P("Pat", "belonging", "Prius")],
      exp="Omar", tag=True))
add(G([("Coach Dave", "practice moved to Wednesday 5:30, field 3"),
       ("Priscilla", "Mia will be late, I don't get off till 5, I manage the pharmacy on 5th"),
       ("Rhonda", "I can grab Mia! Jake is going anyway"),
       ("Priscilla", "Rhonda you're an angel. Mia has her inhaler in her bag, asthma's been bad this spring")],
      [U("job_title", "manage the pharmacy|pharmacy manager"), U("family", "Mia", False),
       P("Mia", "health", "asthma")], me="Priscilla", tag=True))
add(G([("Hannah", "reminder dad's 65th is on the 20th, who's booking the restaurant"),
       ("Luke", "I will. I'm in London for work till the 15th though"),
       ("Nat", "I'll do decorations. Hannah you bringing the kids?"),
       ("Hannah", "both of them, yes. Oscar's allergic to nuts so tell the restaurant")],
      [P("dad", "age", "65"), U("family", "kids", False), U("family", "Oscar", False),
       P("Oscar", "allergy", "nuts")], exp="Hannah", tag=True))
add(G([("xXRavenXx", "raid at 9 est, who's in"),
       ("Sam", "in. I'm on est too now, moved to Atlanta last month"),
       ("Moss", "sam didn't you move for that nursing job"),
       ("Sam", "yep, travel nurse, 13 week contract at Grady"),
       ("xXRavenXx", "respect. I'm just a barista with a 3080")],
      [U("city", "Atlanta"), U("job_title", "travel nurse|nurse"), U("employer", "Grady"),
       P("xXRavenXx", "job_title", "barista"), P("xXRavenXx", "belonging", "3080")], me="Sam", tag=True))
add(G([("Amber", "bridesmaids! dress fittings saturday 10am, don't be late"),
       ("Jess", "I'll be there, driving up from Sacramento so maybe 10:15 lol"),
       ("Kim", "I'm gluten free, can someone tell the caterer? I keep forgetting"),
       ("Jess", "on it. Kim I'm literally a caterer, I'll call them myself")],
      [U("city", "Sacramento"), U("job_title", "caterer"), U("plan", "dress fittings"),
       P("Kim", "diet", "gluten free"), U("gender", "female", False)], exp="Jess", tag=True))
