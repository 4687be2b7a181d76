"""Reading back a photo an import registered as a cue, for a page that shows it (``mem ui``'s thumbnails).

An import never copies a photo: it hashes the file's bytes into the cue key
(``photo:sha256:<hex>``) and links the cue to the record. To show the photo
again, the file is looked for exactly where that import found it — a diary
entry's ``![label](path)`` reference, relative to the diary's own folder —
and served only when

* it is a regular file inside that folder (:mod:`memcli.importers.confine`:
  no ``../``, no symlink out, no device or ``/proc`` file), and
* its bytes still hash to the cue key (a file changed or swapped since the
  import is not the photo the user gave, and is not served), and
* its first bytes say JPEG, PNG, GIF or WebP (never SVG or anything a
  browser would run as markup), and it is at most :data:`MAX_PHOTO_BYTES`.

Other formats keep no path of the photo in the store (a ``mem record
--photo`` cue, a Day One photo inside its export): their cues are shown by
label only.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from urllib.parse import unquote

from memcli.importers.confine import inside, open_regular

MAX_PHOTO_BYTES = 20 << 20
"""A photo larger than this (20 MiB) is not served."""

_MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
)


def media_type(head: bytes) -> str | None:
    """The image type its first bytes announce (JPEG, PNG, GIF, WebP), else None."""
    for magic, kind in _MAGIC:
        if head.startswith(magic):
            return kind
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "image/webp"
    return None


def _image_targets(text: str) -> list[str]:
    """The paths of ``![label](path)`` references in *text*, as the diary importer reads them."""
    from memcli.importers.diary import _IMAGE

    out: list[str] = []
    for m in _IMAGE.finditer(text):
        target = unquote(m.group(2))
        if "://" in target or target.startswith("data:"):
            continue
        out.append(target)
    return out


def registered_photo(source_path: str | None, source_format: str | None, text: str,
                     key: str) -> tuple[bytes, str] | None:
    """``(bytes, media type)`` of the photo cue *key* of a record, read from where its import found it; None
    when that file is gone, changed, outside the import's folder, too large or not an image."""
    if not source_path or source_format != "diary" or not key.startswith("photo:sha256:"):
        return None
    folder = Path(source_path).parent
    want = key.removeprefix("photo:sha256:")
    for target in _image_targets(text):
        resolved = inside(folder, folder / target)
        if resolved is None:
            continue
        try:
            with open_regular(resolved) as fh:
                data = fh.read(MAX_PHOTO_BYTES + 1)
        except OSError:
            continue
        if len(data) > MAX_PHOTO_BYTES or hashlib.sha256(data).hexdigest() != want:
            continue
        kind = media_type(data[:16])
        if kind is not None:
            return data, kind
    return None
