"""Writing inputs into the store: ``mem import`` (``mem record`` is :mod:`memcli.ingest.recording`).

Importers (:mod:`memcli.importers`) only parse; this module checks each
input, picks its importer, and writes what it yields through
``store.records.insert`` (:mod:`memcli.store.protocols.records`: it dedups by
content hash, indexes, links cues and fills the distillation buffer).

Atomicity: **one transaction per input file**. If anything in a file is
wrong, nothing from that file is kept and the error names the file (and
the line or entry). With several files, the files before the failing one
stay imported and the ones after it are not attempted; re-running the same
command after fixing the file is safe, because already-imported records are
skipped as duplicates.
"""

from __future__ import annotations

import errno
import os
import shutil
import stat
import sys
import tempfile
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

from memcli.core.errors import ImportFormatError, MemError
from memcli.importers.base import Importer, ImportContext, Sample, all_importers, detect, get_importer, read_sample
from memcli.importers.textio import ImportLimits, check_not_binary, choose_encoding, current_limits, display_name
from memcli.importers.textio import import_limits, progress_hook, too_big
from memcli.core.record_types import NewRecord
from memcli.core.redact import has_secret
from memcli.store import foreign
from memcli.core.timeutil import user_tz

if TYPE_CHECKING:
    from memcli.store.protocols import Store

if TYPE_CHECKING:  # pydantic is slow to import; a plainly valid config.toml is read without it
    from memcli.config.schema import Config
    from memcli.config.light import LightSettings

    Settings = Config | LightSettings

PROGRESS_MIN_BYTES = 4 << 20  # draw a progress bar only for inputs at least this big


class _DryRun(Exception):
    """Raised inside the transaction to roll a dry run back."""


FIFO_NOTE_SECONDS = 2.0  # a FIFO with no writer yet: say what mem is waiting for (it keeps waiting)


def _is_stream(path: Path, name: str) -> bool:
    """True for a pipe or FIFO (``<(cmd)``, ``mkfifo``), which can be read only once, as a stream.

    Refuses what no import can read, with the real reason: a symlink loop
    or a dangling link (which :meth:`Path.exists` would call missing), a
    device or a socket.
    """
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise MemError(f"{name}: a symbolic link loop (too many levels of symbolic links); fix the link") from None
        if exc.errno == errno.ENOENT and path.is_symlink():
            raise MemError(f"{name}: a broken symbolic link (it points to {os.readlink(path)}, which does not "
                           "exist)") from None
        return False  # missing or unreadable: _check_input says which
    if stat.S_ISFIFO(mode):
        return True
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise MemError(f"{name}: is a device or socket, not a file or pipe; pass a file, a folder, or - for stdin")
    return False


def _open_stream(path: Path, name: str) -> BinaryIO:
    """Open a FIFO, which blocks until a writer opens it: no time limit, but a note if that takes a while."""
    note = threading.Timer(FIFO_NOTE_SECONDS, lambda: sys.stderr.write(
        f"mem: waiting for a program to write to {name} (Ctrl-C to stop)\n"))
    note.daemon = True
    note.start()
    try:
        return path.open("rb")
    finally:
        note.cancel()


def _spool(stream: BinaryIO | None, out_path: Path) -> None:
    with out_path.open("wb") as out:
        if stream is not None:
            shutil.copyfileobj(stream, out, 1 << 20)
        else:  # a text-only stdin (rare): encode as we go
            for piece in iter(lambda: sys.stdin.read(1 << 18), ""):
                out.write(piece.encode("utf-8"))


@contextmanager
def _materialise(raw: str) -> Iterator[tuple[Path, str]]:
    """``(path to read, label)``; stdin (``-``), pipes and FIFOs are spooled to a temporary file.

    A pipe can be read only once, so it is copied (in chunks: bounded
    memory) into a private temporary folder; format detection then peeks
    at the first bytes of the copy and the importer streams the rest.
    """
    if raw != "-":
        path = Path(raw).expanduser()
        if not _is_stream(path, raw):
            yield path, str(path.resolve()) if path.exists() else raw
            return
        with tempfile.TemporaryDirectory(prefix="mem-pipe-") as tmp:
            spool = Path(tmp) / (path.name or "pipe")
            with _open_stream(path, raw) as stream:
                _spool(stream, spool)
            yield spool, raw
        return
    with tempfile.TemporaryDirectory(prefix="mem-stdin-") as tmp:
        spool = Path(tmp) / "stdin"
        _spool(getattr(sys.stdin, "buffer", None), spool)
        yield spool, "-"


def _folder_hint(folder: Path, name: str) -> str:
    """``folder/*.csv``: the files inside, by their most common extension."""
    suffixes: dict[str, int] = {}
    try:
        for index, child in enumerate(folder.iterdir()):
            if index > 1000:
                break
            if child.suffix and not child.name.startswith(".") and child.is_file():
                suffixes[child.suffix.lower()] = suffixes.get(child.suffix.lower(), 0) + 1
    except OSError:
        pass
    best = max(suffixes, key=lambda k: (suffixes[k], k)) if suffixes else ""
    return f"{name}/*{best}" if best else f"{name}/*"


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
            raise MemError(f"{name}: is a directory; the {importer.name} format reads files (try {_folder_hint(path, name)})")
        sample = read_sample(path)
        try:
            return importer or detect(sample)
        except ImportFormatError:
            raise MemError(f"{name}: is a directory; pass the files inside it (e.g. {_folder_hint(path, name)})") from None
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


def _message_name(rec: NewRecord, index: int) -> str:
    """How a message is named in errors: its place in the file, its id and its time."""
    bits = [f"id {rec.external_id}"] if rec.external_id else []
    if rec.occurred_at is not None:
        bits.append(rec.occurred_at.isoformat(timespec="minutes"))
    return f"message {index}" + (f" ({', '.join(bits)})" if bits else "")


class _Speakers:
    """The human speakers of one input and whether any of them is known to be the user."""

    def __init__(self) -> None:
        self.seen: dict[str, bool] = {}
        self.partners: set[str] = set()

    def add(self, rec: NewRecord) -> None:
        if rec.role.lower() != "user" or not rec.speaker:
            return
        name = rec.speaker.strip()
        self.seen[name] = self.seen.get(name, False) or rec.extra.get("me") is True
        if rec.character:
            self.partners.add(rec.character.strip())


def _with_overrides(records: Iterable[NewRecord], user: str | None, character: str | None,
                    counter: list[int], name: str = "", me: str | None = None,
                    speakers: _Speakers | None = None, me_chats: set[tuple[str, str]] | None = None,
                    default_user: str = "") -> Iterator[NewRecord]:
    """Apply ``--user``/``--character``/``--me`` to every record, bound its size and count what passes
    (``counter[0]``) and what looks like it holds a secret (``counter[1]``, :func:`memcli.core.redact.has_secret`).

    ``--me NAME`` marks the turns of the speaker called NAME (case-insensitive)
    as the user's (``extra.me``), the way Telegram/WeChat exports mark their owner's;
    *me_chats* collects ``(user, session)`` of each chat in which NAME speaks.
    The size bound is here, where every importer's records pass, because
    everything after (segmentation, the full-text index, token counts,
    distillation) grows with one record's length.
    """
    limit = current_limits().max_message_chars
    me_key = me.strip().casefold() if me else None
    for rec in records:
        if len(rec.text) > limit:
            raise too_big(name, _message_name(rec, counter[0] + 1), len(rec.text), limit, "max_message_chars")
        if user is not None:
            rec.user_id = user
        if character is not None:
            rec.character = character
        if me_key and rec.role.lower() == "user" and rec.speaker and rec.speaker.strip().casefold() == me_key:
            rec.extra = {**rec.extra, "me": True}
            if me_chats is not None and rec.session:
                me_chats.add((rec.user_id or default_user, rec.session))
        if speakers is not None:
            speakers.add(rec)
        counter[0] += 1
        if has_secret(rec.text):
            counter[1] += 1
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
        from rich.markup import escape

        from memcli.core.termsafe import safe_line

        task = bar.add_task(f"importing {escape(safe_line(display_name(label)))}", total=size)

        def advance(n: int) -> None:
            bar.update(task, advance=n)

        with progress_hook(advance):
            yield


def _warm_up(path: Path) -> None:
    """Load the tokenizer (and the Chinese segmenter, for Chinese input) before taking the write lock.

    Their start-up (tenths of a second, seconds on a loaded machine) would
    otherwise run inside the import's transaction and keep other writers
    (a flush, another import) waiting.
    """
    from memcli.core.textproc import count_tokens, has_cjk, segment

    count_tokens("warm up")
    try:
        head = read_sample(path).head if path.is_file() else b""
    except OSError:
        return
    if has_cjk(head.decode("utf-8", "ignore")):
        segment("预热分词")


def import_one(store: Store, path: Path, label: str, importer: Importer, *, ctx: ImportContext,
               default_user: str, user: str | None, character: str | None, dry_run: bool,
               progress: bool, me: str | None = None, speakers: _Speakers | None = None,
               me_chats: set[tuple[str, str]] | None = None) -> dict[str, Any]:
    """Import one checked input in its own transaction; the SPEC ``sources`` entry."""
    counter = [0, 0]
    name = display_name(label)
    new = skipped = 0
    _warm_up(path)
    try:
        with _progress_bar(path, label, progress), store.transaction():
            # whole-store hook (mem export files): restores every table into an empty store; a store of one
            # user among many (PostgreSQL) writes every row as its user, so --user there overrides nothing
            restored = None
            one_users = not store.exchange.keeps_archive_ids()
            if getattr(importer, "whole_store", False) and (user is None or one_users) and character is None:
                from memcli.archive.load import import_archive

                restored = import_archive(store, path, default_user=ctx.user_id)
            if restored is not None:
                new, skipped = restored["imported"], restored["skipped"]
                counter[0] = restored.get("records", new + skipped)
            else:
                records = _with_overrides(importer.parse(path, ctx), user, character, counter, name, me, speakers,
                                          me_chats, default_user)
                result = store.records.insert(records, default_user=default_user)
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
        if "integer string conversion" in str(exc):  # Python's guard against huge numbers (4,300 digits)
            raise MemError(f"{name}: holds a number thousands of digits long; no time or count is that long") from None
        raise
    entry = {"path": label, "format": importer.name, "records": counter[0], "new": new, "skipped": skipped}
    if counter[1]:
        entry["secrets"] = counter[1]
    return entry


@contextmanager
def _undecodable_input(label: str) -> Iterator[None]:
    """An input SQLite file (llm's logs.db) with names or text that are not UTF-8 is the file's fault.

    The store itself never holds such text (every string is cleaned before
    it is written), so this message cannot hide a problem of the store.
    """
    try:
        yield
    except foreign.OperationalError as exc:
        if not foreign.is_undecodable(exc):
            raise
        raise MemError(f"{display_name(label)}: holds names or text that are not valid UTF-8; "
                       "mem cannot read this database") from None


def import_paths(
    store: Store,
    paths: Sequence[str],
    *,
    cfg: Settings,
    fmt: str = "auto",
    user: str | None = None,
    character: str | None = None,
    dry_run: bool = False,
    progress: bool = True,
    on_source: Callable[[dict[str, Any]], None] | None = None,
    me: str | None = None,
    warn: Callable[[str], None] | None = None,
    me_chats: set[tuple[str, str]] | None = None,
) -> dict[str, Any]:
    """Import every path (``-`` is stdin), each file all-or-nothing.

    Returns the SPEC ``mem import --json`` shape. *on_source* is called after
    each file is committed (the CLI prints its summary line there, so the
    lines for files that made it are shown even if a later file fails).
    *me* names the user's speaker in multi-speaker chats (``--me``); *warn*
    receives a line for a file with several speakers and no way to tell
    which one is the user (their facts then stay theirs, never the user's).
    *me_chats* collects ``(user, session)`` of each chat in which *me* speaks
    (the API re-attributes those already imported without ``--me``).
    """
    importer = _check_arguments(paths, fmt, me)
    tz = user_tz(cfg.user.timezone)
    default_user = user or cfg.user.id
    report: dict[str, Any] = {"imported": 0, "skipped": 0, "sources": []}
    if dry_run:
        report["dry_run"] = True
    limits = _limits(cfg)
    committed: list[str] = []  # files of this run already imported (each commits on its own)
    for raw in paths:
        try:
            with import_limits(limits), _materialise(raw) as (path, label), _undecodable_input(label):
                chosen = _check_input(path, label, importer)
                ctx = ImportContext(tz=tz, user_id=default_user, character=character, source_label=label)
                speakers = _Speakers()
                entry = import_one(
                    store, path, label, chosen, ctx=ctx, default_user=default_user, user=user,
                    character=character, dry_run=dry_run, progress=progress, me=me, speakers=speakers,
                    me_chats=me_chats,
                )
        except Exception as exc:
            if store.flushing.is_disk_full(exc):
                raise MemError(_full_disk(store, exc, raw, committed)) from None
            raise
        committed.append(display_name(raw))
        _ownership_notes(entry, raw, speakers, cfg, default_user, me, warn)
        if entry.get("secrets") and entry["new"] and warn is not None:
            n = entry["secrets"]
            warn(f"{display_name(raw)}: {n} record{'s' if n != 1 else ''} look{'' if n != 1 else 's'} like "
                 f"{'they hold' if n != 1 else 'it holds'} a secret (a password or PIN, a card number, a key): "
                 "kept as written, left out of memories, events and packs; "
                 "`mem forget --secrets --dry-run` lists them")
        entry["path"] = raw
        report["sources"].append(entry)
        report["imported"] += entry["new"]
        report["skipped"] += entry["skipped"]
        if on_source is not None:
            on_source(entry)
    return report


def _check_arguments(paths: Sequence[str], fmt: str, me: str | None) -> Importer | None:
    """The import's own arguments; the importer *fmt* names (None: detect each file)."""
    if me is not None and not me.strip():
        raise MemError("--me needs a name: the speaker who is you")
    if not paths:
        raise MemError("nothing to import; pass one or more files, or - for stdin")
    if sum(1 for p in paths if p == "-") > 1:
        raise MemError("stdin (-) can only be read once per import")
    return None if fmt == "auto" else get_importer(fmt)


def _limits(cfg: Settings) -> ImportLimits:
    return ImportLimits(
        max_message_chars=cfg.import_.max_message_chars,
        max_entry_chars=cfg.import_.max_entry_chars,
        max_archive_bytes=cfg.import_.max_archive_bytes,
        max_compression_ratio=cfg.import_.max_compression_ratio,
    )


def check_inputs(paths: Sequence[str], *, cfg: Settings, fmt: str = "auto", me: str | None = None) -> None:
    """The checks every input gets before it is imported (arguments; each file or folder exists, is readable,
    not empty, not binary, of a known format), run up front, without a store.

    Why: a first import that cannot even start (a mistyped path, an unknown format) should not leave an
    empty store behind. Stdin, pipes and other special files are left to the import itself: reading a sample
    of them here would consume what the import needs.
    """
    importer = _check_arguments(paths, fmt, me)
    with import_limits(_limits(cfg)):
        for raw in paths:
            if raw == "-":
                continue
            path = Path(raw)
            try:
                mode = os.stat(path).st_mode
            except OSError:
                if os.path.lexists(path):
                    continue  # a dangling link or a loop: the import explains which
                mode = None
            if mode is None or stat.S_ISREG(mode) or stat.S_ISDIR(mode):
                with _undecodable_input(raw):  # the same messages as the import itself gives
                    _check_input(path, raw, importer)


def _full_disk(store: Store, exc: BaseException, raw: str, committed: list[str]) -> str:
    """The full-disk error of a multi-file import, saying exactly what stays: each file commits on its own, so
    the files before the one that failed are imported and stay so; only that one was rolled back."""
    filename = getattr(exc, "filename", None)
    where = (str(Path(filename).absolute().parent) if isinstance(filename, str) and filename
             else store.flushing.disk_folder() or "the store's disk")
    message = f"no space left on {where}; {display_name(raw)} was not imported (its changes were rolled back)"
    if not committed:
        return message + "; nothing else was imported in this run — free some space and import again"
    shown = ", ".join(committed[:5]) + (f" and {len(committed) - 5} more" if len(committed) > 5 else "")
    return (message + f"; the {len(committed)} file{'s' if len(committed) != 1 else ''} imported before it "
            f"({shown}) stay imported — free some space and import the rest again (what is there is skipped)")


def _ownership_notes(entry: dict[str, Any], raw: str, speakers: _Speakers, cfg: Settings, user_id: str,
                     me: str | None, warn: Callable[[str], None] | None) -> None:
    """Say when a multi-speaker file gives no way to tell the user (and when ``--me`` matched nobody)."""
    from memcli.ingest.speakers import speakers_without_user, user_names

    name = display_name(raw)
    if me and speakers.seen and not any(s.casefold() == me.strip().casefold() for s in speakers.seen):
        if warn is not None:
            listed = ", ".join(sorted(speakers.seen)[:8])
            warn(f"{name}: --me {me!r} matches no speaker (speakers: {listed})")
    partner = next(iter(speakers.partners)) if len(speakers.partners) == 1 else None
    unknown = speakers_without_user(speakers.seen, user_names(cfg, user_id), partner)
    if unknown:
        entry["user_unknown"] = True
        if warn is not None:
            listed = ", ".join(unknown[:8]) + (", …" if len(unknown) > 8 else "")
            warn(f"{name}: {len(unknown)} speakers ({listed}) and nothing says which one is you; "
                 "their first-person facts are kept as facts about each speaker, not about you "
                 "(pass --me NAME or set user.names)")
