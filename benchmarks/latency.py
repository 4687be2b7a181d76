#!/usr/bin/env python3
"""Latency, throughput and size of ``mem`` on synthetic stores (1k … 100k, ready for 1M).

    python benchmarks/latency.py --sizes 1000,10000,100000 --out benchmarks/results/latency.json

For each size it writes a synthetic life — 14 years of mostly Chinese diary
and chat messages, about 10 % English, 朋友 ("friend") in about a third of the
records, 蓝色 in ~1 %, 风筝 in ~0.1 %, and one early *needle* record about
flying a blue kite (蓝色风筝) — as an OpenAI-style JSON Lines file, imports
it through the real import path (:func:`memcli.ingest.files.import_paths`: parse,
jieba segmentation, token counting, full-text index, buffer), and then runs
every registered operation (:data:`OPERATIONS`), reporting median, p95 and
min. Results go to JSON; ``docs/benchmarks.md`` explains them.

Adding an operation (``context``, ``semantic`` …)::

    @operation("my_op_inproc", "what it times")
    def _context(b: Bench) -> dict[str, Any]:
        from memcli.context.pack import build_pack
        return timed(b, lambda: build_pack(...))

``--loader bulk`` is for 1M-record stores: the same per-record work
(:func:`memcli.store.sqlite.records.record_hash`, ``new_record_body``, ``count_tokens``)
spread over all cores, inserted in id order with the same SQL, so the rows
are identical to ``insert_records``' apart from the ingestion timestamps
(checked on a sample at start-up; ``--loader import`` is the default and is
what the import-throughput figure means).

Scaling to 1M (``docs/benchmarks.md``, "Scale to 1M")::

    python benchmarks/latency.py --sizes 1000000 --loader bulk --layer flush --trace-plans \
        --keep --reuse --work ./bench-stores --merge --out benchmarks/results/latency_1m.json

``--layer flush`` gives context and semantic recall a distilled layer with the
shapes and proportions a real offline flush produced on a 10k sample (written
with bulk SQL, see :func:`_flush_shaped_layer`); ``--trace-plans`` records the
``EXPLAIN QUERY PLAN`` of every statement those operations execute;
``--merge`` adds the sizes measured now to an existing result file.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import random
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
from store_arg import store_arg  # noqa: E402  (this folder is on sys.path: it holds the script)

TZ = timezone(timedelta(hours=8))
START = datetime(2010, 1, 1, 8, 0, tzinfo=TZ)
YEARS = 14
NEEDLE_TEXT = "那年春天我和爸爸在河边放了一只蓝色风筝，风筝飞得很高，我们一直笑。"
NEEDLE_QUERY = "蓝色风筝"
COMMON_QUERY = "朋友"

# ----------------------------------------------------------------------------- data

_WHO = ["我", "我们", "妈妈", "爸爸", "同事小王", "老师", "姐姐", "弟弟", "室友", "邻居张阿姨", "表哥", "奶奶",
        "小李", "老板", "女朋友", "儿子", "女儿", "外婆", "大学同学", "小区保安", "房东", "医生"]
_WHERE = ["公园", "学校", "公司", "咖啡馆", "图书馆", "海边", "山上", "超市", "医院", "火车站", "老家", "商场",
          "河边", "健身房", "餐厅", "地铁上", "机场", "博物馆", "菜市场", "游泳馆", "书店", "酒吧", "湖边", "操场"]
_DO = ["吃了一顿火锅", "看了一场电影", "聊了很久", "散步", "加班到很晚", "写代码", "读了一本小说", "打篮球",
       "做饭", "逛街", "拍了很多照片", "学习英语", "开会讨论项目", "喝咖啡", "跑步五公里", "整理房间",
       "听音乐会", "种花", "修自行车", "画画", "包饺子", "练吉他", "准备考试", "看展览", "爬山", "钓鱼",
       "打羽毛球", "收拾行李", "看医生", "买菜", "洗衣服", "写日记", "背单词", "做瑜伽", "遛狗", "下象棋"]
_FEEL = ["心情很好", "有点累", "非常开心", "觉得很充实", "有些难过", "很放松", "压力很大", "感觉不错",
         "很感动", "有点无聊", "特别满足", "有点紧张", "很想家", "很兴奋", "有点失落", "平静"]
_WHEN = ["今天", "昨天晚上", "上午", "下午", "周末", "傍晚", "中午", "早上", "半夜", "刚才"]
_EXTRA = ["天气很冷", "下了一场大雨", "阳光明媚", "风很大", "空气很好", "路上堵车", "人很多", "排了很久的队",
          "价格有点贵", "味道很好", "手机没电了", "忘了带伞", "遇到了老朋友", "发了工资", "猫咪生病了",
          "网速特别慢", "停电了一个小时", "收到一个快递", "闻到桂花香", "看到晚霞"]
_REPLY = ["听起来很不错！", "辛苦了，早点休息。", "要不要聊聊发生了什么？", "真为你高兴。", "记得多喝水。",
          "下次可以试试别的路线。", "这个周末有什么计划？", "你上次也提到过这件事。"]
_EN_DO = ["had coffee with a colleague", "went running in the park", "finished reading a novel",
          "cooked dinner for the family", "watched a movie downtown", "worked late on the project",
          "called my sister", "cleaned the apartment", "went hiking in the hills", "visited the museum"]
_EN_END = ["it was fun", "I felt tired", "the weather was nice", "it rained all day", "I learned a lot",
           "we laughed a lot"]


def _text(rng: random.Random) -> tuple[str, str]:
    """One synthetic message: (role, text)."""
    r = rng.random()
    if r < 0.08:
        return "assistant", rng.choice(_REPLY)
    if r < 0.18:
        s = f"Today I {rng.choice(_EN_DO)}"
        if rng.random() < 0.33:
            s += " with a friend"
        return "user", f"{s}, {rng.choice(_EN_END)}."
    parts = [rng.choice(_WHEN), rng.choice(_WHO)]
    if rng.random() < 0.36:
        parts.append("和朋友")
    parts.append(f"在{rng.choice(_WHERE)}{rng.choice(_DO)}，")
    parts.append(rng.choice(_EXTRA) + "，")
    if rng.random() < 0.011:
        parts.append("穿了一件蓝色的外套，")
    if rng.random() < 0.0012:
        parts.append("还看到有人在放风筝，")
    parts.append(rng.choice(_FEEL) + "。")
    return "user", "".join(parts)


def synthetic_messages(n: int, seed: int = 42) -> Iterator[dict[str, Any]]:
    """*n* messages over 14 years, in time order; the needle is 2 % of the way in."""
    rng = random.Random(seed)
    span = YEARS * 365 * 86400
    needle_at = max(1, n // 50)
    for i in range(n):
        ts = START.timestamp() + span * i / n
        role, text = ("user", NEEDLE_TEXT) if i == needle_at else _text(rng)
        yield {"role": role, "content": text, "timestamp": int(ts)}


def write_openai_jsonl(path: Path, n: int, seed: int = 42) -> None:
    """One conversation per calendar day, JSON Lines of ``{"id", "messages"}``."""
    with path.open("w", encoding="utf-8") as fh:
        day: str | None = None
        batch: list[dict[str, Any]] = []
        for msg in synthetic_messages(n, seed):
            d = datetime.fromtimestamp(msg["timestamp"], TZ).date().isoformat()
            if d != day and batch:
                fh.write(json.dumps({"id": f"day-{day}", "messages": batch}, ensure_ascii=False) + "\n")
                batch = []
            day = d
            batch.append(msg)
        if batch:
            fh.write(json.dumps({"id": f"day-{day}", "messages": batch}, ensure_ascii=False) + "\n")


# ----------------------------------------------------------------------------- loaders


def load_import(home: Path, n: int, work: Path) -> dict[str, Any]:
    """The real path: a JSONL file through ``mem import``'s library call."""
    from memcli.config.schema import Config
    from memcli.ingest.files import import_paths
    from memcli.store.sqlite.db import connect

    src = work / f"synthetic-{n}.jsonl"
    t0 = time.perf_counter()
    write_openai_jsonl(src, n)
    gen_s = time.perf_counter() - t0
    conn = connect(home)
    cfg = Config.model_validate({"user": {"timezone": "Asia/Shanghai"}})
    t0 = time.perf_counter()
    report = import_paths(_store(conn, home), [str(src)], cfg=cfg, fmt="openai", progress=False)
    secs = time.perf_counter() - t0
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    src.unlink()
    return {"loader": "import", "records": report["imported"], "seconds": secs, "generate_seconds": gen_s}


def _prepare(args: tuple[int, dict[str, Any]]) -> tuple[int, str, str, int]:
    """Worker: the per-record work of insert_records (hash, segmented body, tokens)."""
    from memcli.core.record_types import NewRecord
    from memcli.store.text import clean_text, new_record_body, record_hash
    from memcli.core.textproc import count_tokens

    idx, raw = args
    rec = NewRecord(**raw)
    text = clean_text(rec.text)
    return idx, record_hash(rec, "default"), new_record_body(rec, text), count_tokens(text)


def _bulk_records(n: int) -> Iterator[dict[str, Any]]:
    for i, msg in enumerate(synthetic_messages(n)):
        day = datetime.fromtimestamp(msg["timestamp"], TZ).date().isoformat()
        yield {
            "text": msg["content"], "role": msg["role"], "user_id": "default", "session": f"bulk-{day}",
            "occurred_at": datetime.fromtimestamp(msg["timestamp"], TZ), "source_path": "bulk",
            "source_format": "bulk", "external_id": str(i),
        }


def load_bulk(home: Path, n: int, work: Path, chunk: int = 20000) -> dict[str, Any]:
    """Same rows as insert_records, with segmentation and token counting on every core."""
    import multiprocessing as mp

    from memcli.store.sqlite.db import connect, transaction
    from memcli.core.timeutil import now, to_iso

    conn = connect(home)
    t0 = time.perf_counter()
    done = 0
    with mp.get_context("fork").Pool(os.cpu_count() or 1) as pool:
        gen = _bulk_records(n)
        while True:
            raws = [r for _, r in zip(range(chunk), gen)]
            if not raws:
                break
            prepared = sorted(pool.map(_prepare, list(enumerate(raws)), chunksize=500))
            stamp = time.time()
            ingested = to_iso(now())
            with transaction(conn):
                for (idx, digest, body, tokens), raw in zip(prepared, raws):
                    cur = conn.execute(
                        """INSERT OR IGNORE INTO records(text, role, speaker, user_id, character, session,
                               occurred_at, occurred_ts, ingested_at, source_path, source_format,
                               external_id, content_hash, tags, extra)
                           VALUES (?, ?, NULL, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, '[]', '{}')""",
                        (raw["text"], raw["role"], raw["user_id"], raw["session"], to_iso(raw["occurred_at"]),
                         raw["occurred_at"].timestamp(), ingested, raw["source_path"], raw["source_format"],
                         raw["external_id"], digest),
                    )
                    if cur.rowcount == 0:
                        continue
                    rid = int(cur.lastrowid or 0)
                    conn.execute("INSERT INTO records_fts(rowid, body) VALUES (?, ?)", (rid, body))
                    conn.execute(
                        """INSERT INTO buffer(record_id, user_id, character, tokens, status, added_at, updated_at)
                           VALUES (?, ?, '', ?, 'idle', ?, ?)""",
                        (rid, raw["user_id"], tokens, stamp, stamp),
                    )
                    done += 1
    secs = time.perf_counter() - t0
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return {"loader": "bulk", "records": done, "seconds": secs}


def check_bulk_equivalence(work: Path, n: int = 300) -> None:
    """The bulk loader must write what insert_records writes (ingestion times aside)."""
    from memcli.core.record_types import NewRecord
    from memcli.store.sqlite.db import connect, transaction
    from memcli.store.sqlite.records import insert_records

    a, b = work / "eq-a", work / "eq-b"
    conn = connect(a)
    with transaction(conn):
        insert_records(conn, [NewRecord(**r) for r in _bulk_records(n)], default_user="default")
    conn.close()
    load_bulk(b, n, work, chunk=128)
    q = {
        "records": "SELECT id, text, role, speaker, user_id, character, session, occurred_at, occurred_ts, "
        "source_path, source_format, external_id, content_hash, tags, extra FROM records ORDER BY id",
        "fts": "SELECT rowid, body FROM records_fts ORDER BY rowid",
        "buffer": "SELECT record_id, user_id, character, tokens, status FROM buffer ORDER BY record_id",
    }
    ca, cb = sqlite3.connect(a / "mem.db"), sqlite3.connect(b / "mem.db")
    for name, sql in q.items():
        if ca.execute(sql).fetchall() != cb.execute(sql).fetchall():
            raise SystemExit(f"bulk loader differs from insert_records in {name}; use --loader import")
    ca.close()
    cb.close()
    shutil.rmtree(a)
    shutil.rmtree(b)


# ----------------------------------------------------------------------------- measuring


@dataclass
class Bench:
    """Everything an operation needs for one store size."""

    size: int
    home: Path
    conn: sqlite3.Connection
    needle_id: str
    mem_cmd: list[str]
    runs: int
    proc_runs: int
    args: argparse.Namespace
    notes: dict[str, Any] = field(default_factory=dict)


def _store(conn: sqlite3.Connection, home: Path) -> Any:
    """The store over *conn* that recall and import take (memcli.store.protocols.Store)."""
    from memcli.store.sqlite.store import SqliteStore

    return SqliteStore(conn, home)


Operation = Callable[[Bench], dict[str, Any]]
OPERATIONS: list[tuple[str, str, Operation]] = []
"""(name, description, function) in report order; add yours with :func:`operation`."""


def operation(name: str, description: str = "") -> Callable[[Operation], Operation]:
    def register(fn: Operation) -> Operation:
        OPERATIONS.append((name, description or (fn.__doc__ or "").strip().splitlines()[0], fn))
        return fn

    return register


def summarise(samples_ms: list[float]) -> dict[str, Any]:
    xs = sorted(samples_ms)
    p95 = xs[min(len(xs) - 1, max(0, int(round(0.95 * len(xs))) - 1))]
    return {
        "median_ms": round(statistics.median(xs), 3),
        "p95_ms": round(p95, 3),
        "min_ms": round(xs[0], 3),
        "mean_ms": round(statistics.fmean(xs), 3),
        "runs": len(xs),
    }


def timed(b: Bench, fn: Callable[[], Any], *, runs: int | None = None, warmup: int = 5) -> dict[str, Any]:
    """Median/p95/min wall time of *fn* in this process (after a few warm-up calls), plus its CPU time.

    The CPU-time median (``thread_time``) is robust to other processes taking
    the cores; on an idle machine the two agree.
    """
    for _ in range(warmup):
        fn()
    out: list[float] = []
    cpu: list[float] = []
    for _ in range(runs or b.runs):
        c0 = time.thread_time_ns()
        t0 = time.perf_counter_ns()
        fn()
        out.append((time.perf_counter_ns() - t0) / 1e6)
        cpu.append((time.thread_time_ns() - c0) / 1e6)
    return {**summarise(out), "cpu_median_ms": round(statistics.median(cpu), 3)}


def _env(b: Bench) -> dict[str, str]:
    """The environment of measured processes: a normal user's (bytecode cache on, no debug)."""
    env = dict(os.environ)
    env["MEM_HOME"] = str(b.home)
    env.pop("MEM_DEBUG", None)
    # some sandboxes set this; without .pyc files every run would recompile mem's modules (~40 ms)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def mem_entry_point() -> list[str]:
    """The ``mem`` console script next to this Python (not a pyenv shim, which adds its own ~40 ms)."""
    cand = Path(sys.executable).with_name("mem")
    if cand.exists():
        return [str(cand)]
    found = shutil.which("mem")
    return [found] if found else [sys.executable, "-m", "memcli"]


def _peak_rss_kib(cmd: list[str], env: dict[str, str]) -> int:
    """Peak resident set of one run of *cmd*: measured by a fresh parent so nothing else counts."""
    probe = (
        "import resource, subprocess, sys\n"
        "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    )
    out = subprocess.run([sys.executable, "-c", probe, *cmd], env=env, capture_output=True, text=True, check=True)
    return int(out.stdout.strip())


@operation("recall_needle_inproc", "recall 蓝色风筝 in process (needle must be first)")
def _recall_needle(b: Bench) -> dict[str, Any]:
    from memcli.recall.fulltext import search

    store = _store(b.conn, b.home)
    hits = search(store, NEEDLE_QUERY)
    if not hits or hits[0].id != b.needle_id:
        raise SystemExit(f"{b.size}: the needle {b.needle_id} is not ranked first: {[h.id for h in hits[:3]]}")
    return timed(b, lambda: search(store, NEEDLE_QUERY))


@operation("recall_common_inproc", "recall 朋友 in process (a word in a third of the records)")
def _recall_common(b: Bench) -> dict[str, Any]:
    from memcli.recall.fulltext import search

    store = _store(b.conn, b.home)
    hits = search(store, COMMON_QUERY)
    assert len(hits) == 10 and all(COMMON_QUERY in h.text for h in hits)
    return timed(b, lambda: search(store, COMMON_QUERY))


@operation("recall_english_inproc", "recall 'coffee with a friend' in process (English, stemmed)")
def _recall_english(b: Bench) -> dict[str, Any]:
    from memcli.recall.fulltext import search

    store = _store(b.conn, b.home)
    return timed(b, lambda: search(store, "coffee with a friend"))


def _process_samples(
    b: Bench, cmd: list[str], env: dict[str, str], check: Callable[[str], bool] = lambda out: True
) -> tuple[list[float], list[float]]:
    """Wall and CPU (user + sys) milliseconds of *cmd*, after two warm-up runs.

    CPU time is reported too because wall time on a shared machine includes
    waiting for a core; CPU time is what the process itself cost.
    """
    import resource

    wall: list[float] = []
    cpu: list[float] = []
    for i in range(b.proc_runs + 2):
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter_ns()
        out = subprocess.run(cmd, env=env, capture_output=True, text=True)
        ms = (time.perf_counter_ns() - t0) / 1e6
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        if out.returncode != 0 or not check(out.stdout):
            raise SystemExit(f"{b.size}: `{' '.join(cmd)}` failed: {out.stderr or out.stdout[:200]}")
        if i >= 2:  # two warm-up runs fill the page cache (and write .pyc files)
            wall.append(ms)
            cpu.append((r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime) * 1000)
    return wall, cpu


@operation("recall_needle_process", "`mem recall 蓝色风筝` as a whole process (wall time)")
def _recall_process(b: Bench) -> dict[str, Any]:
    cmd = [*b.mem_cmd, "recall", NEEDLE_QUERY]
    env = _env(b)
    samples, cpu = _process_samples(b, cmd, env, check=lambda out: out.startswith(b.needle_id + "\t"))
    rss = [_peak_rss_kib(cmd, env) for _ in range(3)]
    res = summarise(samples)
    res["cpu_median_ms"] = round(statistics.median(cpu), 1)
    res["peak_rss_mib"] = round(max(rss) / 1024, 1)
    res["command"] = " ".join(["mem", *cmd[len(b.mem_cmd):]])
    return res


@operation("python_startup_process", "`python -c pass` (the floor under any whole-process number)")
def _python_floor(b: Bench) -> dict[str, Any]:
    samples, cpu = _process_samples(b, [sys.executable, "-c", "pass"], _env(b))
    return {**summarise(samples), "cpu_median_ms": round(statistics.median(cpu), 1)}


@operation("python_import_only_process", "`python -c 'import memcli.cli.entry'`: start-up plus mem's entry module")
def _import_floor(b: Bench) -> dict[str, Any]:
    samples, cpu = _process_samples(b, [sys.executable, "-c", "import memcli.cli.entry"], _env(b))
    return {**summarise(samples), "cpu_median_ms": round(statistics.median(cpu), 1)}


# ----------------------------------------------------------------------------- context packs and hybrid recall
# A pack needs the distilled layer (profile, agreements, events, memories), which an import alone does not
# make; flushing 100k records offline would take minutes and change the store the recall numbers above are
# measured on. So these operations use a copy of the store (inside it, removed with it) plus a synthetic
# distilled layer written with SQL: 60 profile slots, 15 agreements, one event per day-session (its first
# ten records as sources) and a fact memory per 20 records. Semantic/deep recall use a vector file of
# seeded random unit vectors for every item (the timing of search and fusion does not depend on the
# numbers in it) and the real embedding model for the query; the model load is reported on its own.
# ``--layer flush`` replaces that simple layer with one shaped like the real flush's output (see
# FLUSH_EVENT_RECORDS below); the 1M figures in docs/benchmarks.md use it.

CONTEXT_BUDGET = 8000


def _context_home(b: Bench) -> Path:
    """The store copy with a distilled layer, built once per size (kept with --keep/--reuse)."""
    if "context_home" in b.notes:
        return Path(b.notes["context_home"])
    from memcli.store.sqlite.db import connect, transaction
    from memcli.core.textproc import segment

    home = b.home / "context-copy"
    ready = home / "distilled.ok"
    if not ready.exists():
        shutil.rmtree(home, ignore_errors=True)
        home.mkdir(parents=True)
        b.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        src = sqlite3.connect(b.home / "mem.db")
        dst = sqlite3.connect(home / "mem.db")
        src.backup(dst)
        src.close()
        dst.close()
        conn = connect(home)
        rng = random.Random(7)
        now_iso = datetime.now(timezone.utc).isoformat(timespec="seconds")
        topics = ["basic_info", "work", "interest", "relationship", "health", "preference"]
        t0 = time.perf_counter()
        if getattr(b.args, "layer", "simple") == "flush":
            with transaction(conn):
                _flush_shaped_layer(conn)
        else:
            with transaction(conn):
                sessions = conn.execute(
                    "SELECT session, MIN(occurred_ts), MIN(occurred_at) FROM records GROUP BY session"
                ).fetchall()
                for n_ev, (session, ts, iso) in enumerate(sessions):
                    rows = conn.execute(
                        "SELECT id, text FROM records WHERE session = ? ORDER BY occurred_ts, id LIMIT 10", (session,)
                    ).fetchall()
                    summary = "；".join(r[1] for r in rows[:2])
                    gists = [r[1][:40] for r in rows[:3]]
                    cur = conn.execute(
                        """INSERT INTO events(user_id, session, occurred_at, occurred_ts, end_ts, summary, gists, tags,
                               importance, content_hash, created_at) VALUES ('default', ?, ?, ?, ?, ?, ?, '[]', 50, ?, ?)""",
                        (session, iso, ts, ts, summary, json.dumps(gists, ensure_ascii=False), f"bench-ev-{n_ev}", now_iso),
                    )
                    eid = int(cur.lastrowid or 0)
                    conn.executemany("INSERT INTO event_sources(event_id, record_id) VALUES (?, ?)",
                                     [(eid, r[0]) for r in rows])
                    conn.execute("INSERT INTO events_fts(rowid, body) VALUES (?, ?)", (eid, segment(summary)))
                recs = conn.execute("SELECT id, text, occurred_at, occurred_ts FROM records WHERE id % 20 = 0").fetchall()
                for n_mem, (rid, text, iso, ts) in enumerate(recs):
                    if n_mem < 60:
                        typ, topic, sub, content = "profile", topics[n_mem % 6], f"slot_{n_mem}", text[:30]
                    elif n_mem < 75:
                        typ, topic, sub, content = "agreement", None, None, "我们说好" + text[:30]
                    else:
                        typ, topic, sub, content = "fact", None, None, text
                    cur = conn.execute(
                        """INSERT INTO memories(type, user_id, topic, sub_topic, content, importance, content_hash,
                               occurred_at, occurred_ts, valid_from_ts, created_at, updated_at)
                           VALUES (?, 'default', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                        (typ, topic, sub, content, rng.randint(20, 90), f"bench-m-{n_mem}", iso, ts, ts, now_iso, now_iso),
                    )
                    mid = int(cur.lastrowid or 0)
                    conn.execute("INSERT INTO memory_sources(memory_id, record_id) VALUES (?, ?)", (mid, rid))
                    conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (mid, segment(content)))
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        b.notes["context_layer"] = {
            "events": conn.execute("SELECT COUNT(*) FROM events").fetchone()[0],
            "memories": conn.execute("SELECT COUNT(*) FROM memories").fetchone()[0],
            "seconds": round(time.perf_counter() - t0, 1),
        }
        conn.close()
        ready.write_text("ok\n")
    b.notes["context_home"] = str(home)
    return home


# What a real offline flush (``run_flush(use_llm=False)``, embeddings off) made of a contiguous 10k-record
# slice of the 1M life (so at the 1M store's density: ~196 records per day-session), measured by this
# helper's sample run (see docs/benchmarks.md, "Scale to 1M"): 102 events (one per ~98 consecutive records
# of a session, 45-150 sources, all records covered; summary = one record, gists = five, six topic tags) and
# 5,520 "emotion" memories (0.55 per record), each the text of a user record that names one of the feelings
# below (or an English record saying "I felt tired"), its full-text body the record's segmented body.
FLUSH_EVENT_RECORDS = 98
FLUSH_EMOTION_WORDS = ("很兴奋", "有点紧张", "有点失落", "非常开心", "很感动", "压力很大", "有点累", "有些难过",
                       "很放松", "有点无聊", "特别满足", "I felt tired")
FLUSH_EVENT_TAGS = ["家人", "运动", "工作", "美食", "情绪", "学习"]


def _flush_shaped_layer(conn: sqlite3.Connection) -> None:
    """Write, with bulk SQL into the flush's own tables and columns, the layer the real flush makes.

    Why not run the flush itself: offline it managed ~200 records/s on this shared machine (50 s for the
    10k sample), i.e. well over an hour for 1M. The counts, shapes and text of the rows follow the sample
    above exactly (emotion memory per matching record, one event per 98 records of a session, its FTS body
    the segmented gists + summary + tags); full-text bodies are the records' already segmented bodies, so
    no jieba run is needed. Must be called inside a transaction.
    """
    now_iso = datetime.now(timezone.utc).isoformat(timespec="seconds")
    tag_json = json.dumps(FLUSH_EVENT_TAGS, ensure_ascii=False)
    tag_body = " ".join(FLUSH_EVENT_TAGS)
    rows = conn.execute(
        "SELECT r.id, r.session, r.role, r.text, r.occurred_at, r.occurred_ts, c.c0 FROM records r "
        "JOIN records_fts_content c ON c.id = r.id ORDER BY r.session, r.occurred_ts, r.id"
    )
    n_mem = n_ev = 0
    chunk: list[tuple[Any, ...]] = []

    def flush_event(chunk: list[tuple[Any, ...]]) -> None:
        nonlocal n_ev
        if not chunk:
            return
        gists = [r[3] for r in chunk[:5]]
        summary = chunk[min(1, len(chunk) - 1)][3]
        body = " ".join([*(r[6] for r in chunk[:5]), chunk[min(1, len(chunk) - 1)][6], tag_body])
        cur = conn.execute(
            """INSERT INTO events(user_id, character, session, occurred_at, occurred_ts, end_ts, summary, gists,
                   tags, importance, content_hash, created_at) VALUES ('default', '', ?, ?, ?, ?, ?, ?, ?, 60, ?, ?)""",
            (chunk[0][1], chunk[0][4], chunk[0][5], chunk[-1][5], summary, json.dumps(gists, ensure_ascii=False),
             tag_json, f"bench-fev-{n_ev}", now_iso),
        )
        eid = int(cur.lastrowid or 0)
        conn.executemany("INSERT INTO event_sources(event_id, record_id) VALUES (?, ?)", [(eid, r[0]) for r in chunk])
        conn.execute("INSERT INTO events_fts(rowid, body) VALUES (?, ?)", (eid, body))
        n_ev += 1

    for row in rows.fetchall():
        rid, session, role, text, iso, ts, body = row
        if chunk and (session != chunk[0][1] or len(chunk) >= FLUSH_EVENT_RECORDS):
            flush_event(chunk)
            chunk = []
        chunk.append(row)
        if role == "user" and any(w in text for w in FLUSH_EMOTION_WORDS):
            cur = conn.execute(
                """INSERT INTO memories(type, owner, user_id, character, content, importance, content_hash, status,
                       occurred_at, occurred_ts, valid_from_ts, created_at, updated_at)
                   VALUES ('emotion', 'user', 'default', '', ?, 45, ?, 'active', ?, ?, ?, ?, ?)""",
                (text, f"bench-fm-{n_mem}", iso, ts, ts, now_iso, now_iso),
            )
            mid = int(cur.lastrowid or 0)
            conn.execute("INSERT INTO memory_sources(memory_id, record_id) VALUES (?, ?)", (mid, rid))
            conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (mid, body))
            n_mem += 1
    flush_event(chunk)
    # a flush leaves no buffer row for a record it distilled (schema 4), and this layer stands for a flush of all
    conn.execute("DELETE FROM buffer")
    # the flush found no profile facts or promises in this synthetic chatter; a lifetime store has some,
    # so the pack gets the same 60 profile slots and 15 agreements as the simple layer
    topics = ["basic_info", "work", "interest", "relationship", "health", "preference"]
    few = conn.execute("SELECT r.id, r.text, r.occurred_at, r.occurred_ts, c.c0 FROM records r JOIN records_fts_content c "
                       "ON c.id = r.id WHERE r.id % 20 = 0 AND r.role = 'user' ORDER BY r.id LIMIT 75").fetchall()
    for k, (rid, text, iso, ts, body) in enumerate(few):
        typ, topic, sub = ("profile", topics[k % 6], f"slot_{k}") if k < 60 else ("agreement", None, None)
        cur = conn.execute(
            """INSERT INTO memories(type, owner, user_id, character, topic, sub_topic, content, importance,
                   content_hash, status, occurred_at, occurred_ts, valid_from_ts, created_at, updated_at)
               VALUES (?, 'user', 'default', '', ?, ?, ?, 70, ?, 'active', ?, ?, ?, ?, ?)""",
            (typ, topic, sub, text[:30], f"bench-fp-{k}", iso, ts, ts, now_iso, now_iso),
        )
        mid = int(cur.lastrowid or 0)
        conn.execute("INSERT INTO memory_sources(memory_id, record_id) VALUES (?, ?)", (mid, rid))
        conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (mid, body))


def _context_conn(b: Bench) -> sqlite3.Connection:
    if "context_conn" not in b.notes:
        from memcli.store.sqlite.db import connect

        b.notes["context_conn"] = connect(_context_home(b))
    return b.notes["context_conn"]  # type: ignore[no-any-return]


def _pack_timer(b: Bench, query: str | None, *, cold: bool, unit: str = "tokens") -> dict[str, Any]:
    """Median etc. of build_pack; *cold* clears the in-process caches every run.

    The caches: the stable part, the per-line token memo and the date strings. The tokenizer itself
    (the subset encoder and the vocabulary it has gathered) stays, as a loaded encoder did before.
    """
    import memcli.context.ageing as ageing_mod
    import memcli.context.budget as budget_mod
    import memcli.context.pack as pack_mod
    from memcli.context.pack import PackRequest, build_pack
    from memcli.config.light import LightSettings

    home = _context_home(b)
    conn = store_arg(build_pack, _context_conn(b), home)
    cfg = LightSettings()
    budget = CONTEXT_BUDGET if unit == "tokens" else CONTEXT_BUDGET * 3
    req = PackRequest(budget=budget, unit=unit, query=query, now=datetime(2024, 1, 1, tzinfo=TZ))

    def run() -> Any:
        if cold:
            pack_mod._STABLE_CACHE.clear()
            budget_mod._MEMO.clear()
            ageing_mod._FULL_DATES.clear()
        return build_pack(conn, home, cfg, req)

    pack = run()
    res = timed(b, run, runs=min(b.runs, 60) if cold else None)
    res["used"] = pack.used
    res["budget"] = budget
    res["sections"] = {s.name: len(s.kept) for s in pack.sections}
    subset = getattr(getattr(budget_mod, "_TOKENS", None), "subset", None)
    res["tokenizer"] = "subset" if subset is not None else "full"
    if "context_layer" in b.notes:
        res["distilled_layer"] = b.notes["context_layer"]
    return res


# The in-process pack operations: (name, description, query, caches cleared every run)
_PACK_OPS = [
    ("context_query_inproc", "build_pack --budget 8000 --query 蓝色风筝, in process (stable part reused)",
     NEEDLE_QUERY, False),
    ("context_query_cold_inproc", "the same with the stable-part cache and token memo cleared every run",
     NEEDLE_QUERY, True),
    ("context_common_query_inproc", "build_pack --budget 8000 --query 朋友 (a third of the records match)",
     COMMON_QUERY, False),
    ("context_noquery_inproc", "build_pack --budget 8000 without a query, in process (stable part reused)", None, False),
    ("context_noquery_cold_inproc", "the same with the in-process caches cleared every run", None, True),
]
for _name, _what, _query, _cold in _PACK_OPS:
    operation(_name, _what)(lambda b, q=_query, c=_cold: _pack_timer(b, q, cold=c))


@operation("context_query_process", "`mem context --budget 8000 --query 蓝色风筝` as a whole process")
def _context_process(b: Bench) -> dict[str, Any]:
    """Whole-process time in both units, plus the first run in a store (it derives the tokenizer index).

    A store's first token-unit pack builds tiktoken's full encoder and writes
    ``cache/cl100k_base.index.marshal``; every later process counts with the
    subset encoder read from it (:mod:`memcli.context.cl100k`). The first run
    is timed separately, with that index removed beforehand.
    """
    home = _context_home(b)
    env = {**_env(b), "MEM_HOME": str(home)}
    out: dict[str, Any] = {}
    for unit, budget in (("tokens", CONTEXT_BUDGET), ("bytes", CONTEXT_BUDGET * 3)):
        cmd = [*b.mem_cmd, "context", "--budget", str(budget), "--unit", unit, "--query", NEEDLE_QUERY]
        first: dict[str, Any] | None = None
        if unit == "tokens":
            index = home / "cache" / "cl100k_base.index.marshal"
            subprocess.run(cmd, env=env, capture_output=True, check=True)  # .pyc files, page cache
            firsts = []
            for _ in range(3):
                index.unlink(missing_ok=True)
                t0 = time.perf_counter_ns()
                subprocess.run(cmd, env=env, capture_output=True, check=True)
                firsts.append((time.perf_counter_ns() - t0) / 1e6)
            first = {"median_ms": round(statistics.median(firsts), 1), "runs": len(firsts),
                     "index_written": index.exists()}
        samples, cpu = _process_samples(b, cmd, env, check=lambda s: "## Relevant memories" in s)
        res = summarise(samples)
        res["cpu_median_ms"] = round(statistics.median(cpu), 1)
        res["peak_rss_mib"] = round(max(_peak_rss_kib(cmd, env) for _ in range(3)) / 1024, 1)
        res["command"] = " ".join(["mem", *cmd[len(b.mem_cmd):]])
        if first is not None:
            res["first_run_in_store"] = first
        out[unit] = res
    return {**out["tokens"], "bytes_unit": out["bytes"]}


def _vector_index(b: Bench) -> tuple[Any, Any]:
    """The query encoder (load timed once) and a synthetic vector file for every item of the copy."""
    if "vector_index" in b.notes:
        return b.notes["embedder"], b.notes["vector_index"]
    import numpy as np

    from memcli.config.schema import Config
    from memcli.recall import hybrid

    try:
        from memcli.store.sqlite.vectors import file as vectors
        from memcli.store.vector_codec import quantize
    except ImportError:  # a commit before the storage seam
        from memcli.embed import quantize
        from memcli.recall import vectors
    from memcli.store.item_keys import item_key

    conn = _context_conn(b)
    home = _context_home(b)
    t0 = time.perf_counter()
    embedder = hybrid.load_model(Config(), home)  # the int8 graph cached in the store, as `mem recall` has it
    b.notes["model_load_s"] = round(time.perf_counter() - t0, 2)
    b.notes["query_encoder"] = type(embedder).__name__
    keys, ts = [], []
    for kind, table in (("record", "records"), ("memory", "memories"), ("event", "events")):
        for item_id, occurred in conn.execute(f"SELECT id, occurred_ts FROM {table}"):
            keys.append(item_key(kind, int(item_id)))
            ts.append(float(occurred))
    rng = np.random.default_rng(11)

    def fill(out: Any, scale: Any, sorted_keys: Any, order: Any) -> None:
        for start in range(0, len(order), 50_000):
            block = rng.standard_normal((min(50_000, len(order) - start), embedder.dim)).astype(np.float32)
            block /= np.linalg.norm(block, axis=1, keepdims=True)
            q, sc = quantize(block)  # stored as the real file is: int8 + a scale per row
            out[start:start + len(block)] = q
            scale[start:start + len(block)] = sc

    t0 = time.perf_counter()
    if getattr(b.args, "vectors", "file") == "table":
        # the real path: every vector through write_vectors into mem.db, the file built from it
        try:
            from memcli.embedding.maintenance import write_vectors
        except ImportError:  # a commit before memcli.embedding
            from memcli.embed import write_vectors
        from memcli.store.sqlite.db import transaction

        if conn.execute("SELECT COUNT(*) FROM embeddings").fetchone()[0] < len(keys):
            for kind, table in (("record", "records"), ("memory", "memories"), ("event", "events")):
                ids = [int(r[0]) for r in conn.execute(f"SELECT id FROM {table} ORDER BY id")]
                for start in range(0, len(ids), 50_000):
                    chunk = ids[start:start + 50_000]
                    block = rng.standard_normal((len(chunk), embedder.dim)).astype(np.float32)
                    block /= np.linalg.norm(block, axis=1, keepdims=True)
                    with transaction(conn):
                        write_vectors(store_arg(write_vectors, conn, home), kind, chunk, block, embedder.model_name)
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        b.notes["vectors_written_s"] = round(time.perf_counter() - t0, 2)
        t0 = time.perf_counter()
        vectors.build_index(conn, home, embedder.model_name)
    else:
        vectors.write_index(home, embedder.model_name, vectors.store_version(conn), np.array(keys), np.array(ts),
                            embedder.dim, fill)
    b.notes["vector_file_s"] = round(time.perf_counter() - t0, 2)
    index = vectors.ensure_index(conn, home, embedder.model_name)
    b.notes["embedder"], b.notes["vector_index"] = embedder, index
    return embedder, index


# Distinct queries, one per timed call: query vectors are never reused across calls, so every call pays
# for its own encoding. Same shape as the single query measured before ("放风筝的那天 with a friend"): a
# Chinese phrase and an English one, 20 × 10 = 200 different texts.
SEMANTIC_QUERIES = [
    f"{zh} {en}" for zh, en in itertools.product(
        ["放风筝的那天", "和朋友在海边", "加班到很晚", "一起吃火锅", "下雨天的图书馆", "周末去爬山", "在公园散步",
         "包饺子", "看了一场电影", "练吉他", "去医院看医生", "在咖啡馆聊天", "收到一个快递", "停电的晚上",
         "猫咪生病了", "准备考试", "遇到了老朋友", "看到晚霞", "去博物馆", "学习英语"],
        ["with a friend", "last spring", "after work", "with my sister", "in the rain", "on the weekend",
         "it was fun", "I felt tired", "at night", "with the family"])
]


def _process_cpu_ms(fn: Callable[[], Any], runs: int) -> float:
    """Median CPU time of *fn* over every thread of the process (BLAS/torch pools included)."""
    cpu = []
    for _ in range(runs):
        c0 = time.process_time_ns()
        fn()
        cpu.append((time.process_time_ns() - c0) / 1e6)
    return round(statistics.median(cpu), 3)


def _hybrid_timer(b: Bench, mode: str) -> dict[str, Any]:
    from memcli.config.schema import Config
    from memcli.recall import hybrid
    from memcli.recall.fulltext import search as fast_search

    embedder, index = _vector_index(b)
    home = _context_home(b)
    conn = _store(_context_conn(b), home)
    cfg = Config()
    runs = min(b.runs, len(SEMANTIC_QUERIES))

    def each(fn: Callable[[str], Any]) -> Callable[[], Any]:
        """*fn* over the distinct queries, from the first one again for every measurement."""
        queries = itertools.cycle(SEMANTIC_QUERIES)
        for _ in range(len(SEMANTIC_QUERIES) - 5):  # timed() warms up with 5 calls: start the runs at query 0
            next(queries)
        return lambda: fn(next(queries))

    res = timed(b, each(lambda q: hybrid.search(conn, home, cfg, q, mode=mode, limit=10)), runs=runs)
    res["process_cpu_median_ms"] = _process_cpu_ms(
        each(lambda q: hybrid.search(conn, home, cfg, q, mode=mode, limit=10)), runs)
    res["distinct_queries"] = len(SEMANTIC_QUERIES)
    res["encode_query"] = timed(b, each(lambda q: hybrid.encode_query(embedder, q)), runs=runs)
    window = min(index.count, cfg.recall.semantic_window) if mode == "semantic" else index.count
    vecs = {q: hybrid.encode_query(embedder, q) for q in SEMANTIC_QUERIES[:runs]}
    res["vector_scan"] = timed(b, each(lambda q: index.top(vecs.get(q, vecs[SEMANTIC_QUERIES[0]]),
                                                             lo=index.count - window, hi=index.count, k=50)), runs=runs)
    now = time.time()
    res["fuse_only"] = timed(b, each(lambda q: hybrid.fuse(
        conn, cfg, index, vecs.get(q, vecs[SEMANTIC_QUERIES[0]]), q, mode=mode, limit=10,
        since_ts=None, until_ts=None, now_ts=now)), runs=runs)
    # the full-text share: fast recall of the same queries (hybrid ranks the text top 20, not 10)
    res["fast_same_queries"] = timed(b, each(lambda q: fast_search(conn, q, limit=10)), runs=runs)
    res["model_load_s"] = b.notes["model_load_s"]
    res["query_encoder"] = b.notes["query_encoder"]
    res["vector_file_build_s"] = b.notes["vector_file_s"]
    if "vectors_written_s" in b.notes:
        res["vectors_written_to_table_s"] = b.notes["vectors_written_s"]
    res["vectors"] = index.count
    return res


@operation("semantic_inproc", "recall --mode semantic in process: query encoding + vectors (window 50k) + full-text")
def _semantic(b: Bench) -> dict[str, Any]:
    return _hybrid_timer(b, "semantic")


@operation("deep_inproc", "recall --mode deep in process: the same over every embedded item")
def _deep(b: Bench) -> dict[str, Any]:
    return _hybrid_timer(b, "deep")


def import_costs(b: Bench, top: int = 12) -> dict[str, list[dict[str, Any]]]:
    """``python -X importtime`` of ``mem recall x``: the biggest imports, two levels deep (cumulative µs).

    ``entry`` is what the ``mem`` script runs (the Typer-free fast path);
    ``typer_app`` is the same command through the full Typer application.
    """
    out: dict[str, list[dict[str, Any]]] = {}
    for name, module in (("entry", "memcli.cli.entry"), ("typer_app", "memcli.cli.app")):
        code = f"import sys; sys.argv = ['mem', 'recall', 'x']; from {module} import main; main()"
        for _ in range(2):  # the first run may write .pyc files
            proc = subprocess.run([sys.executable, "-X", "importtime", "-c", code], env=_env(b),
                                  capture_output=True, text=True)
        rows = []
        for line in proc.stderr.splitlines():
            m = re.match(r"import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)", line)
            if m and len(m.group(3)) <= 3:  # top level and their direct imports
                rows.append({"module": m.group(4), "depth": len(m.group(3)) // 2, "self_us": int(m.group(1)),
                             "cumulative_us": int(m.group(2))})
        rows.sort(key=lambda r: -r["cumulative_us"])
        out[name] = rows[:top]
    return out


def fts_plans(conn: sqlite3.Connection) -> dict[str, list[str]]:
    """EXPLAIN QUERY PLAN of the statements recall relies on."""
    stmts = {
        "probe": ("SELECT rowid FROM records_fts WHERE records_fts MATCH ? ORDER BY rowid DESC LIMIT ?", ('"x"', 201)),
        "candidates": (
            "SELECT c.id, c.c0, d.sz FROM records_fts_content c JOIN records_fts_docsize d ON d.id = c.id "
            "WHERE c.id IN (SELECT value FROM json_each(?))", ("[1,2]",)),
        "window_scan": (
            "SELECT f.rowid FROM (SELECT rowid FROM records_fts WHERE records_fts MATCH ? AND rowid <= ? "
            "ORDER BY rowid DESC LIMIT ?) f JOIN records b ON b.id = f.rowid "
            "WHERE b.occurred_ts >= ? AND b.occurred_ts <= ? ORDER BY f.rowid DESC LIMIT ?",
            ('"x"', 1, 2000, 0.0, 1.0, 200)),
        "window_ids": ("SELECT b.id FROM records b WHERE b.occurred_ts >= ? AND b.occurred_ts <= ? "
                       "ORDER BY b.occurred_ts DESC LIMIT ?", (0.0, 1.0, 2001)),
        "cue": ("SELECT r.id FROM record_cues rc JOIN records r ON r.id = rc.record_id WHERE rc.cue_id = ? "
                "ORDER BY r.occurred_ts DESC, r.id DESC LIMIT ?", (1, 10)),
    }
    return {k: [r[3] for r in conn.execute("EXPLAIN QUERY PLAN " + sql, p)] for k, (sql, p) in stmts.items()}


def fts_segments(conn: sqlite3.Connection) -> int:
    """Number of segments in ``records_fts`` (fewer is faster; ``mem flush`` merges them into one)."""
    from memcli.store.sqlite.fulltext.merge import segment_count

    return segment_count(conn, "records_fts")


def statement_plans(conn: sqlite3.Connection, fn: Callable[[], Any]) -> list[dict[str, Any]]:
    """EXPLAIN QUERY PLAN of every distinct statement *fn* actually executes on *conn*.

    Why: a hand-written list of statements can drift from the code; tracing the real calls
    (``set_trace_callback`` gives the SQL with its parameters bound) shows the plans recall and
    context rely on at this size. ``full_scans`` lists ``SCAN`` steps over ordinary tables or
    indexes (FTS5 ``MATCH`` plans and ``json_each`` are not full scans) with the table's row count,
    so a scan of a 60-row table can be told from a scan of the records.
    """
    seen: list[str] = []

    def trace(sql: str) -> None:
        head = sql.lstrip().split(None, 1)[0].upper() if sql.strip() else ""
        if head in ("SELECT", "WITH") and sql not in seen:
            seen.append(sql)

    conn.set_trace_callback(trace)
    try:
        fn()
    finally:
        conn.set_trace_callback(None)
    out: list[dict[str, Any]] = []
    for sql in seen:
        try:
            plan = [r[3] for r in conn.execute("EXPLAIN QUERY PLAN " + sql)]
        except sqlite3.Error as exc:  # e.g. a temp table gone by now
            out.append({"sql": _short_sql(sql), "error": str(exc)})
            continue
        scans = []
        for line in plan:
            m = re.match(r"SCAN (\w+)(?: AS \w+)?(.*)", line)
            if not m or "VIRTUAL TABLE" in line or m.group(1) in ("json_each", "CONSTANT"):
                continue
            table = m.group(1)
            try:
                rows = conn.execute(f'SELECT COUNT(*) FROM "{table}"').fetchone()[0]
            except sqlite3.Error:
                rows = None  # an alias or a subquery: reported without a count
            scans.append({"step": line, "table": table, "rows": rows, "kind": scan_kind(line, sql, plan)})
        out.append({"sql": _short_sql(sql), "plan": plan, "full_scans": scans})
    return out


def scan_kind(step: str, sql: str, plan: list[str]) -> str:
    """Whether a ``SCAN`` step is bounded: a table walked in rowid or index order that a LIMIT stops.

    Without a ``USE TEMP B-TREE FOR ORDER BY`` step SQLite reads rows in the ORDER BY order and stops
    after LIMIT rows (that pass the WHERE); with one, it must read every row first.
    """
    flat = f" {' '.join(sql.upper().split())} "
    ordered = " ORDER BY " in flat and " LIMIT " in flat and not any("TEMP B-TREE" in x for x in plan)
    if ordered:
        return "ordered walk stopped by LIMIT" + (" (index order)" if "INDEX" in step else " (rowid order)")
    return "full scan"


def _short_sql(sql: str, limit: int = 400) -> str:
    flat = " ".join(sql.split())
    return flat if len(flat) <= limit else flat[:limit] + " …"


def operation_plans(b: Bench) -> dict[str, list[dict[str, Any]]]:
    """Traced plans of the fast recalls, plus context and semantic recall when those operations ran."""
    from memcli.recall.fulltext import search

    plans = {
        "recall_needle": statement_plans(b.conn, lambda: search(_store(b.conn, b.home), NEEDLE_QUERY)),
        "recall_common": statement_plans(b.conn, lambda: search(_store(b.conn, b.home), COMMON_QUERY)),
    }
    if "context_conn" in b.notes:
        import memcli.context.budget as budget_mod
        import memcli.context.pack as pack_mod
        from memcli.context.pack import PackRequest, build_pack
        from memcli.config.light import LightSettings

        conn = b.notes["context_conn"]
        home = _context_home(b)
        store = store_arg(build_pack, conn, home)

        def pack() -> Any:
            pack_mod._STABLE_CACHE.clear()  # cold, so the stable part's statements are traced too
            budget_mod._MEMO.clear()
            req = PackRequest(budget=CONTEXT_BUDGET, unit="tokens", query=NEEDLE_QUERY,
                              now=datetime(2024, 1, 1, tzinfo=TZ))
            return build_pack(store, home, LightSettings(), req)

        plans["context_query"] = statement_plans(conn, pack)
    if "vector_index" in b.notes:
        from memcli.config.schema import Config
        from memcli.recall import hybrid

        conn = b.notes["context_conn"]
        home = _context_home(b)
        plans["semantic"] = statement_plans(
            conn, lambda: hybrid.search(conn, home, Config(), "放风筝的那天 with a friend", mode="semantic", limit=10))
    return plans


def distilled_store_size(b: Bench) -> dict[str, Any] | None:
    """Size of the store copy that holds the distilled layer (records + memories + events), and its vectors."""
    if "context_home" not in b.notes:
        return None
    home = Path(b.notes["context_home"])
    conn = b.notes.get("context_conn")
    if conn is not None:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db = home / "mem.db"
    vec_bytes = sum(f.stat().st_size for f in home.rglob("*")
                    if f.is_file() and not f.name.startswith("mem.db") and f.name != "distilled.ok")
    q = sqlite3.connect(db)
    counts = {t: q.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
              for t in ("records", "memories", "events", "memory_sources", "event_sources", "embeddings")}
    pages = {name: size for name, size in q.execute(
        "SELECT name, SUM(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC LIMIT 12")} if _has_dbstat(q) else {}
    q.close()
    return {"db_bytes": db.stat().st_size, "vector_files_bytes": vec_bytes, "rows": counts,
            "largest_objects_bytes": pages}


def _has_dbstat(conn: sqlite3.Connection) -> bool:
    try:
        conn.execute("SELECT 1 FROM dbstat LIMIT 1")
        return True
    except sqlite3.Error:
        return False


def machine() -> dict[str, Any]:
    cpu = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        cpu = platform.processor()
    return {
        "nproc": os.cpu_count(),
        "cpu": cpu,
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "platform": platform.platform(),
        "loadavg_start": list(os.getloadavg()) if hasattr(os, "getloadavg") else None,
    }


def run_size(n: int, args: argparse.Namespace, work: Path) -> dict[str, Any]:
    from memcli.store.sqlite.db import connect

    home = work / f"store-{n}"
    if home.exists() and not args.reuse:
        shutil.rmtree(home)
    result: dict[str, Any] = {"records": n}
    if not (home / "mem.db").exists():
        print(f"[{n}] building with --loader {args.loader} …", file=sys.stderr, flush=True)
        load = load_bulk(home, n, work) if args.loader == "bulk" else load_import(home, n, work)
        load["records_per_s"] = round(load["records"] / load["seconds"], 1)
        result["import"] = load
    db = home / "mem.db"
    result["db_bytes"] = db.stat().st_size
    result["bytes_per_record"] = round(db.stat().st_size / n, 1)
    conn = connect(home)
    row = conn.execute("SELECT id FROM records WHERE text = ?", (NEEDLE_TEXT,)).fetchone()
    needle = f"r{row[0]}"
    result["fts_segments"] = fts_segments(conn)
    b = Bench(n, home, conn, needle, mem_entry_point(), args.runs, args.proc_runs, args)
    only = set(args.ops.split(",")) if args.ops else None
    ops: dict[str, Any] = {}
    for name, desc, fn in OPERATIONS:
        if only and name not in only:
            continue
        print(f"[{n}] {name} …", file=sys.stderr, flush=True)
        ops[name] = {"what": desc, **fn(b)}
    result["operations"] = ops
    if n == max(args.size_list):
        result["plans"] = fts_plans(conn)
        result["startup_imports"] = import_costs(b)
    if args.trace_plans:
        result["statement_plans"] = operation_plans(b)
    distilled = distilled_store_size(b)
    if distilled is not None:
        result["distilled_store"] = distilled
    if args.optimize_after:
        conn.execute("INSERT INTO records_fts(records_fts) VALUES ('optimize')")
        result["after_optimize"] = {
            "fts_segments": fts_segments(conn),
            "recall_needle_inproc": _recall_needle(b),
            "recall_common_inproc": _recall_common(b),
        }
    conn.close()
    if not args.keep:
        shutil.rmtree(home)
    return result


def _public_args(args: argparse.Namespace) -> dict[str, Any]:
    """The run's arguments for the results file, with paths cut to their last part (no machine paths)."""
    out: dict[str, Any] = {}
    for k, v in vars(args).items():
        if k == "size_list":
            continue
        out[k] = Path(v).name if k in ("out", "work") and v else v
    return out


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", default="1000,10000,100000", help="comma-separated store sizes (records)")
    p.add_argument("--out", default=str(REPO / "benchmarks" / "results" / "latency.json"))
    p.add_argument("--work", default=None, help="where stores are built (default: a temp dir)")
    p.add_argument("--runs", type=int, default=200, help="in-process repetitions per operation")
    p.add_argument("--proc-runs", type=int, default=15, help="whole-process repetitions")
    p.add_argument("--loader", choices=("import", "bulk"), default="import")
    p.add_argument("--ops", default="", help="only these operations (comma-separated names)")
    p.add_argument("--keep", action="store_true", help="keep the stores")
    p.add_argument("--reuse", action="store_true", help="reuse stores kept by an earlier --keep run")
    p.add_argument("--optimize-after", action="store_true",
                   help="also measure recall after merging the FTS index into one segment")
    p.add_argument("--layer", choices=("simple", "flush"), default="simple",
                   help="distilled layer for context/semantic: 'simple' (one event per day, a fact per 20 records) "
                   "or 'flush' (the counts and shapes a real offline flush produced on a 10k sample)")
    p.add_argument("--vectors", choices=("file", "table"), default="file",
                   help="semantic/deep vectors: seeded random ones written straight into the vector file (fast), or "
                   "into the embeddings table of mem.db with the file built from it (the store size then includes them)")
    p.add_argument("--trace-plans", action="store_true",
                   help="record EXPLAIN QUERY PLAN of every statement recall/context/semantic executes")
    p.add_argument("--merge", action="store_true",
                   help="keep the sizes already in --out and add/replace the ones measured now")
    args = p.parse_args(argv)
    args.size_list = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    work = Path(args.work) if args.work else Path(tempfile.mkdtemp(prefix="mem-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    if args.loader == "bulk":
        check_bulk_equivalence(work)
    report: dict[str, Any] = {"machine": machine(), "generated_at": datetime.now(timezone.utc).isoformat(
        timespec="seconds"), "args": _public_args(args), "sizes": {}}
    for n in args.size_list:
        report["sizes"][str(n)] = run_size(n, args, work)
        print(json.dumps({n: {k: v.get("median_ms") for k, v in report["sizes"][str(n)]["operations"].items()}},
                         ensure_ascii=False), file=sys.stderr, flush=True)
    report["machine"]["loadavg_end"] = list(os.getloadavg()) if hasattr(os, "getloadavg") else None
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if args.merge and out.exists():
        earlier = json.loads(out.read_text(encoding="utf-8"))
        report["earlier_runs"] = [*earlier.get("earlier_runs", []),
                                  {k: earlier.get(k) for k in ("machine", "generated_at", "args")}]
        report["sizes"] = {**earlier.get("sizes", {}), **report["sizes"]}
        report["sizes"] = dict(sorted(report["sizes"].items(), key=lambda kv: int(kv[0])))
    out.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {out}", file=sys.stderr)
    if not args.work and not args.keep:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
