"""Assemble blind extraction set 10: shuffle with seed 10, number b10-001..., write blind_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
items = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
random.Random(10).shuffle(items)
tags, lines = [], []
for n, it in enumerate(items, 1):
    c = {"id": f"b10-{n:03d}"}
    c.update(it["case"])
    lines.append(json.dumps(c, ensure_ascii=False))
    if it["neg"]:
        tags.append(c["id"])
with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")
with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False, indent=0)

# ---- counts
facts = [(it, e) for it in items for e in it["case"]["expect"]]
print(f"cases {len(items)}, facts {len(facts)}, required {sum(e['required'] for _, e in facts)}, "
      f"empty {sum(not it['case']['expect'] for it in items)}, tagged {len(tags)}")
print("kinds", dict(Counter(it["kind"] for it in items)))
g = [it for it in items if it["kind"] == "group"]
print("groups with me", sum(it["case"]["me"] is not None for it in g), "exporter", sum(it["case"]["me"] is None for it in g))
print("multi-turn", sum(len(it["case"]["turns"]) > 1 for it in items), "dated", sum(any("at" in t for t in it["case"]["turns"]) for it in items))
print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
for lg in ("zh", "en", "mix"):
    its = [it for it in items if it["case"]["lang"] == lg]
    fs = [e for it in its for e in it["case"]["expect"]]
    print(f"| {lg} | {len(its)} | {100*len(its)/len(items):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(it['neg'] for it in its)} |")
def ok(o): return "user" if o == "user" else "character" if o == "character" else "person"
print("\n| owner | facts | required |\n|---|---|---|")
for k in ("user", "person", "character"):
    fs = [e for _, e in facts if ok(e["owner"]) == k]
    print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
print("\nperson owners (distinct per case, summed):", sum(len({e['owner'] for e in it['case']['expect'] if e['owner'].startswith('p:')}) for it in items))
SL = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry", "school", "major",
      "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument", "sport", "fav_music", "fav_food",
      "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]
t = defaultdict(Counter)
for _, e in facts:
    s = e["slot"][0]; t[s][ok(e["owner"])] += 1; t[s]["all"] += 1
    t[s]["req"] += e["required"]; t[s]["ureq"] += e["required"] and e["owner"] == "user"
print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
for s in SL:
    c = t[s]
    print(f"| {s} | {c['user']} | {c['person']} | {c['character']} | {c['all']} | {c['req']} | {c['ureq']} |")
