"""The same imports give the same answers on SQLite and PostgreSQL, through the real CLI (issue #32, item 1).

One module-wide store per backend gets the same command lines: a diary and a
chat written here (Chinese and English), imported for two named users, and
the cron line ``mem flush`` without ``--user``. Every read then has to answer
alike on both: full-text, semantic and deep recall, context packs, profile,
people, timeline, export, and a forget with what follows it. The upkeep
commands take ``--user`` on both and, without it, work on every user.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from subprocess import CompletedProcess
from typing import Any

import pytest

from backends import Backend
from conftest import mem_cli, use_fast_embedder

DIARY = """\
## 2021-03-14 小猫

今天从朋友那里领养了一只小橘猫，叫它橘子。它住在我上海的小公寓里，第一天就躲在沙发底下不出来。
I adopted a little orange kitten today and named her Orange. She lives with me in my flat in Shanghai.

## 2021-06-02 跑步

早上六点去滨江跑了五公里，配速六分半。I ran 5 km along the river this morning, slow but steady.
我最喜欢的运动是跑步，每周跑三次。

## 2022-01-20

My sister Lin Xiaoxue got into Zhejiang University! 妹妹林小雪考上了浙江大学，全家都很开心。

## 2022-09-10 新工作

今天第一天在星河科技上班，我是后端工程师。My manager is called Zhou Min; she seems kind but strict.

## 2023-04-01 搬家

搬到了徐汇区的新公寓，橘子很喜欢新家的阳台。We moved to a bigger flat in Xuhui; Orange loves the balcony.

## 2023-11-18 音乐会

和妈妈王芳一起去听了一场爵士音乐会。My mother Wang Fang loved the saxophone solo.
"""

CHAT = [
    {"role": "user", "content": "我叫林小雨，英文名 Rain Lin。I live in Shanghai with my cat Orange.",
     "timestamp": "2024-02-01T20:00:00+08:00"},
    {"role": "assistant", "content": "很高兴认识你，小雨！What do you like to do on weekends?", "name": "小暖",
     "timestamp": "2024-02-01T20:00:20+08:00"},
    {"role": "user", "content": "周末我喜欢去咖啡馆看书，最近在读《百年孤独》。I also love hot pot, but never coriander.",
     "timestamp": "2024-02-01T20:02:00+08:00"},
    {"role": "assistant", "content": "火锅配书，很惬意。Any plans for the spring?", "name": "小暖",
     "timestamp": "2024-02-01T20:02:30+08:00"},
    {"role": "user", "content": "I'm planning a trip to Kyoto in April to see the cherry blossoms. 我想带妈妈一起去。",
     "timestamp": "2024-02-01T20:04:00+08:00"},
    {"role": "user", "content": "我的生日是4月12日，Kyoto trip might be a birthday gift to myself.",
     "timestamp": "2024-02-01T20:05:00+08:00"},
]

OTHER_DIARY = """\
## 2022-05-05

Bob here. I flew a red kite on the beach and lost it to the wind. 风筝飞走了。

## 2022-07-01

Bob adopted a dog called Biscuit. 我的狗叫饼干。
"""

QUERIES = ["kitten living in my flat", "小猫 公寓", "my sister university", "妹妹 浙江大学", "jazz concert mother",
           "跑步", "Kyoto cherry blossoms", "后端工程师 星河科技", "hot pot coriander", "搬家 阳台"]
NOW = "2024-06-01"


def _ok(result: CompletedProcess[str]) -> str:
    assert result.returncode == 0, (result.returncode, result.stdout, result.stderr)
    return result.stdout


def _session(b: Backend, folder: Path) -> dict[str, Any]:
    """Import, flush the way cron does (no --user), and ask everything a user asks; the answers by name."""
    folder.mkdir(parents=True, exist_ok=True)
    diary, chat, other = folder / "diary.md", folder / "chat.json", folder / "bob.md"
    diary.write_text(DIARY, encoding="utf-8")
    chat.write_text(json.dumps(CHAT, ensure_ascii=False), encoding="utf-8")
    other.write_text(OTHER_DIARY, encoding="utf-8")
    use_fast_embedder(b.home)

    def run(*args: str) -> str:
        return _ok(mem_cli(b.home, *args, env=b.env))

    run("config", "set", "user.id", "xiaoyu")  # the owner: reads and writes without --user are hers
    run("import", str(diary), str(chat))
    run("import", "--user", "bob", str(other))
    out: dict[str, Any] = {"flush": json.loads(run("flush", "--json"))}
    me: tuple[str, ...] = ()
    for mode in ("fast", "semantic", "deep"):
        out[mode] = {q: json.loads(run("recall", q, "--mode", mode, "-n", "5", "--json", *me)) for q in QUERIES}
    # full-text packs, byte for byte (semantic recall is compared above, up to the lexical embedder's exact ties)
    out["context"] = {q: run("context", "--query", q, "--budget", "400", "--now", NOW, "--mode", "fast", *me)
                      for q in QUERIES[:4]}
    out["profile"] = json.loads(run("profile", "--json", *me))
    out["people"] = json.loads(run("people", "--json", *me))
    out["timeline"] = json.loads(run("timeline", "--json", *me))
    out["stats"] = {u: json.loads(run("stats", "--json", "--user", u)) for u in ("xiaoyu", "bob")}
    out["bob_semantic"] = json.loads(run("recall", "red kite on the beach", "--mode", "semantic", "--json",
                                         "--user", "bob"))
    forgotten = out["fast"]["小猫 公寓"][0]["sources"][0]
    out["forget"] = json.loads(run("forget", forgotten, "--json", *me))
    out["after_forget"] = {q: json.loads(run("recall", q, "--json", *me)) for q in QUERIES[:2]}
    out["export"] = [json.loads(line) for line in run("export", *me).splitlines()]
    return out


@pytest.fixture(scope="module")
def sessions(pg_module_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, dict[str, Any]]]:
    """The same session on a SQLite store and a PostgreSQL store."""
    root = tmp_path_factory.mktemp("parity")
    with pytest.MonkeyPatch.context() as mp:
        mp.delenv("MEM_EMBED_MODEL", raising=False)  # the config names the embedder, as a user's would
        stores = {"sqlite": Backend("sqlite", root / "lite", None),
                  "postgres": Backend("postgres", root / "pg", pg_module_url)}
        try:
            yield {name: _session(b, root / "files") for name, b in stores.items()}
        finally:
            for b in stores.values():
                b.close()


pytestmark = [pytest.mark.pg, pytest.mark.slow]  # two stores, ~60 mem commands each


def _hits(hits: list[dict[str, Any]]) -> list[tuple[str, str]]:
    return [(h["id"], h["text"]) for h in hits]


def _without_times(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Export lines without what a store stamps by its own clock (import and creation times)."""
    drop = ("ingested_at", "created_at", "updated_at", "forgotten_at", "forgotten_ts", "exported_at", "last_used_ts")
    return [{k: v for k, v in r.items() if k not in drop} for r in rows]


def test_the_cron_flush_distils_every_named_user_on_both(sessions: dict[str, dict[str, Any]]) -> None:
    for name, out in sessions.items():
        assert out["flush"]["processed"] == 6 + 6 + 2 and out["flush"]["buffers"] >= 2, (name, out["flush"])
        assert [out["stats"][u]["pending"] for u in ("xiaoyu", "bob")] == [0, 0], name
        assert out["semantic"]["kitten living in my flat"], name  # was [] on PostgreSQL (#32)
        assert out["bob_semantic"] and all("Bob" in h["text"] or "风筝" in h["text"] or "饼干" in h["text"]
                                           for h in out["bob_semantic"][:1]), name
    def counts(flush: dict[str, Any]) -> dict[str, Any]:  # flush ids are each store's own (one per user there)
        return {k: v for k, v in flush.items() if k not in ("seconds", "flush_id")}
    assert counts(sessions["sqlite"]["flush"]) == counts(sessions["postgres"]["flush"])


@pytest.mark.parametrize("mode", ["fast", "semantic", "deep"])
def test_recall_finds_alike(sessions: dict[str, dict[str, Any]], mode: str) -> None:
    """Every query finds something on both, and their top threes share an item."""
    lite, pg = sessions["sqlite"][mode], sessions["postgres"][mode]
    assert all(lite[q] and pg[q] for q in QUERIES)
    for q in QUERIES:
        assert set(_hits(pg[q][:3])) & set(_hits(lite[q][:3])), (mode, q)


def test_full_text_recall_ranks_the_top_three_alike(sessions: dict[str, dict[str, Any]]) -> None:
    lite, pg = sessions["sqlite"]["fast"], sessions["postgres"]["fast"]
    assert [_hits(pg[q][:3]) for q in QUERIES] == [_hits(lite[q][:3]) for q in QUERIES]


@pytest.mark.xfail(strict=False, reason="open since the merge of main's pgscale and recall work: with the lexical "
                   "embedder's exact ties the top three differ on one or two queries, not the same ones from run to "
                   "run (approximate HNSW or the user's mean vector); the bundled model agreed on 64 of 64 queries "
                   "after the merge (benchmarks/backend_parity.py)")
@pytest.mark.parametrize("mode", ["semantic", "deep"])
def test_semantic_recall_finds_the_same_top_three(sessions: dict[str, dict[str, Any]], mode: str) -> None:
    """Both rank by the inner product over the same stored values (PostgreSQL keeps what SQLite's 4-bit codes
    decode to), so the same three items come first. Their order is compared with the bundled model by
    benchmarks/backend_parity.py; the lexical embedder here makes exact ties, which a user's mean vector
    (summed in another order on the server) may tip either way."""
    lite, pg = sessions["sqlite"][mode], sessions["postgres"][mode]
    assert [set(_hits(pg[q][:3])) for q in QUERIES] == [set(_hits(lite[q][:3])) for q in QUERIES]


def test_packs_profile_people_and_timeline_alike(sessions: dict[str, dict[str, Any]]) -> None:
    lite, pg = sessions["sqlite"], sessions["postgres"]
    for q, text in lite["context"].items():
        assert pg["context"][q] == text, q
    assert "橘子" in "".join(lite["context"].values()) or "Orange" in "".join(lite["context"].values())
    for key in ("profile", "people", "timeline"):
        assert _without_times(pg[key]) == _without_times(lite[key]) and lite[key], key


def test_forget_and_export_alike(sessions: dict[str, dict[str, Any]]) -> None:
    lite, pg = sessions["sqlite"], sessions["postgres"]
    assert pg["forget"] == lite["forget"] and lite["forget"]["forgotten"]
    gone = lite["forget"]["forgotten"][0]["id"]
    for out in (lite, pg):
        assert all(gone not in h["sources"] for hits in out["after_forget"].values() for h in hits)
    # a SQLite file also lists the ids it will never use again (forgotten_record); a database's ids are its own
    assert _without_times(pg["export"][1:]) == _without_times([r for r in lite["export"][1:]
                                                               if r["type"] != "forgotten_record"])
    assert {r["user"] for r in lite["export"] if r["type"] in ("record", "memory", "event")} == {"xiaoyu"}
