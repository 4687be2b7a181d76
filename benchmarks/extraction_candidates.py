"""Mechanisms tried for offline extraction, measured before choosing (issue 29): what transfers, at what cost.

Usage (from the repository root)::

    python benchmarks/extraction_candidates.py

Three candidates, each measured on what the project may develop on (the
labelled set ``extraction_set.jsonl``) or on words written here:

1. **The e5 model as a zero-shot classifier of the slot a sentence speaks
   about.** Each slot gets a few prototype sentences (written here, both
   languages); a user sentence goes to the slot whose mean prototype vector
   is nearest (cosine), or to *none* below a similarity threshold. Scored on
   the labelled set's single-statement user cases whose labels name one
   slot: accuracy of the top slot, and the cost of encoding a sentence.
   Today's rules are scored the same way (their slot for the sentence).
2. **The e5 model as a zero-shot classifier of a head noun's kind** (手机 →
   phone, 公园 → a place): thing or place, for 24 everyday nouns the word
   table (:mod:`memcli.distill.attributes`) does not list, against the
   table's last-character rule.
3. **Part-of-speech tags from the segmenter already in use** (``rjieba.tag``,
   jieba's tagger in Rust; jieba's own ``posseg`` for comparison): an
   occupation as "我是/当/做 + a noun phrase the tagger marks as nouns",
   instead of the occupation suffixes. Precision and recall of ``work::title``
   on the labelled set's Chinese user statements; tagging cost per sentence.

Writes ``benchmarks/results/extraction_candidates.json``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
from quality_common import git_rev, machine_info  # noqa: E402

# prototype sentences per slot (written for this script: general statements, no data set's wording)
PROTOTYPES: dict[str, list[str]] = {
    "basic_info::name": ["我叫李华。", "我的名字是张伟。", "My name is Anna.", "I'm called Ben."],
    "basic_info::age": ["我今年三十岁。", "我25岁了。", "I'm 30 years old.", "I just turned 41."],
    "basic_info::birthday": ["我的生日是五月三号。", "我是1990年出生的。", "My birthday is on June 5th.", "I was born in 1988."],
    "basic_info::hometown": ["我老家在山东。", "我是广州人。", "I'm originally from Ohio.", "I grew up in a small town in Wales."],
    "basic_info::location": ["我现在住在上海。", "我定居在成都。", "I live in Berlin.", "I'm based in Toronto now."],
    "work::title": ["我是一名护士。", "我的工作是会计。", "I'm a software engineer.", "I work as a teacher."],
    "work::company": ["我在腾讯上班。", "我在一家银行工作。", "I work at Google.", "I'm employed by a small startup."],
    "education::school": ["我毕业于北京大学。", "我在复旦读书。", "I graduated from MIT.", "I went to Oxford."],
    "education::major": ["我学的是计算机。", "我的专业是法律。", "I studied economics.", "My major is biology."],
    "relationship::partner": ["我男朋友叫小王。", "我老婆是老师。", "My wife is a nurse.", "My boyfriend's name is Sam."],
    "relationship::family": ["我妈妈是医生。", "我有一个妹妹。", "My dad is retired.", "I have two brothers."],
    "relationship::pets": ["我养了一只猫。", "我家的狗叫旺财。", "I have a dog named Max.", "My cat sleeps all day."],
    "interest::hobbies": ["我喜欢爬山。", "我平时爱看书。", "I love hiking.", "I enjoy painting on weekends."],
    "interest::food": ["我最喜欢吃火锅。", "我爱喝奶茶。", "I love sushi.", "My favourite food is pizza."],
    "interest::music": ["我喜欢听爵士乐。", "我最喜欢的歌手是周杰伦。", "I love jazz.", "My favourite band is Coldplay."],
    "interest::instruments": ["我会弹钢琴。", "我在学吉他。", "I play the violin.", "I'm learning the drums."],
    "health::allergies": ["我对花生过敏。", "我海鲜过敏。", "I'm allergic to peanuts.", "I have a cat allergy."],
    "health::diet": ["我吃素。", "我不吃猪肉。", "I'm vegan.", "I don't eat meat."],
    "health::conditions": ["我有哮喘。", "我有高血压。", "I have diabetes.", "I suffer from migraines."],
    "life_event::goals": ["我想学日语。", "我的目标是跑马拉松。", "I want to learn French.", "My goal is to run a marathon."],
    "belongings": ["我用的手机是华为。", "我开的是一辆丰田。", "I drive a Honda Civic.", "My laptop is a MacBook."],
    "places": ["我住的小区叫阳光花园。", "我常去楼下的咖啡馆。", "I often go to a cafe called Blue Door.", "My favourite park is Hyde Park."],
}
# kinds of a head noun, with prototype words (the same kinds the word table uses)
NOUN_KINDS: dict[str, list[str]] = {
    "phone": ["手机", "smartphone"], "shoes": ["鞋子", "运动鞋", "sneakers"], "appliance": ["家电", "冰箱", "洗衣机"],
    "cosmetics": ["化妆品", "护肤品", "口红"], "car": ["汽车", "car"], "computer": ["电脑", "laptop"],
    "instrument": ["乐器", "吉他"], "home": ["小区", "公寓"], "visited": ["公园", "商场", "景区", "医院"],
}


def _slot_family(slot: str) -> str:
    topic, _, sub = slot.partition("::")
    if topic in ("belongings", "places"):
        return topic
    if topic == "relationship" and sub not in ("partner", "pets"):
        return "relationship::family"
    if topic == "interest" and sub not in ("food", "music", "instruments"):
        return "interest::hobbies"
    if topic == "work" and sub in ("location", "industry"):
        return "work::company"
    if topic == "education" and sub == "degree":
        return "education::school"
    return slot


def labelled_sentences() -> list[tuple[str, str]]:
    """(sentence, slot family) for single-statement user cases labelled with one user slot."""
    out: list[tuple[str, str]] = []
    for line in (ROOT / "benchmarks" / "extraction_set.jsonl").read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        turns = [t for t in case["turns"] if t["role"] == "user" and not t.get("speaker")]
        slots = {_slot_family(s) for e in case["expect"] if e["owner"] == "user" and e["required"] for s in e["slot"][:1]}
        if len(case["turns"]) == 1 and len(turns) == 1 and len(slots) == 1:
            slot = next(iter(slots))
            if slot in PROTOTYPES:
                out.append((turns[0]["text"], slot))
    return out


def rule_slot(text: str) -> str | None:
    from memcli.distill.extract_zh_en import extract_batch
    from memcli.distill.types import Rec

    rec = Rec(id=1, text=text, role="user", speaker=None, user_id="u", character="", session=None,
              occurred_at="2024-05-01T10:00:00+00:00", occurred_ts=0.0, tokens=1)
    slots = Counter(_slot_family(f"{c.topic}::{c.sub_topic}") for c in extract_batch([rec]) if c.type == "profile")
    return slots.most_common(1)[0][0] if slots else None


def experiment_sentences(emb: Any) -> dict[str, Any]:
    import numpy as np

    items = labelled_sentences()
    keys = list(PROTOTYPES)
    protos = []
    for k in keys:
        v = emb.encode(PROTOTYPES[k]).mean(axis=0)
        protos.append(v / np.linalg.norm(v))
    P = np.vstack(protos)
    texts = [t for t, _ in items]
    t0 = time.process_time()
    V = emb.encode(texts)
    enc_ms = (time.process_time() - t0) * 1000 / max(1, len(texts))
    sims = V @ P.T
    top = [keys[int(i)] for i in sims.argmax(axis=1)]
    e5_right = sum(1 for (_, gold), got in zip(items, top) if got == gold)
    rules = [rule_slot(t) for t in texts]
    rule_right = sum(1 for (_, gold), got in zip(items, rules) if got == gold)
    rule_answered = sum(1 for r in rules if r)
    wrong = [{"text": t, "gold": g, "e5": e} for (t, g), e in zip(items, top) if e != g][:15]
    return {"sentences": len(items), "slots": len(keys),
            "e5_top1_accuracy": round(e5_right / len(items), 3),
            "rules_accuracy": round(rule_right / len(items), 3),
            "rules_precision_when_they_answer": round(rule_right / rule_answered, 3) if rule_answered else None,
            "e5_encode_cpu_ms_per_sentence": round(enc_ms, 2), "e5_wrong_examples": wrong}


# everyday head nouns that are *not* in the word table, each with the family it names (written for this script)
UNSEEN_NOUNS: dict[str, str] = {
    "保温杯": "thing", "卷发棒": "thing", "剃须刀": "thing", "电动牙刷": "thing", "投影仪": "thing", "帐篷": "thing",
    "滑板": "thing", "台灯": "thing", "键盘": "thing", "鼠标": "thing", "行车记录仪": "thing", "床垫": "thing",
    "菜市场": "place", "夜市": "place", "网球场": "place", "植物园": "place", "游乐场": "place", "寺院": "place",
    "菜馆": "place", "火锅店": "place", "理发店": "place", "体育场": "place", "步行街": "place", "美术馆": "place",
}


def experiment_nouns(emb: Any) -> dict[str, Any]:
    """Thing or place, for head nouns the table does not list: e5 prototypes against the table's last-character rule."""
    import numpy as np

    from memcli.distill import attributes as A

    nouns = list(UNSEEN_NOUNS.items())
    keys = list(NOUN_KINDS)
    P = np.vstack([(lambda v: v / np.linalg.norm(v))(emb.encode(NOUN_KINDS[k]).mean(axis=0)) for k in keys])
    V = emb.encode([n for n, _ in nouns])
    e5_kinds = [keys[int(i)] for i in (V @ P.T).argmax(axis=1)]

    def family(kind: str | None) -> str | None:
        if kind in ("home", "visited", "gym", "frequent", "favourite"):
            return "place"
        return None if kind in (None, "other") else "thing"

    def by_table(noun: str) -> str | None:
        if A.named_place_zh("青山" + noun) or A.place_kind_zh(noun):
            return "place"
        return family(A.thing_kind_zh(noun))

    table = [by_table(n) for n, _ in nouns]
    return {"nouns": len(nouns),
            "e5_right": round(sum(family(k) == f for k, (_, f) in zip(e5_kinds, nouns)) / len(nouns), 3),
            "table_right": round(sum(t == f for t, (_, f) in zip(table, nouns)) / len(nouns), 3),
            "table_unknown": sum(t is None for t in table),
            "table_wrong": sum(t is not None and t != f for t, (_, f) in zip(table, nouns)),
            "examples": [{"noun": n, "gold": f, "e5": k, "table": t} for (n, f), k, t in zip(nouns, e5_kinds, table)]}


_JOB_TAGGED = re.compile(r"^我(?:是|当|做)(?:一名|一个|个)?$")


def experiment_tags() -> dict[str, Any]:
    import rjieba

    from memcli.distill.rules.base import job_ok_zh
    from memcli.distill import lexicon as L

    cases = []
    for line in (ROOT / "benchmarks" / "extraction_set.jsonl").read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        if case["lang"] != "zh":
            continue
        for t in case["turns"]:
            if t["role"] == "user" and not t.get("speaker"):
                gold = {v for e in case["expect"] if e["owner"] == "user" and "work::title" in e["slot"] for v in e["value"]}
                cases.append((t["text"], gold))
    t0 = time.process_time()
    tagged = [rjieba.tag(text) for text, _ in cases]
    tag_ms = (time.process_time() - t0) * 1000 / max(1, len(cases))

    def by_tags(tokens: list[tuple[str, str]]) -> set[str]:
        out: set[str] = set()
        for i, (w, _) in enumerate(tokens):
            if w != "我" or i + 1 >= len(tokens):
                continue
            j = i + 1
            while j < len(tokens) and tokens[j][0] in ("是", "当", "做", "一名", "一个", "个"):
                j += 1
            if j == i + 1:
                continue
            phrase = []
            while j < len(tokens) and tokens[j][1] in ("n", "nz", "vn", "nr", "eng", "ng"):
                phrase.append(tokens[j][0])
                j += 1
            if phrase and (j == len(tokens) or tokens[j][1] in ("x", "uj", "ul", "c")):
                out.add("".join(phrase))
        return out

    def by_suffix(text: str) -> set[str]:
        return {m.group(1) for m in re.finditer(r"我(?:是|当|做)(?:一名|一个|个)?([\u4e00-\u9fffA-Za-z]{2,10}?)(?=[，。！,.!]|$)", text)
                if job_ok_zh(m.group(1)) and m.group(1).endswith(L.ZH_JOB_SUFFIXES)}

    def score(found: list[set[str]]) -> dict[str, Any]:
        tp = sum(len(f & g) for f, (_, g) in zip(found, cases))
        fp = sum(len(f - g) for f, (_, g) in zip(found, cases))
        fn = sum(len(g - f) for f, (_, g) in zip(found, cases))
        return {"precision": round(tp / (tp + fp), 3) if tp + fp else None, "recall": round(tp / (tp + fn), 3) if tp + fn else None,
                "false_positives": sorted({x for f, (_, g) in zip(found, cases) for x in f - g})[:20]}

    agree = None
    try:
        import jieba.posseg as pseg

        same = total = 0
        for (text, _), tokens in zip(cases, tagged):
            theirs = [(p.word, p.flag) for p in pseg.cut(text)]
            total += 1
            same += theirs == [tuple(x) for x in tokens]
        agree = round(same / total, 3) if total else None
    except ImportError:
        pass
    return {"sentences": len(cases), "rjieba_tag_cpu_ms_per_sentence": round(tag_ms, 3),
            "rjieba_equals_jieba_posseg": agree,
            "occupation_by_tags": score([by_tags(t) for t in tagged]),
            "occupation_by_suffix": score([by_suffix(text) for text, _ in cases])}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "extraction_candidates.json")
    args = ap.parse_args()
    from memcli.config.schema import Config
    from memcli.embedding.models import load_embedder

    t0 = time.perf_counter()
    emb = load_embedder(Config(), None)
    load_s = time.perf_counter() - t0
    result = {"tree": git_rev(), "e5_load_seconds": round(load_s, 2),
              "slot_of_a_sentence": experiment_sentences(emb),
              "kind_of_a_head_noun": experiment_nouns(emb),
              "tags_for_occupations": experiment_tags(),
              "machine": machine_info()}
    args.out.write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in result.items() if k != "machine"}, ensure_ascii=False, indent=1)[:6000])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
