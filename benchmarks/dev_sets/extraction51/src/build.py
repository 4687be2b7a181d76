"""Assemble dev set 51: shuffle with seed 51, number d51-001..., write ../dev_set.jsonl and ../tags.json, print counts."""
import json, random, os
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
cases = cases_zh.C + cases_en.C + cases_mix.C
random.Random(51).shuffle(cases)
out, tags = [], []
for i, c in enumerate(cases, 1):
    cid = f"d51-{i:03d}"
    out.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                "turns": c["turns"], "expect": c["expect"]})
    if c["_tag"]:
        tags.append(cid)
with open(os.path.join(HERE, "..", "dev_set.jsonl"), "w", encoding="utf-8") as fh:
    for o in out:
        fh.write(json.dumps(o, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "..", "tags.json"), "w", encoding="utf-8") as fh:
    json.dump(tags, fh, ensure_ascii=False, indent=0)

facts = [e for o in out for e in o["expect"]]
print(f"{len(out)} cases, {len(facts)} facts ({sum(e['required'] for e in facts)} required), "
      f"tagged {len(tags)}, empty {sum(not o['expect'] for o in out)}")
kinds = Counter(c["_kind"] for c in cases)
print("kinds", dict(kinds), "| groups with me:", sum(1 for c in cases if c["_kind"] == "group" and c["me"]),
      "| parents:", sum(c["_parent"] for c in cases),
      "| companions:", sorted({c["character"] for c in cases if c["character"]}))
print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
for lg in ("zh", "en", "mix"):
    cs = [(c, o) for c, o in zip(cases, out) if o["lang"] == lg]
    fs = [e for _, o in cs for e in o["expect"]]
    print(f"| {lg} | {len(cs)} | {100*len(cs)/len(out):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['_tag'] for c, _ in cs)} |")
def kind(e):
    return "person" if e["owner"].startswith("p:") else e["owner"]
print("\n| owner | facts | required |\n|---|---|---|")
for k in ("user", "person", "character"):
    fs = [e for e in facts if kind(e) == k]
    print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
print("\nPerson owners (distinct per case, summed):", sum(len({e['owner'] for e in o['expect'] if e['owner'].startswith('p:')}) for o in out))
SL = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
      "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
      "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
      "belonging", "place", "language", "email", "phone"]
t = defaultdict(Counter)
for e in facts:
    sl = e["slot"][0]; k = kind(e)
    t[sl][k] += 1; t[sl]["all"] += 1
    if e["required"]:
        t[sl]["req"] += 1
        if k == "user": t[sl]["ureq"] += 1
print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
low = []
for sl in SL:
    c = t[sl]
    print(f"| {sl} | {c['user']} | {c['person']} | {c['character']} | {c['all']} | {c['req']} | {c['ureq']} |")
    if sl != "relation" and c["ureq"] < 3: low.append(sl)
print("\nslots with < 3 required user facts:", low or "none")
