"""mem: a local-first command-line memory journal.

Imports chats and diaries into one SQLite store, distills them into a
profile and a timeline, and prints budgeted context packs for prompts.
"""

__version__ = "0.1.0"
