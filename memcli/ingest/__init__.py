"""Writing what the user gives into the store: imported files (:mod:`memcli.ingest.files`), each in one
transaction, and entries written by hand (:mod:`memcli.ingest.recording`); both clean, hash and dedup the
records, link their cues and fill the distillation buffer."""
