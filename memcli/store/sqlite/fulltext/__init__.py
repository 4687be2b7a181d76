"""The SQLite full-text area: one FTS5 table per kind of item (:mod:`.area`, for the store's user or the whole
file), FTS5's own records read for ranking (:mod:`.fts5`), segment merges (:mod:`.merge`) and the
rebuilds ``mem reindex`` runs (:mod:`.rebuild`)."""
