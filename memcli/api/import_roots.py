"""Which files the MCP tool ``import_file`` may read: only those inside the owner's ``mcp.import_roots``.

Why here and not in the server: it is a policy over the importers' confinement and the config, which a
front end may not reach itself; the MCP server (and any later front end) asks the API.
"""

from __future__ import annotations

from pathlib import Path

from memcli.core.errors import MemError


def import_roots(home: Path) -> list[Path]:
    """The folders ``import_file`` may read (config ``mcp.import_roots``, re-read at every call)."""
    from memcli.config.schema import load_config

    return [Path(folder).expanduser() for folder in load_config(home).mcp.import_roots]


def allowed_import(home: Path, path: str) -> Path:
    """*path* resolved, if it is a file or folder inside ``mcp.import_roots``.

    A path that is absent and one that is not allowed get the same error, word for word: the answer must not
    tell a caller whether a file exists outside the allowed folders.
    """
    from memcli.importers.confine import inside_any

    file = Path(path).expanduser()
    if path == "-" or not file.is_absolute():
        raise MemError(f"{path!r} is not an absolute path; give the file's full path on this machine")
    target = inside_any(import_roots(home), file)
    if target is None:
        raise MemError(f"{path} is not a file mem may import here: it does not exist or is outside the folders "
                       "the config's mcp.import_roots allows")
    return target
