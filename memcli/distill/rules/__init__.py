"""The offline extraction rules (:mod:`memcli.distill.extract_zh_en` runs them), one module per family of slots.

Each module holds its handlers and a ``RULES`` list; a rule is a guarded
regular expression (:func:`memcli.distill.rules.base.rule`) and the handler
that turns its match into candidates. Alternatives of one pattern capture the
same thing under numbered group names (``v``, ``v2``, …), since a pattern may
not use one name twice; :class:`memcli.distill.rules.base.OneOf` reads them
as one.
"""
