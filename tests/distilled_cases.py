"""Sentences per case, each case flushed for its own user of one store, and what was distilled from them:
the shared fixture body of the extraction test modules (modality, value spans, …)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memcli import api


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
