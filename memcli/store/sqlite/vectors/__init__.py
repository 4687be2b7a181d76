"""The SQLite vector area: stored embeddings (:mod:`.area`), how a row is keyed (:mod:`.keys`), the derived
memory-mapped matrix file (:mod:`.file`) and one user's rows of it (:mod:`.user`)."""
