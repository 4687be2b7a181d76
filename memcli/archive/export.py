"""``mem export``: the store as the JSONL archive (lossless) or as a Markdown journal.

Derived data (full-text rows, embeddings, the vector file) is not
exported: it is rebuilt from the items (``mem reindex``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO, Any

from memcli.core import ids
from memcli.archive.lines import EXPORT_TYPE, EXPORT_VERSION, dump_line
from memcli.core.errors import MemError
from memcli.store.protocols import Store
from memcli.store.protocols.exchange import ArchivedRecord
from memcli.store.text import time_known
from memcli.core.termsafe import safe_text


def _rid(value: int | None) -> str | None:
    return None if value is None else ids.rid(int(value))


def _mid(value: int | None) -> str | None:
    return None if value is None else ids.fmt("memory", int(value))


def record_line(row: ArchivedRecord) -> dict[str, Any]:
    """A stored record as a ``record`` line (the public ``mem read`` shape plus what a restore needs)."""
    buf = row["buffer"]
    return {
        "type": "record",
        "id": ids.rid(int(row["id"] or 0)),
        "text": row["text"],
        "role": row["role"],
        "speaker": row["speaker"],
        "user": row["user_id"],
        "character": row["character"],
        "session": row["session"],
        "occurred_at": row["occurred_at"],
        "occurred_ts": row["occurred_ts"],
        "time_known": time_known(row["extra"]),
        "ingested_at": row["ingested_at"],
        "source": {"path": row["source_path"], "format": row["source_format"], "external_id": row["external_id"]},
        "content_hash": row["content_hash"],
        "tags": row["tags"],
        "extra": row["extra"],
        "cues": [dict(c) for c in row["cues"]],
        # a claimed entry of a flush that is not in the archive is simply waiting again
        "buffer": (
            None if buf is None
            else {"status": "idle" if buf["status"] == "processing" else buf["status"], "tokens": buf["tokens"]}
        ),
    }


def iter_export(store: Store) -> Iterator[dict[str, Any]]:
    """Every line of the JSONL export, in a fixed order (deterministic output).

    Reads inside one snapshot so the export is consistent even while an
    import or flush is writing.
    """
    ex = store.exchange
    with ex.snapshot():
        yield {"type": EXPORT_TYPE, "version": EXPORT_VERSION, "schema_version": ex.schema_version(),
               "counts": ex.counts()}
        for cue in ex.cues():
            yield {"type": "cue", **cue}
        for rec in ex.records():
            yield record_line(rec)
        for m in ex.memories():
            yield {
                "type": "memory", "id": ids.fmt("memory", m["id"]), "memory_type": m["type"], "owner": m["owner"],
                "user": m["user_id"], "character": m["character"], "topic": m["topic"], "sub_topic": m["sub_topic"],
                "content": m["content"], "importance": m["importance"], "content_hash": m["content_hash"],
                "status": m["status"], "occurred_at": m["occurred_at"], "occurred_ts": m["occurred_ts"],
                "valid_from_ts": m["valid_from_ts"], "valid_to_ts": m["valid_to_ts"],
                "created_at": m["created_at"], "updated_at": m["updated_at"],
                "superseded_by": _mid(m["superseded_by"]), "usage_count": m["usage_count"],
                "last_used_ts": m["last_used_ts"], "sources": [ids.rid(r) for r in m["sources"]],
            }
        for e in ex.events():
            yield {
                "type": "event", "id": ids.fmt("event", e["id"]), "user": e["user_id"], "character": e["character"],
                "session": e["session"], "occurred_at": e["occurred_at"], "occurred_ts": e["occurred_ts"],
                "end_ts": e["end_ts"], "summary": e["summary"], "gists": e["gists"], "tags": e["tags"],
                "importance": e["importance"], "content_hash": e["content_hash"], "created_at": e["created_at"],
                "sources": [ids.rid(r) for r in e["sources"]],
            }
        for p in ex.persona_versions():
            yield {"type": "persona", **p}
        for w in ex.watermarks():
            yield {"type": "watermark", **w}
        for f in ex.forgotten_records():
            yield {"type": "forgotten_record", "id": ids.rid(f["record_id"]), "forgotten_ts": f["forgotten_ts"]}


def write_jsonl(store: Store, out: IO[str]) -> dict[str, int]:
    """Write the whole store to *out*; returns the header counts."""
    counts: dict[str, int] = {}
    for obj in iter_export(store):
        if obj["type"] == EXPORT_TYPE:
            counts = dict(obj["counts"])
        out.write(dump_line(obj))
    return counts


def _md_text(text: str) -> str:
    """Indent continuation lines so a multi-line entry stays inside its bullet."""
    return "\n  ".join(line.rstrip() for line in text.strip().splitlines()) if text.strip() else "(empty)"


def _hashtags(tags: Any) -> str:
    return f"  {' '.join('#' + str(t) for t in tags)}\n" if tags else "\n"


class _SafeText:
    """A text stream that makes terminal escapes visible: the journal is for reading (``cat``, a pager)."""

    def __init__(self, out: IO[str]) -> None:
        self._out = out

    def write(self, text: str) -> int:
        return self._out.write(safe_text(text))


def write_markdown(store: Store, out: IO[str] | _SafeText) -> dict[str, int]:
    """A readable journal: profile, persona, then one section per day (events, then records)."""
    ex = store.exchange
    with ex.snapshot():
        counts = ex.counts()
        out.write("# mem journal\n\n")
        out.write(
            f"{counts['records']} records, {counts['memories']} memories, {counts['events']} events. "
            "Ids in backticks can be opened with `mem read ID`.\n"
        )
        profile = ex.journal_profile()
        if profile:
            out.write("\n## Profile\n\n")
            for row in profile:
                slot = f"{row['topic']}::{row['sub_topic']}" if row["sub_topic"] else str(row["topic"])
                out.write(f"- **{slot}**: {_md_text(row['content'])} `{ids.fmt('memory', row['id'])}`\n")
        other = ex.journal_memories()
        if other:
            out.write("\n## Memories\n\n")
            for row in other:
                out.write(f"- ({row['type']}) {_md_text(row['content'])} `{ids.fmt('memory', row['id'])}`\n")
        persona = ex.latest_persona()
        if persona:
            out.write(f"\n## Persona (version {persona['version']})\n\n{persona['text'].strip()}\n")
        events = ex.journal_events()
        records = ex.journal_records()
        ev = next(events, None)
        rec = next(records, None)
        while ev is not None or rec is not None:
            day = min(x["occurred_at"][:10] for x in (ev, rec) if x is not None)
            out.write(f"\n## {day}\n")
            if ev is not None and ev["occurred_at"][:10] == day:
                out.write("\n### Events\n\n")
                while ev is not None and ev["occurred_at"][:10] == day:
                    out.write(f"- {ev['occurred_at'][11:16] or '     '} {_md_text(ev['summary'])} "
                              f"`{ids.fmt('event', ev['id'])}`")
                    out.write(_hashtags(ev["tags"]))
                    for gist in ev["gists"]:
                        out.write(f"  - {_md_text(str(gist))}\n")
                    ev = next(events, None)
            if rec is not None and rec["occurred_at"][:10] == day:
                out.write("\n### Entries\n\n")
                while rec is not None and rec["occurred_at"][:10] == day:
                    who = rec["speaker"] or rec["role"]
                    clock = rec["occurred_at"][11:16] if time_known(rec["extra"]) else ""
                    cue_note = f" [{rec['cue_labels']}]" if rec["cue_labels"] else ""
                    out.write(f"- {clock + ' ' if clock else ''}**{who}**: {_md_text(rec['text'])}{cue_note} "
                              f"`{ids.rid(rec['id'])}`")
                    out.write(_hashtags(rec["tags"]))
                    rec = next(records, None)
        return counts


def export_store(store: Store, fmt: str, out: IO[str]) -> dict[str, int]:
    if fmt == "jsonl":
        return write_jsonl(store, out)
    if fmt in ("markdown", "md"):
        return write_markdown(store, _SafeText(out))
    raise MemError(f"unknown export format {fmt!r}; use jsonl or markdown")
