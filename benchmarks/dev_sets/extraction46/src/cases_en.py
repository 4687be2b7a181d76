from h import case, U, P, C, u, a, g

E = "en"

# ---------------- one- to three-message chats ----------------
case(E, "chat", "im a night shift nurse at st. vincent's, 3 years in. my feet hate me and so does my sleep schedule", [
    U("job_title", "night shift nurse|nurse"), U("employer", "st. vincent's|St. Vincent's")])
case(E, "chat", "not a teacher lol, everyone assumes bc of the cardigans. i'm a librarian. and yes my favorite book is Middlemarch, and no i don't like e-readers, books should smell like something", [
    U("job_title", "librarian"), U("fav_book", "Middlemarch"), U("dislike", "e-readers")], tag=True, lh=True)
case(E, "chat", "My wife Dana is allergic to shellfish so we never go to the seafood place downtown, which sucks because I could eat lobster every single day", [
    U("partner", "Dana|wife"), P("Dana", "relation", "wife"), P("Dana", "allergy", "shellfish"),
    U("fav_food", "lobster")], tag=True, lh=True)
case(E, "chat", "ok so: I hate cilantro, hate jazz (it sounds like a panic attack), hate Mondays. love: thunderstorms, Radiohead, cold pizza for breakfast. that's me in a nutshell", [
    U("dislike", "cilantro"), U("dislike", "jazz"), U("dislike", "Mondays", False), U("fav_music", "Radiohead"),
    U("fav_food", "cold pizza")], lh=True)
case(E, "chat", "anyone know a good dentist in Leeds? just moved here from Glasgow and my tooth is killing me", [
    U("city", "Leeds")], tag=True)
case(E, "chat", "my email is r.okafor.design@gmail.com if you want to send the files over", [
    U("email", "r.okafor.design@gmail.com")])
case(E, "chat", "34 year old guy here and I just started learning the cello. my teacher is 19 lmao", [
    U("age", "34"), U("gender", "guy|male"), U("instrument", "cello"), P("teacher", "age", "19")], tag=True)
case(E, "chat", "if i could live anywhere it'd be Lisbon but realistically i'm stuck in ohio for now, columbus specifically. the winters here are grey soup and i hate them", [
    U("city", "columbus|Columbus, Ohio|ohio"), U("dislike", "the winters|winters", False)], tag=True, lh=True)
case(E, "chat", "we adopted a greyhound last week!! her name is Biscuit and she's terrified of the stairs", [
    U("pet", "greyhound|dog"), U("pet_name", "Biscuit")])
case(E, "chat", "I don't drink anymore, 2 years sober in march", [U("diet|health", "sober|don't drink")])
case(E, "chat", "just passed the bar!!! officially a lawyer now. ok technically after swearing in next month", [
    U("job_title", "lawyer"), U("plan", "swearing in", False)])
case(E, "chat", "heads up my number changed, new one is 415-555-0182. the 650 one is dead", [
    U("phone", "415-555-0182")], tag=True)
case(E, "chat", "hey, Tomás here, grew up in San Antonio but I've been in Denver since 2019. still miss real breakfast tacos, Denver's are a crime", [
    U("name", "Tomás"), U("hometown", "San Antonio"), U("city", "Denver"), U("fav_food", "breakfast tacos", False)], lh=True)
case(E, "chat", "my brother's a pilot for Delta and he still can't figure out how to use a microwave", [
    P("brother", "job_title", "pilot"), P("brother", "employer", "Delta"), U("family", "brother|my brother")])
case(E, "chat", "vegetarian but not vegan, i need my cheese. lactose intolerant though so it's a daily war", [
    U("diet", "vegetarian"), U("health|allergy|diet", "lactose intolerant")], tag=True)
case(E, "chat", "quick q, do you think I'd make a good teacher? I'm an accountant but I've been tutoring math for my neighbor's kid and I kind of love it", [
    U("job_title", "accountant"), U("hobby", "tutoring math|tutoring", False)], tag=True)
case(E, "chat", "i run ultramarathons. well, one ultramarathon. mostly i just run 10ks on weekends", [
    U("sport", "run|running")], tag=True)
case(E, "chat", "My daughter Mia just turned 7 and wants a horse. absolutely not. we have a hamster, that's enough", [
    U("family", "Mia|daughter"), P("Mia", "relation", "daughter"), P("Mia", "age", "7"), U("pet", "hamster")], tag=True)
case(E, "chat", "the heat in Phoenix is no joke, 115 today. at least I work from home for a fintech startup so no commute", [
    U("city", "Phoenix"), U("industry", "fintech"), U("employer", "fintech startup", False),
    U("dislike", "heat|the heat", False)])
case(E, "chat", "my mom keeps telling everyone I'm a doctor. I'm a physical therapist, mom. close enough I guess", [
    U("job_title", "physical therapist")], tag=True)
case(E, "chat", "fyi I'm nonbinary, they/them please 🙂", [U("gender", "nonbinary|non-binary")])
case(E, "chat", "graduated from Michigan in 2016 with chemical engineering. now I sell insurance. life is funny", [
    U("school", "Michigan|University of Michigan"), U("major", "chemical engineering"),
    U("job_title", "sell insurance|insurance"), U("industry", "insurance", False)])
case(E, "chat", "my favorite book is East of Eden and I will fight anyone who says it's too long. Cathy is the best villain ever written", [
    U("fav_book", "East of Eden")], lh=True)
case(E, "chat", "speak Tagalog at home, English at work, and butcher Spanish on vacation", [
    U("language", "Tagalog"), U("language", "English"), U("language", "Spanish", False)], tag=True)
case(E, "chat", "The Shining is the only horror movie I actually like. everything else is just jump scares and I hate jump scares with my whole chest", [
    U("fav_film", "The Shining"), U("dislike", "jump scares")], lh=True)
case(E, "chat", "my roommate Kenji is from Osaka and he makes the best okonomiyaki. I'm just here for the free food tbh", [
    P("Kenji", "relation", "roommate"), P("Kenji", "hometown", "Osaka")])
case(E, "chat", "birthday's on halloween, which means every party is a costume party whether I like it or not", [
    U("birthday", "halloween|October 31")])
case(E, "chat", "I have type 1 diabetes so no, I can't 'just have one slice' Karen", [U("health", "type 1 diabetes|diabetes")])
case(E, "chat", "we're flying to Seoul on the 14th for my cousin's wedding, tickets booked!!", [
    U("plan", "flying to Seoul|Seoul|cousin's wedding"), P("cousin", "plan", "wedding", False)])
case(E, "chat", "drove my '98 Civic for 12 years. she finally died. now i have a Subaru Outback and i feel like a soccer mom", [
    U("belonging", "Subaru Outback|Subaru")], tag=True)
case(E, "chat", "sorry for typos im in teh car lol. anyway yes i work at target, the one on 5th, shift lead", [
    U("employer", "target|Target"), U("job_title", "shift lead")])
case(E, "chat", "people call me Bee, short for Beatrice. only my grandma calls me Trixie and she's allowed", [
    U("name", "Beatrice"), U("nickname", "Bee"), U("nickname", "Trixie", False), U("family", "grandma", False)])

# ---------------- group chats ----------------
case(E, "group", [
    g("Priya", "ok who's in for Tahoe in Feb? I'll book the cabin"),
    g("Sam", "in! bringing my snowboard, finally using it more than once"),
    g("Jordan", "can't, I start at Microsoft on the 3rd, no PTO yet"),
    g("Sam", "wait you took the Microsoft offer?? congrats!!"),
    g("Leah", "I'm in but I can't ski, I'll just drink cocoa by the fire")], [
    U("belonging", "snowboard"), U("sport", "snowboard|snowboarding", False), P("Jordan", "employer|plan", "Microsoft"),
    U("plan", "Tahoe", False)], me="Sam", tag=True)
case(E, "group", [
    g("Marco", "reminder, headcount meeting at 3"),
    g("Liv", "I'll be 10 min late, dentist. also fyi I'm moving to the Austin office in April, it's official", exp=True),
    g("Hannah", "nooo Liv! we'll miss you"),
    g("Dev", "Austin tacos tho. I lived there 5 years, I'll send you a list")], [
    U("plan", "moving to the Austin office|Austin")], tag=True)
case(E, "group", [
    g("Mom", "Grace did you call your grandmother"),
    g("Grace", "yes mom. she says hi and she's obsessed with wordle now"),
    g("Uncle Ray", "tell her I beat her yesterday 😂"),
    g("Grace", "also guys I got into the nursing program at UCLA!! starting in the fall"),
    g("Mom", "SO proud of you baby")], [
    U("school|plan", "UCLA"), U("major|plan", "nursing"), P("grandmother", "hobby", "wordle"),
    U("family", "grandmother", False)], me="Grace")
case(E, "group", [
    g("Chris", "who's drafting sunday"),
    g("Nate", "me. also I'm commissioner this year so pay up losers", exp=True),
    g("Big Mike", "I'm a Bears fan, I'm used to losing"),
    g("Nate", "lol. Packers til I die, born and raised in Green Bay")], [
    U("hometown", "Green Bay"), U("hobby", "fantasy football", False)])
case(E, "group", [
    g("Aisha", "next month's pick is Pachinko, fair warning it's a chunk"),
    g("Becca", "I already read it, cried for a week"),
    g("Aisha", "same, it's my favorite of the last decade honestly. the opposite of that airport thriller we did in june, which I hated"),
    g("Tom", "I'll be honest I'm only here for the wine"),
    g("Becca", "Tom you've been 'only here for the wine' for three years")], [
    U("fav_book", "Pachinko"), U("dislike", "airport thriller", False)], me="Aisha", tag=True, lh=True)
case(E, "group", [
    g("Kayla", "whoever left the milk out, I'm lactose intolerant and I STILL noticed"),
    g("Jess", "not me, I'm vegan remember", exp=True),
    g("Ben", "guilty. sorry. I'll buy more"),
    g("Jess", "also my sister Clara is staying with us this weekend, she's allergic to cats so keep Mochi in your room Kayla")], [
    U("diet", "vegan"), P("Kayla", "health|allergy|diet", "lactose intolerant"), P("Kayla", "pet_name", "Mochi"),
    P("Kayla", "pet", "cat", False), U("family", "Clara|sister"), P("Clara", "relation", "sister"),
    P("Clara", "allergy", "cats|cat")], tag=True)
case(E, "group", [
    g("Coach Lee", "5am class tomorrow, don't be late"),
    g("Derek", "I'll be there, back's better"),
    g("Marisol", "Derek how's the herniated disc?"),
    g("Derek", "manageable. PT twice a week. 41 years old and my body's falling apart")], [
    U("health", "herniated disc"), U("age", "41"), P("Coach Lee", "job_title", "Coach", False)], me="Derek")
case(E, "group", [
    g("Hal", "anyone lose a grey tabby? hanging around Elm St"),
    g("Rosa", "not mine, my two are inside. both orange anyway lol", exp=True),
    g("Pam", "could be the Nguyens' cat, they just moved in"),
    g("Rosa", "I'll ask, I teach their son piano on thursdays")], [
    U("pet", "cat|cats|orange cats"), U("instrument", "piano"), U("job_title", "teach|piano teacher", False)], tag=True)
case(E, "group", [
    g("Omar", "15 year reunion!! who's coming? I'll host, still in the same house in Dearborn lol"),
    g("Lina", "me! flying in from Dubai"),
    g("Omar", "Lina you're in Dubai now? I thought Doha"),
    g("Lina", "moved last year, new job at Emirates"),
    g("Jake", "can't make it, twins due that week 😅")], [
    U("city", "Dearborn"), P("Lina", "city", "Dubai"), P("Lina", "employer", "Emirates"),
    P("Jake", "plan", "twins due|twins")], me="Omar", tag=True)
case(E, "group", [
    g("Kev", "saturday hike: Mt. Si, 7am at the trailhead"),
    g("Mei", "in. done it like 30 times, it's my favorite hike near Seattle", exp=True),
    g("Ana", "I can't, broke my wrist climbing 😭"),
    g("Mei", "noooo. heal up!! and bring rain gear everyone, I love the PNW but I hate that it's grey nine months a year")], [
    U("dislike", "grey|it's grey nine months a year"),
    U("hobby|sport", "hike|hiking"), U("city", "Seattle", False), P("Ana", "health", "broke my wrist|broken wrist"),
    P("Ana", "sport", "climbing")], tag=True, lh=True)

# ---------------- named companion chats ----------------
case(E, "comp", [
    u("long day. the restaurant was slammed"),
    a("Sounds rough! How's the waitressing going?"),
    u("I'm not a waitress, I'm the sous chef lol. been there 2 years"),
    a("Sorry! Sous chef, got it. Is it still that Italian place, Lucca?"),
    u("yep, Lucca. the owner's a nightmare but the pasta is worth it. funny thing is I hate cooking at home, last thing I want after a shift is a stove")], [
    U("job_title", "sous chef"), U("employer", "Lucca"), U("dislike", "cooking at home")], character="Nova", tag=True, lh=True)
case(E, "comp", [
    u("Pip, I've had Fleetwood Mac on repeat all week"),
    a("Classic! You told me you love all 70s rock, right?"),
    u("no, I mostly hate 70s rock, it's just Fleetwood Mac. and Stevie Nicks solo stuff"),
    a("So Fleetwood Mac is the exception. What's the worst genre for you?"),
    u("country. my dad played it in the truck every day of my childhood. never again")], [
    U("fav_music", "Fleetwood Mac"), U("fav_music", "Stevie Nicks"), U("dislike", "70s rock"),
    U("dislike", "country"), P("dad", "fav_music", "country", False)], character="Pip", tag=True, lh=True)
case(E, "comp", [
    u("finally unpacked the last box"),
    a("Congrats on the move to Portland, Oregon!"),
    u("Portland MAINE, not Oregon. everyone gets that wrong"),
    a("Oh! Portland, Maine. How do you like it so far?"),
    u("love the ocean, hate that everything closes at 9pm")], [
    U("city", "Portland|Portland, Maine"), U("dislike", "everything closes at 9pm", False)],
    character="Juniper", tag=True, lh=True)
case(E, "comp", [
    u("my niece asked how old I am and I said 29 again lol"),
    a("Well, you are 29, aren't you?"),
    u("I'm 33, I've been 29 for four years. it's a bit"),
    a("Haha got it, 33 it is.")], [U("age", "33")], character="Nova", tag=True)
case(E, "comp", [
    u("made my grandma's pierogi recipe tonight"),
    a("Yum! Is that your favorite food?"),
    u("honestly yes. potato and cheese. nothing beats it, not even pizza"),
    a("Noted — pierogi are your favorite. Are you Polish?"),
    u("my grandma was, I was born in Chicago")], [
    U("fav_food", "pierogi"), U("hometown", "Chicago")], character="Pip", tag=True, lh=True)
case(E, "comp", [
    u("Juniper I think I'm gonna quit"),
    a("Oh no, quit Google?"),
    u("I don't work at google, I work at a google *vendor*. Accenture. different badge color, different life"),
    a("Ah, Accenture contracting for Google. What's your role again?"),
    u("data labeling lead. it's fine. it's not fine")], [
    U("employer", "Accenture"), U("job_title", "data labeling lead"), U("plan", "quit", False)],
    character="Juniper", tag=True)
case(E, "comp", [
    u("Ravi proposed!!!"),
    a("WHAT! Congratulations! How long have you two been together?"),
    u("6 years. we met in grad school at Northwestern"),
    a("So you're engaged to Ravi after 6 years together! 💍"),
    u("yes!! wedding probably next summer, nothing booked yet")], [
    U("partner", "Ravi"), P("Ravi", "relation", "fiancé|fiance", False), U("school", "Northwestern"),
    P("Ravi", "school", "Northwestern"), U("degree", "grad school", False), U("plan", "wedding", False)],
    character="Nova", tag=True)
case(E, "comp", [
    u("ran my first half marathon this morning!!"),
    a("Amazing! You've been training with your running club, right?"),
    u("no club, just me and a podcast. 2:14, not bad for someone who hated running in high school"),
    a("2:14 is great!")], [U("sport", "half marathon|running")], character="Pip", tag=True)
case(E, "comp", [
    u("my mom called, we spoke Hungarian for an hour and now my brain is mush"),
    a("You're Hungarian? Born in Budapest?"),
    u("Debrecen actually. we moved to Toronto when I was 8"),
    a("Debrecen to Toronto, got it.")], [
    U("language", "Hungarian"), U("hometown", "Debrecen"), U("city", "Toronto", False)], character="Juniper", tag=True)
case(E, "comp", [
    u("Nova guess what, Pickles learned to sit"),
    a("Good boy Pickles! How old is your puppy now?"),
    u("Pickles is a she, and she's a cat lol. yes I'm training my cat"),
    a("A cat that sits! Impressive.")], [U("pet", "cat"), U("pet_name", "Pickles")], character="Nova", tag=True)
case(E, "comp", [
    u("rewatched Paddington 2 for like the 20th time"),
    a("You must really love that movie!"),
    u("it is a perfect film and I will not be taking questions. unlike every marvel movie, which I find exhausting and loud"),
    a("Paddington 2 over Marvel, noted 🐻 I'm more of a Ghibli bot myself")], [
    U("fav_film", "Paddington 2"), U("dislike", "marvel|marvel movie"), C("fav_film", "Ghibli")], character="Pip", lh=True)
case(E, "comp", [
    u("my son Eli leaves for college tomorrow"),
    a("That's big! Where's he going?"),
    u("Purdue, engineering. I'm a mess"),
    a("Purdue engineering, he must be so smart. Will you visit?"),
    u("parents weekend in october, already booked the hotel")], [
    U("family", "Eli|son"), P("Eli", "relation", "son"), P("Eli", "school|plan", "Purdue"),
    P("Eli", "major", "engineering"), U("plan", "parents weekend")], character="Juniper")

# ---------------- diaries ----------------
case(E, "diary", "Tuesday. Rained all day, which I secretly love — the sound on the skylight is the best white noise. Work was the usual: three IEP meetings and a parent who yelled at me about recess. Special ed is not for the faint of heart. Made mac and cheese from the box because I'm an adult and I can. Called Jamie, she's at her boyfriend's family in Vermont until Sunday. Fell asleep to Twin Peaks again.", [
    U("job_title", "Special ed|special ed teacher"), U("fav_film", "Twin Peaks", False)], tag=True, lh=True)
case(E, "diary", "March 3. Finished Project Hail Mary and I'm emotionally ruined, best book I've read in years. Went to the farmers market; the new kimchi guy is a genius, I could eat his stuff every day. Hated the drive back — I-95 is a circle of hell. Tonight: leftovers and the new Phoebe Bridgers record, which I have decided is my entire personality now.", [
    U("fav_book", "Project Hail Mary"), U("fav_food", "kimchi", False), U("dislike", "I-95"),
    U("fav_music", "Phoebe Bridgers")], lh=True)
case(E, "diary", "Day 12 in the new apartment in Brooklyn. The radiator clanks like a ghost. Started at the agency on Monday — I'm a junior copywriter now, which mostly means I write captions for dog food. Mom texted asking if I'm eating vegetables (no). Gus, my beagle, has decided the fire escape is his. I love this city's bagels more than I love most people; I hate the subway in August with a passion.", [
    U("fav_food", "bagels"), U("dislike", "the subway in August|subway"),
    U("city", "Brooklyn|New York"), U("job_title", "junior copywriter|copywriter"), U("employer", "agency", False),
    U("pet", "beagle|dog"), U("pet_name", "Gus")], lh=True)
case(E, "diary", "Couldn't sleep again. The migraines are back, 3 this week. Dr. Patel wants me to try a new med. Work was ok; the warehouse finally got the new forklifts and I'm certified on them now so maybe a raise? Ha. Kids called from their mom's place. Lily lost a tooth.", [
    U("health", "migraines|migraine"), U("employer", "warehouse", False), U("family", "Lily|kids", False),
    P("Dr. Patel", "job_title", "Dr.|doctor", False)], tag=True)
case(E, "diary", "Sunday. Choir in the morning — we're doing Fauré's Requiem for Easter and I'm in the alto section, which I'm very proud of. Fauré is my favorite composer, nothing else makes me cry like the Pie Jesu. Brunch with Marcus, who announced he's quitting his law firm to open a bakery. I support him. I also think he's insane. Repotted the monstera, which now lives in the bathroom. Thinking about getting a cat but my lease says no.", [
    U("hobby", "Choir|singing"), U("fav_music", "Fauré"), P("Marcus", "plan", "open a bakery|quitting his law firm", False),
    P("Marcus", "employer", "law firm", False)], tag=True, lh=True)
case(E, "diary", "Back home in Savannah for Dad's 70th. The humidity is unbearable, I forgot how much I hate it. My sister flew in from London; she's a barrister there now and insufferable about it (lovingly). Dad cried at the toast. I've lived in Minneapolis for ten years and I think I finally prefer snow.", [
    U("hometown", "Savannah"), U("city", "Minneapolis"), U("dislike", "humidity|the humidity"), P("dad", "age", "70"),
    P("sister", "city", "London"), P("sister", "job_title", "barrister"), U("family", "sister|my sister"),
    U("family", "Dad")], tag=True, lh=True)
case(E, "diary", "worked a double at the diner, feet are dead. tips were good tho, $140. studying for the MCAT every spare minute, test is june 8. if i get into med school my grandma will finally stop asking. pizza for dinner, third time this week, no regrets", [
    U("plan", "MCAT"), U("employer", "diner", False)], tag=True)
case(E, "diary", "The new guy at work, Theo, asked if I'm Irish because of the red hair. Nope, Scottish — Aberdeen born and bred. My knee's been acting up since the skiing thing in the fall. Physio says six more weeks. Tonight I'm cooking haggis for Theo just to scare him.", [
    U("hometown", "Aberdeen"), U("health", "knee"), U("hometown", "Scottish|Scotland", False)], tag=True)
case(E, "diary", "Writing this at 2am. Can't stop thinking about the interview. If I get the Pixar job I'll move to the Bay, but for now I'm still animating commercials in Vancouver. Sufjan on loop, the Illinois album is the only thing that calms me down. Everything else I own sounds like noise tonight.", [
    U("job_title", "animating commercials|animator"), U("city", "Vancouver"), U("fav_music", "Sufjan|Illinois|Sufjan Stevens")],
    tag=True, lh=True)
case(E, "diary", "Feb 9. Snowed in. Finished the quilt for my granddaughter Ruby, who turns 4 next week. Harold (late husband) would've laughed at how crooked the corners are. My hip is fine in the morning and terrible by dinner. Watched Casablanca, my favorite, for the hundredth time.", [
    U("family", "Ruby|granddaughter"), P("Ruby", "relation", "granddaughter"), P("Ruby", "age", "4|3", False),
    U("hobby", "quilt|quilting"), U("health", "hip"), U("fav_film", "Casablanca")], tag=True, lh=True)
