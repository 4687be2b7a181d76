"""What a store keeps of a record's text, the same for every backend.

Cleaning (what SQLite, PostgreSQL and FTS tokenizers cannot hold), the
dedup hash, and the body the full-text index sees (jieba-segmented text,
speaker, cue labels, month and year). A second backend must produce the
same hashes and bodies, or a store moved between backends would re-import
everything and rank differently.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from memcli.core.textproc import content_hash, count_tokens, han_parts, segment
from memcli.core.timeutil import to_iso

if TYPE_CHECKING:  # annotations only: readers (`mem read`) must not pay for pydantic
    from memcli.core.record_types import NewRecord


_SURROGATE = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> str:
    """Make text storable: lone surrogates become U+FFFD, NUL becomes nothing.

    SQLite cannot store unpaired surrogates, and a NUL would silently cut
    FTS tokens; both only arise from broken input, so nothing meaningful is lost.
    """
    if _SURROGATE.search(text) is not None:  # a C scan; the common case (no surrogate) stops here
        text = text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
        text = "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in text)
    return text.replace("\x00", "") if "\x00" in text else text


def clean_value(value: Any) -> Any:
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, list):
        return [clean_value(v) for v in value]
    if isinstance(value, dict):
        return {clean_text(str(k)): clean_value(v) for k, v in value.items()}
    return value


def clean_record(rec: NewRecord) -> NewRecord:
    """Every string of *rec* made storable (see :func:`clean_text`), not just its text.

    Hostile input puts lone surrogates into ids, sessions, tags, cue labels
    and extra fields too; SQLite cannot encode them. Unchanged records are
    returned as they are, so the common path costs one scan.
    """
    fields = ("speaker", "user_id", "character", "session", "source_path", "source_format", "external_id")
    update: dict[str, Any] = {}
    for name in fields:
        value = getattr(rec, name)
        if isinstance(value, str) and clean_text(value) != value:
            update[name] = clean_text(value)
    if any(clean_text(t) != t for t in rec.tags):
        update["tags"] = [clean_text(t) for t in rec.tags]
    if any(clean_text(c.kind) != c.kind or clean_text(c.key) != c.key or clean_text(c.label) != c.label
           for c in rec.cues):
        update["cues"] = [
            c.model_copy(update={"kind": clean_text(c.kind), "key": clean_text(c.key), "label": clean_text(c.label)})
            for c in rec.cues
        ]
    if rec.extra:
        cleaned = clean_value(rec.extra)
        if cleaned != rec.extra:
            update["extra"] = cleaned
    return rec.model_copy(update=update) if update else rec


def record_hash(rec: NewRecord, user_id: str, occurred_iso: str | None = None) -> str:
    """Content hash for dedup: the same message from the same source dedups.

    The time is part of the hash only when the source stated it; the
    external id (message id, or position) keeps repeated identical lines apart.
    *occurred_iso* is ``to_iso(rec.occurred_at)`` when the caller has it already.
    """
    return content_hash(
        "record",
        user_id,
        rec.character or "",
        rec.session or "",
        rec.role,
        rec.speaker or "",
        (occurred_iso or to_iso(rec.occurred_at)) if rec.time_known else "",
        rec.external_id or "",
        clean_text(rec.text),
    )



def record_text_mark(user_id: str, role: str, text: str, occurred_ts: float | None) -> str:
    """The second watermark of a forgotten record: its words, who said them and when, without where from.

    A record's own hash (:func:`record_hash`) names its source (session,
    message id or position), so a newer export of the same chat — more
    messages, another conversation id — hashes every old message anew. The
    same words in the same role at the same second (or, for a record whose
    time the source did not give, the same words in the same role) are that
    message again, and stay forgotten. *text* is the stored (cleaned) text.
    """
    when = "" if occurred_ts is None else str(int(round(occurred_ts)))
    return content_hash("forgotten-text", user_id, role.lower(), when, text)


def forgotten_words(rec: NewRecord, user_id: str) -> str:
    """The :func:`record_text_mark` of a record being imported: a forget of the same words left it."""
    return record_text_mark(user_id, rec.role, clean_text(rec.text),
                            rec.occurred_at.timestamp() if rec.time_known else None)


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")


def date_words(occurred_at: str) -> str:
    """The month and year of an ISO time as words (``"May 2023"``), from its own (source) offset.

    Why: people ask "what did I do in May 2023?"; with the month and year in
    the index body such a question finds the turns of that month by plain
    full-text search. Empty when *occurred_at* is not an ISO date.
    """
    try:
        year, month = int(occurred_at[0:4]), int(occurred_at[5:7])
    except ValueError:
        return ""
    if not 1 <= month <= 12 or occurred_at[4:5] != "-":
        return ""
    return f"{_MONTHS[month - 1]} {year}"


def with_parts(words: str, *texts: str) -> str:
    """An index body: the segmented *words*, then the character parts of *texts* (see
    :func:`memcli.core.textproc.han_parts`), so a string inside a longer word is found too."""
    chars = " ".join(p for p in map(han_parts, texts) if p)
    return f"{words} {chars}" if chars else words


def fts_body(text: str, speaker: str | None, cue_labels: Iterable[str] = (), when: str = "") -> str:
    """What the full-text index sees for a record: text, speaker, cue labels, month and year (*when*),
    then the character parts of the text, speaker and labels."""
    parts = [segment(text)]
    labels = [label for label in cue_labels if label]
    if speaker:
        parts.append(segment(speaker))
    for label in labels:
        parts.append(segment(label))
    if when:
        parts.append(when)
    return with_parts(" ".join(parts), text, speaker or "", *labels)


def time_known(extra: Any) -> bool:
    """Whether a stored record's source gave its time (its decoded ``extra`` says ``time_known: false`` if not)."""
    return not (isinstance(extra, dict) and extra.get("time_known") is False)


def new_record_body(
    rec: NewRecord, text: str, cue_labels: Iterable[str] = (), occurred_iso: str | None = None
) -> str:
    """The full-text body of a record being inserted (*text* already cleaned): text, tags, speaker, cues, month.

    *occurred_iso* is ``to_iso(rec.occurred_at)`` when the caller has it already.
    """
    when = date_words(occurred_iso or to_iso(rec.occurred_at)) if rec.time_known else ""
    return fts_body(text + (" " + " ".join(rec.tags) if rec.tags else ""), rec.speaker, cue_labels, when)


PREPARE_BATCH = 512
"""Records prepared per batch: anywhere from a few hundred to a few thousand costs the same
(docs/benchmarks.md); much smaller batches lose the cache effect :func:`prepare_batch` is for."""


def prepare_batch(jobs: list[tuple[NewRecord, str, str]]) -> list[tuple[str, int]]:
    """The full-text body and the buffer token count of each ``(record, cleaned text, ISO time)``.

    The costly, store-free part of an insert (:func:`new_record_body`, then :func:`count_tokens`).

    Phase by phase (every body, then every count), for the CPU caches' sake:
    record by record, each library evicts the other's tables (the segmenter's
    dictionary, tiktoken's ranks, SQLite's pages), and an import costs far
    more CPU (docs/benchmarks.md).
    """
    bodies = [new_record_body(rec, text, [cue.label for cue in rec.cues], iso) for rec, text, iso in jobs]
    return [(body, count_tokens(text)) for body, (_rec, text, _iso) in zip(bodies, jobs)]


def memory_fts_body(content: str, topic: str | None, sub_topic: str | None) -> str:
    """What ``memories_fts`` indexes for a memory: its content and, for a profile slot, its labels in
    both languages and its topic words (:func:`memcli.core.slot_labels.slot_index_words`), segmented, then
    their character parts."""
    words = ""
    if topic or sub_topic:
        from memcli.core.slot_labels import slot_index_words

        words = slot_index_words(topic, sub_topic)
    text = content + (" " + words if words else "")
    return with_parts(segment(text), text)


def event_fts_body(summary: str, gists: list[str], tags: list[str]) -> str:
    """Summary (unless it is made of gists, as offline summaries are), gists and tags, segmented,
    then their character parts."""
    parts = ([] if made_of(summary, gists) else [summary]) + list(gists) + [" ".join(tags)]
    text = " ".join(p for p in parts if p)
    return with_parts(segment(text), text)


def record_extra(raw: str | None) -> dict[str, Any]:
    """A stored record's ``extra`` as a dict (the store writes JSON objects; anything else reads as empty)."""
    import json

    try:
        value = json.loads(raw or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def extra_marked_me(raw: str | None, me: bool) -> str | None:
    """A record's ``extra`` JSON with ``"me": true`` set (*me*) or removed; None when it already says so.
    Both backends' ``mark_me`` write what this returns (``mem me``, issue 29)."""
    import json

    extra = record_extra(raw)
    if (extra.get("me") is True) == me:
        return None
    if me:
        extra["me"] = True
    else:
        extra.pop("me", None)
    return json.dumps(extra, ensure_ascii=False, default=str)


def made_of(summary: str, gists: list[str]) -> bool:
    """Whether an offline summary only quotes the gists (its sentences, or the gists joined as prose under one
    speaker's name, or with ``；`` as older flushes joined them): indexing it too would count its words twice."""
    if not summary.strip():
        return True
    rest = summary
    for gist in sorted(gists, key=len, reverse=True):
        for form in (gist, _without_speaker(gist)):
            if form and form in rest:
                rest = rest.replace(form, " ", 1)
                break
    return not any(ch.isalnum() for ch in rest)


def _without_speaker(gist: str) -> str:
    from memcli.core.utterance import split_speaker

    return split_speaker(gist)[1]
