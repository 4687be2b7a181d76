"""The pack never exceeds its budget, whatever the data (property tests, real tokenizer)."""

from __future__ import annotations

import tempfile
from datetime import datetime, timedelta
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from conftest import mem_run
from test_context_support import UTC, add_event, add_records, new_store, plan_store

from memcli.config.schema import Config
from memcli.context.budget import Meter, flatten, truncate_line
from memcli.context.pack import PackRequest, build_pack
from memcli.store.sqlite.store import SqliteStore
from memcli.core.textproc import count_tokens

# any text a store might hold: CJK, emoji, combining marks, control characters, odd whitespace
ANY_TEXT = st.text(
    alphabet=st.one_of(
        st.characters(blacklist_categories=("Cs",)),
        st.sampled_from(list("风筝我们朋友 \n\r\t\u3000\u2028.,!?'s'll—…#>-*`")),
    ),
    min_size=0,
    max_size=300,
)
WORDS = st.sampled_from(["kite", "风筝", "Mount", "sunrise", "朋友", "job", "peanut", "zzz", "过敏", "balloon"])


def _count(unit: str, text: str) -> int:
    return count_tokens(text) if unit == "tokens" else len(text.encode("utf-8"))


@settings(max_examples=300, deadline=None)
@given(lines=st.lists(ANY_TEXT, min_size=1, max_size=8), prefix=st.sampled_from(["- ", "  · ", "> ", "## ", ""]))
def test_line_costs_add_up_exactly(lines: list[str], prefix: str) -> None:
    """The accounting rule the pack relies on: cost(text) == Σ cost(line + newline)."""
    meter = Meter("tokens")
    clean = [prefix + flatten(x) for x in lines if flatten(x)]
    if not clean or any(not c.strip() for c in clean):
        return
    text = "".join(c + "\n" for c in clean)
    assert count_tokens(text) == sum(meter.line(c) for c in clean)


@settings(max_examples=200, deadline=None)
@given(body=ANY_TEXT, room=st.integers(min_value=1, max_value=120), unit=st.sampled_from(["tokens", "bytes"]))
def test_truncation_fits_and_ends_with_ellipsis(body: str, room: int, unit: str) -> None:
    meter = Meter(unit)
    body = flatten(body)
    if not body:
        return
    cut = truncate_line(meter, "- ", body, room, min_chars=1)
    if cut is not None:
        assert meter.line(cut) <= room
        assert cut.endswith("…") and cut.startswith("- ")
        assert body.startswith(cut[2:-1])  # a prefix of the item, cut cleanly


store_plan = st.fixed_dictionaries(
    {
        "records": st.lists(st.tuples(ANY_TEXT, st.integers(0, 4000), st.sampled_from([None, "s1", "s2"])),
                            max_size=25),
        "profile": st.lists(st.tuples(st.sampled_from(["basic_info", "work", "x"]), ANY_TEXT), max_size=6),
        "agreements": st.lists(ANY_TEXT, max_size=3),
        "events": st.lists(st.tuples(ANY_TEXT, st.lists(ANY_TEXT, max_size=3), st.integers(0, 4000)),
                           max_size=10),
        # mem persona set refuses text with a NUL byte (not text), so a stored persona never holds one
        "persona": st.one_of(st.none(), ANY_TEXT.filter(lambda t: "\x00" not in t)),
    }
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    plan=store_plan,
    budget=st.one_of(st.integers(0, 400), st.integers(400, 5000)),
    unit=st.sampled_from(["tokens", "bytes"]),
    query=st.one_of(st.none(), st.lists(WORDS, min_size=1, max_size=3).map(" ".join), ANY_TEXT),
)
def test_pack_never_exceeds_budget(plan: dict, budget: int, unit: str, query: str | None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        home, conn = plan_store(Path(tmp), plan)
        req = PackRequest(budget=budget, unit=unit, query=query, now=datetime(2025, 1, 1, tzinfo=UTC))
        pack = build_pack(SqliteStore(conn, home), home, Config(), req)
        conn.close()
    assert _count(unit, pack.text) == pack.used <= budget
    assert pack.text == "" or pack.text.endswith("\n")
    # every printed line is one of ours: structure lines or quoted/bulleted items
    for line in pack.text.splitlines():
        assert line and line == line.rstrip()
        assert line.startswith(("# ", "Below:", "## ", "- ", "  · ", "> ")), line


def test_cli_prints_exactly_the_counted_text_at_many_budgets(tmp_path: Path) -> None:
    home, conn = new_store(tmp_path)
    base = datetime(2020, 1, 1, tzinfo=UTC)
    add_records(conn, [
        {"text": f"第{i}天：和朋友去公园放风筝，然后 we talked about kites and the weather for a while.",
         "at": base + timedelta(days=i), "session": f"s{i // 4}", "speaker": "Lin"}
        for i in range(40)
    ])
    for i in range(12):
        add_event(conn, f"Event {i}: a long day out with friends, flying kites 风筝 near the river.",
                  [f"kites {i}"], at=base + timedelta(days=3 * i))
    for size in (60, 97, 150, 333, 1000):
        for unit in ("tokens", "bytes"):
            budget = size if unit == "tokens" else size * 4
            code, out, _ = mem_run(home, "context", "--budget", str(budget), "--unit", unit, "--query", "风筝 kites",
                               "--now", "2020-03-01")
            assert code == 0
            assert 0 < _count(unit, out) <= budget, (budget, unit)
