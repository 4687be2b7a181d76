"""The PostgreSQL exchange area: the user's store out (:mod:`.area`) and one user's archive back in
(:mod:`.write`)."""
