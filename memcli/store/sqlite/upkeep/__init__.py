"""The SQLite upkeep area: the SQL of a forget (:mod:`.forget`), scrubbing it out of the files (:mod:`.scrub`)
and doctor's invariant checks and repairs (:mod:`.checks`), behind one area object (:mod:`.area`)."""
