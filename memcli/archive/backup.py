"""``mem backup`` / ``mem restore``: whole-store copies that are whole or absent.

The copy itself is the store's (a consistent snapshot while others write;
see :mod:`memcli.store.sqlite.exchange.backup`); here are the rules around
it: where the file goes, that an interrupted backup never leaves a
half-written file under the requested name, that a restore refuses to
overwrite data without ``--force``, and that derived files are dropped
after a restore so they are rebuilt from the restored items.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memcli.config.checks import CONFIG_FILE
from memcli.core.errors import MemError
from memcli.store.protocols import Store

_DERIVED_GLOBS = ("vectors*", "*.npy", "*.vec", "*.vectors")
"""Files in the store directory that are derived and safe to delete (the vector file etc.)."""
_KEEP = {CONFIG_FILE}


def backup_store(store: Store, dest: Path, *, force: bool = False) -> dict[str, Any]:
    """Write a consistent, self-contained copy of the store to *dest* (mode 0600).

    *dest* may be a directory: a time-stamped file is created inside it.
    The copy is written to a temporary file next to *dest* and renamed into
    place.
    """
    from memcli.core.atomic import named_temporary, no_space_error, remove_stale_temporaries

    dest = dest.expanduser()
    if dest.is_dir():
        dest = dest / time.strftime("mem-backup-%Y%m%d-%H%M%S.db")
    if dest.exists():
        if store.exchange.is_own_file(dest):
            raise MemError(f"{dest} is the live store itself; choose another path")
        if not force:
            raise MemError(f"{dest} already exists; choose another path or pass --force to overwrite it")
    if not dest.parent.is_dir():
        raise MemError(f"{dest.parent} is not a directory; create it first")
    remove_stale_temporaries(dest)  # a killed earlier backup's partial copy
    tmp = named_temporary(dest)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    except OSError as exc:
        raise no_space_error(exc, dest.parent) or MemError(f"cannot write {dest}: {exc.strerror}") from None
    os.close(fd)
    leftovers = (tmp, Path(str(tmp) + "-journal"))
    try:
        info = store.exchange.backup_to(tmp)
        with open(tmp, "rb+") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, dest)
        os.chmod(dest, 0o600)
    except OSError as exc:
        for leftover in leftovers:
            leftover.unlink(missing_ok=True)
        raise no_space_error(exc, dest.parent) or MemError(f"cannot write {dest}: {exc.strerror}") from None
    except BaseException:
        for leftover in leftovers:
            leftover.unlink(missing_ok=True)
        raise
    version = info.pop("schema_version")
    return {"path": str(dest.resolve()), "bytes": dest.stat().st_size, "schema_version": version, **info}


def derived_files(home: Path) -> list[Path]:
    """Derived files in the store directory besides the store's vector file that a restore must drop."""
    found: set[Path] = set()
    for pattern in _DERIVED_GLOBS:
        found.update(p for p in home.glob(pattern) if p.is_file())
    return sorted(p for p in found if p.name not in _KEEP)


def restore_store(open_store: Callable[[], Store], src: Path, *, force: bool = False) -> dict[str, Any]:
    """Replace the store with backup *src*; *open_store* opens (or creates) the live store.

    The backup is checked before the live store is opened, so a bad file
    leaves nothing behind. Refuses when the store holds anything unless
    *force*; older schemas are migrated; derived files are deleted so they
    are rebuilt from the restored tables.
    """
    from memcli.store.opening import open_backup

    source = open_backup(src)
    try:
        store = open_store()
        info = store.exchange.restore_backup(source, force=force)
    finally:
        source.close()
    home = store.home
    removed = [str(path.relative_to(home)) for path in store.vectors.drop_file()]
    for path in derived_files(home):
        try:
            path.unlink()
            removed.append(str(path.relative_to(home)))
        except OSError:
            pass
    version = info.pop("schema_version")
    return {"restored_from": str(src.expanduser().resolve()), "schema_version": version, "removed_derived": removed,
            **info}
