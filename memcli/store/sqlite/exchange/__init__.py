"""The SQLite exchange area: the whole store out (:mod:`.read`) and back in (:mod:`.write`) for the archive,
and whole-file copies through SQLite's backup API (:mod:`.backup`), behind one area object (:mod:`.area`)."""
