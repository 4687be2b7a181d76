"""The kernel every layer may use: errors, public ids, time, atomic files, text processing and token counting,
the normalised record type, terminal-safe text, secret redaction, BLAS threads and the progress line.

Each module here is a leaf: it imports nothing of ``memcli`` outside this package.
"""
