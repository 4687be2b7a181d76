"""Assemble dev set 13: shuffle with seed 13, number d13-001..., write dev_set.jsonl + tags.json, print counts."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title", "industry",
         "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby", "instrument",
         "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy", "health", "plan",
         "belonging", "place", "language", "email", "phone"]

def main():
    items = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(13).shuffle(items)
    out_dir = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tags, lines = [], []
    for i, it in enumerate(items, 1):
        cid = f"d13-{i:03d}"
        case = {"id": cid, **it["case"]}
        lines.append(json.dumps(case, ensure_ascii=False))
        if it["neg"]:
            tags.append(cid)
    with open(os.path.join(out_dir, "dev_set.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(out_dir, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
    stats(items, tags)

def kind_of(owner):
    return "user" if owner == "user" else "character" if owner == "character" else "person"

def stats(items, tags):
    facts = [(it, e) for it in items for e in it["case"]["expect"]]
    req = sum(e["required"] for _, e in facts)
    print(f"{len(items)} cases, {len(facts)} facts ({req} required, {len(facts) - req} not required)")
    print("empty expect:", sum(not it["case"]["expect"] for it in items), "| tagged:", len(tags),
          f"({100 * len(tags) / len(items):.0f} %)")
    sd = [it for it in items if it["kind"] in ("chat", "diary")]
    print("tagged among short chats + diaries:", sum(it["neg"] for it in sd), "of", len(sd))
    print("kinds:", dict(Counter(it["kind"] for it in items)))
    g = [it for it in items if it["kind"] == "group"]
    print("groups with me:", sum(it["case"]["me"] is not None for it in g), "| with exporter_me:",
          sum(it["case"]["me"] is None for it in g))
    print("companions:", sorted(it["case"]["character"] for it in items if it["case"]["character"]))
    print("dated:", sum(any("at" in t for t in it["case"]["turns"]) for it in items),
          "| multi-turn:", sum(len(it["case"]["turns"]) > 1 for it in items))
    print("\n| lang | cases | % | facts | required | tagged |\n|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        its = [it for it in items if it["case"]["lang"] == lang]
        fs = [e for it in its for e in it["case"]["expect"]]
        print(f"| {lang} | {len(its)} | {100 * len(its) / len(items):.1f} % | {len(fs)} | "
              f"{sum(e['required'] for e in fs)} | {sum(it['neg'] for it in its)} |")
    print("\n| owner | facts | required |\n|---|---|---|")
    for k in ("user", "person", "character"):
        fs = [e for _, e in facts if kind_of(e["owner"]) == k]
        print(f"| {k} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    print("\nperson owners (distinct per case, summed):",
          sum(len({e["owner"] for e in it["case"]["expect"] if e["owner"].startswith("p:")}) for it in items))
    tab = defaultdict(Counter)
    for _, e in facts:
        s = e["slot"][0]
        tab[s][kind_of(e["owner"])] += 1
        tab[s]["all"] += 1
        tab[s]["req"] += e["required"]
        tab[s]["ureq"] += e["required"] and e["owner"] == "user"
    print("\n| slot | user | person | character | all | required | user required |\n|---|---|---|---|---|---|---|")
    short = []
    for s in SLOTS:
        t = tab[s]
        print(f"| {s} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if s != "relation" and t["ureq"] < 3:
            short.append(s)
    print("\nslots with < 3 required user facts:", short or "none")

if __name__ == "__main__":
    main()
