"""Assemble blind extraction set 14: shuffle with seed 14, number b14-001..., write
../blind_set.jsonl and ../tags.json, print the counts used in the README."""
import json, os, random
from collections import Counter, defaultdict

import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

allc = []
for mod in (cases_zh, cases_en, cases_mix):
    for c in mod.CASES:
        allc.append(dict(c, lang=mod.LANG))
random.Random(14).shuffle(allc)

rows, tags = [], []
for i, c in enumerate(allc, 1):
    cid = f"b14-{i:03d}"
    c["id"] = cid
    rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                 "turns": c["turns"], "expect": c["expect"]})
    if c["tag"]:
        tags.append(cid)

with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False, indent=0)
    f.write("\n")


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


facts = [(c, e) for c in allc for e in c["expect"]]
nreq = sum(e["required"] for _, e in facts)
print(f"{len(allc)} cases, {len(facts)} facts ({nreq} required, {len(facts) - nreq} not required)")
print(f"expect []: {sum(not c['expect'] for c in allc)}; tagged: {len(tags)} ({100 * len(tags) / len(allc):.0f} %)")
groups = [c for c in allc if c["kind"] == "group"]
print(f"groups: {len(groups)} ({sum(c['me'] is not None for c in groups)} me, "
      f"{sum(c['me'] is None for c in groups)} exporter_me); companions: "
      f"{sum(c['character'] is not None for c in allc)}; dated: "
      f"{sum(any('at' in t for t in c['turns']) for c in allc)}; multi-turn: {sum(len(c['turns']) > 1 for c in allc)}")
print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
for lg in ("zh", "en", "mix"):
    cs = [c for c in allc if c["lang"] == lg]
    fs = [e for c in cs for e in c["expect"]]
    print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(allc):.1f} % | {len(fs)} | "
          f"{sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
for k in ("short", "diary", "comp", "group"):
    n = [sum(c["kind"] == k and c["lang"] == lg for c in allc) for lg in ("zh", "en", "mix")]
    print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
print("\n| owner | facts | required |\n|---|---|---|")
for ok in ("user", "person", "character"):
    fs = [e for _, e in facts if okind(e["owner"]) == ok]
    print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
print("\nperson owners (distinct per case, summed):",
      sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in allc))
SL = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
      "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
      "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
      "belonging", "place", "language", "email", "phone"]
tab = defaultdict(Counter)
for _, e in facts:
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
