"""The PostgreSQL memories area: memories and events of the store's user (:mod:`.area`), and the reads of
profile, timeline, persona and packs (:mod:`.reads`)."""
