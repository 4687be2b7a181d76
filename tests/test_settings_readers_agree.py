"""The two readers of config.toml agree: the light reader (no pydantic) and the validated loader (pydantic),
both built from the one definition in memcli/config/settings.py.

Whatever the light reader accepts, the validated loader accepts with the same values; whatever the loader
refuses, the light reader refuses too (it then hands the file to the loader, which says what is wrong).
"""

# no `from __future__ import annotations`: the Probe section below declares settings, whose types are evaluated
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from memcli.config.checks import masked
from memcli.config.light import read_light_settings
from memcli.config.schema import DEFAULT_CONFIG_TEXT, Config, _model, load_config, masked_dict
from memcli.config.settings import SECTIONS, Section, Setting, Settings, setting
from memcli.core.errors import MemError


def _load(home: Path, text: str) -> tuple[Any, Any]:
    """(light settings or None, the loader's settings as a dict or its error)."""
    (home / "config.toml").write_text(text, encoding="utf-8")
    light = read_light_settings(home)
    try:
        full: Any = load_config(home).to_dict()
    except MemError as exc:
        full = exc
    return light, full


def test_defaults_are_the_same_in_both_readers(tmp_path: Path) -> None:
    light = read_light_settings(tmp_path)  # no config.toml
    assert light == Settings()
    got, want = light.to_dict(), Config().to_dict()
    assert got == want and list(got) == list(want) and all(list(got[t]) == list(want[t]) for t in want)
    for table, (attribute, kind) in SECTIONS.items():
        assert list(kind.SETTINGS) == list(type(getattr(Config(), attribute)).model_fields), table


@pytest.mark.parametrize("text", [
    "",
    '[user]\nname = "Lin"\ntimezone = "Asia/Shanghai"\n[llm]\nbase_url = "http://127.0.0.1:8080/v1"\napi_key = "sk-x"\n'
    '[import]\nmax_message_chars = 10\n[profile.custom.travel]\nvisited = "places"\n[recall]\nweight_text = 2\n',
])
def test_config_show_prints_the_same_from_either_reader(tmp_path: Path, text: str) -> None:
    """`mem config show` prints the light settings when the file is plainly valid: the same values, the same order."""
    light, _ = _load(tmp_path, text)
    assert light is not None
    want = masked_dict(load_config(tmp_path))
    got = masked(light.to_dict())
    assert got == want and list(got) == list(want)
    assert all(list(got[s]) == list(want[s]) for s in want)


def test_the_light_reader_runs_the_same_checks_as_pydantic(tmp_path: Path) -> None:
    light, _ = _load(tmp_path, '[user]\ntimezone = "Asia/Shanghai"\n')
    assert light is not None and light.user.timezone == "Asia/Shanghai"
    for text in ('[user]\ntimezone = "Mars/Olympus"\n', '[user]\nid = ""\n', '[llm]\nbase_url = "ftp://x"\n',
                 '[llm]\napi_key_env = "1KEY"\n'):
        light, full = _load(tmp_path, text)
        assert light is None and isinstance(full, MemError), text  # the validated loader decides (and explains)


def test_a_new_setting_is_checked_by_both_readers() -> None:
    """A key declared once gets its bounds in the pydantic model and in the light reader alike."""
    from pydantic import ValidationError

    from memcli.config.light import _ok

    class Probe(Section):
        n: int = setting(3, ge=2)
        unit: str = setting("a", one_of=("a", "b"))

    model = _model(Probe)
    assert model().model_dump() == Probe().to_dict() == {"n": 3, "unit": "a"}
    assert model(n=2, unit="b").model_dump() == {"n": 2, "unit": "b"}
    assert _ok(2, Probe.SETTINGS["n"]) and _ok("b", Probe.SETTINGS["unit"])
    for key, bad in (("n", 1), ("unit", "c")):
        with pytest.raises(ValidationError):
            model(**{key: bad})
        assert not _ok(bad, Probe.SETTINGS[key])


def test_the_default_config_file_holds_the_defaults() -> None:
    """`mem init` writes a commented config.toml: every value in it is the definition's default."""
    written = tomllib.loads(DEFAULT_CONFIG_TEXT)
    defaults = Settings().to_dict()
    for table, keys in written.items():
        for key, value in keys.items():
            assert defaults[table][key] == value, f"{table}.{key}"


# values a file may hold: the right and wrong types, bounds and their neighbours, allowed and other words
_VALUES = st.one_of(
    st.sampled_from([0, 1, 2, 7, 8, 9, 10, 11, -1, 100, 0.0, 0.5, 1.0, 1.5, 2.0, 2.5, -0.5, True, False]),
    st.sampled_from(["", "fast", "deep", "FAST", "tokens", "bytes", "int8", "float", "x", "500", "Asia/Shanghai",
                     "Mars/X", "http://127.0.0.1:8080/v1", "ftp://h", "MEM_KEY", "1KEY"]),
    st.lists(st.sampled_from(["a", "health", "林"]), max_size=3),
    st.lists(st.integers(0, 3), min_size=1, max_size=2),
    st.dictionaries(st.sampled_from(["record", "event"]), st.sampled_from([1, 2.5, True, "x"]), max_size=2),
    st.dictionaries(st.sampled_from(["travel"]), st.dictionaries(st.sampled_from(["visited"]),
                                                                  st.sampled_from(["places", 3]), max_size=1), max_size=1),
)


def _near(spec: Setting) -> list[Any]:
    """Values of a key's own type around what it allows: its default, its bounds and their neighbours, its words."""
    out: list[Any] = [spec.default]
    for bound in (spec.ge, spec.gt, spec.le):
        if bound is not None:
            out += [bound, bound - 1, bound + 1, bound + 0.5, float(bound)]
    if spec.one_of:
        out += [*spec.one_of, spec.one_of[0].upper(), spec.one_of[0] + " "]
    if spec.min_length:
        out += ["", "u1"]
    if spec.kind is float:
        out += [1, 0.25, -2]
    if spec.kind is int:
        out += [5, 5.0]
    return out


@st.composite
def _documents(draw: st.DrawFn) -> dict[str, dict[str, Any]]:
    """A config.toml: mostly keys of the definitions with values of their own type, now and then anything."""
    tables = draw(st.lists(st.sampled_from([*SECTIONS, *SECTIONS, "nonsense"]), max_size=3, unique=True))
    doc: dict[str, dict[str, Any]] = {}
    for table in tables:
        specs = SECTIONS[table][1].SETTINGS if table in SECTIONS else {}
        chosen = draw(st.lists(st.sampled_from([*specs, *specs, "surprise"] if specs else ["x"]), min_size=1,
                               max_size=3, unique=True))
        doc[table] = {}
        for key in chosen:
            wild = key not in specs or draw(st.integers(0, 7)) == 0
            doc[table][key] = draw(_VALUES if wild else st.sampled_from(_near(specs[key])))
    return doc


@hsettings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=_documents())
def test_whatever_the_light_reader_takes_the_loader_takes_alike(tmp_path: Path, doc: dict[str, dict[str, Any]]) -> None:
    import tomli_w

    light, full = _load(tmp_path, tomli_w.dumps(doc))
    if light is None:
        return  # the loader decides, with its own message (it may accept what needs coercing)
    assert not isinstance(full, MemError), (doc, full)
    got = light.to_dict()
    assert got == full, doc
    for table, keys in full.items():  # and the same types: an int stays an int, a float key reads as a float
        for key, value in keys.items():
            assert type(got[table][key]) is type(value), (table, key)
