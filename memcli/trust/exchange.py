"""``mem export`` and whole-store import: the store as JSONL (lossless) or Markdown.

The JSONL format (one JSON object per line, UTF-8):

* line 1, the header ``{"type": "mem-export", "version": 1, "schema_version": N, "counts": {…}}``;
* ``cue`` lines (every registered cue), then ``record`` lines (the raw
  records in the public ``mem read`` shape plus ``time_known``, ``extra``,
  ``cues`` and the distillation ``buffer`` state: null once the record is
  distilled, which is also how a ``"done"`` state of an older export is
  imported), ``memory`` lines (active
  and superseded, so profile history survives, with ``sources``), ``event``
  lines (with ``sources``), ``persona`` versions, ``watermark`` lines and
  ``forgotten_record`` lines.

Derived data (full-text rows, embeddings, the vector file) is not
exported: it is rebuilt from the tables (``mem reindex``).

Importing an export into an *empty* store restores every table with the
same ids, so export → import → export is byte-identical. Into a store that
already holds data only the raw records (and watermarks) are merged, with
new ids, through the normal import path; ``mem flush`` then derives the
memories again.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from memcli import ids
from memcli.errors import ImportFormatError, MemError
from memcli.store.sqlite.records import _clean_value, time_known
from memcli.store.sqlite.expected_schema import SCHEMA_VERSION
from memcli.termsafe import json_safe, safe_text

EXPORT_TYPE = "mem-export"
EXPORT_VERSION = 1


# ---------------------------------------------------------------- export


def _rid(value: int | None) -> str | None:
    return None if value is None else ids.rid(int(value))


def _mid(value: int | None) -> str | None:
    return None if value is None else ids.fmt("memory", int(value))


def _loads(text: str | None, default: Any) -> Any:
    if not text:
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default


def _counts(conn: sqlite3.Connection) -> dict[str, int]:
    tables = {
        "cues": "cues",
        "records": "records",
        "memories": "memories",
        "events": "events",
        "persona": "persona",
        "watermarks": "watermarks",
        "forgotten_records": "forgotten_records",
    }
    return {k: int(conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]) for k, t in tables.items()}


def _sources(conn: sqlite3.Connection, table: str, key: str, item: int) -> list[str]:
    return [
        ids.rid(int(r[0]))
        for r in conn.execute(f"SELECT record_id FROM {table} WHERE {key} = ? ORDER BY record_id", (item,))
    ]


def iter_export(conn: sqlite3.Connection) -> Iterator[dict[str, Any]]:
    """Every line of the JSONL export, in a fixed order (deterministic output).

    Reads inside one read transaction so the export is a consistent snapshot
    even while an import or flush is writing.
    """
    own_txn = not conn.in_transaction
    if own_txn:
        conn.execute("BEGIN")  # deferred: a read snapshot in WAL mode
    try:
        yield {
            "type": EXPORT_TYPE,
            "version": EXPORT_VERSION,
            "schema_version": int(conn.execute("PRAGMA user_version").fetchone()[0]),
            "counts": _counts(conn),
        }
        for row in conn.execute("SELECT id, kind, key, label, created_at FROM cues ORDER BY id"):
            yield {"type": "cue", "id": int(row[0]), "kind": row[1], "key": row[2], "label": row[3],
                   "created_at": row[4]}
        cue_rows = conn.cursor()
        for row in conn.execute("SELECT * FROM records ORDER BY id"):
            extra = _loads(row["extra"], {})
            buf = conn.execute("SELECT status, tokens FROM buffer WHERE record_id = ?", (row["id"],)).fetchone()
            cues = [
                {"kind": c[0], "key": c[1], "label": c[2]}
                for c in cue_rows.execute(
                    """SELECT c.kind, c.key, c.label FROM record_cues rc JOIN cues c ON c.id = rc.cue_id
                       WHERE rc.record_id = ? ORDER BY c.key""",
                    (row["id"],),
                )
            ]
            yield {
                "type": "record",
                "id": ids.rid(row["id"]),
                "text": row["text"],
                "role": row["role"],
                "speaker": row["speaker"],
                "user": row["user_id"],
                "character": row["character"],
                "session": row["session"],
                "occurred_at": row["occurred_at"],
                "occurred_ts": row["occurred_ts"],
                "time_known": time_known(extra),
                "ingested_at": row["ingested_at"],
                "source": {"path": row["source_path"], "format": row["source_format"],
                           "external_id": row["external_id"]},
                "content_hash": row["content_hash"],
                "tags": _loads(row["tags"], []),
                "extra": extra,
                "cues": cues,
                "buffer": (
                    None if buf is None
                    else {"status": "idle" if buf[0] == "processing" else buf[0], "tokens": int(buf[1])}
                ),
            }
        for row in conn.execute("SELECT * FROM memories ORDER BY id"):
            yield {
                "type": "memory",
                "id": ids.fmt("memory", row["id"]),
                "memory_type": row["type"],
                "owner": row["owner"],
                "user": row["user_id"],
                "character": row["character"],
                "topic": row["topic"],
                "sub_topic": row["sub_topic"],
                "content": row["content"],
                "importance": row["importance"],
                "content_hash": row["content_hash"],
                "status": row["status"],
                "occurred_at": row["occurred_at"],
                "occurred_ts": row["occurred_ts"],
                "valid_from_ts": row["valid_from_ts"],
                "valid_to_ts": row["valid_to_ts"],
                "created_at": row["created_at"],
                "updated_at": row["updated_at"],
                "superseded_by": _mid(row["superseded_by"]),
                "usage_count": row["usage_count"],
                "last_used_ts": row["last_used_ts"],
                "sources": _sources(conn, "memory_sources", "memory_id", row["id"]),
            }
        for row in conn.execute("SELECT * FROM events ORDER BY id"):
            yield {
                "type": "event",
                "id": ids.fmt("event", row["id"]),
                "user": row["user_id"],
                "character": row["character"],
                "session": row["session"],
                "occurred_at": row["occurred_at"],
                "occurred_ts": row["occurred_ts"],
                "end_ts": row["end_ts"],
                "summary": row["summary"],
                "gists": _loads(row["gists"], []),
                "tags": _loads(row["tags"], []),
                "importance": row["importance"],
                "content_hash": row["content_hash"],
                "created_at": row["created_at"],
                "sources": _sources(conn, "event_sources", "event_id", row["id"]),
            }
        for row in conn.execute("SELECT version, text, created_at FROM persona ORDER BY version"):
            yield {"type": "persona", "version": int(row[0]), "text": row[1], "created_at": row[2]}
        for row in conn.execute(
            "SELECT content_hash, kind, item_id, forgotten_at, forgotten_ts FROM watermarks ORDER BY forgotten_ts, content_hash"
        ):
            yield {"type": "watermark", "content_hash": row[0], "kind": row[1], "item_id": row[2],
                   "forgotten_at": row[3], "forgotten_ts": row[4]}
        for row in conn.execute("SELECT record_id, forgotten_ts FROM forgotten_records ORDER BY record_id"):
            yield {"type": "forgotten_record", "id": ids.rid(int(row[0])), "forgotten_ts": row[1]}
    finally:
        if own_txn and conn.in_transaction:
            conn.execute("COMMIT")


def dump_line(obj: dict[str, Any]) -> str:
    """One JSONL line. Lone surrogates, C1 controls and bidi/invisible characters become ``\\uXXXX``
    escapes (:func:`memcli.termsafe.json_safe`): still valid JSON with the same values, and safe to ``cat``."""
    return json_safe(json.dumps(obj, ensure_ascii=False, separators=(",", ":"))) + "\n"


def write_jsonl(conn: sqlite3.Connection, out: IO[str]) -> dict[str, int]:
    """Write the whole store to *out*; returns the header counts."""
    counts: dict[str, int] = {}
    for obj in iter_export(conn):
        if obj["type"] == EXPORT_TYPE:
            counts = dict(obj["counts"])
        out.write(dump_line(obj))
    return counts


def _md_text(text: str) -> str:
    """Indent continuation lines so a multi-line entry stays inside its bullet."""
    return "\n  ".join(line.rstrip() for line in text.strip().splitlines()) if text.strip() else "(empty)"


class _SafeText:
    """A text stream that makes terminal escapes visible: the journal is for reading (``cat``, a pager)."""

    def __init__(self, out: IO[str]) -> None:
        self._out = out

    def write(self, text: str) -> int:
        return self._out.write(safe_text(text))


def write_markdown(conn: sqlite3.Connection, out: IO[str]) -> dict[str, int]:
    """A readable journal: profile, persona, then one section per day (events, then records)."""
    own_txn = not conn.in_transaction
    if own_txn:
        conn.execute("BEGIN")
    try:
        counts = _counts(conn)
        out.write("# mem journal\n\n")
        out.write(
            f"{counts['records']} records, {counts['memories']} memories, {counts['events']} events. "
            "Ids in backticks can be opened with `mem read ID`.\n"
        )
        profile = conn.execute(
            """SELECT id, topic, sub_topic, content, occurred_at FROM memories
               WHERE status = 'active' AND type = 'profile' ORDER BY topic, sub_topic, id"""
        ).fetchall()
        if profile:
            out.write("\n## Profile\n\n")
            for row in profile:
                slot = f"{row[1]}::{row[2]}" if row[2] else str(row[1])
                out.write(f"- **{slot}**: {_md_text(row[3])} `{ids.fmt('memory', row[0])}`\n")
        other = conn.execute(
            """SELECT id, type, content FROM memories WHERE status = 'active' AND type != 'profile'
               ORDER BY type, occurred_ts, id"""
        ).fetchall()
        if other:
            out.write("\n## Memories\n\n")
            for row in other:
                out.write(f"- ({row[1]}) {_md_text(row[2])} `{ids.fmt('memory', row[0])}`\n")
        persona = conn.execute("SELECT version, text FROM persona ORDER BY version DESC LIMIT 1").fetchone()
        if persona:
            out.write(f"\n## Persona (version {persona[0]})\n\n{persona[1].strip()}\n")
        events = conn.execute(
            "SELECT id, occurred_at, summary, gists, tags FROM events ORDER BY substr(occurred_at, 1, 10), occurred_ts, id"
        )
        records = conn.cursor().execute(
            """SELECT r.id, r.occurred_at, r.role, r.speaker, r.text, r.tags, r.extra,
                      (SELECT group_concat(c.kind || ': ' || c.label, '; ') FROM record_cues rc
                         JOIN cues c ON c.id = rc.cue_id WHERE rc.record_id = r.id) AS cue_labels
               FROM records r ORDER BY substr(r.occurred_at, 1, 10), r.occurred_ts, r.id"""
        )
        ev = events.fetchone()
        rec = records.fetchone()
        while ev is not None or rec is not None:
            day = min(x[1][:10] for x in (ev, rec) if x is not None)
            out.write(f"\n## {day}\n")
            if ev is not None and ev[1][:10] == day:
                out.write("\n### Events\n\n")
                while ev is not None and ev[1][:10] == day:
                    tags = _loads(ev[4], [])
                    out.write(f"- {ev[1][11:16] or '     '} {_md_text(ev[2])} `{ids.fmt('event', ev[0])}`")
                    out.write(f"  {' '.join('#' + str(t) for t in tags)}\n" if tags else "\n")
                    for gist in _loads(ev[3], []):
                        out.write(f"  - {_md_text(str(gist))}\n")
                    ev = events.fetchone()
            if rec is not None and rec[1][:10] == day:
                out.write("\n### Entries\n\n")
                while rec is not None and rec[1][:10] == day:
                    who = rec[3] or rec[2]
                    extra = _loads(rec[6], {})
                    clock = rec[1][11:16] if time_known(extra) else ""
                    tags = _loads(rec[5], [])
                    cue_note = f" [{rec[7]}]" if rec[7] else ""
                    out.write(f"- {clock + ' ' if clock else ''}**{who}**: {_md_text(rec[4])}{cue_note} `{ids.rid(rec[0])}`")
                    out.write(f"  {' '.join('#' + str(t) for t in tags)}\n" if tags else "\n")
                    rec = records.fetchone()
        return counts
    finally:
        if own_txn and conn.in_transaction:
            conn.execute("COMMIT")


def export_store(conn: sqlite3.Connection, fmt: str, out: IO[str]) -> dict[str, int]:
    if fmt == "jsonl":
        return write_jsonl(conn, out)
    if fmt in ("markdown", "md"):
        return write_markdown(conn, _SafeText(out))  # type: ignore[arg-type]
    raise MemError(f"unknown export format {fmt!r}; use jsonl or markdown")


# ---------------------------------------------------------------- import


class _Line(BaseModel):
    model_config = ConfigDict(extra="ignore")


class CueLine(_Line):
    type: Literal["cue"]
    id: int | None = None
    kind: str
    key: str
    label: str = ""
    created_at: str = ""


class SourceRef(_Line):
    path: str | None = None
    format: str | None = None
    external_id: str | None = None


class BufferState(_Line):
    status: Literal["idle", "processing", "done", "failed"] = "idle"
    tokens: int | None = None


class CueRef(_Line):
    kind: str
    key: str
    label: str = ""


class RecordLine(_Line):
    type: Literal["record"]
    id: str | None = None
    text: str
    role: str = "user"
    speaker: str | None = None
    user: str | None = None
    character: str | None = None
    session: str | None = None
    occurred_at: str
    occurred_ts: float | None = None
    time_known: bool = True
    ingested_at: str | None = None
    source: SourceRef = Field(default_factory=SourceRef)
    content_hash: str | None = None
    tags: list[str] = Field(default_factory=list)
    extra: dict[str, Any] = Field(default_factory=dict)
    cues: list[CueRef] = Field(default_factory=list)
    buffer: BufferState | None = None


class MemoryLine(_Line):
    type: Literal["memory"]
    id: str
    memory_type: str
    owner: str = "user"
    user: str
    character: str = ""
    topic: str | None = None
    sub_topic: str | None = None
    content: str
    importance: int = 50
    content_hash: str
    status: Literal["active", "superseded"] = "active"
    occurred_at: str
    occurred_ts: float
    valid_from_ts: float
    valid_to_ts: float | None = None
    created_at: str
    updated_at: str
    superseded_by: str | None = None
    usage_count: int = 0
    last_used_ts: float | None = None
    sources: list[str] = Field(default_factory=list)


class EventLine(_Line):
    type: Literal["event"]
    id: str
    user: str
    character: str = ""
    session: str | None = None
    occurred_at: str
    occurred_ts: float
    end_ts: float
    summary: str
    gists: list[Any] = Field(default_factory=list)
    tags: list[Any] = Field(default_factory=list)
    importance: int = 50
    content_hash: str
    created_at: str
    sources: list[str] = Field(default_factory=list)


class PersonaLine(_Line):
    type: Literal["persona"]
    version: int
    text: str
    created_at: str


class WatermarkLine(_Line):
    type: Literal["watermark"]
    content_hash: str
    kind: str
    item_id: str
    forgotten_at: str
    forgotten_ts: float


class ForgottenLine(_Line):
    type: Literal["forgotten_record"]
    id: str
    forgotten_ts: float


LINE_MODELS: dict[str, type[_Line]] = {
    "cue": CueLine,
    "record": RecordLine,
    "memory": MemoryLine,
    "event": EventLine,
    "persona": PersonaLine,
    "watermark": WatermarkLine,
    "forgotten_record": ForgottenLine,
}


def _id_of(value: str, kind: str, where: str) -> int:
    try:
        k, num = ids.parse(value)
    except MemError:
        raise ImportFormatError(f"{where}: {value!r} is not a {kind} id") from None
    if k != kind:
        raise ImportFormatError(f"{where}: {value!r} is not a {kind} id")
    return num


def iter_lines(path: Path) -> Iterator[tuple[int, _Line]]:
    """Parse and validate an export, line by line (streamed; a bad line names its number)."""
    try:
        fh = path.open("r", encoding="utf-8", errors="strict", newline="")
    except OSError as exc:
        raise ImportFormatError(f"{path}: cannot read ({exc.strerror})") from None
    with fh:
        try:
            first = fh.readline()
            try:
                head = json.loads(first)
            except ValueError:
                raise ImportFormatError(f"{path}: line 1: not a mem export header") from None
            if not isinstance(head, dict) or head.get("type") != EXPORT_TYPE:
                raise ImportFormatError(f"{path}: line 1: not a mem export header")
            if not isinstance(head.get("version"), int) or head["version"] > EXPORT_VERSION:
                raise ImportFormatError(
                    f"{path}: export version {head.get('version')!r} is newer than this mem understands; upgrade mem"
                )
            for number, line in enumerate(fh, start=2):
                if not line.strip():
                    continue
                try:
                    obj = json.loads(line)
                except ValueError as exc:
                    raise ImportFormatError(f"{path}: line {number}: not valid JSON ({exc.msg})") from None
                if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
                    raise ImportFormatError(f"{path}: line {number}: expected an object with a \"type\"")
                obj = _clean_value(obj)  # lone surrogates / NUL from a hand-edited file: storable text
                model = LINE_MODELS.get(obj["type"])
                if model is None:
                    continue  # a newer line type: ignored (forward compatible)
                try:
                    yield number, model.model_validate(obj)
                except ValidationError as exc:
                    err = exc.errors()[0]
                    where = ".".join(str(p) for p in err["loc"])
                    raise ImportFormatError(f"{path}: line {number}: {where}: {err['msg']}") from None
        except UnicodeDecodeError:
            raise ImportFormatError(f"{path}: not UTF-8 text; a mem export is always UTF-8") from None


def store_is_empty(conn: sqlite3.Connection) -> bool:
    """True when nothing was ever stored (ids can then be kept as exported)."""
    for table in ("records", "memories", "events", "persona", "watermarks", "forgotten_records", "cues"):
        if conn.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchone():
            return False
    return True


def is_export_file(path: Path) -> bool:
    """Cheap check: does the first line look like our header?"""
    try:
        with path.open("rb") as fh:
            first = fh.readline(4096)
        head = json.loads(first.decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return False
    return isinstance(head, dict) and head.get("type") == EXPORT_TYPE


def _rebuild_derived_fts(conn: sqlite3.Connection, home: Path | None, cfg: Any) -> None:
    """Fill memories_fts / events_fts the way the distiller does (its reindex step when present)."""
    from memcli.config import Config
    from memcli.store.sqlite import reindex

    done: set[str] = set()
    for name, spec in reindex.STEPS:
        if name in ("memories_fts", "events_fts"):
            reindex._resolve(spec)(conn, home or Path("."), cfg or Config())
            done.add(name)
    from memcli.store.sqlite.records import fts_body

    if "memories_fts" not in done:
        from memcli.trust.forget import memory_fts_body

        conn.execute("DELETE FROM memories_fts")
        for (mid,) in conn.execute("SELECT id FROM memories WHERE status = 'active' ORDER BY id").fetchall():
            conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (mid, memory_fts_body(conn, mid)))
    if "events_fts" not in done:
        conn.execute("DELETE FROM events_fts")
        for row in conn.execute("SELECT id, summary, gists, tags FROM events ORDER BY id").fetchall():
            gists = _loads(row[2], [])
            tags = _loads(row[3], [])
            body = fts_body(row[1] + " " + " ".join(str(g) for g in gists), None, [str(t) for t in tags])
            conn.execute("INSERT INTO events_fts(rowid, body) VALUES (?, ?)", (row[0], body))


def restore_export(
    conn: sqlite3.Connection, path: Path, *, home: Path | None = None, cfg: Any = None
) -> dict[str, Any]:
    """Load a whole export into an EMPTY store, keeping every id. Call inside a transaction.

    Raises :class:`ImportFormatError` naming the line on bad input; the
    caller's transaction then leaves the store untouched.
    """
    from memcli.store.sqlite.records import ensure_cue, fts_body
    from memcli.textproc import count_tokens
    from memcli.models import Cue

    if not store_is_empty(conn):
        raise MemError("a whole-store restore needs an empty store")
    counts: dict[str, int] = {k: 0 for k in LINE_MODELS}
    cue_ids: dict[str, int] = {}
    record_ids: set[int] = set()
    memory_links: list[tuple[int, int, str]] = []
    for number, line in iter_lines(path):
        where = f"{path}: line {number}"
        if isinstance(line, CueLine):
            cur = conn.execute(
                "INSERT OR IGNORE INTO cues(id, kind, key, label, created_at) VALUES (?, ?, ?, ?, ?)",
                (line.id, line.kind, line.key, line.label, line.created_at),
            )
            if cur.rowcount == 0:
                raise ImportFormatError(f"{where}: duplicate cue {line.key!r}")
            cue_ids[line.key] = int(cur.lastrowid or 0)
        elif isinstance(line, RecordLine):
            rid_ = _id_of(line.id, "record", where) if line.id else None
            _insert_record_line(conn, line, rid_, where, cue_ids, ensure_cue, fts_body, count_tokens, Cue)
            record_ids.add(rid_ or int(conn.execute("SELECT last_insert_rowid()").fetchone()[0]))
        elif isinstance(line, MemoryLine):
            mid = _id_of(line.id, "memory", where)
            try:
                conn.execute(
                    """INSERT INTO memories(id, type, owner, user_id, character, topic, sub_topic, content,
                           importance, content_hash, status, occurred_at, occurred_ts, valid_from_ts,
                           valid_to_ts, created_at, updated_at, superseded_by, usage_count, last_used_ts)
                       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)""",
                    (mid, line.memory_type, line.owner, line.user, line.character, line.topic, line.sub_topic,
                     line.content, line.importance, line.content_hash, line.status, line.occurred_at,
                     line.occurred_ts, line.valid_from_ts, line.valid_to_ts, line.created_at, line.updated_at,
                     line.usage_count, line.last_used_ts),
                )
            except sqlite3.IntegrityError as exc:
                raise ImportFormatError(f"{where}: memory {line.id} conflicts ({exc})") from None
            if line.superseded_by:
                memory_links.append((mid, _id_of(line.superseded_by, "memory", where), where))
            for src in line.sources:
                conn.execute(
                    "INSERT OR IGNORE INTO memory_sources(memory_id, record_id) VALUES (?, ?)",
                    (mid, _id_of(src, "record", where)),
                )
        elif isinstance(line, EventLine):
            eid = _id_of(line.id, "event", where)
            try:
                conn.execute(
                    """INSERT INTO events(id, user_id, character, session, occurred_at, occurred_ts, end_ts,
                           summary, gists, tags, importance, content_hash, created_at)
                       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                    (eid, line.user, line.character, line.session, line.occurred_at, line.occurred_ts,
                     line.end_ts, line.summary, json.dumps(line.gists, ensure_ascii=False),
                     json.dumps(line.tags, ensure_ascii=False), line.importance, line.content_hash,
                     line.created_at),
                )
            except sqlite3.IntegrityError as exc:
                raise ImportFormatError(f"{where}: event {line.id} conflicts ({exc})") from None
            for src in line.sources:
                conn.execute(
                    "INSERT OR IGNORE INTO event_sources(event_id, record_id) VALUES (?, ?)",
                    (eid, _id_of(src, "record", where)),
                )
        elif isinstance(line, PersonaLine):
            conn.execute(
                "INSERT OR REPLACE INTO persona(version, text, created_at) VALUES (?, ?, ?)",
                (line.version, line.text, line.created_at),
            )
        elif isinstance(line, WatermarkLine):
            conn.execute(
                """INSERT OR IGNORE INTO watermarks(content_hash, kind, item_id, forgotten_at, forgotten_ts)
                   VALUES (?, ?, ?, ?, ?)""",
                (line.content_hash, line.kind, line.item_id, line.forgotten_at, line.forgotten_ts),
            )
        elif isinstance(line, ForgottenLine):
            conn.execute(
                "INSERT OR IGNORE INTO forgotten_records(record_id, forgotten_ts) VALUES (?, ?)",
                (_id_of(line.id, "record", where), line.forgotten_ts),
            )
        counts[line.type] += 1  # type: ignore[attr-defined]
    for mid, target, where in memory_links:
        if not conn.execute("SELECT 1 FROM memories WHERE id = ?", (target,)).fetchone():
            raise ImportFormatError(f"{where}: superseded_by {ids.fmt('memory', target)} is not in the export")
        conn.execute("UPDATE memories SET superseded_by = ? WHERE id = ?", (target, mid))
    _rebuild_derived_fts(conn, home, cfg)
    return {
        "imported": counts["record"],
        "skipped": 0,
        "restored": {
            "cues": counts["cue"], "records": counts["record"], "memories": counts["memory"],
            "events": counts["event"], "persona": counts["persona"], "watermarks": counts["watermark"],
            "forgotten_records": counts["forgotten_record"],
        },
        "new_ids": sorted(record_ids),
    }


def _insert_record_line(
    conn: sqlite3.Connection, line: RecordLine, rid_: int | None, where: str, cue_ids: dict[str, int],
    ensure_cue: Any, fts_body: Any, count_tokens: Any, cue_model: Any,
) -> None:
    """One raw record, exactly as exported (hash, times and extra kept verbatim)."""
    from memcli.store.sqlite.records import clean_text
    from memcli.timeutil import MAX_TS, MIN_TS, check_storable, from_iso, now, to_iso

    try:
        occurred = from_iso(line.occurred_at)
    except ValueError:
        raise ImportFormatError(f"{where}: occurred_at {line.occurred_at!r} is not an ISO time") from None
    if occurred.tzinfo is None:
        raise ImportFormatError(f"{where}: occurred_at {line.occurred_at!r} has no UTC offset")
    occurred_ts = check_storable(occurred, f"{where}: a record dated")
    if line.occurred_ts is not None and not MIN_TS <= float(line.occurred_ts) <= MAX_TS:
        raise ImportFormatError(f"{where}: occurred_ts {line.occurred_ts!r} is outside the years 0001–9999")
    text = clean_text(line.text)
    extra = dict(line.extra)
    if not line.time_known:
        extra["time_known"] = False
    if not line.content_hash:
        raise ImportFormatError(f"{where}: record has no content_hash")
    try:
        cur = conn.execute(
            """INSERT INTO records(id, text, role, speaker, user_id, character, session, occurred_at,
                   occurred_ts, ingested_at, source_path, source_format, external_id, content_hash, tags, extra)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (rid_, text, line.role, line.speaker, line.user or "default", line.character, line.session,
             line.occurred_at, line.occurred_ts if line.occurred_ts is not None else occurred_ts,
             line.ingested_at or to_iso(now()), line.source.path, line.source.format, line.source.external_id,
             line.content_hash, json.dumps(line.tags, ensure_ascii=False),
             json.dumps(extra, ensure_ascii=False, default=str)),
        )
    except sqlite3.IntegrityError as exc:
        raise ImportFormatError(f"{where}: record {line.id} conflicts with an earlier line ({exc})") from None
    record_id = int(cur.lastrowid or 0)
    labels: list[str] = []
    for cue in line.cues:
        cue_id = cue_ids.get(cue.key)
        if cue_id is None:
            cue_id = ensure_cue(conn, cue_model(kind=cue.kind, key=cue.key, label=cue.label))
            cue_ids[cue.key] = cue_id
        conn.execute("INSERT OR IGNORE INTO record_cues(record_id, cue_id) VALUES (?, ?)", (record_id, cue_id))
    # labels as rebuild_records_fts orders them (by cue key) so reindex is a no-op
    labels = [
        r[0] for r in conn.execute(
            "SELECT c.label FROM record_cues rc JOIN cues c ON c.id = rc.cue_id WHERE rc.record_id = ? ORDER BY c.key",
            (record_id,),
        )
    ]
    body_text = text + (" " + " ".join(line.tags) if line.tags else "")
    conn.execute("INSERT INTO records_fts(rowid, body) VALUES (?, ?)", (record_id, fts_body(body_text, line.speaker, labels)))
    if line.buffer is not None and line.buffer.status != "done":  # distilled records keep no buffer row
        import time

        stamp = time.time()
        status = "idle" if line.buffer.status == "processing" else line.buffer.status
        tokens = line.buffer.tokens if line.buffer.tokens is not None else count_tokens(text)
        conn.execute(
            """INSERT INTO buffer(record_id, user_id, character, tokens, status, added_at, updated_at)
               VALUES (?, ?, ?, ?, ?, ?, ?)""",
            (record_id, line.user or "default", line.character or "", tokens, status, stamp, stamp),
        )


def record_line_as_new(line: RecordLine, where: str) -> Any:
    """An export's raw record as a :class:`~memcli.models.NewRecord` (merge into a non-empty store).

    The original source (path, format, external id) and ``time_known`` are
    kept, so the content hash, and therefore de-duplication, is the same as
    in the exporting store.
    """
    from memcli.models import Cue, NewRecord
    from memcli.timeutil import from_iso

    try:
        occurred = from_iso(line.occurred_at)
    except ValueError:
        raise ImportFormatError(f"{where}: occurred_at is not an ISO time") from None
    if occurred.tzinfo is None:
        raise ImportFormatError(f"{where}: occurred_at has no UTC offset")
    extra = {k: v for k, v in line.extra.items() if k != "time_known"}
    return NewRecord(
        text=line.text, role=line.role, speaker=line.speaker, user_id=line.user, character=line.character,
        session=line.session, occurred_at=occurred, time_known=line.time_known,
        source_path=line.source.path, source_format=line.source.format, external_id=line.source.external_id,
        tags=list(line.tags), cues=[Cue(kind=c.kind, key=c.key, label=c.label) for c in line.cues], extra=extra,
    )


def merge_export(conn: sqlite3.Connection, path: Path, *, default_user: str) -> dict[str, Any]:
    """Merge an export's raw records and watermarks into a store that already holds data.

    A record is skipped when its exported content hash (or the hash this
    version computes) is already stored or watermarked, so re-importing an
    export never duplicates, even one written by a mem whose hash differed.
    Memories and events are not merged: the new records wait in the buffer
    and ``mem flush`` derives them. Call inside a transaction.
    """
    from memcli.store.sqlite.records import insert_records

    merge_watermarks(conn, path)
    seen = [0, 0]  # records read, skipped by exported hash

    def fresh() -> Iterator[Any]:
        for number, line in iter_lines(path):
            if not isinstance(line, RecordLine):
                continue
            seen[0] += 1
            digest = line.content_hash or ""
            if conn.execute("SELECT 1 FROM records WHERE content_hash = ?", (digest,)).fetchone() or conn.execute(
                "SELECT 1 FROM watermarks WHERE content_hash = ?", (digest,)
            ).fetchone():
                seen[1] += 1
                continue
            yield record_line_as_new(line, f"{path}: line {number}")

    result = insert_records(conn, fresh(), default_user=default_user)
    return {"imported": len(result.new_ids), "skipped": result.skipped + seen[1], "records": seen[0],
            "new_ids": result.new_ids}


def merge_watermarks(conn: sqlite3.Connection, path: Path) -> int:
    """Copy an export's watermarks into a non-empty store (so forgotten things stay forgotten)."""
    n = 0
    for _number, line in iter_lines(path):
        if isinstance(line, WatermarkLine):
            cur = conn.execute(
                """INSERT OR IGNORE INTO watermarks(content_hash, kind, item_id, forgotten_at, forgotten_ts)
                   VALUES (?, ?, ?, ?, ?)""",
                (line.content_hash, line.kind, line.item_id, line.forgotten_at, line.forgotten_ts),
            )
            n += cur.rowcount
    return n
