"""The SQLite full-text area: one FTS5 table per kind of item (:mod:`.area`), narrowed to one user of a shared
file (:mod:`.user`), FTS5's own records read for ranking (:mod:`.fts5`), segment merges (:mod:`.merge`) and the
rebuilds ``mem reindex`` runs (:mod:`.rebuild`)."""
