"""Offline extraction against a labelled set: precision, recall and wrong-owner facts.

Usage (from the repository root)::

    python benchmarks/extraction.py [--set benchmarks/extraction_set.jsonl] [--show]

The set (``extraction_set.jsonl``) has one case per line: a few turns (the
user's own lines, assistant/character lines, or group-chat members by name),
the ``--me`` name the import is given (if any), and the facts each case should
produce — ``owner`` (``user``, ``character`` or ``p:<relation or name>`` for
another person), ``slot`` (``topic::sub_topic`` for the user, ``person::<attr>``
for people, ``character::name``; ``*`` matches any sub-topic; ``|`` separates
accepted alternatives) and ``value``. ``required: false`` marks an acceptable
fact that is not required. Cases without facts must produce nothing.

How it runs: every case becomes a chat file (an OpenAI-style message list, or
a Telegram export when the app names its owner) imported for its own user
(``--user case-ID``, ``--me`` when the case gives one) into one fresh store
through the real importers (``memcli.ingest.files.import_paths``; config
``user.names = ["小林", "Sam"]``), then one real offline ``mem flush`` (no
LLM, no embeddings) distils everything. What is read back: the active profile
slots (list slots split into items), the character's identity memories and the
people index (``memcli.distill.people``).

Scoring: a produced fact is correct when owner, slot and value match a label
(values compare lower-cased without spaces or punctuation; the produced value
may carry a short annotation such as ``29岁（2024年）`` for ``29``); a fact whose
slot and value match a label of *another* owner, or any user fact in a case
where the user said nothing, is a **wrong-owner** fact. Dated event slots
(``life_event::*`` other than goals/plans, ``person::events``) are quotes of the
sentence: they count for recall when labelled and are never false positives.
Everything else unlabelled is a false positive.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import re
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from store_arg import store_arg  # noqa: E402  (this folder is on sys.path: it holds the script)

USER_NAMES = ["小林", "Sam"]
EVENT_SLOTS = re.compile(r"^(?:life_event::(?!goals$|plans$).*|person::events)$")


_CN_DIGIT = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def _cn_number(run: str) -> str:
    """两 → 2, 十五 → 15, 二十三 → 23, 一百零五 → 105, 二〇二四 → 2024: a label's 两岁半 is the extractor's 2岁半."""
    if "十" not in run and "百" not in run:
        return "".join(str(_CN_DIGIT[ch]) for ch in run)
    total, digit = 0, 0
    for ch in run:
        if ch == "百":
            total += (digit or 1) * 100
            digit = 0
        elif ch == "十":
            total += (digit or 1) * 10
            digit = 0
        else:
            digit = _CN_DIGIT[ch]
    return str(total + digit)


def _norm(text: str) -> str:
    text = re.sub(r"[零〇一二两三四五六七八九十百]+", lambda m: _cn_number(m.group(0)), str(text))
    text = re.sub(r"(?<=\d)号", "日", text)  # a day of the month: 4月2号 is 4月2日
    return re.sub(r"[\s\W_]+", "", text.lower())


def value_matches(expected: list[str], produced: str, slot: str) -> bool:
    # a pet is filed as "name (kind)": a long name must not hide a kind that matches, nor the kind the name
    if slot.endswith("pets") and re.search(r"[(（]", produced):
        parts = [q for q in re.split(r"[()（）]", produced) if q.strip()]
        if len(parts) > 1 and any(value_matches(expected, q, slot) for q in parts):
            return True
    got = _norm(produced)
    if not got:
        return False
    for exp in expected:
        want = _norm(exp)
        if not want:
            continue
        if got == want or want.endswith("的") and got == want[:-1]:
            return True  # 开网约车 is 开网约车的: the nominalizing 的 names the same job
        if want in got and (EVENT_SLOTS.match(slot) or slot.endswith(("goals", "plans")) or len(got) - len(want) <= 8):
            return True
        if EVENT_SLOTS.match(slot) and got in want:
            return True
    return False


# a person's workplace once held both the employer and the city; now the city is person::work_location.
# Where a person works is also where labels put their city, as the user's work::location is accepted
# for the user's city (the labelled sets list both).
_SPLIT_SLOTS = {"person::work_location": ("person::workplace", "person::residence")}


def slot_matches(expected: list[str], produced: str) -> bool:
    for exp in expected:
        if exp == produced or (exp.endswith("::*") and produced.startswith(exp[:-1])):
            return True
        if exp in _SPLIT_SLOTS.get(produced, ()):
            return True
    return False


def owner_matches(expected: str, produced: dict[str, Any]) -> bool:
    if expected in ("user", "character"):
        return produced["kind"] == expected
    if produced["kind"] != "person" or not expected.startswith("p:"):
        return False
    return _relation(expected[2:]) in {_relation(k) for k in produced["keys"] if k}


def _relation(key: str) -> str:
    """One spelling per relation: a label's ``p:dad`` is the people index's ``father``, ``p:母亲`` its ``妈妈``."""
    from memcli.distill.lexicon import EN_RELATIONS, ZH_RELATIONS

    low = key.casefold()
    return EN_RELATIONS.get(low) or ZH_RELATIONS.get(key) or low


# --- building the store -------------------------------------------------------------


def case_file(case: dict[str, Any], home: Path) -> Path:
    """The case as a chat file a user could import.

    Cases where the exporting app says which speaker is its owner become a
    Telegram full export (``personal_information`` names the owner); all
    others an OpenAI-style message list (``name`` carries a group member's name).
    """
    def when(i: int, turn: dict[str, Any]) -> str:
        at = (turn.get("at") or "2024-05-01").replace(" ", "T", 1)  # 2024-05-18 21:40 is 2024-05-18T21:40
        if "T" in at:  # a time of day given: as written (UTC unless it names an offset)
            return at if at.endswith("Z") or "+" in at[10:] or "-" in at[10:] else f"{at}+00:00"
        return f"{at}T10:{i:02d}:00+00:00"

    path = home / f"{case['id']}.json"
    if any(t.get("exporter_me") for t in case["turns"]):
        ids: dict[str, int] = {}
        messages = []
        for i, t in enumerate(case["turns"]):
            uid = ids.setdefault(t["speaker"], 1000 + len(ids))
            messages.append({"id": i + 1, "type": "message", "date": when(i, t)[:19], "from": t["speaker"],
                             "from_id": f"user{uid}", "text": t["text"]})
        owner = next(ids[t["speaker"]] for t in case["turns"] if t.get("exporter_me"))
        doc: Any = {"about": "benchmark", "personal_information": {"user_id": owner},
                    "chats": {"list": [{"name": f"group {case['id']}", "type": "private_group", "id": 77,
                                        "messages": messages}]}}
    else:
        doc = []
        for i, t in enumerate(case["turns"]):
            msg = {"role": t["role"], "content": t["text"], "timestamp": when(i, t)}
            if t.get("speaker"):
                msg["name"] = t["speaker"]
            doc.append(msg)
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def build_store(cases: list[dict[str, Any]], home: Path) -> dict[str, Any]:
    from memcli.config.schema import Config
    from memcli.distill.pipeline import run_flush
    from memcli.ingest.files import import_paths
    from memcli.store.sqlite.db import connect
    from memcli.store.sqlite.store import SqliteStore

    cfg = Config()
    cfg.embedding.enabled = False
    cfg.user.timezone = "UTC"
    if "names" in type(cfg.user).model_fields:
        cfg.user.names = list(USER_NAMES)
    store = home / "store"
    conn = connect(store)
    takes_me = "me" in inspect.signature(import_paths).parameters
    t0 = time.perf_counter()
    for case in cases:
        path = case_file(case, home)
        kwargs: dict[str, Any] = {"me": case["me"]} if (takes_me and case.get("me")) else {}
        import_paths(SqliteStore(conn, store), [str(path)], cfg=cfg, user=f"case-{case['id']}", character=case.get("character"),
                     progress=False, **kwargs)
    t1 = time.perf_counter()
    flush = run_flush(store_arg(run_flush, conn, store), cfg, use_llm=False)
    t2 = time.perf_counter()
    return {"conn": conn, "cfg": cfg, "import_s": t1 - t0, "flush_s": t2 - t1, "flush": flush.to_json(),
            "me_supported": takes_me}


_FAMILY_SLOTS = frozenset({"mother", "father", "sister", "brother", "children", "grandparents", "cousins", "relatives"})


def relation_fact(name: str | None, relation: str | None) -> tuple[str, str] | None:
    """The user's own fact that a person in the index stands for: their partner or a family member, as the labelled
    sets write it (``relationship::partner`` Priya / 老公); friends, colleagues and others are not labelled so."""
    from memcli.distill.lexicon import RELATION_SLOT

    kind = RELATION_SLOT.get(relation or "") or RELATION_SLOT.get((relation or "").casefold())
    if kind == "partner":
        slot = "relationship::partner"
    elif kind in _FAMILY_SLOTS:
        slot = "relationship::family"
    else:
        return None
    return slot, name or str(relation)  # labels write the name when the text gives one, else the relation word


def produced_facts(conn: Any, cfg: Any, user_id: str, relations: bool = False) -> list[tuple[dict[str, Any], str, str]]:
    from memcli.distill.slot_values import SENTENCE_TOPICS, SINGLE, split_slot

    out: list[tuple[dict[str, Any], str, str]] = []
    user = {"kind": "user", "keys": []}
    for row in conn.execute(
        "SELECT topic, sub_topic, content FROM memories WHERE type = 'profile' AND status = 'active' AND user_id = ?",
        (user_id,),
    ):
        topic, sub, content = row[0], row[1], row[2]
        if topic == "relationship" and sub != "pets":
            continue  # the summary of the people index; people are scored from the index itself
        sentence = topic in SENTENCE_TOPICS and sub != "goals"
        for item in [content] if (topic, sub) in SINGLE else split_slot(content, sentence):
            out.append((user, f"{topic}::{sub}", item))
    for (content,) in conn.execute(
        "SELECT content FROM memories WHERE type = 'identity' AND owner = 'character' AND status = 'active' AND user_id = ?",
        (user_id,),
    ):
        m = re.match(r"^\s*(?:名字|name)\s*[:：]\s*(.+)$", content, re.I)
        if m:
            out.append(({"kind": "character", "keys": []}, "character::name", m.group(1).strip()))
    try:
        from memcli.distill.people_index import list_people
    except ImportError:
        return out
    for person in list_people(store_arg(list_people, conn, Path(".")), user_id=user_id):
        owner = {"kind": "person", "keys": [person.name, person.relation, *person.aliases]}
        fact = relation_fact(person.name, person.relation) if relations else None
        if fact is not None:
            out.append((user, *fact))
        for attr, values in person.attributes.items():
            for v in values if isinstance(values, list) else [values]:
                out.append((owner, f"person::{attr}", str(v)))
    return out


# --- scoring ------------------------------------------------------------------------


class Tally:
    def __init__(self) -> None:
        self.tp = self.fp = self.fn = self.wrong_owner = self.expected = self.produced = 0

    def as_dict(self) -> dict[str, Any]:
        p = self.tp / (self.tp + self.fp + self.wrong_owner) if (self.tp + self.fp + self.wrong_owner) else None
        r = (self.expected - self.fn) / self.expected if self.expected else None
        return {"precision": None if p is None else round(p, 3), "recall": None if r is None else round(r, 3),
                "expected": self.expected, "found": self.expected - self.fn, "produced_scored": self.tp + self.fp + self.wrong_owner,
                "false_positives": self.fp, "wrong_owner": self.wrong_owner}


def slot_kind(owner: str, slot: str) -> str:
    if slot.startswith("person::"):
        return slot
    return slot.split("|")[0]


def score_case(case: dict[str, Any], facts: list[tuple[dict[str, Any], str, str]], tallies: dict[str, dict[str, Tally]],
               log: dict[str, list[Any]]) -> None:
    lang, cat = case["lang"], re.sub(r"\d+$", "", case["id"])
    names = {n.casefold() for n in USER_NAMES}
    user_spoke = any(
        t["role"] == "user" and (not t.get("speaker") or t.get("exporter_me") or t["speaker"].casefold() in names
                                 or (case.get("me") or "").casefold() == t["speaker"].casefold())
        for t in case["turns"]
    )

    def bump(kind: str, field: str, n: int = 1) -> None:
        for group, key in (("all", "all"), ("lang", lang), ("category", cat), ("slot", kind)):
            tally = tallies[group].setdefault(key, Tally())
            setattr(tally, field, getattr(tally, field) + n)

    exps = case["expect"]
    for e in exps:
        if not e["required"]:
            continue
        kind = slot_kind(e["owner"], e["slot"][0])
        bump(kind, "expected")
        if not any(owner_matches(e["owner"], o) and slot_matches(e["slot"], s) and value_matches(e["value"], v, s)
                   for o, s, v in facts):
            bump(kind, "fn")
            log["misses"].append({"case": case["id"], "owner": e["owner"], "slot": e["slot"], "value": e["value"],
                                  "text": " / ".join(t["text"] for t in case["turns"])})
    for o, s, v in facts:
        kind = slot_kind("", s) if s.startswith("person::") else s
        hit = any(owner_matches(e["owner"], o) and slot_matches(e["slot"], s) and value_matches(e["value"], v, s) for e in exps)
        if hit:
            bump(kind, "tp")
            continue
        other = any(slot_or_kin(e["slot"], s) and value_matches(e["value"], v, s) and not owner_matches(e["owner"], o)
                    for e in exps)
        if other or (o["kind"] == "user" and not user_spoke):
            bump(kind, "wrong_owner")
            log["wrong_owner"].append({"case": case["id"], "owner": o, "slot": s, "value": v})
        elif EVENT_SLOTS.match(s):
            log["unscored_events"].append({"case": case["id"], "slot": s, "value": v})
        else:
            bump(kind, "fp")
            log["false_positives"].append({"case": case["id"], "owner": o, "slot": s, "value": v,
                                           "text": " / ".join(t["text"] for t in case["turns"])})


_USER_TO_PERSON = {
    "basic_info::name": "person::name", "basic_info::age": "person::age", "basic_info::birthday": "person::birthday",
    "basic_info::hometown": "person::hometown", "basic_info::location": "person::residence",
    "work::title": "person::job", "work::company": "person::workplace", "work::location": "person::work_location",
    "education::school": "person::school",
    "education::major": "person::major", "education::degree": "person::education", "contact::email": "person::email",
    "contact::phone": "person::phone", "health::allergies": "person::allergies", "preference::dislikes": "person::dislikes",
}


def slot_or_kin(expected: list[str], produced: str) -> bool:
    """The same kind of fact, whoever it is about (a user slot and the matching person attribute)."""
    def canon(s: str) -> str:
        if s.startswith("interest::"):
            return "person::likes"
        return _USER_TO_PERSON.get(s, s)

    return any(canon(e) == canon(produced) or slot_matches([e], produced) for e in expected)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default=str(ROOT / "benchmarks" / "extraction_set.jsonl"))
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "extraction.json"))
    ap.add_argument("--show", action="store_true", help="print misses, false positives and wrong-owner facts")
    ap.add_argument("--no-write", action="store_true", help="do not write the results file")
    ap.add_argument("--relations", action="store_true",
                    help="also score the user's partner and family, which the people index holds, as the user's "
                         "relationship facts (off by default: the numbers of earlier stops were scored without them)")
    args = ap.parse_args()
    cases = [json.loads(line) for line in Path(args.set).read_text(encoding="utf-8").splitlines() if line.strip()]
    load = os.getloadavg()[0]
    cpu0 = time.process_time()
    with tempfile.TemporaryDirectory(prefix="mem-extraction-") as tmp:
        home = Path(tmp)
        built = build_store(cases, home)
        conn, cfg = built["conn"], built["cfg"]
        tallies: dict[str, dict[str, Tally]] = {"all": {}, "lang": {}, "category": {}, "slot": {}}
        log: dict[str, list[Any]] = {"misses": [], "false_positives": [], "wrong_owner": [], "unscored_events": []}
        for case in cases:
            score_case(case, produced_facts(conn, cfg, f"case-{case['id']}", args.relations), tallies, log)
        conn.close()
    overall = tallies["all"]["all"].as_dict()
    result = {
        "set": Path(args.set).name,
        "relations_scored": args.relations,
        "cases": len(cases),
        "statements": sum(len(c["turns"]) for c in cases),
        "labelled_facts": sum(1 for c in cases for e in c["expect"] if e["required"]),
        "overall": overall,
        "by_language": {k: v.as_dict() for k, v in sorted(tallies["lang"].items())},
        "by_category": {k: v.as_dict() for k, v in sorted(tallies["category"].items())},
        "by_slot": {k: v.as_dict() for k, v in sorted(tallies["slot"].items())},
        "wrong_owner_facts": log["wrong_owner"],
        "false_positive_examples": log["false_positives"][:40],
        "miss_examples": log["misses"][:60],
        "unscored_event_facts": len(log["unscored_events"]),
        "import_seconds": round(built["import_s"], 2),
        "flush_seconds": round(built["flush_s"], 2),
        "cpu_seconds": round(time.process_time() - cpu0, 2),
        "load_1min": round(load, 2),
        "me_supported": built["me_supported"],
        "failed_batches": built["flush"].get("failed_batches", 0),
    }
    if not args.no_write:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    if args.show:
        for key in ("misses", "false_positives", "wrong_owner"):
            print(f"--- {key} ({len(log[key])})")
            for item in log[key]:
                print(json.dumps(item, ensure_ascii=False))
    print(json.dumps({"overall": overall, "by_language": result["by_language"],
                      "failed_batches": result["failed_batches"]}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
