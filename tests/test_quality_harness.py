"""The retrieval-quality harness (benchmarks/locomo.py, madial_zh.py, quality_common.py).

The real benchmark data lives outside the repository; these tests build a
tiny LoCoMo-shaped file and a tiny MADial-shaped pair of files, check the
metric code on hand-computed cases, and run both scripts end to end on them
(baselines always; `mem` itself when its recall/flush/context pieces exist).
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"
sys.path.insert(0, str(BENCH))

qc = importlib.import_module("quality_common")


# ---------------------------------------------------------------- metric code


def test_normalise_evidence_handles_malformed_strings() -> None:
    raw = ["D1:3", "D8:6; D9:17", "D", "D:11:26", "D3:05", "D1:3", None, "d2 : 4"]
    assert qc.normalise_evidence(raw) == ["D1:3", "D8:6", "D9:17", "D11:26", "D3:5", "D2:4"]
    assert qc.normalise_evidence(["D"]) == []


def test_share_found_counts_evidence_and_ignores_items_with_many_sources() -> None:
    evidence = ["D1:1", "D1:2", "D2:1", "D2:2"]
    items = [["D1:1"], ["D9:9", "D1:2"], ["D2:1", "D2:2", "D2:3", "D2:4"]]  # last one: 4 sources
    assert qc.share_found(evidence, items) == pytest.approx(0.5)
    assert qc.share_found(evidence, items[:1]) == pytest.approx(0.25)
    assert qc.share_found(evidence, [["D2:1", "D2:2", "D2:3"]]) == pytest.approx(0.5)  # 3 is allowed
    assert qc.share_found(evidence, []) == 0.0
    with pytest.raises(ValueError):
        qc.share_found([], items)


def test_content_checks_on_a_pack() -> None:
    """A turn cut short counts for pack recall (its id is a source) but not for the full-text check."""
    turns = {"D1:1": "Yeah, I painted that lake sunrise last year!", "D1:2": "The blue kite went up over the river."}
    pack = "- 2023-05-08 · Mel: Yeah, I painted that lake   sunrise last year!\n  · Cal: The blue kite went…"
    credited = {"D1:1", "D1:2"}
    assert qc.full_text_found(["D1:1", "D1:2"], credited, turns, pack) == pytest.approx(0.5)
    assert qc.full_text_found(["D1:1"], set(), turns, pack) == 0.0  # shown but not credited (a summary)
    assert qc.answer_in("Lake  Sunrise", pack) and not qc.answer_in("blue kite went up over", pack)
    assert not qc.answer_in("   ", pack)
    s = qc.SystemScores("x")
    s.add(qc.QuestionScore("a", "1", r5=0.0, r10=1.0, pack=1.0, pack_full=0.5, answer_in_pack=True))
    s.add(qc.QuestionScore("b", "2", r5=1.0, r10=1.0, pack=1.0, pack_full=1.0))
    out = s.summary(["1", "2"])
    assert out["pack_full_text_recall"] == pytest.approx(0.75)
    assert out["answer_in_pack"] == 1.0 and out["answer_in_pack_n"] == 1
    assert "pack recall, full text" in qc.summary_tables([out], {})


def test_rrf_pack_and_percentiles() -> None:
    # doc 1 is 2nd and 1st: 1/62 + 1/61 beats doc 0 (1st, 3rd) = 1/61 + 1/63
    assert qc.rrf([[0, 1, 2], [1, 2, 0]])[0] == 1
    texts = ["a" * 50, "b" * 5000, "c" * 2000, "d" * 10]
    # greedy in rank order: 1 (5001 B) fits, 2 would overflow and is skipped, 0 and 3 still fit
    assert qc.pack_by_bytes([1, 2, 0, 3], texts, budget=6000) == [1, 0, 3]
    assert qc.percentile([1, 2, 3, 4], 50) == pytest.approx(2.5)
    assert qc.latency_stats([10.0] * 19 + [100.0])["p95"] == pytest.approx(14.5)


def test_pack_counts_utf8_bytes_not_characters() -> None:
    """Chinese text costs three bytes a letter: 2,000 letters are 6,000 bytes and no longer fit with the
    newline; the 1,999-letter turn (5,998 bytes) does."""
    texts = ["猫" * 2000, "狗" * 1999, "x"]
    assert qc.pack_by_bytes([0, 1, 2], texts, budget=6000) == [1]  # 5,999 used: under 40 left, stop
    assert qc.pack_by_bytes([2, 0], texts, budget=6000) == [2]
    assert qc.pack_by_bytes([], texts) == []


def test_rrf_ties_and_one_sided_docs() -> None:
    # a doc in one ranking only still gets its share; equal scores fall back to the smaller index
    assert qc.rrf([[3, 1], [1]]) == [1, 3]
    assert qc.rrf([[0, 1], [1, 0]]) == [0, 1]  # 1/61 + 1/62 each: tie, by index
    assert qc.rrf([[2, 0, 1]], k=1) == [2, 0, 1]


def test_baseline_tokens_follow_each_texts_script() -> None:
    pytest.importorskip("jieba")
    assert qc.tokens("My sister's PhD defence, 2024!") == ["my", "sister", "s", "phd", "defence", "2024"]
    zh = qc.tokens("我姐姐的博士论文答辩在Boston。")
    assert "姐姐" in zh and "boston" in zh and "。" not in zh  # jieba words, English kept whole, lower-cased
    assert qc.tokens_en("我姐姐的博士论文") == ["我姐姐的博士论文"]  # why \w+ is not used for Chinese
    assert qc.has_chinese("a 虾 b") and not qc.has_chinese("café, ÅSA — ½, こんにちは")


def test_baseline_rankings_bm25_and_fusion() -> None:
    pytest.importorskip("rank_bm25")
    import numpy as np

    docs = [qc.tokens(t) for t in ["the kite flew", "my sister defended her thesis", "kite kite shop", "rain"]]
    query = [qc.tokens("sister thesis")]
    bm = qc.baseline_rankings(docs, query)
    assert set(bm) == {"BM25"} and bm["BM25"][0][0] == 1 and sorted(bm["BM25"][0]) == [0, 1, 2, 3]
    vecs = np.eye(4, dtype="float32")
    both = qc.baseline_rankings(docs, query, vecs, vecs[[3]])  # the "dense" side ranks doc 3 first
    assert list(both) == list(qc.BASELINES)
    assert both["MiniLM"][0] == [3, 0, 1, 2]
    # doc 1: 1/61 + 1/63 = 0.032266 > doc 0: 1/62 + 1/62 = 0.032258 > doc 3: 1/64 + 1/61 = 0.032018
    assert both["RRF"][0] == [1, 0, 3, 2]


def test_memdaily_dev_split_is_the_even_positions() -> None:
    assert list(qc.memdaily_positions(5)) == [0, 2, 4]
    assert list(qc.memdaily_positions(5, qc.HELDOUT)) == [1, 3]
    assert list(qc.memdaily_positions(0)) == []
    with pytest.raises(ValueError):
        qc.memdaily_positions(4, "all")


def test_longmemeval_dev_split_by_the_ids_last_hex_digit() -> None:
    assert qc.lme_is_dev("852ce960") and qc.lme_is_dev("0a34ad57") and qc.lme_is_dev("gpt4_2f8be40d_abs") is False
    assert not qc.lme_is_dev("e8bfacec") and not qc.lme_is_dev("06878be8")
    # an abstention variant follows its base id, whatever its own last letter is
    assert qc.lme_is_dev("0862e8b7_abs") and not qc.lme_is_dev("0862e8bf_abs")
    assert qc.lme_base_id("0862e8bf_abs") == "0862e8bf" and qc.lme_split("0862e8bf") == qc.HELDOUT
    with pytest.raises(ValueError):
        qc.lme_is_dev("abcdez")


def test_distinct_sessions_walk_the_ranking() -> None:
    ranked = [["s1"], ["s1"], ["s2", "s3"], [], ["s1", "s4"], ["s5"]]
    assert qc.distinct_sessions(ranked, 3) == ["s1", "s2", "s3"]
    assert qc.distinct_sessions(ranked, 10) == ["s1", "s2", "s3", "s4", "s5"]  # fewer than k: all there are
    assert qc.session_recall(["s3", "s9"], ["s1", "s2", "s3"]) == (1.0, 0.0)
    assert qc.session_recall(["s2", "s1"], ["s1", "s2", "s3"]) == (1.0, 1.0)
    assert qc.session_recall(["s9"], ["s1"]) == (0.0, 0.0)
    with pytest.raises(ValueError):
        qc.session_recall([], ["s1"])


def test_results_path_and_run_record(tmp_path: Path) -> None:
    assert qc.results_path("x", tmp_path / "a.json") == tmp_path / "a.json"
    assert qc.results_path("x", tmp_path) == tmp_path / "x.json"
    assert qc.results_path("x") == qc.RESULTS_DIR / "x.json"
    run = qc.RunClock().record()
    assert set(run) == {"load_avg_start", "load_avg_end", "wall_s", "cpu_s"} and run["wall_s"] >= 0


def test_summary_by_category_and_table() -> None:
    s = qc.SystemScores("x")
    s.add(qc.QuestionScore("a", "1", r5=0.0, r10=1.0, pack=1.0, latency_ms=2.0))
    s.add(qc.QuestionScore("b", "2", r5=1.0, r10=1.0, pack=0.0, latency_ms=4.0))
    out = s.summary(["1", "2"])
    assert out["recall@10"] == 1.0 and out["recall@5"] == 0.5 and out["pack_recall"] == 0.5
    assert out["by_category"]["2"]["pack_recall"] == 0.0
    assert out["latency_ms"]["p50"] == pytest.approx(3.0)
    table = qc.summary_tables([out], {"1": "multi-hop", "2": "temporal"})
    assert "| x " in table and "1 multi-hop (n=1)" in table


# ---------------------------------------------------------------- synthetic data


def _locomo_sample(sample_id: str) -> dict:
    s1 = [
        {"speaker": "Ann", "dia_id": "D1:1", "text": "Hi Bob! I adopted a puppy named Biscuit yesterday."},
        {"speaker": "Bob", "dia_id": "D1:2", "text": "Congrats! What breed is Biscuit?"},
        {"speaker": "Ann", "dia_id": "D1:3", "text": "A golden retriever. Here he is.",
         "img_url": ["http://example.invalid/x.jpg"], "blip_caption": "a photo of a golden puppy on grass"},
        {"speaker": "Bob", "dia_id": "D1:4", "text": "I started learning the violin last month."},
    ]
    s2 = [
        {"speaker": "Ann", "dia_id": "D2:1", "text": "Biscuit chewed my running shoes this morning."},
        {"speaker": "Bob", "dia_id": "D2:2", "text": "My violin teacher says I play well."},
        {"speaker": "Ann", "dia_id": "D2:3", "text": "I am training for a marathon in Boston."},
    ]
    return {
        "sample_id": sample_id,
        "conversation": {
            "speaker_a": "Ann", "speaker_b": "Bob",
            "session_1_date_time": "1:56 pm on 8 May, 2023", "session_1": s1,
            "session_2_date_time": "10:00 am on 20 June, 2023", "session_2": s2,
            "session_3_date_time": "9:00 am on 1 July, 2023",  # a date without a session, as in LoCoMo
        },
        "qa": [
            {"question": "When did Ann adopt Biscuit?", "answer": "7 May 2023", "evidence": ["D1:1"], "category": 2},
            {"question": "What breed is Ann's puppy?", "answer": "golden retriever",
             "evidence": ["D1:3; D1:1"], "category": 4},
            {"question": "What instrument does Bob play?", "answer": "violin",
             "evidence": ["D1:4", "D", "D:2:2"], "category": 1},
            {"question": "Would Ann run a long race?", "answer": "yes", "evidence": ["D2:3"], "category": 3},
            {"question": "Adversarial?", "adversarial_answer": "x", "evidence": ["D1:2"], "category": 5},
            {"question": "No evidence", "answer": "x", "evidence": [], "category": 4},
        ],
        "event_summary": {}, "observation": {}, "session_summary": {},
    }


@pytest.fixture()
def data_dir(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    (root / "locomo").mkdir(parents=True)
    (root / "locomo" / "locomo_dev.json").write_text(
        json.dumps([_locomo_sample("conv-a"), _locomo_sample("conv-b")]), encoding="utf-8"
    )
    (root / "madial-zh").mkdir()
    memories = [
        {"1": {"time": "2023-12-25", "scene": "活动类", "emotion": "开心", "event": "小明在圣诞节晚会上跳舞，感觉非常开心。", "user-id": 1, "id": "1"}},
        {"2": {"time": "2023-03-07", "scene": "活动类", "emotion": "开心", "event": "小明在体育节上获得一百米第一名。", "user-id": 1, "id": "2"}},
        {"3": {"time": "2023-05-15", "scene": "喜好类", "emotion": "开心", "event": "小明尝试了芒果口味的冰淇淋。", "user-id": 1, "id": "3"}},
        {"4": {"time": "2022-01-02", "scene": "其他类", "emotion": "焦虑", "event": "小红第一次坐飞机去北京，有点紧张。", "user-id": 2, "id": "4"}},
        {"5": {"time": "2022-02-03", "scene": "喜好类", "emotion": "开心", "event": "小红在公园里放了蓝色风筝。", "user-id": 2, "id": "5"}},
    ]
    (root / "madial-zh" / "MADial-Bench-zh-memory.json").write_text(
        "\n".join(json.dumps(m, ensure_ascii=False) for m in memories) + "\n", encoding="utf-8"
    )
    dialogues = [
        {"dialogue": ["<BOD>\n", '<小明>:"元旦晚会我要去跳舞！"\n', '<Assistant>:"太好了！"\n',
                      '<小明>:"我有点紧张。"\n', '<Assistant>:"你记得圣诞节晚会上跳舞吗？"\n', "<EOD>\n"],
         "test-turn": [4], "relevant-id": [1], "user-id": 1, "id": 0},
        {"dialogue": ["<BOD>\n", '<小红>:"今天风很大，我想去公园放风筝。"\n', '<Assistant>:"好主意！"\n',
                      '<Assistant>:"上次你放的蓝色风筝真漂亮。"\n', "<EOD>\n"],
         "test-turn": [3, 4], "relevant-id": [5, 4], "user-id": 2, "id": 1},
    ]
    (root / "madial-zh" / "MADial-Bench-zh-dialogue.json").write_text(
        "\n".join(json.dumps(d, ensure_ascii=False) for d in dialogues) + "\n", encoding="utf-8"
    )
    return root


def test_locomo_loader_normalises_and_filters(data_dir: Path) -> None:
    locomo = importlib.import_module("locomo")
    convs = locomo.load_conversations(data_dir / "locomo" / "locomo_dev.json")
    assert [c.sample_id for c in convs] == ["conv-a", "conv-b"]
    c = convs[0]
    assert len(c.turns) == 7 and c.turns[2].caption.startswith("a photo of a golden")
    assert c.turns[2].body() == "Ann: A golden retriever. Here he is. [image: a photo of a golden puppy on grass]"
    assert c.turns[4].body(date_prefix=True).startswith("[10:00 am on 20 June, 2023] Ann: Biscuit")
    # category 5 and the evidence-less question are dropped; malformed evidence normalised
    assert [q.category for q in c.qa] == ["2", "4", "1", "3"]
    assert c.qa[1].evidence == ["D1:3", "D1:1"] and c.qa[2].evidence == ["D1:4", "D2:2"]


def test_madial_loader_builds_chat_messages(data_dir: Path) -> None:
    madial = importlib.import_module("madial_zh")
    memories, dialogues = madial.load(data_dir)
    assert len(memories) == 5 and memories[0].body() == "小明在圣诞节晚会上跳舞，感觉非常开心。（心情：开心）"
    d0, d1 = dialogues
    assert d0.messages == [
        {"role": "user", "content": "元旦晚会我要去跳舞！"},
        {"role": "assistant", "content": "太好了！"},
        {"role": "user", "content": "我有点紧张。"},
    ]
    assert len(d1.messages) == 2 and d1.relevant == ["5", "4"]  # first test turn is the cut


def test_locomo_baselines_end_to_end(data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("rank_bm25")
    locomo = importlib.import_module("locomo")
    out = tmp_path / "results"
    assert locomo.main(["--data", str(data_dir), "--no-mem", "--no-dense", "--with-date", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "BM25 +date" in printed and "2 temporal" in printed
    res = json.loads((out / "locomo.json").read_text())
    assert res["questions"] == 8 and res["split"].startswith("dev")
    assert res["run"]["cpu_s"] >= 0 and len(res["run"]["load_avg_start"]) == 3 and res["git"]
    bm25 = {s["name"]: s for s in res["systems"]}["BM25"]
    # 7 turns fit in 6,000 bytes: every evidence turn is in every baseline pack
    assert bm25["pack_recall"] == 1.0
    assert bm25["pack_full_text_recall"] == 1.0  # baseline packs hold whole turns
    assert 0.0 <= bm25["answer_in_pack"] <= 1.0 and bm25["answer_in_pack_n"] >= 1
    assert bm25["recall@10"] == 1.0  # fewer than 10 turns: top-10 holds everything
    assert 0.0 < bm25["recall@5"] <= 1.0
    assert set(bm25["by_category"]) == {"1", "2", "3", "4"}


def test_madial_baselines_end_to_end(data_dir: Path, tmp_path: Path) -> None:
    pytest.importorskip("rank_bm25")
    madial = importlib.import_module("madial_zh")
    out = tmp_path / "results"
    assert madial.main(["--data", str(data_dir), "--no-mem", "--no-dense", "--out", str(out)]) == 0
    res = json.loads((out / "madial_zh.json").read_text())
    bm25 = {s["name"]: s for s in res["systems"]}["BM25"]
    assert bm25["n"] == 2
    # the category is the scene of the memory the test turn brings up
    assert set(bm25["by_category"]) == {"活动类", "喜好类"} and res["categories"] == {"活动类": "activities", "喜好类": "likes"}
    # 小明 asks about dancing: memory 1 ranks first among his 3 memories
    assert bm25["recall@10"] == 1.0 and bm25["pack_recall"] == 1.0


def test_missing_data_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    locomo = importlib.import_module("locomo")
    assert locomo.main(["--data", str(tmp_path / "nowhere"), "--no-mem"]) == 1
    assert "pass --data DIR" in capsys.readouterr().err


def test_locomo_mem_end_to_end(data_dir: Path, tmp_path: Path) -> None:
    """The real importer → offline flush → recall/context path, scored (no model: embeddings off)."""
    pytest.importorskip("memcli.recall.fulltext")
    pytest.importorskip("memcli.distill.pipeline")
    locomo = importlib.import_module("locomo")
    out = tmp_path / "results"
    details = tmp_path / "details.json"
    assert locomo.main(["--data", str(data_dir), "--no-baselines", "--set", "embedding.enabled=false",
                        "--out", str(out), "--details", str(details)]) == 0
    res = json.loads((out / "locomo.json").read_text())
    systems = {s["name"]: s for s in res["systems"]}
    mem = systems["mem default"]
    assert mem["n"] == 8 and mem["latency_ms"]["n"] == 8 and mem["note"] == "mode fast"
    # the context row is a pack only; the semantic row ran (without vectors it falls back to full text)
    assert systems["mem context"]["recall@10"] is None and systems["mem context"]["pack_recall"] > 0.3
    assert systems["mem semantic"]["n"] == 8
    assert mem["recall@10"] > 0.3 and mem["pack_recall"] > 0.3
    assert 0.0 < mem["pack_full_text_recall"] <= mem["pack_recall"]
    rows = json.loads(details.read_text())
    # sources were mapped to LoCoMo dia_ids through records.external_id
    assert all(s.startswith("D") for row in rows for item in row["top"] for s in item)
    puppy = next(r for r in rows if r["question"] == "What breed is Ann's puppy?")
    assert ["D1:3"] in puppy["top"] or any("D1:3" in item for item in puppy["pack"])


def test_madial_mem_end_to_end(data_dir: Path, tmp_path: Path) -> None:
    pytest.importorskip("memcli.recall.fulltext")
    pytest.importorskip("memcli.distill.pipeline")
    madial = importlib.import_module("madial_zh")
    out = tmp_path / "results"
    assert madial.main(["--data", str(data_dir), "--no-baselines", "--set", "embedding.enabled=false",
                        "--out", str(out)]) == 0
    mem = {s["name"]: s for s in json.loads((out / "madial_zh.json").read_text())["systems"]}["mem default"]
    assert mem["n"] == 2
    # 小明's dialogue is about dancing at a party: memory 1 must come back
    assert mem["recall@10"] >= 0.5


def test_madial_keeps_its_stores_and_scores_a_slice_of_the_dialogues(data_dir: Path, tmp_path: Path) -> None:
    """--stores: the second run reuses each user's flushed store (no import, no flush) and scores the same;
    --dialogues: a slice in file order, a user without dialogues in it is not even opened."""
    madial = importlib.import_module("madial_zh")
    out, stores = tmp_path / "results", tmp_path / "stores"
    common = ["--data", str(data_dir), "--no-baselines", "--no-semantic", "--set", "embedding.enabled=false", "--out", str(out),
              "--stores", str(stores)]
    results = []
    for _run in range(2):
        assert madial.main(common) == 0
        results.append(json.loads((out / "madial_zh.json").read_text()))
    first, second = ({s["name"]: s for s in r["systems"]}["mem default"] for r in results)
    assert [f.get("reused_store", False) for f in results[0]["mem"]["flush"]] == [False, False]
    assert [f["reused_store"] for f in results[1]["mem"]["flush"]] == [True, True]
    assert sorted(p.name for p in stores.iterdir()) == ["home1", "home2"]
    assert (second["recall@10"], second["pack_recall"]) == (first["recall@10"], first["pack_recall"])
    assert madial.main([*common, "--dialogues", "1:"]) == 0
    sliced = json.loads((out / "madial_zh.json").read_text())
    assert sliced["dialogues"] == 1 and sliced["dialogue_slice"] == "1:"
    assert [f["user"] for f in sliced["mem"]["flush"]] == ["2"]
    assert madial.main([*common, "--dialogues", "1"]) == 1  # not a slice: a one-line error


def test_locomo_skip_leaves_out_the_first_conversations(data_dir: Path, tmp_path: Path) -> None:
    pytest.importorskip("rank_bm25")
    locomo = importlib.import_module("locomo")
    out = tmp_path / "results"
    assert locomo.main(["--data", str(data_dir), "--no-mem", "--no-dense", "--skip", "1", "--out", str(out)]) == 0
    assert json.loads((out / "locomo.json").read_text())["conversations"] == ["conv-b"]


# ---------------------------------------------------------------- pack headroom study


def test_headroom_blocks_and_packing() -> None:
    hr = importlib.import_module("pack_headroom")
    assert hr.block(["D2:5"]) == ["D2:4", "D2:5", "D2:6"]
    assert hr.block(["D2:5", "D2:6"]) == ["D2:4", "D2:5", "D2:6", "D2:7"]  # no turn twice
    assert hr.block(["odd"]) == ["odd"]
    cost = {"D1:1": 50, "D1:2": 50, "D1:3": 50, "D1:4": 120}
    # the second block's unseen turn (D1:4) does not fit: skipped whole; the third's fits
    assert hr.pack_blocks([["D1:1", "D1:2"], ["D1:2", "D1:4"], ["D1:3", "D9:9"]], cost, 160) == {"D1:1", "D1:2", "D1:3"}
    # the study fuses with quality_common.rrf: 0 and 2 tie (1/61 + 1/63), the smaller position (recall's) first
    assert qc.rrf([[0, 1, 2], [2, 1, 0]]) == [0, 2, 1]
    assert qc.rrf([[0, 1, 2], [2, 0, 1]])[0] == 0


def test_headroom_orders_put_evidence_first_for_the_oracle() -> None:
    hr = importlib.import_module("pack_headroom")
    q = hr.Question("1", ["D3:2", "D5:7"], [["D1:1"], ["D3:2"], ["D5:7"]], room=1000, real_pack=0.0)
    blocks = [hr.block(c) for c in q.candidates]
    sims = {"D1:1": 0.1, "D3:2": 0.9, "D5:7": 0.5}
    got = hr.orders(q, blocks, [max(sims.get(t, 0.0) for t in b) for b in blocks])
    assert got["recall"] == [0, 1, 2]
    assert got["oracle"][:2] == [1, 2] and got["oracle"][2] == 0
    assert got["dense block"][0] == 1  # second for recall, first for the cosine: fused to the top


def test_headroom_end_to_end(data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Real stores (kept in --stores and reused), the real embedder, every order and depth scored."""
    pytest.importorskip("memcli.recall.fulltext")
    hr = importlib.import_module("pack_headroom")
    out, stores = tmp_path / "results", tmp_path / "stores"
    argv = ["--data", str(data_dir), "--stores", str(stores), "--set", "embedding.enabled=false", "--out", str(out)]
    assert hr.main(argv) == 0
    res = json.loads((out / "pack_headroom.json").read_text())
    assert res["real_pack"]["n"] == 8
    sim = res["simulated"]
    assert set(sim) == set(hr.ORDERS) and all(set(sim[o]) == {str(d) for d in hr.DEPTHS} for o in sim)
    for depth in map(str, hr.DEPTHS):  # a perfect re-ranker never packs less evidence than recall's order
        assert sim["oracle"][depth]["all"] >= sim["recall"][depth]["all"]
    # 7 short turns fit in every pack: the oracle over 100 candidates finds all evidence recall found
    assert sim["oracle"]["100"]["all"] > 0.5
    assert "oracle" in capsys.readouterr().out
    assert hr.main(argv) == 0  # second run reuses the flushed stores
    assert "reusing the flushed store" in capsys.readouterr().err


# ---------------------------------------------------------------- MemDaily


def _trajectory(tid: int, facts: list[str], question: str, evidence: list[int]) -> dict:
    return {
        "tid": tid,
        "message_list": [{"mid": i, "message": m, "time": f"2024年04月0{1 + i}日 周一 08:3{i}", "place": "上海"}
                         for i, m in enumerate(facts)],
        "question_list": [{"qid": 0, "question": question, "answer": "x", "target_step_id": evidence,
                           "choices": {}, "ground_truth": "A", "time": "2024年04月09日 周二 21:00"}],
    }


@pytest.fixture()
def memdaily_dir(tmp_path: Path) -> Path:
    root = tmp_path / "messages_and_QAs"
    root.mkdir()
    roles = [
        _trajectory(0, ["我叔叔叫李强。", "我叔叔特别爱旅游。", "我同事叫张雅静。"], "我叔叔叫什么名字？", [0]),
        _trajectory(1, ["HELD OUT 我婶婶叫张丽华。"], "HELD OUT 婶婶叫什么？", [0]),
        _trajectory(2, ["我表妹是中学的语文老师。", "我表妹今年36岁。", "I walk my dog Biscuit every morning."],
                    "我表妹今年多大？", [1]),
    ]
    (root / "01_simple_roles.json").write_text(json.dumps(roles, ensure_ascii=False), encoding="utf-8")
    # the held-out trajectory of this file is not even well-formed: a dev run must never parse it
    events = [_trajectory(0, ["金融科技论坛的地点是北京。", "模型艺术展的地点是上海。"], "金融科技论坛在哪里举行？", [0]),
              {"tid": 1}]
    (root / "02_conditional_events.json").write_text(json.dumps(events, ensure_ascii=False), encoding="utf-8")
    return root


def test_memdaily_loads_the_dev_split_only(memdaily_dir: Path) -> None:
    md = importlib.import_module("memdaily")
    roles = md.load_file(memdaily_dir / "01_simple_roles.json")
    assert [t.tid for t in roles] == ["0", "2"]
    assert not any("HELD OUT" in m.text for t in roles for m in t.messages)
    assert roles[1].questions[0].evidence == ["1"] and roles[1].questions[0].category == "simple/roles"
    assert roles[0].messages[0].time == "2024-04-01T08:30:00" and roles[0].questions[0].time == "2024-04-09T21:00:00"
    assert [t.tid for t in md.load_file(memdaily_dir / "02_conditional_events.json")] == ["0"]  # {"tid": 1} unread
    assert [t.tid for t in md.load_file(memdaily_dir / "01_simple_roles.json", qc.HELDOUT)] == ["1"]
    assert md.category_of("05_post_processing_roles") == "post_processing/roles"
    # one store per file: message ids carry the trajectory, evidence follows
    stacks = md.haystacks(roles, "file")
    assert len(stacks) == 1 and [m.mid for m in stacks[0].messages][:2] == ["0:0", "0:1"]
    assert stacks[0].questions[1].evidence == ["2:1"]
    assert [h.key for h in md.haystacks(roles, "trajectory")] == ["01_simple_roles/0", "01_simple_roles/2"]


def test_memdaily_end_to_end(memdaily_dir: Path, tmp_path: Path) -> None:
    """Baselines on both haystacks; mem through the real importer and flush (embeddings off), stores kept
    under --work and reused by the second run with the same scores."""
    pytest.importorskip("rank_bm25")
    md = importlib.import_module("memdaily")
    out = tmp_path / "md.json"
    assert md.main(["--data", str(memdaily_dir), "--no-mem", "--no-dense", "--haystack", "file", "--out", str(out)]) == 0
    res = json.loads(out.read_text())
    assert res["split"].startswith("dev") and res["trajectories"] == 3 and res["messages"] == 8
    bm25 = {s["name"]: s for s in res["systems"]}["BM25"]
    assert set(bm25["by_category"]) == {"simple/roles", "conditional/events"} and bm25["recall@10"] == 1.0

    work = tmp_path / "work"
    argv = ["--data", str(memdaily_dir), "--no-baselines", "--no-semantic", "--set", "embedding.enabled=false",
            "--work", str(work), "--out", str(out)]
    scores = []
    for reused in (0, 3):
        assert md.main(argv) == 0
        res = json.loads(out.read_text())
        assert res["mem"]["builds"]["stores"] == 3 and res["mem"]["builds"]["reused"] == reused
        mem = {s["name"]: s for s in res["systems"]}["mem default"]
        scores.append((mem["recall@5"], mem["recall@10"], mem["pack_recall"]))
    assert scores[0] == scores[1] and scores[0][1] == 1.0  # 2-3 messages: all of them are in the top 10
    assert (work / "memdaily" / "trajectory" / "01_simple_roles" / "2" / "build.json").is_file()
    assert md.main(["--data", str(memdaily_dir), "--files", "nope", "--no-mem"]) == 1


# ---------------------------------------------------------------- LongMemEval-S


def _lme_question(qid: str, qtype: str = "single-session-user") -> dict:
    sessions = {
        "s_kite": [{"role": "user", "content": "I flew my new red kite at Ocean Beach today."},
                   {"role": "assistant", "content": "That sounds windy and fun!"}],
        "s_tax": [{"role": "user", "content": "Can you explain how tax brackets work?"},
                  {"role": "assistant", "content": ""},  # an empty turn: skipped by mem and the baselines alike
                  {"role": "assistant", "content": "Tax brackets tax each slice of income at its own rate."}],
        "s_dog": [{"role": "user", "content": "My dog Biscuit learned to fetch the red ball."},
                  {"role": "assistant", "content": "Good dog!"}],
    }
    ids = ["s_tax", "s_kite", "s_dog", "s_tax"]  # s_tax repeated with the same content, as in 6 dev haystacks
    return {
        "question_id": qid, "question_type": qtype, "question": "Where did I fly my kite?",
        "question_date": "2023/05/30 (Tue) 22:53", "answer": "Ocean Beach", "answer_session_ids": ["s_kite"],
        "haystack_dates": ["2023/05/20 (Sat) 10:44", "2023/05/21 (Sun) 09:00", "2023/05/22 (Mon) 08:00",
                           "2023/05/25 (Thu) 08:00"],
        "haystack_session_ids": ids, "haystack_sessions": [sessions[i] for i in ids],
    }


@pytest.fixture()
def lme_dir(tmp_path: Path) -> Path:
    root = tmp_path / "lme_jsons"
    root.mkdir()
    for name, qid in (("31_0a1b2c37.json", "0a1b2c37"), ("40_0a1b2c30_abs.json", "0a1b2c30_abs")):
        (root / name).write_text(json.dumps(_lme_question(qid)), encoding="utf-8")
    (root / "2_0a1b2c37.json").write_text(json.dumps(_lme_question("0a1b2c37")), encoding="utf-8")  # oracle variant
    # held-out questions (base ids ending in 8-f) are not even valid JSON: a dev run must never open them
    (root / "33_0a1b2c3f.json").write_text("{not json", encoding="utf-8")
    (root / "35_0a1b2c38_abs.json").write_text("{not json", encoding="utf-8")
    return root


def test_longmemeval_selects_dev_files_by_name(lme_dir: Path) -> None:
    lme = importlib.import_module("longmemeval")
    assert [q for q, _p in lme.select_files(lme_dir)] == ["0a1b2c37"]  # S only (prefix ≥ 30), no _abs
    assert [q for q, _p in lme.select_files(lme_dir, with_abs=True)] == ["0a1b2c30_abs", "0a1b2c37"]
    assert [q for q, _p in lme.select_files(lme_dir, qc.HELDOUT, with_abs=True)] == ["0a1b2c38_abs", "0a1b2c3f"]
    q = lme.load_question(lme_dir / "31_0a1b2c37.json")
    assert [sid for sid, _d, _t in q.sessions] == ["s_tax", "s_kite", "s_dog"]  # the repeat is kept once
    assert [t.tid for t in q.turns][:3] == ["s_tax:0", "s_tax:2", "s_kite:0"]  # the empty turn is gone, ids kept
    assert q.sessions[0][2][1].time == "2023-05-20T10:44:02" and q.date == "2023-05-30T22:53:00"
    assert lme.session_of("sharegpt_x_0:12") == "sharegpt_x_0"


def test_longmemeval_end_to_end(lme_dir: Path, tmp_path: Path) -> None:
    """mem (real importer and flush, embeddings off) and BM25 over turns and sessions, scored by the
    first distinct sessions; the second run reuses the kept store."""
    pytest.importorskip("rank_bm25")
    lme = importlib.import_module("longmemeval")
    out, work = tmp_path / "lme.json", tmp_path / "work"
    argv = ["--data", str(lme_dir), "--work", str(work), "--no-dense", "--no-semantic",
            "--set", "embedding.enabled=false", "--out", str(out)]
    for reused in (0, 1):
        assert lme.main(argv) == 0
        res = json.loads(out.read_text())
        assert res["questions"] == 1 and res["turns"] == 6 and res["split"].startswith("dev")
        assert res["mem"]["builds"]["reused"] == reused
    systems = {s["name"]: s for s in res["systems"]}
    assert list(systems) == ["mem default", "BM25 turns", "BM25 sessions"]
    for name in systems:
        assert systems[name]["any@5"] == 1.0 and systems[name]["all@10"] == 1.0, name
    assert systems["mem default"]["sessions_in_top10_hits"] >= 1
    assert systems["BM25 sessions"]["by_type"]["single-session-user"]["n"] == 1
    assert (work / "longmemeval" / "0a1b2c37" / "store" / "build.json").is_file()
    # three sessions always fit in the first five: the order is what the details show
    details = tmp_path / "details.json"
    assert lme.main([*argv, "--details", str(details)]) == 0
    (row,) = json.loads(details.read_text())
    assert row["sessions"][0] == "s_kite" and row["top"][0]["sessions"] == ["s_kite"]
    assert lme.main(["--data", str(lme_dir), "--types", "nope"]) == 2
    assert lme.main(["--data", str(lme_dir), "--shard", "2/2"]) == 2
    assert lme.main([*argv, "--shard", "1/2"]) == 0  # one question: the second shard of two is empty
    assert json.loads(out.read_text())["questions"] == 0


def test_dev_tables_state_the_margins_against_the_best_baseline(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dt = importlib.import_module("dev_tables")
    row = lambda name, r10, pack: {"name": name, "recall@5": r10, "recall@10": r10, "pack_recall": pack,  # noqa: E731
                                   "by_category": {"a": {"n": 2, "recall@10": r10, "pack_recall": pack}}}
    res = {"benchmark": "x", "questions": 2, "split": "dev", "categories": {"a": "a"},
           "systems": [row("mem default", 0.70, 0.80), {**row("mem context", None, 0.86), "recall@10": None},
                       row("BM25", 0.55, 0.70), row("RRF", 0.60, 0.81)]}
    path = tmp_path / "x.json"
    path.write_text(json.dumps(res))
    assert dt.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "recall@10 +0.100 vs RRF (target +0.10: met)" in out
    assert "pack recall +0.050 vs RRF (target +0.05: met)" in out and "| a (2) " in out
