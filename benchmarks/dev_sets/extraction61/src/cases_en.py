from h import Maker, U, P, C
M = Maker("en")
s, comp, diary, grp = M.s, M.comp, M.diary, M.grp

# ---------- short chats ----------
s("hey im marco, 29, ER nurse in phoenix. night shifts are slowly killing me lol",
  U("name", "marco"), U("age", "29"), U("job_title", "ER nurse|nurse"), U("city", "phoenix"))
s("not a teacher!! everyone assumes that. I'm a school counselor, which is different, trust me",
  U("job_title", "school counselor|counselor"), tag=True)
s("my daughter Ruby just turned 8 and she wants a horse for her birthday. we live in a 2 bedroom apartment in Queens",
  U("family", "Ruby"), P("Ruby", "relation", "daughter"), P("Ruby", "age", "8"), U("place", "Queens"),
  U("city", "New York|NYC", False), tag=True)
s("can't have shellfish, I swell up like a balloon. learned that the hard way at a wedding in Maine",
  U("allergy", "shellfish"), tag=True)
s("Quick q: does anyone know a good dentist near Lincoln Park? just moved here from Denver",
  U("place", "Lincoln Park"), U("city", "Chicago", False), tag=True)
s("my email is t.okafor.design@gmail.com if you need the files. ignore the hotmail one, that account's dead",
  U("email", "t.okafor.design@gmail.com"), tag=True)
s("so I'm 34F, married, two kids, work in accounting at a credit union. basically boring but happy",
  U("age", "34"), U("gender", "F|female"), U("partner", "married", False), U("family", "two kids|kids"),
  U("industry|job_title", "accounting"), U("employer", "credit union", False))
s("meet Biscuit, my 2yo beagle mix who eats socks 🐶",
  U("pet", "beagle mix|beagle|dog"), U("pet_name", "Biscuit"))
s("My husband Dev has Crohn's and we're figuring out a new diet for him. he's a civil engineer so he's treating it like a spreadsheet project",
  U("partner", "Dev"), P("Dev", "relation", "husband"), P("Dev", "health", "Crohn's|Crohn's disease"),
  P("Dev", "job_title", "civil engineer|engineer"))
s("grew up in Cork, Ireland, been in Toronto eight years now. still say 'grand' about everything",
  U("hometown", "Cork|Ireland"), U("city", "Toronto"))
s("if I were rich I'd quit and open a bakery. sadly I'm a claims adjuster at State Farm",
  U("job_title", "claims adjuster"), U("employer", "State Farm"), tag=True)
s("new number: 415-302-7719, the old 650 one is disconnected",
  U("phone", "415-302-7719"), tag=True)
s("i'm vegan but my roommate literally eats bacon every morning and the smell haunts me",
  U("diet", "vegan"), P("roommate", "fav_food", "bacon", False), P("roommate", "relation", "roommate", False), tag=True)
s("I hate running. HATE it. give me a bike any day, I do 40 miles every Saturday",
  U("dislike", "running"), U("sport", "bike|cycling|biking"), tag=True)
s("Correction: I said 41 earlier, I'm actually 42. birthday was last week, clearly the brain is going",
  U("age", "42"), tag=True)
s("My son Eli has his first day at Maple Ridge Elementary tomorrow, kindergarten!! I'm more nervous than him",
  U("family", "Eli"), P("Eli", "relation", "son"), P("Eli", "school", "Maple Ridge Elementary"))
s("lol no I'm not a gamer, my brother is. he streams on twitch like 6 hours a day",
  U("family", "my brother|brother"), P("brother", "job_title|hobby", "streams on twitch|streamer"), tag=True)
s("Studied mechanical engineering at Purdue, now I design HVAC systems for hospitals",
  U("school", "Purdue"), U("major", "mechanical engineering"), U("job_title", "design HVAC systems|HVAC designer"))
s("Reading The Remains of the Day for the fourth time. nothing beats it",
  U("fav_book", "The Remains of the Day"))
s("i play cello in a community orchestra, nothing fancy but it's my happy place",
  U("instrument", "cello"), U("hobby", "community orchestra|orchestra", False))
s("My mom is 68 and just got diagnosed with early Parkinson's. she's still teaching piano though, stubborn as ever",
  U("family", "My mom|mom"), P("mom", "age", "68"), P("mom", "health", "Parkinson's|early Parkinson's"),
  P("mom", "job_title", "teaching piano|piano teacher"))
s("we close on the house in Raleigh on the 15th!! finally done renting",
  U("plan", "close on the house|house in Raleigh"), U("city", "Raleigh", False))
s("My favorite movie? Easy. Spirited Away. second place is Heat",
  U("fav_film", "Spirited Away"))
s("fluent in Portuguese and Spanish, and my Korean is... a work in progress lol",
  U("language", "Portuguese"), U("language", "Spanish"), U("language", "Korean", False))
s("he/him, 26, software dev at Shopify, mostly remote from Halifax",
  U("gender", "he/him|male"), U("age", "26"), U("job_title", "software dev|software developer"),
  U("employer", "Shopify"), U("city", "Halifax"))
s("Got a PhD in linguistics and now I write UX copy for a bank. the pipeline is real",
  U("degree", "PhD"), U("major", "linguistics"), U("job_title", "UX copy|UX writer|write UX copy"), U("employer", "bank", False))
s("just got my new Kindle Scribe and I'm obsessed",
  U("belonging", "Kindle Scribe|Kindle"))
s("people keep calling me Liz but it's Beth. Elizabeth on paper, Beth to everyone",
  U("nickname", "Beth"), U("name", "Elizabeth"), tag=True)
s("Me and my wife Priya are flying to Lisbon in October for our 10th anniversary, tickets booked",
  U("partner", "Priya"), P("Priya", "relation", "wife"), U("plan", "flying to Lisbon|Lisbon"))
s("my cat Mochi died in March. I still set out two bowls sometimes. I have a rescue greyhound now, Pilot, he's a goof",
  U("pet", "greyhound|rescue greyhound|dog"), U("pet_name", "Pilot"), tag=True)
s("coffee is my whole personality. also tacos. tacos forever",
  U("fav_food", "tacos"), U("fav_food", "coffee", False))
s("my dad's a retired cop, my step-mom runs a daycare, and I somehow ended up a tattoo artist",
  U("job_title", "tattoo artist"), U("family", "my dad|dad", False), P("dad", "job_title", "retired cop|cop", False),
  P("step-mom", "job_title", "runs a daycare|daycare", True), tag=True)
s("gluten free since my celiac diagnosis in 2019. bread, I miss you",
  U("health", "celiac|celiac disease"), U("diet", "gluten free|gluten-free"))

# ---------- companion chats ----------
comp("Juniper", ["juniper guess what. I got the job!",
                 ("a", "YES! The marketing role at Nike, right?"),
                 "no lol that was last year's interview. this is a data analyst role at Target, in Minneapolis",
                 ("a", "Oh sorry, my mistake! Data analyst at Target, so you're moving to Minneapolis?"),
                 "yep lease signed, moving the 1st"],
     U("job_title|plan", "data analyst"), U("employer|plan", "Target"), U("plan", "moving|Minneapolis"),
     U("city", "Minneapolis", False), tag=True)
comp("Juniper", ["my grandma's in the hospital again",
                 ("a", "Oh no. Is it her heart again, like last winter?"),
                 "no, she broke her hip. she's 91, so it's scary",
                 ("a", "91... that's a lot. Are you close to her?"),
                 "she basically raised me. my parents worked double shifts at the plant"],
     U("family", "my grandma|grandma"), P("grandma", "health", "broke her hip|hip"), P("grandma", "age", "91"),
     U("family", "my parents|parents", False), P("parents", "job_title", "worked double shifts at the plant", False), tag=True)
comp("Pip", ["Pip, quiz me. what instrument do I play",
             ("a", "Violin! You told me you practice scales every morning."),
             "close, viola. everyone mixes them up. I'm in the Seattle Youth Symphony, second chair",
             ("a", "Viola, got it! Second chair is impressive. How old are you again, 17?"),
             "16. 17 in november"],
     U("instrument", "viola"), U("hobby", "Seattle Youth Symphony|symphony", False), U("city", "Seattle", False),
     U("age", "16"), U("birthday", "november", False), tag=True)
comp("Pip", ["I've been feeling off lately. doc says it's iron deficiency anemia",
             ("a", "That can make you so tired. Are you still vegetarian?"),
             "yeah still vegetarian, 6 years now. probably doesn't help",
             ("a", "Maybe spinach and lentils? I love lentils myself, I'd eat them every day if I could eat!"),
             "ha. I actually hate lentils. beans are fine though"],
     U("health", "iron deficiency anemia|anemia"), U("diet", "vegetarian"), U("dislike", "lentils"),
     C("fav_food", "lentils"), tag=True)
comp("Juniper", ["so my son Jamal got into Howard!",
                 ("a", "Congratulations!! What's he going to study?"),
                 "biology, premed. he wants to be a pediatrician like his mom",
                 ("a", "So you're a pediatrician! That's wonderful."),
                 "nope, that's his mom, my ex-wife. I drive for UPS"],
     U("family", "Jamal"), P("Jamal", "relation", "son"), P("Jamal", "school|plan", "Howard"),
     P("Jamal", "major", "biology|premed"), P("ex-wife", "job_title", "pediatrician"),
     U("employer", "UPS"), U("job_title", "drive for UPS|driver"), tag=True)
comp("Pip", ["I'm thinking of getting a tattoo of my dog",
             ("a", "Aww, Bruno the pug?"),
             "Bruno's my neighbor's pug lol. mine is Hazel, a border collie",
             ("a", "Oops! Hazel the border collie. She must be so smart."),
             "smarter than me tbh"],
     U("pet", "border collie|dog"), U("pet_name", "Hazel"), P("neighbor", "pet", "pug"),
     P("neighbor", "pet_name", "Bruno"), tag=True)
comp("Juniper", ["i finally finished my masters",
                 ("a", "Amazing! Your MBA from Wharton, right?"),
                 "haha I wish. MS in nursing informatics, online, from Western Governors",
                 ("a", "That's still a big deal! What's next?"),
                 "same job honestly, I'm a charge nurse. but maybe a raise"],
     U("degree", "MS|masters|master's"), U("major", "nursing informatics"), U("school", "Western Governors|WGU"),
     U("job_title", "charge nurse|nurse"), tag=True)
comp("Pip", ["do you remember my birthday",
             ("a", "Of course! June 4th?"),
             "July 4th. like the fireworks. it's literally impossible to forget",
             ("a", "Sorry!! July 4th, fireworks birthday. I'll never forget now."),
             "you better. I'll be 30 this year btw, dreading it"],
     U("birthday", "July 4th|July 4"), U("age", "30", False), tag=True)
comp("Juniper", ["hey. so my wife Carmen is pregnant with twins",
                 ("a", "Oh wow, twins! How is she feeling?"),
                 "exhausted. she's still working at the library till december",
                 ("a", "She's a librarian? That's lovely. Do you two live near family?"),
                 "her family's in San Antonio, we're in Austin, so an hour away. my folks are back in Ohio"],
     U("partner", "Carmen"), P("Carmen", "relation", "wife"), P("Carmen", "health", "pregnant|pregnant with twins"),
     P("Carmen", "employer|job_title", "library"), U("city", "Austin"), P("Carmen", "hometown", "San Antonio", False),
     U("hometown", "Ohio", False), tag=True)
comp("Pip", ["what's a good book for someone who loved Project Hail Mary",
             ("a", "Is that your favorite book?"),
             "yeah top 3 easy. that and Dune",
             ("a", "Then try The Martian! Same author. I personally adore poetry, Mary Oliver is my favorite."),
             "never read poetry, maybe I will"],
     U("fav_book", "Project Hail Mary"), U("fav_book", "Dune"), C("fav_book", "Mary Oliver"), tag=True)
comp("Juniper", ["I'm so tired of Houston humidity",
                 ("a", "You've been there since college, right? At Rice?"),
                 "UH actually, Rice was my brother. I studied chemistry at UH",
                 ("a", "Got it, University of Houston, chemistry. Do you still work in a lab?"),
                 "yeah QC chemist at a refinery in Pasadena. the one across the ship channel"],
     U("city", "Houston"), U("school", "UH|University of Houston"), U("major", "chemistry"),
     U("job_title", "QC chemist|chemist"), U("employer", "refinery", False), P("brother", "school", "Rice"),
     U("family", "my brother|brother", False), tag=True)
comp("Pip", ["Pip my partner Sam and I are getting married in May!",
             ("a", "Congrats!!! Sam's the one who teaches high school art?"),
             "that's Sam's sister lol. Sam's a firefighter",
             ("a", "Sorry! Firefighter Sam. Where's the wedding?"),
             "Asheville, at a barn venue. it's booked and everything"],
     U("partner", "Sam"), P("Sam", "relation", "partner"), P("Sam", "job_title", "firefighter"),
     P("Sam's sister", "job_title", "teaches high school art|art teacher", False),
     U("plan", "getting married|married|wedding"), tag=True)

# ---------- diaries ----------
diary("Tues. Rough day. Kids were up at 5. Noah (4) has another ear infection, third this year, and the pediatrician wants to talk about tubes. Lily was fine, kindergarten field trip to the pumpkin patch. Mark left early for the site — he's a foreman on the new hospital build downtown. I worked from home, finished the Henderson account. Note to self: call Mom about Thanksgiving, she wants to host again even with her back.",
      U("family", "Noah"), P("Noah", "age", "4"), P("Noah", "health", "ear infection"), U("family", "Lily"),
      P("Noah", "relation", "son", False), P("Lily", "relation", "daughter", False), U("partner", "Mark", False),
      P("Mark", "job_title", "foreman"), U("family", "Mom", False), P("Mom", "health", "back", False), tag=True)
diary("March 3. Ran 8 miles this morning on the river trail, legs are toast. Half marathon in Portland is 5 weeks away and I'm registered so no backing out. Work was meetings all day — being a project manager at an architecture firm means I mostly manage other people's calendars. Dinner was ramen, which is honestly my love language.",
      U("sport", "Ran|running"), U("plan", "Half marathon|half marathon in Portland"), U("job_title", "project manager"),
      U("employer|industry", "architecture firm|architecture", False), U("fav_food", "ramen"))
diary("Dear diary, I'm writing this from the hospital cafeteria. Dad had a stroke on Sunday. He's 74. Doctors say he'll recover some speech. My sister Jen flew in from Denver and we've been taking shifts. I called in to the salon — being my own boss means no one covers for me. Scared but hopeful.",
      U("family", "Dad"), P("Dad", "health", "stroke"), P("Dad", "age", "74"), U("family", "Jen"),
      P("Jen", "relation", "sister"), P("Jen", "city", "Denver"), U("job_title|employer", "salon|my own boss", False), tag=True)
diary("Saturday. Farmers market with Theo. Bought way too many peaches. He keeps saying we should get a dog, but our building in Brooklyn doesn't allow them, and honestly with my cat allergy I'd rather a dog anyway than a cat. Finished the last chapter of my thesis draft — history of medicine, one more year of grad school at NYU. Called Grandpa, he's teaching himself Spanish at 80.",
      U("partner", "Theo", False), U("place", "Brooklyn"), U("allergy", "cat|cat allergy"), U("school", "NYU"),
      U("major", "history of medicine"), P("Grandpa", "age", "80"), P("Grandpa", "language", "Spanish", False), tag=True)
diary("Wednesday. Dropped Maya at swim practice at 6am. She's 11 and already faster than me. Her coach thinks she could make the regional team. Then straight to the dealership — spring sales are insane. Got home and my husband Raúl had made pozole from his mom's recipe. Best thing I ate all week.",
      U("family", "Maya"), P("Maya", "age", "11"), P("Maya", "sport", "swim|swimming"), U("partner", "Raúl"),
      P("Raúl", "relation", "husband"), U("employer|job_title", "dealership", False), U("fav_food", "pozole", False))
diary("Jan 12. New year, same me. I quit drinking on Jan 1 and it's day 12. Went to the climbing gym after work, that's my thing now — three times a week. Work at the county clerk's office was slow. My landlord says rent goes up in March. Sigh. Watched Arrival again, I think it's officially my favorite movie. Fell asleep to Fleetwood Mac like always, nobody touches Rumours.",
      U("diet", "quit drinking|sober", False), U("sport", "climbing|climbing gym"), U("employer", "county clerk's office"),
      U("fav_film", "Arrival"), U("fav_music", "Fleetwood Mac|Rumours"), tag=True)
diary("Today I took the citizenship oath. Twenty years after landing in Miami from Havana with one suitcase. My kids came, Andrés took the day off from the fire station and Sofía drove up from Gainesville where she's at UF. I cried through the whole thing.",
      U("hometown", "Havana"), U("family", "Andrés"), U("family", "Sofía"), P("Andrés", "job_title", "fire station|firefighter"),
      P("Sofía", "school", "UF|University of Florida"), P("Andrés", "relation", "kids|son", False), P("Sofía", "relation", "kids|daughter", False),
      U("city", "Miami", False))
diary("Sunday notes. Baked sourdough (loaf #43). Took Pepper, my parrot, to the avian vet — she's plucking again, stress probably. My neighbor Doug says his son works at SpaceX now; he says that every week. Booked the flights to Seoul for April to see my sister.",
      U("pet", "parrot"), U("pet_name", "Pepper"), U("hobby", "sourdough|baking", False), P("Doug", "relation", "neighbor"),
      P("Doug's son", "employer", "SpaceX", False), U("plan", "flights to Seoul|Seoul"), U("family", "my sister|sister", False), tag=True)
diary("Monday. First day teaching 3rd grade at Lincoln Elementary after 12 years as a paralegal. Career change at 45 — people think I'm crazy. The kids were wild but sweet. My wife Renee packed me a lunch with a note. Knee is acting up again, I need to see someone about the arthritis.",
      U("job_title", "teaching 3rd grade|teacher"), U("employer", "Lincoln Elementary"), U("age", "45"),
      U("partner", "Renee"), P("Renee", "relation", "wife"), U("health", "arthritis"), tag=True)

# ---------- group chats ----------
grp([("Kayla", "who's coming to trivia thursday"),
     ("Jordan", "me! but I'm bringing my sister, she's in town from Atlanta till Sunday"),
     ("Ben", "I'm out, I have a night shift. ICU life"),
     ("Jordan", "Ben you're a nurse now?? since when"),
     ("Ben", "since May. got hired at Mercy General")],
    P("Ben", "job_title", "nurse|ICU nurse"), P("Ben", "employer", "Mercy General"), P("sister", "city", "Atlanta", False),
    me="Jordan", tag=True)
grp([("Mom", "Did everyone get their flu shots?"),
     ("Alex", "yes. also FYI I'm allergic to penicillin, the clinic asked and I didn't know what to say lol"),
     ("Dad", "You've been allergic to penicillin since you were 3"),
     ("Tess", "I got mine at CVS"),
     ("Alex", "well now it's in my chart")],
    U("allergy", "penicillin"), me="Alex")
grp([("Coach Dan", "U10 practice moved to field 4 this week"),
     ("Erin", "Got it. Heads up, Mason has asthma, his inhaler is in his bag"),
     ("Priya K", "thx Dan"),
     ("Erin", "also Mason turns 10 next week so expect cupcakes 🧁")],
    U("family", "Mason"), P("Mason", "health", "asthma"), P("Mason", "age", "10", False),
    P("Mason", "relation", "son", False), P("Mason", "sport", "soccer", False), me="Erin", tag=True)
grp([("Nate", "rent's due, venmo me"),
     ("Chris", "sent. also I'm moving out in August, sorry guys, got into grad school in Boston"),
     ("Oli", "noooo"),
     ("Nate", "congrats man. BU?"),
     ("Chris", "Northeastern, PhD in bioengineering")],
    U("plan", "moving out in August|grad school in Boston|Boston"), U("school|plan", "Northeastern"),
    U("major|plan", "bioengineering"), U("degree|plan", "PhD"), me="Chris", tag=True)
grp([("Grace", "book club picks for next month?"),
     ("Hannah", "can we do something short, my baby is teething and I'm on 3 hours of sleep"),
     ("Grace", "lol sure. Hannah how old is Leo now"),
     ("Hannah", "7 months, chunky monkey"),
     ("Ava", "I vote Piranesi")],
    U("family", "Leo"), P("Leo", "age", "7 months"), P("Leo", "relation", "baby|son", False), P("Ava", "fav_book", "Piranesi", False),
    me="Hannah", tag=True)
grp([("Tyler", "anyone selling a bike? mine got stolen"),
     ("Sara", "my boyfriend has an old Trek, I'll ask"),
     ("Mike", "which neighborhood you in Tyler"),
     ("Tyler", "Capitol Hill, right by Cal Anderson")],
    U("place", "Capitol Hill"), U("city", "Seattle", False), U("name", "Tyler", False), P("boyfriend", "belonging", "Trek"),
    exp="Tyler", tag=True)
grp([("Aunt Linda", "Happy birthday Megan!! 25 already!"),
     ("Megan", "thank you auntie ❤️"),
     ("Uncle Rob", "How's the job at Deloitte treating you?"),
     ("Megan", "busy! audit season. but good")],
    U("age", "25"), U("name", "Megan", False), U("employer", "Deloitte"), U("job_title|industry", "audit", False), exp="Megan")
grp([("Leo", "dnd friday still on?"),
     ("Rach", "yes! my character's a tiefling bard who's 300 years old"),
     ("Marcus", "I'm in, but late. picking my daughter up from ballet"),
     ("Rach", "Marcus how's Zoe liking ballet"),
     ("Marcus", "she's obsessed. 6 years old and already bossing the class around")],
    U("family", "Zoe"), P("Zoe", "relation", "daughter"), P("Zoe", "age", "6"), P("Zoe", "hobby|sport", "ballet"),
    U("hobby", "dnd|DnD", False), exp="Marcus", tag=True)
grp([("Priya", "welcome to the neighborhood group Jenna!"),
     ("Jenna", "thanks! we just moved into the yellow house on Birch St. me, my husband Will and our lab Rosie"),
     ("Carl", "welcome! what do you two do?"),
     ("Jenna", "I'm a dental hygienist, Will teaches middle school band")],
    U("place", "Birch St"), U("partner", "Will"), P("Will", "relation", "husband"), U("pet", "lab|labrador|dog"),
    U("pet_name", "Rosie"), U("job_title", "dental hygienist"), P("Will", "job_title", "teaches middle school band|band teacher"),
    exp="Jenna")
grp([("Sam", "can someone cover my saturday shift"),
     ("Dani", "I can't, I'm at my cousin's wedding in Vegas"),
     ("Luis", "I'll do it, I need the hours. saving for a car"),
     ("Sam", "luis you're a lifesaver")],
    P("Dani", "plan", "cousin's wedding|wedding in Vegas", False), U("plan", "saving for a car", False),
    exp="Luis", tag=True)
