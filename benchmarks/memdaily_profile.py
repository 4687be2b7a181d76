"""MemDaily (MemSim) as a test of the offline profile: does a profile slot or a people attribute hold the answer?

Usage (from the repository root)::

    python benchmarks/memdaily_profile.py --data PATH/TO/messages_and_QAs [--more] [--show]

MemDaily (the public repository ``nuster1128/MemSim``,
``data_generation/final_dataset/messages_and_QAs/*.json``) is a set of files,
each a JSON list of *trajectories*: a few dated Chinese messages a user wrote
about their life (我的上司名叫赵雅琳。/ 我用的手机是华为Mate60。) and questions
about them with a gold answer.

**Split.** The trajectories at even positions (0, 2, 4, …) of each file are
the project's development split; the odd positions are held out for an
independent check. The split is taken right after a file is parsed, before
anything in it is looked at; the held-out half is reachable only with the
explicit ``--heldout`` flag, which development never uses.

**What runs.** Every trajectory's messages become one chat export (an
OpenAI-style message list, role ``user``, the message's own time) imported
for its own user (``memcli.ingest.files.import_paths``, ``--user md-<file>-<tid>``)
into one fresh store; then one real offline ``mem flush`` (no LLM; embeddings
as the default configuration has them, ``--no-embeddings`` to skip the model).

**Scoring, per file (never pooled).** A question counts as *answered* when
its normalised gold answer matches the value of one of that user's active
profile slots (list slots split into items) or people attributes. Raw text
does not count: the dated sentences of ``life_event`` slots and a person's
``events`` are quotes of what was said, so they are left out, and so are the
``relationship::*`` summary slots (the people index itself is read).
Normalising (both sides): Unicode NFKC, lower case, a bracketed annotation
dropped (``56岁（2024年）`` → ``56岁``), 厘米 → cm, 号 → 日, leading zeros of a
number dropped, 的 and every space and punctuation mark removed. Two texts
match when equal, or when one contains the other and they differ by at most
two characters (a unit or measure word).

*answered_by_owner* is stricter: for a question that names a relation
(我上司…, 舅舅…) the matching attribute must belong to a person with that
relation; for a question about the user's things and places (items, places)
it must be the user's own profile slot. It is computed for the simple
files only: a conditional question names its person by another attribute
(那个61岁的人…), a hybrid one asks two things.

``--more`` also scores the other simple and conditional files (events,
hybrid — a hybrid answer ``a; b`` needs every part). Results go to
``benchmarks/results/memdaily_profile.json`` (``--out``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
import unicodedata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
from quality_common import git_rev, machine_info, portable_path  # noqa: E402
from store_arg import store_arg  # noqa: E402

MAIN_FILES = ("01_simple_roles.json", "01_simple_items.json", "01_simple_places.json")
MORE_FILES = ("01_simple_events.json", "01_simple_hybrid.json", "02_conditional_roles.json",
              "02_conditional_items.json", "02_conditional_places.json", "02_conditional_events.json",
              "02_conditional_hybrid.json")


def load_split(path: Path, *, heldout: bool = False) -> list[dict[str, Any]]:
    """The trajectories of one file at even positions (dev) — or, only with *heldout*, the odd ones.

    The split is the first thing done with the parsed list: nothing of a
    trajectory is looked at before it is selected.
    """
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise SystemExit(f"{path.name}: expected a JSON list of trajectories")
    return data[1::2] if heldout else data[0::2]


# --- normalising and matching -------------------------------------------------------------

_BRACKET = re.compile(r"[（(][^（()）]*[)）]")
_LEAD_ZERO = re.compile(r"(?<!\d)0+(?=\d)")
_NON_WORD = re.compile(r"[\s\W_]+")


def norm(text: str) -> str:
    t = unicodedata.normalize("NFKC", str(text)).lower()
    t = _BRACKET.sub("", t)
    t = t.replace("厘米", "cm").replace("公分", "cm").replace("号", "日")
    t = _LEAD_ZERO.sub("", t)
    t = _NON_WORD.sub("", t)
    return t.replace("的", "")


def matches(gold: str, value: str) -> bool:
    g, v = norm(gold), norm(value)
    if not g or not v:
        return False
    if g == v:
        return True
    short, long_ = sorted((g, v), key=len)
    return len(short) >= 2 and short in long_ and len(long_) - len(short) <= 2


def gold_parts(answer: str, hybrid: bool) -> list[str]:
    if hybrid:
        return [p.strip() for p in re.split(r"[;；]", answer) if p.strip()]
    return [answer.strip()]


# --- building the store ---------------------------------------------------------------------

_WHEN = re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})日(?:\s*周.)?\s*(\d{1,2}):(\d{2})")


def iso_time(text: str) -> str | None:
    m = _WHEN.search(text or "")
    if not m:
        return None
    y, mo, d, h, mi = (int(x) for x in m.groups())
    return f"{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00+08:00"


def user_of(stem: str, tid: Any) -> str:
    return f"md-{stem[:2]}{stem.split('_')[-1][:2]}-{tid}"


def chat_file(traj: dict[str, Any], path: Path) -> Path:
    doc = []
    for msg in traj["message_list"]:
        entry: dict[str, Any] = {"role": "user", "content": str(msg["message"])}
        when = iso_time(str(msg.get("time") or ""))
        if when:
            entry["timestamp"] = when
        doc.append(entry)
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def build(files: dict[str, list[dict[str, Any]]], home: Path, embeddings: bool) -> dict[str, Any]:
    from memcli.config.schema import Config
    from memcli.distill.pipeline import run_flush
    from memcli.ingest.files import import_paths
    from memcli.store.sqlite.db import connect
    from memcli.store.sqlite.store import SqliteStore

    cfg = Config()
    cfg.embedding.enabled = embeddings
    cfg.user.timezone = "Asia/Shanghai"
    store_path = home / "store"
    conn = connect(store_path)
    t0 = time.perf_counter()
    for name, trajs in files.items():
        stem = Path(name).stem
        for traj in trajs:
            path = chat_file(traj, home / f"{stem}-{traj['tid']}.json")
            import_paths(SqliteStore(conn, store_path), [str(path)], cfg=cfg, user=user_of(stem, traj["tid"]), progress=False)
    t1 = time.perf_counter()
    cpu1 = time.process_time()
    flush = run_flush(store_arg(run_flush, conn, store_path), cfg, use_llm=False, home=home if embeddings else None)
    return {"conn": conn, "store_path": store_path, "import_s": t1 - t0, "flush_s": time.perf_counter() - t1,
            "flush_cpu_s": time.process_time() - cpu1, "flush": flush.to_json()}


# --- what the memory holds ---------------------------------------------------------------------


def facts_of(conn: Any, store_path: Path, user_id: str) -> list[tuple[str, str, str]]:
    """(owner, slot, value): owner ``user`` or ``person:<relation>|<name>``; quotes of raw text left out."""
    from memcli.distill.people_index import list_people
    from memcli.distill.slot_values import SENTENCE_TOPICS, SINGLE, split_slot

    out: list[tuple[str, str, str]] = []
    for topic, sub, content in conn.execute(
        "SELECT topic, sub_topic, content FROM memories WHERE type = 'profile' AND status = 'active' AND user_id = ?",
        (user_id,),
    ):
        if topic == "relationship" and sub != "pets":
            continue  # summaries of the people index; the index itself is read below
        if topic in SENTENCE_TOPICS and sub not in ("goals", "plans"):
            continue  # dated sentences: raw text, not a value
        items = [content] if (topic, sub) in SINGLE else split_slot(content, topic in SENTENCE_TOPICS)
        out.extend(("user", f"{topic}::{sub}", item) for item in items)
    for person in list_people(store_arg(list_people, conn, store_path), user_id=user_id):
        owner = "person:" + "|".join(k for k in (person.relation or "", person.name or "", *person.aliases) if k)
        for attr, values in person.attributes.items():
            if attr == "events":
                continue
            for v in values if isinstance(values, list) else [values]:
                out.append((owner, f"person::{attr}", str(v)))
    return out


def _relations_in(question: str) -> set[str]:
    """The canonical relations a question names (我上司… → {上司}); empty when it names nobody."""
    from memcli.distill import lexicon as L

    found: set[str] = set()
    for word in sorted(L.ZH_RELATIONS, key=len, reverse=True):
        if word in question and not any(word in f and f != word for f in found):
            found.add(L.ZH_RELATIONS[word])
    return found


def _owner_ok(owner: str, question: str, kind: str) -> bool | None:
    """Whether the fact belongs to whom the question asks about (None: the question names nobody)."""
    from memcli.distill.people import canon_relation_zh

    if kind in ("items", "places"):
        return owner == "user"
    rels = _relations_in(question)
    if not rels:
        return None
    if not owner.startswith("person:"):
        return False
    keys = owner[len("person:"):].split("|")
    return any(canon_relation_zh(k) in rels for k in keys)


def score_file(name: str, trajs: list[dict[str, Any]], conn: Any, store_path: Path, show: bool) -> dict[str, Any]:
    stem = Path(name).stem
    kind = stem.split("_")[-1]
    hybrid = kind == "hybrid"
    n = answered = owned = owned_n = 0
    misses: list[dict[str, Any]] = []
    for traj in trajs:
        facts = facts_of(conn, store_path, user_of(stem, traj["tid"]))
        for q in traj["question_list"]:
            n += 1
            parts = gold_parts(str(q["answer"]), hybrid)
            hits = [[f for f in facts if matches(p, f[2])] for p in parts]
            ok = all(hits)
            answered += ok
            strict = _owner_ok_any(hits[0], q["question"], kind) if stem.startswith("01_") and not hybrid else None
            if strict is not None:
                owned_n += 1
                owned += strict
            if not ok or strict is False:
                misses.append({"tid": traj["tid"], "question": q["question"], "answer": q["answer"],
                               "said": [traj["message_list"][i]["message"] for i in q.get("target_step_id", [])
                                        if isinstance(i, int) and 0 <= i < len(traj["message_list"])][:2],
                               "matched": [f"{o} {s}={v}" for f in hits for o, s, v in f][:3]})
    out = {"trajectories": len(trajs), "questions": n, "answered": round(answered / n, 3) if n else None,
           "answered_n": answered, "answered_by_owner": round(owned / owned_n, 3) if owned_n else None,
           "by_owner_questions": owned_n}
    if show:
        print(f"--- {name}: {out}")
        for m in misses:
            print("   ", json.dumps(m, ensure_ascii=False))
    out["miss_examples"] = misses[:12]
    return out


def _owner_ok_any(hits: list[tuple[str, str, str]], question: str, kind: str) -> bool | None:
    verdicts = [_owner_ok(o, question, kind) for o, _, _ in hits]
    if not hits:
        return None if _owner_ok("", question, kind) is None else False
    if any(v is None for v in verdicts):
        return None
    return any(verdicts)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", required=True, help="the messages_and_QAs folder of MemSim")
    ap.add_argument("--files", nargs="*", default=None, help=f"file names (default: {', '.join(MAIN_FILES)})")
    ap.add_argument("--more", action="store_true", help="also the other simple and conditional files")
    ap.add_argument("--no-embeddings", action="store_true", help="flush without the embedding model")
    ap.add_argument("--heldout", action="store_true",
                    help="score the held-out half (odd positions) instead of the dev split; for the independent check only")
    ap.add_argument("--show", action="store_true", help="print every question not answered")
    ap.add_argument("--out", default=None, help="results file (default benchmarks/results/memdaily_profile[_heldout].json)")
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args()
    data = Path(args.data)
    names = list(args.files or MAIN_FILES) + (list(MORE_FILES) if args.more else [])
    files = {name: load_split(data / name, heldout=args.heldout) for name in names}
    load = os.getloadavg()[0]
    cpu0 = time.process_time()
    with tempfile.TemporaryDirectory(prefix="mem-memdaily-") as tmp:
        built = build(files, Path(tmp), not args.no_embeddings)
        per_file = {name: score_file(name, trajs, built["conn"], built["store_path"], args.show) for name, trajs in files.items()}
        built["conn"].close()
    result = {
        "benchmark": "memdaily_profile",
        "split": "heldout (odd positions)" if args.heldout else "dev (even positions)",
        "data": portable_path(data),
        "tree": git_rev(),
        "embeddings": not args.no_embeddings,
        "files": per_file,
        "import_seconds": round(built["import_s"], 2),
        "flush_seconds": round(built["flush_s"], 2),
        "flush_cpu_seconds": round(built["flush_cpu_s"], 2),
        "cpu_seconds": round(time.process_time() - cpu0, 2),
        "failed_batches": built["flush"].get("failed_batches", 0),
        "machine": {**machine_info(), "load_avg_1m": round(load, 2)},
    }
    if not args.no_write:
        out = Path(args.out) if args.out else ROOT / "benchmarks" / "results" / (
            "memdaily_profile_heldout.json" if args.heldout else "memdaily_profile.json")
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({name: {k: v for k, v in r.items() if k != "miss_examples"} for name, r in per_file.items()},
                     ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
