"""Writing inputs into the store: ``mem import`` and ``mem record``.

Importers (:mod:`memcli.importers`) only parse; this module checks each
input, picks its importer, and writes what it yields through
:func:`memcli.store.records.insert_records` (which dedups by content hash,
indexes, links cues and fills the distillation buffer).

Atomicity: **one transaction per input file**. If anything in a file is
wrong, nothing from that file is kept and the error names the file (and
the line or entry). With several files, the files before the failing one
stay imported and the ones after it are not attempted; re-running the same
command after fixing the file is safe, because already-imported records are
skipped as duplicates.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from memcli.config import Config
from memcli.errors import ImportFormatError, MemError
from memcli.importers.base import Importer, ImportContext, Sample, all_importers, detect, get_importer, read_sample
from memcli.importers.textio import check_not_binary, choose_encoding, display_name, photo_cue_key, progress_hook
from memcli.models import Cue, NewRecord
from memcli.store.db import transaction
from memcli.store.records import insert_records, record_hash
from memcli.timeutil import now, parse_when, user_tz

PROGRESS_MIN_BYTES = 4 << 20  # draw a progress bar only for inputs at least this big


class _DryRun(Exception):
    """Raised inside the transaction to roll a dry run back."""


@contextmanager
def _materialise(raw: str) -> Iterator[tuple[Path, str]]:
    """``(path to read, label)``; stdin (``-``) is spooled to a temporary file.

    Spooling keeps memory bounded (the data is copied in chunks) and lets
    format detection peek at the start and the importer stream the rest.
    """
    if raw != "-":
        path = Path(raw).expanduser()
        yield path, str(path.resolve()) if path.exists() else raw
        return
    with tempfile.TemporaryDirectory(prefix="mem-stdin-") as tmp:
        spool = Path(tmp) / "stdin"
        with spool.open("wb") as out:
            stream = getattr(sys.stdin, "buffer", None)
            if stream is not None:
                shutil.copyfileobj(stream, out, 1 << 20)
            else:  # a text-only stdin (rare): encode as we go
                for piece in iter(lambda: sys.stdin.read(1 << 18), ""):
                    out.write(piece.encode("utf-8"))
        yield spool, "-"


def _binary_importer(sample: Sample, importer: Importer | None) -> Importer | None:
    """The importer for a binary input: the chosen one if it reads binary, else one that sniffs it."""
    if importer is not None:
        return importer if getattr(importer, "accepts_binary", False) else None
    for candidate in all_importers():
        if getattr(candidate, "accepts_binary", False) and candidate.sniff(sample):
            return candidate
    return None


def _check_input(path: Path, label: str, importer: Importer | None) -> Importer:
    """Refuse missing, unreadable, empty and binary inputs; pick the importer."""
    name = display_name(label)
    if not path.exists():
        raise MemError(f"{name}: no such file")
    if path.is_dir():
        if importer is not None and not getattr(importer, "accepts_dirs", False):
            raise MemError(f"{name}: is a directory; the {importer.name} format reads files (try {name}/*)")
        sample = read_sample(path)
        try:
            return importer or detect(sample)
        except ImportFormatError:
            raise MemError(f"{name}: is a directory; pass the files inside it (e.g. {name}/*.json)") from None
    if not os.access(path, os.R_OK):
        raise MemError(f"{name}: permission denied")
    try:
        sample = read_sample(path)
    except OSError as exc:
        raise MemError(f"{name}: cannot read ({exc.strerror})") from None
    if not sample.head:
        raise MemError(f"{name}: the file is empty")
    try:
        check_not_binary(sample.head, name)
    except ImportFormatError:
        # a few formats are binary containers (Day One .zip, llm's logs.db): let them claim it
        binary = _binary_importer(sample, importer)
        if binary is None:
            raise
        return binary
    choose_encoding(sample.head, name, quiet=True)  # refuse Latin-1 etc. before guessing a format
    if importer is not None:
        return importer
    try:
        return detect(sample)
    except ImportFormatError:
        raise ImportFormatError(
            f"{name}: cannot tell the format; pass --format NAME (see `mem import --help`)"
        ) from None


def _with_overrides(records: Iterable[NewRecord], user: str | None, character: str | None,
                    counter: list[int]) -> Iterator[NewRecord]:
    """Apply ``--user``/``--character`` to every record and count what passes."""
    for rec in records:
        if user is not None:
            rec.user_id = user
        if character is not None:
            rec.character = character
        counter[0] += 1
        yield rec


@contextmanager
def _progress_bar(path: Path, label: str, enabled: bool) -> Iterator[None]:
    """A Rich progress bar on stderr for big inputs when stderr is a terminal."""
    try:
        size = path.stat().st_size
    except OSError:
        size = 0
    if not enabled or size < PROGRESS_MIN_BYTES or not sys.stderr.isatty():
        yield
        return
    from rich.console import Console
    from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        DownloadColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=True,
    ) as bar:
        task = bar.add_task(f"importing {display_name(label)}", total=size)

        def advance(n: int) -> None:
            bar.update(task, advance=n)

        with progress_hook(advance):
            yield


def _warm_up(path: Path) -> None:
    """Load the tokenizer (and jieba, for Chinese input) before taking the write lock.

    Their start-up (≈0.6 s, several seconds on a loaded machine) would
    otherwise run inside the import's transaction and keep other writers
    (a flush, another import) waiting.
    """
    from memcli.textproc import count_tokens, has_cjk, segment

    count_tokens("warm up")
    try:
        head = read_sample(path).head if path.is_file() else b""
    except OSError:
        return
    if has_cjk(head.decode("utf-8", "ignore")):
        segment("预热分词")


def import_one(conn: sqlite3.Connection, path: Path, label: str, importer: Importer, *, ctx: ImportContext,
               default_user: str, user: str | None, character: str | None, dry_run: bool,
               progress: bool) -> dict[str, Any]:
    """Import one checked input in its own transaction; the SPEC ``sources`` entry."""
    counter = [0]
    name = display_name(label)
    new = skipped = 0
    _warm_up(path)
    try:
        with _progress_bar(path, label, progress), transaction(conn):
            # whole-store hook (mem export files): restores every table into an empty store
            whole = getattr(importer, "import_whole", None)
            restored = whole(conn, path, ctx) if whole and user is None and character is None else None
            if restored is not None:
                new, skipped = restored["imported"], restored["skipped"]
                counter[0] = restored.get("records", new + skipped)
            else:
                records = _with_overrides(importer.parse(path, ctx), user, character, counter)
                result = insert_records(conn, records, default_user=default_user)
                new, skipped = len(result.new_ids), result.skipped
            if dry_run:
                raise _DryRun
    except _DryRun:
        pass
    except MemError:
        raise
    except RecursionError:
        raise MemError(f"{name}: nested too deeply to import") from None
    except MemoryError:
        raise MemError(f"{name}: ran out of memory while importing; split the file") from None
    except (ValueError, TypeError) as exc:
        # pydantic validation of an odd field, etc.: still the file's fault, still one line
        if type(exc).__module__.startswith("pydantic"):
            raise MemError(f"{name}: a record has an invalid field ({str(exc).splitlines()[0]})") from None
        raise
    return {"path": label, "format": importer.name, "records": counter[0], "new": new, "skipped": skipped}


def import_paths(
    conn: sqlite3.Connection,
    paths: Sequence[str],
    *,
    cfg: Config,
    fmt: str = "auto",
    user: str | None = None,
    character: str | None = None,
    dry_run: bool = False,
    progress: bool = True,
    on_source: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Import every path (``-`` is stdin), each file all-or-nothing.

    Returns the SPEC ``mem import --json`` shape. *on_source* is called after
    each file is committed (the CLI prints its summary line there, so the
    lines for files that made it are shown even if a later file fails).
    """
    if not paths:
        raise MemError("nothing to import; pass one or more files, or - for stdin")
    if sum(1 for p in paths if p == "-") > 1:
        raise MemError("stdin (-) can only be read once per import")
    importer = None if fmt == "auto" else get_importer(fmt)
    tz = user_tz(cfg.user.timezone)
    default_user = user or cfg.user.id
    report: dict[str, Any] = {"imported": 0, "skipped": 0, "sources": []}
    if dry_run:
        report["dry_run"] = True
    for raw in paths:
        with _materialise(raw) as (path, label):
            chosen = _check_input(path, label, importer)
            ctx = ImportContext(tz=tz, user_id=default_user, character=character, source_label=label)
            entry = import_one(
                conn, path, label, chosen, ctx=ctx, default_user=default_user, user=user,
                character=character, dry_run=dry_run, progress=progress,
            )
        entry["path"] = raw
        report["sources"].append(entry)
        report["imported"] += entry["new"]
        report["skipped"] += entry["skipped"]
        if on_source is not None:
            on_source(entry)
    return report


# --------------------------------------------------------------------------- mem record


def parse_cue(spec: str) -> Cue:
    """``KIND:KEY[=LABEL]`` → a cue whose key keeps the kind prefix (``place:westlake``)."""
    raw, _, label = spec.partition("=")
    kind, sep, rest = raw.partition(":")
    if not sep or not kind.strip() or not rest.strip():
        raise MemError(f"invalid --cue {spec!r}; use KIND:KEY or KIND:KEY=LABEL, e.g. place:westlake=西湖")
    return Cue(kind=kind.strip(), key=f"{kind.strip()}:{rest.strip()}", label=label.strip())


def photo_cue(path: Path, label: str | None = None) -> Cue:
    """The cue for a photo file: its bytes hashed (never opened as an image)."""
    file = path.expanduser()
    if not file.exists():
        raise MemError(f"{file}: no such file (--photo)")
    if not file.is_file():
        raise MemError(f"{file}: not a file (--photo takes an image file)")
    try:
        key = photo_cue_key(file)
    except OSError as exc:
        raise MemError(f"{file}: cannot read ({exc.strerror})") from None
    return Cue(kind="photo", key=key, label=label if label is not None else file.name)


def record_entry(
    conn: sqlite3.Connection,
    cfg: Config,
    text: str,
    *,
    at: str | None = None,
    role: str = "user",
    tags: Sequence[str] = (),
    cues: Sequence[str] = (),
    photos: Sequence[Path] = (),
    user: str | None = None,
    character: str | None = None,
    warn: Callable[[str], None] | None = None,
) -> int:
    """Add one diary entry or note; returns the record's row id.

    Recording the same text at the same time twice is idempotent: the
    existing record's id comes back and nothing new is stored. A time in
    the future is stored as given, and *warn* is told (see :func:`future_note`).
    """
    body = text.strip("\n")
    if not body.strip():
        raise MemError("nothing to record: the text is empty")
    if role not in {"user", "assistant"}:
        raise MemError(f"invalid --role {role!r}; use user or assistant")
    tz = user_tz(cfg.user.timezone)
    when = parse_when(at, tz) if at else now(tz).replace(microsecond=0)
    all_cues = [parse_cue(c) for c in cues] + [photo_cue(Path(p)) for p in photos]
    unique: list[Cue] = []
    for cue in all_cues:
        if cue.key not in {c.key for c in unique}:
            unique.append(cue)
    clean_tags = [t.strip() for t in tags if t.strip()]
    user_id = user or cfg.user.id
    rec = NewRecord(
        text=body,
        role=role,
        speaker=user_id if role == "user" else None,
        user_id=user_id,
        character=character,
        occurred_at=when,
        time_known=True,
        source_format="record",
        tags=list(dict.fromkeys(clean_tags)),
        cues=unique,
    )
    with transaction(conn):
        result = insert_records(conn, [rec], default_user=user_id)
        if result.new_ids:
            record_id = result.new_ids[0]
        else:
            row = conn.execute(
                "SELECT id FROM records WHERE content_hash = ?", (record_hash(rec, user_id),)
            ).fetchone()
            if row is None:
                raise MemError("this entry was forgotten earlier (`mem forget`); it is not recorded again")
            record_id = int(row[0])
    note = future_note(when, now(tz), at or "", record_id)
    if note and warn is not None:
        warn(note)
    return record_id


FUTURE_SLACK_S = 300.0
"""How far ahead of the clock a time may be before it counts as the future (clocks of two devices differ)."""


def future_note(when: datetime, current: datetime, given: str, record_id: int) -> str:
    """A one-line warning when *when* lies in the future, else ``""``.

    Why: a record's time decides what is "most recent" (timelines, the
    recent records of a context pack, ties in recall). A typo such as
    ``--at 2099-01-01`` would keep that entry newest for decades, silently.
    """
    ahead = (when - current).total_seconds()
    if ahead <= FUTURE_SLACK_S:
        return ""
    from memcli import ids

    days = int(ahead // 86400)
    span = f"{days:,} day{'s' if days != 1 else ''}" if days else f"{int(ahead // 3600)} h"
    return (
        f"--at {given} is in the future ({when.isoformat(timespec='minutes')}, {span} from now): "
        f"it was stored with that time and counts as the most recent entry until then; "
        f"if that was a typo, `mem forget {ids.rid(record_id)}` removes it"
    )
