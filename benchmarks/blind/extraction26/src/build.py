"""Assemble blind extraction set 26: shuffle with seed 26, number b26-001..., write blind_set.jsonl and
tags.json one level up, print the counts used in README.md."""
import json, os, random
from collections import Counter, defaultdict
import cases_zh, cases_en, cases_mix

SLOTS = ["name", "nickname", "age", "birthday", "gender", "hometown", "city", "employer", "job_title",
         "industry", "school", "major", "degree", "partner", "family", "relation", "pet", "pet_name", "hobby",
         "instrument", "sport", "fav_music", "fav_food", "fav_book", "fav_film", "dislike", "diet", "allergy",
         "health", "plan", "belonging", "place", "language", "email", "phone"]

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.dirname(here)
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(26).shuffle(cases)
    rows, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"b26-{i:03d}"
        c["id"] = cid
        rows.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                     "turns": c["turns"], "expect": c["expect"]})
        if c["tag"]:
            tags.append(cid)
    with open(os.path.join(out, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(out, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False, indent=0)
        f.write("\n")
    stats(cases, tags)

def okind(o):
    return "user" if o == "user" else "character" if o == "character" else "person"

def stats(cases, tags):
    facts = [e for c in cases for e in c["expect"]]
    req = sum(e["required"] for e in facts)
    print(f"- **{len(cases)} cases, {len(facts)} labelled facts** ({req} `required: true`, {len(facts)-req} `required: false`).")
    empty = sum(1 for c in cases if not c["expect"])
    print(f"- Cases with `expect: []`: {empty}. Tagged cases: {len(tags)} ({100*len(tags)/len(cases):.0f} %).")
    kinds = Counter(c["kind"] for c in cases)
    gme = sum(1 for c in cases if c["kind"] == "group" and c["me"])
    print(f"- Kinds: {dict(kinds)}; group chats with `me`: {gme}, with `exporter_me`: {kinds['group']-gme}.")
    chars = sorted({c["character"] for c in cases if c["character"]})
    print(f"- Companions: {', '.join(chars)}. Multi-turn cases: {sum(1 for c in cases if len(c['turns'])>1)}.")
    print(f"- Small-business / gig users: {sum(c['biz'] for c in cases)} cases.")
    spk = Counter(len({t['speaker'] for t in c['turns'] if 'speaker' in t}) for c in cases if c['kind']=='group')
    print(f"- Speakers per group chat: {dict(sorted(spk.items()))}")
    print()
    print("| lang | cases | % | facts | required | tagged | group | companion | diary | chat |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for lang in ("zh", "en", "mix"):
        cs = [c for c in cases if c["lang"] == lang]
        fs = [e for c in cs for e in c["expect"]]
        k = Counter(c["kind"] for c in cs)
        print(f"| {lang} | {len(cs)} | {100*len(cs)/len(cases):.1f} % | {len(fs)} | {sum(e['required'] for e in fs)} | "
              f"{sum(c['tag'] for c in cs)} | {k['group']} | {k['comp']} | {k['diary']} | {k['chat']} |")
    print()
    print("| owner | facts | required |")
    print("|---|---|---|")
    for ok in ("user", "person", "character"):
        fs = [e for e in facts if okind(e["owner"]) == ok]
        print(f"| {ok} | {len(fs)} | {sum(e['required'] for e in fs)} |")
    persons = sum(len({e['owner'] for e in c['expect'] if e['owner'].startswith('p:')}) for c in cases)
    print(f"\nPerson owners (distinct per case, summed): {persons}.\n")
    print("| slot | user | person | character | all | required | user required |")
    print("|---|---|---|---|---|---|---|")
    tab = defaultdict(Counter)
    for e in facts:
        sl = e["slot"][0]
        tab[sl][okind(e["owner"])] += 1
        tab[sl]["all"] += 1
        if e["required"]:
            tab[sl]["req"] += 1
            if e["owner"] == "user":
                tab[sl]["ureq"] += 1
    low = []
    for sl in SLOTS:
        t = tab[sl]
        print(f"| {sl} | {t['user']} | {t['person']} | {t['character']} | {t['all']} | {t['req']} | {t['ureq']} |")
        if sl != "relation" and t["ureq"] < 3:
            low.append(sl)
    print("\nslots with < 3 required user facts:", low or "none")

if __name__ == "__main__":
    main()
