"""Trust: forget, export/import of the whole store, backup/restore, doctor.

Everything here is library code the CLI (:mod:`memcli.cli.trust_cmds`) and
tests call directly. Heavy modules are never imported at module level.
"""
