"""Assemble dev set 34: shuffle with seed 34, number d34-001..., write dev_set.jsonl and tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

cases = list(h.CASES)
random.Random(34).shuffle(cases)
rows, tags = [], []
for i, c in enumerate(cases, 1):
    cid = f"d34-{i:03d}"
    rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                 "turns": c["turns"], "expect": c["expect"]})
    if c["tag"]:
        tags.append(cid)
with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False, indent=0)
    f.write("\n")

# ---- counts ----
def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

facts = [e for c in cases for e in c["expect"]]
print(f"{len(cases)} cases, {len(facts)} facts ({sum(e['required'] for e in facts)} required, "
      f"{sum(not e['required'] for e in facts)} not required)")
print("empty expect:", sum(1 for c in cases if not c["expect"]), " tagged:", len(tags),
      f"({100*len(tags)/len(cases):.0f} %)")
print("tagged among short+diary:", sum(1 for c in cases if c["tag"] and c["kind"] in ("short", "diary")),
      "of", sum(1 for c in cases if c["kind"] in ("short", "diary")))
kinds = Counter((c["kind"], c["lang"]) for c in cases)
print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
for k in ("short", "diary", "companion", "group"):
    print(f"| {k} | " + " | ".join(str(kinds[(k, l)]) for l in ("zh", "en", "mix")) +
          f" | {sum(kinds[(k, l)] for l in ('zh', 'en', 'mix'))} |")
grp = [c for c in cases if c["kind"] == "group"]
print("groups with me:", sum(1 for c in grp if c["me"]), " with exporter_me:", sum(1 for c in grp if not c["me"]))
print("speakers per group:", Counter(len({t['speaker'] for t in c['turns']}) for c in grp))
print("multi-turn cases:", sum(1 for c in cases if len(c["turns"]) > 1),
      " dated cases:", sum(1 for c in cases if any('at' in t for t in c['turns'])))
print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
for l in ("zh", "en", "mix"):
    cs = [c for c in cases if c["lang"] == l]
    fs = [e for c in cs for e in c["expect"]]
    print(f"| {l} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
          f"{sum(c['tag'] for c in cs)} |")
print("\n| owner | facts | required |\n|---|---|---|")
for k in ("user", "person", "character"):
    fs = [e for e in facts if okind(e["owner"]) == k]
    print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
print("\nPerson owners (distinct per case, summed):",
      sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases))
SL = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
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
for s in SL:
    t = tab[s]
    print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
    if s != "relation" and t["ureq"] < 3:
        low.append(s)
print("\nslots with < 3 required user facts:", low or "none")
