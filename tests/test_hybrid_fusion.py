"""How semantic recall fuses the full-text and vector rankings (hand-made vectors, no model)."""

from __future__ import annotations

import sqlite3

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
from test_context_support import UTC, add_event, add_memory, add_records, new_store

from memcli.config.schema import Config
from memcli.embedding.maintenance import write_vectors
from memcli.recall import hybrid
from memcli.store.item_keys import item_key, split_key
from memcli.recall.fulltext import search as fast_search
from memcli.store.sqlite.vectors import file as vectors
from memcli.store.sqlite.db import transaction
from memcli.store.sqlite.store import SqliteStore

DIM = 16


def _store(conn: sqlite3.Connection) -> SqliteStore:
    """The store over *conn* that recall takes (its home is the database's folder)."""
    return SqliteStore(conn, Path(conn.execute("PRAGMA database_list").fetchone()[2]).parent)


def unit(v: np.ndarray) -> np.ndarray:
    return (v / np.linalg.norm(v)).astype(np.float32)


def store_with_a_deep_text_match(tmp_path: Path) -> tuple[Path, Any, int, np.ndarray]:
    """14 records say "umbrella"; the one whose vector is the query's is the longest, so full-text ranks it last."""
    home, conn = new_store(tmp_path)
    base = datetime(2022, 3, 1, 9, tzinfo=UTC)
    rng = np.random.default_rng(3)
    query = unit(rng.standard_normal(DIM))
    texts = [f"umbrella {w}" for w in ("red", "blue", "green", "black", "striped", "broken", "new", "small",
                                        "folding", "golf", "spare", "wet", "borrowed")]
    target_text = ("the umbrella I forgot on the train home after the long meeting, "
                   "which a stranger kindly ran after me to return on the platform")
    fillers = [f"filler note number {i} about nothing in particular" for i in range(60)]
    rows = [{"text": t, "at": base + timedelta(minutes=i)} for i, t in enumerate([*texts, target_text, *fillers])]
    ids = add_records(conn, rows)
    target = ids[len(texts)]
    vecs = []
    for i, _ in enumerate(rows):
        if i < len(texts):  # the short umbrella records point away from the query
            vecs.append(unit(-query + 0.3 * rng.standard_normal(DIM)))
        elif i == len(texts):
            vecs.append(query)
        else:  # fillers: loosely similar, enough to outrank the umbrella records on the vector side
            vecs.append(unit(query + 1.2 * rng.standard_normal(DIM)))
    with transaction(conn):
        write_vectors(_store(conn), "record", ids, np.stack(vecs), "toy")
    return home, conn, target, query


def test_a_text_match_below_the_text_top_ten_can_rise_by_its_vector(tmp_path: Path) -> None:
    home, conn, target, query = store_with_a_deep_text_match(tmp_path)
    fast = [h.id for h in fast_search(_store(conn), "umbrella", limit=20)]
    assert f"r{target}" in fast and fast.index(f"r{target}") >= 10  # full-text alone ranks it out of the top 10
    index = vectors.ensure_index(conn, home, "toy")
    now = datetime(2022, 3, 2, tzinfo=UTC).timestamp()
    cfg = Config()

    def fused() -> list[str]:
        return [h.id for h in hybrid.fuse(_store(conn), cfg, index, query, "umbrella", mode="semantic", limit=10,
                                          since_ts=None, until_ts=None, now_ts=now)]

    top = fused()
    # the text list is fused deeper than the top 10, so text + the best vector signal lift it to the top
    assert top[0] == f"r{target}"
    # vector-only items (the fillers) never push out a text match while enough text matches exist
    assert all(int(i[1:]) <= target for i in top)
    assert fused() == top  # deterministic
    # with the vector weight at 0 the order is the full-text order (plus importance/recency, equal here)
    cfg.recall.weight_vector = 0.0
    assert fused()[0] != f"r{target}"


def test_with_no_text_match_the_nearest_vectors_answer(tmp_path: Path) -> None:
    home, conn, target, query = store_with_a_deep_text_match(tmp_path)
    index = vectors.ensure_index(conn, home, "toy")
    hits = hybrid.fuse(_store(conn), Config(), index, query, "lost property", mode="deep", limit=5,
                       since_ts=None, until_ts=None, now_ts=datetime(2022, 3, 2, tzinfo=UTC).timestamp())
    assert hits[0].id == f"r{target}" and len(hits) == 5


def test_fused_ranking_equals_the_formula_over_brute_force_similarities(tmp_path: Path) -> None:
    """fuse() is exactly its documented formula: brute-force similarities over the whole vector file,
    the full-text top TEXT_DEPTH, reciprocal ranks, importance, recency, type weights, same-record collapse.

    Guards the fast paths (block scan and partial selection in VectorIndex.top, key look-ups, item
    details) against changing any id or score. A small store with chat sessions (context credit),
    memories restating one record (collapse), a superseded memory and events.
    """
    from memcli.recall.fulltext import ALL_KINDS, Index, load_hits, rank

    home, conn = new_store(tmp_path)
    rng = np.random.default_rng(11)
    base = datetime(2021, 5, 1, 8, tzinfo=UTC)
    words = ["kite", "river", "coffee", "rain", "friend", "garden", "train", "museum", "放风筝", "海边", "火锅", "朋友"]
    rows = []
    for i in range(90):
        picked = [words[int(j)] for j in rng.choice(len(words), size=int(rng.integers(1, 4)), replace=False)]
        rows.append({"text": f"Turn {i}: " + " and ".join(picked) + (" last week" if i % 7 == 0 else ""),
                     "speaker": "Tim" if i % 2 else "Ana", "session": f"s{i // 15}",
                     "at": base + timedelta(days=3 * (i // 15), minutes=i % 15)})
    rids = add_records(conn, rows)
    mids = [add_memory(conn, rows[i]["text"], at=rows[i]["at"], importance=int(rng.integers(20, 90)),
                       sources=[rids[i]]) for i in range(0, 90, 9)]
    add_memory(conn, "kite river coffee, superseded", status="superseded", at=base, sources=[rids[1]])
    eids = [add_event(conn, f"Day {d}: kite and coffee by the river", [f"gist {d}"],
                      at=base + timedelta(days=3 * d), importance=60, sources=rids[15 * d : 15 * d + 5])
            for d in range(6)]
    keys = [("record", r) for r in rids] + [("memory", m) for m in mids] + [("event", e) for e in eids]
    with transaction(conn):
        for kind in ("record", "memory", "event"):
            ids = [i for k, i in keys if k == kind]
            write_vectors(_store(conn), kind, ids, np.stack([unit(rng.standard_normal(DIM)) for _ in ids]), "toy")
    index = vectors.ensure_index(conn, home, "toy")
    cfg = Config()
    rc = cfg.recall
    now = (base + timedelta(days=30)).timestamp()
    mat = np.asarray(index.matrix, dtype=np.float64) * np.asarray(index.scale, dtype=np.float64)[:, None]
    row_of = {int(k): n for n, k in enumerate(np.asarray(index.keys))}

    def reference(query: str, qvec: np.ndarray, mode: str, limit: int) -> list[tuple[str, float]]:
        # every row, exactly (float64), against the query less the mean of the rows (hybrid.centred)
        sims = mat @ (qvec.astype(np.float64) - hybrid.CENTRING * mat.mean(axis=0))
        depth = max(limit * 5, 50) if mode == "semantic" else max(limit * 10, 100)
        first = max(0, index.count - rc.semantic_window) if mode == "semantic" else 0
        window = range(first, index.count)
        near = sorted(window, key=lambda n: (-sims[n], int(index.keys[n])))[:depth]
        ft = Index(_store(conn), ALL_KINDS, min(rc.candidates, hybrid.TEXT_CANDIDATES))
        ranked = rank(ft, ft.parse(query), limit=max(limit, hybrid.TEXT_DEPTH))
        text = {item_key(k, r): s for k, r, s, _ in ranked if s > 0}
        vec = {int(index.keys[n]): sims[n] for n in near}
        vec.update({k: sims[row_of[k]] for k in text if k in row_of})
        text_pos = {k: n for n, k in enumerate(sorted(text, key=lambda k: (-text[k], k)))}
        vec_pos = {k: n for n, k in enumerate(sorted(vec, key=lambda k: (-vec[k], k)))}
        letters = [ch for ch in query if ch.isalpha()]
        han = sum(1 for ch in letters if "\u4e00" <= ch <= "\u9fff") / len(letters)
        w_vector = rc.weight_vector + han * (rc.weight_vector_cjk - rc.weight_vector)
        scored = []
        for key in sorted(set(text) | set(vec)):
            kind, item = split_key(key)
            table = {"record": "records", "memory": "memories", "event": "events"}[kind]
            extra = " AND status = 'active'" if kind == "memory" else ""
            row = conn.execute(f"SELECT occurred_ts{', importance' if kind != 'record' else ''} FROM {table} "
                               f"WHERE id = ?{extra}", (item,)).fetchone()
            if row is None:
                continue
            importance = 50 if kind == "record" else row[1]
            kind_type = "record" if kind == "record" else ("event" if kind == "event" else "fact")
            score = ((rc.weight_text * (61.0 / (61.0 + text_pos[key])) if key in text_pos else 0.0)
                     + (w_vector * (61.0 / (61.0 + vec_pos[key])) if key in vec_pos else 0.0)
                     + rc.weight_importance * (importance / 100.0)
                     + rc.weight_recency * 0.5 ** (max(0.0, now - row[0]) / (rc.recency_half_life_days * 86400.0)))
            scored.append((score * rc.type_weights.get(kind_type, 1.0), key))
        scored.sort(key=lambda t: (-t[0], t[1]))
        hits = load_hits(_store(conn), [(*split_key(k), round(s, 6)) for s, k in scored])
        out: list[tuple[str, float, frozenset[str], str]] = []
        seen: set[str] = set()
        for h in hits:  # same-record collapse; one place for one line of a shared record, whichever cites more
            if len(h.sources) == 1:
                if h.sources[0] in seen:
                    continue
                seen.add(h.sources[0])
            said, mine = " ".join(h.text.split()), frozenset(h.sources)
            twins = [n for n, (_i, _s, src, text) in enumerate(out) if text == said and src & mine]
            if twins:
                if mine > out[twins[0]][2]:
                    out[twins[0]] = (h.id, h.score, mine, said)
                continue
            out.append((h.id, h.score, mine, said))
        return [(i, sc) for i, sc, _src, _text in out[:limit]]

    queries = ["kite by the river", "coffee with a friend", "when did Tim go to the museum?", "海边放风筝",
               "朋友 火锅 rain", "garden", "nothing matches this"]
    checked = 0
    for n, query in enumerate(queries):
        qvec = unit(rng.standard_normal(DIM))
        for mode in ("semantic", "deep"):
            for limit in (3, 10):
                got = [(h.id, h.score) for h in hybrid.fuse(_store(conn), cfg, index, qvec, query, mode=mode, limit=limit,
                                                            since_ts=None, until_ts=None, now_ts=now)]
                want = reference(query, qvec, mode, limit)
                assert got == want, (query, mode, limit)
                checked += len(got)
    assert checked > 100


def test_the_vector_weight_follows_the_share_of_chinese_letters() -> None:
    cfg = Config()
    rc = cfg.recall
    # one weight for every language by default (issue 30: 2.0 for Chinese, chosen on MADial, lost on MemDaily)
    assert rc.weight_vector == rc.weight_vector_cjk == 1.5
    assert hybrid.vector_weight(cfg, "上周在海边放风筝了吗？") == hybrid.vector_weight(cfg, "kite?") == 1.5
    rc.weight_vector, rc.weight_vector_cjk = 0.5, 2.0  # a user's own split still follows the query's script
    assert hybrid.vector_weight(cfg, "when did Tim fly a kite?") == 0.5
    assert hybrid.vector_weight(cfg, "上周在海边放风筝了吗？") == 2.0
    assert hybrid.vector_weight(cfg, "朋友 火锅 rain") == 0.5 + 0.5 * 1.5  # 4 Han letters of 8
    assert hybrid.vector_weight(cfg, "2023 ?") == 0.5  # no letters at all: the plain weight
    rc.weight_vector_cjk = rc.weight_vector
    assert hybrid.vector_weight(cfg, "海边放风筝") == 0.5


def test_a_chinese_query_leans_on_the_vectors_an_english_one_does_not(tmp_path: Path) -> None:
    """Same store, same query vector: how far the vector side pulls depends only on the query's script."""
    home, conn = new_store(tmp_path)
    base = datetime(2022, 6, 1, 9, tzinfo=UTC)
    rng = np.random.default_rng(5)
    qvec = unit(rng.standard_normal(DIM))
    # text matches pointing away from the query vector, fillers loosely near it (so the text matches rank
    # low on the vector side), and one line with no query word but the query's own vector
    matches = [f"kite 风筝 note {i}" for i in range(10)]
    fillers = [f"filler {i} 杂记" for i in range(70)]
    texts = [*matches, *fillers, "a quiet day at home 在家"]
    ids = add_records(conn, [{"text": t, "at": base + timedelta(minutes=i)} for i, t in enumerate(texts)])
    vecs = ([unit(-qvec + 0.2 * rng.standard_normal(DIM)) for _ in matches]
            + [unit(qvec + 1.0 * rng.standard_normal(DIM)) for _ in fillers] + [qvec])
    with transaction(conn):
        write_vectors(_store(conn), "record", ids, np.stack(vecs), "toy")
    index = vectors.ensure_index(conn, home, "toy")
    now = datetime(2022, 6, 2, tzinfo=UTC).timestamp()
    cfg = Config()

    def first(query: str) -> str:
        return hybrid.fuse(_store(conn), cfg, index, qvec, query, mode="semantic", limit=3,
                           since_ts=None, until_ts=None, now_ts=now)[0].id

    quiet = f"r{ids[-1]}"  # no query word, but the query's own vector
    cfg.recall.weight_vector, cfg.recall.weight_vector_cjk = 0.5, 4.0
    assert first("kite") != quiet  # English: the text match leads
    assert first("风筝") == quiet  # Chinese: the vector side outweighs the shared characters
    cfg.recall.weight_vector_cjk = 0.5
    assert first("风筝") != quiet  # one weight for both: the Chinese query answers like the English one


def test_query_sentences_splits_typed_questions_only() -> None:
    assert hybrid.query_sentences("我上司是做什么工作的呢？另外，那个论坛的地点是什么？") == [
        "我上司是做什么工作的呢？", "另外，那个论坛的地点是什么？"]
    assert hybrid.query_sentences("Where did Mia go? What did she eat there?") == [
        "Where did Mia go?", "What did she eat there?"]
    assert hybrid.query_sentences("我住的那个小区叫什么来着？") == []  # one question: the whole query only
    assert hybrid.query_sentences("Kite? Yes.") == []  # a sentence needs four letters or digits
    assert hybrid.query_sentences("A b c d. " * 5) == []  # more than MAX_SENTENCES: a passage, embedded whole
    assert hybrid.query_sentences("") == []


def test_each_sentence_of_a_two_question_query_finds_its_nearest_item(tmp_path: Path) -> None:
    """The whole query's vector lies between two topics; each sentence's vector finds its own item."""
    home, conn = new_store(tmp_path)
    base = datetime(2022, 3, 1, 9, tzinfo=UTC)
    rng = np.random.default_rng(5)
    a, b = unit(rng.standard_normal(DIM)), unit(rng.standard_normal(DIM))
    middle = unit(a + b)
    rows = [{"text": f"note {i}", "at": base + timedelta(minutes=i)} for i in range(40)]
    ids = add_records(conn, rows)
    vecs = [unit(middle + 0.15 * rng.standard_normal(DIM)) for _ in rows]  # close to the middle
    vecs[7], vecs[23] = a, b  # the two answers: each exactly one sentence's vector
    with transaction(conn):
        write_vectors(_store(conn), "record", ids, np.stack(vecs), "toy")
    index = vectors.ensure_index(conn, home, "toy")
    now = datetime(2022, 3, 2, tzinfo=UTC).timestamp()

    def top(also: list[np.ndarray] | None) -> list[str]:
        hits = hybrid.fuse(_store(conn), Config(), index, middle, "zzz", mode="semantic", limit=2,
                           since_ts=None, until_ts=None, now_ts=now, also=also)
        return [h.id for h in hits]

    assert set(top([a, b])) == {f"r{ids[7]}", f"r{ids[23]}"}
    assert set(top(None)) != {f"r{ids[7]}", f"r{ids[23]}"}  # the whole query's vector alone misses one
    assert top(None) == top([])  # no sentences: the whole query alone, as before


def test_a_lone_surrogate_in_the_query_is_encoded_as_a_question_mark() -> None:
    """A broken command-line argument (a lone surrogate) reached the tokenizer and failed the whole pack."""
    class Strict:
        def encode_query(self, text: str) -> str:
            text.encode("utf-8")  # raises on a lone surrogate, as the tokenizer did
            return text

    assert hybrid.encode_query(Strict(), "kite \udd04") == "kite ?"
    assert hybrid.encode_query(Strict(), "风筝") == "风筝"


def test_a_query_is_encoded_once_per_embedder() -> None:
    """A pack that asks recall again for more hits reuses the query's vector; another embedder encodes anew."""
    calls: list[str] = []

    class Counting:
        def encode_query(self, text: str) -> np.ndarray:
            calls.append(text)
            return np.ones(DIM, dtype=np.float32)

    first, second = Counting(), Counting()
    for _ in range(3):
        hybrid._encoded(first, "蓝色风筝在哪里？")
    hybrid._encoded(second, "蓝色风筝在哪里？")
    assert calls == ["蓝色风筝在哪里？", "蓝色风筝在哪里？"]


def test_one_line_is_shown_once_by_the_item_that_cites_more(tmp_path: Path) -> None:
    """An event made of a turn and its reply is summarised by the turn: the record and the event show the
    same line. Recall gives that line one place (the better one), shown by the event, which also cites the
    reply; items that only look alike keep their places."""
    home, conn = new_store(tmp_path)
    at = datetime(2023, 3, 18, 9, tzinfo=UTC)
    turn = "Took Niangao to the vet for her yearly vaccines, she weighs 4.8 kg now."
    rids = add_records(conn, [
        {"text": turn, "at": at, "session": "s1"},
        {"text": "Good to hear! Keep the treats small.", "at": at + timedelta(minutes=1), "role": "assistant",
         "speaker": "assistant", "session": "s1"},
        {"text": "Took Niangao to the vet again: vaccines done.", "at": at + timedelta(days=30), "session": "s2"},
    ])
    eid = add_event(conn, turn, [], at=at, sources=rids[:2])
    store = _store(conn)
    hits = fast_search(store, "Niangao vet vaccines", limit=5)
    shown = [" ".join(h.text.split()) for h in hits]
    assert len(shown) == len(set(shown))  # no line twice
    first = next(h for h in hits if h.text == turn)
    assert first.id == f"e{eid}" and set(first.sources) == {f"r{rids[0]}", f"r{rids[1]}"}
    assert f"r{rids[2]}" in [h.id for h in hits]  # alike but not the same line: kept
    # the same words said again on another day are another hit
    again = add_records(conn, [{"text": turn, "at": at + timedelta(days=60), "session": "s3"}])[0]
    hits = fast_search(store, "Niangao vet vaccines", limit=5)
    assert {f"e{eid}", f"r{again}"} <= {h.id for h in hits}
