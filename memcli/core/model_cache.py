"""Where files built from installed packages (model graphs, tokenizer tables, the dictionary look-up) are kept."""

from __future__ import annotations

import os
from pathlib import Path


def model_cache_dir(home: Path | None) -> Path | None:
    """``$MEM_MODEL_CACHE``, else the store's ``models/``: one folder can serve every store of a machine."""
    env = os.environ.get("MEM_MODEL_CACHE")
    if env:
        return Path(env).expanduser()
    return None if home is None else home / "models"
