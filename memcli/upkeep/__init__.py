"""Keeping a store whole over time, above the store and the distiller: forgetting (:mod:`memcli.upkeep.forgetting`,
``mem forget``) and the invariant checks with their repairs (:mod:`memcli.upkeep.doctor`, ``mem doctor``)."""
