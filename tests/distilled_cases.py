"""Sentences per case, each case flushed for its own user of one store, and what was distilled from them:
the shared fixture body of the extraction test modules (modality, value spans, …)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memcli import api
from memcli.distill.slot_values import split_slot

Case = tuple[list[str], list[str], list[tuple[str, str]], list[str]]
"""One precision case: (the user's diary entries, ``not_held``, ``exact``, ``absent``) — see :func:`check_case`."""


def distil_cases(home: Path, cases: dict[str, list[str]]) -> dict[str, dict[str, Any]]:
    """Record each case's entries for the user named by its key, flush once offline, and return per case its
    ``slots`` (``topic::sub_topic`` → value), people ``attrs`` (attribute → values; dated events left out:
    they quote what was said and claim no fact) and people ``names``."""
    api.set_config(api.open_store(home), "embedding.enabled", "false")
    for key, entries in cases.items():
        state = api.open_store(home, user=key)
        for i, text in enumerate(entries):
            api.record(state, text, at=f"2024-05-01T10:0{i}:00")
    result = api.flush(api.open_store(home), use_llm=False)
    assert result.to_json()["failed_batches"] == 0
    out: dict[str, dict[str, Any]] = {}
    for key in cases:
        state = api.open_store(home, user=key)
        slots = {f"{s.topic}::{s.sub_topic}": s.content for s in api.profile(state)}
        attrs: dict[str, list[str]] = {}
        names: list[str] = []
        for person in api.people(state):
            if person.name:
                names.append(person.name)
            for attr, values in person.attributes.items():
                if attr == "events":
                    continue
                attrs.setdefault(attr, []).extend(values if isinstance(values, list) else [str(values)])
        out[key] = {"slots": slots, "attrs": attrs, "names": names}
    return out


def stored_values(found: dict[str, Any], *, names: bool) -> list[str]:
    """Every fact value distilled for one case: its profile slots (``life_event::*`` quotes what was said with
    its date, so a plan stays a plan there: left out), its people's attributes and, with *names*, their names."""
    slots = [v for k, v in found["slots"].items() if not k.startswith("life_event::")]
    return [*slots, *(v for vs in found["attrs"].values() for v in vs), *(found["names"] if names else [])]


def slot_items(found: dict[str, Any], slot: str) -> list[str]:
    """The items of a profile slot (``topic::sub_topic``) or of a people attribute of anyone (no ``::``)."""
    if "::" in slot:
        return [i.strip() for i in split_slot(found["slots"].get(slot, ""), False)]
    return [v.strip() for v in found["attrs"].get(slot, [])]


def check_case(key: str, found: dict[str, Any], not_held: list[str], exact: list[tuple[str, str]],
               absent: list[str]) -> None:
    """Assert one case: no slot or attribute holds a *not_held* text, each (slot, item) of *exact* is held as
    that item exactly, and every slot of *absent* is empty."""
    for text in not_held:
        held = [v for v in stored_values(found, names=False) if text.casefold() in v.casefold()]
        assert not held, f"{key}: {text!r} stored: {found}"
    for slot, value in exact:
        items = [i.casefold() for i in slot_items(found, slot)]
        assert value.casefold() in items, f"{key}: {slot} lacks exactly {value!r}: {found}"
    for slot in absent:
        assert not found["slots"].get(slot), f"{key}: {slot} should be empty: {found}"
