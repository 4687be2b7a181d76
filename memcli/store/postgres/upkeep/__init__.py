"""The PostgreSQL upkeep area: forgetting for the store's user (:mod:`.area`) and doctor's checks (:mod:`.checks`)."""
