"""The facts one tree's offline extractor produces on a labelled set, each with its label and source text.

Usage (from the repository root; the tree whose extractor runs comes first on PYTHONPATH)::

    PYTHONPATH=TREE python benchmarks/verifier_pool.py --code TREE --set SET.jsonl --name NAME >> POOL.jsonl

Builds the store with ``TREE/benchmarks/extraction.py`` (that tree's importers and flush) and
scores every produced fact with *this* checkout's scorer (``benchmarks/extraction.py``), so every
tree's output is labelled by the same rules: ``true`` (matches a label), ``false`` (unlabelled,
not a dated event) or ``wrong_owner``. Dated event facts (never false positives) are skipped.

Each line: the set's name, the tree, the case id, owner kind and keys, slot, value, label, the
sentence the value was found in (the user's or a speaker's line that holds the value, cut to its
sentence; the case's first user line when no line holds it) and the case's turns.
Used by ``benchmarks/verifier_eval.py`` (issue 29: a verifier of extracted facts).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _load(path: Path, name: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


_SENT = re.compile(r"(?<=[。！？!?；;\n])|(?<=\.)\s+")


def source_sentence(case: dict[str, Any], value: str, norm: Any) -> tuple[str, str]:
    """The sentence of the case that holds the value (normalised substring), and its turn's role."""
    want = norm(value)
    for turn in case["turns"]:
        for sent in _SENT.split(turn["text"]):
            if want and want in norm(sent):
                return sent.strip(), turn["role"]
    for turn in case["turns"]:
        if want and want in norm(turn["text"]):
            return turn["text"], turn["role"]
    first = next((t for t in case["turns"] if t["role"] == "user"), case["turns"][0])
    return first["text"], "fallback"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--code", required=True, help="the tree whose extractor runs")
    ap.add_argument("--set", required=True)
    ap.add_argument("--name", required=True, help="the set's name in the pool")
    args = ap.parse_args()
    code = Path(args.code).resolve()
    sys.path.insert(0, str(code / "benchmarks"))
    tree = _load(code / "benchmarks" / "extraction.py", "tree_extraction")
    import memcli  # the tree's package, imported before the scorer puts this checkout on sys.path

    assert Path(memcli.__file__).resolve().parent.parent == code, memcli.__file__
    scorer = _load(HERE / "extraction.py", "scorer_extraction")
    cases = [json.loads(line) for line in Path(args.set).read_text(encoding="utf-8").splitlines() if line.strip()]
    rev = code.name
    with tempfile.TemporaryDirectory(prefix="mem-pool-") as tmp:
        built = tree.build_store(cases, Path(tmp))
        conn, cfg = built["conn"], built["cfg"]
        for case in cases:
            facts = tree.produced_facts(conn, cfg, f"case-{case['id']}")
            tallies: dict[str, dict[str, Any]] = {"all": {}, "lang": {}, "category": {}, "slot": {}}
            for fact in facts:
                log: dict[str, list[Any]] = {"misses": [], "false_positives": [], "wrong_owner": [], "unscored_events": []}
                tallies = {"all": {}, "lang": {}, "category": {}, "slot": {}}
                scorer.score_case({**case, "expect": case["expect"]}, [fact], tallies, log)
                if log["unscored_events"]:
                    continue
                label = "wrong_owner" if log["wrong_owner"] else "false" if log["false_positives"] else "true"
                owner, slot, value = fact
                sent, role = source_sentence(case, value, scorer._norm)
                print(json.dumps({"set": args.name, "tree": rev, "case": case["id"], "lang": case.get("lang"),
                                  "owner": owner["kind"], "keys": [k for k in owner["keys"] if k], "slot": slot,
                                  "value": value, "label": label, "sentence": sent, "role": role,
                                  "turns": [{"role": t["role"], "speaker": t.get("speaker"), "text": t["text"]}
                                            for t in case["turns"]]}, ensure_ascii=False))
        conn.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
