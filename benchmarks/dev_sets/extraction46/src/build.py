"""Assemble dev set 46: shuffle with seed 46, number d46-001..., write ../dev_set.jsonl and ../tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")

items = list(h.CASES)
random.Random(46).shuffle(items)
lines, tags = [], []
for n, it in enumerate(items, 1):
    cid = f"d46-{n:03d}"
    c = {"id": cid}
    c.update(it["case"])
    it["id"] = cid
    lines.append(json.dumps(c, ensure_ascii=False))
    if it["tag"]:
        tags.append(cid)
with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")
with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False, indent=0)

facts = [(it, e) for it in items for e in it["case"]["expect"]]
kind = lambda o: "user" if o == "user" else ("character" if o == "character" else "person")
print(f"cases {len(items)}, facts {len(facts)}, required {sum(e['required'] for _, e in facts)}, "
      f"optional {sum(not e['required'] for _, e in facts)}")
print("empty expect:", sum(not it["case"]["expect"] for it in items), " tagged:", len(tags),
      f"({100 * len(tags) / len(items):.0f} %)", " love/hate users:", sum(it["lh"] for it in items))
kinds = Counter((it["lang"], it["kind"]) for it in items)
print("kinds:", dict(sorted(kinds.items())))
grp = [it for it in items if it["kind"] == "group"]
print("groups:", len(grp), "with me:", sum(it["case"]["me"] is not None for it in grp),
      "exporter_me:", sum(it["case"]["me"] is None for it in grp))
print("companions:", sorted(Counter(it["case"]["character"] for it in items if it["case"]["character"]).items()))
print("multi-turn cases:", sum(len(it["case"]["turns"]) > 1 for it in items))
print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
for lang in ("zh", "en", "mix"):
    its = [it for it in items if it["lang"] == lang]
    fs = [e for it in its for e in it["case"]["expect"]]
    print(f"| {lang} | {len(its)} | {100 * len(its) / len(items):.1f} % | {len(fs)} | "
          f"{sum(e['required'] for e in fs)} | {sum(it['tag'] for it in its)} |")
print("\n| owner | facts | required |\n|---|---|---|")
for k in ("user", "person", "character"):
    fs = [e for _, e in facts if kind(e["owner"]) == k]
    print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
print("\nPerson owners (distinct per case, summed):",
      sum(len({e["owner"] for e in it["case"]["expect"] if e["owner"].startswith("p:")}) for it in items))
tab = defaultdict(Counter)
for _, e in facts:
    s = e["slot"][0]
    tab[s][kind(e["owner"])] += 1
    tab[s]["all"] += 1
    tab[s]["req"] += e["required"]
    tab[s]["ureq"] += e["required"] and e["owner"] == "user"
print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
low = []
for s in ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
          "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
          "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
          "belonging", "place", "language", "email", "phone"]:
    t = tab[s]
    print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
    if s != "relation" and t["ureq"] < 3:
        low.append(s)
print("\nslots with < 3 required user facts:", low or "none")
