"""Assemble the cases, shuffle with a fixed seed, number them, write blind_set.jsonl and tags.json."""
import json, os, random
import cases_zh, cases_en, cases_mix

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")


def main():
    cases = cases_zh.CASES + cases_en.CASES + cases_mix.CASES
    random.Random(20240603).shuffle(cases)
    out, tags = [], []
    for i, c in enumerate(cases, 1):
        cid = f"c{i:03d}"
        if c["_tempt"]:
            tags.append(cid)
        out.append({"id": cid, "lang": c["lang"], "me": c["me"], "character": c["character"],
                    "turns": c["turns"], "expect": c["expect"]})
    with open(os.path.join(ROOT, "blind_set.jsonl"), "w", encoding="utf-8") as f:
        for c in out:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "tags.json"), "w", encoding="utf-8") as f:
        json.dump(tags, f, ensure_ascii=False)
        f.write("\n")
    print(f"wrote {len(out)} cases, {len(tags)} tagged")


if __name__ == "__main__":
    main()
