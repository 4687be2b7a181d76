"""Shuffle (seed 37), number d37-001.., write ../dev_set.jsonl and ../tags.json, print counts."""
import json, random, collections, os
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
random.Random(37).shuffle(cases)
tags = []
kinds = collections.Counter()
groups = collections.Counter()
out = []
for i, c in enumerate(cases, 1):
    cid = f"d37-{i:03d}"
    if c["_tag"]:
        tags.append(cid)
    kinds[c["_kind"]] += 1
    if c["_kind"] == "group":
        groups["me" if c["me"] else "exporter_me"] += 1
    out.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                "turns": c["turns"], "expect": c["expect"]})
with open(os.path.join(HERE, "..", "dev_set.jsonl"), "w", encoding="utf-8") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "..", "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False, indent=0)

facts = [e for c in out for e in c["expect"]]
print(f"cases {len(out)}, facts {len(facts)} (required {sum(e['required'] for e in facts)}, "
      f"optional {sum(not e['required'] for e in facts)}), empty {sum(not c['expect'] for c in out)}, "
      f"tagged {len(tags)} ({100*len(tags)/len(out):.0f} %)")
print("kinds", dict(kinds), "groups", dict(groups),
      "multi-turn", sum(len(c["turns"]) > 1 for c in out),
      "characters", sorted({c["character"] for c in out if c["character"]}))
tagset = set(tags)
print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
for lang in ("zh", "en", "mix"):
    cs = [c for c in out if c["lang"] == lang]
    fs = [e for c in cs for e in c["expect"]]
    print(f"| {lang} | {len(cs)} | {100*len(cs)/len(out):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
          f"{sum(c['id'] in tagset for c in cs)} |")
def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"
print("\n| owner | facts | required |\n|---|---|---|")
for k in ("user", "person", "character"):
    fs = [e for e in facts if okind(e["owner"]) == k]
    print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
print("\nPerson owners (distinct per case, summed):",
      sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in out))
from h import _split  # noqa
SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
         "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
         "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]
print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
low = []
for s in SLOTS:
    fs = [e for e in facts if e["slot"][0] == s]
    cnt = {k: sum(okind(e["owner"]) == k for e in fs) for k in ("user", "person", "character")}
    ur = sum(e["required"] and e["owner"] == "user" for e in fs)
    if s != "relation" and ur < 3:
        low.append((s, ur))
    print(f"| {s} | {cnt['user']} | {cnt['person']} | {cnt['character']} | {len(fs)} | "
          f"{sum(e['required'] for e in fs)} | {ur} |")
print("\nslots with < 3 required user facts:", low or "none")
