"""Assemble dev set 9: shuffle with seed 9, number d9-001..d9-160, write dev_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
random.Random(9).shuffle(cases)
rows, tags = [], []
for i, c in enumerate(cases, 1):
    cid = f"d9-{i:03d}"
    rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                 "turns": c["turns"], "expect": c["expect"]})
    if c["tag"]:
        tags.append(cid)
    c["id"] = cid
with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False, indent=0)
    f.write("\n")


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


facts = [e for c in cases for e in c["expect"]]
print(f"{len(cases)} cases, {len(facts)} facts ({sum(e['required'] for e in facts)} required, "
      f"{sum(not e['required'] for e in facts)} not required); empty expect: {sum(not c['expect'] for c in cases)}; "
      f"tagged: {len(tags)} ({100*len(tags)/len(cases):.0f} %)")
print("kinds:", dict(Counter(c["kind"] for c in cases)))
print("multi-turn:", sum(len(c["turns"]) > 1 for c in cases), "dated:", sum(any("at" in t for t in c["turns"]) for c in cases))
print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
for lang in ("zh", "en", "mix"):
    cs = [c for c in cases if c["lang"] == lang]
    fs = [e for c in cs for e in c["expect"]]
    print(f"| {lang} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
print("\n| owner | facts | required |\n|---|---|---|")
for k in ("user", "person", "character"):
    fs = [e for e in facts if okind(e["owner"]) == k]
    print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
print("\nperson owners (distinct per case, summed):",
      sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases))
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]
tab = defaultdict(Counter)
for e in facts:
    s = e["slot"][0]
    tab[s][okind(e["owner"])] += 1
    tab[s]["all"] += 1
    tab[s]["req"] += e["required"]
    tab[s]["ureq"] += e["required"] and e["owner"] == "user"
print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
low = []
for s in SLOTS:
    t = tab[s]
    print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
    if s != "relation" and t["ureq"] < 3:
        low.append(s)
print("\nslots with < 3 required user facts:", low or "none")
