"""`mem persona set|show|clear`: versions, idempotence, and the persona at the top of packs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import mem_run
from test_context_support import new_store, pack_json, section


def test_persona_versions_history_and_pack(tmp_path: Path) -> None:
    home, _ = new_store(tmp_path)
    first = tmp_path / "p1.txt"
    first.write_text("你是小美，一个温柔的陪伴者。\n\nSpeak warmly.\n", encoding="utf-8")
    code, out, _ = mem_run(home, "persona", "set", str(first), "--json")
    assert code == 0 and json.loads(out) == {"version": 1, "changed": True}
    # the same text again adds no version
    code, out, _ = mem_run(home, "persona", "set", str(first), "--json")
    assert json.loads(out) == {"version": 1, "changed": False}
    second = tmp_path / "p2.txt"
    second.write_text("You are Mei.\nAsk one question at a time.", encoding="utf-8")
    code, out, _ = mem_run(home, "persona", "set", str(second), "--json")
    assert json.loads(out) == {"version": 2, "changed": True}

    code, out, _ = mem_run(home, "persona", "show")
    assert out == "You are Mei.\nAsk one question at a time.\n"
    shown = json.loads(mem_run(home, "persona", "show", "--json")[1])
    assert shown["version"] == 2 and shown["text"].startswith("You are Mei.")
    old = json.loads(mem_run(home, "persona", "show", "--version", "1", "--json")[1])
    assert old["text"] == "你是小美，一个温柔的陪伴者。\n\nSpeak warmly."
    hist = json.loads(mem_run(home, "persona", "show", "--history", "--json")[1])
    assert [h["version"] for h in hist] == [1, 2]

    pack = pack_json(home, "--budget", "2000", "--now", "2024-01-01")
    sec = section(pack, "persona")
    assert sec is not None and sec["version"] == 2
    assert [i["text"] for i in sec["items"]] == ["> You are Mei.", "> Ask one question at a time."]
    # the persona comes right after the header
    assert [s["name"] for s in pack["sections"]][:2] == ["header", "persona"]

    # clear: an empty version; the pack has no persona section, history keeps both texts
    code, _, err = mem_run(home, "persona", "clear")
    assert code == 0 and "version 3" in err
    assert section(pack_json(home, "--budget", "2000"), "persona") is None
    assert len(json.loads(mem_run(home, "persona", "show", "--history", "--json")[1])) == 3


def test_persona_set_from_stdin_and_bad_input(tmp_path: Path) -> None:
    home, _ = new_store(tmp_path)
    code, out, _ = mem_run(home, "persona", "set", "-", "--json", input="Be brief.\r\n")
    assert code == 0 and json.loads(out)["version"] == 1
    assert mem_run(home, "persona", "show")[1] == "Be brief.\n"
    code, _, err = mem_run(home, "persona", "set", str(tmp_path / "missing.txt"))
    assert code == 1 and err.startswith("mem: error:") and "missing.txt" in err
    bad = tmp_path / "gbk.txt"
    bad.write_bytes("你好".encode("gbk"))
    code, _, err = mem_run(home, "persona", "set", str(bad))
    assert code == 1 and "UTF-8" in err
    code, _, err = mem_run(home, "persona", "show", "--version", "9")
    assert code == 1 and "no persona version 9" in err
    # failures left the store as it was
    assert json.loads(mem_run(home, "persona", "show", "--json")[1])["version"] == 1


def test_persona_through_the_api_matches_the_cli(tmp_path: Path) -> None:
    from memcli import api
    from memcli.core.errors import MemError, UsageError

    home, _ = new_store(tmp_path)
    state = api.open_store(home)
    try:
        assert api.persona(state) is None and api.persona_history(state) == []
        assert api.persona_clear(state) is None  # nothing to clear: no version added
        first = api.persona_set(state, "You are Mei.  \r\nSpeak warmly.\n")
        assert isinstance(first, api.PersonaChange) and (first.version, first.changed) == (1, True)
        assert api.persona_set(state, "You are Mei.\nSpeak warmly.").changed is False  # the same text, normalised
        path = tmp_path / "p.txt"
        path.write_text("你是小美。\n", encoding="utf-8")
        assert api.persona_set(state, path=path).to_dict() == {"version": 2, "changed": True}
        shown = api.persona(state)
        assert isinstance(shown, api.Persona) and (shown.version, shown.text) == (2, "你是小美。")
        assert shown.to_dict() == json.loads(mem_run(home, "persona", "show", "--json").stdout)
        assert api.persona(state, 1).text == "You are Mei.\nSpeak warmly."
        assert [p.to_dict() for p in api.persona_history(state)] == json.loads(
            mem_run(home, "persona", "show", "--history", "--json").stdout)
        for call in (
            lambda: api.persona(state, 9),
            lambda: api.persona_set(state, "bad\x00text"),
            lambda: api.persona_set(state, path=tmp_path / "missing.txt"),
        ):
            with pytest.raises(MemError):
                call()
        with pytest.raises(UsageError):
            api.persona_set(state)  # neither text nor a file
        cleared = api.persona_clear(state)
        assert cleared is not None and (cleared.version, cleared.changed) == (3, True)
        again = api.persona_clear(state)
        assert again is not None and (again.version, again.changed) == (3, False)
        assert api.persona(state).text == "" and len(api.persona_history(state)) == 3
    finally:
        state.close()
    code, _, err = mem_run(home, "persona", "clear")
    assert code == 0 and "persona already clear" in err
