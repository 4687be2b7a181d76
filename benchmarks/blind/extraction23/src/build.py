"""Assemble blind set 23: shuffle with seed 23, number b23-001.., write blind_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
random.Random(23).shuffle(cases)
rows, tags = [], []
for i, c in enumerate(cases, 1):
    cid = f"b23-{i:03d}"
    c["id"] = cid
    if c["tag"]:
        tags.append(cid)
    rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                 "turns": c["turns"], "expect": c["expect"]})
with open(os.path.join(OUT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False, indent=0)
    f.write("\n")


def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"


facts = [(c, e) for c in cases for e in c["expect"]]
req = sum(e["required"] for _, e in facts)
print(f"{len(cases)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
print("empty expect:", sum(not c["expect"] for c in cases), " tagged:", len(tags),
      f"({100 * len(tags) / len(cases):.0f} %)")
g = [c for c in cases if c["kind"] == "group"]
print("groups:", len(g), "me:", sum(c["me"] is not None for c in g), "exporter:", sum(c["me"] is None for c in g),
      "speakers:", dict(Counter(len({t["speaker"] for t in c["turns"]}) for c in g)))
print("companions:", len({c["character"] for c in cases if c["character"]}),
      "multi-turn:", dict(sorted(Counter(len(c["turns"]) for c in cases if len(c["turns"]) > 1).items())))
print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
for lg in ("zh", "en", "mix"):
    cs = [c for c in cases if c["lang"] == lg]
    fs = [e for c in cs for e in c["expect"]]
    print(f"| {lg} | {len(cs)} | {100 * len(cs) / len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
print("\n| kind | zh | en | mix | all |\n|---|---|---|---|---|")
for k in ("short", "diary", "companion", "group"):
    n = [sum(c["kind"] == k and c["lang"] == lg for c in cases) for lg in ("zh", "en", "mix")]
    print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
print("\n| owner | facts | required |\n|---|---|---|")
for ok in ("user", "person", "character"):
    fs = [e for _, e in facts if okind(e["owner"]) == ok]
    print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
print("\nPerson owners (distinct per case, summed):",
      sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases))
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
    if e["owner"] == "user" and e["required"]:
        tab[s]["ureq"] += 1
print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
low = []
for s in SL:
    t = tab[s]
    print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
    if s != "relation" and t["ureq"] < 3:
        low.append(s)
print("\nslots with < 3 required user facts:", low or "none")
