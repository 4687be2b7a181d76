"""The blind extraction set (benchmarks/blind/extraction, issue #29) in the shape benchmarks/extraction.py scores.

The set's writer saw no rules and named fact kinds in plain words (employer, pet,
fav_food, …); this maps each kind to the slot names `mem` may file it under, by
meaning, fixed before any scoring (a person's instruments were added when the
people index gained that attribute; a person's city accepts where they work,
as the user's city always accepted work::location). usage:

    python benchmarks/blind_extraction_slots.py benchmarks/blind/extraction/blind_set.jsonl blind.jsonl
    python benchmarks/extraction.py --set blind.jsonl --out results.json
"""
import json, sys
USER = {
 "name": ["basic_info::name"], "nickname": ["basic_info::nickname"], "age": ["basic_info::age"],
 "birthday": ["basic_info::birthday"], "gender": ["basic_info::gender"], "hometown": ["basic_info::hometown"],
 "city": ["basic_info::location", "work::location", "basic_info::city"], "employer": ["work::company", "work::employer"],
 "job_title": ["work::title"], "industry": ["work::industry"], "school": ["education::school"],
 "major": ["education::major"], "degree": ["education::degree"],
 "partner": ["relationship::partner", "relationship::*", "family::*"], "family": ["relationship::family", "relationship::*", "family::*"],
 "pet": ["relationship::pets", "pets::*", "interest::pets"], "pet_name": ["relationship::pets", "pets::*", "interest::pets"],
 "hobby": ["interest::*"], "instrument": ["interest::*"], "sport": ["interest::sports", "interest::*"],
 "fav_music": ["interest::music", "preference::music"], "fav_food": ["interest::food", "preference::food"],
 "fav_book": ["interest::books", "preference::books"], "fav_film": ["interest::movies", "interest::films", "preference::movies", "interest::*"],
 "dislike": ["preference::dislikes"], "diet": ["health::diet", "preference::diet"], "allergy": ["health::allergies"],
 "health": ["health::conditions", "health::*"], "plan": ["life_event::goals", "life_event::plans", "plans::*"],
 "belonging": ["belongings::*"], "place": ["places::*"], "language": ["basic_info::languages"],
 "email": ["contact::email"], "phone": ["contact::phone"],
}
PERSON = {
 "name": ["person::name"], "nickname": ["person::nickname", "person::name"], "age": ["person::age"], "birthday": ["person::birthday"],
 "gender": ["person::gender"], "hometown": ["person::hometown"], "city": ["person::residence", "person::city", "person::work_location"],
 "employer": ["person::workplace", "person::employer"], "job_title": ["person::job"], "industry": ["person::industry", "person::job"],
 "school": ["person::school", "person::education"], "major": ["person::major", "person::education"], "degree": ["person::education", "person::degree"],
 "partner": ["person::partner"], "family": ["person::family"], "relation": ["person::relation"],
 "pet": ["person::pets", "person::pet"], "pet_name": ["person::pets", "person::pet"],
 "hobby": ["person::likes", "person::hobbies"], "instrument": ["person::likes", "person::hobbies", "person::instrument", "person::instruments"],
 "sport": ["person::likes", "person::hobbies", "person::sports"], "fav_music": ["person::likes"], "fav_food": ["person::likes"],
 "fav_book": ["person::likes"], "fav_film": ["person::likes"], "dislike": ["person::dislikes"], "diet": ["person::diet"],
 "allergy": ["person::allergies"], "health": ["person::health", "person::conditions"], "plan": ["person::goals", "person::plans"],
 "belonging": ["person::belongings"], "place": ["person::places"], "language": ["person::languages"],
 "email": ["person::email"], "phone": ["person::phone"],
}
CHAR = {"name": ["character::name"]}
src, dst = sys.argv[1], sys.argv[2]
with open(src, encoding="utf-8") as f, open(dst, "w", encoding="utf-8") as g:
    for line in f:
        c = json.loads(line)
        for e in c["expect"]:
            table = USER if e["owner"] == "user" else CHAR if e["owner"] == "character" else PERSON
            slots = []
            for k in e["slot"]:
                slots += table.get(k, [f"unmapped::{k}"])
            if "relation" in e["slot"]:
                e["required"] = False
            e["slot"] = list(dict.fromkeys(slots))
        # naming a person is their identity, not a fact to label: accept person::name = the owner's own key
        for owner in dict.fromkeys(e["owner"] for e in c["expect"] if e["owner"].startswith("p:")):
            c["expect"].append({"owner": owner, "slot": ["person::name"], "value": [owner[2:]], "required": False})
        g.write(json.dumps(c, ensure_ascii=False) + "\n")
