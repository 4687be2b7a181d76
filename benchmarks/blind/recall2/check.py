#!/usr/bin/env python3
"""Validate a cross-lingual recall dev set (stdlib only): this folder's, or the folder given.

usage: python check.py [SET_FOLDER]     (e.g. python check.py ../crosslingual2)

Checks: diary headings and chat.json shape; each query's fields; every answer
substring occurs in exactly one corpus item (a diary entry or a chat message);
a query's script matches its `lang`; a crosslingual query's answer span is in
the other language. Prints counts and OK, or the problems and exits 1.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
CJK = re.compile(r"[\u3400-\u9fff]")
KINDS = {"crosslingual", "paraphrase", "subword", "onechar", "exact"}
LANGS = {"en", "zh"}


def load_items(errors):
    items = []  # (label, text)
    diary = open(os.path.join(HERE, "corpus", "diary.md"), encoding="utf-8").read()
    parts = re.split(r"^## (\d{4}-\d{2}-\d{2})\s*$", diary, flags=re.M)
    dates = parts[1::2]
    if len(dates) != len(set(dates)):
        errors.append("diary: duplicate dates")
    if dates != sorted(dates):
        errors.append("diary: dates out of order")
    for d, body in zip(dates, parts[2::2]):
        if not body.strip():
            errors.append(f"diary {d}: empty entry")
        items.append((f"diary:{d}", body.strip()))
    chat = json.load(open(os.path.join(HERE, "corpus", "chat.json"), encoding="utf-8"))
    if not isinstance(chat, list):
        errors.append("chat.json: not a list")
        chat = []
    for i, m in enumerate(chat):
        if not (isinstance(m, dict) and m.get("role") in ("user", "assistant")
                and isinstance(m.get("content"), str) and m["content"].strip()):
            errors.append(f"chat.json[{i}]: bad message {m!r:.80}")
            continue
        items.append((f"chat:{i}:{m['role']}", m["content"]))
    return items, len(dates), len(chat)


def main():
    errors = []
    items, n_diary, n_chat = load_items(errors)
    counts = collections.Counter()
    targets = collections.Counter()
    ids = set()
    n = 0
    for ln, line in enumerate(open(os.path.join(HERE, "queries.jsonl"), encoding="utf-8"), 1):
        if not line.strip():
            continue
        n += 1
        try:
            q = json.loads(line)
        except ValueError as e:
            errors.append(f"queries.jsonl:{ln}: bad JSON ({e})")
            continue
        where = f"queries.jsonl:{ln}"
        if set(q) != {"id", "query", "answers", "kind", "lang"}:
            errors.append(f"{where}: keys {sorted(q)}")
            continue
        if not isinstance(q["id"], str) or q["id"] in ids:
            errors.append(f"{where}: missing or duplicate id {q['id']!r}")
        ids.add(q["id"])
        if not isinstance(q["query"], str) or not q["query"].strip():
            errors.append(f"{where}: empty query")
            continue
        if q["kind"] not in KINDS or q["lang"] not in LANGS:
            errors.append(f"{where}: kind/lang {q['kind']!r}/{q['lang']!r}")
            continue
        if not (isinstance(q["answers"], list) and q["answers"]
                and all(isinstance(a, str) and a for a in q["answers"])):
            errors.append(f"{where}: answers must be a non-empty list of strings")
            continue
        is_zh = bool(CJK.search(q["query"]))
        if is_zh != (q["lang"] == "zh"):
            errors.append(f"{where}: lang {q['lang']} but query is {q['query']!r}")
        counts[(q["kind"], q["lang"])] += 1
        for a in q["answers"]:
            hits = [label for label, text in items if a in text]
            if len(hits) != 1:
                errors.append(f"{where}: answer {a!r} found in {len(hits)} items {hits[:4]}")
                continue
            targets[hits[0]] += 1
            if q["kind"] == "crosslingual" and bool(CJK.search(a)) == is_zh:
                errors.append(f"{where}: crosslingual but answer {a!r} is in the query's language")
            if q["kind"] == "exact":
                words = [w for w in re.findall(r"[A-Za-z]+|[\u3400-\u9fff]+", q["query"])]
                if not any(w in a or a in q["query"] for w in words):
                    errors.append(f"{where}: exact query shares no words with {a!r}")
    print(f"corpus: {n_diary} diary entries, {n_chat} chat messages")
    print(f"queries: {n}, distinct target items: {len(targets)}")
    for kind in sorted(KINDS):
        row = {lang: counts[(kind, lang)] for lang in sorted(LANGS)}
        print(f"  {kind:13s} total={sum(row.values()):3d}  " +
              "  ".join(f"{l}={c}" for l, c in row.items()))
    print("  by lang: " + "  ".join(
        f"{l}={sum(c for (k, ll), c in counts.items() if ll == l)}" for l in sorted(LANGS)))
    if counts_kind(counts, "crosslingual") < 45:  # the first set has 70, the second 45
        errors.append("fewer than 45 crosslingual queries")
    if errors:
        for e in errors:
            print("ERROR", e)
        sys.exit(1)
    print("OK")


def counts_kind(counts, kind):
    return sum(c for (k, _), c in counts.items() if k == kind)


if __name__ == "__main__":
    main()
