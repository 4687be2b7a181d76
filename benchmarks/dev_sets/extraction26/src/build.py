"""Assemble dev set 26: shuffle with seed 26, number d26-001…, write dev_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
random.Random(26).shuffle(cases)
rows, tags = [], []
for i, cs in enumerate(cases, 1):
    cid = f"d26-{i:03d}"
    if cs["_neg"]:
        tags.append(cid)
    rows.append({"id": cid, "lang": cs["lang"], "me": cs["me"], "character": cs["character"],
                 "turns": cs["turns"], "expect": cs["expect"]})
with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False, indent=0)
    f.write("\n")

facts = [(cs, e) for cs in cases for e in cs["expect"]]
req = sum(e["required"] for _, e in facts)
print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required); "
      f"empty expect: {sum(not cs['expect'] for cs in cases)}; tagged: {len(tags)}")
grp = [cs for cs in cases if cs["_kind"] == "group"]
print(f"group chats: {len(grp)} (me: {sum(cs['me'] is not None for cs in grp)}, exporter_me: "
      f"{sum(cs['me'] is None for cs in grp)}); companions: {sum(bool(cs['character']) for cs in cases)}; "
      f"dated: {sum(any('at' in t for t in cs['turns']) for cs in cases)}; "
      f"multi-turn: {sum(len(cs['turns']) > 1 for cs in cases)}")

print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
for lg in ("zh", "en", "mix"):
    cl = [cs for cs in cases if cs["lang"] == lg]
    fl = [e for cs in cl for e in cs["expect"]]
    print(f"| {lg} | {len(cl)} | {100 * len(cl) / len(cases):.1f} % | {len(fl)} | "
          f"{sum(e['required'] for e in fl)} | {sum(cs['_neg'] for cs in cl)} |")

print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
for k in ("short", "diary", "companion", "group"):
    n = [sum(cs["_kind"] == k and cs["lang"] == lg for cs in cases) for lg in ("zh", "en", "mix")]
    print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


print("\n| owner | facts | required |\n|---|---|---|")
for k in ("user", "person", "character"):
    fl = [e for _, e in facts if okind(e["owner"]) == k]
    print(f"| {k} | {len(fl)} | {sum(e['required'] for e in fl)} |")
print(f"\nPerson owners (distinct per case, summed): "
      f"{sum(len({e['owner'] for e in cs['expect'] if e['owner'].startswith('p:')}) for cs in cases)}")

SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]
tab = defaultdict(Counter)
for _, e in facts:
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
