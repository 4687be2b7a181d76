"""English cases of dev set 32 (64): short chats, diaries, companion chats, group chats."""
from h import S, D, K, G, U, P, C

# ---------------- short chats (32) ----------------
S("en", "we run a dairy farm outside of Eau Claire, about 90 head of holsteins. my husband does the milking, i do the books and the calves", [
    U("job_title|belonging", "dairy farm|run a dairy farm|farmer"),
    U("city|place", "Eau Claire", False),
    U("partner", "husband"),
    P("husband", "job_title", "milking", False),
    U("belonging", "holsteins|90 head of holsteins", False),
])
S("en", "not a nurse lol, everyone assumes that. i'm a respiratory therapist at St. Luke's", [
    U("job_title", "respiratory therapist"),
    U("employer", "St. Luke's"),
    U("industry", "healthcare", False),
], tag=True)
S("en", "my number's 555-0193 if the pharmacy needs to call back, the landline's been disconnected since the storm", [
    U("phone", "555-0193"),
], tag=True)
S("en", "Allergic to penicillin. Found out the hard way when I was nine.", [
    U("allergy", "penicillin"),
])
S("en", "if i had a million bucks i'd buy a boat and live on it. realistically i rent a one bedroom in the Oregon District in Dayton and drive a forklift", [
    U("city", "Dayton"),
    U("place", "Oregon District"),
    U("job_title", "drive a forklift|forklift driver|forklift operator"),
], tag=True)
S("en", "My daughter Tessa just got into vet school at Cornell!! proudest mom ever", [
    U("family", "Tessa|daughter"),
    P("Tessa", "relation", "daughter"),
    P("Tessa", "school", "Cornell"),
    P("Tessa", "major", "vet school|veterinary medicine"),
    U("gender", "mom|female", False),
])
S("en", "does anyone know if you can grow blueberries in clay soil? asking for my garden, not a farmer just a retired postman with too much time", [
    U("job_title", "retired|retired postman"),
    U("hobby", "garden|gardening"),
], tag=True)
S("en", "I'm 34, not 43, the form flipped it. Can someone at the clinic fix that", [
    U("age", "34"),
], tag=True)
S("en", "grew up in Tupelo but I've been in Memphis going on twelve years now, Cooper-Young area", [
    U("hometown", "Tupelo"),
    U("city", "Memphis"),
    U("place", "Cooper-Young"),
])
S("en", "my go-to comfort food is my nana's chicken and dumplings. nothing else comes close", [
    U("fav_food", "chicken and dumplings"),
    U("family", "nana", False),
])
S("en", "I don't have a cat, that's my roommate's. Mine is the bearded dragon, his name is Kevin", [
    P("roommate", "pet", "cat"),
    U("pet", "bearded dragon"),
    U("pet_name", "Kevin"),
], tag=True)
S("en", "hey it's Marisol, new email is marisol.vega.farms@gmail.com. the hotmail one got hacked so ignore anything from it. cell is still 608-555-0147", [
    U("phone", "608-555-0147"),
    U("name", "Marisol"),
    U("email", "marisol.vega.farms@gmail.com"),
], tag=True)
S("en", "Finally booked my flight to Dublin for my cousin's wedding, June 14th. first time leaving the country", [
    U("plan", "flight to Dublin|cousin's wedding|Dublin"),
    P("cousin", "plan", "wedding", False),
    U("family", "cousin", False),
])
S("en", "im lactose intolerant but i will NOT give up ice cream, i just suffer", [
    U("health|allergy|diet", "lactose intolerant"),
    U("fav_food", "ice cream", False),
])
S("en", "My brother's a cop in Tulsa. I'm the black sheep, I play bass in a bar band and work at the feed store", [
    P("brother", "job_title", "cop|police officer"),
    P("brother", "city", "Tulsa"),
    U("instrument", "bass"),
    U("job_title", "work at the feed store", False),
    U("employer", "feed store", False),
    U("family", "brother", False),
], tag=True)
S("en", "used to live in Boise, moved back home to Twin Falls after dad got sick. helping mom with the hardware store now", [
    U("city|hometown", "Twin Falls"),
    P("dad", "health", "sick", False),
    U("job_title", "hardware store", False),
    P("mom", "belonging|employer", "hardware store", False),
], tag=True)
S("en", "currently reading Lonesome Dove for the third time. Best book ever written, fight me", [
    U("fav_book", "Lonesome Dove"),
])
S("en", "we named the new heifer Buttercup. the kids picked it. the barn cat is still nameless after two years lol", [
    U("pet|belonging", "heifer", False),
    U("pet_name", "Buttercup", False),
    U("pet", "barn cat|cat", False),
    U("family", "kids", False),
])
S("en", "gluten free for 6 years now, celiac. people think it's a trend diet, it isn't", [
    U("diet", "gluten free|gluten-free"),
    U("health", "celiac"),
])
S("en", "i speak spanish at home with my parents and english everywhere else. my french is terrible, 3 years of high school for nothing", [
    U("language", "spanish"),
    U("language", "english"),
    U("language", "french", False),
    U("family", "parents", False),
], tag=True)
S("en", "My name's Dale, most folks call me Bud. Been driving a school bus in Ozark County 22 years", [
    U("name", "Dale"),
    U("nickname", "Bud"),
    U("job_title", "driving a school bus|school bus driver|bus driver"),
    U("city|place", "Ozark County"),
], tag=True)
S("en", "just got my bachelor's in nursing from Ball State, first in my family to graduate college!!", [
    U("degree", "bachelor's|BSN"),
    U("major", "nursing"),
    U("school", "Ball State"),
])
S("en", "can't stand country music, which is a problem since I live in Nashville and my girlfriend Jolene is a session fiddler", [
    U("dislike", "country music"),
    U("city", "Nashville"),
    U("partner", "Jolene|girlfriend"),
    P("Jolene", "relation", "girlfriend"),
    P("Jolene", "job_title", "session fiddler|fiddler"),
    P("Jolene", "instrument", "fiddle", False),
], tag=True)
S("en", "I'm a guy btw, the profile pic is my sister. Name's Jordan but everyone calls me Jojo", [
    U("name", "Jordan"),
    U("nickname", "Jojo"),
    U("gender", "guy|male"),
    U("family", "sister", False),
], tag=True)
S("en", "favorite album of all time: Rumours by Fleetwood Mac. my dad played it every sunday when we did chores", [
    U("fav_music", "Rumours|Fleetwood Mac"),
])
S("en", "no kids, no pets, just me and about four hundred acres of soybeans", [
    U("job_title|belonging", "soybeans|four hundred acres of soybeans|farmer"),
], tag=True)
S("en", "My birthday is March 3rd. My twin says it's March 4th because he was born after midnight lol", [
    U("birthday", "March 3rd"),
    P("twin", "birthday", "March 4th"),
    U("family", "twin", True),
], tag=True)
S("en", ["Hi! What should I call you?", "Ray is fine. Raymond on paper but nobody uses it"], [
    U("name|nickname", "Ray"),
    U("name", "Raymond"),
])
S("en", "joined a curling league this winter, we're terrible but there's beer after. only thing to do up here in january", [
    U("sport", "curling"),
])
S("en", "starting at Deere & Company in Moline on the 2nd, signed the offer yesterday. leaving the co-op after 9 years feels weird", [
    U("employer|plan", "Deere & Company|John Deere"),
    U("city|plan", "Moline", False),
    U("employer", "co-op", False),
], tag=True)
S("en", "my wife thinks I should see a doctor about the snoring. I think she should buy earplugs", [
    U("partner", "wife"),
    U("health", "snoring", False),
], tag=True)
S("en", "i got a hand-me-down 1998 F-150 from my uncle and honestly it runs better than my old civic ever did", [
    U("belonging", "1998 F-150|F-150"),
    U("family", "uncle", False),
], tag=True)

# ---------------- diaries (10) ----------------
D("en", "Rained all morning so no hay today. Fixed the fence on the north side with Gus, our hired hand, who talked the whole time about his ex. "
        "Mom came by with a pie, she's 81 and still drives herself to church every Sunday. Made chili for supper. "
        "Went through the seed catalog with Ruth after dinner — we've been married 31 years this fall and she still circles twice as much as we can plant. "
        "Took my blood pressure pills, back is sore. Early night.", [
    P("Gus", "relation", "hired hand"),
    P("Gus", "job_title", "hired hand"),
    P("mom", "age", "81"),
    U("partner", "Ruth"),
    P("Ruth", "relation", "married|wife"),
    U("health", "blood pressure|high blood pressure"),
    U("job_title", "farmer|hay", False),
    U("family", "mom", False),
], tag=True)
D("en", "Monday. Overslept, missed the 7:40 bus, got to the office at 9:15. My manager Priya didn't say anything but I saw the look. "
        "I'm a junior accountant at Halvorsen & Reed, it's fine, it pays the rent on my place in Duluth. "
        "Lunch was leftover pad thai. After work went to the climbing gym like every Monday and Thursday — finally sent the purple V4. "
        "Called my sister, she's pregnant with twins (!!!), due in October. Tried to read before bed but fell asleep on page two.", [
    P("Priya", "relation", "manager|boss"),
    U("job_title", "junior accountant|accountant"),
    U("employer", "Halvorsen & Reed"),
    U("city", "Duluth"),
    U("sport", "climbing|bouldering"),
    P("sister", "health", "pregnant|pregnant with twins"),
    U("family", "sister", True),
], tag=True)
D("en", "Today I dreamt I was a famous chef in Paris, which is hilarious because I can barely boil an egg. Woke up in my actual life: "
        "second shift at the poultry plant in Gainesville, deboning line. Carpooled with Luz. Came home, fed Pancho (my chihuahua, 11 years old and mean as a snake). "
        "Watched The Princess Bride again, it's my comfort movie. My son called from basic training at Fort Benning, he sounds tired but good.", [
    U("employer", "poultry plant", False),
    U("city", "Gainesville", False),
    U("job_title", "deboning line|deboning", False),
    U("pet", "chihuahua|dog"),
    U("pet_name", "Pancho"),
    U("fav_film", "The Princess Bride"),
    P("son", "job_title", "basic training|soldier", False),
    P("son", "place|city", "Fort Benning", False),
    U("family", "son", True),
], tag=True)
D("en", "Market day. Sold out of eggs by ten and had half the honey left, which is normal in June. Mrs. Abernathy asked again if I'm the vet's wife — "
        "no ma'am, I'm the vet. Twelve years in practice, Dr. Hollis on the sign out front. Got home, my partner Sam had started on the garden beds. "
        "We're both terrible at tomatoes. Ran four miles at dusk, which I've been doing most nights since the new year. Knee is holding up.", [
    U("job_title", "vet|veterinarian"),
    U("name", "Hollis|Dr. Hollis", False),
    U("partner", "Sam|partner"),
    P("Sam", "relation", "partner"),
    U("sport", "ran|running"),
    U("hobby", "garden|gardening", False),
    U("belonging|job_title", "honey|eggs", False),
], tag=True)
D("en", "Long one. Sister-in-law's funeral in Abilene, drove six hours there and back. Whole family came out — my brother Lonnie looks ten years older. "
        "Ate too much brisket at the reception. Got back to the shop at 8pm because somebody has to feed the dogs — we board dogs out of our place in Sweetwater, "
        "my wife Darlene runs the grooming side. Seventeen dogs tonight. My own two, Biscuit and Roy, are asleep on my feet as I write.", [
    P("Lonnie", "relation", "brother"),
    U("family", "Lonnie|brother"),
    U("city", "Sweetwater"),
    U("job_title|belonging", "board dogs|dog boarding", True),
    U("partner", "Darlene|wife"),
    P("Darlene", "relation", "wife"),
    P("Darlene", "job_title", "grooming|groomer"),
    U("pet", "dogs|dog"),
    U("pet_name", "Biscuit"),
    U("pet_name", "Roy"),
], tag=True)
D("en", "First week at the new job done! Software support at a medical records company, remote, so I'm still in my pajamas in Bozeman. "
        "Old boss from the hotel texted asking if I'd cover a weekend shift — absolutely not. Afternoon walk with Juniper (the husky), she pulled me into a creek. "
        "Made ramen from a packet and added an egg, gourmet. Signed up for the Bridger Ridge run in August, oh no.", [
    U("job_title", "Software support"),
    U("industry", "medical records|health tech", False),
    U("city", "Bozeman"),
    U("pet", "husky|dog"),
    U("pet_name", "Juniper"),
    U("plan", "Bridger Ridge run"),
    U("employer", "hotel", False),
], tag=True)
D("en", "quiet day at the library where i work, maybe eleven people all day. helped an old guy print his boarding pass to Phoenix, he's visiting his grandkids. "
        "knitted on my lunch break — third sweater this year. i'm doing my masters in library science online through Emporia State, one class at a time, "
        "so i had a discussion post due tonight. my boyfriend Caleb made spaghetti. he's allergic to shellfish so no shrimp ever in this house, which is a tragedy.", [
    U("employer", "library", False),
    U("job_title", "librarian", False),
    U("hobby", "knitted|knitting"),
    U("degree", "masters|master's"),
    U("major", "library science"),
    U("school", "Emporia State"),
    U("partner", "Caleb|boyfriend"),
    P("Caleb", "relation", "boyfriend"),
    P("Caleb", "allergy", "shellfish"),
], tag=True)
D("en", "Harvest is in. Thank God. Combine broke twice but my neighbor Arne lent us his. Wheat was 48 bushels an acre, not bad for a dry year. "
        "My grandson Eli stayed with us all week and rode in the cab every day — he's six, wants to be a farmer, we'll see. "
        "Gloria made her rhubarb pie to celebrate. I turned 70 last month and my back knows it.", [
    P("Arne", "relation", "neighbor|neighbour"),
    U("job_title", "farmer|wheat", False),
    U("family", "Eli|grandson"),
    P("Eli", "relation", "grandson"),
    P("Eli", "age", "six|6"),
    U("age", "70"),
    U("partner", "Gloria", False),
], tag=True)
D("en", "Work: night audit at the Comfort Inn off I-40, 11 to 7. Not my dream but I read a lot on the shift. Finished Project Hail Mary tonight, "
        "easily my favorite book now. Came home, slept till 3pm. Mom wants me to come to Sunday dinner in Conway. I'm trying to save up for the LPN program "
        "at the community college — applications open in spring. Still vegetarian, still get teased about it at family dinners.", [
    U("job_title", "night audit|night auditor"),
    U("employer", "Comfort Inn"),
    U("fav_book", "Project Hail Mary"),
    P("mom", "city", "Conway", False),
    U("plan", "LPN program", False),
    U("diet", "vegetarian"),
], tag=True)
D("en", "Sunday. Church, then lunch at Aunt Bev's. She kept saying I'm going to be thirty next year like it's a disease — I'm 28, Bev, I'll be 29. "
        "My cousin Jamal just opened his barbershop on Main, so I got a cut, free because family. Spent the afternoon practicing piano for the Christmas program, "
        "I accompany the choir. Texted Dana, my fiancée, who's in Atlanta for a nursing conference till Wednesday.", [
    U("age", "28"),
    P("Jamal", "relation", "cousin"),
    P("Jamal", "job_title|belonging", "barbershop|barber"),
    U("instrument", "piano"),
    U("hobby", "choir", False),
    U("partner", "Dana|fiancée"),
    P("Dana", "relation", "fiancée|fiancee"),
    P("Dana", "job_title", "nurse|nursing", False),
    U("family", "Aunt Bev", False),
], tag=True)

# ---------------- companion chats (12) ----------------
K("en", "Juno", [
    "juno i got the job!!!",
    "NO WAY congrats!! the marketing one in Chicago you told me about?",
    "no lol that was my friend's interview. mine's the teaching job, 4th grade at Lincoln Elementary, here in Peoria",
    "Oops, my bad! 4th grade teacher, that's amazing. When do you start?",
    "august 19th. already buying way too many stickers",
], [
    U("job_title|plan", "4th grade|teacher|teaching job"),
    U("employer|plan", "Lincoln Elementary"),
    U("city", "Peoria"),
    U("plan", "august 19th", False),
])
K("en", "Milo", [
    "Milo I think I'm going to adopt a dog",
    "Ooh! You've mentioned you live in a tiny apartment in Boston though, right?",
    "That was before, I moved to my grandparents' old farmhouse in Vermont in March",
    "Oh wow, a farmhouse! Plenty of room then. What kind of dog?",
    "Probably a rescue. I already have two goats though, Pickles and Waffle",
], [
    U("city|place", "Vermont"),
    U("place", "farmhouse|grandparents' old farmhouse", False),
    U("pet", "goats|goat"),
    U("pet_name", "Pickles"),
    U("pet_name", "Waffle"),
])
K("en", "Sage", [
    "had a rough shift",
    "I'm sorry. The ER again? You're a paramedic, right?",
    "yeah paramedic, county EMS. we lost a guy tonight",
    "That's heavy. Do you have someone at home to talk to?",
    "my husband Tom, but he's on the road, he hauls cattle. just me and the cat",
], [
    U("job_title", "paramedic"),
    U("employer", "county EMS|EMS"),
    U("partner", "Tom|husband"),
    P("Tom", "relation", "husband"),
    P("Tom", "job_title", "hauls cattle|truck driver|cattle hauler"),
    U("pet", "cat"),
])
K("en", "Pip", [
    "pip what's your favorite song",
    "I'm partial to Clair de Lune, honestly. What about you? Let me guess... Taylor Swift?",
    "lmao no. i'm a metal kid. Gojira forever",
    "Heavy! Do you play anything?",
    "drums, badly. my neighbors hate me",
], [
    C("fav_music", "Clair de Lune"),
    U("fav_music", "Gojira|metal"),
    U("instrument", "drums", False),
])
K("en", "Wren", [
    "Wren can you remember my allergies? the ER form asked and I blanked",
    "Of course. You told me bee stings and... was it latex?",
    "bee stings yes, not latex. it's sulfa drugs",
    "Got it — bee stings and sulfa drugs. Do you carry an EpiPen?",
    "yes always, two in my purse",
], [
    U("allergy", "bee stings|bees"),
    U("allergy", "sulfa drugs|sulfa"),
    U("belonging", "EpiPen"),
])
K("en", "Orla", [
    "orla guess where i'm from",
    "Hmm, with that accent in your typing... Scotland?",
    "close-ish, I'm from a wee village in County Donegal. living in Glasgow now though so you're half right",
    "Ha! Donegal to Glasgow. Do you speak Irish?",
    "I do, went to an Irish-language school. don't get to use it much here",
], [
    U("hometown", "County Donegal|Donegal"),
    U("city", "Glasgow"),
    U("language", "Irish"),
])
K("en", "Beau", [
    "Beau my birthday's tomorrow",
    "Happy early birthday! Turning 25?",
    "turning 40 actually. thank you for the flattery",
    "40 and fabulous! Any plans?",
    "my kids are taking me to the Outback Steakhouse in Lubbock. fanciest place within an hour of our town",
], [
    U("age", "40"),
    U("birthday", "tomorrow", False),
    U("family", "kids"),
    U("plan", "Outback Steakhouse", False),
])
K("en", "Nova", [
    "nova do you think I'd be a good lawyer",
    "You're sharp and you argue well with me! Are you thinking of law school?",
    "no i was joking, i'm a welder and i love it. my mom wanted me to be a lawyer",
    "Haha, a welder! That's a real skill. Where do you work?",
    "shipyard in Pascagoula",
], [
    U("job_title", "welder"),
    U("employer", "shipyard|shipyard in Pascagoula", False),
    U("city", "Pascagoula", False),
    U("family", "mom", False),
])
K("en", "Ivy", [
    "Ivy my grandma's 100th birthday is Saturday",
    "A hundred! Is she the one who lives with you?",
    "No that's my other grandma. The 100 year old is in a nursing home in Bangor",
    "Got it. Are you driving up?",
    "Yep, leaving Friday after my shift at the bakery",
], [
    P("grandma", "age", "100th|100"),
    P("grandma", "place|city", "Bangor|nursing home"),
    U("plan", "driving up|leaving Friday", False),
    U("employer", "bakery", False),
    U("family", "grandma", False),
])
K("en", "Kit", [
    "kit i'm so tired of people assuming stuff",
    "Like what? You know you can tell me anything.",
    "like that i'm straight, or a guy because of my username. i'm a woman, and i have a girlfriend, her name's Noor, we've been together 3 years",
    "Thank you for telling me. Noor sounds lovely. Do you live together?",
    "yeah in Sacramento with her mom and our two rabbits",
], [
    U("gender", "woman|female"),
    U("partner", "Noor|girlfriend"),
    P("Noor", "relation", "girlfriend"),
    U("city", "Sacramento"),
    U("pet", "rabbits|rabbit"),
])
K("en", "Bo", [
    "bo what's your deal, where are you from",
    "I like to think I'm from a little fishing town on the coast of Maine! I've even picked up a bit of Portuguese from the fishermen.",
    "lol cute. i'm actually from a fishing town too, Gloucester. my dad still lobsters",
    "No way! Do you fish too?",
    "nah I do the bookkeeping for his boat and a few others, from my kitchen table",
], [
    C("hometown", "Maine"),
    C("language", "Portuguese", False),
    U("hometown", "Gloucester"),
    P("dad", "job_title", "lobsters|lobsterman"),
    U("job_title", "bookkeeping|bookkeeper"),
    U("family", "dad", False),
])
K("en", "Lumi", [
    "can you help me plan meals? i'm diabetic",
    "Sure! Type 1 or Type 2?",
    "type 1 since I was 12",
    "Got it. Any foods you don't eat?",
    "i'm halal so no pork, and i hate mushrooms",
], [
    U("health", "diabetic|type 1|Type 1 diabetes"),
    U("diet", "halal"),
    U("dislike", "mushrooms"),
])

# ---------------- group chats (10: 5 me, 5 exporter) ----------------
G("en", [
    ("Uncle Ray", "who's bringing what to the reunion"),
    ("Shelby", "I've got potato salad. Also FYI I'm bringing my boyfriend, his name's Travis, be nice"),
    ("Aunt Dot", "A boyfriend! Is he the one from the John Deere dealership?"),
    ("Shelby", "Yes he's a mechanic there. And yes he's nice, stop"),
], [
    U("partner", "Travis|boyfriend"),
    P("Travis", "relation", "boyfriend"),
    P("Travis", "job_title", "mechanic"),
    P("Travis", "employer", "John Deere dealership"),
    U("plan", "reunion|potato salad", False),
], me="Shelby")
G("en", [
    ("Coach Danny", "practice moved to 5:30 thursday"),
    ("Marcus", "works. also I'm out next saturday, I'm getting knee surgery friday"),
    ("Jess", "oh no marcus feel better. I can do snacks"),
    ("Marcus", "thanks jess. it's the ACL, finally fixing it"),
], [
    U("plan", "knee surgery|surgery"),
    U("health", "ACL|knee"),
    P("Jess", "plan", "snacks", False),
], me="Marcus")
G("en", [
    ("Hana", "book club pick for next month??"),
    ("Priscilla", "I vote Where the Crawdads Sing"),
    ("Hana", "read it already, it's my favorite. something new please"),
    ("Olu", "Beloved? I've been meaning to reread it, it's my all time fave"),
], [
    U("fav_book", "Where the Crawdads Sing"),
    P("Olu", "fav_book", "Beloved"),
    U("hobby", "book club", False),
], exporter="Hana")
G("en", [
    ("Big Mike", "anybody need hay this year? got 200 square bales"),
    ("Tuck", "I'll take 40. how's your mom doing"),
    ("Big Mike", "better, she's back home from the hospital. diabetes stuff"),
    ("Rosa", "glad to hear. mike I'll take 60 for the horses"),
    ("Tuck", "rosa how many horses you got now"),
    ("Rosa", "five. plus the mini donkey"),
], [
    P("Big Mike", "belonging", "200 square bales|hay", False),
    P("mom", "health", "diabetes", False),
    U("pet|belonging", "horses|horse"),
    U("pet|belonging", "mini donkey|donkey"),
], exporter="Rosa")
G("en", [
    ("Amir", "new guy starts monday, be nice"),
    ("Leah", "oh fun who is it"),
    ("Amir", "Ben, he's coming over from the Portland office, senior designer"),
    ("Kayla", "is he the one who used to work at Nike?"),
    ("Amir", "that's him. and Leah your desk is moving btw"),
], [
    P("Ben", "job_title", "senior designer"),
    P("Ben", "employer", "Nike", False),
    P("Ben", "city", "Portland", False),
], me="Amir")
G("en", [
    ("Dad", "Your mother wants everyone home for Thanksgiving"),
    ("Em", "I'll be there! driving from Lexington"),
    ("Josh", "can't, I'm on call at the hospital that week. sorry ma"),
    ("Em", "josh you're always on call lol. I'll bring my famous pecan pie"),
], [
    U("city", "Lexington"),
    U("plan", "Thanksgiving|home for Thanksgiving", False),
    P("Josh", "employer", "hospital", False),
    P("Josh", "job_title", "on call", False),
], exporter="Em")
G("en", [
    ("Tori", "who's in for the 5k saturday"),
    ("Deshawn", "me. training for the Chicago marathon in October so I need the miles"),
    ("Lin", "I'm out, sprained my ankle"),
    ("Tori", "nooo lin. deshawn you're a machine"),
], [
    P("Deshawn", "plan", "Chicago marathon"),
    P("Lin", "health", "sprained my ankle|sprained ankle"),
    U("sport", "5k|running", False),
], exporter="Tori")
G("en", [
    ("Gran", "Happy birthday to my favorite granddaughter!!"),
    ("Maddie", "gran i'm your only granddaughter 😂 thank you!!"),
    ("Uncle Pete", "how's it feel to be 21"),
    ("Maddie", "feels the same honestly. still broke, still in college"),
], [
    U("age", "21"),
    U("gender", "granddaughter|female", False),
    U("birthday", "today|birthday", False),
    U("job_title", "student|college", False),
], me="Maddie")
G("en", [
    ("Sarge", "range day sunday 8am, who's in"),
    ("Colt", "in. bringing the new Ruger"),
    ("Willa", "can't, lambing season. we've had 14 so far this week"),
    ("Sarge", "willa you still running sheep out by Dillon?"),
    ("Willa", "yep, 300 ewes, me and my brother"),
], [
    U("job_title|belonging", "sheep|running sheep|ewes"),
    U("city|place", "Dillon"),
    U("family", "brother", False),
    P("Colt", "belonging", "Ruger"),
], me="Willa")
G("en", [
    ("Nate", "anyone know a good dentist in Fargo"),
    ("Kirsten", "Dr. Halvorsen on 13th, I've gone for years"),
    ("Nate", "thanks. just moved here from Minot, still figuring things out"),
    ("Jae", "welcome to fargo nate! what brought you"),
    ("Nate", "new job, I'm an electrician at the hospital"),
], [
    U("city", "Fargo"),
    U("job_title", "electrician"),
    U("employer", "hospital", False),
    P("Kirsten", "city", "Fargo", False),
], exporter="Nate")
