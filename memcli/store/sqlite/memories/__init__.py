"""The SQLite memories area: memories and events with their full-text rows and sources (:mod:`.area`), and
the reads of profile, timeline, persona and packs (:mod:`.reads`)."""
