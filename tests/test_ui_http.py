"""``mem ui`` over real HTTP: a real server process on 127.0.0.1, driven header by header.

What is checked: the URL is the first line on stdout and its token is exchanged once for an HttpOnly,
SameSite=Strict cookie; no page answers without it, or to another Host; changes need POST, a fresh
per-page CSRF token and the server's own Origin, and go through a confirmation page; bad input (unknown
ids, huge query strings, wrong methods) gets a clear 4xx page and changes nothing; hostile imported text is
never markup; only a photo the import registered is served; a forget through the page removes what
``mem forget`` removes; Ctrl-C stops the server and takes its secret file with it.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import signal
import socket
import stat
import subprocess
from pathlib import Path
from urllib.parse import quote

import pytest

from conftest import SAMPLE_DATA, mem_proc, mem_run, use_fast_embedder
from ui_server import Served, csrf_of, ui_server, wait_gone

pytest.importorskip("starlette")
pytest.importorskip("jinja2")
pytestmark = pytest.mark.slow

HOSTILE = ('<script>alert("owned")</script> 风筝 kite <img src=x onerror=alert(1)> '
           '[click](javascript:alert(2)) <svg onload=alert(3)><a href="javascript:alert(4)">link</a>')


def _store(root: Path, env: dict[str, str] | None = None, *, hostile: bool = True) -> Path:
    """Sample data (copied, photos too) imported and flushed, plus one hostile diary entry (*env*: MEM_STORE)."""
    data = root / "data"
    shutil.copytree(SAMPLE_DATA, data)
    home = root / "home"
    assert mem_run(home, "init", env=env).exit_code == 0
    use_fast_embedder(home)
    r = mem_run(home, "import", str(data / "chat_openai.json"), str(data / "chatgpt_conversations.json"),
                str(data / "diary.md"), env=env)
    assert r.exit_code == 0, r.output
    if hostile:
        r = mem_run(home, "record", HOSTILE, "--at", "2024-05-01T10:00:00", "--tag", "<b>tag</b>", env=env)
        assert r.exit_code == 0, r.output
    r = mem_run(home, "flush", "--no-llm", env=env)
    assert r.exit_code == 0, r.output
    return home


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _store(tmp_path_factory.mktemp("ui-store"))


@pytest.fixture(scope="module")
def served(store: Path) -> Served:
    with ui_server(store) as s:
        s.login()
        yield s


def _snapshot(home: Path, env: dict[str, str] | None = None) -> dict[str, object]:
    """What a forget changes, without the times it is made at."""
    stats = json.loads(mem_proc(home, "stats", "--json", env=env).stdout)
    timeline = [(e["id"], e["summary"]) for e in json.loads(mem_proc(home, "timeline", "--json", env=env).stdout)]
    profile = [(p["id"], p["content"], p["status"], p.get("rejected"))
               for p in json.loads(mem_proc(home, "profile", "--history", "--json", env=env).stdout)]
    return {"records": stats.get("records"), "memories": stats.get("memories"), "events": stats.get("events"),
            "timeline": timeline, "profile": profile}


def _record_with(home: Path, text: str, env: dict[str, str] | None = None) -> str:
    """The record holding *text*: a recall hit, or the source of the event recall shows in its place."""
    hits = json.loads(mem_proc(home, "recall", text, "--json", "-n", "20", env=env).stdout)
    for h in hits:
        if h["kind"] == "record" and text in h["text"]:
            return str(h["id"])
        if h["kind"] == "event":
            read = json.loads(mem_proc(home, "read", h["id"], "--json", env=env).stdout)
            for s in read.get("source_records") or []:
                if text in s["text"]:
                    return str(s["id"])
    raise AssertionError(f"no record holds {text!r}")


# --------------------------------------------------------------------------- the token, the cookie, the Host


def test_the_url_comes_first_and_its_token_buys_a_cookie(store: Path) -> None:
    with ui_server(store) as s:
        secret = store / f"ui-{s.port}.secret"
        assert secret.read_text().strip() == s.token  # the owner's secret, kept like mem mcp --http keeps its own
        assert stat.S_IMODE(secret.stat().st_mode) == 0o600
        assert not list(store.glob("ui-*-open.html"))  # --no-browser: no redirect page either
        first = s.get(f"/profile?token={s.token}", cookie=False)
        assert first.status == 303 and first.headers["location"] == "/profile"  # the token leaves the address bar
        cookie = first.headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=Strict" in cookie and "Path=/" in cookie
        value = cookie.split(";", 1)[0].split("=", 1)[1]
        assert value and value != s.token and s.token not in cookie  # the cookie never holds the token
        s.cookie = cookie.split(";", 1)[0]
        assert s.get("/profile").status == 200
        assert s.get("/?token=" + "x" * 43, cookie=False).status == 401
    assert wait_gone(secret)  # Ctrl-C took the secret with it
    assert s.proc.returncode == 0, s.proc.stderr.read() if s.proc.stderr else ""


def test_no_page_without_the_token(served: Served) -> None:
    for path in ("/", "/profile", "/people", "/search?q=kite", "/item/e1", "/static/ui.css", "/nope"):
        answer = served.get(path, cookie=False)
        assert answer.status == 401, (path, answer.status)
        assert "林小雨" not in answer.text and "mem ui" in answer.text  # says what to do, shows nothing
    stale = served.get("/", cookie=False, headers={"Cookie": "mem_ui=" + "A" * 43})
    assert stale.status == 401
    assert served.get("/", cookie=False, headers={"Cookie": f"mem_ui={served.token}"}).status == 401


def test_another_host_name_is_refused(served: Served) -> None:
    for host in (f"evil.example:{served.port}", f"localhost:{served.port}", "127.0.0.1", f"127.0.0.1:{served.port + 1}",
                 ""):
        answer = served.get("/", host=host)
        assert answer.status == 421, (host, answer.status)
        assert "林小雨" not in answer.text


def test_every_answer_carries_the_security_headers(served: Served) -> None:
    for path in ("/", "/item/r999999", "/nope"):
        headers = served.get(path).headers
        csp = headers["content-security-policy"]
        assert "default-src 'none'" in csp and "frame-ancestors 'none'" in csp and "script-src" not in csp
        assert headers["referrer-policy"] == "same-origin" and headers["x-content-type-options"] == "nosniff"
        assert headers["cache-control"] == "no-store" and headers["x-frame-options"] == "DENY"
    assert "content-security-policy" in served.get("/", cookie=False).headers


# --------------------------------------------------------------------------- the pages


def test_the_pages_show_the_memory(served: Served) -> None:
    home = served.get("/")
    assert home.status == 200
    assert "<svg class=\"activity\"" in home.text and home.text.count('class="event') >= 10
    assert re.search(r'<h2>20\d\d</h2>', home.text) and 'href="/item/e' in home.text
    profile = served.get("/profile")
    assert profile.status == 200 and "林小雨" in profile.text and "last stated" in profile.text
    people = served.get("/people")
    assert people.status == 200 and "王芳" in people.text
    found = served.get("/search?q=%E9%A3%8E%E7%AD%9D")  # 风筝
    assert found.status == 200 and "风筝" in found.text and 'href="/item/' in found.text
    semantic = served.get("/search?q=kite&mode=semantic")
    assert semantic.status == 200 and 'value="semantic" checked' in semantic.text
    event_id = re.search(r'href="/item/(e\d+)"', home.text).group(1)  # type: ignore[union-attr]
    item = served.get(f"/item/{event_id}")
    assert item.status == 200 and "Sources (" in item.text
    record_id = re.search(r'href="/item/(r\d+)"', item.text).group(1)  # type: ignore[union-attr]
    record = served.get(f"/item/{record_id}")
    assert record.status == 200 and "Made from this record" in record.text and event_id in record.text


def test_the_timeline_pages_back_in_time(served: Served) -> None:
    first = served.get("/")
    older = re.search(r'href="/\?before=([^"]+)"', first.text)
    assert older, "a store with more than one page of events links to the older ones"
    second = served.get("/?before=" + older.group(1))
    assert second.status == 200
    ids_1 = set(re.findall(r'<li class="event[^"]*" id="(e\d+)"', first.text))
    ids_2 = set(re.findall(r'<li class="event[^"]*" id="(e\d+)"', second.text))
    assert ids_1 and ids_2 and not ids_1 & ids_2
    assert "<svg" not in second.text  # the chart heads the first page only


def test_the_photo_the_diary_registered_is_served_and_nothing_else(served: Served, store: Path) -> None:
    kite = (SAMPLE_DATA / "photos" / "kite.png").read_bytes()
    key = "photo:sha256:" + hashlib.sha256(kite).hexdigest()
    record_id = next(h["id"] for h in json.loads(mem_proc(store, "recall", "--cue", key, "--json").stdout))
    answer = served.get(f"/photo/{record_id}?key={key}")
    assert answer.status == 200 and answer.body == kite and answer.headers["content-type"] == "image/png"
    page = served.get("/")
    assert f'src="/photo/{record_id}?key=photo%3Asha256%3A' in page.text or "/photo/" not in page.text
    other = _record_with(store, "第一天上高中")
    assert served.get(f"/photo/{other}?key={key}").status == 404  # not that record's cue
    assert served.get(f"/photo/{record_id}?key=photo:sha256:{'0' * 64}").status == 404
    assert served.get(f"/photo/{record_id}?key=../../../etc/passwd").status == 404


def test_a_photo_changed_since_the_import_is_not_served(tmp_path: Path) -> None:
    home = _store(tmp_path)
    photo = tmp_path / "data" / "photos" / "kite.png"
    key = "photo:sha256:" + hashlib.sha256(photo.read_bytes()).hexdigest()
    record_id = next(h["id"] for h in json.loads(mem_proc(home, "recall", "--cue", key, "--json").stdout))
    with ui_server(home) as s:
        s.login()
        assert s.get(f"/photo/{record_id}?key={key}").status == 200
        photo.write_bytes(b"<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>")
        answer = s.get(f"/photo/{record_id}?key={key}")
        assert answer.status == 404 and b"<svg" not in answer.body


def test_hostile_imported_text_is_only_ever_text(served: Served, store: Path) -> None:
    record_id = _record_with(store, "owned")
    pages = [served.get(p).text for p in ("/", "/?before=", f"/item/{record_id}", "/search?q=kite", "/search?q=owned")]
    pages += [served.get(f"/item/{e}").text for e in re.findall(r'href="/item/(e\d+)"', pages[0])[:40]]
    joined = "\n".join(pages)
    assert "&lt;script&gt;alert(&#34;owned&#34;)&lt;/script&gt;" in joined  # shown, as text
    for raw in ("<script", "<img src=x", "<svg onload", "href=\"javascript:", "<b>tag</b>"):
        assert raw not in joined, raw
    assert not re.search(r"<[a-z]+[^<>]*\son[a-z]+=", joined)  # no element carries an event handler


# --------------------------------------------------------------------------- bad input changes nothing


def test_bad_input_gets_a_clear_4xx_page_and_changes_nothing(served: Served, store: Path) -> None:
    before = _snapshot(store)
    cases = [
        ("GET", "/item/r999999", 404), ("GET", "/item/m999999", 404), ("GET", "/item/xyz", 404),
        ("GET", "/item/r99999999999999999999999", 404), ("GET", "/nope", 404),
        ("GET", "/?before=garbage", 400), ("GET", "/?before=1e309_1", 400),
        ("GET", "/search?q=" + quote("风" * 600), 400), ("GET", "/search?q=kite&mode=deep", 400),
        ("GET", "/?x=" + "a" * 9000, 414), ("GET", "/forget", 405), ("PUT", "/", 405), ("DELETE", "/item/r1", 405),
        ("PATCH", "/profile", 405), ("OPTIONS", "/", 405), ("GET", "/profile/reject", 405),
    ]
    for method, path, status in cases:
        answer = served.request(method, path)
        assert answer.status == status, (method, path[:60], answer.status)
        assert "<h1>" in answer.text and "nothing was changed" in answer.text, (method, path[:60])
    assert served.get("/").status == 200  # the server is still there
    assert _snapshot(store) == before


def test_a_change_needs_the_form_token_and_the_server_origin(served: Served, store: Path) -> None:
    record_id = _record_with(store, "第一天上高中")
    before = _snapshot(store)
    page = served.get(f"/item/{record_id}").text
    token = csrf_of(page, "/forget")
    form = {"id": record_id, "confirm": "yes"}
    assert served.post("/forget", form).status == 403  # no CSRF token
    assert served.post("/forget", {**form, "csrf": "forged" * 5}).status == 403
    assert served.post("/forget", {**form, "csrf": token}, origin="http://evil.example").status == 403
    assert served.post("/forget", {**form, "csrf": csrf_of(served.get(f"/item/{record_id}").text, "/forget")},
                       origin=None).status == 403  # no Origin at all
    assert served.post("/forget", {**form, "csrf": token}, cookie=False).status == 401
    assert served.post("/forget", {**form, "csrf": token}, host=f"evil.example:{served.port}").status == 421
    big = {**form, "csrf": csrf_of(served.get(f"/item/{record_id}").text, "/forget"), "pad": "x" * 70_000}
    assert served.post("/forget", big).status == 413
    assert _snapshot(store) == before
    # the token of the page, spent by a first POST (the preview), is refused the second time
    token = csrf_of(served.get(f"/item/{record_id}").text, "/forget")
    assert served.post("/forget", {"id": record_id, "csrf": token}).status == 200
    assert served.post("/forget", {"id": record_id, "confirm": "yes", "csrf": token}).status == 403
    assert _snapshot(store) == before


# --------------------------------------------------------------------------- correcting the memory


def test_a_forget_through_the_page_removes_what_mem_forget_removes(tmp_path: Path) -> None:
    home = _store(tmp_path / "a")
    twin = tmp_path / "twin"
    shutil.copytree(home, twin)
    record_id = _record_with(home, "第一天上高中")
    with ui_server(home) as s:
        s.login()
        preview = s.post("/forget", {"id": record_id, "csrf": csrf_of(s.get(f"/item/{record_id}").text, "/forget")})
        assert preview.status == 200 and "Yes, forget it" in preview.text and "would" in preview.text
        assert s.get(f"/item/{record_id}").status == 200  # the preview changed nothing
        done = s.post("/forget", {"id": record_id, "confirm": "yes", "csrf": csrf_of(preview.text, "/forget")})
        assert done.status == 200 and f"Forgot {record_id}" in done.text
        assert s.get(f"/item/{record_id}").status == 404
    cli = mem_proc(twin, "forget", record_id, "--yes", "--json")
    assert cli.returncode == 0, cli.stderr
    assert _snapshot(home) == _snapshot(twin)


def test_rejecting_a_profile_value_through_the_page(tmp_path: Path) -> None:
    home = _store(tmp_path)
    slots = json.loads(mem_proc(home, "profile", "--json").stdout)
    school = next(s for s in slots if (s["topic"], s["sub_topic"]) == ("education", "school"))
    with ui_server(home) as s:
        s.login()
        page = s.get("/profile").text
        forms = re.findall(r'<form method="post" action="/profile/reject">(.*?)</form>', page, re.S)
        mine = next(f for f in forms if 'value="education::school"' in f)
        token = re.search(r'name="csrf" value="([^"]+)"', mine).group(1)  # type: ignore[union-attr]
        preview = s.post("/profile/reject", {"slot": "education::school", "value": school["content"], "csrf": token})
        assert preview.status == 200 and "Yes, reject it" in preview.text
        assert json.loads(mem_proc(home, "profile", "--json").stdout) == slots  # nothing yet
        done = s.post("/profile/reject", {"slot": "education::school", "value": school["content"], "confirm": "yes",
                                          "csrf": csrf_of(preview.text, "/profile/reject")})
        assert done.status == 200 and "rejected" in done.text
        assert "· rejected" in s.get("/profile").text
        wrong = s.post("/profile/reject", {"slot": "education::school", "value": "Hogwarts", "confirm": "yes",
                                           "csrf": csrf_of(s.get("/profile").text, "/profile/reject")})
        assert wrong.status in (404, 409) and "nothing was changed" in wrong.text
    history = json.loads(mem_proc(home, "profile", "--history", "--json").stdout)
    assert any(h["id"] == school["id"] and h["rejected"] and h["status"] == "superseded" for h in history)


# --------------------------------------------------------------------------- starting and stopping


def test_a_busy_port_is_a_clear_error(store: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        port = sock.getsockname()[1]
        proc = mem_proc(store, "ui", "--no-browser", "--port", str(port), timeout=60)
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr.startswith("mem: error: cannot listen on 127.0.0.1:") and "--port" in proc.stderr


def test_another_address_is_warned_about_and_still_needs_its_own_host(store: Path) -> None:
    with ui_server(store, "--host", "127.0.0.2") as s:
        s.login()
        assert s.get("/").status == 200
        assert s.get("/", host=f"127.0.0.1:{s.port}").status == 421
        s.proc.send_signal(signal.SIGINT)
        _out, err = s.proc.communicate(timeout=30)
    assert "warning: --host 127.0.0.2 is not loopback" in err
    assert s.proc.returncode == 0


def test_a_missing_store_is_an_error_before_anything_listens(tmp_path: Path) -> None:
    proc = mem_proc(tmp_path / "nothing", "ui", "--no-browser", "--port", "0", timeout=60)
    assert proc.returncode == 1 and proc.stdout == "" and proc.stderr.startswith("mem: error:")
    assert not list((tmp_path / "nothing").glob("ui-*.secret")) if (tmp_path / "nothing").exists() else True


def test_the_browser_is_opened_through_a_private_redirect_page(store: Path, tmp_path: Path) -> None:
    """Without --no-browser: the browser gets a 0600 file that redirects to the URL, never the token in argv."""
    seen = tmp_path / "argv.txt"
    browser = tmp_path / "browser.sh"
    held = tmp_path / "browser.pid"
    # a browser that stays open (as a console browser does until it quits): the pages are served meanwhile
    browser.write_text(f'#!/bin/sh\necho $$ > {held}\necho "$@" > {seen}\ncat "${{1#file://}}" >> {seen}\n'
                       'exec sleep 120\n')
    browser.chmod(0o700)
    import os
    import sys

    proc = subprocess.Popen([sys.executable, "-m", "memcli", "--home", str(store), "ui", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "BROWSER": str(browser), "DISPLAY": ""})
    try:
        url = proc.stdout.readline().strip()  # type: ignore[union-attr]
        for _ in range(200):
            if seen.exists() and seen.read_text().count("\n") >= 2:
                break
            subprocess.run(["sleep", "0.05"], check=False)
        port = int(url.split(":")[2].split("/")[0])
        served = Served(url, "127.0.0.1", port, url.split("token=", 1)[1], proc, store)
        answered = False
        for _ in range(400):  # serving (a page without the cookie is refused) while the browser is open
            try:
                answered = served.get("/", cookie=False).status == 401
            except OSError:
                pass
            if answered:
                break
            subprocess.run(["sleep", "0.05"], check=False)
        assert answered, "the server did not answer while the browser it opened was still running"
        argv, _sep, page = seen.read_text().partition("\n")
        token = url.split("token=", 1)[1]
        assert token not in argv and argv.startswith("file://") and argv.strip().endswith("-open.html")
        opener = Path(argv.strip().removeprefix("file://"))
        assert stat.S_IMODE(opener.stat().st_mode) == 0o600 and token in page and "no-referrer" in page
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)
        if held.exists():
            os.kill(int(held.read_text().strip()), signal.SIGTERM)  # the stand-in browser this test started
    assert proc.returncode == 0 and not opener.exists()


def test_saying_who_me_is_through_the_page_does_what_mem_me_does(tmp_path: Path) -> None:
    """A chat imported with nobody marked as the user: "I am Nadia in this chat" on one of her turns, confirmed,
    leaves the store as ``mem me Nadia --source FILE`` leaves a copy."""
    from test_set_me import EN_CHAT

    home = tmp_path / "home"
    chat = tmp_path / "WhatsApp Chat en.txt"
    chat.write_text(EN_CHAT, encoding="utf-8")
    assert mem_run(home, "config", "set", "embedding.enabled", "false").exit_code == 0
    assert mem_run(home, "import", str(chat)).exit_code == 0
    assert mem_run(home, "flush", "--no-llm").exit_code == 0
    twin = tmp_path / "twin"
    shutil.copytree(home, twin)
    record_id = _record_with(home, "cello")
    before = _snapshot(home)
    with ui_server(home) as s:
        s.login()
        page = s.get(f"/item/{record_id}").text
        assert "I am Nadia in this chat" in page
        preview = s.post("/me", {"id": record_id, "csrf": csrf_of(page, "/me")})
        assert preview.status == 200 and "Yes, I am Nadia" in preview.text
        assert _snapshot(home) == before  # the preview changed nothing
        done = s.post("/me", {"id": record_id, "confirm": "yes", "csrf": csrf_of(preview.text, "/me")})
        assert done.status == 200 and "You are Nadia in that chat" in done.text
        assert "cello" in s.get("/profile").text
        assert s.post("/me", {"id": "r999999", "csrf": csrf_of(s.get(f"/item/{record_id}").text, "/me")}).status == 404
    cli = mem_proc(twin, "me", "Nadia", "--source", str(chat))
    assert cli.returncode == 0, cli.stderr
    assert _snapshot(home) == _snapshot(twin) != before
