"""The whole store out and back in: the JSONL archive, the Markdown journal, backups.

* :mod:`memcli.archive.lines` — the archive's line format and its validating reader;
* :mod:`memcli.archive.export` — ``mem export`` (JSONL or Markdown);
* :mod:`memcli.archive.load` — importing an archive (restore into an empty store, or merge);
* :mod:`memcli.archive.backup` — ``mem backup`` / ``mem restore`` (whole-store file copies).

Everything here talks to a :class:`memcli.store.protocols.Store` (its
``exchange`` area); heavy modules are never imported at module level.
"""
