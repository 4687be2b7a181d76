"""The layering rules of docs/architecture.md, checked by reading the source (no imports run).

1. Only :mod:`memcli.store` speaks SQL: nothing else imports ``sqlite3`` or
   ``psycopg`` or calls ``execute``/``executemany``/``executescript``
   (importers that read another app's SQLite file go through
   :mod:`memcli.store.foreign`).
2. Nothing outside :mod:`memcli.cli` imports the CLI.
3. :mod:`memcli.store` imports nothing above it.
4. Importers only read: nothing in :mod:`memcli.importers` imports the store
   (but its read-only :mod:`memcli.store.foreign`), ingest, the archive or distill.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "memcli"
DRIVERS = {"sqlite3", "psycopg", "psycopg_pool", "pgvector"}
SQL_CALLS = {"execute", "executemany", "executescript"}
# What the store may import from the rest of memcli: leaf helpers with no layer of their own.
STORE_MAY_IMPORT = {
    "memcli.store", "memcli.errors", "memcli.timeutil", "memcli.atomic", "memcli.ids",
    "memcli.record_types", "memcli.textproc", "memcli.redact", "memcli.progress", "memcli.blas",
    "memcli.slot_text", "memcli.distill.slot_labels",  # the profile slots' labels: a table and its wording
}

# Known violations still being moved (file → rules). The test fails when one
# disappears without being struck off here, so the list only shrinks.
KNOWN: dict[str, set[str]] = {
}


def _module(path: Path, root: Path) -> str:
    rel = path.relative_to(root.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(tree: ast.AST, module: str) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")[: -node.level] if not module.endswith("__init__") else module.split(".")
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            out.add(name)
            out.update(f"{name}.{alias.name}" for alias in node.names)
    return out


def _violations(path: Path, root: Path = ROOT) -> set[str]:
    module = _module(path, root)
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    imports = _imports(tree, module)
    found: set[str] = set()
    in_store = module == "memcli.store" or module.startswith("memcli.store.")
    if not in_store:
        if any(name.split(".")[0] in DRIVERS for name in imports):
            found.add("driver")
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in SQL_CALLS):
                found.add("sql")
                break
    if not (module in ("memcli.cli", "memcli.__main__") or module.startswith("memcli.cli.")):
        if any(name == "memcli.cli" or name.startswith("memcli.cli.") for name in imports):
            found.add("imports-cli")
    if module.startswith("memcli.importers."):
        writers = ("memcli.store", "memcli.ingest", "memcli.archive", "memcli.distill", "memcli.forgetting")
        if any((name == w or name.startswith(w + ".")) and name != "memcli.store"
               and not name.startswith("memcli.store.foreign")
               for name in imports for w in writers):
            found.add("importer-writes")
    if in_store:
        above = {
            name for name in imports
            if name.startswith("memcli.") and not any(name == ok or name.startswith(ok + ".") for ok in STORE_MAY_IMPORT)
        }
        if above:
            found.add("store-imports-above")
    return found


def _all() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for path in sorted(ROOT.rglob("*.py")):
        found = _violations(path)
        if found:
            out[str(path.relative_to(ROOT.parent))] = found
    return out


def test_layering_rules_hold() -> None:
    found = _all()
    new = {f: rules - KNOWN.get(f, set()) for f, rules in found.items()}
    new = {f: r for f, r in new.items() if r}
    assert not new, f"layering rules broken (see docs/architecture.md): {new}"


def test_known_violations_only_shrink() -> None:
    found = _all()
    stale = {f: rules - found.get(f, set()) for f, rules in KNOWN.items()}
    stale = {f: r for f, r in stale.items() if r}
    assert not stale, f"fixed: strike these off KNOWN in this test: {stale}"


@pytest.mark.parametrize("source, rule", [
    ("import sqlite3\n", "driver"),
    ("def f(c):\n    c.execute('select 1')\n", "sql"),
    ("from memcli.cli.output import status\n", "imports-cli"),
])
def test_the_scan_catches_each_rule(tmp_path: Path, source: str, rule: str) -> None:
    root = tmp_path / "memcli"
    (root / "recall").mkdir(parents=True)
    target = root / "recall" / "probe.py"
    target.write_text(source, encoding="utf-8")
    assert rule in _violations(target, root)


def test_the_store_may_not_reach_up(tmp_path: Path) -> None:
    root = tmp_path / "memcli"
    (root / "store" / "sqlite").mkdir(parents=True)
    target = root / "store" / "sqlite" / "probe.py"
    target.write_text("import sqlite3\nfrom memcli.distill.pipeline import run_flush\n", encoding="utf-8")
    assert _violations(target, root) == {"store-imports-above"}


def test_an_importer_may_not_reach_the_store(tmp_path: Path) -> None:
    root = tmp_path / "memcli"
    (root / "importers").mkdir(parents=True)
    target = root / "importers" / "probe.py"
    target.write_text("from memcli.store import foreign\nfrom memcli.archive.load import import_archive\n",
                      encoding="utf-8")
    assert _violations(target, root) == {"importer-writes"}
