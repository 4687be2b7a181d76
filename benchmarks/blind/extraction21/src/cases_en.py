from h import *

L = "en"
CASES = []


def add(kind, turns, expect, **k):
    CASES.append(case(L, kind, turns, expect, **k))


# ---------- short chats ----------
add("short", ["lol no i'm not a nurse, i'm a respiratory therapist. people mix it up all the time"],
    [U("job_title", ["respiratory therapist"])], tag=True)

add("short", ["ok so quick update: moved to Denver last month, new apartment is tiny but the mountains tho 🏔️"],
    [U("city", ["Denver"])])

add("short", ["my email is dana.k.morrow@gmail.com if you need to send the invoice"],
    [U("email", ["dana.k.morrow@gmail.com"])])

add("short", ["my wife Priscilla is a pediatric dentist and she still can't get our twins to floss"],
    [U("partner", ["Priscilla", "wife"]), P("Priscilla", "relation", ["wife"]),
     P("Priscilla", "job_title", ["pediatric dentist", "dentist"]), U("family", ["twins"])])

add("short", ["born and raised in Lagos, been in Houston 6 yrs now, still can't handle the humidity lmao which is ironic"],
    [U("hometown", ["Lagos"]), U("city", ["Houston"])])

add("short", ["if i was rich i'd buy a boat. reality: i drive a 2009 corolla with a cracked windshield"],
    [U("belonging", ["2009 corolla", "corolla", "Toyota Corolla"])], tag=True)

add("short", ["Just turned 41. Birthday was Sunday — Nov 3. My kids made me a cake shaped like a fish because I fish every weekend"],
    [U("age", ["41"]), U("birthday", ["Nov 3", "November 3"]), U(["hobby", "sport"], ["fish", "fishing"]),
     U("family", ["kids"], False)])

add("short", ["I'm lactose intolerant but I will NOT give up pizza, it's my favorite food in the world"],
    [U(["health", "allergy", "diet"], ["lactose intolerant"]), U("fav_food", ["pizza"])])

add("short", [u("does anyone know if you need a visa for Portugal from Canada? going in June, flights booked"),
               a("Canadian passport holders usually don't need a visa for short stays in Portugal. Is this your first time in Europe?"),
               u("first time! my sister lives in Lisbon so free housing lol")],
    [U("plan", ["Portugal", "trip to Portugal", "going in June"]), U("hometown", ["Canada"], False),
     P("sister", "city", ["Lisbon"]), U("family", ["sister"])], tag=True)

add("short", ["my roommate is vegan and keeps judging my bacon. i'm not vegan. never will be."],
    [P("roommate", "diet", ["vegan"])], tag=True)

add("short", ["I'm a high school chemistry teacher in Tulsa, 23 years in. Yes I've seen Breaking Bad. No I will not cook anything."],
    [U("job_title", ["chemistry teacher", "high school chemistry teacher", "teacher"]), U("city", ["Tulsa"])], tag=True)

add("short", ["ugh my cat Noodle just knocked my coffee onto my laptop. he's a menace. an orange menace"],
    [U("pet", ["cat"]), U("pet_name", ["Noodle"])])

add("short", ["i play bass in a garage band on weekends, we're awful but it's fun"],
    [U("instrument", ["bass"]), U("hobby", ["garage band", "band"], False)])

add("short", ["sorry, typo earlier — I'm 34 not 43 lol, I'm not THAT old"],
    [U("age", ["34"])], tag=True)

add("short", ["My boss Hiroshi moved here from Osaka and he makes everyone try natto. I hate natto."],
    [P("Hiroshi", "relation", ["boss"]), P("Hiroshi", "hometown", ["Osaka"], False), U("dislike", ["natto"])], tag=True)

add("short", ["grad student at UT Austin, PhD in linguistics, 4th year, send help"],
    [U("school", ["UT Austin", "University of Texas at Austin"]), U("degree", ["PhD"]),
     U("major", ["linguistics"]), U("city", ["Austin"], False), U("job_title", ["grad student"], False)])

add("short", ["I speak Tagalog with my mom and English everywhere else, and I'm trying to learn Japanese for a trip next spring"],
    [U("language", ["Tagalog"]), U("language", ["English"]), U("language", ["Japanese"]),
     U("family", ["mom"], False), U("plan", ["trip next spring"], False)])

add("short", ["Not married, not dating, just me and my 3 rescue greyhounds and honestly living my best life"],
    [U("pet", ["greyhounds", "greyhound"])], tag=True)

add("short", ["anyone else allergic to shellfish? went to a seafood boil last night and had to sit in the corner with my epipen lol"],
    [U("allergy", ["shellfish"])])

add("short", ["Call me at 617-555-0148 after 6, I'm on shift till then at the fire station"],
    [U("phone", ["617-555-0148"]), U("employer", ["fire station"], False),
     U("job_title", ["firefighter"], False)])

add("short", [u("the hubby got a job offer at Boeing but he hasn't decided. I'm staying at Nordstrom either way"),
               a("That's a big decision for him! Are you in management at Nordstrom?"),
               u("ha no, I do alterations. been a seamstress 11 yrs")],
    [U("employer", ["Nordstrom"]), U("partner", ["hubby", "husband"]),
     U("job_title", ["seamstress", "alterations"])], tag=True)

add("short", ["favorite movie of all time: Spirited Away. don't @ me"], [U("fav_film", ["Spirited Away"])])

add("short", ["I'm from Cork originally, living in Boston now, working as a bartender in Southie while I finish my nursing prereqs"],
    [U("hometown", ["Cork"]), U("city", ["Boston"]), U("job_title", ["bartender"]),
     U("place", ["Southie"], False)])

add("short", ["i'm a they/them btw, Alex is fine"], [U("gender", ["they/them", "nonbinary"]), U("name", ["Alex"])])

add("short", ["My dad's 78 and still mows his own lawn. I'm 50 and I pay a teenager to do mine 😂"],
    [P("dad", "age", ["78"]), U("age", ["50"]), U("family", ["dad"])], tag=True)

add("short", ["Signed the lease!!! Moving to Seattle on the 15th. Goodbye Phoenix heat"],
    [U("plan", ["Moving to Seattle", "Seattle"]), U("city", ["Phoenix"])], tag=True)

add("short", ["We named the new puppy Waffles. My husband wanted 'Dog'. We compromised on Waffles."],
    [U("pet", ["puppy", "dog"]), U("pet_name", ["Waffles"]), U("partner", ["husband"])])

add("short", ["I work for Shopify but remote from Halifax, so technically I've never seen the Ottawa office"],
    [U("employer", ["Shopify"]), U("city", ["Halifax"])], tag=True)

add("short", ["my favorite band is Fleetwood Mac, my dad raised me on Rumours"],
    [U("fav_music", ["Fleetwood Mac"]), U("family", ["dad"], False)])

add("short", ["i dont eat pork for religious reasons, but beef and chicken are fine"],
    [U("diet", ["dont eat pork", "no pork"])])

add("short", ["Wish I could swim honestly. Everyone at the beach house was in the water and I was just holding the snacks"],
    [], tag=True)

add("short", ["finally got my CDL last week, starting with Schneider on Monday driving long haul"],
    [U(["employer", "plan"], ["Schneider"]), U(["job_title", "plan"], ["long haul", "truck driver", "driving long haul"])])

# ---------- companion chats ----------
add("companion", [u("home finally. 12 hour shift at the ER"), a("Oof, long one! How are the nurses treating you, doctor?"),
                  u("haha i AM one of the nurses. not a doctor."),
                  a("My bad! Nurse it is. Do you work at the same hospital as your sister?"),
                  u("no she's at Mercy, i'm at St. Joseph's")],
    [U("job_title", ["nurse", "ER nurse"]), U("employer", ["St. Joseph's"]),
     P("sister", "employer", ["Mercy"]), U("family", ["sister"])], tag=True, character="Marlow")

add("companion", [u("guess what. I got into med school!!!"), a("CONGRATS!!! Which one?"),
                  u("University of Michigan! starting in August"), a("Amazing! So you're moving to Ann Arbor?"),
                  u("yep, already found a place. leaving Cleveland in July")],
    [U(["school", "plan"], ["University of Michigan", "Michigan"]), U("plan", ["Ann Arbor", "moving to Ann Arbor"]),
     U("city", ["Cleveland"]), U("major", ["med school", "medicine"], False)], tag=True, character="Pixel")

add("companion", [u("my dog Pretzel had surgery today, she's ok"), a("Oh no, poor Pretzel! Is he recovering well?"),
                  u("SHE. and yes, she's sleeping it off. it was her knee"),
                  a("Sorry! I'm glad she's okay. What breed is she again, a beagle?"), u("dachshund lol")],
    [U("pet", ["dog", "dachshund"]), U("pet_name", ["Pretzel"])], tag=True, character="Sunny")

add("companion", [u("so tomorrow I'm officially old", at="2024-05-09"), a("Happy almost-birthday! Turning 30?"),
                  u("60, thank you very much 😂"), a("Well you don't type like you're turning 60!"),
                  u("grandkids taught me emojis")],
    [U("age", ["59", "60"], False), U("birthday", ["May 10"], False), U("family", ["grandkids"], False)],
    tag=True, character="Kit")

add("companion", [u("first week at the new job done"), a("How's life at Amazon treating you?"),
                  u("no i didn't take amazon in the end, i went with a small startup, Lumen Health. product designer"),
                  a("Oh nice, a startup! Healthcare tech?"), u("yeah digital therapeutics stuff")],
    [U("employer", ["Lumen Health"]), U("job_title", ["product designer"]),
     U("industry", ["digital therapeutics", "Healthcare tech", "health tech"])], tag=True, character="Rowan")

add("companion", [u("i started cello lessons!! at 45!!"),
                  a("That's wonderful! Never too late. Do you play any other instruments?"),
                  u("piano as a kid but i forgot all of it"), a("It'll come back! Cello is beautiful."),
                  u("my teacher says i'm a natural. she's probably lying")],
    [U("instrument", ["cello"]), U("age", ["45"])], tag=True, character="Ember")

add("companion", [u("finished Project Hail Mary last night, best book i've read in years, maybe ever"),
                  a("Rocky is the best! Did you like it more than The Martian?"), u("way more. the martian was fine"),
                  a("I think my favorite book is Dune, honestly"), u("you and my brother both lol")],
    [U("fav_book", ["Project Hail Mary"]), C("fav_book", ["Dune"]), P("brother", "fav_book", ["Dune"], False),
     U("family", ["brother"], False)], tag=True, character="Quill")

add("companion", [u("what's the weather gonna be like in Edinburgh next week?"),
                  a("Chilly and probably rainy! Is that where you live?"),
                  u("no I live in Leeds, just visiting my gran in Edinburgh. train's booked for Friday"),
                  a("Lovely, say hi to your gran!")],
    [U("city", ["Leeds"]), U("plan", ["Edinburgh", "visiting my gran"]), P("gran", "city", ["Edinburgh"]),
     U("family", ["gran", "grandmother"])], tag=True, character="Nova")

add("companion", [u("doctor says I'm prediabetic so no more sugar for me 😩"), a("That's tough. Are you cutting carbs too?"),
                  u("trying to, but bread is my weakness"), a("Maybe try some low-carb recipes? I can find a few."),
                  u("sure. but nothing with tree nuts, I'm allergic")],
    [U("health", ["prediabetic", "prediabetes"]), U("diet", ["no more sugar", "no sugar"]),
     U("allergy", ["tree nuts"]), U("fav_food", ["bread"], False)], tag=True, character="Finch")

add("companion", [u("my girlfriend Imani and I just adopted a kitten"), a("Aww! What's the kitten's name?"),
                  u("we can't agree. Imani wants Mochi, I want Chairman Meow"), a("Chairman Meow is iconic"),
                  u("right?? she's a vet tech btw so the kitten's in good hands")],
    [U("partner", ["Imani", "girlfriend"]), P("Imani", "relation", ["girlfriend"]),
     P("Imani", "job_title", ["vet tech", "veterinary technician"]), U("pet", ["kitten", "cat"])], tag=True, character="Bo")

add("companion", [u("back in Manila for the holidays!"), a("Welcome home! Do you still live in the Philippines?"),
                  u("nah I grew up here but I live in Melbourne now, doing my 2nd year of engineering at Monash"),
                  a("Oh nice! So you're home from Melbourne for the break.")],
    [U("hometown", ["Manila"]), U("city", ["Melbourne"]), U("school", ["Monash", "Monash University"]),
     U("major", ["engineering"]), U(["degree", "job_title"], ["2nd year", "second year"])], tag=True, character="Juniper")

add("companion", [u("okay I have news. I'm pregnant 🥹"), a("OH MY GOSH congratulations!!! How far along?"),
                  u("12 weeks. due in March. we told my husband's parents last night and his mom cried"),
                  a("That's so sweet. Do you know if it's a boy or girl yet?"), u("not yet! we'll find out at the 20 week scan")],
    [U("health", ["pregnant", "pregnancy"]), U("partner", ["husband"]), U("gender", ["female", "woman"], False),
     U("plan", ["due in March", "20 week scan"], False)], character="Sol")

# ---------- diaries ----------
add("diary", [u("Tuesday. Rain again. Dropped Rafi at daycare, he screamed the whole way. Work was a blur — three closings at the title office, "
                "one buyer showed up without his ID. Lunch was a gas station burrito, don't judge. Mom called, she's thinking of selling the house "
                "in Fresno. Evening: Rafi asleep by 8, me asleep on the couch by 8:15.")],
    [U("family", ["Rafi"]), P("Rafi", "relation", ["son", "child"], False),
     U("employer", ["title office"], False), P("mom", "city", ["Fresno"], False), U("family", ["Mom"], False)], tag=True)

add("diary", [u("Day 40 of sobriety. Went to my Thursday AA meeting, shared for the first time. Then a double at the diner — I've been waitressing "
                "at Lou's for three years now and the regulars are basically family. Stopped by the pharmacy for my sertraline. Jenna from next door "
                "texted asking if I could watch her kids Saturday. Said yes.")],
    [U(["health", "diet"], ["sobriety", "sober"]), U("job_title", ["waitressing", "waitress"]), U("employer", ["Lou's"]),
     U("health", ["sertraline"], False), P("Jenna", "relation", ["next door", "neighbor"], False),
     U("plan", ["watch her kids Saturday"], False), U("gender", ["waitressing", "female"], False)], tag=True)

add("diary", [u("March 2. Finished the last coat on the kitchen cabinets. Sanded for six hours. My shoulders are wrecked. Woodworking was supposed "
                "to be a hobby and now I'm doing it every weekend for free for my whole family. Dad came by to 'supervise' which means he drank my "
                "beer. Tomorrow back to the bank. Branch manager life. Sunday scaries already.")],
    [U("hobby", ["Woodworking"]), U("job_title", ["Branch manager"]), U("employer", ["bank"], False),
     U("industry", ["bank", "banking"], False), U("family", ["Dad"], False)])

add("diary", [u("Long day at the lab. Third year of my chemistry PhD and my PI wants the revised draft by Friday and I haven't even run the stats. "
                "Ate leftover curry at my desk. Called Priya on the walk home, she got the Berlin job and she's moving in April — I'm thrilled for her "
                "and also devastated. Best friend since we were nine. Now it's 11pm and I'm watching Grey's Anatomy for the fourth time.")],
    [U("degree", ["PhD"]), U("major", ["chemistry"]), U("job_title", ["PhD", "grad student"], False),
     P("Priya", "relation", ["Best friend"]), P("Priya", ["plan", "employer"], ["Berlin job", "moving", "Berlin"], False)], tag=True)

add("diary", [u("Sept 9. First day of retirement. Woke up at 5:30 anyway out of habit, 31 years of teaching will do that to you. Took Rosie "
                "(our old lab) for a long walk by the river. Linda made pancakes. We're driving to Nova Scotia in October, cabin already rented. "
                "Feels strange not to grade anything.")],
    [U("job_title", ["retirement", "retired"]), U("job_title", ["teaching", "teacher"], False),
     U("pet", ["lab", "Labrador", "dog"]), U("pet_name", ["Rosie"]), U("partner", ["Linda"], False),
     U("plan", ["Nova Scotia", "driving to Nova Scotia"])], tag=True)

add("diary", [u("Worked the early shift at the warehouse, 4am start. Amazon fulfillment center in Joliet if anyone ever reads this diary, hi. "
                "After work took Grandma to her dialysis appointment. She's 84 and sharper than me. Played Elden Ring till midnight, my character "
                "is a level 120 samurai named Ghost. Not productive.")],
    [U("employer", ["Amazon"]), U("city", ["Joliet"], False), U("job_title", ["warehouse", "warehouse worker"], False),
     P("grandma", "age", ["84"]), P("grandma", "health", ["dialysis", "kidney failure"]), U("family", ["Grandma"]),
     U("hobby", ["Elden Ring", "gaming"], False)], tag=True)

add("diary", [u("Okay diary, confession: I told everyone at work I run marathons. I have run ONE 5k. Today Derek signed me up for the company half. "
                "Also: Dr. Osei confirmed it's celiac, so goodbye bagels. Drove home listening to Kendrick, obviously. Rent went up again, Brooklyn "
                "is robbing me.")],
    [U("health", ["celiac"]), U("diet", ["goodbye bagels", "gluten-free"], False), U("city", ["Brooklyn"]),
     U("plan", ["company half", "half marathon"]), U("fav_music", ["Kendrick", "Kendrick Lamar"], False)], tag=True)

add("diary", [u("Rough one. Babysat my niece Clara (7, a tornado). Then shift at the shelter — I volunteer there Tuesdays and Saturdays, mostly with "
                "the cats. Came home to find my own cat Mr. Whiskers had eaten a hair tie. Vet said he'll be fine. I'm a 29-year-old woman whose "
                "life revolves around cats, and I'm at peace with that.")],
    [U("family", ["Clara", "niece"]), P("Clara", "relation", ["niece"]), P("Clara", "age", ["7"]),
     U("hobby", ["volunteer", "volunteering at the shelter"]), U("pet", ["cat"]), U("pet_name", ["Mr. Whiskers"]),
     U("age", ["29"]), U("gender", ["woman", "female"])])

add("diary", [u("Snow day! School closed so the kids and I built a snow fort. Jamal is 10 and took it very seriously, Aisha is 6 and mostly ate "
                "snow. My husband works nights at the refinery so he slept through the whole thing. Made chili. Note to self: dentist Thursday 3pm.")],
    [U("family", ["Jamal"]), U("family", ["Aisha"]), P("Jamal", "age", ["10"]), P("Aisha", "age", ["6"]),
     P("Jamal", "relation", ["kids", "son"], False), P("Aisha", "relation", ["kids", "daughter"], False),
     U("partner", ["husband"]), P("husband", "employer", ["refinery"], False), U("plan", ["dentist", "dentist Thursday"])])

add("diary", [u("Dear diary, it's 2am in Tokyo and I still can't sleep. Jet lag + nerves. Tomorrow is my first day teaching English at a high "
                "school in Setagaya. I can barely order ramen in Japanese. Mom texted 'eat vegetables'. I ate a convenience store egg sandwich, "
                "best thing ever.")],
    [U("city", ["Tokyo"]), U(["job_title", "plan"], ["teaching English", "English teacher"]),
     U("place", ["Setagaya"], False), U("language", ["Japanese"], False), U("fav_food", ["egg sandwich"], False),
     U("family", ["Mom"], False)], tag=True)

# ---------- group chats ----------
add("group", [s("Marisol", "who's bringing what to Thanksgiving"), s("Dad", "I'm doing the turkey like always"),
              s("Rosa", "I'll bring flan. and heads up I'm bringing someone. his name is Ben and he's a firefighter so be nice"),
              s("Marisol", "ROSA HAS A BOYFRIEND"), s("Rosa", "yes fine he's my boyfriend 🙄")],
    [U("partner", ["Ben", "boyfriend"]), P("Ben", "relation", ["boyfriend"]), P("Ben", "job_title", ["firefighter"]),
     U("name", ["Rosa"], False), U("plan", ["Thanksgiving"], False)], me="Rosa")

add("group", [s("Priya M", "who's covering the Denver client call tomorrow"),
              s("Kenji", "not me, I'm out — jury duty all week", exp=True),
              s("Tom", "I can take it. Kenji enjoy civic duty lol"),
              s("Priya M", "thx Tom. also reminder the offsite is in Austin in May, book flights by Friday"),
              s("Kenji", "booked mine already")],
    [U("plan", ["jury duty"]), U("plan", ["offsite", "Austin"]), U("name", ["Kenji"], False)], tag=True)

add("group", [s("Dev", "whose golden retriever keeps getting out? it's in my yard again"),
              s("Marge", "not mine — mine is Honey, she's inside. that's Bear, the Hendersons' dog"),
              s("Hollis", "the Hendersons are in Florida till March, their son is watching the house"),
              s("Marge", "figures. my Honey would never 🙄")],
    [U("pet_name", ["Honey"]), U("pet", ["dog", "golden retriever"], False),
     P("Hendersons", "pet_name", ["Bear"]), P("Hendersons", "pet", ["dog", "golden retriever"])], tag=True, me="Marge")

add("group", [s("Jules", "ok vegas in august, who's in"), s("Sam", "in! I'm vegetarian fyi so no steakhouse-only plans", exp=True),
              s("Marcus", "I'm out, wedding that weekend. my own 😎"), s("Lena", "WAIT WHAT marcus"),
              s("Marcus", "surprise. courthouse. her name is Dee")],
    [U("diet", ["vegetarian"]), U("plan", ["vegas"], False), P("Marcus", "plan", ["wedding"]),
     P("Marcus", "partner", ["Dee"]), U("name", ["Sam"], False)], tag=True)

add("group", [s("Carol", "book club next pick? I vote Circe"), s("Ines", "read it already, loved it"),
              s("Bree", "fine by me. fair warning I'll be late Thursday, I have night classes — finally doing my accounting degree at 38 lol"),
              s("Carol", "proud of you Bree!!")],
    [U("major", ["accounting"]), U("age", ["38"]), U("job_title", ["student"], False),
     U("hobby", ["book club"], False), P("Ines", "fav_book", ["Circe"], False)], tag=True, me="Bree")

add("group", [s("Coach Dan", "U40 soccer game moved to 9am Saturday, field 4"),
              s("Omar", "I'll be there. also my knee brace finally came", exp=True),
              s("Luis", "can't make it, working a double at the hospital"),
              s("Pete", "Omar can you bring the cones, you've got the truck"), s("Omar", "yeah the F-150's got room")],
    [U("belonging", ["F-150", "truck", "Ford F-150"]), U("sport", ["soccer"], False),
     U("plan", ["game", "soccer game"], False), P("Luis", "employer", ["hospital"], False)])

add("group", [s("Kyle", "yo who's coming to homecoming"), s("Tran", "can't, just started at Deloitte in Chicago, no PTO yet"),
              s("Deshawn", "same boat, night shift at UPS in Louisville, can't swap"),
              s("Kyle", "lame. Deshawn you still with Keisha?"), s("Deshawn", "engaged now bro. ring and everything")],
    [U("employer", ["UPS"]), U("city", ["Louisville"]), U("partner", ["Keisha"]),
     P("Keisha", "relation", ["engaged", "fiancée"], False), P("Tran", "employer", ["Deloitte"]),
     P("Tran", "city", ["Chicago"])], tag=True, me="Deshawn")

add("group", [s("Pastor Mike", "Choir practice moved to 7 Wednesday"), s("Doris", "I'll be there with my hip!"),
              s("Gwen", "I'll be there. I'm bringing my granddaughter Ellie, she sings alto too", exp=True),
              s("Ray", "the more the merrier")],
    [U("family", ["Ellie", "granddaughter"]), P("Ellie", "relation", ["granddaughter"]),
     P("Ellie", "hobby", ["sings alto", "choir", "singing"]), U("hobby", ["Choir", "singing", "alto"], False),
     U("plan", ["Choir practice"], False)], tag=True)

add("group", [s("Sasha", "bouldering tonight?"), s("Ade", "can't, moving apartments this week"),
              s("Nico", "I'm in, I go like every tuesday anyway. need to stretch though, still have that shoulder thing my PT is working on"),
              s("Mel", "Nico is your physical therapist still Dr Kim?"), s("Nico", "yeah, he's great")],
    [U("sport", ["bouldering", "climbing"]), U("health", ["shoulder", "shoulder thing"]),
     P("Dr Kim", "job_title", ["physical therapist", "PT"]), P("Ade", "plan", ["moving apartments", "moving"]),
     P("Dr Kim", "relation", ["physical therapist", "PT"], False)], tag=True, me="Nico")

add("group", [s("Mr. Patel", "water off Thursday 10-2 for repairs"),
              s("Wen", "thanks. I work from home as a translator so I'll fill the kettle beforehand", exp=True),
              s("4B Lisa", "Wen, do you translate Chinese? my son needs help with a letter"),
              s("Wen", "Mandarin and Korean, yes! send it over")],
    [U("job_title", ["translator"]), U("language", ["Mandarin", "Chinese"]), U("language", ["Korean"]),
     U("name", ["Wen"], False)])
