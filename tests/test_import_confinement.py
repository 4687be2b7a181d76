"""An import reads only regular files inside the folder it was pointed at.

A vault note symlinked to /etc/passwd, a diary image link to ../../etc/shadow,
/etc/passwd, ~/.bashrc or /proc/self/environ: none of them is read, hashed or
stored, FIFOs never block an import, and the warning for a refused path reads
exactly like the one for a missing path (it never tells whether a file outside
exists).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import mem_proc, mem_run

import memcli

ROOT = Path(memcli.__file__).resolve().parent.parent  # the memcli under test, for the subprocess
SECRET_LINE = "outside-the-vault-7f3a9c"


def _texts(home: Path) -> list[str]:
    with sqlite3.connect(home / "mem.db") as conn:
        return [t for (t,) in conn.execute("SELECT text FROM records")]


def _cue_keys(home: Path) -> set[str]:
    with sqlite3.connect(home / "mem.db") as conn:
        return {k for (k,) in conn.execute("SELECT key FROM cues")}


def _sha(path: Path) -> str:
    return "photo:sha256:" + hashlib.sha256(path.read_bytes()).hexdigest()


def _mem(home: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """:func:`conftest.mem_proc` without any ``MEM_*`` setting of the calling environment."""
    env: dict[str, str | None] = {k: None for k in os.environ if k.startswith("MEM_")}
    return mem_proc(home, *args, timeout=timeout, env={**env, "PYTHONPATH": str(ROOT)})


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    outside = tmp_path / "outside.md"
    outside.write_text(f"{SECRET_LINE}\n", encoding="utf-8")
    root = tmp_path / "vault"
    (root / "daily").mkdir(parents=True)
    (root / "daily" / "2024-01-01.md").write_text("---\ntags: [a]\n---\nA real note about kites.\n", encoding="utf-8")
    (root / "daily" / "2024-01-02.md").symlink_to("/etc/passwd")
    (root / "daily" / "2024-01-03.md").symlink_to(outside)
    (root / "daily" / "2024-01-04.md").symlink_to(root / "daily" / "2024-01-01.md")  # inside the vault: fine
    (root / "linked").symlink_to(tmp_path, target_is_directory=True)  # a folder out of the vault
    (tmp_path / "2024-01-06.md").write_text(f"{SECRET_LINE} via a linked folder\n", encoding="utf-8")
    return root


def test_obsidian_notes_symlinked_out_of_the_vault_are_not_imported(vault: Path, home: Path) -> None:
    r = mem_run(home, "import", str(vault), "--format", "obsidian", "--json")
    assert r.exit_code == 0, r.output
    texts = _texts(home)
    assert texts == ["A real note about kites.", "A real note about kites."]  # 01 and the in-vault link 04
    joined = "\n".join(texts)
    assert "root:" not in joined and SECRET_LINE not in joined
    assert r.stderr.count("mem: warning:") == 2, r.stderr  # 02 and 03, each named


def test_a_refused_note_and_a_dangling_one_are_warned_alike(vault: Path, home: Path) -> None:
    (vault / "daily" / "2024-01-05.md").symlink_to(vault.parent / "no-such-file.md")
    r = mem_run(home, "import", str(vault), "--format", "obsidian")
    assert r.exit_code == 0, r.output
    warnings = [ln for ln in r.stderr.splitlines() if ln.startswith("mem: warning:")]
    assert len(warnings) == 3, r.stderr
    # a symlink to an existing file outside and a dangling one get the very same words
    shapes = {re.sub(r"2024-01-0\d\.md", "NOTE", w) for w in warnings}
    assert len(shapes) == 1, shapes


def test_a_fifo_in_a_vault_never_blocks_the_import(vault: Path, home: Path) -> None:
    os.mkfifo(vault / "daily" / "2024-01-07.md")
    proc = _mem(home, "import", str(vault), "--format", "obsidian", timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "2024-01-07.md: not a regular file" in proc.stderr


@pytest.fixture
def diary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    fake_home = tmp_path / "userhome"
    fake_home.mkdir()
    (fake_home / ".bashrc").write_text("export SECRET=1\n", encoding="utf-8")
    monkeypatch.setenv("HOME", str(fake_home))
    outside = tmp_path / "outside.png"
    outside.write_bytes(b"\x89PNG outside the diary folder")
    folder = tmp_path / "journal"
    (folder / "photos").mkdir(parents=True)
    kite = folder / "photos" / "kite.png"
    kite.write_bytes(b"\x89PNG a kite")
    (folder / "photos" / "link.png").symlink_to(outside)
    path = folder / "diary.md"
    path.write_text(
        "## 2024-03-05\n\n"
        "Kites! ![kite](photos/kite.png)\n"
        "![a](../../../../../../../../etc/passwd) ![b](/etc/passwd) ![c](~/.bashrc) ![d](/proc/self/environ)\n"
        "![e](photos/link.png) ![f](photos/../../outside.png) ![g](/etc/shadow)\n"
        "![m](photos/missing.png) ![n](../no-such-file.png)\n",
        encoding="utf-8",
    )
    return path, kite


def test_diary_images_outside_its_folder_are_neither_read_nor_hashed(
    diary: tuple[Path, Path], home: Path, tmp_path: Path
) -> None:
    path, kite = diary
    r = mem_run(home, "import", str(path))
    assert r.exit_code == 0, r.output
    assert _cue_keys(home) == {_sha(kite)}  # only the photo inside the diary's folder
    forbidden = [Path("/etc/passwd"), tmp_path / "userhome" / ".bashrc", tmp_path / "outside.png"]
    assert not {_sha(p) for p in forbidden} & _cue_keys(home)
    warnings = [ln for ln in r.stderr.splitlines() if ln.startswith("mem: warning:")]
    assert len(warnings) == 9, r.stderr
    # refused (exists outside) and missing read alike: the warning is no existence oracle
    shapes = {re.sub(r"image '[^']*'", "image X", w) for w in warnings}
    assert len(shapes) == 1, shapes


def test_record_photo_refuses_special_files(home: Path, tmp_path: Path) -> None:
    r = mem_run(home, "record", "a note", "--photo", "/proc/self/environ")
    assert r.exit_code == 1 and r.stderr.startswith("mem: error:") and "not a regular file" in r.stderr
    fifo = tmp_path / "pipe.jpg"
    os.mkfifo(fifo)
    proc = _mem(home, "record", "a note", "--photo", str(fifo), timeout=60)
    assert proc.returncode == 1 and proc.stderr.startswith("mem: error:"), proc.stderr
    assert json.loads(mem_run(home, "stats", "--json").stdout)["records"] == 0  # nothing half-written


def test_a_day_one_journal_symlinked_out_of_the_export_folder_is_not_read(home: Path, tmp_path: Path) -> None:
    fixture = Path(__file__).parent / "fixtures" / "formats" / "dayone"
    outside = tmp_path / "elsewhere.json"
    outside.write_bytes((fixture / "Journal.json").read_bytes())
    folder = tmp_path / "export"
    folder.mkdir()
    (folder / "Journal.json").symlink_to(outside)
    r = mem_run(home, "import", str(folder), "--format", "dayone")
    assert r.exit_code == 1 and r.stderr.startswith("mem: error:") and "no Day One journal" in r.stderr
    assert not (home / "mem.db").exists() or _texts(home) == []
