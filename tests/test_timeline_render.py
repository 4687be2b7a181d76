"""The timeline pictures: terminal bar chart and the self-contained HTML page.

The HTML page is opened in real headless Chromium (Debian's ``chromium``
package) and the rendered DOM is checked; the test is skipped with the
install line when the browser is absent.
"""

from __future__ import annotations

import io
import os
import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import mem_run

from memcli.core.errors import MemError
from memcli.views.timeline import count_by, timeline_chart, timeline_html, write_timeline_html

CHROMIUM = Path("/usr/bin/chromium")
ANSI = re.compile(r"\x1b\[")

EVENTS: list[dict[str, Any]] = [
    {"id": "e3", "occurred_at": "2024-03-06T00:00:00+08:00", "summary": "First day at the robotics startup",
     "gists": ["manager Priya", "onboarding doc"], "tags": ["work"], "sources": ["r7"]},
    {"id": "e1", "occurred_at": "2021-11-20T20:01:00+08:00", "summary": "Mochi turned three <and ate cake> & slept",
     "gists": ["cat birthday"], "tags": ["cat", "<b>bold</b>"], "sources": ["r1", "r2"]},
    {"id": "e2", "occurred_at": "2024-03-05T09:12:00+08:00", "summary": "Signed the lease in Binjiang 滨江",
     "gists": ["6000 a month", "20 minutes by bike"], "tags": ["move"], "sources": ["r3", "r4", "r5"]},
    {"id": "e4", "occurred_at": "2024-01-02T08:05:00Z", "summary": "Saw the lake at dawn",
     "gists": [], "tags": [], "sources": ["r9"]},
]


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


# --------------------------------------------------------------------------- chart


def test_count_by_month_and_year_keeps_quiet_gaps() -> None:
    months = count_by(EVENTS, "month")
    assert months[0] == ("2021-11", 1) and months[-1] == ("2024-03", 2)
    assert len(months) == 29  # Nov 2021 … Mar 2024, empty months included
    assert ("2022-06", 0) in months and ("2024-01", 1) in months
    assert count_by(EVENTS, "year") == [("2021", 1), ("2022", 0), ("2023", 0), ("2024", 3)]
    odd = [{"id": "e9", "occurred_at": None, "summary": "?"}, *EVENTS[:1]]
    assert count_by(odd, "year") == [("2024", 1), ("undated", 1)]
    assert count_by([], "month") == []
    with pytest.raises(MemError, match="month or year"):
        count_by(EVENTS, "week")


def test_chart_is_plain_text_in_a_pipe(capsys: pytest.CaptureFixture[str]) -> None:
    timeline_chart(EVENTS, by="year")
    out = capsys.readouterr().out
    assert not ANSI.search(out)
    lines = out.splitlines()
    assert lines[0].startswith("2021") and lines[0].endswith("#" * 17)  # 1/3 of the 50-column busiest bar
    assert lines[3] == "2024  3 " + "#" * 50
    assert lines[1].rstrip() == "2022  0" and lines[-1] == "4 events"
    timeline_chart([], by="month")
    assert capsys.readouterr().out.strip() == "no events to chart"


def test_chart_uses_rich_bars_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = _Tty()
    monkeypatch.setattr(sys, "stdout", fake)
    monkeypatch.setenv("COLUMNS", "80")
    timeline_chart(EVENTS, by="month")
    out = fake.getvalue()
    assert "█" in out and "2024-03" in out and "2021-11" in out
    assert "4 events by month" in out
    busiest = next(line for line in out.splitlines() if "2024-03" in line)
    quieter = next(line for line in out.splitlines() if "2024-01" in line)
    assert ANSI.search(out)  # coloured on a terminal
    assert abs(busiest.count("█") - 2 * quieter.count("█")) <= 1  # bars scale with the counts
    assert "█" not in next(line for line in out.splitlines() if "2024-02" in line)  # a short gap keeps its line
    assert "25 empty months (2021-12 – 2023-12)" in out and "2023-06" not in out  # a long one is one line


# --------------------------------------------------------------------------- HTML


def test_html_escapes_text_and_loads_nothing_from_the_network(tmp_path: Path) -> None:
    page_path = tmp_path / "timeline.html"
    write_timeline_html(EVENTS, page_path, title="Alex's <life>")
    page = page_path.read_text(encoding="utf-8")
    assert "Mochi turned three &lt;and ate cake&gt; &amp; slept" in page
    assert "&lt;b&gt;bold&lt;/b&gt;" in page and "<b>bold</b>" not in page
    assert "<title>Alex&#x27;s &lt;life&gt;</title>" in page
    # self-contained: no http(s) anywhere, no external asset references, and a CSP that forbids them
    assert not re.search(r"https?://", page)
    assert not re.search(r"""\b(src|href)\s*=\s*(?!["']?#)""", page)  # only in-page anchors
    assert "@import" not in page and "url(" not in page
    assert "default-src 'none'" in page
    # oldest first, grouped by year and month
    assert page.index("Mochi turned three") < page.index("Saw the lake") < page.index("Signed the lease")
    assert page.index("Signed the lease") < page.index("First day at the robotics")
    assert '<section class="year" id="y2021">' in page and "March 2024 · 2" in page
    # deterministic: same events, same bytes
    again = tmp_path / "again.html"
    write_timeline_html(EVENTS, again, title="Alex's <life>")
    assert again.read_bytes() == page_path.read_bytes()


def test_html_keeps_urls_in_event_text_as_text() -> None:
    page = timeline_html([{"id": "e1", "occurred_at": "2024-01-01T00:00:00+00:00",
                           "summary": "read https://example.org/x?a=1&b=<2>", "gists": [], "tags": [],
                           "sources": []}])
    assert "read https://example.org/x?a=1&amp;b=&lt;2&gt;" in page
    assert not re.search(r"""(src|href)\s*=\s*["']?https?:""", page)


def test_html_write_errors_are_user_errors(tmp_path: Path) -> None:
    with pytest.raises(MemError, match="no such folder"):
        write_timeline_html(EVENTS, tmp_path / "missing" / "t.html")
    with pytest.raises(MemError, match="is a folder"):
        write_timeline_html(EVENTS, tmp_path)
    empty = tmp_path / "empty.html"
    write_timeline_html([], empty)
    assert "No events yet" in empty.read_text(encoding="utf-8")
    assert not list(tmp_path.glob(".mem-timeline-*"))  # no temporary files left behind


def _dump_dom(page: Path, profile: Path) -> str:
    """Render *page* in headless Chromium and return the DOM after its script ran."""
    cmd = [
        str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
        f"--user-data-dir={profile}", "--virtual-time-budget=2000", "--dump-dom", page.as_uri(),
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=90)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)  # the browser and its helpers, nothing else
        proc.communicate()
        raise
    assert proc.returncode == 0, f"chromium exited with {proc.returncode}"
    return out


@pytest.mark.skipif(
    not CHROMIUM.exists(),
    reason="headless Chromium not installed; CI needs: apt-get update && apt-get install -y chromium",
)
def test_html_renders_in_headless_chromium(tmp_path: Path) -> None:
    page = tmp_path / "timeline.html"
    write_timeline_html(EVENTS, page)
    dom = _dump_dom(page, tmp_path / "profile")
    assert '<body data-ready="yes">' in dom  # the inline script ran without errors
    assert "4 of 4 shown" in dom
    for event in EVENTS:
        assert f'id="{event["id"]}"' in dom
    for text in ("First day at the robotics startup", "Signed the lease in Binjiang 滨江", "Saw the lake at dawn",
                 "Mochi turned three &lt;and ate cake&gt; &amp; slept", "20 minutes by bike", "manager Priya"):
        assert text in dom, text
    assert '<span class="tag">move</span>' in dom and '<span class="tag">&lt;b&gt;bold&lt;/b&gt;</span>' in dom
    assert "<h2>2021</h2>" in dom and "<h2>2024</h2>" in dom and "November 2021 · 1" in dom
    assert "<b>bold</b>" not in dom  # escaped text never became markup


# --------------------------------------------------------------------------- shell conveniences


def test_shell_completion_is_offered(home: Path) -> None:
    result = mem_run(home, "--help")
    assert result.exit_code == 0
    assert "--install-completion" in result.stdout and "--show-completion" in result.stdout


# --------------------------------------------------------------------------- through the CLI


def test_timeline_chart_and_html_from_the_cli(home: Path, tmp_path: Path) -> None:
    """import → flush (offline, no embeddings) → `mem timeline --chart` / `--html` show the same events."""
    import html as html_lib
    import json

    fixtures = Path(__file__).parent / "fixtures" / "formats"
    for key, value in (("embedding.enabled", "false"), ("user.timezone", '"Asia/Shanghai"')):
        assert mem_run(home, "config", "set", key, value).exit_code == 0
    assert mem_run(home, "import", str(fixtures / "jrnl" / "journal.txt"), str(fixtures / "dayone")).exit_code == 0
    flushed = mem_run(home, "flush", "--no-llm", "--json")
    assert flushed.exit_code == 0, flushed.stderr
    listed = mem_run(home, "timeline", "--json")
    assert listed.exit_code == 0, listed.stderr
    events = json.loads(listed.stdout)
    assert events, "flush made no events"

    chart = mem_run(home, "timeline", "--chart", "--by", "year")
    assert chart.exit_code == 0, chart.stderr
    assert not ANSI.search(chart.stdout)
    years = count_by(events, "year")
    for label, n in years:
        assert re.search(rf"^{label}\s+{n}\b", chart.stdout, re.M), chart.stdout
    assert f"{len(events)} event" in chart.stdout

    page = tmp_path / "life.html"
    written = mem_run(home, "timeline", "--html", str(page), "--title", "Alex's years")
    assert written.exit_code == 0, written.stderr
    text = page.read_text(encoding="utf-8")
    assert "<title>Alex&#x27;s years</title>" in text and not re.search(r"https?://", text)
    for event in events:
        assert html_lib.escape(event["summary"], quote=True) in text
        assert f'id="{event["id"]}"' in text
