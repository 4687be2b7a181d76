"""Assemble cases_*.py into ../blind_set.jsonl and ../tags.json (fixed-seed shuffle, ids c001...)."""
import json, os, random
import h
import cases_zh, cases_en, cases_mix  # noqa: F401  (they append to h.CASES)

here = os.path.dirname(os.path.abspath(__file__))
cases = list(h.CASES)
random.Random(20240602).shuffle(cases)
out, tags = [], []
for i, c in enumerate(cases, 1):
    cid = f"c{i:03d}"
    if c["neg"]:
        tags.append(cid)
    out.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                "turns": c["turns"], "expect": c["expect"]})
with open(os.path.join(here, "..", "blind_set.jsonl"), "w", encoding="utf-8") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(os.path.join(here, "..", "tags.json"), "w", encoding="utf-8") as f:
    json.dump(tags, f, ensure_ascii=False)
print(len(out), "cases,", len(tags), "tagged")
