"""The PostgreSQL full-text area: GIN-indexed 'simple' vectors (:mod:`.area`), their bodies tokenised the way
the SQLite index tokenises (:mod:`.lexemes`)."""
