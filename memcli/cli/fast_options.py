"""What the Typer-free fast path accepts: generated from the Typer commands, do not edit.

Regenerate with ``python -m memcli.cli.fast_codegen`` after changing a command's
parameters; ``tests/test_generated_modules.py`` checks it is current.

Each parameter: ``opts`` (its option names; none for an argument), ``kind``
(flag, str, int, choice, argument, or typer: an option whose presence hands the
command line to Typer), ``default`` (what Typer passes when it is
not given), and where they apply ``multiple``, ``nargs``, ``required``,
``min``/``max`` and ``choices``.
"""

from __future__ import annotations

from typing import Any


ROOT: dict[str, dict[str, Any]] = {'home': {'default': None, 'opts': ('--home',), 'kind': 'str'}}
COMMANDS: dict[str, dict[str, dict[str, Any]]] = {
    'recall': {
        'query': {'default': None, 'kind': 'argument', 'nargs': -1, 'required': False},
        'cue': {'default': None, 'opts': ('--cue',), 'kind': 'str'},
        'mode': {'default': None, 'opts': ('--mode',), 'kind': 'choice', 'choices': ('fast', 'semantic', 'deep')},
        'limit': {'default': 10, 'opts': ('-n', '--limit'), 'kind': 'int', 'min': 1},
        'since': {'default': None, 'opts': ('--since',), 'kind': 'str'},
        'until': {'default': None, 'opts': ('--until',), 'kind': 'str'},
        'now_': {'default': None, 'opts': ('--now',), 'kind': 'str'},
        'user': {'default': None, 'opts': ('--user',), 'kind': 'str'},
        'json_': {'default': False, 'opts': ('--json',), 'kind': 'flag'},
    },
    'read': {
        'item_id': {'default': None, 'kind': 'argument', 'nargs': 1, 'required': True},
        'user': {'default': None, 'opts': ('--user',), 'kind': 'str'},
        'json_': {'default': False, 'opts': ('--json',), 'kind': 'flag'},
    },
    'cues': {
        'kind': {'default': None, 'opts': ('--kind',), 'kind': 'str'},
        'json_': {'default': False, 'opts': ('--json',), 'kind': 'flag'},
    },
    'context': {
        'budget': {'default': None, 'opts': ('--budget', '-b'), 'kind': 'int', 'min': 0},
        'unit': {'default': None, 'opts': ('--unit',), 'kind': 'choice', 'choices': ('tokens', 'bytes')},
        'query': {'default': None, 'opts': ('--query', '-q'), 'kind': 'str'},
        'chats': {'default': None, 'opts': ('--chats',), 'kind': 'str'},
        'mode': {'default': None, 'opts': ('--mode',), 'kind': 'choice', 'choices': ('fast', 'semantic', 'deep')},
        'now_': {'default': None, 'opts': ('--now',), 'kind': 'str'},
        'prefer_topics': {'default': None, 'opts': ('--prefer-topics',), 'kind': 'str', 'multiple': True},
        'only_topics': {'default': None, 'opts': ('--only-topics',), 'kind': 'str', 'multiple': True},
        'user': {'default': None, 'opts': ('--user',), 'kind': 'str'},
        'json_': {'default': False, 'opts': ('--json',), 'kind': 'flag'},
    },
    'stats': {
        'user': {'default': None, 'opts': ('--user',), 'kind': 'str'},
        'json_': {'default': False, 'opts': ('--json',), 'kind': 'flag'},
    },
    'profile': {
        'topic': {'default': None, 'opts': ('--topic', '-t'), 'kind': 'str'},
        'history': {'default': False, 'opts': ('--history',), 'kind': 'flag'},
        'user': {'default': None, 'opts': ('--user',), 'kind': 'str'},
        'json_': {'default': False, 'opts': ('--json',), 'kind': 'flag'},
    },
    'timeline': {
        'since': {'default': None, 'opts': ('--since',), 'kind': 'str'},
        'until': {'default': None, 'opts': ('--until',), 'kind': 'str'},
        'on': {'default': None, 'opts': ('--on',), 'kind': 'str'},
        'last': {'default': None, 'opts': ('-n', '--last'), 'kind': 'int', 'min': 1},
        'chart': {'default': False, 'opts': ('--chart',), 'kind': 'flag'},
        'by': {'default': 'month', 'opts': ('--by',), 'kind': 'choice', 'choices': ('month', 'year')},
        'html': {'default': None, 'opts': ('--html',), 'kind': 'typer'},
        'title': {'default': 'mem timeline', 'opts': ('--title',), 'kind': 'str'},
        'user': {'default': None, 'opts': ('--user',), 'kind': 'str'},
        'json_': {'default': False, 'opts': ('--json',), 'kind': 'flag'},
    },
    'people': {
        'who': {'default': None, 'kind': 'argument', 'nargs': 1, 'required': False},
        'user': {'default': None, 'opts': ('--user',), 'kind': 'str'},
        'history': {'default': False, 'opts': ('--history',), 'kind': 'flag'},
        'json_': {'default': False, 'opts': ('--json',), 'kind': 'flag'},
    },
    'config show': {
        'json_': {'default': False, 'opts': ('--json',), 'kind': 'flag'},
    },
    'doctor': {
        'fix': {'default': False, 'opts': ('--fix',), 'kind': 'flag'},
        'user': {'default': None, 'opts': ('--user',), 'kind': 'str'},
        'json_': {'default': False, 'opts': ('--json',), 'kind': 'flag'},
    },
}
