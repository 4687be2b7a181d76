from h import U, P, C, case

E = "en"
CASES = [
case(E, "been at Spotify in the Stockholm office since 2020 which still feels unreal tbh", [
    U("employer", "Spotify"),
    U("city", "Stockholm", req=False),
]),
case(E, "my sister Jen just got into med school at UCLA, so proud of her. i dropped out of community college lol", [
    U("family", "Jen", "sister"),
    P("Jen", "relation", "sister"),
    P("Jen", "school", "UCLA"),
    P("Jen", "major|degree", "med", "med school", "medicine", req=False),
], tag=True),
case(E, "i'm 29, an ER nurse, living in Phoenix w/ my husband and two cats", [
    U("age", "29"),
    U("job_title", "nurse", "ER nurse"),
    U("city", "Phoenix"),
    U("partner", "husband"),
    U("pet", "cats", "cat"),
]),
case(E, "my dog Biscuit is a beagle and he hates the vacuum. my neighbor has a golden named Sunny who is an actual angel", [
    U("pet", "beagle", "dog"),
    U("pet_name", "Biscuit"),
    P("neighbor", "pet", "golden", "golden retriever", "dog"),
    P("neighbor", "pet_name", "Sunny"),
    P("neighbor", "relation", "neighbor", "neighbour", req=False),
], tag=True),
case(E, "lived in Melbourne for 6 years but moved back to Auckland last fall, honestly miss the coffee", [
    U("city", "Auckland"),
    U("hometown", "Auckland", req=False),
], tag=True),
case(E, "allergic to shellfish, i carry an epipen literally everywhere", [
    U("allergy", "shellfish"),
]),
case(E, "if i had a dollar for every time someone asked if i'm related to Taylor Swift... my last name is Swift tho. first name Megan", [
    U("name", "Megan", "Megan Swift"),
], tag=True),
case(E, "my boyfriend Marco is italian and insists pineapple on pizza is a crime. i think it's delicious", [
    U("partner", "Marco"),
    P("Marco", "relation", "boyfriend"),
    P("Marco", "hometown", "italian", "Italy", req=False),
    P("Marco", "dislike", "pineapple on pizza", req=False),
    U("fav_food", "pineapple on pizza", req=False),
]),
case(E, "i play bass in a garage band on weekends, a beat up fender jazz bass, mostly punk covers", [
    U("instrument", "bass"),
    U("belonging", "fender jazz bass", "fender"),
    U("fav_music", "punk", req=False),
]),
case(E, "lol i'm basically a professional napper. jk, i'm a paralegal at a law firm here in Boston", [
    U("job_title", "paralegal"),
    U("industry", "law", "legal"),
    U("city", "Boston"),
], tag=True),
case(E, "just adopted a rescue greyhound, named her Pickles 🐕", [
    U("pet", "greyhound", "dog"),
    U("pet_name", "Pickles"),
]),
case(E, "wish i could speak spanish, my in-laws only speak spanish and i just smile and nod. fluent in french though, grew up in Montreal", [
    U("language", "french"),
    U("hometown", "Montreal"),
], tag=True),
case(E, "i'm not vegan, my roommate is. i just eat whatever she cooks lol", [
    P("roommate", "diet", "vegan"),
    P("roommate", "relation", "roommate", req=False),
], tag=True),
case(E, "my birthday's march 14, pi day, so yes i get pie instead of cake", [
    U("birthday", "march 14"),
]),
case(E, "My coworker swears he's the best golfer in the office. I'm the one who actually plays, every Sunday, handicap 12", [
    U("sport", "golf"),
    P("coworker", "relation", "coworker", req=False),
], tag=True),
case(E, "my ex still works at Amazon, thank god i don't anymore. i'm at a small startup now doing backend", [
    P("ex", "employer", "Amazon"),
    U("job_title", "backend", "backend developer", "backend engineer"),
    U("employer", "startup", req=False),
], tag=True),
case(E, "Can you recommend a good book? My all-time favorite is East of Eden but I've reread it too many times", [
    U("fav_book", "East of Eden"),
]),
case(E, [
    ("g", "Priya", "i just started at Microsoft, week 2 and already lost lol"),
    ("g", "Dana", "congrats!! i'm still grinding at Deloitte"),
    ("g", "Tom", "I'm unemployed and loving every minute"),
], [
    U("employer", "Deloitte"),
    P("Priya", "employer", "Microsoft"),
], tag=True, me="Dana"),
case(E, "I'm gluten free (celiac), so bakeries are my nemesis", [
    U("health|diet|allergy", "celiac"),
    U("diet", "gluten free"),
]),
case(E, "my husband thinks he can cook. he cannot. i'm the chef in this house, literally, i'm a line cook at a steakhouse", [
    U("partner", "husband"),
    U("job_title", "line cook", "cook"),
], tag=True),
case(E, "people assume i'm from texas because of the accent but i'm from Oklahoma, Tulsa specifically", [
    U("hometown", "Tulsa", "Oklahoma"),
], tag=True),
case(E, "i drive a 2012 honda civic with 200k miles and she refuses to die", [
    U("belonging", "honda civic", "civic", "2012 honda civic"),
]),
case(E, "Everyone in my family is a doctor except me. I'm the black sheep who studied art history and now sells insurance", [
    U("major", "art history"),
    U("job_title", "sells insurance", "insurance agent"),
    U("industry", "insurance", req=False),
], tag=True),
case(E, "fav movie ever = the princess bride. i can quote the whole thing", [
    U("fav_film", "the princess bride", "princess bride"),
]),
case(E, "my best friend Kai lives in Seattle and works at Boeing. meanwhile i'm stuck in Ohio lol", [
    U("city|place", "Ohio"),
    P("Kai", "city", "Seattle"),
    P("Kai", "employer", "Boeing"),
    P("Kai", "relation", "best friend", "friend"),
], tag=True),
case(E, "i don't really have hobbies unless you count doom scrolling. oh wait i do knit, like a lot", [
    U("hobby", "knit", "knitting"),
], tag=True),
case(E, [
    ("u", "long day at the hospital again"),
    ("a", "Sounds exhausting! Are you a nurse?"),
    ("u", "respiratory therapist actually. 12 hour shifts"),
], [
    U("job_title", "respiratory therapist"),
    U("employer|place", "hospital", req=False),
], tag=True),
case(E, "email me at sam.rivera88@gmail.com, i check it more than texts", [
    U("email", "sam.rivera88@gmail.com"),
]),
case(E, "My twin brother got the athletic genes, he's a personal trainer. I got the allergies: cats, dust, pollen, you name it", [
    U("family", "twin brother", "brother"),
    P("brother", "job_title", "personal trainer"),
    U("allergy", "cats", "cat"),
    U("allergy", "dust"),
    U("allergy", "pollen"),
], tag=True),
case(E, "hey i'm Oliver btw, most people call me Ollie", [
    U("name", "Oliver"),
    U("nickname", "Ollie"),
]),
case(E, "thinking about getting a masters in data science but i already have a BS in biology so idk", [
    U("degree", "BS", "bachelor's", "bachelor"),
    U("major", "biology"),
], tag=True),
case(E, "We're moving to Denver in June, lease is signed! Still in Atlanta till then", [
    U("city", "Atlanta"),
    U("plan", "moving to Denver", "Denver"),
], tag=True),
case(E, "my cardiologist says my blood pressure is 'concerning'. i say it's 'character'. anyway yes i have hypertension", [
    U("health", "hypertension", "high blood pressure"),
]),
case(E, [
    ("gx", "Rachel", "who's bringing what saturday? i can do my lasagna"),
    ("g", "Ben", "i'll bring beer. also heads up i'm allergic to tree nuts"),
    ("g", "Lucy", "my kid Max is lactose intolerant so nothing dairy for him pls"),
    ("g", "Rachel", "noted! Ben you're still in Brooklyn right?"),
    ("g", "Ben", "nope, moved to Queens in may"),
], [
    P("Ben", "allergy", "tree nuts"),
    P("Ben", "city|place", "Queens"),
    P("Max", "health|allergy|diet", "lactose intolerant"),
], tag=True),
case(E, "i'm a 3rd year phd student in chemistry at Rice", [
    U("degree", "phd"),
    U("major", "chemistry"),
    U("school", "Rice", "Rice University"),
]),
case(E, "i hate olives with a passion. my wife puts them on everything just to mess with me", [
    U("dislike", "olives"),
    U("partner", "wife"),
]),
case(E, "haha no i'm not THE Chris Evans, just a plumber from Leeds with the same name", [
    U("name", "Chris Evans"),
    U("job_title", "plumber"),
    U("hometown|city", "Leeds"),
], tag=True),
case(E, "been learning korean for about a year, can finally watch dramas without subs (mostly)", [
    U("language", "korean"),
]),
case(E, "my therapist thinks i might have adhd, nothing diagnosed, just what she said. kinda ironic since i'm a 911 dispatcher and focus is my whole job", [
    U("job_title", "911 dispatcher", "dispatcher"),
    P("therapist", "relation", "therapist", req=False),
], tag=True),
case(E, "i live in Hell's Kitchen and the name is accurate every single summer", [
    U("place|city", "Hell's Kitchen"),
    U("city", "New York", "NYC", req=False),
]),
case(E, "If I won the lottery I'd buy a farm with goats. For now it's me, a studio apartment, and one very lazy hamster named Toast", [
    U("pet", "hamster"),
    U("pet_name", "Toast"),
], tag=True),
case(E, "my daughter Ava turns 6 tomorrow, we're doing a unicorn party", [
    U("family", "Ava", "daughter"),
    P("Ava", "relation", "daughter"),
    P("Ava", "age", "6", "six", req=False),
]),
case(E, "my dad was a mechanic for 30 years, retired now. i went the other way, software engineer at a bank", [
    U("job_title", "software engineer"),
    U("industry", "bank", "banking", "finance"),
    U("family", "dad", req=False),
], tag=True),
case(E, "i swim laps 4x a week, it's the only thing that keeps my back from hurting", [
    U("sport", "swim", "swimming"),
]),
case(E, "My favorite band? Easy. Radiohead. My brother says they're depressing but he listens to nickelback so", [
    U("fav_music", "Radiohead"),
    P("brother", "fav_music", "nickelback", req=False),
    U("family", "brother", req=False),
]),
case(E, [
    ("u", "Iris what do you do for fun?"),
    ("a", "I love stargazing! I could name constellations all night. What about you?"),
    ("u", "honestly i just bake. sourdough mostly, kept my starter alive for three years"),
], [
    C("hobby", "stargazing"),
    U("hobby", "bake", "baking", "sourdough"),
], tag=True, character="Iris"),
case(E, "my cell is 415-555-0198 if the app glitches again", [
    U("phone", "415-555-0198"),
]),
case(E, [
    ("g", "Alex", "anyone know a good vet in Austin? my cat Luna is sick"),
    ("g", "Jordan", "dr. patel on lamar! she saved my parrot Kiwi last year"),
    ("g", "Sam", "i don't have pets, just plants"),
], [
    U("pet", "parrot"),
    U("pet_name", "Kiwi"),
    P("Alex", "pet", "cat"),
    P("Alex", "pet_name", "Luna"),
    P("Alex", "city", "Austin", req=False),
    U("city", "Austin", req=False),
], tag=True, me="Jordan"),
case(E, "I teach 3rd grade at a public school in Chicago, 11 years now", [
    U("job_title", "teach 3rd grade", "teacher", "3rd grade teacher"),
    U("city", "Chicago"),
]),
case(E, "my wife is a surgeon, so people assume i'm a doctor too. nope, i'm a stay at home dad", [
    U("partner", "wife"),
    P("wife", "job_title", "surgeon"),
    U("job_title", "stay at home dad"),
    U("gender", "dad", "male", req=False),
], tag=True),
case(E, "not gonna lie i've never read harry potter. my fav book is probably dune", [
    U("fav_book", "dune"),
], tag=True),
case(E, "Grew up in Kerala, moved to Bangalore for work, been here 8 years. I speak Malayalam, Hindi and English", [
    U("hometown", "Kerala"),
    U("city", "Bangalore", "Bengaluru"),
    U("language", "Malayalam"),
    U("language", "Hindi"),
    U("language", "English"),
]),
case(E, "my boss is a marathoner and keeps trying to get me to join. hard pass, i do yoga", [
    U("sport|hobby", "yoga"),
    P("boss", "sport", "marathon", "marathoner", "running"),
    P("boss", "relation", "boss", req=False),
], tag=True),
case(E, "i'm nonbinary, they/them pls", [
    U("gender", "nonbinary", "non-binary"),
]),
case(E, "as a guy who cries at every pixar movie i have no shame left", [
    U("gender", "guy", "male"),
]),
case(E, "i'm type 1 diabetic since age 9, the pump is my best friend", [
    U("health", "type 1 diabetic", "type 1 diabetes", "diabetes"),
]),
case(E, "got my nursing license last month 🎉 starting at Mercy General on the 15th, offer's signed", [
    U("employer|plan", "Mercy General"),
    U("job_title|plan", "nursing", "nurse"),
]),
case(E, [
    ("gx", "Mike", "yo my band has a gig friday at the Rusty Anchor, i'm on drums"),
    ("g", "Tyler", "i'll be there. finally off night shift at the warehouse"),
    ("g", "Mike", "nice. bring your gf"),
    ("g", "Tyler", "we broke up lol"),
], [
    U("instrument", "drums"),
    U("plan", "gig", req=False),
    P("Tyler", "employer|job_title", "warehouse", req=False),
], tag=True),
case(E, [
    ("g", "Nina", "so i finally got my wisdom teeth out, face is a balloon"),
    ("g", "Greg", "lol i had mine out in college. i'm a dentist now, so karma"),
    ("g", "Nina", "LOL you're literally a dentist and didn't warn me??"),
], [
    P("Greg", "job_title", "dentist"),
], tag=True, me="Nina"),
case(E, [
    ("g", "Leo", "just moved into my new place in Oakland!! cat tax incoming"),
    ("g", "Hana", "omg is that Mochi? she got so big"),
    ("g", "Leo", "yep, 4 now, still a menace"),
    ("g", "Hana", "i want a cat so bad but my landlord says no"),
], [
    U("city", "Oakland"),
    U("pet", "cat"),
    U("pet_name", "Mochi"),
], tag=True, me="Leo"),
case(E, "we live in the Mission, rent is insane but the burritos make up for it", [
    U("place|city", "the Mission", "Mission"),
    U("city", "San Francisco", "SF", req=False),
]),
case(E, "i'm a freelance photographer in Portland, mostly weddings and the odd dog portrait", [
    U("job_title", "freelance photographer", "photographer"),
    U("city", "Portland"),
]),
case(E, "Hi, I'm Priyanka, 31, and I've been a vet tech for six years", [
    U("name", "Priyanka"),
    U("age", "31"),
    U("job_title", "vet tech", "veterinary technician"),
]),
case(E, "my husband Daniel is a firefighter here in Reno, i mostly just worry", [
    U("partner", "Daniel"),
    P("Daniel", "relation", "husband"),
    P("Daniel", "job_title", "firefighter"),
    U("city", "Reno"),
]),
]
