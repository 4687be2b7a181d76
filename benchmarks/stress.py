"""Reliability proof for `mem`: crashes, concurrency and hostile input, at scale.

    python benchmarks/stress.py                       # the full run (≈ 15–30 min on 2 cores)
    python benchmarks/stress.py --trials 5 --concurrency-seconds 5 --fuzz-examples 20   # quick

What it does (each part can be skipped with --skip NAME):

* ``crash-import``: SIGKILL `mem import` (4 files) at a random moment, N times.
  After each kill: `mem doctor` must pass, every file the killed process had
  reported as imported must be fully present, and rerunning the same import
  must give exactly the store an uninterrupted import gives (canonical dump).
* ``crash-flush``: the same for `mem flush --no-llm` on a store of imported
  chats. After a kill the only finding `mem doctor` may report is the
  dead flush's claimed buffer rows (the next flush reclaims them); after the
  rerun the doctor must be clean and the store equal to an uninterrupted flush.
* ``crash-forget``: SIGKILL a cascading ``mem forget --match`` (it rebuilds
  and removes events and profile slots) at random moments, inside its
  transaction and between its commit and its file scrub, ≥ 20 times. After
  each kill `mem doctor` must pass and the store must be exactly as before
  the forget or exactly as an uninterrupted forget leaves it, with no file
  under the home holding the forgotten text.
* ``concurrency``: 4 importer processes (different files), 1 flusher and 2
  recallers in loops for S seconds: no "database is locked" (or any error)
  reaches a user, every imported record is stored, recall never fails.
* ``fuzz``: hypothesis cases against every importer and recall/context
  (see tests/test_fuzz.py for the property).

The results are printed as JSON (and written to --out); docs/reliability.md
quotes them. tests/test_crash.py and tests/test_concurrency.py run short
versions of the same functions.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

# --------------------------------------------------------------------------- inputs

_FACTS_ZH = [
    "我叫{name}，朋友们都叫我{nick}。",
    "我在{city}工作，是一名{job}。",
    "我最喜欢吃{food}，但是不喜欢{dislike}。",
    "周末我经常去{place}{sport}。",
    "我养了一只猫，叫{pet}。",
    "我妈妈是{mjob}，她住在{home}。",
    "昨天和{friend}一起去看了电影，挺开心的。",
    "我们说好下个月一起去{trip}旅行。",
    "最近工作压力有点大，晚上睡不好。",
    "今天放了一只蓝色风筝，想起了小时候。",
]
_FACTS_EN = [
    "I started learning {lang} this year, it's hard but fun.",
    "My sister {sister} just moved to {city2}.",
    "I'm allergic to {allergy}, so I have to be careful.",
    "We agreed to call each other every Sunday.",
    "Last Friday I ran {km} kilometres along the river.",
    "I really love {music} music these days.",
]
_FILL = {
    "name": ["林小雨", "陈晓", "王芳"], "nick": ["小雨", "晓晓", "芳芳"], "city": ["杭州", "上海", "成都"],
    "job": ["软件工程师", "产品经理", "设计师"], "food": ["火锅", "小笼包", "寿司"], "dislike": ["香菜", "榴莲"],
    "place": ["西湖边", "公园", "体育馆"], "sport": ["跑步", "打羽毛球", "游泳"], "pet": ["团子", "咪咪"],
    "mjob": ["老师", "医生"], "home": ["苏州", "南京"], "friend": ["阿杰", "小美"], "trip": ["云南", "日本"],
    "lang": ["Japanese", "Spanish"], "sister": ["Mei", "Lan"], "city2": ["Berlin", "Toronto"],
    "allergy": ["peanuts", "shellfish"], "km": ["5", "10"], "music": ["jazz", "indie folk"],
}
_REPLIES = ["听起来不错！", "That sounds lovely.", "要注意休息哦。", "Tell me more about it?", "真为你高兴！"]


def _fill(template: str, rng: random.Random) -> str:
    return template.format(**{k: rng.choice(v) for k, v in _FILL.items()})


def make_chat(path: Path, messages: int, seed: int, start: datetime) -> int:
    """An OpenAI-format export: conversations of ~20 messages on successive days; returns the message count."""
    rng = random.Random(seed)
    convs: list[dict[str, Any]] = []
    t = start
    n = 0
    while n < messages:
        msgs = []
        t = t + timedelta(days=rng.randint(1, 4), minutes=rng.randint(0, 600))
        for i in range(min(20, messages - n)):
            role = "user" if i % 2 == 0 else "assistant"
            pool = _FACTS_ZH if rng.random() < 0.6 else _FACTS_EN
            text = _fill(rng.choice(pool), rng) if role == "user" else rng.choice(_REPLIES)
            text += f" ({seed}-{n})"  # every message distinct
            msgs.append({"role": role, "content": text, "timestamp": (t + timedelta(seconds=30 * i)).isoformat()})
            n += 1
        convs.append({"id": f"s{seed}-{len(convs)}", "messages": msgs})
    path.write_text(json.dumps(convs, ensure_ascii=False), encoding="utf-8")
    return n


# --------------------------------------------------------------------------- running mem


def mem_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEM_")}
    env.update({"PYTHONUNBUFFERED": "1", "NO_COLOR": "1"})
    env.update(extra or {})
    return env


def mem_cmd(home: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "memcli", "--home", str(home), *args]


def run(home: Path, *args: str, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    return subprocess.run(mem_cmd(home, *args), capture_output=True, text=True, timeout=timeout, env=mem_env())


def configure_fast(home: Path) -> None:
    """Offline, no embeddings: the crash tests target the store, not the model (50 s per load here)."""
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text("[embedding]\nenabled = false\n\n[user]\ntimezone = \"Asia/Shanghai\"\n",
                                      encoding="utf-8")
    os.chmod(home / "config.toml", 0o600)


def canonical_dump(home: Path) -> dict[str, Any]:
    """Everything that must survive, keyed by content (ids and wall-clock stamps left out)."""
    conn = sqlite3.connect(f"file:{home / 'mem.db'}?mode=ro", uri=True)
    try:
        rh = {int(r[0]): r[1] for r in conn.execute("SELECT id, content_hash FROM records")}
        records = sorted(
            tuple(r) for r in conn.execute(
                """SELECT r.content_hash, r.text, r.role, r.speaker, r.user_id, r.character, r.session, r.occurred_at,
                          r.source_path, r.source_format, r.external_id, r.tags, r.extra, b.status, b.tokens
                   FROM records r LEFT JOIN buffer b ON b.record_id = r.id"""
            )
        )
        mem_sources: dict[int, list[str]] = {}
        for mid, rid in conn.execute("SELECT memory_id, record_id FROM memory_sources"):
            mem_sources.setdefault(int(mid), []).append(rh.get(int(rid), f"missing:{rid}"))
        mh = {int(r[0]): r[1] for r in conn.execute("SELECT id, content_hash FROM memories")}
        memories = sorted(
            (r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10], r[11],
             mh.get(r[12]) if r[12] is not None else None, sorted(mem_sources.get(int(r[0]), [])))
            for r in conn.execute(
                """SELECT id, content_hash, type, owner, user_id, character, topic, sub_topic, content, importance,
                          status, occurred_at, superseded_by FROM memories"""
            )
        )
        ev_sources: dict[int, list[str]] = {}
        for eid, rid in conn.execute("SELECT event_id, record_id FROM event_sources"):
            ev_sources.setdefault(int(eid), []).append(rh.get(int(rid), f"missing:{rid}"))
        events = sorted(
            (r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], sorted(ev_sources.get(int(r[0]), [])))
            for r in conn.execute(
                "SELECT id, content_hash, user_id, session, occurred_at, end_ts, summary, gists, tags FROM events"
            )
        )
        cues = sorted(tuple(r) for r in conn.execute("SELECT kind, key, label FROM cues"))
        return {"records": records, "memories": memories, "events": events, "cues": cues}
    finally:
        conn.close()


def doctor_findings(home: Path) -> list[str]:
    """Names of failing `mem doctor` checks (empty when the store is healthy).

    Runs the doctor's library function in this process (the same code the
    command runs) to save a process start per check.
    """
    from memcli.config.schema import load_config
    from memcli.core.errors import MemError
    from memcli.upkeep.doctor import doctor
    from memcli.store.sqlite.db import connect
    from memcli.store.sqlite.store import SqliteStore

    try:
        conn = connect(home, create=False)
    except MemError as exc:
        return [f"store does not open: {exc}"]
    try:
        report = doctor(SqliteStore(conn, home), load_config(home))
    finally:
        conn.close()
    return [c["name"] for c in report["checks"] if not c["ok"]]


def _bad_output(text: str) -> str | None:
    for needle in ("Traceback", "internal error", "database is locked", "database is busy"):
        if needle in text:
            return needle
    return None


# --------------------------------------------------------------------------- crash trials


def timed_run(home: Path, *args: str) -> tuple[int, list[tuple[float, str]], float]:
    """Run mem, noting when each stderr line appeared (to aim kills at the working phase)."""
    t0 = time.monotonic()
    proc = subprocess.Popen(mem_cmd(home, *args), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            env=mem_env())
    assert proc.stderr is not None
    lines = [(time.monotonic() - t0, line.rstrip("\n")) for line in proc.stderr]
    proc.wait()
    return proc.returncode, lines, time.monotonic() - t0


class LiveProc:
    """A mem subprocess whose stderr lines are collected as they appear (kills can follow progress)."""

    def __init__(self, cmd: list[str], env: dict[str, str] | None = None) -> None:
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                     env=mem_env(env))
        self.lines: list[str] = []
        self.cond = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            with self.cond:
                self.lines.append(line.rstrip("\n"))
                self.cond.notify_all()
        with self.cond:
            self.cond.notify_all()

    def wait_lines(self, predicate: Any, count: int, timeout: float = 600) -> None:
        """Block until *count* lines match *predicate*, or the process ended."""
        deadline = time.monotonic() + timeout
        with self.cond:
            while sum(1 for x in self.lines if predicate(x)) < count and self.proc.poll() is None:
                if not self.cond.wait(timeout=min(0.2, max(0.0, deadline - time.monotonic()))) and \
                        time.monotonic() > deadline:
                    return

    def kill(self) -> bool:
        """SIGKILL now; True if it was still running."""
        running = self.proc.poll() is None
        if running:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.reader.join(timeout=10)
        return running

    @property
    def stderr(self) -> str:
        with self.cond:
            return "\n".join(self.lines) + "\n"


def kill_plan(rng: random.Random, trial: int, total: float, steps: int, step_seconds: float) -> tuple[str, int, float]:
    """How trial *trial* picks its moment.

    Even trials: a random time anywhere in the run (start-up included), so
    kills also land before any work. Odd trials follow progress, so the kill
    is mid-write however loaded the machine is: for an import, after a
    random number of committed files plus a random fraction of one file's
    time; for a flush, inside the open write transaction of a random batch
    (the flush's ``MEM_TEST_FLUSH_SLEEP`` hook holds it open).
    """
    if trial % 2 == 0:
        return "time", 0, rng.uniform(0.05, total)
    # leave at least one step to go, and kill within its first half: mid-run, however loaded the machine
    return "progress", rng.randint(0, max(0, steps - 2)), rng.uniform(0.0, step_seconds / 2)


@dataclass
class CrashStats:
    trials: int = 0
    killed_mid_run: int = 0
    finished_before_kill: int = 0
    partial_progress: int = 0  # killed with some of the work committed and some not
    batches: int = 0  # flush: batches in an uninterrupted run
    records_checked: int = 0
    reported_files_checked: int = 0
    new_state: int = 0  # forget: killed after its commit (the store holds the forget's result)
    old_state: int = 0  # forget: killed before its commit (the store is as it was)
    lost: int = 0
    doctor_findings_after_kill: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    reference_seconds: float = 0.0


def prepare_import_inputs(work: Path, files: int = 4, messages: int = 400) -> list[Path]:
    paths = []
    for i in range(files):
        p = work / f"chat{i}.json"
        if not p.exists():
            make_chat(p, messages, seed=100 + i, start=datetime(2021, 1, 1, tzinfo=timezone.utc) + timedelta(days=200 * i))
        paths.append(p)
    return paths


def _after_kill(stats: "CrashStats", live: "LiveProc", label: str) -> str:
    """Kill *live* (if still running), count the trial, flag bad output; returns its stderr."""
    if live.kill():
        stats.killed_mid_run += 1
    else:
        stats.finished_before_kill += 1
    err = live.stderr
    stats.trials += 1
    bad = _bad_output(err)
    if bad:
        stats.failures.append(f"{label}: {bad} in output")
    return err


def _reported(stderr: str) -> dict[str, int]:
    """Files the import reported as committed: ``path: format, N records, …``."""
    out = {}
    for line in stderr.splitlines():
        if ": " in line and " records, " in line and line.endswith("skipped"):
            path, rest = line.split(": ", 1)
            try:
                out[path] = int(rest.split(", ")[1].split()[0])
            except (IndexError, ValueError):
                continue
    return out


def crash_import(work: Path, trials: int, rng: random.Random, stats: CrashStats | None = None, *,
                 files: int = 4, messages: int = 400) -> CrashStats:
    stats = stats or CrashStats()
    inputs = prepare_import_inputs(work, files, messages)
    args = ["import", *map(str, inputs)]
    ref_home = work / "import-ref"
    shutil.rmtree(ref_home, ignore_errors=True)
    configure_fast(ref_home)
    code, lines, total = timed_run(ref_home, *args)
    assert code == 0, lines
    stats.reference_seconds = round(total, 2)
    commits = [t for t, line in lines if " records, " in line]
    # the first file's parse starts about one file's duration before its commit line
    per_file = (commits[-1] - commits[0]) / max(1, len(commits) - 1) if len(commits) > 1 else total / 2
    reference = canonical_dump(ref_home)
    for trial in range(trials):
        home = work / f"import-trial-{trial}"
        shutil.rmtree(home, ignore_errors=True)
        configure_fast(home)
        how, after, delay = kill_plan(rng, trial, total, len(inputs), per_file)
        live = LiveProc(mem_cmd(home, *args))
        if how == "progress":
            live.wait_lines(lambda x: " records, " in x, after)
        time.sleep(delay)
        err = _after_kill(stats, live, f"import trial {trial}")
        if (home / "mem.db").exists():
            for name in doctor_findings(home):
                stats.doctor_findings_after_kill[name] = stats.doctor_findings_after_kill.get(name, 0) + 1
                stats.failures.append(f"import trial {trial}: doctor found {name} after the kill")
            conn = sqlite3.connect(home / "mem.db")
            stored = conn.execute("SELECT COUNT(*) FROM records").fetchone()[0]
            if 0 < stored < len(reference["records"]):
                stats.partial_progress += 1
            for path, n in _reported(err).items():
                have = conn.execute("SELECT COUNT(*) FROM records WHERE source_path = ?", (str(Path(path).resolve()),)
                                    ).fetchone()[0]
                stats.reported_files_checked += 1
                stats.records_checked += n
                if have < n:
                    stats.lost += n - have
                    stats.failures.append(f"import trial {trial}: {path} reported {n} records, {have} stored")
            conn.close()
        rerun = run(home, *args)
        if rerun.returncode != 0:
            stats.failures.append(f"import trial {trial}: rerun failed: {rerun.stderr.strip()[:200]}")
            continue
        if doctor_findings(home):
            stats.failures.append(f"import trial {trial}: doctor not clean after the rerun")
        if canonical_dump(home) != reference:
            stats.failures.append(f"import trial {trial}: final state differs from an uninterrupted import")
        stats.records_checked += len(reference["records"])
        shutil.rmtree(home, ignore_errors=True)
    return stats


def prepare_flush_base(work: Path, messages: int = 300) -> Path:
    """A store of imported, not yet flushed chats (copied for every trial)."""
    base = work / "flush-base"
    if (base / "mem.db").exists():
        return base
    configure_fast(base)
    chat = work / "flush-chat.json"
    make_chat(chat, messages, seed=7, start=datetime(2022, 3, 1, tzinfo=timezone.utc))
    proc = run(base, "import", str(chat))
    assert proc.returncode == 0, proc.stderr
    conn = sqlite3.connect(base / "mem.db")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return base


def _copy_store(src: Path, dst: Path) -> None:
    shutil.rmtree(dst, ignore_errors=True)
    dst.mkdir(parents=True, mode=0o700)
    for name in ("mem.db", "config.toml"):
        shutil.copy2(src / name, dst / name)


def crash_flush(work: Path, trials: int, rng: random.Random, stats: CrashStats | None = None, *,
                messages: int = 300) -> CrashStats:
    stats = stats or CrashStats()
    base = prepare_flush_base(work, messages)
    ref_home = work / "flush-ref"
    _copy_store(base, ref_home)
    code, lines, total = timed_run(ref_home, "flush", "--no-llm")
    assert code == 0, lines
    stats.reference_seconds = round(total, 2)
    # the flush says "flushing N records of U in K batches" when its work begins
    start_line = next((line for _t, line in lines if line.startswith("flushing ")), "")
    batches = int(start_line.split(" in ")[-1].split()[0]) if " batches" in start_line else 1
    stats.batches = batches
    reference = canonical_dump(ref_home)
    for trial in range(trials):
        home = work / f"flush-trial-{trial}"
        _copy_store(base, home)
        how, batch, delay = kill_plan(rng, trial, total, batches, 0.0)
        if how == "progress":
            # the flush's test hook holds batch N's write transaction open (earlier batches are
            # committed): the kill lands inside a half-written batch
            live = LiveProc(mem_cmd(home, "flush", "--no-llm"), {"MEM_TEST_FLUSH_SLEEP": f"30:{batch}"})
            live.wait_lines(lambda x: "test hook: sleeping" in x, 1)
            time.sleep(rng.uniform(0.0, 0.3))
        else:
            live = LiveProc(mem_cmd(home, "flush", "--no-llm"))
            time.sleep(delay)
        err = _after_kill(stats, live, f"flush trial {trial}")
        for name in doctor_findings(home):
            stats.doctor_findings_after_kill[name] = stats.doctor_findings_after_kill.get(name, 0) + 1
            if name != "buffer":  # a dead flush's claimed rows: reclaimed by the next flush
                stats.failures.append(f"flush trial {trial}: doctor found {name} after the kill")
        before = canonical_dump(home)
        if 0 < len(before["events"]) < len(reference["events"]):
            stats.partial_progress += 1  # some batches were committed, some not
        if [r[:13] for r in before["records"]] != [r[:13] for r in reference["records"]]:
            stats.lost += 1
            stats.failures.append(f"flush trial {trial}: raw records changed by a killed flush")
        rerun = run(home, "flush", "--no-llm")
        if rerun.returncode != 0:
            stats.failures.append(f"flush trial {trial}: rerun failed: {rerun.stderr.strip()[:200]}")
            continue
        if doctor_findings(home):
            stats.failures.append(f"flush trial {trial}: doctor not clean after the rerun")
        after = canonical_dump(home)
        if after != reference:
            diff = [k for k in reference if reference[k] != after[k]]
            stats.failures.append(f"flush trial {trial}: final state differs from an uninterrupted flush in {diff}")
        stats.records_checked += len(reference["records"])
        shutil.rmtree(home, ignore_errors=True)
    return stats


FORGET_TEXT = "火锅"
"""What the crash trials of a forget match: a food that about one user message in twenty names, so the forget
rebuilds events and profile slots and removes others."""


def _files_holding(home: Path, word: str) -> list[str]:
    needle = word.encode()
    return [str(p.relative_to(home)) for p in sorted(home.rglob("*")) if p.is_file() and needle in p.read_bytes()]


def prepare_forget_base(work: Path, messages: int = 300) -> Path:
    """A flushed store (copied for every trial) whose derived items quote :data:`FORGET_TEXT`."""
    base = work / "forget-base"
    if (base / "mem.db").exists():
        return base
    configure_fast(base)
    chat = work / "forget-chat.json"
    make_chat(chat, messages, seed=9, start=datetime(2022, 6, 1, tzinfo=timezone.utc))
    for args in (("import", str(chat)), ("flush", "--no-llm")):
        proc = run(base, *args)
        assert proc.returncode == 0, proc.stderr
    conn = sqlite3.connect(base / "mem.db")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return base


def crash_forget(work: Path, trials: int, rng: random.Random, stats: CrashStats | None = None, *,
                 messages: int = 300) -> CrashStats:
    """SIGKILL ``mem forget --match`` (a cascading forget) at random moments.

    After each kill the store must be healthy (``mem doctor`` finds nothing;
    opening the store finishes a scrub a kill interrupted after the commit),
    and hold either the state before the forget or exactly the state an
    uninterrupted forget leaves (:func:`canonical_dump`); in the second case
    no file under the store's home holds the forgotten text. Running the
    forget again then gives that state. Even trials kill at a random time;
    odd ones inside the forget's open transaction or between its commit and
    its scrub (the ``MEM_TEST_FORGET_SLEEP`` hook holds it there).
    """
    stats = stats or CrashStats()
    base = prepare_forget_base(work, messages)
    args = ("forget", "--match", FORGET_TEXT, "--yes")
    before = canonical_dump(base)
    ref_home = work / "forget-ref"
    _copy_store(base, ref_home)
    code, lines, total = timed_run(ref_home, *args)
    assert code == 0, lines
    stats.reference_seconds = round(total, 2)
    reference = canonical_dump(ref_home)
    assert reference != before and not any(FORGET_TEXT in json.dumps(v, ensure_ascii=False)
                                           for v in reference.values())
    stats.batches = len(reference["events"])
    for trial in range(trials):
        home = work / f"forget-trial-{trial}"
        _copy_store(base, home)
        if trial % 2 == 0:
            live = LiveProc(mem_cmd(home, *args))
            time.sleep(rng.uniform(0.05, total))
        else:
            where = "inside" if trial % 4 == 1 else "after"
            live = LiveProc(mem_cmd(home, *args), {"MEM_TEST_FORGET_SLEEP": f"30:{where}"})
            live.wait_lines(lambda x: "test hook: sleeping" in x, 1)
            time.sleep(rng.uniform(0.0, 0.2))
        _after_kill(stats, live, f"forget trial {trial}")
        for name in doctor_findings(home):
            stats.doctor_findings_after_kill[name] = stats.doctor_findings_after_kill.get(name, 0) + 1
            stats.failures.append(f"forget trial {trial}: doctor found {name} after the kill")
        state = canonical_dump(home)
        stats.records_checked += len(state["records"])
        if state == reference:
            stats.new_state += 1
            held = _files_holding(home, FORGET_TEXT)
            if held:
                stats.failures.append(f"forget trial {trial}: {held} still hold the forgotten text")
        elif state == before:
            stats.old_state += 1
        else:
            diff = [k for k in reference if state[k] not in (reference[k], before[k])]
            stats.failures.append(f"forget trial {trial}: neither the old nor the new state (differs in {diff})")
            continue
        rerun = run(home, *args)
        if rerun.returncode != 0 and "nothing holds" not in rerun.stderr:
            stats.failures.append(f"forget trial {trial}: rerun failed: {rerun.stderr.strip()[:200]}")
            continue
        if canonical_dump(home) != reference or doctor_findings(home):
            stats.failures.append(f"forget trial {trial}: the rerun does not give the uninterrupted forget's state")
        shutil.rmtree(home, ignore_errors=True)
    return stats


# --------------------------------------------------------------------------- concurrency


@dataclass
class ConcurrencyStats:
    seconds: float = 0.0
    imports: int = 0
    import_files: int = 0
    records_reported: int = 0
    records_stored: int = 0
    flushes: int = 0
    recalls: int = 0
    recall_errors: int = 0
    lock_errors: int = 0
    other_errors: int = 0
    lost: int = 0
    failures: list[str] = field(default_factory=list)


def concurrency(work: Path, seconds: float, *, importers: int = 4, recallers: int = 2,
                files_per_importer: int = 60, messages_per_file: int = 40) -> ConcurrencyStats:
    """4 importers (different files), 1 flusher, 2 recallers, all in loops, for *seconds*."""
    stats = ConcurrencyStats(seconds=seconds)
    home = work / "concurrency"
    shutil.rmtree(home, ignore_errors=True)
    configure_fast(home)
    assert run(home, "init").returncode == 0
    files: list[list[Path]] = []
    for i in range(importers):
        mine = []
        for j in range(files_per_importer):
            p = work / "conc-inputs" / f"w{i}-{j}.json"
            p.parent.mkdir(parents=True, exist_ok=True)
            if not p.exists():
                make_chat(p, messages_per_file, seed=1000 * i + j,
                          start=datetime(2019, 1, 1, tzinfo=timezone.utc) + timedelta(days=30 * j + 7 * i))
            mine.append(p)
        files.append(mine)
    deadline = time.monotonic() + seconds
    lock = threading.Lock()
    expected: dict[str, int] = {}

    def check(proc: subprocess.CompletedProcess[str], role: str) -> None:
        text = proc.stdout + proc.stderr
        with lock:
            if any(x in proc.stderr for x in ("database is locked", "database table is locked", "database is busy")):
                stats.lock_errors += 1
                stats.failures.append(f"{role}: {text.strip()[-1500:]}")
            elif proc.returncode != 0 or "Traceback" in text or "internal error" in text:
                stats.other_errors += 1
                stats.failures.append(f"{role} exit {proc.returncode}: {text.strip()[-1500:]}")

    def importer(i: int) -> None:
        for path in files[i]:
            if time.monotonic() >= deadline:
                return
            proc = run(home, "import", str(path), "--json")
            check(proc, f"import {path.name}")
            if proc.returncode == 0:
                report = json.loads(proc.stdout)
                with lock:
                    stats.imports += 1
                    stats.import_files += 1
                    stats.records_reported += int(report["imported"])
                    expected[str(path.resolve())] = int(report["sources"][0]["records"])

    def flusher() -> None:
        while time.monotonic() < deadline:
            proc = run(home, "flush", "--no-llm", "--json")
            check(proc, "flush")
            with lock:
                stats.flushes += 1

    def recaller(k: int) -> None:
        queries = ["蓝色风筝", "火锅", "sister", "周末 跑步", "\"unbalanced", "NEAR(", "工作 -压力"]
        n = 0
        while time.monotonic() < deadline:
            proc = run(home, "recall", queries[(n + k) % len(queries)], "--json", "-n", "5")
            n += 1
            check(proc, "recall")
            with lock:
                stats.recalls += 1
                if proc.returncode != 0:
                    stats.recall_errors += 1
                else:
                    try:
                        json.loads(proc.stdout)
                    except ValueError:
                        stats.recall_errors += 1
                        stats.failures.append("recall printed invalid JSON")

    threads = [threading.Thread(target=importer, args=(i,)) for i in range(importers)]
    threads.append(threading.Thread(target=flusher))
    threads += [threading.Thread(target=recaller, args=(k,)) for k in range(recallers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    final = run(home, "flush", "--no-llm")
    check(final, "final flush")
    conn = sqlite3.connect(home / "mem.db")
    for path, n in expected.items():
        have = conn.execute("SELECT COUNT(*) FROM records WHERE source_path = ?", (path,)).fetchone()[0]
        stats.records_stored += have
        if have != n:
            stats.lost += n - have
            stats.failures.append(f"{path}: {n} records imported, {have} stored")
    pending = conn.execute("SELECT COUNT(*) FROM buffer WHERE status != 'done'").fetchone()[0]
    conn.close()
    if pending:
        stats.failures.append(f"{pending} buffer rows not done after the final flush")
    findings = doctor_findings(home)
    if findings:
        stats.failures.append(f"doctor found {findings}")
    return stats


# --------------------------------------------------------------------------- fuzz


def fuzz(work: Path, examples: int) -> dict[str, Any]:
    spec = importlib.util.spec_from_file_location("mem_test_fuzz", ROOT / "tests" / "test_fuzz.py")
    assert spec and spec.loader
    tf = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tf)
    tallies = tf.run_importer_fuzz(work / "fuzz", examples, stop_on_failure=False)
    query = tf.Tally(stop_on_failure=False)
    tf.make_query_fuzz(tf.query_store(work / "fuzz"), query, examples * 4)()
    per = {name: {"cases": t.cases, "imported": t.imported, "refused": t.refused, "failures": t.failures[:5]}
           for name, t in tallies.items()}
    return {
        "importer_cases": sum(t.cases for t in tallies.values()),
        "query_cases": query.cases,
        "failures": sum(len(t.failures) for t in tallies.values()) + len(query.failures),
        "per_importer": per,
        "query_failures": query.failures[:5],
    }


# --------------------------------------------------------------------------- main


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--trials", type=int, default=50, help="SIGKILL trials for import and for flush (each)")
    ap.add_argument("--concurrency-seconds", type=float, default=30.0)
    ap.add_argument("--fuzz-examples", type=int, default=150, help="hypothesis cases per importer")
    ap.add_argument("--forget-trials", type=int, default=20, help="SIGKILL trials of a cascading forget")
    ap.add_argument("--skip", action="append", default=[],
                    choices=["crash-import", "crash-flush", "crash-forget", "concurrency", "fuzz"])
    ap.add_argument("--work", type=Path, default=None, help="scratch directory (default: a temporary one)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "stress.json")
    ap.add_argument("--seed", type=int, default=20240305)
    args = ap.parse_args()
    import tempfile

    work = args.work or Path(tempfile.mkdtemp(prefix="mem-stress-"))
    work.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    results: dict[str, Any] = {"machine": {"cpus": os.cpu_count(), "python": sys.version.split()[0],
                                           "load_average_at_start": [round(x, 1) for x in os.getloadavg()]}}
    started = time.monotonic()
    if "crash-import" not in args.skip:
        t0 = time.monotonic()
        results["crash_import"] = asdict(crash_import(work, args.trials, rng))
        results["crash_import"]["seconds"] = round(time.monotonic() - t0, 1)
        print(json.dumps({"crash_import": results["crash_import"]}, ensure_ascii=False), file=sys.stderr)
    if "crash-flush" not in args.skip:
        t0 = time.monotonic()
        results["crash_flush"] = asdict(crash_flush(work, args.trials, rng))
        results["crash_flush"]["seconds"] = round(time.monotonic() - t0, 1)
        print(json.dumps({"crash_flush": results["crash_flush"]}, ensure_ascii=False), file=sys.stderr)
    if "crash-forget" not in args.skip:
        t0 = time.monotonic()
        results["crash_forget"] = asdict(crash_forget(work, args.forget_trials, rng))
        results["crash_forget"]["seconds"] = round(time.monotonic() - t0, 1)
        print(json.dumps({"crash_forget": results["crash_forget"]}, ensure_ascii=False), file=sys.stderr)
    if "concurrency" not in args.skip:
        results["concurrency"] = asdict(concurrency(work, args.concurrency_seconds))
        print(json.dumps({"concurrency": results["concurrency"]}, ensure_ascii=False), file=sys.stderr)
    if "fuzz" not in args.skip:
        t0 = time.monotonic()
        results["fuzz"] = fuzz(work, args.fuzz_examples)
        results["fuzz"]["seconds"] = round(time.monotonic() - t0, 1)
    results["seconds"] = round(time.monotonic() - started, 1)
    results["machine"]["load_average_at_end"] = [round(x, 1) for x in os.getloadavg()]
    failures = sum(len(v.get("failures", [])) if isinstance(v.get("failures"), list) else int(v.get("failures", 0))
                   for v in results.values() if isinstance(v, dict) and "failures" in v)
    results["ok"] = failures == 0
    text = json.dumps(results, ensure_ascii=False, indent=1)
    print(text)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text + "\n", encoding="utf-8")
    if args.work is None:
        shutil.rmtree(work, ignore_errors=True)
    return 0 if results["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
