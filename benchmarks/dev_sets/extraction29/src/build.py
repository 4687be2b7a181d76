"""Assemble dev set 29: shuffle with seed 29, number d29-001..., write dev_set.jsonl + tags.json, print counts."""
import json, os, random, sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they fill h.CASES)

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
cases = list(h.CASES)
random.Random(29).shuffle(cases)
rows, tags = [], []
for i, c in enumerate(cases, 1):
    cid = f"d29-{i:03d}"
    c["id"] = cid
    if c["tag"]:
        tags.append(cid)
    rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                 "turns": c["turns"], "expect": c["expect"]})
with open(os.path.join(OUT, "dev_set.jsonl"), "w", encoding="utf-8") as fo:
    for r in rows:
        fo.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "tags.json"), "w", encoding="utf-8") as fo:
    json.dump(tags, fo, ensure_ascii=False, indent=0)

facts = [(c, e) for c in cases for e in c["expect"]]
print(f"{len(cases)} cases, {len(facts)} facts, required {sum(e['required'] for _, e in facts)}, "
      f"empty {sum(1 for c in cases if not c['expect'])}, tagged {len(tags)}")
print("groups me/ex:", sum(1 for c in cases if c["kind"] == "group" and c["me"]),
      sum(1 for c in cases if c["kind"] == "group" and not c["me"]),
      "companions:", sum(1 for c in cases if c["character"]),
      "dated:", sum(1 for c in cases if any("at" in t for t in c["turns"])),
      "multi-turn:", sum(1 for c in cases if len(c["turns"]) > 1),
      "tagged short+diary:", sum(1 for c in cases if c["tag"] and c["kind"] in ("short", "diary")))
print("| lang | cases | % | facts | required | tagged |")
for L in ("zh", "en", "mix"):
    cs = [c for c in cases if c["lang"] == L]
    fs = [e for c in cs for e in c["expect"]]
    print(f"| {L} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | {sum(c['tag'] for c in cs)} |")
print("| kind | zh | en | mix | all |")
for k in ("short", "diary", "companion", "group"):
    n = [sum(1 for c in cases if c["kind"] == k and c["lang"] == L) for L in ("zh", "en", "mix")]
    print(f"| {k} | {n[0]} | {n[1]} | {n[2]} | {sum(n)} |")
kind = lambda o: "user" if o == "user" else "character" if o == "character" else "person"
print("| owner | facts | required |")
for k in ("user", "person", "character"):
    fs = [e for _, e in facts if kind(e["owner"]) == k]
    print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
print("Person owners (distinct per case, summed):",
      sum(len({e["owner"] for e in c["expect"] if e["owner"].startswith("p:")}) for c in cases))
t = defaultdict(Counter)
for _, e in facts:
    s = e["slot"][0]
    t[s][kind(e["owner"])] += 1
    t[s]["all"] += 1
    t[s]["req"] += e["required"]
    t[s]["ureq"] += e["required"] and e["owner"] == "user"
print("| slot | user | person | character | all | required | user required |")
for s in ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
          "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name",
          "hobby", "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike",
          "diet", "allergy", "health", "plan", "belonging", "place", "language", "email", "phone"]:
    r = t[s]
    flag = "" if s == "relation" or r["ureq"] >= 3 else "  <-- LOW"
    print(f"| {s} | {r['user']} | {r['person']} | {r['character']} | {r['all']} | {r['req']} | {r['ureq']} |{flag}")
